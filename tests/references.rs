//! The stress tests trust the references in `tests/common/reference.rs` and the generators in
//! `tests/common/gen.rs`; these tests earn that trust on cases whose answers are known from
//! elsewhere (counts published with public puzzle sets, judge answer files, combinatorics).

use crate::common::gen::*;
use crate::common::problems::matching::Matching;
use crate::common::problems::sudoku::Puzzle;
use crate::common::problems::tilings::{Beads, Filling};
use crate::common::problems::{full_boards, problem, Nothing};
use crate::common::reference::*;
use crate::common::*;
use dlx_judge::rng::Rng;

const UNLIMITED: u64 = u64::MAX;

fn lines_of(rel: &str) -> Vec<String> {
    let text =
        std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{}: {}", rel, e));
    text.lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty() && l != "end")
        .collect()
}

#[test]
fn sudoku_reference_counts_288_solutions_of_the_empty_4x4_grid() {
    let c = count_sudoku(2, &[0; 16], UNLIMITED, UNLIMITED);
    assert_eq!(c.exact(UNLIMITED), Some(288));
    assert!(check_sudoku(2, &[0; 16], &c.first.expect("a first solution")).is_ok());
}

#[test]
fn sudoku_reference_stops_at_the_limit_and_at_the_budget() {
    let empty = vec![0u8; 81];
    let c = count_sudoku(3, &empty, 1000, UNLIMITED);
    assert_eq!(c.count, 1000);
    assert!(c.complete, "the limit, not the budget, stopped it");
    assert_eq!(c.exact(1000), None, "a count at the limit is not exact");
    let c = count_sudoku(3, &empty, UNLIMITED, 50);
    assert!(!c.complete);
    assert_eq!(c.nodes, 50);
    assert_eq!(
        sudoku_solvable(3, &empty, 10),
        None,
        "50 placements cannot finish 81 cells"
    );
    assert_eq!(sudoku_solvable(3, &empty, UNLIMITED), Some(true));
}

#[test]
fn sudoku_reference_sees_conflicting_givens() {
    let mut p = vec![0u8; 81];
    p[0] = 5;
    p[80] = 5;
    assert_eq!(count_sudoku(3, &p, 10, UNLIMITED).count, 10);
    for twin in [8usize, 72, 20] {
        // same row, same column, same box as cell 0
        let mut q = p.clone();
        q[twin] = 5;
        let c = count_sudoku(3, &q, 10, UNLIMITED);
        assert_eq!(c.exact(10), Some(0), "twin at cell {}", twin);
    }
}

#[test]
fn sudoku_reference_solves_the_official_9x9_sample_and_poj3074_judge_data() {
    for (input, output) in [
        ("samples/p10482/sample-1.in", "samples/p10482/sample-1.out"),
        ("samples/p10482/poj3074.in", "samples/p10482/poj3074.out"),
    ] {
        let puzzles = lines_of(input);
        let answers = lines_of(output);
        assert_eq!(puzzles.len(), answers.len(), "{}", input);
        assert!(!puzzles.is_empty());
        for (p, a) in puzzles.iter().zip(&answers) {
            let c = count_sudoku(3, &grid9_from_line(p), 2, UNLIMITED);
            assert_eq!(c.exact(2), Some(1), "{}: {}", input, p);
            assert_eq!(line9(&c.first.expect("solution")), *a, "{}: {}", input, p);
        }
    }
}

/// tdoku's test puzzles (`puzzle:count[:solution]`), counts re-checked when the set was taken.
#[test]
fn sudoku_reference_matches_the_published_counts_of_tdoku_test_puzzles() {
    let lines = lines_of("tests/data/tdoku_test_puzzles_with_counts.txt");
    assert_eq!(lines.len(), 43);
    let mut kinds = [0; 3];
    for line in &lines {
        let parts: Vec<&str> = line.split(':').collect();
        let puzzle = grid9_from_line(parts[0]);
        let want: u64 = parts[1].parse().expect("count");
        let c = count_sudoku(3, &puzzle, 100_000, UNLIMITED);
        assert_eq!(c.exact(100_000), Some(want), "{}", parts[0]);
        if want == 1 {
            assert_eq!(line9(&c.first.expect("solution")), parts[2], "{}", parts[0]);
        }
        kinds[want.min(2) as usize] += 1;
    }
    assert_eq!(kinds, [10, 18, 15], "unsolvable, unique, several");
}

fn grid16(text: &str) -> Grid {
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    grid16_from_lines(&lines).expect("grid")
}

