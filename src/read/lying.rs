//! Records that do not say what they seem to (issue 22): a `candidates`
//! list out of order or naming a digit twice, a key given twice, a field
//! serde refuses inside an event, a document's `solutions` going on past
//! its events. Each is refused with its place, line and column, in both
//! forms, and the solutions list in bounded memory.

use std::cell::Cell;
use std::io::{self, Read};
use std::rc::Rc;

use super::*;

const HEADER: &str = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"mine","options":{"max_solutions":1,"max_steps":null}}"#;
const SOLVED: &str = r#"{"event":"solved","number":1,"depth":0,"grid":"1234341221434321"}"#;

/// A document with `events` (one a line, from line 3) and `tail` after them.
fn document(events: &[&str], tail: &str) -> String {
    let fields = &HEADER[1..HEADER.len() - 1];
    format!(
        "{{{fields},\n\"events\": [\n{}\n]{tail}}}\n",
        events.join(",\n")
    )
}

/// The error reading `text` stops with.
fn error_of(text: &str) -> ReadError {
    let mut reader = TraceReader::from_reader("t", text.as_bytes()).expect("the header reads");
    loop {
        match reader.next_event() {
            Ok(Some(_)) => {}
            Ok(None) => panic!("no error in {text:.300}"),
            Err(e) => return e,
        }
    }
}

/// The error of `event` as the first event of JSON Lines (line 2) and of a
/// document (line 3): the same, at the same column, step 1.
fn refused(event: &str) -> ReadError {
    let lines = error_of(&format!("{HEADER}\n{event}\n"));
    let doc = error_of(&document(&[event], ""));
    for (e, line) in [(&lines, 2), (&doc, 3)] {
        assert_eq!((e.step(), e.line()), (Some(1), Some(line)), "{e}");
        assert_eq!(e.kind(), ReadErrorKind::Record, "{e}");
    }
    assert_eq!(lines.found(), doc.found());
    assert_eq!(lines.expected(), doc.expected());
    assert_eq!(lines.column(), doc.column(), "{lines}\n{doc}");
    lines
}

fn not_ascending(digit: u64, after: u64) -> Found {
    let field = "candidates".into();
    Found::NotAscending {
        field,
        digit,
        after,
    }
}

fn twice(digit: u64) -> Found {
    let field = "candidates".into();
    Found::Twice { field, digit }
}

