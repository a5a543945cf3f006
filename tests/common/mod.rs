//! What every test file shares: running a judge file as a judge builds it (also under a
//! timeout and a memory limit), comparing as the judges compare, and checking Sudoku grids;
//! `problems` is the registry of the judge files (each problem's reader, writer, checker,
//! generator and hostile cases), `reference` holds the independent solvers, `gen` the parts of
//! the seeded instance generators that several problems share (the benchmark's sets are the
//! benchmark's: `examples/bench/sets.rs`), `cases` the ways of making hostile cases, `judge`
//! the judge builds, `judges` the judges' compilers, `verdict` the one rule a run of a judge
//! file is held to. Nothing here uses the DLX: a checker that shared the solver's code would
//! share its bugs.
#![allow(dead_code)] // each test file uses its own part

pub mod cases;
pub mod gen;
pub mod judge;
pub mod judges;
pub mod problems;
pub mod reference;
pub mod samples;
pub mod verdict;

#[allow(unused_imports)] // not every test file reads a P4929 input
pub use problems::parse_p4929;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names of the judge bins: every `src/bin/*.rs`.
pub fn bins() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("src/bin"))
        .expect("src/bin")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rs").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// Whether the tests run whole: `make test-all` sets `DLX_TESTS=all`, for every instance at its
/// full count, the floods, the large sets, and each file as a judge builds it. Without it (`make
/// test`, plain `cargo test`: the quick tier) the same checks run on fewer instances, on the
/// bins Cargo builds for the tests, which are the very files pasted.
pub fn full() -> bool {
    std::env::var_os("DLX_TESTS").map_or(false, |v| v == "all")
}

/// `n` when the tests run whole, else `quick`: how many instances a check runs.
pub fn sized(n: usize, quick: usize) -> usize {
    if full() {
        n
    } else {
        quick.min(n)
    }
}

/// Bin `name` as the tests run it: as a judge builds it when they run whole (`src/bin/<name>.rs`
/// alone, `rustc -O`: `judge.rs`), else as Cargo built it with the tests.
pub fn exe(name: &str) -> PathBuf {
    if full() {
        judge::judge_exe(name)
    } else {
        cargo_exe(name)
    }
}

/// Bin `name` as Cargo built it, with the test's profile (in `make test`, an optimised build with
/// debug assertions and overflow checks), next to the `deps` folder this test runs from.
pub fn cargo_exe(name: &str) -> PathBuf {
    // A stale executable of a bin whose source is gone must not stand in for it.
    let source = root().join("src/bin").join(format!("{}.rs", name));
    assert!(
        source.exists(),
        "bin {} does not exist (no {})",
        name,
        source.display()
    );
    let me = std::env::current_exe().expect("current_exe");
    let dir = me.parent().and_then(Path::parent).expect("target dir");
    let path = dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "{} is not built (looked at {})",
        name,
        path.display()
    );
    path
}

/// Whether GNU parallel is on the PATH (CI installs it; `make test` does without, the benchmark
/// runs xcc's parts under it where it is there).
pub fn gnu_parallel() -> bool {
    Command::new("parallel")
        .arg("--version")
        .output()
        .map(|o| o.status.success() && o.stdout.starts_with(b"GNU parallel"))
        .unwrap_or(false)
}

/// `n` with a comma between thousands (`49,994`), as the README and the benchmark write numbers.
pub fn thousands(n: u64) -> String {
    grouped(&n.to_string())
}

/// A number's decimal digits, of any length, in groups of three separated by commas.
pub fn grouped(digits: &str) -> String {
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `f` of each of `items`, in their order, the items shared among as many threads as the
/// machine has cores (each thread takes the next item when it is done with one).
pub fn in_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(items.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        match items.get(k) {
                            Some(item) => out.push((k, f(item))),
                            None => return out,
                        }
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    done.sort_by_key(|&(k, _)| k);
    done.into_iter().map(|(_, r)| r).collect()
}

/// What a run of a bin gave back.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Run {
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
}

/// Runs bin `name` (its judge build) with `input` on stdin.
pub fn run(name: &str, input: &[u8]) -> Run {
    run_exe(&exe(name), input)
}

/// Runs the program `exe` with `input` on stdin.
pub fn run_exe(exe: &Path, input: &[u8]) -> Run {
    run_command(&mut Command::new(exe), input)
}

/// Runs `cmd` with `input` on stdin.
pub fn run_command(cmd: &mut Command, input: &[u8]) -> Run {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{:?}: {}", cmd, e));
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Feed stdin from a thread: a large input would otherwise dead-lock against a full stdout.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait");
    feeder.join().expect("feeder");
    Run {
        code: out.status.code(),
        stdout: out.stdout,
        stderr: out.stderr,
    }
}

