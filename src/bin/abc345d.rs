//! # AtCoder ABC345 D "Tiling": some of N rectangles on an H x W grid, by Dancing Links
//!
//! **Problem.** An `H x W` grid of unit squares and `N` tiles, tile `i` an `A_i x B_i`
//! rectangle. Can the tiles be placed so that every square is covered by exactly one tile?
//! Tiles may be left unused; a tile used may be turned (rotated or flipped), but must lie on the
//! grid lines and not stick out of the grid. Statement:
//! <https://atcoder.jp/contests/abc345/tasks/abc345_d>.
//!
//! **Input.** `N H W`, then `N` lines `A_i B_i`. Read as a stream of numbers, any whitespace
//! between them (CRLF, tabs, blank lines, a UTF-8 BOM, no final newline); whatever follows the
//! last tile is ignored.
//!
//! **Output.** `Yes` if such a placement exists, else `No`.
//!
//! **Judge.** AtCoder: rustc 1.89.0, `rustc --edition 2024 -C opt-level=3` (its 2025-10 language
//! update, img.atcoder.jp/file/language-update/2025-10/language-list.html; it builds with Cargo,
//! whose release opt-level is assumed). It compiles too with rustc 1.33.0 (editions 2015 and 2018)
//! and today's (2015-2024).
//!
//! **Limits.** `1 <= N <= 7`, `1 <= H, W <= 10`, `1 <= A_i, B_i <= 10`, all integers. Time 2 s
//! (the task page). The slowest inputs are 10x10 grids whose seven tiles have the grid's area and
//! no tiling: the slowest found (`samples/abc345d/hardest-found.in`, 30,727 nodes) takes 38 ms
//! of CPU on a shared AMD EPYC, built with `rustc -C opt-level=3`.
//!
//! **Exact cover model.** Items: the `H * W` squares in reading order, primary (each covered
//! exactly once), then the `N` tiles, secondary (each used at most once: a tile left out is no
//! item left uncovered). Options: a tile with the squares of one of its placements, each of its
//! distinct orientations (`A x B` and `B x A`, one if square; block `polyomino`, rotations only:
//! a rectangle turned over is itself) at each place where it lies inside the grid: at most
//! 7 x 2 x 100 options. A cover is a tiling; the textbook search (fewest options first) stops at
//! the first. Its square never has more options than the first open square in reading order,
//! which only a tile with its corner there can cover: at most two a tile still unused.
//!
//! **Beyond the textbook.** Secondary items leave the search blind to one fact: the tiles used
//! have areas that add up to `H * W` exactly. Without it, seven dominoes on a 10x10 grid are
//! placed in every order and way before each branch runs out of tiles (887,223 nodes, about a
//! second). So a table over the `2^N` sets of tiles says, for each set, whether some set
//! holding it has that area, and a visit gives up every node whose tiles placed so far are in
//! no such set: the dominoes are `No` before the search starts, and the slowest inputs left
//! take a few tens of thousands of nodes.
//!
//! **Errors.** A number missing its promise (`N` outside 1-7, `H` or `W` outside 1-10, a side
//! outside 1-10) or not a number: one line on stderr naming its input line, nothing on stdout,
//! exit code 1. Input that ends before the `N`-th tile: a note on stderr, nothing on stdout,
//! exit code 0.

use self::lib::*;

/// Reads the next number, `what` (for messages), which the statement bounds by `1..=most`.
fn number(scan: &mut Scan, what: &str, most: u64) -> Result<Option<usize>, String> {
    match scan.number() {
        None => Ok(None),
        Some(Ok(v)) if v == 0 || v > most => Err(format!(
            "line {}: {} = {} is outside 1-{}",
            scan.line(),
            what,
            v,
            most
        )),
        Some(Ok(v)) => Ok(Some(v as usize)),
        Some(Err(token)) => Err(scan.not_a_number(&format!("{} = ", what), token)),
    }
}

/// The grid's `H` and `W`, and each tile's `A` and `B`.
type Instance = (usize, usize, Vec<(usize, usize)>);

/// Reads `N H W` and the tiles: `Ok(None)` if the input ends first.
fn read(scan: &mut Scan) -> Result<Option<Instance>, String> {
    let n = match number(scan, "N", 7)? {
        Some(n) => n,
        None => return Ok(None),
    };
    let (h, w) = match (number(scan, "H", 10)?, number(scan, "W", 10)?) {
        (Some(h), Some(w)) => (h, w),
        _ => return Ok(None),
    };
    let mut tiles = Vec::new();
    for i in 1..n + 1 {
        let a = number(scan, &format!("A_{}", i), 10)?;
        let b = number(scan, &format!("B_{}", i), 10)?;
        match (a, b) {
            (Some(a), Some(b)) => tiles.push((a, b)),
            _ => return Ok(None),
        }
    }
    Ok(Some((h, w, tiles)))
}

/// The search's visit: gives up a node whose tiles placed so far are in no set of tiles of
/// area `H * W` (`fits[set]`, a set as a bitmask of tiles), and stops at the first cover.
struct Tiling {
    fits: Vec<bool>,
    /// Option -> its tile.
    tile: Vec<usize>,
    options: Vec<usize>,
    found: bool,
}

impl Visit<Exact> for Tiling {
    fn enter(&mut self, dlx: &mut Dlx) -> Step {
        dlx.solution(&mut self.options);
        let placed = self
            .options
            .iter()
            .fold(0, |set, &o| set | 1 << self.tile[o]);
        if self.fits[placed] {
            Step::On
        } else {
            Step::Back
        }
    }
    fn solution(&mut self, _: &Dlx) -> Step {
        self.found = true;
        Step::Stop
    }
}

/// For each set of tiles (a bitmask), whether some set holding it has area `cells`.
fn fits(tiles: &[(usize, usize)], cells: usize) -> Vec<bool> {
    let sets = 1usize << tiles.len();
    let area: Vec<usize> = (0..sets)
        .map(|set| {
            let used = tiles.iter().enumerate().filter(|&(i, _)| set >> i & 1 == 1);
            used.map(|(_, &(a, b))| a * b).sum()
        })
        .collect();
    (0..sets)
        .map(|set| (set..sets).any(|more| more & set == set && area[more] == cells))
        .collect()
}

/// Answers the grid and tiles of `input` into `out`, and logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let mut scan = Scan::new(input);
    let (h, w, tiles) = match read(&mut scan) {
        Ok(Some(read)) => read,
        Ok(None) => return log.note("the input ends before the last tile".to_string()),
        Err(e) => return log.error(e),
    };
    let grid: Vec<Cell> = (0..h * w)
        .map(|k| ((k / w) as i32, (k % w) as i32))
        .collect();
    let mut tiling = Tiling {
        fits: fits(&tiles, h * w),
        tile: Vec::new(),
        options: Vec::new(),
        found: false,
    };
    // No set of tiles has the grid's area: no tiling, and no search.
    if tiling.fits[0] {
        let mut dlx = Dlx::new(h * w, tiles.len());
        for (i, &(a, b)) in tiles.iter().enumerate() {
            let rectangle: Vec<Cell> = (0..a * b)
                .map(|k| ((k / b) as i32, (k % b) as i32))
                .collect();
            for place in placements(&rectangle, &grid, false) {
                let mut items = place;
                items.push(h * w + i);
                dlx.add_option(&items);
                tiling.tile.push(i);
            }
        }
        dlx.search(&mut X(Mrv, ()), &mut tiling);
    }
    out.extend_from_slice(if tiling.found { b"Yes\n" } else { b"No\n" });
}

fn main() {
    run("abc345d", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: scan dlx x polyomino log ----
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
