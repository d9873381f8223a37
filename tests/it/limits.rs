//! `--time-limit`: every command that searches stops, and its output is
//! complete and valid; the events written are the first ones of the search
//! without a limit. No assertion depends on how fast the machine is: the
//! searches cut short here take seconds, the limits a few milliseconds.

use crate::common;

use assert_cmd::Command;
use serde_json::Value;
use sudoku_trace::solver::{self, DEADLINE_EVERY, Deadline, Strategy};
use sudoku_trace::trace::{End, Event, Limits, NoSink, Sink, Stats};

/// Naive search takes tens of millions of steps on it.
const LONG: &str = "examples/puzzles/wikipedia_brute_force.txt";

/// Norvig's "impossible" puzzle: no solution, and proving it takes `check`
/// (singles) seconds.
const IMPOSSIBLE: &str =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = cmd().args(args).output().expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("output is UTF-8"),
    )
}

/// The JSON Lines of `solve` on the long puzzle, with more arguments.
fn solve_jsonl(more: &[&str]) -> (Option<i32>, Vec<String>) {
    let mut args = vec!["solve", LONG, "--strategy", "naive", "--format", "jsonl"];
    args.extend_from_slice(more);
    let (code, out) = run(&args);
    (code, out.lines().map(str::to_string).collect())
}

fn json(line: &str) -> Value {
    serde_json::from_str(line).expect("a record is JSON")
}

/// The events of a JSON Lines trace (no header, no footer).
fn events(lines: &[String]) -> &[String] {
    &lines[1..lines.len() - 1]
}

/// `verify` accepts the trace.
fn verifies(trace: &[u8]) {
    cmd()
        .args(["verify", "-"])
        .write_stdin(trace)
        .assert()
        .code(0);
}

#[test]
fn solve_jsonl_under_a_time_limit_ends_with_the_limit_and_is_a_prefix() {
    let (code, lines) = solve_jsonl(&["--time-limit", "0.01"]);
    assert_eq!(code, Some(1), "stopped before a solution");
    let header = json(&lines[0]);
    assert_eq!(header["options"]["time_limit"], 0.01);
    let limit = json(&lines[lines.len() - 2]);
    let footer = json(&lines[lines.len() - 1]);
    assert_eq!(limit["event"], "time_limit_reached");
    let steps = limit["steps"].as_u64().expect("steps is a number");
    assert_eq!(
        steps % DEADLINE_EVERY,
        0,
        "the deadline is looked at every 1,024 events"
    );
    assert_eq!(footer["end"], "time_limit");
    assert_eq!(footer["stats"]["events"], steps + 1);
    assert_eq!(events(&lines).len() as u64, steps + 1);
    verifies((lines.join("\n") + "\n").as_bytes());

    // The same events as a run cut at that many steps, up to the limit's own.
    let (_, cut) = solve_jsonl(&["--max-steps", &steps.to_string()]);
    let n = steps as usize;
    assert_eq!(events(&lines)[..n], events(&cut)[..n]);
    assert_eq!(
        json(&cut[cut.len() - 2]),
        serde_json::json!({"event": "step_limit_reached", "steps": steps})
    );
}

#[test]
fn solve_json_under_a_time_limit_is_a_whole_document() {
    let (code, out) = run(&[
        "solve",
        LONG,
        "--strategy",
        "naive",
        "--format",
        "json",
        "--time-limit",
        "0.01",
    ]);
    assert_eq!(code, Some(1));
    let document: Value = serde_json::from_str(&out).expect("the document parses");
    let events = document["events"].as_array().expect("events");
    let last = events.last().expect("at least the limit event");
    assert_eq!(last["event"], "time_limit_reached");
    assert_eq!(last["steps"], events.len() as u64 - 1);
    assert_eq!(document["end"], "time_limit");
    assert_eq!(document["options"]["time_limit"], 0.01);
    verifies(out.as_bytes());
}

