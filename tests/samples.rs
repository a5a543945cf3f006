//! The shared harness: every bin on every sample in `samples/<bin>/`.
//!
//! For each `X.in`:
//! - `X.out` present: the output must be what the judge accepts for it (compared line by line,
//!   ignoring `\r`, spaces at line ends and blank lines at the end), or, for a problem with several
//!   right answers, pass that problem's checker while agreeing with `X.out` on solvability
//!   (an empty `X.out` is compared: it has only one right form);
//! - `X.out` absent (large public sets): the problem's checker must accept every answer;
//! - `X.err` present: the run must exit with code 1 and print each line of `X.err` on stderr
//!   (the stdout still has to match `X.out`); otherwise it must exit 0 with an empty stderr.

mod common;

use common::*;
use std::fs;
use std::path::{Path, PathBuf};

/// An independent checker of a problem's output: `(input, output) -> Ok` when every answer is right.
type Checker = fn(&[u8], &[u8]) -> Result<(), String>;

/// The checker of a problem, where it has one; `exact` says whether `X.out` is the only right
/// answer (so a diff decides) or one right answer among several (so the checker decides).
fn checker(problem: &str) -> (Option<Checker>, bool) {
    match problem {
        "p10482" => (Some(check_p10482 as Checker), true),
        "p4929" => (Some(check_p4929 as Checker), false),
        "uva1309" => (Some(check_uva1309 as Checker), true),
        "sp1110" => (Some(check_sp1110 as Checker), true),
        _ => (None, true),
    }
}

fn samples_of(problem: &str) -> Vec<PathBuf> {
    let dir = root().join("samples").join(problem);
    let mut ins: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map_or(false, |x| x == "in"))
        .collect();
    ins.sort();
    ins
}

fn check_one(problem: &str, input_path: &Path) -> Result<(), String> {
    let input = fs::read(input_path).map_err(|e| e.to_string())?;
    let expected = fs::read(input_path.with_extension("out")).ok();
    let err = fs::read_to_string(input_path.with_extension("err")).ok();
    let got = run(problem, &input);
    match &err {
        Some(err) => {
            if got.code != Some(1) {
                return Err(format!("expected exit code 1, got {:?}", got.code));
            }
            let stderr = got.stderr_text();
            for want in err.lines().filter(|l| !l.trim().is_empty()) {
                if !stderr.contains(want.trim()) {
                    return Err(format!(
                        "stderr lacks {:?}; it was:\n{}",
                        want.trim(),
                        stderr
                    ));
                }
            }
        }
        None => {
            if got.code != Some(0) || !got.stderr.is_empty() {
                return Err(format!(
                    "exit code {:?}, stderr:\n{}",
                    got.code,
                    got.stderr_text()
                ));
            }
        }
    }
    let (check, exact) = checker(problem);
    match (expected, check) {
        // An empty expected output has one right form, and its input may be one the checker
        // cannot even parse (a malformed one): compare.
        (Some(expected), _) if exact || judge_lines(&expected).is_empty() => {
            judge_compare(&got.stdout, &expected)
        }
        (Some(expected), Some(check)) => {
            let says_none = |t: &[u8]| judge_lines(t).iter().any(|l| l.trim() == "No Solution!");
            if says_none(&expected) != says_none(&got.stdout) {
                return Err(format!(
                    "expected {:?}, got {:?}",
                    judge_lines(&expected),
                    judge_lines(&got.stdout)
                ));
            }
            // A hand-written X.out is one right answer too: hold it to the same checker.
            check(&input, &expected).map_err(|e| format!("X.out itself is wrong: {}", e))?;
            check(&input, &got.stdout)
        }
        (None, Some(check)) => check(&input, &got.stdout),
        (_, None) => Err("no X.out and no checker for this problem".to_string()),
    }
}

