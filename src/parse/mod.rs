//! Every puzzle text format into a [`Grid`], with errors that point at the fault.
//!
//! The format is detected from the text:
//! - one line of `N²` cells (the usual 81-character line);
//! - `N` lines of `N` cells, with or without spaces between them;
//! - a Java or C array literal (`{5, 3, 0, …},` rows), as seed 000 writes it;
//! - printed grids with `|`, `+`, `-`, `*`, `=` separator lines and columns
//!   (Simple Sudoku `.ss`);
//! - `#` header lines (`.sdk`), which are skipped.
//!
//! An input longer than [`MAX_INPUT_BYTES`] is refused before it is looked
//! at, and every path through the parser takes time linear in the input.
//!
//! Empty cells are `0`, `.` or `_`; digits are `1`–`9`, then `A`, `B`, … for
//! 10 and up, in either case. Grids with spaces between cells may also write
//! 10 and up as numbers. The side follows from the number of cells.

mod hint;
mod said;

use std::fmt;

pub use hint::{COMMON_SIDES, Encoding, Expected, Note};

use crate::grid::{BoxShape, Cell, Grid, MAX_SIDE, Unit};

/// The most bytes one puzzle's text may take: 1 MiB.
///
/// The largest grid, 25×25 with spaces, `|` columns and separator lines, takes
/// about 3 KB, and a `.sdk` file with long comments a few KB more, so this is
/// hundreds of times any real puzzle file while keeping a parse (and its
/// memory, about 20 bytes per character at worst) small. Files of many
/// puzzles, one per line, are read line by line by `bench` instead.
pub const MAX_INPUT_BYTES: usize = 1 << 20;

/// How to read a puzzle.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseOptions {
    /// The box shape, when it is not the usual one for the side.
    pub shape: Option<BoxShape>,
}

/// A place in the input: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub col: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// What is wrong with a puzzle text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A character that is neither a digit, an empty-cell mark nor a separator.
    UnknownCharacter {
        /// The character found.
        found: char,
    },
    /// The cells do not make a square grid of a supported size.
    WrongCellCount {
        /// How many cells were read.
        found: usize,
    },
    /// One line holds a different number of cells from the others.
    RaggedLine {
        /// The line, from 1.
        line: usize,
        /// Cells on that line.
        found: usize,
        /// Cells on the other lines.
        expected: usize,
    },
    /// A digit larger than the side allows.
    DigitTooLarge {
        /// The digit's value.
        digit: usize,
        /// The side of the puzzle.
        side: usize,
    },
    /// Two givens hold the same digit in one unit.
    Clash {
        /// The digit held twice.
        digit: char,
        /// The earlier cell, named in the words' notation when worded.
        first: Cell,
        /// The later cell.
        second: Cell,
        /// The shared unit.
        unit: Unit,
        /// Its index, from 0 (rows and columns from the top and left,
        /// boxes in reading order), named as the notation names it.
        index: u8,
    },
    /// More bytes than [`MAX_INPUT_BYTES`].
    TooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
    /// Nothing but blank or comment lines.
    Empty,
    /// Bytes that are not UTF-8 text.
    NotUtf8,
    /// A second puzzle where one was expected.
    MultiplePuzzles {
        /// The line where the second puzzle starts.
        line: usize,
    },
    /// The requested box shape does not fit the side read.
    ShapeMismatch {
        /// The box shape asked for.
        shape: BoxShape,
        /// The side of the puzzle read.
        side: usize,
    },
    /// A side with no usual box shape (a prime side, say).
    NoBoxShape {
        /// The side of the puzzle read.
        side: usize,
    },
}

/// A puzzle text that could not be read: what, where, and what was expected.
///
/// Its `Display` shows the source name, line and column, the line itself
/// with a caret under the fault, and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(Box<Details>);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Details {
    kind: ErrorKind,
    at: Option<Position>,
    line_text: Option<String>,
    expected: Expected,
    note: Option<Note>,
    source_name: Option<String>,
}

