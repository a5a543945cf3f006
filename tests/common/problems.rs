//! The problem registry: each judge file (`src/bin/<name>.rs`) is defined here once, and the
//! sample, hostile and stress tests and the benchmark (`examples/bench`) iterate over
//! [`PROBLEMS`]. Adding a problem is one entry here, its file in `src/bin/`, its samples in
//! `samples/<name>/` (and its README rows): nothing else names it. The tests hold its runs to
//! the one verdict (`verdict.rs`); the benchmark gives it a default set from its `generate`
//! unless `examples/bench/sets.rs` has hand-made sets of that name.
//!
//! # Public API
//!
//! - [`PROBLEMS`]: every entry; [`problem`]: the entry of a bin by name.
//! - [`Problem`]: one entry. Its fields:
//!   - `name`: the bin's name, also its samples' folder `samples/<name>/`;
//!   - `read`: a judge input -> its [`Instance`]s, read as the judges' own solutions read it;
//!   - `write`: [`Instance`]s -> a judge input (the judge's own layout);
//!   - `parse`: a judge file's output -> its [`Answer`]s (strict: the judge's format);
//!   - `judge`: one answer against its instance, by a reference that does not use the DLX;
//!   - `exact`: whether `X.out` is the only right answer for a sample `X.in`;
//!   - `expected_checked`: whether the sample test also holds each sample's `X.out` to the
//!     check (false where the reference is slow on some sample);
//!   - `generate`: a seed -> one instance for the stress test ([`Generated`]), and `stress`:
//!     how the stress test runs them ([`Stress`]);
//! - [`Problem::check`]: `(input, output) -> Result<(), String>`, the one checker of every
//!   problem: `read`, `parse`, then `judge` on EVERY answer (an answer for each instance, in
//!   order). A problem checks differently only through those parts.
//!
//! Nothing here uses the DLX: the references are in `reference.rs`, the generators in `gen.rs`.
//!
//! The files for function judges (LeetCode, Codewars) are judged through their `main`, which
//! reads the site's examples as the site prints them and prints what the function returns.

use super::gen;
use super::reference::{
    bead_fillings, best_target_score, check_filling, check_queens, count_sudoku, count_xcc,
    has_cover, mcc_costs, polyominoes_fill, queens_counted, queens_placements, queens_rows,
    sudoku_solvable, tiles_fill, Board, Knuth, Matrix,
};
use super::{cells, check_sudoku, judge_lines, strip_bom, Grid};

/// One instance of a problem, in the terms of its statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Instance {
    /// A Sudoku grid: 81 cells (9x9) or 256 (16x16), row by row, 0 empty, `1..=n` a digit.
    Sudoku(Grid),
    /// A 0/1 matrix (P4929).
    Cover(Matrix),
    /// A P4205 board: 55 cells in reading order, a letter `A`-`L` or `.`.
    Beads(Board),
    /// An N queens board (SP1771): each row's preset column, from 1; 0 = none. LeetCode 51 and
    /// 52, and P1219, ask about the board of `n` zeros.
    Queens(Vec<usize>),
    Xcc(Knuth),
    /// CSES 1624: the 64 squares row by row, `.` free or `*` reserved.
    Chessboard(Vec<u8>),
    /// P1562: `N` and its `N * N` squares row by row, `true` where a queen may stand (`*`).
    Allowed(usize, Vec<bool>),
    /// ABC322 D: the three pictures' 48 cells, picture by picture, row by row, `#` or `.`.
    Polyominoes(Vec<u8>),
    /// ABC345 D: the grid's `H` and `W`, and each tile's `A` and `B`.
    Tiles(usize, usize, Vec<(usize, usize)>),
}

/// One answer of a judge file's output, as `parse` reads it.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// A filled Sudoku grid (its digits as printed; `judge` checks them).
    Grid(Grid),
    /// Lines in an answer's place that are not of the answer's form: right only in the place of
    /// an instance that breaks the problem's promise (a grid without solution), whose place the
    /// file keeps with lines of its choice.
    Held(Vec<String>),
    /// SP13980: the number of solutions, and the grid when it is 1.
    Count(u64, Option<Grid>),
    /// P1074: the best score.
    Score(u64),
    /// The problem's "none": `No Solution!` (P4929), `No solution` (P4205), `Find another job`
    /// (sudokunique), `-1` (P1074).
    Nothing,
    /// sudokunique: `Non-unique`.
    NonUnique,
    /// P4929: the chosen rows, from 1, as printed.
    Rows(Vec<usize>),
    /// P4205: the filled board.
    Beads(Board),
    /// SP1771: each row's queen column, from 1.
    Queens(Vec<usize>),
    /// LeetCode 51: every board, each as its rows.
    Boards(Vec<Vec<String>>),
    /// P1219: the placements printed (each row's column, from 1), then the count.
    FirstQueens(Vec<Vec<usize>>, u64),
    /// ABC322 D, ABC345 D: `Yes` or `No`.
    YesNo(bool),
    /// xcc with costs: the least costs of the solutions, the best first.
    Costs(Vec<u64>),
}

/// One generated stress instance.
#[derive(Clone, Debug)]
pub struct Generated {
    pub instance: Instance,
    /// What kind of instance the generator made (its tally, and `Stress::kinds`).
    pub kind: &'static str,
    /// It breaks the problem's promise (a grid without solution where one is promised): the
    /// file must exit with code 1, name it on stderr, and keep its place in the output.
    pub broken: bool,
}

/// How the stress test runs a problem's generated instances.
pub struct Stress {
    /// Mixed into the seeds, so that each problem draws its own.
    pub salt: u64,
    /// Instances by default (`STRESS_N` overrides).
    pub n: usize,
    /// Instances per input (one process each): 1 for a problem of one instance an input.
    pub batch: usize,
    /// `(word, percent)`: at least `percent`% of the instances have a kind containing `word`
    /// (checked from 100 instances on), so that the generator tests what it means to.
    pub kinds: &'static [(&'static str, usize)],
}

/// One judge file and everything the tests and the benchmark know about its problem.
pub struct Problem {
    /// The bin's name: `src/bin/<name>.rs`, `samples/<name>/`.
    pub name: &'static str,
    /// A judge input -> its instances, read as the judges' own solutions read it.
    pub read: fn(input: &[u8]) -> Result<Vec<Instance>, String>,
    /// Instances -> a judge input. Problems of one instance an input write only the first.
    pub write: fn(instances: &[Instance]) -> Vec<u8>,
    /// A judge file's output -> its answers, in the judge's format.
    pub parse: fn(output: &[u8]) -> Result<Vec<Answer>, String>,
    /// One answer against its instance, by a reference that does not use the DLX.
    pub judge: fn(instance: &Instance, answer: &Answer) -> Result<(), String>,
    /// Whether `X.out` is the only right answer to a sample `X.in` (else `check` decides).
    pub exact: bool,
    /// Whether the sample test also holds each sample's `X.out` to `check`.
    pub expected_checked: bool,
    /// A seed -> one stress instance.
    pub generate: fn(seed: u64) -> Generated,
    pub stress: Stress,
}

/// Placements the Sudoku reference may try to decide whether a grid has a solution.
pub const SOLVABLE_BUDGET: u64 = 20_000_000;

/// Placements the Sudoku reference may try to count a grid's solutions (SP13980): a grid with
/// too many to count by visiting them is an error of the test, not a hang.
pub const COUNT_BUDGET: u64 = 2_000_000_000;

/// Options the xcc reference may try to count a problem's solutions.
pub const XCC_BUDGET: u64 = 100_000_000;

/// Rows the exact-cover reference may try to prove that a matrix has no cover.
pub const COVER_BUDGET: u64 = 200_000_000;

