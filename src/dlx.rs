//! The canonical Dancing Links (Knuth's Algorithm X) of the bundle.
//!
//! Every bin in `src/bin/` carries a verbatim copy of the block between the BEGIN and END markers
//! below, because a judge takes one file. `tests/dlx_copies.rs` fails when a copy drifts;
//! `bin/sync-dlx` rewrites the copies from this file.

// ---- BEGIN dlx (copy of src/dlx.rs) ----
/// Dancing Links: Knuth's Algorithm X over primary items (TAOCP 7.2.2.1, the layout of DLX1).
///
/// Parallel index arrays: node 0 is the root of the active items, `1..=n` the item headers, then
/// each option is a run of consecutive nodes between spacers (`top == 0`), so an option is walked
/// with `q + 1` / `q - 1` and needs no left/right links. The search is iterative and branches on
/// an item with the fewest options (MRV): dead ends and forced moves are noted by `hide`, so
/// `choose` finds them without a scan. A search can have a budget of options to try, a memo
/// (`set_memo`) and a rule that takes out options in no cover (`first_solution`). `reset`
/// keeps the arrays, so one `Dlx` serves many instances.
#[allow(dead_code)]
#[derive(Default)]
pub struct Dlx {
    /// Headers only: the list of active items, through the root 0.
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// Every node: the list of its item. A spacer's `ulink` is the first node of the option
    /// before it, its `dlink` the last node of the option after it.
    ulink: Vec<u32>,
    dlink: Vec<u32>,
    /// A node: its item (0 for a spacer). A header: its number of active options, plus `COVERED`
    /// while it is covered (LEN shares TOP, as in DLX1).
    top: Vec<u32>,
    /// Notes: items whose option count fell to 1 or 0 on the way to the node. A note can be stale
    /// (its item covered since), but every active item with at most one option has one, and an
    /// item at most two (see `unlink`): two slots per item and one more leave room past the end.
    notes: Vec<u32>,
    notes_len: u32,
    /// The number of active items, and the last item `all_forced` found with two options or more.
    active: u32,
    witness: u32,
    /// Two per level: `notes_len` before and after its item was covered. The next option of the
    /// level goes back to "after", giving the level up to "before".
    marks: Vec<u32>,
    /// Two per level: a run of notes `lo..hi` below its cover's, stale in its subtree (their items
    /// are covered), which the search for a forced move skips.
    gaps: Vec<u32>,
    /// Option number -> its first node (increasing: a node's option is a binary search away).
    first: Vec<u32>,
    /// The node chosen at each level (a fixed array, like `marks`), and the number of levels.
    stack: Vec<u32>,
    depth: u32,
    /// Options a search may try; how many the last one tried, and whether it ran out.
    budget: u64,
    nodes: u64,
    gave_up: bool,
    /// The covers the search has found so far, those the memo counted included.
    found: u64,
    memo: Memo,
    /// The options a rule took out (first nodes), and the trail's length at each level's node.
    trail: Vec<u32>,
    tmarks: Vec<u32>,
}

/// A memo of finished subproblems, as in DXZ (Nishino et al., AAAI 2017): what is left depends
/// only on the items still uncovered, which different choices often leave the same. A level's
/// count is stored once all its options are tried (if the search was not stopped; only a count of
/// 0 when solutions are visited, since the memo cannot visit them).
#[derive(Default)]
struct Memo {
    on: bool,
    /// Zobrist hash and bitset of the covered items: the items of the first `applied` levels'
    /// options (brought up to date only when the memo is asked).
    zobrist: Vec<u64>,
    hash: u64,
    covered: Vec<u64>,
    applied: u32,
    /// A lossy cache of `mask + 1` slots, valid only with this search's stamp (a new search starts
    /// empty at no cost).
    table: Vec<u64>,
    stamp: u64,
    mask: usize,
    stores: usize,
    /// Per level: `found` when it began, or `NOT_KEPT`.
    entry: Vec<u64>,
}

#[allow(dead_code)]
impl Dlx {
    /// An empty matrix with primary items `0..items`.
    pub fn new(items: usize) -> Dlx {
        let mut d = Dlx {
            budget: u64::MAX,
            ..Default::default()
        };
        d.reset(items);
        d
    }

    /// Starts over with `items` items and no options, keeping the allocations.
    pub fn reset(&mut self, items: usize) {
        assert!(items < (u32::MAX / 2) as usize, "too many items");
        let n = items as u32;
        self.llink.clear();
        self.rlink.clear();
        self.ulink.clear();
        self.dlink.clear();
        self.top.clear();
        self.first.clear();
        // Whole ranges at once: a puzzle's matrix is rebuilt thousands of times per input.
        self.llink.push(n);
        self.llink.extend(0..n);
        self.rlink.extend(1..=n);
        self.rlink.push(0);
        self.ulink.extend(0..=n);
        self.dlink.extend(0..=n);
        self.top.resize(n as usize + 1, 0);
        // The spacer that opens the first option.
        self.top.push(0);
        self.ulink.push(0);
        self.dlink.push(0);
    }

    /// The number of items.
    pub fn items(&self) -> usize {
        self.llink.len() - 1
    }

    /// Turns the memo on or off for later searches: it pays where many partial solutions cover
    /// the same items (tilings, loose puzzles), and costs a little elsewhere.
    pub fn set_memo(&mut self, on: bool) {
        self.memo.on = on;
    }

    /// Lets every later search try at most `options` options (`gave_up()` tells if it ran out).
    pub fn set_budget(&mut self, options: u64) {
        self.budget = options;
    }

    /// How many options the last search tried: the size of its search tree.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the last search ran out of budget (its answer is unknown).
    pub fn gave_up(&self) -> bool {
        self.gave_up
    }

