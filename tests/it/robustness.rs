//! Whatever the input, the parser, the trace reader, every renderer, `diff`
//! and the verifier answer with a result or an error, never a panic.
//!
//! Random and corrupted traces (junk spliced into the bytes, fields changed
//! one by one, traces made up from scratch) of 4×4, 6×6 and 9×9 searches by
//! every strategy go the whole way a user's trace goes: read in both forms,
//! rendered in every format, verified, and compared with `diff`; the crafted
//! traces of issue 9 go through the command line.

use crate::common;

use std::io::{BufWriter, Write};
use std::sync::OnceLock;

use proptest::prelude::*;
use proptest::strategy::Strategy as _;
use proptest::test_runner::TestCaseError;
use serde_json::{Map, Value, json};
use sudoku_trace::diff::{self, Comparison};
use sudoku_trace::parse::{ParseOptions, parse};
use sudoku_trace::read::{self, ReadError, ReadErrorKind, TraceReader};
use sudoku_trace::render::{
    self, DEFAULT_MAX_EVENTS, Format, Html, Lang, Notation, RenderOptions, Renderer, Seed,
    SeedProgram,
};
use sudoku_trace::solver::{Strategy, solve};
use sudoku_trace::trace::{Event, Footer, Header, Limits, NoSink, Stats};
use sudoku_trace::verify::{Outcome, verify};

/// Text made of what puzzle files are made of, so that it reaches deep into the parser.
fn puzzle_like() -> impl proptest::strategy::Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "1", "5", "9", "0", ".", "_", "A", "g", "z", " ", "\n", "|", "-", "+", "*", "{", "}",
            ",", "#", "é", "\t", "10",
        ]),
        0..400,
    )
    .prop_map(|parts| parts.concat())
}

/// The JSON Lines trace of the 4×4 example, to corrupt.
fn four_trace() -> Vec<String> {
    let text = std::fs::read_to_string(common::puzzle_path("four.txt")).unwrap();
    let grid = sudoku_trace::parse::parse_str(&text).unwrap();
    let mut events: Vec<Event> = Vec::new();
    let report = solve(&grid, Strategy::Singles, Limits::default(), &mut events);
    let header = sudoku_trace::trace::Header::new(&grid, "singles", Limits::default());
    let footer = sudoku_trace::trace::Footer::new(report.end, report.stats);
    let mut lines = vec![serde_json::to_string(&header).unwrap()];
    lines.extend(events.iter().map(|e| serde_json::to_string(e).unwrap()));
    lines.push(serde_json::to_string(&footer).unwrap());
    lines
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_parser_never_panics(text in puzzle_like(), bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse(text.as_bytes(), ParseOptions::default());
        let _ = parse(&bytes, ParseOptions::default());
        // Error messages render whatever the fault.
        if let Err(e) = parse(text.as_bytes(), ParseOptions::default()) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn reading_and_verifying_a_corrupted_trace_never_panics(
        line in 0usize..40,
        cut in 0usize..200,
        junk in "[\\[\\]{}\":,0-9a-z_ ]{0,12}",
    ) {
        let mut lines = four_trace();
        let line = line % lines.len();
        let len = lines[line].len();
        let at = cut.min(len);
        let end = (at + junk.len().min(3)).min(len);
        // Cut on character boundaries only (the trace is ASCII).
        lines[line].replace_range(at..end, &junk);
        let text = lines.join("\n");
        if let Ok(mut reader) = TraceReader::from_reader("corrupt.jsonl", text.as_bytes()) {
            let _ = verify(&mut reader);
        }
    }
}

/// `solve --max-steps 18446744073709551615` writes the largest step limit in
/// its header; `verify` added one to it to find the step past the limit and
/// panicked on the overflow (found by the properties of this file).
#[test]
fn a_step_limit_of_u64_max_verifies_without_overflow() {
    let text = std::fs::read_to_string(common::puzzle_path("four.txt")).unwrap();
    let grid = sudoku_trace::parse::parse_str(&text).unwrap();
    let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(u64::MAX));
    let mut events: Vec<Event> = Vec::new();
    let report = solve(&grid, Strategy::Candidates, limits, &mut events);
    let header = sudoku_trace::trace::Header::new(&grid, "candidates", limits);
    let footer = sudoku_trace::trace::Footer::new(report.end, report.stats);
    let mut lines = vec![serde_json::to_string(&header).unwrap()];
    lines.extend(events.iter().map(|e| serde_json::to_string(e).unwrap()));
    lines.push(serde_json::to_string(&footer).unwrap());
    let text = lines.join("\n");
    let mut reader = TraceReader::from_reader("max.jsonl", text.as_bytes()).unwrap();
    let outcome = verify(&mut reader).unwrap();
    assert!(
        matches!(outcome, sudoku_trace::verify::Outcome::Valid(_)),
        "{outcome:?}"
    );
}

// ───────────────────────── the whole library path ─────────────────────────
//
// Issue 9, item 5: not only the reader. Every trace below, corrupted or made
// up, goes through what a user runs: read (JSON Lines, a document read once
// from memory as from standard input, and a document with its keys sorted,
// read twice from a file), `render` in every format and look, `verify`, and
// `diff` against the trace it was made from, both ways.

/// A valid trace to corrupt: the search of one example puzzle by one
/// strategy, cut by a small step limit so that each case is fast.
struct Fixture {
    header: Header,
    events: Vec<Event>,
    footer: Footer,
    /// The trace as JSON Lines.
    lines: String,
    /// The puzzle's solution on one line, for made-up `solved` events.
    solution: String,
}

/// The puzzles (4×4, 6×6, 9×9) and the step limit of each.
const PUZZLES: [(&str, Option<u64>); 3] = [
    ("four.txt", None),
    ("six.txt", Some(150)),
    ("classic.txt", Some(60)),
];

