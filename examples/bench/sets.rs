//! The benchmark's sets, per problem, as data: [`of`] gives a problem's sets, found by its name
//! in the registry (`tests/common/problems.rs`); a problem with no hand-made sets here gets
//! [`default`], made from its registry entry alone, so that a new problem is benchmarked with no
//! code here. A set is built only when the benchmark runs it: the large public sets from
//! `samples/` and `tests/data/`, and instances generated here from fixed seeds with
//! `dlx_judge::rng::Rng`. Each set says what its instances are (the task the peers are picked
//! by), whether it runs as one process or one per instance, and what is known of each instance
//! from how it was made (a planted cover, Langford's n mod 4 rule, a count in the source file);
//! the rest the benchmark asks of the references, which share nothing with the DLX.

use crate::common::gen::{
    pentomino_matrix, queens_xcc, random_grid, random_queens, reveal, tiling_xcc, xcc_of, DOMINO,
    L_TROMINO, MONOMINO, STRAIGHT_TROMINO,
};
use crate::common::problems::matching::Matching;
use crate::common::problems::queens::{Chessboard, Presets};
use crate::common::problems::sites::Strip;
use crate::common::problems::sudoku::Puzzle;
use crate::common::problems::tilings::{Beads, Rectangle};
use crate::common::problems::{problem, Instance, Problem};
use crate::common::reference::Knuth;
use crate::common::reference::{
    bead_fillings, bead_index, bead_orientations, count_sudoku, queens_placements, Board, Matrix,
};
use crate::common::{root, Grid};
use crate::exact::{bell, count_covers, latin_squares, matchings, Big};
use crate::report::{grouped, thousands};
use dlx_judge::rng::Rng;
use std::collections::BTreeSet;

/// What a set's instances ask for, so the benchmark runs every peer that does the same.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Task {
    /// A 9x9 puzzle's first solution.
    FirstSudoku9,
    /// A 16x16 puzzle's first solution.
    FirstSudoku16,
    /// Whether a 9x9 puzzle has exactly one solution.
    UniqueSudoku9,
    /// How many solutions a 9x9 puzzle has.
    CountSudoku9,
    /// A first exact cover, or none (P4929; P4205's boards, as a matrix, for the peers).
    FirstCover,
    /// The number of exact covers of a problem in Knuth's format (xcc).
    CountXcc,
    /// The number of solutions of a problem in Knuth's format with bounds on its primary items
    /// (multiplicities: his DLX3 and SSMCC).
    CountMcc,
    /// The number of solutions of a problem in Knuth's format whose subproblems repeat (tilings,
    /// partitions, Latin squares), often past 2^64: his DLX6 and DLX6-noMRV count them with a
    /// memo; his searching counters (DLX2, SSXCC1, SSXCC), which visit every solution, run too
    /// only where `search` (a set they count within seconds); TdZdd's frontier count too where
    /// the problem is the domino tilings of a `board` (rows, columns).
    CountMemo {
        search: bool,
        board: Option<(usize, usize)>,
    },
    /// A counting judge's own task, in its own format, which a hand-written DP also does (the
    /// anchor of that name, ../shared/anchors/counting).
    Hand(&'static str),
    /// The `k` least costs of the solutions of a problem in Knuth's format with costs on its
    /// options (his DLX5), asked with `k<k>` where `k > 1`.
    MinCost(u32),
    /// A task of the problem's own (P1074, SP1771): no peer.
    Own,
}

impl Task {
    /// The mode on the command line that asks for the task, the same for xcc and Knuth's
    /// programs: `k<k>` for the `k > 1` best costs.
    pub fn mode(self) -> Vec<String> {
        match self {
            Task::MinCost(k) if k > 1 => vec![format!("k{}", k)],
            _ => Vec::new(),
        }
    }
}

/// What is known of an instance from how it was made or where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum Known {
    /// Nothing: the benchmark asks the references.
    Unknown,
    /// The number of solutions.
    Count(u64),
    /// The number of solutions in decimal, of any size (the counting sets pass 2^64).
    Decimal(String),
    /// Whether it has a solution (a cover, a filling).
    Solvable(bool),
    /// P1074's best score (-1: no completion).
    Score(i64),
    /// The least costs of the solutions, the best first, as many as the task asks (fewer where
    /// there are fewer solutions; none: no solution).
    Costs(Vec<u64>),
}

/// A built set: its instances, what is known of each, and where they come from.
pub struct Cases {
    pub origin: String,
    pub instances: Vec<Instance>,
    /// One per instance, or empty (nothing known).
    pub known: Vec<Known>,
}

/// One benchmark set of a problem.
pub struct Set {
    pub name: String,
    pub task: Task,
    /// One process per instance (where the per-instance time is the target), else one for all.
    pub per_case: bool,
    /// Builds the set; `None` when its source file is missing.
    pub build: Box<dyn Fn() -> Option<Cases>>,
}

fn set(name: &str, task: Task, per_case: bool, build: impl Fn() -> Option<Cases> + 'static) -> Set {
    Set {
        name: name.to_string(),
        task,
        per_case,
        build: Box::new(build),
    }
}

fn cases(origin: String, instances: Vec<Instance>, known: Vec<Known>) -> Option<Cases> {
    Some(Cases {
        origin,
        instances,
        known,
    })
}

/// A file of `samples/` or `tests/data/` read by the registry's reader of `problem`; `None`
/// (with a note) when it is missing.
fn sample(problem_name: &str, path: &str) -> Option<Vec<Instance>> {
    let full = root().join(path);
    let data = match std::fs::read(&full) {
        Ok(d) => d,
        Err(_) => {
            eprintln!("sets: no {}: its set is skipped", path);
            return None;
        }
    };
    Some((problem(problem_name).read)(&data).unwrap_or_else(|e| panic!("{}: {}", path, e)))
}

/// The sets of `problem`: its hand-made ones, by its name, or else [`default`]. LeetCode 37 and
/// Codewars take P10482's puzzles, each written in its own site's format.
pub fn of(problem: &'static Problem) -> Vec<Set> {
    match problem.name {
        "p10482" | "lc37" | "codewars_sudoku" => p10482(),
        "p10481" => p10481(),
        "p1784" => p1784(),
        "p1074" => p1074(),
        "sp13980" => sp13980(),
        "sudokunique" => sudokunique(),
        "uva1309" => uva1309(),
        "sp1110" => sp1110(),
        "p4929" => p4929(),
        "p4205" => p4205(),
        "sp1771" => sp1771(),
        "lc51" => lc51(),
        "lc52" => lc52(),
        "cses1624" => cses1624(),
        "xcc" => xcc(),
        "p10975" => p10975(),
        "cses2181" => cses2181(),
        "lc790" => lc790(),
        "dp_o" => dp_o(),
        _ => vec![default(problem)],
    }
}

/// Instances in a problem's default set.
const DEFAULT_SIZE: usize = 200;

/// A problem's default set, from its registry entry alone: the first `DEFAULT_SIZE` instances
/// of its stress generator that keep the problem's promise (a broken one ends the run with exit
/// code 1), run as the stress test runs them (one process each where its batch is 1). No peer
/// does the problem's own task; the registry's check judges each answer.
pub fn default(problem: &'static Problem) -> Set {
    let per_case = problem.stress.batch <= 1;
    set("generated", Task::Own, per_case, move || {
        let mut rng = Rng(problem.stress.salt ^ 0xbe0c_0000);
        let mut instances = Vec::new();
        while instances.len() < DEFAULT_SIZE {
            let made = (problem.generate)(rng.bits());
            if !made.broken {
                instances.push(made.instance);
            }
        }
        let origin = format!(
            "{} instances of the registry's generator of {} (a default set)",
            DEFAULT_SIZE, problem.name
        );
        cases(origin, instances, Vec::new())
    })
}

const FORUM_HARDEST: &str = "samples/p10482/forum-hardest-1905-11plus-48766.in";
const TOP1465: &str = "samples/p10482/magictour-top1465.in";
const TDOKU17: &str = "samples/p10482/tdoku-17-clue-49158.in";
pub const TDOKU_COUNTS: &str = "tests/data/tdoku_test_puzzles_with_counts.txt";

fn lines9(name: &str, path: &'static str, what: &'static str) -> Set {
    set(name, Task::FirstSudoku9, false, move || {
        cases(
            format!("{}: {}", what, path),
            sample("p10482", path)?,
            vec![],
        )
    })
}

