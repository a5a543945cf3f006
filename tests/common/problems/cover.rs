//! Exact cover: P4929 (the DLX template: a 0/1 matrix) and xcc (Knuth's format, with colours,
//! multiplicities and costs).

use super::{budget, strip_bom, write_first, Answer, Count, Generated, Instance, Nothing};
use super::{COVER_BUDGET, XCC_BUDGET};
use crate::common::cases::*;
use crate::common::gen::{item_names, mcc, planted_matrix, random_matrix, use_secondary};
use crate::common::judge_lines;
use crate::common::reference::{count_xcc, exact_covers, has_cover, mcc_costs, Knuth, Matrix};
use crate::common::verdict::*;
use dlx_judge::rng::Rng;

// ---- the instances and answers ----
//
// An instance is a `Matrix` (P4929) or a `Knuth` (xcc), the references' own types.

/// P4929: the chosen rows, from 1, as printed.
#[derive(Clone, Debug, PartialEq)]
pub struct Rows(pub Vec<usize>);

/// xcc with costs: the least costs of the solutions, the best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Costs(pub Vec<u64>);

// ---- reading, writing, parsing, judging ----

/// A P4929 input: `N M`, then the `N*M` values `0`/`1` in any layout (with or without blanks
/// between them; what follows is ignored), as the sets of columns holding a 1.
pub fn parse_p4929(input: &[u8]) -> Result<(usize, Vec<Vec<usize>>), String> {
    let text = String::from_utf8_lossy(strip_bom(input)).into_owned();
    let mut rest = text.as_str();
    let mut size = |what: &str| -> Result<usize, String> {
        let t = rest.trim_start();
        let end = t.find(|c: char| c.is_ascii_whitespace()).unwrap_or(t.len());
        let n = t[..end]
            .parse::<usize>()
            .map_err(|_| format!("input: no {}", what))?;
        rest = &t[end..];
        Ok(n)
    };
    let (n, m) = (size("N")?, size("M")?);
    let mut values = rest.bytes().filter(|b| !b.is_ascii_whitespace());
    let mut rows = Vec::with_capacity(n.min(1 << 20));
    for r in 0..n {
        let mut ones = Vec::new();
        for c in 0..m {
            match values.next() {
                Some(b'1') => ones.push(c),
                Some(b'0') => {}
                v => {
                    return Err(format!(
                        "input: row {} column {}: {:?}",
                        r + 1,
                        c + 1,
                        v.map(char::from)
                    ))
                }
            }
        }
        rows.push(ones);
    }
    Ok((m, rows))
}

pub(super) fn read_p4929(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (m, rows) = parse_p4929(input)?;
    Ok(vec![Instance::new(Matrix { m, rows })])
}

/// xcc: Knuth's format, read as written here (no checks of name lengths: the bins' own), with
/// bounds on primary items (`lo:hi|name`, `hi|name`: DLX3) and costs (`|n` in an option, added
/// up: DLX5).
pub(super) fn read_xcc(input: &[u8]) -> Result<Vec<Instance>, String> {
    let text = String::from_utf8_lossy(strip_bom(input)).into_owned();
    let mut lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('|'));
    let head: Vec<&str> = lines
        .next()
        .ok_or("no line of items")?
        .split_whitespace()
        .collect();
    let bar = head.iter().position(|&w| w == "|").unwrap_or(head.len());
    let (mut names, mut bounds) = (Vec::new(), Vec::new());
    for (k, w) in head.iter().enumerate().filter(|&(_, &w)| w != "|") {
        let Some((spec, name)) = w.rsplit_once('|').filter(|_| k < bar) else {
            names.push(w.to_string());
            bounds.push((1, 1));
            continue;
        };
        let number = |t: &str| t.parse::<u32>().map_err(|_| format!("bound {:?}", w));
        bounds.push(match spec.split_once(':') {
            Some((lo, hi)) => (number(lo)?, number(hi)?),
            None => (number(spec)?, number(spec)?),
        });
        names.push(name.to_string());
    }
    bounds.truncate(bar);
    if bounds.iter().all(|&b| b == (1, 1)) {
        bounds.clear();
    }
    let (mut options, mut colours, mut costs) = (Vec::new(), Vec::new(), Vec::new());
    for l in lines {
        let (mut o, mut cost) = (Vec::new(), None);
        for w in l.split_whitespace() {
            if let Some(n) = w.strip_prefix('|') {
                let n = n.parse::<u64>().map_err(|_| format!("cost {:?}", w))?;
                cost = Some(cost.unwrap_or(0) + n);
                continue;
            }
            let (name, colour) = match w.find(':') {
                Some(k) => (&w[..k], Some(&w[k + 1..])),
                None => (w, None),
            };
            let i = names
                .iter()
                .position(|n| n == name)
                .ok_or_else(|| format!("unknown item {:?}", name))?;
            // Colours numbered from 1 as they first come.
            let c = colour.map_or(0, |c| match colours.iter().position(|&k| k == c) {
                Some(k) => k as u32 + 1,
                None => {
                    colours.push(c);
                    colours.len() as u32
                }
            });
            o.push((i, c));
        }
        options.push(o);
        costs.push(cost);
    }
    let costs = match costs.iter().any(Option::is_some) {
        true => costs.into_iter().map(|c| c.unwrap_or(0)).collect(),
        false => Vec::new(),
    };
    Ok(vec![Instance::new(Knuth {
        names,
        primary: bar,
        options,
        bounds,
        costs,
    })])
}