/// Bounds for `run_limited`.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The run is killed after this long on the clock (a run that blocks).
    pub timeout: Duration,
    /// The run is killed after this much CPU time (a run that spins; read from `/proc`, so Linux
    /// only; elsewhere only `timeout` holds). Unlike the clock, it does not grow when the machine
    /// is busy: a guard on it holds on a loaded machine.
    pub cpu: Option<Duration>,
    /// Address-space limit in KiB (`ulimit -v`, Unix only): an allocation past it fails, and
    /// Rust aborts on a failed allocation, so unbounded memory shows up as an abort.
    pub memory_kib: Option<u64>,
    /// Bytes of stdout / stderr kept; the rest is read and counted, not kept (no stdout at all
    /// is not even counted: it goes to `/dev/null`).
    pub keep_stdout: usize,
    pub keep_stderr: usize,
}

impl Limits {
    pub fn timeout(secs: u64) -> Limits {
        Limits {
            timeout: Duration::from_secs(secs),
            cpu: None,
            memory_kib: None,
            keep_stdout: usize::MAX,
            keep_stderr: usize::MAX,
        }
    }
}

/// What a run under `Limits` gave back.
pub struct LimitedRun {
    pub run: Run,
    pub timed_out: bool,
    /// The CPU time the process had used when last looked at (Linux).
    pub cpu: Option<Duration>,
    /// The signal that ended the process, if one did (Unix).
    pub signal: Option<i32>,
    pub elapsed: Duration,
    /// How many bytes the process wrote on stdout / stderr (kept or not).
    pub stdout_len: usize,
    pub stderr_len: usize,
}

/// Reads `r` to its end, keeping the first `keep` bytes; returns them and the total length.
fn drain(mut r: impl Read, keep: usize) -> (Vec<u8>, usize) {
    let mut kept = Vec::new();
    let mut total = 0;
    let mut buf = vec![0u8; 1 << 16];
    loop {
        match r.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(k) => {
                total += k;
                if kept.len() < keep {
                    let room = keep - kept.len();
                    kept.extend_from_slice(&buf[..k.min(room)]);
                }
            }
        }
    }
    (kept, total)
}

/// Runs bin `name` (its judge build) with `input` on stdin under `limits`: killed at the
/// timeout, optionally with its address space bounded, its output kept only up to a size.
pub fn run_limited(name: &str, input: &[u8], limits: Limits) -> LimitedRun {
    run_limited_exe(&exe(name), &[], input, limits)
}

/// `run_limited` for any program `exe` with arguments `args`.
pub fn run_limited_exe(exe: &Path, args: &[&str], input: &[u8], limits: Limits) -> LimitedRun {
    let mut cmd = match limits.memory_kib {
        Some(kib) if cfg!(unix) && Path::new("/bin/sh").exists() => {
            let mut c = Command::new("/bin/sh");
            c.arg("-c")
                .arg(format!("ulimit -v {} && exec \"$0\" \"$@\"", kib))
                .arg(exe)
                .args(args);
            c
        }
        _ => {
            let mut c = Command::new(exe);
            c.args(args);
            c
        }
    };
    // Output nobody reads goes nowhere: a flood's hundreds of MB are not copied for nothing.
    let (keep_out, keep_err) = (limits.keep_stdout, limits.keep_stderr);
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(match keep_out {
            0 => Stdio::null(),
            _ => Stdio::piped(),
        })
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take();
    let stderr = child.stderr.take().expect("stderr");
    std::thread::scope(|threads| {
        // A process that stops reading makes the write fail (EPIPE): that is its right.
        let feeder = threads.spawn(move || {
            let _ = stdin.write_all(input);
        });
        let out_reader =
            threads.spawn(move || stdout.map_or((Vec::new(), 0), |o| drain(o, keep_out)));
        let err_reader = threads.spawn(move || drain(stderr, keep_err));
        let mut timed_out = false;
        let mut cpu = None;
        let mut pause = Duration::from_millis(1);
        let status = loop {
            if let Some(status) = child.try_wait().expect("try_wait") {
                break status;
            }
            cpu = cpu_time(child.id()).or(cpu);
            let spins = matches!((limits.cpu, cpu), (Some(most), Some(used)) if used >= most);
            if spins || start.elapsed() >= limits.timeout {
                timed_out = true;
                let _ = child.kill();
                break child.wait().expect("wait");
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(20));
        };
        let elapsed = start.elapsed();
        feeder.join().expect("feeder");
        let (stdout, stdout_len) = out_reader.join().expect("stdout reader");
        let (stderr, stderr_len) = err_reader.join().expect("stderr reader");
        LimitedRun {
            run: Run {
                code: status.code(),
                stdout,
                stderr,
            },
            timed_out,
            cpu,
            signal: signal_of(&status),
            elapsed,
            stdout_len,
            stderr_len,
        }
    })
}

/// The CPU time (user and system) process `pid` has used, from `/proc/<pid>/stat` (Linux).
fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    // The fields after the command's closing parenthesis start at field 3; utime and stime are
    // fields 14 and 15, in clock ticks (USER_HZ, 100 a second on Linux).
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

#[cfg(unix)]
fn signal_of(status: &std::process::ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    status.signal()
}

