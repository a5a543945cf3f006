//! The compositions of strategies and visits that the files use (the table in `dlx.rs`), each
//! run on seeded problems and held to the brute force: every pairing compiles only where it can
//! work (forward checking, which reads every level as an option, follows Algorithm X alone), and
//! each gives the right answer.

use crate::best::Best;
use crate::budget::{Budget, First};
use crate::colours::Colours;
use crate::costs::Costs;
use crate::dlx::{Dlx, Forced, Leftmost, Mrv, Noted, X};
use crate::mcc::Mcc;
use crate::memo::Memo;
use crate::parallel::{frontier, Pool, Shared};
use crate::prune::{Lookahead, Prune};
use crate::testing::{random_bounds, random_option, seeds, solution_sets, All, Count, Priced, Rng};

/// A seeded problem: `primary` items (with `bounds`, or exactly once), `secondary` ones, and
/// options with colours and costs.
struct Problem {
    primary: usize,
    secondary: usize,
    bounds: Vec<(u32, u32)>,
    opts: Vec<Priced>,
}

impl Problem {
    fn new(seed: u64, bounded: bool) -> Problem {
        let mut rng = Rng(seed);
        let (primary, secondary) = (1 + rng.below(5), rng.below(3));
        let opts = (0..1 + rng.below(13))
            .map(|_| {
                let o = random_option(&mut rng, primary, secondary);
                (o, rng.below(20) as u64)
            })
            .collect();
        let bounds = random_bounds(&mut rng, primary, bounded);
        Problem {
            primary,
            secondary,
            bounds,
            opts,
        }
    }

    /// The solutions by brute force: their options, and their costs sorted.
    fn truth(&self) -> (Vec<Vec<usize>>, Vec<u64>) {
        let sets = solution_sets(&self.bounds, self.secondary, &self.opts);
        let mut costs: Vec<u64> = sets.iter().map(|s| s.1).collect();
        costs.sort_unstable();
        let mut options: Vec<Vec<usize>> = sets.into_iter().map(|s| s.0).collect();
        options.sort();
        (options, costs)
    }

    fn entries(&self) -> Vec<&[(usize, u32)]> {
        self.opts.iter().map(|o| &o.0[..]).collect()
    }

    /// The matrix, its options in input order, and their colours.
    fn matrix(&self) -> (Dlx, Colours) {
        let mut dlx = Dlx::new(self.primary, self.secondary);
        for e in self.entries() {
            dlx.add_option(&e.iter().map(|e| e.0).collect::<Vec<_>>());
        }
        let colours = self.paint(&dlx, &(0..self.opts.len()).collect::<Vec<_>>());
        (dlx, colours)
    }

    fn paint(&self, dlx: &Dlx, order: &[usize]) -> Colours {
        let mut colours = Colours::default();
        for (k, &o) in order.iter().enumerate() {
            colours.paint(
                dlx,
                k,
                &self.opts[o].0.iter().map(|e| e.1).collect::<Vec<_>>(),
            );
        }
        colours
    }

    /// The matrix built by block costs (keeping `k` totals), and its colours.
    fn priced(&self, k: usize) -> (Dlx, Costs, Colours) {
        let mut dlx = Dlx::new(self.primary, self.secondary);
        let cost: Vec<u64> = self.opts.iter().map(|o| o.1).collect();
        let lower: Vec<u32> = match self.bounds.iter().all(|&b| b == (1, 1)) {
            true => Vec::new(),
            false => self.bounds.iter().map(|b| b.0).collect(),
        };
        let costs = Costs::new(&mut dlx, &self.entries(), &cost, &lower, k);
        let colours = self.paint(&dlx, &costs.order);
        (dlx, costs, colours)
    }
}

