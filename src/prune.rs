//! Pruning at each node of the search: a rule names active options that are in no solution of
//! what is left, and `Prune` takes them out for the node's subtree (block `prune`, with the
//! block x's `remove_option`). `Lookahead` is such a rule, forward checking on bitsets (P4929).

use crate::dlx::{Dlx, Exact, Step, Visit};

// ---- BEGIN prune (needs dlx x) ----
/// A rule's verdict on a node: it may still have solutions, or it has none.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Verdict {
    Live,
    Dead,
}

/// What `Prune` asks at each node of a search of kind `K`. No step has a default, so a rule that
/// wraps another states each.
pub trait Rule<K = Exact> {
    /// The rule names only options whose nodes are all linked, each once (it finds them in the
    /// active items' lists): they are taken out without a look at their links first. A rule
    /// that breaks this gets wrong counts, never an access out of bounds.
    const LINKED: bool;
    /// Pushes onto `out` the numbers of options in no solution of what is left (taken out only
    /// if they are active, once each, so a rule that errs costs solutions at worst, never the
    /// links), or says the node has none.
    fn prune(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> Verdict;
    /// At a solution the rule left: what the search does next.
    fn solution(&mut self, dlx: &Dlx) -> Step;
}

/// A visit that runs `rule` at each node, takes its options out, and puts them back when the
/// search leaves the node, last out first in, from its own trail. Paired before the visit that
/// counts, which then sees only the nodes the rule leaves.
pub struct Prune<R> {
    pub rule: R,
    /// The options taken out, and the trail's length at each node entered.
    trail: Vec<usize>,
    marks: Vec<usize>,
    dead: Vec<usize>,
}

impl<R> Prune<R> {
    pub fn new(rule: R) -> Prune<R> {
        Prune {
            rule,
            trail: Vec::new(),
            marks: Vec::new(),
            dead: Vec::new(),
        }
    }
}

impl<K, R: Rule<K>> Visit<K> for Prune<R> {
    fn enter(&mut self, d: &mut Dlx) -> Step {
        self.dead.clear();
        if self.rule.prune(d, &mut self.dead) == Verdict::Dead {
            return Step::Back;
        }
        self.marks.push(self.trail.len());
        for &o in &self.dead {
            if d.remove_option(o, R::LINKED) {
                self.trail.push(o);
            }
        }
        Step::On
    }

    fn leave(&mut self, d: &mut Dlx) {
        let mark = self.marks.pop().unwrap_or(0);
        while self.trail.len() > mark {
            if let Some(o) = self.trail.pop() {
                d.restore_option(o);
            }
        }
    }

    fn solution(&mut self, d: &Dlx) -> Step {
        self.rule.solution(d)
    }
}

/// Forward checking, a `Rule`: an option that clashes with every option left to some other item
/// is in no cover, so it goes (Knuth's DLX-PRE, at every node and not only at the root), and
/// again until no more go. Sets of options are bitsets: an item's options, and the options each
/// option clashes with. Only primary items with at most `max_len` options are checked: one with
/// many rarely loses an option to the rule, and checking it costs a pass per option. A node with
/// fewer than `min_options` options left is not checked: there the search finds a dead end
/// for less than the rule costs.
pub struct Lookahead {
    words: usize,
    max_len: u32,
    min_options: u32,
    /// Primary item -> its options; option -> the options it clashes with (itself included).
    of_item: Vec<u64>,
    clash: Vec<u64>,
    /// Level -> the options active at its node, for the path of nodes chosen in `path`; the
    /// first `valid` levels are those of the search's current path.
    active: Vec<u64>,
    path: Vec<u32>,
    valid: usize,
    /// Scratch: the items to check, the words of `active` not zero, the options to take out in
    /// this round and the last, and a running intersection of clashes.
    items: Vec<usize>,
    live: Vec<usize>,
    dead: Vec<u64>,
    gone: Vec<u64>,
    meet: Vec<u64>,
}

/// An entry of an option: its item (primary ones first, numbered as `Dlx::new` does) and the
/// colour it gives a secondary item (0: none); a bare item is uncoloured.
pub trait Entry: Copy {
    fn item(self) -> usize;
    fn colour(self) -> u32;
}

impl Entry for usize {
    fn item(self) -> usize {
        self
    }
    fn colour(self) -> u32 {
        0
    }
}

impl Entry for (usize, u32) {
    fn item(self) -> usize {
        self.0
    }
    fn colour(self) -> u32 {
        self.1
    }
}

impl Lookahead {
    /// The rule for `primary` items and `options`, whose entries of primary items number `ones`,
    /// if it pays: where items have many options each (tilings: it takes out dozens of options
    /// at a node and cuts the search tenfold) and the clash table stays small. On sparse random
    /// matrices, Langford pairs or a 500 x 500 matrix with 5,000 ones, it costs more than it
    /// saves. Thresholds of pentominoes; secondary items are never checked, so not counted.
    pub fn if_it_pays<E: Entry>(
        primary: usize,
        options: &[&[E]],
        ones: usize,
    ) -> Option<Lookahead> {
        if options.len() <= 4096 && ones / 64 >= primary {
            Some(Lookahead::new(primary, options, 28, 100))
        } else {
            None
        }
    }

