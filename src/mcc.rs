//! Knuth's multiplicities (his DLX3 and SSMCC, "MCC"): a primary item may be covered between
//! `a` and `b` times. Block `mcc` is Algorithm M, a strategy of the core's one search loop.

use crate::bignum::Big;
use crate::colours::Colours;
use crate::dlx::{Dlx, Mrv, Strategy};

// ---- BEGIN mcc (needs dlx x colours bignum bignum_arith) ----
/// The kind of search whose levels may choose no option: Algorithm M's ([`Mcc`]). A visit that
/// follows it says `Visit<Multiple>` (or holds for every kind), and reads its solutions with
/// `solution_mcc`.
pub enum Multiple {}

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
    /// the solutions below a node whose one item left has options that never clash are counted,
    /// not visited, into `tallied` (a search split into subtrees at a depth counts only inside
    /// its own); `None`: every solution visited. The sets of an item's options are as many as
    /// `2^len`, so they are counted exactly, of any size: in a word, moved into a `Big` before it
    /// would overflow (`tallied()`).
    pub tally_from: Option<usize>,
    tallied: (u64, Big),
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
            tally_from: None,
            tallied: (0, Big::default()),
            alone: false,
            seen: Vec::new(),
        }
    }

    /// An item with bound `b` and slack `s` that has `len` options left can be dealt with in
    /// `len + min(s, b) - b + 1` ways (0 or less: none; then `(h, 0)`); of two as good, the one
    /// with less slack, then the one with the larger bound (more options), as DLX3 prefers. An
    /// item with no options left that needs none is done: it takes no level, and leaves the
    /// choice for the node's subtree (`leave` puts it back).
    fn pick(&mut self, dlx: &mut Dlx) -> (u32, u64) {
        let (mut best, mut key, mut ways, mut found) = (0, !0u64, 0, None);
        let from = self.done.len();
        // The borrows of `room` and `done` end with this block (Rust 1.33's are lexical).
        {
            let (room, done) = (&self.room, &mut self.done);
            dlx.each_active(|h, len| {
                let (b, len) = (u64::from(room[h as usize].bound), u64::from(len));
                let s = u64::from(room[h as usize].slack).min(b);
                if len + s <= b {
                    if len + s < b {
                        found = Some((h, 0));
                        return false;
                    }
                    if len == 0 {
                        // Done for the whole subtree: options and needs only go down in it.
                        done.push(h);
                        return true;
                    }
                }
                let t = (len + s + 1 - b).min(M);
                if t == 1 {
                    found = Some((h, 1));
                    return false;
                }
                let k = t << 40 | s.min(M) << 20 | (M - b.min(M));
                ways += 1;
                if k < key {
                    best = h;
                    key = k;
                }
                true
            });
        }
        for &h in &self.done[from..] {
            dlx.deactivate(h);
        }
        self.alone = found.is_none() && ways == 1;
        found.unwrap_or((best, key >> 40))
    }

    /// Adds to `tallied` the solutions below a node whose only item not done is `h` (`alone`),
    /// if its options never clash (`false`, nothing added, where two share a secondary item
    /// otherwise than in one colour): then every set of them that meets its bounds is one (no
    /// other item is in them), and they are counted as sums of binomials.
    fn completions(&mut self, dlx: &Dlx, h: u32) -> bool {
        self.seen.clear();
        let mut p = dlx.down(h);
        while p != h {
            let mut q = dlx.right(p);
            while q != p {
                let i = dlx.top(q);
                if i as usize <= dlx.primary() {
                    return false;
                }
                self.seen.push((i, self.colours.of(q)));
                q = dlx.right(q);
            }
            p = dlx.down(p);
        }
        self.seen.sort_unstable();
        let clash = self
            .seen
            .windows(2)
            .any(|w| w[0].0 == w[1].0 && (w[0] != w[1] || w[0].1 == 0));
        if clash {
            return false;
        }
        let (r, len) = (self.room[h as usize], u64::from(dlx.len(h)));
        let (need, most) = (
            u64::from(r.bound.saturating_sub(r.slack)),
            u64::from(r.bound),
        );
        // C(len, k) for k up to the bound, summed from the need, in a word while it fits one.
        let small = || {
            let (mut c, mut sum) = (1u64, 0u64);
            for k in 0..=len.min(most) {
                if k >= need {
                    sum = sum.checked_add(c)?;
                }
                c = c.checked_mul(len - k)? / (k + 1);
            }
            Some(sum)
        };
        let tallied = &mut self.tallied;
        match small().map(|n| (n, tallied.0.checked_add(n))) {
            Some((_, Some(t))) => tallied.0 = t,
            Some((n, None)) => {
                tallied.1.add_word(tallied.0);
                tallied.0 = n;
            }
            None => tallied.1.add(&binomials(len, need, len.min(most))),
        }
        true
    }

    /// The solutions counted unvisited (`tally_from`).
    pub fn tallied(&self) -> Big {
        let mut all = self.tallied.1.clone();
        all.add_word(self.tallied.0);
        all
    }

    /// Commits the option of node `x`: each other primary item has one use less, covered when
    /// none is left; the secondary ones covered or purified.
    fn commit(&mut self, dlx: &mut Dlx, x: u32) {
        let (room, colours, primary) = (&mut self.room, &self.colours, dlx.primary() as u32);
        dlx.others(x, |dlx, q, c| {
            if c <= primary {
                room[c as usize].bound -= 1;
                if room[c as usize].bound == 0 {
                    dlx.cover_item::<Mrv>(c);
                }
            } else {
                colours.settle::<Mrv>(dlx, q);
            }
        });
    }
}

