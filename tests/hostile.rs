//! Every judge file of the registry on input a judge's own reference solution reads past, on
//! malformed instances, and on hostile input (the README's "At a judge"), run as a judge builds
//! it (`rustc -O` on the file alone, whatever the tests' profile).
//!
//! - Forgiving input: a UTF-8 byte order mark, CRLF, tabs and extra spaces, blank lines, no final
//!   newline, a grid on one line or spread over rows, and each problem's own variants (P10482:
//!   `0` for a blank, `END` / `End` / no terminator, text after `end`; SP1110 and SP13980: fewer
//!   grids than announced, data after the last one; P4929: values without blanks between them,
//!   data after the matrix; UVA1309: a partial last grid) all give exit code 0 and the answers of
//!   the clean input. Fewer instances than announced, or a partial last one, also need a note on
//!   stderr.
//! - Malformed instances keep their place: a bad character inside a grid, givens that clash, or a
//!   grid without the solution the problem promises give exit code 1 and a message on stderr
//!   naming the instance (its number), while every other answer is right and in its place. What
//!   stands in the bad instance's place is the bin's choice; only its size is held where the
//!   format fixes it (one line in P10482, 16 in the 16x16 formats).
//! - Hostile input: empty input, NUL and non-UTF-8 bytes, counts that are negative, not numbers,
//!   `10^18` or past `u64`, and 100 MB inputs (one huge line, floods of bad grids, 100 MB of
//!   valid grids).
//!
//! Every run is killed after `CPU_SECS` of CPU time (or `WALL_SECS` on the clock, for a run that
//! blocks) and has its address space bounded (`MEMORY_KIB`, Unix): a hang, or an allocation that
//! follows a huge declared size, fails the test. The guards catch hangs, they are no speed
//! target: the slowest runs here (100 MB of solved grids, the empty SP13980 grid) take about 5 s
//! of CPU in a judge build, and CPU time does not grow when the machine is busy. Every run
//! must end with exit code 0 or 1 (never a panic, an abort or a signal), print at most
//! `MAX_STDERR` bytes on stderr, and give a message on stderr whenever it exits with 1.

use crate::common::problems::{self, PROBLEMS};
use crate::common::verdict::*;
use crate::common::*;
use dlx_judge::rng::Rng;
use std::time::Duration;

/// A spinning run is killed after this much CPU time.
const CPU_SECS: u64 = 60;
/// A blocked run is killed after this long on the clock.
const WALL_SECS: u64 = 900;
/// 1 GiB of address space: ten times the largest input here.
const MEMORY_KIB: u64 = 1 << 20;
const MB100: usize = 100_000_000;
const BOM: &str = "\u{feff}";

struct Case {
    name: String,
    input: Box<dyn Fn() -> Vec<u8>>,
    want: Want,
}

fn case(name: impl Into<String>, input: impl AsRef<[u8]>, want: Want) -> Case {
    let input = input.as_ref().to_vec();
    Case {
        name: name.into(),
        input: Box::new(move || input.clone()),
        want,
    }
}

/// A case whose (large) input is made only when it runs.
fn big(name: impl Into<String>, input: impl Fn() -> Vec<u8> + 'static, want: Want) -> Case {
    Case {
        name: name.into(),
        input: Box::new(input),
        want,
    }
}

/// Runs `cases` through `bin`; returns what fails.
fn try_cases(bin: &str, cases: Vec<Case>) -> Vec<String> {
    let limits = Limits {
        timeout: Duration::from_secs(WALL_SECS),
        cpu: Some(Duration::from_secs(CPU_SECS)),
        memory_kib: Some(MEMORY_KIB),
        keep_stdout: 200 << 20,
        keep_stderr: MAX_STDERR + 1,
    };
    let mut failures = Vec::new();
    let problem = problems::problem(bin);
    for c in &cases {
        let input = (c.input)();
        let keep_stdout = match c.want.stdout {
            Stdout::Unread => 0,
            _ => limits.keep_stdout,
        };
        let got = run_limited(
            bin,
            &input,
            Limits {
                keep_stdout,
                ..limits
            },
        );
        eprintln!(
            "{}: {}: exit {:?}, {:.2?}, {} bytes out, {} on stderr",
            bin, c.name, got.run.code, got.elapsed, got.stdout_len, got.stderr_len
        );
        if let Err(e) = verdict(problem, &input, &c.want, &got) {
            failures.push(format!("{} on {}: {}", bin, c.name, e));
        }
    }
    failures
}

