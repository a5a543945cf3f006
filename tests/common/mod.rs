//! What every test file shares: running a built bin, comparing as the judges compare, and the
//! independent checkers. Nothing here uses the DLX: a checker that shared the solver's code
//! would share its bugs.
#![allow(dead_code)] // each test file uses its own part

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names of the judge bins: every `src/bin/*.rs`.
pub fn bins() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("src/bin"))
        .expect("src/bin")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rs").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// The built executable of bin `name`. Cargo builds every bin of the package, with the test's
/// profile, next to the `deps` folder this test runs from.
pub fn exe(name: &str) -> PathBuf {
    let me = std::env::current_exe().expect("current_exe");
    let dir = me.parent().and_then(Path::parent).expect("target dir");
    let path = dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "{} is not built (looked at {})",
        name,
        path.display()
    );
    path
}

/// What a run of a bin gave back.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Run {
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
}

/// Runs bin `name` with `input` on stdin.
pub fn run(name: &str, input: &[u8]) -> Run {
    let mut child = Command::new(exe(name))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Feed stdin from a thread: a large input would otherwise dead-lock against a full stdout.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait");
    feeder.join().expect("feeder");
    Run {
        code: out.status.code(),
        stdout: out.stdout,
        stderr: out.stderr,
    }
}

