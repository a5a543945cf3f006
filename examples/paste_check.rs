//! The paste check (`bin/paste-check`, in CI): every judge file alone, as each judge that takes
//! it builds it, with warnings as errors. For each file of the registry:
//! - at most its `bytes`, counted with CRLF line ends (a browser's text box sends CRLF), and no
//!   `dead_code` in it (unused code goes; it is not silenced);
//! - it compiles with today's rustc under each edition 2015-2024 (`-O`), with the oldest
//!   compiler any judge runs (`judges::FLOOR`: SPOJ's rustc 1.33.0 under editions 2015 and
//!   2018), and with each of its judges' toolchains and flags (`tests/common/judges.rs`), all
//!   with `-D warnings`; every such build answers every sample under 1 MB right
//!   (`tests/common/samples.rs`, as the sample test holds the Cargo build);
//! - a function judge's file (LeetCode, Codewars) also has its paste region, the lines between
//!   `// ---- paste from here ----` and `// ---- paste to here ----`, compiled alone by each of
//!   those compilers as what the user pastes: a library, after `pub struct Solution;` where the
//!   file declares `struct Solution;` (the site supplies it; `pub`, so that the method counts as
//!   used, as the site's caller uses it).
//!
//! A toolchain that is missing is installed with `rustup toolchain install <version> --profile
//! minimal`; one that cannot be had fails the check, named.
//!
//! Usage: `bin/paste-check [BIN...]` (default: every file).

#[path = "../tests/common/mod.rs"]
mod common;

use common::judge::{judge_build, Compiler};
use common::judges::FLOOR;
use common::problems::{Problem, PROBLEMS};
use common::samples::{check_one, samples_of};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;

/// Samples of this many bytes or more are left to the sample test (the public sets of
/// thousands of puzzles): a build that answers the smaller ones answers them.
const LARGE: u64 = 1 << 20;

/// The lines around what a user pastes into a function judge.
const PASTE_FROM: &str = "// ---- paste from here ----";
const PASTE_TO: &str = "// ---- paste to here ----";

