//! Tilings: P4205 (the 12 beads pieces on a triangle), ABC322 D (three polyominoes on a 4x4
//! grid), ABC345 D (rectangles on a grid), P10975 (domino tilings counted).

use super::Nothing;
use super::{first_cells, lines_of, tokens, write_first, Answer, Count, Generated, Instance};
use crate::common::cases::*;
use crate::common::reference::{
    bead_fillings, bead_index, bead_orientations, bead_row_col, check_filling, polyominoes_fill,
    tiles_fill, tilings_count, tilings_mod, Board,
};
use crate::common::verdict::*;
use crate::common::{cells, judge_lines, root};
use dlx_judge::rng::Rng;

// ---- the instances and answers ----

/// A P4205 board: 55 cells in reading order, a letter `A`-`L` or `.`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Beads(pub Board);

/// P4205's answer: the filled board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Filling(pub Board);

/// ABC322 D: the three pictures' 48 cells, picture by picture, row by row, `#` or `.`.
#[derive(Clone, Debug, PartialEq)]
pub struct Polyominoes(pub Vec<u8>);

/// ABC345 D: the grid's `H` and `W`, and each tile's `A` and `B`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tiles(pub usize, pub usize, pub Vec<(usize, usize)>);

/// P10975, CSES 2181: an `h x w` rectangle to tile with dominoes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rectangle(pub usize, pub usize);

/// ABC322 D, ABC345 D: `Yes` or `No`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct YesNo(pub bool);

// ---- reading, writing, parsing, judging ----

/// P4205: the first 55 cells, in any layout.
pub(super) fn read_p4205(input: &[u8]) -> Result<Vec<Instance>, String> {
    let cells = cells(input);
    if cells.len() < 55 {
        return Err(format!("input: {} cells, not 55", cells.len()));
    }
    let mut board = [b'.'; 55];
    for (k, &c) in cells[..55].iter().enumerate() {
        if c != b'.' && !(b'A'..=b'L').contains(&c) {
            return Err(format!("input: cell {} is {:?}", k + 1, c as char));
        }
        board[k] = c;
    }
    Ok(vec![Instance::new(Beads(board))])
}

/// A P4205 board as 10 lines, line `i` of `i` cells.
pub(super) fn beads_text(board: &Board) -> String {
    let mut s = String::new();
    for r in 0..10 {
        let start = r * (r + 1) / 2;
        s.push_str(&String::from_utf8_lossy(&board[start..start + r + 1]));
        s.push('\n');
    }
    s
}

/// P4205: the board as its 10 lines.
pub(super) fn write_p4205(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |Beads(b)| beads_text(b).into_bytes())
}

/// ABC322 D: the three pictures, 4 lines of 4 cells each.
pub(super) fn write_abc322d(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |Polyominoes(cells)| lines_of(cells, 4))
}

/// ABC345 D: `N H W`, then a tile a line.
pub(super) fn write_abc345d(instances: &[Instance]) -> Vec<u8> {
    write_first(instances, |Tiles(h, w, tiles)| {
        let mut s = format!("{} {} {}\n", tiles.len(), h, w);
        for (a, b) in tiles {
            s += &format!("{} {}\n", a, b);
        }
        s.into_bytes()
    })
}

/// P4205: `No solution`, or the filled triangle: 10 lines, line `i` of `i` letters `A`-`L`.
pub(super) fn parse_p4205(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    if lines == ["No solution"] {
        return Ok(vec![Answer::new(Nothing)]);
    }
    let triangle = lines.len() == 10
        && lines
            .iter()
            .enumerate()
            .all(|(r, l)| l.len() == r + 1 && l.bytes().all(|c| (b'A'..=b'L').contains(&c)));
    if !triangle {
        return Err(format!(
            "not `No solution` nor a triangle of letters A-L: {:?}",
            lines
        ));
    }
    let mut board = [b'.'; 55];
    board.copy_from_slice(lines.concat().as_bytes());
    Ok(vec![Answer::new(Filling(board))])
}

