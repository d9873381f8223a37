//! The schema (`sudoku-trace schema`) is as strict as a JSON Schema can be
//! about one record, and never stricter than `verify`.
//!
//! Sound: every record of every trace the tool writes (every strategy and
//! choice of `backtrack`, boards from 4×4 to 25×25, JSON Lines and
//! documents), every trace kept in the repository, the Python examples'
//! traces, and the odd but legal traces `verify` accepts (nulls for absent
//! fields, lower-case givens, a document with its keys sorted) validate
//! against it.
//!
//! Strict: each mutant below changes one field of a trace the tool wrote
//! into something `verify` refuses for what the record holds alone; the
//! schema must refuse it too, and `verify` must (so that the schema never
//! claims more than `verify` does). Each mutant has a label, so a failure
//! says which rule the schema lost.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::LazyLock;

use serde_json::{Value, json};
use sudoku_trace::trace::EventKind;

/// The schema as the tool prints it, ready to validate.
static SCHEMA: LazyLock<jsonschema::Validator> = LazyLock::new(|| {
    let out = common::stdout_of(common::tool().arg("schema"));
    let schema: Value = serde_json::from_slice(&out).expect("the schema is JSON");
    assert!(
        jsonschema::meta::is_valid(&schema),
        "the schema is itself a valid JSON Schema"
    );
    jsonschema::draft202012::new(&schema).expect("the schema compiles")
});

/// What the schema says against `record`, one line an error (none: valid).
fn schema_errors(record: &Value) -> Vec<String> {
    SCHEMA
        .iter_errors(record)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

/// The records of a trace file as the reader tells them apart: JSON Lines
/// when its first line is a whole object without `events`, else one document.
fn records(text: &str) -> Vec<Value> {
    let text = text.trim_start_matches('\u{feff}');
    let lines = || text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines()
        .next()
        .and_then(|l| serde_json::from_str::<Value>(l).ok());
    match first {
        Some(Value::Object(header)) if !header.contains_key("events") => lines()
            .map(|l| serde_json::from_str(l).expect("each line is JSON"))
            .collect(),
        _ => vec![serde_json::from_str(text).expect("a document is JSON")],
    }
}

/// Asserts that every record of the trace `text`, named `label`, validates.
fn assert_validates(label: &str, text: &str) {
    let records = records(text);
    assert!(!records.is_empty(), "{label}: no record");
    for (i, record) in records.iter().enumerate() {
        let errors = schema_errors(record);
        assert!(
            errors.is_empty(),
            "{label}: record {} does not validate:\n{}\n{record}",
            i + 1,
            errors.join("\n")
        );
    }
}

/// The exit code of `sudoku-trace verify` on `text`, saved as `name` in `dir`.
fn verify(dir: &Path, name: &str, text: &str) -> Option<i32> {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("the trace is written");
    let out = common::tool()
        .arg("verify")
        .arg(&path)
        .output()
        .expect("verify runs");
    out.status.code()
}

/// Every strategy the command line offers, with every choice of `backtrack`
/// (select, values, then no inference, forward checking, arc consistency
/// or backjumping).
fn strategies() -> Vec<Vec<&'static str>> {
    let mut all: Vec<Vec<&str>> = ["candidates", "naive", "mrv", "singles", "dlx"]
        .into_iter()
        .map(|s| vec!["--strategy", s])
        .collect();
    for select in ["first", "mrv"] {
        for values in ["ascending", "lcv"] {
            for inference in ["none", "fc", "mac", "backjump"] {
                let mut args = vec!["--strategy", "backtrack", "--select", select];
                args.extend(["--values", values]);
                match inference {
                    "backjump" => args.push("--backjump"),
                    _ => args.extend(["--inference", inference]),
                }
                all.push(args);
            }
        }
    }
    all
}

