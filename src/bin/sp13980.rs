//! # SPOJ SUDOGOB "Sudoku goblin" (Luogu SP13980): count the solutions, by Dancing Links
//!
//! **Problem.** For each 9x9 grid, count its solutions (every row, column and 3x3 box holding
//! 1-9 once, the givens kept); when there is exactly one, print it too.
//!
//! **Input.** `T`, then `T` grids of 81 numbers `0`-`9` (0 = empty), nine lines of nine separated
//! by spaces, the grids by an empty line. Read as a stream: `T` is the first token, then each
//! non-blank character is a cell, in any layout (`0 1 2` or `012`, tabs, CRLF, blank lines, a
//! UTF-8 BOM; so `10` is two cells). Anything after the `T`-th grid is ignored.
//!
//! **Output.** Per test, the number of solutions on a line; when it is 1, the grid follows as 9
//! lines of 9 numbers, each followed by a space, byte for byte as the official sample prints
//! them. Clashing givens are part of the problem: the official sample answers `0` for them.
//!
//! **Judge.** SPOJ (Luogu's SP13980 is sent there): rustc 1.33.0, `rustc -O` (SPOJ's submit page
//! lists `Rust (rust 1.33.0)`, as scraped in HimitZH/HOJ, SPOJLanguageStrategy.java; its flags
//! unpublished, so rustc's default edition, 2015). It compiles too with rustc 1.33.0 (editions 2015
//! and 2018) and today's (2015-2024).
//!
//! **Limits.** SPOJ: 1-10 s per file, 1536 MB, source 50,000 bytes. Neither `T` nor the count
//! is bounded ("relatively small", says a SPOJ comment): counts are 128-bit, past any grid's (the
//! empty grid has about 6.7 * 10^21 solutions, below 2^73), and exact.
//!
//! **Exact cover model** (block `cover`). Items: cell `(r,c)` is filled, box `b` has `d`
//! (primary); row `r` has `d`, column `c` has `d` (secondary: with all cells filled, a row's
//! nine different digits are 1-9 anyway, and MRV's scan is shorter). Options: "`d` in `(r,c)`".
//! The givens' items and the options clashing with them are dropped. A solution is a cover. The
//! memo counts each subproblem (the items covered) once, however the search reaches it; MRV
//! breaks ties by item order, and the cells go band by band, row by row, the fewest candidates
//! first, so that subproblems meet more often.
//!
//! **Malformed input.** No `T`, or not a number: a message, exit 1 (a `T` past `u64` reads as
//! more tests than the input holds). Fewer grids than `T`, or a grid cut short: the complete
//! grids answered, a note. A cell not `0`-`9`: its test answered `0` (a line keeps the later
//! answers in place), a message, exit 1 after the other tests. The same for a grid whose
//! solutions cannot be counted in time (the empty grid has about 6.7 * 10^21): after `BUDGET`
//! branching nodes (a few seconds), the count so far.

//!
//! The blocks are bundled compact (no comments; `src/` has them whole). to stay
//! within 36,000 bytes.

use self::lib::*;

/// The branching nodes one test's search may take: a few seconds, past any judge's time limit.
const BUDGET: u64 = 5_000_000;

/// The number of solutions of `grid` (0 = empty, 1-9 = given), `Err` with those found if the
/// budget ran out; when it is 1, `grid` is filled in with the solution.
fn count(
    grid: &mut [u8; 81],
    cover: &mut Cover,
    dlx: &mut Dlx,
    memo: &mut Memo,
) -> Result<u128, u128> {
    if !cover.start(grid) {
        return Ok(0);
    }
    // Cells band by band, row by row, the fewest candidates first: whole rows of one band
    // filled before the next make the memo's subproblems meet far more often.
    let (mut row, mut band) = ([0u64; 9], [0u64; 3]);
    for (c, &m) in cover.cand.iter().enumerate() {
        row[c / 9] += m.count_ones() as u64;
        band[c / 27] += m.count_ones() as u64;
    }
    // Then the box-digit items; the row- and column-digit ones secondary.
    let rank = |i: usize| match i {
        0..=80 => band[i / 27] << 20 | ((i / 27) << 16) as u64 | row[i / 9] << 8,
        243..=323 => 1 << 40,
        _ => 2 << 40,
    };
    cover.encode(dlx, rank, 2 << 40, |_, _| 0);
    // One walk counts every solution and keeps the first: the grid to print if it is alone.
    memo.start(dlx, !0, BUDGET);
    // Deep in a count few items are active, and notes cost more than they save.
    dlx.search(&mut X(Forced, ()), memo);
    let seen = memo.result();
    if seen == Ok(1) {
        for &o in memo.first.iter() {
            let (cell, d) = cover.opts[o];
            grid[cell as usize] = d;
        }
    }
    seen
}

