//! P4205 (the bead puzzle) as a process: every sample of `samples/p4205/`, the inputs a sample
//! cannot hold (a stderr note with exit code 0), and a seeded stress test against an independent
//! tiler: a plain backtracking that fills the first empty cell, with no DLX and none of the
//! bin's code (its own shapes and orientations). Replay one stress case with `STRESS_SEED=<seed>`;
//! `STRESS_N` sets the number of cases.

mod common;

use common::*;
use std::collections::BTreeSet;
use std::fs;

/// The pieces A-L, row by row, from the statement's pictures.
const SHAPES: [&[&str]; 12] = [
    &["##", "#."],
    &["####"],
    &["###", "#.."],
    &["##", "##"],
    &["#..", "#..", "###"],
    &["####", ".#.."],
    &["###", "#.#"],
    &["###", "##."],
    &["###.", "..##"],
    &[".#.", "###", ".#."],
    &["#..", "##.", ".##"],
    &["####", "#..."],
];

type Shape = Vec<(i32, i32)>;

/// Cells moved to the least row and column 0, in reading order.
fn normal(cells: &[(i32, i32)]) -> Shape {
    let r0 = cells.iter().map(|c| c.0).min().unwrap();
    let c0 = cells.iter().map(|c| c.1).min().unwrap();
    let mut v: Shape = cells.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
    v.sort();
    v
}

/// Each piece's distinct orientations: four quarter turns, then the same mirrored.
fn orientations() -> Vec<Vec<Shape>> {
    SHAPES
        .iter()
        .map(|rows| {
            let mut cells: Shape = Vec::new();
            for (r, row) in rows.iter().enumerate() {
                for (c, ch) in row.chars().enumerate() {
                    if ch == '#' {
                        cells.push((r as i32, c as i32));
                    }
                }
            }
            let mut set = BTreeSet::new();
            for _ in 0..2 {
                for _ in 0..4 {
                    cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
                    set.insert(normal(&cells));
                }
                cells = cells.iter().map(|&(r, c)| (r, -c)).collect();
            }
            set.into_iter().collect()
        })
        .collect()
}

/// The board's cell at row `r`, column `c` (from 0), if there is one.
fn index(r: i32, c: i32) -> Option<usize> {
    if 0 <= c && c <= r && r < 10 {
        Some((r * (r + 1) / 2 + c) as usize)
    } else {
        None
    }
}

fn row_col(k: usize) -> (i32, i32) {
    let mut r = 0;
    while index(r + 1, 0).is_some_and(|s| s <= k) {
        r += 1;
    }
    (r, (k - index(r, 0).unwrap()) as i32)
}

/// A board: 55 letters or `.`, in reading order.
type Board = [u8; 55];

fn parse(text: &str) -> Board {
    let cells: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let mut b = [b'.'; 55];
    b.copy_from_slice(&cells[..55]);
    b
}

fn text(b: &Board) -> String {
    let mut s = String::new();
    for r in 0..10 {
        let start = index(r, 0).unwrap();
        s.push_str(std::str::from_utf8(&b[start..start + r as usize + 1]).unwrap());
        s.push('\n');
    }
    s
}

/// The backtracking: fill the first empty cell with each unused piece's orientations, the
/// orientation's first cell (in reading order) on it; count fillings up to `limit`.
struct Tiler<'a> {
    shapes: &'a [Vec<Shape>],
    board: Board,
    used: [bool; 12],
    limit: usize,
    found: Vec<Board>,
}

impl<'a> Tiler<'a> {
    fn fill(&mut self) {
        if self.found.len() >= self.limit {
            return;
        }
        let k = match self.board.iter().position(|&b| b == b'.') {
            Some(k) => k,
            None => {
                self.found.push(self.board);
                return;
            }
        };
        let (r, c) = row_col(k);
        for p in 0..12 {
            if self.used[p] {
                continue;
            }
            for o in &self.shapes[p] {
                let (r0, c0) = o[0];
                let cells: Option<Vec<usize>> = o
                    .iter()
                    .map(|&(dr, dc)| {
                        index(r + dr - r0, c + dc - c0).filter(|&i| self.board[i] == b'.')
                    })
                    .collect();
                if let Some(cells) = cells {
                    cells.iter().for_each(|&i| self.board[i] = b'A' + p as u8);
                    self.used[p] = true;
                    self.fill();
                    self.used[p] = false;
                    cells.iter().for_each(|&i| self.board[i] = b'.');
                }
            }
        }
    }
}