impl std::error::Error for ParseError {}

impl std::error::Error for ErrorKind {}

impl ParseError {
    fn new(kind: ErrorKind, expected: Expected) -> ParseError {
        ParseError(Box::new(Details {
            kind,
            at: None,
            line_text: None,
            expected,
            note: None,
            source_name: None,
        }))
    }

    fn at(mut self, text: &str, at: Position) -> ParseError {
        self.0.line_text = text.lines().nth(at.line - 1).map(|l| l.replace('\t', " "));
        self.0.at = Some(at);
        self
    }

    fn note(mut self, note: Note) -> ParseError {
        self.0.note = Some(note);
        self
    }

    /// The error for an input past [`MAX_INPUT_BYTES`]; readers that stop
    /// reading at the limit raise it without reading the rest.
    pub fn too_large() -> ParseError {
        ParseError::new(
            ErrorKind::TooLarge {
                limit: MAX_INPUT_BYTES,
            },
            Expected::SmallInput {
                limit: MAX_INPUT_BYTES,
            },
        )
    }

    /// The same error, naming its input (a file name, `<stdin>`).
    pub fn with_source(mut self, name: impl Into<String>) -> ParseError {
        self.0.source_name = Some(name.into());
        self
    }

    /// What is wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.0.kind
    }

    /// Where, when the fault has a place.
    pub fn position(&self) -> Option<Position> {
        self.0.at
    }

    /// What was expected instead.
    pub fn expected(&self) -> &Expected {
        &self.0.expected
    }

    /// A further remark, such as where the other half of a clash is.
    pub fn remark(&self) -> Option<&Note> {
        self.0.note.as_ref()
    }

    /// The error framed as `Display` frames it (the source's name, line and
    /// column, the line and a caret under the fault), in words given by the
    /// caller: `what` is wrong, the `expected` line (`expected …`) and the
    /// `note` line (`note: …`), so that the command line can say them in
    /// another language around the same frame.
    pub fn framed(&self, what: &str, expected: &str, note: Option<&str>) -> String {
        let d = &self.0;
        let name = d.source_name.as_deref().unwrap_or("<input>");
        // A file's name is outside text: no line break or escape of its own.
        let name = crate::words::user_text::shown(name);
        let mut out = what.to_string();
        let (Some(at), Some(line)) = (d.at, &d.line_text) else {
            out.push_str(&format!("\n --> {name}\n  = {expected}"));
            if let Some(note) = note {
                out.push_str(&format!("\n  = {note}"));
            }
            return out;
        };
        let number = at.line.to_string();
        let pad = " ".repeat(number.len());
        let (line, caret_pad) = window(line, at.col);
        out.push_str(&format!(
            "\n{pad}--> {name}:{at}\n{pad} |\n{number} | {line}\n{pad} | {}^ {expected}",
            " ".repeat(caret_pad),
        ));
        if let Some(note) = note {
            out.push_str(&format!("\n{pad} = {note}"));
        }
        out
    }
}

/// The part of `line` shown under an error, and the columns before the
/// caret at `col`: at most 100 characters around the fault (`…` for the rest),
/// so that a megabyte line does not flood the terminal, with control and
/// bidirectional-override characters shown as `�`, so that the line cannot
/// rewrite the terminal or reorder itself.
fn window(line: &str, col: usize) -> (String, usize) {
    const SHOWN: usize = 100;
    const BEFORE: usize = 50;
    let total = line.chars().count();
    let caret = col.saturating_sub(1);
    let start = if total <= SHOWN {
        0
    } else {
        caret.saturating_sub(BEFORE).min(total - SHOWN)
    };
    let end = (start + SHOWN).min(total);
    let safe = |c: char| {
        let bidi = matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || bidi {
            '\u{fffd}'
        } else {
            c
        }
    };
    let mut shown = String::new();
    let mut caret_pad = 0;
    if start > 0 {
        shown.push('…');
        caret_pad += 1;
    }
    for (i, c) in line.chars().enumerate().skip(start).take(end - start) {
        let c = safe(c);
        shown.push(c);
        if i < caret {
            caret_pad += crate::words::width::char_columns(c);
        }
    }
    if end < total {
        shown.push('…');
    }
    (shown, caret_pad)
}