fn p10482() -> Vec<Set> {
    vec![
        lines9(
            "forum_hardest",
            FORUM_HARDEST,
            "tdoku's forum_hardest_1905_11+ (SE rating >= 11)",
        ),
        lines9("top1465", TOP1465, "magictour top1465"),
        lines9("tdoku17", TDOKU17, "every known 17-clue Sudoku"),
    ]
}

fn p10481() -> Vec<Set> {
    vec![set("forum_hardest5000", Task::FirstSudoku9, false, || {
        let mut v = sample("p10482", FORUM_HARDEST)?;
        v.truncate(5000);
        cases(
            format!("forum_hardest's first 5,000: {}", FORUM_HARDEST),
            v,
            vec![],
        )
    })]
}

/// The 20 puzzles among forum_hardest's first 2,000 lines that took our solver longest when
/// the set was made (each timed 3 times, 200 copies a process).
const P1784_LINES: [usize; 20] = [
    16, 106, 134, 162, 172, 207, 227, 509, 641, 788, 812, 852, 895, 1022, 1195, 1230, 1320, 1436,
    1437, 1464,
];

fn p1784() -> Vec<Set> {
    vec![set(
        "forum_hardest-slow20",
        Task::FirstSudoku9,
        true,
        || {
            let all = sample("p10482", FORUM_HARDEST)?;
            let v = P1784_LINES.iter().map(|&n| all[n - 1].clone()).collect();
            let origin = format!(
                "the 20 puzzles of forum_hardest's first 2,000 lines slowest for our solver \
             (lines {:?}): {}",
                P1784_LINES, FORUM_HARDEST
            );
            cases(origin, v, vec![])
        },
    )]
}

fn grid_of(i: &Instance) -> &Grid {
    &i.of::<Puzzle>().0
}

fn sudokunique() -> Vec<Set> {
    let first100 = || {
        let mut v = sample("p10482", FORUM_HARDEST)?;
        v.truncate(100);
        Some(v)
    };
    vec![
        set("forum_hardest100", Task::UniqueSudoku9, false, move || {
            let origin = format!(
                "forum_hardest's first 100 boards (unique): {}",
                FORUM_HARDEST
            );
            cases(origin, first100()?, vec![])
        }),
        // Each board with one given erased: the first, in a seeded order, whose erasure leaves
        // several completions.
        set(
            "forum_hardest100-erase1",
            Task::UniqueSudoku9,
            false,
            move || {
                let mut rng = Rng(0x5D0C);
                let mut v = Vec::new();
                for i in first100()? {
                    let g = grid_of(&i);
                    let mut givens: Vec<usize> = (0..81).filter(|&k| g[k] != 0).collect();
                    rng.shuffle(&mut givens);
                    let mut pick = g.clone();
                    for &k in &givens {
                        pick = g.clone();
                        pick[k] = 0;
                        if count_sudoku(3, &pick, 2, u64::MAX).count >= 2 {
                            break;
                        }
                    }
                    v.push(Instance::new(Puzzle(pick)));
                }
                let origin = format!(
                    "forum_hardest's first 100 boards, each with one given erased (seeded), the \
                 first whose erasure leaves several completions: {}",
                    FORUM_HARDEST
                );
                cases(origin, v, vec![])
            },
        ),
    ]
}

fn sp13980() -> Vec<Set> {
    vec![
        set("serg_benchmark", Task::CountSudoku9, false, || {
            let path = "samples/sp13980/serg-10000.in";
            let origin = format!("serg benchmark, 2-1,555 solutions each: {}", path);
            cases(origin, sample("sp13980", path)?, vec![])
        }),
        set("tdoku_counts", Task::CountSudoku9, false, || {
            let text = std::fs::read_to_string(root().join(TDOKU_COUNTS)).ok()?;
            let (mut v, mut known) = (Vec::new(), Vec::new());
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let mut parts = line.trim().split(':');
                let puzzle = parts.next().expect("a puzzle");
                let count = parts.next().and_then(|c| c.parse().ok());
                v.push(Instance::new(Puzzle(crate::common::grid9_from_line(
                    puzzle,
                ))));
                known.push(Known::Count(count.expect("puzzle:count")));
            }
            let origin = format!(
                "tdoku's test puzzles (0, 1 and many solutions), against the file's counts: {}",
                TDOKU_COUNTS
            );
            cases(origin, v, known)
        }),
    ]
}

fn grids16(p: &'static str) -> Vec<Set> {
    vec![
        set("janko55", Task::FirstSudoku16, false, move || {
            let path = format!("samples/{}/janko-55.in", p);
            let v = sample(p, &path)?;
            cases(
                format!("the 55 janko.at 16x16 puzzles of Gecode: {}", path),
                v,
                vec![],
            )
        }),
        set("hard-random", Task::FirstSudoku16, true, move || {
            let path = format!("samples/{}/hard-random.in", p);
            let v = sample(p, &path)?;
            cases(format!("hard random 16x16 grids: {}", path), v, vec![])
        }),
    ]
}

fn uva1309() -> Vec<Set> {
    grids16("uva1309")
}

fn sp1110() -> Vec<Set> {
    grids16("sp1110")
}

// ---- P4929: exact cover matrices ----

/// Langford pairs: items the values 1..n, then the positions 1..2n; an option puts value i at
/// positions j and j + i + 1. A cover exists iff n mod 4 is 0 or 3.
pub fn langford_matrix(n: usize) -> Matrix {
    let mut rows = Vec::new();
    for i in 1..=n {
        for j in 1..2 * n - i {
            rows.push(vec![i - 1, n + j - 1, n + j + i]);
        }
    }
    Matrix { m: 3 * n, rows }
}

/// `count` distinct random columns below `m`, sorted.
fn random_row(rng: &mut Rng, m: usize, count: usize) -> Vec<usize> {
    let mut row = BTreeSet::new();
    while row.len() < count {
        row.insert(rng.below(m));
    }
    row.into_iter().collect()
}

/// 500 options of `k` random columns out of `m` (the shape of P4929's sparse judge data); with
/// `planted`, the first ones cut the shuffled columns into an exact cover (parts of `k`, the
/// last one shorter if `k` does not divide `m`); the options shuffled.
pub fn sparse_matrix(seed: u64, m: usize, k: usize, planted: bool) -> Matrix {
    let mut rng = Rng(seed * 1_000_003 + m as u64 * 1009 + k as u64);
    let mut rows = Vec::new();
    if planted {
        let mut cols: Vec<usize> = (0..m).collect();
        rng.shuffle(&mut cols);
        for part in cols.chunks(k) {
            let mut row = part.to_vec();
            row.sort_unstable();
            rows.push(row);
        }
    }
    while rows.len() < 500 {
        rows.push(random_row(&mut rng, m, k));
    }
    rng.shuffle(&mut rows);
    Matrix { m, rows }
}

/// P4929 at its limits, n = m = 500 and 5000 ones: a planted cover (the columns cut at random
/// into `parts` options) among random options of 10 columns; `parts` 0: random options only.
pub fn limits_matrix(seed: u64, parts: usize) -> Matrix {
    let m = 500;
    let mut rng = Rng(seed);
    let mut cols: Vec<usize> = (0..m).collect();
    rng.shuffle(&mut cols);
    let mut rows = Vec::new();
    if parts > 0 {
        let mut cuts = BTreeSet::new();
        while cuts.len() < parts - 1 {
            cuts.insert(1 + rng.below(m - 1));
        }
        let cuts: Vec<usize> = [vec![0], cuts.into_iter().collect(), vec![m]].concat();
        for w in cuts.windows(2) {
            let mut row = cols[w[0]..w[1]].to_vec();
            row.sort_unstable();
            rows.push(row);
        }
    }
    while rows.len() < 500 {
        rows.push(random_row(&mut rng, m, 10));
    }
    rng.shuffle(&mut rows);
    Matrix { m, rows }
}

fn covers(name: &str, origin: String, v: Vec<(Matrix, Option<bool>)>) -> Set {
    let per_case = v.len() > 1;
    let v = std::rc::Rc::new(v);
    set(name, Task::FirstCover, per_case, move || {
        let known = v
            .iter()
            .map(|(_, k)| k.map_or(Known::Unknown, Known::Solvable))
            .collect();
        let instances = v.iter().map(|(m, _)| Instance::new(m.clone())).collect();
        cases(origin.clone(), instances, known)
    })
}

