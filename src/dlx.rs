//! The DLX core: Knuth's Algorithm X with dancing links, in the layout of his Dancing Links paper.
//!
//! Every file in `src/bin/` that searches carries the block `dlx` (`make bundle` writes it there,
//! less what the file does not reach; `tests/bundle.rs` fails when a copy drifts); the counting
//! files sweep instead (block `count`, no search). It holds one search
//! loop, [`Dlx::search`], generic over two things, so a problem pays only for what it uses:
//! - a [`Strategy`]: how a level chooses its item and tries the ways of dealing with it. [`X`]
//!   (block `x`, beside the core) is Algorithm X (each option of the item in turn), with an
//!   [`Order`] that chooses the item ([`Mrv`], Knuth's; [`Forced`], [`Noted`], [`Leftmost`]) and a
//!   [`Commit`] that deals with the other items of the option chosen (`()` covers them; block
//!   `colours` purifies the coloured ones). Block `mcc` (`mcc.rs`) is Algorithm M, a strategy of
//!   its own;
//! - a [`Visit`]: what is done at every node, branch and solution, each answered with a
//!   [`Step`]: block `prune` takes out options at a node (forward checking, costs), and the
//!   memo (SP13980), the bound, the budget and the searches' counts are visits. Block `pair` makes two
//!   visits one.
//!
//! A strategy has no default step, so a strategy cannot inherit one it should have stated, and
//! the orders are types, not wrappers, so no order hides another. A visit says which kind of
//! search it can follow: [`Exact`] (every level an option: Algorithm X), or every kind, so
//! one that reads every level as an option (forward checking, the best cover) does not compile
//! under block `mcc`, whose levels may choose no option:
//!
//! ```
//! # use dlx_judge::{colours::Colours, dlx::*, mcc::Mcc, prune::{Lookahead, Prune}};
//! struct Count(u64);
//! impl<K> Visit<K> for Count {
//!     fn solution(&mut self, _: &Dlx) -> Step {
//!         self.0 += 1;
//!         Step::On
//!     }
//! }
//! let mut dlx = Dlx::new(1, 0);
//! dlx.add_option(&[0]);
//! let look = Prune::new(Lookahead::new(1, &[&[0usize][..]], 28, 0));
//! dlx.search(&mut X(Mrv, ()), &mut (look, Count(0)));
//! ```
//!
//! ```compile_fail,E0277
//! # use dlx_judge::{colours::Colours, dlx::*, mcc::Mcc, prune::{Lookahead, Prune}};
//! # struct Count(u64);
//! # impl<K> Visit<K> for Count {
//! #     fn solution(&mut self, _: &Dlx) -> Step {
//! #         self.0 += 1;
//! #         Step::On
//! #     }
//! # }
//! let mut dlx = Dlx::new(1, 0);
//! dlx.add_option(&[0]);
//! let look = Prune::new(Lookahead::new(1, &[&[0usize][..]], 28, 0));
//! dlx.search(&mut Mcc::new(&[(1, 1)], Colours::default()), &mut (look, Count(0)));
//! ```
//!
//! The compositions the files use (`src/compositions.rs` runs each):
//!
//! | strategy | visits | files |
//! |---|---|---|
//! | `X(Mrv, ())` | a count, every cover, the first | P4929, P4205, ABC322 D, ABC345 D, the queens files, xcc |
//! | `X(Mrv, ())` | `(Prune<Lookahead>, _)` | P4929, xcc |
//! | `X(Noted, ())` | the first; `(Budget, First)`; `Best` | the Sudoku files; UVA1309, SP1110; P1074 |
//! | `X(Forced, ())` | `Memo` | SP13980 |
//! | `X(Leftmost, ())` | the first `k` covers, a count | P1219 |
//! | `X(Mrv, Colours)` | `(Prune<Lookahead>, (Prune<Costs>, _))` and each alone | xcc |
//! | `Mcc` | `(Prune<Costs>, _)`, a count | xcc |
//!
//! The blocks compile with rustc 1.33 (SPOJ's), whose borrow checker is lexical: a borrow lasts
//! to the end of its scope, so an argument read from the receiver of a `&mut self` call is bound
//! to a local first, and no mutable borrow sits in a match guard.
//!
//! Block `dlx` is the core and what the modules outside it read: the cover found
//! (`Dlx::solution`), an option's nodes, the active items, the links (read checked), and a level's
//! move for a strategy outside the core (`Dlx::set_node`: block mcc). Block `x` is
//! Algorithm X, its orders and the dancing: covers and hides, Knuth's purify (blocks colours and
//! mcc), an option taken out and put back (block prune), and the steps of a strategy outside the
//! core (block mcc). Block `pair` makes two visits one. A file carries only the items it reaches
//! (`make bundle` leaves out the others).

