//! An order of the primary items for the sweep (block `narrow_order`): the sweep's cost grows
//! with its frontiers' widths, so of a few orders found from the exact cover the one whose
//! frontiers cost least is taken.

// ---- BEGIN narrow_order ----
/// An order of the primary items for the sweep: of the given one, the reverse Cuthill-McKee
/// order of the graph whose edges join the items of an option, and that graph's spectral order
/// (its items by the Fiedler vector, which runs along a board's longer side, so that a board
/// is swept along its shorter one), the one whose widest frontier is narrowest, then whose
/// frontiers cost least (`cost`; the given one where they tie): on a square board the reverse
/// Cuthill-McKee order's diagonals, as wide as rows in the middle and narrower near the
/// corners. The spectral order is sought only where the best of the others leaves more states
/// than its steps' work. `options[o]`: option `o`'s items, the primary ones numbered below
/// `primary`. The result maps each primary item to its new number.
pub fn narrow_order(primary: usize, items: usize, options: &[Vec<usize>]) -> Vec<usize> {
    let given: Vec<usize> = (0..primary).collect();
    let pairs: usize = options.iter().map(|o| o.len() * o.len()).sum();
    if pairs > 1 << 24 || primary < 3 {
        return given;
    }
    // Each item's neighbours once each, in the order met: its options' items, marked as met.
    let mut holds = vec![Vec::new(); items];
    for (k, o) in options.iter().enumerate() {
        for &a in o {
            holds[a].push(k);
        }
    }
    let (mut near, mut met) = (vec![Vec::new(); items], vec![!0usize; items]);
    for a in 0..items {
        met[a] = a;
        for &b in holds[a].iter().flat_map(|&k| &options[k]) {
            if met[b] != a {
                met[b] = a;
                near[a].push(b);
            }
        }
    }
    let mut best = (cost(primary, items, options, &given), given);
    let consider = |rank: Vec<usize>, best: &mut ((i64, f64), Vec<usize>)| {
        let c = cost(primary, items, options, &rank);
        if c.0 < (best.0).0 || c.0 == (best.0).0 && c.1 < (best.0).1 - 0.01 {
            *best = (c, rank);
        }
    };
    consider(cuthill_mckee(primary, &near), &mut best);
    // Where the frontiers' states are fewer than the spectral order's power steps' work
    // (`SPECTRAL`), those steps cost more than a narrower order could save.
    if (best.0).1 >= SPECTRAL as f64 {
        consider(spectral(primary, &near), &mut best);
    }
    best.1
}

/// The spectral order's work, in bits: its power steps visit about `2^SPECTRAL` neighbours.
const SPECTRAL: u32 = 18;

/// The cost of the sweep in the order `rank` (item -> its place): the widest frontier, and the
/// sum over the levels of 2 to the frontier's width (the most states it may hold), in bits.
fn cost(primary: usize, items: usize, options: &[Vec<usize>], rank: &[usize]) -> (i64, f64) {
    // An option's level: its first primary item's place. An item holds a slot from after its
    // first option's level to its last's.
    let (mut first, mut last) = (vec![!0usize; items], vec![0usize; items]);
    let mut leads = vec![false; primary];
    for o in options {
        if let Some(l) = o.iter().filter(|&&i| i < primary).map(|&i| rank[i]).min() {
            leads[l] = true;
            for &i in o {
                first[i] = first[i].min(l);
                last[i] = last[i].max(l);
            }
        }
    }
    let mut width = vec![0i64; primary + 1];
    for i in (0..items).filter(|&i| first[i] < last[i]) {
        width[first[i] + 1] += 1;
        width[last[i] + 1] -= 1;
    }
    let mut at = Vec::new();
    let mut w = 0;
    for (l, d) in width.iter().take(primary).enumerate() {
        w += d;
        if leads[l] {
            at.push(w);
        }
    }
    let top = at.iter().cloned().max().unwrap_or(0);
    let sum: f64 = at
        .iter()
        .map(|&w| 2f64.powi((w - top).max(-60) as i32))
        .sum();
    (top, top as f64 + sum.log2())
}

/// The reverse Cuthill-McKee order of the primary items (`near`: each item's neighbours):
/// breadth first from a far item of each part of the graph, the fewest neighbours first.
fn cuthill_mckee(primary: usize, near: &[Vec<usize>]) -> Vec<usize> {
    let mut order = Vec::with_capacity(primary);
    let mut seen = vec![false; primary];
    for root in 0..primary {
        if seen[root] {
            continue;
        }
        let start = peripheral(near, primary, root);
        let from = order.len();
        order.push(start);
        seen[start] = true;
        let mut k = from;
        while k < order.len() {
            let mut next: Vec<usize> = (near[order[k]].iter())
                .cloned()
                .filter(|&b| b < primary && !seen[b])
                .collect();
            next.sort_by_key(|&b| near[b].len());
            for b in next {
                seen[b] = true;
                order.push(b);
            }
            k += 1;
        }
        order[from..].reverse();
    }
    ranks(&order)
}

/// A far primary item of `root`'s part of the graph: the last reached by a search from `root`,
/// then by one from that (the graph's diameter, about).
fn peripheral(near: &[Vec<usize>], primary: usize, root: usize) -> usize {
    let mut start = root;
    for _ in 0..2 {
        let depth = depths(near, primary, start);
        let far = (0..primary)
            .filter(|&a| depth[a] != !0)
            .map(|a| depth[a])
            .max();
        start = (0..primary)
            .filter(|&a| Some(depth[a]) == far)
            .min_by_key(|&a| near[a].len())
            .unwrap_or(start);
    }
    start
}

