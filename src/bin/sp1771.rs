//! SPOJ NQUEEN = Luogu SP1771 by DLX. SPOJ: rustc 1.33.0, `rustc -O` (its submit page); source
//! 10,000 B: packed, own reader. In: N (1-50), each row's column (0: none), cases to EOF. Out: a
//! completion each. Items: rows, cols; diagonals secondary; a preset is its row's one option.
//! Bad N: stop; bad case: echoed; exit 1. Cut: a note.
// bundle: packed

use self::lib::*;

#[rustfmt::skip]
impl Visit<Exact> for Vec<usize>{fn solution(&mut self,d:&Dlx)->Step{
self.extend((0..d.depth()).map(|l|d.node(l)as usize));Step::Stop}}
#[rustfmt::skip]
fn complete(d:&mut Dlx,q:&mut[u64])->bool{
let(n,mut f,mut rims)=(q.len(),vec![],vec![vec![];q.len()]);
// Rims first, middle out; no long tail.
for r in 0..n{for c in 0..n{if q[r]==0||q[r]==c as u64+1{
rims[r.min(c).min(n-1-r).min(n-1-c)].push((r,c))}}}
let(cells,h)=(rims.concat(),n/2*2);
let m=|k:usize|if 2*k<h{h-2*k-1}else{2*k-h};
d.reset(2*n,4*n-2);
for&(r,c)in&cells{d.add_option(&[2*m(r),2*m(c)+1,2*n+r+c,5*n-2+r-c]);}
// Nodes: root, 6n-2 headers, 4 an option.
d.search(&mut X(Mrv,()),&mut f);for&x in&f{let(r,c)=cells[(x+1-6*n)/4];q[r]=c as u64+1}
!f.is_empty()}
#[rustfmt::skip]
fn solve(input:&[u8],out:&mut Vec<u8>,log:&mut Log){
// Words: (line, value or None).
let b=input.starts_with(b"\xEF\xBB\xBF")as usize*3;
let mut w=input[b..].split(|&c|c==b'\n').zip(1usize..).flat_map(|(s,l)|s.split(u8::is_ascii_whitespace)
.filter(|t|!t.is_empty()).map(move|t|(l,t.iter().try_fold(0u64,|n,&c|n.checked_mul(10)?.checked_add((c as char).to_digit(10)?as u64)))));
let(mut d,mut case)=(Dlx::new(0,0),0);
while let Some((l,t))=w.next(){
case+=1;let at=format!("case {} (line {}): ",case,l);
let n=match t{Some(n@1..=50)=>n as usize,_=>return log.error(at+"N not 1-50")};
let v:Vec<_>=w.by_ref().take(n).collect();
if v.len()<n{return log.note(at+"input ends inside")}
let mut q:Vec<_>=v.iter().map(|p|p.1.unwrap_or(0)).collect();
match v.iter().zip(1..).find(|(p,_)|p.1.map_or(true,|x|x>n as u64)){
Some((p,r))=>log.error(at+&format!("line {}: row {} not 0-{}",p.0,r,n)),
_=>if!complete(&mut d,&mut q){log.error(at+"no completion")}}
for c in&q{out.extend(format!("{} ",c).bytes())}out.pop();out.push(b'\n')}}
fn main() {
    run("sp1771", solve);
}