#[test]
fn candidates_out_of_order_or_twice_are_refused_at_the_entry() {
    let head = r#"{"event":"candidates_computed","cell":[2,2],"depth":0,"candidates":["#;
    let many = vec!["1"; 32_000].join(",");
    // (the list, what was found, the column of the entry at fault)
    let cases = [
        ("3,1", not_ascending(1, 3), head.len() as u64 + 3),
        ("1,1,3", twice(1), head.len() as u64 + 3),
        ("1,2,4,3", not_ascending(3, 4), head.len() as u64 + 7),
        (many.as_str(), twice(1), head.len() as u64 + 3),
    ];
    for (list, found, column) in cases {
        let event = format!(r#"{head}{list}],"excluded":[]}}"#);
        let e = refused(&event);
        assert_eq!(*e.found(), found, "{e}");
        assert_eq!(*e.expected(), Wanted::Ascending, "{e}");
        assert_eq!(e.column(), Some(column), "{e}");
    }
    // In every language, with the digits.
    let e = refused(&format!(r#"{head}3,1],"excluded":[]}}"#));
    assert!(
        e.to_string().contains("`candidates` lists 1 after 3"),
        "{e}"
    );
    assert!(e.worded(Lang::ZhHans).contains("在 3 之后列出 1"), "{e}");
    assert!(e.worded(Lang::ZhTw).contains("由小到大"), "{e}");
    // An ascending list still reads.
    let text = format!("{HEADER}\n{head}1,3],\"excluded\":[]}}\n");
    let mut reader = TraceReader::from_reader("t", text.as_bytes()).unwrap();
    let Some(Event::CandidatesComputed { candidates, .. }) = reader.next_event().unwrap() else {
        panic!("a candidates event");
    };
    assert_eq!(candidates.iter().collect::<Vec<_>>(), [1, 3]);
}

#[test]
fn a_field_serde_refuses_in_an_event_has_its_column() {
    let event = r#"{"event":"placed","cell":[2,2],"digit":4,"depth":"x"}"#;
    let e = refused(event);
    let column = event.find("\"x\"").unwrap() as u64 + 1;
    assert_eq!(e.column(), Some(column), "{e}");
    assert!(e.found().to_string().contains("invalid type"), "{e}");
    assert!(
        e.to_string().contains(&format!(" --> t:2:{column}\n")),
        "{e}"
    );
    // Another field, the tag last.
    let event = r#"{"cell":[2,2],"digit":"4","depth":1,"event":"placed"}"#;
    assert_eq!(refused(event).column(), Some(23));
    // A field missing: the record's first byte.
    let e = refused(r#"{"event":"placed","cell":[2,2],"digit":4}"#);
    assert_eq!(e.column(), Some(1), "{e}");
    let e = error_of(&format!(
        "{HEADER}\n   {{\"event\":\"placed\",\"cell\":[2,2],\"digit\":4}}\n"
    ));
    assert_eq!(e.column(), Some(4), "{e}");
}

#[test]
fn a_key_twice_is_named_at_its_second_place() {
    let event = r#"{"event":"placed","event":"placed","cell":[2,2],"digit":4,"depth":1}"#;
    let e = refused(event);
    assert_eq!(*e.found(), Found::DuplicateKey("event".into()), "{e}");
    assert_eq!(*e.expected(), Wanted::UniqueKeys);
    assert_eq!(e.column(), Some(19), "{e}");
    assert!(e.to_string().contains("the key `event` twice"), "{e}");
    assert!(e.worded(Lang::ZhHant).contains("兩個 `event` 欄位"), "{e}");
    let event = r#"{"event":"placed","cell":[2,2],"digit":4,"cell":[2,2],"depth":1}"#;
    let e = refused(event);
    assert_eq!(*e.found(), Found::DuplicateKey("cell".into()), "{e}");
    assert_eq!(e.column(), Some(42), "{e}");
    // The footer's keys too, with no step.
    let footer = r#"{"end":"exhausted","end":"exhausted","stats":{}}"#;
    let e = error_of(&format!("{HEADER}\n{footer}\n"));
    assert_eq!(*e.found(), Found::DuplicateKey("end".into()), "{e}");
    assert_eq!(
        (e.step(), e.line(), e.column()),
        (None, Some(2), Some(20)),
        "{e}"
    );
}

/// Counts the bytes read out of its input, to show what was not read.
struct Counted<R>(R, Rc<Cell<u64>>);

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.0.read(buf)?;
        self.1.set(self.1.get() + n as u64);
        Ok(n)
    }
}

/// `pattern` repeated `times` times, made as it is read.
struct Repeated {
    pattern: &'static [u8],
    at: u64,
    end: u64,
}

impl Read for Repeated {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut n = 0;
        while n < buf.len() && self.at < self.end {
            buf[n] = self.pattern[(self.at % self.pattern.len() as u64) as usize];
            (n, self.at) = (n + 1, self.at + 1);
        }
        Ok(n)
    }
}

#[test]
fn a_solutions_list_past_the_solved_events_is_refused_at_once() {
    // One solved event; then 64 MB of solutions, refused at the second.
    let doc = document(&[SOLVED], "");
    let before = format!("{},\n\"solutions\": [", &doc[..doc.len() - 2]);
    let pattern: &[u8] = b"\"1234341221434321\",";
    let body = Repeated {
        pattern,
        at: 0,
        end: 3_500_000 * pattern.len() as u64,
    };
    let read = Rc::new(Cell::new(0));
    let input = before.as_bytes().chain(body).chain(&b"\"1\"]}"[..]);
    let input = Counted(input, Rc::clone(&read));
    let mut reader = TraceReader::from_reader("t", input).unwrap();
    let e = loop {
        match reader.next_event() {
            Ok(Some(_)) => {}
            Ok(None) => panic!("no error"),
            Err(e) => break e,
        }
    };
    assert_eq!(*e.found(), Found::TooManySolutions(1), "{e}");
    assert_eq!(*e.expected(), Wanted::SolutionsOfEvents, "{e}");
    assert_eq!((e.line(), e.column()), (Some(5), Some(34)), "{e}");
    assert!(read.get() < 1 << 20, "{} bytes read", read.get());
    assert!(
        e.worded(Lang::ZhHans).contains("比 1 个 `solved` 事件多"),
        "{e}"
    );
    // A grid not of the board's 16 cells, at its place.
    let e = error_of(&document(&[SOLVED], ",\n\"solutions\": [\"12\"]"));
    assert!(
        e.to_string()
            .contains("`solutions[0]` is 2 characters long"),
        "{e}"
    );
    assert_eq!((e.line(), e.column()), (Some(5), Some(15)), "{e}");
    // As many as the events found, each whole: read, for verify to check.
    let text = document(&[SOLVED], ",\n\"solutions\": [\"1234341221434321\"]");
    let mut reader = TraceReader::from_reader("t", text.as_bytes()).unwrap();
    while reader.next_event().unwrap().is_some() {}
    assert_eq!(reader.solutions().unwrap(), ["1234341221434321"]);
}
