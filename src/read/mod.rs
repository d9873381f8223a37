//! Reading a saved trace back: a JSON document or JSON Lines, from a file or
//! standard input, into its [`Header`], its events and its [`Footer`].
//!
//! The form is told from the text: a first line that is a whole JSON object
//! without an `events` field is the header of JSON Lines; anything else is
//! read as one JSON document. Both forms are streamed, one record in memory
//! at a time, so a trace of ten million steps reads in a few megabytes:
//! JSON Lines line by line (`lines.rs`); a document by walking its
//! top-level object key by key and handing serde one value at a time
//! (`document.rs`, with the raw-value scanner of `scan.rs`). The footer,
//! in either form, is known once the events have been read.
//!
//! A document must give the header's fields before `events`, as this crate
//! writes them. No record (an event, a header or footer field, one
//! solution, one JSON Lines line) may be longer than [`MAX_RECORD`] bytes
//! or nest arrays and objects deeper than [`MAX_DEPTH`]: hostile input is
//! refused with its position, in bounded memory.
//!
//! ```
//! use sudoku_trace::read::TraceReader;
//!
//! let text = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"mine","options":{"max_solutions":1,"max_steps":null}}
//! {"event":"placed","cell":[2,2],"digit":4,"depth":1}
//! {"event":"solved","number":1,"depth":1,"grid":"1234341221434321"}
//! "#;
//! let mut reader = TraceReader::from_reader("example.jsonl", text.as_bytes())?;
//! assert_eq!(reader.header().strategy, "mine");
//! let events: Vec<_> = reader.by_ref().collect::<Result<_, _>>()?;
//! assert_eq!(events.len(), 2);
//! assert!(reader.footer().is_none()); // the footer is optional
//! # Ok::<(), sudoku_trace::read::ReadError>(())
//! ```
//!
//! Every error names the input, the line (and the column when there is
//! one), the step when it is in an event, what was found and what was
//! expected; a `schema_version` this crate does not know is refused before
//! any other fault of the header, wherever it stands.

mod culprit;
mod document;
#[cfg(test)]
mod hostile;
mod lines;
#[cfg(test)]
mod lying;
mod opened;
mod said;
mod scan;
mod serde_said;

use std::fmt::{self, Write as _};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use crate::bounds;
use crate::trace::{End, Event, Footer, Header, OLDEST_SCHEMA_VERSION, SCHEMA_VERSION, Stats};
use crate::words::Lang;
use crate::words::SystemError;
use crate::words::user_text::shown;
use crate::words::vars;
use document::Document;
use lines::Lines;
pub use said::{Found, Here, Wanted};
pub use scan::{MAX_DEPTH, MAX_RECORD};
use scan::{Position, ScanError, Scanner};
use serde_said::SerdeSaid;

/// The two forms a saved trace takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// One JSON document (`--format json`).
    Document,
    /// JSON Lines: the header, one event per line, the footer (`--format jsonl`).
    Lines,
}

/// What went wrong, broadly: whether the trace could be read at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Non-exhaustive: it grows with the tool; a user's `match` keeps compiling.
#[non_exhaustive]
pub enum ReadErrorKind {
    /// The input could not be read (a missing file, an I/O error).
    Io,
    /// The input is not a trace: not JSON, or no header where it should be.
    Header,
    /// The header names a `schema_version` this crate does not know.
    Version,
    /// An event, the footer or a line after the header is malformed, or the
    /// input ends in the middle of one (a truncated file).
    Record,
}

/// A trace that could not be read, with where and why: its kind, the
/// input's name, the place (line, column, step), what was found and what
/// was expected. An error of the system (a file that cannot be opened or
/// read) is its [`source`](std::error::Error::source).
#[derive(Debug)]
pub struct ReadError(Box<Details>);

/// What a [`ReadError`] knows, boxed so that a `Result` stays small.
#[derive(Debug)]
struct Details {
    kind: ReadErrorKind,
    source_name: String,
    line: Option<u64>,
    column: Option<u64>,
    step: Option<u64>,
    found: Found,
    expected: Wanted,
    /// The system's error, for `source()`: `found` holds its words.
    io: Option<io::Error>,
}

impl ReadError {
    /// What kind of failure this is.
    pub fn kind(&self) -> ReadErrorKind {
        self.0.kind
    }

