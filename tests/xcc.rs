//! The xcc file's own features, beyond the count the sample and stress tests check: its modes
//! (print, stop, report), Knuth's model of the queens, forward checking on a tiling, the line it
//! names on bad input, and Knuth's multiplicities and costs (DLX3, DLX5) against a brute force.
//! Run as a judge builds it.

use crate::common::gen::{
    items_that_may_stay_out, mcc, pentomino_matrix, queens_xcc, tiling_xcc, xcc_of, DOMINO,
};
use crate::common::reference::{mcc_costs, tilings_count, Knuth};
use crate::common::*;
use std::collections::HashSet;

/// xcc as a judge builds it, with `args`, on `input`: exit code, stdout, stderr.
fn xcc(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let got = run_limited_exe(&exe("xcc"), args, input.as_bytes(), Limits::timeout(60));
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
    let (code, out, err) = xcc(&["v1", "c0"], XCC_FIVE);
    assert_eq!((code, out.as_str()), (Some(0), "5\n"));
    assert!(
        err.starts_with("xcc: 5 solutions, ") && err.ends_with(" nodes\n"),
        "{}",
        err
    );
    // The sweep also reports the most states in a level, and the most bytes its levels held.
    let (code, out, err) = xcc(&["v1", "c1"], XCC_FIVE);
    assert_eq!((code, out.as_str()), (Some(0), "5\n"));
    assert!(
        err.starts_with("xcc: 5 solutions, ") && err.ends_with(" bytes)\n"),
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

/// xcc refuses the modes `args`: exit 1, nothing on stdout, one line on stderr that says so.
fn refused(args: &[&str]) {
    let (code, out, err) = xcc(args, XCC_FIVE);
    assert_eq!((code, out.as_str()), (Some(1), ""), "{:?}", args);
    assert!(
        err.starts_with("xcc: mode") && err.lines().count() == 1,
        "{:?}: {}",
        args,
        err
    );
}

#[test]
fn xcc_refuses_bad_modes_and_names_the_line_of_bad_input() {
    for args in [&["t0"][..], &["m"], &["q1"], &["m-1"], &["m1", "x"], &["v"]] {
        refused(args);
    }
    let bad = [
        ("a b | x\na\nb c\n", "xcc: line 3: unknown item 'c'\n"),
        (
            "a b | x\r\na:1 b\r\n",
            "xcc: line 2: primary item 'a' has a colour\n",
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
    xcc_of(&pentomino_matrix(3, 20, None)).text()
}

/// Whether xcc's output `out` ends with the `k` best of `costs` (all the solutions' costs,
/// sorted), one a line, best first, after no other number; or with `no solution` where there is
/// none.
fn ends_with_best(out: &str, costs: &[u64], k: usize) -> Result<(), String> {
    let want: Vec<String> = if costs.is_empty() {
        vec!["no solution".to_string()]
    } else {
        costs.iter().take(k).map(|c| c.to_string()).collect()
    };
    let lines: Vec<&str> = out.lines().collect();
    let n = want.len();
    if lines.len() < n || lines[lines.len() - n..] != want[..] {
        return Err(format!("the last lines should be {:?}", want));
    }
    match lines.len().checked_sub(n + 1).map(|j| lines[j]) {
        Some(before) if before.parse::<u64>().is_ok() => {
            Err(format!("a number before the best costs {:?}", want))
        }
        _ => Ok(()),
    }
}

/// Whether xcc's output `out` with `m1` and no costs is `count` solutions of `x`, each its
/// options' lines as written then an empty line, and the count last; each checked, and no two
/// the same where no two options are.
fn check_printed(x: &Knuth, out: &str, count: usize) -> Result<(), String> {
    let text = x.text();
    let options: Vec<&str> = text.lines().skip(1).collect();
    let mut lines: Vec<&str> = out.lines().collect();
    if lines.pop() != Some(count.to_string().as_str()) {
        return Err(format!("the last line should be the count, {}", count));
    }
    let (mut solutions, mut chosen) = (Vec::new(), Vec::new());
    for line in lines {
        if line.is_empty() {
            solutions.push(std::mem::take(&mut chosen));
            continue;
        }
        match (0..options.len()).find(|&k| options[k] == line && !chosen.contains(&k)) {
            Some(k) => chosen.push(k),
            None => return Err(format!("{:?} is no option (or one taken twice)", line)),
        }
    }
    if !chosen.is_empty() || solutions.len() != count {
        return Err(format!(
            "{} solutions printed, not {}",
            solutions.len(),
            count
        ));
    }
    let distinct: HashSet<&str> = options.iter().copied().collect();
    let mut seen = HashSet::new();
    for mut s in solutions {
        x.check(&s).map_err(|e| format!("{:?} printed: {}", s, e))?;
        s.sort_unstable();
        if distinct.len() == options.len() && !seen.insert(s.clone()) {
            return Err(format!("{:?} printed twice", s));
        }
    }
    Ok(())
}

/// xcc against the brute force (`mcc_costs`: every subset of the options) on 300 problems of
/// `gen::mcc` (bounds, colours and costs, each in about two problems of three): without costs,
/// the count (DLX3's), every solution `m1` prints checked, and the best costs with `k2` (all 0);
/// with costs, the best cost, and the 3 best with `k3`. A failure names its seed.
#[test]
fn xcc_agrees_with_the_brute_force_on_bounds_colours_and_costs() {
    for seed in 0..300 {
        let x = mcc(seed);
        let text = x.text();
        let costs = mcc_costs(&x);
        let mut runs: Vec<(Vec<&str>, usize)> = Vec::new();
        if x.costs.is_empty() {
            runs.push((vec![], 0));
            runs.push((vec!["m1"], 0));
            if seed % 3 == 0 {
                runs.push((vec!["k2"], 2));
            }
        } else {
            runs.push((vec![], 1));
            runs.push((vec!["k3"], 3));
        }
        for (args, k) in runs {
            let (code, out, err) = xcc(&args, &text);
            let verdict = match (code, err.is_empty()) {
                (Some(0), true) if k > 0 => ends_with_best(&out, &costs, k),
                (Some(0), true) if args.is_empty() => match out == format!("{}\n", costs.len()) {
                    true => Ok(()),
                    false => Err(format!("the count should be {}", costs.len())),
                },
                (Some(0), true) => check_printed(&x, &out, costs.len()),
                _ => Err("exit 0 and nothing on stderr expected".to_string()),
            };
            if let Err(e) = verdict {
                let best: Vec<u64> = costs.iter().copied().take(5).collect();
                panic!(
                    "seed {} (gen::mcc), xcc {:?}: {}\n{} solutions, best costs {:?}\n\
                     input:\n{}exit {:?}, stdout:\n{}stderr:\n{}",
                    seed,
                    args,
                    e,
                    costs.len(),
                    best,
                    text,
                    code,
                    &out[..out.len().min(2000)],
                    err
                );
            }
        }
    }
}

/// Knuth's example of multiplicities (DLX3's documentation): C in 2 or 3 options, one solution.
/// And items that may stay out: every subset of {A B, B}, the empty one too (DLX3's count: 4).
#[test]
fn xcc_solves_knuths_example_of_multiplicities() {
    let text = "| A simple example of color controls\nA B 2:3|C | X Y\nA B X:0 Y:0\n\
                A C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n";
    assert_eq!(xcc(&[], text), (Some(0), "1\n".to_string(), String::new()));
    let (code, out, err) = xcc(&["m1"], text);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let mut lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.split_off(3), vec!["", "1"], "{}", out);
    lines.sort_unstable();
    assert_eq!(lines, vec!["A C X:1 Y:1", "B X:1", "C Y:1"], "{}", out);
    let out_too = items_that_may_stay_out();
    let text = out_too.text();
    assert_eq!(text, "0:1|A 0:2|B\nA B\nB\n");
    assert_eq!(xcc(&[], &text), (Some(0), "4\n".to_string(), String::new()));
    let (code, out, err) = xcc(&["m1"], &text);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    // The empty solution is an empty line.
    if let Err(e) = check_printed(&out_too, &out, 4) {
        panic!("{}; stdout:\n{}", e, out);
    }
}

/// The five covers of `XCC_FIVE` with costs: {a, b} 3, {a b} 5, {a, b x:1} 5, {a x:1, b} 2,
/// {a x:1, b x:1} 4. The best by default, the k best with `k<k>` (all, where fewer), `no
/// solution` where there is none; `k<k>` alone asks for the best costs of a problem without
/// costs (0 each); costs that add up to 2^63 - 1 still add up.
#[test]
fn xcc_gives_the_best_costs_as_asked() {
    let five = "a b | x\na |1\nb |2\na b |5\na x:1 |0\nb x:1 |4\n";
    let sorted = [2, 3, 4, 5, 5];
    let cases: &[(&str, &[&str], &[u64], usize)] = &[
        (five, &[], &sorted, 1),
        (five, &["k1"], &sorted, 1),
        (five, &["k3"], &sorted, 3),
        (five, &["k9"], &sorted, 9),
        (XCC_FIVE, &["k2"], &[0; 5], 2),
        ("a b\na |1\n", &[], &[], 1),
        ("a b\na |1\n", &["k3"], &[], 3),
        ("a\na\n", &["k1"], &[0], 1),
        (
            "a b\na |4611686018427387903\nb |4611686018427387904\n",
            &[],
            &[9_223_372_036_854_775_807],
            1,
        ),
    ];
    for &(input, args, costs, k) in cases {
        let (code, out, err) = xcc(args, input);
        assert_eq!(
            (code, err.as_str()),
            (Some(0), ""),
            "{:?} {:?}",
            input,
            args
        );
        if let Err(e) = ends_with_best(&out, costs, k) {
            panic!("{:?} {:?}: {}; stdout:\n{}", input, args, e, out);
        }
    }
}

#[test]
fn xcc_names_the_line_of_bad_bounds_and_costs() {
    let bad = [
        (
            "x|A\nA\n",
            "line 1: bound 'x' of item 'A' is not a number from 0 to 2147483647",
        ),
        (
            "A 2147483648|B\nA\n",
            "line 1: bound '2147483648' of item 'B' is not a number from 0 to 2147483647",
        ),
        (
            "| c\nA 2:B\nA\n",
            "line 2: item 'B' has a lower bound but no upper bound (a:b|name)",
        ),
        (
            "3:2|A\nA\n",
            "line 1: item 'A' has lower bound 3 above its upper bound 2",
        ),
        ("0|A\nA\n", "line 1: item 'A' has upper bound 0"),
        ("A | 2|X\nA\n", "line 1: secondary item 'X' has bounds"),
        (
            "A\nA |\n",
            "line 2: cost '|' is not '|' and a decimal number",
        ),
        (
            "A\nA |x\n",
            "line 2: cost '|x' is not '|' and a decimal number",
        ),
        (
            "A\n\nA |3a\n",
            "line 3: cost '|3a' is not '|' and a decimal number",
        ),
        (
            "A\nA |9223372036854775807\nA |1\n",
            "line 3: the options' costs add up to more than 9223372036854775807",
        ),
        (
            "A\nA |99999999999999999999\n",
            "line 2: the options' costs add up to more than 9223372036854775807",
        ),
    ];
    for &(input, want) in bad.iter() {
        for args in [&[][..], &["k3"], &["m1"]] {
            assert_eq!(
                xcc(args, input),
                (Some(1), String::new(), format!("xcc: {}\n", want)),
                "{:?} {:?}",
                input,
                args
            );
        }
    }
}

/// The lines that carry numbers in xcc's outputs `outs` (of parts, or threads), merged as the
/// README says: counts summed; with costs (`k > 0`), the `k` least of all totals, or `no
/// solution` where every part has none.
fn merged(outs: &[String], k: usize) -> String {
    let mut numbers: Vec<u64> = outs
        .iter()
        .flat_map(|o| o.lines())
        .filter_map(|l| l.parse().ok())
        .collect();
    match k {
        0 => format!("{}\n", numbers.iter().sum::<u64>()),
        _ if numbers.is_empty() => "no solution\n".to_string(),
        _ => {
            numbers.sort_unstable();
            numbers.truncate(k);
            numbers.iter().map(|n| format!("{}\n", n)).collect()
        }
    }
}

/// The parts' outputs `out` as `xcc +` adds them up (with `k > 0`, `xcc + k<k>` merges them):
/// the README's way.
fn added(out: &str, k: usize) -> String {
    let kk = format!("k{}", k);
    let args: &[&str] = if k > 0 { &["+", &kk] } else { &["+"] };
    let (code, sum, err) = xcc(args, out);
    assert_eq!(
        (code, err.as_str()),
        (Some(0), ""),
        "xcc {:?} on {:?}",
        args,
        out
    );
    sum
}

/// The outputs of xcc's parts `P<n> p<i>`, i = 0..n, with `args`, on the input file `path`, run
/// `n` at a time by `xargs -P` (POSIX: always there) or by GNU parallel.
fn parts(path: &std::path::Path, args: &[&str], n: usize, gnu: bool) -> String {
    let exe = exe("xcc");
    let list: String = (0..n).map(|i| format!("{}\n", i)).collect();
    let script = format!("exec \"$1\" P{} p\"$2\" {} < \"$3\"", n, args.join(" "));
    let mut cmd = match gnu {
        true => {
            let mut c = std::process::Command::new("parallel");
            c.arg("-j").arg(n.to_string()).arg(format!(
                "{} P{} p{{}} {} < {}",
                exe.display(),
                n,
                args.join(" "),
                path.display()
            ));
            c
        }
        false => {
            let mut c = std::process::Command::new("xargs");
            c.args(["-P", &n.to_string(), "-I{}", "sh", "-c", &script, "sh"])
                .arg(&exe)
                .arg("{}")
                .arg(path);
            c
        }
    };
    let out = run_command(&mut cmd, list.as_bytes());
    assert_eq!(out.code, Some(0), "parts {:?}: {}", args, out.stderr_text());
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// On seeded problems of every kind (exact cover, colours, bounds, costs: `gen::mcc`), and on
/// larger trees (queens, a coloured pentomino board, which checks forward), xcc on 2 and 3
/// threads, and the sum of its parts (2, 3 and 5, run at once by `xargs -P`; by GNU parallel
/// where it is installed), give what one thread gives: the count, or the least totals.
#[test]
fn xcc_threads_and_parts_agree_with_one_thread() {
    let dir = root().join("target/tmp");
    std::fs::create_dir_all(&dir).expect("target/tmp");
    let mut problems: Vec<(String, Vec<&str>, usize)> = Vec::new();
    for seed in 0..sized(40, 10) as u64 {
        let x = mcc(seed);
        let k = if x.costs.is_empty() { 0 } else { 2 };
        let args = if k > 0 { vec!["k2"] } else { vec![] };
        problems.push((x.text(), args, k));
    }
    problems.push((queens_xcc(9).text(), vec![], 0));
    let mut coloured = String::new();
    for (k, line) in pentomino_3x20().lines().enumerate() {
        coloured.push_str(line);
        coloured.push_str(if k == 0 { " | c\n" } else { " c:a\n" });
    }
    problems.push((coloured, vec![], 0));
    let gnu = gnu_parallel();
    for (seed, (text, args, k)) in problems.iter().enumerate() {
        let (code, want, err) = xcc(args, text);
        assert_eq!((code, err.as_str()), (Some(0), ""), "seed {}", seed);
        let want = merged(&[want], *k);
        for threads in ["j2", "j3"] {
            let mut a = args.clone();
            a.push(threads);
            let (code, out, err) = xcc(&a, text);
            assert_eq!((code, err.as_str()), (Some(0), ""), "seed {} {:?}", seed, a);
            assert_eq!(merged(&[out], *k), want, "seed {} {:?}:\n{}", seed, a, text);
        }
        let path = dir.join(format!("xcc-parts-{}-{}.in", std::process::id(), seed));
        std::fs::write(&path, text).expect("write the input");
        for &n in &[2, 3, 5] {
            let out = parts(&path, args, n, false);
            assert_eq!(
                added(&out, *k),
                want,
                "seed {}, {} parts:\n{}",
                seed,
                n,
                text
            );
        }
        if gnu && seed % 10 == 0 {
            let out = parts(&path, args, 3, true);
            assert_eq!(added(&out, *k), want, "seed {}, GNU parallel", seed);
        }
        let _ = std::fs::remove_file(&path);
    }
}

/// With threads, `m1` prints every solution whole (checked, none twice), `t<k>` stops after
/// `k` in all; bad thread and part modes exit 1 with one line on stderr.
#[test]
fn xcc_threads_print_whole_solutions_stop_and_refuse_bad_modes() {
    let x = (0..)
        .map(mcc)
        .find(|x| x.costs.is_empty() && mcc_costs(x).len() > 3)
        .expect("a problem with solutions and no costs");
    let count = mcc_costs(&x).len();
    let (code, out, err) = xcc(&["m1", "j3"], &x.text());
    assert_eq!((code, err.as_str()), (Some(0), ""));
    if let Err(e) = check_printed(&x, &out, count) {
        panic!("{}; stdout:\n{}", e, out);
    }
    let queens = queens_xcc(8).text();
    let (code, out, _) = xcc(&["j2", "t5", "m1"], &queens);
    assert_eq!(code, Some(0));
    assert_eq!(
        (out.lines().last(), out.matches("\n\n").count()),
        (Some("5"), 5)
    );
    let (_, out, _) = xcc(&["j2", "m10"], &queens);
    assert_eq!(out.matches("\n\n").count(), 9);
    for args in [
        &["j0"][..],
        &["j1025"],
        &["P0", "p0"],
        &["P3", "p3"],
        &["p1"],
        &["P2"],
    ] {
        refused(args);
    }
}

/// The sweep (`c1`) and the plain search (`c0`) count alike on seeded problems with bounds and
/// colours, as the brute force does; and on tilings, the known counts, past 2^64, with the
/// default budget, a budget of 1 MiB (the 12x12 board's states do not all fit: counts are
/// evicted and searched again), on 2 and 3 threads and in 3 parts.
#[test]
fn xcc_sweep_counts_as_the_plain_search_with_any_budget_threads_or_parts() {
    for seed in 0..60 {
        let x = mcc(seed);
        if !x.costs.is_empty() {
            continue;
        }
        let want = format!("{}\n", mcc_costs(&x).len());
        for mode in ["c0", "c1"] {
            let (code, out, err) = xcc(&[mode], &x.text());
            assert_eq!(
                (code, err.as_str()),
                (Some(0), ""),
                "seed {} {}",
                seed,
                mode
            );
            assert_eq!(out, want, "seed {} {}:\n{}", seed, mode, x.text());
        }
    }
    let dir = root().join("target/tmp");
    std::fs::create_dir_all(&dir).expect("target/tmp");
    let boards = [
        (8, "12988816\n"),
        (12, "53060477521960000\n"),
        (18, "548943583215388338077567813208427340288\n"),
    ];
    // The 18x18 board only when the tests run whole: seconds in an unoptimised build.
    for &(n, want) in boards.iter().filter(|b| full() || b.0 < 18) {
        let text = tiling_xcc(n, n, &[DOMINO]).text();
        let mut runs = vec![
            vec![],
            vec!["c1", "b1"],
            vec!["j2"],
            vec!["c1", "j3", "d60"],
        ];
        if n == 18 {
            runs.truncate(1);
        }
        for args in runs {
            let (code, out, err) = xcc(&args, &text);
            assert_eq!(
                (code, err.as_str()),
                (Some(0), ""),
                "{}x{} {:?}",
                n,
                n,
                args
            );
            assert_eq!(out, want, "{}x{} {:?}", n, n, args);
        }
        if n == 12 {
            let path = dir.join(format!("xcc-sweep-parts-{}.in", std::process::id()));
            std::fs::write(&path, &text).expect("write the input");
            let out = parts(&path, &["c1"], 3, false);
            let _ = std::fs::remove_file(&path);
            assert_eq!(merged(&[out], 0), want);
        }
    }
}

/// `u<n>` draws valid solutions, as often each as chance allows: 36,000 draws over the 4x4
/// board's 36 domino tilings pass a chi-square test (35 degrees of freedom; 66.6 is exceeded
/// with probability 0.001); the same seed draws the same, another seed others.
#[test]
fn xcc_draws_solutions_uniformly() {
    let x = tiling_xcc(4, 4, &[DOMINO]);
    let text = x.text();
    let options: HashSet<&str> = text.lines().skip(1).collect();
    let (code, out, err) = xcc(&["u36000", "s7"], &text);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 36_001, "{}", &out[..200.min(out.len())]);
    assert_eq!(blocks[36_000], "36\n");
    let mut seen = std::collections::HashMap::new();
    for b in &blocks[..36_000] {
        let mut cells: Vec<&str> = Vec::new();
        for line in b.lines() {
            assert!(options.contains(line), "not an option: {:?}", line);
            cells.extend(line.split(' '));
        }
        cells.sort_unstable();
        cells.dedup();
        assert_eq!(cells.len(), 16, "not a tiling:\n{}", b);
        let mut key: Vec<&str> = b.lines().collect();
        key.sort_unstable();
        *seen.entry(key).or_insert(0u32) += 1;
    }
    assert_eq!(seen.len(), 36);
    let chi: f64 = (seen.values())
        .map(|&k| (f64::from(k) - 1000.0).powi(2) / 1000.0)
        .sum();
    assert!(chi < 66.6, "chi-square {}", chi);
    let again = xcc(&["s7", "u20"], &text).1;
    assert_eq!(again, xcc(&["u20", "s7"], &text).1);
    assert_ne!(again, xcc(&["u20", "s8"], &text).1);
    // No solution: nothing drawn.
    assert_eq!(
        xcc(&["u5"], "a b\na\n"),
        (Some(0), "0\n".into(), String::new())
    );
}

/// The counting modes refuse values out of range, and the combinations they cannot serve.
#[test]
fn xcc_refuses_bad_counting_modes() {
    for args in [
        &["c2"][..],
        &["c"],
        &["b0"],
        &["b16777217"],
        &["u0"],
        &["u1000001"],
        &["s"],
        &["s-1"],
        &["d0"],
        &["d86401"],
        &["c1", "m1"],
        &["c1", "t3"],
        &["c1", "k1"],
        &["u3", "t3"],
        &["u3", "j2"],
        &["u3", "P2", "p0"],
        &["u3", "c0"],
        &["s5"],
        &["b64", "c0"],
        &["b64", "m1"],
        &["b64", "k2"],
    ] {
        refused(args);
    }
    // A problem with costs asks for its least totals: no count to make with the sweep.
    for args in [&["c1"][..], &["u2"], &["b64"]] {
        let (code, out, err) = xcc(args, "a b\na |3\nb\n");
        assert_eq!((code, out.as_str()), (Some(1), ""), "{:?}", args);
        assert!(
            err.starts_with("xcc: mode") && err.contains("costs"),
            "{}",
            err
        );
    }
}

/// TAOCP's example of colour controls (7.2.2.1-(49), DLX2's): its option without primary items
/// left out with a note naming its line, as DLX2 leaves it, and DLX2's one solution.
#[test]
fn xcc_leaves_out_an_option_without_primary_items_as_dlx2_does() {
    let text = "| A simple example of color controls\nA B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\n\
                X:0 Y:1\nB X:1\nC Y:1\n";
    let note = "xcc: line 5: an option without primary items, left out as DLX2 does\n";
    for args in [&[][..], &["c0"], &["c1"], &["j2"]] {
        assert_eq!(
            xcc(args, text),
            (Some(0), "1\n".to_string(), note.to_string()),
            "{:?}",
            args
        );
    }
    let (code, out, _) = xcc(&["m1"], text);
    assert_eq!((code, out.as_str()), (Some(0), "A C X:1 Y:1\nB X:1\n\n1\n"));
}

/// `h` lists every mode, whatever the input (it reads none).
#[test]
fn xcc_lists_its_modes() {
    let (code, out, err) = xcc(&["h"], "not read");
    assert_eq!((code, err.as_str()), (Some(0), ""));
    for mode in [
        "m<k>",
        "t<k>",
        "k<n>",
        "v1",
        "j<k>",
        "P<n> p<i>",
        "c0, c1",
        "b<MiB>",
    ] {
        assert!(out.contains(mode), "{} not in {}", mode, out);
    }
    for mode in ["u<n>", "s<seed>", "d<secs>", "h "] {
        assert!(out.contains(mode), "{} not in {}", mode, out);
    }
}

/// `sum_{k = need}^{most} C(n, k)`, in 128 bits: the number of sets of `need` to `most` of `n`
/// options.
fn binomials(n: u128, need: u128, most: u128) -> u128 {
    let (mut c, mut sum) = (1u128, 0u128);
    for k in 0..=most.min(n) {
        if k >= need {
            sum += c;
        }
        c = c * (n - k) / (k + 1);
    }
    sum
}

/// Counts past 2^64, exact on every path: one item `1:70|A` with 70 options `A` (2^70 - 1
/// sets), `1:100|A` with 100, and `0:40|A 0:40|B` with 30 options `A`, 30 `B` and 30 `A B`
/// (1,230,550,070,033,706,038,622,615,445), by default, with and without the sweep, on two
/// threads, and in parts added up by `xcc +`. Each count is a sum of binomials, worked out here.
#[test]
fn xcc_counts_past_two_to_the_64_exactly_on_every_path() {
    let one = |n: usize| format!("1:{}|A\n{}", n, "A\n".repeat(n));
    let two = format!(
        "0:40|A 0:40|B\n{}{}{}",
        "A\n".repeat(30),
        "B\n".repeat(30),
        "A B\n".repeat(30)
    );
    // Of the 30 options `A B`, `c` taken: then up to 40 - c of each item's own 30.
    let both: u128 = (0..=30)
        .map(|c| binomials(30, c, c) * binomials(30, 0, 40 - c) * binomials(30, 0, 40 - c))
        .sum();
    assert_eq!(both.to_string(), "1230550070033706038622615445");
    let cases = [
        (
            one(70),
            binomials(70, 1, 70),
            &[&[][..], &["c0"], &["c1"], &["j2"]][..],
        ),
        (
            one(100),
            binomials(100, 1, 100),
            &[&[][..], &["c0"], &["c1"], &["j2"]][..],
        ),
        // The plain search would visit every set of the `A B` options: the sweep counts them.
        (two, both, &[&[][..], &["c1"], &["j2"]][..]),
    ];
    assert_eq!(binomials(70, 1, 70), (1 << 70) - 1);
    let dir = root().join("target/tmp");
    std::fs::create_dir_all(&dir).expect("target/tmp");
    for (k, (text, want, modes)) in cases.iter().enumerate() {
        let want = format!("{}\n", want);
        for m in modes.iter() {
            assert_eq!(
                xcc(m, text),
                (Some(0), want.clone(), String::new()),
                "{:?}",
                m
            );
        }
        let path = dir.join(format!("xcc-big-{}-{}.in", std::process::id(), k));
        std::fs::write(&path, text).expect("write the input");
        for &n in &[2, 3] {
            assert_eq!(added(&parts(&path, &[], n, false), 0), want, "{} parts", n);
        }
        let _ = std::fs::remove_file(&path);
    }
}

/// The domino tilings of the 14x14 board (over 2^76), counted in 4 and in 7 parts and added up
/// as the README says, with xargs (and GNU parallel where it is installed), piped to `xcc +`:
/// the count of the reference's transfer matrix.
#[test]
fn parts_of_the_14x14_board_add_up_the_documented_way() {
    let want = format!("{}\n", tilings_count(14, 14));
    assert_eq!(want, "112202208776036178000000\n");
    let dir = root().join("target/tmp");
    std::fs::create_dir_all(&dir).expect("target/tmp");
    let path = dir.join(format!("xcc-14x14-{}.in", std::process::id()));
    std::fs::write(&path, tiling_xcc(14, 14, &[DOMINO]).text()).expect("write the input");
    let (x, f) = (exe("xcc").display().to_string(), path.display().to_string());
    let mut recipes = Vec::new();
    for n in [4, 7] {
        recipes.push(format!(
            "seq 0 {} | xargs -P {} -I{{}} sh -c '{} P{} p{{}} < {}' | {} +",
            n - 1,
            n,
            x,
            n,
            f,
            x
        ));
        if gnu_parallel() {
            recipes.push(format!(
                "parallel {} P{} p{{}} '<' {} ::: $(seq 0 {}) | {} +",
                x,
                n,
                f,
                n - 1,
                x
            ));
        }
    }
    for r in &recipes {
        let got = run_command(std::process::Command::new("sh").args(["-c", r]), b"");
        assert_eq!(got.code, Some(0), "{}: {}", r, got.stderr_text());
        assert_eq!(got.stdout_text(), want, "{}", r);
    }
    let _ = std::fs::remove_file(&path);
}

/// Mode `+` adds the parts' counts exactly, of any size, merges their least totals with
/// `k<n>`, and names a line that is neither.
#[test]
fn xcc_adds_up_parts_and_names_what_is_no_count() {
    let ok = |args: &[&str], input: &str, want: &str| {
        assert_eq!(
            xcc(args, input),
            (Some(0), want.to_string(), String::new()),
            "{:?} {:?}",
            args,
            input
        );
    };
    ok(&["+"], "3\n4\r\n\n", "7\n");
    ok(&["+"], "", "0\n");
    let max = u64::MAX as u128;
    let big = format!("{}\n{}\n{}\n", max, max, 1u128 << 100);
    ok(&["+"], &big, &format!("{}\n", 2 * max + (1 << 100)));
    ok(&["+", "k2"], "5\n1\nno solution\n3\n", "1\n3\n");
    ok(&["k3", "+"], "no solution\nno solution\n", "no solution\n");
    for (args, input, named) in [
        (&["+"][..], "3\nno solution\n", "line 2"),
        (&["+"], "3\na b\n", "line 2"),
        (&["+", "k2"], "1\n-4\n", "line 2"),
        (&["+", "j2"], "1\n", "mode +"),
        (&["+", "k0"], "1\n", "mode +"),
    ] {
        let (code, out, err) = xcc(args, input);
        assert_eq!(
            (code, out.as_str()),
            (Some(1), ""),
            "{:?} {:?}",
            args,
            input
        );
        assert!(err.contains(named) && err.lines().count() == 1, "{}", err);
    }
}
