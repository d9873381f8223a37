//! Reading a saved trace back: a JSON document or JSON Lines, from a file or
//! standard input, into its [`Header`], its events and its [`Footer`].
//!
//! The form is told from the text: a first line that is a whole JSON object
//! without an `events` field is the header of JSON Lines; anything else is
//! read as one JSON document. JSON Lines are streamed, one line in memory at
//! a time, so a trace of millions of steps reads in constant memory; a JSON
//! document is read whole.
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
//! anything else is read.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::render::Renderer;
use crate::trace::{End, Event, Footer, Header, Limits, Puzzle, SCHEMA_VERSION, Stats};

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

/// A trace that could not be read, with where and why: see [`ReadErrorDetails`].
#[derive(Debug)]
pub struct ReadError(Box<ReadErrorDetails>);

impl std::ops::Deref for ReadError {
    type Target = ReadErrorDetails;
    fn deref(&self) -> &ReadErrorDetails {
        &self.0
    }
}

impl std::ops::DerefMut for ReadError {
    fn deref_mut(&mut self) -> &mut ReadErrorDetails {
        &mut self.0
    }
}

/// Where a trace could not be read, and why.
#[derive(Debug)]
pub struct ReadErrorDetails {
    /// What kind of failure this is.
    pub kind: ReadErrorKind,
    /// The input's name: a path or `<stdin>`.
    pub source_name: String,
    /// The line, from 1, when known.
    pub line: Option<u64>,
    /// The column, from 1, when the JSON parser gives one.
    pub column: Option<u64>,
    /// The step (event number, from 1) the error is in, when it is in an event.
    pub step: Option<u64>,
    /// What was found.
    pub found: String,
    /// What was expected instead.
    pub expected: String,
}

impl ReadError {
    fn new(kind: ReadErrorKind, found: impl Into<String>, expected: impl Into<String>) -> Self {
        ReadError(Box::new(ReadErrorDetails {
            kind,
            source_name: String::new(),
            line: None,
            column: None,
            step: None,
            found: found.into(),
            expected: expected.into(),
        }))
    }

    fn at_line(mut self, line: u64) -> Self {
        self.line = Some(line);
        self
    }

    /// A serde error, its message and its position split apart; `line`,
    /// when given, replaces serde's (for a JSON Lines record parsed alone).
    fn json(kind: ReadErrorKind, e: &serde_json::Error, expected: &str, line: Option<u64>) -> Self {
        let mut error = ReadError::new(kind, json_message(e), expected);
        if e.is_eof() && kind == ReadErrorKind::Record {
            error.found = "the input ends in the middle of a JSON value".into();
            error.expected = format!("{expected}, complete (is the file truncated?)");
        }
        if e.line() > 0 {
            error.line = Some(line.unwrap_or(e.line() as u64));
            error.column = Some(e.column() as u64);
        } else {
            error.line = line;
        }
        error
    }

    /// Whether the trace could not be read at all (as opposed to a trace
    /// that breaks down at some step): I/O errors, no header, an unknown
    /// schema version.
    pub fn is_unreadable(&self) -> bool {
        self.kind != ReadErrorKind::Record
    }
}

/// A serde_json message without its ` at line L column C` tail.
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) if e.line() > 0 => text[..at].to_string(),
        _ => text,
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.step, self.kind) {
            (Some(step), _) => write!(f, "step {step}: {}", self.found)?,
            (None, ReadErrorKind::Header | ReadErrorKind::Version) => {
                write!(f, "header: {}", self.found)?
            }
            (None, _) => write!(f, "{}", self.found)?,
        }
        write!(f, "\n --> {}", self.source_name)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        write!(f, "\n  = expected {}", self.expected)
    }
}

impl std::error::Error for ReadError {}

/// A whole trace in memory.
#[derive(Clone, Debug, PartialEq)]
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
    let end = if matches!(last, Some(Event::StepLimitReached { .. })) {
        End::StepLimit
    } else if matches!(last, Some(Event::TimeLimitReached { .. })) {
        End::TimeLimit
    } else if header.options.max_solutions == Some(stats.solutions) {
        End::SolutionLimit
    } else {
        End::Exhausted
    };
    Footer { end, stats }
}

