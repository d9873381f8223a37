//! How an event becomes one `u32` of the page, and the page's codes base64.
//!
//! The code of one event, a `u32`, from the lowest bits up:
//!
//! | bits | what |
//! |---|---|
//! | [`KIND_BITS`] (5) | the kind: its code in [`super::codes`] |
//! | [`SLOT_BITS`] (10) | the slot ([`slot`]): a cell, as its reading-order index; or, for a unit, its kind (0 row, 1 column, 2 box) plus 4 × its number |
//! | [`DIGIT_BITS`] (5) | the digit |
//! | the rest (12) | what else the kind needs (below, at each kind) |
//!
//! The kinds that carry lists (an order of values, a conflict set, a
//! backjump) always travel whole: they come at most once a guess or a dead
//! end.
//!
//! A raw event (one that travels whole) is [`RAW`] with its index among the
//! raw events in the bits above the kind. The page reads the widths from its
//! data (`data.layout`), so they are set here only.

use serde::Serialize;

use super::codes::{COUNT, Shape, code};
use super::model::{Model, digit_value};
use crate::grid::Unit;
use crate::trace::{Event, EventKind, PruneReason, Rule, Subject};

/// The width of the kind field.
pub(super) const KIND_BITS: u32 = 5;
/// The width of the slot: 1,024 cells, more than a 25×25 board's 625.
const SLOT_BITS: u32 = 10;
/// The width of the digit: up to 31, more than 25.
const DIGIT_BITS: u32 = 5;

/// The kind field of an event that travels whole: the largest.
pub(super) const RAW: u32 = (1 << KIND_BITS) - 1;

const _: () = assert!(
    COUNT <= RAW as usize,
    "more page codes than the kind field holds besides RAW: widen KIND_BITS"
);
const _: () = assert!(
    32 - KIND_BITS - SLOT_BITS - DIGIT_BITS > SLOT_BITS,
    "a placement's extra (choice and of, 5 bits each) and a pruning's (a cell and a flag) must fit"
);

/// The widths of the code's fields, for the script.
#[derive(Debug, Serialize)]
pub(super) struct Layout {
    kind_bits: u32,
    slot_bits: u32,
    digit_bits: u32,
}

/// The layout the page is written with.
pub(super) const LAYOUT: Layout = Layout {
    kind_bits: KIND_BITS,
    slot_bits: SLOT_BITS,
    digit_bits: DIGIT_BITS,
};

/// The code of the `index`-th event that travels whole.
pub(super) fn raw(index: u32) -> u32 {
    RAW | (index << KIND_BITS)
}

/// What the slot of a code of `kind` about `subject` holds: a cell, a unit
/// or nothing. A kind with a subject holds its subject; the others are
/// decided here, with [`encode`].
pub(super) const fn slot(kind: EventKind, subject: Option<Shape>) -> Option<Shape> {
    match subject {
        Some(shape) => Some(shape),
        None => match kind {
            EventKind::CandidatesComputed
            | EventKind::Placed
            | EventKind::Rejected
            | EventKind::Deduced
            | EventKind::Retracted
            | EventKind::Undone
            | EventKind::Pruned
            | EventKind::ValuesOrdered
            | EventKind::ConflictSet
            | EventKind::Backjumped => Some(Shape::Cell),
            // Never without their subject.
            EventKind::DeadEnd | EventKind::ConstraintChosen => Some(Shape::Cell),
            EventKind::Solved | EventKind::StepLimitReached | EventKind::TimeLimitReached => None,
        },
    }
}

fn pack(kind: EventKind, subject: Option<Shape>, slot: u32, digit: u8, extra: u32) -> u32 {
    code(kind, subject)
        | (slot << KIND_BITS)
        | (u32::from(digit) << (KIND_BITS + SLOT_BITS))
        | (extra << (KIND_BITS + SLOT_BITS + DIGIT_BITS))
}

