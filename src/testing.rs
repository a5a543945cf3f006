//! What the modules' unit tests share (none of it is bundled): a seeded generator, the matrix
//! builder, a visit that keeps every cover, and the brute-force references the searches are checked
//! against, written without the core: every subset of the options, every digit in every cell.

use crate::dlx::{Dlx, Exact, Step, Visit};

pub use crate::rng::Rng;

/// The matrix of `options` (item numbers) over `primary` primary items and `secondary` others.
pub fn build(primary: usize, secondary: usize, options: &[Vec<usize>]) -> Dlx {
    let mut d = Dlx::new(primary, secondary);
    for o in options {
        d.add_option(o);
    }
    d
}

/// Knuth's example (TAOCP 7.2.2.1 (5)): items a-g, the only cover is options 0, 3, 4.
pub fn knuth() -> Vec<Vec<usize>> {
    vec![
        vec![2, 4],
        vec![0, 3, 6],
        vec![1, 2, 5],
        vec![0, 3, 5],
        vec![1, 6],
        vec![3, 4, 6],
    ]
}

/// Every exact cover by brute force: each set of options that covers each primary item
/// (`0..primary`) exactly once and each secondary item at most once, as its option numbers in
/// increasing order, the covers sorted. Every subset of the options is tried, except that one
/// using an item twice is not extended; an option without a primary item is in none, as the
/// search never chooses it. At most 64 items.
pub fn covers(primary: usize, secondary: usize, options: &[Vec<usize>]) -> Vec<Vec<usize>> {
    assert!(primary + secondary <= 64, "at most 64 items");
    let masks: Vec<u64> = options
        .iter()
        .map(|o| o.iter().fold(0, |m, &i| m | 1 << i))
        .collect();
    let want = if primary == 64 {
        !0
    } else {
        (1 << primary) - 1
    };
    let mut out = Vec::new();
    subsets(&masks, want, 0, 0, &mut Vec::new(), &mut out);
    out.sort();
    out
}

/// The covers among the subsets of `masks[k..]` added to `chosen`, whose items are `union`.
fn subsets(
    masks: &[u64],
    want: u64,
    k: usize,
    union: u64,
    chosen: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    if k == masks.len() {
        if union & want == want {
            out.push(chosen.clone());
        }
        return;
    }
    subsets(masks, want, k + 1, union, chosen, out);
    if masks[k] & want != 0 && masks[k] & union == 0 {
        chosen.push(k);
        subsets(masks, want, k + 1, union | masks[k], chosen, out);
        chosen.pop();
    }
}

/// An option with colours: its primary items, and its secondary items (numbered from 0) with a
/// colour each (0: none).
pub type Opt = (Vec<usize>, Vec<(usize, u32)>);

/// Every solution with colours by brute force over the subsets of at most 31 options, sorted:
/// each primary item once; each secondary item used at most once uncoloured and then by nothing
/// else, or by any options that give it one colour.
pub fn coloured_covers(primary: usize, secondary: usize, opts: &[Opt]) -> Vec<Vec<usize>> {
    assert!(opts.len() < 32, "at most 31 options");
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
    out.sort();
    out
}

/// Whether `cover` (option numbers) covers each primary item once and each secondary at most once.
pub fn is_cover(primary: usize, secondary: usize, options: &[Vec<usize>], cover: &[usize]) -> bool {
    let mut hit = vec![0; primary + secondary];
    cover
        .iter()
        .for_each(|&o| options[o].iter().for_each(|&i| hit[i] += 1));
    hit[..primary].iter().all(|&h| h == 1) && hit[primary..].iter().all(|&h| h <= 1)
}

/// Calls `f` on every completion of the Sudoku grid `g` with `b x b` boxes (cells row by row,
/// digits `1..=b*b`, 0 for an empty cell), by trying every digit in every empty cell in turn;
/// none if two givens clash. `g` is as it was when this returns.
pub fn sudoku_completions<F: FnMut(&[u8])>(b: usize, g: &mut [u8], f: &mut F) {
    let n = b * b;
    // Cells `p` and `q` share a row, a column or a box.
    let peers = |p: usize, q: usize| {
        p / n == q / n || p % n == q % n || (p / n / b == q / n / b && p % n / b == q % n / b)
    };
    let clash = (0..n * n).any(|p| (0..p).any(|q| g[p] != 0 && g[p] == g[q] && peers(p, q)));
    if !clash {
        fill(n, g, 0, &peers, f);
    }
}

