//! # Luogu P1074 [NOIP 2009] 靶形数独 (target Sudoku), by Dancing Links with branch and bound
//!
//! **Problem.** Complete a 9x9 Sudoku. Cell `(i, j)` (from 0) weighs `6 + min(i, j, 8-i, 8-j)`
//! (6 on the outer ring up to 10 in the centre); a completion scores the sum of weight x digit
//! over all 81 cells. Print the highest score over ALL completions, or `-1` if there is none.
//! At least 24 givens in every test; such a grid can have over a million completions.
//!
//! **Input.** 9 lines of 9 digits separated by spaces, `0` for an empty cell. Read as a stream of
//! 81 cells: one non-blank character each, in any layout (`0 1 2` or `012`, CRLF, tabs, blank
//! lines, a UTF-8 BOM, no final newline); `.` is an empty cell too; what follows is ignored.
//!
//! **Output.** One line: the best score, or `-1`.
//!
//! **Judge.** Luogu: rustc 1.88.0, `rustc --edition 2024 -W warnings -C opt-level=2`
//! (luogu-dev/docs, docs/manual/luogu/problem/judging.md). It compiles too with rustc 1.33.0
//! (editions 2015 and 2018) and today's (2015-2024).
//!
//! **Limits.** Luogu: not found; other judges 2 s / 128 MB.
//!
//! **Exact cover model.** Primary items: each open cell is filled, and each (row, digit),
//! (column, digit), (box, digit) that the givens leave missing is placed. Options: "digit `d` in
//! open cell `c`" for each `d` its givens allow, covering four items and worth weight x `d`. The
//! score is the givens' part plus the value of the cover. Items go cells first, heaviest first,
//! then the pairs, highest digit first: the DLX breaks ties of its MRV rule by item order.
//!
//! **Search.** Every cover is visited unless a bound cuts it (block `best`): a node is given up
//! when what it has chosen plus the most the rest can add does not beat the best cover found.
//! That most is the least of four sums: over the open cells of each one's best candidate, and
//! over the missing digits of the rows (or columns, or boxes) of each one's best cell. The options
//! go in best first, so each item lists its best option first and a good cover comes early.
//!
//! **Errors.** Givens that clash have no completion: `-1`, an answer. A character other than
//! `0`-`9` or `.`: one line on stderr naming its input line, nothing on stdout, exit code 1.
//! Input that ends before 81 cells: a note on stderr, nothing on stdout, exit 0.
//!
//! The blocks are bundled compact (no comments; `src/` has them whole). to stay
//! within 36,000 bytes.

use self::lib::*;

/// The weight of cell `c` (0..81).
fn weight(c: usize) -> u64 {
    let (i, j) = (c / 9, c % 9);
    6 + i.min(j).min(8 - i).min(8 - j) as u64
}

/// The best score of the grid `g` (0 = open), or `None` if it has no completion.
fn best(g: &[u8; 81]) -> Option<u64> {
    let mut cover = Cover::default();
    if !cover.start(g) {
        return None;
    }
    let score = (0..81).map(|c| weight(c) * g[c] as u64).sum::<u64>();
    // Items: open cells, heaviest first, then the missing pairs, highest digit first. Options:
    // most valuable first.
    let rank = |i: usize| match i {
        0..=80 => 10 - weight(i),
        _ => 108 - (i as u64 - 81) % 9,
    };
    let value = |c: usize, d: usize| weight(c) * d as u64;
    let mut dlx = Dlx::new(0, 0);
    cover.encode(&mut dlx, rank, 1 << 40, |c, d| {
        !(value(c, d) << 16 | (c << 4 | d) as u64)
    });
    let value: Vec<u64> = cover
        .opts
        .iter()
        .map(|&(c, d)| value(c as usize, d as usize))
        .collect();
    let mut best = Best::new(&dlx, &value, true);
    // Most nodes are forced.
    dlx.search(&mut X(Noted, ()), &mut best);
    best.best.map(|b| b + score)
}

