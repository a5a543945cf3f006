//! The 9x9 Sudoku problems in their judges' formats: P10482 (= POJ 3074), P10481 (= POJ 2676),
//! P1784, P1074 (the best score over all completions), SP13980 (the count), sudokunique; and
//! what every Sudoku problem shares (the judge of a solved grid, the sample puzzles).

use super::{blank_separated, counted, Answer, Generated, Held, Instance, Nothing};
use super::{budget, COUNT_BUDGET, SOLVABLE_BUDGET};
use crate::common::cases::*;
use crate::common::gen::{
    self, random_grid, remove_while_unique, reveal, sudoku_case, with_conflict, with_wrong_digit,
    REFERENCE_BUDGET,
};
use crate::common::reference::{best_target_score, count_sudoku, sudoku_solvable};
use crate::common::verdict::*;
use crate::common::{cells, check_sudoku, judge_lines, Grid};
use dlx_judge::rng::Rng;

// ---- the instances and answers ----

/// A Sudoku puzzle: 81 cells (9x9) or 256 (16x16), row by row, 0 empty, `1..=n` a digit.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle(pub Grid);

/// A filled grid, its digits as printed (`judge` checks them).
#[derive(Clone, Debug, PartialEq)]
pub struct Filled(pub Grid);

/// SP13980: the number of solutions, and the grid when it is 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Counted(pub u64, pub Option<Grid>);

/// P1074: the best score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score(pub u64);

/// sudokunique: `Non-unique`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NonUnique;

/// A Sudoku instance's grid.
pub(super) fn sudoku(i: &Instance) -> &[u8] {
    &i.of::<Puzzle>().0
}

// ---- reading, writing, parsing, judging ----

/// A 9x9 cell as the judges read it: `1`-`9`, `0` or `.` empty.
pub(super) fn cell9(c: u8) -> Option<u8> {
    match c {
        b'1'..=b'9' => Some(c - b'0'),
        b'0' | b'.' => Some(0),
        _ => None,
    }
}

/// Sudoku grids, one a chunk of cells, each cell read by `cell` (`None`: not a cell); `what` an
/// instance is called in the message.
pub(super) fn grids<'a>(
    chunks: impl Iterator<Item = &'a [u8]>,
    cell: fn(u8) -> Option<u8>,
    what: &str,
) -> Result<Vec<Instance>, String> {
    let grid = |(k, chunk): (usize, &[u8])| {
        let cells = chunk.iter().map(|&c| cell(c).ok_or(c));
        match cells.collect::<Result<Grid, u8>>() {
            Ok(g) => Ok(Instance::new(Puzzle(g))),
            Err(c) => Err(format!(
                "input {} {}: {:?} is no cell",
                what,
                k + 1,
                c as char
            )),
        }
    };
    chunks.enumerate().map(grid).collect()
}

/// 9x9 grids from a stream of cells, 81 each; a partial last one dropped; at most `limit`.
fn grids9(cells: &[u8], limit: usize) -> Result<Vec<Instance>, String> {
    grids(cells.chunks_exact(81).take(limit), cell9, "grid")
}

/// The puzzles of a P10482 input, read as a stream of cells: 81 cells each, up to a cell `e` or
/// `E` where a puzzle would start (`end`) or the end of the input; a partial last one is dropped.
pub(super) fn read_p10482(input: &[u8]) -> Result<Vec<Instance>, String> {
    let cells = cells(input);
    let mut puzzles = Vec::new();
    for chunk in cells.chunks(81) {
        if chunk[0] == b'e' || chunk[0] == b'E' || chunk.len() < 81 {
            break;
        }
        let grid = chunk.iter().map(|&c| cell9(c)).collect::<Option<Grid>>();
        match grid {
            Some(g) => puzzles.push(Instance::new(Puzzle(g))),
            None => {
                return Err(format!(
                    "input puzzle {}: a character that is no cell",
                    puzzles.len() + 1
                ))
            }
        }
    }
    Ok(puzzles)
}

