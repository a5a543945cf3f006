//! The files for function judges, judged through their `main`, which reads the site's examples
//! as the site prints them and prints what the function returns: LeetCode 37 and Codewars'
//! Sudoku solvers, LeetCode 51 and 52 (N queens), LeetCode 790 (tilings of a 2 x n board).

use super::queens::Presets;
use super::sudoku::{cell9, digits, grids, p9_unsolvable, sudoku, Filled};
use super::sudoku::{P9, P9B, P9B_ANSWER, P9_ANSWER};
use super::{strip_bom, Answer, Count, Generated, Held, Instance};
use crate::common::cases::*;
use crate::common::reference::{domino_tromino_tilings, queens_placements, queens_rows};
use crate::common::verdict::*;
use crate::common::{cells, grid9_from_line, judge_lines};
use dlx_judge::rng::Rng;

// ---- reading, writing, parsing, judging ----

/// The cells of boards as LeetCode and Codewars print them (`[["5",".",...],...]`,
/// `[[5,0,...],...]`): every byte not blank but the brackets, commas, quotes and semicolons,
/// 81 a board; a name and `=` before a board's first cell (`board =`) are skipped. A partial
/// last board is dropped.
fn site_boards(input: &[u8]) -> Vec<Vec<u8>> {
    let bytes: Vec<u8> = cells(input);
    let mut boards = Vec::new();
    let mut board = Vec::new();
    let mut k = 0;
    while k < bytes.len() {
        if board.is_empty() {
            let name = bytes[k..]
                .iter()
                .take_while(|b| b.is_ascii_alphabetic())
                .count();
            if name > 0 && bytes.get(k + name) == Some(&b'=') {
                k += name + 1;
                continue;
            }
        }
        if !b"[],\";".contains(&bytes[k]) {
            board.push(bytes[k]);
            if board.len() == 81 {
                boards.push(std::mem::take(&mut board));
            }
        }
        k += 1;
    }
    boards
}

/// Boards of `site_boards` as grids, each cell `digit` of its byte, `None` for no cell.
fn site_grids(input: &[u8], digit: fn(u8) -> Option<u8>) -> Result<Vec<Instance>, String> {
    let boards = site_boards(input);
    grids(boards.iter().map(Vec::as_slice), digit, "board")
}

/// LeetCode 37: boards of `1`-`9` and `.` (the function takes `0` for an empty cell too).
pub(super) fn read_lc37(input: &[u8]) -> Result<Vec<Instance>, String> {
    site_grids(input, cell9)
}

/// Codewars: puzzles of digits, `0` an empty cell.
pub(super) fn read_codewars(input: &[u8]) -> Result<Vec<Instance>, String> {
    site_grids(input, |c| match c {
        b'0'..=b'9' => Some(c - b'0'),
        _ => None,
    })
}

/// LeetCode's arguments `n = 4` or `4`, as many as there are, each from 1 to `most`; a name
/// and `=` before a value are skipped.
fn leetcode_args(input: &[u8], most: usize) -> Result<Vec<usize>, String> {
    let text = String::from_utf8_lossy(strip_bom(input)).into_owned();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        if *t == "=" || tokens.get(k + 1) == Some(&"=") {
            continue;
        }
        match t.parse::<usize>() {
            Ok(n) if (1..=most).contains(&n) => out.push(n),
            _ => return Err(format!("input: {:?} is not an n of 1-{}", t, most)),
        }
    }
    Ok(out)
}

/// LeetCode 790: a `2 x n` board to tile with dominoes and L-trominoes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strip(pub usize);

/// LeetCode 51: every board, each as its rows.
#[derive(Clone, Debug, PartialEq)]
pub struct Boards(pub Vec<Vec<String>>);

/// LeetCode 51 and 52: `n` from 1 to 12 (`main` answers past LeetCode's 9).
pub(super) fn read_leetcode_n(input: &[u8]) -> Result<Vec<Instance>, String> {
    let ns = leetcode_args(input, 12)?;
    Ok(ns
        .into_iter()
        .map(|n| Instance::new(Presets(vec![0; n])))
        .collect())
}

/// LeetCode 790: `n` from 1 to 1000.
pub(super) fn read_lc790(input: &[u8]) -> Result<Vec<Instance>, String> {
    Ok(leetcode_args(input, 1000)?
        .into_iter()
        .map(|n| Instance::new(Strip(n)))
        .collect())
}

