//! Knuth's input format for exact cover with colours (his DLX2, SSXCC), with his multiplicities
//! (DLX3, SSMCC) and costs (DLX5): the shared language of his generators and of the puzzle
//! models in his papers. Block `knuth` reads it, with a one-line message naming the line of the
//! first thing wrong.

// ---- BEGIN knuth ----
/// A problem in Knuth's format: the first line that does not start with `|` names the primary
/// items, then `|`, then the secondary ones; each later line is an option, its items by name,
/// a secondary one perhaps as `name:colour`. Lines that start with `|` are comments. Names and
/// colours are 1 to 8 printable characters without `:` or `|`. A primary item may be written
/// `a:b|name` (or `b|name`, `a = b`): it is then in `a` to `b` chosen options, not exactly one
/// (DLX3). A token `|n` after an option's first item adds `n` to the option's cost (DLX5).
#[derive(Debug, Default, PartialEq)]
pub struct Xcc {
    /// The items' names, the primary ones first (`0..primary`).
    pub names: Vec<Vec<u8>>,
    pub primary: usize,
    /// The options' items one after another, each with its colour (`0` for none; colours
    /// numbered from 1 in the order they first appear); where each option ends.
    pub entries: Vec<(usize, u32)>,
    pub ends: Vec<usize>,
    /// The colours' names: colour `c` is `colours[c - 1]`.
    pub colours: Vec<Vec<u8>>,
    /// Primary item -> its bounds (lower, upper) on how many chosen options contain it: `a:b|name`,
    /// `b|name` (a = b) on the item line, (1, 1) for a bare name. Empty when no item has bounds.
    pub bounds: Vec<(u32, u32)>,
    /// Option -> its cost, the sum of its `|n` tokens (Knuth's DLX5). Empty when no option has one.
    pub costs: Vec<u64>,
    /// The lines of the options without primary items, left out as Knuth's DLX2 leaves them
    /// (with a warning: no solution could hold them).
    pub ignored: Vec<usize>,
}

/// The most entries (an item in an option) a problem may have: the DLX takes about 16 bytes each.
pub const MAX_ENTRIES: usize = 1 << 24;

/// The largest bound (Knuth's are C `int`s).
pub const MAX_BOUND: u64 = (1 << 31) - 1;

/// The most all options' costs may add up to, so that no sum of costs overflows a `u64`.
pub const MAX_COST: u64 = (1 << 63) - 1;

impl Xcc {
    /// Option `k`'s items and colours.
    pub fn option(&self, k: usize) -> &[(usize, u32)] {
        let start = if k == 0 { 0 } else { self.ends[k - 1] };
        &self.entries[start..self.ends[k]]
    }
}

/// A name as Knuth takes them: 1 to 8 printable characters, no `:` or `|`.
fn name_ok(w: &[u8]) -> bool {
    !w.is_empty()
        && w.len() <= 8
        && w.iter()
            .all(|&b| b > b' ' && b < 0x7f && b != b':' && b != b'|')
}

/// `w` as a decimal number (saturated), if it is one: digits only, at least one.
fn decimal(w: &[u8]) -> Option<u64> {
    if w.is_empty() || !w.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(w.iter().fold(0u64, |n, &d| {
        n.saturating_mul(10).saturating_add(u64::from(d - b'0'))
    }))
}

/// An item's bounds, where they are written.
type Bounds = Option<(u32, u32)>;

/// A word of the line of items, on line `at`: its name, and its bounds where they are written
/// (`a:b|name`, `b|name`; only a primary item may have them).
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

/// `w` for a message: printable, cut at 20 characters.
fn show(w: &[u8]) -> String {
    let cut = &w[..w.len().min(20)];
    let s: String = cut
        .iter()
        .map(|&b| if b > b' ' && b < 0x7f { b as char } else { '?' })
        .collect();
    format!("'{}{}'", s, if cut.len() < w.len() { "..." } else { "" })
}

/// Reads a problem in Knuth's format (a UTF-8 byte order mark and CRLF are fine), or says
/// what is wrong and on which line (from 1).
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

/// What `read_xcc` knows as it reads line by line.
#[derive(Default)]
struct Reader {
    x: Xcc,
    items_read: bool,
    /// Item name -> its number.
    index: std::collections::HashMap<Vec<u8>, usize>,
    /// Item -> the last line that holds it: a repeat in an option is found in one step.
    last_in: Vec<usize>,
    /// The costs of all options so far.
    total: u64,
}

impl Reader {
    /// The line of items, line `at`: the primary ones (with their bounds), `|`, the secondary.
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

    /// An option, line `at`: its items (perhaps coloured) and cost tokens, checked.
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

    /// A cost token `|n` on line `at`: `n`, kept within the total `MAX_COST`.
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

    /// An item of the option being read, `name` or `name:colour`, on line `at`: added to it.
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

