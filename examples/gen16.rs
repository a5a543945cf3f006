//! Random 16x16 Sudoku puzzles that send a plain DLX into huge searches, and a timer for the
//! 16x16 bins on them.
//!
//! A puzzle is made from its seed alone: a valid grid (the pattern
//! `(4 * (r % 4) + r / 4 + c) % 16`) shuffled by letters, rows within bands, bands, columns within stacks, stacks and a transpose,
//! then 80-100 of its cells kept as clues. Such puzzles usually have many solutions, and any of
//! them is right, so answers are checked, never diffed.
//!
//! `--minimal` before any command switches to minimal puzzles: clues taken away while the
//! solution stays unique (see `puzzle`).
//!
//! ```text
//! cargo run --release --example gen16 -- [--minimal] scan FROM TO BUDGET [SHOW]
//!     a plain DLX (givens dropped, cell items first: the first version of the bins) on seeds
//!     FROM..TO, BUDGET options each at most; prints the SHOW (default 20) largest search trees
//! cargo run --release --example gen16 -- rescan BUDGET SEED...
//!     the same on the given seeds
//! cargo run --release --example gen16 -- print uva1309|sp1110 SEED...
//!     the puzzles of these seeds in the bin's input format
//! cargo run --release --example gen16 -- time EXE uva1309|sp1110 FROM TO [LIMIT_MS]
//!     runs EXE once per seed (a fresh process each), checks its answer, and prints the slowest
//!     runs; a run over LIMIT_MS (default 60000) is killed and counted as a timeout
//! ```

use dlx_judge::budget::{Budget, First};
use dlx_judge::dlx::{Dlx, Exact, Mrv, Noted, Step, Visit, X};

// The project's seeded generator (SplitMix64, so every puzzle can be rebuilt from its seed), and
// the tests' registry, whose entries check an answer without the DLX.
#[path = "../tests/common/mod.rs"]
mod common;
use dlx_judge::rng::Rng;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// 0 = empty, 1..=16 = `A`..=`P`.
type Grid = [u8; 256];

/// A random order of 0..16 that keeps groups of four together: bands (or stacks), then the lines
/// inside each.
fn line_order(rng: &mut Rng) -> [usize; 16] {
    let mut groups = [0, 1, 2, 3];
    rng.shuffle(&mut groups);
    let mut order = [0; 16];
    for (g, &group) in groups.iter().enumerate() {
        let mut inner = [0, 1, 2, 3];
        rng.shuffle(&mut inner);
        for (k, &i) in inner.iter().enumerate() {
            order[g * 4 + k] = group * 4 + i;
        }
    }
    order
}

/// A valid grid, shuffled by `rng`.
fn full_grid(rng: &mut Rng) -> Grid {
    let mut letters: Vec<u8> = (1..=16).collect();
    rng.shuffle(&mut letters);
    let rows = line_order(rng);
    let cols = line_order(rng);
    let transpose = rng.below(2) == 1;
    let mut full = [0u8; 256];
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let v = (4 * (pr % 4) + pr / 4 + pc) % 16;
            let cell = if transpose { c * 16 + r } else { r * 16 + c };
            full[cell] = letters[v];
        }
    }
    full
}

/// The puzzle of `seed` and its number of clues. Random: 80-100 clues kept at random places
/// (usually many solutions). Minimal (`--minimal`): clues taken away in a random order as long as
/// the solution stays unique (each test a plain DLX count within a budget; a clue whose test
/// runs out of budget stays), like the POJ 3076 grids (88-94 clues, one solution).
fn puzzle(seed: u64, minimal: bool) -> (Grid, usize) {
    let mut rng = Rng(seed);
    let full = full_grid(&mut rng);
    let mut cells: Vec<usize> = (0..256).collect();
    if minimal {
        rng.shuffle(&mut cells);
        let mut grid = full;
        let mut dlx = Dlx::new(0, 0);
        let mut clues = 256;
        for &cell in &cells {
            grid[cell] = 0;
            build_plain(&mut dlx, &grid);
            let mut count = (budget(200_000), Count(0));
            dlx.search(&mut X(Mrv, ()), &mut count);
            if (count.1).0 == 1 && !(count.0).gave_up {
                clues -= 1;
            } else {
                grid[cell] = full[cell];
            }
        }
        return (grid, clues);
    }
    let clues = 80 + rng.below(21);
    rng.shuffle(&mut cells);
    let mut grid = [0u8; 256];
    for &cell in &cells[..clues] {
        grid[cell] = full[cell];
    }
    (grid, clues)
}