/// A grid as rows of cells, LeetCode's way (`[["5","."],...]`, `.` empty) or Codewars' way
/// (`[[5,0],...]`).
fn site_text(grid: &[u8], leetcode: bool) -> String {
    let rows: Vec<String> = grid
        .chunks(9)
        .map(|r| {
            let cells: Vec<String> = r
                .iter()
                .map(|&d| match (leetcode, d) {
                    (true, 0) => "\".\"".to_string(),
                    (true, d) => format!("\"{}\"", d),
                    (false, d) => d.to_string(),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]\n", rows.join(","))
}

/// LeetCode 37 (`leetcode`) or Codewars: one board a line, in the site's way.
pub(super) fn write_site(instances: &[Instance], leetcode: bool) -> Vec<u8> {
    let boards: Vec<String> = instances
        .iter()
        .map(|i| site_text(sudoku(i), leetcode))
        .collect();
    boards.concat().into_bytes()
}

/// LeetCode 51 and 52, P1219: each board's `n`, a line each.
pub(super) fn write_leetcode_n(instances: &[Instance]) -> Vec<u8> {
    lines_of_n(instances.iter().map(|i| i.of::<Presets>().0.len()))
}

/// LeetCode 790: each strip's `n`, a line each.
pub(super) fn write_lc790(instances: &[Instance]) -> Vec<u8> {
    lines_of_n(instances.iter().map(|i| i.of::<Strip>().0))
}

fn lines_of_n(ns: impl Iterator<Item = usize>) -> Vec<u8> {
    ns.map(|n| format!("{}\n", n))
        .collect::<String>()
        .into_bytes()
}

/// A list of lists of strings as LeetCode prints it, `[["a","b"],["c"]]` (no blanks), if the
/// text is exactly that.
fn string_lists(text: &str) -> Option<Vec<Vec<String>>> {
    let inner = text.strip_prefix('[')?.strip_suffix(']')?;
    if inner.is_empty() {
        return Some(vec![]);
    }
    let lists: Vec<Vec<String>> = inner
        .strip_prefix('[')?
        .strip_suffix(']')?
        .split("],[")
        .map(|l| {
            l.split(',')
                .map(|s| {
                    let s = s.strip_prefix('"')?.strip_suffix('"')?;
                    Some(s.to_string()).filter(|s| !s.contains('"'))
                })
                .collect::<Option<Vec<String>>>()
        })
        .collect::<Option<_>>()?;
    // Read back, it must give the text: no cell held a bracket or comma that split it.
    let back: Vec<String> = lists
        .iter()
        .map(|l| {
            let cells: Vec<String> = l.iter().map(|s| format!("{:?}", s)).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    Some(lists).filter(|_| format!("[{}]", back.join(",")) == text)
}

/// LeetCode 37: one board a line, `[["5","3",...],...]`; a line that is not a solved grid of
/// 1-9 holds the place of a board.
pub(super) fn parse_lc37(output: &[u8]) -> Result<Vec<Answer>, String> {
    Ok(judge_lines(output)
        .into_iter()
        .map(|l| {
            let cells: Option<String> = string_lists(&l)
                .filter(|rows| rows.len() == 9 && rows.iter().all(|r| r.len() == 9))
                .filter(|rows| rows.iter().flatten().all(|c| c.len() == 1))
                .map(|rows| rows.concat().concat());
            match cells.as_deref().and_then(digits) {
                Some(g) if g.len() == 81 => Answer::new(Filled(g)),
                _ => Answer::new(Held(vec![l])),
            }
        })
        .collect())
}

/// Codewars: one puzzle a line as Rust's `{:?}` prints `[[u8; 9]; 9]`; a line that is not a
/// solved grid of 1-9 holds the place of a puzzle.
pub(super) fn parse_codewars(output: &[u8]) -> Result<Vec<Answer>, String> {
    Ok(judge_lines(output)
        .into_iter()
        .map(|l| {
            let numbers: Vec<u8> = l
                .split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .filter_map(|t| t.parse().ok())
                .collect();
            let rows: Vec<&[u8]> = numbers.chunks(9).collect();
            let solved = numbers.len() == 81
                && numbers.iter().all(|d| (1..=9).contains(d))
                && format!("{:?}", rows) == l;
            match solved {
                true => Answer::new(Filled(numbers)),
                false => Answer::new(Held(vec![l])),
            }
        })
        .collect())
}

/// LeetCode 51: one line an `n`, its boards as a list of lists of strings.
pub(super) fn parse_lc51(output: &[u8]) -> Result<Vec<Answer>, String> {
    judge_lines(output)
        .iter()
        .enumerate()
        .map(|(k, l)| {
            string_lists(l)
                .map(|b| Answer::new(Boards(b)))
                .ok_or_else(|| format!("output line {}: not a list of boards: {:.80}", k + 1, l))
        })
        .collect()
}

/// LeetCode 51: every board of the enumerator's, each once, in any order.
pub(super) fn judge_lc51(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let n = instance.of::<Presets>().0.len();
    let boards = match answer.get::<Boards>() {
        Some(Boards(b)) => b,
        None => return Err(format!("{:?} is no answer to {:?}", answer, instance)),
    };
    let mut want: Vec<Vec<String>> = queens_placements(n, &[])
        .iter()
        .map(|p| queens_rows(p))
        .collect();
    let mut got = boards.clone();
    want.sort();
    got.sort();
    if let Some(w) = got.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("n = {}: the board {:?} twice", n, w[0]));
    }
    match want.iter().find(|b| !got.contains(b)) {
        Some(b) => Err(format!("n = {}: the board {:?} is missing", n, b)),
        None => match got.iter().find(|b| !want.contains(b)) {
            Some(b) => Err(format!("n = {}: {:?} is no board of n queens", n, b)),
            None => Ok(()),
        },
    }
}

/// LeetCode 790: the profile count's number of tilings, modulo 10^9+7.
pub(super) fn judge_lc790(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let n = instance.of::<Strip>().0;
    let want = domino_tromino_tilings(n);
    match answer.get::<Count>() {
        Some(Count(c)) if *c == want => Ok(()),
        _ => Err(format!(
            "n = {}: {:?}, the profile count is {}",
            n, answer, want
        )),
    }
}

// ---- generating ----

/// An `n` for LeetCode 51 and 52: 1 to 9 (LeetCode's promise) nine times in ten, else 10.
pub(super) fn leetcode_queens(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let n = if rng.below(10) == 0 {
        10
    } else {
        1 + rng.below(9)
    };
    Generated {
        instance: Instance::new(Presets(vec![0; n])),
        kind: if n <= 9 { "n = 1-9" } else { "n = 10" },
        broken: false,
    }
}

/// An `n` for LeetCode 790: 1 to 30 three times in ten, 1000 (the largest) once in ten, else
/// 1 to 1000.
pub(super) fn leetcode_strip(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let (n, kind) = match rng.below(10) {
        0 => (1000, "n = 1000"),
        1..=3 => (1 + rng.below(30), "n = 1-30"),
        _ => (1 + rng.below(1000), "n = 1-1000"),
    };
    Generated {
        instance: Instance::new(Strip(n)),
        kind,
        broken: false,
    }
}

// ---- hostile cases ----

pub(super) fn lc37_cases() -> Vec<Case> {
    let mut cases = sudoku_function_reads(true, "board", lc37_clean);
    cases.extend(sudoku_function_keeps_the_place_of_a_bad_puzzle(true));
    cases
}

pub(super) fn codewars_cases() -> Vec<Case> {
    let mut cases = sudoku_function_reads(false, "puzzle", codewars_clean);
    cases.extend(sudoku_function_keeps_the_place_of_a_bad_puzzle(false));
    cases
}

pub(super) fn lc51_cases() -> Vec<Case> {
    n_function_reads(12, (LC51_FOUR, "[[\"Q\"]]", "[]"), lc51_clean)
}

pub(super) fn lc52_cases() -> Vec<Case> {
    n_function_reads(12, ("2", "1", "0"), lc52_clean)
}

pub(super) fn lc790_cases() -> Vec<Case> {
    let mut cases = n_function_reads(1000, ("11", "1", "0"), lc790_clean);
    // The largest `n`, twice, between others: each answer in its place.
    cases.push(case(
        "n = 1000 twice, between others",
        "n = 3\nn = 1000\n1000\nn = 1\n",
        answer(same("5\n979232805\n979232805\n1\n")),
    ));
    cases
}

/// A 9x9 grid (P10482's line) as a Sudoku function file prints it: LeetCode's list of lists of
/// strings, or Rust's `{:?}` of `[[u8; 9]; 9]` (Codewars).
fn site_line(grid: &str, leetcode: bool) -> String {
    let g = grid9_from_line(grid);
    match leetcode {
        true => site_text(&g, true),
        false => format!("{:?}\n", g.chunks(9).collect::<Vec<_>>()),
    }
}

/// The answers of a Sudoku function file: `None` for a puzzle the function leaves, whose place
/// is one line.
fn site_answers(answers: &[Option<&str>], leetcode: bool) -> Stdout {
    Stdout::With(aligned(
        answers
            .iter()
            .map(|a| a.map_or(Block::Held(Some(1)), |g| known(&site_line(g, leetcode))))
            .collect(),
    ))
}

fn lc37_clean() -> Stdout {
    site_answers(&[Some(P9_ANSWER), Some(P9B_ANSWER)], true)
}

fn codewars_clean() -> Stdout {
    site_answers(&[Some(P9_ANSWER), Some(P9B_ANSWER)], false)
}

/// A Sudoku function file (LeetCode's format or Codewars') on the clean input's layouts and the
/// site's own: a name and `=` before each puzzle (`name`), a Rust array.
fn sudoku_function_reads(leetcode: bool, name: &str, check: fn() -> Stdout) -> Vec<Case> {
    let text = |g: &str| site_text(&grid9_from_line(g), leetcode);
    let rows = |g: &str| text(g).replace("],", "],\n ");
    let clean = text(P9) + &text(P9B);
    let extra = vec![
        (
            "a name and `=` before each",
            format!("{} = {}{} =\n{}", name, rows(P9), name, rows(P9B)),
        ),
        (
            "a Rust array",
            format!("let mut {} = {};\n{}", name, rows(P9).trim_end(), rows(P9B)),
        ),
        ("both on one line", clean.replace('\n', " ")),
    ];
    let mut cases = forgiving(&clean, extra, check);
    cases.push(case("empty input", "", answer(nothing())));
    cases.push(case("only brackets", "[[]]\n[]", answer(nothing())));
    cases
}

/// A Sudoku function file on bad puzzles between good ones.
fn sudoku_function_keeps_the_place_of_a_bad_puzzle(leetcode: bool) -> Vec<Case> {
    let (a, b) = (Some(P9_ANSWER), Some(P9B_ANSWER));
    let text = |g: &str| site_text(&grid9_from_line(g), leetcode);
    let clash = format!("22{}", &P9[2..]);
    let bad_puzzles = vec![
        ("clashing givens", text(&clash).into_bytes()),
        ("no solution", text(&p9_unsolvable()).into_bytes()),
        (
            "a letter for a cell",
            text(P9).replacen('8', "x", 1).into_bytes(),
        ),
        (
            "a NUL byte for a cell",
            text(P9).replacen('8', "\0", 1).into_bytes(),
        ),
    ];
    let around = |puzzle: &[u8]| [text(P9).as_bytes(), puzzle, text(P9B).as_bytes()].concat();
    between_good(bad_puzzles, around, || {
        bad(&[2], site_answers(&[a, None, b], leetcode))
    })
}

const LC51_FOUR: &str = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;

fn lc51_clean() -> Stdout {
    same(format!("{}\n[[\"Q\"]]\n", LC51_FOUR))
}

fn lc52_clean() -> Stdout {
    same("2\n1\n")
}

fn lc790_clean() -> Stdout {
    same("11\n1\n")
}

/// A function file of one argument `n` from 1 to `most` (LeetCode 51, 52, 790), on LeetCode's
/// layouts, and on bad arguments among good ones: `four` and `one` answer `n = 4` and `n = 1`,
/// `held` holds a bad argument's place.
fn n_function_reads(
    most: usize,
    (four, one, held): (&str, &str, &str),
    check: fn() -> Stdout,
) -> Vec<Case> {
    let extra = vec![
        ("without names", "4\n1\n".to_string()),
        ("on one line", "n = 4 n = 1".to_string()),
        ("names and values apart", "n\n=\n4\n\nn =\n1".to_string()),
    ];
    let mut cases = forgiving("n = 4\nn = 1\n", extra, check);
    cases.push(case("empty input", "", answer(nothing())));
    let over = (most + 1).to_string();
    for (what, arg) in [
        ("n = 0", "0"),
        ("n one past the limit", over.as_str()),
        ("n negative", "-4"),
        ("n = 2^31 - 1", "2147483647"),
        ("n = 2^31", "2147483648"),
        ("n = 2^64 + 1", "18446744073709551617"),
        ("n a word", "four"),
        ("n = 4.0", "4.0"),
    ] {
        cases.push(case(
            format!("{}, between good arguments", what),
            format!("n = 4\nn = {}\nn = 1\n", arg),
            bad(&[2], same(format!("{}\n{}\n{}\n", four, held, one))),
        ));
    }
    cases.push(big(
        "100 MB of `n = 0`",
        || "n = 0\n".repeat(MB100 / 6).into_bytes(),
        error(&[]),
    ));
    cases
}
