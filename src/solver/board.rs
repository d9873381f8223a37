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
    #[inline]
    pub(crate) fn candidates(&self, index: usize) -> DigitSet {
        let (r, c) = (index / self.side, index % self.side);
        let b = self.box_of[index] as usize;
        DigitSet::from_bits(self.full & !(self.rows[r] | self.cols[c] | self.boxes[b]))
    }

    #[inline]
    pub(crate) fn place(&mut self, index: usize, digit: u8) {
        let (r, c) = (index / self.side, index % self.side);
        let b = self.box_of[index] as usize;
        let bit = 1u32 << digit;
        self.cells[index] = digit;
        self.rows[r] |= bit;
        self.cols[c] |= bit;
        self.boxes[b] |= bit;
    }

    #[inline]
    pub(crate) fn clear(&mut self, index: usize) {
        let digit = self.cells[index];
        let (r, c) = (index / self.side, index % self.side);
        let b = self.box_of[index] as usize;
        let bit = !(1u32 << digit);
        self.cells[index] = 0;
        self.rows[r] &= bit;
        self.cols[c] &= bit;
        self.boxes[b] &= bit;
    }

    /// For each digit the cell at `index` cannot take, the peer that holds it:
    /// row first, then column, then box, the first in reading order in that unit.
    pub(crate) fn exclusions(&self, index: usize, out: &mut Vec<Exclusion>) {
        out.clear();
        let cell = self.cell(index);
        let mut found = DigitSet::EMPTY;
        for unit in Unit::ALL {
            for peer in unit_cells(self.shape, cell, unit) {
                let d = self.cells[peer.index(self.side)];
                if d != 0 && peer != cell && !found.contains(d) {
                    found = found.with(d);
                    out.push(Exclusion {
                        digit: d,
                        peer,
                        unit,
                    });
                }
            }
        }
        out.sort_unstable_by_key(|e| e.digit);
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
