//! The DLX core: Knuth's Algorithm X with dancing links, in the layout of his Dancing Links paper.
//!
//! Every file in `src/bin/` carries the block `dlx` (`make bundle` writes it there;
//! `tests/bundle.rs` fails when a copy drifts). What only some problems need lives in other
//! modules that plug into [`Hooks`]: the memo, a pruning rule, a budget. Those that read options
//! whole (memo, prune, best) also need the block `dlx_options`, kept apart so that a file
//! without them carries no code it does not use. Block `colours` (tested in `colours.rs`) is
//! here too: it calls the core's private steps.

// ---- BEGIN dlx ----
/// Dancing Links: Knuth's Algorithm X over primary and secondary items (TAOCP 7.2.2.1), laid out
/// as in his paper. `1..=n` are item headers (item `k` has `k + 1`), then each option is a circle
/// of nodes (a walk round it takes the same steps from any node: predictable). The active primary
/// items are a bitset, not a list: the choice reads it in order with no chain of loads. Iterative,
/// MRV, undone from a trail.
#[derive(Default)]
pub struct Dlx {
    /// A node's neighbours in its option's circle (unused for headers).
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// The first node's number: `n + 1` for `n` items.
    pub(crate) nodes: usize,
    /// A node's item header; a header's number of active options.
    pub(crate) top: Vec<u32>,
    /// Neighbours in the item's list.
    pub(crate) ulink: Vec<u32>,
    pub(crate) dlink: Vec<u32>,
    /// Option number -> its first node (increasing).
    pub(crate) first: Vec<u32>,
    /// The levels, `depth` of them in use.
    pub(crate) levels: Vec<Level>,
    pub(crate) depth: usize,
    /// The nodes unlinked, to be put back last out first in; items whose count fell to 1 or 0.
    trail: Vec<u32>,
    notes: Vec<u32>,
    now: Marks,
    pub(crate) primary: u32,
    /// Bit `k` is set while header `k` is an active primary item.
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

/// A level: the node chosen, and the marks before and after its item's cover.
#[derive(Clone, Copy, Default)]
pub(crate) struct Level {
    pub(crate) node: u32,
    before: Marks,
    after: Marks,
}

/// What a search asks of its caller. The defaults do nothing and the search is generic, so a
/// problem pays only for what it uses.
pub trait Hooks: Sized {
    /// The choice takes the leftmost active item with the fewest options; `FORCED` stops at one
    /// with 1 or 0; `NOTES` first looks at the items whose count fell to 1 or 0 in the last cover
    /// and commit, the only ones that can have none (many items active, most moves forced).
    const FORCED: bool = false;
    const NOTES: bool = false;
    /// At each node, before an item is chosen: `false` backs up at once.
    fn enter(&mut self, _dlx: &mut Dlx) -> bool {
        true
    }
    /// At a node whose chosen item has two options or more: `false` backs up.
    fn branch(&mut self, _dlx: &mut Dlx, _item: u32) -> bool {
        true
    }
    /// On leaving a node whose `enter` said `true`, after everything below it.
    fn leave(&mut self, _dlx: &mut Dlx) {}
    /// An exact cover (read by `Dlx::solution`): `false` stops the search.
    fn solution(&mut self, dlx: &Dlx) -> bool;
    /// Chooses the last level's option (block `colours` purifies too).
    fn commit(&mut self, dlx: &mut Dlx) {
        dlx.commit::<Self>()
    }
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
        self.primary = primary as u32;
        self.active.clear();
        self.active.resize(n as usize / 64 + 1, 0);
        (1..=self.primary).for_each(|k| self.uncover(k));
        self.ulink.clear();
        self.ulink.extend(0..n + 1);
        self.dlink.clone_from(&self.ulink);
        self.llink.clone_from(&self.ulink);
        self.rlink.clone_from(&self.ulink);
        self.top.clear();
        self.top.resize(n as usize + 1, 0);
        self.first.clear();
        self.nodes = n as usize + 1;
    }