/// One cell read from the text: its value (0 for empty) and where it stands.
#[derive(Clone, Copy, Debug)]
struct Token {
    value: usize,
    at: Position,
    /// The width of its text, to point just past it.
    len: usize,
}

/// The sides that have a box shape, smallest first.
fn supported_sides() -> impl Iterator<Item = usize> {
    (4..=MAX_SIDE).filter(|&n| BoxShape::for_side(n).is_some())
}

/// Reads one puzzle from `bytes`, detecting the format.
///
/// Bytes past [`MAX_INPUT_BYTES`] are refused at once ([`ErrorKind::TooLarge`]).
pub fn parse(bytes: &[u8], options: ParseOptions) -> Result<Grid, ParseError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(ParseError::too_large());
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(_) if utf16_without_bom(bytes).is_some() => return Err(not_utf8(bytes, 0)),
        Ok(text) => text,
        Err(e) => return Err(not_utf8(bytes, e.valid_up_to())),
    };
    parse_text(text, options)
}

/// Reads one puzzle from text with the usual box shape.
pub fn parse_str(text: &str) -> Result<Grid, ParseError> {
    parse_text(text, ParseOptions::default())
}

fn parse_text(text: &str, options: ParseOptions) -> Result<Grid, ParseError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(ParseError::too_large());
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (tokens, lines) = if text.contains('{') {
        tokenize_array(text)?
    } else {
        tokenize_grid(text)?
    };
    if tokens.is_empty() {
        return Err(ParseError::new(ErrorKind::Empty, Expected::Puzzle));
    }
    let side = side_of(text, &tokens, &lines, options.shape)?;
    let shape = match options.shape {
        Some(shape) if shape.side() != side => {
            return Err(ParseError::new(
                ErrorKind::ShapeMismatch { shape, side },
                Expected::BoxShapeFor { side },
            ));
        }
        Some(shape) => shape,
        None => BoxShape::for_side(side).ok_or_else(|| {
            ParseError::new(ErrorKind::NoBoxShape { side }, Expected::SideWithBoxShape)
        })?,
    };
    if let Some(t) = tokens.iter().find(|t| t.value > side) {
        return Err(ParseError::new(
            ErrorKind::DigitTooLarge {
                digit: t.value,
                side,
            },
            Expected::DigitUpTo {
                max: crate::grid::digit_char(side as u8),
            },
        )
        .at(text, t.at));
    }
    let grid = Grid::from_cells(shape, tokens.iter().map(|t| t.value as u8).collect())
        .expect("cell count and digits were checked");
    if let Some((first, second, unit)) = grid.first_clash() {
        let (a, b) = (tokens[first.index(side)], tokens[second.index(side)]);
        let index = match unit {
            Unit::Row => first.row,
            Unit::Column => first.col,
            Unit::Box => u8::try_from(first.box_index(shape)).expect("at most 25 boxes"),
        };
        return Err(ParseError::new(
            ErrorKind::Clash {
                digit: crate::grid::digit_char(grid.get(first)),
                first,
                second,
                unit,
                index,
            },
            Expected::OncePerUnit,
        )
        .at(text, b.at)
        .note(Note::ClashAt {
            cell: first,
            line: a.at.line,
            col: a.at.col,
        }));
    }
    Ok(grid)
}

