//! The board: box shapes, cells, digits, digit sets as bit masks, and the grid itself.
//!
//! A Sudoku of side `N` is split into boxes of `rows × cols` cells with
//! `rows · cols = N`: 2×2 boxes make the 4×4 puzzle, 2×3 the 6×6, 3×3 the
//! classic 9×9, 3×4 the 12×12 and 4×4 the 16×16. Every cell belongs to three
//! *units* (its row, its column and its box); its *peers* are the other cells
//! of those units. A solution puts each digit `1..=N` exactly once in every unit.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The largest side supported: 25 (5×5 boxes), so that a digit set fits in a `u32`.
pub const MAX_SIDE: usize = 25;

/// The shape of one box: `rows` rows by `cols` columns of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "[u8; 2]", try_from = "[u8; 2]")]
pub struct BoxShape {
    rows: u8,
    cols: u8,
}

impl BoxShape {
    /// A box of `rows × cols` cells, if both are at least 2 and the side fits [`MAX_SIDE`].
    pub fn new(rows: usize, cols: usize) -> Option<BoxShape> {
        let ok = rows >= 2 && cols >= 2 && rows * cols <= MAX_SIDE;
        ok.then_some(BoxShape {
            rows: rows as u8,
            cols: cols as u8,
        })
    }

    /// The usual box for a side: the most square split with no more rows than
    /// columns (6 → 2×3, 12 → 3×4), or `None` when the side has no such split.
    pub fn for_side(side: usize) -> Option<BoxShape> {
        (2..=side)
            .take_while(|r| r * r <= side)
            .filter(|r| side % r == 0)
            .last()
            .and_then(|r| BoxShape::new(r, side / r))
    }

    /// Rows of cells in one box.
    pub fn rows(self) -> usize {
        self.rows as usize
    }

    /// Columns of cells in one box.
    pub fn cols(self) -> usize {
        self.cols as usize
    }

    /// The side `N` of the whole grid: the number of digits, and of cells in a unit.
    pub fn side(self) -> usize {
        self.rows() * self.cols()
    }

    /// The number of cells in the grid, `N²`.
    pub fn cell_count(self) -> usize {
        self.side() * self.side()
    }
}

impl fmt::Display for BoxShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl From<BoxShape> for [u8; 2] {
    fn from(shape: BoxShape) -> [u8; 2] {
        [shape.rows, shape.cols]
    }
}

impl TryFrom<[u8; 2]> for BoxShape {
    type Error = String;
    fn try_from([rows, cols]: [u8; 2]) -> Result<BoxShape, String> {
        BoxShape::new(rows as usize, cols as usize)
            .ok_or_else(|| format!("no {rows}x{cols} box: both sides must be at least 2 and the grid at most {MAX_SIDE} wide"))
    }
}

/// A cell position, 0-based: `row` and `col` run from 0 to `N - 1`.
///
/// In JSON a cell is the pair `[row, col]`, the seeds' `[i,j]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "[u8; 2]", into = "[u8; 2]")]
pub struct Cell {
    /// The row, 0 at the top.
    pub row: u8,
    /// The column, 0 at the left.
    pub col: u8,
}

impl Cell {
    /// The cell at `row`, `col` (0-based).
    pub fn new(row: usize, col: usize) -> Cell {
        Cell {
            row: row as u8,
            col: col as u8,
        }
    }

    /// The cell with reading-order index `index` (row by row) in a grid of side `side`.
    pub fn from_index(index: usize, side: usize) -> Cell {
        Cell::new(index / side, index % side)
    }

    /// The reading-order index of this cell in a grid of side `side`.
    pub fn index(self, side: usize) -> usize {
        self.row as usize * side + self.col as usize
    }

    /// The box this cell lies in, numbered in reading order from 0.
    pub fn box_index(self, shape: BoxShape) -> usize {
        let band = self.row as usize / shape.rows();
        let stack = self.col as usize / shape.cols();
        band * (shape.side() / shape.cols()) + stack
    }
}

impl From<[u8; 2]> for Cell {
    fn from([row, col]: [u8; 2]) -> Cell {
        Cell { row, col }
    }
}

impl From<Cell> for [u8; 2] {
    fn from(cell: Cell) -> [u8; 2] {
        [cell.row, cell.col]
    }
}

/// The three kinds of unit a cell belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// The cell's row.
    Row,
    /// The cell's column.
    Column,
    /// The cell's box.
    Box,
}

impl Unit {
    /// The units in the order reasons are looked up: row, then column, then box.
    pub const ALL: [Unit; 3] = [Unit::Row, Unit::Column, Unit::Box];
}