/// The sparse sets: (columns, ones a row, kind), 500 rows, seeds 1-3. `nocover`: random
/// options, and for these seeds no cover (the reference proves it); near the edge of
/// solvability (500x60 and 500x75 with 5, 500x48 and 500x78 with 6) the whole tree is large.
/// `random`: random options, a cover by chance. `planted`: a cover among random options.
const SPARSE: [(usize, usize, &str); 14] = [
    (60, 5, "nocover"),
    (75, 5, "nocover"),
    (48, 6, "nocover"),
    (78, 6, "nocover"),
    (70, 7, "nocover"),
    (96, 8, "nocover"),
    (120, 10, "nocover"),
    (80, 4, "random"),
    (120, 3, "planted"),
    (80, 4, "planted"),
    (60, 5, "planted"),
    (75, 5, "planted"),
    (78, 6, "planted"),
    (120, 10, "planted"),
];

fn p4929() -> Vec<Set> {
    let mut out = Vec::new();
    let hole = pentomino_matrix(6, 10, Some((2, 4)));
    let origin = format!(
        "12 pentominoes on a 6x10 board without cell r3c5: 59 cells cannot take 60, so no \
         tiling and the whole tree is searched; {} options x {} items",
        hole.n(),
        hole.m
    );
    out.push(covers("pentomino-hole", origin, vec![(hole, Some(false))]));
    for (h, w, tilings) in [
        (6, 10, "9,356"),
        (5, 12, "4,040"),
        (4, 15, "1,472"),
        (3, 20, "8"),
    ] {
        let m = pentomino_matrix(h, w, None);
        let origin = format!(
            "12 pentominoes on the full {}x{} board ({} tilings), the first; {} options x {} \
             items",
            h,
            w,
            tilings,
            m.n(),
            m.m
        );
        out.push(covers(
            &format!("pentomino-{}x{}", h, w),
            origin,
            vec![(m, Some(true))],
        ));
    }
    for n in [9, 10, 13] {
        let has = n % 4 == 0 || n % 4 == 3;
        let origin =
            format!(
            "Langford pairs n = {}: items the values and the 2n positions, an option puts value \
             i at positions j and j+i+1; n mod 4 = {}: {}",
            n,
            n % 4,
            if has { "the first cover" } else { "no cover, the whole tree is searched" }
        );
        let v = vec![(langford_matrix(n), Some(has))];
        out.push(covers(&format!("langford{}", n), origin, v));
    }
    for (m, k, kind) in SPARSE {
        let planted = kind == "planted";
        let known = match kind {
            "planted" => Some(true),
            _ => None,
        };
        let v = (1..=3)
            .map(|seed| (sparse_matrix(seed, m, k, planted), known))
            .collect();
        let what = match kind {
            "nocover" => "random options, no cover (the reference proves it)".to_string(),
            "random" => "random options, no planted cover (the reference decides)".to_string(),
            _ => format!(
                "a planted cover of {} options among random ones",
                (m + k - 1) / k
            ),
        };
        let origin = format!(
            "500 options of {} columns out of {}: {}; seeds 1-3, one process each",
            k, m, what
        );
        out.push(covers(
            &format!("sparse-500x{}-k{}-{}", m, k, kind),
            origin,
            v,
        ));
    }
    // Which first cover the search meets, and when, is luck of the options' order: over many
    // seeds the luck evens out, and the sum measures the time per node and the trees' sizes.
    for &(m, k, seeds) in &[(60, 5, 20u64), (78, 6, 20), (80, 4, 10)] {
        let v = (4..4 + seeds)
            .map(|seed| (sparse_matrix(seed, m, k, true), Some(true)))
            .collect();
        let origin = format!(
            "500 options of {} columns out of {}: a planted cover among random ones; seeds 4-{}, \
             one process each (the first cover's luck evened out)",
            k,
            m,
            3 + seeds
        );
        let name = format!("sparse-500x{}-k{}-planted-{}seeds", m, k, seeds);
        out.push(covers(&name, origin, v));
    }
    let v = (1..=5)
        .map(|seed| (limits_matrix(seed, 50), Some(true)))
        .collect();
    let origin = "n = m = 500, 5000 ones: a planted cover of 50 options among 450 random \
                  options of 10 columns; seeds 1-5, one process each";
    out.push(covers("limits-500", origin.to_string(), v));
    let v = (1..=3).map(|seed| (limits_matrix(seed, 0), None)).collect();
    let origin = "n = m = 500, 5000 ones: 500 random options of 10 columns, no cover (the \
                  reference proves it); seeds 1-3, one process each";
    out.push(covers("dense-500x500-nocover", origin.to_string(), v));
    out
}

// ---- P1074 ----

fn p1074() -> Vec<Set> {
    vec![
        set("given24-stored", Task::Own, true, || {
            let (mut v, mut known) = (Vec::new(), Vec::new());
            for c in ["1214648", "927349", "907360"] {
                let path = format!("samples/p1074/given24-{}-completions", c);
                v.extend(sample("p1074", &format!("{}.in", path))?);
                let out = std::fs::read_to_string(root().join(format!("{}.out", path))).ok()?;
                known.push(Known::Score(out.trim().parse().expect("a score")));
            }
            let origin = "the three 24-given grids with 907,360-1,214,648 completions in \
                          samples/p1074, against their stored answers";
            cases(origin.to_string(), v, known)
        }),
        // 24 givens of a random solved grid for 200 seeds; the 9 with the most completions.
        set("given24-seeded", Task::Own, true, || {
            let mut all: Vec<(u64, usize, Grid)> = (1..=200)
                .map(|seed| {
                    let mut rng = Rng(1_074_000 + seed);
                    let solved = random_grid(3, &mut rng);
                    let p = reveal(&solved, 24, &mut rng);
                    (
                        count_sudoku(3, &p, u64::MAX, u64::MAX).count,
                        seed as usize,
                        p,
                    )
                })
                .collect();
            all.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            all.truncate(9);
            let origin = format!(
                "24 givens of a random solved grid (seeded): the 9 of 200 with the most \
                 completions ({}-{}), against the reference's best score",
                all[8].0, all[0].0
            );
            let v = all
                .into_iter()
                .map(|(_, _, p)| Instance::new(Puzzle(p)))
                .collect();
            cases(origin, v, vec![])
        }),
    ]
}

// ---- P4205 ----

const LETTERS: &[u8; 12] = b"ABCDEFGHIJKL";

/// The official sample's filling.
fn bead_sample() -> Option<Board> {
    let first = sample("p4205", "samples/p4205/sample-1.out")?;
    first.first()?.get::<Beads>().map(|b| b.0)
}

fn keep_pieces(filled: &Board, letters: &[u8]) -> Board {
    let mut b = *filled;
    for x in b.iter_mut() {
        if !letters.contains(x) {
            *x = b'.';
        }
    }
    b
}

/// The placements of piece `p` on the empty cells of `board`, as sorted cell indexes.
fn bead_placements(p: usize, board: &Board) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for shape in &bead_orientations()[p] {
        for r in 0..10 {
            for c in 0..10 {
                let cells: Option<Vec<usize>> = shape
                    .iter()
                    .map(|&(dr, dc)| bead_index(r + dr, c + dc).filter(|&i| board[i] == b'.'))
                    .collect();
                if let Some(mut cells) = cells {
                    cells.sort_unstable();
                    out.push(cells);
                }
            }
        }
    }
    out
}

/// A P4205 board as exact cover, for the cover peers: items the 12 pieces, then the 55 cells;
/// options a placed piece's own cells, and every placement of the others on the empty cells.
pub fn bead_matrix(board: &Board) -> Matrix {
    let mut rows = Vec::new();
    for (p, &letter) in LETTERS.iter().enumerate() {
        let own: Vec<usize> = (0..55).filter(|&i| board[i] == letter).collect();
        let places = if own.is_empty() {
            bead_placements(p, board)
        } else {
            vec![own]
        };
        rows.extend(places.into_iter().map(|cells| {
            let mut row = vec![p];
            row.extend(cells.iter().map(|&i| 12 + i));
            row
        }));
    }
    Matrix { m: 12 + 55, rows }
}

fn beads(origin: &str, boards: Vec<Board>, has: bool) -> Option<Cases> {
    let known = vec![Known::Solvable(has); boards.len()];
    let v = boards
        .into_iter()
        .map(|b| Instance::new(Beads(b)))
        .collect();
    cases(origin.to_string(), v, known)
}