    /// Colour `c`'s number (from 1, new ones numbered as they appear), on line `at`.
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
// ---- END knuth ----

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knuths_example_reads_with_its_colours() {
        let text = b"| A simple example of color controls\r\nA B C | X Y\nA B X:0 Y:0\n\
                     A C X:1 Y:1\nB X:1\n  C Y:1\n";
        let x = read_xcc(text).unwrap();
        let names: Vec<&[u8]> = x.names.iter().map(|n| &n[..]).collect();
        assert_eq!(names, vec![&b"A"[..], b"B", b"C", b"X", b"Y"]);
        assert_eq!(x.primary, 3);
        assert_eq!(x.colours, vec![b"0".to_vec(), b"1".to_vec()]);
        let options: Vec<&[(usize, u32)]> = (0..x.ends.len()).map(|k| x.option(k)).collect();
        assert_eq!(
            options,
            vec![
                &[(0, 0), (1, 0), (3, 1), (4, 1)][..],
                &[(0, 0), (2, 0), (3, 2), (4, 2)],
                &[(1, 0), (3, 2)],
                &[(2, 0), (4, 2)],
            ]
        );
        // No secondary items, a BOM, comments between options, no final newline.
        let x = read_xcc(b"\xEF\xBB\xBFp q\n|note\np\n\nq").unwrap();
        assert_eq!((x.primary, x.ends.len()), (2, 2));
    }

    /// Knuth's example of multiplicities (DLX3): item C in 2 or 3 chosen options.
    #[test]
    fn knuths_bounds_and_costs_read() {
        let text = b"| A simple example of color controls\nA B 2:3|C | X Y\nA B X:0 Y:0\n\
                     A C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n";
        let x = read_xcc(text).unwrap();
        let names: Vec<&[u8]> = x.names.iter().map(|n| &n[..]).collect();
        assert_eq!(names, vec![&b"A"[..], b"B", b"C", b"X", b"Y"]);
        assert_eq!((x.primary, x.ends.len()), (3, 5));
        assert_eq!(x.bounds, vec![(1, 1), (1, 1), (2, 3)]);
        assert_eq!(x.option(2), &[(2, 0), (3, 1)][..]);
        assert!(x.costs.is_empty());
        // Bounds written anywhere give every primary item its bounds; none, none.
        let bounds = |t: &[u8]| read_xcc(t).unwrap().bounds;
        assert_eq!(
            bounds(b"0:2|a 3|b c | x\na\n"),
            vec![(0, 2), (3, 3), (1, 1)]
        );
        assert_eq!(bounds(b"1|a b\na\n"), vec![(1, 1), (1, 1)]);
        assert_eq!(bounds(b"a 0:2147483647|b\n"), vec![(1, 1), (0, 2147483647)]);
        assert!(bounds(b"a b | x\na\n").is_empty());
        // Costs anywhere after an option's first item, added up; 0 for an option without.
        let costs = |t: &[u8]| read_xcc(t).unwrap().costs;
        assert_eq!(costs(b"a b | x\na\nb |5 x |07\n| c\na b\n"), vec![0, 12, 0]);
        assert_eq!(costs(b"a\na |0\na\n"), vec![0, 0]);
        assert!(costs(b"a b | x\na\nb x\n").is_empty());
        let most = b"a\na |9223372036854775806\na |1\n";
        assert_eq!(costs(most), vec![MAX_COST - 1, 1]);
        let x = read_xcc(b"a | x\na |3 x:1\n").unwrap();
        assert_eq!(
            (x.option(0), &x.costs[..]),
            (&[(0, 0), (1, 1)][..], &[3][..])
        );
    }

    #[test]
    fn options_without_primary_items_are_left_out_as_dlx2_does() {
        let x = read_xcc(b"| x\na | b c\nb\na b\nb:1 c\n| y\nc\na c\n").unwrap();
        assert_eq!(x.ignored, vec![3, 5, 7]);
        assert_eq!((x.ends.len(), x.option(1)), (2, &[(0, 0), (2, 0)][..]));
        // An item of a dropped option may come again in the next one.
        let x = read_xcc(b"a | b\nb\na b\n").unwrap();
        assert_eq!(
            (&x.ignored[..], x.option(0)),
            (&[2][..], &[(0, 0), (1, 0)][..])
        );
    }

    /// Knuth's example (TAOCP 7.2.2.1-(49), DLX2's), solved by the DLX with colours: its option
    /// without primary items left out, his one solution.
    #[test]
    fn knuths_example_has_his_one_solution() {
        use crate::colours::Colours;
        use crate::dlx::{Dlx, Mrv, X};
        use crate::testing::All;
        let text = b"A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n";
        let x = read_xcc(text).unwrap();
        assert_eq!(x.ignored, vec![4]);
        let mut dlx = Dlx::new(x.primary, x.names.len() - x.primary);
        let mut colours = Colours::default();
        for o in (0..x.ends.len()).map(|k| x.option(k)) {
            let items: Vec<usize> = o.iter().map(|u| u.0).collect();
            let colour: Vec<u32> = o.iter().map(|u| u.1).collect();
            let k = dlx.add_option(&items).unwrap();
            colours.paint(&dlx, k, &colour);
        }
        let mut all = All(Vec::new());
        dlx.search(&mut X(Mrv, colours), &mut all);
        assert_eq!(all.0, vec![vec![1, 2]]);
    }

