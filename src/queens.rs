//! N queens as exact cover with secondary items, for the files that list or count every
//! placement (LeetCode 51 and 52, CSES 1624). SP1771, which completes one board within SPOJ's
//! 10,000 bytes, keeps its own compact copy of the model.

use crate::dlx::{Dlx, Step, Visit};

// ---- BEGIN queens ----
/// Every placement of `n` queens (`n >= 1`) on the squares of an `n x n` board that `free`
/// allows, passed to `f` as each row's column. Exact cover with secondary items (Knuth, TAOCP
/// 7.2.2.1): the rows and columns are primary items, each filled once, the `2n - 1` diagonals
/// each way secondary, each hit at most once; an option per free square.
pub fn queens<A, F>(dlx: &mut Dlx, n: usize, free: A, f: F)
where
    A: Fn(usize, usize) -> bool,
    F: FnMut(&[usize]),
{
    // Rows and columns middle out: MRV breaks ties by item order, and a centre line attacks
    // the most squares, so it cuts the most.
    let h = n / 2 * 2;
    let middle = |k: usize| if 2 * k < h { h - 2 * k - 1 } else { 2 * k - h };
    dlx.reset(2 * n, 4 * n - 2);
    let mut squares = Vec::new();
    for r in 0..n {
        for c in (0..n).filter(|&c| free(r, c)) {
            let (row, col) = (2 * middle(r), 2 * middle(c) + 1);
            dlx.add_option(&[row, col, 2 * n + r + c, 5 * n - 2 + r - c]);
            squares.push((r, c));
        }
    }
    let mut each = Each {
        squares,
        f,
        options: Vec::new(),
        cols: vec![0; n],
    };
    dlx.search(&mut (), &mut each);
}

/// A visit that hands each cover to `f` as each row's column.
struct Each<F> {
    /// Option -> its square (row, column).
    squares: Vec<(usize, usize)>,
    f: F,
    options: Vec<usize>,
    cols: Vec<usize>,
}

impl<F: FnMut(&[usize])> Visit for Each<F> {
    fn solution(&mut self, dlx: &Dlx) -> Step {
        dlx.solution(&mut self.options);
        for &o in &self.options {
            let (r, c) = self.squares[o];
            self.cols[r] = c;
        }
        (self.f)(&self.cols);
        Step::On
    }
}
// ---- END queens ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Every placement by backtracking row by row (no DLX): each row's column, in order.
    fn brute(n: usize, free: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<usize>> {
        fn place(
            n: usize,
            free: &dyn Fn(usize, usize) -> bool,
            cols: &mut Vec<usize>,
            out: &mut Vec<Vec<usize>>,
        ) {
            let r = cols.len();
            if r == n {
                out.push(cols.clone());
                return;
            }
            for c in 0..n {
                let attacked = cols
                    .iter()
                    .enumerate()
                    .any(|(s, &d)| d == c || r - s == c.max(d) - c.min(d));
                if free(r, c) && !attacked {
                    cols.push(c);
                    place(n, free, cols, out);
                    cols.pop();
                }
            }
        }
        let mut out = Vec::new();
        place(n, free, &mut Vec::new(), &mut out);
        out
    }

    fn all(n: usize, free: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        queens(&mut Dlx::new(0, 0), n, free, |cols| out.push(cols.to_vec()));
        out.sort();
        out
    }

    #[test]
    fn the_placements_are_the_brute_forces_on_every_board() {
        let mut rng = Rng(1624);
        let mut boards = 0;
        for n in 1..=8 {
            assert_eq!(all(n, &|_, _| true), brute(n, &|_, _| true), "n = {}", n);
            for _ in 0..40 {
                let share = rng.below(40);
                let reserved: Vec<bool> = (0..n * n).map(|_| rng.below(100) < share).collect();
                let free = |r: usize, c: usize| !reserved[r * n + c];
                assert_eq!(all(n, &free), brute(n, &free), "n = {}, {:?}", n, reserved);
                boards += 1;
            }
        }
        assert_eq!(boards, 320);
    }

    /// OEIS A000170.
    #[test]
    fn the_counts_of_the_empty_boards() {
        let mut counts = Vec::new();
        let mut d = Dlx::new(0, 0);
        for n in 1..=10 {
            let mut k = 0u64;
            queens(&mut d, n, |_, _| true, |_| k += 1);
            counts.push(k);
        }
        assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]);
    }

    #[test]
    fn a_row_without_a_free_square_has_no_placement() {
        let mut k = 0;
        queens(&mut Dlx::new(0, 0), 8, |r, _| r != 5, |_| k += 1);
        assert_eq!(k, 0);
    }
}
