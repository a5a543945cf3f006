//! # Exact cover with colours, in Knuth's format (his DLX2), by Dancing Links
//!
//! **Problem.** Find the exact covers of a problem given as items and options: every primary
//! item in exactly one chosen option; every secondary item in at most one, or in any number of
//! them that all give it the same colour.
//!
//! **Input.** Knuth's format (block `knuth`): the first line that does not start with `|` lists
//! the primary items, then `|`, then the secondary ones; each later line is an option, its items
//! by name, a secondary one perhaps as `name:colour`. Lines that start with `|` are comments.
//! Names and colours are 1 to 8 characters without `:` or `|`. A UTF-8 BOM and CRLF are fine.
//!
//! **Modes**, on the command line as Knuth's programs take them: `m<k>` prints every `k`-th
//! solution found (default `m0`: none), `t<k>` stops after `k` solutions (default: all), `v<k>`
//! with `k > 0` reports the search on stderr (default `v0`: stderr stays empty, as a judge
//! wants it). So no argument counts every solution, `m1 t5` prints the first five, `m1 t1` the
//! first, `v1` adds the nodes.
//!
//! **Output.** Each solution printed as its options' lines, in the order the search chose them,
//! then an empty line; last, the number of solutions found, on a line of its own. With `v1`, on
//! stderr: the solutions and the nodes of the search.
//!
//! **Exact cover model.** The items and options as read. The DLX holds each option's primary
//! items and its secondary ones. Where there are colours, the search's strategy is block
//! `colours`: it paints each node's colour and replaces the commit of a chosen option, whose
//! coloured items are not covered but purified, every option giving them another colour, or
//! none, hidden (Knuth's DLX2). MRV as the textbook's.
//! Where forward checking pays (tilings: many options to a primary item), a visit runs it at
//! every node before the count (block `lookahead`, as P4929 has it): two options clash when
//! they share a primary item, or a secondary one they do not give the same colour, so it takes
//! out what the search's cover and purify would, colours or not.
//!
//! **Errors (exit 1, one line on stderr naming the input line, nothing on stdout).** An item
//! named twice, an unknown item, an item twice in one option, a colour on a primary item, an
//! option without primary items, a name or colour not of 1-8 characters without `:` or `|`, no
//! line of items; a mode that is not `m<k>`, `t<k>` (`k >= 1`) or `v<k>`.
//!
//! The blocks are bundled compact (no comments or indentation; `src/` has them whole): with
//! forward checking they would not fit in 36,000 bytes otherwise.
// bundle: compact

use self::lib::*;

/// What the command line asks: print every `every`-th solution (0: none), stop after `most`,
/// report the search.
struct Modes {
    every: u64,
    most: u64,
    report: bool,
}

/// Reads Knuth's `m<k>`, `t<k>` and `v<k>`.
fn modes(args: &[String]) -> Result<Modes, String> {
    let mut modes = Modes {
        every: 0,
        most: std::u64::MAX,
        report: false,
    };
    for a in args {
        let k = a.get(1..).and_then(|k| k.parse::<u64>().ok());
        match (a.as_bytes().first(), k) {
            (Some(b'm'), Some(k)) => modes.every = k,
            (Some(b't'), Some(k)) if k > 0 => modes.most = k,
            (Some(b'v'), Some(k)) => modes.report = k > 0,
            _ => {
                return Err(format!(
                    "mode {:?}: expected m<k>, t<k> (k >= 1) or v<k>",
                    a
                ))
            }
        }
    }
    Ok(modes)
}

/// Counts the solutions, prints every `every`-th, stops after `most`; counts the nodes.
struct Report<'a> {
    x: &'a Xcc,
    modes: Modes,
    found: u64,
    nodes: u64,
    cover: Vec<usize>,
    out: &'a mut Vec<u8>,
}

