//! The samples of a problem (`samples/<bin>/`, and `samples/<bin>/stderr/` for the cases whose
//! stderr is checked too, out of online-judge-tools' sight) and what a run on one must give,
//! held to the one verdict (`verdict.rs`). For each `X.in`:
//! - `X.out` present: the output must be what the judge accepts for it (compared line by line,
//!   ignoring `\r`, spaces at line ends and blank lines at the end), or, for a problem with several
//!   right answers (not `exact` in the registry), pass that problem's checker while agreeing with
//!   `X.out` on solvability (an empty `X.out`, or one for a malformed input, is compared: it has
//!   only one right form);
//! - `X.out` absent (large public sets): the problem's checker must accept every answer;
//! - `X.err` present: the run must exit with code 1 and print each line of `X.err` on stderr
//!   (the stdout still has to match `X.out`);
//! - `X.note` present: the run must exit with code 0 and print each line of `X.note` on stderr
//!   (a note: fewer tests than announced, a partial last one);
//! - neither: it must exit 0 with an empty stderr.

use super::problems::Problem;
use super::verdict::*;
use super::*;
use std::fs;
use std::path::{Path, PathBuf};

/// The folder of `problem`'s cases whose stderr is checked too.
pub const STDERR: &str = "stderr";

/// Every `X.in` of `problem`'s samples, the stderr cases last.
pub fn samples_of(problem: &str) -> Vec<PathBuf> {
    let dir = root().join("samples").join(problem);
    let mut ins = Vec::new();
    for d in [dir.clone(), dir.join(STDERR)] {
        let mut here: Vec<PathBuf> = match fs::read_dir(&d) {
            Ok(entries) => entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "in"))
                .collect(),
            Err(_) => Vec::new(),
        };
        here.sort();
        ins.extend(here);
    }
    ins
}

/// Each sample run is killed after this much CPU time (or 4 times as long on the clock): a hang
/// fails the test instead of blocking it. Far above what the largest set takes unoptimised.
pub const SAMPLE_CPU_SECS: u64 = 1200;

/// The lines of a `.err` or `.note` file that stderr must hold.
fn lines_of(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect()
}

/// What a run on the sample `input_path` must give, by its files (see the header), held to the
/// one verdict (`tests/common/verdict.rs`).
pub fn want_of(problem: &'static Problem, input: &[u8], input_path: &Path) -> Result<Want, String> {
    let expected = fs::read(input_path.with_extension("out")).ok();
    let err_file = fs::read_to_string(input_path.with_extension("err")).ok();
    let note_file = fs::read_to_string(input_path.with_extension("note")).ok();
    let stdout = expected_stdout(problem, input, expected, err_file.is_some())?;
    Ok(match (&err_file, &note_file) {
        (Some(_), Some(_)) => return Err("both an X.err and an X.note".to_string()),
        (Some(e), None) => Want {
            stdout,
            ..error(&lines_of(e))
        },
        (None, Some(n)) => note(&lines_of(n), stdout),
        (None, None) => answer(stdout),
    })
}

/// How the output for `input` is judged, given its `X.out` (`expected`; `broken`: the input
/// breaks the problem's promise), as the header says.
pub fn expected_stdout(
    problem: &'static Problem,
    input: &[u8],
    expected: Option<Vec<u8>>,
    broken: bool,
) -> Result<Stdout, String> {
    Ok(match expected {
        // An empty expected output has one right form, and so has a malformed input's (the
        // checker cannot even read that input): compare.
        Some(expected) if problem.exact || broken || judge_lines(&expected).is_empty() => {
            Stdout::Same(expected)
        }
        Some(expected) => {
            // A hand-written X.out is one right answer too: hold it to the same checker.
            problem
                .check(input, &expected)
                .map_err(|e| format!("X.out itself is wrong: {}", e))?;
            let input = input.to_vec();
            let says_none = |t: &[u8]| judge_lines(t).iter().any(|l| l.trim() == "No Solution!");
            Stdout::With(Box::new(move |out: &[u8]| {
                if says_none(&expected) != says_none(out) {
                    return Err(format!(
                        "expected {:?}, got {:?}",
                        judge_lines(&expected),
                        judge_lines(out)
                    ));
                }
                problem.check(&input, out)
            }))
        }
        None => Stdout::Checked,
    })
}

/// Whether the output in the file `actual` is right for the input in the file `input`, as the
/// judge accepts it: by the registry's check where several answers are right, else compared with
/// the file `expected` as the judges compare (by the check too without one). The checker
/// command's judgement (`examples/check.rs`), for online-judge-tools and by hand.
pub fn check_files(
    problem: &'static Problem,
    input: &Path,
    actual: &Path,
    expected: Option<&Path>,
) -> Result<(), String> {
    let read = |p: &Path| fs::read(p).map_err(|e| format!("{}: {}", p.display(), e));
    let input_bytes = read(input)?;
    let expected_bytes = match expected {
        Some(e) => Some(read(e)?),
        None => None,
    };
    let want = expected_stdout(problem, &input_bytes, expected_bytes, false)?;
    want.judge(problem, &input_bytes, &read(actual)?)
}

/// Runs the build `exe` of `problem` on the sample `input_path` and checks what it gives.
pub fn check_one(problem: &'static Problem, exe: &Path, input_path: &Path) -> Result<(), String> {
    let input = fs::read(input_path).map_err(|e| e.to_string())?;
    let want = want_of(problem, &input, input_path)?;
    let limits = Limits {
        cpu: Some(std::time::Duration::from_secs(SAMPLE_CPU_SECS)),
        ..Limits::timeout(4 * SAMPLE_CPU_SECS)
    };
    let got = run_limited_exe(exe, &[], &input, limits);
    verdict(problem, &input, &want, &got)
}

/// Runs the samples of `problem` that `runs` through `exe`; returns the failures. `label` names
/// the build.
pub fn check_samples(
    problem: &'static Problem,
    label: &str,
    exe: &Path,
    runs: &dyn Fn(&Path) -> bool,
) -> Vec<String> {
    let samples = samples_of(problem.name);
    let mut failures = Vec::new();
    if !samples
        .iter()
        .any(|p| p.file_name().is_some_and(|n| n == "sample-1.in"))
    {
        failures.push(format!(
            "{}: no official samples/{}/sample-1.in",
            problem.name, problem.name
        ));
    }
    for path in samples.iter().filter(|p| runs(p)) {
        let start = std::time::Instant::now();
        let result = check_one(problem, exe, path);
        // Shown with `--nocapture`: how long each sample takes, bin and check.
        eprintln!(
            "{} ({}) {}: {:.2?}",
            problem.name,
            label,
            path.file_name().map_or("?".into(), |n| n.to_string_lossy()),
            start.elapsed()
        );
        if let Err(e) = result {
            failures.push(format!(
                "{} ({}) on {}: {}",
                problem.name,
                label,
                path.display(),
                e
            ));
        }
    }
    eprintln!(
        "{} ({}): {} samples, {} failed",
        problem.name,
        label,
        samples.len(),
        failures.len()
    );
    failures
}
