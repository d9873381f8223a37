//! The strategies agree with each other and with the rules.

use crate::common;

use proptest::prelude::*;
use proptest::strategy::Strategy as PropStrategy;
use sudoku_trace::grid::{BoxShape, Grid};
use sudoku_trace::parse::parse_str;
use sudoku_trace::replay::Replay;
use sudoku_trace::solver::{Strategy, solve};
use sudoku_trace::trace::{End, Event, Limits, NoSink, Puzzle, Stats};

/// Enough for every example but the two puzzles built to defeat naive
/// search (tens of millions of placements). Naive also logs every refused
/// digit, so it gets a larger share of events.
fn budget(strategy: Strategy) -> u64 {
    match strategy {
        Strategy::Naive => 100_000_000,
        _ => 20_000_000,
    }
}

fn all_solutions(grid: &Grid, strategy: Strategy) -> Option<(Vec<Grid>, Stats)> {
    let limits = Limits::default()
        .with_max_steps(Some(budget(strategy)))
        .with_time_limit(None);
    let report = solve(grid, strategy, limits, &mut NoSink);
    (report.end == End::Exhausted).then_some((report.solutions, report.stats))
}

#[test]
fn every_strategy_finds_the_same_valid_solutions_on_every_example() {
    let mut finished = 0;
    for path in common::example_puzzles() {
        let grid = common::read_grid(&path);
        let results: Vec<_> = Strategy::ALL
            .iter()
            .map(|&s| all_solutions(&grid, s))
            .collect();
        let Some((reference, _)) = &results[0] else {
            continue;
        };
        finished += 1;
        for solution in reference {
            assert!(solution.is_valid_solution(), "{}", path.display());
            assert!(solution.keeps_givens(&grid), "{}", path.display());
        }
        for (strategy, result) in Strategy::ALL.iter().zip(&results) {
            let (solutions, _) = result
                .as_ref()
                .unwrap_or_else(|| panic!("{strategy} unfinished on {}", path.display()));
            // Strategies may meet several solutions in different orders.
            let sorted = |list: &[Grid]| {
                let mut lines: Vec<String> = list.iter().map(Grid::to_line).collect();
                lines.sort();
                lines
            };
            assert_eq!(
                sorted(solutions),
                sorted(reference),
                "{strategy} on {}",
                path.display()
            );
        }
    }
    assert!(
        finished >= 10,
        "only {finished} examples finished within the budget"
    );
}

#[test]
fn naive_and_candidates_walk_the_same_tree() {
    // Both take the first empty cell and try digits ascending; naive also
    // names each digit the candidate set would have left out.
    for path in common::example_puzzles() {
        let grid = common::read_grid(&path);
        let (Some((_, c)), Some((_, n))) = (
            all_solutions(&grid, Strategy::Candidates),
            all_solutions(&grid, Strategy::Naive),
        ) else {
            continue;
        };
        let tree = |s: Stats| {
            (
                s.placements,
                s.dead_ends,
                s.backtracks,
                s.solutions,
                s.max_depth,
            )
        };
        assert_eq!(tree(c), tree(n), "{}", path.display());
    }
}

#[test]
fn rejections_are_the_digits_candidates_exclude() {
    let grid = common::puzzle("classic.txt");
    // Every solution, so that naive finishes each cell's 1..N loop.
    let limits = Limits::default();
    let mut events = Vec::new();
    solve(&grid, Strategy::Candidates, limits, &mut events);
    let excluded: u64 = events
        .iter()
        .map(|e| match e {
            Event::CandidatesComputed { excluded, .. } => excluded.len() as u64,
            _ => 0,
        })
        .sum();
    let naive = solve(&grid, Strategy::Naive, limits, &mut NoSink).stats;
    assert_eq!(naive.rejections, excluded);
}

