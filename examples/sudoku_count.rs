//! The reference counts for `bin/bench`: how many solutions each 9x9 puzzle has.
//!
//! Input: one puzzle a line, 81 characters (`1`-`9` a given, `.` or `0` an empty cell).
//! Output: one line per puzzle, its number of solutions (every one counted, no limit).
//!
//! This counter shares nothing with the judge files: no Dancing Links, just a cell-by-cell
//! backtracking search over candidate bitmasks (always the empty cell with the fewest
//! candidates). The benchmark compares SP13980's counts against it, so a counter that agreed
//! with the solver because it *was* the solver would prove nothing.
//!
//! `cargo run --release --example sudoku_count < puzzles.txt`

use std::io::{self, BufRead, Write};

/// Row, column and box of each cell.
fn units(cell: usize) -> (usize, usize, usize) {
    let (r, c) = (cell / 9, cell % 9);
    (r, c, r / 3 * 3 + c / 3)
}

struct Counter {
    grid: [u8; 81],
    /// Digits used so far in each row, column and box (bit `d` for digit `d`, 1-9).
    row: [u16; 9],
    col: [u16; 9],
    boxes: [u16; 9],
}

impl Counter {
    /// `None` when two givens clash (then there is no solution).
    fn new(line: &[u8]) -> Option<Counter> {
        let mut k = Counter {
            grid: [0; 81],
            row: [0; 9],
            col: [0; 9],
            boxes: [0; 9],
        };
        for (cell, &ch) in line.iter().enumerate() {
            if let b'1'..=b'9' = ch {
                let d = ch - b'0';
                let bit = 1u16 << d;
                let (r, c, b) = units(cell);
                if (k.row[r] | k.col[c] | k.boxes[b]) & bit != 0 {
                    return None;
                }
                k.set(cell, d);
            }
        }
        Some(k)
    }

    fn set(&mut self, cell: usize, d: u8) {
        let bit = 1u16 << d;
        let (r, c, b) = units(cell);
        self.grid[cell] = d;
        self.row[r] |= bit;
        self.col[c] |= bit;
        self.boxes[b] |= bit;
    }

    fn unset(&mut self, cell: usize, d: u8) {
        let bit = !(1u16 << d);
        let (r, c, b) = units(cell);
        self.grid[cell] = 0;
        self.row[r] &= bit;
        self.col[c] &= bit;
        self.boxes[b] &= bit;
    }

    fn candidates(&self, cell: usize) -> u16 {
        let (r, c, b) = units(cell);
        !(self.row[r] | self.col[c] | self.boxes[b]) & 0x3fe
    }

    fn count(&mut self) -> u64 {
        let mut best = 81;
        let mut best_mask = 0u16;
        let mut best_n = 10;
        for cell in 0..81 {
            if self.grid[cell] == 0 {
                let mask = self.candidates(cell);
                let n = mask.count_ones();
                if n < best_n {
                    best = cell;
                    best_mask = mask;
                    best_n = n;
                    if n == 0 {
                        return 0;
                    }
                }
            }
        }
        if best == 81 {
            return 1;
        }
        let mut total = 0;
        let mut mask = best_mask;
        while mask != 0 {
            let d = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            self.set(best, d);
            total += self.count();
            self.unset(best, d);
        }
        total
    }
}

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
        let n = Counter::new(line.as_bytes()).map_or(0, |mut k| k.count());
        out.extend_from_slice(format!("{}\n", n).as_bytes());
    }
    io::stdout().write_all(&out).expect("stdout");
}
