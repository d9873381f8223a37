//! How cells are named: `r1c3`, the seeds' `[0,2]`, or Norvig's `A3`.
//!
//! One definition for every renderer: the text trace names cells with
//! [`Notation::cell`], and the walkthrough page fills
//! [`Notation::cell_template`] with the names of [`Notation::row`] and
//! [`Notation::column`] that travel in its data, so the page's script knows
//! no notation of its own.

use crate::grid::{Cell, Unit};

/// How cells are named.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
// Non-exhaustive: it grows with the tool; a user's `match` keeps compiling.
#[non_exhaustive]
pub enum Notation {
    /// `r1c3`: row and column from 1.
    #[default]
    Rc,
    /// `[0,2]`: the seeds' 0-based `[i,j]`.
    Index,
    /// `A3`: rows lettered from A, columns numbered from 1, as in Norvig's
    /// essay (A–I and 1–9 on a 9×9 board, A–P and 1–16 on 16×16, A–Y and
    /// 1–25 on 25×25). A name is its letters then its digits, so `A12` can
    /// only be row A, column 12. Boxes are numbered from 1.
    A1,
}

impl Notation {
    /// Every notation, as listed to users.
    pub const ALL: [Notation; 3] = [Notation::Rc, Notation::Index, Notation::A1];

    /// The name used on the command line: `rc`, `index`, `a1`.
    pub fn name(self) -> &'static str {
        match self {
            Notation::Rc => "rc",
            Notation::Index => "index",
            Notation::A1 => "a1",
        }
    }

    /// The name of `cell` in this notation: [`Notation::cell_template`]
    /// filled with [`Notation::row`] and [`Notation::column`] (a test holds it).
    pub fn cell(self, cell: Cell) -> String {
        match self {
            Notation::Rc => format!("r{}c{}", cell.row + 1, cell.col + 1),
            Notation::Index => format!("[{},{}]", cell.row, cell.col),
            Notation::A1 => format!("{}{}", letters(cell.row.into()), cell.col + 1),
        }
    }

    /// A cell's name with `{row}` and `{col}` holes, for the page's script.
    pub fn cell_template(self) -> &'static str {
        match self {
            Notation::Rc => "r{row}c{col}",
            Notation::Index => "[{row},{col}]",
            Notation::A1 => "{row}{col}",
        }
    }

    /// The name of row `index` (0-based): `3`, `2` or `C` for the third.
    pub fn row(self, index: usize) -> String {
        match self {
            Notation::A1 => letters(index),
            Notation::Rc | Notation::Index => self.number(index),
        }
    }

    /// The name of column `index` (0-based): `3`, `2` or `3` for the third.
    pub fn column(self, index: usize) -> String {
        match self {
            Notation::A1 => (index + 1).to_string(),
            Notation::Rc | Notation::Index => self.number(index),
        }
    }

    /// The name of row, column or box `index` (0-based), as `row 3`,
    /// `column 3` and `box 3` number them.
    pub fn unit(self, unit: Unit, index: usize) -> String {
        match unit {
            Unit::Row => self.row(index),
            Unit::Column => self.column(index),
            Unit::Box => self.number(index),
        }
    }

    /// `index` counted from 1, or from 0 in the seeds' notation.
    fn number(self, index: usize) -> String {
        match self {
            Notation::Index => index.to_string(),
            Notation::Rc | Notation::A1 => (index + 1).to_string(),
        }
    }
}

/// Row `index` (0-based) in letters: `A` to `Z`, then `AA`, `AB`… (no board
/// has more than 25 rows; a trace naming a row past them still gets a name).
fn letters(index: usize) -> String {
    let mut name = Vec::new();
    let mut n = index + 1;
    while n > 0 {
        n -= 1;
        name.push(b'A' + (n % 26) as u8);
        n /= 26;
    }
    name.reverse();
    String::from_utf8(name).expect("ASCII letters")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::fill;

    #[test]
    fn a_cell_is_its_template_filled_with_its_row_and_column() {
        for notation in Notation::ALL {
            for (row, col) in [
                (0, 0),
                (2, 8),
                (8, 2),
                (15, 11),
                (24, 24),
                (25, 3),
                (200, 100),
            ] {
                let name = fill(
                    notation.cell_template(),
                    &[("row", &notation.row(row)), ("col", &notation.column(col))],
                );
                assert_eq!(notation.cell(Cell::new(row, col)), name, "{notation:?}");
            }
        }
    }

    #[test]
    fn a1_letters_rows_and_numbers_columns() {
        let a1 = |row, col| Notation::A1.cell(Cell::new(row, col));
        assert_eq!(a1(0, 0), "A1");
        assert_eq!(a1(8, 8), "I9");
        assert_eq!(a1(2, 11), "C12");
        assert_eq!(a1(15, 15), "P16");
        assert_eq!(a1(24, 24), "Y25");
        // Past any board, still a name: letters then digits.
        assert_eq!(a1(25, 0), "Z1");
        assert_eq!(a1(26, 0), "AA1");
        assert_eq!(Notation::A1.unit(Unit::Row, 2), "C");
        assert_eq!(Notation::A1.unit(Unit::Column, 2), "3");
        assert_eq!(Notation::A1.unit(Unit::Box, 2), "3");
        assert_eq!(Notation::Index.unit(Unit::Box, 2), "2");
    }

    #[test]
    fn no_two_cells_of_a_board_share_a_name() {
        for notation in Notation::ALL {
            let mut names: Vec<String> = (0..25 * 25)
                .map(|i| notation.cell(Cell::new(i / 25, i % 25)))
                .collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), 625, "{notation:?}");
        }
    }
}