fn not_utf8(bytes: &[u8], valid: usize) -> ParseError {
    // A wide encoding has no useful line to show: say which one it is.
    if let Some(encoding) = wide_encoding(bytes) {
        return ParseError::new(ErrorKind::NotUtf8, Expected::Utf8).note(Note::Encoding(encoding));
    }
    let before = String::from_utf8_lossy(&bytes[..valid]);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    let rest = &bytes[valid..];
    let line_end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    let legacy = windows_1252(bytes);
    let shown = if legacy {
        // Shown as Windows-1252 reads it, so the user sees the word they typed.
        bytes[valid..valid + line_end]
            .iter()
            .map(|&b| cp1252(b).unwrap_or('\u{fffd}'))
            .collect()
    } else {
        String::from_utf8_lossy(&bytes[valid..valid + line_end])
    };
    let byte = bytes[valid];
    let at = valid + 1;
    let note = match (legacy, cp1252(byte)) {
        (true, Some(shown)) => Note::Windows1252 {
            byte: at,
            value: byte,
            shown,
        },
        _ if looks_binary(bytes) => Note::Binary {
            byte: at,
            value: byte,
        },
        _ => Note::Byte {
            byte: at,
            value: byte,
        },
    };
    let mut err = ParseError::new(ErrorKind::NotUtf8, Expected::Utf8Saved).note(note);
    err.0.at = Some(Position { line, col });
    err.0.line_text = Some(format!("{}{}", &before[line_start..], shown).replace('\t', " "));
    err
}

/// UTF-16 or UTF-32, by its byte order mark or, for UTF-16 without one, by
/// its zero bytes.
fn wide_encoding(bytes: &[u8]) -> Option<Encoding> {
    let marked = |bits, big_endian| {
        Some(Encoding {
            bits,
            big_endian,
            bom: true,
        })
    };
    match bytes {
        [0xff, 0xfe, 0, 0, ..] => marked(32, false),
        [0, 0, 0xfe, 0xff, ..] => marked(32, true),
        [0xff, 0xfe, ..] => marked(16, false),
        [0xfe, 0xff, ..] => marked(16, true),
        _ => utf16_without_bom(bytes),
    }
}

/// UTF-16 text without a byte order mark: mostly ASCII, so nearly every
/// other byte is zero, at odd offsets (little-endian) or even ones (big-endian).
fn utf16_without_bom(bytes: &[u8]) -> Option<Encoding> {
    let pairs = &bytes[..bytes.len().min(512) & !1];
    if pairs.len() < 4 {
        return None;
    }
    let (mut even, mut odd) = (0, 0);
    for pair in pairs.chunks_exact(2) {
        match (pair[0], pair[1]) {
            (0, 0) => return None,
            (0, _) => even += 1,
            (_, 0) => odd += 1,
            _ => {}
        }
    }
    let half = pairs.len() / 4;
    let big_endian = if odd > half && even == 0 {
        false
    } else if even > half && odd == 0 {
        true
    } else {
        return None;
    };
    Some(Encoding {
        bits: 16,
        big_endian,
        bom: false,
    })
}

/// Whether text that is not UTF-8 reads as Windows-1252: no control
/// characters but tabs and line ends, and no byte that code page leaves undefined.
fn windows_1252(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| {
        matches!(b, b'\t' | b'\n' | b'\r') || (b >= 0x20 && b != 0x7f && cp1252(b).is_some())
    })
}

/// Whether the bytes look like a binary file: a zero byte or other control
/// characters than tabs and line ends.
fn looks_binary(bytes: &[u8]) -> bool {
    bytes
        .iter()
        .take(4096)
        .any(|&b| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r'))
}

/// The character of byte `b` in Windows-1252, if that code page defines one.
fn cp1252(b: u8) -> Option<char> {
    const HIGH: [u16; 32] = [
        0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
        0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
        0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
    ];
    match b {
        0x80..=0x9f => match HIGH[usize::from(b - 0x80)] {
            0 => None,
            c => char::from_u32(u32::from(c)),
        },
        _ => Some(char::from(b)),
    }
}

/// The cells of each content line: (line number, cells on it).
type Lines = Vec<(usize, usize)>;

fn is_separator_line(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && t.chars().all(|c| "-+|*=".contains(c) || c.is_whitespace())
}

fn cell_value(c: char) -> Option<usize> {
    match c {
        '0' | '.' | '_' => Some(0),
        '1'..='9' => Some(c as usize - '0' as usize),
        'a'..='z' => Some(c as usize - 'a' as usize + 10),
        'A'..='Z' => Some(c as usize - 'A' as usize + 10),
        _ => None,
    }
    .filter(|&v| v <= MAX_SIDE)
}

fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| {
            !l.trim_start().starts_with('#') && !l.trim().is_empty() && !is_separator_line(l)
        })
}

