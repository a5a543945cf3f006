//! # LeetCode 790 "Domino and Tromino Tiling", by Dancing Links with a memo
//!
//! **Problem.** Count the tilings of a `2 x n` board with `2 x 1` dominoes (either way) and
//! L-trominoes (any of their 4 turns), modulo 10^9+7; `1 <= n <= 1000`. Statement:
//! <https://leetcode.com/problems/domino-and-tromino-tiling/>.
//!
//! **What to paste.** LeetCode asks for a function, `num_tilings`, in `impl Solution`, and
//! supplies `struct Solution;` itself. Paste the lines between `// ---- paste from here ----`
//! and `// ---- paste to here ----`: the `impl` and the module of blocks it uses. For `n = 0`
//! the function gives 1 (the empty board's one tiling), for any other `n` outside 1-1000 it
//! gives 0, with no board built.
//!
//! **This file's `main`** runs the function on LeetCode's examples as LeetCode prints them.
//! Input: arguments `n = 3` or `3`, any number, in any layout (CRLF, tabs, a UTF-8 BOM).
//! Output: each count on its own line.
//!
//! **Judge.** LeetCode: rustc 1.79.0, `rustc --edition 2021 -O` (its support page,
//! support.leetcode.com/hc/en-us/articles/360011833974, as cited by tokataka/leetcode-rust; its
//! flags unpublished). It compiles too with rustc 1.33.0 (editions 2015 and 2018) and today's
//! (2015-2024).
//!
//! **Limits.** `1 <= n <= 1000` (the statement); time and memory not published.
//!
//! **Exact cover model.** Items: the `2n` cells, primary (each covered exactly once), column by
//! column. Options: the `n` upright dominoes, the `2(n - 1)` lying ones, and the 4 L-trominoes
//! of each pair of adjacent columns (its 2 x 2 square but one cell), `4(n - 1)`: `7n - 6` in
//! all. A cover is a tiling. The count is not a search of every tiling (`n = 1000` has some
//! 10^343) but the memo's (block `count`): the search branches on the first cell not yet
//! covered, whose options reach at most 3 cells beyond it, so what is left below a node is known
//! from that cell and which of the next 3 are covered; each such state is counted once, modulo
//! 10^9+7 (block `modulo`), and looked up after.
//!
//! **Errors.** An argument of `main` that is not a number from 1 to 1000: one line on stderr
//! naming it and its input line, `0` in its place, exit code 1.
//!
//! The blocks are bundled compact (no comments or indentation; `src/` has them whole).

use self::io::*;

struct Solution;

/// The largest `n` answered: LeetCode's.
const MAX_N: u64 = 1000;

/// Answers every argument of `input` with `Solution::num_tilings`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let mut k = 1;
    while let Some(n) = arg(&mut scan, MAX_N) {
        let count = match n {
            Ok(n) => Solution::num_tilings(n as i32),
            Err(e) => {
                log.error(format!("argument {}, {}", k, e));
                0
            }
        };
        out.extend_from_slice(format!("{}\n", count).as_bytes());
        k += 1;
    }
}

fn main() {
    run("lc790", solve);
}

