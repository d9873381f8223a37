//! Every kind of bad input gets its own clear message, exit code 2, and no
//! output file.

use crate::common;

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
    let out = common::cmd()
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
    let out = common::cmd()
        .args(["solve", "no/such/puzzle.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("error: cannot read no/such/puzzle.txt: ")
    );
}

/// Runs the binary with `args` and returns its exit code and standard error.
fn usage_error(args: &[&str]) -> (Option<i32>, String) {
    let out = common::cmd()
        .args(args)
        .env_remove("CLICOLOR_FORCE")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stderr).expect("UTF-8 messages"),
    )
}

#[test]
fn refused_values_are_echoed_safely_and_briefly() {
    // Through a pipe clap strips escape sequences itself, but not the other
    // controls: a bell, a carriage return, a right-to-left override.
    let (code, message) = usage_error(&["completions", "ba\u{7}sh\r\u{202e}x"]);
    assert_eq!(code, Some(2));
    assert!(
        message.starts_with("error: invalid value 'ba[U+0007]sh[U+000D][U+202E]x' for '<SHELL>'"),
        "{message}"
    );

    // A 5,000-character name is echoed by clap and by our message: both cut.
    let long = "y".repeat(5_000);
    let (code, message) = usage_error(&["solve", "--puzzle", &long]);
    assert_eq!(code, Some(2));
    assert!(message.len() < 1_000, "{} bytes: {message}", message.len());
    assert_eq!(
        message.matches("… (4900 more characters)").count(),
        2,
        "{message}"
    );

    // Our own parsers' messages, which clap prints as they are.
    for args in [
        &["solve", "--box", "2\u{202e}x3"][..],
        &["solve", "--box", "\u{7}"],
        &["solve", "--time-limit", "1\u{7}"],
        &["solve", "--\u{7}"],
        &["puzzles", "cl\u{7}assic"],
    ] {
        let (code, message) = usage_error(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(
            !message.contains(['\u{7}', '\u{202e}']),
            "{args:?}: {message}"
        );
        assert!(message.contains("[U+"), "{args:?}: {message}");
    }
}
