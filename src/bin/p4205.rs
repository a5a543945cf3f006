//! # Luogu P4205 [NOI 2005] 智慧珠游戏: the bead puzzle, by Dancing Links
//!
//! **Problem.** A triangular board of 10 rows, row `i` holding `i` cells (55 cells), is to be
//! covered by 12 pieces `A`-`L` (`A` has 3 cells; `B`, `C`, `D` 4; `E`-`L` 5), each used once, in
//! any rotation or reflection. Some pieces are already placed.
//!
//! **Input.** 10 lines, line `i` holding `i` characters: a letter `A`-`L` (a cell of a placed
//! piece) or `.` (an empty cell). Read as a stream of 55 cells: any whitespace layout (spaces,
//! tabs, CRLF, blank lines, the board on one line), a UTF-8 BOM; anything after the 55th cell is
//! ignored.
//!
//! **Output.** The filled board: 10 lines, line `i` of `i` letters. With no filling, the line
//! `No solution`. Every test has at most one solution; here the first one found is printed.
//!
//! **Limits.** Not published. The slowest boards have one or two pieces placed: the search has
//! many ways to start, and must refute them all when there is no filling. Each such board is
//! answered in a few hundredths of a second (the empty board has 32,288 fillings).
//!
//! **Exact cover model.** Items: the 12 pieces, then the 55 cells, in reading order (67
//! primary items). Options: a piece with the cells of one of its placements on the board. A
//! placed piece has one option, its own placement; an unplaced piece has every placement of
//! each of its distinct orientations on empty cells (1,644 options in all on the empty
//! board). The DLX branches on the item with the fewest options.
//!
//! **Errors.** A character other than `A`-`L` and `.` among the 55 cells, or a placed piece whose
//! cells are not exactly one placement of its shape (too few or too many cells, or the wrong
//! shape): one line on stderr naming the input line, `No solution` printed (the board as given
//! cannot be filled), exit code 1. Fewer than 55 cells: a note on stderr, `No solution` (an
//! output of one of the two forms a checker expects), exit code 0.

use self::lib::*;

// ---- encoding ----

/// The pieces `A` to `L` (`#` a cell, `/` between rows), as the statement draws them.
const PIECES: [&str; 12] = [
    "##/#.",
    "####",
    "###/#..",
    "##/##",
    "#../#../###",
    "####/.#..",
    "###/#.#",
    "###/##.",
    "###./..##",
    ".#./###/.#.",
    "#../##./.##",
    "####/#...",
];

/// The 55 cells of the board, in reading order.
fn board() -> Vec<Cell> {
    (0..10)
        .flat_map(|r| (0..r + 1).map(move |c| (r, c)))
        .collect()
}

/// A byte as an error message shows it.
fn show(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("byte 0x{:02X}", b)
    }
}

/// Each cell's letter (`b'.'` if empty) and the input line it is on.
struct Board {
    grid: [u8; 55],
    line: [usize; 55],
}

/// Reads the 55 cells, or logs why not: a note where the input ends early, an error at a byte
/// that is no cell.
fn read_board(scan: &mut Scan, log: &mut Log) -> Option<Board> {
    let mut given = Board {
        grid: [b'.'; 55],
        line: [0; 55],
    };
    for k in 0..55 {
        let b = match scan.cell() {
            Some(b) => b,
            None => {
                log.note(format!("the input ends after {} of the 55 cells", k));
                return None;
            }
        };
        match b {
            b'A'..=b'L' | b'.' => {}
            _ => {
                let (r, c) = board()[k];
                log.error(format!(
                    "line {}: {} in row {}, cell {}: expected A-L or '.'",
                    scan.line(),
                    show(b),
                    r + 1,
                    c + 1
                ));
                return None;
            }
        }
        given.grid[k] = b;
        given.line[k] = scan.line();
    }
    Some(given)
}

