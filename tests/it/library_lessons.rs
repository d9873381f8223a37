//! What the library's puzzles for the CSP chapter say they teach is what the
//! searches do: every figure a "what it teaches" sentence states is counted
//! by the second implementation ([`reference`], which never calls the
//! solver), the solver counts the same, and the sentence states the figure
//! in every language.

use crate::common;
/// The second implementation, plain and slow on purpose.
use crate::reference;

use sudoku_trace::library;
use sudoku_trace::solver::{Strategy, solve};
use sudoku_trace::trace::{Event, Limits, NoSink, Stats, Subject};
use sudoku_trace::words::Lang;

/// A counter a sentence can state.
#[derive(Clone, Copy, Debug)]
enum Counter {
    Placements,
    DeadEnds,
    /// Guesses a backjump went over while their cell still had a value
    /// left: the work the jump saves.
    SkippedUntried,
}

/// `entry`'s sentence says `strategy`'s `counter` to its first solution is
/// `value`; `stated: false` for a figure the sentence says in words ("no
/// dead end"), which is held to the reference only.
struct Claim {
    entry: &'static str,
    strategy: &'static str,
    counter: Counter,
    value: u64,
    stated: bool,
}

const fn claim(entry: &'static str, strategy: &'static str, counter: Counter, value: u64) -> Claim {
    Claim {
        entry,
        strategy,
        counter,
        value,
        stated: true,
    }
}

use Counter::*;

const CLAIMS: &[Claim] = &[
    claim("wipeout-4x4", "backtrack", Placements, 14),
    claim("wipeout-4x4", "backtrack+fc", Placements, 13),
    claim("wipeout-4x4", "backtrack+mac", Placements, 12),
    Claim {
        stated: false,
        ..claim("wipeout-4x4", "backtrack+mac", DeadEnds, 0)
    },
    claim("csp-6x6", "backtrack", DeadEnds, 119),
    claim("csp-6x6", "backtrack+fc", DeadEnds, 73),
    claim("csp-6x6", "backtrack+mac", DeadEnds, 10),
    claim("csp-6x6", "backtrack", Placements, 371),
    claim("csp-6x6", "backtrack+mrv", Placements, 75),
    claim("csp-6x6", "backtrack+mrv+lcv+fc", Placements, 29),
    claim("csp-6x6", "backtrack+backjump", SkippedUntried, 34),
    claim("csp-6x6", "backtrack+fc", Placements, 222),
    claim("csp-6x6", "backtrack+fc+backjump", Placements, 160),
    claim("ai-escargot", "backtrack+mrv+lcv+fc", Placements, 1_702),
    claim("ai-escargot", "backtrack+mrv+fc", Placements, 217),
];

#[test]
fn every_figure_a_lesson_puzzle_states_is_counted_by_the_reference_and_the_solver() {
    for claim in CLAIMS {
        let entry = library::find(claim.entry).expect("in the library");
        let grid = entry.grid();
        let strategy: Strategy = claim.strategy.parse().expect("a strategy");
        let Strategy::Backtrack(c) = strategy else {
            panic!("{} is a backtrack strategy", claim.strategy)
        };
        let counts = reference::run(&grid, reference::Options::of(c, Some(1)));
        let what = format!("{} {} {:?}", claim.entry, claim.strategy, claim.counter);
        let reference = match claim.counter {
            Placements => counts.placements,
            DeadEnds => counts.dead_ends,
            SkippedUntried => counts.skipped_untried,
        };
        assert_eq!(reference, claim.value, "{what}: the second implementation");
        let limits = Limits::FIRST_SOLUTION;
        let stats = solve(&grid, strategy, limits, &mut NoSink).stats;
        match claim.counter {
            Placements => assert_eq!(stats.placements, claim.value, "{what}: the solver"),
            DeadEnds => assert_eq!(stats.dead_ends, claim.value, "{what}: the solver"),
            // The solver counts the guesses skipped, not which had values
            // left; `compare` splits them, held to the same figure in
            // `compare_says_the_skipped_guesses_the_reference_counts`.
            SkippedUntried => assert_eq!(stats.guesses_skipped, counts.skipped, "{what}"),
        }
        if claim.stated {
            for lang in Lang::ALL {
                let sentence = entry.teaches(lang);
                assert!(
                    sentence.contains(&lang.count(claim.value)),
                    "{what}: {lang:?} says {sentence}"
                );
            }
        }
    }
}

#[test]
fn compare_says_the_skipped_guesses_the_reference_counts() {
    let out = common::stdout_of(common::tool().args([
        "compare",
        "--puzzle",
        "csp-6x6",
        "--strategies",
        "backtrack+backjump",
        "--format",
        "json",
    ]));
    let json: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    let grid = library::find("csp-6x6").unwrap().grid();
    let Ok(Strategy::Backtrack(c)) = "backtrack+backjump".parse() else {
        unreachable!()
    };
    let counts = reference::run(&grid, reference::Options::of(c, Some(1)));
    let skipped = &json["rows"][0]["skipped"];
    assert_eq!(skipped["untried"], counts.skipped_untried, "{json}");
    assert_eq!(
        skipped["exhausted"],
        counts.skipped - counts.skipped_untried,
        "{json}"
    );
}

/// The step at which `events` first meet a wiped-out domain (a dead end
/// on the cell the event before it pruned), counted from 1 as every
/// renderer numbers steps.
fn first_wipeout(events: &[Event]) -> Option<usize> {
    events
        .windows(2)
        .position(|pair| match pair {
            [
                Event::Pruned { cell, .. },
                Event::DeadEnd {
                    subject: Subject::Cell(at),
                    ..
                },
            ] => cell == at,
            _ => false,
        })
        .map(|before| before + 2)
}

#[test]
fn the_wipeout_puzzle_wipes_out_a_domain_at_the_step_its_sentence_names() {
    let entry = library::find("wipeout-4x4").unwrap();
    let strategy: Strategy = "backtrack+fc".parse().unwrap();
    let mut events: Vec<Event> = Vec::new();
    let limits = Limits::FIRST_SOLUTION;
    solve(&entry.grid(), strategy, limits, &mut events);
    let step = first_wipeout(&events).expect("a wipeout");
    assert_eq!(step, 5);
    assert_eq!(
        Stats::from_events(&events[..step]).placements,
        1,
        "after the first guess"
    );
    for lang in Lang::ALL {
        assert!(entry.teaches(lang).contains(&step.to_string()), "{lang:?}");
    }
}
