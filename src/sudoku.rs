//! Sudoku of any box size (9x9, 16x16): the grid, candidate bitmasks, the rules a solver applies
//! before searching (singles, locked candidates), and the exact cover of what they leave open.
//!
//! Block `sudoku` is a grid read, solved and printed (all a function judge's file needs: `fill`,
//! for LeetCode's and Codewars' Sudoku); each grid of a stdin judge's input answered in its place,
//! with a message for one that breaks the promise, and the grids that the number opening the
//! input counts; the judges' 9x9 and 16x16 formats with their searches (one search, or restarts
//! in random orders). Block `cover` is the whole 9x9 cover, its orders as settings, for the files
//! that count or prove uniqueness.

use crate::budget::{restarts, First};
use crate::dlx::{Dlx, Noted, X};
use crate::log::Log;
use crate::scan::Scan;

// ---- BEGIN sudoku (needs dlx x budget log scan) ----
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
        dlx.search(&mut X(Noted, ()), &mut first);
        first.0
    }
}

/// Nodes the first search of a grid may visit before it restarts (block budget).
pub const FIRST_TRIES: u64 = 1000;

impl Sudoku {
    /// A 16x16 grid as the judges write one: letters `A`-`P` for the digits, `-` for a blank,
    /// 16 cells a printed line; its cover found by searches restarted in random orders
    /// (`restarts`).
    pub fn sixteen() -> Sudoku {
        Sudoku::new(Settings {
            box_size: 4,
            digits: b"ABCDEFGHIJKLMNOP",
            blanks: b"-",
            per_line: 16,
            search: Sudoku::restarts,
        })
    }

    /// The first cover of what the rules leave, restarted in random orders: a
    /// `Settings::search`.
    pub fn restarts(&mut self, dlx: &mut Dlx) -> Option<Vec<usize>> {
        self.restarts_after(FIRST_TRIES, dlx)
    }

    /// The same, the first search given `first` nodes.
    fn restarts_after(&mut self, first: u64, dlx: &mut Dlx) -> Option<Vec<usize>> {
        restarts(dlx, first, |d, rng| match rng {
            Some(r) => self.encode(d, Some(&mut |n| r.below(n))),
            None => self.encode(d, None),
        })
    }
}

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

impl Sudoku {
    /// Answers the grids of `scan` as `answer` does, as many as the number that opens the input
    /// says (`name` in messages: the statement's `T`); a note where the input ends before.
    pub fn answer_counted(
        &mut self,
        scan: &mut Scan,
        dlx: &mut Dlx,
        name: &str,
        out: &mut Vec<u8>,
        log: &mut Log,
    ) {
        let t = match scan.number() {
            Some(Ok(t)) => t,
            Some(Err(w)) => {
                // A few bytes of the token are enough to name it.
                let w = String::from_utf8_lossy(&w[..w.len().min(20)]);
                let e = format!("line 1: {} = {:?} is not a count of grids", name, w);
                return log.error(e);
            }
            None => return log.error(format!("the input is empty: no {}", name)),
        };
        let mut k = 0;
        while k < t {
            if scan.peek().is_none() {
                let m = format!("{} = {} but the input ends after {} grids", name, t, k);
                return log.note(m);
            }
            k += 1;
            if !self.answer(scan, dlx, k as usize, out, log) {
                return;
            }
        }
    }
}