/// P4929: `N M`, then the matrix.
pub(super) fn write_p4929(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |m: &Matrix| m.p4929_text().into_bytes())
}

/// xcc: the problem in Knuth's format.
pub(super) fn write_xcc(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |x: &Knuth| x.text().into_bytes())
}

/// P4929: one line, `No Solution!` or distinct row numbers separated by single spaces.
pub(super) fn parse_p4929_output(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines.len() > 1 {
        return Err(format!("expected one line, got {}", lines.len()));
    }
    let line = lines.first().map_or("", |l| l.as_str());
    if line == "No Solution!" {
        return Ok(vec![Answer::new(Nothing)]);
    }
    let mut rows = Vec::new();
    if !line.is_empty() {
        for t in line.split(' ') {
            match t.parse::<usize>() {
                Ok(r) if t.bytes().all(|b| b.is_ascii_digit()) => rows.push(r),
                _ => return Err(format!("{:?} is not a row number (line {:?})", t, line)),
            }
        }
    }
    Ok(vec![Answer::new(Rows(rows))])
}

/// xcc without arguments: the number of solutions, the only line; or, where the problem has
/// costs, the least costs, one a line, the best first (as many as `k<n>` asks, fewer where there
/// are fewer solutions), or `no solution`. One number is read as a count: the output cannot
/// tell it from one cost, which the benchmark's check of a cost takes it for.
pub(super) fn parse_xcc(output: &[u8]) -> Result<Vec<Answer>, String> {
    let text = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let numbers: Result<Vec<u64>, String> = lines
        .iter()
        .map(|l| l.parse().map_err(|_| format!("not a number: {:?}", l)))
        .collect();
    match (lines.as_slice(), numbers) {
        (["no solution"], _) => Ok(vec![Answer::new(Nothing)]),
        ([], _) => Err("no count".into()),
        (_, Err(e)) => Err(e),
        (_, Ok(v)) if v.len() == 1 => Ok(vec![Answer::new(Count(v[0]))]),
        (_, Ok(v)) => Ok(vec![Answer::new(Costs(v))]),
    }
}

/// P4929: distinct rows in `1..=N` that cover every column exactly once; `No Solution!` only
/// when the exact-cover reference proves there is no cover.
pub(super) fn judge_p4929(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let matrix: &Matrix = instance.of();
    let rows = match answer.get::<Rows>() {
        Some(Rows(r)) => r,
        None if answer.is::<Nothing>() => {
            return match has_cover(matrix, budget(COVER_BUDGET)) {
                Some(false) => Ok(()),
                Some(true) => Err("says No Solution! but an exact cover exists".to_string()),
                None => Err(format!(
                    "says No Solution!, which the reference cannot decide in {} rows tried",
                    COVER_BUDGET
                )),
            }
        }
        None => return Err(format!("not rows: {:?}", answer)),
    };
    let mut chosen = vec![false; matrix.n()];
    // Counted by column in a map: `M` may be huge (a matrix of zero rows, say).
    let mut hits = std::collections::BTreeMap::new();
    for &r in rows {
        if r == 0 || r > matrix.n() {
            return Err(format!("row {} is out of range 1..={}", r, matrix.n()));
        }
        if chosen[r - 1] {
            return Err(format!("row {} is chosen twice", r));
        }
        chosen[r - 1] = true;
        for &c in &matrix.rows[r - 1] {
            *hits.entry(c).or_insert(0usize) += 1;
        }
    }
    // The first column not hit exactly once: at most one past the columns hit.
    match (0..matrix.m).find(|c| hits.get(c) != Some(&1)) {
        Some(c) => Err(format!(
            "column {} is covered {} times by rows {:?}",
            c + 1,
            hits.get(&c).unwrap_or(&0),
            rows
        )),
        None => Ok(()),
    }
}

