//! The problem registry: each judge file (`src/bin/<name>.rs`) is defined once, by its entry in
//! [`PROBLEMS`], over which the sample, hostile and stress tests and the benchmark
//! (`examples/bench`) iterate. An entry names what the tests know of its problem: its reader,
//! writer, parser and judge, its generator and stress settings, its hostile cases. Those live
//! in the module of its kind of problem: `problems/sudoku.rs` (the 9x9 judge formats, and what
//! every Sudoku problem shares), `sudoku16.rs` (16x16), `sites.rs` (the files for function
//! judges, LeetCode and Codewars, judged through their `main`), `queens.rs`, `cover.rs` (exact
//! cover: P4929 and xcc), `tilings.rs`, `matching.rs`. The tests hold every run to the one verdict
//! (`verdict.rs`).
//!
//! # Adding a problem
//!
//! 1. `src/bin/<name>.rs`: the file (its header, model, `solve` and `main`, and the blocks its
//!    code calls, named in its `mod lib`; `make bundle` writes them and docs/blocks.md).
//! 2. `samples/<name>/`: `sample-1.in` and `sample-1.out`, the official sample (several tests
//!    read it), and any more cases; those whose stderr is checked (`X.err`, `X.note`) in
//!    `samples/<name>/stderr/` (`samples.rs`); the origin of each in `samples/SOURCES.md`.
//! 3. Its entry in [`PROBLEMS`], and in the module of its kind (a new module for a new kind) its
//!    reader, writer, parser, judge, generator and hostile cases (`cases.rs` has the shared
//!    ways of making them). A new kind of instance or answer is a type in that module, which
//!    [`Instance::new`] and [`Answer::new`] hold and `of` and `get` read back: nothing here
//!    names it.
//! 4. A reference in `reference.rs` if none answers it yet (written apart from the DLX), and
//!    that reference's own tests in `tests/references.rs`.
//! 5. Its row in the README's table of files and in `docs/zh-CN.md`'s; its judges' compilers in
//!    its header and, for a new judge, in `judges.rs` and those tables (`tests/judges.rs`).
//!
//! Nothing else names it: the sample, hostile and stress tests, the paste check and the
//! benchmark find it here (the benchmark gives it a default set from its generator, unless
//! `examples/bench/sets.rs` has sets of that name).
//!
//! # Public API
//!
//! - [`PROBLEMS`]: every entry, each from [`BASE`] (`..BASE`: it says only what differs);
//!   [`problem`]: the entry of a bin by name.
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
//!   - `hostile`: the problem's own cases for the hostile test (`cases.rs`), beyond those every
//!     file gets, in groups.
//! - [`Instance`], [`Answer`]: a value of a kind's own type (`sudoku::Puzzle`,
//!   `tilings::Rectangle`, `cover::Rows`...), made by `new` and read back by `of` (it must be a
//!   `T`), `get` and `is`; the answers several kinds give are here: [`Count`], [`Nothing`],
//!   [`Held`].
//! - [`Problem::check`]: `(input, output) -> Result<(), String>`, the one checker of every
//!   problem: `read`, `parse`, then `judge` on EVERY answer (an answer for each instance, in
//!   order). A problem checks differently only through those parts.
//!
//! Nothing here uses the DLX: the references are in `reference.rs`, the generators' shared
//! parts in `gen.rs`.

pub mod cover;
pub mod matching;
pub mod queens;
pub mod sites;
pub mod sudoku;
pub mod sudoku16;
pub mod tilings;

pub use cover::parse_p4929;
#[allow(unused_imports)] // the tests' own, not the examples'
pub use tilings::full_boards;

use super::cases::Case;
use super::gen;
use super::judges::*;

use super::{cells, judge_lines, strip_bom};

/// One instance of a problem, in the terms of its statement: a value of its kind's own type
/// (`sudoku::Puzzle`, `cover::Matrix`, `tilings::Rectangle`, ...), which the kind's module
/// defines and reads back with [`Instance::of`] or [`Instance::get`]. The registry names no
/// kind: a new kind of instance is a type in its module.
#[derive(Clone, Debug, PartialEq)]
pub struct Instance(Value);

