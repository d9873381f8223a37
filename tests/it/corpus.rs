//! Public benchmark sets (fixed samples in `tests/fixtures/corpus/`): every
//! strategy finds a valid solution that keeps the givens, all agree, and the
//! uniqueness check agrees with an enumeration of up to two solutions.
//!
//! `candidates` and `naive` get a step budget per puzzle: on 17-clue puzzles
//! the seed searches need up to billions of steps, which is the lesson they
//! teach, not something a test can wait for. What they finish must agree.

use crate::common;

use std::path::Path;

use sudoku_trace::grid::Grid;
use sudoku_trace::parse::parse_str;
use sudoku_trace::solver::{Strategy, Uniqueness, solve, uniqueness};
use sudoku_trace::trace::{End, Limits, NoSink};

/// Steps allowed per puzzle to the strategies that do not propagate.
fn budget(strategy: Strategy) -> Option<u64> {
    match strategy {
        Strategy::Candidates | Strategy::Naive => Some(1_000_000),
        Strategy::Mrv => Some(50_000_000),
        Strategy::Singles | Strategy::Dlx => None,
        // `backtrack` is not in `Strategy::ALL`, which this corpus runs;
        // `tests/it/csp.rs` holds the textbook's search.
        _ => Some(1_000_000),
    }
}

fn puzzles(name: &str) -> Vec<Grid> {
    let path = common::root().join("tests/fixtures/corpus").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| parse_str(l).unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

/// Runs every strategy on every puzzle of `name`; returns how many runs the budget stopped.
fn check_set(name: &str, several: bool) -> usize {
    let mut capped = 0;
    for (i, grid) in puzzles(name).iter().enumerate() {
        let at = format!("{name}:{}", i + 1);
        // The enumeration of up to two solutions, by exact cover.
        let enumerated = uniqueness(grid, Strategy::Dlx, None);
        let checked = uniqueness(grid, Strategy::Singles, None);
        assert_eq!(
            checked, enumerated,
            "{at}: check disagrees with the enumeration"
        );
        let reference = match (&enumerated, several) {
            (Uniqueness::Unique(one), false) => Some(one.clone()),
            (Uniqueness::Several(..), true) => None,
            (other, _) => panic!(
                "{at}: expected {} solution(s), found {other:?}",
                if several { "several" } else { "one" }
            ),
        };
        for strategy in Strategy::ALL {
            let limits = Limits::FIRST_SOLUTION.with_max_steps(budget(strategy));
            let report = solve(grid, strategy, limits, &mut NoSink);
            let Some(found) = report.solutions.first() else {
                assert_eq!(
                    report.end,
                    End::StepLimit,
                    "{at}: {strategy} found no solution"
                );
                assert!(
                    budget(strategy).is_some(),
                    "{at}: {strategy} must not be capped"
                );
                capped += 1;
                continue;
            };
            assert!(
                found.is_valid_solution() && found.keeps_givens(grid),
                "{at}: {strategy}"
            );
            if let Some(expected) = &reference {
                assert_eq!(found, expected, "{at}: {strategy} disagrees");
            }
        }
    }
    capped
}

#[test]
fn norvig_top95() {
    check_set("norvig_top95.txt", false);
}

#[test]
fn seventeen_clue() {
    check_set("17_clue_sample1000.txt", false);
}

#[test]
fn kaggle() {
    assert_eq!(
        check_set("kaggle_sample1000.txt", false),
        0,
        "easy puzzles need no budget"
    );
}

#[test]
fn magictour() {
    check_set("magictour_sample1000.txt", false);
}

#[test]
fn forum_hardest_1905() {
    check_set("forum_hardest_1905_11p_sample1000.txt", false);
}

#[test]
fn forum_hardest_1106() {
    check_set("forum_hardest_1106.txt", false);
}

#[test]
fn serg_has_several_solutions_everywhere() {
    check_set("serg_benchmark_sample1000.txt", true);
}

#[test]
fn the_samples_are_what_their_readme_says() {
    let dir = common::root().join("tests/fixtures/corpus");
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if Path::new(&name).extension().is_some_and(|e| e == "txt") {
            assert!(
                readme.contains(&format!("`{name}`")),
                "{name} is not described in README.md"
            );
        }
    }
}
