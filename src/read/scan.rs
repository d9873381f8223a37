//! The raw-value scanner: one JSON value at a time out of a [`BufRead`],
//! with its position, in bounded memory.
//!
//! serde_json reads a value whole, and a saved JSON document is one value
//! that may hold ten million events. So the document reader walks the top
//! level itself and hands serde one small value at a time: a header field,
//! one event, one solution. The scanner knows only what it needs to find
//! where a value ends (strings, escapes, brackets); serde checks the syntax
//! of each value it is handed, and the scanner's limits make sure that what
//! serde is handed is small and shallow whatever the input holds.

use super::said::Here;
use std::io::{self, BufRead};

/// The most bytes one record may take: an event, a header or footer field,
/// one solution, one JSON Lines line. The largest record this crate writes,
/// a `candidates_computed` on a 25×25 grid, is about 1.5 KB; the bound
/// leaves room for other programs' spacing and keeps a hostile record (a
/// line of hundreds of megabytes, a header field of a million characters)
/// from being read into memory.
pub const MAX_RECORD: usize = 64 * 1024;

/// The deepest nesting of arrays and objects one record may have. Ours nest
/// three deep (an event, its `excluded` list, a peer); the bound is checked
/// before serde sees the record, so a record nested 10,000 deep is refused
/// with its position instead of reaching serde's recursion.
pub const MAX_DEPTH: u32 = 64;

/// A place in the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The line, from 1.
    pub line: u64,
    /// The column, from 1, counted in bytes (as serde_json counts them).
    pub column: u64,
    /// The byte offset from the start of the input, from 0.
    pub offset: u64,
}

impl Position {
    /// The start of the input.
    pub const START: Position = Position {
        line: 1,
        column: 1,
        offset: 0,
    };

    fn advance(&mut self, byte: u8) {
        self.offset += 1;
        if byte == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
    }

    /// The position `bytes` further on, `bytes` being the text between.
    pub fn after(mut self, bytes: &[u8]) -> Position {
        for &b in bytes {
            self.advance(b);
        }
        self
    }
}

/// Why the scanner stopped.
#[derive(Debug)]
pub enum ScanError {
    /// The input could not be read.
    Io(io::Error),
    /// The input ends inside a value, or where one should begin.
    Eof(Position),
    /// The value beginning here is longer than [`MAX_RECORD`].
    TooLong(Position),
    /// The bracket here nests deeper than [`MAX_DEPTH`].
    TooDeep(Position),
    /// The byte here is not part of any UTF-8 character.
    Utf8(Position, u8),
    /// The byte here cannot stand here.
    Unexpected {
        /// Where.
        at: Position,
        /// The byte found.
        found: u8,
        /// What may stand there, for the message: "`,` or `]`".
        expected: Here,
    },
}

impl From<io::Error> for ScanError {
    fn from(e: io::Error) -> Self {
        ScanError::Io(e)
    }
}

/// The bytes a JSON value is made of and where it stands, read off a
/// [`BufRead`] with the line and column kept.
pub struct Scanner<R> {
    input: R,
    at: Position,
}

/// `input`'s buffered bytes, filled when empty; an interrupted read is retried.
fn fill<R: BufRead>(input: &mut R) -> io::Result<&[u8]> {
    loop {
        match input.fill_buf() {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
            // Returned by a second call, which finds the buffer full: a
            // borrow returned from inside the loop would outlive it.
            Ok(_) => return input.fill_buf(),
        }
    }
}

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

impl<R: BufRead> Scanner<R> {
    /// A scanner of `input`, whose first byte stands at `at`.
    pub fn new(input: R, at: Position) -> Self {
        Scanner { input, at }
    }

    /// Where the next byte stands.
    pub fn position(&self) -> Position {
        self.at
    }

    /// The input, from the first byte not yet taken, and where that stands.
    pub fn into_inner(self) -> (R, Position) {
        (self.input, self.at)
    }

    /// Skips a UTF-8 byte order mark at the start (Windows editors write one).
    /// The column does not count it, as a reader of the text does not see it.
    pub fn skip_bom(&mut self) -> io::Result<()> {
        if fill(&mut self.input)?.starts_with(b"\xEF\xBB\xBF") {
            self.input.consume(3);
            self.at.offset += 3;
        }
        Ok(())
    }

