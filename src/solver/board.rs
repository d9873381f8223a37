//! The fast bit-mask board every strategy searches on.

use crate::grid::{BoxShape, Cell, DigitSet, Grid, Unit, unit_cells};
use crate::trace::Exclusion;

/// A grid plus, for each row, column and box, the mask of digits it holds,
/// so that a candidate set is three ORs away.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    shape: BoxShape,
    side: usize,
    cells: Vec<u8>,
    rows: Vec<u32>,
    cols: Vec<u32>,
    boxes: Vec<u32>,
    /// The box of each cell, by reading-order index.
    box_of: Vec<u8>,
    /// The row and column of each cell: a table read beats a division on
    /// the hottest path of every strategy.
    row_of: Vec<u8>,
    col_of: Vec<u8>,
    full: u32,
}

impl Board {
    /// The board of `grid`, or `None` when two givens clash.
    pub(crate) fn new(grid: &Grid) -> Option<Board> {
        if grid.first_clash().is_some() {
            return None;
        }
        let shape = grid.shape();
        let side = shape.side();
        let mut board = Board {
            shape,
            side,
            cells: vec![0; side * side],
            rows: vec![0; side],
            cols: vec![0; side],
            boxes: vec![0; side],
            box_of: (0..side * side)
                .map(|i| Cell::from_index(i, side).box_index(shape) as u8)
                .collect(),
            row_of: (0..side * side).map(|i| (i / side) as u8).collect(),
            col_of: (0..side * side).map(|i| (i % side) as u8).collect(),
            full: DigitSet::full(side).bits(),
        };
        for (i, &d) in grid.cells().iter().enumerate() {
            if d != 0 {
                board.place(i, d);
            }
        }
        Some(board)
    }

    pub(crate) fn side(&self) -> usize {
        self.side
    }

    pub(crate) fn cell_count(&self) -> usize {
        self.cells.len()
    }

    pub(crate) fn get(&self, index: usize) -> u8 {
        self.cells[index]
    }

    pub(crate) fn cell(&self, index: usize) -> Cell {
        Cell::from_index(index, self.side)
    }

    /// The digits no peer of the cell at `index` holds.
    #[inline(always)]
    pub(crate) fn candidates(&self, index: usize) -> DigitSet {
        let (r, c) = (self.row_of[index] as usize, self.col_of[index] as usize);
        let b = self.box_of[index] as usize;
        DigitSet::from_bits(self.full & !(self.rows[r] | self.cols[c] | self.boxes[b]))
    }

    #[inline(always)]
    pub(crate) fn place(&mut self, index: usize, digit: u8) {
        let (r, c) = (self.row_of[index] as usize, self.col_of[index] as usize);
        let b = self.box_of[index] as usize;
        let bit = 1u32 << digit;
        self.cells[index] = digit;
        self.rows[r] |= bit;
        self.cols[c] |= bit;
        self.boxes[b] |= bit;
    }

    #[inline(always)]
    pub(crate) fn clear(&mut self, index: usize) {
        let digit = self.cells[index];
        let (r, c) = (self.row_of[index] as usize, self.col_of[index] as usize);
        let b = self.box_of[index] as usize;
        let bit = !(1u32 << digit);
        self.cells[index] = 0;
        self.rows[r] &= bit;
        self.cols[c] &= bit;
        self.boxes[b] &= bit;
    }

