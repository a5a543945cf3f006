//! Colours on secondary items, as in Knuth's DLX2: options may share a secondary item when they
//! give it the same colour. Block `colours` is a commit of Algorithm X (`X(order, colours)`), and
//! block mcc deals with its secondary items through it: a coloured node's item is not covered
//! but purified (every option giving it another colour, or none, is hidden), undone from the
//! core's trail.

use crate::dlx::{Commit, Dlx, Order};

// ---- BEGIN colours (needs dlx x) ----
/// Knuth's colours: `colour` holds each node's colour (0: none), set by `paint`. A chosen
/// option's uncoloured items are covered, its coloured ones purified.
#[derive(Default)]
pub struct Colours {
    colour: Vec<u32>,
}

impl Colours {
    /// Gives the nodes of option `o` of `dlx` the colours `colours` (0: none), in the order its
    /// items were added.
    pub fn paint(&mut self, dlx: &Dlx, o: usize, colours: &[u32]) {
        let nodes = dlx.option(o);
        if self.colour.len() < nodes.end {
            self.colour.resize(nodes.end, 0);
        }
        for (q, &c) in nodes.zip(colours) {
            self.colour[q] = c;
        }
    }

    /// The colour node `x` gives its item (0: none).
    pub fn of(&self, x: u32) -> u32 {
        self.colour.get(x as usize).cloned().unwrap_or(0)
    }

    /// Deals with the item of node `q` of an option chosen: purified where `q` colours it (every
    /// option giving it another colour, or none, hidden, and its node taken out of the item's
    /// list, so that another option of `q`'s colour finds only its own colour there), else
    /// covered.
    pub fn settle<O: Order>(&self, dlx: &mut Dlx, q: u32) {
        match self.of(q) {
            0 => {
                let h = dlx.top(q);
                dlx.cover_item::<O>(h)
            }
            c => dlx.purify::<O, _>(q, |r| self.of(r) == c),
        }
    }
}

impl Commit for Colours {
    // (Safe whatever `x` is: the walk checks it.)
    unsafe fn commit<O: Order>(&mut self, dlx: &mut Dlx, x: u32) {
        dlx.others(x, |dlx, q, _| self.settle::<O>(dlx, q));
    }
}
// ---- END colours ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Dlx, Mrv, Noted, X};
    use crate::testing::{coloured_covers, random_coloured, seeds, All, Opt, Rng};

    /// The solutions by the DLX with colours: every use of an item in the DLX, the colours
    /// painted on the nodes.
    fn search(primary: usize, secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let mut dlx = Dlx::new(primary, secondary);
        let mut colours = Colours::default();
        for (p, s) in opts {
            let mut items = p.clone();
            items.extend(s.iter().map(|u| primary + u.0));
            let mut colour = vec![0; p.len()];
            colour.extend(s.iter().map(|u| u.1));
            let o = dlx.add_option(&items).expect("an option with items");
            colours.paint(&dlx, o, &colour);
        }
        let mut x = X(Mrv, colours);
        let mut all = All(Vec::new());
        dlx.search(&mut x, &mut all);
        let mut got = all.0;
        got.sort();
        // In another order, which keeps notes as it purifies: the same solutions.
        let mut noted = X(Noted, x.1);
        let mut again = All(Vec::new());
        dlx.search(&mut noted, &mut again);
        again.0.sort();
        assert_eq!(again.0, got);
        got
    }

    #[test]
    fn coloured_covers_agree_with_brute_force() {
        let mut r = Rng(41);
        let (mut covers, mut shared) = (0, 0);
        for round in seeds(600) {
            let (primary, secondary, opts) = random_coloured(&mut r, round, true);
            let want = coloured_covers(primary, secondary, &opts);
            assert_eq!(search(primary, secondary, &opts), want, "round {}", round);
            covers += want.len();
            // Covers in which two options share a coloured item.
            shared += want
                .iter()
                .filter(|w| {
                    (0..secondary).any(|s| {
                        let uses = w.iter().filter(|&&o| opts[o].1.iter().any(|u| u.0 == s));
                        uses.count() > 1
                    })
                })
                .count();
        }
        assert!(
            crate::testing::few() || covers > 300 && shared > 50,
            "covers {} shared {}",
            covers,
            shared
        );
    }

    #[test]
    fn one_colour_per_item_and_no_colour_excludes_all() {
        // Items a, b primary; x secondary. Options: a x:1, b x:1, b x:2, b x (uncoloured).
        let opts: Vec<Opt> = vec![
            (vec![0], vec![(0, 1)]),
            (vec![1], vec![(0, 1)]),
            (vec![1], vec![(0, 2)]),
            (vec![1], vec![(0, 0)]),
        ];
        assert_eq!(search(2, 1, &opts), vec![vec![0, 1]]);
        // Without option 0, x is free: b with either colour, or uncoloured, each alone.
        let opts: Vec<Opt> = vec![
            (vec![0], vec![]),
            opts[1].clone(),
            opts[2].clone(),
            opts[3].clone(),
        ];
        assert_eq!(
            search(2, 1, &opts),
            vec![vec![0, 1], vec![0, 2], vec![0, 3]]
        );
    }

    /// Binary and ternary de Bruijn cycles, counted as cycles starting at position 0, are
    /// `(k!)^(k^(n - 1))` (de Bruijn; van Aardenne-Ehrenfest): each window of `n` symbols once,
    /// each position starting one window, the positions' symbols as colours shared by the `n`
    /// windows over them.
    #[test]
    // Hundreds of thousands of nodes: hours under Miri; the other tests walk the same code.
    #[cfg_attr(miri, ignore)]
    fn de_bruijn_cycles_are_counted() {
        for &(k, n, want) in &[(2usize, 3u32, 16usize), (2, 4, 256), (3, 2, 216)] {
            let len = k.pow(n);
            let opts: Vec<Opt> = (0..len * len)
                .map(|x| {
                    let (word, at) = (x / len, x % len);
                    let digits = (0..n as usize).map(|d| {
                        let symbol = word / k.pow(n - 1 - d as u32) % k;
                        ((at + d) % len, 1 + symbol as u32)
                    });
                    (vec![word, len + at], digits.collect())
                })
                .collect();
            assert_eq!(search(2 * len, len, &opts).len(), want, "k {} n {}", k, n);
        }
    }
}