/// Each primary item's distance from `start` (`!0`: not reached).
fn depths(near: &[Vec<usize>], primary: usize, start: usize) -> Vec<usize> {
    let mut depth = vec![!0usize; primary];
    let (mut queue, mut k) = (vec![start], 0);
    depth[start] = 0;
    while k < queue.len() {
        let a = queue[k];
        for &b in near[a].iter().filter(|&&b| b < primary) {
            if depth[b] == !0 {
                depth[b] = depth[a] + 1;
                queue.push(b);
            }
        }
        k += 1;
    }
    depth
}

/// The primary items sorted by the graph's Fiedler vector (the Laplacian's eigenvector of the
/// least eigenvalue above 0), ties in the given order: found by power steps of `c - L` from the
/// items' distances to a far item (along the graph's longest paths, so few steps), made
/// orthogonal to the constant vector at each step.
fn spectral(primary: usize, near: &[Vec<usize>]) -> Vec<usize> {
    // Each item's primary neighbours in one array (`adj[at[i]..at[i + 1]]`), and the next
    // vector made once: the power steps, most of the order's work, filter and allocate nothing.
    let (mut adj, mut at): (Vec<usize>, _) = (Vec::new(), vec![0]);
    for n in near.iter().take(primary) {
        adj.extend(n.iter().filter(|&&b| b < primary));
        at.push(adj.len());
    }
    let degree: Vec<f64> = (0..primary).map(|i| (at[i + 1] - at[i]) as f64).collect();
    let c = 2.0 * degree.iter().cloned().fold(1.0, f64::max);
    let edges: usize = near.iter().take(primary).map(|n| n.len()).sum();
    let steps = (1 << SPECTRAL) / (edges + primary).max(1);
    let depth = depths(near, primary, peripheral(near, primary, 0));
    let mut x: Vec<f64> = depth.iter().map(|&d| d.min(primary) as f64).collect();
    let mut y = vec![0.0; primary];
    for step in 0..steps.min(2000) {
        let mean = x.iter().sum::<f64>() / primary as f64;
        for (i, v) in y.iter_mut().enumerate() {
            let around: f64 = adj[at[i]..at[i + 1]].iter().map(|&b| x[b]).sum();
            *v = (c - degree[i]) * x[i] + around - c * mean;
        }
        let norm = y.iter().map(|v| v * v).sum::<f64>().sqrt().max(1e-300);
        // Settled: the order no longer moves.
        let mut moved = 0.0;
        for (a, v) in x.iter().zip(y.iter_mut()) {
            *v /= norm;
            moved = f64::max(moved, (a - *v).abs());
        }
        std::mem::swap(&mut x, &mut y);
        if step > 0 && moved < 1e-10 {
            break;
        }
    }
    // Values equal to within rounding are one: their items keep the given order.
    let mut order: Vec<usize> = (0..primary).collect();
    order.sort_by(|&a, &b| {
        let (p, q) = ((x[a] * 1e6).round(), (x[b] * 1e6).round());
        p.partial_cmp(&q)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.cmp(&b))
    });
    ranks(&order)
}

/// Item -> its place in `order`.
fn ranks(order: &[usize]) -> Vec<usize> {
    let mut rank = vec![0; order.len()];
    for (k, &i) in order.iter().enumerate() {
        rank[i] = k;
    }
    rank
}
// ---- END narrow_order ----

#[cfg(test)]
mod tests {
    use super::*;

    /// Tromino-like options of an `h x w` board in reading order: each cell with its next two
    /// to the right, and with its next two down.
    fn bars(h: usize, w: usize) -> Vec<Vec<usize>> {
        let mut o = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if c + 2 < w {
                    o.push(vec![r * w + c, r * w + c + 1, r * w + c + 2]);
                }
                if r + 2 < h {
                    o.push(vec![r * w + c, (r + 1) * w + c, (r + 2) * w + c]);
                }
            }
        }
        o
    }

    #[test]
    fn a_board_is_swept_along_its_shorter_side_either_way_round() {
        // A smaller board keeps the reverse Cuthill-McKee order's diagonals where they leave
        // fewer states than the spectral order's work.
        for &(h, w) in &[(5, 20), (20, 5)] {
            let rank = narrow_order(h * w, h * w, &bars(h, w));
            assert!(cost(h * w, h * w, &bars(h, w), &rank).1 < SPECTRAL as f64);
        }
        for &(h, w) in &[(9, 12), (12, 9), (5, 40), (40, 5)] {
            let o = bars(h, w);
            let rank = narrow_order(h * w, h * w, &o);
            let mut sorted = rank.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..h * w).collect::<Vec<_>>());
            // Along the shorter side: frontiers as wide as in the best of the two reading orders.
            let given: Vec<usize> = (0..h * w).collect();
            let turned: Vec<usize> = (0..h * w).map(|i| i % w * h + i / w).collect();
            let (a, b) = (
                cost(h * w, h * w, &o, &given),
                cost(h * w, h * w, &o, &turned),
            );
            let got = cost(h * w, h * w, &o, &rank);
            assert!(
                got.1 <= a.1.min(b.1) + 0.01,
                "{}x{}: {:?}, {:?}, {:?}",
                h,
                w,
                got,
                a,
                b
            );
        }
    }
}
