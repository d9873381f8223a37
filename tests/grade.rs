//! `grade` (issue 11, item 6) and comparing a trace at the level it was
//! written (`diff --level`): a class folder with a correct trace, a trace of
//! placements, undos and solutions only, one that parts from the reference
//! at step 40, one that breaks a rule and one that cannot be read, graded
//! into a table and into Gradescope's `results.json`.

mod common;

use std::path::Path;

use assert_cmd::Command;
use serde_json::{Value, json};

fn cmd(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("sudoku-trace").expect("binary is built");
    c.current_dir(dir);
    c
}

/// The JSON Lines trace `sudoku-trace solve ARGS --format jsonl` prints
/// for the classic puzzle, as records.
fn solve(dir: &Path, args: &[&str]) -> Vec<Value> {
    let out = cmd(dir)
        .arg("solve")
        .args(args)
        .args(["--format", "jsonl"])
        .output()
        .unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn write(path: &Path, records: &[Value]) {
    let text: String = records.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(path, text).unwrap();
}

/// What a student who traces less writes: placements without `choice` and
/// `of`, undos and solutions, counted by themselves; their own strategy name.
fn plain_student(reference: &[Value]) -> Vec<Value> {
    let mut events = 0;
    let (mut placements, mut backtracks, mut solutions, mut max_depth) = (0, 0, 0, 0);
    let mut out = Vec::new();
    for record in reference {
        let mut record = record.clone();
        match record["event"].as_str() {
            Some("placed") => {
                let object = record.as_object_mut().unwrap();
                object.remove("choice");
                object.remove("of");
                placements += 1;
                max_depth = max_depth.max(record["depth"].as_u64().unwrap());
            }
            Some("undone") => backtracks += 1,
            Some("solved") => solutions += 1,
            Some(_) => continue,
            None if record.get("end").is_some() => {
                record["stats"] = json!({
                    "placements": placements, "deductions": 0, "rejections": 0,
                    "dead_ends": 0, "backtracks": backtracks, "solutions": solutions,
                    "max_depth": max_depth, "events": events,
                });
            }
            None => record["strategy"] = "student".into(),
        }
        if record.get("event").is_some() {
            events += 1;
        }
        out.push(record);
    }
    out
}

/// A class folder: each kind of submission the issue names, and a plain one.
fn class(dir: &Path) -> Vec<Value> {
    let reference = solve(dir, &["-s", "candidates"]);
    std::fs::create_dir_all(dir.join("class/late")).unwrap();
    write(&dir.join("class/ana.jsonl"), &reference);
    write(
        &dir.join("class/late/ben.jsonl"),
        &plain_student(&reference),
    );
    // A valid search that stops after 39 steps: it parts at step 40.
    write(
        &dir.join("class/cai.jsonl"),
        &solve(dir, &["-s", "candidates", "--max-steps", "39"]),
    );
    // The 12th placement writes a digit a peer holds.
    let mut broken = reference.clone();
    let twelfth = (0..broken.len())
        .filter(|&i| broken[i]["event"] == "placed")
        .nth(11)
        .unwrap();
    let peer_digit = {
        let row = broken[twelfth]["cell"][0].as_u64().unwrap() as usize;
        let givens = broken[0]["puzzle"]["givens"].as_str().unwrap().as_bytes();
        (0..9)
            .map(|c| givens[row * 9 + c])
            .find(|b| b.is_ascii_digit())
            .map(|b| u64::from(b - b'0'))
            .unwrap()
    };
    broken[twelfth]["digit"] = peer_digit.into();
    write(&dir.join("class/dee.jsonl"), &broken);
    std::fs::write(dir.join("class/eli.json"), "my solver crashed\n").unwrap();
    std::fs::write(dir.join("class/notes.txt"), "not a trace: skipped\n").unwrap();
    std::fs::write(dir.join("class/.hidden.jsonl"), "skipped\n").unwrap();
    reference
}

/// The rows of the text table, by submission: the scores and the note.
fn rows(table: &str) -> Vec<(String, Vec<String>, String)> {
    table
        .lines()
        .skip(1)
        .filter(|l| l.starts_with("class"))
        .map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next().unwrap().to_string();
            let scores: Vec<String> = words.by_ref().take(4).map(String::from).collect();
            (name, scores, words.collect::<Vec<_>>().join(" "))
        })
        .collect()
}