/// `C(len, need) + ... + C(len, most)` in big integers (each `C(len, k + 1)` is `C(len, k)
/// (len - k) / (k + 1)`, exactly): where the sum does not fit a word. Out of line: rare, and
/// inlined it made the choice slower.
#[inline(never)]
fn binomials(len: u64, need: u64, most: u64) -> Big {
    let (mut c, mut sum) = (Big(vec![1]), Big::default());
    for k in 0..=most {
        if k >= need {
            sum.add(&c);
        }
        c.mul_word(len - k);
        c.div_word(k + 1);
    }
    sum
}

/// A level's node is its item's header before its first move and after the move that chooses no
/// option, else the option's node.
impl Strategy for Mcc {
    type Kind = Multiple;

    /// The item to branch on, as `pick` says; where only the number is asked, a node whose one
    /// item left has options that never clash is counted here, and is a dead end for the search.
    #[inline]
    fn choose(&mut self, dlx: &mut Dlx) -> (u32, u32) {
        let depth = dlx.depth();
        if self.marks.len() <= depth {
            self.marks.resize(depth + 1, 0);
        }
        self.marks[depth] = self.done.len();
        let (h, score) = self.pick(dlx);
        let tally = self.tally_from.map_or(false, |d| depth >= d);
        if h != 0 && score > 0 && self.alone && tally && self.completions(dlx, h) {
            return (h, 0);
        }
        (h, score as u32)
    }

    /// The next move of the level, whose item is `h` (first used once more, covered if that
    /// was its last use): its next option, tweaked unless the item is covered and its slack 0
    /// (a plain exact-cover level), or no option at all. `false` when the moves are used up or
    /// too few options are left to meet the lower bound.
    #[inline]
    fn next(&mut self, dlx: &mut Dlx, first: bool) -> bool {
        let (h, node) = dlx.level();
        if first {
            self.room[h as usize].bound -= 1;
            if self.room[h as usize].bound == 0 {
                dlx.cover_item::<Mrv>(h);
            }
            dlx.begin_move();
        }
        let (b, s) = (self.room[h as usize].bound, self.room[h as usize].slack);
        let x = if first { h } else { node };
        let y;
        if b == 0 && s == 0 {
            y = dlx.down(x);
            if y == h {
                return false;
            }
        } else {
            if !first && x == h || u64::from(dlx.len(h)) + u64::from(s) <= u64::from(b) {
                return false;
            }
            y = dlx.down(h);
            if y != h {
                dlx.tweak::<Mrv>(y, b > 0);
            } else if b > 0 {
                dlx.deactivate(h);
            }
            dlx.begin_move();
        }
        dlx.set_node(y);
        if y != h {
            self.commit(dlx, y);
        }
        true
    }

    /// Takes back the option of the deepest level's node, if it chose one.
    #[inline]
    fn retract(&mut self, dlx: &mut Dlx) {
        let (h, x) = dlx.level();
        if x == h {
            return;
        }
        dlx.retract_move();
        let (room, primary) = (&mut self.room, dlx.primary() as u32);
        dlx.others_back(x, |dlx, _, c| {
            if c <= primary {
                if room[c as usize].bound == 0 {
                    dlx.activate_item(c);
                }
                room[c as usize].bound += 1;
            }
        });
    }

    #[inline]
    fn close(&mut self, dlx: &mut Dlx, h: u32) {
        dlx.retract_level();
        self.room[h as usize].bound += 1;
        dlx.activate_item(h);
    }

    /// Makes the items found done at the node left active again.
    #[inline]
    fn leave(&mut self, dlx: &mut Dlx) {
        while self.done.len() > self.marks[dlx.depth()] {
            if let Some(h) = self.done.pop() {
                dlx.activate_item(h);
            }
        }
    }
}

