//! Counting exact covers level by level over the frontier (block `count`): the frontier-based
//! search of Minato's school (TdZdd, Knuth's SIMPATH), of which a broken-profile DP is the
//! hand-written form.
//!
//! The primary items are taken in their order, and each option is filed under its first
//! primary item: the *levels* are the items that are first of some option, and at a level one
//! of its options is taken, or none if an earlier option covered its item. What is left to
//! decide after a level depends only on which items of its *frontier* are covered: the items
//! that options of the levels so far may have covered and options of later levels still hold.
//! That set is the level's *state*: two partial covers with one state have the same
//! completions. So the sweep keeps, level after level, every state with the number of partial
//! covers that reach it, and pushes them to the next level's in one pass; the count is the
//! last level's one state's. The states' counts are words, as many as a bound on the counts
//! says they need (block `exact` makes them `Big`), or one word modulo a prime (`Mod`).
//!
//! Each item of a frontier has a *slot*, a bit of the state's word, from the level after the
//! first option that holds it to its last (`Model`). Where the slots are few, a level is a flat
//! array indexed by the state, and a run of levels that read and write few slots is a block:
//! the states alike outside those slots go through the run apart, in an array in the cache.
//! Elsewhere a level is a hashed table, in parts that stay in the cache as it fills. A table
//! that would pass the budget of bytes is not made whole: the states of the level before it
//! go on in turns, each turn's part of the next level swept to the end before the next turn,
//! and the counts of the turns add up (exact at any budget). Block `wide` has the model with
//! colours, bounds and frontiers wider than a word; block `depth_first` counts below one state
//! depth first (xcc's probe, and its uniform draws).

use crate::bignum::Big;

// ---- BEGIN count ----
/// A count's ring, as the sweep keeps its counts: 64-bit words, the least significant first.
pub trait Ring: Sized {
    /// `Some(m)`: every count is kept reduced modulo `m` (below 2^62), in one word; `None`:
    /// exact, in as many words as it needs.
    const MODULUS: Option<u64>;
    /// The count whose words are `w`.
    fn of_words(w: &[u64]) -> Self;
}

/// `d += s` in ring `R`, both of `d.len()` words (made wide enough for the sum beforehand).
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

/// The exact cover as the sweep counts it, its frontiers one word wide: at each level the
/// options of its item, each the slots it needs free (its item's, if an earlier option may
/// have covered it, and those of the frontier's items it covers) and the slots it sets in the
/// next level's state (the items it brings into the frontier).
pub struct Model {
    levels: Vec<Layer>,
    need: Vec<u64>,
    add: Vec<u64>,
    /// The slots of the widest frontier.
    pub slots: usize,
    /// For a level of many options (`Layer::index`), where its options of each `need` start
    /// (they are in the order of their `need`s): `index[at + need]..index[at + need + 1]`.
    index: Vec<u32>,
}

/// A level: its options (`need[from..to]`); its item's slot (`fbit`, 0 if no earlier option
/// holds the item); the slots of the primary items that leave the frontier after it, each of
/// which must be covered by then (`must`), and the slots that stay (`keep`: a leaving item's
/// slot is cleared); the slots its options need but its item's (`needs`); whether it may take
/// no option (`none`: its item covered before it, and no other item held by its options
/// alone); and the bits a count may gain across it (`grow`: a state has at most `2^grow`
/// parents).
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

/// The slots a state may have: its top bit is never set, so that no state is `EMPTY`.
const SLOTS: usize = 63;
/// The fewest options of a level that `Model::index` indexes.
const INDEXED: usize = 64;

/// Each item's first and last level (the least and the greatest level of the options that hold
/// it; `!0` and 0 if none does), and each level's item, for primary items `0..primary` with
/// options `options` (an option without a primary item is in no cover: left out).
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

/// What `spans` finds: each level's item and options, each item's first and last level.
pub struct Span {
    pub item: Vec<usize>,
    pub of: Vec<Vec<usize>>,
    pub first: Vec<usize>,
    pub last: Vec<usize>,
}

impl Model {
    /// The exact cover of `items` items, the first `primary` of them primary (each in exactly
    /// one option of a cover) and the others secondary (each in one at most), in the order
    /// given; `None` if a frontier is wider than a word (`SLOTS`).
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
            // A primary item in no option: no cover, a level that leads nowhere.
            m.levels.push(Layer::default());
            return Some(m);
        }
        // An item whose first level is its last needs no slot: one option at most holds it
        // there. A primary one of them that is not the level's own item must be in the
        // option taken (`only`).
        let mut only = vec![Vec::new(); n];
        for i in 0..primary {
            if first[i] == last[i] && s.item[first[i]] != i {
                only[first[i]].push(i);
            }
        }
        let (slot, slots) = assign(first, last)?;
        m.slots = slots;
        // After each level: the slots let go, those of primary items (covered by then), and
        // the secondary items leaving.
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
            // A leaving secondary item's slot may have been either way in a parent.
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

    /// Level `l`'s options in the order of their `need`s, indexed by them, if they are many and
    /// the index is not much larger than they are: a state then goes through the sets of its
    /// free slots that are some option's, not through every option.
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

    /// Level `l`: its options' slots and their index, if any.
    #[inline]
    fn level(&self, l: usize) -> (&Layer, &[u64], &[u64], Option<&[u32]>) {
        let v = &self.levels[l];
        let index = v
            .index
            .map(|at| &self.index[at..at + (1 << self.slots) + 1]);
        (v, &self.need[v.from..v.to], &self.add[v.from..v.to], index)
    }

    /// A bound on a sweep's work: at each level, each set of the slots that may be set there
    /// a state, trying each option (at an indexed level, each set of its free slots that the
    /// options need), each option taken by the states in which the slots it needs are free,
    /// and no option taken where the level allows it.
    pub fn moves(&self) -> f64 {
        let (mut live, mut all) = (0u64, 0f64);
        for v in &self.levels {
            let w = live.count_ones() as i32;
            let (states, options) = (2f64.powi(w), (v.to - v.from) as f64);
            let n = (v.needs & live).count_ones() as i32;
            let tries = match v.index {
                Some(_) => 2f64.powi(w - n) * 3f64.powi(n),
                None => states * options,
            };
            let need = &self.need[v.from..v.to];
            let taken: f64 = need
                .iter()
                .map(|&x| (1u64 << (w - (x & live).count_ones() as i32)) as f64)
                .sum();
            // (Each state a move more where it may take no option.)
            let none = if v.none { states } else { 0.0 };
            all += states + none + tries.min(states * options) + taken;
            live = live & v.keep | self.add[v.from..v.to].iter().fold(0, |a, &x| a | x);
        }
        all
    }

    /// The slots level `l` reads or writes.
    fn touched(&self, l: usize) -> u64 {
        let v = &self.levels[l];
        let opts = self.need[v.from..v.to]
            .iter()
            .chain(&self.add[v.from..v.to]);
        opts.fold(v.fbit | v.must | !v.keep, |a, &x| a | x)
    }
}

/// Each item's slot (a bit), a slot freed after an item's last level free for the items that
/// enter after it; and the slots of the widest frontier. `None` past `SLOTS`. The items enter a
/// frontier after their first level and leave it after their last: their moves in one sorted
/// list (level `l`'s leaving `2l`, before its entering `2l + 1`), not a vector for each level.
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

/// Each state after level `v` (with options `need`/`add`, indexed by `index` if so) from
/// state `s`, given to `f`: the one step of the sweep.
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
        // The sets of the free slots the options need, where they are fewer than the options.
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

/// Options (`need`, `add`) sorted by their `need`s (below `size`), and where those of each
/// `need` start, `size + 1` places.
fn sorted(opts: &mut [(u64, u64)], size: usize) -> Vec<u32> {
    opts.sort_unstable();
    let mut index = vec![0u32; size + 1];
    for (k, &(need, _)) in opts.iter().enumerate() {
        index[need as usize + 1] = (k + 1) as u32;
    }
    // Each need's end is the last end of a need at or below it.
    for k in 1..size + 1 {
        index[k] = index[k].max(index[k - 1]);
    }
    index
}

/// The bits of `n - 1` (`n > 0`): a sum of `n` counts below `2^b` is below `2^(b + bits(n))`.
fn bits(n: u64) -> u32 {
    64 - n.max(1).wrapping_sub(1).leading_zeros()
}

/// What the sweep asks of a model: its levels, its states' words, and each level's step.
pub trait Layered {
    fn levels(&self) -> usize;
    /// The words of a state (the first never all ones).
    fn words(&self) -> usize;
    /// The bits a count may gain across level `l`.
    fn grow(&self, l: usize) -> u32;
    /// The states after level `l` from state `key`, their words put after `out`'s.
    fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>);
    /// The model whose states are one word of slots, where flat arrays serve.
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

/// A key's first word when its slot is empty: no state's first word is all ones.
const EMPTY: u64 = !0;

