//! The library of famous puzzles: every number an entry states is computed
//! again, and `puzzles` and `--puzzle NAME` work on the command line.
//!
//! In a debug build (`cargo test`) the two entries whose blind searches run
//! to hundreds of millions of steps (`norvig-grid2`, `wikipedia-anti-brute-force`)
//! have those searches checked up to `DEBUG_BUDGET` steps only: what they did
//! by then must be consistent with the pinned count, and every strategy that
//! finishes within the budget is checked in full. A release build
//! (`cargo test --release --test it library::`, about 8 s on 2 cores) checks every number
//! of every entry in full.

use crate::common;

use sudoku_trace::Cell;
use sudoku_trace::library::{self, Entry, Solutions};
use sudoku_trace::solver::{self, Strategy, Uniqueness, uniqueness};
use sudoku_trace::trace::{End, Limits, NoSink};
use sudoku_trace::words::Lang;

/// The most steps a single search may take in a debug build.
const DEBUG_BUDGET: u64 = 25_000_000;

/// The step limit to search `entry` with here, and whether it is the entry's own.
fn limit(entry: &Entry) -> (u64, bool) {
    if cfg!(debug_assertions) && entry.step_limit > DEBUG_BUDGET {
        (2_000_000, false)
    } else {
        (entry.step_limit, true)
    }
}

#[test]
fn every_entry_is_what_it_claims() {
    for entry in library::ALL {
        let grid = entry.grid();
        let name = entry.name;
        assert_eq!(grid.side(), entry.size, "{name}: size");
        let shape = grid.shape();
        assert_eq!((shape.rows(), shape.cols()), entry.box_shape, "{name}: box");
        assert_eq!(grid.filled(), entry.givens, "{name}: givens");
        for lang in Lang::ALL {
            let source = entry.source(lang);
            assert!(source.contains(entry.citation), "{name}: source");
            assert!(!source.contains('{'), "{name}: a hole left: {source}");
            assert!(
                entry.teaches(lang).trim().ends_with(['.', '。']),
                "{name}: teaches"
            );
        }
        // Dancing links settles every entry at once, whatever its difficulty.
        let found = match uniqueness(&grid, Strategy::Dlx, Some(1_000_000)) {
            Uniqueness::None => Solutions::None,
            Uniqueness::Unique(_) => Solutions::One,
            Uniqueness::Several(..) => Solutions::Several,
            Uniqueness::Undecided(end) => panic!("{name}: undecided ({end:?})"),
        };
        assert_eq!(found, entry.solutions, "{name}: solutions");
    }
}

#[test]
fn the_pinned_placements_of_candidates_hold() {
    for entry in library::ALL {
        let (max_steps, own) = limit(entry);
        let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(max_steps));
        let report = solver::solve(&entry.grid(), Strategy::Candidates, limits, &mut NoSink);
        let placements = report.stats.placements;
        if report.end == End::StepLimit && !own {
            assert!(
                placements < entry.candidates_placements,
                "{}: {placements} placements within {max_steps} steps, more than the pinned {}",
                entry.name,
                entry.candidates_placements
            );
        } else {
            assert_eq!(
                placements, entry.candidates_placements,
                "{}: placements of candidates",
                entry.name
            );
        }
    }
}

#[test]
fn every_strategy_finishes_within_the_step_limit() {
    for entry in library::ALL {
        let (max_steps, own) = limit(entry);
        let grid = entry.grid();
        for strategy in Strategy::ALL {
            let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(max_steps));
            let report = solver::solve(&grid, strategy, limits, &mut NoSink);
            let what = format!("{} with {}", entry.name, strategy.name());
            if report.end == End::StepLimit && !own {
                continue; // left to the release build
            }
            let expected = match entry.solutions {
                Solutions::None => (End::Exhausted, 0),
                Solutions::One | Solutions::Several => (End::SolutionLimit, 1),
            };
            assert_eq!(
                (report.end, report.stats.solutions),
                expected,
                "{what}: not finished within {max_steps} steps"
            );
        }
    }
}

#[test]
fn the_pinned_counts_are_those_documented_for_the_examples() {
    // examples/puzzles/SOURCES.md quotes the same searches.
    let sources = std::fs::read_to_string(common::root().join("examples/puzzles/SOURCES.md"))
        .expect("SOURCES.md");
    for (name, quoted) in [
        ("classic", "cand-first 4,208"),
        ("first-4x4", "cand-first 16 "),
        ("six", "cand-first 96 "),
        ("sixteen", "cand-first 1,087"),
        ("no-solution", "cand-first 1,954"),
        ("norvig-grid2", "cand-first 9,727,396"),
        ("wikipedia-anti-brute-force", "cand-first 69,175,316"),
        ("inkala-2012", "cand-first 49,558"),
    ] {
        let entry = library::find(name).expect(name);
        let count: String = quoted
            .trim_start_matches("cand-first ")
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        assert_eq!(count, entry.candidates_placements.to_string(), "{name}");
        assert!(sources.contains(quoted), "{name}: {quoted}");
    }
}

fn run(args: &[&str]) -> std::process::Output {
    common::cmd()
        .current_dir(common::root())
        .args(args)
        .output()
        .expect("runs")
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8")
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8")
}

#[test]
fn the_puzzles_table() {
    let out = run(&["puzzles"]);
    assert_eq!(out.status.code(), Some(0));
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("library_puzzles", stdout(&out));
    });
    let sources = stdout(&run(&["puzzles", "--sources"]));
    for entry in library::ALL {
        assert!(
            sources.contains(&format!("source: {}\n", entry.source(Lang::En))),
            "{}",
            entry.name
        );
    }
}

