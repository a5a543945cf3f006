//! Sudoku and exact cover for online judges, solved with Dancing Links.
//!
//! The judge programs are the self-contained files in `src/bin/`. This library holds the
//! canonical modules they are made of, each with its unit tests; `make bundle` copies each
//! module's marked block into the files that use it.

pub mod best;
pub mod bignum;
pub mod budget;
pub mod colours;
#[cfg(test)]
mod compositions;
pub mod costs;
pub mod count;
pub mod dlx;
pub mod knuth;
pub mod log;
pub mod mcc;
pub mod memo;
pub mod order;
pub mod parallel;
pub mod polyomino;
pub mod prune;
pub mod queens;
pub mod rng;
pub mod scan;
pub mod site;
pub mod sudoku;
#[cfg(test)]
mod testing;
pub mod tilings;
