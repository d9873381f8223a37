//! The picker's tests: answers read off the events, spread, balance.

use super::*;
use crate::parse;
use crate::solver::{self, Strategy};
use crate::trace::Limits;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The puzzle's givens and the events of `strategy`'s search for one
/// solution, as `solve` searches by default.
fn search(strategy: Strategy, puzzle: &str) -> (Grid, Vec<Event>) {
    let grid = parse::parse_str(puzzle).expect("test puzzle parses");
    let mut events: Vec<Event> = Vec::new();
    let limits = Limits {
        max_solutions: Some(1),
        ..Limits::default()
    };
    solver::solve(&grid, strategy, limits, &mut events);
    (grid, events)
}

/// `picker` after following `events`.
fn followed(mut picker: Picker, events: &[Event]) -> Picker {
    events.iter().for_each(|e| picker.follow(e));
    picker
}

fn follow(strategy: Strategy, puzzle: &str) -> (Picker, Vec<Event>) {
    let (grid, events) = search(strategy, puzzle);
    (followed(Picker::new(grid.side()), &events), events)
}

fn strategy(name: &str) -> Strategy {
    Strategy::Backtrack(crate::solver::Choices::from_name(name).expect("a textbook strategy"))
}

#[test]
fn the_same_trace_gives_the_same_quiz() {
    let (a, _) = follow(Strategy::Candidates, CLASSIC);
    let (b, _) = follow(Strategy::Candidates, CLASSIC);
    assert_eq!(a.pick(7), b.pick(7));
}

#[test]
fn n_questions_one_per_slice_in_order() {
    let (picker, events) = follow(Strategy::Candidates, CLASSIC);
    let total = events.len() as u64;
    for n in [1, 3, 10, 50] {
        let moments = picker.pick(n);
        assert_eq!(moments.len() as u32, n, "the classic search offers {n}");
        for (k, m) in moments.iter().enumerate() {
            let k = k as u64;
            let n = u64::from(n);
            let at = u64::from(m.at);
            assert!(
                k * total / n <= at && at < (k + 1) * total / n,
                "question {k} of {n} lies in its slice"
            );
        }
    }
}

#[test]
fn kinds_rotate_and_answers_come_from_the_events() {
    let (picker, events) = follow(Strategy::Candidates, CLASSIC);
    let moments = picker.pick(9);
    let kinds: Vec<Ask> = moments.iter().map(|m| m.ask).collect();
    assert_eq!(
        &kinds[..3],
        [Ask::Dead, Ask::Next, Ask::Candidates],
        "the candidates search offers three kinds, in turn"
    );
    for m in &moments {
        let event = &events[m.at as usize];
        let cell = named_cell(event).map(|c| c.index(9) as u32);
        match m.ask {
            Ask::Candidates => {
                let Event::CandidatesComputed { candidates, .. } = event else {
                    panic!("a candidates question stops before their computation")
                };
                assert_eq!(m.answer, candidates.bits());
                assert_eq!(Some(m.cell), cell);
            }
            Ask::Next => assert_eq!(Some(m.answer), cell),
            Ask::Dead => {
                let Event::Placed { digit, .. } = event else {
                    panic!("a dead-end question stops before a guess")
                };
                assert_eq!(m.digit, *digit);
                let by = &events[m.by as usize];
                if m.answer == 1 {
                    assert!(matches!(by, Event::Undone { .. }));
                    assert_eq!(named_cell(by).map(|c| c.index(9) as u32), cell);
                } else {
                    assert!(matches!(by, Event::Solved { .. }));
                }
            }
            other => panic!("{other:?} is not a kind of the candidates search"),
        }
    }
}

#[test]
fn a_guess_is_a_dead_end_exactly_when_no_solution_lies_beneath() {
    let (picker, events) = follow(Strategy::Candidates, CLASSIC);
    let solved = events
        .iter()
        .position(|e| matches!(e, Event::Solved { .. }))
        .expect("the classic puzzle has a solution") as u32;
    let Event::Solved { grid, .. } = &events[solved as usize] else {
        unreachable!()
    };
    let dead: Vec<&Moment> = picker
        .candidates
        .iter()
        .filter(|m| m.ask == Ask::Dead && m.settled)
        .collect();
    let on_path = dead.iter().filter(|m| m.answer == 0).count();
    assert!(
        (1..=51).contains(&on_path),
        "at most the 51 empty cells' guesses stand at the solution: {on_path}"
    );
    for m in dead {
        let by = &events[m.by as usize];
        if m.answer == 0 {
            // A guess standing at the solution: its digit is the solution's.
            assert_eq!(m.by, solved);
            let solution = grid.as_bytes()[m.cell as usize];
            assert_eq!(char::from(solution), char::from(b'0' + m.digit));
        } else {
            // Taken back before any solution: by its own undo.
            let Event::Undone { cell, digit, .. } = by else {
                panic!("a dead end is explained by its undo: {by:?}")
            };
            assert_eq!((cell.index(9) as u32, *digit), (m.cell, m.digit));
            assert!(m.at < m.by && m.by < solved);
        }
    }
}

