//! `grade` (issue 11, item 6) and comparing a trace at the level it was
//! written (`diff --level`): a class folder with a correct trace, a trace of
//! placements, undos and solutions only, one that parts from the reference
//! at step 40, one that breaks a rule and one that cannot be read, graded
//! into a table and into Gradescope's `results.json`.

use crate::common;

use std::path::Path;

use assert_cmd::Command;
use serde_json::{Value, json};

fn cmd(dir: &Path) -> Command {
    let mut c = common::cmd();
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
        note.starts_with("solution: 0 solved grids, the reference finds 1"),
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
    // Each submission as Gradescope hands in one student's: its tests named
    // by the check alone.
    let results = |file: &str| {
        let out = cmd(dir.path())
            .args([
                "grade",
                file,
                "--format",
                "gradescope",
                "-o",
                "results.json",
            ])
            .output()
            .unwrap();
        let results: Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("results.json")).unwrap())
                .unwrap();
        check_gradescope_format(&results);
        (out.status.code(), results)
    };
    let test = |results: &Value, name: &str| {
        results["tests"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == name)
            .unwrap_or_else(|| panic!("no test {name}: {results:#}"))
            .clone()
    };
    let (code, cai) = results("class/cai.jsonl");
    assert_eq!(code, Some(1));
    let parts = test(&cai, "searches as the reference");
    assert_eq!(parts["score"], 0.0);
    let output = parts["output"].as_str().unwrap();
    assert!(output.starts_with("parts at step 40 of "), "{output}");
    assert!(
        output.contains("the submission ends there; the reference goes on: "),
        "{output}"
    );
    assert_eq!(cai["score"], 40.0);
    let (_, dee) = results("class/dee.jsonl");
    let broken = test(&dee, "follows the rules");
    assert_eq!(broken["score"], 0.0);
    assert!(
        broken["output"]
            .as_str()
            .unwrap()
            .contains("illegal placement"),
        "{broken}"
    );
    let (_, eli) = results("class/eli.json");
    assert!(
        test(&eli, "follows the rules")["output"]
            .as_str()
            .unwrap()
            .starts_with("unreadable: ")
    );

    // One submission: each test named by its check alone, and exit 0.
    let one = cmd(dir.path())
        .args(["grade", "class/ana.jsonl", "--format", "gradescope"])
        .output()
        .unwrap();
    assert_eq!(one.status.code(), Some(0));
    let results: Value = serde_json::from_slice(&one.stdout).unwrap();
    check_gradescope_format(&results);
    assert_eq!(test(&results, "finds the solution")["score"], 20.0);
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
    assert_eq!(results["output"], "1 of 1 submissions earned full marks");
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
        text.contains(
            "part at step 1: different events: placements (`placed`) and candidate sets (`candidates_computed`)"
        ),
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
        text.starts_with(
            "identical at the level of placements (`placed`), undos (`undone`), solutions (`solved`): "
        ),
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

// Issue 22: what a class folder may hold that `grade` must neither follow,
// wait for, write over nor count twice.

/// The text table's row for `name`: its scores and note.
fn row(table: &str, name: &str) -> (String, String) {
    let (_, scores, note) = rows(table)
        .into_iter()
        .find(|r| r.0 == name)
        .unwrap_or_else(|| panic!("no row {name} in\n{table}"));
    (scores.join(" "), note)
}

