//! What a fault in a solution says, as facts: a solved grid with a cell
//! empty or a clash, a grid that is not the board the events built, a
//! solution numbered out of turn, a document's `solutions` list that does
//! not hold them. Worded by each catalog's [`crate::words::SolutionWords`].

use crate::grid::{Cell, Unit, digit_char};
use crate::words::vars;
use crate::words::{Lang, Notation};

/// How a solved grid differs from the board the events built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridWrong {
    /// It has `len` characters, not `cells`.
    Length {
        /// Its characters.
        len: usize,
        /// The board's cells.
        cells: usize,
    },
    /// It has `found` at `cell`, where the board holds `held`.
    Differs {
        /// The grid's character there.
        found: char,
        /// The cell.
        cell: Cell,
        /// The board's digit.
        held: u8,
    },
    /// It changes the `given` at `cell` to `found`.
    ChangesGiven {
        /// The given.
        given: u8,
        /// The cell.
        cell: Cell,
        /// The grid's character there.
        found: char,
    },
}

/// A fault in a solution, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolutionClaim {
    /// A solution while `empty` is empty.
    Unfilled {
        /// The first empty cell.
        empty: Cell,
        /// The cells filled.
        filled: usize,
        /// All the cells.
        cells: usize,
    },
    /// A solution where two cells of a unit hold one digit.
    Clash {
        /// The first cell.
        a: Cell,
        /// The second.
        b: Cell,
        /// The digit.
        digit: u8,
        /// The unit they share.
        unit: Unit,
    },
    /// A solved grid that is not the board the events built (`line`).
    WrongGrid {
        /// How it differs.
        wrong: GridWrong,
        /// The board's line.
        line: String,
    },
    /// A solution numbered `number`, where `want` is next.
    Number {
        /// The number given.
        number: u64,
        /// The number expected.
        want: u64,
    },
    /// Solution `number` is not the document's `solutions[index]`.
    NotListed {
        /// The solution's number.
        number: u64,
        /// Its place in the list, from 0.
        index: u64,
    },
    /// The document lists `listed` solutions, the events find `found`
    /// (a fault in the footer).
    ListLength {
        /// The solutions listed.
        listed: usize,
        /// The solutions found.
        found: u64,
    },
}

impl SolutionClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults.solutions;
        let cell = |c: Cell| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        match self {
            SolutionClaim::Unfilled {
                empty,
                filled,
                cells,
            } => (
                w.unfilled(vars::FaultsSolutionsUnfilled {
                    cell: &cell(*empty),
                    filled: &filled,
                    cells: &cells,
                }),
                w.unfilled_expected.into(),
            ),
            SolutionClaim::Clash {
                a,
                b,
                digit: d,
                unit,
            } => (
                w.clash(vars::FaultsSolutionsClash {
                    a: &cell(*a),
                    b: &cell(*b),
                    digit: &digit(*d),
                    unit: &lang.phrases().unit(*unit),
                }),
                w.clash_expected.into(),
            ),
            SolutionClaim::WrongGrid { wrong, line } => {
                let what = match *wrong {
                    GridWrong::Length { len, cells } => {
                        w.grid_length(vars::FaultsSolutionsGridLength {
                            len: &len,
                            cells: &cells,
                        })
                    }
                    GridWrong::Differs {
                        found,
                        cell: c,
                        held,
                    } => w.grid_differs(vars::FaultsSolutionsGridDiffers {
                        found: &found,
                        cell: &cell(c),
                        held: &digit(held),
                    }),
                    GridWrong::ChangesGiven {
                        given,
                        cell: c,
                        found,
                    } => w.grid_changes_given(vars::FaultsSolutionsGridChangesGiven {
                        given: &digit(given),
                        cell: &cell(c),
                        found: &found,
                    }),
                };
                (
                    w.wrong_grid(vars::FaultsSolutionsWrongGrid { what: &what }),
                    w.wrong_grid_expected(vars::FaultsSolutionsWrongGridExpected { line: &line }),
                )
            }
            SolutionClaim::Number { number, want } => (
                w.number(vars::FaultsSolutionsNumber { number: &number }),
                w.number_expected(vars::FaultsSolutionsNumberExpected { want: &want }),
            ),
            SolutionClaim::NotListed { number, index } => (
                w.not_listed(vars::FaultsSolutionsNotListed {
                    number: &number,
                    k: &index,
                }),
                w.list_expected.into(),
            ),
            SolutionClaim::ListLength { listed, found } => {
                let said = w.list_length(vars::FaultsSolutionsListLength {
                    listed: &listed,
                    found: &found,
                });
                (
                    lang.verify()
                        .faults
                        .footer(vars::FaultsFooter { found: &said }),
                    w.list_expected.into(),
                )
            }
        }
    }
}
