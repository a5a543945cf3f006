//! Seeded generators of test instances, shared by the stress tests and anything else that needs
//! puzzles (a benchmark of hard 16x16 grids, say). Every function takes the `Rng`, so one seed
//! replays one instance. Sudoku grids are `Grid`s of box size `b` (side `n = b*b`, 0 = empty).
//!
//! A typical puzzle: `let sol = random_grid(4, rng); let p = reveal(&sol, 120, rng);` and, for a
//! puzzle with exactly one solution and few clues, `remove_while_unique(4, &p, rng, budget)`.
//!
//! Each problem's own stress generator lives beside its registry entry (`problems/*.rs`); here
//! are the parts several share: the Sudoku instances of the problems that promise a solution,
//! random queens, Knuth's multiplicities and costs, and instances of known shape.

use super::problems::sudoku::Puzzle;
use super::problems::{Generated, Instance};
use super::reference::{
    count_sudoku, orientations, random_completion, sudoku_solvable, Knuth, Matrix,
};
use super::Grid;
use dlx_judge::rng::Rng;

/// A valid solved grid: the classic pattern (each band shifts the rows by one box width).
pub fn pattern_grid(b: usize) -> Grid {
    let n = b * b;
    let mut g = vec![0u8; n * n];
    for r in 0..n {
        for c in 0..n {
            g[r * n + c] = ((b * (r % b) + r / b + c) % n) as u8 + 1;
        }
    }
    g
}

/// `grid` under a random symmetry of Sudoku: digits relabelled, rows permuted within each band,
/// bands permuted, columns within each stack, stacks permuted, and a transpose half the time.
/// A valid grid stays valid; a puzzle keeps its number of solutions.
pub fn shuffle_grid(b: usize, grid: &[u8], rng: &mut Rng) -> Grid {
    let n = b * b;
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut digits);
    let line_order = |rng: &mut Rng| {
        let mut blocks: Vec<usize> = (0..b).collect();
        rng.shuffle(&mut blocks);
        let mut order = Vec::with_capacity(n);
        for &blk in &blocks {
            let mut inner: Vec<usize> = (0..b).collect();
            rng.shuffle(&mut inner);
            order.extend(inner.iter().map(|&k| blk * b + k));
        }
        order
    };
    let rows = line_order(rng);
    let cols = line_order(rng);
    let transpose = rng.below(2) == 1;
    let mut out = vec![0u8; n * n];
    for r in 0..n {
        for c in 0..n {
            let (sr, sc) = if transpose {
                (cols[c], rows[r])
            } else {
                (rows[r], cols[c])
            };
            let v = grid[sr * n + sc];
            out[r * n + c] = if v == 0 { 0 } else { digits[v as usize - 1] };
        }
    }
    out
}

/// A random valid solved grid: a random fill of the empty grid by the reference search (falling
/// back to the pattern grid if that runs out of budget), then shuffled.
pub fn random_grid(b: usize, rng: &mut Rng) -> Grid {
    let n = b * b;
    let base =
        random_completion(b, &vec![0u8; n * n], rng, 200_000).unwrap_or_else(|| pattern_grid(b));
    shuffle_grid(b, &base, rng)
}

/// `grid` with only `clues` cells (chosen at random) kept.
pub fn reveal(grid: &[u8], clues: usize, rng: &mut Rng) -> Grid {
    let mut cells: Vec<usize> = (0..grid.len()).collect();
    rng.shuffle(&mut cells);
    let mut out = vec![0u8; grid.len()];
    for &c in cells.iter().take(clues) {
        out[c] = grid[c];
    }
    out
}

/// A clue count for an `n x n` grid, spread from full and near-full through the middle to very
/// sparse and empty.
pub fn clue_count(b: usize, rng: &mut Rng) -> usize {
    let cells = b * b * b * b;
    match rng.below(8) {
        0 => cells - rng.below(cells / 16 + 1),        // near-full
        1 | 2 => cells / 2 + rng.below(cells / 2),     // dense
        3 | 4 => cells / 4 + rng.below(cells / 4 + 1), // middle
        5 | 6 => cells / 16 + rng.below(cells * 3 / 16 + 1), // sparse
        _ => rng.below(cells / 16 + 1),                // very sparse, even empty
    }
}

