//! The DLX core: Knuth's Algorithm X with dancing links, in the layout of his Dancing Links paper.
//!
//! Every file in `src/bin/` carries the block `dlx` (`make bundle` writes it there;
//! `tests/bundle.rs` fails when a copy drifts). A search is generic over two things, so a problem
//! pays only for what it uses:
//! - a [`Strategy`]: how the core takes its two steps, the choice of an item and the commit of
//!   an option: `()` is Knuth's, block `colours` purifies coloured items, and [`Forced`] and
//!   [`Noted`] (blocks `forced`, `noted`) wrap a strategy to choose faster where most moves are
//!   forced, its commit kept, and [`Leftmost`] (block `leftmost`) to choose the items in their
//!   order (the covers then come in lexicographic order);
//! - a [`Visit`]: what is done at every node, branch and exact cover, each answered with a
//!   [`Step`]: block `prune` takes out options at a node (forward checking), and the memo, the
//!   bound, the budget and every file's counting are visits.
//!
//! Block `solution` reads the cover found (every file but those that only count covers, or read
//! them their own way, which would carry it unused), with block `option_of`, which the
//! lookahead and block `mcc`'s reader also use. Block `pair` makes two visits one, each step of
//! both kept. Those that read options whole (memo, prune, best) also need block `dlx_options`,
//! and those that read every active item at a node (the bound, the lookahead) block
//! `dlx_items`, kept apart so that a file without them carries no code it does not use. Blocks
//! `colours` and `mcc` (tested in `colours.rs` and `mcc.rs`) are here too: they call the core's
//! private steps.

// ---- BEGIN dlx ----
/// Dancing Links: Knuth's Algorithm X over primary and secondary items (TAOCP 7.2.2.1), laid out
/// as in his paper. Items are numbered from 0, primary ones first; node `i + 1` is item `i`'s
/// header, and after the headers each option is a circle of nodes (a walk round it takes the
/// same steps from any node: predictable). The active primary items are a bitset, not a list:
/// the choice reads it in order with no chain of loads. Iterative, undone from a trail.
///
/// Every link, trail entry and note, and every node's `top` entry, is a node number below
/// `top.len()`, and no array shrinks while `searching`: the unchecked accesses
/// (`get`, `set`) rest on that. The links are written by `reset` and `add_option` (checked),
/// by `unlink` and `undo` (values read from the links), and outside the core by block colours'
/// `purify` (through `hide` and `unlink`) and block prune's `prune_option` and
/// `unprune_option` (values read from the links).
#[derive(Default)]
pub struct Dlx {
    /// Node -> its neighbours in its option's circle (unused for headers).
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// Node -> its neighbours in its item's list (a header's: the list's ends).
    pub(crate) ulink: Vec<u32>,
    pub(crate) dlink: Vec<u32>,
    /// Node -> its item's header; header -> its item's number of active options, read by
    /// `len`. Knuth keeps both in his TOP field, and so does this: as two arrays the hot loops
    /// hold one more base address, and P4929's whole trees ran 1-4% slower.
    pub(crate) top: Vec<u32>,
    /// The numbers of items and of primary items.
    pub(crate) items: usize,
    pub(crate) primary: u32,
    /// Option -> its first node (increasing).
    pub(crate) first: Vec<u32>,
    /// The levels, `depth` of them in use.
    pub(crate) levels: Vec<Level>,
    pub(crate) depth: usize,
    /// The nodes unlinked, to be put back last out first in.
    trail: Vec<u32>,
    /// The headers whose count fell to 1 or 0 (for `Strategy::NOTES`).
    notes: Vec<u32>,
    now: Marks,
    /// Bit `h` is set while header `h` is an active primary item.
    pub(crate) active: Vec<u64>,
    /// A search is running: the matrix may not be rebuilt under it.
    searching: bool,
}

/// The trail's and the notes' lengths, to go back to.
#[derive(Clone, Copy, Default)]
struct Marks {
    trail: u32,
    noted: u32,
}

/// A level: the node chosen, and the marks before and after its item's cover.
#[derive(Clone, Copy, Default)]
pub(crate) struct Level {
    pub(crate) node: u32,
    before: Marks,
    after: Marks,
}

/// What the search does next, as a visit answers: go on, back up one level (the node is given
/// up), or stop the search.
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
    On,
    Back,
    Stop,
}