    /// Adds an option of the given items (checked: in range, none twice) and returns its number
    /// (an empty one gets none; one of secondary items only is never chosen).
    pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
        assert!(!self.searching, "changed in a search");
        if items.is_empty() {
            return None;
        }
        let out = items.iter().any(|&i| i + 1 >= self.nodes);
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

    /// The exact cover just found (from `Hooks::solution`): its option numbers, in search order.
    pub fn solution(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels[..self.depth] {
            out.push(self.option_of(l.node));
        }
    }

    /// Item `i`'s number of active options.
    pub(crate) fn len(&self, i: u32) -> u32 {
        self.top[i as usize]
    }

    /// The option of node `x`.
    pub(crate) fn option_of(&self, x: u32) -> usize {
        self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
    }

    /// Calls `f` on each active primary item until it says `false` (then `false`).
    pub(crate) fn active_items(&self, mut f: impl FnMut(u32) -> bool) -> bool {
        self.active.iter().enumerate().all(|(w, &b)| {
            let mut bits = b;
            while bits != 0 && f(w as u32 * 64 + bits.trailing_zeros()) {
                bits &= bits - 1;
            }
            bits == 0
        })
    }

    /// Takes node `q` out of its item's list, onto the trail; notes the item if 1 or 0 options
    /// are left (always written, kept if so: no branch to mispredict).
    fn unlink<H: Hooks>(&mut self, q: u32) {
        let (u, d, x) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
        set(&mut self.dlink, u, d);
        set(&mut self.ulink, d, u);
        let len = get(&self.top, x).wrapping_sub(1);
        set(&mut self.top, x, len);
        // The masks keep even a miscounted trail in bounds.
        let t = self.now.trail & (self.trail.len() as u32 - 1);
        set(&mut self.trail, t, q);
        self.now.trail += 1;
        if H::NOTES {
            let k = self.now.noted & (self.notes.len() as u32 - 1);
            set(&mut self.notes, k, x);
            self.now.noted += (len <= 1) as u32;
        }
    }

    /// Goes back to the marks `m`, the nodes last out first in: a flat loop, cheaper than Knuth's
    /// uncover and unhide walks.
    fn undo(&mut self, m: Marks) {
        while self.now.trail > m.trail {
            self.now.trail -= 1;
            let q = get(&self.trail, self.now.trail & (self.trail.len() as u32 - 1));
            let (u, d, x) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
            set(&mut self.dlink, u, q);
            set(&mut self.ulink, d, q);
            let len = get(&self.top, x);
            set(&mut self.top, x, len.wrapping_add(1));
        }
        self.now.noted = m.noted;
    }

    /// Unlinks the other nodes of `p`'s option.
    fn hide<H: Hooks>(&mut self, p: u32) {
        let mut q = get(&self.rlink, p);
        while q != p {
            self.unlink::<H>(q);
            q = get(&self.rlink, q);
        }
    }

    /// Makes item header `i` inactive and hides every option that contains it. Inlined in both
    /// its callers: left out of line, its calls cost more than the copy.
    #[inline(always)]
    fn cover<H: Hooks>(&mut self, i: u32) {
        self.active[i as usize / 64] &= !(1 << (i % 64));
        let mut p = get(&self.dlink, i);
        for _ in 0..get(&self.top, i) {
            self.hide::<H>(p);
            p = get(&self.dlink, p);
        }
    }

    /// Makes item header `i` active again if primary (its options come back from the trail).
    fn uncover(&mut self, i: u32) {
        self.active[i as usize / 64] |= ((i <= self.primary) as u64) << (i % 64);
    }

    /// Covers the other items of the last level's option (read checked: the hook is public).
    fn commit<H: Hooks>(&mut self) {
        let x = self.levels[self.depth - 1].node;
        let mut q = get(&self.rlink, x);
        while q != x {
            self.cover::<H>(get(&self.top, q));
            q = get(&self.rlink, q);
        }
    }

