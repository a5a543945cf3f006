//! Seeded generators of test instances, shared by the stress tests and anything else that needs
//! puzzles (a benchmark of hard 16x16 grids, say). Every function takes the `Rng`, so one seed
//! replays one instance. Sudoku grids are `Grid`s of box size `b` (side `n = b*b`, 0 = empty).
//!
//! A typical puzzle: `let sol = random_grid(4, rng); let p = reveal(&sol, 120, rng);` and, for a
//! puzzle with exactly one solution and few clues, `remove_while_unique(4, &p, rng, budget)`.

use super::reference::{count_sudoku, random_completion, Matrix};
use super::{Grid, Rng};

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
    if pairs.is_empty() {
        return None;
    }
    let (p, g) = pairs[rng.below(pairs.len())];
    let mut out = puzzle.to_vec();
    out[p] = g;
    Some(out)
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
