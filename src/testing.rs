//! What the modules' unit tests share (none of it is bundled): a seeded generator and hooks that
//! keep every cover.

use crate::dlx::{Dlx, Hooks};

/// A linear congruential generator: the same instances on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Every exact cover, each as sorted option numbers, in the order found.
pub struct All(pub Vec<Vec<usize>>);

impl Hooks for All {
    fn solution(&mut self, d: &Dlx) -> bool {
        let mut s = Vec::new();
        d.solution(&mut s);
        s.sort_unstable();
        self.0.push(s);
        true
    }
}
