//! # Luogu P4205 [NOI 2005] 智慧珠游戏: the bead puzzle, by Dancing Links
//!
//! **Problem.** A triangular board of 10 rows, row `i` holding `i` cells (55 cells), is to be
//! covered by 12 pieces `A`-`L` (`A` has 3 cells; `B`, `C`, `D` 4; `E`-`L` 5), each used once, in
//! any rotation or reflection. Some pieces are already placed.
//!
//! **Input.** 10 lines, line `i` holding `i` characters: a letter `A`-`L` (a cell of a placed
//! piece) or `.` (an empty cell). Read as a stream of 55 cells: any whitespace layout (spaces,
//! tabs, CRLF, blank lines, the board on one line), a UTF-8 BOM; anything after the 55th cell is
//! ignored.
//!
//! **Output.** The filled board: 10 lines, line `i` of `i` letters. With no filling, the line
//! `No solution`. Every test has at most one solution; here the first one found is printed.
//!
//! **Judge.** Luogu: rustc 1.88.0, `rustc --edition 2024 -W warnings -C opt-level=2`
//! (luogu-dev/docs, docs/manual/luogu/problem/judging.md). It compiles too with rustc 1.33.0
//! (editions 2015 and 2018) and today's (2015-2024).
//!
//! **Limits.** Not published. The slowest boards have one or two pieces placed: the search has
//! many ways to start, and must refute them all when there is no filling. Each such board is
//! answered in a few hundredths of a second (the empty board has 32,288 fillings).
//!
//! **Exact cover model.** Items: the 12 pieces, then the 55 cells, in reading order (67
//! primary items). Options: a piece with the cells of one of its placements on the board. A
//! placed piece has one option, its own placement; an unplaced piece has every placement of
//! each of its distinct orientations on empty cells (1,644 options in all on the empty
//! board). The DLX branches on the item with the fewest options.
//!
//! **Errors.** A character other than `A`-`L` and `.` among the 55 cells, or a placed piece whose
//! cells are not exactly one placement of its shape (too few or too many cells, or the wrong
//! shape): one line on stderr naming the input line, `No solution` printed (the board as given
//! cannot be filled), exit code 1. Fewer than 55 cells: a note on stderr, `No solution` (an
//! output of one of the two forms a checker expects), exit code 0.

use self::lib::*;

// ---- encoding ----

/// The pieces `A` to `L` (`#` a cell, `/` between rows), as the statement draws them.
const PIECES: [&str; 12] = [
    "##/#.",
    "####",
    "###/#..",
    "##/##",
    "#../#../###",
    "####/.#..",
    "###/#.#",
    "###/##.",
    "###./..##",
    ".#./###/.#.",
    "#../##./.##",
    "####/#...",
];

/// The 55 cells of the board, in reading order.
fn board() -> Vec<Cell> {
    (0..10)
        .flat_map(|r| (0..r + 1).map(move |c| (r, c)))
        .collect()
}

/// A byte as an error message shows it.
fn show(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("byte 0x{:02X}", b)
    }
}

/// Each cell's letter (`b'.'` if empty) and the input line it is on.
struct Board {
    grid: [u8; 55],
    line: [usize; 55],
}

/// Reads the 55 cells, or logs why not: a note where the input ends early, an error at a byte
/// that is no cell.
fn read_board(scan: &mut Scan, log: &mut Log) -> Option<Board> {
    let mut given = Board {
        grid: [b'.'; 55],
        line: [0; 55],
    };
    for k in 0..55 {
        let b = match scan.cell() {
            Some(b) => b,
            None => {
                log.note(format!("the input ends after {} of the 55 cells", k));
                return None;
            }
        };
        match b {
            b'A'..=b'L' | b'.' => {}
            _ => {
                let (r, c) = board()[k];
                log.error(format!(
                    "line {}: {} in row {}, cell {}: expected A-L or '.'",
                    scan.line(),
                    show(b),
                    r + 1,
                    c + 1
                ));
                return None;
            }
        }
        given.grid[k] = b;
        given.line[k] = scan.line();
    }
    Some(given)
}

