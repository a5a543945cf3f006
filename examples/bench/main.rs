//! The benchmark behind `make bench` and `make bench-peers` (std only).
//!
//! For every problem of the registry (`tests/common/problems.rs`) and every benchmark set of it
//! (`sets.rs`), it builds the judge file as Luogu builds a pasted file, runs the
//! whole set as one process in the judge's format (or one process per instance where the
//! per-instance time is the target), `RUNS` times, interleaved with every peer that does the
//! same task (ours, peer, ours, peer ...: both see the same load), and checks every answer,
//! ours and the peers' (see `check.rs`). It prints one table per set: median seconds,
//! instances per second, the slowest process, peak RSS, the ratio peer/ours and the check;
//! also written to OUT/results.md. A wrong answer of ours, or a timeout, makes the exit code 1.
//!
//! Settings (environment variables; `make bench RUNS=5` passes them through):
//!   RUNS=3            runs per program and set; a program that has spent BUDGET seconds on
//!   BUDGET=60         a set stops there (after at least one run)
//!   SETS=pat,pat      only the sets matching a pattern: `p10482`, `p10482/top1465`,
//!                     `*/janko55`, `p4929/sparse-*`, `langford*` ...
//!   PEERS=DIR         the seed articles' programs (../shared/peers/build.sh DIR)
//!   ANCHORS=DIR       the field's best (../shared/anchors/build.sh DIR)
//!   PEER_NAMES=a,b    only these peers (labels as in the tables)
//!   TIMEOUT=180       seconds before a whole-set process is killed ("timeout")
//!   PUZZLE_TIMEOUT=20 the same for a one-instance process
//!   OURS=DIR          time the executables in DIR instead of each src/bin file built alone
//!   BEFORE=DIR        also run DIR/<bin> (executables named like the bins, built from an older
//!                     commit) as a peer labelled `before`: the same input as ours, interleaved
//!                     with ours like every peer, its answers checked like ours (a bin missing
//!                     from DIR is left out, with a note)
//!   OUT=target/bench  where the sets, outputs, cache and results.md go
//!
//! `cargo run --release --example bench -- --list` lists the sets.

#[path = "../../tests/common/mod.rs"]
mod common;

mod check;
mod exact;
mod launch;
mod peers;
mod report;
mod sets;

use common::problems::{Problem, PROBLEMS};
use launch::Cmd;
use peers::{PeerDirs, Read};
use sets::{Cases, Set};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// How a judge builds a pasted file: Luogu's command with O2 on (rustc 1.88 there, so the 2024
/// edition). SPOJ's older compiler is checked for correctness by the tests, not timed.
const JUDGE_BUILD: [&str; 4] = ["--edition", "2024", "-C", "opt-level=2"];

/// xcc (`$1`) as 8 parts, two at a time, on the input saved from stdin; their counts added up
/// exactly by `xcc +` (the README's recipe).
const PARTS: &str = "f=$(mktemp) && cat > \"$f\" && \
    parallel -j2 \"$1\" P8 p{} '<' \"$f\" ::: 0 1 2 3 4 5 6 7 | \"$1\" +; rm -f \"$f\"";

/// A program that times out on this many processes of a set is not run on the rest of it.
const MAX_TIMEOUTS: usize = 2;

fn env_num(name: &str, default: f64) -> f64 {
    match std::env::var(name) {
        Ok(v) if !v.trim().is_empty() => v.trim().parse().unwrap_or_else(|_| {
            eprintln!("bench: {}={:?} is not a number", name, v);
            std::process::exit(2)
        }),
        _ => default,
    }
}

fn env_path(name: &str) -> Option<PathBuf> {
    std::env::var(name)
        .ok()
        .filter(|v| !v.trim().is_empty())
        .map(|v| common::root().join(v.trim()))
}

fn list(name: &str) -> Option<Vec<String>> {
    std::env::var(name).ok().map(|v| {
        v.split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    })
}

/// Shell-style matching of `*` and `?`.
fn glob(pat: &[u8], s: &[u8]) -> bool {
    match (pat.first(), s.first()) {
        (None, None) => true,
        (Some(b'*'), _) => glob(&pat[1..], s) || (!s.is_empty() && glob(pat, &s[1..])),
        (Some(&p), Some(&c)) if p == b'?' || p == c => glob(&pat[1..], &s[1..]),
        _ => false,
    }
}