/// The trace `solve` writes for `puzzle` (arguments naming it) with `args`,
/// in `format`. Searches are cut at 1,500 steps unless `args` say: long
/// enough for every kind of event, short enough for 25×25 boards.
fn solve(puzzle: &[&str], args: &[&str], format: &str) -> String {
    let mut command = common::tool();
    command.arg("solve").args(puzzle).args(args);
    if !args.contains(&"--max-steps") {
        command.args(["--max-steps", "1500"]);
    }
    let out = command
        .args(["--format", format])
        .output()
        .expect("solve runs");
    // Exit 1: the search found no solution (a limit cut it, or there is none).
    assert!(
        matches!(out.status.code(), Some(0 | 1)) && out.stderr.is_empty(),
        "solve {puzzle:?} {args:?} --format {format}: {:?}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("a trace is UTF-8")
}

/// Every strategy on each puzzle, in both forms: every record validates.
/// Returns the kinds of event seen.
fn every_strategy_on(puzzles: &[Vec<String>]) -> BTreeSet<String> {
    let mut kinds = BTreeSet::new();
    for puzzle in puzzles {
        let puzzle: Vec<&str> = puzzle.iter().map(String::as_str).collect();
        for args in strategies() {
            for format in ["jsonl", "json"] {
                let text = solve(&puzzle, &args, format);
                let label = format!("{puzzle:?} {args:?} --format {format}");
                assert_validates(&label, &text);
                for record in records(&text) {
                    kinds.extend(record["event"].as_str().map(str::to_string));
                }
            }
        }
    }
    kinds
}

/// A puzzle of the built-in library, as `solve` arguments.
fn library(name: &str) -> Vec<String> {
    vec!["--puzzle".into(), name.into()]
}

#[test]
fn every_strategy_writes_valid_records_on_4x4_and_6x6_boards() {
    let puzzles = ["first-4x4", "wipeout-4x4", "six", "csp-6x6"].map(library);
    let kinds = every_strategy_on(&puzzles);
    // Every kind of event but the time limit's, which only a clock writes
    // (a test below makes one).
    for kind in EventKind::ALL {
        let seen = kinds.contains(kind.name());
        assert_eq!(seen, kind != EventKind::TimeLimitReached, "{}", kind.name());
    }
}

#[test]
fn every_strategy_writes_valid_records_on_9x9_boards() {
    // A search to its first solution, one proving there is none, one that
    // deduction finishes, one where deduction gets stuck.
    let puzzles = ["classic", "no-solution", "norvig-grid1", "easter-monster"].map(library);
    every_strategy_on(&puzzles);
}

#[test]
fn every_strategy_writes_valid_records_on_boards_up_to_25x25() {
    // Empty boards of the sides the library lacks, letters up to `P`, and a
    // box that is not the usual one (2x6 on 12×12).
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut puzzles = vec![library("sixteen")];
    for (side, shape) in [(8, None), (12, Some("2x6")), (25, None)] {
        let path = dir.path().join(format!("empty{side}.txt"));
        std::fs::write(&path, ".".repeat(side * side) + "\n").expect("written");
        let mut args = vec![path.display().to_string()];
        if let Some(shape) = shape {
            args.extend(["--box".to_string(), shape.to_string()]);
        }
        puzzles.push(args);
    }
    every_strategy_on(&puzzles);
}

#[test]
fn every_end_and_limit_the_tool_writes_validates() {
    for (puzzle, args) in [
        // Every solution of a puzzle with many: numbers past 1, `exhausted`.
        (library("norvig-hard1"), vec!["--all-solutions"]),
        (library("norvig-hard1"), vec!["--solutions", "2"]),
        // A time limit in the header, and perhaps reached.
        (library("norvig-grid2"), vec!["--time-limit", "0.01"]),
        (
            library("classic"),
            vec!["--strategy", "naive", "--time-limit", "60"],
        ),
    ] {
        let puzzle: Vec<&str> = puzzle.iter().map(String::as_str).collect();
        for format in ["jsonl", "json"] {
            let text = solve(&puzzle, &args, format);
            assert_validates(&format!("{puzzle:?} {args:?} --format {format}"), &text);
        }
    }
}

#[test]
fn every_trace_kept_in_the_repository_validates() {
    let root = common::root();
    let mut files = Vec::new();
    for dir in ["tests/fixtures/v1", "fuzz/seeds/read_trace"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the folder exists") {
            let path = entry.expect("an entry").path();
            let name = path.display().to_string();
            if name.ends_with(".jsonl") || name.ends_with(".json") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 17, "{files:?}");
    for path in &files {
        let text = std::fs::read_to_string(path).expect("the trace reads");
        assert_validates(&path.display().to_string(), &text);
    }
    // The traces the snapshots pin, without insta's header.
    for name in ["jsonl_four", "jsonl_classic", "json_four", "json_classic"] {
        let text = std::fs::read_to_string(root.join(format!("snapshots/{name}.snap")))
            .expect("the snapshot reads");
        let trace = text.splitn(3, "---\n").nth(2).expect("insta's header");
        assert_validates(name, trace);
    }
    // The complete example of the format's page.
    let page = std::fs::read_to_string(root.join("docs/trace-format.md")).expect("the page");
    let example: String = page
        .split("<!-- generated:")
        .nth(1)
        .expect("the generated example")
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(example.lines().count(), 13);
    assert_validates("docs/trace-format.md", &example);
}

#[test]
fn the_student_solvers_traces_validate() {
    // Another program's traces: the Python examples, with the package's
    // `TraceWriter` and with no library at all.
    for solver in ["solver.py", "solver_plain.py", "forward_checking.py"] {
        for puzzle in ["four.txt", "six.txt", "unsolvable.txt"] {
            let out = common::python3()
                .arg(common::root().join("examples/student").join(solver))
                .arg(common::puzzle_path(puzzle))
                .output()
                .expect("python3 runs");
            assert!(
                out.status.success(),
                "{solver} {puzzle}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let text = String::from_utf8(out.stdout).expect("a trace is UTF-8");
            assert_validates(&format!("{solver} {puzzle}"), &text);
        }
    }
}

#[test]
fn every_hostile_trace_verify_accepts_validates() {
    // Traces written to try the reader (blank lines, CRLF, a byte-order
    // mark…): whatever `verify` accepts of them, the schema accepts too.
    let dir = common::root().join("tests/hostile/traces");
    let mut accepted = 0;
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    for path in paths {
        let out = common::tool()
            .arg("verify")
            .arg(&path)
            .output()
            .expect("verify runs");
        if out.status.code() != Some(0) {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("an accepted trace is UTF-8");
        assert_validates(&path.display().to_string(), &text);
        accepted += 1;
    }
    assert!(accepted >= 3, "only {accepted} hostile traces verify");
}

/// Odd but legal: traces `verify` accepts that the tool does not write.
#[test]
fn the_odd_traces_verify_accepts_validate() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let four = solve(&["--puzzle", "first-4x4"], &[], "jsonl");
    let sixteen = solve(&["--puzzle", "sixteen"], &[], "jsonl");
    let singles = solve(
        &["--puzzle", "norvig-grid1"],
        &["--strategy", "singles"],
        "jsonl",
    );
    // Givens in lower case, `0` for an empty cell.
    let mut header: Value = serde_json::from_str(sixteen.lines().next().unwrap()).unwrap();
    let givens = header["puzzle"]["givens"].as_str().unwrap();
    header["puzzle"]["givens"] = json!(givens.to_lowercase().replace('.', "0"));
    let lower = sixteen.replacen(sixteen.lines().next().unwrap(), &header.to_string(), 1);
    let cases = [
        // An absent field may be written null.
        (
            "choice and of null",
            &four,
            four.replace(r#","choice":1,"of":2}"#, r#","choice":null,"of":null}"#),
        ),
        ("lower-case givens", &sixteen, lower),
        // A naked single may name a unit.
        (
            "naked single with a unit",
            &singles,
            singles.replacen(
                r#""rule":"naked_single""#,
                r#""rule":"naked_single","unit":"box""#,
                1,
            ),
        ),
    ];
    for (label, original, text) in cases {
        assert_ne!(&text, original, "{label}: the case changed nothing");
        assert_eq!(
            verify(dir.path(), "odd.jsonl", &text),
            Some(0),
            "{label}: verify accepts it"
        );
        assert_validates(label, &text);
    }
    // `of` alone may be 0, under a chosen constraint no placement can meet
    // (the empty cell [0,2], which has no candidate; its `digit` null is
    // not given), so the schema bounds `of` below by `choice` alone.
    let of_0 = [
        r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"12....3...4....."},"strategy":"mine","options":{"max_solutions":1,"max_steps":null}}"#,
        r#"{"event":"constraint_chosen","cell":[0,2],"depth":0,"options":0,"digit":null}"#,
        r#"{"event":"placed","cell":[3,3],"digit":1,"depth":1,"of":0}"#,
    ]
    .join("\n");
    assert_eq!(verify(dir.path(), "of0.jsonl", &of_0), Some(0));
    assert_validates("of 0 alone", &of_0);
    // A time limit reached, which the tool writes only when the clock says
    // so: a search cut at step 31 by its time instead of its step limit.
    let cut = solve(&["--puzzle", "classic"], &["--max-steps", "30"], "jsonl");
    let timed = cut
        .replacen(
            r#""max_steps":30}"#,
            r#""max_steps":null,"time_limit":0.5}"#,
            1,
        )
        .replacen(r#""step_limit_reached""#, r#""time_limit_reached""#, 1)
        .replacen(r#""end":"step_limit""#, r#""end":"time_limit""#, 1);
    assert_eq!(timed.matches("time_limit").count(), 3, "{timed}");
    assert_eq!(verify(dir.path(), "timed.jsonl", &timed), Some(0));
    assert_validates("time limit reached", &timed);
    // A document with its keys sorted, as Python's `sort_keys` writes it.
    let document: Value =
        serde_json::from_str(&solve(&["--puzzle", "first-4x4"], &[], "json")).unwrap();
    let sorted = serde_json::to_string(&document).unwrap();
    assert!(sorted.find("\"end\"") < sorted.find("\"schema_version\""));
    assert_eq!(verify(dir.path(), "sorted.json", &sorted), Some(0));
    assert_validates("sorted document", &sorted);
}

/// Where a mutant changes its trace.
#[derive(Clone, Copy)]
enum Part {
    /// The header (a document's header fields).
    Header,
    /// The first event its test picks.
    Event(fn(&Value) -> bool),
    /// The footer (a document's `end` and `stats`).
    Footer,
    /// Only a document has it: the document itself.
    Document,
}

/// One change to one field of a trace the tool wrote.
struct Mutant {
    /// What it breaks, for the failure's message.
    label: &'static str,
    /// The trace it starts from: a key of `sources`.
    source: &'static str,
    part: Part,
    edit: fn(&mut Value),
}

/// A number past `u64`, which `serde_json::Value` cannot hold: an edit
/// writes this string, and the text carries the number itself.
const PAST_U64: &str = "past u64";

/// The traces the mutants start from, each in both forms: each kind of
/// event and field they change, as the tool writes it.
fn sources() -> Vec<(&'static str, [String; 2])> {
    let both = |puzzle: &str, args: &[&str]| {
        let puzzle = ["--puzzle", puzzle];
        [solve(&puzzle, args, "jsonl"), solve(&puzzle, args, "json")]
    };
    vec![
        ("candidates", both("first-4x4", &[])),
        ("naive", both("first-4x4", &["--strategy", "naive"])),
        (
            "singles",
            both("easter-monster", &["--strategy", "singles"]),
        ),
        ("dlx", both("csp-6x6", &["--strategy", "dlx"])),
        ("dlx stuck", both("no-solution", &["--strategy", "dlx"])),
        (
            "textbook",
            both(
                "csp-6x6",
                &[
                    "--strategy",
                    "backtrack",
                    "--values",
                    "lcv",
                    "--inference",
                    "fc",
                ],
            ),
        ),
        (
            "backjump",
            both("csp-6x6", &["--strategy", "backtrack", "--backjump"]),
        ),
        (
            "step limit",
            both("classic", &["--max-steps", "30", "--strategy", "mrv"]),
        ),
    ]
}

fn mutants() -> Vec<Mutant> {
    use Part::{Document, Event, Footer, Header};
    let placed = |e: &Value| e["event"] == "placed" && e["choice"].is_number();
    let excluding = |e: &Value| e["event"] == "candidates_computed" && e["excluded"][1].is_object();
    let hidden = |e: &Value| e["event"] == "deduced" && e["rule"] == "hidden_single";
    let unit_dead_end = |e: &Value| e["event"] == "dead_end" && e["index"].is_number();
    let unit_constraint = |e: &Value| e["event"] == "constraint_chosen" && e["index"].is_number();
    let cell_dead_end = |e: &Value| e["event"] == "dead_end" && e["cell"].is_array();
    let two_values = |e: &Value| e["event"] == "values_ordered" && e["values"][1].is_object();
    let one_conflict = |e: &Value| e["event"] == "conflict_set" && e["conflicts"][0].is_object();
    let m = |label, source, part, edit| Mutant {
        label,
        source,
        part,
        edit,
    };
    vec![
        // Digits are 1 to 25, wherever they stand.
        m("placed digit 0", "candidates", Event(placed), |e| {
            e["digit"] = json!(0)
        }),
        m("placed digit 26", "candidates", Event(placed), |e| {
            e["digit"] = json!(26)
        }),
        m("placed digit 255", "candidates", Event(placed), |e| {
            e["digit"] = json!(255)
        }),
        m("excluded digit 0", "candidates", Event(excluding), |e| {
            e["excluded"][0]["digit"] = json!(0)
        }),
        m(
            "candidates holding 26",
            "candidates",
            Event(excluding),
            |e| e["candidates"] = json!([26]),
        ),
        m(
            "undone digit 0",
            "candidates",
            Event(|e| e["event"] == "undone"),
            |e| e["digit"] = json!(0),
        ),
        m(
            "rejected digit 0",
            "naive",
            Event(|e| e["event"] == "rejected"),
            |e| e["digit"] = json!(0),
        ),
        m("deduced digit 26", "singles", Event(hidden), |e| {
            e["digit"] = json!(26)
        }),
        m(
            "retracted digit 0",
            "singles",
            Event(|e| e["event"] == "retracted"),
            |e| e["digit"] = json!(0),
        ),
        m(
            "dead end's digit 0",
            "dlx stuck",
            Event(unit_dead_end),
            |e| e["digit"] = json!(0),
        ),
        m(
            "constraint's digit 26",
            "dlx",
            Event(unit_constraint),
            |e| e["digit"] = json!(26),
        ),
        m(
            "pruned digit 0",
            "textbook",
            Event(|e| e["event"] == "pruned"),
            |e| e["digit"] = json!(0),
        ),
        m("ordered value 26", "textbook", Event(two_values), |e| {
            e["values"][0]["digit"] = json!(26)
        }),
        m(
            "backjumped digit 0",
            "backjump",
            Event(|e| e["event"] == "backjumped"),
            |e| e["digit"] = json!(0),
        ),
        // Counts from 1 where nothing else can be.
        m("choice 0", "candidates", Event(placed), |e| {
            e["choice"] = json!(0)
        }),
        m("of 0 beside a choice", "candidates", Event(placed), |e| {
            e["of"] = json!(0)
        }),
        m("choice past of", "candidates", Event(placed), |e| {
            e["choice"] = json!(3);
            e["of"] = json!(2)
        }),
        m("of past 25", "candidates", Event(placed), |e| {
            e["of"] = json!(26)
        }),
        m(
            "solution number 0",
            "candidates",
            Event(|e| e["event"] == "solved"),
            |e| e["number"] = json!(0),
        ),
        m("options past 25", "dlx", Event(unit_constraint), |e| {
            e["options"] = json!(26)
        }),
        m("unit index 25", "dlx stuck", Event(unit_dead_end), |e| {
            e["index"] = json!(25)
        }),
        m(
            "removes past any cell's peers",
            "textbook",
            Event(two_values),
            |e| e["values"][0]["removes"] = json!(65),
        ),
        m("a guess at depth 0", "backjump", Event(one_conflict), |e| {
            e["conflicts"][0]["depth"] = json!(0)
        }),
        m(
            "a backjump over no guess",
            "backjump",
            Event(|e| e["event"] == "backjumped"),
            |e| e["over"] = json!(0),
        ),
        m(
            "a backjump to no guess",
            "backjump",
            Event(|e| e["event"] == "backjumped"),
            |e| e["conflicts"] = json!([]),
        ),
        // Lists of things each listed once.
        m("an exclusion twice", "candidates", Event(excluding), |e| {
            e["excluded"][1] = e["excluded"][0].clone()
        }),
        m(
            "an ordered value twice",
            "textbook",
            Event(two_values),
            |e| e["values"][1] = e["values"][0].clone(),
        ),
        // Depths and counters within what the reader reads, and no deeper
        // than a board has cells.
        m("depth past u32", "candidates", Event(placed), |e| {
            e["depth"] = json!(u64::from(u32::MAX) + 1)
        }),
        m(
            "depth past the cells of any board",
            "candidates",
            Event(placed),
            |e| e["depth"] = json!(626),
        ),
        m("placed at depth 0", "candidates", Event(placed), |e| {
            e["depth"] = json!(0)
        }),
        m("a counter past u64", "candidates", Footer, |f| {
            f["stats"]["placements"] = json!(PAST_U64)
        }),
        m("max_depth past u32", "candidates", Footer, |f| {
            f["stats"]["max_depth"] = json!(u64::from(u32::MAX) + 1)
        }),
        m(
            "steps past u64",
            "step limit",
            Event(|e| e["event"] == "step_limit_reached"),
            |e| e["steps"] = json!(PAST_U64),
        ),
        m(
            "solution number past u64",
            "candidates",
            Event(|e| e["event"] == "solved"),
            |e| e["number"] = json!(PAST_U64),
        ),
        // A cell, or a digit in a unit: one or the other, whole.
        m(
            "dead end with a cell and a unit",
            "dlx stuck",
            Event(unit_dead_end),
            |e| e["cell"] = json!([0, 0]),
        ),
        m(
            "dead end with neither",
            "candidates",
            Event(cell_dead_end),
            |e| {
                e.as_object_mut().unwrap().remove("cell");
            },
        ),
        m(
            "dead end with a null cell",
            "candidates",
            Event(cell_dead_end),
            |e| e["cell"] = Value::Null,
        ),
        m(
            "constraint with half a unit",
            "dlx",
            Event(unit_constraint),
            |e| {
                e.as_object_mut().unwrap().remove("index");
            },
        ),
        // A hidden single names its unit.
        m(
            "hidden single without a unit",
            "singles",
            Event(hidden),
            |e| {
                e.as_object_mut().unwrap().remove("unit");
            },
        ),
        m(
            "hidden single with a null unit",
            "singles",
            Event(hidden),
            |e| e["unit"] = Value::Null,
        ),
        // A puzzle whose size, box and givens agree.
        m("size 0", "candidates", Header, |h| {
            h["puzzle"]["size"] = json!(0)
        }),
        m("size not its box's side", "candidates", Header, |h| {
            h["puzzle"]["size"] = json!(9)
        }),
        m("givens with an x", "candidates", Header, |h| {
            let givens = h["puzzle"]["givens"]
                .as_str()
                .unwrap()
                .replacen('.', "x", 1);
            h["puzzle"]["givens"] = json!(givens)
        }),
        m(
            "givens with a digit past the side",
            "candidates",
            Header,
            |h| {
                let givens = h["puzzle"]["givens"]
                    .as_str()
                    .unwrap()
                    .replacen('.', "5", 1);
                h["puzzle"]["givens"] = json!(givens)
            },
        ),
        m("givens a cell short", "candidates", Header, |h| {
            let givens = h["puzzle"]["givens"].as_str().unwrap()[1..].to_string();
            h["puzzle"]["givens"] = json!(givens)
        }),
        // A solved grid is a square of digits, as the board writes them.
        m(
            "solution with an empty cell",
            "candidates",
            Event(|e| e["event"] == "solved"),
            |e| {
                let grid = e["grid"].as_str().unwrap().replacen('1', ".", 1);
                e["grid"] = json!(grid)
            },
        ),
        m(
            "solution a cell long",
            "candidates",
            Event(|e| e["event"] == "solved"),
            |e| {
                let grid = format!("{}1", e["grid"].as_str().unwrap());
                e["grid"] = json!(grid)
            },
        ),
        // The end a trace can have.
        m("end placement_limit", "candidates", Footer, |f| {
            f["end"] = json!("placement_limit")
        }),
        // A document's footer: whole or not at all, never null.
        m("end without stats", "candidates", Document, |d| {
            d.as_object_mut().unwrap().remove("stats");
        }),
        m("stats without end", "candidates", Document, |d| {
            d.as_object_mut().unwrap().remove("end");
        }),
        m("end null", "candidates", Document, |d| {
            d["end"] = Value::Null
        }),
        m(
            "listed solution with an empty cell",
            "candidates",
            Document,
            |d| {
                let grid = d["solutions"][0].as_str().unwrap().replacen('1', ".", 1);
                d["solutions"][0] = json!(grid)
            },
        ),
    ]
}

/// `value` as one line, [`PAST_U64`] written as the number it stands for.
fn line(value: &Value) -> String {
    serde_json::to_string(value)
        .unwrap()
        .replace(&format!("\"{PAST_U64}\""), "18446744073709551616")
}

/// The mutant's change made to the trace `text` in `form` (`jsonl` or
/// `json`): the new text and the record it changed, or `None` for a change
/// only a document can have, in JSON Lines.
fn apply(mutant: &Mutant, text: &str, form: &str) -> Option<(String, Value)> {
    if form == "jsonl" {
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        let at = match mutant.part {
            Part::Header => 0,
            Part::Footer => lines.len() - 1,
            Part::Event(pick) => {
                (1..lines.len()).find(|&i| pick(&serde_json::from_str(&lines[i]).unwrap()))?
            }
            Part::Document => return None,
        };
        let mut record: Value = serde_json::from_str(&lines[at]).unwrap();
        (mutant.edit)(&mut record);
        lines[at] = line(&record);
        let changed = serde_json::from_str(&lines[at]).unwrap();
        return Some((lines.join("\n") + "\n", changed));
    }
    let mut document: Value = serde_json::from_str(text).unwrap();
    match mutant.part {
        Part::Event(pick) => {
            let events = document["events"].as_array_mut().unwrap();
            let event = events.iter_mut().find(|e| pick(e))?;
            (mutant.edit)(event);
        }
        Part::Header | Part::Footer | Part::Document => (mutant.edit)(&mut document),
    }
    let text = line(&document);
    let changed = serde_json::from_str(&text).unwrap();
    Some((text, changed))
}

#[test]
fn the_schema_and_verify_both_refuse_every_mutant() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sources = sources();
    for (name, forms) in &sources {
        for (form, text) in ["jsonl", "json"].iter().zip(forms) {
            assert_validates(&format!("{name} ({form})"), text);
            let file = format!("source.{form}");
            assert_eq!(
                verify(dir.path(), &file, text),
                Some(0),
                "{name} ({form}): the source verifies"
            );
        }
    }
    let mut failures = Vec::new();
    let mut checked = [0, 0];
    for mutant in mutants() {
        let (_, forms) = sources
            .iter()
            .find(|(name, _)| *name == mutant.source)
            .unwrap_or_else(|| panic!("{}: no source {}", mutant.label, mutant.source));
        for (n, (form, text)) in ["jsonl", "json"].iter().zip(forms).enumerate() {
            let Some((mutated, record)) = apply(&mutant, text, form) else {
                assert!(
                    matches!(mutant.part, Part::Document) && *form == "jsonl",
                    "{}: nothing in the {form} source to change",
                    mutant.label
                );
                continue;
            };
            assert_ne!(&mutated, text, "{} ({form}): changed nothing", mutant.label);
            checked[n] += 1;
            if schema_errors(&record).is_empty() {
                failures.push(format!(
                    "{} ({form}): the schema accepts {record}",
                    mutant.label
                ));
            }
            let code = verify(dir.path(), &format!("mutant.{form}"), &mutated);
            if !matches!(code, Some(1 | 2)) {
                failures.push(format!(
                    "{} ({form}): verify exits {code:?}, not refusing it",
                    mutant.label
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    // Every mutant found its field in both forms (a document's own in one).
    let all = mutants();
    let lines = all
        .iter()
        .filter(|m| !matches!(m.part, Part::Document))
        .count();
    assert_eq!(checked, [lines, all.len()]);
}
