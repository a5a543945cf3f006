//! Every integration test in one binary, so that `tests/common` (the registry, the references
//! and the generators) is compiled once, not once per test file.

mod common;

#[path = "bundle.rs"]
mod bundle;
#[path = "harness.rs"]
mod harness;
#[path = "hostile.rs"]
mod hostile;
#[path = "judges.rs"]
mod judges;
#[path = "p4929_random.rs"]
mod p4929_random;
#[path = "readme.rs"]
mod readme;
#[path = "references.rs"]
mod references;
#[path = "samples.rs"]
mod samples;
#[path = "stress.rs"]
mod stress;
#[path = "xcc.rs"]
mod xcc;
