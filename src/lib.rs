//! Sudoku and exact cover for online judges, solved with Dancing Links.
//!
//! The judge programs are the self-contained files in `src/bin/`; this library holds the one
//! canonical DLX they copy (`dlx`), with its unit tests.

pub mod dlx;