/// Algorithm M as a probe runs it: the ways of each level and the moves it took are kept, for
/// Knuth's estimate of the part of the tree done (`done`), which the links cannot give (the
/// tweaks hide the options tried); the search proper pays nothing for it.
pub struct Estimate<'a> {
    pub mcc: &'a mut Mcc,
    ways: u32,
    steps: Vec<(u32, u32)>,
}

impl<'a> Estimate<'a> {
    pub fn new(mcc: &'a mut Mcc) -> Estimate<'a> {
        Estimate {
            mcc,
            ways: 0,
            steps: Vec::new(),
        }
    }

    /// Knuth's estimate of the part of the tree done when the search was at depth `depth` (read
    /// after a visit stopped it there): at each level, the moves before the one taken, each
    /// worth its share of the level above.
    pub fn done(&self, depth: usize) -> f64 {
        let (mut part, mut share) = (0.0, 1.0);
        for &(ways, tried) in self.steps.iter().take(depth + 1).skip(1) {
            share /= f64::from(ways.max(1));
            part += share * f64::from(tried.saturating_sub(1));
        }
        part.min(1.0)
    }
}

impl<'a> Strategy for Estimate<'a> {
    type Kind = Multiple;
    fn choose(&mut self, dlx: &mut Dlx) -> (u32, u32) {
        let (h, ways) = self.mcc.choose(dlx);
        self.ways = ways;
        (h, ways)
    }
    fn next(&mut self, dlx: &mut Dlx, first: bool) -> bool {
        if !self.mcc.next(dlx, first) {
            return false;
        }
        let d = dlx.depth();
        if self.steps.len() <= d {
            self.steps.resize(d + 1, (0, 0));
        }
        if first {
            self.steps[d] = (self.ways, 0);
        }
        self.steps[d].1 += 1;
        true
    }
    fn retract(&mut self, dlx: &mut Dlx) {
        self.mcc.retract(dlx)
    }
    fn close(&mut self, dlx: &mut Dlx, item: u32) {
        self.mcc.close(dlx, item)
    }
    fn leave(&mut self, dlx: &mut Dlx) {
        self.mcc.leave(dlx)
    }
}

impl Dlx {
    /// The solution just found by block mcc's search (or Algorithm X's): its option numbers, in
    /// search order, a level that chose no option (its node its item's header) left out. Not in
    /// `solution`, which every file carries: the test there changed their machine code.
    pub fn solution_mcc(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in 0..self.depth() {
            let x = self.node(l);
            if x as usize > self.items() {
                out.push(self.option_of(x));
            }
        }
    }
}
// ---- END mcc ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Step, Visit};
    use crate::testing::{seeds, solution_sets, Count, Priced, Rng};

    /// Every solution, as sorted option lists.
    struct All(Vec<Vec<usize>>, Vec<usize>);

    impl Visit<Multiple> for All {
        fn solution(&mut self, dlx: &Dlx) -> Step {
            dlx.solution_mcc(&mut self.1);
            let mut s = self.1.clone();
            s.sort_unstable();
            self.0.push(s);
            Step::On
        }
    }

    /// An option: its items and their colours (0: none; colours only on secondary items).
    type Opt = Vec<(usize, u32)>;