    /// Adds an option of the given items (each `< items()`, no repeats) and returns its number
    /// (none for an empty option, which is ignored).
    pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
        if items.is_empty() {
            return None;
        }
        let start = self.top.len() as u32;
        assert!(
            start as usize + items.len() < (u32::MAX / 2) as usize,
            "too many nodes"
        );
        let n = self.items();
        assert!(items.iter().all(|&item| item < n), "item out of range");
        // The nodes and their spacer in one extend per array; each node goes last in its list.
        self.top.extend(items.iter().map(|&item| item as u32 + 1));
        self.top.push(0);
        self.dlink.extend(items.iter().map(|&item| item as u32 + 1));
        self.dlink.push(0);
        self.ulink.extend(items.iter().map(|&item| item as u32 + 1));
        self.ulink.push(start);
        let spacer = self.top.len() - 1;
        // Unchecked: the items were checked above, and `last` is a node already built.
        for (x, &item) in (start..).zip(items.iter()) {
            let i = item as u32 + 1;
            let last = get(&self.ulink, i);
            set(&mut self.ulink, x, last);
            set(&mut self.dlink, last, x);
            set(&mut self.ulink, i, x);
            let l = get(&self.top, i);
            set(&mut self.top, i, l + 1);
        }
        self.dlink[start as usize - 1] = spacer as u32 - 1;
        self.first.push(start);
        Some(self.first.len() - 1)
    }

    /// The option that node `x` belongs to.
    fn option_of(&self, x: u32) -> usize {
        self.first.partition_point(|&f| f <= x) - 1
    }

    /// Takes option `p`'s other nodes out of their lists: to the spacer, then from the option's
    /// start (two loops with one test each are faster than one with two).
    #[inline]
    fn hide(&mut self, p: u32) {
        let mut notes = self.notes_len;
        let mut q = p + 1;
        loop {
            let x = get(&self.top, q);
            if x == 0 {
                break;
            }
            self.unlink(q, x, &mut notes);
            q += 1;
        }
        q = get(&self.ulink, q);
        while q != p {
            let x = get(&self.top, q);
            self.unlink(q, x, &mut notes);
            q += 1;
        }
        self.notes_len = notes;
    }

    /// Takes node `q` out of item `x`'s list, and notes `x` if it is left with at most one option
    /// (`notes` is `notes_len`, kept in a register through a hide).
    #[inline(always)]
    fn unlink(&mut self, q: u32, x: u32, notes: &mut u32) {
        let u = get(&self.ulink, q);
        let d = get(&self.dlink, q);
        set(&mut self.dlink, u, d);
        set(&mut self.ulink, d, u);
        let l = get(&self.top, x) - 1;
        set(&mut self.top, x, l);
        // No branch (whether a count falls to 1 is as good as random): `x` is written past the
        // end, and kept if its count calls for it. An item reaches 1 and 0 at most once each on
        // the way to a node (undoing a hide drops the notes made since): no overflow.
        set(&mut self.notes, *notes, x);
        *notes += (l <= 1) as u32;
    }

    /// Undoes `hide(p)`, walking the option the other way round.
    #[inline]
    fn unhide(&mut self, p: u32) {
        let mut q = p - 1;
        loop {
            let x = get(&self.top, q);
            if x == 0 {
                break;
            }
            self.relink(q, x);
            q -= 1;
        }
        q = get(&self.dlink, q);
        while q != p {
            let x = get(&self.top, q);
            self.relink(q, x);
            q -= 1;
        }
    }

    /// Undoes `unlink(q, x)`.
    #[inline(always)]
    fn relink(&mut self, q: u32, x: u32) {
        let u = get(&self.ulink, q);
        let d = get(&self.dlink, q);
        set(&mut self.dlink, u, q);
        set(&mut self.ulink, d, q);
        let l = get(&self.top, x) + 1;
        set(&mut self.top, x, l);
    }

    /// Takes item `i` out of the active list and hides every option that contains it. The walk
    /// counts its steps, so its end is known without waiting for the last link to load.
    fn cover(&mut self, i: u32) {
        let n = get(&self.top, i);
        let mut p = i;
        for _ in 0..n {
            p = get(&self.dlink, p);
            self.hide(p);
        }
        let l = get(&self.llink, i);
        let r = get(&self.rlink, i);
        set(&mut self.rlink, l, r);
        set(&mut self.llink, r, l);
        set(&mut self.top, i, n + COVERED);
        self.active -= 1;
    }

    /// Undoes `cover(i)`, in exactly the reverse order.
    fn uncover(&mut self, i: u32) {
        let n = get(&self.top, i) - COVERED;
        set(&mut self.top, i, n);
        self.active += 1;
        let l = get(&self.llink, i);
        let r = get(&self.rlink, i);
        set(&mut self.rlink, l, i);
        set(&mut self.llink, r, i);
        let mut p = i;
        for _ in 0..n {
            p = get(&self.ulink, p);
            self.unhide(p);
        }
    }

    /// Chooses option `x`: covers its other items (its own is covered already).
    fn commit(&mut self, x: u32) {
        let mut p = x + 1;
        while p != x {
            let j = get(&self.top, p);
            if j == 0 {
                p = get(&self.ulink, p);
            } else {
                self.cover(j);
                p += 1;
            }
        }
    }

    /// Undoes `commit(x)`.
    fn uncommit(&mut self, x: u32) {
        let mut p = x - 1;
        while p != x {
            let j = get(&self.top, p);
            if j == 0 {
                p = get(&self.dlink, p);
            } else {
                self.uncover(j);
                p -= 1;
            }
        }
    }

    /// MRV in a fixed order: a noted dead end (latest first); else 0 if every active item has one
    /// option left (the search can finish at once); else a noted forced move (latest first,
    /// consumed); else the leftmost item with the fewest options (every item with fewer than two
    /// has a note, so that scan stops at two). Stale notes found are this level's gap.
    fn choose(&mut self) -> u32 {
        let (cover_mark, commit_mark, lo, hi) = if self.depth == 0 {
            (0, 0, 0, 0)
        } else {
            let k = 2 * self.depth - 2;
            (
                get(&self.marks, k),
                get(&self.marks, k + 1),
                get(&self.gaps, k),
                get(&self.gaps, k + 1),
            )
        };
        let g = 2 * self.depth;
        // A dead end can only come from the last level's cover and commit (the level above had
        // none), and then its fall to 0 was noted since.
        for k in (cover_mark..self.notes_len).rev() {
            let x = get(&self.notes, k);
            if get(&self.top, x) == 0 {
                return x;
            }
        }
        // All active items can have one option only if there are no more of them than notes.
        if self.active <= self.notes_len && self.all_forced() {
            return 0;
        }
        while self.notes_len > commit_mark {
            self.notes_len -= 1;
            let x = get(&self.notes, self.notes_len);
            if get(&self.top, x) == 1 {
                set(&mut self.gaps, g, lo);
                set(&mut self.gaps, g + 1, hi);
                return x;
            }
        }
        let end = self.notes_len;
        for k in (hi..end).rev() {
            let x = get(&self.notes, k);
            if get(&self.top, x) == 1 {
                // The notes from `k` up are stale now, and the longer run is kept.
                let (a, b) = if k == hi {
                    (lo, end)
                } else if end - k >= hi - lo {
                    (k, end)
                } else {
                    (lo, hi)
                };
                set(&mut self.gaps, g, a);
                set(&mut self.gaps, g + 1, b);
                return x;
            }
        }
        for k in (0..lo).rev() {
            let x = get(&self.notes, k);
            if get(&self.top, x) == 1 {
                set(&mut self.gaps, g, k);
                set(&mut self.gaps, g + 1, end);
                return x;
            }
        }
        set(&mut self.gaps, g, 0);
        set(&mut self.gaps, g + 1, end);
        let mut best = self.rlink[0];
        let mut best_len = u32::MAX;
        let mut i = best;
        while i != 0 {
            let l = get(&self.top, i);
            debug_assert!(l >= 2, "item {} has {} options and no note", i, l);
            if l < best_len {
                best = i;
                best_len = l;
                if l <= 2 {
                    break;
                }
            }
            i = get(&self.rlink, i);
        }
        best
    }

    /// The subproblem's count of solutions if the memo has it (asked where the search branches).
    #[inline]
    fn memo_answer(&mut self, i: u32) -> Option<u64> {
        if self.depth == 0 || get(&self.top, i) < MEMO_MIN {
            return None;
        }
        // Catch up with the options entered since: most nodes never need the memo.
        while self.memo.applied < self.depth {
            self.flip_option(get(&self.stack, self.memo.applied));
            self.memo.applied += 1;
        }
        self.memo.find()
    }

    /// Whether every active item has exactly one option left.
    fn all_forced(&mut self) -> bool {
        // A covered item's count has `COVERED` added, so it passes this test only if active.
        let w = get(&self.top, self.witness);
        if (2..COVERED).contains(&w) {
            return false;
        }
        let mut i = self.rlink[0];
        while i != 0 {
            if get(&self.top, i) != 1 {
                self.witness = i;
                return false;
            }
            i = get(&self.rlink, i);
        }
        true
    }

    /// Tries option `x` at a new level (notes in `mark`); `false` if the budget is spent.
    #[inline(always)]
    fn enter(&mut self, x: u32, mark: [u32; 2], left: &mut u64) -> bool {
        if *left == 0 {
            return false;
        }
        *left -= 1;
        let k = 2 * self.depth;
        set(&mut self.marks, k, mark[0]);
        set(&mut self.marks, k + 1, mark[1]);
        set(&mut self.stack, self.depth, x);
        self.depth += 1;
        self.commit(x);
        true
    }

    /// Adds option `x`'s items to the memo's covered set, or takes them out.
    fn flip_option(&mut self, x: u32) {
        let mut q = x;
        loop {
            let j = get(&self.top, q);
            if j == 0 {
                q = get(&self.ulink, q);
            } else {
                self.memo.flip(j);
                q += 1;
            }
            if q == x {
                break;
            }
        }
    }

    /// Puts the options a rule took out back in, down to a trail of `len`.
    fn put_back(&mut self, len: u32) {
        while self.trail.len() > len as usize {
            let p = self.trail.pop().unwrap_or(0);
            self.unhide(p);
            let x = get(&self.top, p);
            self.relink(p, x);
        }
    }

    /// Algorithm X: calls `visit` with the chosen nodes of each exact cover until it returns
    /// `false` or the budget runs out (then returns `true`). Leaves the matrix as it found it.
    fn run<F>(&mut self, counting: Option<u64>, mut rule: Option<Rule>, mut visit: F) -> bool
    where
        F: FnMut(&Dlx, &[u32]) -> bool,
    {
        let memo = self.memo.on;
        if memo {
            self.memo.start(self.llink.len());
        }
        self.found = 0;
        let n = self.llink.len();
        // Each level covers an item, and a finish adds one option per item left: no overflow.
        self.depth = 0;
        self.stack.clear();
        self.stack.resize(n, 0);
        self.marks.clear();
        self.marks.resize(2 * n, 0);
        self.gaps.clear();
        self.gaps.resize(2 * n, 0);
        self.notes.clear();
        self.notes.resize(2 * n, 0);
        self.notes_len = 0;
        self.trail.clear();
        self.tmarks.clear();
        self.tmarks.resize(n, 0);
        let mut taken = Vec::new();
        // Notes for the items that start with at most one option, the leftmost on top.
        self.active = 0;
        self.witness = 0;
        let mut i = self.llink[0];
        while i != 0 {
            self.active += 1;
            if self.top[i as usize] <= 1 {
                self.notes[self.notes_len as usize] = i;
                self.notes_len += 1;
            }
            i = self.llink[i as usize];
        }
        let mut stopped = false;
        let mut left = self.budget;
        let mut out_of_budget = false;
        'descend: loop {
            // A rule may take out options, or find the node a dead end (see `first_solution`).
            let mut alive = true;
            if let Some(ref mut rule) = rule {
                set(&mut self.tmarks, self.depth, self.trail.len() as u32);
                taken.clear();
                alive = rule(self, &mut taken);
                for &o in taken.iter().filter(|_| alive) {
                    let p = self.first[o];
                    let mut notes = self.notes_len;
                    self.unlink(p, get(&self.top, p), &mut notes);
                    self.notes_len = notes;
                    self.hide(p);
                    self.trail.push(p);
                }
            }
            let i = if alive { self.choose() } else { u32::MAX };
            if i == u32::MAX {
                // The rule found no cover below this node: back up.
            } else if i == 0 {
                self.found += 1;
                // Every active item has one option left: no two share an item, so they are the
                // only way to finish. Visit them uncommitted, each by its first node.
                let mut k = self.depth;
                let mut j = self.rlink[0];
                while j != 0 {
                    let x = get(&self.dlink, j);
                    if get(&self.top, x - 1) == 0 {
                        set(&mut self.stack, k, x);
                        k += 1;
                    }
                    j = get(&self.rlink, j);
                }
                let d: &Dlx = self;
                if !visit(d, &d.stack[..k as usize]) {
                    stopped = true;
                }
            } else if let Some(n) = if memo { self.memo_answer(i) } else { None } {
                // Solved before (`n > 0` only when counting). A count saturates, and stops there.
                self.found = self.found.saturating_add(n);
                if counting.map_or(false, |limit| self.found >= limit) || self.found == u64::MAX {
                    stopped = true;
                }
            } else {
                if memo {
                    let keep = self.depth > 0 && MEMO_MIN <= get(&self.top, i);
                    let entry = if keep { self.found } else { NOT_KEPT };
                    set(&mut self.memo.entry, self.depth, entry);
                }
                let n0 = self.notes_len;
                self.cover(i);
                let mark = [n0, self.notes_len];
                let x = get(&self.dlink, i);
                if x != i {
                    if self.enter(x, mark, &mut left) {
                        continue 'descend;
                    }
                    stopped = true;
                    out_of_budget = true;
                }
                self.uncover(i);
                self.notes_len = n0;
            }
            // Backtrack: move the deepest level to its next option, or give the level up.
            while self.depth > 0 {
                self.depth -= 1;
                let x = get(&self.stack, self.depth);
                self.put_back(get(&self.tmarks, self.depth + 1));
                self.uncommit(x);
                if memo && self.memo.applied > self.depth {
                    self.flip_option(x);
                    self.memo.applied = self.depth;
                }
                let k = 2 * self.depth;
                let mark = [get(&self.marks, k), get(&self.marks, k + 1)];
                self.notes_len = mark[1];
                let i = get(&self.top, x);
                let y = get(&self.dlink, x);
                if y != i && !stopped {
                    if self.enter(y, mark, &mut left) {
                        continue 'descend;
                    }
                    stopped = true;
                    out_of_budget = true;
                }
                self.uncover(i);
                self.notes_len = mark[0];
                if memo {
                    let entry = get(&self.memo.entry, self.depth);
                    if entry != NOT_KEPT && !stopped {
                        let n = self.found - entry;
                        if n == 0 || counting.is_some() {
                            self.memo.store(n);
                        }
                    }
                }
            }
            break;
        }
        self.put_back(0);
        self.nodes = self.budget - left;
        self.gave_up = out_of_budget;
        stopped
    }

    /// The first exact cover found, as option numbers in `out`; `false` if none (or see `gave_up`).
    /// A `rule`, asked at each node before the search chooses, may push active options in no
    /// cover of what is left (out until the search backs up past the node), or return `false`.
    /// It sees the node in the fields: `depth`, `stack` (`option_of`), `rlink` and `top`.
    pub fn first_solution(&mut self, out: &mut Vec<usize>, rule: Option<Rule>) -> bool {
        out.clear();
        self.run(None, rule, |d, nodes| {
            out.extend(nodes.iter().map(|&x| d.option_of(x)));
            false
        });
        self.found > 0
    }

    /// The number of exact covers, up to `limit` (with the memo, `u64::MAX` means at least that),
    /// and the first one found in `first` (option numbers): "how many, and which if only one".
    pub fn count_keep_first(&mut self, limit: u64, first: &mut Vec<usize>) -> u64 {
        first.clear();
        if limit == 0 {
            return 0;
        }
        self.run(Some(limit), None, |d, nodes| {
            if d.found == 1 {
                first.extend(nodes.iter().map(|&x| d.option_of(x)));
            }
            d.found < limit
        });
        self.found.min(limit)
    }
}