/// P4205: a filling that keeps the placed pieces, piece by piece; `No solution` only when the
/// tiler finds none.
pub(super) fn judge_p4205(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let Beads(board) = instance.of();
    match answer.get::<Filling>() {
        Some(Filling(out)) => check_filling(board, out),
        None if !answer.is::<Nothing>() => Err(format!("not a board: {:?}", answer)),
        None if bead_fillings(board, 1).is_empty() => Ok(()),
        None => Err("says No solution but the tiler fills the board".to_string()),
    }
}

/// ABC322 D: the first 48 cells, `#` or `.`, in any layout (none if fewer).
pub(super) fn read_abc322d(input: &[u8]) -> Result<Vec<Instance>, String> {
    let pictures = first_cells(input, 48, b"#.", "cell")?;
    Ok(pictures
        .map(|p| Instance::new(Polyominoes(p)))
        .into_iter()
        .collect())
}

/// ABC345 D: `N H W`, then `N` tiles `A B`, within the statement's limits (none if the input
/// ends first).
pub(super) fn read_abc345d(input: &[u8]) -> Result<Vec<Instance>, String> {
    let tokens = tokens(input);
    let number = |k: usize| match tokens.get(k) {
        Some(t) => t
            .parse::<usize>()
            .map(Some)
            .map_err(|_| format!("input: {:?}", t)),
        None => Ok(None),
    };
    // `N H W` and `N` tiles; what follows them is not read.
    let mut numbers: Vec<usize> = Vec::new();
    while numbers.len() < 3 || numbers.len() < 3 + 2 * numbers[0].min(7) {
        match number(numbers.len())? {
            Some(v) => numbers.push(v),
            None => return Ok(vec![]),
        }
    }
    let (n, h, w) = (numbers[0], numbers[1], numbers[2]);
    let tiles: Vec<(usize, usize)> = (0..n)
        .map(|i| (numbers[3 + 2 * i], numbers[4 + 2 * i]))
        .collect();
    let within = |v: usize, most: usize| (1..=most).contains(&v);
    let ok = within(n, 7)
        && within(h, 10)
        && within(w, 10)
        && tiles.iter().all(|&(a, b)| within(a, 10) && within(b, 10));
    match ok {
        true => Ok(vec![Instance::new(Tiles(h, w, tiles))]),
        false => Err("input: a number outside the statement's limits".to_string()),
    }
}

/// ABC322 D, ABC345 D: one line, `Yes` or `No`.
pub(super) fn parse_yes_no(output: &[u8]) -> Result<Vec<Answer>, String> {
    let lines = judge_lines(output);
    match lines.iter().map(String::as_str).collect::<Vec<&str>>()[..] {
        [] => Ok(vec![]),
        ["Yes"] => Ok(vec![Answer::new(YesNo(true))]),
        ["No"] => Ok(vec![Answer::new(YesNo(false))]),
        _ => Err(format!("not one line `Yes` or `No`: {:?}", lines)),
    }
}

/// ABC322 D, ABC345 D: the tiler's answer.
pub(super) fn judge_yes_no(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let want = match instance.get::<Polyominoes>() {
        Some(Polyominoes(cells)) => {
            polyominoes_fill(&cells.chunks(16).map(<[u8]>::to_vec).collect::<Vec<_>>())
        }
        None => {
            let Tiles(h, w, tiles) = instance.of();
            tiles_fill(*h, *w, tiles)
        }
    };
    match answer.get::<YesNo>() {
        Some(YesNo(got)) if *got == want => Ok(()),
        Some(YesNo(got)) => Err(format!(
            "{}, the tiler says {}",
            if *got { "Yes" } else { "No" },
            if want { "Yes" } else { "No" }
        )),
        None => Err(format!("not Yes or No: {:?}", answer)),
    }
}

