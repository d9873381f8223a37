//! `backtrack`, the textbook's CSP search, held to the issue's figures, to
//! the strategies whose trees it must walk, and to a second implementation.
//!
//! The second implementation ([`reference`]) does not call the solver: plain
//! arrays, recursion, a copy of every domain saved before each placement
//! and put back after it, written from the issue's wording. Where the two
//! agree on counts that depend on every detail of the definitions
//! (placements, dead ends, backtracks, solutions), they agree on the
//! definitions.

use crate::common;

use std::path::Path;

use assert_cmd::Command;
use sudoku_trace::grid::Grid;
use sudoku_trace::parse::parse_str;
use sudoku_trace::read::TraceReader;
use sudoku_trace::render::{self, Format, RenderOptions};
use sudoku_trace::solver::{Choices, Inference, Select, Strategy, Values, solve};
use sudoku_trace::trace::{End, Event, Footer, Header, Limits, NoSink, Stats};
use sudoku_trace::verify::{self, Outcome};

/// The second implementation, plain and slow on purpose.
use crate::reference;

fn classic() -> Grid {
    common::puzzle("classic.txt")
}

fn choices(select: Select, values: Values, inference: Inference, backjump: bool) -> Choices {
    Choices::new(select, values, inference, backjump).expect("a supported combination")
}

fn backtrack(select: Select, values: Values, inference: Inference, backjump: bool) -> Strategy {
    Strategy::Backtrack(choices(select, values, inference, backjump))
}

fn stats(grid: &Grid, strategy: Strategy, max_solutions: Option<u64>) -> (End, Stats) {
    let limits = Limits::default().with_max_solutions(max_solutions);
    let report = solve(grid, strategy, limits, &mut NoSink);
    (report.end, report.stats)
}

#[test]
fn the_issues_figures_on_the_classic_puzzle() {
    use Inference::*;
    use Select::*;
    use Values::*;
    let grid = classic();
    let (_, fc) = stats(
        &grid,
        backtrack(First, Ascending, ForwardChecking, false),
        Some(1),
    );
    assert_eq!((fc.placements, fc.dead_ends), (516, 183));
    let (_, bj) = stats(&grid, backtrack(First, Ascending, None, true), Some(1));
    assert_eq!((bj.placements, bj.dead_ends), (1965, 405));
    assert_eq!((bj.backjumps, bj.guesses_skipped), (371, 925));
    // The second implementation gives the same.
    let counts = reference::run(
        &grid,
        reference::Options::of(choices(First, Ascending, None, true), Some(1)),
    );
    assert_eq!(
        (
            counts.placements,
            counts.dead_ends,
            counts.backjumps,
            counts.skipped
        ),
        (1965, 405, 371, 925)
    );
    // Issue 25 counted which skipped guesses still had values: 280 of 925.
    assert_eq!(counts.skipped_untried, 280);
    let counts = reference::run(
        &grid,
        reference::Options::of(choices(First, Ascending, ForwardChecking, false), Some(1)),
    );
    assert_eq!((counts.placements, counts.dead_ends), (516, 183));
}

/// The events of a search, at most `max_steps` of them.
fn events(grid: &Grid, strategy: Strategy, max_steps: u64) -> Vec<Event> {
    let limits = Limits::default().with_max_steps(Some(max_steps));
    let mut events = Vec::new();
    solve(grid, strategy, limits, &mut events);
    events
}

/// The puzzles the tree tests walk: every example and every seventh of
/// Norvig's hardest 95.
fn tree_puzzles() -> Vec<(String, Grid)> {
    let mut puzzles: Vec<(String, Grid)> = common::example_puzzles()
        .iter()
        .map(|p| (name(p), common::read_grid(p)))
        .collect();
    let top95 = common::root().join("../shared/data/puzzles/norvig_top95.txt");
    if let Ok(text) = std::fs::read_to_string(&top95) {
        for (k, line) in text.lines().enumerate().step_by(7) {
            puzzles.push((
                format!("top95:{}", k + 1),
                parse_str(line).expect("a puzzle"),
            ));
        }
    }
    puzzles
}

fn name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn backtrack_first_ascending_none_walks_the_tree_of_candidates_and_mrv_that_of_mrv() {
    use Inference::None;
    use Values::Ascending;
    for (name, grid) in tree_puzzles() {
        for (plain, textbook) in [
            (
                Strategy::Candidates,
                backtrack(Select::First, Ascending, None, false),
            ),
            (
                Strategy::Mrv,
                backtrack(Select::Mrv, Ascending, None, false),
            ),
        ] {
            // Every event, not only placements, dead ends and undos: the
            // same candidates, choices and solutions too.
            let expected = events(&grid, plain, 200_000);
            let found = events(&grid, textbook, 200_000);
            assert_eq!(found.len(), expected.len(), "{name}: {textbook} vs {plain}");
            if let Some(k) = (0..found.len()).find(|&k| found[k] != expected[k]) {
                panic!(
                    "{name}: {textbook} parts from {plain} at event {}: {:?} vs {:?}",
                    k + 1,
                    found[k],
                    expected[k]
                );
            }
        }
    }
}