fn p4205() -> Vec<Set> {
    vec![
        set("empty", Task::FirstCover, false, || {
            beads("the empty board (32,288 fillings)", vec![[b'.'; 55]], true)
        }),
        set("one-piece", Task::FirstCover, true, || {
            let filled = bead_sample()?;
            let mut v: Vec<Board> = LETTERS
                .iter()
                .map(|l| keep_pieces(&filled, &[*l]))
                .collect();
            for i in sample("p4205", "samples/p4205/one-piece-unique.in")? {
                if let Some(Beads(b)) = i.get() {
                    v.push(*b);
                }
            }
            let origin = "each piece of the official sample's filling alone on the board, and \
                          samples/p4205/one-piece-unique";
            beads(origin, v, true)
        }),
        set("two-pieces", Task::FirstCover, true, || {
            let filled = bead_sample()?;
            let mut pairs = Vec::new();
            for (a, &x) in LETTERS.iter().enumerate() {
                for &y in &LETTERS[a + 1..] {
                    pairs.push([x, y]);
                }
            }
            Rng(4205).shuffle(&mut pairs);
            pairs.truncate(12);
            pairs.sort_unstable();
            let v = pairs.iter().map(|p| keep_pieces(&filled, p)).collect();
            beads(
                "12 pairs (seeded) of pieces of the official sample's filling",
                v,
                true,
            )
        }),
        // Boards of 1 or 2 pieces placed at random (seeded), kept when the tiler finds no
        // filling, until there are 12 with the sample's.
        set("no-solution", Task::FirstCover, true, || {
            let mut v = Vec::new();
            for i in sample("p4205", "samples/p4205/one-piece-no-solution.in")? {
                if let Some(Beads(b)) = i.get() {
                    v.push(*b);
                }
            }
            let mut rng = Rng(42050);
            let mut tried = 0;
            while v.len() < 12 {
                tried += 1;
                let mut board = [b'.'; 55];
                let mut pieces: Vec<usize> = (0..12).collect();
                rng.shuffle(&mut pieces);
                for &p in &pieces[..1 + rng.below(2)] {
                    let places = bead_placements(p, &board);
                    if !places.is_empty() {
                        for &i in &places[rng.below(places.len())] {
                            board[i] = LETTERS[p];
                        }
                    }
                }
                if bead_fillings(&board, 1).is_empty() {
                    v.push(board);
                }
            }
            let origin = format!(
                "no filling (the tiler says): samples/p4205/one-piece-no-solution and 11 of {} \
                 boards with 1-2 pieces placed at random (seeded)",
                tried
            );
            beads(&origin, v, false)
        }),
    ]
}

// ---- SP1771 ----

/// `count` cases of N = 50 (or N random in 4-50), each with 0-5 queens of a random solution
/// kept as presets.
fn queens_set(name: &str, count: usize, random_n: bool) -> Set {
    set(name, Task::Own, false, move || {
        let mut rng = Rng(1771 + random_n as u64);
        let mut v = Vec::new();
        for _ in 0..count {
            let n = if random_n { 4 + rng.below(47) } else { 50 };
            let sol = random_queens(n, &mut rng);
            let mut rows: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut rows);
            let keep = rng.below(6).min(n);
            let mut presets = vec![0; n];
            for &r in &rows[..keep] {
                presets[r] = sol[r] + 1;
            }
            v.push(Instance::new(Presets(presets)));
        }
        let origin = format!(
            "{} cases of N {}, each with 0-5 presets from a random solution (seeded)",
            count,
            if random_n { "random in 4-50" } else { "= 50" }
        );
        cases(origin, v, vec![])
    })
}

fn sp1771() -> Vec<Set> {
    vec![
        queens_set("n50-2000", 2000, false),
        queens_set("random-n-3000", 3000, true),
    ]
}

// ---- The counting files: P10975, CSES 2181 ----

/// P10975's worst input: every pair `h w` up to 11, in one process.
fn p10975() -> Vec<Set> {
    const ALL: &str = "samples/p10975/all-pairs.in";
    vec![set("all-pairs", Task::Hand("hand_p10975"), false, || {
        let origin = format!("every pair h w up to 11 in one input: {}", ALL);
        cases(origin, sample("p10975", ALL)?, vec![])
    })]
}

/// CSES 2181 at its longest `m`, one process each: `n = 10` (the worst), and every `n`.
fn cses2181() -> Vec<Set> {
    let grids = |name: &str, ns: Vec<usize>| {
        set(name, Task::Hand("hand_cses2181"), true, move || {
            let origin = format!("n = {:?} at m = 1000, one process each", ns);
            let v = ns
                .iter()
                .map(|&n| Instance::new(Rectangle(n, 1000)))
                .collect();
            cases(origin, v, vec![])
        })
    };
    vec![
        grids("10x1000", vec![10]),
        grids("every-n-x1000", (1..=10).collect()),
    ]
}

/// LeetCode 790 at its largest `n`, one process.
fn lc790() -> Vec<Set> {
    vec![set("n1000", Task::Own, true, || {
        let origin = "n = 1000, one process".to_string();
        cases(origin, vec![Instance::new(Strip(1000))], vec![])
    })]
}

/// DP O at `N = 21`, one process each: the statement's fourth sample, all ones (every state of
/// the sweep), the samples' dense matrix, and random ones of density 1/2 and 9/10.
fn dp_o() -> Vec<Set> {
    let file = |name: &'static str, path: &'static str| {
        set(name, Task::Hand("hand_dp_o"), true, move || {
            cases(format!("N = 21: {}", path), sample("dp_o", path)?, vec![])
        })
    };
    let random = |name: &'static str, percent: usize| {
        set(name, Task::Hand("hand_dp_o"), true, move || {
            let mut rng = Rng(0xd0 ^ percent as u64);
            let v = (0..5)
                .map(|_| {
                    Instance::new(Matching(
                        21,
                        (0..441).map(|_| rng.below(100) < percent).collect(),
                    ))
                })
                .collect();
            cases(
                format!("5 random N = 21 matrices, {}% ones", percent),
                v,
                vec![],
            )
        })
    };
    vec![
        file("sample-4", "samples/dp_o/sample-4.in"),
        file("all-ones-21", "samples/dp_o/all-ones-21.in"),
        file("dense-21", "samples/dp_o/dense-21.in"),
        random("random-50", 50),
        random("random-90", 90),
    ]
}

// ---- LeetCode 51 and 52, CSES 1624 ----

/// `count` copies of the empty board of `n`, in one process: the time of one is the set's over
/// `count` (the `n = 1` set is the cost of the process and of reading and printing).
fn leetcode_n(n: usize, count: usize, counted: bool) -> Set {
    set(&format!("n{}-x{}", n, count), Task::Own, false, move || {
        let origin = format!(
            "the empty board of n = {}, {} times in one process{}",
            n,
            count,
            if counted {
                "; each count against the enumerator's"
            } else {
                "; each list of boards against the enumerator's"
            }
        );
        let known = match counted {
            true => vec![Known::Count(queens_placements(n, &[]).len() as u64); count],
            false => vec![],
        };
        cases(
            origin,
            vec![Instance::new(Presets(vec![0; n])); count],
            known,
        )
    })
}

fn lc51() -> Vec<Set> {
    vec![leetcode_n(9, 200, false), leetcode_n(1, 200, false)]
}

fn lc52() -> Vec<Set> {
    vec![leetcode_n(9, 1000, true), leetcode_n(1, 1000, true)]
}

/// CSES 1624 boards, one process each, with their counts from the enumerator.
fn chessboards(name: &str, origin: String, boards: Vec<Vec<u8>>) -> Set {
    set(name, Task::Own, true, move || {
        let known = boards
            .iter()
            .map(|b| {
                let reserved: Vec<bool> = b.iter().map(|&c| c == b'*').collect();
                Known::Count(queens_placements(8, &reserved).len() as u64)
            })
            .collect();
        let v = boards
            .iter()
            .cloned()
            .map(|b| Instance::new(Chessboard(b)))
            .collect();
        cases(origin.clone(), v, known)
    })
}

fn cses1624() -> Vec<Set> {
    let mut rng = Rng(1624);
    let random = (0..100)
        .map(|_| {
            let share = rng.below(30);
            (0..64)
                .map(|_| if rng.below(100) < share { b'*' } else { b'.' })
                .collect()
        })
        .collect();
    vec![
        chessboards(
            "empty",
            "the empty board: 92 placements".into(),
            vec![vec![b'.'; 64]],
        ),
        chessboards(
            "reserved",
            "every square reserved: no search, the cost of the process".into(),
            vec![vec![b'*'; 64]],
        ),
        chessboards(
            "random100",
            "100 boards with 0-29% of the squares reserved (seeded)".into(),
            random,
        ),
    ]
}

