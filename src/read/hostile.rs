//! Hostile and huge input, in both forms: refused with a position, in
//! bounded memory, never a crash; and a document streamed, not read whole.

use std::cell::Cell;
use std::io::{self, Read};
use std::rc::Rc;

use super::*;

const HEADER: &str = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"mine","options":{"max_solutions":1,"max_steps":null}}"#;
const EVENT: &str = r#"{"event":"placed","cell":[2,2],"digit":4,"depth":1}"#;

/// A document as `render/json.rs` writes it, with `events` as its events'
/// text, one a line.
fn document(events: &[&str]) -> String {
    let fields = &HEADER[1..HEADER.len() - 1];
    format!(
        "{{{fields},\n\"events\": [\n{}\n],\n\"end\": \"exhausted\",\n\"stats\": {},\n\"solutions\": []\n}}\n",
        events.join(",\n"),
        r#"{"placements":1,"deductions":0,"rejections":0,"dead_ends":0,"backtracks":0,"solutions":0,"max_depth":1,"events":1}"#
    )
}

/// Counts the bytes read out of its input, to show what was not read.
struct Counted<R> {
    input: R,
    read: Rc<Cell<u64>>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.input.read(buf)?;
        self.read.set(self.read.get() + n as u64);
        Ok(n)
    }
}

/// `before`, then `size` bytes `fill` made as they are read, then `after`:
/// a huge input that never sits in memory.
fn huge(before: &str, fill: u8, size: u64, after: &str) -> (impl Read, Rc<Cell<u64>>) {
    let read = Rc::new(Cell::new(0));
    let input = before
        .as_bytes()
        .chain(io::repeat(fill).take(size))
        .chain(after.as_bytes());
    let counted = Counted {
        input,
        read: Rc::clone(&read),
    };
    (counted, read)
}

/// Every event of `reader`, then the error it stops with.
fn error_of(mut reader: TraceReader<'_>) -> ReadError {
    loop {
        match reader.next_event() {
            Ok(Some(_)) => {}
            Ok(None) => panic!("no error"),
            Err(e) => return e,
        }
    }
}

fn error_in(text: &[u8]) -> ReadError {
    match TraceReader::from_reader("t", text) {
        Ok(reader) => error_of(reader),
        Err(e) => e,
    }
}

const HUNDREDS_OF_MB: u64 = 300 << 20;

#[test]
fn a_line_of_hundreds_of_megabytes_is_refused_once_past_the_bound() {
    let before = format!("{HEADER}\n{EVENT}\n{{\"event\":\"placed\",\"note\":\"");
    let (input, read) = huge(&before, b'a', HUNDREDS_OF_MB, "\"}\n");
    let e = error_of(TraceReader::from_reader("t", input).unwrap());
    assert_eq!(
        (e.kind(), e.step(), e.line(), e.column()),
        (
            ReadErrorKind::Record,
            None,
            Some(3),
            Some(MAX_RECORD as u64 + 1)
        ),
        "{e}"
    );
    assert!(
        e.found()
            .to_string()
            .contains("a line longer than 65536 bytes"),
        "{e}"
    );
    assert!(
        read.get() < 4 * MAX_RECORD as u64,
        "read {} bytes",
        read.get()
    );
}

#[test]
fn a_document_value_of_hundreds_of_megabytes_is_refused_once_past_the_bound() {
    let text = document(&[EVENT, "{\"event\":\"placed\",\"note\":\"@"]);
    let (before, after) = text.split_once('@').unwrap();
    let (input, read) = huge(before, b'a', HUNDREDS_OF_MB, after);
    let e = error_of(TraceReader::from_reader("t", input).unwrap());
    assert_eq!(
        (e.step(), e.line(), e.column()),
        (Some(2), Some(4), Some(1)),
        "{e}"
    );
    assert!(
        e.found()
            .to_string()
            .contains("a value longer than 65536 bytes"),
        "{e}"
    );
    assert!(
        read.get() < 4 * MAX_RECORD as u64,
        "read {} bytes",
        read.get()
    );
}

