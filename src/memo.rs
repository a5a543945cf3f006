//! Counting exact covers with a memo of finished subproblems: DXZ (Nishino et al., AAAI 2017).
//!
//! What is left to cover at a node of the search depends only on the set of items covered so
//! far, and different partial covers often leave the same set (two dominoes swapped, two digits
//! swapped in a rectangle). [`Memo`] is a visit of the core's search that
//! counts covers up to a limit, keeps the first one, and remembers the count of each finished
//! subproblem, so a subproblem met again is counted at once rather than searched again.

use crate::dlx::{Dlx, Exact, Step, Visit};

// ---- BEGIN memo (needs dlx x) ----
/// The search's visit for "how many covers (up to a limit), and the first one".
///
/// The memo is asked only where the search branches (a forced move's subproblem is the next
/// node's) and a count is stored when its node is left, never once the search was stopped (a
/// count cut short is not the subproblem's). A count stored is exact, so with `limit = 1` (the
/// first cover) every count stored is a 0: the memo then remembers failures only.
#[derive(Default)]
pub struct Memo {
    /// Each option's items as a bitset of `covered.len()` words, and each node's option: a level
    /// is added to the covered set by a few xors, not by a walk round its option. (Options times
    /// items / 64 words: 35 KB for a Sudoku's 729 options and 324 items.)
    items: Vec<u64>,
    option: Vec<u32>,
    /// The items of the options chosen on the first `applied` levels, brought up to date only
    /// when the memo is asked (most nodes never ask).
    covered: Vec<u64>,
    applied: usize,
    /// Slots of `3 + covered.len()` words: stamp, count (two words), covered bitset. A slot
    /// holds only with this search's stamp (a new search starts empty at no cost), and a new
    /// count takes the slot of an old one.
    table: Vec<u64>,
    stamp: u64,
    mask: usize,
    stores: usize,
    /// Per level: `found` when its node asked the memo and missed, or `NOT_KEPT`.
    entry: Vec<u128>,
    /// Covers found so far (the memo's counts included), and the limit: 128 bits, past any
    /// 9x9 Sudoku's count (the empty grid's, 6.7 * 10^21, is below 2^73); a count that would
    /// pass them stops the search, which then says it gave up (`overflow`).
    found: u128,
    limit: u128,
    overflow: bool,
    /// Branching nodes the search may still take; set once the search stops early.
    budget: u64,
    stopped: bool,
    /// The first cover found: option numbers, in the order the search chose them.
    pub first: Vec<usize>,
}

/// `Memo::entry` of a level whose node's count is not to be stored (no count reaches it).
const NOT_KEPT: u128 = !0;

/// A search's table starts this small (a small search stays in a corner of the cache) and
/// doubles when half full, up to `MEMO_BYTES`; past that, old counts give way to new ones.
const MEMO_FIRST_SLOTS: usize = 1 << 10;
const MEMO_BYTES: usize = 1 << 22;

impl Memo {
    /// Readies the memo to count the covers of `dlx` up to `limit`, giving up after `budget`
    /// branching nodes: then `dlx.search(&mut X(Forced, ()), &mut memo)` (or with any strategy, or
    /// paired with another visit), and `result()`.
    pub fn start(&mut self, dlx: &Dlx, limit: u128, budget: u64) {
        // A level covers a primary item. The covered set has the words of the widest matrix
        // counted so far, so every search's slots line up with the old ones (whose stamps are
        // older); a wider matrix starts the table afresh.
        let (levels, w) = (
            dlx.primary() + 1,
            ((dlx.items() + 63) / 64).max(self.covered.len()),
        );
        if w > self.covered.len() {
            self.table.clear();
        }
        self.items.clear();
        self.items.resize(dlx.options() * w, 0);
        // Node numbers start after the items' headers.
        self.option.clear();
        self.option.resize(dlx.nodes() - dlx.items() - 1, 0);
        for o in 0..dlx.options() {
            for x in dlx.option(o) {
                let i = dlx.top(x as u32) as usize - 1;
                self.items[o * w + i / 64] |= 1 << (i % 64);
                self.option[x - dlx.items() - 1] = o as u32;
            }
        }
        self.covered.clear();
        self.covered.resize(w, 0);
        self.applied = 0;
        self.stamp += 1;
        self.mask = MEMO_FIRST_SLOTS - 1;
        self.stores = 0;
        self.fit();
        self.entry.clear();
        self.entry.resize(levels, NOT_KEPT);
        self.found = 0;
        self.limit = limit.min(NOT_KEPT - 1);
        self.budget = budget;
        self.overflow = false;
        self.stopped = limit == 0;
        self.first.clear();
    }