    /// For `primary` items and the options (by number) of a matrix: `options.len()^2 / 8` bytes.
    /// Two options clash if they share a primary item, or a secondary one that they do not give
    /// the same colour: after one is chosen, the search's cover and purify leave the options
    /// that do not clash with it.
    pub fn new<E: Entry>(
        primary: usize,
        options: &[&[E]],
        max_len: u32,
        min_options: u32,
    ) -> Lookahead {
        let n = options.len();
        let w = (n + 63) / 64;
        // A secondary item's options are under colour 0, those giving it colour `c` under `c`.
        let mut of_item = vec![0u64; primary * w];
        let mut of_colour = std::collections::HashMap::new();
        for (p, items) in options.iter().enumerate() {
            for e in items.iter() {
                let (i, bit) = (e.item(), 1 << (p % 64));
                if i < primary {
                    of_item[i * w + p / 64] |= bit;
                } else {
                    for &c in &[0, e.colour()] {
                        of_colour.entry((i, c)).or_insert_with(|| vec![0u64; w])[p / 64] |= bit;
                    }
                }
            }
        }
        let mut clash = vec![0u64; n * w];
        for (p, items) in options.iter().enumerate() {
            let row = &mut clash[p * w..(p + 1) * w];
            // Itself, even with no primary item (the search never chooses such an option).
            row[p / 64] |= 1 << (p % 64);
            for e in items.iter() {
                let (i, c) = (e.item(), e.colour());
                if i < primary {
                    for (r, &x) in row.iter_mut().zip(&of_item[i * w..(i + 1) * w]) {
                        *r |= x;
                    }
                } else {
                    let all = &of_colour[&(i, 0)];
                    let same = of_colour.get(&(i, c)).filter(|_| c > 0);
                    for (t, r) in row.iter_mut().enumerate() {
                        *r |= all[t] & !same.map_or(0, |s| s[t]);
                    }
                }
            }
        }
        // Level 0, the root: every option. A level covers a primary item.
        let mut active = vec![0u64; (primary + 1) * w];
        for (t, a) in active[..w].iter_mut().enumerate() {
            let bits = n - 64 * t;
            *a = if bits >= 64 { !0 } else { (1 << bits) - 1 };
        }
        Lookahead {
            words: w,
            max_len,
            min_options,
            of_item,
            clash,
            active,
            path: vec![0; primary],
            valid: 0,
            items: Vec::new(),
            live: Vec::new(),
            dead: vec![0; w],
            gone: vec![0; w],
            meet: vec![0; w],
        }
    }
}

impl Lookahead {
    /// Brings the options active at each level up to the path of `d`'s search: the levels on
    /// the path the last call saw are still right, the others are made again.
    fn follow(&mut self, d: &Dlx) {
        let (w, depth) = (self.words, d.depth());
        let mut l = 0;
        while l < depth && l < self.valid && self.path[l] == d.node(l) {
            l += 1;
        }
        for l in l..depth {
            let x = d.node(l);
            self.path[l] = x;
            let o = d.option_of(x);
            for t in 0..w {
                self.active[(l + 1) * w + t] = self.active[l * w + t] & !self.clash[o * w + t];
            }
        }
        self.valid = depth;
    }

