//! `sudoku-trace verify` rejects hand-made corrupt traces, each with a
//! message naming the step and the fault (snapshots), and accepts partial
//! traces from simple solvers, saying what it could check.

use crate::common;
use crate::common::corrupt;

use assert_cmd::Command;
use corrupt::{TINY, corrupt_traces, run, trace};

/// Verifies `text` saved as `trace.jsonl` and returns what a user sees.
fn verify(text: &str) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("trace.jsonl"), text).unwrap();
    let mut c = common::cmd();
    let out = c
        .current_dir(dir.path())
        .args(["verify", "trace.jsonl"])
        .output()
        .unwrap();
    let code = out.status.code().unwrap_or(-1);
    let shown = format!(
        "exit {code}\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (code, shown)
}

#[test]
fn every_corrupt_trace_is_rejected_naming_the_step_and_the_fault() {
    let cases = corrupt_traces();
    assert!(cases.len() >= 15);
    for (name, text) in cases {
        let (code, shown) = verify(&text);
        // Traces that cannot be read at all are unreadable (2); every other
        // fault is at a step (or in the footer) of a readable trace (1).
        let unreadable = matches!(name, "bad_schema_version" | "no_header");
        assert_eq!(code, if unreadable { 2 } else { 1 }, "{name}:\n{shown}");
        assert!(
            shown.contains("step ") || shown.contains("footer") || shown.contains("header"),
            "{name} names no step:\n{shown}"
        );
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("verify_{name}"), shown);
        });
    }
}

/// The textbook's faults are found at the step where the trace leaves the
/// definition, saying what was due there.
#[test]
fn the_textbooks_faults_are_rejected_at_their_step_with_what_was_due() {
    let cases: Vec<(&str, String)> = corrupt_traces();
    for (name, step, found, expected) in [
        (
            "forgotten_pruning",
            4,
            "another pruning is due first: 1 from r1c4",
            "pruned 1 from r1c4 by r1c1",
        ),
        (
            "forgotten_last_pruning",
            21,
            "inference stops short: r4c4 still holds 1",
            "pruned 1 from r4c4 by r1c4",
        ),
        (
            "forgotten_arc_consistency_pruning",
            7,
            "inference stops short: r3c2 still holds 1",
            "pruned 1 from r3c2 by r3c3 (arc consistency",
        ),
        (
            "false_pruning",
            12,
            "false pruning: 3 is not in the domain of r1c4",
            "a digit still in the cell's domain",
        ),
        (
            "wipeout_dead_end_with_a_value_left",
            10,
            "false dead end: the domain of r1c2 still holds [1, 2]",
            "a cell whose domain is empty",
        ),
        (
            "wrong_lcv_order",
            2,
            "wrong order: 1 (3), 4 (1)",
            "values 4 (1), 1 (3)",
        ),
        (
            "wrong_lcv_count",
            6,
            "wrong count: 1 removes 3, but 4 empty peers of r1c2 hold it",
            "values 2 (1), 1 (4)",
        ),
        (
            "conflict_set_missing_a_guess",
            7,
            "misses r1c1 (depth 1), the earliest guess excluding 1",
            "conflicts [r1c1 (depth 1), r1c2 (depth 2)]",
        ),
        (
            "backjump_to_the_wrong_guess",
            27,
            "the latest guess of its conflict set is r1c2 = 1 (depth 2)",
            "to r1c2 = 1",
        ),
        (
            "backjump_missing_an_inherited_guess",
            181,
            "misses r1c6 (depth 5), passed on by a jump",
            "conflicts [r1c2 (depth 2), r1c6 (depth 5), r3c2 (depth 9)]",
        ),
        (
            "missing_backjump",
            15,
            "an ordinary backtrack from r2c1, but the latest guess of its conflict set is r1c1 = 1 (depth 1)",
            "backjumped from r2c1 to r1c1 = 1 over 2 guesses",
        ),
        (
            "backjump_wrong_over",
            15,
            "over 1, but 2 guesses stand",
            "over 2",
        ),
        (
            "backjump_too_few_undos",
            18,
            "1 more undo due",
            "undone r1c1 = 1",
        ),
    ] {
        let text = &cases.iter().find(|(n, _)| *n == name).expect(name).1;
        let (code, shown) = verify(text);
        assert_eq!(code, 1, "{name}:\n{shown}");
        assert!(
            shown.contains(&format!("step {step}: ")) && shown.contains(found),
            "{name}:\n{shown}"
        );
        let said = shown
            .lines()
            .find(|l| l.trim_start().starts_with("expected:"))
            .unwrap_or_default();
        assert!(said.contains(expected), "{name}:\n{shown}");
    }
}