// ---- BEGIN dlx ----
/// Dancing Links: Knuth's Algorithm X over primary and secondary items (TAOCP 7.2.2.1), laid out
/// as in his paper. Items are numbered from 0, primary ones first; node `i + 1` is item `i`'s
/// header, and after the headers each option is a circle of nodes (a walk round it takes the
/// same steps from any node: predictable). The active primary items are a bitset, not a list:
/// the choice reads it in order with no chain of loads. Iterative, undone from a trail.
///
/// The invariant that the unchecked accesses (`deepest`, `deepest_mut`, `get`, `set`)
/// rest on: every link, every node's `top`, every trail entry and note, and the `node` and `item`
/// of every level up to `depth`, is a node number below `top.len()`; an active bit is a primary
/// item's header; `depth < levels.len()`; and while `searching`, no array shrinks and the trail's
/// and the notes' lengths are powers of two (`begin`). Its writers, all in this file: `reset` and
/// `add_option` (values made checked, never while searching); block x's `unlink`, `undo`,
/// `remove_option` and `restore_option` (values read from the links); the loop of `search`
/// (levels made from the choice, itself a header); `set_node` (checked). The fields are private:
/// nothing else writes them.
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

impl Dlx {
    /// The option of node `x` (not a header).
    pub fn option_of(&self, x: u32) -> usize {
        self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
    }
}

impl Dlx {
    /// The exact cover just found (from `Visit::solution`): its option numbers, in search order.
    pub fn solution(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels.0[1..=self.depth] {
            out.push(self.option_of(l.node));
        }
    }
}

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

impl Dlx {
    /// Option `o`'s nodes: its first to the last of its circle.
    pub fn option(&self, o: usize) -> std::ops::Range<usize> {
        let f = self.first[o] as usize;
        f..self.llink[f] as usize + 1
    }
}

impl Dlx {
    /// How many levels the search's current node is below the root.
    pub fn depth(&self) -> usize {
        self.depth
    }
}

impl Dlx {
    /// The node chosen at level `l` below the root (checked, `l < depth()`): the path to the
    /// search's current node.
    pub fn node(&self, l: usize) -> u32 {
        self.levels.0[1..=self.depth][l].node
    }
}

impl Dlx {
    /// The numbers of primary items, of items and of options.
    pub fn primary(&self) -> usize {
        self.primary as usize
    }
    pub fn items(&self) -> usize {
        self.items
    }
    pub fn options(&self) -> usize {
        self.first.len()
    }
}

impl Dlx {
    /// The number of nodes, headers included: the length of a table kept per node.
    pub fn nodes(&self) -> usize {
        self.top.len()
    }
}

impl Dlx {
    /// The header of node `x`'s item (for a header, its number of active options), read checked.
    pub fn top(&self, x: u32) -> u32 {
        self.top[x as usize]
    }
}

impl Dlx {
    /// The node below `x` in its item's list (for a header, the list's first), read checked.
    pub fn down(&self, x: u32) -> u32 {
        self.dlink[x as usize]
    }
}

impl Dlx {
    /// The rest of the links of node `x`, read checked, for the modules outside the core: its
    /// neighbours above it in its item's list and to its right in its option's circle.
    pub fn up(&self, x: u32) -> u32 {
        self.ulink[x as usize]
    }
    pub fn right(&self, x: u32) -> u32 {
        self.rlink[x as usize]
    }
    /// Header `h`'s number of active options, and whether it is an active primary item.
    pub fn len(&self, h: u32) -> u32 {
        self.top[h as usize]
    }
    pub fn is_active(&self, h: u32) -> bool {
        self.active
            .get(h as usize / 64)
            .map_or(false, |w| w >> (h % 64) & 1 == 1)
    }