/// A key mixed into 64 bits. A child's key is its parent's with a few bits set, so a product
/// alone would put the children of neighbouring parents side by side, in long runs.
#[inline(always)]
fn mix(key: &[u64]) -> u64 {
    let mut h = 0;
    for &x in key {
        h = (h ^ x ^ x >> 31).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    (h ^ h >> 29).wrapping_mul(0xbf58_476d_1ce4_e5b9)
}

/// A part of a table: `size` slots, each a key of `k` words and its count, open addressing by
/// the bits of the key's mix below the top `shift` (which give the part); and the slots
/// filled (emptied one by one for the part's next use: their number, not the part's size, is
/// the cost).
pub struct Part {
    slots: Vec<u64>,
    size: usize,
    filled: Vec<u32>,
    shift: u32,
    /// 64 less the bits of a slot's number.
    low: u32,
    k: usize,
}

impl Part {
    /// A part of `size` slots of `n` words in the memory of `old` (a part done with: fresh
    /// memory costs the system's clearing it), as large as `old` if that is at most four times
    /// `size` (emptied by its filled slots alone).
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

    /// The first slot of a key whose mix is `h`.
    #[inline(always)]
    fn home(&self, h: u64) -> usize {
        (h << self.shift >> self.low) as usize
    }

    /// Adds the count `e[k..n]` to the count of the key `e[..k]` (0 if new), whose mix is `h`:
    /// the slots the part grew by.
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

    /// Twice the slots, every count kept: the slots added.
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

    /// Its records (key and count) from slot `from` on, each with its slot, in the slots'
    /// order (the memory's: the filled slots' order is random in a large part).
    #[inline(always)]
    fn records(&self, from: usize, n: usize) -> impl Iterator<Item = (usize, &[u64])> {
        let from = from.min(self.size);
        (self.slots[from * n..].chunks_exact(n).enumerate())
            .filter(|e| e.1[0] != EMPTY)
            .map(move |(j, e)| (from + j, e))
    }
}

/// A level's states in a hashed table of `2^bits` parts, by the top bits of the keys' mix: a
/// state goes first to its part's queue, and once the queues hold as many states as the parts
/// were made for, each queue goes into its part in turn, each part in the cache while it takes
/// its queue (one large table would miss the cache at nearly every state).
pub struct Table {
    parts: Vec<Part>,
    queues: Vec<Vec<u64>>,
    queued: usize,
    bits: u32,
    /// The slots of all parts.
    slots: usize,
    /// Words of a key and of a count.
    k: usize,
    w: usize,
}

/// The states a part is made for, at most `2^MOST_PARTS` parts; the fewest states the queues
/// hold before they go in.
const PART: usize = 1 << 10;
const MOST_PARTS: u32 = 10;
const QUEUE: usize = 1 << 16;

impl Table {
    /// A table of keys of `k` words and counts of `w` for about `states` states, in the memory
    /// of `old` (a table done with).
    fn new(k: usize, w: usize, states: usize, old: Option<Table>) -> Table {
        // A table that fits in the cache is one part, with no queue.
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

    /// Adds the count `e[k..k + w]` to the count of the key `e[..k]` (0 if new): `k` and `w`
    /// are the table's, given so that they are constants where this is in line.
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

    /// Every queue into its part: the table is whole.
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

/// A level's states: a flat array of counts indexed by the state (every state of the slots),
/// or a table.
pub enum States {
    Flat(Vec<u64>),
    Hashed(Table),
}

impl States {
    /// The states at the places `at` (a flat array's entries, a table's slots, part after
    /// part), each with its count (`w` words), given to `f` (a flat array's zeros too).
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

    /// The states held (a flat array's entries).
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

    /// The counts of `w` words made `to` words wide.
    fn widen(&mut self, w: usize, to: usize) {
        // Records of `a` words (a key, if `a > w`, and a count) made `a + to - w` wide.
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

    /// The bits of its largest count (of `w` words).
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

    /// Keeps only the states of part `i` of `n` (by their keys' mix).
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

/// Level `l` of `m` from the states of `cur` from the `from`-th on into `next`, counts of `w`
/// words, until `next` holds `most` bytes (checked after each state): the place of the next
/// state of `cur`, or `None` if it is done. In line for each small `w` (and one-word keys), so
/// that the loops over the words are unrolled.
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

/// `next` whole (its queues in), and `at`.
#[inline(always)]
fn settled<R: Ring>(next: &mut States, at: Option<usize>, k: usize, w: usize) -> Option<usize> {
    if let States::Hashed(ref mut t) = *next {
        t.settle::<R>(k, w);
    }
    at
}

/// The children of state `s` (count `c`) at level `l` into `next`; `false` once `next` holds
/// `most` bytes. `out` and `e` are room for the children and a record.
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
        // (A flat array's state with no count.)
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

/// A flat level from `cur` into `next` (zeros): the states with a count in `cur`.
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

/// The bits of `x` at the places of `u`'s, packed from bit 0.
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

/// Levels `from..to` on the flat array `v` in place, counts of `w` words. They read and write
/// only the slots of `u`, so each class of states alike outside `u` goes through them apart
/// from the others: its states are copied into an array of `2^|u|` (in the cache), taken
/// through the levels there, and copied back.
fn block<R: Ring>(m: &Model, from: usize, to: usize, u: u64, v: &mut [u64], w: usize) -> Kept {
    let classes = 1 << ((v.len() / w - 1) as u64 & !u).count_ones();
    let mut store = v;
    classes_of::<R, &mut [u64]>(m, (from, to), u, &mut store, w, 0..classes)
}

/// The states with a count after a block, and the top words of their counts or'ed.
pub type Kept = (usize, u64);

/// The classes of `range` (numbered in the order of their states outside `u`) of a block of
/// levels `levels` on the states of `store`, in line for each small `w`.
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

/// A flat level's counts, read and written by place: a slice, or one shared by threads.
pub trait Store {
    /// Its words, all the states' counts.
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

/// `n`'s bits spread over the places of `mask`'s, from its lowest.
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
    // The place in the store of each state of the class of the states with no slot outside `u`.
    let local = 1usize << u.count_ones();
    let (mut at, mut d) = (vec![0usize; local], 0u64);
    for a in at.iter_mut() {
        *a = d as usize * w;
        d = (d | !u).wrapping_add(1) & u;
    }
    // The block's levels in the slots of its class, one model (not vectors for each level).
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

/// A level is a flat array if the array has at most `2^FLAT_BITS` entries, it fits in what the
/// budget leaves, and the states of the level before times its moves are at least one in
/// `DENSE` of the array's entries, or in `4 * DENSE` where the table would pass `CACHED` bytes
/// (an entry read costs a fraction of a state put in a table, more so in a table out of the
/// cache).
const FLAT_BITS: usize = 24;
const DENSE: usize = 4;
const CACHED: usize = 1 << 20;
/// The most slots a block of flat levels reads and writes: its class's array then stays in the
/// cache; and the most bits the bound on its exact counts may grow across it.
const BLOCK: u32 = 12;
const GROWN: u32 = 32;
/// A sweep in parts splits at the first level with this many states a part.
const PARTED: usize = 64;

/// How a sweep goes (its budget of bytes, its share of a count in parts, the most states it
/// may go through, a call after each level), and what it spent.
pub struct Sweep {
    pub budget: usize,
    /// Only the states of part `.1` of `.0` go on past the level where the sweep splits: the
    /// parts' counts add up to the whole.
    pub part: Option<(usize, usize)>,
    /// Past this many states the sweep gives up (in parts, only before it splits).
    pub most: u64,
    pub watch: Option<Watch>,
    pub spent: Spent,
}

impl Sweep {
    /// A sweep whose levels hold at most `budget` bytes at once (more only where one level's
    /// moves from one state pass it).
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

/// A call after each level, with what the sweep has spent.
pub type Watch = Box<dyn FnMut(&Spent)>;

/// What a sweep spent: the states it went through, the level it is at, the most states one
/// level held, and the most bytes its levels held at once.
#[derive(Clone, Copy, Default)]
pub struct Spent {
    pub states: u64,
    pub level: usize,
    pub widest: usize,
    pub bytes: usize,
}

/// A level's states waiting to go on: its level, its states, a bound on their counts' bits,
/// the place of the first state not gone on yet (a level split by the budget goes on in
/// turns), and about how many states have a count (a flat array's: as many as its level's
/// before).
struct Frame {
    level: usize,
    states: States,
    bits: u32,
    from: usize,
    live: usize,
}

/// How a sweep's steps are taken: on this thread (`One`), or on several (block
/// `count_threads`). A block of flat levels on `v` in place, and a level from `cur` into `next`
/// (as `step`).
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

/// The steps on this thread.
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

/// A sweep under way: the frames waiting, the count so far (of the sweep's last level), the
/// counts' words, memory of levels done with, the level whose states the parts share out.
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

/// The number of exact covers of `m` in ring `R`, as `s` asks, its steps taken by `e` (`None`
/// where it gives up, past `s.most` states).
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
            // The counts' bits as measured, where their bound is the tighter.
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
        // Past its allowance once the states gone through and those it goes through next pass
        // it, the next taken twice where they are more than this level's (a level that grew is
        // guessed to be followed by one as wide: where the states blow up, as Langford's pairs'
        // do, the sweep gives up a level sooner).
        let next = r.stack.last().map_or(0, |g| g.states.len(r.w)) as u64;
        let ahead = if next > was { 2 * next } else { next };
        if s.spent.states + ahead > s.most {
            return None;
        }
    }
    if let (Some((_, i)), None) = (s.part, r.parted) {
        // Too few states to share out: part 0 has the whole count.
        if i > 0 {
            r.total = vec![0];
        }
    }
    Some(R::of_words(&r.total))
}

impl<'a, M: Layered + Sync> Run<'a, M> {
    /// The sweep at its root: one state, counted once.
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

    /// Frame `f` as its part keeps it, where the sweep is in parts.
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
                    // Past here the parts' states differ: one part alone giving up, its share
                    // to the plain search, would count another partition than the others do.
                    s.most = !0;
                }
            }
        }
        f
    }

    /// A run of flat levels from frame `f`'s that read and write few slots: a block (its end
    /// and its slots), or `None`.
    fn run(&self, f: &Frame, exact: bool) -> Option<(usize, u64)> {
        let (x, l, n) = match (self.narrow, &f.states) {
            (Some(x), &States::Flat(_)) => (x, f.level, self.m.levels()),
            _ => return None,
        };
        let (mut end, mut u, mut grow) = (l + 1, x.touched(l), x.levels[l].grow);
        // (Exact counts: a block's bound grows by `GROWN` bits at most, its counts measured
        // after it, so that they are not made wider than they need.)
        while end < n
            && (u | x.touched(end)).count_ones() <= BLOCK
            && (!exact || grow + x.levels[end].grow <= GROWN)
        {
            u |= x.touched(end);
            grow += x.levels[end].grow;
            end += 1;
        }
        // One level that reads and writes more slots than a block's: two flat arrays.
        let u = u & (self.size as u64 - 1);
        match end > l + 1 || u.count_ones() <= BLOCK && (u.count_ones() as usize) < x.slots {
            true => Some((end, u)),
            false => None,
        }
    }

    /// Every count made as wide as frame `f`'s may grow to, by `grow` bits.
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

    /// Frame `f`'s level (the levels' states holding `held` bytes) into the next, a flat array
    /// or a table: in one go, or a turn of it within the budget, the rest put back.
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
        // A level's states count once, at its first turn.
        let len = f.states.len(w) as u64;
        if f.from == 0 {
            s.spent.states += len;
        }
        // A sweep allowed `s.most` states stops within the level whose children pass them, not
        // after it: a level can outweigh all before. It stops once the table holds about as
        // many children as are left, or half of them and more than this level's states (the
        // level grew: `count` takes them twice): four slots a state once it grows, and its
        // queues. (Where it stops short of them, the level goes on in turns.)
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
                // The rest of the level goes on after this turn's part of the next is swept.
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

/// `t += c` in ring `R`, `t` as wide as the sum needs.
fn sum<R: Ring>(t: &mut Vec<u64>, c: &[u64]) {
    if t.len() < c.len() + 1 && R::MODULUS.is_none() {
        t.resize(c.len() + 1, 0);
    }
    let mut d = c.to_vec();
    d.resize(t.len(), 0);
    add::<R>(t, &d);
}
/// The judges' prime: counts asked "modulo 10^9+7".
pub const MODULUS: u64 = 1_000_000_007;

/// A count modulo `MODULUS`, always reduced (below it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mod(pub u64);

impl Ring for Mod {
    const MODULUS: Option<u64> = Some(MODULUS);
    fn of_words(w: &[u64]) -> Mod {
        Mod(w[0])
    }
}
// ---- END count ----

// ---- BEGIN exact (needs count bignum) ----
/// Exact counts: `Big` as a ring, a whole concept however short.
impl Ring for Big {
    const MODULUS: Option<u64> = None;
    fn of_words(w: &[u64]) -> Big {
        let top = w.iter().rposition(|&x| x != 0).map_or(0, |k| k + 1);
        Big(w[..top].to_vec())
    }
}
// ---- END exact ----

// ---- BEGIN count_threads (needs count) ----
/// The sweep's steps on `.0` threads (xcc's `j<k>`), each taking pieces of the work as it
/// comes free: a block's classes of states; a level's states, each thread queueing their
/// children by their place in the next level (a table's part, a flat array's stretch), then
/// the next level's places, each filled from every thread's queues of it.
pub struct Threads {
    threads: usize,
    /// The least states worth threads (`THREADED`; tests take every level on threads).
    least: usize,
    /// Each thread's queues of the level before, for the next (fresh memory costs the system's
    /// clearing it).
    routes: std::sync::Mutex<Vec<Vec<Vec<u64>>>>,
}

impl Threads {
    pub fn new(threads: usize) -> Threads {
        Threads {
            threads,
            least: THREADED,
            routes: std::sync::Mutex::new(vec![Vec::new(); threads]),
        }
    }
}

/// The least states of a level (times levels, in a block) worth threads: a level or block below
/// it is swept on this thread, as starting the threads and routing the children would cost
/// more. (A table's states, not its slots: a level of few states in a large table is quick.)
const THREADED: usize = 1 << 13;

/// Takes thread `i`'s thing of `spare` (none if another holds the lock, or it has none).
fn spare<T: Default>(spare: &std::sync::Mutex<Vec<T>>, i: usize) -> T {
    match spare.lock() {
        Ok(mut s) => s
            .get_mut(i)
            .map(|x| std::mem::replace(x, T::default()))
            .unwrap_or_default(),
        Err(_) => T::default(),
    }
}

/// Gives thread `i`'s thing back to `spare`.
fn keep<T>(spare: &std::sync::Mutex<Vec<T>>, i: usize, x: T) {
    if let Ok(mut s) = spare.lock() {
        if let Some(y) = s.get_mut(i) {
            *y = x;
        }
    }
}

/// Runs `work(t)` for each `t < n`, `t > 0` on threads of their own and `t = 0` on this one
/// (or on this one too where a thread cannot start, after the others), every thread joined
/// before it returns: what each gave, in order (a thread's panic goes on here). `started` is
/// told how many threads run `work` at once (this one too), before this one starts.
fn scoped<T: Send + 'static>(
    n: usize,
    started: &dyn Fn(usize),
    work: &(dyn Fn(usize) -> T + Sync),
) -> Vec<T> {
    /// Joins the threads not joined yet, also as a panic unwinds.
    struct Joined<T>(Vec<Option<std::thread::JoinHandle<T>>>);
    impl<T> Drop for Joined<T> {
        fn drop(&mut self) {
            for h in self.0.iter_mut().filter_map(Option::take) {
                let _ = h.join();
            }
        }
    }
    // SAFETY: only the lifetime changes, and every thread that borrows `work` is joined before
    // this returns or unwinds (by `Joined`), so `work` outlives every use of it.
    let job: &'static (dyn Fn(usize) -> T + Sync) = unsafe { std::mem::transmute(work) };
    let mut running = Joined(Vec::new());
    for t in 1..n {
        running
            .0
            .push(std::thread::Builder::new().spawn(move || job(t)).ok());
    }
    started(1 + running.0.iter().filter(|h| h.is_some()).count());
    let mut out = vec![work(0)];
    for (t, h) in running.0.iter_mut().enumerate() {
        out.push(match h.take().map(|h| h.join()) {
            Some(Ok(x)) => x,
            // A thread that panicked took its pieces of the work with it.
            Some(Err(e)) => std::panic::resume_unwind(e),
            // A thread that could not start works here (on the pieces left, if any).
            None => work(t + 1),
        });
    }
    out
}

/// A flat level shared by the threads of a block, each of which touches only its own classes'
/// states.
struct Disjoint(*mut u64, usize);

// SAFETY: a `Shared` is made only by `Threads::block`, whose threads read and write disjoint
// states through it while the slice it points into is borrowed by the block.
unsafe impl Send for Disjoint {}
unsafe impl Sync for Disjoint {}

impl Store for Disjoint {
    fn size(&self) -> usize {
        self.1
    }
    #[inline(always)]
    fn load(&self, at: usize, x: &mut [u64]) {
        assert!(at + x.len() <= self.1);
        // SAFETY: in bounds (above); no other thread writes these words (`Disjoint`).
        unsafe { std::ptr::copy_nonoverlapping(self.0.add(at), x.as_mut_ptr(), x.len()) }
    }
    #[inline(always)]
    fn keep(&mut self, at: usize, x: &[u64]) {
        assert!(at + x.len() <= self.1);
        // SAFETY: in bounds (above); no other thread reads or writes these words (`Disjoint`).
        unsafe { std::ptr::copy_nonoverlapping(x.as_ptr(), self.0.add(at), x.len()) }
    }
}

/// A thread's share of `n` things, of `t` threads.
fn share(n: usize, i: usize, t: usize) -> std::ops::Range<usize> {
    n * i / t..n * (i + 1) / t
}

/// The pieces of a thread's work (classes of a block, places of a level, parts or stretches of
/// the next level): the threads take them as they come free, so that one the system runs less
/// takes fewer.
const PIECES: usize = 8;

/// The next of `n` pieces (`taken` counts those taken, by every thread), or `None`.
fn take(taken: &std::sync::atomic::AtomicUsize, n: usize) -> Option<usize> {
    let p = taken.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    if p < n {
        Some(p)
    } else {
        None
    }
}

impl Engine for Threads {
    fn block<R: Ring>(
        &self,
        m: &Model,
        from: usize,
        to: usize,
        u: u64,
        v: &mut [u64],
        w: usize,
    ) -> Kept {
        let classes = 1 << ((v.len() / w - 1) as u64 & !u).count_ones();
        let work = (v.len() / w).saturating_mul(to - from);
        if self.threads < 2 || classes < 2 * self.threads || work < self.least {
            return One.block::<R>(m, from, to, u, v, w);
        }
        let (t, at) = (self.threads, Disjoint(v.as_mut_ptr(), v.len()));
        // Pieces of 8 classes at least, where a block has few: each piece sets up the levels
        // in its classes' slots anew, at about the cost of sweeping a class.
        let (at, pieces) = (&at, (classes / 8).max(t).min(PIECES * t));
        let taken = std::sync::atomic::AtomicUsize::new(0);
        let kept = scoped(t, &|_| (), &|_| {
            // (Its own pointer: the pieces' classes are disjoint.)
            let (mut mine, mut kept) = (Disjoint(at.0, at.1), (0, 0));
            while let Some(p) = take(&taken, pieces) {
                let range = share(classes, p, pieces);
                let k = classes_of::<R, Disjoint>(m, (from, to), u, &mut mine, w, range);
                kept = (kept.0 + k.0, kept.1 | k.1);
            }
            kept
        });
        kept.iter().fold((0, 0), |a, b| (a.0 + b.0, a.1 | b.1))
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
        // Threads only take whole levels, well within the budget, and large enough to pay: into
        // a flat array twice as large, as one thread adds a child there at a fraction of what
        // routing it costs.
        let least = match *next {
            States::Flat(_) => self.least.saturating_mul(2),
            States::Hashed(_) => self.least,
        };
        if self.threads < 2 || from > 0 || next.bytes() * 4 > most || cur.len(w) < least {
            return One.step::<R, M>(m, l, cur, from, next, w, most, live);
        }
        let (t, k) = (self.threads, m.words());
        match *next {
            States::Flat(ref mut v) => {
                let size = v.len() / w;
                let each = (size + PIECES * t - 1) / (PIECES * t);
                let owner = |key: &[u64]| key[0] as usize / each;
                let stretches: Vec<std::sync::Mutex<&mut [u64]>> =
                    v.chunks_mut(each * w).map(std::sync::Mutex::new).collect();
                let put = |j: usize, queues: &[&Vec<Vec<u64>>]| {
                    if let Ok(mut p) = stretches[j].lock() {
                        let queues = queues.iter().filter_map(|q| q.get(j));
                        for e in queues.flat_map(|q| q.chunks_exact(1 + w)) {
                            let at = (e[0] as usize - j * each) * w;
                            add::<R>(&mut p[at..at + w], &e[1..]);
                        }
                    }
                };
                *live = self.halves(m, l, cur, (k, w), (stretches.len(), &owner), &put);
            }
            States::Hashed(ref mut table) => {
                let want = (PIECES * t).next_power_of_two().trailing_zeros();
                if table.bits < want.min(MOST_PARTS) {
                    table.split(want.min(MOST_PARTS));
                }
                let bits = table.bits;
                let owner = |key: &[u64]| (mix(key) >> (64 - bits)) as usize;
                {
                    let parts: Vec<std::sync::Mutex<&mut Part>> =
                        table.parts.iter_mut().map(std::sync::Mutex::new).collect();
                    let put = |p: usize, queues: &[&Vec<Vec<u64>>]| {
                        if let Ok(mut part) = parts[p].lock() {
                            fill::<R>(&mut part, p, queues, k, w);
                        }
                    };
                    *live = self.halves(m, l, cur, (k, w), (parts.len(), &owner), &put);
                }
                table.slots = table.parts.iter().map(|p| p.size).sum();
            }
        }
        None
    }
}

/// Where the threads of a level are: how many have queued their children, of how many (`!0`
/// until they have all started). The level's second half waits for every child queued.
struct Halfway {
    at: std::sync::Mutex<(usize, usize)>,
    all: std::sync::Condvar,
}

impl Halfway {
    fn lock<'a>(&'a self) -> std::sync::MutexGuard<'a, (usize, usize)> {
        self.at.lock().unwrap_or_else(|e| e.into_inner())
    }
    fn expect(&self, n: usize) {
        self.lock().1 = n;
        self.all.notify_all();
    }
    fn wait(&self) {
        let mut at = self.lock();
        while at.0 < at.1 {
            at = self.all.wait(at).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// A thread's arrival at `Halfway` once it is dropped, also as a panic unwinds, so that no
/// thread waits for it forever.
struct Arriving<'a>(&'a Halfway);

impl<'a> Drop for Arriving<'a> {
    fn drop(&mut self) {
        self.0.lock().0 += 1;
        self.0.all.notify_all();
    }
}

/// Puts into a place of the next level every thread's queue of it (its queues, by place).
type Put<'a> = dyn Fn(usize, &[&Vec<Vec<u64>>]) + Sync + 'a;

impl Threads {
    /// Level `l` from the states of `cur` (keys and counts of `(k, w)` words) in two halves on
    /// the threads, each taking pieces as it comes free: the children queued by `owner` into
    /// `places` queues (each thread its own), then, once every thread is done with that, each
    /// place given every thread's queue of it by `put`. The states with a count.
    fn halves<M: Layered + Sync, F: Fn(&[u64]) -> usize + Sync>(
        &self,
        m: &M,
        l: usize,
        cur: &States,
        (k, w): (usize, usize),
        (places, owner): (usize, &F),
        put: &Put,
    ) -> usize {
        let (t, n) = (self.threads, cur.places(w));
        let pieces = n.min(PIECES * t).max(1);
        let (first, second) = (
            std::sync::atomic::AtomicUsize::new(0),
            std::sync::atomic::AtomicUsize::new(0),
        );
        let queued: Vec<std::sync::RwLock<Vec<Vec<u64>>>> =
            (0..t).map(|_| std::sync::RwLock::new(Vec::new())).collect();
        let halfway = Halfway {
            at: std::sync::Mutex::new((0, !0)),
            all: std::sync::Condvar::new(),
        };
        let live = scoped(t, &|running| halfway.expect(running), &|i| {
            let mut live = 0;
            {
                let _arriving = Arriving(&halfway);
                let mut out = spare(&self.routes, i);
                if out.len() < places {
                    out.resize(places, Vec::new());
                }
                for o in out.iter_mut() {
                    o.clear();
                }
                while let Some(p) = take(&first, pieces) {
                    let range = share(n, p, pieces);
                    live += route::<M, F>(m, l, cur, range, (k, w), owner, &mut out[..places]);
                }
                if let Ok(mut q) = queued[i].write() {
                    *q = out;
                }
            }
            halfway.wait();
            let read: Vec<_> = queued.iter().filter_map(|q| q.read().ok()).collect();
            let queues: Vec<&Vec<Vec<u64>>> = read.iter().map(|q| &**q).collect();
            while let Some(p) = take(&second, places) {
                put(p, &queues);
            }
            live
        });
        for (i, q) in queued.into_iter().enumerate() {
            keep(
                &self.routes,
                i,
                q.into_inner().unwrap_or_else(|e| e.into_inner()),
            );
        }
        live.iter().sum()
    }
}

/// Part `p` of a table filled from the threads' queues of it (`routed`), in line for one-word
/// keys and small `w`.
fn fill<R: Ring>(part: &mut Part, p: usize, routed: &[&Vec<Vec<u64>>], k: usize, w: usize) {
    match (k, w) {
        (1, 1) => fill_kw::<R>(part, p, routed, 1, 1),
        (1, 2) => fill_kw::<R>(part, p, routed, 1, 2),
        (1, 3) => fill_kw::<R>(part, p, routed, 1, 3),
        _ => fill_kw::<R>(part, p, routed, k, w),
    }
}

#[inline(always)]
fn fill_kw<R: Ring>(part: &mut Part, p: usize, routed: &[&Vec<Vec<u64>>], k: usize, w: usize) {
    for q in routed.iter().filter_map(|r| r.get(p)) {
        for e in q.chunks_exact(k + w) {
            part.add::<R>(e, mix(&e[..k]), k, k + w);
        }
    }
}

/// The children at level `l` of the states of `cur` at the places `range` that have a count,
/// as records (key, count: `(k, w)` words) put in the queues `out` by `owner`: the number of
/// those states. In line for one-word keys and small `w`, so that a record's words are copied
/// as words.
fn route<M: Layered, F: Fn(&[u64]) -> usize>(
    m: &M,
    l: usize,
    cur: &States,
    range: std::ops::Range<usize>,
    (k, w): (usize, usize),
    owner: &F,
    out: &mut [Vec<u64>],
) -> usize {
    match (k, w) {
        (1, 1) => route_kw::<M, F>(m, l, cur, range, (1, 1), owner, out),
        (1, 2) => route_kw::<M, F>(m, l, cur, range, (1, 2), owner, out),
        (1, 3) => route_kw::<M, F>(m, l, cur, range, (1, 3), owner, out),
        _ => route_kw::<M, F>(m, l, cur, range, (k, w), owner, out),
    }
}

#[inline(always)]
fn route_kw<M: Layered, F: Fn(&[u64]) -> usize>(
    m: &M,
    l: usize,
    cur: &States,
    range: std::ops::Range<usize>,
    (k, w): (usize, usize),
    owner: &F,
    out: &mut [Vec<u64>],
) -> usize {
    let (mut kids, mut live) = (Vec::new(), 0);
    // (Loops here, not `States::each`'s closure, so that `k` and `w` stay constants.)
    match *cur {
        States::Flat(ref v) => {
            let to = range.end.min(v.len() / w);
            let from = range.start.min(to);
            for (s, c) in v[from * w..to * w].chunks_exact(w).enumerate() {
                let s = [(from + s) as u64];
                live += children_to(m, l, &s, c, (k, w), owner, &mut kids, out);
            }
        }
        States::Hashed(ref table) => {
            let mut base = 0;
            for p in &table.parts {
                for (j, e) in p.records(range.start.max(base) - base, k + w) {
                    if base + j >= range.end {
                        return live;
                    }
                    live += children_to(m, l, &e[..k], &e[k..], (k, w), owner, &mut kids, out);
                }
                base += p.size;
            }
        }
    }
    live
}

/// The children of state `s` (count `c`) at level `l` routed to their queues in `out` by
/// `owner` (`kids` is room for them): 1 if it has a count, else 0.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn children_to<M: Layered, F: Fn(&[u64]) -> usize>(
    m: &M,
    l: usize,
    s: &[u64],
    c: &[u64],
    (k, w): (usize, usize),
    owner: &F,
    kids: &mut Vec<u64>,
    out: &mut [Vec<u64>],
) -> usize {
    if c[..w].iter().all(|&x| x == 0) {
        return 0;
    }
    kids.clear();
    m.each(l, s, kids);
    let last = out.len() - 1;
    for key in kids.chunks_exact(k) {
        let o = &mut out[owner(key).min(last)];
        o.extend_from_slice(&key[..k]);
        o.extend_from_slice(&c[..w]);
    }
    1
}