    /// The search's count: `Ok(n)`, or `limit` if there are at least that many; `Err(n)` if it
    /// gave up first (`n` covers then found, a lower bound: its budget spent, or a count past
    /// 128 bits). `first` holds the first cover.
    pub fn result(&self) -> Result<u128, u128> {
        if self.overflow || self.budget == 0 && self.stopped && self.found < self.limit {
            Err(self.found)
        } else {
            Ok(self.found.min(self.limit))
        }
    }

    /// Makes the table hold `mask + 1` slots.
    fn fit(&mut self) {
        let need = (self.mask + 1) * (3 + self.covered.len());
        if self.table.len() < need {
            self.table.resize(need, 0);
        }
    }

    /// Adds the items of the option of node `x` to the covered set, or takes them out.
    fn flip(&mut self, dlx: &Dlx, x: u32) {
        let w = self.covered.len();
        let o = self.option[x as usize - dlx.items() - 1] as usize;
        for (c, i) in self.covered.iter_mut().zip(&self.items[o * w..o * w + w]) {
            *c ^= i;
        }
    }

    /// The slot of the current covered set: a hash of its words. A product carries a bit only
    /// upwards, so the last shift brings the high bits down to the slot's.
    fn slot(&self) -> usize {
        let mut h = 0u64;
        for &c in &self.covered {
            h = (h ^ c).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            h ^= h >> 29;
        }
        h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        ((h ^ h >> 32) as usize & self.mask) * (3 + self.covered.len())
    }
}

impl Visit<Exact> for Memo {
    fn branch(&mut self, dlx: &Dlx, _: usize) -> Step {
        if self.stopped || self.budget == 0 {
            self.stopped = true;
            return Step::Stop;
        }
        self.budget -= 1;
        while self.applied < dlx.depth() {
            let x = dlx.node(self.applied);
            self.flip(dlx, x);
            self.applied += 1;
        }
        let s = self.slot();
        let e = &self.table[s..s + 3 + self.covered.len()];
        // Only exactly the same covered set answers: a hash collision cannot give a wrong count.
        if e[0] == self.stamp && e[3..] == self.covered[..] {
            let count = u128::from(e[1]) | u128::from(e[2]) << 64;
            match self.found.checked_add(count) {
                Some(n) if n < NOT_KEPT => self.found = n,
                _ => self.overflow = true,
            }
            self.stopped = self.overflow || self.found >= self.limit;
            return if self.stopped { Step::Stop } else { Step::Back };
        }
        self.entry[dlx.depth()] = self.found;
        Step::On
    }

    fn leave(&mut self, dlx: &mut Dlx) {
        let d = dlx.depth();
        let e = self.entry[d];
        if e != NOT_KEPT {
            self.entry[d] = NOT_KEPT;
            if !self.stopped {
                let w = 3 + self.covered.len();
                self.stores += 1;
                if self.stores > self.mask / 2 && (self.mask + 1) * w * 8 < MEMO_BYTES {
                    self.mask = self.mask * 2 + 1;
                    self.fit();
                }
                let s = self.slot();
                let slot = &mut self.table[s..s + w];
                let count = self.found - e;
                slot[0] = self.stamp;
                slot[1] = count as u64;
                slot[2] = (count >> 64) as u64;
                slot[3..].copy_from_slice(&self.covered);
            }
        }
        // The search takes back this node's option next: so does the covered set.
        if self.applied == d && d > 0 {
            self.applied -= 1;
            self.flip(dlx, dlx.node(d - 1));
        }
    }

