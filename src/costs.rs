//! Knuth's costs (his DLX5): each option has a cost, and the goal is the least total cost of a
//! solution, or the `k` least. Block `costs` is a rule for block `prune`, so the search that
//! runs it (the core's, with colours or not, or block `mcc`'s) does not change.
//!
//! The bound. Give each option's cost to its primary items in equal shares. Every primary item
//! that still needs `n` more options will be in `n` chosen options at least, each paying it a
//! share no less than the least share left in its list; so the rest of a solution costs at least
//! the sum, over the active items, of need times least share. DLX5 cuts a node only when one
//! item's cheapest option cannot fit; this sum over all the items cuts far earlier. The same sum
//! prices each option: taking option `o` costs at least the bound plus `o`'s cost less the least
//! shares of its own items (its reduced cost), so an option whose reduced cost cannot fit under
//! the best known total is taken out of the node's subtree before the choice of an item, which
//! then sees only the options that can still pay off.

use crate::dlx::{Dlx, Step};
use crate::prune::Rule;

// ---- BEGIN costs ----
/// The `k` least totals of the solutions, by branch and bound: a rule for block `prune`. The
/// options must be added to the DLX in the order `Costs::order` gives, cheapest share first,
/// so that each item's least share is at the head of its list.
pub struct Costs {
    /// Option -> its cost; its share, the cost per primary item times `scale`, rounded down.
    cost: Vec<u64>,
    share: Vec<u64>,
    /// Shares are exact when `scale` is a multiple of every option's number of primary items;
    /// 0 turns the bound off (costs so large that it could overflow).
    scale: u64,
    /// Node -> its option; whether its item is its option's first primary item (headers: 0).
    option: Vec<u32>,
    lead: Vec<bool>,
    /// Header -> the least number of options that must hold the item (empty: 1 each); at the
    /// node last entered, how many more it needs, and its least share counted in the bound.
    lower: Vec<u32>,
    need: Vec<u32>,
    least: Vec<u64>,
    /// How many totals to keep; the least found so far, in order.
    k: usize,
    pub best: Vec<u64>,
    /// The cost of the options chosen at the node last entered.
    now: u64,
}

impl Costs {
    /// The order to add the options in: by cost per primary item (`primaries[o]` of them),
    /// cheapest first, ties in input order.
    pub fn order(cost: &[u64], primaries: &[usize]) -> Vec<usize> {
        let mut order: Vec<usize> = (0..cost.len()).collect();
        order.sort_by(|&a, &b| {
            let x = u128::from(cost[a]) * primaries[b] as u128;
            x.cmp(&(u128::from(cost[b]) * primaries[a] as u128))
        });
        order
    }

