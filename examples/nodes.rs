//! The node counts in `bin/bench`'s P4929 table: how many options a plain Algorithm X tries on
//! an exact cover matrix, a measure of an instance's difficulty that no machine or build changes.
//!
//! Input: a P4929 instance on stdin (`N M`, then `N` rows of `M` values 0/1, any whitespace).
//! Output: one line, `<options tried> cover` or `<options tried> none`.
//!
//! The model is the judge file's (columns are the items in order, each row with a 1 an option,
//! in order), searched by the library's DLX core with nothing plugged in: MRV, the leftmost
//! item on ties, no memo, no pruning rule. It stops at the first cover, as the judge file does.
//! An option tried is a node of the search tree other than the root: every `Hooks::enter` call
//! but the first. Without a cover the whole tree is searched, so the second word is also an
//! independent answer to "is there a cover?" for the benchmark's checks.
//!
//! `cargo run --release --example nodes < matrix.in`

use dlx_judge::dlx::{Dlx, Hooks};
use std::io::{self, Read};

struct Count {
    enters: u64,
    found: bool,
}

impl Hooks for Count {
    fn enter(&mut self, _: &mut Dlx) -> bool {
        self.enters += 1;
        true
    }
    fn solution(&mut self, _: &Dlx) -> bool {
        self.found = true;
        false
    }
}

fn fail(msg: &str) -> ! {
    eprintln!("nodes: {}", msg);
    std::process::exit(1);
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        fail("stdin is not UTF-8 text");
    }
    let mut tokens = text.split_ascii_whitespace();
    let mut number = |what: &str| -> usize {
        match tokens.next().map(str::parse) {
            Some(Ok(v)) => v,
            _ => fail(&format!("expected {}", what)),
        }
    };
    let (n, m) = (number("N"), number("M"));
    let mut dlx = Dlx::new(m, 0);
    let mut ones = Vec::new();
    for r in 0..n {
        ones.clear();
        for c in 0..m {
            match number("a value") {
                0 => {}
                1 => ones.push(c),
                v => fail(&format!("row {}: value {}", r + 1, v)),
            }
        }
        dlx.add_option(&ones);
    }
    let mut count = Count {
        enters: 0,
        found: false,
    };
    dlx.search(&mut count);
    let word = if count.found { "cover" } else { "none" };
    println!("{} {}", count.enters - 1, word);
}
