//! Every answer checked. Ours (and `before`'s, the same format) by the registry's one checker,
//! `Problem::check` (`tests/common/problems.rs`), so a new problem needs nothing here, or, where
//! the set's source gives every instance's count, against those counts as a peer's (a count
//! known in decimal, of any size, read as the last line of ours' output). A peer's,
//! read by its own reader (`peers.rs`: peers are per task, not per problem): a solution (a grid,
//! rows, a filling) by the registry's `judge`; each `No Solution!`, count or uniqueness verdict
//! against a fact that shares nothing with the DLX: how the instance was built (a planted cover,
//! Langford's n mod 4, a board of 59 cells), a count or costs from the set's source (tdoku's
//! file; Knuth's programs, for problems with multiplicities or costs; the literature, checked
//! by `exact.rs` when the set is built, for the sweep's counting sets), or
//! the tests' references (`tests/common/reference.rs`: a bitmask Sudoku search, a backtracking
//! over rows, a tiler), computed only where an answer needs it and kept in OUT/cache.

use crate::common::check_sudoku;
use crate::common::judge::fnv1a;
use crate::common::problems::cover::{Costs, Rows};
use crate::common::problems::sudoku::{Counted, Filled, NonUnique, Puzzle};
use crate::common::problems::tilings::Beads;
use crate::common::problems::{Answer, Count, Held, Instance, Nothing, Problem};
use crate::common::reference::{bead_fillings, check_cover, count_sudoku, count_xcc, has_cover};
use crate::common::reference::{Knuth, Matrix};
use crate::sets::{Known, Task};
use std::collections::HashMap;
use std::path::PathBuf;

/// The facts of one set's instances, computed on demand and cached on disk.
pub struct Truth<'a> {
    cases: &'a [Instance],
    known: &'a [Known],
    task: Task,
    facts: HashMap<usize, i64>,
    file: PathBuf,
    dirty: bool,
}

fn box_size(g: &[u8]) -> usize {
    if g.len() == 256 {
        4
    } else {
        3
    }
}

