//! # Exact cover with colours, multiplicities and costs, in Knuth's format, by Dancing Links
//!
//! **Problem.** The solutions of items and options: each primary item in one chosen option (or
//! `a` to `b`), each secondary item in at most one, or in several of one colour; with costs,
//! the least totals.
//!
//! **Input.** Knuth's format (block `knuth`): a line of primary items, `|`, secondary ones; then
//! one option a line, its items by name, a secondary one perhaps as `name:colour`; lines that
//! start with `|` are comments. Names and colours: 1-8 characters without `:` or `|`. As in his
//! DLX3, `a:b|name` or `b|name` bounds a primary item; as in his DLX5, `|n` costs an option `n`.
//!
//! **Modes**, as Knuth's: `m<k>` prints every `k`-th solution (default none), `t<k>` stops after
//! `k`, `k<n>` keeps the `n` least totals (default 1 with costs), `v1` reports the nodes on
//! stderr. Ours: `j<k>` searches on `k` threads (1 to 1024), `P<n> p<i>` part `i` of `n`
//! (`0 <= i < n`), a process of its own for GNU parallel, xargs -P or a job array: the parts'
//! counts add up to the whole, their least totals merge (block `parallel`: the tree cut where
//! it has enough nodes, threads taking the subtrees below as they finish, a part every `n`-th).
//! With threads, `m<k>` and `t<k>` count the solutions of all, each printed whole, in no set
//! order; `v1`'s nodes are those below the cut. A part's `m<k>` and `t<k>` are its own.
//!
//! **Output.** Each solution printed as its options' lines and an empty line; last, the number
//! of solutions. With costs (or `k<n>`), the last lines are the least totals instead, least
//! first, one a line, or `no solution`; the solutions printed beat the `n`-th then known.
//!
//! **Exact cover model.** The items and options as read, MRV. Colours: block `colours`, whose
//! commit purifies a coloured item (hides the options giving it another colour) instead of
//! covering it (DLX2). Where it pays (tilings), forward checking at each node (`lookahead`).
//! Bounds: block `mcc`'s search (Algorithm M, DLX3): a level tries each option of an item, each
//! tried one left out for the next, then none if the item has enough; an item with one way
//! first, else the fewest; one with no options that needs none takes no level; where only the
//! number is asked, the last item's sets are counted, not visited, if its options never clash.
//! Costs: block `costs` at each node (a rule of `prune`): items priced (DLX5's taxes, then,
//! without bounds, a Lagrangian relaxation's steps), each option's net cost shared among its
//! primary items; a node is cut when its cost and the prices and least shares of the items left
//! cannot beat the `n`-th least total, an option when its excess over those shares cannot.
//! Options go in cheapest share first.
//!
//! **Errors (exit 1, one line on stderr naming the input line).** A name unknown, repeated or
//! malformed; a colour on a primary item; an option without primary items; bad bounds (not
//! numbers up to 2^31 - 1, lower above upper, upper 0, on a secondary item); a bad cost, or
//! costs adding up past 2^63 - 1; a bad mode (`j0`, a part outside `0 <= i < n`, `p` without
//! `P`); a thread that cannot start.
//!
//! No judge takes this file, so it is not held to a judge editor's 36,000 bytes; its blocks are
//! bundled compact (`src/` has them whole), so that its own code reads apart from them.
// bundle: compact

use self::lib::*;
use std::sync::Arc;

/// The command line: print every `every`-th solution (0: none), stop after `most`, keep the
/// `best` least totals, report the nodes; search on `threads` threads, or part `.1` of `.0`.
#[derive(Clone, Copy)]
struct Modes {
    every: u64,
    most: u64,
    best: Option<usize>,
    report: bool,
    threads: usize,
    part: Option<(usize, usize)>,
}

fn modes(args: &[String]) -> Result<Modes, String> {
    let mut m = Modes {
        every: 0,
        most: std::u64::MAX,
        best: None,
        report: false,
        threads: 1,
        part: None,
    };
    let (mut parts, mut part) = (None, None);
    for a in args {
        match (
            a.as_bytes().first(),
            a.get(1..).and_then(|k| k.parse().ok()),
        ) {
            (Some(b'm'), Some(k)) => m.every = k,
            (Some(b't'), Some(k)) if k > 0 => m.most = k,
            // Each better total moves those kept.
            (Some(b'k'), Some(k)) if k > 0 && k <= 100_000 => m.best = Some(k as usize),
            (Some(b'v'), Some(k)) => m.report = k > 0,
            (Some(b'j'), Some(k)) if k > 0 && k <= 1024 => m.threads = k as usize,
            (Some(b'P'), Some(n)) if n > 0 && n <= 1 << 20 => parts = Some(n as usize),
            (Some(b'p'), Some(i)) if i < 1 << 20 => part = Some(i as usize),
            _ => {
                let e = "expected m<k>, t<k> (k >= 1), k<n> (1 <= n <= 100000), v<k>, \
                         j<k> (1 <= k <= 1024), P<n> (1 <= n <= 1048576) or p<i>";
                return Err(format!("mode {:?}: {}", a, e));
            }
        }
    }
    m.part = match (parts, part) {
        (Some(n), Some(i)) if i < n => Some((n, i)),
        (None, None) => None,
        _ => return Err("modes P<n> p<i>: part i of n needs both, 0 <= i < n".to_string()),
    };
    Ok(m)
}

/// Counts solutions and nodes, prints every `every`-th solution, stops after `most`; with a
/// pool, the solutions are numbered across the threads, and the `most`-th stops them all.
struct Report<'a> {
    x: &'a Xcc,
    /// The DLX's option -> the input's.
    order: &'a [usize],
    modes: Modes,
    found: u64,
    nodes: u64,
    cover: Vec<usize>,
    out: &'a mut Vec<u8>,
    pool: Option<&'a Pool>,
}

