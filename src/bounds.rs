//! Every field of a saved trace that a consumer indexes with, checked at the
//! door against the header's puzzle: cells on the board, digits in `1..=N`,
//! unit indexes below `N`, grids of `N²` cells.
//!
//! The types alone cannot hold these: a [`Cell`] is two bytes and a digit a
//! `u8`, whatever the board's side. A trace written by another program may
//! put `[3,9]` on a 4×4 board or a candidate 20; without this check the
//! board replay would index past its cells (a panic) or, for `[0,5]` on a
//! 4×4, silently write another cell. The reader runs these checks on every
//! record, so `render`, `verify` and `diff` only ever see traces that fit
//! their board.

use std::fmt;

use crate::grid::{Cell, DigitSet, Grid, digit_char};
use crate::trace::{Event, Exclusion, Guess, Puzzle, Subject};
use crate::words::{Lang, vars};

/// A field that does not fit the board: which, and how it does not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfBounds {
    /// The field, as it is named in the JSON (`cell`, `excluded[2].peer`, …).
    pub field: String,
    /// What it holds, and what fits on this board.
    pub bound: Bound,
}

/// How a field misses the board, with what [`OutOfBounds::worded`] needs to
/// say what it holds and what fits.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Bound {
    /// A header's `size` that is not the side of its box.
    SideOfBox {
        /// The size written.
        size: usize,
        /// The box's rows and columns.
        rows: usize,
        /// Its columns.
        cols: usize,
    },
    /// A grid on one line of the wrong length.
    GridLength {
        /// Its characters.
        count: usize,
        /// The board's side.
        side: usize,
        /// Whether empty cells may be written (givens) or not (a solution).
        empty: bool,
    },
    /// A grid's character that is no digit of the board.
    GridChar {
        /// The character.
        found: char,
        /// Its cell, from 1.
        at: usize,
        /// The board's side.
        side: usize,
        /// Whether empty cells may be written.
        empty: bool,
    },
    /// A placement's `choice` outside `1..=of`.
    Choice {
        /// The choice written.
        choice: u8,
        /// Of how many.
        of: u8,
    },
    /// A cell off the board.
    Cell {
        /// The cell.
        cell: Cell,
        /// The board's side.
        side: usize,
    },
    /// A digit outside `1..=side`.
    Digit {
        /// The digit.
        digit: u8,
        /// The board's side.
        side: usize,
    },
    /// A list of digits holding one outside `1..=side`.
    Digits {
        /// The list.
        digits: DigitSet,
        /// The first digit past the side.
        bad: u8,
        /// The board's side.
        side: usize,
    },
    /// A list or number longer than `most` on this board.
    Length {
        /// Its length or value.
        length: usize,
        /// The most it can be.
        most: usize,
        /// The board's side.
        side: usize,
    },
    /// A count of candidates or options past the side.
    Count {
        /// The count.
        count: u8,
        /// The board's side.
        side: usize,
    },
    /// A unit's index past the last row, column or box.
    Index {
        /// The index.
        index: u8,
        /// The board's side.
        side: usize,
    },
}

