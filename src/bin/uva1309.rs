//! # UVA 1309 "Sudoku" = POJ 3076 = LA 2659 (SEERC 2006), 16x16, by Dancing Links
//!
//! **Problem.** Fill each 16x16 grid so that every row, column and 4x4 box holds each of the
//! letters `A`-`P` once. The statement guarantees one solution.
//!
//! **Input.** Grids of 16 lines of 16 characters each, row by row: `A`-`P` for a given, `-` for
//! an empty cell. The grids are separated by single empty lines; the input ends at end of file.
//! (Also accepted: CRLF line ends, spaces at either end of a line, several blank lines, no blank
//! line between two grids, no newline at the end.)
//!
//! **Output.** Each solved grid in the same format, 16 lines of 16 letters, with one empty line
//! between consecutive grids and none after the last.
//!
//! **Limits.** UVa: not published; e-olymp 3525: 1 s, 64 MiB. The number of grids is not stated.
//! UVa (and Luogu's UVA1309, sent to UVa) takes no Rust: this file serves judges and users of the
//! same format, such as POJ 3076's data.
//!
//! **Exact cover model.** 1024 items: cell `(r,c)` is filled, row `r` has letter `x`, column `c`
//! has `x`, box `b` has `x` (256 of each). 4096 options: "letter `x` in cell `(r,c)`", each
//! covering its four items. A solution chooses 256 options that cover every item exactly once.
//! The givens are not searched: each one already covers its four items, so those items are left
//! out, and so is every option that would clash with a given. Only the empty cells' remaining
//! candidates reach the DLX.
//!
//! **Errors.** A malformed line, a grid cut short, clashing givens or a grid without a solution
//! get one line on stderr naming the grid and its input lines; the other grids are still solved
//! and printed, and the exit code is 1.

use std::io::{self, Read, Write};

// ---- scanner ----

/// The input's lines with `\r` and trailing blanks cut, numbered from 1.
struct Lines<'a> {
    rest: &'a [u8],
    number: usize,
}

