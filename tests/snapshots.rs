//! Snapshots of every output format, in both languages and every notation,
//! for the classic puzzle (its first 300 steps: the full trace is pinned
//! byte for byte by the seed 000 fixture) and the whole 4×4 search.

mod common;

use assert_cmd::Command;

fn solve(args: &[&str]) -> String {
    let out = Command::cargo_bin("sudoku-trace")
        .expect("binary is built")
        .current_dir(common::root())
        .arg("solve")
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.code().is_some_and(|c| c < 2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("output is UTF-8")
}

const CLASSIC: &[&str] = &["examples/puzzles/classic.txt", "--max-steps", "300"];
const FOUR: &[&str] = &["examples/puzzles/four.txt"];

fn with(base: &[&'static str], extra: &[&'static str]) -> Vec<&'static str> {
    base.iter().chain(extra).copied().collect()
}

#[test]
fn text_in_each_language_and_notation() {
    for (puzzle, base) in [("classic", CLASSIC), ("four", FOUR)] {
        for (lang, notation) in [
            ("en", "rc"),
            ("en", "index"),
            ("zh-Hant", "rc"),
            ("zh-Hant", "index"),
            ("en", "a1"),
        ] {
            let text = solve(&with(base, &["--lang", lang, "--notation", notation]));
            crate::in_snapshots!({
                insta::assert_snapshot!(format!("text_{puzzle}_{lang}_{notation}"), text);
            });
        }
    }
}

#[test]
fn chinese_defaults_to_the_seeds_notation() {
    assert_eq!(
        solve(&with(FOUR, &["--lang", "zh-Hant"])),
        solve(&with(FOUR, &["--lang", "zh-Hant", "--notation", "index"]))
    );
}

#[test]
fn json_and_json_lines() {
    for (puzzle, base) in [("classic", CLASSIC), ("four", FOUR)] {
        for format in ["json", "jsonl"] {
            let out = solve(&with(base, &["--format", format]));
            crate::in_snapshots!({
                insta::assert_snapshot!(format!("{format}_{puzzle}"), out);
            });
        }
    }
}

#[test]
fn naive_text_on_four() {
    let text = solve(&with(FOUR, &["--strategy", "naive", "--all-solutions"]));
    crate::in_snapshots!({
        insta::assert_snapshot!("text_four_naive_all", text);
    });
}