/// The cells that see `cell` (same row, column or box), `cell` excluded.
pub fn peers(b: usize, cell: usize) -> Vec<usize> {
    let n = b * b;
    let (r, c) = (cell / n, cell % n);
    let (br, bc) = (r / b * b, c / b * b);
    let mut out: Vec<usize> = (0..n * n)
        .filter(|&k| {
            let (kr, kc) = (k / n, k % n);
            k != cell && (kr == r || kc == c || (kr / b * b == br && kc / b * b == bc))
        })
        .collect();
    out.sort_unstable();
    out
}

/// `puzzle` with one more given that repeats a given digit in a row, column or box, so it has
/// no solution for the plainest reason. `None` if no empty cell sees a given.
pub fn with_conflict(b: usize, puzzle: &[u8], rng: &mut Rng) -> Option<Grid> {
    let mut pairs = Vec::new();
    for (cell, &g) in puzzle.iter().enumerate() {
        if g != 0 {
            for p in peers(b, cell) {
                if puzzle[p] == 0 {
                    pairs.push((p, g));
                }
            }
        }
    }
    with_one(puzzle, &pairs, rng)
}

/// `puzzle` with one empty cell given a digit that differs from `solution` there but clashes
/// with no given: often unsolvable without an obvious conflict. Only the reference can tell.
pub fn with_wrong_digit(b: usize, puzzle: &[u8], solution: &[u8], rng: &mut Rng) -> Option<Grid> {
    let n = b * b;
    let mut choices = Vec::new();
    for (cell, &g) in puzzle.iter().enumerate() {
        if g != 0 {
            continue;
        }
        let seen: Vec<u8> = peers(b, cell).iter().map(|&p| puzzle[p]).collect();
        for d in 1..=n as u8 {
            if d != solution[cell] && !seen.contains(&d) {
                choices.push((cell, d));
            }
        }
    }
    with_one(puzzle, &choices, rng)
}

/// `puzzle` with one of `choices` (a cell and its digit) made, at random; `None` if none.
fn with_one(puzzle: &[u8], choices: &[(usize, u8)], rng: &mut Rng) -> Option<Grid> {
    if choices.is_empty() {
        return None;
    }
    let (cell, d) = choices[rng.below(choices.len())];
    let mut out = puzzle.to_vec();
    out[cell] = d;
    Some(out)
}

/// Removes givens of `puzzle` in random order while it keeps exactly one solution (as far as
/// the reference can tell within `budget` placements per check; an undecided check keeps the
/// given). `puzzle` must have exactly one solution to begin with.
pub fn remove_while_unique(b: usize, puzzle: &[u8], rng: &mut Rng, budget: u64) -> Grid {
    assert!(
        count_sudoku(b, puzzle, 2, budget).count < 2,
        "remove_while_unique needs a puzzle with one solution"
    );
    let mut p = puzzle.to_vec();
    let mut cells: Vec<usize> = (0..p.len()).filter(|&c| p[c] != 0).collect();
    rng.shuffle(&mut cells);
    for c in cells {
        let keep = p[c];
        p[c] = 0;
        let count = count_sudoku(b, &p, 2, budget);
        if count.exact(2) != Some(1) {
            p[c] = keep;
        }
    }
    p
}

/// A 9x9 grid as one P10482 line: `1`-`9`, `.` for empty.
pub fn line9(grid: &[u8]) -> String {
    grid.iter()
        .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
        .collect()
}

/// A 16x16 grid in the UVA1309 / SP1110 format: 16 lines of `A`-`P`, `-` for empty, each
/// line ended by `\n`.
pub fn text16(grid: &[u8]) -> String {
    let mut s = String::with_capacity(17 * 16);
    for row in grid.chunks(16) {
        for &d in row {
            s.push(if d == 0 { '-' } else { (b'A' + d - 1) as char });
        }
        s.push('\n');
    }
    s
}

