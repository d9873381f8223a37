//! The hand-made corrupt traces of `tests/it/verify_corrupt.rs`, shared with
//! the hostile-input corpus (`tests/it/hostile.rs`): each is a small edit of a
//! real trace, made by running the binary.
#![allow(dead_code)]

use crate::common;

/// Small enough to check by hand: r3c2 has candidates 1 and 3; 1 leaves r3c4
/// with none (a dead end, an undo); 3 then fills r3c4 = 1 and r4c2 = 1.
pub const TINY: &str = "1234\n3412\n2.4.\n4.23\n";

pub fn run(args: &[&str], stdin: &str) -> std::process::Output {
    let mut c = common::cmd();
    c.current_dir(common::root())
        .args(args)
        .write_stdin(stdin.to_string())
        .output()
        .expect("the binary runs")
}

/// The JSON Lines trace of `strategy` on `puzzle`, one record per element.
pub fn trace(puzzle: &str, strategy: &str) -> Vec<String> {
    let out = run(&["solve", "-", "-s", strategy, "--format", "jsonl"], puzzle);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The JSON Lines trace of `solve -s backtrack` with `choices` (the
/// textbook's flags) on `puzzle`.
pub fn backtrack_trace(puzzle: &str, choices: &[&str]) -> Vec<String> {
    let mut args = vec!["solve", "-", "-s", "backtrack", "--format", "jsonl"];
    args.extend_from_slice(choices);
    let out = run(&args, puzzle);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

pub fn four() -> String {
    std::fs::read_to_string(common::puzzle_path("four.txt")).unwrap()
}

/// A trace with record `line` (0 = the header, k = step k) edited.
fn edit(mut lines: Vec<String>, line: usize, f: impl Fn(&str) -> String) -> String {
    lines[line] = f(&lines[line]);
    lines.join("\n") + "\n"
}

fn replace(lines: Vec<String>, line: usize, from: &str, to: &str) -> String {
    assert!(lines[line].contains(from), "{} has no {from}", lines[line]);
    edit(lines, line, |l| l.replacen(from, to, 1))
}

fn insert(mut lines: Vec<String>, before: usize, record: &str) -> String {
    lines.insert(before, record.to_string());
    lines.join("\n") + "\n"
}

fn remove(mut lines: Vec<String>, line: usize) -> String {
    lines.remove(line);
    lines.join("\n") + "\n"
}

/// Every corrupt trace, by name (`verify_NAME` is its snapshot).
pub fn corrupt_traces() -> Vec<(&'static str, String)> {
    let tiny = || trace(TINY, "candidates");
    let naive = || trace(TINY, "naive");
    let singles = || trace(&four(), "singles");
    let dlx = || trace(&four(), "dlx");
    // The textbook's search on four.txt: forward checking, LCV with it,
    // and backjumping (line k = step k, as in the comments).
    let fc = || backtrack_trace(&four(), &["--inference", "fc"]);
    let lcv = || backtrack_trace(&four(), &["--values", "lcv", "--inference", "fc"]);
    let cbj = || backtrack_trace(&four(), &["--backjump"]);
    let mac = || backtrack_trace(&four(), &["--inference", "mac"]);
    let six = std::fs::read_to_string(common::puzzle_path("six.txt")).unwrap();
    let cbj_six = || backtrack_trace(&six, &["--backjump"]);
    vec![
        // Placements.
        (
            "illegal_placement",
            replace(tiny(), 2, r#""digit":1"#, r#""digit":2"#),
        ),
        (
            "placement_into_a_given",
            replace(tiny(), 2, r#""cell":[2,1]"#, r#""cell":[2,0]"#),
        ),
        (
            "placement_outside_the_grid",
            replace(tiny(), 2, r#""cell":[2,1]"#, r#""cell":[2,4]"#),
        ),
        (
            "wrong_choice",
            replace(tiny(), 6, r#""choice":2"#, r#""choice":1"#),
        ),
        (
            "wrong_depth",
            replace(tiny(), 8, r#""depth":2"#, r#""depth":3"#),
        ),
        // Candidates and their reasons.
        (
            "false_candidate_set",
            replace(
                tiny(),
                1,
                r#""candidates":[1,3]"#,
                r#""candidates":[1,3,4]"#,
            ),
        ),
        (
            "missing_candidate",
            replace(tiny(), 7, r#""candidates":[1]"#, r#""candidates":[]"#),
        ),
        (
            "false_exclusion_reason",
            replace(tiny(), 1, r#""peer":[2,0]"#, r#""peer":[2,2]"#),
        ),
        (
            "exclusion_reason_not_the_first",
            replace(
                tiny(),
                3,
                r#""peer":[3,3],"unit":"column""#,
                r#""peer":[3,3],"unit":"box""#,
            ),
        ),
        // Dead ends, undos, rejections.
        (
            "false_dead_end",
            insert(tiny(), 1, r#"{"event":"dead_end","cell":[2,1],"depth":0}"#),
        ),
        (
            "false_unit_dead_end",
            insert(
                tiny(),
                1,
                r#"{"event":"dead_end","depth":0,"digit":1,"unit":"row","index":2}"#,
            ),
        ),
        (
            "undo_out_of_order",
            insert(
                tiny(),
                9,
                r#"{"event":"undone","cell":[2,1],"digit":3,"depth":1}"#,
            ),
        ),
        (
            "undo_with_nothing_standing",
            insert(
                tiny(),
                1,
                r#"{"event":"undone","cell":[2,1],"digit":1,"depth":1}"#,
            ),
        ),
        (
            "false_rejection",
            replace(naive(), 2, r#""peer":[2,1]"#, r#""peer":[2,0]"#),
        ),
        // Deductions, retractions, constraints.
        (
            "false_naked_single",
            replace(singles(), 1, r#""cell":[1,0]"#, r#""cell":[0,0]"#),
        ),
        (
            "false_hidden_single",
            insert(
                singles(),
                1,
                r#"{"event":"deduced","cell":[0,0],"digit":1,"depth":0,"rule":"hidden_single","unit":"row"}"#,
            ),
        ),
        (
            "retraction_of_a_guess",
            insert(
                tiny(),
                3,
                r#"{"event":"retracted","cell":[2,1],"digit":1,"depth":1}"#,
            ),
        ),
        (
            "false_constraint_count",
            replace(dlx(), 1, r#""options":1"#, r#""options":2"#),
        ),
        // Solutions and counters.
        (
            "wrong_solution",
            replace(tiny(), 11, "1234341223414123", "1234341223414132"),
        ),
        ("solution_with_an_empty_cell", remove(tiny(), 10)),
        (
            "wrong_solution_number",
            replace(tiny(), 11, r#""number":1"#, r#""number":2"#),
        ),
        (
            "event_after_the_last_solution",
            insert(
                tiny(),
                12,
                r#"{"event":"undone","cell":[3,1],"digit":1,"depth":3}"#,
            ),
        ),
        (
            "wrong_counters",
            replace(tiny(), 12, r#""placements":4"#, r#""placements":5"#),
        ),
        (
            "wrong_end",
            replace(
                tiny(),
                12,
                r#""end":"solution_limit""#,
                r#""end":"exhausted""#,
            ),
        ),
        // Limits.
        (
            "time_limit_without_one_in_the_header",
            insert(tiny(), 5, r#"{"event":"time_limit_reached","steps":4}"#),
        ),
        (
            "event_after_the_time_limit",
            insert(
                replace(
                    tiny(),
                    0,
                    r#""max_steps":null}"#,
                    r#""max_steps":null,"time_limit":0.5}"#,
                )
                .lines()
                .map(str::to_string)
                .collect(),
                5,
                r#"{"event":"time_limit_reached","steps":4}"#,
            ),
        ),
        // The textbook's search. Step 4 prunes 1 from r1c4 after r1c1 = 1;
        // without it, the pruning of r2c1 comes where r1c4's was due.
        ("forgotten_pruning", remove(fc(), 4)),
        // Step 21 prunes 1 from r4c4, the last pruning of r1c4 = 1; without
        // it, the next level's candidates come while it is due.
        ("forgotten_last_pruning", remove(fc(), 21)),
        // Arc consistency before the first guess: step 7 prunes 1 from r3c2,
        // r3c3 having 1 as its only value; without it the fixpoint is not
        // reached when the search picks its first cell.
        ("forgotten_arc_consistency_pruning", remove(mac(), 7)),
        // Step 12: r1c4's domain has no 3 (a given in its row), and r1c2
        // holds 1, not 3.
        (
            "false_pruning",
            replace(fc(), 12, r#""digit":1"#, r#""digit":3"#),
        ),
        // After step 9 r1c2's domain is [1, 2] (its 1 came back with the
        // undo at step 7, its 4 just went): no wipeout there.
        (
            "wipeout_dead_end_with_a_value_left",
            insert(fc(), 10, r#"{"event":"dead_end","cell":[0,1],"depth":1}"#),
        ),
        // Step 2: 4 removes 1, 1 removes 3, so 4 comes first.
        (
            "wrong_lcv_order",
            replace(
                lcv(),
                2,
                r#"[{"digit":4,"removes":1},{"digit":1,"removes":3}]"#,
                r#"[{"digit":1,"removes":3},{"digit":4,"removes":1}]"#,
            ),
        ),
        // Step 6: 1 is in the domains of four empty peers of r1c2.
        (
            "wrong_lcv_count",
            replace(
                lcv(),
                6,
                r#"{"digit":1,"removes":4}"#,
                r#"{"digit":1,"removes":3}"#,
            ),
        ),
        // Step 7: r1c4's 1 is excluded by r1c1 (depth 1), its 2 by r1c2.
        (
            "conflict_set_missing_a_guess",
            replace(
                cbj(),
                7,
                r#""conflicts":[{"cell":[0,0],"depth":1},{"cell":[0,1],"depth":2}]"#,
                r#""conflicts":[{"cell":[0,1],"depth":2}]"#,
            ),
        ),
        // Step 27: the set of r2c1 is [r1c2 (depth 2)]; r1c1 = 4 is not in it.
        (
            "backjump_to_the_wrong_guess",
            replace(
                cbj(),
                27,
                r#""to":[0,1],"digit":1"#,
                r#""to":[0,0],"digit":4"#,
            ),
        ),
        // Step 15: the backjump from r2c1 (its set is [r1c1]) left out: the
        // undo of r1c4 = 2 that follows is an ordinary backtrack where a
        // backjump was due.
        ("missing_backjump", remove(cbj(), 15)),
        // six.txt, step 181: r5c2's set holds r1c6 (depth 5) only because a
        // jump that landed on a guess of r5c2 passed it on.
        (
            "backjump_missing_an_inherited_guess",
            replace(cbj_six(), 181, r#"{"cell":[0,5],"depth":5},"#, ""),
        ),
        // Step 15: from depth 3 to depth 1 is over 2 guesses.
        (
            "backjump_wrong_over",
            replace(cbj(), 15, r#""over":2"#, r#""over":1"#),
        ),
        // Steps 16-18 undo depths 3, 2, 1; without the last, r1c1 = 1
        // still stands when r1c1 = 4 is placed.
        ("backjump_too_few_undos", remove(cbj(), 18)),
        // The format itself.
        ("missing_field", replace(tiny(), 2, r#","depth":1"#, "")),
        (
            "unknown_event",
            edit(tiny(), 4, |_| {
                r#"{"event":"teleported","cell":[2,3],"depth":1}"#.into()
            }),
        ),
        ("truncated_file", {
            let text = tiny().join("\n");
            let cut = text.find(r#"{"event":"placed","cell":[2,3]"#).unwrap() + 25;
            text[..cut].to_string()
        }),
        ("not_json", replace(tiny(), 5, "{", "(")),
        (
            "line_after_the_footer",
            tiny().join("\n") + "\n" + r#"{"event":"dead_end","cell":[2,3],"depth":0}"#,
        ),
        (
            "bad_schema_version",
            replace(tiny(), 0, r#""schema_version":1"#, r#""schema_version":2"#),
        ),
        ("no_header", remove(tiny(), 0)),
        ("truncated_document", {
            let json = run(&["solve", "-", "--format", "json"], TINY).stdout;
            String::from_utf8(json).unwrap()[..700].to_string()
        }),
    ]
}