/// Whether the references run without their budgets: the benchmark lifts them (it checks each
/// answer once and may wait for it, on instances the tests would not give), while a test keeps
/// them, so that a reference slower than expected fails the test instead of stalling it.
static UNBOUNDED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Lets every reference search to the end (the benchmark's checks).
pub fn lift_budgets() {
    UNBOUNDED.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// `limit`, or no limit once `lift_budgets` has run.
fn budget(limit: u64) -> u64 {
    match UNBOUNDED.load(std::sync::atomic::Ordering::Relaxed) {
        true => u64::MAX,
        false => limit,
    }
}

/// Every judge file, in the order of `src/bin`'s problems by family.
pub static PROBLEMS: &[Problem] = &[
    Problem {
        name: "p10482",
        read: read_p10482,
        write: write_p10482,
        parse: parse_p10482,
        judge: judge_solved,
        exact: true,
        expected_checked: true,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 10482,
            n: 2000,
            batch: 500,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
    },
    Problem {
        name: "p10481",
        read: read_p10481,
        write: write_p10481,
        parse: parse_p10481,
        judge: judge_solved,
        exact: false,
        expected_checked: true,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 10481,
            n: 500,
            batch: 250,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
    },
    Problem {
        name: "p1784",
        read: read_one9,
        write: write_one9,
        parse: parse_p1784,
        judge: judge_solved,
        exact: true,
        expected_checked: true,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 1784,
            n: 100,
            batch: 1,
            kinds: &[("revealed", 20)],
        },
    },
    Problem {
        name: "p1074",
        read: read_one9,
        write: write_one9,
        parse: parse_p1074,
        judge: judge_p1074,
        exact: true,
        expected_checked: false,
        generate: gen::target9,
        stress: Stress {
            salt: 1074,
            n: 300,
            batch: 1,
            kinds: &[("clash", 10), ("changed", 10)],
        },
    },
    Problem {
        name: "sp13980",
        read: read_sp13980,
        write: write_sp13980,
        parse: parse_sp13980,
        judge: judge_sp13980,
        exact: true,
        expected_checked: false,
        generate: gen::counted9,
        stress: Stress {
            salt: 13980,
            n: 2000,
            batch: 500,
            kinds: &[("revealed", 20)],
        },
    },
    Problem {
        name: "sudokunique",
        read: read_sudokunique,
        write: write_sudokunique,
        parse: parse_sudokunique,
        judge: judge_sudokunique,
        exact: true,
        expected_checked: true,
        generate: gen::uniqueness9,
        stress: Stress {
            salt: 0x5d0c,
            n: 120,
            batch: 100,
            kinds: &[("one", 12), ("several", 12), ("no completion", 12)],
        },
    },
    Problem {
        name: "uva1309",
        read: read_uva1309,
        write: write_uva1309,
        parse: parse_grids16,
        judge: judge_solved,
        exact: true,
        expected_checked: true,
        generate: gen::sudoku16,
        stress: Stress {
            salt: 1309,
            n: 300,
            batch: 100,
            kinds: &[("revealed", 20)],
        },
    },
    Problem {
        name: "sp1110",
        read: read_sp1110,
        write: write_sp1110,
        parse: parse_grids16,
        judge: judge_solved,
        exact: true,
        expected_checked: true,
        generate: gen::sudoku16,
        stress: Stress {
            salt: 1110,
            n: 300,
            // SP1110 allows at most 10 grids an input (K <= 10).
            batch: 10,
            kinds: &[("revealed", 20)],
        },
    },
    Problem {
        name: "p4929",
        read: read_p4929,
        write: write_first,
        parse: parse_p4929_output,
        judge: judge_p4929,
        exact: false,
        expected_checked: true,
        generate: gen::cover,
        stress: Stress {
            salt: 4929,
            n: 1000,
            batch: 1,
            kinds: &[("random", 15), ("planted", 30), ("uncoverable", 3)],
        },
    },
    Problem {
        name: "p4205",
        read: read_p4205,
        write: write_first,
        parse: parse_p4205,
        judge: judge_p4205,
        exact: true,
        expected_checked: true,
        generate: gen::beads,
        stress: Stress {
            salt: 4205,
            n: 300,
            batch: 1,
            kinds: &[("fillable", 25), ("no filling", 10), ("moved", 33)],
        },
    },
    Problem {
        name: "sp1771",
        read: read_sp1771,
        write: write_sp1771,
        parse: parse_sp1771,
        judge: judge_sp1771,
        exact: false,
        expected_checked: true,
        generate: gen::queens,
        stress: Stress {
            salt: 1771,
            n: 500,
            batch: 500,
            kinds: &[("N = 50", 20), ("share", 20)],
        },
    },
    Problem {
        name: "lc37",
        read: read_lc37,
        write: |i| write_site(i, true),
        parse: parse_lc37,
        judge: judge_solved,
        exact: true,
        expected_checked: true,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 37,
            n: 500,
            batch: 250,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
    },
    Problem {
        name: "codewars_sudoku",
        read: read_codewars,
        write: |i| write_site(i, false),
        parse: parse_codewars,
        judge: judge_solved,
        exact: true,
        expected_checked: true,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 0xc0de,
            n: 500,
            batch: 250,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
    },
    Problem {
        name: "lc51",
        read: read_leetcode_n,
        write: write_leetcode_n,
        parse: parse_lc51,
        judge: judge_lc51,
        exact: false,
        expected_checked: true,
        generate: gen::leetcode_queens,
        stress: Stress {
            salt: 51,
            n: 200,
            batch: 100,
            kinds: &[("n = 1-9", 70), ("n = 10", 3)],
        },
    },
    Problem {
        name: "lc52",
        read: read_leetcode_n,
        write: write_leetcode_n,
        parse: parse_counts,
        judge: judge_count_queens,
        exact: true,
        expected_checked: true,
        generate: gen::leetcode_queens,
        stress: Stress {
            salt: 52,
            n: 200,
            batch: 100,
            kinds: &[("n = 1-9", 70), ("n = 10", 3)],
        },
    },
    Problem {
        name: "cses1624",
        read: read_cses1624,
        write: write_first,
        parse: parse_counts,
        judge: judge_count_queens,
        exact: true,
        expected_checked: true,
        generate: gen::chessboard,
        stress: Stress {
            salt: 1624,
            n: 300,
            batch: 1,
            kinds: &[("empty", 3), ("a few", 25), ("many", 25)],
        },
    },
    Problem {
        name: "p1219",
        read: read_p1219,
        write: write_leetcode_n,
        parse: parse_p1219,
        judge: judge_p1219,
        exact: true,
        expected_checked: true,
        generate: gen::checker,
        stress: Stress {
            salt: 1219,
            n: 40,
            batch: 1,
            kinds: &[("n = 6-13", 40), ("n = 1-5", 10)],
        },
    },
    Problem {
        name: "p1562",
        read: read_p1562,
        write: write_first,
        parse: parse_counts,
        judge: judge_count_queens,
        exact: true,
        expected_checked: true,
        generate: gen::allowed_board,
        stress: Stress {
            salt: 1562,
            n: 150,
            batch: 1,
            kinds: &[
                ("mirror left", 15),
                ("mirror top", 15),
                ("no mirror", 20),
                ("N = 12-14", 10),
            ],
        },
    },
    Problem {
        name: "abc322d",
        read: read_abc322d,
        write: write_first,
        parse: parse_yes_no,
        judge: judge_yes_no,
        exact: true,
        expected_checked: true,
        generate: gen::polyominoes,
        stress: Stress {
            salt: 322,
            n: 300,
            batch: 1,
            kinds: &[("cut", 60), ("turned over", 25), ("random", 10)],
        },
    },
    Problem {
        name: "abc345d",
        read: read_abc345d,
        write: write_first,
        parse: parse_yes_no,
        judge: judge_yes_no,
        exact: true,
        expected_checked: true,
        generate: gen::tiles,
        stress: Stress {
            salt: 345,
            n: 300,
            batch: 1,
            kinds: &[
                ("planted", 40),
                ("changed", 10),
                ("random", 10),
                ("10x10", 35),
            ],
        },
    },
    Problem {
        name: "xcc",
        read: read_xcc,
        write: write_first,
        parse: parse_xcc,
        judge: judge_xcc,
        exact: true,
        expected_checked: true,
        generate: gen::xcc,
        stress: Stress {
            salt: 2000,
            n: 300,
            batch: 1,
            kinds: &[
                ("coloured", 25),
                ("uncoloured", 5),
                ("deep", 25),
                ("bounds", 2),
                ("costs", 5),
            ],
        },
    },
];

/// The entry of bin `name`.
pub fn problem(name: &str) -> &'static Problem {
    PROBLEMS
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no problem {} in the registry", name))
}

