//! The shared harness: every judge file of the registry (`tests/common/problems.rs`) on every
//! sample in `samples/<bin>/` (what a run on each must give: `tests/common/samples.rs`), as Cargo
//! builds it for the tests (in `make test` unoptimised, with debug assertions and overflow
//! checks: the samples under `SMALL_SAMPLE`), and, when the tests run whole (`make test-all`),
//! on every sample and also as a judge builds it, the file alone with `rustc -O` (cached:
//! `tests/common/judge.rs`). The judges' own compilers and the oldest one any judge runs are the
//! paste check's part (`examples/paste_check.rs`): it builds every file with them and holds each
//! build to the same samples.//!
//! Each `X.out` of a valid input (no `X.err`, no `X.note`) is itself held to the checker where
//! the registry says the references are quick (`expected_checked`).

use crate::common::judge::{judge_build, TODAY};
use crate::common::problems::{problem, Problem, PROBLEMS};
use crate::common::samples::*;
use crate::common::*;
use std::fs;
use std::path::Path;

/// Every judge file in the registry, and no other: adding a file means adding its entry.
#[test]
fn the_registry_lists_every_judge_file_once() {
    let mut names: Vec<String> = PROBLEMS.iter().map(|p| p.name.to_string()).collect();
    names.sort();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len(), "a problem listed twice");
    assert_eq!(
        names,
        bins(),
        "the registry's names and src/bin/*.rs differ"
    );
}

/// Samples of at least this many bytes (magictour's 1,465 hard puzzles and the public sets of
/// 10,000 to 49,158 puzzles) run only when the tests run whole (`make test-all`): in the quick
/// tier's unoptimised bins they would take minutes; the smaller sets run in both (the 375 forum
/// puzzles of `forum-hardest-1106`, the 91 of POJ 3074, tdoku's 43 counted grids).
const SMALL_SAMPLE: u64 = 100 << 10;

/// Whether the sample `path` of `p` runs in the quick tier: small, and none of its heavy ones.
fn quick(p: &Problem, path: &Path) -> bool {
    let heavy = path
        .file_stem()
        .is_some_and(|n| p.heavy.iter().any(|h| *h == n));
    !heavy && fs::metadata(path).is_ok_and(|m| m.len() < SMALL_SAMPLE)
}

