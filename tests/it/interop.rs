//! Other programs write traces that sudoku-trace checks and draws: the
//! Python student solver in `examples/student/`, and the Rust example
//! programs in `examples/`.

use crate::common;

use std::path::PathBuf;
use std::process::Command as Process;

use assert_cmd::Command;
use sudoku_trace::render::Format;

fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

/// The trace the Python student solver prints for `puzzle`.
fn python_trace(puzzle: &str) -> Vec<u8> {
    student_trace("solver.py", puzzle)
}

/// The trace a solver in `examples/student/` prints for `puzzle`.
fn student_trace(solver: &str, puzzle: &str) -> Vec<u8> {
    let out = common::python3()
        .arg(common::root().join("examples/student").join(solver))
        .arg(common::puzzle_path(puzzle))
        .output()
        .expect("python3 runs (it is on the machine, see ECOSYSTEM.md)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn the_python_solver_trace_verifies_and_renders() {
    for puzzle in ["four.txt", "six.txt", "classic.txt", "unsolvable.txt"] {
        let trace = python_trace(puzzle);
        let out = cmd()
            .args(["verify", "-"])
            .write_stdin(trace.clone())
            .output()
            .unwrap();
        let report = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{puzzle}: {report}");
        assert!(report.starts_with("valid: "), "{report}");
        assert!(
            report.contains("candidate sets and exclusion reasons"),
            "{report}"
        );
        let text = cmd()
            .args(["render", "-"])
            .write_stdin(trace.clone())
            .output()
            .unwrap();
        assert_eq!(text.status.code(), Some(0));
        let text = String::from_utf8(text.stdout).unwrap();
        assert!(text.starts_with("student search on a"), "{text}");
        if puzzle != "unsolvable.txt" {
            assert!(text.contains("solution 1 found"), "{text}");
        }
        // The HTML page too, once that renderer exists.
        if Format::ALL.iter().any(|f| f.name() == "html") {
            let html = cmd()
                .args(["render", "-", "--format", "html"])
                .write_stdin(trace)
                .output()
                .unwrap();
            assert_eq!(html.status.code(), Some(0));
            assert!(String::from_utf8_lossy(&html.stdout).contains("<html"));
        }
    }
}

/// The student's search is the seed's: its trace has our `candidates`
/// events step for step, and only the strategy's name tells them apart.
#[test]
fn the_python_solver_searches_like_candidates() {
    let dir = tempfile::tempdir().unwrap();
    let (student, ours) = (
        dir.path().join("student.jsonl"),
        dir.path().join("ours.jsonl"),
    );
    std::fs::write(&student, python_trace("classic.txt")).unwrap();
    cmd()
        .args([
            "solve",
            "examples/puzzles/classic.txt",
            "--format",
            "jsonl",
            "-o",
        ])
        .arg(&ours)
        .assert()
        .code(0);
    let out = cmd().arg("diff").arg(&student).arg(&ours).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains("the same 13820 events, but strategy `student` and `candidates`"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // Step for step the reference's search, whatever its header calls it.
    let out = cmd()
        .args(["diff", "--ignore-strategy"])
        .arg(&student)
        .arg(&ours)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("identical: "));
}

/// The solver with no library (`solver_plain.py`) prints the trace the one
/// with `TraceWriter` writes: `diff` finds them identical, header included.
#[test]
fn the_plain_python_solver_writes_the_writers_trace() {
    let dir = tempfile::tempdir().unwrap();
    for puzzle in ["four.txt", "six.txt", "classic.txt", "unsolvable.txt"] {
        let [writer, plain] = ["solver.py", "solver_plain.py"].map(|solver| {
            let path = dir.path().join(format!("{puzzle}.{solver}.jsonl"));
            std::fs::write(&path, student_trace(solver, puzzle)).unwrap();
            path
        });
        let out = cmd().arg("diff").arg(&writer).arg(&plain).output().unwrap();
        let report = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{puzzle}: {report}");
        assert!(report.starts_with("identical: "), "{report}");
    }
}

/// An example program built by `cargo test` (which builds every example).
fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    // target/<profile>/deps/<test> → target/<profile>/examples/<name>
    let dir = exe
        .parent()
        .and_then(|d| d.parent())
        .expect("a target directory");
    let path = dir.join("examples").join(name);
    if !path.exists() {
        let status = Process::new(env!("CARGO"))
            .args(["build", "--examples"])
            .current_dir(common::root())
            .status()
            .expect("cargo builds the examples");
        assert!(status.success());
    }
    path
}

#[test]
fn the_student_solver_example_writes_a_trace_that_verifies() {
    let out = Process::new(example("student_solver"))
        .arg(common::puzzle_path("four.txt"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let verified = cmd()
        .args(["verify", "-"])
        .write_stdin(out.stdout)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&verified.stdout);
    assert_eq!(verified.status.code(), Some(0), "{report}");
    assert!(
        report.contains("not in this trace: candidate sets (`candidates_computed`)"),
        "{report}"
    );
}

#[test]
fn the_custom_sink_example_counts_guesses_per_cell() {
    let out = Process::new(example("custom_sink"))
        .arg(common::puzzle_path("classic.txt"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("guesses per cell (4208 in all, 4157 taken back):"),
        "{text}"
    );
    assert!(text.contains("busiest cell: r4c6"), "{text}");
}