    /// In a search, calls `f` on each other node of node `x`'s option and its item's header,
    /// rightwards (`others`, as a commit goes) or leftwards (`others_back`, as its undoing
    /// goes); `f` may change the lists, never the circles. One check for the walk.
    #[inline]
    pub fn others(&mut self, x: u32, f: impl FnMut(&mut Dlx, u32, u32)) {
        self.walk(x, true, f)
    }
    #[inline]
    pub fn others_back(&mut self, x: u32, f: impl FnMut(&mut Dlx, u32, u32)) {
        self.walk(x, false, f)
    }
    #[inline]
    fn walk(&mut self, x: u32, right: bool, mut f: impl FnMut(&mut Dlx, u32, u32)) {
        assert!(
            self.searching && (x as usize) < self.top.len(),
            "not a node"
        );
        let next = |d: &Dlx, q: u32| {
            // SAFETY: `q` is a node number: `x`, checked, or one read from the links, which no
            // call of `f` can shrink (nothing is rebuilt in a search).
            unsafe { get(if right { &d.rlink } else { &d.llink }, q) }
        };
        let mut q = next(self, x);
        while q != x {
            // SAFETY: as in `next`.
            let h = unsafe { get(&self.top, q) };
            f(self, q, h);
            q = next(self, q);
        }
    }

    /// Calls `f` on the nodes of header `h`'s list from the last up, while it says `true`.
    pub fn each_up(&self, h: u32, mut f: impl FnMut(u32) -> bool) {
        let mut q = self.ulink[h as usize];
        while q != h && f(q) {
            // SAFETY: the links are node numbers.
            q = unsafe { get(&self.ulink, q) };
        }
    }
}

impl Dlx {
    /// Sets the deepest level's node to `x`, a node number.
    #[inline]
    pub fn set_node(&mut self, x: u32) {
        assert!((x as usize) < self.top.len(), "not a node");
        self.deepest_mut().node = x;
    }
}
// ---- END dlx ----

// ---- BEGIN x (needs dlx) ----
// Algorithm X (`X`, its orders and commits) and the dancing it does: every file that searches.

/// The kind of search whose every level holds an option: Algorithm X's ([`X`]).
pub enum Exact {}

/// How Algorithm X chooses the item of a level: each order is a type with its own choice (blocks
/// `mrv`, Knuth's; `forced`, `noted`, `leftmost`), so no order can hide another.
///
/// # Safety
///
/// `choose` returns an active primary item's header, or 0: Algorithm X reads it unchecked.
pub unsafe trait Order {
    /// Whether the search notes the items whose count falls to 1 or 0 (`Noted` reads them).
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

/// Knuth's order: the fewest options, the leftmost of those (a dead end at once).
pub struct Mrv;

unsafe impl Order for Mrv {
    fn choose(d: &Dlx) -> u32 {
        d.fewest(0)
    }
}

/// The order that takes the first item with 1 or 0 options at once (many items, most moves
/// forced), else the fewest.
pub struct Forced;

unsafe impl Order for Forced {
    fn choose(d: &Dlx) -> u32 {
        d.fewest(1)
    }
}

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

/// The order that takes the first active primary item whatever its count (Algorithm X without
/// MRV): the search branches on the items in their order, each on its options in theirs, so
/// the solutions come in that lexicographic order.
pub struct Leftmost;

unsafe impl Order for Leftmost {
    fn choose(d: &Dlx) -> u32 {
        d.fewest(!0)
    }
}

impl Dlx {
    /// Takes option `o` out of every list it is in (item counts updated), for block prune;
    /// `false`, and nothing done, if there is no such option or, unless the caller promises its
    /// nodes `linked`, one of them is not linked (taken out already, or by a cover: a second
    /// unlink would corrupt the lists, though every link stays a node number).
    pub fn remove_option(&mut self, o: usize, linked: bool) -> bool {
        if o >= self.first.len() {
            return false;
        }
        let nodes = self.option(o);
        let (first, end) = (nodes.start as u32, nodes.end as u32);
        // SAFETY: an option's nodes, and the links, are node numbers (the invariant).
        unsafe {
            if !linked {
                for q in first..end {
                    let (u, d) = (get(&self.ulink, q), get(&self.dlink, q));
                    if get(&self.dlink, u) != q || get(&self.ulink, d) != q {
                        return false;
                    }
                }
            }
            for q in first..end {
                let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
                set(&mut self.dlink, u, d);
                set(&mut self.ulink, d, u);
                let len = get(&self.top, h);
                set(&mut self.top, h, len.wrapping_sub(1));
            }
        }
        true
    }

