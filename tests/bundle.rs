//! Every judge file carries the canonical modules' blocks it needs, because a judge takes one
//! file: `make bundle` (bin/bundle) writes into each module of blocks the closure of the blocks
//! its code names, less every item the file cannot reach, and records in docs/blocks.md what each
//! file carries and leaves out. The tests here hold the files to the modules: `bin/bundle
//! --check` rebuilds every file from `src/` and that record alone, and an independent reading
//! checks that each block a file holds is its module's text, line for line, items left out; a
//! drifted copy, module or record is seen. The blocks are concepts: at most 30, none small but a
//! whole concept, each compiling with the blocks it says it needs.
//!
//! A function judge's file (LeetCode, Codewars) also marks what a user pastes, between
//! `// ---- paste from here ----` and `// ---- paste to here ----`: the function and the module
//! of the blocks it uses. The tests below hold the region's shape, and compile it alone as the
//! site would.
//!
//! The last tests hold the code readable: no line of a judge file over 150 characters (but in
//! the packed `sp1771.rs`), no function over 80 lines in `src/` (unit tests aside) or in a judge
//! file's own code, but those still listed in `LONG_FUNCTIONS_LEFT`.

use crate::common::problems::PROBLEMS;
use crate::common::{bins, root};
use std::collections::BTreeMap;
use std::path::Path;

/// The lines that open and close what a user pastes into a function judge.
const PASTE_FROM: &str = "// ---- paste from here ----";
const PASTE_TO: &str = "// ---- paste to here ----";

/// The most blocks the modules may offer: each a concept, not a function.
const MAX_BLOCKS: usize = 30;

/// The fewest lines of code a block may have, unless its first line says it is a whole concept.
const MIN_BLOCK_LINES: usize = 15;

/// `python3 bin/bundle` with `args`, `stdin` on its stdin, on the tree at `tree` (the repo's
/// own where `None`): exit code, stdout and stderr.
fn bundle_in(tree: Option<&Path>, args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let mut cmd = std::process::Command::new("python3");
    cmd.arg(root().join("bin/bundle"))
        .args(args)
        .current_dir(root());
    if let Some(t) = tree {
        cmd.env("BUNDLE_ROOT", t);
    }
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 bin/bundle");
    let mut input = child.stdin.take().expect("stdin");
    std::io::Write::write_all(&mut input, stdin.as_bytes()).expect("write");
    drop(input);
    let out = child.wait_with_output().expect("wait");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn bundle(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    bundle_in(None, args, stdin)
}

/// Lines as bin/bundle compacts them (comments and blank lines dropped, `// SAFETY:` kept).
fn compact(body: &str) -> String {
    let (code, out, err) = bundle(&["--compact"], body);
    assert_eq!(code, Some(0), "bin/bundle --compact: {}", err);
    out
}

/// Lines as bin/bundle packs them (`// bundle: packed`).
fn packed(body: &str) -> String {
    let (code, out, err) = bundle(&["--packed"], body);
    assert_eq!(code, Some(0), "bin/bundle --packed: {}", err);
    out
}

/// The first line (from 1) of `body` that ends inside a string literal, which compacting would
/// change. A rough lexer: `"` opens and closes, `\` escapes inside, `//` outside starts a
/// comment, a `'"'` is a character.
fn line_inside_a_string(body: &str) -> Option<usize> {
    let mut inside = false;
    for (k, line) in body.lines().enumerate() {
        let line = line.replace("'\"'", "''");
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'\\' if inside => i += 1,
                b'"' => inside = !inside,
                b'/' if !inside && b.get(i + 1) == Some(&b'/') => break,
                _ => {}
            }
            i += 1;
        }
        if inside {
            return Some(k + 1);
        }
    }
    None
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{}: {}", rel, e))
}

/// A block of a module: its module's file and the blocks it says it needs, and its lines.
struct Block {
    file: String,
    needs: Vec<String>,
    lines: Vec<String>,
}