    /// Undoes `commit(x)`, made at the marks `m`: items back in reverse order.
    fn uncommit(&mut self, x: u32, m: Marks) {
        self.undo(m);
        let mut q = get(&self.llink, x);
        while q != x {
            self.uncover(get(&self.top, q));
            q = get(&self.llink, q);
        }
    }

    /// An active primary item with the fewest options (0 if none), as `H` asks.
    fn choose<H: Hooks>(&self) -> u32 {
        let (mut best, mut min) = (0, !0);
        if H::NOTES {
            for k in self.levels[self.depth.max(1) - 1].before.noted..self.now.noted {
                let x = get(&self.notes, k & (self.notes.len() as u32 - 1));
                if get(&self.top, x) < min.min(2)
                    && self.active[x as usize / 64] >> (x % 64) & 1 == 1
                {
                    best = x;
                    min = self.len(x);
                }
            }
        }
        if !(H::FORCED || H::NOTES) || min > 1 {
            self.active_items(|i| {
                let len = get(&self.top, i);
                if len < min {
                    best = i;
                    min = len;
                    return !(H::FORCED || H::NOTES) || min > 1;
                }
                true
            });
        }
        best
    }

    /// Algorithm X: visits the exact covers until the hooks stop it; leaves the matrix whole.
    pub fn search<H: Hooks>(&mut self, hooks: &mut H) {
        assert!(!self.searching, "a search in a search");
        self.searching = true;
        // A level covers a primary item; a node is unlinked once at most.
        self.levels = vec![Level::default(); self.nodes];
        self.trail = vec![0; self.top.len().next_power_of_two()];
        self.notes = vec![0; (2 * self.nodes + 2).next_power_of_two()];
        // A search ends at depth 0 and marks 0, where the next begins.
        let mut stop = false;
        'node: loop {
            if hooks.enter(self) {
                let i = self.choose::<H>();
                let len = get(&self.top, i);
                if i == 0 {
                    stop = !hooks.solution(self);
                } else if len == 1 || (len > 1 && hooks.branch(self, i)) {
                    self.levels[self.depth].before = self.now;
                    self.cover::<H>(i);
                    let x = get(&self.dlink, i);
                    self.levels[self.depth].node = x;
                    self.levels[self.depth].after = self.now;
                    self.depth += 1;
                    hooks.commit(self);
                    continue 'node;
                }
                hooks.leave(self);
            }
            // Back up: the deepest level tries its next option, or is given up.
            while self.depth > 0 {
                let l = self.levels[self.depth - 1];
                self.uncommit(l.node, l.after);
                let (i, y) = (get(&self.top, l.node), get(&self.dlink, l.node));
                if y != i && !stop {
                    self.levels[self.depth - 1].node = y;
                    hooks.commit(self);
                    continue 'node;
                }
                self.depth -= 1;
                self.undo(l.before);
                self.uncover(i);
                hooks.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}

/// `v[i]`, unchecked, only on indices from the matrix's own arrays (links, `top`, the trail and
/// the active bits hold node numbers that `reset` and `add_option` made and checked), which do
/// not shrink while `searching`.
fn get(v: &[u32], i: u32) -> u32 {
    // SAFETY: `i` is in bounds, as above.
    unsafe { *v.get_unchecked(i as usize) }
}

/// `v[i] = x`, unchecked: see `get`.
fn set(v: &mut [u32], i: u32, x: u32) {
    // SAFETY: `i` is in bounds, as in `get`.
    unsafe { *v.get_unchecked_mut(i as usize) = x }
}
// ---- END dlx ----

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
/// Hooks with Knuth's purify: `colour` holds each node's colour (0: none), set by `paint`.
pub struct Coloured<H> {
    colour: Vec<u32>,
    pub inner: H,
}

impl<H: Hooks> Coloured<H> {
    pub fn new(inner: H) -> Coloured<H> {
        Coloured {
            colour: Vec::new(),
            inner,
        }
    }

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

    /// Hides every option that gives the item of node `x` another colour than `x` does (or none),
    /// and takes it out of the item's list: another option of `x`'s colour then finds only its
    /// own colour there. Both undone from the trail.
    fn purify(&mut self, dlx: &mut Dlx, x: u32, c: u32) {
        let i = dlx.top[x as usize] as usize;
        let mut r = dlx.dlink[i];
        for _ in 0..dlx.top[i] {
            let next = dlx.dlink[r as usize];
            if self.colour.get(r as usize) != Some(&c) {
                dlx.hide::<Self>(r);
                dlx.unlink::<Self>(r);
            }
            r = next;
        }
    }
}

impl<H: Hooks> Hooks for Coloured<H> {
    const FORCED: bool = H::FORCED;
    const NOTES: bool = H::NOTES;
    fn enter(&mut self, dlx: &mut Dlx) -> bool {
        self.inner.enter(dlx)
    }
    fn branch(&mut self, dlx: &mut Dlx, item: u32) -> bool {
        self.inner.branch(dlx, item)
    }
    fn leave(&mut self, dlx: &mut Dlx) {
        self.inner.leave(dlx)
    }
    fn solution(&mut self, dlx: &Dlx) -> bool {
        self.inner.solution(dlx)
    }
    /// Covers the uncoloured items of the last level's option, purifies its coloured ones.
    fn commit(&mut self, dlx: &mut Dlx) {
        let x = dlx.levels[dlx.depth - 1].node;
        let mut q = dlx.rlink[x as usize];
        while q != x {
            match self.colour.get(q as usize) {
                Some(&c) if c > 0 => self.purify(dlx, q, c),
                _ => dlx.cover::<Self>(dlx.top[q as usize]),
            }
            q = dlx.rlink[q as usize];
        }
    }
}
// ---- END colours ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{build, covers, knuth, All, AllForced, AllNotes, Rng};

    fn all(d: &mut Dlx) -> Vec<Vec<usize>> {
        let mut h = All(Vec::new());
        d.search(&mut h);
        h.0.sort();
        h.0
    }

    /// The same with the other choices: they change the order of the search, never its covers.
    fn all_forced(d: &mut Dlx) -> Vec<Vec<usize>> {
        let mut h = AllForced(Vec::new());
        d.search(&mut h);
        h.0.sort();
        h.0
    }

    fn all_notes(d: &mut Dlx) -> Vec<Vec<usize>> {
        let mut h = AllNotes(Vec::new());
        d.search(&mut h);
        h.0.sort();
        h.0
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
        // Miri (`make miri`) checks every access of the unchecked loops, slowly: fewer and
        // smaller matrices.
        let seeds = if cfg!(miri) { 25 } else { 3000 };
        for seed in 0..seeds {
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
                let mut rest: Vec<usize> = (0..primary).collect();
                while !rest.is_empty() {
                    let k = 1 + rng.below(rest.len());
                    let at = rng.below(options.len() + 1);
                    options.insert(at, rest.drain(..k).collect());
                }
            }
            // Empty options get no number: compare over the numbered ones.
            let numbered: Vec<Vec<usize>> =
                options.iter().filter(|o| !o.is_empty()).cloned().collect();
            let expected = covers(primary, secondary, &numbered);
            let mut d = build(primary, secondary, &options);
            assert_eq!(all(&mut d), expected, "seed {}: {:?}", seed, options);
            assert_eq!(all_forced(&mut d), expected, "seed {}, forced", seed);
            assert_eq!(all_notes(&mut d), expected, "seed {}, notes", seed);
            assert_eq!(all(&mut d), expected, "seed {}, again", seed);
        }
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

    /// Counts the hooks' calls, and stops after `limit` covers.
    #[derive(Default)]
    struct Trace {
        enters: usize,
        leaves: usize,
        branches: usize,
        covers: usize,
        limit: usize,
        refuse_at: Option<usize>,
    }

    impl Hooks for Trace {
        fn enter(&mut self, _: &mut Dlx) -> bool {
            self.enters += 1;
            Some(self.enters) != self.refuse_at
        }
        fn branch(&mut self, d: &mut Dlx, item: u32) -> bool {
            assert!(d.len(item) >= 2);
            self.branches += 1;
            true
        }
        fn leave(&mut self, _: &mut Dlx) {
            self.leaves += 1;
        }
        fn solution(&mut self, _: &Dlx) -> bool {
            self.covers += 1;
            self.covers < self.limit
        }
    }

    #[test]
    fn hooks_are_called_in_balance_and_a_stop_is_clean() {
        // Four items, two one-item options each: 16 covers in a tree of 1 + 2 + 4 + 8 + 16 nodes.
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, 0, &options);
        let mut t = Trace {
            limit: usize::max_value(),
            ..Trace::default()
        };
        d.search(&mut t);
        assert_eq!((t.enters, t.leaves, t.branches, t.covers), (31, 31, 15, 16));
        // Stopped at the fifth cover: enters and leaves still match, and the matrix is whole.
        let mut t = Trace {
            limit: 5,
            ..Trace::default()
        };
        d.search(&mut t);
        assert_eq!((t.covers, t.enters), (5, t.leaves));
        assert_eq!(all(&mut d).len(), 16);
        // A node refused by `enter` is not left and not searched below.
        let mut t = Trace {
            limit: usize::max_value(),
            refuse_at: Some(1),
            ..Trace::default()
        };
        d.search(&mut t);
        assert_eq!((t.enters, t.leaves, t.covers), (1, 0, 0));
    }

