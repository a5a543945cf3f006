//! The peers: the seed articles' C++ programs (built by `../shared/peers/build.sh`) and the
//! field's best (built by `../shared/anchors/build.sh`: tdoku, fast_solv_9r2, kudoku, the
//! `sudoku` crate, Knuth's DLX1, DLX2, SSXCC1 and SSXCC, his DLX3 and SSMCC (multiplicities),
//! DLX5 (costs) and DLX6 and DLX6-noMRV (counting with a memo), the exact-cover crates). Each is
//! listed with the task it does, the input it reads and how its output is read; a set runs
//! every peer of its task. Nothing of theirs is in the repo: only how they are called.

use crate::common::gen::{grid16_from_lines, line9, text16, text_sp13980};
use crate::common::problems::cover::{Costs, Rows};
use crate::common::problems::sudoku::{Counted, Filled, Puzzle};
use crate::common::problems::tilings::Beads;
use crate::common::problems::{Answer, Count, Held, Instance, Nothing};
use crate::common::reference::{Knuth, Matrix};
use crate::launch::Cmd;
use crate::sets::{bead_matrix, Task};
use std::path::Path;

/// The input a program reads.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Feed {
    /// P10482 / POJ 3074: one 81-character puzzle a line, then `end`.
    Lines81,
    /// SP13980: the count, then each grid as 9 lines of 9 numbers (0 empty).
    Sudogob,
    /// UVA1309: 16x16 grids of `A`-`P` and `-`, an empty line between grids.
    Grids16,
    /// P4929: `N M`, then the matrix of 0/1.
    P4929,
    /// Knuth's DLX format: the item names on the first line, then one option a line.
    Knuth,
    /// An xcc problem in Knuth's format, as it is (secondary items and colours kept).
    Xcc,
    /// The judge's own input, ours.
    Judge,
    /// A board's rows and columns, `h w` (read by a shell line into the peer's arguments).
    Board(usize, usize),
}

/// How a program's output is read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Read {
    /// One line a puzzle: 81 digits, or `NOSOL` / `Non-unique-or-none`.
    Lines81,
    /// One number a line: a count (up to the program's limit).
    Counts,
    /// SP13980's answers: a count, and the grid after a count of 1.
    Sudogob,
    /// 16x16 grids, blank lines ignored.
    Grids16,
    /// P4929's answer: row numbers, or `No Solution!`.
    P4929,
    /// Knuth's output with `m1`: `1:`, then one line per option (its item names), or nothing.
    Knuth,
    /// Knuth's programs without arguments: `Altogether N solutions` on stderr (the bench
    /// hands stderr to this reader); DLX6's warning that its 64-bit count overflowed makes the
    /// answer wrong, whatever N.
    KnuthCount,
    /// DLX5's best costs on stderr: `The optimum cost is $C`, or `The optimum costs are:` and
    /// a line ` $C` or ` $C (repeated r times)` for each; without them, `Altogether 0
    /// solutions`.
    KnuthCosts,
    /// The judge's own output, read and checked as ours is (a count of any size as the last
    /// line where the set knows it in decimal).
    Judge,
}

impl Read {
    /// Whether the answer is on stderr (Knuth's reports), not stdout.
    pub fn on_stderr(self) -> bool {
        matches!(self, Read::KnuthCount | Read::KnuthCosts)
    }
}

pub struct Peer {
    pub label: String,
    pub cmd: Cmd,
    pub feed: Feed,
    pub read: Read,
    /// For a counting program: the limit it counts to (uniqueness: 2).
    pub limit: u64,
}

/// Where the two kinds of peers are, and the names to run (`None`: the defaults).
pub struct PeerDirs<'a> {
    pub seeds: Option<&'a Path>,
    pub anchors: Option<&'a Path>,
    pub only: Option<&'a [String]>,
}

/// (label, dir is the anchors', executable, arguments, feed, read, limit) for a task.
type Def = (
    &'static str,
    bool,
    &'static str,
    &'static [&'static str],
    Feed,
    Read,
    u64,
);