/// P10975: pairs `h w` up to `0 0` (or the end), each side 1-11.
pub(super) fn read_p10975(input: &[u8]) -> Result<Vec<Instance>, String> {
    let t = tokens(input);
    let mut out = Vec::new();
    for pair in t.chunks_exact(2) {
        let side = |s: &str| s.parse::<usize>().map_err(|_| format!("input: {:?}", s));
        let (h, w) = (side(&pair[0])?, side(&pair[1])?);
        if (h, w) == (0, 0) {
            break;
        }
        if !(1..=11).contains(&h) || !(1..=11).contains(&w) {
            return Err(format!("input: {} x {} is outside 1-11", h, w));
        }
        out.push(Instance::new(Rectangle(h, w)));
    }
    Ok(out)
}

/// P10975: a pair a line, then `0 0`.
pub(super) fn write_p10975(instances: &[Instance]) -> Vec<u8> {
    let mut s = String::new();
    for i in instances {
        let Rectangle(h, w) = i.of();
        s += &format!("{} {}\n", h, w);
    }
    (s + "0 0\n").into_bytes()
}

/// P10975: the profile count's number of domino tilings.
pub(super) fn judge_tilings(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let &Rectangle(h, w) = instance.of();
    let want = tilings_count(h, w);
    match answer.get::<Count>() {
        Some(Count(c)) if u128::from(*c) == want => Ok(()),
        _ => Err(format!(
            "{} x {}: {:?}, the profile count is {}",
            h, w, answer, want
        )),
    }
}

/// CSES 2181: `n m`, the first two numbers (the rest ignored).
pub(super) fn read_cses2181(input: &[u8]) -> Result<Vec<Instance>, String> {
    let t = tokens(input);
    if t.len() < 2 {
        return Err("input: fewer than two numbers".to_string());
    }
    let number = |s: &str| s.parse::<usize>().map_err(|_| format!("input: {:?}", s));
    let (n, m) = (number(&t[0])?, number(&t[1])?);
    if !(1..=10).contains(&n) || !(1..=1000).contains(&m) {
        return Err(format!("input: {} x {} is outside the limits", n, m));
    }
    Ok(vec![Instance::new(Rectangle(n, m))])
}
pub(super) fn write_cses2181(instances: &[Instance]) -> Vec<u8> {
    match instances {
        [i] => {
            let Rectangle(n, m) = i.of();
            format!("{} {}\n", n, m).into_bytes()
        }
        other => panic!("not one rectangle: {:?}", other),
    }
}
pub(super) fn judge_tilings_mod(instance: &Instance, answer: &Answer) -> Result<(), String> {
    let &Rectangle(n, m) = instance.of();
    let want = tilings_mod(m, n);
    match answer.get::<Count>() {
        Some(Count(c)) if *c == want => Ok(()),
        _ => Err(format!(
            "{} x {}: {:?}, the profile count modulo 10^9+7 is {}",
            n, m, answer, want
        )),
    }
}

// ---- generating ----

/// A P4205 board as 55 cells in reading order.
fn board_of(text: &str) -> Board {
    let cells = cells(text.as_bytes());
    let mut b = [b'.'; 55];
    b.copy_from_slice(&cells[..55]);
    b
}

/// The official P4205 answer, and its mirror image across the triangle's axis.
pub fn full_boards() -> Vec<Board> {
    let path = root().join("samples/p4205/sample-1.out");
    let sample =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    let a = board_of(&sample);
    let mut b = [b'.'; 55];
    for (k, &letter) in a.iter().enumerate() {
        let (r, c) = bead_row_col(k);
        if let Some(i) = bead_index(9 - c, 9 - r) {
            b[i] = letter;
        }
    }
    vec![a, b]
}