impl Problem {
    /// Whether every answer of `output` is right for `input`: `read`, `parse`, then `judge` on
    /// every answer, in order (an answer for each instance). A problem whose check differs says
    /// so in those parts, so that this is the one checker of every problem.
    pub fn check(&self, input: &[u8], output: &[u8]) -> Result<(), String> {
        let instances = (self.read)(input)?;
        let answers = (self.parse)(output)?;
        if answers.len() != instances.len() {
            return Err(format!(
                "{} instances but {} answers in the output",
                instances.len(),
                answers.len()
            ));
        }
        for (k, (i, a)) in instances.iter().zip(&answers).enumerate() {
            (self.judge)(i, a).map_err(|e| format!("answer {}: {}", k + 1, e))?;
        }
        Ok(())
    }
}

// ---- reading inputs ----

/// A 9x9 cell as the judges read it: `1`-`9`, `0` or `.` empty.
fn cell9(c: u8) -> Option<u8> {
    match c {
        b'1'..=b'9' => Some(c - b'0'),
        b'0' | b'.' => Some(0),
        _ => None,
    }
}

/// 9x9 grids from a stream of cells, 81 each; a partial last one dropped; at most `limit`.
fn grids9(cells: &[u8], limit: usize) -> Result<Vec<Instance>, String> {
    cells
        .chunks_exact(81)
        .take(limit)
        .enumerate()
        .map(|(k, chunk)| {
            chunk
                .iter()
                .map(|&c| cell9(c))
                .collect::<Option<Grid>>()
                .map(Instance::Sudoku)
                .ok_or_else(|| format!("input grid {}: a character that is no cell", k + 1))
        })
        .collect()
}

/// The count that starts an input (`T`, `K`) and what follows it. A count past `usize` reads as
/// "more than the input holds".
fn counted(input: &[u8]) -> Result<(usize, &[u8]), String> {
    let input = strip_bom(input);
    let start = input
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .ok_or("input: no count")?;
    let end = input[start..]
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .map_or(input.len(), |k| start + k);
    let token = &input[start..end];
    if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
        return Err(format!(
            "input: the count {:?} is not a number",
            String::from_utf8_lossy(token)
        ));
    }
    let k = std::str::from_utf8(token)
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(usize::MAX);
    Ok((k, &input[end..]))
}

/// The puzzles of a P10482 input, read as a stream of cells: 81 cells each, up to a cell `e` or
/// `E` where a puzzle would start (`end`) or the end of the input; a partial last one is dropped.
pub fn read_p10482(input: &[u8]) -> Result<Vec<Instance>, String> {
    let cells = cells(input);
    let mut puzzles = Vec::new();
    for chunk in cells.chunks(81) {
        if chunk[0] == b'e' || chunk[0] == b'E' || chunk.len() < 81 {
            break;
        }
        let grid = chunk.iter().map(|&c| cell9(c)).collect::<Option<Grid>>();
        match grid {
            Some(g) => puzzles.push(Instance::Sudoku(g)),
            None => {
                return Err(format!(
                    "input puzzle {}: a character that is no cell",
                    puzzles.len() + 1
                ))
            }
        }
    }
    Ok(puzzles)
}

/// P10481: `T`, then `T` grids of 81 cells in any layout (fewer if the input ends first).
fn read_p10481(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (t, rest) = counted(input)?;
    grids9(&cells(rest), t)
}

/// P1784, P1074: one grid of 81 cells in any layout; what follows is ignored.
fn read_one9(input: &[u8]) -> Result<Vec<Instance>, String> {
    grids9(&cells(input), 1)
}

/// sudokunique: grids of 81 cells to the end of the input.
fn read_sudokunique(input: &[u8]) -> Result<Vec<Instance>, String> {
    grids9(&cells(input), usize::MAX)
}

/// SP13980: `T`, then `T` grids of 81 cells (each non-blank character a cell).
fn read_sp13980(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (t, rest) = counted(input)?;
    grids9(&cells(rest), t)
}

/// 16x16 grids from a stream of cells (`A`-`P`, `-` empty), 256 each; a partial last grid is
/// dropped, at most `limit` grids are read.
fn grids16(cells: &[u8], limit: usize) -> Result<Vec<Instance>, String> {
    cells
        .chunks_exact(256)
        .take(limit)
        .enumerate()
        .map(|(k, chunk)| {
            chunk
                .iter()
                .map(|&c| match c {
                    b'A'..=b'P' => Ok(c - b'A' + 1),
                    b'-' => Ok(0),
                    _ => Err(format!("input grid {}: {:?} is no cell", k + 1, c as char)),
                })
                .collect::<Result<Grid, String>>()
                .map(Instance::Sudoku)
        })
        .collect()
}

/// UVA1309: grids of 256 cells in any layout, to the end.
fn read_uva1309(input: &[u8]) -> Result<Vec<Instance>, String> {
    grids16(&cells(input), usize::MAX)
}

/// SP1110: `K`, then `K` grids of 256 cells in any layout (fewer if the input ends first; what
/// follows the `K`-th is ignored).
fn read_sp1110(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (k, rest) = counted(input)?;
    grids16(&cells(rest), k)
}

/// A P4929 input: `N M`, then the `N*M` values `0`/`1` in any layout (with or without blanks
/// between them; what follows is ignored), as the sets of columns holding a 1.
pub fn parse_p4929(input: &[u8]) -> Result<(usize, Vec<Vec<usize>>), String> {
    let text = String::from_utf8_lossy(strip_bom(input)).into_owned();
    let mut rest = text.as_str();
    let mut size = |what: &str| -> Result<usize, String> {
        let t = rest.trim_start();
        let end = t.find(|c: char| c.is_ascii_whitespace()).unwrap_or(t.len());
        let n = t[..end]
            .parse::<usize>()
            .map_err(|_| format!("input: no {}", what))?;
        rest = &t[end..];
        Ok(n)
    };
    let (n, m) = (size("N")?, size("M")?);
    let mut values = rest.bytes().filter(|b| !b.is_ascii_whitespace());
    let mut rows = Vec::with_capacity(n.min(1 << 20));
    for r in 0..n {
        let mut ones = Vec::new();
        for c in 0..m {
            match values.next() {
                Some(b'1') => ones.push(c),
                Some(b'0') => {}
                v => {
                    return Err(format!(
                        "input: row {} column {}: {:?}",
                        r + 1,
                        c + 1,
                        v.map(char::from)
                    ))
                }
            }
        }
        rows.push(ones);
    }
    Ok((m, rows))
}

fn read_p4929(input: &[u8]) -> Result<Vec<Instance>, String> {
    let (m, rows) = parse_p4929(input)?;
    Ok(vec![Instance::Cover(Matrix { m, rows })])
}

/// P4205: the first 55 cells, in any layout.
fn read_p4205(input: &[u8]) -> Result<Vec<Instance>, String> {
    let cells = cells(input);
    if cells.len() < 55 {
        return Err(format!("input: {} cells, not 55", cells.len()));
    }
    let mut board = [b'.'; 55];
    for (k, &c) in cells[..55].iter().enumerate() {
        if c != b'.' && !(b'A'..=b'L').contains(&c) {
            return Err(format!("input: cell {} is {:?}", k + 1, c as char));
        }
        board[k] = c;
    }
    Ok(vec![Instance::Beads(board)])
}

/// SP1771: cases of `N`, then `N` columns (from 1, 0 = none). A last case cut short is not one.
fn read_sp1771(input: &[u8]) -> Result<Vec<Instance>, String> {
    let text = String::from_utf8_lossy(strip_bom(input));
    let numbers = text
        .split_whitespace()
        .map(|t| t.parse::<usize>().map_err(|_| format!("input: {:?}", t)))
        .collect::<Result<Vec<usize>, String>>()?;
    let mut cases = Vec::new();
    let mut rest = &numbers[..];
    while let Some((&n, after)) = rest.split_first() {
        if after.len() < n {
            break;
        }
        cases.push(Instance::Queens(after[..n].to_vec()));
        rest = &after[n..];
    }
    Ok(cases)
}

