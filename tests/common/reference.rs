//! Independent references for the stress tests: nothing here uses Dancing Links, so a bug in the
//! DLX cannot hide behind an agreeing reference.
//!
//! - Sudoku: plain backtracking over cells with row/column/box bitmasks, for any box size `b`
//!   (side `n = b*b`, up to 16x16). Forced moves first (a cell with one candidate, a digit with
//!   one place left in a unit), else the cell with the fewest candidates. It counts solutions up
//!   to a limit and gives up after a budget of placements, so a caller always knows whether an
//!   answer is exact.
//!   The same search visits every solution for P1074's best score.
//! - Exact cover: a plain backtracking over rows (no links): take the uncovered column with the
//!   fewest rows still usable and try each of them; counts covers up to a limit, within a budget.
//! - P4205's tiler: fill the first empty cell with each unused piece's orientations, from the
//!   statement's pictures (none of the bin's shapes or code).
//! - N queens: a checker of a completed board (SP1771); every placement on a board with
//!   reserved squares, by backtracking row by row with bitmasks (LeetCode 51 and 52, CSES 1624);
//!   the count and the first placements in lexicographic order, by the same plain bitmask search
//!   that the judges' accepted solutions run (P1219, P1562).
//! - Tilings (ABC322 D, ABC345 D): fill the first empty cell in reading order with each unused
//!   piece in each of its orientations, placed so that its first cell lands there.
//! - Knuth's format (xcc): the solutions counted by trying the options of the first uncovered
//!   primary item; with his multiplicities and costs (DLX3, DLX5), every subset of the options
//!   tried, for every solution's cost.
//! - Domino tilings (P10975): a profile count, cell by cell in reading order, over which cells
//!   of the next row are already covered (u128, exact).
//! - Domino and tromino tilings of a `2 x n` board (LeetCode 790): a profile count, column by
//!   column, over which cells of the next column are already covered, modulo 10^9+7.
//! - Perfect matchings (DP O): the subset DP over the women, the men paired in order, modulo
//!   10^9+7.

use super::Grid;
use dlx_judge::rng::Rng;
use std::collections::BTreeSet;

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

/// What a search calls with each solution it finds.
type Visit<'a> = dyn FnMut(&[u8]) + 'a;

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
    /// When set, called with each solution found.
    visit: Option<&'a mut Visit<'a>>,
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
            if let Some(visit) = self.visit.as_mut() {
                visit(&self.grid);
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

fn search<'a>(
    b: usize,
    puzzle: &[u8],
    limit: u64,
    budget: u64,
    rng: Option<&'a mut Rng>,
    visit: Option<&'a mut Visit<'a>>,
) -> Count {
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
        visit,
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
    search(b, puzzle, limit, budget, None, None)
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
    search(b, puzzle, 1, budget, Some(rng), None).first
}

/// P1074's weight of cell `c` (0..81): 6 on the outer ring up to 10 in the centre.
pub fn target_weight(c: usize) -> u64 {
    let (i, j) = (c / 9, c % 9);
    6 + i.min(j).min(8 - i).min(8 - j) as u64
}

/// P1074's answer for `puzzle` (9x9): the best score (the sum of weight x digit) over ALL its
/// completions, by visiting each one; `None` when there is none (clashing givens included).
pub fn best_target_score(puzzle: &[u8]) -> Option<u64> {
    let mut best = None;
    let mut visit = |g: &[u8]| {
        let score: u64 = (0..81).map(|c| target_weight(c) * g[c] as u64).sum();
        best = best.max(Some(score));
    };
    search(3, puzzle, u64::MAX, u64::MAX, None, Some(&mut visit));
    best
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

/// What the exact-cover reference found.
#[derive(Clone, Debug)]
pub struct Covers {
    /// Covers found (stops at the limit).
    pub count: u64,
    /// The first cover found (0-based rows, increasing).
    pub first: Option<Vec<usize>>,
    /// `false` when the budget ran out first: then `count` is only a lower bound.
    pub complete: bool,
}

struct CoverSearch<'a> {
    matrix: &'a Matrix,
    /// Column -> the rows with a 1 there.
    col_rows: Vec<Vec<usize>>,
    covered: Vec<bool>,
    /// Row -> how many of its columns are covered (usable when 0).
    blocked: Vec<u32>,
    chosen: Vec<usize>,
    left: usize,
    count: u64,
    first: Option<Vec<usize>>,
    limit: u64,
    nodes: u64,
    budget: u64,
    out_of_budget: bool,
}

