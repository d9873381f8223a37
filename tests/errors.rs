//! Every kind of bad input gets its own clear message, exit code 2, and no
//! output file.

mod common;

use assert_cmd::Command;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn rows(line: &str) -> String {
    (0..9)
        .map(|r| format!("{}\n", &line[r * 9..r * 9 + 9]))
        .collect()
}

/// Runs `solve puzzle.txt [args]` on `contents` and returns the error message.
fn error_for(contents: &[u8], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("puzzle.txt"), contents).unwrap();
    let out = Command::cargo_bin("sudoku-trace")
        .unwrap()
        .current_dir(dir.path())
        .args(["solve", "puzzle.txt", "-o", "trace.txt"])
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(
        !dir.path().join("trace.txt").exists(),
        "no output file on error"
    );
    String::from_utf8(out.stderr).unwrap()
}

fn check(name: &str, contents: &[u8], args: &[&str]) {
    let message = error_for(contents, args);
    assert!(message.starts_with("error: "), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    crate::in_snapshots!({
        insta::assert_snapshot!(format!("error_{name}"), message);
    });
}

#[test]
fn unknown_character() {
    let mut text = rows(CLASSIC);
    text.replace_range(13..14, "x");
    check("unknown_character", text.as_bytes(), &[]);
}

#[test]
fn unknown_character_in_an_array() {
    check(
        "unknown_character_in_array",
        b"{{5, 3, 0},\n {6, a, 0}}\n",
        &[],
    );
}

#[test]
fn too_few_cells() {
    check("too_few_cells", &CLASSIC.as_bytes()[..79], &[]);
}

#[test]
fn too_many_cells() {
    check("too_many_cells", format!("{CLASSIC}12").as_bytes(), &[]);
}

#[test]
fn ragged_row() {
    let text = rows(CLASSIC).replacen("6..195...", "6..195..", 1);
    check("ragged_row", text.as_bytes(), &[]);
}

#[test]
fn digit_too_large() {
    check("digit_too_large", b"1...\n..5.\n....\n....\n", &[]);
}

#[test]
fn clash_in_a_row() {
    check(
        "clash_row",
        CLASSIC.replacen("53..", "53.5", 1).as_bytes(),
        &[],
    );
}

#[test]
fn clash_in_a_column() {
    // r3c1 = 5 shares column 1 (and box 1) with the 5 at r1c1, but no row.
    let text = rows(CLASSIC).replacen(".98....6.", "598....6.", 1);
    check("clash_column", text.as_bytes(), &[]);
}

#[test]
fn clash_in_a_box() {
    check(
        "clash_box",
        rows(CLASSIC)
            .replacen("6..195...", "6.3195...", 1)
            .as_bytes(),
        &[],
    );
}

#[test]
fn empty_input() {
    check("empty", b"", &[]);
    check("comments_only", b"# a header\n\n#D nothing else\n", &[]);
}

#[test]
fn not_utf8() {
    let mut bytes = rows(CLASSIC).into_bytes();
    bytes[22] = 0xE9; // Latin-1 é
    check("not_utf8", &bytes, &[]);
}

#[test]
fn more_than_one_puzzle() {
    check(
        "two_puzzle_lines",
        format!("{CLASSIC}\n{CLASSIC}\n").as_bytes(),
        &[],
    );
    check(
        "two_grids",
        format!("{}\n{}", rows(CLASSIC), rows(CLASSIC)).as_bytes(),
        &[],
    );
}

#[test]
fn box_shape_that_does_not_fit() {
    check("box_mismatch", CLASSIC.as_bytes(), &["--box", "2x3"]);
    let message = error_for(CLASSIC.as_bytes(), &["--box", "1x9"]);
    assert!(message.contains("at least 2 rows"), "{message}");
}

#[test]
fn missing_file() {
    let out = Command::cargo_bin("sudoku-trace")
        .unwrap()
        .args(["solve", "no/such/puzzle.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("error: cannot read no/such/puzzle.txt: ")
    );
}
