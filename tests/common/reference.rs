//! Independent references for the stress tests: nothing here uses Dancing Links, so a bug in the
//! DLX cannot hide behind an agreeing reference.
//!
//! - Sudoku: plain backtracking over cells with row/column/box bitmasks, for any box size `b`
//!   (side `n = b*b`, up to 16x16). Forced moves first (a cell with one candidate, a digit with
//!   one place left in a unit), else the cell with the fewest candidates. It counts solutions up
//!   to a limit and gives up after a budget of placements, so a caller always knows whether an
//!   answer is exact.
//! - Exact cover: a brute-force search over rows as `u128` masks (at most 128 columns): take the
//!   lowest uncovered column and try every row that covers it without overlap.

use super::{Grid, Rng};

/// The outcome of a reference Sudoku search.
#[derive(Clone, Debug)]
pub struct Count {
    /// Solutions found (stops at the limit).
    pub count: u64,
    /// The first solution found, if any.
    pub first: Option<Grid>,
    /// `false` when the budget ran out first: then `count` is only a lower bound.
    pub complete: bool,
    /// Placements tried.
    pub nodes: u64,
}

impl Count {
    /// The exact number of solutions, when the search is known to have found them all.
    pub fn exact(&self, limit: u64) -> Option<u64> {
        if self.complete && self.count < limit {
            Some(self.count)
        } else {
            None
        }
    }
}

struct Search<'a> {
    n: usize,
    full: u32,
    grid: Grid,
    /// The empty cells, in no particular order.
    empty: Vec<usize>,
    /// Cell -> its row, column and box.
    rcb: Vec<[usize; 3]>,
    /// Unit -> its cells: rows `0..n`, columns `n..2n`, boxes `2n..3n`.
    units: Vec<Vec<usize>>,
    row: Vec<u32>,
    col: Vec<u32>,
    bx: Vec<u32>,
    count: u64,
    limit: u64,
    nodes: u64,
    budget: u64,
    out_of_budget: bool,
    first: Option<Grid>,
    /// When set, candidates are tried in random order (to fill grids at random).
    rng: Option<&'a mut Rng>,
}

impl<'a> Search<'a> {
    fn stopped(&self) -> bool {
        self.count >= self.limit || self.out_of_budget
    }

    fn cands(&self, cell: usize) -> u32 {
        let [r, c, x] = self.rcb[cell];
        self.full & !(self.row[r] | self.col[c] | self.bx[x])
    }

    fn unit_used(&self, u: usize) -> u32 {
        let n = self.n;
        match u / n {
            0 => self.row[u],
            1 => self.col[u - n],
            _ => self.bx[u - 2 * n],
        }
    }

    /// The next branch: a cell and the digits to try there, or `None` at a dead end. Naked
    /// singles (a cell with one candidate) and hidden singles (a digit with one place left in
    /// a row, column or box) are forced moves; otherwise the cell with the fewest candidates.
    /// With no empty cell left, the cell is `usize::MAX`: a solution.
    fn branch(&self) -> Option<(usize, u32)> {
        let mut best = (usize::MAX, 0u32);
        let mut best_len = u32::MAX;
        for &cell in &self.empty {
            let cands = self.cands(cell);
            let len = cands.count_ones();
            if len < best_len {
                best = (cell, cands);
                best_len = len;
                if len <= 1 {
                    return if len == 0 { None } else { Some(best) };
                }
            }
        }
        if best_len == u32::MAX {
            return Some(best);
        }
        for (u, cells) in self.units.iter().enumerate() {
            let (mut once, mut twice) = (0u32, 0u32);
            for &cell in cells {
                if self.grid[cell] == 0 {
                    let c = self.cands(cell);
                    twice |= once & c;
                    once |= c;
                }
            }
            let missing = self.full & !self.unit_used(u);
            if missing & !once != 0 {
                return None; // a digit with no place left in this unit
            }
            let single = missing & once & !twice;
            if single != 0 {
                let bit = single & single.wrapping_neg();
                for &cell in cells {
                    if self.grid[cell] == 0 && self.cands(cell) & bit != 0 {
                        return Some((cell, bit));
                    }
                }
            }
        }
        Some(best)
    }