/// xcc: Knuth's format, read as written here (no checks of name lengths: the bins' own), with
/// bounds on primary items (`lo:hi|name`, `hi|name`: DLX3) and costs (`|n` in an option, added
/// up: DLX5).
fn read_xcc(input: &[u8]) -> Result<Vec<Instance>, String> {
    let text = String::from_utf8_lossy(strip_bom(input)).into_owned();
    let mut lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('|'));
    let head: Vec<&str> = lines
        .next()
        .ok_or("no line of items")?
        .split_whitespace()
        .collect();
    let bar = head.iter().position(|&w| w == "|").unwrap_or(head.len());
    let (mut names, mut bounds) = (Vec::new(), Vec::new());
    for (k, w) in head.iter().enumerate().filter(|&(_, &w)| w != "|") {
        let Some((spec, name)) = w.rsplit_once('|').filter(|_| k < bar) else {
            names.push(w.to_string());
            bounds.push((1, 1));
            continue;
        };
        let number = |t: &str| t.parse::<u32>().map_err(|_| format!("bound {:?}", w));
        bounds.push(match spec.split_once(':') {
            Some((lo, hi)) => (number(lo)?, number(hi)?),
            None => (number(spec)?, number(spec)?),
        });
        names.push(name.to_string());
    }
    bounds.truncate(bar);
    if bounds.iter().all(|&b| b == (1, 1)) {
        bounds.clear();
    }
    let (mut options, mut colours, mut costs) = (Vec::new(), Vec::new(), Vec::new());
    for l in lines {
        let (mut o, mut cost) = (Vec::new(), None);
        for w in l.split_whitespace() {
            if let Some(n) = w.strip_prefix('|') {
                let n = n.parse::<u64>().map_err(|_| format!("cost {:?}", w))?;
                cost = Some(cost.unwrap_or(0) + n);
                continue;
            }
            let (name, colour) = match w.find(':') {
                Some(k) => (&w[..k], Some(&w[k + 1..])),
                None => (w, None),
            };
            let i = names
                .iter()
                .position(|n| n == name)
                .ok_or_else(|| format!("unknown item {:?}", name))?;
            // Colours numbered from 1 as they first come.
            let c = colour.map_or(0, |c| match colours.iter().position(|&k| k == c) {
                Some(k) => k as u32 + 1,
                None => {
                    colours.push(c);
                    colours.len() as u32
                }
            });
            o.push((i, c));
        }
        options.push(o);
        costs.push(cost);
    }
    let costs = match costs.iter().any(Option::is_some) {
        true => costs.into_iter().map(|c| c.unwrap_or(0)).collect(),
        false => Vec::new(),
    };
    Ok(vec![Instance::Xcc(Knuth {
        names,
        primary: bar,
        options,
        bounds,
        costs,
    })])
}

/// The cells of boards as LeetCode and Codewars print them (`[["5",".",...],...]`,
/// `[[5,0,...],...]`): every byte not blank but the brackets, commas, quotes and semicolons,
/// 81 a board; a name and `=` before a board's first cell (`board =`) are skipped. A partial
/// last board is dropped.
fn site_boards(input: &[u8]) -> Vec<Vec<u8>> {
    let bytes: Vec<u8> = cells(input);
    let mut boards = Vec::new();
    let mut board = Vec::new();
    let mut k = 0;
    while k < bytes.len() {
        if board.is_empty() {
            let name = bytes[k..]
                .iter()
                .take_while(|b| b.is_ascii_alphabetic())
                .count();
            if name > 0 && bytes.get(k + name) == Some(&b'=') {
                k += name + 1;
                continue;
            }
        }
        if !b"[],\";".contains(&bytes[k]) {
            board.push(bytes[k]);
            if board.len() == 81 {
                boards.push(std::mem::take(&mut board));
            }
        }
        k += 1;
    }
    boards
}

/// Boards of `site_boards` as grids, each cell `digit` of its byte, `None` for no cell.
fn site_grids(input: &[u8], digit: fn(u8) -> Option<u8>) -> Result<Vec<Instance>, String> {
    site_boards(input)
        .iter()
        .enumerate()
        .map(|(k, b)| {
            b.iter()
                .map(|&c| digit(c))
                .collect::<Option<Grid>>()
                .map(Instance::Sudoku)
                .ok_or_else(|| format!("input board {}: a character that is no cell", k + 1))
        })
        .collect()
}

/// LeetCode 37: boards of `1`-`9` and `.` (the function takes `0` for an empty cell too).
fn read_lc37(input: &[u8]) -> Result<Vec<Instance>, String> {
    site_grids(input, cell9)
}

/// Codewars: puzzles of digits, `0` an empty cell.
fn read_codewars(input: &[u8]) -> Result<Vec<Instance>, String> {
    site_grids(input, |c| match c {
        b'0'..=b'9' => Some(c - b'0'),
        _ => None,
    })
}

/// LeetCode 51 and 52: arguments `n = 4` or `4`, as many as there are; a name and `=` before
/// a value are skipped.
fn read_leetcode_n(input: &[u8]) -> Result<Vec<Instance>, String> {
    let text = String::from_utf8_lossy(strip_bom(input)).into_owned();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        if *t == "=" || tokens.get(k + 1) == Some(&"=") {
            continue;
        }
        match t.parse::<usize>() {
            Ok(n) if (1..=12).contains(&n) => out.push(Instance::Queens(vec![0; n])),
            _ => return Err(format!("input: {:?} is not an n of 1-12", t)),
        }
    }
    Ok(out)
}

/// CSES 1624: the first 64 squares, in any layout (none if there are fewer).
fn read_cses1624(input: &[u8]) -> Result<Vec<Instance>, String> {
    let cells = cells(input);
    if cells.len() < 64 {
        return Ok(vec![]);
    }
    match cells[..64].iter().position(|c| !b".*".contains(c)) {
        Some(k) => Err(format!("input: square {} is {:?}", k + 1, cells[k] as char)),
        None => Ok(vec![Instance::Chessboard(cells[..64].to_vec())]),
    }
}