/// Reads the grid of `input` and writes its best score into `out`.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let mut g = [0u8; 81];
    for (k, cell) in g.iter_mut().enumerate() {
        *cell = match scan.cell() {
            Some(b'.') => 0,
            Some(c @ b'0'..=b'9') => c - b'0',
            Some(c) => {
                let c = String::from_utf8_lossy(&[c]).into_owned();
                return log.error(format!("line {}: {:?} is not a digit", scan.line(), c));
            }
            None => return log.note(format!("the input ends after {} cells of 81", k)),
        };
    }
    match best(&g) {
        Some(s) => out.extend_from_slice(format!("{}\n", s).as_bytes()),
        None => out.extend_from_slice(b"-1\n"),
    }
}

fn main() {
    run("p1074", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan dlx x best log cover ----
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
impl Dlx {
	pub fn each_active(&self, mut f: impl FnMut(u32, u32) -> bool) -> bool {
		self.active.iter().enumerate().all(|(w, &b)| {
			let mut bits = b;
			while bits != 0 {
				let h = w as u32 * 64 + bits.trailing_zeros();
				// SAFETY: an active bit is a primary item's header (the invariant).
				if !f(h, unsafe { get(&self.top, h) }) {
					return false;
				}
				bits &= bits - 1;
			}
			true
		})
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
impl Dlx {
	pub fn down(&self, x: u32) -> u32 {
		self.dlink[x as usize]
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
// -- best (src/best.rs) --
pub struct Best {
	val: Vec<u64>,
	kinds: Vec<u8>,
	valid: u8,
	sum: Vec<u64>,
	pub bound: bool,
	pub best: Option<u64>,
	pub cover: Vec<usize>,
}
impl Best {
	pub fn new(dlx: &Dlx, value: &[u64], bound: bool) -> Best {
		assert_eq!(value.len(), dlx.options(), "one value per option");
		assert!(
			value.windows(2).all(|w| w[0] >= w[1]),
			"the best options first"
		);
		let (mut val, mut kinds) = (vec![0; dlx.nodes()], vec![0; dlx.items() + 1]);
		let primary = dlx.primary() as u32;
		let mut valid = 0xff;
		for (o, &v) in value.iter().enumerate() {
			let mut here = 0u8;
			for (k, x) in dlx.option(o).enumerate() {
				val[x] = v;
				let bit = if k < 8 { 1 << k } else { 0 };
				let h = dlx.top(x as u32);
				kinds[h as usize] |= bit;
				if h <= primary {
					here |= bit;
				}
			}
			valid &= here;
		}
		Best {
			val,
			kinds,
			valid,
			sum: vec![0; dlx.primary() + 1],
			bound,
			best: None,
			cover: Vec::new(),
		}
	}
	fn rest(&self, dlx: &Dlx) -> u64 {
		let mut sums = [0u64; 8];
		dlx.each_active(|h, _| {
			let v = self.val[dlx.down(h) as usize];
			let mut kinds = self.kinds[h as usize];
			while kinds != 0 {
				let k = kinds.trailing_zeros() as usize;
				sums[k] = sums[k].saturating_add(v);
				kinds &= kinds - 1;
			}
			true
		});
		(0..8)
			.filter(|&k| self.valid >> k & 1 == 1)
			.map(|k| sums[k])
			.min()
			.unwrap_or(std::u64::MAX)
	}
}
impl Visit<Exact> for Best {
	fn enter(&mut self, dlx: &mut Dlx) -> Step {
		let l = dlx.depth();
		if l > 0 {
			self.sum[l] = self.sum[l - 1].saturating_add(self.val[dlx.node(l - 1) as usize]);
		}
		match self.best {
			Some(b) if self.bound && self.sum[l].saturating_add(self.rest(dlx)) <= b => Step::Back,
			_ => Step::On,
		}
	}
	fn solution(&mut self, dlx: &Dlx) -> Step {
		let s = self.sum[dlx.depth()];
		if self.best.map_or(true, |b| s > b) {
			self.best = Some(s);
			dlx.solution(&mut self.cover);
		}
		Step::On
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