/// A rule for `first_solution`.
pub type Rule<'a> = &'a mut dyn FnMut(&Dlx, &mut Vec<usize>) -> bool;

/// `Memo::entry` for a level whose subproblem is not kept.
const NOT_KEPT: u64 = u64::MAX;

/// The memo is asked only where the search branches (a forced move's subproblem is the next).
const MEMO_MIN: u32 = 2;

/// Each search's table starts this small (a small search stays in a corner of the cache) and
/// doubles when half full, up to `MEMO_BYTES`; then old subproblems are forgotten.
const MEMO_FIRST_SLOTS: usize = 1 << 10;
const MEMO_BYTES: usize = 1 << 22;

impl Memo {
    /// Empties the memo for a search over items `1..n`.
    fn start(&mut self, n: usize) {
        if self.zobrist.len() < n {
            // SplitMix64 from a fixed seed: the same runs every time.
            let mut x = 0u64;
            self.zobrist = (0..n)
                .map(|_| {
                    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
                    let z = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                    z ^ (z >> 31)
                })
                .collect();
        }
        self.hash = 0;
        self.applied = 0;
        self.entry.clear();
        self.entry.resize(n, NOT_KEPT);
        self.covered.clear();
        self.covered.resize((n + 63) / 64, 0);
        self.stamp += 1;
        self.mask = MEMO_FIRST_SLOTS - 1;
        self.stores = 0;
        self.fit();
    }