    /// Undoes `remove_option(o)`, from the option's last node back to its first.
    pub fn restore_option(&mut self, o: usize) {
        let nodes = self.option(o);
        // SAFETY: as in `remove_option`.
        unsafe {
            for q in (nodes.start as u32..nodes.end as u32).rev() {
                let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
                set(&mut self.dlink, u, q);
                set(&mut self.ulink, d, q);
                let len = get(&self.top, h);
                set(&mut self.top, h, len.wrapping_add(1));
            }
        }
    }
}

/// The core's steps for a strategy outside it (block mcc), each checked: the levels are the
/// core's (it opens and closes them), their moves the strategy's.
impl Dlx {
    /// The deepest level's item (its header) and node.
    #[inline]
    pub fn level(&self) -> (u32, u32) {
        let l = self.deepest();
        (l.item, l.node)
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

impl Dlx {
    /// Knuth's purify, in a search: hides every option in the list of node `x`'s item whose node
    /// there `keep` refuses (another colour than `x`'s, or none), and takes that node out of the
    /// list; undone from the trail.
    #[inline]
    pub fn purify<O: Order, F: FnMut(u32) -> bool>(&mut self, x: u32, mut keep: F) {
        assert!(
            self.searching && (x as usize) < self.top.len(),
            "not a node"
        );
        // SAFETY: `x` is a node number, checked; the links and a node's `top` are too.
        unsafe {
            let h = get(&self.top, x);
            let mut r = get(&self.dlink, h);
            for _ in 0..get(&self.top, h) {
                let next = get(&self.dlink, r);
                if !keep(r) {
                    self.hide::<O>(r);
                    self.unlink::<O>(r);
                }
                r = next;
            }
        }
    }
}
// ---- END x ----

// ---- BEGIN pair (needs dlx) ----
/// Two visits as one: `0` enters first and leaves last, each step of both is taken, and the
/// search goes on while both say `On` (a solution stops it if either says `Stop`).
impl<K, A: Visit<K>, B: Visit<K>> Visit<K> for (A, B) {
    fn enter(&mut self, dlx: &mut Dlx) -> Step {
        let step = self.0.enter(dlx);
        if step != Step::On {
            return step;
        }
        let step = self.1.enter(dlx);
        if step != Step::On {
            self.0.leave(dlx);
        }
        step
    }
    fn branch(&mut self, dlx: &Dlx, item: usize) -> Step {
        match self.0.branch(dlx, item) {
            Step::On => self.1.branch(dlx, item),
            step => step,
        }
    }
    fn leave(&mut self, dlx: &mut Dlx) {
        self.1.leave(dlx);
        self.0.leave(dlx);
    }
    fn solution(&mut self, dlx: &Dlx) -> Step {
        let (a, b) = (self.0.solution(dlx), self.1.solution(dlx));
        if a == Step::Stop || b == Step::Stop {
            Step::Stop
        } else {
            Step::On
        }
    }
}
// ---- END pair ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{build, covers, knuth, plant, seeds, All, Rng};

    /// Every cover, sorted, in a search as `s` goes: the choices change the order of the search,
    /// never its covers.
    fn all_with<S: Strategy<Kind = Exact>>(d: &mut Dlx, mut s: S) -> Vec<Vec<usize>> {
        let mut v = All(Vec::new());
        d.search(&mut s, &mut v);
        v.0.sort();
        v.0
    }

    fn all(d: &mut Dlx) -> Vec<Vec<usize>> {
        all_with(d, X(Mrv, ()))
    }

    #[test]
    fn knuths_example_has_one_cover() {
        let mut d = build(7, 0, &knuth());
        assert_eq!(all(&mut d), vec![vec![0, 3, 4]]);
        // The search left the matrix whole: the same answer again.
        assert_eq!(all(&mut d), vec![vec![0, 3, 4]]);
    }

    #[test]
    fn random_matrices_agree_with_brute_force() {
        for seed in seeds(3000) {
            let mut rng = Rng(seed);
            let primary = 1 + rng.below(7);
            let secondary = if seed % 3 == 0 { rng.below(4) } else { 0 };
            let n = primary + secondary;
            let mut options = Vec::new();
            for _ in 0..rng.below(if cfg!(miri) { 8 } else { 13 }) {
                let density = 1 + rng.below(3);
                let o: Vec<usize> = (0..n).filter(|_| rng.below(4) < density).collect();
                options.push(o);
            }
            // Plant a cover of the primary items in half the cases.
            if seed % 2 == 0 {
                plant(&mut rng, primary, &mut options);
            }
            // Empty options get no number: compare over the numbered ones.
            let numbered: Vec<Vec<usize>> =
                options.iter().filter(|o| !o.is_empty()).cloned().collect();
            let expected = covers(primary, secondary, &numbered);
            let mut d = build(primary, secondary, &options);
            assert_eq!(all(&mut d), expected, "seed {}: {:?}", seed, options);
            let forced = all_with(&mut d, X(Forced, ()));
            assert_eq!(forced, expected, "seed {}, forced", seed);
            let noted = all_with(&mut d, X(Noted, ()));
            assert_eq!(noted, expected, "seed {}, notes", seed);
            assert_eq!(all(&mut d), expected, "seed {}, again", seed);
        }
    }

    /// The covers in the order found, each as its options in search order.
    struct Found(Vec<Vec<usize>>);

    impl Visit<Exact> for Found {
        fn solution(&mut self, d: &Dlx) -> Step {
            let mut s = Vec::new();
            d.solution(&mut s);
            self.0.push(s);
            Step::On
        }
    }

    #[test]
    fn leftmost_finds_every_cover_in_lexicographic_order() {
        for seed in seeds(1000) {
            let mut rng = Rng(seed);
            let primary = 1 + rng.below(6);
            let secondary = rng.below(3);
            let mut options = Vec::new();
            for _ in 0..rng.below(14) {
                let o: Vec<usize> = (0..primary + secondary)
                    .filter(|_| rng.below(3) == 0)
                    .collect();
                options.push(o);
            }
            plant(&mut rng, primary, &mut options);
            let numbered: Vec<Vec<usize>> =
                options.iter().filter(|o| !o.is_empty()).cloned().collect();
            let mut d = build(primary, secondary, &options);
            let mut found = Found(Vec::new());
            d.search(&mut X(Leftmost, ()), &mut found);
            // Each item lists its options in increasing number, and the search takes the items
            // in order: each cover, read in search order, comes after the one before.
            assert!(
                found.0.windows(2).all(|w| w[0] < w[1]),
                "seed {}: {:?}",
                seed,
                found.0
            );
            let mut sorted: Vec<Vec<usize>> = found.0.clone();
            sorted.iter_mut().for_each(|c| c.sort_unstable());
            sorted.sort();
            assert_eq!(
                sorted,
                covers(primary, secondary, &numbered),
                "seed {}",
                seed
            );
        }
        // Item 1 has one option and item 0 two: MRV takes item 1 first, Leftmost item 0.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0]]);
        let mut found = Found(Vec::new());
        d.search(&mut X(Leftmost, ()), &mut found);
        assert_eq!(found.0, vec![vec![0, 1], vec![2, 1]]);
        let mut found = Found(Vec::new());
        d.search(&mut X(Mrv, ()), &mut found);
        assert_eq!(found.0, vec![vec![1, 0], vec![1, 2]]);
    }

    #[test]
    fn secondary_items_are_covered_at_most_once_and_never_chosen() {
        // Two primary items; option 0 covers both primaries but uses secondary 2, which options
        // 1 and 2 share, so {1, 2} is no cover; {3, 4} leaves secondary 2 uncovered, which is fine.
        let options = vec![vec![0, 1, 2], vec![0, 2], vec![1, 2], vec![0], vec![1]];
        let mut d = build(2, 1, &options);
        assert_eq!(
            all(&mut d),
            vec![vec![0], vec![1, 4], vec![2, 3], vec![3, 4]]
        );
        // With the item primary instead, a cover must take it: {3, 4} is out.
        let mut d = build(3, 0, &options);
        assert_eq!(all(&mut d), vec![vec![0], vec![1, 4], vec![2, 3]]);
    }

    /// Counts a visit's calls, stops after `limit` covers, backs up at the `refuse_at`-th node
    /// (or stops there, with `stop_at`).
    #[derive(Default)]
    struct Trace {
        enters: usize,
        leaves: usize,
        branches: usize,
        covers: usize,
        limit: usize,
        refuse_at: Option<usize>,
        stop_at: Option<usize>,
    }

    impl Visit<Exact> for Trace {
        fn enter(&mut self, _: &mut Dlx) -> Step {
            self.enters += 1;
            if Some(self.enters) == self.stop_at {
                Step::Stop
            } else if Some(self.enters) == self.refuse_at {
                Step::Back
            } else {
                Step::On
            }
        }
        fn branch(&mut self, d: &Dlx, item: usize) -> Step {
            assert!(d.len(item as u32 + 1) >= 2);
            self.branches += 1;
            Step::On
        }
        fn leave(&mut self, _: &mut Dlx) {
            self.leaves += 1;
        }
        fn solution(&mut self, _: &Dlx) -> Step {
            self.covers += 1;
            if self.covers < self.limit {
                Step::On
            } else {
                Step::Stop
            }
        }
    }

    /// A commit of its own: the core's, counted.
    struct Commits(usize);

    impl Commit for Commits {
        unsafe fn commit<O: Order>(&mut self, dlx: &mut Dlx, x: u32) {
            self.0 += 1;
            // SAFETY: as the caller promises.
            unsafe { ().commit::<O>(dlx, x) }
        }
    }

    fn unlimited() -> Trace {
        Trace {
            limit: usize::max_value(),
            ..Trace::default()
        }
    }

    #[test]
    fn visits_are_called_in_balance_and_a_stop_is_clean() {
        // Four items, two one-item options each: 16 covers in a tree of 1 + 2 + 4 + 8 + 16 nodes.
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, 0, &options);
        let (mut s, mut t) = (X(Mrv, Commits(0)), unlimited());
        d.search(&mut s, &mut t);
        assert_eq!(
            (t.enters, t.leaves, t.branches, t.covers, (s.1).0),
            (31, 31, 15, 16, 30)
        );
        // Stopped at the fifth cover: enters and leaves still match, and the matrix is whole.
        let mut t = Trace {
            limit: 5,
            ..unlimited()
        };
        d.search(&mut X(Mrv, ()), &mut t);
        assert_eq!((t.covers, t.enters), (5, t.leaves));
        assert_eq!(all(&mut d).len(), 16);
        // A node refused by `enter` is not left and not searched below.
        let mut t = Trace {
            refuse_at: Some(1),
            ..unlimited()
        };
        d.search(&mut X(Mrv, ()), &mut t);
        assert_eq!((t.enters, t.leaves, t.covers), (1, 0, 0));
        // `Stop` at a node ends the search there: the first cover is the last.
        let mut t = Trace {
            stop_at: Some(6),
            ..unlimited()
        };
        d.search(&mut X(Mrv, ()), &mut t);
        assert_eq!((t.enters, t.covers, t.leaves), (6, 1, 5));
        assert_eq!(all(&mut d).len(), 16);
    }

