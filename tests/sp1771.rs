//! SPOJ NQUEEN (`sp1771`): any valid completion is accepted, so answers are judged by an
//! independent checker, on every sample and on random partial boards (random solutions with
//! queens erased). `STRESS_N=<count>` runs more boards, `STRESS_SEED=<seed>` replays one.
//! Also: the judge file fits SPOJ's source limit.

mod common;

use common::*;
use std::fs;
use std::time::Instant;

/// SPOJ's source limit for NQUEEN, in bytes, counted with CRLF line ends.
const SOURCE_LIMIT: usize = 10_000;

/// The complete cases of an NQUEEN input: `N`, then `N` columns (from 1, 0 = none). A last
/// case cut short is not one (the bin notes it and answers nothing for it).
fn cases(input: &[u8]) -> Result<Vec<Vec<usize>>, String> {
    let text = String::from_utf8_lossy(strip_bom(input));
    let numbers = text
        .split_whitespace()
        .map(|t| t.parse::<usize>().map_err(|_| format!("input: {:?}", t)))
        .collect::<Result<Vec<usize>, String>>()?;
    let mut cases = Vec::new();
    let mut rest = &numbers[..];
    while let Some((&n, after)) = rest.split_first() {
        if after.len() < n {
            break;
        }
        cases.push(after[..n].to_vec());
        rest = &after[n..];
    }
    Ok(cases)
}

