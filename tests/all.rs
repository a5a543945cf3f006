//! Every integration test in one binary, so that `tests/common` (the registry, the references,
//! the generators and the benchmark's sets) is compiled once, not once per test file.

mod common;

#[path = "bundle.rs"]
mod bundle;
#[path = "hostile.rs"]
mod hostile;
#[path = "p4929_random.rs"]
mod p4929_random;
#[path = "references.rs"]
mod references;
#[path = "samples.rs"]
mod samples;
#[path = "stress.rs"]
mod stress;