/// A token as a reader would want to see it in a message (long ones cut).
fn show(token: &[u8]) -> String {
    let cut = &token[..token.len().min(24)];
    let s: String = String::from_utf8_lossy(cut)
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    format!(
        "'{}{}'",
        s,
        if cut.len() < token.len() { "..." } else { "" }
    )
}

/// The number of tests `T` that opens the input, and `T` as a message names it; `None` (an
/// error logged) if it is missing or no number.
fn tests(scan: &mut Scan, log: &mut Log) -> Option<(u64, String)> {
    let t = match scan.number() {
        None => {
            log.error("the input is empty: expected the number of tests T".to_string());
            return None;
        }
        Some(Ok(t)) => return Some((t, t.to_string())),
        Some(Err(t)) => t,
    };
    // All digits but past u64: more tests than any input holds.
    if t.iter().all(|b| b.is_ascii_digit()) {
        return Some((!0, show(t)));
    }
    log.error(format!(
        "line {}: the number of tests must be a non-negative integer, found {}",
        scan.line(),
        show(t)
    ));
    None
}

/// Test `test`'s 81 cells (0 = empty, 1-9 = given), and what is wrong with the first that is no
/// digit; `None` (a note logged) if the input ends first (`announced`: its `T`).
fn read_grid(
    scan: &mut Scan,
    test: u64,
    announced: &str,
    log: &mut Log,
) -> Option<([u8; 81], Option<String>)> {
    let mut grid = [0u8; 81];
    let mut bad = None;
    for (k, cell) in grid.iter_mut().enumerate() {
        let b = match scan.cell() {
            Some(b) => b,
            None if k == 0 => {
                let m = format!("{} tests of T = {}", test - 1, announced);
                log.note(format!("note: the input holds {}", m));
                return None;
            }
            None => {
                let m = format!("after {} of its 81 cells; not answered", k);
                log.note(format!("note: test {}: the input ends {}", test, m));
                return None;
            }
        };
        if b.is_ascii_digit() {
            *cell = b - b'0';
        } else {
            // The bytes of one character are one cell, to keep the next grids in place.
            while let Some(0x80..=0xBF) = scan.peek() {
                scan.cell();
            }
            if bad.is_none() {
                let what = if b < 0x80 {
                    show(&[b])
                } else {
                    "a non-ASCII character".into()
                };
                bad = Some(format!(
                    "test {}, line {}: {} is not a digit 0-9; answered 0",
                    test,
                    scan.line(),
                    what
                ));
            }
        }
    }
    Some((grid, bad))
}

/// Answers the tests of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let (tests, announced) = match tests(&mut scan, log) {
        Some(t) => t,
        None => return,
    };
    let (mut cover, mut dlx, mut memo) = (Cover::default(), Dlx::new(0, 0), Memo::default());
    let mut test = 0u64;
    while test < tests {
        test += 1;
        let (mut grid, bad) = match read_grid(&mut scan, test, &announced, log) {
            Some(read) => read,
            None => return,
        };
        let count = match bad {
            Some(e) => Err((0, e)),
            None => count(&mut grid, &mut cover, &mut dlx, &mut memo).map_err(|n| {
                let m = "too many solutions to count:";
                let e = format!("{} {} found in {} branching nodes", m, n, BUDGET);
                (n, format!("test {}: {}; answered {}", test, e, n))
            }),
        };
        let n = match count {
            Ok(n) | Err((n, _)) => n,
        };
        out.extend_from_slice(format!("{}\n", n).as_bytes());
        match count {
            Ok(1) => {
                for (k, &d) in grid.iter().enumerate() {
                    out.push(b'0' + d);
                    out.push(b' ');
                    if k % 9 == 8 {
                        out.push(b'\n');
                    }
                }
            }
            Err((_, e)) => log.error(e),
            _ => {}
        }
    }
}