/// Why [`play`] stopped.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The trace could not be read.
    #[error("{0}")]
    Read(#[from] ReadError),
    /// The renderer could not write.
    #[error("{0}")]
    Write(#[from] io::Error),
}

/// Plays a saved trace into `renderer`: its header, every event, then its
/// footer, or when it has none, the footer [`recounted_footer`] implies.
/// The output is byte for byte what the renderer writes live.
pub fn play<R: Renderer + ?Sized>(
    reader: &mut TraceReader<'_>,
    renderer: &mut R,
) -> Result<Footer, PlayError> {
    renderer.begin(reader.header())?;
    let mut stats = Stats::default();
    let mut last = None;
    while let Some(event) = reader.next_event()? {
        stats.record(&event);
        if renderer.event(&event).is_break() {
            break;
        }
        last = Some(event);
    }
    renderer.take_error()?;
    let footer = match reader.footer() {
        Some(footer) => *footer,
        None => recounted_footer(reader.header(), stats, last.as_ref()),
    };
    renderer.finish(&footer)?;
    Ok(footer)
}

const EXPECT_HEADER: &str = "a trace: JSON Lines whose first line is the header \
{\"schema_version\":1,\"puzzle\":{…},\"strategy\":…,\"options\":{…}}, or one JSON document with those fields and \"events\"";
const EXPECT_EVENT: &str = "an event such as {\"event\":\"placed\",\"cell\":[0,2],\"digit\":1,\"depth\":1}, \
with every field of its kind (see `sudoku-trace schema`)";
const EXPECT_FOOTER: &str = "the footer {\"end\":…,\"stats\":{…}}";
const EXPECT_LINE: &str =
    "an event ({\"event\":…}) or, last, the footer ({\"end\":…,\"stats\":{…}})";

/// Reads a saved trace: the header at once, then the events one at a time
/// (as an [`Iterator`]), then the footer.
pub struct TraceReader<'r> {
    name: String,
    form: Form,
    header: Header,
    source: Source<'r>,
    footer: Option<Footer>,
    solutions: Option<Vec<String>>,
    step: u64,
    line: u64,
    failed: bool,
}

