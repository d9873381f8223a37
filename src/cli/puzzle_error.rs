//! A puzzle that cannot be read, told in the language of `--lang`: the
//! library hands over what is wrong, what was expected and a note as data
//! ([`ErrorKind`], [`Expected`], [`Note`]); this words them from the
//! language's catalog and sets them around the error's frame. In English
//! it is exactly what the error's `Display` writes, after `error: `.
//! A saved trace that cannot be read is told the same way
//! ([`trace_message`]; the reader's `Found` and `Wanted` are worded by
//! `ReadError::worded`).

use crate::parse::{ErrorKind, ParseError};
use crate::render::Lang;
use crate::words::vars;

use crate::read::ReadError;

/// The whole message, `error: ` and frame included, in `lang`.
pub fn message(e: &ParseError, lang: Lang) -> String {
    lang.puzzle_errors().error(vars::ParseError {
        message: &e.worded(lang),
    })
}

/// A puzzle file's line that is no puzzle, as `bench` tells it after
/// `FILE:LINE:COL: `: what is wrong and what was expected, in one line
/// (in English: `found 3 cells, …; expected 16 cells …`). Only the
/// encoding's note is added (what the file looks like, how to save it);
/// the others repeat what the line already shows.
pub fn on_a_line(e: &ParseError, lang: Lang) -> String {
    let w = lang.puzzle_errors();
    let b = lang.bench();
    let expected = w.expected(vars::ParseExpected {
        expected: &e.expected().worded(lang),
    });
    let mut out = b.bad_line(vars::BenchBadLine {
        what: &e.kind().worded(lang),
        expected: &expected,
    });
    if let (ErrorKind::NotUtf8, Some(n)) = (e.kind(), e.remark()) {
        out.push_str(&b.bad_line_note(vars::BenchBadLineNote {
            note: &n.worded(lang),
        }));
    }
    out
}

/// The whole message of a saved trace that could not be read, `error: `
/// and frame included, in `lang` (English: exactly its `Display`).
pub fn trace_message(e: &ReadError, lang: Lang) -> String {
    match lang {
        Lang::En => format!("error: {e}"),
        _ => lang.read_errors().error(vars::ReadError {
            message: &e.worded(lang),
        }),
    }
}