#[test]
fn a_long_search_is_thinned_to_a_bounded_number_of_candidates() {
    let grid = parse::parse_str(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    )
    .unwrap();
    let mut events: Vec<Event> = Vec::new();
    let limits = Limits {
        max_steps: Some(300_000),
        ..Limits::default()
    };
    solver::solve(&grid, Strategy::Candidates, limits, &mut events);
    let mut picker = Picker::new(9);
    let mut most = 0;
    for e in &events {
        picker.follow(e);
        most = most.max(picker.candidates.len());
    }
    assert!(most <= KEPT, "{most} candidates kept at most");
    assert!(picker.block > 1, "the candidates were thinned");
    let total = events.len() as u64;
    let moments = picker.pick(MAX_QUESTIONS);
    assert_eq!(moments.len() as u32, MAX_QUESTIONS);
    for (k, m) in moments.iter().enumerate() {
        let (k, n) = (k as u64, u64::from(MAX_QUESTIONS));
        let at = u64::from(m.at);
        assert!(k * total / n <= at && at < (k + 1) * total / n, "spread");
    }
    let kinds: Vec<Ask> = moments.iter().take(3).map(|m| m.ask).collect();
    assert_eq!(kinds, [Ask::Dead, Ask::Next, Ask::Candidates]);
}

#[test]
fn the_textbook_asks_about_backjumps_and_prunings() {
    let (picker, _) = follow(strategy("backtrack+backjump"), CLASSIC);
    let kinds: Vec<Ask> = picker.pick(8).iter().map(|m| m.ask).collect();
    assert_eq!(kinds[0], Ask::Backjump);
    assert!(kinds.contains(&Ask::Dead) && kinds.contains(&Ask::Candidates));
    let (picker, _) = follow(strategy("backtrack+mrv+fc"), CLASSIC);
    let kinds: Vec<Ask> = picker.pick(6).iter().map(|m| m.ask).collect();
    assert!(kinds.contains(&Ask::Next));
    assert!(
        !kinds.contains(&Ask::Candidates),
        "the board draws every domain"
    );
    assert!(
        !kinds.contains(&Ask::Pruned),
        "forward checking prunes the digit just placed: nothing to ask"
    );
}

/// Follows `strategy` on the library's puzzle `name`.
fn follow_library(strategy: Strategy, name: &str) -> (Picker, Vec<Event>) {
    let entry = crate::library::find(name).expect("in the library");
    follow(strategy, &entry.line())
}