impl<'a> Visit for Report<'a> {
    fn enter(&mut self, _: &mut Dlx) -> Step {
        self.nodes += 1;
        Step::On
    }
    fn solution(&mut self, dlx: &Dlx) -> Step {
        let n = match self.pool {
            Some(p) => p.found.fetch_add(1, std::sync::atomic::Ordering::Relaxed) as u64 + 1,
            None => self.found + 1,
        };
        if n > self.modes.most {
            return Step::Stop;
        }
        self.found += 1;
        if self.modes.every > 0 && n % self.modes.every == 0 {
            dlx.solution_mcc(&mut self.cover);
            for &o in &self.cover {
                for (k, &(i, c)) in self.x.option(self.order[o]).iter().enumerate() {
                    self.out.extend_from_slice(if k > 0 { b" " } else { b"" });
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
        if n < self.modes.most {
            return Step::On;
        }
        if let Some(p) = self.pool {
            p.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Step::Stop
    }
}

/// The search a problem needs, each part paid for only where used: block `mcc`'s with bounds,
/// else the core's, with block `colours` where options have colours.
enum Search {
    Plain,
    Colours(Colours),
    Mcc(Mcc),
}

/// A copy of the problem: the matrix and its search.
struct Matrix {
    dlx: Dlx,
    search: Search,
}

impl Matrix {
    /// The solutions block mcc counted without visiting them.
    fn tallied(&self) -> u64 {
        match self.search {
            Search::Mcc(ref m) => m.tallied,
            _ => 0,
        }
    }
}

impl Searcher for Matrix {
    fn search<V: Visit>(&mut self, v: &mut V) {
        match self.search {
            Search::Plain => self.dlx.search(&mut (), v),
            Search::Colours(ref mut c) => self.dlx.search(c, v),
            Search::Mcc(ref mut m) => self.dlx.search_mcc(m, v),
        }
    }
}

/// A copy of the problem `x` set up to search: the matrix, the DLX's option -> the input's, and
/// the rules at its nodes: forward checking where it pays, costs where `priced`, keeping `k`.
/// With `tally`, only the number is asked: block mcc counts the last item's sets unvisited from
/// that depth down (inside a subtree of its own).
type Model = (
    Matrix,
    Vec<usize>,
    Option<Prune<Lookahead>>,
    Option<Prune<Costs>>,
);

fn model(x: &Xcc, priced: bool, k: usize, tally: Option<usize>) -> Model {
    let n = x.ends.len();
    let cost: Vec<u64> = (0..n).map(|o| *x.costs.get(o).unwrap_or(&0)).collect();
    // With costs, options go in cheapest net share first: the bound finds each item's least
    // share at the head of its list.
    let all: Vec<_> = (0..n).map(|o| x.option(o)).collect();
    let order = match priced {
        true => Costs::order(x.primary, &all, &cost, x.bounds.is_empty()),
        false => (0..n).collect(),
    };
    let mut dlx = Dlx::new(x.primary, x.names.len() - x.primary);
    let mut colours = Colours::default();
    for (k, u) in order.iter().map(|&o| all[o]).enumerate() {
        dlx.add_option(&u.iter().map(|u| u.0).collect::<Vec<_>>());
        colours.paint(&dlx, k, &u.iter().map(|u| u.1).collect::<Vec<_>>());
    }
    let search = match (x.bounds.is_empty(), x.entries.iter().any(|u| u.1 > 0)) {
        (false, c) => {
            let mut m = Mcc::new(&x.bounds, if c { colours } else { Default::default() });
            m.tally_from = tally.unwrap_or(!0);
            Search::Mcc(m)
        }
        (true, true) => Search::Colours(colours),
        (true, false) => Search::Plain,
    };
    // Forward checking where it pays (tilings; not with bounds), first.
    let options: Vec<_> = order.iter().map(|&o| all[o]).collect();
    let ones = x.entries.iter().filter(|u| u.0 < x.primary).count();
    let look = match x.bounds.is_empty() {
        true => Lookahead::if_it_pays(x.primary, &options, ones).map(Prune::new),
        false => None,
    };
    let lower: Vec<u32> = x.bounds.iter().map(|b| b.0).collect();
    let sorted: Vec<u64> = order.iter().map(|&o| cost[o]).collect();
    let costs = match priced {
        true => Some(Prune::new(Costs::new(&dlx, &sorted, &lower, k))),
        false => None,
    };
    (Matrix { dlx, search }, order, look, costs)
}

/// Searches `m` with the rules and then `r`, each paid for only where used. Gives the cost rule
/// back.
fn go<R: Visit>(
    m: &mut Matrix,
    look: Option<Prune<Lookahead>>,
    costs: Option<Prune<Costs>>,
    r: R,
) -> Option<Prune<Costs>> {
    fn on<V: Visit>(m: &mut Matrix, mut v: V) -> V {
        m.search(&mut v);
        v
    }
    match (look, costs) {
        (Some(l), Some(c)) => Some((on(m, (l, (c, r))).1).0),
        (None, Some(c)) => Some(on(m, (c, r)).0),
        (Some(l), None) => {
            on(m, (l, r));
            None
        }
        (None, None) => {
            on(m, r);
            None
        }
    }
}

/// Solves `input` as the command line asks, into `out`; logs what is wrong.
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
    let priced = !x.costs.is_empty() || modes.best.is_some();
    let k = modes.best.unwrap_or(1);
    let (found, nodes, best) = match (modes.threads, modes.part) {
        (1, None) => {
            let only = !priced && modes.every == 0 && modes.most == std::u64::MAX;
            let (mut m, order, look, costs) =
                model(&x, priced, k, if only { Some(0) } else { None });
            let mut r = Report {
                x: &x,
                order: &order,
                modes,
                found: 0,
                nodes: 0,
                cover: Vec::new(),
                out: &mut *out,
                pool: None,
            };
            let c = go(&mut m, look, costs, &mut r);
            (r.found + m.tallied(), r.nodes, c.map(|c| c.rule.best))
        }
        (threads, part) => match parallel(Arc::new(x), modes, threads, part, out) {
            Ok(v) => v,
            Err(e) => return log.error(e),
        },
    };
    match best {
        Some(ref b) if b.is_empty() => out.extend_from_slice(b"no solution\n"),
        b => {
            for v in b.unwrap_or_else(|| vec![found]) {
                out.extend_from_slice(format!("{}\n", v).as_bytes())
            }
        }
    }
    if modes.report {
        log.note(format!("{} solutions, {} nodes", found, nodes));
    }
}

/// Subtrees for each thread or part: many more than them, so that each part takes a share of
/// every region of the tree, and a thread that finishes early takes more; not so many that the
/// walks down to them cost much (each part walks the tree above the cut).
const WANT: usize = 64;

/// The search on `threads` threads, over the whole tree or part `.1` of `.0` (block parallel):
/// the solutions found, the nodes below the cut, and the least totals where priced. Each
/// thread prints into a buffer of its own, written out whole after the others'.
fn parallel(
    x: Arc<Xcc>,
    modes: Modes,
    threads: usize,
    part: Option<(usize, usize)>,
    out: &mut Vec<u8>,
) -> Result<(u64, u64, Option<Vec<u64>>), String> {
    let priced = !x.costs.is_empty() || modes.best.is_some();
    let k = modes.best.unwrap_or(1);
    let (parts, i) = part.unwrap_or((1, 0));
    let paths = frontier(&mut model(&x, priced, k, None).0, WANT * threads.max(parts));
    let cut = paths.iter().map(|p| p.len()).max().unwrap_or(0);
    let pool = Arc::new(Pool::new(paths, parts, i));
    let shared = pool.clone();
    let done = run_threads(threads, move || {
        let one = modes.every > 0 || modes.most < std::u64::MAX;
        let tally = if priced || one { None } else { Some(cut) };
        let (mut m, order, look, costs) = model(&x, priced, k, tally);
        let mut buf = Vec::new();
        let mut r = Report {
            x: &x,
            order: &order,
            modes,
            found: 0,
            nodes: 0,
            cover: Vec::new(),
            out: &mut buf,
            pool: if one { Some(&*shared) } else { None },
        };
        let mut below = (look, (costs.map(|c| Shared::new(c, &shared)), &mut r));
        shared.drain(&mut m, &mut below);
        (r.found + m.tallied(), r.nodes, buf)
    })?;
    let (mut found, mut nodes) = (0, 0);
    for (f, n, buf) in done {
        found += f;
        nodes += n;
        out.extend_from_slice(&buf);
    }
    Ok((found, nodes, if priced { Some(pool.best()) } else { None }))
}

fn main() {
    run("xcc", solve);
}

#[rustfmt::skip]
mod lib {
// ---- BEGIN knuth ----
#[derive(Debug,Default,PartialEq)]
pub struct Xcc{
pub names:Vec<Vec<u8>>,
pub primary:usize,
pub entries:Vec<(usize,u32)>,
pub ends:Vec<usize>,
pub colours:Vec<Vec<u8>>,
pub bounds:Vec<(u32,u32)>,
pub costs:Vec<u64>,
}
pub const MAX_ENTRIES:usize=1<<24;
pub const MAX_BOUND:u64=(1<<31)-1;
pub const MAX_COST:u64=(1<<63)-1;
impl Xcc{
pub fn option(&self,k:usize)-> &[(usize,u32)]{
let start=if k==0{0}else{self.ends[k-1]};
&self.entries[start..self.ends[k]]
}
}
fn name_ok(w: &[u8])->bool{
!w.is_empty()
&&w.len()<=8
&&w.iter()
.all(|&b|b>b' ' &&b<0x7f&&b !=b':' &&b !=b'|')
}
fn decimal(w: &[u8])->Option<u64>{
if w.is_empty()|| !w.iter().all(u8::is_ascii_digit){
return None;
}
Some(w.iter().fold(0u64,|n,&d|{
n.saturating_mul(10).saturating_add(u64::from(d-b'0'))
}))
}
type Bounds=Option<(u32,u32)>;
fn item(w: &[u8],primary:bool,at:usize)->Result<(&[u8],Bounds),String>{
let bar=match w.iter().position(|&b|b==b'|'){
Some(p)if p>0=>p,
_=>{
return match w.iter().position(|&b|b==b':'){
Some(p)if primary&&decimal(&w[..p]).is_some()=>Err(format!(
"line {}: item {} has a lower bound but no upper bound (a:b|name)",
at,
show(&w[p+1..])
)),
_=>Ok((w,None)),
}
}
};
let name= &w[bar+1..];
if !primary{
return Err(format!(
"line {}: secondary item {} has bounds",
at,
show(name)
));
}
let number= |v: &[u8]|match decimal(v){
Some(n)if n<=MAX_BOUND=>Ok(n as u32),
_=>Err(format!(
"line {}: bound {} of item {} is not a number from 0 to {}",
at,
show(v),
show(name),
MAX_BOUND
)),
};
let(a,b)=match w[..bar].iter().position(|&b|b==b':'){
Some(p)=>(number(&w[..p])?,number(&w[p+1..bar])?),
None=>(number(&w[..bar])?,number(&w[..bar])?),
};
if b==0{
Err(format!(
"line {}: item {} has upper bound 0",
at,
show(name)
))
}else if a>b{
Err(format!(
"line {}: item {} has lower bound {} above its upper bound {}",
at,
show(name),
a,
b
))
}else{
Ok((name,Some((a,b))))
}
}
fn show(w: &[u8])->String{
let cut= &w[..w.len().min(20)];
let s:String=cut
.iter()
.map(|&b|if b>b' ' &&b<0x7f{b as char}else{'?'})
.collect();
format!("'{}{}'",s,if cut.len()<w.len(){"..."}else{""})
}
pub fn read_xcc(input: &[u8])->Result<Xcc,String>{
let input=if input.starts_with(b"\xEF\xBB\xBF"){
&input[3..]
}else{
input
};
let mut r=Reader::default();
for(k,line)in input.split(|&b|b==b'\n').enumerate(){
let words:Vec<&[u8]> =line
.split(|b|b.is_ascii_whitespace())
.filter(|w| !w.is_empty())
.collect();
if words.is_empty()||words[0].starts_with(b"|"){
continue;
}
if r.items_read{
r.option(&words,k+1)?;
}else{
r.items(&words,k+1)?;
}
}
if !r.items_read{
return Err("no line of items: the input is empty or all comments".to_string());
}
Ok(r.x)
}
#[derive(Default)]
struct Reader{
x:Xcc,
items_read:bool,
index:std::collections::HashMap<Vec<u8>,usize>,
last_in:Vec<usize>,
total:u64,
}
impl Reader{
fn items(&mut self,words: &[&[u8]],at:usize)->Result<(),String>{
let x= &mut self.x;
let bar=words.iter().position(|&w|w==b"|");
x.primary=bar.unwrap_or(words.len());
let mut bounded=false;
for(j,&w)in words.iter().enumerate().filter(|&(j,_)|Some(j)!=bar){
let(w,b)=item(w,j<x.primary,at)?;
if !name_ok(w){
return Err(format!(
"line {}: item name {} is not 1-8 characters without ':' or '|'",
at,
show(w)
));
}
if self.index.insert(w.to_vec(),x.names.len()).is_some(){
return Err(format!("line {}: item {} is named twice",at,show(w)));
}
x.names.push(w.to_vec());
if j<x.primary{
bounded|=b.is_some();
x.bounds.push(b.unwrap_or((1,1)));
}
}
if !bounded{
x.bounds.clear();
}
self.last_in=vec![0;x.names.len()];
self.items_read=true;
Ok(())
}
fn option(&mut self,words: &[&[u8]],at:usize)->Result<(),String>{
let start=self.x.entries.len();
let mut cost=None;
for&w in words{
if w[0]==b'|'{
cost=Some(cost.unwrap_or(0)+self.cost(w,at)?);
}else{
self.entry(w,at)?;
}
}
let x= &mut self.x;
if x.entries[start..].iter().all(|&(i,_)|i>=x.primary){
return Err(format!("line {}: an option without primary items",at));
}
if x.entries.len()>MAX_ENTRIES{
return Err(format!(
"line {}: more than {} entries: too large",
at,MAX_ENTRIES
));
}
if cost.is_some()|| !x.costs.is_empty(){
x.costs.resize(x.ends.len(),0);
x.costs.push(cost.unwrap_or(0));
}
x.ends.push(x.entries.len());
Ok(())
}
fn cost(&mut self,w: &[u8],at:usize)->Result<u64,String>{
let n=match decimal(&w[1..]){
Some(n)=>n,
None=>{
return Err(format!(
"line {}: cost {} is not '|' and a decimal number",
at,
show(w)
))
}
};
self.total=self.total.saturating_add(n);
if self.total>MAX_COST{
return Err(format!(
"line {}: the options' costs add up to more than {}",
at,MAX_COST
));
}
Ok(n)
}
fn entry(&mut self,w: &[u8],at:usize)->Result<(),String>{
let(name,colour)=match w.iter().position(|&b|b==b':'){
Some(p)=>(&w[..p],Some(&w[p+1..])),
None=>(w,None),
};
let i=match self.index.get(name){
Some(&i)=>i,
None=>return Err(format!("line {}: unknown item {}",at,show(name))),
};
let option=self.x.ends.len()+1;
if self.last_in[i]==option{
return Err(format!(
"line {}: item {} twice in one option",
at,
show(name)
));
}
let c=match colour{
None=>0,
Some(_)if i<self.x.primary=>{
return Err(format!(
"line {}: primary item {} has a colour",
at,
show(name)
))
}
Some(c)=>self.colour(c,at)?,
};
self.last_in[i]=option;
self.x.entries.push((i,c));
Ok(())
}
fn colour(&mut self,c: &[u8],at:usize)->Result<u32,String>{
if !name_ok(c){
return Err(format!(
"line {}: colour {} is not 1-8 characters without ':' or '|'",
at,
show(c)
));
}
let colours= &mut self.x.colours;
Ok(match colours.iter().position(|k| &k[..]==c){
Some(p)=>p as u32+1,
None=>{
colours.push(c.to_vec());
colours.len()as u32
}
})
}
}
// ---- END knuth ----

// ---- BEGIN dlx ----
#[derive(Default)]
pub struct Dlx{
llink:Vec<u32>,
rlink:Vec<u32>,
pub(crate)ulink:Vec<u32>,
pub(crate)dlink:Vec<u32>,
pub(crate)top:Vec<u32>,
pub(crate)items:usize,
pub(crate)primary:u32,
pub(crate)first:Vec<u32>,
pub(crate)levels:Vec<Level>,
pub(crate)depth:usize,
trail:Vec<u32>,
notes:Vec<u32>,
now:Marks,
pub(crate)active:Vec<u64>,
searching:bool,
}
#[derive(Clone,Copy,Default)]
struct Marks{
trail:u32,
noted:u32,
}
#[derive(Clone,Copy,Default)]
pub(crate)struct Level{
pub(crate)node:u32,
before:Marks,
after:Marks,
}
#[derive(Clone,Copy,PartialEq)]
pub enum Step{
On,
Back,
Stop,
}
pub trait Strategy{
const FORCED:bool=false;
const NOTES:bool=false;
const LEFTMOST:bool=false;
fn commit<S:Strategy>(&mut self,dlx: &mut Dlx){
dlx.commit::<S>()
}
}
impl Strategy for(){}
pub trait Visit{
fn enter(&mut self,_: &mut Dlx)->Step{
Step::On
}
fn branch(&mut self,_: &Dlx,_:usize)->Step{
Step::On
}
fn leave(&mut self,_: &mut Dlx){}
fn solution(&mut self,dlx: &Dlx)->Step;
}
impl Dlx{
pub fn new(primary:usize,secondary:usize)->Dlx{
let mut d=Dlx::default();
d.reset(primary,secondary);
d
}
pub fn reset(&mut self,primary:usize,secondary:usize){
assert!(!self.searching,"changed in a search");
assert!(primary+secondary<1<<29,"too many items");
let n=(primary+secondary)as u32;
self.items=n as usize;
self.primary=primary as u32;
self.active.clear();
self.active.resize(n as usize/64+1,0);
(1..=self.primary).for_each(|h|self.activate(h));
self.ulink.clear();
self.ulink.extend(0..n+1);
self.dlink.clone_from(&self.ulink);
self.llink.clone_from(&self.ulink);
self.rlink.clone_from(&self.ulink);
self.top.clear();
self.top.resize(n as usize+1,0);
self.first.clear();
}
pub fn add_option(&mut self,items: &[usize])->Option<usize>{
assert!(!self.searching,"changed in a search");
if items.is_empty(){
return None;
}
let out=items.iter().any(|&i|i>=self.items);
assert!(!out,"an item out of range");
let twice=(1..items.len()).any(|k|items[..k].contains(&items[k]));
assert!(!twice,"an item twice");
let(start,end)=(self.top.len(),self.top.len()+items.len());
assert!(end<1<<31,"too many nodes");
for(x,h)in(start..).zip(items.iter().map(|&i|i+1)){
let last=self.ulink[h];
self.top.push(h as u32);
self.ulink.push(last);
self.dlink.push(h as u32);
self.dlink[last as usize]=x as u32;
self.ulink[h]=x as u32;
self.top[h]+=1;
self.llink
.push(if x==start{end-1}else{x-1}as u32);
self.rlink
.push(if x+1==end{start}else{x+1}as u32);
}
self.first.push(start as u32);
Some(self.first.len()-1)
}
pub(crate)fn len(&self,h:u32)->u32{
get(&self.top,h)
}
fn unlink<S:Strategy>(&mut self,q:u32){
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,d);
set(&mut self.ulink,d,u);
let len=self.len(h).wrapping_sub(1);
set(&mut self.top,h,len);
let t=self.now.trail&(self.trail.len()as u32-1);
set(&mut self.trail,t,q);
self.now.trail+=1;
if S::NOTES{
let k=self.now.noted&(self.notes.len()as u32-1);
set(&mut self.notes,k,h);
self.now.noted+=(len<=1)as u32;
}
}
fn undo(&mut self,m:Marks){
while self.now.trail>m.trail{
self.now.trail-=1;
let q=get(&self.trail,self.now.trail&(self.trail.len()as u32-1));
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,q);
set(&mut self.ulink,d,q);
let len=self.len(h);
set(&mut self.top,h,len.wrapping_add(1));
}
self.now.noted=m.noted;
}
fn hide<S:Strategy>(&mut self,p:u32){
let mut q=get(&self.rlink,p);
while q !=p{
self.unlink::<S>(q);
q=get(&self.rlink,q);
}
}
#[inline(always)]
fn cover<S:Strategy>(&mut self,h:u32){
self.active[h as usize/64]&= !(1<<(h%64));
let mut p=get(&self.dlink,h);
for _ in 0..self.len(h){
self.hide::<S>(p);
p=get(&self.dlink,p);
}
}
fn activate(&mut self,h:u32){
self.active[h as usize/64]|=((h<=self.primary)as u64)<<(h%64);
}
pub(crate)fn commit<S:Strategy>(&mut self){
let x=self.levels[self.depth-1].node;
let mut q=get(&self.rlink,x);
while q !=x{
self.cover::<S>(get(&self.top,q));
q=get(&self.rlink,q);
}
}
fn uncommit(&mut self,x:u32,m:Marks){
self.undo(m);
let mut q=get(&self.llink,x);
while q !=x{
self.activate(get(&self.top,q));
q=get(&self.llink,q);
}
}
fn choose<S:Strategy>(&self)->u32{
let(mut best,mut min)=(0,!0);
if S::NOTES{
for k in self.levels[self.depth.max(1)-1].before.noted..self.now.noted{
let h=get(&self.notes,k&(self.notes.len()as u32-1));
if self.len(h)<min.min(2)&&self.active[h as usize/64]>>(h%64)&1==1{
best=h;
min=self.len(h);
}
}
}
if !(S::FORCED||S::NOTES)||min>1{
for(w,&b)in self.active.iter().enumerate(){
let mut bits=b;
while bits !=0{
let h=w as u32*64+bits.trailing_zeros();
if self.len(h)<min{
best=h;
min=self.len(h);
if S::LEFTMOST||(S::FORCED||S::NOTES)&&min<=1{
return best;
}
}
bits&=bits-1;
}
}
}
best
}
pub fn search<S:Strategy,V:Visit>(&mut self,strategy: &mut S,visit: &mut V){
assert!(!self.searching,"a search in a search");
self.searching=true;
self.levels=vec![Level::default();self.primary as usize+1];
self.trail=vec![0;self.top.len().next_power_of_two()];
self.notes=vec![0;(2*self.items+2).next_power_of_two()];
let mut step;
'node:loop{
step=visit.enter(self);
if step==Step::On{
let h=self.choose::<S>();
let len=self.len(h);
if h==0{
step=visit.solution(self);
}else if len==1
||len>1&&{
step=visit.branch(self,h as usize-1);
step==Step::On
}
{
let before=self.now;
self.cover::<S>(h);
let node=get(&self.dlink,h);
self.levels[self.depth]=Level{
node,
before,
after:self.now,
};
self.depth+=1;
strategy.commit::<S>(self);
continue 'node;
}else if len==0{
step=Step::Back;
}
visit.leave(self);
}
while self.depth>0{
let l=self.levels[self.depth-1];
self.uncommit(l.node,l.after);
let(h,y)=(get(&self.top,l.node),get(&self.dlink,l.node));
if y !=h&&step !=Step::Stop{
self.levels[self.depth-1].node=y;
strategy.commit::<S>(self);
continue 'node;
}
self.depth-=1;
self.undo(l.before);
self.activate(h);
visit.leave(self);
}
break;
}
self.searching=false;
}
}
pub(crate)fn get(v: &[u32],i:u32)->u32{
// SAFETY: every index passed is in bounds, by the invariant stated on `Dlx`.
unsafe{*v.get_unchecked(i as usize)}
}
pub(crate)fn set(v: &mut[u32],i:u32,x:u32){
// SAFETY: as in `get`.
unsafe{*v.get_unchecked_mut(i as usize)=x}
}
// ---- END dlx ----

// ---- BEGIN option_of ----
impl Dlx{
pub(crate)fn option_of(&self,x:u32)->usize{
self.first.binary_search(&x).unwrap_or_else(|k|k-1)
}
}
// ---- END option_of ----
// ---- BEGIN dlx_options ----
impl Dlx{
pub(crate)fn option(&self,o:usize)->std::ops::Range<usize>{
let f=self.first[o]as usize;
f..self.llink[f]as usize+1
}
}
// ---- END dlx_options ----
// ---- BEGIN dlx_items ----
impl Dlx{
pub(crate)fn headers(&self,mut f:impl FnMut(u32)->bool)->bool{
self.active.iter().enumerate().all(|(w,&b)|{
let mut bits=b;
while bits !=0&&f(w as u32*64+bits.trailing_zeros()){
bits&=bits-1;
}
bits==0
})
}
}
// ---- END dlx_items ----

// ---- BEGIN prune ----
pub trait Rule{
const LINKED:bool=false;
fn dead(&mut self,dlx: &Dlx,out: &mut Vec<usize>)->bool;
fn solution(&mut self,_: &Dlx)->Step{
Step::On
}
}
pub struct Prune<R>{
pub rule:R,
trail:Vec<usize>,
marks:Vec<usize>,
dead:Vec<usize>,
}
impl<R:Rule>Prune<R>{
pub fn new(rule:R)->Prune<R>{
Prune{
rule,
trail:Vec::new(),
marks:Vec::new(),
dead:Vec::new(),
}
}
}
impl<R:Rule>Visit for Prune<R>{
fn enter(&mut self,d: &mut Dlx)->Step{
self.dead.clear();
if !self.rule.dead(d,&mut self.dead){
return Step::Back;
}
self.marks.push(self.trail.len());
for&o in&self.dead{
if d.prune_option(o,R::LINKED){
self.trail.push(o);
}
}
Step::On
}
fn leave(&mut self,d: &mut Dlx){
let mark=self.marks.pop().unwrap_or(0);
while self.trail.len()>mark{
if let Some(o)=self.trail.pop(){
d.unprune_option(o);
}
}
}
fn solution(&mut self,d: &Dlx)->Step{
self.rule.solution(d)
}
}
impl Dlx{
fn prune_option(&mut self,o:usize,linked:bool)->bool{
if o>=self.first.len(){
return false;
}
let nodes=self.option(o);
let(first,end)=(nodes.start as u32,nodes.end as u32);
if !linked{
for q in first..end{
let(u,d)=(get(&self.ulink,q),get(&self.dlink,q));
if get(&self.dlink,u)!=q||get(&self.ulink,d)!=q{
return false;
}
}
}
for q in first..end{
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,d);
set(&mut self.ulink,d,u);
let len=self.len(h);
set(&mut self.top,h,len.wrapping_sub(1));
}
true
}
fn unprune_option(&mut self,o:usize){
let nodes=self.option(o);
for q in(nodes.start as u32..nodes.end as u32).rev(){
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,q);
set(&mut self.ulink,d,q);
let len=self.len(h);
set(&mut self.top,h,len.wrapping_add(1));
}
}
}
// ---- END prune ----