impl<'a> Truth<'a> {
    pub fn new(
        cases: &'a [Instance],
        known: &'a [Known],
        task: Task,
        file_name: &str,
        cache_dir: PathBuf,
    ) -> Truth<'a> {
        let reference = crate::common::root().join("tests/common/reference.rs");
        let mut parts = vec![
            std::fs::read(reference).unwrap_or_default(),
            format!("{:?}", task).into_bytes(),
        ];
        parts.extend(cases.iter().map(|c| format!("{:?}", c).into_bytes()));
        let h = fnv1a(&parts.iter().map(Vec::as_slice).collect::<Vec<_>>());
        let file = cache_dir.join(format!("{}-{:016x}.txt", file_name, h));
        let mut facts = HashMap::new();
        for line in std::fs::read_to_string(&file).unwrap_or_default().lines() {
            let mut w = line.split_whitespace().map(str::parse::<i64>);
            if let (Some(Ok(i)), Some(Ok(v))) = (w.next(), w.next()) {
                facts.insert(i as usize, v);
            }
        }
        Truth {
            cases,
            known,
            task,
            facts,
            file,
            dirty: false,
        }
    }

    /// The fact of instance `i`: for a Sudoku its count (up to 1 where only solvability is in
    /// question) or P1074's best score (-1: none); for a matrix or a bead board, 1 if it has a
    /// cover or a filling, else 0; for a CSES 1624 board, its number of placements; for a
    /// problem with costs, how many best costs are known (0: no solution).
    pub fn fact(&mut self, i: usize) -> i64 {
        match self.known.get(i) {
            Some(Known::Count(n)) => return *n as i64,
            Some(Known::Solvable(yes)) => return *yes as i64,
            Some(Known::Score(s)) => return *s,
            Some(Known::Costs(c)) => return c.len() as i64,
            _ => {}
        }
        if let Some(&v) = self.facts.get(&i) {
            return v;
        }
        // By the task a peer does: a problem of its own task (`Task::Own`) has no peer, and
        // the registry's check judges our answers.
        let case = &self.cases[i];
        let v = match self.task {
            Task::FirstSudoku9 | Task::FirstSudoku16 => {
                let Puzzle(g) = case.of();
                count_sudoku(box_size(g), g, 1, u64::MAX).count as i64
            }
            Task::UniqueSudoku9 | Task::CountSudoku9 => {
                let Puzzle(g) = case.of();
                count_sudoku(box_size(g), g, u64::MAX, u64::MAX).count as i64
            }
            Task::FirstCover => match case.get::<Beads>() {
                Some(Beads(b)) => !bead_fillings(b, 1).is_empty() as i64,
                None => has_cover(case.of::<Matrix>(), u64::MAX).expect("no budget") as i64,
            },
            Task::CountXcc => count_xcc(case.of::<Knuth>(), u64::MAX).expect("no budget") as i64,
            // No reference counts with bounds or finds the best costs: the sets give them.
            task => panic!("no peer's task {:?} for {:?}", task, case),
        };
        self.facts.insert(i, v);
        self.dirty = true;
        v
    }

    /// Whether the set gives the count of each instance of `range` in decimal (of any size).
    pub fn in_decimal(&self, range: std::ops::Range<usize>) -> bool {
        range
            .into_iter()
            .all(|i| matches!(self.known.get(i), Some(Known::Decimal(_))))
    }

    /// Whether the set's source gives the answer (the count, the best costs) of each instance
    /// of `range`.
    pub fn given(&self, range: std::ops::Range<usize>) -> bool {
        range
            .into_iter()
            .all(|i| matches!(self.known.get(i), Some(Known::Count(_) | Known::Costs(_))))
    }

    /// Whether `got` are the best costs the set gives for instance `i`.
    fn costs_are(&self, i: usize, got: &[u64]) -> Result<(), String> {
        match self.known.get(i) {
            Some(Known::Costs(want)) if want == got => Ok(()),
            Some(Known::Costs(want)) => {
                Err(format!("best costs {:?}, the set says {:?}", got, want))
            }
            _ => Err(format!("costs {:?}, but no costs are known", got)),
        }
    }

    pub fn save(&self) {
        if !self.dirty {
            return;
        }
        let mut keys: Vec<&usize> = self.facts.keys().collect();
        keys.sort();
        let text: String = keys
            .iter()
            .map(|&&i| format!("{} {}\n", i, self.facts[&i]))
            .collect();
        if let Some(dir) = self.file.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = std::fs::write(&self.file, text);
    }
}

/// Why a count `got` (decimal digits) is not the known count `want`; a 64-bit counter that
/// wrapped (printing `want` modulo 2^64) is named as such.
fn same_count(got: &str, want: &str) -> Result<(), String> {
    if got == want {
        return Ok(());
    }
    let wrapped = want.parse::<u64>().is_err() && got.parse() == Ok(crate::exact::mod_2_64(want));
    Err(format!(
        "count {}, the known count is {}{}",
        crate::report::grouped(got),
        crate::report::grouped(want),
        if wrapped {
            " (its 64-bit count wrapped: the known count modulo 2^64)"
        } else {
            ""
        }
    ))
}

/// Whether `out`, ours or `before`'s for the instances `range`, gives each its known count in
/// decimal (any size; `Known::Decimal`): one process holds one xcc problem, whose count is the
/// last line (`no solution`: 0).
pub fn last_line_counts(
    truth: &Truth,
    range: std::ops::Range<usize>,
    out: &[u8],
) -> Result<(), String> {
    let text = String::from_utf8_lossy(out);
    let last = text.lines().map(str::trim).rfind(|l| !l.is_empty());
    let got = match last {
        Some("no solution") => "0",
        Some(l) if l.bytes().all(|b| b.is_ascii_digit()) => l,
        Some(l) => return Err(format!("the last line {:.80?} is not a count", l)),
        None => return Err("no count".into()),
    };
    match (range.len(), truth.known.get(range.start)) {
        (1, Some(Known::Decimal(want))) => same_count(got, want),
        _ => Err("one count a process, known in decimal, expected".into()),
    }
}

