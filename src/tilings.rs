//! Domino tilings of rectangles as exact cover (P10975, CSES 2181), counted by the memo in any
//! of its rings: the files differ only in the ring they ask for.

use crate::count::{Count, Model, Quiet, Ring};
use crate::dlx::Dlx;

// ---- BEGIN tilings (needs count) ----
/// The number of domino tilings of an `h x w` rectangle, in ring `R`: its exact cover (items the
/// cells, primary, in reading order along the shorter side, so that a state is that many cells
/// wide; options the dominoes), counted by the memo with a table of at most 256 MiB.
pub fn domino_tilings<R: Ring>(h: usize, w: usize) -> R {
    let (rows, cols) = (h.max(w), h.min(w));
    let cell = |r: usize, c: usize| r * cols + c;
    let mut dlx = Dlx::new(rows * cols, 0);
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                dlx.add_option(&[cell(r, c), cell(r, c + 1)]);
            }
            if r + 1 < rows {
                dlx.add_option(&[cell(r, c), cell(r + 1, c)]);
            }
        }
    }
    let mut count: Count<R> = Count::new(Model::new(&dlx, |_| 0, &[]), 1 << 28);
    dlx.search(&mut count, &mut Quiet);
    count.total().clone()
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
                assert_eq!(domino_tilings::<Big>(a, b).decimal(), want.to_string());
                assert_eq!(
                    domino_tilings::<Mod>(a, b),
                    Mod(want % MODULUS),
                    "{}x{}",
                    a,
                    b
                );
            }
        }
        assert_eq!(domino_tilings::<Mod>(1, 1), Mod(0));
        assert_eq!(domino_tilings::<Mod>(1, 2), Mod(1));
    }
}
