//! # Luogu P10975 = POJ 2411 "Mondriaan's Dream": domino tilings of rectangles, counted by Dancing Links with a memo
//!
//! **Problem.** In how many ways can an `h x w` rectangle be tiled with `1 x 2` dominoes (each
//! lying either way)? Statement: <https://www.luogu.com.cn/problem/P10975> (from
//! 《算法竞赛进阶指南》; POJ 2411, first set at the Ulm Local Contest 2000).
//!
//! **Input.** Lines `h w`, closed by `0 0`. Read as a stream of numbers, any whitespace between
//! them (CRLF, a UTF-8 BOM, no final newline); whatever follows `0 0` is ignored, and an input
//! that ends before it is answered as far as it goes (a note on stderr).
//!
//! **Output.** For each pair, one line: the number of tilings (odd areas have none: `0`).
//!
//! **Limits.** `1 <= h, w <= 11`; every count fits a signed 64-bit integer (10 x 11 has
//! 3,852,472,573,499). Luogu's time and memory limits were not found in any source reached; the
//! ECNU mirror (problem 2920) allows 3 s and 256 MB. All 121 pairs in one input take about
//! 0.05 s of this file's process on a shared AMD EPYC.
//!
//! **Exact cover model.** Items: the `h * w` cells, primary (each covered exactly once), in
//! reading order along the shorter side (the count is the same for `w x h`). Options: each
//! domino, its two cells. A cover is a tiling. The count is not a search of every tiling (10 x
//! 11 has trillions) but the memo's (block `count`): the search branches on the first cell not
//! yet covered, whose options reach at most one row of the shorter side beyond it, so what is
//! left below a node is known from that cell and which of the next `min(h, w)` cells are
//! covered; each such state is counted once and looked up after. The counts are exact (`Big`).
//!
//! **Errors.** A pair outside `1-11` (but not `0 0`) or a token that is not a number: one line
//! on stderr naming its input line, exit code 1. A bad pair keeps its place in the output with a
//! line `-`; reading stops at a token that is not a number.

use self::lib::*;

/// The longest side answered: the statement's.
const MAX_SIDE: u64 = 11;

/// The number of domino tilings of an `h x w` rectangle: its exact cover, counted by the memo.
fn tilings(h: usize, w: usize) -> Big {
    // Cells along the shorter side: a state is that many cells wide.
    let (rows, cols) = (h.max(w), h.min(w));
    let cell = |r: usize, c: usize| r * cols + c;
    let mut dlx = Dlx::new(rows * cols, 0);
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                dlx.add_option(&[cell(r, c), cell(r, c + 1)]);
            }
            if r + 1 < rows {
                dlx.add_option(&[cell(r, c), cell(r + 1, c)]);
            }
        }
    }
    let mut count: Count<Big> = Count::new(Model::new(&dlx, |_| 0, &[]), 1 << 24);
    dlx.search(&mut count, &mut Quiet);
    count.total().clone()
}

/// Answers each pair of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    loop {
        let (h, w) = match (scan.number(), scan.number()) {
            (Some(Ok(h)), Some(Ok(w))) => (h, w),
            (None, _) | (Some(Ok(_)), None) => {
                return log.note("the input ends before `0 0`".to_string());
            }
            (Some(Err(token)), _) | (_, Some(Err(token))) => {
                // At most 20 bytes of it: the token may be the whole input.
                let shown = String::from_utf8_lossy(&token[..token.len().min(20)]).into_owned();
                return log.error(format!("line {}: {:?} is not a number", scan.line(), shown));
            }
        };
        if h == 0 && w == 0 {
            return;
        }
        if h < 1 || w < 1 || h > MAX_SIDE || w > MAX_SIDE {
            let m = format!(
                "line {}: {} x {} is outside 1-{}",
                scan.line(),
                h,
                w,
                MAX_SIDE
            );
            log.error(m);
            out.extend_from_slice(b"-\n");
            continue;
        }
        let count = tilings(h as usize, w as usize);
        out.extend_from_slice(count.decimal().as_bytes());
        out.push(b'\n');
    }
}

fn main() {
    run("p10975", solve);
}

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
/// The invariant that the unchecked accesses (`get`, `set`, `deepest`) rest on: every link, every
/// node's `top`, every trail entry and note, and the `node` and `item` of every level up to
/// `depth`, is a node number below `top.len()`; an active bit is a primary item's header;
/// `depth < levels.len()`; and while `searching`, no array shrinks and the trail's and the notes'
/// lengths are powers of two (`begin`). Its writers, all in this file: `reset` and `add_option` (values made checked, never while searching); `unlink`,
/// `undo`, `remove_option` and `restore_option` (values read from the links); the loop of
/// `search` (levels made from the choice, itself a header); block dlx_steps' `set_node`
/// (checked). The fields are private: nothing else writes them.
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
#[derive(Clone, Copy, Default)]
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

/// The kind of search whose every level holds an option: Algorithm X's ([`X`]).
pub enum Exact {}

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
    /// Takes back the deepest level's move.
    fn retract(&mut self, d: &mut Dlx);
    /// Takes back what the level did for its item, before it is closed.
    fn close(&mut self, d: &mut Dlx);
    /// On leaving a node, after everything below it.
    fn leave(&mut self, d: &mut Dlx);
}

/// What is done at the nodes of a search of kind `K`, each answered with a `Step` (`Back` from
/// `solution` is `On`). A visit that holds for every kind says `impl<K> Visit<K>`.
pub trait Visit<K = Exact> {
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
                d.cover::<O>(get(&d.top, q));
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
        let level = d.deepest_mut();
        if first {
            level.after = now;
        }
        level.node = y;
        // SAFETY: `y` was read from the links.
        unsafe { self.1.commit::<O>(d, y) };
        true
    }
    #[inline]
    fn retract(&mut self, d: &mut Dlx) {
        d.retract()
    }
    #[inline]
    fn close(&mut self, d: &mut Dlx) {
        let Level { item, before, .. } = d.deepest();
        d.undo(before);
        d.activate(item);
    }
    #[inline]
    fn leave(&mut self, _: &mut Dlx) {}
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
                self.activate(get(&self.top, q));
                q = get(&self.llink, q);
            }
        }
    }

    /// Makes header `h`'s item active again if primary. Its options come back from the trail, so
    /// this is all that is left of Knuth's uncover.
    fn activate(&mut self, h: u32) {
        self.active[h as usize / 64] |= ((h <= self.primary) as u64) << (h % 64);
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
                    s.close(self);
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
                if step != Step::Stop && s.next(self, false) {
                    continue 'node;
                }
                s.close(self);
                self.depth -= 1;
                s.leave(self);
                v.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}