impl OutOfBounds {
    /// What the field holds and what fits, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> (String, String) {
        let w = lang.read_errors();
        let grid_expected = |side: usize, empty: bool| {
            let (cells, max) = (side * side, digit_char(side as u8));
            if empty {
                w.bounds_givens_expected(vars::ReadBoundsGivensExpected {
                    cells: &cells,
                    max: &max,
                })
            } else {
                w.bounds_grid_expected(vars::ReadBoundsGridExpected {
                    cells: &cells,
                    max: &max,
                })
            }
        };
        let (holds, expected) = match self.bound {
            Bound::SideOfBox { size, rows, cols } => (
                size.to_string(),
                w.bounds_side_of_box(vars::ReadBoundsSideOfBox {
                    side: &(rows * cols),
                    rows: &rows,
                    cols: &cols,
                }),
            ),
            Bound::GridLength { count, side, empty } => (
                w.bounds_characters(vars::ReadBoundsCharacters {
                    count: count as u64,
                }),
                grid_expected(side, empty),
            ),
            Bound::GridChar {
                found,
                at,
                side,
                empty,
            } => (
                w.bounds_char_at(vars::ReadBoundsCharAt {
                    char: &format_args!("{found:?}"),
                    at: &at,
                }),
                grid_expected(side, empty),
            ),
            Bound::Choice { choice, of } => (
                choice.to_string(),
                w.bounds_choice_expected(vars::ReadBoundsChoiceExpected { of: &of }),
            ),
            Bound::Cell { cell, side } => (
                w.bounds_cell(vars::ReadBoundsCell {
                    row: &cell.row,
                    col: &cell.col,
                    side: &side,
                }),
                w.bounds_cell_expected(vars::ReadBoundsCellExpected {
                    last: &side.saturating_sub(1),
                }),
            ),
            Bound::Digit { digit, side } => (
                w.bounds_digit(vars::ReadBoundsDigit {
                    digit: &digit,
                    side: &side,
                }),
                w.bounds_digit_expected(vars::ReadBoundsDigitExpected { side: &side }),
            ),
            Bound::Digits { digits, bad, side } => {
                let all: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                (
                    w.bounds_digits(vars::ReadBoundsDigits {
                        digits: &all.join(","),
                        digit: &bad,
                        side: &side,
                    }),
                    w.bounds_digits_expected(vars::ReadBoundsDigitsExpected { side: &side }),
                )
            }
            Bound::Length { length, most, side } => (
                length.to_string(),
                w.bounds_length_expected(vars::ReadBoundsLengthExpected {
                    most: &most,
                    side: &side,
                }),
            ),
            Bound::Count { count, side } => (
                count.to_string(),
                w.bounds_count_expected(vars::ReadBoundsCountExpected { side: &side }),
            ),
            Bound::Index { index, side } => (
                index.to_string(),
                w.bounds_index_expected(vars::ReadBoundsIndexExpected {
                    last: &side.saturating_sub(1),
                }),
            ),
        };
        let found = w.bounds_found(vars::ReadBoundsFound {
            field: &self.field,
            holds: &holds,
        });
        (found, expected)
    }
}

/// In English, as an error's `Display`.
impl fmt::Display for OutOfBounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En).0)
    }
}

impl std::error::Error for OutOfBounds {}

fn out(field: impl Into<String>, bound: Bound) -> OutOfBounds {
    OutOfBounds {
        field: field.into(),
        bound,
    }
}

/// The givens of a header's puzzle as a grid, once its side, box and every
/// cell agree.
pub fn puzzle_grid(puzzle: &Puzzle) -> Result<Grid, OutOfBounds> {
    let side = puzzle.box_shape.side();
    if puzzle.size != side {
        return Err(out(
            "puzzle.size",
            Bound::SideOfBox {
                size: puzzle.size,
                rows: puzzle.box_shape.rows(),
                cols: puzzle.box_shape.cols(),
            },
        ));
    }
    let cells = grid_cells("puzzle.givens", &puzzle.givens, side, true)?;
    Ok(Grid::from_cells(puzzle.box_shape, cells).expect("the side and every cell were checked"))
}

/// The cells of a grid written on one line, `N²` of them, each a digit
/// `1..=N` (or `.`/`0` for an empty cell where `empty` allows it).
fn grid_cells(field: &str, line: &str, side: usize, empty: bool) -> Result<Vec<u8>, OutOfBounds> {
    let count = line.chars().count();
    if count != side * side {
        return Err(out(field, Bound::GridLength { count, side, empty }));
    }
    line.chars()
        .enumerate()
        .map(|(i, c)| {
            let value = match c {
                '.' | '0' if empty => Some(0),
                _ => c
                    .to_digit(36)
                    .filter(|&d| (1..=side as u32).contains(&d))
                    .map(|d| d as u8),
            };
            value.ok_or_else(|| {
                out(
                    field,
                    Bound::GridChar {
                        found: c,
                        at: i + 1,
                        side,
                        empty,
                    },
                )
            })
        })
        .collect()
}

/// Checks a solved grid written outside the events (a document's
/// `solutions[i]`, named `field`): `N²` digits `1..=N`.
pub fn solution_grid(field: &str, grid: &str, side: usize) -> Result<(), OutOfBounds> {
    grid_cells(field, grid, side, false).map(drop)
}