#[test]
fn a_class_folder_is_graded_into_a_table() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let out = cmd(dir.path()).args(["grade", "class"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "not every submission is right");
    let table = String::from_utf8(out.stdout).unwrap();
    let rows = rows(&table);
    let names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(
        names,
        [
            "class/ana.jsonl",
            "class/cai.jsonl",
            "class/dee.jsonl",
            "class/eli.json",
            "class/late/ben.jsonl"
        ],
        "{table}"
    );
    let scores = |name: &str| {
        let row = rows.iter().find(|r| r.0 == name).unwrap();
        (row.1.join(" "), row.2.clone())
    };
    assert_eq!(
        scores("class/ana.jsonl"),
        ("40 20 40 100/100".into(), "full marks".into())
    );
    assert_eq!(
        scores("class/late/ben.jsonl"),
        ("40 20 40 100/100".into(), "full marks".into()),
        "a trace of placements, undos and solutions is compared at its level"
    );
    let (cai, note) = scores("class/cai.jsonl");
    assert_eq!(cai, "40 0 0 40/100");
    assert!(
        note.starts_with("solution: 0 solved grid(s), the reference finds 1"),
        "{note}"
    );
    let (dee, note) = scores("class/dee.jsonl");
    assert_eq!(dee, "0 20 0 20/100", "{table}");
    assert!(note.starts_with("rules: invalid: step "), "{note}");
    let (eli, note) = scores("class/eli.json");
    assert_eq!(eli, "0 0 0 0/100");
    assert!(note.starts_with("unreadable: "), "{note}");
    assert!(
        table.ends_with("2 of 5 submissions earned full marks\n"),
        "{table}"
    );
}

/// Gradescope's format (ECOSYSTEM.md): an object with a `tests` array of
/// `name`, `score`, `max_score`, optional `output` and `visibility`.
fn check_gradescope_format(results: &Value) {
    let object = results.as_object().expect("an object");
    let allowed = [
        "score",
        "output",
        "visibility",
        "stdout_visibility",
        "tests",
    ];
    for key in object.keys() {
        assert!(allowed.contains(&key.as_str()), "unknown key {key}");
    }
    let visibilities = ["visible", "hidden", "after_due_date", "after_published"];
    let tests = results["tests"].as_array().expect("a tests array");
    let mut sum = 0.0;
    for test in tests {
        assert!(test["name"].is_string(), "{test}");
        let (score, max) = (
            test["score"].as_f64().unwrap(),
            test["max_score"].as_f64().unwrap(),
        );
        assert!((0.0..=max).contains(&score), "{test}");
        assert!(test["output"].is_string(), "{test}");
        assert!(visibilities.contains(&test["visibility"].as_str().unwrap()));
        sum += score;
    }
    assert_eq!(results["score"].as_f64().unwrap(), sum);
}

