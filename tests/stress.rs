//! Stress tests (对拍): seeded random instances through every built bin, in its judge format,
//! against the independent references of `tests/common/reference.rs` (never the DLX).
//!
//! Many instances go through one process run (a batch), so the default run is quick; when a
//! batch fails, its instances are run one by one and the first failing one is printed with its
//! seed and text.
//!
//! - `STRESS_N=<count>`: instances per test (default: see each test), for long runs.
//! - `STRESS_SEED=<seed>`: replay the one instance of that seed (decimal or `0x` hex), as printed
//!   by a failure: `STRESS_SEED=<seed> cargo test --profile fast --test stress <test name>`.

mod common;

use common::gen::*;
use common::reference::*;
use common::*;
use std::time::Instant;

/// Each batch run is killed after this long: a hang fails the test instead of blocking it.
const BATCH_TIMEOUT_SECS: u64 = 300;

/// Placements the reference may try to decide one instance; an undecided instance is dropped
/// (and counted) rather than guessed.
const REFERENCE_BUDGET: u64 = 300_000;

/// SP13980 instances keep at most this many solutions, so counting them stays cheap for the
/// reference and the bin alike (a sparse grid has astronomically many).
const SP13980_MAX_COUNT: u64 = 10_000;

fn parse_seed(s: &str) -> u64 {
    let s = s.trim();
    let parsed = match s.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => s.parse(),
    };
    parsed.unwrap_or_else(|_| panic!("STRESS_SEED={:?} is not a number", s))
}

/// The seeds of the instances a test runs: `STRESS_SEED` alone, or `STRESS_N` (else `default`)
/// seeds derived from the test's `salt`.
fn seeds(salt: u64, default: usize) -> Vec<u64> {
    if let Ok(s) = std::env::var("STRESS_SEED") {
        return vec![parse_seed(&s)];
    }
    let n = match std::env::var("STRESS_N") {
        Ok(s) => s
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("STRESS_N={:?} is not a count", s)),
        Err(_) => default,
    };
    (0..n as u64)
        .map(|i| Rng(salt.wrapping_mul(0x1_0000_0001) ^ i).next())
        .collect()
}

/// Runs `cases` through `bin` in batches of `batch` (one process each) and checks each run; on a
/// failure, runs that batch's cases alone to name the guilty one.
fn run_batches<C>(
    bin: &str,
    test: &str,
    cases: &[C],
    batch: usize,
    input: impl Fn(&[C]) -> Vec<u8>,
    check: impl Fn(&[C], &LimitedRun) -> Result<(), String>,
    describe: impl Fn(&C) -> (u64, String),
) {
    for chunk in cases.chunks(batch.max(1)) {
        let got = run_limited(bin, input(chunk), Limits::timeout(BATCH_TIMEOUT_SECS));
        let err = match check(chunk, &got) {
            Ok(()) => continue,
            Err(e) => e,
        };
        for case in chunk {
            let alone = run_limited(
                bin,
                input(std::slice::from_ref(case)),
                Limits::timeout(BATCH_TIMEOUT_SECS),
            );
            if let Err(e) = check(std::slice::from_ref(case), &alone) {
                let (seed, text) = describe(case);
                panic!(
                    "{} fails on one instance: {}\n{}\nreplay: STRESS_SEED={} cargo test \
                     --profile fast --test stress {}",
                    bin, e, text, seed, test
                );
            }
        }
        panic!(
            "{} fails on a batch of {} instances but on none of them alone: {}\nfirst: {}",
            bin,
            chunk.len(),
            err,
            describe(&chunk[0]).1
        );
    }
}

/// The parts of a run that every check looks at first.
fn run_ok(got: &LimitedRun, want_code: i32) -> Result<(), String> {
    if got.timed_out {
        return Err(format!("killed after {:?}", got.elapsed));
    }
    if got.run.code != Some(want_code) {
        return Err(format!(
            "exit code {:?} (signal {:?}), expected {}; stderr:\n{}",
            got.run.code,
            got.signal,
            want_code,
            got.run.stderr_text()
        ));
    }
    if want_code == 0 && !got.run.stderr.is_empty() {
        return Err(format!("stderr not empty:\n{}", got.run.stderr_text()));
    }
    if want_code != 0 && got.run.stderr_text().trim().is_empty() {
        return Err("exit code 1 but nothing on stderr".to_string());
    }
    if got.run.stderr_text().contains("panicked") {
        return Err(format!("panic: {}", got.run.stderr_text()));
    }
    Ok(())
}

