//! Counts of any size: a small unsigned big integer, enough for counting (add) and printing in
//! decimal (block bignum), for drawing uniformly below a count (compare, subtract, random words:
//! block bignum_arith); and the count rings the sweep counts in (block `count`): exact ([`Big`])
//! or modulo a prime ([`Mod`]).

// ---- BEGIN bignum ----
/// An unsigned integer of any size: its 64-bit words, least significant first, no zero word at
/// the top (zero has none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Big(pub Vec<u64>);

impl Big {
    /// `self += other`.
    pub fn add(&mut self, other: &Big) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        let mut carry = 0;
        for (k, w) in self.0.iter_mut().enumerate() {
            let (s, c1) = w.overflowing_add(*other.0.get(k).unwrap_or(&0));
            let (s, c2) = s.overflowing_add(carry);
            *w = s;
            carry = (c1 || c2) as u64;
            if carry == 0 && k >= other.0.len() {
                break;
            }
        }
        if carry > 0 {
            self.0.push(carry);
        }
    }

    /// `self += n`, with no allocation unless a carry needs a new word.
    pub fn add_word(&mut self, n: u64) {
        let mut carry = n;
        for w in self.0.iter_mut() {
            let (s, c) = w.overflowing_add(carry);
            *w = s;
            carry = c as u64;
            if carry == 0 {
                return;
            }
        }
        if carry > 0 {
            self.0.push(carry);
        }
    }

    /// The decimal digits.
    pub fn decimal(&self) -> String {
        let (mut words, mut parts) = (self.0.clone(), Vec::new());
        // Divided by 10^19 at a time, the remainders are the digits 19 at a time, last first.
        const TEN19: u64 = 10_000_000_000_000_000_000;
        while !words.is_empty() {
            let mut rest = 0u128;
            for w in words.iter_mut().rev() {
                let cur = rest << 64 | u128::from(*w);
                *w = (cur / u128::from(TEN19)) as u64;
                rest = cur % u128::from(TEN19);
            }
            parts.push(rest as u64);
            while words.last() == Some(&0) {
                words.pop();
            }
        }
        let mut s = parts.pop().map_or("0".to_string(), |p| p.to_string());
        for p in parts.iter().rev() {
            s.push_str(&format!("{:019}", p));
        }
        s
    }
}

// ---- END bignum ----

// ---- BEGIN bignum_arith (needs bignum) ----
/// What drawing below a count needs (block depth_first's `sample`), a binomial's products (block mcc),
/// and xcc's tests of a count.
impl Big {
    /// `self *= n`.
    pub fn mul_word(&mut self, n: u64) {
        let mut carry = 0u128;
        for w in self.0.iter_mut() {
            let p = u128::from(*w) * u128::from(n) + carry;
            *w = p as u64;
            carry = p >> 64;
        }
        if carry > 0 {
            self.0.push(carry as u64);
        }
        if n == 0 {
            self.0.clear();
        }
    }

