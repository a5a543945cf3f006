//! # AtCoder Educational DP Contest O "Matching": perfect matchings modulo 10^9+7, counted level by level over the exact cover's frontier
//!
//! **Problem.** `N` men and `N` women; man `i` and woman `j` are compatible when `a[i][j] = 1`.
//! In how many ways can all of them be paired, each pair a man and a woman who are compatible?
//! The answer modulo 10^9+7. Statement: <https://atcoder.jp/contests/dp/tasks/dp_o>.
//!
//! **Input.** `N`, then the `N x N` values `a[i][j]`, row by row. Read as a stream of numbers,
//! any whitespace between them (CRLF, a UTF-8 BOM, no final newline); whatever follows the last
//! value is ignored.
//!
//! **Output.** The number of pairings modulo 10^9+7.
//!
//! **Judge.** AtCoder: rustc 1.89.0, `rustc --edition 2024 -C opt-level=3` (its 2025-10 language
//! update, img.atcoder.jp/file/language-update/2025-10/language-list.html; it builds with Cargo,
//! whose release opt-level is assumed). It compiles too with rustc 1.33.0 (editions 2015 and 2018)
//! and today's (2015-2024).
//!
//! **Limits.** `1 <= N <= 21`, each `a[i][j]` is 0 or 1. Time 2 s, memory 1024 MB (the task
//! page). The worst cases measured, `N = 21` with every pair compatible, nearly every (the dense
//! sample, random matrices of 9 ones in 10) or half (random), take 0.24-0.36 s and at most 41
//! MiB on the benchmark's machine, 1.4-2x the hand-written subset DP's time (docs/benchmarks.md).
//!
//! **Exact cover model.** `2N` primary items: the men, then the women (each in exactly one
//! pair). Options: each compatible pair, its man and its woman. A cover is a perfect matching,
//! counted by the sweep (block `count`) modulo 10^9+7 (block `modulo`): each man is a level,
//! where one of his pairs is taken; what is left after a man is known from which women (the
//! frontier) are taken, so the sweep keeps, man after man, each set of women with the number
//! of partial matchings that reach it (`2^N` of them at most, a flat array where they are many):
//! the bitmask DP over the women, found from the exact cover rather than written by hand.
//!
//! **Errors.** `N` outside 1-21 or a value other than 0 or 1 (each breaks the promise): one
//! line on stderr naming its input line, nothing on stdout, exit code 1. Input that ends before
//! the last value: a note on stderr, nothing on stdout, exit code 0.
//!
//! The blocks are bundled compact (no comments; `src/` has them whole).

use self::lib::*;

/// The largest `N` answered: the statement's.
const MAX_N: u64 = 21;

/// The number of perfect matchings of the `n x n` compatibility matrix `a` (row by row): its
/// exact cover, counted by the sweep.
fn matchings(n: usize, a: &[bool]) -> Option<Mod> {
    // Men first: each man is a level, and its frontier holds only women, the set taken.
    let mut options = Vec::new();
    for i in 0..n {
        for j in (0..n).filter(|&j| a[i * n + j]) {
            options.push(vec![i, n + j]);
        }
    }
    // At most 21 slots: a frontier is one word, and a level 2^21 counts (16 MB).
    let model = Model::new(2 * n, 2 * n, &options)?;
    count(&model, &mut Sweep::new(1 << 26), &One)
}

/// Answers the matrix of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let n = match scan.number() {
        Some(Ok(n)) if n == 0 || n > MAX_N => {
            let m = format!("line {}: N = {} is outside 1-{}", scan.line(), n, MAX_N);
            return log.error(m);
        }
        Some(Ok(n)) => n as usize,
        Some(Err(token)) => return log.error(scan.not_a_number("N = ", token)),
        None => return log.note("the input ends before N".to_string()),
    };
    let mut a = Vec::with_capacity(n * n);
    let value = |k: usize| format!("a[{}][{}]", k / n + 1, k % n + 1);
    for k in 0..n * n {
        match scan.number() {
            Some(Ok(v)) if v <= 1 => a.push(v == 1),
            Some(Ok(v)) => {
                let m = format!("line {}: {} = {} is not 0 or 1", scan.line(), value(k), v);
                return log.error(m);
            }
            Some(Err(token)) => {
                return log.error(scan.not_a_number(&format!("{} = ", value(k)), token))
            }
            None => return log.note(format!("the input ends before {}", value(k))),
        }
    }
    match matchings(n, &a) {
        Some(count) => out.extend_from_slice(format!("{}\n", count.0).as_bytes()),
        None => log.error(format!("N = {}: a frontier wider than a word", n)),
    }
}