/// P10481: `T`, then `T` grids of 81 cells in any layout (fewer if the input ends first).
pub(super) fn read_p10481(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (t, rest) = counted(input)?;
    grids9(&cells(rest), t)
}

/// P1784, P1074: one grid of 81 cells in any layout; what follows is ignored.
pub(super) fn read_one9(input: &[u8]) -> Result<Vec<Instance>, String> {
    grids9(&cells(input), 1)
}

/// sudokunique: grids of 81 cells to the end of the input.
pub(super) fn read_sudokunique(input: &[u8]) -> Result<Vec<Instance>, String> {
    grids9(&cells(input), usize::MAX)
}

/// SP13980: `T`, then `T` grids of 81 cells (each non-blank character a cell).
pub(super) fn read_sp13980(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (t, rest) = counted(input)?;
    grids9(&cells(rest), t)
}

/// A 9x9 grid as 9 lines of 9 digits (0 = empty), `sep` between them.
fn rows9(grid: &[u8], sep: &str) -> String {
    grid.chunks(9)
        .map(|r| {
            let cells: Vec<String> = r.iter().map(|d| d.to_string()).collect();
            cells.join(sep) + "\n"
        })
        .collect()
}

pub(super) fn write_p10482(instances: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    for i in instances {
        s.push_str(&gen::line9(sudoku(i)));
        s.push('\n');
    }
    s.push_str("end\n");
    s.into_bytes()
}

pub(super) fn write_p10481(instances: &[Instance]) -> Vec<u8> {
    let mut s = format!("{}\n", instances.len());
    for i in instances {
        s.push_str(&rows9(sudoku(i), ""));
    }
    s.into_bytes()
}

pub(super) fn write_one9(instances: &[Instance]) -> Vec<u8> {
    instances
        .first()
        .map_or(String::new(), |i| rows9(sudoku(i), " "))
        .into_bytes()
}

pub(super) fn write_sudokunique(instances: &[Instance]) -> Vec<u8> {
    let boards: Vec<String> = instances.iter().map(|i| rows9(sudoku(i), " ")).collect();
    boards.join("\n").into_bytes()
}

pub(super) fn write_sp13980(instances: &[Instance]) -> Vec<u8> {
    let grids: Vec<String> = instances
        .iter()
        .map(|i| gen::text_sp13980(sudoku(i)))
        .collect();
    format!("{}\n{}", instances.len(), grids.join("\n")).into_bytes()
}

/// Digits `1`-`9` as a grid, if every byte is one.
pub(super) fn digits(text: &str) -> Option<Grid> {
    text.bytes()
        .map(|c| match c {
            b'1'..=b'9' => Some(c - b'0'),
            _ => None,
        })
        .collect()
}

/// A 9x9 grid from 9 lines of 9 digits: `sep` between the digits (`""` or `" "`).
fn grid9(lines: &[String], sep: &str) -> Option<Grid> {
    let mut grid = Grid::with_capacity(81);
    for line in lines {
        let row = if sep.is_empty() {
            digits(line)?
        } else {
            let tokens: Vec<&str> = line.split(sep).collect();
            if tokens.iter().any(|t| t.len() != 1) {
                return None;
            }
            digits(&tokens.concat())?
        };
        if row.len() != 9 {
            return None;
        }
        grid.extend(row);
    }
    Some(grid)
}

/// A grid read from `lines`, or the lines held in its place.
pub(super) fn filled_or_held(grid: Option<Grid>, lines: &[String]) -> Answer {
    match grid {
        Some(g) => Answer::new(Filled(g)),
        None => Answer::new(Held(lines.to_vec())),
    }
}

/// Answers of 9 lines each, nothing between them.
fn blocks9(output: &[u8], sep: &str) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines.len() % 9 != 0 {
        return Err(format!("{} output lines: not 9 per grid", lines.len()));
    }
    Ok(lines
        .chunks(9)
        .map(|b| filled_or_held(grid9(b, sep), b))
        .collect())
}

