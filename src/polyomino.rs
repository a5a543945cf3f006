//! Polyominoes for exact cover: a piece's distinct orientations and its placements on a board
//! given as any set of cells, so one module builds the options of P4205's triangle, of the
//! pentomino rectangles and of ABC322 D's 4x4 grid alike. Block `shape` reads a piece from a
//! picture (P4205 draws its pieces; ABC322 D reads them from its input).

// ---- BEGIN polyomino ----
/// The cells of a picture: rows separated by `/`, `#` a cell, any other character a gap.
pub fn shape(picture: &str) -> Vec<Cell> {
    let mut cells = Vec::new();
    for (r, row) in picture.split('/').enumerate() {
        for (c, b) in row.bytes().enumerate() {
            if b == b'#' {
                cells.push((r as i32, c as i32));
            }
        }
    }
    cells
}

/// A cell of the plane: (row, column).
pub type Cell = (i32, i32);

/// The distinct orientations of a shape under the 4 rotations, and with `mirror` also their
/// reflections (a piece that may be turned over), each moved so its least row and least column
/// are 0, and sorted (row-major); the shape's own comes first.
pub fn orientations(cells: &[Cell], mirror: bool) -> Vec<Vec<Cell>> {
    let mut all: Vec<Vec<Cell>> = Vec::new();
    for t in 0..8 {
        // Transform `t` transposes (bit 2) and negates rows (bit 0) and columns (bit 1): it
        // reflects when it does an odd number of these.
        if !mirror && (t ^ t >> 1 ^ t >> 2) & 1 == 1 {
            continue;
        }
        let mut o: Vec<Cell> = cells
            .iter()
            .map(|&(r, c)| {
                let (r, c) = if t & 4 != 0 { (c, r) } else { (r, c) };
                (
                    if t & 1 != 0 { -r } else { r },
                    if t & 2 != 0 { -c } else { c },
                )
            })
            .collect();
        let r0 = o.iter().map(|p| p.0).min().unwrap_or(0);
        let c0 = o.iter().map(|p| p.1).min().unwrap_or(0);
        for p in o.iter_mut() {
            *p = (p.0 - r0, p.1 - c0);
        }
        o.sort();
        if !all.contains(&o) {
            all.push(o);
        }
    }
    all
}