/// The options, added to `dlx`: each piece's placements that agree with the board (a placed
/// piece keeps its own placement, the others go on empty cells), as (piece, cells by bit); or
/// what is wrong with a placed piece that is no placement of its shape.
fn model(dlx: &mut Dlx, b: &Board, cells: &[Cell]) -> Result<Vec<(usize, u64)>, String> {
    let filled = (0..55)
        .filter(|&k| b.grid[k] != b'.')
        .fold(0u64, |m, k| m | 1 << k);
    let mut options: Vec<(usize, u64)> = Vec::new();
    for (p, picture) in PIECES.iter().enumerate() {
        let letter = b'A' + p as u8;
        let own = (0..55).filter(|&k| b.grid[k] == letter);
        let own = own.fold(0u64, |m, k| m | 1 << k);
        let mut any = false;
        for place in placements(&shape(picture), cells, true) {
            let mask = place.iter().fold(0u64, |m, &k| m | 1 << k);
            if (own != 0 && mask == own) || (own == 0 && mask & filled == 0) {
                let mut items = vec![p];
                items.extend(place.iter().map(|&k| 12 + k));
                dlx.add_option(&items);
                options.push((p, mask));
                any = true;
            }
        }
        if own != 0 && !any {
            return Err(misplaced(own, &b.line, letter, shape(picture).len()));
        }
    }
    Ok(options)
}

/// What is wrong with piece `letter`, placed on the cells `own` (by bit) of the given `line`s:
/// not `size` cells, or not one placement of its shape.
fn misplaced(own: u64, line: &[usize; 55], letter: u8, size: usize) -> String {
    let first = own.trailing_zeros() as usize;
    let last = 63 - own.leading_zeros() as usize;
    let lines = if line[first] == line[last] {
        format!("line {}", line[first])
    } else {
        format!("lines {}-{}", line[first], line[last])
    };
    let n = own.count_ones();
    if n as usize != size {
        format!(
            "{}: piece {} has {} cells, not {}",
            lines, letter as char, n, size
        )
    } else {
        format!(
            "{}: the cells of piece {} are not one placement of its shape",
            lines, letter as char
        )
    }
}

/// The board filled: `None` if it cannot be (a placed piece that is wrong logged).
fn fill(b: &Board, cells: &[Cell], log: &mut Log) -> Option<[u8; 55]> {
    let mut dlx = Dlx::new(12 + 55, 0);
    let options = match model(&mut dlx, b, cells) {
        Ok(options) => options,
        Err(e) => {
            log.error(e);
            return None;
        }
    };
    let mut first = First(None);
    dlx.search(&mut (), &mut first);
    let mut grid = b.grid;
    for &o in &first.0? {
        let (p, mask) = options[o];
        for (k, g) in grid.iter_mut().enumerate() {
            if mask >> k & 1 == 1 {
                *g = b'A' + p as u8;
            }
        }
    }
    Some(grid)
}

/// Solves the board in `input` into `out`.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let cells = board();
    let grid = match read_board(&mut Scan::new(input), log) {
        Some(b) => fill(&b, &cells, log),
        None => None,
    };
    let grid = match grid {
        Some(grid) => grid,
        None => return out.extend_from_slice(b"No solution\n"),
    };
    for r in 0..10 {
        out.extend_from_slice(&grid[r * (r + 1) / 2..(r + 1) * (r + 2) / 2]);
        out.push(b'\n');
    }
}

fn main() {
    run("p4205", solve);
}