    /// The input's name: a path or `<stdin>`.
    pub fn source_name(&self) -> &str {
        &self.0.source_name
    }

    /// The line, from 1, when known.
    pub fn line(&self) -> Option<u64> {
        self.0.line
    }

    /// The column, from 1, counted in bytes, when known.
    pub fn column(&self) -> Option<u64> {
        self.0.column
    }

    /// The step (event number, from 1) the error is in, when it is in an event.
    pub fn step(&self) -> Option<u64> {
        self.0.step
    }

    /// What was found (its `Display` the English).
    pub fn found(&self) -> &Found {
        &self.0.found
    }

    /// What was expected instead (its `Display` the English).
    pub fn expected(&self) -> &Wanted {
        &self.0.expected
    }

    /// The error of the system that could not open or read the input,
    /// worded in [`Found::CannotOpen`] and its kin.
    fn io(e: io::Error, found: impl FnOnce(SystemError) -> Found, expected: Wanted) -> Self {
        let mut error = ReadError::new(ReadErrorKind::Io, found(SystemError::from(&e)), expected);
        error.0.io = Some(e);
        error
    }
}

impl ReadError {
    fn new(kind: ReadErrorKind, found: Found, expected: Wanted) -> Self {
        ReadError(Box::new(Details {
            kind,
            source_name: String::new(),
            line: None,
            column: None,
            step: None,
            found,
            expected,
            io: None,
        }))
    }

    fn at_line(mut self, line: u64) -> Self {
        self.0.line = Some(line);
        self
    }

    fn at(mut self, at: Position) -> Self {
        self.0.line = Some(at.line);
        self.0.column = Some(at.column);
        self
    }

    fn in_step(mut self, step: u64) -> Self {
        self.0.step = Some(step);
        self
    }

    /// The same error, what was found set inside `wrap` (`not JSON: …`,
    /// `footer: …`, a field's name).
    fn wrapped(mut self, wrap: impl FnOnce(Box<Found>) -> Found) -> Self {
        let found = std::mem::replace(&mut self.0.found, Found::Empty);
        self.0.found = wrap(Box::new(found));
        self
    }

    /// A serde error in one value read alone, whose text begins at `at`:
    /// serde's position within the value made the input's.
    fn json_at(kind: ReadErrorKind, e: &serde_json::Error, expected: Wanted, at: Position) -> Self {
        let mut error = ReadError::json(kind, e, expected, None);
        let (line, column) = match (e.line() as u64, e.column() as u64) {
            (0, _) => (at.line, at.column),
            (1, column) => (at.line, at.column + column.saturating_sub(1)),
            (line, column) => (at.line + line - 1, column),
        };
        error.0.line = Some(line);
        // serde_json's column 0 is the place just past a newline: no column
        // a reader can find, so none is given.
        error.0.column = Some(column).filter(|&c| c > 0);
        error
    }

    /// A serde error, its message and its position split apart; `line`,
    /// when given, replaces serde's (for a JSON Lines record parsed alone).
    fn json(
        kind: ReadErrorKind,
        e: &serde_json::Error,
        expected: Wanted,
        line: Option<u64>,
    ) -> Self {
        let mut error = if e.is_eof() && kind == ReadErrorKind::Record {
            ReadError::new(kind, Found::Truncated, Wanted::Complete(Box::new(expected)))
        } else {
            let said = SerdeSaid::parse(&json_message(e));
            ReadError::new(kind, Found::Serde(said), expected)
        };
        if e.line() > 0 {
            error.0.line = Some(line.unwrap_or(e.line() as u64));
            error.0.column = Some(e.column() as u64).filter(|&c| c > 0);
        } else {
            error.0.line = line;
        }
        error
    }

    /// Whether the trace could not be read at all (as opposed to a trace
    /// that breaks down at some step): I/O errors, no header, an unknown
    /// schema version.
    pub fn is_unreadable(&self) -> bool {
        self.0.kind != ReadErrorKind::Record
    }
}