/// The whitespace-separated tokens of an input (a UTF-8 BOM skipped).
fn tokens(input: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(strip_bom(input))
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// P1219: the first token, `n` (1-14); none for an empty input.
fn read_p1219(input: &[u8]) -> Result<Vec<Instance>, String> {
    match tokens(input).first() {
        None => Ok(vec![]),
        Some(t) => match t.parse::<usize>() {
            Ok(n) if (1..=14).contains(&n) => Ok(vec![Instance::Queens(vec![0; n])]),
            _ => Err(format!("input: {:?} is not an n of 1-14", t)),
        },
    }
}

/// P1562: `N` (1-14), then `N * N` squares, `*` or `.`, in any layout (none if fewer).
fn read_p1562(input: &[u8]) -> Result<Vec<Instance>, String> {
    let input = strip_bom(input);
    let start = input.iter().position(|b| !b.is_ascii_whitespace());
    let start = match start {
        Some(k) => k,
        None => return Ok(vec![]),
    };
    let end = input[start..]
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .map_or(input.len(), |k| start + k);
    let n = match String::from_utf8_lossy(&input[start..end]).parse::<usize>() {
        Ok(n) if (1..=14).contains(&n) => n,
        _ => return Err("input: N is not a number of 1-14".to_string()),
    };
    let squares = cells(&input[end..]);
    if squares.len() < n * n {
        return Ok(vec![]);
    }
    let free = squares[..n * n]
        .iter()
        .map(|&c| match c {
            b'*' => Ok(true),
            b'.' => Ok(false),
            _ => Err(format!("input: {:?} is not a square", c as char)),
        })
        .collect::<Result<Vec<bool>, String>>()?;
    Ok(vec![Instance::Allowed(n, free)])
}

/// ABC322 D: the first 48 cells, `#` or `.`, in any layout (none if fewer).
fn read_abc322d(input: &[u8]) -> Result<Vec<Instance>, String> {
    let cells = cells(input);
    if cells.len() < 48 {
        return Ok(vec![]);
    }
    match cells[..48].iter().position(|c| !b"#.".contains(c)) {
        Some(k) => Err(format!("input: cell {} is {:?}", k + 1, cells[k] as char)),
        None => Ok(vec![Instance::Polyominoes(cells[..48].to_vec())]),
    }
}

/// ABC345 D: `N H W`, then `N` tiles `A B`, within the statement's limits (none if the input
/// ends first).
fn read_abc345d(input: &[u8]) -> Result<Vec<Instance>, String> {
    let tokens = tokens(input);
    let number = |k: usize| match tokens.get(k) {
        Some(t) => t
            .parse::<usize>()
            .map(Some)
            .map_err(|_| format!("input: {:?}", t)),
        None => Ok(None),
    };
    // `N H W` and `N` tiles; what follows them is not read.
    let mut numbers: Vec<usize> = Vec::new();
    while numbers.len() < 3 || numbers.len() < 3 + 2 * numbers[0].min(7) {
        match number(numbers.len())? {
            Some(v) => numbers.push(v),
            None => return Ok(vec![]),
        }
    }
    let (n, h, w) = (numbers[0], numbers[1], numbers[2]);
    let tiles: Vec<(usize, usize)> = (0..n)
        .map(|i| (numbers[3 + 2 * i], numbers[4 + 2 * i]))
        .collect();
    let within = |v: usize, most: usize| (1..=most).contains(&v);
    let ok = within(n, 7)
        && within(h, 10)
        && within(w, 10)
        && tiles.iter().all(|&(a, b)| within(a, 10) && within(b, 10));
    match ok {
        true => Ok(vec![Instance::Tiles(h, w, tiles)]),
        false => Err("input: a number outside the statement's limits".to_string()),
    }
}

// ---- writing inputs ----

/// The panic of a writer given another problem's instance.
fn not_a(what: &str, instance: &Instance) -> ! {
    panic!("not {}: {:?}", what, instance)
}

/// `cells` as lines of `width` cells each.
fn lines_of(cells: &[u8], width: usize) -> Vec<u8> {
    cells
        .chunks(width)
        .flat_map(|r| r.iter().cloned().chain(Some(b'\n')))
        .collect()
}

/// The input of a problem of one instance an input, each with an instance of its own kind (P4929,
/// P4205, xcc, CSES 1624, P1562, ABC322 D, ABC345 D): the first instance in its judge's layout;
/// nothing without one.
fn write_first(instances: &[Instance]) -> Vec<u8> {
    let Some(instance) = instances.first() else {
        return Vec::new();
    };
    match instance {
        Instance::Cover(m) => m.p4929_text().into_bytes(),
        Instance::Beads(b) => beads_text(b).into_bytes(),
        Instance::Xcc(x) => x.text().into_bytes(),
        Instance::Chessboard(b) => lines_of(b, 8),
        Instance::Allowed(n, free) => {
            let squares: Vec<u8> = free.iter().map(|&f| if f { b'*' } else { b'.' }).collect();
            [format!("{}\n", n).into_bytes(), lines_of(&squares, *n)].concat()
        }
        Instance::Polyominoes(cells) => lines_of(cells, 4),
        Instance::Tiles(h, w, tiles) => {
            let mut s = format!("{} {} {}\n", tiles.len(), h, w);
            for (a, b) in tiles {
                s += &format!("{} {}\n", a, b);
            }
            s.into_bytes()
        }
        other => not_a("an instance of one problem's own kind", other),
    }
}

fn sudoku(i: &Instance) -> &[u8] {
    match i {
        Instance::Sudoku(g) => g,
        other => not_a("a Sudoku instance", other),
    }
}

/// A 9x9 grid as 9 lines of 9 digits (0 = empty), `sep` between them.
pub fn rows9(grid: &[u8], sep: &str) -> String {
    grid.chunks(9)
        .map(|r| {
            let cells: Vec<String> = r.iter().map(|d| d.to_string()).collect();
            cells.join(sep) + "\n"
        })
        .collect()
}

fn write_p10482(instances: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    for i in instances {
        s.push_str(&gen::line9(sudoku(i)));
        s.push('\n');
    }
    s.push_str("end\n");
    s.into_bytes()
}

fn write_p10481(instances: &[Instance]) -> Vec<u8> {
    let mut s = format!("{}\n", instances.len());
    for i in instances {
        s.push_str(&rows9(sudoku(i), ""));
    }
    s.into_bytes()
}

fn write_one9(instances: &[Instance]) -> Vec<u8> {
    instances
        .first()
        .map_or(String::new(), |i| rows9(sudoku(i), " "))
        .into_bytes()
}

fn write_sudokunique(instances: &[Instance]) -> Vec<u8> {
    let boards: Vec<String> = instances.iter().map(|i| rows9(sudoku(i), " ")).collect();
    boards.join("\n").into_bytes()
}

fn write_sp13980(instances: &[Instance]) -> Vec<u8> {
    let grids: Vec<String> = instances
        .iter()
        .map(|i| gen::text_sp13980(sudoku(i)))
        .collect();
    format!("{}\n{}", instances.len(), grids.join("\n")).into_bytes()
}

fn write_uva1309(instances: &[Instance]) -> Vec<u8> {
    let grids: Vec<String> = instances.iter().map(|i| gen::text16(sudoku(i))).collect();
    grids.join("\n").into_bytes()
}

fn write_sp1110(instances: &[Instance]) -> Vec<u8> {
    [
        format!("{}\n", instances.len()).into_bytes(),
        write_uva1309(instances),
    ]
    .concat()
}

/// A P4205 board as 10 lines, line `i` of `i` cells.
pub fn beads_text(board: &Board) -> String {
    let mut s = String::new();
    for r in 0..10 {
        let start = r * (r + 1) / 2;
        s.push_str(&String::from_utf8_lossy(&board[start..start + r + 1]));
        s.push('\n');
    }
    s
}

/// A grid as rows of cells, LeetCode's way (`[["5","."],...]`, `.` empty) or Codewars' way
/// (`[[5,0],...]`).
pub fn site_text(grid: &[u8], leetcode: bool) -> String {
    let rows: Vec<String> = grid
        .chunks(9)
        .map(|r| {
            let cells: Vec<String> = r
                .iter()
                .map(|&d| match (leetcode, d) {
                    (true, 0) => "\".\"".to_string(),
                    (true, d) => format!("\"{}\"", d),
                    (false, d) => d.to_string(),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]\n", rows.join(","))
}

/// LeetCode 37 (`leetcode`) or Codewars: one board a line, in the site's way.
fn write_site(instances: &[Instance], leetcode: bool) -> Vec<u8> {
    let boards: Vec<String> = instances
        .iter()
        .map(|i| site_text(sudoku(i), leetcode))
        .collect();
    boards.concat().into_bytes()
}

fn write_leetcode_n(instances: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    for i in instances {
        match i {
            Instance::Queens(p) => s.push_str(&format!("{}\n", p.len())),
            other => not_a("an n", other),
        }
    }
    s.into_bytes()
}

fn write_sp1771(instances: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    for i in instances {
        match i {
            Instance::Queens(p) => {
                let cols: Vec<String> = p.iter().map(|c| c.to_string()).collect();
                s.push_str(&format!("{} {}\n", p.len(), cols.join(" ")));
            }
            other => not_a("an SP1771 instance", other),
        }
    }
    s.into_bytes()
}

// ---- parsing outputs ----

/// xcc without arguments: the number of solutions, the only line; or, where the problem has
/// costs, the least costs, one a line, the best first (as many as `k<n>` asks, fewer where there
/// are fewer solutions), or `no solution`. One number is read as a count: the output cannot
/// tell it from one cost, which the benchmark's check of a cost takes it for.
fn parse_xcc(output: &[u8]) -> Result<Vec<Answer>, String> {
    let text = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let numbers: Result<Vec<u64>, String> = lines
        .iter()
        .map(|l| l.parse().map_err(|_| format!("not a number: {:?}", l)))
        .collect();
    match (lines.as_slice(), numbers) {
        (["no solution"], _) => Ok(vec![Answer::Nothing]),
        ([], _) => Err("no count".into()),
        (_, Err(e)) => Err(e),
        (_, Ok(v)) if v.len() == 1 => Ok(vec![Answer::Count(v[0], None)]),
        (_, Ok(v)) => Ok(vec![Answer::Costs(v)]),
    }
}

/// Digits `1`-`9` as a grid, if every byte is one.
fn digits(text: &str) -> Option<Grid> {
    text.bytes()
        .map(|c| match c {
            b'1'..=b'9' => Some(c - b'0'),
            _ => None,
        })
        .collect()
}

/// A 9x9 grid from 9 lines of 9 digits: `sep` between the digits (`""` or `" "`).
fn grid9(lines: &[String], sep: &str) -> Option<Grid> {
    let mut grid = Grid::with_capacity(81);
    for line in lines {
        let row = if sep.is_empty() {
            digits(line)?
        } else {
            let tokens: Vec<&str> = line.split(sep).collect();
            if tokens.iter().any(|t| t.len() != 1) {
                return None;
            }
            digits(&tokens.concat())?
        };
        if row.len() != 9 {
            return None;
        }
        grid.extend(row);
    }
    Some(grid)
}

/// Answers of 9 lines each, nothing between them.
fn blocks9(output: &[u8], sep: &str) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines.len() % 9 != 0 {
        return Err(format!("{} output lines: not 9 per grid", lines.len()));
    }
    Ok(lines
        .chunks(9)
        .map(|b| grid9(b, sep).map_or_else(|| Answer::Held(b.to_vec()), Answer::Grid))
        .collect())
}

/// P10482: one line of 81 digits per puzzle.
fn parse_p10482(output: &[u8]) -> Result<Vec<Answer>, String> {
    Ok(judge_lines(output)
        .into_iter()
        .map(|l| match digits(&l) {
            Some(g) if g.len() == 81 => Answer::Grid(g),
            _ => Answer::Held(vec![l]),
        })
        .collect())
}

/// P10481: 9 lines of 9 digits per grid, nothing between grids.
fn parse_p10481(output: &[u8]) -> Result<Vec<Answer>, String> {
    blocks9(output, "")
}

/// P1784: 9 lines of 9 digits separated by single spaces.
fn parse_p1784(output: &[u8]) -> Result<Vec<Answer>, String> {
    blocks9(output, " ")
}

/// P1074: one line, the score or `-1`.
fn parse_p1074(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines.len() != 1 {
        return Err(format!("expected one line, got {}", lines.len()));
    }
    let t = lines[0].as_str();
    if t == "-1" {
        return Ok(vec![Answer::Nothing]);
    }
    match t.parse::<u64>() {
        Ok(s) if t.bytes().all(|b| b.is_ascii_digit()) => Ok(vec![Answer::Score(s)]),
        _ => Err(format!("{:?} is no score", t)),
    }
}

/// SP13980: per test the count on its own line and, when it is 1, the grid as 9 lines of 9
/// numbers. Blank lines are not counted (SPOJ compares tokens).
fn parse_sp13980(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines: Vec<String> = judge_lines(output)
        .into_iter()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let mut answers = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        let line = lines[at].trim();
        let count = match line.parse::<u64>() {
            Ok(c) if line.bytes().all(|b| b.is_ascii_digit()) => c,
            _ => return Err(format!("output line {}: {:?} is no count", at + 1, line)),
        };
        at += 1;
        let mut grid = None;
        if count == 1 {
            let mut g = Grid::with_capacity(81);
            for _ in 0..9 {
                let row = lines
                    .get(at)
                    .ok_or_else(|| format!("answer {}: grid cut short", answers.len() + 1))?;
                at += 1;
                let cells: Vec<&str> = row.split_whitespace().collect();
                let digits = match cells.iter().all(|t| t.len() == 1) {
                    true => digits(&cells.concat()),
                    false => None,
                };
                match digits {
                    Some(d) if d.len() == 9 => g.extend(d),
                    _ => {
                        return Err(format!(
                            "answer {}: grid row {:?} is not 9 numbers 1-9",
                            answers.len() + 1,
                            row
                        ))
                    }
                }
            }
            grid = Some(g);
        }
        answers.push(Answer::Count(count, grid));
    }
    Ok(answers)
}

/// sudokunique: per board its completion (9 lines of 9 digits separated by single spaces),
/// `Non-unique` or `Find another job`; exactly one blank line between answers.
fn parse_sudokunique(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    let mut answers = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        if !answers.is_empty() {
            if !lines[at].is_empty() {
                return Err(format!(
                    "output line {}: expected the blank line between answers, got {:?}",
                    at + 1,
                    lines[at]
                ));
            }
            at += 1;
        }
        match lines.get(at).map(String::as_str) {
            Some("Non-unique") => {
                answers.push(Answer::NonUnique);
                at += 1;
            }
            Some("Find another job") => {
                answers.push(Answer::Nothing);
                at += 1;
            }
            _ => {
                if at + 9 > lines.len() {
                    return Err(format!("output line {}: a grid cut short", at + 1));
                }
                let block = &lines[at..at + 9];
                answers.push(
                    grid9(block, " ").map_or_else(|| Answer::Held(block.to_vec()), Answer::Grid),
                );
                at += 9;
            }
        }
    }
    Ok(answers)
}

/// A 16x16 row (`A`-`P` a letter, `-` empty) as 16 cells (0 empty, 1..=16 for `A`..=`P`);
/// `None` unless it is exactly 16 such characters.
pub fn row16(text: &str) -> Option<Vec<u8>> {
    if text.len() != 16 {
        return None;
    }
    text.bytes()
        .map(|c| match c {
            b'A'..=b'P' => Some(c - b'A' + 1),
            b'-' => Some(0),
            _ => None,
        })
        .collect()
}

/// UVA1309 / SP1110: 16 rows per grid, exactly one empty line between consecutive grids.
pub fn parse_grids16(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    let mut answers = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        if !answers.is_empty() {
            if !lines[at].is_empty() {
                return Err(format!(
                    "output lines: line {} should be the empty line after grid {}: {:?}",
                    at + 1,
                    answers.len(),
                    lines[at]
                ));
            }
            at += 1;
        }
        if at + 16 > lines.len() {
            return Err(format!(
                "output lines: grid {} is cut short ({} lines)",
                answers.len() + 1,
                lines.len() - at
            ));
        }
        let block = &lines[at..at + 16];
        let grid: Option<Grid> = block
            .iter()
            .map(|r| row16(r))
            .collect::<Option<Vec<Vec<u8>>>>()
            .map(|rows| rows.concat());
        answers.push(grid.map_or_else(|| Answer::Held(block.to_vec()), Answer::Grid));
        at += 16;
    }
    Ok(answers)
}