/// `v[i]`, unchecked: the core's one read past the bounds check (`debug_assert!`ed, so the
/// tests' debug builds check it).
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
// ---- END dlx ----

// ---- BEGIN dlx_items ----
impl Dlx {
    /// Calls `f` on the header (`item + 1`: the modules that keep a table per item in their hot
    /// loop key it so) and the number of options of each active primary item, in order, until it
    /// says `false` (then `false`).
    pub fn each_active(&self, mut f: impl FnMut(u32, u32) -> bool) -> bool {
        self.active.iter().enumerate().all(|(w, &b)| {
            let mut bits = b;
            while bits != 0 {
                let h = w as u32 * 64 + bits.trailing_zeros();
                // SAFETY: an active bit is a primary item's header (the invariant).
                if !f(h, unsafe { get(&self.top, h) }) {
                    return false;
                }
                bits &= bits - 1;
            }
            true
        })
    }
}
// ---- END dlx_items ----

// ---- BEGIN dlx_options ----
impl Dlx {
    /// Option `o`'s nodes: its first to the last of its circle.
    pub fn option(&self, o: usize) -> std::ops::Range<usize> {
        let f = self.first[o] as usize;
        f..self.llink[f] as usize + 1
    }
}
// ---- END dlx_options ----

// ---- BEGIN dlx_path ----
impl Dlx {
    /// How many levels the search's current node is below the root, and the node chosen at
    /// level `l` (checked): the path to the node.
    pub fn depth(&self) -> usize {
        self.depth
    }
    pub fn node(&self, l: usize) -> u32 {
        self.levels.0[1..=self.depth][l].node
    }
}
// ---- END dlx_path ----

// ---- BEGIN dlx_sizes ----
impl Dlx {
    /// The numbers of primary items, of items, of options, and of nodes (headers included).
    pub fn primary(&self) -> usize {
        self.primary as usize
    }
    pub fn items(&self) -> usize {
        self.items
    }
    pub fn options(&self) -> usize {
        self.first.len()
    }
    pub fn nodes(&self) -> usize {
        self.top.len()
    }
}
// ---- END dlx_sizes ----

// ---- BEGIN dlx_top ----
impl Dlx {
    /// The header of node `x`'s item (for a header, its number of active options), read checked.
    pub fn top(&self, x: u32) -> u32 {
        self.top[x as usize]
    }
}
// ---- END dlx_top ----

// ---- BEGIN dlx_steps ----
/// The core's steps for a strategy outside it (block mcc), each checked: the levels are the
/// core's (it opens and closes them), their moves the strategy's.
impl Dlx {
    /// The deepest level's item (its header) and node.
    #[inline]
    pub fn level(&self) -> (u32, u32) {
        let l = self.deepest();
        (l.item, l.node)
    }

    /// Sets the deepest level's node to `x`, a node number.
    #[inline]
    pub fn set_node(&mut self, x: u32) {
        assert!((x as usize) < self.top.len(), "not a node");
        self.deepest_mut().node = x;
    }

    /// What is done from now on at the deepest level is its move: `retract_move` takes back only
    /// that, `retract_level` the item's dealings too.
    #[inline]
    pub fn begin_move(&mut self) {
        let now = self.now;
        self.deepest_mut().after = now;
    }
    #[inline]
    pub fn retract_move(&mut self) {
        let after = self.deepest().after;
        self.undo(after);
    }
    #[inline]
    pub fn retract_level(&mut self) {
        let before = self.deepest().before;
        self.undo(before);
    }

    /// Covers the item of header `h`, in a search.
    #[inline]
    pub fn cover_item<O: Order>(&mut self, h: u32) {
        assert!(
            self.searching && h as usize <= self.items,
            "no item to cover"
        );
        // SAFETY: `h` is a header, checked.
        unsafe { self.cover::<O>(h) }
    }

    /// Knuth's tweak, in a search: takes node `x` out of its item's list and, with `hide`, hides
    /// its option (its other nodes unlinked).
    #[inline]
    pub fn tweak<O: Order>(&mut self, x: u32, hide: bool) {
        assert!(
            self.searching && (x as usize) < self.top.len(),
            "not a node"
        );
        // SAFETY: `x` is a node number, checked.
        unsafe {
            self.unlink::<O>(x);
            if hide {
                self.hide::<O>(x);
            }
        }
    }

    /// Makes header `h`'s item active, if primary, or inactive.
    #[inline]
    pub fn activate_item(&mut self, h: u32) {
        self.activate(h)
    }
    #[inline]
    pub fn deactivate(&mut self, h: u32) {
        self.active[h as usize / 64] &= !(1 << (h % 64));
    }
}
// ---- END dlx_steps ----

// ---- BEGIN bignum ----
/// An unsigned integer of any size: its 64-bit words, least significant first, no zero word at
/// the top (zero has none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Big(pub Vec<u64>);

impl Big {
    pub fn from_u64(n: u64) -> Big {
        Big(if n == 0 { Vec::new() } else { vec![n] })
    }

