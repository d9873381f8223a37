//! The counters follow their written definitions (see `Stats`).

use crate::common;

use sudoku_trace::grid::{Cell, Unit};
use sudoku_trace::parse::parse_str;
use sudoku_trace::replay::Replay;
use sudoku_trace::solver::{Strategy, solve};
use sudoku_trace::trace::{Counter, End, Event, Limits, NoSink, Puzzle, Rule, Stats, Subject};

/// Small enough to count by hand. The first empty cell r3c2 has candidates
/// 1 and 3; 1 leaves r3c4 with none (1 in the row, 2, 3, 4 elsewhere): one
/// dead end, one undo; 3 then fills r3c4 = 1 and r4c2 = 1.
const TINY: &str = "1234\n3412\n2.4.\n4.23\n";

fn first_solution() -> Limits {
    Limits::FIRST_SOLUTION
}

fn traced(text: &str, strategy: Strategy) -> (Vec<Event>, Stats) {
    let mut events = Vec::new();
    let report = solve(
        &parse_str(text).unwrap(),
        strategy,
        first_solution(),
        &mut events,
    );
    assert_eq!(report.end, End::SolutionLimit);
    (events, report.stats)
}

#[test]
fn candidates_counts_by_hand() {
    let (events, stats) = traced(TINY, Strategy::Candidates);
    assert_eq!(stats, {
        let mut want = Stats::default();
        want.placements = 4; // r3c2=1, r3c2=3, r3c4=1, r4c2=1
        want.deductions = 0;
        want.rejections = 0;
        want.dead_ends = 1; // r3c4 after r3c2=1
        want.backtracks = 1; // r3c2=1 undone
        want.solutions = 1;
        want.max_depth = 3;
        want.events = 11; // 4 candidate sets, 4 tries, 1 dead end, 1 undo, 1 solution
        // No backtrack search: prunings and backjumps are 0.
        want
    });
    assert_eq!(
        events[3],
        Event::DeadEnd {
            subject: Subject::Cell(Cell::new(2, 3)),
            depth: 1,
        }
    );
    assert_eq!(
        events[4],
        Event::Undone {
            cell: Cell::new(2, 1),
            digit: 1,
            depth: 1
        }
    );
}

#[test]
fn naive_counts_by_hand() {
    let (events, stats) = traced(TINY, Strategy::Naive);
    assert_eq!(stats, {
        let mut want = Stats::default();
        want.placements = 4;
        want.deductions = 0;
        want.rejections = 5; // 1, 2, 3, 4 at r3c4, then 2 at r3c2
        want.dead_ends = 1;
        want.backtracks = 1;
        want.solutions = 1;
        want.max_depth = 3;
        want.events = 12;
        // No backtrack search: prunings and backjumps are 0.
        want
    });
    // 3 at r3c4 is refused by the column, since the row holds no 3.
    assert_eq!(
        events[3],
        Event::Rejected {
            cell: Cell::new(2, 3),
            digit: 3,
            depth: 1,
            peer: Cell::new(3, 3),
            unit: Unit::Column
        }
    );
}

#[test]
fn counters_match_a_recount_of_the_events_on_every_example() {
    let limits = Limits::default().with_max_steps(Some(300_000));
    for path in common::example_puzzles() {
        let grid = common::read_grid(&path);
        for strategy in Strategy::ALL {
            let mut counter = Counter::default();
            let report = solve(&grid, strategy, limits, &mut counter);
            assert_eq!(
                report.stats,
                counter.0,
                "{} with {strategy}",
                path.display()
            );
        }
    }
}

#[test]
fn traced_and_untraced_searches_count_the_same() {
    let limits = Limits::default().with_max_steps(Some(300_000));
    for path in common::example_puzzles() {
        let grid = common::read_grid(&path);
        for strategy in Strategy::ALL {
            let untraced = solve(&grid, strategy, limits, &mut NoSink);
            let traced = solve(&grid, strategy, limits, &mut Counter::default());
            assert_eq!(untraced, traced, "{} with {strategy}", path.display());
        }
    }
}

#[test]
fn placements_minus_backtracks_is_the_empty_cells_at_the_first_solution() {
    for name in [
        "classic.txt",
        "four.txt",
        "six.txt",
        "sixteen.txt",
        "multi.txt",
    ] {
        let grid = common::puzzle(name);
        let empty = (grid.cells().len() - grid.filled()) as u64;
        let stats = solve(&grid, Strategy::Candidates, first_solution(), &mut NoSink).stats;
        assert_eq!(stats.placements - stats.backtracks, empty, "{name}");
        assert_eq!(u64::from(stats.max_depth), empty, "{name}");
    }
}

#[test]
fn step_limit_stops_after_exactly_that_many_events() {
    let grid = common::puzzle("classic.txt");
    let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(100));
    let mut events = Vec::new();
    let report = solve(&grid, Strategy::Candidates, limits, &mut events);
    assert_eq!(report.end, End::StepLimit);
    assert_eq!(events.len(), 101);
    assert_eq!(events[100], Event::StepLimitReached { steps: 100 });
    assert_eq!(report.stats, Stats::from_events(&events));
    assert_eq!(report.stats.solutions, 0);
}

#[test]
fn singles_counts_by_hand() {
    // Pass 1 over the cells: r3c4 has only 1 (naked single), then r4c2 has
    // only 1; over the units: 3 has one place left in row 3, r3c2 (hidden
    // single). No guess is needed.
    let (events, stats) = traced(TINY, Strategy::Singles);
    assert_eq!(stats, {
        let mut want = Stats::default();
        want.placements = 0;
        want.deductions = 3;
        want.rejections = 0;
        want.dead_ends = 0;
        want.backtracks = 0;
        want.solutions = 1;
        want.max_depth = 0;
        want.events = 4;
        // No backtrack search: prunings and backjumps are 0.
        want
    });
    assert_eq!(
        events[2],
        Event::Deduced {
            cell: Cell::new(2, 1),
            digit: 3,
            depth: 0,
            rule: Rule::HiddenSingle,
            unit: Some(Unit::Row)
        }
    );
}

#[test]
fn a_unit_dead_end_names_a_digit_with_no_place() {
    let grid = common::puzzle("norvig_grid2.txt");
    let mut events = Vec::new();
    solve(&grid, Strategy::Singles, first_solution(), &mut events);
    let mut replay = Replay::from_puzzle(&Puzzle::of(&grid)).unwrap();
    let mut seen = 0;
    for event in &events {
        if let Event::DeadEnd {
            subject:
                Subject::Unit {
                    digit: d,
                    unit: u,
                    index: i,
                },
            ..
        } = *event
        {
            seen += 1;
            let board = replay.grid();
            let anchor = match u {
                Unit::Row => Cell::new(i as usize, 0),
                Unit::Column => Cell::new(0, i as usize),
                Unit::Box => Cell::new(i as usize / 3 * 3, i as usize % 3 * 3),
            };
            for cell in board.unit_cells(anchor, u) {
                assert_ne!(board.get(cell), d, "{d} is in the unit");
                if board.get(cell) == 0 {
                    let peers_hold_d = Unit::ALL
                        .iter()
                        .any(|&k| board.unit_cells(cell, k).any(|p| board.get(p) == d));
                    assert!(
                        peers_hold_d,
                        "{d} could go in r{}c{}",
                        cell.row + 1,
                        cell.col + 1
                    );
                }
            }
        }
        replay.apply(event);
    }
    assert!(seen > 0, "grid2 makes singles meet a digit with no place");
}