#[test]
fn solve_text_under_a_time_limit_says_so() {
    let (code, out) = run(&["solve", LONG, "--strategy", "naive", "--time-limit", "0.01"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("time limit reached after "), "{out}");
    assert!(out.contains("Stopped at the time limit with 0 solutions"));
}

#[test]
fn solve_html_under_a_time_limit_says_where_and_why() {
    let (code, page) = run(&[
        "solve",
        LONG,
        "--strategy",
        "naive",
        "--format",
        "html",
        "--time-limit",
        "0.01",
    ]);
    assert_eq!(code, Some(1));
    assert!(page.trim_end().ends_with("</html>"), "the page is whole");
    let start = page.find("id=\"walkthrough-data\"").expect("the page data");
    let start = start + page[start..].find('>').expect("the tag closes") + 1;
    let end = start + page[start..].find("</script>").expect("the script ends");
    let data: Value = serde_json::from_str(&page[start..end]).expect("the page data parses");
    assert_eq!(data["end"], "time_limit");
    assert_eq!(data["options"]["time_limit"], 0.01);
    assert!(
        data["ui"]["time_limited"]
            .as_str()
            .expect("the page's note")
            .contains("--time-limit")
    );
    assert!(data["phrases"]["time_limit"].is_string());
}

#[test]
fn a_saved_time_limited_trace_renders_and_diffs() {
    let (_, lines) = solve_jsonl(&["--time-limit", "0.01"]);
    let trace = lines.join("\n") + "\n";
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("cut.jsonl");
    std::fs::write(&path, &trace).expect("written");
    let out = cmd()
        .args(["render", path.to_str().expect("UTF-8"), "--format", "jsonl"])
        .output()
        .expect("render runs");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).expect("UTF-8"), trace);
    // Against a longer search, the two part only at the limit.
    let steps = json(&lines[lines.len() - 2])["steps"].as_u64().unwrap();
    let (_, longer) = solve_jsonl(&["--max-steps", &(steps + 100).to_string()]);
    let other = dir.path().join("longer.jsonl");
    std::fs::write(&other, longer.join("\n") + "\n").expect("written");
    let out = cmd()
        .args([
            "diff",
            path.to_str().expect("UTF-8"),
            other.to_str().expect("UTF-8"),
        ])
        .output()
        .expect("diff runs");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.contains(&format!("step {}", steps + 1)), "{text}");
    assert!(text.contains("time_limit_reached"), "{text}");
}

#[test]
fn compare_marks_strategies_stopped_by_the_time_limit() {
    let (code, out) = run(&[
        "compare",
        LONG,
        "--format",
        "json",
        "--no-time",
        "--time-limit",
        "0.01",
        "--max-steps",
        "1000000000",
    ]);
    assert_eq!(code, Some(0), "mrv, singles and dlx solve it");
    let comparison: Value = serde_json::from_str(&out).expect("the comparison parses");
    assert_eq!(comparison["time_limit"], 0.01);
    let end = |name: &str| {
        comparison["rows"]
            .as_array()
            .expect("rows")
            .iter()
            .find(|r| r["strategy"] == name)
            .expect("every strategy has a row")["end"]
            .clone()
    };
    assert_eq!(end("naive"), "time_limit");
    assert_eq!(end("candidates"), "time_limit");
    assert_eq!(end("singles"), "solution_limit");
    let (_, text) = run(&[
        "compare",
        LONG,
        "--no-time",
        "--time-limit",
        "0.01",
        "--max-steps",
        "1000000000",
    ]);
    assert!(
        text.lines()
            .any(|l| l.starts_with("naive ") && l.contains(" time limit ")),
        "{text}"
    );
    assert!(text.contains("A strategy at the time limit was stopped before it finished"));
}

#[test]
fn check_undecided_at_the_time_limit_exits_4_and_says_which_limit() {
    let out = cmd()
        .args(["check", "-", "--format", "json", "--time-limit", "0.01"])
        .write_stdin(IMPOSSIBLE)
        .output()
        .expect("check runs");
    assert_eq!(out.status.code(), Some(4));
    let verdict: Value = serde_json::from_slice(&out.stdout).expect("the verdict parses");
    assert_eq!(verdict["solutions"], "undecided");
    assert_eq!(verdict["limit"], "time_limit");
    cmd()
        .args(["check", "-", "--time-limit", "0.01"])
        .write_stdin(IMPOSSIBLE)
        .assert()
        .code(4)
        .stdout(predicates::str::contains(
            "undecided: the time limit came first",
        ));
    // The step limit is named too.
    let out = cmd()
        .args(["check", "-", "--format", "json", "--max-steps", "100"])
        .write_stdin(IMPOSSIBLE)
        .output()
        .expect("check runs");
    assert_eq!(out.status.code(), Some(4));
    let verdict: Value = serde_json::from_slice(&out.stdout).expect("the verdict parses");
    assert_eq!(verdict["limit"], "step_limit");
}