impl CoverSearch<'_> {
    fn toggle(&mut self, r: usize, on: bool) {
        for &c in &self.matrix.rows[r] {
            self.covered[c] = on;
            for &r2 in &self.col_rows[c] {
                if on {
                    self.blocked[r2] += 1;
                } else {
                    self.blocked[r2] -= 1;
                }
            }
        }
        if on {
            self.left -= self.matrix.rows[r].len();
        } else {
            self.left += self.matrix.rows[r].len();
        }
    }

    fn go(&mut self) {
        if self.left == 0 {
            self.count += 1;
            if self.first.is_none() {
                let mut rows = self.chosen.clone();
                rows.sort_unstable();
                self.first = Some(rows);
            }
            return;
        }
        // The uncovered column with the fewest usable rows.
        let mut best = (usize::MAX, usize::MAX);
        for c in 0..self.matrix.m {
            if self.covered[c] {
                continue;
            }
            let k = self.col_rows[c]
                .iter()
                .filter(|&&r| self.blocked[r] == 0)
                .count();
            if k < best.1 {
                best = (c, k);
                if k == 0 {
                    return;
                }
            }
        }
        let rows: Vec<usize> = self.col_rows[best.0]
            .iter()
            .copied()
            .filter(|&r| self.blocked[r] == 0)
            .collect();
        for r in rows {
            if self.nodes >= self.budget {
                self.out_of_budget = true;
                return;
            }
            self.nodes += 1;
            self.toggle(r, true);
            self.chosen.push(r);
            self.go();
            self.chosen.pop();
            self.toggle(r, false);
            if self.count >= self.limit || self.out_of_budget {
                return;
            }
        }
    }
}

/// The exact covers of `matrix`, counted up to `limit` within `budget` rows tried (`u64::MAX`:
/// no budget). Rows without a 1 are never chosen (each would only double the count); with no
/// columns, the empty cover is the one cover.
pub fn cover_search(matrix: &Matrix, limit: u64, budget: u64) -> Covers {
    if matrix.ones() < matrix.m {
        // A column without a 1 (found without a table as wide as a huge `m`).
        return Covers {
            count: 0,
            first: None,
            complete: true,
        };
    }
    let mut col_rows = vec![Vec::new(); matrix.m];
    for (r, row) in matrix.rows.iter().enumerate() {
        for &c in row {
            col_rows[c].push(r);
        }
    }
    let mut s = CoverSearch {
        matrix,
        col_rows,
        covered: vec![false; matrix.m],
        blocked: vec![0; matrix.n()],
        chosen: Vec::new(),
        left: matrix.m,
        count: 0,
        first: None,
        limit,
        nodes: 0,
        budget,
        out_of_budget: false,
    };
    if limit > 0 {
        s.go();
    }
    Covers {
        count: s.count,
        first: s.first,
        complete: !s.out_of_budget,
    }
}

/// The exact covers of `matrix` by brute force, counted up to `limit`, with no budget: the count
/// and the first cover (0-based rows, increasing). Meant for small matrices.
pub fn exact_covers(matrix: &Matrix, limit: u64) -> (u64, Option<Vec<usize>>) {
    let c = cover_search(matrix, limit, u64::MAX);
    (c.count, c.first)
}

/// Whether `matrix` has an exact cover: `None` when `budget` rows tried do not decide it.
pub fn has_cover(matrix: &Matrix, budget: u64) -> Option<bool> {
    let c = cover_search(matrix, 1, budget);
    match (c.count, c.complete) {
        (0, false) => None,
        (k, _) => Some(k > 0),
    }
}