#[test]
fn a_million_character_header_field_is_refused_with_its_position() {
    let long = "x".repeat(1_000_000);
    let jsonl = HEADER.replace("\"mine\"", &format!("\"{long}\""));
    let column = HEADER.find("\"mine\"").unwrap() as u64 + 1;
    let document = document(&[EVENT]).replace("\"mine\"", &format!("\"{long}\""));
    for text in [jsonl, document] {
        let e = error_in(text.as_bytes());
        assert_eq!(
            (e.kind(), e.line(), e.column()),
            (ReadErrorKind::Header, Some(1), Some(column)),
            "{e}"
        );
        assert!(
            e.found().to_string().contains("longer than 65536 bytes"),
            "{e}"
        );
    }
}

#[test]
fn nesting_ten_thousand_deep_is_refused_at_the_limit() {
    let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
    let line = format!("{{\"event\":\"placed\",\"cell\":{deep}}}");
    // The event's object is the first level, its 64th bracket the 65th.
    let column = line.find('[').unwrap() as u64 + u64::from(MAX_DEPTH);
    // In JSON Lines, in a document, and in a header.
    let jsonl = format!("{HEADER}\n{line}\n");
    let e = error_in(jsonl.as_bytes());
    assert_eq!(
        (e.step(), e.line(), e.column()),
        (Some(1), Some(2), Some(column)),
        "{e}"
    );
    assert!(
        e.found().to_string().contains("nested more than 64 deep"),
        "{e}"
    );
    let doc = document(&[&line]);
    let e = error_in(doc.as_bytes());
    assert_eq!(
        (e.step(), e.line(), e.column()),
        (Some(1), Some(3), Some(column)),
        "{e}"
    );
    assert!(
        e.found().to_string().contains("nested more than 64 deep"),
        "{e}"
    );
    let header = HEADER.replace("\"mine\"", &deep);
    let e = error_in(header.as_bytes());
    assert_eq!(e.kind(), ReadErrorKind::Header, "{e}");
    assert!(
        e.found().to_string().contains("nested more than 64 deep"),
        "{e}"
    );
}

#[test]
fn numbers_past_64_bits_are_refused_with_their_position() {
    let big = "123456789012345678901234567890";
    let header = HEADER.replace("\"max_steps\":null", &format!("\"max_steps\":{big}"));
    // serde places a number of the wrong type at its last digit.
    let column = (header.find(big).unwrap() + big.len()) as u64;
    let event = EVENT.replace("\"depth\":1", &format!("\"depth\":{big}"));
    let cases = [
        (format!("{header}\n"), ReadErrorKind::Header, 1),
        (
            document(&[EVENT]).replace("null", big),
            ReadErrorKind::Header,
            1,
        ),
        (format!("{HEADER}\n{event}\n"), ReadErrorKind::Record, 2),
        (document(&[&event]), ReadErrorKind::Record, 3),
    ];
    for (text, kind, line) in cases {
        let e = error_in(text.as_bytes());
        assert_eq!((e.kind(), e.line()), (kind, Some(line)), "{e}");
        assert!(
            e.found().to_string().contains("1.2345678901234568e+29"),
            "{e}"
        );
        // serde places a wrong number in a header field; in an event (an
        // internally tagged enum, buffered first) it cannot, and the line
        // of a JSON Lines record, or the line and column where a
        // document's event begins, is the place.
        if kind == ReadErrorKind::Header {
            assert_eq!(e.column(), Some(column), "{e}");
        }
    }
}