#[allow(clippy::missing_safety_doc,unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: dlx x log ----
#[derive(Default)]pub struct Dlx{llink:Vec<u32>,rlink:Vec<u32>,ulink:Vec<u32>,dlink:Vec<u32>,top:Vec<u32>,items:usize,primary:u32,first:Vec<u32>,levels:Levels,depth:usize,trail:Vec<u32>,notes:Vec<u32>,now:Marks,active:Vec<u64>,searching:bool,}#[derive(Clone,Copy,Default,PartialEq)]struct Marks{trail:u32,noted:u32,}#[derive(Clone,Copy,Default)]struct Level{item:u32,node:u32,before:Marks,after:Marks,}struct Levels(Vec<Level>);impl Default for Levels{fn default()->Levels{Levels(vec![Level::default()])}}#[derive(Clone,Copy,PartialEq)]pub enum Step{On,Back,Stop,}pub trait Strategy{type Kind;fn choose(&mut self,d: &mut Dlx)->(u32,u32);fn next(&mut self,d: &mut Dlx,first:bool)->bool;fn retract(&mut self,d: &mut Dlx);fn close(&mut self,d: &mut Dlx,item:u32);fn leave(&mut self,d: &mut Dlx);}pub trait Visit<K>{fn enter(&mut self,_: &mut Dlx)->Step{Step::On}fn branch(&mut self,_: &Dlx,_:usize)->Step{Step::On}fn leave(&mut self,_: &mut Dlx){}fn solution(&mut self,d: &Dlx)->Step;}impl Dlx{
pub fn new(primary:usize,secondary:usize)->Dlx{let mut d=Dlx::default();d.reset(primary,secondary);d}pub fn reset(&mut self,primary:usize,secondary:usize){assert!(!self.searching,"changed in a search");assert!(primary+secondary<1<<29,"too many items");let n=(primary+secondary)as u32;self.items=n as usize;self.primary=primary as u32;self.active.clear();self.active.resize(n as usize/64+1,0);(1..=self.primary).for_each(|h|self.activate(h));self.ulink.clear();self.ulink.extend(0..n+1);self.dlink.clone_from(&self.ulink);self.llink.clone_from(&self.ulink);self.rlink.clone_from(&self.ulink);self.top.clear();self.top.resize(n as usize+1,0);self.first.clear();}pub fn add_option(&mut self,items: &[usize])->Option<usize>{assert!(!self.searching,"changed in a search");if items.is_empty(){return None;}assert!(items.iter().all(|&i|i<self.items),"an item out of range");let twice=(1..items.len()).any(|k|items[..k].contains(&items[k]));assert!(!twice,"an item twice");
let(start,end)=(self.top.len(),self.top.len()+items.len());assert!(end<1<<31,"too many nodes");for(x,h)in(start..).zip(items.iter().map(|&i|i+1)){let last=self.ulink[h];self.top.push(h as u32);self.ulink.push(last);self.dlink.push(h as u32);self.dlink[last as usize]=x as u32;self.ulink[h]=x as u32;self.top[h]+=1;self.llink.push(if x==start{end-1}else{x-1}as u32);self.rlink.push(if x+1==end{start}else{x+1}as u32);}self.first.push(start as u32);Some(self.first.len()-1)}fn activate(&mut self,h:u32){self.active[h as usize/64]|=((h<=self.primary)as u64)<<(h%64);}fn begin(&mut self){assert!(!self.searching,"a search in a search");self.searching=true;self.trail.resize(self.top.len().next_power_of_two(),0);self.notes.resize((2*self.items+2).next_power_of_two(),0);}fn deepest(&self)->Level{unsafe{*self.levels.0.get_unchecked(self.depth)}}fn deepest_mut(&mut self)-> &mut Level{unsafe{self.levels.0.get_unchecked_mut(self.depth)}}
pub fn search<S:Strategy,V:Visit<S::Kind>>(&mut self,s: &mut S,v: &mut V){self.begin();let mut step;'node:loop{step=v.enter(self);if step==Step::On{let(h,ways)=s.choose(self);if h==0{step=v.solution(self);}else if ways==1||ways>1&&{step=v.branch(self,h as usize-1);step==Step::On}{let(before,item)=(self.now,h.min(self.items as u32));self.depth+=1;if self.depth==self.levels.0.len(){self.levels.0.push(Level::default());}*self.deepest_mut()=Level{item,node:item,before,after:before,};if s.next(self,true){continue 'node;}s.close(self,item);self.depth-=1;}else if ways==0{step=Step::Back;}s.leave(self);v.leave(self);}while self.depth>0{s.retract(self);if step !=Step::Stop&&s.next(self,false){continue 'node;}let item=self.deepest().item;s.close(self,item);self.depth-=1;s.leave(self);v.leave(self);}break;}self.searching=false;}}unsafe fn get(v: &[u32],i:u32)->u32{unsafe{*v.get_unchecked(i as usize)}}unsafe fn set(v: &mut[u32],i:u32,x:u32){unsafe{*v.get_unchecked_mut(i as usize)=x}}impl Dlx{
pub fn depth(&self)->usize{self.depth}}impl Dlx{pub fn node(&self,l:usize)->u32{self.levels.0[1..=self.depth][l].node}}pub enum Exact{}pub unsafe trait Order{const NOTES:bool=false;fn choose(d: &Dlx)->u32;}pub trait Commit{unsafe fn commit<O:Order>(&mut self,d: &mut Dlx,x:u32);}impl Commit for(){unsafe fn commit<O:Order>(&mut self,d: &mut Dlx,x:u32){unsafe{let mut q=get(&d.rlink,x);while q !=x{let h=get(&d.top,q);d.cover::<O>(h);q=get(&d.rlink,q);}}}}pub struct X<O,C>(pub O,pub C);impl<O:Order,C:Commit>Strategy for X<O,C>{type Kind=Exact;fn choose(&mut self,d: &mut Dlx)->(u32,u32){let h=O::choose(d);(h,unsafe{get(&d.top,h)})}fn next(&mut self,d: &mut Dlx,first:bool)->bool{let Level{item,node,..}=d.deepest();if first{unsafe{d.cover::<O>(item)};}let y=unsafe{get(&d.dlink,node)};if y==item{return false;}let now=d.now;{let level=d.deepest_mut();if first{level.after=now;}level.node=y;}unsafe{self.1.commit::<O>(d,y)};true}fn retract(&mut self,d: &mut Dlx){d.retract()}
fn close(&mut self,d: &mut Dlx,item:u32){let before=d.deepest().before;d.undo(before);d.activate(item);}fn leave(&mut self,_: &mut Dlx){}}impl Dlx{unsafe fn unlink<O:Order>(&mut self,q:u32){unsafe{let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));set(&mut self.dlink,u,d);set(&mut self.ulink,d,u);let len=get(&self.top,h).wrapping_sub(1);set(&mut self.top,h,len);let t=self.now.trail&(self.trail.len()as u32-1);set(&mut self.trail,t,q);self.now.trail+=1;if O::NOTES{let k=self.now.noted&(self.notes.len()as u32-1);set(&mut self.notes,k,h);self.now.noted+=(len<=1)as u32;}}}fn undo(&mut self,m:Marks){while self.now.trail>m.trail{self.now.trail-=1;let t=self.now.trail&(self.trail.len()as u32-1);unsafe{let q=get(&self.trail,t);let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));set(&mut self.dlink,u,q);set(&mut self.ulink,d,q);let len=get(&self.top,h);set(&mut self.top,h,len.wrapping_add(1));}}self.now.noted=m.noted;}unsafe fn hide<O:Order>(&mut self,p:u32){
unsafe{let mut q=get(&self.rlink,p);while q !=p{self.unlink::<O>(q);q=get(&self.rlink,q);}}}unsafe fn cover<O:Order>(&mut self,h:u32){self.active[h as usize/64]&= !(1<<(h%64));unsafe{let mut p=get(&self.dlink,h);for _ in 0..get(&self.top,h){self.hide::<O>(p);p=get(&self.dlink,p);}}}fn retract(&mut self){let Level{node,after,..}=self.deepest();self.undo(after);unsafe{let mut q=get(&self.llink,node);while q !=node{let h=get(&self.top,q);self.activate(h);q=get(&self.llink,q);}}}fn fewest(&self,stop:u32)->u32{let(mut best,mut min)=(0,!0);for(w,&b)in self.active.iter().enumerate(){let mut bits=b;while bits !=0{let h=w as u32*64+bits.trailing_zeros();let len=unsafe{get(&self.top,h)};if len<min{best=h;min=len;if min<=stop{return best;}}bits&=bits-1;}}best}}pub struct Mrv;unsafe impl Order for Mrv{fn choose(d: &Dlx)->u32{d.fewest(0)}}#[derive(Default)]pub struct Log{lines:Vec<String>,count:usize,failed:bool,}impl Log{pub fn note(&mut self,m:String){self.count+=1;if self.count<=100{
self.lines.push(m);}}pub fn error(&mut self,m:String){self.failed=true;self.note(m);}}pub fn run(name: &str,solve:fn(&[u8],&mut Vec<u8>,&mut Log)){use std::io::{self,Read,Write};let(mut input,mut out,mut log)=(vec![],vec![],Log::default());match io::stdin().read_to_end(&mut input){Ok(_)=>solve(&input,&mut out,&mut log),Err(e)=>log.error(format!("cannot read stdin: {}",e)),}let mut o=io::stdout();if o.write_all(&out).and_then(|_|o.flush()).is_err(){log.error("cannot write stdout".into());}
if log.count>100{log.lines.push(format!("and {} more messages like these",log.count-100));}for m in&log.lines{let _=writeln!(io::stderr(),"{}: {}",name,m);}std::process::exit(log.failed as i32);}
// ---- END blocks ----
}
