//! Seeded generators of test instances, shared by the stress tests and anything else that needs
//! puzzles (a benchmark of hard 16x16 grids, say). Every function takes the `Rng`, so one seed
//! replays one instance. Sudoku grids are `Grid`s of box size `b` (side `n = b*b`, 0 = empty).
//!
//! A typical puzzle: `let sol = random_grid(4, rng); let p = reveal(&sol, 120, rng);` and, for a
//! puzzle with exactly one solution and few clues, `remove_while_unique(4, &p, rng, budget)`.

//!
//! The registry's stress generators are at the end: each takes a seed and gives one
//! `problems::Generated` instance of its problem.

use super::problems::{Generated, Instance};
use super::reference::{
    bead_fillings, bead_index, bead_orientations, bead_row_col, count_sudoku, exact_covers,
    orientations, random_completion, sudoku_solvable, Board, Knuth, Matrix,
};
use super::{root, Grid};
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

// ---- the registry's stress generators ----

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
                // 9x9: minimal. 16x16: 90-105 clues with a small budget per uniqueness check,
                // and half the time some of the removed clues back (it stays unique).
                if b == 3 {
                    return case("unique", remove_while_unique(b, &sol, rng, u64::MAX), true);
                }
                let mut p = remove_while_unique(b, &sol, rng, 2_000);
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
        instance: Instance::Sudoku(c.puzzle),
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

/// SP13980 instances keep at most this many solutions, so counting them stays cheap for the
/// reference and the bin alike (a sparse grid has astronomically many).
pub const SP13980_MAX_COUNT: u64 = 10_000;

