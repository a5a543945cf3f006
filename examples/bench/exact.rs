//! Exact counts of any size, computed apart from any Dancing Links, that the counting sets'
//! known values are checked against when a set is built: a small add-only big integer, exact
//! covers counted by a transfer matrix over the items in a chosen order (the tilings, set
//! partitions, perfect matchings), and Latin squares from the reduced ones, counted by a plain
//! backtracking over bitmasks.

use crate::common::reference::Knuth;
use std::collections::HashMap;

/// Limbs of [`Big`], each below 10^18: counts up to 10^72.
const LIMBS: usize = 4;
const BASE: u64 = 1_000_000_000_000_000_000;

/// A natural number below 10^72, in base 10^18, least limb first: enough for every count of
/// the sets (the 18x18 board's domino tilings have 39 digits); an overflow panics.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Big([u64; LIMBS]);

impl Big {
    pub fn from_u64(n: u64) -> Big {
        let mut b = Big::default();
        b.0[0] = n % BASE;
        b.0[1] = n / BASE;
        b
    }

    pub fn add(&mut self, other: &Big) {
        let mut carry = 0;
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            let s = *a + b + carry;
            *a = s % BASE;
            carry = s / BASE;
        }
        assert_eq!(carry, 0, "Big overflows 10^72");
    }

    pub fn mul_small(&mut self, m: u64) {
        let mut carry: u128 = 0;
        for a in self.0.iter_mut() {
            let p = *a as u128 * m as u128 + carry;
            *a = (p % BASE as u128) as u64;
            carry = p / BASE as u128;
        }
        assert_eq!(carry, 0, "Big overflows 10^72");
    }
}

impl std::fmt::Display for Big {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let top = (0..LIMBS).rev().find(|&k| self.0[k] != 0).unwrap_or(0);
        write!(f, "{}", self.0[top])?;
        for k in (0..top).rev() {
            write!(f, "{:018}", self.0[k])?;
        }
        Ok(())
    }
}

/// The exact covers of `x` (primary items only), counted by a transfer matrix: the items taken
/// in the order `position` gives them (a permutation of `0..n`), the state the set of items
/// covered at or after the current one, as a bitmask from it, and each uncovered item covered by
/// the options whose first item in this order it is. `None` where an option spans 64 or more
/// positions (the state would not fit a word).
pub fn count_covers(x: &Knuth, position: &[usize]) -> Option<Big> {
    assert!(
        x.primary == x.names.len() && x.bounds.is_empty() && x.costs.is_empty(),
        "plain exact cover only"
    );
    let n = x.primary;
    let mut starting: Vec<Vec<u64>> = vec![Vec::new(); n];
    for o in &x.options {
        let first = o.iter().map(|&(i, _)| position[i]).min()?;
        let mut bits = 0u64;
        for &(i, _) in o {
            let d = position[i] - first;
            if d >= 64 {
                return None;
            }
            bits |= 1 << d;
        }
        starting[first].push(bits);
    }
    let mut states: HashMap<u64, Big> = HashMap::new();
    states.insert(0, Big::from_u64(1));
    for options in &starting {
        let mut next: HashMap<u64, Big> = HashMap::with_capacity(states.len() * 2);
        for (&mask, count) in &states {
            if mask & 1 == 1 {
                next.entry(mask >> 1).or_default().add(count);
                continue;
            }
            for &bits in options {
                if mask & bits == 0 {
                    next.entry((mask | bits) >> 1).or_default().add(count);
                }
            }
        }
        states = next;
    }
    Some(states.get(&0).copied().unwrap_or_default())
}

/// The Bell number `B(n)`, the set partitions of `n` items, by Bell's triangle (OEIS A000110).
pub fn bell(n: usize) -> Big {
    let mut row = vec![Big::from_u64(1)];
    for _ in 0..n {
        let mut next = vec![*row.last().expect("a row is never empty")];
        for b in &row {
            let mut s = *next.last().expect("just pushed");
            s.add(b);
            next.push(s);
        }
        row = next;
    }
    row[0]
}

/// `(2n - 1)!! = 1 * 3 * ... * (2n - 1)`, the perfect matchings of `K_2n` (OEIS A001147).
pub fn matchings(n: u64) -> Big {
    let mut b = Big::from_u64(1);
    for k in 1..=n {
        b.mul_small(2 * k - 1);
    }
    b
}

/// The Latin squares of order `n` (OEIS A002860): `n! (n - 1)!` times the reduced ones, whose
/// first row and column are `0..n` in order (OEIS A000315), counted by backtracking cell by cell
/// with a bitmask of the symbols used in each row and column.
pub fn latin_squares(n: usize) -> Big {
    let (mut rows, mut cols) = (vec![0u32; n], vec![0u32; n]);
    for k in 0..n {
        rows[k] |= 1 << k;
        cols[k] |= 1 << k;
    }
    // The cells left, row by row, below the first row and right of the first column.
    let cells: Vec<(usize, usize)> = (1..n).flat_map(|r| (1..n).map(move |c| (r, c))).collect();
    let mut reduced = u64::from(cells.is_empty());
    // An explicit stack: the symbols still to try at each cell.
    let mut untried: Vec<u32> = Vec::with_capacity(cells.len());
    let mut placed: Vec<u32> = Vec::with_capacity(cells.len());
    let full = (1u32 << n) - 1;
    let free = |rows: &[u32], cols: &[u32], (r, c): (usize, usize)| full & !(rows[r] | cols[c]);
    if let Some(&first) = cells.first() {
        untried.push(free(&rows, &cols, first));
    }
    while let Some(depth) = untried.len().checked_sub(1) {
        let (r, c) = cells[depth];
        if let Some(&bit) = placed.get(depth) {
            rows[r] ^= bit;
            cols[c] ^= bit;
            placed.pop();
        }
        let options = untried[depth];
        if options == 0 {
            untried.pop();
            continue;
        }
        let bit = options & options.wrapping_neg();
        untried[depth] ^= bit;
        rows[r] |= bit;
        cols[c] |= bit;
        placed.push(bit);
        if depth + 1 == cells.len() {
            reduced += 1;
        } else {
            untried.push(free(&rows, &cols, cells[depth + 1]));
        }
    }
    let mut b = Big::from_u64(reduced);
    for k in 1..=n as u64 {
        b.mul_small(k);
    }
    for k in 1..n as u64 {
        b.mul_small(k);
    }
    b
}

/// A decimal count modulo 2^64: what a 64-bit counter that wrapped would print.
pub fn mod_2_64(decimal: &str) -> u64 {
    decimal.bytes().fold(0u64, |m, d| {
        m.wrapping_mul(10).wrapping_add(u64::from(d - b'0'))
    })
}