/// The options, added to `dlx`: each piece's placements that agree with the board (a placed
/// piece keeps its own placement, the others go on empty cells), as (piece, cells by bit); or
/// what is wrong with a placed piece that is no placement of its shape.
fn model(dlx: &mut Dlx, b: &Board, cells: &[Cell]) -> Result<Vec<(usize, u64)>, String> {
    let filled = (0..55)
        .filter(|&k| b.grid[k] != b'.')
        .fold(0u64, |m, k| m | 1 << k);
    let mut options: Vec<(usize, u64)> = Vec::new();
    for (p, picture) in PIECES.iter().enumerate() {
        let letter = b'A' + p as u8;
        let own = (0..55).filter(|&k| b.grid[k] == letter);
        let own = own.fold(0u64, |m, k| m | 1 << k);
        let mut any = false;
        for place in placements(&shape(picture), cells, true) {
            let mask = place.iter().fold(0u64, |m, &k| m | 1 << k);
            if (own != 0 && mask == own) || (own == 0 && mask & filled == 0) {
                let mut items = vec![p];
                items.extend(place.iter().map(|&k| 12 + k));
                dlx.add_option(&items);
                options.push((p, mask));
                any = true;
            }
        }
        if own != 0 && !any {
            return Err(misplaced(own, &b.line, letter, shape(picture).len()));
        }
    }
    Ok(options)
}

/// What is wrong with piece `letter`, placed on the cells `own` (by bit) of the given `line`s:
/// not `size` cells, or not one placement of its shape.
fn misplaced(own: u64, line: &[usize; 55], letter: u8, size: usize) -> String {
    let first = own.trailing_zeros() as usize;
    let last = 63 - own.leading_zeros() as usize;
    let lines = if line[first] == line[last] {
        format!("line {}", line[first])
    } else {
        format!("lines {}-{}", line[first], line[last])
    };
    let n = own.count_ones();
    if n as usize != size {
        format!(
            "{}: piece {} has {} cells, not {}",
            lines, letter as char, n, size
        )
    } else {
        format!(
            "{}: the cells of piece {} are not one placement of its shape",
            lines, letter as char
        )
    }
}

/// The board filled: `None` if it cannot be (a placed piece that is wrong logged).
fn fill(b: &Board, cells: &[Cell], log: &mut Log) -> Option<[u8; 55]> {
    let mut dlx = Dlx::new(12 + 55, 0);
    let options = match model(&mut dlx, b, cells) {
        Ok(options) => options,
        Err(e) => {
            log.error(e);
            return None;
        }
    };
    let mut first = First(None);
    dlx.search(&mut X(Mrv, ()), &mut first);
    let mut grid = b.grid;
    for &o in &first.0? {
        let (p, mask) = options[o];
        for (k, g) in grid.iter_mut().enumerate() {
            if mask >> k & 1 == 1 {
                *g = b'A' + p as u8;
            }
        }
    }
    Some(grid)
}

/// Solves the board in `input` into `out`.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let cells = board();
    let grid = match read_board(&mut Scan::new(input), log) {
        Some(b) => fill(&b, &cells, log),
        None => None,
    };
    let grid = match grid {
        Some(grid) => grid,
        None => return out.extend_from_slice(b"No solution\n"),
    };
    for r in 0..10 {
        out.extend_from_slice(&grid[r * (r + 1) / 2..(r + 1) * (r + 2) / 2]);
        out.push(b'\n');
    }
}

fn main() {
    run("p4205", solve);
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
pub fn shape(picture: &str) -> Vec<Cell> {
	let mut cells = Vec::new();
	for (r, row) in picture.split('/').enumerate() {
		for (c, b) in row.bytes().enumerate() {
			if b == b'#' {
				cells.push((r as i32, c as i32));
			}
		}
	}
	cells
}
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