impl States {
    /// The places of its states: a flat array's entries, a table's slots.
    fn places(&self, w: usize) -> usize {
        match *self {
            States::Flat(ref v) => v.len() / w,
            States::Hashed(ref t) => t.parts.iter().map(|p| p.size).sum(),
        }
    }
}

impl Table {
    /// Made empty in `2^bits` parts of about its slots in all, in its memory: a table of fewer
    /// parts than the threads' pieces would leave threads idle while it fills.
    fn split(&mut self, bits: u32) {
        let (k, n) = (self.k, self.k + self.w);
        let size = (self.slots >> bits).next_power_of_two().max(16);
        let mut old = std::mem::replace(&mut self.parts, Vec::new()).into_iter();
        self.parts = (0..1usize << bits)
            .map(|_| Part::new(k, n, size, bits, old.next()))
            .collect();
        self.queues.resize(1 << bits, Vec::new());
        self.queued = 0;
        self.bits = bits;
        self.slots = self.parts.iter().map(|p| p.size).sum();
    }
}
// ---- END count_threads ----

// ---- BEGIN wide (needs count) ----
/// The exact cover with colours and bounds as the sweep counts it, its frontiers of any width:
/// a state is `words` words of cells, a primary item's cell its uses so far, a secondary
/// item's its state (0 untouched, all ones covered without a colour, else its colour). Each
/// item has a cell from the level of the first option that holds it to the end of its last.
/// A level whose item may be in several options is a step per option (taken or not), the
/// last of which closes the level; any other level is one step, one of its options or none.
/// At a level's close each item leaving is checked (a primary one used at least its least
/// number of times) and its cell cleared.
pub struct Wide {
    steps: Vec<Stage>,
    /// Option (in step order) -> its cells `cells[opts[o]..opts[o + 1]]`, and its number in
    /// the input.
    opts: Vec<usize>,
    cells: Vec<Cell>,
    pub option: Vec<usize>,
    leaving: Vec<Cell>,
    words: usize,
    /// An item that no option holds needs some: no cover.
    dead: bool,
}

