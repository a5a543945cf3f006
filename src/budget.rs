//! Visits that stop a search (block `budget`): at the first cover, and once a budget of nodes is
//! spent, with randomised restarts against the heavy tail of DLX on loose puzzles.
//!
//! On a grid with many solutions a plain DLX sometimes gets lost below a bad early choice and
//! visits millions of nodes where the same matrix in another order needs a few hundred. So a
//! search gets a budget of nodes; one that runs out is rebuilt in another (seeded, so every run
//! gives the same answer) order and runs again with twice the budget. A search that ends within
//! its budget is exact: a matrix without a cover is still found out.

use crate::dlx::{Dlx, Exact, Noted, Step, Visit, X};
use crate::rng::Rng;

// ---- BEGIN budget (needs dlx x pair rng) ----
/// A visit that stops at the first cover and keeps it (option numbers, in search order).
#[derive(Default)]
pub struct First(pub Option<Vec<usize>>);

impl Visit<Exact> for First {
    fn solution(&mut self, dlx: &Dlx) -> Step {
        let mut cover = Vec::new();
        dlx.solution(&mut cover);
        self.0 = Some(cover);
        Step::Stop
    }
}

/// A visit that stops the search once `left` nodes are spent, and says so.
pub struct Budget {
    pub left: u64,
    pub gave_up: bool,
}

impl<K> Visit<K> for Budget {
    fn enter(&mut self, _: &mut Dlx) -> Step {
        if self.left == 0 {
            self.gave_up = true;
            return Step::Stop;
        }
        self.left -= 1;
        Step::On
    }
    fn solution(&mut self, _: &Dlx) -> Step {
        Step::On
    }
}

/// The first cover of the matrix `build` loads, in its order (`None`), then in random ones: the
/// first search may visit `first` nodes, each restart twice as many. `None` if there is none.
/// Noted choices: the matrices restarted are Sudoku's, where most moves are forced.
pub fn restarts<F>(dlx: &mut Dlx, first: u64, mut build: F) -> Option<Vec<usize>>
where
    F: FnMut(&mut Dlx, Option<&mut Rng>),
{
    let mut rng = Rng(1);
    let mut attempt = 0;
    loop {
        build(dlx, if attempt == 0 { None } else { Some(&mut rng) });
        let budget = Budget {
            left: first.saturating_mul(1 << attempt.min(40)),
            gave_up: false,
        };
        let mut v = (First(None), budget);
        dlx.search(&mut X(Noted, ()), &mut v);
        let (First(cover), Budget { gave_up, .. }) = v;
        if cover.is_some() || !gave_up {
            return cover;
        }
        attempt += 1;
    }
}
// ---- END budget ----

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` items, each with options `0..k` of its own: k^n covers in a tree of that many leaves.
    fn wide(d: &mut Dlx, n: usize, k: usize, shuffle: Option<&mut Rng>) -> Vec<usize> {
        d.reset(n, 0);
        let mut items: Vec<usize> = (0..n * k).map(|o| o / k).collect();
        if let Some(r) = shuffle {
            r.shuffle(&mut items);
        }
        for &i in &items {
            d.add_option(&[i]);
        }
        items
    }

    #[test]
    fn the_budget_counts_nodes_and_gives_up() {
        let mut d = Dlx::new(0, 0);
        // 1 + 4 + 12 + 24 + 24 = 65 nodes and no cover.
        pigeons(&mut d, 5, None);
        let mut v = (
            First(None),
            Budget {
                left: 65,
                gave_up: false,
            },
        );
        d.search(&mut X(Noted, ()), &mut v);
        assert_eq!(
            (v.1.left, v.1.gave_up, (v.0).0.is_some()),
            (0, false, false)
        );
        v.1.left = 64;
        d.search(&mut X(Noted, ()), &mut v);
        assert_eq!((v.1.left, v.1.gave_up, (v.0).0.is_some()), (0, true, false));
    }

    /// Pigeonhole: `n` pigeons (primary), `n - 1` holes (secondary), no cover; the tree has the
    /// same size in every order.
    fn pigeons(d: &mut Dlx, n: usize, shuffle: Option<&mut Rng>) {
        d.reset(n, n - 1);
        let mut options: Vec<[usize; 2]> = (0..n * (n - 1))
            .map(|o| [o / (n - 1), n + o % (n - 1)])
            .collect();
        if let Some(r) = shuffle {
            r.shuffle(&mut options);
        }
        for o in &options {
            d.add_option(o);
        }
    }

    #[test]
    fn restarts_double_the_budget_until_a_search_ends() {
        let mut d = Dlx::new(0, 0);
        // 65 nodes: budgets 1, 2, ..., 64 run out, 128 ends the search.
        let mut builds = 0;
        let got = restarts(&mut d, 1, |d, rng| {
            assert_eq!(rng.is_none(), builds == 0);
            builds += 1;
            pigeons(d, 5, rng);
        });
        assert_eq!((got, builds), (None, 8));
        // A cover is found, and given in the numbers of the last build.
        let mut last = Vec::new();
        let got = restarts(&mut d, 1, |d, rng| last = wide(d, 5, 2, rng)).unwrap();
        let mut items: Vec<usize> = got.iter().map(|&o| last[o]).collect();
        items.sort_unstable();
        assert_eq!(items, vec![0, 1, 2, 3, 4]);
    }
}