#[test]
fn sudoku_reference_solves_the_official_16x16_sample() {
    let puzzle = grid16(UVA1309_SAMPLE);
    let c = count_sudoku(4, &puzzle, 2, UNLIMITED);
    assert_eq!(c.exact(2), Some(1));
    assert_eq!(
        text16(&c.first.expect("solution")).trim_end(),
        UVA1309_ANSWER
    );
}

#[test]
fn generated_grids_are_valid_for_every_box_size() {
    let mut rng = Rng(1);
    for b in 2..=4 {
        let n = b * b;
        let empty = vec![0u8; n * n];
        let pattern = pattern_grid(b);
        assert!(check_sudoku(b, &empty, &pattern).is_ok(), "pattern b={}", b);
        for _ in 0..20 {
            let g = shuffle_grid(b, &pattern, &mut rng);
            assert!(check_sudoku(b, &empty, &g).is_ok(), "shuffled b={}", b);
            let g = random_grid(b, &mut rng);
            assert!(check_sudoku(b, &empty, &g).is_ok(), "random b={}", b);
        }
    }
}

#[test]
fn shuffling_a_puzzle_keeps_its_solution_count() {
    let mut rng = Rng(2);
    for line in lines_of("tests/data/tdoku_test_puzzles_with_counts.txt") {
        let parts: Vec<&str> = line.split(':').collect();
        let want: u64 = parts[1].parse().expect("count");
        let puzzle = grid9_from_line(parts[0]);
        let shuffled = shuffle_grid(3, &puzzle, &mut rng);
        assert_ne!(shuffled, puzzle, "the shuffle did nothing to {}", parts[0]);
        let clues = |g: &Grid| g.iter().filter(|&&d| d != 0).count();
        assert_eq!(clues(&shuffled), clues(&puzzle));
        let c = count_sudoku(3, &shuffled, 100_000, UNLIMITED);
        assert_eq!(c.exact(100_000), Some(want), "{}", parts[0]);
    }
}

#[test]
fn generated_puzzles_have_the_properties_they_promise() {
    let mut rng = Rng(3);
    for b in [3usize, 4] {
        let n = b * b;
        for _ in 0..20 {
            let sol = random_grid(b, &mut rng);
            let clues = clue_count(b, &mut rng);
            assert!(clues <= n * n);
            let p = reveal(&sol, clues, &mut rng);
            assert_eq!(p.iter().filter(|&&d| d != 0).count(), clues);
            assert!(
                check_sudoku(b, &p, &sol).is_ok(),
                "a revealed puzzle fits its grid"
            );
            if let Some(bad) = with_conflict(b, &p, &mut rng) {
                assert_eq!(count_sudoku(b, &bad, 1, UNLIMITED).exact(1), Some(0));
                let changed: Vec<usize> = (0..n * n).filter(|&k| bad[k] != p[k]).collect();
                assert_eq!(changed.len(), 1);
                let k = changed[0];
                assert!(peers(b, k).iter().any(|&q| bad[q] == bad[k]));
            } else {
                assert!(
                    clues == 0 || clues == n * n,
                    "no conflict possible with {} clues",
                    clues
                );
            }
            if let Some(w) = with_wrong_digit(b, &p, &sol, &mut rng) {
                let changed: Vec<usize> = (0..n * n).filter(|&k| w[k] != p[k]).collect();
                assert_eq!(changed.len(), 1);
                let k = changed[0];
                assert_ne!(w[k], sol[k]);
                assert!(peers(b, k).iter().all(|&q| w[q] != w[k]));
            }
        }
    }
    for _ in 0..10 {
        let sol = random_grid(3, &mut rng);
        let p = remove_while_unique(3, &sol, &mut rng, UNLIMITED);
        assert_eq!(count_sudoku(3, &p, 2, UNLIMITED).exact(2), Some(1));
        let clues = p.iter().filter(|&&d| d != 0).count();
        assert!((17..=40).contains(&clues), "{} clues", clues);
        // Minimal: no given can go without losing uniqueness.
        for k in (0..81).filter(|&k| p[k] != 0) {
            let mut q = p.clone();
            q[k] = 0;
            assert_eq!(count_sudoku(3, &q, 2, UNLIMITED).count, 2);
        }
    }
}

/// Knuth's example from "Dancing Links" (and the seed article): columns A-G, the only exact
/// cover is rows 1, 4 and 5.
fn knuth_example() -> Matrix {
    Matrix {
        m: 7,
        rows: vec![
            vec![2, 4, 5],
            vec![0, 3, 6],
            vec![1, 2, 5],
            vec![0, 3],
            vec![1, 6],
            vec![3, 4, 6],
        ],
    }
}