/// P10482: one line of 81 digits per puzzle.
pub(super) fn parse_p10482(output: &[u8]) -> Result<Vec<Answer>, String> {
    Ok(judge_lines(output)
        .into_iter()
        .map(|l| match digits(&l) {
            Some(g) if g.len() == 81 => Answer::new(Filled(g)),
            _ => Answer::new(Held(vec![l])),
        })
        .collect())
}

/// P10481: 9 lines of 9 digits per grid, nothing between grids.
pub(super) fn parse_p10481(output: &[u8]) -> Result<Vec<Answer>, String> {
    blocks9(output, "")
}

/// P1784: 9 lines of 9 digits separated by single spaces.
pub(super) fn parse_p1784(output: &[u8]) -> Result<Vec<Answer>, String> {
    blocks9(output, " ")
}

/// P1074: one line, the score or `-1`.
pub(super) fn parse_p1074(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines.len() != 1 {
        return Err(format!("expected one line, got {}", lines.len()));
    }
    let t = lines[0].as_str();
    if t == "-1" {
        return Ok(vec![Answer::new(Nothing)]);
    }
    match t.parse::<u64>() {
        Ok(s) if t.bytes().all(|b| b.is_ascii_digit()) => Ok(vec![Answer::new(Score(s))]),
        _ => Err(format!("{:?} is no score", t)),
    }
}

/// SP13980: per test the count on its own line and, when it is 1, the grid as 9 lines of 9
/// numbers. Blank lines are not counted (SPOJ compares tokens).
pub(super) fn parse_sp13980(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines: Vec<String> = judge_lines(output)
        .into_iter()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let mut answers = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        let line = lines[at].trim();
        let count = match line.parse::<u64>() {
            Ok(c) if line.bytes().all(|b| b.is_ascii_digit()) => c,
            _ => return Err(format!("output line {}: {:?} is no count", at + 1, line)),
        };
        at += 1;
        let mut grid = None;
        if count == 1 {
            let mut g = Grid::with_capacity(81);
            for _ in 0..9 {
                let row = lines
                    .get(at)
                    .ok_or_else(|| format!("answer {}: grid cut short", answers.len() + 1))?;
                at += 1;
                let cells: Vec<&str> = row.split_whitespace().collect();
                let digits = match cells.iter().all(|t| t.len() == 1) {
                    true => digits(&cells.concat()),
                    false => None,
                };
                match digits {
                    Some(d) if d.len() == 9 => g.extend(d),
                    _ => {
                        return Err(format!(
                            "answer {}: grid row {:?} is not 9 numbers 1-9",
                            answers.len() + 1,
                            row
                        ))
                    }
                }
            }
            grid = Some(g);
        }
        answers.push(Answer::new(Counted(count, grid)));
    }
    Ok(answers)
}

/// sudokunique: per board its completion (9 lines of 9 digits separated by single spaces),
/// `Non-unique` or `Find another job`; exactly one blank line between answers.
pub(super) fn parse_sudokunique(output: &[u8]) -> Result<Vec<Answer>, String> {
    blank_separated(output, |lines, at| match lines[at].as_str() {
        "Non-unique" => Ok((Answer::new(NonUnique), 1)),
        "Find another job" => Ok((Answer::new(Nothing), 1)),
        _ if at + 9 > lines.len() => Err(format!("output line {}: a grid cut short", at + 1)),
        _ => {
            let block = &lines[at..at + 9];
            let grid = grid9(block, " ");
            Ok((filled_or_held(grid, block), 9))
        }
    })
}

/// A problem that promises a solution (P10482, P10481, P1784, UVA1309, SP1110): a grid that
/// solves the puzzle; or, in the place of a puzzle without solution (the reference decides),
/// whatever the file holds there.
pub(super) fn judge_solved(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let puzzle = sudoku(instance);
    let b = if puzzle.len() == 256 { 4 } else { 3 };
    let wrong = match (answer.get::<Filled>(), answer.get::<Held>()) {
        (Some(Filled(g)), _) => match check_sudoku(b, puzzle, g) {
            Ok(()) => return Ok(()),
            Err(e) => e,
        },
        (_, Some(Held(lines))) => format!("not a grid: {:?}", lines.first()),
        _ => format!("not a grid: {:?}", answer),
    };
    match sudoku_solvable(b, puzzle, budget(SOLVABLE_BUDGET)) {
        Some(false) => Ok(()),
        Some(true) => Err(wrong),
        None => Err(format!(
            "{} (and the reference cannot tell whether the puzzle has a solution)",
            wrong
        )),
    }
}