#[test]
fn results_json_is_what_gradescope_reads() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let out = cmd(dir.path())
        .args([
            "grade",
            "class",
            "--format",
            "gradescope",
            "-o",
            "results.json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let results: Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("results.json")).unwrap()).unwrap();
    check_gradescope_format(&results);
    let tests = results["tests"].as_array().unwrap();
    assert_eq!(
        tests.len(),
        5 * 3,
        "three checks for each of five submissions"
    );
    let test = |name: &str| {
        tests
            .iter()
            .find(|t| t["name"] == name)
            .unwrap_or_else(|| panic!("no test {name}: {results:#}"))
    };
    let parts = test("class/cai.jsonl: searches as the reference");
    assert_eq!(parts["score"], 0.0);
    let output = parts["output"].as_str().unwrap();
    assert!(output.starts_with("parts at step 40 of "), "{output}");
    assert!(
        output.contains("the submission ends there; the reference goes on: "),
        "{output}"
    );
    let broken = test("class/dee.jsonl: follows the rules");
    assert_eq!(broken["score"], 0.0);
    assert!(
        broken["output"]
            .as_str()
            .unwrap()
            .contains("illegal placement"),
        "{broken}"
    );
    let unreadable = test("class/eli.json: follows the rules");
    assert!(
        unreadable["output"]
            .as_str()
            .unwrap()
            .starts_with("unreadable: ")
    );
    assert_eq!(test("class/ana.jsonl: finds the solution")["score"], 20.0);
    assert_eq!(
        results["score"],
        40.0 + 20.0 + 40.0 + 40.0 + 20.0 + 40.0 + 40.0 + 20.0
    );

    // One submission: each test named by its check alone, and exit 0.
    let one = cmd(dir.path())
        .args(["grade", "class/ana.jsonl", "--format", "gradescope"])
        .output()
        .unwrap();
    assert_eq!(one.status.code(), Some(0));
    let results: Value = serde_json::from_slice(&one.stdout).unwrap();
    check_gradescope_format(&results);
    let names: Vec<&str> = results["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "follows the rules",
            "finds the solution",
            "searches as the reference"
        ]
    );
}