/// The fillings of a board whose placed pieces are whole, up to `limit` of them.
fn tilings(shapes: &[Vec<Shape>], board: &Board, limit: usize) -> Vec<Board> {
    let mut used = [false; 12];
    for &b in board.iter().filter(|&&b| b != b'.') {
        used[(b - b'A') as usize] = true;
    }
    let mut t = Tiler {
        shapes,
        board: *board,
        used,
        limit,
        found: Vec::new(),
    };
    t.fill();
    t.found
}

/// Why `out` is not a filling of `board`, if it is not one.
fn check_filling(shapes: &[Vec<Shape>], board: &Board, out: &Board) -> Result<(), String> {
    for k in 0..55 {
        if board[k] != b'.' && board[k] != out[k] {
            return Err(format!("cell {} was {}", k, board[k] as char));
        }
    }
    for (p, os) in shapes.iter().enumerate() {
        let letter = b'A' + p as u8;
        let cells: Shape = (0..55).filter(|&k| out[k] == letter).map(row_col).collect();
        if cells.is_empty() || !os.contains(&normal(&cells)) {
            return Err(format!(
                "piece {} is not one of its orientations",
                letter as char
            ));
        }
    }
    Ok(())
}

#[test]
fn the_tilers_orientation_counts_are_the_statements() {
    let counts: Vec<usize> = orientations().iter().map(Vec::len).collect();
    assert_eq!(counts, vec![4, 2, 8, 1, 4, 8, 4, 8, 8, 1, 4, 8]);
}

/// Every `samples/p4205/X.in`: stdout as `X.out`; with `X.err`, exit code 1 and each of its
/// lines on stderr; without, exit code 0 and nothing on stderr. Where `X.out` is an answer to a
/// board as the statement promises it, the tiler agrees (the only filling, or none).
#[test]
fn samples() {
    let shapes = orientations();
    let dir = root().join("samples/p4205");
    let mut ins: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    ins.sort();
    assert!(ins.len() >= 4);
    for path in &ins {
        let name = path.display();
        let input = fs::read(path).unwrap();
        let expected = fs::read(path.with_extension("out")).unwrap();
        let got = run("p4205", &input);
        if let Err(e) = judge_compare(&got.stdout, &expected) {
            panic!("{}: {}", name, e);
        }
        match fs::read_to_string(path.with_extension("err")) {
            Ok(err) => {
                assert_eq!(got.code, Some(1), "{}", name);
                for want in err.lines().filter(|l| !l.trim().is_empty()) {
                    assert!(
                        got.stderr_text().contains(want.trim()),
                        "{}: stderr lacks {:?}: {}",
                        name,
                        want,
                        got.stderr_text()
                    );
                }
            }
            Err(_) => {
                assert_eq!(got.code, Some(0), "{}: {}", name, got.stderr_text());
                assert!(got.stderr.is_empty(), "{}: {}", name, got.stderr_text());
                let board = parse(&String::from_utf8_lossy(&input).replace('\u{feff}', ""));
                let all = tilings(&shapes, &board, 2);
                let lines = judge_lines(&expected);
                if lines == ["No solution"] {
                    assert!(all.is_empty(), "{}: the tiler fills it", name);
                } else {
                    assert_eq!(
                        all.len(),
                        1,
                        "{}: the tiler finds {} fillings",
                        name,
                        all.len()
                    );
                    assert_eq!(all[0], parse(&lines.join("\n")), "{}", name);
                }
            }
        }
    }
}

/// Inputs that end before the 55th cell: `No solution`, a note on stderr, exit code 0.
#[test]
fn short_inputs_are_noted() {
    let sample = fs::read(root().join("samples/p4205/sample-1.in")).unwrap();
    for input in [
        &b""[..],
        b"\xEF\xBB\xBF",
        b"\n\n",
        &sample[..sample.len() - 3],
    ] {
        let got = run("p4205", input);
        assert_eq!(got.code, Some(0), "{:?}", input);
        assert_eq!(judge_lines(&got.stdout), ["No solution"], "{:?}", input);
        assert!(
            got.stderr_text().contains("the input ends after"),
            "{}",
            got.stderr_text()
        );
    }
}