/// How the search takes its two steps: which item it chooses, how it commits an option. `()` is
/// Knuth's: the leftmost active primary item with the fewest options, every item covered.
pub trait Strategy {
    /// `FORCED` chooses the first item with 1 or 0 options; `NOTES` first looks at the items
    /// whose count fell to 1 or 0 since the last choice, the only ones that can have none (many
    /// items active, most moves forced); `LEFTMOST` the first active one.
    const FORCED: bool = false;
    const NOTES: bool = false;
    const LEFTMOST: bool = false;
    /// Covers the other items of the option chosen last, as the search's strategy `S` notes.
    fn commit<S: Strategy>(&mut self, dlx: &mut Dlx) {
        dlx.commit::<S>()
    }
}

impl Strategy for () {}

/// What is done at the nodes of a search, each answered with a `Step` (`Back` from `solution`
/// is `On`).
pub trait Visit {
    /// At each node, before its item is chosen: may take options out for the node's subtree,
    /// put back by `leave`.
    fn enter(&mut self, _: &mut Dlx) -> Step {
        Step::On
    }
    /// At a node whose chosen item has two options or more.
    fn branch(&mut self, _: &Dlx, _: usize) -> Step {
        Step::On
    }
    /// On leaving a node whose `enter` said `On`, after everything below it.
    fn leave(&mut self, _: &mut Dlx) {}
    /// An exact cover, read by `Dlx::solution`.
    fn solution(&mut self, dlx: &Dlx) -> Step;
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
        let out = items.iter().any(|&i| i >= self.items);
        assert!(!out, "an item out of range");
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

    /// Header `h`'s number of active options.
    pub(crate) fn len(&self, h: u32) -> u32 {
        get(&self.top, h)
    }

    /// Takes node `q` out of its item's list, onto the trail; notes the header if 1 or 0
    /// options are left (always written, kept if so: no branch to mispredict).
    fn unlink<S: Strategy>(&mut self, q: u32) {
        let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
        set(&mut self.dlink, u, d);
        set(&mut self.ulink, d, u);
        let len = self.len(h).wrapping_sub(1);
        set(&mut self.top, h, len);
        // The masks keep even a miscounted trail in bounds.
        let t = self.now.trail & (self.trail.len() as u32 - 1);
        set(&mut self.trail, t, q);
        self.now.trail += 1;
        if S::NOTES {
            let k = self.now.noted & (self.notes.len() as u32 - 1);
            set(&mut self.notes, k, h);
            self.now.noted += (len <= 1) as u32;
        }
    }

    /// Goes back to the marks `m`, the nodes last out first in: a flat loop, cheaper than Knuth's
    /// uncover and unhide walks.
    fn undo(&mut self, m: Marks) {
        while self.now.trail > m.trail {
            self.now.trail -= 1;
            let q = get(&self.trail, self.now.trail & (self.trail.len() as u32 - 1));
            let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
            set(&mut self.dlink, u, q);
            set(&mut self.ulink, d, q);
            let len = self.len(h);
            set(&mut self.top, h, len.wrapping_add(1));
        }
        self.now.noted = m.noted;
    }

    /// Unlinks the other nodes of `p`'s option.
    fn hide<S: Strategy>(&mut self, p: u32) {
        let mut q = get(&self.rlink, p);
        while q != p {
            self.unlink::<S>(q);
            q = get(&self.rlink, q);
        }
    }

    /// Makes header `h`'s item inactive and hides every option that contains it. Inlined in both
    /// its callers: left out of line, its calls cost more than the copy.
    #[inline(always)]
    fn cover<S: Strategy>(&mut self, h: u32) {
        self.active[h as usize / 64] &= !(1 << (h % 64));
        let mut p = get(&self.dlink, h);
        for _ in 0..self.len(h) {
            self.hide::<S>(p);
            p = get(&self.dlink, p);
        }
    }

    /// Makes header `h`'s item active again if primary. Its options come back from the trail, so
    /// this is all that is left of Knuth's uncover.
    fn activate(&mut self, h: u32) {
        self.active[h as usize / 64] |= ((h <= self.primary) as u64) << (h % 64);
    }

    /// Covers the other items of the last level's option (read checked: strategies call it).
    pub(crate) fn commit<S: Strategy>(&mut self) {
        let x = self.levels[self.depth - 1].node;
        let mut q = get(&self.rlink, x);
        while q != x {
            self.cover::<S>(get(&self.top, q));
            q = get(&self.rlink, q);
        }
    }

