//! The node counts in `bin/bench`'s P4929 table: how many options a plain Algorithm X tries on
//! an exact cover matrix, a measure of an instance's difficulty that no machine or build changes,
//! and how many `p4929.rs` tries.
//!
//! Input: a P4929 instance on stdin (`N M`, then `N` rows of `M` values 0/1, any whitespace).
//! Output: one line, `<plain> <p4929> cover` or `<plain> <p4929> none`.
//!
//! The model is the judge file's: the columns are the items in order, each row with a 1 an
//! option, added last row first (so each item's list holds its rows from the last, as a
//! textbook DLX that links each new row under its header holds them). `<plain>`: the library's
//! DLX core with nothing plugged in, MRV with the leftmost item on ties (the tree of
//! `seed003_p4929_dlx`). `<p4929>`: the same with P4929's lookahead where it pays
//! (`Lookahead::if_it_pays`), as the judge file searches. Both stop at the first cover, as the
//! judge file does. An option tried is a node of the search tree other than the root: every
//! `Hooks::enter` call but the first. Without a cover the whole tree is searched, so the last
//! word is also an independent answer to "is there a cover?" for the benchmark's checks.
//!
//! `cargo run --release --example nodes < matrix.in`

use dlx_judge::dlx::{Dlx, Hooks};
use dlx_judge::prune::{Lookahead, Prune};
use std::io::{self, Read};

#[derive(Clone, Copy)]
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
    let mut rows: Vec<Vec<usize>> = Vec::new();
    for r in 0..n {
        let mut ones = Vec::new();
        for c in 0..m {
            match number("a value") {
                0 => {}
                1 => ones.push(c),
                v => fail(&format!("row {}: value {}", r + 1, v)),
            }
        }
        rows.push(ones);
    }
    let build = || {
        let mut dlx = Dlx::new(m, 0);
        for ones in rows.iter().rev() {
            dlx.add_option(ones);
        }
        dlx
    };
    let mut plain = Count {
        enters: 0,
        found: false,
    };
    build().search(&mut plain);
    // The judge file's options, numbered as it numbers them: the rows with a 1, last first.
    let options: Vec<&[usize]> = rows
        .iter()
        .rev()
        .filter(|r| !r.is_empty())
        .map(|r| &r[..])
        .collect();
    let ones = rows.iter().map(|r| r.len()).sum();
    let judge = match Lookahead::if_it_pays(m, &options, ones) {
        Some(look) => {
            let mut prune = Prune::new(
                look,
                Count {
                    enters: 0,
                    found: false,
                },
            );
            build().search(&mut prune);
            prune.inner
        }
        None => plain,
    };
    if judge.found != plain.found {
        fail("the search with the lookahead disagrees on whether there is a cover");
    }
    let word = if plain.found { "cover" } else { "none" };
    println!("{} {} {}", plain.enters - 1, judge.enters - 1, word);
}