/// Why a peer's answer `ans` is not a right answer to instance `i`, if it is not. A solution (a
/// grid, rows, a filling) goes to the registry's `judge`; a claim (none, several, a count) is
/// held to the instance's fact. `limit` is how far a counting program counts (2 for a
/// uniqueness check).
pub fn check(
    problem: &Problem,
    truth: &mut Truth,
    i: usize,
    ans: &Answer,
    limit: u64,
) -> Result<(), String> {
    // A count known in decimal (of any size) is held to that, as digits.
    if let Some(Known::Decimal(want)) = truth.known.get(i) {
        return match ans.get::<Count>() {
            Some(Count(n)) => same_count(&n.to_string(), want),
            None if ans.is::<Nothing>() => same_count("0", want),
            None => Err(format!("{:.80?} where a count is asked", ans)),
        };
    }
    let claim = |what: &str, fact: i64| Err(format!("{}, but the reference says {}", what, fact));
    let unique = truth.task == Task::UniqueSudoku9;
    let case = &truth.cases[i];
    // A count, with SP13980's grid when it is 1.
    let count = match (ans.get::<Count>(), ans.get::<Counted>()) {
        (Some(Count(n)), _) => Some((*n, None)),
        (_, Some(Counted(n, grid))) => Some((*n, grid.as_ref())),
        _ => None,
    };
    if ans.is::<Nothing>() {
        return match truth.fact(i) {
            0 => Ok(()),
            f => claim("no solution", f),
        };
    }
    if ans.is::<NonUnique>() {
        return match truth.fact(i) {
            f if f >= 2 => Ok(()),
            f => claim("several solutions", f),
        };
    }
    match ans.get::<Held>() {
        Some(Held(lines)) if unique && lines.len() == 1 => {
            return match truth.fact(i) {
                1 => claim("not exactly one solution", 1),
                _ => Ok(()),
            }
        }
        _ => {}
    }
    if let Some(Costs(got)) = ans.get() {
        return truth.costs_are(i, got);
    }
    match count {
        // xcc prints one best cost as it prints a count: a cost task reads it as a cost.
        Some((n, None)) if matches!(truth.task, Task::MinCost(_)) => {
            return truth.costs_are(i, &[n])
        }
        Some((n, grid)) => {
            let want = (truth.fact(i) as u64).min(limit);
            if n != want {
                return Err(format!("count {}, the reference says {}", n, want));
            }
            return match (grid, case.get::<Puzzle>()) {
                (Some(s), Some(Puzzle(g))) => check_sudoku(box_size(g), g, s),
                _ => Ok(()),
            };
        }
        None => {}
    }
    if ans.is::<Filled>() && unique && truth.fact(i) != 1 {
        return claim(
            "a grid for a puzzle that has not one solution",
            truth.fact(i),
        );
    }
    match (ans.get::<Rows>(), case.is::<Beads>()) {
        // A cover peer's answer to a P4205 board: rows of the board's matrix.
        (Some(Rows(rows)), true) => {
            let m = crate::peers::matrix_of(case);
            let rows: Vec<usize> = rows.iter().map(|&r| r.wrapping_sub(1)).collect();
            check_cover(&m, &rows)
        }
        _ => (problem.judge)(case, ans),
    }
}

/// Whether `out` (read as `r`, or as ours by the registry's parser where `r` is `None`; counted
/// up to `limit`) passes every check for `t`'s instances.
fn passes(
    name: &str,
    t: &mut Truth,
    r: Option<crate::peers::Read>,
    out: &[u8],
    limit: u64,
) -> bool {
    let p = crate::common::problems::problem(name);
    if r.is_none() && t.in_decimal(0..t.cases.len()) {
        return last_line_counts(t, 0..t.cases.len(), out).is_ok();
    }
    let answers = match r {
        Some(r) => crate::peers::read(r, out, t.cases),
        None => (p.parse)(out),
    };
    answers.is_ok_and(|a| {
        a.len() == t.cases.len()
            && a.iter()
                .enumerate()
                .all(|(i, x)| check(p, t, i, x, limit).is_ok())
    })
}

