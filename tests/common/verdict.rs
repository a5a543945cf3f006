//! The one verdict on a run of a judge file, shared by the sample, hostile and stress tests, so
//! that they hold every file to the same rule:
//!
//! - no timeout, no signal (an abort: a panic or a failed allocation), no panic text or panic
//!   exit code, at most `MAX_STDERR` bytes on stderr;
//! - exit code 0 with every answer right, or exit code 1 with a message on stderr naming where
//!   (one line for each broken instance, whose place the output keeps; at most one line more);
//! - exit code 0 with an empty stderr, unless a note is due (fewer instances than announced);
//! - stdout judged as the judges compare (`\r`, spaces at line ends and blank lines at the end
//!   ignored), or by the registry's check (`Problem::check`) where several answers are right.
//!
//! What a run must give is a [`Want`]; [`verdict`] says what is wrong with a run, if anything.

use super::problems::Problem;
use super::{judge_compare, judge_lines, names_number, LimitedRun};

/// A flood of bad input gets a bounded report.
pub const MAX_STDERR: usize = 1 << 20;

/// The first ten broken instances must be named: a file may cap its messages.
const NAMED: usize = 10;

/// A judgement of a whole stdout.
pub type Check = Box<dyn Fn(&[u8]) -> Result<(), String>>;

/// The exit code a run may end with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Code {
    Zero,
    One,
    /// 0 or 1: input no problem has (random bytes, say), where either reading is defensible.
    Either,
}

/// What stderr must hold.
pub enum Stderr {
    /// Nothing (on exit code 1 a message is due all the same).
    Empty,
    /// Anything; a message on exit code 1.
    Any,
    /// Not empty, and each of these lines somewhere in it (an `X.err`'s or `X.note`'s lines).
    Holds(Vec<String>),
    /// One message for each broken instance (numbered from 1), naming its number as a whole
    /// number (the first `NAMED` of them), and at most one more line.
    Names(Vec<usize>),
}

/// How stdout is judged: on exit code 0, and on exit code 1 when `Code::One` is due (the
/// answers around a broken instance); never on an `Either` run that exits with 1.
pub enum Stdout {
    /// Not looked at (a malformed input that stops the run).
    Unread,
    /// This text, compared as the judges compare.
    Same(Vec<u8>),
    /// The registry's check of the problem on the run's input.
    Checked,
    /// A check of the test's own.
    With(Check),
}

/// What a run must give.
pub struct Want {
    pub code: Code,
    pub stderr: Stderr,
    pub stdout: Stdout,
}

/// Valid input: exit code 0, an empty stderr, and the output `stdout`.
pub fn answer(stdout: Stdout) -> Want {
    Want {
        code: Code::Zero,
        stderr: Stderr::Empty,
        stdout,
    }
}

/// Valid but short input (fewer instances than announced, a partial last one): exit code 0, the
/// answers of what is there, and a note on stderr holding `lines`.
pub fn note(lines: &[&str], stdout: Stdout) -> Want {
    Want {
        code: Code::Zero,
        stderr: Stderr::Holds(lines.iter().map(|l| l.to_string()).collect()),
        stdout,
    }
}

/// Broken instances `names` (from 1) among good ones: exit code 1, each named on stderr, the
/// output `stdout` (the other answers right and in their places).
pub fn bad(names: &[usize], stdout: Stdout) -> Want {
    Want {
        code: Code::One,
        stderr: Stderr::Names(names.to_vec()),
        stdout,
    }
}

/// Malformed input: exit code 1 and a message holding `lines`; the output is not looked at.
pub fn error(lines: &[&str]) -> Want {
    Want {
        code: Code::One,
        stderr: Stderr::Holds(lines.iter().map(|l| l.to_string()).collect()),
        stdout: Stdout::Unread,
    }
}

/// Input no problem has: exit code 0 (with `stdout`) or 1 with a message.
pub fn either(stdout: Stdout) -> Want {
    Want {
        code: Code::Either,
        stderr: Stderr::Any,
        stdout,
    }
}

/// `text`, compared as the judges compare.
pub fn same(text: impl Into<String>) -> Stdout {
    Stdout::Same(text.into().into_bytes())
}

/// One part of an output: an instance's known answer (or a separator), or what a bad instance
/// holds in its place (`Some(n)`: exactly `n` lines; `None`: at least one line).
pub enum Block {
    Known(Vec<String>),
    Held(Option<usize>),
}

pub fn known(text: &str) -> Block {
    Block::Known(judge_lines(text.as_bytes()))
}

