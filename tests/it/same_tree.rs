//! Issue 13, item 1: traced and untraced `singles` visit the same search
//! tree. On 9×9 the untraced search runs on its own engine
//! (`solver/bands/`); these tests hold its whole `Report` (how it ended,
//! every counter of `Stats`, the solutions) to the traced search's, on
//! every puzzle of `norvig_top95.txt` and of the 1,000-line corpus samples,
//! and on random puzzles, with and without limits.

use crate::common;

use proptest::prelude::*;
use proptest::strategy::Strategy as _;
use sudoku_trace::grid::{BoxShape, Grid};
use sudoku_trace::parse::parse_str;
use sudoku_trace::solver::{Deadline, Report, Strategy, count, solve, solve_until};
use sudoku_trace::trace::{Counter, End, Event, EventKind, Limits, NoSink, Stats};

fn puzzles(name: &str) -> Vec<Grid> {
    let path = common::root().join("tests/fixtures/corpus").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| parse_str(l).unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

fn limits(max_solutions: Option<u64>, max_steps: Option<u64>) -> Limits {
    Limits::default()
        .with_max_solutions(max_solutions)
        .with_max_steps(max_steps)
}

/// The traced search (a sink that listens, so the traced engine runs).
fn traced(grid: &Grid, limits: Limits) -> Report {
    let mut counter = Counter(Stats::default());
    let report = solve(grid, Strategy::Singles, limits, &mut counter);
    // The events the sink heard recount to the report's counters.
    assert_eq!(counter.0, report.stats, "the trace recounts to its report");
    report
}

/// The untraced search (nobody listens: the 9×9 engine).
fn untraced(grid: &Grid, limits: Limits) -> Report {
    solve(grid, Strategy::Singles, limits, &mut NoSink)
}

/// Both searches, held to the same report.
fn same_tree(grid: &Grid, limits: Limits, at: &str) {
    let (t, u) = (traced(grid, limits), untraced(grid, limits));
    assert_eq!(u, t, "{at}: {limits:?}\n{}", grid.to_line());
}

/// Every puzzle of a corpus file: first solution (as `solve` and `bench`),
/// up to two (as `check`), and all of them.
fn check_file(name: &str) {
    for (i, grid) in puzzles(name).iter().enumerate() {
        let at = format!("{name}:{}", i + 1);
        same_tree(grid, limits(Some(1), None), &at);
        same_tree(grid, limits(Some(2), None), &at);
    }
}

#[test]
fn norvig_top95_same_tree() {
    check_file("norvig_top95.txt");
    // All solutions too, where there is one: the search runs to exhaustion.
    for grid in puzzles("norvig_top95.txt") {
        same_tree(&grid, limits(None, None), "norvig_top95.txt, all solutions");
    }
}

#[test]
fn seventeen_clue_same_tree() {
    check_file("17_clue_sample1000.txt");
}

#[test]
fn kaggle_same_tree() {
    check_file("kaggle_sample1000.txt");
}

#[test]
fn magictour_same_tree() {
    check_file("magictour_sample1000.txt");
}

#[test]
fn forum_hardest_1905_same_tree() {
    check_file("forum_hardest_1905_11p_sample1000.txt");
}

#[test]
fn forum_hardest_1106_same_tree() {
    check_file("forum_hardest_1106.txt");
}

#[test]
fn serg_several_solutions_same_tree() {
    check_file("serg_benchmark_sample1000.txt");
}

/// The step limit cuts both searches at the same event: every cut of the
/// first puzzles of the hardest sample, at steps spread over its whole log.
#[test]
fn the_step_limit_stops_both_at_the_same_event() {
    for grid in puzzles("forum_hardest_1905_11p_sample1000.txt")
        .iter()
        .take(20)
    {
        let whole = traced(grid, limits(Some(1), None)).stats.events;
        for cut in (0..whole).step_by((whole / 37).max(1) as usize) {
            same_tree(grid, limits(Some(1), Some(cut)), "step limit");
        }
    }
}

/// What the untraced count with a budget of placements must report: the
/// counters of the traced log up to the placement past the budget.
fn expected_with_budget(grid: &Grid, limits: Limits, budget: u64) -> (End, Stats) {
    let mut events: Vec<Event> = Vec::new();
    let report = solve(grid, Strategy::Singles, limits, &mut events);
    let past = events
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind() == EventKind::Placed)
        .nth(budget as usize)
        .map(|(at, _)| at);
    match past {
        Some(at) => (End::PlacementLimit, Stats::from_events(&events[..at])),
        None => (report.end, report.stats),
    }
}

