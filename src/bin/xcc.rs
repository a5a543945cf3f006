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

impl<'a> Report<'a> {
    fn new(x: &'a Xcc, order: &'a [usize], modes: Modes, out: &'a mut Vec<u8>) -> Report<'a> {
        Report {
            x,
            order,
            modes,
            found: 0,
            nodes: 0,
            cover: Vec::new(),
            out,
            pool: None,
        }
    }

    /// Prints the solution just found, as its options' lines and an empty line.
    fn print(&mut self, dlx: &Dlx) {
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
}

impl<'a, K> Visit<K> for Report<'a> {
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
            self.print(dlx);
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

/// The search a problem needs, each part paid for only where used: block mcc's with bounds,
/// else Algorithm X, with block colours where options have colours.
enum Search {
    Plain(X<Mrv, ()>),
    Colours(X<Mrv, Colours>),
    Mcc(Mcc),
}

/// A copy of the problem set up to search: the matrix and its search; forward checking where it
/// pays (under Algorithm X only: the type of its visit says so), costs where priced.
struct Model {
    dlx: Dlx,
    search: Search,
    look: Option<Prune<Lookahead>>,
    costs: Option<Costs>,
}

/// How a model's tree is walked: the whole of it, or the subtrees of a pool's paths.
trait Walk {
    fn walk<S: Strategy, V: Visit<S::Kind>>(&self, dlx: &mut Dlx, s: &mut S, v: &mut V);
}

struct Whole;

impl Walk for Whole {
    fn walk<S: Strategy, V: Visit<S::Kind>>(&self, dlx: &mut Dlx, s: &mut S, v: &mut V) {
        dlx.search(s, v)
    }
}

impl Walk for Pool {
    fn walk<S: Strategy, V: Visit<S::Kind>>(&self, dlx: &mut Dlx, s: &mut S, v: &mut V) {
        self.drain(dlx, s, v)
    }
}

/// Whether only the number of solutions is asked (no printing, no stop, no costs): then block
/// mcc counts the last item's sets unvisited, from `cut` down (inside a subtree of its own).
fn tally(modes: &Modes, priced: bool, cut: usize) -> Option<usize> {
    match !priced && modes.every == 0 && modes.most == std::u64::MAX {
        true => Some(cut),
        false => None,
    }
}

/// The problem `x` set up to search, and the DLX's option -> the input's: costs where `priced`,
/// keeping `k`; block mcc counting unvisited from `tally`.
fn model(x: &Xcc, priced: bool, k: usize, tally: Option<usize>) -> (Model, Vec<usize>) {
    let n = x.ends.len();
    let all: Vec<_> = (0..n).map(|o| x.option(o)).collect();
    let mut dlx = Dlx::new(x.primary, x.names.len() - x.primary);
    // With costs, block costs adds the options in its order.
    let costs = match priced {
        true => {
            let cost: Vec<u64> = (0..n).map(|o| *x.costs.get(o).unwrap_or(&0)).collect();
            let lower: Vec<u32> = x.bounds.iter().map(|b| b.0).collect();
            Some(Costs::new(&mut dlx, &all, &cost, &lower, k))
        }
        false => None,
    };
    let order = match costs {
        Some(ref c) => c.order.clone(),
        None => (0..n).collect(),
    };
    let mut colours = Colours::default();
    for (k, u) in order.iter().map(|&o| all[o]).enumerate() {
        if !priced {
            dlx.add_option(&u.iter().map(|u| u.0).collect::<Vec<_>>());
        }
        colours.paint(&dlx, k, &u.iter().map(|u| u.1).collect::<Vec<_>>());
    }
    let coloured = x.entries.iter().any(|u| u.1 > 0);
    let (search, look) = match (x.bounds.is_empty(), coloured) {
        (false, c) => {
            let mut m = Mcc::new(&x.bounds, if c { colours } else { Colours::default() });
            m.tally_from = tally;
            (Search::Mcc(m), None)
        }
        (true, c) => {
            // Forward checking where it pays (tilings).
            let options: Vec<_> = order.iter().map(|&o| all[o]).collect();
            let ones = x.entries.iter().filter(|u| u.0 < x.primary).count();
            let look = Lookahead::if_it_pays(x.primary, &options, ones).map(Prune::new);
            match c {
                true => (Search::Colours(X(Mrv, colours)), look),
                false => (Search::Plain(X(Mrv, ())), look),
            }
        }
    };
    let m = Model {
        dlx,
        search,
        look,
        costs,
    };
    (m, order)
}

impl Model {
    /// Walks the tree as `w` does with the rules (forward checking, then `costs`) and then
    /// `r`: each kind of search with the visits it takes. The solutions `r` saw and those
    /// block mcc counted unvisited.
    fn go<W, C, R>(&mut self, w: &W, costs: Option<Prune<C>>, r: &mut R) -> (Option<C>, u64)
    where
        W: Walk,
        C: Rule<Exact> + Rule<Multiple>,
        R: Visit<Exact> + Visit<Multiple>,
    {
        let mut v = (costs, r);
        let tallied = match self.search {
            Search::Plain(ref mut s) => {
                w.walk(&mut self.dlx, s, &mut (self.look.take(), &mut v));
                0
            }
            Search::Colours(ref mut s) => {
                w.walk(&mut self.dlx, s, &mut (self.look.take(), &mut v));
                0
            }
            Search::Mcc(ref mut s) => {
                w.walk(&mut self.dlx, s, &mut v);
                s.tallied
            }
        };
        (v.0.map(|p| p.rule), tallied)
    }

    /// The subproblems for threads and parts: the paths to the first depth with `want` nodes.
    fn paths(&mut self, want: usize) -> Vec<Vec<u32>> {
        match self.search {
            Search::Plain(ref mut s) => frontier(&mut self.dlx, s, want),
            Search::Colours(ref mut s) => frontier(&mut self.dlx, s, want),
            Search::Mcc(ref mut s) => frontier(&mut self.dlx, s, want),
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
            let (mut m, order) = model(&x, priced, k, tally(&modes, priced, 0));
            let costs = m.costs.take().map(Prune::new);
            let mut r = Report::new(&x, &order, modes, out);
            let (c, tallied) = m.go(&Whole, costs, &mut r);
            (r.found + tallied, r.nodes, c.map(|c| c.best))
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
    let paths = model(&x, priced, k, None)
        .0
        .paths(WANT * threads.max(parts));
    let cut = paths.iter().map(|p| p.len()).max().unwrap_or(0);
    let pool = Arc::new(Pool::new(paths, parts, i));
    let shared = pool.clone();
    let done = run_threads(threads, move || {
        let one = modes.every > 0 || modes.most < std::u64::MAX;
        let (mut m, order) = model(&x, priced, k, tally(&modes, priced, cut));
        let costs = m.costs.take().map(|c| Prune::new(Shared::new(c, &shared)));
        let mut buf = Vec::new();
        let (found, nodes) = {
            let mut r = Report::new(&x, &order, modes, &mut buf);
            r.pool = if one { Some(&*shared) } else { None };
            let tallied = m.go(&*shared, costs, &mut r).1;
            (r.found + tallied, r.nodes)
        };
        (found, nodes, buf)
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
ulink:Vec<u32>,
dlink:Vec<u32>,
top:Vec<u32>,
items:usize,
primary:u32,
first:Vec<u32>,
levels:Levels,
depth:usize,
trail:Vec<u32>,
notes:Vec<u32>,
now:Marks,
active:Vec<u64>,
searching:bool,
}
#[derive(Clone,Copy,Default)]
struct Marks{
trail:u32,
noted:u32,
}
#[derive(Clone,Copy,Default)]
struct Level{
item:u32,
node:u32,
before:Marks,
after:Marks,
}
struct Levels(Vec<Level>);
impl Default for Levels{
fn default()->Levels{
Levels(vec![Level::default()])
}
}
#[derive(Clone,Copy,PartialEq)]
pub enum Step{
On,
Back,
Stop,
}
pub enum Exact{}
pub trait Strategy{
type Kind;
fn choose(&mut self,d: &mut Dlx)->(u32,u32);
fn next(&mut self,d: &mut Dlx,first:bool)->bool;
fn retract(&mut self,d: &mut Dlx);
fn close(&mut self,d: &mut Dlx);
fn leave(&mut self,d: &mut Dlx);
}
pub trait Visit<K=Exact>{
fn enter(&mut self,_: &mut Dlx)->Step{
Step::On
}
fn branch(&mut self,_: &Dlx,_:usize)->Step{
Step::On
}
fn leave(&mut self,_: &mut Dlx){}
fn solution(&mut self,d: &Dlx)->Step;
}
/// # Safety
///
/// `choose` returns an active primary item's header, or 0: Algorithm X reads it unchecked.
pub unsafe trait Order{
const NOTES:bool=false;
fn choose(d: &Dlx)->u32;
}
pub trait Commit{
/// # Safety
///
/// `x` is a node number of `d`: one read from its links.
unsafe fn commit<O:Order>(&mut self,d: &mut Dlx,x:u32);
}
impl Commit for(){
#[inline]
unsafe fn commit<O:Order>(&mut self,d: &mut Dlx,x:u32){
// SAFETY: `x` is a node number, as the caller promises; the links and a node's `top`
// are too (the invariant).
unsafe{
let mut q=get(&d.rlink,x);
while q !=x{
d.cover::<O>(get(&d.top,q));
q=get(&d.rlink,q);
}
}
}
}
pub struct X<O,C>(pub O,pub C);
impl<O:Order,C:Commit>Strategy for X<O,C>{
type Kind=Exact;
#[inline]
fn choose(&mut self,d: &mut Dlx)->(u32,u32){
let h=O::choose(d);
// SAFETY: the choice is a header or 0, as `Order` promises.
(h,unsafe{get(&d.top,h)})
}
#[inline(always)]
fn next(&mut self,d: &mut Dlx,first:bool)->bool{
let Level{item,node,..}=d.deepest();
if first{
// SAFETY: a level's item is a header (the invariant).
unsafe{d.cover::<O>(item)};
}
// SAFETY: a level's node is a node number (the invariant).
let y=unsafe{get(&d.dlink,node)};
if y==item{
return false;
}
let now=d.now;
let level=d.deepest_mut();
if first{
level.after=now;
}
level.node=y;
// SAFETY: `y` was read from the links.
unsafe{self.1.commit::<O>(d,y)};
true
}
#[inline]
fn retract(&mut self,d: &mut Dlx){
d.retract()
}
#[inline]
fn close(&mut self,d: &mut Dlx){
let Level{item,before,..}=d.deepest();
d.undo(before);
d.activate(item);
}
#[inline]
fn leave(&mut self,_: &mut Dlx){}
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
assert!(
items.iter().all(|&i|i<self.items),
"an item out of range"
);
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
/// # Safety
///
/// `q` is a node number, below `top.len()`.
unsafe fn unlink<O:Order>(&mut self,q:u32){
// SAFETY: `q` is a node number; the links and a node's `top` are too (the invariant);
// the masks keep the trail's and the notes' indices below their lengths (powers of two).
unsafe{
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,d);
set(&mut self.ulink,d,u);
let len=get(&self.top,h).wrapping_sub(1);
set(&mut self.top,h,len);
let t=self.now.trail&(self.trail.len()as u32-1);
set(&mut self.trail,t,q);
self.now.trail+=1;
if O::NOTES{
let k=self.now.noted&(self.notes.len()as u32-1);
set(&mut self.notes,k,h);
self.now.noted+=(len<=1)as u32;
}
}
}
fn undo(&mut self,m:Marks){
while self.now.trail>m.trail{
self.now.trail-=1;
let t=self.now.trail&(self.trail.len()as u32-1);
// SAFETY: the trail's index is masked to its length (a power of two); its entries,
// the links and a node's `top` are node numbers (the invariant).
unsafe{
let q=get(&self.trail,t);
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,q);
set(&mut self.ulink,d,q);
let len=get(&self.top,h);
set(&mut self.top,h,len.wrapping_add(1));
}
}
self.now.noted=m.noted;
}
/// # Safety
///
/// `p` is a node number, below `top.len()`.
unsafe fn hide<O:Order>(&mut self,p:u32){
// SAFETY: `p` and the links are node numbers.
unsafe{
let mut q=get(&self.rlink,p);
while q !=p{
self.unlink::<O>(q);
q=get(&self.rlink,q);
}
}
}
/// # Safety
///
/// `h` is a header, at most `items`.
#[inline(always)]
unsafe fn cover<O:Order>(&mut self,h:u32){
self.active[h as usize/64]&= !(1<<(h%64));
// SAFETY: `h` and the links are node numbers.
unsafe{
let mut p=get(&self.dlink,h);
for _ in 0..get(&self.top,h){
self.hide::<O>(p);
p=get(&self.dlink,p);
}
}
}
fn deepest(&self)->Level{
// SAFETY: `depth < levels.len()` (the invariant).
unsafe{*self.levels.0.get_unchecked(self.depth)}
}
fn deepest_mut(&mut self)-> &mut Level{
// SAFETY: as in `deepest`.
unsafe{self.levels.0.get_unchecked_mut(self.depth)}
}
#[inline]
fn retract(&mut self){
let Level{node,after,..}=self.deepest();
self.undo(after);
// SAFETY: a level's node, the links and a node's `top` are node numbers (the invariant).
unsafe{
let mut q=get(&self.llink,node);
while q !=node{
self.activate(get(&self.top,q));
q=get(&self.llink,q);
}
}
}
fn activate(&mut self,h:u32){
self.active[h as usize/64]|=((h<=self.primary)as u64)<<(h%64);
}
fn fewest(&self,stop:u32)->u32{
let(mut best,mut min)=(0,!0);
for(w,&b)in self.active.iter().enumerate(){
let mut bits=b;
while bits !=0{
let h=w as u32*64+bits.trailing_zeros();
// SAFETY: an active bit is a primary item's header (the invariant).
let len=unsafe{get(&self.top,h)};
if len<min{
best=h;
min=len;
if min<=stop{
return best;
}
}
bits&=bits-1;
}
}
best
}
pub fn search<S:Strategy,V:Visit<S::Kind>>(&mut self,s: &mut S,v: &mut V){
assert!(!self.searching,"a search in a search");
self.searching=true;
self.trail.resize(self.top.len().next_power_of_two(),0);
self.notes
.resize((2*self.items+2).next_power_of_two(),0);
let mut step;
'node:loop{
step=v.enter(self);
if step==Step::On{
let(h,ways)=s.choose(self);
if h==0{
step=v.solution(self);
}else if ways==1
||ways>1&&{
step=v.branch(self,h as usize-1);
step==Step::On
}
{
let(before,item)=(self.now,h.min(self.items as u32));
self.depth+=1;
if self.depth==self.levels.0.len(){
self.levels.0.push(Level::default());
}
*self.deepest_mut()=Level{
item,
node:item,
before,
after:before,
};
if s.next(self,true){
continue 'node;
}
s.close(self);
self.depth-=1;
}else if ways==0{
step=Step::Back;
}
s.leave(self);
v.leave(self);
}
while self.depth>0{
s.retract(self);
if step !=Step::Stop&&s.next(self,false){
continue 'node;
}
s.close(self);
self.depth-=1;
s.leave(self);
v.leave(self);
}
break;
}
self.searching=false;
}
}
/// # Safety
///
/// `i < v.len()`: `i` is a node number and `v` an array of `Dlx` indexed by node, whose
/// invariant keeps both so.
unsafe fn get(v: &[u32],i:u32)->u32{
debug_assert!((i as usize)<v.len());
// SAFETY: as the caller promises.
unsafe{*v.get_unchecked(i as usize)}
}
/// # Safety
///
/// As for `get`.
unsafe fn set(v: &mut[u32],i:u32,x:u32){
debug_assert!((i as usize)<v.len());
// SAFETY: as the caller promises.
unsafe{*v.get_unchecked_mut(i as usize)=x}
}
// ---- END dlx ----
// ---- BEGIN mrv ----
pub struct Mrv;
unsafe impl Order for Mrv{
fn choose(d: &Dlx)->u32{
d.fewest(0)
}
}
// ---- END mrv ----
// ---- BEGIN dlx_path ----
impl Dlx{
pub fn depth(&self)->usize{
self.depth
}
pub fn node(&self,l:usize)->u32{
self.levels.0[1..=self.depth][l].node
}
}
// ---- END dlx_path ----
// ---- BEGIN dlx_sizes ----
impl Dlx{
pub fn primary(&self)->usize{
self.primary as usize
}
pub fn items(&self)->usize{
self.items
}
pub fn options(&self)->usize{
self.first.len()
}
pub fn nodes(&self)->usize{
self.top.len()
}
}
// ---- END dlx_sizes ----
// ---- BEGIN dlx_top ----
impl Dlx{
pub fn top(&self,x:u32)->u32{
self.top[x as usize]
}
}
// ---- END dlx_top ----
// ---- BEGIN dlx_down ----
impl Dlx{
pub fn down(&self,x:u32)->u32{
self.dlink[x as usize]
}
}
// ---- END dlx_down ----
// ---- BEGIN dlx_links ----
impl Dlx{
pub fn up(&self,x:u32)->u32{
self.ulink[x as usize]
}
pub fn right(&self,x:u32)->u32{
self.rlink[x as usize]
}
pub fn len(&self,h:u32)->u32{
self.top[h as usize]
}
pub fn is_active(&self,h:u32)->bool{
self.active
.get(h as usize/64)
.map_or(false,|w|w>>(h%64)&1==1)
}
#[inline]
pub fn others(&mut self,x:u32,f:impl FnMut(&mut Dlx,u32,u32)){
self.walk(x,true,f)
}
#[inline]
pub fn others_back(&mut self,x:u32,f:impl FnMut(&mut Dlx,u32,u32)){
self.walk(x,false,f)
}
#[inline]
fn walk(&mut self,x:u32,right:bool,mut f:impl FnMut(&mut Dlx,u32,u32)){
assert!(
self.searching&&(x as usize)<self.top.len(),
"not a node"
);
let next= |d: &Dlx,q:u32|{
// SAFETY: `q` is a node number: `x`, checked, or one read from the links, which no
// call of `f` can shrink (nothing is rebuilt in a search).
unsafe{get(if right{&d.rlink}else{&d.llink},q)}
};
let mut q=next(self,x);
while q !=x{
// SAFETY: as in `next`.
let h=unsafe{get(&self.top,q)};
f(self,q,h);
q=next(self,q);
}
}
pub fn each_up(&self,h:u32,mut f:impl FnMut(u32)->bool){
let mut q=self.ulink[h as usize];
while q !=h&&f(q){
// SAFETY: the links are node numbers.
q=unsafe{get(&self.ulink,q)};
}
}
}
// ---- END dlx_links ----
// ---- BEGIN dlx_steps ----
impl Dlx{
#[inline]
pub fn level(&self)->(u32,u32){
let l=self.deepest();
(l.item,l.node)
}
#[inline]
pub fn set_node(&mut self,x:u32){
assert!((x as usize)<self.top.len(),"not a node");
self.deepest_mut().node=x;
}
#[inline]
pub fn begin_move(&mut self){
let now=self.now;
self.deepest_mut().after=now;
}
#[inline]
pub fn retract_move(&mut self){
let after=self.deepest().after;
self.undo(after);
}
#[inline]
pub fn retract_level(&mut self){
let before=self.deepest().before;
self.undo(before);
}
#[inline]
pub fn cover_item<O:Order>(&mut self,h:u32){
assert!(
self.searching&&h as usize<=self.items,
"no item to cover"
);
// SAFETY: `h` is a header, checked.
unsafe{self.cover::<O>(h)}
}
#[inline]
pub fn tweak<O:Order>(&mut self,x:u32,hide:bool){
assert!(
self.searching&&(x as usize)<self.top.len(),
"not a node"
);
// SAFETY: `x` is a node number, checked.
unsafe{
self.unlink::<O>(x);
if hide{
self.hide::<O>(x);
}
}
}
#[inline]
pub fn activate_item(&mut self,h:u32){
self.activate(h)
}
#[inline]
pub fn deactivate(&mut self,h:u32){
self.active[h as usize/64]&= !(1<<(h%64));
}
}
// ---- END dlx_steps ----
// ---- BEGIN purify ----
impl Dlx{
#[inline]
pub fn purify<O:Order>(&mut self,x:u32,mut keep:impl FnMut(u32)->bool){
assert!(
self.searching&&(x as usize)<self.top.len(),
"not a node"
);
// SAFETY: `x` is a node number, checked; the links and a node's `top` are too.
unsafe{
let h=get(&self.top,x);
let mut r=get(&self.dlink,h);
for _ in 0..get(&self.top,h){
let next=get(&self.dlink,r);
if !keep(r){
self.hide::<O>(r);
self.unlink::<O>(r);
}
r=next;
}
}
}
}
// ---- END purify ----
// ---- BEGIN remove ----
impl Dlx{
pub fn remove_option(&mut self,o:usize,linked:bool)->bool{
if o>=self.first.len(){
return false;
}
let nodes=self.option(o);
let(first,end)=(nodes.start as u32,nodes.end as u32);
// SAFETY: an option's nodes, and the links, are node numbers (the invariant).
unsafe{
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
let len=get(&self.top,h);
set(&mut self.top,h,len.wrapping_sub(1));
}
}
true
}
pub fn restore_option(&mut self,o:usize){
let nodes=self.option(o);
// SAFETY: as in `remove_option`.
unsafe{
for q in(nodes.start as u32..nodes.end as u32).rev(){
let(u,d,h)=(get(&self.ulink,q),get(&self.dlink,q),get(&self.top,q));
set(&mut self.dlink,u,q);
set(&mut self.ulink,d,q);
let len=get(&self.top,h);
set(&mut self.top,h,len.wrapping_add(1));
}
}
}
}
// ---- END remove ----

// ---- BEGIN option_of ----
impl Dlx{
pub fn option_of(&self,x:u32)->usize{
self.first.binary_search(&x).unwrap_or_else(|k|k-1)
}
}
// ---- END option_of ----
// ---- BEGIN dlx_options ----
impl Dlx{
pub fn option(&self,o:usize)->std::ops::Range<usize>{
let f=self.first[o]as usize;
f..self.llink[f]as usize+1
}
}
// ---- END dlx_options ----
// ---- BEGIN dlx_items ----
impl Dlx{
pub fn each_active(&self,mut f:impl FnMut(u32,u32)->bool)->bool{
self.active.iter().enumerate().all(|(w,&b)|{
let mut bits=b;
while bits !=0{
let h=w as u32*64+bits.trailing_zeros();
// SAFETY: an active bit is a primary item's header (the invariant).
if !f(h,unsafe{get(&self.top,h)}){
return false;
}
bits&=bits-1;
}
true
})
}
}
// ---- END dlx_items ----

// ---- BEGIN prune ----
#[derive(Clone,Copy,PartialEq,Debug)]
pub enum Verdict{
Live,
Dead,
}
pub trait Rule<K=Exact>{
const LINKED:bool;
fn prune(&mut self,dlx: &Dlx,out: &mut Vec<usize>)->Verdict;
fn solution(&mut self,dlx: &Dlx)->Step;
}
pub struct Prune<R>{
pub rule:R,
trail:Vec<usize>,
marks:Vec<usize>,
dead:Vec<usize>,
}
impl<R>Prune<R>{
pub fn new(rule:R)->Prune<R>{
Prune{
rule,
trail:Vec::new(),
marks:Vec::new(),
dead:Vec::new(),
}
}
}
impl<K,R:Rule<K>>Visit<K>for Prune<R>{
fn enter(&mut self,d: &mut Dlx)->Step{
self.dead.clear();
if self.rule.prune(d,&mut self.dead)==Verdict::Dead{
return Step::Back;
}
self.marks.push(self.trail.len());
for&o in&self.dead{
if d.remove_option(o,R::LINKED){
self.trail.push(o);
}
}
Step::On
}
fn leave(&mut self,d: &mut Dlx){
let mark=self.marks.pop().unwrap_or(0);
while self.trail.len()>mark{
if let Some(o)=self.trail.pop(){
d.restore_option(o);
}
}
}
fn solution(&mut self,d: &Dlx)->Step{
self.rule.solution(d)
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
impl Lookahead{
fn follow(&mut self,d: &Dlx){
let(w,depth)=(self.words,d.depth());
let mut l=0;
while l<depth&&l<self.valid&&self.path[l]==d.node(l){
l+=1;
}
for l in l..depth{
let x=d.node(l);
self.path[l]=x;
let o=d.option_of(x);
for t in 0..w{
self.active[(l+1)*w+t]=self.active[l*w+t]& !self.clash[o*w+t];
}
}
self.valid=depth;
}
fn round(&mut self,depth:usize,first:bool)->Option<bool>{
let w=self.words;
let(of_item,clash,items)=(&self.of_item,&self.clash,&self.items);
let(dead,gone,meet,live)=(&mut self.dead,&self.gone,&mut self.meet,&self.live);
let a= &self.active[depth*w..(depth+1)*w];
for&t in live.iter(){
dead[t]=0;
}
let mut any=false;
for&i in items.iter(){
let own= &of_item[i*w..(i+1)*w];
if !first&&live.iter().all(|&t|gone[t]&own[t]==0){
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
return None;
}
if meets{
for&t in live.iter(){
dead[t]|=meet[t];
}
any=true;
}
}
Some(any)
}
}
impl Lookahead{
fn read(&mut self,d: &Dlx,depth:usize)->Option<Verdict>{
let w=self.words;
{
let(live,a)=(&mut self.live,&self.active[depth*w..(depth+1)*w]);
live.clear();
live.extend((0..w).filter(|&t|a[t]!=0));
if live.iter().map(|&t|a[t].count_ones()).sum::<u32>()<self.min_options{
return Some(Verdict::Live);
}
}
let(items,max_len)=(&mut self.items,self.max_len);
items.clear();
let some_left=d.each_active(|h,len|{
if len<=max_len{
items.push(h as usize-1);
}
len>0
});
if some_left{
None
}else{
Some(Verdict::Dead)
}
}
fn take(&mut self,depth:usize,out: &mut Vec<usize>){
let w=self.words;
let a= &mut self.active[depth*w..(depth+1)*w];
for&t in self.live.iter(){
let mut bits=self.dead[t]&a[t];
self.gone[t]=bits;
a[t]&= !bits;
while bits !=0{
out.push(t*64+bits.trailing_zeros()as usize);
bits&=bits-1;
}
}
}
}
impl Rule for Lookahead{
const LINKED:bool=false;
fn prune(&mut self,d: &Dlx,out: &mut Vec<usize>)->Verdict{
let depth=d.depth();
self.follow(d);
if let Some(v)=self.read(d,depth){
return v;
}
let mut first=true;
loop{
match self.round(depth,first){
None=>return Verdict::Dead,
Some(false)=>return Verdict::Live,
Some(true)=>self.take(depth,out),
}
first=false;
}
}
fn solution(&mut self,_: &Dlx)->Step{
Step::On
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
pub fn of(&self,x:u32)->u32{
self.colour.get(x as usize).cloned().unwrap_or(0)
}
pub fn settle<O:Order>(&self,dlx: &mut Dlx,q:u32){
match self.of(q){
0=>dlx.cover_item::<O>(dlx.top(q)),
c=>dlx.purify::<O>(q,|r|self.of(r)==c),
}
}
}
impl Commit for Colours{
unsafe fn commit<O:Order>(&mut self,dlx: &mut Dlx,x:u32){
dlx.others(x,|dlx,q,_|self.settle::<O>(dlx,q));
}
}
// ---- END colours ----
// ---- BEGIN mcc ----
pub enum Multiple{}
pub struct Mcc{
room:Vec<Room>,
colours:Colours,
done:Vec<u32>,
marks:Vec<usize>,
pub tally_from:Option<usize>,
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
tally_from:None,
tallied:0,
alone:false,
seen:Vec::new(),
}
}
fn pick(&mut self,dlx: &mut Dlx)->(u32,u64){
let(mut best,mut key,mut ways,mut found)=(0,!0u64,0,None);
let from=self.done.len();
let(room,done)=(&self.room,&mut self.done);
dlx.each_active(|h,len|{
let(b,len)=(u64::from(room[h as usize].bound),u64::from(len));
let s=u64::from(room[h as usize].slack).min(b);
if len+s<=b{
if len+s<b{
found=Some((h,0));
return false;
}
if len==0{
done.push(h);
return true;
}
}
let t=(len+s+1-b).min(M);
if t==1{
found=Some((h,1));
return false;
}
let k=t<<40|s.min(M)<<20|(M-b.min(M));
ways+=1;
if k<key{
best=h;
key=k;
}
true
});
for&h in&self.done[from..]{
dlx.deactivate(h);
}
self.alone=found.is_none()&&ways==1;
found.unwrap_or((best,key>>40))
}
fn completions(&mut self,dlx: &Dlx,h:u32)->Option<u64>{
self.seen.clear();
let mut p=dlx.down(h);
while p !=h{
let mut q=dlx.right(p);
while q !=p{
let i=dlx.top(q);
if i as usize<=dlx.primary(){
return None;
}
self.seen.push((i,self.colours.of(q)));
q=dlx.right(q);
}
p=dlx.down(p);
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
fn commit(&mut self,dlx: &mut Dlx,x:u32){
let(room,colours,primary)=(&mut self.room,&self.colours,dlx.primary()as u32);
dlx.others(x,|dlx,q,c|{
if c<=primary{
room[c as usize].bound-=1;
if room[c as usize].bound==0{
dlx.cover_item::<Mrv>(c);
}
}else{
colours.settle::<Mrv>(dlx,q);
}
});
}
}
impl Strategy for Mcc{
type Kind=Multiple;
#[inline]
fn choose(&mut self,dlx: &mut Dlx)->(u32,u32){
let depth=dlx.depth();
if self.marks.len()<=depth{
self.marks.resize(depth+1,0);
}
self.marks[depth]=self.done.len();
let(h,score)=self.pick(dlx);
if h !=0&&score>0&&self.alone&&self.tally_from.map_or(false,|d|depth>=d){
if let Some(n)=self.completions(dlx,h){
self.tallied+=n;
return(h,0);
}
}
(h,score as u32)
}
#[inline]
fn next(&mut self,dlx: &mut Dlx,first:bool)->bool{
let(h,node)=dlx.level();
if first{
self.room[h as usize].bound-=1;
if self.room[h as usize].bound==0{
dlx.cover_item::<Mrv>(h);
}
dlx.begin_move();
}
let(b,s)=(self.room[h as usize].bound,self.room[h as usize].slack);
let x=if first{h}else{node};
let y;
if b==0&&s==0{
y=dlx.down(x);
if y==h{
return false;
}
}else{
if !first&&x==h||u64::from(dlx.len(h))+u64::from(s)<=u64::from(b){
return false;
}
y=dlx.down(h);
if y !=h{
dlx.tweak::<Mrv>(y,b>0);
}else if b>0{
dlx.deactivate(h);
}
dlx.begin_move();
}
dlx.set_node(y);
if y !=h{
self.commit(dlx,y);
}
true
}
#[inline]
fn retract(&mut self,dlx: &mut Dlx){
let(h,x)=dlx.level();
if x==h{
return;
}
dlx.retract_move();
let(room,primary)=(&mut self.room,dlx.primary()as u32);
dlx.others_back(x,|dlx,_,c|{
if c<=primary{
if room[c as usize].bound==0{
dlx.activate_item(c);
}
room[c as usize].bound+=1;
}
});
}
#[inline]
fn close(&mut self,dlx: &mut Dlx){
let h=dlx.level().0;
dlx.retract_level();
self.room[h as usize].bound+=1;
dlx.activate_item(h);
}
#[inline]
fn leave(&mut self,dlx: &mut Dlx){
while self.done.len()>self.marks[dlx.depth()]{
if let Some(h)=self.done.pop(){
dlx.activate_item(h);
}
}
}
}
impl Dlx{
pub fn solution_mcc(&self,out: &mut Vec<usize>){
out.clear();
for l in 0..self.depth(){
let x=self.node(l);
if x as usize>self.items(){
out.push(self.option_of(x));
}
}
}
}
// ---- END mcc ----
// ---- BEGIN costs ----
pub struct Costs{
pub order:Vec<usize>,
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
const STEPS:usize=300;
const WORK:usize=30_000_000;
const AIM:f64=0.05;
const HALVINGS:usize=10;
struct Prices{
scale:u64,
tax:Vec<i64>,
net:Vec<i64>,
}
impl Prices{
fn new(primary:usize,options: &[Vec<usize>],cost: &[u64],exact:bool)->Prices{
let scale=Prices::scale(primary,options,cost,exact);
let mut p=Prices{
scale,
tax:vec![0;primary],
net:cost.iter().map(|&c|(c*scale)as i64).collect(),
};
if scale==0{
p.net=vec![0;options.len()];
return p;
}
let mut of_item=vec![Vec::new();primary];
for(o,items)in options.iter().enumerate(){
for&i in items{
of_item[i].push(o);
}
}
for(i,os)in of_item.iter().enumerate(){
p.tax[i]=os.iter().map(|&o|p.net[o]).min().unwrap_or(0);
for&o in os{
p.net[o]-=p.tax[i];
}
}
if exact{
p.relax(options,cost);
}
p
}
fn scale(primary:usize,options: &[Vec<usize>],cost: &[u64],exact:bool)->u64{
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
if fits(scale){
scale
}else{
0
}
}
fn lagrangian(options: &[Vec<usize>],cost: &[u64],u: &[f64],g: &mut Vec<f64>)->f64{
g.clear();
g.resize(u.len(),1.0);
let mut l:f64=u.iter().sum();
for(o,items)in options.iter().enumerate(){
let r=cost[o]as f64-items.iter().map(|&i|u[i]).sum::<f64>();
if r<0.0{
l+=r;
items.iter().for_each(|&i|g[i]-=1.0);
}
}
l
}
fn relax(&mut self,options: &[Vec<usize>],cost: &[u64]){
let scale=self.scale;
let most=cost.iter().cloned().max().unwrap_or(0);
let entries:usize=options.iter().map(|o|o.len()).sum();
let mut u:Vec<f64> =self
.tax
.iter()
.map(|&t|(t/scale as i64)as f64)
.collect();
let(mut g,mut best,mut step)=(Vec::new(),u.clone(),1.0);
let mut high=Prices::lagrangian(options,cost,&u,&mut g);
let steps=(WORK/(entries+1)).min(STEPS);
for k in 0..steps{
let l=Prices::lagrangian(options,cost,&u,&mut g);
if l>high{
high=l;
best.clone_from(&u);
}
let norm:f64=g.iter().map(|x|x*x).sum();
if norm==0.0{
break;
}
let t=step*(high*AIM+1.0+high-l)/norm;
for(x,d)in u.iter_mut().zip(&g){
*x=(*x+t*d).max(-(most as f64)).min(most as f64);
}
if(k+1)%(steps/HALVINGS+1)==0{
step/=2.0;
}
}
let m=(most*scale)as i64;
for(t,b)in self.tax.iter_mut().zip(&best){
*t=((b*scale as f64).round()as i64).max(-m).min(m);
}
for(o,items)in options.iter().enumerate(){
let taxes:i64=items.iter().map(|&i|self.tax[i]).sum();
self.net[o]=(cost[o]*scale)as i64-taxes;
}
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
impl Costs{
pub fn new(
dlx: &mut Dlx,
options: &[&[(usize,u32)]],
cost: &[u64],
lower: &[u32],
k:usize,
)->Costs{
assert!(dlx.options()==0,"the matrix is built here");
let primary=dlx.primary();
let items:Vec<Vec<usize>> =(options.iter())
.map(|o|o.iter().map(|e|e.0).filter(|&i|i<primary).collect())
.collect();
let p=Prices::new(primary,&items,cost,lower.is_empty());
let share= |o:usize|p.net[o].max(0)as u64/items[o].len().max(1)as u64;
let mut order:Vec<usize> =(0..options.len()).collect();
order.sort_by_key(|&o|share(o));
for&o in&order{
dlx.add_option(&options[o].iter().map(|e|e.0).collect::<Vec<_>>());
}
let mut c=Costs{
cost:order.iter().map(|&o|cost[o]).collect(),
order,
scale:p.scale,
option:vec![0;dlx.nodes()],
at:vec![0;dlx.nodes()],
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
for(h,&l)in lower.iter().enumerate().take(primary){
c.lower[h+1]=l;
}
c.tax[1..].copy_from_slice(&p.tax);
c.index(dlx,&p.net);
c
}
fn index(&mut self,dlx: &Dlx,net: &[i64]){
for k in 0..self.order.len(){
let(o,nodes)=(self.order[k],dlx.option(k));
let width=(nodes.clone())
.filter(|&q|dlx.top(q as u32)as usize<=dlx.primary())
.count();
let share=net[o].max(0)as u64/width.max(1)as u64;
for q in nodes{
self.option[q]=k as u32;
self.at[q]=share;
let h=dlx.top(q as u32);
if h as usize<=dlx.primary(){
if self.heads.len()==self.from[k]as usize{
self.option[q]|=LEAD;
if net[o]<0{
self.negative.push((q as u32,net[o]));
}
}
self.heads.push(h);
}
}
self.widest=self.widest.max(width as u64);
self.from.push(self.heads.len()as u32);
}
}
fn path_cost(&self,dlx: &Dlx)->u64{
(0..dlx.depth())
.map(|l|dlx.node(l))
.filter(|&x|x as usize>dlx.items())
.map(|x|self.cost[(self.option[x as usize]& !LEAD)as usize])
.sum()
}
fn needs(&mut self,dlx: &Dlx){
let(need,lower)=(&mut self.need,&self.lower);
dlx.each_active(|h,_|{
need[h as usize]=lower[h as usize];
true
});
for l in 0..dlx.depth(){
let x=dlx.node(l);
if x as usize>dlx.items(){
for q in dlx.option((self.option[x as usize]& !LEAD)as usize){
if let Some(n)=need.get_mut(dlx.top(q as u32)as usize){
*n=n.saturating_sub(1);
}
}
}
}
}
fn bound(&mut self,dlx: &Dlx)->Option<(i64,bool,u64)>{
let(at,least,tax,need,exact)=
(&self.at,&mut self.least,&self.tax,&self.need,self.exact);
let mut bound=(self.now*self.scale)as i64;
let(mut all_need,mut least_of_all)=(true,!0);
let alive=dlx.each_active(|h,len|{
let n=if exact{1}else{need[h as usize]};
if n>len{
return false;
}
least[h as usize]=if n>0{at[dlx.down(h)as usize]}else{0};
all_need&=n>0;
least_of_all=least_of_all.min(least[h as usize]);
bound+=i64::from(n)*(tax[h as usize]+least[h as usize]as i64);
true
});
for&(q,net)in&self.negative{
if dlx.down(dlx.up(q))==q&&dlx.is_active(dlx.top(q)){
bound+=net;
}
}
if alive{
Some((bound,all_need,least_of_all))
}else{
None
}
}
fn too_dear(&self,dlx: &Dlx,gap:u64,floor:u64,out: &mut Vec<usize>){
let limit=floor+(gap+self.widest-1)/self.widest;
let(option,at,least,heads,from)=
(&self.option,&self.at,&self.least,&self.heads,&self.from);
dlx.each_active(|h,_|{
dlx.each_up(h,|q|{
let share=at[q as usize];
if share+1<limit{
return false;
}
let o=option[q as usize];
if o&LEAD !=0{
let o=(o& !LEAD)as usize;
let mut reduced=0;
for&i in&heads[from[o]as usize..from[o+1]as usize]{
reduced+=share-least[i as usize];
}
if reduced>=gap{
out.push(o);
}
}
true
});
true
});
}
}
impl<K>Rule<K>for Costs{
const LINKED:bool=true;
fn prune(&mut self,dlx: &Dlx,out: &mut Vec<usize>)->Verdict{
self.now=self.path_cost(dlx);
if self.best.len()<self.k{
return Verdict::Live;
}
let cutoff=self.best[self.k-1];
if self.now>=cutoff{
return Verdict::Dead;
}
if self.scale==0||self.at.len()!=dlx.nodes(){
return Verdict::Live;
}
if !self.exact{
self.needs(dlx);
}
let cut=(cutoff*self.scale)as i64;
let(bound,all_need,least_of_all)=match self.bound(dlx){
Some(b)if b.0<cut=>b,
_=>return Verdict::Dead,
};
let floor=if all_need&&least_of_all< !0{
least_of_all
}else{
0
};
self.too_dear(dlx,(cut-bound)as u64,floor,out);
Verdict::Live
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
impl<K,V:Visit<K>>Visit<K>for&mut V{
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
impl<K,V:Visit<K>>Visit<K>for Option<V>{
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
(0..d.depth()).map(|l|d.node(l)).collect()
}
struct Cut{
depth:usize,
paths:Vec<Vec<u32>>,
nodes:usize,
}
impl<K>Visit<K>for Cut{
fn enter(&mut self,d: &mut Dlx)->Step{
self.nodes+=1;
if d.depth()<self.depth{
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
pub fn frontier<S:Strategy>(d: &mut Dlx,s: &mut S,want:usize)->Vec<Vec<u32>>{
let mut depth=1;
loop{
let mut cut=Cut{
depth,
paths:Vec::new(),
nodes:0,
};
d.search(s,&mut cut);
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
pub fn drain<S:Strategy,V:Visit<S::Kind>>(&self,d: &mut Dlx,s: &mut S,visit: &mut V){
let mut walk=Walk{
pool:self,
target:self.take(),
inside:false,
inner:visit,
};
if walk.target.is_some(){
d.search(s,&mut walk);
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
impl<'a,K,V:Visit<K>>Visit<K>for Walk<'a,V>{
fn enter(&mut self,d: &mut Dlx)->Step{
let k=d.depth();
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
if(0..k).zip(t).any(|(l,&x)|d.node(l)!=x){
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
match self.below(d.depth()){
true=>self.inner.branch(d,item),
false=>Step::On,
}
}
fn leave(&mut self,d: &mut Dlx){
if self.below(d.depth()){
self.inner.leave(d)
}
}
fn solution(&mut self,d: &Dlx)->Step{
match self.below(d.depth()){
true=>self.inner.solution(d),
false=>Step::On,
}
}
}
pub struct Shared<'a>{
pub costs:Costs,
pool: &'a Pool,
seen:usize,
}
impl<'a>Shared<'a>{
pub fn new(costs:Costs,pool: &'a Pool)->Shared<'a>{
Shared{
costs,
pool,
seen:0,
}
}
}
impl<'a,K>Rule<K>for Shared<'a>{
const LINKED:bool= <Costs as Rule<K>>::LINKED;
fn prune(&mut self,d: &Dlx,out: &mut Vec<usize>)->Verdict{
if self.pool.version.load(Ordering::Acquire)!=self.seen{
let best=self.pool.best.lock().unwrap_or_else(|e|e.into_inner());
self.seen=self.pool.version.load(Ordering::Acquire);
self.costs.best.clone_from(&best);
}
Rule::<K>::prune(&mut self.costs,d,out)
}
fn solution(&mut self,d: &Dlx)->Step{
let(now,k)=(self.costs.now,self.costs.k);
let step=Rule::<K>::solution(&mut self.costs,d);
let mut best=self.pool.best.lock().unwrap_or_else(|e|e.into_inner());
let at=best.iter().position(|&b|b>now).unwrap_or(best.len());
best.insert(at,now);
best.truncate(k);
self.seen=self.pool.version.fetch_add(1,Ordering::Release)+1;
self.costs.best.clone_from(&best);
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
impl<K,A:Visit<K>,B:Visit<K>>Visit<K>for(A,B){
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
