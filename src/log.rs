//! Messages and exit codes, the same in every judge file: `main` is `run(name, solve)`, and
//! `solve` answers into `out` and tells what is wrong into a `Log`.

// ---- BEGIN log ----
/// Notes, and errors (the input broke its promise: exit 1). Past 100, only counted: no flood.
#[derive(Default)]
pub struct Log {
    lines: Vec<String>,
    count: usize,
    failed: bool,
}

impl Log {
    pub fn note(&mut self, m: String) {
        self.count += 1;
        if self.count <= 100 {
            self.lines.push(m);
        }
    }

    pub fn error(&mut self, m: String) {
        self.failed = true;
        self.note(m);
    }
}

/// `main`: reads stdin, `solve`s, writes stdout, then the messages after `name: `, and exits.
pub fn run(name: &str, solve: fn(&[u8], &mut Vec<u8>, &mut Log)) {
    use std::io::{self, Read, Write};
    let (mut input, mut out, mut log) = (vec![], vec![], Log::default());
    match io::stdin().read_to_end(&mut input) {
        Ok(_) => solve(&input, &mut out, &mut log),
        Err(e) => log.error(format!("cannot read stdin: {}", e)),
    }
    let mut o = io::stdout();
    if o.write_all(&out).and_then(|_| o.flush()).is_err() {
        log.error("cannot write stdout".into());
    }
    if log.count > 100 {
        log.lines
            .push(format!("and {} more messages like these", log.count - 100));
    }
    for m in &log.lines {
        // Not `eprintln!`: it panics if stderr is closed.
        let _ = writeln!(io::stderr(), "{}: {}", name, m);
    }
    std::process::exit(log.failed as i32);
}

/// A line on stderr every `every`: the time, and what the search says of itself.
pub struct Progress {
    pub every: std::time::Duration,
    pub start: std::time::Instant,
    pub label: String,
    next: std::time::Duration,
}

impl Progress {
    /// The line, if it is time for one: `what` the search's own words.
    pub fn due(&mut self, what: impl FnOnce() -> String) {
        let now = self.start.elapsed();
        if now >= self.next {
            self.next = now + self.every;
            let tenths = now.subsec_millis() / 100;
            let line = format!("{}{}.{} s, {}\n", self.label, now.as_secs(), tenths, what());
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
        }
    }

    pub fn new(every: std::time::Duration, start: std::time::Instant, label: String) -> Progress {
        Progress {
            every,
            start,
            label,
            next: every,
        }
    }
}
// ---- END log ----

#[cfg(test)]
impl Log {
    /// What was logged, and whether any of it is an error: for other modules' unit tests.
    pub(crate) fn logged(&self) -> (&[String], bool) {
        (&self.lines, self.failed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_fail_the_run_and_notes_do_not() {
        let mut log = Log::default();
        log.note("the input ends early".to_string());
        assert!(!log.failed);
        log.error("line 3: 'x' is not a digit".to_string());
        log.note("a note".to_string());
        assert!(log.failed);
        assert_eq!(log.lines.len(), 3);
        assert_eq!(log.lines[1], "line 3: 'x' is not a digit");
    }

    #[test]
    fn the_log_keeps_100_lines_and_counts_the_rest() {
        let mut log = Log::default();
        for k in 0..150 {
            log.note(k.to_string());
        }
        assert!(!log.failed);
        assert_eq!((log.lines.len(), log.count), (100, 150));
        assert_eq!(log.lines[99], "99");
    }
}