    #[test]
    fn pairs_take_every_step_of_both() {
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, 0, &options);
        // Both enter and leave every node, see every cover, and the second's stop stops both;
        // an order and a commit of its own go together.
        let mut t = (
            unlimited(),
            Trace {
                limit: 3,
                ..unlimited()
            },
        );
        d.search(&mut X(Noted, Commits(0)), &mut t);
        assert_eq!(((t.0).enters, (t.0).leaves), ((t.1).enters, (t.1).leaves));
        assert_eq!(((t.0).enters, (t.1).covers), ((t.1).enters, 3));
        let mut s = X(Forced, Commits(0));
        d.search(&mut s, &mut unlimited());
        assert_eq!((s.1).0, 30);
        assert_eq!(all(&mut d).len(), 16);
        // The second refuses a node: the first, which entered it, leaves it; the first refuses
        // one: the second never sees it.
        let mut t = (
            unlimited(),
            Trace {
                refuse_at: Some(1),
                ..unlimited()
            },
        );
        d.search(&mut X(Mrv, ()), &mut t);
        assert_eq!(
            ((t.0).enters, (t.0).leaves, (t.1).enters, (t.1).leaves),
            (1, 1, 1, 0)
        );
        let mut t = (
            Trace {
                refuse_at: Some(2),
                ..unlimited()
            },
            unlimited(),
        );
        d.search(&mut X(Mrv, ()), &mut t);
        assert_eq!(
            ((t.1).covers, (t.0).enters, (t.0).leaves),
            (8, (t.1).enters + 1, (t.1).enters)
        );
        // Either visit stops the search at a cover.
        let mut t = (
            Trace {
                limit: 2,
                ..unlimited()
            },
            unlimited(),
        );
        d.search(&mut X(Mrv, ()), &mut t);
        assert_eq!(((t.0).covers, (t.1).covers), (2, 2));
    }