// ---- xcc ----

/// xcc: every solution counted, against Knuth's DLX2 and SSXCC. Queens (his model, counts from
/// OEIS A000170), Dana Scott's pentomino board, and the P4929 sets that search a whole tree,
/// with every cover counted; then problems with multiplicities, against his DLX3 and SSMCC, and
/// with costs, against his DLX5; last, counting where subproblems repeat, against his DLX6 and
/// DLX6-noMRV. Ours also runs on two threads (`j2`) and as 8 parts (`P8`) under GNU parallel
/// (main.rs), the measures of issue #35 (the parts not on the last, many of whose counts pass
/// 2^53, where awk's sum of the parts is no longer exact).
fn xcc() -> Vec<Set> {
    let mut out = Vec::new();
    for &(n, count) in &[
        (12, 14_200u64),
        (13, 73_712),
        (14, 365_596),
        (15, 2_279_184),
    ] {
        out.push(set(
            &format!("queens{}", n),
            Task::CountXcc,
            false,
            move || {
                let origin = format!(
                    "{} queens in Knuth's model (rows and columns primary, middle out; diagonals \
                 secondary): {} solutions",
                    n, count
                );
                cases(
                    origin,
                    vec![Instance::new(queens_xcc(n))],
                    vec![Known::Count(count)],
                )
            },
        ));
    }
    out.extend(knuth_generated());
    out.push(set(
        "pentomino-8x8-centre",
        Task::CountXcc,
        false,
        move || {
            let origin = "12 pentominoes on the 8x8 board less its 2x2 centre (Dana Scott's \
                          problem): 520 tilings"
                .to_string();
            cases(origin, vec![scott()], vec![Known::Count(520)])
        },
    ));
    for &(k, n) in &[(2usize, 5u32), (4, 2)] {
        let count = (1..=k as u64).product::<u64>().pow(k.pow(n - 1) as u32);
        out.push(set(
            &format!("de-bruijn-{}-{}", k, n),
            Task::CountXcc,
            false,
            move || {
                let origin = format!(
                    "de Bruijn cycles of {} symbols and windows of {} (colours on the positions; \
                 {} cycles from position 0, (k!)^(k^(n-1)))",
                    k, n, count
                );
                cases(origin, vec![de_bruijn(k, n)], vec![Known::Count(count)])
            },
        ));
    }
    // Colours on a tiling: forward checking runs with them (the same 9,356 tilings).
    out.push(set(
        "pentomino-6x10-coloured",
        Task::CountXcc,
        false,
        move || {
            let origin = "12 pentominoes on the full 6x10 board, every option giving one \
                          secondary item the same colour: 9,356 tilings"
                .to_string();
            cases(
                origin,
                vec![coloured_tiling(6, 10)],
                vec![Known::Count(9_356)],
            )
        },
    ));
    // Every P4929 set whose count is known: the tilings, and those without a cover.
    let counted: [(&str, u64); 16] = [
        ("pentomino-6x10", 9_356),
        ("pentomino-5x12", 4_040),
        ("pentomino-4x15", 1_472),
        ("pentomino-3x20", 8),
        ("pentomino-hole", 0),
        ("langford9", 0),
        ("langford10", 0),
        ("langford13", 0),
        ("sparse-500x60-k5-nocover", 0),
        ("sparse-500x75-k5-nocover", 0),
        ("sparse-500x48-k6-nocover", 0),
        ("sparse-500x78-k6-nocover", 0),
        ("sparse-500x70-k7-nocover", 0),
        ("sparse-500x96-k8-nocover", 0),
        ("sparse-500x120-k10-nocover", 0),
        ("dense-500x500-nocover", 0),
    ];
    for set in p4929() {
        if let Some(&(name, count)) = counted.iter().find(|c| c.0 == set.name) {
            let (build, per_case) = (set.build, set.per_case);
            out.push(self::set(name, Task::CountXcc, per_case, move || {
                let c = build()?;
                let n = c.instances.len();
                let v = c
                    .instances
                    .iter()
                    .map(|i| Instance::new(xcc_of(i.of())))
                    .collect();
                let origin = format!("{}; every cover counted ({})", c.origin, count);
                cases(origin, v, vec![Known::Count(count); n])
            }));
        }
    }
    out.extend(knuth_extensions());
    out.extend(memo_sets());
    out
}

/// The pentomino tiling of the 8x8 board less its four centre cells: the full board's, without
/// the placements that touch the centre and without its cells as items.
fn scott() -> Instance {
    let full = pentomino_matrix(8, 8, None);
    // Items: the 12 pieces, then the cells row by row.
    let centre = |j: usize| j >= 12 && [27, 28, 35, 36].contains(&(j - 12));
    let rows = full
        .rows
        .iter()
        .filter(|r| !r.iter().any(|&j| centre(j)))
        .map(|r| {
            r.iter()
                .map(|&j| j - (0..j).filter(|&i| centre(i)).count())
                .collect()
        })
        .collect();
    Instance::new(xcc_of(&Matrix {
        m: full.m - 4,
        rows,
    }))
}

/// The pentomino tiling of an `h x w` board with one secondary item that every option gives
/// the same colour: the colours change no tiling, only the work of a solver that has them.
fn coloured_tiling(h: i32, w: i32) -> Instance {
    let mut x = xcc_of(&pentomino_matrix(h, w, None));
    let c = x.names.len();
    x.names.push("c".to_string());
    for o in &mut x.options {
        o.push((c, 1));
    }
    Instance::new(x)
}

/// de Bruijn cycles as a coloured exact cover (a model of our own): primary items the `k^n`
/// windows and the `k^n` positions; option (w, p) puts window `w` at position `p`, colouring the
/// secondary items of positions `p..p+n` (cyclically) with its symbols.
pub fn de_bruijn(k: usize, n: u32) -> Instance {
    let len = k.pow(n);
    let mut names: Vec<String> = (0..len).map(|w| format!("w{}", w)).collect();
    names.extend((0..len).map(|p| format!("p{}", p)));
    names.extend((0..len).map(|p| format!("s{}", p)));
    let mut options = Vec::new();
    for w in 0..len {
        for p in 0..len {
            let mut o = vec![(w, 0), (len + p, 0)];
            for d in 0..n as usize {
                let symbol = w / k.pow(n - 1 - d as u32) % k;
                o.push((2 * len + (p + d) % len, 1 + symbol as u32));
            }
            options.push(o);
        }
    }
    Instance::new(Knuth {
        names,
        primary: 2 * len,
        options,
        bounds: Vec::new(),
        costs: Vec::new(),
    })
}

/// What one of Knuth's generators (in the directory `ANCHORS`, built by
/// `../shared/anchors/build.sh`) writes for `args` and `stdin`, read as an xcc instance; `None`
/// (with a note) without them.
fn generated(generator: &str, args: &[String], stdin: &[u8]) -> Option<Instance> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let path = std::path::Path::new(&std::env::var_os("ANCHORS")?).join(generator);
    let mut child = match Command::new(&path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            eprintln!("sets: {}: {}: its set is skipped", path.display(), e);
            return None;
        }
    };
    child.stdin.take()?.write_all(stdin).ok()?;
    let out = child.wait_with_output().ok()?;
    let mut v = (problem("xcc").read)(&out.stdout)
        .unwrap_or_else(|e| panic!("{} {:?}: {}", generator, args, e));
    v.pop()
}

/// The twelve pentominoes as Knuth's polyomino-dlx takes them: a name, then a placement's cells.
fn knuth_pentominoes() -> String {
    let mut spec = String::new();
    for &(name, rows) in &crate::common::gen::PENTOMINOES {
        spec.push_str(name);
        for (r, row) in rows.iter().enumerate() {
            for (c, _) in row.char_indices().filter(|x| x.1 == '#') {
                spec.push_str(&format!(" {}{}", r, c));
            }
        }
        spec.push('\n');
    }
    spec
}