/// The character that writes digit `digit` (1–9, then `A` for 10, `B` for 11,
/// … `Z` for 35); `?` past that (a digit no puzzle has, read from a trace).
pub fn digit_char(digit: u8) -> char {
    match digit {
        0 => '.',
        1..=9 => (b'0' + digit) as char,
        10..=35 => (b'A' + digit - 10) as char,
        _ => '?',
    }
}

/// A set of digits `1..=25` as a bit mask: bit `d` is set when digit `d` is in the set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DigitSet(u32);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// Every digit `1..=side`.
    pub fn full(side: usize) -> DigitSet {
        DigitSet(((1u32 << side) - 1) << 1)
    }

    /// The set holding only `digit`.
    pub fn single(digit: u8) -> DigitSet {
        DigitSet(1 << digit)
    }

    /// The raw mask (bit `d` for digit `d`).
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The set with the raw mask `bits`; bit 0 is ignored.
    pub fn from_bits(bits: u32) -> DigitSet {
        DigitSet(bits & !1)
    }

    /// Whether `digit` is in the set.
    pub fn contains(self, digit: u8) -> bool {
        self.0 & (1 << digit) != 0
    }

    /// This set with `digit` added.
    pub fn with(self, digit: u8) -> DigitSet {
        DigitSet(self.0 | 1 << digit)
    }

    /// This set with `digit` removed.
    pub fn without(self, digit: u8) -> DigitSet {
        DigitSet(self.0 & !(1 << digit))
    }

    /// The digits in both sets.
    pub fn intersect(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// The digits of `self` that are not in `other`.
    pub fn minus(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// The number of digits in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no digit.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set.
    pub fn first(self) -> Option<u8> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as u8)
    }

    /// The digits in ascending order.
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0)
    }
}

impl FromIterator<u8> for DigitSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> DigitSet {
        iter.into_iter().fold(DigitSet::EMPTY, DigitSet::with)
    }
}

impl Serialize for DigitSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// A set is written as its digits in ascending order, each once (the
/// schema's promise), and read only so: a list out of order or with a digit
/// twice (`[3,1]`, `[1,1,3]`) would otherwise read as the set it is not
/// written as, and pass for its tidy twin (issue 22, item 11). Each digit is
/// checked as it comes, so a list is refused at its first wrong entry and
/// no list longer than [`MAX_SIDE`] digits is ever read.
impl<'de> Deserialize<'de> for DigitSet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<DigitSet, D::Error> {
        deserializer.deserialize_seq(AscendingDigits)
    }
}

/// Reads a [`DigitSet`] from its ascending list.
struct AscendingDigits;

impl<'de> serde::de::Visitor<'de> for AscendingDigits {
    type Value = DigitSet;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a list of digits 1..={MAX_SIDE}, ascending, each once")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<DigitSet, A::Error> {
        let (mut set, mut last) = (DigitSet::EMPTY, 0u8);
        while let Some(digit) = seq.next_element::<u8>()? {
            let error = if digit == 0 || usize::from(digit) > MAX_SIDE {
                format!("digit {digit} is out of range 1..={MAX_SIDE}")
            } else if digit == last {
                format!("digit {digit} is listed twice")
            } else if digit < last {
                format!("digit {digit} after {last}: the digits are not ascending")
            } else {
                set = set.with(digit);
                last = digit;
                continue;
            };
            return Err(serde::de::Error::custom(error));
        }
        Ok(set)
    }
}

/// The digits of a [`DigitSet`] in ascending order.
#[derive(Clone, Debug)]
pub struct DigitIter(u32);

impl Iterator for DigitIter {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let digit = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(digit)
    }
}

/// A Sudoku grid: its box shape and one digit per cell (0 for empty), row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    shape: BoxShape,
    cells: Vec<u8>,
}

impl Grid {
    /// An empty grid of the given box shape.
    pub fn empty(shape: BoxShape) -> Grid {
        Grid {
            shape,
            cells: vec![0; shape.cell_count()],
        }
    }

    /// A grid from its cells in reading order (0 for empty), if there are `N²`
    /// of them and each is at most `N`. Clashing digits are allowed here: see
    /// [`Grid::first_clash`].
    pub fn from_cells(shape: BoxShape, cells: Vec<u8>) -> Option<Grid> {
        let ok =
            cells.len() == shape.cell_count() && cells.iter().all(|&d| d as usize <= shape.side());
        ok.then_some(Grid { shape, cells })
    }

    /// The box shape.
    pub fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The side `N`.
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// The cells in reading order, 0 for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Whether `cell` lies on this board.
    pub fn contains(&self, cell: Cell) -> bool {
        let side = self.side();
        usize::from(cell.row) < side && usize::from(cell.col) < side
    }