/// A P4205 board: a full filling with 3 to 5 pieces taken out; every other seed also moves a
/// piece still placed to a random free place (often leaving no filling). Labelled `fillable`
/// or `no filling` by the tiler, and `moved` where a piece moved.
pub(super) fn beads(seed: u64) -> Generated {
    let shapes = bead_orientations();
    let full = full_boards();
    let mut rng = Rng(seed ^ 0x4205);
    let mut board = full[rng.below(full.len())];
    let mut pieces: Vec<u8> = (b'A'..=b'L').collect();
    rng.shuffle(&mut pieces);
    let gone = 3 + rng.below(3);
    for b in board.iter_mut() {
        if pieces[..gone].contains(b) {
            *b = b'.';
        }
    }
    let mut moved = false;
    if seed % 2 == 1 {
        // Lift a placed piece and put it back in any orientation anywhere it fits.
        let p = pieces[gone];
        let before = board;
        board
            .iter_mut()
            .filter(|b| **b == p)
            .for_each(|b| *b = b'.');
        let mut places: Vec<Vec<usize>> = Vec::new();
        for k in 0..55 {
            let (r, c) = bead_row_col(k);
            for o in &shapes[(p - b'A') as usize] {
                let cells: Option<Vec<usize>> = o
                    .iter()
                    .map(|&(dr, dc)| bead_index(r + dr, c + dc).filter(|&i| board[i] == b'.'))
                    .collect();
                places.extend(cells);
            }
        }
        let at = &places[rng.below(places.len())];
        at.iter().for_each(|&i| board[i] = p);
        moved = board != before;
    }
    let fillable = !bead_fillings(&board, 1).is_empty();
    let kind = match (moved, fillable) {
        (false, true) => "pieces taken out, fillable",
        (false, false) => "pieces taken out, no filling",
        (true, true) => "a piece moved, fillable",
        (true, false) => "a piece moved, no filling",
    };
    Generated {
        instance: Instance::new(Beads(board)),
        kind,
        broken: false,
    }
}

/// The 4x4 grid cut into three connected pieces: three random seed cells grow, a random free
/// neighbour of a random piece at a time, until every cell is taken. Cell -> its piece.
fn cut_in_three(rng: &mut Rng) -> [usize; 16] {
    let mut piece = [usize::MAX; 16];
    let mut seeds: Vec<usize> = (0..16).collect();
    rng.shuffle(&mut seeds);
    for (p, &k) in seeds[..3].iter().enumerate() {
        piece[k] = p;
    }
    let neighbours = |k: usize| {
        let (r, c) = (k / 4, k % 4);
        let mut v = Vec::new();
        if r > 0 {
            v.push(k - 4);
        }
        if r < 3 {
            v.push(k + 4);
        }
        if c > 0 {
            v.push(k - 1);
        }
        if c < 3 {
            v.push(k + 1);
        }
        v
    };
    while piece.contains(&usize::MAX) {
        let grow: Vec<(usize, usize)> = (0..16)
            .filter(|&k| piece[k] != usize::MAX)
            .flat_map(|k| {
                let p = piece[k];
                neighbours(k)
                    .into_iter()
                    .filter(|&j| piece[j] == usize::MAX)
                    .map(move |j| (j, p))
                    .collect::<Vec<_>>()
            })
            .collect();
        let (j, p) = grow[rng.below(grow.len())];
        piece[j] = p;
    }
    piece
}

/// A piece's cells drawn on a 4x4 picture: turned `turns` quarter turns (and turned over with
/// `over`), then moved to a random place where it fits (there is one: it came from a 4x4 grid).
fn picture(cells: &[(i32, i32)], turns: usize, over: bool, rng: &mut Rng) -> Vec<u8> {
    let mut cells: Vec<(i32, i32)> = cells.to_vec();
    if over {
        cells = cells.iter().map(|&(r, c)| (r, -c)).collect();
    }
    for _ in 0..turns {
        cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
    }
    let r0 = cells.iter().map(|p| p.0).min().unwrap_or(0);
    let c0 = cells.iter().map(|p| p.1).min().unwrap_or(0);
    let h = cells.iter().map(|p| p.0 - r0).max().unwrap_or(0);
    let w = cells.iter().map(|p| p.1 - c0).max().unwrap_or(0);
    let (dr, dc) = (
        rng.below(4 - h as usize) as i32,
        rng.below(4 - w as usize) as i32,
    );
    let mut out = vec![b'.'; 16];
    for &(r, c) in &cells {
        out[((r - r0 + dr) * 4 + c - c0 + dc) as usize] = b'#';
    }
    out
}