#[test]
fn every_bin_passes_every_sample() {
    // One thread per bin: the large public sets dominate, and they belong to different bins.
    let handles: Vec<_> = bins()
        .into_iter()
        .map(|problem| {
            std::thread::spawn(move || {
                let samples = samples_of(&problem);
                let mut failures = Vec::new();
                if !samples
                    .iter()
                    .any(|p| p.file_name().map_or(false, |n| n == "sample-1.in"))
                {
                    failures.push(format!("{}: no official sample-1.in", problem));
                }
                for path in &samples {
                    let start = std::time::Instant::now();
                    let result = check_one(&problem, path);
                    // Shown with `--nocapture`: how long each sample takes, bin and check.
                    eprintln!(
                        "{} {}: {:.2?}",
                        problem,
                        path.file_name().map_or("?".into(), |n| n.to_string_lossy()),
                        start.elapsed()
                    );
                    if let Err(e) = result {
                        failures.push(format!("{} on {}: {}", problem, path.display(), e));
                    }
                }
                (problem, samples.len(), failures)
            })
        })
        .collect();
    let mut failures = Vec::new();
    for h in handles {
        let (problem, n, f) = h.join().expect("harness thread");
        eprintln!("{}: {} samples, {} failed", problem, n, f.len());
        failures.extend(f);
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

#[test]
fn judge_compare_ignores_only_what_the_judges_ignore() {
    assert!(judge_compare(b"1 2 \r\n3\n\n\n", b"1 2\n3").is_ok());
    assert!(judge_compare(b"1 2\n3", b"1 2\n3\n").is_ok());
    assert!(judge_compare(b"1  2\n3", b"1 2\n3").is_err());
    assert!(judge_compare(b" 1 2\n3", b"1 2\n3").is_err());
    assert!(judge_compare(b"1 2\n\n3", b"1 2\n3").is_err());
    assert!(judge_compare(b"1 2\n3\n4", b"1 2\n3").is_err());
    assert!(judge_compare(b"1 2", b"1 2\n3").is_err());
    let e = judge_compare(b"a\nb\nc", b"a\nx\nc").unwrap_err();
    assert!(
        e.contains("line 2") && e.contains('x') && e.contains('b'),
        "{}",
        e
    );
}

#[test]
fn sudoku_checker_rejects_each_kind_of_wrong_answer() {
    let puzzle = grid9_from_line(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    );
    let good = grid9_from_line(
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293",
    );
    assert!(check_sudoku(3, &puzzle, &good).is_ok());
    let mut changed_given = good.clone();
    changed_given.swap(0, 1); // cell 1 holds the given 4
    assert!(check_sudoku(3, &puzzle, &changed_given)
        .unwrap_err()
        .contains("given"));
    let mut twice = good.clone();
    twice[1] = twice[2]; // a free cell: now a digit repeats in row 1
    assert!(check_sudoku(3, &puzzle, &twice)
        .unwrap_err()
        .contains("twice"));
    let mut empty = good.clone();
    empty[80] = 0;
    assert!(check_sudoku(3, &puzzle, &empty).is_err());
    assert!(check_sudoku(3, &puzzle, &good[..80]).is_err());
}

#[test]
fn exact_cover_checker_rejects_each_kind_of_wrong_answer() {
    // Columns 1-3; rows: {3}, {1}, {2}, {1,2}, {} (a row of zeros).
    let input = b"5 3\n0 0 1\n1 0 0\n0 1 0\n1 1 0\n0 0 0\n";
    for good in ["2 1 3", "1 3 2", "1 4", "4 1 5", "No Solution!"] {
        assert!(
            check_p4929(input, good.as_bytes()).is_ok(),
            "{:?} was rejected",
            good
        );
    }
    let bad = [
        ("1 2", "column 2 is covered 0 times"),
        ("1 2 3 4", "column 1 is covered 2 times"),
        ("1 4 4", "row 4 is chosen twice"),
        ("1 4 6", "out of range"),
        ("0 1 4", "out of range"),
        ("1  4", "not a row number"),
        ("1 +4", "not a row number"),
        ("1 x", "not a row number"),
        ("1\n4", "one line"),
        ("", "covered 0 times"),
    ];
    for (answer, why) in bad.iter() {
        let e = check_p4929(input, answer.as_bytes()).unwrap_err();
        assert!(e.contains(why), "{:?}: {}", answer, e);
    }
    // With no columns, the empty answer is a cover.
    assert!(check_p4929(b"2 0\n", b"\n").is_ok());
    assert!(check_p4929(b"2 0\n", b"1\n").is_ok());
}

#[test]
fn sudoku16_checker_rejects_each_kind_of_wrong_answer() {
    let read = |p: &str| fs::read(root().join(p)).unwrap_or_else(|e| panic!("{}: {}", p, e));
    let (input, good) = (
        read("samples/uva1309/poj3076.in"),
        read("samples/uva1309/poj3076.out"),
    );
    assert!(check_uva1309(&input, &good).is_ok());
    let text = String::from_utf8(good.clone()).expect("ascii");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Swapping two letters of a row keeps the row valid but breaks two columns (or a given).
    let mut swapped = lines.clone();
    let row: Vec<char> = swapped[0].chars().collect();
    swapped[0] = [row[1], row[0]].iter().chain(&row[2..]).collect();
    assert!(check_uva1309(&input, swapped.join("\n").as_bytes()).is_err());
    let mut no_gap = lines.clone();
    no_gap.remove(16);
    assert!(check_uva1309(&input, no_gap.join("\n").as_bytes())
        .unwrap_err()
        .contains("output lines"));
    let mut extra_gap = lines.clone();
    extra_gap.insert(16, String::new());
    assert!(check_uva1309(&input, extra_gap.join("\n").as_bytes()).is_err());
    lines.truncate(16 * 3 + 2);
    assert!(check_uva1309(&input, lines.join("\n").as_bytes()).is_err());
    // The same grids as SPOJ input; a wrong K is caught before any answer is read.
    let sp = [b"4\n".to_vec(), input.clone()].concat();
    assert!(check_sp1110(&sp, &good).is_ok());
    let sp3 = [b"3\n".to_vec(), input].concat();
    assert!(check_sp1110(&sp3, &good).is_err());
}