#[test]
fn exact_cover_reference_finds_knuths_example() {
    let m = knuth_example();
    assert_eq!(exact_covers(&m, UNLIMITED), (1, Some(vec![0, 3, 4])));
    assert!(check_cover(&m, &[0, 3, 4]).is_ok());
    assert!(check_cover(&m, &[4, 0, 3]).is_ok(), "any order");
}

#[test]
fn exact_cover_reference_handles_empty_and_hopeless_matrices() {
    let no_columns = Matrix {
        m: 0,
        rows: vec![vec![], vec![]],
    };
    assert_eq!(exact_covers(&no_columns, UNLIMITED), (1, Some(vec![])));
    let no_rows = Matrix { m: 3, rows: vec![] };
    assert_eq!(exact_covers(&no_rows, UNLIMITED), (0, None));
    let mut k = knuth_example();
    k.m = 8; // column H has no 1
    assert_eq!(exact_covers(&k, UNLIMITED).0, 0);
}

/// Every non-empty subset of `n` columns as a row: the exact covers are the set partitions, so
/// there are Bell(n) of them.
#[test]
fn exact_cover_reference_counts_set_partitions_as_bell_numbers() {
    let bell = [1u64, 1, 2, 5, 15, 52, 203, 877, 4140];
    for (n, &want) in bell.iter().enumerate().skip(1) {
        let rows = (1u32..1 << n)
            .map(|s| (0..n).filter(|&c| s >> c & 1 == 1).collect())
            .collect();
        let m = Matrix { m: n, rows };
        let (count, first) = exact_covers(&m, UNLIMITED);
        assert_eq!(count, want, "Bell({})", n);
        assert!(check_cover(&m, &first.expect("a cover")).is_ok());
        assert_eq!(exact_covers(&m, 3).0, want.min(3), "limit 3 on Bell({})", n);
    }
}

#[test]
fn cover_checker_rejects_each_kind_of_wrong_cover() {
    let m = knuth_example();
    assert!(check_cover(&m, &[0, 3])
        .unwrap_err()
        .contains("not covered"));
    assert!(check_cover(&m, &[0, 3, 4, 5])
        .unwrap_err()
        .contains("covered by"));
    assert!(check_cover(&m, &[0, 3, 4, 0])
        .unwrap_err()
        .contains("twice"));
    assert!(check_cover(&m, &[0, 3, 4, 6])
        .unwrap_err()
        .contains("does not exist"));
}

#[test]
fn planted_matrices_hold_their_planted_cover() {
    let mut rng = Rng(4);
    for _ in 0..200 {
        let m = 1 + rng.below(60);
        let parts = 1 + rng.below(m);
        let (matrix, planted) = planted_matrix(m, parts, rng.below(30), rng.below(40), &mut rng);
        assert_eq!(planted.len(), parts);
        assert!(check_cover(&matrix, &planted).is_ok());
        let (count, first) = exact_covers(&matrix, 1);
        assert_eq!(count, 1);
        assert!(check_cover(&matrix, &first.expect("cover")).is_ok());
    }
    let text = knuth_example().p4929_text();
    assert!(
        text.starts_with("6 7\n0 0 1 0 1 1 0\n1 0 0 1 0 0 1\n"),
        "{}",
        text
    );
}

#[test]
fn the_tilers_orientation_counts_are_the_statements() {
    let counts: Vec<usize> = bead_orientations().iter().map(Vec::len).collect();
    assert_eq!(counts, vec![4, 2, 8, 1, 4, 8, 4, 8, 8, 1, 4, 8]);
}

/// Every P4205 sample of a board as the statement promises it (no `.err`) with its one answer
/// (an `X.out`; the empty board has none, any of its fillings is right): the tiler finds the
/// `X.out` filling and no other (at most one filling a test), or none for `No solution`. Seconds
/// of tiling: when the tests run whole.
#[test]
#[ignore]
fn the_tiler_agrees_with_every_p4205_sample() {
    let dir = root().join("samples/p4205");
    let mut ins: Vec<_> = std::fs::read_dir(&dir)
        .expect("samples/p4205")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .filter(|p| !p.with_extension("err").exists() && p.with_extension("out").exists())
        .collect();
    ins.sort();
    assert!(ins.len() >= 4, "{:?}", ins);
    for path in &ins {
        let name = path.display();
        let input = std::fs::read(path).expect("X.in");
        let instance = (problem("p4205").read)(&input).expect("a board").pop();
        let Beads(board) = *instance.expect("a board").of();
        let expected = std::fs::read(path.with_extension("out")).expect("X.out");
        let all = bead_fillings(&board, 2);
        let answer = (problem("p4205").parse)(&expected).expect("X.out").pop();
        let answer = answer.unwrap_or_else(|| panic!("{}: no answer", name));
        match answer.get::<Filling>() {
            None if answer.is::<Nothing>() => {
                assert!(all.is_empty(), "{}: the tiler fills it", name)
            }
            Some(Filling(out)) => {
                assert_eq!(all.len(), 1, "{}: {} fillings", name, all.len());
                assert_eq!(all[0], *out, "{}", name);
            }
            None => panic!("{}: {:?}", name, answer),
        }
    }
}