fn main() {
    run("sp13980", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan dlx x memo log cover ----
// -- scan (src/scan.rs) --
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
	pub fn line(&self) -> usize {
		self.line
	}
}
impl<'a> Scan<'a> {
	pub fn cell(&mut self) -> Option<u8> {
		let b = self.peek();
		self.pos += b.is_some() as usize;
		b
	}
}
impl<'a> Scan<'a> {
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
// -- dlx (src/dlx.rs) --
#[derive(Default)]
pub struct Dlx {
	llink: Vec<u32>,
	rlink: Vec<u32>,
	ulink: Vec<u32>,
	dlink: Vec<u32>,
	top: Vec<u32>,
	items: usize,
	primary: u32,
	first: Vec<u32>,
	levels: Levels,
	depth: usize,
	trail: Vec<u32>,
	notes: Vec<u32>,
	now: Marks,
	active: Vec<u64>,
	searching: bool,
}
#[derive(Clone, Copy, Default, PartialEq)]
struct Marks {
	trail: u32,
	noted: u32,
}
#[derive(Clone, Copy, Default)]
struct Level {
	item: u32,
	node: u32,
	before: Marks,
	after: Marks,
}
struct Levels(Vec<Level>);
impl Default for Levels {
	fn default() -> Levels {
		Levels(vec![Level::default()])
	}
}
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
	On,
	Back,
	Stop,
}
pub trait Strategy {
	type Kind;
	fn choose(&mut self, d: &mut Dlx) -> (u32, u32);
	fn next(&mut self, d: &mut Dlx, first: bool) -> bool;
	fn retract(&mut self, d: &mut Dlx);
	fn close(&mut self, d: &mut Dlx, item: u32);
	fn leave(&mut self, d: &mut Dlx);
}
pub trait Visit<K> {
	fn enter(&mut self, _: &mut Dlx) -> Step {
		Step::On
	}
	fn branch(&mut self, _: &Dlx, _: usize) -> Step {
		Step::On
	}
	fn leave(&mut self, _: &mut Dlx) {}
	fn solution(&mut self, d: &Dlx) -> Step;
}
impl Dlx {
	pub fn new(primary: usize, secondary: usize) -> Dlx {
		let mut d = Dlx::default();
		d.reset(primary, secondary);
		d
	}
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
	pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
		assert!(!self.searching, "changed in a search");
		if items.is_empty() {
			return None;
		}
		assert!(
			items.iter().all(|&i| i < self.items),
			"an item out of range"
		);
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
	fn activate(&mut self, h: u32) {
		self.active[h as usize / 64] |= ((h <= self.primary) as u64) << (h % 64);
	}
	fn begin(&mut self) {
		assert!(!self.searching, "a search in a search");
		self.searching = true;
		self.trail.resize(self.top.len().next_power_of_two(), 0);
		self.notes
			.resize((2 * self.items + 2).next_power_of_two(), 0);
	}
	fn deepest(&self) -> Level {
		// SAFETY: `depth < levels.len()` (the invariant).
		unsafe { *self.levels.0.get_unchecked(self.depth) }
	}
	fn deepest_mut(&mut self) -> &mut Level {
		// SAFETY: as in `deepest`.
		unsafe { self.levels.0.get_unchecked_mut(self.depth) }
	}
	pub fn search<S: Strategy, V: Visit<S::Kind>>(&mut self, s: &mut S, v: &mut V) {
		self.begin();
		let mut step;
		'node: loop {
			step = v.enter(self);
			if step == Step::On {
				let (h, ways) = s.choose(self);
				if h == 0 {
					step = v.solution(self);
				} else if ways == 1
					|| ways > 1 && {
						step = v.branch(self, h as usize - 1);
						step == Step::On
					}
				{
					let (before, item) = (self.now, h.min(self.items as u32));
					self.depth += 1;
					if self.depth == self.levels.0.len() {
						self.levels.0.push(Level::default());
					}
					*self.deepest_mut() = Level {
						item,
						node: item,
						before,
						after: before,
					};
					if s.next(self, true) {
						continue 'node;
					}
					s.close(self, item);
					debug_assert!(self.now == before);
					self.depth -= 1;
				} else if ways == 0 {
					step = Step::Back;
				}
				s.leave(self);
				v.leave(self);
			}
			while self.depth > 0 {
				s.retract(self);
				debug_assert!(self.now == self.deepest().after);
				if step != Step::Stop && s.next(self, false) {
					continue 'node;
				}
				let item = self.deepest().item;
				s.close(self, item);
				debug_assert!(self.now == self.deepest().before);
				self.depth -= 1;
				s.leave(self);
				v.leave(self);
			}
			break;
		}
		self.searching = false;
	}
}
/// # Safety
///
/// `i < v.len()`: `i` is a node number and `v` an array of `Dlx` indexed by node, whose
/// invariant keeps both so.
unsafe fn get(v: &[u32], i: u32) -> u32 {
	debug_assert!((i as usize) < v.len());
	// SAFETY: as the caller promises.
	unsafe { *v.get_unchecked(i as usize) }
}
/// # Safety
///
/// As for `get`.
unsafe fn set(v: &mut [u32], i: u32, x: u32) {
	debug_assert!((i as usize) < v.len());
	// SAFETY: as the caller promises.
	unsafe { *v.get_unchecked_mut(i as usize) = x }
}
impl Dlx {
	pub fn option_of(&self, x: u32) -> usize {
		self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
	}
}
impl Dlx {
	pub fn solution(&self, out: &mut Vec<usize>) {
		out.clear();
		for l in &self.levels.0[1..=self.depth] {
			out.push(self.option_of(l.node));
		}
	}
}
impl Dlx {
	pub fn option(&self, o: usize) -> std::ops::Range<usize> {
		let f = self.first[o] as usize;
		f..self.llink[f] as usize + 1
	}
}
impl Dlx {
	pub fn depth(&self) -> usize {
		self.depth
	}
}
impl Dlx {
	pub fn node(&self, l: usize) -> u32 {
		self.levels.0[1..=self.depth][l].node
	}
}
impl Dlx {
	pub fn primary(&self) -> usize {
		self.primary as usize
	}
	pub fn items(&self) -> usize {
		self.items
	}
	pub fn options(&self) -> usize {
		self.first.len()
	}
}
impl Dlx {
	pub fn nodes(&self) -> usize {
		self.top.len()
	}
}
impl Dlx {
	pub fn top(&self, x: u32) -> u32 {
		self.top[x as usize]
	}
}
// -- x (src/dlx.rs) --
pub enum Exact {}
/// # Safety
///
/// `choose` returns an active primary item's header, or 0: Algorithm X reads it unchecked.
pub unsafe trait Order {
	const NOTES: bool = false;
	fn choose(d: &Dlx) -> u32;
}
pub trait Commit {
	/// # Safety
	///
	/// `x` is a node number of `d`: one read from its links.
	unsafe fn commit<O: Order>(&mut self, d: &mut Dlx, x: u32);
}
impl Commit for () {
	#[inline]
	unsafe fn commit<O: Order>(&mut self, d: &mut Dlx, x: u32) {
		// SAFETY: `x` is a node number, as the caller promises; the links and a node's `top`
		// are too (the invariant).
		unsafe {
			let mut q = get(&d.rlink, x);
			while q != x {
				let h = get(&d.top, q);
				d.cover::<O>(h);
				q = get(&d.rlink, q);
			}
		}
	}
}
pub struct X<O, C>(pub O, pub C);
impl<O: Order, C: Commit> Strategy for X<O, C> {
	type Kind = Exact;
	#[inline]
	fn choose(&mut self, d: &mut Dlx) -> (u32, u32) {
		let h = O::choose(d);
		// SAFETY: the choice is a header or 0, as `Order` promises.
		(h, unsafe { get(&d.top, h) })
	}
	#[inline(always)]
	fn next(&mut self, d: &mut Dlx, first: bool) -> bool {
		let Level { item, node, .. } = d.deepest();
		if first {
			// SAFETY: a level's item is a header (the invariant).
			unsafe { d.cover::<O>(item) };
		}
		// SAFETY: a level's node is a node number (the invariant).
		let y = unsafe { get(&d.dlink, node) };
		if y == item {
			return false;
		}
		let now = d.now;
		{
			let level = d.deepest_mut();
			if first {
				level.after = now;
			}
			level.node = y;
		}
		// SAFETY: `y` was read from the links.
		unsafe { self.1.commit::<O>(d, y) };
		true
	}
	#[inline]
	fn retract(&mut self, d: &mut Dlx) {
		d.retract()
	}
	#[inline]
	fn close(&mut self, d: &mut Dlx, item: u32) {
		let before = d.deepest().before;
		d.undo(before);
		d.activate(item);
	}
	#[inline]
	fn leave(&mut self, _: &mut Dlx) {}
}
impl Dlx {
	/// # Safety
	///
	/// `q` is a node number, below `top.len()`.
	unsafe fn unlink<O: Order>(&mut self, q: u32) {
		// SAFETY: `q` is a node number; the links and a node's `top` are too (the invariant);
		// the masks keep the trail's and the notes' indices below their lengths (powers of two).
		unsafe {
			let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
			set(&mut self.dlink, u, d);
			set(&mut self.ulink, d, u);
			let len = get(&self.top, h).wrapping_sub(1);
			set(&mut self.top, h, len);
			let t = self.now.trail & (self.trail.len() as u32 - 1);
			set(&mut self.trail, t, q);
			self.now.trail += 1;
			if O::NOTES {
				let k = self.now.noted & (self.notes.len() as u32 - 1);
				set(&mut self.notes, k, h);
				self.now.noted += (len <= 1) as u32;
			}
		}
	}
	fn undo(&mut self, m: Marks) {
		while self.now.trail > m.trail {
			self.now.trail -= 1;
			let t = self.now.trail & (self.trail.len() as u32 - 1);
			// SAFETY: the trail's index is masked to its length (a power of two); its entries,
			// the links and a node's `top` are node numbers (the invariant).
			unsafe {
				let q = get(&self.trail, t);
				let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
				set(&mut self.dlink, u, q);
				set(&mut self.ulink, d, q);
				let len = get(&self.top, h);
				set(&mut self.top, h, len.wrapping_add(1));
			}
		}
		self.now.noted = m.noted;
	}
	/// # Safety
	///
	/// `p` is a node number, below `top.len()`.
	unsafe fn hide<O: Order>(&mut self, p: u32) {
		// SAFETY: `p` and the links are node numbers.
		unsafe {
			let mut q = get(&self.rlink, p);
			while q != p {
				self.unlink::<O>(q);
				q = get(&self.rlink, q);
			}
		}
	}
	/// # Safety
	///
	/// `h` is a header, at most `items`.
	#[inline(always)]
	unsafe fn cover<O: Order>(&mut self, h: u32) {
		self.active[h as usize / 64] &= !(1 << (h % 64));
		// SAFETY: `h` and the links are node numbers.
		unsafe {
			let mut p = get(&self.dlink, h);
			for _ in 0..get(&self.top, h) {
				self.hide::<O>(p);
				p = get(&self.dlink, p);
			}
		}
	}
	#[inline]
	fn retract(&mut self) {
		let Level { node, after, .. } = self.deepest();
		self.undo(after);
		// SAFETY: a level's node, the links and a node's `top` are node numbers (the invariant).
		unsafe {
			let mut q = get(&self.llink, node);
			while q != node {
				let h = get(&self.top, q);
				self.activate(h);
				q = get(&self.llink, q);
			}
		}
	}
	fn fewest(&self, stop: u32) -> u32 {
		let (mut best, mut min) = (0, !0);
		for (w, &b) in self.active.iter().enumerate() {
			let mut bits = b;
			while bits != 0 {
				let h = w as u32 * 64 + bits.trailing_zeros();
				// SAFETY: an active bit is a primary item's header (the invariant).
				let len = unsafe { get(&self.top, h) };
				if len < min {
					best = h;
					min = len;
					if min <= stop {
						return best;
					}
				}
				bits &= bits - 1;
			}
		}
		best
	}
}
pub struct Forced;
unsafe impl Order for Forced {
	fn choose(d: &Dlx) -> u32 {
		d.fewest(1)
	}
}
// -- memo (src/memo.rs) --
#[derive(Default)]
pub struct Memo {
	items: Vec<u64>,
	option: Vec<u32>,
	covered: Vec<u64>,
	applied: usize,
	table: Vec<u64>,
	stamp: u64,
	mask: usize,
	stores: usize,
	entry: Vec<u128>,
	found: u128,
	limit: u128,
	overflow: bool,
	budget: u64,
	stopped: bool,
	pub first: Vec<usize>,
}
const NOT_KEPT: u128 = !0;
const MEMO_FIRST_SLOTS: usize = 1 << 10;
const MEMO_BYTES: usize = 1 << 22;
impl Memo {
	pub fn start(&mut self, dlx: &Dlx, limit: u128, budget: u64) {
		let (levels, w) = (
			dlx.primary() + 1,
			((dlx.items() + 63) / 64).max(self.covered.len()),
		);
		if w > self.covered.len() {
			self.table.clear();
		}
		self.items.clear();
		self.items.resize(dlx.options() * w, 0);
		self.option.clear();
		self.option.resize(dlx.nodes() - dlx.items() - 1, 0);
		for o in 0..dlx.options() {
			for x in dlx.option(o) {
				let i = dlx.top(x as u32) as usize - 1;
				self.items[o * w + i / 64] |= 1 << (i % 64);
				self.option[x - dlx.items() - 1] = o as u32;
			}
		}
		self.covered.clear();
		self.covered.resize(w, 0);
		self.applied = 0;
		self.stamp += 1;
		self.mask = MEMO_FIRST_SLOTS - 1;
		self.stores = 0;
		self.fit();
		self.entry.clear();
		self.entry.resize(levels, NOT_KEPT);
		self.found = 0;
		self.limit = limit.min(NOT_KEPT - 1);
		self.budget = budget;
		self.overflow = false;
		self.stopped = limit == 0;
		self.first.clear();
	}
	pub fn result(&self) -> Result<u128, u128> {
		if self.overflow || self.budget == 0 && self.stopped && self.found < self.limit {
			Err(self.found)
		} else {
			Ok(self.found.min(self.limit))
		}
	}
	fn fit(&mut self) {
		let need = (self.mask + 1) * (3 + self.covered.len());
		if self.table.len() < need {
			self.table.resize(need, 0);
		}
	}
	fn flip(&mut self, dlx: &Dlx, x: u32) {
		let w = self.covered.len();
		let o = self.option[x as usize - dlx.items() - 1] as usize;
		for (c, i) in self.covered.iter_mut().zip(&self.items[o * w..o * w + w]) {
			*c ^= i;
		}
	}
	fn slot(&self) -> usize {
		let mut h = 0u64;
		for &c in &self.covered {
			h = (h ^ c).wrapping_mul(0x9E37_79B9_7F4A_7C15);
			h ^= h >> 29;
		}
		h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
		((h ^ h >> 32) as usize & self.mask) * (3 + self.covered.len())
	}
}
impl Visit<Exact> for Memo {
	fn branch(&mut self, dlx: &Dlx, _: usize) -> Step {
		if self.stopped || self.budget == 0 {
			self.stopped = true;
			return Step::Stop;
		}
		self.budget -= 1;
		while self.applied < dlx.depth() {
			let x = dlx.node(self.applied);
			self.flip(dlx, x);
			self.applied += 1;
		}
		let s = self.slot();
		let e = &self.table[s..s + 3 + self.covered.len()];
		if e[0] == self.stamp && e[3..] == self.covered[..] {
			let count = u128::from(e[1]) | u128::from(e[2]) << 64;
			match self.found.checked_add(count) {
				Some(n) if n < NOT_KEPT => self.found = n,
				_ => self.overflow = true,
			}
			self.stopped = self.overflow || self.found >= self.limit;
			return if self.stopped { Step::Stop } else { Step::Back };
		}
		self.entry[dlx.depth()] = self.found;
		Step::On
	}
	fn leave(&mut self, dlx: &mut Dlx) {
		let d = dlx.depth();
		let e = self.entry[d];
		if e != NOT_KEPT {
			self.entry[d] = NOT_KEPT;
			if !self.stopped {
				let w = 3 + self.covered.len();
				self.stores += 1;
				if self.stores > self.mask / 2 && (self.mask + 1) * w * 8 < MEMO_BYTES {
					self.mask = self.mask * 2 + 1;
					self.fit();
				}
				let s = self.slot();
				let slot = &mut self.table[s..s + w];
				let count = self.found - e;
				slot[0] = self.stamp;
				slot[1] = count as u64;
				slot[2] = (count >> 64) as u64;
				slot[3..].copy_from_slice(&self.covered);
			}
		}
		if self.applied == d && d > 0 {
			self.applied -= 1;
			self.flip(dlx, dlx.node(d - 1));
		}
	}
	fn solution(&mut self, dlx: &Dlx) -> Step {
		if self.stopped {
			return Step::Stop;
		}
		if self.found == 0 {
			dlx.solution(&mut self.first);
		}
		self.found += 1;
		self.stopped = self.found >= self.limit;
		if self.stopped {
			Step::Stop
		} else {
			Step::On
		}
	}
}
// -- log (src/log.rs) --
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
pub fn run(name: &str, solve: fn(&[u8], &mut Vec<u8>, &mut Log)) {
	use std::io::{self, Read, Write};
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
		let _ = writeln!(io::stderr(), "{}: {}", name, m);
	}
	std::process::exit(log.failed as i32);
}
// -- cover (src/sudoku.rs) --
pub struct Cover {
	grid: [u8; 81],
	pub cand: [u16; 81],
	used: [u16; 27],
	item: [usize; 324],
	pub opts: Vec<(u8, u8)>,
}
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
// ---- END blocks ----
}
