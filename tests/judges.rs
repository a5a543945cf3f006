//! The judges' compilers are said once (`tests/common/judges.rs`) and quoted everywhere a user
//! reads them: each file's header names its judges with their version and command, the README's
//! table of compilers is that table with each source, and the Chinese guide gives each version
//! and command. A failure says what to write.

use crate::common::judges::*;
use crate::common::problems::PROBLEMS;
use crate::common::root;

/// Every judge of the table, once.
fn all() -> Vec<&'static Judge> {
    let mut out: Vec<&'static Judge> = Vec::new();
    for p in PROBLEMS {
        for j in p.judges {
            if !out
                .iter()
                .any(|o| o.toolchain == j.toolchain && o.flags == j.flags)
            {
                out.push(j);
            }
        }
    }
    out
}

/// A file's `//!` header as one line of text (its lines joined by spaces).
fn header(name: &str) -> String {
    let path = root().join("src/bin").join(format!("{}.rs", name));
    let text = std::fs::read_to_string(&path).expect("the file");
    let lines: Vec<&str> = text
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .map(|l| l.trim_start_matches("//!").trim())
        .collect();
    lines.join(" ")
}

#[test]
fn every_header_names_its_judges_compilers() {
    let mut wrong = Vec::new();
    for p in PROBLEMS {
        let h = header(p.name);
        for j in p.judges {
            if !h.contains(j.name) || !h.contains(&j.claim()) {
                wrong.push(format!(
                    "{}.rs: its header should say {}: {}",
                    p.name,
                    j.name,
                    j.claim()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// The README's table of the judges' compilers, row by row as the table says them.
fn rows() -> Vec<String> {
    all()
        .iter()
        .map(|j| format!("| {} | {} | {} |", j.name, j.claim(), j.source))
        .collect()
}

#[test]
fn the_readme_and_the_guide_give_each_judges_compiler() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let missing: Vec<String> = rows().into_iter().filter(|r| !readme.contains(r)).collect();
    assert!(
        missing.is_empty(),
        "README.md's table of compilers lacks these rows:\n{}",
        missing.join("\n")
    );
    let guide = std::fs::read_to_string(root().join("docs/zh-CN.md")).expect("docs/zh-CN.md");
    let missing: Vec<String> = all()
        .iter()
        .map(|j| j.claim())
        .filter(|c| !guide.contains(c.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/zh-CN.md does not give:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_claim_is_the_version_and_the_command() {
    assert_eq!(
        LUOGU.claim(),
        "rustc 1.88.0, `rustc --edition 2024 -W warnings -C opt-level=2`"
    );
    assert_eq!(SPOJ.claim(), "rustc 1.33.0, `rustc -O`");
    // Every judge is in the table once, and every file of a judge's site names it.
    let names: Vec<&str> = all().iter().map(|j| j.name).collect();
    for n in [
        "Luogu", "SPOJ", "AtCoder", "CSES", "Kattis", "LeetCode", "Codewars",
    ] {
        assert!(names.contains(&n), "{} not among {:?}", n, names);
    }
}