    /// `self /= n` (`n > 0`), rounded down.
    pub fn div_word(&mut self, n: u64) {
        let mut rest = 0u128;
        for w in self.0.iter_mut().rev() {
            let cur = rest << 64 | u128::from(*w);
            *w = (cur / u128::from(n)) as u64;
            rest = cur % u128::from(n);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    /// `self -= other`, where `other <= self`.
    pub fn sub(&mut self, other: &Big) {
        let mut borrow = 0;
        for (k, w) in self.0.iter_mut().enumerate() {
            let (s, b1) = w.overflowing_sub(*other.0.get(k).unwrap_or(&0));
            let (s, b2) = s.overflowing_sub(borrow);
            *w = s;
            borrow = (b1 || b2) as u64;
        }
        debug_assert!(borrow == 0, "a difference below zero");
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// A number below `self` (not zero), uniform, from `random` 64-bit words: the top word
    /// masked to `self`'s bits, drawn again while too large (fewer than two draws on average).
    pub fn below(&self, mut random: impl FnMut() -> u64) -> Big {
        let top = *self.0.last().expect("a bound above zero");
        let mask = !0 >> top.leading_zeros();
        loop {
            let mut r: Vec<u64> = self.0.iter().map(|_| random()).collect();
            let n = r.len();
            r[n - 1] &= mask;
            while r.last() == Some(&0) {
                r.pop();
            }
            let r = Big(r);
            if r < *self {
                return r;
            }
        }
    }
}

impl PartialOrd for Big {
    fn partial_cmp(&self, other: &Big) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Big {
    fn cmp(&self, other: &Big) -> std::cmp::Ordering {
        let by_length = self.0.len().cmp(&other.0.len());
        by_length.then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}
// ---- END bignum_arith ----

#[cfg(test)]
impl Big {
    pub fn from_u64(n: u64) -> Big {
        Big(if n == 0 { Vec::new() } else { vec![n] })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn big(n: u128) -> Big {
        let mut b = Big::from_u64(n as u64);
        if n >> 64 > 0 {
            b.0.resize(1, 0);
            b.0.push((n >> 64) as u64);
        }
        b
    }

    #[test]
    fn sums_and_differences_agree_with_u128() {
        let mut rng = Rng(7);
        for _ in 0..20_000 {
            let shift = rng.below(128) as u32;
            let a = (u128::from(rng.bits()) << 64 | u128::from(rng.bits())) >> shift;
            let b = (u128::from(rng.bits()) << 64 | u128::from(rng.bits())) >> (127 - shift / 2);
            if let Some(s) = a.checked_add(b) {
                let mut x = big(a);
                x.add(&big(b));
                assert_eq!(x, big(s), "{} + {}", a, b);
                let mut y = big(a);
                y.add_word(b as u64);
                assert_eq!(y, big(a + (b as u64) as u128), "{} + {}", a, b as u64);
                x.sub(&big(b));
                assert_eq!(x, big(a), "{} + {} - {}", a, b, b);
                assert_eq!(big(a).cmp(&big(b)), a.cmp(&b));
                assert_eq!(big(s).decimal(), s.to_string());
            }
        }
        assert_eq!(Big::default().decimal(), "0");
        assert!(Big::default().is_zero());
    }

    #[test]
    fn products_and_quotients_by_a_word_agree_with_u128() {
        let mut rng = Rng(11);
        for _ in 0..20_000 {
            let a = (u128::from(rng.bits()) << 64 | u128::from(rng.bits())) >> rng.below(128);
            let n = rng.bits() >> rng.below(64);
            let mut x = big(a);
            x.mul_word(n);
            match a.checked_mul(u128::from(n)) {
                Some(p) => assert_eq!(x, big(p), "{} * {}", a, n),
                // Past 128 bits: a third word, and the quotient below gives `a` back.
                None => assert_eq!(x.0.len(), 3, "{} * {}", a, n),
            }
            if n > 0 {
                x.div_word(n);
                assert_eq!(x, big(a), "{} * {} / {}", a, n, n);
                let mut y = big(a);
                y.div_word(n);
                assert_eq!(y, big(a / u128::from(n)), "{} / {}", a, n);
            }
        }
        // C(100, 50) by products and exact quotients: past 2^64.
        let mut c = big(1);
        for k in 0..50 {
            c.mul_word(100 - k);
            c.div_word(k + 1);
        }
        assert_eq!(c.decimal(), "100891344545564193334812497256");
    }

    #[test]
    fn sums_carry_past_128_bits_and_print_exactly() {
        // 2^200: 2^100 doubled 100 times by adding it to itself.
        let mut x = big(1 << 100);
        for _ in 0..100 {
            let y = x.clone();
            x.add(&y);
        }
        assert_eq!(
            x.decimal(),
            "1606938044258990275541962092341162602522202993782792835301376"
        );
        assert_eq!(x.0.len(), 4);
        // The 18x18 board's domino tilings, over 2^128, as a sum: each word carries.
        let mut y = Big(vec![!0, !0]);
        y.add(&Big::from_u64(1));
        assert_eq!(y, Big(vec![0, 0, 1]));
        assert_eq!(y.decimal(), "340282366920938463463374607431768211456");
    }

    #[test]
    fn draws_below_a_bound_are_uniform_and_below_it() {
        let mut rng = Rng(3);
        let bound = Big::from_u64(10);
        let mut seen = [0u32; 10];
        for _ in 0..100_000 {
            let r = bound.below(|| rng.bits());
            assert!(r < bound);
            seen[r.0.first().cloned().unwrap_or(0) as usize] += 1;
        }
        // Each value 10,000 times, give or take five standard deviations (about 475).
        assert!(
            seen.iter().all(|&n| (9_500..10_500).contains(&n)),
            "{:?}",
            seen
        );
        let wide = big(3 << 100);
        for _ in 0..1000 {
            assert!(wide.below(|| rng.bits()) < wide);
        }
    }
}