/// An empty board has many fillings: any right one will do.
#[test]
fn the_empty_board_is_filled() {
    let shapes = orientations();
    let empty = [b'.'; 55];
    let got = run("p4205", text(&empty).as_bytes());
    assert_eq!(got.code, Some(0));
    let out = parse(&got.stdout_text());
    check_filling(&shapes, &empty, &out).unwrap();
}

/// The official answer, and its mirror image across the triangle's axis.
fn full_boards() -> Vec<Board> {
    let sample = fs::read_to_string(root().join("samples/p4205/sample-1.out")).unwrap();
    let a = parse(&sample);
    let mut b = [b'.'; 55];
    for (k, &letter) in a.iter().enumerate() {
        let (r, c) = row_col(k);
        b[index(9 - c, 9 - r).unwrap()] = letter;
    }
    vec![a, b]
}

/// Seeded boards: a full filling with 3 to 5 pieces taken out; every other seed also moves a
/// piece still placed to a random free place (often leaving no filling). The bin's answer must
/// be a filling that keeps the placed pieces, exactly when the tiler finds one.
#[test]
fn stress_against_an_independent_tiler() {
    let shapes = orientations();
    let full = full_boards();
    let n: u64 = std::env::var("STRESS_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let seeds: Vec<u64> = match std::env::var("STRESS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        Some(seed) => vec![seed],
        None => (0..n).collect(),
    };
    let (mut solvable, mut moved) = (0, 0);
    for &seed in &seeds {
        let mut rng = Rng(seed ^ 0x4205);
        let mut board = full[rng.below(full.len())];
        let mut pieces: Vec<u8> = (b'A'..=b'L').collect();
        rng.shuffle(&mut pieces);
        let gone = 3 + rng.below(3);
        for b in board.iter_mut() {
            if pieces[..gone].contains(b) {
                *b = b'.';
            }
        }
        if seed % 2 == 1 {
            // Lift a placed piece and put it back in any orientation anywhere it fits.
            let p = pieces[gone];
            let before = board;
            board
                .iter_mut()
                .filter(|b| **b == p)
                .for_each(|b| *b = b'.');
            let os = &shapes[(p - b'A') as usize];
            let mut places: Vec<Vec<usize>> = Vec::new();
            for k in 0..55 {
                let (r, c) = row_col(k);
                for o in os {
                    let cells: Option<Vec<usize>> = o
                        .iter()
                        .map(|&(dr, dc)| index(r + dr, c + dc).filter(|&i| board[i] == b'.'))
                        .collect();
                    places.extend(cells);
                }
            }
            let at = &places[rng.below(places.len())];
            at.iter().for_each(|&i| board[i] = p);
            moved += (board != before) as usize;
        }
        let input = text(&board);
        let got = run("p4205", input.as_bytes());
        let what = format!("seed {} (STRESS_SEED={}), input:\n{}", seed, seed, input);
        assert_eq!(got.code, Some(0), "{}", what);
        assert!(got.stderr.is_empty(), "{}: {}", what, got.stderr_text());
        let lines = judge_lines(&got.stdout);
        let tiled = !tilings(&shapes, &board, 1).is_empty();
        if lines == ["No solution"] {
            assert!(
                !tiled,
                "{}: the tiler fills it, the bin says No solution",
                what
            );
        } else {
            assert!(
                tiled,
                "{}: the tiler finds no filling, the bin:\n{}",
                what,
                got.stdout_text()
            );
            let shape_ok = lines.len() == 10 && (0..10).all(|r| lines[r].len() == r + 1);
            assert!(shape_ok, "{}: not a triangle:\n{}", what, got.stdout_text());
            let out = parse(&lines.join("\n"));
            if let Err(e) = check_filling(&shapes, &board, &out) {
                panic!("{}: {}:\n{}", what, e, got.stdout_text());
            }
            solvable += 1;
        }
    }
    let unsolvable = seeds.len() - solvable;
    println!(
        "{} solvable, {} not, {} with a piece moved",
        solvable, unsolvable, moved
    );
    if seeds.len() >= 100 {
        assert!(
            solvable * 4 > seeds.len() && unsolvable * 10 > seeds.len() && moved * 3 > seeds.len(),
            "the boards test little: {} solvable, {} not, {} moved",
            solvable,
            unsolvable,
            moved
        );
    }
}
