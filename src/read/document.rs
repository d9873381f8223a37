//! One JSON document, streamed: its top-level object walked key by key,
//! each value handed to serde alone, the events one at a time.
//!
//! The header's fields must come before `events` (as `render/json.rs`
//! writes them), so that the header is known before the first event; the
//! footer's fields and `solutions` come after it. A `schema_version` this
//! crate does not know is still refused before anything else: when
//! something is wrong before the events, the rest of the document is
//! skipped through, in constant memory, to find the version first. (What
//! stops the scanner itself, a record past the limits, invalid UTF-8 or
//! broken JSON, is reported at once: past it the version cannot be found.)

use std::io::BufRead;

use serde::de::DeserializeOwned;

use super::said::{Found, Here, Wanted};
use super::scan::{Position, ScanError, Scanner};
use super::{
    EXPECT_EVENT, EXPECT_HEADER, FooterLines, ReadError, ReadErrorKind, Tail, check_version,
    culprit, scan_error,
};
use crate::bounds;
use crate::trace::{End, Event, Footer, Header, Limits, Puzzle, Stats};

/// The header's fields, in the order a document must give them.
const HEADER_FIELDS: [&str; 4] = ["schema_version", "puzzle", "strategy", "options"];

const EXPECT_ORDER: Wanted = Wanted::Order;
const EXPECT_TAIL: Wanted = Wanted::Tail;

/// A way to read the input again from its start: a file can, standard
/// input cannot.
pub(super) type Reopen<'r> = Box<dyn Fn() -> std::io::Result<Box<dyn BufRead + 'r>> + 'r>;

/// A document whose header has been read, its events next.
pub(super) struct Document<R> {
    scan: Scanner<R>,
    /// One record's text, reused.
    record: Vec<u8>,
    state: State,
    /// The line where the last event began.
    line: u64,
    /// Read a second time because its header came after its events: what
    /// the first pass found, which the walk after the events then skips.
    first_pass: Option<FirstPass>,
}

/// What the first pass over a document read besides the header: the
/// footer's fields, wherever they stood.
struct FirstPass {
    end: Option<End>,
    stats: Option<Stats>,
    lines: FooterLines,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Just inside `"events": [`.
    First,
    /// After an event.
    Next,
    /// After the closing `}`.
    Ended,
}

/// Parses one value's text; `at` is where it begins, for the error.
fn parse<T: DeserializeOwned>(
    record: &[u8],
    at: Position,
    kind: ReadErrorKind,
    expected: Wanted,
) -> Result<T, ReadError> {
    serde_json::from_slice(record).map_err(|e| ReadError::json_at(kind, &e, expected, at))
}

/// The next member of an object, after its `{` or its last value: the key
/// and where it stands, `None` at the closing `}`.
fn member<R: BufRead>(
    scan: &mut Scanner<R>,
    record: &mut Vec<u8>,
    first: &mut bool,
    kind: ReadErrorKind,
    expected: Wanted,
) -> Result<Option<(Position, String)>, ReadError> {
    let scanned = |e| scan_error(e, kind, expected.clone());
    match scan.peek().map_err(scanned)? {
        None => return Err(scanned(ScanError::Eof(scan.position()))),
        Some(b'}') => {
            scan.bump();
            return Ok(None);
        }
        Some(_) if !*first => scan.expect(b',', Here::CommaOrBrace).map_err(scanned)?,
        Some(_) => {}
    }
    *first = false;
    match scan.peek().map_err(scanned)? {
        Some(b'"') => {}
        Some(found) => {
            return Err(scanned(ScanError::Unexpected {
                at: scan.position(),
                found,
                expected: Here::FieldName,
            }));
        }
        None => return Err(scanned(ScanError::Eof(scan.position()))),
    }
    let at = scan.value(record).map_err(scanned)?;
    let key = parse(record, at, kind, expected.clone())?;
    scan.expect(b':', Here::Colon).map_err(scanned)?;
    Ok(Some((at, key)))
}

/// The header's fields as they come.
#[derive(Default)]
struct Parts {
    /// The `schema_version`, once read and known to be one this crate reads.
    version: Option<u32>,
    puzzle: Option<Puzzle>,
    strategy: Option<String>,
    options: Option<Limits>,
}

