//! Matchings: DP O (the perfect matchings of a compatibility matrix, counted modulo 10^9+7).

use super::{tokens, write_first, Answer, Count, Generated, Instance};
use crate::common::cases::*;
use crate::common::reference::matchings_mod;
use crate::common::verdict::*;
use dlx_judge::rng::Rng;

/// DP O: `N` and the `N x N` compatibility matrix row by row (man `i`, woman `j` at `i * N +
/// j`), `true` where compatible.
#[derive(Clone, Debug, PartialEq)]
pub struct Matching(pub usize, pub Vec<bool>);

/// The largest `N` of the statement.
const MAX_N: usize = 21;

// ---- reading, writing, judging ----

/// DP O: `N` (1-21), then the `N * N` values, each 0 or 1, in any layout; none if the input ends
/// first. A token is a number if it is digits only (as the judges' `cin >> int` reads one).
pub(super) fn read_dp_o(input: &[u8]) -> Result<Vec<Instance>, String> {
    let t = tokens(input);
    let number = |k: usize| -> Result<Option<u64>, String> {
        match t.get(k) {
            None => Ok(None),
            Some(s) if s.bytes().all(|b| b.is_ascii_digit()) => s
                .parse()
                .map(Some)
                .map_err(|_| format!("input: token {}: {:?} is past u64", k + 1, s)),
            Some(s) => Err(format!("input: token {}: {:?} is not a number", k + 1, s)),
        }
    };
    let n = match number(0)? {
        Some(n) if (1..=MAX_N as u64).contains(&n) => n as usize,
        Some(n) => return Err(format!("input: N = {} is outside 1-{}", n, MAX_N)),
        None => return Ok(vec![]),
    };
    let mut a = Vec::with_capacity(n * n);
    for k in 0..n * n {
        match number(1 + k)? {
            Some(v) if v <= 1 => a.push(v == 1),
            Some(v) => return Err(format!("input: value {} is {}, not 0 or 1", k + 1, v)),
            None => return Ok(vec![]),
        }
    }
    Ok(vec![Instance::new(Matching(n, a))])
}

/// DP O: `N`, then the matrix, a row a line, values parted by single spaces (the statement's
/// layout). Only the first instance.
pub(super) fn write_dp_o(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |Matching(n, a)| {
        let mut s = format!("{}\n", n);
        for row in a.chunks(*n) {
            let values: Vec<&str> = row.iter().map(|&v| if v { "1" } else { "0" }).collect();
            s += &values.join(" ");
            s.push('\n');
        }
        s.into_bytes()
    })
}

/// DP O: the subset DP's count.
pub(super) fn judge_matchings(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let Matching(n, a) = instance.of();
    let (n, want) = (*n, matchings_mod(*n, a));
    match answer.get::<Count>() {
        Some(Count(c)) if *c == want => Ok(()),
        _ => Err(format!(
            "N = {}: {:?}, the subset DP counts {}",
            n, answer, want
        )),
    }
}

// ---- generating ----

/// DP O: `N` 1-16, every pair compatible with one share: none, all, a sparse share (10-39%, half
/// of those with a random permutation of pairs made compatible too, so that some pairing
/// exists), about half (40-69%), or a dense one (70-99%).
pub(super) fn matching(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let n = 1 + rng.below(16);
    let kind = rng.below(6);
    let share = match kind {
        0 => 0,
        1 => 100,
        2 => 10 + rng.below(30),
        3 => 40 + rng.below(30),
        _ => 70 + rng.below(30),
    };
    let mut a: Vec<bool> = (0..n * n).map(|_| rng.below(100) < share).collect();
    let planted = kind == 2 && rng.below(2) == 0;
    if planted {
        let mut women: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut women);
        for (man, &woman) in women.iter().enumerate() {
            a[man * n + woman] = true;
        }
    }
    Generated {
        instance: Instance::new(Matching(n, a)),
        kind: match (kind, planted) {
            (0, _) => "all zeros",
            (1, _) => "all ones",
            (2, false) => "sparse",
            (2, true) => "sparse with a planted pairing",
            (3, _) => "half",
            _ => "dense",
        },
        broken: false,
    }
}

// ---- hostile cases ----

/// DP O: the sample in every layout, values that break the promise, an input cut short, and the
/// slowest input the limits allow.
pub(super) fn dp_o_cases() -> Vec<Case> {
    let clean = sample("dp_o/sample-1.in");
    let mut cases = one_instance(
        &clean,
        "3\n",
        vec![
            ("all on one line", clean.replace('\n', " ")),
            ("a value a line", clean.replace(' ', "\n")),
            ("words after the last value", format!("{}1 x\n", clean)),
            (
                "values written 00 and 01",
                clean.replace("0 ", "00 ").replace("1 ", "01 "),
            ),
        ],
        vec![
            ("N = 0", "0\n".to_string(), "line 1: N = 0 is outside 1-21"),
            (
                "N = 22",
                "22\n".to_string() + &"1 ".repeat(484),
                "line 1: N = 22 is outside 1-21",
            ),
            (
                "N past u64",
                "18446744073709551616\n1\n".to_string(),
                "line 1: N = \"18446744073709551616\" is not a number",
            ),
            ("N negative", "-1\n1\n".to_string(), "is not a number"),
            (
                "a value of 2",
                clean.replacen("1 0 1", "1 2 1", 1),
                "line 3: a[2][2] = 2 is not 0 or 1",
            ),
            (
                "a word for a value",
                clean.replacen("0 1 1", "0 x 1", 1),
                "line 2: a[1][2] = \"x\" is not a number",
            ),
            (
                "a value -1",
                clean.replacen("1 1 1", "1 -1 1", 1),
                "line 4: a[3][2] = \"-1\" is not a number",
            ),
        ],
    );
    cases.push(case(
        "the input ends before the last value",
        "3\n0 1 1\n1 0 1\n1 1\n",
        note(&["the input ends before a[3][3]"], nothing()),
    ));
    cases.push(case(
        "N alone",
        "21\n",
        note(&["the input ends before a[1][1]"], nothing()),
    ));
    // Every pairing allowed: 21! pairings, every set of women a state.
    let ones = write_dp_o(&[Instance::new(Matching(MAX_N, vec![true; MAX_N * MAX_N]))]);
    cases.push(case("N = 21, all ones", ones, answer(same("72847302\n"))).heavy());
    cases
}
