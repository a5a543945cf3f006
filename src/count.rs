//! Counting exact covers with a memo of subproblems (DXZ: Nishino, Yasuda, Minato and Nagata,
//! AAAI 2017; Knuth's DLX6), as a strategy of the core's one search loop (block `count`).
//!
//! The search branches on the first primary item not yet dealt with (`f`) and tries the options
//! whose first primary item is `f`, in their order: every solution is met once, its options
//! taken at their first items in increasing order. Everything an option chosen before can have
//! touched is then in a window of the items from `f` on, as wide as the widest option's span of
//! primary items (the reach): what is left to solve below a node is the node's *state*: `f`, the
//! window (which items from `f` on are covered, or how often each is used where items have
//! bounds), and the secondary items' state (covered, or the colour they were given). Two paths
//! to one state have the same solutions below them, so the state is the memo's key, exact (the
//! table compares every word; a hash only finds the slot), and its count is kept once found.
//!
//! A level looks each of its moves up before taking it, so a subproblem met again costs a hash
//! and a compare, not a descent; the links of the matrix are read (the options of each item, in
//! their list's order) but never danced: the state is the key. Items with bounds (`a:b|item`)
//! branch as Algorithm M does with its first item: each option in turn, those before it left
//! out, then none where the item has enough, after which no option holding the item comes back
//! (it is done); the key then also holds how far down the item's options the level is.
//!
//! The counts are in a ring (`Ring`): exact big integers, or modulo a number. The memo's table
//! keeps the states of each first item together (a node's moves lead to the next few items'
//! states, so the search reads a few small groups at a time, in the cache, not a whole table at
//! random). It has a budget of bytes; once full, a new count takes the place of an old one near
//! its slot, and every count stays exact.

use crate::bignum::Big;
use crate::dlx::{Dlx, Step, Strategy, Visit};

// ---- BEGIN count (needs dlx bignum) ----
/// A count's ring: `Big`, exact, or `Mod`, modulo the judges' prime 10^9+7.
pub trait Ring: Clone + Default {
    /// `self = 0`, keeping what it holds (no allocation at each node).
    fn clear(&mut self);
    fn add(&mut self, other: &Self);
    /// `self += n`, `n` below 2^63 (a count from the memo's table, without a copy).
    fn add_small(&mut self, n: u64);
    /// The count as a word below 2^63, if it is one (kept in the memo's table itself).
    fn small(&self) -> Option<u64>;
    /// The count in decimal.
    fn show(&self) -> String;
}

/// The kind of search whose levels move between states, never dancing the links: block count's.
pub enum Counting {}

/// The exact cover as the memo counts it, read once from the matrix.
pub struct Model {
    primary: usize,
    /// Primary item -> the options whose first primary item it is, in its list's order:
    /// `cand[from[i]..from[i + 1]]`; option -> its node in that item's list.
    from: Vec<u32>,
    cand: Vec<u32>,
    node: Vec<u32>,
    /// Option -> its primary items less its first (offsets from it), and its secondary items
    /// (numbered from 0) with the colour each gets (0: none): `prim[ps[o]..ps[o + 1]]`, ...
    ps: Vec<u32>,
    prim: Vec<u32>,
    ss: Vec<u32>,
    sec: Vec<(u32, u32)>,
    /// Without bounds (every item exactly once) each option as a bit mask over the window.
    mask: Vec<u64>,
    /// With bounds: item -> least and most uses (empty without).
    lower: Vec<u32>,
    upper: Vec<u32>,
    /// A state's key: its window, from bit 0, `bits` a cell (1 without bounds); its head, the
    /// first item `f` (`primary` once every item is dealt with) and, with bounds, how far down
    /// `f`'s options its level is (`pos`), as `f | pos << fbits` in the top `hbits` bits of the
    /// window's last word (`words` of them); then the secondary items' states, `sbits` each, in
    /// `swords` words.
    bits: usize,
    words: usize,
    fbits: usize,
    hbits: usize,
    sbits: usize,
    swords: usize,
}

