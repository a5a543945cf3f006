//! # CSES 1624 "Chessboard and Queens", by Dancing Links
//!
//! **Problem.** Place eight queens on the free squares of a chessboard so that no two attack
//! each other; reserved squares hold no queen but block no attack. Count the ways.
//!
//! **Input.** 8 lines of 8 characters: `.` a free square, `*` a reserved one. Read as a stream
//! of 64 squares in any layout (CRLF, tabs, blank lines, a UTF-8 BOM, no final newline);
//! whatever follows the board is ignored.
//!
//! **Output.** The number of ways, on one line.
//!
//! **Limits.** CSES' usual 1 s and 512 MB, and its Rust version: not confirmed here. The file
//! holds to Rust 1.31.
//!
//! **Exact cover model.** 16 primary items, the 8 rows and the 8 columns, each filled once; 30
//! secondary items, the 15 diagonals each way, each hit at most once (TAOCP 7.2.2.1). An option
//! "a queen on square `(r,c)`" for each free square, covering its row, column and diagonals: a
//! reserved square is an option left out. A solution is 8 options; every one is counted
//! (block `queens`).
//!
//! **Errors.** A square other than `.` or `*`: one line on stderr naming its input line,
//! nothing on stdout, exit code 1. Input that ends before 64 squares: a note on stderr, nothing
//! on stdout, exit 0.

use self::lib::*;

/// Counts the placements on the board of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let mut free = [false; 64];
    for (k, square) in free.iter_mut().enumerate() {
        match scan.cell() {
            Some(b'.') => *square = true,
            Some(b'*') => {}
            Some(c) => {
                let m = format!("{:?} is not a square (`.` or `*`)", c as char);
                return log.error(format!("line {}: {}", scan.line(), m));
            }
            None => return log.note(format!("the input ends after {} squares of 64", k)),
        }
    }
    let mut count = 0u64;
    queens(
        &mut Dlx::new(0, 0),
        8,
        |r, c| free[8 * r + c],
        |_| count += 1,
    );
    out.extend_from_slice(format!("{}\n", count).as_bytes());
}

fn main() {
    run("cses1624", solve);
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

// ---- BEGIN queens_model ----
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
// ---- END queens_model ----

// ---- BEGIN queens ----
/// Every placement of `n` queens (`n >= 1`) on the squares of an `n x n` board that `free`
/// allows, passed to `f` as each row's column (block `queens_model`, middle out).
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