/// Grids of characters, with or without spaces and `|` columns.
fn tokenize_grid(text: &str) -> Result<(Vec<Token>, Lines), ParseError> {
    // Spaced numbers (`10 0 3 …`) write 10 and up as two digits.
    let numbered = content_lines(text).all(|(_, l)| {
        l.split(|c: char| c.is_whitespace() || c == '|')
            .filter(|w| !w.is_empty())
            .all(|w| w.len() <= 2 && w.bytes().all(|b| b.is_ascii_digit()))
    }) && content_lines(text)
        .any(|(_, l)| l.split_whitespace().any(|w| w.len() == 2));
    let mut tokens = Vec::new();
    let mut lines = Vec::new();
    for (number, line) in content_lines(text) {
        let before = tokens.len();
        let mut chars = line.char_indices().enumerate().peekable();
        while let Some((col0, (byte, c))) = chars.next() {
            let at = Position {
                line: number,
                col: col0 + 1,
            };
            if c.is_whitespace() || c == '|' {
                continue;
            }
            if numbered {
                let word: &str = line[byte..]
                    .split(|c: char| c.is_whitespace() || c == '|')
                    .next()
                    .unwrap_or("");
                for _ in 1..word.chars().count() {
                    chars.next();
                }
                let value = word.parse().expect("checked to be digits");
                tokens.push(Token {
                    value,
                    at,
                    len: word.len(),
                });
                continue;
            }
            let Some(value) = cell_value(c) else {
                return Err(ParseError::new(
                    ErrorKind::UnknownCharacter { found: c },
                    Expected::CellCharacter,
                )
                .at(text, at));
            };
            tokens.push(Token { value, at, len: 1 });
        }
        lines.push((number, tokens.len() - before));
    }
    Ok((tokens, lines))
}

/// A Java or C array literal: numbers at any brace depth; text outside the braces is ignored.
fn tokenize_array(text: &str) -> Result<(Vec<Token>, Lines), ParseError> {
    let mut tokens = Vec::new();
    let mut lines = Vec::new();
    let mut depth = 0usize;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let before = tokens.len();
        let code = line.split("//").next().unwrap_or("");
        let mut chars = code.char_indices().enumerate().peekable();
        while let Some((col0, (byte, c))) = chars.next() {
            let at = Position {
                line: number,
                col: col0 + 1,
            };
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ if depth == 0 || c.is_whitespace() || c == ',' => {}
                '0'..='9' => {
                    let word: &str = code[byte..]
                        .split(|c: char| !c.is_ascii_digit())
                        .next()
                        .unwrap_or("");
                    for _ in 1..word.len() {
                        chars.next();
                    }
                    let value = word.parse().unwrap_or(usize::MAX);
                    tokens.push(Token {
                        value,
                        at,
                        len: word.len(),
                    });
                }
                _ => {
                    return Err(ParseError::new(
                        ErrorKind::UnknownCharacter { found: c },
                        Expected::ArrayCharacter,
                    )
                    .at(text, at));
                }
            }
        }
        if tokens.len() > before {
            lines.push((number, tokens.len() - before));
        }
    }
    Ok((tokens, lines))
}