/// A 16x16 grid from 16 lines of `A`-`P` / `-`.
pub fn grid16_from_lines(lines: &[String]) -> Result<Grid, String> {
    if lines.len() != 16 {
        return Err(format!("expected 16 lines, got {}", lines.len()));
    }
    let mut g = Vec::with_capacity(256);
    for (k, line) in lines.iter().enumerate() {
        if line.len() != 16 {
            return Err(format!(
                "line {} of a grid is not 16 characters: {:?}",
                k + 1,
                line
            ));
        }
        for ch in line.bytes() {
            g.push(match ch {
                b'A'..=b'P' => ch - b'A' + 1,
                b'-' => 0,
                _ => {
                    return Err(format!(
                        "unexpected {:?} in grid line {:?}",
                        ch as char, line
                    ))
                }
            });
        }
    }
    Ok(g)
}

/// A 9x9 grid in the SP13980 format: 9 lines of 9 space-separated numbers, 0 for empty.
pub fn text_sp13980(grid: &[u8]) -> String {
    let mut s = String::with_capacity(9 * 18);
    for row in grid.chunks(9) {
        let cells: Vec<String> = row.iter().map(|d| d.to_string()).collect();
        s.push_str(&cells.join(" "));
        s.push('\n');
    }
    s
}

/// A random `n x m` matrix whose cells are 1 with probability `percent`%.
pub fn random_matrix(n: usize, m: usize, percent: usize, rng: &mut Rng) -> Matrix {
    let rows = (0..n)
        .map(|_| (0..m).filter(|_| rng.below(100) < percent).collect())
        .collect();
    Matrix { m, rows }
}

/// A matrix with `m` columns that has an exact cover by construction: the columns are split at
/// random into `parts` non-empty rows (the planted cover), then `noise` rows with 1s at
/// `percent`% are added, all in random order. Returns the matrix and the planted rows (0-based).
pub fn planted_matrix(
    m: usize,
    parts: usize,
    noise: usize,
    percent: usize,
    rng: &mut Rng,
) -> (Matrix, Vec<usize>) {
    assert!(parts >= 1 && parts <= m.max(1));
    let mut cols: Vec<usize> = (0..m).collect();
    rng.shuffle(&mut cols);
    // Cut the shuffled columns at `parts - 1` distinct points.
    let mut cuts: Vec<usize> = (1..m).collect();
    rng.shuffle(&mut cuts);
    cuts.truncate(parts - 1);
    cuts.push(0);
    cuts.push(m);
    cuts.sort_unstable();
    let mut rows: Vec<(bool, Vec<usize>)> = cuts
        .windows(2)
        .map(|w| {
            let mut row = cols[w[0]..w[1]].to_vec();
            row.sort_unstable();
            (true, row)
        })
        .filter(|(_, row)| !row.is_empty())
        .collect();
    for _ in 0..noise {
        let row = (0..m).filter(|_| rng.below(100) < percent).collect();
        rows.push((false, row));
    }
    rng.shuffle(&mut rows);
    let planted = (0..rows.len()).filter(|&r| rows[r].0).collect();
    let matrix = Matrix {
        m,
        rows: rows.into_iter().map(|(_, row)| row).collect(),
    };
    (matrix, planted)
}

// ---- Sudoku instances, random queens, multiplicities and costs ----

/// Placements the reference may try to decide one generated Sudoku instance; an undecided one
/// is drawn again rather than guessed.
pub const REFERENCE_BUDGET: u64 = 300_000;

/// One Sudoku instance and what the generator knows about it.
#[derive(Clone, Debug)]
pub struct SudokuCase {
    pub kind: &'static str,
    pub puzzle: Grid,
    pub solvable: bool,
}

/// A Sudoku instance of box size `b` from `seed`: mostly grids revealed down to a random clue
/// count (solvable by construction), and also puzzles with one solution (minimal for 9x9),
/// puzzles with conflicting givens, and puzzles with one wrong digit (the reference decides
/// those).
///
/// Speed is the benchmark's business, answers are the stress test's: instances whose search
/// time is a matter of luck stay out. Random 16x16 puzzles with fewer than half the cells given
/// (but more than none) do not occur, only unique ones; and, as a safety net, an instance the
/// reference cannot decide within `REFERENCE_BUDGET` placements is drawn again.
pub fn sudoku_case(b: usize, seed: u64) -> SudokuCase {
    let mut rng = Rng(seed);
    loop {
        let case = sudoku_case_once(b, &mut rng);
        let easy = !case.solvable || sudoku_solvable(b, &case.puzzle, REFERENCE_BUDGET).is_some();
        if easy {
            return case;
        }
    }
}