    /// For each digit the cell at `index` cannot take, the peer that holds it:
    /// row first, then column, then box, the first in reading order in that unit.
    /// `out` comes back in ascending order of digit.
    pub(crate) fn exclusions(&self, index: usize, out: &mut Vec<Exclusion>) {
        out.clear();
        let side = self.side;
        let (row, col) = (index / side, index % side);
        let (rows, cols) = (self.shape.rows(), self.shape.cols());
        let (top, left) = (row - row % rows, col - col % cols);
        // This runs once per traced step, so it avoids data-dependent
        // branches: each unit is scanned backwards, noting for every digit
        // the cell holding it, so the first in reading order is noted last
        // and wins; the cell itself reads as empty. Digit 0 lands in bit 0
        // and slot 0, which are ignored.
        let mut masks = [0u32; 3];
        let mut first = [[Cell::new(0, 0); 32]; 3];
        let mut note = |unit: usize, r: usize, c: usize| {
            let peer = r * side + c;
            let d = if peer == index { 0 } else { self.cells[peer] };
            masks[unit] |= 1 << d;
            first[unit][usize::from(d)] = Cell::new(r, c);
        };
        for c in (0..side).rev() {
            note(0, row, c);
        }
        for r in (0..side).rev() {
            note(1, r, col);
        }
        for r in (top..top + rows).rev() {
            for c in (left..left + cols).rev() {
                note(2, r, c);
            }
        }
        let [in_row, in_col, in_box] = masks;
        out.extend(
            DigitSet::from_bits(in_row | in_col | in_box)
                .iter()
                .map(|digit| {
                    let bit = 1u32 << digit;
                    let unit = if in_row & bit != 0 {
                        0
                    } else if in_col & bit != 0 {
                        1
                    } else {
                        2
                    };
                    Exclusion {
                        digit,
                        peer: first[unit][usize::from(digit)],
                        unit: Unit::ALL[unit],
                    }
                }),
        );
    }

    /// The first peer of the cell at `index` that holds `digit`, in the order of
    /// [`Board::exclusions`].
    pub(crate) fn clash(&self, index: usize, digit: u8) -> Option<(Cell, Unit)> {
        let cell = self.cell(index);
        Unit::ALL.into_iter().find_map(|unit| {
            unit_cells(self.shape, cell, unit)
                .find(|&peer| peer != cell && self.cells[peer.index(self.side)] == digit)
                .map(|peer| (peer, unit))
        })
    }

    pub(crate) fn to_grid(&self) -> Grid {
        Grid::from_cells(self.shape, self.cells.clone()).expect("a board holds a well-formed grid")
    }
}

/// What strategies that reason about whole units need.
impl Board {
    pub(crate) fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The digits held by row, column or box number `index` (`kind` 0, 1 or 2).
    #[inline]
    pub(crate) fn unit_mask(&self, kind: usize, index: usize) -> u32 {
        match kind {
            0 => self.rows[index],
            1 => self.cols[index],
            _ => self.boxes[index],
        }
    }

    /// Every digit `1..=N`, as a mask.
    pub(crate) fn full(&self) -> u32 {
        self.full
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition [`Board::exclusions`] must match: [`Grid::holders`].
    fn reference_exclusions(board: &Board, index: usize) -> Vec<Exclusion> {
        let holders = board.to_grid().holders(board.cell(index));
        (1..=board.side())
            .filter_map(|d| {
                holders[d].map(|(peer, unit)| Exclusion {
                    digit: d as u8,
                    peer,
                    unit,
                })
            })
            .collect()
    }

    /// Checks every cell (empty or not) of `board` against the reference.
    fn check_all_cells(board: &Board) {
        let mut out = Vec::new();
        for index in 0..board.cell_count() {
            board.exclusions(index, &mut out);
            assert_eq!(out, reference_exclusions(board, index), "cell {index}");
        }
    }

    #[test]
    fn exclusions_match_the_unit_by_unit_definition() {
        let puzzles = [
            (
                3,
                3,
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            ),
            (
                3,
                3,
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            ),
            (2, 3, "1.....\n..2...\n....3.\n.4....\n...5..\n.....6"),
            (3, 2, "......\n......\n......\n......\n......\n......"),
            (2, 2, "1...\n..3.\n.4..\n...2"),
            (3, 4, &".".repeat(144)),
            (4, 4, &".".repeat(256)),
        ];
        for (rows, cols, text) in puzzles {
            let shape = BoxShape::new(rows, cols).unwrap();
            let cells: Vec<u8> = text
                .chars()
                .filter(|c| !c.is_whitespace())
                .map(|c| c.to_digit(10).unwrap_or(0) as u8)
                .collect();
            let grid = Grid::from_cells(shape, cells).unwrap();
            let mut board = Board::new(&grid).unwrap();
            check_all_cells(&board);
            // Fill cells greedily with their smallest candidate, checking as the board fills.
            for index in 0..board.cell_count() {
                if board.get(index) == 0
                    && let Some(d) = board.candidates(index).first()
                {
                    board.place(index, d);
                    check_all_cells(&board);
                }
            }
        }
    }
}
