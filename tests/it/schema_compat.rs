//! Compatible schema growth: traces written by an older sudoku-trace stay
//! readable. `tests/fixtures/v1/` holds traces saved from the build of
//! `SCHEMA_VERSION` 1 with that build's renders and reports (never
//! regenerated; see its README): each must still read, verify and render to
//! the same bytes. A newer version than this crate's is refused, and a footer
//! without a counter reads it as 0.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use sudoku_trace::read::TraceReader;
use sudoku_trace::trace::{OLDEST_SCHEMA_VERSION, SCHEMA_VERSION, Stats};

/// The saved traces, each with its `NAME.text.txt`, `NAME.render.jsonl` and
/// `NAME.verify.txt`.
const FIXTURES: [&str; 6] = [
    "four-candidates.jsonl",
    "four-candidates-doc.json",
    "norvig2-singles.jsonl",
    "norvig2-dlx-steps150.jsonl",
    "classic-naive-steps200.json",
    "unsolvable-mrv.jsonl",
];

fn v1() -> PathBuf {
    common::root().join("tests/fixtures/v1")
}

/// The saved output `NAME.suffix` beside the trace `file`.
fn saved(file: &str, suffix: &str) -> String {
    let stem = file.rsplit_once('.').expect("a trace has an extension").0;
    let path = v1().join(format!("{stem}.{suffix}"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs the binary in `dir` (the fixtures were made there, named without a path).
fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(common::binary())
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("output is UTF-8")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("output is UTF-8")
}

/// Checks `file` in `dir` as a version-1 trace: `verify` accepts it (its
/// report's first line as saved) and `render` gives the saved bytes.
fn renders_as_saved(dir: &Path, file: &str, saved_of: &str) {
    let out = run(dir, &["verify", file]);
    assert!(
        out.status.success(),
        "{file}: verify failed:\n{}{}",
        stdout(&out),
        stderr(&out)
    );
    let report = saved(saved_of, "verify.txt");
    assert_eq!(
        stdout(&out).lines().next(),
        report.lines().next(),
        "{file}: the report's first line"
    );
    for (format, suffix) in [("text", "text.txt"), ("jsonl", "render.jsonl")] {
        let out = run(dir, &["render", file, "--format", format]);
        assert!(
            out.status.success(),
            "{file}: render --format {format}: {}",
            stderr(&out)
        );
        // Compared as strings so that a failure shows the difference.
        assert_eq!(
            stdout(&out),
            saved(saved_of, suffix),
            "{file}: render --format {format} differs from the saved output"
        );
    }
}

#[test]
fn every_version_1_fixture_reads_verifies_and_renders_as_saved() {
    let dir = v1();
    for file in FIXTURES {
        renders_as_saved(&dir, file, file);
    }
}

#[test]
fn every_version_1_fixture_reads_with_the_library() {
    for file in FIXTURES {
        let path = v1().join(file);
        let mut reader = TraceReader::open(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(reader.header().schema_version, 1, "{file}");
        let events = reader
            .by_ref()
            .collect::<Result<Vec<_>, _>>()
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let footer = reader
            .footer()
            .unwrap_or_else(|| panic!("{file}: a footer"));
        assert_eq!(footer.stats, Stats::from_events(&events), "{file}");
        if file.ends_with(".json") {
            assert!(
                reader.solutions().is_some(),
                "{file}: a document's solutions"
            );
        }
    }
}

// The fixtures' version stays in the range read: raising
// `OLDEST_SCHEMA_VERSION` past 1 would drop traces people have saved.
const _: () = assert!(OLDEST_SCHEMA_VERSION <= 1 && 1 <= SCHEMA_VERSION);

/// A copy of the fixture `file` in `dir`, its text changed by `edit`.
fn edited(dir: &Path, file: &str, edit: impl Fn(&str) -> String) -> String {
    let text = std::fs::read_to_string(v1().join(file)).expect("the fixture reads");
    let changed = edit(&text);
    assert_ne!(changed, text, "{file}: the edit changed nothing");
    std::fs::write(dir.join(file), changed).expect("the copy is written");
    file.to_string()
}

#[test]
fn a_newer_version_is_refused_with_exit_2_naming_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let newer = SCHEMA_VERSION + 1;
    // JSON Lines writes `"schema_version":1`, a document `"schema_version": 1`.
    for (file, from, at) in [
        ("four-candidates.jsonl", "\"schema_version\":1,", ":1\n"),
        (
            "four-candidates-doc.json",
            "\"schema_version\": 1,",
            ":2:21\n",
        ),
    ] {
        let to = from.replace('1', &newer.to_string());
        let copy = edited(dir.path(), file, |t| t.replacen(from, &to, 1));
        for args in [
            vec!["verify", copy.as_str()],
            vec!["render", copy.as_str(), "--format", "text"],
            vec!["render", copy.as_str(), "--format", "jsonl"],
        ] {
            let out = run(dir.path(), &args);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
            assert!(out.stdout.is_empty(), "{args:?}: nothing rendered");
            let message = stderr(&out);
            assert!(
                message.contains(&format!("unknown schema_version {newer}")),
                "{args:?}: {message}"
            );
            let range = if OLDEST_SCHEMA_VERSION == SCHEMA_VERSION {
                format!("schema_version {SCHEMA_VERSION}, the version this sudoku-trace reads")
            } else {
                format!(
                    "schema_version {OLDEST_SCHEMA_VERSION} to {SCHEMA_VERSION}, the versions this sudoku-trace reads"
                )
            };
            assert!(message.contains(&range), "{args:?}: {message}");
            let place = format!(" --> {copy}{at}");
            assert!(message.contains(&place), "{args:?}: {place}: {message}");
        }
    }
}

#[test]
fn a_footer_without_a_counter_reads_it_as_0() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    // Counters whose events these traces do not hold: absent, they read as
    // 0 and agree with the recount, as a counter added after version 1
    // will be absent from every version-1 trace. Everything is as saved.
    for file in ["four-candidates.jsonl", "four-candidates-doc.json"] {
        let copy = edited(dir.path(), file, |t| {
            t.replacen("\"deductions\":0,", "", 1)
                .replacen("\"rejections\":0,", "", 1)
        });
        renders_as_saved(dir.path(), &copy, file);
    }
    // A counter whose events are there: absent, it still reads as 0, and
    // `verify` reports it as a wrong counter.
    let copy = edited(dir.path(), "four-candidates.jsonl", |t| {
        t.replacen("\"max_depth\":9,", "", 1)
    });
    let out = run(dir.path(), &["render", &copy, "--format", "jsonl"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let footer = stdout(&out).lines().last().unwrap_or_default().to_string();
    assert!(footer.contains("\"max_depth\":0,"), "{footer}");
    let out = run(dir.path(), &["verify", &copy]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let report = format!("{}{}", stdout(&out), stderr(&out));
    assert!(
        report.contains("max depth (`max_depth`) 0 (the events count 9)"),
        "{report}"
    );
}
