//! What a fault of an event naming something off the puzzle says, as
//! facts: a cell off the grid, a digit or a unit index past the side. The
//! trace reader refuses these first; a caller of
//! [`crate::verify::Verifier::check`] meets them. Worded by each catalog's
//! [`crate::words::BoundsWords`].

use crate::words::Lang;
use crate::words::vars;

/// A fault of a cell, digit or unit index off the puzzle, as facts; each
/// with the puzzle's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundsClaim {
    /// A cell `[row, col]` off the grid.
    Cell {
        /// Its row index.
        row: u8,
        /// Its column index.
        col: u8,
        /// The side.
        side: usize,
    },
    /// A digit not from 1 to the side.
    Digit {
        /// The digit.
        digit: u8,
        /// The side.
        side: usize,
    },
    /// A row, column or box index past the side less one.
    UnitIndex {
        /// The index.
        index: u8,
        /// The side.
        side: usize,
    },
}

impl BoundsClaim {
    /// What was found and what was expected, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> (String, String) {
        let w = &lang.verify().faults.bounds;
        let n = |n: usize| n.to_string();
        match *self {
            BoundsClaim::Cell { row, col, side } => (
                w.cell(vars::FaultsBoundsCell {
                    row: &row,
                    col: &col,
                    side: &n(side),
                }),
                w.cell_expected(vars::FaultsBoundsCellExpected { last: &n(side - 1) }),
            ),
            BoundsClaim::Digit { digit, side } => (
                w.digit(vars::FaultsBoundsDigit {
                    digit: &digit,
                    side: &n(side),
                }),
                w.digit_expected(vars::FaultsBoundsDigitExpected { side: &n(side) }),
            ),
            BoundsClaim::UnitIndex { index, side } => (
                w.unit_index(vars::FaultsBoundsUnitIndex {
                    index: &index,
                    side: &n(side),
                }),
                w.unit_index_expected(vars::FaultsBoundsUnitIndexExpected { last: &n(side - 1) }),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Unit};
    use crate::trace::{Event, Header, Limits, Subject};
    use crate::verify::Verifier;
    use crate::words::Notation;

    /// Each bounds fault a caller of `Verifier::check` meets, in English
    /// as before the claims, and in Chinese with no English but the wire
    /// names in backquotes.
    #[test]
    fn bounds_faults_in_every_language() {
        let grid = crate::parse::parse_str("1234\n3412\n2.4.\n4.23\n").expect("parses");
        let header = Header::new(&grid, "candidates", Limits::default());
        let placed = |cell: Cell, digit: u8| Event::Placed {
            cell,
            digit,
            depth: 1,
            choice: None,
            of: None,
        };
        let dead_end = |digit: u8, index: u8| Event::DeadEnd {
            subject: Subject::Unit {
                digit,
                unit: Unit::Row,
                index,
            },
            depth: 0,
        };
        let cases = [
            (
                placed(Cell::new(2, 4), 1),
                "cell [2, 4] is outside the 4x4 grid",
                "[row, col] with each from 0 to 3",
            ),
            (
                placed(Cell::new(2, 1), 5),
                "digit 5 in a 4x4 puzzle",
                "a digit from 1 to 4",
            ),
            (
                dead_end(1, 4),
                "unit index 4 in a 4x4 puzzle",
                "an index from 0 to 3",
            ),
        ];
        for (event, found, expected) in cases {
            let mut v = Verifier::new(&header).expect("a valid header");
            let fault = v.check(&event).expect_err("off the puzzle");
            assert!(matches!(fault.claim, crate::verify::Claim::Bounds(_)));
            let (said, wanted) = fault.said(Lang::En, Notation::Rc);
            assert_eq!((said.as_str(), wanted.as_str()), (found, expected));
            for lang in Lang::ALL.into_iter().skip(1) {
                let (found, expected) = fault.said(lang, Notation::Rc);
                super::super::assert_no_english(
                    lang,
                    (&found, &expected),
                    &[
                        "cell", "grid", "digit", "unit", "index", "puzzle", "row", "col",
                    ],
                );
            }
        }
    }
}
