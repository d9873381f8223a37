//! The worksheet for each strategy: its questions drawn from what the
//! search does, answered from the trace (checked here against the JSON
//! Lines, read on their own), domains pencilled under inference, the first
//! steps reaching past the second guess, `--no-answers`, and the printable
//! HTML sheet.

use crate::common;

use serde_json::Value;

fn solve(args: &[&str]) -> String {
    let out = common::cmd().arg("solve").args(args).output().unwrap();
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "solve {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The events of a JSON Lines trace, the header and footer left out; index 0 is step 1.
fn events(args: &[&str]) -> Vec<Value> {
    solve(&[args, &["--format", "jsonl"]].concat())
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|v| v.get("event").is_some())
        .collect()
}

/// `r1c3` for a JSON cell `[0, 2]`.
fn rc(cell: &Value) -> String {
    format!(
        "r{}c{}",
        cell[0].as_u64().unwrap() + 1,
        cell[1].as_u64().unwrap() + 1
    )
}

/// The number after `word` in `line` ("step 42" → 42).
fn number_after(line: &str, word: &str) -> u64 {
    let rest = &line[line
        .find(word)
        .unwrap_or_else(|| panic!("{word:?} in {line:?}"))
        + word.len()..];
    rest.chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap()
}

/// The question and the answer numbered `k` whose question contains `marker`.
fn question<'a>(sheet: &'a str, marker: &str) -> (&'a str, &'a str) {
    let (questions, answers) = sheet.split_once("## Answer key").expect("an answer key");
    let (k, q) = questions
        .lines()
        .filter_map(|l| l.split_once(". ").filter(|(n, _)| n.parse::<u32>().is_ok()))
        .find(|(_, q)| q.contains(marker))
        .unwrap_or_else(|| panic!("no question with {marker:?}:\n{questions}"));
    let a = answers
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{k}. ")))
        .expect("its answer");
    (q, a)
}

const FC: &[&str] = &["--strategy", "backtrack", "--inference", "fc"];

#[test]
fn under_forward_checking_the_pruning_question_is_answered_by_the_prunings_after_its_guess() {
    let sheet = solve(&[FC, &["--format", "markdown"]].concat());
    let (q, a) = question(&sheet, "Which values does forward checking remove");
    let step = number_after(q, "At step ") as usize;
    let events = events(FC);
    let guess = &events[step - 1];
    assert_eq!(guess["event"], "placed", "{q}");
    assert!(q.contains(&format!(
        "tries {} = {}",
        rc(&guess["cell"]),
        guess["digit"]
    )));
    let prunings: Vec<String> = events[step..]
        .iter()
        .take_while(|e| e["event"] == "pruned")
        .map(|e| format!("{} from {}", e["digit"], rc(&e["cell"])))
        .collect();
    assert!(prunings.len() >= 2, "a chain worth asking about");
    assert!(
        a.starts_with(&format!("{}. ", prunings.join(", "))),
        "{a} vs {prunings:?}"
    );
}

#[test]
fn under_forward_checking_the_wipeout_question_names_the_cell_whose_domain_empties() {
    let sheet = solve(&[FC, &["--format", "markdown"]].concat());
    let (q, a) = question(&sheet, "wipes out one cell's domain");
    let step = number_after(q, "At step ") as usize;
    let events = events(FC);
    assert_eq!(events[step - 1]["event"], "placed");
    // The guess's prunings, then a dead end at the cell pruned last.
    let after: Vec<&Value> = events[step..].iter().collect();
    let chain = after.iter().take_while(|e| e["event"] == "pruned").count();
    let dead = after[chain];
    assert_eq!(dead["event"], "dead_end", "the chain ends in a wipeout");
    let cell = rc(&after[chain - 1]["cell"]);
    assert_eq!(rc(&dead["cell"]), cell);
    assert!(
        a.starts_with(&format!("{cell}. The trace, step {}:", step + chain + 1)),
        "{a}"
    );
    assert!(a.contains("wiped out"));
}

/// The domains pencilled on the puzzle are, before any pruning, the digits
/// no peer holds, computed here from the givens.
#[test]
fn under_inference_the_puzzle_is_pencilled_with_each_cells_domain() {
    let sheet = solve(&[FC, &["--format", "markdown"]].concat());
    let grid = common::puzzle("classic.txt");
    let table: Vec<&str> = sheet
        .split("## The puzzle")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("| *"))
        .collect();
    assert_eq!(table.len(), 9);
    let sub = |d: u8| char::from_u32(0x2080 + u32::from(d)).unwrap();
    for (r, line) in table.iter().enumerate() {
        let cells: Vec<&str> = line.split('|').map(str::trim).skip(2).take(9).collect();
        for (c, shown) in cells.iter().enumerate() {
            let cell = sudoku_trace::grid::Cell::new(r, c);
            if grid.get(cell) != 0 {
                assert_eq!(*shown, format!("**{}**", grid.get(cell)));
                continue;
            }
            let domain: String = (1..=9u8)
                .filter(|&d| {
                    (0..9).all(|k| {
                        grid.get(sudoku_trace::grid::Cell::new(r, k)) != d
                            && grid.get(sudoku_trace::grid::Cell::new(k, c)) != d
                            && grid.get(sudoku_trace::grid::Cell::new(
                                r / 3 * 3 + k / 3,
                                c / 3 * 3 + k % 3,
                            )) != d
                    })
                })
                .map(sub)
                .collect();
            assert_eq!(*shown, domain, "r{}c{}", r + 1, c + 1);
        }
    }
    // Only givens are bold: the row names are not.
    assert!(
        table
            .iter()
            .all(|l| l.starts_with("| *") && !l.starts_with("| **"))
    );
}