/// The side of the grid the tokens make, or the error that explains why they make none.
fn side_of(
    text: &str,
    tokens: &[Token],
    lines: &Lines,
    shape: Option<BoxShape>,
) -> Result<usize, ParseError> {
    let sizes: Vec<usize> = match shape {
        Some(shape) => vec![shape.side()],
        None => supported_sides().collect(),
    };
    let count = tokens.len();
    if let Some(shape) = shape
        && let Some(side) = supported_sides().find(|&s| s * s == count && s != shape.side())
    {
        return Err(ParseError::new(
            ErrorKind::ShapeMismatch { shape, side },
            Expected::BoxShapeFor { side },
        ));
    }
    let square = |n: usize| sizes.iter().any(|&s| s * s == n);
    let whole_line_puzzles =
        lines.len() >= 2 && square(lines[0].1) && lines.iter().all(|&(_, n)| n == lines[0].1);
    if let Some(side) = sizes.iter().copied().find(|&s| s * s == count) {
        // Several lines of N² cells each are several puzzles, not one bigger grid.
        if !whole_line_puzzles || lines[0].1 == side {
            return Ok(side);
        }
    }
    if whole_line_puzzles {
        return Err(multiple(text, lines[1].0));
    }
    if let Some(line) = second_block(text, tokens, &square) {
        return Err(multiple(text, line));
    }
    if let Some(err) = ragged_line(text, tokens, lines) {
        return Err(err);
    }
    let near = sizes
        .iter()
        .copied()
        .min_by_key(|&s| (s * s).abs_diff(count))
        .expect("there is at least one size");
    // The size list only helps when the side is not fixed by --box.
    let sizes = shape.is_none();
    let err = ParseError::new(
        ErrorKind::WrongCellCount { found: count },
        Expected::Cells { side: near },
    );
    if count > near * near {
        let extra = tokens[near * near];
        Err(err.at(text, extra.at).note(Note::ExtraCell {
            cell: near * near + 1,
            sizes,
        }))
    } else {
        let last = tokens[count - 1];
        let after = Position {
            line: last.at.line,
            col: last.at.col + last.len,
        };
        Err(err.at(text, after).note(Note::MissingCells {
            missing: near * near - count,
            sizes,
        }))
    }
}

fn multiple(text: &str, line: usize) -> ParseError {
    ParseError::new(ErrorKind::MultiplePuzzles { line }, Expected::OnePuzzle)
        .at(text, Position { line, col: 1 })
}

/// The first line of a second blank-line-separated block, when the first
/// block alone is a whole puzzle.
///
/// One pass over the lines: the first blank line after the first cell ends
/// the first block (comment and separator lines do not).
fn second_block(text: &str, tokens: &[Token], square: &dyn Fn(usize) -> bool) -> Option<usize> {
    let first_line = tokens.first()?.at.line;
    let blank = text
        .lines()
        .enumerate()
        .skip(first_line - 1)
        .find(|(_, l)| l.trim().is_empty())
        .map(|(i, _)| i + 1)?;
    let first_block = tokens.partition_point(|t| t.at.line < blank);
    let next = tokens.get(first_block)?;
    square(first_block).then_some(next.at.line)
}