/// The cells of a wide model's states as the levels lay them out: each item's place (word,
/// shift), the places let go (a primary item's width, a secondary one's), the bits used.
struct Cells {
    at: Vec<(usize, u32)>,
    free: Vec<Vec<(usize, u32)>>,
    end: usize,
    width: (u32, u32),
    primary: usize,
}

impl Cells {
    fn bits(&self, i: usize) -> u32 {
        if i < self.primary {
            self.width.0
        } else {
            self.width.1
        }
    }

    /// A place for item `i`'s cell: one let go, or a new one within a word, never at word 0's
    /// top bit (no key is `EMPTY`).
    fn place(&mut self, i: usize) {
        let (b, kind) = (self.bits(i) as usize, (i >= self.primary) as usize);
        let end = &mut self.end;
        self.at[i] = self.free[kind].pop().unwrap_or_else(|| {
            let room = if *end < 64 { 63 } else { 64 };
            if *end % 64 + b > room {
                *end += 64 - *end % 64;
            }
            *end += b;
            ((*end - b) / 64, ((*end - b) % 64) as u32)
        });
    }

    fn free(&mut self, i: usize) {
        self.free[(i >= self.primary) as usize].push(self.at[i]);
    }

    /// Item `i`'s cell, with `limit`.
    fn cell(&self, i: usize, limit: u64) -> Cell {
        let (word, shift) = self.at[i];
        Cell {
            word,
            shift,
            mask: (1 << self.bits(i)) - 1,
            primary: i < self.primary,
            limit,
        }
    }
}