/// P4929: one line, `No Solution!` or distinct row numbers separated by single spaces.
fn parse_p4929_output(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines.len() > 1 {
        return Err(format!("expected one line, got {}", lines.len()));
    }
    let line = lines.first().map_or("", |l| l.as_str());
    if line == "No Solution!" {
        return Ok(vec![Answer::Nothing]);
    }
    let mut rows = Vec::new();
    if !line.is_empty() {
        for t in line.split(' ') {
            match t.parse::<usize>() {
                Ok(r) if t.bytes().all(|b| b.is_ascii_digit()) => rows.push(r),
                _ => return Err(format!("{:?} is not a row number (line {:?})", t, line)),
            }
        }
    }
    Ok(vec![Answer::Rows(rows)])
}

/// P4205: `No solution`, or the filled triangle: 10 lines, line `i` of `i` letters `A`-`L`.
fn parse_p4205(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines == ["No solution"] {
        return Ok(vec![Answer::Nothing]);
    }
    let triangle = lines.len() == 10
        && lines
            .iter()
            .enumerate()
            .all(|(r, l)| l.len() == r + 1 && l.bytes().all(|c| (b'A'..=b'L').contains(&c)));
    if !triangle {
        return Err(format!(
            "not `No solution` nor a triangle of letters A-L: {:?}",
            lines
        ));
    }
    let mut board = [b'.'; 55];
    board.copy_from_slice(lines.concat().as_bytes());
    Ok(vec![Answer::Beads(board)])
}