    /// `self += other`.
    pub fn add(&mut self, other: &Big) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        let mut carry = 0;
        for (k, w) in self.0.iter_mut().enumerate() {
            let (s, c1) = w.overflowing_add(*other.0.get(k).unwrap_or(&0));
            let (s, c2) = s.overflowing_add(carry);
            *w = s;
            carry = (c1 || c2) as u64;
            if carry == 0 && k >= other.0.len() {
                break;
            }
        }
        if carry > 0 {
            self.0.push(carry);
        }
    }

    /// `self += n`, with no allocation unless a carry needs a new word.
    pub fn add_word(&mut self, n: u64) {
        let mut carry = n;
        for w in self.0.iter_mut() {
            let (s, c) = w.overflowing_add(carry);
            *w = s;
            carry = c as u64;
            if carry == 0 {
                return;
            }
        }
        if carry > 0 {
            self.0.push(carry);
        }
    }

    /// `self -= other`, where `other <= self`.
    pub fn sub(&mut self, other: &Big) {
        let mut borrow = 0;
        for (k, w) in self.0.iter_mut().enumerate() {
            let (s, b1) = w.overflowing_sub(*other.0.get(k).unwrap_or(&0));
            let (s, b2) = s.overflowing_sub(borrow);
            *w = s;
            borrow = (b1 || b2) as u64;
        }
        debug_assert!(borrow == 0, "a difference below zero");
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// A number below `self` (not zero), uniform, from `random` 64-bit words: the top word
    /// masked to `self`'s bits, drawn again while too large (fewer than two draws on average).
    pub fn below(&self, mut random: impl FnMut() -> u64) -> Big {
        let top = *self.0.last().expect("a bound above zero");
        let mask = !0 >> top.leading_zeros();
        loop {
            let mut r: Vec<u64> = self.0.iter().map(|_| random()).collect();
            let n = r.len();
            r[n - 1] &= mask;
            while r.last() == Some(&0) {
                r.pop();
            }
            let r = Big(r);
            if r < *self {
                return r;
            }
        }
    }

    /// The decimal digits.
    pub fn decimal(&self) -> String {
        let (mut words, mut parts) = (self.0.clone(), Vec::new());
        // Divided by 10^19 at a time, the remainders are the digits 19 at a time, last first.
        const TEN19: u64 = 10_000_000_000_000_000_000;
        while !words.is_empty() {
            let mut rest = 0u128;
            for w in words.iter_mut().rev() {
                let cur = rest << 64 | u128::from(*w);
                *w = (cur / u128::from(TEN19)) as u64;
                rest = cur % u128::from(TEN19);
            }
            parts.push(rest as u64);
            while words.last() == Some(&0) {
                words.pop();
            }
        }
        let mut s = parts.pop().map_or("0".to_string(), |p| p.to_string());
        for p in parts.iter().rev() {
            s.push_str(&format!("{:019}", p));
        }
        s
    }
}

