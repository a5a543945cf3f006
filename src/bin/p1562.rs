//! # Luogu P1562 还是N皇后: N queens on the allowed squares, counted by Dancing Links
//!
//! **Problem.** "As the title says, this is the famous N queens problem": place `N` queens on
//! an `N x N` board, no two in the same row, column or diagonal, each on a square that allows a
//! queen, and print the number of such placements. Statement:
//! <https://www.luogu.com.cn/problem/P1562>: “*”表示可放“.”表示不可放 (`*` may hold a queen, `.`
//! may not).
//!
//! **Input.** `N`, then `N` lines of `N` characters, `*` or `.`. Read as `N` and then a stream
//! of `N*N` squares, one non-blank character each, in any layout (CRLF, tabs, blank lines, a
//! board on one line, a UTF-8 BOM, no final newline); whatever follows the board is ignored.
//!
//! **Output.** The number of placements, on one line.
//!
//! **Judge.** Luogu: rustc 1.88.0, `rustc --edition 2024 -W warnings -C opt-level=2`
//! (luogu-dev/docs, docs/manual/luogu/problem/judging.md). It compiles too with rustc 1.33.0
//! (editions 2015 and 2018) and today's (2015-2024).
//!
//! **Limits.** `0 < N <= 14`. Luogu's time and memory limits for it were not found in any
//! source reached (1 s is Luogu's usual). The slowest boards allow a queen nearly everywhere.
//! Built as Luogu builds it (`rustc --edition 2024 -C opt-level=2`), on a shared AMD EPYC, the
//! empty board of `N = 14` (365,596 placements, its own mirror image) takes 0.24 s of CPU,
//! where the plain bitmask search that accepted solutions run takes 0.20 s; with one corner
//! forbidden (no mirror, 353,704 placements), 0.45 s against 0.19 s.
//!
//! **Exact cover model.** Items: the `N` rows and the `N` columns, primary (each holds exactly
//! one queen), and the `2N - 1` diagonals of each direction, secondary (each holds at most one:
//! Knuth's exact cover with secondary items, TAOCP 7.2.2.1). Options: one for each `*` square,
//! covering its row, its column and its two diagonals; a `.` square is an option left out. A
//! placement is a cover of `N` options. The rows and columns go in from the middle out (the
//! textbook choice, fewest options first, breaks ties by item order, and a centre line attacks
//! the most squares), and each cover is counted without being read (block `queens_count`).
//! A board that is its own mirror image, left to right or top to bottom (the empty board is),
//! has its placements in mirror pairs: only those with the first row's (or column's) queen on
//! one side of the middle are searched, and doubled (on the middle, for an odd `N`, the pairs
//! are split by the second row or column): three fifths of the nodes.
//!
//! **Errors.** An `N` that is not a number, or is 0 or above 14; a square other than `*` or
//! `.`: one line on stderr naming its input line, nothing on stdout, exit code 1. Input that
//! ends before the `N*N`-th square (or before `N`): a note on stderr, nothing on stdout, exit
//! code 0.

use self::lib::*;

/// The largest `N` answered: the statement's.
const MAX_N: u64 = 14;

/// Counts the placements on the board of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let n = match scan.number() {
        Some(Ok(n @ 1..=MAX_N)) => n as usize,
        Some(Ok(n)) => {
            let m = format!("N = {} is outside 1-{}", n, MAX_N);
            return log.error(format!("line {}: {}", scan.line(), m));
        }
        Some(Err(token)) => {
            // At most 20 bytes of it: the token may be the whole input.
            let shown = String::from_utf8_lossy(&token[..token.len().min(20)]).into_owned();
            let m = format!("N = {:?} is not a number", shown);
            return log.error(format!("line {}: {}", scan.line(), m));
        }
        None => return log.note("the input ends before N".to_string()),
    };
    let mut free = vec![false; n * n];
    for (k, square) in free.iter_mut().enumerate() {
        match scan.cell() {
            Some(b'*') => *square = true,
            Some(b'.') => {}
            Some(c) => {
                let (r, col) = (k / n + 1, k % n + 1);
                let what = match c {
                    b'!'..=b'~' => format!("'{}'", c as char),
                    _ => format!("byte 0x{:02X}", c),
                };
                return log.error(format!(
                    "line {}: {} in row {}, column {}: expected '*' or '.'",
                    scan.line(),
                    what,
                    r,
                    col
                ));
            }
            None => {
                let m = format!("the input ends after {} squares of {}", k, n * n);
                return log.note(m);
            }
        }
    }
    let count = count_queens(&mut Dlx::new(0, 0), n, |r, c| free[r * n + c]);
    out.extend_from_slice(format!("{}\n", count).as_bytes());
}