/// The empty board's fillings, each a filling by the checker: the statement's count is 32,288
/// (too many to find here), so the first 200 stand for them (20 in the quick tier).
#[test]
fn the_tilers_fillings_of_the_empty_board_pass_the_checker() {
    let empty = [b'.'; 55];
    let n = sized(200, 20);
    let all = bead_fillings(&empty, n);
    assert_eq!(all.len(), n);
    for f in &all {
        check_filling(&empty, f).unwrap();
    }
    // Two letters swapped across pieces: a piece changes shape.
    let f = all[0];
    let (a, b) = (0, (0..55).find(|&k| f[k] != f[0]).expect("two pieces"));
    let mut swapped = f;
    swapped.swap(a, b);
    assert!(check_filling(&empty, &swapped).is_err());
    // The official answer and its mirror image: fillings of the empty board, but the mirror
    // does not keep the official answer's first piece.
    let [official, mirror]: [[u8; 55]; 2] = full_boards().try_into().expect("two boards");
    check_filling(&empty, &official).unwrap();
    check_filling(&empty, &mirror).unwrap();
    let mut board = [b'.'; 55];
    for k in 0..55 {
        if official[k] == official[0] {
            board[k] = official[0];
        }
    }
    assert!(check_filling(&board, &official).is_ok());
    assert!(check_filling(&board, &mirror).unwrap_err().contains("was"));
}

#[test]
fn the_queens_checker_rejects_each_kind_of_wrong_answer() {
    assert!(check_queens(&[0, 0, 0, 0], &[2, 4, 1, 3]).is_ok());
    assert!(check_queens(&[0, 4, 0, 0], &[3, 1, 4, 2]).is_err()); // preset 4 in row 2 moved
    assert!(check_queens(&[0, 4, 0, 0], &[2, 4, 1, 3]).is_ok());
    assert!(check_queens(&[0; 4], &[2, 4, 1]).is_err()); // a number short
    assert!(check_queens(&[0; 4], &[2, 4, 1, 3, 1]).is_err());
    assert!(check_queens(&[0; 4], &[2, 4, 2, 3]).is_err()); // not a permutation
    assert!(check_queens(&[0; 4], &[2, 4, 1, 5]).is_err()); // out of range
    assert!(check_queens(&[0; 4], &[2, 4, 3, 1]).is_err()); // rows 3, 4 on a diagonal
    assert!(check_queens(&[0; 4], &[1, 2, 3, 4]).is_err());
}

/// P1074's best score by visiting every completion: one completion is its own score; a clash or
/// a given that blocks the grid is none; and an empty cell more never lowers the best.
/// OEIS A000170 for the empty boards; the CSES statement's board has 65 placements; each
/// placement passes the SP1771 checker, and the rows are as LeetCode 51 prints them.
#[test]
fn the_queens_enumerator_counts_as_published() {
    let counts: Vec<usize> = (1..=10).map(|n| queens_placements(n, &[]).len()).collect();
    assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]);
    for p in queens_placements(8, &[]) {
        let cols: Vec<usize> = p.iter().map(|c| c + 1).collect();
        assert!(check_queens(&[0; 8], &cols).is_ok(), "{:?}", p);
    }
    let rows = [
        "........", "........", "..*.....", "........", "........", ".....**.", "...*....",
        "........",
    ];
    let board: Vec<bool> = rows.concat().bytes().map(|b| b == b'*').collect();
    assert_eq!(queens_placements(8, &board).len(), 65);
    assert_eq!(queens_placements(8, &[true; 64]), Vec::<Vec<usize>>::new());
    assert_eq!(
        queens_placements(4, &[])
            .iter()
            .map(|p| queens_rows(p))
            .collect::<Vec<_>>(),
        [
            [".Q..", "...Q", "Q...", "..Q."],
            ["..Q.", "Q...", "...Q", ".Q.."]
        ]
    );
}

