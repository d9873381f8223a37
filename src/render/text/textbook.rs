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
            Some((last, rest)) => {
                let before = rest.join(t.list_separator);
                let joint = joint(t.list_last, &before, last);
                format!("{before}{joint}{last}")
            }
        }
    }
}

/// `word` between `before` and `after` without the half-width space it
/// has on a side where it meets full-width punctuation: `（第 3 層） 和 [0,6]`
/// is `（第 3 層）和 [0,6]`, as Chinese sets a space beside a Latin
/// character or a digit but never beside `）`, `，` or `、`. The page's
/// `textbookList` (`templates/walkthrough/narration.js`) joins alike.
fn joint<'a>(word: &'a str, before: &str, after: &str) -> &'a str {
    let mut joint = word;
    if before
        .chars()
        .next_back()
        .is_some_and(full_width_punctuation)
    {
        joint = joint.strip_prefix(' ').unwrap_or(joint);
    }
    if after.chars().next().is_some_and(full_width_punctuation) {
        joint = joint.strip_suffix(' ').unwrap_or(joint);
    }
    joint
}

/// CJK punctuation (`、。「」`) and the full-width forms (`（），：；`).
fn full_width_punctuation(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF01}'..='\u{FF60}')
}

#[cfg(test)]
mod tests {
    use super::joint;

    #[test]
    fn a_joint_keeps_its_spaces_beside_latin_and_drops_them_beside_full_width_punctuation() {
        assert_eq!(joint(" and ", "r1c1", "r1c2"), " and ");
        assert_eq!(joint(" 和 ", "[0,5]", "[0,6]"), " 和 ");
        assert_eq!(joint(" 和 ", "[0,5]（第 3 層）", "[0,6]（第 4 層）"), "和 ");
        assert_eq!(joint(" 和 ", "[0,5]", "（[0,6]）"), " 和");
        assert_eq!(joint("、", "[0,5]（第 3 層）", "[0,6]"), "、");
    }
}