/// Checks a `schema_version` value, its text in `record`, standing at `at`:
/// the version, if this crate reads it.
fn check_version_at(record: &[u8], at: Position) -> Result<u32, ReadError> {
    let value = parse::<serde_json::Value>(record, at, ReadErrorKind::Header, EXPECT_HEADER)?;
    check_version(Some(&value)).map_err(|e| e.at(at))
}

impl Parts {
    /// Stores the header field `key` (`puzzle`, `strategy` or `options`)
    /// from its text in `record`; the error names the field.
    fn store(&mut self, key: &str, record: &[u8], at: Position) -> Result<(), ReadError> {
        let h = ReadErrorKind::Header;
        let stored = match key {
            "puzzle" => parse(record, at, h, EXPECT_HEADER).map(|p| self.puzzle = Some(p)),
            "strategy" => parse(record, at, h, EXPECT_HEADER).map(|s| self.strategy = Some(s)),
            _ => parse(record, at, h, EXPECT_HEADER).map(|o| self.options = Some(o)),
        };
        stored.map_err(|e| e.wrapped(|found| Found::Field(key.to_string(), found)))
    }

    /// The first field still missing, as an index into [`HEADER_FIELDS`].
    fn missing(&self) -> Option<usize> {
        [
            self.version.is_some(),
            self.puzzle.is_some(),
            self.strategy.is_some(),
            self.options.is_some(),
        ]
        .iter()
        .position(|&have| !have)
    }

    fn header(self) -> Option<Header> {
        Some(Header {
            schema_version: self.version?,
            puzzle: self.puzzle?,
            strategy: self.strategy?,
            options: self.options?,
        })
    }
}

/// Reads a document's header, up to and including `"events": [`.
///
/// When the header's fields come after the events (a document written with
/// its keys sorted by name) and `reopen` can read the input again, the
/// document is read twice: once for the header and the footer, skipping
/// the events in constant memory, then from the top again for the events.
pub(super) fn open<'r>(
    mut scan: Scanner<Box<dyn BufRead + 'r>>,
    reopen: Option<Reopen<'r>>,
) -> Result<(Header, Document<Box<dyn BufRead + 'r>>), ReadError> {
    use ReadErrorKind::Header as H;
    let scanned = |e| scan_error(e, H, EXPECT_HEADER);
    let mut record = Vec::new();
    scan.expect(b'{', Here::OpenBrace).map_err(scanned)?;
    let mut parts = Parts::default();
    // The header's first fault: reported once the version, which may stand
    // after it (even after the events), is known to be one this crate reads.
    let mut deferred: Option<ReadError> = None;
    // A footer field before the events: a fault of order, reported only
    // when the header has none (a document with sorted keys hears first
    // that its header comes too late).
    let mut early: Option<ReadError> = None;
    let mut first = true;
    loop {
        let Some((key_at, key)) = member(&mut scan, &mut record, &mut first, H, EXPECT_HEADER)?
        else {
            let end = scan.position();
            return Err(if parts.version.is_none() {
                check_version(None).map_err(|e| e.at(end)).err()
            } else {
                deferred
            }
            .unwrap_or_else(|| ReadError::new(H, Found::NoEvents, EXPECT_HEADER).at(end)));
        };
        match key.as_str() {
            "schema_version" => {
                let at = scan.value(&mut record).map_err(scanned)?;
                parts.version = Some(check_version_at(&record, at)?);
            }
            "puzzle" | "strategy" | "options" if deferred.is_none() => {
                let at = scan.value(&mut record).map_err(scanned)?;
                deferred = parts.store(&key, &record, at).err();
            }
            "events" => {
                if deferred.is_none() && parts.missing().is_none() {
                    if let Some(e) = early {
                        return Err(e);
                    }
                    scan.expect(b'[', Here::Events).map_err(scanned)?;
                    let header = parts.header().expect("no field is missing");
                    let document = Document {
                        scan,
                        record,
                        state: State::First,
                        line: 0,
                        first_pass: None,
                    };
                    return Ok((header, document));
                }
                if deferred.is_none()
                    && let Some(reopen) = reopen
                {
                    return twice(&reopen);
                }
                return Err(misplaced(scan, record, key_at, &parts, deferred));
            }
            "end" | "stats" | "solutions" => {
                early.get_or_insert_with(|| {
                    ReadError::new(H, Found::BeforeEvents(key.clone()), EXPECT_TAIL).at(key_at)
                });
                scan.skip_value().map_err(scanned)?;
            }
            _ => {
                if deferred.is_none() {
                    let found = match key.as_str() {
                        "event" => Found::BeginsWithEvent,
                        _ => Found::UnknownField(key.clone()),
                    };
                    deferred = Some(ReadError::new(H, found, EXPECT_ORDER).at(key_at));
                }
                scan.skip_value().map_err(scanned)?;
            }
        }
    }
}