    #[test]
    fn a_branch_refused_backs_up_and_forced_moves_are_not_asked() {
        // Item 0 has two options; refusing the branch leaves no cover.
        struct NoBranch(usize, usize);
        impl Visit<Exact> for NoBranch {
            fn branch(&mut self, _: &Dlx, item: usize) -> Step {
                assert_eq!(item, 0);
                self.0 += 1;
                Step::Back
            }
            fn solution(&mut self, _: &Dlx) -> Step {
                self.1 += 1;
                Step::On
            }
        }
        let mut d = build(2, 0, &[vec![0], vec![0, 1], vec![1]]);
        let mut h = NoBranch(0, 0);
        d.search(&mut X(Mrv, ()), &mut h);
        assert_eq!((h.0, h.1), (1, 0));
        // Every item has one option: no branch is asked, and the cover is found.
        let mut d = build(2, 0, &[vec![0], vec![1]]);
        let mut h = NoBranch(0, 0);
        d.search(&mut X(Mrv, ()), &mut h);
        assert_eq!((h.0, h.1), (0, 1));
    }

    #[test]
    fn mrv_chooses_the_fewest_options_leftmost_on_ties() {
        // Items 0 and 1 tie at two options: item 0 goes first, its first option first.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0], vec![1]]);
        struct First(Vec<usize>);
        impl Visit<Exact> for First {
            fn solution(&mut self, d: &Dlx) -> Step {
                d.solution(&mut self.0);
                Step::Stop
            }
        }
        let mut f = First(Vec::new());
        d.search(&mut X(Mrv, ()), &mut f);
        assert_eq!(f.0, vec![0, 1]);
        // Item 1 is tighter now: chosen first.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0]]);
        d.search(&mut X(Mrv, ()), &mut f);
        assert_eq!(f.0, vec![1, 0]);
    }