fn sudoku_case_once(b: usize, rng: &mut Rng) -> SudokuCase {
    loop {
        let sol = random_grid(b, rng);
        let cells = sol.len();
        let case = |kind, puzzle: Grid, solvable| SudokuCase {
            kind,
            puzzle,
            solvable,
        };
        match rng.below(10) {
            0..=5 => {
                // Random 16x16 puzzles with fewer than half the cells given (and many solutions)
                // have heavy-tailed search times for every backtracking solver: in trials, about
                // 1 in 40 at 56-88 clues took over 2 million nodes, and 1 in 3,000 at 19 clues
                // kept a plain DLX busy for over 5 minutes, DLX and reference not on the same
                // puzzles. So 16x16 grids are revealed down to half at most (or to nothing: the
                // empty grid); unique puzzles cover the sparser side.
                let clues = if b == 3 {
                    clue_count(b, rng)
                } else if rng.below(20) == 0 {
                    0
                } else {
                    cells / 2 + rng.below(cells / 2 + 1)
                };
                return case("revealed", reveal(&sol, clues, rng), true);
            }
            6 => {
                // 9x9: minimal. 16x16: 90-110 clues with a small budget per uniqueness check
                // (500 placements: 2,000 took twice as long for one or two clues fewer), and
                // half the time some of the removed clues back (it stays unique).
                if b == 3 {
                    return case("unique", remove_while_unique(b, &sol, rng, u64::MAX), true);
                }
                let mut p = remove_while_unique(b, &sol, rng, 500);
                if rng.below(2) == 0 {
                    let mut empty: Vec<usize> = (0..cells).filter(|&k| p[k] == 0).collect();
                    rng.shuffle(&mut empty);
                    let back = rng.below(empty.len() + 1);
                    for &k in &empty[..back] {
                        p[k] = sol[k];
                    }
                }
                return case("unique", p, true);
            }
            7 => {
                let clues = clue_count(b, rng);
                let p = reveal(&sol, clues, rng);
                if let Some(bad) = with_conflict(b, &p, rng) {
                    return case("conflicting givens", bad, false);
                }
            }
            _ => {
                // Dense enough that the reference decides it quickly.
                let clues = cells / 2 + rng.below(cells / 2);
                let p = reveal(&sol, clues, rng);
                if let Some(w) = with_wrong_digit(b, &p, &sol, rng) {
                    if let Some(solvable) = sudoku_solvable(b, &w, REFERENCE_BUDGET) {
                        return case("wrong digit", w, solvable);
                    }
                }
            }
        }
    }
}

fn solve_case(c: SudokuCase) -> Generated {
    Generated {
        instance: Instance::new(Puzzle(c.puzzle)),
        kind: c.kind,
        broken: !c.solvable,
    }
}

/// A 9x9 puzzle for the problems that promise a solution (one without is a broken instance).
pub fn sudoku9(seed: u64) -> Generated {
    solve_case(sudoku_case(3, seed))
}

/// A 16x16 puzzle for the problems that promise a solution.
pub fn sudoku16(seed: u64) -> Generated {
    solve_case(sudoku_case(4, seed))
}