/// The output holds `blocks` in order: each known one exactly (as the judges compare), each
/// held place with its size. A place of unknown size is found by reading the rest from the end.
pub fn aligned(blocks: Vec<Block>) -> Check {
    Box::new(move |out: &[u8]| {
        let lines = judge_lines(out);
        let show = |at: usize| lines.get(at).map_or("<end of output>", |l| l.as_str());
        let mut at = 0;
        let mut k = 0;
        while k < blocks.len() {
            match &blocks[k] {
                Block::Known(want) => {
                    for (j, w) in want.iter().enumerate() {
                        if lines.get(at + j) != Some(w) {
                            return Err(format!(
                                "output line {}: expected {:?}, got {:?} (block {} of {})",
                                at + j + 1,
                                w,
                                show(at + j),
                                k + 1,
                                blocks.len()
                            ));
                        }
                    }
                    at += want.len();
                }
                Block::Held(Some(n)) => {
                    if at + n > lines.len() {
                        return Err(format!(
                            "output ends inside the {} lines in the place of block {}",
                            n,
                            k + 1
                        ));
                    }
                    at += n;
                }
                Block::Held(None) => break,
            }
            k += 1;
        }
        if k == blocks.len() {
            return match lines.len() > at {
                true => Err(format!("extra output from line {}: {:?}", at + 1, show(at))),
                false => Ok(()),
            };
        }
        // A place of unknown size at block k: the blocks after it are read from the end.
        let mut end = lines.len();
        for (j, b) in blocks[k + 1..].iter().enumerate().rev() {
            let want = match b {
                Block::Known(want) => want,
                Block::Held(_) => panic!("at most one place of unknown size"),
            };
            if end < at + want.len() {
                return Err(format!("output too short for block {}", k + j + 2));
            }
            end -= want.len();
            if lines[end..end + want.len()] != want[..] {
                return Err(format!(
                    "output lines {}-{}: expected {:?}, got {:?}",
                    end + 1,
                    end + want.len(),
                    want,
                    &lines[end..end + want.len()]
                ));
            }
        }
        match end > at {
            true => Ok(()),
            false => Err(format!("nothing in the place of block {}", k + 1)),
        }
    })
}

/// The first 300 bytes of `bytes`, for a message.
pub fn head(bytes: &[u8]) -> String {
    String::from_utf8_lossy(&bytes[..bytes.len().min(300)]).into_owned()
}

/// What is wrong with the run `got` of `problem`'s file on `input`, if anything, by the rule
/// of this module.
pub fn verdict(
    problem: &Problem,
    input: &[u8],
    want: &Want,
    got: &LimitedRun,
) -> Result<(), String> {
    if got.timed_out {
        return Err(format!(
            "hangs: killed after {:?} ({:?} of CPU time)",
            got.elapsed, got.cpu
        ));
    }
    let stderr = got.run.stderr_text();
    if let Some(sig) = got.signal {
        return Err(format!(
            "killed by signal {} (6: abort, a panic or a failed allocation); stderr:\n{}",
            sig,
            head(stderr.as_bytes())
        ));
    }
    if stderr.contains("panicked") || got.run.code == Some(101) || got.run.code == Some(134) {
        return Err(format!(
            "panics (exit code {:?}):\n{}",
            got.run.code,
            head(stderr.as_bytes())
        ));
    }
    if got.stderr_len > MAX_STDERR {
        return Err(format!(
            "{} bytes on stderr (at most {}): a flood of messages",
            got.stderr_len, MAX_STDERR
        ));
    }
    let code_ok = matches!(
        (want.code, got.run.code),
        (Code::Zero, Some(0)) | (Code::One, Some(1)) | (Code::Either, Some(0 | 1))
    );
    if !code_ok {
        let expected = match want.code {
            Code::Zero => "0",
            Code::One => "1",
            Code::Either => "0 or 1",
        };
        return Err(format!(
            "exit code {:?}, expected {}; stdout starts {:?}; stderr:\n{}",
            got.run.code,
            expected,
            head(&got.run.stdout),
            head(stderr.as_bytes())
        ));
    }
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    let exit1 = got.run.code == Some(1);
    if lines.is_empty() && (exit1 || matches!(want.stderr, Stderr::Holds(_) | Stderr::Names(_))) {
        return Err(format!(
            "exit code {:?} but nothing on stderr (a {} was due)",
            got.run.code,
            if exit1 { "message" } else { "note" }
        ));
    }
    match &want.stderr {
        Stderr::Empty if !exit1 && !got.run.stderr.is_empty() => {
            return Err(format!(
                "stderr not empty (no note is due):\n{}",
                head(stderr.as_bytes())
            ))
        }
        Stderr::Empty | Stderr::Any => {}
        Stderr::Holds(want) => {
            if let Some(l) = want.iter().map(|l| l.trim()).find(|l| !stderr.contains(l)) {
                return Err(format!(
                    "stderr lacks {:?}; it was:\n{}",
                    l,
                    head(stderr.as_bytes())
                ));
            }
        }
        Stderr::Names(names) => {
            if let Some(k) = names
                .iter()
                .take(NAMED)
                .find(|&&k| !lines.iter().any(|l| names_number(l, k)))
            {
                return Err(format!(
                    "no message names instance {}; stderr:\n{}",
                    k,
                    head(stderr.as_bytes())
                ));
            }
            if lines.len() > names.len() + 1 {
                return Err(format!(
                    "{} lines on stderr for {} broken instances (one line each):\n{}",
                    lines.len(),
                    names.len(),
                    head(stderr.as_bytes())
                ));
            }
        }
    }
    if exit1 && want.code != Code::One {
        return Ok(());
    }
    want.stdout.judge(problem, input, &got.run.stdout)
}

impl Stdout {
    /// Whether `out` is right for `input` of `problem`, as this says.
    pub fn judge(&self, problem: &Problem, input: &[u8], out: &[u8]) -> Result<(), String> {
        match self {
            Stdout::Unread => Ok(()),
            Stdout::Same(text) => judge_compare(out, text),
            Stdout::Checked => problem.check(input, out),
            Stdout::With(check) => check(out),
        }
    }
}