/// Every strategy on every puzzle of [`PUZZLES`].
fn fixtures() -> &'static [Fixture] {
    static FIXTURES: OnceLock<Vec<Fixture>> = OnceLock::new();
    FIXTURES.get_or_init(|| {
        let mut all = Vec::new();
        for (file, max_steps) in PUZZLES {
            let text = std::fs::read_to_string(common::puzzle_path(file)).unwrap();
            let grid = sudoku_trace::parse::parse_str(&text).unwrap();
            let solved = solve(&grid, Strategy::Dlx, Limits::default(), &mut NoSink);
            let solution = solved.solutions[0].to_line();
            for strategy in Strategy::ALL {
                // All of them on the 4×4 (it has one), the first elsewhere.
                let limits = Limits::default()
                    .with_max_solutions(max_steps.map(|_| 1))
                    .with_max_steps(max_steps);
                let mut events: Vec<Event> = Vec::new();
                let report = solve(&grid, strategy, limits, &mut events);
                let header = Header::new(&grid, strategy.name(), limits);
                let footer = Footer::new(report.end, report.stats);
                let mut lines = serde_json::to_string(&header).unwrap() + "\n";
                for event in &events {
                    lines += &(serde_json::to_string(event).unwrap() + "\n");
                }
                lines += &(serde_json::to_string(&footer).unwrap() + "\n");
                all.push(Fixture {
                    header,
                    events,
                    footer,
                    lines,
                    solution: solution.clone(),
                });
            }
        }
        all
    })
}

/// The fixture of `side` searched by `candidates`.
fn fixture_of_side(side: usize) -> &'static Fixture {
    fixtures()
        .iter()
        .find(|f| f.header.puzzle.size == side && f.header.strategy == "candidates")
        .expect("a fixture of every side")
}

/// A trace to read: bytes read once, as from standard input, or a file,
/// which the reader may read twice (a document with its keys sorted).
#[derive(Clone, Copy)]
enum Input<'a> {
    Bytes(&'a [u8]),
    File(&'a std::path::Path),
}

fn open<'a>(input: Input<'a>) -> Result<TraceReader<'a>, ReadError> {
    match input {
        Input::Bytes(bytes) => TraceReader::from_reader("corrupt", bytes),
        Input::File(path) => TraceReader::open(path),
    }
}

type Whole = (Header, Vec<Event>, Option<Footer>);

/// The whole trace, or the first error reading it.
fn read_whole(input: Input<'_>) -> Result<Whole, ReadError> {
    let mut reader = open(input)?;
    let events = reader.by_ref().collect::<Result<Vec<_>, _>>()?;
    Ok((reader.header().clone(), events, reader.footer().copied()))
}

/// An error must say what, and a record's error where.
fn check_error(e: &ReadError, doing: &str) -> Result<(), TestCaseError> {
    let message = e.to_string();
    prop_assert!(
        !message.trim().is_empty()
            && !e.found().to_string().trim().is_empty()
            && !e.expected().to_string().trim().is_empty(),
        "{doing}: an error without words: {e:?}"
    );
    if e.kind() == ReadErrorKind::Record {
        prop_assert!(
            e.line().is_some(),
            "{doing}: a bad record without its line: {message}"
        );
    }
    Ok(())
}

/// One way to render a trace, as `render` (and `solve`) build them.
#[derive(Clone, Copy, Debug)]
enum Look {
    /// `render::renderer`: `render --format F --lang L --notation N`.
    Plain(Format, Lang, Notation),
    /// `render --format html --title T --html-max-events N`.
    Html(Lang, Notation, u64),
    /// `render --style seed`, for either seed program whatever the
    /// strategy's name (a library user may ask for it).
    Seed(SeedProgram),
}

/// Every format of [`Format::ALL`] (text in every language and notation)
/// and the looks only `render`'s options reach: a titled and a capped page,
/// both seed programs.
fn looks() -> Vec<Look> {
    let mut looks = Vec::new();
    for format in Format::ALL {
        let languages: Vec<(Lang, Notation)> = match format {
            Format::Text | Format::Html | Format::Markdown | Format::WorksheetHtml => Lang::ALL
                .into_iter()
                .flat_map(|lang| [(lang, Notation::Rc), (lang, Notation::Index)])
                .collect(),
            // JSON, JSON Lines and none have no words (`Format` is
            // non-exhaustive: a new format gets words only when listed above).
            _ => vec![(Lang::En, Notation::Rc)],
        };
        for (lang, notation) in languages {
            looks.push(Look::Plain(format, lang, notation));
        }
    }
    looks.push(Look::Html(
        Lang::ZhHant,
        Notation::Index,
        DEFAULT_MAX_EVENTS,
    ));
    looks.push(Look::Html(Lang::En, Notation::Rc, 3));
    looks.push(Look::Seed(SeedProgram::Candidates));
    looks.push(Look::Seed(SeedProgram::Naive));
    looks
}

/// Plays the trace into `look`: what it wrote, or the error's message.
fn render(input: Input<'_>, look: Look) -> Result<Result<Vec<u8>, String>, ReadError> {
    let mut reader = open(input)?;
    let mut out = Vec::new();
    let played = {
        let sink: Box<dyn Write + '_> = Box::new(&mut out);
        let mut renderer: Box<dyn Renderer + '_> = match look {
            Look::Plain(format, lang, notation) => render::renderer(
                format,
                RenderOptions::default()
                    .with_lang(lang)
                    .with_notation(notation),
                sink,
            ),
            Look::Html(lang, notation, max_events) => {
                let mut options = RenderOptions::default()
                    .with_lang(lang)
                    .with_notation(notation);
                options.title = Some("corrupt \u{202e}.txt".into());
                options.max_events = max_events;
                Box::new(Html::new(BufWriter::new(sink), options.page()))
            }
            Look::Seed(program) => Box::new(Seed::new(BufWriter::new(sink), program)),
        };
        sudoku_trace::render::play(&mut reader, &mut *renderer).map(drop)
    };
    Ok(played.map(|()| out).map_err(|e| e.to_string()))
}

