//! # Luogu P1784 数独 (Sudoku), one hard 9x9 grid, by Dancing Links
//!
//! **Problem.** Fill the 9x9 grid so that every row, column and 3x3 box holds 1-9 once. Every
//! valid test has exactly one solution; since 2022 the tests include very hard puzzles.
//!
//! **Input.** 9 lines of 9 digits separated by single spaces, `0` for an empty cell. Read as a
//! stream of 81 cells: one non-blank character each, in any layout (`0 1 2` or `012`, CRLF, tabs,
//! blank lines, a UTF-8 BOM, no final newline); `.` is an empty cell too. Whatever follows the
//! grid is ignored.
//!
//! **Output.** The solved grid: 9 lines of 9 digits separated by single spaces.
//!
//! **Limits.** Not found.
//!
//! **Exact cover model.** 324 items: cell `(r,c)` is filled; row `r`, column `c`, box `b` has
//! digit `d`. 729 options "digit `d` in cell `(r,c)`", each covering its four items; a solution
//! is 81 of them. The givens are placed, naked and hidden singles and locked candidates applied
//! to a fixed point, and only the open items and the open cells' candidates reach the DLX, cells
//! first, fewest candidates first (block `sudoku`).
//!
//! **Errors.** A grid with a character other than `0`-`9` or `.`, with clashing givens or
//! without a solution: one line on stderr naming its input line, the grid as read on stdout (in
//! the output's layout), exit code 1. Input that ends before 81 cells: a note on stderr, nothing
//! on stdout, exit 0.

use self::lib::*;

/// Solves the grid of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    // Printed on one line, then laid out with spaces.
    let mut s = Sudoku::nine();
    let mut grid = Vec::new();
    if s.answer(
        &mut Scan::new(input),
        &mut Dlx::new(0, 0),
        1,
        &mut grid,
        log,
    ) {
        for (i, &c) in grid.iter().filter(|&&c| c != b'\n').enumerate() {
            out.push(c);
            out.push(if i % 9 == 8 { b'\n' } else { b' ' });
        }
    }
}