#[rustfmt::skip]
mod lib {
// ---- BEGIN scan ----
/// The input as a stream: any whitespace separates, a UTF-8 byte order mark at the start is
/// skipped, and the line of what was read last is known.
pub struct Scan<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Scan<'a> {
    pub fn new(input: &'a [u8]) -> Scan<'a> {
        let bom = input.starts_with(b"\xEF\xBB\xBF");
        Scan {
            input,
            pos: if bom { 3 } else { 0 },
            line: 1,
        }
    }

    /// Skips whitespace and returns the next byte, without taking it.
    pub fn peek(&mut self) -> Option<u8> {
        while let Some(&b) = self.input.get(self.pos) {
            if b == b'\n' {
                self.line += 1;
            } else if !b.is_ascii_whitespace() {
                return Some(b);
            }
            self.pos += 1;
        }
        None
    }

    /// The line (from 1) of the byte read last, or of the end of the input.
    pub fn line(&self) -> usize {
        self.line
    }
}
// ---- END scan ----

// ---- BEGIN cell ----
impl<'a> Scan<'a> {
    /// The next byte that is not whitespace: a grid's next cell, however its rows are laid out.
    pub fn cell(&mut self) -> Option<u8> {
        let b = self.peek();
        self.pos += b.is_some() as usize;
        b
    }
}
// ---- END cell ----

// ---- BEGIN dlx ----
/// Dancing Links: Knuth's Algorithm X over primary and secondary items (TAOCP 7.2.2.1), laid out
/// as in his paper. Items are numbered from 0, primary ones first; node `i + 1` is item `i`'s
/// header, and after the headers each option is a circle of nodes (a walk round it takes the
/// same steps from any node: predictable). The active primary items are a bitset, not a list:
/// the choice reads it in order with no chain of loads. Iterative, undone from a trail.
///
/// Every link, trail entry and note, and every node's `top` entry, is a node number below
/// `top.len()`, and no array shrinks while `searching`: the unchecked accesses
/// (`get`, `set`) rest on that. The links are written by `reset` and `add_option` (checked),
/// by `unlink` and `undo` (values read from the links), and outside the core by block colours'
/// `purify` (through `hide` and `unlink`) and block prune's `prune_option` and
/// `unprune_option` (values read from the links).
#[derive(Default)]
pub struct Dlx {
    /// Node -> its neighbours in its option's circle (unused for headers).
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// Node -> its neighbours in its item's list (a header's: the list's ends).
    pub(crate) ulink: Vec<u32>,
    pub(crate) dlink: Vec<u32>,
    /// Node -> its item's header; header -> its item's number of active options, read by
    /// `len`. Knuth keeps both in his TOP field, and so does this: as two arrays the hot loops
    /// hold one more base address, and P4929's whole trees ran 1-4% slower.
    pub(crate) top: Vec<u32>,
    /// The numbers of items and of primary items.
    pub(crate) items: usize,
    pub(crate) primary: u32,
    /// Option -> its first node (increasing).
    pub(crate) first: Vec<u32>,
    /// The levels, `depth` of them in use.
    pub(crate) levels: Vec<Level>,
    pub(crate) depth: usize,
    /// The nodes unlinked, to be put back last out first in.
    trail: Vec<u32>,
    /// The headers whose count fell to 1 or 0 (for `Strategy::NOTES`).
    notes: Vec<u32>,
    now: Marks,
    /// Bit `h` is set while header `h` is an active primary item.
    pub(crate) active: Vec<u64>,
    /// A search is running: the matrix may not be rebuilt under it.
    searching: bool,
}

/// The trail's and the notes' lengths, to go back to.
#[derive(Clone, Copy, Default)]
struct Marks {
    trail: u32,
    noted: u32,
}

/// A level: the node chosen, and the marks before and after its item's cover.
#[derive(Clone, Copy, Default)]
pub(crate) struct Level {
    pub(crate) node: u32,
    before: Marks,
    after: Marks,
}

/// What the search does next, as a visit answers: go on, back up one level (the node is given
/// up), or stop the search.
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
    On,
    Back,
    Stop,
}

/// How the search takes its two steps: which item it chooses, how it commits an option. `()` is
/// Knuth's: the leftmost active primary item with the fewest options, every item covered.
pub trait Strategy {
    /// `FORCED` chooses the first item with 1 or 0 options; `NOTES` first looks at the items
    /// whose count fell to 1 or 0 since the last choice, the only ones that can have none (many
    /// items active, most moves forced); `LEFTMOST` the first active one.
    const FORCED: bool = false;
    const NOTES: bool = false;
    const LEFTMOST: bool = false;
    /// Covers the other items of the option chosen last, as the search's strategy `S` notes.
    fn commit<S: Strategy>(&mut self, dlx: &mut Dlx) {
        dlx.commit::<S>()
    }
}

impl Strategy for () {}

