//! # Kattis "sudokunique" (Sudoku, unique?), by Dancing Links
//!
//! **Problem.** For each partly erased 9x9 Sudoku board, say whether it has exactly one
//! completion (every row, column and 3x3 box holding 1-9 once), several, or none.
//!
//! **Input.** Up to 100 boards to the end of the input, each 9 lines of 9 digits separated by
//! spaces, `0` for an erased cell, a blank line between boards. Read as a stream of cells: a
//! board is the next 81 non-blank characters in any layout (`0 1 2` or `012`, CRLF, tabs, blank
//! lines or none, a UTF-8 BOM, no final newline); `.` is an erased cell too.
//!
//! **Output.** Per board: the unique completion in the input's format (9 lines of 9 digits
//! separated by spaces), or `Non-unique`, or `Find another job` when there is none; givens that
//! clash count as none (an answer, not an error). One blank line between consecutive outputs.
//!
//! **Judge.** Kattis: rustc 1.78.0, `rustc -O --crate-type bin --edition=2021`
//! (open.kattis.com/contests/skche7/languages/rust). It compiles too with rustc 1.33.0 (editions
//! 2015 and 2018) and today's (2015-2024).
//!
//! **Limits.** Not confirmed.
//!
//! **Exact cover model.** Primary items: each open cell is filled, and each (row, digit),
//! (column, digit), (box, digit) that the givens leave missing is placed. Options: "digit `d` in
//! open cell `c`" for each `d` the givens allow, covering four items. The search stops at the
//! second cover: the number of covers, capped at 2, is the answer. MRV breaks ties by item
//! order: the cells first, fewest candidates first, then the degree rule (see `ranks`).
//!
//! **Errors.** A board with a character other than `0`-`9` or `.`: one line on stderr naming the
//! board and its input line, the board as read in its place on stdout, exit code 1. Input that
//! ends inside a board: a note on stderr, exit 0.

use self::lib::*;

/// Counts the covers up to two, and keeps the first.
struct Count {
    covers: usize,
    first: Vec<usize>,
}

impl Visit<Exact> for Count {
    fn solution(&mut self, dlx: &Dlx) -> Step {
        self.covers += 1;
        if self.covers == 1 {
            dlx.solution(&mut self.first);
        }
        if self.covers < 2 {
            Step::On
        } else {
            Step::Stop
        }
    }
}

/// The order of the items, which MRV follows on ties: the cells first, the fewest candidates
/// first, then those whose candidates most peers share (a choice there strikes the most), then
/// the unit-digit items in model order: the trees are smaller than in model order.
fn ranks(cand: &[u16; 81]) -> [u64; 324] {
    // A cell's row, column, box, and the three cells it shares with the box in its row and in
    // its column: its peers holding `d` are the first three's counts less the last two's, less
    // itself. Counted, not by popcounts: the judges' x86-64 has no popcount instruction.
    let units = |c: usize| {
        let (r, k) = (c / 9, c % 9);
        [
            r,
            9 + k,
            18 + r / 3 * 3 + k / 3,
            27 + 3 * r + k / 3,
            54 + 3 * k + r / 3,
        ]
    };
    let mut held = [[0u8; 16]; 81];
    for (c, &m) in cand.iter().enumerate() {
        let (mut m, us) = (m, units(c));
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            for &u in us.iter() {
                held[u][d] += 1;
            }
        }
    }
    let mut rank = [1 << 40; 324];
    for (c, &m) in cand.iter().enumerate() {
        let (mut m, [r, k, b, rs, cs]) = (m, units(c));
        let (mut many, mut shared) = (0, 0);
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            many += 1;
            shared += (held[r][d] + held[k][d] + held[b][d] - held[rs][d] - held[cs][d]) as u64 - 1;
        }
        if many > 0 {
            rank[c] = (many << 17) | ((1 << 16) - shared);
        }
    }
    rank
}

/// Completes `g` (0 = open) if it has exactly one completion; the number of completions, capped
/// at 2 (0 when the givens clash).
fn count(g: &mut [u8; 81], cover: &mut Cover, dlx: &mut Dlx) -> usize {
    if !cover.start(g) {
        return 0;
    }
    let rank = ranks(&cover.cand);
    cover.encode(dlx, |i| rank[i], 1 << 41, |_, _| 0);
    let mut count = Count {
        covers: 0,
        first: Vec::new(),
    };
    // Most nodes are forced.
    dlx.search(&mut X(Noted, ()), &mut count);
    if count.covers == 1 {
        for &o in &count.first {
            let (c, d) = cover.opts[o];
            g[c as usize] = d;
        }
    }
    count.covers
}

/// Answers every board of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let (mut dlx, mut cover) = (Dlx::new(0, 0), Cover::default());
    let mut board = 0;
    while scan.peek().is_some() {
        board += 1;
        let mut text = [0u8; 81];
        let mut g = [0u8; 81];
        let mut bad = None;
        for k in 0..81 {
            let c = match scan.cell() {
                Some(c) => c,
                None => {
                    return log.note(format!("board {}: the input ends after {} cells", board, k));
                }
            };
            text[k] = c;
            match c {
                b'1'..=b'9' => g[k] = c - b'0',
                b'0' | b'.' => {}
                _ if bad.is_none() => bad = Some((scan.line(), c)),
                _ => {}
            }
        }
        if board > 1 {
            out.push(b'\n');
        }
        let show = match bad {
            Some((line, c)) => {
                let c = String::from_utf8_lossy(&[c]).into_owned();
                log.error(format!(
                    "board {}, line {}: {:?} is not a digit",
                    board, line, c
                ));
                true
            }
            None => match count(&mut g, &mut cover, &mut dlx) {
                0 => {
                    out.extend_from_slice(b"Find another job\n");
                    false
                }
                1 => {
                    for (k, t) in text.iter_mut().enumerate() {
                        *t = b'0' + g[k];
                    }
                    true
                }
                _ => {
                    out.extend_from_slice(b"Non-unique\n");
                    false
                }
            },
        };
        if show {
            for (k, &t) in text.iter().enumerate() {
                out.push(t);
                out.push(if k % 9 == 8 { b'\n' } else { b' ' });
            }
        }
    }
}

