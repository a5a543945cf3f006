//! Branch and bound over exact covers: every cover is visited (or cut), and one of the largest
//! value kept, the value of a cover being the sum of its options' values (P1074's target Sudoku:
//! the best score over all completions).
//!
//! The bound is generic. What is left of a cover below a node takes exactly one option through
//! each active primary item; so, for a position `k` at which every option has a primary item,
//! giving each option's value to its `k`-th item shows that the rest is worth at most the sum,
//! over the active primary items, of the largest value among their active options at position
//! `k`. The bound is the least of these sums over the positions. For Sudoku (options "cell, row
//! digit, column digit, box digit") that is the least of: each open cell its best candidate,
//! each missing digit of a row its best cell, and the same for columns and boxes.

use crate::dlx::{Dlx, Exact, Step, Visit};

// ---- BEGIN best (needs dlx x) ----
/// A visit of every exact cover that keeps the first one of the largest value (values are
/// `u64`, sums saturate). With `bound`, a node where the value chosen so far plus the bound of
/// what is left cannot beat the best cover found is cut.
///
/// The options must come in order of value, highest first: then each item's list is in that
/// order too, so the best active option of an item is its first, and the bound costs one look per
/// active item. That order also finds good covers early, which makes the bound cut sooner.
pub struct Best {
    /// Node -> the value of its option (headers: 0).
    val: Vec<u64>,
    /// Item header -> bit `k` set when the item is the `k`-th of some option (`k < 8`).
    kinds: Vec<u8>,
    /// Bit `k`: every option has a primary item at position `k`.
    valid: u8,
    /// Level -> the value of the options chosen above it.
    sum: Vec<u64>,
    pub bound: bool,
    /// The best value found, and its cover (option numbers, as `Dlx::solution` gives them).
    pub best: Option<u64>,
    pub cover: Vec<usize>,
}

impl Best {
    /// For the matrix `dlx` as built (before its search): option `o` is worth `value[o]`, and
    /// `value` does not increase.
    pub fn new(dlx: &Dlx, value: &[u64], bound: bool) -> Best {
        assert_eq!(value.len(), dlx.options(), "one value per option");
        assert!(
            value.windows(2).all(|w| w[0] >= w[1]),
            "the best options first"
        );
        let (mut val, mut kinds) = (vec![0; dlx.nodes()], vec![0; dlx.items() + 1]);
        let primary = dlx.primary() as u32;
        let mut valid = 0xff;
        for (o, &v) in value.iter().enumerate() {
            let mut here = 0u8;
            for (k, x) in dlx.option(o).enumerate() {
                val[x] = v;
                let bit = if k < 8 { 1 << k } else { 0 };
                let h = dlx.top(x as u32);
                kinds[h as usize] |= bit;
                if h <= primary {
                    here |= bit;
                }
            }
            valid &= here;
        }
        Best {
            val,
            kinds,
            valid,
            sum: vec![0; dlx.primary() + 1],
            bound,
            best: None,
            cover: Vec::new(),
        }
    }

    /// The most the options still active can add: the least over the valid positions `k` of the
    /// sum over the active primary items of their best option if it can hold them at `k`.
    fn rest(&self, dlx: &Dlx) -> u64 {
        let mut sums = [0u64; 8];
        dlx.each_active(|h, _| {
            let v = self.val[dlx.down(h) as usize];
            let mut kinds = self.kinds[h as usize];
            while kinds != 0 {
                let k = kinds.trailing_zeros() as usize;
                sums[k] = sums[k].saturating_add(v);
                kinds &= kinds - 1;
            }
            true
        });
        (0..8)
            .filter(|&k| self.valid >> k & 1 == 1)
            .map(|k| sums[k])
            .min()
            .unwrap_or(std::u64::MAX)
    }
}

impl Visit<Exact> for Best {
    fn enter(&mut self, dlx: &mut Dlx) -> Step {
        let l = dlx.depth();
        if l > 0 {
            self.sum[l] = self.sum[l - 1].saturating_add(self.val[dlx.node(l - 1) as usize]);
        }
        match self.best {
            Some(b) if self.bound && self.sum[l].saturating_add(self.rest(dlx)) <= b => Step::Back,
            _ => Step::On,
        }
    }