fn main() {
    run("p1562", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN scan ----
/// The input as a stream: any whitespace separates, a UTF-8 byte order mark at the start is
/// skipped, and the line of what was read last is known.
pub struct Scan<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Scan<'a> {
    pub fn new(input: &'a [u8]) -> Scan<'a> {
        let bom = input.starts_with(b"\xEF\xBB\xBF");
        Scan {
            input,
            pos: if bom { 3 } else { 0 },
            line: 1,
        }
    }

    /// Skips whitespace and returns the next byte, without taking it.
    pub fn peek(&mut self) -> Option<u8> {
        while let Some(&b) = self.input.get(self.pos) {
            if b == b'\n' {
                self.line += 1;
            } else if !b.is_ascii_whitespace() {
                return Some(b);
            }
            self.pos += 1;
        }
        None
    }

    /// The line (from 1) of the byte read last, or of the end of the input.
    pub fn line(&self) -> usize {
        self.line
    }
}
// ---- END scan ----

// ---- BEGIN cell ----
impl<'a> Scan<'a> {
    /// The next byte that is not whitespace: a grid's next cell, however its rows are laid out.
    pub fn cell(&mut self) -> Option<u8> {
        let b = self.peek();
        self.pos += b.is_some() as usize;
        b
    }
}
// ---- END cell ----

// ---- BEGIN number ----
impl<'a> Scan<'a> {
    /// The next token as a number: `None` at the end, `Some(Err(token))` if it is not a decimal
    /// `u64`.
    pub fn number(&mut self) -> Option<Result<u64, &'a [u8]>> {
        self.peek()?;
        let start = self.pos;
        while self.pos < self.input.len() && !self.input[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let token = &self.input[start..self.pos];
        let mut n = 0u64;
        for &b in token {
            let digit = (b as char).to_digit(10);
            match digit.and_then(|d| n.checked_mul(10)?.checked_add(d as u64)) {
                Some(m) => n = m,
                None => return Some(Err(token)),
            }
        }
        Some(Ok(n))
    }
}
// ---- END number ----

// ---- BEGIN dlx ----
/// Dancing Links: Knuth's Algorithm X over primary and secondary items (TAOCP 7.2.2.1), laid out
/// as in his paper. Items are numbered from 0, primary ones first; node `i + 1` is item `i`'s
/// header, and after the headers each option is a circle of nodes (a walk round it takes the
/// same steps from any node: predictable). The active primary items are a bitset, not a list:
/// the choice reads it in order with no chain of loads. Iterative, undone from a trail.
///
/// The invariant that the unchecked accesses (`deepest`, `deepest_mut`; block x's `get`, `set`)
/// rest on: every link, every node's `top`, every trail entry and note, and the `node` and `item`
/// of every level up to `depth`, is a node number below `top.len()`; an active bit is a primary
/// item's header; `depth < levels.len()`; and while `searching`, no array shrinks and the trail's
/// and the notes' lengths are powers of two (`begin`). Its writers, all in this file: `reset` and
/// `add_option` (values made checked, never while searching); block x's `unlink` and `undo`, block
/// remove's `remove_option` and `restore_option` (values read from the links); the loop of `search`
/// (levels made from the choice, itself a header); block set_node's `set_node` (checked). The
/// fields are private: nothing else writes them.
#[derive(Default)]
pub struct Dlx {
    /// Node -> its neighbours in its option's circle (unused for headers).
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// Node -> its neighbours in its item's list (a header's: the list's ends).
    ulink: Vec<u32>,
    dlink: Vec<u32>,
    /// Node -> its item's header; header -> its item's number of active options. Knuth keeps
    /// both in his TOP field, and so does this: as two arrays the hot loops hold one more base
    /// address, and P4929's whole trees ran 1-4% slower.
    top: Vec<u32>,
    /// The numbers of items and of primary items.
    items: usize,
    primary: u32,
    /// Option -> its first node (increasing).
    first: Vec<u32>,
    /// The levels of the search's current node, `levels[1..=depth]`: `levels[0]` stands for the
    /// root (item and node 0, marks 0), so that the deepest level, `levels[depth]`, is always
    /// there to read.
    levels: Levels,
    depth: usize,
    /// The nodes unlinked, to be put back last out first in.
    trail: Vec<u32>,
    /// The headers whose count fell to 1 or 0 (where `Order::NOTES`).
    notes: Vec<u32>,
    now: Marks,
    /// Bit `h` is set while header `h` is an active primary item.
    active: Vec<u64>,
    /// A search is running: the matrix may not be rebuilt under it.
    searching: bool,
}

/// The trail's and the notes' lengths, to go back to.
#[derive(Clone, Copy, Default, PartialEq)]
struct Marks {
    trail: u32,
    noted: u32,
}

/// A level: the header of the item it branches on; the node of the move it has taken (an
/// option's node; the header before Algorithm X's first move); the marks before the item was
/// dealt with and after.
#[derive(Clone, Copy, Default)]
struct Level {
    item: u32,
    node: u32,
    before: Marks,
    after: Marks,
}

/// The levels, never empty: the root's stand-in from the start.
struct Levels(Vec<Level>);

impl Default for Levels {
    fn default() -> Levels {
        Levels(vec![Level::default()])
    }
}

/// What the search does next, as a visit answers: go on, back up one level (the node is given
/// up), or stop the search.
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
    On,
    Back,
    Stop,
}

/// How the search takes its steps at a level. No step has a default: each strategy states all.
pub trait Strategy {
    /// The kind of search: which visits may follow it (`Visit<Self::Kind>`).
    type Kind;
    /// The header of the item the next level branches on (0: every item is dealt with, a
    /// solution), and in how many ways (0: a dead end; 1: forced).
    fn choose(&mut self, d: &mut Dlx) -> (u32, u32);
    /// Takes the deepest level's next move; `first`: the level is new, and its item is dealt
    /// with first (covered, say). `false` when none is left.
    fn next(&mut self, d: &mut Dlx, first: bool) -> bool;
    /// Takes back the deepest level's move: the trail and the notes as they were before it
    /// (the loop checks this in the tests' debug builds).
    fn retract(&mut self, d: &mut Dlx);
    /// Takes back what the level did for its item (header `item`), before it is closed: the
    /// trail and the notes as they were before the level (checked likewise).
    fn close(&mut self, d: &mut Dlx, item: u32);
    /// On leaving a node, after everything below it.
    fn leave(&mut self, d: &mut Dlx);
}

/// What is done at the nodes of a search of kind `K`, each answered with a `Step` (`Back` from
/// `solution` is `On`): `impl Visit<Exact>` for Algorithm X's search; a visit that holds for
/// every kind says `impl<K> Visit<K>`.
pub trait Visit<K> {
    /// At each node, before its item is chosen: may take options out for the node's subtree,
    /// put back by `leave`.
    fn enter(&mut self, _: &mut Dlx) -> Step {
        Step::On
    }
    /// At a node whose chosen item (numbered from 0) can be dealt with in two ways or more.
    fn branch(&mut self, _: &Dlx, _: usize) -> Step {
        Step::On
    }
    /// On leaving a node whose `enter` said `On`, after everything below it.
    fn leave(&mut self, _: &mut Dlx) {}
    /// A solution, read by `Dlx::solution`.
    fn solution(&mut self, d: &Dlx) -> Step;
}

impl Dlx {
    /// An empty matrix: primary items `0..primary`, secondary items after them.
    pub fn new(primary: usize, secondary: usize) -> Dlx {
        let mut d = Dlx::default();
        d.reset(primary, secondary);
        d
    }

    /// Starts over with no options, keeping the allocations.
    pub fn reset(&mut self, primary: usize, secondary: usize) {
        assert!(!self.searching, "changed in a search");
        assert!(primary + secondary < 1 << 29, "too many items");
        let n = (primary + secondary) as u32;
        self.items = n as usize;
        self.primary = primary as u32;
        self.active.clear();
        self.active.resize(n as usize / 64 + 1, 0);
        (1..=self.primary).for_each(|h| self.activate(h));
        self.ulink.clear();
        self.ulink.extend(0..n + 1);
        self.dlink.clone_from(&self.ulink);
        self.llink.clone_from(&self.ulink);
        self.rlink.clone_from(&self.ulink);
        self.top.clear();
        self.top.resize(n as usize + 1, 0);
        self.first.clear();
    }

    /// Adds an option of the given items (checked: in range, none twice) and returns its number
    /// (an empty one gets none; one of secondary items only is never chosen).
    pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
        assert!(!self.searching, "changed in a search");
        if items.is_empty() {
            return None;
        }
        assert!(
            items.iter().all(|&i| i < self.items),
            "an item out of range"
        );
        let twice = (1..items.len()).any(|k| items[..k].contains(&items[k]));
        assert!(!twice, "an item twice");
        let (start, end) = (self.top.len(), self.top.len() + items.len());
        assert!(end < 1 << 31, "too many nodes");
        for (x, h) in (start..).zip(items.iter().map(|&i| i + 1)) {
            let last = self.ulink[h];
            self.top.push(h as u32);
            self.ulink.push(last);
            self.dlink.push(h as u32);
            self.dlink[last as usize] = x as u32;
            self.ulink[h] = x as u32;
            self.top[h] += 1;
            self.llink
                .push(if x == start { end - 1 } else { x - 1 } as u32);
            self.rlink
                .push(if x + 1 == end { start } else { x + 1 } as u32);
        }
        self.first.push(start as u32);
        Some(self.first.len() - 1)
    }

    /// Makes header `h`'s item active again if primary. Its options come back from the trail, so
    /// this is all that is left of Knuth's uncover.
    fn activate(&mut self, h: u32) {
        self.active[h as usize / 64] |= ((h <= self.primary) as u64) << (h % 64);
    }

    /// A search begins: none is running, and the trail and the notes have room (a node is on the
    /// trail once at most; a header noted twice at most between choices; powers of two, as the
    /// indices are masked to them). The levels grow as a search goes deeper than before.
    fn begin(&mut self) {
        assert!(!self.searching, "a search in a search");
        self.searching = true;
        self.trail.resize(self.top.len().next_power_of_two(), 0);
        self.notes
            .resize((2 * self.items + 2).next_power_of_two(), 0);
    }

    /// The deepest level (the root's stand-in at the root).
    fn deepest(&self) -> Level {
        // SAFETY: `depth < levels.len()` (the invariant).
        unsafe { *self.levels.0.get_unchecked(self.depth) }
    }
    fn deepest_mut(&mut self) -> &mut Level {
        // SAFETY: as in `deepest`.
        unsafe { self.levels.0.get_unchecked_mut(self.depth) }
    }

    /// Visits the solutions, as strategy `s` goes and visit `v` answers; leaves the matrix
    /// whole.
    pub fn search<S: Strategy, V: Visit<S::Kind>>(&mut self, s: &mut S, v: &mut V) {
        self.begin();
        // A search ends at the root and marks 0, where the next begins.
        let mut step;
        'node: loop {
            step = v.enter(self);
            if step == Step::On {
                let (h, ways) = s.choose(self);
                if h == 0 {
                    step = v.solution(self);
                } else if ways == 1
                    || ways > 1 && {
                        step = v.branch(self, h as usize - 1);
                        step == Step::On
                    }
                {
                    // (`h` is a header: the choice reads it from the active bits.)
                    let (before, item) = (self.now, h.min(self.items as u32));
                    self.depth += 1;
                    if self.depth == self.levels.0.len() {
                        self.levels.0.push(Level::default());
                    }
                    *self.deepest_mut() = Level {
                        item,
                        node: item,
                        before,
                        after: before,
                    };
                    if s.next(self, true) {
                        continue 'node;
                    }
                    s.close(self, item);
                    debug_assert!(self.now == before);
                    self.depth -= 1;
                } else if ways == 0 {
                    step = Step::Back;
                }
                s.leave(self);
                v.leave(self);
            }
            // Back up: the deepest level takes its next move, or is closed.
            while self.depth > 0 {
                s.retract(self);
                debug_assert!(self.now == self.deepest().after);
                if step != Step::Stop && s.next(self, false) {
                    continue 'node;
                }
                let item = self.deepest().item;
                s.close(self, item);
                debug_assert!(self.now == self.deepest().before);
                self.depth -= 1;
                s.leave(self);
                v.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}
// ---- END dlx ----

// ---- BEGIN x ----
// Algorithm X (`X`, its orders and commits) and the dancing it does: every file but the
// counting ones (block count reads the links and never dances).

/// The kind of search whose every level holds an option: Algorithm X's ([`X`]).
pub enum Exact {}

/// How Algorithm X chooses the item of a level: each order is a type with its own choice (blocks
/// `mrv`, Knuth's; `forced`, `noted`, `leftmost`), so no order can hide another.
///
/// # Safety
///
/// `choose` returns an active primary item's header, or 0: Algorithm X reads it unchecked.
pub unsafe trait Order {
    /// Whether the search notes the items whose count falls to 1 or 0 (block noted reads them).
    const NOTES: bool = false;
    /// The header of the active primary item to branch on (0 if none).
    fn choose(d: &Dlx) -> u32;
}

/// How Algorithm X commits the option of node `x`, as order `O` notes: its other items dealt
/// with. `()` covers them all.
pub trait Commit {
    /// # Safety
    ///
    /// `x` is a node number of `d`: one read from its links.
    unsafe fn commit<O: Order>(&mut self, d: &mut Dlx, x: u32);
}

impl Commit for () {
    #[inline]
    unsafe fn commit<O: Order>(&mut self, d: &mut Dlx, x: u32) {
        // SAFETY: `x` is a node number, as the caller promises; the links and a node's `top`
        // are too (the invariant).
        unsafe {
            let mut q = get(&d.rlink, x);
            while q != x {
                let h = get(&d.top, q);
                d.cover::<O>(h);
                q = get(&d.rlink, q);
            }
        }
    }
}

/// Algorithm X: a level branches on the item that `O` chooses and tries each of its options in
/// turn, committed by `C` after the item is covered.
pub struct X<O, C>(pub O, pub C);

impl<O: Order, C: Commit> Strategy for X<O, C> {
    type Kind = Exact;
    #[inline]
    fn choose(&mut self, d: &mut Dlx) -> (u32, u32) {
        let h = O::choose(d);
        // SAFETY: the choice is a header or 0, as `Order` promises.
        (h, unsafe { get(&d.top, h) })
    }
    #[inline(always)]
    fn next(&mut self, d: &mut Dlx, first: bool) -> bool {
        let Level { item, node, .. } = d.deepest();
        if first {
            // SAFETY: a level's item is a header (the invariant).
            unsafe { d.cover::<O>(item) };
        }
        // SAFETY: a level's node is a node number (the invariant).
        let y = unsafe { get(&d.dlink, node) };
        if y == item {
            return false;
        }
        let now = d.now;
        // The level's borrow ends before the commit takes `d`: Rust 1.33's is lexical.
        {
            let level = d.deepest_mut();
            if first {
                level.after = now;
            }
            level.node = y;
        }
        // SAFETY: `y` was read from the links.
        unsafe { self.1.commit::<O>(d, y) };
        true
    }
    #[inline]
    fn retract(&mut self, d: &mut Dlx) {
        d.retract()
    }
    #[inline]
    fn close(&mut self, d: &mut Dlx, item: u32) {
        let before = d.deepest().before;
        d.undo(before);
        d.activate(item);
    }
    #[inline]
    fn leave(&mut self, _: &mut Dlx) {}
}

impl Dlx {
    /// Takes node `q` out of its item's list, onto the trail; notes the header if 1 or 0
    /// options are left (always written, kept if so: no branch to mispredict).
    ///
    /// # Safety
    ///
    /// `q` is a node number, below `top.len()`.
    unsafe fn unlink<O: Order>(&mut self, q: u32) {
        // SAFETY: `q` is a node number; the links and a node's `top` are too (the invariant);
        // the masks keep the trail's and the notes' indices below their lengths (powers of two).
        unsafe {
            let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
            set(&mut self.dlink, u, d);
            set(&mut self.ulink, d, u);
            let len = get(&self.top, h).wrapping_sub(1);
            set(&mut self.top, h, len);
            let t = self.now.trail & (self.trail.len() as u32 - 1);
            set(&mut self.trail, t, q);
            self.now.trail += 1;
            if O::NOTES {
                let k = self.now.noted & (self.notes.len() as u32 - 1);
                set(&mut self.notes, k, h);
                self.now.noted += (len <= 1) as u32;
            }
        }
    }

    /// Goes back to the marks `m`, the nodes last out first in: a flat loop, cheaper than Knuth's
    /// uncover and unhide walks.
    fn undo(&mut self, m: Marks) {
        while self.now.trail > m.trail {
            self.now.trail -= 1;
            let t = self.now.trail & (self.trail.len() as u32 - 1);
            // SAFETY: the trail's index is masked to its length (a power of two); its entries,
            // the links and a node's `top` are node numbers (the invariant).
            unsafe {
                let q = get(&self.trail, t);
                let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
                set(&mut self.dlink, u, q);
                set(&mut self.ulink, d, q);
                let len = get(&self.top, h);
                set(&mut self.top, h, len.wrapping_add(1));
            }
        }
        self.now.noted = m.noted;
    }

    /// Unlinks the other nodes of `p`'s option.
    ///
    /// # Safety
    ///
    /// `p` is a node number, below `top.len()`.
    unsafe fn hide<O: Order>(&mut self, p: u32) {
        // SAFETY: `p` and the links are node numbers.
        unsafe {
            let mut q = get(&self.rlink, p);
            while q != p {
                self.unlink::<O>(q);
                q = get(&self.rlink, q);
            }
        }
    }

    /// Makes header `h`'s item inactive and hides every option that contains it. Inlined in its
    /// callers: left out of line, its calls cost more than the copy.
    ///
    /// # Safety
    ///
    /// `h` is a header, at most `items`.
    #[inline(always)]
    unsafe fn cover<O: Order>(&mut self, h: u32) {
        self.active[h as usize / 64] &= !(1 << (h % 64));
        // SAFETY: `h` and the links are node numbers.
        unsafe {
            let mut p = get(&self.dlink, h);
            for _ in 0..get(&self.top, h) {
                self.hide::<O>(p);
                p = get(&self.dlink, p);
            }
        }
    }

    /// Takes back the deepest level's option, under Algorithm X: its items come back from the
    /// trail and are made active again.
    #[inline]
    fn retract(&mut self) {
        let Level { node, after, .. } = self.deepest();
        self.undo(after);
        // SAFETY: a level's node, the links and a node's `top` are node numbers (the invariant).
        unsafe {
            let mut q = get(&self.llink, node);
            while q != node {
                let h = get(&self.top, q);
                self.activate(h);
                q = get(&self.llink, q);
            }
        }
    }

    /// The header of the leftmost active primary item with the fewest options (0 if none); the
    /// first with `stop` or fewer is taken at once. The bits are read in line, not through a
    /// closure: 2.8% of P10482's instructions.
    fn fewest(&self, stop: u32) -> u32 {
        let (mut best, mut min) = (0, !0);
        for (w, &b) in self.active.iter().enumerate() {
            let mut bits = b;
            while bits != 0 {
                let h = w as u32 * 64 + bits.trailing_zeros();
                // SAFETY: an active bit is a primary item's header (the invariant).
                let len = unsafe { get(&self.top, h) };
                if len < min {
                    best = h;
                    min = len;
                    if min <= stop {
                        return best;
                    }
                }
                bits &= bits - 1;
            }
        }
        best
    }
}

/// `v[i]`, unchecked: the one read of `Dlx`'s arrays past the bounds check (`debug_assert!`ed,
/// so the tests' debug builds check it).
///
/// # Safety
///
/// `i < v.len()`: `i` is a node number and `v` an array of `Dlx` indexed by node, whose
/// invariant keeps both so.
unsafe fn get(v: &[u32], i: u32) -> u32 {
    debug_assert!((i as usize) < v.len());
    // SAFETY: as the caller promises.
    unsafe { *v.get_unchecked(i as usize) }
}

/// `v[i] = x`, unchecked, as `get`.
///
/// # Safety
///
/// As for `get`.
unsafe fn set(v: &mut [u32], i: u32, x: u32) {
    debug_assert!((i as usize) < v.len());
    // SAFETY: as the caller promises.
    unsafe { *v.get_unchecked_mut(i as usize) = x }
}
// ---- END x ----
// ---- BEGIN mrv ----
/// Knuth's order: the fewest options, the leftmost of those (a dead end at once).
pub struct Mrv;

unsafe impl Order for Mrv {
    fn choose(d: &Dlx) -> u32 {
        d.fewest(0)
    }
}
// ---- END mrv ----

// ---- BEGIN queens_model ----
/// N queens on the squares of an `n x n` board (`n >= 1`) that `free` allows, as exact cover
/// with secondary items (Knuth, TAOCP 7.2.2.1): the rows and columns are primary items, each
/// filled once, the `2n - 1` diagonals each way secondary, each hit at most once; an option per
/// free square. Returns each option's square (row, column). With `middle_out`, rows and columns
/// go in from the middle out: MRV breaks ties by item order, and a centre line attacks the most
/// squares, so it cuts the most. Without, the rows go in first, in order, then the columns, and
/// each row lists its squares by column: a search that takes the items in order (block
/// `leftmost`) then finds the placements in lexicographic order.
pub fn queens_model<A>(dlx: &mut Dlx, n: usize, free: A, middle_out: bool) -> Vec<(usize, usize)>
where
    A: Fn(usize, usize) -> bool,
{
    let h = n / 2 * 2;
    let middle = |k: usize| if 2 * k < h { h - 2 * k - 1 } else { 2 * k - h };
    dlx.reset(2 * n, 4 * n - 2);
    let mut squares = Vec::new();
    for r in 0..n {
        for c in (0..n).filter(|&c| free(r, c)) {
            let (row, col) = match middle_out {
                true => (2 * middle(r), 2 * middle(c) + 1),
                false => (r, n + c),
            };
            dlx.add_option(&[row, col, 2 * n + r + c, 5 * n - 2 + r - c]);
            squares.push((r, c));
        }
    }
    squares
}
// ---- END queens_model ----

// ---- BEGIN queens_count ----
/// The number of placements of `n` queens (`n >= 1`) on the squares of an `n x n` board that
/// `free` allows: the covers of block `queens_model` (middle out), counted without reading them.
/// A board that is its own mirror image (column `c` free where column `n - 1 - c` is, row by
/// row) pairs each placement with its mirror image, whose row 0 queen is on the other side of
/// the middle: such a board counts the placements with that queen left of the middle, twice,
/// and for an odd `n` those with it on the middle column, whose row 1 queen (never on the
/// middle column then) is left of it, twice: searches of three fifths of the tree's nodes
/// (the restriction also steers the choice, so not half: n = 12, 13, 14). A board that
/// is its own image top to bottom is counted so as its transpose, which has the same number of
/// placements (each transposed).
pub fn count_queens<A: Fn(usize, usize) -> bool>(dlx: &mut Dlx, n: usize, free: A) -> u64 {
    let mirror = |f: &dyn Fn(usize, usize) -> bool| {
        n > 1 && (0..n).all(|r| (0..n).all(|c| f(r, c) == f(r, n - 1 - c)))
    };
    let transposed = |r: usize, c: usize| free(c, r);
    if mirror(&free) {
        halves(dlx, n, &free)
    } else if mirror(&transposed) {
        halves(dlx, n, &transposed)
    } else {
        count(dlx, n, &free)
    }
}

/// The placements on a board that is its own mirror image, counted by halves (`n >= 2`).
fn halves(dlx: &mut Dlx, n: usize, free: &dyn Fn(usize, usize) -> bool) -> u64 {
    // `2c + 1` against `n`: column `c` is left of the middle, on it, or right of it.
    let left = count(dlx, n, &|r, c| free(r, c) && (r > 0 || 2 * c + 1 < n));
    let middle = match n % 2 {
        1 => count(dlx, n, &|r, c| {
            free(r, c) && (r > 0 || 2 * c + 1 == n) && (r != 1 || 2 * c + 1 < n)
        }),
        _ => 0,
    };
    2 * (left + middle)
}

/// The placements on the squares `free` allows, each cover counted.
fn count(dlx: &mut Dlx, n: usize, free: &dyn Fn(usize, usize) -> bool) -> u64 {
    queens_model(dlx, n, free, true);
    let mut tally = Tally(0);
    dlx.search(&mut X(Mrv, ()), &mut tally);
    tally.0
}

/// A visit that counts the covers, one at a time: a word, which no search fills (a judge's boards
/// have at most 14 rows, 365,596 placements).
struct Tally(u64);

impl Visit<Exact> for Tally {
    fn solution(&mut self, _: &Dlx) -> Step {
        self.0 += 1;
        Step::On
    }
}
// ---- END queens_count ----

// ---- BEGIN log ----
use std::io::{self, Read, Write};

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
// ---- END log ----
}
