//! The byte scanner every file reads its input with: the input as a stream of cells or
//! tokens, whatever whitespace separates them, as the judges' own solutions read it.

// ---- BEGIN scan ----
/// The input as a stream: any whitespace separates, a UTF-8 byte order mark at the start is
/// skipped, and the line of what was read last is known.
pub struct Scan<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Scan<'a> {
    pub fn new(input: &'a [u8]) -> Scan<'a> {
        let bom = input.starts_with(b"\xEF\xBB\xBF");
        Scan {
            input,
            pos: if bom { 3 } else { 0 },
            line: 1,
        }
    }

    /// Skips whitespace and returns the next byte, without taking it.
    pub fn peek(&mut self) -> Option<u8> {
        while let Some(&b) = self.input.get(self.pos) {
            if b == b'\n' {
                self.line += 1;
            } else if !b.is_ascii_whitespace() {
                return Some(b);
            }
            self.pos += 1;
        }
        None
    }

    /// The line (from 1) of the byte read last, or of the end of the input.
    pub fn line(&self) -> usize {
        self.line
    }
}

impl<'a> Scan<'a> {
    /// The next byte that is not whitespace: a grid's next cell, however its rows are laid out.
    pub fn cell(&mut self) -> Option<u8> {
        let b = self.peek();
        self.pos += b.is_some() as usize;
        b
    }
}

impl<'a> Scan<'a> {
    /// The next token as a number: `None` at the end, `Some(Err(token))` if it is not a decimal
    /// `u64`.
    pub fn number(&mut self) -> Option<Result<u64, &'a [u8]>> {
        self.peek()?;
        let start = self.pos;
        while self.pos < self.input.len() && !self.input[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let token = &self.input[start..self.pos];
        let mut n = 0u64;
        for &b in token {
            let digit = (b as char).to_digit(10);
            match digit.and_then(|d| n.checked_mul(10)?.checked_add(d as u64)) {
                Some(m) => n = m,
                None => return Some(Err(token)),
            }
        }
        Some(Ok(n))
    }
}

impl<'a> Scan<'a> {
    /// The message for a `token` that is not a number, read as `what` (`""`, or `"N = "`), at the
    /// line the scan is on: at most 20 bytes of it (the token may be the whole input).
    pub fn not_a_number(&self, what: &str, token: &[u8]) -> String {
        let shown = String::from_utf8_lossy(&token[..token.len().min(20)]);
        format!("line {}: {}{:?} is not a number", self.line, what, shown)
    }
}

impl<'a> Scan<'a> {
    /// What is left of the input, and its line: for a caller that reads many values byte by
    /// byte faster than token by token.
    pub fn rest(&self) -> (&'a [u8], usize) {
        (&self.input[self.pos..], self.line)
    }
}
// ---- END scan ----

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_token_is_named_with_its_line_and_cut_to_20_bytes() {
        let input = b"7\n\n x\xff \n".to_vec();
        let mut s = Scan::new(&input);
        assert_eq!(s.number(), Some(Ok(7)));
        let bad = s.number().unwrap().unwrap_err();
        assert_eq!(
            s.not_a_number("N = ", bad),
            "line 3: N = \"x\u{fffd}\" is not a number"
        );
        let long = [b'y'; 1000];
        assert_eq!(
            s.not_a_number("", &long),
            format!("line 3: {:?} is not a number", "y".repeat(20))
        );
    }

    #[test]
    fn cells_come_through_any_layout() {
        let mut s = Scan::new(b"\xEF\xBB\xBF12\r\n 3\t\n\n4  \r\n");
        let cells: Vec<u8> = std::iter::from_fn(|| s.cell()).collect();
        assert_eq!(cells, b"1234");
        assert_eq!(s.cell(), None);
        assert_eq!(s.line(), 5);
    }

    #[test]
    fn the_line_is_that_of_the_last_cell() {
        let mut s = Scan::new(b"a\nb\n\nc");
        assert_eq!((s.cell(), s.line()), (Some(b'a'), 1));
        assert_eq!((s.cell(), s.line()), (Some(b'b'), 2));
        assert_eq!((s.peek(), s.line()), (Some(b'c'), 4));
        assert_eq!((s.cell(), s.line()), (Some(b'c'), 4));
    }

    #[test]
    fn a_mark_inside_the_input_is_a_cell() {
        let mut s = Scan::new(b" \xEF\xBB\xBF");
        assert_eq!(s.cell(), Some(0xEF));
    }

    #[test]
    fn numbers_and_what_is_not_one() {
        let mut s = Scan::new(b"  42\r\n0 007 18446744073709551615 18446744073709551616 -3 1x");
        assert_eq!(s.number(), Some(Ok(42)));
        assert_eq!(s.number(), Some(Ok(0)));
        assert_eq!(s.number(), Some(Ok(7)));
        assert_eq!(s.number(), Some(Ok(u64::max_value())));
        assert_eq!(s.line(), 2);
        assert_eq!(s.number(), Some(Err(&b"18446744073709551616"[..])));
        assert_eq!(s.number(), Some(Err(&b"-3"[..])));
        assert_eq!(s.number(), Some(Err(&b"1x"[..])));
        assert_eq!(s.number(), None);
        // Cells and numbers mix: a count, then a grid.
        let mut s = Scan::new(b"2\n12\n");
        assert_eq!(
            (s.number(), s.cell(), s.cell()),
            (Some(Ok(2)), Some(b'1'), Some(b'2'))
        );
    }

    #[test]
    fn the_rest_starts_after_what_was_read_on_its_line() {
        let mut s = Scan::new(b"\xEF\xBB\xBF2 3\r\n\n0 1 1\n");
        assert_eq!((s.number(), s.number()), (Some(Ok(2)), Some(Ok(3))));
        assert_eq!(s.rest(), (&b"\r\n\n0 1 1\n"[..], 1));
        s.cell();
        assert_eq!(s.rest(), (&b" 1 1\n"[..], 3));
        while s.cell().is_some() {}
        assert_eq!(s.rest(), (&b""[..], 4));
    }
}