/// P1074: the best score over all completions (the reference visits each), or `-1` for none.
pub(super) fn judge_p1074(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let want = best_target_score(sudoku(instance));
    let got = match answer.get::<Score>() {
        Some(Score(s)) => Some(*s),
        None if answer.is::<Nothing>() => None,
        None => return Err(format!("not a score: {:?}", answer)),
    };
    match got == want {
        true => Ok(()),
        false => Err(format!(
            "score {:?}, the reference's best is {:?}",
            got, want
        )),
    }
}

/// SP13980: the count is the reference's, and a count of 1 comes with the solution.
pub(super) fn judge_sp13980(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let puzzle = sudoku(instance);
    let (count, grid) = match answer.get::<Counted>() {
        Some(Counted(c, g)) => (*c, g),
        None => return Err(format!("not a count: {:?}", answer)),
    };
    let reference = count_sudoku(3, puzzle, u64::MAX, budget(COUNT_BUDGET));
    if !reference.complete {
        return Err(format!(
            "the reference cannot count the solutions in {} placements ({} found)",
            COUNT_BUDGET, reference.count
        ));
    }
    let want = reference.count;
    if count != want {
        return Err(format!("count {}, the reference counts {}", count, want));
    }
    match grid {
        Some(g) => check_sudoku(3, puzzle, g),
        None if count == 1 => Err("count 1 without its grid".to_string()),
        None => Ok(()),
    }
}

/// sudokunique: the completion when there is one, `Non-unique` for several, `Find another
/// job` for none (the reference counts up to two).
pub(super) fn judge_sudokunique(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let puzzle = sudoku(instance);
    let count = count_sudoku(3, puzzle, 2, u64::MAX).count;
    match (count, answer.get::<Filled>()) {
        (0, _) if answer.is::<Nothing>() => Ok(()),
        (2, _) if answer.is::<NonUnique>() => Ok(()),
        (1, Some(Filled(g))) => check_sudoku(3, puzzle, g),
        (c, _) => Err(format!(
            "answer {:?}, the reference counts {} completions",
            answer,
            if c >= 2 {
                "2 or more"
            } else {
                ["no", "one"][c as usize]
            }
        )),
    }
}

// ---- generating ----

/// SP13980 instances keep at most this many solutions, so counting them stays cheap for the
/// reference and the bin alike (a sparse grid has astronomically many).
pub const SP13980_MAX_COUNT: u64 = 10_000;

/// An SP13980 instance: like `sudoku_case`, but its exact solution count is known and at most
/// `SP13980_MAX_COUNT`. A revealed grid that has more gets clues back (in its random order) up
/// to the fewest clues that bring the count under the cap.
pub(super) fn counted9(seed: u64) -> Generated {
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
            // Counted within the cap above (the full grid, 81 clues, has one solution).
            case.puzzle = revealed(lo);
        }
        if case.kind == "revealed" || count(&case.puzzle).is_some() {
            return Generated {
                instance: Instance::new(Puzzle(case.puzzle)),
                kind: case.kind,
                broken: false,
            };
        }
    }
}

/// A P1074 grid: a solved grid with 8 to 37 cells emptied (so that every completion can be
/// visited), and in two seeds of five a given that clashes or a given changed, so that `-1`
/// comes up too.
pub(super) fn target9(seed: u64) -> Generated {
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
        instance: Instance::new(Puzzle(g)),
        kind,
        broken: false,
    }
}

/// A sudokunique board of kind `seed % 4` (unique with givens removed while one completion is
/// left, a random reveal, clashing givens, a wrong digit), labelled by its answer (the
/// reference counts up to two): `one completion`, `several completions` or `no completion`.
pub(super) fn uniqueness9(seed: u64) -> Generated {
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
        instance: Instance::new(Puzzle(g)),
        kind,
        broken: false,
    }
}

