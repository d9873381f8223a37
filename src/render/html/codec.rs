//! How an event becomes one `u32` of the page, and the page's codes base64.

use super::codes::*;
use super::model::{Model, digit_value};
use crate::grid::Unit;
use crate::trace::{Event, Rule, Subject};

// The code of one event, a `u32`:
//
//   bits  0..4   kind ([`super::codes`])
//   bits  4..14  the cell, as its reading-order index; or, for a unit, its
//                kind (0 row, 1 column, 2 box) plus 4 × its number
//   bits 14..19  the digit
//   bits 19..32  what else the kind needs
//
// A raw event is `KIND_RAW` with its index among the raw events in bits 4..32.

/// The code of `event`, the `step`-th of the log (from 0), given the board
/// before it; `None` when the page could not work the event out again from
/// the code and the board, so it must travel whole.
pub(super) fn encode(model: &Model, event: &Event, step: u64) -> Option<u32> {
    let pack = |kind: u32, slot: u32, digit: u8, extra: u32| {
        kind | (slot << 4) | (u32::from(digit) << 14) | (extra << 19)
    };
    let standing = model.stack.len() as u32;
    match event {
        Event::CandidatesComputed {
            cell,
            depth,
            candidates,
            excluded,
        } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.board.cells()[index] == 0
                && model.reasons_match(*cell, |d, reason| match reason {
                    None => candidates.contains(d) && !excluded.iter().any(|e| e.digit == d),
                    Some((peer, unit)) => {
                        !candidates.contains(d)
                            && excluded
                                .iter()
                                .any(|e| e.digit == d && e.peer == peer && e.unit == unit)
                    }
                })
                && excluded.len() + candidates.len() == model.side
                && excluded.windows(2).all(|w| w[0].digit < w[1].digit)
                && candidates.iter().all(|d| usize::from(d) <= model.side);
            ok.then(|| pack(KIND_CANDIDATES, index as u32, 0, 0))
        }
        Event::Placed {
            cell,
            digit,
            depth,
            choice,
            of,
        } => {
            let index = model.index(*cell)?;
            let extra = match (choice, of) {
                (Some(k), Some(n)) if *k < 32 && *n < 32 => u32::from(*k) | (u32::from(*n) << 5),
                (None, None) => 0,
                _ => return None,
            };
            (*depth == standing + 1 && model.is_digit(*digit))
                .then(|| pack(KIND_PLACED, index as u32, *digit, extra))
        }
        Event::Rejected {
            cell,
            digit,
            depth,
            peer,
            unit,
        } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.is_digit(*digit)
                && model.reason(*cell, *digit) == Some((*peer, *unit));
            ok.then(|| pack(KIND_REJECTED, index as u32, *digit, 0))
        }
        Event::DeadEnd { subject, depth } => {
            let (kind, slot, digit) =
                subject_code(model, KIND_DEAD_CELL, KIND_DEAD_UNIT, *subject)?;
            (*depth == standing).then(|| pack(kind, slot, digit, 0))
        }
        Event::Deduced {
            cell,
            digit,
            depth,
            rule,
            unit,
        } => {
            let index = model.index(*cell)?;
            let hidden = u32::from(*rule == Rule::HiddenSingle);
            let unit = unit.map_or(0, |u| unit_number(u) + 1);
            (*depth == standing && model.is_digit(*digit))
                .then(|| pack(KIND_DEDUCED, index as u32, *digit, hidden | (unit << 1)))
        }
        Event::Retracted { cell, digit, depth } => {
            let index = model.index(*cell)?;
            (*depth == standing && model.is_digit(*digit))
                .then(|| pack(KIND_RETRACTED, index as u32, *digit, 0))
        }
        Event::ConstraintChosen {
            subject,
            depth,
            options,
        } => {
            let (kind, slot, digit) =
                subject_code(model, KIND_CONSTRAINT_CELL, KIND_CONSTRAINT_UNIT, *subject)?;
            (*depth == standing).then(|| pack(kind, slot, digit, u32::from(*options)))
        }
        Event::Undone { cell, digit, depth } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.stack.last() == Some(&(index as u16))
                && model.is_digit(*digit);
            ok.then(|| pack(KIND_UNDONE, index as u32, *digit, 0))
        }
        Event::Solved {
            number,
            depth,
            grid,
        } => {
            let ok = *number == model.solutions + 1
                && *depth == standing
                && grid.len() == model.board.cells().len()
                && grid
                    .bytes()
                    .zip(model.board.cells())
                    .all(|(c, &d)| u32::from(d) == digit_value(c));
            ok.then_some(KIND_SOLVED)
        }
        Event::StepLimitReached { steps } => (*steps == step).then_some(KIND_STEP_LIMIT),
        Event::TimeLimitReached { steps } => (*steps == step).then_some(KIND_TIME_LIMIT),
    }
}

fn unit_number(unit: Unit) -> u32 {
    match unit {
        Unit::Row => 0,
        Unit::Column => 1,
        Unit::Box => 2,
    }
}
fn unit_slot(model: &Model, unit: Unit, number: u8) -> Option<u32> {
    (usize::from(number) < model.side).then(|| unit_number(unit) | (u32::from(number) << 2))
}

/// The code of a subject: `on_cell` with the cell's index, or `on_unit`
/// with the unit's slot and the digit; `None` off the board.
fn subject_code(
    model: &Model,
    on_cell: u32,
    on_unit: u32,
    subject: Subject,
) -> Option<(u32, u32, u8)> {
    match subject {
        Subject::Cell(cell) => Some((on_cell, model.index(cell)? as u32, 0)),
        Subject::Unit { digit, unit, index } => {
            let slot = unit_slot(model, unit, index)?;
            model.is_digit(digit).then_some((on_unit, slot, digit))
        }
    }
}

/// `codes` as little-endian bytes in standard base64, with padding.
pub(super) fn base64(codes: &[u32]) -> String {
    super::super::base64::encode(codes.iter().flat_map(|c| c.to_le_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::parse;

    const FOUR: &str = "..3.\n.3.4\n2..3\n3.4.";

    #[test]
    fn base64_matches_the_standard_alphabet_and_padding() {
        assert_eq!(base64(&[]), "");
        // "Man" plus one byte: the classic example, padded.
        assert_eq!(base64(&[u32::from_le_bytes(*b"Mana")]), "TWFuYQ==");
        assert_eq!(base64(&[0xFFFF_FFFF, 0]), "/////wAAAAA=");
    }

    #[test]
    fn an_event_that_does_not_match_the_board_travels_whole() {
        let grid = parse::parse_str(FOUR).unwrap();
        let givens: Vec<u8> = grid.cells().to_vec();
        let model = Model::new(grid.shape(), &givens);
        let wrong = Event::Placed {
            cell: Cell::new(0, 0),
            digit: 1,
            depth: 3,
            choice: None,
            of: None,
        };
        assert_eq!(encode(&model, &wrong, 0), None);
        let right = Event::Placed {
            cell: Cell::new(0, 0),
            digit: 1,
            depth: 1,
            choice: None,
            of: None,
        };
        assert_eq!(encode(&model, &right, 0), Some(KIND_PLACED | (1 << 14)));
    }
}
