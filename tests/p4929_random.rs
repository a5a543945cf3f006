//! P4929 on generated matrices: small ones against a brute-force search over every subset of rows
//! (so `No Solution!` is checked too, which no stored sample can do in bulk), and large ones
//! with a planted cover, at the statement's limits and beyond, held to the checker.

mod common;

use common::*;

/// The matrix as P4929 input text.
fn render(m: usize, rows: &[Vec<usize>]) -> Vec<u8> {
    let mut text = format!("{} {}\n", rows.len(), m);
    for ones in rows {
        let mut line = vec!["0"; m];
        for &c in ones {
            line[c] = "1";
        }
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text.into_bytes()
}

/// Whether some set of rows covers every column exactly once, by trying every subset.
fn brute_force_has_cover(m: usize, rows: &[Vec<usize>]) -> bool {
    let masks: Vec<u32> = rows
        .iter()
        .map(|r| r.iter().fold(0u32, |a, &c| a | 1 << c))
        .collect();
    let full = (1u32 << m) - 1;
    (0u32..1 << rows.len()).any(|set| {
        let mut union = 0u32;
        for (k, &mask) in masks.iter().enumerate() {
            if set >> k & 1 == 1 {
                if union & mask != 0 {
                    return false;
                }
                union |= mask;
            }
        }
        union == full
    })
}

#[test]
fn small_matrices_agree_with_brute_force() {
    let mut found = [0usize; 2];
    for seed in 0..300u64 {
        let mut rng = Rng(seed);
        let n = rng.below(11);
        let m = rng.below(8);
        let density = 1 + rng.below(5); // a value is 1 with probability density/8
        let rows: Vec<Vec<usize>> = (0..n)
            .map(|_| (0..m).filter(|_| rng.below(8) < density).collect())
            .collect();
        let input = render(m, &rows);
        let got = run("p4929", &input);
        let text = String::from_utf8_lossy(&input);
        assert_eq!(got.code, Some(0), "seed {}:\n{}", seed, text);
        let expect = brute_force_has_cover(m, &rows);
        let says_none = judge_lines(&got.stdout) == ["No Solution!"];
        assert_eq!(
            !says_none,
            expect,
            "seed {}: got {:?} on\n{}",
            seed,
            got.stdout_text(),
            text
        );
        if let Err(e) = check_p4929(&input, &got.stdout) {
            panic!("seed {}: {} on\n{}", seed, e, text);
        }
        found[expect as usize] += 1;
    }
    // The generator has to exercise both answers for the comparison to mean anything.
    assert!(found[0] > 30 && found[1] > 30, "{:?}", found);
}

/// An `n` x `m` matrix with `ones` ones: a random partition of the columns into rows of at most
/// `group` columns, placed at random rows, then random ones in the other rows.
fn planted(seed: u64, n: usize, m: usize, ones: usize, group: usize) -> Vec<Vec<usize>> {
    let mut rng = Rng(seed);
    let mut cols: Vec<usize> = (0..m).collect();
    rng.shuffle(&mut cols);
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut rows = vec![Vec::new(); n];
    let mut used = 0;
    let mut next = 0;
    while next < m {
        let k = (1 + rng.below(group)).min(m - next);
        rows[order[used]] = cols[next..next + k].to_vec();
        used += 1;
        next += k;
    }
    let others = &order[used..];
    let mut grid = vec![vec![false; m]; n];
    let mut left = ones - m;
    while left > 0 {
        let r = others[rng.below(others.len())];
        let c = rng.below(m);
        if !grid[r][c] {
            grid[r][c] = true;
            rows[r].push(c);
            left -= 1;
        }
    }
    rows
}

#[test]
fn large_planted_covers_are_found() {
    // The statement's limits (500 x 500, 5000 ones), then beyond them.
    let cases = [
        (1u64, 500, 500, 5000, 20),
        (2, 500, 500, 5000, 3),
        (3, 500, 500, 5000, 60),
        (4, 1500, 1200, 30000, 10),
    ];
    for &(seed, n, m, ones, group) in cases.iter() {
        let rows = planted(seed, n, m, ones, group);
        assert_eq!(rows.iter().map(Vec::len).sum::<usize>(), ones);
        let input = render(m, &rows);
        let got = run("p4929", &input);
        assert_eq!(got.code, Some(0), "seed {}: {}", seed, got.stderr_text());
        assert_ne!(judge_lines(&got.stdout), ["No Solution!"], "seed {}", seed);
        check_p4929(&input, &got.stdout).unwrap_or_else(|e| panic!("seed {}: {}", seed, e));
    }
}
