//! # AtCoder ABC322 D "Polyomino": three pieces on a 4x4 grid, by Dancing Links
//!
//! **Problem.** Three polyominoes (pieces of squares joined edge to edge), each drawn on a 4x4
//! picture, are to cover a 4x4 grid: every square covered, no two pieces overlapping, none
//! sticking out. A piece may be moved and turned (rotated) but not turned over. Can they?
//! Statement: <https://atcoder.jp/contests/abc322/tasks/abc322_d>.
//!
//! **Input.** 12 lines of 4 characters, `#` (a square of the piece) or `.`: the pictures of
//! pieces 1, 2 and 3, row by row. Read as a stream of 48 cells, one non-blank character each,
//! in any layout (CRLF, tabs, blank lines, a picture on one line, a UTF-8 BOM, no final
//! newline); whatever follows the 48th cell is ignored.
//!
//! **Output.** `Yes` if the pieces can cover the grid so, else `No`.
//!
//! **Judge.** AtCoder: rustc 1.89.0, `rustc --edition 2024 -C opt-level=3` (its 2025-10 language
//! update, img.atcoder.jp/file/language-update/2025-10/language-list.html; it builds with Cargo,
//! whose release opt-level is assumed). It compiles too with rustc 1.33.0 (editions 2015 and 2018)
//! and today's (2015-2024).
//!
//! **Limits.** Each piece is connected and not empty (the statement's promise). Time 2 s, memory
//! 1024 MB (the task page). Any input is answered in about a millisecond, mostly the process's
//! start: the matrix has at most 3 x 4 x 16 options.
//!
//! **Exact cover model.** 19 primary items: the 3 pieces (each used exactly once), then the 16
//! squares in reading order (each covered exactly once). Options: a piece with the squares of
//! one of its placements: each of its distinct rotations (1, 2 or 4; block `polyomino`, which
//! would add the reflections for pieces that may be turned over) at each place where it lies
//! inside the grid. At most 4 x 16 options a piece, so the whole matrix has a few hundred
//! nodes; a cover is 3 options, found by the textbook search (fewest options first), which
//! stops at the first. Pieces whose sizes do not add up to 16 have no cover.
//!
//! **Errors.** A cell other than `#` or `.`; a piece without a square, or whose squares are not
//! connected (each breaks the promise): one line on stderr naming the piece and its input lines,
//! nothing on stdout, exit code 1. Input that ends before 48 cells: a note on stderr, nothing on
//! stdout, exit code 0.

use self::lib::*;

/// The squares of a picture (16 cells, `#` or `.`), as (row, column).
fn squares(picture: &[u8]) -> Vec<Cell> {
    (0..16)
        .filter(|&k| picture[k] == b'#')
        .map(|k| (k as i32 / 4, k as i32 % 4))
        .collect()
}

/// Why the squares break the statement's promise, if they do: none, or not connected edge to
/// edge (a walk from the first square, with a stack: no recursion).
fn broken(squares: &[Cell]) -> Option<&'static str> {
    let first = match squares.first() {
        Some(&first) => first,
        None => return Some("has no square"),
    };
    let mut seen = vec![first];
    let mut stack = vec![first];
    while let Some((r, c)) = stack.pop() {
        for &next in &[(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
            if squares.contains(&next) && !seen.contains(&next) {
                seen.push(next);
                stack.push(next);
            }
        }
    }
    if seen.len() < squares.len() {
        Some("is not connected")
    } else {
        None
    }
}

/// Answers the pieces of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    // The 48 cells, and the input line of each.
    let mut cells = [b'.'; 48];
    let mut line = [0; 48];
    for k in 0..48 {
        match scan.cell() {
            Some(c) if c == b'#' || c == b'.' => cells[k] = c,
            Some(c) => {
                let what = match c {
                    b'!'..=b'~' => format!("'{}'", c as char),
                    _ => format!("byte 0x{:02X}", c),
                };
                let (p, r, col) = (k / 16 + 1, k % 16 / 4 + 1, k % 4 + 1);
                return log.error(format!(
                    "line {}: {} in piece {}, row {}, column {}: expected '#' or '.'",
                    scan.line(),
                    what,
                    p,
                    r,
                    col
                ));
            }
            None => return log.note(format!("the input ends after {} of the 48 cells", k)),
        }
        line[k] = scan.line();
    }
    let grid: Vec<Cell> = (0..16).map(|k| (k / 4, k % 4)).collect();
    let mut dlx = Dlx::new(3 + 16, 0);
    for p in 0..3 {
        let squares = squares(&cells[16 * p..16 * p + 16]);
        if let Some(why) = broken(&squares) {
            return log.error(format!(
                "lines {}-{}: piece {} {}",
                line[16 * p],
                line[16 * p + 15],
                p + 1,
                why
            ));
        }
        // Rotations only: a piece may not be turned over.
        for place in placements(&squares, &grid, false) {
            let mut items = vec![p];
            items.extend(place.iter().map(|&k| 3 + k));
            dlx.add_option(&items);
        }
    }
    let mut first = First(None);
    dlx.search(&mut X(Mrv, ()), &mut first);
    out.extend_from_slice(if first.0.is_some() { b"Yes\n" } else { b"No\n" });
}

fn main() {
    run("abc322d", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan dlx x budget polyomino log ----
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
pub struct Mrv;
unsafe impl Order for Mrv {
	fn choose(d: &Dlx) -> u32 {
		d.fewest(0)
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
// -- polyomino (src/polyomino.rs) --
pub type Cell = (i32, i32);
pub fn orientations(cells: &[Cell], mirror: bool) -> Vec<Vec<Cell>> {
	let mut all: Vec<Vec<Cell>> = Vec::new();
	for t in 0..8 {
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
pub fn placements(cells: &[Cell], board: &[Cell], mirror: bool) -> Vec<Vec<usize>> {
	let mut index: Vec<(Cell, usize)> = board.iter().cloned().zip(0..).collect();
	index.sort();
	let find = |p: Cell| {
		let k = index.binary_search_by(|e| e.0.cmp(&p));
		k.ok().map(|k| index[k].1)
	};
	let mut out = Vec::new();
	for o in orientations(cells, mirror) {
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
// ---- END blocks ----
}
