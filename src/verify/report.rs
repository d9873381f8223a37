//! The report of a valid trace: what was checked, and how often.

use std::fmt;

use crate::trace::{EventKind, Stats};

/// What a valid trace was checked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The strategy the header names.
    pub strategy: String,
    /// The `schema_version` the header names (any this crate reads).
    pub schema_version: u32,
    /// The side of the puzzle.
    pub size: usize,
    /// The number of events checked.
    pub steps: u64,
    /// How many events of each kind were checked, indexed by
    /// [`EventKind::index`].
    pub counts: [u64; EventKind::ALL.len()],
    /// How many placements gave `choice` or `of` (and so had their choice
    /// among the candidates checked).
    pub choices: u64,
    /// How many exclusion reasons the candidate sets gave (each checked to
    /// be the first peer holding the digit).
    pub exclusions: u64,
    /// The counters recounted from the events.
    pub stats: Stats,
    /// Whether the trace has a footer (and so its counters and end were checked).
    pub footer: bool,
    /// Whether the givens already clash (the puzzle has no solution).
    pub clashing_givens: bool,
}

/// Whether verify has rules for events of `kind` (it refuses the others).
pub(crate) fn verifiable(kind: EventKind) -> bool {
    match kind {
        EventKind::Pruned
        | EventKind::ValuesOrdered
        | EventKind::ConflictSet
        | EventKind::Backjumped => false,
        EventKind::CandidatesComputed
        | EventKind::Placed
        | EventKind::Rejected
        | EventKind::DeadEnd
        | EventKind::Deduced
        | EventKind::Retracted
        | EventKind::ConstraintChosen
        | EventKind::Undone
        | EventKind::Solved
        | EventKind::StepLimitReached
        | EventKind::TimeLimitReached => true,
    }
}

/// What checking events of `kind` means, as the report says it, when the
/// events give every optional detail (a placement's `choice` and `of`, a
/// candidate set's exclusions).
pub fn checked(kind: EventKind) -> &'static str {
    match kind {
        EventKind::CandidatesComputed => {
            "candidate sets and exclusion reasons (the first peer holding each digit)"
        }
        EventKind::Placed => {
            "placements (an empty cell, no clash, the depth, the choice among the candidates)"
        }
        EventKind::Rejected => "rejections (the named peer holds the digit)",
        EventKind::DeadEnd => {
            "dead ends (no digit fits the cell, or the digit has no place in the unit)"
        }
        EventKind::Deduced => "deductions (forced by the naked or hidden single they name)",
        EventKind::Retracted => "retractions (a standing deduction taken back)",
        EventKind::ConstraintChosen => "chosen constraints (the number of ways to meet them)",
        EventKind::Undone => "undos (the most recent placement standing first)",
        EventKind::Solved => "solutions (complete, valid, keep the givens, numbered 1, 2, 3…)",
        EventKind::StepLimitReached => {
            "the step limit (after exactly the header's number of steps)"
        }
        EventKind::TimeLimitReached => "the time limit (the header sets one; nothing follows it)",
        // Refused until their rules exist (`Verifier::check_event`), so no
        // valid trace holds them yet.
        EventKind::Pruned
        | EventKind::ValuesOrdered
        | EventKind::ConflictSet
        | EventKind::Backjumped => "not yet: sudoku-trace cannot verify these events",
    }
}

impl Report {
    /// What checking the `count` events of `kind` in this trace meant:
    /// [`checked`], less the details its events did not give.
    fn checked(&self, kind: EventKind, count: u64) -> String {
        match kind {
            EventKind::Placed if self.choices == 0 => {
                "placements (an empty cell, no clash, the depth)".to_string()
            }
            EventKind::Placed if self.choices < count => format!(
                "placements (an empty cell, no clash, the depth; for the {} giving `choice` or `of`, the choice among the candidates)",
                self.choices
            ),
            EventKind::CandidatesComputed if self.exclusions == 0 => {
                "candidate sets (no digit excluded, so no exclusion reason)".to_string()
            }
            _ => checked(kind).to_string(),
        }
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
            "  header  schema version {}, the puzzle and the limits",
            self.schema_version
        )?;
        for (kind, &count) in EventKind::ALL.iter().zip(&self.counts) {
            if count > 0 {
                writeln!(f, "  {count:>6}  {}", self.checked(*kind, count))?;
            }
        }
        if self.footer {
            writeln!(
                f,
                "  footer  the counters and the end, recounted from the events"
            )?;
        }
        // Only the kinds verify has rules for: the textbook's kinds are
        // refused, so no valid trace holds them, and naming them here would
        // say nothing (and change every report).
        let absent: Vec<&str> = EventKind::ALL
            .iter()
            .zip(&self.counts)
            .filter(|&(kind, &count)| count == 0 && verifiable(*kind))
            .map(|(kind, _)| kind.name())
            .collect();
        if !absent.is_empty() {
            writeln!(f, "not in this trace: {}", absent.join(", "))?;
        }
        let placements = self.counts[EventKind::Placed.index()];
        if placements > 0 && self.choices == 0 {
            writeln!(
                f,
                "not checked: the choice among the candidates (no placement gives `choice` or `of`)"
            )?;
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
