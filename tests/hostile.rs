//! Hostile input for every bin: empty and truncated input, wrong lengths, bytes outside the
//! alphabet, NUL and non-UTF-8 bytes, counts that are negative, not numbers or absurdly large,
//! and 100 MB inputs.
//!
//! Every run is killed after `TIMEOUT_SECS` and has its address space bounded (`MEMORY_KIB`,
//! Unix): a hang or an allocation that follows a huge declared size fails the test. Every run,
//! valid or not, must end with exit code 0 or 1 (never a panic, an abort or a signal), print at
//! most `MAX_STDERR` bytes on stderr, and start each stderr line with `<bin>: `. Then:
//! - malformed input: exit code 1 and a message on stderr;
//! - valid input (even odd-looking, like an empty matrix): exit code 0, empty stderr and the
//!   right answer;
//! - where either reading is defensible (zero grids, a count too large to enumerate): a right
//!   answer or a clean error.

mod common;

use common::*;
use std::time::Duration;

const TIMEOUT_SECS: u64 = 20;
/// 1 GiB of address space: ten times the largest input here.
const MEMORY_KIB: u64 = 1 << 20;
/// A flood of bad input gets a bounded report.
const MAX_STDERR: usize = 1 << 20;
const MB100: usize = 100_000_000;

type Check = fn(&[u8]) -> Result<(), String>;

