//! Domino tilings of rectangles as exact cover (P10975, CSES 2181), counted by the sweep in any
//! of its rings: the files differ only in the ring they ask for.

use crate::count::{count, Model, One, Ring, Sweep};

// ---- BEGIN tilings (needs count) ----
/// The number of domino tilings of an `h x w` rectangle (sides up to 62), in ring `R`: its exact
/// cover (items the cells, primary, in reading order along the shorter side, so that a
/// frontier is that many cells; options the dominoes), counted by the sweep.
pub fn domino_tilings<R: Ring>(h: usize, w: usize) -> Option<R> {
    let (rows, cols) = (h.max(w), h.min(w));
    let cell = |r: usize, c: usize| r * cols + c;
    let mut options = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                options.push(vec![cell(r, c), cell(r, c + 1)]);
            }
            if r + 1 < rows {
                options.push(vec![cell(r, c), cell(r + 1, c)]);
            }
        }
    }
    let model = Model::new(rows * cols, rows * cols, &options)?;
    count(&model, &mut Sweep::new(1 << 26), &One)
}
// ---- END tilings ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bignum::Big;
    use crate::count::{Mod, MODULUS};

    #[test]
    fn tilings_are_the_known_counts_either_way_round_and_in_both_rings() {
        // OEIS A099390: 8x8, 4x11, 10x11 (past 2^32); none on an odd area; 2 x n Fibonacci.
        let known: [(usize, usize, u64); 5] = [
            (8, 8, 12_988_816),
            (4, 11, 51_205),
            (10, 11, 3_852_472_573_499),
            (5, 7, 0),
            (2, 30, 1_346_269),
        ];
        for &(h, w, want) in &known {
            for &(a, b) in &[(h, w), (w, h)] {
                assert_eq!(
                    domino_tilings::<Big>(a, b).map(|c| c.decimal()),
                    Some(want.to_string())
                );
                assert_eq!(
                    domino_tilings::<Mod>(a, b),
                    Some(Mod(want % MODULUS)),
                    "{}x{}",
                    a,
                    b
                );
            }
        }
        assert_eq!(domino_tilings::<Mod>(1, 1), Some(Mod(0)));
        assert_eq!(domino_tilings::<Mod>(1, 2), Some(Mod(1)));
    }
}