    /// One round over the items to check (`first`: the first; after it, only an item that lost
    /// an option can take out more): the options clashing with every option of some item are
    /// marked in `dead`. `None`: an item has no option left, the node is dead; else whether any
    /// option was marked.
    fn round(&mut self, depth: usize, first: bool) -> Option<bool> {
        let w = self.words;
        // Field by field, so that edition 2015's closures borrow no more than they use.
        let (of_item, clash, items) = (&self.of_item, &self.clash, &self.items);
        let (dead, gone, meet, live) = (&mut self.dead, &self.gone, &mut self.meet, &self.live);
        let a = &self.active[depth * w..(depth + 1) * w];
        for &t in live.iter() {
            dead[t] = 0;
        }
        let mut any = false;
        for &i in items.iter() {
            let own = &of_item[i * w..(i + 1) * w];
            if !first && live.iter().all(|&t| gone[t] & own[t] == 0) {
                continue;
            }
            // The options clashing with every option of item `i`, outside it.
            let mut seen = false;
            let mut meets = true;
            'options: for &t in live.iter() {
                let mut bits = a[t] & own[t];
                while bits != 0 {
                    let p = t * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let clash = &clash[p * w..(p + 1) * w];
                    // Whole rows, which the compiler turns into vector code.
                    let mut any_left = 0;
                    if seen {
                        for (m, &c) in meet.iter_mut().zip(clash) {
                            *m &= c;
                            any_left |= *m;
                        }
                    } else {
                        for (m, (&c, (&x, &o))) in
                            meet.iter_mut().zip(clash.iter().zip(a.iter().zip(own)))
                        {
                            *m = c & x & !o;
                            any_left |= *m;
                        }
                    }
                    seen = true;
                    if any_left == 0 {
                        meets = false;
                        break 'options;
                    }
                }
            }
            if !seen {
                return None;
            }
            if meets {
                for &t in live.iter() {
                    dead[t] |= meet[t];
                }
                any = true;
            }
        }
        Some(any)
    }
}

impl Lookahead {
    /// Reads the node at `depth`: the words of its active options (`live`) and the items to
    /// check (`items`). A verdict when the node is settled here: too few options to pay for the
    /// rule, or an item with none.
    fn read(&mut self, d: &Dlx, depth: usize) -> Option<Verdict> {
        let w = self.words;
        {
            let (live, a) = (&mut self.live, &self.active[depth * w..(depth + 1) * w]);
            live.clear();
            live.extend((0..w).filter(|&t| a[t] != 0));
            if live.iter().map(|&t| a[t].count_ones()).sum::<u32>() < self.min_options {
                return Some(Verdict::Live);
            }
        }
        let (items, max_len) = (&mut self.items, self.max_len);
        items.clear();
        let some_left = d.each_active(|h, len| {
            if len <= max_len {
                items.push(h as usize - 1);
            }
            len > 0
        });
        // A dead end the search would find too, before any work here.
        if some_left {
            None
        } else {
            Some(Verdict::Dead)
        }
    }

