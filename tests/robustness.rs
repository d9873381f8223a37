//! Whatever the input, the parser, the trace reader and the verifier answer
//! with a result or an error, never a panic.

use proptest::prelude::*;
use proptest::strategy::Strategy as _;
use sudoku_trace::parse::{ParseOptions, parse};
use sudoku_trace::read::TraceReader;
use sudoku_trace::solver::{Strategy, solve};
use sudoku_trace::trace::{Event, Limits};
use sudoku_trace::verify::verify;

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
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/puzzles/four.txt"
    ))
    .unwrap();
    let grid = sudoku_trace::parse::parse_str(&text).unwrap();
    let mut events: Vec<Event> = Vec::new();
    let report = solve(&grid, Strategy::Singles, Limits::default(), &mut events);
    let header = sudoku_trace::trace::Header::new(&grid, "singles", Limits::default());
    let footer = sudoku_trace::trace::Footer {
        end: report.end,
        stats: report.stats,
    };
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
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/puzzles/four.txt"
    ))
    .unwrap();
    let grid = sudoku_trace::parse::parse_str(&text).unwrap();
    let limits = Limits {
        max_solutions: Some(1),
        max_steps: Some(u64::MAX),
        time_limit: None,
    };
    let mut events: Vec<Event> = Vec::new();
    let report = solve(&grid, Strategy::Candidates, limits, &mut events);
    let header = sudoku_trace::trace::Header::new(&grid, "candidates", limits);
    let footer = sudoku_trace::trace::Footer {
        end: report.end,
        stats: report.stats,
    };
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