#[cfg(unix)]
#[test]
fn an_output_a_walk_would_find_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let ben = dir.path().join("class/late/ben.jsonl");
    let before = std::fs::read(&ben).unwrap();
    // A submission found by walking the folder, under its own name and
    // through a link to it.
    std::os::unix::fs::symlink(&ben, dir.path().join("out.jsonl")).unwrap();
    for output in ["class/late/ben.jsonl", "out.jsonl"] {
        let out = cmd(dir.path())
            .args(["grade", "class", "-o", output])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{output}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("refusing to write"), "{err}");
        assert_eq!(std::fs::read(&ben).unwrap(), before, "{output}");
    }
    // A results file the next run would grade, not there yet.
    for output in ["class/results.json", "class/late/../results.jsonl"] {
        let out = cmd(dir.path())
            .args(["grade", "class", "--format", "gradescope", "-o", output])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{output}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains("it is inside class, a folder being graded"),
            "{err}"
        );
        assert!(!dir.path().join(output).exists(), "{output}");
    }
    // Beside the traces but not one a walk finds: written.
    for output in ["class/report.txt", "class/.results.json"] {
        let out = cmd(dir.path())
            .args(["grade", "class", "-o", output])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{output}");
        assert!(dir.path().join(output).is_file(), "{output}");
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_in_the_folder_scores_zero_without_being_opened() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let fifo = dir.path().join("class/zed.jsonl");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(status.success());
    // No writer ever comes: a plain open would wait for ever.
    let out = cmd(dir.path())
        .args(["grade", "class"])
        .timeout(std::time::Duration::from_secs(120))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let table = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        row(&table, "class/zed.jsonl"),
        (
            "0 0 0 0/100".into(),
            "not a regular file (a FIFO, a device or a socket): not read".into()
        )
    );
    assert_eq!(row(&table, "class/ana.jsonl").1, "full marks");
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_in_the_folder_is_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    // A "submission" that is the right trace elsewhere on disk, and links
    // to what must never be read.
    let right = dir.path().join("right.jsonl");
    std::fs::copy(dir.path().join("class/ana.jsonl"), &right).unwrap();
    let links = [
        ("class/fay.jsonl", right.as_path()),
        ("class/gus.jsonl", Path::new("/etc/passwd")),
        ("class/hal.jsonl", Path::new("/dev/zero")),
        ("class/ivy.json", Path::new("/proc/self/fd/0")),
    ];
    for (link, target) in links {
        std::os::unix::fs::symlink(target, dir.path().join(link)).unwrap();
    }
    let out = cmd(dir.path())
        .args(["grade", "class"])
        .timeout(std::time::Duration::from_secs(120))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let table = String::from_utf8(out.stdout).unwrap();
    for (link, _) in links {
        assert_eq!(
            row(&table, link),
            ("0 0 0 0/100".into(), "a symbolic link, not followed".into())
        );
    }
    assert!(!table.contains("root:"), "{table}");
    // In the class's language too.
    let chinese = cmd(dir.path())
        .args(["grade", "class", "--lang", "zh-Hans"])
        .output()
        .unwrap();
    let table = String::from_utf8(chinese.stdout).unwrap();
    assert_eq!(
        table.matches("符号链接，不跟随").count(),
        links.len(),
        "{table}"
    );
    // A link the teacher names is the teacher's: followed.
    let named = cmd(dir.path())
        .args(["grade", "class/fay.jsonl"])
        .output()
        .unwrap();
    assert_eq!(named.status.code(), Some(0));
}

