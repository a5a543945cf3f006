//! Knuth's multiplicities (his DLX3 and SSMCC, "MCC"): a primary item may be covered between
//! `a` and `b` times. Block `mcc` lives in `dlx.rs`, beside the core whose private steps (cover,
//! hide, unlink, undo) it calls, with a search loop of its own (Algorithm M); this module holds
//! its tests.

pub use crate::dlx::Mcc;

#[cfg(test)]
mod tests {
    use crate::dlx::{Colours, Dlx, Mcc, Step, Visit};
    use crate::testing::{solution_sets, Count, Priced, Rng};

    /// Every solution, as sorted option lists.
    struct All(Vec<Vec<usize>>, Vec<usize>);

    impl Visit for All {
        fn solution(&mut self, dlx: &Dlx) -> Step {
            dlx.solution_mcc(&mut self.1);
            let mut s = self.1.clone();
            s.sort_unstable();
            self.0.push(s);
            Step::On
        }
    }

    /// An option: its items and their colours (0: none; colours only on secondary items).
    type Opt = Vec<(usize, u32)>;

    /// The number of solutions, the last items' sets counted, not visited, where they can be.
    fn tally(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> (u64, u64) {
        let mut dlx = Dlx::new(bounds.len(), secondary);
        let mut colours = Colours::default();
        for (k, o) in opts.iter().enumerate() {
            let items: Vec<usize> = o.iter().map(|e| e.0).collect();
            dlx.add_option(&items);
            let c: Vec<u32> = o.iter().map(|e| e.1).collect();
            colours.paint(&dlx, k, &c);
        }
        let mut mcc = Mcc::new(bounds, colours);
        mcc.tally_from = 0;
        let mut count = Count(0);
        dlx.search_mcc(&mut mcc, &mut count);
        (count.0 + mcc.tallied, mcc.tallied)
    }

    fn search(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let mut dlx = Dlx::new(bounds.len(), secondary);
        let mut colours = Colours::default();
        for (k, o) in opts.iter().enumerate() {
            let items: Vec<usize> = o.iter().map(|e| e.0).collect();
            dlx.add_option(&items);
            let c: Vec<u32> = o.iter().map(|e| e.1).collect();
            colours.paint(&dlx, k, &c);
        }
        let mut mcc = Mcc::new(bounds, colours);
        let mut all = All(Vec::new(), Vec::new());
        dlx.search_mcc(&mut mcc, &mut all);
        all.0.sort();
        all.0
    }

    /// Every subset of the options that meets the bounds and the colours, by brute force.
    fn brute(bounds: &[(u32, u32)], secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
        let priced: Vec<Priced> = opts.iter().map(|o| (o.clone(), 0)).collect();
        let mut out: Vec<Vec<usize>> = solution_sets(bounds, secondary, &priced)
            .into_iter()
            .map(|s| s.0)
            .collect();
        out.sort();
        out
    }

    #[test]
    fn knuths_example_has_one_solution() {
        // A B 2:3|C | X Y; options A B X:0 Y:0, A C X:1 Y:1, C X:0, B X:1, C Y:1.
        let (a, b, c, x, y) = (0, 1, 2, 3, 4);
        let opts: Vec<Opt> = vec![
            vec![(a, 0), (b, 0), (x, 1), (y, 1)],
            vec![(a, 0), (c, 0), (x, 2), (y, 2)],
            vec![(c, 0), (x, 1)],
            vec![(b, 0), (x, 2)],
            vec![(c, 0), (y, 2)],
        ];
        let bounds = [(1, 1), (1, 1), (2, 3)];
        assert_eq!(search(&bounds, 2, &opts), vec![vec![1, 3, 4]]);
        assert_eq!(brute(&bounds, 2, &opts), vec![vec![1, 3, 4]]);
    }

    #[test]
    fn random_bounds_and_colours_agree_with_brute_force() {
        let mut rng = Rng(33);
        let (mut solutions, mut by_tally) = (0, 0);
        for seed in 0..3000 {
            let primary = 1 + rng.below(5);
            let secondary = rng.below(4);
            let bounds: Vec<(u32, u32)> = (0..primary)
                .map(|_| {
                    let upper = 1 + rng.below(3) as u32;
                    (rng.below(upper as usize + 1) as u32, upper)
                })
                .collect();
            let n = 1 + rng.below(12);
            let opts: Vec<Opt> = (0..n)
                .map(|_| {
                    let mut o: Opt = Vec::new();
                    o.push((rng.below(primary), 0));
                    for i in 0..primary + secondary {
                        if rng.below(3) == 0 && o.iter().all(|e| e.0 != i) {
                            let c = if i >= primary { rng.below(3) as u32 } else { 0 };
                            o.push((i, c));
                        }
                    }
                    o
                })
                .collect();
            let want = brute(&bounds, secondary, &opts);
            solutions += want.len();
            let (counted, tallied) = tally(&bounds, secondary, &opts);
            assert_eq!(counted, want.len() as u64, "seed {}: counted", seed);
            by_tally += tallied;
            assert_eq!(
                search(&bounds, secondary, &opts),
                want,
                "seed {}: bounds {:?}, options {:?}",
                seed,
                bounds,
                opts
            );
        }
        assert!(solutions > 1000, "too few solutions to test: {}", solutions);
        assert!(
            by_tally > 200,
            "too few solutions counted unvisited: {}",
            by_tally
        );
    }

    #[test]
    fn a_search_leaves_the_matrix_whole_and_can_run_again() {
        let opts: Vec<Opt> = vec![
            vec![(0, 0)],
            vec![(0, 0), (1, 0)],
            vec![(1, 0)],
            vec![(0, 0)],
        ];
        let bounds = [(1, 2), (0, 1)];
        let first = search(&bounds, 0, &opts);
        let mut dlx = Dlx::new(2, 0);
        let mut mcc = Mcc::new(&bounds, Colours::default());
        for o in &opts {
            let items: Vec<usize> = o.iter().map(|e| e.0).collect();
            dlx.add_option(&items);
        }
        for _ in 0..2 {
            let mut all = All(Vec::new(), Vec::new());
            dlx.search_mcc(&mut mcc, &mut all);
            all.0.sort();
            assert_eq!(all.0, first);
        }
        assert_eq!(first, brute(&bounds, 0, &opts));
    }
}