// ---- BEGIN lookahead ----
pub struct Lookahead{
words:usize,
max_len:u32,
min_options:u32,
of_item:Vec<u64>,
clash:Vec<u64>,
active:Vec<u64>,
path:Vec<u32>,
valid:usize,
items:Vec<usize>,
live:Vec<usize>,
dead:Vec<u64>,
gone:Vec<u64>,
meet:Vec<u64>,
}
pub trait Entry:Copy{
fn item(self)->usize;
fn colour(self)->u32;
}
impl Entry for usize{
fn item(self)->usize{
self
}
fn colour(self)->u32{
0
}
}
impl Entry for(usize,u32){
fn item(self)->usize{
self.0
}
fn colour(self)->u32{
self.1
}
}
impl Lookahead{
pub fn if_it_pays<E:Entry>(
primary:usize,
options: &[&[E]],
ones:usize,
)->Option<Lookahead>{
if options.len()<=4096&&ones/64>=primary{
Some(Lookahead::new(primary,options,28,100))
}else{
None
}
}
pub fn new<E:Entry>(
primary:usize,
options: &[&[E]],
max_len:u32,
min_options:u32,
)->Lookahead{
let n=options.len();
let w=(n+63)/64;
let mut of_item=vec![0u64;primary*w];
let mut of_colour=std::collections::HashMap::new();
for(p,items)in options.iter().enumerate(){
for e in items.iter(){
let(i,bit)=(e.item(),1<<(p%64));
if i<primary{
of_item[i*w+p/64]|=bit;
}else{
for&c in&[0,e.colour()]{
of_colour.entry((i,c)).or_insert_with(||vec![0u64;w])[p/64]|=bit;
}
}
}
}
let mut clash=vec![0u64;n*w];
for(p,items)in options.iter().enumerate(){
let row= &mut clash[p*w..(p+1)*w];
row[p/64]|=1<<(p%64);
for e in items.iter(){
let(i,c)=(e.item(),e.colour());
if i<primary{
for(r,&x)in row.iter_mut().zip(&of_item[i*w..(i+1)*w]){
*r|=x;
}
}else{
let all= &of_colour[&(i,0)];
let same=of_colour.get(&(i,c)).filter(|_|c>0);
for(t,r)in row.iter_mut().enumerate(){
*r|=all[t]& !same.map_or(0,|s|s[t]);
}
}
}
}
let mut active=vec![0u64;(primary+1)*w];
for(t,a)in active[..w].iter_mut().enumerate(){
let bits=n-64*t;
*a=if bits>=64{!0}else{(1<<bits)-1};
}
Lookahead{
words:w,
max_len,
min_options,
of_item,
clash,
active,
path:vec![0;primary],
valid:0,
items:Vec::new(),
live:Vec::new(),
dead:vec![0;w],
gone:vec![0;w],
meet:vec![0;w],
}
}
}
impl Rule for Lookahead{
fn dead(&mut self,d: &Dlx,out: &mut Vec<usize>)->bool{
let w=self.words;
let depth=d.depth;
let mut l=0;
while l<depth&&l<self.valid&&self.path[l]==d.levels[l].node{
l+=1;
}
for l in l..depth{
let x=d.levels[l].node;
self.path[l]=x;
let o=d.option_of(x);
for t in 0..w{
self.active[(l+1)*w+t]=self.active[l*w+t]& !self.clash[o*w+t];
}
}
self.valid=depth;
let(of_item,clash)=(&self.of_item,&self.clash);
let(dead,gone,meet,live)=(
&mut self.dead,
&mut self.gone,
&mut self.meet,
&mut self.live,
);
let a= &mut self.active[depth*w..(depth+1)*w];
live.clear();
live.extend((0..w).filter(|&t|a[t]!=0));
if live.iter().map(|&t|a[t].count_ones()).sum::<u32>()<self.min_options{
return true;
}
let(items,max_len)=(&mut self.items,self.max_len);
items.clear();
let some_left=d.active_items(|i,len|{
if len<=max_len{
items.push(i);
}
len>0
});
if !some_left{
return false;
}
let mut first_round=true;
loop{
let mut any=false;
for&t in live.iter(){
dead[t]=0;
}
for&i in items.iter(){
let own= &of_item[i*w..(i+1)*w];
if !first_round&&live.iter().all(|&t|gone[t]&own[t]==0){
continue;
}
let mut seen=false;
let mut meets=true;
'options:for&t in live.iter(){
let mut bits=a[t]&own[t];
while bits !=0{
let p=t*64+bits.trailing_zeros()as usize;
bits&=bits-1;
let clash= &clash[p*w..(p+1)*w];
let mut any_left=0;
if seen{
for(m,&c)in meet.iter_mut().zip(clash){
*m&=c;
any_left|= *m;
}
}else{
for(m,(&c,(&x,&o)))in
meet.iter_mut().zip(clash.iter().zip(a.iter().zip(own)))
{
*m=c&x& !o;
any_left|= *m;
}
}
seen=true;
if any_left==0{
meets=false;
break 'options;
}
}
}
if !seen{
return false;
}
if meets{
for&t in live.iter(){
dead[t]|=meet[t];
}
any=true;
}
}
if !any{
return true;
}
for&t in live.iter(){
let mut bits=dead[t]&a[t];
gone[t]=bits;
a[t]&= !bits;
while bits !=0{
out.push(t*64+bits.trailing_zeros()as usize);
bits&=bits-1;
}
}
first_round=false;
}
}
}
impl Dlx{
pub(crate)fn active_items(&self,mut f:impl FnMut(usize,u32)->bool)->bool{
self.headers(|h|f(h as usize-1,self.len(h)))
}
}
// ---- END lookahead ----