    #[test]
    fn empty_options_get_no_number_and_no_items_is_one_cover() {
        let mut d = Dlx::new(2, 0);
        assert_eq!(d.add_option(&[]), None);
        assert_eq!(d.add_option(&[0]), Some(0));
        assert_eq!(d.add_option(&[1, 0]), Some(1));
        assert_eq!(d.add_option(&[1]), Some(2));
        assert_eq!(all(&mut d), vec![vec![0, 2], vec![1]]);
        let mut d = Dlx::new(0, 0);
        assert_eq!(all(&mut d), vec![Vec::<usize>::new()]);
        // reset keeps nothing of the old matrix.
        d.reset(1, 0);
        assert_eq!(all(&mut d), Vec::<Vec<usize>>::new());
        d.add_option(&[0]);
        assert_eq!(all(&mut d), vec![vec![0]]);
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn an_item_out_of_range_is_refused() {
        Dlx::new(2, 1).add_option(&[0, 3]);
    }

    #[test]
    #[should_panic(expected = "twice")]
    fn an_item_twice_is_refused() {
        Dlx::new(2, 0).add_option(&[1, 0, 1]);
    }

    #[test]
    #[should_panic(expected = "changed in a search")]
    fn the_matrix_cannot_change_under_a_search() {
        struct Rebuild;
        impl Visit<Exact> for Rebuild {
            fn enter(&mut self, d: &mut Dlx) -> Step {
                d.reset(1, 0);
                Step::On
            }
            fn solution(&mut self, _: &Dlx) -> Step {
                Step::On
            }
        }
        build(7, 0, &knuth()).search(&mut X(Mrv, ()), &mut Rebuild);
    }

    #[test]
    #[should_panic(expected = "a search in a search")]
    fn a_search_cannot_start_inside_a_search() {
        struct Nested;
        impl Visit<Exact> for Nested {
            fn enter(&mut self, d: &mut Dlx) -> Step {
                d.search(&mut X(Mrv, ()), &mut All(Vec::new()));
                Step::On
            }
            fn solution(&mut self, _: &Dlx) -> Step {
                Step::On
            }
        }
        build(7, 0, &knuth()).search(&mut X(Mrv, ()), &mut Nested);
    }
}
