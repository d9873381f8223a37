//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod corrupt;

use std::path::{Path, PathBuf};

use sudoku_trace::grid::Grid;
use sudoku_trace::parse;

/// The repository root: the tests belong to the `sudoku-trace-cli`
/// package (cli/), whose folder is the root's `cli/`.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli/ has a parent folder")
        .to_path_buf()
}

/// The binary under test.
pub fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_sudoku-trace"))
}

/// The tool as assert_cmd runs it, from the repository's root (where
/// `examples/` is).
pub fn cmd() -> assert_cmd::Command {
    let mut command = assert_cmd::Command::new(binary());
    command.current_dir(root());
    command
}

/// `python3`, able to import the package's pure-Python parts from the
/// source folder (`python/`): the student examples use `TraceWriter`, which
/// needs no compiled module, so they run without the wheel installed.
pub fn python3() -> std::process::Command {
    let mut command = std::process::Command::new("python3");
    command.env("PYTHONPATH", root().join("python"));
    command
}

/// A file under `examples/puzzles/`.
pub fn puzzle_path(name: &str) -> PathBuf {
    root().join("examples/puzzles").join(name)
}

/// Parses a file under `examples/puzzles/`.
pub fn puzzle(name: &str) -> Grid {
    read_grid(&puzzle_path(name))
}

/// Parses any puzzle file.
pub fn read_grid(path: &Path) -> Grid {
    let bytes = std::fs::read(path).expect("puzzle file is readable");
    parse::parse(&bytes, parse::ParseOptions::default()).expect("example puzzle parses")
}

/// Every example puzzle file (not the notes or scripts beside them).
pub fn example_puzzles() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join("examples/puzzles"))
        .expect("examples/puzzles exists")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("txt" | "ss" | "sdk")
            )
        })
        .collect();
    paths.sort();
    paths
}

/// Runs `body` with insta writing to the top-level `snapshots/`.
#[macro_export]
macro_rules! in_snapshots {
    ($body:block) => {
        insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, $body)
    };
}

/// The tool, run from the repository's root (where `examples/` is).
pub fn tool() -> std::process::Command {
    let mut command = std::process::Command::new(binary());
    command.current_dir(root());
    command
}

/// Runs `command`, which must succeed (else its standard error is the
/// failure), and returns its standard output.
pub fn stdout_of(command: &mut std::process::Command) -> Vec<u8> {
    let out = command.output().expect("the command runs");
    assert!(
        out.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}