/// The completions of `g` from cell `at` on, its cells before `at` filled.
fn fill<P: Fn(usize, usize) -> bool, F: FnMut(&[u8])>(
    n: usize,
    g: &mut [u8],
    at: usize,
    peers: &P,
    f: &mut F,
) {
    if at == n * n {
        f(g);
    } else if g[at] != 0 {
        fill(n, g, at + 1, peers, f);
    } else {
        for d in 1..=n as u8 {
            if !(0..n * n).any(|p| g[p] == d && peers(p, at)) {
                g[at] = d;
                fill(n, g, at + 1, peers, f);
                g[at] = 0;
            }
        }
    }
}

/// Every exact cover, each as sorted option numbers, in the order found.
pub struct All(pub Vec<Vec<usize>>);

impl Visit<Exact> for All {
    fn solution(&mut self, d: &Dlx) -> Step {
        let mut s = Vec::new();
        d.solution(&mut s);
        s.sort_unstable();
        self.0.push(s);
        Step::On
    }
}

/// A random problem of 2-6 primary items and 1-3 secondary ones (coloured with 0-2 if
/// `colours`, else uncoloured), every option with a primary item; in half the cases a
/// planted solution whose options give their secondary items colour 1 (none if uncoloured).
pub fn random_coloured(rng: &mut Rng, seed: u64, colours: bool) -> (usize, usize, Vec<Opt>) {
    let primary = 2 + rng.below(5);
    let secondary = 1 + rng.below(3);
    let colour = |rng: &mut Rng| if colours { rng.below(3) as u32 } else { 0 };
    let mut opts: Vec<Opt> = Vec::new();
    for _ in 0..4 + rng.below(11) {
        let mut p: Vec<usize> = (0..primary).filter(|_| rng.below(3) == 0).collect();
        if p.is_empty() {
            p.push(rng.below(primary));
        }
        let mut s = Vec::new();
        for i in 0..secondary {
            if rng.below(2) == 0 {
                s.push((i, colour(rng)));
            }
        }
        opts.push((p, s));
    }
    if seed % 2 == 0 {
        let mut rest: Vec<usize> = (0..primary).collect();
        while !rest.is_empty() {
            let k = 1 + rng.below(rest.len());
            let s = if colours {
                (0..secondary)
                    .filter(|_| rng.below(2) == 0)
                    .map(|i| (i, 1))
                    .collect()
            } else {
                Vec::new()
            };
            let at = rng.below(opts.len() + 1);
            opts.insert(at, (rest.drain(..k).collect(), s));
        }
    }
    (primary, secondary, opts)
}

/// The seeds of a randomised test, `0..n` when the tests run whole (`full`); the first eighth
/// in the quick tier, and the first 6 only under Miri (`make miri`), which checks every
/// unchecked access, slowly.
pub fn seeds(n: u64) -> std::ops::Range<u64> {
    0..if cfg!(miri) {
        n.min(6)
    } else if full() {
        n
    } else {
        (n / 8).max(1)
    }
}

/// Whether the tests run whole: `make test-all` sets `DLX_TESTS=all`, and every seeded test runs
/// its full count. Without it (`make test`, plain `cargo test`, unoptimised) an eighth of the
/// seeds run: the same checks, on fewer instances.
pub fn full() -> bool {
    std::env::var_os("DLX_TESTS").map_or(false, |v| v == "all")
}

/// Whether a test may have met fewer cases than its full count gives (under Miri, or in the
/// quick tier): then the coverage it asserts at full count is not asked.
pub fn few() -> bool {
    cfg!(miri) || !full()
}

/// A random option of `primary` primary and `secondary` secondary items: a primary item, then
/// each other item by a chance of 1 in 3, a secondary one with a colour of 3 or none (0).
pub fn random_option(rng: &mut Rng, primary: usize, secondary: usize) -> Vec<(usize, u32)> {
    let mut o = vec![(rng.below(primary), 0)];
    for i in 0..primary + secondary {
        if rng.below(3) == 0 && o.iter().all(|e| e.0 != i) {
            let c = if i >= primary { rng.below(3) as u32 } else { 0 };
            o.push((i, c));
        }
    }
    o
}