/// Checks every cell, digit, index and grid of `event` against a board of
/// side `side`.
pub fn check_event(event: &Event, side: usize) -> Result<(), OutOfBounds> {
    let fits = Fits { side };
    match event {
        Event::CandidatesComputed {
            cell,
            candidates,
            excluded,
            ..
        } => {
            fits.cell("cell", *cell)?;
            fits.digits("candidates", *candidates)?;
            excluded
                .iter()
                .enumerate()
                .try_for_each(|(i, e)| fits.exclusion(i, e))
        }
        Event::Placed {
            cell,
            digit,
            choice,
            of,
            ..
        } => {
            fits.cell("cell", *cell)?;
            fits.digit("digit", *digit)?;
            if let Some(of) = of {
                fits.count("of", *of)?;
            }
            match (choice, of) {
                (Some(choice), Some(of)) if *choice == 0 || choice > of => Err(out(
                    "choice",
                    Bound::Choice {
                        choice: *choice,
                        of: *of,
                    },
                )),
                _ => Ok(()),
            }
        }
        Event::Rejected {
            cell, digit, peer, ..
        } => {
            fits.cell("cell", *cell)?;
            fits.digit("digit", *digit)?;
            fits.cell("peer", *peer)
        }
        Event::DeadEnd { subject, .. } => fits.subject(*subject),
        Event::ConstraintChosen {
            subject, options, ..
        } => {
            fits.subject(*subject)?;
            fits.count("options", *options)
        }
        Event::Deduced { cell, digit, .. }
        | Event::Retracted { cell, digit, .. }
        | Event::Undone { cell, digit, .. } => {
            fits.cell("cell", *cell)?;
            fits.digit("digit", *digit)
        }
        Event::Solved { grid, .. } => grid_cells("grid", grid, side, false).map(drop),
        Event::StepLimitReached { .. } | Event::TimeLimitReached { .. } => Ok(()),
        Event::Pruned {
            cell, digit, by, ..
        } => {
            fits.cell("cell", *cell)?;
            fits.digit("digit", *digit)?;
            fits.cell("by", *by)
        }
        Event::ValuesOrdered { cell, values, .. } => {
            fits.cell("cell", *cell)?;
            fits.length("values", values.len(), side)?;
            // A cell has fewer than 3N peers, so no value removes more.
            values.iter().try_for_each(|v| {
                fits.digit("values[].digit", v.digit)?;
                fits.length("values[].removes", usize::from(v.removes), 3 * side)
            })
        }
        Event::ConflictSet {
            cell, conflicts, ..
        } => {
            fits.cell("cell", *cell)?;
            fits.guesses(conflicts)
        }
        Event::Backjumped {
            cell,
            to,
            digit,
            conflicts,
            ..
        } => {
            fits.cell("cell", *cell)?;
            fits.cell("to", *to)?;
            fits.digit("digit", *digit)?;
            fits.guesses(conflicts)
        }
    }
}

/// The board's side, and what fits on it.
struct Fits {
    side: usize,
}

impl Fits {
    fn cell(&self, field: &str, cell: Cell) -> Result<(), OutOfBounds> {
        let on_board = usize::from(cell.row) < self.side && usize::from(cell.col) < self.side;
        if on_board {
            return Ok(());
        }
        Err(out(
            field,
            Bound::Cell {
                cell,
                side: self.side,
            },
        ))
    }

    fn digit(&self, field: &str, digit: u8) -> Result<(), OutOfBounds> {
        if (1..=self.side).contains(&usize::from(digit)) {
            return Ok(());
        }
        Err(out(
            field,
            Bound::Digit {
                digit,
                side: self.side,
            },
        ))
    }

    fn digits(&self, field: &str, digits: DigitSet) -> Result<(), OutOfBounds> {
        let Some(bad) = digits.iter().find(|&d| usize::from(d) > self.side) else {
            return Ok(());
        };
        Err(out(
            field,
            Bound::Digits {
                digits,
                bad,
                side: self.side,
            },
        ))
    }