    fn solution(&mut self, dlx: &Dlx) -> Step {
        if self.stopped {
            return Step::Stop;
        }
        if self.found == 0 {
            dlx.solution(&mut self.first);
        }
        self.found += 1;
        self.stopped = self.found >= self.limit;
        if self.stopped {
            Step::Stop
        } else {
            Step::On
        }
    }
}
// ---- END memo ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Forced, Mrv, X};
    use crate::testing::{build, covers, is_cover, Count, Rng};

    impl Memo {
        fn count(&mut self, d: &mut Dlx, limit: u128, budget: u64) -> Result<u128, u128> {
            self.start(d, limit, budget);
            d.search(&mut X(Forced, ()), self);
            self.result()
        }
    }

    /// The number of covers, by the core's plain search.
    fn plain_count(d: &mut Dlx) -> u64 {
        let mut c = Count(0);
        d.search(&mut X(Mrv, ()), &mut c);
        c.0
    }

    /// A random matrix with deep searches: a few planted covers, in pieces of 1-3 items, and
    /// some noise.
    fn random(rng: &mut Rng, primary: usize, secondary: usize) -> Vec<Vec<usize>> {
        let n = primary + secondary;
        let mut options: Vec<Vec<usize>> = Vec::new();
        for _ in 0..1 + rng.below(3) {
            let mut rest: Vec<usize> = (0..n).collect();
            for k in (1..rest.len()).rev() {
                rest.swap(k, rng.below(k + 1));
            }
            while !rest.is_empty() {
                let k = (1 + rng.below(3)).min(rest.len());
                options.push(rest.drain(..k).collect());
            }
        }
        for _ in 0..rng.below(n) {
            let o: Vec<usize> = (0..n).filter(|_| rng.below(6) == 0).collect();
            if !o.is_empty() {
                options.push(o);
            }
        }
        options
    }

    #[test]
    fn counts_agree_with_brute_force_on_small_matrices() {
        let mut m = Memo::default();
        for seed in 0..2000u64 {
            let mut rng = Rng(seed);
            let primary = 1 + rng.below(6);
            let secondary = rng.below(3);
            let mut options = random(&mut rng, primary, secondary);
            options.truncate(13);
            let expected = covers(primary, secondary, &options).len() as u128;
            let mut d = build(primary, secondary, &options);
            assert_eq!(
                m.count(&mut d, u128::MAX, u64::MAX),
                Ok(expected),
                "seed {}",
                seed
            );
            if expected > 0 {
                assert!(
                    is_cover(primary, secondary, &options, &m.first),
                    "seed {}",
                    seed
                );
            }
        }
    }

    #[test]
    fn counts_agree_with_the_plain_search_on_larger_matrices() {
        let mut m = Memo::default();
        for seed in 0..200u64 {
            let mut rng = Rng(1000 + seed);
            let primary = 12 + rng.below(30);
            let secondary = rng.below(8);
            let options = random(&mut rng, primary, secondary);
            let mut d = build(primary, secondary, &options);
            let expected = u128::from(plain_count(&mut d));
            assert_eq!(
                m.count(&mut d, u128::MAX, u64::MAX),
                Ok(expected),
                "seed {}",
                seed
            );
            assert!(expected > 0 && is_cover(primary, secondary, &options, &m.first));
            // The search left the matrix whole, and a new count starts from an empty memo.
            assert_eq!(u128::from(plain_count(&mut d)), expected);
            assert_eq!(m.count(&mut d, u128::MAX, u64::MAX), Ok(expected));
        }
    }

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
    fn domino_tilings_of_the_chessboard_are_counted_with_few_nodes() {
        // 12,988,816 tilings (Kasteleyn; Temperley and Fisher, 1961), in under 10,000 branching
        // nodes: the budget would stop a search that visited them one by one.
        let board = dominoes(8, 8);
        let mut d = build(64, 0, &board);
        let mut m = Memo::default();
        assert_eq!(m.count(&mut d, u128::MAX, 10_000), Ok(12_988_816));
        assert!(is_cover(64, 0, &board, &m.first));
        // The 6x6 board's 6,728 against the plain search.
        let mut d = build(36, 0, &dominoes(6, 6));
        assert_eq!(plain_count(&mut d), 6728);
        assert_eq!(m.count(&mut d, u128::MAX, 500), Ok(6728));
    }

    #[test]
    fn the_limit_stops_the_count_even_when_the_memo_answers_in_bulk() {
        let board = dominoes(8, 8);
        let mut d = build(64, 0, &board);
        let mut m = Memo::default();
        assert_eq!(m.count(&mut d, 1000, u64::MAX), Ok(1000));
        assert_eq!(m.count(&mut d, 12_988_817, u64::MAX), Ok(12_988_816));
        assert_eq!(m.count(&mut d, 12_988_816, u64::MAX), Ok(12_988_816));
        assert_eq!(m.count(&mut d, 0, u64::MAX), Ok(0));
        // The first cover: found, kept, and a cover.
        assert_eq!(m.count(&mut d, 1, u64::MAX), Ok(1));
        assert!(is_cover(64, 0, &board, &m.first));
        // 2^70 covers (70 items, two one-item options each), exactly; 2^130 pass 128 bits, and
        // the search gives up rather than wrapping.
        let options: Vec<Vec<usize>> = (0..140).map(|k| vec![k / 2]).collect();
        let mut d = build(70, 0, &options);
        assert_eq!(m.count(&mut d, u128::MAX, 10_000), Ok(1 << 70));
        let options: Vec<Vec<usize>> = (0..260).map(|k| vec![k / 2]).collect();
        let mut d = build(130, 0, &options);
        assert!(m.count(&mut d, u128::MAX, 10_000).is_err());
    }

    #[test]
    fn a_budget_stops_the_search_and_says_so() {
        let mut d = build(64, 0, &dominoes(8, 8));
        let mut m = Memo::default();
        match m.count(&mut d, u128::MAX, 50) {
            Err(n) => assert!(n < 12_988_816),
            r => panic!("{:?}", r),
        }
        // The matrix is whole after a stop: the next count is right.
        assert_eq!(m.count(&mut d, u128::MAX, u64::MAX), Ok(12_988_816));
        // A search that needs no branch at all is within any budget.
        let mut d = build(2, 0, &[vec![0], vec![1]]);
        assert_eq!(m.count(&mut d, u128::MAX, 0), Ok(1));
    }

    #[test]
    fn matrices_of_different_widths_share_the_table() {
        // 2xn boards have Fibonacci(n + 1) tilings, whatever unused secondary items come
        // after the cells; the covered sets take 1, 3, 1, 5 and 3 words.
        let mut m = Memo::default();
        let fib = |n: usize| (0..n).fold((0u128, 1u128), |(a, b), _| (b, a + b)).0;
        for &(n, unused) in [(10, 0), (70, 0), (12, 0), (90, 110), (69, 0)].iter() {
            let mut d = build(2 * n, unused, &dominoes(2, n));
            assert_eq!(
                m.count(&mut d, u128::MAX, 10_000),
                Ok(fib(n + 1)),
                "2x{}",
                n
            );
        }
    }

    #[test]
    fn the_first_cover_mode_proves_no_cover_with_less_search() {
        // 35 cells have no domino tiling: the memo of failures finds that in few nodes.
        let mut d = build(35, 0, &dominoes(5, 7));
        let mut m = Memo::default();
        assert_eq!(m.count(&mut d, 1, 3000), Ok(0));
        assert!(m.first.is_empty());
        // Its failures do not leak into the next search: a 6x6 board has covers.
        let board = dominoes(6, 6);
        let mut d = build(36, 0, &board);
        assert_eq!(m.count(&mut d, 1, u64::MAX), Ok(1));
        assert!(is_cover(36, 0, &board, &m.first));
    }
}