/// A line whose cell count differs from every other line's, in a grid of
/// at least three lines that otherwise agree.
fn ragged_line(text: &str, tokens: &[Token], lines: &Lines) -> Option<ParseError> {
    if lines.len() < 3 {
        return None;
    }
    let usual = lines[0]
        .1
        .max(lines[1].1)
        .min(lines[lines.len() - 1].1.max(lines[1].1));
    let odd: Vec<_> = lines.iter().filter(|&&(_, n)| n != usual).collect();
    let &&(line, found) = odd.first()?;
    if odd.len() != 1 {
        return None;
    }
    let on_line: Vec<&Token> = tokens.iter().filter(|t| t.at.line == line).collect();
    let at = if found > usual {
        on_line[usual].at
    } else {
        let last = on_line.last()?;
        Position {
            line,
            col: last.at.col + last.len,
        }
    };
    Some(
        ParseError::new(
            ErrorKind::RaggedLine {
                line,
                found,
                expected: usual,
            },
            Expected::CellsPerLine { cells: usual },
        )
        .at(text, at),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn kind(text: &str) -> ErrorKind {
        parse_str(text).unwrap_err().kind().clone()
    }

    #[test]
    fn one_line_and_nine_lines_agree() {
        let a = parse_str(CLASSIC).unwrap();
        let rows: Vec<&str> = (0..9).map(|r| &CLASSIC[r * 9..r * 9 + 9]).collect();
        let b = parse_str(&rows.join("\n")).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_line(), CLASSIC);
    }

    #[test]
    fn java_array_with_declaration() {
        let text = "Integer[][] array = {\n {5, 3, 0, 0, 7, 0, 0, 0, 0},\n {6, 0, 0, 1, 9, 5, 0, 0, 0},\n {0, 9, 8, 0, 0, 0, 0, 6, 0},\n {8, 0, 0, 0, 6, 0, 0, 0, 3},\n {4, 0, 0, 8, 0, 3, 0, 0, 1},\n {7, 0, 0, 0, 2, 0, 0, 0, 6},\n {0, 6, 0, 0, 0, 0, 2, 8, 0},\n {0, 0, 0, 4, 1, 9, 0, 0, 5},\n {0, 0, 0, 0, 8, 0, 0, 7, 9}\n};";
        assert_eq!(parse_str(text).unwrap().to_line(), CLASSIC);
    }

    #[test]
    fn simple_sudoku_with_borders() {
        let text = "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n";
        assert_eq!(parse_str(text).unwrap().to_line(), CLASSIC);
    }

    #[test]
    fn spaced_numbers_for_sixteen() {
        let mut rows = vec!["16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0".to_string()];
        rows.extend((1..16).map(|_| "0 ".repeat(16)));
        let grid = parse_str(&rows.join("\n")).unwrap();
        assert_eq!(grid.side(), 16);
        assert_eq!(grid.cells()[0], 16);
    }

    #[test]
    fn letters_in_either_case() {
        let mut text = String::from("gA");
        text.push_str(&".".repeat(254));
        let grid = parse_str(&text).unwrap();
        assert_eq!(&grid.cells()[..2], &[16, 10]);
    }

    #[test]
    fn unknown_character_points_at_it() {
        let err = parse_str("53..7....\n6..1x5...").unwrap_err();
        assert_eq!(
            err.kind().clone(),
            ErrorKind::UnknownCharacter { found: 'x' }
        );
        assert_eq!(err.position(), Some(Position { line: 2, col: 5 }));
        let shown = err.to_string();
        assert!(shown.contains("2 | 6..1x5..."), "{shown}");
        assert!(shown.contains("  |     ^ expected"), "{shown}");
    }

    #[test]
    fn short_line_of_cells() {
        let err = parse_str(&CLASSIC[..80]).unwrap_err();
        assert_eq!(err.kind().clone(), ErrorKind::WrongCellCount { found: 80 });
        assert_eq!(err.position(), Some(Position { line: 1, col: 81 }));
    }

    #[test]
    fn ragged_grid_line() {
        let mut rows: Vec<String> = (0..9)
            .map(|r| CLASSIC[r * 9..r * 9 + 9].to_string())
            .collect();
        rows[3].pop();
        let err = parse_str(&rows.join("\n")).unwrap_err();
        assert_eq!(
            err.kind().clone(),
            ErrorKind::RaggedLine {
                line: 4,
                found: 8,
                expected: 9
            }
        );
    }

    #[test]
    fn digit_too_large_for_four() {
        let err = parse_str("1234\n3412\n2143\n4325").unwrap_err();
        assert_eq!(
            err.kind().clone(),
            ErrorKind::DigitTooLarge { digit: 5, side: 4 }
        );
        assert_eq!(err.position(), Some(Position { line: 4, col: 4 }));
    }

    #[test]
    fn clash_names_both_cells() {
        let mut text = CLASSIC.to_string();
        text.replace_range(2..3, "5");
        let err = parse_str(&text).unwrap_err();
        assert_eq!(
            err.kind().clone(),
            ErrorKind::Clash {
                digit: '5',
                first: Cell::new(0, 0),
                second: Cell::new(0, 2),
                unit: Unit::Row,
                index: 0,
            }
        );
        assert_eq!(
            err.remark().map(|n| n.to_string()).as_deref(),
            Some("r1c1 is at line 1, column 1")
        );
    }

    #[test]
    fn empty_and_comment_only() {
        assert_eq!(kind(""), ErrorKind::Empty);
        assert_eq!(kind("# just a header\n\n"), ErrorKind::Empty);
    }

    #[test]
    fn not_utf8_names_the_byte() {
        let err = parse(b"53..7\xff...", ParseOptions::default()).unwrap_err();
        assert_eq!(err.kind().clone(), ErrorKind::NotUtf8);
        assert_eq!(err.position(), Some(Position { line: 1, col: 6 }));
    }

    #[test]
    fn not_utf8_says_what_the_file_probably_is() {
        let note = |bytes: &[u8]| {
            let err = parse(bytes, ParseOptions::default()).unwrap_err();
            assert_eq!(err.kind().clone(), ErrorKind::NotUtf8);
            err.remark().unwrap().to_string()
        };
        let utf16 = |big: bool| -> Vec<u8> {
            let units = "1234\n3412\n".encode_utf16();
            units
                .flat_map(|u| {
                    if big {
                        u.to_be_bytes()
                    } else {
                        u.to_le_bytes()
                    }
                })
                .collect()
        };
        let le = [&[0xff, 0xfe][..], &utf16(false)].concat();
        assert!(note(&le).contains("UTF-16 (little-endian, with a byte order mark)"));
        assert!(note(&utf16(true)).contains("UTF-16 (big-endian, without a byte order mark)"));
        let latin = note(b"# R\xe4tsel\n1234\n");
        assert!(latin.contains("'\u{e4}' in Windows-1252"), "{latin}");
        assert!(latin.contains("save it as UTF-8"), "{latin}");
        assert!(note(b"\x01\x02\xff").contains("binary"));
    }

    #[test]
    fn a_long_or_hostile_line_is_shown_cut_and_defused() {
        let text = format!("{}x{}\u{1b}[2J", ".".repeat(5000), ".".repeat(5000));
        let shown = parse_str(&text).unwrap_err().to_string();
        assert!(shown.lines().all(|l| l.chars().count() < 200), "{shown}");
        assert!(!shown.contains('\u{1b}'));
        // The caret stands under the fault, after the `…` of the cut.
        let lines: Vec<&str> = shown.lines().collect();
        let fault = lines[3].find('x').unwrap();
        assert_eq!(lines[4].find('^'), Some(fault - "…".len() + 1));
    }

    #[test]
    fn two_puzzle_lines() {
        assert_eq!(
            kind(&format!("{CLASSIC}\n{CLASSIC}\n")),
            ErrorKind::MultiplePuzzles { line: 2 }
        );
    }

    #[test]
    fn two_grids_separated_by_a_blank_line() {
        let grid = "1...\n..2.\n.3..\n...4\n";
        assert_eq!(
            kind(&format!("{grid}\n{grid}")),
            ErrorKind::MultiplePuzzles { line: 6 }
        );
    }

    #[test]
    fn box_shape_override() {
        let text = ".".repeat(36);
        let tall = ParseOptions {
            shape: BoxShape::new(3, 2),
        };
        assert_eq!(
            parse(text.as_bytes(), tall).unwrap().shape(),
            BoxShape::new(3, 2).unwrap()
        );
        let wrong = ParseOptions {
            shape: BoxShape::new(3, 3),
        };
        assert_eq!(
            parse(text.as_bytes(), wrong).unwrap_err().kind().clone(),
            ErrorKind::ShapeMismatch {
                shape: BoxShape::new(3, 3).unwrap(),
                side: 6
            }
        );
    }
}
