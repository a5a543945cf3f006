//! The reference counts of a list of 9x9 puzzles: how many solutions each has (how
//! `samples/sp13980/serg-10000.out` was made, see `samples/SOURCES.md`).
//!
//! Input: one puzzle a line, 81 characters (`1`-`9` a given, `.` or `0` an empty cell).
//! Output: one line per puzzle, its number of solutions (every one counted, no limit).
//!
//! The counting is the test suite's own reference (`tests/common/reference.rs`), a cell-by-cell
//! bitmask backtracking search that shares nothing with the judge files (the benchmark calls it
//! directly to check SP13980's counts): a counter that agreed with the solver because it *was*
//! the solver would prove nothing.
//!
//! `cargo run --release --example sudoku_count < puzzles.txt`

#[path = "../tests/common/mod.rs"]
mod common;

use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let mut out = Vec::new();
    for (number, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin");
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let ok = line.len() == 81 && line.bytes().all(|b| b == b'.' || b.is_ascii_digit());
        if !ok {
            eprintln!("sudoku_count: line {}: not 81 cells", number + 1);
            std::process::exit(1);
        }
        let puzzle = common::grid9_from_line(line);
        let n = common::reference::count_sudoku(3, &puzzle, u64::MAX, u64::MAX).count;
        out.extend_from_slice(format!("{}\n", n).as_bytes());
    }
    io::stdout().write_all(&out).expect("stdout");
}
