//! SPOJ NQUEEN = Luogu SP1771, DLX. In: cases: N (1-50), each row's queen column (1-N, 0:
//! none). Out: a completion a case. Items: rows, cols, diagonals (secondary); a preset is its
//! row's one option. Bad N: stop; bad case: echoed (word 0); both exit 1; cut: a note. Blocks
//! packed, no comments: else over SPOJ's 10,000 B.
// bundle: packed

use self::lib::*;

#[rustfmt::skip]
impl Visit for Vec<usize> { fn solution(&mut self, d: &Dlx) -> Step {
self.extend(d.levels[..d.depth].iter().map(|l| d.option_of(l.node))); Step::Stop } }
/// Fills `q`'s zeros if it can.
#[rustfmt::skip]
fn complete(d: &mut Dlx, q: &mut [u64]) -> bool {
let (n, mut f, mut rims) = (q.len(), vec![], vec![vec![]; q.len()]);
// Rims first, middle out: no heavy tail.
for r in 0..n { for c in 0..n { if q[r]==0 || q[r]==c as u64+1 {
rims[r.min(c).min(n-1-r).min(n-1-c)].push((r, c)); } } }
let (cells, h) = (rims.concat(), n/2*2);
let m = |k: usize| if 2*k < h { h-2*k-1 } else { 2*k-h };
d.reset(2*n, 4*n-2);
for &(r, c) in &cells { d.add_option(&[2*m(r), 2*m(c)+1, 2*n+r+c, 5*n-2+r-c]); }
d.search(&mut (), &mut f); for &o in &f { q[cells[o].0] = cells[o].1 as u64+1; }
!f.is_empty()
}
#[rustfmt::skip]
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
let (mut s, mut d, mut case) = (Scan::new(input), Dlx::new(0, 0), 0);
while let Some(t) = s.number() {
case += 1; let at = format!("case {} (line {}): ", case, s.line());
let n = match t { Ok(n @ 1..=50) => n as usize, _ => return log.error(at + "N not 1-50") };
let (mut q, mut bad) = (vec![0; n], None);
for (r, x) in q.iter_mut().enumerate() {
let t = match s.number() { Some(t) => t, None => return log.note(at + "input ends inside") };
*x = t.unwrap_or(0);
if (*x>n as u64 || t.is_err()) && bad.is_none() {
bad = Some(format!("line {}: row {} not 0-{}", s.line(), r + 1, n)); } }
if bad.is_none() && !complete(&mut d, &mut q) { bad = Some("no completion".into()); }
if let Some(e) = bad { log.error(at + &e) }
for c in &q { out.extend(format!("{} ", c).bytes()); } out.pop(); out.push(b'\n');
}
}
fn main() {
    run("sp1771", solve);
}