// ---- hostile cases ----

pub(super) const P9: &str =
    ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";

pub(super) const P9_ANSWER: &str =
    "527389416819426735436751829375692184194538267268174593643217958951843672782965341";

/// The official sample's second puzzle.
pub(super) const P9B: &str =
    "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.";

pub(super) const P9B_ANSWER: &str =
    "416837529982465371735129468571298643293746185864351297647913852359682714128574936";

/// No clash, but row 1, column 1 has no candidate: 2-9 in its row, 1 in its box.
pub(super) fn p9_unsolvable() -> String {
    format!(".23456789{}{}", "1........", ".".repeat(63))
}

/// P9 with the cell at `at` replaced by `with` (bytes, to allow any).
fn p9_with(at: usize, with: &[u8]) -> Vec<u8> {
    [&P9.as_bytes()[..at], with, &P9.as_bytes()[at + 1..]].concat()
}

fn p10482_clean() -> Stdout {
    same(format!("{}\n{}\n", P9_ANSWER, P9B_ANSWER))
}

/// P10482's answers: `None` for a bad instance, whose place is one line.
fn p10482_out(answers: &[Option<&str>]) -> Stdout {
    Stdout::With(aligned(
        answers
            .iter()
            .map(|a| a.map_or(Block::Held(Some(1)), known))
            .collect(),
    ))
}

pub(super) fn p10482_reads_what_the_judges_read() -> Vec<Case> {
    let clean = format!("{}\n{}\nend\n", P9, P9B);
    let nine = |sep: &str| format!("{}{}end\n", rows(P9, 9, sep), rows(P9B, 9, sep));
    let extra = vec![
        ("9 rows of 9 cells", nine("")),
        ("9 rows of 9 cells, spaces between", nine(" ")),
        ("both grids on one line", format!("{}{}\nend\n", P9, P9B)),
        ("`0` for a blank", clean.replace('.', "0")),
        ("terminator `END`", clean.replace("end", "END")),
        ("terminator `End`", clean.replace("end", "End")),
        ("no terminator", format!("{}\n{}\n", P9, P9B)),
        (
            "no terminator, no final newline",
            format!("{}\n{}", P9, P9B),
        ),
        (
            "text after `end`",
            format!("{}\n{}\nend\n{}\nx 1 2\n\u{0}\u{7f}end\n", P9, P9B, P9),
        ),
    ];
    let mut cases = forgiving(&clean, extra, p10482_clean);
    cases.push(case("empty input", "", answer(nothing())));
    cases.push(case("only `end`", "end\n", answer(nothing())));
    cases.push(case(
        "a partial last grid (40 cells)",
        format!("{}\n{}\n", P9, &P9B[..40]),
        note(&[], same(P9_ANSWER)),
    ));
    cases.push(case(
        "a partial grid, then `end` (read as cells of the grid)",
        format!("{}\n{}\nend\n", P9, &P9B[..40]),
        note(
            &["grid 2, line 2: the input ends after 43 cells"],
            same(P9_ANSWER),
        ),
    ));
    cases
}

pub(super) fn p10482_keeps_the_place_of_a_bad_grid() -> Vec<Case> {
    let (a, b) = (Some(P9_ANSWER), Some(P9B_ANSWER));
    let around =
        |bad: &[u8]| [P9.as_bytes(), b"\n", bad, b"\n", P9B.as_bytes(), b"\nend\n"].concat();
    let bad_grids = vec![
        ("a letter x in a grid", p9_with(80, b"x")),
        ("a NUL byte in a grid", p9_with(3, b"\0")),
        ("a non-UTF-8 byte in a grid", p9_with(0, b"\xff")),
        ("a `-` in a grid", p9_with(40, b"-")),
        ("clashing givens (2 twice in row 1)", p9_with(0, b"2")),
        ("a grid without solution", p9_unsolvable().into_bytes()),
    ];
    let mut cases = between_good(bad_grids, around, || bad(&[2], p10482_out(&[a, None, b])));
    // Several bad grids, first and last among them, in a free layout.
    let mut input = String::new();
    for g in [
        String::from_utf8(p9_with(80, b"x")).expect("ascii"),
        P9.to_string(),
        String::from_utf8(p9_with(0, b"2")).expect("ascii"),
        P9B.to_string(),
        p9_unsolvable(),
    ] {
        input += &rows(&g, 27, " ").replace('\n', "\r\n");
        input += "\r\n";
    }
    cases.push(case(
        "bad grids 1, 3 and 5 of 5, in rows of 27 cells",
        input,
        bad(&[1, 3, 5], p10482_out(&[None, a, None, b, None])),
    ));
    cases
}