#[test]
fn invalid_utf8_names_its_byte() {
    let line = "{\"event\":\"placed\",\"x\":\"\u{e9}";
    let mut jsonl = format!("{HEADER}\n{EVENT}\n{line}").into_bytes();
    let bad = jsonl.len();
    jsonl.extend_from_slice(b"\xFF\"}\n");
    let e = error_in(&jsonl);
    let column = line.len() as u64 + 1;
    assert_eq!(
        (e.step(), e.line(), e.column()),
        (Some(2), Some(3), Some(column)),
        "{e}"
    );
    assert!(
        e.found()
            .to_string()
            .contains(&format!("byte 0xFF (byte {bad} of the input)")),
        "{e}"
    );
    let doc = document(&[EVENT, "{\"event\":\"placed\",\"x\":\"@\"}"]);
    let bad = doc.find('@').unwrap();
    let mut doc = doc.into_bytes();
    doc[bad] = 0xC3;
    let e = error_in(&doc);
    assert_eq!(
        (e.step(), e.line(), e.column()),
        (Some(2), Some(4), Some(24)),
        "{e}"
    );
    assert!(
        e.found()
            .to_string()
            .contains(&format!("byte 0xC3 (byte {bad} of the input)")),
        "{e}"
    );
}

#[test]
fn a_document_is_streamed_and_its_footer_known_after_the_events() {
    let events = vec![EVENT; 100_000];
    let text = document(&events);
    let read = Rc::new(Cell::new(0));
    let input = Counted {
        input: text.as_bytes(),
        read: Rc::clone(&read),
    };
    let mut reader = TraceReader::from_reader("t", input).unwrap();
    assert_eq!(reader.form(), Form::Document);
    assert!(reader.next_event().unwrap().is_some());
    // The first record (at most MAX_RECORD) and a buffer or two.
    assert!(
        read.get() < 4 << 16,
        "read {} of {} bytes",
        read.get(),
        text.len()
    );
    assert!(reader.footer().is_none());
    assert_eq!(reader.line(), Some(3));
    let rest = reader.by_ref().count();
    assert_eq!(rest, events.len() - 1);
    assert_eq!(reader.footer().map(|f| f.end), Some(End::Exhausted));
    assert_eq!(reader.solutions(), Some(&[][..]));
}

#[test]
fn a_document_with_its_header_after_the_events_is_refused() {
    let doc = r#"{"schema_version":1,"events":[],"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"mine","options":{"max_solutions":1,"max_steps":null}}"#;
    let e = error_in(doc.as_bytes());
    assert_eq!(
        (e.kind(), e.line(), e.column()),
        (ReadErrorKind::Header, Some(1), Some(21)),
        "{e}"
    );
    assert!(
        e.found()
            .to_string()
            .contains("`events` before the header's `puzzle`"),
        "{e}"
    );
    assert!(e.expected().to_string().contains("before `events`"), "{e}");
    // Keys sorted (`json.dumps(sort_keys=True)`): the header's order is
    // the fault to hear first, not `end` before `events`.
    let sorted = r#"{"end":"exhausted","events":[],"options":{"max_solutions":1,"max_steps":null},"schema_version":1}"#;
    let e = error_in(sorted.as_bytes());
    assert!(
        e.found()
            .to_string()
            .contains("`events` before the header's `schema_version`"),
        "{e}"
    );
    // Still the version first, wherever it stands.
    let e = error_in(br#"{"events":[[1,2]],"strategy":3,"schema_version":9}"#);
    assert_eq!(e.kind(), ReadErrorKind::Version, "{e}");
    let e = error_in(br#"{"strategy":3,"schema_version":9,"events":[]}"#);
    assert_eq!(e.kind(), ReadErrorKind::Version, "{e}");
    // A fault in a header field waits for the version, then is reported.
    let e = error_in(br#"{"strategy":3,"schema_version":1,"events":[]}"#);
    assert_eq!(
        (e.kind(), e.column()),
        (ReadErrorKind::Header, Some(13)),
        "{e}"
    );
    assert!(
        e.found().to_string().contains("strategy: invalid type"),
        "{e}"
    );
}

#[test]
fn a_document_in_one_line_and_oddly_spaced_reads() {
    let spaced = document(&[EVENT, EVENT])
        .replace(':', " :\n ")
        .replace(',', "\t,  ");
    for text in [document(&[EVENT, EVENT]).replace('\n', ""), spaced] {
        let mut reader = TraceReader::from_reader("t", text.as_bytes()).unwrap();
        assert_eq!(reader.header().strategy, "mine");
        assert_eq!(reader.by_ref().count(), 2);
        assert!(reader.footer().is_some());
    }
}
