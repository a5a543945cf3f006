//! N queens as exact cover with secondary items, for the files that list, count or order the
//! placements (LeetCode 51 and 52, CSES 1624, Luogu P1219 and P1562). SP1771, which completes
//! one board within SPOJ's 10,000 bytes, keeps its own compact copy of the model. Three blocks:
//! `queens_model` builds the matrix, `queens` hands every placement to a closure, and
//! `queens_count` counts them, halving the work on a board that is its own mirror image.

use crate::dlx::{Dlx, Exact, Mrv, Step, Visit, X};

// ---- BEGIN queens (needs dlx x) ----
/// N queens on the squares of an `n x n` board (`n >= 1`) that `free` allows, as exact cover
/// with secondary items (Knuth, TAOCP 7.2.2.1): the rows and columns are primary items, each
/// filled once, the `2n - 1` diagonals each way secondary, each hit at most once; an option per
/// free square. Returns each option's square (row, column). With `middle_out`, rows and columns
/// go in from the middle out: MRV breaks ties by item order, and a centre line attacks the most
/// squares, so it cuts the most. Without, the rows go in first, in order, then the columns, and
/// each row lists its squares by column: a search that takes the items in order (block
/// `leftmost`) then finds the placements in lexicographic order.
pub fn queens_model<A>(dlx: &mut Dlx, n: usize, free: A, middle_out: bool) -> Vec<(usize, usize)>
where
    A: Fn(usize, usize) -> bool,
{
    let h = n / 2 * 2;
    let middle = |k: usize| if 2 * k < h { h - 2 * k - 1 } else { 2 * k - h };
    dlx.reset(2 * n, 4 * n - 2);
    let mut squares = Vec::new();
    for r in 0..n {
        for c in (0..n).filter(|&c| free(r, c)) {
            let (row, col) = match middle_out {
                true => (2 * middle(r), 2 * middle(c) + 1),
                false => (r, n + c),
            };
            dlx.add_option(&[row, col, 2 * n + r + c, 5 * n - 2 + r - c]);
            squares.push((r, c));
        }
    }
    squares
}

/// Every placement of `n` queens (`n >= 1`) on the squares of an `n x n` board that `free`
/// allows, passed to `f` as each row's column (`queens_model`, middle out).
pub fn queens<A, F>(dlx: &mut Dlx, n: usize, free: A, f: F)
where
    A: Fn(usize, usize) -> bool,
    F: FnMut(&[usize]),
{
    let mut each = Each {
        squares: queens_model(dlx, n, free, true),
        f,
        options: Vec::new(),
        cols: vec![0; n],
    };
    dlx.search(&mut X(Mrv, ()), &mut each);
}

/// A visit that hands each cover to `f` as each row's column.
struct Each<F> {
    /// Option -> its square (row, column).
    squares: Vec<(usize, usize)>,
    f: F,
    options: Vec<usize>,
    cols: Vec<usize>,
}

impl<F: FnMut(&[usize])> Visit<Exact> for Each<F> {
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

/// The number of placements of `n` queens (`n >= 1`) on the squares of an `n x n` board that
/// `free` allows: the covers of `queens_model` (middle out), counted without reading them.
/// A board that is its own mirror image (column `c` free where column `n - 1 - c` is, row by
/// row) pairs each placement with its mirror image, whose row 0 queen is on the other side of
/// the middle: such a board counts the placements with that queen left of the middle, twice,
/// and for an odd `n` those with it on the middle column, whose row 1 queen (never on the
/// middle column then) is left of it, twice: searches of three fifths of the tree's nodes
/// (the restriction also steers the choice, so not half: n = 12, 13, 14). A board that
/// is its own image top to bottom is counted so as its transpose, which has the same number of
/// placements (each transposed).
pub fn count_queens<A: Fn(usize, usize) -> bool>(dlx: &mut Dlx, n: usize, free: A) -> u64 {
    let mirror = |f: &dyn Fn(usize, usize) -> bool| {
        n > 1 && (0..n).all(|r| (0..n).all(|c| f(r, c) == f(r, n - 1 - c)))
    };
    let transposed = |r: usize, c: usize| free(c, r);
    if mirror(&free) {
        halves(dlx, n, &free)
    } else if mirror(&transposed) {
        halves(dlx, n, &transposed)
    } else {
        count(dlx, n, &free)
    }
}

/// The placements on a board that is its own mirror image, counted by halves (`n >= 2`).
fn halves(dlx: &mut Dlx, n: usize, free: &dyn Fn(usize, usize) -> bool) -> u64 {
    // `2c + 1` against `n`: column `c` is left of the middle, on it, or right of it.
    let left = count(dlx, n, &|r, c| free(r, c) && (r > 0 || 2 * c + 1 < n));
    let middle = match n % 2 {
        1 => count(dlx, n, &|r, c| {
            free(r, c) && (r > 0 || 2 * c + 1 == n) && (r != 1 || 2 * c + 1 < n)
        }),
        _ => 0,
    };
    2 * (left + middle)
}

/// The placements on the squares `free` allows, each cover counted.
fn count(dlx: &mut Dlx, n: usize, free: &dyn Fn(usize, usize) -> bool) -> u64 {
    queens_model(dlx, n, free, true);
    let mut tally = Tally(0);
    dlx.search(&mut X(Mrv, ()), &mut tally);
    tally.0
}

/// A visit that counts the covers, one at a time: a word, which no search fills (a judge's boards
/// have at most 14 rows, 365,596 placements).
struct Tally(u64);

impl Visit<Exact> for Tally {
    fn solution(&mut self, _: &Dlx) -> Step {
        self.0 += 1;
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

    /// OEIS A000170, by listing and by counting (with the mirror: every empty board is its own).
    #[test]
    fn the_counts_of_the_empty_boards() {
        let mut counts = Vec::new();
        let mut d = Dlx::new(0, 0);
        for n in 1..=10 {
            let mut k = 0u64;
            queens(&mut d, n, |_, _| true, |_| k += 1);
            assert_eq!(count_queens(&mut d, n, |_, _| true), k, "n = {}", n);
            counts.push(k);
        }
        assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]);
        assert_eq!(count_queens(&mut d, 12, |_, _| true), 14_200);
    }