/// The canonical blocks: every marked block of a module of `src/`, by name, read here apart
/// from bin/bundle (`// ---- BEGIN name (needs a b) ----` ... `// ---- END name ----`).
fn canonical() -> BTreeMap<String, Block> {
    let mut all = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(root().join("src"))
        .expect("src")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("module");
        let file = path
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let mut open: Option<(String, Vec<String>, Vec<String>)> = None;
        for line in text.lines() {
            let mark = line
                .strip_prefix("// ---- ")
                .and_then(|l| l.strip_suffix(" ----"));
            match (mark, open.take()) {
                (Some(m), None) if m.starts_with("BEGIN ") => {
                    let m = &m["BEGIN ".len()..];
                    let (name, needs) = match m.split_once(" (needs ") {
                        Some((n, rest)) => (n, rest.trim_end_matches(')')),
                        None => (m, ""),
                    };
                    let needs = needs.split_whitespace().map(str::to_string).collect();
                    open = Some((name.to_string(), needs, Vec::new()));
                }
                (Some(m), Some((name, needs, lines))) if m == format!("END {}", name) => {
                    let block = Block {
                        file: file.clone(),
                        needs,
                        lines,
                    };
                    assert!(
                        all.insert(name.clone(), block).is_none(),
                        "block {} twice",
                        name
                    );
                }
                (Some(m), o) => panic!("{}: marker {:?} after {:?}", file, m, o.map(|o| o.0)),
                (None, Some((name, needs, mut lines))) => {
                    lines.push(line.to_string());
                    open = Some((name, needs, lines));
                }
                (None, None) => {}
            }
        }
        assert!(open.is_none(), "{}: a block is not closed", file);
    }
    all
}

/// Whether `line` is one compact mode keeps: code, or a comment that says why an `unsafe` is
/// sound (read loosely: any line of a `// SAFETY:` or `# Safety` run).
fn kept_in_compact(line: &str) -> bool {
    let s = line.trim();
    !s.is_empty() && (!s.starts_with("//") || s.contains("SAFETY") || s.starts_with("///"))
}

#[test]
fn every_file_is_its_modules_less_what_it_cannot_reach() {
    let (code, out, err) = bundle(&["--check"], "");
    assert_eq!(code, Some(0), "run `make bundle`:\n{}{}", out, err);
    // Read apart from bin/bundle: each block a file holds, after the line naming it, is its
    // module's lines in order, some left out (whole items), indentation as tabs.
    let blocks = canonical();
    let mut checked = 0;
    for name in bins().into_iter().filter(|n| n != "sp1771") {
        let text = read(&format!("src/bin/{}.rs", name));
        let mut current: Option<(&Block, usize)> = None;
        for (k, line) in text.lines().enumerate() {
            if let Some(rest) = line.strip_prefix("// -- ") {
                let block = rest.split(' ').next().expect("a name");
                let b = blocks
                    .get(block)
                    .unwrap_or_else(|| panic!("{}: no module has a block {}", name, block));
                assert_eq!(rest, format!("{} (src/{}) --", block, b.file), "{}", name);
                current = Some((b, 0));
                checked += 1;
                continue;
            }
            if line.starts_with("// ---- END blocks") {
                current = None;
            }
            if let Some((b, at)) = current.as_mut() {
                let untabbed = line.replace('\t', "    ");
                let found = b.lines[*at..].iter().position(|l| l.trim_end() == untabbed);
                match found {
                    Some(j) => *at += j + 1,
                    None => panic!(
                        "src/bin/{}.rs:{}: not its block's text: {:?}",
                        name,
                        k + 1,
                        line
                    ),
                }
            }
        }
    }
    assert!(checked >= 100, "only {} blocks read", checked);
    // Compact mode reads lines, not Rust: no block may hold a string over a line.
    for (name, b) in &blocks {
        let body: String = b.lines.iter().map(|l| format!("{}\n", l)).collect();
        if let Some(k) = line_inside_a_string(&body) {
            panic!(
                "block {} has a string over its line {}: it cannot be compacted",
                name, k
            );
        }
    }
}

/// The tree's files bin/bundle reads, copied to `dir`.
fn copy_tree(dir: &Path) {
    for sub in ["src", "src/bin", "docs"] {
        std::fs::create_dir_all(dir.join(sub)).expect("a folder");
        for e in std::fs::read_dir(root().join(sub)).expect(sub) {
            let p = e.expect("entry").path();
            let wanted = p.extension().is_some_and(|x| x == "rs") || p.ends_with("docs/blocks.md");
            if p.is_file() && wanted {
                let to = dir.join(sub).join(p.file_name().expect("a name"));
                std::fs::copy(&p, to).expect("copy");
            }
        }
    }
}