/// The bitmask search of P1219 and P1562: OEIS A000170 up to 12 (14,200), the statement's
/// first three placements for 6, each placement the enumerator's on random boards (the first
/// ones in its lexicographic order), and the CSES board's 65.
#[test]
fn the_bitmask_queens_count_as_published_and_as_the_enumerator() {
    let counts: Vec<u64> = (1..=12).map(|n| queens_counted(n, &[], 0).0).collect();
    assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200]);
    let (count, first) = queens_counted(6, &[], 3);
    assert_eq!(count, 4);
    assert_eq!(
        first,
        [[1, 3, 5, 0, 2, 4], [2, 5, 1, 4, 0, 3], [3, 0, 4, 1, 5, 2]]
    );
    let mut rng = Rng(1562);
    for n in 1..=8 {
        for _ in 0..20 {
            let share = rng.below(40);
            let reserved: Vec<bool> = (0..n * n).map(|_| rng.below(100) < share).collect();
            let all = queens_placements(n, &reserved);
            let (count, first) = queens_counted(n, &reserved, 5);
            assert_eq!(count as usize, all.len(), "{:?}", reserved);
            assert_eq!(first[..], all[..all.len().min(5)], "{:?}", reserved);
        }
    }
    let rows = [
        "........", "........", "..*.....", "........", "........", ".....**.", "...*....",
        "........",
    ];
    let board: Vec<bool> = rows.concat().bytes().map(|b| b == b'*').collect();
    assert_eq!(queens_counted(8, &board, 0).0, 65);
}

/// The tilers give the statements' answers on their samples (ABC322 D: one piece with a hole,
/// one that fits only turned over; ABC345 D: a grid too small for the one tile, tiles left
/// over), and what is plain by hand.
#[test]
fn the_tilers_answer_the_statements_samples() {
    for k in 1..=6 {
        let input = std::fs::read(root().join(format!("samples/abc322d/sample-{}.in", k)))
            .expect("a sample");
        let cells = cells(&input);
        let pieces: Vec<Vec<u8>> = cells.chunks(16).map(<[u8]>::to_vec).collect();
        let want =
            std::fs::read_to_string(root().join(format!("samples/abc322d/sample-{}.out", k)))
                .expect("its answer");
        assert_eq!(
            polyominoes_fill(&pieces),
            want.trim() == "Yes",
            "sample {}",
            k
        );
    }
    // Two rows of four and two bars of four: yes; three rows and a bar, with an empty piece: no
    // (every piece is to be used); two rows with an S and a Z: no (no two rows take them).
    let bar = |r: usize| {
        (0..16)
            .map(|k| if k / 4 == r { b'#' } else { b'.' })
            .collect()
    };
    let rows = |n: usize| {
        (0..16)
            .map(|k| if k < 4 * n { b'#' } else { b'.' })
            .collect()
    };
    assert!(polyominoes_fill(&[rows(2), bar(0), bar(3)]));
    assert!(!polyominoes_fill(&[rows(3), bar(0), vec![b'.'; 16]]));
    let s_piece = b".##.##..........".to_vec();
    let z_piece = b"##...##.........".to_vec();
    assert!(!polyominoes_fill(&[rows(2), s_piece, z_piece]));

    let samples = [
        (5, 5, vec![(1, 1), (3, 3), (4, 4), (2, 3), (2, 5)], true),
        (1, 2, vec![(2, 3)], false),
        (2, 2, vec![(1, 1)], false),
        (3, 3, vec![(1, 1), (2, 2), (2, 2), (2, 2), (2, 2)], false),
    ];
    for (h, w, tiles, want) in samples {
        assert_eq!(tiles_fill(h, w, &tiles), want, "{}x{} {:?}", h, w, tiles);
    }
    assert!(tiles_fill(10, 10, &[(10, 10)]));
    assert!(tiles_fill(10, 10, &[(3, 10), (10, 7)]));
    assert!(!tiles_fill(10, 10, &[(3, 10), (10, 6), (1, 1)]));
    assert!(tiles_fill(2, 3, &[(5, 5), (3, 2)]));
}