enum Source<'r> {
    Lines {
        input: Box<dyn BufRead + 'r>,
        buffer: String,
        /// The footer has been read: nothing but blank lines may follow.
        ended: bool,
    },
    Document(std::vec::IntoIter<Event>),
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
        let name = path.display().to_string();
        match File::open(path) {
            Ok(file) => TraceReader::from_reader(name, file),
            Err(e) => {
                let mut error = ReadError::new(
                    ReadErrorKind::Io,
                    format!("cannot open: {e}"),
                    EXPECT_HEADER,
                );
                error.source_name = name;
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
        let name = name.into();
        TraceReader::start(BufReader::with_capacity(1 << 16, input))
            .map_err(|mut e| {
                e.source_name.clone_from(&name);
                e
            })
            .map(|mut reader| {
                reader.name = name;
                reader
            })
    }

    fn start(mut input: impl BufRead + 'r) -> Result<TraceReader<'r>, ReadError> {
        let io_error = |e: io::Error| {
            ReadError::new(
                ReadErrorKind::Io,
                format!("cannot read: {e}"),
                EXPECT_HEADER,
            )
        };
        let mut first = String::new();
        let mut line = 0;
        loop {
            first.clear();
            line += 1;
            if input.read_line(&mut first).map_err(io_error)? == 0 {
                return Err(ReadError::new(
                    ReadErrorKind::Header,
                    "the input is empty",
                    EXPECT_HEADER,
                ));
            }
            if !first.trim().is_empty() {
                break;
            }
        }
        let text = first.trim_start_matches('\u{feff}');
        match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Object(map)) if !map.contains_key("events") => {
                let header = header_of(map).map_err(|mut e| {
                    e.line = Some(line);
                    e
                })?;
                Ok(TraceReader {
                    name: String::new(),
                    form: Form::Lines,
                    header,
                    source: Source::Lines {
                        input: Box::new(input),
                        buffer: String::new(),
                        ended: false,
                    },
                    footer: None,
                    solutions: None,
                    step: 0,
                    line,
                    failed: false,
                })
            }
            Ok(serde_json::Value::Object(_)) => {
                let mut rest = String::new();
                input.read_to_string(&mut rest).map_err(io_error)?;
                TraceReader::document(&"\n".repeat(line as usize - 1), text, &rest)
            }
            Ok(other) => Err(ReadError::new(
                ReadErrorKind::Header,
                format!("a JSON {} where the trace begins", json_kind(&other)),
                EXPECT_HEADER,
            )
            .at_line(line)),
            Err(e) if e.is_eof() => {
                let mut rest = String::new();
                input.read_to_string(&mut rest).map_err(io_error)?;
                TraceReader::document(&"\n".repeat(line as usize - 1), text, &rest)
            }
            Err(e) => {
                let mut error = ReadError::json(ReadErrorKind::Header, &e, EXPECT_HEADER, None);
                error.line = Some(line);
                error.found = format!("not JSON: {}", error.found);
                Err(error)
            }
        }
    }

    /// Reads a whole JSON document; `blank` holds the blank lines before it,
    /// so serde's line numbers are the file's.
    fn document(blank: &str, first: &str, rest: &str) -> Result<TraceReader<'r>, ReadError> {
        let text = format!("{blank}{first}{rest}");
        #[derive(Deserialize)]
        struct Version {
            schema_version: Option<serde_json::Value>,
        }
        // The version first, so that a newer trace is refused for its version
        // and not for a field this crate does not know.
        if let Ok(Version { schema_version }) = serde_json::from_str::<Version>(&text) {
            check_version(schema_version.as_ref())?;
        }
        let mut progress = Progress::default();
        let mut de = serde_json::Deserializer::from_str(&text);
        let result = de::Deserializer::deserialize_map(
            &mut de,
            DocumentVisitor {
                progress: &mut progress,
            },
        )
        .and_then(|doc| de.end().map(|()| doc));
        match result {
            Ok(doc) => Ok(TraceReader {
                name: String::new(),
                form: Form::Document,
                header: doc.header,
                source: Source::Document(progress.events.into_iter()),
                footer: doc.footer,
                solutions: doc.solutions,
                step: 0,
                line: 0,
                failed: false,
            }),
            Err(e) => {
                if let Some(version) = progress.bad_version {
                    return Err(version);
                }
                let (kind, expected) = if progress.in_events {
                    (ReadErrorKind::Record, EXPECT_EVENT)
                } else if progress.header_done {
                    (ReadErrorKind::Record, EXPECT_HEADER)
                } else {
                    (ReadErrorKind::Header, EXPECT_HEADER)
                };
                let mut error = ReadError::json(kind, &e, expected, None);
                if progress.in_events {
                    error.step = Some(progress.events.len() as u64 + 1);
                }
                Err(error)
            }
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

    /// The footer, once every event has been read, if the trace has one.
    /// A JSON document's footer is known from the start.
    pub fn footer(&self) -> Option<&Footer> {
        self.footer.as_ref()
    }

    /// A JSON document's `solutions` list, when it has one.
    pub fn solutions(&self) -> Option<&[String]> {
        self.solutions.as_deref()
    }

    /// How many events have been read so far: the step of the last one.
    pub fn step(&self) -> u64 {
        self.step
    }

    /// The line of the last record read, in JSON Lines (`None` in a document).
    pub fn line(&self) -> Option<u64> {
        (self.form == Form::Lines).then_some(self.line)
    }

    /// The next event, `Ok(None)` after the last one.
    pub fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if self.failed {
            return Ok(None);
        }
        self.read_next().map_err(|mut e| {
            self.failed = true;
            e.source_name.clone_from(&self.name);
            e
        })
    }

    fn read_next(&mut self) -> Result<Option<Event>, ReadError> {
        let (input, buffer, ended) = match &mut self.source {
            Source::Document(events) => {
                let event = events.next();
                self.step += u64::from(event.is_some());
                return Ok(event);
            }
            Source::Lines {
                input,
                buffer,
                ended,
            } => (input, buffer, ended),
        };
        loop {
            buffer.clear();
            let read = input.read_line(buffer).map_err(|e| {
                ReadError::new(ReadErrorKind::Io, format!("cannot read: {e}"), EXPECT_EVENT)
            })?;
            if read == 0 {
                return Ok(None);
            }
            self.line += 1;
            let line = self.line;
            if buffer.trim().is_empty() {
                continue;
            }
            if *ended {
                return Err(ReadError::new(
                    ReadErrorKind::Record,
                    "a line after the footer",
                    "the footer to be the last line",
                )
                .at_line(line));
            }
            let error = match serde_json::from_str::<Event>(buffer) {
                Ok(event) => {
                    self.step += 1;
                    return Ok(Some(event));
                }
                Err(error) => error,
            };
            let step = self.step + 1;
            let at_step = |mut e: ReadError| {
                e.step = Some(step);
                e
            };
            if !error.is_data() {
                let mut e = ReadError::json(ReadErrorKind::Record, &error, EXPECT_LINE, Some(line));
                if error.is_syntax() {
                    e.found = format!("not JSON: {}", e.found);
                }
                return Err(at_step(e));
            }
            #[derive(Deserialize)]
            struct Probe {
                event: Option<IgnoredAny>,
                end: Option<IgnoredAny>,
                stats: Option<IgnoredAny>,
                schema_version: Option<IgnoredAny>,
            }
            let probe = serde_json::from_str::<Probe>(buffer).ok();
            match probe {
                Some(Probe { event: Some(_), .. }) => {
                    return Err(at_step(ReadError::json(
                        ReadErrorKind::Record,
                        &error,
                        EXPECT_EVENT,
                        Some(line),
                    )));
                }
                Some(p) if p.end.is_some() || p.stats.is_some() => match serde_json::from_str::<
                    Footer,
                >(buffer)
                {
                    Ok(footer) => {
                        self.footer = Some(footer);
                        *ended = true;
                    }
                    Err(e) => {
                        let mut error =
                            ReadError::json(ReadErrorKind::Record, &e, EXPECT_FOOTER, Some(line));
                        error.found = format!("footer: {}", error.found);
                        return Err(error);
                    }
                },
                Some(Probe {
                    schema_version: Some(_),
                    ..
                }) => {
                    return Err(ReadError::new(
                        ReadErrorKind::Record,
                        "a second header",
                        "one header, on the first line",
                    )
                    .at_line(line));
                }
                _ => {
                    return Err(at_step(
                        ReadError::new(
                            ReadErrorKind::Record,
                            "a record with no `event` field",
                            EXPECT_LINE,
                        )
                        .at_line(line),
                    ));
                }
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

fn check_version(version: Option<&serde_json::Value>) -> Result<(), ReadError> {
    match version {
        None => Err(ReadError::new(
            ReadErrorKind::Header,
            "no `schema_version`: this is not the header of a trace",
            EXPECT_HEADER,
        )),
        Some(v) if v.as_u64() == Some(u64::from(SCHEMA_VERSION)) => Ok(()),
        Some(v) => Err(ReadError::new(
            ReadErrorKind::Version,
            format!("unknown schema_version {v}"),
            format!(
                "schema_version {SCHEMA_VERSION}, the version this sudoku-trace reads \
                 (a newer trace needs a newer sudoku-trace)"
            ),
        )),
    }
}

fn header_of(map: serde_json::Map<String, serde_json::Value>) -> Result<Header, ReadError> {
    if map.contains_key("event") {
        return Err(ReadError::new(
            ReadErrorKind::Header,
            "the trace begins with an event",
            format!("the header first: {EXPECT_HEADER}"),
        ));
    }
    check_version(map.get("schema_version"))?;
    serde_json::from_value::<Header>(serde_json::Value::Object(map)).map_err(|e| {
        ReadError::new(
            ReadErrorKind::Header,
            format!("header: {}", json_message(&e)),
            EXPECT_HEADER,
        )
    })
}

/// What the document visitor has read so far, kept outside it so that a
/// failure still tells where it happened.
#[derive(Default)]
struct Progress {
    events: Vec<Event>,
    in_events: bool,
    header_done: bool,
    bad_version: Option<ReadError>,
}

struct Document {
    header: Header,
    footer: Option<Footer>,
    solutions: Option<Vec<String>>,
}

struct DocumentVisitor<'p> {
    progress: &'p mut Progress,
}

const DOCUMENT_FIELDS: &[&str] = &[
    "schema_version",
    "puzzle",
    "strategy",
    "options",
    "events",
    "end",
    "stats",
    "solutions",
];

impl<'de> Visitor<'de> for DocumentVisitor<'_> {
    type Value = Document;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a trace document")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Document, A::Error> {
        let mut version: Option<u32> = None;
        let mut puzzle: Option<Puzzle> = None;
        let mut strategy: Option<String> = None;
        let mut options: Option<Limits> = None;
        let mut events = false;
        let mut end: Option<End> = None;
        let mut stats = None;
        let mut solutions: Option<Vec<String>> = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "schema_version" => {
                    let value: serde_json::Value = map.next_value()?;
                    if let Err(e) = check_version(Some(&value)) {
                        let message = e.found.clone();
                        self.progress.bad_version = Some(e);
                        return Err(de::Error::custom(message));
                    }
                    version = Some(SCHEMA_VERSION);
                }
                "puzzle" => puzzle = Some(map.next_value()?),
                "strategy" => strategy = Some(map.next_value()?),
                "options" => options = Some(map.next_value()?),
                "events" => {
                    self.progress.header_done = true;
                    map.next_value_seed(EventsSeed {
                        progress: self.progress,
                    })?;
                    events = true;
                }
                "end" => end = Some(map.next_value()?),
                "stats" => stats = Some(map.next_value()?),
                "solutions" => solutions = Some(map.next_value()?),
                other => return Err(de::Error::unknown_field(other, DOCUMENT_FIELDS)),
            }
        }
        let missing = |name| de::Error::missing_field(name);
        let header = Header {
            schema_version: version.ok_or_else(|| missing("schema_version"))?,
            puzzle: puzzle.ok_or_else(|| missing("puzzle"))?,
            strategy: strategy.ok_or_else(|| missing("strategy"))?,
            options: options.ok_or_else(|| missing("options"))?,
        };
        if !events {
            return Err(missing("events"));
        }
        let footer = match (end, stats) {
            (Some(end), Some(stats)) => Some(Footer { end, stats }),
            (None, None) => None,
            (Some(_), None) => return Err(missing("stats")),
            (None, Some(_)) => return Err(missing("end")),
        };
        Ok(Document {
            header,
            footer,
            solutions,
        })
    }
}

