//! The 16x16 Sudoku problems: UVA1309 (= POJ 3076), grids to the end of the input, and SP1110,
//! `K` grids.

use super::sudoku::{filled_or_held, grids, sudoku};
use super::{blank_separated, counted, Answer, Instance};
use crate::common::cases::*;
use crate::common::gen;
use crate::common::verdict::*;
use crate::common::{cells, judge_lines, UVA1309_ANSWER, UVA1309_SAMPLE};

// ---- reading, writing, parsing, judging ----

/// A 16x16 cell: `A`-`P`, `-` empty.
fn cell16(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'P' => Some(c - b'A' + 1),
        b'-' => Some(0),
        _ => None,
    }
}

/// 16x16 grids from a stream of cells, 256 each; a partial last grid is dropped, at most
/// `limit` grids are read.
fn grids16(cells: &[u8], limit: usize) -> Result<Vec<Instance>, String> {
    grids(cells.chunks_exact(256).take(limit), cell16, "grid")
}

/// UVA1309: grids of 256 cells in any layout, to the end.
pub(super) fn read_uva1309(input: &[u8]) -> Result<Vec<Instance>, String> {
    grids16(&cells(input), usize::MAX)
}

/// SP1110: `K`, then `K` grids of 256 cells in any layout (fewer if the input ends first; what
/// follows the `K`-th is ignored).
pub(super) fn read_sp1110(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (k, rest) = counted(input)?;
    grids16(&cells(rest), k)
}

pub(super) fn write_uva1309(instances: &[Instance]) -> Vec<u8> {
    let grids: Vec<String> = instances.iter().map(|i| gen::text16(sudoku(i))).collect();
    grids.join("\n").into_bytes()
}

pub(super) fn write_sp1110(instances: &[Instance]) -> Vec<u8> {
    [
        format!("{}\n", instances.len()).into_bytes(),
        write_uva1309(instances),
    ]
    .concat()
}

/// A 16x16 row (`A`-`P` a letter, `-` empty) as 16 cells (0 empty, 1..=16 for `A`..=`P`);
/// `None` unless it is exactly 16 such characters.
fn row16(text: &str) -> Option<Vec<u8>> {
    if text.len() != 16 {
        return None;
    }
    text.bytes().map(cell16).collect()
}

/// UVA1309 / SP1110: 16 rows per grid, exactly one empty line between consecutive grids.
pub(super) fn parse_grids16(output: &[u8]) -> Result<Vec<Answer>, String> {
    blank_separated(output, |lines, at| {
        if at + 16 > lines.len() {
            return Err(format!(
                "output lines: a grid cut short at line {} ({} lines)",
                at + 1,
                lines.len() - at
            ));
        }
        let block = &lines[at..at + 16];
        let rows: Option<Vec<Vec<u8>>> = block.iter().map(|r| row16(r)).collect();
        let grid = rows.map(|rows| rows.concat());
        Ok((filled_or_held(grid, block), 16))
    })
}

// ---- generating ----

// ---- hostile cases ----

/// 16x16 answers, one blank line between grids: `None` for a bad instance, whose place is 16
/// lines.
fn grids16_out(answers: &[Option<&str>]) -> Stdout {
    let mut blocks = Vec::new();
    for (k, a) in answers.iter().enumerate() {
        if k > 0 {
            blocks.push(Block::Known(vec![String::new()]));
        }
        blocks.push(a.map_or(Block::Held(Some(16)), known));
    }
    Stdout::With(aligned(blocks))
}

/// The 4 grids of the POJ 3076 judge data and their answers, each as 16 lines.
fn poj3076() -> (Vec<String>, Vec<String>) {
    let grids = |rel: &str| -> Vec<String> {
        let lines = judge_lines(sample(rel).as_bytes());
        let rows: Vec<&String> = lines.iter().filter(|l| !l.trim().is_empty()).collect();
        rows.chunks(16)
            .map(|g| g.iter().map(|r| format!("{}\n", r.trim())).collect())
            .collect()
    };
    let (p, a) = (grids("uva1309/poj3076.in"), grids("uva1309/poj3076.out"));
    assert_eq!((p.len(), a.len()), (4, 4), "poj3076 holds 4 grids");
    (p, a)
}

fn poj3076_out() -> Stdout {
    same(poj3076().1.join("\n"))
}