#[test]
fn bench_names_the_puzzles_stopped_by_the_time_limit() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("two.txt");
    let long = std::fs::read_to_string(common::root().join(LONG)).expect("readable");
    let long = long
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle line");
    let classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    std::fs::write(&file, format!("{classic}\n{long}\n")).expect("written");
    let out = cmd()
        .args([
            "bench",
            file.to_str().expect("UTF-8"),
            "--strategy",
            "naive",
            "--format",
            "json",
            "--threads",
            "1",
            "--time-limit",
            "0.01",
        ])
        .output()
        .expect("bench runs");
    assert_eq!(out.status.code(), Some(1), "one puzzle unfinished");
    let figures: Value = serde_json::from_slice(&out.stdout).expect("the figures parse");
    assert_eq!(figures["solved"], 1);
    assert_eq!(figures["unfinished"], 1);
    assert_eq!(figures["timed_out"], 1);
    let errors = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(
        errors.contains("two.txt:2: unfinished at the time limit"),
        "{errors}"
    );
}

#[test]
fn time_limits_must_be_positive_finite_seconds() {
    for bad in ["0", "-1", "nan", "inf", "soon"] {
        for command in ["solve", "compare", "check", "bench"] {
            let mut c = cmd();
            c.args([command, "--time-limit", bad]);
            if command == "bench" {
                c.arg(LONG);
            }
            c.assert()
                .code(2)
                .stderr(predicates::str::contains("--time-limit"));
        }
    }
}

/// Collects events and expires the deadline once it has heard `after` of them.
struct ExpireAfter<'d> {
    events: Vec<Event>,
    after: usize,
    deadline: &'d Deadline,
}

impl Sink for ExpireAfter<'_> {
    fn event(&mut self, event: &Event) -> std::ops::ControlFlow<()> {
        self.events.push(event.clone());
        if self.events.len() == self.after {
            self.deadline.expire();
        }
        std::ops::ControlFlow::Continue(())
    }
}

#[test]
fn a_deadline_cuts_every_strategy_at_the_next_check_and_changes_no_event() {
    let grid = common::puzzle("wikipedia_brute_force.txt");
    let limits = Limits::FIRST_SOLUTION
        .with_max_steps(Some(5_000))
        .with_time_limit(Some(1.0));
    for strategy in Strategy::ALL {
        for after in [1, 1_000, 1_024, 1_500] {
            let mut whole: Vec<Event> = Vec::new();
            let whole_report = solver::solve(&grid, strategy, limits, &mut whole);
            let deadline = Deadline::new();
            let mut cut = ExpireAfter {
                events: Vec::new(),
                after,
                deadline: &deadline,
            };
            let report = solver::solve_until(&grid, strategy, limits, &deadline, &mut cut);
            let steps = (after as u64).next_multiple_of(DEADLINE_EVERY) as usize;
            if whole.len() <= steps {
                // Finished before the deadline was looked at again.
                assert_eq!(cut.events, whole, "{strategy} after {after}");
                assert_eq!(report, whole_report);
                continue;
            }
            assert_eq!(
                cut.events[..steps],
                whole[..steps],
                "{strategy} after {after}"
            );
            assert_eq!(
                cut.events[steps..],
                [Event::TimeLimitReached {
                    steps: steps as u64
                }]
            );
            assert_eq!(report.end, End::TimeLimit);
            assert_eq!(report.stats, Stats::from_events(&cut.events));
        }
    }
}

#[test]
fn a_deadline_passed_before_the_search_stops_it_at_once_traced_or_not() {
    let grid = common::puzzle("wikipedia_brute_force.txt");
    let limits = Limits::FIRST_SOLUTION.with_time_limit(Some(1.0));
    let deadline = Deadline::new();
    deadline.expire();
    for strategy in Strategy::ALL {
        let untraced = solver::solve_until(&grid, strategy, limits, &deadline, &mut NoSink);
        let mut events: Vec<Event> = Vec::new();
        let traced = solver::solve_until(&grid, strategy, limits, &deadline, &mut events);
        assert_eq!(events, [Event::TimeLimitReached { steps: 0 }]);
        assert_eq!(untraced, traced);
        assert_eq!(untraced.end, End::TimeLimit);
        assert_eq!(untraced.stats.events, 1);
    }
    // The step limit comes first when both are due.
    let limits = limits.with_max_steps(Some(0));
    let report = solver::solve_until(&grid, Strategy::Naive, limits, &deadline, &mut NoSink);
    assert_eq!(report.end, End::StepLimit);
}