/// Floods (one 100 MB line of digits, grids that clash, is every file's garbage).
pub(super) fn p10482_survives_hostile_input() -> Vec<Case> {
    vec![
        big(
            "100 MB of newlines",
            || vec![b'\n'; MB100],
            answer(nothing()),
        ),
        big(
            "100 MB of one-character lines `x`",
            || b"x\n".repeat(MB100 / 2),
            error(&[]),
        ),
        big(
            "100 MB of grids that clash",
            || format!("22{}\n", &P9[2..]).repeat(MB100 / 82).into_bytes(),
            error(&[]),
        ),
        big(
            "100 MB of solved grids",
            || format!("{}\n", P9_ANSWER).repeat(MB100 / 82).into_bytes(),
            answer(Stdout::With(Box::new(|out: &[u8]| {
                let lines = judge_lines(out);
                let want = MB100 / 82;
                if lines.len() != want {
                    return Err(format!("{} lines, expected {}", lines.len(), want));
                }
                match lines.iter().position(|l| l != P9_ANSWER) {
                    Some(k) => Err(format!("line {} is {:?}", k + 1, lines[k])),
                    None => Ok(()),
                }
            }))),
        ),
    ]
}

fn sudogob_out() -> Stdout {
    same(sample("sp13980/sample-1.out"))
}

/// The official sample's grids (81 numbers each, as text) and answers (as lines).
fn sudogob() -> (Vec<Vec<String>>, Vec<String>) {
    let input = sample("sp13980/sample-1.in");
    let numbers: Vec<String> = input.split_whitespace().skip(1).map(String::from).collect();
    assert_eq!(numbers.len(), 3 * 81);
    let grids = numbers.chunks(81).map(|g| g.to_vec()).collect();
    let out = judge_lines(sample("sp13980/sample-1.out").as_bytes());
    // Counts 1 (and the grid), 0, 2.
    assert_eq!(out.len(), 12);
    let answers = vec![out[..10].join("\n"), out[10].clone(), out[11].clone()];
    (grids, answers)
}

fn grid_text(g: &[String], per_line: usize, sep: &str) -> String {
    g.chunks(per_line).map(|r| r.join(sep) + "\n").collect()
}

pub(super) fn sp13980_reads_what_the_judges_read() -> Vec<Case> {
    let clean = sample("sp13980/sample-1.in");
    let (grids, answers) = sudogob();
    let all = |per_line: usize, sep: &str| -> String {
        let gs: Vec<String> = grids.iter().map(|g| grid_text(g, per_line, sep)).collect();
        format!("3\n{}", gs.concat())
    };
    let extra = vec![
        ("81 numbers on one line", all(81, " ")),
        ("tabs between numbers", all(9, "\t")),
        ("rows of 27 numbers", all(27, " ")),
        (
            "everything on one line",
            all(81, " ").replace('\n', " ") + "\n",
        ),
        (
            "a fourth grid after the T grids",
            format!("{}\n{}", clean, grid_text(&grids[0], 9, " ")),
        ),
        (
            "text after the T grids",
            format!("{}x -1 10\n\u{0}\n", clean),
        ),
    ];
    let mut cases = forgiving(&clean, extra, sudogob_out);
    cases.push(case("T = 0", "0\n", answer(nothing())));
    cases.push(case(
        "T = 2: the third grid is ignored",
        clean.replacen('3', "2", 1),
        answer(same(answers[..2].join("\n"))),
    ));
    for t in ["5", "1000000000000000000", "4294967297"] {
        cases.push(case(
            format!("T = {} with 3 grids", t),
            clean.replacen('3', t, 1),
            note(&[], sudogob_out()),
        ));
    }
    cases.push(case(
        "a partial last grid (80 numbers)",
        format!(
            "3\n{}{}",
            grid_text(&grids[0], 9, " "),
            grid_text(&grids[1][..80], 9, " ")
        ),
        note(&[], same(answers[0].clone())),
    ));
    cases.push(case(
        "conflicting givens: count 0",
        format!("1\n{}", grid_text(&grids[1], 9, " ")),
        answer(same("0")),
    ));
    cases
}