/// Reads a document whose header comes after its events: a first pass
/// over the whole input for the header and the footer's fields, then a
/// second from the top to the events.
fn twice<'r>(reopen: &Reopen<'r>) -> Result<(Header, Document<Box<dyn BufRead + 'r>>), ReadError> {
    use ReadErrorKind::Header as H;
    let scanned = |e| scan_error(e, H, EXPECT_HEADER);
    let start = || -> Result<Scanner<Box<dyn BufRead + 'r>>, ReadError> {
        let input =
            reopen().map_err(|e| ReadError::io(e, Found::CannotReadAgain, EXPECT_HEADER))?;
        let mut scan = Scanner::new(input, Position::START);
        scan.skip_bom().map_err(|e| scanned(e.into()))?;
        scan.expect(b'{', Here::OpenBrace).map_err(scanned)?;
        Ok(scan)
    };
    let mut scan = start()?;
    let mut record = Vec::new();
    let mut parts = Parts::default();
    let mut pass = FirstPass {
        end: None,
        stats: None,
        lines: FooterLines::default(),
    };
    let mut first = true;
    let mut events_at = None;
    while let Some((key_at, key)) = member(&mut scan, &mut record, &mut first, H, EXPECT_HEADER)? {
        if key == "events" {
            events_at = Some(key_at);
            scan.skip_value().map_err(scanned)?;
            continue;
        }
        if matches!(key.as_str(), "solutions") {
            scan.skip_value().map_err(scanned)?;
            continue;
        }
        let at = scan.value(&mut record).map_err(scanned)?;
        let named = |e: ReadError| e.wrapped(|found| Found::Field(key.clone(), found));
        match key.as_str() {
            "schema_version" => parts.version = Some(check_version_at(&record, at)?),
            "puzzle" | "strategy" | "options" => parts.store(&key, &record, at)?,
            "end" => {
                pass.end = Some(parse(&record, at, H, EXPECT_TAIL).map_err(named)?);
                pass.lines.end = Some(at.line);
            }
            "stats" => {
                pass.stats = Some(parse(&record, at, H, EXPECT_TAIL).map_err(named)?);
                pass.lines.stats = Some(at.line);
            }
            _ => {
                let found = Found::UnknownField(key.clone());
                return Err(ReadError::new(H, found, EXPECT_ORDER).at(key_at));
            }
        }
    }
    let events_at = events_at.expect("the first read reached `events`");
    if parts.version.is_none() {
        return Err(check_version(None).expect_err("no version").at(events_at));
    }
    let header = match parts.missing() {
        Some(missing) => {
            let found = Found::MissingField(HEADER_FIELDS[missing]);
            return Err(ReadError::new(H, found, EXPECT_HEADER).at(events_at));
        }
        None => parts.header().expect("no field is missing"),
    };
    // The second pass: from the top to the events, skipping what comes before.
    let mut scan = start()?;
    let mut first = true;
    loop {
        match member(&mut scan, &mut record, &mut first, H, EXPECT_HEADER)? {
            Some((_, key)) if key == "events" => break,
            Some(_) => {
                scan.skip_value().map_err(scanned)?;
            }
            None => {
                let found = Found::EventsGone;
                return Err(ReadError::new(H, found, EXPECT_HEADER).at(scan.position()));
            }
        }
    }
    scan.expect(b'[', Here::Events).map_err(scanned)?;
    let document = Document {
        scan,
        record,
        state: State::First,
        line: 0,
        first_pass: Some(pass),
    };
    Ok((header, document))
}