impl<'a> Lines<'a> {
    fn new(input: &'a [u8]) -> Lines<'a> {
        Lines {
            rest: input,
            number: 0,
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = (usize, &'a [u8]);

    fn next(&mut self) -> Option<(usize, &'a [u8])> {
        if self.rest.is_empty() {
            return None;
        }
        let end = self
            .rest
            .iter()
            .position(|&b| b == b'\n')
            .unwrap_or(self.rest.len());
        let mut line = &self.rest[..end];
        self.rest = if end < self.rest.len() {
            &self.rest[end + 1..]
        } else {
            &[]
        };
        self.number += 1;
        while let Some((&last, init)) = line.split_last() {
            if last == b'\r' || last == b' ' || last == b'\t' {
                line = init;
            } else {
                break;
            }
        }
        while let Some((&first, rest)) = line.split_first() {
            if first == b' ' || first == b'\t' {
                line = rest;
            } else {
                break;
            }
        }
        Some((self.number, line))
    }
}

/// A byte as a reader would want to see it in an error message.
fn show(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("byte 0x{:02x}", b)
    }
}

// ---- dlx ----

// ---- BEGIN dlx (copy of src/dlx.rs) ----
/// Dancing Links: Knuth's Algorithm X over primary items (TAOCP 7.2.2.1, the layout of DLX1).
///
/// All nodes live in parallel index arrays. Node 0 is the root of the list of active items, nodes
/// `1..=n` are the item headers, and then every option is a run of consecutive nodes with a
/// spacer before and after it. Because an option's nodes are consecutive, cover and uncover walk
/// an option with `q + 1` / `q - 1` and need no left/right links for options at all; a spacer
/// (`top == 0`) sends the walk back to the other end of its option.
///
/// The search is iterative (one stack entry per level, no recursion), branches on the active item
/// with the fewest options (MRV, leftmost on ties; the scan stops early at an item with at most
/// one option, a dead end or a forced move). A search can be given a budget of options to try.
/// The arrays keep their capacity across `reset`, so one `Dlx` serves many instances.
#[allow(dead_code)]
pub struct Dlx {
    /// Item headers only: the doubly linked list of active items, through the root 0.
    llink: Vec<u32>,
    rlink: Vec<u32>,
    /// Every node: the vertical list of its item. For a spacer, `ulink` is the first node of the
    /// option before it and `dlink` the last node of the option after it.
    ulink: Vec<u32>,
    dlink: Vec<u32>,
    /// Every node: its item (`1..=n`); 0 marks a spacer. For a header, the item itself.
    top: Vec<u32>,
    /// Item -> how many active options contain it.
    len: Vec<u32>,
    /// Option number -> its first node (increasing, so a node's option is a binary search away).
    first: Vec<u32>,
    /// The node chosen at each level of the search.
    stack: Vec<u32>,
    /// The options of the solution being visited (numbers in the order they were added).
    solution: Vec<usize>,
    /// How many options a search may try before it gives up (`u64::MAX`: no limit).
    budget: u64,
    /// How many options the last search tried, and whether it ran out of budget.
    nodes: u64,
    gave_up: bool,
}

#[allow(dead_code)]
impl Dlx {
    /// An empty matrix with `items` primary items, numbered `0..items`.
    pub fn new(items: usize) -> Dlx {
        let mut d = Dlx {
            llink: Vec::new(),
            rlink: Vec::new(),
            ulink: Vec::new(),
            dlink: Vec::new(),
            top: Vec::new(),
            len: Vec::new(),
            first: Vec::new(),
            stack: Vec::new(),
            solution: Vec::new(),
            budget: u64::MAX,
            nodes: 0,
            gave_up: false,
        };
        d.reset(items);
        d
    }

    /// Forgets every option and starts over with `items` items, keeping the allocations.
    pub fn reset(&mut self, items: usize) {
        assert!(items < (u32::MAX / 2) as usize, "too many items");
        let n = items as u32;
        self.llink.clear();
        self.rlink.clear();
        self.ulink.clear();
        self.dlink.clear();
        self.top.clear();
        self.len.clear();
        self.first.clear();
        for i in 0..=n {
            self.llink.push(if i == 0 { n } else { i - 1 });
            self.rlink.push(if i == n { 0 } else { i + 1 });
            self.ulink.push(i);
            self.dlink.push(i);
            self.top.push(i);
            self.len.push(0);
        }
        // The spacer that opens the first option.
        self.push_spacer();
    }

    /// The number of items.
    pub fn items(&self) -> usize {
        self.len.len() - 1
    }

    /// The number of options added since the last reset.
    pub fn options(&self) -> usize {
        self.first.len()
    }

    /// Lets every later search try at most `options` options (`u64::MAX`: no limit). A search
    /// that runs out stops as if its visitor had said stop, and `gave_up()` tells.
    pub fn set_budget(&mut self, options: u64) {
        self.budget = options;
    }

    /// How many options the last search tried: the size of its search tree.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the last search stopped because it ran out of budget, so its answer is unknown.
    pub fn gave_up(&self) -> bool {
        self.gave_up
    }

    fn push_spacer(&mut self) {
        let x = self.top.len() as u32;
        self.top.push(0);
        self.ulink.push(0);
        self.dlink.push(0);
        if let Some(&f) = self.first.last() {
            // Close the option before this spacer: its first node is `f`, its last is `x - 1`.
            self.ulink[x as usize] = f;
            self.dlink[(f - 1) as usize] = x - 1;
        }
    }

    /// Adds an option made of the given items (each `< items()`, no repeats); returns its number.
    /// An empty option is ignored and gets no number (it could only ever be chosen for nothing).
    pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
        if items.is_empty() {
            return None;
        }
        let start = self.top.len() as u32;
        assert!(
            start as usize + items.len() < (u32::MAX / 2) as usize,
            "too many nodes"
        );
        for &item in items {
            assert!(item < self.items(), "item out of range");
            let i = item as u32 + 1;
            let x = self.top.len() as u32;
            let last = self.ulink[i as usize];
            self.top.push(i);
            self.ulink.push(last);
            self.dlink.push(i);
            self.dlink[last as usize] = x;
            self.ulink[i as usize] = x;
            self.len[i as usize] += 1;
        }
        self.first.push(start);
        self.push_spacer();
        Some(self.first.len() - 1)
    }

    /// The option that node `x` belongs to.
    fn option_of(&self, x: u32) -> usize {
        let mut lo = 0;
        let mut hi = self.first.len();
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if self.first[mid] <= x {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Removes option `p` (all its nodes but `p` itself) from the other items' lists.
    #[inline]
    fn hide(&mut self, p: u32) {
        let mut q = p + 1;
        while q != p {
            let x = self.top[q as usize];
            let u = self.ulink[q as usize];
            if x == 0 {
                q = u;
            } else {
                let d = self.dlink[q as usize];
                self.dlink[u as usize] = d;
                self.ulink[d as usize] = u;
                self.len[x as usize] -= 1;
                q += 1;
            }
        }
    }

    /// Undoes `hide(p)`, walking the option the other way round.
    #[inline]
    fn unhide(&mut self, p: u32) {
        let mut q = p - 1;
        while q != p {
            let x = self.top[q as usize];
            let d = self.dlink[q as usize];
            if x == 0 {
                q = d;
            } else {
                let u = self.ulink[q as usize];
                self.dlink[u as usize] = q;
                self.ulink[d as usize] = q;
                self.len[x as usize] += 1;
                q -= 1;
            }
        }
    }

    /// Takes item `i` out of the active list and hides every option that contains it.
    fn cover(&mut self, i: u32) {
        let mut p = self.dlink[i as usize];
        while p != i {
            self.hide(p);
            p = self.dlink[p as usize];
        }
        let l = self.llink[i as usize];
        let r = self.rlink[i as usize];
        self.rlink[l as usize] = r;
        self.llink[r as usize] = l;
    }

    /// Undoes `cover(i)`, in exactly the reverse order.
    fn uncover(&mut self, i: u32) {
        let l = self.llink[i as usize];
        let r = self.rlink[i as usize];
        self.rlink[l as usize] = i;
        self.llink[r as usize] = i;
        let mut p = self.ulink[i as usize];
        while p != i {
            self.unhide(p);
            p = self.ulink[p as usize];
        }
    }

    /// Chooses option `x`: covers every other item it contains (its own item is already covered).
    fn commit(&mut self, x: u32) {
        let mut p = x + 1;
        while p != x {
            let j = self.top[p as usize];
            if j == 0 {
                p = self.ulink[p as usize];
            } else {
                self.cover(j);
                p += 1;
            }
        }
    }

    /// Undoes `commit(x)`.
    fn uncommit(&mut self, x: u32) {
        let mut p = x - 1;
        while p != x {
            let j = self.top[p as usize];
            if j == 0 {
                p = self.dlink[p as usize];
            } else {
                self.uncover(j);
                p -= 1;
            }
        }
    }

    /// MRV: the active item with the fewest options, the leftmost of those on a tie. An item with
    /// at most one option ends the scan at once: with none the branch is dead, with one the move
    /// is forced, and scanning on for a dead end costs more than it saves (measured: 37% of the
    /// time on hard 9x9 puzzles).
    fn choose(&self) -> u32 {
        let mut best = self.rlink[0];
        let mut best_len = u32::MAX;
        let mut i = best;
        while i != 0 {
            let l = self.len[i as usize];
            if l < best_len {
                best = i;
                best_len = l;
                if l <= 1 {
                    break;
                }
            }
            i = self.rlink[i as usize];
        }
        best
    }

    /// Algorithm X. Calls `visit` with the chosen nodes of each exact cover, in search order,
    /// until it returns `false` or the budget runs out. Returns `true` if it was stopped either
    /// way. The matrix is left exactly as it was found, so the search can run again.
    fn run<F: FnMut(&Dlx, &[u32]) -> bool>(&mut self, mut visit: F) -> bool {
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        let mut stopped = false;
        // Counting down from the budget keeps the hot path to one decrement and one test.
        let mut left = self.budget;
        let mut out_of_budget = false;
        'descend: loop {
            if self.rlink[0] == 0 {
                if !visit(self, &stack) {
                    stopped = true;
                }
            } else {
                let i = self.choose();
                self.cover(i);
                let x = self.dlink[i as usize];
                if x != i {
                    if left == 0 {
                        stopped = true;
                        out_of_budget = true;
                    } else {
                        left -= 1;
                        self.commit(x);
                        stack.push(x);
                        continue 'descend;
                    }
                }
                self.uncover(i);
            }
            // Backtrack: move the deepest level to its next option, or give the level up.
            while let Some(x) = stack.pop() {
                self.uncommit(x);
                let i = self.top[x as usize];
                let y = self.dlink[x as usize];
                if y != i && !stopped {
                    if left == 0 {
                        stopped = true;
                        out_of_budget = true;
                    } else {
                        left -= 1;
                        self.commit(y);
                        stack.push(y);
                        continue 'descend;
                    }
                }
                self.uncover(i);
            }
            break;
        }
        self.stack = stack;
        self.nodes = self.budget - left;
        self.gave_up = out_of_budget;
        stopped
    }

    /// Visits every exact cover as the list of its option numbers (in the order the search chose
    /// them) until `visit` returns `false`. Returns `true` if it was stopped that way.
    pub fn for_each_solution<F: FnMut(&[usize]) -> bool>(&mut self, mut visit: F) -> bool {
        let mut solution = std::mem::take(&mut self.solution);
        let stopped = self.run(|d, nodes| {
            solution.clear();
            for &x in nodes {
                solution.push(d.option_of(x));
            }
            visit(&solution)
        });
        self.solution = solution;
        stopped
    }

    /// The first exact cover the search finds, as option numbers in `out`; `false` if there is
    /// none (or the budget ran out first: see `gave_up`).
    pub fn first_solution(&mut self, out: &mut Vec<usize>) -> bool {
        out.clear();
        let mut found = false;
        self.for_each_solution(|s| {
            out.extend_from_slice(s);
            found = true;
            false
        });
        found
    }

    /// The number of exact covers, counting stops at `limit`.
    pub fn count(&mut self, limit: u64) -> u64 {
        let mut n = 0u64;
        if limit > 0 {
            self.run(|_, _| {
                n += 1;
                n < limit
            });
        }
        n
    }
}
// ---- END dlx ----

// ---- encoding ----

/// A grid: 256 cells row by row, 0 = empty, 1..=16 = the letters `A`..=`P`.
type Grid = [u8; 256];

/// The item numbers of the 1024-item model: cell, row-letter, column-letter, box-letter.
fn items_of(cell: usize, x: usize) -> [usize; 4] {
    let (r, c) = (cell / 16, cell % 16);
    let b = r / 4 * 4 + c / 4;
    [cell, 256 + r * 16 + x, 512 + c * 16 + x, 768 + b * 16 + x]
}

/// A 16x16 Sudoku solver that keeps its DLX and buffers from one grid to the next.
struct Solver {
    dlx: Dlx,
    /// Model item -> DLX item, or `NONE` when a given already covers it.
    item: [usize; 1024],
    /// DLX option -> (cell, letter 1..=16).
    meaning: Vec<(u8, u8)>,
    chosen: Vec<usize>,
}

const NONE: usize = usize::MAX;

impl Solver {
    fn new() -> Solver {
        Solver {
            dlx: Dlx::new(0),
            item: [NONE; 1024],
            meaning: Vec::with_capacity(4096),
            chosen: Vec::with_capacity(256),
        }
    }

    /// Solves `grid` in place; `Err` says why it cannot be solved.
    fn solve(&mut self, grid: &mut Grid) -> Result<(), String> {
        let mut covered = [false; 1024];
        for (cell, &g) in grid.iter().enumerate() {
            if g != 0 {
                let x = (g - 1) as usize;
                for &i in items_of(cell, x).iter() {
                    if covered[i] {
                        return Err(clash(i, x));
                    }
                    covered[i] = true;
                }
            }
        }
        let mut n = 0;
        for (item, &c) in self.item.iter_mut().zip(covered.iter()) {
            *item = if c { NONE } else { n };
            n += !c as usize;
        }
        self.dlx.reset(n);
        self.meaning.clear();
        for (cell, &g) in grid.iter().enumerate() {
            if g != 0 {
                continue;
            }
            for x in 0..16 {
                let its = items_of(cell, x);
                if its.iter().all(|&i| !covered[i]) {
                    let opt = [
                        self.item[its[0]],
                        self.item[its[1]],
                        self.item[its[2]],
                        self.item[its[3]],
                    ];
                    self.dlx.add_option(&opt);
                    self.meaning.push((cell as u8, x as u8 + 1));
                }
            }
        }
        if !self.dlx.first_solution(&mut self.chosen) {
            return Err("the puzzle has no solution".to_string());
        }
        for &o in self.chosen.iter() {
            let (cell, x) = self.meaning[o];
            grid[cell as usize] = x;
        }
        Ok(())
    }
}

/// Why a given cannot be placed: the first item that two givens both cover.
fn clash(item: usize, x: usize) -> String {
    let (kind, k) = match item / 256 {
        0 => return format!("two givens in cell {}", item + 1),
        1 => ("row", (item - 256) / 16),
        2 => ("column", (item - 512) / 16),
        _ => ("box", (item - 768) / 16),
    };
    format!(
        "the givens repeat letter {} in {} {}",
        (b'A' + x as u8) as char,
        kind,
        k + 1
    )
}

/// Reads one grid row (16 characters `A`-`P` or `-`) into `row`, or says what is wrong with it.
fn parse_row(line: &[u8], row: &mut [u8]) -> Result<(), String> {
    if line.len() != 16 {
        return Err(format!(
            "expected 16 cells, found {} characters",
            line.len()
        ));
    }
    for (k, &b) in line.iter().enumerate() {
        row[k] = match b {
            b'A'..=b'P' => b - b'A' + 1,
            b'-' => 0,
            _ => {
                return Err(format!(
                    "{} at column {}: expected A-P or '-'",
                    show(b),
                    k + 1
                ))
            }
        };
    }
    Ok(())
}

/// Appends `grid` as 16 lines of letters.
fn print(grid: &Grid, out: &mut Vec<u8>) {
    for row in grid.chunks(16) {
        out.extend(row.iter().map(|&x| b'A' + x - 1));
        out.push(b'\n');
    }
}

// ---- input and output ----

/// Reads and solves the grid made of `rows` (line number, text); `Err` names the line or lines.
fn answer(solver: &mut Solver, rows: &[(usize, &[u8])]) -> Result<Grid, String> {
    let (first, last) = (rows[0].0, rows[rows.len() - 1].0);
    if rows.len() < 16 {
        return Err(format!(
            "lines {}-{}: only {} of 16 rows",
            first,
            last,
            rows.len()
        ));
    }
    let mut grid = [0u8; 256];
    for (r, &(number, line)) in rows.iter().enumerate() {
        parse_row(line, &mut grid[r * 16..r * 16 + 16])
            .map_err(|e| format!("line {}: {}", number, e))?;
    }
    solver
        .solve(&mut grid)
        .map_err(|e| format!("lines {}-{}: {}", first, last, e))?;
    Ok(grid)
}

/// Solves every grid of `input` into `out`. `Err` holds one message per bad grid.
fn solve(input: &[u8], out: &mut Vec<u8>) -> Result<(), String> {
    let mut solver = Solver::new();
    let mut errors = Vec::new();
    let mut grids = 0;
    let mut printed = 0;
    let mut rows: Vec<(usize, &[u8])> = Vec::with_capacity(16);
    let mut lines = Lines::new(input);
    loop {
        let next = lines.next();
        // A grid ends with its 16th row, at a blank line, or at the end of the input: a blank
        // line inside a grid, or the end, leaves it short.
        match next {
            Some((number, line)) if !line.is_empty() => rows.push((number, line)),
            _ => {}
        }
        let at_gap = next.map_or(true, |(_, line)| line.is_empty());
        if rows.len() == 16 || (at_gap && !rows.is_empty()) {
            grids += 1;
            match answer(&mut solver, &rows) {
                Ok(grid) => {
                    if printed > 0 {
                        out.push(b'\n');
                    }
                    print(&grid, out);
                    printed += 1;
                }
                Err(e) => errors.push(format!("grid {}, {}", grids, e)),
            }
            rows.clear();
        }
        if next.is_none() {
            break;
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        eprintln!("uva1309: cannot read stdin: {}", e);
        std::process::exit(1);
    }
    let mut out = Vec::new();
    let result = solve(&input, &mut out);
    let stdout = io::stdout();
    let mut lock = stdout.lock();
    if lock.write_all(&out).and_then(|_| lock.flush()).is_err() {
        std::process::exit(1);
    }
    if let Err(e) = result {
        for line in e.lines() {
            eprintln!("uva1309: {}", line);
        }
        std::process::exit(1);
    }
}
