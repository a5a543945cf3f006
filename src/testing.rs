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

fn keep(all: &mut Vec<Vec<usize>>, d: &Dlx) -> bool {
    let mut s = Vec::new();
    d.solution(&mut s);
    s.sort_unstable();
    all.push(s);
    true
}

impl Hooks for All {
    fn solution(&mut self, d: &Dlx) -> bool {
        keep(&mut self.0, d)
    }
}

/// `All`, choosing with `Hooks::FORCED`.
pub struct AllForced(pub Vec<Vec<usize>>);

impl Hooks for AllForced {
    const FORCED: bool = true;
    fn solution(&mut self, d: &Dlx) -> bool {
        keep(&mut self.0, d)
    }
}

/// `All`, choosing with `Hooks::NOTES`.
pub struct AllNotes(pub Vec<Vec<usize>>);

impl Hooks for AllNotes {
    const NOTES: bool = true;
    fn solution(&mut self, d: &Dlx) -> bool {
        keep(&mut self.0, d)
    }
}