/// A random connected piece of 1-10 cells inside the 4x4 grid.
fn random_piece(rng: &mut Rng) -> Vec<(i32, i32)> {
    let size = 1 + rng.below(10);
    let mut cells = vec![(rng.below(4) as i32, rng.below(4) as i32)];
    while cells.len() < size {
        let (r, c) = cells[rng.below(cells.len())];
        let (nr, nc) = match rng.below(4) {
            0 => (r - 1, c),
            1 => (r + 1, c),
            2 => (r, c - 1),
            _ => (r, c + 1),
        };
        if (0..4).contains(&nr) && (0..4).contains(&nc) && !cells.contains(&(nr, nc)) {
            cells.push((nr, nc));
        }
    }
    cells
}

/// ABC322 D: the 4x4 grid cut into three connected pieces, each turned and moved at random (a
/// tiling exists), half the time with one of them turned over too (often none then: a chiral
/// piece may not be flipped back); or three random connected pieces (16 cells in all one time
/// in three, else any number).
pub(super) fn polyominoes(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let kind = rng.below(5);
    let pieces: Vec<Vec<(i32, i32)>> = if kind < 4 {
        let piece = cut_in_three(&mut rng);
        (0..3)
            .map(|p| {
                (0..16)
                    .filter(|&k| piece[k] == p)
                    .map(|k| (k as i32 / 4, k as i32 % 4))
                    .collect()
            })
            .collect()
    } else {
        loop {
            let v: Vec<Vec<(i32, i32)>> = (0..3).map(|_| random_piece(&mut rng)).collect();
            let total: usize = v.iter().map(Vec::len).sum();
            if total == 16 || rng.below(3) > 0 {
                break v;
            }
        }
    };
    let over = if (2..4).contains(&kind) {
        rng.below(3)
    } else {
        3
    };
    let mut cells = Vec::new();
    for (p, piece) in pieces.iter().enumerate() {
        let turns = rng.below(4);
        cells.extend(picture(piece, turns, p == over, &mut rng));
    }
    Generated {
        instance: Instance::new(Polyominoes(cells)),
        kind: match kind {
            0 | 1 => "the grid cut in three",
            2 | 3 => "the grid cut in three, a piece turned over",
            _ => "three random pieces",
        },
        broken: false,
    }
}

/// The `h x w` grid cut into `k` rectangles: a random rectangle of more than one cell cut in
/// two along a random line, `k - 1` times (fewer if every one is a single cell).
fn guillotine(h: usize, w: usize, k: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let mut parts = vec![(h, w)];
    while parts.len() < k {
        let big: Vec<usize> = (0..parts.len())
            .filter(|&i| parts[i].0 * parts[i].1 > 1)
            .collect();
        if big.is_empty() {
            break;
        }
        let i = big[rng.below(big.len())];
        let (a, b) = parts[i];
        let across = b == 1 || (a > 1 && rng.below(2) == 0);
        let (one, two) = if across {
            let cut = 1 + rng.below(a - 1);
            ((cut, b), (a - cut, b))
        } else {
            let cut = 1 + rng.below(b - 1);
            ((a, cut), (a, b - cut))
        };
        parts[i] = one;
        parts.push(two);
    }
    parts
}