/// Random bounds `(lower, upper)` of `primary` items, upper 1 to 3, where `bounded`; else each
/// item exactly once.
pub fn random_bounds(rng: &mut Rng, primary: usize, bounded: bool) -> Vec<(u32, u32)> {
    (0..primary)
        .map(|_| match bounded {
            true => {
                let upper = 1 + rng.below(3) as u32;
                (rng.below(upper as usize + 1) as u32, upper)
            }
            false => (1, 1),
        })
        .collect()
}

/// Plants a cover of the primary items `0..primary` among `options`: pieces of random sizes at
/// random places.
pub fn plant(rng: &mut Rng, primary: usize, options: &mut Vec<Vec<usize>>) {
    let mut rest: Vec<usize> = (0..primary).collect();
    while !rest.is_empty() {
        let k = 1 + rng.below(rest.len());
        let at = rng.below(options.len() + 1);
        options.insert(at, rest.drain(..k).collect());
    }
}

/// Counts the exact covers.
pub struct Count(pub u64);

impl<K> Visit<K> for Count {
    fn solution(&mut self, _: &Dlx) -> Step {
        self.0 += 1;
        Step::On
    }
}

/// An option with its items' colours (0: none; colours only on secondary items) and its cost.
pub type Priced = (Vec<(usize, u32)>, u64);

/// Every set of the options `opts` that solves the problem whose primary items `0..` are each
/// in `bounds[i].0` to `bounds[i].1` of them and whose `secondary` items after those are each in
/// at most one, or in several of one colour: its options (in order) and total cost, by trying
/// every subset (no DLX).
pub fn solution_sets(
    bounds: &[(u32, u32)],
    secondary: usize,
    opts: &[Priced],
) -> Vec<(Vec<usize>, u64)> {
    let primary = bounds.len();
    let mut out = Vec::new();
    for set in 0u32..1 << opts.len() {
        let chosen: Vec<usize> = (0..opts.len()).filter(|&k| set >> k & 1 == 1).collect();
        let mut count = vec![0u32; primary];
        // Secondary item -> the colour of its first use, if used.
        let mut colour: Vec<Option<u32>> = vec![None; secondary];
        let mut ok = true;
        for &k in &chosen {
            for &(i, c) in &opts[k].0 {
                if i < primary {
                    count[i] += 1;
                } else {
                    let s = &mut colour[i - primary];
                    ok &= s.is_none() || c > 0 && *s == Some(c);
                    *s = Some(c);
                }
            }
        }
        if ok && (0..primary).all(|i| bounds[i].0 <= count[i] && count[i] <= bounds[i].1) {
            let total = chosen.iter().map(|&k| opts[k].1).sum();
            out.push((chosen, total));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_references_find_knowns() {
        // Knuth's example (TAOCP 7.2.2.1 (5)): one cover; a secondary item may stay uncovered,
        // and an option of secondary items only is never in a cover.
        let knuth = knuth();
        assert_eq!(covers(7, 0, &knuth), vec![vec![0, 3, 4]]);
        assert!(is_cover(7, 0, &knuth, &[0, 3, 4]) && !is_cover(7, 0, &knuth, &[0, 3]));
        let options = vec![vec![0, 2], vec![0], vec![1], vec![2]];
        assert_eq!(covers(1, 2, &options), vec![vec![0], vec![1]]);
        assert_eq!(covers(0, 0, &[]), vec![Vec::<usize>::new()]);
        // 2x4 dominoes: 5 tilings; a 4x4 Sudoku with no givens: 288 grids.
        let dominoes = vec![
            vec![0, 1],
            vec![1, 2],
            vec![2, 3],
            vec![4, 5],
            vec![5, 6],
            vec![6, 7],
            vec![0, 4],
            vec![1, 5],
            vec![2, 6],
            vec![3, 7],
        ];
        assert_eq!(covers(8, 0, &dominoes).len(), 5);
        let mut n = 0;
        sudoku_completions(2, &mut [0; 16], &mut |_| n += 1);
        assert_eq!(n, 288);
        // Two 1s in a row: no completion, however many cells are open.
        let mut g = [0u8; 16];
        g[0] = 1;
        g[3] = 1;
        sudoku_completions(2, &mut g, &mut |_| n += 1);
        assert_eq!(n, 288);
    }
}