impl<'a> Visit for Report<'a> {
    fn enter(&mut self, _: &mut Dlx) -> Step {
        self.nodes += 1;
        Step::On
    }
    fn solution(&mut self, dlx: &Dlx) -> Step {
        self.found += 1;
        if self.modes.every > 0 && self.found % self.modes.every == 0 {
            dlx.solution(&mut self.cover);
            for &o in &self.cover {
                for (k, &(i, c)) in self.x.option(o).iter().enumerate() {
                    if k > 0 {
                        self.out.push(b' ');
                    }
                    self.out.extend_from_slice(&self.x.names[i]);
                    if c > 0 {
                        self.out.push(b':');
                        self.out.extend_from_slice(&self.x.colours[c as usize - 1]);
                    }
                }
                self.out.push(b'\n');
            }
            self.out.push(b'\n');
        }
        if self.found < self.modes.most {
            Step::On
        } else {
            Step::Stop
        }
    }
}

/// Solves the problem in `input` as the command line asks, into `out`; logs what is wrong.
fn solve(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    // Not `env::args`: it panics on an argument that is not UTF-8.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let (x, modes) = match (read_xcc(input), modes(&args)) {
        (Ok(x), Ok(m)) => (x, m),
        (Err(e), _) | (_, Err(e)) => return log.error(e),
    };
    let mut dlx = Dlx::new(x.primary, x.names.len() - x.primary);
    let mut items: Vec<Vec<usize>> = Vec::with_capacity(x.ends.len());
    for o in (0..x.ends.len()).map(|k| x.option(k)) {
        items.push(o.iter().map(|u| u.0).collect());
        dlx.add_option(&items[items.len() - 1]);
    }
    let mut report = Report {
        x: &x,
        modes,
        found: 0,
        nodes: 0,
        cover: Vec::new(),
        out,
    };
    // Forward checking where it pays (tilings, coloured or not), paired before the count;
    // purify where there are colours: each is paid for only where it is used.
    let coloured = x.entries.iter().any(|u| u.1 > 0);
    let look = {
        let options: Vec<&[(usize, u32)]> = (0..x.ends.len()).map(|k| x.option(k)).collect();
        let ones = x.entries.iter().filter(|u| u.0 < x.primary).count();
        Lookahead::if_it_pays(x.primary, &options, ones)
    };
    let mut colours = Colours::default();
    if coloured {
        for k in 0..x.ends.len() {
            let colour: Vec<u32> = x.option(k).iter().map(|u| u.1).collect();
            colours.paint(&dlx, k, &colour);
        }
    }
    let report = match look {
        Some(look) => {
            let mut v = (Prune::new(look), report);
            if coloured {
                dlx.search(&mut colours, &mut v);
            } else {
                dlx.search(&mut (), &mut v);
            }
            v.1
        }
        None => {
            if coloured {
                dlx.search(&mut colours, &mut report);
            } else {
                dlx.search(&mut (), &mut report);
            }
            report
        }
    };
    let (found, nodes) = (report.found, report.nodes);
    report
        .out
        .extend_from_slice(format!("{}\n", found).as_bytes());
    if report.modes.report {
        log.note(format!("{} solutions, {} nodes", found, nodes));
    }
}

fn main() {
    run("xcc", solve);
}