#[test]
fn the_placement_budget_stops_both_before_the_same_guess() {
    for grid in puzzles("norvig_top95.txt").iter().take(30) {
        for budget in [0, 1, 2, 5, 17, 40, 1000] {
            let l = limits(Some(1), None);
            let report = count(grid, Strategy::Singles, l, Some(budget), None);
            assert_eq!(
                (report.end, report.stats),
                expected_with_budget(grid, l, budget),
                "budget {budget}: {}",
                grid.to_line()
            );
        }
    }
}

#[test]
fn an_expired_deadline_stops_both_at_once() {
    let deadline = Deadline::new();
    deadline.expire();
    let grid = &puzzles("norvig_top95.txt")[0];
    let l = limits(Some(1), None);
    let t = solve_until(
        grid,
        Strategy::Singles,
        l,
        &deadline,
        &mut Counter(Stats::default()),
    );
    let u = solve_until(grid, Strategy::Singles, l, &deadline, &mut NoSink);
    assert_eq!(u, t);
    assert_eq!(u.end, End::TimeLimit);
}

/// A random 9×9 grid: `givens` digits written into random cells wherever
/// they do not clash, so that most have no solution or many, and the
/// search meets every kind of dead end.
fn random_grid() -> impl proptest::strategy::Strategy<Value = Grid> {
    (
        10usize..40,
        proptest::collection::vec((0usize..81, 1u8..=9), 40),
    )
        .prop_map(|(givens, tries)| {
            let shape = BoxShape::new(3, 3).unwrap();
            let mut cells = vec![0u8; 81];
            for (i, d) in tries.into_iter().take(givens) {
                let mut next = cells.clone();
                next[i] = d;
                let grid = Grid::from_cells(shape, next.clone()).unwrap();
                if grid.first_clash().is_none() {
                    cells = next;
                }
            }
            Grid::from_cells(shape, cells).unwrap()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_puzzles_same_tree(
        grid in random_grid(),
        max_solutions in prop_oneof![Just(Some(1u64)), Just(Some(2)), Just(Some(7))],
        max_steps in prop_oneof![Just(None), (0u64..3000).prop_map(Some)],
    ) {
        let l = limits(max_solutions, max_steps);
        prop_assert_eq!(untraced(&grid, l), traced(&grid, l), "{}", grid.to_line());
    }

    #[test]
    fn random_puzzles_same_budget(grid in random_grid(), budget in 0u64..60) {
        let l = limits(Some(3), Some(200_000));
        let report = count(&grid, Strategy::Singles, l, Some(budget), None);
        prop_assert_eq!(
            (report.end, report.stats),
            expected_with_budget(&grid, l, budget),
            "{}",
            grid.to_line()
        );
    }
}

/// Givens that clash (in a row, a column, a box): no search, no event, on
/// either engine.
#[test]
fn clashing_givens_end_both_at_once() {
    let shape = BoxShape::new(3, 3).unwrap();
    for (a, b) in [(0usize, 8usize), (4, 76), (30, 50), (80, 60)] {
        let mut cells = vec![0u8; 81];
        cells[a] = 5;
        cells[b] = 5;
        cells[40] = if a == 30 { 1 } else { 5 };
        let grid = Grid::from_cells(shape, cells).unwrap();
        assert!(grid.first_clash().is_some());
        let l = limits(Some(2), None);
        let u = untraced(&grid, l);
        assert_eq!(u, traced(&grid, l));
        assert_eq!((u.end, u.stats), (End::Exhausted, Stats::default()));
    }
}