/// Runs `input` through everything, `original` (a valid JSON Lines trace)
/// the other side of every `diff`. Never a panic; every error has words; a
/// trace the reader takes whole renders in every look, and its JSON Lines
/// and JSON renders read back as the same trace.
fn through_everything(input: Input<'_>, original: &[u8]) -> Result<(), TestCaseError> {
    if let Err(e) = open(input) {
        return check_error(&e, "opening");
    }
    let whole = read_whole(input);
    if let Err(e) = &whole {
        check_error(e, "reading")?;
    }

    let (mut jsonl, mut json) = (None, None);
    for look in looks() {
        let rendered = render(input, look).expect("it opened once, it opens again");
        match (&rendered, &whole) {
            (Ok(_), Ok(_)) => {}
            (Err(message), Err(_)) => {
                prop_assert!(
                    !message.trim().is_empty(),
                    "{look:?}: an error without words"
                )
            }
            (Ok(_), Err(e)) => prop_assert!(false, "{look:?} drew what the reader refuses: {e}"),
            (Err(message), Ok(_)) => {
                prop_assert!(false, "{look:?} refused what the reader takes: {message}")
            }
        }
        match look {
            Look::Plain(Format::Jsonl, ..) => jsonl = rendered.ok(),
            Look::Plain(Format::Json, ..) => json = rendered.ok(),
            _ => {}
        }
    }

    // Rendered to JSON Lines or to a document, a trace reads back the same:
    // the footer it had, or the one `render` recounts.
    if let (Ok((header, events, footer)), Some(jsonl), Some(json)) = (&whole, &jsonl, &json) {
        let footer = footer.unwrap_or_else(|| {
            read::recounted_footer(header, Stats::from_events(events), events.last())
        });
        let expected = (header.clone(), events.clone(), Some(footer));
        for (form, text) in [("jsonl", jsonl), ("json", json)] {
            match read_whole(Input::Bytes(text)) {
                Ok(back) => {
                    prop_assert!(back == expected, "the {form} render reads back otherwise")
                }
                Err(e) => prop_assert!(false, "the {form} render does not read back: {e}"),
            }
        }
        let mut a = TraceReader::from_reader("jsonl", jsonl.as_slice()).unwrap();
        let mut b = TraceReader::from_reader("json", json.as_slice()).unwrap();
        let steps = events.len() as u64;
        prop_assert_eq!(
            diff::diff(&mut a, &mut b, 3).unwrap(),
            Comparison::Identical { steps }
        );
    }

    let mut reader = open(input).expect("it opens again");
    match verify(&mut reader) {
        Ok(Outcome::Valid(report)) => {
            prop_assert!(
                whole.is_ok(),
                "verify calls a trace valid that the reader refuses"
            );
            prop_assert!(!report.to_string().trim().is_empty());
        }
        Ok(Outcome::Invalid(fault)) => prop_assert!(!fault.to_string().trim().is_empty()),
        Err(e) => {
            check_error(&e, "verify")?;
            prop_assert!(
                e.is_unreadable(),
                "verify fails on a record instead of naming a fault: {e}"
            );
        }
    }

    let written = diff::Level::Written(diff::KindSet::parse("placed,undone,solved").unwrap());
    for (context, ignore_strategy, level) in [
        (0, false, diff::Level::Full),
        (3, true, diff::Level::Full),
        (2, true, written),
    ] {
        let options = diff::Options {
            context,
            ignore_strategy,
            ignore_options: ignore_strategy,
            footer_optional: false,
            level,
        };
        for corrupt_first in [true, false] {
            let mut a = open(input).expect("it opens again");
            let mut b = TraceReader::from_reader("original", original).expect("a valid trace");
            let compared = if corrupt_first {
                diff::diff_with(&mut a, &mut b, options)
            } else {
                diff::diff_with(&mut b, &mut a, options)
            };
            match compared {
                Ok(Comparison::Identical { steps }) => match &whole {
                    Ok((_, events, _)) => {
                        let compared = events.iter().filter(|e| level.compares(e.kind()));
                        prop_assert_eq!(steps, compared.count() as u64)
                    }
                    Err(e) => {
                        prop_assert!(false, "diff calls identical what the reader refuses: {e}")
                    }
                },
                Ok(Comparison::Different(d)) => {
                    prop_assert!(whole.is_ok(), "diff compared what the reader refuses");
                    prop_assert!(!d.summary.trim().is_empty() && !d.field.is_empty());
                    prop_assert!(d.context.len() <= context);
                    prop_assert!(serde_json::to_string(&d).is_ok());
                }
                Err(e) => {
                    check_error(&e, "diff")?;
                    prop_assert!(whole.is_err(), "diff refuses what the reader takes: {e}");
                }
            }
        }
    }
    Ok(())
}

/// A trace taken apart into JSON values, to change field by field.
#[derive(Clone, Debug)]
struct Parts {
    header: Value,
    events: Vec<Value>,
    footer: Option<Value>,
    /// The side of the original puzzle, and a full grid for it.
    side: usize,
    solution: String,
}

impl Parts {
    fn of(fixture: &Fixture) -> Parts {
        Parts {
            header: serde_json::to_value(&fixture.header).unwrap(),
            events: fixture
                .events
                .iter()
                .map(|e| serde_json::to_value(e).unwrap())
                .collect(),
            footer: Some(serde_json::to_value(fixture.footer).unwrap()),
            side: fixture.header.puzzle.size,
            solution: fixture.solution.clone(),
        }
    }

    fn lines(&self) -> String {
        let mut text = self.header.to_string() + "\n";
        for event in &self.events {
            text += &(event.to_string() + "\n");
        }
        if let Some(footer) = &self.footer {
            text += &(footer.to_string() + "\n");
        }
        text
    }

