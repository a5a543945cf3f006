//! The N queens problems in judges' formats: SP1771 (complete a board), CSES 1624 (count on the
//! free squares), P1219 (the first three placements and the count), P1562 (count on the squares
//! marked `*`).

use super::Instance;
use super::{first_cells, lines_of, strip_bom, tokens, write_first, Answer, Count, Generated};
use crate::common::cases::*;
use crate::common::gen::random_queens;
use crate::common::reference::{check_queens, queens_counted};
use crate::common::{cells, judge_lines};
use dlx_judge::rng::Rng;

// ---- the instances and answers ----

/// An N queens board (SP1771): each row's preset column, from 1; 0 = none. LeetCode 51 and 52,
/// and P1219, ask about the board of `n` zeros.
#[derive(Clone, Debug, PartialEq)]
pub struct Presets(pub Vec<usize>);

/// CSES 1624: the 64 squares row by row, `.` free or `*` reserved.
#[derive(Clone, Debug, PartialEq)]
pub struct Chessboard(pub Vec<u8>);

/// P1562: `N` and its `N * N` squares row by row, `true` where a queen may stand (`*`).
#[derive(Clone, Debug, PartialEq)]
pub struct Allowed(pub usize, pub Vec<bool>);

/// SP1771: each row's queen column, from 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Columns(pub Vec<usize>);

/// P1219: the placements printed (each row's column, from 1), then the count.
#[derive(Clone, Debug, PartialEq)]
pub struct FirstQueens(pub Vec<Vec<usize>>, pub u64);

// ---- reading, writing, parsing, judging ----

/// SP1771: cases of `N`, then `N` columns (from 1, 0 = none). A last case cut short is not one.
pub(super) fn read_sp1771(input: &[u8]) -> Result<Vec<Instance>, String> {
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
        cases.push(Instance::new(Presets(after[..n].to_vec())));
        rest = &after[n..];
    }
    Ok(cases)
}

pub(super) fn write_sp1771(instances: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    for i in instances {
        let p = &i.of::<Presets>().0;
        let cols: Vec<String> = p.iter().map(|c| c.to_string()).collect();
        s.push_str(&format!("{} {}\n", p.len(), cols.join(" ")));
    }
    s.into_bytes()
}

/// SP1771: one line per case, the queens' columns.
pub(super) fn parse_sp1771(output: &[u8]) -> Result<Vec<Answer>, String> {
    judge_lines(output)
        .iter()
        .enumerate()
        .map(|(k, line)| {
            line.split_whitespace()
                .map(|t| t.parse::<usize>())
                .collect::<Result<Vec<usize>, _>>()
                .map(|c| Answer::new(Columns(c)))
                .map_err(|_| format!("output line {} ({:?}): not numbers", k + 1, line))
        })
        .collect()
}

/// SP1771: a completion of the board (a permutation, no shared diagonal, presets kept).
pub(super) fn judge_sp1771(instance: &Instance, answer: &Answer) -> Result<(), String> {
    match answer.get::<Columns>() {
        Some(Columns(cols)) => check_queens(&instance.of::<Presets>().0, cols),
        None => Err(format!("{:?} is no answer to {:?}", answer, instance)),
    }
}

/// CSES 1624: the first 64 squares, in any layout (none if there are fewer).
pub(super) fn read_cses1624(input: &[u8]) -> Result<Vec<Instance>, String> {
    let board = first_cells(input, 64, b".*", "square")?;
    Ok(board
        .map(|b| Instance::new(Chessboard(b)))
        .into_iter()
        .collect())
}

/// P1219: the first token, `n` (1-14); none for an empty input.
pub(super) fn read_p1219(input: &[u8]) -> Result<Vec<Instance>, String> {
    match tokens(input).first() {
        None => Ok(vec![]),
        Some(t) => match t.parse::<usize>() {
            Ok(n) if (1..=14).contains(&n) => Ok(vec![Instance::new(Presets(vec![0; n]))]),
            _ => Err(format!("input: {:?} is not an n of 1-14", t)),
        },
    }
}