// ---- P4205: the bead puzzle ----

/// The pieces A-L, row by row, from the statement's pictures.
const BEAD_SHAPES: [&[&str]; 12] = [
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

/// A piece's cells as (row, column) offsets.
pub type Shape = Vec<(i32, i32)>;

/// A P4205 board: its 55 cells in reading order, each a letter `A`-`L` or `.`.
pub type Board = [u8; 55];

/// Cells moved to the least row and column 0, in reading order.
fn normal(cells: &[(i32, i32)]) -> Shape {
    let r0 = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let c0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
    let mut v: Shape = cells.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
    v.sort();
    v
}

/// A piece drawn as rows of `#` and `.`: its distinct orientations (four quarter turns, then the
/// same mirrored), each as sorted (row, column) offsets from 0, in sorted order.
pub fn orientations(rows: &[&str]) -> Vec<Shape> {
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
}

/// Each bead piece's distinct orientations.
pub fn bead_orientations() -> Vec<Vec<Shape>> {
    BEAD_SHAPES.iter().map(|rows| orientations(rows)).collect()
}

/// The board's cell at row `r`, column `c` (from 0), if there is one.
pub fn bead_index(r: i32, c: i32) -> Option<usize> {
    if 0 <= c && c <= r && r < 10 {
        Some((r * (r + 1) / 2 + c) as usize)
    } else {
        None
    }
}

/// The row and column of board cell `k`.
pub fn bead_row_col(k: usize) -> (i32, i32) {
    let mut r = 0;
    while bead_index(r + 1, 0).is_some_and(|s| s <= k) {
        r += 1;
    }
    (r, (k - bead_index(r, 0).unwrap_or(0)) as i32)
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

impl Tiler<'_> {
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
        let (r, c) = bead_row_col(k);
        for p in 0..12 {
            if self.used[p] {
                continue;
            }
            for o in &self.shapes[p] {
                let (r0, c0) = o[0];
                let cells: Option<Vec<usize>> = o
                    .iter()
                    .map(|&(dr, dc)| {
                        bead_index(r + dr - r0, c + dc - c0).filter(|&i| self.board[i] == b'.')
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
pub fn bead_fillings(board: &Board, limit: usize) -> Vec<Board> {
    let shapes = bead_orientations();
    let mut used = [false; 12];
    for &b in board.iter().filter(|&&b| b != b'.') {
        used[(b - b'A') as usize] = true;
    }
    let mut t = Tiler {
        shapes: &shapes,
        board: *board,
        used,
        limit,
        found: Vec::new(),
    };
    t.fill();
    t.found
}

/// Why `out` is not a filling of `board`, if it is not one: a placed cell changed, or a piece
/// that is not one of its orientations (every letter `A`-`L` once).
pub fn check_filling(board: &Board, out: &Board) -> Result<(), String> {
    let shapes = bead_orientations();
    for k in 0..55 {
        if board[k] != b'.' && board[k] != out[k] {
            return Err(format!("cell {} was {}", k + 1, board[k] as char));
        }
    }
    for (p, os) in shapes.iter().enumerate() {
        let letter = b'A' + p as u8;
        let cells: Shape = (0..55)
            .filter(|&k| out[k] == letter)
            .map(bead_row_col)
            .collect();
        if cells.is_empty() || !os.contains(&normal(&cells)) {
            return Err(format!(
                "piece {} is not one of its orientations",
                letter as char
            ));
        }
    }
    Ok(())
}

// ---- N queens ----

/// Why `cols` (row -> column, from 1) is not a completion of the N queens board `presets` (row
/// -> preset column from 1, 0 = none), if it is not: not a permutation of `1..=N`, a preset
/// moved, or two queens on a diagonal.
pub fn check_queens(presets: &[usize], cols: &[usize]) -> Result<(), String> {
    let n = presets.len();
    if cols.len() != n {
        return Err(format!("{} numbers for N = {}", cols.len(), n));
    }
    let mut seen = vec![false; n + 1];
    for (r, &c) in cols.iter().enumerate() {
        if c == 0 || c > n || seen[c] {
            return Err(format!("row {}: column {} out of range or twice", r + 1, c));
        }
        seen[c] = true;
        if presets[r] != 0 && presets[r] != c {
            return Err(format!("row {}: preset {} moved", r + 1, presets[r]));
        }
        for (s, &d) in cols[..r].iter().enumerate() {
            if r - s == c.max(d) - c.min(d) {
                return Err(format!("rows {} and {} share a diagonal", s + 1, r + 1));
            }
        }
    }
    Ok(())
}

/// A problem in Knuth's format (xcc): item names, the primary ones first, and each option's
/// items with a colour (0 for none); perhaps bounds on the primary items (his DLX3) and costs
/// of the options (his DLX5).
#[derive(Clone, Debug, PartialEq)]
pub struct Knuth {
    pub names: Vec<String>,
    pub primary: usize,
    pub options: Vec<Vec<(usize, u32)>>,
    /// Each primary item's bounds `(lo, hi)` on how many chosen options hold it, written
    /// `lo:hi|name` (`hi|name` where they are equal); empty: each exactly once.
    pub bounds: Vec<(u32, u32)>,
    /// Each option's cost, written as `|n` tokens; empty: no costs.
    pub costs: Vec<u64>,
}

impl Knuth {
    /// The problem in Knuth's format, colour `c` written `c{c}`; no `|` without secondary
    /// items (SSXCC miscounts a line of items that ends with one); bounds as `a:b|name`
    /// (`a|name` where `a = b`, nothing for `(1, 1)`), costs as `|n` tokens (every option's, 0
    /// too, where there are costs).
    pub fn text(&self) -> String {
        let p: Vec<String> = self.names[..self.primary]
            .iter()
            .enumerate()
            .map(|(i, name)| match self.bounds.get(i) {
                None | Some((1, 1)) => name.clone(),
                Some((lo, hi)) if lo == hi => format!("{}|{}", hi, name),
                Some((lo, hi)) => format!("{}:{}|{}", lo, hi, name),
            })
            .collect();
        let s = &self.names[self.primary..];
        let mut t = p.join(" ");
        if !s.is_empty() {
            t = format!("{} | {}", t, s.join(" "));
        }
        t.push('\n');
        for (k, o) in self.options.iter().enumerate() {
            let mut words: Vec<String> = o
                .iter()
                .map(|&(i, c)| match c {
                    0 => self.names[i].clone(),
                    // One character where it can be: Knuth's DLX2 takes no longer colour.
                    c if c <= 62 => {
                        let digits =
                            "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
                        format!("{}:{}", self.names[i], &digits[c as usize - 1..c as usize])
                    }
                    c => format!("{}:c{}", self.names[i], c),
                })
                .collect();
            // Every option's cost, 0 too, where there are costs: at the end, or after the first
            // item in every other option; in two parts from 10 on (Knuth adds them up).
            if let Some(&c) = self.costs.get(k) {
                let at = if k % 2 == 0 { words.len() } else { 1 };
                if c < 10 {
                    words.insert(at, format!("|{}", c));
                } else {
                    words.insert(at, format!("|{} |{}", c / 3, c - c / 3));
                }
            }
            t.push_str(&words.join(" "));
            t.push('\n');
        }
        t
    }

    /// Primary item `i`'s bounds.
    fn bounds(&self, i: usize) -> (u32, u32) {
        self.bounds.get(i).copied().unwrap_or((1, 1))
    }

    /// Whether the options `chosen` (each once) solve the problem: each primary item in as many
    /// as its bounds allow; each secondary item in at most one, or in several that all give it
    /// the same colour. `Err` says what is wrong.
    pub fn check(&self, chosen: &[usize]) -> Result<(), String> {
        let x = self;
        let mut uses: Vec<Vec<u32>> = vec![Vec::new(); x.names.len()];
        for (n, &k) in chosen.iter().enumerate() {
            if k >= x.options.len() || chosen[..n].contains(&k) {
                return Err(format!("option {} chosen twice or unknown", k));
            }
            for &(i, c) in &x.options[k] {
                uses[i].push(c);
            }
        }
        for (i, u) in uses.iter().enumerate() {
            let name = &x.names[i];
            if i < x.primary {
                let (lo, hi) = self.bounds(i);
                if (u.len() as u32) < lo || u.len() as u32 > hi {
                    return Err(format!(
                        "{} in {} options, not {}..={}",
                        name,
                        u.len(),
                        lo,
                        hi
                    ));
                }
            } else if u.len() > 1 && (u[0] == 0 || u.iter().any(|&c| c != u[0])) {
                return Err(format!("{} in {} options, colours {:?}", name, u.len(), u));
            }
        }
        Ok(())
    }
}

/// Every solution's total cost (0 without costs), sorted: their number is the problem's number
/// of solutions, and the first `k` are the `k` best. Every subset of the options is tried (no
/// DLX, no choice of item): the options are taken or left in order, and a set given up as soon
/// as an item is in more options than its upper bound, or a secondary item in two that do not
/// give it the same colour (no superset can be a solution); the lower bounds are checked at the
/// end. For small problems: `2^options` sets at most.
pub fn mcc_costs(x: &Knuth) -> Vec<u64> {
    struct Subsets<'a> {
        x: &'a Knuth,
        /// Item -> the number of options taken that hold it, and the colour of the first.
        uses: Vec<(u32, u32)>,
        found: Vec<u64>,
    }
    impl Subsets<'_> {
        fn go(&mut self, k: usize, cost: u64) {
            let x = self.x;
            if k == x.options.len() {
                if (0..x.primary).all(|i| self.uses[i].0 >= self.x.bounds(i).0) {
                    self.found.push(cost);
                }
                return;
            }
            self.go(k + 1, cost);
            let fits = x.options[k].iter().all(|&(i, c)| match self.uses[i] {
                (n, _) if i < x.primary => n < self.x.bounds(i).1,
                (0, _) => true,
                (_, first) => c != 0 && c == first,
            });
            if fits {
                for &(i, c) in &x.options[k] {
                    if self.uses[i].0 == 0 {
                        self.uses[i].1 = c;
                    }
                    self.uses[i].0 += 1;
                }
                self.go(k + 1, cost + self.x.costs.get(k).copied().unwrap_or(0));
                for &(i, _) in &x.options[k] {
                    self.uses[i].0 -= 1;
                }
            }
        }
    }
    let mut s = Subsets {
        x,
        uses: vec![(0, 0); x.names.len()],
        found: Vec::new(),
    };
    s.go(0, 0);
    s.found.sort_unstable();
    s.found
}

/// The solutions of `x`, counted by trying the options of the first uncovered primary item
/// in turn, with each secondary item free, taken uncoloured, or holding one colour (no DLX,
/// no MRV); `None` past `budget` options tried.
pub fn count_xcc(x: &Knuth, budget: u64) -> Option<u64> {
    assert!(
        x.bounds.is_empty() && x.costs.is_empty(),
        "count_xcc counts exact covers: no bounds, no costs"
    );
    // Per item: 0 free, 1 taken (a primary item, or a secondary one uncoloured), 2 + c coloured c.
    fn go(x: &Knuth, state: &mut Vec<u32>, left: &mut u64) -> Option<u64> {
        let item = match (0..x.primary).find(|&i| state[i] == 0) {
            Some(i) => i,
            None => return Some(1),
        };
        let mut count = 0;
        for o in x.options.iter().filter(|o| o.iter().any(|u| u.0 == item)) {
            if *left == 0 {
                return None;
            }
            *left -= 1;
            let fits = o.iter().all(|&(i, c)| match (state[i], c) {
                (0, _) => true,
                (s, c) => c > 0 && s == 2 + c,
            });
            if !fits {
                continue;
            }
            let saved = state.clone();
            for &(i, c) in o {
                state[i] = if c == 0 { 1 } else { 2 + c };
            }
            count += go(x, state, left)?;
            *state = saved;
        }
        Some(count)
    }
    go(x, &mut vec![0; x.names.len()], &mut { budget })
}

/// Every placement of `n` queens (`n <= 32`) on the squares `reserved` leaves free (`n * n`
/// of them, row by row; empty: none reserved), as each row's column from 0, in lexicographic
/// order: backtracking row by row, the columns and diagonals in use as bitmasks.
pub fn queens_placements(n: usize, reserved: &[bool]) -> Vec<Vec<usize>> {
    fn row(
        n: usize,
        reserved: &[bool],
        (cols, up, down): (u64, u64, u64),
        board: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        let r = board.len();
        if r == n {
            out.push(board.clone());
            return;
        }
        for c in 0..n {
            // `up` holds r + c, `down` holds r - c + n - 1.
            let (a, d) = (1u64 << (r + c), 1u64 << (r + n - 1 - c));
            if cols >> c & 1 == 1 || up & a != 0 || down & d != 0 {
                continue;
            }
            if reserved.get(r * n + c) == Some(&true) {
                continue;
            }
            board.push(c);
            row(n, reserved, (cols | 1 << c, up | a, down | d), board, out);
            board.pop();
        }
    }
    assert!(n <= 32, "at most 32 columns");
    let mut out = Vec::new();
    row(n, reserved, (0, 0, 0), &mut Vec::new(), &mut out);
    out
}

/// A placement (each row's column, from 0) as the board's rows: `Q` a queen, `.` a square.
pub fn queens_rows(cols: &[usize]) -> Vec<String> {
    cols.iter()
        .map(|&c| {
            (0..cols.len())
                .map(|k| if k == c { 'Q' } else { '.' })
                .collect()
        })
        .collect()
}

/// The number of placements of `n` queens (`n <= 32`) on the squares `reserved` leaves free
/// (`n * n` of them, row by row; empty: none reserved), and the first `keep` of them in
/// lexicographic order, each as every row's column from 0: backtracking row by row, the columns
/// and the diagonals in use as bitmasks (bit `c` for column `c`; a queen at `(r, c)` attacks
/// `c + 1` and `c - 1` on the next row), the free columns tried from the lowest. The plain
/// bitmask search every accepted solution of P1219 and P1562 runs (no DLX).
pub fn queens_counted(n: usize, reserved: &[bool], keep: usize) -> (u64, Vec<Vec<usize>>) {
    struct Search {
        n: usize,
        all: u64,
        /// Row -> the columns a queen may take there.
        allowed: Vec<u64>,
        cols: Vec<usize>,
        count: u64,
        keep: usize,
        first: Vec<Vec<usize>>,
    }
    impl Search {
        fn row(&mut self, used: u64, down_right: u64, down_left: u64) {
            let r = self.cols.len();
            if r == self.n {
                self.count += 1;
                if self.first.len() < self.keep {
                    self.first.push(self.cols.clone());
                }
                return;
            }
            let mut free = self.allowed[r] & !(used | down_right | down_left);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.cols.push(bit.trailing_zeros() as usize);
                self.row(
                    used | bit,
                    ((down_right | bit) << 1) & self.all,
                    (down_left | bit) >> 1,
                );
                self.cols.pop();
            }
        }
    }
    assert!(n <= 32, "at most 32 columns");
    let all = (1u64 << n) - 1;
    let allowed = (0..n)
        .map(|r| {
            (0..n)
                .filter(|&c| reserved.get(r * n + c) != Some(&true))
                .fold(0, |m, c| m | 1 << c)
        })
        .collect();
    let mut s = Search {
        n,
        all,
        allowed,
        cols: Vec::new(),
        count: 0,
        keep,
        first: Vec::new(),
    };
    s.row(0, 0, 0);
    (s.count, s.first)
}

// ---- Tilings: ABC322 D (polyominoes), ABC345 D (rectangles) ----

/// A piece's distinct rotations (quarter turns only, never turned over): each as sorted
/// (row, column) offsets from 0, its first cell in reading order first.
pub fn rotations(cells: &[(i32, i32)]) -> Vec<Shape> {
    let mut cells: Shape = cells.to_vec();
    let mut set = BTreeSet::new();
    for _ in 0..4 {
        cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
        set.insert(normal(&cells));
    }
    set.into_iter().collect()
}

/// The first empty cell of a `rows x cols` board (bit `r * cols + c` set where filled), and
/// then every piece in turn: the backtracking both tilings share. `pieces[p]` lists piece `p`'s
/// orientations, each as sorted (row, column) offsets; a piece is used at most once, all of
/// them when `all`. Whether the board can be filled.
fn fill(rows: i32, cols: i32, pieces: &[Vec<Shape>], all: bool) -> bool {
    fn go(rows: i32, cols: i32, pieces: &[Vec<Shape>], all: bool, board: u128, used: u32) -> bool {
        let full = (1u128 << (rows * cols)) - 1;
        if board == full {
            return !all || used.count_ones() as usize == pieces.len();
        }
        let k = (!board).trailing_zeros() as i32;
        let (r, c) = (k / cols, k % cols);
        for (p, orientations) in pieces.iter().enumerate() {
            if used >> p & 1 == 1 {
                continue;
            }
            for o in orientations {
                // The orientation's first cell on the empty cell: cells before it are filled.
                let (r0, c0) = o[0];
                let mut mask = 0u128;
                let fits = o.iter().all(|&(dr, dc)| {
                    let (rr, cc) = (r + dr - r0, c + dc - c0);
                    let inside = 0 <= rr && rr < rows && 0 <= cc && cc < cols;
                    let bit = if inside { 1u128 << (rr * cols + cc) } else { 0 };
                    mask |= bit;
                    inside && board & bit == 0
                });
                if fits && go(rows, cols, pieces, all, board | mask, used | 1 << p) {
                    return true;
                }
            }
        }
        false
    }
    assert!(rows * cols <= 127 && pieces.len() <= 32);
    go(rows, cols, pieces, all, 0, 0)
}

/// ABC322 D: whether the three pieces (each the 16 cells of its 4x4 picture, row by row, `#` a
/// square of it) can be moved and turned, never turned over, to cover the 4x4 grid exactly, each
/// used once. An empty piece has no place.
pub fn polyominoes_fill(pieces: &[Vec<u8>]) -> bool {
    let shapes: Vec<Vec<Shape>> = pieces
        .iter()
        .map(|p| {
            let cells: Vec<(i32, i32)> = (0..16)
                .filter(|&k| p[k] == b'#')
                .map(|k| (k as i32 / 4, k as i32 % 4))
                .collect();
            if cells.is_empty() {
                vec![]
            } else {
                rotations(&cells)
            }
        })
        .collect();
    fill(4, 4, &shapes, true)
}

/// ABC345 D: whether some of the tiles (`a x b`, turned or not, each used at most once) cover
/// the `h x w` grid exactly.
pub fn tiles_fill(h: usize, w: usize, tiles: &[(usize, usize)]) -> bool {
    let shapes: Vec<Vec<Shape>> = tiles
        .iter()
        .map(|&(a, b)| {
            let rect = |a: usize, b: usize| -> Shape {
                (0..a as i32)
                    .flat_map(|r| (0..b as i32).map(move |c| (r, c)))
                    .collect()
            };
            let mut o = vec![rect(a, b)];
            if a != b {
                o.push(rect(b, a));
            }
            o
        })
        .collect();
    fill(h as i32, w as i32, &shapes, false)
}

/// The number of domino tilings of an `h x w` rectangle: a profile count, cell by cell in
/// reading order, the profile bit `k` set where the `k`-th cell from the current one is already
/// covered (by a vertical domino from the row above, or a horizontal one from its left). Exact.
pub fn tilings_count(h: usize, w: usize) -> u128 {
    tilings_by(h, w, |a, b| a + b)
}

/// The number of domino tilings of an `h x w` rectangle modulo 10^9+7 (CSES 2181), by the same
/// profile count; `w` is the profile's width, so the shorter side goes there.
pub fn tilings_mod(h: usize, w: usize) -> u64 {
    tilings_by(h, w, |a, b| (a + b) % u128::from(MODULUS)) as u64
}

/// The profile count with `add` for its sums.
fn tilings_by(h: usize, w: usize, add: impl Fn(u128, u128) -> u128) -> u128 {
    let mut ways = vec![0u128; 1 << w];
    ways[0] = 1;
    for r in 0..h {
        for c in 0..w {
            let mut next = vec![0u128; 1 << w];
            for (m, &v) in ways.iter().enumerate().filter(|p| *p.1 != 0) {
                if m & 1 == 1 {
                    next[m >> 1] = add(next[m >> 1], v);
                    continue;
                }
                if r + 1 < h {
                    let k = m >> 1 | 1 << (w - 1);
                    next[k] = add(next[k], v);
                }
                if c + 1 < w && m & 2 == 0 {
                    next[m >> 1 | 1] = add(next[m >> 1 | 1], v);
                }
            }
            ways = next;
        }
    }
    ways[0]
}

// ---- LeetCode 790: dominoes and L-trominoes on a 2 x n board ----

/// The tiles whose leftmost column is a given one, as (cells in it, cells in the next): bit 0
/// the top row, bit 1 the bottom. An upright domino, the two lying ones, the four L-trominoes.
const COLUMN_TILES: [(u8, u8); 7] = [
    (0b11, 0b00),
    (0b01, 0b01),
    (0b10, 0b10),
    (0b10, 0b11),
    (0b01, 0b11),
    (0b11, 0b10),
    (0b11, 0b01),
];

/// The number of tilings of a `2 x n` board with dominoes and L-trominoes, modulo 10^9+7: a
/// profile count, column by column, the profile the cells of the column already covered from
/// the one before. A column's tiles are any set of `COLUMN_TILES` that fills it exactly around
/// its profile; what they put in the next column is its profile. None may reach past the board.
pub fn domino_tromino_tilings(n: usize) -> u64 {
    let mut ways = [1u64, 0, 0, 0];
    for c in 0..n {
        let mut next = [0u64; 4];
        for set in 0u32..1 << COLUMN_TILES.len() {
            let tiles = COLUMN_TILES
                .iter()
                .enumerate()
                .filter(|&(t, _)| set >> t & 1 == 1);
            let (mut here, mut there, mut overlap) = (0u8, 0u8, false);
            for (_, &(a, b)) in tiles {
                overlap |= here & a != 0 || there & b != 0;
                here |= a;
                there |= b;
            }
            if overlap || (there != 0 && c + 1 == n) {
                continue;
            }
            for (profile, &w) in ways.iter().enumerate() {
                if profile as u8 & here == 0 && profile as u8 | here == 0b11 {
                    let to = &mut next[there as usize];
                    *to = (*to + w) % MODULUS;
                }
            }
        }
        ways = next;
    }
    ways[0]
}

// ---- Matchings: DP O ----

/// The judges' prime.
pub const MODULUS: u64 = 1_000_000_007;

/// The number of perfect matchings of the `n x n` compatibility matrix `a` (row by row, man `i`
/// and woman `j` compatible where `a[i * n + j]`), modulo 10^9+7: the subset DP over the women,
/// `ways[s]` the pairings of the first `|s|` men with the set `s` of women.
pub fn matchings_mod(n: usize, a: &[bool]) -> u64 {
    let mut ways = vec![0u64; 1 << n];
    ways[0] = 1;
    for s in 0..1usize << n {
        let (man, w) = (s.count_ones() as usize, ways[s]);
        if man == n || w == 0 {
            continue;
        }
        for j in (0..n).filter(|&j| s >> j & 1 == 0 && a[man * n + j]) {
            let t = s | 1 << j;
            ways[t] = (ways[t] + w) % MODULUS;
        }
    }
    ways[(1 << n) - 1]
}