    fn dfs(&mut self) {
        let (best, best_cands) = match self.branch() {
            Some(b) => b,
            None => return,
        };
        if best == usize::MAX {
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(self.grid.clone());
            }
            return;
        }
        let mut digits = [0u32; 16];
        let mut len = 0;
        for d in 0..self.n as u32 {
            if best_cands >> d & 1 == 1 {
                digits[len] = d;
                len += 1;
            }
        }
        if let Some(rng) = self.rng.as_mut() {
            rng.shuffle(&mut digits[..len]);
        }
        let [r, c, x] = self.rcb[best];
        let at = self
            .empty
            .iter()
            .position(|&e| e == best)
            .expect("an empty cell");
        self.empty.swap_remove(at);
        self.try_digits(best, r, c, x, &digits[..len]);
        // Undo the swap_remove: the cell goes back to `at`, the moved one back to the end.
        self.empty.push(best);
        let last = self.empty.len() - 1;
        self.empty.swap(at, last);
    }

    fn try_digits(&mut self, best: usize, r: usize, c: usize, x: usize, digits: &[u32]) {
        for &d in digits {
            if self.nodes >= self.budget {
                self.out_of_budget = true;
                return;
            }
            self.nodes += 1;
            let bit = 1u32 << d;
            self.grid[best] = d as u8 + 1;
            self.row[r] |= bit;
            self.col[c] |= bit;
            self.bx[x] |= bit;
            self.dfs();
            self.row[r] &= !bit;
            self.col[c] &= !bit;
            self.bx[x] &= !bit;
            self.grid[best] = 0;
            if self.stopped() {
                return;
            }
        }
    }
}

fn search(b: usize, puzzle: &[u8], limit: u64, budget: u64, rng: Option<&mut Rng>) -> Count {
    let n = b * b;
    assert!((2..=4).contains(&b), "box size {} not supported", b);
    assert_eq!(
        puzzle.len(),
        n * n,
        "a {}x{} grid has {} cells",
        n,
        n,
        n * n
    );
    let rcb: Vec<[usize; 3]> = (0..n * n)
        .map(|cell| {
            let (r, c) = (cell / n, cell % n);
            [r, c, r / b * b + c / b]
        })
        .collect();
    let mut units = vec![Vec::with_capacity(n); 3 * n];
    for (cell, &[r, c, x]) in rcb.iter().enumerate() {
        units[r].push(cell);
        units[n + c].push(cell);
        units[2 * n + x].push(cell);
    }
    let mut s = Search {
        n,
        full: (1u32 << n) - 1,
        grid: vec![0; n * n],
        empty: Vec::with_capacity(n * n),
        rcb,
        units,
        row: vec![0; n],
        col: vec![0; n],
        bx: vec![0; n],
        count: 0,
        limit,
        nodes: 0,
        budget,
        out_of_budget: false,
        first: None,
        rng,
    };
    for (cell, &g) in puzzle.iter().enumerate() {
        if g == 0 {
            s.empty.push(cell);
            continue;
        }
        assert!(g as usize <= n, "cell {} holds {}", cell + 1, g);
        let bit = 1u32 << (g - 1);
        let [r, c, x] = s.rcb[cell];
        if (s.row[r] | s.col[c] | s.bx[x]) & bit != 0 {
            // Conflicting givens: no solution at all.
            return Count {
                count: 0,
                first: None,
                complete: true,
                nodes: 0,
            };
        }
        s.row[r] |= bit;
        s.col[c] |= bit;
        s.bx[x] |= bit;
        s.grid[cell] = g;
    }
    if limit > 0 {
        s.dfs();
    }
    Count {
        count: s.count,
        first: s.first,
        complete: !s.out_of_budget,
        nodes: s.nodes,
    }
}

/// Counts the solutions of `puzzle` (box size `b`, 0 = empty), stopping at `limit` solutions or
/// after `budget` placements (`u64::MAX`: no budget).
pub fn count_sudoku(b: usize, puzzle: &[u8], limit: u64, budget: u64) -> Count {
    search(b, puzzle, limit, budget, None)
}

/// Whether `puzzle` has a solution: `Some(answer)`, or `None` if the budget ran out first.
pub fn sudoku_solvable(b: usize, puzzle: &[u8], budget: u64) -> Option<bool> {
    let c = count_sudoku(b, puzzle, 1, budget);
    if c.count > 0 {
        Some(true)
    } else if c.complete {
        Some(false)
    } else {
        None
    }
}