/// The checks must reject wrong answers, or every figure would mean nothing: right and spoiled
/// outputs in the peers' formats, from judge answers and tdoku's counts.
pub fn self_test() -> Result<(), String> {
    use crate::common::reference::Matrix;
    use crate::peers::Read;
    let root = crate::common::root();
    let file = |p: &str| std::fs::read(root.join(p)).map_err(|e| format!("{}: {}", p, e));
    let tmp = std::env::temp_dir();
    let mut failures = Vec::new();
    let mut expect = |what: &str, passed: bool, ok: bool| {
        if passed != ok {
            failures.push(what.to_string());
        }
    };
    // P10482: POJ 3074's judge answers; two cells of the first swapped; a NOSOL in its place.
    let read = crate::common::problems::problem("p10482").read;
    let cases = read(&file("samples/p10482/poj3074.in")?)?;
    let good = file("samples/p10482/poj3074.out")?;
    let mut t = Truth::new(&cases, &[], Task::FirstSudoku9, "self-test", tmp.clone());
    expect(
        "p10482",
        passes("p10482", &mut t, Some(Read::Lines81), &good, 1),
        true,
    );
    let k = (0..80).find(|&k| good[k] != good[k + 1]).unwrap_or(0);
    let mut bad = good.clone();
    bad.swap(k, k + 1);
    expect(
        "a swap",
        passes("p10482", &mut t, Some(Read::Lines81), &bad, 1),
        false,
    );
    let nosol = [&b"NOSOL"[..], &good[81..]].concat();
    expect(
        "a NOSOL",
        passes("p10482", &mut t, Some(Read::Lines81), &nosol, 1),
        false,
    );
    // Counts: tdoku's file as is, one off by one, and counted up to 2 for uniqueness.
    let text = String::from_utf8_lossy(&file(crate::sets::TDOKU_COUNTS)?).into_owned();
    let rows: Vec<(&str, u64)> = text
        .lines()
        .filter_map(|l| {
            let mut p = l.split(':');
            Some((p.next()?, p.next()?.parse().ok()?))
        })
        .collect();
    let grid = |r: &(&str, u64)| Instance::new(Puzzle(crate::common::grid9_from_line(r.0)));
    let cases: Vec<Instance> = rows.iter().map(grid).collect();
    let known: Vec<Known> = rows.iter().map(|r| Known::Count(r.1)).collect();
    let counts = |f: &dyn Fn(u64) -> u64| -> Vec<u8> {
        let lines: String = rows.iter().map(|r| format!("{}\n", f(r.1))).collect();
        lines.into_bytes()
    };
    let mut t = Truth::new(&cases, &known, Task::CountSudoku9, "self-test", tmp.clone());
    let outputs = [
        ("counts", counts(&|c| c), u64::MAX, true),
        (
            "a count off",
            counts(&|c| c + (c > 2) as u64),
            u64::MAX,
            false,
        ),
        ("to 2", counts(&|c| c.min(2)), 2, true),
        ("to 3", counts(&|c| c.min(3)), 2, false),
    ];
    for (what, out, limit, right) in outputs {
        let passed = passes("sp13980", &mut t, Some(Read::Counts), &out, limit);
        expect(what, passed, right);
    }
    // P4929's first sample matrix, through Knuth's output and P4929's.
    let cases = vec![Instance::new(Matrix {
        m: 3,
        rows: vec![vec![2], vec![0], vec![1]],
    })];
    let known = vec![Known::Solvable(true)];
    let mut t = Truth::new(&cases, &known, Task::FirstCover, "self-test", tmp.clone());
    let outputs: [(&str, Read, &[u8], bool); 6] = [
        (
            "knuth",
            Read::Knuth,
            b"1:\n c3 (1 of 1)\n c1 (1 of 1)\n c2 (1 of 1)\n",
            true,
        ),
        (
            "knuth short",
            Read::Knuth,
            b"1:\n c3 (1 of 1)\n c1 (1 of 1)\n",
            false,
        ),
        ("knuth none", Read::Knuth, b"", false),
        ("none", Read::P4929, b"No Solution!\n", false),
        ("rows", Read::P4929, b"2 1 3\n", true),
        ("a row twice", Read::P4929, b"2 1 3 3\n", false),
    ];
    for (what, read, out, right) in outputs {
        expect(what, passes("p4929", &mut t, Some(read), out, 1), right);
    }
    // Costs: a problem whose solutions cost 4, 4, 6 and 7, asked for its 3 best, and for its
    // best; DLX5's reports on stderr and ours (one number read as a count) on stdout.
    let text = b"a b c | x\na b |3\nc |1\na |1 x:1\nb |1 x:2\nb |2 x:1\na c |5\n";
    let cases = (crate::common::problems::problem("xcc").read)(text)?;
    let report = "Altogether 3 solutions, 473+426 mems.\nThe optimum cost";
    // DLX5's report: `report` and what follows it.
    let dlx5 = |what, tail: &str, right| {
        let out = format!("{}{}", report, tail);
        (what, Some(Read::KnuthCosts), out, right)
    };
    let ours = |what, out: &str, right| (what, None, out.to_string(), right);
    let none = "Altogether 0 solutions, 1 mems.\n".to_string();
    for (k, known, outputs) in [
        (
            3,
            vec![4, 4, 6],
            vec![
                dlx5("dlx5 best 3", "s are:\n $4 (repeated 2 times)\n $6\n", true),
                dlx5("dlx5 a repeat lost", "s are:\n $4\n $6\n", false),
                ours("ours best 3", "4\n4\n6\n", true),
                ours("ours best 2", "4\n6\n", false),
            ],
        ),
        (
            1,
            vec![4],
            vec![
                dlx5("dlx5 best", " is $4\n", true),
                dlx5("dlx5 worse", " is $6\n", false),
                ("dlx5 none", Some(Read::KnuthCosts), none, false),
                ours("ours best", "4\n", true),
                ours("ours worse", "5\n", false),
                ours("ours none", "no solution\n", false),
            ],
        ),
    ] {
        let known = vec![Known::Costs(known)];
        let mut t = Truth::new(&cases, &known, Task::MinCost(k), "self-test", tmp.clone());
        for (what, read, out, right) in outputs {
            expect(
                what,
                passes("xcc", &mut t, read, out.as_bytes(), u64::MAX),
                right,
            );
        }
    }
    // Counts known in decimal, past 2^64 (the 14x14 board's domino tilings) and below it: ours
    // as the last line; DLX6's on stderr, wrapped, or with its warning that it overflowed.
    let cases = (crate::common::problems::problem("xcc").read)(b"a b\na b\n")?;
    let dlx6 = |n: &str, warn: bool| {
        let warning = if warn {
            "(the solution count has overflowed!)\n"
        } else {
            ""
        };
        format!("{}Altogether {} solutions, 1+2 mems.\n", warning, n)
    };
    let big = "112202208776036178000000";
    let wrapped = "9111319734685071488";
    for (known, outputs) in [
        (
            big,
            vec![
                ("ours past 2^64", None, format!("{}\n", big), true),
                (
                    "ours one more",
                    None,
                    "112202208776036178000001\n".into(),
                    false,
                ),
                ("ours wrapped", None, format!("{}\n", wrapped), false),
                ("ours in floating point", None, "1.12e23\n".into(), false),
                (
                    "dlx6 wrapped",
                    Some(Read::KnuthCount),
                    dlx6(wrapped, false),
                    false,
                ),
                (
                    "dlx6 wrapped, warned",
                    Some(Read::KnuthCount),
                    dlx6(wrapped, true),
                    false,
                ),
            ],
        ),
        (
            "12988816",
            vec![
                ("ours below 2^64", None, "12988816\n".into(), true),
                ("ours none", None, "no solution\n".into(), false),
                (
                    "dlx6 below 2^64",
                    Some(Read::KnuthCount),
                    dlx6("12988816", false),
                    true,
                ),
                (
                    "dlx6 one less",
                    Some(Read::KnuthCount),
                    dlx6("12988815", false),
                    false,
                ),
                (
                    "dlx6 warned",
                    Some(Read::KnuthCount),
                    dlx6("12988816", true),
                    false,
                ),
            ],
        ),
    ] {
        let known = vec![Known::Decimal(known.to_string())];
        let task = Task::CountMemo {
            search: false,
            board: None,
        };
        let mut t = Truth::new(&cases, &known, task, "self-test", tmp.clone());
        for (what, read, out, right) in outputs {
            expect(
                what,
                passes("xcc", &mut t, read, out.as_bytes(), u64::MAX),
                right,
            );
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "the checks got these wrong: {}",
            failures.join(", ")
        ))
    }
}