/// The text as the judges compare it: `\r` dropped, spaces and tabs at line ends dropped,
/// blank lines at the end dropped. Everything else counts.
pub fn judge_lines(text: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(text).replace('\r', "");
    let mut lines: Vec<String> = text
        .split('\n')
        .map(|l| l.trim_end_matches(|c| c == ' ' || c == '\t').to_string())
        .collect();
    while lines.last().map_or(false, |l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// `Ok` when the judge would accept `got` for `expected`; else the first differing line.
pub fn judge_compare(got: &[u8], expected: &[u8]) -> Result<(), String> {
    let (g, e) = (judge_lines(got), judge_lines(expected));
    for k in 0..g.len().max(e.len()) {
        let (gl, el) = (g.get(k), e.get(k));
        if gl != el {
            return Err(format!(
                "line {} differs:\n  expected: {}\n  got:      {}",
                k + 1,
                el.map_or("<end of output>", |s| s.as_str()),
                gl.map_or("<end of output>", |s| s.as_str())
            ));
        }
    }
    Ok(())
}

/// A Sudoku grid of box size `b` (side `n = b*b`): 0 empty, `1..=n` a digit.
pub type Grid = Vec<u8>;

/// Why `solution` is not a solution of `puzzle` (box size `b`), if it is not: a value out of
/// range, a changed given, or a digit twice in a row, column or box.
pub fn check_sudoku(b: usize, puzzle: &[u8], solution: &[u8]) -> Result<(), String> {
    let n = b * b;
    if puzzle.len() != n * n || solution.len() != n * n {
        return Err(format!(
            "expected {} cells, got {} / {}",
            n * n,
            puzzle.len(),
            solution.len()
        ));
    }
    for (k, (&p, &s)) in puzzle.iter().zip(solution).enumerate() {
        if s == 0 || s as usize > n {
            return Err(format!("cell {} is not filled with 1..{}: {}", k + 1, n, s));
        }
        if p != 0 && p != s {
            return Err(format!("cell {} changes the given {} to {}", k + 1, p, s));
        }
    }
    for unit in 0..n {
        let mut seen = [[false; 3]; 64];
        for k in 0..n {
            let cells = [
                unit * n + k,
                k * n + unit,
                (unit / b * b + k / b) * n + unit % b * b + k % b,
            ];
            for (kind, &c) in cells.iter().enumerate() {
                let d = solution[c] as usize;
                if seen[d][kind] {
                    let what = ["row", "column", "box"][kind];
                    return Err(format!("digit {} twice in {} {}", d, what, unit + 1));
                }
                seen[d][kind] = true;
            }
        }
    }
    Ok(())
}

/// A 9x9 puzzle line in the P10482 format (`1`-`9`, `.`) as a grid.
pub fn grid9_from_line(line: &str) -> Grid {
    line.bytes()
        .map(|c| if c == b'.' || c == b'0' { 0 } else { c - b'0' })
        .collect()
}

/// Checks a P10482 output against its input: one valid solution line per puzzle line.
pub fn check_p10482(input: &[u8], output: &[u8]) -> Result<(), String> {
    let puzzles: Vec<String> = judge_lines(input)
        .into_iter()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .take_while(|l| l != "end")
        .collect();
    let answers = judge_lines(output);
    if answers.len() != puzzles.len() {
        return Err(format!(
            "{} puzzles but {} answer lines",
            puzzles.len(),
            answers.len()
        ));
    }
    for (k, (p, a)) in puzzles.iter().zip(&answers).enumerate() {
        if a.len() != 81 || !a.bytes().all(|c| c.is_ascii_digit()) {
            return Err(format!("answer {} is not 81 digits: {}", k + 1, a));
        }
        check_sudoku(3, &grid9_from_line(p), &grid9_from_line(a))
            .map_err(|e| format!("puzzle {} ({}): {}", k + 1, p, e))?;
    }
    Ok(())
}

/// A 16x16 row in the UVA1309 / SPOJ SUDOKU format (`A`-`P` a letter, `-` empty) as 16 cells
/// (0 empty, 1..=16 for `A`..=`P`); `None` unless it is exactly 16 such characters.
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

/// Reads 16 rows into a 256-cell grid; `what` names them in the error.
fn grid16(rows: &[String], what: &str) -> Result<Grid, String> {
    if rows.len() != 16 {
        return Err(format!("{}: {} rows, expected 16", what, rows.len()));
    }
    let mut grid = Grid::with_capacity(256);
    for (r, row) in rows.iter().enumerate() {
        let cells =
            row16(row).ok_or_else(|| format!("{} row {} is malformed: {}", what, r + 1, row))?;
        grid.extend(cells);
    }
    Ok(grid)
}

/// Checks solved 16x16 grids against their puzzles: 16 rows each, exactly one empty line between
/// consecutive grids, every answer a filled grid that keeps the givens and breaks no rule.
pub fn check_sudoku16(puzzles: &[Grid], output: &[u8]) -> Result<(), String> {
    let lines = judge_lines(output);
    let want = (puzzles.len() * 17).saturating_sub(1);
    if lines.len() != want {
        return Err(format!(
            "{} puzzles need {} output lines (blank lines between grids), got {}",
            puzzles.len(),
            want,
            lines.len()
        ));
    }
    for (k, puzzle) in puzzles.iter().enumerate() {
        let at = k * 17;
        if k + 1 < puzzles.len() && !lines[at + 16].is_empty() {
            return Err(format!(
                "line {}: expected the empty line after grid {}",
                at + 17,
                k + 1
            ));
        }
        let answer = grid16(&lines[at..at + 16], &format!("answer {}", k + 1))?;
        check_sudoku(4, puzzle, &answer).map_err(|e| format!("grid {}: {}", k + 1, e))?;
    }
    Ok(())
}

/// Checks a UVA1309 output against its input: grids of 16 non-blank lines, blank lines between.
pub fn check_uva1309(input: &[u8], output: &[u8]) -> Result<(), String> {
    let rows: Vec<String> = judge_lines(input)
        .into_iter()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    let puzzles = rows
        .chunks(16)
        .enumerate()
        .map(|(k, rows)| grid16(rows, &format!("input grid {}", k + 1)))
        .collect::<Result<Vec<Grid>, String>>()?;
    check_sudoku16(&puzzles, output)
}

/// Checks an SP1110 output against its input: `K`, then `K` grids of 16 words.
pub fn check_sp1110(input: &[u8], output: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(input);
    let mut words = text.split_whitespace();
    let k: usize = words
        .next()
        .and_then(|w| w.parse().ok())
        .ok_or("input: no number of grids K")?;
    let rows: Vec<String> = words.map(str::to_string).collect();
    if rows.len() != 16 * k {
        return Err(format!("input: K = {} but {} rows", k, rows.len()));
    }
    let puzzles = rows
        .chunks(16)
        .enumerate()
        .map(|(k, rows)| grid16(rows, &format!("input grid {}", k + 1)))
        .collect::<Result<Vec<Grid>, String>>()?;
    check_sudoku16(&puzzles, output)
}

/// SplitMix64: a tiny seeded generator, so a failing case can be replayed from its seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (n > 0; the bias is negligible for the small n used here).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for k in (1..v.len()).rev() {
            let j = self.below(k + 1);
            v.swap(k, j);
        }
    }
}