    /// The next byte that is not JSON whitespace, left unread; `None` at the end.
    pub fn peek(&mut self) -> Result<Option<u8>, ScanError> {
        loop {
            let buf = fill(&mut self.input)?;
            if buf.is_empty() {
                return Ok(None);
            }
            let mut at = self.at;
            let found = buf.iter().position(|&b| {
                let space = is_space(b);
                if space {
                    at.advance(b);
                }
                !space
            });
            let used = found.unwrap_or(buf.len());
            let next = found.map(|i| buf[i]);
            self.input.consume(used);
            self.at = at;
            if next.is_some() {
                return Ok(next);
            }
        }
    }

    /// Takes the byte [`Scanner::peek`] returned.
    pub fn bump(&mut self) {
        if let Ok(buf) = fill(&mut self.input)
            && let Some(&b) = buf.first()
        {
            self.input.consume(1);
            self.at.advance(b);
        }
    }

    /// Takes `byte`, after any whitespace, or says it expected `expected`.
    pub fn expect(&mut self, byte: u8, expected: Here) -> Result<(), ScanError> {
        match self.peek()? {
            Some(b) if b == byte => {
                self.bump();
                Ok(())
            }
            Some(found) => Err(ScanError::Unexpected {
                at: self.at,
                found,
                expected,
            }),
            None => Err(ScanError::Eof(self.at)),
        }
    }

    /// Takes the rest of the line when it is blank (its newline too), or
    /// returns the first byte on it that is not.
    pub fn rest_of_line(&mut self) -> Result<Option<(Position, u8)>, ScanError> {
        loop {
            let b = match fill(&mut self.input)?.first() {
                None => return Ok(None),
                Some(&b) => b,
            };
            if !is_space(b) {
                return Ok(Some((self.at, b)));
            }
            self.input.consume(1);
            self.at.advance(b);
            if b == b'\n' {
                return Ok(None);
            }
        }
    }

    /// Reads the next value (after whitespace) into `out`, which is cleared
    /// first: at most [`MAX_RECORD`] bytes nested at most [`MAX_DEPTH`]
    /// deep, UTF-8. Returns where it begins. Whatever the outcome, `out`
    /// holds every byte taken from the input since that beginning, so a
    /// caller can read them again.
    pub fn value(&mut self, out: &mut Vec<u8>) -> Result<Position, ScanError> {
        out.clear();
        let start = self.scan_value(Some(out))?;
        if let Err(e) = std::str::from_utf8(out) {
            let bad = e.valid_up_to();
            return Err(ScanError::Utf8(start.after(&out[..bad]), out[bad]));
        }
        Ok(start)
    }

    /// Skips the next value, however long (but still at most [`MAX_DEPTH`]
    /// deep): to look past the events for a document's version.
    pub fn skip_value(&mut self) -> Result<Position, ScanError> {
        self.scan_value(None)
    }

    fn scan_value(&mut self, mut out: Option<&mut Vec<u8>>) -> Result<Position, ScanError> {
        let first = self.peek()?.ok_or(ScanError::Eof(self.at))?;
        let start = self.at;
        if matches!(first, b',' | b':' | b']' | b'}') {
            return Err(ScanError::Unexpected {
                at: start,
                found: first,
                expected: Here::Value,
            });
        }
        // A number, `true`, `false` or `null` runs to the next delimiter;
        // serde says whether it is one.
        let scalar = !matches!(first, b'{' | b'[' | b'"');
        let (mut depth, mut string, mut escape) = (0u32, false, false);
        let mut taken = 0usize;
        loop {
            let buf = fill(&mut self.input)?;
            if buf.is_empty() {
                return if scalar && taken > 0 {
                    Ok(start)
                } else {
                    Err(ScanError::Eof(self.at))
                };
            }
            let mut at = self.at;
            let mut used = 0;
            let mut done = false;
            let mut deep = false;
            for &b in buf {
                if scalar {
                    if is_space(b) || matches!(b, b',' | b':' | b']' | b'}') {
                        done = true;
                        break;
                    }
                } else if string {
                    if escape {
                        escape = false;
                    } else if b == b'\\' {
                        escape = true;
                    } else if b == b'"' {
                        string = false;
                        done = depth == 0;
                    }
                } else {
                    match b {
                        b'"' => string = true,
                        b'{' | b'[' => {
                            depth += 1;
                            if depth > MAX_DEPTH {
                                deep = true;
                                break;
                            }
                        }
                        b'}' | b']' => {
                            depth -= 1;
                            done = depth == 0;
                        }
                        _ => {}
                    }
                }
                used += 1;
                at.advance(b);
                if done {
                    break;
                }
            }
            taken += used;
            if let Some(out) = out.as_deref_mut() {
                out.extend_from_slice(&buf[..used]);
            }
            self.input.consume(used);
            self.at = at;
            if deep {
                return Err(ScanError::TooDeep(at));
            }
            if out.is_some() && taken > MAX_RECORD {
                return Err(ScanError::TooLong(start));
            }
            if done {
                return Ok(start);
            }
        }
    }
}