    #[test]
    fn a_branch_refused_backs_up_and_forced_moves_are_not_asked() {
        // Item 0 has two options; refusing the branch leaves no cover.
        struct NoBranch(usize, usize);
        impl Hooks for NoBranch {
            fn branch(&mut self, _: &mut Dlx, _: u32) -> bool {
                self.0 += 1;
                false
            }
            fn solution(&mut self, _: &Dlx) -> bool {
                self.1 += 1;
                true
            }
        }
        let mut d = build(2, 0, &[vec![0], vec![0, 1], vec![1]]);
        let mut h = NoBranch(0, 0);
        d.search(&mut h);
        assert_eq!((h.0, h.1), (1, 0));
        // Every item has one option: no branch is asked, and the cover is found.
        let mut d = build(2, 0, &[vec![0], vec![1]]);
        let mut h = NoBranch(0, 0);
        d.search(&mut h);
        assert_eq!((h.0, h.1), (0, 1));
    }

    #[test]
    fn mrv_chooses_the_fewest_options_leftmost_on_ties() {
        // Items 0 and 1 tie at two options: item 0 goes first, its first option first.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0], vec![1]]);
        struct First(Vec<usize>);
        impl Hooks for First {
            fn solution(&mut self, d: &Dlx) -> bool {
                d.solution(&mut self.0);
                false
            }
        }
        let mut f = First(Vec::new());
        d.search(&mut f);
        assert_eq!(f.0, vec![0, 1]);
        // Item 1 is tighter now: chosen first.
        let mut d = build(2, 0, &[vec![0], vec![1], vec![0]]);
        d.search(&mut f);
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
        impl Hooks for Rebuild {
            fn enter(&mut self, d: &mut Dlx) -> bool {
                d.reset(1, 0);
                true
            }
            fn solution(&mut self, _: &Dlx) -> bool {
                true
            }
        }
        build(7, 0, &knuth()).search(&mut Rebuild);
    }

    #[test]
    #[should_panic(expected = "a search in a search")]
    fn a_search_cannot_start_inside_a_search() {
        struct Nested;
        impl Hooks for Nested {
            fn enter(&mut self, d: &mut Dlx) -> bool {
                d.search(&mut All(Vec::new()));
                true
            }
            fn solution(&mut self, _: &Dlx) -> bool {
                true
            }
        }
        build(7, 0, &knuth()).search(&mut Nested);
    }
}