    #[test]
    fn each_mistake_is_named_with_its_line() {
        let cases: &[(&[u8], &str)] = &[
            (b"", "no line of items"),
            (b"| only a comment\n", "no line of items"),
            (b"a b a\n", "line 1: item 'a' is named twice"),
            (b"a | b\na c\n", "line 2: unknown item 'c'"),
            (b"a | b\na a\n", "line 2: item 'a' twice in one option"),
            (b"a | b\na b b:1\n", "line 2: item 'b' twice in one option"),
            (b"a | b\na:1 b\n", "line 2: primary item 'a' has a colour"),
            (
                b"abcdefghi\n",
                "line 1: item name 'abcdefghi' is not 1-8 characters",
            ),
            (b"a:b\n", "line 1: item name 'a:b' is not"),
            (
                b"a | b\na b:123456789\n",
                "line 2: colour '123456789' is not",
            ),
            (b"a | b\na b:\n", "line 2: colour '' is not"),
            (b"| b\n", "no line of items"),
            (b"| x\n | b\n", "no line of items"),
            (b"x\n\xff\n", "line 2: unknown item '?'"),
            // Bounds.
            (
                b"x|A\n",
                "line 1: bound 'x' of item 'A' is not a number from 0 to 2147483647",
            ),
            (
                b"| c\n:3|A\n",
                "line 2: bound '' of item 'A' is not a number from 0 to 2147483647",
            ),
            (
                b"2:|A\n",
                "line 1: bound '' of item 'A' is not a number from 0 to 2147483647",
            ),
            (
                b"+2|A\n",
                "line 1: bound '+2' of item 'A' is not a number from 0 to 2147483647",
            ),
            (b"2:x|A\n", "line 1: bound 'x' of item 'A' is not"),
            (b"B 2:3:4|A\n", "line 1: bound '3:4' of item 'A' is not"),
            (
                b"\n\nB 2:A\n",
                "line 3: item 'A' has a lower bound but no upper bound (a:b|name)",
            ),
            (
                b"3:2|A\n",
                "line 1: item 'A' has lower bound 3 above its upper bound 2",
            ),
            (b"0|A\n", "line 1: item 'A' has upper bound 0"),
            (b"0:0|A\n", "line 1: item 'A' has upper bound 0"),
            (b"A | 2|X\n", "line 1: secondary item 'X' has bounds"),
            (b"A | 1:2|X\n", "line 1: secondary item 'X' has bounds"),
            (
                b"2147483648|A\n",
                "line 1: bound '2147483648' of item 'A' is not a number from 0 to 2147483647",
            ),
            (
                b"1:99999999999999999999999|A\n",
                "line 1: bound '99999999999999999999...' of item 'A'",
            ),
            (b"2:3|\n", "line 1: item name '' is not"),
            (b"2|abcdefghi\n", "line 1: item name 'abcdefghi' is not"),
            (b"2|A:b\n", "line 1: item name 'A:b' is not"),
            (b"2|A 1|A\n", "line 1: item 'A' is named twice"),
            (b"A |B\n", "line 1: item name '|B' is not"),
            (b"A | x:1\n", "line 1: item name 'x:1' is not"),
            // Costs.
            (
                b"a\na |\n",
                "line 2: cost '|' is not '|' and a decimal number",
            ),
            (
                b"a\n\na |1 |x\n",
                "line 3: cost '|x' is not '|' and a decimal number",
            ),
            (b"a\na |3a\n", "line 2: cost '|3a' is not"),
            (b"a\na |-1\n", "line 2: cost '|-1' is not"),
            (b"a\na ||1\n", "line 2: cost '||1' is not"),
            (b"a\na a|1\n", "line 2: unknown item 'a|1'"),
            (
                b"a\na |9223372036854775808\n",
                "line 2: the options' costs add up to more than 9223372036854775807",
            ),
            (
                b"a\na |99999999999999999999999\n",
                "line 2: the options' costs add up to more than",
            ),
            (
                b"a\na |5000000000000000000 |5000000000000000000\n",
                "line 2: the options' costs add up to more than",
            ),
            (
                b"a\na |9223372036854775807\n| c\na |1\n",
                "line 4: the options' costs add up to more than",
            ),
        ];
        for &(text, want) in cases {
            let got = read_xcc(text).unwrap_err();
            assert!(
                got.starts_with(want),
                "{:?}: {}",
                String::from_utf8_lossy(text),
                got
            );
        }
        // A bar with nothing after it: no secondary items.
        assert_eq!(read_xcc(b"a |\na\n").unwrap().names.len(), 1);
    }
}
