//! The checker of every problem, for online-judge-tools and by hand: whether an output is right
//! for its input as the judge accepts it. Where several answers are right (P4929, P10481,
//! SP1771, LeetCode 51), the registry's checker decides (`Problem::check`, written apart from
//! the DLX); where one is, the output is compared with the expected one as the judges compare
//! (`\r`, spaces at line ends and final blank lines ignored).
//!
//! ```text
//! check BIN INPUT ACTUAL [EXPECTED]  exit 0 if ACTUAL is right for INPUT: oj's judge command,
//!                                    oj t -c target/release/p4929 -d samples/p4929/ \
//!                                      --judge-command "target/release/examples/check p4929"
//! check BIN                          the build of BIN beside this one (`make check BIN=...`)
//!                                    on every sample of samples/BIN/, each failure with the
//!                                    first line that differs or what the checker found
//! check --oj                         `oj t` on every folder of samples/, as the README shows it
//!                                    (the checker where several answers are right)
//! ```

#[path = "../tests/common/mod.rs"]
mod common;

use common::problems::{Problem, PROBLEMS};
use common::samples::{check_files, check_one, samples_of, STDERR};
use std::path::{Path, PathBuf};
use std::process::{exit, Command};

/// The entry of bin `name`, or the usage.
fn problem(name: &str) -> &'static Problem {
    PROBLEMS.iter().find(|p| p.name == name).unwrap_or_else(|| {
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        fail(&format!(
            "no problem {:?}: one of {}",
            name,
            names.join(", ")
        ))
    })
}

fn fail(message: &str) -> ! {
    eprintln!("check: {}", message);
    exit(2)
}

/// The executable `name` built with this one (Cargo puts examples in a folder beside the bins).
fn beside(name: &str) -> PathBuf {
    let me = std::env::current_exe().unwrap_or_else(|e| fail(&e.to_string()));
    let dir = me.parent().and_then(Path::parent).expect("a target folder");
    let exe = dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
    if !exe.exists() {
        fail(&format!(
            "no {} (build it with this one: make check BIN={})",
            exe.display(),
            name
        ));
    }
    exe
}

/// `ACTUAL` against `INPUT` (and `EXPECTED`, where one answer is right): exit 0 if right.
fn judge(p: &'static Problem, input: &str, actual: &str, expected: Option<&str>) -> ! {
    match check_files(
        p,
        Path::new(input),
        Path::new(actual),
        expected.map(Path::new),
    ) {
        Ok(()) => exit(0),
        Err(e) => {
            eprintln!("wrong answer: {}", e);
            exit(1)
        }
    }
}

/// Every sample of `p` through the build beside this one.
fn samples(p: &'static Problem) -> ! {
    let exe = beside(p.name);
    let (mut passed, mut failed) = (0, 0);
    for path in samples_of(p.name) {
        match check_one(p, &exe, &path) {
            Ok(()) => passed += 1,
            Err(e) => {
                failed += 1;
                println!("FAIL {}:\n  {}", path.display(), e.replace('\n', "\n  "));
            }
        }
    }
    println!(
        "{}: {} samples right, {} wrong (samples/{}/ and samples/{}/{}/)",
        p.name, passed, failed, p.name, p.name, STDERR
    );
    exit((failed > 0) as i32)
}

/// `oj t` on every folder of samples/, with this checker where several answers are right.
fn oj() -> ! {
    let me = std::env::current_exe().unwrap_or_else(|e| fail(&e.to_string()));
    let mut failed = Vec::new();
    for p in PROBLEMS {
        let mut cmd = Command::new("oj");
        let dir = common::root().join("samples").join(p.name);
        cmd.arg("t")
            .arg("-c")
            .arg(beside(p.name))
            .arg("-d")
            .arg(&dir);
        if !p.exact {
            cmd.arg("--judge-command")
                .arg(format!("{} {}", me.display(), p.name));
        }
        let out = cmd
            .output()
            .unwrap_or_else(|e| fail(&format!("oj: {} (pip install online-judge-tools)", e)));
        let log = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        let last = log
            .lines()
            .rev()
            .find(|l| l.contains("test "))
            .unwrap_or("");
        println!("{}: {}", p.name, last.trim());
        if !out.status.success() {
            failed.push(p.name);
            println!("{}", log);
        }
    }
    if !failed.is_empty() {
        fail(&format!("oj t fails on {}", failed.join(", ")));
    }
    exit(0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    match a[..] {
        ["--oj"] => oj(),
        [bin] => samples(problem(bin)),
        [bin, input, actual] => judge(problem(bin), input, actual, None),
        // oj passes an empty EXPECTED where a sample has no `.out`.
        [bin, input, actual, ""] => judge(problem(bin), input, actual, None),
        [bin, input, actual, expected] => judge(problem(bin), input, actual, Some(expected)),
        _ => fail("usage: check BIN INPUT ACTUAL [EXPECTED] | check BIN | check --oj"),
    }
}
