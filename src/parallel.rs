//! Threads and parts (block `parallel`, carried by xcc alone: a judge runs one thread). The
//! search tree is cut at the first depth that holds enough nodes (`frontier`); each node is a
//! subproblem, named by its path, the node chosen at each level from the root. A thread takes
//! the pool's next path and searches below it on its own copy of the problem (`Below` leads the
//! search down the path, refusing every node off it, and stops when the subtree is done), so a
//! thread that is through with a small subtree takes another, and uneven subtrees even out. A
//! part of `n` (a process of its own) takes every `n`-th path of the same frontier, the same in
//! every process: the tree down to the cut is searched by the core alone, with no rule at its
//! nodes (a rule's cuts there could depend on what another thread found first). With costs, the
//! threads share the best totals found (`Shared`).

use crate::costs::Costs;
use crate::dlx::{Dlx, Step, Strategy, Visit};
use crate::prune::{Rule, Verdict};

// ---- BEGIN parallel (needs dlx costs prune) ----
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// A visit borrowed: a thread keeps its visits (and what they learnt) from one path to the next.
impl<K, V: Visit<K>> Visit<K> for &mut V {
    #[inline(always)]
    fn enter(&mut self, d: &mut Dlx) -> Step {
        (**self).enter(d)
    }
    #[inline(always)]
    fn branch(&mut self, d: &Dlx, item: usize) -> Step {
        (**self).branch(d, item)
    }
    #[inline(always)]
    fn leave(&mut self, d: &mut Dlx) {
        (**self).leave(d)
    }
    #[inline(always)]
    fn solution(&mut self, d: &Dlx) -> Step {
        (**self).solution(d)
    }
}

/// A visit or none: a rule a problem may not have.
impl<K, V: Visit<K>> Visit<K> for Option<V> {
    #[inline(always)]
    fn enter(&mut self, d: &mut Dlx) -> Step {
        match *self {
            Some(ref mut v) => v.enter(d),
            None => Step::On,
        }
    }
    #[inline(always)]
    fn branch(&mut self, d: &Dlx, item: usize) -> Step {
        match *self {
            Some(ref mut v) => v.branch(d, item),
            None => Step::On,
        }
    }
    #[inline(always)]
    fn leave(&mut self, d: &mut Dlx) {
        if let Some(ref mut v) = *self {
            v.leave(d)
        }
    }
    #[inline(always)]
    fn solution(&mut self, d: &Dlx) -> Step {
        match *self {
            Some(ref mut v) => v.solution(d),
            None => Step::On,
        }
    }
}

/// The path to the node being entered: the node chosen at each level above it.
fn path(d: &Dlx) -> Vec<u32> {
    (0..d.depth()).map(|l| d.node(l)).collect()
}

/// Keeps the paths to the nodes at `depth` and to the solutions above it, going no deeper.
struct Cut {
    depth: usize,
    paths: Vec<Vec<u32>>,
    nodes: usize,
}

impl<K> Visit<K> for Cut {
    fn enter(&mut self, d: &mut Dlx) -> Step {
        self.nodes += 1;
        if d.depth() < self.depth {
            return Step::On;
        }
        self.paths.push(path(d));
        Step::Back
    }
    fn solution(&mut self, d: &Dlx) -> Step {
        self.paths.push(path(d));
        Step::On
    }
}

/// The subproblems: the paths to the nodes of the first depth with at least `want` of them (or
/// the deepest one reached within about a million nodes, or every solution of a small tree),
/// and to the solutions above it, in the search's order. No rule runs above the cut: its cuts
/// could depend on what a thread found first (costs), and forward checking there, though the
/// same in every process, made each of 8 parts of a pentomino board spend a third of the
/// whole search's instructions walking down to its subtrees (a search bare above the cut: an
/// eighth).
pub fn frontier<S: Strategy>(d: &mut Dlx, s: &mut S, want: usize) -> Vec<Vec<u32>> {
    let mut depth = 1;
    loop {
        let mut cut = Cut {
            depth,
            paths: Vec::new(),
            nodes: 0,
        };
        d.search(s, &mut cut);
        // A path shorter than `depth` ends at a solution: none longer, no node is that deep.
        let deep = cut.paths.iter().any(|p| p.len() == depth);
        if cut.paths.len() >= want || !deep || cut.nodes > 1 << 20 {
            return cut.paths;
        }
        depth += 1;
    }
}

