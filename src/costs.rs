//! Knuth's costs (his DLX5): each option has a cost, and the goal is the least total cost of a
//! solution, or the `k` least. Block `costs` is a rule for block `prune`, so the search that
//! runs it (the core's, with colours or not, or block `mcc`'s) does not change.
//!
//! The bound. First, as DLX5 does, each primary item in turn is taxed the least cost left among
//! its options, taken off the cost of every option that holds it: no option's net cost goes
//! below 0, and every solution pays each item's tax once for each time it holds it. Then each
//! option's net cost is shared equally among its primary items. An item that needs `n` more
//! options will be in `n` chosen ones at least, each paying it its tax and a share no less than
//! the least net share left in its list: so the rest of a solution costs at least the sum, over
//! the active items, of need times (tax + least share). DLX5 cuts a node only when one item's
//! cheapest option cannot fit; this sum over all the items, sharper as options drop out, cuts far
//! earlier. It also prices each option: taking option `o` costs at least the bound plus `o`'s net
//! cost less the least shares of its own items (its reduced cost), so an option whose reduced
//! cost cannot fit under the best known total is taken out of the node's subtree before the
//! choice of an item, which then sees only the options that can still pay off.
//!
//! Where every item is held exactly once (no bounds), any prices hold: a solution pays each
//! item's price once, whatever its sign. So the taxes are only a start: subgradient steps of a
//! Lagrangian relaxation move them to where the bound is higher, and an option left with a
//! negative net cost adds it to the bound while it is in the matrix (at most that much can be
//! saved by it), the shares being those of the positive net costs.

use crate::dlx::{Dlx, Step};
use crate::prune::{Rule, Verdict};

// ---- BEGIN costs (needs dlx prune) ----
/// The `k` least totals of the solutions, by branch and bound: a rule for block `prune`. It adds
/// the options to the matrix itself (`new`), cheapest net share first, so that each item's least
/// share is at the head of its list, as the bound reads it.
pub struct Costs {
    /// DLX option -> the caller's option (the order they were added in).
    pub order: Vec<usize>,
    /// DLX option -> its cost.
    cost: Vec<u64>,
    /// Shares are exact when `scale` is a multiple of every option's number of primary items;
    /// 0 turns the bound off (costs so large that it could overflow).
    scale: u64,
    /// Node -> its option, with `LEAD` where its item is its option's first primary item; its
    /// option's share (read where the options are scanned: one load, not two in a chain).
    option: Vec<u32>,
    at: Vec<u64>,
    /// Header -> the least number of options that must hold the item (1 for exact cover); at
    /// the node last entered, how many more it needs; its tax times `scale`; its least share.
    lower: Vec<u32>,
    need: Vec<u32>,
    tax: Vec<i64>,
    least: Vec<u64>,
    /// The options of negative net cost (their first primary node, and that cost), which the
    /// bound counts while they are in the matrix.
    negative: Vec<(u32, i64)>,
    /// How many totals to keep; the least found so far, in order.
    pub(crate) k: usize,
    pub best: Vec<u64>,
    /// The cost of the options chosen at the node last entered.
    pub(crate) now: u64,
    /// Option `o`'s primary items' headers are `heads[from[o]..from[o + 1]]`.
    heads: Vec<u32>,
    from: Vec<u32>,
    /// The most primary items in an option.
    widest: u64,
    /// No bounds (`lower` empty): every active item needs one option, and `need` is not kept.
    exact: bool,
}

/// The bit of `Costs::option` that marks the first primary item of an option.
const LEAD: u32 = 1 << 31;

/// The Lagrangian prices take at most `STEPS` subgradient steps, and fewer where each would read
/// more than `WORK / STEPS` entries: the work stays a few times that of reading the input.
const STEPS: usize = 300;
const WORK: usize = 30_000_000;
/// Each step aims `AIM` above the best bound so far (Polyak's step, toward an overestimate of
/// the optimum), and the step is halved `HALVINGS` times over the steps.
const AIM: f64 = 0.05;
const HALVINGS: usize = 10;