/// The fault of a document that reached `events` (at `events_at`) before
/// its header was complete, or after a fault: the version first, found
/// after the events if need be.
fn misplaced<R: BufRead>(
    mut scan: Scanner<R>,
    mut record: Vec<u8>,
    events_at: Position,
    parts: &Parts,
    deferred: Option<ReadError>,
) -> ReadError {
    use ReadErrorKind::Header as H;
    if parts.version.is_some()
        && let Some(e) = deferred
    {
        return e;
    }
    // Which header fields come after the events.
    let mut later = [false; 4];
    let mut hunt = || -> Result<(), ReadError> {
        let scanned = |e| scan_error(e, H, EXPECT_HEADER);
        scan.skip_value().map_err(scanned)?;
        let mut first = false;
        while let Some((_, key)) = member(&mut scan, &mut record, &mut first, H, EXPECT_HEADER)? {
            match HEADER_FIELDS.iter().position(|&f| f == key) {
                Some(0) => {
                    let at = scan.value(&mut record).map_err(scanned)?;
                    check_version_at(&record, at)?;
                    later[0] = true;
                }
                Some(i) => {
                    later[i] = true;
                    scan.skip_value().map_err(scanned)?;
                }
                None => {
                    scan.skip_value().map_err(scanned)?;
                }
            }
        }
        Ok(())
    };
    match hunt() {
        Err(e) if e.kind() == ReadErrorKind::Version => return e,
        Err(e) => return deferred.unwrap_or(e),
        Ok(()) => {}
    }
    if parts.version.is_none() && !later[0] {
        return check_version(None).expect_err("no version").at(events_at);
    }
    if let Some(e) = deferred {
        return e;
    }
    let missing = parts.missing().expect("a header field is missing");
    let field = HEADER_FIELDS[missing];
    let found = if later[missing] {
        Found::EventsBefore(field)
    } else {
        Found::MissingField(field)
    };
    ReadError::new(H, found, EXPECT_ORDER).at(events_at)
}

impl<R: BufRead> Document<R> {
    /// The line where the last event read began (0 before the first).
    pub(super) fn line(&self) -> u64 {
        self.line
    }

    /// The next event; after the last, the footer and the solutions go into
    /// `tail`. `step` is the number of events read so far.
    pub(super) fn next(&mut self, step: u64, tail: &mut Tail) -> Result<Option<Event>, ReadError> {
        let scanned = |e| scan_error(e, ReadErrorKind::Record, EXPECT_EVENT).in_step(step + 1);
        match self.state {
            State::Ended => return Ok(None),
            State::First | State::Next => {}
        }
        match self.scan.peek().map_err(scanned)? {
            Some(b']') => {
                self.scan.bump();
                self.tail(tail)?;
                self.state = State::Ended;
                return Ok(None);
            }
            Some(_) if self.state == State::Next => {
                self.scan.expect(b',', Here::AfterEvent).map_err(scanned)?
            }
            Some(_) => {}
            None => return Err(scanned(ScanError::Eof(self.scan.position()))),
        }
        self.state = State::Next;
        let at = self.scan.value(&mut self.record).map_err(scanned)?;
        self.line = at.line;
        serde_json::from_slice(&self.record)
            .map(Some)
            .map_err(|e| culprit::event_error(&self.record, at, &e).in_step(step + 1))
    }