/// The `events` array, each event pushed as it is read.
struct EventsSeed<'p> {
    progress: &'p mut Progress,
}

impl<'de> DeserializeSeed<'de> for EventsSeed<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for EventsSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of events")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.progress.in_events = true;
        while let Some(event) = seq.next_element::<Event>()? {
            self.progress.events.push(event);
        }
        self.progress.in_events = false;
        Ok(())
    }
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
    fn a_bad_event_names_its_step_line_and_column() {
        let text = format!(
            "{HEADER}\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4,\"depth\":1}}\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4}}\n"
        );
        let e = read(&text).unwrap_err();
        assert_eq!(
            (e.step, e.line, e.kind),
            (Some(2), Some(3), ReadErrorKind::Record)
        );
        assert!(e.found.contains("missing field `depth`"), "{e}");
        assert!(e.to_string().contains(" --> t:3"), "{e}");
    }

    #[test]
    fn a_truncated_line_says_so() {
        let text = format!("{HEADER}\n{{\"event\":\"placed\",\"cell\":[2,");
        let e = read(&text).unwrap_err();
        assert_eq!(e.step, Some(1));
        assert!(e.expected.contains("truncated"), "{e}");
    }

    #[test]
    fn an_unknown_version_is_refused_first() {
        let text = HEADER.replace("\"schema_version\":1", "\"schema_version\":7");
        let text = text.replace("\"strategy\"", "\"new_field\":1,\"strategy\"");
        let e = read(&text).unwrap_err();
        assert_eq!(e.kind, ReadErrorKind::Version);
        assert!(e.to_string().contains("unknown schema_version 7"), "{e}");
        // The same in a document, wherever the version stands.
        let doc = r#"{"events":[],"new":1,"schema_version":2}"#;
        let e = read(doc).unwrap_err();
        assert_eq!(e.kind, ReadErrorKind::Version, "{e}");
    }

    #[test]
    fn a_document_error_names_the_step() {
        // The header's fields on line 1, the events from line 2, the bad one on line 4.
        let doc = format!(
            "{},\n\"events\": [\n{{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4,\"depth\":1}},\n{{\"event\":\"teleported\"}}\n]}}\n",
            &HEADER[..HEADER.len() - 1]
        );
        let e = read(&doc).unwrap_err();
        assert_eq!(e.step, Some(2), "{e}");
        assert!(e.found.contains("unknown variant `teleported`"), "{e}");
        assert_eq!(e.line, Some(4), "{e}");
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
        assert_eq!(e.line, Some(3));
        assert!(e.found.contains("after the footer"));
    }
}