/// What the threads share: the paths not yet taken, a stop for all, the solutions numbered
/// across them (where `m<k>` or `t<k>` needs one numbering), and the least totals found.
pub struct Pool {
    paths: Vec<Vec<u32>>,
    next: AtomicUsize,
    pub stop: AtomicBool,
    pub found: AtomicUsize,
    best: Mutex<Vec<u64>>,
    /// Raised at each change of `best`: a thread reads it at each node, and `best` only when it
    /// moved.
    version: AtomicUsize,
}

impl Pool {
    /// Part `part` of `parts`: every `parts`-th path from the `part`-th, dealt round robin, so
    /// that each part has some of every region of the tree. (Dealt by a hash of their numbers,
    /// 8 parts of pentomino boards were no closer to their mean: 0.80-1.34 of it against
    /// 0.77-1.22, and queens 14's 0.93-1.10 against 0.99-1.01.)
    pub fn new(paths: Vec<Vec<u32>>, parts: usize, part: usize) -> Pool {
        let mine = paths.into_iter().skip(part).step_by(parts.max(1)).collect();
        Pool {
            paths: mine,
            next: AtomicUsize::new(0),
            stop: AtomicBool::new(false),
            found: AtomicUsize::new(0),
            best: Mutex::new(Vec::new()),
            version: AtomicUsize::new(0),
        }
    }

    /// The next path no thread has taken.
    fn take(&self) -> Option<&[u32]> {
        let k = self.next.fetch_add(1, Ordering::Relaxed);
        self.paths.get(k).map(|p| &p[..])
    }

    /// The least totals found by every thread.
    pub fn best(&self) -> Vec<u64> {
        self.best.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Searches below each path not yet taken, on `d` as `s` goes, with `visit`, until none is
    /// left or the pool is stopped: one walk of the tree down to the cut, in the order of the
    /// paths.
    pub fn drain<S: Strategy, V: Visit<S::Kind>>(&self, d: &mut Dlx, s: &mut S, visit: &mut V) {
        let mut walk = Walk {
            pool: self,
            target: self.take(),
            inside: false,
            inner: visit,
        };
        if walk.target.is_some() {
            d.search(s, &mut walk);
        }
    }
}

/// Visits `inner` at the nodes below the ends of the paths a thread takes, one after another.
/// The search walks the tree above the cut as `frontier` did, in the same order (no rule runs
/// there), skipping every node before the path it is heading for: so a thread reaches each of
/// its paths without going back to the root, each node above the cut entered once at most.
struct Walk<'a, V> {
    pool: &'a Pool,
    /// The path the walk is heading for, or below whose end it is (`inside`).
    target: Option<&'a [u32]>,
    inside: bool,
    inner: V,
}

impl<'a, V> Walk<'a, V> {
    /// Whether the walk is below the end of its path, at a node of depth `k`.
    fn below(&self, k: usize) -> bool {
        self.inside && k >= self.target.map_or(0, |t| t.len())
    }
}

