//! `verify --format json` and `diff --format json` (issue 28, item 8): the
//! verdict as facts a script reads (the Python package's `VerifyReport` and
//! `DiffReport`), the text verdict beside them, so that one run gives both;
//! for every corrupt and hostile trace as for a good one.

use crate::common;
use crate::common::corrupt;

use std::path::Path;

use serde_json::Value;

/// `verify PATH` in both formats: (exit code, the text, the JSON's exit
/// code and stdout, the JSON's stderr).
fn both(dir: &Path, path: &str, extra: &[&str]) -> (i32, String, i32, String, String) {
    let run = |format: &str| {
        common::tool()
            .current_dir(dir)
            .args(["verify", path, "--format", format])
            .args(extra)
            .output()
            .unwrap()
    };
    let (text, json) = (run("text"), run("json"));
    (
        text.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&text.stdout).into_owned(),
        json.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&json.stdout).into_owned(),
        String::from_utf8_lossy(&json.stderr).into_owned(),
    )
}

/// Holds the JSON verdict to the text one: the same exit code, `valid` as
/// the code says, the text word for word, a fault or a report, never both.
fn agrees(what: &str, (code, text, json_code, json, json_err): (i32, String, i32, String, String)) {
    assert_eq!(code, json_code, "{what}: the same exit code");
    if code == 2 {
        // Unreadable: the error on stderr, nothing on stdout.
        assert!(json.is_empty(), "{what}: {json}");
        assert!(json_err.starts_with("error:"), "{what}: {json_err}");
        return;
    }
    let verdict: Value =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
    assert_eq!(verdict["text"], text.as_str(), "{what}");
    assert_eq!(verdict["valid"], code == 0, "{what}");
    assert_eq!(verdict["fault"].is_null(), code == 0, "{what}");
    assert_eq!(verdict["checked"].is_null(), code == 1, "{what}");
}

/// The classic's trace saved as `t.jsonl` in a fresh folder.
fn classic_trace() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    common::stdout_of(
        common::tool()
            .args(["solve", "--format", "jsonl", "-o"])
            .arg(&trace),
    );
    (dir, trace)
}

#[test]
fn a_valid_verdict_counts_what_it_checked() {
    let (dir, _trace) = classic_trace();
    let (code, text, json_code, json, err) = both(dir.path(), "t.jsonl", &[]);
    let verdict: Value = serde_json::from_str(&json).unwrap();
    let checked = &verdict["checked"];
    assert_eq!(checked["steps"], 13820);
    assert_eq!(checked["strategy"], "candidates");
    assert_eq!(checked["kinds"]["placed"], 4208);
    assert_eq!(checked["kinds"]["dead_end"], 1246);
    assert!(
        checked["kinds"].get("pruned").is_none(),
        "kinds it has none of are left out"
    );
    assert_eq!(checked["stats"]["placements"], 4208);
    assert_eq!(checked["footer"], true);
    agrees("classic", (code, text, json_code, json, err));
}

#[test]
fn a_fault_gives_its_step_line_event_board_and_words_in_the_language() {
    let (dir, trace) = classic_trace();
    // The first placement's cell moved one column: a placement where the
    // search did not place. Line 1 is the header, so event k is on line k + 1.
    let text = std::fs::read_to_string(&trace).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let at = lines
        .iter()
        .position(|l| l.contains(r#""event":"placed""#))
        .unwrap();
    let mut event: Value = serde_json::from_str(&lines[at]).unwrap();
    event["cell"][1] = (event["cell"][1].as_u64().unwrap() + 1).into();
    lines[at] = event.to_string();
    std::fs::write(&trace, lines.join("\n") + "\n").unwrap();
    for lang in ["en", "zh-Hans"] {
        let run = both(dir.path(), "t.jsonl", &["--lang", lang]);
        let verdict: Value = serde_json::from_str(&run.3).unwrap();
        let fault = &verdict["fault"];
        assert_eq!(fault["step"], at, "{lang}");
        assert_eq!(fault["line"], at + 1, "{lang}");
        assert_eq!(fault["event"], event, "{lang}");
        let board = fault["board"].as_array().unwrap();
        assert_eq!(board.len(), 9);
        assert_eq!(board[0][0], 5, "the givens are on the board");
        let (found, expected) = (
            fault["found"].as_str().unwrap(),
            fault["expected"].as_str().unwrap(),
        );
        assert!(
            run.1.contains(found) && run.1.contains(expected),
            "{lang}: {found} / {expected}\n{}",
            run.1
        );
        if lang == "zh-Hans" {
            assert!(
                expected
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{expected}"
            );
        }
        agrees(lang, run);
    }
}

#[test]
fn every_corrupt_and_hostile_trace_gets_the_same_verdict_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let mut seen = 0;
    for (name, text) in corrupt::corrupt_traces() {
        std::fs::write(dir.path().join("c.jsonl"), text).unwrap();
        agrees(name, both(dir.path(), "c.jsonl", &[]));
        seen += 1;
    }
    let hostile = common::root().join("tests/hostile/traces");
    for entry in std::fs::read_dir(&hostile).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        agrees(&name, both(&hostile, &name, &[]));
        seen += 1;
    }
    assert!(seen > 60, "{seen} traces");
}

/// `diff --format json` carries the text verdict word for word: identical,
/// identical at a level, and different, in English and Chinese.
#[test]
fn a_diffs_json_carries_its_text() {
    let dir = tempfile::tempdir().unwrap();
    for (name, strategy) in [
        ("a.jsonl", "candidates"),
        ("b.jsonl", "candidates"),
        ("c.jsonl", "naive"),
    ] {
        common::stdout_of(common::tool().current_dir(dir.path()).args([
            "solve",
            "--strategy",
            strategy,
            "--format",
            "jsonl",
            "-o",
            name,
        ]));
    }
    for (a, b, extra, identical) in [
        ("a.jsonl", "b.jsonl", &[][..], true),
        (
            "a.jsonl",
            "c.jsonl",
            &["--level", "common", "--ignore-strategy"][..],
            true,
        ),
        ("a.jsonl", "c.jsonl", &[][..], false),
    ] {
        for lang in ["en", "zh-Hans"] {
            let run = |format: &str| {
                common::tool()
                    .current_dir(dir.path())
                    .args(["diff", a, b, "--lang", lang, "--format", format])
                    .args(extra)
                    .output()
                    .unwrap()
            };
            let (text, json) = (run("text"), run("json"));
            assert_eq!(text.status.code(), json.status.code());
            assert_eq!(json.status.code(), Some(if identical { 0 } else { 1 }));
            let value: Value = serde_json::from_slice(&json.stdout).unwrap();
            assert_eq!(value["identical"], identical);
            assert_eq!(
                value["text"],
                String::from_utf8(text.stdout).unwrap().as_str(),
                "{a} {b} {lang}"
            );
        }
    }
}
