//! The report of a valid trace: what was checked, and how often.

use std::fmt;

use crate::trace::{Event, SCHEMA_VERSION, Stats};

/// What a valid trace was checked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The strategy the header names.
    pub strategy: String,
    /// The side of the puzzle.
    pub size: usize,
    /// The number of events checked.
    pub steps: u64,
    /// How many events of each kind were checked, by event name, in the
    /// order of [`EVENT_KINDS`].
    pub counts: [u64; EVENT_KINDS.len()],
    /// The counters recounted from the events.
    pub stats: Stats,
    /// Whether the trace has a footer (and so its counters and end were checked).
    pub footer: bool,
    /// Whether the givens already clash (the puzzle has no solution).
    pub clashing_givens: bool,
}

/// The event names, in the order of [`Report::counts`], with what checking
/// each means.
pub const EVENT_KINDS: [(&str, &str); 11] = [
    (
        "candidates_computed",
        "candidate sets and exclusion reasons (the first peer holding each digit)",
    ),
    (
        "placed",
        "placements (an empty cell, no clash, the depth, the choice among the candidates)",
    ),
    ("rejected", "rejections (the named peer holds the digit)"),
    (
        "dead_end",
        "dead ends (no digit fits the cell, or the digit has no place in the unit)",
    ),
    (
        "deduced",
        "deductions (forced by the naked or hidden single they name)",
    ),
    ("retracted", "retractions (a standing deduction taken back)"),
    (
        "constraint_chosen",
        "chosen constraints (the number of ways to meet them)",
    ),
    ("undone", "undos (the most recent placement standing first)"),
    (
        "solved",
        "solutions (complete, valid, keep the givens, numbered 1, 2, 3…)",
    ),
    (
        "step_limit_reached",
        "the step limit (after exactly the header's number of steps)",
    ),
    (
        "time_limit_reached",
        "the time limit (the header sets one; nothing follows it)",
    ),
];

pub(super) fn kind_index(event: &Event) -> usize {
    match event {
        Event::CandidatesComputed { .. } => 0,
        Event::Placed { .. } => 1,
        Event::Rejected { .. } => 2,
        Event::DeadEnd { .. } => 3,
        Event::Deduced { .. } => 4,
        Event::Retracted { .. } => 5,
        Event::ConstraintChosen { .. } => 6,
        Event::Undone { .. } => 7,
        Event::Solved { .. } => 8,
        Event::StepLimitReached { .. } => 9,
        Event::TimeLimitReached { .. } => 10,
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "valid: {} steps of a {} search on a {n}x{n} puzzle follow the rules",
            self.steps,
            crate::trace::shown_name(&self.strategy),
            n = self.size
        )?;
        writeln!(f, "checked:")?;
        writeln!(
            f,
            "  header  schema version {SCHEMA_VERSION}, the puzzle and the limits"
        )?;
        for ((_, what), &count) in EVENT_KINDS.iter().zip(&self.counts) {
            if count > 0 {
                writeln!(f, "  {count:>6}  {what}")?;
            }
        }
        if self.footer {
            writeln!(
                f,
                "  footer  the counters and the end, recounted from the events"
            )?;
        }
        let absent: Vec<&str> = EVENT_KINDS
            .iter()
            .zip(&self.counts)
            .filter(|&(_, &count)| count == 0)
            .map(|((name, _), _)| *name)
            .collect();
        if !absent.is_empty() {
            writeln!(f, "not in this trace: {}", absent.join(", "))?;
        }
        if !self.footer {
            writeln!(f, "not checked: the counters and the end (no footer)")?;
        }
        if self.clashing_givens {
            writeln!(f, "note: the givens clash, so the puzzle has no solution")?;
        }
        Ok(())
    }
}