/// Prices for the bound: the scale; each item's price and each option's net cost (its cost less
/// its items' prices), times the scale.
struct Prices {
    scale: u64,
    tax: Vec<i64>,
    net: Vec<i64>,
}

impl Prices {
    /// From the options' primary items (`options[o]`, from 0) and costs. Knuth's taxes first:
    /// each item in turn priced the least net cost of its options, so no net cost goes below 0
    /// and every solution pays each item's price each time it holds it. Where every item is held
    /// exactly once (`exact`), the prices then rise and fall by a Lagrangian relaxation's
    /// subgradient steps (any prices hold there, each option's negative net cost counted apart),
    /// while its bound rises.
    fn new(primary: usize, options: &[Vec<usize>], cost: &[u64], exact: bool) -> Prices {
        let scale = Prices::scale(primary, options, cost, exact);
        let mut p = Prices {
            scale,
            tax: vec![0; primary],
            net: cost.iter().map(|&c| (c * scale) as i64).collect(),
        };
        if scale == 0 {
            p.net = vec![0; options.len()];
            return p;
        }
        let mut of_item = vec![Vec::new(); primary];
        for (o, items) in options.iter().enumerate() {
            for &i in items {
                of_item[i].push(o);
            }
        }
        for (i, os) in of_item.iter().enumerate() {
            p.tax[i] = os.iter().map(|&o| p.net[o]).min().unwrap_or(0);
            for &o in os {
                p.net[o] -= p.tax[i];
            }
        }
        if exact {
            p.relax(options, cost);
        }
        p
    }

    /// The least common multiple of the options' widths, while every sum the bound forms (at
    /// most four times the costs' total and, with free prices, each entry's price, times the
    /// scale) fits in 63 bits; 0 if even 1 does not.
    fn scale(primary: usize, options: &[Vec<usize>], cost: &[u64], exact: bool) -> u64 {
        let width = |o: usize| options[o].len().max(1) as u64;
        let most = cost.iter().cloned().max().unwrap_or(0);
        let entries: usize = options.iter().map(|o| o.len()).sum();
        let mut total = cost.iter().fold(0u128, |s, &c| s + u128::from(c));
        if exact {
            total += (entries + options.len() + primary) as u128 * u128::from(most);
        }
        let fits = |scale: u64| 4 * total * u128::from(scale) < 1 << 63;
        let mut scale = 1;
        for o in 0..options.len() {
            let lcm = scale / gcd(scale, width(o)) * width(o);
            if !fits(lcm) {
                break;
            }
            scale = lcm;
        }
        if fits(scale) {
            scale
        } else {
            0
        }
    }

    /// The Lagrangian relaxation's bound at prices `u` (the prices' sum, plus each option's
    /// negative reduced cost), and its subgradient in `g`.
    fn lagrangian(options: &[Vec<usize>], cost: &[u64], u: &[f64], g: &mut Vec<f64>) -> f64 {
        g.clear();
        g.resize(u.len(), 1.0);
        let mut l: f64 = u.iter().sum();
        for (o, items) in options.iter().enumerate() {
            let r = cost[o] as f64 - items.iter().map(|&i| u[i]).sum::<f64>();
            if r < 0.0 {
                l += r;
                items.iter().for_each(|&i| g[i] -= 1.0);
            }
        }
        l
    }