    /// The document `render --format json` writes (the header's fields
    /// first, one event a line), or with its keys sorted as Python's
    /// `json.dump(sort_keys=True)` writes them.
    fn document(&self, sorted: bool) -> String {
        let mut fields: Vec<(String, String)> = Vec::new();
        let order = ["schema_version", "puzzle", "strategy", "options"];
        let header = self.header.as_object().cloned().unwrap_or_default();
        for key in order {
            if let Some(value) = header.get(key) {
                fields.push((key.into(), value.to_string()));
            }
        }
        for (key, value) in &header {
            if !order.contains(&key.as_str()) {
                fields.push((key.clone(), value.to_string()));
            }
        }
        let events: Vec<String> = self.events.iter().map(Value::to_string).collect();
        fields.push(("events".into(), format!("[\n{}\n]", events.join(",\n"))));
        if let Some(footer) = self.footer.as_ref().and_then(Value::as_object) {
            for (key, value) in footer {
                fields.push((key.clone(), value.to_string()));
            }
            let solutions: Vec<&Value> = self
                .events
                .iter()
                .filter(|e| e["event"] == "solved")
                .filter_map(|e| e.get("grid"))
                .collect();
            fields.push((
                "solutions".into(),
                Value::from(solutions.into_iter().cloned().collect::<Vec<_>>()).to_string(),
            ));
        }
        if sorted {
            fields.sort();
        }
        let body: Vec<String> = fields
            .into_iter()
            .map(|(key, value)| format!("{}:{value}", Value::from(key)))
            .collect();
        format!("{{{}}}\n", body.join(","))
    }

    fn event(&mut self, at: u32) -> Option<&mut Map<String, Value>> {
        let n = self.events.len();
        if n == 0 {
            return None;
        }
        self.events[at as usize % n].as_object_mut()
    }
}

/// The kind an event's JSON names.
fn kind_of(event: &Map<String, Value>) -> Option<&str> {
    event.get("event").and_then(Value::as_str)
}

/// Every kind of event, by its name in the JSON.
const KINDS: [&str; 11] = [
    "candidates_computed",
    "placed",
    "rejected",
    "dead_end",
    "deduced",
    "retracted",
    "constraint_chosen",
    "undone",
    "solved",
    "step_limit_reached",
    "time_limit_reached",
];

const UNITS: [&str; 3] = ["row", "column", "box"];

/// A row or column: 0 to 20, or 255.
fn coordinate(x: u32) -> u64 {
    match x % 22 {
        21 => 255,
        x => u64::from(x),
    }
}

/// A string changed by one character: one more, one less, or one replaced.
fn nudge(text: &str, how: u32, at: u32, side: usize) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let replacements = ['.', '0', '1', 'A', 'G', 'z', 'é', ' ', '"'];
    let pick = |k: u32| match k % 10 {
        9 => sudoku_trace::grid::digit_char((side + 1) as u8),
        k => replacements[k as usize],
    };
    match how % 3 {
        0 => chars.push(pick(at >> 8)),
        1 => {
            chars.pop();
        }
        _ if chars.is_empty() => chars.push(pick(at >> 8)),
        _ => {
            let i = at as usize % chars.len();
            chars[i] = pick(at >> 8);
        }
    }
    chars.into_iter().collect()
}

/// One structured change: which (`op`) and the numbers it draws on.
type Gene = (u8, u32, u32, u32);

/// How many kinds of change [`mutate`] knows.
const OPS: u8 = 19;