/// One answer of a judge file's output, as `parse` reads it: a value of its kind's own type
/// (`sudoku::Filled`, `cover::Rows`, ...), or one of the answers several kinds share:
/// [`Count`], [`Nothing`], [`Held`].
#[derive(Clone, Debug, PartialEq)]
pub struct Answer(Value);

/// A counting problem's answer: the number of solutions (LeetCode 52, CSES 1624, P1562, P10975,
/// CSES 2181, LC790, DP O, xcc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Count(pub u64);

/// The problem's "none": `No Solution!` (P4929), `No solution` (P4205), `Find another job`
/// (sudokunique), `-1` (P1074), `no solution` (xcc with costs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Nothing;

/// Lines in an answer's place that are not of the answer's form: right only in the place of an
/// instance that breaks the problem's promise (a grid without solution), whose place the file
/// keeps with lines of its choice.
#[derive(Clone, Debug, PartialEq)]
pub struct Held(pub Vec<String>);

/// What an instance or answer type is: cloned, compared and printed through [`Value`], and sent
/// to the tests' threads.
pub trait Kind: std::any::Any + std::fmt::Debug + Send + Sync {
    fn cloned(&self) -> Box<dyn Kind>;
    fn same(&self, other: &dyn Kind) -> bool;
    fn any(&self) -> &dyn std::any::Any;
}

impl<T: std::any::Any + std::fmt::Debug + Clone + PartialEq + Send + Sync> Kind for T {
    fn cloned(&self) -> Box<dyn Kind> {
        Box::new(self.clone())
    }
    fn same(&self, other: &dyn Kind) -> bool {
        other.any().downcast_ref::<T>() == Some(self)
    }
    fn any(&self) -> &dyn std::any::Any {
        self
    }
}

/// A value of some kind's type, its type known only to the kind's module.
pub struct Value(Box<dyn Kind>);

impl Clone for Value {
    fn clone(&self) -> Value {
        Value(self.0.cloned())
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.0.same(&*other.0)
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

macro_rules! of_a_kind {
    ($t:ident, $what:expr) => {
        impl $t {
            pub fn new<T: Kind>(x: T) -> $t {
                $t(Value(Box::new(x)))
            }
            /// The value, if it is a `T`.
            pub fn get<T: Kind>(&self) -> Option<&T> {
                (self.0).0.any().downcast_ref()
            }
            /// Whether it is a `T`.
            pub fn is<T: Kind>(&self) -> bool {
                self.get::<T>().is_some()
            }
            /// The value, which must be a `T`: a kind's part given another kind's value is an
            /// error of the tests.
            pub fn of<T: Kind>(&self) -> &T {
                self.get().unwrap_or_else(|| {
                    panic!(
                        "{} {:?} is not a {}",
                        $what,
                        self,
                        std::any::type_name::<T>()
                    )
                })
            }
        }
    };
}
of_a_kind!(Instance, "instance");
of_a_kind!(Answer, "answer");

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
    /// Its own cases for the hostile test, beyond those every file gets: its judges' layouts
    /// and variants, malformed instances keeping their place, floods (each function a group).
    pub hostile: &'static [fn() -> Vec<Case>],
    /// The judges that take the file, each with its compiler (`judges.rs`): the paste check
    /// builds it with each.
    pub judges: &'static [Judge],
    /// The most bytes the file may have, counted with CRLF line ends (a browser's text box sends
    /// CRLF): a judge's source limit, or a judge editor's; `None` for a file no judge takes.
    pub bytes: Option<usize>,
    /// Its samples (`X` of `samples/<name>/X.in`) that take seconds in the quick tier's
    /// unoptimised bins (the worst cases found, hundreds of hard grids): run only when the tests
    /// run whole.
    pub heavy: &'static [&'static str],
}