/// The problems Knuth's own generators write, with their known counts: queens (OEIS A000170),
/// pentomino boards (every placement, so each tiling of a rectangle 4 times, of the square
/// less its centre 8 times), Sudoku puzzles (one solution each).
fn knuth_generated() -> Vec<Set> {
    let mut out = Vec::new();
    out.push(set("knuth-queens-1-14", Task::CountXcc, true, || {
        const QUEENS: [u64; 14] = [
            1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596,
        ];
        let mut v = Vec::new();
        for n in 1..=14 {
            v.push(generated("gen-queens-dlx", &[n.to_string()], b"")?);
        }
        let origin = "n queens for n = 1 to 14 by Knuth's queens-dlx (A000170)".to_string();
        cases(origin, v, QUEENS.iter().map(|&c| Known::Count(c)).collect())
    }));
    let boards: [(&str, &str, u64); 4] = [
        ("3x20", "[0-2][0-9a-j]", 8),
        ("4x15", "[0-3][0-9a-e]", 1_472),
        ("5x12", "[0-4][0-9ab]", 4_040),
        (
            "8x8-less-centre",
            "[0-2][0-7] [5-7][0-7] [34][0-2] [34][5-7]",
            520,
        ),
    ];
    for &(name, board, count) in &boards {
        out.push(set(
            &format!("knuth-pentominoes-{}", name),
            Task::CountXcc,
            false,
            move || {
                let spec = format!("{}\n{}", board, knuth_pentominoes());
                let v = vec![generated("gen-polyomino-dlx", &[], spec.as_bytes())?];
                let origin = format!(
                    "12 pentominoes on {} by Knuth's polyomino-dlx: {} tilings",
                    name, count
                );
                cases(origin, v, vec![Known::Count(count)])
            },
        ));
    }
    out.push(set(
        "knuth-sudoku-top1465-100",
        Task::CountXcc,
        true,
        || {
            let puzzles = sample("p10482", TOP1465)?;
            let mut v = Vec::new();
            for p in puzzles.iter().take(100) {
                let Puzzle(grid) = p.of();
                let mut text = Vec::new();
                for row in grid.chunks(9) {
                    text.extend(row.iter().map(|&d| if d == 0 { b'.' } else { b'0' + d }));
                    text.push(b'\n');
                }
                v.push(generated("gen-sudoku-dlx", &[], &text)?);
            }
            let n = v.len();
            let origin = format!("top1465's first 100 by Knuth's sudoku-dlx: {}", TOP1465);
            cases(origin, v, vec![Known::Count(1); n])
        },
    ));
    out
}

// ---- xcc counting where subproblems repeat (Knuth's DLX6 and DLX6-noMRV) ----

/// The set partitions of `n` items `e<i>`: every nonempty subset an option, by its bits.
pub fn partitions_xcc(n: usize) -> Knuth {
    let options = (1..1usize << n)
        .map(|s| (0..n).filter(|i| s >> i & 1 == 1).map(|i| (i, 0)).collect())
        .collect();
    Knuth {
        names: numbered("e", n),
        primary: n,
        options,
        bounds: Vec::new(),
        costs: Vec::new(),
    }
}

/// The perfect matchings of the complete graph on `n` vertices `v<i>`: every pair an option.
pub fn matchings_xcc(n: usize) -> Knuth {
    let options = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| vec![(i, 0), (j, 0)]))
        .collect();
    Knuth {
        names: numbered("v", n),
        primary: n,
        options,
        bounds: Vec::new(),
        costs: Vec::new(),
    }
}

/// The Latin squares of order `n`: items the cells `p<r><c>` (row-major), then the pairs row
/// and symbol `r<r><s>`, then column and symbol `c<c><s>`, all primary; an option per cell and
/// symbol, `p<r><c> r<r><s> c<c><s>`.
pub fn latin_xcc(n: usize) -> Knuth {
    let mut names = Vec::new();
    for kind in ["p", "r", "c"] {
        for a in 0..n {
            names.extend((0..n).map(|b| format!("{}{}{}", kind, a, b)));
        }
    }
    let mut options = Vec::new();
    for (r, c, s) in (0..n).flat_map(|r| (0..n).flat_map(move |c| (0..n).map(move |s| (r, c, s)))) {
        options.push(vec![
            (r * n + c, 0),
            (n * n + r * n + s, 0),
            (2 * n * n + c * n + s, 0),
        ]);
    }
    all_primary(names, options)
}

/// A counting set of one problem, its count known from its source and checked when the set is
/// built against `verify`'s, computed here apart from any DLX (`exact.rs`): a set whose known
/// count is wrong ends the run.
fn memo_set(
    name: &str,
    task: Task,
    origin: String,
    count: &'static str,
    make: impl Fn() -> Knuth + 'static,
    verify: impl Fn(&Knuth) -> Vec<Big> + 'static,
) -> Set {
    let set_name = name.to_string();
    set(name, task, false, move || {
        let x = make();
        for computed in verify(&x) {
            let computed = computed.to_string();
            assert_eq!(
                computed, count,
                "sets: {}: counted here {}, the source says {}",
                set_name, computed, count
            );
        }
        let origin = format!(
            "{} ({} items, {} options): {}",
            origin,
            thousands(x.names.len() as u64),
            thousands(x.options.len() as u64),
            grouped(count)
        );
        cases(
            origin,
            vec![Instance::new(x)],
            vec![Known::Decimal(count.to_string())],
        )
    })
}

/// The items in their own order (row-major on the boards).
fn in_order(x: &Knuth) -> Vec<usize> {
    (0..x.names.len()).collect()
}

/// The exact covers of `x` counted by the transfer matrix over the items in `position`'s order.
fn cover_count(x: &Knuth, position: &[usize]) -> Big {
    count_covers(x, position).expect("every option spans fewer than 64 items")
}

/// Counting where subproblems repeat, with known counts (many past 2^64), each checked when the
/// set is built against a count of `exact.rs`: domino tilings of square boards (OEIS A004003,
/// Kasteleyn's formula), a board of four pieces (TAOCP 7.1.4), Project Euler 161, set
/// partitions (Bell numbers), perfect matchings ((2n-1)!!), Latin squares (OEIS A002860). Ours
/// against Knuth's DLX6 and DLX6-noMRV; his searching counters only on the two small sets.
fn memo_sets() -> Vec<Set> {
    let mut out = Vec::new();
    let memo = |search: bool| Task::CountMemo {
        search,
        board: None,
    };
    let dominoes: [(usize, usize, &str); 7] = [
        (8, 8, "12988816"),
        (12, 12, "53060477521960000"),
        (14, 14, "112202208776036178000000"),
        (16, 16, "2444888770250892795802079170816"),
        (18, 18, "548943583215388338077567813208427340288"),
        (20, 20, "1269984011256235834242602753102293934298576249856"),
        (
            6,
            100,
            "8111122492379632674314680711180748845564827012150625388192928607034509",
        ),
    ];
    for &(h, w, count) in &dominoes {
        let origin = format!(
            "domino tilings of the {}x{} board, cells primary in row-major order (OEIS A004003, \
             A028469; counted here by a transfer matrix along the shorter side)",
            h, w
        );
        let name = match h == w {
            true => format!("count-dominoes-{}", h),
            false => format!("count-dominoes-{}x{}", h, w),
        };
        let task = Task::CountMemo {
            search: h * w <= 64,
            board: Some((h, w)),
        };
        out.push(memo_set(
            &name,
            task,
            origin,
            count,
            move || tiling_xcc(h, w, &[DOMINO]),
            move |x| {
                let by_columns: Vec<usize> = (0..h * w).map(|k| k % w * h + k / w).collect();
                let order = if h < w { by_columns } else { in_order(x) };
                vec![cover_count(x, &order)]
            },
        ));
    }
    let four = [MONOMINO, DOMINO, STRAIGHT_TROMINO, L_TROMINO];
    out.push(memo_set(
        "count-mixed-8",
        memo(false),
        "tilings of the 8x8 board by monominoes, dominoes, straight and L trominoes, any number \
         of each, every orientation (TAOCP 7.1.4; counted here by a transfer matrix row by row)"
            .to_string(),
        "92109458286284989468604",
        move || tiling_xcc(8, 8, &four),
        |x| vec![cover_count(x, &in_order(x))],
    ));
    let trominoes = [STRAIGHT_TROMINO, L_TROMINO];
    out.push(memo_set(
        "count-pe161",
        memo(false),
        "Project Euler 161 as written: the 9x12 grid (9 rows of 12 cells, row-major) tiled by \
         straight and L trominoes (the problem's answer, counted here by a transfer matrix \
         column by column, which gives the statement's 41 tilings of the 2x9 grid)"
            .to_string(),
        "20574308184277971",
        move || tiling_xcc(9, 12, &trominoes),
        move |x| {
            let small = tiling_xcc(2, 9, &trominoes);
            let example = cover_count(&small, &in_order(&small));
            assert_eq!(example.to_string(), "41", "Project Euler 161's 2x9 grid");
            let by_columns: Vec<usize> = (0..108).map(|k| k % 12 * 9 + k / 12).collect();
            vec![cover_count(x, &by_columns)]
        },
    ));
    out.push(memo_set(
        "count-pe161-turned",
        memo(false),
        "Project Euler 161 turned: the 12x9 grid (12 rows of 9 cells, row-major) tiled by \
         straight and L trominoes (counted here by a transfer matrix row by row)"
            .to_string(),
        "20574308184277971",
        move || tiling_xcc(12, 9, &trominoes),
        |x| vec![cover_count(x, &in_order(x))],
    ));
    out.push(memo_set(
        "count-bell-14",
        memo(false),
        "set partitions of 14 items, every nonempty subset an option: Bell(14) (OEIS A000110; \
         Bell's triangle, and a transfer matrix over the items)"
            .to_string(),
        "190899322",
        || partitions_xcc(14),
        |x| vec![bell(14), cover_count(x, &in_order(x))],
    ));
    out.push(memo_set(
        "count-k22",
        memo(false),
        "perfect matchings of K_22, every pair an option: 21!! (OEIS A001147; the product, and a \
         transfer matrix over the vertices)"
            .to_string(),
        "13749310575",
        || matchings_xcc(22),
        |x| vec![matchings(11), cover_count(x, &in_order(x))],
    ));
    for &(n, count, reduced) in &[(6, "812851200", "9,408"), (5, "161280", "56")] {
        let origin = format!(
            "Latin squares of order {}, cells, row-symbol and column-symbol pairs as items, an \
             option per cell and symbol (OEIS A002860: {}! {}! times the {} reduced squares of \
             A000315, counted here by backtracking)",
            n,
            n,
            n - 1,
            reduced
        );
        out.push(memo_set(
            &format!("count-latin-{}", n),
            memo(n == 5),
            origin,
            count,
            move || latin_xcc(n),
            move |_| vec![latin_squares(n)],
        ));
    }
    out
}

