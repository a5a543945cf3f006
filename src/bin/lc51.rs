//! # LeetCode 51 "N-Queens", by Dancing Links
//!
//! **Problem.** Every way to place `n` queens on an `n x n` board so that no two attack each
//! other, as the board's rows (`Q` a queen, `.` an empty square), in any order; `1 <= n <= 9`.
//!
//! **What to paste.** LeetCode asks for a function, `solve_n_queens`, in `impl Solution`, and
//! supplies `struct Solution;` itself. Paste the lines between `// ---- paste from here ----`
//! and `// ---- paste to here ----`: the `impl` and the module of blocks it uses. For an `n`
//! outside 1-18 (as N-Queens II: past 18 the count overflows an `i32`) the function gives no
//! board.
//!
//! **This file's `main`** runs the function on LeetCode's examples as LeetCode prints them.
//! Input: arguments `n = 4` or `4`, any number, in any layout (CRLF, tabs, a UTF-8 BOM).
//! Output: for each, the boards on one line as LeetCode shows them,
//! `[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]`.
//!
//! **Judge.** LeetCode: rustc 1.79.0, `rustc --edition 2021 -O` (its support page,
//! support.leetcode.com/hc/en-us/articles/360011833974, as cited by tokataka/leetcode-rust; its
//! flags unpublished). It compiles too with rustc 1.33.0 (editions 2015 and 2018) and today's
//! (2015-2024).
//!
//! **Limits.** Not published.
//!
//! **Exact cover model.** `2n` primary items, the rows and the columns, each filled once;
//! `4n - 2` secondary items, the diagonals each way, each hit at most once (TAOCP 7.2.2.1). An
//! option "a queen on square `(r,c)`" for each of the `n^2` squares, covering its row, column
//! and diagonals. A solution is `n` options; every one is a board (block `queens`).
//!
//! **Errors.** An argument of `main` that is not a number from 1 to 12 (LeetCode's promise is
//! 1-9; `main` answers up to 12): one line on stderr naming it and its input line, `[]` in its
//! place, exit code 1.

use self::io::*;

struct Solution;

/// Answers every argument of `input` with `Solution::solve_n_queens`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let mut k = 1;
    while let Some(n) = arg(&mut scan, 12) {
        let boards = match n {
            Ok(n) => Solution::solve_n_queens(n as i32),
            Err(e) => {
                log.error(format!("argument {}, {}", k, e));
                Vec::new()
            }
        };
        strings(out, &boards);
        k += 1;
    }
}

fn main() {
    run("lc51", solve);
}

// ---- paste from here ----
impl Solution {
    /// Every way to place `n` queens, as rows (none for an `n` outside 1-18).
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let mut boards = Vec::new();
        if let 1..=18 = n {
            let n = n as usize;
            let row = |c: usize| (0..n).map(|k| if k == c { 'Q' } else { '.' }).collect();
            lib::queens(
                &mut lib::Dlx::new(0, 0),
                n,
                |_, _| true,
                |cols| boards.push(cols.iter().map(|&c| row(c)).collect()),
            );
        }
        boards
    }
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: dlx queens ----
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
// -- queens (src/queens.rs) --
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
	dlx.search(&mut X(Mrv, ()), &mut each);
}
struct Each<F> {
	squares: Vec<(usize, usize)>,
	f: F,
	options: Vec<usize>,
	cols: Vec<usize>,
}
impl<F: FnMut(&[usize])> Visit<Exact> for Each<F> {
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
// ---- END blocks ----
}
// ---- paste to here ----

#[rustfmt::skip]
mod io {
// ---- BEGIN blocks: scan site log ----
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
// -- site (src/site.rs) --
pub fn arg(scan: &mut Scan, most: u64) -> Option<Result<u64, String>> {
	loop {
		let t = scan.number()?;
		let line = scan.line();
		let label = match t {
			Ok(_) => false,
			Err(w) => w == b"=" || scan.peek() == Some(b'='),
		};
		if label {
			continue;
		}
		return Some(match t {
			Ok(n) if n.wrapping_sub(1) < most => Ok(n),
			Ok(n) => Err(format!("line {}: {} is not 1-{}", line, n, most)),
			Err(w) => {
				let w = String::from_utf8_lossy(&w[..w.len().min(20)]).into_owned();
				Err(format!("line {}: {:?} is not a number 1-{}", line, w, most))
			}
		});
	}
}
pub fn strings<T: Text>(out: &mut Vec<u8>, rows: &[Vec<T>]) {
	out.push(b'[');
	for (i, row) in rows.iter().enumerate() {
		out.extend_from_slice(if i == 0 { b"[" } else { b",[" });
		for (j, s) in row.iter().enumerate() {
			out.extend_from_slice(if j == 0 { b"\"" } else { b",\"" });
			s.put(out);
			out.push(b'"');
		}
		out.push(b']');
	}
	out.extend_from_slice(b"]\n");
}
pub trait Text {
	fn put(&self, out: &mut Vec<u8>);
}
impl Text for String {
	fn put(&self, out: &mut Vec<u8>) {
		out.extend_from_slice(self.as_bytes());
	}
}
// ---- END blocks ----
}