/// The code of `event`, the `step`-th of the log (from 0), given the board
/// before it; `None` when the page could not work the event out again from
/// the code and the board, so it must travel whole.
pub(super) fn encode(model: &Model, event: &Event, step: u64) -> Option<u32> {
    let kind = event.kind();
    let pack = |slot: u32, digit: u8, extra: u32| pack(kind, None, slot, digit, extra);
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
            ok.then(|| pack(index as u32, 0, 0))
        }
        Event::Placed {
            cell,
            digit,
            depth,
            choice,
            of,
        } => {
            let index = model.index(*cell)?;
            // Extra: the choice and, shifted by 5, how many there were
            // (both 0 when absent).
            let extra = match (choice, of) {
                (Some(k), Some(n)) if *k < 32 && *n < 32 => u32::from(*k) | (u32::from(*n) << 5),
                (None, None) => 0,
                _ => return None,
            };
            (*depth == standing + 1 && model.is_digit(*digit))
                .then(|| pack(index as u32, *digit, extra))
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
            ok.then(|| pack(index as u32, *digit, 0))
        }
        Event::DeadEnd { subject, depth } => {
            let (shape, slot, digit) = subject_slot(model, *subject)?;
            (*depth == standing).then(|| self::pack(kind, Some(shape), slot, digit, 0))
        }
        Event::Deduced {
            cell,
            digit,
            depth,
            rule,
            unit,
        } => {
            let index = model.index(*cell)?;
            // Extra: 1 for a hidden single, plus 2 × the unit (0 none, 1
            // row, 2 column, 3 box).
            let hidden = u32::from(*rule == Rule::HiddenSingle);
            let unit = unit.map_or(0, |u| unit_number(u) + 1);
            (*depth == standing && model.is_digit(*digit))
                .then(|| pack(index as u32, *digit, hidden | (unit << 1)))
        }
        Event::Retracted { cell, digit, depth } => {
            let index = model.index(*cell)?;
            (*depth == standing && model.is_digit(*digit)).then(|| pack(index as u32, *digit, 0))
        }
        Event::ConstraintChosen {
            subject,
            depth,
            options,
        } => {
            // Extra: the number of options.
            let (shape, slot, digit) = subject_slot(model, *subject)?;
            let extra = u32::from(*options);
            (*depth == standing).then(|| self::pack(kind, Some(shape), slot, digit, extra))
        }
        Event::Undone { cell, digit, depth } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.stack.last() == Some(&(index as u16))
                && model.is_digit(*digit);
            ok.then(|| pack(index as u32, *digit, 0))
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
            ok.then(|| pack(0, 0, 0))
        }
        Event::StepLimitReached { steps } | Event::TimeLimitReached { steps } => {
            (*steps == step).then(|| pack(0, 0, 0))
        }
        Event::Pruned {
            cell,
            digit,
            depth,
            by,
            reason,
        } => {
            // Extra: the index of `by`, plus 1024 for a one-value cell (arc
            // consistency) rather than a placement (forward checking).
            let (index, by) = (model.index(*cell)?, model.index(*by)?);
            let one_value = u32::from(*reason == PruneReason::OneValue) << SLOT_BITS;
            let ok = *depth == standing
                && model.is_digit(*digit)
                && model.board.cells()[index] == 0
                && index != by;
            ok.then(|| pack(index as u32, *digit, by as u32 | one_value))
        }
        // Lists (values with their costs, guesses with their depths) do not
        // fit in a code; these come once a guess or a dead end at most, so
        // they travel whole.
        Event::ValuesOrdered { .. } | Event::ConflictSet { .. } | Event::Backjumped { .. } => None,
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