fn main() {
    run("sudokunique", solve);
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
// ---- BEGIN option_of ----
impl Dlx {
    /// The option of node `x` (not a header).
    pub fn option_of(&self, x: u32) -> usize {
        self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
    }
}
// ---- END option_of ----
// ---- BEGIN solution ----
impl Dlx {
    /// The exact cover just found (from `Visit::solution`): its option numbers, in search order.
    pub fn solution(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels.0[1..=self.depth] {
            out.push(self.option_of(l.node));
        }
    }
}
// ---- END solution ----
// ---- BEGIN noted ----
/// The order that looks first at the items whose count fell to 1 or 0 since the last choice,
/// the only ones that can have none, then as `Forced`.
pub struct Noted;

unsafe impl Order for Noted {
    const NOTES: bool = true;
    fn choose(d: &Dlx) -> u32 {
        let (mut best, mut min) = (0, !0);
        let from = d.deepest().before.noted;
        for k in from..d.now.noted {
            // SAFETY: the index is masked to the notes' length (a power of two); a note is a
            // header (the invariant).
            let (h, len) = unsafe {
                let h = get(&d.notes, k & (d.notes.len() as u32 - 1));
                (h, get(&d.top, h))
            };
            if len < min.min(2) && d.active[h as usize / 64] >> (h % 64) & 1 == 1 {
                best = h;
                min = len;
            }
        }
        if min > 1 {
            d.fewest(1)
        } else {
            best
        }
    }
}
// ---- END noted ----

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

// ---- BEGIN cover ----
/// A 9x9 grid's whole exact cover, for files that visit every cover. Items: cell `c` is filled
/// (`c`), unit `u` has digit `d` (`81 + 9 * u + d - 1`; rows are units 0..9, columns 9..18,
/// boxes 18..27), less the givens' items; options: "`d` in `c`", less those clashing with givens.
pub struct Cover {
    /// Cell -> 0 when open, else its digit; its candidates (bit `d` for digit `d`).
    grid: [u8; 81],
    pub cand: [u16; 81],
    /// Bit `d` of `used[u]`: unit `u` has a given `d`.
    used: [u16; 27],
    /// Model item -> DLX item; DLX option -> (cell, digit).
    item: [usize; 324],
    pub opts: Vec<(u8, u8)>,
}

/// The row, column and box of cell `c`, as units 0..27.
pub fn units(c: usize) -> [usize; 3] {
    [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3]
}

impl Default for Cover {
    fn default() -> Cover {
        Cover {
            grid: [0; 81],
            cand: [0; 81],
            used: [0; 27],
            item: [0; 324],
            opts: Vec::with_capacity(729),
        }
    }
}

impl Cover {
    /// Takes the givens of `grid` (0 = open) and the candidates; `false` if two givens clash.
    pub fn start(&mut self, grid: &[u8; 81]) -> bool {
        self.grid = *grid;
        self.used = [0; 27];
        for (c, &d) in grid.iter().enumerate() {
            for &u in units(c).iter().filter(|_| d != 0) {
                if self.used[u] >> d & 1 == 1 {
                    return false;
                }
                self.used[u] |= 1 << d;
            }
        }
        for (c, &d) in grid.iter().enumerate() {
            let [r, k, b] = units(c);
            let free = !(self.used[r] | self.used[k] | self.used[b]) & 0x3fe;
            self.cand[c] = if d == 0 { free } else { 0 };
        }
        true
    }

    /// Loads the cover into `dlx`: items by `rank` (< 2^50; ties in model order), from `secondary`
    /// on secondary; options by `key` (ties in cell, digit order). MRV breaks ties by item order.
    pub fn encode<R, K>(&mut self, dlx: &mut Dlx, rank: R, secondary: u64, key: K)
    where
        R: Fn(usize) -> u64,
        K: Fn(usize, usize) -> u64,
    {
        let mut keys = Vec::with_capacity(324);
        for c in (0..81).filter(|&c| self.grid[c] == 0) {
            keys.push(rank(c) << 9 | c as u64);
        }
        for u in 0..27 {
            for d in (1..10).filter(|&d| self.used[u] >> d & 1 == 0) {
                let i = 81 + 9 * u + d - 1;
                keys.push(rank(i) << 9 | i as u64);
            }
        }
        keys.sort_unstable();
        let primary = keys.iter().filter(|&&k| k >> 9 < secondary).count();
        for (n, &k) in keys.iter().enumerate() {
            self.item[(k & 511) as usize] = n;
        }
        dlx.reset(primary, keys.len() - primary);
        self.opts.clear();
        for (c, &m) in self.cand.iter().enumerate() {
            for d in (1..10).filter(|&d| m >> d & 1 == 1) {
                self.opts.push((c as u8, d as u8));
            }
        }
        self.opts.sort_by_key(|&(c, d)| key(c as usize, d as usize));
        for &(c, d) in &self.opts {
            let at = |u: usize| self.item[81 + 9 * u + d as usize - 1];
            let [r, k, b] = units(c as usize);
            dlx.add_option(&[self.item[c as usize], at(r), at(k), at(b)]);
        }
    }
}
// ---- END cover ----
}