    /// The digit in `cell`, 0 when empty.
    ///
    /// # Panics
    ///
    /// When `cell` is off the board. Without the check, `[0,5]` on a 4×4
    /// board would read `[1,1]`; a cell from outside (a saved trace) is
    /// checked at the door (`bounds`) or with [`Grid::contains`] first.
    pub fn get(&self, cell: Cell) -> u8 {
        self.cells[self.checked_index(cell)]
    }

    /// Writes `digit` (0 to clear) into `cell`.
    ///
    /// # Panics
    ///
    /// When `cell` is off the board or `digit` is past the side: a wrong
    /// write must be loud, never another cell silently changed.
    pub fn set(&mut self, cell: Cell, digit: u8) {
        assert!(
            usize::from(digit) <= self.side(),
            "digit {digit} on a board of side {}",
            self.side()
        );
        let index = self.checked_index(cell);
        self.cells[index] = digit;
    }

    /// The index of `cell` in [`Grid::cells`], once it is known to be on the board.
    fn checked_index(&self, cell: Cell) -> usize {
        assert!(
            self.contains(cell),
            "cell [{}, {}] is off the {side}x{side} board",
            cell.row,
            cell.col,
            side = self.side()
        );
        cell.index(self.side())
    }

    /// The number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// The cells of one unit of `cell` in reading order (including `cell` itself).
    pub fn unit_cells(&self, cell: Cell, unit: Unit) -> impl Iterator<Item = Cell> + use<> {
        unit_cells(self.shape, cell, unit)
    }

    /// The first pair of filled cells that hold the same digit in one unit,
    /// looking at cells in reading order and, for each, its earlier peers in
    /// the order row, column, box: `(earlier, later, unit)`.
    pub fn first_clash(&self) -> Option<(Cell, Cell, Unit)> {
        let side = self.side();
        (0..self.cells.len()).find_map(|i| {
            let cell = Cell::from_index(i, side);
            let digit = self.cells[i];
            if digit == 0 {
                return None;
            }
            Unit::ALL.into_iter().find_map(|unit| {
                self.unit_cells(cell, unit)
                    .take_while(|&peer| peer != cell)
                    .find(|&peer| self.get(peer) == digit)
                    .map(|peer| (peer, cell, unit))
            })
        })
    }

    /// For each digit (indexed by digit), the first peer of `cell` that holds
    /// it: row first, then column, then box, the first in reading order within
    /// that unit. This is why a digit is not a candidate of `cell`, as every
    /// trace names it.
    pub fn holders(&self, cell: Cell) -> [Option<(Cell, Unit)>; MAX_SIDE + 1] {
        let mut first = [None; MAX_SIDE + 1];
        for unit in Unit::ALL {
            for peer in self.unit_cells(cell, unit) {
                let d = usize::from(self.get(peer));
                // `set` takes any digit; one past the side holds no place here.
                if peer != cell && d != 0 && d <= MAX_SIDE && first[d].is_none() {
                    first[d] = Some((peer, unit));
                }
            }
        }
        first
    }

    /// The first peer of `cell` that holds `digit`, in the order of [`Grid::holders`].
    pub fn first_holder(&self, cell: Cell, digit: u8) -> Option<(Cell, Unit)> {
        Unit::ALL.into_iter().find_map(|unit| {
            self.unit_cells(cell, unit)
                .find(|&peer| peer != cell && self.get(peer) == digit)
                .map(|peer| (peer, unit))
        })
    }

    /// The digits no peer of `cell` holds.
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let held: DigitSet = self.holders(cell)[1..=self.side()]
            .iter()
            .enumerate()
            .filter(|(_, h)| h.is_some())
            .map(|(k, _)| k as u8 + 1)
            .collect();
        DigitSet::full(self.side()).minus(held)
    }

    /// Whether this grid is complete and breaks no rule.
    pub fn is_valid_solution(&self) -> bool {
        self.is_complete() && self.first_clash().is_none()
    }

    /// Whether every filled cell of `givens` holds the same digit here.
    pub fn keeps_givens(&self, givens: &Grid) -> bool {
        self.shape == givens.shape
            && self
                .cells
                .iter()
                .zip(&givens.cells)
                .all(|(&mine, &given)| given == 0 || mine == given)
    }

    /// The canonical one-line form: `N²` characters, `.` for empty.
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&d| digit_char(d)).collect()
    }
}