#[rustfmt::skip]
mod lib {
// ---- BEGIN scan ----
pub struct Scan<'a>{input: &'a[u8],pos:usize,line:usize,}impl<'a>Scan<'a>{pub fn new(input: &'a[u8])->Scan<'a>{let bom=input.starts_with(b"\xEF\xBB\xBF");Scan{input,pos:if bom{3}else{0},line:1,}}pub fn peek(&mut self)->Option<u8>{while let Some(&b)=self.input.get(self.pos){if b==b'\n'{self.line+=1;}else if !b.is_ascii_whitespace(){return Some(b);}self.pos+=1;}None}pub fn line(&self)->usize{self.line}}
// ---- END scan ----
// ---- BEGIN number ----
impl<'a>Scan<'a>{pub fn number(&mut self)->Option<Result<u64,&'a[u8]>>{self.peek()?;let start=self.pos;while self.pos<self.input.len()&& !self.input[self.pos].is_ascii_whitespace(){self.pos+=1;}let token= &self.input[start..self.pos];let mut n=0u64;for&b in token{let digit=(b as char).to_digit(10);match digit.and_then(|d|n.checked_mul(10)?.checked_add(d as u64)){Some(m)=>n=m,None=>return Some(Err(token)),}}Some(Ok(n))}}
// ---- END number ----
// ---- BEGIN dlx ----
#[derive(Default)]pub struct Dlx{llink:Vec<u32>,rlink:Vec<u32>,pub(crate)ulink:Vec<u32>,pub(crate)dlink:Vec<u32>,pub(crate)top:Vec<u32>,pub(crate)items:usize,pub(crate)primary:u32,pub(crate)first:Vec<u32>,pub(crate)levels:Vec<Level>,pub(crate)depth:usize,trail:Vec<u32>,notes:Vec<u32>,now:Marks,pub(crate)active:Vec<u64>,searching:bool,}#[derive(Clone,Copy,Default)]struct Marks{trail:u32,noted:u32,}#[derive(Clone,Copy,Default)]pub(crate)struct Level{pub(crate)node:u32,before:Marks,after:Marks,}#[derive(Clone,Copy,PartialEq)]pub enum Step{On,Back,Stop,}pub trait Strategy{const FORCED:bool=false;const NOTES:bool=false;const LEFTMOST:bool=false;fn commit<S:Strategy>(&mut self,dlx: &mut Dlx){dlx.commit::<S>()}}impl Strategy for(){}pub trait Visit{fn enter(&mut self,_: &mut Dlx)->Step{Step::On}fn branch(&mut self,_: &Dlx,_:usize)->Step{Step::On}fn leave(&mut self,_: &mut Dlx){}fn solution(&mut self,dlx: &Dlx)->Step;}impl Dlx{pub fn new(primary:usize,secondary:usize)->Dlx{
let mut d=Dlx::default();d.reset(primary,secondary);d}pub fn reset(&mut self,primary:usize,secondary:usize){assert!(!self.searching,"changed in a search");assert!(primary+secondary<1<<29,"too many items");let n=(primary+secondary)as u32;self.items=n as usize;self.primary=primary as u32;self.active.clear();self.active.resize(n as usize/64+1,0);(1..=self.primary).for_each(|h|self.activate(h));self.ulink.clear();self.ulink.extend(0..n+1);self.dlink.clone_from(&self.ulink);self.llink.clone_from(&self.ulink);self.rlink.clone_from(&self.ulink);self.top.clear();self.top.resize(n as usize+1,0);self.first.clear();}pub fn add_option(&mut self,items: &[usize])->Option<usize>{assert!(!self.searching,"changed in a search");if items.is_empty(){return None;}let out=items.iter().any(|&i|i>=self.items);assert!(!out,"an item out of range");let twice=(1..items.len()).any(|k|items[..k].contains(&items[k]));assert!(!twice,"an item twice");let(start,end)=(self.top.len(),self.top.len()+items.len());
assert!(end<1<<31,"too many nodes");for(x,h)in(start..).zip(items.iter().map(|&i|i+1)){let last=self.ulink[h];self.top.push(h as u32);self.ulink.push(last);self.dlink.push(h as u32);self.dlink[last as usize]=x as u32;self.ulink[h]=x as u32;self.top[h]+=1;self.llink.push(if x==start{end-1}else{x-1}as u32);self.rlink.push(if x+1==end{start}else{x+1}as u32);}self.first.push(start as u32);Some(self.first.len()-1)}pub(crate)fn len(&self,h:u32)->u32{get(&self.top,h)}fn unlink<S:Strategy>(&mut self,q:u32){let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));set(&mut self.dlink,u,d);set(&mut self.ulink,d,u);let len=self.len(h).wrapping_sub(1);set(&mut self.top,h,len);let t=self.now.trail&(self.trail.len()as u32-1);set(&mut self.trail,t,q);self.now.trail+=1;if S::NOTES{let k=self.now.noted&(self.notes.len()as u32-1);set(&mut self.notes,k,h);self.now.noted+=(len<=1)as u32;}}fn undo(&mut self,m:Marks){while self.now.trail>m.trail{self.now.trail-=1;
let q=get(&self.trail,self.now.trail&(self.trail.len()as u32-1));let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));set(&mut self.dlink,u,q);set(&mut self.ulink,d,q);let len=self.len(h);set(&mut self.top,h,len.wrapping_add(1));}self.now.noted=m.noted;}fn hide<S:Strategy>(&mut self,p:u32){let mut q=get(&self.rlink,p);while q !=p{self.unlink::<S>(q);q=get(&self.rlink,q);}}#[inline(always)]fn cover<S:Strategy>(&mut self,h:u32){self.active[h as usize/64]&= !(1<<(h%64));let mut p=get(&self.dlink,h);for _ in 0..self.len(h){self.hide::<S>(p);p=get(&self.dlink,p);}}fn activate(&mut self,h:u32){self.active[h as usize/64]|=((h<=self.primary)as u64)<<(h%64);}pub(crate)fn commit<S:Strategy>(&mut self){let x=self.levels[self.depth-1].node;let mut q=get(&self.rlink,x);while q !=x{self.cover::<S>(get(&self.top,q));q=get(&self.rlink,q);}}fn uncommit(&mut self,x:u32,m:Marks){self.undo(m);let mut q=get(&self.llink,x);while q !=x{self.activate(get(&self.top,q));q=get(&self.llink,q);}}
fn choose<S:Strategy>(&self)->u32{let(mut best,mut min)=(0,!0);if S::NOTES{for k in self.levels[self.depth.max(1)-1].before.noted..self.now.noted{let h=get(&self.notes,k&(self.notes.len()as u32-1));if self.len(h)<min.min(2)&&self.active[h as usize/64]>>(h%64)&1==1{best=h;min=self.len(h);}}}
if !(S::FORCED||S::NOTES)||min>1{for(w,&b)in self.active.iter().enumerate(){let mut bits=b;while bits !=0{let h=w as u32*64+bits.trailing_zeros();if self.len(h)<min{best=h;min=self.len(h);if S::LEFTMOST||(S::FORCED||S::NOTES)&&min<=1{return best;}}bits&=bits-1;}}}best}pub fn search<S:Strategy,V:Visit>(&mut self,strategy: &mut S,visit: &mut V){assert!(!self.searching,"a search in a search");self.searching=true;self.levels=vec![Level::default();self.primary as usize+1];self.trail=vec![0;self.top.len().next_power_of_two()];self.notes=vec![0;(2*self.items+2).next_power_of_two()];let mut step;'node:loop{step=visit.enter(self);if step==Step::On{let h=self.choose::<S>();let len=self.len(h);if h==0{step=visit.solution(self);}else if len==1||len>1&&{step=visit.branch(self,h as usize-1);step==Step::On}{let before=self.now;self.cover::<S>(h);let node=get(&self.dlink,h);self.levels[self.depth]=Level{node,before,after:self.now,};self.depth+=1;strategy.commit::<S>(self);continue 'node;
}else if len==0{step=Step::Back;}visit.leave(self);}while self.depth>0{let l=self.levels[self.depth-1];self.uncommit(l.node,l.after);let(h,y)=(get(&self.top,l.node),get(&self.dlink,l.node));if y !=h&&step !=Step::Stop{self.levels[self.depth-1].node=y;strategy.commit::<S>(self);continue 'node;}self.depth-=1;self.undo(l.before);self.activate(h);visit.leave(self);}break;}self.searching=false;}}pub(crate)fn get(v: &[u32],i:u32)->u32{unsafe{*v.get_unchecked(i as usize)}}pub(crate)fn set(v: &mut[u32],i:u32,x:u32){unsafe{*v.get_unchecked_mut(i as usize)=x}}
// ---- END dlx ----
// ---- BEGIN option_of ----
impl Dlx{pub(crate)fn option_of(&self,x:u32)->usize{self.first.binary_search(&x).unwrap_or_else(|k|k-1)}}
// ---- END option_of ----
// ---- BEGIN log ----
use std::io::{self,Read,Write};#[derive(Default)]pub struct Log{lines:Vec<String>,count:usize,failed:bool,}impl Log{pub fn note(&mut self,m:String){self.count+=1;if self.count<=100{self.lines.push(m);}}pub fn error(&mut self,m:String){self.failed=true;self.note(m);}}pub fn run(name: &str,solve:fn(&[u8],&mut Vec<u8>,&mut Log)){let(mut input,mut out,mut log)=(vec![],vec![],Log::default());match io::stdin().read_to_end(&mut input){Ok(_)=>solve(&input,&mut out,&mut log),Err(e)=>log.error(format!("cannot read stdin: {}",e)),}let mut o=io::stdout();if o.write_all(&out).and_then(|_|o.flush()).is_err(){log.error("cannot write stdout".into());}
if log.count>100{log.lines.push(format!("and {} more messages like these",log.count-100));}for m in&log.lines{let _=writeln!(io::stderr(),"{}: {}",name,m);}std::process::exit(log.failed as i32);}
// ---- END log ----
}
