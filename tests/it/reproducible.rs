//! Byte-identical output: the same input and options give the same bytes,
//! run after run, and a saved trace renders the same from either JSON form.

use crate::common;

fn run(args: &[&str]) -> Vec<u8> {
    let output = common::cmd()
        .current_dir(common::root())
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        matches!(output.status.code(), Some(0 | 1 | 3)),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

/// Runs `args` twice and checks both runs wrote the same bytes.
fn same_twice(args: &[&str]) -> Vec<u8> {
    let first = run(args);
    assert!(!first.is_empty(), "{args:?} wrote nothing");
    assert!(first == run(args), "{args:?} differs between two runs");
    first
}

const STRATEGIES: [&str; 5] = ["candidates", "naive", "mrv", "singles", "dlx"];
const FORMATS: [&str; 4] = ["text", "json", "jsonl", "html"];

#[test]
fn every_strategy_and_format_writes_the_same_bytes_twice() {
    for strategy in STRATEGIES {
        for format in FORMATS {
            same_twice(&[
                "solve",
                "examples/puzzles/multi.txt",
                "--all-solutions",
                "--strategy",
                strategy,
                "--format",
                format,
            ]);
        }
    }
}

#[test]
fn compare_without_times_and_check_write_the_same_bytes_twice() {
    for format in ["text", "json", "html"] {
        same_twice(&["compare", "--no-time", "--format", format]);
    }
    for format in ["text", "json"] {
        same_twice(&[
            "check",
            "examples/puzzles/multi.txt",
            "--no-time",
            "--format",
            format,
        ]);
    }
}

#[test]
fn a_trace_renders_the_same_from_json_and_from_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    for strategy in STRATEGIES {
        let mut saved = Vec::new();
        for form in ["json", "jsonl"] {
            let path = dir.path().join(format!("{strategy}.{form}"));
            let trace = run(&[
                "solve",
                "examples/puzzles/multi.txt",
                "--all-solutions",
                "--strategy",
                strategy,
                "--format",
                form,
            ]);
            std::fs::write(&path, trace).unwrap();
            saved.push(path.display().to_string());
        }
        for format in FORMATS {
            let [json, jsonl] = [&saved[0], &saved[1]]
                .map(|path| same_twice(&["render", path, "--format", format]));
            assert!(
                json == jsonl,
                "{strategy}: render --format {format} differs between the two forms"
            );
        }
    }
}

#[test]
fn bench_without_times_is_the_same_on_any_number_of_threads() {
    for format in ["text", "json"] {
        let reports: Vec<Vec<u8>> = ["1", "2", "3"]
            .iter()
            .map(|threads| {
                same_twice(&[
                    "bench",
                    "tests/fixtures/corpus/norvig_top95.txt",
                    "examples/puzzles/classic.txt",
                    "--no-time",
                    "--threads",
                    threads,
                    "--format",
                    format,
                ])
            })
            .collect();
        assert!(
            reports.windows(2).all(|w| w[0] == w[1]),
            "bench --no-time --format {format} depends on the thread count"
        );
    }
}