#[test]
fn a_mac_quiz_asks_the_ideas_and_no_answer_is_a_safe_bet() {
    // The lecturer's quiz of issue 25: 50 questions, ai-escargot, MAC,
    // followed as the page follows a MAC search: with its domains.
    let entry = crate::library::find("ai-escargot").expect("in the library");
    let (grid, events) = search(strategy("backtrack+mac"), &entry.line());
    let picker = followed(Picker::new(9).following_domains(grid), &events);
    let moments = picker.pick(MAX_QUESTIONS);
    assert_eq!(moments.len(), 50);
    let of = |ask: Ask| moments.iter().filter(|m| m.ask == ask).count();
    assert!(of(Ask::Wipeout) >= 3, "wipeouts: {}", of(Ask::Wipeout));
    assert!(of(Ask::Pruned) >= 3, "arc consistency: {}", of(Ask::Pruned));
    assert!(
        of(Ask::Propagates) >= 3,
        "propagation: {}",
        of(Ask::Propagates)
    );
    let kinds = Ask::ALL.iter().filter(|&&k| of(k) > 0).count();
    assert!(kinds >= 5, "at least five kinds of question: {kinds}");
    assert_eq!(of(Ask::Candidates), 0, "the board draws every domain");
    // "Will this guess lead to a dead end?" is yes at most 70 % of times.
    let dead: Vec<u32> = moments
        .iter()
        .filter(|m| m.ask == Ask::Dead)
        .map(|m| m.answer)
        .collect();
    let yes = dead.iter().filter(|&&a| a == 1).count();
    assert!(
        dead.len() >= 3 && yes * 10 <= dead.len() * 7,
        "yes {yes} of {}",
        dead.len()
    );
    assert!(
        yes * 10 >= dead.len() * 3,
        "no {} of {}",
        dead.len() - yes,
        dead.len()
    );
    for m in &moments {
        let event = &events[m.at as usize];
        match m.ask {
            Ask::Wipeout => {
                // Asked before the guess; the dead end that answers it
                // is on the cell its last pruning emptied.
                let Event::Placed { cell, digit, .. } = event else {
                    panic!("a wipeout question stops before a guess: {event:?}")
                };
                assert_eq!((m.cell, m.digit), (cell.index(9) as u32, *digit));
                let Event::DeadEnd {
                    subject: Subject::Cell(dead),
                    ..
                } = &events[m.by as usize]
                else {
                    panic!("answered by a dead end")
                };
                assert_eq!(m.answer, dead.index(9) as u32);
                let Event::Pruned { cell: emptied, .. } = &events[m.by as usize - 1] else {
                    panic!("a wipeout follows a pruning")
                };
                assert_eq!(emptied, dead);
                let between = &events[m.at as usize + 1..m.by as usize];
                assert!(
                    between.iter().all(|e| matches!(e, Event::Pruned { .. })),
                    "one guess's inference"
                );
            }
            Ask::Pruned => {
                let Event::Pruned { reason, digit, .. } = event else {
                    panic!("a pruning question stops before a pruning")
                };
                assert_eq!(*reason, PruneReason::OneValue, "not the digit just placed");
                assert_eq!(m.answer, u32::from(*digit));
            }
            Ask::Next => {
                // Never right after an undo, whose next cell is the one undone.
                let before = &events[m.at as usize - 1];
                assert!(!matches!(before, Event::Undone { .. }), "{before:?}");
            }
            _ => {}
        }
    }
}

#[test]
fn an_lcv_quiz_asks_which_value_comes_first_where_the_answer_is_one() {
    let (picker, events) = follow_library(strategy("backtrack+mrv+lcv+fc"), "csp-6x6");
    let moments = picker.pick(20);
    let lcv: Vec<&Moment> = moments.iter().filter(|m| m.ask == Ask::Lcv).collect();
    assert!(!lcv.is_empty(), "{moments:?}");
    for m in lcv {
        let Event::ValuesOrdered { values, cell, .. } = &events[m.at as usize] else {
            panic!("an LCV question stops before the order")
        };
        assert_eq!(m.cell, cell.index(6) as u32);
        assert_eq!(m.answer, u32::from(values[0].digit));
        assert!(values[0].removes < values[1].removes, "one right answer");
    }
}

#[test]
fn the_singles_search_asks_what_a_rule_forces() {
    let (picker, _) = follow(Strategy::Singles, CLASSIC);
    assert!(picker.pick(4).iter().any(|m| m.ask == Ask::Forced));
}

#[test]
fn fewer_moments_than_asked_gives_what_there_is() {
    let (picker, events) = follow(Strategy::Candidates, "..3.\n.3.4\n2..3\n3.4.");
    let moments = picker.pick(MAX_QUESTIONS);
    assert!(!moments.is_empty());
    assert!(moments.len() <= events.len());
    assert!(
        moments.windows(2).all(|w| w[0].at < w[1].at),
        "in order, none twice"
    );
    assert!(Picker::new(9).pick(5).is_empty(), "no events, no questions");
}

#[test]
fn events_in_any_order_never_panic_and_every_pick_is_one_of_them() {
    use crate::trace::samples::one_of_each_shape;
    // Every kind in every shape, forwards and backwards, many times:
    // undos with no guess standing, solutions with none, and so on.
    let mut events = one_of_each_shape();
    events.extend(one_of_each_shape().into_iter().rev());
    let events: Vec<Event> = events.iter().cycle().take(500).cloned().collect();
    let mut picker = Picker::new(4);
    events.iter().for_each(|e| picker.follow(e));
    for n in [1, 7, MAX_QUESTIONS] {
        let moments = picker.pick(n);
        assert!(moments.len() <= n as usize);
        for m in &moments {
            assert!((m.at as usize) < events.len() && (m.by as usize) < events.len());
            assert!(
                m.by >= m.at,
                "an answer is explained at or after its question"
            );
        }
    }
}

