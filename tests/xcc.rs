//! The xcc file's own features, beyond the count the sample and stress tests check: its modes
//! (print, stop, report), Knuth's model of the queens, forward checking on a tiling, and the
//! line it names on bad input. Run as a judge builds it.

use crate::common::gen::{pentomino_matrix, queens_xcc, xcc_of};
use crate::common::problems::Instance;
use crate::common::*;

/// xcc as a judge builds it, with `args`, on `input`: exit code, stdout, stderr.
fn xcc(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let got = run_limited_exe(
        &exe("xcc"),
        args,
        input.as_bytes().to_vec(),
        Limits::timeout(60),
    );
    (got.run.code, got.run.stdout_text(), got.run.stderr_text())
}

/// Five covers: {a, b}, {a b}, {a, b x:1}, {a x:1, b}, {a x:1, b x:1} (one colour, shared).
const XCC_FIVE: &str = "a b | x\na\nb\na b\na x:1\nb x:1\n";

#[test]
fn xcc_counts_prints_stops_and_reports_as_asked() {
    let ok = |args: &[&str], out: &str, err: &str| {
        assert_eq!(
            xcc(args, XCC_FIVE),
            (Some(0), out.to_string(), err.to_string()),
            "{:?}",
            args
        );
    };
    ok(&[], "5\n", "");
    ok(&["t2"], "2\n", "");
    ok(&["m1", "t1"], "a\nb\n\n1\n", "");
    ok(&["t1", "m1", "v0"], "a\nb\n\n1\n", "");
    let (code, out, err) = xcc(&["m1"], XCC_FIVE);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let solutions: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(solutions.len(), 6, "{}", out);
    assert_eq!(solutions[5], "5\n");
    assert!(solutions.contains(&"a x:1\nb x:1"), "{}", out);
    // Every second one: the second and the fourth.
    let (_, out2, _) = xcc(&["m2"], XCC_FIVE);
    let want = format!("{}\n\n{}\n\n5\n", solutions[1], solutions[3]);
    assert_eq!(out2, want);
    let (code, out, err) = xcc(&["v1"], XCC_FIVE);
    assert_eq!((code, out.as_str()), (Some(0), "5\n"));
    assert!(
        err.starts_with("xcc: 5 solutions, ") && err.ends_with(" nodes\n"),
        "{}",
        err
    );
}

/// Queens in Knuth's model (diagonals secondary), n = 1 to 9: the counts of OEIS A000170.
#[test]
fn xcc_counts_the_queens() {
    let want = [1, 0, 0, 2, 10, 4, 40, 92, 352];
    for (n, &count) in (1..).zip(want.iter()) {
        let text = queens_xcc(n).text();
        assert_eq!(
            xcc(&[], &text),
            (Some(0), format!("{}\n", count), String::new()),
            "n = {}",
            n
        );
    }
}

/// The 3x20 pentomino board, all items primary: 8 tilings, and forward checking on (a tiling
/// has many options to an item), so fewer nodes than the 32,644 of the plain search.
#[test]
fn xcc_checks_forward_on_a_tiling() {
    let text = pentomino_3x20();
    let (code, out, err) = xcc(&["v1"], &text);
    assert_eq!((code, out.as_str()), (Some(0), "8\n"), "{}", err);
    let nodes = nodes_of(&err);
    assert!(nodes < 32_644, "{}", err);
}

#[test]
fn xcc_refuses_bad_modes_and_names_the_line_of_bad_input() {
    for args in [&["t0"][..], &["m"], &["q1"], &["m-1"], &["m1", "x"], &["v"]] {
        let (code, out, err) = xcc(args, XCC_FIVE);
        assert_eq!((code, out.as_str()), (Some(1), ""), "{:?}", args);
        assert!(err.starts_with("xcc: mode "), "{:?}: {}", args, err);
    }
    let bad = [
        ("a b | x\na\nb c\n", "xcc: line 3: unknown item 'c'\n"),
        (
            "a b | x\r\na:1 b\r\n",
            "xcc: line 2: primary item 'a' has a colour\n",
        ),
        (
            "| c\n| c\na b | x\nx\n",
            "xcc: line 4: an option without primary items\n",
        ),
        ("a b b\n", "xcc: line 1: item 'b' is named twice\n"),
    ];
    for &(input, want) in bad.iter() {
        assert_eq!(
            xcc(&[], input),
            (Some(1), String::new(), want.to_string()),
            "{:?}",
            input
        );
    }
}

#[test]
fn xcc_checks_forward_on_a_coloured_tiling() {
    // Knuth's 3x20 board with one secondary item that every option gives the same colour: the
    // colours do not change the 8 tilings, and forward checking still runs with them (DLX2,
    // which has none, takes 32,644 nodes; without it ours took 32,978).
    let text = pentomino_3x20();
    let mut lines = text.lines();
    let mut coloured = format!("{} | c\n", lines.next().expect("the items"));
    for option in lines {
        coloured.push_str(&format!("{} c:a\n", option));
    }
    let (code, out, err) = xcc(&["v1"], &coloured);
    assert_eq!((code, out.as_str()), (Some(0), "8\n"), "{}", err);
    let nodes = nodes_of(&err);
    assert!(nodes < 10_000, "{}", err);
}

/// The node count of a `v1` report on stderr.
fn nodes_of(err: &str) -> u64 {
    err.trim_end()
        .trim_end_matches(" nodes")
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a node count")
}

/// Knuth's 3x20 pentomino board in his format.
fn pentomino_3x20() -> String {
    match xcc_of(&pentomino_matrix(3, 20, None)) {
        Instance::Xcc(x) => x.text(),
        other => panic!("not xcc: {:?}", other),
    }
}
