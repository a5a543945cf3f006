//! The harness's own tests: the one verdict on a run (`tests/common/verdict.rs`) catches every
//! kind of bad run, `run_limited` enforces its limits, and `judge_compare` ignores only what the
//! judges ignore. A harness that let a bad run through would make every other test pass.

use crate::common::problems::problem;
use crate::common::verdict::*;
use crate::common::*;
use std::time::Duration;

/// 1 GiB of address space, the hostile test's bound.
const MEMORY_KIB: u64 = 1 << 20;

fn fake(code: Option<i32>, signal: Option<i32>, stdout: &str, stderr: &str) -> LimitedRun {
    LimitedRun {
        run: Run {
            code,
            stdout: stdout.as_bytes().to_vec(),
            stderr: stderr.as_bytes().to_vec(),
        },
        timed_out: false,
        cpu: None,
        signal,
        elapsed: Duration::from_millis(1),
        stdout_len: stdout.len(),
        stderr_len: stderr.len(),
    }
}

#[test]
fn verdict_catches_every_kind_of_bad_run() {
    let p4929 = problem("p4929");
    let ok = |r: &LimitedRun, w: &Want| verdict(p4929, b"1 1\n1\n", w, r).is_ok();
    let err = error(&[]);
    assert!(ok(&fake(Some(1), None, "", "p4929: line 2: bad\n"), &err));
    assert!(
        !ok(&fake(Some(0), None, "", "x"), &err),
        "exit 0 on bad input"
    );
    assert!(!ok(&fake(Some(1), None, "", " \n"), &err), "no message");
    assert!(!ok(&fake(None, Some(6), "", "x"), &err), "abort");
    assert!(!ok(&fake(Some(101), None, "", "x\n"), &err), "panic code");
    let panicked = fake(Some(1), None, "", "thread 'main' panicked at x\n");
    assert!(!ok(&panicked, &err), "panic text");
    let mut hung = fake(Some(1), None, "", "x\n");
    hung.timed_out = true;
    assert!(!ok(&hung, &err), "timeout");
    let mut flood = fake(Some(1), None, "", "x\n");
    flood.stderr_len = MAX_STDERR + 1;
    assert!(!ok(&flood, &err), "flood");

    let none = answer(same("No Solution!"));
    assert!(ok(&fake(Some(0), None, "No Solution!\n", ""), &none));
    assert!(ok(&fake(Some(0), None, "No Solution!\r\n", ""), &none));
    assert!(
        !ok(&fake(Some(0), None, "No Solution!", "a note\n"), &none),
        "a note where none is due"
    );
    assert!(
        !ok(&fake(Some(0), None, "1 2\n", ""), &none),
        "wrong answer"
    );
    assert!(
        !ok(&fake(Some(1), None, "No Solution!", "x"), &none),
        "exit 1"
    );
    let short = note(&[], same("No Solution!"));
    assert!(ok(&fake(Some(0), None, "No Solution!", "note\n"), &short));
    assert!(
        !ok(&fake(Some(0), None, "No Solution!", ""), &short),
        "no note"
    );
    let any = either(same("No Solution!"));
    assert!(ok(&fake(Some(1), None, "", "too big\n"), &any));
    assert!(ok(&fake(Some(0), None, "No Solution!", ""), &any));
    assert!(!ok(&fake(Some(0), None, "", ""), &any));
    assert!(
        !ok(&fake(Some(1), None, "", ""), &any),
        "exit 1, no message"
    );
    assert!(!ok(&fake(Some(2), None, "", "x\n"), &any));

    // Bad instance 2 of 3: named, one line, the others in their places.
    let three = || {
        let blocks = vec![known("a"), Block::Held(Some(1)), known("c")];
        bad(&[2], Stdout::With(aligned(blocks)))
    };
    assert!(ok(
        &fake(Some(1), None, "a\nzz\nc\n", "grid 2 (line 2): bad\n"),
        &three()
    ));
    assert!(ok(
        &fake(Some(1), None, "a\n\nc\n", "p: 2: x\nmore\n"),
        &three()
    ));
    for (code, out, err, why) in [
        (Some(0), "a\nzz\nc\n", "grid 2\n", "exit 0"),
        (Some(1), "a\nc\n", "grid 2\n", "no place"),
        (Some(1), "a\nzz\nd\n", "grid 2\n", "wrong"),
        (Some(1), "a\nzz\nc\nd", "grid 2\n", "extra"),
        (Some(1), "a\nzz\nc\n", "grid 12\n", "not named"),
    ] {
        assert!(!ok(&fake(code, None, out, err), &three()), "{}", why);
    }
    let chatty = fake(Some(1), None, "a\nzz\nc\n", "grid 2\nx\ny\n");
    assert!(!ok(&chatty, &three()), "three lines for one bad grid");

    // A place of unknown size.
    let open = aligned(vec![known("a\nb"), Block::Held(None), known("c")]);
    assert!(open(b"a\nb\nx\ny\nc\n").is_ok());
    assert!(open(b"a\nb\nx\nc").is_ok());
    assert!(open(b"a\nb\nc\n").is_err(), "nothing in the place");
    assert!(open(b"a\nx\nc\n").is_err());
    assert!(open(b"a\nb\nx\nd\n").is_err());
}