/// Solves the 9x9 grid `cells` (81 bytes row by row: `1`-`9`, `.` or `0` for an empty cell) in
/// place, as a function judge asks; `false`, and `cells` unchanged, when it breaks the promise:
/// another length or byte, clashing givens, no solution.
pub fn fill(cells: &mut [u8]) -> bool {
    thread_local! {
        // A function judge calls the function once a grid: the tables are built once.
        static SOLVER: std::cell::RefCell<(Sudoku, Dlx)> =
            std::cell::RefCell::new((Sudoku::nine(), Dlx::new(0, 0)));
    }
    // The scanner would skip a blank byte, and a byte order mark: neither is a cell.
    if cells.len() != 81 || !cells.iter().all(u8::is_ascii_graphic) {
        return false;
    }
    SOLVER.with(|solver| {
        let solver = &mut *solver.borrow_mut();
        let (_, _, bad) = solver.0.read(&mut Scan::new(cells));
        if bad.is_some() || solver.0.solve(&mut solver.1).is_err() {
            return false;
        }
        let mut out = Vec::with_capacity(82);
        solver.0.print(&mut out, false);
        cells.copy_from_slice(&out[..81]);
        true
    })
}
// ---- END sudoku ----

// ---- BEGIN cover (needs dlx) ----
/// A 9x9 grid's whole exact cover, for files that visit every cover. Items: cell `c` is filled
/// (`c`), unit `u` has digit `d` (`81 + 9 * u + d - 1`; rows are units 0..9, columns 9..18,
/// boxes 18..27), less the givens' items; options: "`d` in `c`", less those clashing with givens.
pub struct Cover {
    /// Cell -> 0 when open, else its digit; its candidates (bit `d` for digit `d`).
    grid: [u8; 81],
    pub cand: [u16; 81],
    /// Bit `d` of `used[u]`: unit `u` has a given `d`.
    used: [u16; 27],
    /// Model item -> DLX item; DLX option -> (cell, digit).
    item: [usize; 324],
    pub opts: Vec<(u8, u8)>,
}

/// The row, column and box of cell `c`, as units 0..27.
pub fn units(c: usize) -> [usize; 3] {
    [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3]
}

impl Default for Cover {
    fn default() -> Cover {
        Cover {
            grid: [0; 81],
            cand: [0; 81],
            used: [0; 27],
            item: [0; 324],
            opts: Vec::with_capacity(729),
        }
    }
}

impl Cover {
    /// Takes the givens of `grid` (0 = open) and the candidates; `false` if two givens clash.
    pub fn start(&mut self, grid: &[u8; 81]) -> bool {
        self.grid = *grid;
        self.used = [0; 27];
        for (c, &d) in grid.iter().enumerate() {
            for &u in units(c).iter().filter(|_| d != 0) {
                if self.used[u] >> d & 1 == 1 {
                    return false;
                }
                self.used[u] |= 1 << d;
            }
        }
        for (c, &d) in grid.iter().enumerate() {
            let [r, k, b] = units(c);
            let free = !(self.used[r] | self.used[k] | self.used[b]) & 0x3fe;
            self.cand[c] = if d == 0 { free } else { 0 };
        }
        true
    }

