//! Running one program once: wall time, peak RSS, exit code, under a timeout.
//!
//! The bench starts each program through a copy of itself (`bench --launch REPORT EXE ARGS...`),
//! a fresh small process that spawns the program and reads its peak RSS with
//! `getrusage(RUSAGE_CHILDREN)`. Spawned from the bench itself, the program would start with
//! the bench's own high-water mark (Linux keeps it across `exec`), so every figure would read
//! as the bench's memory. From the launcher, any process starts at about 2 MB, the same for
//! every program. A program killed at the timeout has its peak so far read from `/proc`.
//! Linux (and other 64-bit Unix) only.

use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::time::{Duration, Instant};

/// `struct rusage` of 64-bit Linux: two `struct timeval`, then 14 `long`s, `ru_maxrss` first.
#[repr(C)]
struct Rusage {
    utime: [i64; 2],
    stime: [i64; 2],
    maxrss: i64,
    rest: [i64; 13],
}

extern "C" {
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
    fn kill(pid: i32, sig: i32) -> i32;
}

const RUSAGE_CHILDREN: i32 = -1;
const SIGKILL: i32 = 9;

/// The exit code a shell would report: the program's, or 128 + the signal that ended it.
fn code_of(status: ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    status
        .code()
        .unwrap_or_else(|| 128 + status.signal().unwrap_or(0))
}

/// `bench --launch REPORT EXE [ARGS...]`: runs EXE with this process's stdin, stdout and stderr,
/// writes `<wall seconds> <peak RSS KiB>` to REPORT, and exits with EXE's code.
pub fn launcher(args: &[String]) -> ! {
    if args.len() < 2 {
        eprintln!("usage: bench --launch REPORT EXE [ARGS...]");
        std::process::exit(2);
    }
    let start = Instant::now();
    let status = match Command::new(&args[1]).args(&args[2..]).status() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bench: cannot run {}: {}", args[1], e);
            std::process::exit(127);
        }
    };
    let wall = start.elapsed().as_secs_f64();
    let mut usage = Rusage {
        utime: [0; 2],
        stime: [0; 2],
        maxrss: 0,
        rest: [0; 13],
    };
    // SAFETY: `usage` has the layout of `struct rusage` on 64-bit Linux and outlives the call.
    let rc = unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    let rss = if rc == 0 { usage.maxrss } else { -1 };
    if let Err(e) = std::fs::write(&args[0], format!("{:.6} {}\n", wall, rss)) {
        eprintln!("bench: cannot write {}: {}", args[0], e);
        std::process::exit(2);
    }
    std::process::exit(code_of(status));
}

/// One run of one program.
pub struct Outcome {
    pub wall: f64,
    /// Its peak RSS (after a timeout: its peak until it was killed).
    pub rss_kib: i64,
    /// The exit code (128 + the signal for a killed program); `None` after a timeout.
    pub code: Option<i32>,
}

/// A program: an executable and its arguments.
#[derive(Clone, Debug)]
pub struct Cmd {
    pub exe: PathBuf,
    pub args: Vec<String>,
}

/// The largest peak RSS (`VmHWM`, KiB) of the processes below `pid` that are still running: a
/// program about to be killed at the timeout has its peak so far read here, since the launcher
/// that would report it is killed too (0 where Linux's `/proc` does not say).
fn peak_below(pid: u32) -> i64 {
    let read = |p: String| std::fs::read_to_string(p).unwrap_or_default();
    let mut peak = 0;
    let mut stack = vec![pid];
    while let Some(p) = stack.pop() {
        let children = read(format!("/proc/{}/task/{}/children", p, p));
        for c in children.split_whitespace().filter_map(|c| c.parse().ok()) {
            let status = read(format!("/proc/{}/status", c));
            let hwm = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.split_whitespace().next()?.parse().ok());
            peak = peak.max(hwm.unwrap_or(0));
            stack.push(c);
        }
    }
    peak
}

/// Runs `cmd < input > out 2> err` through the launcher; kills it (with its launcher: a process
/// group of their own) after `timeout` seconds.
pub fn run(cmd: &Cmd, input: &Path, out: &Path, err: &Path, timeout: f64) -> Outcome {
    let report = out.with_extension("time");
    let _ = std::fs::remove_file(&report);
    let open = |p: &Path| File::create(p).unwrap_or_else(|e| panic!("{}: {}", p.display(), e));
    let me = std::env::current_exe().expect("current_exe");
    let mut child = Command::new(me)
        .arg("--launch")
        .arg(&report)
        .arg(&cmd.exe)
        .args(&cmd.args)
        .stdin(File::open(input).unwrap_or_else(|e| panic!("{}: {}", input.display(), e)))
        .stdout(open(out))
        .stderr(open(err))
        .process_group(0)
        .spawn()
        .expect("spawn the launcher");
    let start = Instant::now();
    let mut pause = Duration::from_micros(200);
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break status;
        }
        if start.elapsed().as_secs_f64() >= timeout {
            let rss_kib = peak_below(child.id());
            // SAFETY: plain libc call; the group is the launcher's, created above.
            unsafe { kill(-(child.id() as i32), SIGKILL) };
            let _ = child.wait();
            return Outcome {
                wall: timeout,
                rss_kib,
                code: None,
            };
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    };
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    let mut words = text.split_whitespace();
    let wall = words.next().and_then(|w| w.parse().ok());
    let rss = words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
    match wall {
        Some(wall) => Outcome {
            wall,
            rss_kib: rss,
            code: Some(code_of(status)),
        },
        // The launcher itself failed (it says why on the program's stderr).
        None => Outcome {
            wall: start.elapsed().as_secs_f64(),
            rss_kib: 0,
            code: Some(code_of(status).max(1)),
        },
    }
}
