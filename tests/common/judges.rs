//! The judges' Rust compilers, each as its judge states it, with where it says so: the one
//! table of them. A problem of the registry names the judges that take its file
//! (`Problem::judges`); the paste check (`examples/paste_check.rs`) builds every file with each
//! of its judges' toolchains and flags, besides the oldest compiler any judge runs ([`FLOOR`]),
//! and every file's header and the README quote the judge's [`Judge::claim`] (`tests/judges.rs`).

/// A judge's compiler: the rustup toolchain of its version and the flags it compiles with.
pub struct Judge {
    /// The judge as the headers name it.
    pub name: &'static str,
    /// The rustup toolchain of the judge's rustc (`rustup toolchain install <it>`).
    pub toolchain: &'static str,
    /// What follows `rustc` in the judge's command, but for the file and `-o`.
    pub flags: &'static [&'static str],
    /// Where the judge states the version and flags, and what of them is unconfirmed.
    pub source: &'static str,
}

impl Judge {
    /// The version and command, as every header and the README give them:
    /// `rustc 1.88.0, rustc --edition 2024 -W warnings -C opt-level=2`.
    pub fn claim(&self) -> String {
        format!("rustc {}, `rustc {}`", self.toolchain, self.flags.join(" "))
    }
}

/// Luogu's own problems (P*): its documentation's command, O2 on by default.
pub const LUOGU: Judge = Judge {
    name: "Luogu",
    toolchain: "1.88.0",
    flags: &["--edition", "2024", "-W", "warnings", "-C", "opt-level=2"],
    source: "luogu-dev/docs, docs/manual/luogu/problem/judging.md",
};

/// SPOJ, and Luogu's SP* problems, which Luogu sends there. Its flags are unpublished: rustc's
/// default edition, 2015, the lexical borrow checker.
pub const SPOJ: Judge = Judge {
    name: "SPOJ",
    toolchain: "1.33.0",
    flags: &["-O"],
    source: "SPOJ's submit page lists `Rust (rust 1.33.0)` (as scraped in HimitZH/HOJ, \
             SPOJLanguageStrategy.java); its flags unpublished",
};

/// AtCoder since its 2025-10 language update (ABC428); it builds with Cargo in release.
pub const ATCODER: Judge = Judge {
    name: "AtCoder",
    toolchain: "1.89.0",
    flags: &["--edition", "2024", "-C", "opt-level=3"],
    source: "img.atcoder.jp/file/language-update/2025-10/language-list.html; the opt-level \
             is Cargo's release profile, unconfirmed",
};

/// CSES: either edition, at opt-level 3 (the paste check builds both).
pub const CSES_2018: Judge = Judge {
    name: "CSES",
    toolchain: "1.75.0",
    flags: &["--edition", "2018", "-C", "opt-level=3"],
    source: "cses.fi/howto, as quoted by public notes",
};
pub const CSES_2021: Judge = Judge {
    flags: &["--edition", "2021", "-C", "opt-level=3"],
    ..CSES_2018
};

/// Kattis.
pub const KATTIS: Judge = Judge {
    name: "Kattis",
    toolchain: "1.78.0",
    flags: &["-O", "--crate-type", "bin", "--edition=2021"],
    source: "open.kattis.com/contests/skche7/languages/rust",
};

/// LeetCode: the version of its support page; its flags unpublished.
pub const LEETCODE: Judge = Judge {
    name: "LeetCode",
    toolchain: "1.79.0",
    flags: &["--edition", "2021", "-O"],
    source: "support.leetcode.com/hc/en-us/articles/360011833974, as cited by \
             tokataka/leetcode-rust; its flags unpublished",
};

/// Codewars: both versions it offers, built as Cargo's test profile at opt-level 1, so with
/// debug assertions and overflow checks.
pub const CODEWARS_166: Judge = Judge {
    name: "Codewars",
    toolchain: "1.66.0",
    flags: &[
        "--edition",
        "2021",
        "-C",
        "opt-level=1",
        "-C",
        "debug-assertions",
        "-C",
        "overflow-checks",
    ],
    source: "codewars/docs, content/languages/rust/index.md",
};
pub const CODEWARS_186: Judge = Judge {
    toolchain: "1.86.0",
    ..CODEWARS_166
};

/// The oldest compiler any judge runs (SPOJ's) under the editions it may be given: every file
/// compiles with it, whoever its judge.
pub const FLOOR: &[Judge] = &[
    Judge {
        name: "rustc 1.33.0, edition 2015",
        flags: &["-O"],
        ..SPOJ
    },
    Judge {
        name: "rustc 1.33.0, edition 2018",
        flags: &["-O", "--edition", "2018"],
        ..SPOJ
    },
];