/// The error for what the scanner refused, `expected` naming the record.
fn scan_error(e: ScanError, kind: ReadErrorKind, expected: Wanted) -> ReadError {
    let (found, expected, at) = match e {
        ScanError::Io(e) => return ReadError::io(e, Found::CannotRead, expected),
        ScanError::Eof(at) => (
            Found::Truncated,
            Wanted::Complete(Box::new(expected)),
            // The last byte's column, as serde_json gives it for a JSON
            // Lines record cut short.
            Position {
                column: at.column.saturating_sub(1).max(1),
                ..at
            },
        ),
        ScanError::TooLong(at) => (Found::TooLong, Wanted::Short(Box::new(expected)), at),
        ScanError::TooDeep(at) => (Found::TooDeep, Wanted::Shallow(Box::new(expected)), at),
        ScanError::Utf8(at, byte) => (
            Found::NotUtf8 {
                byte,
                offset: at.offset,
            },
            Wanted::Utf8,
            at,
        ),
        ScanError::Unexpected {
            at,
            found,
            expected: here,
        } => (Found::Unexpected { found, here }, expected, at),
    };
    ReadError::new(kind, found, expected).at(at)
}

/// A serde_json message without its ` at line L column C` tail.
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) if e.line() > 0 => text[..at].to_string(),
        _ => text,
    }
}

impl ReadError {
    /// The error in `lang`'s words: what was found (after its step, or
    /// `header:`), where (` --> FILE:LINE:COLUMN`, the same in every
    /// language) and what was expected.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.read_errors();
        let found = self.0.found.worded(lang);
        let mut s = match (self.0.step, self.0.kind) {
            (Some(step), _) => w.at_step(vars::ReadAtStep {
                step: &step,
                found: &found,
            }),
            (None, ReadErrorKind::Header | ReadErrorKind::Version) => {
                w.in_header(vars::ReadInHeader { found: &found })
            }
            (None, _) => found,
        };
        let _ = write!(s, "\n --> {}", shown(&self.0.source_name));
        if let Some(line) = self.0.line {
            let _ = write!(s, ":{line}");
            if let Some(column) = self.0.column {
                let _ = write!(s, ":{column}");
            }
        }
        let expected = self.0.expected.worded(lang);
        let _ = write!(
            s,
            "\n  {}",
            w.expected(vars::ReadExpected {
                expected: &expected
            })
        );
        s
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En))
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.io.as_ref().map(|e| e as _)
    }
}

/// A whole trace in memory.
#[derive(Clone, Debug, PartialEq)]
// Non-exhaustive: only the reader makes one, and a trace may hold more.
#[non_exhaustive]
pub struct Trace {
    /// The first record: the puzzle and how it was searched.
    pub header: Header,
    /// Every step, in order.
    pub events: Vec<Event>,
    /// The last record, when the trace has one.
    pub footer: Option<Footer>,
}

/// Reads the whole trace at `path` (`-` for standard input) into memory.
pub fn read_trace(path: &Path) -> Result<Trace, ReadError> {
    let mut reader = TraceReader::open(path)?;
    let events = reader.by_ref().collect::<Result<Vec<_>, _>>()?;
    Ok(Trace {
        header: reader.header().clone(),
        events,
        footer: reader.footer().copied(),
    })
}

/// The footer a trace without one implies: its counters recounted from its
/// events, and its end inferred (the step or time limit when the last event
/// says so, the solution limit when the header's limit was reached, else
/// exhausted).
pub fn recounted_footer(header: &Header, stats: Stats, last: Option<&Event>) -> Footer {
    let end = if let Some(end) = last.and_then(|e| e.kind().limit_end()) {
        end
    } else if header.options.max_solutions == Some(stats.solutions) {
        End::SolutionLimit
    } else {
        End::Exhausted
    };
    Footer { end, stats }
}

// What each record was expected to be: its words are the catalogs'.
const EXPECT_HEADER: Wanted = Wanted::Header;
const EXPECT_EVENT: Wanted = Wanted::Event;
const EXPECT_FOOTER: Wanted = Wanted::Footer;
const EXPECT_LINE: Wanted = Wanted::Line;

/// Reads a saved trace: the header at once, then the events one at a time
/// (as an [`Iterator`]), then the footer.
pub struct TraceReader<'r> {
    name: String,
    form: Form,
    header: Header,
    source: Source<'r>,
    tail: Tail,
    step: u64,
    failed: bool,
}