fn run_cases(bin: &str, cases: Vec<Case>) {
    let n = cases.len();
    let failures = try_cases(bin, cases);
    assert!(
        failures.is_empty(),
        "{} of {} inputs fail:\n{}",
        failures.len(),
        n,
        failures.join("\n\n")
    );
}

// ---- expected outputs ----

fn nothing() -> Stdout {
    same("")
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

// ---- rewriting a clean input ----

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join("samples").join(rel))
        .unwrap_or_else(|e| panic!("samples/{}: {}", rel, e))
}

fn map_lines(text: &str, f: impl Fn(&str) -> String) -> String {
    text.lines().map(|l| f(l) + "\n").collect()
}

/// The layouts every judge's reader takes: each a name and a rewrite of a clean input.
fn layouts(clean: &str) -> Vec<(&'static str, String)> {
    let spaced = |t: &str| map_lines(t, |l| format!(" \t{}  \t", l.replace(' ', " \t  ")));
    let blank = |t: &str| format!("\n \n{}", t.replace('\n', "\n\n\t\n"));
    let crlf = |t: &str| t.replace('\n', "\r\n");
    vec![
        ("a UTF-8 byte order mark", format!("{}{}", BOM, clean)),
        ("CRLF line ends", crlf(clean)),
        ("tabs and extra spaces", spaced(clean)),
        ("blank lines", blank(clean)),
        ("no final newline", clean.trim_end().to_string()),
        (
            "all of these at once",
            format!("{}{}", BOM, crlf(&blank(&spaced(clean))).trim_end()),
        ),
    ]
}

/// `cells` (a string of one-byte cells) written `per_line` to a line, `sep` between them.
fn rows(cells: &str, per_line: usize, sep: &str) -> String {
    let cells: Vec<String> = cells.chars().map(String::from).collect();
    cells.chunks(per_line).map(|r| r.join(sep) + "\n").collect()
}