#[test]
fn the_target_scorer_visits_every_completion() {
    let solved = read_grid("samples/p1074/complete-grid.in");
    let full: u64 = (0..81).map(|c| target_weight(c) * solved[c] as u64).sum();
    assert_eq!(best_target_score(&solved), Some(full));
    let want = std::fs::read_to_string(root().join("samples/p1074/complete-grid.out")).unwrap();
    assert_eq!(want.trim(), full.to_string());
    let mut clash = solved.clone();
    clash[1] = clash[0];
    assert_eq!(best_target_score(&clash), None);
    for name in ["sample-1", "sample-2", "no-completion"] {
        let g = read_grid(&format!("samples/p1074/{}.in", name));
        let want =
            std::fs::read_to_string(root().join(format!("samples/p1074/{}.out", name))).unwrap();
        let got = best_target_score(&g).map_or("-1".to_string(), |s| s.to_string());
        assert_eq!(got, want.trim(), "{}", name);
    }
    assert_eq!(target_weight(0), 6);
    assert_eq!(target_weight(40), 10);
}

fn read_grid(rel: &str) -> Grid {
    let input = std::fs::read(root().join(rel)).unwrap_or_else(|e| panic!("{}: {}", rel, e));
    let instance = (problem("p1074").read)(&input).expect(rel).pop();
    instance.expect(rel).of::<Puzzle>().0.clone()
}

/// Knuth's example of multiplicities (DLX3's documentation): items A, B, C, C in 2 or 3 options;
/// X, Y secondary.
fn knuths_mcc() -> Knuth {
    let (a, b, c, x, y) = (0, 1, 2, 3, 4);
    Knuth {
        names: ["A", "B", "C", "X", "Y"]
            .iter()
            .map(|n| n.to_string())
            .collect(),
        primary: 3,
        options: vec![
            vec![(a, 0), (b, 0), (x, 1), (y, 1)],
            vec![(a, 0), (c, 0), (x, 2), (y, 2)],
            vec![(c, 0), (x, 1)],
            vec![(b, 0), (x, 2)],
            vec![(c, 0), (y, 2)],
        ],
        bounds: vec![(1, 1), (1, 1), (2, 3)],
        costs: Vec::new(),
    }
}

#[test]
fn mcc_reference_solves_knuths_examples_and_small_cases() {
    let mut x = knuths_mcc();
    assert_eq!(
        x.text(),
        "A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n"
    );
    // His one solution: A C X:1 Y:1, B X:1, C Y:1.
    assert_eq!(mcc_costs(&x), vec![0]);
    assert!(x.check(&[1, 3, 4]).is_ok());
    assert!(x.check(&[4, 1, 3]).is_ok(), "any order");
    for wrong in [&[1, 3][..], &[0, 2, 4], &[1, 3, 4, 4], &[1, 3, 4, 5]] {
        assert!(x.check(wrong).is_err(), "{:?}", wrong);
    }
    // Without bounds, C in one option: A B X:0 Y:0 with C X:0, A C X:1 Y:1 with B X:1 (DLX2's
    // count: 2).
    x.bounds.clear();
    assert_eq!(mcc_costs(&x), vec![0, 0]);
    assert!(x.check(&[0, 2]).is_ok() && x.check(&[1, 3]).is_ok());
    // Items that may stay out: every subset of {A B, B} is a solution, the empty one too (as
    // DLX3 counts them: 4).
    let out = items_that_may_stay_out();
    assert_eq!(out.text(), "0:1|A 0:2|B\nA B\nB\n");
    assert_eq!(mcc_costs(&out), vec![0; 4]);
    // Costs: five covers of {a, b} with colours ({a, b}, {a b}, {a, b x:1}, {a x:1, b},
    // {a x:1, b x:1}) cost 3, 5, 5, 2, 4.
    let five = Knuth {
        names: vec!["a".to_string(), "b".to_string(), "x".to_string()],
        primary: 2,
        options: vec![
            vec![(0, 0)],
            vec![(1, 0)],
            vec![(0, 0), (1, 0)],
            vec![(0, 0), (2, 2)],
            vec![(1, 0), (2, 2)],
        ],
        bounds: Vec::new(),
        costs: vec![1, 2, 5, 0, 14],
    };
    assert_eq!(
        five.text(),
        "a b | x\na |1\nb |2\na b |5\na |0 x:1\nb x:1 |4 |10\n"
    );
    assert_eq!(mcc_costs(&five), vec![2, 3, 5, 14, 15]);
}