/// A solution of `puzzle` picked at random (candidates in random order), or `None` when there is
/// none or the budget ran out.
pub fn random_completion(b: usize, puzzle: &[u8], rng: &mut Rng, budget: u64) -> Option<Grid> {
    search(b, puzzle, 1, budget, Some(rng)).first
}

/// A 0/1 matrix: `rows[r]` lists the columns (0-based, increasing) where row `r` has a 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Matrix {
    pub m: usize,
    pub rows: Vec<Vec<usize>>,
}

impl Matrix {
    pub fn n(&self) -> usize {
        self.rows.len()
    }

    pub fn ones(&self) -> usize {
        self.rows.iter().map(Vec::len).sum()
    }

    /// The P4929 input: `n m`, then each row as `m` space-separated 0/1.
    pub fn p4929_text(&self) -> String {
        let mut s = format!("{} {}\n", self.n(), self.m);
        let mut line = vec![b'0'; self.m];
        for row in &self.rows {
            for v in line.iter_mut() {
                *v = b'0';
            }
            for &c in row {
                line[c] = b'1';
            }
            let cells: Vec<String> = line.iter().map(|&v| (v as char).to_string()).collect();
            s.push_str(&cells.join(" "));
            s.push('\n');
        }
        s
    }
}

/// Why `chosen` (0-based row numbers) is not an exact cover of `matrix`, if it is not: a row out
/// of range or twice, a column covered twice or not at all.
pub fn check_cover(matrix: &Matrix, chosen: &[usize]) -> Result<(), String> {
    let mut seen_row = vec![false; matrix.n()];
    let mut by = vec![usize::MAX; matrix.m];
    for &r in chosen {
        if r >= matrix.n() {
            return Err(format!("row {} does not exist", r + 1));
        }
        if seen_row[r] {
            return Err(format!("row {} chosen twice", r + 1));
        }
        seen_row[r] = true;
        for &c in &matrix.rows[r] {
            if by[c] != usize::MAX {
                return Err(format!(
                    "column {} covered by rows {} and {}",
                    c + 1,
                    by[c] + 1,
                    r + 1
                ));
            }
            by[c] = r;
        }
    }
    match by.iter().position(|&r| r == usize::MAX) {
        Some(c) => Err(format!("column {} is not covered", c + 1)),
        None => Ok(()),
    }
}

/// The exact covers of `matrix` by brute force, counted up to `limit`; rows without a 1 are
/// never chosen (each would only double the count). Returns the count and the first cover
/// (0-based rows, increasing). Needs `m <= 128`; meant for small matrices.
pub fn exact_covers(matrix: &Matrix, limit: u64) -> (u64, Option<Vec<usize>>) {
    assert!(matrix.m <= 128, "the brute force takes at most 128 columns");
    let masks: Vec<u128> = matrix
        .rows
        .iter()
        .map(|row| row.iter().fold(0u128, |acc, &c| acc | 1u128 << c))
        .collect();
    let all = if matrix.m == 128 {
        u128::MAX
    } else {
        (1u128 << matrix.m) - 1
    };
    let mut count = 0u64;
    let mut first = None;
    let mut chosen = Vec::new();
    fn go(
        masks: &[u128],
        all: u128,
        covered: u128,
        chosen: &mut Vec<usize>,
        count: &mut u64,
        first: &mut Option<Vec<usize>>,
        limit: u64,
    ) {
        if covered == all {
            *count += 1;
            if first.is_none() {
                let mut rows = chosen.clone();
                rows.sort_unstable();
                *first = Some(rows);
            }
            return;
        }
        let col = (!covered & all).trailing_zeros();
        for (r, &mask) in masks.iter().enumerate() {
            if mask >> col & 1 == 1 && mask & covered == 0 {
                chosen.push(r);
                go(masks, all, covered | mask, chosen, count, first, limit);
                chosen.pop();
                if *count >= limit {
                    return;
                }
            }
        }
    }
    if limit > 0 {
        go(&masks, all, 0, &mut chosen, &mut count, &mut first, limit);
    }
    (count, first)
}