/// A valid 9×9 solution to shuffle.
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Puzzles made from `SOLUTION` by relabelling digits, swapping rows within
/// bands, and blanking cells.
fn puzzles() -> impl PropStrategy<Value = (Grid, Grid)> {
    (
        Just((1u8..=9).collect::<Vec<u8>>()).prop_shuffle(),
        prop::array::uniform3(Just([0usize, 1, 2]).prop_shuffle()),
        prop::collection::vec(any::<bool>(), 81),
        30usize..60,
    )
        .prop_map(|(digits, bands, mask, blanks)| {
            let base = parse_str(SOLUTION).unwrap();
            let shape = base.shape();
            let mut cells = vec![0u8; 81];
            for r in 0..9 {
                let from = r / 3 * 3 + bands[r / 3][r % 3];
                for c in 0..9 {
                    cells[r * 9 + c] = digits[base.cells()[from * 9 + c] as usize - 1];
                }
            }
            let solution = Grid::from_cells(shape, cells.clone()).unwrap();
            let mut blanked = 0;
            for (i, &hide) in mask.iter().enumerate() {
                if hide && blanked < blanks {
                    cells[i] = 0;
                    blanked += 1;
                }
            }
            (Grid::from_cells(shape, cells).unwrap(), solution)
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn line_form_parses_back_to_the_same_grid((grid, _) in puzzles()) {
        prop_assert_eq!(parse_str(&grid.to_line()).unwrap(), grid);
    }

    #[test]
    fn solutions_are_valid_keep_the_givens_and_replay(
        (grid, _) in puzzles(),
        strategy in prop::sample::select(Strategy::ALL.to_vec()),
    ) {
        let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(2_000_000));
        let mut events = Vec::new();
        let report = solve(&grid, strategy, limits, &mut events);
        prop_assume!(report.end != End::StepLimit);
        prop_assert_eq!(report.stats.solutions, 1);
        let solution = &report.solutions[0];
        prop_assert!(solution.is_valid_solution());
        prop_assert!(solution.keeps_givens(&grid));
        let mut replay = Replay::from_puzzle(&Puzzle::of(&grid)).unwrap();
        events.iter().for_each(|e| replay.apply(e));
        prop_assert_eq!(replay.grid(), solution);
        let Some(Event::Solved { grid: line, .. }) = events.last() else { panic!("the log ends with the solution") };
        prop_assert_eq!(line, &solution.to_line());
    }

    #[test]
    fn strategies_agree_on_unique_and_several((grid, solution) in puzzles()) {
        let limits = Limits::default().with_max_solutions(Some(2)).with_max_steps(Some(4_000_000));
        let reports: Vec<_> = Strategy::ALL.iter().map(|&s| solve(&grid, s, limits, &mut NoSink)).collect();
        prop_assume!(reports.iter().all(|r| r.end != End::StepLimit));
        for r in &reports {
            for s in &r.solutions {
                prop_assert!(s.is_valid_solution() && s.keeps_givens(&grid));
            }
            // Unique, or at least two: every strategy must tell the same.
            prop_assert_eq!(r.solutions.len(), reports[0].solutions.len());
        }
        if reports[0].solutions.len() == 1 {
            for r in &reports {
                prop_assert_eq!(&r.solutions[0], &solution);
            }
        }
        // Candidates and naive walk the same tree, so they meet solutions in the same order.
        prop_assert_eq!(&reports[0].solutions, &reports[1].solutions);
    }
}

#[test]
fn every_strategy_solves_every_box_shape() {
    for (rows, cols) in [
        (2, 2),
        (2, 3),
        (3, 2),
        (2, 4),
        (3, 3),
        (3, 4),
        (4, 3),
        (4, 4),
        (5, 5),
    ] {
        let shape = BoxShape::new(rows, cols).unwrap();
        for strategy in Strategy::ALL {
            // An empty 25x25 is beyond searches that do not propagate: the
            // greedy fill backtracks for millions of steps (see `compare`).
            if shape.side() == 25 && !matches!(strategy, Strategy::Singles | Strategy::Dlx) {
                continue;
            }
            let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(5_000_000));
            let report = solve(&Grid::empty(shape), strategy, limits, &mut NoSink);
            assert_eq!(report.stats.solutions, 1, "{strategy} on {shape}");
            assert!(
                report.solutions[0].is_valid_solution(),
                "{strategy} on {shape}"
            );
        }
    }
}
