//! # Luogu P4929 【模板】舞蹈链(DLX): exact cover of a 0/1 matrix, by Dancing Links
//!
//! **Problem.** Given an `N` x `M` matrix of 0s and 1s, choose rows so that every column has a 1
//! in exactly one chosen row.
//!
//! **Input.** `N M`, then the `N*M` values `0` or `1`, row by row, read as a stream of cells:
//! any whitespace or none between them (tabs, CRLF, rows split or run together), a UTF-8 BOM.
//! Anything after the `N*M`-th value is ignored.
//!
//! **Output.** One line: the numbers (1-based) of the chosen rows in increasing order, separated
//! by single spaces (the statement accepts any valid cover in any order). With no cover (so
//! with `N = 0 < M`), `No Solution!`. With `M = 0`, the empty set covers: an empty line.
//!
//! **Judge.** Luogu: rustc 1.88.0, `rustc --edition 2024 -W warnings -C opt-level=2`
//! (luogu-dev/docs, docs/manual/luogu/problem/judging.md). It compiles too with rustc 1.33.0
//! (editions 2015 and 2018) and today's (2015-2024).
//!
//! **Limits.** `N, M <= 500`, at most 5,000 ones (time and memory not published). Larger
//! matrices are answered too: only the ones are stored, up to `MAX_ONES` of them.
//!
//! **Exact cover model.** Items: the `M` columns, in input order. Options: the rows with a 1,
//! each covering the columns of its 1s (a row of zeros is never needed; a table maps options
//! back to rows). A column of zeros means `No Solution!` before the DLX is built. On matrices
//! like tilings (few options per item compared with the options' overlaps, see `if_it_pays`)
//! a rule runs at every node: forward checking takes out the rows that clash with every row
//! left to some other column (`Lookahead`, through the visit `Prune`, paired before the one
//! that stops at the first cover); elsewhere it costs more than it saves, and the plain search
//! runs.
//!
//! **Errors (exit 1, a message, nothing on stdout).** `N` or `M` not a non-negative integer; a
//! value other than `0` or `1` (its line, row and column named); fewer than `N*M` values (any
//! answer would be a guess); an `N*M` larger than the input's length (checked before anything
//! is allocated), or more than `MAX_ONES` ones.
//!
//! The blocks are bundled compact (no comments; `src/` has them whole). with
//! forward checking that knows colours they would not fit in 36,000 bytes otherwise.

use self::lib::*;

/// The most ones a matrix may have: the DLX takes about 16 bytes per one.
const MAX_ONES: usize = 1 << 24;

/// Reads `N` or `M` (named `what`).
fn size(scan: &mut Scan, what: &str) -> Result<u64, String> {
    match scan.number() {
        None => Err(format!("the input ends before {}", what)),
        Some(Ok(v)) => Ok(v),
        Some(Err(token)) => Err(format!(
            "line {}: {} must be a non-negative integer, found '{}'",
            scan.line(),
            what,
            show(&token[..token.len().min(20)])
        )),
    }
}

/// Bytes for a message: printable ASCII as is, others in hex.
fn show(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        if b.is_ascii_graphic() {
            s.push(b as char);
        } else {
            s.push_str(&format!("\\x{:02X}", b));
        }
    }
    s
}

/// Reads `N` and `M`, and checks that the input is long enough to hold their `N*M` values.
fn sizes(scan: &mut Scan, input: &[u8]) -> Result<(usize, usize), String> {
    let (n, m) = (size(scan, "N")?, size(scan, "M")?);
    // Every value takes a byte: the input's length bounds N*M before anything is allocated.
    match n.checked_mul(m) {
        Some(v) if v <= input.len() as u64 => Ok((n as usize, m as usize)),
        v => {
            let need = v.map_or("more than 2^64".to_string(), |v| v.to_string());
            Err(format!(
                "N = {} and M = {} need {} values, but the input is {} bytes long",
                n,
                m,
                need,
                input.len()
            ))
        }
    }
}

/// The matrix's ones: the columns of all rows' ones, row after row, and where each row's ones
/// end; whether every column has a one.
struct Ones {
    cols: Vec<usize>,
    ends: Vec<usize>,
    every_column: bool,
}