    /// A count of candidates or options: at most the side (a cell has at
    /// most `N` candidates, a digit at most `N` places in a unit).
    /// A list or a number that can be at most `most` on this board.
    fn length(&self, field: &str, length: usize, most: usize) -> Result<(), OutOfBounds> {
        if length <= most {
            return Ok(());
        }
        Err(out(
            field,
            Bound::Length {
                length,
                most,
                side: self.side,
            },
        ))
    }

    /// A conflict set: at most one guess per cell, each on the board.
    fn guesses(&self, guesses: &[Guess]) -> Result<(), OutOfBounds> {
        self.length("conflicts", guesses.len(), self.side * self.side)?;
        guesses
            .iter()
            .try_for_each(|g| self.cell("conflicts[].cell", g.cell))
    }

    fn count(&self, field: &str, count: u8) -> Result<(), OutOfBounds> {
        if usize::from(count) <= self.side {
            return Ok(());
        }
        Err(out(
            field,
            Bound::Count {
                count,
                side: self.side,
            },
        ))
    }

    fn exclusion(&self, i: usize, exclusion: &Exclusion) -> Result<(), OutOfBounds> {
        self.digit(&format!("excluded[{i}].digit"), exclusion.digit)?;
        self.cell(&format!("excluded[{i}].peer"), exclusion.peer)
    }