    /// Takes the options marked `dead` out of the node's active set, onto `out`, and notes them
    /// as `gone` for the next round.
    fn take(&mut self, depth: usize, out: &mut Vec<usize>) {
        let w = self.words;
        let a = &mut self.active[depth * w..(depth + 1) * w];
        for &t in self.live.iter() {
            let mut bits = self.dead[t] & a[t];
            self.gone[t] = bits;
            a[t] &= !bits;
            while bits != 0 {
                out.push(t * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
    }
}

impl Rule for Lookahead {
    const LINKED: bool = false;

    /// Rounds over the items until one takes out no option.
    fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
        let depth = d.depth();
        self.follow(d);
        if let Some(v) = self.read(d, depth) {
            return v;
        }
        let mut first = true;
        loop {
            match self.round(depth, first) {
                None => return Verdict::Dead,
                Some(false) => return Verdict::Live,
                Some(true) => self.take(depth, out),
            }
            first = false;
        }
    }

    fn solution(&mut self, _: &Dlx) -> Step {
        Step::On
    }
}
// ---- END prune ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colours::Colours;
    use crate::dlx::{Mrv, X};
    use crate::testing::{
        build, coloured_covers, covers, plant, random_coloured, seeds, All, Opt, Rng,
    };

    /// A random matrix of `m` primary items (option sets as bitmasks, the empty ones left out),
    /// with a planted cover in half the cases.
    fn random_matrix(rng: &mut Rng, seed: u64) -> (usize, Vec<Vec<usize>>) {
        let m = 1 + rng.below(9);
        let density = 1 + rng.below(4);
        let mut options: Vec<Vec<usize>> = (0..rng.below(16))
            .map(|_| {
                (0..m)
                    .filter(|_| rng.below(8) < density)
                    .collect::<Vec<_>>()
            })
            .filter(|o| !o.is_empty())
            .collect();
        if seed % 2 == 0 {
            plant(rng, m, &mut options);
        }
        (m, options)
    }

    /// A rule that knows the answer: the active options in no cover of what is left, by brute
    /// force over the active options; plus, when `noise`, garbage a rule should not say: options
    /// named twice, options already out, numbers out of range.
    struct Oracle {
        m: usize,
        options: Vec<Vec<usize>>,
        noise: bool,
        rng: Rng,
        calls: usize,
        taken: usize,
    }

    impl Rule for Oracle {
        const LINKED: bool = false;
        fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
            self.calls += 1;
            // What is left: the active items, and the options all of whose items are active.
            let mut active_item = vec![false; self.m];
            d.each_active(|h, _| {
                active_item[h as usize - 1] = true;
                true
            });
            // An option is active if its first node is linked.
            let linked = |o: usize| {
                let q = d.option(o).start as u32;
                d.down(d.up(q)) == q
            };
            let left: Vec<usize> = (0..self.options.len())
                .filter(|&o| linked(o) && self.options[o].iter().all(|&i| active_item[i]))
                .collect();
            // The subproblem's primary items: the active ones, numbered again (the others are
            // covered already, and no option left holds one).
            let rank: Vec<usize> = (0..self.m)
                .map(|i| active_item[..i].iter().filter(|&&a| a).count())
                .collect();
            let sub: Vec<Vec<usize>> = left
                .iter()
                .map(|&o| self.options[o].iter().map(|&i| rank[i]).collect())
                .collect();
            let found = covers(active_item.iter().filter(|&&a| a).count(), 0, &sub);
            let any = !found.is_empty();
            let in_cover: Vec<bool> = (0..left.len())
                .map(|k| found.iter().any(|c| c.contains(&k)))
                .collect();
            for (k, &o) in left.iter().enumerate() {
                if !in_cover[k] {
                    out.push(o);
                    self.taken += 1;
                    if self.noise {
                        out.push(o);
                    }
                }
            }
            if self.noise {
                // Options out already (inactive or hidden), and numbers that are no option.
                for o in 0..self.options.len() {
                    if !left.contains(&o) && self.rng.below(2) == 0 {
                        out.push(o);
                    }
                }
                out.push(self.options.len());
                out.push(usize::max_value());
                out.push(self.options.len() + self.rng.below(1000));
            }
            // Saying "no cover" for a subproblem that has one would lose covers: only when none.
            if any || self.rng.below(2) == 0 {
                Verdict::Live
            } else {
                Verdict::Dead
            }
        }
        fn solution(&mut self, _: &Dlx) -> Step {
            Step::On
        }
    }

    fn check(noise: bool) {
        let (mut taken, mut with_cover) = (0, 0);
        for seed in seeds(1500) {
            let mut rng = Rng(seed);
            let (m, options) = random_matrix(&mut rng, seed);
            let expected = covers(m, 0, &options);
            let mut d = build(m, 0, &options);
            let oracle = Oracle {
                m,
                options: options.clone(),
                noise,
                rng: Rng(seed ^ 0x5eed),
                calls: 0,
                taken: 0,
            };
            let mut v = (Prune::new(oracle), All(Vec::new()));
            d.search(&mut X(Mrv, ()), &mut v);
            let (h, all) = v;
            let mut got = all.0;
            got.sort();
            assert_eq!(got, expected, "seed {}: {:?}", seed, options);
            assert!(h.trail.is_empty() && h.marks.is_empty(), "seed {}", seed);
            taken += h.rule.taken;
            with_cover += !expected.is_empty() as usize;
            // The matrix is whole: a plain search finds the same covers.
            let mut plain = All(Vec::new());
            d.search(&mut X(Mrv, ()), &mut plain);
            plain.0.sort();
            assert_eq!(plain.0, expected, "seed {}, after", seed);
            for i in 0..m {
                let count = options.iter().filter(|o| o.contains(&i)).count();
                assert_eq!(
                    d.len(i as u32 + 1) as usize,
                    count,
                    "seed {}: item {}",
                    seed,
                    i
                );
            }
        }
        assert!(
            crate::testing::few() || (taken > 1000 && with_cover > 300),
            "{} {}",
            taken,
            with_cover
        );
    }

    #[test]
    fn a_rule_that_takes_out_options_in_no_cover_keeps_every_cover_once() {
        check(false);
    }

    #[test]
    fn a_rule_that_names_garbage_breaks_nothing() {
        check(true);
    }