/// SP1771: one line per case, the queens' columns.
fn parse_sp1771(output: &[u8]) -> Result<Vec<Answer>, String> {
    judge_lines(output)
        .iter()
        .enumerate()
        .map(|(k, line)| {
            line.split_whitespace()
                .map(|t| t.parse::<usize>())
                .collect::<Result<Vec<usize>, _>>()
                .map(Answer::Queens)
                .map_err(|_| format!("output line {} ({:?}): not numbers", k + 1, line))
        })
        .collect()
}

/// A list of lists of strings as LeetCode prints it, `[["a","b"],["c"]]` (no blanks), if the
/// text is exactly that.
fn string_lists(text: &str) -> Option<Vec<Vec<String>>> {
    let inner = text.strip_prefix('[')?.strip_suffix(']')?;
    if inner.is_empty() {
        return Some(vec![]);
    }
    let lists: Vec<Vec<String>> = inner
        .strip_prefix('[')?
        .strip_suffix(']')?
        .split("],[")
        .map(|l| {
            l.split(',')
                .map(|s| {
                    let s = s.strip_prefix('"')?.strip_suffix('"')?;
                    Some(s.to_string()).filter(|s| !s.contains('"'))
                })
                .collect::<Option<Vec<String>>>()
        })
        .collect::<Option<_>>()?;
    // Read back, it must give the text: no cell held a bracket or comma that split it.
    let back: Vec<String> = lists
        .iter()
        .map(|l| {
            let cells: Vec<String> = l.iter().map(|s| format!("{:?}", s)).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    Some(lists).filter(|_| format!("[{}]", back.join(",")) == text)
}

/// LeetCode 37: one board a line, `[["5","3",...],...]`; a line that is not a solved grid of
/// 1-9 holds the place of a board.
fn parse_lc37(output: &[u8]) -> Result<Vec<Answer>, String> {
    Ok(judge_lines(output)
        .into_iter()
        .map(|l| {
            let cells: Option<String> = string_lists(&l)
                .filter(|rows| rows.len() == 9 && rows.iter().all(|r| r.len() == 9))
                .filter(|rows| rows.iter().flatten().all(|c| c.len() == 1))
                .map(|rows| rows.concat().concat());
            match cells.as_deref().and_then(digits) {
                Some(g) if g.len() == 81 => Answer::Grid(g),
                _ => Answer::Held(vec![l]),
            }
        })
        .collect())
}

/// Codewars: one puzzle a line as Rust's `{:?}` prints `[[u8; 9]; 9]`; a line that is not a
/// solved grid of 1-9 holds the place of a puzzle.
fn parse_codewars(output: &[u8]) -> Result<Vec<Answer>, String> {
    Ok(judge_lines(output)
        .into_iter()
        .map(|l| {
            let numbers: Vec<u8> = l
                .split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .filter_map(|t| t.parse().ok())
                .collect();
            let rows: Vec<&[u8]> = numbers.chunks(9).collect();
            let solved = numbers.len() == 81
                && numbers.iter().all(|d| (1..=9).contains(d))
                && format!("{:?}", rows) == l;
            match solved {
                true => Answer::Grid(numbers),
                false => Answer::Held(vec![l]),
            }
        })
        .collect())
}

/// LeetCode 51: one line an `n`, its boards as a list of lists of strings.
fn parse_lc51(output: &[u8]) -> Result<Vec<Answer>, String> {
    judge_lines(output)
        .iter()
        .enumerate()
        .map(|(k, l)| {
            string_lists(l)
                .map(Answer::Boards)
                .ok_or_else(|| format!("output line {}: not a list of boards: {:.80}", k + 1, l))
        })
        .collect()
}

/// LeetCode 52, CSES 1624: one count a line.
fn parse_counts(output: &[u8]) -> Result<Vec<Answer>, String> {
    judge_lines(output)
        .iter()
        .enumerate()
        .map(|(k, l)| match l.parse::<u64>() {
            Ok(c) if l.bytes().all(|b| b.is_ascii_digit()) => Ok(Answer::Count(c, None)),
            _ => Err(format!("output line {}: {:?} is no count", k + 1, l)),
        })
        .collect()
}

/// P1219: lines of columns (from 1, single spaces), then the count.
fn parse_p1219(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    let (count, placements) = match lines.split_last() {
        Some(split) => split,
        None => return Ok(vec![]),
    };
    let number = |t: &str| match t.parse::<usize>() {
        Ok(v) if t.bytes().all(|b| b.is_ascii_digit()) => Ok(v),
        _ => Err(format!("{:?} is not a number", t)),
    };
    let placements = placements
        .iter()
        .map(|l| {
            l.split(' ')
                .map(number)
                .collect::<Result<Vec<usize>, String>>()
        })
        .collect::<Result<Vec<Vec<usize>>, String>>()?;
    Ok(vec![Answer::FirstQueens(placements, number(count)? as u64)])
}

/// ABC322 D, ABC345 D: one line, `Yes` or `No`.
fn parse_yes_no(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    match lines.iter().map(String::as_str).collect::<Vec<&str>>()[..] {
        [] => Ok(vec![]),
        ["Yes"] => Ok(vec![Answer::YesNo(true)]),
        ["No"] => Ok(vec![Answer::YesNo(false)]),
        _ => Err(format!("not one line `Yes` or `No`: {:?}", lines)),
    }
}

// ---- judging answers ----

/// A problem that promises a solution (P10482, P10481, P1784, UVA1309, SP1110): a grid that
/// solves the puzzle; or, in the place of a puzzle without solution (the reference decides),
/// whatever the file holds there.
fn judge_solved(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let puzzle = sudoku(instance);
    let b = if puzzle.len() == 256 { 4 } else { 3 };
    let wrong = match answer {
        Answer::Grid(g) => match check_sudoku(b, puzzle, g) {
            Ok(()) => return Ok(()),
            Err(e) => e,
        },
        Answer::Held(lines) => format!("not a grid: {:?}", lines.first()),
        other => format!("not a grid: {:?}", other),
    };
    match sudoku_solvable(b, puzzle, budget(SOLVABLE_BUDGET)) {
        Some(false) => Ok(()),
        Some(true) => Err(wrong),
        None => Err(format!(
            "{} (and the reference cannot tell whether the puzzle has a solution)",
            wrong
        )),
    }
}

/// P1074: the best score over all completions (the reference visits each), or `-1` for none.
fn judge_p1074(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let want = best_target_score(sudoku(instance));
    let got = match answer {
        Answer::Score(s) => Some(*s),
        Answer::Nothing => None,
        other => return Err(format!("not a score: {:?}", other)),
    };
    match got == want {
        true => Ok(()),
        false => Err(format!(
            "score {:?}, the reference's best is {:?}",
            got, want
        )),
    }
}

/// SP13980: the count is the reference's, and a count of 1 comes with the solution.
fn judge_sp13980(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let puzzle = sudoku(instance);
    let (count, grid) = match answer {
        Answer::Count(c, g) => (*c, g),
        other => return Err(format!("not a count: {:?}", other)),
    };
    let reference = count_sudoku(3, puzzle, u64::MAX, budget(COUNT_BUDGET));
    if !reference.complete {
        return Err(format!(
            "the reference cannot count the solutions in {} placements ({} found)",
            COUNT_BUDGET, reference.count
        ));
    }
    let want = reference.count;
    if count != want {
        return Err(format!("count {}, the reference counts {}", count, want));
    }
    match grid {
        Some(g) => check_sudoku(3, puzzle, g),
        None if count == 1 => Err("count 1 without its grid".to_string()),
        None => Ok(()),
    }
}

/// sudokunique: the completion when there is one, `Non-unique` for several, `Find another
/// job` for none (the reference counts up to two).
fn judge_sudokunique(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let puzzle = sudoku(instance);
    let count = count_sudoku(3, puzzle, 2, u64::MAX).count;
    match (count, answer) {
        (0, Answer::Nothing) | (2, Answer::NonUnique) => Ok(()),
        (1, Answer::Grid(g)) => check_sudoku(3, puzzle, g),
        (c, a) => Err(format!(
            "answer {:?}, the reference counts {} completions",
            a,
            if c >= 2 {
                "2 or more"
            } else {
                ["no", "one"][c as usize]
            }
        )),
    }
}

/// P4929: distinct rows in `1..=N` that cover every column exactly once; `No Solution!` only
/// when the exact-cover reference proves there is no cover.
fn judge_p4929(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let matrix = match instance {
        Instance::Cover(m) => m,
        other => return Err(format!("not a P4929 instance: {:?}", other)),
    };
    let rows = match answer {
        Answer::Rows(r) => r,
        Answer::Nothing => {
            return match has_cover(matrix, budget(COVER_BUDGET)) {
                Some(false) => Ok(()),
                Some(true) => Err("says No Solution! but an exact cover exists".to_string()),
                None => Err(format!(
                    "says No Solution!, which the reference cannot decide in {} rows tried",
                    COVER_BUDGET
                )),
            }
        }
        other => return Err(format!("not rows: {:?}", other)),
    };
    let mut chosen = vec![false; matrix.n()];
    // Counted by column in a map: `M` may be huge (a matrix of zero rows, say).
    let mut hits = std::collections::BTreeMap::new();
    for &r in rows {
        if r == 0 || r > matrix.n() {
            return Err(format!("row {} is out of range 1..={}", r, matrix.n()));
        }
        if chosen[r - 1] {
            return Err(format!("row {} is chosen twice", r));
        }
        chosen[r - 1] = true;
        for &c in &matrix.rows[r - 1] {
            *hits.entry(c).or_insert(0usize) += 1;
        }
    }
    // The first column not hit exactly once: at most one past the columns hit.
    match (0..matrix.m).find(|c| hits.get(c) != Some(&1)) {
        Some(c) => Err(format!(
            "column {} is covered {} times by rows {:?}",
            c + 1,
            hits.get(&c).unwrap_or(&0),
            rows
        )),
        None => Ok(()),
    }
}

/// xcc: the count of the reference (of an exact cover: without bounds or costs).
fn judge_xcc(instance: &Instance, answer: &Answer) -> Result<(), String> {
    match (instance, answer) {
        // Bounds or costs: every subset of the options tried (`mcc_costs`).
        (Instance::Xcc(x), a) if !x.bounds.is_empty() || !x.costs.is_empty() => {
            let all = mcc_costs(x);
            match a {
                Answer::Count(n, None) if x.costs.is_empty() && *n == all.len() as u64 => Ok(()),
                Answer::Count(c, None) if !x.costs.is_empty() && all.first() == Some(c) => Ok(()),
                Answer::Nothing if !x.costs.is_empty() && all.is_empty() => Ok(()),
                a => Err(format!(
                    "{:?}, not {} solutions, least total {:?}",
                    a,
                    all.len(),
                    all.first()
                )),
            }
        }
        (Instance::Xcc(x), Answer::Count(n, None)) => match count_xcc(x, budget(XCC_BUDGET)) {
            Some(c) if c == *n => Ok(()),
            Some(c) => Err(format!("{} solutions, not {}", c, n)),
            None => Err(format!(
                "the reference cannot count in {} options",
                XCC_BUDGET
            )),
        },
        (i, a) => Err(format!("{:?} is no answer to {:?}", a, i)),
    }
}

/// P4205: a filling that keeps the placed pieces, piece by piece; `No solution` only when the
/// tiler finds none.
fn judge_p4205(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let board = match instance {
        Instance::Beads(b) => b,
        other => return Err(format!("not a P4205 instance: {:?}", other)),
    };
    match answer {
        Answer::Beads(out) => check_filling(board, out),
        Answer::Nothing if bead_fillings(board, 1).is_empty() => Ok(()),
        Answer::Nothing => Err("says No solution but the tiler fills the board".to_string()),
        other => Err(format!("not a board: {:?}", other)),
    }
}

/// LeetCode 51: every board of the enumerator's, each once, in any order.
fn judge_lc51(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let (n, boards) = match (instance, answer) {
        (Instance::Queens(p), Answer::Boards(b)) => (p.len(), b),
        (i, a) => return Err(format!("{:?} is no answer to {:?}", a, i)),
    };
    let mut want: Vec<Vec<String>> = queens_placements(n, &[])
        .iter()
        .map(|p| queens_rows(p))
        .collect();
    let mut got = boards.clone();
    want.sort();
    got.sort();
    if let Some(w) = got.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("n = {}: the board {:?} twice", n, w[0]));
    }
    match want.iter().find(|b| !got.contains(b)) {
        Some(b) => Err(format!("n = {}: the board {:?} is missing", n, b)),
        None => match got.iter().find(|b| !want.contains(b)) {
            Some(b) => Err(format!("n = {}: {:?} is no board of n queens", n, b)),
            None => Ok(()),
        },
    }
}