/// ABC345 D: tiles that tile the grid (a guillotine cut of it in 1-7 rectangles), with random
/// tiles added up to 7, each turned at random, in random order; the same with one side of one
/// tile changed by one (usually no tiling then); or 1-7 random tiles. Half the grids are 10x10
/// (the slowest), the others any size up to 10x10.
pub(super) fn tiles(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let full = rng.below(2) == 0;
    let (h, w) = if full {
        (10, 10)
    } else {
        (1 + rng.below(10), 1 + rng.below(10))
    };
    let kind = rng.below(5);
    let random_tile = |rng: &mut Rng| (1 + rng.below(10), 1 + rng.below(10));
    let mut tiles = if kind < 4 {
        let mut t = guillotine(h, w, 1 + rng.below(7), &mut rng);
        let n = t.len() + rng.below(8 - t.len());
        while t.len() < n {
            t.push(random_tile(&mut rng));
        }
        t
    } else {
        (0..1 + rng.below(7))
            .map(|_| random_tile(&mut rng))
            .collect()
    };
    if kind == 3 {
        let i = rng.below(tiles.len());
        let side = &mut tiles[i].0;
        *side = if *side == 10 || (*side > 1 && rng.below(2) == 0) {
            *side - 1
        } else {
            *side + 1
        };
    }
    for t in tiles.iter_mut() {
        if rng.below(2) == 0 {
            *t = (t.1, t.0);
        }
    }
    rng.shuffle(&mut tiles);
    let kinds = [
        ["planted", "planted, 10x10"],
        ["planted", "planted, 10x10"],
        ["planted", "planted, 10x10"],
        ["changed", "changed, 10x10"],
        ["random", "random, 10x10"],
    ];
    Generated {
        instance: Instance::new(Tiles(h, w, tiles)),
        kind: kinds[kind][full as usize],
        broken: false,
    }
}

/// P10975: a rectangle with sides 1-11.
pub(super) fn rectangle(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let (h, w) = (1 + rng.below(11), 1 + rng.below(11));
    rectangle_of(h, w)
}
/// An `h x w` rectangle, its kind its area's parity.
fn rectangle_of(h: usize, w: usize) -> Generated {
    Generated {
        instance: Instance::new(Rectangle(h, w)),
        kind: if h * w % 2 == 1 {
            "odd area"
        } else {
            "even area"
        },
        broken: false,
    }
}
/// A CSES 2181 grid: `n` up to 10 and `m` up to 1000, a long one in four.
pub(super) fn grid(seed: u64) -> Generated {
    let mut rng = Rng(seed);
    let n = 1 + rng.below(10);
    let m = match rng.below(4) {
        0 => 900 + rng.below(101),
        _ => 1 + rng.below(60),
    };
    rectangle_of(n, m)
}

// ---- hostile cases ----

/// P4205: inputs that end before the 55th cell: `No solution`, a note on stderr, exit code 0.
pub(super) fn p4205_cases() -> Vec<Case> {
    let sample = sample("p4205/sample-1.in").into_bytes();
    let short = |name, input: &[u8]| {
        let want = note(&["the input ends after"], same("No solution"));
        case(name, input, want)
    };
    vec![
        short("empty input", b""),
        short("a byte order mark only", b"\xEF\xBB\xBF"),
        short("blank lines only", b"\n\n"),
        short("the sample cut short", &sample[..sample.len() - 3]),
    ]
}

pub(super) fn abc322d_cases() -> Vec<Case> {
    let sample = sample("abc322d/sample-1.in");
    let rows: Vec<&str> = sample.lines().collect();
    let with_rows = |from: usize, new: &[&str]| {
        let mut r = rows.clone();
        r[from..from + new.len()].copy_from_slice(new);
        r.join("\n") + "\n"
    };
    one_instance(
        &sample,
        "Yes\n",
        vec![
            (
                "each picture on one line",
                rows.chunks(4).map(|p| p.concat() + "\n").collect(),
            ),
            ("all 48 cells on one line", rows.concat()),
            ("text after the 48th cell", format!("{}#.#.\n", sample)),
        ],
        vec![
            (
                "an `x` for a cell",
                with_rows(0, &["..x."]),
                "line 1: 'x' in piece 1, row 1, column 3",
            ),
            (
                "an empty piece",
                with_rows(8, &["....", "....", "....", "...."]),
                "lines 9-12: piece 3 has no square",
            ),
            (
                "a piece in two parts",
                with_rows(4, &["#...", "....", "....", "..##"]),
                "lines 5-8: piece 2 is not connected",
            ),
        ],
    )
}