/// A random solution of N queens (`n >= 4`; row -> column from 0): min-conflicts from a random
/// permutation, started again when it stalls.
pub fn random_queens(n: usize, rng: &mut Rng) -> Vec<usize> {
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

/// Each of the `secondary` items (numbered from `primary`) added to option `o` one time in two:
/// where `coloured`, uncoloured or in one of two colours (so that uses clash or agree often).
pub fn use_secondary(
    o: &mut Vec<(usize, u32)>,
    primary: usize,
    secondary: usize,
    coloured: bool,
    rng: &mut Rng,
) {
    for s in 0..secondary {
        if rng.below(2) == 0 {
            let c = if coloured { rng.below(3) as u32 } else { 0 };
            o.push((primary + s, c));
        }
    }
}

/// The names of `primary` items `p0..` and `secondary` ones `s0..`.
pub fn item_names(primary: usize, secondary: usize) -> Vec<String> {
    let primaries = (0..primary).map(|i| format!("p{}", i));
    primaries
        .chain((0..secondary).map(|i| format!("s{}", i)))
        .collect()
}

/// xcc with Knuth's multiplicities (DLX3) and costs (DLX5), small enough for `mcc_costs` to try
/// every subset of the options: 1-5 primary items `p0..`, 0-3 secondary ones `s0..`, 2-14
/// options (one problem in ten 15-20), each with one to all primary items, in any order. Each
/// of the three is there in about two problems of three: bounds of every kind (1:1; 0:1 and 0:k,
/// an item that may stay out; a:a with a > 1; a:b with slack; some more than the item's options
/// can reach); colours, two of them or none on each use of a secondary item, so that uses
/// clash or agree often; costs 0-9, with ties, or in one problem in eight up to 10^12.
pub fn mcc(seed: u64) -> Knuth {
    let mut rng = Rng(seed);
    let (bounded, coloured, costed) = (rng.below(3) > 0, rng.below(3) > 0, rng.below(3) > 0);
    let primary = 1 + rng.below(5);
    let secondary = rng.below(4);
    let n = if rng.below(10) == 0 {
        15 + rng.below(6)
    } else {
        2 + rng.below(13)
    };
    let mut options = Vec::new();
    for _ in 0..n {
        let mut o: Vec<(usize, u32)> = (0..primary)
            .filter(|_| rng.below(3) == 0)
            .map(|i| (i, 0))
            .collect();
        if o.is_empty() {
            o.push((rng.below(primary), 0));
        }
        use_secondary(&mut o, primary, secondary, coloured, &mut rng);
        rng.shuffle(&mut o);
        options.push(o);
    }
    let mut bounds = Vec::new();
    while bounded && bounds.len() < primary {
        let a = rng.below(3) as u32;
        bounds.push(match rng.below(6) {
            0 => (1, 1),
            1 => (0, 1),
            2 => (0, 1 + a),
            3 => (2 + a, 2 + a),
            4 => (a, a + 1 + rng.below(3) as u32),
            _ => (1, 2 + a),
        });
    }
    let big = rng.below(8) == 0;
    let costs = (0..if costed { n } else { 0 })
        .map(|_| {
            if big {
                rng.bits() % 1_000_000_000_001
            } else {
                rng.below(10) as u64
            }
        })
        .collect();
    Knuth {
        names: item_names(primary, secondary),
        primary,
        options,
        bounds,
        costs,
    }
}

/// Items A and B that may stay out (bounds `0:1|A 0:2|B`), options `A B` and `B`: every subset of
/// the options is a solution, the empty one too (DLX3 counts 4).
pub fn items_that_may_stay_out() -> Knuth {
    Knuth {
        names: vec!["A".to_string(), "B".to_string()],
        primary: 2,
        options: vec![vec![(0, 0), (1, 0)], vec![(1, 0)]],
        bounds: vec![(0, 1), (0, 2)],
        costs: Vec::new(),
    }
}

// ---- instances of known shape (the xcc tests, the P4929 tests and the benchmark's sets) ----

/// The 12 pentominoes, each a name and its rows (`#` a cell).
pub const PENTOMINOES: [(&str, &[&str]); 12] = [
    ("F", &[".##", "##.", ".#."]),
    ("I", &["#####"]),
    ("L", &["####", "#..."]),
    ("N", &["###.", "..##"]),
    ("P", &["###", "##."]),
    ("T", &["###", ".#.", ".#."]),
    ("U", &["#.#", "###"]),
    ("V", &["#..", "#..", "###"]),
    ("W", &["#..", "##.", ".##"]),
    ("X", &[".#.", "###", ".#."]),
    ("Y", &["####", ".#.."]),
    ("Z", &["##.", ".#.", ".##"]),
];

/// Items: the 12 pentominoes (F I L N P T U V W X Y Z), then the board's cells row by row
/// (without `hole`). Options: every placement of every piece in every orientation.
pub fn pentomino_matrix(height: i32, width: i32, hole: Option<(i32, i32)>) -> Matrix {
    let mut index = std::collections::HashMap::new();
    for r in 0..height {
        for c in 0..width {
            if Some((r, c)) != hole {
                index.insert((r, c), 12 + index.len());
            }
        }
    }
    let mut rows = Vec::new();
    for (p, (_, shape)) in PENTOMINOES.iter().enumerate() {
        for o in orientations(shape) {
            for r in 0..height {
                for c in 0..width {
                    let placed: Option<Vec<usize>> = o
                        .iter()
                        .map(|&(dr, dc)| index.get(&(r + dr, c + dc)).copied())
                        .collect();
                    if let Some(mut cells) = placed {
                        cells.sort_unstable();
                        rows.push([vec![p], cells].concat());
                    }
                }
            }
        }
    }
    Matrix {
        m: 12 + index.len(),
        rows,
    }
}

/// A matrix as a problem in Knuth's format: every item primary (`c1`..`cM`).
pub fn xcc_of(m: &Matrix) -> Knuth {
    Knuth {
        names: (1..=m.m).map(|j| format!("c{}", j)).collect(),
        primary: m.m,
        options: m
            .rows
            .iter()
            .filter(|r| !r.is_empty())
            .map(|r| r.iter().map(|&j| (j, 0)).collect())
            .collect(),
        bounds: Vec::new(),
        costs: Vec::new(),
    }
}

/// `n` queens as Knuth models them: the rows and columns primary, taken from the middle out;
/// the diagonals secondary.
pub fn queens_xcc(n: usize) -> Knuth {
    let middle_out: Vec<usize> = (0..n)
        .map(|k| {
            if k % 2 == 0 {
                (n - 1) / 2 - k / 2
            } else {
                (n - 1) / 2 + (k + 1) / 2
            }
        })
        .collect();
    let mut names = Vec::new();
    for &k in &middle_out {
        names.push(format!("r{}", k));
        names.push(format!("c{}", k));
    }
    names.extend((0..2 * n - 1).map(|d| format!("a{}", d)));
    names.extend((0..2 * n - 1).map(|d| format!("b{}", d)));
    let at = |name: String| names.iter().position(|x| *x == name).expect("a name");
    let mut options = Vec::new();
    for r in 0..n {
        for c in 0..n {
            let items = [
                format!("r{}", r),
                format!("c{}", c),
                format!("a{}", r + c),
                format!("b{}", n - 1 - r + c),
            ];
            options.push(items.iter().map(|x| (at(x.clone()), 0)).collect());
        }
    }
    Knuth {
        names,
        primary: 2 * n,
        options,
        bounds: Vec::new(),
        costs: Vec::new(),
    }
}

/// Pieces drawn as rows of `#`: a monomino, a domino, the straight and the L tromino.
pub const MONOMINO: &[&str] = &["#"];
pub const DOMINO: &[&str] = &["##"];
pub const STRAIGHT_TROMINO: &[&str] = &["###"];
pub const L_TROMINO: &[&str] = &["##", "#."];

/// The tilings of an `h x w` board by any number of each piece, in every orientation: the
/// cells `r<i>c<j>` primary, in row-major order; an option per placement, its cells in that
/// order, the placements listed by their first cell, then by piece.
pub fn tiling_xcc(h: usize, w: usize, pieces: &[&[&str]]) -> Knuth {
    // Each orientation from its first cell in row-major order (columns may then go negative).
    let shapes: Vec<Vec<(i32, i32)>> = (pieces.iter().flat_map(|p| orientations(p)))
        .map(|s| s.iter().map(|&(r, c)| (r - s[0].0, c - s[0].1)).collect())
        .collect();
    let mut options = Vec::new();
    for (r, c) in (0..h as i32).flat_map(|r| (0..w as i32).map(move |c| (r, c))) {
        for shape in &shapes {
            let cells: Option<Vec<(usize, u32)>> = (shape.iter())
                .map(|&(dr, dc)| {
                    let (y, x) = (r + dr, c + dc);
                    let inside = (0..h as i32).contains(&y) && (0..w as i32).contains(&x);
                    inside.then_some((y as usize * w + x as usize, 0))
                })
                .collect();
            options.extend(cells);
        }
    }
    Knuth {
        names: (0..h * w)
            .map(|k| format!("r{}c{}", k / w, k % w))
            .collect(),
        primary: h * w,
        options,
        bounds: Vec::new(),
        costs: Vec::new(),
    }
}