/// Flags for the life of the check (a `Compiler`'s are `'static`).
fn leak(flags: Vec<&'static str>) -> &'static [&'static str] {
    Box::leak(flags.into_boxed_slice())
}

/// Every compiler file `p` is built with: today's under each edition, the floor, its judges'.
fn compilers(p: &Problem) -> Vec<Compiler> {
    let mut out = Vec::new();
    for e in ["2015", "2018", "2021", "2024"] {
        out.push(Compiler {
            name: Box::leak(format!("today's rustc, edition {}", e).into_boxed_str()),
            toolchain: None,
            flags: leak(vec!["-O", "--edition", e, "-D", "warnings"]),
        });
    }
    let judges = p
        .judges
        .iter()
        .map(|j| (format!("{}: rustc {}", j.name, j.toolchain), j));
    let floor = FLOOR.iter().map(|j| (j.name.to_string(), j));
    for (name, j) in floor.chain(judges) {
        let mut flags = j.flags.to_vec();
        flags.extend(["-D", "warnings"]);
        let c = Compiler {
            name: Box::leak(name.into_boxed_str()),
            toolchain: Some(j.toolchain),
            flags: leak(flags),
        };
        if !out
            .iter()
            .any(|o| o.toolchain == c.toolchain && o.flags == c.flags)
        {
            out.push(c);
        }
    }
    out
}

/// Installs each toolchain that rustup lacks; the ones that cannot be had.
fn install(toolchains: &BTreeSet<&'static str>) -> Vec<String> {
    let mut missing = Vec::new();
    for t in toolchains {
        let has = |t: &str| {
            Command::new("rustc")
                .arg(format!("+{}", t))
                .arg("-V")
                .output()
                .is_ok_and(|o| o.status.success())
        };
        if has(t) {
            continue;
        }
        println!(
            "installing rustc {} (rustup toolchain install {} --profile minimal)",
            t, t
        );
        let done = Command::new("rustup")
            .args(["toolchain", "install", t, "--profile", "minimal"])
            .status()
            .is_ok_and(|s| s.success());
        if !done || !has(t) {
            missing.push(format!("rustc {} cannot be installed with rustup", t));
        }
    }
    missing
}

/// `p`'s paste region, as the user pastes it (with `pub struct Solution;` where the site
/// supplies the struct), if the file has one.
fn paste_region(text: &str) -> Option<String> {
    let from = text.lines().position(|l| l == PASTE_FROM)?;
    let to = text.lines().position(|l| l == PASTE_TO)?;
    let mut region = String::new();
    if text.lines().any(|l| l == "struct Solution;") {
        region.push_str("pub struct Solution;\n");
    }
    for line in text
        .lines()
        .skip(from + 1)
        .take(to.saturating_sub(from + 1))
    {
        region.push_str(line);
        region.push('\n');
    }
    Some(region)
}

/// The paste region compiled alone by `c`, as a library: why not, if it does not compile.
fn region_compiles(p: &Problem, region: &str, c: &Compiler, dir: &Path) -> Result<(), String> {
    let file = dir.join(format!("{}-paste.rs", p.name));
    fs::write(&file, region).map_err(|e| e.to_string())?;
    let out = c
        .command()
        .args(c.flags)
        .args(["--crate-type", "lib", "--emit=metadata", "-o"])
        .arg(dir.join(format!("{}-{}.rmeta", p.name, c.name.replace(' ', "-"))))
        .arg(&file)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// What is wrong with file `p`, if anything; a line on what was checked.
fn check(p: &'static Problem, dir: &Path) -> (Vec<String>, String) {
    let mut failures = Vec::new();
    let path = common::root()
        .join("src/bin")
        .join(format!("{}.rs", p.name));
    let text = fs::read_to_string(&path).unwrap_or_default();
    let crlf = text.len() + text.matches('\n').count();
    if let Some(limit) = p.bytes {
        if crlf > limit {
            failures.push(format!(
                "{} bytes with CRLF line ends, over {}",
                crlf, limit
            ));
        }
    }
    if text.contains("dead_code") {
        failures.push("it holds `dead_code`: remove the unused code instead".to_string());
    }
    let region = paste_region(&text);
    let samples: Vec<_> = samples_of(p.name)
        .into_iter()
        .filter(|s| fs::metadata(s).is_ok_and(|m| m.len() < LARGE))
        .collect();
    let cs = compilers(p);
    let results = common::in_parallel(&cs, |c| {
        let mut wrong = Vec::new();
        match judge_build(p.name, *c) {
            Ok(exe) => {
                for s in &samples {
                    if let Err(e) = check_one(p, &exe, s) {
                        wrong.push(format!("`{}` on {}: {}", c.shown(), s.display(), e));
                    }
                }
            }
            Err(e) => wrong.push(e),
        }
        if let Some(region) = &region {
            if let Err(e) = region_compiles(p, region, c, dir) {
                wrong.push(format!("its paste region alone, `{}`:\n{}", c.shown(), e));
            }
        }
        wrong
    });
    failures.extend(results.into_iter().flatten());
    let names: Vec<&str> = cs.iter().map(|c| c.name).collect();
    let summary = format!(
        "{} bytes with CRLF; built with {}; {} samples each{}",
        common::thousands(crlf as u64),
        names.join(", "),
        samples.len(),
        if region.is_some() {
            "; its paste region alone by each"
        } else {
            ""
        }
    );
    (failures, summary)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let chosen: Vec<&'static Problem> = PROBLEMS
        .iter()
        .filter(|p| {
            args.is_empty()
                || args
                    .iter()
                    .any(|a| Path::new(a).file_stem().is_some_and(|s| s == p.name))
        })
        .collect();
    if chosen.len() < args.len() {
        eprintln!(
            "paste-check: not every argument names a judge file: {:?}",
            args
        );
        std::process::exit(2);
    }
    let toolchains = chosen
        .iter()
        .flat_map(|p| FLOOR.iter().chain(p.judges).map(|j| j.toolchain))
        .collect();
    let missing = install(&toolchains);
    if !missing.is_empty() {
        println!("FAIL: {}", missing.join("; "));
        std::process::exit(1);
    }
    let dir = std::env::temp_dir().join(format!("paste-check-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a temporary folder");
    let mut failed = 0;
    for p in chosen {
        let (failures, summary) = check(p, &dir);
        if failures.is_empty() {
            println!("ok   {}.rs: {}", p.name, summary);
        } else {
            failed += 1;
            println!(
                "FAIL {}.rs:\n  {}",
                p.name,
                failures.join("\n  ").replace('\n', "\n  ")
            );
        }
    }
    let _ = fs::remove_dir_all(&dir);
    std::process::exit((failed > 0) as i32);
}