/// The official sample with one row replaced.
fn g16_with_row(k: usize, row: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, l) in UVA1309_SAMPLE.lines().enumerate() {
        out.extend_from_slice(if i == k { row } else { l.as_bytes() });
        out.push(b'\n');
    }
    out
}

/// No clash, but row 1, column 1 has no candidate: B-P in its row, A in its column.
fn g16_unsolvable() -> String {
    format!(
        "-BCDEFGHIJKLMNOP\nA---------------\n{}",
        "----------------\n".repeat(14)
    )
}

/// The 16x16 layouts (beyond `layouts`) of the POJ 3076 grids, after `head`.
fn layouts16(head: &str) -> Vec<(&'static str, String)> {
    let (grids, _) = poj3076();
    let flat: Vec<String> = grids.iter().map(|g| g.replace('\n', "")).collect();
    let with = |f: &dyn Fn(&str) -> String, sep: &str| {
        let gs: Vec<String> = flat.iter().map(|g| f(g)).collect();
        format!("{}{}", head, gs.join(sep))
    };
    vec![
        ("each grid on one line", with(&|g| format!("{}\n", g), "")),
        (
            "no blank lines between grids",
            with(&|g| rows(g, 16, ""), ""),
        ),
        ("rows of 32 cells", with(&|g| rows(g, 32, ""), "\n")),
        (
            "cells separated by spaces",
            with(&|g| rows(g, 16, " "), "\n"),
        ),
        (
            "all grids on one line",
            format!("{}{}\n", head, flat.concat()),
        ),
    ]
}

/// The cases both 16x16 bins share on malformed grids; `head` is what comes before the grids
/// (SP1110's count, given the number of grids).
fn keeps_place16(head: fn(usize) -> String) -> Vec<Case> {
    let sample = UVA1309_SAMPLE.as_bytes();
    let (grids, answers) = poj3076();
    let (s, p) = (Some(UVA1309_ANSWER), Some(answers[0].as_str()));
    let bad_grids = vec![
        ("letter Q (past P)", g16_with_row(0, b"Q-A----C-----O-I")),
        ("a lower-case letter", g16_with_row(5, b"-i--K-GA-B---E-J")),
        ("a NUL byte", g16_with_row(0, b"\0-A----C-----O-I")),
        ("a non-UTF-8 byte", g16_with_row(15, b"--F---C--D--H-N\xff")),
        ("`*` for a cell", g16_with_row(7, b"-E---C-B--DP--O*")),
        (
            "clashing givens (A twice in row 1)",
            g16_with_row(0, b"A-A----C-----O-I"),
        ),
        ("a grid without solution", g16_unsolvable().into_bytes()),
    ];
    let around = |grid: &[u8]| {
        let before = [head(3).as_bytes(), sample, b"\n"].concat();
        [&before, grid, b"\n", grids[0].as_bytes()].concat()
    };
    let mut cases = between_good(bad_grids, around, || bad(&[2], grids16_out(&[s, None, p])));
    // Bad grids first and last, one of them on one line, CRLF.
    let input = format!(
        "{}{}\n{}\n{}\n{}\n",
        head(4),
        g16_unsolvable(),
        UVA1309_SAMPLE,
        String::from_utf8_lossy(&g16_with_row(0, b"A-A----C-----O-I")).replace('\n', ""),
        String::from_utf8_lossy(&g16_with_row(3, b"-G-EL-H----M-J-?")),
    )
    .replace('\n', "\r\n");
    cases.push(case(
        "bad grids 1, 3 and 4 of 4",
        input,
        bad(&[1, 3, 4], grids16_out(&[None, s, None, None])),
    ));
    cases
}

/// Cases both 16x16 bins share on floods.
fn floods16(head: &'static str) -> Vec<Case> {
    let at = match head {
        "" => String::new(),
        _ => format!("after {:?}, ", head),
    };
    vec![
        big(
            format!("{}one 100 MB line of letters A (grids that clash)", at),
            move || [head.as_bytes(), &vec![b'A'; MB100]].concat(),
            error(&[]),
        ),
        big(
            format!(
                "{}100 MB of clashing grids (all A), blank lines between",
                at
            ),
            move || {
                let grid = format!("{}\n", "AAAAAAAAAAAAAAAA\n".repeat(16));
                format!("{}{}", head, grid.repeat(MB100 / 273)).into_bytes()
            },
            error(&[]),
        ),
    ]
}

