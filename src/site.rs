//! What the `main`s of the function judges' files share. LeetCode and Codewars ask for a
//! function, not a program; such a file's `main` reads the site's examples as the site prints
//! them, calls the function, prints what it returns as the site shows it, and says what is wrong.
//! None of this is pasted: the function needs none of it.

use crate::log::Log;
use crate::scan::Scan;

// ---- BEGIN site (needs log scan) ----
/// The next argument as LeetCode prints one, `n = 4` or `4`, if it is a number from 1 to
/// `most`; else what it is instead, and its line. `None` at the end.
pub fn arg(scan: &mut Scan, most: u64) -> Option<Result<u64, String>> {
    loop {
        let t = scan.number()?;
        let line = scan.line();
        // A name before `=`, and the `=`, label the value.
        let label = match t {
            Ok(_) => false,
            Err(w) => w == b"=" || scan.peek() == Some(b'='),
        };
        if label {
            continue;
        }
        return Some(match t {
            Ok(n) if n.wrapping_sub(1) < most => Ok(n),
            // Cut: a message names a 100 MB token without a flood.
            Ok(n) => Err(format!("line {}: {} is not 1-{}", line, n, most)),
            Err(w) => {
                let w = String::from_utf8_lossy(&w[..w.len().min(20)]).into_owned();
                Err(format!("line {}: {:?} is not a number 1-{}", line, w, most))
            }
        });
    }
}

/// Reads the next 9x9 board into `cells` as the sites print one: LeetCode's
/// `[["5","3",".",...],...]`, Codewars' `[[5,3,0,...],...]`, after a name and `=` (`board =`)
/// or not. Each byte that is not blank is a cell, but the brackets, commas, quotes and
/// semicolons (a Rust array: `let puzzle = [...];`); fewer than 81 at the end of the input.
/// Returns the line where the board starts.
pub fn board(scan: &mut Scan, cells: &mut Vec<u8>) -> usize {
    cells.clear();
    let skip = |c: u8| c == b'[' || c == b']' || c == b',' || c == b'"' || c == b';';
    // What closes the board before, and opens this one, then a name before `=`, if any.
    while scan.peek().map_or(false, skip) {
        scan.cell();
    }
    let mut line = scan.line();
    // A name is letters before `=`; without the `=`, they are cells.
    while scan.peek().map_or(false, |c| c.is_ascii_alphabetic()) {
        cells.extend(scan.cell());
    }
    if !cells.is_empty() && scan.peek() == Some(b'=') {
        cells.clear();
        scan.cell();
    }
    while cells.len() < 81 {
        match scan.cell() {
            Some(c) if skip(c) => {}
            Some(c) => {
                // The board's line is its first cell's, not that of the brackets before it.
                if cells.is_empty() {
                    line = scan.line();
                }
                cells.push(c);
            }
            None => break,
        }
    }
    line
}

/// Calls `answer` on the cells of every whole board of `scan` in turn, and logs what it says is
/// wrong (`what`: the site's word for a board, in messages with its number and line); a note
/// where the input ends inside a board.
pub fn boards<F>(scan: &mut Scan, what: &str, log: &mut Log, mut answer: F)
where
    F: FnMut(&[u8]) -> Result<(), String>,
{
    let mut cells = Vec::new();
    let mut k = 1;
    loop {
        let line = board(scan, &mut cells);
        if cells.len() < 81 {
            if !cells.is_empty() {
                let m = format!("line {}: the input ends after {} cells", line, cells.len());
                log.note(format!("{} {}, {}", what, k, m));
            }
            return;
        }
        if let Err(e) = answer(&cells) {
            log.error(format!("{} {}, line {}: {}", what, k, line, e));
        }
        k += 1;
    }
}

/// Appends `rows` as LeetCode prints a list of lists of strings (`[["5","3"],["."]]`) and a
/// newline.
pub fn strings<T: Text>(out: &mut Vec<u8>, rows: &[Vec<T>]) {
    out.push(b'[');
    for (i, row) in rows.iter().enumerate() {
        out.extend_from_slice(if i == 0 { b"[" } else { b",[" });
        for (j, s) in row.iter().enumerate() {
            out.extend_from_slice(if j == 0 { b"\"" } else { b",\"" });
            s.put(out);
            out.push(b'"');
        }
        out.push(b']');
    }
    out.extend_from_slice(b"]\n");
}

/// What `strings` prints: LeetCode 37's `char`s, 51's `String`s. Without the formatting
/// machinery, which took an eighth of LeetCode 37's time on easy boards.
pub trait Text {
    fn put(&self, out: &mut Vec<u8>);
}

impl Text for char {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.encode_utf8(&mut [0; 4]).as_bytes());
    }
}

impl Text for String {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.as_bytes());
    }
}

/// Whether `grid` (81 numbers, row by row) is a solved Sudoku: each of 1-9 once in every row,
/// column and box. A function cannot say that it found no solution: `main` checks what it left.
pub fn solved(grid: &[u8]) -> bool {
    let mut seen = [0u16; 27];
    grid.len() == 81
        && grid.iter().enumerate().all(|(c, &d)| {
            let units = [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3];
            let bit = 1u16 << (d & 15);
            let new = units.iter().all(|&u| seen[u] & bit == 0);
            units.iter().for_each(|&u| seen[u] |= bit);
            d.wrapping_sub(1) < 9 && new
        })
}
// ---- END site ----