const BIG: u64 = 1_000_000_000;

// One peer a line, as a table.
#[rustfmt::skip]
fn defs(task: Task) -> Vec<Def> {
    use Feed as F;
    use Read as R;
    match task {
        Task::FirstSudoku9 => vec![
            ("seed002_p10482_dlx", false, "seed002_p10482_dlx", &[], F::Lines81, R::Lines81, 1),
            ("seed000_p10482_dlx", false, "seed000_p10482_dlx", &[], F::Lines81, R::Lines81, 1),
            ("tdoku", true, "tdoku_drv", &["1"], F::Lines81, R::Lines81, 1),
            ("fast_solv_9r2", true, "fs9r2_drv", &["1"], F::Lines81, R::Lines81, 1),
            ("kudoku", true, "kudoku_drv", &["1"], F::Lines81, R::Lines81, 1),
            ("sudoku-crate", true, "rsudoku", &["first"], F::Lines81, R::Lines81, 1),
        ],
        Task::UniqueSudoku9 => vec![
            ("tdoku", true, "tdoku_drv", &["2", "count"], F::Lines81, R::Counts, 2),
            ("fast_solv_9r2", true, "fs9r2_drv", &["2", "count"], F::Lines81, R::Counts, 2),
            ("kudoku", true, "kudoku_drv", &["2", "count"], F::Lines81, R::Counts, 2),
            ("sudoku-crate", true, "rsudoku", &["unique"], F::Lines81, R::Lines81, 2),
        ],
        Task::CountSudoku9 => vec![
            ("seed003_sp13980_dlx", false, "seed003_sp13980_dlx", &[], F::Sudogob, R::Sudogob, BIG),
            ("tdoku", true, "tdoku_drv", &["1000000000", "count"], F::Lines81, R::Counts, BIG),
            ("fast_solv_9r2", true, "fs9r2_drv", &["1000000000", "count"], F::Lines81, R::Counts, BIG),
            ("kudoku", true, "kudoku_drv", &["1000000000", "count"], F::Lines81, R::Counts, BIG),
            ("sudoku-crate", true, "rsudoku", &["count", "0"], F::Lines81, R::Counts, BIG),
        ],
        Task::FirstSudoku16 => vec![
            ("seed000_uva1309_dlx", false, "seed000_uva1309_dlx", &[], F::Grids16, R::Grids16, 1),
        ],
        Task::FirstCover => vec![
            ("seed003_p4929_dlx", false, "seed003_p4929_dlx", &[], F::P4929, R::P4929, 1),
            ("knuth-dlx1", true, "dlx1", &["m1", "t1"], F::Knuth, R::Knuth, 1),
            ("knuth-dlx2", true, "dlx2", &["m1", "t1"], F::Knuth, R::Knuth, 1),
            ("knuth-ssxcc1", true, "ssxcc1", &["m1", "t1"], F::Knuth, R::Knuth, 1),
            ("knuth-ssxcc", true, "ssxcc", &["m1", "t1"], F::Knuth, R::Knuth, 1),
            ("crate-dlx", true, "crate_dlx", &[], F::P4929, R::P4929, 1),
            ("crate-dancing-links", true, "crate_dancing_links", &[], F::P4929, R::P4929, 1),
            ("crate-dlx-rs", true, "crate_dlx_rs", &[], F::P4929, R::P4929, 1),
        ],
        Task::CountXcc => vec![
            ("knuth-dlx2", true, "dlx2", &[], F::Xcc, R::KnuthCount, BIG),
            ("knuth-ssxcc1", true, "ssxcc1", &[], F::Xcc, R::KnuthCount, BIG),
            ("knuth-ssxcc", true, "ssxcc", &[], F::Xcc, R::KnuthCount, BIG),
        ],
        Task::CountMcc => vec![
            ("knuth-dlx3", true, "dlx3", &[], F::Xcc, R::KnuthCount, BIG),
            ("knuth-ssmcc", true, "ssmcc", &[], F::Xcc, R::KnuthCount, BIG),
        ],
        Task::MinCost(_) => vec![("knuth-dlx5", true, "dlx5", &[], F::Xcc, R::KnuthCosts, BIG)],
        Task::Hand(exe) => vec![(exe, true, exe, &[], F::Judge, R::Judge, u64::MAX)],
        // Counting with a memo (64-bit counts: a wrapped one is a wrong answer); the searching
        // counters where the set says they count it in time.
        Task::CountMemo { search, board } => {
            let mut v: Vec<Def> = Vec::new();
            // Past the 16x16 board DLX6 takes minutes to give a count wrapped at 2^64.
            if board.map_or(true, |(h, w)| h * w <= 256) {
                v.push(("knuth-dlx6", true, "dlx6", &[], F::Xcc, R::KnuthCount, u64::MAX));
                v.push(("knuth-dlx6-nomrv", true, "dlx6-nomrv", &[], F::Xcc, R::KnuthCount, u64::MAX));
            }
            if let Some((h, w)) = board {
                v.push(("tdzdd", true, "tdzdd_domino", &[], F::Board(h, w), R::Judge, u64::MAX));
            }
            if search {
                v.extend(defs(Task::CountXcc));
            }
            v
        }
        Task::Own => vec![],
    }
}

