//! The command line: exit codes, inputs, outputs, pipes.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use assert_cmd::Command;
use predicates::prelude::*;

fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

#[test]
fn classic_walkthrough_by_default() {
    cmd()
        .arg("solve")
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with(
            "candidates search on a 9x9 puzzle: 30 givens, 51 empty cells",
        ))
        .stdout(predicate::str::contains(
            "     1  r1c3: candidates [1, 2, 4]",
        ))
        .stdout(predicate::str::contains("solution 1 found"))
        .stdout(predicate::str::is_match(r"\n  placements +4208  digits written").unwrap());
}

#[test]
fn no_solution_exits_1() {
    cmd()
        .args(["solve", "examples/puzzles/unsolvable.txt"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("Search complete: no solution."));
}

#[test]
fn step_limit_before_a_solution_exits_1_and_says_so() {
    cmd()
        .args(["solve", "--max-steps", "50"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "step limit reached after 50 steps",
        ))
        .stdout(predicate::str::contains("Stopped at the step limit"));
}

#[test]
fn several_solutions_on_request() {
    let out = cmd()
        .args([
            "solve",
            "examples/puzzles/multi.txt",
            "--solutions",
            "3",
            "--format",
            "jsonl",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let footer: serde_json::Value = serde_json::from_str(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .last()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(footer["stats"]["solutions"], 3);
    assert_eq!(footer["end"], "solution_limit");
}

#[test]
fn all_solutions_and_solutions_conflict() {
    cmd()
        .args(["solve", "--all-solutions", "--solutions", "2"])
        .assert()
        .code(2);
}

#[test]
fn reads_standard_input() {
    cmd()
        .args(["solve", "-", "--format", "none"])
        .write_stdin(std::fs::read(common::puzzle_path("four.txt")).unwrap())
        .assert()
        .code(0)
        .stdout("");
}

#[test]
fn json_lines_frame_every_event() {
    let out = cmd()
        .args(["solve", "examples/puzzles/four.txt", "--format", "jsonl"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["schema_version"], 1);
    assert_eq!(lines[0]["puzzle"]["box"], serde_json::json!([2, 2]));
    let footer = lines.last().unwrap();
    assert_eq!(
        footer["stats"]["events"].as_u64().unwrap() as usize,
        lines.len() - 2
    );
    assert!(
        lines[1..lines.len() - 1]
            .iter()
            .all(|l| l["event"].is_string())
    );
}

#[test]
fn json_document_holds_events_stats_and_solutions() {
    let out = cmd()
        .args(["solve", "examples/puzzles/six.txt", "--format", "json"])
        .output()
        .unwrap();
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        doc["events"].as_array().unwrap().len() as u64,
        doc["stats"]["events"].as_u64().unwrap()
    );
    assert_eq!(doc["puzzle"]["box"], serde_json::json!([2, 3]));
    assert_eq!(doc["strategy"], "candidates");
    assert_eq!(doc["solutions"].as_array().unwrap().len(), 1);
}

#[test]
fn output_is_deterministic() {
    let run = || {
        cmd()
            .args([
                "solve",
                "examples/puzzles/multi.txt",
                "--all-solutions",
                "--format",
                "json",
            ])
            .output()
            .unwrap()
            .stdout
    };
    assert_eq!(run(), run());
}

#[test]
fn output_file_is_written_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("trace.jsonl");
    cmd()
        .args([
            "solve",
            "examples/puzzles/four.txt",
            "--format",
            "jsonl",
            "-o",
        ])
        .arg(&path)
        .assert()
        .code(0)
        .stdout("");
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.ends_with("}\n") && written.contains("\"end\":\"solution_limit\""));
    // Nothing else is left beside it.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn failed_run_leaves_an_earlier_output_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("trace.txt");
    let bad = dir.path().join("bad.txt");
    std::fs::write(&out, "precious\n").unwrap();
    std::fs::write(&bad, "12x4\n").unwrap();
    cmd()
        .arg("solve")
        .arg(&bad)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(2);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "precious\n");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn writes_to_special_files() {
    cmd()
        .args(["solve", "-o", "/dev/null"])
        .assert()
        .code(0)
        .stdout("");
}

#[test]
fn unwritable_output_is_an_error() {
    cmd()
        .args(["solve", "-o", "/nonexistent-dir/trace.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "error: cannot write /nonexistent-dir/trace.txt",
        ));
}

#[test]
fn closed_pipe_ends_quietly() {
    let mut child = common::tool()
        .args(["solve", "examples/puzzles/norvig_grid2.txt"])
        .current_dir(common::root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("candidates search"));
    // The reader is gone: the search must stop instead of running for minutes.
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn seed_style_needs_text_and_a_seed_strategy() {
    cmd()
        .args(["solve", "--style", "seed", "--format", "json"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--style seed prints text"));
}

#[test]
fn help_shows_examples() {
    cmd()
        .args(["solve", "--help"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Examples:"))
        .stdout(predicate::str::contains("--all-solutions"));
}

#[test]
fn box_option_reshapes_a_six() {
    let mut child = common::tool()
        .args(["solve", "-", "--box", "3x2", "--format", "jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(".".repeat(36).as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let header: serde_json::Value = serde_json::from_str(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .next()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(header["puzzle"]["box"], serde_json::json!([3, 2]));
    assert_eq!(out.status.code(), Some(0));
}

/// What goes where, as `verify --help`, `render --help`, the README and
/// `docs/trace-format.md` say: verdicts on standard output, errors and
/// warnings on standard error, exit codes 0, 1 and 2.
#[test]
fn verify_and_render_say_which_stream_carries_what() {
    for command in ["verify", "render"] {
        cmd()
            .args([command, "--help"])
            .assert()
            .code(0)
            .stdout(predicate::str::contains("standard output"))
            .stdout(predicate::str::contains("standard error"))
            .stdout(predicate::str::contains("Exit codes: 0"));
    }
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    assert!(readme.contains("Which stream carries what"));
    let format = std::fs::read_to_string(common::root().join("docs/trace-format.md")).unwrap();
    assert!(format.contains("### Where the answer goes"));

    let trace = cmd()
        .args(["solve", "examples/puzzles/four.txt", "--format", "jsonl"])
        .output()
        .unwrap()
        .stdout;
    let trace = String::from_utf8(trace).unwrap();
    // Valid: the verdict on standard output, nothing on standard error.
    cmd()
        .args(["verify", "-"])
        .write_stdin(trace.clone())
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with("valid: "))
        .stderr("");
    // Invalid: still a verdict, on standard output; exit 1.
    // The footer's event count, ten times too many (`11` becomes `111`).
    let wrong = trace.replacen("\"events\":", "\"events\":1", 1);
    assert_ne!(wrong, trace);
    cmd()
        .args(["verify", "-"])
        .write_stdin(wrong.clone())
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "invalid: footer: wrong counters",
        ))
        .stderr("");
    // render: the drawing on standard output, one warning on standard error, exit 0.
    cmd()
        .args(["render", "-"])
        .write_stdin(wrong)
        .assert()
        .code(0)
        .stdout(predicate::str::is_empty().not())
        .stderr(predicate::str::starts_with("warning: "));
    // Unreadable: nothing on standard output, the error on standard error; exit 2.
    for command in ["verify", "render"] {
        cmd()
            .args([command, "-"])
            .write_stdin("[1]")
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::starts_with("error: "));
    }
}

/// A smaller item of issue 22: the page's options with a format that has no
/// page were ignored silently (`--quiz` alone was refused). Each is refused
/// the same way, before any input is read, and accepted with
/// `--format html`.
#[test]
fn options_of_the_page_with_another_format_are_refused_like_quiz() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("four.jsonl");
    let trace = trace.to_str().unwrap();
    cmd()
        .args([
            "solve",
            "examples/puzzles/four.txt",
            "--format",
            "jsonl",
            "-o",
            trace,
        ])
        .assert()
        .code(0);
    let four = "examples/puzzles/four.txt";
    let cases: [(&[&str], &str, &[&str]); 5] = [
        (&["solve", four], "--no-spoilers", &[]),
        (&["solve", four], "--html-max-events", &["7"]),
        (&["render", trace], "--no-spoilers", &[]),
        (&["render", trace], "--title", &["Four"]),
        (
            &["compare", four, "--line-up", "basic"],
            "--race-max-events",
            &["7"],
        ),
    ];
    for (command, option, value) in cases {
        let formats: &[&str] = match command[0] {
            "solve" => &[
                "text",
                "json",
                "jsonl",
                "markdown",
                "worksheet-html",
                "none",
            ],
            "render" => &["text", "json", "jsonl", "markdown", "worksheet-html"],
            _ => &["text", "json"],
        };
        for format in formats {
            let out = cmd()
                .args(command)
                .args(["--format", format, option])
                .args(value)
                .output()
                .unwrap();
            let err = String::from_utf8(out.stderr).unwrap();
            assert_eq!(
                out.status.code(),
                Some(2),
                "{command:?} {option} {format}: {err}"
            );
            assert!(out.stdout.is_empty());
            assert_eq!(
                err,
                format!(
                    "error: {option} shapes the HTML page only: add --format html \
                     (not {format}), or leave out {option}\n"
                )
            );
        }
        cmd()
            .args(command)
            .args(["--format", "html", option])
            .args(value)
            .assert()
            .code(0);
    }
}