fn wanted(patterns: &[String], problem: &str, set: &str) -> bool {
    let id = format!("{}/{}", problem, set);
    patterns.is_empty()
        || patterns.iter().any(|p| {
            let p = p.as_bytes();
            glob(p, id.as_bytes()) || glob(p, problem.as_bytes()) || glob(p, set.as_bytes())
        })
}

/// One program on one set.
struct Prog {
    label: String,
    cmd: Cmd,
    inputs: Vec<PathBuf>,
    /// How its output is read (`None`: the registry's parser of the judge's format).
    read: Option<Read>,
    limit: u64,
}

/// What a program did on a set.
struct Res {
    times: Vec<Vec<Option<f64>>>,
    rss: i64,
    error: Option<String>,
    timeouts: usize,
    spent: f64,
    outputs: Vec<Option<Vec<u8>>>,
}

fn write_file(path: &Path, data: &[u8]) -> PathBuf {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).expect("create a directory under OUT");
    }
    if std::fs::read(path).ok().as_deref() != Some(data) {
        std::fs::write(path, data).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    }
    path.to_path_buf()
}

/// The instances of each process of the set.
fn groups(set: &Set, cases: &Cases) -> Vec<std::ops::Range<usize>> {
    let n = cases.instances.len();
    if set.per_case {
        (0..n).map(|i| i..i + 1).collect()
    } else {
        std::iter::once(0..n).collect()
    }
}

fn median(v: &[Option<f64>], timeout: f64) -> (f64, bool) {
    let mut x: Vec<f64> = v.iter().map(|t| t.unwrap_or(f64::INFINITY)).collect();
    x.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    let m = x[x.len() / 2];
    if x.len() % 2 == 0 {
        let m = (x[x.len() / 2 - 1] + m) / 2.0;
        if m.is_finite() {
            return (m, false);
        }
    } else if m.is_finite() {
        return (m, false);
    }
    (timeout, true)
}