/// Every bin as Cargo builds it for the tests (in `make test` unoptimised, with debug assertions
/// and overflow checks), on every sample under `SMALL_SAMPLE`, or on every sample when the tests
/// run whole (but its heavy ones, `Problem::heavy`); one thread per bin.
#[test]
fn every_bin_passes_every_sample() {
    let handles: Vec<_> = PROBLEMS
        .iter()
        .map(|p| {
            std::thread::spawn(move || {
                check_samples(p, "cargo", &cargo_exe(p.name), &|path| {
                    full() || quick(p, path)
                })
            })
        })
        .collect();
    let mut failures = Vec::new();
    for h in handles {
        failures.extend(h.join().expect("harness thread"));
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Each sample's `X.out` of a valid input is right by the problem's checker (where the registry
/// says the references are quick on every sample): a hand-written answer is checked too.
#[test]
fn every_expected_output_passes_the_checker() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in PROBLEMS.iter().filter(|p| p.expected_checked) {
        for path in samples_of(p.name)
            .into_iter()
            .filter(|s| full() || quick(p, s))
        {
            let (out, err, note) = (
                path.with_extension("out"),
                path.with_extension("err"),
                path.with_extension("note"),
            );
            if !out.exists() || err.exists() || note.exists() {
                continue;
            }
            let input = fs::read(&path).expect("X.in");
            let expected = fs::read(&out).expect("X.out");
            checked += 1;
            if let Err(e) = p.check(&input, &expected) {
                failures.push(format!("{}: {}", out.display(), e));
            }
        }
    }
    assert!(checked > 30, "only {} outputs checked", checked);
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Every bin as a judge builds it (the file alone, plain `rustc -O`), on every sample: when the
/// tests run whole (the paste check builds it with each judge's compiler too).
#[test]
#[ignore]
fn judge_builds_pass_every_sample() {
    let mut failures = Vec::new();
    let compilers = [TODAY];
    let mut handles = Vec::new();
    for problem in PROBLEMS {
        for &c in &compilers {
            handles.push(std::thread::spawn(move || {
                let label = c.shown();
                match judge_build(problem.name, c) {
                    Ok(exe) => check_samples(problem, &label, &exe, &|_| true),
                    Err(e) => vec![format!("{} ({}): {}", problem.name, label, e)],
                }
            }));
        }
    }
    for h in handles {
        failures.extend(h.join().expect("harness thread"));
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
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
    for good in ["2 1 3", "1 3 2", "1 4", "4 1 5"] {
        assert!(
            problem("p4929").check(input, good.as_bytes()).is_ok(),
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
        ("No Solution!", "an exact cover exists"),
    ];
    for (answer, why) in bad.iter() {
        let e = problem("p4929")
            .check(input, answer.as_bytes())
            .unwrap_err();
        assert!(e.contains(why), "{:?}: {}", answer, e);
    }
    // With no columns, the empty answer is a cover.
    assert!(problem("p4929").check(b"2 0\n", b"\n").is_ok());
    assert!(problem("p4929").check(b"2 0\n", b"1\n").is_ok());
}

#[test]
fn sudoku16_checker_rejects_each_kind_of_wrong_answer() {
    let read = |p: &str| fs::read(root().join(p)).unwrap_or_else(|e| panic!("{}: {}", p, e));
    let (input, good) = (
        read("samples/uva1309/poj3076.in"),
        read("samples/uva1309/poj3076.out"),
    );
    assert!(problem("uva1309").check(&input, &good).is_ok());
    let text = String::from_utf8(good.clone()).expect("ascii");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Swapping two letters of a row keeps the row valid but breaks two columns (or a given).
    let mut swapped = lines.clone();
    let row: Vec<char> = swapped[0].chars().collect();
    swapped[0] = [row[1], row[0]].iter().chain(&row[2..]).collect();
    assert!(problem("uva1309")
        .check(&input, swapped.join("\n").as_bytes())
        .is_err());
    let mut no_gap = lines.clone();
    no_gap.remove(16);
    assert!(problem("uva1309")
        .check(&input, no_gap.join("\n").as_bytes())
        .unwrap_err()
        .contains("output lines"));
    let mut extra_gap = lines.clone();
    extra_gap.insert(16, String::new());
    assert!(problem("uva1309")
        .check(&input, extra_gap.join("\n").as_bytes())
        .is_err());
    lines.truncate(16 * 3 + 2);
    assert!(problem("uva1309")
        .check(&input, lines.join("\n").as_bytes())
        .is_err());
    // The same grids as SPOJ input; a wrong K is caught before any answer is read.
    let sp = [b"4\n".to_vec(), input.clone()].concat();
    assert!(problem("sp1110").check(&sp, &good).is_ok());
    let sp3 = [b"3\n".to_vec(), input].concat();
    assert!(problem("sp1110").check(&sp3, &good).is_err());
}

#[test]
fn checkers_read_the_input_as_the_judges_do() {
    let p = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let a = "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
    let rows: String = p
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r) + "\r\n")
        .collect();
    for input in [
        format!("{}\nend\n", p),
        format!("\u{feff}{}END", rows),
        format!("{}\n", p.replace('.', "0")),
        format!("{}\n{}", p, &p[..40]),
        format!("{}\nend\n{}\n", p, p),
    ] {
        assert!(
            problem("p10482")
                .check(input.as_bytes(), a.as_bytes())
                .is_ok(),
            "{:?}",
            input
        );
    }
    assert!(problem("p10482")
        .check(format!("{}\n{}\n", p, p).as_bytes(), a.as_bytes())
        .is_err());
    let one_line = UVA1309_SAMPLE.replace('\n', "");
    for input in [one_line.clone(), format!("{}\n--A-", UVA1309_SAMPLE)] {
        assert!(problem("uva1309")
            .check(input.as_bytes(), UVA1309_ANSWER.as_bytes())
            .is_ok());
        let sp = format!("1 {}", input);
        assert!(problem("sp1110")
            .check(sp.as_bytes(), UVA1309_ANSWER.as_bytes())
            .is_ok());
    }
    let twice = format!("2\n{}{}", UVA1309_SAMPLE, UVA1309_SAMPLE);
    assert!(problem("sp1110")
        .check(twice.as_bytes(), UVA1309_ANSWER.as_bytes())
        .is_err());
    let sp = format!("1\n{}{}", UVA1309_SAMPLE, UVA1309_SAMPLE);
    assert!(problem("sp1110")
        .check(sp.as_bytes(), UVA1309_ANSWER.as_bytes())
        .is_ok());
    for input in [
        "3 3\n001\n100\n010\n",
        "3 3 0 0 1 1 0 0 0 1 0 1 1 x",
        "\u{feff}3\t3\r\n001100010",
    ] {
        assert_eq!(
            parse_p4929(input.as_bytes()),
            Ok((3, vec![vec![2], vec![0], vec![1]])),
            "{:?}",
            input
        );
    }
    assert!(parse_p4929(b"3 3\n001\n100\n01").is_err());
}

/// Every checker accepts its problem's official answer, and rejects it with its last line
/// dropped, with one more answer, and with its first letter or digit changed.
#[test]
fn every_checker_accepts_the_official_answer_and_rejects_it_changed() {
    let mut failures = Vec::new();
    for p in PROBLEMS {
        let dir = root().join("samples").join(p.name);
        let input = fs::read(dir.join("sample-1.in")).expect("sample-1.in");
        let good = fs::read(dir.join("sample-1.out")).expect("sample-1.out");
        if let Err(e) = p.check(&input, &good) {
            failures.push(format!(
                "{}: the official answer is rejected: {}",
                p.name, e
            ));
        }
        let lines = judge_lines(&good);
        let cut = lines[..lines.len() - 1].join("\n");
        let more = format!("{}\n{}", lines.join("\n"), lines.join("\n"));
        let first = good
            .iter()
            .position(|b| b.is_ascii_alphanumeric())
            .expect("a character");
        let mut changed = good.clone();
        changed[first] = match good[first] {
            b'1' => b'2',
            b'0'..=b'9' => b'1',
            b'A' => b'B',
            _ => b'A',
        };
        for (what, out) in [
            ("cut short", cut.into_bytes()),
            ("twice", more.into_bytes()),
            ("changed", changed),
        ] {
            if p.check(&input, &out).is_ok() {
                failures.push(format!("{}: the answer {} is accepted", p.name, what));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn count_score_and_uniqueness_checkers_hold_the_reference() {
    let sample = |name: &str| {
        let read = |ext: &str| {
            fs::read(root().join(format!("samples/{}/sample-1.{}", name, ext))).expect(name)
        };
        (read("in"), String::from_utf8(read("out")).expect("text"))
    };
    // SP13980: counts 1 (and the grid), 0, 2.
    let (input, out) = sample("sp13980");
    let check = |i: &[u8], o: &[u8]| problem("sp13980").check(i, o);
    assert!(check(&input, out.as_bytes()).is_ok());
    let lines = judge_lines(out.as_bytes());
    assert_eq!(&lines[10..], ["0", "2"]);
    let wrong_count = format!("{}\n0\n3\n", lines[..10].join("\n"));
    assert!(check(&input, wrong_count.as_bytes())
        .unwrap_err()
        .contains("the reference counts 2"));
    let no_grid = "1\n0\n2\n";
    assert!(check(&input, no_grid.as_bytes()).is_err());
    // P1074: the best score, not another completion's.
    let (input, out) = sample("p1074");
    let check = |i: &[u8], o: &[u8]| problem("p1074").check(i, o);
    assert!(check(&input, out.as_bytes()).is_ok());
    let lower = (out.trim().parse::<u64>().expect("a score") - 1).to_string();
    assert!(check(&input, lower.as_bytes()).is_err());
    assert!(check(&input, b"-1").is_err());
    // sudokunique: one completion, none, several: each answer in another place is wrong.
    let (input, out) = sample("sudokunique");
    let check = |i: &[u8], o: &[u8]| problem("sudokunique").check(i, o);
    assert!(check(&input, out.as_bytes()).is_ok());
    let swapped = out
        .replace("Find another job", "X")
        .replace("Non-unique", "Find another job")
        .replace('X', "Non-unique");
    assert!(check(&input, swapped.as_bytes()).is_err());
    // P4929: No Solution! only where the reference finds no cover.
    let check = |i: &[u8], o: &[u8]| problem("p4929").check(i, o);
    assert!(check(b"2 2\n1 0\n0 1\n", b"No Solution!").is_err());
    assert!(check(b"3 3\n1 1 0\n0 1 1\n1 0 1\n", b"No Solution!").is_ok());
    // P4205: No solution only where the tiler finds no filling.
    let (input, _) = sample("p4205");
    assert!(problem("p4205")
        .check(&input, b"No solution")
        .unwrap_err()
        .contains("tiler"));
    // SP1771: a case cut short by the end of the input is not answered.
    let check = |i: &[u8], o: &[u8]| problem("sp1771").check(i, o);
    assert!(check(b"4 0 0 0 0\n8 1 2\n", b"3 1 4 2\n").is_ok());
    assert!(check(b"4 0 0 0 0\n4 0 4 0 0\n", b"2 4 1 3\n3 1 4 2\n").is_err());
    assert!(check(b"4 0 0 0 0\n4 0 4 0 0\n", b"2 4 1 3\n").is_err());
}

/// The 16x16 and 9x9 problems that promise a solution accept lines of any kind in the place of
/// a grid without one, and only there.
#[test]
fn a_held_place_is_right_only_for_a_grid_without_solution() {
    let check = |i: &[u8], o: &[u8]| problem("p10482").check(i, o);
    let p = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let a = "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
    let none = format!(".23456789{}{}", "1........", ".".repeat(63));
    let input = format!("{}\n{}\n{}\nend\n", p, none, p);
    assert!(check(input.as_bytes(), format!("{}\nx\n{}\n", a, a).as_bytes()).is_ok());
    assert!(check(
        input.as_bytes(),
        format!("{}\n{}\n{}\n", a, a, a).as_bytes()
    )
    .is_ok());
    assert!(check(input.as_bytes(), format!("x\nx\n{}\n", a).as_bytes()).is_err());
    assert!(check(input.as_bytes(), format!("{}\n{}\n", a, a).as_bytes()).is_err());
}

/// The checker command's judgement (`examples/check.rs`, oj's `--judge-command`) on right
/// answers that differ from the stored one, and on wrong ones: P4929's rows in another order
/// and a row too few, SP1771's official completion and one queen moved, P10482's grids with
/// CRLF and spaces at line ends and with two digits swapped.
#[test]
fn the_checker_takes_every_right_answer_and_no_wrong_one() {
    let dir = std::env::temp_dir().join(format!("dlx-check-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a temporary folder");
    let cases: [(&str, &str, bool); 7] = [
        ("p4929", "1 2 3\n", true),
        ("p4929", "3 2 1", true),
        ("p4929", "2 1\n", false),
        ("p4929", "No Solution!\n", false),
        ("sp1771", "", true),
        ("sp1771", "moved", false),
        ("p10482", "crlf", true),
    ];
    let mut failures = Vec::new();
    for (bin, answer, right) in cases
        .iter()
        .cloned()
        .chain(Some(("p10482", "swapped", false)))
    {
        let samples = root().join("samples").join(bin);
        let (input, expected) = (samples.join("sample-1.in"), samples.join("sample-1.out"));
        let official = fs::read_to_string(&expected).expect("sample-1.out");
        let text = match answer {
            "" => official.clone(),
            "moved" => {
                // The first case's first queen one column on: two queens in one column.
                let (first, rest) = official.split_once('\n').expect("two cases");
                let mut cols: Vec<usize> = first
                    .split_whitespace()
                    .map(|t| t.parse().expect("a column"))
                    .collect();
                cols[0] = cols[0] % cols.len() + 1;
                let cols: Vec<String> = cols.iter().map(|c| c.to_string()).collect();
                format!("{}\n{}", cols.join(" "), rest)
            }
            "crlf" => official.replace('\n', "  \r\n"),
            "swapped" => {
                let mut b = official.clone().into_bytes();
                b.swap(0, 1);
                String::from_utf8(b).expect("digits")
            }
            a => a.to_string(),
        };
        let actual = dir.join(format!("{}-{}.out", bin, failures.len()));
        fs::write(&actual, &text).expect("write the answer");
        let p = problem(bin);
        for exp in [Some(expected.as_path()), None] {
            let got = check_files(p, &input, &actual, exp);
            if got.is_ok() != right {
                failures.push(format!(
                    "{} on {:?} (expected file {:?}): {:?}",
                    bin, text, exp, got
                ));
            }
        }
    }
    let _ = fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