/// A stage: its options (`opts[from..to]`), the cells its close checks and clears
/// (`leaving[close.0..close.1]`, none if it does not close its level), its growth (as
/// `Layer`'s).
#[derive(Clone, Copy)]
struct Stage {
    from: usize,
    to: usize,
    close: (usize, usize),
    grow: u32,
}

/// A cell of a state: word, shift and mask; whether a primary item's; `limit`: the most uses
/// (primary, in an option), the colour given (secondary, in an option; all ones for none), the
/// least uses (primary, leaving; 0 for a secondary one).
#[derive(Clone, Copy)]
struct Cell {
    word: usize,
    shift: u32,
    mask: u64,
    primary: bool,
    limit: u64,
}

impl Wide {
    /// The problem of `items` items, the first `primary` primary, each in `bounds[i].0` to
    /// `bounds[i].1` options of a solution (empty: exactly one), the others secondary; each
    /// option its items with a colour each (0: none; colours are numbered from 1 to `colours`,
    /// on secondary items only).
    pub fn new(
        primary: usize,
        items: usize,
        options: &[Vec<(usize, u32)>],
        bounds: &[(u32, u32)],
        colours: u32,
    ) -> Wide {
        let bound = |i: usize| *bounds.get(i).unwrap_or(&(1, 1));
        let plain: Vec<Vec<usize>> = (options.iter())
            .map(|o| o.iter().map(|e| e.0).collect())
            .collect();
        let s = spans(primary, items, &plain);
        let width = |n: u64| 64 - n.leading_zeros();
        let most = (0..primary).map(|i| bound(i).1).max().unwrap_or(1);
        let (pb, sb) = (width(u64::from(most)).max(1), width(u64::from(colours) + 1));
        let mut w = Wide {
            steps: Vec::new(),
            opts: vec![0],
            cells: Vec::new(),
            option: Vec::new(),
            leaving: Vec::new(),
            words: 1,
            dead: (0..primary).any(|i| s.first[i] == !0 && bound(i).0 > 0),
        };
        if w.dead {
            // A step that leads nowhere.
            w.steps.push(Stage {
                from: 0,
                to: 0,
                close: (0, 0),
                grow: 0,
            });
            return w;
        }
        let mut cells = Cells {
            at: vec![(0, 0); items],
            free: vec![Vec::new(); 2],
            end: 0,
            width: (pb, sb),
            primary,
        };
        let mut enter = vec![Vec::new(); s.item.len()];
        let mut leave = vec![Vec::new(); s.item.len()];
        for i in (0..items).filter(|&i| s.first[i] != !0) {
            enter[s.first[i]].push(i);
            leave[s.last[i]].push(i);
        }
        for l in 0..s.item.len() {
            for &i in &enter[l] {
                cells.place(i);
            }
            w.level(&s.of[l], &leave[l], options, bounds, &cells);
            for &i in &leave[l] {
                cells.free(i);
            }
        }
        w.words = cells.end / 64 + 1;
        w
    }

    /// The stages of a level: its options `of`, each item of `leave` checked and let go at its
    /// close; a stage per option where the level's item may be in several.
    fn level(
        &mut self,
        of: &[usize],
        leave: &[usize],
        options: &[Vec<(usize, u32)>],
        bounds: &[(u32, u32)],
        cells: &Cells,
    ) {
        let (primary, sb) = (cells.primary, cells.width.1);
        let bound = |i: usize| *bounds.get(i).unwrap_or(&(1, 1));
        let close = self.leaving.len();
        let mut grow = 0;
        for &i in leave {
            let (lower, upper) = if i < primary { bound(i) } else { (0, 0) };
            self.leaving.push(cells.cell(i, u64::from(lower)));
            grow += match i < primary {
                true => bits(u64::from(upper - lower) + 1),
                false => sb,
            };
        }
        let item = (of.iter().flat_map(|&o| &options[o]))
            .map(|e| e.0)
            .filter(|&i| i < primary)
            .min();
        let group = if item.map_or(1, |f| bound(f).1) > 1 {
            1
        } else {
            of.len()
        };
        for (k, run) in of.chunks(group.max(1)).enumerate() {
            let from = self.option.len();
            for &o in run {
                for &(i, c) in &options[o] {
                    let limit = match i < primary {
                        true => u64::from(bound(i).1),
                        false if c == 0 => (1 << sb) - 1,
                        false => u64::from(c),
                    };
                    self.cells.push(cells.cell(i, limit));
                }
                self.opts.push(self.cells.len());
                self.option.push(o);
            }
            let last = (k + 1) * group >= of.len();
            self.steps.push(Stage {
                from,
                to: self.option.len(),
                close: if last {
                    (close, self.leaving.len())
                } else {
                    (0, 0)
                },
                grow: bits((run.len() + 1) as u64) + if last { grow } else { 0 },
            });
        }
    }