#[test]
fn gradescope_counts_one_submission_of_a_students_folder() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let student = dir.path().join("student");
    std::fs::create_dir(&student).unwrap();
    let right = std::fs::read(dir.path().join("class/ana.jsonl")).unwrap();
    // Not a trace first in name order, then three copies of a right one.
    std::fs::write(student.join("a_notes.json"), "{\"todo\": 1}\n").unwrap();
    for name in ["b.jsonl", "c.jsonl", "d.jsonl"] {
        std::fs::write(student.join(name), &right).unwrap();
    }
    let out = cmd(dir.path())
        .args(["grade", "student", "--format", "gradescope"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let results: Value = serde_json::from_slice(&out.stdout).unwrap();
    check_gradescope_format(&results);
    assert_eq!(results["score"], 100.0, "{results:#}");
    assert_eq!(results["tests"].as_array().unwrap().len(), 3);
    let output = results["output"].as_str().unwrap();
    assert!(
        output.contains(
            "one submission counts: student/b.jsonl (the first trace in name order); \
             ignored: student/a_notes.json, student/c.jsonl, student/d.jsonl"
        ),
        "{output}"
    );
    // With nothing that reads as a trace, the first file counts, for its reason.
    for name in ["b.jsonl", "c.jsonl", "d.jsonl"] {
        std::fs::remove_file(student.join(name)).unwrap();
    }
    std::fs::write(student.join("z.jsonl"), "not a trace\n").unwrap();
    let out = cmd(dir.path())
        .args(["grade", "student", "--format", "gradescope"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let results: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(results["score"], 0.0);
    assert!(
        results["output"]
            .as_str()
            .unwrap()
            .contains("one submission counts: student/a_notes.json"),
        "{results:#}"
    );
}

#[test]
fn a_folder_too_deep_is_named_not_skipped_silently() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let mut deep = dir.path().join("class");
    let mut shown = String::from("class");
    for k in 0..17 {
        deep.push(format!("d{k}"));
        shown.push_str(&format!("/d{k}"));
    }
    std::fs::create_dir_all(&deep).unwrap();
    std::fs::copy(dir.path().join("class/ana.jsonl"), deep.join("x.jsonl")).unwrap();
    let out = cmd(dir.path()).args(["grade", "class"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let table = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        row(&table, &shown),
        (
            "0 0 0 0/100".into(),
            "a folder more than 16 folders deep: not read".into()
        )
    );
    // Sixteen deep is read.
    let sixteen = shown.rsplit_once('/').unwrap().0;
    std::fs::copy(
        dir.path().join("class/ana.jsonl"),
        dir.path().join(sixteen).join("y.jsonl"),
    )
    .unwrap();
    let out = cmd(dir.path()).args(["grade", "class"]).output().unwrap();
    let table = String::from_utf8(out.stdout).unwrap();
    assert_eq!(row(&table, &format!("{sixteen}/y.jsonl")).1, "full marks");
}

/// Whether this process runs as root, whom file modes do not stop.
#[cfg(unix)]
fn is_root() -> bool {
    // SAFETY: geteuid only reads the process's user id.
    unsafe { libc::geteuid() == 0 }
}

#[cfg(target_os = "linux")]
#[test]
fn an_unreadable_folder_scores_zero_and_the_class_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    // A folder no one can list, root included: its path is longer than
    // the 4,096 bytes Linux takes (sixteen names of 255 bytes below
    // `class`), made one folder at a time from the one before.
    let name = "n".repeat(255);
    let c_name = std::ffi::CString::new(name.as_str()).unwrap();
    let class = std::fs::File::open(dir.path().join("class")).unwrap();
    let mut at = std::os::fd::OwnedFd::from(class);
    for _ in 0..16 {
        use std::os::fd::{AsRawFd, FromRawFd};
        // SAFETY: mkdirat and openat read a NUL-terminated name relative
        // to a folder we hold open; the new descriptor is owned at once.
        unsafe {
            assert_eq!(libc::mkdirat(at.as_raw_fd(), c_name.as_ptr(), 0o755), 0);
            let fd = libc::openat(
                at.as_raw_fd(),
                c_name.as_ptr(),
                libc::O_RDONLY | libc::O_DIRECTORY,
            );
            assert!(fd >= 0);
            at = std::os::fd::OwnedFd::from_raw_fd(fd);
        }
    }
    let out = cmd(dir.path()).args(["grade", "class"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "the class is graded");
    let table = String::from_utf8(out.stdout).unwrap();
    assert_eq!(row(&table, "class/ana.jsonl").1, "full marks", "{table}");
    let long = table
        .lines()
        .find(|l| l.starts_with(&format!("class/{name}")))
        .unwrap_or_else(|| panic!("no row for the folder in\n{table}"));
    assert!(long.contains(" 0/100  unreadable folder: "), "{long}");

    // A folder its mode closes, for a user whom modes stop.
    if !is_root() {
        use std::os::unix::fs::PermissionsExt;
        let closed = dir.path().join("class/closed");
        std::fs::create_dir(&closed).unwrap();
        std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o000)).unwrap();
        let out = cmd(dir.path()).args(["grade", "class"]).output().unwrap();
        std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert_eq!(out.status.code(), Some(1));
        let table = String::from_utf8(out.stdout).unwrap();
        let (scores, note) = row(&table, "class/closed");
        assert_eq!(scores, "0 0 0 0/100");
        assert!(note.starts_with("unreadable folder: "), "{note}");
    }
}

#[test]
fn the_reference_search_is_bounded_and_never_cut_silently() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let temp = dir.path().join("tmp");
    std::fs::create_dir(&temp).unwrap();
    let long = common::root().join("examples/puzzles/wikipedia_brute_force.txt");
    let long = long.to_str().unwrap();
    let grade = |args: &[&str]| {
        cmd(dir.path())
            .env("TMPDIR", &temp)
            .args(["grade", "class/ana.jsonl"])
            .args(args)
            .timeout(std::time::Duration::from_secs(300))
            .output()
            .unwrap()
    };
    // Without --max-steps: the default bound, and a refusal that says so.
    let out = grade(&["--puzzle-file", long, "-s", "naive"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(
            "error: the reference search stopped at 1000000 steps (the limit without \
             --max-steps) before it ended"
        ),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    // A time limit the reference needs more than.
    let out = grade(&[
        "--puzzle-file",
        long,
        "-s",
        "naive",
        "--max-steps",
        "100000000000",
        "--time-limit",
        "0.2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("error: the reference search stopped at --time-limit 0.2 before it ended"),
        "{err}"
    );
    // Neither left its reference behind.
    assert_eq!(std::fs::read_dir(&temp).unwrap().count(), 0);

    // A --max-steps given is the assignment's: the students' traces stop
    // there too, and each is compared with that much of the reference.
    let out = cmd(dir.path())
        .args(["grade", "class/cai.jsonl", "--max-steps", "39"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("warning: the reference search stops at --max-steps 39"),
        "{err}"
    );
}

#[test]
fn points_too_large_to_add_up_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    for points in ["1e308", "inf", "NaN", "1000001"] {
        let out = cmd(dir.path())
            .args(["grade", "class/ana.jsonl", "--points-search", points])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{points}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("at most 1000000"), "{err}");
    }
    let out = cmd(dir.path())
        .args(["grade", "class/ana.jsonl", "--points-search", "1000000"])
        .args(["--format", "gradescope"])
        .output()
        .unwrap();
    let results: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(results["score"], 1_000_060.0);
}