/// The text of the checkers: the references and the registry with its problems' modules.
fn checker_sources() -> Vec<Vec<u8>> {
    let root = common::root().join("tests/common");
    let mut paths = vec![root.join("reference.rs"), root.join("problems.rs")];
    let mut modules: Vec<PathBuf> = std::fs::read_dir(root.join("problems"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    modules.sort();
    paths.extend(modules);
    paths
        .iter()
        .map(|p| std::fs::read(p).unwrap_or_default())
        .collect()
}

/// The registry's check of `out` for `input`, remembered in `cache` once passed: a reference
/// without its budget may take minutes on a set, and the same output of the same input (under
/// the same references and registry) needs no second look.
fn checked(problem: &Problem, input: &[u8], out: &[u8], cache: &Path) -> Result<(), String> {
    let mut parts = checker_sources();
    parts.extend([
        problem.name.as_bytes().to_vec(),
        input.to_vec(),
        out.to_vec(),
    ]);
    let h = common::judge::fnv1a(&parts.iter().map(Vec::as_slice).collect::<Vec<_>>());
    let seen = cache.join(format!("checked-{}-{:016x}", problem.name, h));
    if seen.exists() {
        return Ok(());
    }
    problem.check(input, out)?;
    write_file(&seen, b"ok\n");
    Ok(())
}

/// Checks one output of `p` (the instances `range` of the set): Ok, or what is wrong. A program
/// in the judge's format (ours, `before`) is judged by the registry's check on the input it
/// got; a peer by its own reader and `check::check`.
fn check_output(
    p: &Prog,
    problem: &Problem,
    cases: &Cases,
    range: std::ops::Range<usize>,
    out: &[u8],
    truth: &mut check::Truth,
    cache: &Path,
) -> Result<(), String> {
    let instances = &cases.instances[range.clone()];
    let answers = match p.read {
        // Ours and `before`, in the judge's format: held to the counts or costs the set's
        // source gives (a reference would count for minutes), or else to the registry's check.
        // A count of any size is read here, as the last line (the registry's reader has 64 bits).
        None if truth.in_decimal(range.clone()) => {
            return check::last_line_counts(truth, range, out);
        }
        None if truth.given(range.clone()) => (problem.parse)(out)?,
        None => return checked(problem, &(problem.write)(instances), out, cache),
        Some(read) => peers::read(read, out, instances)?,
    };
    if answers.len() != instances.len() {
        return Err(format!(
            "{} answers for {} instances",
            answers.len(),
            instances.len()
        ));
    }
    for (k, a) in answers.iter().enumerate() {
        check::check(problem, truth, range.start + k, a, p.limit)
            .map_err(|e| format!("instance {}: {}", range.start + k + 1, e))?;
    }
    Ok(())
}

struct Settings {
    runs: usize,
    budget: f64,
    timeout: f64,
    puzzle_timeout: f64,
    out: PathBuf,
}

/// Runs one set: round after round, process after process, each program in turn.
fn bench_set(
    problem: &Problem,
    set: &Set,
    cases: &Cases,
    progs: &[Prog],
    s: &Settings,
) -> Vec<Res> {
    let ranges = groups(set, cases);
    let timeout = if set.per_case {
        s.puzzle_timeout
    } else {
        s.timeout
    };
    let odir = s.out.join("out").join(problem.name).join(&set.name);
    std::fs::create_dir_all(&odir).expect("create OUT/out");
    let cache = s.out.join("cache");
    let mut truth = check::Truth::new(
        &cases.instances,
        &cases.known,
        set.task,
        &format!("{}-{}", problem.name, set.name),
        s.out.join("cache"),
    );
    let mut res: Vec<Res> = progs
        .iter()
        .map(|_| Res {
            times: vec![Vec::new(); ranges.len()],
            rss: 0,
            error: None,
            timeouts: 0,
            spent: 0.0,
            outputs: vec![None; ranges.len()],
        })
        .collect();
    for round in 0..s.runs {
        let active: Vec<usize> = (0..progs.len())
            .filter(|&k| {
                let r = &res[k];
                r.error.is_none()
                    && r.timeouts < MAX_TIMEOUTS.min(ranges.len())
                    && (round == 0 || r.spent < s.budget)
            })
            .collect();
        if active.is_empty() {
            break;
        }
        for (g, range) in ranges.iter().enumerate() {
            for &k in &active {
                let (p, r) = (&progs[k], &mut res[k]);
                let done = r.times[g].last().is_some_and(|t| t.is_none());
                if done || r.error.is_some() || r.timeouts >= MAX_TIMEOUTS.min(ranges.len()) {
                    continue;
                }
                let o = odir.join(format!("{}.{}.out", p.label, g));
                let e = odir.join(format!("{}.{}.err", p.label, g));
                let run = launch::run(&p.cmd, &p.inputs[g], &o, &e, timeout);
                r.spent += run.wall;
                r.rss = r.rss.max(run.rss_kib);
                let Some(code) = run.code else {
                    r.timeouts += 1;
                    r.times[g].push(None);
                    continue;
                };
                r.times[g].push(Some(run.wall));
                // Knuth's programs report their count or costs on stderr.
                let on_stderr = p.read.is_some_and(peers::Read::on_stderr);
                let data = std::fs::read(if on_stderr { &e } else { &o }).unwrap_or_default();
                if code != 0 {
                    let err = std::fs::read_to_string(&e).unwrap_or_default();
                    let first = err.lines().next().unwrap_or("").chars().take(80);
                    r.error = Some(format!("exit code {}: {}", code, first.collect::<String>()));
                    continue;
                }
                match &r.outputs[g] {
                    None => {
                        let verdict = check_output(
                            p,
                            problem,
                            cases,
                            range.clone(),
                            &data,
                            &mut truth,
                            &cache,
                        );
                        if let Err(err) = verdict {
                            let at = if ranges.len() > 1 {
                                format!(" (process {})", g + 1)
                            } else {
                                String::new()
                            };
                            r.error = Some(format!("{}{}", err, at));
                        }
                        r.outputs[g] = Some(data);
                    }
                    Some(first) if *first != data => {
                        r.error = Some("a later run printed something else".into());
                    }
                    Some(_) => {}
                }
            }
        }
        let pass: Vec<String> = active
            .iter()
            .map(|&k| {
                let t: f64 = res[k]
                    .times
                    .iter()
                    .filter_map(|v| v.last().map(|t| t.unwrap_or(timeout)))
                    .sum();
                format!("{} {}s", progs[k].label, report::secs(t))
            })
            .collect();
        eprintln!(
            "  {}/{} round {}: {}",
            problem.name,
            set.name,
            round + 1,
            pass.join(", ")
        );
    }
    truth.save();
    res
}

fn summary(r: &Res, timeout: f64) -> report::Row {
    let meds: Vec<(f64, bool)> = r
        .times
        .iter()
        .filter(|t| !t.is_empty())
        .map(|t| median(t, timeout))
        .collect();
    let all_ran = meds.len() == r.times.len();
    let median = if meds.is_empty() {
        None
    } else {
        Some((
            meds.iter().map(|m| m.0).sum(),
            !all_ran || meds.iter().any(|m| m.1),
        ))
    };
    let slowest = meds
        .iter()
        .copied()
        .max_by(|a, b| a.0.partial_cmp(&b.0).expect("no NaN"));
    let check = if let Some(e) = &r.error {
        format!("WRONG: {}", e)
    } else if r.timeouts > 0 {
        let not_run = r.times.iter().filter(|t| t.is_empty()).count();
        let mut s = format!(
            "timeout: {} of {} > {}s",
            r.timeouts,
            r.times.len(),
            timeout
        );
        if not_run > 0 {
            s.push_str(&format!(", {} not run", not_run));
        }
        s
    } else {
        "ok".to_string()
    };
    report::Row {
        program: String::new(),
        runs: r.times.iter().map(Vec::len).max().unwrap_or(0),
        median,
        slowest,
        rss_kib: r.rss,
        check,
        ours: None,
    }
}

/// Ours' median over the rounds in which `peer` ran each process: a peer that stops early (its
/// BUDGET spent) is compared with ours under the same load, not with ours' later rounds.
fn ours_in_rounds_of(ours: &Res, peer: &Res, timeout: f64) -> Option<(f64, bool)> {
    let mut total = (0.0, false);
    for (o, p) in ours.times.iter().zip(&peer.times) {
        let k = if p.is_empty() {
            o.len()
        } else {
            p.len().min(o.len())
        };
        if k == 0 {
            return None;
        }
        let (m, low) = median(&o[..k], timeout);
        total = (total.0 + m, total.1 || low);
    }
    Some(total)
}

/// Each selected judge file built alone as Luogu builds it (or taken from OURS).
fn build_ours(name: &str, s: &Settings) -> Result<PathBuf, String> {
    if let Some(dir) = env_path("OURS") {
        return Ok(dir.join(name));
    }
    let src = common::root().join("src/bin").join(format!("{}.rs", name));
    let dir = s.out.join("judge-build");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let exe = dir.join(name);
    let fresh = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if fresh(&exe).is_some() && fresh(&exe) >= fresh(&src) {
        return Ok(exe);
    }
    let status = std::process::Command::new("rustc")
        .args(JUDGE_BUILD)
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .status()
        .map_err(|e| format!("rustc: {}", e))?;
    if !status.success() {
        return Err(format!("rustc {} failed", src.display()));
    }
    Ok(exe)
}

fn machine() -> String {
    let read = |p: &str, key: &str| {
        std::fs::read_to_string(p)
            .unwrap_or_default()
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split(':').nth(1))
            .map(|v| v.trim().to_string())
            .unwrap_or_else(|| "?".into())
    };
    let mem = read("/proc/meminfo", "MemTotal")
        .split_whitespace()
        .next()
        .and_then(|k| k.parse::<f64>().ok())
        .map_or("?".into(), |k| format!("{:.1} GiB", k / 1048576.0));
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let cmd = |c: &str, args: &[&str]| {
        std::process::Command::new(c)
            .args(args)
            .current_dir(common::root())
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_default()
    };
    format!(
        "{} cores, {}, {} RAM, load {} at start; {}; commit {}; {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        read("/proc/cpuinfo", "model name"),
        mem,
        load.split_whitespace().next().unwrap_or("?"),
        cmd("rustc", &["-V"]),
        cmd("git", &["describe", "--always", "--dirty"]),
        cmd("date", &["-u", "+%Y-%m-%d %H:%M UTC"]),
    )
}

const LEGEND: &str = "median s: the median over the runs of the wall time of the whole set \
(one process, or the sum over its processes, where `max s/process` is the slowest one); a \
program stops early once it has spent BUDGET seconds on a set. peer/ours: the peer's median \
over ours' in the same interleaved rounds (a peer that stopped early is compared with ours' \
first rounds, under the same load). `>`: a lower bound (a timeout). peak RSS: the \
largest of the program's runs (a run killed at the timeout: its peak until then). check: every \
answer checked (grids against the rules and givens, covers against the matrix, fillings piece \
by piece, queens against the rules and presets; each no-solution claim, count, uniqueness \
verdict and P1074 score against how the instance was built, the source's counts or the \
tests' references, which share nothing with the DLX).";

/// The whole report, also written to OUT/results.md (after each set, so that a run cut short
/// keeps what it measured).
fn results(
    header: &str,
    s: &Settings,
    started: Instant,
    summary_rows: &[Vec<String>],
    text: &str,
) -> String {
    let all = format!(
        "# Benchmark results\n\nMachine: {}\n\nRUNS={}, BUDGET={}s, TIMEOUT={}s, \
PUZZLE_TIMEOUT={}s; {:.0} s in all.\n\n{}\n\n## Summary (peer/ours: above 1 means ours is \
faster; (!) a peer's answer that is wrong or timed out)\n\n{}\n## Sets\n\n{}",
        header,
        s.runs,
        s.budget,
        s.timeout,
        s.puzzle_timeout,
        started.elapsed().as_secs_f64(),
        LEGEND,
        report::table(summary_rows),
        text
    );
    write_file(&s.out.join("results.md"), all.as_bytes());
    all
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--launch") {
        launch::launcher(&args[1..]);
    }
    let listing = args.first().map(String::as_str) == Some("--list");
    if !args.is_empty() && !listing {
        eprintln!(
            "bench: unknown argument {:?} (see examples/bench/main.rs)",
            args[0]
        );
        std::process::exit(2);
    }
    let s = Settings {
        runs: env_num("RUNS", 3.0).max(1.0) as usize,
        budget: env_num("BUDGET", 60.0),
        timeout: env_num("TIMEOUT", 180.0),
        puzzle_timeout: env_num("PUZZLE_TIMEOUT", 20.0),
        out: env_path("OUT").unwrap_or_else(|| common::root().join("target/bench")),
    };
    let patterns = list("SETS").unwrap_or_default();
    let only = list("PEER_NAMES");
    if let Some(only) = &only {
        let known = peers::all_labels();
        if let Some(bad) = only.iter().find(|n| !known.contains(&n.as_str())) {
            eprintln!(
                "bench: PEER_NAMES: no peer {} (known: {})",
                bad,
                known.join(", ")
            );
            std::process::exit(2);
        }
    }
    let (seeds, anchors) = (env_path("PEERS"), env_path("ANCHORS"));
    let before = env_path("BEFORE");
    for dir in [&seeds, &anchors, &before].into_iter().flatten() {
        if !dir.is_dir() {
            eprintln!("bench: {} is not a directory", dir.display());
            std::process::exit(2);
        }
    }
    let dirs = PeerDirs {
        seeds: seeds.as_deref(),
        anchors: anchors.as_deref(),
        only: only.as_deref(),
    };

    // The benchmark's instances are larger than the tests': every check runs to its end.
    common::problems::lift_budgets();
    let header = machine();
    if !listing {
        eprintln!("bench: {}", header);
        // A check that let wrong answers through would make every figure below meaningless.
        if let Err(e) = check::self_test() {
            eprintln!("bench: the answer checks are broken: {}", e);
            std::process::exit(1);
        }
    }
    let started = Instant::now();
    let mut text = String::new();
    let mut summary_rows = vec![vec![
        "problem".to_string(),
        "set".into(),
        "instances".into(),
        "ours s".into(),
        "ours check".into(),
        "peer/ours".into(),
    ]];
    let mut failed = false;
    let mut ran = 0;
    for problem in PROBLEMS {
        for set in sets::of(problem) {
            if !wanted(&patterns, problem.name, &set.name) {
                continue;
            }
            let Some(cases) = (set.build)() else {
                continue;
            };
            let count = cases.instances.len();
            if listing {
                println!(
                    "{:<40} {:>7}  {}",
                    format!("{}/{}", problem.name, set.name),
                    report::thousands(count as u64),
                    cases.origin
                );
                continue;
            }
            let exe = match build_ours(problem.name, &s) {
                Ok(exe) => exe,
                Err(e) => {
                    eprintln!("bench: {}", e);
                    std::process::exit(1);
                }
            };
            ran += 1;
            eprintln!("bench: {}/{} ({})", problem.name, set.name, cases.origin);
            let sdir = s.out.join("sets").join(problem.name).join(&set.name);
            let ranges = groups(&set, &cases);
            let ours_inputs: Vec<PathBuf> = ranges
                .iter()
                .enumerate()
                .map(|(g, r)| {
                    let data = (problem.write)(&cases.instances[r.clone()]);
                    write_file(&sdir.join(format!("{}.{}.in", problem.name, g)), &data)
                })
                .collect();
            let judge_format = |label: &str, exe: PathBuf| Prog {
                label: label.into(),
                cmd: Cmd {
                    exe,
                    args: set.task.mode(),
                },
                inputs: ours_inputs.clone(),
                read: None,
                limit: u64::MAX,
            };
            let mut progs = vec![judge_format("ours", exe.clone())];
            if problem.name == "xcc" {
                // Issue #35's measures, interleaved with ours: two threads, and 8 parts run two
                // at a time by GNU parallel, their counts added up by `xcc +` (the recipe of the
                // README; not with costs, whose totals merge with `+ k<n>`).
                let mut j2 = judge_format("ours j2", exe.clone());
                j2.cmd.args.push("j2".into());
                progs.push(j2);
                let counts = matches!(
                    set.task,
                    sets::Task::CountXcc | sets::Task::CountMcc | sets::Task::CountMemo { .. }
                );
                match common::gnu_parallel() {
                    _ if !counts => {}
                    true => progs.push(Prog {
                        cmd: Cmd {
                            exe: "/bin/sh".into(),
                            args: vec![
                                "-c".into(),
                                PARTS.into(),
                                "sh".into(),
                                exe.display().to_string(),
                            ],
                        },
                        ..judge_format("ours P8 parallel -j2", exe.clone())
                    }),
                    false => eprintln!("bench: no GNU parallel: xcc's parts are not run"),
                }
            }
            if let Some(dir) = &before {
                let old = dir.join(problem.name);
                match old.is_file() {
                    true => progs.push(judge_format("before", old)),
                    false => eprintln!("bench: BEFORE: no {}: left out", old.display()),
                }
            }
            for peer in peers::peers(set.task, &dirs) {
                let feed_name = format!("{:?}", peer.feed).to_lowercase();
                let feed_name: String = feed_name.chars().filter(|c| c.is_alphanumeric()).collect();
                let inputs = match peer.feed {
                    peers::Feed::Judge => ours_inputs.clone(),
                    feed => ranges
                        .iter()
                        .enumerate()
                        .map(|(g, r)| {
                            let data = peers::write(feed, &cases.instances[r.clone()]);
                            write_file(&sdir.join(format!("{}.{}.in", feed_name, g)), &data)
                        })
                        .collect(),
                };
                progs.push(Prog {
                    label: peer.label,
                    cmd: peer.cmd,
                    inputs,
                    read: match peer.read {
                        peers::Read::Judge => None,
                        read => Some(read),
                    },
                    limit: peer.limit,
                });
            }
            let res = bench_set(problem, &set, &cases, &progs, &s);
            let timeout = if set.per_case {
                s.puzzle_timeout
            } else {
                s.timeout
            };
            let rows: Vec<report::Row> = res
                .iter()
                .zip(&progs)
                .map(|(r, p)| {
                    let mut row = summary(r, timeout);
                    row.program = p.label.clone();
                    row.ours = ours_in_rounds_of(&res[0], r, timeout);
                    row
                })
                .collect();
            if res[0].error.is_some() || res[0].timeouts > 0 {
                failed = true;
            }
            text.push_str(&format!(
                "### {} / {} ({} instances{})\n\n{}\n\n{}\n",
                problem.name,
                set.name,
                report::thousands(count as u64),
                if set.per_case {
                    ", one process each"
                } else {
                    ""
                },
                cases.origin,
                report::set_table(count, set.per_case, &rows)
            ));
            let ratios: Vec<String> = rows[1..]
                .iter()
                .map(|r| {
                    let x = report::ratio(r.ours, r.median).unwrap_or_else(|| "-".into());
                    let bad = if r.check == "ok" { "" } else { " (!)" };
                    format!("{} {}{}", r.program, x, bad)
                })
                .collect();
            summary_rows.push(vec![
                problem.name.to_string(),
                set.name.clone(),
                report::thousands(count as u64),
                rows[0].median.map_or("-".into(), |(m, low)| {
                    format!("{}{}", if low { ">" } else { "" }, report::secs(m))
                }),
                if rows[0].check == "ok" {
                    "ok".into()
                } else {
                    "FAILED".into()
                },
                ratios.join(", "),
            ]);
            results(&header, &s, started, &summary_rows, &text);
        }
    }
    if listing {
        return;
    }
    if ran == 0 {
        eprintln!("bench: SETS={} matches no set (--list)", patterns.join(","));
        std::process::exit(2);
    }
    let all = results(&header, &s, started, &summary_rows, &text);
    println!("{}", all);
    eprintln!("bench: results in {}", s.out.join("results.md").display());
    if failed {
        eprintln!("bench: FAILED: an answer of ours is wrong or timed out (see the check column)");
        std::process::exit(1);
    }
}