#[test]
fn a_valid_trace_says_what_was_checked() {
    let (code, shown) = verify(&(trace(TINY, "candidates").join("\n") + "\n"));
    assert_eq!(code, 0, "{shown}");
    crate::in_snapshots!({
        insta::assert_snapshot!("verify_valid_candidates", shown);
    });
}

/// A simple solver's trace: only placements, undos and the solution, no
/// footer. Everything it has is checked; it is told what was not.
#[test]
fn a_partial_trace_is_accepted_with_what_could_be_checked() {
    let lines: Vec<String> = trace(TINY, "candidates")
        .into_iter()
        .filter(|l| {
            !l.contains("candidates_computed") && !l.contains("dead_end") && !l.contains("\"end\"")
        })
        .collect();
    let (code, shown) = verify(&(lines.join("\n") + "\n"));
    assert_eq!(code, 0, "{shown}");
    assert!(
        shown.contains("not checked: the counters and the end (no footer)"),
        "{shown}"
    );
    crate::in_snapshots!({
        insta::assert_snapshot!("verify_partial_trace", shown);
    });
}

#[test]
fn a_document_and_standard_input_verify_too() {
    let json = run(
        &["solve", "examples/puzzles/four.txt", "--format", "json"],
        "",
    )
    .stdout;
    let out = run(&["verify", "-"], &String::from_utf8(json.clone()).unwrap());
    assert_eq!(out.status.code(), Some(0));
    // A document whose solutions list disagrees with its events.
    let text = String::from_utf8(json).unwrap();
    let start = text.find("\"solutions\": [").unwrap();
    let bad = format!("{}\"solutions\": []\n}}\n", &text[..start]);
    let out = run(&["verify", "-"], &bad);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains("solution 1 is not the document's solutions[0]")
    );
}

/// Runs `args` with `text` saved as `trace.jsonl` in a fresh directory.
fn run_on(text: &str, args: &[&str]) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("trace.jsonl"), text).unwrap();
    Command::new(common::binary())
        .current_dir(dir.path())
        .args(args)
        .output()
        .unwrap()
}