    /// Reads what follows the events: the footer's fields, the solutions,
    /// the closing `}`, and nothing after it.
    fn tail(&mut self, tail: &mut Tail) -> Result<(), ReadError> {
        use ReadErrorKind::Record as R;
        let scanned = |e| scan_error(e, R, EXPECT_TAIL);
        let read_twice = self.first_pass.is_some();
        let (mut end, mut stats) = match self.first_pass.take() {
            Some(pass) => {
                tail.lines = pass.lines;
                (pass.end, pass.stats)
            }
            None => (None, None),
        };
        let mut first = false;
        let footer = |e: ReadError| e.wrapped(Found::Footer);
        while let Some((at, key)) =
            member(&mut self.scan, &mut self.record, &mut first, R, EXPECT_TAIL)?
        {
            match key.as_str() {
                "end" => {
                    let at = self.scan.value(&mut self.record).map_err(scanned)?;
                    end = Some(parse(&self.record, at, R, EXPECT_TAIL).map_err(footer)?);
                    tail.lines.end = Some(at.line);
                }
                "stats" => {
                    let at = self.scan.value(&mut self.record).map_err(scanned)?;
                    stats = Some(parse(&self.record, at, R, EXPECT_TAIL).map_err(footer)?);
                    tail.lines.stats = Some(at.line);
                }
                "solutions" => {
                    tail.solutions = self.solutions(tail.solved, tail.side)?;
                    tail.lines.solutions = Some(at.line);
                }
                // Read on the first pass, the header before the events.
                field if read_twice && HEADER_FIELDS.contains(&field) => {
                    self.scan.skip_value().map_err(scanned)?;
                }
                _ => {
                    return Err(
                        ReadError::new(R, Found::AfterEvents(key.clone()), EXPECT_TAIL).at(at),
                    );
                }
            }
        }
        let closed = self.scan.position();
        tail.footer = match (end, stats) {
            (Some(end), Some(stats)) => Some(Footer { end, stats }),
            (None, None) => None,
            (_, None) => {
                return Err(
                    ReadError::new(R, Found::FooterMissing("stats"), EXPECT_TAIL).at(closed),
                );
            }
            (None, _) => {
                return Err(ReadError::new(R, Found::FooterMissing("end"), EXPECT_TAIL).at(closed));
            }
        };
        match self.scan.peek().map_err(scanned)? {
            None => Ok(()),
            Some(found) => Err(scanned(ScanError::Unexpected {
                at: self.scan.position(),
                found,
                expected: Here::Nothing,
            })),
        }
    }

    /// The `solutions` list, one solution at a time, so that its length is
    /// bounded by the input, not by [`super::scan::MAX_RECORD`]; and by the
    /// events before it: at most `solved` grids (the `solved` events read),
    /// each of `side`² digits, checked as each comes, so that a list that
    /// goes on is refused at its first grid too many, in bounded memory
    /// (issue 22, item 17). A shorter list is `verify`'s to fault.
    fn solutions(&mut self, solved: u64, side: usize) -> Result<Option<Vec<String>>, ReadError> {
        use ReadErrorKind::Record as R;
        const EXPECT: Wanted = Wanted::Solutions;
        let scanned = |e| scan_error(e, R, EXPECT);
        if self.scan.peek().map_err(scanned)? != Some(b'[') {
            let at = self.scan.value(&mut self.record).map_err(scanned)?;
            return parse(&self.record, at, R, EXPECT);
        }
        self.scan.bump();
        let mut list = Vec::new();
        loop {
            match self.scan.peek().map_err(scanned)? {
                Some(b']') => {
                    self.scan.bump();
                    return Ok(Some(list));
                }
                Some(_) if !list.is_empty() => self
                    .scan
                    .expect(b',', Here::AfterSolution)
                    .map_err(scanned)?,
                Some(_) => {}
                None => return Err(scanned(ScanError::Eof(self.scan.position()))),
            }
            if list.len() as u64 >= solved {
                let found = Found::TooManySolutions(solved);
                let at = self.scan.position();
                return Err(ReadError::new(R, found, Wanted::SolutionsOfEvents).at(at));
            }
            let at = self.scan.value(&mut self.record).map_err(scanned)?;
            let grid: String = parse(&self.record, at, R, EXPECT)?;
            let field = format!("solutions[{}]", list.len());
            bounds::solution_grid(&field, &grid, side).map_err(|out| {
                let found = Found::OutOfBounds(out.clone());
                ReadError::new(R, found, Wanted::Bounds(out)).at(at)
            })?;
            list.push(grid);
        }
    }
}
