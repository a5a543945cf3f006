//! # SPOJ SUDOKU (Luogu SP1110), 16x16, by Dancing Links
//!
//! **Problem.** Fill each 16x16 grid so that every row, column and 4x4 box holds each of the
//! letters `A`-`P` once. The statement guarantees one solution.
//!
//! **Input.** `K` (`K <= 10`), then `K` grids of 16 lines of 16 characters, `A`-`P` for a given,
//! `-` for an empty cell, apart by empty lines. Read as a stream: a grid is the next 256
//! non-blank characters in any layout (line-end spaces as in the official sample, CRLF, tabs,
//! blank lines, a BOM). Whatever follows the `K`-th grid is ignored.
//!
//! **Output.** Each grid solved, in the same format, an empty line between grids.
//!
//! **Limits.** Time and memory not found; source at most 50,000 bytes; an old rustc (this file
//! keeps to Rust 1.31 and edition 2015).
//!
//! **Exact cover model.** 1024 items: cell `(r,c)` is filled; row `r`, column `c`, box `b` has
//! letter `x`. 4096 options "`x` in `(r,c)`", each covering its four items. Givens,
//! singles and locked candidates are applied first; only the open items and the open cells'
//! candidates reach the DLX, cells first, fewest candidates first (block `sudoku`). Against the
//! heavy tail of loose grids, a search gets 1000 options, doubled at each restart in a seeded
//! random order (block `budget`); a search that ends within budget is exact.
//!
//! **Errors.** `K` missing or not a number: a message, exit 1. A grid with a character other
//! than `A`-`P` or `-`, clashing givens or no solution: a message naming the grid and its line,
//! the grid as read in its place, exit 1. Fewer grids than `K`, or a grid cut short: a note.

use self::lib::*;

/// Solves the `K` grids of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let k = match scan.number() {
        Some(Ok(k)) => k,
        Some(Err(w)) => {
            let w = String::from_utf8_lossy(&w[..w.len().min(20)]);
            return log.error(format!("line 1: K = {:?} is not a count of grids", w));
        }
        None => return log.error("the input is empty: no K".to_string()),
    };
    let mut s = Sudoku::new(Settings {
        box_size: 4,
        digits: b"ABCDEFGHIJKLMNOP",
        blanks: b"-",
        per_line: 16,
        first_tries: 1000,
    });
    let mut dlx = Dlx::new(0, 0);
    let mut n = 0;
    while n < k {
        if scan.peek().is_none() {
            return log.note(format!("K = {} but the input ends after {} grids", k, n));
        }
        n += 1;
        if !s.answer(&mut scan, &mut dlx, n as usize, out, log) {
            return;
        }
    }
}