    /// For the matrix `dlx` as built, its options in `Costs::order`: option `o` costs `cost[o]`;
    /// primary item `i` must be in `lower[i]` options at least (empty: exactly one, exact
    /// cover); the `k` least totals are kept (`k >= 1`).
    pub fn new(dlx: &Dlx, cost: &[u64], lower: &[u32], k: usize) -> Costs {
        let n = dlx.top.len();
        let mut c = Costs {
            cost: cost.to_vec(),
            share: Vec::with_capacity(cost.len()),
            scale: 1,
            option: vec![0; n],
            lead: vec![false; n],
            lower: vec![1; dlx.primary as usize + 1],
            need: vec![0; dlx.primary as usize + 1],
            least: vec![0; dlx.primary as usize + 1],
            k: k.max(1),
            best: Vec::new(),
            now: 0,
        };
        for (h, &l) in lower.iter().enumerate() {
            c.lower[h + 1] = l;
        }
        let mut primaries = Vec::with_capacity(cost.len());
        for o in 0..dlx.first.len() {
            let nodes = dlx.option(o);
            let mut p = 0;
            for q in nodes {
                c.option[q] = o as u32;
                if dlx.top[q] <= dlx.primary {
                    c.lead[q] = p == 0;
                    p += 1;
                }
            }
            primaries.push(p.max(1) as u64);
        }
        // The least common multiple of the options' sizes, while every sum the bound forms (at
        // most four times the costs' total, times the scale) fits in 64 bits.
        let total = cost.iter().fold(0u128, |s, &c| s + u128::from(c));
        let fits = |scale: u64| 4 * total * u128::from(scale) < 1 << 64;
        for &p in &primaries {
            let lcm = c.scale / gcd(c.scale, p) * p;
            if !fits(lcm) {
                break;
            }
            c.scale = lcm;
        }
        if !fits(c.scale) {
            c.scale = 0;
        }
        for (&cost, &p) in cost.iter().zip(&primaries) {
            c.share.push(cost * c.scale / p);
        }
        c
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Rule for Costs {
    fn dead(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> bool {
        let items = dlx.items as u32;
        self.now = 0;
        for l in &dlx.levels[..dlx.depth] {
            if l.node > items {
                self.now += self.cost[self.option[l.node as usize] as usize];
            }
        }
        if self.best.len() < self.k {
            return true;
        }
        let cutoff = self.best[self.k - 1];
        if self.now >= cutoff {
            return false;
        }
        if self.scale == 0 {
            return true;
        }
        // What each active item still needs: its lower bound less the options chosen with it.
        let (need, lower) = (&mut self.need, &self.lower);
        dlx.headers(|h| {
            need[h as usize] = lower[h as usize];
            true
        });
        for l in &dlx.levels[..dlx.depth] {
            if l.node > items {
                for q in dlx.option(self.option[l.node as usize] as usize) {
                    if let Some(n) = need.get_mut(dlx.top[q] as usize) {
                        *n = n.saturating_sub(1);
                    }
                }
            }
        }
        let (share, option, least) = (&self.share, &self.option, &mut self.least);
        let mut bound = self.now * self.scale;
        let alive = dlx.headers(|h| {
            let (n, head) = (need[h as usize], dlx.dlink[h as usize]);
            least[h as usize] = if n > 0 && head != h {
                share[option[head as usize] as usize]
            } else {
                0
            };
            bound += u64::from(n) * least[h as usize];
            // An item with too few options left would also make the sum overflow.
            n <= dlx.len(h)
        });
        let cut = cutoff * self.scale;
        if !alive || bound >= cut {
            return false;
        }
        // The options whose reduced cost does not fit in what is left under the cutoff.
        let (gap, cost, scale, lead) = (cut - bound, &self.cost, self.scale, &self.lead);
        dlx.headers(|h| {
            let mut q = dlx.dlink[h as usize];
            while q != h {
                if lead[q as usize] {
                    let o = option[q as usize] as usize;
                    let mut reduced = cost[o] * scale;
                    for p in dlx.option(o) {
                        let i = dlx.top[p] as usize;
                        if i <= dlx.primary as usize {
                            reduced -= least[i];
                        }
                    }
                    if reduced >= gap {
                        out.push(o);
                    }
                }
                q = dlx.dlink[q as usize];
            }
            true
        });
        true
    }

    fn solution(&mut self, _: &Dlx) -> Step {
        let at = self.best.iter().position(|&b| b > self.now);
        self.best.insert(at.unwrap_or(self.best.len()), self.now);
        self.best.truncate(self.k);
        Step::On
    }
}
// ---- END costs ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Colours, Mcc, Visit};
    use crate::prune::Prune;
    use crate::testing::Rng;

    /// An option: its items with their colours (0: none), and its cost.
    type Opt = (Vec<(usize, u32)>, u64);

    /// Counts the solutions the rule lets through.
    struct Count(u64);

    impl Visit for Count {
        fn solution(&mut self, _: &Dlx) -> Step {
            self.0 += 1;
            Step::On
        }
    }

    /// The `k` least totals by the DLX with block costs, with bounds (block mcc) or not.
    fn least(
        primary: usize,
        bounds: Option<&[(u32, u32)]>,
        secondary: usize,
        opts: &[Opt],
        k: usize,
    ) -> Vec<u64> {
        let primaries: Vec<usize> = opts
            .iter()
            .map(|o| o.0.iter().filter(|e| e.0 < primary).count())
            .collect();
        let cost: Vec<u64> = opts.iter().map(|o| o.1).collect();
        let order = Costs::order(&cost, &primaries);
        let mut dlx = Dlx::new(primary, secondary);
        let mut colours = Colours::default();
        for (k, &o) in order.iter().enumerate() {
            let items: Vec<usize> = opts[o].0.iter().map(|e| e.0).collect();
            dlx.add_option(&items);
            let c: Vec<u32> = opts[o].0.iter().map(|e| e.1).collect();
            colours.paint(&dlx, k, &c);
        }
        let sorted: Vec<u64> = order.iter().map(|&o| cost[o]).collect();
        let lower: Vec<u32> = bounds.map_or_else(Vec::new, |b| b.iter().map(|b| b.0).collect());
        let mut v = (Prune::new(Costs::new(&dlx, &sorted, &lower, k)), Count(0));
        match bounds {
            Some(b) => {
                let mut mcc = Mcc::new(b);
                mcc.colours = colours;
                dlx.search_mcc(&mut mcc, &mut v);
            }
            None => dlx.search(&mut colours, &mut v),
        }
        v.0.rule.best
    }

    /// The `k` least totals over every subset that is a solution, by brute force.
    fn brute(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt], k: usize) -> Vec<u64> {
        let mut totals = Vec::new();
        for set in 0u32..1 << opts.len() {
            let mut count = vec![0u32; bounds.len()];
            let mut colour: Vec<Option<u32>> = vec![None; secondary];
            let mut ok = true;
            let mut total = 0;
            for (o, opt) in opts.iter().enumerate().filter(|&(o, _)| set >> o & 1 == 1) {
                total += opt.1;
                let _ = o;
                for &(i, c) in &opt.0 {
                    if i < bounds.len() {
                        count[i] += 1;
                    } else {
                        let s = &mut colour[i - bounds.len()];
                        ok &= s.is_none() || c > 0 && *s == Some(c);
                        *s = Some(c);
                    }
                }
            }
            if ok && (0..bounds.len()).all(|i| bounds[i].0 <= count[i] && count[i] <= bounds[i].1) {
                totals.push(total);
            }
        }
        totals.sort_unstable();
        totals.truncate(k);
        totals
    }

    fn random(rng: &mut Rng, primary: usize, secondary: usize, n: usize) -> Vec<Opt> {
        (0..n)
            .map(|_| {
                let mut o = vec![(rng.below(primary), 0)];
                for i in 0..primary + secondary {
                    if rng.below(3) == 0 && o.iter().all(|e| e.0 != i) {
                        let c = if i >= primary { rng.below(3) as u32 } else { 0 };
                        o.push((i, c));
                    }
                }
                let cost = rng.below(20) as u64 * rng.below(4) as u64;
                (o, cost)
            })
            .collect()
    }

    #[test]
    fn least_totals_agree_with_brute_force() {
        let mut rng = Rng(5);
        let mut found = 0;
        for seed in 0..3000 {
            let (primary, secondary) = (1 + rng.below(6), rng.below(3));
            let n = 1 + rng.below(14);
            let opts = random(&mut rng, primary, secondary, n);
            let k = 1 + rng.below(4);
            let exact = vec![(1, 1); primary];
            let want = brute(&exact, secondary, &opts, k);
            found += want.len();
            assert_eq!(
                least(primary, None, secondary, &opts, k),
                want,
                "seed {}: {:?}",
                seed,
                opts
            );
            let bounds: Vec<(u32, u32)> = (0..primary)
                .map(|_| {
                    let upper = 1 + rng.below(3) as u32;
                    (rng.below(upper as usize + 1) as u32, upper)
                })
                .collect();
            let want = brute(&bounds, secondary, &opts, k);
            let got = least(primary, Some(&bounds), secondary, &opts, k);
            assert_eq!(got, want, "seed {}: {:?} {:?}", seed, bounds, opts);
        }
        assert!(found > 1000, "too few solutions to test: {}", found);
    }

    #[test]
    fn the_bound_cuts_and_keeps_the_optimum() {
        // Twelve items in pairs: each pair by one option of cost 1, or each item alone at 5.
        let mut opts: Vec<Opt> = Vec::new();
        for i in 0..12 {
            opts.push((vec![(i, 0)], 5));
            if i % 2 == 0 {
                opts.push((vec![(i, 0), (i + 1, 0)], 1));
            }
        }
        assert_eq!(least(12, None, 0, &opts, 1), vec![6]);
        assert_eq!(least(12, None, 0, &opts, 3), vec![6, 15, 15]);
    }

    #[test]
    fn costs_too_large_for_the_bound_still_give_the_optimum() {
        let big = 1u64 << 61;
        let opts: Vec<Opt> = vec![
            (vec![(0, 0)], big),
            (vec![(0, 0)], big - 1),
            (vec![(1, 0)], 3),
        ];
        assert_eq!(least(2, None, 0, &opts, 2), vec![big + 2, big + 3]);
    }
}