enum Want {
    /// Malformed: exit code 1, a message on stderr (containing the text, if given).
    Error(Option<&'static str>),
    /// Malformed, but the valid part must still be answered: exit code 1, and stdout passes.
    ErrorAnd(Check),
    /// Valid: exit code 0, empty stderr, stdout passes.
    Answer(Check),
    /// Either reading is defensible: `Answer(check)` or `Error(None)`.
    AnswerOrError(Check),
}

struct Case {
    name: &'static str,
    input: Box<dyn Fn() -> Vec<u8>>,
    want: Want,
}

fn case(name: &'static str, input: impl AsRef<[u8]>, want: Want) -> Case {
    let input = input.as_ref().to_vec();
    Case {
        name,
        input: Box::new(move || input.clone()),
        want,
    }
}

/// A case whose (large) input is made only when it runs.
fn big(name: &'static str, input: fn() -> Vec<u8>, want: Want) -> Case {
    Case {
        name,
        input: Box::new(input),
        want,
    }
}

fn error() -> Want {
    Want::Error(None)
}

/// What is wrong with one run, if anything.
fn verdict(bin: &str, want: &Want, got: &LimitedRun) -> Result<(), String> {
    if got.timed_out {
        return Err(format!("hangs: killed after {:?}", got.elapsed));
    }
    if let Some(sig) = got.signal {
        return Err(format!(
            "killed by signal {} (6: abort, a panic or a failed allocation); stderr:\n{}",
            sig,
            got.run.stderr_text()
        ));
    }
    let stderr = got.run.stderr_text();
    if stderr.contains("panicked") || got.run.code == Some(101) || got.run.code == Some(134) {
        return Err(format!(
            "panics (exit code {:?}):\n{}",
            got.run.code, stderr
        ));
    }
    if got.stderr_len > MAX_STDERR {
        return Err(format!(
            "{} bytes on stderr (at most {}): a flood of messages",
            got.stderr_len, MAX_STDERR
        ));
    }
    let prefix = format!("{}: ", bin);
    if let Some(line) = stderr
        .lines()
        .find(|l| !l.trim().is_empty() && !l.starts_with(&prefix))
    {
        return Err(format!(
            "stderr line without the {:?} prefix: {:?}",
            prefix, line
        ));
    }
    let as_error = |text: Option<&str>| -> Result<(), String> {
        if got.run.code != Some(1) {
            return Err(format!(
                "exit code {:?}, expected 1 (malformed input); stdout starts {:?}",
                got.run.code,
                head(&got.run.stdout)
            ));
        }
        if stderr.trim().is_empty() {
            return Err("exit code 1 but no message on stderr".to_string());
        }
        match text {
            Some(t) if !stderr.contains(t) => {
                Err(format!("stderr lacks {:?}; it was:\n{}", t, stderr))
            }
            _ => Ok(()),
        }
    };
    let as_answer = |check: Check| -> Result<(), String> {
        if got.run.code != Some(0) || !got.run.stderr.is_empty() {
            return Err(format!(
                "exit code {:?} on valid input, stderr:\n{}",
                got.run.code, stderr
            ));
        }
        check(&got.run.stdout)
    };
    match *want {
        Want::Error(text) => as_error(text),
        Want::ErrorAnd(check) => as_error(None).and_then(|_| check(&got.run.stdout)),
        Want::Answer(check) => as_answer(check),
        Want::AnswerOrError(check) => match got.run.code {
            Some(1) => as_error(None),
            _ => as_answer(check),
        },
    }
}

fn head(bytes: &[u8]) -> String {
    String::from_utf8_lossy(&bytes[..bytes.len().min(200)]).into_owned()
}

fn run_cases(bin: &str, cases: Vec<Case>) {
    let limits = Limits {
        timeout: Duration::from_secs(TIMEOUT_SECS),
        memory_kib: Some(MEMORY_KIB),
        keep_stdout: 200 << 20,
        keep_stderr: MAX_STDERR + 1,
    };
    let mut failures = Vec::new();
    for c in &cases {
        let got = run_limited(bin, (c.input)(), limits);
        eprintln!(
            "{}: {}: exit {:?}, {:.2?}, {} bytes out, {} on stderr",
            bin, c.name, got.run.code, got.elapsed, got.stdout_len, got.stderr_len
        );
        if let Err(e) = verdict(bin, &c.want, &got) {
            failures.push(format!("{} on {}: {}", bin, c.name, e));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} hostile inputs fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

// ---- answers ----

fn nothing(out: &[u8]) -> Result<(), String> {
    match judge_lines(out).is_empty() {
        true => Ok(()),
        false => Err(format!("expected no output, got {:?}", head(out))),
    }
}

fn lines_with(out: &[u8], want: &[&str]) -> Result<(), String> {
    let got = judge_lines(out);
    if got.iter().map(|l| l.trim_end()).eq(want.iter().copied()) {
        Ok(())
    } else {
        Err(format!("expected {:?}, got {:?}", want, head(out)))
    }
}

/// Replaces every `from` byte of `text` with `to` at the `n`-th (0-based) occurrence only.
fn replace_nth(text: &str, from: u8, to: &[u8], n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut seen = 0;
    for &b in text.as_bytes() {
        if b == from {
            if seen == n {
                out.extend_from_slice(to);
            } else {
                out.push(b);
            }
            seen += 1;
        } else {
            out.push(b);
        }
    }
    out
}

// ---- P10482 ----

const P9: &str =
    ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
const P9_ANSWER: &str =
    "527389416819426735436751829375692184194538267268174593643217958951843672782965341";

fn p9_answer(out: &[u8]) -> Result<(), String> {
    lines_with(out, &[P9_ANSWER])
}

/// 100 MB of the same solved grid, one per line: each line must come back as it is.
fn p9_full_grids(out: &[u8]) -> Result<(), String> {
    let lines = judge_lines(out);
    let want = MB100 / 82;
    if lines.len() != want {
        return Err(format!("{} lines, expected {}", lines.len(), want));
    }
    match lines.iter().position(|l| l != P9_ANSWER) {
        Some(k) => Err(format!("line {} is {:?}", k + 1, lines[k])),
        None => Ok(()),
    }
}

#[test]
fn p10482_survives_hostile_input() {
    let short = &P9[..40];
    run_cases(
        "p10482",
        vec![
            case("empty input", "", Want::Answer(nothing)),
            case("only `end`", "end\n", Want::Answer(nothing)),
            case(
                "text after `end` is ignored",
                b"end\n\x00\xff garbage\n",
                Want::Answer(nothing),
            ),
            case(
                "a grid line of 40 cells",
                format!("{}\n", short),
                Want::Error(Some("line 1")),
            ),
            case(
                "a grid line of 82 cells",
                format!("{}1\nend\n", P9),
                Want::Error(Some("line 1")),
            ),
            case(
                "letter x in a grid",
                format!("{}\n{}x\n", P9, &P9[..80]),
                Want::ErrorAnd(p9_answer),
            ),
            case(
                "digit 0 (P10482 uses '.')",
                format!("0{}\n", &P9[1..]),
                Want::Error(Some("line 1")),
            ),
            case(
                "a tab in a grid",
                format!("{}\t{}\n", &P9[..40], &P9[41..]),
                error(),
            ),
            case(
                "a NUL byte in a grid",
                replace_nth(P9, b'.', b"\0", 3),
                error(),
            ),
            case(
                "non-UTF-8 bytes in a grid",
                replace_nth(P9, b'.', b"\xff", 0),
                error(),
            ),
            case(
                "a UTF-8 byte-order mark",
                format!("\u{feff}{}\n", P9),
                Want::AnswerOrError(p9_answer),
            ),
            case(
                "conflicting givens, then a good grid",
                format!("11{}\n{}\nend\n", &P9[2..], P9),
                Want::ErrorAnd(p9_answer),
            ),
            big(
                "100 MB of newlines",
                || vec![b'\n'; MB100],
                Want::Answer(nothing),
            ),
            big(
                "one 100 MB line of digits",
                || vec![b'5'; MB100],
                Want::Error(Some("line 1")),
            ),
            big(
                "100 MB of one-character lines",
                || b"x\n".repeat(MB100 / 2),
                error(),
            ),
            big(
                "100 MB of conflicting grids",
                || format!("11{}\n", &P9[2..]).repeat(MB100 / 82).into_bytes(),
                error(),
            ),
            big(
                "100 MB of solved grids",
                || format!("{}\n", P9_ANSWER).repeat(MB100 / 82).into_bytes(),
                Want::Answer(p9_full_grids),
            ),
        ],
    );
}

// ---- UVA1309 and SP1110 (16x16) ----

fn g16_answer(out: &[u8]) -> Result<(), String> {
    let want: Vec<&str> = UVA1309_ANSWER.lines().collect();
    lines_with(out, &want)
}

/// A 16x16 grid input with one line of the sample replaced.
fn g16_with_line(k: usize, line: &str) -> String {
    UVA1309_SAMPLE
        .lines()
        .enumerate()
        .map(|(i, l)| format!("{}\n", if i == k { line } else { l }))
        .collect()
}

/// The cases both 16x16 bins share; `pre` is what comes before the grids (SP1110's count).
fn cases16(pre: &'static str) -> Vec<Case> {
    let first10: String = UVA1309_SAMPLE
        .lines()
        .take(10)
        .map(|l| format!("{}\n", l))
        .collect();
    vec![
        case(
            "official sample with CRLF line ends",
            format!("{}{}", pre, UVA1309_SAMPLE).replace('\n', "\r\n"),
            Want::Answer(g16_answer),
        ),
        case("a grid of 10 lines", format!("{}{}", pre, first10), error()),
        case(
            "a grid line of 15 characters",
            format!("{}{}", pre, g16_with_line(3, "-G-EL-H----M-J-")),
            error(),
        ),
        case(
            "a grid line of 17 characters",
            format!("{}{}", pre, g16_with_line(3, "-G-EL-H----M-J---")),
            error(),
        ),
        case(
            "letter Q (past P)",
            format!("{}{}", pre, g16_with_line(0, "Q-A----C-----O-I")),
            error(),
        ),
        case(
            "lower-case letter",
            format!("{}{}", pre, g16_with_line(0, "a-A----C-----O-I")),
            error(),
        ),
        case(
            "'.' for an empty cell",
            format!("{}{}", pre, g16_with_line(0, ".-A----C-----O-I")),
            error(),
        ),
        case(
            "digit 0 for an empty cell",
            format!("{}{}", pre, g16_with_line(0, "0-A----C-----O-I")),
            error(),
        ),
        case(
            "a NUL byte in a grid",
            format!("{}{}", pre, g16_with_line(0, "\0-A----C-----O-I")),
            error(),
        ),
        case(
            "non-UTF-8 byte in a grid",
            [
                pre.as_bytes(),
                &replace_nth(UVA1309_SAMPLE, b'-', b"\xff", 0),
            ]
            .concat(),
            error(),
        ),
        case(
            "conflicting givens (A twice in row 1)",
            format!("{}{}", pre, g16_with_line(0, "A-A----C-----O-I")),
            error(),
        ),
    ]
}

#[test]
fn uva1309_survives_hostile_input() {
    let mut cases = cases16("");
    cases.extend(vec![
        case("empty input", "", Want::AnswerOrError(nothing)),
        big(
            "100 MB of newlines",
            || vec![b'\n'; MB100],
            Want::AnswerOrError(nothing),
        ),
        big("one 100 MB line of letters", || vec![b'A'; MB100], error()),
        big(
            "100 MB of conflicting grids (all A)",
            || {
                let grid = "AAAAAAAAAAAAAAAA\n".repeat(16);
                format!("{}\n", grid).repeat(MB100 / 273).into_bytes()
            },
            error(),
        ),
    ]);
    run_cases("uva1309", cases);
}

#[test]
fn sp1110_survives_hostile_input() {
    let mut cases = cases16("1\n");
    let one = |pre: &str| format!("{}{}", pre, UVA1309_SAMPLE);
    cases.extend(vec![
        case("empty input", "", error()),
        case("no grids: t = 0", "0\n", Want::Answer(nothing)),
        case("t not a number", one("abc\n"), error()),
        case("t negative", one("-1\n"), error()),
        case("t = 1.5", one("1.5\n"), error()),
        case("t = 2 with one grid", one("2\n"), error()),
        case(
            "t = 10^18 with one grid",
            one("1000000000000000000\n"),
            error(),
        ),
        case("t = 2^32 + 1 with one grid", one("4294967297\n"), error()),
        case(
            "t = 2^64 + 1 with one grid",
            one("18446744073709551617\n"),
            error(),
        ),
        big(
            "one 100 MB line of letters",
            || [b"1\n".to_vec(), vec![b'A'; MB100]].concat(),
            error(),
        ),
        big(
            "t = 10^18 and 100 MB of conflicting grids (all A)",
            || {
                let grid = "AAAAAAAAAAAAAAAA\n".repeat(16);
                format!(
                    "1000000000000000000\n{}",
                    format!("{}\n", grid).repeat(MB100 / 273)
                )
                .into_bytes()
            },
            error(),
        ),
    ]);
    run_cases("sp1110", cases);
}

// ---- SP13980 ----

/// The official SP13980 sample: a unique grid, conflicting givens, two solutions.
const SUDOGOB: &str = "3
3 0 6 0 0 2 5 0 0
0 0 0 0 3 8 0 0 0
7 0 8 0 1 6 0 9 0
0 0 7 0 0 3 8 6 0
8 2 0 0 7 0 0 4 5
0 6 3 1 0 0 9 0 0
0 7 0 3 5 0 6 0 2
0 0 0 8 2 0 0 0 0
0 0 2 9 0 0 7 0 4

3 0 6 0 0 2 5 0 3
0 0 0 0 3 8 0 0 0
7 0 8 0 1 6 0 9 0
0 0 7 0 0 3 8 6 0
8 2 0 0 7 0 0 4 5
0 6 3 1 0 0 9 0 0
0 7 0 3 5 0 6 0 2
0 0 0 8 2 0 0 0 0
0 0 2 9 0 0 7 0 4

3 0 6 0 0 2 0 0 0
0 0 0 0 3 8 0 0 0
7 0 8 0 1 6 0 9 0
0 0 7 0 0 3 8 6 0
8 2 0 0 7 0 0 4 5
0 6 3 1 0 0 9 0 0
0 7 0 3 5 0 6 0 2
0 0 0 8 2 0 0 0 0
0 0 2 9 0 0 7 0 4
";

fn sudogob_answer(out: &[u8]) -> Result<(), String> {
    lines_with(
        out,
        &[
            "1",
            "3 1 6 4 9 2 5 7 8",
            "2 9 5 7 3 8 4 1 6",
            "7 4 8 5 1 6 2 9 3",
            "9 5 7 2 4 3 8 6 1",
            "8 2 1 6 7 9 3 4 5",
            "4 6 3 1 8 5 9 2 7",
            "1 7 9 3 5 4 6 8 2",
            "6 3 4 8 2 7 1 5 9",
            "5 8 2 9 6 1 7 3 4",
            "0",
            "2",
        ],
    )
}

/// The sample's first grid alone, behind a count line `q`.
fn sudogob_one(q: &str) -> String {
    let grid: String = SUDOGOB
        .lines()
        .skip(1)
        .take(9)
        .map(|l| format!("{}\n", l))
        .collect();
    format!("{}\n{}", q, grid)
}

fn zero(out: &[u8]) -> Result<(), String> {
    lines_with(out, &["0"])
}

/// The empty grid has 6,670,903,752,021,072,936,960 solutions: far too many to enumerate.
fn empty_grid_count(out: &[u8]) -> Result<(), String> {
    lines_with(out, &["6670903752021072936960"])
}

#[test]
fn sp13980_survives_hostile_input() {
    let one = sudogob_one("1");
    let with_cell = |cell: &str| one.replacen("3 0 6", &format!("3 {} 6", cell), 1);
    run_cases(
        "sp13980",
        vec![
            case(
                "official sample with CRLF line ends",
                SUDOGOB.replace('\n', "\r\n"),
                Want::Answer(sudogob_answer),
            ),
            case("empty input", "", error()),
            case("no tests: Q = 0", "0\n", Want::Answer(nothing)),
            case("Q not a number", sudogob_one("abc"), error()),
            case("Q negative", sudogob_one("-1"), error()),
            case("Q = 2 with one grid", sudogob_one("2"), error()),
            case(
                "Q = 10^18 with one grid",
                sudogob_one("1000000000000000000"),
                error(),
            ),
            case(
                "Q = 2^32 + 1 with one grid",
                sudogob_one("4294967297"),
                error(),
            ),
            case(
                "Q = 2^64 + 1 with one grid",
                sudogob_one("18446744073709551617"),
                error(),
            ),
            case(
                "a grid of 80 numbers",
                one.replacen("3 0 6 ", "3 6 ", 1),
                error(),
            ),
            case("number 10 in a grid", with_cell("10"), error()),
            case("number -1 in a grid", with_cell("-1"), error()),
            case("letter in a grid", with_cell("x"), error()),
            case("number with a letter in a grid", with_cell("5x"), error()),
            case("a NUL byte in a grid", with_cell("\0"), error()),
            case(
                "non-UTF-8 byte in a grid",
                replace_nth(&with_cell("@"), b'@', b"\xff", 0),
                error(),
            ),
            case(
                "conflicting givens: count 0",
                one.replacen("3 0 6", "3 3 6", 1),
                Want::Answer(zero),
            ),
            case(
                "the empty grid: never hangs",
                format!("1\n{}", "0 0 0 0 0 0 0 0 0\n".repeat(9)),
                Want::AnswerOrError(empty_grid_count),
            ),
            big(
                "one 100 MB number",
                || [b"1\n".to_vec(), vec![b'7'; MB100]].concat(),
                error(),
            ),
            big(
                "Q = 1 and 100 MB of spaces",
                || [b"1\n".to_vec(), vec![b' '; MB100]].concat(),
                error(),
            ),
        ],
    );
}

// ---- P4929 ----

/// Expects `No Solution!`.
fn no_solution(out: &[u8]) -> Result<(), String> {
    lines_with(out, &["No Solution!"])
}

/// Expects the empty cover: no rows, so nothing but blank lines (and not `No Solution!`).
fn empty_cover(out: &[u8]) -> Result<(), String> {
    nothing(out)
}

/// Expects exactly the rows `1..=n` in any order, on one line.
fn all_rows(out: &[u8], n: usize) -> Result<(), String> {
    let lines = judge_lines(out);
    if lines.len() != 1 {
        return Err(format!("expected one line, got {:?}", head(out)));
    }
    let mut rows: Vec<usize> = lines[0]
        .split_whitespace()
        .map(|t| t.parse().map_err(|_| format!("{:?} is not a row", t)))
        .collect::<Result<_, _>>()?;
    rows.sort_unstable();
    if rows != (1..=n).collect::<Vec<_>>() {
        return Err(format!(
            "expected rows 1..={} in any order, got {:?}",
            n, lines[0]
        ));
    }
    Ok(())
}

fn rows_1_to_3(out: &[u8]) -> Result<(), String> {
    all_rows(out, 3)
}

fn rows_1_to_500(out: &[u8]) -> Result<(), String> {
    all_rows(out, 500)
}

const P4929_SAMPLE: &str = "3 3\n0 0 1\n1 0 0\n0 1 0\n";

#[test]
fn p4929_survives_hostile_input() {
    let identity500 = {
        let mut s = String::from("500 500\n");
        for r in 0..500 {
            let row: Vec<&str> = (0..500).map(|c| if c == r { "1" } else { "0" }).collect();
            s.push_str(&row.join(" "));
            s.push('\n');
        }
        s
    };
    let zeros500 = format!(
        "500 500\n{}",
        format!("{}0\n", "0 ".repeat(499)).repeat(500)
    );
    run_cases(
        "p4929",
        vec![
            case(
                "official sample 1 with CRLF line ends",
                P4929_SAMPLE.replace('\n', "\r\n"),
                Want::Answer(rows_1_to_3),
            ),
            case("500x500 identity", identity500, Want::Answer(rows_1_to_500)),
            case("500x500 zeros", zeros500, Want::Answer(no_solution)),
            case("empty input", "", error()),
            case("only n", "3\n", error()),
            case(
                "n = 0, m = 0: the empty cover",
                "0 0\n",
                Want::Answer(empty_cover),
            ),
            case("m = 0: the empty cover", "3 0\n", Want::Answer(empty_cover)),
            case("n = 0, m = 3: no cover", "0 3\n", Want::Answer(no_solution)),
            case("n negative", "-1 3\n1 1 1\n", error()),
            case("m negative", "1 -3\n1 1 1\n", error()),
            case("n not a number", "x 3\n1 1 1\n", error()),
            case("m not a number", "1 y\n1 1 1\n", error()),
            case("fewer rows than n", "3 3\n0 0 1\n1 0 0\n", error()),
            case("a row cut short", "3 3\n0 0 1\n1 0 0\n0 1\n", error()),
            case("entry 2", "3 3\n0 0 1\n1 0 2\n0 1 0\n", error()),
            case("entry -1", "3 3\n0 0 1\n1 0 -1\n0 1 0\n", error()),
            case("entry 1.0", "3 3\n0 0 1\n1 0 1.0\n0 1 0\n", error()),
            case("entry a letter", "3 3\n0 0 1\n1 0 a\n0 1 0\n", error()),
            case("a NUL byte", "3 3\n0 0 1\n1 0 \0\n0 1 0\n", error()),
            case(
                "non-UTF-8 bytes",
                b"3 3\n0 0 1\n1 0 \xff\xfe\n0 1 0\n",
                error(),
            ),
            case("n = 10^18", "1000000000000000000 3\n1 1 1\n", error()),
            case("m = 10^18", "1 1000000000000000000\n1 1 1\n", error()),
            case("n = m = 10^9", "1000000000 1000000000\n1 1 1\n", error()),
            case(
                "n = m = 2^32 (n*m overflows 64 bits)",
                "4294967296 4294967296\n1\n",
                error(),
            ),
            case("n = 2^32 + 1 (1 in 32 bits)", "4294967297 1\n1\n", error()),
            case("n = 2^64 + 1", "18446744073709551617 1\n1\n", error()),
            big(
                "one 100 MB entry",
                || [b"2 2\n".to_vec(), vec![b'1'; MB100]].concat(),
                error(),
            ),
            big(
                "100 MB of zeros: one row, 50 million columns",
                || {
                    let mut v = b"1 50000000\n".to_vec();
                    v.extend_from_slice(&b"0 ".repeat(MB100 / 2));
                    v
                },
                Want::AnswerOrError(no_solution),
            ),
        ],
    );
}

// ---- the verdict itself ----

fn fake(code: Option<i32>, signal: Option<i32>, stdout: &str, stderr: &str) -> LimitedRun {
    LimitedRun {
        run: Run {
            code,
            stdout: stdout.as_bytes().to_vec(),
            stderr: stderr.as_bytes().to_vec(),
        },
        timed_out: false,
        signal,
        elapsed: Duration::from_millis(1),
        stdout_len: stdout.len(),
        stderr_len: stderr.len(),
    }
}

#[test]
fn verdict_catches_every_kind_of_bad_run() {
    let err = error();
    let ok = |r: &LimitedRun, w: &Want| verdict("p4929", w, r).is_ok();
    assert!(ok(&fake(Some(1), None, "", "p4929: line 2: bad\n"), &err));
    assert!(
        !ok(&fake(Some(0), None, "", ""), &err),
        "exit 0 on bad input"
    );
    assert!(!ok(&fake(Some(1), None, "", ""), &err), "no message");
    assert!(
        !ok(&fake(Some(1), None, "", "line 2: bad\n"), &err),
        "no prefix"
    );
    assert!(!ok(&fake(None, Some(6), "", ""), &err), "abort");
    assert!(
        !ok(&fake(Some(101), None, "", "p4929: x\n"), &err),
        "panic exit code"
    );
    assert!(
        !ok(
            &fake(Some(1), None, "", "p4929: thread 'main' panicked at x\n"),
            &err
        ),
        "panic text"
    );
    let mut hung = fake(Some(1), None, "", "p4929: x\n");
    hung.timed_out = true;
    assert!(!ok(&hung, &err), "timeout");
    let mut flood = fake(Some(1), None, "", "p4929: x\n");
    flood.stderr_len = MAX_STDERR + 1;
    assert!(!ok(&flood, &err), "flood");
    let none = Want::Answer(no_solution);
    assert!(ok(&fake(Some(0), None, "No Solution!\n", ""), &none));
    assert!(
        !ok(&fake(Some(0), None, "1 2\n", ""), &none),
        "wrong answer"
    );
    assert!(
        !ok(
            &fake(Some(0), None, "No Solution!\n", "p4929: warning\n"),
            &none
        ),
        "stderr on valid input"
    );
    let either = Want::AnswerOrError(no_solution);
    assert!(ok(&fake(Some(1), None, "", "p4929: too big\n"), &either));
    assert!(ok(&fake(Some(0), None, "No Solution!", ""), &either));
    assert!(!ok(&fake(Some(0), None, "", ""), &either));
    let empty = Want::Answer(empty_cover);
    assert!(ok(&fake(Some(0), None, "\n", ""), &empty));
    assert!(!ok(&fake(Some(0), None, "No Solution!\n", ""), &empty));
}

/// The limits of `run_limited` work: a hang is killed, the address space is bounded, a signal
/// is seen.
#[cfg(unix)]
#[test]
fn run_limited_kills_hangs_bounds_memory_and_sees_signals() {
    use std::path::Path;
    let sh = Path::new("/bin/sh");
    let limits = Limits {
        timeout: Duration::from_secs(1),
        memory_kib: Some(MEMORY_KIB),
        keep_stdout: 1 << 20,
        keep_stderr: 1 << 20,
    };
    // `exec`: the process killed must be the one that holds the pipes.
    let hang = run_limited_exe(sh, &["-c", "exec sleep 30"], Vec::new(), limits);
    assert!(hang.timed_out && hang.elapsed < Duration::from_secs(10));
    let ulimit = run_limited_exe(sh, &["-c", "ulimit -v"], Vec::new(), limits);
    assert_eq!(ulimit.run.stdout_text().trim(), MEMORY_KIB.to_string());
    let abort = run_limited_exe(sh, &["-c", "kill -ABRT $$"], Vec::new(), limits);
    assert_eq!(abort.signal, Some(6));
    // A reader that stops early: the rest of a large input is dropped, not a dead-lock.
    let early = run_limited_exe(sh, &["-c", "head -c 10"], vec![b'x'; 10 << 20], limits);
    assert_eq!(early.run.stdout, b"xxxxxxxxxx");
    assert!(!early.timed_out);
}