/// Every placement of a shape on a board (a list of distinct cells, in any order): each
/// orientation (`orientations(cells, mirror)`) at each translation that puts all its cells on
/// the board, as the numbers of those cells in `board` (in the orientation's row-major order).
/// Each placement comes once.
pub fn placements(cells: &[Cell], board: &[Cell], mirror: bool) -> Vec<Vec<usize>> {
    let mut index: Vec<(Cell, usize)> = board.iter().cloned().zip(0..).collect();
    index.sort();
    let find = |p: Cell| {
        let k = index.binary_search_by(|e| e.0.cmp(&p));
        k.ok().map(|k| index[k].1)
    };
    let mut out = Vec::new();
    for o in orientations(cells, mirror) {
        // The orientation's first cell on each board cell in turn: every translation once.
        if let Some(&(r0, c0)) = o.first() {
            for &(br, bc) in board {
                let at = o.iter().map(|&(r, c)| find((r - r0 + br, c - c0 + bc)));
                if let Some(p) = at.collect::<Option<Vec<usize>>>() {
                    out.push(p);
                }
            }
        }
    }
    out
}
// ---- END polyomino ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Dlx, Exact, Mrv, Step, Visit, X};

    /// P4205's pieces A-L (as `PIECES` in src/bin/p4205.rs draws them), and their orientation
    /// counts from the statement.
    const BEADS: [(&str, usize); 12] = [
        ("##/#.", 4),
        ("####", 2),
        ("###/#..", 8),
        ("##/##", 1),
        ("#../#../###", 4),
        ("####/.#..", 8),
        ("###/#.#", 4),
        ("###/##.", 8),
        ("###./..##", 8),
        (".#./###/.#.", 1),
        ("#../##./.##", 4),
        ("####/#...", 8),
    ];

    /// The 12 pentominoes F I L N P T U V W X Y Z.
    const PENTOMINOES: [&str; 12] = [
        ".##/##./.#.",
        "#####",
        "####/#...",
        "###./..##",
        "##/##/#.",
        "###/.#./.#.",
        "#.#/###",
        "#../#../###",
        "#../##./.##",
        ".#./###/.#.",
        "####/.#..",
        "##./.#./.##",
    ];

    fn rectangle(rows: i32, cols: i32) -> Vec<Cell> {
        (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .collect()
    }

    #[test]
    fn pictures_read_row_by_row() {
        assert_eq!(
            shape("#.#/###"),
            vec![(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]
        );
        assert_eq!(shape(""), vec![]);
    }

    #[test]
    fn the_statements_orientation_counts() {
        for &(picture, count) in BEADS.iter() {
            let os = orientations(&shape(picture), true);
            assert_eq!(os.len(), count, "{}", picture);
            let mut own = shape(picture);
            own.sort();
            assert_eq!(os[0], own, "{}: the shape's own orientation first", picture);
            for o in &os {
                assert_eq!(o.len(), own.len());
                assert_eq!(o.iter().map(|p| p.0).min(), Some(0));
                assert_eq!(o.iter().map(|p| p.1).min(), Some(0));
                assert!(o.windows(2).all(|w| w[0] < w[1]), "sorted, distinct");
            }
        }
        assert_eq!(BEADS.iter().map(|b| shape(b.0).len()).sum::<usize>(), 55);
    }

    #[test]
    fn the_pentominoes_have_63_orientations() {
        let counts: Vec<usize> = PENTOMINOES
            .iter()
            .map(|p| orientations(&shape(p), true).len())
            .collect();
        assert_eq!(counts, vec![8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
        assert_eq!(counts.iter().sum::<usize>(), 63);
    }

    /// The rotations alone: a piece with a mirror symmetry has as many as with reflections, a
    /// chiral one half (its reflections are other pieces), and a reflection is never among them.
    #[test]
    fn rotations_alone_never_turn_a_piece_over() {
        let counts: Vec<(usize, usize)> = PENTOMINOES
            .iter()
            .map(|p| {
                let cells = shape(p);
                (
                    orientations(&cells, false).len(),
                    orientations(&cells, true).len(),
                )
            })
            .collect();
        // F I L N P T U V W X Y Z: F, L, N, P, Y, Z are chiral.
        let rotations = [4, 2, 4, 4, 4, 4, 4, 4, 4, 1, 4, 2];
        assert_eq!(counts.iter().map(|c| c.0).collect::<Vec<_>>(), rotations);
        assert_eq!(counts.iter().map(|c| c.1).sum::<usize>(), 63);
        // An S tetromino turned is an S, never a Z; the L tromino has 4 rotations.
        let s = orientations(&shape(".##/##."), false);
        assert_eq!(s.len(), 2);
        let mut z = shape("##./.##");
        z.sort();
        assert!(!s.contains(&z));
        assert!(orientations(&shape(".##/##."), true).contains(&z));
        assert_eq!(orientations(&shape("#./##"), false).len(), 4);
        // Each rotation is the one before turned a quarter: (r, c) -> (c, -r), moved to 0.
        let l = orientations(&shape("###/#.."), false);
        for o in &l {
            let mut turned: Vec<Cell> = o.iter().map(|&(r, c)| (c, -r)).collect();
            let c0 = turned.iter().map(|p| p.1).min().unwrap_or(0);
            turned.iter_mut().for_each(|p| p.1 -= c0);
            turned.sort();
            assert!(l.contains(&turned));
        }
        // On a 4x4 board: an L tromino in 4 rotations at 9 places each.
        assert_eq!(
            placements(&shape("#./##"), &rectangle(4, 4), false).len(),
            36
        );
    }

    #[test]
    fn placements_on_small_boards() {
        // A domino on a 2x3 rectangle: 3 + 4 = 7 placements, each once.
        let p = placements(&shape("##"), &rectangle(2, 3), true);
        assert_eq!(p.len(), 7);
        let mut sorted: Vec<Vec<usize>> = p
            .iter()
            .map(|q| {
                let mut q = q.clone();
                q.sort();
                q
            })
            .collect();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 7);
        // The board's cells in any order: the numbers follow that order.
        let board = vec![(5, 5), (0, 0), (0, 1)];
        assert_eq!(placements(&shape("##"), &board, true), vec![vec![1, 2]]);
        // An empty shape has no placement; nothing fits an empty board.
        assert!(placements(&[], &board, true).is_empty());
        assert!(placements(&shape("#"), &[], true).is_empty());
    }

    #[test]
    fn pentomino_placements_on_6x10_are_2056() {
        let board = rectangle(6, 10);
        let n: usize = PENTOMINOES
            .iter()
            .map(|p| placements(&shape(p), &board, true).len())
            .sum();
        assert_eq!(n, 2056);
    }

    /// Counts the exact covers.
    struct Count(usize);

    impl Visit<Exact> for Count {
        fn solution(&mut self, _: &Dlx) -> Step {
            self.0 += 1;
            Step::On
        }
    }

    /// The number of tilings of a rectangle by the 12 pentominoes (items: pieces, then cells).
    fn tilings(rows: i32, cols: i32) -> usize {
        let board = rectangle(rows, cols);
        let mut d = Dlx::new(12 + board.len(), 0);
        for (k, p) in PENTOMINOES.iter().enumerate() {
            for cells in placements(&shape(p), &board, true) {
                let mut items = vec![k];
                items.extend(cells.iter().map(|&c| 12 + c));
                d.add_option(&items);
            }
        }
        let mut count = Count(0);
        d.search(&mut X(Mrv, ()), &mut count);
        count.0
    }

    #[test]
    fn pentomino_tilings_of_3x20() {
        // 2 up to symmetry, each counted 4 times here.
        assert_eq!(tilings(3, 20), 8);
    }

    /// Some seconds even optimised: run by `make test-all` (`--include-ignored`).
    #[test]
    #[ignore]
    fn pentomino_tilings_of_4x15_and_6x10() {
        // 368 and 2,339 up to symmetry, each counted 4 times here.
        assert_eq!(tilings(4, 15), 1472);
        assert_eq!(tilings(6, 10), 9356);
    }
}
