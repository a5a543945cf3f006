//! The launcher `bin/bench` times every program with: `bench_run REPORT EXE [ARGS...]` runs EXE
//! with this process's stdin, stdout and stderr, and writes `<wall seconds> <peak RSS KiB>` to
//! the file REPORT. Its exit code is EXE's (128 + the signal if EXE was killed).
//!
//! Why not measure from Python: a child forked from the benchmark script starts with the
//! script's memory, and Linux keeps that high-water mark across `exec`, so the peak RSS of every
//! program would read as the script's ~80 MB. Forked from this small process instead, the
//! figure is the program's own (plus the ~1-2 MB any freshly started process has, the same for
//! every program, as with `/usr/bin/time -f %M`). Linux (and other 64-bit Unix) only.

use std::process::Command;
use std::time::Instant;

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
}

const RUSAGE_CHILDREN: i32 = -1;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: bench_run REPORT EXE [ARGS...]");
        std::process::exit(2);
    }
    let start = Instant::now();
    let status = match Command::new(&args[1]).args(&args[2..]).status() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bench_run: cannot run {}: {}", args[1], e);
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
        eprintln!("bench_run: cannot write {}: {}", args[0], e);
        std::process::exit(2);
    }
    let code = match status.code() {
        Some(c) => c,
        None => {
            use std::os::unix::process::ExitStatusExt;
            128 + status.signal().unwrap_or(0)
        }
    };
    std::process::exit(code);
}