/// A malformed line is placed at a real column, counted from 1, or at its
/// line alone: never at "column 0" (serde_json's name for the place just
/// past a newline).
#[test]
fn a_malformed_line_is_never_at_column_0() {
    // (the third line, what verify says, where render says it is)
    let cases = [
        (
            r#"{"event":"placed","cell":[0,"#,
            "the input ends in the middle of a JSON value (column 28)",
            "trace.jsonl:3:28",
        ),
        (
            "{",
            "the input ends in the middle of a JSON value (column 1)",
            "trace.jsonl:3:1",
        ),
        (
            "garbage",
            "not JSON: expected value (column 1)",
            "trace.jsonl:3:1",
        ),
        (
            "[1,",
            "the input ends in the middle of a JSON value (column 3)",
            "trace.jsonl:3:3",
        ),
        (
            "  42",
            "a number where a record (a JSON object) should be (column 3)",
            "trace.jsonl:3:3",
        ),
        (
            "[1,2]",
            "an array where a record (a JSON object) should be (column 1)",
            "trace.jsonl:3:1",
        ),
        (
            r#""text""#,
            "a string where a record (a JSON object) should be (column 1)",
            "trace.jsonl:3:1",
        ),
        (
            "null",
            "null where a record (a JSON object) should be (column 1)",
            "trace.jsonl:3:1",
        ),
    ];
    for (third, says, place) in cases {
        for ending in ["\n", "\r\n", ""] {
            let lines = trace(TINY, "candidates");
            let text = format!("{}\n{}\n{third}{ending}", lines[0], lines[1]);
            let (code, shown) = verify(&text);
            assert_eq!(code, 1, "{third:?}{ending:?}:\n{shown}");
            assert!(
                shown.contains(&format!("step 2: {says}")),
                "{third:?}{ending:?}:\n{shown}"
            );
            assert!(shown.contains("trace.jsonl:3\n"), "{shown}");
            assert!(!shown.contains("column 0"), "{shown}");
            let out = run_on(&text, &["render", "trace.jsonl"]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{err}");
            assert!(
                err.contains(&format!(" --> {place}\n")),
                "{third:?}{ending:?}:\n{err}"
            );
        }
    }
}

/// A fault in the footer is placed like any other: at the footer's line in
/// JSON Lines, at the line of the part it is about in a document.
#[test]
fn a_footer_fault_names_its_line() {
    let lines = trace(TINY, "candidates");
    let last = lines.len(); // the footer's line, counted from 1
    let mut wrong = lines.clone();
    wrong[last - 1] = wrong[last - 1].replace(r#""backtracks":1"#, r#""backtracks":2"#);
    let (code, shown) = verify(&(wrong.join("\n") + "\n"));
    assert_eq!(code, 1, "{shown}");
    assert!(shown.contains("footer: wrong counters"), "{shown}");
    assert!(
        shown.contains(&format!("at:       trace.jsonl:{last}\n")),
        "{shown}"
    );

    // A document: the counters at the line of `stats`, the end at the line of `end`.
    let json = run(
        &["solve", "-", "-s", "candidates", "--format", "json"],
        TINY,
    )
    .stdout;
    let json = String::from_utf8(json).unwrap();
    let line_of = |text: &str, key: &str| 1 + text[..text.find(key).unwrap()].matches('\n').count();
    for (from, to, key, says) in [
        (
            r#""backtracks":1"#,
            r#""backtracks":2"#,
            "\"stats\"",
            "footer: wrong counters",
        ),
        (
            r#""end": "solution_limit""#,
            r#""end": "exhausted""#,
            "\"end\"",
            "footer: end `exhausted`",
        ),
    ] {
        assert!(json.contains(from), "{json}");
        let bad = json.replacen(from, to, 1);
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("trace.json"), &bad).unwrap();
        let out = Command::new(common::binary())
            .current_dir(dir.path())
            .args(["verify", "trace.json"])
            .output()
            .unwrap();
        let shown = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{shown}");
        assert!(shown.contains(says), "{shown}");
        let at = format!("at:       trace.json:{}\n", line_of(&bad, key));
        assert!(shown.contains(&at), "{at}\n{shown}");
    }
}

/// `render` draws a trace that breaks the rules, but not without a word:
/// one warning on standard error, with the first fault as `verify` words
/// it, its place, and the command for the full report; still exit 0. A
/// valid trace renders with nothing on standard error.
#[test]
fn render_warns_once_of_a_trace_that_breaks_the_rules() {
    let valid = trace(TINY, "candidates").join("\n") + "\n";
    for format in ["text", "jsonl", "html"] {
        let out = run_on(&valid, &["render", "trace.jsonl", "--format", format]);
        assert_eq!(out.status.code(), Some(0));
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let mut warned = 0;
    for (name, text) in corrupt_traces() {
        let (code, shown) = verify(&text);
        let out = run_on(&text, &["render", "trace.jsonl"]);
        let err = String::from_utf8_lossy(&out.stderr);
        if out.status.code() == Some(2) {
            // A record that cannot be read, or no trace at all: render
            // refuses it, with the error verify shows as a fault.
            assert!(err.starts_with("error: "), "{name}:\n{err}");
            assert!(code == 2 || !shown.contains("  event:"), "{name}:\n{shown}");
            continue;
        }
        let headline = shown
            .lines()
            .nth(1)
            .unwrap()
            .strip_prefix("invalid: ")
            .unwrap();
        let place = shown
            .lines()
            .nth(2)
            .unwrap()
            .trim()
            .strip_prefix("at:")
            .unwrap()
            .trim();
        assert_eq!(out.status.code(), Some(0), "{name}:\n{err}");
        assert!(!out.stdout.is_empty(), "{name}");
        assert_eq!(err.matches("warning:").count(), 1, "{name}:\n{err}");
        assert!(
            err.starts_with(&format!(
                "warning: the trace breaks the rules (rendered all the same): {headline}\n --> {place}\n"
            )),
            "{name}:\n{err}\nverify said:\n{shown}"
        );
        assert!(
            err.ends_with("  = run `sudoku-trace verify trace.jsonl` for the full report\n"),
            "{name}:\n{err}"
        );
        assert!(!err.contains("error:"), "{name}:\n{err}");
        warned += 1;
    }
    assert!(warned >= 15, "{warned}");
}

/// The barest trace a solver writes: `placed` without `choice` or `of`,
/// `undone`, `solved`, no footer. The report lists only what those events
/// let verify check, and says what they did not.
#[test]
fn a_bare_trace_is_not_said_to_be_checked_for_what_it_lacks() {
    let lines: Vec<String> = trace(TINY, "candidates")
        .into_iter()
        .filter(|l| {
            !l.contains("candidates_computed") && !l.contains("dead_end") && !l.contains("\"end\"")
        })
        .map(|l| match l.find(",\"choice\"") {
            Some(at) => format!("{}}}", &l[..at]),
            None => l,
        })
        .collect();
    let text = lines.join("\n") + "\n";
    assert!(
        !text.contains("choice") && text.contains("placed"),
        "{text}"
    );
    let (code, shown) = verify(&text);
    assert_eq!(code, 0, "{shown}");
    // What was checked, before the kinds the trace lacks are named.
    let checked = shown.split("not in this trace").next().unwrap_or_default();
    assert!(!checked.contains("candidate sets"), "{shown}");
    assert!(!checked.contains("exclusion"), "{shown}");
    assert!(
        !shown.contains("the choice among the candidates)"),
        "{shown}"
    );
    assert!(
        shown.contains("       4  placements (an empty cell, no clash, the depth)\n"),
        "{shown}"
    );
    crate::in_snapshots!({
        insta::assert_snapshot!("verify_bare_trace", shown);
    });

    // One placement of four with its choice: said so.
    let mut some = lines.clone();
    let first = some.iter().position(|l| l.contains("placed")).unwrap();
    some[first] = some[first].replace("}", ",\"choice\":1,\"of\":2}");
    let (code, shown) = verify(&(some.join("\n") + "\n"));
    assert_eq!(code, 0, "{shown}");
    assert!(
        shown.contains("for the 1 giving `choice` or `of`, the choice among the candidates"),
        "{shown}"
    );
    assert!(!shown.contains("not checked: the choice"), "{shown}");
}

/// The page of a trace that breaks the rules says so at its top (issue
/// 28, item 4): its data carries the first fault as verify words it, in
/// the page's language; a valid trace's carries none.
#[test]
fn the_page_of_a_trace_that_breaks_the_rules_says_so() {
    let data = |html: &[u8]| -> serde_json::Value {
        let html = String::from_utf8_lossy(html);
        let start = html
            .find(r#"<script type="application/json" id="walkthrough-data">"#)
            .expect("the page's data")
            + r#"<script type="application/json" id="walkthrough-data">"#.len();
        let end = start + html[start..].find("</script>").unwrap();
        serde_json::from_str(&html[start..end]).unwrap()
    };
    let valid = trace(TINY, "candidates").join("\n") + "\n";
    let out = run_on(&valid, &["render", "trace.jsonl", "--format", "html"]);
    assert!(data(&out.stdout)["broken"].is_null());
    let mut told = 0;
    for (name, text) in corrupt_traces() {
        let out = run_on(&text, &["render", "trace.jsonl", "--format", "html"]);
        if out.status.code() == Some(2) {
            continue;
        }
        let (_, shown) = verify(&text);
        let broken = &data(&out.stdout)["broken"];
        let found = broken["found"]
            .as_str()
            .unwrap_or_else(|| panic!("{name}: {broken}"));
        let expected = broken["expected"].as_str().unwrap();
        assert!(
            shown.contains(found) && shown.contains(expected),
            "{name}: {broken}\n{shown}"
        );
        match broken["step"].as_u64() {
            Some(step) => assert!(
                shown.contains(&format!("step {step}: {found}")),
                "{name}: {shown}"
            ),
            None => assert!(broken["step"].is_null()),
        }
        // In the page's language.
        let chinese = run_on(
            &text,
            &[
                "render",
                "trace.jsonl",
                "--format",
                "html",
                "--lang",
                "zh-Hans",
            ],
        );
        let said = data(&chinese.stdout)["broken"]["expected"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{name}: {said}"
        );
        told += 1;
    }
    assert!(told >= 15, "{told}");
}
