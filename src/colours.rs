//! Colours on secondary items, as in Knuth's DLX2: options may share a secondary item when they
//! give it the same colour. Block `colours` is a pruning rule for block `prune`, so the core does
//! not change: the DLX holds only the uncoloured uses of secondary items, and when an option is
//! chosen the rule takes out, for the node's subtree, every option its colours exclude (Knuth's
//! purify), and every coloured use of an item it uses uncoloured.

use crate::dlx::Dlx;
use crate::prune::Rule;

// ---- BEGIN colours ----
use std::cmp::Ordering::{Greater, Less};

/// The uses of coloured secondary items, kept outside the DLX: per option its (item, colour)
/// pairs, colour 0 for an uncoloured use of an item that some option colours (the DLX holds
/// that use too); per item, the options that use it so.
#[derive(Default)]
pub struct Colours {
    /// Option `o`'s pairs are `pairs[at[o]..at[o + 1]]`.
    at: Vec<usize>,
    pairs: Vec<(usize, u32)>,
    users: Vec<Vec<(usize, u32)>>,
    /// Per item, the level (from 1) and the node of the choice that gave it its colour last:
    /// while that choice stands, its options are out already and need no second walk.
    fixed: Vec<(usize, u32)>,
    /// Each item's users are in order of colour: those of another colour are two runs.
    sorted: bool,
}

impl Colours {
    /// Notes the next option's uses (options in the DLX's order, from 0).
    pub fn add(&mut self, uses: &[(usize, u32)]) {
        if self.at.is_empty() {
            self.at.push(0);
        }
        let o = self.at.len() - 1;
        self.sorted = false;
        for &(i, c) in uses {
            if self.users.len() <= i {
                self.users.resize(i + 1, Vec::new());
                self.fixed.resize(i + 1, (0, 0));
            }
            self.users[i].push((o, c));
            self.pairs.push((i, c));
        }
        self.at.push(self.pairs.len());
    }
}

impl Rule for Colours {
    /// The options that give an item of the option chosen last another colour, no colour (0)
    /// counting as one: the uncoloured uses of an item it uses uncoloured are the DLX's to take
    /// out, and are out already, as are others `Prune` skips.
    fn dead(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> bool {
        if !self.sorted {
            self.users
                .iter_mut()
                .for_each(|u| u.sort_by_key(|&(p, c)| (c, p)));
            self.sorted = true;
        }
        let depth = dlx.depth;
        if depth > 0 {
            let node = dlx.levels[depth - 1].node;
            let o = dlx.option_of(node);
            // An option never noted has no pairs.
            let range = match (self.at.get(o), self.at.get(o + 1)) {
                (Some(&from), Some(&to)) => from..to,
                _ => 0..0,
            };
            for &(i, c) in &self.pairs[range] {
                let (level, by) = self.fixed[i];
                if level > 0 && level < depth && dlx.levels[level - 1].node == by {
                    continue;
                }
                self.fixed[i] = (depth, node);
                // Most such options are out already: only those whose first node is still
                // linked go to `Prune`, which checks the rest.
                let users = &self.users[i];
                let from = users.binary_search_by(|u| if u.1 < c { Less } else { Greater });
                let to = users.binary_search_by(|u| if u.1 <= c { Less } else { Greater });
                let (from, to) = (from.unwrap_or_else(|k| k), to.unwrap_or_else(|k| k));
                for &(p, _) in users[..from].iter().chain(&users[to..]) {
                    if dlx.first.get(p).map_or(false, |&f| dlx.linked(f)) {
                        out.push(p);
                    }
                }
            }
        }
        true
    }
}
impl Dlx {
    /// Whether node `q` is in its item's list.
    fn linked(&self, q: u32) -> bool {
        let u = self.ulink[q as usize] as usize;
        self.dlink[u] == q
    }
}
// ---- END colours ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prune::Prune;
    use crate::testing::{All, Rng};

    /// An option: its primary items, and its secondary items with a colour (0 = uncoloured).
    type Opt = (Vec<usize>, Vec<(usize, u32)>);

    /// The solutions by brute force: each primary item once; each secondary item used at most
    /// once uncoloured and then by nothing else, or by any options that give it one colour.
    fn brute(primary: usize, secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for set in 0u32..1 << opts.len() {
            let chosen: Vec<usize> = (0..opts.len()).filter(|&o| set >> o & 1 == 1).collect();
            let mut hit = vec![0; primary];
            let mut plain = vec![0; secondary];
            let mut colour: Vec<Option<u32>> = vec![None; secondary];
            let mut ok = true;
            for &o in &chosen {
                opts[o].0.iter().for_each(|&i| hit[i] += 1);
                for &(s, c) in &opts[o].1 {
                    if c == 0 {
                        plain[s] += 1;
                    } else if colour[s].map_or(false, |k| k != c) {
                        ok = false;
                    } else {
                        colour[s] = Some(c);
                    }
                }
            }
            ok &= hit.iter().all(|&h| h == 1);
            ok &= (0..secondary).all(|s| plain[s] == 0 || plain[s] == 1 && colour[s].is_none());
            if ok {
                out.push(chosen);
            }
        }
        out
    }

    /// The solutions by the DLX with the rule: uncoloured uses in the DLX, coloured ones (and
    /// the uncoloured uses of coloured items) in `Colours`.
    fn search(primary: usize, secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let coloured = |s: usize| {
            opts.iter()
                .any(|o| o.1.iter().any(|&(t, c)| t == s && c > 0))
        };
        let mut dlx = Dlx::new(primary, secondary);
        let mut colours = Colours::default();
        for (p, s) in opts {
            let mut items = p.clone();
            items.extend(s.iter().filter(|u| u.1 == 0).map(|u| primary + u.0));
            assert!(dlx.add_option(&items).is_some());
            let uses: Vec<(usize, u32)> = s.iter().cloned().filter(|u| coloured(u.0)).collect();
            colours.add(&uses);
        }
        let mut hooks = Prune::new(colours, All(Vec::new()));
        dlx.search(&mut hooks);
        let mut got = hooks.inner.0;
        got.sort();
        got
    }

    #[test]
    fn coloured_covers_agree_with_brute_force() {
        let mut r = Rng(41);
        let (mut covers, mut shared) = (0, 0);
        for round in 0..600 {
            let primary = 2 + r.below(4) as usize;
            let secondary = 1 + r.below(3) as usize;
            let n = 4 + r.below(9) as usize;
            let mut opts = Vec::new();
            for _ in 0..n {
                let mut p: Vec<usize> = (0..primary).filter(|_| r.below(3) == 0).collect();
                if p.is_empty() {
                    p.push(r.below(primary as u64) as usize);
                }
                let mut s = Vec::new();
                for i in 0..secondary {
                    if r.below(2) == 0 {
                        s.push((i, r.below(3) as u32));
                    }
                }
                opts.push((p, s));
            }
            let mut want = brute(primary, secondary, &opts);
            want.sort();
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
            covers > 300 && shared > 50,
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