impl Model {
    /// For the matrix `dlx`: `colour(x)` is node `x`'s colour (0: none); primary item `i` is in
    /// `bounds[i].0` to `bounds[i].1` options (empty: exactly one).
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

    /// Each option's items: its first primary item (returned, `!0` if none) and the node there,
    /// the other primary items as offsets from it, the secondary ones with their colours. Also
    /// the widest span of an option's primary items (the reach) and the most colours.
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

    /// Each item's options (those it leads), in its list's order: the options' order.
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

    /// The key's layout (see the fields), and the options' masks without bounds.
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

    /// The words of a key: the window and head, the secondary items.
    pub fn key_len(&self) -> usize {
        self.words + self.swords
    }

    /// The root's state: nothing covered, from the first item on.
    fn root(&self, key: &mut [u64]) {
        for w in key.iter_mut() {
            *w = 0;
        }
        self.set_head(key, 0, 0);
    }

    /// A state's first item and position, and the key with them set.
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

    /// Whether a state is a solution: every primary item dealt with.
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

    /// Moves the window to the next item after `f` that is not used up (every item between is),
    /// or marks the state solved; its first option is its first.
    fn advance(&self, key: &mut [u64]) {
        let f = self.first(key);
        self.set_head(key, 0, 0);
        let step = if self.upper.is_empty() {
            // Without bounds: the covered items in a row from `f`, word by word.
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

    /// The state after option `o`, the `k`-th of the first item's, is taken in state `key`, into
    /// `out`; `false` if `o` cannot be taken there.
    fn take(&self, key: &[u64], o: usize, k: usize, out: &mut [u64]) -> bool {
        if self.words == 1 && self.swords == 0 && self.upper.is_empty() {
            // One word, the common case (tilings, most exact covers): the same steps, in line.
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

    /// The state after the first item is left with no more options, into `out`; `false` if it
    /// has too few.
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

    /// Gives option `o`'s secondary items their state in `key`: covered (uncoloured, and
    /// untouched before), or its colour (untouched before, or that colour); `false` if it
    /// clashes.
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

    /// A narrow state's child by an option of mask `m` that meets no covered item: the child's
    /// first item (the one after the items then covered in a row, or `primary`) and its key.
    #[inline]
    fn narrow_child(&self, key: u64, m: u64) -> (usize, u64) {
        let (head, low) = (64 - self.hbits, !0u64 >> self.hbits);
        let w = (key | m) & low;
        let step = (!w).trailing_zeros() as usize;
        let g = ((key >> head) as usize + step).min(self.primary);
        (g, (w >> step) & low | (g as u64) << head)
    }

    /// The options of the first item from the `pos`-th on.
    fn moves(&self, key: &[u64]) -> std::ops::Range<usize> {
        let (f, pos) = (self.first(key), self.pos(key));
        self.from[f] as usize + pos..self.from[f + 1] as usize
    }
}

/// The memo's table: a group of slots for each first item (a search goes on from a state to
/// states of the next few items, so the groups it reads are few and stay in the cache), each
/// slot a key's words and its count (the count itself below 2^63, else `BIG` and its place in
/// `big`), a key in the first free slot of the `PROBES` from its hash's. A group doubles while
/// over 7/10 full or where a key finds its `PROBES` slots full, while all the groups take half
/// the budget of bytes at most; past it, one group of the whole budget takes every count
/// (`flatten`), and a new count takes the place of an old one among its `PROBES`, in turn.
pub struct Table<R> {
    len: usize,
    groups: Vec<Group>,
    /// The slots of every group, at most `most`; the counts kept.
    slots: usize,
    most: usize,
    stored: usize,
    big: Vec<R>,
    free: Vec<usize>,
    turn: usize,
    /// Past the budget, one group for all (`flatten`).
    flat: bool,
}

/// A group's slots (`size` of them, a power of two or none) and the counts it keeps.
#[derive(Default)]
struct Group {
    slots: Vec<u64>,
    size: usize,
    stored: usize,
}

/// Where a key goes: its group, its first slot there, and the group's size then (the first slot
/// holds while the group has not grown); and the empty slot where a lookup missed it, which is
/// its slot while it stays empty in a group of that size.
#[derive(Clone, Copy, Default)]
pub struct Home {
    group: usize,
    at: usize,
    size: usize,
    empty: Option<usize>,
}

const PROBES: usize = 32;
/// The moves from which a node prefetches its children's slots: with fewer, they are few and
/// near (the states of the next few items, in the cache), and hashing each twice costs more.
const PREFETCH: usize = 4;
/// A group's size when its first count comes.
const FIRST: usize = 8;
/// A slot's first word when empty (no key starts with it: no state's first word is all ones).
const EMPTY: u64 = !0;
const BIG: u64 = 1 << 63;

impl<R: Ring> Table<R> {
    /// A table of keys of `len` words, of at most `budget` bytes (at least `FIRST` slots).
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

    /// The counts kept.
    pub fn stored(&self) -> usize {
        self.stored
    }

    /// Where `key` of group `group` goes: its words mixed, a product carrying bits only upwards,
    /// so the high half is folded down before each next word, and the top bits taken.
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

    /// Asks the processor to bring `home`'s first slot into the cache, and goes on without
    /// waiting for it.
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

    /// Adds the count of `key`, which goes to `home`, to `acc`, if the table has it (else notes
    /// in `home` the empty slot that ended the search).
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

    /// Keeps `count` as `key`'s (in place of the count it has, if any: a walk's subtrees may
    /// meet a state at their roots, where no move looked it up); `home` as `home` gave it.
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
        // A run of `PROBES` full slots while the group may grow: it grows, not to lose a count.
        let mut slot = empty.or_else(|| self.slot(key, home));
        while slot.is_none() && self.grow(i) {
            i = self.group(i);
            home = self.home(i, key);
            slot = self.slot(key, home);
        }
        // (A group has slots here: a new one got its first from `grow` above.)
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

    /// The slot of `key` among the `PROBES` from `home`, or the first empty one there.
    fn slot(&self, key: &[u64], home: Home) -> Option<usize> {
        let (n, g) = (self.len + 1, &self.groups[home.group]);
        (0..PROBES.min(g.size))
            .map(|k| (home.at + k) & (g.size - 1))
            .find(|&at| {
                let s = &g.slots[at * n..at * n + self.len];
                s[0] == EMPTY || (0..self.len).all(|k| s[k] == key[k])
            })
    }

    /// The group of the states whose first item is `g`: `g`'s own, or past the budget the one.
    fn group(&self, g: usize) -> usize {
        if self.flat {
            0
        } else {
            g
        }
    }

    /// Group `i` twice as large (`FIRST` slots if it has none), every count kept (where `PROBES`
    /// slots from its home have room), while the groups take half the budget at most; past it,
    /// the groups become one instead (`flatten`). `false` if neither.
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

    /// Past half the budget, every group's counts go into one group of all the slots the budget
    /// allows (a power of two), where a new count takes the place of an old one in turn: groups
    /// sized for their own states would each keep a share of the budget the others may need.
    /// (The groups and the one are alive at once: a budget and a half at most.)
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

    /// Group `i` with `to` slots, its counts kept where `PROBES` slots from their home have room.
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

    /// Slot `s` (a key and its count) moved into group `i`, where `PROBES` slots from its home
    /// have room (else its count is let go).
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

/// Counting with the memo, a strategy: the count of the whole problem (or of the subtrees a
/// walk enters) is `total()` after the search. A level moves from its node's state to each
/// child's, looked up first; only a state the table does not have is searched.
pub struct Count<R> {
    pub model: Model,
    pub table: Table<R>,
    len: usize,
    /// Depth -> its node's state (`keys[d * len..]`), next move (an index into the model's
    /// options, one past them for the move that takes none), count so far, and whether its
    /// moves are not all tried yet, or a node below it was left so (a stopped search).
    keys: Vec<u64>,
    next: Vec<usize>,
    /// Depth -> its first move and its number of moves (for `done`'s estimate).
    moves: Vec<(usize, usize)>,
    /// Depth -> its node's first slot in the table, as the parent found it, and the table's
    /// size then (a node's count goes there unless the table grew since).
    homes: Vec<Home>,
    acc: Vec<R>,
    open: Vec<bool>,
    partial: Vec<bool>,
    /// The depth from which the table is read and written (a walk's: below its cut, where each
    /// node's whole subtree is searched); the nodes chosen.
    pub from: usize,
    pub nodes: u64,
    /// The moves looked up in the table, and those it had.
    pub lookups: u64,
    pub hits: u64,
    /// The key is one word, and every item exactly once: the steps in line.
    narrow: bool,
    /// Progress on stderr, if asked for: every so long, from when, labelled.
    pub progress: Option<Progress>,
}

/// A line on stderr every `every`: the time, the nodes, the solutions found so far, the states
/// kept, and the estimate of the part of the tree done.
pub struct Progress {
    pub every: std::time::Duration,
    pub start: std::time::Instant,
    pub label: String,
    next: std::time::Duration,
}

impl Progress {
    /// The line, if it is time for one: `what` the search's own words.
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
    /// Counting the problem of `model` from its root, with a table of `budget` bytes.
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

    /// The solutions counted.
    pub fn total(&self) -> &R {
        &self.acc[0]
    }

    /// Knuth's estimate of the part of the tree done, for a search now at `depth`: each level's
    /// moves before the one it is on, each worth a share of its node's, its node's share of the
    /// level above (moves looked up in the table count as done).
    pub fn done(&self, depth: usize) -> f64 {
        let (mut part, mut share) = (0.0, 1.0);
        for d in 0..depth.min(self.next.len()) {
            let (first, ways) = self.moves[d];
            share /= ways as f64;
            part += share * (self.next[d].saturating_sub(first + 1)) as f64;
        }
        part
    }

    /// A node at depth `d`, whose first item is `f`, begins: a solution (`done`), or its moves
    /// from the first item's options `moves`.
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

    /// `next` where the key is one word and every item is covered once: an option can be taken
    /// if its mask meets no covered item, and the first item then moves past the items covered in
    /// a row.
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

    /// Prefetches the first slot of each child of narrow state `key` (first item `f`, its moves
    /// up to `end`) before any is looked up: their cache misses overlap, not one after another.
    fn prefetch(&self, key: u64, f: usize, end: usize) {
        for i in self.model.from[f] as usize..end {
            let m = self.model.mask[self.model.cand[i] as usize];
            if key & m == 0 {
                let (g, child) = self.model.narrow_child(key, m);
                self.table.prefetch(&self.table.home(g, &[child]));
            }
        }
    }

    /// The solutions found so far: the counts of the nodes on the path to depth `d`.
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

/// A visit that only lets the search go on (the counts are the strategy's).
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
        // The key's borrow ends with this block, before `start` takes `self` (Rust 1.33's borrows
        // are lexical).
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
            // A solution is counted here, but above `from` it is a node of its own: a walk then
            // gives it to one thread, and a frontier has a path to it.
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

    /// The node's count is its subproblem's (kept, below `from`) unless the search left it early.
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

/// `w >>= n` as one number, word 0 the lowest (`n` less than its bits).
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

/// Exact counts.
impl Ring for Big {
    fn clear(&mut self) {
        self.0.clear()
    }
    fn add(&mut self, other: &Big) {
        Big::add(self, other)
    }
    fn add_small(&mut self, n: u64) {
        self.add_word(n)
    }
    fn small(&self) -> Option<u64> {
        match self.0.len() {
            0 => Some(0),
            1 if self.0[0] >> 63 == 0 => Some(self.0[0]),
            _ => None,
        }
    }
    fn show(&self) -> String {
        self.decimal()
    }
}

impl Progress {
    pub fn new(every: std::time::Duration, start: std::time::Instant, label: String) -> Progress {
        Progress {
            every,
            start,
            label,
            next: every,
        }
    }
}

impl<R: Ring> Table<R> {
    /// The bytes the table's slots take.
    pub fn bytes(&self) -> usize {
        self.slots * (self.len + 1) * 8
    }
}

impl Count<Big> {
    /// The number of solutions below state `key`: the table's, or searched (and kept).
    fn count_of(&mut self, dlx: &mut Dlx, key: &[u64]) -> Big {
        let mut c = Big::default();
        if self.model.done(key) {
            c.add_small(1);
            return c;
        }
        let mut home = self.table.home(self.model.first(key), key);
        if self.table.add_to(key, &mut home, &mut c) {
            return c;
        }
        let (len, from) = (self.len, self.from);
        let root: Vec<u64> = self.keys[..len].to_vec();
        self.keys[..len].copy_from_slice(key);
        self.from = 0;
        dlx.search(self, &mut Quiet);
        self.from = from;
        self.keys[..len].copy_from_slice(&root);
        self.acc[0].clone()
    }

    /// A solution drawn uniformly from all (its options, in the order taken): from the root
    /// down, each move taken with the probability of its count over its node's, drawn below the
    /// node's count from `random` words.
    pub fn sample(&mut self, dlx: &mut Dlx, mut random: impl FnMut() -> u64) -> Vec<usize> {
        let len = self.len;
        let (mut key, mut child, mut taken) = (self.keys[..len].to_vec(), vec![0; len], Vec::new());
        while !self.model.done(&key) {
            let mut r = self.count_of(dlx, &key).below(&mut random);
            let moves = self.model.moves(&key);
            let first = moves.start - self.model.pos(&key);
            for i in moves.start..moves.end + 1 {
                let ok = match self.model.cand.get(i).filter(|_| i < moves.end) {
                    Some(&o) => self.model.take(&key, o as usize, i - first, &mut child),
                    None => self.model.stop(&key, &mut child),
                };
                if !ok {
                    continue;
                }
                let c = self.count_of(dlx, &child);
                if r < c {
                    if i < moves.end {
                        taken.push(self.model.cand[i] as usize);
                    }
                    key.copy_from_slice(&child);
                    break;
                }
                r.sub(&c);
            }
        }
        taken
    }
}

/// An order of the primary items for the memo: the given one, or the reverse Cuthill-McKee order
/// of the graph whose edges join the items of an option, whichever makes the widest option's
/// span of items (the window) narrower. `items[o]`: option `o`'s primary items. The result maps
/// each item to its new number. The window bounds the states at each item: a board of 9 rows
/// of 12 cells is narrower taken in columns.
pub fn narrow_order(primary: usize, items: &[Vec<usize>]) -> Vec<usize> {
    let given: Vec<usize> = (0..primary).collect();
    let pairs: usize = items.iter().map(|o| o.len() * o.len()).sum();
    if pairs > 1 << 24 {
        return given;
    }
    let mut near = vec![Vec::new(); primary];
    for o in items {
        for &a in o {
            near[a].extend(o.iter().filter(|&&b| b != a));
        }
    }
    for n in near.iter_mut() {
        n.sort_unstable();
        n.dedup();
    }
    let mut order = Vec::with_capacity(primary);
    let mut seen = vec![false; primary];
    for root in 0..primary {
        if seen[root] {
            continue;
        }
        let start = peripheral(&near, root);
        let from = order.len();
        order.push(start);
        seen[start] = true;
        let mut k = from;
        while k < order.len() {
            let mut next: Vec<usize> = near[order[k]]
                .iter()
                .cloned()
                .filter(|&b| !seen[b])
                .collect();
            next.sort_by_key(|&b| near[b].len());
            for b in next {
                seen[b] = true;
                order.push(b);
            }
            k += 1;
        }
        order[from..].reverse();
    }
    let mut rank = vec![0; primary];
    for (k, &i) in order.iter().enumerate() {
        rank[i] = k;
    }
    // An order under which more items lead options changes what the search branches on, not
    // only the window: Latin squares then take many times the states.
    if span(items, &rank) < span(items, &given) && leads(items, &rank) <= leads(items, &given) {
        rank
    } else {
        given
    }
}

/// The number of items that are the first of some option, numbered by `rank`.
fn leads(items: &[Vec<usize>], rank: &[usize]) -> usize {
    let mut lead: Vec<usize> = (items.iter())
        .filter_map(|o| o.iter().cloned().min_by_key(|&i| rank[i]))
        .collect();
    lead.sort_unstable();
    lead.dedup();
    lead.len()
}

/// A far item of `root`'s part of the graph: the last reached by a search from `root`, then by one
/// from that (the graph's diameter, about).
fn peripheral(near: &[Vec<usize>], root: usize) -> usize {
    let mut start = root;
    for _ in 0..2 {
        let mut depth = vec![!0usize; near.len()];
        let (mut queue, mut k) = (vec![start], 0);
        depth[start] = 0;
        while k < queue.len() {
            let a = queue[k];
            for &b in &near[a] {
                if depth[b] == !0 {
                    depth[b] = depth[a] + 1;
                    queue.push(b);
                }
            }
            k += 1;
        }
        let far = depth[queue[queue.len() - 1]];
        start = *queue
            .iter()
            .filter(|&&a| depth[a] == far)
            .min_by_key(|&&a| near[a].len())
            .unwrap_or(&start);
    }
    start
}

/// The widest span of an option's items, numbered by `rank`.
fn span(items: &[Vec<usize>], rank: &[usize]) -> usize {
    let span = |o: &Vec<usize>| {
        let r = o.iter().map(|&i| rank[i]);
        r.clone().max().unwrap_or(0) - r.min().unwrap_or(0)
    };
    items.iter().map(span).max().unwrap_or(0)
}

/// The judges' prime: counts asked "modulo 10^9+7".
pub const MODULUS: u64 = 1_000_000_007;

/// A count modulo `MODULUS`, always reduced (below it): the memo's table keeps it in the slot.
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
// ---- END count ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colours::Colours;
    use crate::dlx::{Mrv, Step, Visit, X};
    use crate::mcc::Mcc;
    use crate::testing::{
        random_bounds, random_option, seeds, solution_sets, Count as Visits, Priced, Rng,
    };

    /// Takes every step the search offers, counting nothing itself.
    struct Walk;

    impl<K> Visit<K> for Walk {
        fn solution(&mut self, _: &Dlx) -> Step {
            Step::On
        }
    }

    /// The matrix of `opts` (items with colours) and its colours.
    fn matrix(primary: usize, secondary: usize, opts: &[Priced]) -> (Dlx, Colours) {
        let mut dlx = Dlx::new(primary, secondary);
        let mut colours = Colours::default();
        for (k, o) in opts.iter().enumerate() {
            dlx.add_option(&o.0.iter().map(|e| e.0).collect::<Vec<_>>());
            colours.paint(&dlx, k, &o.0.iter().map(|e| e.1).collect::<Vec<_>>());
        }
        (dlx, colours)
    }

    /// The memo's count of a matrix, with a table of `budget` bytes.
    fn count(dlx: &mut Dlx, colours: &Colours, bounds: &[(u32, u32)], budget: usize) -> Big {
        let model = Model::new(dlx, |x| colours.of(x), bounds);
        let mut c: Count<Big> = Count::new(model, budget);
        dlx.search(&mut c, &mut Walk);
        c.total().clone()
    }

    /// A random problem with colours, and bounds where `bounded`.
    fn random(rng: &mut Rng, bounded: bool) -> (usize, Vec<(u32, u32)>, Vec<Priced>) {
        let (primary, secondary) = (1 + rng.below(6), rng.below(4));
        let opts = (0..1 + rng.below(14))
            .map(|_| {
                let o = random_option(rng, primary, secondary);
                (o, 0)
            })
            .collect();
        let bounds = random_bounds(rng, primary, bounded);
        (secondary, bounds, opts)
    }

    #[test]
    fn counts_agree_with_brute_force_with_colours_and_bounds() {
        let mut rng = Rng(40);
        let (mut solutions, mut bounded_ones) = (0, 0);
        for seed in seeds(3000) {
            let bounded = seed % 2 == 1;
            let (secondary, bounds, opts) = random(&mut rng, bounded);
            let want = solution_sets(&bounds, secondary, &opts).len() as u64;
            solutions += want;
            bounded_ones += bounded as u64 * want;
            let (mut dlx, colours) = matrix(bounds.len(), secondary, &opts);
            let b: &[(u32, u32)] = if bounded { &bounds } else { &[] };
            let got = count(&mut dlx, &colours, b, 1 << 16);
            assert_eq!(
                got,
                Big::from_u64(want),
                "seed {}: {:?} {:?}",
                seed,
                bounds,
                opts
            );
            // A table of one bucket forgets at once: the same count.
            assert_eq!(
                count(&mut dlx, &colours, b, 0),
                got,
                "seed {}, tiny table",
                seed
            );
        }
        assert!(crate::testing::few() || solutions > 1500 && bounded_ones > 500);
    }

    #[test]
    fn counts_agree_with_the_plain_searches_on_larger_problems() {
        let mut rng = Rng(41);
        for seed in seeds(60) {
            let bounded = seed % 3 == 0;
            let primary = 8 + rng.below(12);
            let secondary = rng.below(5);
            let mut opts: Vec<Priced> = Vec::new();
            for _ in 0..primary * 2 {
                let at = rng.below(primary);
                let mut o = vec![(at, 0)];
                for d in 1..4 {
                    if rng.below(2) == 0 && at + d < primary {
                        o.push((at + d, 0));
                    }
                }
                if rng.below(3) == 0 && secondary > 0 {
                    o.push((primary + rng.below(secondary), rng.below(3) as u32));
                }
                opts.push((o, 0));
            }
            let bounds: Vec<(u32, u32)> = (0..primary)
                .map(|_| {
                    if bounded {
                        (rng.below(2) as u32, 2)
                    } else {
                        (1, 1)
                    }
                })
                .collect();
            let (mut dlx, colours) = matrix(primary, secondary, &opts);
            let mut plain = Visits(0);
            if bounded {
                dlx.search(&mut Mcc::new(&bounds, colours), &mut plain);
            } else {
                dlx.search(&mut X(Mrv, colours), &mut plain);
            }
            let (mut dlx, colours) = matrix(primary, secondary, &opts);
            let b: &[(u32, u32)] = if bounded { &bounds } else { &[] };
            let got = count(&mut dlx, &colours, b, 1 << 20);
            assert_eq!(got, Big::from_u64(plain.0), "seed {}", seed);
        }
    }

    fn dominoes(h: usize, w: usize) -> Vec<Priced> {
        let mut opts = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if c + 1 < w {
                    opts.push((vec![(r * w + c, 0), (r * w + c + 1, 0)], 0));
                }
                if r + 1 < h {
                    opts.push((vec![(r * w + c, 0), ((r + 1) * w + c, 0)], 0));
                }
            }
        }
        opts
    }

    #[test]
    fn a_state_put_again_takes_its_own_slot_and_the_table_grows_only_with_new_states() {
        // A walk's subtrees may meet one state at their roots, each time searched and put.
        let mut t: Table<Big> = Table::new(1, 1 << 20);
        t.put(&[5], t.home(0, &[5]), &Big::default());
        let bytes = t.bytes();
        for k in 0..10_000 {
            t.put(&[5], t.home(0, &[5]), &Big::from_u64(k));
        }
        let mut got = Big::default();
        assert!(t.add_to(&[5], &mut t.home(0, &[5]), &mut got));
        assert_eq!(
            (t.stored(), t.bytes(), got.decimal()),
            (1, bytes, "9999".to_string())
        );
    }

    #[test]
    fn domino_tilings_are_counted_exactly_past_64_bits() {
        let cases: [(usize, usize, &str); 4] = [
            // 2 rows of 30 in rows: a window of 31 items, and millions of states.
            (2, 30, "1346269"),
            (8, 8, "12988816"),
            (12, 12, "53060477521960000"),
            (14, 14, "112202208776036178000000"),
        ];
        for &(h, w, want) in &cases {
            let (mut dlx, _) = matrix(h * w, 0, &dominoes(h, w));
            let model = Model::new(&dlx, |_| 0, &[]);
            let mut c: Count<Big> = Count::new(model, 1 << 28);
            dlx.search(&mut c, &mut Walk);
            assert_eq!(c.total().decimal(), want, "{}x{}", h, w);
            // Each state searched once: the table finds every one met again.
            assert!(
                c.nodes <= c.table.stored() as u64 + 1,
                "{}x{}: {} {}",
                h,
                w,
                c.nodes,
                c.table.stored()
            );
        }
        // A 6x8 board with a table of 2 KB: the same count, from many more searches.
        let (mut dlx, colours) = matrix(48, 0, &dominoes(6, 8));
        assert_eq!(count(&mut dlx, &colours, &[], 2048).decimal(), "167089");
    }

    #[test]
    fn a_table_past_half_its_budget_is_one_group_that_keeps_nearly_every_state() {
        // 12x12 dominoes keep 52,344 states; 1 MiB holds 65,536 slots, fewer than the groups
        // would take with their slack. Past half the budget the groups become one of the whole
        // budget, where any count may take an old one's place, so the count takes few more nodes
        // than states (groups kept apart, each within its own share, took 0.68 million nodes,
        // and 104 million where a group met after the budget was spent kept no state).
        let (mut dlx, _) = matrix(144, 0, &dominoes(12, 12));
        let mut c: Count<Big> = Count::new(Model::new(&dlx, |_| 0, &[]), 1 << 20);
        dlx.search(&mut c, &mut Walk);
        assert_eq!(c.total().decimal(), "53060477521960000");
        assert!(c.nodes < 2 * 52_344, "{} nodes", c.nodes);
        assert!(c.table.bytes() <= 1 << 20, "{} bytes", c.table.bytes());
    }

    /// A decimal number modulo `MODULUS`.
    fn reduce(decimal: &str) -> u64 {
        (decimal.bytes()).fold(0, |r, d| (r * 10 + u64::from(d - b'0')) % MODULUS)
    }

    #[test]
    fn counts_modulo_the_prime_are_the_exact_counts_reduced() {
        let mut m = Mod(MODULUS - 1);
        m.add(&Mod(MODULUS - 1));
        assert_eq!(m, Mod(MODULUS - 2));
        m.add_small((1 << 63) - 1);
        assert_eq!(m.0, (MODULUS - 2 + ((1u64 << 63) - 1) % MODULUS) % MODULUS);
        assert_eq!((Mod(1).small(), Mod(5).show()), (Some(1), "5".to_string()));
        // Past 2^64 (14x14 dominoes), and on random problems with colours and bounds.
        for &(h, w) in &[(2, 30), (8, 8), (12, 12), (14, 14)] {
            let (mut dlx, _) = matrix(h * w, 0, &dominoes(h, w));
            let model = Model::new(&dlx, |_| 0, &[]);
            let mut exact: Count<Big> = Count::new(model, 1 << 26);
            dlx.search(&mut exact, &mut Walk);
            let mut modular: Count<Mod> = Count::new(Model::new(&dlx, |_| 0, &[]), 1 << 26);
            dlx.search(&mut modular, &mut Walk);
            assert_eq!(modular.total().0, reduce(&exact.total().decimal()));
        }
        let mut rng = Rng(42);
        for seed in seeds(300) {
            let bounded = seed % 2 == 1;
            let (secondary, bounds, opts) = random(&mut rng, bounded);
            let (mut dlx, colours) = matrix(bounds.len(), secondary, &opts);
            let b: &[(u32, u32)] = if bounded { &bounds } else { &[] };
            let want = count(&mut dlx, &colours, b, 1 << 16);
            let model = Model::new(&dlx, |x| colours.of(x), b);
            let mut c: Count<Mod> = Count::new(model, 0);
            dlx.search(&mut c, &mut Walk);
            assert_eq!(c.total().0, reduce(&want.decimal()), "seed {}", seed);
        }
    }
}