/// `bin/bundle --check` passes the tree as it is, and sees a copy changed in a file, in a
/// module, or in the record of what the files leave out.
#[test]
fn bundle_check_sees_drift() {
    let dir = root().join(format!("target/tmp/bundle-drift-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_tree(&dir);
    let check = || bundle_in(Some(&dir), &["--check"], "");
    assert_eq!(check().0, Some(0), "{:?}", check());
    let edit = |rel: &str, from: &str, to: &str| {
        let path = dir.join(rel);
        let text = std::fs::read_to_string(&path).expect("a copy");
        assert!(text.contains(from), "{} holds no {:?}", rel, from);
        std::fs::write(&path, text.replacen(from, to, 1)).expect("write");
        text
    };
    for (rel, from, to, names) in [
        (
            "src/bin/p10482.rs",
            "wrapping_add",
            "wrapping_sub",
            "src/bin/p10482.rs",
        ),
        (
            "src/dlx.rs",
            "wrapping_add",
            "wrapping_sub",
            "src/bin/p10482.rs",
        ),
        (
            "docs/blocks.md",
            "lib `rng`: Rng",
            "lib `rng`: Rng::bits",
            "differs: src/bin/",
        ),
        (
            "src/bin/p4929.rs",
            "blocks: scan dlx",
            "blocks: scan log dlx",
            "src/bin/p4929.rs",
        ),
    ] {
        let before = edit(rel, from, to);
        let (code, out, err) = check();
        assert_eq!(code, Some(1), "{} changed: {}{}", rel, out, err);
        assert!(
            out.contains(names) || err.contains(names),
            "{}: {}{}",
            rel,
            out,
            err
        );
        std::fs::write(dir.join(rel), before).expect("restore");
    }
    assert_eq!(check().0, Some(0));
    // A file that names a block its code does not call is refused.
    edit(
        "src/bin/p10482.rs",
        "blocks: scan dlx",
        "blocks: scan queens dlx",
    );
    let (code, out, _) = check();
    assert!(
        code == Some(1) && out.contains("names block queens"),
        "{}",
        out
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The blocks are concepts: at most `MAX_BLOCKS`, each of `MIN_BLOCK_LINES` lines of code or
/// more unless its first line says it is a whole concept, each compiling alone with the blocks
/// it says it needs, and every block that a block names among its needs is one.
#[test]
fn blocks_are_concepts_that_say_what_they_need() {
    let blocks = canonical();
    assert!(blocks.len() <= MAX_BLOCKS, "{} blocks", blocks.len());
    for (name, b) in &blocks {
        let code = b
            .lines
            .iter()
            .filter(|l| kept_in_compact(l) && !l.trim().starts_with("//"))
            .count();
        let whole = b
            .lines
            .first()
            .is_some_and(|l| l.contains("a whole concept"));
        assert!(
            code >= MIN_BLOCK_LINES || whole,
            "block {}: {} lines of code",
            name,
            code
        );
        for n in &b.needs {
            assert!(
                blocks.contains_key(n),
                "block {} needs {}, no block",
                name,
                n
            );
        }
    }
    let (code, out, err) = bundle(&["--needs"], "");
    assert_eq!(code, Some(0), "{}{}", out, err);
}

/// A judge file reads top to bottom: its own code, `main` included, before its first module of
/// blocks, and every module of blocks inside a `#[rustfmt::skip] mod` (so rustfmt leaves it as
/// bundled; the files keep them all in one, `mod lib`, whose codegen unit then holds the whole
/// search, but for a function judge's `main`, whose blocks are in `mod io`).
#[test]
fn every_bin_puts_its_own_code_first_and_its_blocks_in_mods() {
    for name in bins() {
        let text = read(&format!("src/bin/{}.rs", name));
        let first = text.find("\n// ---- BEGIN blocks: ").expect("blocks");
        let main = text.find("\nfn main() {").expect("a main");
        assert!(main < first, "{}: fn main comes after the blocks", name);
        let lines: Vec<&str> = text.lines().collect();
        let mut in_mod = false;
        for (k, line) in lines.iter().enumerate() {
            if line.starts_with("mod ") && line.ends_with(" {") {
                assert_eq!(lines[k - 1], "#[rustfmt::skip]", "{}: line {}", name, k + 1);
                in_mod = true;
            } else if *line == "}" {
                in_mod = false;
            } else if line.starts_with("// ---- BEGIN blocks: ") {
                assert!(in_mod, "{}: line {}: blocks outside a mod", name, k + 1);
            }
        }
    }
}

#[test]
fn no_bin_hides_dead_code() {
    for name in bins() {
        let text = read(&format!("src/bin/{}.rs", name));
        assert!(
            !text.contains("dead_code"),
            "{} allows dead code: a judge file carries only what it uses",
            name
        );
    }
}

/// Every file within its byte limit (the registry's), counted with CRLF line ends.
#[test]
fn every_file_is_within_its_limit() {
    for p in PROBLEMS {
        let text = read(&format!("src/bin/{}.rs", p.name));
        let size = text.len() + text.matches('\n').count();
        if let Some(limit) = p.bytes {
            assert!(
                size <= limit,
                "{}.rs: {} bytes with CRLF, over {}",
                p.name,
                size,
                limit
            );
        }
    }
}

/// bin/bundle's compaction rule: comments and blank lines go, every other line stays as it is.
#[test]
fn compacting_keeps_the_lines_of_code_and_drops_the_rest() {
    let body = "/// Doc.\nfn f(x: u32) -> u32 {\n    // Why.\n\n    let y = x\n        + 1;\n    y // the end\n}\nfn g() {}\n";
    assert_eq!(
        compact(body),
        "fn f(x: u32) -> u32 {\n    let y = x\n        + 1;\n    y // the end\n}\nfn g() {}\n"
    );
    // A `// SAFETY:` comment stays, with the `//` lines that go on from it, and no other.
    let unsafe_body = "    // Why.\n    // SAFETY: i is in\n    //   bounds.\n    unsafe { g(i) }\n    // SAFETY: as above.\n\n    // Not this.\n    /// Nor this.\n    h();\n";
    assert_eq!(
        compact(unsafe_body),
        "    // SAFETY: i is in\n    //   bounds.\n    unsafe { g(i) }\n    // SAFETY: as above.\n    h();\n"
    );
}

/// Packed mode (sp1771.rs only): the compacted lines tightened (a word and an operator never
/// merge; two operators may, and a word before `!`, `'`, `"` or `#` is a macro, a lifetime or
/// a literal's prefix) and packed into lines of up to 1,000 characters, without comments,
/// inlining hints and `debug_assert!`s.
#[test]
fn packing_joins_the_tightened_lines() {
    let body = "fn f(x: u32) -> u32 {\n    // SAFETY: none.\n    let y = x\n        + 1;\n    y // the end\n}\nfn g() {}\n";
    assert_eq!(packed(body), "fn f(x:u32)->u32{let y=x+1;y}fn g(){}\n");
    let tighten = |line: &str| packed(&format!("{}\n", line)).trim_end().to_string();
    assert_eq!(tighten("a = -b != c && !d as u8"), "a= -b !=c&& !d as u8");
    assert_eq!(tighten("let v: Vec<u8> = x;"), "let v:Vec<u8> =x;");
    assert_eq!(tighten("x = b\"z\"; f! (y)"), "x=b\"z\";f!(y)");
    // Literals keep their spaces, a comment after code goes; lifetimes are not characters.
    assert_eq!(
        tighten(r#"f( " ( x ) // ", ' ', b' ', '\'' ) // ( y )"#),
        r#"f(" ( x ) // ",' ',b' ','\'')"#
    );
    assert_eq!(
        tighten("fn f<'a>(x: &'a [u8]) {}"),
        "fn f<'a>(x: &'a[u8]){}"
    );
    // What `rustc -O` can do without goes: a hint alone on its line, a `debug_assert!`
    // statement whole; an `assert!`, another attribute, and a line that goes on after the
    // `debug_assert!` stay.
    let hinted = "#[inline]\nfn f(v: &[u8]) {\n    debug_assert!(v.len() > (1), \")(\");\n    debug_assert_eq!(v[0], 2);\n    assert!(v[1] < 3);\n}\n#[inline(always)]\n#[inline(never)]\nfn g() {\n    debug_assert!(h()); h();\n}\n";
    assert_eq!(
        packed(hinted),
        "fn f(v: &[u8]){assert!(v[1]<3);}#[inline(never)]fn g(){debug_assert!(h());h();}\n"
    );
    assert_eq!(
        compact(hinted).lines().count(),
        11,
        "compact mode keeps them"
    );
    // So in the core and Algorithm X: their hints and debug assertions go in packed mode, and
    // in it only.
    let blocks = canonical();
    let dlx: String = blocks["dlx"]
        .lines
        .iter()
        .chain(&blocks["x"].lines)
        .map(|l| format!("{}\n", l))
        .collect();
    let (compact_dlx, packed_dlx) = (compact(&dlx), packed(&dlx));
    for gone in ["#[inline]", "#[inline(always)]", "debug_assert!"] {
        assert!(compact_dlx.contains(gone), "{}", gone);
        assert!(!packed_dlx.contains(gone), "{}", gone);
    }
    // An `if` after a `}` starts its own line; `if_x` is a name, not an `if`.
    assert_eq!(
        packed("if a {\n}\nif b {}\nlet c = 1; }\nif_x();\n"),
        "if a{}\nif b{}let c=1;}if_x();\n"
    );
    // A line longer than the width (1,000) stays alone; the others are packed up to the width.
    let long = format!("a{};\nb;\nc;\n", "x".repeat(1000));
    assert_eq!(packed(&long), format!("a{};\nb;c;\n", "x".repeat(1000)));
    let x = "x".repeat(997);
    assert_eq!(
        packed(&format!("{};\nb;\nc;\n", x)),
        format!("{};b;\nc;\n", x)
    );
}

#[test]
fn a_string_over_a_line_is_seen() {
    assert_eq!(
        line_inside_a_string("let s = \"a\\\"b\"; // \"\nlet c = '\"';\n"),
        None
    );
    assert_eq!(line_inside_a_string("f();\nlet s = \"a\n b\";\n"), Some(2));
}

/// The lines strictly between the paste markers of `text`, if it has them; an error if they
/// are not one of each, in order.
fn paste_region(text: &str) -> Result<Option<String>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let at = |m: &str| -> Vec<usize> { (0..lines.len()).filter(|&k| lines[k] == m).collect() };
    match (at(PASTE_FROM).as_slice(), at(PASTE_TO).as_slice()) {
        ([], []) => Ok(None),
        ([a], [b]) if a < b => Ok(Some(
            lines[a + 1..*b]
                .iter()
                .map(|l| format!("{}\n", l))
                .collect(),
        )),
        (a, b) => Err(format!(
            "paste markers on lines {:?} and {:?}: one of each, in order",
            a, b
        )),
    }
}

/// Whether the site supplies `struct Solution;` (LeetCode): the file declares it outside the
/// region, for its own `main`.
fn site_supplies_solution(text: &str) -> bool {
    text.lines().any(|l| l == "struct Solution;")
}

/// A function judge's region holds the function and whole modules of blocks, no `main` and no
/// `struct Solution;` (the site supplies that); the rest of the file is its own `main`.
#[test]
fn every_paste_region_holds_the_function_and_its_blocks() {
    let mut regions = Vec::new();
    for name in bins() {
        let text = read(&format!("src/bin/{}.rs", name));
        let region = match paste_region(&text).unwrap_or_else(|e| panic!("{}: {}", name, e)) {
            Some(r) => r,
            None => continue,
        };
        regions.push(name.clone());
        assert!(
            !region.contains("fn main("),
            "{}: a main in the paste region",
            name
        );
        assert!(
            !region.contains("struct Solution"),
            "{}: the site supplies struct Solution",
            name
        );
        let function = if site_supplies_solution(&text) {
            "impl Solution {"
        } else {
            "\npub fn "
        };
        assert!(region.contains(function), "{}: no {:?}", name, function);
        assert!(
            region.contains("\n// ---- BEGIN blocks: ") && region.contains("\n// -- "),
            "{}: no module of blocks in its paste region",
            name
        );
    }
    // The function judges are the files whose header tells the user what to paste: each has its
    // region, and no other file has one.
    let told: Vec<String> = bins()
        .into_iter()
        .filter(|name| {
            read(&format!("src/bin/{}.rs", name))
                .lines()
                .take_while(|l| l.starts_with("//!"))
                .any(|l| l.contains("paste from here"))
        })
        .collect();
    assert!(
        !told.is_empty(),
        "no function judge's header names the paste markers"
    );
    assert_eq!(
        regions, told,
        "the files with a paste region and the headers that name it"
    );
}

/// Each paste region compiles alone, warning-free, with `pub struct Solution;` before it where
/// the site supplies one (`pub`, so that the method counts as used, as the site's own caller
/// uses it): as a library, under today's rustc (the paste check adds the four editions, rustc
/// 1.33.0 and the judges' own compilers).
#[test]
fn every_paste_region_compiles_alone() {
    let dir = std::env::temp_dir().join(format!("paste-regions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for name in bins() {
        let text = read(&format!("src/bin/{}.rs", name));
        let region = match paste_region(&text).expect("markers") {
            Some(r) => r,
            None => continue,
        };
        let stub = if site_supplies_solution(&text) {
            "pub struct Solution;\n"
        } else {
            ""
        };
        let src = dir.join(format!("{}.rs", name));
        std::fs::write(&src, format!("{}{}", stub, region)).expect("write");
        let out = std::process::Command::new("rustc")
            .args(["--crate-type", "lib", "--edition", "2021", "-D", "warnings"])
            .args(["--emit", "metadata", "--out-dir"])
            .arg(&dir)
            .arg(&src)
            .output()
            .expect("rustc");
        assert!(
            out.status.success(),
            "{}: the paste region does not compile alone:\n{}",
            name,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn paste_regions_are_found_and_checked() {
    let (f, t) = (PASTE_FROM, PASTE_TO);
    let text = format!("a\n{}\nb\nc\n{}\nd\n", f, t);
    assert_eq!(paste_region(&text), Ok(Some("b\nc\n".to_string())));
    assert_eq!(paste_region("a\nb\n"), Ok(None));
    assert!(paste_region(&format!("{}\n{}\n", t, f)).is_err());
    assert!(paste_region(&format!("{}\n{}\n{}\n", f, t, t)).is_err());
    assert!(paste_region(&format!("{}\n", f)).is_err());
}

/// The README's table of files and the Chinese guide's (`docs/zh-CN.md`) each name every judge
/// file, and the guide names no path of the repo that does not exist.
#[test]
fn the_readme_and_the_chinese_guide_name_every_file_and_only_real_paths() {
    for doc in ["README.md", "docs/zh-CN.md"] {
        let text = std::fs::read_to_string(root().join(doc)).expect(doc);
        for bin in bins() {
            let row = format!("| `{}.rs` |", bin);
            assert!(text.contains(&row), "{} has no row for {}.rs", doc, bin);
        }
    }
    let guide = std::fs::read_to_string(root().join("docs/zh-CN.md")).expect("the guide");
    let mut named = 0;
    for quoted in guide.split('`').skip(1).step_by(2) {
        let first = ["src/", "samples/", "tests/", "bin/", "docs/"]
            .iter()
            .any(|p| quoted.starts_with(p));
        if first && !quoted.contains(' ') && !quoted.contains('<') {
            named += 1;
            assert!(
                root().join(quoted).exists(),
                "docs/zh-CN.md names {}",
                quoted
            );
        }
    }
    for link in guide.split("](").skip(1) {
        let target = &link[..link.find(')').expect("a link's end")];
        if !target.starts_with("http") {
            named += 1;
            assert!(
                root().join("docs").join(target).exists(),
                "docs/zh-CN.md links {}",
                target
            );
        }
    }
    assert!(named >= 5, "the guide names {} paths", named);
}

/// How long a function may be, in lines from its `fn` to its closing brace.
const MAX_FUNCTION_LINES: usize = 80;

/// The functions allowed over `MAX_FUNCTION_LINES`, each as (its file under `src/`, `Type::name`
/// or `name`): none, and no function may grow past the limit.
const LONG_FUNCTIONS_LEFT: &[(&str, &str)] = &[];

/// The indentation of `line`, in bytes.
fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// The name of the function that `line` starts (`pub fn name<T>(`, `const unsafe fn name(`...),
/// if it starts one.
fn fn_name(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    let words = [
        "pub ",
        "pub(crate) ",
        "pub(super) ",
        "const ",
        "unsafe ",
        "extern \"C\" ",
    ];
    while let Some(w) = words.iter().find(|w| rest.starts_with(*w)) {
        rest = &rest[w.len()..];
    }
    let rest = rest.strip_prefix("fn ")?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    Some(&rest[..end])
}

/// The type an `impl` or `trait` line is for: `Lookahead` in `impl<'a> Rule for Lookahead<'a> {`.
fn impl_type(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let mut rest = t
        .strip_prefix("impl")
        .or_else(|| t.strip_prefix("pub trait "))
        .or_else(|| t.strip_prefix("trait "))?;
    if rest.starts_with('<') {
        let mut depth = 0;
        let end = rest.find(|c| {
            depth += (c == '<') as i32 - (c == '>') as i32;
            depth == 0
        })?;
        rest = &rest[end + 1..];
    }
    if let Some(k) = rest.find(" for ") {
        rest = &rest[k + 5..];
    }
    let rest = rest.trim_start();
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    Some(&rest[..end]).filter(|name| !name.is_empty())
}

/// The functions with a body in `lines` (rustfmt'd Rust; a line read as empty is passed over):
/// each as (`Type::name` or `name`, its first line from 1, its length in lines). A function
/// starts at its `fn` line and ends at the first line after it that is its indentation and `}`,
/// or on its own line if that holds its body whole; a `fn` line (or signature) that ends in `;`
/// declares no body. Nested functions count in their own length and their enclosing one's.
fn functions(lines: &[&str]) -> Vec<(String, usize, usize)> {
    let mut found = Vec::new();
    for (k, line) in lines.iter().enumerate() {
        let name = match fn_name(line) {
            Some(name) => name,
            None => continue,
        };
        let open = lines[k..]
            .iter()
            .position(|l| l.contains('{') || l.trim_end().ends_with(';'));
        let open = match open {
            Some(j) if lines[k + j].contains('{') => k + j,
            _ => continue,
        };
        let braces = |l: &str| l.matches('{').count() as i64 - l.matches('}').count() as i64;
        let close = format!("{}}}", &line[..indent(line)]);
        let end = if braces(lines[open]) == 0 {
            open
        } else {
            (open + 1..lines.len())
                .find(|&j| lines[j] == close)
                .unwrap_or_else(|| panic!("line {}: fn {} is not closed", k + 1, name))
        };
        let owner = lines[..k]
            .iter()
            .rev()
            .filter(|l| !l.trim().is_empty() && indent(l) < indent(line))
            .find_map(|l| impl_type(l).map(Some).or(Some(None)))
            .flatten();
        let full = match owner {
            Some(t) if indent(line) > 0 => format!("{}::{}", t, name),
            _ => name.to_string(),
        };
        found.push((full, k + 1, end - k + 1));
    }
    found
}

/// `text`'s lines, those of `#[cfg(test)]` modules (unit tests) read as empty, and with
/// `blocks`, those of the bundled blocks (copies of `src/`) too.
fn own_lines(text: &str, blocks: bool) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().collect();
    let mut k = 0;
    while k < lines.len() {
        let line = lines[k];
        let test_mod = line.trim() == "#[cfg(test)]"
            && lines.get(k + 1).map_or(false, |l| {
                let t = l.trim_start();
                (t.starts_with("mod ") || t.starts_with("pub mod ")) && t.ends_with('{')
            });
        let end = if test_mod {
            let close = format!("{}}}", &line[..indent(line)]);
            (k + 2..lines.len()).find(|&j| lines[j] == close)
        } else if blocks && line.starts_with("// ---- BEGIN ") {
            (k + 1..lines.len()).find(|&j| lines[j].starts_with("// ---- END "))
        } else {
            None
        };
        if let Some(end) = end {
            lines[k..=end].iter_mut().for_each(|l| *l = "");
            k = end;
        }
        k += 1;
    }
    lines
}

/// The modules that only the unit tests compile (`#[cfg(test)] mod name;` in `src/lib.rs`).
fn test_only_modules() -> Vec<String> {
    let lib = read("src/lib.rs");
    let lines: Vec<&str> = lib.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0] == "#[cfg(test)]")
        .filter_map(|w| w[1].strip_prefix("mod ")?.strip_suffix(';'))
        .map(|m| format!("{}.rs", m))
        .collect()
}

/// Every function of `src/` (unit tests aside) and of the bins' own code (the bundled blocks
/// aside: they are `src/`'s): (file under `src/`, `Type::name` or `name`, first line, length).
fn all_functions() -> Vec<(String, String, usize, usize)> {
    let mut files: Vec<String> = std::fs::read_dir(root().join("src"))
        .expect("src")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.ends_with(".rs") && !test_only_modules().contains(f))
        .collect();
    files.extend(bins().iter().map(|b| format!("bin/{}.rs", b)));
    files.sort();
    let mut all = Vec::new();
    for file in files {
        let text = read(&format!("src/{}", file));
        for (name, line, len) in functions(&own_lines(&text, file.starts_with("bin/"))) {
            all.push((file.clone(), name, line, len));
        }
    }
    all
}

#[test]
fn no_function_is_over_80_lines() {
    let all = all_functions();
    let count = |file: &str| all.iter().filter(|f| f.0 == file).count();
    assert!(
        count("knuth.rs") >= 5 && count("bin/xcc.rs") >= 10 && count("bin/p10482.rs") >= 2,
        "the scanner misses functions: {:?}",
        all
    );
    let long: Vec<(&str, &str)> = all
        .iter()
        .filter(|f| f.3 > MAX_FUNCTION_LINES)
        .map(|f| (f.0.as_str(), f.1.as_str()))
        .collect();
    for f in &all {
        assert!(
            f.3 <= MAX_FUNCTION_LINES
                || LONG_FUNCTIONS_LEFT.contains(&(f.0.as_str(), f.1.as_str())),
            "src/{}:{}: {} is {} lines, over {}: split it into named steps",
            f.0,
            f.2,
            f.1,
            f.3,
            MAX_FUNCTION_LINES
        );
    }
    for left in LONG_FUNCTIONS_LEFT {
        assert!(
            long.contains(left),
            "{:?} is no longer over {} lines: take it off LONG_FUNCTIONS_LEFT",
            left,
            MAX_FUNCTION_LINES
        );
    }
}

#[test]
fn the_function_scanner_reads_rustfmt_code() {
    let text = "\
fn one() {}
pub(crate) const unsafe fn two<T>(x: T)
where
    T: Copy,
{
    let f = |y| {
        y
    };
}
trait Step {
    fn declared(&self);
    fn given(&self) {
        body();
    }
}
impl<'a> Step for Lookahead<'a> {
    fn declared(&self) {}
}
#[cfg(test)]
mod tests {
    fn hidden() {
        body();
    }
}
// ---- BEGIN x ----
fn bundled() {
}
// ---- END x ----
";
    let found = |blocks| functions(&own_lines(text, blocks));
    let want = |bundled: bool| {
        let mut v = vec![
            ("one".to_string(), 1, 1),
            ("two".to_string(), 2, 8),
            ("Step::given".to_string(), 12, 3),
            ("Lookahead::declared".to_string(), 17, 1),
        ];
        if bundled {
            v.push(("bundled".to_string(), 26, 2));
        }
        v
    };
    assert_eq!(found(true), want(false));
    assert_eq!(found(false), want(true));
}

/// How long a line of a judge file may be, in characters: a longer one cannot be read in a
/// diff or beside the code. Not in `sp1771.rs`, whose blocks are packed into long lines to fit
/// SPOJ's 10,000 bytes.
const MAX_BIN_LINE: usize = 150;

#[test]
fn no_line_of_a_bin_is_over_150_characters_but_in_sp1771() {
    for name in bins().into_iter().filter(|name| name != "sp1771") {
        let text = read(&format!("src/bin/{}.rs", name));
        for (k, line) in text.lines().enumerate() {
            let n = line.chars().count();
            assert!(
                n <= MAX_BIN_LINE,
                "src/bin/{}.rs:{}: {} characters, over {}",
                name,
                k + 1,
                n,
                MAX_BIN_LINE
            );
        }
    }
}