    /// The `u64`s of a slot: stamp, hash, count, covered items.
    fn width(&self) -> usize {
        3 + self.covered.len()
    }

    fn fit(&mut self) {
        let need = (self.mask + 1) * self.width();
        if self.table.len() < need {
            self.table.resize(need, 0);
        }
    }

    /// Item `i` is covered now if it was not, or the other way round.
    #[inline(always)]
    fn flip(&mut self, i: u32) {
        self.hash ^= get(&self.zobrist, i);
        let w = get(&self.covered, i / 64) ^ 1 << (i % 64);
        set(&mut self.covered, i / 64, w);
    }

    /// The current subproblem's count, if stored. A slot answers only for exactly the same set of
    /// covered items: a hash collision cannot give a wrong count.
    fn find(&self) -> Option<u64> {
        let w = self.width();
        let e = &self.table[(self.hash as usize & self.mask) * w..][..w];
        if e[0] == self.stamp && e[1] == self.hash && e[3..] == self.covered[..] {
            Some(e[2])
        } else {
            None
        }
    }

    /// Stores `n` as the current subproblem's count, over whatever its slot held.
    fn store(&mut self, n: u64) {
        let w = self.width();
        self.stores += 1;
        if self.stores > self.mask / 2 && (self.mask + 1) * w * 8 < MEMO_BYTES {
            self.mask = self.mask * 2 + 1;
            self.fit();
        }
        let e = &mut self.table[(self.hash as usize & self.mask) * w..][..w];
        e[0] = self.stamp;
        e[1] = self.hash;
        e[2] = n;
        e[3..].copy_from_slice(&self.covered);
    }
}

