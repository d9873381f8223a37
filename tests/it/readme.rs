//! The README shows real output: its samples are checked against the tool.

use crate::common;

fn readme() -> String {
    std::fs::read_to_string(common::root().join("README.md")).expect("README.md exists")
}

fn run(args: &[&str]) -> String {
    let out = common::cmd()
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
        ("sudoku-trace solve --notation a1 | head -16", Some(16)),
        (
            "sudoku-trace compare examples/puzzles/norvig_grid2.txt",
            None,
        ),
        (
            "sudoku-trace check examples/puzzles/multi.txt --no-time",
            None,
        ),
        ("sudoku-trace puzzles", None),
        ("sudoku-trace compare --puzzle norvig-hard1", None),
        ("sudoku-trace compare --puzzle golden-nugget", None),
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
            "In Simplified Chinese (`--lang zh-Hans`, real output",
            &["solve", "examples/puzzles/four.txt", "--lang", "zh-Hans"][..],
        ),
        (
            "With Taiwan's words (`--lang zh-TW`, real output",
            &["solve", "examples/puzzles/four.txt", "--lang", "zh-TW"][..],
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

/// The ladder's table quotes the placements and dead ends of each rung as
/// `compare --format json` counts them on the same puzzle.
#[test]
fn the_ladder_numbers_are_real() {
    let json = run(&[
        "compare",
        "--puzzle",
        "golden-nugget",
        "--no-time",
        "--format",
        "json",
    ]);
    let comparison: serde_json::Value = serde_json::from_str(&json).expect("compare JSON");
    let rows = comparison["rows"].as_array().expect("rows");
    let count = |strategy: &str, counter: &str| {
        let row = rows
            .iter()
            .find(|r| r["strategy"] == strategy)
            .unwrap_or_else(|| panic!("compare has no row {strategy}"));
        assert_eq!(row["end"], "solution_limit", "{strategy}");
        row["stats"][counter].as_u64().unwrap_or(0)
    };
    let table: Vec<String> = lines_after("| rung | strategy | placements | dead ends |")
        .into_iter()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with("| ") && !l.starts_with("|---"))
        .collect();
    let rungs: Vec<&str> = table
        .iter()
        .map(|l| l.split('|').nth(1).unwrap().trim())
        .collect();
    assert_eq!(
        rungs,
        [
            "naive",
            "candidates",
            "fc",
            "mrv",
            "degree",
            "mac",
            "lcv",
            "backjump"
        ],
        "the ladder's rungs"
    );
    for line in &table {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let strategy = cells[2].trim_matches('`');
        let placements: u64 = cells[3].parse().expect("placements");
        let dead_ends: u64 = cells[4].parse().expect("dead ends");
        assert_eq!(
            placements,
            count(strategy, "placements"),
            "{strategy} placements"
        );
        assert_eq!(
            dead_ends,
            count(strategy, "dead_ends"),
            "{strategy} dead ends"
        );
        // Every other number in the row's prose: a counter of this row, or
        // of `candidates` or `mrv`, which it is set beside.
        let quoted: Vec<u64> = cells[5]
            .split(|c: char| !c.is_ascii_digit() && c != ',')
            .map(|n| n.replace(',', ""))
            .filter(|n| n.len() > 2)
            .map(|n| n.parse().expect("a number"))
            .collect();
        for n in quoted {
            let known = [strategy, "candidates", "mrv"].iter().any(|s| {
                [
                    "placements",
                    "rejections",
                    "dead_ends",
                    "prunings",
                    "backjumps",
                    "guesses_skipped",
                ]
                .iter()
                .any(|c| count(s, c) == n)
            });
            assert!(known, "{strategy}: {n} is not one of the counts");
        }
    }
}

#[test]
fn the_worksheet_sample_is_real() {
    let block = block_after("From the Markdown sheet of the same search (real output):");
    let real = run(&[
        "solve",
        "--strategy",
        "backtrack",
        "--inference",
        "fc",
        "--format",
        "markdown",
    ]);
    // The README quotes the questions without their list indentation.
    let real: String = real
        .lines()
        .map(|l| format!("{}\n", l.trim_start_matches(' ')))
        .collect();
    assert_lines_in_order(&block, &real, "worksheet");
}

/// The README's library example (issue 28, item 10): its code, run as it is
/// written, gives the command line's events (it used `Limits::default()`,
/// which finds every solution: 53 events ending `Exhausted` where the
/// command writes 44).
#[test]
fn the_library_example_searches_as_the_command_does() {
    use sudoku_trace::{
        parse,
        solver::{self, Strategy},
        trace::{Event, Limits},
    };
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    for line in [
        r#"let grid = parse::parse_str("..3.\n.3.4\n2..3\n3.4.")?;"#,
        "let report = solver::solve(&grid, Strategy::Candidates, Limits::FIRST_SOLUTION, &mut events);",
    ] {
        assert!(readme.contains(line), "the README's example says {line}");
    }
    let grid = parse::parse_str("..3.\n.3.4\n2..3\n3.4.").unwrap();
    let mut events: Vec<Event> = Vec::new();
    let report = solver::solve(
        &grid,
        Strategy::Candidates,
        Limits::FIRST_SOLUTION,
        &mut events,
    );
    assert_eq!(report.stats.solutions, 1);
    let out = common::cmd()
        .args(["solve", "--puzzle", "first-4x4", "--format", "jsonl"])
        .output()
        .unwrap();
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    let written: Vec<String> = events
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect();
    assert_eq!(
        written,
        lines[1..lines.len() - 1],
        "the events between header and footer"
    );
}