// ---- Sudoku instances ----

/// One Sudoku instance and what the reference knows about it.
#[derive(Clone, Debug)]
struct SudokuCase {
    seed: u64,
    b: usize,
    kind: &'static str,
    puzzle: Grid,
    solvable: bool,
    /// The exact number of solutions, where the test needs it (SP13980).
    count: Option<u64>,
    /// Instances drawn and dropped before this one (too hard for the reference's budget).
    redraws: u32,
}

impl SudokuCase {
    fn describe(&self) -> (u64, String) {
        let text = if self.b == 3 {
            line9(&self.puzzle)
        } else {
            text16(&self.puzzle)
        };
        let text = format!(
            "seed {} ({}, {} clues, reference: {}{})\n{}",
            self.seed,
            self.kind,
            self.puzzle.iter().filter(|&&d| d != 0).count(),
            if self.solvable {
                "solvable"
            } else {
                "no solution"
            },
            self.count
                .map_or(String::new(), |c| format!(", {} solutions", c)),
            text
        );
        (self.seed, text)
    }
}

/// A Sudoku instance of box size `b` from `seed`: mostly grids revealed down to a random clue
/// count (solvable by construction), and also puzzles with one solution (minimal for 9x9),
/// puzzles with conflicting givens, and puzzles with one wrong digit (the reference decides
/// those).
///
/// Speed is the benchmark's business, answers are this test's: instances whose search time is a
/// matter of luck stay out. Random 16x16 puzzles with fewer than half the cells given (but more
/// than none) do not occur, only unique ones (see `sudoku_case_once`); and, as a safety net, an
/// instance the reference cannot decide within `REFERENCE_BUDGET` placements is drawn again
/// (`redraws` counts them).
fn sudoku_case(b: usize, seed: u64) -> SudokuCase {
    let mut rng = Rng(seed);
    let mut redraws = 0;
    loop {
        let case = sudoku_case_once(b, seed, &mut rng);
        let easy = !case.solvable || sudoku_solvable(b, &case.puzzle, REFERENCE_BUDGET).is_some();
        if easy {
            return SudokuCase { redraws, ..case };
        }
        redraws += 1;
    }
}