#[test]
fn points_and_partial_credit_are_set_by_options() {
    let dir = tempfile::tempdir().unwrap();
    let reference = class(dir.path());
    let out = cmd(dir.path())
        .args([
            "grade",
            "class/cai.jsonl",
            "--format",
            "json",
            "--partial-credit",
        ])
        .args([
            "--points-rules",
            "10",
            "--points-solution",
            "0",
            "--points-search",
            "90",
        ])
        .output()
        .unwrap();
    let grades: Value = serde_json::from_slice(&out.stdout).unwrap();
    let marks = &grades["submissions"][0]["marks"];
    // The reference's events of the kinds cai's trace writes too, counted
    // here from the reference itself: cai matched 39 of them.
    let written = ["candidates_computed", "placed", "dead_end", "undone"];
    let compared = reference
        .iter()
        .filter(|r| written.contains(&r["event"].as_str().unwrap_or("")))
        .count() as f64;
    let share = (90.0 * 39.0 / compared * 100.0).floor() / 100.0;
    assert!(share > 0.0);
    assert_eq!(marks[0]["score"], 10.0);
    assert_eq!(marks[1]["max_score"], 0.0);
    assert_eq!(marks[2]["score"].as_f64().unwrap(), share, "{marks:#}");
    assert_eq!(marks[2]["max_score"], 90.0);

    let bad = cmd(dir.path())
        .args(["grade", "class", "--points-rules", "-3"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(
        err.contains("expected a number of points, 0 or more"),
        "{err}"
    );
}

#[test]
fn full_level_parts_at_once_where_the_written_level_agrees() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let full = cmd(dir.path())
        .args(["grade", "class/late/ben.jsonl", "--level", "full"])
        .output()
        .unwrap();
    assert_eq!(full.status.code(), Some(1));
    let text = String::from_utf8(full.stdout).unwrap();
    assert!(text.contains("search: parts at step 1 of "), "{text}");

    // diff: the same two traces, at each level.
    let plain = cmd(dir.path())
        .args(["diff", "class/late/ben.jsonl", "class/ana.jsonl"])
        .output()
        .unwrap();
    assert_eq!(plain.status.code(), Some(1));
    let text = String::from_utf8(plain.stdout).unwrap();
    assert!(
        text.contains("part at step 1: different events: placed and candidates_computed"),
        "{text}"
    );
    let common = cmd(dir.path())
        .args([
            "diff",
            "class/late/ben.jsonl",
            "class/ana.jsonl",
            "--level",
            "common",
            "--ignore-strategy",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(common.stdout).unwrap();
    assert_eq!(common.status.code(), Some(0), "{text}");
    assert!(
        text.starts_with("identical at the level of placed, undone, solved: "),
        "{text}"
    );

    // A student's placement that differs in a field both write still parts,
    // and each side's own step is named.
    let mut ben: Vec<Value> = std::fs::read_to_string(dir.path().join("class/late/ben.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let fifth = (0..ben.len())
        .filter(|&i| ben[i]["event"] == "placed")
        .nth(4)
        .unwrap();
    ben[fifth]["depth"] = 50.into();
    write(&dir.path().join("ben2.jsonl"), &ben);
    let parted = cmd(dir.path())
        .args([
            "diff",
            "ben2.jsonl",
            "class/ana.jsonl",
            "--level",
            "placed,undone,solved",
            "-f",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(parted.status.code(), Some(1));
    let d: Value = serde_json::from_slice(&parted.stdout).unwrap();
    assert_eq!(d["step"], 5, "{d:#}");
    assert_eq!(d["field"], "depth");
    assert_eq!(d["a"]["step"], fifth as u64);
    assert_eq!(d["level"], json!(["placed", "undone", "solved"]));
    let ana_step = d["b"]["step"].as_u64().unwrap();
    assert!(
        ana_step > 5,
        "the reference's own step counts its candidate sets too"
    );

    // `common` reads each trace twice: standard input is refused, clearly.
    let stdin = cmd(dir.path())
        .args(["diff", "-", "class/ana.jsonl", "--level", "common"])
        .write_stdin(std::fs::read(dir.path().join("class/ana.jsonl")).unwrap())
        .output()
        .unwrap();
    assert_eq!(stdin.status.code(), Some(2));
    let err = String::from_utf8(stdin.stderr).unwrap();
    assert!(
        err.contains("--level common reads each trace twice"),
        "{err}"
    );
}

#[test]
fn grade_refuses_what_it_cannot_do_and_keeps_what_is_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let before = std::fs::read(dir.path().join("class/ana.jsonl")).unwrap();
    let out = cmd(dir.path())
        .args(["grade", "class/ana.jsonl", "-o", "class/ana.jsonl"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        std::fs::read(dir.path().join("class/ana.jsonl")).unwrap(),
        before
    );

    std::fs::create_dir(dir.path().join("empty")).unwrap();
    let none = cmd(dir.path()).args(["grade", "empty"]).output().unwrap();
    assert_eq!(none.status.code(), Some(2));
    let err = String::from_utf8(none.stderr).unwrap();
    assert!(
        err.contains("empty: no *.jsonl or *.json file in this folder"),
        "{err}"
    );
    assert!(err.contains("error: no submission to grade"), "{err}");

    let unknown = cmd(dir.path())
        .args(["grade", "class", "--puzzle", "norvig-hard"])
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        String::from_utf8(unknown.stderr)
            .unwrap()
            .contains("did you mean")
    );

    // Another puzzle's trace scores zero, with the reason.
    let other = cmd(dir.path())
        .args(["grade", "class/ana.jsonl", "--puzzle", "norvig-grid1"])
        .output()
        .unwrap();
    assert_eq!(other.status.code(), Some(1));
    let text = String::from_utf8(other.stdout).unwrap();
    assert!(
        text.contains("0/100  traces another puzzle: 53..7"),
        "{text}"
    );
}

#[test]
fn a_missing_file_scores_zero_and_the_class_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let out = cmd(dir.path())
        .args([
            "grade",
            "class/gone.jsonl",
            "class/ana.jsonl",
            "-f",
            "markdown",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "| submission | rules | solution | search | total | note |"
    );
    assert!(
        lines[2].starts_with("| `class/gone.jsonl` | 0 | 0 | 0 | 0/100 | unreadable: "),
        "{text}"
    );
    assert_eq!(
        lines[3],
        "| `class/ana.jsonl` | 40 | 20 | 40 | 100/100 | full marks |"
    );
}

/// The README's sample: the class folder of these tests, graded.
#[test]
fn the_readme_sample_is_real() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let out = cmd(dir.path()).args(["grade", "class"]).output().unwrap();
    let real = String::from_utf8(out.stdout).unwrap();
    if std::env::var_os("PRINT_GRADE_SAMPLE").is_some() {
        eprintln!("{real}");
    }
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let marker = "$ sudoku-trace grade class\n";
    let start = readme.find(marker).expect("the README shows grade") + marker.len();
    let end = start + readme[start..].find("```").expect("the block closes");
    assert_eq!(&readme[start..end], real);
}