/// A subject's shape, slot and digit: the cell's index, or the unit's slot
/// and the digit; `None` off the board.
fn subject_slot(model: &Model, subject: Subject) -> Option<(Shape, u32, u8)> {
    match subject {
        Subject::Cell(cell) => Some((Shape::Cell, model.index(cell)? as u32, 0)),
        Subject::Unit { digit, unit, index } => {
            let slot = unit_slot(model, unit, index)?;
            model.is_digit(digit).then_some((Shape::Unit, slot, digit))
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
    use crate::render::html::codes::{CodeInfo, TABLE};
    use crate::solver::{self, Strategy};
    use crate::trace::Limits;

    const FOUR: &str = "..3.\n.3.4\n2..3\n3.4.";
    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /// Where `dlx` chooses digits in units and meets dead ends in them.
    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /// Reads a code back the way the script does: its entry in the table,
    /// its slot and its digit.
    fn decode(code: u32) -> (&'static CodeInfo, u32, u8) {
        let kind = code & ((1 << KIND_BITS) - 1);
        let slot = (code >> KIND_BITS) & ((1 << SLOT_BITS) - 1);
        let digit = (code >> (KIND_BITS + SLOT_BITS)) & ((1 << DIGIT_BITS) - 1);
        (&TABLE[kind as usize], slot, digit as u8)
    }

    #[test]
    fn every_event_reads_back_as_its_kind_and_shape_with_its_cell_or_unit() {
        let mut seen = std::collections::BTreeSet::new();
        let whole = [
            EventKind::ValuesOrdered,
            EventKind::ConflictSet,
            EventKind::Backjumped,
        ];
        let textbook = crate::solver::Choices::all().map(Strategy::Backtrack);
        for strategy in Strategy::ALL.into_iter().chain(textbook) {
            for puzzle in [FOUR, CLASSIC, INKALA] {
                let grid = parse::parse_str(puzzle).unwrap();
                let limits = Limits {
                    max_solutions: None,
                    max_steps: Some(20_000),
                    time_limit: None,
                };
                let mut events: Vec<Event> = Vec::new();
                solver::solve(&grid, strategy, limits, &mut events);
                let mut model = Model::new(grid.shape(), grid.cells());
                for (step, event) in events.iter().enumerate() {
                    let Some(code) = encode(&model, event, step as u64) else {
                        assert!(whole.contains(&event.kind()), "{event:?} encodes");
                        model.apply(event);
                        continue;
                    };
                    let (info, slot, digit) = decode(code);
                    assert_eq!(info.kind, event.kind().name(), "{event:?}");
                    let (shape, want_slot, want_digit) = match event.subject() {
                        Some(subject) => {
                            let (shape, slot, digit) = subject_slot(&model, subject).unwrap();
                            (Some(shape), slot, digit)
                        }
                        None => {
                            let cell = match *event {
                                Event::CandidatesComputed { cell, .. }
                                | Event::Placed { cell, .. }
                                | Event::Rejected { cell, .. }
                                | Event::Deduced { cell, .. }
                                | Event::Retracted { cell, .. }
                                | Event::Undone { cell, .. }
                                | Event::Pruned { cell, .. } => Some(cell),
                                _ => None,
                            };
                            let slot = cell.map_or(0, |c| model.index(c).unwrap() as u32);
                            (None, slot, digit)
                        }
                    };
                    assert_eq!(info.subject, shape, "{event:?}");
                    assert_eq!(slot, want_slot, "{event:?}");
                    if let Event::Pruned { by, reason, .. } = *event {
                        // The script reads the cause's cell and the reason
                        // from the extra bits.
                        let extra = code >> (KIND_BITS + SLOT_BITS + DIGIT_BITS);
                        assert_eq!(
                            extra & ((1 << SLOT_BITS) - 1),
                            model.index(by).unwrap() as u32
                        );
                        assert_eq!(extra >> SLOT_BITS == 1, reason == PruneReason::OneValue);
                    }
                    if shape.is_some() {
                        assert_eq!(digit, want_digit, "{event:?}");
                    }
                    let names_a_cell = match *event {
                        Event::Solved { .. }
                        | Event::StepLimitReached { .. }
                        | Event::TimeLimitReached { .. } => false,
                        _ => shape != Some(Shape::Unit),
                    };
                    assert_eq!(info.slot == Some(Shape::Cell), names_a_cell, "{event:?}");
                    assert_eq!(info.slot == Some(Shape::Unit), shape == Some(Shape::Unit));
                    seen.insert(code & RAW);
                    model.apply(event);
                }
            }
        }
        // Every code comes up but the time limit's (a clock's) and those of
        // the kinds that carry lists, which always travel whole.
        assert_eq!(seen.len(), COUNT - 1 - whole.len(), "{seen:?}");
    }

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
        assert_eq!(
            encode(&model, &right, 0),
            Some(1 | (1 << (KIND_BITS + SLOT_BITS)))
        );
    }
}