/// The limits of `run_limited` work: a hang is killed, the address space is bounded, a signal
/// is seen.
#[cfg(unix)]
#[test]
fn run_limited_kills_hangs_bounds_memory_and_sees_signals() {
    use std::path::Path;
    let sh = Path::new("/bin/sh");
    let limits = Limits {
        timeout: Duration::from_secs(1),
        cpu: None,
        memory_kib: Some(MEMORY_KIB),
        keep_stdout: 1 << 20,
        keep_stderr: 1 << 20,
    };
    // `exec`: the process killed must be the one that holds the pipes.
    let hang = run_limited_exe(sh, &["-c", "exec sleep 30"], &[], limits);
    assert!(hang.timed_out && hang.elapsed < Duration::from_secs(10));
    let ulimit = run_limited_exe(sh, &["-c", "ulimit -v"], &[], limits);
    assert_eq!(ulimit.run.stdout_text().trim(), MEMORY_KIB.to_string());
    let abort = run_limited_exe(sh, &["-c", "kill -ABRT $$"], &[], limits);
    assert_eq!(abort.signal, Some(6));
    // A reader that stops early: the rest of a large input is dropped, not a dead-lock.
    let early = run_limited_exe(sh, &["-c", "head -c 10"], &vec![b'x'; 10 << 20], limits);
    assert_eq!(early.run.stdout, b"xxxxxxxxxx");
    assert!(!early.timed_out);
    // A run that spins is killed by its CPU time, long before the clock's guard (Linux).
    if Path::new("/proc/self/stat").exists() {
        let spin = Limits {
            timeout: Duration::from_secs(120),
            cpu: Some(Duration::from_secs(1)),
            ..limits
        };
        let got = run_limited_exe(sh, &["-c", "while :; do :; done"], &[], spin);
        assert!(got.timed_out && got.elapsed < Duration::from_secs(60));
        assert!(got.cpu >= Some(Duration::from_secs(1)), "{:?}", got.cpu);
    }
}