#[cfg(test)]
mod tests {
    use super::*;

    fn args(input: &[u8]) -> Vec<Result<u64, String>> {
        let mut s = Scan::new(input);
        std::iter::from_fn(|| arg(&mut s, 12)).collect()
    }

    #[test]
    fn arguments_with_their_names_or_without() {
        let e = |m: &str| Err(m.to_string());
        assert_eq!(
            args(b"n = 4\n1\r\nn =\t9 n\n=\n12 -1 four\n4= 0\n13\n"),
            [
                Ok(4),
                Ok(1),
                Ok(9),
                Ok(12),
                e("line 5: \"-1\" is not a number 1-12"),
                e("line 5: \"four\" is not a number 1-12"),
                e("line 6: \"4=\" is not a number 1-12"),
                e("line 6: 0 is not 1-12"),
                e("line 7: 13 is not 1-12"),
            ]
        );
        assert_eq!(args(b"n = "), []);
        let long = vec![b'7'; 1000];
        assert_eq!(
            args(&long),
            [e("line 1: \"77777777777777777777\" is not a number 1-12")]
        );
    }

    #[test]
    fn boards_in_either_site_s_layout() {
        let leet = b"board = [[\"5\",\"3\",\".\"],\r\n[\".\",\"6\"]]\n[[\"9\"]]";
        let (mut s, mut cells) = (Scan::new(leet), Vec::new());
        assert_eq!(board(&mut s, &mut cells), 1);
        assert_eq!(cells, b"53..69");
        let codewars = b"\xEF\xBB\xBF\n[[5, 3, 0],\n [x, 6]];\npuzzle";
        let mut s = Scan::new(codewars);
        assert_eq!(board(&mut s, &mut cells), 2);
        assert_eq!(cells, b"530x6puzzle");
        // A name after the board before; letters without `=` are cells.
        let two = [&[b'['][..], &[b'1'; 81], b"]]\nboard = [[\"2\"]]"].concat();
        let mut s = Scan::new(&two);
        board(&mut s, &mut cells);
        assert_eq!((board(&mut s, &mut cells), &cells[..]), (2, &b"2"[..]));
        // Letters without `=` are cells.
        let mut s = Scan::new(b"ab[[1]]");
        board(&mut s, &mut cells);
        assert_eq!(cells, b"ab1");
        // A board's line is that of its first cell.
        let mut s = Scan::new(b"[\n\n[\"2\"");
        assert_eq!((board(&mut s, &mut cells), &cells[..]), (3, &b"2"[..]));
        let mut grid = b"[".to_vec();
        grid.extend((0..90).map(|k| b'1' + k % 9));
        let mut s = Scan::new(&grid);
        board(&mut s, &mut cells);
        assert_eq!(cells.len(), 81);
        board(&mut s, &mut cells);
        assert_eq!(cells, b"123456789");
    }

    #[test]
    fn every_whole_board_is_answered_and_what_is_wrong_logged() {
        let input = [
            &b"[["[..],
            &[b'1'; 81],
            b"]]\n\nboard = [[",
            &[b'2'; 81],
            b"]]\n[[\"3\",\"4\"",
        ]
        .concat();
        let (mut seen, mut log) = (Vec::new(), Log::default());
        boards(&mut Scan::new(&input), "board", &mut log, |cells| {
            seen.push(cells.to_vec());
            match cells[0] {
                b'1' => Ok(()),
                _ => Err("no solution".to_string()),
            }
        });
        assert_eq!(seen, [vec![b'1'; 81], vec![b'2'; 81]]);
        let want = [
            "board 2, line 3: no solution",
            "board 3, line 4: the input ends after 2 cells",
        ];
        assert_eq!(log.logged(), (&want.map(String::from)[..], true));
        let mut log = Log::default();
        boards(
            &mut Scan::new(b" \n"),
            "board",
            &mut log,
            |_| unreachable!(),
        );
        assert_eq!(log.logged(), (&[][..], false));
    }

    #[test]
    fn lists_of_strings_as_leetcode_prints_them() {
        let mut out = Vec::new();
        strings(&mut out, &[vec!['5', '3'], vec!['.']]);
        strings(&mut out, &[vec![".Q".to_string()]]);
        strings::<char>(&mut out, &[]);
        strings::<char>(&mut out, &[vec![], vec!['é']]);
        let want = "[[\"5\",\"3\"],[\".\"]]\n[[\".Q\"]]\n[]\n[[],[\"é\"]]\n";
        assert_eq!(String::from_utf8(out).unwrap(), want);
    }

    #[test]
    fn solved_grids_and_the_rest() {
        let good: Vec<u8> =
            b"527389416819426735436751829375692184194538267268174593643217958951843672782965341"
                .iter()
                .map(|c| c - b'0')
                .collect();
        assert!(solved(&good));
        let mut swapped = good.clone();
        swapped.swap(0, 1);
        assert!(!solved(&swapped));
        for (k, v) in [(0, 0), (5, 10), (80, 16 + 1)] {
            let mut g = good.clone();
            g[k] = v;
            assert!(!solved(&g), "{} at {}", v, k);
        }
        assert!(!solved(&good[..80]));
        // Every row, column and box a permutation, but by shifted rows: boxes repeat.
        let shifted: Vec<u8> = (0..81).map(|c| ((c / 9 + c % 9) % 9 + 1) as u8).collect();
        assert!(!solved(&shifted));
    }
}