/// Applies one change to `parts`: a field set to what does not fit, an
/// event dropped, doubled, moved or turned into another kind, the header
/// made to disagree with itself, the footer changed or dropped.
fn mutate(parts: &mut Parts, (op, a, b, c): Gene) {
    let side = parts.side;
    let n = parts.events.len();
    match op % OPS {
        // A cell or peer moved to rows and columns 0..=20 or 255.
        0 => {
            let cell = json!([coordinate(b), coordinate(c)]);
            let Some(event) = parts.event(a) else { return };
            match (c >> 16) % 3 {
                1 if event.contains_key("peer") => {
                    event.insert("peer".into(), cell);
                }
                2 if event
                    .get("excluded")
                    .and_then(Value::as_array)
                    .is_some_and(|x| !x.is_empty()) =>
                {
                    let excluded = event["excluded"].as_array_mut().unwrap();
                    let k = (b >> 16) as usize % excluded.len();
                    excluded[k]["peer"] = cell;
                }
                _ => {
                    event.insert("cell".into(), cell);
                }
            }
        }
        // A digit, a choice, a count of options or an excluded digit set to 0..=255.
        1 => {
            let value = json!(b % 256);
            let Some(event) = parts.event(a) else { return };
            let fields = ["digit", "choice", "of", "options"];
            let field = fields[(c % 4) as usize];
            if (c >> 8) % 3 == 0
                && let Some(excluded) = event.get_mut("excluded").and_then(Value::as_array_mut)
                && !excluded.is_empty()
            {
                let k = (c >> 16) as usize % excluded.len();
                excluded[k]["digit"] = value;
            } else if event.contains_key(field) || !event.contains_key("digit") {
                event.insert(field.into(), value);
            } else {
                event.insert("digit".into(), value);
            }
        }
        // A solution's number or a limit's step count: small, or the largest.
        18 => {
            let count = if b & 1 == 0 {
                u64::from(b >> 1) % 100
            } else {
                u64::MAX
            };
            if let Some(event) = parts.event(a) {
                let field = if event.contains_key("number") {
                    "number"
                } else {
                    "steps"
                };
                if event.contains_key(field) {
                    event.insert(field.into(), json!(count));
                }
            }
        }
        // Any depth, even past 32 bits.
        2 => {
            let depth = match b % 8 {
                0 => u64::from(u32::MAX),
                1 => 1 << 32,
                2 => u64::from(c),
                k => u64::from(k + c % 4),
            };
            if let Some(event) = parts.event(a) {
                event.insert("depth".into(), json!(depth));
            }
        }
        // A unit numbered at random: a dead end or chosen constraint of a digit in a unit.
        3 => {
            let index = if b & 1 == 0 {
                (b >> 1) % 30
            } else {
                (b >> 1) % 256
            };
            let Some(event) = parts.event(a) else { return };
            let depth = event.get("depth").cloned().unwrap_or(json!(0));
            let kind = if kind_of(event) == Some("constraint_chosen") {
                "constraint_chosen"
            } else {
                "dead_end"
            };
            let mut unit = json!({
                "event": kind,
                "depth": depth,
                "digit": 1 + c % (side as u32 + 1),
                "unit": UNITS[(c >> 8) as usize % 3],
                "index": index,
            });
            if kind == "constraint_chosen" {
                unit["options"] = json!((c >> 16) % 4);
            }
            *event = unit.as_object().unwrap().clone();
        }
        // An event dropped.
        4 if n > 0 => {
            parts.events.remove(a as usize % n);
        }
        // An event doubled, here or elsewhere.
        5 if n > 0 => {
            let event = parts.events[a as usize % n].clone();
            parts.events.insert(b as usize % (n + 1), event);
        }
        // Two events swapped.
        6 if n > 0 => parts.events.swap(a as usize % n, b as usize % n),
        // Another kind's name on an event's fields.
        7 => {
            if let Some(event) = parts.event(a) {
                event.insert("event".into(), json!(KINDS[b as usize % KINDS.len()]));
            }
        }
        // An event turned into a well-formed event of another kind, its
        // cell, digit and depth kept.
        8 => {
            let solution = parts.solution.clone();
            let Some(event) = parts.event(a) else { return };
            let cell = event.get("cell").cloned().unwrap_or(json!([0, 0]));
            let digit = event.get("digit").cloned().unwrap_or(json!(1));
            let depth = event.get("depth").cloned().unwrap_or(json!(0));
            let unit = UNITS[c as usize % 3];
            let kind = KINDS[b as usize % KINDS.len()];
            let made = match kind {
                "candidates_computed" => {
                    json!({"event": kind, "cell": cell, "depth": depth, "candidates": [digit], "excluded": []})
                }
                "placed" if c & 1 == 1 => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "choice": 1, "of": 1 + (c >> 1) % 4})
                }
                "rejected" => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "peer": [c % 9, (c >> 4) % 9], "unit": unit})
                }
                "dead_end" => json!({"event": kind, "cell": cell, "depth": depth}),
                "deduced" if c & 1 == 1 => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "rule": "hidden_single", "unit": unit})
                }
                "deduced" => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "rule": "naked_single"})
                }
                "constraint_chosen" => {
                    json!({"event": kind, "cell": cell, "depth": depth, "options": c % 5})
                }
                "solved" => {
                    json!({"event": kind, "number": 1 + c % 3, "depth": depth, "grid": solution})
                }
                "step_limit_reached" | "time_limit_reached" => json!({"event": kind, "steps": c}),
                _ => json!({"event": kind, "cell": cell, "digit": digit, "depth": depth}),
            };
            *event = made.as_object().unwrap().clone();
        }
        // A candidate set with digits 0..=27 or 255 (past the side, past 25).
        9 => {
            let digits: Vec<u64> = b
                .to_le_bytes()
                .into_iter()
                .take(c as usize % 5)
                .map(|x| if x == 255 { 255 } else { u64::from(x % 28) })
                .collect();
            let Some(event) = parts.event(a) else { return };
            if kind_of(event) != Some("candidates_computed") {
                let cell = event.get("cell").cloned().unwrap_or(json!([0, 0]));
                let depth = event.get("depth").cloned().unwrap_or(json!(0));
                *event = json!({"event": "candidates_computed", "cell": cell, "depth": depth, "excluded": []})
                    .as_object()
                    .unwrap()
                    .clone();
            }
            event.insert("candidates".into(), json!(digits));
        }
        // A solved grid one character too long, too short, or with a
        // character that is no digit of the board.
        10 => {
            let solution = parts.solution.clone();
            let at = (0..n)
                .map(|k| (a as usize + k) % n)
                .find(|&k| parts.events[k]["event"] == "solved");
            let Some(event) = (match at {
                Some(k) => parts.events[k].as_object_mut(),
                None => parts.event(a),
            }) else {
                return;
            };
            if kind_of(event) != Some("solved") {
                let depth = event.get("depth").cloned().unwrap_or(json!(0));
                *event = json!({"event": "solved", "number": 1, "depth": depth, "grid": solution})
                    .as_object()
                    .unwrap()
                    .clone();
            }
            let grid = event
                .get("grid")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string();
            event.insert("grid".into(), json!(nudge(&grid, b, c, side)));
        }
        // A header whose size does not fit its box.
        11 => {
            let sizes = [
                0,
                1,
                2,
                4,
                6,
                8,
                9,
                12,
                16,
                25,
                36,
                255,
                u64::from(u32::MAX),
                1 << 40,
            ];
            parts.header["puzzle"]["size"] = json!(sizes[b as usize % sizes.len()]);
        }
        // A header whose box does not fit its size.
        12 => parts.header["puzzle"]["box"] = json!([b % 7, c % 7]),
        // Givens one cell too many, too few, or a cell that is no digit.
        13 => {
            let givens = parts.header["puzzle"]["givens"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            parts.header["puzzle"]["givens"] = json!(nudge(&givens, b, c, side));
        }
        // The footer dropped, a counter or the end changed, a field added.
        14 => match b % 4 {
            0 => parts.footer = None,
            1 => {
                if let Some(footer) = &mut parts.footer {
                    let counters = [
                        "placements",
                        "deductions",
                        "rejections",
                        "dead_ends",
                        "backtracks",
                        "solutions",
                        "max_depth",
                        "events",
                    ];
                    footer["stats"][counters[c as usize % counters.len()]] = json!(c >> 3);
                }
            }
            2 => {
                if let Some(footer) = &mut parts.footer {
                    let ends = [
                        "exhausted",
                        "solution_limit",
                        "step_limit",
                        "time_limit",
                        "stopped",
                        "lost",
                    ];
                    footer["end"] = json!(ends[c as usize % ends.len()]);
                }
            }
            _ => {
                if let Some(footer) = &mut parts.footer {
                    footer["extra"] = json!(c);
                }
            }
        },
        // Other limits: none, zero, small, the largest, a time limit.
        15 => {
            let limit = match c % 5 {
                0 => Value::Null,
                1 => json!(0),
                2 => json!(c >> 8 & 0xff),
                3 => json!(u64::MAX),
                _ => json!(1),
            };
            let field = ["max_steps", "max_solutions", "time_limit"][b as usize % 3];
            let limit = match (field, c % 5) {
                ("time_limit", 0) => json!(-1.5),
                ("time_limit", 1) => json!(1e308),
                ("time_limit", 2) => json!(0),
                ("time_limit", _) => json!(f64::from(c % 100) / 7.0),
                _ => limit,
            };
            parts.header["options"][field] = limit;
        }
        // Another unit, or none that exists.
        16 => {
            if let Some(event) = parts.event(a) {
                event.insert(
                    "unit".into(),
                    json!(["row", "column", "box", "diagonal"][b as usize % 4]),
                );
            }
        }
        // A cell of the wrong shape.
        17 => {
            let shapes = [
                json!([1]),
                json!([1, 2, 3]),
                json!(-1),
                json!("r1c1"),
                Value::Null,
                json!([1.5, 0]),
                json!([-1, 0]),
                json!([256, 0]),
            ];
            if let Some(event) = parts.event(a) {
                event.insert("cell".into(), shapes[b as usize % shapes.len()].clone());
            }
        }
        _ => {}
    }
}

