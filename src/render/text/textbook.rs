//! The sentences of the textbook's events (the constraint-satisfaction
//! search): rarer than placements, so filled with [`fill`] as they come
//! rather than kept as split templates.

use super::narrator::Narrator;
use crate::grid::digit_char;
use crate::render::lang::fill;
use crate::trace::{Event, Guess, PruneReason};

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
                let template = match reason {
                    PruneReason::Placed => self.textbook.pruned_placed,
                    PruneReason::OneValue => self.textbook.pruned_one_value,
                };
                let (cell, by) = (self.notation.cell(*cell), self.notation.cell(*by));
                let digit = digit_char(*digit).to_string();
                let text = fill(template, &[("cell", &cell), ("digit", &digit), ("by", &by)]);
                out.extend_from_slice(text.as_bytes());
            }
            Event::ValuesOrdered { cell, values, .. } => {
                let values: Vec<String> = values
                    .iter()
                    .map(|v| {
                        let digit = digit_char(v.digit).to_string();
                        let removes = v.removes.to_string();
                        fill(
                            self.textbook.value_cost,
                            &[("digit", &digit), ("removes", &removes)],
                        )
                    })
                    .collect();
                let cell = self.notation.cell(*cell);
                let text = fill(
                    self.textbook.values_ordered,
                    &[("cell", &cell), ("values", &values.join(p.list_separator))],
                );
                out.extend_from_slice(text.as_bytes());
            }
            Event::ConflictSet {
                cell, conflicts, ..
            } => {
                let cell = self.notation.cell(*cell);
                let text = if conflicts.is_empty() {
                    fill(self.textbook.conflict_set_empty, &[("cell", &cell)])
                } else {
                    let guesses: Vec<String> = conflicts
                        .iter()
                        .map(|g| {
                            let (at, depth) = (self.notation.cell(g.cell), g.depth.to_string());
                            fill(
                                self.textbook.guess_at_depth,
                                &[("cell", &at), ("depth", &depth)],
                            )
                        })
                        .collect();
                    let guesses = self.list(guesses);
                    fill(
                        self.textbook.conflict_set,
                        &[("cell", &cell), ("guesses", &guesses)],
                    )
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
                let template = match over {
                    1 => self.textbook.backjumped_one,
                    _ => self.textbook.backjumped,
                };
                // The latest guess first: the one jumped to, then the others.
                let guesses = self.list(
                    conflicts
                        .iter()
                        .rev()
                        .map(|g: &Guess| self.notation.cell(g.cell))
                        .collect(),
                );
                let (cell, to) = (self.notation.cell(*cell), self.notation.cell(*to));
                let (digit, over) = (digit_char(*digit).to_string(), over.to_string());
                let text = fill(
                    template,
                    &[
                        ("over", &over),
                        ("to", &to),
                        ("digit", &digit),
                        ("cell", &cell),
                        ("guesses", &guesses),
                    ],
                );
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
    fn list(&self, items: Vec<String>) -> String {
        let t = self.textbook;
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{}{}{last}", rest.join(t.list_separator), t.list_last),
        }
    }
}