fn items_of(cell: usize, x: usize) -> [usize; 4] {
    let (r, c) = (cell / 16, cell % 16);
    let b = r / 4 * 4 + c / 4;
    [cell, 256 + r * 16 + x, 512 + c * 16 + x, 768 + b * 16 + x]
}

/// Loads `grid` into `dlx` as the first version of the 16x16 bins did: givens dropped, cell items first.
fn build_plain(dlx: &mut Dlx, grid: &Grid) {
    let mut covered = [false; 1024];
    for (cell, &g) in grid.iter().enumerate() {
        if g != 0 {
            for &i in items_of(cell, (g - 1) as usize).iter() {
                assert!(!covered[i], "generated puzzles never clash");
                covered[i] = true;
            }
        }
    }
    let mut item = [0usize; 1024];
    let mut n = 0;
    for (it, &c) in item.iter_mut().zip(covered.iter()) {
        *it = n;
        n += !c as usize;
    }
    dlx.reset(n, 0);
    for (cell, &g) in grid.iter().enumerate() {
        if g != 0 {
            continue;
        }
        for x in 0..16 {
            let its = items_of(cell, x);
            if its.iter().all(|&i| !covered[i]) {
                let opt = [item[its[0]], item[its[1]], item[its[2]], item[its[3]]];
                dlx.add_option(&opt);
            }
        }
    }
}

/// The search tree of a plain DLX on `grid` (the first version of the 16x16 bins), within `budget`:
/// (options tried, whether it gave up, whether it found a solution).
fn plain_dlx(dlx: &mut Dlx, grid: &Grid, budget: u64) -> (u64, bool, bool) {
    build_plain(dlx, grid);
    let mut v = (self::budget(budget), First(None));
    dlx.search(&mut X(Noted, ()), &mut v);
    (budget - v.0.left, v.0.gave_up, v.1 .0.is_some())
}

fn budget(left: u64) -> Budget {
    Budget {
        left,
        gave_up: false,
    }
}

/// Counts covers up to 2 (paired with a budget): is the solution unique?
struct Count(u32);

impl Visit<Exact> for Count {
    fn solution(&mut self, _: &Dlx) -> Step {
        self.0 += 1;
        if self.0 < 2 {
            Step::On
        } else {
            Step::Stop
        }
    }
}

fn format(grid: &Grid, bin: &str, count_line: bool) -> String {
    let mut s = String::new();
    if bin == "sp1110" && count_line {
        s.push_str("1\n");
    }
    for row in grid.chunks(16) {
        s.extend(
            row.iter()
                .map(|&x| if x == 0 { '-' } else { (b'A' + x - 1) as char }),
        );
        s.push('\n');
    }
    s
}

