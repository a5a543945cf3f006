//! The README is for users: at most 200 lines, and no fact kept by hand that the code can say
//! (the files' sizes and blocks are docs/blocks.md's, which `make bundle` writes). The README and
//! docs/design.md name only paths of the repo that exist.

use crate::common::*;

/// How long the README may be, in lines.
const MAX_README_LINES: usize = 200;

#[test]
fn the_readme_is_short_and_keeps_no_size_by_hand() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let lines = readme.lines().count();
    assert!(lines <= MAX_README_LINES, "README.md: {} lines", lines);
    assert!(
        !readme.contains("bytes (CRLF)") && !readme.contains("| bytes |"),
        "README.md keeps the files' sizes: docs/blocks.md has them"
    );
}

/// The paths of the repo that `text` names in backquotes or links (`src/...`, `docs/...`).
fn named_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for quoted in text.split('`').skip(1).step_by(2) {
        let first = [
            "src/",
            "samples/",
            "tests/",
            "bin/",
            "docs/",
            "examples/",
            ".ci/",
        ]
        .iter()
        .any(|p| quoted.starts_with(p));
        if first && !quoted.contains(' ') && !quoted.contains('<') {
            out.push(quoted.trim_end_matches(['.', ',', ':']).to_string());
        }
    }
    out
}

#[test]
fn the_readme_and_the_design_name_only_real_paths() {
    for (doc, base) in [("README.md", ""), ("docs/design.md", "docs/")] {
        let text = std::fs::read_to_string(root().join(doc)).expect(doc);
        let paths = named_paths(&text);
        assert!(paths.len() >= 5, "{} names {} paths", doc, paths.len());
        for p in paths {
            assert!(root().join(&p).exists(), "{} names {}", doc, p);
        }
        for link in text.split("](").skip(1) {
            let target = &link[..link.find(')').expect("a link's end")];
            if !target.starts_with("http") {
                assert!(
                    root().join(base).join(target).exists(),
                    "{} links {}",
                    doc,
                    target
                );
            }
        }
    }
    assert_eq!(
        named_paths("`src/a.rs`, `x y`, `docs/<f>.md`"),
        vec!["src/a.rs"]
    );
}
