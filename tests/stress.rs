//! Stress tests (对拍): for every problem of the registry (`tests/common/problems.rs`), seeded
//! instances from its generator through its judge file (built as a judge builds it), every
//! answer checked by the problem's checker, whose references never use the DLX.
//!
//! Many instances go through one process run (a batch of the entry's `stress.batch`), so the
//! default run is quick; when a batch fails, its instances are run one by one and the first
//! failing one is printed with its seed and text. An instance that breaks the problem's promise
//! (a grid without the solution the problem promises) must make the file exit with code 1 and
//! name it on stderr, every other answer right and in its place; such instances also run alone.
//!
//! - `STRESS_N=<count>`: instances per problem (default: the entry's `stress.n`), for long runs.
//! - `STRESS_ONLY=<bin>`: only that problem.
//! - `STRESS_SEED=<seed>`: replay the one instance of that seed (decimal or `0x` hex), as printed
//!   by a failure: `STRESS_SEED=<seed> STRESS_ONLY=<bin> cargo test --test all stress::`.

use crate::common::problems::{Generated, Instance, Problem, PROBLEMS};
use crate::common::verdict::*;
use crate::common::*;
use dlx_judge::rng::Rng;
use std::time::Instant;

/// Each batch run is killed after this much CPU time (or 4 times as long on the clock, for a
/// run that blocks): a hang fails the test instead of blocking it. Far above what any batch
/// takes, and CPU time does not grow when the machine is busy.
const BATCH_CPU_SECS: u64 = 300;

fn parse_seed(s: &str) -> u64 {
    let s = s.trim();
    let parsed = match s.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => s.parse(),
    };
    parsed.unwrap_or_else(|_| panic!("STRESS_SEED={:?} is not a number", s))
}

/// Instances a problem runs in the quick tier (`make test`): a sample of its stress test.
const QUICK: usize = 20;

/// The seeds of the instances a problem runs: `STRESS_SEED` alone, or `STRESS_N` (else
/// `default`) seeds derived from the problem's `salt`.
fn seeds(salt: u64, default: usize) -> Vec<u64> {
    if let Ok(s) = std::env::var("STRESS_SEED") {
        return vec![parse_seed(&s)];
    }
    let n = match std::env::var("STRESS_N") {
        Ok(s) => s
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("STRESS_N={:?} is not a count", s)),
        Err(_) => default,
    };
    (0..n as u64)
        .map(|i| Rng(salt.wrapping_mul(0x1_0000_0001) ^ i).bits())
        .collect()
}

/// One generated instance and its seed.
struct Case {
    seed: u64,
    made: Generated,
}

fn instances(cases: &[Case]) -> Vec<Instance> {
    cases.iter().map(|c| c.made.instance.clone()).collect()
}

/// The case's seed, kind and input text (cut at 20,000 bytes).
fn describe(p: &Problem, case: &Case) -> String {
    let text =
        String::from_utf8_lossy(&(p.write)(std::slice::from_ref(&case.made.instance))).into_owned();
    let shown = if text.len() > 20_000 {
        format!("{}… ({} bytes)", &text[..20_000], text.len())
    } else {
        text
    };
    format!(
        "seed {} ({}{})\n{}",
        case.seed,
        case.made.kind,
        if case.made.broken {
            ", breaks the promise"
        } else {
            ""
        },
        shown
    )
}

/// What one run on `cases` must give: exit code 1 exactly when some instance breaks the
/// promise, each of them named on stderr, and every answer right by the registry's check
/// (the one verdict, `tests/common/verdict.rs`).
fn want(cases: &[Case]) -> Want {
    let broken: Vec<usize> = (0..cases.len())
        .filter(|&k| cases[k].made.broken)
        .map(|k| k + 1)
        .collect();
    match broken.is_empty() {
        true => answer(Stdout::Checked),
        false => bad(&broken, Stdout::Checked),
    }
}

fn replay(p: &Problem, case: &Case) -> String {
    format!(
        "replay: STRESS_SEED={} STRESS_ONLY={} cargo test --test all stress::",
        case.seed, p.name
    )
}