impl<'a, K, V: Visit<K>> Visit<K> for Walk<'a, V> {
    fn enter(&mut self, d: &mut Dlx) -> Step {
        let k = d.depth();
        if self.pool.stop.load(Ordering::Relaxed) {
            return Step::Stop;
        }
        if k > 0 && self.below(k - 1) {
            return self.inner.enter(d);
        }
        if self.inside {
            // At the end of the path or above it again: its subtree is done.
            self.inside = false;
            self.target = self.pool.take();
        }
        let t = match self.target {
            Some(t) => t,
            None => return Step::Stop,
        };
        // A node off the path is before it: the walk keeps `frontier`'s order, so it never
        // passes a path.
        if (0..k).zip(t).any(|(l, &x)| d.node(l) != x) {
            return Step::Back;
        }
        match k.cmp(&t.len()) {
            std::cmp::Ordering::Less => Step::On,
            std::cmp::Ordering::Equal => {
                self.inside = true;
                self.inner.enter(d)
            }
            std::cmp::Ordering::Greater => Step::Back,
        }
    }
    fn branch(&mut self, d: &Dlx, item: usize) -> Step {
        match self.below(d.depth()) {
            true => self.inner.branch(d, item),
            false => Step::On,
        }
    }
    fn leave(&mut self, d: &mut Dlx) {
        if self.below(d.depth()) {
            self.inner.leave(d)
        }
    }
    fn solution(&mut self, d: &Dlx) -> Step {
        match self.below(d.depth()) {
            true => self.inner.solution(d),
            false => Step::On,
        }
    }
}

/// Block costs' rule, its least totals shared through `pool`: each total found goes in the
/// pool's, and a thread takes the pool's as soon as they move, so every thread cuts with the
/// best known to any. A rule itself, run by block prune like the one it wraps.
pub struct Shared<'a> {
    pub costs: Costs,
    pool: &'a Pool,
    seen: usize,
}

impl<'a> Shared<'a> {
    pub fn new(costs: Costs, pool: &'a Pool) -> Shared<'a> {
        Shared {
            costs,
            pool,
            seen: 0,
        }
    }
}

impl<'a, K> Rule<K> for Shared<'a> {
    const LINKED: bool = <Costs as Rule<K>>::LINKED;
    fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
        if self.pool.version.load(Ordering::Acquire) != self.seen {
            let best = self.pool.best.lock().unwrap_or_else(|e| e.into_inner());
            self.seen = self.pool.version.load(Ordering::Acquire);
            self.costs.best.clone_from(&best);
        }
        Rule::<K>::prune(&mut self.costs, d, out)
    }
    fn solution(&mut self, d: &Dlx) -> Step {
        let (now, k) = (self.costs.now, self.costs.k);
        let step = Rule::<K>::solution(&mut self.costs, d);
        let mut best = self.pool.best.lock().unwrap_or_else(|e| e.into_inner());
        let at = best.iter().position(|&b| b > now).unwrap_or(best.len());
        best.insert(at, now);
        best.truncate(k);
        self.seen = self.pool.version.fetch_add(1, Ordering::Release) + 1;
        self.costs.best.clone_from(&best);
        step
    }
}