/// Added to an item's option count while it is covered, so `choose` can tell a stale note.
const COVERED: u32 = 1 << 31;

/// `v[i]` without a bounds check (they cost 47% of the instructions), in the hot loops only: every
/// index there is a node or item that `reset`/`add_option` made (the memo's arrays are sized for
/// all items by `Memo::start`). Checked in debug builds.
#[inline(always)]
fn get<T: Copy>(v: &[T], i: u32) -> T {
    debug_assert!((i as usize) < v.len());
    unsafe { *v.get_unchecked(i as usize) }
}

/// `v[i] = x` without a bounds check: see `get`.
#[inline(always)]
fn set<T>(v: &mut [T], i: u32, x: T) {
    debug_assert!((i as usize) < v.len());
    unsafe { *v.get_unchecked_mut(i as usize) = x }
}
// ---- END dlx ----

/// What the judge files do not use (so their copies leave it out), for the tests and tools.
impl Dlx {
    /// Visits each exact cover as option numbers until `visit` returns `false` (then `true`);
    /// `rule` as in `first_solution`.
    pub fn for_each_solution<F>(&mut self, rule: Option<Rule>, mut visit: F) -> bool
    where
        F: FnMut(&[usize]) -> bool,
    {
        let mut solution = Vec::new();
        self.run(None, rule, |d, nodes| {
            solution.clear();
            solution.extend(nodes.iter().map(|&x| d.option_of(x)));
            visit(&solution)
        })
    }

    /// The number of options added since the last reset.
    pub fn options(&self) -> usize {
        self.first.len()
    }

    /// The number of exact covers, up to `limit`; with the memo, `u64::MAX` means at least that.
    pub fn count(&mut self, limit: u64) -> u64 {
        if limit == 0 {
            return 0;
        }
        self.run(Some(limit), None, |d, _| d.found < limit);
        self.found.min(limit)
    }
}

#[cfg(test)]
mod tests {
    use super::Dlx;