// ---- xcc with multiplicities and costs (Knuth's DLX3, SSMCC and DLX5) ----

/// Instances in Knuth's format with what is known of each (the counts or costs below were
/// found by Knuth's programs when the sets were made), one process each where there are several.
fn knuth_set(name: &str, task: Task, origin: String, v: Vec<(Knuth, Known)>) -> Set {
    let per_case = v.len() > 1;
    let v = std::rc::Rc::new(v);
    set(name, task, per_case, move || {
        let instances = v.iter().map(|(x, _)| Instance::new(x.clone())).collect();
        let known = v.iter().map(|(_, k)| k.clone()).collect();
        cases(origin.clone(), instances, known)
    })
}

/// A problem in Knuth's format whose items are all primary, without bounds or costs.
fn all_primary(names: Vec<String>, options: Vec<Vec<(usize, u32)>>) -> Knuth {
    Knuth {
        primary: names.len(),
        names,
        options,
        bounds: Vec::new(),
        costs: Vec::new(),
    }
}

/// Items `prefix0..prefix{n-1}`.
fn numbered(prefix: &str, n: usize) -> Vec<String> {
    (0..n).map(|i| format!("{}{}", prefix, i)).collect()
}

/// Queens on an `h x w` board, `per_row` in every row and `per_col` in every column (primary
/// items `r<i>` and `c<j>` with those bounds), at most `per_diagonal` on each diagonal (primary
/// items `a<i+j>` and `b<i-j+w-1>` with bounds `0:per_diagonal`): one option per square.
pub fn mcc_queens(h: usize, w: usize, per_row: u32, per_col: u32, per_diagonal: u32) -> Knuth {
    let d = h + w - 1;
    let mut names = numbered("r", h);
    names.extend(numbered("c", w));
    names.extend(numbered("a", d));
    names.extend(numbered("b", d));
    let mut bounds = vec![(per_row, per_row); h];
    bounds.extend(vec![(per_col, per_col); w]);
    bounds.extend(vec![(0, per_diagonal); 2 * d]);
    let mut options = Vec::new();
    for i in 0..h {
        for j in 0..w {
            let items = [i, h + j, h + w + i + j, h + w + d + i + w - 1 - j];
            options.push(items.iter().map(|&k| (k, 0)).collect());
        }
    }
    Knuth {
        bounds,
        ..all_primary(names, options)
    }
}

/// `count` distinct numbers below `n`, in the order drawn.
fn distinct(rng: &mut Rng, n: usize, count: usize) -> Vec<usize> {
    let mut v: Vec<usize> = Vec::new();
    while v.len() < count.min(n) {
        let k = rng.below(n);
        if !v.contains(&k) {
            v.push(k);
        }
    }
    v
}

/// A random problem with multiplicities and colours (seeded): `primary` items `p<i>`, each
/// exact, `2|`, `1:3|` or `0:2|` as drawn (3:2:1:1), and `secondary` items `s<i>` with
/// `colours` colours. A planted solution: each item's multiplicity drawn within its bounds,
/// the items of multiplicity above `r` shuffled and cut into options of 1-3 for each `r`, each
/// option colouring 0-2 secondary items with their one colour of the planting; then random
/// options of 2-4 primary items and 1-3 secondary ones (coloured, or a fifth of them not), up
/// to `options`; all shuffled. Loose bounds multiply the solutions: a coloured secondary item
/// or two in every option keep their number, and the time, within reach.
pub fn random_mcc(
    seed: u64,
    primary: usize,
    secondary: usize,
    colours: u32,
    options: usize,
) -> Knuth {
    let mut rng = Rng(seed);
    let kinds = [(1, 1), (1, 1), (1, 1), (2, 2), (2, 2), (1, 3), (0, 2)];
    let bounds: Vec<(u32, u32)> = (0..primary)
        .map(|_| kinds[rng.below(kinds.len())])
        .collect();
    let planted_colour: Vec<u32> = (0..secondary)
        .map(|_| 1 + rng.below(colours as usize) as u32)
        .collect();
    let times: Vec<u32> = bounds
        .iter()
        .map(|&(lo, hi)| lo + rng.below((hi - lo + 1) as usize) as u32)
        .collect();
    let mut opts: Vec<Vec<(usize, u32)>> = Vec::new();
    for r in 0..3 {
        let mut layer: Vec<usize> = (0..primary).filter(|&i| times[i] > r).collect();
        rng.shuffle(&mut layer);
        let mut rest = &layer[..];
        while !rest.is_empty() {
            let (part, after) = rest.split_at((1 + rng.below(3)).min(rest.len()));
            let mut o: Vec<(usize, u32)> = part.iter().map(|&i| (i, 0)).collect();
            let n = rng.below(3);
            for s in distinct(&mut rng, secondary, n) {
                o.push((primary + s, planted_colour[s]));
            }
            opts.push(o);
            rest = after;
        }
    }
    while opts.len() < options {
        let n = 2 + rng.below(3);
        let mut o: Vec<(usize, u32)> = distinct(&mut rng, primary, n)
            .into_iter()
            .map(|i| (i, 0))
            .collect();
        let n = 1 + rng.below(3);
        for s in distinct(&mut rng, secondary, n) {
            let c = match rng.below(5) {
                0 => 0,
                _ => 1 + rng.below(colours as usize) as u32,
            };
            o.push((primary + s, c));
        }
        opts.push(o);
    }
    rng.shuffle(&mut opts);
    let mut names = numbered("p", primary);
    names.extend(numbered("s", secondary));
    Knuth {
        names,
        primary,
        options: opts,
        bounds,
        costs: Vec::new(),
    }
}