/// The peers of `task` that are built, in the order of the table, each called with its
/// arguments and the task's mode.
pub fn peers(task: Task, dirs: &PeerDirs) -> Vec<Peer> {
    let mut out = Vec::new();
    for (label, anchor, exe, args, feed, read, limit) in defs(task) {
        if let Some(only) = dirs.only {
            if !only.iter().any(|n| n == label) {
                continue;
            }
        }
        let dir = if anchor { dirs.anchors } else { dirs.seeds };
        let Some(dir) = dir else { continue };
        let path = dir.join(exe);
        if !path.exists() {
            eprintln!(
                "bench: no {} in {}: peer {} skipped",
                exe,
                dir.display(),
                label
            );
            continue;
        }
        let mut args: Vec<String> = args
            .iter()
            .map(|a| a.to_string())
            .chain(task.mode())
            .collect();
        let mut exe = path;
        if let Feed::Board(..) = feed {
            // TdZdd takes the board as arguments: a shell line reads them from its input.
            args = vec![
                "-c".into(),
                "read h w; exec \"$0\" \"$h\" \"$w\" count".into(),
                exe.display().to_string(),
            ];
            exe = "/bin/sh".into();
        }
        out.push(Peer {
            label: label.to_string(),
            cmd: Cmd { exe, args },
            feed,
            read,
            limit,
        });
    }
    out
}

/// Every peer label, for `PEER_NAMES` checks.
pub fn all_labels() -> Vec<&'static str> {
    let tasks = [
        Task::FirstSudoku9,
        Task::UniqueSudoku9,
        Task::CountSudoku9,
        Task::FirstSudoku16,
        Task::FirstCover,
        Task::CountXcc,
        Task::CountMcc,
        Task::MinCost(1),
        Task::CountMemo {
            search: false,
            board: Some((2, 2)),
        },
        Task::Hand("hand_cses2181"),
        Task::Hand("hand_p10975"),
        Task::Hand("hand_dp_o"),
    ];
    tasks
        .iter()
        .flat_map(|&t| defs(t).into_iter().map(|d| d.0))
        .collect()
}

fn grid_of(case: &Instance) -> &[u8] {
    &case.of::<Puzzle>().0
}

/// The exact-cover matrix of an instance: P4929's own, or a P4205 board's.
pub fn matrix_of(case: &Instance) -> Matrix {
    match case.get::<Beads>() {
        Some(Beads(b)) => bead_matrix(b),
        None => case.of::<Matrix>().clone(),
    }
}