/// Runs `work` on `threads` threads and gives back what each returned, or a message if one
/// could not start or failed.
pub fn run_threads<T, F>(threads: usize, work: F) -> Result<Vec<T>, String>
where
    T: Send + 'static,
    F: Fn() -> T + Send + Sync + 'static,
{
    let work = Arc::new(work);
    let mut running = Vec::new();
    for _ in 0..threads {
        let w = work.clone();
        match std::thread::Builder::new().spawn(move || w()) {
            Ok(h) => running.push(h),
            Err(e) => return Err(format!("cannot start a thread: {}", e)),
        }
    }
    let mut out = Vec::new();
    for h in running {
        out.push(h.join().map_err(|_| "a thread failed".to_string())?);
    }
    Ok(out)
}
// ---- END parallel ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colours::Colours;
    use crate::dlx::{Mrv, X};
    use crate::mcc::Mcc;
    use crate::prune::{Lookahead, Prune};
    use crate::testing::{random_option, Count, Rng};

    /// A problem: options (items with colours, 0 none; a cost), bounds or none, `k` totals.
    struct Problem {
        primary: usize,
        secondary: usize,
        opts: Vec<(Vec<(usize, u32)>, u64)>,
        bounds: Option<Vec<(u32, u32)>>,
        k: Option<usize>,
        /// Forward checking at each node (without bounds).
        look: bool,
    }

    /// A copy of a problem: its matrix, searched with colours, by block mcc where it has
    /// bounds; block costs' rule, where it keeps totals; forward checking, where asked.
    struct Copy {
        dlx: Dlx,
        colours: Colours,
        mcc: Option<Mcc>,
        costs: Option<Costs>,
        look: Option<Prune<Lookahead>>,
    }

    impl Problem {
        /// A copy, its options in block costs' order where it keeps totals.
        fn copy(&self) -> Copy {
            let entries: Vec<&[(usize, u32)]> = self.opts.iter().map(|o| &o.0[..]).collect();
            let cost: Vec<u64> = self.opts.iter().map(|o| o.1).collect();
            let lower: Vec<u32> = match self.bounds {
                Some(ref b) => b.iter().map(|b| b.0).collect(),
                None => Vec::new(),
            };
            let mut dlx = Dlx::new(self.primary, self.secondary);
            let costs = self
                .k
                .map(|k| Costs::new(&mut dlx, &entries, &cost, &lower, k));
            let order = match costs {
                Some(ref c) => c.order.clone(),
                None => {
                    for e in &entries {
                        dlx.add_option(&e.iter().map(|e| e.0).collect::<Vec<_>>());
                    }
                    (0..entries.len()).collect()
                }
            };
            let mut colours = Colours::default();
            for (k, &o) in order.iter().enumerate() {
                colours.paint(&dlx, k, &entries[o].iter().map(|e| e.1).collect::<Vec<_>>());
            }
            let options: Vec<_> = order.iter().map(|&o| entries[o]).collect();
            let look = match self.look && self.bounds.is_none() {
                true => Some(Prune::new(Lookahead::new(self.primary, &options, 100, 0))),
                false => None,
            };
            let mcc = self
                .bounds
                .as_ref()
                .map(|b| Mcc::new(b, std::mem::replace(&mut colours, Colours::default())));
            Copy {
                dlx,
                colours,
                mcc,
                costs,
                look,
            }
        }

        /// The frontier of a copy's tree at `want` nodes.
        fn paths(&self, want: usize) -> Vec<Vec<u32>> {
            let c = self.copy();
            let mut dlx = c.dlx;
            match c.mcc {
                Some(mut m) => frontier(&mut dlx, &mut m, want),
                None => frontier(&mut dlx, &mut X(Mrv, c.colours), want),
            }
        }
    }

    /// The count and the least totals, in one search; with costs, the totals alone (the count
    /// is of the solutions that beat the cutoff of the time, which depends on the order).
    fn whole(p: &Problem) -> (u64, Vec<u64>) {
        let c = p.copy();
        let mut dlx = c.dlx;
        let mut v = (c.costs.map(Prune::new), Count(0));
        match c.mcc {
            Some(mut m) => dlx.search(&mut m, &mut v),
            None => dlx.search(&mut X(Mrv, c.colours), &mut (c.look, &mut v)),
        }
        match v.0 {
            Some(costs) => (0, costs.rule.best),
            None => ((v.1).0, Vec::new()),
        }
    }

    /// The count and the least totals of the paths of `pool`, on `threads` threads.
    fn threaded(p: &Arc<Problem>, pool: &Arc<Pool>, threads: usize) -> (u64, Vec<u64>) {
        let (p, shared) = (p.clone(), pool.clone());
        let counts = run_threads(threads, move || {
            let c = p.copy();
            let priced = c.costs.is_some();
            let costs = c.costs.map(|c| Prune::new(Shared::new(c, &shared)));
            let mut dlx = c.dlx;
            let mut v = (costs, Count(0));
            match c.mcc {
                Some(mut m) => shared.drain(&mut dlx, &mut m, &mut v),
                None => {
                    let mut x = X(Mrv, c.colours);
                    shared.drain(&mut dlx, &mut x, &mut (c.look, &mut v))
                }
            }
            if priced {
                0
            } else {
                (v.1).0
            }
        });
        let counts = counts.expect("the threads ran");
        (counts.iter().sum(), pool.best())
    }

    /// Seeded problems of every kind: exact cover, colours, bounds, costs.
    fn random(seed: u64) -> Problem {
        let mut rng = Rng(seed);
        let (primary, secondary) = (1 + rng.below(6), rng.below(3));
        let priced = seed % 2 == 1;
        let opts = (0..1 + rng.below(16))
            .map(|_| {
                let o = random_option(&mut rng, primary, secondary);
                (o, if priced { rng.below(20) as u64 } else { 0 })
            })
            .collect();
        let bounds = match seed % 3 {
            0 => Some(
                (0..primary)
                    .map(|_| {
                        let upper = 1 + rng.below(3) as u32;
                        (rng.below(upper as usize + 1) as u32, upper)
                    })
                    .collect(),
            ),
            _ => None,
        };
        Problem {
            primary,
            secondary,
            opts,
            bounds,
            k: if priced { Some(1 + rng.below(3)) } else { None },
            look: seed % 4 < 2,
        }
    }

    /// N queens, rows and columns primary, diagonals secondary.
    fn queens(n: usize) -> Problem {
        let mut opts = Vec::new();
        for r in 0..n {
            for c in 0..n {
                let o = vec![(r, 0), (n + c, 0), (2 * n + r + c, 0), (5 * n + r - c, 0)];
                opts.push((o, 0));
            }
        }
        Problem {
            primary: 2 * n,
            secondary: 4 * n,
            opts,
            bounds: None,
            k: None,
            look: true,
        }
    }

    #[test]
    fn parts_and_threads_agree_with_one_search() {
        let mut problems: Vec<Problem> = (0..300).map(random).collect();
        problems.push(queens(8));
        let mut priced = 0;
        for (seed, p) in problems.into_iter().enumerate() {
            let want = whole(&p);
            priced += !want.1.is_empty() as usize;
            let p = Arc::new(p);
            for &cut in &[1, 5, 40] {
                let paths = p.paths(cut);
                for &parts in &[1, 2, 3, 7] {
                    let mut sum = (0, Vec::new());
                    for part in 0..parts {
                        let pool = Arc::new(Pool::new(paths.clone(), parts, part));
                        let (n, best) = threaded(&p, &pool, 1);
                        sum.0 += n;
                        sum.1.extend(best);
                    }
                    sum.1.sort_unstable();
                    sum.1.truncate(p.k.unwrap_or(0));
                    assert_eq!(sum, want, "seed {}, cut {}, {} parts", seed, cut, parts);
                }
                for &threads in &[2, 3] {
                    let pool = Arc::new(Pool::new(paths.clone(), 1, 0));
                    let got = threaded(&p, &pool, threads);
                    assert_eq!(got, want, "seed {}, cut {}, {} threads", seed, cut, threads);
                }
            }
        }
        assert!(
            priced > 50,
            "too few problems with solutions and costs: {}",
            priced
        );
    }

    #[test]
    fn the_frontier_is_deep_enough_and_a_stop_stops_every_thread() {
        let p = Arc::new(queens(8));
        // 8 queens, MRV: 8 nodes at depth 1, 42 at depth 2.
        let paths = p.paths(20);
        assert!(paths.len() >= 20 && paths.iter().all(|x| x.len() == 2));
        let pool = Arc::new(Pool::new(paths, 1, 0));
        pool.stop.store(true, Ordering::Relaxed);
        assert_eq!(threaded(&p, &pool, 2).0, 0);
        // A tree smaller than asked for: every solution, each a path of its own.
        let paths = queens(4).paths(1000);
        assert_eq!(paths.len(), 2);
    }
}