enum Source<'r> {
    Lines(Lines<'r>),
    Document(Document<Box<dyn BufRead + 'r>>),
}

/// What comes after the events: the footer, and a document's solutions.
#[derive(Default)]
struct Tail {
    footer: Option<Footer>,
    solutions: Option<Vec<String>>,
    lines: FooterLines,
    /// The `solved` events read: a document's `solutions` lists no more.
    solved: u64,
    /// The board's side: each of those grids has its square of cells.
    side: usize,
}

/// Where the parts after the events stand: the line (from 1) of each one
/// the trace has. In JSON Lines the footer is one line, its `end` and
/// `stats` both on it; in a document each is the line its value begins on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FooterLines {
    /// The footer's `end`.
    pub end: Option<u64>,
    /// The footer's `stats`.
    pub stats: Option<u64>,
    /// A document's `solutions` list.
    pub solutions: Option<u64>,
}

impl fmt::Debug for TraceReader<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TraceReader")
            .field("name", &self.name)
            .field("form", &self.form)
            .field("step", &self.step)
            .finish_non_exhaustive()
    }
}

impl TraceReader<'static> {
    /// Opens the trace at `path`, or standard input for `-`, and reads its header.
    pub fn open(path: &Path) -> Result<TraceReader<'static>, ReadError> {
        if path == Path::new("-") {
            return TraceReader::from_reader("<stdin>", io::stdin().lock());
        }
        TraceReader::open_with(path, |file| Box::new(file))
    }

    /// Opens the trace in the file at `path` as [`TraceReader::open`] does
    /// (a file, not `-`), every read of it going through `wrap`: the
    /// command line's readers stop there when their run is cancelled. A
    /// document whose header comes after its events opens the file twice,
    /// each time through `wrap`.
    pub fn open_with(
        path: &Path,
        wrap: impl Fn(File) -> Box<dyn Read> + 'static,
    ) -> Result<TraceReader<'static>, ReadError> {
        let name = path.display().to_string();
        match File::open(path) {
            Ok(file) => {
                // A file can be read twice, so a document whose header comes
                // after its events (keys sorted by name) still streams. A
                // pipe, FIFO or device (`<(…)`, `/dev/stdin`) cannot: read
                // again, it would be found empty, so it is read once, as
                // standard input is.
                let regular = file.metadata().is_ok_and(|m| m.is_file());
                if !regular {
                    return TraceReader::read(name, wrap(file), None);
                }
                let path = path.to_path_buf();
                let wrap = std::rc::Rc::new(wrap);
                let again = wrap.clone();
                let reopen: document::Reopen<'static> = Box::new(move || {
                    let file = again(File::open(&path)?);
                    Ok(Box::new(BufReader::with_capacity(1 << 16, file)) as Box<dyn BufRead>)
                });
                TraceReader::read(name, wrap(file), Some(reopen))
            }
            Err(e) => {
                let mut error = ReadError::io(e, Found::CannotOpen, EXPECT_HEADER);
                error.0.source_name = name;
                Err(error)
            }
        }
    }
}

