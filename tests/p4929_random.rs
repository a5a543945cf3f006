//! P4929 on generated matrices: small ones against the exact-cover reference (so `No Solution!`
//! is checked too, which no stored sample can do in bulk), the same ones laid
//! out in other ways (rows run together, a BOM, CRLF), large ones with a planted cover, at the
//! statement's limits and beyond, held to the checker, and pentomino matrices whose search is
//! long, where P4929's lookahead takes out rows at every node.

use crate::common::gen::pentomino_matrix;
use crate::common::problems::problem;
use crate::common::reference::{check_cover, exact_covers, Matrix};
use crate::common::*;
use dlx_judge::dlx::{Dlx, Exact, Mrv, Step, Visit, X};
use dlx_judge::prune::{Lookahead, Prune};
use dlx_judge::rng::Rng;

/// The matrix as P4929 input text.
fn render(m: usize, rows: &[Vec<usize>]) -> Vec<u8> {
    let matrix = Matrix {
        m,
        rows: rows.to_vec(),
    };
    matrix.p4929_text().into_bytes()
}

/// Whether some set of rows covers every column exactly once, by the exact-cover reference.
fn reference_has_cover(m: usize, rows: &[Vec<usize>]) -> bool {
    let matrix = Matrix {
        m,
        rows: rows.to_vec(),
    };
    exact_covers(&matrix, 1).0 > 0
}

#[test]
fn small_matrices_agree_with_brute_force() {
    let mut found = [0usize; 2];
    for seed in 0..300u64 {
        let mut rng = Rng(seed);
        let n = rng.below(11);
        let m = rng.below(8);
        let density = 1 + rng.below(5); // a value is 1 with probability density/8
        let rows: Vec<Vec<usize>> = (0..n)
            .map(|_| (0..m).filter(|_| rng.below(8) < density).collect())
            .collect();
        let input = render(m, &rows);
        let got = run("p4929", &input);
        let text = String::from_utf8_lossy(&input);
        assert_eq!(got.code, Some(0), "seed {}:\n{}", seed, text);
        let expect = reference_has_cover(m, &rows);
        let says_none = judge_lines(&got.stdout) == ["No Solution!"];
        assert_eq!(
            !says_none,
            expect,
            "seed {}: got {:?} on\n{}",
            seed,
            got.stdout_text(),
            text
        );
        if let Err(e) = problem("p4929").check(&input, &got.stdout) {
            panic!("seed {}: {} on\n{}", seed, e, text);
        }
        found[expect as usize] += 1;
    }
    // The generator has to exercise both answers for the comparison to mean anything.
    assert!(found[0] > 30 && found[1] > 30, "{:?}", found);
}

/// An `n` x `m` matrix with `ones` ones: a random partition of the columns into rows of at most
/// `group` columns, placed at random rows, then random ones in the other rows.
fn planted(seed: u64, n: usize, m: usize, ones: usize, group: usize) -> Vec<Vec<usize>> {
    let mut rng = Rng(seed);
    let mut cols: Vec<usize> = (0..m).collect();
    rng.shuffle(&mut cols);
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut rows = vec![Vec::new(); n];
    let mut used = 0;
    let mut next = 0;
    while next < m {
        let k = (1 + rng.below(group)).min(m - next);
        rows[order[used]] = cols[next..next + k].to_vec();
        used += 1;
        next += k;
    }
    let others = &order[used..];
    let mut grid = vec![vec![false; m]; n];
    let mut left = ones - m;
    while left > 0 {
        let r = others[rng.below(others.len())];
        let c = rng.below(m);
        if !grid[r][c] {
            grid[r][c] = true;
            rows[r].push(c);
            left -= 1;
        }
    }
    rows
}

#[test]
fn large_planted_covers_are_found() {
    // The statement's limits (500 x 500, 5000 ones), then beyond them.
    let cases = [
        (1u64, 500, 500, 5000, 20),
        (2, 500, 500, 5000, 3),
        (3, 500, 500, 5000, 60),
        (4, 1500, 1200, 30000, 10),
    ];
    for &(seed, n, m, ones, group) in cases.iter() {
        let rows = planted(seed, n, m, ones, group);
        assert_eq!(rows.iter().map(Vec::len).sum::<usize>(), ones);
        let input = render(m, &rows);
        let got = run("p4929", &input);
        assert_eq!(got.code, Some(0), "seed {}: {}", seed, got.stderr_text());
        assert_ne!(judge_lines(&got.stdout), ["No Solution!"], "seed {}", seed);
        problem("p4929")
            .check(&input, &got.stdout)
            .unwrap_or_else(|e| panic!("seed {}: {}", seed, e));
    }
}

/// Counts the nodes of a search and stops at its first cover.
#[derive(Default)]
struct FirstCover {
    nodes: u64,
    cover: Option<Vec<usize>>,
}

impl Visit<Exact> for FirstCover {
    fn enter(&mut self, _: &mut Dlx) -> Step {
        self.nodes += 1;
        Step::On
    }
    fn solution(&mut self, d: &Dlx) -> Step {
        let mut cover = Vec::new();
        d.solution(&mut cover);
        self.cover = Some(cover);
        Step::Stop
    }
}