    #[test]
    fn the_lookahead_keeps_every_cover_and_takes_out_only_options_in_none() {
        let mut taken = 0;
        for seed in seeds(1500) {
            let mut rng = Rng(seed);
            let (m, options) = random_matrix(&mut rng, seed);
            let expected = covers(m, 0, &options);
            let in_some: Vec<bool> = (0..options.len())
                .map(|o| expected.iter().any(|c| c.contains(&o)))
                .collect();
            let slices: Vec<&[usize]> = options.iter().map(|o| &o[..]).collect();
            let mut d = build(m, 0, &options);
            let max_len = 1 + rng.below(8) as u32;
            let mut look = Lookahead::new(m, &slices, max_len, 0);
            let mut out = Vec::new();
            let live = look.prune(&d, &mut out) == Verdict::Live;
            assert!(live || expected.is_empty(), "seed {}", seed);
            for &o in &out {
                assert!(!in_some[o], "seed {}: option {} is in a cover", seed, o);
            }
            taken += out.len();
            // Checking only nodes with enough options left changes which, never the covers.
            let min_options = rng.below(8) as u32;
            let look = Lookahead::new(m, &slices, max_len, min_options);
            let mut v = (Prune::new(look), All(Vec::new()));
            d.search(&mut X(Mrv, ()), &mut v);
            let mut got = (v.1).0;
            got.sort();
            assert_eq!(got, expected, "seed {}: {:?}", seed, options);
        }
        assert!(crate::testing::few() || taken > 500, "{}", taken);
    }

    /// The entries of each option as `Lookahead::new` takes them: items numbered as the DLX
    /// numbers them (secondary ones after the primary), with their colours.
    fn entries(primary: usize, opts: &[Opt]) -> Vec<Vec<(usize, u32)>> {
        opts.iter()
            .map(|(p, s)| {
                let p = p.iter().map(|&i| (i, 0));
                p.chain(s.iter().map(|&(i, c)| (primary + i, c))).collect()
            })
            .collect()
    }

    /// A random problem with secondary items (coloured or not), its solutions by brute force,
    /// and its options' entries.
    #[allow(clippy::type_complexity)]
    fn instance(
        rng: &mut Rng,
        seed: u64,
        colours: bool,
    ) -> (
        usize,
        usize,
        Vec<Opt>,
        Vec<Vec<usize>>,
        Vec<Vec<(usize, u32)>>,
    ) {
        let (primary, secondary, opts) = random_coloured(rng, seed, colours);
        let solutions = coloured_covers(primary, secondary, &opts);
        let entries = entries(primary, &opts);
        (primary, secondary, opts, solutions, entries)
    }

    /// The lookahead with each answer checked against the solutions (by brute force): an
    /// option it names is in no solution holding the options chosen on the path, and a node it
    /// calls dead has no such solution.
    struct Checked {
        look: Lookahead,
        solutions: Vec<Vec<usize>>,
        seed: u64,
        nodes: usize,
        taken: usize,
    }