    /// The matrix of `opts` and block mcc's search of it, its colours painted.
    fn build(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> (Dlx, Mcc) {
        let mut dlx = Dlx::new(bounds.len(), secondary);
        let mut colours = Colours::default();
        for (k, o) in opts.iter().enumerate() {
            let items: Vec<usize> = o.iter().map(|e| e.0).collect();
            dlx.add_option(&items);
            let c: Vec<u32> = o.iter().map(|e| e.1).collect();
            colours.paint(&dlx, k, &c);
        }
        (dlx, Mcc::new(bounds, colours))
    }

    /// The number of solutions, the last items' sets counted, not visited, where they can be.
    fn tally(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> (u64, u64) {
        let (mut dlx, mut mcc) = build(bounds, secondary, opts);
        mcc.tally_from = Some(0);
        let mut count = Count(0);
        dlx.search(&mut mcc, &mut count);
        let tallied = mcc.tallied().0.first().cloned().unwrap_or(0);
        assert!(mcc.tallied().0.len() <= 1, "{:?}", mcc.tallied());
        (count.0 + tallied, tallied)
    }

    fn search(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let (mut dlx, mut mcc) = build(bounds, secondary, opts);
        let mut all = All(Vec::new(), Vec::new());
        dlx.search(&mut mcc, &mut all);
        all.0.sort();
        all.0
    }

    /// Every subset of the options that meets the bounds and the colours, by brute force.
    fn brute(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let priced: Vec<Priced> = opts.iter().map(|o| (o.clone(), 0)).collect();
        let mut out: Vec<Vec<usize>> = solution_sets(bounds, secondary, &priced)
            .into_iter()
            .map(|s| s.0)
            .collect();
        out.sort();
        out
    }

    #[test]
    fn knuths_example_has_one_solution() {
        // A B 2:3|C | X Y; options A B X:0 Y:0, A C X:1 Y:1, C X:0, B X:1, C Y:1.
        let (a, b, c, x, y) = (0, 1, 2, 3, 4);
        let opts: Vec<Opt> = vec![
            vec![(a, 0), (b, 0), (x, 1), (y, 1)],
            vec![(a, 0), (c, 0), (x, 2), (y, 2)],
            vec![(c, 0), (x, 1)],
            vec![(b, 0), (x, 2)],
            vec![(c, 0), (y, 2)],
        ];
        let bounds = [(1, 1), (1, 1), (2, 3)];
        assert_eq!(search(&bounds, 2, &opts), vec![vec![1, 3, 4]]);
        assert_eq!(brute(&bounds, 2, &opts), vec![vec![1, 3, 4]]);
    }

    #[test]
    fn random_bounds_and_colours_agree_with_brute_force() {
        let mut rng = Rng(33);
        let (mut solutions, mut by_tally) = (0, 0);
        for seed in seeds(3000) {
            let primary = 1 + rng.below(5);
            let secondary = rng.below(4);
            let bounds: Vec<(u32, u32)> = (0..primary)
                .map(|_| {
                    let upper = 1 + rng.below(3) as u32;
                    (rng.below(upper as usize + 1) as u32, upper)
                })
                .collect();
            let n = 1 + rng.below(12);
            let opts: Vec<Opt> = (0..n)
                .map(|_| {
                    let mut o: Opt = Vec::new();
                    o.push((rng.below(primary), 0));
                    for i in 0..primary + secondary {
                        if rng.below(3) == 0 && o.iter().all(|e| e.0 != i) {
                            let c = if i >= primary { rng.below(3) as u32 } else { 0 };
                            o.push((i, c));
                        }
                    }
                    o
                })
                .collect();
            let want = brute(&bounds, secondary, &opts);
            solutions += want.len();
            let (counted, tallied) = tally(&bounds, secondary, &opts);
            assert_eq!(counted, want.len() as u64, "seed {}: counted", seed);
            by_tally += tallied;
            assert_eq!(
                search(&bounds, secondary, &opts),
                want,
                "seed {}: bounds {:?}, options {:?}",
                seed,
                bounds,
                opts
            );
        }
        let few = crate::testing::few();
        assert!(
            few || solutions > 1000,
            "too few solutions to test: {}",
            solutions
        );
        assert!(
            few || by_tally > 200,
            "too few solutions counted unvisited: {}",
            by_tally
        );
    }

    /// One item of `n` one-item options: its sets of `need` to `most` options, counted
    /// unvisited, as many as the binomial sum says, past 2^64 too.
    #[test]
    fn sets_past_two_to_the_64_are_counted_exactly() {
        let sum = |n: u128, need: u128, most: u128| {
            let (mut c, mut s) = (1u128, 0u128);
            for k in 0..=most {
                if k >= need {
                    s += c;
                }
                c = c * (n - k) / (k + 1);
            }
            s
        };
        for &(n, need, most) in &[
            (70u32, 1u32, 70u32),
            (100, 1, 100),
            (64, 0, 64),
            (90, 30, 60),
        ] {
            let opts: Vec<Opt> = (0..n).map(|_| vec![(0, 0)]).collect();
            let (mut dlx, mut mcc) = build(&[(need, most)], 0, &opts);
            mcc.tally_from = Some(0);
            let mut count = Count(0);
            dlx.search(&mut mcc, &mut count);
            let want = sum(n as u128, need as u128, most as u128);
            assert_eq!(count.0, 0);
            assert_eq!(
                mcc.tallied().decimal(),
                want.to_string(),
                "{} {} {}",
                n,
                need,
                most
            );
        }
        assert_eq!(sum(70, 1, 70), (1 << 70) - 1);
    }

    #[test]
    fn a_search_leaves_the_matrix_whole_and_can_run_again() {
        let opts: Vec<Opt> = vec![
            vec![(0, 0)],
            vec![(0, 0), (1, 0)],
            vec![(1, 0)],
            vec![(0, 0)],
        ];
        let bounds = [(1, 2), (0, 1)];
        let first = search(&bounds, 0, &opts);
        let (mut dlx, mut mcc) = build(&bounds, 0, &opts);
        for _ in 0..2 {
            let mut all = All(Vec::new(), Vec::new());
            dlx.search(&mut mcc, &mut all);
            all.0.sort();
            assert_eq!(all.0, first);
        }
        assert_eq!(first, brute(&bounds, 0, &opts));
    }
}