impl<'r> TraceReader<'r> {
    /// Reads the header of the trace in `input`, named `name` in messages.
    pub fn from_reader(
        name: impl Into<String>,
        input: impl Read + 'r,
    ) -> Result<TraceReader<'r>, ReadError> {
        TraceReader::read(name, input, None)
    }

    fn read(
        name: impl Into<String>,
        input: impl Read + 'r,
        reopen: Option<document::Reopen<'r>>,
    ) -> Result<TraceReader<'r>, ReadError> {
        // A file's name is outside text: shown safe wherever it is echoed.
        let name = shown(&name.into()).into_owned();
        TraceReader::start(BufReader::with_capacity(1 << 16, input), reopen)
            .map_err(|mut e| {
                e.0.source_name.clone_from(&name);
                e
            })
            .map(|mut reader| {
                reader.name = name;
                reader
            })
    }

    fn start(
        input: impl BufRead + 'r,
        reopen: Option<document::Reopen<'r>>,
    ) -> Result<TraceReader<'r>, ReadError> {
        let scanned = |e| scan_error(e, ReadErrorKind::Header, EXPECT_HEADER);
        let mut scan = Scanner::new(input, Position::START);
        scan.skip_bom().map_err(|e| scanned(e.into()))?;
        match scan.peek().map_err(scanned)? {
            None => {
                return Err(ReadError::new(
                    ReadErrorKind::Header,
                    Found::Empty,
                    EXPECT_HEADER,
                ));
            }
            Some(b'{') => {}
            Some(first) => return Err(not_an_object(scan, first)),
        }
        // The first record, read whole if it is small: a JSON Lines header
        // is an object on one line without `events`.
        let start = scan.position();
        let mut first = Vec::new();
        if let Ok(at) = scan.value(&mut first)
            && at.line == scan.position().line
            && let Ok(serde_json::Value::Object(map)) = serde_json::from_slice(&first)
            && !map.contains_key("events")
        {
            if let Some((at, found)) = scan.rest_of_line().map_err(scanned)? {
                let e = scanned(ScanError::Unexpected {
                    at,
                    found,
                    expected: Here::EndOfHeaderLine,
                });
                return Err(e.wrapped(Found::Trailing));
            }
            let header = header_of(&map, &first, at)?;
            check_puzzle(&header, at.line)?;
            let (input, next) = scan.into_inner();
            return Ok(TraceReader::new(
                Form::Lines,
                header,
                Source::Lines(Lines::new(Box::new(input), at.line, next.offset)),
            ));
        }
        // Anything else is a document, read again from its `{`.
        let (input, _) = scan.into_inner();
        let input: Box<dyn BufRead + 'r> = Box::new(io::Cursor::new(first).chain(input));
        let (header, document) = document::open(Scanner::new(input, start), reopen)?;
        check_puzzle(&header, start.line)?;
        Ok(TraceReader::new(
            Form::Document,
            header,
            Source::Document(document),
        ))
    }

    fn new(form: Form, header: Header, source: Source<'r>) -> TraceReader<'r> {
        let tail = Tail {
            side: header.puzzle.size,
            ..Tail::default()
        };
        TraceReader {
            name: String::new(),
            form,
            header,
            source,
            tail,
            step: 0,
            failed: false,
        }
    }

    /// The form the trace was saved in.
    pub fn form(&self) -> Form {
        self.form
    }

    /// The input's name, as used in messages.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The header: the puzzle, the strategy and the limits.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The footer, if the trace has one, once [`TraceReader::next_event`]
    /// has returned `Ok(None)`: in either form it follows the events, and
    /// both are streamed. `None` before that.
    pub fn footer(&self) -> Option<&Footer> {
        self.tail.footer.as_ref()
    }

    /// Where the footer's `end` and `stats` and a document's `solutions`
    /// stand, once [`TraceReader::next_event`] has returned `Ok(None)`.
    pub fn footer_lines(&self) -> FooterLines {
        self.tail.lines
    }

    /// A JSON document's `solutions` list, when it has one, once every
    /// event has been read (it follows the events). The one part of a
    /// trace kept whole: one string a solution, as the JSON renderer keeps it.
    pub fn solutions(&self) -> Option<&[String]> {
        self.tail.solutions.as_deref()
    }

    /// How many events have been read so far: the step of the last one.
    pub fn step(&self) -> u64 {
        self.step
    }

    /// The line where the last record read begins (`None` before the first
    /// event of a document).
    pub fn line(&self) -> Option<u64> {
        match &self.source {
            Source::Lines(lines) => Some(lines.line()),
            Source::Document(document) => Some(document.line()).filter(|&l| l > 0),
        }
    }

    /// The next event, `Ok(None)` after the last one.
    pub fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if self.failed {
            return Ok(None);
        }
        let next = match &mut self.source {
            Source::Lines(lines) => lines.next(self.step, &mut self.tail),
            Source::Document(document) => document.next(self.step, &mut self.tail),
        };
        // Checked at the door, so that no consumer indexes past its board.
        let (side, step, line) = (self.header.puzzle.size, self.step + 1, self.line());
        let next = next.and_then(|event| match event {
            Some(event) => match bounds::check_event(&event, side) {
                Ok(()) => {
                    self.tail.solved += u64::from(matches!(event, Event::Solved { .. }));
                    Ok(Some(event))
                }
                Err(out) => {
                    let e = ReadError::new(
                        ReadErrorKind::Record,
                        Found::OutOfBounds(out.clone()),
                        Wanted::Bounds(out),
                    )
                    .in_step(step);
                    Err(match line {
                        Some(line) => e.at_line(line),
                        None => e,
                    })
                }
            },
            None => Ok(None),
        });
        match next {
            Ok(event) => {
                self.step += u64::from(event.is_some());
                Ok(event)
            }
            Err(mut e) => {
                self.failed = true;
                e.0.source_name.clone_from(&self.name);
                Err(e)
            }
        }
    }
}