    /// Loads the cover into `dlx`: items by `rank` (< 2^50; ties in model order), from `secondary`
    /// on secondary; options by `key` (ties in cell, digit order). MRV breaks ties by item order.
    pub fn encode<R, K>(&mut self, dlx: &mut Dlx, rank: R, secondary: u64, key: K)
    where
        R: Fn(usize) -> u64,
        K: Fn(usize, usize) -> u64,
    {
        let mut keys = Vec::with_capacity(324);
        for c in (0..81).filter(|&c| self.grid[c] == 0) {
            keys.push(rank(c) << 9 | c as u64);
        }
        for u in 0..27 {
            for d in (1..10).filter(|&d| self.used[u] >> d & 1 == 0) {
                let i = 81 + 9 * u + d - 1;
                keys.push(rank(i) << 9 | i as u64);
            }
        }
        keys.sort_unstable();
        let primary = keys.iter().filter(|&&k| k >> 9 < secondary).count();
        for (n, &k) in keys.iter().enumerate() {
            self.item[(k & 511) as usize] = n;
        }
        dlx.reset(primary, keys.len() - primary);
        self.opts.clear();
        for (c, &m) in self.cand.iter().enumerate() {
            for d in (1..10).filter(|&d| m >> d & 1 == 1) {
                self.opts.push((c as u8, d as u8));
            }
        }
        self.opts.sort_by_key(|&(c, d)| key(c as usize, d as usize));
        for &(c, d) in &self.opts {
            let at = |u: usize| self.item[81 + 9 * u + d as usize - 1];
            let [r, k, b] = units(c as usize);
            dlx.add_option(&[self.item[c as usize], at(r), at(k), at(b)]);
        }
    }
}
// ---- END cover ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{Exact, Mrv, Step, Visit};
    use crate::rng::Rng;

    fn rng_below(r: &mut Rng, n: usize) -> usize {
        r.below(n)
    }

    /// A random solved grid of boxes `b x b`: the pattern grid with digits, rows in bands,
    /// bands, columns in stacks and stacks shuffled.
    fn solved(b: usize, r: &mut Rng) -> Vec<u8> {
        let n = b * b;
        let mut digits: Vec<u8> = (1..=n as u8).collect();
        r.shuffle(&mut digits);
        let order = |r: &mut Rng| {
            let mut bands: Vec<usize> = (0..b).collect();
            r.shuffle(&mut bands);
            let mut o = Vec::new();
            for &band in &bands {
                let mut inner: Vec<usize> = (0..b).collect();
                r.shuffle(&mut inner);
                o.extend(inner.iter().map(|&i| band * b + i));
            }
            o
        };
        let (rows, cols) = (order(r), order(r));
        let mut g = vec![0; n * n];
        for (i, &pr) in rows.iter().enumerate() {
            for (j, &pc) in cols.iter().enumerate() {
                g[i * n + j] = digits[(b * (pr % b) + pr / b + pc) % n];
            }
        }
        g
    }

    /// A random solved grid, 9x9 in even rounds and 16x16 in odd ones: its box size, side and
    /// cells.
    fn solved_of_either_size(round: usize, r: &mut Rng) -> (usize, usize, Vec<u8>) {
        let b = 3 + round % 2;
        (b, b * b, solved(b, r))
    }

    fn sudoku(b: usize, text: &[u8]) -> Sudoku {
        let digits: &'static [u8] = if b == 3 {
            b"123456789"
        } else {
            b"ABCDEFGHIJKLMNOP"
        };
        let mut s = Sudoku::new(Settings {
            box_size: b,
            digits,
            blanks: b".0-",
            per_line: b * b,
            // A first search of 10 nodes, so that the restarts run.
            search: |s, d| s.restarts_after(10, d),
        });
        let (cells, _, bad) = s.read(&mut Scan::new(text));
        assert_eq!((cells, bad), (b * b * b * b, None));
        s
    }

    fn text(b: usize, g: &[u8]) -> Vec<u8> {
        let digits: &[u8] = if b == 3 {
            b"123456789"
        } else {
            b"ABCDEFGHIJKLMNOP"
        };
        g.iter()
            .map(|&d| if d == 0 { b'.' } else { digits[d as usize - 1] })
            .collect()
    }

    /// All solutions of a grid with few empty cells (the shared brute force).
    fn brute(b: usize, g: &mut [u8], out: &mut Vec<Vec<u8>>) {
        crate::testing::sudoku_completions(b, g, &mut |s: &[u8]| out.push(s.to_vec()));
    }

    #[test]
    fn the_rules_never_strike_a_digit_of_the_solution() {
        let mut r = Rng(11);
        for round in 0..400 {
            let (b, n, sol) = solved_of_either_size(round, &mut r);
            let mut g = sol.clone();
            let erase = n * n / 3 + rng_below(&mut r, n * n / 2);
            for _ in 0..erase {
                g[rng_below(&mut r, n * n)] = 0;
            }
            let mut s = sudoku(b, &text(b, &g));
            s.start().unwrap();
            assert!(s.propagate());
            for (cell, &d) in sol.iter().enumerate() {
                assert!(
                    s.grid[cell] == d || s.cand[cell] >> (d - 1) & 1 == 1,
                    "round {}",
                    round
                );
            }
        }
    }

    /// Every cover of the encoding, as grids.
    struct All(Vec<Vec<usize>>);
    impl Visit<Exact> for All {
        fn solution(&mut self, d: &Dlx) -> Step {
            let mut v = Vec::new();
            d.solution(&mut v);
            self.0.push(v);
            Step::On
        }
    }

    #[test]
    fn the_covers_are_the_solutions() {
        let mut r = Rng(5);
        let mut dlx = Dlx::new(0, 0);
        for round in 0..300 {
            let (b, n, mut g) = solved_of_either_size(round, &mut r);
            // A few empty cells, and sometimes a wrong given: zero, one or several solutions.
            for _ in 0..3 + rng_below(&mut r, 6) {
                g[rng_below(&mut r, n * n)] = 0;
            }
            if round % 3 == 0 {
                let cell = rng_below(&mut r, n * n);
                g[cell] = 1 + rng_below(&mut r, n) as u8;
            }
            let mut want = Vec::new();
            brute(b, &mut g.clone(), &mut want);
            want.sort();
            let mut s = sudoku(b, &text(b, &g));
            let mut got = Vec::new();
            if s.start().is_ok() && s.propagate() {
                let mut rng = Rng(round as u64);
                if round % 4 == 1 {
                    s.encode(&mut dlx, Some(&mut |n| rng.below(n)));
                } else {
                    s.encode(&mut dlx, None);
                }
                let mut all = All(Vec::new());
                dlx.search(&mut X(Mrv, ()), &mut all);
                for cover in &all.0 {
                    let mut h = s.grid[..n * n].to_vec();
                    for &o in cover {
                        let (cell, d) = s.opts[o];
                        assert_eq!(h[cell as usize], 0);
                        h[cell as usize] = d + 1;
                    }
                    got.push(h);
                }
            }
            got.sort();
            assert_eq!(got, want, "round {}", round);
        }
    }

    #[test]
    fn solve_fills_the_grid() {
        let mut r = Rng(3);
        let mut dlx = Dlx::new(0, 0);
        for round in 0..40 {
            let (b, n, sol) = solved_of_either_size(round, &mut r);
            let mut g = sol.clone();
            for _ in 0..n * n {
                g[rng_below(&mut r, n * n)] = 0;
            }
            let mut s = sudoku(b, &text(b, &g));
            s.solve(&mut dlx).unwrap();
            let mut out = Vec::new();
            s.print(&mut out, false);
            // Valid, and keeps the givens.
            let h: Vec<u8> = out
                .iter()
                .filter(|&&c| c != b'\n')
                .map(|&c| s.code[c as usize])
                .collect();
            for p in 0..n * n {
                assert!(g[p] == 0 || g[p] == h[p]);
                for q in 0..p {
                    let (a, c) = (unit_of(b, p), unit_of(b, q));
                    assert!(h[p] != h[q] || (0..3).all(|k| a[k] != c[k]));
                }
            }
        }
    }

    #[test]
    fn clashes_and_dead_ends_are_named() {
        let mut dlx = Dlx::new(0, 0);
        // A 5 in the first cell, and another in its row, its column or its box.
        for &(other, unit) in &[(8, "row 1"), (72, "column 1"), (20, "box 1")] {
            let mut g = vec![b'.'; 81];
            g[0] = b'5';
            g[other] = b'5';
            let want = Err(format!("two 5s in {}", unit));
            assert_eq!(sudoku(3, &g).solve(&mut dlx), want);
        }
        let mut g = vec![b'-'; 256];
        g[255] = b'P';
        g[238] = b'P';
        assert_eq!(
            sudoku(4, &g).solve(&mut dlx),
            Err("two Ps in box 16".to_string())
        );
        // Row 1 holds 1-8 and column 9 a 9: cell 9 has no candidate.
        let mut g = b"12345678.".to_vec();
        g.extend_from_slice(&[b'.'; 72]);
        g[80] = b'9';
        assert_eq!(
            sudoku(3, &g).solve(&mut dlx),
            Err("no solution".to_string())
        );
    }

    #[test]
    fn fill_solves_in_place_or_leaves_the_grid() {
        let puzzle =
            b".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
        let answer =
            b"527389416819426735436751829375692184194538267268174593643217958951843672782965341";
        let mut g = puzzle.to_vec();
        assert!(fill(&mut g));
        assert_eq!(&g[..], &answer[..]);
        let zeros: Vec<u8> = puzzle
            .iter()
            .map(|&c| if c == b'.' { b'0' } else { c })
            .collect();
        let mut g = zeros.clone();
        assert!(fill(&mut g));
        assert_eq!(&g[..], &answer[..]);
        // Each way to break the promise leaves the grid as it was.
        let mut clash = puzzle.to_vec();
        clash[0] = b'2';
        let mut none = b".23456789".to_vec();
        none.extend_from_slice(b"1........");
        none.extend_from_slice(&[b'.'; 63]);
        let mut spaced = puzzle.to_vec();
        spaced[40] = b' ';
        let mut letter = puzzle.to_vec();
        letter[1] = b'x';
        for bad in [
            clash,
            none,
            spaced,
            letter,
            puzzle[..80].to_vec(),
            [&puzzle[..], b"."].concat(),
            b"\xEF\xBB\xBF"
                .iter()
                .chain(&puzzle[3..])
                .cloned()
                .collect(),
        ] {
            let mut g = bad.clone();
            assert!(!fill(&mut g), "{:?}", String::from_utf8_lossy(&bad));
            assert_eq!(g, bad);
        }
        // The solver kept for the next call is whole after each of them.
        let mut g = puzzle.to_vec();
        assert!(fill(&mut g));
        assert_eq!(&g[..], &answer[..]);
    }

    /// A solved grid of boxes `b x b` with its first cells blanked (`blank`), as text: the
    /// puzzle and its solution.
    fn puzzle(b: usize, seed: u64, blank: &[u8]) -> (String, String) {
        let solution = text(b, &solved(b, &mut Rng(seed)));
        let mut p = solution.clone();
        p[..blank.len()].copy_from_slice(blank);
        let s = |v: Vec<u8>| String::from_utf8(v).expect("ASCII");
        (s(p), s(solution))
    }

    #[test]
    fn the_judges_formats_read_and_print_their_grids() {
        // 9x9: `.` and `0` blank, a grid a line; 16x16: `-` blank, 16 cells a line.
        for (b, mut s, blank, per_line) in [
            (3, Sudoku::nine(), &b".0"[..], 81),
            (4, Sudoku::sixteen(), &b"--"[..], 16),
        ] {
            let (p, solution) = puzzle(b, 39, blank);
            let (mut out, mut log) = (Vec::new(), Log::default());
            let (mut scan, mut dlx) = (Scan::new(p.as_bytes()), Dlx::new(0, 0));
            assert!(s.answer(&mut scan, &mut dlx, 1, &mut out, &mut log));
            let want: Vec<u8> = solution
                .as_bytes()
                .chunks(per_line)
                .flat_map(|l| l.iter().chain(b"\n"))
                .cloned()
                .collect();
            assert_eq!(out, want);
            assert_eq!(log.logged(), (&[][..], false));
        }
    }

    /// `answer_counted` of 9x9 grids on `input`: what it printed, what it logged, whether it
    /// failed.
    fn counted(input: &str) -> (String, Vec<String>, bool) {
        let (mut out, mut log) = (Vec::new(), Log::default());
        let (mut scan, mut dlx) = (Scan::new(input.as_bytes()), Dlx::new(0, 0));
        Sudoku::nine().answer_counted(&mut scan, &mut dlx, "T", &mut out, &mut log);
        let (lines, failed) = log.logged();
        let out = String::from_utf8(out).expect("ASCII");
        (out, lines.to_vec(), failed)
    }

    #[test]
    fn counted_grids_are_answered_as_many_as_announced() {
        let (p, s) = puzzle(3, 40, b"..0");
        let one = |m: &str| vec![m.to_string()];
        // The grids announced, not those after them; one that breaks the promise printed as
        // read, in its place.
        let bad = format!("x{}", &p[1..]);
        let m = "grid 1, line 2: 'x' is not a digit or a blank";
        let out = format!("{}\n{}\n", bad, s);
        let input = format!("2\n{}\n{}\n{}", bad, p, p);
        assert_eq!(counted(&input), (out, one(m), true));
        // Fewer than announced: a note.
        let m = "T = 3 but the input ends after 2 grids";
        let out = format!("{}\n{}\n", s, s);
        assert_eq!(counted(&format!("3 {} {}", p, p)), (out, one(m), false));
        assert_eq!(counted("0 5"), (String::new(), vec![], false));
        // No count.
        let m = "line 1: T = \"x1\" is not a count of grids";
        assert_eq!(counted(&format!("x1 {}", p)), (String::new(), one(m), true));
        let m = "the input is empty: no T";
        assert_eq!(counted(" \r\n"), (String::new(), one(m), true));
    }

    #[test]
    fn reading_maps_blanks_and_finds_bad_cells() {
        let mut s = Sudoku::nine();
        let mut input = b"1.0\n".to_vec();
        input.extend_from_slice(&[b'.'; 70]);
        input.extend_from_slice(b"\r\n x2345678 9");
        let mut scan = Scan::new(&input);
        assert_eq!(s.read(&mut scan), (81, 1, Some((3, b'x'))));
        assert_eq!(&s.grid[..3], &[1, 0, 0]);
        let mut out = Vec::new();
        s.print(&mut out, true);
        assert_eq!(&out[..4], b"1.0.");
        assert_eq!(&out[77..], b"5678\n");
        assert_eq!(s.read(&mut scan), (1, 3, None));
    }

    #[test]
    fn the_whole_covers_are_the_solutions_in_any_order() {
        let mut r = Rng(7);
        let (mut dlx, mut cover) = (Dlx::new(0, 0), Cover::default());
        for round in 0..300 {
            let mut g = solved(3, &mut r);
            for _ in 0..3 + rng_below(&mut r, 8) {
                g[rng_below(&mut r, 81)] = 0;
            }
            if round % 3 == 0 {
                g[rng_below(&mut r, 81)] = 1 + rng_below(&mut r, 9) as u8;
            }
            let mut want = Vec::new();
            brute(3, &mut g.clone(), &mut want);
            want.sort();
            let mut grid = [0u8; 81];
            grid.copy_from_slice(&g);
            let mut got = Vec::new();
            if cover.start(&grid) {
                // Plain; by descending cell and digit, cells last; lines secondary.
                match round % 3 {
                    0 => cover.encode(&mut dlx, |_| 0, 1, |_, _| 0),
                    1 => cover.encode(
                        &mut dlx,
                        |i| 400 - i as u64,
                        1 << 20,
                        |c, d| !(c as u64 * 10 + d as u64),
                    ),
                    _ => cover.encode(&mut dlx, |i| (81..243).contains(&i) as u64, 1, |_, _| 0),
                }
                let mut all = All(Vec::new());
                dlx.search(&mut X(Mrv, ()), &mut all);
                for c in &all.0 {
                    let mut h = grid.to_vec();
                    for &o in c {
                        let (cell, d) = cover.opts[o];
                        assert_eq!(h[cell as usize], 0);
                        h[cell as usize] = d;
                    }
                    got.push(h);
                }
            }
            got.sort();
            assert_eq!(got, want, "round {}", round);
        }
    }
}
