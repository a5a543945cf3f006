//! Kattis sudokunique against an independent counter: plain backtracking over the empty cells,
//! no DLX, counting completions up to two. Seeded boards of every kind: unique (givens removed
//! while the counter says one), non-unique, clashing givens, and a wrong digit that clashes with
//! nothing but leaves no completion; all in one input, a blank line between boards.

mod common;

use common::gen::{random_grid, reveal, with_conflict, with_wrong_digit};
use common::{judge_compare, run, Rng};

fn sees(p: usize, q: usize) -> bool {
    p / 9 == q / 9 || p % 9 == q % 9 || (p / 27 == q / 27 && p % 9 / 3 == q % 9 / 3)
}

/// Completions of `g` up to `limit`, the first kept in `first`; the cell with fewest
/// candidates first, so that sparse boards stay fast.
fn count(g: &mut Vec<u8>, limit: usize, first: &mut Vec<u8>) -> usize {
    let mut best: Option<(usize, Vec<u8>)> = None;
    for c in (0..81).filter(|&c| g[c] == 0) {
        let ds: Vec<u8> = (1..=9)
            .filter(|&d| (0..81).all(|p| g[p] != d || !sees(p, c)))
            .collect();
        if best.as_ref().map_or(true, |b| ds.len() < b.1.len()) {
            best = Some((c, ds));
        }
    }
    let (c, ds) = match best {
        None => {
            if first.is_empty() {
                *first = g.clone();
            }
            return 1;
        }
        Some(b) => b,
    };
    let mut n = 0;
    for d in ds {
        g[c] = d;
        n += count(g, limit - n, first);
        g[c] = 0;
        if n >= limit {
            break;
        }
    }
    n
}

fn answer(g: &[u8]) -> String {
    let clash = (0..81).any(|p| (0..p).any(|q| g[p] != 0 && g[p] == g[q] && sees(p, q)));
    let mut first = Vec::new();
    let n = if clash {
        0
    } else {
        count(&mut g.to_vec(), 2, &mut first)
    };
    match n {
        0 => "Find another job\n".to_string(),
        1 => text(&first),
        _ => "Non-unique\n".to_string(),
    }
}

fn text(g: &[u8]) -> String {
    let mut s = String::new();
    for (k, &d) in g.iter().enumerate() {
        s.push((b'0' + d) as char);
        s.push(if k % 9 == 8 { '\n' } else { ' ' });
    }
    s
}

/// A board of kind `seed % 4`: unique, non-unique, clashing, or a wrong digit.
fn board(seed: u64) -> Vec<u8> {
    let mut rng = Rng(seed);
    let solved = random_grid(3, &mut rng);
    match seed % 4 {
        0 => {
            // Givens removed while one completion is left: 25-35 givens typically.
            let mut g = solved.clone();
            let mut cells: Vec<usize> = (0..81).collect();
            rng.shuffle(&mut cells);
            for c in cells {
                let d = g[c];
                g[c] = 0;
                if count(&mut g.clone(), 2, &mut Vec::new()) != 1 {
                    g[c] = d;
                }
            }
            g
        }
        1 => reveal(&solved, 5 + rng.below(40), &mut rng),
        2 => {
            let g = reveal(&solved, 20 + rng.below(40), &mut rng);
            with_conflict(3, &g, &mut rng).unwrap_or(g)
        }
        _ => {
            let g = reveal(&solved, 30 + rng.below(30), &mut rng);
            with_wrong_digit(3, &g, &solved, &mut rng).unwrap_or(g)
        }
    }
}

#[test]
fn every_kind_of_board_agrees_with_the_counter() {
    let (mut input, mut want) = (String::new(), String::new());
    let mut kinds = [0; 3];
    for seed in 0..120 {
        let g = board(seed);
        let a = answer(&g);
        kinds[match a.as_str() {
            "Find another job\n" => 0,
            "Non-unique\n" => 1,
            _ => 2,
        }] += 1;
        if seed > 0 {
            input.push('\n');
            want.push('\n');
        }
        input += &text(&g);
        want += &a;
    }
    assert!(kinds.iter().all(|&k| k >= 15), "kinds {:?}", kinds);
    let got = run("sudokunique", input.as_bytes());
    assert_eq!(got.code, Some(0), "{}", got.stderr_text());
    // On a failure, the k-th answer is board `k - 1`, seed `k - 1`.
    judge_compare(&got.stdout, want.as_bytes()).unwrap();
}