// ---- paste from here ----
impl Solution {
    /// The number of tilings of the `2 x n` board modulo 10^9+7 (1 for `n = 0`, 0 for an `n`
    /// outside 0-1000): its exact cover, counted by the memo.
    pub fn num_tilings(n: i32) -> i32 {
        use self::lib::*;
        let n = match n {
            0 => return 1,
            1..=1000 => n as usize,
            _ => return 0,
        };
        // Column by column: an option spans two columns at most, so a state is 3 cells wide.
        let cell = |c: usize, r: usize| 2 * c + r;
        let mut dlx = Dlx::new(2 * n, 0);
        for c in 0..n {
            dlx.add_option(&[cell(c, 0), cell(c, 1)]);
            if c + 1 < n {
                let square = [cell(c, 0), cell(c, 1), cell(c + 1, 0), cell(c + 1, 1)];
                dlx.add_option(&[square[0], square[2]]);
                dlx.add_option(&[square[1], square[3]]);
                for gap in 0..4 {
                    let l: Vec<usize> = (0..4).filter(|&k| k != gap).map(|k| square[k]).collect();
                    dlx.add_option(&l);
                }
            }
        }
        // At most 5 states a column (two with its top cell first, three with its bottom one): a
        // small table, grown to this budget at most.
        let mut count: Count<Mod> = Count::new(Model::new(&dlx, |_| 0, &[]), 1 << 20);
        dlx.search(&mut count, &mut Quiet);
        count.total().0 as i32
    }
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: dlx count ----
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
	pub fn top(&self, x: u32) -> u32 {
		self.top[x as usize]
	}
}
impl Dlx {
	#[inline]
	pub fn set_node(&mut self, x: u32) {
		assert!((x as usize) < self.top.len(), "not a node");
		self.deepest_mut().node = x;
	}
}
// -- count (src/count.rs) --
pub trait Ring: Clone + Default {
	fn clear(&mut self);
	fn add(&mut self, other: &Self);
	fn add_small(&mut self, n: u64);
	fn small(&self) -> Option<u64>;
	fn show(&self) -> String;
}
pub enum Counting {}
pub struct Model {
	primary: usize,
	from: Vec<u32>,
	cand: Vec<u32>,
	node: Vec<u32>,
	ps: Vec<u32>,
	prim: Vec<u32>,
	ss: Vec<u32>,
	sec: Vec<(u32, u32)>,
	mask: Vec<u64>,
	lower: Vec<u32>,
	upper: Vec<u32>,
	bits: usize,
	words: usize,
	fbits: usize,
	hbits: usize,
	sbits: usize,
	swords: usize,
}
impl Model {
	pub fn new(dlx: &Dlx, colour: impl Fn(u32) -> u32, bounds: &[(u32, u32)]) -> Model {
		let primary = dlx.primary();
		let mut m = Model {
			primary,
			from: vec![0; primary + 1],
			cand: Vec::new(),
			node: vec![0; dlx.options()],
			ps: vec![0],
			prim: Vec::new(),
			ss: vec![0],
			sec: Vec::new(),
			mask: Vec::new(),
			lower: bounds.iter().map(|b| b.0).collect(),
			upper: bounds.iter().map(|b| b.1).collect(),
			bits: 1,
			words: 1,
			fbits: 0,
			hbits: 0,
			sbits: 0,
			swords: 0,
		};
		let (lead, reach, colours) = m.read(dlx, colour);
		m.index(&lead);
		m.lay_out(dlx.items() - primary, reach, colours);
		m
	}
	fn read(&mut self, dlx: &Dlx, colour: impl Fn(u32) -> u32) -> (Vec<u32>, usize, u32) {
		let (mut lead, mut reach, mut colours) = (Vec::new(), 1, 0);
		let primary = self.primary;
		for (o, node) in self.node.iter_mut().enumerate() {
			let first = (dlx.option(o))
				.map(|x| x as u32)
				.filter(|&x| dlx.top(x) as usize <= primary)
				.min_by_key(|&x| dlx.top(x));
			let f = first.map_or(0, |x| dlx.top(x) as usize - 1);
			for x in dlx.option(o).map(|x| x as u32) {
				let i = dlx.top(x) as usize - 1;
				if i >= primary {
					self.sec.push(((i - primary) as u32, colour(x)));
					colours = colours.max(colour(x));
				} else if Some(x) != first {
					self.prim.push((i - f) as u32);
					reach = reach.max(i - f + 1);
				}
			}
			lead.push(first.map_or(!0, |_| f as u32));
			*node = first.unwrap_or(0);
			self.ps.push(self.prim.len() as u32);
			self.ss.push(self.sec.len() as u32);
		}
		(lead, reach, colours)
	}
	fn index(&mut self, lead: &[u32]) {
		let primary = self.primary;
		for &f in lead.iter().filter(|&&f| (f as usize) < primary) {
			self.from[f as usize + 1] += 1;
		}
		for i in 0..primary {
			self.from[i + 1] += self.from[i];
		}
		let mut at: Vec<u32> = self.from.clone();
		self.cand = vec![0; self.from[primary] as usize];
		for (o, &f) in lead
			.iter()
			.enumerate()
			.filter(|p| (*p.1 as usize) < primary)
		{
			self.cand[at[f as usize] as usize] = o as u32;
			at[f as usize] += 1;
		}
	}
	fn lay_out(&mut self, secondary: usize, reach: usize, colours: u32) {
		let width = |n: usize| 64 - (n as u64).leading_zeros() as usize;
		let most = self.upper.iter().cloned().max().unwrap_or(1);
		self.bits = width(most as usize).max(1);
		self.fbits = width(self.primary);
		let widest = (0..self.primary)
			.map(|i| self.from[i + 1] - self.from[i])
			.max()
			.unwrap_or(0);
		self.hbits = self.fbits
			+ if self.upper.is_empty() {
				0
			} else {
				width(widest as usize + 1)
			};
		let cells = reach * self.bits;
		let extra = cells % 64 + self.hbits > 64 || cells % 64 == 0;
		self.words = (cells + 63) / 64 + extra as usize;
		if self.upper.is_empty() {
			let (w, options) = (self.words, self.node.len());
			self.mask = vec![0; options * w];
			for o in 0..options {
				let mask = &mut self.mask[o * w..(o + 1) * w];
				mask[0] = 1;
				for &d in &self.prim[self.ps[o] as usize..self.ps[o + 1] as usize] {
					mask[d as usize / 64] |= 1 << (d % 64);
				}
			}
		}
		if !self.sec.is_empty() {
			self.sbits = 32 - (colours + 1).leading_zeros() as usize;
			self.swords = (secondary * self.sbits + 63) / 64;
		}
	}
	pub fn key_len(&self) -> usize {
		self.words + self.swords
	}
	fn root(&self, key: &mut [u64]) {
		for w in key.iter_mut() {
			*w = 0;
		}
		self.set_head(key, 0, 0);
	}
	fn first(&self, key: &[u64]) -> usize {
		(key[self.words - 1] >> (64 - self.hbits)) as usize & ((1 << self.fbits) - 1)
	}
	fn pos(&self, key: &[u64]) -> usize {
		(key[self.words - 1] >> (64 - self.hbits)) as usize >> self.fbits
	}
	fn set_head(&self, key: &mut [u64], f: usize, pos: usize) {
		let (w, shift) = (self.words - 1, 64 - self.hbits);
		key[w] = key[w] & (!0 >> self.hbits) | ((f | pos << self.fbits) as u64) << shift;
	}
	fn done(&self, key: &[u64]) -> bool {
		self.first(key) == self.primary
	}
	fn cell(&self, key: &[u64], j: usize) -> u32 {
		let (b, at) = (self.bits, j * self.bits / 64);
		let shift = j * b % 64;
		let mut v = key.get(at).map_or(0, |w| w >> shift);
		if shift + b > 64 {
			v |= key.get(at + 1).map_or(0, |w| w << (64 - shift));
		}
		(v & ((1 << b) - 1)) as u32
	}
	fn set_cell(&self, key: &mut [u64], j: usize, v: u32) {
		let (b, at) = (self.bits, j * self.bits / 64);
		let (shift, m) = (j * b % 64, (1u64 << b) - 1);
		key[at] = key[at] & !(m << shift) | u64::from(v) << shift;
		if shift + b > 64 {
			let high = 64 - shift;
			key[at + 1] = key[at + 1] & !(m >> high) | u64::from(v) >> high;
		}
	}
	fn advance(&self, key: &mut [u64]) {
		let f = self.first(key);
		self.set_head(key, 0, 0);
		let step = if self.upper.is_empty() {
			let mut t = 0;
			for &x in &key[..self.words] {
				let ones = (!x).trailing_zeros() as usize;
				t += ones;
				if ones < 64 {
					break;
				}
			}
			t
		} else {
			let mut j = 1;
			while f + j < self.primary
				&& j * self.bits < 64 * self.words - self.hbits
				&& self.cell(key, j) == self.upper[f + j]
			{
				j += 1;
			}
			j
		};
		shift_right(&mut key[..self.words], step * self.bits);
		self.set_head(key, (f + step).min(self.primary), 0);
	}
	fn take(&self, key: &[u64], o: usize, k: usize, out: &mut [u64]) -> bool {
		if self.words == 1 && self.swords == 0 && self.upper.is_empty() {
			let (x, m) = (key[0], self.mask[o]);
			if x & m != 0 {
				return false;
			}
			let head = 64 - self.hbits;
			let w = (x | m) & (!0 >> self.hbits);
			let step = (!w).trailing_zeros() as usize;
			let f = ((x >> head) as usize + step).min(self.primary);
			out[0] = (w >> step) & (!0 >> self.hbits) | (f as u64) << head;
			return true;
		}
		for (x, &k) in out.iter_mut().zip(key) {
			*x = k;
		}
		let f = self.first(key);
		if self.upper.is_empty() {
			let mask = &self.mask[o * self.words..(o + 1) * self.words];
			for (x, &m) in out.iter_mut().zip(mask) {
				if *x & m != 0 {
					return false;
				}
				*x |= m;
			}
			if self.swords == 0 {
				self.advance(out);
				return true;
			}
		} else {
			for j in Some(0)
				.into_iter()
				.chain(self.prim(o).iter().map(|&d| d as usize))
			{
				let c = self.cell(out, j);
				if c >= self.upper[f + j] {
					return false;
				}
				self.set_cell(out, j, c + 1);
			}
		}
		if !self.colour(o, out) {
			return false;
		}
		if self.upper.is_empty() || self.cell(out, 0) == self.upper[f] {
			self.advance(out);
		} else {
			self.set_head(out, f, k + 1);
		}
		true
	}
	fn stop(&self, key: &[u64], out: &mut [u64]) -> bool {
		let f = self.first(key);
		if self.upper.is_empty() || self.cell(key, 0) < self.lower[f] {
			return false;
		}
		out.copy_from_slice(key);
		self.advance(out);
		true
	}
	fn prim(&self, o: usize) -> &[u32] {
		&self.prim[self.ps[o] as usize..self.ps[o + 1] as usize]
	}
	fn colour(&self, o: usize, key: &mut [u64]) -> bool {
		let at = self.words;
		for &(s, c) in &self.sec[self.ss[o] as usize..self.ss[o + 1] as usize] {
			let (b, bit) = (self.sbits, s as usize * self.sbits);
			let (w, shift) = (at + bit / 64, bit % 64);
			let now = (key[w] >> shift) & ((1 << b) - 1);
			let want = if c == 0 { (1 << b) - 1 } else { u64::from(c) };
			if now != 0 && (c == 0 || now != want) {
				return false;
			}
			key[w] |= want << shift;
		}
		true
	}
	#[inline]
	fn narrow_child(&self, key: u64, m: u64) -> (usize, u64) {
		let (head, low) = (64 - self.hbits, !0u64 >> self.hbits);
		let w = (key | m) & low;
		let step = (!w).trailing_zeros() as usize;
		let g = ((key >> head) as usize + step).min(self.primary);
		(g, (w >> step) & low | (g as u64) << head)
	}
	fn moves(&self, key: &[u64]) -> std::ops::Range<usize> {
		let (f, pos) = (self.first(key), self.pos(key));
		self.from[f] as usize + pos..self.from[f + 1] as usize
	}
}
pub struct Table<R> {
	len: usize,
	groups: Vec<Group>,
	slots: usize,
	most: usize,
	stored: usize,
	big: Vec<R>,
	free: Vec<usize>,
	turn: usize,
	flat: bool,
}
#[derive(Default)]
struct Group {
	slots: Vec<u64>,
	size: usize,
	stored: usize,
}
#[derive(Clone, Copy, Default)]
pub struct Home {
	group: usize,
	at: usize,
	size: usize,
	empty: Option<usize>,
}
const PROBES: usize = 32;
const PREFETCH: usize = 4;
const FIRST: usize = 8;
const EMPTY: u64 = !0;
const BIG: u64 = 1 << 63;
impl<R: Ring> Table<R> {
	pub fn new(len: usize, budget: usize) -> Table<R> {
		Table {
			len,
			groups: Vec::new(),
			slots: 0,
			most: (budget / ((len + 1) * 8)).max(FIRST).min(1 << 40),
			stored: 0,
			big: Vec::new(),
			free: Vec::new(),
			turn: 0,
			flat: false,
		}
	}
	pub fn stored(&self) -> usize {
		self.stored
	}
	pub fn home(&self, group: usize, key: &[u64]) -> Home {
		let group = self.group(group);
		let size = self.groups.get(group).map_or(0, |g| g.size);
		let mut h = 0x9e37_79b9_7f4a_7c15u64;
		for &w in key {
			h = (h ^ w ^ h >> 32).wrapping_mul(0xff51_afd7_ed55_8ccd);
		}
		h = (h ^ h >> 29).wrapping_mul(0xc4ce_b9fe_1a85_ec53);
		let at = match size {
			0 | 1 => 0,
			_ => (h >> (64 - size.trailing_zeros())) as usize,
		};
		Home {
			group,
			at,
			size,
			empty: None,
		}
	}
	pub fn prefetch(&self, home: &Home) {
		let n = self.len + 1;
		let slot = self
			.groups
			.get(home.group)
			.and_then(|g| g.slots.get(home.at * n));
		#[cfg(target_arch = "x86_64")]
		{
			if let Some(s) = slot {
				use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
				// SAFETY: SSE is in every x86_64 processor, and a prefetch of a slot of the table
				// reads nothing into the program and cannot fault.
				unsafe { _mm_prefetch(s as *const u64 as *const i8, _MM_HINT_T0) }
			}
		}
		#[cfg(not(target_arch = "x86_64"))]
		let _ = slot;
	}
	pub fn add_to(&self, key: &[u64], home: &mut Home, acc: &mut R) -> bool {
		let g = match self.groups.get(home.group) {
			Some(g) if g.size > 0 => g,
			_ => return false,
		};
		let n = self.len + 1;
		for k in 0..PROBES.min(g.size) {
			let at = (home.at + k) & (g.size - 1);
			let s = &g.slots[at * n..(at + 1) * n];
			if s[0] == EMPTY {
				home.empty = Some(at);
				return false;
			}
			if (0..self.len).all(|k| s[k] == key[k]) {
				match s[self.len] {
					c if c & BIG == 0 => acc.add_small(c),
					c => acc.add(&self.big[(c & !BIG) as usize]),
				}
				return true;
			}
		}
		false
	}
	pub fn put(&mut self, key: &[u64], mut home: Home, count: &R) {
		let (mut i, n) = (self.group(home.group), self.len + 1);
		while self.groups.len() <= i {
			self.groups.push(Group::default());
		}
		if self.groups[i].stored * 10 >= self.groups[i].size * 7 && self.grow(i) {
			i = self.group(i);
		}
		if home.group != i || home.size != self.groups[i].size {
			home = self.home(i, key);
		}
		let empty = home
			.empty
			.filter(|&at| self.groups[i].slots[at * n] == EMPTY);
		let mut slot = empty.or_else(|| self.slot(key, home));
		while slot.is_none() && self.grow(i) {
			i = self.group(i);
			home = self.home(i, key);
			slot = self.slot(key, home);
		}
		let g = &mut self.groups[i];
		let at = n * match slot {
			Some(at) if g.slots[at * n] == EMPTY => {
				g.stored += 1;
				self.stored += 1;
				at
			}
			Some(at) => at,
			None => {
				self.turn = (self.turn + 1) % PROBES;
				(home.at + self.turn) & (g.size - 1)
			}
		};
		if g.slots[at] != EMPTY && g.slots[at + self.len] & BIG != 0 {
			self.free.push((g.slots[at + self.len] & !BIG) as usize);
		}
		g.slots[at..at + self.len].copy_from_slice(key);
		g.slots[at + self.len] = match count.small() {
			Some(c) => c,
			None => {
				let k = match self.free.pop() {
					Some(k) => {
						self.big[k] = count.clone();
						k
					}
					None => {
						self.big.push(count.clone());
						self.big.len() - 1
					}
				};
				BIG | k as u64
			}
		};
	}
	fn slot(&self, key: &[u64], home: Home) -> Option<usize> {
		let (n, g) = (self.len + 1, &self.groups[home.group]);
		(0..PROBES.min(g.size))
			.map(|k| (home.at + k) & (g.size - 1))
			.find(|&at| {
				let s = &g.slots[at * n..at * n + self.len];
				s[0] == EMPTY || (0..self.len).all(|k| s[k] == key[k])
			})
	}
	fn group(&self, g: usize) -> usize {
		if self.flat {
			0
		} else {
			g
		}
	}
	fn grow(&mut self, i: usize) -> bool {
		let size = self.groups[i].size;
		let to = (2 * size).max(FIRST);
		if !self.flat && self.slots - size + to <= self.most / 2 {
			self.resize(i, to);
			return true;
		}
		if !self.flat {
			self.flatten();
			return true;
		}
		false
	}
	fn flatten(&mut self) {
		let n = self.len + 1;
		let size = (self.most + 1).next_power_of_two() / 2;
		let groups = std::mem::replace(&mut self.groups, Vec::new());
		self.groups.push(Group {
			slots: vec![EMPTY; size * n],
			size,
			stored: 0,
		});
		self.flat = true;
		self.slots = size;
		self.stored = 0;
		for g in groups {
			for s in g.slots.chunks(n).filter(|s| s[0] != EMPTY) {
				self.keep(0, s);
			}
		}
	}
	fn resize(&mut self, i: usize, to: usize) {
		let (n, size) = (self.len + 1, self.groups[i].size);
		self.slots = self.slots + to - size;
		let old = std::mem::replace(&mut self.groups[i].slots, vec![EMPTY; to * n]);
		self.groups[i].size = to;
		self.stored -= self.groups[i].stored;
		self.groups[i].stored = 0;
		for s in old.chunks(n).filter(|s| s[0] != EMPTY) {
			self.keep(i, s);
		}
	}
	fn keep(&mut self, i: usize, s: &[u64]) {
		let n = self.len + 1;
		let home = self.home(i, &s[..self.len]);
		match self.slot(&s[..self.len], home) {
			Some(at) => {
				self.groups[i].slots[at * n..(at + 1) * n].copy_from_slice(s);
				self.groups[i].stored += 1;
				self.stored += 1;
			}
			None if s[self.len] & BIG != 0 => self.free.push((s[self.len] & !BIG) as usize),
			None => {}
		}
	}
}
pub struct Count<R> {
	pub model: Model,
	pub table: Table<R>,
	len: usize,
	keys: Vec<u64>,
	next: Vec<usize>,
	moves: Vec<(usize, usize)>,
	homes: Vec<Home>,
	acc: Vec<R>,
	open: Vec<bool>,
	partial: Vec<bool>,
	pub from: usize,
	pub nodes: u64,
	pub lookups: u64,
	pub hits: u64,
	narrow: bool,
	pub progress: Option<Progress>,
}
pub struct Progress {
	pub every: std::time::Duration,
	pub start: std::time::Instant,
	pub label: String,
	next: std::time::Duration,
}
impl Progress {
	pub fn due(&mut self, what: impl FnOnce() -> String) {
		let now = self.start.elapsed();
		if now >= self.next {
			self.next = now + self.every;
			let tenths = now.subsec_millis() / 100;
			let line = format!("{}{}.{} s, {}\n", self.label, now.as_secs(), tenths, what());
			let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
		}
	}
}
impl<R: Ring> Count<R> {
	pub fn new(model: Model, budget: usize) -> Count<R> {
		let (len, exact) = (model.key_len(), model.upper.is_empty());
		let mut c = Count {
			table: Table::new(len, budget),
			model,
			len,
			keys: vec![0; len],
			next: vec![0],
			moves: vec![(0, 1)],
			homes: vec![Home::default()],
			acc: vec![R::default()],
			open: vec![false],
			partial: vec![false],
			from: 0,
			nodes: 0,
			lookups: 0,
			hits: 0,
			narrow: len == 1 && exact,
			progress: None,
		};
		c.model.root(&mut c.keys[..len]);
		c
	}
	pub fn total(&self) -> &R {
		&self.acc[0]
	}
	pub fn done(&self, depth: usize) -> f64 {
		let (mut part, mut share) = (0.0, 1.0);
		for d in 0..depth.min(self.next.len()) {
			let (first, ways) = self.moves[d];
			share /= ways as f64;
			part += share * (self.next[d].saturating_sub(first + 1)) as f64;
		}
		part
	}
	fn start(
		&mut self,
		d: usize,
		f: usize,
		done: bool,
		moves: std::ops::Range<usize>,
	) -> (u32, u32) {
		if done {
			self.acc[d].add_small(1);
			self.open[d] = false;
			return (0, 0);
		}
		let ways = moves.len() + !self.model.upper.is_empty() as usize;
		self.next[d] = moves.start;
		self.moves[d] = (moves.start, ways.max(1));
		self.open[d] = ways > 0;
		(f as u32 + 1, ways as u32)
	}
	fn narrow_next(&mut self, dlx: &mut Dlx) -> bool {
		let d = dlx.depth() - 1;
		let key = self.keys[d];
		let f = (key >> (64 - self.model.hbits)) as usize;
		let end = self.model.from[f + 1] as usize;
		let start = self.model.from[f] as usize;
		if self.next[d] == start && end - start >= PREFETCH && d >= self.from {
			self.prefetch(key, f, end);
		}
		loop {
			let i = self.next[d];
			if i >= end {
				self.open[d] = false;
				return false;
			}
			self.next[d] = i + 1;
			let o = self.model.cand[i] as usize;
			let m = self.model.mask[o];
			if key & m != 0 {
				continue;
			}
			let (g, child) = self.model.narrow_child(key, m);
			if g == self.model.primary && d >= self.from {
				self.acc[d].add_small(1);
				continue;
			}
			if d >= self.from {
				let mut home = self.table.home(g, &[child]);
				self.lookups += 1;
				if self.table.add_to(&[child], &mut home, &mut self.acc[d]) {
					self.hits += 1;
					continue;
				}
				self.homes[d + 1] = home;
			}
			self.keys[d + 1] = child;
			dlx.set_node(self.model.node[o]);
			return true;
		}
	}
	fn prefetch(&self, key: u64, f: usize, end: usize) {
		for i in self.model.from[f] as usize..end {
			let m = self.model.mask[self.model.cand[i] as usize];
			if key & m == 0 {
				let (g, child) = self.model.narrow_child(key, m);
				self.table.prefetch(&self.table.home(g, &[child]));
			}
		}
	}
	pub fn found(&self, d: usize) -> R {
		let mut sum = R::default();
		for a in &self.acc[..(d + 1).min(self.acc.len())] {
			sum.add(a);
		}
		sum
	}
	fn report(&mut self, d: usize) {
		let (nodes, stored, done) = (self.nodes, self.table.stored(), self.done(d));
		let found = self.found(d);
		if let Some(ref mut p) = self.progress {
			p.due(|| {
				let found = found.show();
				format!(
					"{} nodes, {} solutions, {} states kept, {:.2}% done",
					nodes,
					found,
					stored,
					100.0 * done
				)
			});
		}
	}
	fn fit(&mut self, depth: usize) {
		if self.next.len() < depth + 2 {
			self.keys.resize((depth + 2) * self.len, 0);
			self.next.resize(depth + 2, 0);
			self.moves.resize(depth + 2, (0, 1));
			self.homes.resize(depth + 2, Home::default());
			self.acc.resize(depth + 2, R::default());
			self.open.resize(depth + 2, false);
			self.partial.resize(depth + 2, false);
		}
	}
}
pub struct Quiet;
impl<K> Visit<K> for Quiet {
	fn solution(&mut self, _: &Dlx) -> Step {
		Step::On
	}
}
impl<R: Ring> Strategy for Count<R> {
	type Kind = Counting;
	fn choose(&mut self, dlx: &mut Dlx) -> (u32, u32) {
		let d = dlx.depth();
		self.fit(d);
		self.nodes += 1;
		if self.nodes % 4096 == 0 && self.progress.is_some() {
			self.report(d);
		}
		self.acc[d].clear();
		self.partial[d] = false;
		let (f, done, moves) = {
			let key = &self.keys[d * self.len..(d + 1) * self.len];
			if self.narrow {
				let f = (key[0] >> (64 - self.model.hbits)) as usize;
				match self.model.from.get(f + 1) {
					Some(&end) => (f, false, self.model.from[f] as usize..end as usize),
					None => (f, true, 0..0),
				}
			} else {
				let (f, done) = (self.model.first(key), self.model.done(key));
				(f, done, if done { 0..0 } else { self.model.moves(key) })
			}
		};
		self.start(d, f, done, moves)
	}
	fn next(&mut self, dlx: &mut Dlx, _: bool) -> bool {
		if self.narrow {
			return self.narrow_next(dlx);
		}
		let (d, len) = (dlx.depth() - 1, self.len);
		let (above, below) = self.keys.split_at_mut((d + 1) * len);
		let (key, child) = (&above[d * len..], &mut below[..len]);
		let (f, moves) = (self.model.first(key), self.model.moves(key));
		let first = moves.start - self.model.pos(key);
		loop {
			let i = self.next[d];
			self.next[d] += 1;
			let node = if i < moves.end {
				let o = self.model.cand[i] as usize;
				if !self.model.take(key, o, i - first, child) {
					continue;
				}
				self.model.node[o]
			} else if i == moves.end && self.model.stop(key, child) {
				f as u32 + 1
			} else if i == moves.end {
				continue;
			} else {
				self.open[d] = false;
				return false;
			};
			if self.model.done(child) && d >= self.from {
				self.acc[d].add_small(1);
				continue;
			}
			if d >= self.from && !self.model.done(child) {
				let mut home = self.table.home(self.model.first(child), child);
				self.lookups += 1;
				if self.table.add_to(child, &mut home, &mut self.acc[d]) {
					self.hits += 1;
					continue;
				}
				self.homes[d + 1] = home;
			}
			dlx.set_node(node);
			return true;
		}
	}
	fn retract(&mut self, _: &mut Dlx) {}
	fn close(&mut self, _: &mut Dlx, _: u32) {}
	fn leave(&mut self, dlx: &mut Dlx) {
		let (d, len) = (dlx.depth(), self.len);
		let whole = !self.open[d] && !self.partial[d];
		if whole && d >= self.from {
			let key = &self.keys[d * len..(d + 1) * len];
			let home = match d {
				0 => self.table.home(self.model.first(key), key),
				_ => self.homes[d],
			};
			self.table.put(key, home, &self.acc[d]);
		}
		if d > 0 {
			let (above, here) = self.acc.split_at_mut(d);
			match here[0].small() {
				Some(n) => above[d - 1].add_small(n),
				None => above[d - 1].add(&here[0]),
			}
			self.partial[d - 1] |= !whole;
		}
	}
}
fn shift_right(w: &mut [u64], n: usize) {
	let (words, bits) = (n / 64, n % 64);
	for k in 0..w.len() {
		let lo = w.get(k + words).cloned().unwrap_or(0);
		let hi = w.get(k + words + 1).cloned().unwrap_or(0);
		w[k] = if bits == 0 {
			lo
		} else {
			lo >> bits | hi << (64 - bits)
		};
	}
}
pub const MODULUS: u64 = 1_000_000_007;
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mod(pub u64);
impl Ring for Mod {
	fn clear(&mut self) {
		self.0 = 0
	}
	fn add(&mut self, other: &Mod) {
		self.0 += other.0;
		if self.0 >= MODULUS {
			self.0 -= MODULUS;
		}
	}
	fn add_small(&mut self, n: u64) {
		self.add(&Mod(n % MODULUS))
	}
	fn small(&self) -> Option<u64> {
		Some(self.0)
	}
	fn show(&self) -> String {
		self.0.to_string()
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
// ---- END blocks ----
}