/// An SP13980 instance: like `sudoku_case`, but its exact solution count is known and at most
/// `SP13980_MAX_COUNT`. A revealed grid that has more gets clues back (in its random order) up
/// to the fewest clues that bring the count under the cap.
pub fn counted9(seed: u64) -> Generated {
    let mut rng = Rng(seed ^ 0x5eed_1398_0000_0000);
    // Most instances stay under a small cap, one in ten goes up to the full one.
    let cap = match rng.below(10) {
        0..=2 => 10,
        3..=5 => 100,
        6..=8 => 1_000,
        _ => SP13980_MAX_COUNT,
    };
    let count = |p: &[u8]| count_sudoku(3, p, cap + 1, REFERENCE_BUDGET).exact(cap + 1);
    loop {
        let mut case = sudoku_case(3, rng.bits());
        if case.kind == "revealed" {
            let sol = count_sudoku(3, &case.puzzle, 1, u64::MAX)
                .first
                .unwrap_or_else(|| case.puzzle.clone());
            let mut order: Vec<usize> = (0..81).collect();
            rng.shuffle(&mut order);
            let given = case.puzzle.iter().filter(|&&d| d != 0).count();
            // Reveal the grid in `order`: the givens first, then the other cells.
            order.sort_by_key(|&k| case.puzzle[k] == 0);
            let revealed = |k: usize| {
                let mut p = vec![0u8; 81];
                for &cell in &order[..k] {
                    p[cell] = sol[cell];
                }
                p
            };
            // The fewest clues (at least `given`) with a count known to be within the cap.
            let (mut lo, mut hi) = (given, 81);
            if count(&revealed(lo)).is_none() {
                while hi - lo > 1 {
                    let mid = (lo + hi) / 2;
                    if count(&revealed(mid)).is_some() {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                lo = hi;
            }
            case.puzzle = revealed(lo);
        }
        if count(&case.puzzle).is_some() {
            return Generated {
                instance: Instance::Sudoku(case.puzzle),
                kind: case.kind,
                broken: false,
            };
        }
    }
}

/// A P1074 grid: a solved grid with 8 to 37 cells emptied (so that every completion can be
/// visited), and in two seeds of five a given that clashes or a given changed, so that `-1`
/// comes up too.
pub fn target9(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let solved = random_grid(3, &mut rng);
    let mut g = reveal(&solved, 81 - 8 - rng.below(30), &mut rng);
    let mut kind = "few blanks";
    match seed % 5 {
        0 => {
            if let Some(c) = with_conflict(3, &g, &mut rng) {
                g = c;
                kind = "clash";
            }
        }
        // A given changed: often no completion, sometimes other ones.
        1 => {
            let c = rng.below(81);
            g[c] = 1 + rng.below(9) as u8;
            kind = "a given changed";
        }
        _ => {}
    }
    Generated {
        instance: Instance::Sudoku(g),
        kind,
        broken: false,
    }
}

/// A sudokunique board of kind `seed % 4` (unique with givens removed while one completion is
/// left, a random reveal, clashing givens, a wrong digit), labelled by its answer (the
/// reference counts up to two): `one completion`, `several completions` or `no completion`.
pub fn uniqueness9(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let solved = random_grid(3, &mut rng);
    let g = match seed % 4 {
        0 => remove_while_unique(3, &solved, &mut rng, u64::MAX),
        1 => reveal(&solved, 5 + rng.below(40), &mut rng),
        2 => {
            let g = reveal(&solved, 20 + rng.below(40), &mut rng);
            with_conflict(3, &g, &mut rng).unwrap_or(g)
        }
        _ => {
            let g = reveal(&solved, 30 + rng.below(30), &mut rng);
            with_wrong_digit(3, &g, &solved, &mut rng).unwrap_or(g)
        }
    };
    let kind = match count_sudoku(3, &g, 2, u64::MAX).count {
        0 => "no completion",
        1 => "one completion",
        _ => "several completions",
    };
    Generated {
        instance: Instance::Sudoku(g),
        kind,
        broken: false,
    }
}

/// A P4929 instance: small random matrices and planted covers with noise, planted covers with
/// a row taken out, an uncoverable column, and now and then a matrix at the statement's limits
/// (500x500, at most 5000 ones) with a planted cover.
pub fn cover(seed: u64) -> Generated {
    let mut rng = Rng(seed ^ 0x4929_4929);
    let made = |kind, matrix: Matrix| Generated {
        instance: Instance::Cover(matrix),
        kind,
        broken: false,
    };
    match rng.below(20) {
        0..=7 => {
            let n = 1 + rng.below(16);
            let m = 1 + rng.below(24);
            let percent = 5 + rng.below(50);
            made("random", random_matrix(n, m, percent, &mut rng))
        }
        8..=13 => {
            let m = 1 + rng.below(100);
            let parts = 1 + rng.below(m.min(12));
            let (matrix, _) = planted_matrix(m, parts, rng.below(40), 2 + rng.below(20), &mut rng);
            assert!(
                exact_covers(&matrix, 1).0 > 0,
                "the brute force misses a planted cover"
            );
            made("planted", matrix)
        }
        14..=16 => {
            let m = 2 + rng.below(60);
            let parts = 2 + rng.below(m.min(10) - 1);
            let (mut matrix, planted) =
                planted_matrix(m, parts, rng.below(30), 2 + rng.below(30), &mut rng);
            matrix.rows.remove(planted[rng.below(planted.len())]);
            made("planted minus a row", matrix)
        }
        17..=18 => {
            let m = 1 + rng.below(40);
            let parts = 1 + rng.below(m.min(8));
            let (mut matrix, _) =
                planted_matrix(m, parts, rng.below(20), 2 + rng.below(30), &mut rng);
            // A new column that no row covers.
            let extra = rng.below(m + 1);
            matrix.m += 1;
            for row in matrix.rows.iter_mut() {
                for c in row.iter_mut() {
                    if *c >= extra {
                        *c += 1;
                    }
                }
            }
            made("uncoverable column", matrix)
        }
        _ => {
            // The statement's limits: N, M <= 500, at most 5000 ones.
            let m = 100 + rng.below(401);
            let parts = 20 + rng.below(m / 4);
            let noise = 500 - parts;
            let (mut matrix, planted) = planted_matrix(m, parts, noise, 1, &mut rng);
            // Keep to 5000 ones: thin the noise rows from the end.
            let mut r = matrix.n();
            while matrix.ones() > 5000 && r > 0 {
                r -= 1;
                if !planted.contains(&r) {
                    matrix.rows[r].truncate(1);
                }
            }
            made("planted, statement-size", matrix)
        }
    }
}

/// A P4205 board as 55 cells in reading order.
fn board_of(text: &str) -> Board {
    let cells = super::cells(text.as_bytes());
    let mut b = [b'.'; 55];
    b.copy_from_slice(&cells[..55]);
    b
}

/// The official P4205 answer, and its mirror image across the triangle's axis.
pub fn full_boards() -> Vec<Board> {
    let path = root().join("samples/p4205/sample-1.out");
    let sample =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    let a = board_of(&sample);
    let mut b = [b'.'; 55];
    for (k, &letter) in a.iter().enumerate() {
        let (r, c) = bead_row_col(k);
        if let Some(i) = bead_index(9 - c, 9 - r) {
            b[i] = letter;
        }
    }
    vec![a, b]
}

/// A P4205 board: a full filling with 3 to 5 pieces taken out; every other seed also moves a
/// piece still placed to a random free place (often leaving no filling). Labelled `fillable`
/// or `no filling` by the tiler, and `moved` where a piece moved.
pub fn beads(seed: u64) -> Generated {
    let shapes = bead_orientations();
    let full = full_boards();
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
    let mut moved = false;
    if seed % 2 == 1 {
        // Lift a placed piece and put it back in any orientation anywhere it fits.
        let p = pieces[gone];
        let before = board;
        board
            .iter_mut()
            .filter(|b| **b == p)
            .for_each(|b| *b = b'.');
        let mut places: Vec<Vec<usize>> = Vec::new();
        for k in 0..55 {
            let (r, c) = bead_row_col(k);
            for o in &shapes[(p - b'A') as usize] {
                let cells: Option<Vec<usize>> = o
                    .iter()
                    .map(|&(dr, dc)| bead_index(r + dr, c + dc).filter(|&i| board[i] == b'.'))
                    .collect();
                places.extend(cells);
            }
        }
        let at = &places[rng.below(places.len())];
        at.iter().for_each(|&i| board[i] = p);
        moved = board != before;
    }
    let fillable = !bead_fillings(&board, 1).is_empty();
    let kind = match (moved, fillable) {
        (false, true) => "pieces taken out, fillable",
        (false, false) => "pieces taken out, no filling",
        (true, true) => "a piece moved, fillable",
        (true, false) => "a piece moved, no filling",
    };
    Generated {
        instance: Instance::Beads(board),
        kind,
        broken: false,
    }
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

/// An SP1771 partial board: a random solution with queens erased. A third of the boards have
/// N = 50 and 0-5 queens (the hard ones for the search), a third any N in 4-50 and 0-5 queens,
/// a third any N and a random share of the queens.
pub fn queens(seed: u64) -> Generated {
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
    let presets = (0..n)
        .map(|r| if keep[r] { full[r] + 1 } else { 0 })
        .collect();
    Generated {
        instance: Instance::Queens(presets),
        kind: [
            "N = 50, 0-5 queens",
            "N = 4-50, 0-5 queens",
            "a share of the queens",
        ][kind],
        broken: false,
    }
}

/// xcc: a random problem in Knuth's format: 2-5 primary items, 1-3 secondary ones, 4-12
/// options of 1-3 primary items; in "coloured" problems a secondary item is used uncoloured or
/// with one of two colours, so options share items often.
pub fn xcc(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    if rng.below(3) == 0 {
        return xcc_deep(&mut rng);
    }
    // Knuth's multiplicities and costs (`mcc`), in one problem of four.
    if rng.below(4) == 0 {
        let x = mcc(rng.bits());
        let kind = match (x.bounds.is_empty(), x.costs.is_empty()) {
            (_, false) => "costs",
            (false, true) => "bounds",
            (true, true) => "colours, from mcc",
        };
        return Generated {
            instance: Instance::Xcc(x),
            kind,
            broken: false,
        };
    }
    let coloured = rng.below(5) != 0;
    let primary = 2 + rng.below(4);
    let secondary = 1 + rng.below(3);
    let mut options = Vec::new();
    for _ in 0..4 + rng.below(9) {
        let mut o: Vec<(usize, u32)> = Vec::new();
        for i in 0..primary {
            if rng.below(3) == 0 {
                o.push((i, 0));
            }
        }
        if o.is_empty() {
            o.push((rng.below(primary), 0));
        }
        use_secondary(&mut o, primary, secondary, coloured, &mut rng);
        options.push(o);
    }
    let kind = if coloured { "coloured" } else { "uncoloured" };
    knuth(primary, secondary, options, kind)
}

/// Each of the `secondary` items (numbered from `primary`) added to option `o` one time in two:
/// where `coloured`, uncoloured or in one of two colours (so that uses clash or agree often).
fn use_secondary(
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
fn item_names(primary: usize, secondary: usize) -> Vec<String> {
    let primaries = (0..primary).map(|i| format!("p{}", i));
    primaries
        .chain((0..secondary).map(|i| format!("s{}", i)))
        .collect()
}

/// An xcc instance of items `p0..` (primary) and `s0..` (secondary).
fn knuth(
    primary: usize,
    secondary: usize,
    options: Vec<Vec<(usize, u32)>>,
    kind: &'static str,
) -> Generated {
    Generated {
        instance: Instance::Xcc(Knuth {
            names: item_names(primary, secondary),
            primary,
            options,
            bounds: Vec::new(),
            costs: Vec::new(),
        }),
        kind,
        broken: false,
    }
}

/// Deep searches with colours: 6 to 12 primary items, each option taking one or two of them
/// and one to three of a few secondary items, mostly coloured in 2 colours; so covers are long,
/// colours are fixed at many levels and shared by several options.
fn xcc_deep(rng: &mut Rng) -> Generated {
    let primary = 6 + rng.below(7);
    let secondary = 2 + rng.below(4);
    let mut options = Vec::new();
    for i in 0..primary {
        for _ in 0..2 + rng.below(3) {
            let mut o: Vec<(usize, u32)> = vec![(i, 0)];
            let j = rng.below(primary);
            if j > i && rng.below(3) == 0 {
                o.push((j, 0));
            }
            for s in 0..secondary {
                if rng.below(3) == 0 {
                    let c = if rng.below(6) == 0 {
                        0
                    } else {
                        1 + rng.below(2) as u32
                    };
                    o.push((primary + s, c));
                }
            }
            options.push(o);
        }
    }
    knuth(primary, secondary, options, "deep")
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

/// An `n` for LeetCode 51 and 52: 1 to 9 (LeetCode's promise) nine times in ten, else 10.
pub fn leetcode_queens(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let n = if rng.below(10) == 0 {
        10
    } else {
        1 + rng.below(9)
    };
    Generated {
        instance: Instance::Queens(vec![0; n]),
        kind: if n <= 9 { "n = 1-9" } else { "n = 10" },
        broken: false,
    }
}

/// A CSES 1624 board: no square reserved (one in ten), a few (up to 10%), or many (up to 60%:
/// often no placement at all).
pub fn chessboard(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let kind = rng.below(10);
    let share = match kind {
        0 => 0,
        1..=4 => 1 + rng.below(10),
        _ => 1 + rng.below(60),
    };
    let board = (0..64)
        .map(|_| if rng.below(100) < share { b'*' } else { b'.' })
        .collect();
    Generated {
        instance: Instance::Chessboard(board),
        kind: match kind {
            0 => "empty board",
            1..=4 => "a few reserved",
            _ => "many reserved",
        },
        broken: false,
    }
}

/// P1219: an `n` of 6-13 (the statement's) three times in four, else 1-5, or 14 (one in twenty).
pub fn checker(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let n = match rng.below(20) {
        0 => 14,
        1..=5 => 1 + rng.below(5),
        _ => 6 + rng.below(8),
    };
    Generated {
        instance: Instance::Queens(vec![0; n]),
        kind: match n {
            1..=5 => "n = 1-5",
            14 => "n = 14",
            _ => "n = 6-13",
        },
        broken: false,
    }
}

/// P1562: a board of `N` 1-11, or 12-14 one time in five (with more squares forbidden: a
/// nearly empty 14x14 board takes the reference and the file a few tenths of a second each),
/// each square forbidden with a random share; two boards in three made their own mirror image,
/// left to right or top to bottom (the file then counts by halves).
pub fn allowed_board(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let large = rng.below(5) == 0;
    let n = if large {
        12 + rng.below(3)
    } else {
        1 + rng.below(11)
    };
    let share = if large {
        10 + rng.below(50)
    } else {
        rng.below(50)
    };
    let mut free: Vec<bool> = (0..n * n).map(|_| rng.below(100) >= share).collect();
    let mirror = rng.below(3);
    for r in 0..n {
        for c in 0..n / 2 {
            match mirror {
                0 => free[r * n + n - 1 - c] = free[r * n + c],
                1 => free[(n - 1 - c) * n + r] = free[c * n + r],
                _ => {}
            }
        }
    }
    Generated {
        instance: Instance::Allowed(n, free),
        kind: match (mirror, large) {
            (0, false) => "mirror left to right, N = 1-11",
            (1, false) => "mirror top to bottom, N = 1-11",
            (_, false) => "no mirror, N = 1-11",
            (0, true) => "mirror left to right, N = 12-14",
            (1, true) => "mirror top to bottom, N = 12-14",
            (_, true) => "no mirror, N = 12-14",
        },
        broken: false,
    }
}

/// The 4x4 grid cut into three connected pieces: three random seed cells grow, a random free
/// neighbour of a random piece at a time, until every cell is taken. Cell -> its piece.
fn cut_in_three(rng: &mut Rng) -> [usize; 16] {
    let mut piece = [usize::MAX; 16];
    let mut seeds: Vec<usize> = (0..16).collect();
    rng.shuffle(&mut seeds);
    for (p, &k) in seeds[..3].iter().enumerate() {
        piece[k] = p;
    }
    let neighbours = |k: usize| {
        let (r, c) = (k / 4, k % 4);
        let mut v = Vec::new();
        if r > 0 {
            v.push(k - 4);
        }
        if r < 3 {
            v.push(k + 4);
        }
        if c > 0 {
            v.push(k - 1);
        }
        if c < 3 {
            v.push(k + 1);
        }
        v
    };
    while piece.contains(&usize::MAX) {
        let grow: Vec<(usize, usize)> = (0..16)
            .filter(|&k| piece[k] != usize::MAX)
            .flat_map(|k| {
                let p = piece[k];
                neighbours(k)
                    .into_iter()
                    .filter(|&j| piece[j] == usize::MAX)
                    .map(move |j| (j, p))
                    .collect::<Vec<_>>()
            })
            .collect();
        let (j, p) = grow[rng.below(grow.len())];
        piece[j] = p;
    }
    piece
}

/// A piece's cells drawn on a 4x4 picture: turned `turns` quarter turns (and turned over with
/// `over`), then moved to a random place where it fits (there is one: it came from a 4x4 grid).
fn picture(cells: &[(i32, i32)], turns: usize, over: bool, rng: &mut Rng) -> Vec<u8> {
    let mut cells: Vec<(i32, i32)> = cells.to_vec();
    if over {
        cells = cells.iter().map(|&(r, c)| (r, -c)).collect();
    }
    for _ in 0..turns {
        cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
    }
    let r0 = cells.iter().map(|p| p.0).min().unwrap_or(0);
    let c0 = cells.iter().map(|p| p.1).min().unwrap_or(0);
    let h = cells.iter().map(|p| p.0 - r0).max().unwrap_or(0);
    let w = cells.iter().map(|p| p.1 - c0).max().unwrap_or(0);
    let (dr, dc) = (
        rng.below(4 - h as usize) as i32,
        rng.below(4 - w as usize) as i32,
    );
    let mut out = vec![b'.'; 16];
    for &(r, c) in &cells {
        out[((r - r0 + dr) * 4 + c - c0 + dc) as usize] = b'#';
    }
    out
}

/// A random connected piece of 1-10 cells inside the 4x4 grid.
fn random_piece(rng: &mut Rng) -> Vec<(i32, i32)> {
    let size = 1 + rng.below(10);
    let mut cells = vec![(rng.below(4) as i32, rng.below(4) as i32)];
    while cells.len() < size {
        let (r, c) = cells[rng.below(cells.len())];
        let (nr, nc) = match rng.below(4) {
            0 => (r - 1, c),
            1 => (r + 1, c),
            2 => (r, c - 1),
            _ => (r, c + 1),
        };
        if (0..4).contains(&nr) && (0..4).contains(&nc) && !cells.contains(&(nr, nc)) {
            cells.push((nr, nc));
        }
    }
    cells
}

/// ABC322 D: the 4x4 grid cut into three connected pieces, each turned and moved at random (a
/// tiling exists), half the time with one of them turned over too (often none then: a chiral
/// piece may not be flipped back); or three random connected pieces (16 cells in all one time
/// in three, else any number).
pub fn polyominoes(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let kind = rng.below(5);
    let pieces: Vec<Vec<(i32, i32)>> = if kind < 4 {
        let piece = cut_in_three(&mut rng);
        (0..3)
            .map(|p| {
                (0..16)
                    .filter(|&k| piece[k] == p)
                    .map(|k| (k as i32 / 4, k as i32 % 4))
                    .collect()
            })
            .collect()
    } else {
        loop {
            let v: Vec<Vec<(i32, i32)>> = (0..3).map(|_| random_piece(&mut rng)).collect();
            let total: usize = v.iter().map(Vec::len).sum();
            if total == 16 || rng.below(3) > 0 {
                break v;
            }
        }
    };
    let over = if (2..4).contains(&kind) {
        rng.below(3)
    } else {
        3
    };
    let mut cells = Vec::new();
    for (p, piece) in pieces.iter().enumerate() {
        let turns = rng.below(4);
        cells.extend(picture(piece, turns, p == over, &mut rng));
    }
    Generated {
        instance: Instance::Polyominoes(cells),
        kind: match kind {
            0 | 1 => "the grid cut in three",
            2 | 3 => "the grid cut in three, a piece turned over",
            _ => "three random pieces",
        },
        broken: false,
    }
}

/// The `h x w` grid cut into `k` rectangles: a random rectangle of more than one cell cut in
/// two along a random line, `k - 1` times (fewer if every one is a single cell).
fn guillotine(h: usize, w: usize, k: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let mut parts = vec![(h, w)];
    while parts.len() < k {
        let big: Vec<usize> = (0..parts.len())
            .filter(|&i| parts[i].0 * parts[i].1 > 1)
            .collect();
        if big.is_empty() {
            break;
        }
        let i = big[rng.below(big.len())];
        let (a, b) = parts[i];
        let across = b == 1 || (a > 1 && rng.below(2) == 0);
        let (one, two) = if across {
            let cut = 1 + rng.below(a - 1);
            ((cut, b), (a - cut, b))
        } else {
            let cut = 1 + rng.below(b - 1);
            ((a, cut), (a, b - cut))
        };
        parts[i] = one;
        parts.push(two);
    }
    parts
}

/// ABC345 D: tiles that tile the grid (a guillotine cut of it in 1-7 rectangles), with random
/// tiles added up to 7, each turned at random, in random order; the same with one side of one
/// tile changed by one (usually no tiling then); or 1-7 random tiles. Half the grids are 10x10
/// (the slowest), the others any size up to 10x10.
pub fn tiles(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let full = rng.below(2) == 0;
    let (h, w) = if full {
        (10, 10)
    } else {
        (1 + rng.below(10), 1 + rng.below(10))
    };
    let kind = rng.below(5);
    let random_tile = |rng: &mut Rng| (1 + rng.below(10), 1 + rng.below(10));
    let mut tiles = if kind < 4 {
        let mut t = guillotine(h, w, 1 + rng.below(7), &mut rng);
        let n = t.len() + rng.below(8 - t.len());
        while t.len() < n {
            t.push(random_tile(&mut rng));
        }
        t
    } else {
        (0..1 + rng.below(7))
            .map(|_| random_tile(&mut rng))
            .collect()
    };
    if kind == 3 {
        let i = rng.below(tiles.len());
        let side = &mut tiles[i].0;
        *side = if *side == 10 || (*side > 1 && rng.below(2) == 0) {
            *side - 1
        } else {
            *side + 1
        };
    }
    for t in tiles.iter_mut() {
        if rng.below(2) == 0 {
            *t = (t.1, t.0);
        }
    }
    rng.shuffle(&mut tiles);
    let kinds = [
        ["planted", "planted, 10x10"],
        ["planted", "planted, 10x10"],
        ["planted", "planted, 10x10"],
        ["changed", "changed, 10x10"],
        ["random", "random, 10x10"],
    ];
    Generated {
        instance: Instance::Tiles(h, w, tiles),
        kind: kinds[kind][full as usize],
        broken: false,
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
pub fn xcc_of(m: &Matrix) -> Instance {
    Instance::Xcc(Knuth {
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
    })
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