/// Runs `exe` on `input`; the wall time, or `None` after `limit` (the run is then killed).
fn time_run(exe: &str, input: &str, limit: Duration) -> (Option<Duration>, String, i32) {
    let start = Instant::now();
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            let took = start.elapsed();
            let mut out = String::new();
            child
                .stdout
                .take()
                .expect("stdout")
                .read_to_string(&mut out)
                .expect("read");
            return (Some(took), out, status.code().unwrap_or(-1));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return (None, String::new(), -1);
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

fn arg<T: std::str::FromStr>(args: &[String], k: usize, what: &str) -> T {
    args.get(k)
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("argument {}: expected {}", k, what))
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let minimal = args.first().map_or(false, |a| a == "--minimal");
    if minimal {
        args.remove(0);
    }
    match args.first().map(String::as_str) {
        Some(mode @ ("scan" | "rescan")) => {
            let (seeds, budget, show): (Vec<u64>, u64, usize) = if mode == "scan" {
                let (from, to): (u64, u64) = (arg(&args, 1, "FROM"), arg(&args, 2, "TO"));
                let show = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(20);
                ((from..to).collect(), arg(&args, 3, "BUDGET"), show)
            } else {
                let seeds: Vec<u64> = (2..args.len()).map(|k| arg(&args, k, "SEED")).collect();
                let n = seeds.len();
                (seeds, arg(&args, 1, "BUDGET"), n)
            };
            let mut dlx = Dlx::new(0, 0);
            let mut results = Vec::new();
            let start = Instant::now();
            for &seed in &seeds {
                let (grid, clues) = puzzle(seed, minimal);
                let (nodes, gave_up, found) = plain_dlx(&mut dlx, &grid, budget);
                results.push((nodes, seed, clues, gave_up, found));
            }
            results.sort_unstable_by(|a, b| b.cmp(a));
            let gave_up = results.iter().filter(|r| r.3).count();
            let unsolvable = results.iter().filter(|r| !r.3 && !r.4).count();
            println!(
                "{} seeds in {:.1} s; {} gave up at {} options, {} without solution",
                results.len(),
                start.elapsed().as_secs_f64(),
                gave_up,
                budget,
                unsolvable
            );
            for q in [0.5, 0.9, 0.99, 0.999] {
                let k = ((results.len() as f64) * (1.0 - q)) as usize;
                if k < results.len() {
                    println!("  quantile {}: {} options", q, results[k].0);
                }
            }
            for &(nodes, seed, clues, gave_up, _) in results.iter().take(show) {
                println!(
                    "seed {} clues {} options {}{}",
                    seed,
                    clues,
                    nodes,
                    if gave_up { " (gave up)" } else { "" }
                );
            }
        }
        Some("print") => {
            let bin = args.get(1).expect("uva1309 or sp1110").clone();
            let seeds: Vec<u64> = (2..args.len()).map(|k| arg(&args, k, "SEED")).collect();
            let mut s = String::new();
            if bin == "sp1110" {
                s.push_str(&format!("{}\n", seeds.len()));
            }
            for (k, &seed) in seeds.iter().enumerate() {
                if k > 0 {
                    s.push('\n');
                }
                s.push_str(&format(&puzzle(seed, minimal).0, &bin, false));
            }
            print!("{}", s);
        }
        Some("time") => {
            let exe = args.get(1).expect("EXE").clone();
            let bin = args.get(2).expect("uva1309 or sp1110").clone();
            let (from, to): (u64, u64) = (arg(&args, 3, "FROM"), arg(&args, 4, "TO"));
            let limit: u64 = args.get(5).and_then(|a| a.parse().ok()).unwrap_or(60_000);
            let mut times = Vec::new();
            let mut timeouts = Vec::new();
            for seed in from..to {
                let (grid, _) = puzzle(seed, minimal);
                let input = format(&grid, &bin, true);
                let (took, out, code) = time_run(&exe, &input, Duration::from_millis(limit));
                match took {
                    None => timeouts.push(seed),
                    Some(t) => {
                        if code != 0 {
                            panic!("seed {}: exit code {}", seed, code);
                        }
                        let p = common::problems::problem(&bin);
                        if let Err(e) = p.check(input.as_bytes(), out.as_bytes()) {
                            panic!("seed {}: wrong answer: {}", seed, e);
                        }
                        times.push((t, seed));
                    }
                }
            }
            times.sort_unstable_by(|a, b| b.cmp(a));
            let total: Duration = times.iter().map(|t| t.0).sum();
            println!(
                "{} runs, {} checked, {} timed out at {} ms {:?}; total {:.2} s",
                to - from,
                times.len(),
                timeouts.len(),
                limit,
                timeouts,
                total.as_secs_f64()
            );
            for &(t, seed) in times.iter().take(10) {
                println!("seed {}: {:.1} ms", seed, t.as_secs_f64() * 1e3);
            }
        }
        _ => {
            eprintln!("usage: gen16 [--minimal] scan FROM TO BUDGET [SHOW] | rescan BUDGET SEED... | print BIN SEED... | time EXE BIN FROM TO [LIMIT_MS]");
            std::process::exit(2);
        }
    }
}