    /// The subject of a dead end or a chosen constraint: a cell, or a digit
    /// in the unit at `index`.
    fn subject(&self, subject: Subject) -> Result<(), OutOfBounds> {
        let (digit, index) = match subject {
            Subject::Cell(cell) => return self.cell("cell", cell),
            Subject::Unit { digit, index, .. } => (digit, index),
        };
        self.digit("digit", digit)?;
        if usize::from(index) >= self.side {
            return Err(out(
                "index",
                Bound::Index {
                    index,
                    side: self.side,
                },
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{BoxShape, Unit};

    fn puzzle(givens: &str) -> Puzzle {
        Puzzle {
            size: 4,
            box_shape: BoxShape::new(2, 2).unwrap(),
            givens: givens.into(),
        }
    }

    fn placed(row: u8, col: u8, digit: u8) -> Event {
        Event::Placed {
            cell: Cell { row, col },
            digit,
            depth: 1,
            choice: None,
            of: None,
        }
    }

    #[test]
    fn cells_off_the_board_are_refused_even_where_the_index_would_fit() {
        assert!(check_event(&placed(3, 3, 4), 4).is_ok());
        // [0,5] is cell 5 of 16: indexing would write r2c2 without a word.
        for (row, col) in [(3, 9), (0, 5), (4, 0), (255, 255)] {
            let fault = check_event(&placed(row, col, 1), 4).unwrap_err();
            assert_eq!(fault.field, "cell");
            assert!(fault.to_string().contains("off the 4x4 board"), "{fault:?}");
        }
    }

    #[test]
    fn digits_outside_one_to_n_are_refused() {
        for digit in [0, 5, 10, 191, 255] {
            let fault = check_event(&placed(0, 0, digit), 4).unwrap_err();
            assert_eq!(
                (fault.field.as_str(), fault.worded(Lang::En).1.as_str()),
                ("digit", "a digit from 1 to 4")
            );
        }
        let computed = Event::CandidatesComputed {
            cell: Cell { row: 0, col: 0 },
            depth: 0,
            candidates: [1, 20].into_iter().collect(),
            excluded: vec![],
        };
        let fault = check_event(&computed, 4).unwrap_err();
        assert_eq!(fault.field, "candidates");
        assert_eq!(
            fault.to_string(),
            "`candidates` is [1,20], and 20 is no digit of a 4x4 board"
        );
    }

    #[test]
    fn exclusions_dead_ends_and_choices_are_checked_field_by_field() {
        let computed = Event::CandidatesComputed {
            cell: Cell { row: 0, col: 0 },
            depth: 0,
            candidates: DigitSet::EMPTY,
            excluded: vec![Exclusion {
                digit: 2,
                peer: Cell { row: 0, col: 7 },
                unit: Unit::Row,
            }],
        };
        assert_eq!(
            check_event(&computed, 4).unwrap_err().field,
            "excluded[0].peer"
        );
        let dead_end = Event::DeadEnd {
            subject: Subject::Unit {
                digit: 3,
                unit: Unit::Box,
                index: 4,
            },
            depth: 1,
        };
        assert_eq!(check_event(&dead_end, 4).unwrap_err().field, "index");
        let mut choice = placed(0, 0, 1);
        if let Event::Placed { choice: c, of, .. } = &mut choice {
            (*c, *of) = (Some(3), Some(2));
        }
        assert_eq!(check_event(&choice, 4).unwrap_err().field, "choice");
    }

    #[test]
    fn the_textbooks_events_are_checked_field_by_field() {
        use crate::trace::{Guess, PruneReason, ValueCost};
        let cell = Cell { row: 0, col: 0 };
        let off = Cell { row: 0, col: 4 };
        let field = |event: Event| check_event(&event, 4).map_err(|f| f.field);
        let pruned = |cell, digit, by| Event::Pruned {
            cell,
            digit,
            depth: 1,
            by,
            reason: PruneReason::Placed,
        };
        assert_eq!(field(pruned(cell, 2, Cell { row: 3, col: 3 })), Ok(()));
        assert_eq!(field(pruned(off, 2, cell)), Err("cell".into()));
        assert_eq!(field(pruned(cell, 5, cell)), Err("digit".into()));
        assert_eq!(field(pruned(cell, 2, off)), Err("by".into()));
        let ordered = |values: Vec<(u8, u8)>| Event::ValuesOrdered {
            cell,
            depth: 0,
            values: values
                .into_iter()
                .map(|(digit, removes)| ValueCost { digit, removes })
                .collect(),
        };
        assert_eq!(field(ordered(vec![(1, 0), (4, 12)])), Ok(()));
        assert_eq!(field(ordered(vec![(0, 1)])), Err("values[].digit".into()));
        assert_eq!(
            field(ordered(vec![(1, 13)])),
            Err("values[].removes".into())
        );
        assert_eq!(field(ordered(vec![(1, 0); 5])), Err("values".into()));
        let guesses = |cells: Vec<Cell>| -> Vec<Guess> {
            cells
                .into_iter()
                .zip(1..)
                .map(|(cell, depth)| Guess { cell, depth })
                .collect()
        };
        let conflict = |conflicts| Event::ConflictSet {
            cell,
            depth: 2,
            conflicts,
        };
        assert_eq!(field(conflict(guesses(vec![cell]))), Ok(()));
        assert_eq!(
            field(conflict(guesses(vec![cell, off]))),
            Err("conflicts[].cell".into())
        );
        assert_eq!(
            field(conflict(guesses(vec![cell; 17]))),
            Err("conflicts".into())
        );
        let jumped = |to, digit| Event::Backjumped {
            cell,
            depth: 3,
            to,
            digit,
            over: 2,
            conflicts: guesses(vec![cell]),
        };
        assert_eq!(field(jumped(cell, 1)), Ok(()));
        assert_eq!(field(jumped(off, 1)), Err("to".into()));
        assert_eq!(field(jumped(cell, 9)), Err("digit".into()));
    }

    #[test]
    fn solved_grids_and_givens_must_fill_the_board() {
        let solved = |grid: &str| Event::Solved {
            number: 1,
            depth: 0,
            grid: grid.into(),
        };
        assert!(check_event(&solved("1234341221434321"), 4).is_ok());
        for bad in [
            "12343412214343211",
            "123434122143432",
            "1234341221434.21",
            "1234341221434521",
        ] {
            assert_eq!(
                check_event(&solved(bad), 4).unwrap_err().field,
                "grid",
                "{bad}"
            );
        }
        assert!(puzzle_grid(&puzzle("1234341221.34.21")).is_ok());
        for bad in ["1234341221.34.2", "1234341221.34.215", "1234341221.34.2x"] {
            assert_eq!(
                puzzle_grid(&puzzle(bad)).unwrap_err().field,
                "puzzle.givens",
                "{bad}"
            );
        }
        let mut wrong_size = puzzle("1234341221.34.21");
        wrong_size.size = 9;
        assert_eq!(puzzle_grid(&wrong_size).unwrap_err().field, "puzzle.size");
    }
}