/// The counts of every pinned search: puzzle, strategy, whether it stops at
/// the first solution, and placements, dead ends, backtracks, solutions,
/// prunings, backjumps and the guesses they skip. The second implementation
/// (`tests/it/reference/`) and the solver must each give them.
type Pin = (&'static str, &'static str, bool, [u64; 7]);

#[rustfmt::skip]
const PINNED: &[Pin] = &[
    ("classic.txt", "backtrack", true, [4208, 1246, 4157, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+fc", true, [516, 183, 465, 1, 1411, 0, 0]),
    ("classic.txt", "backtrack+mac", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+backjump", true, [1965, 405, 1914, 1, 0, 371, 925]),
    ("classic.txt", "backtrack+lcv", true, [2084, 614, 2033, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+lcv+fc", true, [374, 134, 323, 1, 975, 0, 0]),
    ("classic.txt", "backtrack+lcv+mac", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+lcv+backjump", true, [890, 158, 839, 1, 0, 177, 432]),
    ("classic.txt", "backtrack+mrv", true, [51, 0, 0, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+mrv+fc", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+mac", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+backjump", true, [51, 0, 0, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+mrv+lcv", true, [51, 0, 0, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+mrv+lcv+fc", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+lcv+mac", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+lcv+backjump", true, [51, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack", true, [96, 18, 73, 1, 0, 0, 0]),
    ("six.txt", "backtrack+fc", true, [73, 14, 50, 1, 114, 0, 0]),
    ("six.txt", "backtrack+mac", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+backjump", true, [90, 16, 67, 1, 0, 10, 26]),
    ("six.txt", "backtrack+lcv", true, [58, 5, 35, 1, 0, 0, 0]),
    ("six.txt", "backtrack+lcv+fc", true, [52, 5, 29, 1, 69, 0, 0]),
    ("six.txt", "backtrack+lcv+mac", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+lcv+backjump", true, [52, 3, 29, 1, 0, 6, 18]),
    ("six.txt", "backtrack+mrv", true, [23, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+fc", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+mac", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+backjump", true, [23, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+lcv", true, [23, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+lcv+fc", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+lcv+mac", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+lcv+backjump", true, [23, 0, 0, 1, 0, 0, 0]),
    ("multi.txt", "backtrack", false, [7290, 2027, 7290, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+fc", false, [2130, 765, 2130, 6, 5785, 0, 0]),
    ("multi.txt", "backtrack+mac", false, [294, 0, 294, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+backjump", false, [3559, 676, 3559, 6, 0, 499, 1798]),
    ("multi.txt", "backtrack+lcv", false, [7290, 2027, 7290, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+lcv+fc", false, [2130, 765, 2130, 6, 5785, 0, 0]),
    ("multi.txt", "backtrack+lcv+mac", false, [294, 0, 294, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+lcv+backjump", false, [3046, 476, 3046, 6, 0, 445, 1588]),
    ("multi.txt", "backtrack+mrv", false, [106, 0, 106, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+fc", false, [106, 0, 106, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+mrv+mac", false, [106, 0, 106, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+mrv+backjump", false, [106, 0, 106, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+lcv", false, [106, 0, 106, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+lcv+fc", false, [106, 0, 106, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+mrv+lcv+mac", false, [106, 0, 106, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+mrv+lcv+backjump", false, [106, 0, 106, 6, 0, 0, 0]),
    ("unsolvable.txt", "backtrack", false, [1954, 574, 1954, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+fc", false, [263, 100, 263, 0, 697, 0, 0]),
    ("unsolvable.txt", "backtrack+mac", false, [0, 1, 0, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+backjump", false, [1019, 239, 1019, 0, 0, 213, 402]),
    ("unsolvable.txt", "backtrack+lcv", false, [1954, 574, 1954, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+lcv+fc", false, [263, 100, 263, 0, 697, 0, 0]),
    ("unsolvable.txt", "backtrack+lcv+mac", false, [0, 1, 0, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+lcv+backjump", false, [902, 169, 902, 0, 0, 202, 396]),
    ("unsolvable.txt", "backtrack+mrv", false, [2, 1, 2, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+fc", false, [2, 1, 2, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+mac", false, [0, 1, 0, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+backjump", false, [2, 1, 2, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+lcv", false, [2, 1, 2, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+lcv+fc", false, [2, 1, 2, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+lcv+mac", false, [0, 1, 0, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+lcv+backjump", false, [2, 1, 2, 0, 0, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv", true, [481, 62, 417, 1, 0, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+fc", true, [481, 62, 417, 1, 2104, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+mac", true, [274, 62, 210, 1, 2104, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+backjump", true, [429, 49, 365, 1, 0, 53, 116]),
    ("norvig_grid2.txt", "backtrack+mrv+lcv", true, [111, 4, 47, 1, 0, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+lcv+fc", true, [111, 4, 47, 1, 367, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+lcv+mac", true, [83, 4, 19, 1, 367, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+lcv+backjump", true, [111, 4, 47, 1, 0, 6, 24]),
    ("arto_inkala.txt", "backtrack+mrv", true, [10101, 922, 10041, 1, 0, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+fc", true, [10101, 922, 10041, 1, 37410, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+mac", true, [3366, 922, 3306, 1, 37410, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+backjump", true, [9782, 869, 9722, 1, 0, 1324, 3028]),
    ("arto_inkala.txt", "backtrack+mrv+lcv", true, [9264, 910, 9204, 1, 0, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+lcv+fc", true, [9264, 910, 9204, 1, 33312, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+lcv+mac", true, [3709, 910, 3649, 1, 33312, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+lcv+backjump", true, [8611, 810, 8551, 1, 0, 1221, 2264]),
    // The degree heuristic (issue 29): MRV's ties to the most empty peers.
    ("classic.txt", "backtrack+mrv+degree", true, [51, 0, 0, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+fc", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+mac", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+backjump", true, [51, 0, 0, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+lcv", true, [51, 0, 0, 1, 0, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+lcv+fc", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+lcv+mac", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+lcv+backjump", true, [51, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+degree", true, [23, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+fc", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+mac", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+backjump", true, [23, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+lcv", true, [23, 0, 0, 1, 0, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+lcv+fc", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+lcv+mac", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+lcv+backjump", true, [23, 0, 0, 1, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree", false, [92, 1, 92, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+fc", false, [92, 1, 92, 6, 160, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+mac", false, [91, 1, 91, 6, 160, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+backjump", false, [92, 1, 92, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+lcv", false, [92, 1, 92, 6, 0, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+lcv+fc", false, [92, 1, 92, 6, 160, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+lcv+mac", false, [91, 1, 91, 6, 160, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+lcv+backjump", false, [92, 1, 92, 6, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree", false, [7, 1, 7, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+fc", false, [7, 1, 7, 0, 23, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+mac", false, [0, 1, 0, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+backjump", false, [7, 1, 7, 0, 0, 1, 2]),
    ("unsolvable.txt", "backtrack+mrv+degree+lcv", false, [7, 1, 7, 0, 0, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+lcv+fc", false, [7, 1, 7, 0, 23, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+lcv+mac", false, [0, 1, 0, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+lcv+backjump", false, [7, 1, 7, 0, 0, 1, 2]),
    ("norvig_grid2.txt", "backtrack+mrv+degree", true, [2090, 267, 2026, 1, 0, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+fc", true, [2090, 267, 2026, 1, 8911, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+mac", true, [1079, 267, 1015, 1, 8954, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+backjump", true, [1754, 210, 1690, 1, 0, 188, 458]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+lcv", true, [2400, 308, 2336, 1, 0, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+lcv+fc", true, [2400, 308, 2336, 1, 10328, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+lcv+mac", true, [1243, 308, 1179, 1, 10359, 0, 0]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+lcv+backjump", true, [2104, 248, 2040, 1, 0, 232, 540]),
    ("arto_inkala.txt", "backtrack+mrv+degree", true, [9171, 934, 9111, 1, 0, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+degree+fc", true, [9171, 934, 9111, 1, 38875, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+degree+mac", true, [3252, 934, 3192, 1, 39052, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+degree+backjump", true, [8760, 863, 8700, 1, 0, 1190, 2307]),
    ("arto_inkala.txt", "backtrack+mrv+degree+lcv", true, [4241, 414, 4181, 1, 0, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+degree+lcv+fc", true, [4241, 414, 4181, 1, 18842, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+degree+lcv+mac", true, [1460, 414, 1400, 1, 19427, 0, 0]),
    ("arto_inkala.txt", "backtrack+mrv+degree+lcv+backjump", true, [4090, 392, 4030, 1, 0, 529, 974]),
    // FC-CBJ (issue 29): forward checking with conflict-directed backjumping.
    ("classic.txt", "backtrack+fc+backjump", true, [425, 137, 374, 1, 1179, 42, 79]),
    ("classic.txt", "backtrack+lcv+fc+backjump", true, [316, 90, 265, 1, 870, 32, 57]),
    ("classic.txt", "backtrack+mrv+fc+backjump", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+lcv+fc+backjump", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+fc+backjump", true, [51, 0, 0, 1, 102, 0, 0]),
    ("classic.txt", "backtrack+mrv+degree+lcv+fc+backjump", true, [51, 0, 0, 1, 102, 0, 0]),
    ("six.txt", "backtrack+fc+backjump", true, [72, 13, 49, 1, 113, 6, 21]),
    ("six.txt", "backtrack+lcv+fc+backjump", true, [50, 3, 27, 1, 66, 5, 16]),
    ("six.txt", "backtrack+mrv+fc+backjump", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+lcv+fc+backjump", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+fc+backjump", true, [23, 0, 0, 1, 33, 0, 0]),
    ("six.txt", "backtrack+mrv+degree+lcv+fc+backjump", true, [23, 0, 0, 1, 33, 0, 0]),
    ("multi.txt", "backtrack+fc+backjump", false, [1677, 531, 1677, 6, 4643, 155, 337]),
    ("multi.txt", "backtrack+lcv+fc+backjump", false, [1563, 429, 1563, 6, 4412, 155, 337]),
    ("multi.txt", "backtrack+mrv+fc+backjump", false, [106, 0, 106, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+mrv+lcv+fc+backjump", false, [106, 0, 106, 6, 185, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+fc+backjump", false, [92, 1, 92, 6, 160, 0, 0]),
    ("multi.txt", "backtrack+mrv+degree+lcv+fc+backjump", false, [92, 1, 92, 6, 160, 0, 0]),
    ("unsolvable.txt", "backtrack+fc+backjump", false, [237, 80, 237, 0, 653, 29, 54]),
    ("unsolvable.txt", "backtrack+lcv+fc+backjump", false, [219, 63, 219, 0, 628, 29, 54]),
    ("unsolvable.txt", "backtrack+mrv+fc+backjump", false, [2, 1, 2, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+lcv+fc+backjump", false, [2, 1, 2, 0, 11, 0, 0]),
    ("unsolvable.txt", "backtrack+mrv+degree+fc+backjump", false, [7, 1, 7, 0, 23, 1, 2]),
    ("unsolvable.txt", "backtrack+mrv+degree+lcv+fc+backjump", false, [7, 1, 7, 0, 23, 1, 2]),
    ("norvig_grid2.txt", "backtrack+mrv+fc+backjump", true, [429, 49, 365, 1, 1864, 53, 116]),
    ("norvig_grid2.txt", "backtrack+mrv+lcv+fc+backjump", true, [111, 4, 47, 1, 367, 6, 24]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+fc+backjump", true, [1754, 210, 1690, 1, 7539, 188, 458]),
    ("norvig_grid2.txt", "backtrack+mrv+degree+lcv+fc+backjump", true, [2104, 248, 2040, 1, 9039, 232, 540]),
    ("arto_inkala.txt", "backtrack+mrv+fc+backjump", true, [9782, 869, 9722, 1, 36291, 1324, 3028]),
    ("arto_inkala.txt", "backtrack+mrv+lcv+fc+backjump", true, [8611, 810, 8551, 1, 30896, 1221, 2264]),
    ("arto_inkala.txt", "backtrack+mrv+degree+fc+backjump", true, [8760, 863, 8700, 1, 36971, 1193, 2299]),
    ("arto_inkala.txt", "backtrack+mrv+degree+lcv+fc+backjump", true, [4090, 392, 4030, 1, 18099, 530, 968]),
];

#[test]
fn pinned_counts_agree_with_the_second_implementation() {
    for &(file, strategy, first, pinned) in PINNED {
        let [
            placements,
            dead_ends,
            backtracks,
            solutions,
            prunings,
            backjumps,
            skipped,
        ] = pinned;
        let grid = common::puzzle(file);
        let Strategy::Backtrack(c) = strategy.parse().unwrap() else {
            panic!("{strategy} is a backtrack strategy")
        };
        let max = first.then_some(1);
        let counts = reference::run(&grid, reference::Options::of(c, max));
        let (_, found) = stats(&grid, Strategy::Backtrack(c), max);
        let what = format!("{file} {strategy}");
        assert_eq!(
            [
                counts.placements,
                counts.dead_ends,
                counts.backtracks,
                counts.solutions,
                counts.prunings,
                counts.backjumps,
                counts.skipped
            ],
            pinned,
            "{what}: the second implementation"
        );
        assert_eq!(
            [
                found.placements,
                found.dead_ends,
                found.backtracks,
                found.solutions
            ],
            [placements, dead_ends, backtracks, solutions],
            "{what}: the solver"
        );
        assert_eq!(
            [found.prunings, found.backjumps, found.guesses_skipped],
            [prunings, backjumps, skipped],
            "{what}: the solver's prunings, backjumps and guesses skipped"
        );
    }
}

#[test]
fn traced_and_untraced_count_the_same_tree() {
    for file in ["classic.txt", "multi.txt", "six.txt", "unsolvable.txt"] {
        let grid = common::puzzle(file);
        for c in Choices::all() {
            let limits = Limits::default().with_max_steps(Some(200_000));
            let untraced = solve(&grid, Strategy::Backtrack(c), limits, &mut NoSink);
            let mut events = Vec::new();
            let traced = solve(&grid, Strategy::Backtrack(c), limits, &mut events);
            assert_eq!(traced, untraced, "{file} {c}");
            assert_eq!(Stats::from_events(&events), traced.stats, "{file} {c}");
        }
    }
}

/// The JSON Lines trace of a search, header to footer.
fn saved(grid: &Grid, strategy: Strategy, limits: Limits) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut renderer =
            render::renderer(Format::Jsonl, RenderOptions::default(), Box::new(&mut out));
        renderer
            .begin(&Header::new(grid, strategy.name(), limits))
            .unwrap();
        let report = solve(grid, strategy, limits, &mut renderer);
        renderer
            .finish(&Footer::new(report.end, report.stats))
            .unwrap();
    }
    out
}

#[test]
fn every_combinations_traces_verify() {
    // Every combination's trace, in JSON Lines, verifies with verify's own
    // board and domains, and its counters equal the search's.
    for (file, max_steps) in [
        ("classic.txt", None),
        ("six.txt", None),
        ("multi.txt", None),
        ("unsolvable.txt", None),
        ("norvig_grid2.txt", Some(60_000)),
    ] {
        let grid = common::puzzle(file);
        for c in Choices::all() {
            let limits = Limits::default().with_max_steps(max_steps);
            let trace = saved(&grid, Strategy::Backtrack(c), limits);
            let mut reader = TraceReader::from_reader(file, trace.as_slice()).unwrap();
            match verify::verify(&mut reader).unwrap() {
                Outcome::Valid(report) => {
                    assert!(report.footer, "{file} {c}");
                    // The footer's counters were held to the recount; the
                    // untraced search counts the same tree.
                    if max_steps.is_none() {
                        let (_, untraced) = stats(&grid, Strategy::Backtrack(c), None);
                        assert_eq!(report.stats, untraced, "{file} {c}");
                    }
                }
                Outcome::Invalid(fault) => panic!("{file} {c}: {fault}"),
            }
        }
    }
}

#[test]
fn a_saved_trace_renders_as_the_live_output() {
    let grid = classic();
    let limits = Limits::FIRST_SOLUTION;
    for name in [
        "backtrack+lcv+fc",
        "backtrack+mrv+lcv+mac",
        "backtrack+backjump",
        "backtrack+lcv+backjump",
        "backtrack+fc+backjump",
        "backtrack+mrv+degree+fc",
    ] {
        let strategy: Strategy = name.parse().unwrap();
        let saved = saved(&grid, strategy, limits);
        for format in ["text", "jsonl", "json"] {
            for lang in ["en", "zh-Hant"] {
                let live = cli()
                    .args([
                        "solve",
                        "--strategy",
                        "backtrack",
                        "--format",
                        format,
                        "--lang",
                        lang,
                    ])
                    .args(cli_choices(name))
                    .output()
                    .unwrap();
                assert_eq!(live.status.code(), Some(0), "{name}");
                let rendered = cli()
                    .args(["render", "-", "--format", format, "--lang", lang])
                    .write_stdin(saved.clone())
                    .output()
                    .unwrap();
                assert!(
                    rendered.stdout == live.stdout,
                    "{name}: render --format {format} --lang {lang} differs from the live output"
                );
            }
        }
    }
}

/// The command-line options that spell the strategy `name`.
fn cli_choices(name: &str) -> Vec<&'static str> {
    let Ok(Strategy::Backtrack(c)) = name.parse::<Strategy>() else {
        panic!("{name} is a backtrack strategy")
    };
    let mut args = vec![
        "--select",
        c.select().name(),
        "--values",
        c.values().name(),
        "--inference",
        c.inference().name(),
    ];
    if c.backjump() {
        args.push("--backjump");
    }
    args
}

fn cli() -> Command {
    let mut cmd = common::cmd();
    cmd.current_dir(common::root());
    cmd
}

#[test]
fn the_command_line_takes_the_choices_and_refuses_what_does_not_go_together() {
    let out = cli()
        .args([
            "solve",
            "--strategy",
            "backtrack",
            "--inference",
            "fc",
            "--format",
            "jsonl",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines()
            .next()
            .unwrap()
            .contains(r#""strategy":"backtrack+fc""#),
        "{text}"
    );
    assert!(
        text.lines().last().unwrap().contains(r#""placements":516"#),
        "{text}"
    );

    for (args, says) in [
        (
            &[
                "solve",
                "--strategy",
                "backtrack",
                "--backjump",
                "--inference",
                "mac",
            ][..],
            "--backjump works with --inference none or fc only, not `mac`",
        ),
        (
            &[
                "solve",
                "--strategy",
                "backtrack",
                "--inference",
                "mac",
                "--backjump",
            ][..],
            "not `mac`",
        ),
        (
            &["solve", "--select", "mrv"][..],
            "--select choose how --strategy backtrack searches; --strategy candidates takes no choices",
        ),
        (
            &[
                "solve",
                "--strategy",
                "mrv",
                "--values",
                "lcv",
                "--backjump",
            ][..],
            "--values, --backjump choose how --strategy backtrack searches",
        ),
        (
            &[
                "bench",
                "examples/puzzles/classic.txt",
                "--inference",
                "mac",
            ][..],
            "--strategy singles takes no choices",
        ),
        (
            &["solve", "--strategy", "backtrack", "--inference", "ac3"][..],
            "invalid value 'ac3'",
        ),
    ] {
        let out = cli().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8(out.stderr).unwrap();
        assert!(error.contains(says), "{args:?}: {error}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }

    let out = cli()
        .args([
            "bench",
            "examples/puzzles/classic.txt",
            "--strategy",
            "backtrack",
            "--select",
            "mrv",
            "--inference",
            "mac",
            "--no-time",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let report = String::from_utf8(out.stdout).unwrap();
    assert!(
        report.starts_with("1 puzzle with backtrack+mrv+mac"),
        "{report}"
    );
}

/// Rebuilds every cell's domain from the events alone, as a reader of the
/// format would (the candidates of the givens, minus each `pruned`, the
/// prunings of a guess put back by its `undone`), and holds the events to
/// it: a placement's digit is in the domain and `of` is its size, a pruning
/// takes a digit the domain holds, forward checking prunes exactly the empty
/// peers holding the digit in reading order up to the first emptied, a dead
/// end after a pruning is an emptied domain, an LCV order lists the domain
/// with the right counts in the right order.
fn replay_domains(grid: &Grid, c: Choices, events: &[Event], what: &str) {
    use sudoku_trace::grid::Cell;
    let side = grid.side();
    let mut board = grid.clone();
    let mut domains: Vec<Vec<u8>> = (0..side * side)
        .map(|i| {
            let cell = Cell::from_index(i, side);
            grid.candidates(cell).iter().collect()
        })
        .collect();
    let inferring = c.inference() != Inference::None;
    let domain = |board: &Grid, domains: &Vec<Vec<u8>>, i: usize| -> Vec<u8> {
        if inferring {
            domains[i].clone()
        } else {
            board.candidates(Cell::from_index(i, side)).iter().collect()
        }
    };
    let peers = |i: usize| -> Vec<usize> {
        let cell = Cell::from_index(i, side);
        let mut peers: Vec<usize> = sudoku_trace::grid::Unit::ALL
            .into_iter()
            .flat_map(|u| grid.unit_cells(cell, u))
            .filter(|&p| p != cell)
            .map(|p| p.index(side))
            .collect();
        peers.sort_unstable();
        peers.dedup();
        peers
    };
    // The prunings of each depth, to put back when its guess is undone.
    let mut levels: Vec<Vec<(usize, u8)>> = vec![Vec::new()];
    // Forward checking after the last placement: the prunings still expected.
    let mut expected: Vec<(usize, u8)> = Vec::new();
    for (step, event) in events.iter().enumerate() {
        let at = format!("{what}, event {}: {event:?}", step + 1);
        if c.inference() == Inference::ForwardChecking
            && !matches!(event, Event::Pruned { .. })
            && !matches!(event, Event::DeadEnd { .. })
        {
            assert!(expected.is_empty(), "{at}: prunings missing: {expected:?}");
        }
        match *event {
            Event::Placed {
                cell, digit, of, ..
            } => {
                let i = cell.index(side);
                let dom = domain(&board, &domains, i);
                assert!(dom.contains(&digit), "{at}: {digit} not in {dom:?}");
                assert_eq!(of, Some(dom.len() as u8), "{at}");
                board.set(cell, digit);
                levels.push(Vec::new());
                if inferring {
                    expected = peers(i)
                        .into_iter()
                        .filter(|&p| board.cells()[p] == 0 && domains[p].contains(&digit))
                        .map(|p| (p, digit))
                        .collect();
                }
            }
            Event::Pruned {
                cell, digit, depth, ..
            } => {
                let i = cell.index(side);
                assert_eq!(depth as usize, levels.len() - 1, "{at}");
                assert_eq!(board.get(cell), 0, "{at}");
                assert!(domains[i].contains(&digit), "{at}");
                if c.inference() == Inference::ForwardChecking {
                    assert_eq!(expected.first(), Some(&(i, digit)), "{at}");
                    expected.remove(0);
                }
                domains[i].retain(|&d| d != digit);
                levels.last_mut().unwrap().push((i, digit));
                if domains[i].is_empty() {
                    // Inference stops at the first domain emptied.
                    expected.clear();
                }
            }
            Event::DeadEnd {
                subject: sudoku_trace::trace::Subject::Cell(cell),
                ..
            } => {
                let dom = domain(&board, &domains, cell.index(side));
                assert!(dom.is_empty(), "{at}: {dom:?}");
            }
            Event::Undone { cell, depth, .. } => {
                assert_eq!(depth as usize, levels.len() - 1, "{at}");
                for (i, digit) in levels.pop().unwrap() {
                    domains[i].push(digit);
                    domains[i].sort_unstable();
                }
                board.set(cell, 0);
            }
            Event::ValuesOrdered {
                cell, ref values, ..
            } => {
                let i = cell.index(side);
                let dom = domain(&board, &domains, i);
                let mut want: Vec<(u8, u8)> = dom
                    .iter()
                    .map(|&d| {
                        let removes = peers(i)
                            .into_iter()
                            .filter(|&p| {
                                board.cells()[p] == 0 && domain(&board, &domains, p).contains(&d)
                            })
                            .count() as u8;
                        (removes, d)
                    })
                    .collect();
                want.sort_unstable();
                let found: Vec<(u8, u8)> = values.iter().map(|v| (v.removes, v.digit)).collect();
                assert_eq!(found, want, "{at}");
            }
            _ => {}
        }
    }
}

#[test]
fn a_reader_rebuilds_every_domain_from_the_events() {
    for file in [
        "classic.txt",
        "multi.txt",
        "six.txt",
        "unsolvable.txt",
        "four.txt",
    ] {
        let grid = common::puzzle(file);
        for c in Choices::all().filter(|c| !c.backjump()) {
            let events = events(&grid, Strategy::Backtrack(c), 100_000);
            replay_domains(&grid, c, &events, &format!("{file} {c}"));
        }
    }
}

/// The conflict set of the empty `cell` as the issue defines it, from the
/// guesses standing (`path`, the first guess first): for each digit no
/// given excludes that a guess excludes, the earliest such guess.
fn initial_conflicts(
    grid: &Grid,
    board: &Grid,
    path: &[(sudoku_trace::grid::Cell, u8)],
    cell: sudoku_trace::grid::Cell,
) -> Vec<sudoku_trace::trace::Guess> {
    use sudoku_trace::grid::Unit;
    let mut depths: Vec<u32> = grid
        .candidates(cell)
        .iter()
        .filter_map(|digit| {
            Unit::ALL
                .into_iter()
                .flat_map(|u| board.unit_cells(cell, u))
                .filter(|&p| p != cell && board.get(p) == digit)
                .filter_map(|p| path.iter().position(|&(c, _)| c == p))
                .map(|k| k as u32 + 1)
                .min()
        })
        .collect();
    depths.sort_unstable();
    depths.dedup();
    depths
        .into_iter()
        .map(|depth| sudoku_trace::trace::Guess {
            cell: path[depth as usize - 1].0,
            depth,
        })
        .collect()
}

#[test]
fn conflict_sets_and_backjumps_say_what_the_search_does() {
    for file in [
        "classic.txt",
        "multi.txt",
        "six.txt",
        "unsolvable.txt",
        "four.txt",
    ] {
        let grid = common::puzzle(file);
        for c in Choices::all().filter(|c| c.backjump()) {
            let events = events(&grid, Strategy::Backtrack(c), 100_000);
            let mut board = grid.clone();
            let mut path = Vec::new();
            for (k, event) in events.iter().enumerate() {
                let at = format!("{file} {c}, event {}: {event:?}", k + 1);
                match event {
                    Event::Placed { cell, digit, .. } => {
                        board.set(*cell, *digit);
                        path.push((*cell, *digit));
                    }
                    Event::Undone { cell, .. } => {
                        assert_eq!(path.pop().map(|(c, _)| c), Some(*cell), "{at}");
                        board.set(*cell, 0);
                    }
                    Event::ConflictSet {
                        cell,
                        depth,
                        conflicts,
                    } => {
                        assert!(
                            matches!(events[k - 1], Event::DeadEnd { .. }),
                            "{at}: after a dead end"
                        );
                        assert_eq!(*depth as usize, path.len(), "{at}");
                        assert_eq!(
                            *conflicts,
                            initial_conflicts(&grid, &board, &path, *cell),
                            "{at}"
                        );
                    }
                    Event::Backjumped {
                        cell,
                        depth,
                        to,
                        digit,
                        over,
                        conflicts,
                    } => {
                        assert_eq!(*depth as usize, path.len(), "{at}");
                        assert!(*over >= 1, "{at}");
                        let target = (depth - over) as usize;
                        assert_eq!(path[target - 1], (*to, *digit), "{at}");
                        // The target is the latest guess of the set, and
                        // the set holds at least the cell's own conflicts.
                        let last = conflicts.last().expect("a jump has a set");
                        assert_eq!((last.cell, last.depth), (*to, target as u32), "{at}");
                        for own in initial_conflicts(&grid, &board, &path, *cell) {
                            assert!(conflicts.contains(&own), "{at}: {own:?} missing");
                        }
                        for g in conflicts {
                            assert_eq!(path[g.depth as usize - 1].0, g.cell, "{at}");
                        }
                        // The undos that carry it out: the skipped guesses,
                        // the latest first, then the target (unless the
                        // step limit cuts the log first).
                        let undos = events[k + 1..]
                            .iter()
                            .take_while(|e| !matches!(e, Event::StepLimitReached { .. }))
                            .take(*over as usize + 1);
                        for (n, undo) in undos.enumerate() {
                            let want = path[path.len() - 1 - n];
                            assert!(
                                matches!(undo, Event::Undone { cell, digit, .. } if (*cell, *digit) == want),
                                "{at}: undo {n} is {undo:?}"
                            );
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}

/// Issue 29: on every library puzzle, for the same selection and value
/// order, FC-CBJ finds the first solution FC finds (or none, as FC) with no
/// more placements, and strictly fewer on at least one puzzle.
#[test]
fn fc_cbj_finds_fcs_first_solution_with_no_more_placements() {
    let mut fewer = Vec::new();
    for entry in sudoku_trace::library::ALL.iter() {
        let grid = entry.grid();
        for select in Select::ALL {
            for values in Values::ALL {
                let run = |backjump| {
                    let c = choices(select, values, Inference::ForwardChecking, backjump);
                    let limits = Limits::FIRST_SOLUTION;
                    solve(&grid, Strategy::Backtrack(c), limits, &mut NoSink)
                };
                let (fc, cbj) = (run(false), run(true));
                let what = format!("{} {}", entry.name, cbj.stats.placements);
                assert_eq!(cbj.end, fc.end, "{what}");
                assert_eq!(
                    cbj.solutions, fc.solutions,
                    "{what}: the same first solution"
                );
                assert!(
                    cbj.stats.placements <= fc.stats.placements,
                    "{}: FC-CBJ {} placements against FC's {}",
                    entry.name,
                    cbj.stats.placements,
                    fc.stats.placements
                );
                if cbj.stats.placements < fc.stats.placements {
                    fewer.push((entry.name, select, values));
                }
            }
        }
    }
    // csp-6x6, the library's board for the chapter, shows it.
    assert!(
        fewer
            .iter()
            .any(|&(name, s, v)| name == "csp-6x6" && s == Select::First && v == Values::Ascending),
        "{fewer:?}"
    );
}

/// The JSON Lines of `trace` with the first event `pick` accepts changed by
/// `lie`; `None` when no event is picked.
fn lying(
    trace: &[u8],
    pick: impl Fn(&serde_json::Value) -> bool,
    lie: impl Fn(&mut serde_json::Value),
) -> Option<String> {
    let text = String::from_utf8(trace.to_vec()).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let at = lines
        .iter()
        .position(|l| serde_json::from_str::<serde_json::Value>(l).is_ok_and(|v| pick(&v)))?;
    let mut event: serde_json::Value = serde_json::from_str(&lines[at]).unwrap();
    lie(&mut event);
    lines[at] = event.to_string();
    Some(lines.join("\n") + "\n")
}

/// Issue 29: verify accepts FC-CBJ's traces and rejects a conflict set
/// missing a guess that pruned the wiped-out cell, and a jump to the wrong
/// guess, in every language.
#[test]
fn verify_rejects_an_fc_cbj_trace_that_lies_about_its_conflicts() {
    let entry = sudoku_trace::library::find("csp-6x6").expect("in the library");
    let grid = entry.grid();
    let strategy: Strategy = "backtrack+fc+backjump".parse().unwrap();
    let limits = Limits::FIRST_SOLUTION;
    let trace = saved(&grid, strategy, limits);
    let mut reader = TraceReader::from_reader("csp-6x6", trace.as_slice()).unwrap();
    assert!(matches!(
        verify::verify(&mut reader).unwrap(),
        Outcome::Valid(_)
    ));
    let listed = |v: &serde_json::Value| v["conflicts"].as_array().map_or(0, Vec::len);
    // A wipeout's conflict set (its dead end one level below a guess)
    // without the first guess that pruned the cell.
    let missing = lying(
        &trace,
        |v| v["event"] == "conflict_set" && listed(v) >= 2,
        |v| {
            v["conflicts"].as_array_mut().unwrap().remove(0);
        },
    )
    .expect("csp-6x6 under FC-CBJ has a conflict set of two guesses");
    // A backjump landing on the guess before the latest of its set.
    let wrong_to = lying(
        &trace,
        |v| v["event"] == "backjumped" && listed(v) >= 2,
        |v| {
            let set = v["conflicts"].as_array().unwrap();
            let before = set[set.len() - 2]["cell"].clone();
            v["to"] = before;
        },
    )
    .expect("csp-6x6 under FC-CBJ backjumps with two guesses to blame");
    // The missing guess is named by FC-CBJ's rule (its forward checking
    // pruned the cell), not CBJ's (the earliest guess excluding a digit).
    let pruning = [
        ("en", "forward checking pruned"),
        ("zh-Hans", "前向检查"),
        ("zh-Hant", "前向檢查"),
        ("zh-TW", "前向檢查"),
    ];
    for (lie, says) in [(missing, "misses"), (wrong_to, "jumps to")] {
        let mut reader = TraceReader::from_reader("lie", lie.as_bytes()).unwrap();
        match verify::verify(&mut reader).unwrap() {
            Outcome::Valid(_) => panic!("a lie verified: {says}"),
            Outcome::Invalid(fault) => {
                let fault = fault.to_string();
                assert!(fault.contains(says), "{fault}");
                if says == "misses" {
                    assert!(fault.contains("forward checking pruned"), "{fault}");
                    assert!(!fault.contains("earliest guess excluding"), "{fault}");
                }
            }
        }
        for (lang, rule) in pruning {
            let out = cli()
                .args(["verify", "-", "--lang", lang])
                .write_stdin(lie.clone())
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(1), "{lang}: {says}");
            let said = String::from_utf8_lossy(&out.stdout).to_string()
                + &String::from_utf8_lossy(&out.stderr);
            assert!(
                said.contains("conflict_set") || said.contains("backjumped"),
                "{lang}: {said}"
            );
            if says == "misses" {
                assert!(said.contains(rule), "{lang}: {said}");
            }
        }
    }
}
