//! SPOJ NQUEEN = Luogu SP1771, DLX. In: cases to the end: N (1-50), then each row's queen
//! column (1-N, 0 = none). Out: a completion a case. 0.64 s; source 10,000 B, so compact
//! blocks. SPOJ Rust: unconfirmed. Items: rows, columns, diagonals (secondary); a preset is
//! its row's one option. Bad N: stop, exit 1; bad case: echoed (word = 0), exit 1; cut: a note.
// bundle: compact

use std::io::*;

#[rustfmt::skip]
mod k {
// ---- BEGIN scan ----
pub struct Scan<'a> {input: &'a [u8],pos: usize,line: usize,}impl<'a> Scan<'a> {
pub fn new(input: &'a [u8]) -> Scan<'a> {let bom = input.starts_with(b"\xEF\xBB\xBF");Scan {input,
pos: if bom { 3 } else { 0 },line: 1,}}pub fn peek(&mut self) -> Option<u8> {
while let Some(&b) = self.input.get(self.pos) {if b == b'\n' {self.line += 1;
} else if !b.is_ascii_whitespace() {return Some(b);}self.pos += 1;}None}
pub fn line(&self) -> usize {self.line}}
// ---- END scan ----
// ---- BEGIN number ----
impl<'a> Scan<'a> {pub fn number(&mut self) -> Option<Result<u64, &'a [u8]>> {self.peek()?;
let start = self.pos;
while self.pos < self.input.len() && !self.input[self.pos].is_ascii_whitespace() {self.pos += 1;}
let token = &self.input[start..self.pos];let mut n = 0u64;for &b in token {
let digit = (b as char).to_digit(10);
match digit.and_then(|d| n.checked_mul(10)?.checked_add(d as u64)) {Some(m) => n = m,
None => return Some(Err(token)),}}Some(Ok(n))}}
// ---- END number ----
// ---- BEGIN dlx ----
#[derive(Default)]pub struct Dlx {pub(crate) llink: Vec<u32>,pub(crate) rlink: Vec<u32>,
pub(crate) top: Vec<u32>,pub(crate) ulink: Vec<u32>,pub(crate) dlink: Vec<u32>,
pub(crate) first: Vec<u32>,pub(crate) stack: Vec<u32>,pub(crate) depth: usize,notes: Vec<u32>,
len: u32,marks: Vec<u32>,searching: bool,}pub trait Hooks {
fn enter(&mut self, _dlx: &mut Dlx) -> bool {true}
fn branch(&mut self, _dlx: &mut Dlx, _item: u32) -> bool {true}
fn leave(&mut self, _dlx: &mut Dlx) {}fn solution(&mut self, dlx: &Dlx) -> bool;}impl Dlx {
pub fn new(primary: usize, secondary: usize) -> Dlx {let mut d = Dlx::default();
d.reset(primary, secondary);d}pub fn reset(&mut self, primary: usize, secondary: usize) {
assert!(!self.searching, "the matrix changed in a search");let n = primary + secondary;
assert!(n < (std::u32::MAX / 4) as usize, "too many items");let (p, n) = (primary as u32, n as u32);
self.llink.clear();self.rlink.clear();self.llink.push(p);self.llink.extend(0..p);
self.rlink.extend(1..p + 1);self.rlink.push(0);self.llink.extend(p + 1..n + 1);
self.rlink.extend(p + 1..n + 1);self.top.clear();self.top.resize(n as usize + 2, 0);
self.ulink.clear();self.ulink.extend(0..n + 2);self.dlink.clear();self.dlink.extend(0..n + 2);
self.ulink[n as usize + 1] = 0;self.first.clear();}
pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
assert!(!self.searching, "the matrix changed in a search");if items.is_empty() {return None;}
let n = self.llink.len() - 1;assert!(items.iter().all(|&i| i < n), "an item out of range");
let twice = (1..items.len()).any(|k| items[..k].contains(&items[k]));
assert!(!twice, "an item twice in an option");let start = self.top.len();
assert!(start + items.len() < 1 << 31, "too many nodes");for (x, &i) in (start..).zip(items) {
let h = i + 1;let last = self.ulink[h];self.top.push(h as u32);self.ulink.push(last);
self.dlink.push(h as u32);self.dlink[last as usize] = x as u32;self.ulink[h] = x as u32;
self.top[h] += 1;}self.dlink[start - 1] = (start + items.len() - 1) as u32;self.top.push(0);
self.ulink.push(start as u32);self.dlink.push(0);self.first.push(start as u32);
Some(self.first.len() - 1)}pub fn solution(&self, out: &mut Vec<usize>) {out.clear();
for &x in &self.stack[..self.depth] {
out.push(self.first.binary_search(&x).unwrap_or_else(|k| k - 1));}}fn unlink(&mut self, q: u32) {
let (u, d, x) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
set(&mut self.dlink, u, d);set(&mut self.ulink, d, u);let len = get(&self.top, x).wrapping_sub(1);
set(&mut self.top, x, len);let k = self.len & (self.notes.len() as u32 - 1);
set(&mut self.notes, k, x);self.len += (len <= 1) as u32;}fn relink(&mut self, q: u32) {
let (u, d, x) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
set(&mut self.dlink, u, q);set(&mut self.ulink, d, q);let len = get(&self.top, x);
set(&mut self.top, x, len.wrapping_add(1));}fn hide(&mut self, p: u32) {let mut q = p + 1;
while get(&self.top, q) != 0 {self.unlink(q);q += 1;}q = get(&self.ulink, q);while q != p {
self.unlink(q);q += 1;}}fn unhide(&mut self, p: u32) {let mut q = p - 1;
while get(&self.top, q) != 0 {self.relink(q);q -= 1;}q = get(&self.dlink, q);while q != p {
self.relink(q);q -= 1;}}fn cover(&mut self, i: u32) {let mut p = get(&self.dlink, i);while p != i {
self.hide(p);p = get(&self.dlink, p);}let (l, r) = (get(&self.llink, i), get(&self.rlink, i));
set(&mut self.rlink, l, r);set(&mut self.llink, r, l);}fn uncover(&mut self, i: u32) {
let (l, r) = (get(&self.llink, i), get(&self.rlink, i));set(&mut self.rlink, l, i);
set(&mut self.llink, r, i);let mut p = get(&self.ulink, i);while p != i {self.unhide(p);
p = get(&self.ulink, p);}}fn commit(&mut self, x: u32) {let mut q = x + 1;
while get(&self.top, q) != 0 {self.cover(get(&self.top, q));q += 1;}q = get(&self.ulink, q);
while q != x {self.cover(get(&self.top, q));q += 1;}}fn uncommit(&mut self, x: u32) {
let mut q = x - 1;while get(&self.top, q) != 0 {self.uncover(get(&self.top, q));q -= 1;}
q = get(&self.dlink, q);while q != x {self.uncover(get(&self.top, q));q -= 1;}}
fn choose(&self) -> u32 {let (mut best, mut min) = (0, std::u32::MAX);
let from = self.marks[(2 * self.depth).max(2) - 2];for k in from..self.len {
let x = get(&self.notes, k & (self.notes.len() as u32 - 1));
let (l, len) = (get(&self.llink, x), get(&self.top, x));
if l != x && get(&self.rlink, l) == x && len < min.min(2) {best = x;min = len;}}
let mut i = get(&self.rlink, 0);while min > 1 && i != 0 {let len = get(&self.top, i);if len < min {
best = i;min = len;}i = get(&self.rlink, i);}best}
pub fn search<H: Hooks>(&mut self, hooks: &mut H) {
assert!(!self.searching, "a search inside a search");self.searching = true;let n = self.llink.len();
self.stack = vec![0; n];self.marks = vec![0; 2 * n + 2];
self.notes = vec![0; (2 * n + 2).next_power_of_two()];self.depth = 0;self.len = 0;
let mut stop = false;'node: loop {if hooks.enter(self) {let i = self.choose();
let len = get(&self.top, i);if i == 0 {stop = !hooks.solution(self);
} else if len == 1 || (len > 1 && hooks.branch(self, i)) {self.marks[2 * self.depth] = self.len;
self.cover(i);self.marks[2 * self.depth + 1] = self.len;let x = get(&self.dlink, i);
self.stack[self.depth] = x;self.depth += 1;self.commit(x);continue 'node;}hooks.leave(self);}
while self.depth > 0 {let x = self.stack[self.depth - 1];self.uncommit(x);
self.len = self.marks[2 * self.depth - 1];let (i, y) = (get(&self.top, x), get(&self.dlink, x));
if y != i && !stop {self.stack[self.depth - 1] = y;self.commit(y);continue 'node;}self.depth -= 1;
self.uncover(i);self.len = self.marks[2 * self.depth];hooks.leave(self);}break;}
self.searching = false;}}#[inline(always)]fn get(v: &[u32], i: u32) -> u32 {
unsafe { *v.get_unchecked(i as usize) }}#[inline(always)]fn set(v: &mut [u32], i: u32, x: u32) {
unsafe { *v.get_unchecked_mut(i as usize) = x }}
// ---- END dlx ----
}
use self::k::*;
/// The first cover found: its option numbers.
#[rustfmt::skip]
impl Hooks for Vec<usize> {
 fn solution(&mut self, d: &Dlx) -> bool {
  d.solution(self);
  false
 }
}
/// Fills `q`'s zeros (row -> column from 1) if it can.
#[rustfmt::skip]
fn complete(d: &mut Dlx, q: &mut [u64]) -> bool {
 let (n, mut f, mut rims) = (q.len(), vec![], vec![vec![]; q.len()]);
 // Rim-first options, middle-out items: no heavy tail.
 for r in 0..n {
  for c in 0..n {
   if q[r] == 0 || q[r] == c as u64 + 1 {
    rims[r.min(c).min(n - 1 - r).min(n - 1 - c)].push((r, c));
   }
  }
 }
 let cells = rims.concat();
 let h = n / 2 * 2;
 let m = |k: usize| if 2 * k < h { h - 2 * k - 1 } else { 2 * k - h };
 d.reset(2 * n, 4 * n - 2);
 for &(r, c) in &cells {
  d.add_option(&[2 * m(r), 2 * m(c) + 1, 2 * n + r + c, 5 * n - 2 + r - c]);
 }
 d.search(&mut f);
 for &o in &f {
  q[cells[o].0] = cells[o].1 as u64 + 1;
 }
 !f.is_empty()
}
/// Answers to `out`, notes to `log`; `false` if a case broke the promise.
#[rustfmt::skip]
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Vec<String>) -> bool {
 let (mut s, mut d, mut ok, mut case) = (Scan::new(input), Dlx::new(0, 0), true, 0);
 while let Some(t) = s.number() {
  case += 1;
  let at = format!("case {} (line {}): ", case, s.line());
  let n = match t {
   Ok(n @ 1..=50) => n as usize,
   _ => {
    log.push(at + "N not 1-50: stopped");
    return false;
   }
  };
  let (mut q, mut bad) = (vec![0; n], None);
  for (r, x) in q.iter_mut().enumerate() {
   let t = match s.number() {
    Some(t) => t,
    None => {
     log.push(at + "input ends inside");
     return ok;
    }
   };
   *x = t.unwrap_or(0);
   if (*x > n as u64 || t.is_err()) && bad.is_none() {
    bad = Some(format!("line {}: row {} not 0-{}", s.line(), r + 1, n));
   }
  }
  if bad.is_none() && !complete(&mut d, &mut q) {
   bad = Some("no completion".into());
  }
  ok &= bad.is_none();
  log.extend(bad.map(|e| at + &e));
  let line: Vec<_> = q.iter().map(|c| c.to_string()).collect();
  let _ = writeln!(out, "{}", line.join(" "));
 }
 ok
}
#[rustfmt::skip]
fn main() {
 let (mut i, mut out, mut log) = (vec![], vec![], vec![]);
 stdin().read_to_end(&mut i).expect("stdin");
 let ok = solve(&i, &mut out, &mut log);
 stdout().write_all(&out).expect("stdout");
 for m in log.iter().take(100) {
  eprintln!("{}", m);
 }
 if log.len() > 100 {
  eprintln!("and {} more", log.len() - 100);
 }
 std::process::exit(!ok as i32);
}