pub(super) fn abc345d_cases() -> Vec<Case> {
    let sample = sample("abc345d/sample-1.in");
    one_instance(
        &sample,
        "Yes\n",
        vec![
            ("all on one line", sample.replace('\n', " ")),
            ("words after the last tile", format!("{}6 6\nx\n", sample)),
        ],
        vec![
            (
                "N = 8",
                "8 1 1\n".to_string(),
                "line 1: N = 8 is outside 1-7",
            ),
            (
                "W = 0",
                "1 1 0\n1 1\n".to_string(),
                "line 1: W = 0 is outside 1-10",
            ),
            (
                "a side of 11",
                "2 5 5\n1 1\n5 11\n".to_string(),
                "line 3: B_2 = 11 is outside 1-10",
            ),
            (
                "a side past u64",
                "1 5 5\n99999999999999999999 1\n".to_string(),
                "line 2: A_1 = \"99999999999999999999\" is not a number",
            ),
            ("N negative", "-1 5 5\n".to_string(), "is not a number"),
        ],
    )
}

/// P10975: the layouts a judge's reader takes, every pair in one input, and bad pairs keeping
/// their place.
pub(super) fn p10975_cases() -> Vec<Case> {
    let all: String = (1..=11)
        .flat_map(|h| (1..=11).map(move |w| format!("{} {}\n", h, w)))
        .collect::<String>();
    let mut cases = vec![
        case(
            "every pair, one input",
            all + "0 0\n",
            answer(Stdout::Checked),
        ),
        case(
            "all on one line, text after 0 0",
            "2 2 3 4 0 0 x y\n",
            answer(same("2\n11\n")),
        ),
        case(
            "no 0 0",
            "2 2\n3 4\n",
            note(&["the input ends before `0 0`"], same("2\n11\n")),
        ),
        case(
            "a side alone at the end",
            "2 2\n3\n",
            note(&["the input ends before `0 0`"], same("2\n")),
        ),
    ];
    for (name, pair, m) in [
        ("a side of 12", "12 3", "line 2: 12 x 3 is outside 1-11"),
        ("a side of 0", "0 5", "line 2: 0 x 5 is outside 1-11"),
    ] {
        let input = format!("2 2\n{}\n2 3\n0 0\n", pair);
        let want = Want {
            code: Code::One,
            stderr: Stderr::Holds(vec![m.to_string()]),
            stdout: same("2\n-\n3\n"),
        };
        cases.push(case(name, input, want));
    }
    cases.push(case(
        "a word for a side",
        "2 2\n2 x\n2 3\n0 0\n",
        error(&["line 2: \"x\" is not a number"]),
    ));
    cases
}
pub(super) fn cses2181_cases() -> Vec<Case> {
    let mut cases = vec![
        case("the worst size", "10 1000\n", answer(Stdout::Checked)).heavy(),
        case("a long grid of odd n", "7 1000\n", answer(Stdout::Checked)),
        case("one row", "1 1000\n", answer(same("1\n"))),
        case("an odd area", "9 999\n", answer(same("0\n"))),
        case("text after n m", "4 7 8 9 x\n", answer(same("781\n"))),
        case("m on its own line", "4\r\n7\r\n", answer(same("781\n"))),
        case("one number", "4\n", error(&["the input ends before `n m`"])),
        case(
            "a word for m",
            "4 x\n",
            error(&["line 1: \"x\" is not a number"]),
        ),
    ];
    for (name, input, m) in [
        ("n of 11", "11 4\n", "line 1: 11 x 4 is outside the limits"),
        (
            "m of 1001",
            "2 1001\n",
            "line 1: 2 x 1001 is outside the limits",
        ),
        ("m of 0", "2 0\n", "line 1: 2 x 0 is outside the limits"),
    ] {
        cases.push(case(name, input, error(&[m])));
    }
    cases
}
