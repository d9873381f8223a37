//! The report of a valid trace: what was checked, and how often, in the
//! words of any catalog ([`VerifyWords`]; `Display` is English's).

use std::fmt::{self, Write as _};

use crate::trace::{EventKind, Stats};
use crate::words::{KindChecks, Lang, vars};

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
    Lang::En.verify().kinds.of(kind)
}

impl Report {
    /// What checking the `count` events of `kind` in this trace meant, in
    /// `w`'s words: [`checked`], less the details its events did not give.
    fn checked(&self, w: &KindChecks, kind: EventKind, count: u64) -> String {
        let infers = crate::trace::Textbook::parse(&self.strategy).is_some_and(|t| t.infers());
        match kind {
            EventKind::Placed if infers && self.choices == count => w.placed_domain.into(),
            EventKind::DeadEnd if infers => w.dead_end_domain.into(),
            EventKind::Placed if self.choices == 0 => w.placed_no_choice.into(),
            EventKind::Placed if self.choices < count => {
                w.placed_some_choices(vars::VerifyKindsPlacedSomeChoices {
                    choices: &self.choices,
                })
            }
            EventKind::CandidatesComputed if self.exclusions == 0 => {
                w.candidates_no_exclusion.into()
            }
            _ => w.of(kind).into(),
        }
    }

    /// The report in `lang`, a line each, as `verify` prints it.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.verify();
        let mut s = String::new();
        let valid = w.valid(vars::VerifyValid {
            steps: &self.steps,
            strategy: &lang
                .known_strategy_named(&self.strategy)
                .unwrap_or_else(|| crate::trace::shown_name(&self.strategy)),
            size: &self.size,
        });
        let _ = writeln!(s, "{valid}");
        let _ = writeln!(s, "{}", w.checked);
        let version = self.schema_version.to_string();
        let _ = writeln!(
            s,
            "  {}",
            w.header(vars::VerifyHeader { version: &version })
        );
        for (kind, &count) in EventKind::ALL.iter().zip(&self.counts) {
            if count > 0 {
                let _ = writeln!(s, "  {count:>6}  {}", self.checked(&w.kinds, *kind, count));
            }
        }
        if self.footer {
            let _ = writeln!(s, "  {}", w.footer);
        }
        let textbook = crate::trace::Textbook::parse(&self.strategy).is_some();
        let absent: Vec<EventKind> = EventKind::ALL
            .iter()
            .zip(&self.counts)
            .filter(|&(kind, &count)| count == 0 && expected_in(*kind, textbook))
            .map(|(kind, _)| *kind)
            .collect();
        if !absent.is_empty() {
            let kinds = lang.kinds_named(absent);
            let _ = writeln!(
                s,
                "{}",
                w.not_in_trace(vars::VerifyNotInTrace { kinds: &kinds })
            );
        }
        let placements = self.counts[EventKind::Placed.index()];
        if placements > 0 && self.choices == 0 {
            let _ = writeln!(s, "{}", w.no_choice);
        }
        if !self.footer {
            let _ = writeln!(s, "{}", w.no_footer);
        }
        if self.clashing_givens {
            let _ = writeln!(s, "{}", w.clashing_givens);
        }
        s
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En))
    }
}