pub(super) fn sp13980_keeps_the_place_of_a_bad_grid() -> Vec<Case> {
    let (grids, answers) = sudogob();
    let mut cases = Vec::new();
    // Each non-blank character is a cell (`012` reads as three): a bad cell is one character.
    for cell in ["x", "\u{0}", "#", "-", "A"] {
        let mut g = grids[0].clone();
        g[1] = cell.to_string();
        let input = format!(
            "3\n{}{}{}",
            grid_text(&grids[2], 9, " "),
            grid_text(&g, 9, " "),
            grid_text(&grids[0], 9, " ")
        );
        cases.push(case(
            format!("{:?} in grid 2 of 3", cell),
            input,
            bad(
                &[2],
                Stdout::With(aligned(vec![
                    known(&answers[2]),
                    Block::Held(None),
                    known(&answers[0]),
                ])),
            ),
        ));
    }
    let mut g = grids[0].clone();
    g[5] = "@".to_string();
    let input = format!(
        "2\n{}{}",
        grid_text(&grids[2], 9, " "),
        grid_text(&g, 9, " ")
    );
    cases.push(case(
        "a non-UTF-8 byte in the last grid",
        input
            .replacen('@', "\u{0}", 1)
            .into_bytes()
            .iter()
            .map(|&b| if b == 0 { 0xff } else { b })
            .collect::<Vec<u8>>(),
        bad(
            &[2],
            Stdout::With(aligned(vec![known(&answers[2]), Block::Held(None)])),
        ),
    ));
    cases
}

pub(super) fn sp13980_survives_hostile_input() -> Vec<Case> {
    let one = |t: &str| {
        format!(
            "{}\n{}",
            t,
            sample("sp13980/sample-1.in").split_once('\n').unwrap().1
        )
    };
    // As the samples' `X.err` and `X.note` files hold it: a T that is no count stops the run,
    // a T past u64 is read as "more than the input holds".
    let mut cases = vec![case(
        "empty input",
        "",
        error(&["the input is empty: expected the number of tests T"]),
    )];
    for (name, t) in [("T not a number", "abc"), ("T negative", "-1")] {
        let message = format!(
            "line 1: the number of tests must be a non-negative integer, found '{}'",
            t
        );
        cases.push(case(name, one(t), error(&[&message])));
    }
    cases.push(case(
        "T = 2^64 + 1",
        one("18446744073709551617"),
        note(
            &["the input holds 3 tests of T = '18446744073709551617'"],
            sudogob_out(),
        ),
    ));
    // Too many solutions to count in the file's budget: test 1 named, its place kept.
    cases.push(
        case(
            "the empty grid (6.67 * 10^21 solutions): never hangs",
            format!("1\n{}", "0 0 0 0 0 0 0 0 0\n".repeat(9)),
            bad(&[1], Stdout::With(aligned(vec![Block::Held(Some(1))]))),
        )
        .heavy(),
    );
    // Read as cells, a grid of 7s (count 0), the rest ignored.
    cases.push(big(
        "one 100 MB number",
        || [b"1\n".to_vec(), vec![b'7'; MB100]].concat(),
        answer(same("0")),
    ));
    cases.push(one_then_spaces("T"));
    cases
}