/// What is done at the nodes of a search, each answered with a `Step` (`Back` from `solution`
/// is `On`).
pub trait Visit {
    /// At each node, before its item is chosen: may take options out for the node's subtree,
    /// put back by `leave`.
    fn enter(&mut self, _: &mut Dlx) -> Step {
        Step::On
    }
    /// At a node whose chosen item has two options or more.
    fn branch(&mut self, _: &Dlx, _: usize) -> Step {
        Step::On
    }
    /// On leaving a node whose `enter` said `On`, after everything below it.
    fn leave(&mut self, _: &mut Dlx) {}
    /// An exact cover, read by `Dlx::solution`.
    fn solution(&mut self, dlx: &Dlx) -> Step;
}

impl Dlx {
    /// An empty matrix: primary items `0..primary`, secondary items after them.
    pub fn new(primary: usize, secondary: usize) -> Dlx {
        let mut d = Dlx::default();
        d.reset(primary, secondary);
        d
    }

    /// Starts over with no options, keeping the allocations.
    pub fn reset(&mut self, primary: usize, secondary: usize) {
        assert!(!self.searching, "changed in a search");
        assert!(primary + secondary < 1 << 29, "too many items");
        let n = (primary + secondary) as u32;
        self.items = n as usize;
        self.primary = primary as u32;
        self.active.clear();
        self.active.resize(n as usize / 64 + 1, 0);
        (1..=self.primary).for_each(|h| self.activate(h));
        self.ulink.clear();
        self.ulink.extend(0..n + 1);
        self.dlink.clone_from(&self.ulink);
        self.llink.clone_from(&self.ulink);
        self.rlink.clone_from(&self.ulink);
        self.top.clear();
        self.top.resize(n as usize + 1, 0);
        self.first.clear();
    }