    fn solution(&mut self, dlx: &Dlx) -> Step {
        let s = self.sum[dlx.depth()];
        if self.best.map_or(true, |b| s > b) {
            self.best = Some(s);
            dlx.solution(&mut self.cover);
        }
        Step::On
    }
}
// ---- END best ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Noted, X};
    use crate::testing::{build, covers, sudoku_completions, Count, Rng};

    /// The best cover value and the number of covers seen, with or without the bound, in the
    /// search p1074 runs (noted choices).
    fn run(d: &mut Dlx, value: &[u64], bound: bool) -> (Option<u64>, Vec<usize>, u64) {
        let mut v = (Best::new(d, value, bound), Count(0));
        d.search(&mut X(Noted, ()), &mut v);
        ((v.0).best, (v.0).cover, (v.1).0)
    }

    /// The largest value of a cover, by brute force.
    fn brute_force(primary: usize, n: usize, options: &[Vec<usize>], value: &[u64]) -> Option<u64> {
        let all = covers(primary, n - primary, options);
        all.iter().map(|c| c.iter().map(|&o| value[o]).sum()).max()
    }

    #[test]
    fn random_matrices_agree_with_brute_force() {
        for seed in 0..1000 {
            let mut rng = Rng(seed);
            let primary = 1 + rng.below(7);
            let secondary = if seed % 3 == 0 { rng.below(3) } else { 0 };
            let n = primary + secondary;
            let mut options = Vec::new();
            for _ in 0..rng.below(9) {
                let o: Vec<usize> = (0..n).filter(|_| rng.below(3) == 0).collect();
                if !o.is_empty() {
                    options.push(o);
                }
            }
            // Several covers in most cases: options of one item each, in half of them.
            if seed % 2 == 0 {
                for i in 0..primary + rng.below(primary) {
                    let at = rng.below(options.len() + 1);
                    options.insert(at, vec![i % primary]);
                }
            }
            // Every option leads with a primary item in a third of the cases: position 0 bounds.
            if seed % 3 == 1 {
                for o in options.iter_mut() {
                    if o[0] >= primary {
                        o.insert(0, rng.below(primary));
                        o.dedup();
                    }
                }
            }
            // Best first, as `Best` wants them.
            let mut valued: Vec<(u64, Vec<usize>)> = options
                .into_iter()
                .map(|o| (rng.below(20) as u64, o))
                .collect();
            valued.sort_by_key(|v| std::cmp::Reverse(v.0));
            let (value, options): (Vec<u64>, Vec<Vec<usize>>) = valued.into_iter().unzip();
            let want = brute_force(primary, n, &options, &value);
            let mut d = build(primary, secondary, &options);
            let (plain, _, all) = run(&mut d, &value, false);
            let (cut, cover, some) = run(&mut d, &value, true);
            assert_eq!((plain, cut), (want, want), "seed {}: {:?}", seed, options);
            assert!(some <= all, "seed {}", seed);
            // The cover kept is worth what was said.
            if let Some(w) = want {
                assert_eq!(cover.iter().map(|&o| value[o]).sum::<u64>(), w);
            }
        }
    }

    #[test]
    fn the_bound_is_the_least_over_the_valid_positions() {
        // Items 0, 1 primary, 2 secondary. Options [1, 2] (7), [0, 1] (5), [1, 0] (2), [0] (1):
        // position 0 is primary everywhere; position 1 is not (one option has none, one holds 2).
        let mut d = Dlx::new(2, 1);
        for o in &[vec![1, 2], vec![0, 1], vec![1, 0], vec![0]] {
            d.add_option(o);
        }
        let b = Best::new(&d, &[7, 5, 2, 1], true);
        assert_eq!(b.valid, 1);
        // Item 0's best option is worth 5, item 1's 7.
        assert_eq!(b.rest(&d), 5 + 7);
        let (best, cover, _) = run(&mut d, &[7, 5, 2, 1], true);
        assert_eq!((best, cover.len()), (Some(8), 2));
        // No valid position: no bound, and nothing is cut.
        let mut d = Dlx::new(2, 1);
        d.add_option(&[2, 0]);
        d.add_option(&[1]);
        let b = Best::new(&d, &[4, 3], true);
        assert_eq!((b.valid, b.rest(&d)), (0, std::u64::MAX));
    }

    #[test]
    fn no_cover_is_none() {
        let mut d = Dlx::new(2, 0);
        d.add_option(&[0]);
        assert_eq!(run(&mut d, &[4], true).0, None);
    }

    /// Sudoku: each open cell of `g` (0 = open) one option per digit that its givens allow,
    /// worth the target weight times the digit, best first; items cell, row, column, box digit.
    fn sudoku(d: &mut Dlx, g: &[u8; 81]) -> Vec<u64> {
        let unit = |c: usize, k: usize| [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3][k];
        let mut used = [0u16; 27];
        for (c, &x) in g.iter().enumerate() {
            for k in 0..3 {
                used[unit(c, k)] |= 1 << x;
            }
        }
        let mut options = Vec::new();
        for (c, &x) in g.iter().enumerate() {
            for v in 1..10 {
                if x == 0 && (0..3).all(|k| used[unit(c, k)] >> v & 1 == 0) {
                    options.push((weight(c) * v as u64, c, v));
                }
            }
        }
        options.sort_unstable_by(|a, b| b.cmp(a));
        d.reset(81 + 243, 0);
        let mut value = Vec::new();
        for &(w, c, v) in &options {
            let u = |k: usize| 81 + unit(c, k) * 9 + v - 1;
            d.add_option(&[c, u(0), u(1), u(2)]);
            value.push(w);
        }
        // Givens: their cell and unit items get options of their own, worth nothing (last).
        for (c, &x) in g.iter().enumerate() {
            if x != 0 {
                let u = |k: usize| 81 + unit(c, k) * 9 + x as usize - 1;
                d.add_option(&[c, u(0), u(1), u(2)]);
                value.push(0);
            }
        }
        value
    }

    fn weight(c: usize) -> u64 {
        let (i, j) = (c / 9, c % 9);
        6 + i.min(j).min(8 - i).min(8 - j) as u64
    }

    /// The best score over the completions of `g`, by brute force.
    fn brute_sudoku(g: &[u8; 81]) -> Option<u64> {
        let mut best = None;
        sudoku_completions(3, &mut g.clone(), &mut |s| {
            let score = (0..81).filter(|&c| g[c] == 0);
            best = best.max(Some(score.map(|c| weight(c) * s[c] as u64).sum()));
        });
        best
    }

    #[test]
    fn sudoku_grids_agree_with_brute_force_and_the_bound_cuts() {
        let base: Vec<u8> = (0..81)
            .map(|c| ((c / 9 * 3 + c / 27 + c % 9) % 9 + 1) as u8)
            .collect();
        let mut rng = Rng(9);
        let (mut all, mut some) = (0, 0);
        // A sixth of the rounds in the quick tier: the brute force is slow unoptimised.
        let rounds = if crate::testing::full() { 24 } else { 4 };
        for round in 0..rounds {
            // A solved grid, relabelled, with up to 60 cells opened (and sometimes a wrong given).
            let mut perm: Vec<u8> = (1..10).collect();
            for k in (1..9).rev() {
                perm.swap(k, rng.below(k + 1));
            }
            let mut g = [0u8; 81];
            for c in 0..81 {
                g[c] = perm[base[c] as usize - 1];
            }
            for _ in 0..60 + round % 40 {
                g[rng.below(81)] = 0;
            }
            if round % 7 == 3 {
                g[rng.below(81)] = 1 + rng.below(9) as u8;
            }
            let want = brute_sudoku(&g);
            let mut d = Dlx::new(0, 0);
            let value = sudoku(&mut d, &g);
            let (plain, _, a) = run(&mut d, &value, false);
            let (cut, _, s) = run(&mut d, &value, true);
            assert_eq!((plain, cut), (want, want), "round {}", round);
            assert!(s <= a);
            all += a;
            some += s;
        }
        assert!(some * 2 < all, "the bound saw {} covers of {}", some, all);
    }
}