    impl Rule for Checked {
        const LINKED: bool = false;
        fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
            let start = out.len();
            let verdict = self.look.prune(d, out);
            let live = verdict == Verdict::Live;
            let mut path = Vec::new();
            d.solution(&mut path);
            let below: Vec<&Vec<usize>> = (self.solutions.iter())
                .filter(|s| path.iter().all(|o| s.contains(o)))
                .collect();
            assert!(live || below.is_empty(), "seed {}: {:?}", self.seed, path);
            for &o in &out[start..] {
                let in_one = below.iter().any(|s| s.contains(&o));
                assert!(!in_one, "seed {}: {:?}, option {}", self.seed, path, o);
            }
            self.nodes += 1;
            self.taken += out.len() - start;
            verdict
        }
        fn solution(&mut self, _: &Dlx) -> Step {
            Step::On
        }
    }

    #[test]
    fn the_lookahead_on_colours_names_only_options_in_no_solution() {
        let (mut taken, mut at_root, mut shared) = (0, 0, 0);
        for seed in seeds(1500) {
            let mut rng = Rng(seed);
            let (primary, secondary, _, solutions, entries) = instance(&mut rng, seed, true);
            let slices: Vec<&[(usize, u32)]> = entries.iter().map(|o| &o[..]).collect();
            let mut d = Dlx::new(primary, secondary);
            let mut colours = Colours::default();
            for e in &entries {
                let items: Vec<usize> = e.iter().map(|u| u.0).collect();
                let o = d.add_option(&items).expect("an option with items");
                let colour: Vec<u32> = e.iter().map(|u| u.1).collect();
                colours.paint(&d, o, &colour);
            }
            let max_len = 1 + rng.below(8) as u32;
            let look = Lookahead::new(primary, &slices, max_len, 0);
            let mut root = Vec::new();
            Lookahead::new(primary, &slices, max_len, 0).prune(&d, &mut root);
            at_root += root.len();
            let rule = Checked {
                look,
                solutions: solutions.clone(),
                seed,
                nodes: 0,
                taken: 0,
            };
            // Colours and forward checking together, as xcc runs them: every option the rule
            // names is taken out, and the solutions are all there.
            let mut v = (Prune::new(rule), All(Vec::new()));
            d.search(&mut X(Mrv, colours), &mut v);
            let (prune, mut all) = v;
            all.0.sort();
            assert_eq!(all.0, solutions, "seed {}", seed);
            taken += prune.rule.taken;
            // Solutions in which two options give a secondary item one colour.
            let shares = |s: &Vec<usize>| {
                (primary..primary + secondary).any(|i| {
                    let uses = s.iter().filter(|&&o| entries[o].iter().any(|u| u.0 == i));
                    uses.count() > 1
                })
            };
            shared += solutions.iter().filter(|s| shares(s)).count();
        }
        assert!(
            crate::testing::few() || (taken > 2500 && at_root > 2000 && shared > 1000),
            "taken {} at the root {} shared {}",
            taken,
            at_root,
            shared
        );
    }

    #[test]
    fn the_lookahead_on_uncoloured_secondary_items_keeps_every_solution() {
        let mut taken = 0;
        for seed in seeds(1500) {
            let mut rng = Rng(seed);
            let (primary, secondary, opts, solutions, entries) = instance(&mut rng, seed, false);
            let slices: Vec<&[(usize, u32)]> = entries.iter().map(|o| &o[..]).collect();
            let items: Vec<Vec<usize>> = (entries.iter())
                .map(|e| e.iter().map(|u| u.0).collect())
                .collect();
            let mut d = build(primary, secondary, &items);
            let (max_len, min_options) = (1 + rng.below(8) as u32, rng.below(4) as u32);
            let rule = Checked {
                look: Lookahead::new(primary, &slices, max_len, min_options),
                solutions: solutions.clone(),
                seed,
                nodes: 0,
                taken: 0,
            };
            let mut v = (Prune::new(rule), All(Vec::new()));
            d.search(&mut X(Mrv, ()), &mut v);
            let (prune, mut all) = v;
            all.0.sort();
            assert_eq!(all.0, solutions, "seed {}: {:?}", seed, opts);
            taken += prune.rule.taken;
        }
        assert!(crate::testing::few() || taken > 2500, "{}", taken);
    }

    #[test]
    fn options_giving_a_secondary_item_one_colour_do_not_clash() {
        // Primary a, b; secondary x. Option 0 is a x:c; 1 is b x:1; 2 is b x:2. Option 0
        // clashes with the option of b giving x another colour, which goes; uncoloured, with
        // both, so all three go (each clashes with every option of the other primary item).
        let cases: [(u32, bool, &[usize]); 3] =
            [(1, true, &[2]), (2, true, &[1]), (0, false, &[0, 1, 2])];
        for &(c, live, dead) in &cases {
            let entries = [[(0, 0), (2, c)], [(1, 0), (2, 1)], [(1, 0), (2, 2)]];
            let opts: Vec<&[(usize, u32)]> = entries.iter().map(|o| &o[..]).collect();
            let items: Vec<Vec<usize>> = opts
                .iter()
                .map(|o| o.iter().map(|u| u.0).collect())
                .collect();
            let d = build(2, 1, &items);
            let mut out = Vec::new();
            let said = Lookahead::new(2, &opts, 28, 0).prune(&d, &mut out) == Verdict::Live;
            assert_eq!((said, &out[..]), (live, dead), "colour {}", c);
        }
        // The same colour on every option: no option clashes with another through x.
        let opts: Vec<&[(usize, u32)]> = vec![&[(0, 0), (2, 1)], &[(1, 0), (2, 1)]];
        let d = build(2, 1, &[vec![0, 2], vec![1, 2]]);
        let mut out = Vec::new();
        let said = Lookahead::new(2, &opts, 28, 0).prune(&d, &mut out);
        assert!(said == Verdict::Live && out.is_empty());
    }
}