/// Runs `cases` through the file as one input; on a failure, runs them alone to name the guilty
/// one.
fn run_batch(p: &Problem, cases: &[Case]) -> Result<(), String> {
    let limits = Limits {
        cpu: Some(std::time::Duration::from_secs(BATCH_CPU_SECS)),
        ..Limits::timeout(4 * BATCH_CPU_SECS)
    };
    let input = (p.write)(&instances(cases));
    let got = run_limited(p.name, &input, limits);
    let err = match verdict(p, &input, &want(cases), &got) {
        Ok(()) => return Ok(()),
        Err(e) => e,
    };
    if cases.len() == 1 {
        return Err(format!(
            "{} fails on one instance: {}\n{}\n{}",
            p.name,
            err,
            describe(p, &cases[0]),
            replay(p, &cases[0])
        ));
    }
    for case in cases {
        run_batch(p, std::slice::from_ref(case))?;
    }
    Err(format!(
        "{} fails on a batch of {} instances but on none of them alone: {}\nfirst: {}",
        p.name,
        cases.len(),
        err,
        describe(p, &cases[0])
    ))
}

/// The kinds of instances made, counted.
fn tally(cases: &[Case]) -> String {
    let mut kinds: Vec<(&str, usize)> = Vec::new();
    for c in cases {
        match kinds.iter_mut().find(|(k, _)| *k == c.made.kind) {
            Some(e) => e.1 += 1,
            None => kinds.push((c.made.kind, 1)),
        }
    }
    let parts: Vec<String> = kinds.iter().map(|(k, n)| format!("{} {}", n, k)).collect();
    let broken = cases.iter().filter(|c| c.made.broken).count();
    format!(
        "{} instances ({}; {} breaking the promise)",
        cases.len(),
        parts.join(", "),
        broken
    )
}

/// The stress test of one problem: a summary, or what fails.
fn stress(p: &Problem) -> Result<String, String> {
    let start = Instant::now();
    let cases: Vec<Case> = seeds(p.stress.salt, sized(p.stress.n, QUICK))
        .into_iter()
        .map(|seed| Case {
            seed,
            made: (p.generate)(seed),
        })
        .collect();
    let made = start.elapsed();
    if cases.len() >= 100 {
        for &(word, percent) in p.stress.kinds {
            let k = cases.iter().filter(|c| c.made.kind.contains(word)).count();
            if k * 100 < percent * cases.len() {
                return Err(format!(
                    "{}: the instances test little: {} of {} are {:?}, expected {}% ({})",
                    p.name,
                    k,
                    cases.len(),
                    word,
                    percent,
                    tally(&cases)
                ));
            }
        }
    }
    for chunk in cases.chunks(p.stress.batch.max(1)) {
        run_batch(p, chunk)?;
    }
    if p.stress.batch > 1 {
        for case in cases.iter().filter(|c| c.made.broken) {
            run_batch(p, std::slice::from_ref(case))?;
        }
    }
    Ok(format!(
        "{}: {}; made in {:.1?}, checked in {:.1?}",
        p.name,
        tally(&cases),
        made,
        start.elapsed() - made
    ))
}

/// Every problem (one thread each) agrees with its references on its generated instances.
#[test]
fn every_problem_agrees_with_the_references_on_random_instances() {
    let only = std::env::var("STRESS_ONLY").ok();
    if let Some(name) = &only {
        assert!(
            PROBLEMS.iter().any(|p| p.name == name),
            "STRESS_ONLY={}: no such problem",
            name
        );
    }
    let handles: Vec<_> = PROBLEMS
        .iter()
        .filter(|p| only.as_ref().map_or(true, |o| o == p.name))
        .map(|p| {
            exe(p.name); // build it before the threads start
            std::thread::spawn(move || stress(p))
        })
        .collect();
    let mut failures = Vec::new();
    for h in handles {
        match h.join() {
            Ok(Ok(summary)) => eprintln!("{}", summary),
            Ok(Err(e)) => failures.push(e),
            Err(_) => failures.push("a stress thread panicked (see above)".to_string()),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

#[test]
fn seeds_replay_and_differ_by_problem() {
    assert_eq!(parse_seed("0x10"), 16);
    assert_eq!(parse_seed(" 42 "), 42);
    if std::env::var("STRESS_SEED").is_err() && std::env::var("STRESS_N").is_err() {
        let (a, b) = (seeds(1, 5), seeds(2, 5));
        assert_eq!(a, seeds(1, 5));
        assert!(a.iter().all(|s| !b.contains(s)));
    }
}
