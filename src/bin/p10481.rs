//! # Luogu P10481 "Sudoku" = POJ 2676 (SEERC 2005), 9x9, by Dancing Links
//!
//! **Problem.** Fill each 9x9 grid so that every row, column and 3x3 box holds 1-9 once. Any
//! solution is accepted (special judge).
//!
//! **Input.** `T`, then `T` grids of 9 lines of 9 digits, `0` for an empty cell. Read as a
//! stream: a grid is the next 81 non-blank characters in any layout (CRLF, tabs, blank lines, a
//! BOM); `.` is an empty cell too. Whatever follows the `T`-th grid is ignored.
//!
//! **Output.** Each solved grid as 9 lines of 9 digits, with nothing between grids.
//!
//! **Judge.** Luogu: rustc 1.88.0, `rustc --edition 2024 -W warnings -C opt-level=2`
//! (luogu-dev/docs, docs/manual/luogu/problem/judging.md). It compiles too with rustc 1.33.0
//! (editions 2015 and 2018) and today's (2015-2024).
//!
//! **Limits.** 2 s, 512 MB. `T` is not bounded.
//!
//! **Exact cover model.** 324 items: cell `(r,c)` is filled; row `r`, column `c`, box `b` has
//! digit `d`. 729 options "`d` in `(r,c)`", each covering its four items. The givens placed,
//! singles and locked candidates applied, the open items and candidates reach the DLX (block
//! `sudoku`).
//!
//! **Errors.** `T` missing or not a number: a message, exit 1. A grid with a character other
//! than `0`-`9` or `.`, clashing givens or no solution: a message naming the grid and its line,
//! the grid as read in its place, exit 1. Fewer grids than `T`, or a grid cut short: a note.

//!
//! The blocks are bundled compact (no comments; `src/` has them whole). to stay
//! within 36,000 bytes.

use self::lib::*;

/// Solves the `T` grids of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    // Printed a grid to a line, then laid out 9 digits to a line.
    let (mut scan, mut dlx, mut grids) = (Scan::new(input), Dlx::new(0, 0), Vec::new());
    Sudoku::nine().answer_counted(&mut scan, &mut dlx, "T", &mut grids, log);
    for (i, &c) in grids.iter().filter(|&&c| c != b'\n').enumerate() {
        out.push(c);
        if i % 9 == 8 {
            out.push(b'\n');
        }
    }
}

fn main() {
    run("p10481", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan dlx sudoku log ----
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
pub struct Noted;
unsafe impl Order for Noted {
	const NOTES: bool = true;
	fn choose(d: &Dlx) -> u32 {
		let (mut best, mut min) = (0, !0);
		let from = d.deepest().before.noted;
		for k in from..d.now.noted {
			// SAFETY: the index is masked to the notes' length (a power of two); a note is a
			// header (the invariant).
			let (h, len) = unsafe {
				let h = get(&d.notes, k & (d.notes.len() as u32 - 1));
				(h, get(&d.top, h))
			};
			if len < min.min(2) && d.active[h as usize / 64] >> (h % 64) & 1 == 1 {
				best = h;
				min = len;
			}
		}
		if min > 1 {
			d.fewest(1)
		} else {
			best
		}
	}
}
// -- budget (src/budget.rs) --
#[derive(Default)]
pub struct First(pub Option<Vec<usize>>);
impl Visit<Exact> for First {
	fn solution(&mut self, dlx: &Dlx) -> Step {
		let mut cover = Vec::new();
		dlx.solution(&mut cover);
		self.0 = Some(cover);
		Step::Stop
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
// -- sudoku (src/sudoku.rs) --
pub struct Settings {
	pub box_size: usize,
	pub digits: &'static [u8],
	pub blanks: &'static [u8],
	pub per_line: usize,
	pub search: fn(&mut Sudoku, &mut Dlx) -> Option<Vec<usize>>,
}
pub struct Sudoku {
	set: Settings,
	b: usize,
	n: usize,
	code: [u8; 256],
	given: [u8; 256],
	grid: [u8; 256],
	cand: [u32; 256],
	units: Vec<Vec<u8>>,
	peers: Vec<u8>,
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
	fn place(&mut self, cell: usize, d: usize) {
		self.grid[cell] = d as u8 + 1;
		self.cand[cell] = 0;
		let k = self.peers.len() / (self.n * self.n);
		for &p in &self.peers[cell * k..cell * k + k] {
			self.cand[p as usize] &= !(1 << d);
		}
	}
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
	fn locked(&mut self) -> bool {
		let (b, n) = (self.b, self.n);
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
fn unit_of(b: usize, cell: usize) -> [usize; 3] {
	let n = b * b;
	let (r, c) = (cell / n, cell % n);
	[r, n + c, 2 * n + r / b * b + c / b]
}
impl Sudoku {
	pub fn nine() -> Sudoku {
		Sudoku::new(Settings {
			box_size: 3,
			digits: b"123456789",
			blanks: b".0",
			per_line: 81,
			search: Sudoku::once,
		})
	}
	pub fn once(&mut self, dlx: &mut Dlx) -> Option<Vec<usize>> {
		self.encode(dlx, None);
		let mut first = First(None);
		dlx.search(&mut X(Noted, ()), &mut first);
		first.0
	}
}
impl Sudoku {
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
// ---- END blocks ----
}
