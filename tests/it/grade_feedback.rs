//! What `grade` and `diff` tell a student (issue 28, items 1 and 2): a
//! trace without its optional footer earns what its events earn, and the
//! report says what a footer would add; the table shows every finding, the
//! rules' fault and where the search parts, not only the first; `diff`
//! suggests `--ignore-strategy` when the strategy's name is all that differs.

use crate::common;

use std::path::Path;

use serde_json::Value;

/// The classic puzzle's trace by `candidates`, as JSON Lines records.
fn reference() -> Vec<Value> {
    let out = common::stdout_of(common::tool().args(["solve", "--format", "jsonl"]));
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// What a student who writes only placements, undos and solutions writes,
/// under a strategy name of their own, and no footer (the format allows it).
fn footerless(reference: &[Value]) -> Vec<Value> {
    let mut header = reference[0].clone();
    header["strategy"] = "student".into();
    let events = reference[1..]
        .iter()
        .filter(|r| matches!(r["event"].as_str(), Some("placed" | "undone" | "solved")));
    std::iter::once(header).chain(events.cloned()).collect()
}

fn write(path: &Path, records: &[Value]) {
    let text: String = records.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(path, text).unwrap();
}

fn run(args: &[&str]) -> (i32, String) {
    let out = common::tool().args(args).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    (out.status.code().unwrap(), text)
}

#[test]
fn a_trace_without_its_optional_footer_earns_what_its_events_earn() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let reference = reference();
    let student = footerless(&reference);
    assert!(student.last().unwrap().get("end").is_none(), "no footer");
    write(&class.join("amy.jsonl"), &student);
    let (code, json) = run(&["grade", "--format", "json", class.to_str().unwrap()]);
    assert_eq!(code, 0, "{json}");
    let grades: Value = serde_json::from_str(&json).unwrap();
    let amy = &grades["submissions"][0];
    assert_eq!(amy["score"], amy["max_score"], "full marks: {amy:#}");
    // The solution's note says what a footer would have added: the end.
    let solution = &amy["marks"][1]["output"];
    let end = reference.last().unwrap()["end"].as_str().unwrap();
    assert!(
        solution.as_str().unwrap().contains(end) && solution.as_str().unwrap().contains("footer"),
        "{solution}"
    );

    // `diff` at the level both write: the same events, and the end not
    // compared, said so (it said "different footers").
    let (a, b) = (class.join("amy.jsonl"), dir.path().join("ref.jsonl"));
    write(&b, &reference);
    let (code, said) = run(&[
        "diff",
        "--ignore-strategy",
        "--level",
        "common",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{said}");
    assert!(said.starts_with("identical at the level of"), "{said}");
    assert!(said.contains("writes no footer (it is optional)"), "{said}");

    // A footer that says another end still costs the solution's points.
    let mut wrong = student.clone();
    let mut footer = reference.last().unwrap().clone();
    footer["end"] = "exhausted".into();
    wrong.push(footer);
    write(&class.join("amy.jsonl"), &wrong);
    let (_, json) = run(&["grade", "--format", "json", class.to_str().unwrap()]);
    let grades: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(grades["submissions"][0]["marks"][1]["score"], 0.0);
}

#[test]
fn the_table_shows_every_finding_not_only_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let mut student = footerless(&reference());
    // The 12th placement writes the digit its cell's row already holds:
    // the rules fail there, and the search parts there too.
    let twelfth = (0..student.len())
        .filter(|&i| student[i]["event"] == "placed")
        .nth(11)
        .unwrap();
    let row = student[twelfth]["cell"][0].as_u64().unwrap() as usize;
    let givens = student[0]["puzzle"]["givens"].as_str().unwrap().to_string();
    let held = givens.as_bytes()[row * 9..row * 9 + 9]
        .iter()
        .find(|b| b.is_ascii_digit())
        .map(|b| u64::from(b - b'0'))
        .unwrap();
    student[twelfth]["digit"] = held.into();
    write(&class.join("bo.jsonl"), &student);
    for format in ["text", "markdown"] {
        let (code, table) = run(&["grade", "--format", format, class.to_str().unwrap()]);
        assert_eq!(code, 1, "some submission lost points");
        assert!(table.contains("rules: invalid"), "{format}: {table}");
        assert!(table.contains("search: parts at step"), "{format}: {table}");
    }
    // In text, the second finding on a line of its own, under the first.
    let (_, table) = run(&["grade", class.to_str().unwrap()]);
    let rules = table
        .lines()
        .find(|l| l.contains("rules: invalid"))
        .unwrap();
    let search = table.lines().find(|l| l.contains("search: parts")).unwrap();
    assert_eq!(rules.find("rules:"), search.find("search:"), "{table}");
}

#[test]
fn diff_suggests_ignore_strategy_when_only_the_name_differs() {
    let dir = tempfile::tempdir().unwrap();
    let reference = reference();
    let mut renamed = reference.clone();
    renamed[0]["strategy"] = "student".into();
    let (a, b) = (dir.path().join("a.jsonl"), dir.path().join("b.jsonl"));
    write(&a, &renamed);
    write(&b, &reference);
    let (code, said) = run(&["diff", a.to_str().unwrap(), b.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        said.contains("strategy `student` and `candidates`"),
        "{said}"
    );
    assert!(said.contains("add --ignore-strategy"), "{said}");
    let (code, said) = run(&[
        "diff",
        "--ignore-strategy",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{said}");
    // Only where it helps: not under a difference in the events.
    let mut cut = reference.clone();
    cut.truncate(40);
    write(&a, &cut);
    let (_, said) = run(&["diff", a.to_str().unwrap(), b.to_str().unwrap()]);
    assert!(!said.contains("--ignore-strategy"), "{said}");
}