    /// Adds an option of the given items (checked: in range, none twice) and returns its number
    /// (an empty one gets none; one of secondary items only is never chosen).
    pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
        assert!(!self.searching, "changed in a search");
        if items.is_empty() {
            return None;
        }
        let out = items.iter().any(|&i| i >= self.items);
        assert!(!out, "an item out of range");
        let twice = (1..items.len()).any(|k| items[..k].contains(&items[k]));
        assert!(!twice, "an item twice");
        let (start, end) = (self.top.len(), self.top.len() + items.len());
        assert!(end < 1 << 31, "too many nodes");
        for (x, h) in (start..).zip(items.iter().map(|&i| i + 1)) {
            let last = self.ulink[h];
            self.top.push(h as u32);
            self.ulink.push(last);
            self.dlink.push(h as u32);
            self.dlink[last as usize] = x as u32;
            self.ulink[h] = x as u32;
            self.top[h] += 1;
            self.llink
                .push(if x == start { end - 1 } else { x - 1 } as u32);
            self.rlink
                .push(if x + 1 == end { start } else { x + 1 } as u32);
        }
        self.first.push(start as u32);
        Some(self.first.len() - 1)
    }

    /// Header `h`'s number of active options.
    pub(crate) fn len(&self, h: u32) -> u32 {
        get(&self.top, h)
    }

    /// Takes node `q` out of its item's list, onto the trail; notes the header if 1 or 0
    /// options are left (always written, kept if so: no branch to mispredict).
    fn unlink<S: Strategy>(&mut self, q: u32) {
        let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
        set(&mut self.dlink, u, d);
        set(&mut self.ulink, d, u);
        let len = self.len(h).wrapping_sub(1);
        set(&mut self.top, h, len);
        // The masks keep even a miscounted trail in bounds.
        let t = self.now.trail & (self.trail.len() as u32 - 1);
        set(&mut self.trail, t, q);
        self.now.trail += 1;
        if S::NOTES {
            let k = self.now.noted & (self.notes.len() as u32 - 1);
            set(&mut self.notes, k, h);
            self.now.noted += (len <= 1) as u32;
        }
    }

    /// Goes back to the marks `m`, the nodes last out first in: a flat loop, cheaper than Knuth's
    /// uncover and unhide walks.
    fn undo(&mut self, m: Marks) {
        while self.now.trail > m.trail {
            self.now.trail -= 1;
            let q = get(&self.trail, self.now.trail & (self.trail.len() as u32 - 1));
            let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
            set(&mut self.dlink, u, q);
            set(&mut self.ulink, d, q);
            let len = self.len(h);
            set(&mut self.top, h, len.wrapping_add(1));
        }
        self.now.noted = m.noted;
    }

    /// Unlinks the other nodes of `p`'s option.
    fn hide<S: Strategy>(&mut self, p: u32) {
        let mut q = get(&self.rlink, p);
        while q != p {
            self.unlink::<S>(q);
            q = get(&self.rlink, q);
        }
    }

    /// Makes header `h`'s item inactive and hides every option that contains it. Inlined in both
    /// its callers: left out of line, its calls cost more than the copy.
    #[inline(always)]
    fn cover<S: Strategy>(&mut self, h: u32) {
        self.active[h as usize / 64] &= !(1 << (h % 64));
        let mut p = get(&self.dlink, h);
        for _ in 0..self.len(h) {
            self.hide::<S>(p);
            p = get(&self.dlink, p);
        }
    }

    /// Makes header `h`'s item active again if primary. Its options come back from the trail, so
    /// this is all that is left of Knuth's uncover.
    fn activate(&mut self, h: u32) {
        self.active[h as usize / 64] |= ((h <= self.primary) as u64) << (h % 64);
    }

    /// Covers the other items of the last level's option (read checked: strategies call it).
    pub(crate) fn commit<S: Strategy>(&mut self) {
        let x = self.levels[self.depth - 1].node;
        let mut q = get(&self.rlink, x);
        while q != x {
            self.cover::<S>(get(&self.top, q));
            q = get(&self.rlink, q);
        }
    }

    /// Undoes the commit of node `x`'s option, made at the marks `m`: items back in reverse.
    fn uncommit(&mut self, x: u32, m: Marks) {
        self.undo(m);
        let mut q = get(&self.llink, x);
        while q != x {
            self.activate(get(&self.top, q));
            q = get(&self.llink, q);
        }
    }

    /// The header of an active primary item with the fewest options (0 if none), as `S` asks.
    fn choose<S: Strategy>(&self) -> u32 {
        let (mut best, mut min) = (0, !0);
        if S::NOTES {
            for k in self.levels[self.depth.max(1) - 1].before.noted..self.now.noted {
                let h = get(&self.notes, k & (self.notes.len() as u32 - 1));
                if self.len(h) < min.min(2) && self.active[h as usize / 64] >> (h % 64) & 1 == 1 {
                    best = h;
                    min = self.len(h);
                }
            }
        }
        // The bits read in line, not through `headers`' closure: 2.8% of P10482's instructions.
        if !(S::FORCED || S::NOTES) || min > 1 {
            for (w, &b) in self.active.iter().enumerate() {
                let mut bits = b;
                while bits != 0 {
                    let h = w as u32 * 64 + bits.trailing_zeros();
                    if self.len(h) < min {
                        best = h;
                        min = self.len(h);
                        if S::LEFTMOST || (S::FORCED || S::NOTES) && min <= 1 {
                            return best;
                        }
                    }
                    bits &= bits - 1;
                }
            }
        }
        best
    }

    /// Algorithm X: visits the exact covers, as `strategy` goes and `visit` answers; leaves the
    /// matrix whole.
    pub fn search<S: Strategy, V: Visit>(&mut self, strategy: &mut S, visit: &mut V) {
        assert!(!self.searching, "a search in a search");
        self.searching = true;
        // A level covers a primary item; a node is unlinked once at most.
        self.levels = vec![Level::default(); self.primary as usize + 1];
        self.trail = vec![0; self.top.len().next_power_of_two()];
        self.notes = vec![0; (2 * self.items + 2).next_power_of_two()];
        // A search ends at depth 0 and marks 0, where the next begins.
        let mut step;
        'node: loop {
            step = visit.enter(self);
            if step == Step::On {
                let h = self.choose::<S>();
                let len = self.len(h);
                if h == 0 {
                    step = visit.solution(self);
                } else if len == 1
                    || len > 1 && {
                        step = visit.branch(self, h as usize - 1);
                        step == Step::On
                    }
                {
                    let before = self.now;
                    self.cover::<S>(h);
                    let node = get(&self.dlink, h);
                    self.levels[self.depth] = Level {
                        node,
                        before,
                        after: self.now,
                    };
                    self.depth += 1;
                    strategy.commit::<S>(self);
                    continue 'node;
                } else if len == 0 {
                    // A dead end: an item no option can cover.
                    step = Step::Back;
                }
                visit.leave(self);
            }
            // Back up: the deepest level tries its next option, or is given up.
            while self.depth > 0 {
                let l = self.levels[self.depth - 1];
                self.uncommit(l.node, l.after);
                let (h, y) = (get(&self.top, l.node), get(&self.dlink, l.node));
                if y != h && step != Step::Stop {
                    self.levels[self.depth - 1].node = y;
                    strategy.commit::<S>(self);
                    continue 'node;
                }
                self.depth -= 1;
                self.undo(l.before);
                self.activate(h);
                visit.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}

/// `v[i]`, unchecked: `i` is a node number, as `Dlx` says.
pub(crate) fn get(v: &[u32], i: u32) -> u32 {
    // SAFETY: every index passed is in bounds, by the invariant stated on `Dlx`.
    unsafe { *v.get_unchecked(i as usize) }
}

/// `v[i] = x`, unchecked: see `get`.
pub(crate) fn set(v: &mut [u32], i: u32, x: u32) {
    // SAFETY: as in `get`.
    unsafe { *v.get_unchecked_mut(i as usize) = x }
}
// ---- END dlx ----
// ---- BEGIN option_of ----
impl Dlx {
    /// The option of node `x`.
    pub(crate) fn option_of(&self, x: u32) -> usize {
        self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
    }
}
// ---- END option_of ----
// ---- BEGIN solution ----
impl Dlx {
    /// The exact cover just found (from `Visit::solution`): its option numbers, in search order.
    pub fn solution(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels[..self.depth] {
            out.push(self.option_of(l.node));
        }
    }
}
// ---- END solution ----
// ---- BEGIN first ----
/// A visit that stops at the first cover and keeps it (option numbers, in search order).
#[derive(Default)]
pub struct First(pub Option<Vec<usize>>);

impl Visit for First {
    fn solution(&mut self, dlx: &Dlx) -> Step {
        let mut cover = Vec::new();
        dlx.solution(&mut cover);
        self.0 = Some(cover);
        Step::Stop
    }
}
// ---- END first ----

// ---- BEGIN shape ----
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
// ---- END shape ----

// ---- BEGIN polyomino ----
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

// ---- BEGIN log ----
use std::io::{self, Read, Write};

/// Notes, and errors (the input broke its promise: exit 1). Past 100, only counted: no flood.
#[derive(Default)]
pub struct Log {
    lines: Vec<String>,
    count: usize,
    failed: bool,
}

impl Log {
    pub fn note(&mut self, m: String) {
        self.count += 1;
        if self.count <= 100 {
            self.lines.push(m);
        }
    }

    pub fn error(&mut self, m: String) {
        self.failed = true;
        self.note(m);
    }
}

/// `main`: reads stdin, `solve`s, writes stdout, then the messages after `name: `, and exits.
pub fn run(name: &str, solve: fn(&[u8], &mut Vec<u8>, &mut Log)) {
    let (mut input, mut out, mut log) = (vec![], vec![], Log::default());
    match io::stdin().read_to_end(&mut input) {
        Ok(_) => solve(&input, &mut out, &mut log),
        Err(e) => log.error(format!("cannot read stdin: {}", e)),
    }
    let mut o = io::stdout();
    if o.write_all(&out).and_then(|_| o.flush()).is_err() {
        log.error("cannot write stdout".into());
    }
    if log.count > 100 {
        log.lines
            .push(format!("and {} more messages like these", log.count - 100));
    }
    for m in &log.lines {
        // Not `eprintln!`: it panics if stderr is closed.
        let _ = writeln!(io::stderr(), "{}: {}", name, m);
    }
    std::process::exit(log.failed as i32);
}
// ---- END log ----
}