    /// Undoes the commit of node `x`'s option, made at the marks `m`: items back in reverse.
    fn uncommit(&mut self, x: u32, m: Marks) {
        self.undo(m);
        let mut q = get(&self.llink, x);
        while q != x {
            self.activate(get(&self.top, q));
            q = get(&self.llink, q);
        }
    }

    /// The header of an active primary item with the fewest options (0 if none), as `S` asks.
    fn choose<S: Strategy>(&self) -> u32 {
        let (mut best, mut min) = (0, !0);
        if S::NOTES {
            for k in self.levels[self.depth.max(1) - 1].before.noted..self.now.noted {
                let h = get(&self.notes, k & (self.notes.len() as u32 - 1));
                if self.len(h) < min.min(2) && self.active[h as usize / 64] >> (h % 64) & 1 == 1 {
                    best = h;
                    min = self.len(h);
                }
            }
        }
        // The bits read in line, not through `headers`' closure: 2.8% of P10482's instructions.
        if !(S::FORCED || S::NOTES) || min > 1 {
            for (w, &b) in self.active.iter().enumerate() {
                let mut bits = b;
                while bits != 0 {
                    let h = w as u32 * 64 + bits.trailing_zeros();
                    if self.len(h) < min {
                        best = h;
                        min = self.len(h);
                        if S::LEFTMOST || (S::FORCED || S::NOTES) && min <= 1 {
                            return best;
                        }
                    }
                    bits &= bits - 1;
                }
            }
        }
        best
    }