fn main() {
    run("dp_o", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan count log ----
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
impl<'a> Scan<'a> {
	pub fn not_a_number(&self, what: &str, token: &[u8]) -> String {
		let shown = String::from_utf8_lossy(&token[..token.len().min(20)]);
		format!("line {}: {}{:?} is not a number", self.line, what, shown)
	}
}
// -- count (src/count.rs) --
pub trait Ring: Sized {
	const MODULUS: Option<u64>;
	fn of_words(w: &[u64]) -> Self;
}
#[inline(always)]
fn add<R: Ring>(d: &mut [u64], s: &[u64]) {
	if let Some(m) = R::MODULUS {
		let x = d[0] + s[0];
		d[0] = if x >= m { x - m } else { x };
		return;
	}
	let mut carry = false;
	for (x, &y) in d.iter_mut().zip(s) {
		let (a, c1) = x.overflowing_add(y);
		let (b, c2) = a.overflowing_add(carry as u64);
		*x = b;
		carry = c1 | c2;
	}
}
pub struct Model {
	levels: Vec<Layer>,
	need: Vec<u64>,
	add: Vec<u64>,
	pub slots: usize,
	index: Vec<u32>,
}
#[derive(Clone, Copy, Default)]
struct Layer {
	from: usize,
	to: usize,
	fbit: u64,
	needs: u64,
	must: u64,
	keep: u64,
	none: bool,
	grow: u32,
	index: Option<usize>,
}
const SLOTS: usize = 63;
const INDEXED: usize = 64;
pub fn spans(primary: usize, items: usize, options: &[Vec<usize>]) -> Span {
	let lead = |o: &Vec<usize>| o.iter().cloned().filter(|&i| i < primary).min();
	let mut level = vec![!0usize; primary];
	for f in options.iter().filter_map(lead) {
		level[f] = 0;
	}
	let mut item = Vec::new();
	for (i, l) in level.iter_mut().enumerate().filter(|p| *p.1 == 0) {
		*l = item.len();
		item.push(i);
	}
	let (mut first, mut last) = (vec![!0usize; items], vec![0usize; items]);
	let mut of = vec![Vec::new(); item.len()];
	for (k, o) in options.iter().enumerate() {
		if let Some(f) = lead(o) {
			of[level[f]].push(k);
			for &i in o {
				first[i] = first[i].min(level[f]);
				last[i] = last[i].max(level[f]);
			}
		}
	}
	Span {
		item,
		of,
		first,
		last,
	}
}
pub struct Span {
	pub item: Vec<usize>,
	pub of: Vec<Vec<usize>>,
	pub first: Vec<usize>,
	pub last: Vec<usize>,
}
impl Model {
	pub fn new(primary: usize, items: usize, options: &[Vec<usize>]) -> Option<Model> {
		let s = spans(primary, items, options);
		let (first, last, n) = (&s.first, &s.last, s.item.len());
		let mut m = Model {
			levels: Vec::new(),
			need: Vec::new(),
			add: Vec::new(),
			slots: 0,
			index: Vec::new(),
		};
		if (0..primary).any(|i| first[i] == !0) {
			m.levels.push(Layer::default());
			return Some(m);
		}
		let mut only = vec![Vec::new(); n];
		for i in 0..primary {
			if first[i] == last[i] && s.item[first[i]] != i {
				only[first[i]].push(i);
			}
		}
		let (slot, slots) = assign(first, last)?;
		m.slots = slots;
		let mut out = vec![(0, 0, 0); n];
		for i in (0..items).filter(|&i| first[i] < last[i]) {
			let o = &mut out[last[i]];
			o.0 |= slot[i];
			if i < primary {
				o.1 |= slot[i];
			} else {
				o.2 += 1;
			}
		}
		for l in 0..n {
			let f = s.item[l];
			let fbit = if first[f] < l { slot[f] } else { 0 };
			let (gone, must, secondary) = out[l];
			let (from, mut needs) = (m.need.len(), 0);
			for o in s.of[l].iter().map(|&k| &options[k]) {
				if only[l].iter().all(|i| o.contains(i)) {
					let (mut need, mut add) = (0, 0);
					for &i in o.iter().filter(|&&i| i != f) {
						if first[i] < l {
							need |= slot[i];
						} else if last[i] > l {
							add |= slot[i];
						}
					}
					needs |= need;
					m.need.push(need | fbit);
					m.add.push(add);
				}
			}
			let none = fbit != 0 && only[l].is_empty();
			let parents = (m.need.len() - from + none as usize) << secondary;
			m.levels.push(Layer {
				from,
				to: m.need.len(),
				fbit,
				needs,
				must,
				keep: !gone,
				none,
				grow: bits(parents as u64),
				index: None,
			});
		}
		for l in 0..n {
			m.index(l);
		}
		Some(m)
	}
	fn index(&mut self, l: usize) {
		let (from, to, size) = (self.levels[l].from, self.levels[l].to, 1usize << self.slots);
		if to - from < INDEXED || size > 16 * (to - from) {
			return;
		}
		let mut opts: Vec<(u64, u64)> = (from..to).map(|o| (self.need[o], self.add[o])).collect();
		let at = self.index.len();
		self.index.extend(sorted(&mut opts, size));
		for (k, &(need, add)) in opts.iter().enumerate() {
			self.need[from + k] = need;
			self.add[from + k] = add;
		}
		self.levels[l].index = Some(at);
	}
	#[inline]
	fn level(&self, l: usize) -> (&Layer, &[u64], &[u64], Option<&[u32]>) {
		let v = &self.levels[l];
		let index = v
			.index
			.map(|at| &self.index[at..at + (1 << self.slots) + 1]);
		(v, &self.need[v.from..v.to], &self.add[v.from..v.to], index)
	}
	fn touched(&self, l: usize) -> u64 {
		let v = &self.levels[l];
		let opts = self.need[v.from..v.to]
			.iter()
			.chain(&self.add[v.from..v.to]);
		opts.fold(v.fbit | v.must | !v.keep, |a, &x| a | x)
	}
}
fn assign(first: &[usize], last: &[usize]) -> Option<(Vec<u64>, usize)> {
	let mut moves = Vec::new();
	for i in (0..first.len()).filter(|&i| first[i] < last[i]) {
		moves.extend(&[(2 * first[i] + 1, i), (2 * last[i], i)]);
	}
	moves.sort_unstable();
	let (mut slot, mut used, mut slots) = (vec![0u64; first.len()], 0u64, 0);
	for &(at, i) in &moves {
		if at % 2 == 0 {
			used &= !slot[i];
			continue;
		}
		let k = (!used).trailing_zeros() as usize;
		if k >= SLOTS {
			return None;
		}
		slot[i] = 1 << k;
		used |= slot[i];
		slots = slots.max(k + 1);
	}
	Some((slot, slots))
}
#[inline(always)]
fn children(
	(v, need, add, index): (&Layer, &[u64], &[u64], Option<&[u32]>),
	s: u64,
	mut f: impl FnMut(u64),
) {
	if s & v.fbit != 0 {
		if v.none && s & v.must == v.must {
			f(s & v.keep);
		}
		return;
	}
	if let Some(index) = index {
		let free = v.needs & !s;
		if 1usize << free.count_ones() < need.len() {
			let mut sub = free;
			loop {
				let n = sub | v.fbit;
				let u = s | n;
				if u & v.must == v.must {
					for &a in &add[index[n as usize] as usize..index[n as usize + 1] as usize] {
						f(u & v.keep | a);
					}
				}
				if sub == 0 {
					return;
				}
				sub = (sub - 1) & free;
			}
		}
	}
	for (&n, &a) in need.iter().zip(add) {
		let u = s | n;
		if s & n == 0 && u & v.must == v.must {
			f(u & v.keep | a);
		}
	}
}
fn sorted(opts: &mut [(u64, u64)], size: usize) -> Vec<u32> {
	opts.sort_unstable();
	let mut index = vec![0u32; size + 1];
	for (k, &(need, _)) in opts.iter().enumerate() {
		index[need as usize + 1] = (k + 1) as u32;
	}
	for k in 1..size + 1 {
		index[k] = index[k].max(index[k - 1]);
	}
	index
}
fn bits(n: u64) -> u32 {
	64 - n.max(1).wrapping_sub(1).leading_zeros()
}
pub trait Layered {
	fn levels(&self) -> usize;
	fn words(&self) -> usize;
	fn grow(&self, l: usize) -> u32;
	fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>);
	fn narrow(&self) -> Option<&Model>;
}
impl Layered for Model {
	fn levels(&self) -> usize {
		self.levels.len()
	}
	fn words(&self) -> usize {
		1
	}
	fn grow(&self, l: usize) -> u32 {
		self.levels[l].grow
	}
	#[inline(always)]
	fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>) {
		children(self.level(l), key[0], |t| out.push(t))
	}
	fn narrow(&self) -> Option<&Model> {
		Some(self)
	}
}
const EMPTY: u64 = !0;
#[inline(always)]
fn mix(key: &[u64]) -> u64 {
	let mut h = 0;
	for &x in key {
		h = (h ^ x ^ x >> 31).wrapping_mul(0x9e37_79b9_7f4a_7c15);
	}
	(h ^ h >> 29).wrapping_mul(0xbf58_476d_1ce4_e5b9)
}
pub struct Part {
	slots: Vec<u64>,
	size: usize,
	filled: Vec<u32>,
	shift: u32,
	low: u32,
	k: usize,
}
impl Part {
	fn new(k: usize, n: usize, size: usize, shift: u32, old: Option<Part>) -> Part {
		let (mut slots, mut filled) = match old {
			Some(p) => (p.slots, p.filled),
			None => (Vec::new(), Vec::new()),
		};
		let mut size = size;
		let had = slots.len() / n;
		if had >= size && had <= 4 * size && slots.len() == had * n && had.is_power_of_two() {
			size = had;
		}
		if slots.len() == size * n {
			for &at in &filled {
				slots[at as usize * n] = EMPTY;
			}
		} else {
			slots.clear();
			slots.resize(size * n, 0);
			for x in slots.iter_mut().step_by(n) {
				*x = EMPTY;
			}
		}
		filled.clear();
		Part {
			slots,
			size,
			filled,
			shift,
			low: 64 - size.trailing_zeros(),
			k,
		}
	}
	#[inline(always)]
	fn home(&self, h: u64) -> usize {
		(h << self.shift >> self.low) as usize
	}
	#[inline(always)]
	fn add<R: Ring>(&mut self, e: &[u64], h: u64, k: usize, n: usize) -> usize {
		let grew = if 2 * (self.filled.len() + 1) > self.size {
			self.grow(n)
		} else {
			0
		};
		let mut at = self.home(h);
		loop {
			let s = &mut self.slots[at * n..at * n + n];
			if s[0] == e[0] && s[1..k] == e[1..k] {
				add::<R>(&mut s[k..], &e[k..n]);
				return grew;
			}
			if s[0] == EMPTY {
				s.copy_from_slice(&e[..n]);
				self.filled.push(at as u32);
				return grew;
			}
			at = (at + 1) & (self.size - 1);
		}
	}
	fn grow(&mut self, n: usize) -> usize {
		let (k, size, shift) = (self.k, 2 * self.size, self.shift);
		let old = std::mem::replace(self, Part::new(k, n, size, shift, None));
		for &at in &old.filled {
			let e = &old.slots[at as usize * n..at as usize * n + n];
			let mut to = self.home(mix(&e[..k]));
			while self.slots[to * n] != EMPTY {
				to = (to + 1) & (size - 1);
			}
			self.slots[to * n..to * n + n].copy_from_slice(e);
			self.filled.push(to as u32);
		}
		size / 2
	}
	#[inline(always)]
	fn records(&self, from: usize, n: usize) -> impl Iterator<Item = (usize, &[u64])> {
		let from = from.min(self.size);
		(self.slots[from * n..].chunks_exact(n).enumerate())
			.filter(|e| e.1[0] != EMPTY)
			.map(move |(j, e)| (from + j, e))
	}
}
pub struct Table {
	parts: Vec<Part>,
	queues: Vec<Vec<u64>>,
	queued: usize,
	bits: u32,
	slots: usize,
	k: usize,
	w: usize,
}
const PART: usize = 1 << 10;
const MOST_PARTS: u32 = 10;
const QUEUE: usize = 1 << 16;
impl Table {
	fn new(k: usize, w: usize, states: usize, old: Option<Table>) -> Table {
		let bits = match states * (k + w) * 16 <= CACHED {
			true => 0,
			false => (states / PART).next_power_of_two().trailing_zeros(),
		};
		let bits = bits.min(MOST_PARTS);
		let size = ((2 * states) >> bits).next_power_of_two().max(16);
		let (mut old, mut queues): (Vec<Option<Part>>, _) = match old {
			Some(t) => (t.parts.into_iter().map(Some).collect(), t.queues),
			None => (Vec::new(), Vec::new()),
		};
		while old.len() < 1 << bits {
			old.push(None);
		}
		old.truncate(1 << bits);
		queues.resize(if bits > 0 { 1 << bits } else { 0 }, Vec::new());
		let parts: Vec<Part> = (old.into_iter())
			.map(|p| Part::new(k, k + w, size, bits, p))
			.collect();
		Table {
			slots: parts.iter().map(|p| p.size).sum(),
			parts,
			queues,
			queued: 0,
			bits,
			k,
			w,
		}
	}
	#[inline(always)]
	fn add<R: Ring>(&mut self, e: &[u64], k: usize, w: usize) {
		let h = mix(&e[..k]);
		if self.bits == 0 {
			self.slots += self.parts[0].add::<R>(e, h, k, k + w);
			return;
		}
		{
			let q = &mut self.queues[(h >> (64 - self.bits)) as usize];
			q.extend_from_slice(&e[..k + w]);
		}
		self.queued += 1;
		if self.queued >= QUEUE.max(self.parts.len() * PART) {
			self.settle::<R>(k, w);
		}
	}
	#[inline(always)]
	fn settle<R: Ring>(&mut self, k: usize, w: usize) {
		for (q, part) in self.queues.iter_mut().zip(self.parts.iter_mut()) {
			for e in q.chunks_exact(k + w) {
				self.slots += part.add::<R>(e, mix(&e[..k]), k, k + w);
			}
			q.clear();
		}
		self.queued = 0;
	}
	fn stored(&self) -> usize {
		self.parts.iter().map(|p| p.filled.len()).sum::<usize>() + self.queued
	}
	fn bytes(&self) -> usize {
		8 * (self.k + self.w) * (self.slots + self.queued)
	}
}
pub enum States {
	Flat(Vec<u64>),
	Hashed(Table),
}
impl States {
	#[inline(always)]
	fn each<F: FnMut(&[u64], &[u64])>(&self, at: std::ops::Range<usize>, w: usize, mut f: F) {
		match *self {
			States::Flat(ref v) => {
				let to = at.end.min(v.len() / w);
				for (s, c) in v[at.start.min(to) * w..to * w].chunks_exact(w).enumerate() {
					f(&[(at.start + s) as u64], c)
				}
			}
			States::Hashed(ref t) => {
				let (mut base, n) = (0, t.k + w);
				for p in &t.parts {
					for (j, e) in p.records(at.start.max(base) - base, n) {
						if base + j >= at.end {
							return;
						}
						f(&e[..t.k], &e[t.k..])
					}
					base += p.size;
				}
			}
		}
	}
	fn len(&self, w: usize) -> usize {
		match *self {
			States::Flat(ref v) => v.len() / w,
			States::Hashed(ref t) => t.stored(),
		}
	}
	fn bytes(&self) -> usize {
		match *self {
			States::Flat(ref v) => 8 * v.len(),
			States::Hashed(ref t) => t.bytes(),
		}
	}
	fn widen(&mut self, w: usize, to: usize) {
		let wide = |v: &[u64], a: usize| -> Vec<u64> {
			let b = a + to - w;
			let mut out = vec![0; v.len() / a * b];
			for (o, c) in out.chunks_exact_mut(b).zip(v.chunks_exact(a)) {
				o[..a].copy_from_slice(c);
			}
			out
		};
		match *self {
			States::Flat(ref mut v) => *v = wide(v, w),
			States::Hashed(ref mut t) => {
				for p in t.parts.iter_mut() {
					p.slots = wide(&p.slots, t.k + w);
				}
				for q in t.queues.iter_mut() {
					*q = wide(q, t.k + w);
				}
				t.w = to;
			}
		}
	}
	fn bits(&self, w: usize) -> u32 {
		let mut or = vec![0u64; w];
		self.each(0..!0, w, |_, c| {
			for (o, &x) in or.iter_mut().zip(c) {
				*o |= x;
			}
		});
		match or.iter().rposition(|&x| x != 0) {
			Some(k) => 64 * k as u32 + 64 - or[k].leading_zeros(),
			None => 0,
		}
	}
	fn share<R: Ring>(&mut self, n: usize, i: usize, w: usize) {
		let theirs = |key: &[u64]| (mix(key) % n as u64) as usize != i;
		match *self {
			States::Flat(ref mut v) => {
				for (s, c) in v.chunks_exact_mut(w).enumerate() {
					if theirs(&[s as u64]) {
						for x in c.iter_mut() {
							*x = 0;
						}
					}
				}
			}
			States::Hashed(ref mut t) => {
				let k = t.k;
				for p in t.parts.iter_mut() {
					let mine = Part::new(k, k + w, p.size, p.shift, None);
					let old = std::mem::replace(p, mine);
					for (_, e) in old.records(0, k + w).filter(|e| !theirs(&e.1[..k])) {
						p.add::<R>(e, mix(&e[..k]), k, k + w);
					}
				}
			}
		}
	}
}
#[allow(clippy::too_many_arguments)]
fn step<R: Ring, M: Layered>(
	m: &M,
	l: usize,
	cur: &States,
	from: usize,
	next: &mut States,
	w: usize,
	most: usize,
	live: &mut usize,
) -> Option<usize> {
	match (m.words(), w) {
		(1, 1) => step_kw::<R, M>(m, l, cur, from, next, 1, 1, most, live),
		(1, 2) => step_kw::<R, M>(m, l, cur, from, next, 1, 2, most, live),
		(1, 3) => step_kw::<R, M>(m, l, cur, from, next, 1, 3, most, live),
		(k, _) => step_kw::<R, M>(m, l, cur, from, next, k, w, most, live),
	}
}
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn step_kw<R: Ring, M: Layered>(
	m: &M,
	l: usize,
	cur: &States,
	from: usize,
	next: &mut States,
	k: usize,
	w: usize,
	most: usize,
	live: &mut usize,
) -> Option<usize> {
	if let (Some(n), States::Flat(c), States::Flat(v)) = (m.narrow(), cur, &mut *next) {
		*live = flat_step::<R>(n.level(l), c, v, w);
		return None;
	}
	let (mut e, mut out) = (vec![0u64; k + w], Vec::new());
	match *cur {
		States::Flat(ref v) => {
			for (s, c) in v.chunks_exact(w).enumerate().skip(from) {
				if !put::<R, M>(m, l, &[s as u64], c, next, &mut out, &mut e, k, w, most) {
					return settled::<R>(next, Some(s + 1), k, w);
				}
			}
		}
		States::Hashed(ref t) => {
			let mut base = 0;
			for p in &t.parts {
				for (j, x) in p.records(from.max(base) - base, k + w) {
					if !put::<R, M>(m, l, &x[..k], &x[k..], next, &mut out, &mut e, k, w, most) {
						return settled::<R>(next, Some(base + j + 1), k, w);
					}
				}
				base += p.size;
			}
		}
	}
	settled::<R>(next, None, k, w)
}
#[inline(always)]
fn settled<R: Ring>(next: &mut States, at: Option<usize>, k: usize, w: usize) -> Option<usize> {
	if let States::Hashed(ref mut t) = *next {
		t.settle::<R>(k, w);
	}
	at
}
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn put<R: Ring, M: Layered>(
	m: &M,
	l: usize,
	s: &[u64],
	c: &[u64],
	next: &mut States,
	out: &mut Vec<u64>,
	e: &mut [u64],
	k: usize,
	w: usize,
	most: usize,
) -> bool {
	if c[..w].iter().all(|&x| x == 0) {
		return true;
	}
	out.clear();
	match *next {
		States::Flat(ref mut v) => {
			m.each(l, s, out);
			for &t in out.iter() {
				let t = t as usize * w;
				add::<R>(&mut v[t..t + w], &c[..w])
			}
			true
		}
		States::Hashed(ref mut t) => {
			m.each(l, s, out);
			e[k..k + w].copy_from_slice(&c[..w]);
			for key in out.chunks_exact(k) {
				e[..k].copy_from_slice(key);
				t.add::<R>(e, k, w);
			}
			t.bytes() < most
		}
	}
}
#[inline(always)]
fn flat_step<R: Ring>(
	level: (&Layer, &[u64], &[u64], Option<&[u32]>),
	cur: &[u64],
	next: &mut [u64],
	w: usize,
) -> usize {
	let mut live = 0;
	for (s, c) in cur.chunks_exact(w).enumerate() {
		if c.iter().any(|&x| x != 0) {
			live += 1;
			children(level, s as u64, |t| {
				let t = t as usize * w;
				add::<R>(&mut next[t..t + w], c)
			});
		}
	}
	live
}
fn extract(x: u64, u: u64) -> u64 {
	let (mut out, mut k, mut rest) = (0, 0, u);
	while rest != 0 {
		let b = rest & rest.wrapping_neg();
		out |= ((x & b != 0) as u64) << k;
		k += 1;
		rest ^= b;
	}
	out
}
fn block<R: Ring>(m: &Model, from: usize, to: usize, u: u64, v: &mut [u64], w: usize) -> Kept {
	let classes = 1 << ((v.len() / w - 1) as u64 & !u).count_ones();
	let mut store = v;
	classes_of::<R, &mut [u64]>(m, (from, to), u, &mut store, w, 0..classes)
}
pub type Kept = (usize, u64);
pub fn classes_of<R: Ring, S: Store>(
	m: &Model,
	levels: (usize, usize),
	u: u64,
	store: &mut S,
	w: usize,
	range: std::ops::Range<usize>,
) -> Kept {
	match w {
		1 => block_w::<R, S>(m, levels, u, store, 1, range),
		2 => block_w::<R, S>(m, levels, u, store, 2, range),
		3 => block_w::<R, S>(m, levels, u, store, 3, range),
		_ => block_w::<R, S>(m, levels, u, store, w, range),
	}
}
pub trait Store {
	fn size(&self) -> usize;
	fn load(&self, at: usize, x: &mut [u64]);
	fn keep(&mut self, at: usize, x: &[u64]);
}
#[allow(clippy::needless_lifetimes)]
impl<'a> Store for &'a mut [u64] {
	fn size(&self) -> usize {
		self.len()
	}
	#[inline(always)]
	fn load(&self, at: usize, x: &mut [u64]) {
		let n = x.len();
		x.copy_from_slice(&self[at..at + n])
	}
	#[inline(always)]
	fn keep(&mut self, at: usize, x: &[u64]) {
		self[at..at + x.len()].copy_from_slice(x)
	}
}
fn deposit(n: usize, mask: u64) -> u64 {
	let (mut out, mut rest, mut k) = (0, mask, 0);
	while rest != 0 {
		let b = rest & rest.wrapping_neg();
		if n >> k & 1 == 1 {
			out |= b;
		}
		k += 1;
		rest ^= b;
	}
	out
}
#[inline(always)]
fn block_w<R: Ring, S: Store>(
	m: &Model,
	(from, to): (usize, usize),
	u: u64,
	store: &mut S,
	w: usize,
	range: std::ops::Range<usize>,
) -> Kept {
	let local = 1usize << u.count_ones();
	let (mut at, mut d) = (vec![0usize; local], 0u64);
	for a in at.iter_mut() {
		*a = d as usize * w;
		d = (d | !u).wrapping_add(1) & u;
	}
	let (lo, hi) = (m.levels[from].from, m.levels[to - 1].to);
	let mut levels = Model {
		levels: Vec::new(),
		need: m.need[lo..hi].iter().map(|&n| extract(n, u)).collect(),
		add: m.add[lo..hi].iter().map(|&n| extract(n, u)).collect(),
		slots: u.count_ones() as usize,
		index: Vec::new(),
	};
	for (k, v) in m.levels[from..to].iter().enumerate() {
		levels.levels.push(Layer {
			from: v.from - lo,
			to: v.to - lo,
			fbit: extract(v.fbit, u),
			needs: extract(v.needs, u),
			must: extract(v.must, u),
			keep: extract(v.keep, u),
			..*v
		});
		if v.index.is_some() {
			levels.index(k);
		}
	}
	let (mut a, mut b) = (vec![0u64; local * w], vec![0u64; local * w]);
	let outside = (store.size() / w - 1) as u64 & !u;
	let (mut o, mut live, mut top) = (deposit(range.start, outside), 0, 0);
	for _ in range {
		let base = o as usize * w;
		let mut any = 0;
		for (x, &g) in a.chunks_exact_mut(w).zip(&at) {
			store.load(base + g, x);
			any |= x.iter().fold(0, |s, &y| s | y);
		}
		if any != 0 {
			for k in 0..to - from {
				for x in b.iter_mut() {
					*x = 0;
				}
				flat_step::<R>(levels.level(k), &a, &mut b, w);
				std::mem::swap(&mut a, &mut b);
			}
			for (x, &g) in a.chunks_exact(w).zip(&at) {
				live += x.iter().any(|&y| y != 0) as usize;
				top |= x[w - 1];
				store.keep(base + g, x);
			}
		}
		o = (o | !outside).wrapping_add(1) & outside;
	}
	(live, top)
}
const FLAT_BITS: usize = 24;
const DENSE: usize = 4;
const CACHED: usize = 1 << 20;
const BLOCK: u32 = 12;
const GROWN: u32 = 32;
const PARTED: usize = 64;
pub struct Sweep {
	pub budget: usize,
	pub part: Option<(usize, usize)>,
	pub most: u64,
	pub watch: Option<Watch>,
	pub spent: Spent,
}
impl Sweep {
	pub fn new(budget: usize) -> Sweep {
		Sweep {
			budget,
			part: None,
			most: !0,
			watch: None,
			spent: Spent::default(),
		}
	}
}
pub type Watch = Box<dyn FnMut(&Spent)>;
#[derive(Clone, Copy, Default)]
pub struct Spent {
	pub states: u64,
	pub level: usize,
	pub widest: usize,
	pub bytes: usize,
}
struct Frame {
	level: usize,
	states: States,
	bits: u32,
	from: usize,
	live: usize,
}
pub trait Engine {
	fn block<R: Ring>(
		&self,
		m: &Model,
		from: usize,
		to: usize,
		u: u64,
		v: &mut [u64],
		w: usize,
	) -> Kept;
	#[allow(clippy::too_many_arguments)]
	fn step<R: Ring, M: Layered + Sync>(
		&self,
		m: &M,
		l: usize,
		cur: &States,
		from: usize,
		next: &mut States,
		w: usize,
		most: usize,
		live: &mut usize,
	) -> Option<usize>;
}
pub struct One;
impl Engine for One {
	fn block<R: Ring>(
		&self,
		m: &Model,
		from: usize,
		to: usize,
		u: u64,
		v: &mut [u64],
		w: usize,
	) -> Kept {
		block::<R>(m, from, to, u, v, w)
	}
	fn step<R: Ring, M: Layered + Sync>(
		&self,
		m: &M,
		l: usize,
		cur: &States,
		from: usize,
		next: &mut States,
		w: usize,
		most: usize,
		live: &mut usize,
	) -> Option<usize> {
		step::<R, M>(m, l, cur, from, next, w, most, live)
	}
}
struct Run<'a, M: 'a> {
	m: &'a M,
	narrow: Option<&'a Model>,
	size: usize,
	stack: Vec<Frame>,
	total: Vec<u64>,
	w: usize,
	spare_flat: Vec<u64>,
	spare_table: Option<Table>,
	parted: Option<usize>,
}
pub fn count<R: Ring, M: Layered + Sync, E: Engine>(m: &M, s: &mut Sweep, e: &E) -> Option<R> {
	let mut r = Run::new::<R>(m);
	while let Some(f) = r.stack.pop() {
		let held = r.stack.iter().map(|g| g.states.bytes()).sum::<usize>() + f.states.bytes();
		s.spent.bytes = s.spent.bytes.max(held);
		let mut f = r.share::<R>(f, s);
		if f.level == m.levels() {
			f.states.each(0..!0, r.w, |key, c| {
				if key.iter().all(|&x| x == 0) {
					sum::<R>(&mut r.total, c);
				}
			});
			continue;
		}
		let l = f.level;
		let was = f.states.len(r.w) as u64;
		let run = r.run(&f, R::MODULUS.is_none());
		let end = run.map_or(l + 1, |r| r.0);
		let grow: u32 = (l..end).map(|j| m.grow(j)).sum();
		r.widen::<R>(&mut f, grow);
		if let (Some(x), Some((end, u)), &mut States::Flat(ref mut v)) =
			(r.narrow, run, &mut f.states)
		{
			let (live, top) = e.block::<R>(x, l, end, u, v, r.w);
			f.live = live;
			let low = 64 * (r.w as u32 - 1);
			f.bits = (f.bits + grow).min(low + 64 - top.leading_zeros());
			s.spent.states += ((end - l) * r.size) as u64;
		}
		if run.is_some() {
			f.level = end;
			r.stack.push(f);
		} else {
			r.level::<R, E>(f, s, held, e);
		}
		let next = r.stack.last().map_or(0, |g| g.states.len(r.w)) as u64;
		let ahead = if next > was { 2 * next } else { next };
		if s.spent.states + ahead > s.most {
			return None;
		}
	}
	if let (Some((_, i)), None) = (s.part, r.parted) {
		if i > 0 {
			r.total = vec![0];
		}
	}
	Some(R::of_words(&r.total))
}
impl<'a, M: Layered + Sync> Run<'a, M> {
	fn new<R: Ring>(m: &'a M) -> Run<'a, M> {
		let (k, narrow) = (m.words(), m.narrow().filter(|x| x.slots <= FLAT_BITS));
		let mut root = Table::new(k, 1, 1, None);
		let mut e = vec![0u64; k + 1];
		e[k] = 1;
		root.add::<R>(&e, k, 1);
		let start = Frame {
			level: 0,
			states: States::Hashed(root),
			bits: 1,
			from: 0,
			live: 1,
		};
		Run {
			m,
			narrow,
			size: narrow.map_or(0, |x| 1usize << x.slots),
			stack: vec![start],
			total: vec![0],
			w: 1,
			spare_flat: Vec::new(),
			spare_table: None,
			parted: None,
		}
	}
	fn share<R: Ring>(&mut self, mut f: Frame, s: &mut Sweep) -> Frame {
		if f.from == 0 {
			let len = f.states.len(self.w);
			s.spent.widest = s.spent.widest.max(len);
			if let Some((parts, i)) = s.part {
				if self.parted.is_none() && len >= PARTED * parts {
					self.parted = Some(f.level);
				}
				if self.parted == Some(f.level) {
					f.states.share::<R>(parts, i, self.w);
					s.most = !0;
				}
			}
		}
		f
	}
	fn run(&self, f: &Frame, exact: bool) -> Option<(usize, u64)> {
		let (x, l, n) = match (self.narrow, &f.states) {
			(Some(x), &States::Flat(_)) => (x, f.level, self.m.levels()),
			_ => return None,
		};
		let (mut end, mut u, mut grow) = (l + 1, x.touched(l), x.levels[l].grow);
		while end < n
			&& (u | x.touched(end)).count_ones() <= BLOCK
			&& (!exact || grow + x.levels[end].grow <= GROWN)
		{
			u |= x.touched(end);
			grow += x.levels[end].grow;
			end += 1;
		}
		let u = u & (self.size as u64 - 1);
		match end > l + 1 || u.count_ones() <= BLOCK && (u.count_ones() as usize) < x.slots {
			true => Some((end, u)),
			false => None,
		}
	}
	fn widen<R: Ring>(&mut self, f: &mut Frame, grow: u32) {
		let w = self.w;
		if R::MODULUS.is_none() && f.bits + grow > 64 * w as u32 {
			f.bits = f.states.bits(w);
			let to = (f.bits + grow + 63) as usize / 64;
			if to > w {
				for g in self.stack.iter_mut() {
					g.states.widen(w, to);
				}
				f.states.widen(w, to);
				self.w = to;
			}
		}
	}
	fn level<R: Ring, E: Engine>(&mut self, mut f: Frame, s: &mut Sweep, held: usize, e: &E) {
		let (l, k, w, size) = (f.level, self.m.words(), self.w, self.size);
		let live = match f.states {
			States::Flat(_) => f.live,
			States::Hashed(ref t) => t.stored(),
		};
		let flat = self.narrow.map_or(false, |x| {
			let moves = x.levels[l].to - x.levels[l].from + 1;
			let dense = match live * (k + w) * 8 <= CACHED {
				true => DENSE,
				false => 4 * DENSE,
			};
			live * moves * dense >= size && held + 8 * size * w <= s.budget
		});
		let mut next = if flat {
			let mut v = std::mem::replace(&mut self.spare_flat, Vec::new());
			v.clear();
			v.resize(size * w, 0);
			States::Flat(v)
		} else {
			let room = s.budget.saturating_sub(held) / 16 / (k + w);
			States::Hashed(Table::new(k, w, live.min(room), self.spare_table.take()))
		};
		let mut live = live;
		let len = f.states.len(w) as u64;
		if f.from == 0 {
			s.spent.states += len;
		}
		let left = s.most.saturating_sub(s.spent.states);
		let left = (left / 2).max(len).min(left);
		let left = left.min(!0usize as u64 >> 24) as usize;
		let most = next.bytes().max(32 * (k + w) * left) + 8 * (k + w) * QUEUE;
		let most = s.budget.saturating_sub(held).min(most);
		let rest = e.step::<R, M>(self.m, l, &f.states, f.from, &mut next, w, most, &mut live);
		s.spent.level = l + 1;
		if let Some(ref mut watch) = s.watch {
			watch(&s.spent);
		}
		let g = Frame {
			level: l + 1,
			states: next,
			bits: f.bits + self.m.grow(l),
			from: 0,
			live,
		};
		match rest {
			Some(at) => {
				if s.part.is_some() && self.parted.is_none() {
					self.parted = Some(l + 1);
				}
				f.from = at;
				self.stack.push(f);
			}
			None => match f.states {
				States::Flat(v) => self.spare_flat = v,
				States::Hashed(t) => self.spare_table = Some(t),
			},
		}
		self.stack.push(g);
	}
}
fn sum<R: Ring>(t: &mut Vec<u64>, c: &[u64]) {
	if t.len() < c.len() + 1 && R::MODULUS.is_none() {
		t.resize(c.len() + 1, 0);
	}
	let mut d = c.to_vec();
	d.resize(t.len(), 0);
	add::<R>(t, &d);
}
pub const MODULUS: u64 = 1_000_000_007;
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mod(pub u64);
impl Ring for Mod {
	const MODULUS: Option<u64> = Some(MODULUS);
	fn of_words(w: &[u64]) -> Mod {
		Mod(w[0])
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
// ---- END blocks ----
}