#[test]
fn a_guess_cut_by_a_limit_is_never_asked() {
    let grid = parse::parse_str(CLASSIC).unwrap();
    let mut events: Vec<Event> = Vec::new();
    let limits = Limits {
        max_steps: Some(40),
        ..Limits::default()
    };
    solver::solve(&grid, Strategy::Candidates, limits, &mut events);
    let mut picker = Picker::new(9);
    events.iter().for_each(|e| picker.follow(e));
    let undone: Vec<u32> = picker
        .pick(40)
        .iter()
        .filter(|m| m.ask == Ask::Dead)
        .map(|m| m.answer)
        .collect();
    assert!(
        undone.iter().all(|&a| a == 1),
        "only guesses undone: {undone:?}"
    );
}

/// The path of guesses as the events build it, each with whether its cell
/// had values left (`choice` below `of`): a second reading, for the tests.
fn path_before(events: &[Event], at: usize) -> Vec<(u32, bool)> {
    let mut path = Vec::new();
    for e in &events[..at] {
        match e {
            Event::Placed {
                cell, choice, of, ..
            } => path.push((cell.index(9) as u32, choice < of)),
            Event::Undone { .. } => {
                path.pop();
            }
            _ => {}
        }
    }
    path
}

#[test]
fn a_backjump_asks_which_guesses_it_skips_with_values_left() {
    let (picker, events) = follow(strategy("backtrack+backjump"), CLASSIC);
    let skipped: Vec<&Moment> = picker
        .candidates
        .iter()
        .filter(|m| m.ask == Ask::Skipped)
        .collect();
    assert!(!skipped.is_empty());
    let mut mixed = 0;
    for m in &skipped {
        let Event::Backjumped {
            cell, over, digit, ..
        } = &events[m.at as usize]
        else {
            panic!("a skipped-guesses question stops before a backjump")
        };
        assert_eq!(
            (m.cell, m.digit, m.answer),
            (cell.index(9) as u32, *digit, *over)
        );
        let path = path_before(&events, m.at as usize);
        let jumped = &path[path.len() - *over as usize..];
        let want: Vec<u32> = jumped.iter().filter(|g| g.1).map(|g| g.0).collect();
        assert_eq!(m.untried.as_ref(), Some(&want), "at event {}", m.at);
        if !want.is_empty() && want.len() < jumped.len() {
            mixed += 1;
        }
    }
    assert!(mixed > 0, "some backjump skips guesses of both kinds");
    // In a quiz, the kind comes with its answer.
    let moments = picker.pick(MAX_QUESTIONS);
    assert!(moments.iter().any(|m| m.ask == Ask::Skipped));
    assert!(
        moments
            .iter()
            .all(|m| (m.ask == Ask::Skipped) == m.untried.is_some())
    );
}