/// Random set partitioning with costs (seeded): `items` primary items `p<i>`; a planted
/// solution (the shuffled items cut into options of `sizes` items), then random options of
/// `sizes` distinct items, up to `options`; an option of `n` items costs `n` times 1-100.
/// With `secondary` items `s<i>`, each option also colours 1-2 of them with one of `colours`
/// colours (the planted options with one colour an item). All shuffled.
pub fn random_costs(
    seed: u64,
    items: usize,
    sizes: (usize, usize),
    options: usize,
    secondary: usize,
    colours: u32,
) -> Knuth {
    let mut rng = Rng(seed);
    let span = sizes.1 - sizes.0 + 1;
    let planted_colour: Vec<u32> = (0..secondary)
        .map(|_| 1 + rng.below(colours as usize) as u32)
        .collect();
    let mut cols: Vec<usize> = (0..items).collect();
    rng.shuffle(&mut cols);
    let mut opts: Vec<Vec<(usize, u32)>> = Vec::new();
    let mut rest = &cols[..];
    while !rest.is_empty() {
        let (part, after) = rest.split_at((sizes.0 + rng.below(span)).min(rest.len()));
        let mut o: Vec<(usize, u32)> = part.iter().map(|&i| (i, 0)).collect();
        if secondary > 0 {
            let n = 1 + rng.below(2);
            for s in distinct(&mut rng, secondary, n) {
                o.push((items + s, planted_colour[s]));
            }
        }
        opts.push(o);
        rest = after;
    }
    while opts.len() < options {
        let n = sizes.0 + rng.below(span);
        let mut o: Vec<(usize, u32)> = distinct(&mut rng, items, n)
            .into_iter()
            .map(|i| (i, 0))
            .collect();
        if secondary > 0 {
            let n = 1 + rng.below(2);
            for s in distinct(&mut rng, secondary, n) {
                o.push((items + s, 1 + rng.below(colours as usize) as u32));
            }
        }
        opts.push(o);
    }
    rng.shuffle(&mut opts);
    let costs = opts
        .iter()
        .map(|o| {
            let n = o.iter().filter(|&&(i, _)| i < items).count() as u64;
            n * (1 + rng.below(100) as u64)
        })
        .collect();
    let mut names = numbered("p", items);
    names.extend(numbered("s", secondary));
    Knuth {
        names,
        primary: items,
        options: opts,
        bounds: Vec::new(),
        costs,
    }
}

/// Queens with multiplicities ([`mcc_queens`]): (name, rows, columns, queens a row, a column,
/// at most on a diagonal, solutions as Knuth's DLX3 and SSMCC count them).
const MCC_QUEENS: [(&str, usize, usize, u32, u32, u32, u64); 3] = [
    ("mcc-queens-2-8", 8, 8, 2, 2, 2, 477_136),
    ("mcc-queens-3-7", 7, 7, 3, 3, 3, 1_319_016),
    ("mcc-queens-6x8", 6, 8, 4, 3, 3, 99_892),
];

/// A set of random problems with multiplicities and colours ([`random_mcc`]).
struct MccSet {
    name: &'static str,
    primary: usize,
    secondary: usize,
    colours: u32,
    options: usize,
    /// Each instance's seed and its solutions, as Knuth's DLX3 and SSMCC count them.
    runs: &'static [(u64, u64)],
}

/// Seeds from 1, as many as keep DLX3 within a few seconds (the counts, and the times, vary
/// by orders of magnitude from seed to seed: 100 primary items' seed 7 takes minutes).
const MCC_RANDOM: [MccSet; 2] = [
    MccSet {
        name: "mcc-random-60",
        primary: 60,
        secondary: 12,
        colours: 3,
        options: 300,
        runs: &[
            (1, 10_464),
            (2, 1_013_348),
            (3, 13_632),
            (4, 192_006),
            (5, 20_337_392),
            (6, 29_523),
            (7, 21_015_108),
            (8, 1_431_924),
        ],
    },
    MccSet {
        name: "mcc-random-100",
        primary: 100,
        secondary: 20,
        colours: 4,
        options: 450,
        runs: &[
            (1, 326_160),
            (2, 8_130),
            (3, 13_824),
            (4, 52_446_640),
            (5, 10_624),
            (6, 14_464),
        ],
    },
];

/// A set of random set partitionings with costs ([`random_costs`]).
struct CostSet {
    name: &'static str,
    items: usize,
    /// The least and most items of an option.
    sizes: (usize, usize),
    options: usize,
    secondary: usize,
    colours: u32,
    /// How many of the least costs are asked (`k<n>`).
    best: u32,
    /// Each instance's seed and its least costs, as Knuth's DLX5 finds them (and, once, when the
    /// sets were made, a plain branch and bound written apart from it).
    runs: &'static [(u64, &'static [u64])],
}

const COSTS: [CostSet; 4] = [
    CostSet {
        name: "cost-60-2to5",
        items: 60,
        sizes: (2, 5),
        options: 600,
        secondary: 0,
        colours: 0,
        best: 1,
        runs: &[(1, &[889]), (2, &[703])],
    },
    CostSet {
        name: "cost-75-3",
        items: 75,
        sizes: (3, 3),
        options: 400,
        secondary: 0,
        colours: 0,
        best: 1,
        runs: &[(1, &[1713])],
    },
    CostSet {
        name: "cost-60-2to5-best3",
        items: 60,
        sizes: (2, 5),
        options: 400,
        secondary: 0,
        colours: 0,
        best: 3,
        runs: &[
            (1, &[1026, 1057, 1090]),
            (2, &[823, 854, 920]),
            (3, &[1064, 1069, 1114]),
        ],
    },
    CostSet {
        name: "cost-60-2to5-coloured",
        items: 60,
        sizes: (2, 5),
        options: 600,
        secondary: 8,
        colours: 3,
        best: 1,
        runs: &[(1, &[2138]), (2, &[2174])],
    },
];

/// xcc with Knuth's multiplicities (his DLX3 and SSMCC count the same) and costs (his DLX5):
/// queens with bounds, random problems with bounds and colours, random set partitioning with
/// costs; every count and cost as Knuth's programs found them when the sets were made.
fn knuth_extensions() -> Vec<Set> {
    let mut out = Vec::new();
    // The problems of `runs` (a seed and what is known of its problem) made by `make`, and
    // the seeds as the set's origin names them.
    let seeded = |runs: Vec<(u64, Known)>, make: &dyn Fn(u64) -> Knuth| {
        let seeds = match runs.len() {
            1 => format!("seed {}", runs[0].0),
            n => format!("seeds {}-{}, one process each", runs[0].0, runs[n - 1].0),
        };
        let v: Vec<(Knuth, Known)> = runs.into_iter().map(|(s, k)| (make(s), k)).collect();
        (seeds, v)
    };
    for &(name, h, w, row, col, diagonal, count) in &MCC_QUEENS {
        let origin = format!(
            "{} queens in every row and {} in every column of the {}x{} board, at most {} on \
             each diagonal (bounds on primary items, one option a square): {} solutions",
            row,
            col,
            h,
            w,
            diagonal,
            thousands(count)
        );
        let x = mcc_queens(h, w, row, col, diagonal);
        out.push(knuth_set(
            name,
            Task::CountMcc,
            origin,
            vec![(x, Known::Count(count))],
        ));
    }
    for s in &MCC_RANDOM {
        let counts: Vec<String> = s.runs.iter().map(|r| thousands(r.1)).collect();
        let runs = s.runs.iter().map(|&(seed, n)| (seed, Known::Count(n)));
        let (seeds, v) = seeded(runs.collect(), &|seed| {
            random_mcc(seed, s.primary, s.secondary, s.colours, s.options)
        });
        let origin = format!(
            "random problems with bounds and colours: {} primary items (exact, 2, 1:3, 0:2), {} \
             secondary, {} colours, {} options with a planted solution; {}: {} solutions",
            s.primary,
            s.secondary,
            s.colours,
            s.options,
            seeds,
            counts.join(", ")
        );
        out.push(knuth_set(s.name, Task::CountMcc, origin, v));
    }
    for s in &COSTS {
        let coloured = match s.secondary {
            0 => String::new(),
            n => format!(
                ", each colouring 1-2 of {} secondary items ({} colours)",
                n, s.colours
            ),
        };
        let asked = match s.best {
            1 => "the least cost".to_string(),
            k => format!("the {} least costs (k{})", k, k),
        };
        let sizes = match s.sizes {
            (lo, hi) if lo == hi => lo.to_string(),
            (lo, hi) => format!("{}-{}", lo, hi),
        };
        let costs: Vec<String> = s.runs.iter().map(|r| format!("{:?}", r.1)).collect();
        let runs = s
            .runs
            .iter()
            .map(|&(seed, c)| (seed, Known::Costs(c.to_vec())));
        let (seeds, v) = seeded(runs.collect(), &|seed| {
            random_costs(seed, s.items, s.sizes, s.options, s.secondary, s.colours)
        });
        let origin = format!(
            "random set partitioning with costs: {} items, {} options of {} items with a planted \
             solution{}, costing n x (1-100) for n items; {}; {}: {}",
            s.items,
            s.options,
            sizes,
            coloured,
            asked,
            seeds,
            costs.join(", ")
        );
        out.push(knuth_set(s.name, Task::MinCost(s.best), origin, v));
    }
    out
}