fn main() {
    run("p1784", solve);
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
// ---- BEGIN noted ----
/// Strategy `S`, but the choice looks first at the items whose count fell to 1 or 0.
pub struct Noted<S>(pub S);

impl<S: Strategy> Strategy for Noted<S> {
    const FORCED: bool = S::FORCED;
    const NOTES: bool = true;
    fn commit<T: Strategy>(&mut self, dlx: &mut Dlx) {
        self.0.commit::<T>(dlx)
    }
}
// ---- END noted ----
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


// ---- BEGIN sudoku ----
/// A judge's grids: boxes `b x b` (`n = b * b <= 16` digits), the characters of digits 1..=n
/// and of a blank, cells to a printed line; how the cover of what the rules leave is found
/// (`Sudoku::once`, or `Sudoku::restarts` where a loose grid may send one search astray).
pub struct Settings {
    pub box_size: usize,
    pub digits: &'static [u8],
    pub blanks: &'static [u8],
    pub per_line: usize,
    pub search: fn(&mut Sudoku, &mut Dlx) -> Option<Vec<usize>>,
}

/// A grid of `n x n` cells with boxes of `b x b` (`n = b * b <= 16`), and its candidates.
pub struct Sudoku {
    set: Settings,
    b: usize,
    n: usize,
    /// Byte -> 0 for a blank, digit + 1, or `BAD`.
    code: [u8; 256],
    /// The cells of the grid last read, as read.
    given: [u8; 256],
    /// Cell -> 0 when empty, else its digit 1..=n.
    grid: [u8; 256],
    /// Cell -> its candidates (bit `d` for digit `d + 1`), 0 once filled.
    cand: [u32; 256],
    /// The cells of each unit: rows, then columns, then boxes.
    units: Vec<Vec<u8>>,
    /// Each cell's peers (the other cells of its units), `peers.len() / (n * n)` apiece.
    peers: Vec<u8>,
    /// Model item -> DLX item, and DLX option -> (cell, digit 0..n), of the last encoding.
    item: Vec<usize>,
    opts: Vec<(u8, u8)>,
}

const BAD: u8 = 255;

impl Sudoku {
    pub fn new(set: Settings) -> Sudoku {
        let b = set.box_size;
        let n = b * b;
        let mut code = [BAD; 256];
        for &c in set.blanks {
            code[c as usize] = 0;
        }
        for (d, &c) in set.digits.iter().enumerate() {
            code[c as usize] = d as u8 + 1;
        }
        let (mut units, mut peers) = (vec![Vec::new(); 3 * n], Vec::new());
        for cell in 0..n * n {
            let [r, c, x] = unit_of(b, cell);
            for p in 0..n * n {
                let [pr, pc, px] = unit_of(b, p);
                if p != cell && (r == pr || c == pc || x == px) {
                    peers.push(p as u8);
                }
            }
            for &u in &[r, c, x] {
                units[u].push(cell as u8);
            }
        }
        Sudoku {
            set,
            b,
            n,
            code,
            given: [0; 256],
            grid: [0; 256],
            cand: [0; 256],
            units,
            peers,
            item: vec![0; 4 * n * n],
            opts: Vec::new(),
        }
    }

    /// Reads the next grid's cells from `scan`: how many (fewer than `n * n` at the end of the
    /// input), the line where the grid starts, and the first bad cell (line, byte).
    pub fn read(&mut self, scan: &mut Scan) -> (usize, usize, Option<(usize, u8)>) {
        let (mut line, mut bad) = (scan.line(), None);
        for k in 0..self.n * self.n {
            let c = match scan.cell() {
                Some(c) => c,
                None => return (k, line, bad),
            };
            if k == 0 {
                line = scan.line();
            }
            self.given[k] = c;
            let v = self.code[c as usize];
            if v == BAD && bad.is_none() {
                bad = Some((scan.line(), c));
            }
            self.grid[k] = if v == BAD { 0 } else { v };
        }
        (self.n * self.n, line, bad)
    }

    /// Appends the grid, solved (`given == false`) or as read.
    pub fn print(&self, out: &mut Vec<u8>, given: bool) {
        for k in 0..self.n * self.n {
            out.push(if given {
                self.given[k]
            } else {
                self.set.digits[self.grid[k] as usize - 1]
            });
            if (k + 1) % self.set.per_line == 0 {
                out.push(b'\n');
            }
        }
    }

    /// Solves the grid read last: the rules, then the DLX as `Settings::search` says.
    pub fn solve(&mut self, dlx: &mut Dlx) -> Result<(), String> {
        self.start()?;
        let cover = if self.propagate() {
            (self.set.search)(self, dlx)
        } else {
            None
        };
        for &o in &cover.ok_or_else(|| "no solution".to_string())? {
            let (cell, d) = self.opts[o];
            self.grid[cell as usize] = d + 1;
        }
        Ok(())
    }

    /// Checks that no unit holds a given twice, and sets the candidates of the empty cells.
    fn start(&mut self) -> Result<(), String> {
        let n = self.n;
        let mut seen = [0u32; 48];
        for cell in 0..n * n {
            if self.grid[cell] != 0 {
                let d = self.grid[cell] as usize - 1;
                for (k, &u) in unit_of(self.b, cell).iter().enumerate() {
                    if seen[u] >> d & 1 == 1 {
                        let kind = ["row", "column", "box"][k];
                        let c = self.set.digits[d] as char;
                        return Err(format!("two {}s in {} {}", c, kind, u % n + 1));
                    }
                    seen[u] |= 1 << d;
                }
            }
        }
        for cell in 0..n * n {
            let [r, c, x] = unit_of(self.b, cell);
            let free = !(seen[r] | seen[c] | seen[x]) & ((1 << n) - 1);
            self.cand[cell] = if self.grid[cell] == 0 { free } else { 0 };
        }
        Ok(())
    }

    /// Puts digit `d` (0..n) in `cell` and strikes it from the cell's peers.
    fn place(&mut self, cell: usize, d: usize) {
        self.grid[cell] = d as u8 + 1;
        self.cand[cell] = 0;
        let k = self.peers.len() / (self.n * self.n);
        for &p in &self.peers[cell * k..cell * k + k] {
            self.cand[p as usize] &= !(1 << d);
        }
    }

    /// Singles and locked candidates to a fixed point; `false` at a dead end.
    fn propagate(&mut self) -> bool {
        let n = self.n;
        loop {
            let mut changed = false;
            for cell in 0..n * n {
                let c = self.cand[cell];
                if self.grid[cell] == 0 {
                    if c == 0 {
                        return false;
                    }
                    if c & (c - 1) == 0 {
                        self.place(cell, c.trailing_zeros() as usize);
                        changed = true;
                    }
                }
            }
            for u in 0..3 * n {
                let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
                for &p in &self.units[u] {
                    let c = self.cand[p as usize];
                    twice |= once & c;
                    once |= c;
                    placed |= 1 << self.grid[p as usize] >> 1;
                }
                if (once | placed) + 1 != 1 << n {
                    return false;
                }
                let mut single = once & !twice;
                while single != 0 {
                    let d = single.trailing_zeros() as usize;
                    single &= single - 1;
                    // An earlier placement may have taken the place: the next round finds it.
                    for k in 0..n {
                        let p = self.units[u][k] as usize;
                        if self.cand[p] >> d & 1 == 1 {
                            self.place(p, d);
                            changed = true;
                            break;
                        }
                    }
                }
            }
            if !changed && !self.locked() {
                return true;
            }
        }
    }

    /// Locked candidates where a row or column crosses a box: a digit the line holds only in the
    /// box leaves the rest of the box (pointing), and the other way round (claiming). The DLX
    /// finds singles itself, not this. Whether anything was struck.
    fn locked(&mut self) -> bool {
        let (b, n) = (self.b, self.n);
        // seg[dir][line][k]: the candidates of row (dir 0) or column `line` in its k-th box.
        let mut seg = [[[0u32; 4]; 16]; 2];
        for cell in 0..n * n {
            let (r, c) = (cell / n, cell % n);
            seg[0][r][c / b] |= self.cand[cell];
            seg[1][c][r / b] |= self.cand[cell];
        }
        let mut changed = false;
        for (dir, seg) in seg.iter().enumerate() {
            for line in 0..n {
                let band = line / b * b;
                for k in 0..b {
                    let (mut rest_of_line, mut rest_of_box) = (0, 0);
                    for j in 0..b {
                        if j != k {
                            rest_of_line |= seg[line][j];
                        }
                        if band + j != line {
                            rest_of_box |= seg[band + j][k];
                        }
                    }
                    let s = seg[line][k];
                    let in_box = s & !rest_of_line & rest_of_box;
                    let on_line = s & !rest_of_box & rest_of_line;
                    if in_box | on_line == 0 {
                        continue;
                    }
                    for j in 0..b {
                        for t in 0..b {
                            if band + j != line {
                                changed |= self.strike(dir, band + j, k * b + t, in_box);
                            }
                            if j != k {
                                changed |= self.strike(dir, line, j * b + t, on_line);
                            }
                        }
                    }
                }
            }
        }
        changed
    }

    /// Strikes `mask` from cell `k` of row (dir 0) or column `line`; whether it held any.
    fn strike(&mut self, dir: usize, line: usize, k: usize, mask: u32) -> bool {
        let cell = if dir == 0 {
            line * self.n + k
        } else {
            k * self.n + line
        };
        let hit = self.cand[cell] & mask != 0;
        self.cand[cell] &= !mask;
        hit
    }

    /// Loads the exact cover of the open cells into `dlx`. MRV breaks ties by item order: cells
    /// first, fewest candidates first, then (without `random`) those whose candidates most peers
    /// share (the degree rule), then the units. With `random` (a number below its argument),
    /// ties at random, options shuffled.
    fn encode(&mut self, dlx: &mut Dlx, mut random: Option<&mut dyn FnMut(usize) -> usize>) {
        let (n, nn) = (self.n, self.n * self.n);
        let k = self.peers.len() / nn;
        let mut keys = Vec::with_capacity(4 * nn);
        let mut placed = [0u32; 48];
        for cell in 0..nn {
            let c = self.cand[cell];
            if c == 0 {
                for &u in unit_of(self.b, cell).iter() {
                    placed[u] |= 1 << self.grid[cell] >> 1;
                }
                continue;
            }
            let tie = match random {
                Some(ref mut r) => r(1 << 16) as u64,
                None => {
                    let peers = &self.peers[cell * k..cell * k + k];
                    let shared: u32 = peers
                        .iter()
                        .map(|&p| (self.cand[p as usize] & c).count_ones())
                        .sum();
                    (1 << 16) - shared as u64
                }
            };
            keys.push(((c.count_ones() as u64) << 17 | tie) << 12 | cell as u64);
        }
        for (u, &placed) in placed[..3 * n].iter().enumerate() {
            for d in 0..n {
                if placed >> d & 1 == 0 {
                    let tie = random.as_mut().map_or(0, |r| r(1 << 16) as u64);
                    keys.push((1 << 40 | tie) << 12 | (nn + u * n + d) as u64);
                }
            }
        }
        keys.sort_unstable();
        for (i, key) in keys.iter().enumerate() {
            self.item[(key & 0xfff) as usize] = i;
        }
        dlx.reset(keys.len(), 0);
        self.opts.clear();
        for cell in 0..nn {
            let mut c = self.cand[cell];
            while c != 0 {
                self.opts.push((cell as u8, c.trailing_zeros() as u8));
                c &= c - 1;
            }
        }
        if let Some(r) = random {
            for k in (1..self.opts.len()).rev() {
                self.opts.swap(k, r(k + 1));
            }
        }
        for &(cell, d) in &self.opts {
            let [r, c, x] = unit_of(self.b, cell as usize);
            let at = |u: usize| self.item[nn + u * n + d as usize];
            dlx.add_option(&[self.item[cell as usize], at(r), at(c), at(x)]);
        }
    }
}

/// The row, column and box of `cell` (boxes `b x b`), numbered as in `Sudoku::units`.
fn unit_of(b: usize, cell: usize) -> [usize; 3] {
    let n = b * b;
    let (r, c) = (cell / n, cell % n);
    [r, n + c, 2 * n + r / b * b + c / b]
}
// ---- END sudoku ----
// ---- BEGIN once ----
impl Sudoku {
    /// A 9x9 grid as the judges write one: digits `1`-`9`, `.` or `0` for a blank, its 81 cells
    /// printed on one line; its cover found by one search (`once`).
    pub fn nine() -> Sudoku {
        Sudoku::new(Settings {
            box_size: 3,
            digits: b"123456789",
            blanks: b".0",
            per_line: 81,
            search: Sudoku::once,
        })
    }

    /// The first cover of what the rules leave, in their order: a `Settings::search`.
    pub fn once(&mut self, dlx: &mut Dlx) -> Option<Vec<usize>> {
        self.encode(dlx, None);
        let mut first = First(None);
        dlx.search(&mut Noted(()), &mut first);
        first.0
    }
}
// ---- END once ----

// ---- BEGIN answer ----
impl Sudoku {
    /// Reads, solves and prints grid `k` of `scan` (unsolvable: logged, printed as read; grids
    /// of several lines apart by an empty line). `false` if the input ends inside it (a note).
    pub fn answer(
        &mut self,
        scan: &mut Scan,
        dlx: &mut Dlx,
        k: usize,
        out: &mut Vec<u8>,
        log: &mut Log,
    ) -> bool {
        let nn = self.n * self.n;
        let (cells, line, bad) = self.read(scan);
        if cells < nn {
            let m = format!("line {}: the input ends after {} cells", line, cells);
            log.note(format!("grid {}, {}", k, m));
            return false;
        }
        let e = match bad {
            Some((line, c)) => Err(format!(
                "line {}: {:?} is not a digit or a blank",
                line, c as char
            )),
            None => self.solve(dlx).map_err(|e| format!("line {}: {}", line, e)),
        };
        if k > 1 && self.set.per_line < nn {
            out.push(b'\n');
        }
        self.print(out, e.is_err());
        if let Err(e) = e {
            log.error(format!("grid {}, {}", k, e));
        }
        true
    }
}
// ---- END answer ----

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