impl Iterator for TraceReader<'_> {
    type Item = Result<Event, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_event().transpose()
    }
}

/// The error for a trace that does not begin with `{`: what it begins with.
fn not_an_object(mut scan: Scanner<impl BufRead>, first: u8) -> ReadError {
    let at = scan.position();
    let kind = match first {
        b'[' => "array",
        b'"' => "string",
        b'-' | b'0'..=b'9' => "number",
        _ => {
            let mut text = Vec::new();
            return match scan.value(&mut text) {
                Err(e) => scan_error(e, ReadErrorKind::Header, EXPECT_HEADER),
                Ok(at) => match serde_json::from_slice::<serde_json::Value>(&text) {
                    Ok(value) => ReadError::new(
                        ReadErrorKind::Header,
                        Found::BeginsWith(json_kind(&value)),
                        EXPECT_HEADER,
                    )
                    .at(at),
                    Err(e) => ReadError::json_at(ReadErrorKind::Header, &e, EXPECT_HEADER, at)
                        .wrapped(Found::NotJson),
                },
            };
        }
    };
    ReadError::new(
        ReadErrorKind::Header,
        Found::BeginsWith(kind),
        EXPECT_HEADER,
    )
    .at(at)
}

fn json_kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "boolean",
        serde_json::Value::Number(_) => "number",
        serde_json::Value::String(_) => "string",
        serde_json::Value::Array(_) => "array",
        serde_json::Value::Object(_) => "object",
    }
}

// Version 1 is the first, and a reader reads at least its own version.
const _: () = assert!(1 <= OLDEST_SCHEMA_VERSION && OLDEST_SCHEMA_VERSION <= SCHEMA_VERSION);

/// The `schema_version` of a header, if it is one this crate reads: from
/// [`OLDEST_SCHEMA_VERSION`] to [`SCHEMA_VERSION`].
fn check_version(version: Option<&serde_json::Value>) -> Result<u32, ReadError> {
    check_version_in(version, OLDEST_SCHEMA_VERSION, SCHEMA_VERSION)
}

/// [`check_version`] for a reader of the versions `oldest..=current`, so
/// that the range can be tested before there is more than one version.
fn check_version_in(
    version: Option<&serde_json::Value>,
    oldest: u32,
    current: u32,
) -> Result<u32, ReadError> {
    let Some(v) = version else {
        return Err(ReadError::new(
            ReadErrorKind::Header,
            Found::NoVersion,
            EXPECT_HEADER,
        ));
    };
    match v.as_u64().and_then(|n| u32::try_from(n).ok()) {
        Some(n) if (oldest..=current).contains(&n) => Ok(n),
        _ => Err(ReadError::new(
            ReadErrorKind::Version,
            Found::UnknownVersion(v.to_string()),
            Wanted::Versions { oldest, current },
        )),
    }
}

/// Refuses a header whose puzzle does not hold together: a size that is
/// not its box's side, givens that are not `N²` cells of `.` or `1..=N`.
fn check_puzzle(header: &Header, line: u64) -> Result<(), ReadError> {
    bounds::puzzle_grid(&header.puzzle)
        .map(drop)
        .map_err(|out| {
            ReadError::new(
                ReadErrorKind::Header,
                Found::OutOfBounds(out.clone()),
                Wanted::Bounds(out),
            )
            .at_line(line)
        })
}