    /// SplitMix64: a tiny seeded generator, so a failing case can be replayed from its seed.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    fn build(items: usize, options: &[Vec<usize>]) -> Dlx {
        let mut d = Dlx::new(items);
        for o in options {
            d.add_option(o);
        }
        d
    }

    fn all_solutions(d: &mut Dlx) -> Vec<Vec<usize>> {
        let mut all = Vec::new();
        d.for_each_solution(None, |s| {
            let mut s = s.to_vec();
            s.sort_unstable();
            all.push(s);
            true
        });
        all.sort();
        all
    }

    /// Every subset of the options whose items add up to each item exactly once.
    fn brute_force(items: usize, options: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        for mask in 0u32..(1 << options.len()) {
            let mut hits = vec![0; items];
            for (k, o) in options.iter().enumerate() {
                if mask >> k & 1 == 1 {
                    for &i in o {
                        hits[i] += 1;
                    }
                }
            }
            if hits.iter().all(|&h| h == 1) {
                found.push((0..options.len()).filter(|k| mask >> k & 1 == 1).collect());
            }
        }
        found.sort();
        found
    }

    fn knuth_example() -> Vec<Vec<usize>> {
        // The 6x7 matrix of the seed article (rows 1..6, columns 1..7), written as item lists.
        let rows = [
            "0010110", "1001001", "0110010", "1001000", "0100001", "0001101",
        ];
        rows.iter()
            .map(|r| {
                r.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'1')
                    .map(|(j, _)| j)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn seed_article_example_is_rows_1_4_5() {
        let mut d = build(7, &knuth_example());
        let mut s = Vec::new();
        assert!(d.first_solution(&mut s, None));
        s.sort_unstable();
        assert_eq!(s, vec![0, 3, 4]);
        assert_eq!(d.count(u64::MAX), 1);
        assert_eq!(all_solutions(&mut d), vec![vec![0, 3, 4]]);
    }

    #[test]
    fn search_leaves_the_matrix_as_it_found_it() {
        let mut d = build(7, &knuth_example());
        let before = (
            d.llink.clone(),
            d.rlink.clone(),
            d.ulink.clone(),
            d.dlink.clone(),
        );
        let len = d.top.clone();
        let mut s = Vec::new();
        assert!(d.first_solution(&mut s, None)); // stopped early
        assert_eq!(d.count(u64::MAX), 1); // ran to the end
        assert_eq!(
            (
                d.llink.clone(),
                d.rlink.clone(),
                d.ulink.clone(),
                d.dlink.clone()
            ),
            before
        );
        assert_eq!(d.top, len);
    }

    #[test]
    fn no_items_has_exactly_the_empty_cover() {
        let mut d = Dlx::new(0);
        assert_eq!(d.count(u64::MAX), 1);
        let mut s = vec![7];
        assert!(d.first_solution(&mut s, None));
        assert!(s.is_empty());
        assert_eq!(d.count(0), 0);
    }

    #[test]
    fn an_item_without_options_means_no_cover() {
        // Item 2 is in no option; items 0 and 1 could be covered.
        let mut d = build(3, &[vec![0], vec![1], vec![0, 1]]);
        assert_eq!(d.count(u64::MAX), 0);
        let mut s = vec![1, 2];
        assert!(!d.first_solution(&mut s, None));
        assert!(s.is_empty());
        assert!(!d.for_each_solution(None, |_| panic!("no cover exists")));
    }

    #[test]
    fn a_dead_end_is_taken_before_any_forced_move() {
        // Items 0-3 form a chain of forced moves; item 4 is in no option. The dead end is
        // noted from the start, so no option is ever tried.
        let mut d = build(5, &[vec![0, 1], vec![1, 2], vec![2, 3], vec![3]]);
        assert_eq!(d.count(u64::MAX), 0);
        assert_eq!(d.nodes(), 0);
    }

    #[test]
    fn a_cover_with_one_option_per_item_left_is_finished_at_once() {
        // Every item has one option from the start: the cover is visited with no option tried.
        let mut d = build(4, &[vec![0, 1], vec![2], vec![3]]);
        let mut s = Vec::new();
        assert!(d.first_solution(&mut s, None));
        s.sort_unstable();
        assert_eq!((s, d.nodes()), (vec![0, 1, 2], 0));
        // Two covers: {0: items 0 1, 2: items 2 3} and {1: items 0 2, 3: items 1 3}. Each option
        // of item 0 leaves items 2 and 3 (or 1 and 3) with one option each, so only the two
        // options of item 0 are tried, not four.
        let mut d = build(4, &[vec![0, 1], vec![0, 2], vec![2, 3], vec![1, 3]]);
        assert_eq!(all_solutions(&mut d), vec![vec![0, 2], vec![1, 3]]);
        assert_eq!(d.count(u64::MAX), 2);
        assert_eq!(d.nodes(), 2);
    }

    #[test]
    fn empty_options_are_ignored_and_numbering_skips_them() {
        let mut d = Dlx::new(2);
        assert_eq!(d.add_option(&[]), None);
        assert_eq!(d.add_option(&[0]), Some(0));
        assert_eq!(d.add_option(&[1, 0]), Some(1));
        assert_eq!(d.add_option(&[1]), Some(2));
        assert_eq!(d.options(), 3);
        assert_eq!(all_solutions(&mut d), vec![vec![0, 2], vec![1]]);
    }

    #[test]
    fn count_stops_at_the_limit() {
        // Four items, each in two single-item options: 2^4 covers.
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, &options);
        assert_eq!(d.count(u64::MAX), 16);
        assert_eq!(d.count(5), 5);
        assert_eq!(d.count(1), 1);
        assert_eq!(d.count(u64::MAX), 16);
    }

    #[test]
    fn count_keep_first_counts_and_keeps_the_first_cover() {
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, &options);
        let (mut first, mut again) = (vec![9], Vec::new());
        assert_eq!(d.count_keep_first(u64::MAX, &mut first), 16);
        assert!(d.first_solution(&mut again, None));
        assert_eq!(first, again);
        assert_eq!(d.count_keep_first(3, &mut first), 3);
        assert_eq!(first, again);
        assert_eq!(d.count_keep_first(0, &mut first), 0);
        assert!(first.is_empty());
        let mut d = build(3, &[vec![0], vec![1]]);
        first.push(1);
        assert_eq!(d.count_keep_first(u64::MAX, &mut first), 0);
        assert!(first.is_empty());
    }

    #[test]
    fn mrv_breaks_ties_leftmost_so_the_first_cover_is_fixed() {
        // Items 0 and 1 both have two options; the tie goes to item 0, whose first option (0) is
        // tried first, which forces option 3 for item 1.
        let mut d = build(2, &[vec![0], vec![1], vec![0], vec![1]]);
        let mut s = Vec::new();
        assert!(d.first_solution(&mut s, None));
        assert_eq!(s, vec![0, 1]);
        // Make item 1 the tighter one: it is chosen first, then item 0.
        let mut d = build(2, &[vec![0], vec![1], vec![0]]);
        assert!(d.first_solution(&mut s, None));
        assert_eq!(s, vec![1, 0]);
    }

    #[test]
    fn a_budget_stops_the_search_and_says_so() {
        // 2^4 covers, each a path of 4 chosen options; the whole tree has 2+4+8+16 = 30 nodes.
        let options: Vec<Vec<usize>> = (0..8).map(|k| vec![k / 2]).collect();
        let mut d = build(4, &options);
        assert_eq!(d.count(u64::MAX), 16);
        assert_eq!((d.nodes(), d.gave_up()), (30, false));
        d.set_budget(30);
        assert_eq!(d.count(u64::MAX), 16);
        assert_eq!((d.nodes(), d.gave_up()), (30, false));
        d.set_budget(29);
        assert!(d.count(u64::MAX) < 16);
        assert_eq!((d.nodes(), d.gave_up()), (29, true));
        d.set_budget(3);
        let mut s = Vec::new();
        assert!(!d.first_solution(&mut s, None));
        assert!(d.gave_up());
        d.set_budget(4);
        assert!(d.first_solution(&mut s, None));
        assert_eq!((s.len(), d.nodes(), d.gave_up()), (4, 4, false));
        // The matrix is intact after giving up: an unlimited search counts everything again.
        d.set_budget(u64::MAX);
        assert_eq!(d.count(u64::MAX), 16);
    }

    #[test]
    fn reset_reuses_the_arrays_for_a_new_instance() {
        let mut d = build(7, &knuth_example());
        d.reset(2);
        assert_eq!((d.items(), d.options()), (2, 0));
        d.add_option(&[0, 1]);
        d.add_option(&[0]);
        d.add_option(&[1]);
        assert_eq!(all_solutions(&mut d), vec![vec![0], vec![1, 2]]);
    }

    #[test]
    fn random_matrices_agree_with_brute_force() {
        for seed in 0..3000u64 {
            let mut rng = Rng(seed);
            let items = 1 + rng.below(7) as usize;
            let n = rng.below(13) as usize;
            let density = 1 + rng.below(3);
            let mut options = Vec::new();
            for _ in 0..n {
                let o: Vec<usize> = (0..items).filter(|_| rng.below(4) < density).collect();
                if !o.is_empty() {
                    options.push(o);
                }
            }
            // Plant a cover in half the cases, so solvable instances are common.
            if seed % 2 == 0 {
                let mut rest: Vec<usize> = (0..items).collect();
                while !rest.is_empty() {
                    let k = 1 + rng.below(rest.len() as u64) as usize;
                    let part: Vec<usize> = rest.drain(..k).collect();
                    let at = rng.below(options.len() as u64 + 1) as usize;
                    options.insert(at, part);
                }
            }
            let expected = brute_force(items, &options);
            let mut d = build(items, &options);
            let got = all_solutions(&mut d);
            assert_eq!(
                got, expected,
                "seed {}: {} items, options {:?}",
                seed, items, options
            );
            assert_eq!(d.count(u64::MAX), expected.len() as u64, "seed {}", seed);
            let mut first = Vec::new();
            let found = d.first_solution(&mut first, None);
            first.sort_unstable();
            assert_eq!(found, !expected.is_empty(), "seed {}", seed);
            assert!(!found || expected.contains(&first), "seed {}", seed);
            // The memo changes nothing but the work: the same covers, counts and first cover.
            let mut m = build(items, &options);
            m.set_memo(true);
            assert_eq!(all_solutions(&mut m), expected, "seed {} (memo)", seed);
            assert_eq!(
                m.count(u64::MAX),
                expected.len() as u64,
                "seed {} (memo)",
                seed
            );
            let mut kept = Vec::new();
            let n = m.count_keep_first(u64::MAX, &mut kept);
            kept.sort_unstable();
            assert_eq!(n, expected.len() as u64, "seed {} (memo)", seed);
            assert!(n == 0 || kept == first, "seed {} (memo)", seed);
        }
    }

    /// The options of domino tilings of an `h` x `w` board (items: cells, row by row).
    fn dominoes(h: usize, w: usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if c + 1 < w {
                    options.push(vec![r * w + c, r * w + c + 1]);
                }
                if r + 1 < h {
                    options.push(vec![r * w + c, (r + 1) * w + c]);
                }
            }
        }
        options
    }

    #[test]
    fn the_memo_counts_domino_tilings_without_visiting_each() {
        // 12,988,816 tilings of the chessboard (Kasteleyn; Temperley and Fisher, 1961).
        let mut m = build(64, &dominoes(8, 8));
        m.set_memo(true);
        assert_eq!(m.count(u64::MAX), 12_988_816);
        let with_memo = m.nodes();
        assert!(with_memo < 10_000, "{} options tried", with_memo);
        // The same on a board small enough to enumerate, and against the plain search.
        let mut d = build(36, &dominoes(6, 6));
        assert_eq!(d.count(u64::MAX), 6728);
        let plain = d.nodes();
        d.set_memo(true);
        assert_eq!(d.count(u64::MAX), 6728);
        assert!(d.nodes() * 20 < plain, "{} vs {} options", d.nodes(), plain);
        // A limit still stops the count there, even when the memo answers in bulk.
        assert_eq!(m.count(1000), 1000);
        assert_eq!(m.count(12_988_817), 12_988_816);
        // 2^70 covers (70 items, two one-item options each) are counted in a few options, and
        // the count stops at u64::MAX rather than wrapping.
        let options: Vec<Vec<usize>> = (0..140).map(|k| vec![k / 2]).collect();
        let mut d = build(70, &options);
        d.set_memo(true);
        assert_eq!(d.count(u64::MAX), u64::MAX);
        assert!(d.nodes() < 1000, "{} options", d.nodes());
    }

    /// The options of no cover of what is left after `path` (options disjoint from its items).
    fn in_no_cover(items: usize, options: &[Vec<usize>], path: &[usize]) -> Vec<bool> {
        let mut used = vec![false; items];
        path.iter()
            .for_each(|&o| options[o].iter().for_each(|&i| used[i] = true));
        let mut useful = vec![false; options.len()];
        for cover in brute_force(items, options) {
            if path.iter().all(|o| cover.contains(o)) {
                cover.iter().for_each(|&o| useful[o] = true);
            }
        }
        (0..options.len())
            .map(|o| !useful[o] && options[o].iter().all(|&i| !used[i]))
            .collect()
    }

    #[test]
    fn a_rule_takes_out_options_until_the_search_backs_up() {
        let mut rng = Rng(0x7275_6c65);
        let (mut taken, mut found) = (0, 0);
        for _ in 0..3000 {
            let items = 1 + rng.below(8) as usize;
            let options: Vec<Vec<usize>> = (0..1 + rng.below(12))
                .map(|_| (0..items).filter(|_| rng.below(3) == 0).collect())
                .filter(|o: &Vec<usize>| !o.is_empty())
                .collect();
            let covers = brute_force(items, &options);
            let mut d = build(items, &options);
            // At each node: the options in no cover of what is left, less those its parent
            // took out (an option in no cover stays so below): each one is still active.
            let mut rule = |d: &Dlx, out: &mut Vec<usize>| {
                let path: Vec<usize> = (0..d.depth as usize)
                    .map(|l| d.option_of(d.stack[l]))
                    .collect();
                let now = in_no_cover(items, &options, &path);
                let before = match path.split_last() {
                    Some((_, parent)) => in_no_cover(items, &options, parent),
                    None => vec![false; options.len()],
                };
                out.extend((0..options.len()).filter(|&o| now[o] && !before[o]));
                taken += out.len();
                true
            };
            // Every cover is still found, each once.
            let mut all = Vec::new();
            d.for_each_solution(Some(&mut rule), |s| {
                let mut s = s.to_vec();
                s.sort_unstable();
                all.push(s);
                true
            });
            all.sort();
            assert_eq!(all, covers, "{:?}", options);
            found += all.len();
            // Everything taken out is back: the plain search still finds every cover.
            assert_eq!(all_solutions(&mut d), covers, "{:?}", options);
            // A rule that says "no cover" at the root ends the search there.
            let mut first = Vec::new();
            assert!(!d.first_solution(&mut first, Some(&mut |_, _| false)));
            assert_eq!(d.nodes(), 0);
        }
        assert!(
            taken > 200 && found > 50,
            "{} taken out, {} found",
            taken,
            found
        );
    }

    /// Counts covers by plain recursion on the first uncovered item (no DLX).
    fn naive_count(items: usize, options: &[Vec<usize>], covered: &mut Vec<bool>) -> u64 {
        let first = match (0..items).find(|&i| !covered[i]) {
            None => return 1,
            Some(i) => i,
        };
        let mut n = 0;
        for o in options.iter().filter(|o| o.contains(&first)) {
            if o.iter().all(|&i| !covered[i]) {
                o.iter().for_each(|&i| covered[i] = true);
                n += naive_count(items, options, covered);
                o.iter().for_each(|&i| covered[i] = false);
            }
        }
        n
    }

    #[test]
    fn deeper_random_matrices_count_like_a_plain_recursion() {
        // Searches 10-20 levels deep, with long chains of forced moves: in a debug build `choose`
        // checks at every branch that each item with fewer than two options was found by its
        // notes (none hidden in a gap of stale notes).
        for seed in 0..200u64 {
            let mut rng = Rng(1000 + seed);
            let items = 12 + rng.below(9) as usize;
            let mut options: Vec<Vec<usize>> = Vec::new();
            for _ in 0..1 + rng.below(3) {
                let mut rest: Vec<usize> = (0..items).collect();
                for k in (1..rest.len()).rev() {
                    rest.swap(k, rng.below(k as u64 + 1) as usize);
                }
                while !rest.is_empty() {
                    let k = (1 + rng.below(3) as usize).min(rest.len());
                    options.push(rest.drain(..k).collect());
                }
            }
            for _ in 0..rng.below(items as u64) {
                let o: Vec<usize> = (0..items).filter(|_| rng.below(8) == 0).collect();
                if !o.is_empty() {
                    options.push(o);
                }
            }
            let expected = naive_count(items, &options, &mut vec![false; items]);
            let mut d = build(items, &options);
            assert_eq!(d.count(u64::MAX), expected, "seed {}", seed);
            d.set_memo(true);
            assert_eq!(d.count(u64::MAX), expected, "seed {} (memo)", seed);
        }
    }

    #[test]
    fn the_memo_proves_no_cover_with_less_search() {
        // 35 cells: no domino tiling, so both searches exhaust their trees.
        let mut d = build(35, &dominoes(5, 7));
        let mut s = Vec::new();
        assert!(!d.first_solution(&mut s, None));
        let plain = d.nodes();
        d.set_memo(true);
        assert!(!d.first_solution(&mut s, None));
        assert!(d.nodes() * 5 < plain, "{} vs {} options", d.nodes(), plain);
        // Its stored failures do not leak into the next search: one more domino's worth of
        // cells (a 6x6 board) has covers, and the memo finds one.
        let board = dominoes(6, 6);
        d.reset(36);
        for o in &board {
            d.add_option(o);
        }
        assert!(d.first_solution(&mut s, None));
        let mut hit = [0; 36];
        for &o in &s {
            for &c in &board[o] {
                hit[c] += 1;
            }
        }
        assert!(hit.iter().all(|&h| h == 1));
    }
}