fn main() {
    run("sp1110", solve);
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

// ---- BEGIN number ----
impl<'a> Scan<'a> {
    /// The next token as a number: `None` at the end, `Some(Err(token))` if it is not a decimal
    /// `u64`.
    pub fn number(&mut self) -> Option<Result<u64, &'a [u8]>> {
        self.peek()?;
        let start = self.pos;
        while self.pos < self.input.len() && !self.input[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let token = &self.input[start..self.pos];
        let mut n = 0u64;
        for &b in token {
            let digit = (b as char).to_digit(10);
            match digit.and_then(|d| n.checked_mul(10)?.checked_add(d as u64)) {
                Some(m) => n = m,
                None => return Some(Err(token)),
            }
        }
        Some(Ok(n))
    }
}
// ---- END number ----

// ---- BEGIN dlx ----
/// Dancing Links: Knuth's Algorithm X over primary and secondary items (TAOCP 7.2.2.1), laid out
/// as in his paper. `1..=n` are item headers (item `k` has `k + 1`), then each option is a circle
/// of nodes (a walk round it takes the same steps from any node: predictable). The active primary
/// items are a bitset, not a list: the choice reads it in order with no chain of loads. Iterative,
/// MRV, undone from a trail.
#[derive(Default)]
pub struct Dlx {
    /// A node's neighbours in its option's circle (unused for headers).
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// The first node's number: `n + 1` for `n` items.
    pub(crate) nodes: usize,
    /// A node's item header; a header's number of active options.
    pub(crate) top: Vec<u32>,
    /// Neighbours in the item's list.
    pub(crate) ulink: Vec<u32>,
    pub(crate) dlink: Vec<u32>,
    /// Option number -> its first node (increasing).
    pub(crate) first: Vec<u32>,
    /// The levels, `depth` of them in use.
    pub(crate) levels: Vec<Level>,
    pub(crate) depth: usize,
    /// The nodes unlinked, to be put back last out first in; items whose count fell to 1 or 0.
    trail: Vec<u32>,
    notes: Vec<u32>,
    now: Marks,
    pub(crate) primary: u32,
    /// Bit `k` is set while header `k` is an active primary item.
    active: Vec<u64>,
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

/// What a search asks of its caller. The defaults do nothing and the search is generic, so a
/// problem pays only for what it uses.
pub trait Hooks: Sized {
    /// The choice takes the leftmost active item with the fewest options; `FORCED` stops at one
    /// with 1 or 0; `NOTES` first looks at the items whose count fell to 1 or 0 in the last cover
    /// and commit, the only ones that can have none (many items active, most moves forced).
    const FORCED: bool = false;
    const NOTES: bool = false;
    /// At each node, before an item is chosen: `false` backs up at once.
    fn enter(&mut self, _dlx: &mut Dlx) -> bool {
        true
    }
    /// At a node whose chosen item has two options or more: `false` backs up.
    fn branch(&mut self, _dlx: &mut Dlx, _item: u32) -> bool {
        true
    }
    /// On leaving a node whose `enter` said `true`, after everything below it.
    fn leave(&mut self, _dlx: &mut Dlx) {}
    /// An exact cover (read by `Dlx::solution`): `false` stops the search.
    fn solution(&mut self, dlx: &Dlx) -> bool;
    /// Chooses the last level's option (block `colours` purifies too).
    fn commit(&mut self, dlx: &mut Dlx) {
        dlx.commit::<Self>()
    }
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
        self.primary = primary as u32;
        self.active.clear();
        self.active.resize(n as usize / 64 + 1, 0);
        (1..=self.primary).for_each(|k| self.uncover(k));
        self.ulink.clear();
        self.ulink.extend(0..n + 1);
        self.dlink.clone_from(&self.ulink);
        self.llink.clone_from(&self.ulink);
        self.rlink.clone_from(&self.ulink);
        self.top.clear();
        self.top.resize(n as usize + 1, 0);
        self.first.clear();
        self.nodes = n as usize + 1;
    }

    /// Adds an option of the given items (checked: in range, none twice) and returns its number
    /// (an empty one gets none; one of secondary items only is never chosen).
    pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
        assert!(!self.searching, "changed in a search");
        if items.is_empty() {
            return None;
        }
        let out = items.iter().any(|&i| i + 1 >= self.nodes);
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

    /// The exact cover just found (from `Hooks::solution`): its option numbers, in search order.
    pub fn solution(&self, out: &mut Vec<usize>) {
        out.clear();
        for l in &self.levels[..self.depth] {
            out.push(self.option_of(l.node));
        }
    }

    /// Item `i`'s number of active options.
    pub(crate) fn len(&self, i: u32) -> u32 {
        self.top[i as usize]
    }

    /// The option of node `x`.
    pub(crate) fn option_of(&self, x: u32) -> usize {
        self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
    }

    /// Calls `f` on each active primary item until it says `false` (then `false`).
    pub(crate) fn active_items(&self, mut f: impl FnMut(u32) -> bool) -> bool {
        self.active.iter().enumerate().all(|(w, &b)| {
            let mut bits = b;
            while bits != 0 && f(w as u32 * 64 + bits.trailing_zeros()) {
                bits &= bits - 1;
            }
            bits == 0
        })
    }

    /// Takes node `q` out of its item's list, onto the trail; notes the item if 1 or 0 options
    /// are left (always written, kept if so: no branch to mispredict).
    fn unlink<H: Hooks>(&mut self, q: u32) {
        let (u, d, x) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
        set(&mut self.dlink, u, d);
        set(&mut self.ulink, d, u);
        let len = get(&self.top, x).wrapping_sub(1);
        set(&mut self.top, x, len);
        // The masks keep even a miscounted trail in bounds.
        let t = self.now.trail & (self.trail.len() as u32 - 1);
        set(&mut self.trail, t, q);
        self.now.trail += 1;
        if H::NOTES {
            let k = self.now.noted & (self.notes.len() as u32 - 1);
            set(&mut self.notes, k, x);
            self.now.noted += (len <= 1) as u32;
        }
    }

    /// Goes back to the marks `m`, the nodes last out first in: a flat loop, cheaper than Knuth's
    /// uncover and unhide walks.
    fn undo(&mut self, m: Marks) {
        while self.now.trail > m.trail {
            self.now.trail -= 1;
            let q = get(&self.trail, self.now.trail & (self.trail.len() as u32 - 1));
            let (u, d, x) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
            set(&mut self.dlink, u, q);
            set(&mut self.ulink, d, q);
            let len = get(&self.top, x);
            set(&mut self.top, x, len.wrapping_add(1));
        }
        self.now.noted = m.noted;
    }

    /// Unlinks the other nodes of `p`'s option.
    fn hide<H: Hooks>(&mut self, p: u32) {
        let mut q = get(&self.rlink, p);
        while q != p {
            self.unlink::<H>(q);
            q = get(&self.rlink, q);
        }
    }

    /// Makes item header `i` inactive and hides every option that contains it. Inlined in both
    /// its callers: left out of line, its calls cost more than the copy.
    #[inline(always)]
    fn cover<H: Hooks>(&mut self, i: u32) {
        self.active[i as usize / 64] &= !(1 << (i % 64));
        let mut p = get(&self.dlink, i);
        for _ in 0..get(&self.top, i) {
            self.hide::<H>(p);
            p = get(&self.dlink, p);
        }
    }

    /// Makes item header `i` active again if primary (its options come back from the trail).
    fn uncover(&mut self, i: u32) {
        self.active[i as usize / 64] |= ((i <= self.primary) as u64) << (i % 64);
    }

    /// Covers the other items of the last level's option (read checked: the hook is public).
    fn commit<H: Hooks>(&mut self) {
        let x = self.levels[self.depth - 1].node;
        let mut q = get(&self.rlink, x);
        while q != x {
            self.cover::<H>(get(&self.top, q));
            q = get(&self.rlink, q);
        }
    }

    /// Undoes `commit(x)`, made at the marks `m`: items back in reverse order.
    fn uncommit(&mut self, x: u32, m: Marks) {
        self.undo(m);
        let mut q = get(&self.llink, x);
        while q != x {
            self.uncover(get(&self.top, q));
            q = get(&self.llink, q);
        }
    }

    /// An active primary item with the fewest options (0 if none), as `H` asks.
    fn choose<H: Hooks>(&self) -> u32 {
        let (mut best, mut min) = (0, !0);
        if H::NOTES {
            for k in self.levels[self.depth.max(1) - 1].before.noted..self.now.noted {
                let x = get(&self.notes, k & (self.notes.len() as u32 - 1));
                if get(&self.top, x) < min.min(2)
                    && self.active[x as usize / 64] >> (x % 64) & 1 == 1
                {
                    best = x;
                    min = self.len(x);
                }
            }
        }
        if !(H::FORCED || H::NOTES) || min > 1 {
            self.active_items(|i| {
                let len = get(&self.top, i);
                if len < min {
                    best = i;
                    min = len;
                    return !(H::FORCED || H::NOTES) || min > 1;
                }
                true
            });
        }
        best
    }

    /// Algorithm X: visits the exact covers until the hooks stop it; leaves the matrix whole.
    pub fn search<H: Hooks>(&mut self, hooks: &mut H) {
        assert!(!self.searching, "a search in a search");
        self.searching = true;
        // A level covers a primary item; a node is unlinked once at most.
        self.levels = vec![Level::default(); self.nodes];
        self.trail = vec![0; self.top.len().next_power_of_two()];
        self.notes = vec![0; (2 * self.nodes + 2).next_power_of_two()];
        // A search ends at depth 0 and marks 0, where the next begins.
        let mut stop = false;
        'node: loop {
            if hooks.enter(self) {
                let i = self.choose::<H>();
                let len = get(&self.top, i);
                if i == 0 {
                    stop = !hooks.solution(self);
                } else if len == 1 || (len > 1 && hooks.branch(self, i)) {
                    self.levels[self.depth].before = self.now;
                    self.cover::<H>(i);
                    let x = get(&self.dlink, i);
                    self.levels[self.depth].node = x;
                    self.levels[self.depth].after = self.now;
                    self.depth += 1;
                    hooks.commit(self);
                    continue 'node;
                }
                hooks.leave(self);
            }
            // Back up: the deepest level tries its next option, or is given up.
            while self.depth > 0 {
                let l = self.levels[self.depth - 1];
                self.uncommit(l.node, l.after);
                let (i, y) = (get(&self.top, l.node), get(&self.dlink, l.node));
                if y != i && !stop {
                    self.levels[self.depth - 1].node = y;
                    hooks.commit(self);
                    continue 'node;
                }
                self.depth -= 1;
                self.undo(l.before);
                self.uncover(i);
                hooks.leave(self);
            }
            break;
        }
        self.searching = false;
    }
}