/// The input of `cases` in `feed`'s format.
pub fn write(feed: Feed, cases: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    match feed {
        Feed::Lines81 => {
            for c in cases {
                s.push_str(&line9(grid_of(c)));
                s.push('\n');
            }
            s.push_str("end\n");
        }
        Feed::Sudogob => {
            s.push_str(&format!("{}\n", cases.len()));
            for (k, c) in cases.iter().enumerate() {
                if k > 0 {
                    s.push('\n');
                }
                s.push_str(&text_sp13980(grid_of(c)));
            }
        }
        Feed::Grids16 => {
            for (k, c) in cases.iter().enumerate() {
                if k > 0 {
                    s.push('\n');
                }
                s.push_str(&text16(grid_of(c)));
            }
        }
        Feed::P4929 => {
            assert_eq!(cases.len(), 1, "P4929 holds one matrix");
            s = matrix_of(&cases[0]).p4929_text();
        }
        Feed::Knuth => {
            assert_eq!(cases.len(), 1, "one matrix per Knuth input");
            s = knuth_text(&matrix_of(&cases[0]));
        }
        Feed::Xcc => match cases {
            [x] => s = x.of::<Knuth>().text(),
            _ => panic!("one xcc problem per input"),
        },
        // TdZdd's state is as wide as a row: the board along its shorter side (its count is
        // the same).
        Feed::Board(h, w) => s = format!("{} {}\n", h.max(w), h.min(w)),
        Feed::Judge => panic!("the judge's input is ours"),
    }
    s.into_bytes()
}

/// A matrix in Knuth's format: items `c1`..`cM`, all primary; one option a line (a row of
/// zeros, which the format cannot hold, left out: it is in no cover anyway).
pub fn knuth_text(m: &Matrix) -> String {
    let mut s = String::new();
    let names: Vec<String> = (1..=m.m).map(|j| format!("c{}", j)).collect();
    s.push_str(&names.join(" "));
    s.push('\n');
    for row in m.rows.iter().filter(|r| !r.is_empty()) {
        let items: Vec<&str> = row.iter().map(|&j| names[j].as_str()).collect();
        s.push_str(&items.join(" "));
        s.push('\n');
    }
    s
}

fn lines(out: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(out)
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

fn digits81(line: &str) -> Option<Vec<u8>> {
    if line.len() == 81 && line.bytes().all(|b| (b'1'..=b'9').contains(&b)) {
        Some(line.bytes().map(|b| b - b'0').collect())
    } else {
        None
    }
}

/// The answers in `out` of a program that read `cases`.
pub fn read(read: Read, out: &[u8], cases: &[Instance]) -> Result<Vec<Answer>, String> {
    let lines = lines(out);
    let bad = |k: usize, what: &str| format!("output line {}: expected {}", k + 1, what);
    let mut answers = Vec::new();
    match read {
        Read::Lines81 => {
            for (k, l) in lines.iter().enumerate() {
                answers.push(match l.as_str() {
                    "NOSOL" => Answer::new(Nothing),
                    "Non-unique-or-none" => Answer::new(Held(vec![l.clone()])),
                    _ => Answer::new(Filled(digits81(l).ok_or_else(|| bad(k, "81 digits"))?)),
                });
            }
        }
        Read::Counts => {
            for (k, l) in lines.iter().enumerate() {
                let n = l.parse().map_err(|_| bad(k, "a count"))?;
                answers.push(Answer::new(Count(n)));
            }
        }
        Read::Sudogob => {
            let mut k = 0;
            while k < lines.len() {
                let n: u64 = lines[k].parse().map_err(|_| bad(k, "a count"))?;
                k += 1;
                let mut grid = None;
                if n == 1 {
                    let rows = lines.get(k..k + 9).ok_or_else(|| bad(k, "9 rows"))?;
                    let cells: String = rows.iter().flat_map(|r| r.split_whitespace()).collect();
                    grid = Some(digits81(&cells).ok_or_else(|| bad(k, "9 rows of 9 digits"))?);
                    k += 9;
                }
                answers.push(Answer::new(Counted(n, grid)));
            }
        }
        Read::Grids16 => {
            for (g, rows) in lines.chunks(16).enumerate() {
                let grid = grid16_from_lines(rows).map_err(|e| format!("grid {}: {}", g + 1, e))?;
                answers.push(Answer::new(Filled(grid)));
            }
        }
        Read::P4929 => {
            let text = lines.join(" ");
            if text == "No Solution!" {
                answers.push(Answer::new(Nothing));
            } else {
                let mut rows = Vec::new();
                for t in text.split_whitespace() {
                    match t.parse::<usize>() {
                        Ok(r) => rows.push(r),
                        _ => return Err(format!("{:?} is not a row number", t)),
                    }
                }
                answers.push(Answer::new(Rows(rows)));
            }
        }
        Read::Knuth => {
            let m = matrix_of(&cases[0]);
            answers.push(read_knuth(&lines, &m)?);
        }
        Read::KnuthCount => {
            let line = lines.iter().find(|l| l.starts_with("Altogether "));
            let n = line
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|w| w.parse().ok())
                .ok_or_else(|| "no line `Altogether N solutions` on stderr".to_string())?;
            if lines.iter().any(|l| l.contains("count has overflowed")) {
                return Err(format!(
                    "count {}, after its warning that its 64-bit count overflowed",
                    crate::report::thousands(n)
                ));
            }
            answers.push(Answer::new(Count(n)));
        }
        Read::KnuthCosts => answers.push(read_knuth_costs(&lines)?),
        Read::Judge => panic!("the judge's output is read as ours"),
    }
    Ok(answers)
}