/// A trace in one of its three readings: JSON Lines, a document read once
/// (from memory, as from standard input), a document with sorted keys in a
/// file (read twice).
fn through_every_form(parts: &Parts, form: u8, original: &[u8]) -> Result<(), TestCaseError> {
    match form % 3 {
        0 => through_everything(Input::Bytes(parts.lines().as_bytes()), original),
        1 => through_everything(Input::Bytes(parts.document(false).as_bytes()), original),
        _ => {
            let mut file = tempfile::NamedTempFile::new().unwrap();
            file.write_all(parts.document(true).as_bytes()).unwrap();
            file.flush().unwrap();
            through_everything(Input::File(file.path()), original)
        }
    }
}

/// A trace made up from nothing on a board of `side`: a header (the givens
/// of the example puzzle of that side, or random ones) and events of any
/// kind whose fields are mostly on the board, now and then just off it.
fn scratch(
    side_choice: u8,
    givens: &[u8],
    keep_givens: bool,
    genes: &[(u8, u32, u32)],
    footer: u8,
) -> String {
    let (side, shape) = [(4, [2, 2]), (6, [2, 3]), (9, [3, 3])][side_choice as usize % 3];
    let fixture = fixture_of_side(side);
    let digit_char = |d: u32| sudoku_trace::grid::digit_char(d as u8);
    let givens: String = if keep_givens {
        fixture.header.puzzle.givens.clone()
    } else {
        givens
            .iter()
            .cycle()
            .take(side * side)
            .map(|&g| match u32::from(g) % (side as u32 * 2) {
                d @ 1.. if d <= side as u32 => digit_char(d),
                _ => '.',
            })
            .collect()
    };
    let solution = &fixture.solution;
    let strategy = ["candidates", "naive", "mrv", "singles", "dlx", "student"][footer as usize % 6];
    let max_solutions = if footer & 8 == 0 {
        json!(1)
    } else {
        Value::Null
    };
    let max_steps = if footer & 16 == 0 {
        Value::Null
    } else {
        json!(genes.len())
    };
    let header = json!({
        "schema_version": 1,
        "puzzle": {"size": side, "box": shape, "givens": givens},
        "strategy": strategy,
        "options": {"max_solutions": max_solutions, "max_steps": max_steps},
    });
    let s = side as u32;
    let events: Vec<Value> = genes
        .iter()
        .map(|&(kind, x, y)| {
            // One event in sixteen steps just off the board.
            let reach = if y >> 28 == 0 { s + 2 } else { s };
            let cell = json!([x % reach, (x >> 8) % reach]);
            let digit = if reach > s { (x >> 16) % (reach + 1) } else { 1 + (x >> 16) % s };
            let depth = y % 8;
            let other = y >> 3;
            let unit = UNITS[other as usize % 3];
            let index = (other >> 2) % reach;
            let kind = KINDS[kind as usize % KINDS.len()];
            match kind {
                "candidates_computed" => {
                    let candidates: Vec<u32> = (1..=reach).filter(|d| other >> d & 1 == 1).collect();
                    let excluded: Vec<Value> = (1..=s)
                        .filter(|d| !candidates.contains(d))
                        .map(|d| json!({"digit": d, "peer": [(x + d) % reach, (x >> 4) % reach], "unit": UNITS[d as usize % 3]}))
                        .collect();
                    json!({"event": kind, "cell": cell, "depth": depth, "candidates": candidates, "excluded": excluded})
                }
                "placed" if other & 1 == 1 => {
                    // On the board, the choice is one of `of`; off it, anything to N + 2.
                    let (choice, of) = if reach > s {
                        ((other >> 5) % (reach + 1), (other >> 1) % (reach + 1))
                    } else {
                        let of = 1 + (other >> 1) % s;
                        (1 + (other >> 5) % of, of)
                    };
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "choice": choice, "of": of})
                }
                "rejected" => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "peer": [(x >> 4) % reach, (x >> 12) % reach], "unit": unit})
                }
                "dead_end" | "constraint_chosen" => {
                    let mut event = if other & 1 == 1 {
                        json!({"event": kind, "cell": cell, "depth": depth})
                    } else {
                        json!({"event": kind, "digit": digit, "unit": unit, "index": index, "depth": depth})
                    };
                    if kind == "constraint_chosen" {
                        event["options"] = json!((other >> 8) % (reach + 1));
                    }
                    event
                }
                "deduced" if other & 1 == 1 => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "rule": "hidden_single", "unit": unit})
                }
                "deduced" => {
                    json!({"event": kind, "cell": cell, "digit": digit, "depth": depth, "rule": "naked_single"})
                }
                "solved" => {
                    let grid = if reach > s { nudge(solution, other, x, side) } else { solution.clone() };
                    json!({"event": kind, "number": 1 + other % 3, "depth": depth, "grid": grid})
                }
                "step_limit_reached" | "time_limit_reached" => json!({"event": kind, "steps": other % 100}),
                _ => json!({"event": kind, "cell": cell, "digit": digit, "depth": depth}),
            }
        })
        .collect();
    let mut text = header.to_string() + "\n";
    for event in &events {
        text += &(event.to_string() + "\n");
    }
    // No footer, one that counts the events, or one that counts anything.
    match footer % 3 {
        0 => {}
        1 => {
            let read: Result<Vec<Event>, _> = events
                .iter()
                .map(|e| serde_json::from_value(e.clone()))
                .collect();
            if let Ok(read) = read {
                let stats = Stats::from_events(&read);
                text += &(json!({"end": "exhausted", "stats": stats}).to_string() + "\n");
            }
        }
        _ => {
            let n = u64::from(footer);
            text += &(json!({"end": "step_limit", "stats": {"placements": n, "deductions": 0, "rejections": n / 2, "dead_ends": 1, "backtracks": 0, "solutions": 1, "max_depth": n % 5, "events": genes.len()}}).to_string() + "\n");
        }
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 768, failure_persistence: None, ..ProptestConfig::default() })]

    /// (a) Byte-level junk spliced into a trace of any puzzle and strategy,
    /// in either form, through every command.
    #[test]
    fn junk_spliced_into_a_trace_goes_through_every_command(
        fixture in 0usize..15,
        document in any::<bool>(),
        at in any::<u32>(),
        cut in 0usize..4,
        junk in "[\\[\\]{}\":,0-9a-z_ .-]{0,12}",
    ) {
        let fixture = &fixtures()[fixture % fixtures().len()];
        let mut text = if document { Parts::of(fixture).document(false) } else { fixture.lines.clone() };
        // The traces are ASCII: any byte is a character boundary.
        let at = at as usize % text.len();
        let end = (at + cut).min(text.len());
        text.replace_range(at..end, &junk);
        through_everything(Input::Bytes(text.as_bytes()), fixture.lines.as_bytes())?;
    }

    /// (b) Structured changes to a trace of any puzzle and strategy: fields
    /// set to what does not fit the board, events dropped, doubled, swapped
    /// or of another kind, headers and footers that disagree.
    #[test]
    fn structured_corruptions_go_through_every_command(
        fixture in 0usize..15,
        genes in prop::collection::vec((0u8..OPS, any::<u32>(), any::<u32>(), any::<u32>()), 1..4),
        form in 0u8..3,
    ) {
        let fixture = &fixtures()[fixture % fixtures().len()];
        let mut parts = Parts::of(fixture);
        for gene in genes {
            mutate(&mut parts, gene);
        }
        through_every_form(&parts, form, fixture.lines.as_bytes())?;
    }

    /// Traces made up from scratch on a 4×4, 6×6 or 9×9 board: events of
    /// every kind with arbitrary fields, mostly on the board.
    #[test]
    fn made_up_traces_go_through_every_command(
        side in 0u8..3,
        givens in prop::collection::vec(any::<u8>(), 1..82),
        keep_givens in any::<bool>(),
        genes in prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 0..40),
        footer in any::<u8>(),
    ) {
        let text = scratch(side, &givens, keep_givens, &genes, footer);
        let side = [4, 6, 9][side as usize];
        through_everything(Input::Bytes(text.as_bytes()), fixture_of_side(side).lines.as_bytes())?;
    }
}

