//! The benchmark's sets, one function per problem (`problems::Problem::sets` points here).

/// One benchmark set of a problem.
pub struct Set {
    pub name: String,
}

pub fn p10482() -> Vec<Set> {
    Vec::new()
}
pub fn p10481() -> Vec<Set> {
    Vec::new()
}
pub fn p1784() -> Vec<Set> {
    Vec::new()
}
pub fn p1074() -> Vec<Set> {
    Vec::new()
}
pub fn sp13980() -> Vec<Set> {
    Vec::new()
}
pub fn sudokunique() -> Vec<Set> {
    Vec::new()
}
pub fn uva1309() -> Vec<Set> {
    Vec::new()
}
pub fn sp1110() -> Vec<Set> {
    Vec::new()
}
pub fn p4929() -> Vec<Set> {
    Vec::new()
}
pub fn p4205() -> Vec<Set> {
    Vec::new()
}
pub fn sp1771() -> Vec<Set> {
    Vec::new()
}