/// The clean input's layouts and `extra` variants: each must give the clean answer.
fn forgiving(clean: &str, extra: Vec<(&'static str, String)>, check: fn() -> Stdout) -> Vec<Case> {
    layouts(clean)
        .into_iter()
        .chain(extra)
        .map(|(name, input)| case(name, input, answer(check())))
        .collect()
}

// ---- every bin, whatever its problem ----

/// Every bin on its official sample (`samples/<bin>/sample-1.in`) behind a byte order mark, with
/// CRLF line ends, with spaces at line ends, without the final newline: exit code 0 and the
/// output the judge accepts for the clean sample's.
#[test]
fn every_bin_reads_its_sample_in_any_line_ending() {
    let mut failures = Vec::new();
    for bin in PROBLEMS.iter().map(|p| p.name) {
        let dir = root().join("samples").join(bin);
        let clean = match std::fs::read_to_string(dir.join("sample-1.in")) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{}: no samples/{}/sample-1.in: {}", bin, bin, e));
                continue;
            }
        };
        let want = run(bin, clean.as_bytes());
        if want.code != Some(0) {
            failures.push(format!("{} on its sample: exit code {:?}", bin, want.code));
            continue;
        }
        let variants = [
            ("a byte order mark", format!("{}{}", BOM, clean)),
            ("CRLF", clean.replace('\n', "\r\n")),
            (
                "spaces at line ends",
                map_lines(&clean, |l| format!("{} \t ", l)),
            ),
            ("no final newline", clean.trim_end().to_string()),
        ];
        for (name, input) in variants.iter() {
            let got = run(bin, input.as_bytes());
            let result = match got.code {
                Some(0) => judge_compare(&got.stdout, &want.stdout),
                code => Err(format!("exit code {:?}: {}", code, got.stderr_text())),
            };
            if let Err(e) = result {
                failures.push(format!("{} on its sample with {}: {}", bin, name, e));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Every bin on inputs no problem has: nothing, seeded random bytes, random digits and letters,
/// a number past `u64`, floods of NULs: whatever the exit code (0 or 1), no panic, no hang, no
/// unbounded memory, a bounded stderr, and a message when it exits with 1.
#[test]
fn every_bin_survives_garbage() {
    let mut rng = Rng(0x9a7b_a9e0);
    let random: Vec<u8> = (0..1 << 20).map(|_| rng.bits() as u8).collect();
    let alnum: Vec<u8> = (0..1 << 20)
        .map(|_| {
            let alphabet = b"0123456789 .-ABCDEFGHIJKLMNOP\n";
            alphabet[rng.below(alphabet.len())]
        })
        .collect();
    let mut failures = Vec::new();
    for bin in PROBLEMS.iter().map(|p| p.name) {
        let mut cases = vec![
            case("empty input", "", either(Stdout::Unread)),
            case(
                "1 MiB of random bytes",
                random.clone(),
                either(Stdout::Unread),
            ),
            case(
                "1 MiB of random cells and digits",
                alnum.clone(),
                either(Stdout::Unread),
            ),
            case(
                "a number past u64",
                "99999999999999999999999999\n",
                either(Stdout::Unread),
            ),
            case("NUL bytes only", vec![0u8; 1 << 20], either(Stdout::Unread)),
        ];
        cases.push(big(
            "100 MB of 1s",
            || vec![b'1'; MB100],
            either(Stdout::Unread),
        ));
        failures.extend(try_cases(bin, cases));
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

// ---- P10482 ----

const P9: &str =
    ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
const P9_ANSWER: &str =
    "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
/// The official sample's second puzzle.
const P9B: &str =
    "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.";
const P9B_ANSWER: &str =
    "416837529982465371735129468571298643293746185864351297647913852359682714128574936";
/// No clash, but row 1, column 1 has no candidate: 2-9 in its row, 1 in its box.
fn p9_unsolvable() -> String {
    format!(".23456789{}{}", "1........", ".".repeat(63))
}

/// P9 with the cell at `at` replaced by `with` (bytes, to allow any).
fn p9_with(at: usize, with: &[u8]) -> Vec<u8> {
    [&P9.as_bytes()[..at], with, &P9.as_bytes()[at + 1..]].concat()
}

fn p10482_clean() -> Stdout {
    same(format!("{}\n{}\n", P9_ANSWER, P9B_ANSWER))
}

#[test]
fn p10482_reads_what_the_judges_read() {
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
    run_cases("p10482", cases);
}

#[test]
fn p10482_keeps_the_place_of_a_bad_grid() {
    let (a, b) = (Some(P9_ANSWER), Some(P9B_ANSWER));
    let around =
        |bad: &[u8]| [P9.as_bytes(), b"\n", bad, b"\n", P9B.as_bytes(), b"\nend\n"].concat();
    let mut cases = Vec::new();
    let bad_grids: Vec<(&str, Vec<u8>)> = vec![
        ("a letter x in a grid", p9_with(80, b"x")),
        ("a NUL byte in a grid", p9_with(3, b"\0")),
        ("a non-UTF-8 byte in a grid", p9_with(0, b"\xff")),
        ("a `-` in a grid", p9_with(40, b"-")),
        ("clashing givens (2 twice in row 1)", p9_with(0, b"2")),
        ("a grid without solution", p9_unsolvable().into_bytes()),
    ];
    for (name, grid) in &bad_grids {
        cases.push(case(
            format!("{}, between good grids", name),
            around(grid),
            bad(&[2], p10482_out(&[a, None, b])),
        ));
    }
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
    run_cases("p10482", cases);
}

#[test]
fn p10482_survives_hostile_input() {
    run_cases(
        "p10482",
        vec![
            big(
                "100 MB of newlines",
                || vec![b'\n'; MB100],
                answer(nothing()),
            ),
            big(
                "one 100 MB line of 5s (grids that clash)",
                || vec![b'5'; MB100],
                error(&[]),
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
        ],
    );
}

// ---- UVA1309 and SP1110 (16x16) ----

/// The 4 grids of the POJ 3076 judge data and their answers, each as 16 lines.
fn poj3076() -> (Vec<String>, Vec<String>) {
    let grids = |rel: &str| -> Vec<String> {
        let lines = judge_lines(read(rel).as_bytes());
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
    let bad_grids: Vec<(&str, Vec<u8>)> = vec![
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
    let mut cases = Vec::new();
    for (name, grid) in &bad_grids {
        let input = [
            head(3).as_bytes(),
            sample,
            b"\n",
            grid,
            b"\n",
            grids[0].as_bytes(),
        ]
        .concat();
        cases.push(case(
            format!("{}, between good grids", name),
            input,
            bad(&[2], grids16_out(&[s, None, p])),
        ));
    }
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

#[test]
fn uva1309_reads_what_the_judges_read() {
    let clean = read("uva1309/poj3076.in");
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
    run_cases("uva1309", cases);
}

#[test]
fn uva1309_keeps_the_place_of_a_bad_grid() {
    run_cases("uva1309", keeps_place16(|_| String::new()));
}

#[test]
fn uva1309_survives_hostile_input() {
    let mut cases = floods16("");
    cases.push(big(
        "100 MB of newlines",
        || vec![b'\n'; MB100],
        answer(nothing()),
    ));
    run_cases("uva1309", cases);
}

#[test]
fn sp1110_reads_what_the_judges_read() {
    let clean = format!("4\n{}", read("uva1309/poj3076.in"));
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
        read("sp1110/sample-1.in"),
        answer(same(read("sp1110/sample-1.out"))),
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
    run_cases("sp1110", cases);
}

#[test]
fn sp1110_keeps_the_place_of_a_bad_grid() {
    run_cases("sp1110", keeps_place16(|k| format!("{}\n", k)));
}

#[test]
fn sp1110_survives_hostile_input() {
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
    run_cases("sp1110", cases);
}

/// A count (`count`, SP1110's K or SP13980's T) of 1, then 100 MB of spaces: no instance, a note.
fn one_then_spaces(count: &str) -> Case {
    big(
        format!("{} = 1 and 100 MB of spaces", count),
        || [b"1\n".to_vec(), vec![b' '; MB100]].concat(),
        note(&[], nothing()),
    )
}

// ---- SP13980 ----

fn sudogob_out() -> Stdout {
    same(read("sp13980/sample-1.out"))
}

/// The official sample's grids (81 numbers each, as text) and answers (as lines).
fn sudogob() -> (Vec<Vec<String>>, Vec<String>) {
    let input = read("sp13980/sample-1.in");
    let numbers: Vec<String> = input.split_whitespace().skip(1).map(String::from).collect();
    assert_eq!(numbers.len(), 3 * 81);
    let grids = numbers.chunks(81).map(|g| g.to_vec()).collect();
    let out = judge_lines(read("sp13980/sample-1.out").as_bytes());
    // Counts 1 (and the grid), 0, 2.
    assert_eq!(out.len(), 12);
    let answers = vec![out[..10].join("\n"), out[10].clone(), out[11].clone()];
    (grids, answers)
}

fn grid_text(g: &[String], per_line: usize, sep: &str) -> String {
    g.chunks(per_line).map(|r| r.join(sep) + "\n").collect()
}

#[test]
fn sp13980_reads_what_the_judges_read() {
    let clean = read("sp13980/sample-1.in");
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
    run_cases("sp13980", cases);
}

#[test]
fn sp13980_keeps_the_place_of_a_bad_grid() {
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
    run_cases("sp13980", cases);
}

#[test]
fn sp13980_survives_hostile_input() {
    let one = |t: &str| {
        format!(
            "{}\n{}",
            t,
            read("sp13980/sample-1.in").split_once('\n').unwrap().1
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
    cases.push(case(
        "the empty grid (6.67 * 10^21 solutions): never hangs",
        format!("1\n{}", "0 0 0 0 0 0 0 0 0\n".repeat(9)),
        bad(&[1], Stdout::With(aligned(vec![Block::Held(Some(1))]))),
    ));
    // Read as cells, a grid of 7s (count 0), the rest ignored.
    cases.push(big(
        "one 100 MB number",
        || [b"1\n".to_vec(), vec![b'7'; MB100]].concat(),
        answer(same("0")),
    ));
    cases.push(one_then_spaces("T"));
    run_cases("sp13980", cases);
}

// ---- P4929 ----

/// Expects `No Solution!`.
fn no_solution() -> Stdout {
    same("No Solution!")
}

/// Expects an exact cover of `input`'s matrix (any order of rows), not `No Solution!`.
fn cover_of(input: &str) -> Stdout {
    let input = input.to_string();
    Stdout::With(Box::new(move |out: &[u8]| {
        if judge_lines(out).iter().any(|l| l.trim() == "No Solution!") {
            return Err("says No Solution! but an exact cover exists".to_string());
        }
        problems::problem("p4929").check(input.as_bytes(), out)
    }))
}

const P4929_SAMPLE: &str = "3 3\n0 0 1\n1 0 0\n0 1 0\n";

fn p4929_sample_cover() -> Stdout {
    cover_of(P4929_SAMPLE)
}

fn knuth_cover() -> Stdout {
    cover_of(&read("p4929/knuth-6x7.in"))
}

/// The values of a P4929 input written `per_line` to a line, `sep` between them.
fn p4929_layout(input: &str, per_line: usize, sep: &str) -> String {
    let mut tokens = input.split_whitespace();
    let head = format!("{} {}\n", tokens.next().unwrap(), tokens.next().unwrap());
    head + &rows(&tokens.collect::<String>(), per_line, sep)
}

#[test]
fn p4929_reads_what_the_judges_read() {
    let knuth = read("p4929/knuth-6x7.in");
    let variants = |clean: &str, m: usize| -> Vec<(&'static str, String)> {
        vec![
            ("values without blanks", p4929_layout(clean, m, "")),
            ("all values on one line", p4929_layout(clean, 1000, " ")),
            ("one value a line", p4929_layout(clean, 1, "")),
            (
                "values without blanks, all on the line of N M",
                p4929_layout(clean, 1000, "").replacen('\n', " ", 1),
            ),
            ("data after the matrix", format!("{}1 0 1\nx\n", clean)),
            (
                "data after the matrix, no blanks",
                format!("{}111x", p4929_layout(clean, m, "")),
            ),
        ]
    };
    let mut cases = forgiving(P4929_SAMPLE, variants(P4929_SAMPLE, 3), p4929_sample_cover);
    cases.extend(forgiving(&knuth, variants(&knuth, 7), knuth_cover));
    cases.push(case(
        "official sample 2 (no cover), values without blanks",
        p4929_layout(&read("p4929/sample-2.in"), 1000, ""),
        answer(same(read("p4929/sample-2.out"))),
    ));
    cases.push(case(
        "n = 0, m = 0: the empty cover",
        "0 0\n",
        answer(nothing()),
    ));
    cases.push(case("m = 0: the empty cover", "3 0\n", answer(nothing())));
    cases.push(case(
        "n = 0, m = 3: no cover",
        "0 3\n",
        answer(no_solution()),
    ));
    let identity500 = {
        let mut s = String::from("500 500\n");
        for r in 0..500 {
            let row: Vec<&str> = (0..500).map(|c| if c == r { "1" } else { "0" }).collect();
            s.push_str(&row.join(" "));
            s.push('\n');
        }
        s
    };
    cases.push(case(
        "500x500 identity",
        identity500.clone(),
        answer(cover_of(&identity500)),
    ));
    cases.push(case(
        "500x500 zeros",
        format!(
            "500 500\n{}",
            format!("{}0\n", "0 ".repeat(499)).repeat(500)
        ),
        answer(no_solution()),
    ));
    run_cases("p4929", cases);
}

#[test]
fn p4929_survives_hostile_input() {
    let mut cases = Vec::new();
    for (name, input) in [
        ("a 2", "3 3\n0 0 1\n1 0 2\n0 1 0\n"),
        ("a letter", "3 3\n0 0 1\n1 0 a\n0 1 0\n"),
        ("a NUL byte", "3 3\n0 0 1\n1 0 \0\n0 1 0\n"),
        ("-1", "3 3\n0 0 1\n1 0 -1\n0 1 0\n"),
    ] {
        cases.push(case(format!("value {}", name), input, error(&[])));
    }
    cases.push(case(
        "a non-UTF-8 value",
        b"3 3\n0 0 1\n1 0 \xff\n0 1 0\n",
        error(&[]),
    ));
    // Short input (fewer values than N*M), a size that is no count or more than the input
    // holds: an error naming it, as the samples' `X.err` files hold it.
    for (name, input, message) in [
        (
            "fewer rows than N",
            "3 3\n0 0 1\n1 0 0\n",
            "row 3: the input ends after 0",
        ),
        (
            "the last row cut short",
            "3 3\n0 0 1\n1 0 0\n0 1\n",
            "row 3: the input ends after 2 of its 3 values",
        ),
        ("only N", "3\n", "the input ends before M"),
        ("empty input", "", "the input ends before N"),
        (
            "N negative",
            "-1 3\n1 1 1\n",
            "N must be a non-negative integer, found '-1'",
        ),
        (
            "M negative",
            "1 -3\n1 1 1\n",
            "M must be a non-negative integer, found '-3'",
        ),
        (
            "N not a number",
            "x 3\n1 1 1\n",
            "N must be a non-negative integer, found 'x'",
        ),
        (
            "M not a number",
            "1 y\n1 1 1\n",
            "M must be a non-negative integer, found 'y'",
        ),
        (
            "N = 10^18",
            "1000000000000000000 3\n1 1 1\n",
            "need 3000000000000000000 values, but the input is 28 bytes long",
        ),
        (
            "M = 10^18",
            "1 1000000000000000000\n1 1 1\n",
            "need 1000000000000000000 values, but the input is 28 bytes long",
        ),
        (
            "N = M = 10^9",
            "1000000000 1000000000\n1 1 1\n",
            "need 1000000000000000000 values",
        ),
        (
            "N = M = 2^32 (N*M past 64 bits)",
            "4294967296 4294967296\n1\n",
            "need more than 2^64 values",
        ),
        (
            "N = 2^32 + 1 (1 in 32 bits)",
            "4294967297 1\n1\n",
            "need 4294967297 values",
        ),
        (
            "N = 2^64 + 1",
            "18446744073709551617 1\n1\n",
            "N must be a non-negative integer, found '18446744073709551617'",
        ),
    ] {
        cases.push(case(name, input, error(&[message])));
    }
    cases.push(big(
        "2 x 2 in one 100 MB run of 1s (values without blanks, then data)",
        || [b"2 2\n".to_vec(), vec![b'1'; MB100]].concat(),
        answer(cover_of("2 2\n1 1\n1 1\n")),
    ));
    cases.push(big(
        "100 MB of zeros: one row, 50 million columns",
        || {
            let mut v = b"1 50000000\n".to_vec();
            v.extend_from_slice(&b"0 ".repeat(MB100 / 2));
            v
        },
        answer(no_solution()),
    ));
    run_cases("p4929", cases);
}

// ---- P4205 ----

/// Inputs that end before the 55th cell: `No solution`, a note on stderr, exit code 0.
#[test]
fn p4205_notes_a_short_input() {
    let sample = read("p4205/sample-1.in").into_bytes();
    for input in [
        &b""[..],
        b"\xEF\xBB\xBF",
        b"\n\n",
        &sample[..sample.len() - 3],
    ] {
        let got = run("p4205", input);
        assert_eq!(got.code, Some(0), "{:?}", input);
        assert_eq!(judge_lines(&got.stdout), ["No solution"], "{:?}", input);
        assert!(
            got.stderr_text().contains("the input ends after"),
            "{}",
            got.stderr_text()
        );
    }
}

// ---- the function judges' files (LeetCode 37, 51, 52; Codewars) ----

/// A 9x9 grid (P10482's line) as a Sudoku function file prints it: LeetCode's list of lists of
/// strings, or Rust's `{:?}` of `[[u8; 9]; 9]` (Codewars).
fn site_line(grid: &str, leetcode: bool) -> String {
    let g = grid9_from_line(grid);
    match leetcode {
        true => problems::site_text(&g, true),
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

/// The Sudoku function file `bin` (LeetCode's format or not) on the clean input's layouts and
/// the site's own: a name and `=` before each puzzle (`name`), a Rust array.
fn sudoku_function_reads(bin: &str, leetcode: bool, name: &str, check: fn() -> Stdout) {
    let text = |g: &str| problems::site_text(&grid9_from_line(g), leetcode);
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
    run_cases(bin, cases);
}

#[test]
fn sudoku_functions_read_what_the_sites_print() {
    sudoku_function_reads("lc37", true, "board", lc37_clean);
    sudoku_function_reads("codewars_sudoku", false, "puzzle", codewars_clean);
}

#[test]
fn sudoku_functions_keep_the_place_of_a_bad_puzzle() {
    for &(bin, leetcode) in [("lc37", true), ("codewars_sudoku", false)].iter() {
        let (a, b) = (Some(P9_ANSWER), Some(P9B_ANSWER));
        let text = |g: &str| problems::site_text(&grid9_from_line(g), leetcode);
        let clash = format!("22{}", &P9[2..]);
        let mut cases = Vec::new();
        for (what, broken) in [
            ("clashing givens", text(&clash)),
            ("no solution", text(&p9_unsolvable())),
            ("a letter for a cell", text(P9).replacen('8', "x", 1)),
            ("a NUL byte for a cell", text(P9).replacen('8', "\0", 1)),
        ] {
            cases.push(case(
                format!("{}, between good puzzles", what),
                format!("{}{}{}", text(P9), broken, text(P9B)),
                bad(&[2], site_answers(&[a, None, b], leetcode)),
            ));
        }
        run_cases(bin, cases);
    }
}

const LC51_FOUR: &str = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;

fn lc51_clean() -> Stdout {
    same(format!("{}\n[[\"Q\"]]\n", LC51_FOUR))
}

fn lc52_clean() -> Stdout {
    same("2\n1\n")
}

/// The queens function file `bin` on LeetCode's layouts, and on bad arguments among good ones:
/// `four` and `one` answer `n = 4` and `n = 1`, `held` holds a bad argument's place.
fn queens_function_reads(bin: &str, (four, one, held): (&str, &str, &str), check: fn() -> Stdout) {
    let extra = vec![
        ("without names", "4\n1\n".to_string()),
        ("on one line", "n = 4 n = 1".to_string()),
        ("names and values apart", "n\n=\n4\n\nn =\n1".to_string()),
    ];
    let mut cases = forgiving("n = 4\nn = 1\n", extra, check);
    cases.push(case("empty input", "", answer(nothing())));
    for (what, arg) in [
        ("n = 0", "0"),
        ("n = 13", "13"),
        ("n negative", "-4"),
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
    run_cases(bin, cases);
}

#[test]
fn queens_functions_read_what_leetcode_prints_and_keep_bad_places() {
    queens_function_reads("lc51", (LC51_FOUR, "[[\"Q\"]]", "[]"), lc51_clean);
    queens_function_reads("lc52", ("2", "1", "0"), lc52_clean);
}

// ---- P1219, P1562, ABC322 D, ABC345 D: one instance an input ----

/// A file that answers one instance an input, on its clean input in every layout a judge's
/// reader takes and `extra` ones (each given the clean `answer`), on inputs that break the
/// promise (`bad`: a name, the input, words of the message; exit code 1, nothing judged), and on
/// floods: 100 MB of blanks (no instance: a note) and a 100 MB first token (not a number, or
/// cells that are no cells: exit code 1).
fn one_instance(
    bin: &str,
    clean: &str,
    answer_text: &str,
    extra: Vec<(&'static str, String)>,
    broken: Vec<(&str, String, &str)>,
) {
    let mut cases: Vec<Case> = layouts(clean)
        .into_iter()
        .chain(extra)
        .map(|(name, input)| case(name, input, answer(same(answer_text))))
        .collect();
    for (name, input, words) in broken {
        cases.push(case(name, input, error(&[words])));
    }
    cases.push(big(
        "100 MB of blanks",
        || b" \n".repeat(MB100 / 2),
        note(&[], nothing()),
    ));
    cases.push(big(
        "a 100 MB first token",
        || vec![b'7'; MB100],
        error(&[]),
    ));
    cases.push(big(
        "a clean input, then 100 MB of anything",
        {
            let clean = clean.to_string();
            move || [clean.as_bytes(), &vec![b'#'; MB100]].concat()
        },
        answer(same(answer_text)),
    ));
    run_cases(bin, cases);
}

#[test]
fn p1219_reads_n_in_any_layout_and_refuses_what_is_not_an_n() {
    let six = read("p1219/sample-1.out");
    one_instance(
        "p1219",
        "6\n",
        &six,
        vec![("n and words after it", "6 7 8\nx\n".to_string())],
        vec![
            ("n = 0", "0\n".to_string(), "n = 0 is outside 1-14"),
            ("n = 15", "15\n".to_string(), "n = 15 is outside 1-14"),
            (
                "n = 10^30",
                format!("1{}\n", "0".repeat(30)),
                "is not a number",
            ),
            ("n negative", "-6\n".to_string(), "is not a number"),
            ("n = 6.0", "6.0\n".to_string(), "is not a number"),
        ],
    );
}

#[test]
fn p1562_reads_a_board_in_any_layout_and_refuses_a_bad_square() {
    let sample = read("p1562/sample-1.in");
    one_instance(
        "p1562",
        &sample,
        "1\n",
        vec![
            ("the board on one line", "4 **.*************".to_string()),
            ("N on the first row's line", sample.replacen('\n', " ", 1)),
            ("text after the board", format!("{}x y\n", sample)),
        ],
        vec![
            ("N = 0", "0\n".to_string(), "N = 0 is outside 1-14"),
            (
                "N = 2^64",
                "18446744073709551616\n*".to_string(),
                "not a number",
            ),
            (
                "a `Q` for a square",
                sample.replacen("**.*", "**Q*", 1),
                "line 2: 'Q' in row 1, column 3",
            ),
            (
                "a NUL byte for a square",
                sample.replacen('.', "\0", 1),
                "byte 0x00 in row 1, column 3",
            ),
        ],
    );
}

#[test]
fn abc322d_reads_pictures_in_any_layout_and_refuses_broken_pieces() {
    let sample = read("abc322d/sample-1.in");
    let rows: Vec<&str> = sample.lines().collect();
    let with_rows = |from: usize, new: &[&str]| {
        let mut r = rows.clone();
        r[from..from + new.len()].copy_from_slice(new);
        r.join("\n") + "\n"
    };
    one_instance(
        "abc322d",
        &sample,
        "Yes\n",
        vec![
            (
                "each picture on one line",
                rows.chunks(4).map(|p| p.concat() + "\n").collect(),
            ),
            ("all 48 cells on one line", rows.concat()),
            ("text after the 48th cell", format!("{}#.#.\n", sample)),
        ],
        vec![
            (
                "an `x` for a cell",
                with_rows(0, &["..x."]),
                "line 1: 'x' in piece 1, row 1, column 3",
            ),
            (
                "an empty piece",
                with_rows(8, &["....", "....", "....", "...."]),
                "lines 9-12: piece 3 has no square",
            ),
            (
                "a piece in two parts",
                with_rows(4, &["#...", "....", "....", "..##"]),
                "lines 5-8: piece 2 is not connected",
            ),
        ],
    );
}

#[test]
fn abc345d_reads_numbers_in_any_layout_and_refuses_what_breaks_the_limits() {
    let sample = read("abc345d/sample-1.in");
    one_instance(
        "abc345d",
        &sample,
        "Yes\n",
        vec![
            ("all on one line", sample.replace('\n', " ")),
            ("words after the last tile", format!("{}6 6\nx\n", sample)),
        ],
        vec![
            (
                "N = 8",
                "8 1 1\n".to_string(),
                "line 1: N = 8 is outside 1-7",
            ),
            (
                "W = 0",
                "1 1 0\n1 1\n".to_string(),
                "line 1: W = 0 is outside 1-10",
            ),
            (
                "a side of 11",
                "2 5 5\n1 1\n5 11\n".to_string(),
                "line 3: B_2 = 11 is outside 1-10",
            ),
            (
                "a side past u64",
                "1 5 5\n99999999999999999999 1\n".to_string(),
                "line 2: A_1 = \"99999999999999999999\" is not a number",
            ),
            ("N negative", "-1 5 5\n".to_string(), "is not a number"),
        ],
    );
}