    #[test]
    fn a_row_without_a_free_square_has_no_placement() {
        let mut k = 0;
        queens(&mut Dlx::new(0, 0), 8, |r, _| r != 5, |_| k += 1);
        assert_eq!(k, 0);
        assert_eq!(count_queens(&mut Dlx::new(0, 0), 8, |r, _| r != 5), 0);
    }

    /// The count agrees with the brute force on random boards, two in three of them made their
    /// own mirror image left to right or top to bottom (the count then searches two halves),
    /// odd and even `n`.
    #[test]
    fn the_counts_are_the_brute_forces_on_boards_with_and_without_a_mirror() {
        let mut rng = Rng(1562);
        let mut d = Dlx::new(0, 0);
        let mut mirrored = 0;
        for n in 1..=9 {
            for k in 0..40 {
                let share = rng.below(30);
                let mut reserved: Vec<bool> = (0..n * n).map(|_| rng.below(100) < share).collect();
                // A mirror left to right, top to bottom, or none.
                if k % 3 < 2 {
                    for r in 0..n {
                        for c in 0..n / 2 {
                            let (a, b) = match k % 3 {
                                0 => (r * n + c, r * n + n - 1 - c),
                                _ => (c * n + r, (n - 1 - c) * n + r),
                            };
                            reserved[b] = reserved[a];
                        }
                    }
                    mirrored += 1;
                }
                let free = |r: usize, c: usize| !reserved[r * n + c];
                let want = brute(n, &free).len() as u64;
                assert_eq!(count_queens(&mut d, n, free), want, "{:?}", reserved);
            }
        }
        assert_eq!(mirrored, 243);
    }

    /// Without `middle_out`, a search that takes the items in order finds the placements in
    /// lexicographic order (the brute force's), each once; with it, the rows and columns are
    /// items from the middle out.
    #[test]
    fn in_row_order_the_placements_come_in_lexicographic_order() {
        use crate::dlx::Leftmost;
        struct InOrder(Vec<(usize, usize)>, Vec<Vec<usize>>);
        impl Visit<Exact> for InOrder {
            fn solution(&mut self, dlx: &Dlx) -> Step {
                let mut options = Vec::new();
                dlx.solution(&mut options);
                let mut cols = vec![0; options.len()];
                for o in options {
                    let (r, c) = self.0[o];
                    cols[r] = c;
                }
                self.1.push(cols);
                Step::On
            }
        }
        let mut rng = Rng(1219);
        let mut d = Dlx::new(0, 0);
        for n in 1..=8 {
            let reserved: Vec<bool> = (0..n * n).map(|_| rng.below(100) < 10).collect();
            let free = |r: usize, c: usize| !reserved[r * n + c];
            let mut v = InOrder(queens_model(&mut d, n, free, false), Vec::new());
            d.search(&mut X(Leftmost, ()), &mut v);
            assert_eq!(v.1, brute(n, &free), "n = {}", n);
        }
        // The squares go in row by row, by column, either way; only the items differ.
        let squares = queens_model(&mut d, 3, |_, _| true, true);
        assert_eq!(squares, queens_model(&mut d, 3, |_, _| true, false));
        assert_eq!(squares[..4], [(0, 0), (0, 1), (0, 2), (1, 0)]);
    }
}