/// Where `line` (one JSON Lines record) first nests deeper than
/// [`MAX_DEPTH`], as an index into it, if it does.
pub fn too_deep(line: &[u8]) -> Option<usize> {
    // Most lines have a handful of brackets: count them before walking
    // strings and escapes. `[` and `{` differ only in bit 0x20, so one
    // comparison a byte finds both, and the loop vectorizes.
    let opening: usize = line.iter().map(|&b| usize::from(b | 0x20 == b'{')).sum();
    if opening <= MAX_DEPTH as usize {
        return None;
    }
    let (mut depth, mut string, mut escape) = (0u32, false, false);
    for (i, &b) in line.iter().enumerate() {
        if string {
            if escape {
                escape = false;
            } else if b == b'\\' {
                escape = true;
            } else if b == b'"' {
                string = false;
            }
            continue;
        }
        match b {
            b'"' => string = true,
            b'{' | b'[' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Some(i);
                }
            }
            b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanner(text: &[u8]) -> Scanner<&[u8]> {
        Scanner::new(text, Position::START)
    }

    #[test]
    fn a_value_ends_where_its_brackets_close_outside_strings() {
        let mut s = scanner(b"  {\"a\":\"}]\\\"\",\"b\":[1,{}]} , 7");
        let mut out = Vec::new();
        let at = s.value(&mut out).unwrap();
        assert_eq!((at.line, at.column), (1, 3));
        assert_eq!(out, b"{\"a\":\"}]\\\"\",\"b\":[1,{}]}");
        s.expect(b',', Here::Comma).unwrap();
        s.value(&mut out).unwrap();
        assert_eq!(out, b"7");
    }

    #[test]
    fn lines_and_columns_are_counted() {
        let mut s = scanner(b"\n\n   [1,\n2]\n  \"x\"");
        let mut out = Vec::new();
        let at = s.value(&mut out).unwrap();
        assert_eq!((at.line, at.column, at.offset), (3, 4, 5));
        let at = s.value(&mut out).unwrap();
        assert_eq!((at.line, at.column), (5, 3));
    }

    #[test]
    fn a_value_past_the_bound_is_refused_without_reading_it_all() {
        let mut text = b"[\"".to_vec();
        text.resize(10 * MAX_RECORD, b'a');
        let mut input = io::BufReader::with_capacity(4096, text.as_slice());
        let mut s = Scanner::new(&mut input, Position::START);
        let mut out = Vec::new();
        assert!(matches!(s.value(&mut out), Err(ScanError::TooLong(at)) if at.column == 1));
        assert!(out.len() <= MAX_RECORD + 4096, "{}", out.len());
        assert!(s.position().offset < 2 * MAX_RECORD as u64);
    }

    #[test]
    fn nesting_past_the_bound_is_refused_at_its_bracket() {
        let text = "[".repeat(10_000);
        let mut out = Vec::new();
        let e = scanner(text.as_bytes()).value(&mut out);
        assert!(
            matches!(e, Err(ScanError::TooDeep(at)) if at.column == 65),
            "{e:?}"
        );
        assert_eq!(too_deep(text.as_bytes()), Some(64));
        // Brackets inside strings do not count.
        let text = format!("{{\"a\":\"{text}\"}}");
        assert_eq!(too_deep(text.as_bytes()), None);
        assert!(scanner(text.as_bytes()).value(&mut out).is_ok());
    }

    #[test]
    fn invalid_utf8_is_placed_at_its_byte() {
        let mut out = Vec::new();
        let e = scanner(b"\n[\"ab\xFFc\"]").value(&mut out);
        assert!(
            matches!(e, Err(ScanError::Utf8(at, 0xFF)) if (at.line, at.column, at.offset) == (2, 5, 5)),
            "{e:?}"
        );
    }

    #[test]
    fn a_cut_value_is_an_end_of_input() {
        let mut out = Vec::new();
        assert!(matches!(
            scanner(b"{\"a\":[1,").value(&mut out),
            Err(ScanError::Eof(at)) if at.offset == 8
        ));
        assert_eq!(out, b"{\"a\":[1,");
        // A number may end the input.
        assert!(scanner(b"12").value(&mut out).is_ok());
        assert_eq!(out, b"12");
    }
}