/// The brute force against the plainest one (every subset of the options checked by
/// `Knuth::check`) and, without bounds, against the xcc reference; its text read back by the
/// bins' reader. By hand, on `mcc` seeds 0-399, it also gave the counts of Knuth's DLX3 and
/// SSMCC (bounds and colours) and the best costs of his DLX5 (colours and costs, `k` as many as
/// the solutions, up to 15,000).
#[test]
fn mcc_reference_agrees_with_every_subset_checked_and_with_the_xcc_reference() {
    for seed in 0..300 {
        let x = mcc(seed);
        let at = format!("seed {}:\n{}", seed, x.text());
        let costs = mcc_costs(&x);
        let n = x.options.len();
        if n <= 14 {
            let mut all: Vec<u64> = (0u32..1 << n)
                .filter_map(|set| {
                    let chosen: Vec<usize> = (0..n).filter(|&k| set >> k & 1 == 1).collect();
                    x.check(&chosen).ok()?;
                    Some(chosen.iter().map(|&k| x.costs.get(k).unwrap_or(&0)).sum())
                })
                .collect();
            all.sort_unstable();
            assert_eq!(costs, all, "{}", at);
        }
        if x.bounds.is_empty() {
            let plain = Knuth {
                costs: Vec::new(),
                ..x.clone()
            };
            assert_eq!(
                count_xcc(&plain, UNLIMITED),
                Some(costs.len() as u64),
                "{}",
                at
            );
        }
        let read = dlx_judge::knuth::read_xcc(x.text().as_bytes()).expect("readable");
        let bounded = x.bounds.iter().any(|&b| b != (1, 1));
        assert_eq!(
            read.bounds,
            if bounded { &x.bounds[..] } else { &[] },
            "{}",
            at
        );
        assert_eq!(read.costs, x.costs, "{}", at);
        let options: Vec<Vec<(usize, bool)>> = (0..read.ends.len())
            .map(|k| read.option(k).iter().map(|&(i, c)| (i, c > 0)).collect())
            .collect();
        let want: Vec<Vec<(usize, bool)>> = x
            .options
            .iter()
            .map(|o| o.iter().map(|&(i, c)| (i, c > 0)).collect())
            .collect();
        assert_eq!(options, want, "{}", at);
    }
}

#[test]
fn tilings_reference_counts_the_known_domino_tilings() {
    // OEIS A099390 (8x8, 10x11), the Fibonacci numbers (n x 2), none on an odd area.
    assert_eq!(tilings_count(8, 8), 12_988_816);
    assert_eq!(tilings_count(10, 11), 3_852_472_573_499);
    assert_eq!(tilings_count(4, 11), 51_205);
    let (mut a, mut b) = (1u128, 1u128);
    for n in 1..=40 {
        assert_eq!(tilings_count(n, 2), b, "{} x 2", n);
        let c = a + b;
        a = b;
        b = c;
    }
    for h in 1..=9 {
        for w in 1..=9 {
            assert_eq!(tilings_count(h, w), tilings_count(w, h), "{} x {}", h, w);
            if h * w % 2 == 1 {
                assert_eq!(tilings_count(h, w), 0);
            }
        }
    }
}

#[test]
fn tilings_reference_modulo_the_prime_reduces_the_exact_counts() {
    // CSES 2181's sample; the exact counts reduced; 2 x m, the Fibonacci numbers modulo p, along
    // a long side (its own profile of width 2).
    const P: u64 = MODULUS;
    assert_eq!(tilings_mod(7, 4), 781);
    for h in 1..=10 {
        for w in 1..=10 {
            let exact = (tilings_count(h, w) % u128::from(P)) as u64;
            assert_eq!(tilings_mod(h, w), exact, "{} x {}", h, w);
        }
    }
    let (mut a, mut b) = (1u64, 1u64);
    for m in 1..=1000 {
        assert_eq!(tilings_mod(m, 2), b, "{} x 2", m);
        let c = (a + b) % P;
        a = b;
        b = c;
    }
    assert_eq!(tilings_mod(999, 9), 0);
}

/// The tilings of a `2 x n` board with dominoes and L-trominoes, each enumerated: the first
/// empty cell in reading order gets each rotation of each tile whose first cell lands there.
fn domino_tromino_brute_force(n: i32) -> u64 {
    let shapes: Vec<Vec<(i32, i32)>> = [vec![(0, 0), (0, 1)], vec![(0, 0), (1, 0), (1, 1)]]
        .iter()
        .flat_map(|t| rotations(t))
        .collect();
    fn go(n: i32, shapes: &[Vec<(i32, i32)>], board: u64) -> u64 {
        if board == (1 << (2 * n)) - 1 {
            return 1;
        }
        let k = (!board).trailing_zeros() as i32;
        let (r, c) = (k / n, k % n);
        let mut count = 0;
        for s in shapes {
            let (r0, c0) = s[0];
            let cells: Vec<(i32, i32)> = s
                .iter()
                .map(|&(dr, dc)| (r + dr - r0, c + dc - c0))
                .collect();
            let inside = cells
                .iter()
                .all(|&(rr, cc)| (0..2).contains(&rr) && (0..n).contains(&cc));
            if !inside {
                continue;
            }
            let mask = cells
                .iter()
                .fold(0u64, |m, &(rr, cc)| m | 1 << (rr * n + cc));
            if board & mask == 0 {
                count += go(n, shapes, board | mask);
            }
        }
        count
    }
    go(n, &shapes, 0)
}