/// The compositions of Algorithm X without colours: plain exact cover with secondary items.
#[test]
fn every_composition_of_algorithm_x() {
    let mut covered = 0;
    for seed in seeds(400) {
        let mut p = Problem::new(seed, false);
        p.opts
            .iter_mut()
            .for_each(|o| o.0.iter_mut().for_each(|e| e.1 = 0));
        let (want, _) = p.truth();
        covered += want.len();
        let (mut dlx, _) = p.matrix();
        let sorted = |mut v: All| {
            v.0.sort();
            v.0
        };
        // Every order, with every cover, the count and the first.
        let mut v = All(Vec::new());
        dlx.search(&mut X(Mrv, ()), &mut v);
        assert_eq!(sorted(v), want, "seed {}", seed);
        let mut v = All(Vec::new());
        dlx.search(&mut X(Forced, ()), &mut v);
        assert_eq!(sorted(v), want, "seed {}", seed);
        let mut v = All(Vec::new());
        dlx.search(&mut X(Noted, ()), &mut v);
        assert_eq!(sorted(v), want, "seed {}", seed);
        let mut v = All(Vec::new());
        dlx.search(&mut X(Leftmost, ()), &mut v);
        assert_eq!(sorted(v), want, "seed {}", seed);
        let mut c = Count(0);
        dlx.search(&mut X(Leftmost, ()), &mut c);
        assert_eq!(c.0, want.len() as u64, "seed {}", seed);
        let mut f = (
            Budget {
                left: 1 << 20,
                gave_up: false,
            },
            First::default(),
        );
        dlx.search(&mut X(Noted, ()), &mut f);
        assert_eq!(f.1 .0.is_some(), !want.is_empty(), "seed {}", seed);
        // Forward checking before the count.
        let entries = p.entries();
        let look = Prune::new(Lookahead::new(p.primary, &entries, 28, 0));
        let mut v = (look, Count(0));
        dlx.search(&mut X(Mrv, ()), &mut v);
        assert_eq!(v.1 .0, want.len() as u64, "seed {}", seed);
        // The memo's count, and the best cover by value (values in option order, decreasing).
        let mut memo = Memo::default();
        memo.start(&dlx, u128::MAX, u64::MAX);
        dlx.search(&mut X(Forced, ()), &mut memo);
        assert_eq!(memo.result(), Ok(want.len() as u128), "seed {}", seed);
        let value: Vec<u64> = (0..p.opts.len() as u64).rev().collect();
        let mut best = Best::new(&dlx, &value, true);
        dlx.search(&mut X(Noted, ()), &mut best);
        let most = want.iter().map(|w| w.iter().map(|&o| value[o]).sum()).max();
        assert_eq!(best.best, most, "seed {}", seed);
    }
    assert!(
        crate::testing::few() || covered > 200,
        "too few covers to test: {}",
        covered
    );
}

/// The compositions of xcc: Algorithm X with colours, forward checking and costs, and
/// Algorithm M with costs; each also under block parallel's walks.
#[test]
fn every_composition_of_xcc() {
    let mut priced = 0;
    for seed in seeds(400) {
        let bounded = seed % 2 == 1;
        let p = Problem::new(seed, bounded);
        let (want, costs) = p.truth();
        let k = 1 + seed as usize % 3;
        let least: Vec<u64> = costs.iter().cloned().take(k).collect();
        priced += least.len();
        let (mut dlx, colours) = p.matrix();
        let mut c = Count(0);
        if bounded {
            dlx.search(&mut Mcc::new(&p.bounds, colours), &mut c);
            assert_eq!(c.0, want.len() as u64, "seed {}", seed);
            let (mut dlx, rule, colours) = p.priced(k);
            let mut v = (Prune::new(rule), Count(0));
            dlx.search(&mut Mcc::new(&p.bounds, colours), &mut v);
            assert_eq!(v.0.rule.best, least, "seed {}", seed);
            // The same under a pool of paths, the totals shared.
            let (mut dlx, rule, colours) = p.priced(k);
            let mut mcc = Mcc::new(&p.bounds, colours);
            let pool = Pool::new(frontier(&mut dlx, &mut mcc, 4), 1, 0);
            let mut v = (Prune::new(Shared::new(rule, &pool)), Count(0));
            pool.drain(&mut dlx, &mut mcc, &mut v);
            assert_eq!(pool.best(), least, "seed {}, threads", seed);
            continue;
        }
        let entries = p.entries();
        let look = || Prune::new(Lookahead::new(p.primary, &entries, 28, 0));
        let mut x = X(Mrv, colours);
        dlx.search(&mut x, &mut (look(), &mut c));
        assert_eq!(c.0, want.len() as u64, "seed {}", seed);
        let (mut dlx, rule, colours) = p.priced(k);
        let order = rule.order.clone();
        let options: Vec<_> = order.iter().map(|&o| entries[o]).collect();
        let look = Prune::new(Lookahead::new(p.primary, &options, 28, 0));
        let mut v = (look, (Prune::new(rule), Count(0)));
        dlx.search(&mut X(Mrv, colours), &mut v);
        assert_eq!((v.1).0.rule.best, least, "seed {}", seed);
        let (mut dlx, rule, colours) = p.priced(k);
        let mut x = X(Mrv, colours);
        let pool = Pool::new(frontier(&mut dlx, &mut x, 4), 1, 0);
        let mut v = (Prune::new(Shared::new(rule, &pool)), Count(0));
        pool.drain(&mut dlx, &mut x, &mut v);
        assert_eq!(pool.best(), least, "seed {}, threads", seed);
    }
    assert!(
        crate::testing::few() || priced > 300,
        "too few totals to test: {}",
        priced
    );
}