/// Reads the `n` rows of `m` values. Byte by byte: up to 250,000 values, where a token at a time
/// would cost more than the search. Kept out of `solve`: inlined there, its loop compiles to
/// more instructions a byte.
#[inline(never)]
fn read_rows(scan: &mut Scan, n: usize, m: usize) -> Result<Ones, String> {
    let mut ones: Vec<usize> = Vec::new();
    let mut ends: Vec<usize> = Vec::with_capacity(n);
    let mut has_one = vec![false; m];
    let (body, mut line) = scan.rest();
    let mut bytes = body.iter();
    for row in 1..n + 1 {
        let mut col = 0;
        while col < m {
            match bytes.next() {
                Some(b'0') => col += 1,
                Some(b'1') => {
                    if ones.len() == MAX_ONES {
                        return Err(format!("more than {} ones: too large", MAX_ONES));
                    }
                    ones.push(col);
                    has_one[col] = true;
                    col += 1;
                }
                Some(b'\n') => line += 1,
                Some(b) if b.is_ascii_whitespace() => {}
                Some(&b) => {
                    return Err(format!(
                        "line {}, row {}, column {}: '{}' is not 0 or 1",
                        line,
                        row,
                        col + 1,
                        show(&[b])
                    ))
                }
                None => {
                    return Err(format!(
                        "row {}: the input ends after {} of its {} values",
                        row, col, m
                    ))
                }
            }
        }
        ends.push(ones.len());
    }
    Ok(Ones {
        cols: ones,
        ends,
        every_column: !has_one.contains(&false),
    })
}

/// A cover of the `m` columns by rows of `ones`: the rows' numbers (1-based), in increasing
/// order, or `None`.
fn cover(m: usize, ones: &Ones) -> Option<Vec<usize>> {
    let mut dlx = Dlx::new(m, 0);
    // Option number -> row number (1-based).
    let mut row_of: Vec<usize> = Vec::new();
    let mut options: Vec<&[usize]> = Vec::new();
    // Last row first: each item's list then holds its rows from the last, as a textbook DLX that
    // links each new row under the header holds them, and the search finds the same cover.
    for row in (0..ones.ends.len()).rev() {
        let start = if row == 0 { 0 } else { ones.ends[row - 1] };
        let cols = &ones.cols[start..ones.ends[row]];
        if dlx.add_option(cols).is_some() {
            row_of.push(row + 1);
            options.push(cols);
        }
    }
    let mut first = First(None);
    if let Some(look) = Lookahead::if_it_pays(m, &options, ones.cols.len()) {
        let mut v = (Prune::new(look), first);
        dlx.search(&mut X(Mrv, ()), &mut v);
        first = v.1;
    } else {
        dlx.search(&mut X(Mrv, ()), &mut first);
    }
    // With no columns (M = 0, outside the limits) the empty cover is no row to print: none.
    let cover = first.0.filter(|cover| !cover.is_empty())?;
    let mut rows: Vec<usize> = cover.iter().map(|&o| row_of[o]).collect();
    rows.sort_unstable();
    Some(rows)
}

/// Solves the instance in `input` into `out`, and logs what is wrong with the input.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let (n, m) = match sizes(&mut scan, input) {
        Ok(sizes) => sizes,
        Err(e) => return log.error(e),
    };
    if m == 0 {
        return out.push(b'\n');
    }
    if n == 0 {
        return out.extend_from_slice(b"No Solution!\n");
    }
    let ones = match read_rows(&mut scan, n, m) {
        Ok(ones) => ones,
        Err(e) => return log.error(e),
    };
    let rows = if ones.every_column {
        cover(m, &ones)
    } else {
        None
    };
    match rows {
        Some(rows) => {
            for (k, r) in rows.iter().enumerate() {
                if k > 0 {
                    out.push(b' ');
                }
                out.extend_from_slice(r.to_string().as_bytes());
            }
            out.push(b'\n');
        }
        None => out.extend_from_slice(b"No Solution!\n"),
    }
}

