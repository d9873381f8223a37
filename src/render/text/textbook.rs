//! The sentences of the textbook's events (the constraint-satisfaction
//! search): rarer than placements, so filled with [`fill`] as they come
//! rather than kept as split templates.

use super::narrator::Narrator;
use crate::grid::digit_char;
use crate::trace::{Event, Guess, PruneReason};
use crate::words::vars;

impl Narrator {
    /// The sentence of one of the textbook's events (the constraint-
    /// satisfaction search), kept out of [`Narrator::sentence`] so that the
    /// common events' match stays small and hot.
    #[cold]
    #[inline(never)]
    pub(super) fn textbook_sentence(&self, out: &mut Vec<u8>, event: &Event) {
        let p = self.phrases;
        match event {
            Event::Pruned {
                cell,
                digit,
                by,
                reason,
                ..
            } => {
                let (cell, by) = (self.notation.cell(*cell), self.notation.cell(*by));
                let digit = digit_char(*digit);
                let text = match reason {
                    PruneReason::Placed => {
                        self.textbook.pruned_placed(vars::TextbookPrunedPlaced {
                            cell: &cell,
                            digit: &digit,
                            by: &by,
                        })
                    }
                    PruneReason::OneValue => {
                        self.textbook
                            .pruned_one_value(vars::TextbookPrunedOneValue {
                                cell: &cell,
                                digit: &digit,
                                by: &by,
                            })
                    }
                };
                out.extend_from_slice(text.as_bytes());
            }
            Event::ValuesOrdered { cell, values, .. } => {
                let values: Vec<String> = values
                    .iter()
                    .map(|v| {
                        self.textbook.value_cost(vars::TextbookValueCost {
                            digit: &digit_char(v.digit),
                            removes: v.removes.into(),
                        })
                    })
                    .collect();
                let cell = self.notation.cell(*cell);
                let text = self.textbook.values_ordered(vars::TextbookValuesOrdered {
                    cell: &cell,
                    values: &values.join(p.list_separator),
                });
                out.extend_from_slice(text.as_bytes());
            }
            Event::ConflictSet {
                cell, conflicts, ..
            } => {
                let cell = self.notation.cell(*cell);
                let text = if conflicts.is_empty() {
                    self.textbook
                        .conflict_set_empty(vars::TextbookConflictSetEmpty { cell: &cell })
                } else {
                    let guesses: Vec<String> = conflicts
                        .iter()
                        .map(|g| {
                            let (at, depth) = (self.notation.cell(g.cell), g.depth.to_string());
                            self.textbook.guess_at_depth(vars::TextbookGuessAtDepth {
                                cell: &at,
                                depth: &depth,
                            })
                        })
                        .collect();
                    let guesses = self.list(guesses);
                    self.textbook.conflict_set(vars::TextbookConflictSet {
                        cell: &cell,
                        guesses: &guesses,
                    })
                };
                out.extend_from_slice(text.as_bytes());
            }
            Event::Backjumped {
                cell,
                to,
                digit,
                over,
                conflicts,
                ..
            } => {
                // The latest guess first: the one jumped to, then the others.
                let guesses = self.list(
                    conflicts
                        .iter()
                        .rev()
                        .map(|g: &Guess| self.notation.cell(g.cell))
                        .collect(),
                );
                let text = self.textbook.backjumped(vars::TextbookBackjumped {
                    over: *over as u64,
                    to: &self.notation.cell(*to),
                    digit: &digit_char(*digit),
                    cell: &self.notation.cell(*cell),
                    guesses: &guesses,
                });
                out.extend_from_slice(text.as_bytes());
            }
            Event::CandidatesComputed { .. }
            | Event::Placed { .. }
            | Event::Rejected { .. }
            | Event::DeadEnd { .. }
            | Event::Deduced { .. }
            | Event::Retracted { .. }
            | Event::ConstraintChosen { .. }
            | Event::Undone { .. }
            | Event::Solved { .. }
            | Event::StepLimitReached { .. }
            | Event::TimeLimitReached { .. } => unreachable!("told by Narrator::sentence"),
        }
    }

    /// `items` as a sentence lists them: `a, b and c`.
    pub(super) fn list(&self, items: Vec<String>) -> String {
        let t = self.textbook;
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{}{}{last}", rest.join(t.list_separator), t.list_last),
        }
    }
}
