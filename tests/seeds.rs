//! `--style seed` prints exactly what the seed Java programs print.
//!
//! The expected files were made by compiling and running the seed programs
//! themselves: see `tests/fixtures/seeds/README.md`.

mod common;

use assert_cmd::Command;

fn seed_output(args: &[&str]) -> Vec<u8> {
    let out = Command::cargo_bin("sudoku-trace")
        .expect("binary is built")
        .current_dir(common::root())
        .args(["solve", "--style", "seed"])
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.code() == Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(common::root().join("tests/fixtures/seeds").join(name)).expect("fixture exists")
}

fn assert_same(ours: Vec<u8>, expected: Vec<u8>, what: &str) {
    if ours != expected {
        let (a, b) = (
            String::from_utf8_lossy(&ours),
            String::from_utf8_lossy(&expected),
        );
        let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
        panic!(
            "{what}: output differs from the Java program's (first differing line: {line:?}; {} vs {} bytes)",
            ours.len(),
            expected.len()
        );
    }
}

#[test]
fn seed000_on_the_classic_puzzle() {
    assert_same(
        seed_output(&[]),
        fixture("seed000_classic.out"),
        "seed 000, classic",
    );
}

#[test]
fn seed000_on_a_puzzle_with_several_solutions() {
    assert_same(
        seed_output(&["examples/puzzles/multi.txt"]),
        fixture("seed000_multi.out"),
        "seed 000, multi",
    );
}

#[test]
fn seed001_enumerates_like_the_java_program() {
    assert_same(
        seed_output(&[
            "--strategy",
            "naive",
            "--all-solutions",
            "examples/puzzles/classic_seed001.txt",
        ]),
        fixture("seed001_classic.out"),
        "seed 001, classic",
    );
}

#[test]
fn seed001_on_a_puzzle_with_several_solutions() {
    assert_same(
        seed_output(&[
            "--strategy",
            "naive",
            "--all-solutions",
            "examples/puzzles/multi.txt",
        ]),
        fixture("seed001_multi.out"),
        "seed 001, multi",
    );
}

#[test]
fn seed000_reads_its_own_array_literal() {
    assert_same(
        seed_output(&["examples/puzzles/classic_seed000_array.txt"]),
        fixture("seed000_classic.out"),
        "seed 000 from its array",
    );
}
