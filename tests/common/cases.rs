//! The hostile test's cases (`tests/hostile.rs`): an input and what a run on it must give (a
//! `Want` of the one verdict, `verdict.rs`), and the ways of making them that several problems
//! share: a clean input in every layout a judge's reader takes, a floods' size, a sample's text.
//! Each problem's own cases are its registry entry's `hostile` (`problems.rs`), written beside
//! its reader.

use super::root;
use super::verdict::*;

/// The size of a flood: far above any judge's input, well under the run's memory bound.
pub const MB100: usize = 100_000_000;
pub const BOM: &str = "\u{feff}";

/// One input and what a run on it must give.
pub struct Case {
    pub name: String,
    /// Made only when the case runs (a flood's 100 MB are not kept around).
    pub input: Box<dyn Fn() -> Vec<u8>>,
    pub want: Want,
    /// A flood, or a run of seconds even in a judge build: only when the tests run whole
    /// (`make test-all`), not in the quick tier's unoptimised bins.
    pub heavy: bool,
}

pub fn case(name: impl Into<String>, input: impl AsRef<[u8]>, want: Want) -> Case {
    let input = input.as_ref().to_vec();
    Case {
        name: name.into(),
        input: Box::new(move || input.clone()),
        want,
        heavy: false,
    }
}

/// A case whose (large) input is made only when it runs: a flood, run when the tests run whole.
pub fn big(name: impl Into<String>, input: impl Fn() -> Vec<u8> + 'static, want: Want) -> Case {
    Case {
        name: name.into(),
        input: Box::new(input),
        want,
        heavy: true,
    }
}

impl Case {
    /// The case, run only when the tests run whole: seconds of search even in a judge build.
    pub fn heavy(self) -> Case {
        Case {
            heavy: true,
            ..self
        }
    }
}

/// An empty output.
pub fn nothing() -> Stdout {
    same("")
}

/// The text of `samples/<rel>`.
pub fn sample(rel: &str) -> String {
    std::fs::read_to_string(root().join("samples").join(rel))
        .unwrap_or_else(|e| panic!("samples/{}: {}", rel, e))
}

pub fn map_lines(text: &str, f: impl Fn(&str) -> String) -> String {
    text.lines().map(|l| f(l) + "\n").collect()
}

/// The layouts every judge's reader takes: each a name and a rewrite of a clean input.
pub fn layouts(clean: &str) -> Vec<(&'static str, String)> {
    let spaced = |t: &str| map_lines(t, |l| format!(" \t{}  \t", l.replace(' ', " \t  ")));
    let blank = |t: &str| format!("\n \n{}", t.replace('\n', "\n\n\t\n"));
    let crlf = |t: &str| t.replace('\n', "\r\n");
    vec![
        ("a UTF-8 byte order mark", format!("{}{}", BOM, clean)),
        ("CRLF line ends", crlf(clean)),
        ("tabs and extra spaces", spaced(clean)),
        ("blank lines", blank(clean)),
        ("no final newline", clean.trim_end().to_string()),
        (
            "all of these at once",
            format!("{}{}", BOM, crlf(&blank(&spaced(clean))).trim_end()),
        ),
    ]
}

/// `cells` (a string of one-byte cells) written `per_line` to a line, `sep` between them.
pub fn rows(cells: &str, per_line: usize, sep: &str) -> String {
    let cells: Vec<String> = cells.chars().map(String::from).collect();
    cells.chunks(per_line).map(|r| r.join(sep) + "\n").collect()
}

/// The clean input's layouts and `extra` variants: each must give the clean answer.
pub fn forgiving(
    clean: &str,
    extra: Vec<(&'static str, String)>,
    check: fn() -> Stdout,
) -> Vec<Case> {
    layouts(clean)
        .into_iter()
        .chain(extra)
        .map(|(name, input)| case(name, input, answer(check())))
        .collect()
}

/// One case for each of `bad` (a name and an instance's text), which `around` puts between good
/// instances: each must give `want` (the bad one named, its place kept).
pub fn between_good(
    bad: Vec<(&str, Vec<u8>)>,
    around: impl Fn(&[u8]) -> Vec<u8>,
    want: impl Fn() -> Want,
) -> Vec<Case> {
    bad.into_iter()
        .map(|(name, text)| {
            case(
                format!("{}, between good ones", name),
                around(&text),
                want(),
            )
        })
        .collect()
}

/// A count (`count`, SP1110's K or SP13980's T) of 1, then 100 MB of spaces: no instance, a note.
pub fn one_then_spaces(count: &str) -> Case {
    big(
        format!("{} = 1 and 100 MB of spaces", count),
        || [b"1\n".to_vec(), vec![b' '; MB100]].concat(),
        note(&[], nothing()),
    )
}

/// The cases of a file that answers one instance an input: its clean input in every layout a
/// judge's reader takes and `extra` ones (each given the clean `answer_text`), inputs that break
/// the promise (`broken`: a name, the input, words of the message; exit code 1, nothing judged),
/// and floods: 100 MB of blanks (no instance: a note), a 100 MB first token (not a number, or
/// cells that are no cells: exit code 1), the clean input then 100 MB of anything.
pub fn one_instance(
    clean: &str,
    answer_text: &str,
    extra: Vec<(&'static str, String)>,
    broken: Vec<(&str, String, &str)>,
) -> Vec<Case> {
    let mut cases: Vec<Case> = layouts(clean)
        .into_iter()
        .chain(extra)
        .map(|(name, input)| case(name, input, answer(same(answer_text))))
        .collect();
    for (name, input, words) in broken {
        cases.push(case(name, input, error(&[words])));
    }
    cases.push(big(
        "100 MB of blanks",
        || b" \n".repeat(MB100 / 2),
        note(&[], nothing()),
    ));
    cases.push(big(
        "a 100 MB first token",
        || vec![b'7'; MB100],
        error(&[]),
    ));
    cases.push(big(
        "a clean input, then 100 MB of anything",
        {
            let clean = clean.to_string();
            move || [clean.as_bytes(), &vec![b'#'; MB100]].concat()
        },
        answer(same(answer_text)),
    ));
    cases
}