#[rustfmt::skip]
mod lib {
// ---- BEGIN knuth ----
#[derive(Debug,Default,PartialEq)]pub struct Xcc{pub names:Vec<Vec<u8>>,pub primary:usize,pub entries:Vec<(usize,u32)>,pub ends:Vec<usize>,pub colours:Vec<Vec<u8>>,}pub const MAX_ENTRIES:usize=1<<24;impl Xcc{pub fn option(&self,k:usize)-> &[(usize,u32)]{let start=if k==0{0}else{self.ends[k-1]};&self.entries[start..self.ends[k]]}}fn name_ok(w: &[u8])->bool{!w.is_empty()&&w.len()<=8&&w.iter().all(|&b|b>b' ' &&b<0x7f&&b !=b':' &&b !=b'|')}fn show(w: &[u8])->String{let cut= &w[..w.len().min(20)];let s:String=cut.iter().map(|&b|if b>b' ' &&b<0x7f{b as char}else{'?'}).collect();format!("'{}{}'",s,if cut.len()<w.len(){"..."}else{""})}pub fn read_xcc(input: &[u8])->Result<Xcc,String>{let input=if input.starts_with(b"\xEF\xBB\xBF"){&input[3..]}else{input};let mut x=Xcc::default();let mut index=std::collections::HashMap::new();let mut last_in=Vec::new();let mut seen_items=false;for(k,line)in input.split(|&b|b==b'\n').enumerate(){let at=k+1;let words:Vec<&[u8]> =line
.split(|b|b.is_ascii_whitespace()).filter(|w| !w.is_empty()).collect();if words.is_empty()||words[0].starts_with(b"|"){continue;}
if !seen_items{seen_items=true;let bar=words.iter().position(|&w|w==b"|");x.primary=bar.unwrap_or(words.len());let named=words.iter().enumerate().filter(|&(j,_)|Some(j)!=bar);for w in named.map(|(_,&w)|w){if !name_ok(w){return Err(format!("line {}: item name {} is not 1-8 characters without ':' or '|'",at,show(w)));}
if index.insert(w.to_vec(),x.names.len()).is_some(){return Err(format!("line {}: item {} is named twice",at,show(w)));}x.names.push(w.to_vec());}last_in=vec![0;x.names.len()];continue;}let start=x.entries.len();for&w in&words{let(name,colour)=match w.iter().position(|&b|b==b':'){Some(p)=>(&w[..p],Some(&w[p+1..])),None=>(w,None),};let i=match index.get(name){Some(&i)=>i,None=>return Err(format!("line {}: unknown item {}",at,show(name))),};if last_in[i]==x.ends.len()+1{return Err(format!("line {}: item {} twice in one option",at,show(name)));}let c=match colour{None=>0,Some(_)if i<x.primary=>{return Err(format!("line {}: primary item {} has a colour",at,show(name)))}Some(c)if !name_ok(c)=>{return Err(format!("line {}: colour {} is not 1-8 characters without ':' or '|'",at,show(c)))}Some(c)=>match x.colours.iter().position(|k| &k[..]==c){Some(p)=>p as u32+1,None=>{x.colours.push(c.to_vec());x.colours.len()as u32}},};last_in[i]=x.ends.len()+1;x.entries.push((i,c));}
if x.entries[start..].iter().all(|&(i,_)|i>=x.primary){return Err(format!("line {}: an option without primary items",at));}
if x.entries.len()>MAX_ENTRIES{return Err(format!("line {}: more than {} entries: too large",at,MAX_ENTRIES));}x.ends.push(x.entries.len());}
if !seen_items{return Err("no line of items: the input is empty or all comments".to_string());}Ok(x)}
// ---- END knuth ----