#[test]
fn one_puzzle_in_detail() {
    let out = run(&["puzzles", "ai-escargot"]);
    assert_eq!(out.status.code(), Some(0));
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("library_puzzle_ai_escargot", stdout(&out));
    });
    let json: serde_json::Value =
        serde_json::from_slice(&run(&["puzzles", "no-solution", "-f", "json"]).stdout)
            .expect("JSON");
    assert_eq!(json["name"], "no-solution");
    assert_eq!(json["solutions"], "none");
    let out = run(&["puzzles", "escargo"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("did you mean `ai-escargot`?"));
}

#[test]
fn the_puzzles_as_json() {
    let out = run(&["puzzles", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
    let listed: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let listed = listed.as_array().expect("an array");
    assert_eq!(listed.len(), library::ALL.len());
    for (json, entry) in listed.iter().zip(library::ALL) {
        assert_eq!(json["name"], entry.name);
        assert_eq!(json["source"], entry.source(Lang::En));
        assert_eq!(json["citation"], entry.citation);
        assert_eq!(json["givens"], entry.givens);
        assert_eq!(json["candidates_placements"], entry.candidates_placements);
        assert_eq!(
            json["box"],
            serde_json::json!([entry.box_shape.0, entry.box_shape.1])
        );
        assert_eq!(json["puzzle"], entry.grid().to_line());
    }
    assert_eq!(listed[0]["solutions"], "one");
}

#[test]
fn a_named_puzzle_is_the_same_as_its_file() {
    for command in ["solve", "compare", "check"] {
        let extra: &[&str] = if command != "solve" {
            &["--no-time"]
        } else {
            &[]
        };
        let by_name = run(&[&[command, "--puzzle", "first-4x4"], extra].concat());
        let by_file = run(&[&[command, "examples/puzzles/four.txt"], extra].concat());
        assert_eq!(
            by_name.status.code(),
            Some(0),
            "{command}: {}",
            stderr(&by_name)
        );
        // `compare`'s title names the puzzle as given (the library's name,
        // the file's): the rest is the same.
        let body = |out: &std::process::Output| {
            let text = stdout(out);
            match command {
                "compare" => text
                    .replacen("first-4x4", "PUZZLE", 1)
                    .replacen("four.txt", "PUZZLE", 1),
                _ => text,
            }
        };
        assert_eq!(body(&by_name), body(&by_file), "{command}");
    }
    let out = run(&["check", "--puzzle", "no-solution"]);
    assert_eq!(out.status.code(), Some(1));
    let out = run(&["check", "--puzzle", "norvig-hard1"]);
    assert_eq!(out.status.code(), Some(3));
    // Case and spaces around a name do not matter.
    let out = run(&["solve", "--puzzle", " Classic ", "--format", "none"]);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn the_page_is_titled_with_the_puzzle_name() {
    let out = run(&["solve", "--puzzle", "first-4x4", "--format", "html"]);
    assert_eq!(out.status.code(), Some(0));
    let page = stdout(&out);
    let title =
        &page[page.find("<title>").expect("a title")..page.find("</title>").expect("closed")];
    assert!(title.contains("first-4x4"), "{title}");
}

#[test]
fn a_name_and_a_file_together_are_a_usage_error() {
    for command in ["solve", "compare", "check"] {
        let out = run(&[command, "--puzzle", "classic", "examples/puzzles/four.txt"]);
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(
            stderr(&out).contains("cannot be used with"),
            "{}",
            stderr(&out)
        );
    }
    let out = run(&["check", "--puzzle", "six", "--box", "3x2"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: --box does not go with --puzzle: a library puzzle has its own box shape\n"
    );
}

#[test]
fn an_unknown_name_lists_the_close_ones() {
    let out = run(&["solve", "--puzzle", "escargot"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "no puzzle named `escargot` in the library; did you mean `ai-escargot`? (`sudoku-trace puzzles` lists them all)"
        ),
        "{}",
        stderr(&out)
    );
    let out = run(&["compare", "--puzzle", "norvig"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out)
            .contains("did you mean one of `norvig-grid1`, `norvig-grid2`, `norvig-hard1`?"),
        "{}",
        stderr(&out)
    );
    let out = run(&["check", "--puzzle", "zebra"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("no puzzle named `zebra` in the library (`sudoku-trace puzzles`"),
        "{err}"
    );
    assert!(!err.contains("did you mean"), "{err}");
}

/// `no-solution`'s source names the cell where it differs from the classic
/// puzzle, in each language's own notation.
#[test]
fn the_unsolvable_puzzle_is_the_classic_with_the_nine_its_source_names() {
    let classic = library::find("classic").expect("classic").grid();
    let unsolvable = library::find("no-solution").expect("no-solution").grid();
    let mut differ = Vec::new();
    for row in 0..9 {
        for col in 0..9 {
            let cell = Cell::new(row, col);
            if classic.get(cell) != unsolvable.get(cell) {
                differ.push((cell, unsolvable.get(cell)));
            }
        }
    }
    assert_eq!(differ.len(), 1, "{differ:?}");
    let (cell, digit) = differ[0];
    assert_eq!(digit, 9);
    for lang in Lang::ALL {
        let named = lang.default_notation().cell(cell);
        let source = library::find("no-solution")
            .expect("no-solution")
            .source(lang);
        assert!(source.contains(&named), "{}: {source}", lang.tag());
    }
}
