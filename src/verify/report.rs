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

/// Whether a trace of the strategy `textbook` (a `backtrack` combination,
/// or `None`) could hold events of `kind`: the textbook's kinds are named
/// as absent only from the textbook's traces, so the report of every other
/// trace reads as it always has.
pub(crate) fn expected_in(kind: EventKind, textbook: bool) -> bool {
    match kind {
        EventKind::Pruned
        | EventKind::ValuesOrdered
        | EventKind::ConflictSet
        | EventKind::Backjumped => textbook,
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
        EventKind::Pruned => {
            "prunings (true: the digit was in the domain of an empty peer of the placed or one-value cell; complete: each one due, in order, after every placement, to the fixpoint under arc consistency)"
        }
        EventKind::ValuesOrdered => {
            "LCV orders (the domain's values, each with the empty peers holding it in their domain, fewest first, ties the smaller digit)"
        }
        EventKind::ConflictSet => {
            "conflict sets (after a dead end, the earliest guess excluding each digit of the cell's candidates among the givens)"
        }
        EventKind::Backjumped => {
            "backjumps (the cell's conflict set, its own and what jumps passed on; to the latest guess of it, over the guesses in between, whose undos follow)"
        }
    }
}

impl Report {
    /// What checking the `count` events of `kind` in this trace meant:
    /// [`checked`], less the details its events did not give.
    fn checked(&self, kind: EventKind, count: u64) -> String {
        let infers = crate::trace::Textbook::parse(&self.strategy).is_some_and(|t| t.infers());
        match kind {
            EventKind::Placed if infers && self.choices == count => {
                "placements (an empty cell, no clash, the depth, a value of the cell's domain, the choice among its values, in the LCV order when one is given)".to_string()
            }
            EventKind::DeadEnd if infers => {
                "dead ends (the cell's domain is empty: its candidates among the givens, less the prunings standing)".to_string()
            }
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
        let textbook = crate::trace::Textbook::parse(&self.strategy).is_some();
        let absent: Vec<&str> = EventKind::ALL
            .iter()
            .zip(&self.counts)
            .filter(|&(kind, &count)| count == 0 && expected_in(*kind, textbook))
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