/// P1562: `N` (1-14), then `N * N` squares, `*` or `.`, in any layout (none if fewer).
pub(super) fn read_p1562(input: &[u8]) -> Result<Vec<Instance>, String> {
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
    Ok(vec![Instance::new(Allowed(n, free))])
}

/// LeetCode 52, CSES 1624: one count a line.
pub(super) fn parse_counts(output: &[u8]) -> Result<Vec<Answer>, String> {
    judge_lines(output)
        .iter()
        .enumerate()
        .map(|(k, l)| match l.parse::<u64>() {
            Ok(c) if l.bytes().all(|b| b.is_ascii_digit()) => Ok(Answer::new(Count(c))),
            _ => Err(format!("output line {}: {:?} is no count", k + 1, l)),
        })
        .collect()
}

/// P1219: lines of columns (from 1, single spaces), then the count.
pub(super) fn parse_p1219(output: &[u8]) -> Result<Vec<Answer>, String> {
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
    Ok(vec![Answer::new(FirstQueens(
        placements,
        number(count)? as u64,
    ))])
}

/// CSES 1624: the board as 8 lines of 8 squares.
pub(super) fn write_cses1624(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |Chessboard(b)| lines_of(b, 8))
}

/// P1562: `N`, then its `N` lines of squares.
pub(super) fn write_p1562(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |Allowed(n, free)| {
        let squares: Vec<u8> = free.iter().map(|&f| if f { b'*' } else { b'.' }).collect();
        [format!("{}\n", n).into_bytes(), lines_of(&squares, *n)].concat()
    })
}

/// LeetCode 52 (no square reserved), CSES 1624, P1562: the bitmask search's count of
/// placements.
pub(super) fn judge_count_queens(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let (n, reserved): (usize, Vec<bool>) = if let Some(Presets(p)) = instance.get() {
        (p.len(), vec![])
    } else if let Some(Chessboard(b)) = instance.get() {
        (8, b.iter().map(|&c| c == b'*').collect())
    } else {
        let Allowed(n, free) = instance.of();
        (*n, free.iter().map(|&f| !f).collect())
    };
    let want = queens_counted(n, &reserved, 0).0;
    match answer.get::<Count>() {
        Some(Count(c)) if *c == want => Ok(()),
        Some(Count(c)) => Err(format!("count {}, the enumerator's is {}", c, want)),
        None => Err(format!("not a count: {:?}", answer)),
    }
}