// ---- BEGIN colours ----
#[derive(Default)]
pub struct Colours{
colour:Vec<u32>,
}
impl Colours{
pub fn paint(&mut self,dlx: &Dlx,o:usize,colours: &[u32]){
let nodes=dlx.option(o);
if self.colour.len()<nodes.end{
self.colour.resize(nodes.end,0);
}
for(q,&c)in nodes.zip(colours){
self.colour[q]=c;
}
}
fn purify<S:Strategy>(&mut self,dlx: &mut Dlx,x:u32){
let(h,c)=(dlx.top[x as usize]as usize,self.colour[x as usize]);
let mut r=dlx.dlink[h];
for _ in 0..dlx.len(h as u32){
let next=dlx.dlink[r as usize];
if self.colour.get(r as usize)!=Some(&c){
dlx.hide::<S>(r);
dlx.unlink::<S>(r);
}
r=next;
}
}
}
impl Strategy for Colours{
fn commit<S:Strategy>(&mut self,dlx: &mut Dlx){
let x=dlx.levels[dlx.depth-1].node;
let mut q=dlx.rlink[x as usize];
while q !=x{
match self.colour.get(q as usize){
Some(&c)if c>0=>self.purify::<S>(dlx,q),
_=>dlx.cover::<S>(dlx.top[q as usize]),
}
q=dlx.rlink[q as usize];
}
}
}
// ---- END colours ----
// ---- BEGIN mcc ----
pub struct Mcc{
room:Vec<Room>,
colours:Colours,
done:Vec<u32>,
marks:Vec<usize>,
pub tally_from:usize,
pub tallied:u64,
alone:bool,
seen:Vec<(u32,u32)>,
}
const M:u64=(1<<20)-1;
#[derive(Clone,Copy,Default)]
struct Room{
bound:u32,
slack:u32,
}
impl Mcc{
pub fn new(bounds: &[(u32,u32)],colours:Colours)->Mcc{
let mut room=vec![Room::default()];
room.extend(bounds.iter().map(|&(lower,upper)|Room{
bound:upper,
slack:upper.saturating_sub(lower),
}));
Mcc{
room,
colours,
done:Vec::new(),
marks:Vec::new(),
tally_from: !0,
tallied:0,
alone:false,
seen:Vec::new(),
}
}
fn choose(&mut self,dlx: &mut Dlx)->(u32,u64){
let(mut best,mut key,mut ways)=(0,!0u64,0);
self.alone=false;
for w in 0..dlx.active.len(){
let mut bits=dlx.active[w];
while bits !=0{
let h=w as u32*64+bits.trailing_zeros();
bits&=bits-1;
let(b,len)=(
u64::from(self.room[h as usize].bound),
u64::from(dlx.len(h)),
);
let s=u64::from(self.room[h as usize].slack).min(b);
if len+s<=b{
if len+s<b{
return(h,0);
}
if len==0{
dlx.active[h as usize/64]&= !(1<<(h%64));
self.done.push(h);
continue;
}
}
let t=(len+s+1-b).min(M);
if t==1{
return(h,1);
}
let k=t<<40|s.min(M)<<20|(M-b.min(M));
ways+=1;
if k<key{
best=h;
key=k;
}
}
}
self.alone=ways==1;
(best,key>>40)
}
fn next(&mut self,dlx: &mut Dlx,h:u32,first:bool)->bool{
let l=dlx.depth-1;
let(b,s)=(self.room[h as usize].bound,self.room[h as usize].slack);
let x=if first{h}else{dlx.levels[l].node};
let y;
if b==0&&s==0{
y=get(&dlx.dlink,x);
if y==h{
return false;
}
}else{
if !first&&x==h||u64::from(dlx.len(h))+u64::from(s)<=u64::from(b){
return false;
}
y=get(&dlx.dlink,h);
if y !=h{
dlx.unlink::<()>(y);
if b>0{
dlx.hide::<()>(y);
}
}else if b>0{
dlx.active[h as usize/64]&= !(1<<(h%64));
}
dlx.levels[l].after=dlx.now;
}
dlx.levels[l].node=y;
if y !=h{
self.commit(dlx,y);
}
true
}
fn completions(&mut self,dlx: &Dlx,h:u32)->Option<u64>{
self.seen.clear();
let mut p=get(&dlx.dlink,h);
while p !=h{
let mut q=get(&dlx.rlink,p);
while q !=p{
let(i,colour)=(get(&dlx.top,q),self.colours.colour.get(q as usize));
if i<=dlx.primary{
return None;
}
self.seen.push((i,colour.cloned().unwrap_or(0)));
q=get(&dlx.rlink,q);
}
p=get(&dlx.dlink,p);
}
self.seen.sort_unstable();
let clash=self
.seen
.windows(2)
.any(|w|w[0].0==w[1].0&&(w[0]!=w[1]||w[0].1==0));
if clash{
return None;
}
let(r,len)=(self.room[h as usize],u64::from(dlx.len(h)));
let need=u64::from(r.bound.saturating_sub(r.slack));
let(mut c,mut sum)=(1u64,0u64);
for k in 0..=len.min(u64::from(r.bound)){
if k>=need{
sum=sum.checked_add(c)?;
}
c=c.checked_mul(len-k)? /(k+1);
}
Some(sum)
}
fn restore(&mut self,dlx: &mut Dlx,depth:usize){
while self.done.len()>self.marks[depth]{
if let Some(h)=self.done.pop(){
dlx.activate(h);
}
}
}
fn commit(&mut self,dlx: &mut Dlx,x:u32){
let mut q=get(&dlx.rlink,x);
while q !=x{
let c=get(&dlx.top,q);
if c<=dlx.primary{
self.room[c as usize].bound-=1;
if self.room[c as usize].bound==0{
dlx.cover::<()>(c);
}
}else{
match self.colours.colour.get(q as usize){
Some(&k)if k>0=>self.colours.purify::<()>(dlx,q),
_=>dlx.cover::<()>(c),
}
}
q=get(&dlx.rlink,q);
}
}
fn uncommit(&mut self,dlx: &mut Dlx,x:u32,m:Marks){
dlx.undo(m);
let mut q=get(&dlx.llink,x);
while q !=x{
let c=get(&dlx.top,q);
if c<=dlx.primary{
if self.room[c as usize].bound==0{
dlx.activate(c);
}
self.room[c as usize].bound+=1;
}
q=get(&dlx.llink,q);
}
}
}
impl Dlx{
pub fn solution_mcc(&self,out: &mut Vec<usize>){
out.clear();
for l in&self.levels[..self.depth]{
if l.node as usize>self.items{
out.push(self.option_of(l.node));
}
}
}
pub fn search_mcc<V:Visit>(&mut self,mcc: &mut Mcc,visit: &mut V){
assert!(!self.searching,"a search in a search");
self.searching=true;
self.levels=vec![Level::default();self.first.len()+self.primary as usize+1];
mcc.marks=vec![0;self.levels.len()+1];
self.trail=vec![0;self.top.len().next_power_of_two()];
let mut step;
'node:loop{
step=visit.enter(self);
if step==Step::On{
mcc.marks[self.depth]=mcc.done.len();
let(h,score)=mcc.choose(self);
if h==0{
step=visit.solution(self);
}else if score==0{
step=Step::Back;
}else if mcc.alone&&self.depth>=mcc.tally_from&&{
let n=mcc.completions(self,h);
mcc.tallied+=n.unwrap_or(0);
n.is_some()
}{
}else if score==1||{
step=visit.branch(self,h as usize-1);
step==Step::On
}{
let before=self.now;
mcc.room[h as usize].bound-=1;
if mcc.room[h as usize].bound==0{
self.cover::<()>(h);
}
self.levels[self.depth]=Level{
node:h,
before,
after:self.now,
};
self.depth+=1;
if mcc.next(self,h,true){
continue 'node;
}
self.depth-=1;
self.undo(before);
mcc.room[h as usize].bound+=1;
self.activate(h);
}
mcc.restore(self,self.depth);
visit.leave(self);
}
while self.depth>0{
let l=self.levels[self.depth-1];
let h=if l.node<=self.items as u32{
l.node
}else{
get(&self.top,l.node)
};
if l.node !=h{
mcc.uncommit(self,l.node,l.after);
}
if step !=Step::Stop&&mcc.next(self,h,false){
continue 'node;
}
self.depth-=1;
self.undo(l.before);
mcc.room[h as usize].bound+=1;
self.activate(h);
mcc.restore(self,self.depth);
visit.leave(self);
}
break;
}
self.searching=false;
}
}
// ---- END mcc ----
// ---- BEGIN costs ----
pub struct Costs{
cost:Vec<u64>,
scale:u64,
option:Vec<u32>,
at:Vec<u64>,
lower:Vec<u32>,
need:Vec<u32>,
tax:Vec<i64>,
least:Vec<u64>,
negative:Vec<(u32,i64)>,
pub(crate)k:usize,
pub best:Vec<u64>,
pub(crate)now:u64,
heads:Vec<u32>,
from:Vec<u32>,
widest:u64,
exact:bool,
}
const LEAD:u32=1<<31;
impl Costs{
pub fn prices(
primary:usize,
options: &[Vec<usize>],
cost: &[u64],
exact:bool,
)->(u64,Vec<i64>,Vec<i64>){
let width= |o:usize|options[o].len().max(1)as u64;
let most=cost.iter().cloned().max().unwrap_or(0);
let entries:usize=options.iter().map(|o|o.len()).sum();
let mut total=cost.iter().fold(0u128,|s,&c|s+u128::from(c));
if exact{
total+=(entries+options.len()+primary)as u128*u128::from(most);
}
let fits= |scale:u64|4*total*u128::from(scale)<1<<63;
let mut scale=1;
for o in 0..options.len(){
let lcm=scale/gcd(scale,width(o))*width(o);
if !fits(lcm){
break;
}
scale=lcm;
}
if !fits(scale){
return(0,vec![0;primary],vec![0;options.len()]);
}
let mut of_item=vec![Vec::new();primary];
for(o,items)in options.iter().enumerate(){
for&i in items{
of_item[i].push(o);
}
}
let mut tax=vec![0i64;primary];
let mut net:Vec<i64> =cost.iter().map(|&c|(c*scale)as i64).collect();
for(i,os)in of_item.iter().enumerate(){
tax[i]=os.iter().map(|&o|net[o]).min().unwrap_or(0);
for&o in os{
net[o]-=tax[i];
}
}
if exact{
let bound= |u: &[f64],g: &mut Vec<f64>|{
g.clear();
g.resize(primary,1.0);
let mut l:f64=u.iter().sum();
for(o,items)in options.iter().enumerate(){
let r=cost[o]as f64-items.iter().map(|&i|u[i]).sum::<f64>();
if r<0.0{
l+=r;
items.iter().for_each(|&i|g[i]-=1.0);
}
}
l
};
let mut u:Vec<f64> =tax.iter().map(|&t|(t/scale as i64)as f64).collect();
let(mut g,mut best,mut step)=(Vec::new(),u.clone(),1.0);
let mut high=bound(&u,&mut g);
let steps=(30_000_000/(entries+1)).min(300);
for k in 0..steps{
let l=bound(&u,&mut g);
if l>high{
high=l;
best.clone_from(&u);
}
let norm:f64=g.iter().map(|x|x*x).sum();
if norm==0.0{
break;
}
let t=step*(high*0.05+1.0+high-l)/norm;
for(x,d)in u.iter_mut().zip(&g){
*x=(*x+t*d).max(-(most as f64)).min(most as f64);
}
if(k+1)%(steps/10+1)==0{
step/=2.0;
}
}
let m=(most*scale)as i64;
for(t,b)in tax.iter_mut().zip(&best){
*t=((b*scale as f64).round()as i64).max(-m).min(m);
}
for(o,items)in options.iter().enumerate(){
net[o]=(cost[o]*scale)as i64-items.iter().map(|&i|tax[i]).sum::<i64>();
}
}
(scale,tax,net)
}
pub fn order(
primary:usize,
options: &[&[(usize,u32)]],
cost: &[u64],
exact:bool,
)->Vec<usize>{
let items= |o: &&[(usize,u32)]|o.iter().map(|e|e.0).filter(|&i|i<primary).collect();
let options:Vec<Vec<usize>> =options.iter().map(items).collect();
let net=Costs::prices(primary,&options,cost,exact).2;
let share= |o:usize|net[o].max(0)as u64/options[o].len().max(1)as u64;
let mut order:Vec<usize> =(0..cost.len()).collect();
order.sort_by_key(|&o|share(o));
order
}
pub fn new(dlx: &Dlx,cost: &[u64],lower: &[u32],k:usize)->Costs{
let(n,primary)=(dlx.top.len(),dlx.primary as usize);
let mut c=Costs{
cost:cost.to_vec(),
scale:1,
option:vec![0;n],
at:vec![0;n],
lower:vec![1;primary+1],
need:vec![0;primary+1],
tax:vec![0;primary+1],
least:vec![0;primary+1],
negative:Vec::new(),
k:k.max(1),
best:Vec::new(),
now:0,
heads:Vec::new(),
from:vec![0],
widest:1,
exact:lower.is_empty(),
};
for(h,&l)in lower.iter().enumerate(){
c.lower[h+1]=l;
}
let mut options=Vec::with_capacity(cost.len());
for o in 0..dlx.first.len(){
let mut items=Vec::new();
for q in dlx.option(o){
c.option[q]=o as u32;
if dlx.top[q]as usize<=primary{
if items.is_empty(){
c.option[q]|=LEAD;
}
items.push(dlx.top[q]as usize-1);
}
}
c.widest=c.widest.max(items.len()as u64);
c.heads.extend(items.iter().map(|&i|i as u32+1));
c.from.push(c.heads.len()as u32);
options.push(items);
}
let(scale,tax,net)=Costs::prices(primary,&options,cost,c.exact);
c.scale=scale;
c.tax[1..].copy_from_slice(&tax);
for q in 0..n{
let o=(c.option[q]& !LEAD)as usize;
c.at[q]=net[o].max(0)as u64/options[o].len().max(1)as u64;
if c.option[q]&LEAD !=0&&net[o]<0{
c.negative.push((q as u32,net[o]));
}
}
c
}
}
fn gcd(mut a:u64,mut b:u64)->u64{
while b>0{
let r=a%b;
a=b;
b=r;
}
a
}
impl Rule for Costs{
const LINKED:bool=true;
fn dead(&mut self,dlx: &Dlx,out: &mut Vec<usize>)->bool{
let items=dlx.items as u32;
self.now=0;
for l in&dlx.levels[..dlx.depth]{
if l.node>items{
self.now+=self.cost[(self.option[l.node as usize]& !LEAD)as usize];
}
}
if self.best.len()<self.k{
return true;
}
let cutoff=self.best[self.k-1];
if self.now>=cutoff{
return false;
}
if self.scale==0||self.at.len()!=dlx.top.len(){
return true;
}
let(need,lower)=(&mut self.need,&self.lower);
if !self.exact{
dlx.headers(|h|{
need[h as usize]=lower[h as usize];
true
});
for l in&dlx.levels[..dlx.depth]{
if l.node>items{
for q in dlx.option((self.option[l.node as usize]& !LEAD)as usize){
if let Some(n)=need.get_mut(dlx.top[q]as usize){
*n=n.saturating_sub(1);
}
}
}
}
}
let(at,least,tax,exact)=(&self.at,&mut self.least,&self.tax,self.exact);
let mut bound=(self.now*self.scale)as i64;
let(mut all_need,mut least_of_all)=(true,!0);
let alive=dlx.headers(|h|{
let(n,head)=(
if exact{1}else{need[h as usize]},
dlx.dlink[h as usize],
);
if n>dlx.len(h){
return false;
}
least[h as usize]=if n>0{at[head as usize]}else{0};
all_need&=n>0;
least_of_all=least_of_all.min(least[h as usize]);
bound+=i64::from(n)*(tax[h as usize]+least[h as usize]as i64);
true
});
for&(q,net)in&self.negative{
let(u,h)=(get(&dlx.ulink,q),get(&dlx.top,q));
if get(&dlx.dlink,u)==q&&dlx.active[h as usize/64]>>(h%64)&1==1{
bound+=net;
}
}
let cut=(cutoff*self.scale)as i64;
if !alive||bound>=cut{
return false;
}
let gap=(cut-bound)as u64;
let floor=if all_need&&least_of_all< !0{
least_of_all
}else{
0
};
let limit=floor+(gap+self.widest-1)/self.widest;
let(option,heads,from)=(&self.option,&self.heads,&self.from);
dlx.headers(|h|{
let mut q=get(&dlx.ulink,h);
while q !=h&&at[q as usize]+1>=limit{
let o=get(option,q);
if o&LEAD !=0{
let(o,share)=((o& !LEAD)as usize,at[q as usize]);
let mut reduced=0;
for&i in&heads[from[o]as usize..from[o+1]as usize]{
reduced+=share-least[i as usize];
}
if reduced>=gap{
out.push(o);
}
}
q=get(&dlx.ulink,q);
}
true
});
true
}
fn solution(&mut self,_: &Dlx)->Step{
let at=self.best.iter().position(|&b|b>self.now);
self.best.insert(at.unwrap_or(self.best.len()),self.now);
self.best.truncate(self.k);
Step::On
}
}
// ---- END costs ----
// ---- BEGIN parallel ----
use std::sync::atomic::{AtomicBool,AtomicUsize,Ordering};
use std::sync::{Arc,Mutex};
pub trait Searcher{
fn search<V:Visit>(&mut self,visit: &mut V);
}
impl<V:Visit>Visit for&mut V{
fn enter(&mut self,d: &mut Dlx)->Step{
(**self).enter(d)
}
fn branch(&mut self,d: &Dlx,item:usize)->Step{
(**self).branch(d,item)
}
fn leave(&mut self,d: &mut Dlx){
(**self).leave(d)
}
fn solution(&mut self,d: &Dlx)->Step{
(**self).solution(d)
}
}
impl<V:Visit>Visit for Option<V>{
fn enter(&mut self,d: &mut Dlx)->Step{
self.as_mut().map_or(Step::On,|v|v.enter(d))
}
fn branch(&mut self,d: &Dlx,item:usize)->Step{
self.as_mut().map_or(Step::On,|v|v.branch(d,item))
}
fn leave(&mut self,d: &mut Dlx){
if let Some(ref mut v)= *self{
v.leave(d)
}
}
fn solution(&mut self,d: &Dlx)->Step{
self.as_mut().map_or(Step::On,|v|v.solution(d))
}
}
fn path(d: &Dlx)->Vec<u32>{
d.levels[..d.depth].iter().map(|l|l.node).collect()
}
struct Cut{
depth:usize,
paths:Vec<Vec<u32>>,
nodes:usize,
}
impl Visit for Cut{
fn enter(&mut self,d: &mut Dlx)->Step{
self.nodes+=1;
if d.depth<self.depth{
return Step::On;
}
self.paths.push(path(d));
Step::Back
}
fn solution(&mut self,d: &Dlx)->Step{
self.paths.push(path(d));
Step::On
}
}
pub fn frontier<S:Searcher>(s: &mut S,want:usize)->Vec<Vec<u32>>{
let mut depth=1;
loop{
let mut cut=Cut{
depth,
paths:Vec::new(),
nodes:0,
};
s.search(&mut cut);
let deep=cut.paths.iter().any(|p|p.len()==depth);
if cut.paths.len()>=want|| !deep||cut.nodes>1<<20{
return cut.paths;
}
depth+=1;
}
}
pub struct Pool{
paths:Vec<Vec<u32>>,
next:AtomicUsize,
pub stop:AtomicBool,
pub found:AtomicUsize,
best:Mutex<Vec<u64>>,
version:AtomicUsize,
}
impl Pool{
pub fn new(paths:Vec<Vec<u32>>,parts:usize,part:usize)->Pool{
let mine=paths.into_iter().skip(part).step_by(parts.max(1)).collect();
Pool{
paths:mine,
next:AtomicUsize::new(0),
stop:AtomicBool::new(false),
found:AtomicUsize::new(0),
best:Mutex::new(Vec::new()),
version:AtomicUsize::new(0),
}
}
fn take(&self)->Option<&[u32]>{
let k=self.next.fetch_add(1,Ordering::Relaxed);
self.paths.get(k).map(|p| &p[..])
}
pub fn best(&self)->Vec<u64>{
self.best.lock().unwrap_or_else(|e|e.into_inner()).clone()
}
pub fn drain<S:Searcher,V:Visit>(&self,s: &mut S,visit: &mut V){
let mut walk=Walk{
pool:self,
target:self.take(),
inside:false,
inner:visit,
};
if walk.target.is_some(){
s.search(&mut walk);
}
}
}
struct Walk<'a,V>{
pool: &'a Pool,
target:Option<&'a[u32]>,
inside:bool,
inner:V,
}
impl<'a,V>Walk<'a,V>{
fn below(&self,k:usize)->bool{
self.inside&&k>=self.target.map_or(0,|t|t.len())
}
}
impl<'a,V:Visit>Visit for Walk<'a,V>{
fn enter(&mut self,d: &mut Dlx)->Step{
let k=d.depth;
if self.pool.stop.load(Ordering::Relaxed){
return Step::Stop;
}
if k>0&&self.below(k-1){
return self.inner.enter(d);
}
if self.inside{
self.inside=false;
self.target=self.pool.take();
}
let t=match self.target{
Some(t)=>t,
None=>return Step::Stop,
};
if d.levels[..k].iter().zip(t).any(|(l,&x)|l.node !=x){
return Step::Back;
}
match k.cmp(&t.len()){
std::cmp::Ordering::Less=>Step::On,
std::cmp::Ordering::Equal=>{
self.inside=true;
self.inner.enter(d)
}
std::cmp::Ordering::Greater=>Step::Back,
}
}
fn branch(&mut self,d: &Dlx,item:usize)->Step{
match self.below(d.depth){
true=>self.inner.branch(d,item),
false=>Step::On,
}
}
fn leave(&mut self,d: &mut Dlx){
if self.below(d.depth){
self.inner.leave(d)
}
}
fn solution(&mut self,d: &Dlx)->Step{
match self.below(d.depth){
true=>self.inner.solution(d),
false=>Step::On,
}
}
}
pub struct Shared<'a>{
pub prune:Prune<Costs>,
pool: &'a Pool,
seen:usize,
}
impl<'a>Shared<'a>{
pub fn new(prune:Prune<Costs>,pool: &'a Pool)->Shared<'a>{
Shared{
prune,
pool,
seen:0,
}
}
}
impl<'a>Visit for Shared<'a>{
fn enter(&mut self,d: &mut Dlx)->Step{
if self.pool.version.load(Ordering::Acquire)!=self.seen{
let best=self.pool.best.lock().unwrap_or_else(|e|e.into_inner());
self.seen=self.pool.version.load(Ordering::Acquire);
self.prune.rule.best.clone_from(&best);
}
self.prune.enter(d)
}
fn leave(&mut self,d: &mut Dlx){
self.prune.leave(d)
}
fn solution(&mut self,d: &Dlx)->Step{
let(now,k)=(self.prune.rule.now,self.prune.rule.k);
let step=self.prune.solution(d);
let mut best=self.pool.best.lock().unwrap_or_else(|e|e.into_inner());
let at=best.iter().position(|&b|b>now).unwrap_or(best.len());
best.insert(at,now);
best.truncate(k);
self.seen=self.pool.version.fetch_add(1,Ordering::Release)+1;
self.prune.rule.best.clone_from(&best);
step
}
}
pub fn run_threads<T,F>(threads:usize,work:F)->Result<Vec<T>,String>
where
T:Send+ 'static,
F:Fn()->T+Send+Sync+ 'static,
{
let work=Arc::new(work);
let mut running=Vec::new();
for _ in 0..threads{
let w=work.clone();
match std::thread::Builder::new().spawn(move||w()){
Ok(h)=>running.push(h),
Err(e)=>return Err(format!("cannot start a thread: {}",e)),
}
}
let mut out=Vec::new();
for h in running{
out.push(h.join().map_err(|_| "a thread failed".to_string())?);
}
Ok(out)
}
// ---- END parallel ----
// ---- BEGIN pair ----
impl<A:Visit,B:Visit>Visit for(A,B){
fn enter(&mut self,dlx: &mut Dlx)->Step{
let step=self.0.enter(dlx);
if step !=Step::On{
return step;
}
let step=self.1.enter(dlx);
if step !=Step::On{
self.0.leave(dlx);
}
step
}
fn branch(&mut self,dlx: &Dlx,item:usize)->Step{
match self.0.branch(dlx,item){
Step::On=>self.1.branch(dlx,item),
step=>step,
}
}
fn leave(&mut self,dlx: &mut Dlx){
self.1.leave(dlx);
self.0.leave(dlx);
}
fn solution(&mut self,dlx: &Dlx)->Step{
let(a,b)=(self.0.solution(dlx),self.1.solution(dlx));
if a==Step::Stop||b==Step::Stop{
Step::Stop
}else{
Step::On
}
}
}
// ---- END pair ----

// ---- BEGIN log ----
use std::io::{self,Read,Write};
#[derive(Default)]
pub struct Log{
lines:Vec<String>,
count:usize,
failed:bool,
}
impl Log{
pub fn note(&mut self,m:String){
self.count+=1;
if self.count<=100{
self.lines.push(m);
}
}
pub fn error(&mut self,m:String){
self.failed=true;
self.note(m);
}
}
pub fn run(name: &str,solve:fn(&[u8],&mut Vec<u8>,&mut Log)){
let(mut input,mut out,mut log)=(vec![],vec![],Log::default());
match io::stdin().read_to_end(&mut input){
Ok(_)=>solve(&input,&mut out,&mut log),
Err(e)=>log.error(format!("cannot read stdin: {}",e)),
}
let mut o=io::stdout();
if o.write_all(&out).and_then(|_|o.flush()).is_err(){
log.error("cannot write stdout".into());
}
if log.count>100{
log.lines
.push(format!("and {} more messages like these",log.count-100));
}
for m in&log.lines{
let _=writeln!(io::stderr(),"{}: {}",name,m);
}
std::process::exit(log.failed as i32);
}
// ---- END log ----
}