/// The rules the sample and stress tests lean on: an empty stderr where no note is due, the lines
/// of an `X.err` or `X.note`, the first ten broken instances named, the registry's check.
#[test]
fn verdict_holds_the_samples_and_the_stress_rules() {
    let p10482 = problem("p10482");
    let p = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let a = "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
    let input = format!("{}\nend\n", p);
    let ok = |r: &LimitedRun, w: &Want| verdict(p10482, input.as_bytes(), w, r).is_ok();
    assert!(ok(&fake(Some(0), None, a, ""), &answer(Stdout::Checked)));
    let wrong = a.replace('5', "6");
    assert!(
        !ok(&fake(Some(0), None, &wrong, ""), &answer(Stdout::Checked)),
        "checked"
    );
    assert!(
        !ok(
            &fake(Some(0), None, a, "a note\n"),
            &answer(Stdout::Checked)
        ),
        "no note due"
    );
    let short = note(&["ends after 40"], Stdout::Checked);
    assert!(ok(
        &fake(Some(0), None, a, "grid 2: the input ends after 40 cells\n"),
        &short
    ));
    assert!(
        !ok(&fake(Some(0), None, a, "grid 2: a note\n"), &short),
        "other note"
    );
    let err = error(&["grid 2, line 2: no solution"]);
    assert!(ok(
        &fake(Some(1), None, "", "grid 2, line 2: no solution\n"),
        &err
    ));
    assert!(
        !ok(&fake(Some(1), None, "", "grid 2: no solution\n"), &err),
        "other message"
    );
    // Twelve broken instances: the first ten named, a line more for the rest, no more.
    let twelve: Vec<usize> = (1..=12).collect();
    let want = bad(&twelve, Stdout::Unread);
    let named: String = (1..=10).map(|k| format!("grid {}: bad\n", k)).collect();
    assert!(ok(
        &fake(Some(1), None, "", &(named.clone() + "and 2 more\n")),
        &want
    ));
    let nine: String = (1..=9).map(|k| format!("grid {}: bad\n", k)).collect();
    assert!(
        !ok(&fake(Some(1), None, "", &nine), &want),
        "grid 10 not named"
    );
    let chatty = named + &"x\n".repeat(4);
    assert!(
        !ok(&fake(Some(1), None, "", &chatty), &want),
        "too many lines"
    );
}

#[test]
fn judge_compare_ignores_only_what_the_judges_ignore() {
    assert!(judge_compare(b"1 2 \r\n3\n\n\n", b"1 2\n3").is_ok());
    assert!(judge_compare(b"1 2\n3", b"1 2\n3\n").is_ok());
    assert!(judge_compare(b"1  2\n3", b"1 2\n3").is_err());
    assert!(judge_compare(b" 1 2\n3", b"1 2\n3").is_err());
    assert!(judge_compare(b"1 2\n\n3", b"1 2\n3").is_err());
    assert!(judge_compare(b"1 2\n3\n4", b"1 2\n3").is_err());
    assert!(judge_compare(b"1 2", b"1 2\n3").is_err());
    let e = judge_compare(b"a\nb\nc", b"a\nx\nc").unwrap_err();
    assert!(
        e.contains("line 2") && e.contains('x') && e.contains('b'),
        "{}",
        e
    );
}

/// The registry's values are of their kinds' own types: equal only to a value of the same type
/// and contents, read back only as that type, and printed with its type's name.
#[test]
fn instances_and_answers_keep_their_kinds_types() {
    use crate::common::problems::sudoku::Filled;
    use crate::common::problems::tilings::Rectangle;
    use crate::common::problems::{Answer, Count, Instance, Nothing};
    let a = Instance::new(Rectangle(2, 3));
    assert_eq!(a, a.clone());
    assert_ne!(a, Instance::new(Rectangle(3, 2)));
    assert_eq!(a.get::<Rectangle>(), Some(&Rectangle(2, 3)));
    assert!(!a.is::<Count>());
    assert_eq!(format!("{:?}", a), "Instance(Rectangle(2, 3))");
    // The same contents in another type are another value.
    assert_ne!(Answer::new(Count(7)), Answer::new(Filled(vec![7])));
    assert!(Answer::new(Nothing).is::<Nothing>());
    let wrong = std::panic::catch_unwind(|| Instance::new(Count(1)).of::<Rectangle>().0);
    assert!(wrong.is_err(), "a value read as another kind's type");
}