/// The header of JSON Lines: `map` is its line parsed, `text` the line
/// itself, `at` where it begins.
fn header_of(
    map: &serde_json::Map<String, serde_json::Value>,
    text: &[u8],
    at: Position,
) -> Result<Header, ReadError> {
    if map.contains_key("event") {
        return Err(ReadError::new(
            ReadErrorKind::Header,
            Found::BeginsWithEvent,
            Wanted::HeaderFirst,
        )
        .at_line(at.line));
    }
    check_version(map.get("schema_version")).map_err(|e| e.at_line(at.line))?;
    // From the text, not the map, so that an error has its column.
    serde_json::from_slice::<Header>(text)
        .map_err(|e| ReadError::json_at(ReadErrorKind::Header, &e, EXPECT_HEADER, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"mine","options":{"max_solutions":1,"max_steps":null}}"#;

    fn read(text: &str) -> Result<(Header, Vec<Event>, Option<Footer>), ReadError> {
        let mut reader = TraceReader::from_reader("t", text.as_bytes())?;
        let events = reader.by_ref().collect::<Result<Vec<_>, _>>()?;
        Ok((reader.header().clone(), events, reader.footer().copied()))
    }

    #[test]
    fn lines_with_blank_lines_and_a_footer() {
        let text = format!(
            "\n{HEADER}\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4,\"depth\":1}}\n\n{}\n",
            r#"{"end":"solution_limit","stats":{"placements":1,"deductions":0,"rejections":0,"dead_ends":0,"backtracks":0,"solutions":0,"max_depth":1,"events":1}}"#
        );
        let (header, events, footer) = read(&text).unwrap();
        assert_eq!(header.strategy, "mine");
        assert_eq!(events.len(), 1);
        assert_eq!(footer.unwrap().stats.placements, 1);
    }

    #[test]
    fn a_file_that_cannot_be_opened_keeps_the_systems_error_as_its_source() {
        use std::error::Error as _;
        let missing = Path::new("no/such/folder/trace.jsonl");
        let e = TraceReader::open(missing).expect_err("no such file");
        assert_eq!(e.kind(), ReadErrorKind::Io);
        assert_eq!(e.source_name(), "no/such/folder/trace.jsonl");
        let source = e.source().expect("the system's error is the source");
        let io = source
            .downcast_ref::<io::Error>()
            .expect("an io::Error, not its text");
        assert_eq!(io.kind(), io::ErrorKind::NotFound);
        // A trace that breaks down partway has no system error behind it.
        let bad = read(&format!("{HEADER}\n{{\"event\":1}}\n")).unwrap_err();
        assert!(bad.source().is_none(), "{bad}");
    }

    #[test]
    fn a_bad_event_names_its_step_line_and_column() {
        let text = format!(
            "{HEADER}\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4,\"depth\":1}}\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4}}\n"
        );
        let e = read(&text).unwrap_err();
        assert_eq!(
            (e.step(), e.line(), e.kind()),
            (Some(2), Some(3), ReadErrorKind::Record)
        );
        assert!(
            e.found().to_string().contains("missing field `depth`"),
            "{e}"
        );
        assert!(e.to_string().contains(" --> t:3"), "{e}");
    }

    #[test]
    fn a_truncated_line_says_so() {
        let text = format!("{HEADER}\n{{\"event\":\"placed\",\"cell\":[2,");
        let e = read(&text).unwrap_err();
        assert_eq!(e.step(), Some(1));
        assert!(e.expected().to_string().contains("truncated"), "{e}");
    }

    #[test]
    fn an_unknown_version_is_refused_first() {
        let text = HEADER.replace("\"schema_version\":1", "\"schema_version\":7");
        let text = text.replace("\"strategy\"", "\"new_field\":1,\"strategy\"");
        let e = read(&text).unwrap_err();
        assert_eq!(e.kind(), ReadErrorKind::Version);
        assert!(e.to_string().contains("unknown schema_version 7"), "{e}");
        // The same in a document, wherever the version stands.
        let doc = r#"{"events":[],"new":1,"schema_version":2}"#;
        let e = read(doc).unwrap_err();
        assert_eq!(e.kind(), ReadErrorKind::Version, "{e}");
    }

    #[test]
    fn a_document_error_names_the_step() {
        // The header's fields on line 1, the events from line 2, the bad one on line 4.
        let doc = format!(
            "{},\n\"events\": [\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4,\"depth\":1}},\n{{\"event\":\"teleported\"}}\n]}}\n",
            &HEADER[..HEADER.len() - 1]
        );
        let e = read(&doc).unwrap_err();
        assert_eq!(e.step(), Some(2), "{e}");
        assert!(
            e.found()
                .to_string()
                .contains("unknown variant `teleported`"),
            "{e}"
        );
        assert_eq!(e.line(), Some(4), "{e}");
    }

    #[test]
    fn not_a_trace() {
        for text in [
            "",
            "\n\n",
            "hello",
            "[1,2]",
            r#"{"event":"placed"}"#,
            r#"{"a":1}"#,
        ] {
            let e = read(text).unwrap_err();
            assert!(e.is_unreadable(), "{text}: {e}");
        }
    }

    #[test]
    fn nothing_after_the_footer() {
        let text = format!(
            "{HEADER}\n{}\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4,\"depth\":1}}\n",
            r#"{"end":"exhausted","stats":{"placements":0,"deductions":0,"rejections":0,"dead_ends":0,"backtracks":0,"solutions":0,"max_depth":0,"events":0}}"#
        );
        let e = read(&text).unwrap_err();
        assert_eq!(e.line(), Some(3));
        assert!(e.found().to_string().contains("after the footer"));
    }

    #[test]
    fn every_version_from_the_oldest_to_the_current_is_read() {
        use serde_json::json;
        // A reader of versions 1 to 3, as a later sudoku-trace will be.
        for v in [1, 2, 3] {
            assert_eq!(check_version_in(Some(&json!(v)), 1, 3).unwrap(), v);
        }
        for v in [
            json!(0),
            json!(4),
            json!(-1),
            json!(2.5),
            json!(1.0),
            json!("2"),
        ] {
            let e = check_version_in(Some(&v), 1, 3).unwrap_err();
            assert_eq!(e.kind(), ReadErrorKind::Version, "{v}");
            assert_eq!(e.found().to_string(), format!("unknown schema_version {v}"));
            assert!(
                e.expected().to_string().starts_with(
                    "schema_version 1 to 3, the versions this sudoku-trace reads (a newer"
                ),
                "{e}"
            );
        }
        let past_u32 = json!(u64::from(u32::MAX) + 2);
        assert!(check_version_in(Some(&past_u32), 1, 3).is_err());
        // One version: named alone.
        let e = check_version_in(Some(&json!(2)), 1, 1).unwrap_err();
        assert!(
            e.expected()
                .to_string()
                .starts_with("schema_version 1, the version this sudoku-trace reads (a newer"),
            "{e}"
        );
        // No version at all: not a header.
        let e = check_version_in(None, 1, 3).unwrap_err();
        assert_eq!(e.kind(), ReadErrorKind::Header);
        // This crate's own range.
        assert_eq!(
            check_version(Some(&json!(SCHEMA_VERSION))).unwrap(),
            SCHEMA_VERSION
        );
        assert!(check_version(Some(&json!(SCHEMA_VERSION + 1))).is_err());
    }

    #[test]
    fn a_counter_absent_from_the_footer_reads_as_0() {
        // The footer of an older version, without `deductions` and `max_depth`.
        let stats = r#"{"placements":1,"rejections":0,"dead_ends":0,"backtracks":0,"solutions":0,"events":1}"#;
        let placed = r#"{"event":"placed","cell":[2,2],"digit":4,"depth":1}"#;
        let expected = Stats {
            placements: 1,
            events: 1,
            ..Stats::default()
        };
        let lines = format!("{HEADER}\n{placed}\n{{\"end\":\"exhausted\",\"stats\":{stats}}}\n");
        let footer = read(&lines).unwrap().2.unwrap();
        assert_eq!(footer.stats, expected);
        // A document, read once (header first) and twice (header last).
        let body = &HEADER[1..HEADER.len() - 1];
        let once =
            format!("{{{body},\"events\":[{placed}],\"end\":\"exhausted\",\"stats\":{stats}}}");
        let twice =
            format!("{{\"end\":\"exhausted\",\"events\":[{placed}],\"stats\":{stats},{body}}}");
        for doc in [once, twice] {
            let text = doc.as_bytes();
            let reopen: document::Reopen<'_> =
                Box::new(move || Ok(Box::new(text) as Box<dyn BufRead>));
            let mut reader = TraceReader::read("t", text, Some(reopen)).expect("it reads");
            let events = reader.by_ref().collect::<Result<Vec<_>, _>>().unwrap();
            assert_eq!(events.len(), 1, "{doc}");
            assert_eq!(reader.footer().unwrap().stats, expected, "{doc}");
        }
        // A counter this crate does not know is still refused.
        let unknown = lines.replace("\"events\":1", "\"events\":1,\"guesses\":1");
        let e = read(&unknown).unwrap_err();
        assert!(
            e.found().to_string().contains("unknown field `guesses`"),
            "{e}"
        );
    }
}