fn main() {
    run("p4929", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan dlx x pair budget prune log ----
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
	pub fn rest(&self) -> (&'a [u8], usize) {
		(&self.input[self.pos..], self.line)
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
impl Dlx {
	pub fn remove_option(&mut self, o: usize, linked: bool) -> bool {
		if o >= self.first.len() {
			return false;
		}
		let nodes = self.option(o);
		let (first, end) = (nodes.start as u32, nodes.end as u32);
		// SAFETY: an option's nodes, and the links, are node numbers (the invariant).
		unsafe {
			if !linked {
				for q in first..end {
					let (u, d) = (get(&self.ulink, q), get(&self.dlink, q));
					if get(&self.dlink, u) != q || get(&self.ulink, d) != q {
						return false;
					}
				}
			}
			for q in first..end {
				let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
				set(&mut self.dlink, u, d);
				set(&mut self.ulink, d, u);
				let len = get(&self.top, h);
				set(&mut self.top, h, len.wrapping_sub(1));
			}
		}
		true
	}
	pub fn restore_option(&mut self, o: usize) {
		let nodes = self.option(o);
		// SAFETY: as in `remove_option`.
		unsafe {
			for q in (nodes.start as u32..nodes.end as u32).rev() {
				let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
				set(&mut self.dlink, u, q);
				set(&mut self.ulink, d, q);
				let len = get(&self.top, h);
				set(&mut self.top, h, len.wrapping_add(1));
			}
		}
	}
}
// -- pair (src/dlx.rs) --
impl<K, A: Visit<K>, B: Visit<K>> Visit<K> for (A, B) {
	fn enter(&mut self, dlx: &mut Dlx) -> Step {
		let step = self.0.enter(dlx);
		if step != Step::On {
			return step;
		}
		let step = self.1.enter(dlx);
		if step != Step::On {
			self.0.leave(dlx);
		}
		step
	}
	fn branch(&mut self, dlx: &Dlx, item: usize) -> Step {
		match self.0.branch(dlx, item) {
			Step::On => self.1.branch(dlx, item),
			step => step,
		}
	}
	fn leave(&mut self, dlx: &mut Dlx) {
		self.1.leave(dlx);
		self.0.leave(dlx);
	}
	fn solution(&mut self, dlx: &Dlx) -> Step {
		let (a, b) = (self.0.solution(dlx), self.1.solution(dlx));
		if a == Step::Stop || b == Step::Stop {
			Step::Stop
		} else {
			Step::On
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
// -- prune (src/prune.rs) --
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Verdict {
	Live,
	Dead,
}
pub trait Rule<K = Exact> {
	const LINKED: bool;
	fn prune(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> Verdict;
	fn solution(&mut self, dlx: &Dlx) -> Step;
}
pub struct Prune<R> {
	pub rule: R,
	trail: Vec<usize>,
	marks: Vec<usize>,
	dead: Vec<usize>,
}
impl<R> Prune<R> {
	pub fn new(rule: R) -> Prune<R> {
		Prune {
			rule,
			trail: Vec::new(),
			marks: Vec::new(),
			dead: Vec::new(),
		}
	}
}
impl<K, R: Rule<K>> Visit<K> for Prune<R> {
	fn enter(&mut self, d: &mut Dlx) -> Step {
		self.dead.clear();
		if self.rule.prune(d, &mut self.dead) == Verdict::Dead {
			return Step::Back;
		}
		self.marks.push(self.trail.len());
		for &o in &self.dead {
			if d.remove_option(o, R::LINKED) {
				self.trail.push(o);
			}
		}
		Step::On
	}
	fn leave(&mut self, d: &mut Dlx) {
		let mark = self.marks.pop().unwrap_or(0);
		while self.trail.len() > mark {
			if let Some(o) = self.trail.pop() {
				d.restore_option(o);
			}
		}
	}
	fn solution(&mut self, d: &Dlx) -> Step {
		self.rule.solution(d)
	}
}
pub struct Lookahead {
	words: usize,
	max_len: u32,
	min_options: u32,
	of_item: Vec<u64>,
	clash: Vec<u64>,
	active: Vec<u64>,
	path: Vec<u32>,
	valid: usize,
	items: Vec<usize>,
	live: Vec<usize>,
	dead: Vec<u64>,
	gone: Vec<u64>,
	meet: Vec<u64>,
}
pub trait Entry: Copy {
	fn item(self) -> usize;
	fn colour(self) -> u32;
}
impl Entry for usize {
	fn item(self) -> usize {
		self
	}
	fn colour(self) -> u32 {
		0
	}
}
impl Lookahead {
	pub fn if_it_pays<E: Entry>(
		primary: usize,
		options: &[&[E]],
		ones: usize,
	) -> Option<Lookahead> {
		if options.len() <= 4096 && ones / 64 >= primary {
			Some(Lookahead::new(primary, options, 28, 100))
		} else {
			None
		}
	}
	pub fn new<E: Entry>(
		primary: usize,
		options: &[&[E]],
		max_len: u32,
		min_options: u32,
	) -> Lookahead {
		let n = options.len();
		let w = (n + 63) / 64;
		let mut of_item = vec![0u64; primary * w];
		let mut of_colour = std::collections::HashMap::new();
		for (p, items) in options.iter().enumerate() {
			for e in items.iter() {
				let (i, bit) = (e.item(), 1 << (p % 64));
				if i < primary {
					of_item[i * w + p / 64] |= bit;
				} else {
					for &c in &[0, e.colour()] {
						of_colour.entry((i, c)).or_insert_with(|| vec![0u64; w])[p / 64] |= bit;
					}
				}
			}
		}
		let mut clash = vec![0u64; n * w];
		for (p, items) in options.iter().enumerate() {
			let row = &mut clash[p * w..(p + 1) * w];
			row[p / 64] |= 1 << (p % 64);
			for e in items.iter() {
				let (i, c) = (e.item(), e.colour());
				if i < primary {
					for (r, &x) in row.iter_mut().zip(&of_item[i * w..(i + 1) * w]) {
						*r |= x;
					}
				} else {
					let all = &of_colour[&(i, 0)];
					let same = of_colour.get(&(i, c)).filter(|_| c > 0);
					for (t, r) in row.iter_mut().enumerate() {
						*r |= all[t] & !same.map_or(0, |s| s[t]);
					}
				}
			}
		}
		let mut active = vec![0u64; (primary + 1) * w];
		for (t, a) in active[..w].iter_mut().enumerate() {
			let bits = n - 64 * t;
			*a = if bits >= 64 { !0 } else { (1 << bits) - 1 };
		}
		Lookahead {
			words: w,
			max_len,
			min_options,
			of_item,
			clash,
			active,
			path: vec![0; primary],
			valid: 0,
			items: Vec::new(),
			live: Vec::new(),
			dead: vec![0; w],
			gone: vec![0; w],
			meet: vec![0; w],
		}
	}
}
impl Lookahead {
	fn follow(&mut self, d: &Dlx) {
		let (w, depth) = (self.words, d.depth());
		let mut l = 0;
		while l < depth && l < self.valid && self.path[l] == d.node(l) {
			l += 1;
		}
		for l in l..depth {
			let x = d.node(l);
			self.path[l] = x;
			let o = d.option_of(x);
			for t in 0..w {
				self.active[(l + 1) * w + t] = self.active[l * w + t] & !self.clash[o * w + t];
			}
		}
		self.valid = depth;
	}
	fn round(&mut self, depth: usize, first: bool) -> Option<bool> {
		let w = self.words;
		let (of_item, clash, items) = (&self.of_item, &self.clash, &self.items);
		let (dead, gone, meet, live) = (&mut self.dead, &self.gone, &mut self.meet, &self.live);
		let a = &self.active[depth * w..(depth + 1) * w];
		for &t in live.iter() {
			dead[t] = 0;
		}
		let mut any = false;
		for &i in items.iter() {
			let own = &of_item[i * w..(i + 1) * w];
			if !first && live.iter().all(|&t| gone[t] & own[t] == 0) {
				continue;
			}
			let mut seen = false;
			let mut meets = true;
			'options: for &t in live.iter() {
				let mut bits = a[t] & own[t];
				while bits != 0 {
					let p = t * 64 + bits.trailing_zeros() as usize;
					bits &= bits - 1;
					let clash = &clash[p * w..(p + 1) * w];
					let mut any_left = 0;
					if seen {
						for (m, &c) in meet.iter_mut().zip(clash) {
							*m &= c;
							any_left |= *m;
						}
					} else {
						for (m, (&c, (&x, &o))) in
							meet.iter_mut().zip(clash.iter().zip(a.iter().zip(own)))
						{
							*m = c & x & !o;
							any_left |= *m;
						}
					}
					seen = true;
					if any_left == 0 {
						meets = false;
						break 'options;
					}
				}
			}
			if !seen {
				return None;
			}
			if meets {
				for &t in live.iter() {
					dead[t] |= meet[t];
				}
				any = true;
			}
		}
		Some(any)
	}
}
impl Lookahead {
	fn read(&mut self, d: &Dlx, depth: usize) -> Option<Verdict> {
		let w = self.words;
		{
			let (live, a) = (&mut self.live, &self.active[depth * w..(depth + 1) * w]);
			live.clear();
			live.extend((0..w).filter(|&t| a[t] != 0));
			if live.iter().map(|&t| a[t].count_ones()).sum::<u32>() < self.min_options {
				return Some(Verdict::Live);
			}
		}
		let (items, max_len) = (&mut self.items, self.max_len);
		items.clear();
		let some_left = d.each_active(|h, len| {
			if len <= max_len {
				items.push(h as usize - 1);
			}
			len > 0
		});
		if some_left {
			None
		} else {
			Some(Verdict::Dead)
		}
	}
	fn take(&mut self, depth: usize, out: &mut Vec<usize>) {
		let w = self.words;
		let a = &mut self.active[depth * w..(depth + 1) * w];
		for &t in self.live.iter() {
			let mut bits = self.dead[t] & a[t];
			self.gone[t] = bits;
			a[t] &= !bits;
			while bits != 0 {
				out.push(t * 64 + bits.trailing_zeros() as usize);
				bits &= bits - 1;
			}
		}
	}
}
impl Rule for Lookahead {
	const LINKED: bool = false;
	fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
		let depth = d.depth();
		self.follow(d);
		if let Some(v) = self.read(d, depth) {
			return v;
		}
		let mut first = true;
		loop {
			match self.round(depth, first) {
				None => return Verdict::Dead,
				Some(false) => return Verdict::Live,
				Some(true) => self.take(depth, out),
			}
			first = false;
		}
	}
	fn solution(&mut self, _: &Dlx) -> Step {
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
// ---- END blocks ----
}