#[test]
fn under_forward_checking_the_first_steps_reach_past_the_second_guess() {
    let sheet = solve(&[FC, &["--format", "markdown"]].concat());
    let first = sheet.split("## The first").nth(1).unwrap();
    let first = &first[..first.find("\n## ").unwrap()];
    let guesses = first.lines().filter(|l| l.contains("try r")).count();
    assert!(guesses >= 3, "{first}");
    assert!(first.contains("inference removes 7 values: 1 from r1c7"));
}

#[test]
fn a_blind_search_keeps_the_blind_questions_and_asks_none_of_inference() {
    let sheet = solve(&["--format", "markdown"]);
    assert!(sheet.contains("Which cell does it look at next?"));
    assert!(sheet.contains("How many placements does the search make before its first dead end?"));
    assert!(!sheet.contains("forward checking remove"));
    assert!(!sheet.contains("wipes out"));
    assert!(!sheet.contains("conflict set"));
}

#[test]
fn under_backjumping_the_question_asks_for_the_conflict_set_and_the_landing() {
    let args = ["--strategy", "backtrack", "--backjump"];
    let sheet = solve(&[&args[..], &["--format", "markdown"]].concat());
    let (q, a) = question(&sheet, "form its conflict set");
    let step = number_after(q, "At step ") as usize;
    let events = events(&args);
    assert_eq!(events[step - 1]["event"], "dead_end");
    assert_eq!(events[step]["event"], "conflict_set");
    assert_eq!(events[step + 1]["event"], "backjumped");
    let to = &events[step + 1];
    assert!(
        a.contains(&format!("to {} = {}", rc(&to["to"]), to["digit"])),
        "{a}"
    );
    assert!(!sheet.contains("Which cell does it look at next?"));
}

#[test]
fn under_lcv_the_order_question_is_one_lcv_changed() {
    let args = [
        "--puzzle",
        "norvig-grid2",
        "--strategy",
        "backtrack",
        "--select",
        "mrv",
        "--values",
        "lcv",
        "--inference",
        "fc",
    ];
    let sheet = solve(&[&args[..], &["--format", "markdown"]].concat());
    let (q, a) = question(&sheet, "In which order does it try them?");
    let step = number_after(q, "At step ") as usize;
    let events = events(&args);
    let ordered = &events[step - 1];
    assert_eq!(ordered["event"], "values_ordered");
    let order: Vec<u64> = ordered["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["digit"].as_u64().unwrap())
        .collect();
    assert!(
        order.windows(2).any(|w| w[0] > w[1]),
        "LCV changed the order: {order:?}"
    );
    let listed: Vec<String> = order.iter().map(u64::to_string).collect();
    assert!(
        a.starts_with(&format!("\\[{}\\]", listed.join(", "))),
        "{a}"
    );
}

#[test]
fn no_answers_leaves_the_key_out_of_both_layouts() {
    for format in ["markdown", "worksheet-html"] {
        let with = solve(&[FC, &["--format", format]].concat());
        let without = solve(&[FC, &["--format", format, "--no-answers"]].concat());
        assert!(with.contains("Answer key"), "{format}");
        assert!(!without.contains("Answer key"), "{format}");
        assert!(without.contains("The answer key is not part of this sheet."));
        // No answer's words are left: the trace's sentences quoted there.
        assert!(with.contains("The trace, step"));
        assert!(!without.contains("The trace, step"), "{format}");
        // The questions stay.
        assert!(without.contains("Which values does forward checking remove"));
    }
}

#[test]
fn no_answers_needs_a_worksheet() {
    for format in ["text", "json", "jsonl", "html", "none"] {
        let out = common::cmd()
            .args(["solve", "--format", format, "--no-answers"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{format}");
        assert!(out.stdout.is_empty());
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!(
                "error: --no-answers leaves the answer key out of a worksheet: add --format \
                 markdown or --format worksheet-html (not {format}), or leave out --no-answers\n"
            )
        );
    }
}

#[test]
fn the_printable_sheet_draws_boxes_and_domains_and_runs_no_script() {
    let page = solve(&[FC, &["--format", "worksheet-html"]].concat());
    assert!(page.starts_with("<!DOCTYPE html>"));
    let policy = page
        .split("Content-Security-Policy\" content=\"")
        .nth(1)
        .unwrap();
    let policy = &policy[..policy.find('"').unwrap()];
    assert!(policy.starts_with("default-src 'none'"), "{policy}");
    assert!(!policy.contains("script-src"));
    assert!(!page.contains("<script"));
    assert!(page.contains("class=\"bt\"") || page.contains("class=\"bt "));
    assert!(page.contains("class=\"bl"));
    assert!(page.contains("<div class=\"pencil k3\">"));
    assert!(page.contains("<section class=\"answers\">"));
    // Outside text is escaped: a title from a strategy name never is markup.
    assert!(!page.contains("<h1><"));
}

#[test]
fn the_worksheet_is_the_same_twice() {
    for format in ["markdown", "worksheet-html"] {
        let a = solve(&[FC, &["--format", format]].concat());
        let b = solve(&[FC, &["--format", format]].concat());
        assert_eq!(a, b, "{format}");
    }
}