#[test]
fn every_valid_fixture_goes_through_every_command_unchanged() {
    for fixture in fixtures() {
        let parts = Parts::of(fixture);
        for form in 0..3 {
            through_every_form(&parts, form, fixture.lines.as_bytes()).unwrap();
        }
        // A trace against itself is identical, in every reading.
        let mut a = TraceReader::from_reader("a", fixture.lines.as_bytes()).unwrap();
        let document = parts.document(false);
        let mut b = TraceReader::from_reader("b", document.as_bytes()).unwrap();
        assert_eq!(
            diff::diff(&mut a, &mut b, 3).unwrap(),
            Comparison::Identical {
                steps: fixture.events.len() as u64
            }
        );
        let mut reader = TraceReader::from_reader("a", fixture.lines.as_bytes()).unwrap();
        assert!(matches!(verify(&mut reader).unwrap(), Outcome::Valid(_)));
    }
    assert_eq!(fixtures().len(), PUZZLES.len() * Strategy::ALL.len());
}

// ─────────────────── the crafted traces of issue 9, by the CLI ───────────────────
//
// `tests/it/guard_rails.rs` (fields_that_do_not_fit_the_board_are_refused_at_the_door)
// puts each of these events alone as step 1 of a JSON Lines trace and runs
// `render` (text, `--style seed`, html), `diff TRACE TRACE` and `verify`.
// Here each stands in the middle of a real search (step 3 of the 4×4
// example's trace, after two good events), as JSON Lines and as a document,
// and goes through those commands and what that test does not run: `render`
// in json and jsonl, in Chinese and with index notation, `diff` against the
// good trace both ways, as JSON and with `--ignore-strategy`.

