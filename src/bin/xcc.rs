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
//! Mode `+` adds up the parts' counts on stdin exactly, and `+ k<n>` merges their least totals:
//! `parallel xcc P8 p{} '<' problem.dlx ::: $(seq 0 7) | xcc +`; with xargs, `seq 0 7 | xargs -P
//! 8 -I{} sh -c 'xcc P8 p{} < problem.dlx' | xcc +`; a Slurm array's parts each to a file, then
//! `cat part.* | xcc +`. With threads, `m<k>` and `t<k>` count the solutions of all, each printed whole, in no set
//! order; `v1`'s nodes are those below the cut. A part's `m<k>` and `t<k>` are its own.
//! Counting: `c1` counts by the frontier sweep (block count), `c0` by the search; by default a
//! sweep of few moves at once (`SMALL`), else the probes decide (`pays`). `b<MiB>` is the sweep's
//! budget (default 512; a level that would pass it goes on in turns, the count stays exact); `u<n>`
//! prints `n` solutions drawn uniformly and independently (by the depth-first memo), `s<seed>`
//! seeds them; `d<secs>` prints a progress line on stderr every `secs` seconds: time and, for the
//! search (each thread its own), nodes, solutions so far and the part of the tree done; for the
//! sweep, its level, the states gone through and the most in a level. With the sweep, `j<k>` shares
//! each level's work among the threads, and a part counts its share of one level's states. `h`
//! lists the modes, and so does a run whose stdin is a terminal. A mode that would do nothing is
//! refused (`s<seed>` without `u<n>`; `b<MiB>`, `c1` or `u<n>` where no count is asked).
//!
//! **Output.** Each solution printed as its options' lines and an empty line; last, the number
//! of solutions, exact in decimal, of any size (block mcc counts an item's sets in big integers
//! too). With costs (or `k<n>`), the last lines are the least totals instead, least first, one a
//! line, or `no solution`; the solutions printed beat the `n`-th then known.
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
//! Options go in cheapest share first. The sweep (block count): the primary items in an order
//! that keeps the frontiers narrow (block narrow_order), each option filed under its first; at
//! each level one option of its item, or none; a state is which items of the frontier are
//! covered (the secondary items' colours, the bounded items' counts: block wide), counted once
//! per level, in flat arrays where the frontier is narrow and hashed tables elsewhere; the
//! counts are big integers.
//!
//! **Errors (exit 1, one line on stderr naming the input line).** A name unknown, repeated or
//! malformed; a colour on a primary item; an option without primary items; bad bounds (not
//! numbers up to 2^31 - 1, lower above upper, upper 0, on a secondary item); a bad cost, or
//! costs adding up past 2^63 - 1; a bad mode (`j0`, a part outside `0 <= i < n`, `p` without
//! `P`, `c1` or `u<n>` with `m<k>`, `t<k>` or `k<n>`, `u<n>` with threads, parts or `c0`); a
//! thread that cannot start.
//!
//! No judge takes this file, so it is not held to a judge editor's 36,000 bytes; its blocks are
//! bundled compact (`src/` has them whole), so that its own code reads apart from them.

use self::lib::*;
use std::sync::Arc;

/// The command line: print every `every`-th solution (0: none), stop after `most`, keep the
/// `best` least totals, report the nodes; search on `threads` threads, or part `.1` of `.0`;
/// count by the sweep (`sweep`, `None`: where it pays), within `budget` bytes; draw
/// `samples` solutions uniformly, from `seed`; a progress line every `progress` seconds.
#[derive(Clone, Copy)]
struct Modes {
    every: u64,
    most: u64,
    best: Option<usize>,
    report: bool,
    threads: usize,
    part: Option<(usize, usize)>,
    sweep: Option<bool>,
    budget: usize,
    samples: u64,
    seed: u64,
    progress: Option<u64>,
}

/// The sweep's budget by default: room for the levels of the largest counts measured (Latin
/// squares of order 6 take 220 MiB) with the tables' slack; past it a level goes on in turns.
const BUDGET: usize = 512 << 20;

/// The modes of `args`, checked: each does something for a problem with costs (`priced`) or
/// without, or is refused.
fn modes(args: &[String], priced: bool) -> Result<Modes, String> {
    let mut m = Modes {
        every: 0,
        most: std::u64::MAX,
        best: None,
        report: false,
        threads: 1,
        part: None,
        sweep: None,
        budget: BUDGET,
        samples: 0,
        seed: 0,
        progress: None,
    };
    let (mut parts, mut part, mut budget, mut seeded) = (None, None, false, false);
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
            (Some(b'c'), Some(k)) if k < 2 => m.sweep = Some(k == 1),
            (Some(b'b'), Some(k)) if k > 0 && k <= 1 << 24 => m.budget = (k << 20) as usize,
            (Some(b'u'), Some(k)) if k > 0 && k <= 1_000_000 => m.samples = k,
            (Some(b's'), Some(k)) => m.seed = k,
            (Some(b'd'), Some(k)) if k > 0 && k <= 86_400 => m.progress = Some(k),
            _ => return Err(format!("mode {:?}: not one of these (xcc h lists them)", a)),
        }
        budget |= a.starts_with('b');
        seeded |= a.starts_with('s');
    }
    m.part = match (parts, part) {
        (Some(n), Some(i)) if i < n => Some((n, i)),
        (None, None) => None,
        _ => return Err("modes P<n> p<i>: part i of n needs both, 0 <= i < n".to_string()),
    };
    let counted = m.every == 0 && m.most == std::u64::MAX && m.best.is_none() && !priced;
    if (m.sweep == Some(true) || m.samples > 0) && !counted {
        let e = "modes c1 and u<n> count every solution: no m<k>, t<k>, k<n> or costs";
        return Err(e.to_string());
    }
    if m.samples > 0 && (m.threads > 1 || m.part.is_some() || m.sweep == Some(false)) {
        return Err("mode u<n> draws on one thread, by the depth-first memo".to_string());
    }
    if budget && (m.sweep == Some(false) || !counted) {
        let e = "mode b<MiB> sizes the sweep's levels: no c0, m<k>, t<k>, k<n> or costs";
        return Err(e.to_string());
    }
    if seeded && m.samples == 0 {
        return Err("mode s<seed> seeds the draws of u<n>: no u<n>".to_string());
    }
    Ok(m)
}

/// The modes, as `h` prints them.
const MODES: &str = "\
xcc [mode ...] < problem: exact cover in Knuth's format (a line of primary items, `|`, the
secondary ones; then an option a line; `|` starts a comment line). Modes:
  m<k>       print every k-th solution (m0, the default: none); t<k> stop after k
  k<n>       with costs: the n least totals (default 1)
  v1         the nodes (or the sweep's states) on stderr
  j<k>       search on k threads (1 to 1024)
  P<n> p<i>  part i of n (0 <= i < n), a process of its own: the parts' counts add up
  c0, c1     count by the search, or by the frontier sweep (by default a probe decides)
  b<MiB>     the sweep's budget, 1 to 16777216 MiB (default 512; past it, in turns)
  u<n>       draw n solutions uniformly (one thread); s<seed> seeds them
  d<secs>    a progress line on stderr every secs seconds (1 to 86400)
  +          the parts' outputs on stdin added up exactly (with k<n>: their n least totals)
  h          this list (printed too when stdin is a terminal)
";

/// Whether stdin is a terminal (a file of Linux's `/dev/pts` or `/dev/tty`): then xcc prints its
/// modes instead of waiting for a problem typed in.
fn terminal() -> bool {
    let tty = |p: std::path::PathBuf| {
        let p = p.to_string_lossy();
        p.starts_with("/dev/pts/") || p.starts_with("/dev/tty")
    };
    std::fs::read_link("/proc/self/fd/0")
        .map(tty)
        .unwrap_or(false)
}

/// Counts solutions and nodes, prints every `every`-th solution, stops after `most`; with a
/// pool, the solutions are numbered across the threads, and the `most`-th stops them all.
struct Report<'a> {
    x: &'a Xcc,
    /// The DLX's option -> the input's.
    order: &'a [usize],
    modes: Modes,
    /// The solutions and nodes visited, one at a time: a word, which no search lives long
    /// enough to fill (2^64 steps take centuries); block mcc's unvisited sets are `Big`s.
    found: u64,
    nodes: u64,
    cover: Vec<usize>,
    out: &'a mut Vec<u8>,
    pool: Option<&'a Pool>,
    progress: Option<Progress>,
    /// Where the search is its own probe: at its `PLAIN_PROBE`-th node it stops if the sweep
    /// may pay, with the states the sweep may go through (`allowance`), else it goes on.
    gate: bool,
    most: Option<u64>,
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
            progress: None,
            gate: false,
            most: None,
        }
    }

    /// Prints the solution just found, as its options' lines and an empty line.
    fn print(&mut self, dlx: &Dlx) {
        dlx.solution_mcc(&mut self.cover);
        for &o in &self.cover {
            print_option(self.x, self.order[o], self.out);
        }
        self.out.push(b'\n');
    }
}