/// The library's DLX on `matrix`, with P4929's lookahead or without: nodes searched, and its
/// first cover.
fn dlx_search(matrix: &Matrix, lookahead: bool) -> (u64, Option<Vec<usize>>) {
    let mut dlx = Dlx::new(matrix.m, 0);
    for row in &matrix.rows {
        dlx.add_option(row);
    }
    let mut first = FirstCover::default();
    if lookahead {
        let options: Vec<&[usize]> = matrix.rows.iter().map(|r| &r[..]).collect();
        let ones = matrix.rows.iter().map(|r| r.len()).sum();
        let look = Lookahead::if_it_pays(matrix.m, &options, ones).expect("it pays on tilings");
        let mut v = (Prune::new(look), first);
        dlx.search(&mut X(Mrv, ()), &mut v);
        first = v.1;
    } else {
        dlx.search(&mut X(Mrv, ()), &mut first);
    }
    (first.nodes, first.cover)
}

/// Searches that run long (over 4,096 nodes without the lookahead), so that the rows it takes
/// out at every node matter: the 4x15 board with the X piece centred on r3c7 (one tiling is
/// checked here, so one exists), and the 3x20 board less r2c10 (59 cells: no tiling, 12,598
/// nodes to prove it; the 6x10 board less a cell, a hundred times as many, is the benchmark's).
/// The library's search with and without the lookahead, and P4929 itself, agree.
#[test]
fn long_searches_with_the_lookahead_are_still_right() {
    let full = pentomino_matrix(6, 10, None);
    assert_eq!(
        (full.m, full.n()),
        (72, 2056),
        "the same matrix as the benchmark's"
    );
    let mut fixed_x = pentomino_matrix(4, 15, None);
    // Piece 9 is the X; cell (r, c) of the 4x15 board is item 12 + 15r + c (0-based).
    let cell = |r: usize, c: usize| 12 + 15 * r + c;
    let centre = [cell(1, 6), cell(2, 5), cell(2, 6), cell(2, 7), cell(3, 6)];
    fixed_x.rows.retain(|row| row[0] != 9 || row[1..] == centre);
    let cases = [
        ("4x15, X on r3c7", fixed_x, true),
        (
            "3x20 less r2c10",
            pentomino_matrix(3, 20, Some((1, 9))),
            false,
        ),
    ];
    for (name, matrix, has_cover) in cases.iter() {
        let (nodes, cover) = dlx_search(matrix, false);
        assert!(
            nodes > 4096,
            "{}: {} nodes only, not a long search",
            name,
            nodes
        );
        let (pruned, pruned_cover) = dlx_search(matrix, true);
        assert!(
            pruned < nodes,
            "{}: {} nodes with the lookahead",
            name,
            pruned
        );
        for c in [&cover, &pruned_cover].iter() {
            if let Some(rows) = c {
                check_cover(matrix, rows).unwrap();
            }
            assert_eq!(c.is_some(), *has_cover, "{}", name);
        }
        let input = render(matrix.m, &matrix.rows);
        let got = run("p4929", &input);
        assert_eq!(got.code, Some(0), "{}: {}", name, got.stderr_text());
        if *has_cover {
            assert_ne!(judge_lines(&got.stdout), ["No Solution!"], "{}", name);
            problem("p4929")
                .check(&input, &got.stdout)
                .unwrap_or_else(|e| panic!("{}: {}", name, e));
        } else {
            assert_eq!(judge_lines(&got.stdout), ["No Solution!"], "{}", name);
        }
    }
}

/// The matrix's values one character each, whatever the layout: rows run together without
/// spaces, the whole matrix on one line, a BOM and CRLF, a row split over lines, trailing data.
/// The answer is the same as for the plain layout (the checker reads only that one).
#[test]
fn any_layout_of_the_cells_gives_the_same_answer() {
    let mut answered = [0usize; 2];
    for seed in 0..100u64 {
        let mut rng = Rng(seed);
        let (n, m) = (1 + rng.below(9), 1 + rng.below(7));
        let density = 1 + rng.below(4);
        let rows: Vec<Vec<usize>> = (0..n)
            .map(|_| (0..m).filter(|_| rng.below(8) < density).collect())
            .collect();
        let plain = render(m, &rows);
        let want = run("p4929", &plain);
        assert_eq!(want.code, Some(0), "seed {}", seed);
        problem("p4929")
            .check(&plain, &want.stdout)
            .unwrap_or_else(|e| panic!("seed {}: {}", seed, e));
        let cells: Vec<String> = rows
            .iter()
            .map(|ones| {
                (0..m)
                    .map(|c| if ones.contains(&c) { '1' } else { '0' })
                    .collect()
            })
            .collect();
        let layouts = [
            format!("{} {}\n{}\n", n, m, cells.join("\n")),
            format!("{} {} {}", n, m, cells.concat()),
            format!("{}{} {}\r\n{}\r\n", '\u{FEFF}', n, m, cells.join("\r\n")),
            format!(
                "{}\n\t{}\n\n{}\n",
                n,
                m,
                cells.concat().replace('1', "1\n ")
            ),
            format!("{} {}\n{}\n2 x junk\n", n, m, cells.join(" ")),
        ];
        for text in layouts.iter() {
            let got = run("p4929", text.as_bytes());
            assert_eq!(got.code, Some(0), "seed {}: {}", seed, got.stderr_text());
            assert_eq!(got.stdout, want.stdout, "seed {}: {:?}", seed, text);
        }
        answered[(judge_lines(&want.stdout) == ["No Solution!"]) as usize] += 1;
    }
    assert!(answered[0] > 10 && answered[1] > 10, "{:?}", answered);
}