/// What a judge's editor takes whole (SPOJ's usual source limit is 50,000 bytes).
const EDITOR: Option<usize> = Some(36_000);

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

/// What an entry is unless it says otherwise: one right answer a sample, each held to the
/// checker, a judge editor's byte limit, no heavy samples, no hostile cases of its own, no judge
/// (the file serves users of the format). Its parts (reader, writer, parser, judge, generator)
/// are the entry's own: here they only say so, should an entry leave one unset.
pub const BASE: Problem = Problem {
    name: "",
    read: |_| panic!("an entry without its reader"),
    write: |_| panic!("an entry without its writer"),
    parse: |_| panic!("an entry without its parser"),
    judge: |_, _| panic!("an entry without its judge"),
    exact: true,
    expected_checked: true,
    generate: |_| panic!("an entry without its generator"),
    stress: Stress {
        salt: 0,
        n: 100,
        batch: 1,
        kinds: &[],
    },
    hostile: &[],
    judges: &[],
    bytes: EDITOR,
    heavy: &[],
};

/// Every judge file, by kind of problem.
pub static PROBLEMS: &[Problem] = &[
    Problem {
        name: "p10482",
        heavy: &["forum-hardest-1106"],
        judges: &[LUOGU],
        read: sudoku::read_p10482,
        write: sudoku::write_p10482,
        parse: sudoku::parse_p10482,
        judge: sudoku::judge_solved,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 10482,
            n: 2000,
            batch: 500,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
        hostile: &[
            sudoku::p10482_reads_what_the_judges_read,
            sudoku::p10482_keeps_the_place_of_a_bad_grid,
            sudoku::p10482_survives_hostile_input,
        ],
        ..BASE
    },
    Problem {
        name: "p10481",
        judges: &[LUOGU],
        read: sudoku::read_p10481,
        write: sudoku::write_p10481,
        parse: sudoku::parse_p10481,
        judge: sudoku::judge_solved,
        exact: false,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 10481,
            n: 500,
            batch: 250,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
        ..BASE
    },
    Problem {
        name: "p1784",
        judges: &[LUOGU],
        read: sudoku::read_one9,
        write: sudoku::write_one9,
        parse: sudoku::parse_p1784,
        judge: sudoku::judge_solved,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 1784,
            n: 100,
            batch: 1,
            kinds: &[("revealed", 20)],
        },
        ..BASE
    },
    Problem {
        name: "p1074",
        heavy: &[
            "given24-927349-completions",
            "given24-907360-completions",
            "given24-1214648-completions",
        ],
        judges: &[LUOGU],
        read: sudoku::read_one9,
        write: sudoku::write_one9,
        parse: sudoku::parse_p1074,
        judge: sudoku::judge_p1074,
        expected_checked: false,
        generate: sudoku::target9,
        stress: Stress {
            salt: 1074,
            n: 300,
            batch: 1,
            kinds: &[("clash", 10), ("changed", 10)],
        },
        ..BASE
    },
    Problem {
        name: "sp13980",
        heavy: &["tdoku-43"],
        judges: &[SPOJ],
        read: sudoku::read_sp13980,
        write: sudoku::write_sp13980,
        parse: sudoku::parse_sp13980,
        judge: sudoku::judge_sp13980,
        expected_checked: false,
        generate: sudoku::counted9,
        stress: Stress {
            salt: 13980,
            n: 2000,
            batch: 500,
            kinds: &[("revealed", 20)],
        },
        hostile: &[
            sudoku::sp13980_reads_what_the_judges_read,
            sudoku::sp13980_keeps_the_place_of_a_bad_grid,
            sudoku::sp13980_survives_hostile_input,
        ],
        ..BASE
    },
    Problem {
        name: "sudokunique",
        judges: &[KATTIS],
        read: sudoku::read_sudokunique,
        write: sudoku::write_sudokunique,
        parse: sudoku::parse_sudokunique,
        judge: sudoku::judge_sudokunique,
        generate: sudoku::uniqueness9,
        stress: Stress {
            salt: 0x5d0c,
            n: 120,
            batch: 100,
            kinds: &[("one", 12), ("several", 12), ("no completion", 12)],
        },
        ..BASE
    },
    Problem {
        name: "uva1309",
        heavy: &["hard-unique"],
        read: sudoku16::read_uva1309,
        write: sudoku16::write_uva1309,
        parse: sudoku16::parse_grids16,
        judge: sudoku::judge_solved,
        generate: gen::sudoku16,
        stress: Stress {
            salt: 1309,
            n: 300,
            batch: 100,
            kinds: &[("revealed", 20)],
        },
        hostile: &[
            sudoku16::uva1309_reads_what_the_judges_read,
            sudoku16::uva1309_keeps_the_place_of_a_bad_grid,
            sudoku16::uva1309_survives_hostile_input,
        ],
        ..BASE
    },
    Problem {
        name: "sp1110",
        heavy: &["hard-unique"],
        judges: &[SPOJ],
        read: sudoku16::read_sp1110,
        write: sudoku16::write_sp1110,
        parse: sudoku16::parse_grids16,
        judge: sudoku::judge_solved,
        generate: gen::sudoku16,
        stress: Stress {
            salt: 1110,
            n: 300,
            // SP1110 allows at most 10 grids an input (K <= 10).
            batch: 10,
            kinds: &[("revealed", 20)],
        },
        hostile: &[
            sudoku16::sp1110_reads_what_the_judges_read,
            sudoku16::sp1110_keeps_the_place_of_a_bad_grid,
            sudoku16::sp1110_survives_hostile_input,
        ],
        ..BASE
    },
    Problem {
        name: "p4929",
        judges: &[LUOGU],
        read: cover::read_p4929,
        write: cover::write_p4929,
        parse: cover::parse_p4929_output,
        judge: cover::judge_p4929,
        exact: false,
        generate: cover::cover,
        stress: Stress {
            salt: 4929,
            n: 1000,
            batch: 1,
            kinds: &[("random", 15), ("planted", 30), ("uncoverable", 3)],
        },
        hostile: &[
            cover::p4929_reads_what_the_judges_read,
            cover::p4929_survives_hostile_input,
        ],
        ..BASE
    },
    Problem {
        name: "p4205",
        judges: &[LUOGU],
        read: tilings::read_p4205,
        write: tilings::write_p4205,
        parse: tilings::parse_p4205,
        judge: tilings::judge_p4205,
        generate: tilings::beads,
        stress: Stress {
            salt: 4205,
            n: 300,
            batch: 1,
            kinds: &[("fillable", 25), ("no filling", 10), ("moved", 33)],
        },
        hostile: &[tilings::p4205_cases],
        ..BASE
    },
    Problem {
        name: "sp1771",
        judges: &[SPOJ],
        bytes: Some(10_000),
        read: queens::read_sp1771,
        write: queens::write_sp1771,
        parse: queens::parse_sp1771,
        judge: queens::judge_sp1771,
        exact: false,
        generate: queens::queens,
        stress: Stress {
            salt: 1771,
            n: 500,
            batch: 500,
            kinds: &[("N = 50", 20), ("share", 20)],
        },
        ..BASE
    },
    Problem {
        name: "lc37",
        judges: &[LEETCODE],
        read: sites::read_lc37,
        write: |i| sites::write_site(i, true),
        parse: sites::parse_lc37,
        judge: sudoku::judge_solved,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 37,
            n: 500,
            batch: 250,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
        hostile: &[sites::lc37_cases],
        ..BASE
    },
    Problem {
        name: "codewars_sudoku",
        judges: &[CODEWARS_166, CODEWARS_186],
        read: sites::read_codewars,
        write: |i| sites::write_site(i, false),
        parse: sites::parse_codewars,
        judge: sudoku::judge_solved,
        generate: gen::sudoku9,
        stress: Stress {
            salt: 0xc0de,
            n: 500,
            batch: 250,
            kinds: &[("revealed", 20), ("conflicting", 3)],
        },
        hostile: &[sites::codewars_cases],
        ..BASE
    },
    Problem {
        name: "lc51",
        judges: &[LEETCODE],
        read: sites::read_leetcode_n,
        write: sites::write_leetcode_n,
        parse: sites::parse_lc51,
        judge: sites::judge_lc51,
        exact: false,
        generate: sites::leetcode_queens,
        stress: Stress {
            salt: 51,
            n: 200,
            batch: 100,
            kinds: &[("n = 1-9", 70), ("n = 10", 3)],
        },
        hostile: &[sites::lc51_cases],
        ..BASE
    },
    Problem {
        name: "lc52",
        heavy: &["all-n"],
        judges: &[LEETCODE],
        read: sites::read_leetcode_n,
        write: sites::write_leetcode_n,
        parse: queens::parse_counts,
        judge: queens::judge_count_queens,
        generate: sites::leetcode_queens,
        stress: Stress {
            salt: 52,
            n: 200,
            batch: 100,
            kinds: &[("n = 1-9", 70), ("n = 10", 3)],
        },
        hostile: &[sites::lc52_cases],
        ..BASE
    },
    Problem {
        name: "lc790",
        judges: &[LEETCODE],
        read: sites::read_lc790,
        write: sites::write_lc790,
        parse: queens::parse_counts,
        judge: sites::judge_lc790,
        generate: sites::leetcode_strip,
        stress: Stress {
            salt: 790,
            n: 300,
            batch: 100,
            kinds: &[("n = 1-30", 20), ("n = 1000", 5)],
        },
        hostile: &[sites::lc790_cases],
        ..BASE
    },
    Problem {
        name: "cses1624",
        judges: &[CSES_2018, CSES_2021],
        read: queens::read_cses1624,
        write: queens::write_cses1624,
        parse: queens::parse_counts,
        judge: queens::judge_count_queens,
        generate: queens::chessboard,
        stress: Stress {
            salt: 1624,
            n: 300,
            batch: 1,
            kinds: &[("empty", 3), ("a few", 25), ("many", 25)],
        },
        ..BASE
    },
    Problem {
        name: "p1219",
        heavy: &["n-13", "n-14"],
        judges: &[LUOGU],
        read: queens::read_p1219,
        write: sites::write_leetcode_n,
        parse: queens::parse_p1219,
        judge: queens::judge_p1219,
        generate: queens::checker,
        stress: Stress {
            salt: 1219,
            n: 40,
            batch: 1,
            kinds: &[("n = 6-13", 40), ("n = 1-5", 10)],
        },
        hostile: &[queens::p1219_cases],
        ..BASE
    },
    Problem {
        name: "p1562",
        heavy: &["one-forbidden-13", "empty-14"],
        judges: &[LUOGU],
        read: queens::read_p1562,
        write: queens::write_p1562,
        parse: queens::parse_counts,
        judge: queens::judge_count_queens,
        generate: queens::allowed_board,
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
        hostile: &[queens::p1562_cases],
        ..BASE
    },
    Problem {
        name: "abc322d",
        judges: &[ATCODER],
        read: tilings::read_abc322d,
        write: tilings::write_abc322d,
        parse: tilings::parse_yes_no,
        judge: tilings::judge_yes_no,
        generate: tilings::polyominoes,
        stress: Stress {
            salt: 322,
            n: 300,
            batch: 1,
            kinds: &[("cut", 60), ("turned over", 25), ("random", 10)],
        },
        hostile: &[tilings::abc322d_cases],
        ..BASE
    },
    Problem {
        name: "abc345d",
        heavy: &["hardest-found"],
        judges: &[ATCODER],
        read: tilings::read_abc345d,
        write: tilings::write_abc345d,
        parse: tilings::parse_yes_no,
        judge: tilings::judge_yes_no,
        generate: tilings::tiles,
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
        hostile: &[tilings::abc345d_cases],
        ..BASE
    },
    Problem {
        name: "p10975",
        judges: &[LUOGU],
        read: tilings::read_p10975,
        write: tilings::write_p10975,
        parse: queens::parse_counts,
        judge: tilings::judge_tilings,
        generate: tilings::rectangle,
        stress: Stress {
            salt: 10975,
            n: 400,
            batch: 100,
            kinds: &[("odd area", 10), ("even area", 40)],
        },
        hostile: &[tilings::p10975_cases],
        ..BASE
    },
    Problem {
        name: "cses2181",
        judges: &[CSES_2018, CSES_2021],
        read: tilings::read_cses2181,
        write: tilings::write_cses2181,
        parse: queens::parse_counts,
        judge: tilings::judge_tilings_mod,
        generate: tilings::grid,
        stress: Stress {
            salt: 2181,
            n: 60,
            batch: 1,
            kinds: &[("odd area", 5), ("even area", 20)],
        },
        hostile: &[tilings::cses2181_cases],
        ..BASE
    },
    Problem {
        name: "dp_o",
        heavy: &["all-ones-21", "dense-21", "sample-4"],
        judges: &[ATCODER],
        read: matching::read_dp_o,
        write: matching::write_dp_o,
        parse: queens::parse_counts,
        judge: matching::judge_matchings,
        generate: matching::matching,
        stress: Stress {
            salt: 0xd0,
            n: 300,
            batch: 1,
            kinds: &[
                ("all zeros", 8),
                ("all ones", 8),
                ("sparse", 8),
                ("half", 8),
                ("dense", 15),
            ],
        },
        hostile: &[matching::dp_o_cases],
        ..BASE
    },
    Problem {
        name: "xcc",
        bytes: None,
        read: cover::read_xcc,
        write: cover::write_xcc,
        parse: cover::parse_xcc,
        judge: cover::judge_xcc,
        generate: cover::xcc,
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
        ..BASE
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

// ---- what several kinds of problem share ----

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

/// The first `n` cells of an input in any layout, each one of `alphabet` (a `what` in the
/// message); `None` if the input ends first.
fn first_cells(
    input: &[u8],
    n: usize,
    alphabet: &[u8],
    what: &str,
) -> Result<Option<Vec<u8>>, String> {
    let cells = cells(input);
    if cells.len() < n {
        return Ok(None);
    }
    match cells[..n].iter().position(|c| !alphabet.contains(c)) {
        Some(k) => Err(format!(
            "input: {} {} is {:?}",
            what,
            k + 1,
            cells[k] as char
        )),
        None => Ok(Some(cells[..n].to_vec())),
    }
}

/// The whitespace-separated tokens of an input (a UTF-8 BOM skipped).
fn tokens(input: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(strip_bom(input))
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// The answers of an output that puts exactly one blank line between them: `one` reads the
/// answer that starts at line `at` of the lines (judged as the judges compare), and says how
/// many lines it takes.
fn blank_separated(
    output: &[u8],
    one: impl Fn(&[String], usize) -> Result<(Answer, usize), String>,
) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    let mut answers = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        if !answers.is_empty() {
            if !lines[at].is_empty() {
                return Err(format!(
                    "output lines: line {} should be the blank line after answer {}: {:?}",
                    at + 1,
                    answers.len(),
                    lines[at]
                ));
            }
            at += 1;
        }
        let (answer, taken) = one(&lines, at)?;
        answers.push(answer);
        at += taken;
    }
    Ok(answers)
}

/// `cells` as lines of `width` cells each.
fn lines_of(cells: &[u8], width: usize) -> Vec<u8> {
    cells
        .chunks(width)
        .flat_map(|r| r.iter().cloned().chain(Some(b'\n')))
        .collect()
}

/// The input of a problem of one instance an input (P4929, P4205, xcc, CSES 1624, P1562, ABC322
/// D, ABC345 D): its first instance, a `T`, as `text` writes it; nothing without one.
fn write_first<T: Kind>(instances: &[Instance], text: impl Fn(&T) -> Vec<u8>) -> Vec<u8> {
    instances.first().map_or(Vec::new(), |i| text(i.of()))
}