/// LeetCode 52 (no square reserved), CSES 1624, P1562: the bitmask search's count of
/// placements.
fn judge_count_queens(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let (n, reserved): (usize, Vec<bool>) = match instance {
        Instance::Queens(p) => (p.len(), vec![]),
        Instance::Chessboard(b) => (8, b.iter().map(|&c| c == b'*').collect()),
        Instance::Allowed(n, free) => (*n, free.iter().map(|&f| !f).collect()),
        other => return Err(format!("not a queens board: {:?}", other)),
    };
    let want = queens_counted(n, &reserved, 0).0;
    match answer {
        Answer::Count(c, None) if *c == want => Ok(()),
        Answer::Count(c, None) => Err(format!("count {}, the enumerator's is {}", c, want)),
        other => Err(format!("not a count: {:?}", other)),
    }
}

/// SP1771: a completion of the board (a permutation, no shared diagonal, presets kept).
fn judge_sp1771(instance: &Instance, answer: &Answer) -> Result<(), String> {
    match (instance, answer) {
        (Instance::Queens(presets), Answer::Queens(cols)) => check_queens(presets, cols),
        (i, a) => Err(format!("{:?} is no answer to {:?}", a, i)),
    }
}

/// P1219: the bitmask search's first three placements (all of them, if fewer) and its count.
fn judge_p1219(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let (n, (placements, count)) = match (instance, answer) {
        (Instance::Queens(p), Answer::FirstQueens(q, c)) => (p.len(), (q, *c)),
        (i, a) => return Err(format!("{:?} is no answer to {:?}", a, i)),
    };
    let (want_count, first) = queens_counted(n, &[], 3);
    let want: Vec<Vec<usize>> = first
        .iter()
        .map(|p| p.iter().map(|c| c + 1).collect())
        .collect();
    if *placements != want {
        return Err(format!(
            "n = {}: placements {:?}, not {:?}",
            n, placements, want
        ));
    }
    match count == want_count {
        true => Ok(()),
        false => Err(format!("n = {}: count {}, not {}", n, count, want_count)),
    }
}

/// ABC322 D, ABC345 D: the tiler's answer.
fn judge_yes_no(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let want = match instance {
        Instance::Polyominoes(cells) => {
            polyominoes_fill(&cells.chunks(16).map(<[u8]>::to_vec).collect::<Vec<_>>())
        }
        Instance::Tiles(h, w, tiles) => tiles_fill(*h, *w, tiles),
        other => return Err(format!("not a tiling: {:?}", other)),
    };
    match answer {
        Answer::YesNo(got) if *got == want => Ok(()),
        Answer::YesNo(got) => Err(format!(
            "{}, the tiler says {}",
            if *got { "Yes" } else { "No" },
            if want { "Yes" } else { "No" }
        )),
        other => Err(format!("not Yes or No: {:?}", other)),
    }
}