/// `v[i]`, unchecked, only on indices from the matrix's own arrays (links, `top`, the trail and
/// the active bits hold node numbers that `reset` and `add_option` made and checked), which do
/// not shrink while `searching`.
fn get(v: &[u32], i: u32) -> u32 {
    // SAFETY: `i` is in bounds, as above.
    unsafe { *v.get_unchecked(i as usize) }
}

/// `v[i] = x`, unchecked: see `get`.
fn set(v: &mut [u32], i: u32, x: u32) {
    // SAFETY: `i` is in bounds, as in `get`.
    unsafe { *v.get_unchecked_mut(i as usize) = x }
}
// ---- END dlx ----

// ---- BEGIN rng ----
/// SplitMix64 (Steele, Lea and Flood): 64 bits of state, one add and two multiplies a number.
pub struct Rng(pub u64);

impl Rng {
    pub fn bits(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`; the bias is below 2^-40 for the `n` used here).
    pub fn below(&mut self, n: usize) -> usize {
        (self.bits() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for k in (1..v.len()).rev() {
            let j = self.below(k + 1);
            v.swap(k, j);
        }
    }
}
// ---- END rng ----
// ---- BEGIN budget ----
/// Hooks that stop at the first cover, or give up once `left` options are spent.
pub struct Budget {
    pub left: u64,
    pub gave_up: bool,
    pub found: bool,
    pub cover: Vec<usize>,
}

impl Hooks for Budget {
    // Sudoku: most nodes are forced.
    const NOTES: bool = true;
    fn enter(&mut self, _: &mut Dlx) -> bool {
        if self.left == 0 {
            self.gave_up = true;
            return false;
        }
        self.left -= 1;
        true
    }
    fn solution(&mut self, dlx: &Dlx) -> bool {
        dlx.solution(&mut self.cover);
        self.found = true;
        false
    }
}

/// The first cover of the matrix `build` loads, in its order (`None`), then in random ones: the
/// first search may try `first` options, each restart twice as many. `None` if there is none.
pub fn restarts<F>(dlx: &mut Dlx, first: u64, mut build: F) -> Option<Vec<usize>>
where
    F: FnMut(&mut Dlx, Option<&mut Rng>),
{
    let mut rng = Rng(1);
    let mut b = Budget {
        left: first,
        gave_up: false,
        found: false,
        cover: Vec::new(),
    };
    let mut attempt = 0;
    loop {
        build(dlx, if attempt == 0 { None } else { Some(&mut rng) });
        dlx.search(&mut b);
        if b.found {
            return Some(b.cover);
        }
        if !b.gave_up {
            return None;
        }
        attempt += 1;
        b.gave_up = false;
        b.left = first.saturating_mul(1 << attempt.min(40));
    }
}
// ---- END budget ----

// ---- BEGIN sudoku ----
/// A judge's grids: boxes `b x b` (`n = b * b <= 16` digits), the characters of digits 1..=n
/// and of a blank, cells to a printed line; options a first search may try (`restarts`).
pub struct Settings {
    pub box_size: usize,
    pub digits: &'static [u8],
    pub blanks: &'static [u8],
    pub per_line: usize,
    pub first_tries: u64,
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

    /// Solves the grid read last: the rules, then the DLX with restarts.
    pub fn solve(&mut self, dlx: &mut Dlx) -> Result<(), String> {
        self.start()?;
        let first = self.set.first_tries;
        let cover = if self.propagate() {
            restarts(dlx, first, |d, rng| self.encode(d, rng))
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
    /// first, fewest candidates first, then (without `rng`) those whose candidates most peers
    /// share (the degree rule), then the units. With `rng`, ties at random, options shuffled.
    fn encode(&mut self, dlx: &mut Dlx, mut rng: Option<&mut Rng>) {
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
            let tie = match rng {
                Some(ref mut r) => r.bits() >> 48,
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
                    let tie = rng.as_mut().map_or(0, |r| r.bits() >> 48);
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
        if let Some(r) = rng {
            r.shuffle(&mut self.opts);
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