    /// The states after stage `l` from state `key`, each put after `out`'s words with its
    /// option's number (in `taken`; `!0` for none): the one step of the wide sweep.
    pub fn children(&self, l: usize, key: &[u64], out: &mut Vec<u64>, taken: &mut Vec<usize>) {
        if self.dead {
            return;
        }
        let v = self.steps[l];
        for o in (v.from..v.to).map(Some).chain(Some(None)) {
            let at = out.len();
            out.extend_from_slice(key);
            let ok = match o {
                Some(o) => self.take(o, &mut out[at..]),
                None => true,
            };
            if ok && self.close(v.close, &mut out[at..]) {
                taken.push(o.map_or(!0, |o| self.option[o]));
            } else {
                out.truncate(at);
            }
        }
    }

    /// Option `o` taken in `key`: `false` if it cannot be (an item used up, a colour clash).
    fn take(&self, o: usize, key: &mut [u64]) -> bool {
        for c in &self.cells[self.opts[o]..self.opts[o + 1]] {
            let v = key[c.word] >> c.shift & c.mask;
            if c.primary {
                if v >= c.limit {
                    return false;
                }
                key[c.word] += 1 << c.shift;
            } else if v == 0 {
                key[c.word] |= c.limit << c.shift;
            } else if v != c.limit || c.limit == c.mask {
                return false;
            }
        }
        true
    }

    /// The cells `leaving[close.0..close.1]` checked and cleared in `key`: `false` if a
    /// primary item was used too few times.
    fn close(&self, close: (usize, usize), key: &mut [u64]) -> bool {
        for c in &self.leaving[close.0..close.1] {
            if key[c.word] >> c.shift & c.mask < c.limit {
                return false;
            }
            key[c.word] &= !(c.mask << c.shift);
        }
        true
    }
}

impl Layered for Wide {
    fn levels(&self) -> usize {
        self.steps.len()
    }
    fn words(&self) -> usize {
        self.words
    }
    fn grow(&self, l: usize) -> u32 {
        self.steps[l].grow
    }
    fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>) {
        self.children(l, key, out, &mut Vec::new())
    }
    fn narrow(&self) -> Option<&Model> {
        None
    }
}
// ---- END wide ----

// ---- BEGIN depth_first (needs count wide bignum bignum_arith) ----
/// Counting below a state of a model depth first, each state's count kept while the table's
/// `budget` lasts (then a new count takes an old one's slot: every count stays exact): xcc's
/// probe (how often a state is met again, on the narrow model where there is one: its steps
/// cost least) and its uniform draws (on the wide model, which names the options taken).
pub struct Memo<'a, M: 'a> {
    model: &'a M,
    /// Slots of a key (a step and a state) and its count's place in `counts`.
    slots: Vec<u64>,
    counts: Vec<Big>,
    size: usize,
    most: usize,
    turn: usize,
    /// The states searched (not found in the table), the moves looked up, those it had.
    pub nodes: u64,
    pub lookups: u64,
    pub hits: u64,
}

/// A search's node: its step and state, its children (and the options taken to them), the
/// next child, the count so far.
struct Node {
    step: usize,
    key: Vec<u64>,
    kids: Vec<u64>,
    next: usize,
    acc: Big,
}

/// The slots a key may be in from its home.
const PROBES: usize = 16;