/// Checks NQUEEN answers: one line per case, `N` numbers separated by spaces, a permutation of
/// `1..=N` with no two queens on a diagonal, every preset kept.
fn check_nqueen(input: &[u8], output: &[u8]) -> Result<(), String> {
    let cases = cases(input)?;
    let lines = judge_lines(output);
    if lines.len() != cases.len() {
        return Err(format!("{} cases, {} lines", cases.len(), lines.len()));
    }
    for (k, (presets, line)) in cases.iter().zip(&lines).enumerate() {
        let n = presets.len();
        let at = |what: String| format!("case {} ({:?}): {}", k + 1, line, what);
        let cols = line
            .split_whitespace()
            .map(|t| t.parse::<usize>().map_err(|_| at(format!("{:?}", t))))
            .collect::<Result<Vec<usize>, String>>()?;
        if cols.len() != n {
            return Err(at(format!("{} numbers for N = {}", cols.len(), n)));
        }
        let mut seen = vec![false; n + 1];
        for (r, &c) in cols.iter().enumerate() {
            if c == 0 || c > n || seen[c] {
                return Err(at(format!(
                    "row {}: column {} out of range or twice",
                    r + 1,
                    c
                )));
            }
            seen[c] = true;
            if presets[r] != 0 && presets[r] != c {
                return Err(at(format!("row {}: preset {} moved", r + 1, presets[r])));
            }
            for (s, &d) in cols[..r].iter().enumerate() {
                if r - s == c.max(d) - c.min(d) {
                    return Err(at(format!("rows {} and {} share a diagonal", s + 1, r + 1)));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn the_checker_rejects_each_kind_of_wrong_answer() {
    let input = b"4 0 0 0 0\n4 0 4 0 0\n";
    assert!(check_nqueen(input, b"2 4 1 3\n3 1 4 2\n").is_err()); // preset 4 in row 2 moved
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 1 3\n").is_ok());
    assert!(check_nqueen(input, b"2 4 1 3\n").is_err()); // a line short
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 1 3\n2 4 1 3\n").is_err());
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 1\n").is_err()); // a number short
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 1 3 1\n").is_err());
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 2 3\n").is_err()); // not a permutation
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 1 5\n").is_err()); // out of range
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 3 1\n").is_err()); // rows 3, 4 on a diagonal
    assert!(check_nqueen(input, b"2 4 1 3\n1 2 3 4\n").is_err());
    assert!(check_nqueen(input, b"2 4 1 3\n2 4 x 3\n").is_err());
    // A case cut short by the end of the input is not answered.
    assert!(check_nqueen(b"4 0 0 0 0\n8 1 2\n", b"3 1 4 2\n").is_ok());
}

/// Every `samples/sp1771/*.in`: with an `.err`, exit 1, those lines on stderr, the output as in
/// `.out` (the bad cases' presets echoed); else exit 0, the lines of a `.note` on stderr (or
/// nothing), and the output and `.out` both accepted by the checker.
#[test]
fn every_sample_passes_the_checker() {
    let dir = root().join("samples/sp1771");
    let mut ins: Vec<_> = fs::read_dir(&dir)
        .expect("samples/sp1771")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    ins.sort();
    assert!(ins.iter().any(|p| p.ends_with("sample-1.in")));
    for path in ins {
        let name = path.display().to_string();
        let input = fs::read(&path).expect("in");
        let expected = fs::read(path.with_extension("out")).expect("every sample has an .out");
        let err = fs::read_to_string(path.with_extension("err")).ok();
        let note = fs::read_to_string(path.with_extension("note")).ok();
        let got = run("sp1771", &input);
        let stderr = got.stderr_text();
        assert_eq!(got.code, Some(err.is_some() as i32), "{}: {}", name, stderr);
        match err.as_ref().or(note.as_ref()) {
            Some(want) => {
                for line in want.lines().filter(|l| !l.trim().is_empty()) {
                    assert!(
                        stderr.contains(line.trim()),
                        "{}: no {:?} in {}",
                        name,
                        line,
                        stderr
                    );
                }
            }
            None => assert!(stderr.is_empty(), "{}: {}", name, stderr),
        }
        if err.is_some() {
            judge_compare(&got.stdout, &expected).unwrap_or_else(|e| panic!("{}: {}", name, e));
        } else {
            check_nqueen(&input, &expected).unwrap_or_else(|e| panic!("{}.out: {}", name, e));
            check_nqueen(&input, &got.stdout).unwrap_or_else(|e| panic!("{}: {}", name, e));
        }
    }
}

/// A random solution of N queens (`n >= 4`; row -> column from 0): min-conflicts from a random
/// permutation, started again when it stalls.
fn random_queens(n: usize, rng: &mut Rng) -> Vec<usize> {
    let attacks = |q: &[usize], r: usize, c: usize| {
        (0..n)
            .filter(|&s| s != r && (q[s] == c || s + q[s] == r + c || s + c == r + q[s]))
            .count()
    };
    loop {
        let mut q: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut q);
        for _ in 0..50 * n {
            let bad: Vec<usize> = (0..n).filter(|&r| attacks(&q, r, q[r]) > 0).collect();
            if bad.is_empty() {
                return q;
            }
            let r = bad[rng.below(bad.len())];
            let cost: Vec<usize> = (0..n).map(|c| attacks(&q, r, c)).collect();
            let least = *cost.iter().min().expect("n > 0");
            let best: Vec<usize> = (0..n).filter(|&c| cost[c] == least).collect();
            q[r] = best[rng.below(best.len())];
        }
    }
}

/// The partial board of `seed`: a random solution with queens erased. A third of the boards
/// have N = 50 and 0-5 queens (the hard ones for the search), a third any N in 4-50 and 0-5
/// queens, a third any N and a random share of the queens.
fn partial_board(seed: u64) -> String {
    let mut rng = Rng(seed);
    let kind = rng.below(3);
    let n = if kind == 0 { 50 } else { 4 + rng.below(47) };
    let full = random_queens(n, &mut rng);
    let mut keep = vec![false; n];
    if kind < 2 {
        for _ in 0..rng.below(6) {
            keep[rng.below(n)] = true;
        }
    } else {
        let share = rng.below(101);
        keep.iter_mut().for_each(|k| *k = rng.below(100) < share);
    }
    let cols: Vec<String> = (0..n)
        .map(|r| if keep[r] { full[r] + 1 } else { 0 }.to_string())
        .collect();
    format!("{} {}\n", n, cols.join(" "))
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().map(|v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{} must be a number", name))
    })
}

#[test]
fn random_partial_boards_are_completed() {
    let seeds: Vec<u64> = match env_u64("STRESS_SEED") {
        Some(seed) => vec![seed],
        None => (0..env_u64("STRESS_N").unwrap_or(500)).collect(),
    };
    let boards: Vec<String> = seeds.iter().map(|&s| partial_board(s)).collect();
    let start = Instant::now();
    let got = run("sp1771", boards.concat().as_bytes());
    println!("{} boards in {:?}", boards.len(), start.elapsed());
    assert_eq!(got.code, Some(0), "stderr: {}", got.stderr_text());
    assert!(got.stderr.is_empty(), "stderr: {}", got.stderr_text());
    let lines = judge_lines(&got.stdout);
    assert_eq!(lines.len(), boards.len(), "one line per board");
    for ((seed, board), line) in seeds.iter().zip(&boards).zip(&lines) {
        if let Err(e) = check_nqueen(board.as_bytes(), format!("{}\n", line).as_bytes()) {
            panic!(
                "seed {} (STRESS_SEED={} replays it): {}\n{}",
                seed, seed, e, board
            );
        }
    }
}

#[test]
fn the_judge_file_fits_the_source_limit() {
    let text = fs::read_to_string(root().join("src/bin/sp1771.rs")).expect("sp1771.rs");
    let size = text.len() + text.matches('\n').count();
    assert!(
        size <= SOURCE_LIMIT,
        "src/bin/sp1771.rs is {} bytes with CRLF line ends, over SPOJ's {}",
        size,
        SOURCE_LIMIT
    );
}