pub(super) fn uva1309_reads_what_the_judges_read() -> Vec<Case> {
    let clean = sample("uva1309/poj3076.in");
    let extra = layouts16("");
    let (grids, answers) = poj3076();
    let mut cases = forgiving(&clean, extra, poj3076_out);
    cases.push(case(
        "the official sample's layout, then the POJ 3076 grids",
        UVA1309_SAMPLE.to_string() + "\n" + &grids.join("\n"),
        answer(same(format!(
            "{}\n\n{}",
            UVA1309_ANSWER,
            answers.join("\n")
        ))),
    ));
    cases.push(case("empty input", "", answer(nothing())));
    cases.push(case(
        "a partial last grid (10 rows)",
        format!("{}\n{}", clean, &UVA1309_SAMPLE[..170]),
        note(&[], poj3076_out()),
    ));
    cases.push(case(
        "a partial last grid (one cell)",
        format!("{}\nA\n", clean),
        note(&[], poj3076_out()),
    ));
    cases.push(case(
        "a grid cut to 255 cells",
        &UVA1309_SAMPLE[..UVA1309_SAMPLE.len() - 2],
        note(&[], nothing()),
    ));
    cases
}

pub(super) fn uva1309_keeps_the_place_of_a_bad_grid() -> Vec<Case> {
    keeps_place16(|_| String::new())
}

pub(super) fn uva1309_survives_hostile_input() -> Vec<Case> {
    let mut cases = floods16("");
    cases.push(big(
        "100 MB of newlines",
        || vec![b'\n'; MB100],
        answer(nothing()),
    ));
    cases
}

pub(super) fn sp1110_reads_what_the_judges_read() -> Vec<Case> {
    let clean = format!("4\n{}", sample("uva1309/poj3076.in"));
    let mut extra = layouts16("4\n");
    extra.push(("K on the first grid's line", clean.replacen("4\n", "4 ", 1)));
    extra.push(("a stray token after the K grids", format!("{}\nx\n", clean)));
    extra.push((
        "a fifth grid after the K grids",
        format!("{}\n{}", clean, UVA1309_SAMPLE),
    ));
    let mut cases = forgiving(&clean, extra, poj3076_out);
    cases.push(case(
        "the official sample",
        sample("sp1110/sample-1.in"),
        answer(same(sample("sp1110/sample-1.out"))),
    ));
    cases.push(case("K = 0", "0\n", answer(nothing())));
    cases.push(case(
        "K = 6 with 4 grids",
        clean.replacen('4', "6", 1),
        note(&[], poj3076_out()),
    ));
    cases.push(case(
        "K = 5 with 4 grids and a partial one",
        format!(
            "{}\n{}",
            clean.replacen('4', "5", 1),
            &UVA1309_SAMPLE[..170]
        ),
        note(&[], poj3076_out()),
    ));
    for k in ["1000000000000000000", "4294967297"] {
        cases.push(case(
            format!("K = {} with 4 grids", k),
            clean.replacen('4', k, 1),
            note(&[], poj3076_out()),
        ));
    }
    cases
}

pub(super) fn sp1110_keeps_the_place_of_a_bad_grid() -> Vec<Case> {
    keeps_place16(|k| format!("{}\n", k))
}

pub(super) fn sp1110_survives_hostile_input() -> Vec<Case> {
    let one = |k: &str| format!("{}\n{}", k, UVA1309_SAMPLE);
    let mut cases = floods16("1\n");
    cases.extend(floods16("1000000000000000000\n"));
    // As the samples' `X.err` files hold it: a K that is no count stops the run.
    cases.push(case(
        "empty input",
        "",
        error(&["the input is empty: no K"]),
    ));
    for (name, k) in [
        ("K not a number", "abc"),
        ("K negative", "-1"),
        ("K = 1.5", "1.5"),
        ("K = 2^64 + 1", "18446744073709551617"),
    ] {
        let message = format!("line 1: K = {:?} is not a count of grids", k);
        cases.push(case(name, one(k), error(&[&message])));
    }
    cases.push(case(
        "K = 10^40",
        one(&format!("1{}", "0".repeat(40))),
        error(&["line 1: K = \"1000", "is not a count of grids"]),
    ));
    cases.push(one_then_spaces("K"));
    cases
}