impl<'a, M: Layered> Memo<'a, M> {
    pub fn new(model: &'a M, budget: usize) -> Memo<'a, M> {
        let slot = 8 * (model.words() + 2) + 48;
        Memo {
            model,
            slots: Vec::new(),
            counts: Vec::new(),
            size: 0,
            most: (budget / slot).max(PROBES).next_power_of_two(),
            turn: 0,
            nodes: 0,
            lookups: 0,
            hits: 0,
        }
    }

    /// The slot of `key` at step `l`, or where it would go (`false`).
    fn find(&self, l: usize, key: &[u64]) -> (usize, bool) {
        let n = self.model.words() + 2;
        let h = (mix(key) ^ l as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let home = (h >> (64 - self.size.trailing_zeros())) as usize;
        for p in 0..PROBES.min(self.size) {
            let at = (home + p) & (self.size - 1);
            let s = &self.slots[at * n..at * n + n];
            if s[0] == l as u64 && s[1..n - 1] == *key {
                return (at, true);
            }
            if s[0] == EMPTY {
                return (at, false);
            }
        }
        ((home + self.turn % PROBES) & (self.size - 1), false)
    }

    fn get(&mut self, l: usize, key: &[u64]) -> Option<Big> {
        if self.size == 0 {
            return None;
        }
        match self.find(l, key) {
            (at, true) => {
                let n = self.model.words() + 2;
                Some(self.counts[self.slots[at * n + n - 1] as usize].clone())
            }
            _ => None,
        }
    }

    fn put(&mut self, l: usize, key: &[u64], c: &Big) {
        let n = self.model.words() + 2;
        if 2 * (self.counts.len() + 1) > self.size && self.size < self.most {
            // Twice the slots: the counts are found again by the keys put back.
            let old = std::mem::replace(&mut self.slots, Vec::new());
            self.size = (2 * self.size).max(PROBES);
            self.slots = vec![EMPTY; self.size * n];
            for s in old.chunks(n).filter(|s| s[0] != EMPTY) {
                let at = self.find(s[0] as usize, &s[1..n - 1]).0;
                self.slots[at * n..at * n + n].copy_from_slice(s);
            }
        }
        self.turn += 1;
        let (at, _) = self.find(l, key);
        let s = &mut self.slots[at * n..at * n + n];
        if s[0] == EMPTY {
            s[n - 1] = self.counts.len() as u64;
            self.counts.push(c.clone());
        } else {
            self.counts[s[n - 1] as usize] = c.clone();
        }
        s[0] = l as u64;
        s[1..n - 1].copy_from_slice(key);
    }

    /// The solutions below state `key` at step `l`, if found within `most` more nodes.
    pub fn count(&mut self, l: usize, key: &[u64], most: u64) -> Option<Big> {
        let (m, words) = (self.model, self.model.words());
        if l == m.levels() {
            return Some(Big(vec![1]));
        }
        if let Some(c) = self.get(l, key) {
            return Some(c);
        }
        let (end, stop) = (m.levels(), self.nodes.saturating_add(most));
        let mut path = vec![self.node(l, key)];
        loop {
            let next = match path.last_mut() {
                Some(top) => match top.next < top.kids.len() / words {
                    true => {
                        let k = top.next * words;
                        top.next += 1;
                        Some((top.step + 1, top.kids[k..k + words].to_vec()))
                    }
                    false => None,
                },
                None => None,
            };
            let (step, child) = match next {
                Some(next) => next,
                None => {
                    let top = path.pop()?;
                    self.put(top.step, &top.key, &top.acc);
                    match path.last_mut() {
                        Some(up) => up.acc.add(&top.acc),
                        None => return Some(top.acc),
                    }
                    continue;
                }
            };
            if step == end {
                path.last_mut()?.acc.add_word(1);
                continue;
            }
            self.lookups += 1;
            if let Some(c) = self.get(step, &child) {
                self.hits += 1;
                path.last_mut()?.acc.add(&c);
                continue;
            }
            if self.nodes >= stop {
                return None;
            }
            let node = self.node(step, &child);
            path.push(node);
        }
    }

    fn node(&mut self, step: usize, key: &[u64]) -> Node {
        self.nodes += 1;
        let mut kids = Vec::new();
        self.model.each(step, key, &mut kids);
        Node {
            step,
            key: key.to_vec(),
            kids,
            next: 0,
            acc: Big::default(),
        }
    }
}

impl<'a> Memo<'a, Wide> {
    /// A solution drawn uniformly from all (its options' numbers, in the order taken), or
    /// `None` if there is none: from the root down, each move taken with the probability of
    /// its count over its node's, drawn below the node's count from `random` words.
    pub fn sample(&mut self, mut random: impl FnMut() -> u64) -> Option<Vec<usize>> {
        let (m, mut taken) = (self.model, Vec::new());
        let (mut l, mut key) = (0, vec![0u64; m.words]);
        while l < m.steps.len() {
            let mut r = self.count(l, &key, !0)?;
            if r.is_zero() {
                return None;
            }
            r = r.below(&mut random);
            let (mut kids, mut moves) = (Vec::new(), Vec::new());
            m.children(l, &key, &mut kids, &mut moves);
            let mut chosen = None;
            for (child, &o) in kids.chunks(m.words).zip(&moves) {
                let c = self.count(l + 1, child, !0)?;
                if r < c {
                    chosen = Some((child.to_vec(), o));
                    break;
                }
                r.sub(&c);
            }
            let (child, o) = chosen?;
            if o != !0 {
                taken.push(o);
            }
            key = child;
            l += 1;
        }
        Some(taken)
    }
}
// ---- END depth_first ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{covers, few, random_bounds, random_option, seeds, solution_sets, Rng};

    /// The dominoes of an `h x w` board, cells in reading order.
    pub fn dominoes(h: usize, w: usize) -> Vec<Vec<usize>> {
        let mut opts = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if c + 1 < w {
                    opts.push(vec![r * w + c, r * w + c + 1]);
                }
                if r + 1 < h {
                    opts.push(vec![r * w + c, (r + 1) * w + c]);
                }
            }
        }
        opts
    }

    /// A random exact cover: `primary` items, `secondary` after them, options of up to four
    /// items near one another (so that frontiers stay narrow), some repeated.
    fn random(rng: &mut Rng) -> (usize, usize, Vec<Vec<usize>>) {
        let (primary, secondary) = (1 + rng.below(10), rng.below(4));
        let items = primary + secondary;
        let mut opts: Vec<Vec<usize>> = Vec::new();
        for _ in 0..rng.below(3 * primary + 2) {
            let at = rng.below(items);
            let mut o = vec![at];
            for _ in 0..rng.below(4) {
                let i = (at + rng.below(5)) % items;
                if !o.contains(&i) {
                    o.push(i);
                }
            }
            if rng.below(8) == 0 && !opts.is_empty() {
                o = opts[rng.below(opts.len())].clone();
            }
            opts.push(o);
        }
        (primary, secondary, opts)
    }

    fn sweep<R: Ring>(m: &Model, budget: usize, part: Option<(usize, usize)>) -> R {
        let mut s = Sweep::new(budget);
        s.part = part;
        count(m, &mut s, &One).expect("no limit")
    }

    /// A sweep allowed few states gives up within the level that passes them: the perfect
    /// matchings of K_30 (a frontier of 29 items: hashed levels), held to 1,000 states.
    #[test]
    fn a_sweep_past_its_states_stops_within_the_level() {
        let opts: Vec<Vec<usize>> = (0..30)
            .flat_map(|i| (i + 1..30).map(move |j| vec![i, j]))
            .collect();
        let m = Model::new(30, 30, &opts).expect("narrow");
        let mut s = Sweep::new(1 << 30);
        s.most = 1000;
        assert!(count::<Big, _, _>(&m, &mut s, &One).is_none());
        assert!(
            s.spent.widest < 1000,
            "{} states in a level",
            s.spent.widest
        );
    }

    /// A sweep allowed twice the states it goes through counts, one allowed fewer gives up;
    /// in parts, at any allowance, every part gives up or none does, and their counts add up:
    /// the perfect matchings of K_14 (hashed levels), dominoes on 8x8 (flat levels, blocks)
    /// and on 5x7 with 4 KB (levels in turns).
    #[test]
    fn an_allowance_too_short_gives_up_an_ample_one_counts_and_every_part_decides_alike() {
        let k14: Vec<Vec<usize>> = (0..14)
            .flat_map(|i| (i + 1..14).map(move |j| vec![i, j]))
            .collect();
        let cases = [
            (14, k14, 1 << 20),
            (64, dominoes(8, 8), 1 << 20),
            (35, dominoes(5, 7), 1 << 12),
        ];
        for &(n, ref opts, budget) in &cases {
            let m = Model::new(n, n, opts).expect("narrow");
            let mut s = Sweep::new(budget);
            let whole: Mod = count(&m, &mut s, &One).expect("no limit");
            let all = s.spent.states;
            // Where each part alone would pass its allowance, and about it.
            let mut mosts: Vec<u64> = (0..=512).map(|i| all * i / 256).collect();
            for i in 0..3 {
                let mut s = Sweep::new(budget);
                s.part = Some((3, i));
                count::<Mod, _, _>(&m, &mut s, &One).expect("no limit");
                let p = s.spent.states;
                mosts.extend((p.saturating_sub(64)..p + 64).chain(vec![all - 1, all + 1]));
            }
            for &most in &mosts {
                let mut s = Sweep::new(budget);
                s.most = most;
                let alone = count::<Mod, _, _>(&m, &mut s, &One);
                // (Between, it may give up: it guesses that a level that grew is followed by
                // one as wide.)
                let (short, ample) = (most < all, most >= 2 * all);
                assert!(
                    !short || alone.is_none(),
                    "{} items, {} of {}",
                    n,
                    most,
                    all
                );
                assert!(
                    !ample || alone.is_some(),
                    "{} items, {} of {}",
                    n,
                    most,
                    all
                );
                let parts: Vec<Option<Mod>> = (0..3)
                    .map(|i| {
                        let mut s = Sweep::new(budget);
                        s.most = most;
                        s.part = Some((3, i));
                        count(&m, &mut s, &One)
                    })
                    .collect();
                let given_up = parts.iter().filter(|p| p.is_none()).count();
                assert!(
                    given_up % 3 == 0,
                    "{} items, {} of {}: {:?}",
                    n,
                    most,
                    all,
                    given_up
                );
                assert!(!ample || given_up == 0, "{} items, {} of {}", n, most, all);
                if given_up == 0 {
                    let sum: u64 = parts.iter().map(|p| p.as_ref().map_or(0, |c| c.0)).sum();
                    assert_eq!(sum % MODULUS, whole.0, "{} items, {} of {}", n, most, all);
                }
            }
        }
    }

    #[test]
    fn counts_are_the_brute_forces_at_any_budget_in_parts_and_in_both_rings() {
        let mut rng = Rng(49);
        let (mut found, mut secondary_ones) = (0, 0);
        for seed in seeds(2000) {
            let (primary, secondary, opts) = random(&mut rng);
            let want = covers(primary, secondary, &opts).len() as u64;
            found += want;
            secondary_ones += (secondary > 0) as u64 * want;
            let m = Model::new(primary, primary + secondary, &opts).expect("narrow");
            let got: Big = sweep(&m, 1 << 20, None);
            assert_eq!(got, Big::from_u64(want), "seed {}: {:?}", seed, opts);
            // A budget of nothing: each level goes on one state at a time, the same count.
            assert_eq!(sweep::<Big>(&m, 0, None), got, "seed {}, no budget", seed);
            assert_eq!(sweep::<Mod>(&m, 0, None), Mod(want % MODULUS));
            // Three parts add up to the whole, at any budget.
            let parts: u64 = (0..3)
                .map(|i| sweep::<Mod>(&m, (seed as usize % 2) << 20, Some((3, i))).0)
                .sum();
            assert_eq!(parts, want, "seed {}, parts", seed);
        }
        assert!(few() || found > 2000 && secondary_ones > 300, "{}", found);
    }

    #[test]
    fn domino_tilings_are_the_known_counts_past_64_bits_in_flat_levels_and_tables() {
        let cases: [(usize, usize, &str); 6] = [
            // 2 rows of 30 in rows: frontiers of 30 slots, in tables.
            (2, 30, "1346269"),
            (30, 2, "1346269"),
            (8, 8, "12988816"),
            (12, 12, "53060477521960000"),
            (14, 14, "112202208776036178000000"),
            (16, 16, "2444888770250892795802079170816"),
        ];
        for &(h, w, want) in &cases {
            let m = Model::new(h * w, h * w, &dominoes(h, w)).expect("narrow");
            assert_eq!(m.slots, w, "{}x{}", h, w);
            assert_eq!(
                sweep::<Big>(&m, 1 << 28, None).decimal(),
                want,
                "{}x{}",
                h,
                w
            );
        }
        // With a budget of 64 KB the 12x12 board's levels are tables that go on in turns.
        let m = Model::new(144, 144, &dominoes(12, 12)).expect("narrow");
        assert_eq!(
            sweep::<Big>(&m, 1 << 16, None).decimal(),
            "53060477521960000"
        );
        let reduced = 53_060_477_521_960_000 % MODULUS;
        assert_eq!(sweep::<Mod>(&m, 1 << 16, Some((1, 0))), Mod(reduced));
    }

    #[test]
    fn the_moves_bound_the_states_and_children_a_sweep_meets() {
        // Each level's states and children, met by a plain walk of the levels.
        let met = |m: &Model| {
            let (mut states, mut met) = (vec![0u64], 0.0);
            for l in 0..m.levels() {
                let mut next = Vec::new();
                for &s in &states {
                    children(m.level(l), s, |t| next.push(t));
                }
                met += (states.len() + next.len()) as f64;
                next.sort_unstable();
                next.dedup();
                states = next;
            }
            met
        };
        let mut rng = Rng(51);
        for seed in seeds(4000) {
            let (primary, secondary, opts) = random(&mut rng);
            let m = Model::new(primary, primary + secondary, &opts).expect("narrow");
            assert!(met(&m) <= m.moves(), "seed {}: {:?}", seed, opts);
        }
        // Near what is met on boards of dominoes, whose frontiers meet most of their states.
        for &(h, w) in &[(2, 6), (5, 4), (6, 6)] {
            let m = Model::new(h * w, h * w, &dominoes(h, w)).expect("narrow");
            let (got, bound) = (met(&m), m.moves());
            assert!(
                got <= bound && bound <= 8.0 * got,
                "{}x{}: {} {}",
                h,
                w,
                got,
                bound
            );
        }
        // Bell(10)'s indexed levels: the sets of the free slots, not the options, each state.
        let all: Vec<Vec<usize>> = (1..1usize << 10)
            .map(|b| (0..10).filter(|i| b >> i & 1 == 1).collect())
            .collect();
        let m = Model::new(10, 10, &all).expect("narrow");
        assert!(
            met(&m) <= m.moves() && m.moves() < 1e5,
            "Bell(10): {}",
            m.moves()
        );
    }

    #[test]
    fn a_frontier_wider_than_a_word_is_refused_and_an_item_in_no_option_leaves_no_cover() {
        assert!(Model::new(128, 128, &dominoes(2, 64)).is_none());
        let m = Model::new(3, 3, &[vec![0, 1]]).expect("narrow");
        assert_eq!(sweep::<Big>(&m, 1 << 10, None), Big::default());
        // No primary item: one cover, the empty one.
        let m = Model::new(0, 2, &[]).expect("narrow");
        assert_eq!(sweep::<Big>(&m, 1 << 10, None), Big::from_u64(1));
    }

    /// A problem's secondary items, bounds and options with colours.
    type Coloured = (usize, Vec<(u32, u32)>, Vec<Vec<(usize, u32)>>);

    /// A random problem with colours (up to 3), and bounds where `bounded`.
    fn coloured(rng: &mut Rng, bounded: bool) -> Coloured {
        let (primary, secondary) = (1 + rng.below(6), rng.below(4));
        let opts = (0..1 + rng.below(14))
            .map(|_| random_option(rng, primary, secondary))
            .collect();
        (secondary, random_bounds(rng, primary, bounded), opts)
    }

    fn wide<R: Ring>(m: &Wide, budget: usize, part: Option<(usize, usize)>) -> R {
        let mut s = Sweep::new(budget);
        s.part = part;
        count(m, &mut s, &One).expect("no limit")
    }

    #[test]
    fn wide_counts_are_the_brute_forces_with_colours_and_bounds_at_any_budget_and_in_parts() {
        let mut rng = Rng(40);
        let (mut found, mut bounded_ones) = (0, 0);
        for seed in seeds(3000) {
            let bounded = seed % 2 == 1;
            let (secondary, bounds, opts) = coloured(&mut rng, bounded);
            let priced: Vec<(Vec<(usize, u32)>, u64)> =
                opts.iter().map(|o| (o.clone(), 0)).collect();
            let want = solution_sets(&bounds, secondary, &priced).len() as u64;
            found += want;
            bounded_ones += bounded as u64 * want;
            let primary = bounds.len();
            let b: &[(u32, u32)] = if bounded { &bounds } else { &[] };
            let m = Wide::new(primary, primary + secondary, &opts, b, 3);
            let got: Big = wide(&m, 1 << 16, None);
            assert_eq!(
                got,
                Big::from_u64(want),
                "seed {}: {:?} {:?}",
                seed,
                bounds,
                opts
            );
            assert_eq!(wide::<Big>(&m, 0, None), got, "seed {}, no budget", seed);
            let parts: u64 = (0..2)
                .map(|i| wide::<Mod>(&m, 1 << 16, Some((2, i))).0)
                .sum();
            assert_eq!(parts, want, "seed {}, parts", seed);
            // Depth first, with a table of one slot or of many: the same count.
            for &budget in &[0, 1 << 16] {
                let mut memo = Memo::new(&m, budget);
                let root = vec![0; m.words];
                assert_eq!(memo.count(0, &root, !0), Some(got.clone()), "seed {}", seed);
            }
        }
        assert!(few() || found > 1500 && bounded_ones > 500);
    }

    #[test]
    fn the_wide_model_counts_as_the_narrow_one_past_a_word() {
        let mut rng = Rng(41);
        for seed in seeds(300) {
            let (primary, secondary, opts) = random(&mut rng);
            let n = Model::new(primary, primary + secondary, &opts).expect("narrow");
            let plain: Vec<Vec<(usize, u32)>> = (opts.iter())
                .map(|o| o.iter().map(|&i| (i, 0)).collect())
                .collect();
            let w = Wide::new(primary, primary + secondary, &plain, &[], 0);
            let brute = Big::from_u64(covers(primary, secondary, &opts).len() as u64);
            assert_eq!(
                sweep::<Big>(&n, 1 << 16, None),
                brute,
                "{} {} {} {:?}",
                seed,
                primary,
                secondary,
                opts
            );
            assert_eq!(
                wide::<Big>(&w, 1 << 16, None),
                brute,
                "{} {} {} {:?}",
                seed,
                primary,
                secondary,
                opts
            );
        }
        // A frontier of 70 cells, two words a state: item 0 with each of items 1-70, each of
        // those also alone; 70 covers, one state a level at most 70.
        let mut star: Vec<Vec<(usize, u32)>> = (1..71).map(|i| vec![(0, 0), (i, 0)]).collect();
        star.extend((1..71).map(|i| vec![(i, 0)]));
        let w = Wide::new(71, 71, &star, &[], 0);
        assert_eq!(w.words, 2);
        assert_eq!(wide::<Big>(&w, 1 << 20, None), Big::from_u64(70));
        assert_eq!(wide::<Big>(&w, 0, Some((3, 1))).0.len(), 1);
    }

    #[test]
    fn draws_are_tilings_each_about_as_often_as_the_others() {
        // The 36 domino tilings of the 4x4 board, 7,200 draws: each drawn 200 times or so.
        let plain: Vec<Vec<(usize, u32)>> = (dominoes(4, 4).iter())
            .map(|o| o.iter().map(|&i| (i, 0)).collect())
            .collect();
        let m = Wide::new(16, 16, &plain, &[], 0);
        let mut memo = Memo::new(&m, 1 << 16);
        let mut rng = Rng(7);
        let mut seen = std::collections::HashMap::new();
        for _ in 0..7200 {
            let mut t = memo.sample(|| rng.bits()).expect("a tiling");
            let mut cells: Vec<usize> = t
                .iter()
                .flat_map(|&o| plain[o].iter().map(|e| e.0))
                .collect();
            cells.sort_unstable();
            assert_eq!(cells, (0..16).collect::<Vec<_>>());
            t.sort_unstable();
            *seen.entry(t).or_insert(0) += 1;
        }
        assert_eq!(seen.len(), 36);
        assert!(
            seen.values().all(|&k| k > 120 && k < 280),
            "{:?}",
            seen.values()
        );
        // No cover: nothing drawn.
        let none = Wide::new(2, 2, &[vec![(0, 0)]], &[], 0);
        assert_eq!(Memo::new(&none, 1 << 10).sample(|| 0), None);
    }

    #[test]
    fn threads_count_as_one_thread_does() {
        // Every level and block on the threads, however few its states.
        let e = Threads {
            least: 0,
            ..Threads::new(3)
        };
        let mut rng = Rng(43);
        for seed in seeds(300) {
            let (primary, secondary, opts) = random(&mut rng);
            let m = Model::new(primary, primary + secondary, &opts).expect("narrow");
            let one: Big = sweep(&m, 1 << 20, None);
            let mut s = Sweep::new(1 << 20);
            assert_eq!(
                count::<Big, Model, Threads>(&m, &mut s, &e),
                Some(one),
                "{}",
                seed
            );
        }
        for &(h, w) in &[(12, 12), (2, 30), (9, 7)] {
            let m = Model::new(h * w, h * w, &dominoes(h, w)).expect("narrow");
            let one: Big = sweep(&m, 1 << 28, None);
            let mut s = Sweep::new(1 << 28);
            assert_eq!(count(&m, &mut s, &e), Some(one.clone()), "{}x{}", h, w);
            // The wide model's tables, on threads.
            let plain: Vec<Vec<(usize, u32)>> = (dominoes(h, w).iter())
                .map(|o| o.iter().map(|&i| (i, 0)).collect())
                .collect();
            let wide = Wide::new(h * w, h * w, &plain, &[], 0);
            let mut s = Sweep::new(1 << 28);
            assert_eq!(
                count(&wide, &mut s, &e),
                Some(one.clone()),
                "{}x{} wide",
                h,
                w
            );
        }
    }

    #[test]
    fn a_table_split_into_parts_keeps_every_state_once_with_its_count() {
        // A table of one part (in the cache) made 16 parts, as the threads split it, then
        // filled through its queues and parts: each key once, its counts added up.
        let mut t = Table::new(1, 1, 100, None);
        assert_eq!(t.bits, 0);
        t.split(4);
        assert_eq!((t.bits, t.parts.len(), t.queues.len()), (4, 16, 16));
        for i in 0..30_000u64 {
            t.add::<Mod>(&[i % 5_000, 1], 1, 1);
        }
        t.settle::<Mod>(1, 1);
        assert_eq!(t.stored(), 5_000);
        let states = States::Hashed(t);
        let mut seen = vec![0u64; 5_000];
        states.each(0..!0, 1, |key, c| seen[key[0] as usize] += c[0]);
        assert!(seen.iter().all(|&c| c == 6));
    }

    #[test]
    fn levels_of_many_options_are_indexed_and_count_the_same() {
        // Every nonempty subset of n items: the set partitions, Bell(n) (OEIS A000110).
        let bell = [1u64, 1, 2, 5, 15, 52, 203, 877, 4140, 21147, 115975, 678570];
        for (n, &b) in bell.iter().enumerate().skip(1) {
            let subsets: Vec<Vec<usize>> = (1u32..1 << n)
                .map(|m| (0..n).filter(|&i| m >> i & 1 == 1).collect())
                .collect();
            let m = Model::new(n, n, &subsets).expect("narrow");
            assert_eq!(
                m.levels[0].index.is_some(),
                (subsets.len() + 1) / 2 >= INDEXED
            );
            assert_eq!(sweep::<Big>(&m, 1 << 20, None), Big::from_u64(b), "{}", n);
        }
        // A random half of the subsets of 10 items, some twice: as the wide model counts.
        let mut rng = Rng(44);
        for _ in seeds(20) {
            let mut opts: Vec<Vec<usize>> = Vec::new();
            for m in 1u32..1 << 10 {
                for _ in 0..rng.below(3) {
                    opts.push((0..10).filter(|&i| m >> i & 1 == 1).collect());
                }
            }
            let m = Model::new(10, 10, &opts).expect("narrow");
            let plain: Vec<Vec<(usize, u32)>> = (opts.iter())
                .map(|o| o.iter().map(|&i| (i, 0)).collect())
                .collect();
            let w = Wide::new(10, 10, &plain, &[], 0);
            assert_eq!(
                sweep::<Big>(&m, 1 << 20, None),
                wide::<Big>(&w, 1 << 20, None)
            );
        }
    }
}