/// The candidates of every empty cell of `board`, counted plainly (the
/// digits no cell of its row, column or 3×3 box holds).
fn plain_candidate_counts(board: &[u8]) -> Vec<Option<usize>> {
    (0..81)
        .map(|i| {
            if board[i] != 0 {
                return None;
            }
            let (r, c) = (i / 9, i % 9);
            let held = |d: u8| {
                (0..9).any(|k| {
                    board[r * 9 + k] == d
                        || board[k * 9 + c] == d
                        || board[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == d
                })
            };
            Some((1..=9).filter(|&d| !held(d)).count())
        })
        .collect()
}

#[test]
fn under_mrv_every_cell_of_a_tie_is_a_right_next_cell() {
    let (grid, events) = search(strategy("backtrack+mrv"), CLASSIC);
    let picker = followed(
        Picker::new(9).choosing_by_fewest_values(grid.clone(), false),
        &events,
    );
    let next: Vec<&Moment> = picker
        .candidates
        .iter()
        .filter(|m| m.ask == Ask::Next)
        .collect();
    let tied: Vec<&&Moment> = next.iter().filter(|m| m.tie.is_some()).collect();
    assert!(!tied.is_empty(), "the classic MRV search meets ties");
    let mut replay = crate::replay::Replay::new(grid);
    let mut seen = 0;
    for m in next {
        while seen < m.at as usize {
            replay.apply(&events[seen]);
            seen += 1;
        }
        let counts = plain_candidate_counts(replay.grid().cells());
        let fewest = counts.iter().flatten().min().copied().unwrap();
        let want: Vec<u32> = (0..81u32)
            .filter(|&i| counts[i as usize] == Some(fewest))
            .collect();
        assert_eq!(want[0], m.answer, "the search takes the first of the tie");
        match &m.tie {
            Some(tie) => {
                assert_eq!(tie.cells, want, "at event {}", m.at);
                assert_eq!(tie.values as usize, fewest);
            }
            None => assert_eq!(want.len(), 1, "no tie at event {}", m.at),
        }
    }
    // Without MRV, no question speaks of ties.
    let (picker, _) = follow(Strategy::Candidates, CLASSIC);
    assert!(picker.candidates.iter().all(|m| m.tie.is_none()));
}

#[test]
fn under_mrv_with_inference_the_tie_counts_the_domains() {
    let entry = crate::library::find("csp-6x6").expect("in the library");
    for name in ["backtrack+mrv+fc", "backtrack+mrv+mac"] {
        let (grid, events) = search(strategy(name), &entry.line());
        let picker = followed(
            Picker::new(6).choosing_by_fewest_values(grid, false),
            &events,
        );
        let tied: Vec<&Moment> = picker
            .candidates
            .iter()
            .filter(|m| m.tie.is_some())
            .collect();
        assert!(!tied.is_empty(), "{name}: ties");
        for m in tied {
            let tie = m.tie.as_ref().unwrap();
            // The solver counts domains as the tie does: it takes the
            // tie's first cell.
            assert_eq!(tie.cells[0], m.answer, "{name} at event {}", m.at);
        }
    }
}

#[test]
fn under_mac_every_cell_that_could_propagate_is_a_right_answer() {
    let entry = crate::library::find("ai-escargot").expect("in the library");
    let (grid, events) = search(strategy("backtrack+mac"), &entry.line());
    let picker = followed(Picker::new(9).following_domains(grid), &events);
    let asked: Vec<&Moment> = picker
        .candidates
        .iter()
        .filter(|m| m.ask == Ask::Propagates)
        .collect();
    assert!(asked.len() >= 10, "{} propagation moments", asked.len());
    let mut tied = 0;
    for m in asked {
        let Event::Pruned { by, reason, .. } = &events[m.at as usize] else {
            panic!("a propagation question stops before a pruning")
        };
        assert_eq!(*reason, PruneReason::OneValue);
        assert_eq!(m.answer, by.index(9) as u32);
        let first = !matches!(&events[m.at as usize - 1],
            Event::Pruned { by: b, reason: PruneReason::OneValue, .. } if b == by);
        assert!(first, "the first pruning of its propagation");
        if let Some(tie) = &m.tie {
            tied += 1;
            // The search propagates the first in reading order.
            assert_eq!(tie.cells[0], m.answer, "at event {}", m.at);
        }
    }
    assert!(tied > 0, "some propagation could start from several cells");
    // Without the domains followed (another program's trace), not asked.
    let (plain, _) = follow(strategy("backtrack+mac"), &entry.line());
    assert!(plain.candidates.iter().all(|m| m.ask != Ask::Propagates));
}

#[test]
fn under_degree_a_tie_is_among_the_most_empty_peers_and_holds_the_search_s_cell() {
    let (grid, events) = search(strategy("backtrack+mrv+degree"), CLASSIC);
    let picker = followed(
        Picker::new(9).choosing_by_fewest_values(grid.clone(), true),
        &events,
    );
    let next: Vec<&Moment> = picker
        .candidates
        .iter()
        .filter(|m| m.ask == Ask::Next)
        .collect();
    assert!(!next.is_empty());
    let mut replay = crate::replay::Replay::new(grid);
    let mut seen = 0;
    for m in next {
        while seen < m.at as usize {
            replay.apply(&events[seen]);
            seen += 1;
        }
        let cells = replay.grid().cells();
        let counts = plain_candidate_counts(cells);
        let fewest = counts.iter().flatten().min().copied().unwrap();
        // Empty peers, counted plainly: same row, column or 3x3 box.
        let degree = |i: usize| {
            (0..81)
                .filter(|&p| {
                    p != i
                        && cells[p] == 0
                        && (p / 9 == i / 9
                            || p % 9 == i % 9
                            || (p / 27 == i / 27 && (p % 9) / 3 == (i % 9) / 3))
                })
                .count()
        };
        let mrv: Vec<usize> = (0..81).filter(|&i| counts[i] == Some(fewest)).collect();
        let most = mrv.iter().map(|&i| degree(i)).max().unwrap();
        let want: Vec<u32> = mrv
            .into_iter()
            .filter(|&i| degree(i) == most)
            .map(|i| i as u32)
            .collect();
        assert_eq!(want[0], m.answer, "the search takes the first of the tie");
        match &m.tie {
            Some(tie) => assert_eq!(tie.cells, want, "at event {}", m.at),
            None => assert_eq!(want.len(), 1, "no tie at event {}", m.at),
        }
    }
}