/// DLX5's report of the best costs (see [`Read::KnuthCosts`]), each repeated cost as many
/// times as it is found.
fn read_knuth_costs(lines: &[String]) -> Result<Answer, String> {
    let Some(at) = lines.iter().position(|l| l.starts_with("The optimum cost")) else {
        return match lines
            .iter()
            .any(|l| l.starts_with("Altogether 0 solutions"))
        {
            true => Ok(Answer::new(Nothing)),
            false => Err("no line `The optimum cost` on stderr".into()),
        };
    };
    let first = lines[at].strip_prefix("The optimum cost is ");
    let mut costs = Vec::new();
    for l in first
        .into_iter()
        .chain(lines[at + 1..].iter().map(|l| l.as_str()))
    {
        let Some(rest) = l.strip_prefix('$') else {
            break;
        };
        let mut words = rest.split_whitespace();
        let cost: u64 = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| format!("{:?} is not a cost", l))?;
        let times = match (words.next(), words.next()) {
            (None, _) => 1,
            (Some("(repeated"), Some(n)) => n.parse().map_err(|_| format!("{:?}", l))?,
            _ => return Err(format!("{:?} is not a cost", l)),
        };
        costs.extend(std::iter::repeat(cost).take(times));
    }
    if costs.is_empty() {
        return Err(format!("no cost after {:?}", lines[at]));
    }
    Ok(Answer::new(Costs(costs)))
}

/// Knuth's `m1` output: `1:`, then each chosen option as its item names (in some rotation)
/// and `(k of n)`. An option is known by its items; equal rows are interchangeable, so the
/// first row with those items stands for it.
fn read_knuth(lines: &[String], m: &Matrix) -> Result<Answer, String> {
    let Some(start) = lines.iter().position(|l| l == "1:") else {
        return Ok(Answer::new(Nothing));
    };
    let mut by_items = std::collections::HashMap::new();
    for (r, row) in m.rows.iter().enumerate().rev() {
        by_items.insert(row.clone(), r);
    }
    let mut rows = Vec::new();
    for l in &lines[start + 1..] {
        if l.ends_with(':') {
            break;
        }
        let mut items = Vec::new();
        for t in l.split_whitespace().take_while(|t| !t.starts_with('(')) {
            match t.strip_prefix('c').and_then(|d| d.parse::<usize>().ok()) {
                Some(j) if j >= 1 => items.push(j - 1),
                _ => return Err(format!("{:?} is not an item name", t)),
            }
        }
        items.sort_unstable();
        match by_items.get(&items) {
            Some(&r) => rows.push(r + 1),
            None => return Err(format!("no row has the items of option {:?}", l)),
        }
    }
    Ok(Answer::new(Rows(rows)))
}
