//! The command line run in process (`cli::run_captured`), as the Python
//! package runs it: the same bytes and exit codes as the binary, its
//! streams captured, never a terminal.

use crate::common;

use std::io::{self, Write};
use std::sync::{Arc, Mutex};

use sudoku_trace::cli;

/// A writer whose bytes can be read after it is given away.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Runs `args` in process: exit code, standard output, standard error.
fn in_process(args: &[&str]) -> (u8, Vec<u8>, String) {
    let (out, err) = (Shared::default(), Shared::default());
    let argv = std::iter::once("sudoku-trace").chain(args.iter().copied());
    let streams = cli::Streams::new(Vec::new(), Box::new(out.clone()), Box::new(err.clone()));
    let code = cli::run_captured(argv, streams);
    let out = out.0.lock().unwrap().clone();
    let err = String::from_utf8(err.0.lock().unwrap().clone()).unwrap();
    (code, out, err)
}

/// Runs the binary: exit code, standard output, standard error.
fn binary(args: &[&str]) -> (u8, Vec<u8>, String) {
    let output = common::cmd()
        .current_dir(common::root())
        .args(args)
        .output()
        .unwrap();
    let code = output.status.code().unwrap() as u8;
    (
        code,
        output.stdout,
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn in_process_runs_write_what_the_binary_writes() {
    std::env::set_current_dir(common::root()).unwrap();
    for args in [
        &["solve", "--format", "jsonl"][..],
        &["solve", "--format", "html"],
        &["solve", "--format", "summary", "--puzzle", "norvig-hard1"],
        &["solve", "examples/puzzles/unsolvable.txt"],
        &["compare", "--no-time", "--format", "json"],
        &["puzzles", "--format", "json"],
        &["solve", "--puzzle", "no-such-puzzle"],
        &["solve", "--strategy", "nope"],
        &["verify", "--help"],
    ] {
        let (code, out, err) = in_process(args);
        let (want_code, want_out, want_err) = binary(args);
        assert_eq!(code, want_code, "{args:?}");
        assert!(out == want_out, "{args:?}: standard output differs");
        assert_eq!(err, want_err, "{args:?}");
    }
}

#[test]
fn usage_errors_go_to_the_captured_error_stream() {
    let (code, out, err) = in_process(&["solve", "--bogus"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.starts_with("error: unexpected argument '--bogus'"),
        "{err}"
    );
    let (code, out, _) = in_process(&["--version"]);
    assert_eq!(code, 0);
    assert!(String::from_utf8(out).unwrap().starts_with("sudoku-trace "));
}

#[test]
fn a_puzzle_on_standard_input_is_read_from_the_given_bytes() {
    let (out, err) = (Shared::default(), Shared::default());
    let four = b"..3.\n.3.4\n2..3\n3.4.\n".to_vec();
    let argv = ["sudoku-trace", "solve", "-", "--format", "summary"];
    let streams = cli::Streams::new(four, Box::new(out.clone()), Box::new(err.clone()));
    let code = cli::run_captured(argv, streams);
    assert_eq!(
        code,
        0,
        "{}",
        String::from_utf8_lossy(&err.0.lock().unwrap())
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.0.lock().unwrap()).unwrap();
    assert_eq!(summary["puzzle"]["size"], 4);
    // No input given: an empty one, never the process's own standard input.
    let (code, _, err) = in_process(&["solve", "-"]);
    assert_eq!(code, 2);
    assert!(err.contains("<stdin>"), "{err}");
}

#[test]
fn a_trace_on_standard_input_is_read_from_the_given_bytes() {
    let (code, trace, _) = in_process(&["solve", "--puzzle", "first-4x4", "--format", "jsonl"]);
    assert_eq!(code, 0);
    for args in [
        &["verify", "-"][..],
        &["render", "-", "--format", "text"],
        &["diff", "-", "-"],
    ] {
        let (out, err) = (Shared::default(), Shared::default());
        let argv = std::iter::once("sudoku-trace").chain(args.iter().copied());
        let streams =
            cli::Streams::new(trace.clone(), Box::new(out.clone()), Box::new(err.clone()));
        let code = cli::run_captured(argv, streams);
        let err = String::from_utf8(err.0.lock().unwrap().clone()).unwrap();
        let out = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        // `diff - -` reads standard input once: the second is empty.
        if args[0] == "diff" {
            assert_eq!(code, 2, "{out}{err}");
            continue;
        }
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(!out.is_empty(), "{args:?}");
    }
    let (code, out, _) = in_process(&["verify", "-"]);
    assert_eq!(
        code, 2,
        "no bytes given: an empty trace, never the process's input"
    );
    assert!(out.is_empty());
}

/// Starts `sudoku-trace ARGS…` in a thread with a way to cancel it, its
/// standard error into `err`; lets it run 200 ms (it must still be running),
/// cancels it and returns its exit code.
fn cancelled_after_a_while(args: &[&str], err: Shared) -> u8 {
    cancelled_writing(args, Shared::default(), err)
}

/// [`cancelled_after_a_while`], its standard output into `out`.
fn cancelled_writing(args: &[&str], out: Shared, err: Shared) -> u8 {
    let cancel = cli::Cancel::new();
    let cancel_of_run = cancel.clone();
    let argv: Vec<String> = std::iter::once("sudoku-trace")
        .chain(args.iter().copied())
        .map(String::from)
        .collect();
    let run = std::thread::spawn(move || {
        let streams =
            cli::Streams::new(Vec::new(), Box::new(out), Box::new(err)).cancelled_by(cancel_of_run);
        cli::run_captured(argv, streams)
    });
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(
        !run.is_finished(),
        "the search is long enough to be cancelled"
    );
    cancel.cancel();
    run.join().unwrap()
}

#[test]
fn a_cancelled_run_stops_its_search_and_writes_no_file() {
    // Naive search of Norvig's grid2 runs for hours; cancelled, it ends.
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("walk.jsonl");
    std::fs::write(&page, "an earlier file").unwrap();
    let err = Shared::default();
    let long = ["solve", "--puzzle", "norvig-grid2", "--strategy", "naive"];
    let path = page.to_str().unwrap();
    let code = cancelled_after_a_while(
        &[&long[..], &["--format", "jsonl", "-o", path]].concat(),
        err.clone(),
    );
    assert_eq!(code, 2);
    let err = String::from_utf8(err.0.lock().unwrap().clone()).unwrap();
    assert_eq!(err, "error: cancelled\n");
    assert_eq!(std::fs::read_to_string(&page).unwrap(), "an earlier file");
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 1, "no temporary file left behind");

    // Untraced (the summary), the same.
    let summary = [&long[..], &["--format", "summary"]].concat();
    assert_eq!(cancelled_after_a_while(&summary, Shared::default()), 2);
}

#[test]
fn a_cancelled_run_stops_reading_a_saved_trace() {
    // A trace long enough that reading it takes well over the 200 ms the
    // run is given before it is cancelled.
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("long.jsonl");
    let trace = trace.to_str().unwrap();
    let (code, _, err) = in_process(&[
        "solve",
        "--puzzle",
        "norvig-grid2",
        "--strategy",
        "naive",
        "--max-steps",
        "3000000",
        "--format",
        "jsonl",
        "-o",
        trace,
    ]);
    assert_eq!(code, 1, "{err}");
    let started = std::time::Instant::now();
    let (code, _, _) = in_process(&["verify", trace]);
    assert_eq!(code, 0);
    let whole = started.elapsed();
    let page = dir.path().join("long.html");
    for args in [
        &["verify", trace][..],
        &[
            "render",
            trace,
            "--format",
            "html",
            "-o",
            page.to_str().unwrap(),
        ],
        &["diff", trace, trace],
    ] {
        let err = Shared::default();
        let started = std::time::Instant::now();
        assert_eq!(cancelled_after_a_while(args, err.clone()), 2, "{args:?}");
        // Stopped where it was, not after reading the rest: each of these
        // reads the whole trace at least once when it is not cancelled.
        let taken = started.elapsed();
        assert!(
            taken < whole / 2,
            "{args:?}: {taken:?} cancelled, {whole:?} whole"
        );
        let err = String::from_utf8(err.0.lock().unwrap().clone()).unwrap();
        assert_eq!(err, "error: cancelled\n", "{args:?}");
    }
    assert!(!page.exists(), "a cancelled render writes no page");
}

#[test]
fn a_cancelled_generate_starts_no_further_puzzle() {
    // A hundred thousand puzzles take about half a minute here; cancelled
    // after 200 ms, a few hundred are written, then it stops.
    let (out, err) = (Shared::default(), Shared::default());
    let count = 100_000;
    let args = [
        "generate",
        "--count",
        "100000",
        "--seed",
        "1",
        "--threads",
        "1",
    ];
    assert_eq!(cancelled_writing(&args, out.clone(), err.clone()), 2);
    let written = out
        .0
        .lock()
        .unwrap()
        .iter()
        .filter(|&&b| b == b'\n')
        .count();
    assert!(
        written < count / 10,
        "{written} puzzles written after cancelling"
    );
    let err = String::from_utf8(err.0.lock().unwrap().clone()).unwrap();
    assert!(err.ends_with("error: cancelled\n"), "{err}");
}

#[test]
fn a_cancelled_grade_stops_its_reference_search() {
    // The reference of Norvig's hard1 by mrv is a search of millions of
    // steps (a trace of gigabytes, seconds to write); cancelled, grade
    // stops it and grades nobody.
    let dir = tempfile::tempdir().unwrap();
    let submission = dir.path().join("student.jsonl");
    std::fs::write(&submission, "not a trace").unwrap();
    let err = Shared::default();
    let started = std::time::Instant::now();
    let args = [
        "grade",
        "--puzzle",
        "norvig-hard1",
        "--strategy",
        "mrv",
        // Past where the cancel lands, whatever the machine's speed.
        "--max-steps",
        "1000000000",
        submission.to_str().unwrap(),
    ];
    assert_eq!(cancelled_after_a_while(&args, err.clone()), 2);
    let taken = started.elapsed();
    let err = String::from_utf8(err.0.lock().unwrap().clone()).unwrap();
    assert_eq!(err, "error: cancelled\n");
    // Its search alone takes far longer (untraced, the summary reports
    // millions of events); cancelled, it ends at its next check.
    let (code, summary, _) = in_process(&[
        "solve",
        "--puzzle",
        "norvig-hard1",
        "--strategy",
        "mrv",
        "--format",
        "summary",
    ]);
    assert_eq!(code, 0);
    let summary: serde_json::Value = serde_json::from_slice(&summary).unwrap();
    let events = summary["stats"]["events"].as_u64().unwrap();
    assert!(events > 5_000_000, "{events} events");
    assert!(
        taken.as_secs_f64() < 3.0,
        "cancelled after 200 ms, ended after {taken:?}"
    );
}