    /// Algorithm X: visits the exact covers, as `strategy` goes and `visit` answers; leaves the
    /// matrix whole.
    pub fn search<S: Strategy, V: Visit>(&mut self, strategy: &mut S, visit: &mut V) {
        assert!(!self.searching, "a search in a search");
        self.searching = true;
        // A level covers a primary item; a node is unlinked once at most.
        self.levels = vec![Level::default(); self.primary as usize + 1];
        self.trail = vec![0; self.top.len().next_power_of_two()];
        self.notes = vec![0; (2 * self.items + 2).next_power_of_two()];
        // A search ends at depth 0 and marks 0, where the next begins.
        let mut step;
        'node: loop {
            step = visit.enter(self);
            if step == Step::On {
                let h = self.choose::<S>();
                let len = self.len(h);
                if h == 0 {
                    step = visit.solution(self);
                } else if len == 1
                    || len > 1 && {
                        step = visit.branch(self, h as usize - 1);
                        step == Step::On
                    }
                {
                    let before = self.now;
                    self.cover::<S>(h);
                    let node = get(&self.dlink, h);
                    self.levels[self.depth] = Level {
                        node,
                        before,
                        after: self.now,
                    };
                    self.depth += 1;
                    strategy.commit::<S>(self);
                    continue 'node;
                } else if len == 0 {
                    // A dead end: an item no option can cover.
                    step = Step::Back;
                }
                visit.leave(self);
            }
            // Back up: the deepest level tries its next option, or is given up.
            while self.depth > 0 {
                let l = self.levels[self.depth - 1];
                self.uncommit(l.node, l.after);
                let (h, y) = (get(&self.top, l.node), get(&self.dlink, l.node));
                if y != h && step != Step::Stop {
                    self.levels[self.depth - 1].node = y;
                    strategy.commit::<S>(self);
                    continue 'node;
                }
                self.depth -= 1;
                self.undo(l.before);
                self.activate(h);
                visit.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}

/// `v[i]`, unchecked: `i` is a node number, as `Dlx` says.
pub(crate) fn get(v: &[u32], i: u32) -> u32 {
    // SAFETY: every index passed is in bounds, by the invariant stated on `Dlx`.
    unsafe { *v.get_unchecked(i as usize) }
}

/// `v[i] = x`, unchecked: see `get`.
pub(crate) fn set(v: &mut [u32], i: u32, x: u32) {
    // SAFETY: as in `get`.
    unsafe { *v.get_unchecked_mut(i as usize) = x }
}
// ---- END dlx ----

// ---- BEGIN option_of ----
impl Dlx {
    /// The option of node `x`.
    pub(crate) fn option_of(&self, x: u32) -> usize {
        self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
    }
}
// ---- END option_of ----

// ---- BEGIN solution ----
impl Dlx {
    /// The exact cover just found (from `Visit::solution`): its option numbers, in search order.
    pub fn solution(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels[..self.depth] {
            out.push(self.option_of(l.node));
        }
    }
}
// ---- END solution ----

// ---- BEGIN forced ----
/// Strategy `S`, but the choice takes the first item with 1 or 0 options at once.
pub struct Forced<S>(pub S);

impl<S: Strategy> Strategy for Forced<S> {
    const FORCED: bool = true;
    const NOTES: bool = S::NOTES;
    fn commit<T: Strategy>(&mut self, dlx: &mut Dlx) {
        self.0.commit::<T>(dlx)
    }
}
// ---- END forced ----

// ---- BEGIN noted ----
/// Strategy `S`, but the choice looks first at the items whose count fell to 1 or 0.
pub struct Noted<S>(pub S);

impl<S: Strategy> Strategy for Noted<S> {
    const FORCED: bool = S::FORCED;
    const NOTES: bool = true;
    fn commit<T: Strategy>(&mut self, dlx: &mut Dlx) {
        self.0.commit::<T>(dlx)
    }
}
// ---- END noted ----

// ---- BEGIN leftmost ----
/// Strategy `S`, but the choice takes the first active primary item whatever its count
/// (Algorithm X without MRV): the search branches on the items in their order, each on its
/// options in theirs, so the covers come in that lexicographic order.
pub struct Leftmost<S>(pub S);

impl<S: Strategy> Strategy for Leftmost<S> {
    const LEFTMOST: bool = true;
    fn commit<T: Strategy>(&mut self, dlx: &mut Dlx) {
        self.0.commit::<T>(dlx)
    }
}
// ---- END leftmost ----

// ---- BEGIN dlx_items ----
impl Dlx {
    /// Calls `f` on the header of each active primary item (`item + 1`: the modules that keep a
    /// table per item in their hot loop key it so) until it says `false` (then `false`).
    pub(crate) fn headers(&self, mut f: impl FnMut(u32) -> bool) -> bool {
        self.active.iter().enumerate().all(|(w, &b)| {
            let mut bits = b;
            while bits != 0 && f(w as u32 * 64 + bits.trailing_zeros()) {
                bits &= bits - 1;
            }
            bits == 0
        })
    }
}
// ---- END dlx_items ----

// ---- BEGIN dlx_options ----
impl Dlx {
    /// Option `o`'s nodes: its first to the last of its circle.
    pub(crate) fn option(&self, o: usize) -> std::ops::Range<usize> {
        let f = self.first[o] as usize;
        f..self.llink[f] as usize + 1
    }
}
// ---- END dlx_options ----

// ---- BEGIN colours ----
/// Knuth's colours, a strategy: `colour` holds each node's colour (0: none), set by `paint`. A
/// chosen option's uncoloured items are covered, its coloured ones purified.
#[derive(Default)]
pub struct Colours {
    colour: Vec<u32>,
}

impl Colours {
    /// Gives the nodes of option `o` of `dlx` the colours `colours` (0: none), in the order its
    /// items were added.
    pub fn paint(&mut self, dlx: &Dlx, o: usize, colours: &[u32]) {
        let nodes = dlx.option(o);
        if self.colour.len() < nodes.end {
            self.colour.resize(nodes.end, 0);
        }
        for (q, &c) in nodes.zip(colours) {
            self.colour[q] = c;
        }
    }

    /// Hides every option that gives the item of node `x` another colour than `x` does (or
    /// none), and takes it out of the item's list: another option of `x`'s colour then finds
    /// only its own colour there. Both undone from the trail.
    fn purify<S: Strategy>(&mut self, dlx: &mut Dlx, x: u32) {
        let (h, c) = (dlx.top[x as usize] as usize, self.colour[x as usize]);
        let mut r = dlx.dlink[h];
        for _ in 0..dlx.len(h as u32) {
            let next = dlx.dlink[r as usize];
            if self.colour.get(r as usize) != Some(&c) {
                dlx.hide::<S>(r);
                dlx.unlink::<S>(r);
            }
            r = next;
        }
    }
}

impl Strategy for Colours {
    fn commit<S: Strategy>(&mut self, dlx: &mut Dlx) {
        let x = dlx.levels[dlx.depth - 1].node;
        let mut q = dlx.rlink[x as usize];
        while q != x {
            match self.colour.get(q as usize) {
                Some(&c) if c > 0 => self.purify::<S>(dlx, q),
                _ => dlx.cover::<S>(dlx.top[q as usize]),
            }
            q = dlx.rlink[q as usize];
        }
    }
}
// ---- END colours ----

// ---- BEGIN mcc ----
/// Knuth's multiplicities (his DLX3, Algorithm M): a primary item may be covered by between
/// `lower` and `upper` chosen options. A level branches on one item: on each option of its list
/// in turn, each tried one taken out of the list ("tweaked") for the next, so a set of options
/// is met once; then, where the item already has enough, on no option at all. An item is covered
/// once its bound is used up; coloured secondary items are purified as block `colours` does.
pub struct Mcc {
    /// Header -> how many more chosen options may hold its item, and how many of those it may
    /// do without (upper - lower, fixed); side by side, as the choice reads both.
    room: Vec<Room>,
    /// The nodes' colours (none painted: every secondary item is covered).
    colours: Colours,
    /// The items found done (no options, none needed), out of the choice for the subtree of
    /// the node that found them; where each depth's node began.
    done: Vec<u32>,
    marks: Vec<usize>,
    /// Set by a caller that only counts (no printing, no stop, no costs) to the depth from which
    /// (`!0`: none) the solutions below a node whose one item left has options that never clash
    /// are counted, not visited, into `tallied` (a search split into subtrees at a depth counts
    /// only inside its own).
    pub tally_from: usize,
    pub tallied: u64,
    /// The last choice read every active item and found one not done; what `completions` saw.
    alone: bool,
    seen: Vec<(u32, u32)>,
}

/// The choice's key packs score, slack and bound in 20 bits each; larger ones tie.
const M: u64 = (1 << 20) - 1;

#[derive(Clone, Copy, Default)]
struct Room {
    bound: u32,
    slack: u32,
}

impl Mcc {
    /// Primary item `i` must be in `bounds[i].0` to `bounds[i].1` chosen options (`1 <= .1`);
    /// `colours` painted (or none).
    pub fn new(bounds: &[(u32, u32)], colours: Colours) -> Mcc {
        let mut room = vec![Room::default()];
        room.extend(bounds.iter().map(|&(lower, upper)| Room {
            bound: upper,
            slack: upper.saturating_sub(lower),
        }));
        Mcc {
            room,
            colours,
            done: Vec::new(),
            marks: Vec::new(),
            tally_from: !0,
            tallied: 0,
            alone: false,
            seen: Vec::new(),
        }
    }

    /// An item with bound `b` and slack `s` that has `len` options left can be dealt with in
    /// `len + min(s, b) - b + 1` ways (0 or less: none; then `(h, 0)`); of two as good, the one
    /// with less slack, then the one with the larger bound (more options), as DLX3 prefers. An
    /// item with no options left that needs none is done: it takes no level, and leaves the
    /// choice for the node's subtree (`restore` puts it back).
    fn choose(&mut self, dlx: &mut Dlx) -> (u32, u64) {
        let (mut best, mut key, mut ways) = (0, !0u64, 0);
        self.alone = false;
        for w in 0..dlx.active.len() {
            let mut bits = dlx.active[w];
            while bits != 0 {
                let h = w as u32 * 64 + bits.trailing_zeros();
                bits &= bits - 1;
                let (b, len) = (
                    u64::from(self.room[h as usize].bound),
                    u64::from(dlx.len(h)),
                );
                let s = u64::from(self.room[h as usize].slack).min(b);
                if len + s <= b {
                    if len + s < b {
                        return (h, 0);
                    }
                    if len == 0 {
                        // Done for the whole subtree: options and needs only go down in it.
                        dlx.active[h as usize / 64] &= !(1 << (h % 64));
                        self.done.push(h);
                        continue;
                    }
                }
                let t = (len + s + 1 - b).min(M);
                if t == 1 {
                    return (h, 1);
                }
                let k = t << 40 | s.min(M) << 20 | (M - b.min(M));
                ways += 1;
                if k < key {
                    best = h;
                    key = k;
                }
            }
        }
        self.alone = ways == 1;
        (best, key >> 40)
    }

    /// The next move of the deepest level, whose item is `h`: its next option, tweaked unless
    /// the item is covered and its slack 0 (a plain exact-cover level), or no option at all.
    /// `false` when the moves are used up or too few options are left to meet the lower bound.
    fn next(&mut self, dlx: &mut Dlx, h: u32, first: bool) -> bool {
        let l = dlx.depth - 1;
        let (b, s) = (self.room[h as usize].bound, self.room[h as usize].slack);
        let x = if first { h } else { dlx.levels[l].node };
        let y;
        if b == 0 && s == 0 {
            y = get(&dlx.dlink, x);
            if y == h {
                return false;
            }
        } else {
            if !first && x == h || u64::from(dlx.len(h)) + u64::from(s) <= u64::from(b) {
                return false;
            }
            y = get(&dlx.dlink, h);
            if y != h {
                dlx.unlink::<()>(y);
                if b > 0 {
                    dlx.hide::<()>(y);
                }
            } else if b > 0 {
                dlx.active[h as usize / 64] &= !(1 << (h % 64));
            }
            dlx.levels[l].after = dlx.now;
        }
        dlx.levels[l].node = y;
        if y != h {
            self.commit(dlx, y);
        }
        true
    }

    /// The solutions below a node whose only item not done is `h` (`alone`), if its options
    /// never clash: then every set of them that meets its bounds is one (no other item is in
    /// them), and they are counted as sums of binomials. `None` where two share a secondary item
    /// otherwise than in one colour, or the count overflows.
    fn completions(&mut self, dlx: &Dlx, h: u32) -> Option<u64> {
        self.seen.clear();
        let mut p = get(&dlx.dlink, h);
        while p != h {
            let mut q = get(&dlx.rlink, p);
            while q != p {
                let (i, colour) = (get(&dlx.top, q), self.colours.colour.get(q as usize));
                if i <= dlx.primary {
                    return None;
                }
                self.seen.push((i, colour.cloned().unwrap_or(0)));
                q = get(&dlx.rlink, q);
            }
            p = get(&dlx.dlink, p);
        }
        self.seen.sort_unstable();
        let clash = self
            .seen
            .windows(2)
            .any(|w| w[0].0 == w[1].0 && (w[0] != w[1] || w[0].1 == 0));
        if clash {
            return None;
        }
        let (r, len) = (self.room[h as usize], u64::from(dlx.len(h)));
        let need = u64::from(r.bound.saturating_sub(r.slack));
        // C(len, k) for k up to the bound, summed from the need.
        let (mut c, mut sum) = (1u64, 0u64);
        for k in 0..=len.min(u64::from(r.bound)) {
            if k >= need {
                sum = sum.checked_add(c)?;
            }
            c = c.checked_mul(len - k)? / (k + 1);
        }
        Some(sum)
    }

    /// Makes the items found done at the node of `depth`, which is left, active again.
    fn restore(&mut self, dlx: &mut Dlx, depth: usize) {
        while self.done.len() > self.marks[depth] {
            if let Some(h) = self.done.pop() {
                dlx.activate(h);
            }
        }
    }

    /// Commits the option of node `x`: each other primary item has one use less, covered when
    /// none is left; the secondary ones covered or purified.
    fn commit(&mut self, dlx: &mut Dlx, x: u32) {
        let mut q = get(&dlx.rlink, x);
        while q != x {
            let c = get(&dlx.top, q);
            if c <= dlx.primary {
                self.room[c as usize].bound -= 1;
                if self.room[c as usize].bound == 0 {
                    dlx.cover::<()>(c);
                }
            } else {
                match self.colours.colour.get(q as usize) {
                    Some(&k) if k > 0 => self.colours.purify::<()>(dlx, q),
                    _ => dlx.cover::<()>(c),
                }
            }
            q = get(&dlx.rlink, q);
        }
    }

    /// Undoes the commit of node `x`'s option, made at the marks `m`.
    fn uncommit(&mut self, dlx: &mut Dlx, x: u32, m: Marks) {
        dlx.undo(m);
        let mut q = get(&dlx.llink, x);
        while q != x {
            let c = get(&dlx.top, q);
            if c <= dlx.primary {
                if self.room[c as usize].bound == 0 {
                    dlx.activate(c);
                }
                self.room[c as usize].bound += 1;
            }
            q = get(&dlx.llink, q);
        }
    }
}

impl Dlx {
    /// The solution just found by `search_mcc` (or `search`): its option numbers, in search
    /// order, a level that chose no option (its node its item's header) left out. Not in
    /// `solution`, which every file carries: the test there changed their machine code.
    pub fn solution_mcc(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels[..self.depth] {
            if l.node as usize > self.items {
                out.push(self.option_of(l.node));
            }
        }
    }

    /// Algorithm M: visits the solutions with the bounds of `mcc`, as `visit` answers; leaves
    /// the matrix whole; its solutions are read by `solution_mcc`.
    pub fn search_mcc<V: Visit>(&mut self, mcc: &mut Mcc, visit: &mut V) {
        // (Bounds for fewer items than the matrix has: `room` is indexed checked.)
        assert!(!self.searching, "a search in a search");
        self.searching = true;
        // A level uses one option or gives up on one primary item.
        self.levels = vec![Level::default(); self.first.len() + self.primary as usize + 1];
        mcc.marks = vec![0; self.levels.len() + 1];
        self.trail = vec![0; self.top.len().next_power_of_two()];
        let mut step;
        'node: loop {
            step = visit.enter(self);
            if step == Step::On {
                mcc.marks[self.depth] = mcc.done.len();
                let (h, score) = mcc.choose(self);
                if h == 0 {
                    step = visit.solution(self);
                } else if score == 0 {
                    step = Step::Back;
                } else if mcc.alone && self.depth >= mcc.tally_from && {
                    let n = mcc.completions(self, h);
                    mcc.tallied += n.unwrap_or(0);
                    n.is_some()
                } {
                } else if score == 1 || {
                    step = visit.branch(self, h as usize - 1);
                    step == Step::On
                } {
                    let before = self.now;
                    mcc.room[h as usize].bound -= 1;
                    if mcc.room[h as usize].bound == 0 {
                        self.cover::<()>(h);
                    }
                    self.levels[self.depth] = Level {
                        node: h,
                        before,
                        after: self.now,
                    };
                    self.depth += 1;
                    if mcc.next(self, h, true) {
                        continue 'node;
                    }
                    self.depth -= 1;
                    self.undo(before);
                    mcc.room[h as usize].bound += 1;
                    self.activate(h);
                }
                mcc.restore(self, self.depth);
                visit.leave(self);
            }
            // Back up: the deepest level takes its next move, or is given up.
            while self.depth > 0 {
                let l = self.levels[self.depth - 1];
                let h = if l.node <= self.items as u32 {
                    l.node
                } else {
                    get(&self.top, l.node)
                };
                if l.node != h {
                    mcc.uncommit(self, l.node, l.after);
                }
                if step != Step::Stop && mcc.next(self, h, false) {
                    continue 'node;
                }
                self.depth -= 1;
                self.undo(l.before);
                mcc.room[h as usize].bound += 1;
                self.activate(h);
                mcc.restore(self, self.depth);
                visit.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}
// ---- END mcc ----

// ---- BEGIN pair ----
/// Two visits as one: `0` enters first and leaves last, each step of both is taken, and the
/// search goes on while both say `On` (a cover stops it if either says `Stop`).
impl<A: Visit, B: Visit> Visit for (A, B) {
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
    fn all_with<S: Strategy>(d: &mut Dlx, mut s: S) -> Vec<Vec<usize>> {
        let mut v = All(Vec::new());
        d.search(&mut s, &mut v);
        v.0.sort();
        v.0
    }

    fn all(d: &mut Dlx) -> Vec<Vec<usize>> {
        all_with(d, ())
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
            assert_eq!(
                all_with(&mut d, Forced(())),
                expected,
                "seed {}, forced",
                seed
            );
            assert_eq!(
                all_with(&mut d, Noted(())),
                expected,
                "seed {}, notes",
                seed
            );
            let both = Forced(Noted(()));
            assert_eq!(all_with(&mut d, both), expected, "seed {}, both", seed);
            assert_eq!(all(&mut d), expected, "seed {}, again", seed);
        }
    }

    /// The covers in the order found, each as its options in search order.
    struct Found(Vec<Vec<usize>>);

    impl Visit for Found {
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
            d.search(&mut Leftmost(()), &mut found);
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
        d.search(&mut Leftmost(()), &mut found);
        assert_eq!(found.0, vec![vec![0, 1], vec![2, 1]]);
        let mut found = Found(Vec::new());
        d.search(&mut (), &mut found);
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

    impl Visit for Trace {
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

    /// A strategy with its own commit: the core's, counted.
    struct Commits(usize);

    impl Strategy for Commits {
        fn commit<S: Strategy>(&mut self, dlx: &mut Dlx) {
            self.0 += 1;
            dlx.commit::<S>()
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
        let (mut s, mut t) = (Commits(0), unlimited());
        d.search(&mut s, &mut t);
        assert_eq!(
            (t.enters, t.leaves, t.branches, t.covers, s.0),
            (31, 31, 15, 16, 30)
        );
        // Stopped at the fifth cover: enters and leaves still match, and the matrix is whole.
        let mut t = Trace {
            limit: 5,
            ..unlimited()
        };
        d.search(&mut (), &mut t);
        assert_eq!((t.covers, t.enters), (5, t.leaves));
        assert_eq!(all(&mut d).len(), 16);
        // A node refused by `enter` is not left and not searched below.
        let mut t = Trace {
            refuse_at: Some(1),
            ..unlimited()
        };
        d.search(&mut (), &mut t);
        assert_eq!((t.enters, t.leaves, t.covers), (1, 0, 0));
        // `Stop` at a node ends the search there: the first cover is the last.
        let mut t = Trace {
            stop_at: Some(6),
            ..unlimited()
        };
        d.search(&mut (), &mut t);
        assert_eq!((t.enters, t.covers, t.leaves), (6, 1, 5));
        assert_eq!(all(&mut d).len(), 16);
    }

    #[test]
    fn pairs_take_every_step_of_both() {
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, 0, &options);
        // Visits: both enter and leave every node, see every cover, and the second's stop
        // stops both. Strategies: a choice rule wrapped round one that commits keeps its commit.
        let mut t = (
            unlimited(),
            Trace {
                limit: 3,
                ..unlimited()
            },
        );
        d.search(&mut Noted(Commits(0)), &mut t);
        assert_eq!(((t.0).enters, (t.0).leaves), ((t.1).enters, (t.1).leaves));
        assert_eq!(((t.0).enters, (t.1).covers), ((t.1).enters, 3));
        let mut s = Forced(Noted(Commits(0)));
        d.search(&mut s, &mut unlimited());
        assert_eq!(((s.0).0).0, 30);
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
        d.search(&mut (), &mut t);
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
        d.search(&mut (), &mut t);
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
        d.search(&mut (), &mut t);
        assert_eq!(((t.0).covers, (t.1).covers), (2, 2));
    }

    #[test]
    fn a_branch_refused_backs_up_and_forced_moves_are_not_asked() {
        // Item 0 has two options; refusing the branch leaves no cover.
        struct NoBranch(usize, usize);
        impl Visit for NoBranch {
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
        d.search(&mut (), &mut h);
        assert_eq!((h.0, h.1), (1, 0));
        // Every item has one option: no branch is asked, and the cover is found.
        let mut d = build(2, 0, &[vec![0], vec![1]]);
        let mut h = NoBranch(0, 0);
        d.search(&mut (), &mut h);
        assert_eq!((h.0, h.1), (0, 1));
    }

    #[test]
    fn mrv_chooses_the_fewest_options_leftmost_on_ties() {
        // Items 0 and 1 tie at two options: item 0 goes first, its first option first.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0], vec![1]]);
        struct First(Vec<usize>);
        impl Visit for First {
            fn solution(&mut self, d: &Dlx) -> Step {
                d.solution(&mut self.0);
                Step::Stop
            }
        }
        let mut f = First(Vec::new());
        d.search(&mut (), &mut f);
        assert_eq!(f.0, vec![0, 1]);
        // Item 1 is tighter now: chosen first.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0]]);
        d.search(&mut (), &mut f);
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
        impl Visit for Rebuild {
            fn enter(&mut self, d: &mut Dlx) -> Step {
                d.reset(1, 0);
                Step::On
            }
            fn solution(&mut self, _: &Dlx) -> Step {
                Step::On
            }
        }
        build(7, 0, &knuth()).search(&mut (), &mut Rebuild);
    }

    #[test]
    #[should_panic(expected = "a search in a search")]
    fn a_search_cannot_start_inside_a_search() {
        struct Nested;
        impl Visit for Nested {
            fn enter(&mut self, d: &mut Dlx) -> Step {
                d.search(&mut (), &mut All(Vec::new()));
                Step::On
            }
            fn solution(&mut self, _: &Dlx) -> Step {
                Step::On
            }
        }
        build(7, 0, &knuth()).search(&mut (), &mut Nested);
    }
}