/// The cells of one unit of `cell` in reading order (including `cell` itself).
pub fn unit_cells(shape: BoxShape, cell: Cell, unit: Unit) -> impl Iterator<Item = Cell> + use<> {
    let side = shape.side();
    let (row, col) = (cell.row as usize, cell.col as usize);
    let (top, left) = (row - row % shape.rows(), col - col % shape.cols());
    (0..side).map(move |k| match unit {
        Unit::Row => Cell::new(row, k),
        Unit::Column => Cell::new(k, col),
        Unit::Box => Cell::new(top + k / shape.cols(), left + k % shape.cols()),
    })
}

/// Shows the grid as the seed programs print it: each digit followed by a
/// space, one row per line.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.cells.chunks(self.side()) {
            for &d in row {
                let c = if d == 0 { '0' } else { digit_char(d) };
                write!(f, "{c} ")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn four() -> Grid {
        Grid::from_cells(BoxShape::new(2, 2).unwrap(), vec![0; 16]).unwrap()
    }

    #[test]
    fn a_cell_off_the_board_is_not_another_cell() {
        let grid = four();
        assert!(grid.contains(Cell::new(3, 3)));
        assert!(!grid.contains(Cell::new(0, 5)));
        assert!(!grid.contains(Cell::new(4, 0)));
        let write = std::panic::catch_unwind(|| {
            let mut grid = four();
            grid.set(Cell::new(0, 5), 1);
            grid
        });
        assert!(write.is_err(), "[0,5] on a 4x4 must not write [1,1]");
        let read = std::panic::catch_unwind(|| four().get(Cell::new(0, 5)));
        assert!(read.is_err());
        let digit = std::panic::catch_unwind(|| four().set(Cell::new(0, 0), 5));
        assert!(digit.is_err(), "5 on a 4x4");
    }

    #[test]
    fn usual_box_shapes() {
        let shape = |n| BoxShape::for_side(n).map(|s| (s.rows(), s.cols()));
        assert_eq!(shape(4), Some((2, 2)));
        assert_eq!(shape(6), Some((2, 3)));
        assert_eq!(shape(9), Some((3, 3)));
        assert_eq!(shape(12), Some((3, 4)));
        assert_eq!(shape(16), Some((4, 4)));
        assert_eq!(shape(7), None);
        assert_eq!(shape(2), None);
    }

    #[test]
    fn box_index_follows_reading_order_of_boxes() {
        let shape = BoxShape::new(2, 3).unwrap();
        assert_eq!(Cell::new(0, 0).box_index(shape), 0);
        assert_eq!(Cell::new(1, 5).box_index(shape), 1);
        assert_eq!(Cell::new(2, 0).box_index(shape), 2);
        assert_eq!(Cell::new(5, 5).box_index(shape), 5);
    }

    #[test]
    fn digit_set_iterates_ascending() {
        let set: DigitSet = [7, 2, 9].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![2, 7, 9]);
        assert_eq!(set.len(), 3);
        assert_eq!(
            DigitSet::full(4).iter().collect::<Vec<_>>(),
            vec![1, 2, 3, 4]
        );
        assert_eq!(set.without(7).first(), Some(2));
    }

    #[test]
    fn box_cells_in_reading_order() {
        let shape = BoxShape::new(2, 3).unwrap();
        let cells: Vec<_> = unit_cells(shape, Cell::new(3, 4), Unit::Box).collect();
        assert_eq!(cells[0], Cell::new(2, 3));
        assert_eq!(cells[5], Cell::new(3, 5));
    }

    #[test]
    fn holders_look_in_the_row_then_the_column_then_the_box() {
        let shape = BoxShape::new(2, 2).unwrap();
        let mut grid = Grid::empty(shape);
        grid.set(Cell::new(1, 1), 3); // box peer of r1c1
        grid.set(Cell::new(0, 3), 3); // row peer, later in reading order
        grid.set(Cell::new(2, 0), 2); // column peer
        let holders = grid.holders(Cell::new(0, 0));
        assert_eq!(holders[3], Some((Cell::new(0, 3), Unit::Row)));
        assert_eq!(holders[2], Some((Cell::new(2, 0), Unit::Column)));
        assert_eq!(holders[1], None);
        assert_eq!(grid.first_holder(Cell::new(0, 0), 3), holders[3]);
        assert_eq!(
            grid.candidates(Cell::new(0, 0)).iter().collect::<Vec<_>>(),
            vec![1, 4]
        );
    }

    #[test]
    fn first_clash_names_row_before_box() {
        let shape = BoxShape::new(2, 2).unwrap();
        let mut grid = Grid::empty(shape);
        grid.set(Cell::new(0, 0), 1);
        grid.set(Cell::new(0, 1), 1);
        assert_eq!(
            grid.first_clash(),
            Some((Cell::new(0, 0), Cell::new(0, 1), Unit::Row))
        );
    }
}