impl<'a, K> Visit<K> for Report<'a> {
    fn enter(&mut self, dlx: &mut Dlx) -> Step {
        self.nodes += 1;
        // (Checked once in `PLAIN_PROBE` nodes, so that a search that is its own probe pays
        // nothing a node for it.)
        if self.nodes % PLAIN_PROBE == 0 {
            if self.gate && self.nodes == PLAIN_PROBE {
                self.most = allowance(done(dlx));
                if self.most.is_some() {
                    return Step::Stop;
                }
            }
            let (nodes, found) = (self.nodes, self.found);
            if let Some(ref mut p) = self.progress {
                p.due(|| {
                    let done = 100.0 * done(dlx);
                    format!("{} nodes, {} solutions, {:.2}% done", nodes, found, done)
                });
            }
        }
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

/// Knuth's estimate of the part of the tree done, from the path to the search's node: at each
/// level, the options of its item before the one taken, each worth its share of the level above.
fn done(dlx: &Dlx) -> f64 {
    let (mut part, mut share) = (0.0, 1.0);
    for l in 0..dlx.depth() {
        let x = dlx.node(l);
        let h = if x as usize <= dlx.items() {
            x
        } else {
            dlx.top(x)
        };
        let ways = dlx.top(h).max(1);
        let (mut before, mut p) = (0, dlx.down(h));
        while p != x && p != h && before < ways {
            before += 1;
            p = dlx.down(p);
        }
        share /= f64::from(ways);
        part += share * f64::from(before);
    }
    part.min(1.0)
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
struct Setup {
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
fn model(x: &Xcc, priced: bool, k: usize, tally: Option<usize>) -> (Setup, Vec<usize>) {
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
    let m = Setup {
        dlx,
        search,
        look,
        costs,
    };
    (m, order)
}

impl Setup {
    /// Walks the tree as `w` does with the rules (forward checking, then `costs`) and then
    /// `r`: each kind of search with the visits it takes. The solutions `r` saw and those
    /// block mcc counted unvisited (of any size: an item's sets may pass 2^64).
    fn go<W, C, R>(&mut self, w: &W, costs: Option<Prune<C>>, r: &mut R) -> (Option<C>, Big)
    where
        W: Walk,
        C: Rule<Exact> + Rule<Multiple>,
        R: Visit<Exact> + Visit<Multiple>,
    {
        let mut v = (costs, r);
        let tallied = match self.search {
            Search::Plain(ref mut s) => {
                w.walk(&mut self.dlx, s, &mut (self.look.take(), &mut v));
                Big::default()
            }
            Search::Colours(ref mut s) => {
                w.walk(&mut self.dlx, s, &mut (self.look.take(), &mut v));
                Big::default()
            }
            Search::Mcc(ref mut s) => {
                w.walk(&mut self.dlx, s, &mut v);
                s.tallied()
            }
        };
        (v.0.map(|p| p.rule), tallied)
    }

    /// The search as `probe` stops it: Knuth's estimate of the part of its tree then done
    /// (`None` if it ended first); under block mcc from its own record of each level's moves,
    /// which its tweaks hide from the links.
    fn probe(&mut self, probe: &mut Probe) -> Option<f64> {
        let none = None::<Prune<Costs>>;
        match self.search {
            Search::Mcc(ref mut s) => {
                let mut e = Estimate::new(s);
                self.dlx.search(&mut e, &mut (none, &mut *probe));
                probe.done.map(|_| e.done(probe.depth))
            }
            _ => {
                self.go(&Whole, none, probe);
                probe.done
            }
        }
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

/// Mode `+`: the outputs of a problem's parts (`P<n> p<i>`, one after the other on `input`)
/// added up exactly, or with `k<n>` their least totals merged into the `n` least (`no solution`
/// if none); a line that is neither a count nor a total is named.
fn add(input: &[u8], out: &mut Vec<u8>, log: &mut Log) {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let other = args.iter().find(|a| *a != "+");
    let k = match other.map(|a| (a.bytes().next(), a.get(1..).and_then(|n| n.parse().ok()))) {
        None => None,
        Some((Some(b'k'), Some(k))) if k > 0 && k <= 100_000 && args.len() == 2 => Some(k),
        _ => return log.error("mode + takes k<n> (1 <= n <= 100000) or nothing".to_string()),
    };
    let (mut sum, mut totals, mut none) = (Big::default(), Vec::new(), false);
    for (at, line) in input.split(|&b| b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(line);
        let line = line.trim();
        let digits = !line.is_empty() && line.bytes().all(|b| b.is_ascii_digit());
        if digits && k.is_none() {
            // 19 digits at a time: `sum * 10^19 + chunk` fits the words' arithmetic.
            let mut n = Big::default();
            for chunk in line.as_bytes().chunks(19) {
                let chunk = std::str::from_utf8(chunk).unwrap_or("0");
                n.mul_word(10u64.pow(chunk.len() as u32));
                n.add_word(chunk.parse().unwrap_or(0));
            }
            sum.add(&n);
        } else if let (true, Some(_), Ok(t)) = (digits, k, line.parse::<u64>()) {
            totals.push(t);
        } else if line == "no solution" && k.is_some() {
            none = true;
        } else if !line.is_empty() {
            let what = "is not a part's count (or, with k<n>, its total)";
            return log.error(format!("line {}: {:?} {}", at + 1, line, what));
        }
    }
    match k {
        None => out.extend_from_slice(format!("{}\n", sum.decimal()).as_bytes()),
        Some(_) if totals.is_empty() && none => out.extend_from_slice(b"no solution\n"),
        Some(k) => {
            totals.sort_unstable();
            for t in totals.iter().take(k) {
                out.extend_from_slice(format!("{}\n", t).as_bytes());
            }
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
    let x = match read_xcc(input) {
        Ok(x) => x,
        Err(e) => return log.error(e),
    };
    let modes = match modes(&args, !x.costs.is_empty()) {
        Ok(m) => m,
        Err(e) => return log.error(e),
    };
    for at in &x.ignored {
        log.note(format!(
            "line {}: an option without primary items, left out as DLX2 does",
            at
        ));
    }
    let priced = !x.costs.is_empty() || modes.best.is_some();
    let counted = modes.every == 0 && modes.most == std::u64::MAX && !priced;
    let x = Arc::new(x);
    if counted && modes.sweep != Some(false) {
        return by_sweep(&x, modes, out, log);
    }
    plain(&x, modes, out, log, false);
}

/// The search without the sweep: the solutions found, or the least totals. `gated`: the
/// search is its own probe (`Report::gate`), and stops where the sweep may pay: the states it
/// may go through then, nothing printed.
fn plain(x: &Arc<Xcc>, modes: Modes, out: &mut Vec<u8>, log: &mut Log, gated: bool) -> Option<u64> {
    let priced = !x.costs.is_empty() || modes.best.is_some();
    let k = modes.best.unwrap_or(1);
    let (found, nodes, best) = match (modes.threads, modes.part) {
        (1, None) => {
            let (mut m, order) = model(x, priced, k, tally(&modes, priced, 0));
            let costs = m.costs.take().map(Prune::new);
            let mut r = Report::new(x, &order, modes, out);
            r.progress = watch(&modes, String::new());
            r.gate = gated;
            let (c, mut found) = m.go(&Whole, costs, &mut r);
            if let Some(most) = r.most {
                return Some(most);
            }
            found.add_word(r.found);
            (found, r.nodes, c.map(|c| c.best))
        }
        (threads, part) => match parallel(x.clone(), modes, threads, part, out) {
            Ok(v) => v,
            Err(e) => {
                log.error(e);
                return None;
            }
        },
    };
    match best {
        Some(ref b) if b.is_empty() => out.extend_from_slice(b"no solution\n"),
        Some(b) => {
            for v in b {
                out.extend_from_slice(format!("{}\n", v).as_bytes())
            }
        }
        None => out.extend_from_slice(format!("{}\n", found.decimal()).as_bytes()),
    }
    if modes.report {
        log.note(format!("{} solutions, {} nodes", found.decimal(), nodes));
    }
    None
}

/// The progress lines asked for, labelled `label`, timed from now.
fn watch(modes: &Modes, label: String) -> Option<Progress> {
    let every = |secs| std::time::Duration::from_secs(secs);
    let start = std::time::Instant::now();
    modes
        .progress
        .map(|secs| Progress::new(every(secs), start, label))
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
) -> Result<(Big, u64, Option<Vec<u64>>), String> {
    let priced = !x.costs.is_empty() || modes.best.is_some();
    let k = modes.best.unwrap_or(1);
    let (parts, i) = part.unwrap_or((1, 0));
    let paths = model(&x, priced, k, None)
        .0
        .paths(WANT * threads.max(parts));
    let cut = paths.iter().map(|p| p.len()).max().unwrap_or(0);
    let pool = Arc::new(Pool::new(paths, parts, i));
    let shared = pool.clone();
    let number = std::sync::atomic::AtomicUsize::new(0);
    let done = run_threads(threads, move || {
        let one = modes.every > 0 || modes.most < std::u64::MAX;
        let thread = number.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let (mut m, order) = model(&x, priced, k, tally(&modes, priced, cut));
        let costs = m.costs.take().map(|c| Prune::new(Shared::new(c, &shared)));
        let mut buf = Vec::new();
        let (found, nodes) = {
            let mut r = Report::new(&x, &order, modes, &mut buf);
            r.pool = if one { Some(&*shared) } else { None };
            r.progress = watch(&modes, format!("thread {}: ", thread));
            let mut found = m.go(&*shared, costs, &mut r).1;
            found.add_word(r.found);
            (found, r.nodes)
        };
        (found, nodes, buf)
    })?;
    let (mut found, mut nodes) = (Big::default(), 0);
    for (f, n, buf) in done {
        found.add(&f);
        nodes += n;
        out.extend_from_slice(&buf);
    }
    Ok((found, nodes, if priced { Some(pool.best()) } else { None }))
}

/// Where the count decides for itself, it sweeps only if the depth-first memo, in its first
/// `MEMO_PROBE` states, found one move looked up in `HITS` in its table (states repeat:
/// tilings, Latin squares, Langford's pairs; not N queens, pentominoes, de Bruijn cycles), and
/// if the plain search's tree, as Knuth's estimate from its first `PLAIN_PROBE` nodes has it,
/// is over `PLAIN` nodes (below, the plain search is quick whatever the sweep would do). Where
/// the states are nearly as many as the plain search's nodes (Langford's pairs), each costs
/// more than a plain node: so the sweep goes through at most a `SHARE`-th of that estimate in
/// states, and hands the count to the plain search past it. The probes are short, so that
/// where neither pays they cost little.
const MEMO_PROBE: u64 = 1 << 10;
const HITS: u64 = 16;
const PLAIN_PROBE: u64 = 1 << 12;
const PLAIN: f64 = (1u64 << 16) as f64;
const SHARE: f64 = 16.0;

/// A visit that stops a search after `left` nodes, with Knuth's estimate of the part of its
/// tree then done (`None` if it ended first) from the links, and the depth where it stopped.
struct Probe {
    left: u64,
    done: Option<f64>,
    depth: usize,
}

impl Probe {
    fn new() -> Probe {
        Probe {
            left: PLAIN_PROBE,
            done: None,
            depth: 0,
        }
    }
}

impl<K> Visit<K> for Probe {
    fn enter(&mut self, dlx: &mut Dlx) -> Step {
        if self.left == 0 {
            let part = done(dlx);
            self.done = Some(part);
            self.depth = dlx.depth();
            return Step::Stop;
        }
        self.left -= 1;
        Step::On
    }
    fn solution(&mut self, _: &Dlx) -> Step {
        Step::On
    }
}

/// The problem as the sweep counts it (block count): the primary items in the narrow order, the
/// options and bounds renumbered so; the model whose states are a word where it has one (no
/// colours, no bounds, a frontier of at most 63 items), the wide one (block wide) where not,
/// or where the depth-first memo is asked (the probe, the draws).
struct Counting {
    primary: usize,
    items: usize,
    options: Vec<Vec<(usize, u32)>>,
    bounds: Vec<(u32, u32)>,
    colours: u32,
    narrow: Option<Model>,
}

impl Counting {
    fn of(x: &Xcc) -> Counting {
        let n = x.ends.len();
        let mut all: Vec<Vec<usize>> = (0..n)
            .map(|o| x.option(o).iter().map(|e| e.0).collect())
            .collect();
        let rank = narrow_order(x.primary, x.names.len(), &all);
        let new = |i: usize| if i < x.primary { rank[i] } else { i };
        let options: Vec<Vec<(usize, u32)>> = (0..n)
            .map(|o| x.option(o).iter().map(|e| (new(e.0), e.1)).collect())
            .collect();
        let mut bounds = vec![(0, 0); x.bounds.len()];
        for (i, &b) in x.bounds.iter().enumerate() {
            bounds[rank[i]] = b;
        }
        let items = x.names.len();
        let narrow = match x.bounds.is_empty() && x.colours.is_empty() {
            true => {
                // The options renumbered in place, not made again.
                for i in all.iter_mut().flat_map(|o| o.iter_mut()) {
                    *i = new(*i);
                }
                Model::new(x.primary, items, &all)
            }
            false => None,
        };
        Counting {
            primary: x.primary,
            items,
            options,
            bounds,
            colours: x.colours.len() as u32,
            narrow,
        }
    }

    fn wide(&self) -> Wide {
        let (p, i, o) = (self.primary, self.items, &self.options);
        Wide::new(p, i, o, &self.bounds, self.colours)
    }

    /// The count, on `modes.threads` threads or part `modes.part` only, within `budget` bytes,
    /// through at most `most` states (`None` past them), progress lines where asked.
    fn sweep(&self, wide: Option<&Wide>, modes: &Modes, most: u64) -> Option<Counted> {
        let mut s = Sweep::new(modes.budget);
        s.part = modes.part;
        s.most = most;
        if let Some(mut p) = watch(modes, String::new()) {
            s.watch = Some(Box::new(move |spent: &Spent| {
                p.due(|| {
                    format!(
                        "level {}, {} states so far, at most {} in a level",
                        spent.level, spent.states, spent.widest
                    )
                })
            }));
        }
        let e = Threads::new(modes.threads);
        let found: Big = match (&self.narrow, wide) {
            (Some(m), _) => count(m, &mut s, &e)?,
            (_, Some(w)) => count(w, &mut s, &e)?,
            (None, None) => count(&self.wide(), &mut s, &e)?,
        };
        Some(Counted {
            found,
            states: s.spent.states,
            widest: s.spent.widest,
            bytes: s.spent.bytes,
        })
    }
}

/// What the probes say, as `MEMO_PROBE`, `HITS`, `PLAIN_PROBE`, `PLAIN` and `SHARE` have it.
enum Choice {
    /// The depth-first memo's probe counted all.
    Found(Big),
    /// The sweep, through at most this many states.
    Sweep(u64),
    /// The plain search; `true`: it is its own probe (`Report::gate`).
    Plain(bool),
}

/// What the probes say of `x` (counted as `c`, its wide model `wide` where there is no narrow
/// one); `gated`: the plain search can be its own probe (one thread, no parts, no bounds), so
/// that where it counts, the nodes its probe went through are not searched again.
fn pays(x: &Xcc, c: &Counting, wide: Option<&Wide>, budget: usize, gated: bool) -> Choice {
    let repeats = match (c.narrow.as_ref(), wide) {
        (Some(m), _) => repeats(m, budget),
        (None, Some(w)) => repeats(w, budget),
        (None, None) => repeats(&c.wide(), budget),
    };
    match repeats {
        Err(found) => return Choice::Found(found),
        Ok(false) => return Choice::Plain(false),
        Ok(true) if gated => return Choice::Plain(true),
        Ok(true) => {}
    }
    let mut plain = Probe::new();
    match model(x, false, 1, None)
        .0
        .probe(&mut plain)
        .and_then(allowance)
    {
        Some(most) => Choice::Sweep(most),
        None => Choice::Plain(false),
    }
}

/// The states the sweep may go through where the plain search's probe did `part` of its tree
/// in `PLAIN_PROBE` nodes; `None` where the plain search is quick.
fn allowance(part: f64) -> Option<u64> {
    // (A part of 0 done: an estimate past every bound, which the cast must not meet.)
    let most = PLAIN_PROBE as f64 / part / SHARE;
    match most >= PLAIN / SHARE {
        true if most < std::u64::MAX as f64 => Some(most as u64),
        true => Some(std::u64::MAX),
        false => None,
    }
}

/// Whether the depth-first memo on `m`, in its first `MEMO_PROBE` states, found one move looked
/// up in `HITS` in its table; or the count, if it found it.
fn repeats<M: Layered>(m: &M, budget: usize) -> Result<bool, Big> {
    let mut memo = Memo::new(m, budget);
    match memo.count(0, &vec![0; m.words()], MEMO_PROBE) {
        Some(found) => Err(found),
        None => Ok(memo.hits * HITS >= memo.lookups),
    }
}

/// Where the count decides for itself, a narrow model whose sweep's moves are at most this
/// (`Model::moves`, a bound) is swept with no probe: so few cost less than the probes would
/// (Bell(14)'s sets, the boards of dominoes up to 14x14 and the 6x100 board).
const SMALL: f64 = (1u64 << 22) as f64;

/// The count by the sweep, or the draws asked for by the depth-first memo, printed into
/// `out`; or the plain search's, where the count decides against the sweep.
fn by_sweep(x: &Arc<Xcc>, modes: Modes, out: &mut Vec<u8>, log: &mut Log) {
    let counted = match swept(x, modes, out, log) {
        Some(c) => c,
        None => return,
    };
    out.extend_from_slice(format!("{}\n", counted.found.decimal()).as_bytes());
    if modes.report {
        log.note(format!(
            "{} solutions, {} states, at most {} in a level ({} bytes)",
            counted.found.decimal(),
            counted.states,
            counted.widest,
            counted.bytes
        ));
    }
}

/// The count by the sweep (or the draws' count, the draws printed into `out`), or `None` where
/// the plain search counted instead (its output in `out`).
fn swept(x: &Arc<Xcc>, modes: Modes, out: &mut Vec<u8>, log: &mut Log) -> Option<Counted> {
    let c = Counting::of(x);
    if modes.samples > 0 {
        let wide = c.wide();
        let mut memo = Memo::new(&wide, modes.budget);
        let found = memo
            .count(0, &vec![0; wide.words()], !0)
            .unwrap_or_default();
        let mut rng = Rng(modes.seed);
        for _ in 0..if found.is_zero() { 0 } else { modes.samples } {
            for o in memo.sample(|| rng.bits()).unwrap_or_default() {
                print_option(x, o, out);
            }
            out.push(b'\n');
        }
        let states = memo.nodes;
        return Some(Counted {
            found,
            states,
            ..Counted::default()
        });
    }
    if modes.sweep.is_some() {
        return c.sweep(None, &modes, std::u64::MAX);
    }
    if let Some(ref m) = c.narrow {
        // Few states at most: the sweep costs less than the probes would.
        if m.moves() <= SMALL {
            return c.sweep(None, &modes, std::u64::MAX);
        }
    }
    // The wide model only where there is no narrow one (the probe and the sweep take either).
    let wide = match c.narrow {
        Some(_) => None,
        None => Some(c.wide()),
    };
    let gated = modes.threads == 1 && modes.part.is_none() && x.bounds.is_empty();
    let most = match pays(x, &c, wide.as_ref(), modes.budget, gated) {
        Choice::Sweep(most) => most,
        // The probe counted all: the whole count is part 0's (no binding moved in a guard:
        // Rust 1.33 refuses it).
        Choice::Found(found) => {
            let first = modes.part.map_or(true, |p| p.1 == 0);
            return Some(Counted {
                found: if first { found } else { Big::default() },
                ..Counted::default()
            });
        }
        Choice::Plain(gated) => plain(x, modes, out, log, gated)?,
    };
    let counted = c.sweep(wide.as_ref(), &modes, most);
    if counted.is_none() {
        // Past its states: the plain search counts.
        plain(x, modes, out, log, false);
    }
    counted
}

/// What a count by the sweep gives: the solutions, the states gone through, the most in one
/// level and the most bytes the levels held.
#[derive(Default)]
struct Counted {
    found: Big,
    states: u64,
    widest: usize,
    bytes: usize,
}

/// Option `o` of the input printed as a line: its items, a coloured one as `name:colour`.
fn print_option(x: &Xcc, o: usize, out: &mut Vec<u8>) {
    for (k, &(i, c)) in x.option(o).iter().enumerate() {
        out.extend_from_slice(if k > 0 { b" " } else { b"" });
        out.extend_from_slice(&x.names[i]);
        if c > 0 {
            out.push(b':');
            out.extend_from_slice(&x.colours[c as usize - 1]);
        }
    }
    out.push(b'\n');
}

fn main() {
    if std::env::args_os().skip(1).any(|a| a == "h") || terminal() {
        use std::io::Write;
        let _ = std::io::stdout().write_all(MODES.as_bytes());
        return;
    }
    if std::env::args_os().skip(1).any(|a| a == "+") {
        return run("xcc", add);
    }
    run("xcc", solve);
}

// rustc before 1.65 calls the blocks' `unsafe {}` inside an `unsafe fn` unused; 2024 wants them.
#[allow(unused_unsafe)]
#[rustfmt::skip]
mod lib {
// ---- BEGIN blocks: knuth dlx x pair prune colours mcc costs bignum count count_threads wide depth_first exact narrow_order rng parallel log ----
// -- knuth (src/knuth.rs) --
#[derive(Debug, Default, PartialEq)]
pub struct Xcc {
	pub names: Vec<Vec<u8>>,
	pub primary: usize,
	pub entries: Vec<(usize, u32)>,
	pub ends: Vec<usize>,
	pub colours: Vec<Vec<u8>>,
	pub bounds: Vec<(u32, u32)>,
	pub costs: Vec<u64>,
	pub ignored: Vec<usize>,
}
pub const MAX_ENTRIES: usize = 1 << 24;
pub const MAX_BOUND: u64 = (1 << 31) - 1;
pub const MAX_COST: u64 = (1 << 63) - 1;
impl Xcc {
	pub fn option(&self, k: usize) -> &[(usize, u32)] {
		let start = if k == 0 { 0 } else { self.ends[k - 1] };
		&self.entries[start..self.ends[k]]
	}
}
fn name_ok(w: &[u8]) -> bool {
	!w.is_empty()
		&& w.len() <= 8
		&& w.iter()
			.all(|&b| b > b' ' && b < 0x7f && b != b':' && b != b'|')
}
fn decimal(w: &[u8]) -> Option<u64> {
	if w.is_empty() || !w.iter().all(u8::is_ascii_digit) {
		return None;
	}
	Some(w.iter().fold(0u64, |n, &d| {
		n.saturating_mul(10).saturating_add(u64::from(d - b'0'))
	}))
}
type Bounds = Option<(u32, u32)>;
fn item(w: &[u8], primary: bool, at: usize) -> Result<(&[u8], Bounds), String> {
	let bar = match w.iter().position(|&b| b == b'|') {
		Some(p) if p > 0 => p,
		_ => {
			return match w.iter().position(|&b| b == b':') {
				Some(p) if primary && decimal(&w[..p]).is_some() => Err(format!(
					"line {}: item {} has a lower bound but no upper bound (a:b|name)",
					at,
					show(&w[p + 1..])
				)),
				_ => Ok((w, None)),
			}
		}
	};
	let name = &w[bar + 1..];
	if !primary {
		return Err(format!(
			"line {}: secondary item {} has bounds",
			at,
			show(name)
		));
	}
	let number = |v: &[u8]| match decimal(v) {
		Some(n) if n <= MAX_BOUND => Ok(n as u32),
		_ => Err(format!(
			"line {}: bound {} of item {} is not a number from 0 to {}",
			at,
			show(v),
			show(name),
			MAX_BOUND
		)),
	};
	let (a, b) = match w[..bar].iter().position(|&b| b == b':') {
		Some(p) => (number(&w[..p])?, number(&w[p + 1..bar])?),
		None => (number(&w[..bar])?, number(&w[..bar])?),
	};
	if b == 0 {
		Err(format!(
			"line {}: item {} has upper bound 0",
			at,
			show(name)
		))
	} else if a > b {
		Err(format!(
			"line {}: item {} has lower bound {} above its upper bound {}",
			at,
			show(name),
			a,
			b
		))
	} else {
		Ok((name, Some((a, b))))
	}
}
fn show(w: &[u8]) -> String {
	let cut = &w[..w.len().min(20)];
	let s: String = cut
		.iter()
		.map(|&b| if b > b' ' && b < 0x7f { b as char } else { '?' })
		.collect();
	format!("'{}{}'", s, if cut.len() < w.len() { "..." } else { "" })
}
pub fn read_xcc(input: &[u8]) -> Result<Xcc, String> {
	let input = if input.starts_with(b"\xEF\xBB\xBF") {
		&input[3..]
	} else {
		input
	};
	let mut r = Reader::default();
	for (k, line) in input.split(|&b| b == b'\n').enumerate() {
		let words: Vec<&[u8]> = line
			.split(|b| b.is_ascii_whitespace())
			.filter(|w| !w.is_empty())
			.collect();
		if words.is_empty() || words[0].starts_with(b"|") {
			continue;
		}
		if r.items_read {
			r.option(&words, k + 1)?;
		} else {
			r.items(&words, k + 1)?;
		}
	}
	if !r.items_read {
		return Err("no line of items: the input is empty or all comments".to_string());
	}
	Ok(r.x)
}
#[derive(Default)]
struct Reader {
	x: Xcc,
	items_read: bool,
	index: std::collections::HashMap<Vec<u8>, usize>,
	last_in: Vec<usize>,
	total: u64,
}
impl Reader {
	fn items(&mut self, words: &[&[u8]], at: usize) -> Result<(), String> {
		let x = &mut self.x;
		let bar = words.iter().position(|&w| w == b"|");
		x.primary = bar.unwrap_or(words.len());
		let mut bounded = false;
		for (j, &w) in words.iter().enumerate().filter(|&(j, _)| Some(j) != bar) {
			let (w, b) = item(w, j < x.primary, at)?;
			if !name_ok(w) {
				return Err(format!(
					"line {}: item name {} is not 1-8 characters without ':' or '|'",
					at,
					show(w)
				));
			}
			if self.index.insert(w.to_vec(), x.names.len()).is_some() {
				return Err(format!("line {}: item {} is named twice", at, show(w)));
			}
			x.names.push(w.to_vec());
			if j < x.primary {
				bounded |= b.is_some();
				x.bounds.push(b.unwrap_or((1, 1)));
			}
		}
		if !bounded {
			x.bounds.clear();
		}
		self.last_in = vec![0; x.names.len()];
		self.items_read = true;
		Ok(())
	}
	fn option(&mut self, words: &[&[u8]], at: usize) -> Result<(), String> {
		let start = self.x.entries.len();
		let mut cost = None;
		for &w in words {
			if w[0] == b'|' {
				cost = Some(cost.unwrap_or(0) + self.cost(w, at)?);
			} else {
				self.entry(w, at)?;
			}
		}
		let x = &mut self.x;
		if x.entries[start..].iter().all(|&(i, _)| i >= x.primary) {
			x.entries.truncate(start);
			x.ignored.push(at);
			return Ok(());
		}
		if x.entries.len() > MAX_ENTRIES {
			return Err(format!(
				"line {}: more than {} entries: too large",
				at, MAX_ENTRIES
			));
		}
		if cost.is_some() || !x.costs.is_empty() {
			x.costs.resize(x.ends.len(), 0);
			x.costs.push(cost.unwrap_or(0));
		}
		x.ends.push(x.entries.len());
		Ok(())
	}
	fn cost(&mut self, w: &[u8], at: usize) -> Result<u64, String> {
		let n = match decimal(&w[1..]) {
			Some(n) => n,
			None => {
				return Err(format!(
					"line {}: cost {} is not '|' and a decimal number",
					at,
					show(w)
				))
			}
		};
		self.total = self.total.saturating_add(n);
		if self.total > MAX_COST {
			return Err(format!(
				"line {}: the options' costs add up to more than {}",
				at, MAX_COST
			));
		}
		Ok(n)
	}
	fn entry(&mut self, w: &[u8], at: usize) -> Result<(), String> {
		let (name, colour) = match w.iter().position(|&b| b == b':') {
			Some(p) => (&w[..p], Some(&w[p + 1..])),
			None => (w, None),
		};
		let i = match self.index.get(name) {
			Some(&i) => i,
			None => return Err(format!("line {}: unknown item {}", at, show(name))),
		};
		if self.last_in[i] == at {
			return Err(format!(
				"line {}: item {} twice in one option",
				at,
				show(name)
			));
		}
		let c = match colour {
			None => 0,
			Some(_) if i < self.x.primary => {
				return Err(format!(
					"line {}: primary item {} has a colour",
					at,
					show(name)
				))
			}
			Some(c) => self.colour(c, at)?,
		};
		self.last_in[i] = at;
		self.x.entries.push((i, c));
		Ok(())
	}
	fn colour(&mut self, c: &[u8], at: usize) -> Result<u32, String> {
		if !name_ok(c) {
			return Err(format!(
				"line {}: colour {} is not 1-8 characters without ':' or '|'",
				at,
				show(c)
			));
		}
		let colours = &mut self.x.colours;
		Ok(match colours.iter().position(|k| &k[..] == c) {
			Some(p) => p as u32 + 1,
			None => {
				colours.push(c.to_vec());
				colours.len() as u32
			}
		})
	}
}
// -- dlx (src/dlx.rs) --
#[derive(Default)]
pub struct Dlx {
	llink: Vec<u32>,
	rlink: Vec<u32>,
	ulink: Vec<u32>,
	dlink: Vec<u32>,
	top: Vec<u32>,
	items: usize,
	primary: u32,
	first: Vec<u32>,
	levels: Levels,
	depth: usize,
	trail: Vec<u32>,
	notes: Vec<u32>,
	now: Marks,
	active: Vec<u64>,
	searching: bool,
}
#[derive(Clone, Copy, Default, PartialEq)]
struct Marks {
	trail: u32,
	noted: u32,
}
#[derive(Clone, Copy, Default)]
struct Level {
	item: u32,
	node: u32,
	before: Marks,
	after: Marks,
}
struct Levels(Vec<Level>);
impl Default for Levels {
	fn default() -> Levels {
		Levels(vec![Level::default()])
	}
}
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
	On,
	Back,
	Stop,
}
pub trait Strategy {
	type Kind;
	fn choose(&mut self, d: &mut Dlx) -> (u32, u32);
	fn next(&mut self, d: &mut Dlx, first: bool) -> bool;
	fn retract(&mut self, d: &mut Dlx);
	fn close(&mut self, d: &mut Dlx, item: u32);
	fn leave(&mut self, d: &mut Dlx);
}
pub trait Visit<K> {
	fn enter(&mut self, _: &mut Dlx) -> Step {
		Step::On
	}
	fn branch(&mut self, _: &Dlx, _: usize) -> Step {
		Step::On
	}
	fn leave(&mut self, _: &mut Dlx) {}
	fn solution(&mut self, d: &Dlx) -> Step;
}
impl Dlx {
	pub fn new(primary: usize, secondary: usize) -> Dlx {
		let mut d = Dlx::default();
		d.reset(primary, secondary);
		d
	}
	pub fn reset(&mut self, primary: usize, secondary: usize) {
		assert!(!self.searching, "changed in a search");
		assert!(primary + secondary < 1 << 29, "too many items");
		let n = (primary + secondary) as u32;
		self.items = n as usize;
		self.primary = primary as u32;
		self.active.clear();
		self.active.resize(n as usize / 64 + 1, 0);
		(1..=self.primary).for_each(|h| self.activate(h));
		self.ulink.clear();
		self.ulink.extend(0..n + 1);
		self.dlink.clone_from(&self.ulink);
		self.llink.clone_from(&self.ulink);
		self.rlink.clone_from(&self.ulink);
		self.top.clear();
		self.top.resize(n as usize + 1, 0);
		self.first.clear();
	}
	pub fn add_option(&mut self, items: &[usize]) -> Option<usize> {
		assert!(!self.searching, "changed in a search");
		if items.is_empty() {
			return None;
		}
		assert!(
			items.iter().all(|&i| i < self.items),
			"an item out of range"
		);
		let twice = (1..items.len()).any(|k| items[..k].contains(&items[k]));
		assert!(!twice, "an item twice");
		let (start, end) = (self.top.len(), self.top.len() + items.len());
		assert!(end < 1 << 31, "too many nodes");
		for (x, h) in (start..).zip(items.iter().map(|&i| i + 1)) {
			let last = self.ulink[h];
			self.top.push(h as u32);
			self.ulink.push(last);
			self.dlink.push(h as u32);
			self.dlink[last as usize] = x as u32;
			self.ulink[h] = x as u32;
			self.top[h] += 1;
			self.llink
				.push(if x == start { end - 1 } else { x - 1 } as u32);
			self.rlink
				.push(if x + 1 == end { start } else { x + 1 } as u32);
		}
		self.first.push(start as u32);
		Some(self.first.len() - 1)
	}
	fn activate(&mut self, h: u32) {
		self.active[h as usize / 64] |= ((h <= self.primary) as u64) << (h % 64);
	}
	fn begin(&mut self) {
		assert!(!self.searching, "a search in a search");
		self.searching = true;
		self.trail.resize(self.top.len().next_power_of_two(), 0);
		self.notes
			.resize((2 * self.items + 2).next_power_of_two(), 0);
	}
	fn deepest(&self) -> Level {
		// SAFETY: `depth < levels.len()` (the invariant).
		unsafe { *self.levels.0.get_unchecked(self.depth) }
	}
	fn deepest_mut(&mut self) -> &mut Level {
		// SAFETY: as in `deepest`.
		unsafe { self.levels.0.get_unchecked_mut(self.depth) }
	}
	pub fn search<S: Strategy, V: Visit<S::Kind>>(&mut self, s: &mut S, v: &mut V) {
		self.begin();
		let mut step;
		'node: loop {
			step = v.enter(self);
			if step == Step::On {
				let (h, ways) = s.choose(self);
				if h == 0 {
					step = v.solution(self);
				} else if ways == 1
					|| ways > 1 && {
						step = v.branch(self, h as usize - 1);
						step == Step::On
					}
				{
					let (before, item) = (self.now, h.min(self.items as u32));
					self.depth += 1;
					if self.depth == self.levels.0.len() {
						self.levels.0.push(Level::default());
					}
					*self.deepest_mut() = Level {
						item,
						node: item,
						before,
						after: before,
					};
					if s.next(self, true) {
						continue 'node;
					}
					s.close(self, item);
					debug_assert!(self.now == before);
					self.depth -= 1;
				} else if ways == 0 {
					step = Step::Back;
				}
				s.leave(self);
				v.leave(self);
			}
			while self.depth > 0 {
				s.retract(self);
				debug_assert!(self.now == self.deepest().after);
				if step != Step::Stop && s.next(self, false) {
					continue 'node;
				}
				let item = self.deepest().item;
				s.close(self, item);
				debug_assert!(self.now == self.deepest().before);
				self.depth -= 1;
				s.leave(self);
				v.leave(self);
			}
			break;
		}
		self.searching = false;
	}
}
/// # Safety
///
/// `i < v.len()`: `i` is a node number and `v` an array of `Dlx` indexed by node, whose
/// invariant keeps both so.
unsafe fn get(v: &[u32], i: u32) -> u32 {
	debug_assert!((i as usize) < v.len());
	// SAFETY: as the caller promises.
	unsafe { *v.get_unchecked(i as usize) }
}
/// # Safety
///
/// As for `get`.
unsafe fn set(v: &mut [u32], i: u32, x: u32) {
	debug_assert!((i as usize) < v.len());
	// SAFETY: as the caller promises.
	unsafe { *v.get_unchecked_mut(i as usize) = x }
}
impl Dlx {
	pub fn option_of(&self, x: u32) -> usize {
		self.first.binary_search(&x).unwrap_or_else(|k| k - 1)
	}
}
impl Dlx {
	pub fn each_active(&self, mut f: impl FnMut(u32, u32) -> bool) -> bool {
		self.active.iter().enumerate().all(|(w, &b)| {
			let mut bits = b;
			while bits != 0 {
				let h = w as u32 * 64 + bits.trailing_zeros();
				// SAFETY: an active bit is a primary item's header (the invariant).
				if !f(h, unsafe { get(&self.top, h) }) {
					return false;
				}
				bits &= bits - 1;
			}
			true
		})
	}
}
impl Dlx {
	pub fn option(&self, o: usize) -> std::ops::Range<usize> {
		let f = self.first[o] as usize;
		f..self.llink[f] as usize + 1
	}
}
impl Dlx {
	pub fn depth(&self) -> usize {
		self.depth
	}
}
impl Dlx {
	pub fn node(&self, l: usize) -> u32 {
		self.levels.0[1..=self.depth][l].node
	}
}
impl Dlx {
	pub fn primary(&self) -> usize {
		self.primary as usize
	}
	pub fn items(&self) -> usize {
		self.items
	}
	pub fn options(&self) -> usize {
		self.first.len()
	}
}
impl Dlx {
	pub fn nodes(&self) -> usize {
		self.top.len()
	}
}
impl Dlx {
	pub fn top(&self, x: u32) -> u32 {
		self.top[x as usize]
	}
}
impl Dlx {
	pub fn down(&self, x: u32) -> u32 {
		self.dlink[x as usize]
	}
}
impl Dlx {
	pub fn up(&self, x: u32) -> u32 {
		self.ulink[x as usize]
	}
	pub fn right(&self, x: u32) -> u32 {
		self.rlink[x as usize]
	}
	pub fn len(&self, h: u32) -> u32 {
		self.top[h as usize]
	}
	pub fn is_active(&self, h: u32) -> bool {
		self.active
			.get(h as usize / 64)
			.map_or(false, |w| w >> (h % 64) & 1 == 1)
	}
	#[inline]
	pub fn others(&mut self, x: u32, f: impl FnMut(&mut Dlx, u32, u32)) {
		self.walk(x, true, f)
	}
	#[inline]
	pub fn others_back(&mut self, x: u32, f: impl FnMut(&mut Dlx, u32, u32)) {
		self.walk(x, false, f)
	}
	#[inline]
	fn walk(&mut self, x: u32, right: bool, mut f: impl FnMut(&mut Dlx, u32, u32)) {
		assert!(
			self.searching && (x as usize) < self.top.len(),
			"not a node"
		);
		let next = |d: &Dlx, q: u32| {
			// SAFETY: `q` is a node number: `x`, checked, or one read from the links, which no
			// call of `f` can shrink (nothing is rebuilt in a search).
			unsafe { get(if right { &d.rlink } else { &d.llink }, q) }
		};
		let mut q = next(self, x);
		while q != x {
			// SAFETY: as in `next`.
			let h = unsafe { get(&self.top, q) };
			f(self, q, h);
			q = next(self, q);
		}
	}
	pub fn each_up(&self, h: u32, mut f: impl FnMut(u32) -> bool) {
		let mut q = self.ulink[h as usize];
		while q != h && f(q) {
			// SAFETY: the links are node numbers.
			q = unsafe { get(&self.ulink, q) };
		}
	}
}
impl Dlx {
	#[inline]
	pub fn set_node(&mut self, x: u32) {
		assert!((x as usize) < self.top.len(), "not a node");
		self.deepest_mut().node = x;
	}
}
// -- x (src/dlx.rs) --
pub enum Exact {}
/// # Safety
///
/// `choose` returns an active primary item's header, or 0: Algorithm X reads it unchecked.
pub unsafe trait Order {
	const NOTES: bool = false;
	fn choose(d: &Dlx) -> u32;
}
pub trait Commit {
	/// # Safety
	///
	/// `x` is a node number of `d`: one read from its links.
	unsafe fn commit<O: Order>(&mut self, d: &mut Dlx, x: u32);
}
impl Commit for () {
	#[inline]
	unsafe fn commit<O: Order>(&mut self, d: &mut Dlx, x: u32) {
		// SAFETY: `x` is a node number, as the caller promises; the links and a node's `top`
		// are too (the invariant).
		unsafe {
			let mut q = get(&d.rlink, x);
			while q != x {
				let h = get(&d.top, q);
				d.cover::<O>(h);
				q = get(&d.rlink, q);
			}
		}
	}
}
pub struct X<O, C>(pub O, pub C);
impl<O: Order, C: Commit> Strategy for X<O, C> {
	type Kind = Exact;
	#[inline]
	fn choose(&mut self, d: &mut Dlx) -> (u32, u32) {
		let h = O::choose(d);
		// SAFETY: the choice is a header or 0, as `Order` promises.
		(h, unsafe { get(&d.top, h) })
	}
	#[inline(always)]
	fn next(&mut self, d: &mut Dlx, first: bool) -> bool {
		let Level { item, node, .. } = d.deepest();
		if first {
			// SAFETY: a level's item is a header (the invariant).
			unsafe { d.cover::<O>(item) };
		}
		// SAFETY: a level's node is a node number (the invariant).
		let y = unsafe { get(&d.dlink, node) };
		if y == item {
			return false;
		}
		let now = d.now;
		{
			let level = d.deepest_mut();
			if first {
				level.after = now;
			}
			level.node = y;
		}
		// SAFETY: `y` was read from the links.
		unsafe { self.1.commit::<O>(d, y) };
		true
	}
	#[inline]
	fn retract(&mut self, d: &mut Dlx) {
		d.retract()
	}
	#[inline]
	fn close(&mut self, d: &mut Dlx, item: u32) {
		let before = d.deepest().before;
		d.undo(before);
		d.activate(item);
	}
	#[inline]
	fn leave(&mut self, _: &mut Dlx) {}
}
impl Dlx {
	/// # Safety
	///
	/// `q` is a node number, below `top.len()`.
	unsafe fn unlink<O: Order>(&mut self, q: u32) {
		// SAFETY: `q` is a node number; the links and a node's `top` are too (the invariant);
		// the masks keep the trail's and the notes' indices below their lengths (powers of two).
		unsafe {
			let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
			set(&mut self.dlink, u, d);
			set(&mut self.ulink, d, u);
			let len = get(&self.top, h).wrapping_sub(1);
			set(&mut self.top, h, len);
			let t = self.now.trail & (self.trail.len() as u32 - 1);
			set(&mut self.trail, t, q);
			self.now.trail += 1;
			if O::NOTES {
				let k = self.now.noted & (self.notes.len() as u32 - 1);
				set(&mut self.notes, k, h);
				self.now.noted += (len <= 1) as u32;
			}
		}
	}
	fn undo(&mut self, m: Marks) {
		while self.now.trail > m.trail {
			self.now.trail -= 1;
			let t = self.now.trail & (self.trail.len() as u32 - 1);
			// SAFETY: the trail's index is masked to its length (a power of two); its entries,
			// the links and a node's `top` are node numbers (the invariant).
			unsafe {
				let q = get(&self.trail, t);
				let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
				set(&mut self.dlink, u, q);
				set(&mut self.ulink, d, q);
				let len = get(&self.top, h);
				set(&mut self.top, h, len.wrapping_add(1));
			}
		}
		self.now.noted = m.noted;
	}
	/// # Safety
	///
	/// `p` is a node number, below `top.len()`.
	unsafe fn hide<O: Order>(&mut self, p: u32) {
		// SAFETY: `p` and the links are node numbers.
		unsafe {
			let mut q = get(&self.rlink, p);
			while q != p {
				self.unlink::<O>(q);
				q = get(&self.rlink, q);
			}
		}
	}
	/// # Safety
	///
	/// `h` is a header, at most `items`.
	#[inline(always)]
	unsafe fn cover<O: Order>(&mut self, h: u32) {
		self.active[h as usize / 64] &= !(1 << (h % 64));
		// SAFETY: `h` and the links are node numbers.
		unsafe {
			let mut p = get(&self.dlink, h);
			for _ in 0..get(&self.top, h) {
				self.hide::<O>(p);
				p = get(&self.dlink, p);
			}
		}
	}
	#[inline]
	fn retract(&mut self) {
		let Level { node, after, .. } = self.deepest();
		self.undo(after);
		// SAFETY: a level's node, the links and a node's `top` are node numbers (the invariant).
		unsafe {
			let mut q = get(&self.llink, node);
			while q != node {
				let h = get(&self.top, q);
				self.activate(h);
				q = get(&self.llink, q);
			}
		}
	}
	fn fewest(&self, stop: u32) -> u32 {
		let (mut best, mut min) = (0, !0);
		for (w, &b) in self.active.iter().enumerate() {
			let mut bits = b;
			while bits != 0 {
				let h = w as u32 * 64 + bits.trailing_zeros();
				// SAFETY: an active bit is a primary item's header (the invariant).
				let len = unsafe { get(&self.top, h) };
				if len < min {
					best = h;
					min = len;
					if min <= stop {
						return best;
					}
				}
				bits &= bits - 1;
			}
		}
		best
	}
}
pub struct Mrv;
unsafe impl Order for Mrv {
	fn choose(d: &Dlx) -> u32 {
		d.fewest(0)
	}
}
impl Dlx {
	pub fn remove_option(&mut self, o: usize, linked: bool) -> bool {
		if o >= self.first.len() {
			return false;
		}
		let nodes = self.option(o);
		let (first, end) = (nodes.start as u32, nodes.end as u32);
		// SAFETY: an option's nodes, and the links, are node numbers (the invariant).
		unsafe {
			if !linked {
				for q in first..end {
					let (u, d) = (get(&self.ulink, q), get(&self.dlink, q));
					if get(&self.dlink, u) != q || get(&self.ulink, d) != q {
						return false;
					}
				}
			}
			for q in first..end {
				let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
				set(&mut self.dlink, u, d);
				set(&mut self.ulink, d, u);
				let len = get(&self.top, h);
				set(&mut self.top, h, len.wrapping_sub(1));
			}
		}
		true
	}
	pub fn restore_option(&mut self, o: usize) {
		let nodes = self.option(o);
		// SAFETY: as in `remove_option`.
		unsafe {
			for q in (nodes.start as u32..nodes.end as u32).rev() {
				let (u, d, h) = (get(&self.ulink, q), get(&self.dlink, q), get(&self.top, q));
				set(&mut self.dlink, u, q);
				set(&mut self.ulink, d, q);
				let len = get(&self.top, h);
				set(&mut self.top, h, len.wrapping_add(1));
			}
		}
	}
}
impl Dlx {
	#[inline]
	pub fn level(&self) -> (u32, u32) {
		let l = self.deepest();
		(l.item, l.node)
	}
	#[inline]
	pub fn begin_move(&mut self) {
		let now = self.now;
		self.deepest_mut().after = now;
	}
	#[inline]
	pub fn retract_move(&mut self) {
		let after = self.deepest().after;
		self.undo(after);
	}
	#[inline]
	pub fn retract_level(&mut self) {
		let before = self.deepest().before;
		self.undo(before);
	}
	#[inline]
	pub fn cover_item<O: Order>(&mut self, h: u32) {
		assert!(
			self.searching && h as usize <= self.items,
			"no item to cover"
		);
		// SAFETY: `h` is a header, checked.
		unsafe { self.cover::<O>(h) }
	}
	#[inline]
	pub fn tweak<O: Order>(&mut self, x: u32, hide: bool) {
		assert!(
			self.searching && (x as usize) < self.top.len(),
			"not a node"
		);
		// SAFETY: `x` is a node number, checked.
		unsafe {
			self.unlink::<O>(x);
			if hide {
				self.hide::<O>(x);
			}
		}
	}
	#[inline]
	pub fn activate_item(&mut self, h: u32) {
		self.activate(h)
	}
	#[inline]
	pub fn deactivate(&mut self, h: u32) {
		self.active[h as usize / 64] &= !(1 << (h % 64));
	}
}
impl Dlx {
	#[inline]
	pub fn purify<O: Order, F: FnMut(u32) -> bool>(&mut self, x: u32, mut keep: F) {
		assert!(
			self.searching && (x as usize) < self.top.len(),
			"not a node"
		);
		// SAFETY: `x` is a node number, checked; the links and a node's `top` are too.
		unsafe {
			let h = get(&self.top, x);
			let mut r = get(&self.dlink, h);
			for _ in 0..get(&self.top, h) {
				let next = get(&self.dlink, r);
				if !keep(r) {
					self.hide::<O>(r);
					self.unlink::<O>(r);
				}
				r = next;
			}
		}
	}
}
// -- pair (src/dlx.rs) --
impl<K, A: Visit<K>, B: Visit<K>> Visit<K> for (A, B) {
	fn enter(&mut self, dlx: &mut Dlx) -> Step {
		let step = self.0.enter(dlx);
		if step != Step::On {
			return step;
		}
		let step = self.1.enter(dlx);
		if step != Step::On {
			self.0.leave(dlx);
		}
		step
	}
	fn branch(&mut self, dlx: &Dlx, item: usize) -> Step {
		match self.0.branch(dlx, item) {
			Step::On => self.1.branch(dlx, item),
			step => step,
		}
	}
	fn leave(&mut self, dlx: &mut Dlx) {
		self.1.leave(dlx);
		self.0.leave(dlx);
	}
	fn solution(&mut self, dlx: &Dlx) -> Step {
		let (a, b) = (self.0.solution(dlx), self.1.solution(dlx));
		if a == Step::Stop || b == Step::Stop {
			Step::Stop
		} else {
			Step::On
		}
	}
}
// -- prune (src/prune.rs) --
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Verdict {
	Live,
	Dead,
}
pub trait Rule<K = Exact> {
	const LINKED: bool;
	fn prune(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> Verdict;
	fn solution(&mut self, dlx: &Dlx) -> Step;
}
pub struct Prune<R> {
	pub rule: R,
	trail: Vec<usize>,
	marks: Vec<usize>,
	dead: Vec<usize>,
}
impl<R> Prune<R> {
	pub fn new(rule: R) -> Prune<R> {
		Prune {
			rule,
			trail: Vec::new(),
			marks: Vec::new(),
			dead: Vec::new(),
		}
	}
}
impl<K, R: Rule<K>> Visit<K> for Prune<R> {
	fn enter(&mut self, d: &mut Dlx) -> Step {
		self.dead.clear();
		if self.rule.prune(d, &mut self.dead) == Verdict::Dead {
			return Step::Back;
		}
		self.marks.push(self.trail.len());
		for &o in &self.dead {
			if d.remove_option(o, R::LINKED) {
				self.trail.push(o);
			}
		}
		Step::On
	}
	fn leave(&mut self, d: &mut Dlx) {
		let mark = self.marks.pop().unwrap_or(0);
		while self.trail.len() > mark {
			if let Some(o) = self.trail.pop() {
				d.restore_option(o);
			}
		}
	}
	fn solution(&mut self, d: &Dlx) -> Step {
		self.rule.solution(d)
	}
}
pub struct Lookahead {
	words: usize,
	max_len: u32,
	min_options: u32,
	of_item: Vec<u64>,
	clash: Vec<u64>,
	active: Vec<u64>,
	path: Vec<u32>,
	valid: usize,
	items: Vec<usize>,
	live: Vec<usize>,
	dead: Vec<u64>,
	gone: Vec<u64>,
	meet: Vec<u64>,
}
pub trait Entry: Copy {
	fn item(self) -> usize;
	fn colour(self) -> u32;
}
impl Entry for (usize, u32) {
	fn item(self) -> usize {
		self.0
	}
	fn colour(self) -> u32 {
		self.1
	}
}
impl Lookahead {
	pub fn if_it_pays<E: Entry>(
		primary: usize,
		options: &[&[E]],
		ones: usize,
	) -> Option<Lookahead> {
		if options.len() <= 4096 && ones / 64 >= primary {
			Some(Lookahead::new(primary, options, 28, 100))
		} else {
			None
		}
	}
	pub fn new<E: Entry>(
		primary: usize,
		options: &[&[E]],
		max_len: u32,
		min_options: u32,
	) -> Lookahead {
		let n = options.len();
		let w = (n + 63) / 64;
		let mut of_item = vec![0u64; primary * w];
		let mut of_colour = std::collections::HashMap::new();
		for (p, items) in options.iter().enumerate() {
			for e in items.iter() {
				let (i, bit) = (e.item(), 1 << (p % 64));
				if i < primary {
					of_item[i * w + p / 64] |= bit;
				} else {
					for &c in &[0, e.colour()] {
						of_colour.entry((i, c)).or_insert_with(|| vec![0u64; w])[p / 64] |= bit;
					}
				}
			}
		}
		let mut clash = vec![0u64; n * w];
		for (p, items) in options.iter().enumerate() {
			let row = &mut clash[p * w..(p + 1) * w];
			row[p / 64] |= 1 << (p % 64);
			for e in items.iter() {
				let (i, c) = (e.item(), e.colour());
				if i < primary {
					for (r, &x) in row.iter_mut().zip(&of_item[i * w..(i + 1) * w]) {
						*r |= x;
					}
				} else {
					let all = &of_colour[&(i, 0)];
					let same = of_colour.get(&(i, c)).filter(|_| c > 0);
					for (t, r) in row.iter_mut().enumerate() {
						*r |= all[t] & !same.map_or(0, |s| s[t]);
					}
				}
			}
		}
		let mut active = vec![0u64; (primary + 1) * w];
		for (t, a) in active[..w].iter_mut().enumerate() {
			let bits = n - 64 * t;
			*a = if bits >= 64 { !0 } else { (1 << bits) - 1 };
		}
		Lookahead {
			words: w,
			max_len,
			min_options,
			of_item,
			clash,
			active,
			path: vec![0; primary],
			valid: 0,
			items: Vec::new(),
			live: Vec::new(),
			dead: vec![0; w],
			gone: vec![0; w],
			meet: vec![0; w],
		}
	}
}
impl Lookahead {
	fn follow(&mut self, d: &Dlx) {
		let (w, depth) = (self.words, d.depth());
		let mut l = 0;
		while l < depth && l < self.valid && self.path[l] == d.node(l) {
			l += 1;
		}
		for l in l..depth {
			let x = d.node(l);
			self.path[l] = x;
			let o = d.option_of(x);
			for t in 0..w {
				self.active[(l + 1) * w + t] = self.active[l * w + t] & !self.clash[o * w + t];
			}
		}
		self.valid = depth;
	}
	fn round(&mut self, depth: usize, first: bool) -> Option<bool> {
		let w = self.words;
		let (of_item, clash, items) = (&self.of_item, &self.clash, &self.items);
		let (dead, gone, meet, live) = (&mut self.dead, &self.gone, &mut self.meet, &self.live);
		let a = &self.active[depth * w..(depth + 1) * w];
		for &t in live.iter() {
			dead[t] = 0;
		}
		let mut any = false;
		for &i in items.iter() {
			let own = &of_item[i * w..(i + 1) * w];
			if !first && live.iter().all(|&t| gone[t] & own[t] == 0) {
				continue;
			}
			let mut seen = false;
			let mut meets = true;
			'options: for &t in live.iter() {
				let mut bits = a[t] & own[t];
				while bits != 0 {
					let p = t * 64 + bits.trailing_zeros() as usize;
					bits &= bits - 1;
					let clash = &clash[p * w..(p + 1) * w];
					let mut any_left = 0;
					if seen {
						for (m, &c) in meet.iter_mut().zip(clash) {
							*m &= c;
							any_left |= *m;
						}
					} else {
						for (m, (&c, (&x, &o))) in
							meet.iter_mut().zip(clash.iter().zip(a.iter().zip(own)))
						{
							*m = c & x & !o;
							any_left |= *m;
						}
					}
					seen = true;
					if any_left == 0 {
						meets = false;
						break 'options;
					}
				}
			}
			if !seen {
				return None;
			}
			if meets {
				for &t in live.iter() {
					dead[t] |= meet[t];
				}
				any = true;
			}
		}
		Some(any)
	}
}
impl Lookahead {
	fn read(&mut self, d: &Dlx, depth: usize) -> Option<Verdict> {
		let w = self.words;
		{
			let (live, a) = (&mut self.live, &self.active[depth * w..(depth + 1) * w]);
			live.clear();
			live.extend((0..w).filter(|&t| a[t] != 0));
			if live.iter().map(|&t| a[t].count_ones()).sum::<u32>() < self.min_options {
				return Some(Verdict::Live);
			}
		}
		let (items, max_len) = (&mut self.items, self.max_len);
		items.clear();
		let some_left = d.each_active(|h, len| {
			if len <= max_len {
				items.push(h as usize - 1);
			}
			len > 0
		});
		if some_left {
			None
		} else {
			Some(Verdict::Dead)
		}
	}
	fn take(&mut self, depth: usize, out: &mut Vec<usize>) {
		let w = self.words;
		let a = &mut self.active[depth * w..(depth + 1) * w];
		for &t in self.live.iter() {
			let mut bits = self.dead[t] & a[t];
			self.gone[t] = bits;
			a[t] &= !bits;
			while bits != 0 {
				out.push(t * 64 + bits.trailing_zeros() as usize);
				bits &= bits - 1;
			}
		}
	}
}
impl Rule for Lookahead {
	const LINKED: bool = false;
	fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
		let depth = d.depth();
		self.follow(d);
		if let Some(v) = self.read(d, depth) {
			return v;
		}
		let mut first = true;
		loop {
			match self.round(depth, first) {
				None => return Verdict::Dead,
				Some(false) => return Verdict::Live,
				Some(true) => self.take(depth, out),
			}
			first = false;
		}
	}
	fn solution(&mut self, _: &Dlx) -> Step {
		Step::On
	}
}
// -- colours (src/colours.rs) --
#[derive(Default)]
pub struct Colours {
	colour: Vec<u32>,
}
impl Colours {
	pub fn paint(&mut self, dlx: &Dlx, o: usize, colours: &[u32]) {
		let nodes = dlx.option(o);
		if self.colour.len() < nodes.end {
			self.colour.resize(nodes.end, 0);
		}
		for (q, &c) in nodes.zip(colours) {
			self.colour[q] = c;
		}
	}
	pub fn of(&self, x: u32) -> u32 {
		self.colour.get(x as usize).cloned().unwrap_or(0)
	}
	pub fn settle<O: Order>(&self, dlx: &mut Dlx, q: u32) {
		match self.of(q) {
			0 => {
				let h = dlx.top(q);
				dlx.cover_item::<O>(h)
			}
			c => dlx.purify::<O, _>(q, |r| self.of(r) == c),
		}
	}
}
impl Commit for Colours {
	unsafe fn commit<O: Order>(&mut self, dlx: &mut Dlx, x: u32) {
		dlx.others(x, |dlx, q, _| self.settle::<O>(dlx, q));
	}
}
// -- bignum (src/bignum.rs) --
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Big(pub Vec<u64>);
impl Big {
	pub fn add(&mut self, other: &Big) {
		if self.0.len() < other.0.len() {
			self.0.resize(other.0.len(), 0);
		}
		let mut carry = 0;
		for (k, w) in self.0.iter_mut().enumerate() {
			let (s, c1) = w.overflowing_add(*other.0.get(k).unwrap_or(&0));
			let (s, c2) = s.overflowing_add(carry);
			*w = s;
			carry = (c1 || c2) as u64;
			if carry == 0 && k >= other.0.len() {
				break;
			}
		}
		if carry > 0 {
			self.0.push(carry);
		}
	}
	pub fn add_word(&mut self, n: u64) {
		let mut carry = n;
		for w in self.0.iter_mut() {
			let (s, c) = w.overflowing_add(carry);
			*w = s;
			carry = c as u64;
			if carry == 0 {
				return;
			}
		}
		if carry > 0 {
			self.0.push(carry);
		}
	}
	pub fn decimal(&self) -> String {
		let (mut words, mut parts) = (self.0.clone(), Vec::new());
		const TEN19: u64 = 10_000_000_000_000_000_000;
		while !words.is_empty() {
			let mut rest = 0u128;
			for w in words.iter_mut().rev() {
				let cur = rest << 64 | u128::from(*w);
				*w = (cur / u128::from(TEN19)) as u64;
				rest = cur % u128::from(TEN19);
			}
			parts.push(rest as u64);
			while words.last() == Some(&0) {
				words.pop();
			}
		}
		let mut s = parts.pop().map_or("0".to_string(), |p| p.to_string());
		for p in parts.iter().rev() {
			s.push_str(&format!("{:019}", p));
		}
		s
	}
}
// -- bignum_arith (src/bignum.rs) --
impl Big {
	pub fn mul_word(&mut self, n: u64) {
		let mut carry = 0u128;
		for w in self.0.iter_mut() {
			let p = u128::from(*w) * u128::from(n) + carry;
			*w = p as u64;
			carry = p >> 64;
		}
		if carry > 0 {
			self.0.push(carry as u64);
		}
		if n == 0 {
			self.0.clear();
		}
	}
	pub fn div_word(&mut self, n: u64) {
		let mut rest = 0u128;
		for w in self.0.iter_mut().rev() {
			let cur = rest << 64 | u128::from(*w);
			*w = (cur / u128::from(n)) as u64;
			rest = cur % u128::from(n);
		}
		while self.0.last() == Some(&0) {
			self.0.pop();
		}
	}
	pub fn sub(&mut self, other: &Big) {
		let mut borrow = 0;
		for (k, w) in self.0.iter_mut().enumerate() {
			let (s, b1) = w.overflowing_sub(*other.0.get(k).unwrap_or(&0));
			let (s, b2) = s.overflowing_sub(borrow);
			*w = s;
			borrow = (b1 || b2) as u64;
		}
		debug_assert!(borrow == 0, "a difference below zero");
		while self.0.last() == Some(&0) {
			self.0.pop();
		}
	}
	pub fn is_zero(&self) -> bool {
		self.0.is_empty()
	}
	pub fn below(&self, mut random: impl FnMut() -> u64) -> Big {
		let top = *self.0.last().expect("a bound above zero");
		let mask = !0 >> top.leading_zeros();
		loop {
			let mut r: Vec<u64> = self.0.iter().map(|_| random()).collect();
			let n = r.len();
			r[n - 1] &= mask;
			while r.last() == Some(&0) {
				r.pop();
			}
			let r = Big(r);
			if r < *self {
				return r;
			}
		}
	}
}
impl PartialOrd for Big {
	fn partial_cmp(&self, other: &Big) -> Option<std::cmp::Ordering> {
		Some(self.cmp(other))
	}
}
impl Ord for Big {
	fn cmp(&self, other: &Big) -> std::cmp::Ordering {
		let by_length = self.0.len().cmp(&other.0.len());
		by_length.then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
	}
}
// -- mcc (src/mcc.rs) --
pub enum Multiple {}
pub struct Mcc {
	room: Vec<Room>,
	colours: Colours,
	done: Vec<u32>,
	marks: Vec<usize>,
	pub tally_from: Option<usize>,
	tallied: (u64, Big),
	alone: bool,
	seen: Vec<(u32, u32)>,
}
const M: u64 = (1 << 20) - 1;
#[derive(Clone, Copy, Default)]
struct Room {
	bound: u32,
	slack: u32,
}
impl Mcc {
	pub fn new(bounds: &[(u32, u32)], colours: Colours) -> Mcc {
		let mut room = vec![Room::default()];
		room.extend(bounds.iter().map(|&(lower, upper)| Room {
			bound: upper,
			slack: upper.saturating_sub(lower),
		}));
		Mcc {
			room,
			colours,
			done: Vec::new(),
			marks: Vec::new(),
			tally_from: None,
			tallied: (0, Big::default()),
			alone: false,
			seen: Vec::new(),
		}
	}
	fn pick(&mut self, dlx: &mut Dlx) -> (u32, u64) {
		let (mut best, mut key, mut ways, mut found) = (0, !0u64, 0, None);
		let from = self.done.len();
		{
			let (room, done) = (&self.room, &mut self.done);
			dlx.each_active(|h, len| {
				let (b, len) = (u64::from(room[h as usize].bound), u64::from(len));
				let s = u64::from(room[h as usize].slack).min(b);
				if len + s <= b {
					if len + s < b {
						found = Some((h, 0));
						return false;
					}
					if len == 0 {
						done.push(h);
						return true;
					}
				}
				let t = (len + s + 1 - b).min(M);
				if t == 1 {
					found = Some((h, 1));
					return false;
				}
				let k = t << 40 | s.min(M) << 20 | (M - b.min(M));
				ways += 1;
				if k < key {
					best = h;
					key = k;
				}
				true
			});
		}
		for &h in &self.done[from..] {
			dlx.deactivate(h);
		}
		self.alone = found.is_none() && ways == 1;
		found.unwrap_or((best, key >> 40))
	}
	fn completions(&mut self, dlx: &Dlx, h: u32) -> bool {
		self.seen.clear();
		let mut p = dlx.down(h);
		while p != h {
			let mut q = dlx.right(p);
			while q != p {
				let i = dlx.top(q);
				if i as usize <= dlx.primary() {
					return false;
				}
				self.seen.push((i, self.colours.of(q)));
				q = dlx.right(q);
			}
			p = dlx.down(p);
		}
		self.seen.sort_unstable();
		let clash = self
			.seen
			.windows(2)
			.any(|w| w[0].0 == w[1].0 && (w[0] != w[1] || w[0].1 == 0));
		if clash {
			return false;
		}
		let (r, len) = (self.room[h as usize], u64::from(dlx.len(h)));
		let (need, most) = (
			u64::from(r.bound.saturating_sub(r.slack)),
			u64::from(r.bound),
		);
		let small = || {
			let (mut c, mut sum) = (1u64, 0u64);
			for k in 0..=len.min(most) {
				if k >= need {
					sum = sum.checked_add(c)?;
				}
				c = c.checked_mul(len - k)? / (k + 1);
			}
			Some(sum)
		};
		let tallied = &mut self.tallied;
		match small().map(|n| (n, tallied.0.checked_add(n))) {
			Some((_, Some(t))) => tallied.0 = t,
			Some((n, None)) => {
				tallied.1.add_word(tallied.0);
				tallied.0 = n;
			}
			None => tallied.1.add(&binomials(len, need, len.min(most))),
		}
		true
	}
	pub fn tallied(&self) -> Big {
		let mut all = self.tallied.1.clone();
		all.add_word(self.tallied.0);
		all
	}
	fn commit(&mut self, dlx: &mut Dlx, x: u32) {
		let (room, colours, primary) = (&mut self.room, &self.colours, dlx.primary() as u32);
		dlx.others(x, |dlx, q, c| {
			if c <= primary {
				room[c as usize].bound -= 1;
				if room[c as usize].bound == 0 {
					dlx.cover_item::<Mrv>(c);
				}
			} else {
				colours.settle::<Mrv>(dlx, q);
			}
		});
	}
}
#[inline(never)]
fn binomials(len: u64, need: u64, most: u64) -> Big {
	let (mut c, mut sum) = (Big(vec![1]), Big::default());
	for k in 0..=most {
		if k >= need {
			sum.add(&c);
		}
		c.mul_word(len - k);
		c.div_word(k + 1);
	}
	sum
}
impl Strategy for Mcc {
	type Kind = Multiple;
	#[inline]
	fn choose(&mut self, dlx: &mut Dlx) -> (u32, u32) {
		let depth = dlx.depth();
		if self.marks.len() <= depth {
			self.marks.resize(depth + 1, 0);
		}
		self.marks[depth] = self.done.len();
		let (h, score) = self.pick(dlx);
		let tally = self.tally_from.map_or(false, |d| depth >= d);
		if h != 0 && score > 0 && self.alone && tally && self.completions(dlx, h) {
			return (h, 0);
		}
		(h, score as u32)
	}
	#[inline]
	fn next(&mut self, dlx: &mut Dlx, first: bool) -> bool {
		let (h, node) = dlx.level();
		if first {
			self.room[h as usize].bound -= 1;
			if self.room[h as usize].bound == 0 {
				dlx.cover_item::<Mrv>(h);
			}
			dlx.begin_move();
		}
		let (b, s) = (self.room[h as usize].bound, self.room[h as usize].slack);
		let x = if first { h } else { node };
		let y;
		if b == 0 && s == 0 {
			y = dlx.down(x);
			if y == h {
				return false;
			}
		} else {
			if !first && x == h || u64::from(dlx.len(h)) + u64::from(s) <= u64::from(b) {
				return false;
			}
			y = dlx.down(h);
			if y != h {
				dlx.tweak::<Mrv>(y, b > 0);
			} else if b > 0 {
				dlx.deactivate(h);
			}
			dlx.begin_move();
		}
		dlx.set_node(y);
		if y != h {
			self.commit(dlx, y);
		}
		true
	}
	#[inline]
	fn retract(&mut self, dlx: &mut Dlx) {
		let (h, x) = dlx.level();
		if x == h {
			return;
		}
		dlx.retract_move();
		let (room, primary) = (&mut self.room, dlx.primary() as u32);
		dlx.others_back(x, |dlx, _, c| {
			if c <= primary {
				if room[c as usize].bound == 0 {
					dlx.activate_item(c);
				}
				room[c as usize].bound += 1;
			}
		});
	}
	#[inline]
	fn close(&mut self, dlx: &mut Dlx, h: u32) {
		dlx.retract_level();
		self.room[h as usize].bound += 1;
		dlx.activate_item(h);
	}
	#[inline]
	fn leave(&mut self, dlx: &mut Dlx) {
		while self.done.len() > self.marks[dlx.depth()] {
			if let Some(h) = self.done.pop() {
				dlx.activate_item(h);
			}
		}
	}
}
pub struct Estimate<'a> {
	pub mcc: &'a mut Mcc,
	ways: u32,
	steps: Vec<(u32, u32)>,
}
impl<'a> Estimate<'a> {
	pub fn new(mcc: &'a mut Mcc) -> Estimate<'a> {
		Estimate {
			mcc,
			ways: 0,
			steps: Vec::new(),
		}
	}
	pub fn done(&self, depth: usize) -> f64 {
		let (mut part, mut share) = (0.0, 1.0);
		for &(ways, tried) in self.steps.iter().take(depth + 1).skip(1) {
			share /= f64::from(ways.max(1));
			part += share * f64::from(tried.saturating_sub(1));
		}
		part.min(1.0)
	}
}
impl<'a> Strategy for Estimate<'a> {
	type Kind = Multiple;
	fn choose(&mut self, dlx: &mut Dlx) -> (u32, u32) {
		let (h, ways) = self.mcc.choose(dlx);
		self.ways = ways;
		(h, ways)
	}
	fn next(&mut self, dlx: &mut Dlx, first: bool) -> bool {
		if !self.mcc.next(dlx, first) {
			return false;
		}
		let d = dlx.depth();
		if self.steps.len() <= d {
			self.steps.resize(d + 1, (0, 0));
		}
		if first {
			self.steps[d] = (self.ways, 0);
		}
		self.steps[d].1 += 1;
		true
	}
	fn retract(&mut self, dlx: &mut Dlx) {
		self.mcc.retract(dlx)
	}
	fn close(&mut self, dlx: &mut Dlx, item: u32) {
		self.mcc.close(dlx, item)
	}
	fn leave(&mut self, dlx: &mut Dlx) {
		self.mcc.leave(dlx)
	}
}
impl Dlx {
	pub fn solution_mcc(&self, out: &mut Vec<usize>) {
		out.clear();
		for l in 0..self.depth() {
			let x = self.node(l);
			if x as usize > self.items() {
				out.push(self.option_of(x));
			}
		}
	}
}
// -- costs (src/costs.rs) --
pub struct Costs {
	pub order: Vec<usize>,
	cost: Vec<u64>,
	scale: u64,
	option: Vec<u32>,
	at: Vec<u64>,
	lower: Vec<u32>,
	need: Vec<u32>,
	tax: Vec<i64>,
	least: Vec<u64>,
	negative: Vec<(u32, i64)>,
	pub(crate) k: usize,
	pub best: Vec<u64>,
	pub(crate) now: u64,
	heads: Vec<u32>,
	from: Vec<u32>,
	widest: u64,
	exact: bool,
}
const LEAD: u32 = 1 << 31;
const STEPS: usize = 300;
const WORK: usize = 30_000_000;
const AIM: f64 = 0.05;
const HALVINGS: usize = 10;
struct Prices {
	scale: u64,
	tax: Vec<i64>,
	net: Vec<i64>,
}
impl Prices {
	fn new(primary: usize, options: &[Vec<usize>], cost: &[u64], exact: bool) -> Prices {
		let scale = Prices::scale(primary, options, cost, exact);
		let mut p = Prices {
			scale,
			tax: vec![0; primary],
			net: cost.iter().map(|&c| (c * scale) as i64).collect(),
		};
		if scale == 0 {
			p.net = vec![0; options.len()];
			return p;
		}
		let mut of_item = vec![Vec::new(); primary];
		for (o, items) in options.iter().enumerate() {
			for &i in items {
				of_item[i].push(o);
			}
		}
		for (i, os) in of_item.iter().enumerate() {
			p.tax[i] = os.iter().map(|&o| p.net[o]).min().unwrap_or(0);
			for &o in os {
				p.net[o] -= p.tax[i];
			}
		}
		if exact {
			p.relax(options, cost);
		}
		p
	}
	fn scale(primary: usize, options: &[Vec<usize>], cost: &[u64], exact: bool) -> u64 {
		let width = |o: usize| options[o].len().max(1) as u64;
		let most = cost.iter().cloned().max().unwrap_or(0);
		let entries: usize = options.iter().map(|o| o.len()).sum();
		let mut total = cost.iter().fold(0u128, |s, &c| s + u128::from(c));
		if exact {
			total += (entries + options.len() + primary) as u128 * u128::from(most);
		}
		let fits = |scale: u64| 4 * total * u128::from(scale) < 1 << 63;
		let mut scale = 1;
		for o in 0..options.len() {
			let lcm = scale / gcd(scale, width(o)) * width(o);
			if !fits(lcm) {
				break;
			}
			scale = lcm;
		}
		if fits(scale) {
			scale
		} else {
			0
		}
	}
	fn lagrangian(options: &[Vec<usize>], cost: &[u64], u: &[f64], g: &mut Vec<f64>) -> f64 {
		g.clear();
		g.resize(u.len(), 1.0);
		let mut l: f64 = u.iter().sum();
		for (o, items) in options.iter().enumerate() {
			let r = cost[o] as f64 - items.iter().map(|&i| u[i]).sum::<f64>();
			if r < 0.0 {
				l += r;
				items.iter().for_each(|&i| g[i] -= 1.0);
			}
		}
		l
	}
	fn relax(&mut self, options: &[Vec<usize>], cost: &[u64]) {
		let scale = self.scale;
		let most = cost.iter().cloned().max().unwrap_or(0);
		let entries: usize = options.iter().map(|o| o.len()).sum();
		let mut u: Vec<f64> = self
			.tax
			.iter()
			.map(|&t| (t / scale as i64) as f64)
			.collect();
		let (mut g, mut best, mut step) = (Vec::new(), u.clone(), 1.0);
		let mut high = Prices::lagrangian(options, cost, &u, &mut g);
		let steps = (WORK / (entries + 1)).min(STEPS);
		for k in 0..steps {
			let l = Prices::lagrangian(options, cost, &u, &mut g);
			if l > high {
				high = l;
				best.clone_from(&u);
			}
			let norm: f64 = g.iter().map(|x| x * x).sum();
			if norm == 0.0 {
				break;
			}
			let t = step * (high * AIM + 1.0 + high - l) / norm;
			for (x, d) in u.iter_mut().zip(&g) {
				*x = (*x + t * d).max(-(most as f64)).min(most as f64);
			}
			if (k + 1) % (steps / HALVINGS + 1) == 0 {
				step /= 2.0;
			}
		}
		let m = (most * scale) as i64;
		for (t, b) in self.tax.iter_mut().zip(&best) {
			*t = ((b * scale as f64).round() as i64).max(-m).min(m);
		}
		for (o, items) in options.iter().enumerate() {
			let taxes: i64 = items.iter().map(|&i| self.tax[i]).sum();
			self.net[o] = (cost[o] * scale) as i64 - taxes;
		}
	}
}
fn gcd(mut a: u64, mut b: u64) -> u64 {
	while b > 0 {
		let r = a % b;
		a = b;
		b = r;
	}
	a
}
impl Costs {
	pub fn new(
		dlx: &mut Dlx,
		options: &[&[(usize, u32)]],
		cost: &[u64],
		lower: &[u32],
		k: usize,
	) -> Costs {
		assert!(dlx.options() == 0, "the matrix is built here");
		let primary = dlx.primary();
		let items: Vec<Vec<usize>> = (options.iter())
			.map(|o| o.iter().map(|e| e.0).filter(|&i| i < primary).collect())
			.collect();
		let p = Prices::new(primary, &items, cost, lower.is_empty());
		let share = |o: usize| p.net[o].max(0) as u64 / items[o].len().max(1) as u64;
		let mut order: Vec<usize> = (0..options.len()).collect();
		order.sort_by_key(|&o| share(o));
		for &o in &order {
			dlx.add_option(&options[o].iter().map(|e| e.0).collect::<Vec<_>>());
		}
		let mut c = Costs {
			cost: order.iter().map(|&o| cost[o]).collect(),
			order,
			scale: p.scale,
			option: vec![0; dlx.nodes()],
			at: vec![0; dlx.nodes()],
			lower: vec![1; primary + 1],
			need: vec![0; primary + 1],
			tax: vec![0; primary + 1],
			least: vec![0; primary + 1],
			negative: Vec::new(),
			k: k.max(1),
			best: Vec::new(),
			now: 0,
			heads: Vec::new(),
			from: vec![0],
			widest: 1,
			exact: lower.is_empty(),
		};
		for (h, &l) in lower.iter().enumerate().take(primary) {
			c.lower[h + 1] = l;
		}
		c.tax[1..].copy_from_slice(&p.tax);
		c.index(dlx, &p.net);
		c
	}
	fn index(&mut self, dlx: &Dlx, net: &[i64]) {
		for k in 0..self.order.len() {
			let (o, nodes) = (self.order[k], dlx.option(k));
			let width = (nodes.clone())
				.filter(|&q| dlx.top(q as u32) as usize <= dlx.primary())
				.count();
			let share = net[o].max(0) as u64 / width.max(1) as u64;
			for q in nodes {
				self.option[q] = k as u32;
				self.at[q] = share;
				let h = dlx.top(q as u32);
				if h as usize <= dlx.primary() {
					if self.heads.len() == self.from[k] as usize {
						self.option[q] |= LEAD;
						if net[o] < 0 {
							self.negative.push((q as u32, net[o]));
						}
					}
					self.heads.push(h);
				}
			}
			self.widest = self.widest.max(width as u64);
			self.from.push(self.heads.len() as u32);
		}
	}
	fn path_cost(&self, dlx: &Dlx) -> u64 {
		(0..dlx.depth())
			.map(|l| dlx.node(l))
			.filter(|&x| x as usize > dlx.items())
			.map(|x| self.cost[(self.option[x as usize] & !LEAD) as usize])
			.sum()
	}
	fn needs(&mut self, dlx: &Dlx) {
		let (need, lower) = (&mut self.need, &self.lower);
		dlx.each_active(|h, _| {
			need[h as usize] = lower[h as usize];
			true
		});
		for l in 0..dlx.depth() {
			let x = dlx.node(l);
			if x as usize > dlx.items() {
				for q in dlx.option((self.option[x as usize] & !LEAD) as usize) {
					if let Some(n) = need.get_mut(dlx.top(q as u32) as usize) {
						*n = n.saturating_sub(1);
					}
				}
			}
		}
	}
	fn bound(&mut self, dlx: &Dlx) -> Option<(i64, bool, u64)> {
		let (at, least, tax, need, exact) =
			(&self.at, &mut self.least, &self.tax, &self.need, self.exact);
		let mut bound = (self.now * self.scale) as i64;
		let (mut all_need, mut least_of_all) = (true, !0);
		let alive = dlx.each_active(|h, len| {
			let n = if exact { 1 } else { need[h as usize] };
			if n > len {
				return false;
			}
			least[h as usize] = if n > 0 { at[dlx.down(h) as usize] } else { 0 };
			all_need &= n > 0;
			least_of_all = least_of_all.min(least[h as usize]);
			bound += i64::from(n) * (tax[h as usize] + least[h as usize] as i64);
			true
		});
		for &(q, net) in &self.negative {
			if dlx.down(dlx.up(q)) == q && dlx.is_active(dlx.top(q)) {
				bound += net;
			}
		}
		if alive {
			Some((bound, all_need, least_of_all))
		} else {
			None
		}
	}
	fn too_dear(&self, dlx: &Dlx, gap: u64, floor: u64, out: &mut Vec<usize>) {
		let limit = floor + (gap + self.widest - 1) / self.widest;
		let (option, at, least, heads, from) =
			(&self.option, &self.at, &self.least, &self.heads, &self.from);
		dlx.each_active(|h, _| {
			dlx.each_up(h, |q| {
				let share = at[q as usize];
				if share + 1 < limit {
					return false;
				}
				let o = option[q as usize];
				if o & LEAD != 0 {
					let o = (o & !LEAD) as usize;
					let mut reduced = 0;
					for &i in &heads[from[o] as usize..from[o + 1] as usize] {
						reduced += share - least[i as usize];
					}
					if reduced >= gap {
						out.push(o);
					}
				}
				true
			});
			true
		});
	}
}
impl<K> Rule<K> for Costs {
	const LINKED: bool = true;
	fn prune(&mut self, dlx: &Dlx, out: &mut Vec<usize>) -> Verdict {
		self.now = self.path_cost(dlx);
		if self.best.len() < self.k {
			return Verdict::Live;
		}
		let cutoff = self.best[self.k - 1];
		if self.now >= cutoff {
			return Verdict::Dead;
		}
		if self.scale == 0 || self.at.len() != dlx.nodes() {
			return Verdict::Live;
		}
		if !self.exact {
			self.needs(dlx);
		}
		let cut = (cutoff * self.scale) as i64;
		let (bound, all_need, least_of_all) = match self.bound(dlx) {
			Some(b) if b.0 < cut => b,
			_ => return Verdict::Dead,
		};
		let floor = if all_need && least_of_all < !0 {
			least_of_all
		} else {
			0
		};
		self.too_dear(dlx, (cut - bound) as u64, floor, out);
		Verdict::Live
	}
	fn solution(&mut self, _: &Dlx) -> Step {
		let at = (self.best.iter().position(|&b| b > self.now)).unwrap_or(self.best.len());
		self.best.insert(at, self.now);
		self.best.truncate(self.k);
		Step::On
	}
}
// -- count (src/count.rs) --
pub trait Ring: Sized {
	const MODULUS: Option<u64>;
	fn of_words(w: &[u64]) -> Self;
}
#[inline(always)]
fn add<R: Ring>(d: &mut [u64], s: &[u64]) {
	if let Some(m) = R::MODULUS {
		let x = d[0] + s[0];
		d[0] = if x >= m { x - m } else { x };
		return;
	}
	let mut carry = false;
	for (x, &y) in d.iter_mut().zip(s) {
		let (a, c1) = x.overflowing_add(y);
		let (b, c2) = a.overflowing_add(carry as u64);
		*x = b;
		carry = c1 | c2;
	}
}
pub struct Model {
	levels: Vec<Layer>,
	need: Vec<u64>,
	add: Vec<u64>,
	pub slots: usize,
	index: Vec<u32>,
}
#[derive(Clone, Copy, Default)]
struct Layer {
	from: usize,
	to: usize,
	fbit: u64,
	needs: u64,
	must: u64,
	keep: u64,
	none: bool,
	grow: u32,
	index: Option<usize>,
}
const SLOTS: usize = 63;
const INDEXED: usize = 64;
pub fn spans(primary: usize, items: usize, options: &[Vec<usize>]) -> Span {
	let lead = |o: &Vec<usize>| o.iter().cloned().filter(|&i| i < primary).min();
	let mut level = vec![!0usize; primary];
	for f in options.iter().filter_map(lead) {
		level[f] = 0;
	}
	let mut item = Vec::new();
	for (i, l) in level.iter_mut().enumerate().filter(|p| *p.1 == 0) {
		*l = item.len();
		item.push(i);
	}
	let (mut first, mut last) = (vec![!0usize; items], vec![0usize; items]);
	let mut of = vec![Vec::new(); item.len()];
	for (k, o) in options.iter().enumerate() {
		if let Some(f) = lead(o) {
			of[level[f]].push(k);
			for &i in o {
				first[i] = first[i].min(level[f]);
				last[i] = last[i].max(level[f]);
			}
		}
	}
	Span {
		item,
		of,
		first,
		last,
	}
}
pub struct Span {
	pub item: Vec<usize>,
	pub of: Vec<Vec<usize>>,
	pub first: Vec<usize>,
	pub last: Vec<usize>,
}
impl Model {
	pub fn new(primary: usize, items: usize, options: &[Vec<usize>]) -> Option<Model> {
		let s = spans(primary, items, options);
		let (first, last, n) = (&s.first, &s.last, s.item.len());
		let mut m = Model {
			levels: Vec::new(),
			need: Vec::new(),
			add: Vec::new(),
			slots: 0,
			index: Vec::new(),
		};
		if (0..primary).any(|i| first[i] == !0) {
			m.levels.push(Layer::default());
			return Some(m);
		}
		let mut only = vec![Vec::new(); n];
		for i in 0..primary {
			if first[i] == last[i] && s.item[first[i]] != i {
				only[first[i]].push(i);
			}
		}
		let (slot, slots) = assign(first, last)?;
		m.slots = slots;
		let mut out = vec![(0, 0, 0); n];
		for i in (0..items).filter(|&i| first[i] < last[i]) {
			let o = &mut out[last[i]];
			o.0 |= slot[i];
			if i < primary {
				o.1 |= slot[i];
			} else {
				o.2 += 1;
			}
		}
		for l in 0..n {
			let f = s.item[l];
			let fbit = if first[f] < l { slot[f] } else { 0 };
			let (gone, must, secondary) = out[l];
			let (from, mut needs) = (m.need.len(), 0);
			for o in s.of[l].iter().map(|&k| &options[k]) {
				if only[l].iter().all(|i| o.contains(i)) {
					let (mut need, mut add) = (0, 0);
					for &i in o.iter().filter(|&&i| i != f) {
						if first[i] < l {
							need |= slot[i];
						} else if last[i] > l {
							add |= slot[i];
						}
					}
					needs |= need;
					m.need.push(need | fbit);
					m.add.push(add);
				}
			}
			let none = fbit != 0 && only[l].is_empty();
			let parents = (m.need.len() - from + none as usize) << secondary;
			m.levels.push(Layer {
				from,
				to: m.need.len(),
				fbit,
				needs,
				must,
				keep: !gone,
				none,
				grow: bits(parents as u64),
				index: None,
			});
		}
		for l in 0..n {
			m.index(l);
		}
		Some(m)
	}
	fn index(&mut self, l: usize) {
		let (from, to, size) = (self.levels[l].from, self.levels[l].to, 1usize << self.slots);
		if to - from < INDEXED || size > 16 * (to - from) {
			return;
		}
		let mut opts: Vec<(u64, u64)> = (from..to).map(|o| (self.need[o], self.add[o])).collect();
		let at = self.index.len();
		self.index.extend(sorted(&mut opts, size));
		for (k, &(need, add)) in opts.iter().enumerate() {
			self.need[from + k] = need;
			self.add[from + k] = add;
		}
		self.levels[l].index = Some(at);
	}
	#[inline]
	fn level(&self, l: usize) -> (&Layer, &[u64], &[u64], Option<&[u32]>) {
		let v = &self.levels[l];
		let index = v
			.index
			.map(|at| &self.index[at..at + (1 << self.slots) + 1]);
		(v, &self.need[v.from..v.to], &self.add[v.from..v.to], index)
	}
	pub fn moves(&self) -> f64 {
		let (mut live, mut all) = (0u64, 0f64);
		for v in &self.levels {
			let w = live.count_ones() as i32;
			let (states, options) = (2f64.powi(w), (v.to - v.from) as f64);
			let n = (v.needs & live).count_ones() as i32;
			let tries = match v.index {
				Some(_) => 2f64.powi(w - n) * 3f64.powi(n),
				None => states * options,
			};
			let need = &self.need[v.from..v.to];
			let taken: f64 = need
				.iter()
				.map(|&x| (1u64 << (w - (x & live).count_ones() as i32)) as f64)
				.sum();
			let none = if v.none { states } else { 0.0 };
			all += states + none + tries.min(states * options) + taken;
			live = live & v.keep | self.add[v.from..v.to].iter().fold(0, |a, &x| a | x);
		}
		all
	}
	fn touched(&self, l: usize) -> u64 {
		let v = &self.levels[l];
		let opts = self.need[v.from..v.to]
			.iter()
			.chain(&self.add[v.from..v.to]);
		opts.fold(v.fbit | v.must | !v.keep, |a, &x| a | x)
	}
}
fn assign(first: &[usize], last: &[usize]) -> Option<(Vec<u64>, usize)> {
	let mut moves = Vec::new();
	for i in (0..first.len()).filter(|&i| first[i] < last[i]) {
		moves.extend(&[(2 * first[i] + 1, i), (2 * last[i], i)]);
	}
	moves.sort_unstable();
	let (mut slot, mut used, mut slots) = (vec![0u64; first.len()], 0u64, 0);
	for &(at, i) in &moves {
		if at % 2 == 0 {
			used &= !slot[i];
			continue;
		}
		let k = (!used).trailing_zeros() as usize;
		if k >= SLOTS {
			return None;
		}
		slot[i] = 1 << k;
		used |= slot[i];
		slots = slots.max(k + 1);
	}
	Some((slot, slots))
}
#[inline(always)]
fn children(
	(v, need, add, index): (&Layer, &[u64], &[u64], Option<&[u32]>),
	s: u64,
	mut f: impl FnMut(u64),
) {
	if s & v.fbit != 0 {
		if v.none && s & v.must == v.must {
			f(s & v.keep);
		}
		return;
	}
	if let Some(index) = index {
		let free = v.needs & !s;
		if 1usize << free.count_ones() < need.len() {
			let mut sub = free;
			loop {
				let n = sub | v.fbit;
				let u = s | n;
				if u & v.must == v.must {
					for &a in &add[index[n as usize] as usize..index[n as usize + 1] as usize] {
						f(u & v.keep | a);
					}
				}
				if sub == 0 {
					return;
				}
				sub = (sub - 1) & free;
			}
		}
	}
	for (&n, &a) in need.iter().zip(add) {
		let u = s | n;
		if s & n == 0 && u & v.must == v.must {
			f(u & v.keep | a);
		}
	}
}
fn sorted(opts: &mut [(u64, u64)], size: usize) -> Vec<u32> {
	opts.sort_unstable();
	let mut index = vec![0u32; size + 1];
	for (k, &(need, _)) in opts.iter().enumerate() {
		index[need as usize + 1] = (k + 1) as u32;
	}
	for k in 1..size + 1 {
		index[k] = index[k].max(index[k - 1]);
	}
	index
}
fn bits(n: u64) -> u32 {
	64 - n.max(1).wrapping_sub(1).leading_zeros()
}
pub trait Layered {
	fn levels(&self) -> usize;
	fn words(&self) -> usize;
	fn grow(&self, l: usize) -> u32;
	fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>);
	fn narrow(&self) -> Option<&Model>;
}
impl Layered for Model {
	fn levels(&self) -> usize {
		self.levels.len()
	}
	fn words(&self) -> usize {
		1
	}
	fn grow(&self, l: usize) -> u32 {
		self.levels[l].grow
	}
	#[inline(always)]
	fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>) {
		children(self.level(l), key[0], |t| out.push(t))
	}
	fn narrow(&self) -> Option<&Model> {
		Some(self)
	}
}
const EMPTY: u64 = !0;
#[inline(always)]
fn mix(key: &[u64]) -> u64 {
	let mut h = 0;
	for &x in key {
		h = (h ^ x ^ x >> 31).wrapping_mul(0x9e37_79b9_7f4a_7c15);
	}
	(h ^ h >> 29).wrapping_mul(0xbf58_476d_1ce4_e5b9)
}
pub struct Part {
	slots: Vec<u64>,
	size: usize,
	filled: Vec<u32>,
	shift: u32,
	low: u32,
	k: usize,
}
impl Part {
	fn new(k: usize, n: usize, size: usize, shift: u32, old: Option<Part>) -> Part {
		let (mut slots, mut filled) = match old {
			Some(p) => (p.slots, p.filled),
			None => (Vec::new(), Vec::new()),
		};
		let mut size = size;
		let had = slots.len() / n;
		if had >= size && had <= 4 * size && slots.len() == had * n && had.is_power_of_two() {
			size = had;
		}
		if slots.len() == size * n {
			for &at in &filled {
				slots[at as usize * n] = EMPTY;
			}
		} else {
			slots.clear();
			slots.resize(size * n, 0);
			for x in slots.iter_mut().step_by(n) {
				*x = EMPTY;
			}
		}
		filled.clear();
		Part {
			slots,
			size,
			filled,
			shift,
			low: 64 - size.trailing_zeros(),
			k,
		}
	}
	#[inline(always)]
	fn home(&self, h: u64) -> usize {
		(h << self.shift >> self.low) as usize
	}
	#[inline(always)]
	fn add<R: Ring>(&mut self, e: &[u64], h: u64, k: usize, n: usize) -> usize {
		let grew = if 2 * (self.filled.len() + 1) > self.size {
			self.grow(n)
		} else {
			0
		};
		let mut at = self.home(h);
		loop {
			let s = &mut self.slots[at * n..at * n + n];
			if s[0] == e[0] && s[1..k] == e[1..k] {
				add::<R>(&mut s[k..], &e[k..n]);
				return grew;
			}
			if s[0] == EMPTY {
				s.copy_from_slice(&e[..n]);
				self.filled.push(at as u32);
				return grew;
			}
			at = (at + 1) & (self.size - 1);
		}
	}
	fn grow(&mut self, n: usize) -> usize {
		let (k, size, shift) = (self.k, 2 * self.size, self.shift);
		let old = std::mem::replace(self, Part::new(k, n, size, shift, None));
		for &at in &old.filled {
			let e = &old.slots[at as usize * n..at as usize * n + n];
			let mut to = self.home(mix(&e[..k]));
			while self.slots[to * n] != EMPTY {
				to = (to + 1) & (size - 1);
			}
			self.slots[to * n..to * n + n].copy_from_slice(e);
			self.filled.push(to as u32);
		}
		size / 2
	}
	#[inline(always)]
	fn records(&self, from: usize, n: usize) -> impl Iterator<Item = (usize, &[u64])> {
		let from = from.min(self.size);
		(self.slots[from * n..].chunks_exact(n).enumerate())
			.filter(|e| e.1[0] != EMPTY)
			.map(move |(j, e)| (from + j, e))
	}
}
pub struct Table {
	parts: Vec<Part>,
	queues: Vec<Vec<u64>>,
	queued: usize,
	bits: u32,
	slots: usize,
	k: usize,
	w: usize,
}
const PART: usize = 1 << 10;
const MOST_PARTS: u32 = 10;
const QUEUE: usize = 1 << 16;
impl Table {
	fn new(k: usize, w: usize, states: usize, old: Option<Table>) -> Table {
		let bits = match states * (k + w) * 16 <= CACHED {
			true => 0,
			false => (states / PART).next_power_of_two().trailing_zeros(),
		};
		let bits = bits.min(MOST_PARTS);
		let size = ((2 * states) >> bits).next_power_of_two().max(16);
		let (mut old, mut queues): (Vec<Option<Part>>, _) = match old {
			Some(t) => (t.parts.into_iter().map(Some).collect(), t.queues),
			None => (Vec::new(), Vec::new()),
		};
		while old.len() < 1 << bits {
			old.push(None);
		}
		old.truncate(1 << bits);
		queues.resize(if bits > 0 { 1 << bits } else { 0 }, Vec::new());
		let parts: Vec<Part> = (old.into_iter())
			.map(|p| Part::new(k, k + w, size, bits, p))
			.collect();
		Table {
			slots: parts.iter().map(|p| p.size).sum(),
			parts,
			queues,
			queued: 0,
			bits,
			k,
			w,
		}
	}
	#[inline(always)]
	fn add<R: Ring>(&mut self, e: &[u64], k: usize, w: usize) {
		let h = mix(&e[..k]);
		if self.bits == 0 {
			self.slots += self.parts[0].add::<R>(e, h, k, k + w);
			return;
		}
		{
			let q = &mut self.queues[(h >> (64 - self.bits)) as usize];
			q.extend_from_slice(&e[..k + w]);
		}
		self.queued += 1;
		if self.queued >= QUEUE.max(self.parts.len() * PART) {
			self.settle::<R>(k, w);
		}
	}
	#[inline(always)]
	fn settle<R: Ring>(&mut self, k: usize, w: usize) {
		for (q, part) in self.queues.iter_mut().zip(self.parts.iter_mut()) {
			for e in q.chunks_exact(k + w) {
				self.slots += part.add::<R>(e, mix(&e[..k]), k, k + w);
			}
			q.clear();
		}
		self.queued = 0;
	}
	fn stored(&self) -> usize {
		self.parts.iter().map(|p| p.filled.len()).sum::<usize>() + self.queued
	}
	fn bytes(&self) -> usize {
		8 * (self.k + self.w) * (self.slots + self.queued)
	}
}
pub enum States {
	Flat(Vec<u64>),
	Hashed(Table),
}
impl States {
	#[inline(always)]
	fn each<F: FnMut(&[u64], &[u64])>(&self, at: std::ops::Range<usize>, w: usize, mut f: F) {
		match *self {
			States::Flat(ref v) => {
				let to = at.end.min(v.len() / w);
				for (s, c) in v[at.start.min(to) * w..to * w].chunks_exact(w).enumerate() {
					f(&[(at.start + s) as u64], c)
				}
			}
			States::Hashed(ref t) => {
				let (mut base, n) = (0, t.k + w);
				for p in &t.parts {
					for (j, e) in p.records(at.start.max(base) - base, n) {
						if base + j >= at.end {
							return;
						}
						f(&e[..t.k], &e[t.k..])
					}
					base += p.size;
				}
			}
		}
	}
	fn len(&self, w: usize) -> usize {
		match *self {
			States::Flat(ref v) => v.len() / w,
			States::Hashed(ref t) => t.stored(),
		}
	}
	fn bytes(&self) -> usize {
		match *self {
			States::Flat(ref v) => 8 * v.len(),
			States::Hashed(ref t) => t.bytes(),
		}
	}
	fn widen(&mut self, w: usize, to: usize) {
		let wide = |v: &[u64], a: usize| -> Vec<u64> {
			let b = a + to - w;
			let mut out = vec![0; v.len() / a * b];
			for (o, c) in out.chunks_exact_mut(b).zip(v.chunks_exact(a)) {
				o[..a].copy_from_slice(c);
			}
			out
		};
		match *self {
			States::Flat(ref mut v) => *v = wide(v, w),
			States::Hashed(ref mut t) => {
				for p in t.parts.iter_mut() {
					p.slots = wide(&p.slots, t.k + w);
				}
				for q in t.queues.iter_mut() {
					*q = wide(q, t.k + w);
				}
				t.w = to;
			}
		}
	}
	fn bits(&self, w: usize) -> u32 {
		let mut or = vec![0u64; w];
		self.each(0..!0, w, |_, c| {
			for (o, &x) in or.iter_mut().zip(c) {
				*o |= x;
			}
		});
		match or.iter().rposition(|&x| x != 0) {
			Some(k) => 64 * k as u32 + 64 - or[k].leading_zeros(),
			None => 0,
		}
	}
	fn share<R: Ring>(&mut self, n: usize, i: usize, w: usize) {
		let theirs = |key: &[u64]| (mix(key) % n as u64) as usize != i;
		match *self {
			States::Flat(ref mut v) => {
				for (s, c) in v.chunks_exact_mut(w).enumerate() {
					if theirs(&[s as u64]) {
						for x in c.iter_mut() {
							*x = 0;
						}
					}
				}
			}
			States::Hashed(ref mut t) => {
				let k = t.k;
				for p in t.parts.iter_mut() {
					let mine = Part::new(k, k + w, p.size, p.shift, None);
					let old = std::mem::replace(p, mine);
					for (_, e) in old.records(0, k + w).filter(|e| !theirs(&e.1[..k])) {
						p.add::<R>(e, mix(&e[..k]), k, k + w);
					}
				}
			}
		}
	}
}
#[allow(clippy::too_many_arguments)]
fn step<R: Ring, M: Layered>(
	m: &M,
	l: usize,
	cur: &States,
	from: usize,
	next: &mut States,
	w: usize,
	most: usize,
	live: &mut usize,
) -> Option<usize> {
	match (m.words(), w) {
		(1, 1) => step_kw::<R, M>(m, l, cur, from, next, 1, 1, most, live),
		(1, 2) => step_kw::<R, M>(m, l, cur, from, next, 1, 2, most, live),
		(1, 3) => step_kw::<R, M>(m, l, cur, from, next, 1, 3, most, live),
		(k, _) => step_kw::<R, M>(m, l, cur, from, next, k, w, most, live),
	}
}
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn step_kw<R: Ring, M: Layered>(
	m: &M,
	l: usize,
	cur: &States,
	from: usize,
	next: &mut States,
	k: usize,
	w: usize,
	most: usize,
	live: &mut usize,
) -> Option<usize> {
	if let (Some(n), States::Flat(c), States::Flat(v)) = (m.narrow(), cur, &mut *next) {
		*live = flat_step::<R>(n.level(l), c, v, w);
		return None;
	}
	let (mut e, mut out) = (vec![0u64; k + w], Vec::new());
	match *cur {
		States::Flat(ref v) => {
			for (s, c) in v.chunks_exact(w).enumerate().skip(from) {
				if !put::<R, M>(m, l, &[s as u64], c, next, &mut out, &mut e, k, w, most) {
					return settled::<R>(next, Some(s + 1), k, w);
				}
			}
		}
		States::Hashed(ref t) => {
			let mut base = 0;
			for p in &t.parts {
				for (j, x) in p.records(from.max(base) - base, k + w) {
					if !put::<R, M>(m, l, &x[..k], &x[k..], next, &mut out, &mut e, k, w, most) {
						return settled::<R>(next, Some(base + j + 1), k, w);
					}
				}
				base += p.size;
			}
		}
	}
	settled::<R>(next, None, k, w)
}
#[inline(always)]
fn settled<R: Ring>(next: &mut States, at: Option<usize>, k: usize, w: usize) -> Option<usize> {
	if let States::Hashed(ref mut t) = *next {
		t.settle::<R>(k, w);
	}
	at
}
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn put<R: Ring, M: Layered>(
	m: &M,
	l: usize,
	s: &[u64],
	c: &[u64],
	next: &mut States,
	out: &mut Vec<u64>,
	e: &mut [u64],
	k: usize,
	w: usize,
	most: usize,
) -> bool {
	if c[..w].iter().all(|&x| x == 0) {
		return true;
	}
	out.clear();
	match *next {
		States::Flat(ref mut v) => {
			m.each(l, s, out);
			for &t in out.iter() {
				let t = t as usize * w;
				add::<R>(&mut v[t..t + w], &c[..w])
			}
			true
		}
		States::Hashed(ref mut t) => {
			m.each(l, s, out);
			e[k..k + w].copy_from_slice(&c[..w]);
			for key in out.chunks_exact(k) {
				e[..k].copy_from_slice(key);
				t.add::<R>(e, k, w);
			}
			t.bytes() < most
		}
	}
}
#[inline(always)]
fn flat_step<R: Ring>(
	level: (&Layer, &[u64], &[u64], Option<&[u32]>),
	cur: &[u64],
	next: &mut [u64],
	w: usize,
) -> usize {
	let mut live = 0;
	for (s, c) in cur.chunks_exact(w).enumerate() {
		if c.iter().any(|&x| x != 0) {
			live += 1;
			children(level, s as u64, |t| {
				let t = t as usize * w;
				add::<R>(&mut next[t..t + w], c)
			});
		}
	}
	live
}
fn extract(x: u64, u: u64) -> u64 {
	let (mut out, mut k, mut rest) = (0, 0, u);
	while rest != 0 {
		let b = rest & rest.wrapping_neg();
		out |= ((x & b != 0) as u64) << k;
		k += 1;
		rest ^= b;
	}
	out
}
fn block<R: Ring>(m: &Model, from: usize, to: usize, u: u64, v: &mut [u64], w: usize) -> Kept {
	let classes = 1 << ((v.len() / w - 1) as u64 & !u).count_ones();
	let mut store = v;
	classes_of::<R, &mut [u64]>(m, (from, to), u, &mut store, w, 0..classes)
}
pub type Kept = (usize, u64);
pub fn classes_of<R: Ring, S: Store>(
	m: &Model,
	levels: (usize, usize),
	u: u64,
	store: &mut S,
	w: usize,
	range: std::ops::Range<usize>,
) -> Kept {
	match w {
		1 => block_w::<R, S>(m, levels, u, store, 1, range),
		2 => block_w::<R, S>(m, levels, u, store, 2, range),
		3 => block_w::<R, S>(m, levels, u, store, 3, range),
		_ => block_w::<R, S>(m, levels, u, store, w, range),
	}
}
pub trait Store {
	fn size(&self) -> usize;
	fn load(&self, at: usize, x: &mut [u64]);
	fn keep(&mut self, at: usize, x: &[u64]);
}
#[allow(clippy::needless_lifetimes)]
impl<'a> Store for &'a mut [u64] {
	fn size(&self) -> usize {
		self.len()
	}
	#[inline(always)]
	fn load(&self, at: usize, x: &mut [u64]) {
		let n = x.len();
		x.copy_from_slice(&self[at..at + n])
	}
	#[inline(always)]
	fn keep(&mut self, at: usize, x: &[u64]) {
		self[at..at + x.len()].copy_from_slice(x)
	}
}
fn deposit(n: usize, mask: u64) -> u64 {
	let (mut out, mut rest, mut k) = (0, mask, 0);
	while rest != 0 {
		let b = rest & rest.wrapping_neg();
		if n >> k & 1 == 1 {
			out |= b;
		}
		k += 1;
		rest ^= b;
	}
	out
}
#[inline(always)]
fn block_w<R: Ring, S: Store>(
	m: &Model,
	(from, to): (usize, usize),
	u: u64,
	store: &mut S,
	w: usize,
	range: std::ops::Range<usize>,
) -> Kept {
	let local = 1usize << u.count_ones();
	let (mut at, mut d) = (vec![0usize; local], 0u64);
	for a in at.iter_mut() {
		*a = d as usize * w;
		d = (d | !u).wrapping_add(1) & u;
	}
	let (lo, hi) = (m.levels[from].from, m.levels[to - 1].to);
	let mut levels = Model {
		levels: Vec::new(),
		need: m.need[lo..hi].iter().map(|&n| extract(n, u)).collect(),
		add: m.add[lo..hi].iter().map(|&n| extract(n, u)).collect(),
		slots: u.count_ones() as usize,
		index: Vec::new(),
	};
	for (k, v) in m.levels[from..to].iter().enumerate() {
		levels.levels.push(Layer {
			from: v.from - lo,
			to: v.to - lo,
			fbit: extract(v.fbit, u),
			needs: extract(v.needs, u),
			must: extract(v.must, u),
			keep: extract(v.keep, u),
			..*v
		});
		if v.index.is_some() {
			levels.index(k);
		}
	}
	let (mut a, mut b) = (vec![0u64; local * w], vec![0u64; local * w]);
	let outside = (store.size() / w - 1) as u64 & !u;
	let (mut o, mut live, mut top) = (deposit(range.start, outside), 0, 0);
	for _ in range {
		let base = o as usize * w;
		let mut any = 0;
		for (x, &g) in a.chunks_exact_mut(w).zip(&at) {
			store.load(base + g, x);
			any |= x.iter().fold(0, |s, &y| s | y);
		}
		if any != 0 {
			for k in 0..to - from {
				for x in b.iter_mut() {
					*x = 0;
				}
				flat_step::<R>(levels.level(k), &a, &mut b, w);
				std::mem::swap(&mut a, &mut b);
			}
			for (x, &g) in a.chunks_exact(w).zip(&at) {
				live += x.iter().any(|&y| y != 0) as usize;
				top |= x[w - 1];
				store.keep(base + g, x);
			}
		}
		o = (o | !outside).wrapping_add(1) & outside;
	}
	(live, top)
}
const FLAT_BITS: usize = 24;
const DENSE: usize = 4;
const CACHED: usize = 1 << 20;
const BLOCK: u32 = 12;
const GROWN: u32 = 32;
const PARTED: usize = 64;
pub struct Sweep {
	pub budget: usize,
	pub part: Option<(usize, usize)>,
	pub most: u64,
	pub watch: Option<Watch>,
	pub spent: Spent,
}
impl Sweep {
	pub fn new(budget: usize) -> Sweep {
		Sweep {
			budget,
			part: None,
			most: !0,
			watch: None,
			spent: Spent::default(),
		}
	}
}
pub type Watch = Box<dyn FnMut(&Spent)>;
#[derive(Clone, Copy, Default)]
pub struct Spent {
	pub states: u64,
	pub level: usize,
	pub widest: usize,
	pub bytes: usize,
}
struct Frame {
	level: usize,
	states: States,
	bits: u32,
	from: usize,
	live: usize,
}
pub trait Engine {
	fn block<R: Ring>(
		&self,
		m: &Model,
		from: usize,
		to: usize,
		u: u64,
		v: &mut [u64],
		w: usize,
	) -> Kept;
	#[allow(clippy::too_many_arguments)]
	fn step<R: Ring, M: Layered + Sync>(
		&self,
		m: &M,
		l: usize,
		cur: &States,
		from: usize,
		next: &mut States,
		w: usize,
		most: usize,
		live: &mut usize,
	) -> Option<usize>;
}
pub struct One;
impl Engine for One {
	fn block<R: Ring>(
		&self,
		m: &Model,
		from: usize,
		to: usize,
		u: u64,
		v: &mut [u64],
		w: usize,
	) -> Kept {
		block::<R>(m, from, to, u, v, w)
	}
	fn step<R: Ring, M: Layered + Sync>(
		&self,
		m: &M,
		l: usize,
		cur: &States,
		from: usize,
		next: &mut States,
		w: usize,
		most: usize,
		live: &mut usize,
	) -> Option<usize> {
		step::<R, M>(m, l, cur, from, next, w, most, live)
	}
}
struct Run<'a, M: 'a> {
	m: &'a M,
	narrow: Option<&'a Model>,
	size: usize,
	stack: Vec<Frame>,
	total: Vec<u64>,
	w: usize,
	spare_flat: Vec<u64>,
	spare_table: Option<Table>,
	parted: Option<usize>,
}
pub fn count<R: Ring, M: Layered + Sync, E: Engine>(m: &M, s: &mut Sweep, e: &E) -> Option<R> {
	let mut r = Run::new::<R>(m);
	while let Some(f) = r.stack.pop() {
		let held = r.stack.iter().map(|g| g.states.bytes()).sum::<usize>() + f.states.bytes();
		s.spent.bytes = s.spent.bytes.max(held);
		let mut f = r.share::<R>(f, s);
		if f.level == m.levels() {
			f.states.each(0..!0, r.w, |key, c| {
				if key.iter().all(|&x| x == 0) {
					sum::<R>(&mut r.total, c);
				}
			});
			continue;
		}
		let l = f.level;
		let was = f.states.len(r.w) as u64;
		let run = r.run(&f, R::MODULUS.is_none());
		let end = run.map_or(l + 1, |r| r.0);
		let grow: u32 = (l..end).map(|j| m.grow(j)).sum();
		r.widen::<R>(&mut f, grow);
		if let (Some(x), Some((end, u)), &mut States::Flat(ref mut v)) =
			(r.narrow, run, &mut f.states)
		{
			let (live, top) = e.block::<R>(x, l, end, u, v, r.w);
			f.live = live;
			let low = 64 * (r.w as u32 - 1);
			f.bits = (f.bits + grow).min(low + 64 - top.leading_zeros());
			s.spent.states += ((end - l) * r.size) as u64;
		}
		if run.is_some() {
			f.level = end;
			r.stack.push(f);
		} else {
			r.level::<R, E>(f, s, held, e);
		}
		let next = r.stack.last().map_or(0, |g| g.states.len(r.w)) as u64;
		let ahead = if next > was { 2 * next } else { next };
		if s.spent.states + ahead > s.most {
			return None;
		}
	}
	if let (Some((_, i)), None) = (s.part, r.parted) {
		if i > 0 {
			r.total = vec![0];
		}
	}
	Some(R::of_words(&r.total))
}
impl<'a, M: Layered + Sync> Run<'a, M> {
	fn new<R: Ring>(m: &'a M) -> Run<'a, M> {
		let (k, narrow) = (m.words(), m.narrow().filter(|x| x.slots <= FLAT_BITS));
		let mut root = Table::new(k, 1, 1, None);
		let mut e = vec![0u64; k + 1];
		e[k] = 1;
		root.add::<R>(&e, k, 1);
		let start = Frame {
			level: 0,
			states: States::Hashed(root),
			bits: 1,
			from: 0,
			live: 1,
		};
		Run {
			m,
			narrow,
			size: narrow.map_or(0, |x| 1usize << x.slots),
			stack: vec![start],
			total: vec![0],
			w: 1,
			spare_flat: Vec::new(),
			spare_table: None,
			parted: None,
		}
	}
	fn share<R: Ring>(&mut self, mut f: Frame, s: &mut Sweep) -> Frame {
		if f.from == 0 {
			let len = f.states.len(self.w);
			s.spent.widest = s.spent.widest.max(len);
			if let Some((parts, i)) = s.part {
				if self.parted.is_none() && len >= PARTED * parts {
					self.parted = Some(f.level);
				}
				if self.parted == Some(f.level) {
					f.states.share::<R>(parts, i, self.w);
					s.most = !0;
				}
			}
		}
		f
	}
	fn run(&self, f: &Frame, exact: bool) -> Option<(usize, u64)> {
		let (x, l, n) = match (self.narrow, &f.states) {
			(Some(x), &States::Flat(_)) => (x, f.level, self.m.levels()),
			_ => return None,
		};
		let (mut end, mut u, mut grow) = (l + 1, x.touched(l), x.levels[l].grow);
		while end < n
			&& (u | x.touched(end)).count_ones() <= BLOCK
			&& (!exact || grow + x.levels[end].grow <= GROWN)
		{
			u |= x.touched(end);
			grow += x.levels[end].grow;
			end += 1;
		}
		let u = u & (self.size as u64 - 1);
		match end > l + 1 || u.count_ones() <= BLOCK && (u.count_ones() as usize) < x.slots {
			true => Some((end, u)),
			false => None,
		}
	}
	fn widen<R: Ring>(&mut self, f: &mut Frame, grow: u32) {
		let w = self.w;
		if R::MODULUS.is_none() && f.bits + grow > 64 * w as u32 {
			f.bits = f.states.bits(w);
			let to = (f.bits + grow + 63) as usize / 64;
			if to > w {
				for g in self.stack.iter_mut() {
					g.states.widen(w, to);
				}
				f.states.widen(w, to);
				self.w = to;
			}
		}
	}
	fn level<R: Ring, E: Engine>(&mut self, mut f: Frame, s: &mut Sweep, held: usize, e: &E) {
		let (l, k, w, size) = (f.level, self.m.words(), self.w, self.size);
		let live = match f.states {
			States::Flat(_) => f.live,
			States::Hashed(ref t) => t.stored(),
		};
		let flat = self.narrow.map_or(false, |x| {
			let moves = x.levels[l].to - x.levels[l].from + 1;
			let dense = match live * (k + w) * 8 <= CACHED {
				true => DENSE,
				false => 4 * DENSE,
			};
			live * moves * dense >= size && held + 8 * size * w <= s.budget
		});
		let mut next = if flat {
			let mut v = std::mem::replace(&mut self.spare_flat, Vec::new());
			v.clear();
			v.resize(size * w, 0);
			States::Flat(v)
		} else {
			let room = s.budget.saturating_sub(held) / 16 / (k + w);
			States::Hashed(Table::new(k, w, live.min(room), self.spare_table.take()))
		};
		let mut live = live;
		let len = f.states.len(w) as u64;
		if f.from == 0 {
			s.spent.states += len;
		}
		let left = s.most.saturating_sub(s.spent.states);
		let left = (left / 2).max(len).min(left);
		let left = left.min(!0usize as u64 >> 24) as usize;
		let most = next.bytes().max(32 * (k + w) * left) + 8 * (k + w) * QUEUE;
		let most = s.budget.saturating_sub(held).min(most);
		let rest = e.step::<R, M>(self.m, l, &f.states, f.from, &mut next, w, most, &mut live);
		s.spent.level = l + 1;
		if let Some(ref mut watch) = s.watch {
			watch(&s.spent);
		}
		let g = Frame {
			level: l + 1,
			states: next,
			bits: f.bits + self.m.grow(l),
			from: 0,
			live,
		};
		match rest {
			Some(at) => {
				if s.part.is_some() && self.parted.is_none() {
					self.parted = Some(l + 1);
				}
				f.from = at;
				self.stack.push(f);
			}
			None => match f.states {
				States::Flat(v) => self.spare_flat = v,
				States::Hashed(t) => self.spare_table = Some(t),
			},
		}
		self.stack.push(g);
	}
}
fn sum<R: Ring>(t: &mut Vec<u64>, c: &[u64]) {
	if t.len() < c.len() + 1 && R::MODULUS.is_none() {
		t.resize(c.len() + 1, 0);
	}
	let mut d = c.to_vec();
	d.resize(t.len(), 0);
	add::<R>(t, &d);
}
// -- count_threads (src/count.rs) --
pub struct Threads {
	threads: usize,
	least: usize,
	routes: std::sync::Mutex<Vec<Vec<Vec<u64>>>>,
}
impl Threads {
	pub fn new(threads: usize) -> Threads {
		Threads {
			threads,
			least: THREADED,
			routes: std::sync::Mutex::new(vec![Vec::new(); threads]),
		}
	}
}
const THREADED: usize = 1 << 13;
fn spare<T: Default>(spare: &std::sync::Mutex<Vec<T>>, i: usize) -> T {
	match spare.lock() {
		Ok(mut s) => s
			.get_mut(i)
			.map(|x| std::mem::replace(x, T::default()))
			.unwrap_or_default(),
		Err(_) => T::default(),
	}
}
fn keep<T>(spare: &std::sync::Mutex<Vec<T>>, i: usize, x: T) {
	if let Ok(mut s) = spare.lock() {
		if let Some(y) = s.get_mut(i) {
			*y = x;
		}
	}
}
fn scoped<T: Send + 'static>(
	n: usize,
	started: &dyn Fn(usize),
	work: &(dyn Fn(usize) -> T + Sync),
) -> Vec<T> {
	struct Joined<T>(Vec<Option<std::thread::JoinHandle<T>>>);
	impl<T> Drop for Joined<T> {
		fn drop(&mut self) {
			for h in self.0.iter_mut().filter_map(Option::take) {
				let _ = h.join();
			}
		}
	}
	// SAFETY: only the lifetime changes, and every thread that borrows `work` is joined before
	// this returns or unwinds (by `Joined`), so `work` outlives every use of it.
	let job: &'static (dyn Fn(usize) -> T + Sync) = unsafe { std::mem::transmute(work) };
	let mut running = Joined(Vec::new());
	for t in 1..n {
		running
			.0
			.push(std::thread::Builder::new().spawn(move || job(t)).ok());
	}
	started(1 + running.0.iter().filter(|h| h.is_some()).count());
	let mut out = vec![work(0)];
	for (t, h) in running.0.iter_mut().enumerate() {
		out.push(match h.take().map(|h| h.join()) {
			Some(Ok(x)) => x,
			Some(Err(e)) => std::panic::resume_unwind(e),
			None => work(t + 1),
		});
	}
	out
}
struct Disjoint(*mut u64, usize);
// SAFETY: a `Shared` is made only by `Threads::block`, whose threads read and write disjoint
// states through it while the slice it points into is borrowed by the block.
unsafe impl Send for Disjoint {}
unsafe impl Sync for Disjoint {}
impl Store for Disjoint {
	fn size(&self) -> usize {
		self.1
	}
	#[inline(always)]
	fn load(&self, at: usize, x: &mut [u64]) {
		assert!(at + x.len() <= self.1);
		// SAFETY: in bounds (above); no other thread writes these words (`Disjoint`).
		unsafe { std::ptr::copy_nonoverlapping(self.0.add(at), x.as_mut_ptr(), x.len()) }
	}
	#[inline(always)]
	fn keep(&mut self, at: usize, x: &[u64]) {
		assert!(at + x.len() <= self.1);
		// SAFETY: in bounds (above); no other thread reads or writes these words (`Disjoint`).
		unsafe { std::ptr::copy_nonoverlapping(x.as_ptr(), self.0.add(at), x.len()) }
	}
}
fn share(n: usize, i: usize, t: usize) -> std::ops::Range<usize> {
	n * i / t..n * (i + 1) / t
}
const PIECES: usize = 8;
fn take(taken: &std::sync::atomic::AtomicUsize, n: usize) -> Option<usize> {
	let p = taken.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
	if p < n {
		Some(p)
	} else {
		None
	}
}
impl Engine for Threads {
	fn block<R: Ring>(
		&self,
		m: &Model,
		from: usize,
		to: usize,
		u: u64,
		v: &mut [u64],
		w: usize,
	) -> Kept {
		let classes = 1 << ((v.len() / w - 1) as u64 & !u).count_ones();
		let work = (v.len() / w).saturating_mul(to - from);
		if self.threads < 2 || classes < 2 * self.threads || work < self.least {
			return One.block::<R>(m, from, to, u, v, w);
		}
		let (t, at) = (self.threads, Disjoint(v.as_mut_ptr(), v.len()));
		let (at, pieces) = (&at, (classes / 8).max(t).min(PIECES * t));
		let taken = std::sync::atomic::AtomicUsize::new(0);
		let kept = scoped(t, &|_| (), &|_| {
			let (mut mine, mut kept) = (Disjoint(at.0, at.1), (0, 0));
			while let Some(p) = take(&taken, pieces) {
				let range = share(classes, p, pieces);
				let k = classes_of::<R, Disjoint>(m, (from, to), u, &mut mine, w, range);
				kept = (kept.0 + k.0, kept.1 | k.1);
			}
			kept
		});
		kept.iter().fold((0, 0), |a, b| (a.0 + b.0, a.1 | b.1))
	}
	fn step<R: Ring, M: Layered + Sync>(
		&self,
		m: &M,
		l: usize,
		cur: &States,
		from: usize,
		next: &mut States,
		w: usize,
		most: usize,
		live: &mut usize,
	) -> Option<usize> {
		let least = match *next {
			States::Flat(_) => self.least.saturating_mul(2),
			States::Hashed(_) => self.least,
		};
		if self.threads < 2 || from > 0 || next.bytes() * 4 > most || cur.len(w) < least {
			return One.step::<R, M>(m, l, cur, from, next, w, most, live);
		}
		let (t, k) = (self.threads, m.words());
		match *next {
			States::Flat(ref mut v) => {
				let size = v.len() / w;
				let each = (size + PIECES * t - 1) / (PIECES * t);
				let owner = |key: &[u64]| key[0] as usize / each;
				let stretches: Vec<std::sync::Mutex<&mut [u64]>> =
					v.chunks_mut(each * w).map(std::sync::Mutex::new).collect();
				let put = |j: usize, queues: &[&Vec<Vec<u64>>]| {
					if let Ok(mut p) = stretches[j].lock() {
						let queues = queues.iter().filter_map(|q| q.get(j));
						for e in queues.flat_map(|q| q.chunks_exact(1 + w)) {
							let at = (e[0] as usize - j * each) * w;
							add::<R>(&mut p[at..at + w], &e[1..]);
						}
					}
				};
				*live = self.halves(m, l, cur, (k, w), (stretches.len(), &owner), &put);
			}
			States::Hashed(ref mut table) => {
				let want = (PIECES * t).next_power_of_two().trailing_zeros();
				if table.bits < want.min(MOST_PARTS) {
					table.split(want.min(MOST_PARTS));
				}
				let bits = table.bits;
				let owner = |key: &[u64]| (mix(key) >> (64 - bits)) as usize;
				{
					let parts: Vec<std::sync::Mutex<&mut Part>> =
						table.parts.iter_mut().map(std::sync::Mutex::new).collect();
					let put = |p: usize, queues: &[&Vec<Vec<u64>>]| {
						if let Ok(mut part) = parts[p].lock() {
							fill::<R>(&mut part, p, queues, k, w);
						}
					};
					*live = self.halves(m, l, cur, (k, w), (parts.len(), &owner), &put);
				}
				table.slots = table.parts.iter().map(|p| p.size).sum();
			}
		}
		None
	}
}
struct Halfway {
	at: std::sync::Mutex<(usize, usize)>,
	all: std::sync::Condvar,
}
impl Halfway {
	fn lock<'a>(&'a self) -> std::sync::MutexGuard<'a, (usize, usize)> {
		self.at.lock().unwrap_or_else(|e| e.into_inner())
	}
	fn expect(&self, n: usize) {
		self.lock().1 = n;
		self.all.notify_all();
	}
	fn wait(&self) {
		let mut at = self.lock();
		while at.0 < at.1 {
			at = self.all.wait(at).unwrap_or_else(|e| e.into_inner());
		}
	}
}
struct Arriving<'a>(&'a Halfway);
impl<'a> Drop for Arriving<'a> {
	fn drop(&mut self) {
		self.0.lock().0 += 1;
		self.0.all.notify_all();
	}
}
type Put<'a> = dyn Fn(usize, &[&Vec<Vec<u64>>]) + Sync + 'a;
impl Threads {
	fn halves<M: Layered + Sync, F: Fn(&[u64]) -> usize + Sync>(
		&self,
		m: &M,
		l: usize,
		cur: &States,
		(k, w): (usize, usize),
		(places, owner): (usize, &F),
		put: &Put,
	) -> usize {
		let (t, n) = (self.threads, cur.places(w));
		let pieces = n.min(PIECES * t).max(1);
		let (first, second) = (
			std::sync::atomic::AtomicUsize::new(0),
			std::sync::atomic::AtomicUsize::new(0),
		);
		let queued: Vec<std::sync::RwLock<Vec<Vec<u64>>>> =
			(0..t).map(|_| std::sync::RwLock::new(Vec::new())).collect();
		let halfway = Halfway {
			at: std::sync::Mutex::new((0, !0)),
			all: std::sync::Condvar::new(),
		};
		let live = scoped(t, &|running| halfway.expect(running), &|i| {
			let mut live = 0;
			{
				let _arriving = Arriving(&halfway);
				let mut out = spare(&self.routes, i);
				if out.len() < places {
					out.resize(places, Vec::new());
				}
				for o in out.iter_mut() {
					o.clear();
				}
				while let Some(p) = take(&first, pieces) {
					let range = share(n, p, pieces);
					live += route::<M, F>(m, l, cur, range, (k, w), owner, &mut out[..places]);
				}
				if let Ok(mut q) = queued[i].write() {
					*q = out;
				}
			}
			halfway.wait();
			let read: Vec<_> = queued.iter().filter_map(|q| q.read().ok()).collect();
			let queues: Vec<&Vec<Vec<u64>>> = read.iter().map(|q| &**q).collect();
			while let Some(p) = take(&second, places) {
				put(p, &queues);
			}
			live
		});
		for (i, q) in queued.into_iter().enumerate() {
			keep(
				&self.routes,
				i,
				q.into_inner().unwrap_or_else(|e| e.into_inner()),
			);
		}
		live.iter().sum()
	}
}
fn fill<R: Ring>(part: &mut Part, p: usize, routed: &[&Vec<Vec<u64>>], k: usize, w: usize) {
	match (k, w) {
		(1, 1) => fill_kw::<R>(part, p, routed, 1, 1),
		(1, 2) => fill_kw::<R>(part, p, routed, 1, 2),
		(1, 3) => fill_kw::<R>(part, p, routed, 1, 3),
		_ => fill_kw::<R>(part, p, routed, k, w),
	}
}
#[inline(always)]
fn fill_kw<R: Ring>(part: &mut Part, p: usize, routed: &[&Vec<Vec<u64>>], k: usize, w: usize) {
	for q in routed.iter().filter_map(|r| r.get(p)) {
		for e in q.chunks_exact(k + w) {
			part.add::<R>(e, mix(&e[..k]), k, k + w);
		}
	}
}
fn route<M: Layered, F: Fn(&[u64]) -> usize>(
	m: &M,
	l: usize,
	cur: &States,
	range: std::ops::Range<usize>,
	(k, w): (usize, usize),
	owner: &F,
	out: &mut [Vec<u64>],
) -> usize {
	match (k, w) {
		(1, 1) => route_kw::<M, F>(m, l, cur, range, (1, 1), owner, out),
		(1, 2) => route_kw::<M, F>(m, l, cur, range, (1, 2), owner, out),
		(1, 3) => route_kw::<M, F>(m, l, cur, range, (1, 3), owner, out),
		_ => route_kw::<M, F>(m, l, cur, range, (k, w), owner, out),
	}
}
#[inline(always)]
fn route_kw<M: Layered, F: Fn(&[u64]) -> usize>(
	m: &M,
	l: usize,
	cur: &States,
	range: std::ops::Range<usize>,
	(k, w): (usize, usize),
	owner: &F,
	out: &mut [Vec<u64>],
) -> usize {
	let (mut kids, mut live) = (Vec::new(), 0);
	match *cur {
		States::Flat(ref v) => {
			let to = range.end.min(v.len() / w);
			let from = range.start.min(to);
			for (s, c) in v[from * w..to * w].chunks_exact(w).enumerate() {
				let s = [(from + s) as u64];
				live += children_to(m, l, &s, c, (k, w), owner, &mut kids, out);
			}
		}
		States::Hashed(ref table) => {
			let mut base = 0;
			for p in &table.parts {
				for (j, e) in p.records(range.start.max(base) - base, k + w) {
					if base + j >= range.end {
						return live;
					}
					live += children_to(m, l, &e[..k], &e[k..], (k, w), owner, &mut kids, out);
				}
				base += p.size;
			}
		}
	}
	live
}
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn children_to<M: Layered, F: Fn(&[u64]) -> usize>(
	m: &M,
	l: usize,
	s: &[u64],
	c: &[u64],
	(k, w): (usize, usize),
	owner: &F,
	kids: &mut Vec<u64>,
	out: &mut [Vec<u64>],
) -> usize {
	if c[..w].iter().all(|&x| x == 0) {
		return 0;
	}
	kids.clear();
	m.each(l, s, kids);
	let last = out.len() - 1;
	for key in kids.chunks_exact(k) {
		let o = &mut out[owner(key).min(last)];
		o.extend_from_slice(&key[..k]);
		o.extend_from_slice(&c[..w]);
	}
	1
}
impl States {
	fn places(&self, w: usize) -> usize {
		match *self {
			States::Flat(ref v) => v.len() / w,
			States::Hashed(ref t) => t.parts.iter().map(|p| p.size).sum(),
		}
	}
}
impl Table {
	fn split(&mut self, bits: u32) {
		let (k, n) = (self.k, self.k + self.w);
		let size = (self.slots >> bits).next_power_of_two().max(16);
		let mut old = std::mem::replace(&mut self.parts, Vec::new()).into_iter();
		self.parts = (0..1usize << bits)
			.map(|_| Part::new(k, n, size, bits, old.next()))
			.collect();
		self.queues.resize(1 << bits, Vec::new());
		self.queued = 0;
		self.bits = bits;
		self.slots = self.parts.iter().map(|p| p.size).sum();
	}
}
// -- wide (src/count.rs) --
pub struct Wide {
	steps: Vec<Stage>,
	opts: Vec<usize>,
	cells: Vec<Cell>,
	pub option: Vec<usize>,
	leaving: Vec<Cell>,
	words: usize,
	dead: bool,
}
struct Cells {
	at: Vec<(usize, u32)>,
	free: Vec<Vec<(usize, u32)>>,
	end: usize,
	width: (u32, u32),
	primary: usize,
}
impl Cells {
	fn bits(&self, i: usize) -> u32 {
		if i < self.primary {
			self.width.0
		} else {
			self.width.1
		}
	}
	fn place(&mut self, i: usize) {
		let (b, kind) = (self.bits(i) as usize, (i >= self.primary) as usize);
		let end = &mut self.end;
		self.at[i] = self.free[kind].pop().unwrap_or_else(|| {
			let room = if *end < 64 { 63 } else { 64 };
			if *end % 64 + b > room {
				*end += 64 - *end % 64;
			}
			*end += b;
			((*end - b) / 64, ((*end - b) % 64) as u32)
		});
	}
	fn free(&mut self, i: usize) {
		self.free[(i >= self.primary) as usize].push(self.at[i]);
	}
	fn cell(&self, i: usize, limit: u64) -> Cell {
		let (word, shift) = self.at[i];
		Cell {
			word,
			shift,
			mask: (1 << self.bits(i)) - 1,
			primary: i < self.primary,
			limit,
		}
	}
}
#[derive(Clone, Copy)]
struct Stage {
	from: usize,
	to: usize,
	close: (usize, usize),
	grow: u32,
}
#[derive(Clone, Copy)]
struct Cell {
	word: usize,
	shift: u32,
	mask: u64,
	primary: bool,
	limit: u64,
}
impl Wide {
	pub fn new(
		primary: usize,
		items: usize,
		options: &[Vec<(usize, u32)>],
		bounds: &[(u32, u32)],
		colours: u32,
	) -> Wide {
		let bound = |i: usize| *bounds.get(i).unwrap_or(&(1, 1));
		let plain: Vec<Vec<usize>> = (options.iter())
			.map(|o| o.iter().map(|e| e.0).collect())
			.collect();
		let s = spans(primary, items, &plain);
		let width = |n: u64| 64 - n.leading_zeros();
		let most = (0..primary).map(|i| bound(i).1).max().unwrap_or(1);
		let (pb, sb) = (width(u64::from(most)).max(1), width(u64::from(colours) + 1));
		let mut w = Wide {
			steps: Vec::new(),
			opts: vec![0],
			cells: Vec::new(),
			option: Vec::new(),
			leaving: Vec::new(),
			words: 1,
			dead: (0..primary).any(|i| s.first[i] == !0 && bound(i).0 > 0),
		};
		if w.dead {
			w.steps.push(Stage {
				from: 0,
				to: 0,
				close: (0, 0),
				grow: 0,
			});
			return w;
		}
		let mut cells = Cells {
			at: vec![(0, 0); items],
			free: vec![Vec::new(); 2],
			end: 0,
			width: (pb, sb),
			primary,
		};
		let mut enter = vec![Vec::new(); s.item.len()];
		let mut leave = vec![Vec::new(); s.item.len()];
		for i in (0..items).filter(|&i| s.first[i] != !0) {
			enter[s.first[i]].push(i);
			leave[s.last[i]].push(i);
		}
		for l in 0..s.item.len() {
			for &i in &enter[l] {
				cells.place(i);
			}
			w.level(&s.of[l], &leave[l], options, bounds, &cells);
			for &i in &leave[l] {
				cells.free(i);
			}
		}
		w.words = cells.end / 64 + 1;
		w
	}
	fn level(
		&mut self,
		of: &[usize],
		leave: &[usize],
		options: &[Vec<(usize, u32)>],
		bounds: &[(u32, u32)],
		cells: &Cells,
	) {
		let (primary, sb) = (cells.primary, cells.width.1);
		let bound = |i: usize| *bounds.get(i).unwrap_or(&(1, 1));
		let close = self.leaving.len();
		let mut grow = 0;
		for &i in leave {
			let (lower, upper) = if i < primary { bound(i) } else { (0, 0) };
			self.leaving.push(cells.cell(i, u64::from(lower)));
			grow += match i < primary {
				true => bits(u64::from(upper - lower) + 1),
				false => sb,
			};
		}
		let item = (of.iter().flat_map(|&o| &options[o]))
			.map(|e| e.0)
			.filter(|&i| i < primary)
			.min();
		let group = if item.map_or(1, |f| bound(f).1) > 1 {
			1
		} else {
			of.len()
		};
		for (k, run) in of.chunks(group.max(1)).enumerate() {
			let from = self.option.len();
			for &o in run {
				for &(i, c) in &options[o] {
					let limit = match i < primary {
						true => u64::from(bound(i).1),
						false if c == 0 => (1 << sb) - 1,
						false => u64::from(c),
					};
					self.cells.push(cells.cell(i, limit));
				}
				self.opts.push(self.cells.len());
				self.option.push(o);
			}
			let last = (k + 1) * group >= of.len();
			self.steps.push(Stage {
				from,
				to: self.option.len(),
				close: if last {
					(close, self.leaving.len())
				} else {
					(0, 0)
				},
				grow: bits((run.len() + 1) as u64) + if last { grow } else { 0 },
			});
		}
	}
	pub fn children(&self, l: usize, key: &[u64], out: &mut Vec<u64>, taken: &mut Vec<usize>) {
		if self.dead {
			return;
		}
		let v = self.steps[l];
		for o in (v.from..v.to).map(Some).chain(Some(None)) {
			let at = out.len();
			out.extend_from_slice(key);
			let ok = match o {
				Some(o) => self.take(o, &mut out[at..]),
				None => true,
			};
			if ok && self.close(v.close, &mut out[at..]) {
				taken.push(o.map_or(!0, |o| self.option[o]));
			} else {
				out.truncate(at);
			}
		}
	}
	fn take(&self, o: usize, key: &mut [u64]) -> bool {
		for c in &self.cells[self.opts[o]..self.opts[o + 1]] {
			let v = key[c.word] >> c.shift & c.mask;
			if c.primary {
				if v >= c.limit {
					return false;
				}
				key[c.word] += 1 << c.shift;
			} else if v == 0 {
				key[c.word] |= c.limit << c.shift;
			} else if v != c.limit || c.limit == c.mask {
				return false;
			}
		}
		true
	}
	fn close(&self, close: (usize, usize), key: &mut [u64]) -> bool {
		for c in &self.leaving[close.0..close.1] {
			if key[c.word] >> c.shift & c.mask < c.limit {
				return false;
			}
			key[c.word] &= !(c.mask << c.shift);
		}
		true
	}
}
impl Layered for Wide {
	fn levels(&self) -> usize {
		self.steps.len()
	}
	fn words(&self) -> usize {
		self.words
	}
	fn grow(&self, l: usize) -> u32 {
		self.steps[l].grow
	}
	fn each(&self, l: usize, key: &[u64], out: &mut Vec<u64>) {
		self.children(l, key, out, &mut Vec::new())
	}
	fn narrow(&self) -> Option<&Model> {
		None
	}
}
// -- depth_first (src/count.rs) --
pub struct Memo<'a, M: 'a> {
	model: &'a M,
	slots: Vec<u64>,
	counts: Vec<Big>,
	size: usize,
	most: usize,
	turn: usize,
	pub nodes: u64,
	pub lookups: u64,
	pub hits: u64,
}
struct Node {
	step: usize,
	key: Vec<u64>,
	kids: Vec<u64>,
	next: usize,
	acc: Big,
}
const PROBES: usize = 16;
impl<'a, M: Layered> Memo<'a, M> {
	pub fn new(model: &'a M, budget: usize) -> Memo<'a, M> {
		let slot = 8 * (model.words() + 2) + 48;
		Memo {
			model,
			slots: Vec::new(),
			counts: Vec::new(),
			size: 0,
			most: (budget / slot).max(PROBES).next_power_of_two(),
			turn: 0,
			nodes: 0,
			lookups: 0,
			hits: 0,
		}
	}
	fn find(&self, l: usize, key: &[u64]) -> (usize, bool) {
		let n = self.model.words() + 2;
		let h = (mix(key) ^ l as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
		let home = (h >> (64 - self.size.trailing_zeros())) as usize;
		for p in 0..PROBES.min(self.size) {
			let at = (home + p) & (self.size - 1);
			let s = &self.slots[at * n..at * n + n];
			if s[0] == l as u64 && s[1..n - 1] == *key {
				return (at, true);
			}
			if s[0] == EMPTY {
				return (at, false);
			}
		}
		((home + self.turn % PROBES) & (self.size - 1), false)
	}
	fn get(&mut self, l: usize, key: &[u64]) -> Option<Big> {
		if self.size == 0 {
			return None;
		}
		match self.find(l, key) {
			(at, true) => {
				let n = self.model.words() + 2;
				Some(self.counts[self.slots[at * n + n - 1] as usize].clone())
			}
			_ => None,
		}
	}
	fn put(&mut self, l: usize, key: &[u64], c: &Big) {
		let n = self.model.words() + 2;
		if 2 * (self.counts.len() + 1) > self.size && self.size < self.most {
			let old = std::mem::replace(&mut self.slots, Vec::new());
			self.size = (2 * self.size).max(PROBES);
			self.slots = vec![EMPTY; self.size * n];
			for s in old.chunks(n).filter(|s| s[0] != EMPTY) {
				let at = self.find(s[0] as usize, &s[1..n - 1]).0;
				self.slots[at * n..at * n + n].copy_from_slice(s);
			}
		}
		self.turn += 1;
		let (at, _) = self.find(l, key);
		let s = &mut self.slots[at * n..at * n + n];
		if s[0] == EMPTY {
			s[n - 1] = self.counts.len() as u64;
			self.counts.push(c.clone());
		} else {
			self.counts[s[n - 1] as usize] = c.clone();
		}
		s[0] = l as u64;
		s[1..n - 1].copy_from_slice(key);
	}
	pub fn count(&mut self, l: usize, key: &[u64], most: u64) -> Option<Big> {
		let (m, words) = (self.model, self.model.words());
		if l == m.levels() {
			return Some(Big(vec![1]));
		}
		if let Some(c) = self.get(l, key) {
			return Some(c);
		}
		let (end, stop) = (m.levels(), self.nodes.saturating_add(most));
		let mut path = vec![self.node(l, key)];
		loop {
			let next = match path.last_mut() {
				Some(top) => match top.next < top.kids.len() / words {
					true => {
						let k = top.next * words;
						top.next += 1;
						Some((top.step + 1, top.kids[k..k + words].to_vec()))
					}
					false => None,
				},
				None => None,
			};
			let (step, child) = match next {
				Some(next) => next,
				None => {
					let top = path.pop()?;
					self.put(top.step, &top.key, &top.acc);
					match path.last_mut() {
						Some(up) => up.acc.add(&top.acc),
						None => return Some(top.acc),
					}
					continue;
				}
			};
			if step == end {
				path.last_mut()?.acc.add_word(1);
				continue;
			}
			self.lookups += 1;
			if let Some(c) = self.get(step, &child) {
				self.hits += 1;
				path.last_mut()?.acc.add(&c);
				continue;
			}
			if self.nodes >= stop {
				return None;
			}
			let node = self.node(step, &child);
			path.push(node);
		}
	}
	fn node(&mut self, step: usize, key: &[u64]) -> Node {
		self.nodes += 1;
		let mut kids = Vec::new();
		self.model.each(step, key, &mut kids);
		Node {
			step,
			key: key.to_vec(),
			kids,
			next: 0,
			acc: Big::default(),
		}
	}
}
impl<'a> Memo<'a, Wide> {
	pub fn sample(&mut self, mut random: impl FnMut() -> u64) -> Option<Vec<usize>> {
		let (m, mut taken) = (self.model, Vec::new());
		let (mut l, mut key) = (0, vec![0u64; m.words]);
		while l < m.steps.len() {
			let mut r = self.count(l, &key, !0)?;
			if r.is_zero() {
				return None;
			}
			r = r.below(&mut random);
			let (mut kids, mut moves) = (Vec::new(), Vec::new());
			m.children(l, &key, &mut kids, &mut moves);
			let mut chosen = None;
			for (child, &o) in kids.chunks(m.words).zip(&moves) {
				let c = self.count(l + 1, child, !0)?;
				if r < c {
					chosen = Some((child.to_vec(), o));
					break;
				}
				r.sub(&c);
			}
			let (child, o) = chosen?;
			if o != !0 {
				taken.push(o);
			}
			key = child;
			l += 1;
		}
		Some(taken)
	}
}
// -- exact (src/count.rs) --
impl Ring for Big {
	const MODULUS: Option<u64> = None;
	fn of_words(w: &[u64]) -> Big {
		let top = w.iter().rposition(|&x| x != 0).map_or(0, |k| k + 1);
		Big(w[..top].to_vec())
	}
}
// -- narrow_order (src/order.rs) --
pub fn narrow_order(primary: usize, items: usize, options: &[Vec<usize>]) -> Vec<usize> {
	let given: Vec<usize> = (0..primary).collect();
	let pairs: usize = options.iter().map(|o| o.len() * o.len()).sum();
	if pairs > 1 << 24 || primary < 3 {
		return given;
	}
	let mut holds = vec![Vec::new(); items];
	for (k, o) in options.iter().enumerate() {
		for &a in o {
			holds[a].push(k);
		}
	}
	let (mut near, mut met) = (vec![Vec::new(); items], vec![!0usize; items]);
	for a in 0..items {
		met[a] = a;
		for &b in holds[a].iter().flat_map(|&k| &options[k]) {
			if met[b] != a {
				met[b] = a;
				near[a].push(b);
			}
		}
	}
	let mut best = (cost(primary, items, options, &given), given);
	let consider = |rank: Vec<usize>, best: &mut ((i64, f64), Vec<usize>)| {
		let c = cost(primary, items, options, &rank);
		if c.0 < (best.0).0 || c.0 == (best.0).0 && c.1 < (best.0).1 - 0.01 {
			*best = (c, rank);
		}
	};
	consider(cuthill_mckee(primary, &near), &mut best);
	if (best.0).1 >= SPECTRAL as f64 {
		consider(spectral(primary, &near), &mut best);
	}
	best.1
}
const SPECTRAL: u32 = 18;
fn cost(primary: usize, items: usize, options: &[Vec<usize>], rank: &[usize]) -> (i64, f64) {
	let (mut first, mut last) = (vec![!0usize; items], vec![0usize; items]);
	let mut leads = vec![false; primary];
	for o in options {
		if let Some(l) = o.iter().filter(|&&i| i < primary).map(|&i| rank[i]).min() {
			leads[l] = true;
			for &i in o {
				first[i] = first[i].min(l);
				last[i] = last[i].max(l);
			}
		}
	}
	let mut width = vec![0i64; primary + 1];
	for i in (0..items).filter(|&i| first[i] < last[i]) {
		width[first[i] + 1] += 1;
		width[last[i] + 1] -= 1;
	}
	let mut at = Vec::new();
	let mut w = 0;
	for (l, d) in width.iter().take(primary).enumerate() {
		w += d;
		if leads[l] {
			at.push(w);
		}
	}
	let top = at.iter().cloned().max().unwrap_or(0);
	let sum: f64 = at
		.iter()
		.map(|&w| 2f64.powi((w - top).max(-60) as i32))
		.sum();
	(top, top as f64 + sum.log2())
}
fn cuthill_mckee(primary: usize, near: &[Vec<usize>]) -> Vec<usize> {
	let mut order = Vec::with_capacity(primary);
	let mut seen = vec![false; primary];
	for root in 0..primary {
		if seen[root] {
			continue;
		}
		let start = peripheral(near, primary, root);
		let from = order.len();
		order.push(start);
		seen[start] = true;
		let mut k = from;
		while k < order.len() {
			let mut next: Vec<usize> = (near[order[k]].iter())
				.cloned()
				.filter(|&b| b < primary && !seen[b])
				.collect();
			next.sort_by_key(|&b| near[b].len());
			for b in next {
				seen[b] = true;
				order.push(b);
			}
			k += 1;
		}
		order[from..].reverse();
	}
	ranks(&order)
}
fn peripheral(near: &[Vec<usize>], primary: usize, root: usize) -> usize {
	let mut start = root;
	for _ in 0..2 {
		let depth = depths(near, primary, start);
		let far = (0..primary)
			.filter(|&a| depth[a] != !0)
			.map(|a| depth[a])
			.max();
		start = (0..primary)
			.filter(|&a| Some(depth[a]) == far)
			.min_by_key(|&a| near[a].len())
			.unwrap_or(start);
	}
	start
}
fn depths(near: &[Vec<usize>], primary: usize, start: usize) -> Vec<usize> {
	let mut depth = vec![!0usize; primary];
	let (mut queue, mut k) = (vec![start], 0);
	depth[start] = 0;
	while k < queue.len() {
		let a = queue[k];
		for &b in near[a].iter().filter(|&&b| b < primary) {
			if depth[b] == !0 {
				depth[b] = depth[a] + 1;
				queue.push(b);
			}
		}
		k += 1;
	}
	depth
}
fn spectral(primary: usize, near: &[Vec<usize>]) -> Vec<usize> {
	let (mut adj, mut at): (Vec<usize>, _) = (Vec::new(), vec![0]);
	for n in near.iter().take(primary) {
		adj.extend(n.iter().filter(|&&b| b < primary));
		at.push(adj.len());
	}
	let degree: Vec<f64> = (0..primary).map(|i| (at[i + 1] - at[i]) as f64).collect();
	let c = 2.0 * degree.iter().cloned().fold(1.0, f64::max);
	let edges: usize = near.iter().take(primary).map(|n| n.len()).sum();
	let steps = (1 << SPECTRAL) / (edges + primary).max(1);
	let depth = depths(near, primary, peripheral(near, primary, 0));
	let mut x: Vec<f64> = depth.iter().map(|&d| d.min(primary) as f64).collect();
	let mut y = vec![0.0; primary];
	for step in 0..steps.min(2000) {
		let mean = x.iter().sum::<f64>() / primary as f64;
		for (i, v) in y.iter_mut().enumerate() {
			let around: f64 = adj[at[i]..at[i + 1]].iter().map(|&b| x[b]).sum();
			*v = (c - degree[i]) * x[i] + around - c * mean;
		}
		let norm = y.iter().map(|v| v * v).sum::<f64>().sqrt().max(1e-300);
		let mut moved = 0.0;
		for (a, v) in x.iter().zip(y.iter_mut()) {
			*v /= norm;
			moved = f64::max(moved, (a - *v).abs());
		}
		std::mem::swap(&mut x, &mut y);
		if step > 0 && moved < 1e-10 {
			break;
		}
	}
	let mut order: Vec<usize> = (0..primary).collect();
	order.sort_by(|&a, &b| {
		let (p, q) = ((x[a] * 1e6).round(), (x[b] * 1e6).round());
		p.partial_cmp(&q)
			.unwrap_or(std::cmp::Ordering::Equal)
			.then(a.cmp(&b))
	});
	ranks(&order)
}
fn ranks(order: &[usize]) -> Vec<usize> {
	let mut rank = vec![0; order.len()];
	for (k, &i) in order.iter().enumerate() {
		rank[i] = k;
	}
	rank
}
// -- rng (src/rng.rs) --
pub struct Rng(pub u64);
impl Rng {
	pub fn bits(&mut self) -> u64 {
		self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
		let mut z = self.0;
		z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
		z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
		z ^ (z >> 31)
	}
}
// -- parallel (src/parallel.rs) --
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
impl<K, V: Visit<K>> Visit<K> for &mut V {
	#[inline(always)]
	fn enter(&mut self, d: &mut Dlx) -> Step {
		(**self).enter(d)
	}
	#[inline(always)]
	fn branch(&mut self, d: &Dlx, item: usize) -> Step {
		(**self).branch(d, item)
	}
	#[inline(always)]
	fn leave(&mut self, d: &mut Dlx) {
		(**self).leave(d)
	}
	#[inline(always)]
	fn solution(&mut self, d: &Dlx) -> Step {
		(**self).solution(d)
	}
}
impl<K, V: Visit<K>> Visit<K> for Option<V> {
	#[inline(always)]
	fn enter(&mut self, d: &mut Dlx) -> Step {
		match *self {
			Some(ref mut v) => v.enter(d),
			None => Step::On,
		}
	}
	#[inline(always)]
	fn branch(&mut self, d: &Dlx, item: usize) -> Step {
		match *self {
			Some(ref mut v) => v.branch(d, item),
			None => Step::On,
		}
	}
	#[inline(always)]
	fn leave(&mut self, d: &mut Dlx) {
		if let Some(ref mut v) = *self {
			v.leave(d)
		}
	}
	#[inline(always)]
	fn solution(&mut self, d: &Dlx) -> Step {
		match *self {
			Some(ref mut v) => v.solution(d),
			None => Step::On,
		}
	}
}
fn path(d: &Dlx) -> Vec<u32> {
	(0..d.depth()).map(|l| d.node(l)).collect()
}
struct Cut {
	depth: usize,
	paths: Vec<Vec<u32>>,
	nodes: usize,
}
impl<K> Visit<K> for Cut {
	fn enter(&mut self, d: &mut Dlx) -> Step {
		self.nodes += 1;
		if d.depth() < self.depth {
			return Step::On;
		}
		self.paths.push(path(d));
		Step::Back
	}
	fn solution(&mut self, d: &Dlx) -> Step {
		self.paths.push(path(d));
		Step::On
	}
}
pub fn frontier<S: Strategy>(d: &mut Dlx, s: &mut S, want: usize) -> Vec<Vec<u32>> {
	let mut depth = 1;
	loop {
		let mut cut = Cut {
			depth,
			paths: Vec::new(),
			nodes: 0,
		};
		d.search(s, &mut cut);
		let deep = cut.paths.iter().any(|p| p.len() == depth);
		if cut.paths.len() >= want || !deep || cut.nodes > 1 << 20 {
			return cut.paths;
		}
		depth += 1;
	}
}
pub struct Pool {
	paths: Vec<Vec<u32>>,
	next: AtomicUsize,
	pub stop: AtomicBool,
	pub found: AtomicUsize,
	best: Mutex<Vec<u64>>,
	version: AtomicUsize,
}
impl Pool {
	pub fn new(paths: Vec<Vec<u32>>, parts: usize, part: usize) -> Pool {
		let mine = paths.into_iter().skip(part).step_by(parts.max(1)).collect();
		Pool {
			paths: mine,
			next: AtomicUsize::new(0),
			stop: AtomicBool::new(false),
			found: AtomicUsize::new(0),
			best: Mutex::new(Vec::new()),
			version: AtomicUsize::new(0),
		}
	}
	fn take(&self) -> Option<&[u32]> {
		let k = self.next.fetch_add(1, Ordering::Relaxed);
		self.paths.get(k).map(|p| &p[..])
	}
	pub fn best(&self) -> Vec<u64> {
		self.best.lock().unwrap_or_else(|e| e.into_inner()).clone()
	}
	pub fn drain<S: Strategy, V: Visit<S::Kind>>(&self, d: &mut Dlx, s: &mut S, visit: &mut V) {
		let mut walk = Walk {
			pool: self,
			target: self.take(),
			inside: false,
			inner: visit,
		};
		if walk.target.is_some() {
			d.search(s, &mut walk);
		}
	}
}
struct Walk<'a, V> {
	pool: &'a Pool,
	target: Option<&'a [u32]>,
	inside: bool,
	inner: V,
}
impl<'a, V> Walk<'a, V> {
	fn below(&self, k: usize) -> bool {
		self.inside && k >= self.target.map_or(0, |t| t.len())
	}
}
impl<'a, K, V: Visit<K>> Visit<K> for Walk<'a, V> {
	fn enter(&mut self, d: &mut Dlx) -> Step {
		let k = d.depth();
		if self.pool.stop.load(Ordering::Relaxed) {
			return Step::Stop;
		}
		if k > 0 && self.below(k - 1) {
			return self.inner.enter(d);
		}
		if self.inside {
			self.inside = false;
			self.target = self.pool.take();
		}
		let t = match self.target {
			Some(t) => t,
			None => return Step::Stop,
		};
		if (0..k).zip(t).any(|(l, &x)| d.node(l) != x) {
			return Step::Back;
		}
		match k.cmp(&t.len()) {
			std::cmp::Ordering::Less => Step::On,
			std::cmp::Ordering::Equal => {
				self.inside = true;
				self.inner.enter(d)
			}
			std::cmp::Ordering::Greater => Step::Back,
		}
	}
	fn branch(&mut self, d: &Dlx, item: usize) -> Step {
		match self.below(d.depth()) {
			true => self.inner.branch(d, item),
			false => Step::On,
		}
	}
	fn leave(&mut self, d: &mut Dlx) {
		if self.below(d.depth()) {
			self.inner.leave(d)
		}
	}
	fn solution(&mut self, d: &Dlx) -> Step {
		match self.below(d.depth()) {
			true => self.inner.solution(d),
			false => Step::On,
		}
	}
}
pub struct Shared<'a> {
	pub costs: Costs,
	pool: &'a Pool,
	seen: usize,
}
impl<'a> Shared<'a> {
	pub fn new(costs: Costs, pool: &'a Pool) -> Shared<'a> {
		Shared {
			costs,
			pool,
			seen: 0,
		}
	}
}
impl<'a, K> Rule<K> for Shared<'a> {
	const LINKED: bool = <Costs as Rule<K>>::LINKED;
	fn prune(&mut self, d: &Dlx, out: &mut Vec<usize>) -> Verdict {
		if self.pool.version.load(Ordering::Acquire) != self.seen {
			let best = self.pool.best.lock().unwrap_or_else(|e| e.into_inner());
			self.seen = self.pool.version.load(Ordering::Acquire);
			self.costs.best.clone_from(&best);
		}
		Rule::<K>::prune(&mut self.costs, d, out)
	}
	fn solution(&mut self, d: &Dlx) -> Step {
		let (now, k) = (self.costs.now, self.costs.k);
		let step = Rule::<K>::solution(&mut self.costs, d);
		let mut best = self.pool.best.lock().unwrap_or_else(|e| e.into_inner());
		let at = best.iter().position(|&b| b > now).unwrap_or(best.len());
		best.insert(at, now);
		best.truncate(k);
		self.seen = self.pool.version.fetch_add(1, Ordering::Release) + 1;
		self.costs.best.clone_from(&best);
		step
	}
}
pub fn run_threads<T, F>(threads: usize, work: F) -> Result<Vec<T>, String>
where
	T: Send + 'static,
	F: Fn() -> T + Send + Sync + 'static,
{
	let work = Arc::new(work);
	let mut running = Vec::new();
	for _ in 0..threads {
		let w = work.clone();
		match std::thread::Builder::new().spawn(move || w()) {
			Ok(h) => running.push(h),
			Err(e) => return Err(format!("cannot start a thread: {}", e)),
		}
	}
	let mut out = Vec::new();
	for h in running {
		out.push(h.join().map_err(|_| "a thread failed".to_string())?);
	}
	Ok(out)
}
// -- log (src/log.rs) --
#[derive(Default)]
pub struct Log {
	lines: Vec<String>,
	count: usize,
	failed: bool,
}
impl Log {
	pub fn note(&mut self, m: String) {
		self.count += 1;
		if self.count <= 100 {
			self.lines.push(m);
		}
	}
	pub fn error(&mut self, m: String) {
		self.failed = true;
		self.note(m);
	}
}
pub fn run(name: &str, solve: fn(&[u8], &mut Vec<u8>, &mut Log)) {
	use std::io::{self, Read, Write};
	let (mut input, mut out, mut log) = (vec![], vec![], Log::default());
	match io::stdin().read_to_end(&mut input) {
		Ok(_) => solve(&input, &mut out, &mut log),
		Err(e) => log.error(format!("cannot read stdin: {}", e)),
	}
	let mut o = io::stdout();
	if o.write_all(&out).and_then(|_| o.flush()).is_err() {
		log.error("cannot write stdout".into());
	}
	if log.count > 100 {
		log.lines
			.push(format!("and {} more messages like these", log.count - 100));
	}
	for m in &log.lines {
		let _ = writeln!(io::stderr(), "{}: {}", name, m);
	}
	std::process::exit(log.failed as i32);
}
pub struct Progress {
	pub every: std::time::Duration,
	pub start: std::time::Instant,
	pub label: String,
	next: std::time::Duration,
}
impl Progress {
	pub fn due(&mut self, what: impl FnOnce() -> String) {
		let now = self.start.elapsed();
		if now >= self.next {
			self.next = now + self.every;
			let tenths = now.subsec_millis() / 100;
			let line = format!("{}{}.{} s, {}\n", self.label, now.as_secs(), tenths, what());
			let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
		}
	}
	pub fn new(every: std::time::Duration, start: std::time::Instant, label: String) -> Progress {
		Progress {
			every,
			start,
			label,
			next: every,
		}
	}
}
// ---- END blocks ----
}