/// The line the crafted event stands on in both forms (the header, or the
/// document's header fields, on line 1), and its step.
const CRAFTED_LINE: usize = 4;
const CRAFTED_STEP: usize = 3;

/// Runs every command that reads a trace on the 4×4 example's trace with
/// `event` as step 3, as JSON Lines and as a document: `render` and `diff`
/// exit 2, `verify` 1 (a fault at its step) or 2; each names the step, the
/// line and `message`, none panics, and no text render prints any of
/// `not_shown`.
fn crafted(event: &str, message: &str, not_shown: &[&str]) {
    let fixture = fixture_of_side(4);
    let mut parts = Parts::of(fixture);
    parts
        .events
        .insert(CRAFTED_STEP - 1, serde_json::from_str(event).unwrap());
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("good.jsonl"), &fixture.lines).unwrap();
    std::fs::write(dir.path().join("crafted.jsonl"), parts.lines()).unwrap();
    std::fs::write(dir.path().join("crafted.json"), parts.document(false)).unwrap();
    for file in ["crafted.jsonl", "crafted.json"] {
        let mut runs: Vec<(Vec<&str>, &[i32])> = Vec::new();
        for look in [
            &[][..],
            &["--style", "seed"],
            &["--lang", "zh-Hant"],
            &["--notation", "index"],
            &["--format", "json"],
            &["--format", "jsonl"],
            &["--format", "html", "--lang", "zh-Hant"],
        ] {
            runs.push(([&["render", file][..], look].concat(), &[2]));
        }
        runs.push((vec!["diff", file, "good.jsonl"], &[2]));
        runs.push((vec!["diff", "good.jsonl", file], &[2]));
        runs.push((vec!["diff", "--format", "json", file, "good.jsonl"], &[2]));
        runs.push((vec!["diff", "--ignore-strategy", "good.jsonl", file], &[2]));
        runs.push((vec!["verify", file], &[1, 2]));
        for (args, codes) in runs {
            let output = std::process::Command::new(common::binary())
                .args(&args)
                .current_dir(dir.path())
                .env("RUST_BACKTRACE", "0")
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            let said = if output.status.code() == Some(2) {
                stderr.clone().into_owned()
            } else {
                // `verify` names the fault on standard output.
                String::from_utf8_lossy(&output.stdout).into_owned()
            };
            let code = output.status.code();
            assert!(
                code.is_some_and(|c| codes.contains(&c)) && !stderr.contains("panicked"),
                "{args:?} with {event}: exit {code:?}, expected one of {codes:?}\n{stderr}"
            );
            // What a text render wrote of the steps before the crafted one.
            let stdout = String::from_utf8_lossy(&output.stdout);
            let text_render = args[0] == "render" && !args.contains(&"--format");
            for text in not_shown.iter().filter(|_| text_render) {
                assert!(
                    !stdout.contains(text),
                    "{args:?} with {event} shows {text}:\n{stdout}"
                );
            }
            let at = format!("{file}:{CRAFTED_LINE}");
            // Told in the language asked for: the step and the bounds'
            // finding in its words, the field as the trace names it.
            let step = if args.contains(&"zh-Hant") {
                let field = message.split(" is ").next().unwrap_or_default();
                format!("第 {CRAFTED_STEP} 步：{field}：")
            } else {
                format!("step {CRAFTED_STEP}: {message}")
            };
            assert!(
                said.contains(&step) && said.contains(&at),
                "{args:?} with {event}: no step {CRAFTED_STEP}, `{message}` and {at} in\n{said}"
            );
        }
    }
}

#[test]
fn a_cell_3_9_on_a_4x4_board_is_refused_by_every_render_and_diff_at_its_place() {
    crafted(
        r#"{"event":"placed","cell":[3,9],"digit":4,"depth":1}"#,
        "`cell` is [3,9], off the 4x4 board",
        &[],
    );
}

/// Cell 5 of 16 by index: once silently written as r2c2 (the steps before it
/// never name r2c2).
#[test]
fn a_cell_0_5_on_a_4x4_board_is_refused_not_read_as_another_cell() {
    crafted(
        r#"{"event":"placed","cell":[0,5],"digit":4,"depth":1}"#,
        "`cell` is [0,5], off the 4x4 board",
        &["r2c2", "[1,1]", "r1c6", "[0,5]"],
    );
}

#[test]
fn a_candidate_20_on_a_4x4_board_is_refused_at_its_place() {
    crafted(
        r#"{"event":"candidates_computed","cell":[0,0],"depth":0,"candidates":[1,20],"excluded":[]}"#,
        "`candidates` is [1,20], and 20 is no digit of a 4x4 board",
        &[],
    );
}

#[test]
fn a_solved_grid_one_character_too_long_is_refused_at_its_place() {
    let grid = fixture_of_side(4).solution.clone() + "1";
    crafted(
        &format!(r#"{{"event":"solved","number":1,"depth":0,"grid":"{grid}"}}"#),
        "`grid` is 17 characters long",
        &[],
    );
}

/// Digits past 190 once overflowed when written as a character.
#[test]
fn a_placed_digit_past_190_is_refused_without_a_panic() {
    for digit in [191, 200, 255] {
        crafted(
            &format!(r#"{{"event":"placed","cell":[0,0],"digit":{digit},"depth":1}}"#),
            &format!("`digit` is {digit}, no digit of a 4x4 board"),
            &[],
        );
    }
}
