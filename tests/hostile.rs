//! Every judge file of the registry on input a judge's own reference solution reads past, on
//! malformed instances, and on hostile input (the README's "At a judge"), run as a judge builds
//! it (`rustc -O` on the file alone, whatever the tests' profile). Every file gets its sample in
//! other line ends and garbage; each problem's own cases are its registry entry's `hostile`,
//! written beside its reader (`tests/common/problems/`, with `tests/common/cases.rs`).
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

use crate::common::cases::*;
use crate::common::problems::{Problem, PROBLEMS};
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

/// Runs `cases` through the file of `problem`; returns what fails.
fn try_cases(problem: &Problem, cases: Vec<Case>) -> Vec<String> {
    let limits = Limits {
        timeout: Duration::from_secs(WALL_SECS),
        cpu: Some(Duration::from_secs(CPU_SECS)),
        memory_kib: Some(MEMORY_KIB),
        keep_stdout: 200 << 20,
        keep_stderr: MAX_STDERR + 1,
    };
    let bin = problem.name;
    let mut failures = Vec::new();
    for c in cases.iter().filter(|c| full() || !c.heavy) {
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

/// Every problem's cases of `cases_of` (made in the thread that runs them), the problems
/// shared among as many threads as the machine has cores; fails with every failure.
fn run_every_problem(cases_of: impl Fn(&Problem) -> Vec<Case> + Sync) {
    let failures: Vec<String> = in_parallel(PROBLEMS, |p| try_cases(p, cases_of(p)))
        .into_iter()
        .flatten()
        .collect();
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
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
    // A MiB when the tests run whole; 64 KiB in the quick tier's unoptimised bins.
    let size = sized(1 << 20, 1 << 16);
    let random: Vec<u8> = (0..size).map(|_| rng.bits() as u8).collect();
    let alnum: Vec<u8> = (0..size)
        .map(|_| {
            let alphabet = b"0123456789 .-ABCDEFGHIJKLMNOP\n";
            alphabet[rng.below(alphabet.len())]
        })
        .collect();
    run_every_problem(|_| {
        vec![
            case("empty input", "", either(Stdout::Unread)),
            case(
                format!("{} KiB of random bytes", size >> 10),
                random.clone(),
                either(Stdout::Unread),
            ),
            case(
                format!("{} KiB of random cells and digits", size >> 10),
                alnum.clone(),
                either(Stdout::Unread),
            ),
            case(
                "a number past u64",
                "99999999999999999999999999\n",
                either(Stdout::Unread),
            ),
            case("NUL bytes only", vec![0u8; size], either(Stdout::Unread)),
            big("100 MB of 1s", || vec![b'1'; MB100], either(Stdout::Unread)),
        ]
    });
}

/// Every problem's own cases (its registry entry's `hostile`).
#[test]
fn every_problem_passes_its_own_hostile_cases() {
    run_every_problem(|p| p.hostile.iter().flat_map(|group| group()).collect());
}