#[cfg(not(unix))]
fn signal_of(_: &std::process::ExitStatus) -> Option<i32> {
    None
}

/// The text as the judges compare it: `\r` dropped, spaces and tabs at line ends dropped,
/// blank lines at the end dropped. Everything else counts.
pub fn judge_lines(text: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(text).replace('\r', "");
    let mut lines: Vec<String> = text
        .split('\n')
        .map(|l| l.trim_end_matches([' ', '\t']).to_string())
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// `Ok` when the judge would accept `got` for `expected`; else the first differing line.
pub fn judge_compare(got: &[u8], expected: &[u8]) -> Result<(), String> {
    let (g, e) = (judge_lines(got), judge_lines(expected));
    for k in 0..g.len().max(e.len()) {
        let (gl, el) = (g.get(k), e.get(k));
        if gl != el {
            return Err(format!(
                "line {} differs:\n  expected: {}\n  got:      {}",
                k + 1,
                el.map_or("<end of output>", |s| s.as_str()),
                gl.map_or("<end of output>", |s| s.as_str())
            ));
        }
    }
    Ok(())
}

/// Whether `line` holds the number `k` as a whole number (not as part of a longer one): how a
/// message on stderr names an instance.
pub fn names_number(line: &str, k: usize) -> bool {
    line.split(|c: char| !c.is_ascii_digit())
        .any(|t| t == k.to_string())
}

/// A Sudoku grid of box size `b` (side `n = b*b`): 0 empty, `1..=n` a digit.
pub type Grid = Vec<u8>;

/// Why `solution` is not a solution of `puzzle` (box size `b`), if it is not: a value out of
/// range, a changed given, or a digit twice in a row, column or box.
pub fn check_sudoku(b: usize, puzzle: &[u8], solution: &[u8]) -> Result<(), String> {
    let n = b * b;
    if puzzle.len() != n * n || solution.len() != n * n {
        return Err(format!(
            "expected {} cells, got {} / {}",
            n * n,
            puzzle.len(),
            solution.len()
        ));
    }
    for (k, (&p, &s)) in puzzle.iter().zip(solution).enumerate() {
        if s == 0 || s as usize > n {
            return Err(format!("cell {} is not filled with 1..{}: {}", k + 1, n, s));
        }
        if p != 0 && p != s {
            return Err(format!("cell {} changes the given {} to {}", k + 1, p, s));
        }
    }
    for unit in 0..n {
        let mut seen = [[false; 3]; 64];
        for k in 0..n {
            let cells = [
                unit * n + k,
                k * n + unit,
                (unit / b * b + k / b) * n + unit % b * b + k % b,
            ];
            for (kind, &c) in cells.iter().enumerate() {
                let d = solution[c] as usize;
                if seen[d][kind] {
                    let what = ["row", "column", "box"][kind];
                    return Err(format!("digit {} twice in {} {}", d, what, unit + 1));
                }
                seen[d][kind] = true;
            }
        }
    }
    Ok(())
}

/// A 9x9 puzzle line in the P10482 format (`1`-`9`, `.` or `0` empty) as a grid.
pub fn grid9_from_line(line: &str) -> Grid {
    line.bytes()
        .map(|c| if c == b'.' || c == b'0' { 0 } else { c - b'0' })
        .collect()
}

/// `input` without a UTF-8 byte order mark at its start.
pub fn strip_bom(input: &[u8]) -> &[u8] {
    input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input)
}

/// The input as the judges' own solutions read a grid: every byte that is not whitespace is a
/// cell, whatever the layout (a UTF-8 byte order mark at the start skipped).
pub fn cells(input: &[u8]) -> Vec<u8> {
    strip_bom(input)
        .iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .collect()
}

/// The official UVA1309 / SP1110 sample (16x16), and its official answer.
pub const UVA1309_SAMPLE: &str = "\
--A----C-----O-I
-J--A-B-P-CGF-H-
--D--F-I-E----P-
-G-EL-H----M-J--
----E----C--G---
-I--K-GA-B---E-J
D-GP--J-F----A--
-E---C-B--DP--O-
E--F-M--D--L-K-A
-C--------O-I-L-
H-P-C--F-A--B---
---G-OD---J----H
K---J----H-A-P-L
--B--P--E--K--A-
-H--B--K--FI-C--
--F---C--D--H-N-
";
pub const UVA1309_ANSWER: &str = "\
FPAHMJECNLBDKOGI
OJMIANBDPKCGFLHE
LNDKGFOIJEAHMBPC
BGCELKHPOFIMAJDN
MFHBELPOACKJGNID
CILNKDGAHBMOPEFJ
DOGPIHJMFNLECAKB
JEKAFCNBGIDPLHOM
EBOFPMIJDGHLNKCA
NCJDHBAEKMOFIGLP
HMPLCGKFIAENBDJO
AKIGNODLBPJCEFMH
KDEMJIFNCHGAOPBL
GLBCDPMHEONKJIAF
PHNOBALKMJFIDCEG
IAFJOECGLDPBHMNK";