/// A budget of placements (`solver::count`, which `compare` runs) stops
/// every strategy of every line-up before the placement past it: exactly
/// the counters of the traced search up to that placement, whatever the
/// strategy spends on other events; a strategy that finishes within it
/// reports what `solve` reports.
#[test]
fn a_placement_budget_stops_every_strategy_after_the_same_number_of_guesses() {
    const BUDGET: u64 = 100;
    let grid = common::puzzle("norvig_grid2.txt");
    let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(20_000));
    let unlimited = limits.with_max_steps(None);
    for strategy in solver::LineUp::All.strategies() {
        let mut whole: Vec<Event> = Vec::new();
        let traced = solver::solve(&grid, strategy, limits, &mut whole);
        let report = solver::count(&grid, strategy, unlimited, Some(BUDGET), None);
        let past = whole
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::Placed { .. }))
            .nth(BUDGET as usize)
            .map(|(at, _)| at);
        match past {
            Some(at) => {
                assert_eq!(report.end, End::PlacementLimit, "{strategy}");
                assert_eq!(report.stats.placements, BUDGET, "{strategy}");
                assert_eq!(report.stats, Stats::from_events(&whole[..at]), "{strategy}");
            }
            None => {
                assert_eq!(traced.end, End::SolutionLimit, "{strategy} finishes");
                assert_eq!(report, traced, "{strategy}");
            }
        }
    }
}

/// The exit code and standard error of `sudoku-trace ARGS`.
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let out = cmd().args(args).output().expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8(out.stderr).expect("errors are UTF-8"),
    )
}

/// Issue 22, item 16: `diff --context`, `--html-max-events` (`solve`,
/// `render`) and `compare --race-max-events` each hold that much in memory
/// or on the page; past their caps they are refused at the door, saying
/// what was found and what is admitted, and the caps themselves still work.
#[test]
fn every_memory_cap_is_refused_at_the_door_and_reached_at_its_value() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("four.jsonl");
    let trace = trace.to_str().unwrap();
    let (code, _) = run(&[
        "solve",
        "examples/puzzles/four.txt",
        "--format",
        "jsonl",
        "-o",
        trace,
    ]);
    assert_eq!(code, Some(0));
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["diff", trace, trace, "--context"],
            "1000",
            "is not in 0..=1000",
        ),
        (
            &[
                "solve",
                "examples/puzzles/four.txt",
                "--format",
                "html",
                "--html-max-events",
            ],
            "10000000",
            "is not in 1..=10000000",
        ),
        (
            &["render", trace, "--format", "html", "--html-max-events"],
            "10000000",
            "is not in 1..=10000000",
        ),
        (
            &[
                "compare",
                "examples/puzzles/four.txt",
                "--line-up",
                "basic",
                "--format",
                "html",
                "--race-max-events",
            ],
            "2000000",
            "is not in 1..=2000000",
        ),
        (
            &[
                "compare",
                "examples/puzzles/four.txt",
                "--format",
                "html",
                "--race-max-events",
            ],
            "2000000",
            "is not in 1..=2000000",
        ),
    ];
    for (args, cap, expected) in cases {
        for past in [
            (cap.parse::<u64>().unwrap() + 1).to_string(),
            u64::MAX.to_string(),
        ] {
            let mut with = args.to_vec();
            with.push(&past);
            let (code, err) = refused(&with);
            assert_eq!(code, Some(2), "{with:?}: {err}");
            assert!(
                err.contains(&format!("invalid value '{past}'"))
                    && err.contains(&format!("{past} {expected}")),
                "{with:?}: {err}"
            );
        }
        let mut at_cap = args.to_vec();
        at_cap.push(cap);
        let (code, err) = refused(&at_cap);
        assert_eq!(code, Some(0), "{at_cap:?}: {err}");
    }
}

/// The smaller item of issue 22 on `compare`: its help promised "a few
/// seconds per strategy stopped" at the default placement budget, and an
/// empty 25x25 ran for minutes. The help now says that holds on 9x9 only
/// and names what bounds any board, and that does bound one.
#[test]
fn compare_says_what_bounds_a_big_board_and_the_time_limit_does() {
    let (code, help) = run(&["compare", "--help"]);
    assert_eq!(code, Some(0));
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains("on a 9x9 board it bounds a run at a few seconds per strategy stopped")
            && help.contains("an empty 25x25 takes minutes")
            && help.contains("`--time-limit` bounds a run on any board"),
        "{help}"
    );
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty25.txt");
    std::fs::write(&empty, ".".repeat(625)).unwrap();
    let started = std::time::Instant::now();
    let (code, out) = run(&[
        "compare",
        empty.to_str().unwrap(),
        "--box",
        "5x5",
        "--line-up",
        "basic",
        "--time-limit",
        "0.2",
        "--no-time",
    ]);
    // Five strategies at 0.2 s each: seconds, not minutes, however busy
    // the machine (the bound is generous; an unbounded run takes minutes).
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
    assert!(code == Some(0) || code == Some(1), "{out}");
    assert!(out.contains("time limit"), "{out}");
}
