//! One check over every example puzzle: how it parses and what each strategy
//! finds. Kept alone in this file because insta's `glob!` counts failures
//! process-wide.

use serde::Serialize;
use sudoku_trace::parse::{ParseOptions, parse};
use sudoku_trace::solver::{Strategy, solve};
use sudoku_trace::trace::{End, Limits, NoSink, Stats};

#[derive(Serialize)]
struct Run {
    strategy: &'static str,
    end: End,
    stats: Stats,
    first_solution: Option<String>,
}

#[derive(Serialize)]
struct Summary {
    size: usize,
    givens: usize,
    line: String,
    runs: Vec<Run>,
}

#[test]
fn every_example_puzzle() {
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::glob!("../examples/puzzles", "*.{txt,ss,sdk}", |path| {
            let grid = parse(&std::fs::read(path).unwrap(), ParseOptions::default()).unwrap();
            // The step cap keeps the two anti-brute-force puzzles to seconds;
            // the snapshot records honestly where they stopped.
            let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(40_000_000));
            let runs = Strategy::ALL
                .iter()
                .map(|&strategy| {
                    let report = solve(&grid, strategy, limits, &mut NoSink);
                    if let Some(solution) = report.solutions.first() {
                        assert!(solution.is_valid_solution() && solution.keeps_givens(&grid));
                    }
                    Run {
                        strategy: strategy.name(),
                        end: report.end,
                        stats: report.stats,
                        first_solution: report.solutions.first().map(|g| g.to_line()),
                    }
                })
                .collect();
            let summary = Summary { size: grid.side(), givens: grid.filled(), line: grid.to_line(), runs };
            insta::assert_json_snapshot!(summary);
        });
    });
}