impl PartialOrd for Big {
    fn partial_cmp(&self, other: &Big) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Big {
    fn cmp(&self, other: &Big) -> std::cmp::Ordering {
        let by_length = self.0.len().cmp(&other.0.len());
        by_length.then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}
// ---- END bignum ----

// ---- BEGIN count ----
/// A count's ring: `Big`, exact, or `Mod`, modulo the judges' prime 10^9+7 (block `modulo`).
pub trait Ring: Clone + Default {
    fn one() -> Self;
    /// `self = 0`, keeping what it holds (no allocation at each node).
    fn clear(&mut self);
    fn add(&mut self, other: &Self);
    /// `self += n`, `n` below 2^63 (a count from the memo's table, without a copy).
    fn add_small(&mut self, n: u64);
    /// The count as a word below 2^63, if it is one (kept in the memo's table itself).
    fn small(&self) -> Option<u64>;
    /// The count in decimal.
    fn show(&self) -> String;
}

impl Ring for Big {
    fn one() -> Big {
        Big::from_u64(1)
    }
    fn clear(&mut self) {
        self.0.clear()
    }
    fn add(&mut self, other: &Big) {
        Big::add(self, other)
    }
    fn add_small(&mut self, n: u64) {
        self.add_word(n)
    }
    fn small(&self) -> Option<u64> {
        match self.0.len() {
            0 => Some(0),
            1 if self.0[0] >> 63 == 0 => Some(self.0[0]),
            _ => None,
        }
    }
    fn show(&self) -> String {
        self.decimal()
    }
}

/// The kind of search whose levels move between states, never dancing the links: block count's.
pub enum Counting {}

/// The exact cover as the memo counts it, read once from the matrix.
pub struct Model {
    primary: usize,
    /// Primary item -> the options whose first primary item it is, in its list's order:
    /// `cand[from[i]..from[i + 1]]`; option -> its node in that item's list.
    from: Vec<u32>,
    cand: Vec<u32>,
    node: Vec<u32>,
    /// Option -> its primary items less its first (offsets from it), and its secondary items
    /// (numbered from 0) with the colour each gets (0: none): `prim[ps[o]..ps[o + 1]]`, ...
    ps: Vec<u32>,
    prim: Vec<u32>,
    ss: Vec<u32>,
    sec: Vec<(u32, u32)>,
    /// Without bounds (every item exactly once) each option as a bit mask over the window.
    mask: Vec<u64>,
    /// With bounds: item -> least and most uses (empty without).
    lower: Vec<u32>,
    upper: Vec<u32>,
    /// A state's key: its window, from bit 0, `bits` a cell (1 without bounds); its head, the
    /// first item `f` (`primary` once every item is dealt with) and, with bounds, how far down
    /// `f`'s options its level is (`pos`), as `f | pos << fbits` in the top `hbits` bits of the
    /// window's last word (`words` of them); then the secondary items' states, `sbits` each, in
    /// `swords` words.
    bits: usize,
    words: usize,
    fbits: usize,
    hbits: usize,
    sbits: usize,
    swords: usize,
}

impl Model {
    /// For the matrix `dlx`: `colour(x)` is node `x`'s colour (0: none); primary item `i` is in
    /// `bounds[i].0` to `bounds[i].1` options (empty: exactly one).
    pub fn new(dlx: &Dlx, colour: impl Fn(u32) -> u32, bounds: &[(u32, u32)]) -> Model {
        let primary = dlx.primary();
        let mut m = Model {
            primary,
            from: vec![0; primary + 1],
            cand: Vec::new(),
            node: vec![0; dlx.options()],
            ps: vec![0],
            prim: Vec::new(),
            ss: vec![0],
            sec: Vec::new(),
            mask: Vec::new(),
            lower: bounds.iter().map(|b| b.0).collect(),
            upper: bounds.iter().map(|b| b.1).collect(),
            bits: 1,
            words: 1,
            fbits: 0,
            hbits: 0,
            sbits: 0,
            swords: 0,
        };
        let (lead, reach, colours) = m.read(dlx, colour);
        m.index(&lead);
        m.lay_out(dlx.items() - primary, reach, colours);
        m
    }

    /// Each option's items: its first primary item (returned, `!0` if none) and the node there,
    /// the other primary items as offsets from it, the secondary ones with their colours. Also
    /// the widest span of an option's primary items (the reach) and the most colours.
    fn read(&mut self, dlx: &Dlx, colour: impl Fn(u32) -> u32) -> (Vec<u32>, usize, u32) {
        let (mut lead, mut reach, mut colours) = (Vec::new(), 1, 0);
        let primary = self.primary;
        for (o, node) in self.node.iter_mut().enumerate() {
            let first = (dlx.option(o))
                .map(|x| x as u32)
                .filter(|&x| dlx.top(x) as usize <= primary)
                .min_by_key(|&x| dlx.top(x));
            let f = first.map_or(0, |x| dlx.top(x) as usize - 1);
            for x in dlx.option(o).map(|x| x as u32) {
                let i = dlx.top(x) as usize - 1;
                if i >= primary {
                    self.sec.push(((i - primary) as u32, colour(x)));
                    colours = colours.max(colour(x));
                } else if Some(x) != first {
                    self.prim.push((i - f) as u32);
                    reach = reach.max(i - f + 1);
                }
            }
            lead.push(first.map_or(!0, |_| f as u32));
            *node = first.unwrap_or(0);
            self.ps.push(self.prim.len() as u32);
            self.ss.push(self.sec.len() as u32);
        }
        (lead, reach, colours)
    }

    /// Each item's options (those it leads), in its list's order: the options' order.
    fn index(&mut self, lead: &[u32]) {
        let primary = self.primary;
        for &f in lead.iter().filter(|&&f| (f as usize) < primary) {
            self.from[f as usize + 1] += 1;
        }
        for i in 0..primary {
            self.from[i + 1] += self.from[i];
        }
        let mut at: Vec<u32> = self.from.clone();
        self.cand = vec![0; self.from[primary] as usize];
        for (o, &f) in lead
            .iter()
            .enumerate()
            .filter(|p| (*p.1 as usize) < primary)
        {
            self.cand[at[f as usize] as usize] = o as u32;
            at[f as usize] += 1;
        }
    }

    /// The key's layout (see the fields), and the options' masks without bounds.
    fn lay_out(&mut self, secondary: usize, reach: usize, colours: u32) {
        let width = |n: usize| 64 - (n as u64).leading_zeros() as usize;
        let most = self.upper.iter().cloned().max().unwrap_or(1);
        self.bits = width(most as usize).max(1);
        self.fbits = width(self.primary);
        let widest = (0..self.primary)
            .map(|i| self.from[i + 1] - self.from[i])
            .max()
            .unwrap_or(0);
        self.hbits = self.fbits
            + if self.upper.is_empty() {
                0
            } else {
                width(widest as usize + 1)
            };
        let cells = reach * self.bits;
        let extra = cells % 64 + self.hbits > 64 || cells % 64 == 0;
        self.words = (cells + 63) / 64 + extra as usize;
        if self.upper.is_empty() {
            let (w, options) = (self.words, self.node.len());
            self.mask = vec![0; options * w];
            for o in 0..options {
                let mask = &mut self.mask[o * w..(o + 1) * w];
                mask[0] = 1;
                for &d in &self.prim[self.ps[o] as usize..self.ps[o + 1] as usize] {
                    mask[d as usize / 64] |= 1 << (d % 64);
                }
            }
        }
        if !self.sec.is_empty() {
            self.sbits = 32 - (colours + 1).leading_zeros() as usize;
            self.swords = (secondary * self.sbits + 63) / 64;
        }
    }

    /// The words of a key: the window and head, the secondary items.
    pub fn key_len(&self) -> usize {
        self.words + self.swords
    }

    /// The root's state: nothing covered, from the first item on.
    fn root(&self, key: &mut [u64]) {
        for w in key.iter_mut() {
            *w = 0;
        }
        self.set_head(key, 0, 0);
    }

    /// A state's first item and position, and the key with them set.
    fn first(&self, key: &[u64]) -> usize {
        (key[self.words - 1] >> (64 - self.hbits)) as usize & ((1 << self.fbits) - 1)
    }
    fn pos(&self, key: &[u64]) -> usize {
        (key[self.words - 1] >> (64 - self.hbits)) as usize >> self.fbits
    }
    fn set_head(&self, key: &mut [u64], f: usize, pos: usize) {
        let (w, shift) = (self.words - 1, 64 - self.hbits);
        key[w] = key[w] & (!0 >> self.hbits) | ((f | pos << self.fbits) as u64) << shift;
    }

    /// Whether a state is a solution: every primary item dealt with.
    fn done(&self, key: &[u64]) -> bool {
        self.first(key) == self.primary
    }

    fn cell(&self, key: &[u64], j: usize) -> u32 {
        let (b, at) = (self.bits, j * self.bits / 64);
        let shift = j * b % 64;
        let mut v = key.get(at).map_or(0, |w| w >> shift);
        if shift + b > 64 {
            v |= key.get(at + 1).map_or(0, |w| w << (64 - shift));
        }
        (v & ((1 << b) - 1)) as u32
    }

    fn set_cell(&self, key: &mut [u64], j: usize, v: u32) {
        let (b, at) = (self.bits, j * self.bits / 64);
        let (shift, m) = (j * b % 64, (1u64 << b) - 1);
        key[at] = key[at] & !(m << shift) | u64::from(v) << shift;
        if shift + b > 64 {
            let high = 64 - shift;
            key[at + 1] = key[at + 1] & !(m >> high) | u64::from(v) >> high;
        }
    }

    /// Moves the window to the next item after `f` that is not used up (every item between is),
    /// or marks the state solved; its first option is its first.
    fn advance(&self, key: &mut [u64]) {
        let f = self.first(key);
        self.set_head(key, 0, 0);
        let step = if self.upper.is_empty() {
            // Without bounds: the covered items in a row from `f`, word by word.
            let mut t = 0;
            for &x in &key[..self.words] {
                let ones = (!x).trailing_zeros() as usize;
                t += ones;
                if ones < 64 {
                    break;
                }
            }
            t
        } else {
            let mut j = 1;
            while f + j < self.primary
                && j * self.bits < 64 * self.words - self.hbits
                && self.cell(key, j) == self.upper[f + j]
            {
                j += 1;
            }
            j
        };
        shift_right(&mut key[..self.words], step * self.bits);
        self.set_head(key, (f + step).min(self.primary), 0);
    }

    /// The state after option `o`, the `k`-th of the first item's, is taken in state `key`, into
    /// `out`; `false` if `o` cannot be taken there.
    fn take(&self, key: &[u64], o: usize, k: usize, out: &mut [u64]) -> bool {
        if self.words == 1 && self.swords == 0 && self.upper.is_empty() {
            // One word, the common case (tilings, most exact covers): the same steps, in line.
            let (x, m) = (key[0], self.mask[o]);
            if x & m != 0 {
                return false;
            }
            let head = 64 - self.hbits;
            let w = (x | m) & (!0 >> self.hbits);
            let step = (!w).trailing_zeros() as usize;
            let f = ((x >> head) as usize + step).min(self.primary);
            out[0] = (w >> step) & (!0 >> self.hbits) | (f as u64) << head;
            return true;
        }
        for (x, &k) in out.iter_mut().zip(key) {
            *x = k;
        }
        let f = self.first(key);
        if self.upper.is_empty() {
            let mask = &self.mask[o * self.words..(o + 1) * self.words];
            for (x, &m) in out.iter_mut().zip(mask) {
                if *x & m != 0 {
                    return false;
                }
                *x |= m;
            }
            if self.swords == 0 {
                self.advance(out);
                return true;
            }
        } else {
            for j in Some(0)
                .into_iter()
                .chain(self.prim(o).iter().map(|&d| d as usize))
            {
                let c = self.cell(out, j);
                if c >= self.upper[f + j] {
                    return false;
                }
                self.set_cell(out, j, c + 1);
            }
        }
        if !self.colour(o, out) {
            return false;
        }
        if self.upper.is_empty() || self.cell(out, 0) == self.upper[f] {
            self.advance(out);
        } else {
            self.set_head(out, f, k + 1);
        }
        true
    }

    /// The state after the first item is left with no more options, into `out`; `false` if it
    /// has too few.
    fn stop(&self, key: &[u64], out: &mut [u64]) -> bool {
        let f = self.first(key);
        if self.upper.is_empty() || self.cell(key, 0) < self.lower[f] {
            return false;
        }
        out.copy_from_slice(key);
        self.advance(out);
        true
    }

    fn prim(&self, o: usize) -> &[u32] {
        &self.prim[self.ps[o] as usize..self.ps[o + 1] as usize]
    }

    /// Gives option `o`'s secondary items their state in `key`: covered (uncoloured, and
    /// untouched before), or its colour (untouched before, or that colour); `false` if it
    /// clashes.
    fn colour(&self, o: usize, key: &mut [u64]) -> bool {
        let at = self.words;
        for &(s, c) in &self.sec[self.ss[o] as usize..self.ss[o + 1] as usize] {
            let (b, bit) = (self.sbits, s as usize * self.sbits);
            let (w, shift) = (at + bit / 64, bit % 64);
            let now = (key[w] >> shift) & ((1 << b) - 1);
            let want = if c == 0 { (1 << b) - 1 } else { u64::from(c) };
            if now != 0 && (c == 0 || now != want) {
                return false;
            }
            key[w] |= want << shift;
        }
        true
    }

    /// The options of the first item from the `pos`-th on.
    fn moves(&self, key: &[u64]) -> std::ops::Range<usize> {
        let (f, pos) = (self.first(key), self.pos(key));
        self.from[f] as usize + pos..self.from[f + 1] as usize
    }
}

/// The memo's table: slots of a key's words and its count (the count itself below 2^63, else
/// `BIG` and its place in `big`), a key in the first free slot of the `PROBES` from its hash's.
/// It grows by half while over 7/10 full or where a key finds its `PROBES` slots full (a table
/// and a half at most alive at once), up to a budget of bytes; then a new count takes the place
/// of an old one among its `PROBES`, in turn.
pub struct Table<R> {
    len: usize,
    slots: Vec<u64>,
    size: usize,
    most: usize,
    stored: usize,
    big: Vec<R>,
    free: Vec<usize>,
    turn: usize,
}

const PROBES: usize = 32;
/// A slot's first word when empty (no key starts with it: no state's first word is all ones).
const EMPTY: u64 = !0;
const BIG: u64 = 1 << 63;

impl<R: Ring> Table<R> {
    /// A table of keys of `len` words, of at most `budget` bytes (at least `PROBES` slots).
    pub fn new(len: usize, budget: usize) -> Table<R> {
        let most = (budget / ((len + 1) * 8)).max(PROBES).min(1 << 40);
        let size = most.min(1 << 12);
        Table {
            len,
            slots: vec![EMPTY; (size + PROBES) * (len + 1)],
            size,
            most,
            stored: 0,
            big: Vec::new(),
            free: Vec::new(),
            turn: 0,
        }
    }

    /// The counts kept, and the bytes the table takes.
    pub fn stored(&self) -> usize {
        self.stored
    }
    pub fn size(&self) -> usize {
        self.size
    }
    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    /// The first slot for `key` (its words; the slots from it are `PROBES` more): its words
    /// mixed, a product carrying bits only upwards, so the high half is folded down before each
    /// next word and taken at the end.
    pub fn home(&self, key: &[u64]) -> usize {
        let mut h = 0x9e37_79b9_7f4a_7c15u64;
        for &w in key {
            h = (h ^ w ^ h >> 32).wrapping_mul(0xff51_afd7_ed55_8ccd);
        }
        h = (h ^ h >> 29).wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        ((u128::from(h) * self.size as u128) >> 64) as usize * (self.len + 1)
    }

    /// Adds the count of `key`, whose first slot is `home`, to `acc`, if the table has it.
    pub fn add_to(&self, key: &[u64], home: usize, acc: &mut R) -> bool {
        let n = self.len + 1;
        for s in self.slots[home..home + PROBES * n].chunks(n) {
            if s[0] == EMPTY {
                return false;
            }
            if (0..self.len).all(|k| s[k] == key[k]) {
                match s[self.len] {
                    c if c & BIG == 0 => acc.add_small(c),
                    c => acc.add(&self.big[(c & !BIG) as usize]),
                }
                return true;
            }
        }
        false
    }

    /// Keeps `count` as `key`'s (which the table does not have); `home`, its first slot, if
    /// known to a table of the same size.
    pub fn put(&mut self, key: &[u64], home: Option<(usize, usize)>, count: &R) {
        if self.stored * 10 >= self.size * 7 && self.size < self.most {
            self.grow();
        }
        let n = self.len + 1;
        let mut home = match home {
            Some((at, size)) if size == self.size => at,
            _ => self.home(key),
        };
        // A run of `PROBES` full slots while the table may grow: it grows, not to lose a count.
        while self.size < self.most && (0..PROBES).all(|k| self.slots[home + k * n] != EMPTY) {
            self.grow();
            home = self.home(key);
        }
        let at = match (0..PROBES).find(|&k| self.slots[home + k * n] == EMPTY) {
            Some(k) => {
                self.stored += 1;
                home + k * n
            }
            None => {
                self.turn = (self.turn + 1) % PROBES;
                let at = home + self.turn * n;
                if self.slots[at + self.len] & BIG != 0 {
                    self.free.push((self.slots[at + self.len] & !BIG) as usize);
                }
                at
            }
        };
        for (k, &w) in key.iter().enumerate() {
            self.slots[at + k] = w;
        }
        self.slots[at + self.len] = match count.small() {
            Some(c) => c,
            None => {
                let i = match self.free.pop() {
                    Some(i) => {
                        self.big[i] = count.clone();
                        i
                    }
                    None => {
                        self.big.push(count.clone());
                        self.big.len() - 1
                    }
                };
                BIG | i as u64
            }
        };
    }

    /// Half as many slots again, every count kept (where `PROBES` slots from its home have room).
    fn grow(&mut self) {
        let n = self.len + 1;
        let old = std::mem::replace(&mut self.slots, Vec::new());
        self.size = (self.size + self.size / 2).min(self.most);
        self.slots = vec![EMPTY; (self.size + PROBES) * n];
        self.stored = 0;
        for s in old.chunks(n).filter(|s| s[0] != EMPTY) {
            let home = self.home(&s[..self.len]);
            if let Some(k) = (0..PROBES).find(|&k| self.slots[home + k * n] == EMPTY) {
                self.slots[home + k * n..home + (k + 1) * n].copy_from_slice(s);
                self.stored += 1;
            } else if s[self.len] & BIG != 0 {
                self.free.push((s[self.len] & !BIG) as usize);
            }
        }
    }
}

/// Counting with the memo, a strategy: the count of the whole problem (or of the subtrees a
/// walk enters) is `total()` after the search. A level moves from its node's state to each
/// child's, looked up first; only a state the table does not have is searched.
pub struct Count<R> {
    pub model: Model,
    pub table: Table<R>,
    len: usize,
    /// Depth -> its node's state (`keys[d * len..]`), next move (an index into the model's
    /// options, one past them for the move that takes none), count so far, and whether its
    /// moves are not all tried yet, or a node below it was left so (a stopped search).
    keys: Vec<u64>,
    next: Vec<usize>,
    /// Depth -> its first move and its number of moves (for `done`'s estimate).
    moves: Vec<(usize, usize)>,
    /// Depth -> its node's first slot in the table, as the parent found it, and the table's
    /// size then (a node's count goes there unless the table grew since).
    homes: Vec<(usize, usize)>,
    acc: Vec<R>,
    open: Vec<bool>,
    partial: Vec<bool>,
    /// The depth from which the table is read and written (a walk's: below its cut, where each
    /// node's whole subtree is searched); the nodes chosen.
    pub from: usize,
    pub nodes: u64,
    /// The moves looked up in the table, and those it had.
    pub lookups: u64,
    pub hits: u64,
    /// The key is one word, and every item exactly once: the steps in line.
    narrow: bool,
    /// Progress on stderr, if asked for: every so long, from when, labelled.
    pub progress: Option<Progress>,
}

/// A line on stderr every `every`: the time, the nodes, the solutions found so far, the states
/// kept, and the estimate of the part of the tree done.
pub struct Progress {
    pub every: std::time::Duration,
    pub start: std::time::Instant,
    pub label: String,
    next: std::time::Duration,
}

impl Progress {
    pub fn new(every: std::time::Duration, start: std::time::Instant, label: String) -> Progress {
        Progress {
            every,
            start,
            label,
            next: every,
        }
    }

    /// The line, if it is time for one: `what` the search's own words.
    pub fn due(&mut self, what: impl FnOnce() -> String) {
        let now = self.start.elapsed();
        if now >= self.next {
            self.next = now + self.every;
            let line = format!("{}{:.1} s, {}\n", self.label, now.as_secs_f64(), what());
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
        }
    }
}

impl<R: Ring> Count<R> {
    /// Counting the problem of `model` from its root, with a table of `budget` bytes.
    pub fn new(model: Model, budget: usize) -> Count<R> {
        let (len, exact) = (model.key_len(), model.upper.is_empty());
        let mut c = Count {
            table: Table::new(len, budget),
            model,
            len,
            keys: vec![0; len],
            next: vec![0],
            moves: vec![(0, 1)],
            homes: vec![(0, 0)],
            acc: vec![R::default()],
            open: vec![false],
            partial: vec![false],
            from: 0,
            nodes: 0,
            lookups: 0,
            hits: 0,
            narrow: len == 1 && exact,
            progress: None,
        };
        let root = &mut c.keys[..len];
        c.model.root(root);
        c
    }

    /// The solutions counted.
    pub fn total(&self) -> &R {
        &self.acc[0]
    }

    /// Knuth's estimate of the part of the tree done, for a search now at `depth`: each level's
    /// moves before the one it is on, each worth a share of its node's, its node's share of the
    /// level above (moves looked up in the table count as done).
    pub fn done(&self, depth: usize) -> f64 {
        let (mut part, mut share) = (0.0, 1.0);
        for d in 0..depth.min(self.next.len()) {
            let (first, ways) = self.moves[d];
            share /= ways as f64;
            part += share * (self.next[d].saturating_sub(first + 1)) as f64;
        }
        part
    }

    /// A node at depth `d`, whose first item is `f`, begins: a solution (`done`), or its moves
    /// from the first item's options `moves`.
    fn start(
        &mut self,
        d: usize,
        f: usize,
        done: bool,
        moves: std::ops::Range<usize>,
    ) -> (u32, u32) {
        if done {
            self.acc[d].add_small(1);
            self.open[d] = false;
            return (0, 0);
        }
        let ways = moves.len() + !self.model.upper.is_empty() as usize;
        self.next[d] = moves.start;
        self.moves[d] = (moves.start, ways.max(1));
        self.open[d] = ways > 0;
        (f as u32 + 1, ways as u32)
    }

    /// `next` where the key is one word and every item is covered once: an option can be taken
    /// if its mask meets no covered item, and the first item then moves past the items covered in
    /// a row.
    fn narrow_next(&mut self, dlx: &mut Dlx) -> bool {
        let d = dlx.depth() - 1;
        let (key, hbits) = (self.keys[d], self.model.hbits);
        let (head, low) = (64 - hbits, !0u64 >> hbits);
        let f = (key >> head) as usize;
        let end = self.model.from[f + 1] as usize;
        loop {
            let i = self.next[d];
            if i >= end {
                self.open[d] = false;
                return false;
            }
            self.next[d] = i + 1;
            let o = self.model.cand[i] as usize;
            let m = self.model.mask[o];
            if key & m != 0 {
                continue;
            }
            let w = (key | m) & low;
            let step = (!w).trailing_zeros() as usize;
            let child = (w >> step) & low | ((f + step).min(self.model.primary) as u64) << head;
            if f + step >= self.model.primary && d >= self.from {
                self.acc[d].add_small(1);
                continue;
            }
            if d >= self.from {
                let home = self.table.home(&[child]);
                self.lookups += 1;
                if self.table.add_to(&[child], home, &mut self.acc[d]) {
                    self.hits += 1;
                    continue;
                }
                self.homes[d + 1] = (home, self.table.size());
            }
            self.keys[d + 1] = child;
            dlx.set_node(self.model.node[o]);
            return true;
        }
    }

    /// The solutions found so far: the counts of the nodes on the path to depth `d`.
    pub fn found(&self, d: usize) -> R {
        let mut sum = R::default();
        for a in &self.acc[..(d + 1).min(self.acc.len())] {
            sum.add(a);
        }
        sum
    }

    fn report(&mut self, d: usize) {
        let (nodes, stored, done) = (self.nodes, self.table.stored(), self.done(d));
        let found = self.found(d);
        if let Some(ref mut p) = self.progress {
            p.due(|| {
                let found = found.show();
                format!(
                    "{} nodes, {} solutions, {} states kept, {:.2}% done",
                    nodes,
                    found,
                    stored,
                    100.0 * done
                )
            });
        }
    }

    fn fit(&mut self, depth: usize) {
        if self.next.len() < depth + 2 {
            self.keys.resize((depth + 2) * self.len, 0);
            self.next.resize(depth + 2, 0);
            self.moves.resize(depth + 2, (0, 1));
            self.homes.resize(depth + 2, (0, 0));
            self.acc.resize(depth + 2, R::default());
            self.open.resize(depth + 2, false);
            self.partial.resize(depth + 2, false);
        }
    }
}

/// A visit that only lets the search go on (the counts are the strategy's).
pub struct Quiet;

impl<K> Visit<K> for Quiet {
    fn solution(&mut self, _: &Dlx) -> Step {
        Step::On
    }
}

impl Count<Big> {
    /// The number of solutions below state `key`: the table's, or searched (and kept).
    fn count_of(&mut self, dlx: &mut Dlx, key: &[u64]) -> Big {
        let mut c = Big::default();
        if self.model.done(key) || self.table.add_to(key, self.table.home(key), &mut c) {
            return if self.model.done(key) { Big::one() } else { c };
        }
        let (len, from) = (self.len, self.from);
        let root: Vec<u64> = self.keys[..len].to_vec();
        self.keys[..len].copy_from_slice(key);
        self.from = 0;
        dlx.search(self, &mut Quiet);
        self.from = from;
        self.keys[..len].copy_from_slice(&root);
        self.acc[0].clone()
    }

    /// A solution drawn uniformly from all (its options, in the order taken): from the root
    /// down, each move taken with the probability of its count over its node's, drawn below the
    /// node's count from `random` words.
    pub fn sample(&mut self, dlx: &mut Dlx, mut random: impl FnMut() -> u64) -> Vec<usize> {
        let len = self.len;
        let (mut key, mut child, mut taken) = (self.keys[..len].to_vec(), vec![0; len], Vec::new());
        while !self.model.done(&key) {
            let mut r = self.count_of(dlx, &key).below(&mut random);
            let moves = self.model.moves(&key);
            let first = moves.start - self.model.pos(&key);
            for i in moves.start..moves.end + 1 {
                let ok = match self.model.cand.get(i).filter(|_| i < moves.end) {
                    Some(&o) => self.model.take(&key, o as usize, i - first, &mut child),
                    None => self.model.stop(&key, &mut child),
                };
                if !ok {
                    continue;
                }
                let c = self.count_of(dlx, &child);
                if r < c {
                    if i < moves.end {
                        taken.push(self.model.cand[i] as usize);
                    }
                    key.copy_from_slice(&child);
                    break;
                }
                r.sub(&c);
            }
        }
        taken
    }
}

impl<R: Ring> Strategy for Count<R> {
    type Kind = Counting;

    fn choose(&mut self, dlx: &mut Dlx) -> (u32, u32) {
        let d = dlx.depth();
        self.fit(d);
        self.nodes += 1;
        if self.nodes % 4096 == 0 && self.progress.is_some() {
            self.report(d);
        }
        self.acc[d].clear();
        self.partial[d] = false;
        let key = &self.keys[d * self.len..(d + 1) * self.len];
        if self.narrow {
            let f = (key[0] >> (64 - self.model.hbits)) as usize;
            let (done, moves) = match self.model.from.get(f + 1) {
                Some(&end) => (false, self.model.from[f] as usize..end as usize),
                None => (true, 0..0),
            };
            return self.start(d, f, done, moves);
        }
        let (f, done) = (self.model.first(key), self.model.done(key));
        let moves = if done { 0..0 } else { self.model.moves(key) };
        self.start(d, f, done, moves)
    }

    fn next(&mut self, dlx: &mut Dlx, _: bool) -> bool {
        if self.narrow {
            return self.narrow_next(dlx);
        }
        let (d, len) = (dlx.depth() - 1, self.len);
        let (above, below) = self.keys.split_at_mut((d + 1) * len);
        let (key, child) = (&above[d * len..], &mut below[..len]);
        let (f, moves) = (self.model.first(key), self.model.moves(key));
        let first = moves.start - self.model.pos(key);
        loop {
            let i = self.next[d];
            self.next[d] += 1;
            let node = if i < moves.end {
                let o = self.model.cand[i] as usize;
                if !self.model.take(key, o, i - first, child) {
                    continue;
                }
                self.model.node[o]
            } else if i == moves.end && self.model.stop(key, child) {
                f as u32 + 1
            } else if i == moves.end {
                continue;
            } else {
                self.open[d] = false;
                return false;
            };
            // A solution is counted here, but above `from` it is a node of its own: a walk then
            // gives it to one thread, and a frontier has a path to it.
            if self.model.done(child) && d >= self.from {
                self.acc[d].add_small(1);
                continue;
            }
            if d >= self.from && !self.model.done(child) {
                let home = self.table.home(child);
                self.lookups += 1;
                if self.table.add_to(child, home, &mut self.acc[d]) {
                    self.hits += 1;
                    continue;
                }
                self.homes[d + 1] = (home, self.table.size());
            }
            dlx.set_node(node);
            return true;
        }
    }

    fn retract(&mut self, _: &mut Dlx) {}

    fn close(&mut self, _: &mut Dlx) {}

    /// The node's count is its subproblem's (kept, below `from`) unless the search left it early.
    fn leave(&mut self, dlx: &mut Dlx) {
        let (d, len) = (dlx.depth(), self.len);
        let whole = !self.open[d] && !self.partial[d];
        if whole && d >= self.from {
            let home = if d > 0 { Some(self.homes[d]) } else { None };
            self.table
                .put(&self.keys[d * len..(d + 1) * len], home, &self.acc[d]);
        }
        if d > 0 {
            let (above, here) = self.acc.split_at_mut(d);
            match here[0].small() {
                Some(n) => above[d - 1].add_small(n),
                None => above[d - 1].add(&here[0]),
            }
            self.partial[d - 1] |= !whole;
        }
    }
}

/// An order of the primary items for the memo: the given one, or the reverse Cuthill-McKee order
/// of the graph whose edges join the items of an option, whichever makes the widest option's
/// span of items (the window) narrower. `items[o]`: option `o`'s primary items. The result maps
/// each item to its new number. The window bounds the states at each item: 9 rows of 12 cells
/// tiled by trominoes span 25 items in rows, 19 in columns (0.2 million states, not 5 million).
pub fn narrow_order(primary: usize, items: &[Vec<usize>]) -> Vec<usize> {
    let given: Vec<usize> = (0..primary).collect();
    let pairs: usize = items.iter().map(|o| o.len() * o.len()).sum();
    if pairs > 1 << 24 {
        return given;
    }
    let mut near = vec![Vec::new(); primary];
    for o in items {
        for &a in o {
            near[a].extend(o.iter().filter(|&&b| b != a));
        }
    }
    for n in near.iter_mut() {
        n.sort_unstable();
        n.dedup();
    }
    let mut order = Vec::with_capacity(primary);
    let mut seen = vec![false; primary];
    for root in 0..primary {
        if seen[root] {
            continue;
        }
        let start = peripheral(&near, root);
        let from = order.len();
        order.push(start);
        seen[start] = true;
        let mut k = from;
        while k < order.len() {
            let mut next: Vec<usize> = near[order[k]]
                .iter()
                .cloned()
                .filter(|&b| !seen[b])
                .collect();
            next.sort_by_key(|&b| near[b].len());
            for b in next {
                seen[b] = true;
                order.push(b);
            }
            k += 1;
        }
        order[from..].reverse();
    }
    let mut rank = vec![0; primary];
    for (k, &i) in order.iter().enumerate() {
        rank[i] = k;
    }
    // An order under which more items lead options changes what the search branches on, not
    // only the window: Latin squares of order 6 then take over 50 million states, not 13.
    if span(items, &rank) < span(items, &given) && leads(items, &rank) <= leads(items, &given) {
        rank
    } else {
        given
    }
}

/// The number of items that are the first of some option, numbered by `rank`.
fn leads(items: &[Vec<usize>], rank: &[usize]) -> usize {
    let mut lead: Vec<usize> = (items.iter())
        .filter_map(|o| o.iter().cloned().min_by_key(|&i| rank[i]))
        .collect();
    lead.sort_unstable();
    lead.dedup();
    lead.len()
}

/// A far item of `root`'s part of the graph: the last reached by a search from `root`, then by one
/// from that (the graph's diameter, about).
fn peripheral(near: &[Vec<usize>], root: usize) -> usize {
    let mut start = root;
    for _ in 0..2 {
        let mut depth = vec![!0usize; near.len()];
        let (mut queue, mut k) = (vec![start], 0);
        depth[start] = 0;
        while k < queue.len() {
            let a = queue[k];
            for &b in &near[a] {
                if depth[b] == !0 {
                    depth[b] = depth[a] + 1;
                    queue.push(b);
                }
            }
            k += 1;
        }
        let far = depth[queue[queue.len() - 1]];
        start = *queue
            .iter()
            .filter(|&&a| depth[a] == far)
            .min_by_key(|&&a| near[a].len())
            .unwrap_or(&start);
    }
    start
}

/// The widest span of an option's items, numbered by `rank`.
fn span(items: &[Vec<usize>], rank: &[usize]) -> usize {
    let span = |o: &Vec<usize>| {
        let r = o.iter().map(|&i| rank[i]);
        r.clone().max().unwrap_or(0) - r.min().unwrap_or(0)
    };
    items.iter().map(span).max().unwrap_or(0)
}

/// `w >>= n` as one number, word 0 the lowest (`n` less than its bits).
fn shift_right(w: &mut [u64], n: usize) {
    let (words, bits) = (n / 64, n % 64);
    for k in 0..w.len() {
        let lo = w.get(k + words).cloned().unwrap_or(0);
        let hi = w.get(k + words + 1).cloned().unwrap_or(0);
        w[k] = if bits == 0 {
            lo
        } else {
            lo >> bits | hi << (64 - bits)
        };
    }
}
// ---- END count ----

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