#[test]
fn domino_tromino_reference_counts_the_known_tilings() {
    // LeetCode 790's examples, and the first ten values as the problem's public write-ups list
    // them.
    let known = [1, 2, 5, 11, 24, 53, 117, 258, 569, 1255];
    for (n, &want) in (1..).zip(known.iter()) {
        assert_eq!(domino_tromino_tilings(n), want, "n = {}", n);
    }
    assert_eq!(domino_tromino_tilings(0), 1, "the empty board");
    for n in 1..=14 {
        let brute = domino_tromino_brute_force(n as i32);
        assert_eq!(domino_tromino_tilings(n), brute, "n = {}", n);
    }
    // Past 10^9+7 the count is reduced: n = 30 has 9,312,342,245 tilings (by the write-ups'
    // recurrence, a(n) = 2 a(n-1) + a(n-3)).
    assert_eq!(domino_tromino_tilings(30), 9_312_342_245 % MODULUS);
}

/// The perfect matchings of `a` (`n x n`, row by row), every permutation of the women tried.
fn matchings_by_permutations(n: usize, a: &[bool]) -> u64 {
    fn extend(n: usize, a: &[bool], man: usize, taken: &mut Vec<bool>) -> u64 {
        if man == n {
            return 1;
        }
        let mut count = 0;
        for j in 0..n {
            if !taken[j] && a[man * n + j] {
                taken[j] = true;
                count += extend(n, a, man + 1, taken);
                taken[j] = false;
            }
        }
        count
    }
    extend(n, a, 0, &mut vec![false; n])
}

#[test]
fn matchings_reference_counts_permutations_derangements_and_every_small_matrix() {
    // All compatible: n! pairings; compatible unless `i = j`: the derangements (OEIS A000166).
    let mut factorial = 1u64;
    for n in 1..=21 {
        factorial = factorial * n as u64 % MODULUS;
        assert_eq!(matchings_mod(n, &vec![true; n * n]), factorial, "n = {}", n);
    }
    let derangements = [0, 1, 2, 9, 44, 265, 1854, 14833, 133_496, 1_334_961];
    for (k, &d) in derangements.iter().enumerate() {
        let n = k + 1;
        let a: Vec<bool> = (0..n * n).map(|x| x / n != x % n).collect();
        assert_eq!(matchings_mod(n, &a), d, "n = {}", n);
    }
    // One compatible pair a man: one pairing if the pairs form a permutation, else none.
    assert_eq!(
        matchings_mod(
            3,
            &[false, true, false, false, false, true, true, false, false]
        ),
        1
    );
    assert_eq!(matchings_mod(2, &[true, false, true, false]), 0);
    // Every 3x3 matrix, and seeded random ones up to 7x7, against the permutations.
    for bits in 0..1u32 << 9 {
        let a: Vec<bool> = (0..9).map(|k| bits >> k & 1 == 1).collect();
        assert_eq!(
            matchings_mod(3, &a),
            matchings_by_permutations(3, &a),
            "{:09b}",
            bits
        );
    }
    let mut rng = Rng(0xd9_0f);
    for _ in 0..300 {
        let n = 1 + rng.below(7);
        let share = rng.below(101);
        let a: Vec<bool> = (0..n * n).map(|_| rng.below(100) < share).collect();
        assert_eq!(
            matchings_mod(n, &a),
            matchings_by_permutations(n, &a),
            "{:?}",
            a
        );
    }
}

#[test]
fn matchings_reference_answers_the_statements_samples() {
    let p = problem("dp_o");
    for k in 1..=4 {
        let rel = format!("samples/dp_o/sample-{}", k);
        let input = std::fs::read(root().join(format!("{}.in", rel))).unwrap();
        let want = lines_of(&format!("{}.out", rel));
        let instances = (p.read)(&input).unwrap();
        match &instances[..] {
            [i] => {
                let Matching(n, a) = i.of();
                assert_eq!(matchings_mod(*n, a).to_string(), want[0], "{}", rel)
            }
            other => panic!("{}: {:?}", rel, other),
        }
    }
}