// ---- BEGIN dlx ----
#[derive(Default)]pub struct Dlx{llink:Vec<u32>,rlink:Vec<u32>,pub(crate)ulink:Vec<u32>,pub(crate)dlink:Vec<u32>,pub(crate)top:Vec<u32>,pub(crate)items:usize,pub(crate)primary:u32,pub(crate)first:Vec<u32>,pub(crate)levels:Vec<Level>,pub(crate)depth:usize,trail:Vec<u32>,notes:Vec<u32>,now:Marks,active:Vec<u64>,searching:bool,}#[derive(Clone,Copy,Default)]struct Marks{trail:u32,noted:u32,}#[derive(Clone,Copy,Default)]pub(crate)struct Level{pub(crate)node:u32,before:Marks,after:Marks,}#[derive(Clone,Copy,PartialEq)]pub enum Step{On,Back,Stop,}pub trait Strategy{const FORCED:bool=false;const NOTES:bool=false;const LEFTMOST:bool=false;fn commit<S:Strategy>(&mut self,dlx: &mut Dlx){dlx.commit::<S>()}}impl Strategy for(){}pub trait Visit{fn enter(&mut self,_: &mut Dlx)->Step{Step::On}fn branch(&mut self,_: &Dlx,_:usize)->Step{Step::On}fn leave(&mut self,_: &mut Dlx){}fn solution(&mut self,dlx: &Dlx)->Step;}impl Dlx{pub fn new(primary:usize,secondary:usize)->Dlx{let mut d=Dlx::default();
d.reset(primary,secondary);d}pub fn reset(&mut self,primary:usize,secondary:usize){assert!(!self.searching,"changed in a search");assert!(primary+secondary<1<<29,"too many items");let n=(primary+secondary)as u32;self.items=n as usize;self.primary=primary as u32;self.active.clear();self.active.resize(n as usize/64+1,0);(1..=self.primary).for_each(|h|self.activate(h));self.ulink.clear();self.ulink.extend(0..n+1);self.dlink.clone_from(&self.ulink);self.llink.clone_from(&self.ulink);self.rlink.clone_from(&self.ulink);self.top.clear();self.top.resize(n as usize+1,0);self.first.clear();}pub fn add_option(&mut self,items: &[usize])->Option<usize>{assert!(!self.searching,"changed in a search");if items.is_empty(){return None;}let out=items.iter().any(|&i|i>=self.items);assert!(!out,"an item out of range");let twice=(1..items.len()).any(|k|items[..k].contains(&items[k]));assert!(!twice,"an item twice");let(start,end)=(self.top.len(),self.top.len()+items.len());
assert!(end<1<<31,"too many nodes");for(x,h)in(start..).zip(items.iter().map(|&i|i+1)){let last=self.ulink[h];self.top.push(h as u32);self.ulink.push(last);self.dlink.push(h as u32);self.dlink[last as usize]=x as u32;self.ulink[h]=x as u32;self.top[h]+=1;self.llink.push(if x==start{end-1}else{x-1}as u32);self.rlink.push(if x+1==end{start}else{x+1}as u32);}self.first.push(start as u32);Some(self.first.len()-1)}pub(crate)fn len(&self,h:u32)->u32{get(&self.top,h)}fn unlink<S:Strategy>(&mut self,q:u32){let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));set(&mut self.dlink,u,d);set(&mut self.ulink,d,u);let len=self.len(h).wrapping_sub(1);set(&mut self.top,h,len);let t=self.now.trail&(self.trail.len()as u32-1);set(&mut self.trail,t,q);self.now.trail+=1;if S::NOTES{let k=self.now.noted&(self.notes.len()as u32-1);set(&mut self.notes,k,h);self.now.noted+=(len<=1)as u32;}}fn undo(&mut self,m:Marks){while self.now.trail>m.trail{self.now.trail-=1;
let q=get(&self.trail,self.now.trail&(self.trail.len()as u32-1));let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));set(&mut self.dlink,u,q);set(&mut self.ulink,d,q);let len=self.len(h);set(&mut self.top,h,len.wrapping_add(1));}self.now.noted=m.noted;}fn hide<S:Strategy>(&mut self,p:u32){let mut q=get(&self.rlink,p);while q !=p{self.unlink::<S>(q);q=get(&self.rlink,q);}}#[inline(always)]fn cover<S:Strategy>(&mut self,h:u32){self.active[h as usize/64]&= !(1<<(h%64));let mut p=get(&self.dlink,h);for _ in 0..self.len(h){self.hide::<S>(p);p=get(&self.dlink,p);}}fn activate(&mut self,h:u32){self.active[h as usize/64]|=((h<=self.primary)as u64)<<(h%64);}pub(crate)fn commit<S:Strategy>(&mut self){let x=self.levels[self.depth-1].node;let mut q=get(&self.rlink,x);while q !=x{self.cover::<S>(get(&self.top,q));q=get(&self.rlink,q);}}fn uncommit(&mut self,x:u32,m:Marks){self.undo(m);let mut q=get(&self.llink,x);while q !=x{self.activate(get(&self.top,q));q=get(&self.llink,q);}}
fn choose<S:Strategy>(&self)->u32{let(mut best,mut min)=(0,!0);if S::NOTES{for k in self.levels[self.depth.max(1)-1].before.noted..self.now.noted{let h=get(&self.notes,k&(self.notes.len()as u32-1));if self.len(h)<min.min(2)&&self.active[h as usize/64]>>(h%64)&1==1{best=h;min=self.len(h);}}}
if !(S::FORCED||S::NOTES)||min>1{for(w,&b)in self.active.iter().enumerate(){let mut bits=b;while bits !=0{let h=w as u32*64+bits.trailing_zeros();if self.len(h)<min{best=h;min=self.len(h);if S::LEFTMOST||(S::FORCED||S::NOTES)&&min<=1{return best;}}bits&=bits-1;}}}best}pub fn search<S:Strategy,V:Visit>(&mut self,strategy: &mut S,visit: &mut V){assert!(!self.searching,"a search in a search");self.searching=true;self.levels=vec![Level::default();self.primary as usize+1];self.trail=vec![0;self.top.len().next_power_of_two()];self.notes=vec![0;(2*self.items+2).next_power_of_two()];let mut step;'node:loop{step=visit.enter(self);if step==Step::On{let h=self.choose::<S>();let len=self.len(h);if h==0{step=visit.solution(self);}else if len==1||len>1&&{step=visit.branch(self,h as usize-1);step==Step::On}{let before=self.now;self.cover::<S>(h);let node=get(&self.dlink,h);self.levels[self.depth]=Level{node,before,after:self.now,};self.depth+=1;strategy.commit::<S>(self);continue 'node;
}else if len==0{step=Step::Back;}visit.leave(self);}while self.depth>0{let l=self.levels[self.depth-1];self.uncommit(l.node,l.after);let(h,y)=(get(&self.top,l.node),get(&self.dlink,l.node));if y !=h&&step !=Step::Stop{self.levels[self.depth-1].node=y;strategy.commit::<S>(self);continue 'node;}self.depth-=1;self.undo(l.before);self.activate(h);visit.leave(self);}break;}self.searching=false;}}fn get(v: &[u32],i:u32)->u32{unsafe{*v.get_unchecked(i as usize)}}fn set(v: &mut[u32],i:u32,x:u32){unsafe{*v.get_unchecked_mut(i as usize)=x}}
// ---- END dlx ----
// ---- BEGIN solution ----
impl Dlx{pub fn solution(&self,out: &mut Vec<usize>){out.clear();for l in&self.levels[..self.depth]{out.push(self.option_of(l.node));}}pub(crate)fn option_of(&self,x:u32)->usize{self.first.binary_search(&x).unwrap_or_else(|k|k-1)}}
// ---- END solution ----

// ---- BEGIN dlx_options ----
impl Dlx{pub(crate)fn option(&self,o:usize)->std::ops::Range<usize>{let f=self.first[o]as usize;f..self.llink[f]as usize+1}}
// ---- END dlx_options ----
// ---- BEGIN dlx_items ----
impl Dlx{pub(crate)fn headers(&self,mut f:impl FnMut(u32)->bool)->bool{self.active.iter().enumerate().all(|(w,&b)|{let mut bits=b;while bits !=0&&f(w as u32*64+bits.trailing_zeros()){bits&=bits-1;}bits==0})}}
// ---- END dlx_items ----

// ---- BEGIN prune ----
pub trait Rule{fn dead(&mut self,dlx: &Dlx,out: &mut Vec<usize>)->bool;}pub struct Prune<R>{pub rule:R,trail:Vec<usize>,marks:Vec<usize>,dead:Vec<usize>,}impl<R:Rule>Prune<R>{pub fn new(rule:R)->Prune<R>{Prune{rule,trail:Vec::new(),marks:Vec::new(),dead:Vec::new(),}}}impl<R:Rule>Visit for Prune<R>{fn enter(&mut self,d: &mut Dlx)->Step{self.dead.clear();if !self.rule.dead(d,&mut self.dead){return Step::Back;}self.marks.push(self.trail.len());for&o in&self.dead{if d.prune_option(o){self.trail.push(o);}}Step::On}fn leave(&mut self,d: &mut Dlx){let mark=self.marks.pop().unwrap_or(0);while self.trail.len()>mark{if let Some(o)=self.trail.pop(){d.unprune_option(o);}}}fn solution(&mut self,_: &Dlx)->Step{Step::On}}impl Dlx{fn prune_option(&mut self,o:usize)->bool{if o>=self.first.len(){return false;}for q in self.option(o){let(u,d)=(self.ulink[q]as usize,self.dlink[q]as usize);if self.dlink[u]as usize !=q||self.ulink[d]as usize !=q{return false;}}for q in self.option(o){
let(u,d,h)=(self.ulink[q],self.dlink[q],self.top[q]as usize);self.dlink[u as usize]=d;self.ulink[d as usize]=u;self.top[h]-=1;}true}fn unprune_option(&mut self,o:usize){for q in self.option(o).rev(){let(u,d,h)=(self.ulink[q],self.dlink[q],self.top[q]as usize);self.dlink[u as usize]=q as u32;self.ulink[d as usize]=q as u32;self.top[h]+=1;}}}
// ---- END prune ----

// ---- BEGIN lookahead ----
pub struct Lookahead{words:usize,max_len:u32,min_options:u32,of_item:Vec<u64>,clash:Vec<u64>,active:Vec<u64>,path:Vec<u32>,valid:usize,items:Vec<usize>,live:Vec<usize>,dead:Vec<u64>,gone:Vec<u64>,meet:Vec<u64>,}pub trait Entry:Copy{fn item(self)->usize;fn colour(self)->u32;}impl Entry for usize{fn item(self)->usize{self}fn colour(self)->u32{0}}impl Entry for(usize,u32){fn item(self)->usize{self.0}fn colour(self)->u32{self.1}}impl Lookahead{pub fn if_it_pays<E:Entry>(primary:usize,options: &[&[E]],ones:usize,)->Option<Lookahead>{if options.len()<=4096&&ones/64>=primary{Some(Lookahead::new(primary,options,28,100))}else{None}}pub fn new<E:Entry>(primary:usize,options: &[&[E]],max_len:u32,min_options:u32,)->Lookahead{let n=options.len();let w=(n+63)/64;let mut of_item=vec![0u64;primary*w];let mut of_colour=std::collections::HashMap::new();for(p,items)in options.iter().enumerate(){for e in items.iter(){let(i,bit)=(e.item(),1<<(p%64));if i<primary{of_item[i*w+p/64]|=bit;}else{
for&c in&[0,e.colour()]{of_colour.entry((i,c)).or_insert_with(||vec![0u64;w])[p/64]|=bit;}}}}let mut clash=vec![0u64;n*w];for(p,items)in options.iter().enumerate(){let row= &mut clash[p*w..(p+1)*w];row[p/64]|=1<<(p%64);for e in items.iter(){let(i,c)=(e.item(),e.colour());if i<primary{for(r,&x)in row.iter_mut().zip(&of_item[i*w..(i+1)*w]){*r|=x;}}else{let all= &of_colour[&(i,0)];let same=of_colour.get(&(i,c)).filter(|_|c>0);for(t,r)in row.iter_mut().enumerate(){*r|=all[t]& !same.map_or(0,|s|s[t]);}}}}let mut active=vec![0u64;(primary+1)*w];for(t,a)in active[..w].iter_mut().enumerate(){let bits=n-64*t;*a=if bits>=64{!0}else{(1<<bits)-1};}Lookahead{words:w,max_len,min_options,of_item,clash,active,path:vec![0;primary],valid:0,items:Vec::new(),live:Vec::new(),dead:vec![0;w],gone:vec![0;w],meet:vec![0;w],}}}impl Rule for Lookahead{fn dead(&mut self,d: &Dlx,out: &mut Vec<usize>)->bool{let w=self.words;let depth=d.depth;let mut l=0;while l<depth&&l<self.valid&&self.path[l]==d.levels[l].node{
l+=1;}for l in l..depth{let x=d.levels[l].node;self.path[l]=x;let o=d.option_of(x);for t in 0..w{self.active[(l+1)*w+t]=self.active[l*w+t]& !self.clash[o*w+t];}}self.valid=depth;let(of_item,clash)=(&self.of_item,&self.clash);let(dead,gone,meet,live)=(&mut self.dead,&mut self.gone,&mut self.meet,&mut self.live,);let a= &mut self.active[depth*w..(depth+1)*w];live.clear();live.extend((0..w).filter(|&t|a[t]!=0));if live.iter().map(|&t|a[t].count_ones()).sum::<u32>()<self.min_options{return true;}let(items,max_len)=(&mut self.items,self.max_len);items.clear();let some_left=d.active_items(|i,len|{if len<=max_len{items.push(i);}len>0});if !some_left{return false;}let mut first_round=true;loop{let mut any=false;for&t in live.iter(){dead[t]=0;}for&i in items.iter(){let own= &of_item[i*w..(i+1)*w];if !first_round&&live.iter().all(|&t|gone[t]&own[t]==0){continue;}let mut seen=false;let mut meets=true;'options:for&t in live.iter(){let mut bits=a[t]&own[t];while bits !=0{
let p=t*64+bits.trailing_zeros()as usize;bits&=bits-1;let clash= &clash[p*w..(p+1)*w];let mut any_left=0;if seen{for(m,&c)in meet.iter_mut().zip(clash){*m&=c;any_left|= *m;}}else{for(m,(&c,(&x,&o)))in meet.iter_mut().zip(clash.iter().zip(a.iter().zip(own))){*m=c&x& !o;any_left|= *m;}}seen=true;if any_left==0{meets=false;break 'options;}}}
if !seen{return false;}
if meets{for&t in live.iter(){dead[t]|=meet[t];}any=true;}}
if !any{return true;}for&t in live.iter(){let mut bits=dead[t]&a[t];gone[t]=bits;a[t]&= !bits;while bits !=0{out.push(t*64+bits.trailing_zeros()as usize);bits&=bits-1;}}first_round=false;}}}impl Dlx{pub(crate)fn active_items(&self,mut f:impl FnMut(usize,u32)->bool)->bool{self.headers(|h|f(h as usize-1,self.len(h)))}}
// ---- END lookahead ----

// ---- BEGIN colours ----
#[derive(Default)]pub struct Colours{colour:Vec<u32>,}impl Colours{pub fn paint(&mut self,dlx: &Dlx,o:usize,colours: &[u32]){let nodes=dlx.option(o);if self.colour.len()<nodes.end{self.colour.resize(nodes.end,0);}for(q,&c)in nodes.zip(colours){self.colour[q]=c;}}fn purify<S:Strategy>(&mut self,dlx: &mut Dlx,x:u32){let(h,c)=(dlx.top[x as usize]as usize,self.colour[x as usize]);let mut r=dlx.dlink[h];for _ in 0..dlx.len(h as u32){let next=dlx.dlink[r as usize];if self.colour.get(r as usize)!=Some(&c){dlx.hide::<S>(r);dlx.unlink::<S>(r);}r=next;}}}impl Strategy for Colours{fn commit<S:Strategy>(&mut self,dlx: &mut Dlx){let x=dlx.levels[dlx.depth-1].node;let mut q=dlx.rlink[x as usize];while q !=x{match self.colour.get(q as usize){Some(&c)if c>0=>self.purify::<S>(dlx,q),_=>dlx.cover::<S>(dlx.top[q as usize]),}q=dlx.rlink[q as usize];}}}
// ---- END colours ----
// ---- BEGIN pair ----
impl<A:Visit,B:Visit>Visit for(A,B){fn enter(&mut self,dlx: &mut Dlx)->Step{let step=self.0.enter(dlx);if step !=Step::On{return step;}let step=self.1.enter(dlx);if step !=Step::On{self.0.leave(dlx);}step}fn branch(&mut self,dlx: &Dlx,item:usize)->Step{match self.0.branch(dlx,item){Step::On=>self.1.branch(dlx,item),step=>step,}}fn leave(&mut self,dlx: &mut Dlx){self.1.leave(dlx);self.0.leave(dlx);}fn solution(&mut self,dlx: &Dlx)->Step{let(a,b)=(self.0.solution(dlx),self.1.solution(dlx));if a==Step::Stop||b==Step::Stop{Step::Stop}else{Step::On}}}
// ---- END pair ----

// ---- BEGIN log ----
use std::io::{self,Read,Write};#[derive(Default)]pub struct Log{lines:Vec<String>,count:usize,failed:bool,}impl Log{pub fn note(&mut self,m:String){self.count+=1;if self.count<=100{self.lines.push(m);}}pub fn error(&mut self,m:String){self.failed=true;self.note(m);}}pub fn run(name: &str,solve:fn(&[u8],&mut Vec<u8>,&mut Log)){let(mut input,mut out,mut log)=(vec![],vec![],Log::default());match io::stdin().read_to_end(&mut input){Ok(_)=>solve(&input,&mut out,&mut log),Err(e)=>log.error(format!("cannot read stdin: {}",e)),}let mut o=io::stdout();if o.write_all(&out).and_then(|_|o.flush()).is_err(){log.error("cannot write stdout".into());}
if log.count>100{log.lines.push(format!("and {} more messages like these",log.count-100));}for m in&log.lines{let _=writeln!(io::stderr(),"{}: {}",name,m);}std::process::exit(log.failed as i32);}
// ---- END log ----
}