/// P1219: the bitmask search's first three placements (all of them, if fewer) and its count.
pub(super) fn judge_p1219(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let n = instance.of::<Presets>().0.len();
    let (placements, count) = match answer.get::<FirstQueens>() {
        Some(FirstQueens(q, c)) => (q, *c),
        None => return Err(format!("{:?} is no answer to {:?}", answer, instance)),
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

// ---- generating ----

/// An SP1771 partial board: a random solution with queens erased. A third of the boards have
/// N = 50 and 0-5 queens (the hard ones for the search), a third any N in 4-50 and 0-5 queens,
/// a third any N and a random share of the queens.
pub(super) fn queens(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let kind = rng.below(3);
    let n = if kind == 0 { 50 } else { 4 + rng.below(47) };
    let full = random_queens(n, &mut rng);
    let mut keep = vec![false; n];
    if kind < 2 {
        for _ in 0..rng.below(6) {
            keep[rng.below(n)] = true;
        }
    } else {
        let share = rng.below(101);
        keep.iter_mut().for_each(|k| *k = rng.below(100) < share);
    }
    let presets = (0..n)
        .map(|r| if keep[r] { full[r] + 1 } else { 0 })
        .collect();
    Generated {
        instance: Instance::new(Presets(presets)),
        kind: [
            "N = 50, 0-5 queens",
            "N = 4-50, 0-5 queens",
            "a share of the queens",
        ][kind],
        broken: false,
    }
}

/// A CSES 1624 board: no square reserved (one in ten), a few (up to 10%), or many (up to 60%:
/// often no placement at all).
pub(super) fn chessboard(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let kind = rng.below(10);
    let share = match kind {
        0 => 0,
        1..=4 => 1 + rng.below(10),
        _ => 1 + rng.below(60),
    };
    let board = (0..64)
        .map(|_| if rng.below(100) < share { b'*' } else { b'.' })
        .collect();
    Generated {
        instance: Instance::new(Chessboard(board)),
        kind: match kind {
            0 => "empty board",
            1..=4 => "a few reserved",
            _ => "many reserved",
        },
        broken: false,
    }
}

/// P1219: an `n` of 6-13 (the statement's) three times in four, else 1-5, or 14 (one in twenty).
pub(super) fn checker(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let n = match rng.below(20) {
        0 => 14,
        1..=5 => 1 + rng.below(5),
        _ => 6 + rng.below(8),
    };
    Generated {
        instance: Instance::new(Presets(vec![0; n])),
        kind: match n {
            1..=5 => "n = 1-5",
            14 => "n = 14",
            _ => "n = 6-13",
        },
        broken: false,
    }
}

/// P1562: a board of `N` 1-11, or 12-14 one time in five (with more squares forbidden: a
/// nearly empty 14x14 board takes the reference and the file a few tenths of a second each),
/// each square forbidden with a random share; two boards in three made their own mirror image,
/// left to right or top to bottom (the file then counts by halves).
pub(super) fn allowed_board(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let large = rng.below(5) == 0;
    let n = if large {
        12 + rng.below(3)
    } else {
        1 + rng.below(11)
    };
    let share = if large {
        10 + rng.below(50)
    } else {
        rng.below(50)
    };
    let mut free: Vec<bool> = (0..n * n).map(|_| rng.below(100) >= share).collect();
    let mirror = rng.below(3);
    for r in 0..n {
        for c in 0..n / 2 {
            match mirror {
                0 => free[r * n + n - 1 - c] = free[r * n + c],
                1 => free[(n - 1 - c) * n + r] = free[c * n + r],
                _ => {}
            }
        }
    }
    Generated {
        instance: Instance::new(Allowed(n, free)),
        kind: match (mirror, large) {
            (0, false) => "mirror left to right, N = 1-11",
            (1, false) => "mirror top to bottom, N = 1-11",
            (_, false) => "no mirror, N = 1-11",
            (0, true) => "mirror left to right, N = 12-14",
            (1, true) => "mirror top to bottom, N = 12-14",
            (_, true) => "no mirror, N = 12-14",
        },
        broken: false,
    }
}

// ---- hostile cases ----

pub(super) fn p1219_cases() -> Vec<Case> {
    let six = sample("p1219/sample-1.out");
    one_instance(
        "6\n",
        &six,
        vec![("n and words after it", "6 7 8\nx\n".to_string())],
        vec![
            ("n = 0", "0\n".to_string(), "n = 0 is outside 1-14"),
            ("n = 15", "15\n".to_string(), "n = 15 is outside 1-14"),
            (
                "n = 10^30",
                format!("1{}\n", "0".repeat(30)),
                "is not a number",
            ),
            ("n negative", "-6\n".to_string(), "is not a number"),
            ("n = 6.0", "6.0\n".to_string(), "is not a number"),
        ],
    )
}

pub(super) fn p1562_cases() -> Vec<Case> {
    let sample = sample("p1562/sample-1.in");
    one_instance(
        &sample,
        "1\n",
        vec![
            ("the board on one line", "4 **.*************".to_string()),
            ("N on the first row's line", sample.replacen('\n', " ", 1)),
            ("text after the board", format!("{}x y\n", sample)),
        ],
        vec![
            ("N = 0", "0\n".to_string(), "N = 0 is outside 1-14"),
            (
                "N = 2^64",
                "18446744073709551616\n*".to_string(),
                "not a number",
            ),
            (
                "a `Q` for a square",
                sample.replacen("**.*", "**Q*", 1),
                "line 2: 'Q' in row 1, column 3",
            ),
            (
                "a NUL byte for a square",
                sample.replacen('.', "\0", 1),
                "byte 0x00 in row 1, column 3",
            ),
        ],
    )
}