fn sudoku_case_once(b: usize, seed: u64, rng: &mut Rng) -> SudokuCase {
    loop {
        let sol = random_grid(b, rng);
        let cells = sol.len();
        let case = |kind, puzzle: Grid, solvable| SudokuCase {
            seed,
            b,
            kind,
            puzzle,
            solvable,
            count: None,
            redraws: 0,
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

fn tally(cases: &[SudokuCase]) -> String {
    let mut kinds: Vec<(&str, usize)> = Vec::new();
    for c in cases {
        match kinds.iter_mut().find(|(k, _)| *k == c.kind) {
            Some(e) => e.1 += 1,
            None => kinds.push((c.kind, 1)),
        }
    }
    let unsolvable = cases.iter().filter(|c| !c.solvable).count();
    let redraws: u32 = cases.iter().map(|c| c.redraws).sum();
    let parts: Vec<String> = kinds.iter().map(|(k, n)| format!("{} {}", n, k)).collect();
    format!(
        "{} instances ({}; {} without solution; {} too hard for the reference, drawn again)",
        cases.len(),
        parts.join(", "),
        unsolvable,
        redraws
    )
}

// ---- P10482: 9x9, one line per puzzle, `end` ----

fn p10482_input(cases: &[SudokuCase]) -> Vec<u8> {
    let mut s = String::new();
    for c in cases {
        s.push_str(&line9(&c.puzzle));
        s.push('\n');
    }
    s.push_str("end\n");
    s.into_bytes()
}

/// The messages for bad instances (numbered from 1 in `bad`): exit code 1 exactly when there
/// are some, and then the first ones (a bin may cap its messages) each named on a line of
/// stderr, at most one line each and one more (a count of the rest).
fn bad_named(bad: &[usize], got: &LimitedRun) -> Result<(), String> {
    run_ok(got, if bad.is_empty() { 0 } else { 1 })?;
    let stderr = got.run.stderr_text();
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    for &k in bad.iter().take(10) {
        if !lines.iter().any(|l| names_number(l, k)) {
            return Err(format!(
                "no message names instance {}; stderr:\n{}",
                k, stderr
            ));
        }
    }
    if lines.len() > bad.len() + 1 {
        return Err(format!(
            "{} lines on stderr for {} bad instances:\n{}",
            lines.len(),
            bad.len(),
            stderr
        ));
    }
    Ok(())
}

/// The instances (numbered from 1) without solution.
fn unsolvable(cases: &[SudokuCase]) -> Vec<usize> {
    (0..cases.len())
        .filter(|&k| !cases[k].solvable)
        .map(|k| k + 1)
        .collect()
}

/// P10482's contract: one line per puzzle, in order, a solution for each solvable one and, in
/// the place of one without solution, one line of the bin's choice; each of those named on
/// stderr; exit code 1 exactly when some puzzle has no solution.
fn p10482_check(cases: &[SudokuCase], got: &LimitedRun) -> Result<(), String> {
    bad_named(&unsolvable(cases), got)?;
    let lines = judge_lines(&got.run.stdout);
    if lines.len() != cases.len() {
        return Err(format!(
            "{} output lines for {} puzzles (one each, in place)",
            lines.len(),
            cases.len()
        ));
    }
    for (k, (c, line)) in cases.iter().zip(&lines).enumerate() {
        if !c.solvable {
            continue;
        }
        if line.len() != 81 || !line.bytes().all(|b| (b'1'..=b'9').contains(&b)) {
            return Err(format!("line {}: not 81 digits 1-9: {:?}", k + 1, line));
        }
        check_sudoku(3, &c.puzzle, &grid9_from_line(line))
            .map_err(|e| format!("line {}: wrong answer {}: {}", k + 1, line, e))?;
    }
    Ok(())
}

#[test]
fn p10482_answers_random_9x9_puzzles_like_the_reference() {
    exe("p10482"); // fail at once, before making the instances, if the bin is missing
    let start = Instant::now();
    let cases: Vec<SudokuCase> = seeds(10482, 2000)
        .into_iter()
        .map(|s| sudoku_case(3, s))
        .collect();
    let made = start.elapsed();
    run_batches(
        "p10482",
        "p10482_answers_random_9x9_puzzles_like_the_reference",
        &cases,
        500,
        p10482_input,
        p10482_check,
        SudokuCase::describe,
    );
    eprintln!(
        "p10482: {}; made in {:.1?}, checked in {:.1?}",
        tally(&cases),
        made,
        start.elapsed() - made
    );
}

// ---- SP13980: count the solutions of 9x9 grids ----

/// An SP13980 instance: like `sudoku_case`, but its exact solution count is known and at most
/// `SP13980_MAX_COUNT`. A revealed grid that has more gets clues back (in its random order) up
/// to the fewest clues that bring the count under the cap.
fn sp13980_case(seed: u64) -> SudokuCase {
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
        let mut case = sudoku_case(3, rng.next());
        case.seed = seed;
        if case.kind == "revealed" {
            let sol = case.first_solution_or_self();
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
        if let Some(c) = count(&case.puzzle) {
            case.count = Some(c);
            case.solvable = c > 0;
            return case;
        }
    }
}

impl SudokuCase {
    /// A solved grid that fits the puzzle (the reference's first solution).
    fn first_solution_or_self(&self) -> Grid {
        count_sudoku(self.b, &self.puzzle, 1, u64::MAX)
            .first
            .unwrap_or_else(|| self.puzzle.clone())
    }
}

/// `head`, then the grids as `text` writes them, one blank line between.
fn grids_input(head: String, cases: &[SudokuCase], text: fn(&[u8]) -> String) -> Vec<u8> {
    let grids: Vec<String> = cases.iter().map(|c| text(&c.puzzle)).collect();
    (head + &grids.join("\n")).into_bytes()
}

fn sp13980_input(cases: &[SudokuCase]) -> Vec<u8> {
    grids_input(format!("{}\n", cases.len()), cases, text_sp13980)
}

/// SP13980's contract: per test the count on its own line and, when it is 1, the grid as 9
/// lines of 9 numbers. Blank lines are not counted (SPOJ compares tokens).
fn sp13980_check(cases: &[SudokuCase], got: &LimitedRun) -> Result<(), String> {
    run_ok(got, 0)?;
    let lines: Vec<String> = judge_lines(&got.run.stdout)
        .into_iter()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let mut at = 0;
    for (k, c) in cases.iter().enumerate() {
        let want = c.count.expect("sp13980 cases know their count");
        let line = lines
            .get(at)
            .ok_or_else(|| format!("test {}: output ends before its count", k + 1))?;
        at += 1;
        if line.trim() != want.to_string() {
            return Err(format!(
                "test {}: count {:?}, the reference counts {}",
                k + 1,
                line,
                want
            ));
        }
        if want == 1 {
            let mut grid = Vec::with_capacity(81);
            for _ in 0..9 {
                let row = lines
                    .get(at)
                    .ok_or_else(|| format!("test {}: grid cut short", k + 1))?;
                at += 1;
                let cells: Vec<&str> = row.split_whitespace().collect();
                if cells.len() != 9 {
                    return Err(format!(
                        "test {}: grid row {:?} is not 9 numbers",
                        k + 1,
                        row
                    ));
                }
                for cell in cells {
                    match cell.parse::<u8>() {
                        Ok(d) if (1..=9).contains(&d) => grid.push(d),
                        _ => {
                            return Err(format!("test {}: {:?} in grid row {:?}", k + 1, cell, row))
                        }
                    }
                }
            }
            check_sudoku(3, &c.puzzle, &grid).map_err(|e| format!("test {}: {}", k + 1, e))?;
        }
    }
    if at != lines.len() {
        return Err(format!(
            "{} lines after the last test: {:?}",
            lines.len() - at,
            lines[at]
        ));
    }
    Ok(())
}

#[test]
fn sp13980_counts_random_9x9_puzzles_like_the_reference() {
    exe("sp13980"); // fail at once, before making the instances, if the bin is missing
    let start = Instant::now();
    let cases: Vec<SudokuCase> = seeds(13980, 2000).into_iter().map(sp13980_case).collect();
    let made = start.elapsed();
    run_batches(
        "sp13980",
        "sp13980_counts_random_9x9_puzzles_like_the_reference",
        &cases,
        500,
        sp13980_input,
        sp13980_check,
        SudokuCase::describe,
    );
    let total: u64 = cases.iter().map(|c| c.count.unwrap_or(0)).sum();
    let several = cases.iter().filter(|c| c.count > Some(1)).count();
    eprintln!(
        "sp13980: {}; {} with several solutions, {} solutions in all; made in {:.1?}, checked in {:.1?}",
        tally(&cases),
        several,
        total,
        made,
        start.elapsed() - made
    );
}

// ---- UVA1309 and SP1110: 16x16 ----

/// Checks that `stdout` holds a grid of 16 lines per instance, one blank line between: the
/// solution of each solvable one, and 16 lines of the bin's choice in the place of the others.
fn check_grids16(cases: &[SudokuCase], stdout: &[u8]) -> Result<(), String> {
    let lines = judge_lines(stdout);
    let want = (17 * cases.len()).saturating_sub(1);
    if lines.len() != want {
        return Err(format!(
            "{} output lines for {} grids (expected {}: 16 per grid, one blank between)",
            lines.len(),
            cases.len(),
            want
        ));
    }
    for (k, c) in cases.iter().enumerate() {
        if k > 0 && !lines[17 * k - 1].is_empty() {
            return Err(format!(
                "no blank line before grid {}: {:?}",
                k + 1,
                lines[17 * k - 1]
            ));
        }
        if !c.solvable {
            continue;
        }
        let block = &lines[17 * k..17 * k + 16];
        let grid = grid16_from_lines(block).map_err(|e| format!("grid {}: {}", k + 1, e))?;
        check_sudoku(4, &c.puzzle, &grid).map_err(|e| format!("grid {}: {}", k + 1, e))?;
    }
    Ok(())
}

/// The two 16x16 formats: UVA1309 reads grids to EOF, SP1110 first reads their number.
fn input16(counted: bool, cases: &[SudokuCase]) -> Vec<u8> {
    let head = if counted {
        format!("{}\n", cases.len())
    } else {
        String::new()
    };
    grids_input(head, cases, text16)
}

/// The contract of both 16x16 bins: every grid in its place, solved when it can be; exit code 1
/// and a message naming each grid without solution when there is one.
fn check16(cases: &[SudokuCase], got: &LimitedRun) -> Result<(), String> {
    bad_named(&unsolvable(cases), got)?;
    check_grids16(cases, &got.run.stdout)
}

/// Solvable grids in batches of `batch`, each grid without a solution alone, then one input that
/// mixes both (the solvable ones must still be answered, each in its place).
fn stress16(bin: &str, test: &str, counted: bool, batch: usize, salt: u64, default: usize) {
    exe(bin); // fail at once, before making the instances, if the bin is missing
    let start = Instant::now();
    let cases: Vec<SudokuCase> = seeds(salt, default)
        .into_iter()
        .map(|s| sudoku_case(4, s))
        .collect();
    let made = start.elapsed();
    let (good, bad): (Vec<SudokuCase>, Vec<SudokuCase>) =
        cases.iter().cloned().partition(|c| c.solvable);
    let input = |cs: &[SudokuCase]| input16(counted, cs);
    run_batches(
        bin,
        test,
        &good,
        batch,
        input,
        check16,
        SudokuCase::describe,
    );
    run_batches(bin, test, &bad, 1, input, check16, SudokuCase::describe);
    // Alternate solvable and unsolvable grids, starting and ending with a solvable one.
    let mut mixed = Vec::new();
    for k in 0..batch.min(10) {
        let from = if k % 2 == 1 && k + 1 < batch.min(10) {
            &bad
        } else {
            &good
        };
        if let Some(c) = from.get(k / 2) {
            mixed.push(c.clone());
        }
    }
    run_batches(
        bin,
        test,
        &mixed,
        mixed.len(),
        input,
        check16,
        SudokuCase::describe,
    );
    eprintln!(
        "{}: {}; made in {:.1?}, checked in {:.1?}",
        bin,
        tally(&cases),
        made,
        start.elapsed() - made
    );
}

#[test]
fn uva1309_solves_random_16x16_puzzles_like_the_reference() {
    stress16(
        "uva1309",
        "uva1309_solves_random_16x16_puzzles_like_the_reference",
        false,
        100,
        1309,
        300,
    );
}

/// SP1110 allows at most 10 grids per input (K <= 10), so its batches keep to that.
#[test]
fn sp1110_solves_random_16x16_puzzles_like_the_reference() {
    stress16(
        "sp1110",
        "sp1110_solves_random_16x16_puzzles_like_the_reference",
        true,
        10,
        1110,
        300,
    );
}

// ---- P4929: exact cover ----

#[derive(Clone, Debug)]
struct CoverCase {
    seed: u64,
    kind: &'static str,
    matrix: Matrix,
    has_cover: bool,
}

impl CoverCase {
    fn describe(&self) -> (u64, String) {
        let text = self.matrix.p4929_text();
        let shown = if text.len() > 20_000 {
            format!("{}… ({} bytes)", &text[..20_000], text.len())
        } else {
            text
        };
        let text = format!(
            "seed {} ({}, {}x{}, {} ones, reference: {})\n{}",
            self.seed,
            self.kind,
            self.matrix.n(),
            self.matrix.m,
            self.matrix.ones(),
            if self.has_cover {
                "has an exact cover"
            } else {
                "No Solution!"
            },
            shown
        );
        (self.seed, text)
    }
}

/// A P4929 instance: small random matrices and planted covers with noise (the brute force
/// decides), planted covers with a row taken out, an uncoverable column, and now and then a
/// matrix at the statement's limits (500x500, at most 5000 ones) with a planted cover.
fn cover_case(seed: u64) -> CoverCase {
    let mut rng = Rng(seed ^ 0x4929_4929);
    let decided = |kind, matrix: Matrix| {
        let has_cover = exact_covers(&matrix, 1).0 > 0;
        CoverCase {
            seed,
            kind,
            matrix,
            has_cover,
        }
    };
    match rng.below(20) {
        0..=7 => {
            let n = 1 + rng.below(16);
            let m = 1 + rng.below(24);
            let percent = 5 + rng.below(50);
            decided("random", random_matrix(n, m, percent, &mut rng))
        }
        8..=13 => {
            let m = 1 + rng.below(100);
            let parts = 1 + rng.below(m.min(12));
            let (matrix, _) = planted_matrix(m, parts, rng.below(40), 2 + rng.below(20), &mut rng);
            let c = decided("planted", matrix);
            assert!(c.has_cover, "the brute force misses a planted cover");
            c
        }
        14..=16 => {
            let m = 2 + rng.below(60);
            let parts = 2 + rng.below(m.min(10) - 1);
            let (mut matrix, planted) =
                planted_matrix(m, parts, rng.below(30), 2 + rng.below(30), &mut rng);
            matrix.rows.remove(planted[rng.below(planted.len())]);
            decided("planted minus a row", matrix)
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
            CoverCase {
                seed,
                kind: "uncoverable column",
                matrix,
                has_cover: false,
            }
        }
        _ => {
            // The statement's limits: N, M <= 500, at most 5000 ones.
            let m = 100 + rng.below(401);
            let parts = 20 + rng.below(m / 4);
            let noise = 500 - parts;
            let percent = 1;
            let (mut matrix, planted) = planted_matrix(m, parts, noise, percent, &mut rng);
            // Keep to 5000 ones: thin the noise rows from the end.
            let mut r = matrix.n();
            while matrix.ones() > 5000 && r > 0 {
                r -= 1;
                if !planted.contains(&r) {
                    matrix.rows[r].truncate(1);
                }
            }
            CoverCase {
                seed,
                kind: "planted, statement-size",
                matrix,
                has_cover: true,
            }
        }
    }
}

/// P4929's contract: one line, the 1-based rows of an exact cover in any order, or
/// `No Solution!` exactly when there is none.
fn p4929_check(cases: &[CoverCase], got: &LimitedRun) -> Result<(), String> {
    assert_eq!(cases.len(), 1, "P4929 takes one matrix per input");
    let case = &cases[0];
    run_ok(got, 0)?;
    let lines: Vec<String> = judge_lines(&got.run.stdout);
    if lines.len() != 1 {
        return Err(format!(
            "{} output lines, expected 1: {:?}",
            lines.len(),
            lines
        ));
    }
    let line = lines[0].trim();
    if line == "No Solution!" {
        return if case.has_cover {
            Err("says No Solution! but an exact cover exists".to_string())
        } else {
            Ok(())
        };
    }
    let mut rows = Vec::new();
    for tok in line.split_whitespace() {
        match tok.parse::<usize>() {
            Ok(r) if r >= 1 => rows.push(r - 1),
            _ => return Err(format!("{:?} is not a row number (line {:?})", tok, line)),
        }
    }
    check_cover(&case.matrix, &rows).map_err(|e| format!("{:?} is no exact cover: {}", line, e))
}

#[test]
fn p4929_finds_an_exact_cover_exactly_when_the_brute_force_does() {
    exe("p4929"); // fail at once, before making the instances, if the bin is missing
    let start = Instant::now();
    let cases: Vec<CoverCase> = seeds(4929, 1000).into_iter().map(cover_case).collect();
    let made = start.elapsed();
    run_batches(
        "p4929",
        "p4929_finds_an_exact_cover_exactly_when_the_brute_force_does",
        &cases,
        1,
        |cs: &[CoverCase]| cs[0].matrix.p4929_text().into_bytes(),
        p4929_check,
        CoverCase::describe,
    );
    let with = cases.iter().filter(|c| c.has_cover).count();
    eprintln!(
        "p4929: {} matrices, {} with an exact cover, {} without; made in {:.1?}, checked in {:.1?}",
        cases.len(),
        with,
        cases.len() - with,
        made,
        start.elapsed() - made
    );
}