    /// Moves the taxes by subgradient steps to the prices of the highest bound met, kept within
    /// the largest cost either way; the net costs follow.
    fn relax(&mut self, options: &[Vec<usize>], cost: &[u64]) {
        let scale = self.scale;
        let most = cost.iter().cloned().max().unwrap_or(0);
        let entries: usize = options.iter().map(|o| o.len()).sum();
        let mut u: Vec<f64> = self
            .tax
            .iter()
            .map(|&t| (t / scale as i64) as f64)
            .collect();
        let (mut g, mut best, mut step) = (Vec::new(), u.clone(), 1.0);
        let mut high = Prices::lagrangian(options, cost, &u, &mut g);
        let steps = (WORK / (entries + 1)).min(STEPS);
        for k in 0..steps {
            let l = Prices::lagrangian(options, cost, &u, &mut g);
            if l > high {
                high = l;
                best.clone_from(&u);
            }
            let norm: f64 = g.iter().map(|x| x * x).sum();
            if norm == 0.0 {
                break;
            }
            let t = step * (high * AIM + 1.0 + high - l) / norm;
            for (x, d) in u.iter_mut().zip(&g) {
                *x = (*x + t * d).max(-(most as f64)).min(most as f64);
            }
            if (k + 1) % (steps / HALVINGS + 1) == 0 {
                step /= 2.0;
            }
        }
        let m = (most * scale) as i64;
        for (t, b) in self.tax.iter_mut().zip(&best) {
            *t = ((b * scale as f64).round() as i64).max(-m).min(m);
        }
        for (o, items) in options.iter().enumerate() {
            let taxes: i64 = items.iter().map(|&i| self.tax[i]).sum();
            self.net[o] = (cost[o] * scale) as i64 - taxes;
        }
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b > 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

impl Costs {
    /// Adds `options` (each its items and colours; option `o` costs `cost[o]`) to the empty
    /// matrix `dlx`, cheapest net share first (ties in input order), and makes the rule for
    /// them: primary item `i` must be in `lower[i]` options at least (empty: exactly one, exact
    /// cover); the `k` least totals are kept (`k >= 1`). The prices are made once, here.
    pub fn new(
        dlx: &mut Dlx,
        options: &[&[(usize, u32)]],
        cost: &[u64],
        lower: &[u32],
        k: usize,
    ) -> Costs {
        assert!(dlx.options() == 0, "the matrix is built here");
        let primary = dlx.primary();
        let items: Vec<Vec<usize>> = (options.iter())
            .map(|o| o.iter().map(|e| e.0).filter(|&i| i < primary).collect())
            .collect();
        let p = Prices::new(primary, &items, cost, lower.is_empty());
        let share = |o: usize| p.net[o].max(0) as u64 / items[o].len().max(1) as u64;
        let mut order: Vec<usize> = (0..options.len()).collect();
        order.sort_by_key(|&o| share(o));
        for &o in &order {
            dlx.add_option(&options[o].iter().map(|e| e.0).collect::<Vec<_>>());
        }
        let mut c = Costs {
            cost: order.iter().map(|&o| cost[o]).collect(),
            order,
            scale: p.scale,
            option: vec![0; dlx.nodes()],
            at: vec![0; dlx.nodes()],
            lower: vec![1; primary + 1],
            need: vec![0; primary + 1],
            tax: vec![0; primary + 1],
            least: vec![0; primary + 1],
            negative: Vec::new(),
            k: k.max(1),
            best: Vec::new(),
            now: 0,
            heads: Vec::new(),
            from: vec![0],
            widest: 1,
            exact: lower.is_empty(),
        };
        for (h, &l) in lower.iter().enumerate().take(primary) {
            c.lower[h + 1] = l;
        }
        c.tax[1..].copy_from_slice(&p.tax);
        c.index(dlx, &p.net);
        c
    }

    /// Each node's option (its first primary node marked) and share, each option's primary
    /// items, and the options of negative net cost.
    fn index(&mut self, dlx: &Dlx, net: &[i64]) {
        for k in 0..self.order.len() {
            let (o, nodes) = (self.order[k], dlx.option(k));
            let width = (nodes.clone())
                .filter(|&q| dlx.top(q as u32) as usize <= dlx.primary())
                .count();
            let share = net[o].max(0) as u64 / width.max(1) as u64;
            for q in nodes {
                self.option[q] = k as u32;
                self.at[q] = share;
                let h = dlx.top(q as u32);
                if h as usize <= dlx.primary() {
                    if self.heads.len() == self.from[k] as usize {
                        self.option[q] |= LEAD;
                        if net[o] < 0 {
                            self.negative.push((q as u32, net[o]));
                        }
                    }
                    self.heads.push(h);
                }
            }
            self.widest = self.widest.max(width as u64);
            self.from.push(self.heads.len() as u32);
        }
    }

    /// The cost of the options chosen on the path to the node.
    fn path_cost(&self, dlx: &Dlx) -> u64 {
        (0..dlx.depth())
            .map(|l| dlx.node(l))
            .filter(|&x| x as usize > dlx.items())
            .map(|x| self.cost[(self.option[x as usize] & !LEAD) as usize])
            .sum()
    }

    /// What each active item still needs: its lower bound less the options chosen with it.
    fn needs(&mut self, dlx: &Dlx) {
        let (need, lower) = (&mut self.need, &self.lower);
        dlx.each_active(|h, _| {
            need[h as usize] = lower[h as usize];
            true
        });
        for l in 0..dlx.depth() {
            let x = dlx.node(l);
            if x as usize > dlx.items() {
                for q in dlx.option((self.option[x as usize] & !LEAD) as usize) {
                    if let Some(n) = need.get_mut(dlx.top(q as u32) as usize) {
                        *n = n.saturating_sub(1);
                    }
                }
            }
        }
    }

    /// The bound on the rest of a solution below the node, times the scale, with each active
    /// item's least share noted in `least`; `None` if an item has too few options left. Also
    /// whether every active item needs an option, and the least of their least shares.
    fn bound(&mut self, dlx: &Dlx) -> Option<(i64, bool, u64)> {
        let (at, least, tax, need, exact) =
            (&self.at, &mut self.least, &self.tax, &self.need, self.exact);
        let mut bound = (self.now * self.scale) as i64;
        let (mut all_need, mut least_of_all) = (true, !0);
        let alive = dlx.each_active(|h, len| {
            let n = if exact { 1 } else { need[h as usize] };
            // An item with too few options left would also make the sum overflow.
            if n > len {
                return false;
            }
            least[h as usize] = if n > 0 { at[dlx.down(h) as usize] } else { 0 };
            all_need &= n > 0;
            least_of_all = least_of_all.min(least[h as usize]);
            bound += i64::from(n) * (tax[h as usize] + least[h as usize] as i64);
            true
        });
        // An option of negative net cost still in the matrix: its first primary node linked,
        // in an active item's list (a covered item's list keeps the node of its hidden option).
        for &(q, net) in &self.negative {
            if dlx.down(dlx.up(q)) == q && dlx.is_active(dlx.top(q)) {
                bound += net;
            }
        }
        if alive {
            Some((bound, all_need, least_of_all))
        } else {
            None
        }
    }

    /// Pushes onto `out` the options whose reduced cost does not fit in the `gap` left under
    /// the cutoff, each met in its first item's list. A list is read from its dearest share
    /// down, and only while the share could still make the reduced cost that large: no more
    /// than the widest option's shares above `floor`, the least share of an item that needs one.
    fn too_dear(&self, dlx: &Dlx, gap: u64, floor: u64, out: &mut Vec<usize>) {
        let limit = floor + (gap + self.widest - 1) / self.widest;
        let (option, at, least, heads, from) =
            (&self.option, &self.at, &self.least, &self.heads, &self.from);
        dlx.each_active(|h, _| {
            dlx.each_up(h, |q| {
                let share = at[q as usize];
                if share + 1 < limit {
                    return false;
                }
                let o = option[q as usize];
                if o & LEAD != 0 {
                    // Each term is at least 0: the option is in the list of each of its items.
                    let o = (o & !LEAD) as usize;
                    let mut reduced = 0;
                    for &i in &heads[from[o] as usize..from[o + 1] as usize] {
                        reduced += share - least[i as usize];
                    }
                    if reduced >= gap {
                        out.push(o);
                    }
                }
                true
            });
            true
        });
    }
}

impl<K> Rule<K> for Costs {
    const LINKED: bool = true;

    fn prune(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> Verdict {
        self.now = self.path_cost(dlx);
        if self.best.len() < self.k {
            return Verdict::Live;
        }
        let cutoff = self.best[self.k - 1];
        if self.now >= cutoff {
            return Verdict::Dead;
        }
        // (Scale 0: no bound. A matrix grown since `new`: its nodes are not all known here.)
        if self.scale == 0 || self.at.len() != dlx.nodes() {
            return Verdict::Live;
        }
        if !self.exact {
            self.needs(dlx);
        }
        let cut = (cutoff * self.scale) as i64;
        let (bound, all_need, least_of_all) = match self.bound(dlx) {
            Some(b) if b.0 < cut => b,
            _ => return Verdict::Dead,
        };
        // (No active item at all: no option is left to price.)
        let floor = if all_need && least_of_all < !0 {
            least_of_all
        } else {
            0
        };
        self.too_dear(dlx, (cut - bound) as u64, floor, out);
        Verdict::Live
    }

    fn solution(&mut self, _: &Dlx) -> Step {
        let at = (self.best.iter().position(|&b| b > self.now)).unwrap_or(self.best.len());
        self.best.insert(at, self.now);
        self.best.truncate(self.k);
        Step::On
    }
}
// ---- END costs ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colours::Colours;
    use crate::dlx::{Mrv, X};
    use crate::mcc::Mcc;
    use crate::prune::Prune;
    use crate::testing::{random_option, seeds, solution_sets, Count, Priced, Rng};

    /// An option: its items with their colours (0: none), and its cost.
    type Opt = Priced;

    /// The `k` least totals by the DLX with block costs, with bounds (block mcc) or not.
    fn least(
        primary: usize,
        bounds: Option<&[(u32, u32)]>,
        secondary: usize,
        opts: &[Opt],
        k: usize,
    ) -> Vec<u64> {
        let entries: Vec<&[(usize, u32)]> = opts.iter().map(|o| &o.0[..]).collect();
        let cost: Vec<u64> = opts.iter().map(|o| o.1).collect();
        let lower: Vec<u32> = bounds.map_or_else(Vec::new, |b| b.iter().map(|b| b.0).collect());
        let mut dlx = Dlx::new(primary, secondary);
        let costs = Costs::new(&mut dlx, &entries, &cost, &lower, k);
        let mut colours = Colours::default();
        for (k, &o) in costs.order.iter().enumerate() {
            let c: Vec<u32> = opts[o].0.iter().map(|e| e.1).collect();
            colours.paint(&dlx, k, &c);
        }
        let mut v = (Prune::new(costs), Count(0));
        match bounds {
            Some(b) => dlx.search(&mut Mcc::new(b, colours), &mut v),
            None => dlx.search(&mut X(Mrv, colours), &mut v),
        }
        v.0.rule.best
    }

    /// The `k` least totals over every subset that is a solution, by brute force.
    fn brute(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt], k: usize) -> Vec<u64> {
        let mut totals: Vec<u64> = solution_sets(bounds, secondary, opts)
            .iter()
            .map(|s| s.1)
            .collect();
        totals.sort_unstable();
        totals.truncate(k);
        totals
    }

    fn random(rng: &mut Rng, primary: usize, secondary: usize, n: usize) -> Vec<Opt> {
        (0..n)
            .map(|_| {
                let o = random_option(rng, primary, secondary);
                let cost = rng.below(20) as u64 * rng.below(4) as u64;
                (o, cost)
            })
            .collect()
    }

    #[test]
    fn least_totals_agree_with_brute_force() {
        let mut rng = Rng(5);
        let mut found = 0;
        for seed in seeds(3000) {
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
        assert!(
            crate::testing::few() || found > 1000,
            "too few solutions to test: {}",
            found
        );
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
