//! The README shows real output: its samples are checked against the tool.

mod common;

use assert_cmd::Command;

fn readme() -> String {
    std::fs::read_to_string(common::root().join("README.md")).expect("README.md exists")
}

fn run(args: &[&str]) -> String {
    let out = Command::cargo_bin("sudoku-trace")
        .expect("binary is built")
        .current_dir(common::root())
        .args(args)
        .output()
        .expect("runs");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The fenced block that follows `marker` in the README, as lines.
fn block_after(marker: &str) -> Vec<String> {
    let text = readme();
    let start = text
        .find(marker)
        .unwrap_or_else(|| panic!("README lost {marker:?}"));
    let open = start + text[start..].find("```").expect("a fenced block follows");
    let body = open + text[open..].find('\n').expect("the fence line ends") + 1;
    let close = body + text[body..].find("```").expect("the block is closed");
    text[body..close].lines().map(String::from).collect()
}

/// The lines after `marker` up to the end of its fenced block.
fn lines_after(marker: &str) -> Vec<String> {
    let text = readme();
    let start = text
        .find(marker)
        .unwrap_or_else(|| panic!("README lost {marker:?}"))
        + marker.len();
    let close = start + text[start..].find("```").expect("the block is closed");
    text[start..close].lines().map(String::from).collect()
}

/// Every line of the block appears, in order, in the real output (`…` marks cuts).
fn assert_lines_in_order(block: &[String], real: &str, what: &str) {
    let real: Vec<&str> = real.lines().collect();
    let mut at = 0;
    for line in block.iter().filter(|l| l.trim() != "…" && !l.is_empty()) {
        match real[at..].iter().position(|r| r == line) {
            Some(k) => at += k + 1,
            None => panic!("{what}: README line not in the real output, in order:\n{line}"),
        }
    }
}

#[test]
fn the_main_walkthrough_sample_is_real() {
    let block = block_after("The first prints (real output, cut in the middle):");
    assert_lines_in_order(&block, &run(&["solve"]), "solve");
}

#[test]
fn the_json_lines_sample_is_real() {
    let real = run(&["solve", "examples/puzzles/four.txt", "--format", "jsonl"]);
    let begin = block_after("A JSON Lines trace of the 4×4 puzzle begins:");
    assert_lines_in_order(&begin, &real, "jsonl begins");
    let end = block_after("and ends:");
    assert_eq!(
        end.last().map(String::as_str),
        real.lines().last(),
        "jsonl ends"
    );
}

#[test]
fn samples_with_their_command_are_real() {
    for (command, cut) in [
        ("sudoku-trace solve --style seed | head -7", Some(7)),
        (
            "sudoku-trace compare examples/puzzles/norvig_grid2.txt --no-time",
            None,
        ),
        ("sudoku-trace check examples/puzzles/multi.txt", None),
        ("sudoku-trace puzzles", None),
        (
            "sudoku-trace compare --puzzle norvig-hard1 --no-time --max-steps 20000000",
            None,
        ),
    ] {
        let block = lines_after(&format!("$ {command}\n"));
        let args: Vec<&str> = command
            .split(" | ")
            .next()
            .unwrap()
            .split_whitespace()
            .skip(1)
            .collect();
        let real = run(&args);
        let real: Vec<&str> = real.lines().take(cut.unwrap_or(usize::MAX)).collect();
        let shown: Vec<&str> = block.iter().map(String::as_str).collect();
        assert_eq!(shown, real, "README sample of `{command}`");
    }
}

#[test]
fn the_strategy_and_language_samples_are_real() {
    for (marker, args) in [
        (
            "In Chinese (`--lang zh-Hant`, real output):",
            &["solve", "examples/puzzles/four.txt", "--lang", "zh-Hant"][..],
        ),
        (
            "The naive walk names the peer",
            &["solve", "--strategy", "naive", "examples/puzzles/four.txt"][..],
        ),
        (
            "says why each digit is forced",
            &[
                "solve",
                "-s",
                "singles",
                "examples/puzzles/norvig_grid2.txt",
            ][..],
        ),
    ] {
        assert_lines_in_order(&block_after(marker), &run(args), marker);
    }
}
