//! The narrator: the state every sentence is told with, and the sentences
//! of the core events, the ones a trace is made of by the million.

use super::cells::{CellNames, Piece};
use super::template::{Templates, Value};
use crate::grid::{BoxShape, Unit};
use crate::trace::{Event, Rule, Subject};
use crate::words::{Notation, Phrases, TextbookPhrases};

/// Turns events into sentences of one language and notation.
pub(super) struct Narrator {
    /// The language's sentences (its title and summary too).
    pub(super) phrases: &'static Phrases,
    /// The textbook's sentences, filled as they come.
    pub(super) textbook: &'static TextbookPhrases,
    /// How cells and units are named.
    pub(super) notation: Notation,
    /// The sentences of `phrases` the hot path tells, split once.
    pub(super) templates: Templates,
    /// Every cell's name in `notation`, worked out once.
    pub(super) names: CellNames,
    /// The unit names, in the order of [`Unit::ALL`].
    pub(super) units: [Piece; 3],
    /// What goes between two excluded digits' reasons.
    pub(super) separator: Piece,
    /// The puzzle's box shape, to number the box of a hidden single.
    pub(super) shape: BoxShape,
}

impl Narrator {
    /// A narrator of `phrases` and `textbook` naming cells in `notation`,
    /// for a 9×9 puzzle until told its box shape.
    pub(super) fn new(
        phrases: &'static Phrases,
        textbook: &'static TextbookPhrases,
        notation: Notation,
    ) -> Narrator {
        Narrator {
            phrases,
            textbook,
            notation,
            templates: Templates::new(phrases),
            names: CellNames::new(notation),
            units: Unit::ALL.map(|u| Piece::new(phrases.unit(u))),
            separator: Piece::new(phrases.list_separator),
            shape: BoxShape::for_side(9).expect("9 has a box shape"),
        }
    }

    /// Appends the sentence of `event` (without a line break) to `out`.
    pub(super) fn sentence(&self, out: &mut Vec<u8>, event: &Event) {
        use Value::{Cell as C, Digit as D, Number as N, Text as T};
        let (p, t) = (self.phrases, &self.templates);
        match event {
            Event::CandidatesComputed {
                cell,
                candidates,
                excluded,
                ..
            } => {
                let excluded = Value::Excluded(excluded);
                if candidates.is_empty() {
                    self.fill(out, &t.no_candidates, &[C(*cell), excluded]);
                } else {
                    let list = Value::Digits(*candidates);
                    self.fill(out, &t.candidates, &[C(*cell), list, excluded]);
                }
            }
            Event::Placed {
                cell,
                digit,
                choice,
                of,
                ..
            } => match (choice, of) {
                (Some(k), Some(n)) => self.fill(
                    out,
                    &t.placed_choice,
                    &[C(*cell), D(*digit), N((*k).into()), N((*n).into())],
                ),
                _ => self.fill(out, &t.placed, &[C(*cell), D(*digit)]),
            },
            Event::Rejected {
                cell,
                digit,
                peer,
                unit,
                ..
            } => self.fill(
                out,
                &t.rejected,
                &[C(*cell), D(*digit), Value::Unit(*unit), C(*peer)],
            ),
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                ..
            } => self.fill(out, &t.dead_end, &[C(*cell)]),
            Event::DeadEnd {
                subject: Subject::Unit { digit, unit, index },
                ..
            } => {
                let unit = p.numbered_unit(*unit, *index, self.notation);
                self.fill(out, &t.dead_end_unit, &[D(*digit), T(&unit)]);
            }
            Event::Deduced {
                cell,
                digit,
                rule,
                unit,
                ..
            } => match (rule, unit) {
                (Rule::HiddenSingle, Some(u)) => {
                    let index = match u {
                        Unit::Row => cell.row,
                        Unit::Column => cell.col,
                        Unit::Box => cell.box_index(self.shape) as u8,
                    };
                    let unit = p.numbered_unit(*u, index, self.notation);
                    self.fill(out, &t.hidden_single, &[C(*cell), D(*digit), T(&unit)]);
                }
                _ => self.fill(out, &t.naked_single, &[C(*cell), D(*digit)]),
            },
            Event::Retracted { cell, digit, .. } => {
                self.fill(out, &t.retracted, &[C(*cell), D(*digit)]);
            }
            Event::ConstraintChosen {
                subject, options, ..
            } => {
                let options = N((*options).into());
                match subject {
                    Subject::Cell(c) => self.fill(out, &t.constraint_cell, &[C(*c), options]),
                    Subject::Unit { digit, unit, index } => {
                        let unit = p.numbered_unit(*unit, *index, self.notation);
                        self.fill(out, &t.constraint_unit, &[D(*digit), T(&unit), options]);
                    }
                }
            }
            Event::Undone { cell, digit, .. } => {
                self.fill(out, &t.undone, &[C(*cell), D(*digit)]);
            }
            Event::Solved { number, .. } => self.fill(out, &t.solved, &[N(*number)]),
            Event::StepLimitReached { steps } => self.fill(out, &t.step_limit, &[N(*steps)]),
            Event::TimeLimitReached { steps } => self.fill(out, &t.time_limit, &[N(*steps)]),
            // The textbook's events are rarer than placements: filled with
            // `fill`, not kept as split templates, and out of the hot path.
            Event::Pruned { .. }
            | Event::ValuesOrdered { .. }
            | Event::ConflictSet { .. }
            | Event::Backjumped { .. } => self.textbook_sentence(out, event),
        }
    }
}
