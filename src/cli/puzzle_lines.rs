//! Files of many puzzles, one per line, read a line at a time.
//!
//! Benchmark sets run to hundreds of thousands of lines, so the file is never
//! held whole: each line is read into one reused buffer, and a line longer
//! than [`MAX_LINE_BYTES`] is refused (and skipped without being stored), so
//! a hostile file of megabyte-long lines costs neither memory nor time.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use super::puzzle_error;
use crate::grid::Grid;
use crate::parse::{self, ParseError};
use crate::render::Lang;

/// The longest line a puzzle may take: 64 KiB, a hundred times a 25×25
/// puzzle written on one line (625 cells).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// What one line of a puzzle file holds.
pub enum Line {
    /// A puzzle, and the line it is on (from 1).
    Puzzle(usize, Grid),
    /// A line that is no puzzle: its number and why.
    Bad(usize, BadLine),
}

/// Why a line is no puzzle.
pub enum BadLine {
    /// Longer than [`MAX_LINE_BYTES`]: not read.
    TooLong,
    /// The puzzle parser's error.
    Unreadable(ParseError),
}

impl BadLine {
    /// What is wrong, in `lang`, to follow `FILE:LINE`: `:COL: ` (when the
    /// parser knows the column) and the error in one line.
    pub fn worded(&self, lang: Lang) -> String {
        match self {
            BadLine::TooLong => format!(
                ": {}",
                lang.bench()
                    .line_too_long(crate::words::vars::BenchLineTooLong {
                        limit: &MAX_LINE_BYTES
                    })
            ),
            BadLine::Unreadable(e) => {
                let at = e
                    .position()
                    .map_or(String::new(), |p| format!(":{}", p.col));
                format!("{at}: {}", puzzle_error::on_a_line(e, lang))
            }
        }
    }
}

/// Reads the puzzle file at `path` (`-` for standard input) line by line,
/// calling `each` for every line that is not blank or a `#` comment;
/// `each` returns `false` to stop.
pub fn for_each_line(path: &Path, each: impl FnMut(Line) -> bool) -> io::Result<()> {
    if path == Path::new("-") {
        return for_each_line_in(BufReader::new(super::console::stdin()), each);
    }
    for_each_line_in(BufReader::new(File::open(path)?), each)
}

fn for_each_line_in(mut input: impl BufRead, mut each: impl FnMut(Line) -> bool) -> io::Result<()> {
    let mut buffer = Vec::new();
    let mut number = 0;
    loop {
        buffer.clear();
        number += 1;
        let read = (&mut input)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buffer)?;
        if read == 0 {
            return Ok(());
        }
        let line = if buffer.len() > MAX_LINE_BYTES && buffer.last() != Some(&b'\n') {
            input.skip_until(b'\n')?;
            Line::Bad(number, BadLine::TooLong)
        } else {
            match line_of(&buffer) {
                None => continue,
                Some(Ok(grid)) => Line::Puzzle(number, grid),
                Some(Err(e)) => Line::Bad(number, BadLine::Unreadable(e)),
            }
        };
        if !each(line) {
            return Ok(());
        }
    }
}

/// The puzzle on one line, or `None` for a blank or comment line.
fn line_of(bytes: &[u8]) -> Option<Result<Grid, ParseError>> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        // The parser names the offending byte and its column.
        Err(_) => return Some(parse::parse(bytes, parse::ParseOptions::default())),
    };
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return None;
    }
    Some(parse::parse_str(trimmed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &[u8]) -> Vec<String> {
        let mut seen = Vec::new();
        for_each_line_in(text, |line| {
            seen.push(match line {
                Line::Puzzle(n, grid) => format!("{n}: {}", grid.to_line()),
                Line::Bad(n, bad) => format!("{n}!{}", bad.worded(Lang::En)),
            });
            true
        })
        .unwrap();
        seen
    }

    #[test]
    fn puzzles_comments_blank_and_bad_lines() {
        let text = b"# a set\n\n1234341221.34.21\r\n123\n\xff\n";
        assert_eq!(
            lines(text),
            [
                "3: 1234341221.34.21",
                "4!:4: found 3 cells, which is no puzzle size; expected 16 cells for a 4x4 puzzle",
                "5!:1: the input is not UTF-8 text; expected UTF-8 text (save the file as UTF-8) \
                 (byte 1 is 0xff, 'ÿ' in Windows-1252: the file looks like Windows-1252 \
                 (or Latin-1); save it as UTF-8 (in most editors: Save As, encoding UTF-8))",
            ]
        );
    }

    #[test]
    fn a_long_line_is_refused_and_skipped_and_the_next_is_read() {
        let mut text = vec![b'1'; 3 * MAX_LINE_BYTES];
        text.extend_from_slice(b"\n1234341221.34.21\n");
        let seen = lines(&text);
        assert_eq!(seen.len(), 2, "{seen:?}");
        assert!(seen[0].starts_with("1!: a line longer than 65536 bytes"));
        assert_eq!(seen[1], "2: 1234341221.34.21");
    }
}
