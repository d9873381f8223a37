//! JSON Lines after the header: one event per line, then the footer, one
//! line in memory at a time and no line longer than [`MAX_RECORD`].

use std::io::{BufRead, Read};

use serde::Deserialize;
use serde::de::IgnoredAny;

use super::said::{Found, Wanted};
use super::scan::{MAX_RECORD, Position, too_deep};
use super::{
    EXPECT_EVENT, EXPECT_FOOTER, EXPECT_LINE, FooterLines, ReadError, ReadErrorKind, Tail, culprit,
};
use crate::trace::{Event, Footer};

/// The records after a JSON Lines header.
pub(super) struct Lines<'r> {
    input: Box<dyn BufRead + 'r>,
    /// One line, reused.
    buffer: Vec<u8>,
    /// The line of the last record read, from 1.
    line: u64,
    /// The byte offset of the next line.
    offset: u64,
    /// The footer has been read: nothing but blank lines may follow.
    ended: bool,
}

impl<'r> Lines<'r> {
    /// The records in `input`, whose first line is line `line + 1` of the
    /// trace and starts at byte `offset`.
    pub(super) fn new(input: Box<dyn BufRead + 'r>, line: u64, offset: u64) -> Self {
        Lines {
            input,
            buffer: Vec::new(),
            line,
            offset,
            ended: false,
        }
    }

    /// The line of the last record read.
    pub(super) fn line(&self) -> u64 {
        self.line
    }

    /// Reads the next line into the buffer; `false` at the end of the input.
    /// A line longer than [`MAX_RECORD`] is refused once the bound is passed,
    /// without reading the rest of it.
    fn read_line(&mut self) -> Result<bool, ReadError> {
        self.buffer.clear();
        // The content and its newline, and one byte more to tell a line
        // just past the bound.
        let bound = MAX_RECORD as u64 + 1;
        let read = (&mut self.input)
            .take(bound)
            .read_until(b'\n', &mut self.buffer)
            .map_err(|e| ReadError::io(e, Found::CannotRead, EXPECT_EVENT))?;
        if read == 0 {
            return Ok(false);
        }
        self.line += 1;
        self.offset += read as u64;
        if read as u64 == bound && self.buffer.last() != Some(&b'\n') {
            let mut e = ReadError::new(
                ReadErrorKind::Record,
                Found::LineTooLong,
                Wanted::OneALine(Box::new(EXPECT_LINE)),
            )
            .at_line(self.line);
            e.0.column = Some(bound);
            return Err(e);
        }
        Ok(true)
    }

    /// The next event; a footer found on the way goes into `tail`. `step` is
    /// the number of events read so far.
    pub(super) fn next(&mut self, step: u64, tail: &mut Tail) -> Result<Option<Event>, ReadError> {
        loop {
            let start = self.offset;
            if !self.read_line()? {
                return Ok(None);
            }
            let line = self.line;
            let at_step = |mut e: ReadError| {
                e.0.step = Some(step + 1);
                e
            };
            let text = match std::str::from_utf8(&self.buffer) {
                Ok(text) => text,
                Err(e) => {
                    let bad = e.valid_up_to();
                    let mut error = ReadError::new(
                        ReadErrorKind::Record,
                        Found::NotUtf8 {
                            byte: self.buffer[bad],
                            offset: start + bad as u64,
                        },
                        Wanted::Utf8,
                    )
                    .at_line(line);
                    error.0.column = Some(bad as u64 + 1);
                    return Err(at_step(error));
                }
            };
            if text.trim().is_empty() {
                continue;
            }
            // Parsed without its line ending: serde_json counts a position
            // just past a newline as column 0 of the next line, and a record
            // cut short would be reported there instead of at its last byte.
            let text = text.trim_end_matches(['\n', '\r']);
            if self.ended {
                return Err(ReadError::new(
                    ReadErrorKind::Record,
                    Found::AfterFooter,
                    Wanted::FooterLast,
                )
                .at_line(line));
            }
            if let Some(i) = too_deep(text.as_bytes()) {
                let mut e = ReadError::new(
                    ReadErrorKind::Record,
                    Found::TooDeep,
                    Wanted::Shallow(Box::new(EXPECT_LINE)),
                )
                .at_line(line);
                e.0.column = Some(i as u64 + 1);
                return Err(at_step(e));
            }
            let error = match serde_json::from_str::<Event>(text) {
                Ok(event) => return Ok(Some(event)),
                Err(error) => error,
            };
            if !error.is_data() {
                let mut e = ReadError::json(ReadErrorKind::Record, &error, EXPECT_LINE, Some(line));
                if error.is_syntax() {
                    e = e.wrapped(Found::NotJson);
                }
                return Err(at_step(e));
            }
            let at = Position {
                line,
                column: 1,
                offset: start,
            };
            if let Some((e, event)) = culprit::duplicate_key(text.as_bytes(), at) {
                return Err(if event { at_step(e) } else { e });
            }
            #[derive(Deserialize)]
            struct Probe {
                event: Option<IgnoredAny>,
                end: Option<IgnoredAny>,
                stats: Option<IgnoredAny>,
                schema_version: Option<IgnoredAny>,
            }
            match serde_json::from_str::<Probe>(text).ok() {
                Some(Probe { event: Some(_), .. }) => {
                    return Err(at_step(culprit::event_error(text.as_bytes(), at, &error)));
                }
                Some(p) if p.end.is_some() || p.stats.is_some() => {
                    match serde_json::from_str::<Footer>(text) {
                        Ok(footer) => {
                            tail.footer = Some(footer);
                            tail.lines = FooterLines {
                                end: Some(line),
                                stats: Some(line),
                                solutions: None,
                            };
                            self.ended = true;
                        }
                        Err(e) => {
                            let error = ReadError::json(
                                ReadErrorKind::Record,
                                &e,
                                EXPECT_FOOTER,
                                Some(line),
                            );
                            return Err(error.wrapped(Found::Footer));
                        }
                    }
                }
                Some(Probe {
                    schema_version: Some(_),
                    ..
                }) => {
                    return Err(ReadError::new(
                        ReadErrorKind::Record,
                        Found::SecondHeader,
                        Wanted::OneHeader,
                    )
                    .at_line(line));
                }
                _ => return Err(at_step(not_a_record(text, line))),
            }
        }
    }
}

/// The error for a line that is neither an event nor the footer: not JSON
/// (with serde's position), a JSON value that is not an object (at its first
/// byte), or an object without an `event` field.
fn not_a_record(text: &str, line: u64) -> ReadError {
    if let Err(e) = serde_json::from_str::<IgnoredAny>(text) {
        let error = ReadError::json(ReadErrorKind::Record, &e, EXPECT_LINE, Some(line));
        if e.is_syntax() {
            return error.wrapped(Found::NotJson);
        }
        return error;
    }
    let start = text.len() - text.trim_start().len();
    let kind = match text.as_bytes().get(start) {
        Some(b'{') => {
            return ReadError::new(ReadErrorKind::Record, Found::NoEventField, EXPECT_LINE)
                .at_line(line);
        }
        Some(b'[') => "an array",
        Some(b'"') => "a string",
        Some(b't' | b'f') => "a boolean",
        Some(b'n') => "null",
        _ => "a number",
    };
    let mut error =
        ReadError::new(ReadErrorKind::Record, Found::NotARecord(kind), EXPECT_LINE).at_line(line);
    error.0.column = Some(start as u64 + 1);
    error
}
