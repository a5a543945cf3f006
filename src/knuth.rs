//! Knuth's input format for exact cover with colours (his DLX2, SSXCC): the shared language of
//! his generators and of the puzzle models in his papers. Block `knuth` reads it, with a
//! one-line message naming the line of the first thing wrong.

// ---- BEGIN knuth ----
/// A problem in Knuth's format: the first line that does not start with `|` names the primary
/// items, then `|`, then the secondary ones; each later line is an option, its items by name,
/// a secondary one perhaps as `name:colour`. Lines that start with `|` are comments. Names and
/// colours are 1 to 8 printable characters without `:` or `|`.
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
}

/// The most entries (an item in an option) a problem may have: the DLX takes about 16 bytes each.
pub const MAX_ENTRIES: usize = 1 << 24;

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
    let mut x = Xcc::default();
    let mut index = std::collections::HashMap::new();
    // Item -> the last option (from 1) that holds it: a repeat is found in one step.
    let mut last_in = Vec::new();
    let mut seen_items = false;
    for (k, line) in input.split(|&b| b == b'\n').enumerate() {
        let at = k + 1;
        let words: Vec<&[u8]> = line
            .split(|b| b.is_ascii_whitespace())
            .filter(|w| !w.is_empty())
            .collect();
        if words.is_empty() || words[0].starts_with(b"|") {
            continue;
        }
        if !seen_items {
            seen_items = true;
            let bar = words.iter().position(|&w| w == b"|");
            x.primary = bar.unwrap_or(words.len());
            let named = words.iter().enumerate().filter(|&(j, _)| Some(j) != bar);
            for w in named.map(|(_, &w)| w) {
                if !name_ok(w) {
                    return Err(format!(
                        "line {}: item name {} is not 1-8 characters without ':' or '|'",
                        at,
                        show(w)
                    ));
                }
                if index.insert(w.to_vec(), x.names.len()).is_some() {
                    return Err(format!("line {}: item {} is named twice", at, show(w)));
                }
                x.names.push(w.to_vec());
            }
            last_in = vec![0; x.names.len()];
            continue;
        }
        let start = x.entries.len();
        for &w in &words {
            let (name, colour) = match w.iter().position(|&b| b == b':') {
                Some(p) => (&w[..p], Some(&w[p + 1..])),
                None => (w, None),
            };
            let i = match index.get(name) {
                Some(&i) => i,
                None => return Err(format!("line {}: unknown item {}", at, show(name))),
            };
            if last_in[i] == x.ends.len() + 1 {
                return Err(format!(
                    "line {}: item {} twice in one option",
                    at,
                    show(name)
                ));
            }
            let c = match colour {
                None => 0,
                Some(_) if i < x.primary => {
                    return Err(format!(
                        "line {}: primary item {} has a colour",
                        at,
                        show(name)
                    ))
                }
                Some(c) if !name_ok(c) => {
                    return Err(format!(
                        "line {}: colour {} is not 1-8 characters without ':' or '|'",
                        at,
                        show(c)
                    ))
                }
                Some(c) => match x.colours.iter().position(|k| &k[..] == c) {
                    Some(p) => p as u32 + 1,
                    None => {
                        x.colours.push(c.to_vec());
                        x.colours.len() as u32
                    }
                },
            };
            last_in[i] = x.ends.len() + 1;
            x.entries.push((i, c));
        }
        if x.entries[start..].iter().all(|&(i, _)| i >= x.primary) {
            return Err(format!("line {}: an option without primary items", at));
        }
        if x.entries.len() > MAX_ENTRIES {
            return Err(format!(
                "line {}: more than {} entries: too large",
                at, MAX_ENTRIES
            ));
        }
        x.ends.push(x.entries.len());
    }
    if !seen_items {
        return Err("no line of items: the input is empty or all comments".to_string());
    }
    Ok(x)
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

    /// Knuth's example, solved by the DLX with colours: his one solution.
    #[test]
    fn knuths_example_has_his_one_solution() {
        use crate::colours::Colours;
        use crate::dlx::Dlx;
        use crate::testing::All;
        let x = read_xcc(b"A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n").unwrap();
        let mut dlx = Dlx::new(x.primary, x.names.len() - x.primary);
        let mut colours = Colours::default();
        for o in (0..x.ends.len()).map(|k| x.option(k)) {
            let items: Vec<usize> = o.iter().map(|u| u.0).collect();
            let colour: Vec<u32> = o.iter().map(|u| u.1).collect();
            let k = dlx.add_option(&items).unwrap();
            colours.paint(&dlx, k, &colour);
        }
        let mut all = All(Vec::new());
        dlx.search(&mut colours, &mut all);
        assert_eq!(all.0, vec![vec![1, 2]]);
    }

    #[test]
    fn each_mistake_is_named_with_its_line() {
        let cases: &[(&[u8], &str)] = &[
            (b"", "no line of items"),
            (b"| only a comment\n", "no line of items"),
            (b"a b a\n", "line 1: item 'a' is named twice"),
            (
                b"| x\na | b\nb\n",
                "line 3: an option without primary items",
            ),
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
