//! Every answer checked, ours and the peers': a grid against the rules and its givens, a cover
//! against its matrix, a filling piece by piece, queens against the rules and presets; and each
//! `No Solution!`, count, uniqueness verdict and P1074 score against a fact that shares nothing
//! with the DLX: how the instance was built (a planted cover, Langford's n mod 4, a board of 59
//! cells), a count from the set's source (tdoku's file), or the tests' references
//! (`tests/common/reference.rs`: a bitmask Sudoku search, a backtracking over rows, a tiler),
//! computed only where an answer needs it and kept in OUT/cache.

use crate::common::check_sudoku;
use crate::common::problems::{Answer, Instance, Problem};
use crate::common::reference::{bead_fillings, best_target_score, count_sudoku, has_cover};
use crate::common::sets::{Known, Task};
use std::collections::HashMap;
use std::path::PathBuf;

/// The facts of one set's instances, computed on demand and cached on disk.
pub struct Truth<'a> {
    cases: &'a [Instance],
    known: &'a [Known],
    task: Task,
    facts: HashMap<usize, i64>,
    file: PathBuf,
    dirty: bool,
}

/// FNV-1a, for cache keys (stable across runs and Rust versions).
pub fn fnv(data: &[u8], mut h: u64) -> u64 {
    for &b in data {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    h
}

fn case_bytes(case: &Instance) -> Vec<u8> {
    match case {
        Instance::Sudoku(g) => g.clone(),
        Instance::Cover(m) => m.p4929_text().into_bytes(),
        Instance::Beads(b) => b.to_vec(),
        Instance::Queens(p) => format!("{:?}", p).into_bytes(),
    }
}

fn box_size(g: &[u8]) -> usize {
    if g.len() == 256 {
        4
    } else {
        3
    }
}

impl<'a> Truth<'a> {
    pub fn new(
        cases: &'a [Instance],
        known: &'a [Known],
        task: Task,
        file_name: &str,
        cache_dir: PathBuf,
    ) -> Truth<'a> {
        let reference = crate::common::root().join("tests/common/reference.rs");
        let mut h = fnv(
            &std::fs::read(reference).unwrap_or_default(),
            0xcbf2_9ce4_8422_2325,
        );
        h = fnv(format!("{:?}", task).as_bytes(), h);
        for c in cases {
            h = fnv(&case_bytes(c), h);
        }
        let file = cache_dir.join(format!("{}-{:016x}.txt", file_name, h));
        let mut facts = HashMap::new();
        for line in std::fs::read_to_string(&file).unwrap_or_default().lines() {
            let mut w = line.split_whitespace().map(str::parse::<i64>);
            if let (Some(Ok(i)), Some(Ok(v))) = (w.next(), w.next()) {
                facts.insert(i as usize, v);
            }
        }
        Truth {
            cases,
            known,
            task,
            facts,
            file,
            dirty: false,
        }
    }

    /// The fact of instance `i`: for a Sudoku its count (up to 1 where only solvability is in
    /// question) or P1074's best score (-1: none); for a matrix or a bead board, 1 if it has a
    /// cover or a filling, else 0.
    pub fn fact(&mut self, i: usize) -> i64 {
        match self.known.get(i) {
            Some(Known::Count(n)) => return *n as i64,
            Some(Known::Solvable(yes)) => return *yes as i64,
            Some(Known::Score(s)) => return *s,
            _ => {}
        }
        if let Some(&v) = self.facts.get(&i) {
            return v;
        }
        let first = matches!(self.task, Task::FirstSudoku9 | Task::FirstSudoku16);
        let v = match &self.cases[i] {
            Instance::Sudoku(g) if self.task == Task::Own => {
                best_target_score(g).map_or(-1, |s| s as i64)
            }
            Instance::Sudoku(g) => {
                let limit = if first { 1 } else { u64::MAX };
                count_sudoku(box_size(g), g, limit, u64::MAX).count as i64
            }
            Instance::Cover(m) => has_cover(m, u64::MAX).expect("no budget") as i64,
            Instance::Beads(b) => !bead_fillings(b, 1).is_empty() as i64,
            Instance::Queens(_) => 1,
        };
        self.facts.insert(i, v);
        self.dirty = true;
        v
    }

    pub fn save(&self) {
        if !self.dirty {
            return;
        }
        let mut keys: Vec<&usize> = self.facts.keys().collect();
        keys.sort();
        let text: String = keys
            .iter()
            .map(|&&i| format!("{} {}\n", i, self.facts[&i]))
            .collect();
        if let Some(dir) = self.file.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = std::fs::write(&self.file, text);
    }
}

/// Why `ans` is not a right answer to instance `i`, if it is not. A solution (a grid, rows, a
/// filling, queens) goes to the registry's `judge`; a claim (none, several, a count, a score)
/// is held to the instance's fact. `limit` is how far a counting program counts (2 for a
/// uniqueness check).
pub fn check(
    problem: &Problem,
    truth: &mut Truth,
    i: usize,
    ans: &Answer,
    limit: u64,
) -> Result<(), String> {
    let claim = |what: &str, fact: i64| Err(format!("{}, but the reference says {}", what, fact));
    let unique = truth.task == Task::UniqueSudoku9;
    match ans {
        Answer::Nothing => match truth.fact(i) {
            f if f == 0 || (truth.task == Task::Own && f == -1) => Ok(()),
            f => claim("no solution", f),
        },
        Answer::NonUnique => match truth.fact(i) {
            f if f >= 2 => Ok(()),
            f => claim("several solutions", f),
        },
        Answer::Held(lines) if unique && lines.len() == 1 => match truth.fact(i) {
            1 => claim("not exactly one solution", 1),
            _ => Ok(()),
        },
        Answer::Count(n, grid) => {
            let want = (truth.fact(i) as u64).min(limit);
            if *n != want {
                return Err(format!("count {}, the reference says {}", n, want));
            }
            match (grid, &truth.cases[i]) {
                (Some(s), Instance::Sudoku(g)) => check_sudoku(box_size(g), g, s),
                _ => Ok(()),
            }
        }
        Answer::Score(s) => match truth.fact(i) {
            f if f == *s as i64 => Ok(()),
            f => claim(&format!("score {}", s), f),
        },
        Answer::Grid(_) if unique && truth.fact(i) != 1 => claim(
            "a grid for a puzzle that has not one solution",
            truth.fact(i),
        ),
        _ => (problem.judge)(&truth.cases[i], ans),
    }
}
