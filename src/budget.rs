//! A search budget and randomised restarts, against the heavy tail of DLX on loose puzzles.
//!
//! On a grid with many solutions a plain DLX sometimes gets lost below a bad early choice and
//! tries millions of options where the same matrix in another order needs a few hundred. So a
//! search gets a budget of options; one that runs out is rebuilt in another (seeded, so every run
//! gives the same answer) order and runs again with twice the budget. A search that ends within
//! its budget is exact: a matrix without a cover is still found out.

use crate::dlx::{Dlx, Hooks};
use crate::rng::Rng;

// ---- BEGIN budget ----
/// Hooks that stop at the first cover, or give up once `left` options are spent.
pub struct Budget {
    pub left: u64,
    pub gave_up: bool,
    pub found: bool,
    pub cover: Vec<usize>,
}

impl Hooks for Budget {
    // Sudoku: most nodes are forced.
    const NOTES: bool = true;
    fn enter(&mut self, _: &mut Dlx) -> bool {
        if self.left == 0 {
            self.gave_up = true;
            return false;
        }
        self.left -= 1;
        true
    }
    fn solution(&mut self, dlx: &Dlx) -> bool {
        dlx.solution(&mut self.cover);
        self.found = true;
        false
    }
}

/// The first cover of the matrix `build` loads, in its order (`None`), then in random ones: the
/// first search may try `first` options, each restart twice as many. `None` if there is none.
pub fn restarts<F>(dlx: &mut Dlx, first: u64, mut build: F) -> Option<Vec<usize>>
where
    F: FnMut(&mut Dlx, Option<&mut Rng>),
{
    let mut rng = Rng(1);
    let mut b = Budget {
        left: first,
        gave_up: false,
        found: false,
        cover: Vec::new(),
    };
    let mut attempt = 0;
    loop {
        build(dlx, if attempt == 0 { None } else { Some(&mut rng) });
        dlx.search(&mut b);
        if b.found {
            return Some(b.cover);
        }
        if !b.gave_up {
            return None;
        }
        attempt += 1;
        b.gave_up = false;
        b.left = first.saturating_mul(1 << attempt.min(40));
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
        let mut b = Budget {
            left: 65,
            gave_up: false,
            found: false,
            cover: Vec::new(),
        };
        d.search(&mut b);
        assert_eq!((b.left, b.gave_up, b.found), (0, false, false));
        b.left = 64;
        d.search(&mut b);
        assert_eq!((b.left, b.gave_up, b.found), (0, true, false));
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