/// xcc: the count of the reference (of an exact cover: without bounds or costs).
pub(super) fn judge_xcc(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let x: &Knuth = instance.of();
    let count = answer.get::<Count>().map(|c| c.0);
    // Bounds or costs: every subset of the options tried (`mcc_costs`).
    if !x.bounds.is_empty() || !x.costs.is_empty() {
        let all = mcc_costs(x);
        return match count {
            Some(n) if x.costs.is_empty() && n == all.len() as u64 => Ok(()),
            Some(c) if !x.costs.is_empty() && all.first() == Some(&c) => Ok(()),
            None if answer.is::<Nothing>() && !x.costs.is_empty() && all.is_empty() => Ok(()),
            _ => Err(format!(
                "{:?}, not {} solutions, least total {:?}",
                answer,
                all.len(),
                all.first()
            )),
        };
    }
    match count {
        Some(n) => match count_xcc(x, budget(XCC_BUDGET)) {
            Some(c) if c == n => Ok(()),
            Some(c) => Err(format!("{} solutions, not {}", c, n)),
            None => Err(format!(
                "the reference cannot count in {} options",
                XCC_BUDGET
            )),
        },
        None => Err(format!("{:?} is no answer to {:?}", answer, instance)),
    }
}

// ---- generating ----

/// A P4929 instance: small random matrices and planted covers with noise, planted covers with
/// a row taken out, an uncoverable column, and now and then a matrix at the statement's limits
/// (500x500, at most 5000 ones) with a planted cover.
pub(super) fn cover(seed: u64) -> Generated {
    let mut rng = Rng(seed ^ 0x4929_4929);
    let made = |kind, matrix: Matrix| Generated {
        instance: Instance::new(matrix),
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

/// xcc: a random problem in Knuth's format: 2-5 primary items, 1-3 secondary ones, 4-12
/// options of 1-3 primary items; in "coloured" problems a secondary item is used uncoloured or
/// with one of two colours, so options share items often.
pub(super) fn xcc(seed: u64) -> Generated {
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
            instance: Instance::new(x),
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

/// An xcc instance of items `p0..` (primary) and `s0..` (secondary).
fn knuth(
    primary: usize,
    secondary: usize,
    options: Vec<Vec<(usize, u32)>>,
    kind: &'static str,
) -> Generated {
    Generated {
        instance: Instance::new(Knuth {
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

// ---- hostile cases ----

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
        super::problem("p4929").check(input.as_bytes(), out)
    }))
}

const P4929_SAMPLE: &str = "3 3\n0 0 1\n1 0 0\n0 1 0\n";

fn p4929_sample_cover() -> Stdout {
    cover_of(P4929_SAMPLE)
}

fn knuth_cover() -> Stdout {
    cover_of(&sample("p4929/knuth-6x7.in"))
}

/// The values of a P4929 input written `per_line` to a line, `sep` between them.
fn p4929_layout(input: &str, per_line: usize, sep: &str) -> String {
    let mut tokens = input.split_whitespace();
    let head = format!("{} {}\n", tokens.next().unwrap(), tokens.next().unwrap());
    head + &rows(&tokens.collect::<String>(), per_line, sep)
}

pub(super) fn p4929_reads_what_the_judges_read() -> Vec<Case> {
    let knuth = sample("p4929/knuth-6x7.in");
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
        p4929_layout(&sample("p4929/sample-2.in"), 1000, ""),
        answer(same(sample("p4929/sample-2.out"))),
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
    cases
}

pub(super) fn p4929_survives_hostile_input() -> Vec<Case> {
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
    cases
}
