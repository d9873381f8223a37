//! A random solved grid: the cells filled one at a time, the cell with the
//! fewest digits left first, its digits in a random order, backtracking at
//! a dead end. Small and plain: the generator spends its time proving
//! uniqueness, not here.

use super::rng::Rng;
use crate::grid::{BoxShape, Cell, Grid};

/// Nodes a fill may visit before it starts again with fresh choices: a
/// random fill of a large board now and then wanders into a deep dead
/// subtree, and a fresh start is cheaper than finishing it.
const NODES_PER_TRY: u64 = 20_000;

/// The board being filled: digits and, per row, column and box, the digits used.
struct Fill {
    shape: BoxShape,
    cells: Vec<u8>,
    rows: Vec<u32>,
    cols: Vec<u32>,
    boxes: Vec<u32>,
    nodes: u64,
}

impl Fill {
    fn new(shape: BoxShape) -> Fill {
        let side = shape.side();
        Fill {
            shape,
            cells: vec![0; side * side],
            rows: vec![0; side],
            cols: vec![0; side],
            boxes: vec![0; side],
            nodes: 0,
        }
    }

    fn free(&self, index: usize) -> u32 {
        let side = self.shape.side();
        let cell = Cell::from_index(index, side);
        let used = self.rows[usize::from(cell.row)]
            | self.cols[usize::from(cell.col)]
            | self.boxes[cell.box_index(self.shape)];
        !used & ((1u32 << side) - 1)
    }

    fn set(&mut self, index: usize, digit: u8) {
        let side = self.shape.side();
        let cell = Cell::from_index(index, side);
        let bit = 1u32 << (digit - 1);
        self.rows[usize::from(cell.row)] ^= bit;
        self.cols[usize::from(cell.col)] ^= bit;
        self.boxes[cell.box_index(self.shape)] ^= bit;
        self.cells[index] = if self.cells[index] == 0 { digit } else { 0 };
    }

    /// Fills every empty cell; `false` at a dead end or past the budget.
    fn search(&mut self, rng: &mut Rng) -> bool {
        self.nodes += 1;
        if self.nodes > NODES_PER_TRY {
            return false;
        }
        // The empty cell with the fewest digits left (ties: the first).
        let mut best: Option<(usize, u32)> = None;
        for index in (0..self.cells.len()).filter(|&i| self.cells[i] == 0) {
            let free = self.free(index);
            if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
                best = Some((index, free));
                if free.count_ones() <= 1 {
                    break;
                }
            }
        }
        let Some((index, free)) = best else {
            return true;
        };
        let mut digits: Vec<u8> = (1..=self.shape.side() as u8)
            .filter(|&d| free & (1 << (d - 1)) != 0)
            .collect();
        rng.shuffle(&mut digits);
        for digit in digits {
            self.set(index, digit);
            if self.search(rng) {
                return true;
            }
            self.set(index, digit);
        }
        false
    }
}

/// A solved grid of `shape`, chosen by `rng`.
pub fn random_solution(shape: BoxShape, rng: &mut Rng) -> Grid {
    loop {
        let mut fill = Fill::new(shape);
        if fill.search(rng) {
            return Grid::from_cells(shape, fill.cells).expect("a full grid of the shape");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_are_solved_grids_of_every_shape() {
        for (rows, cols) in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 4), (5, 5)] {
            let shape = BoxShape::new(rows, cols).unwrap();
            let mut rng = Rng::new(1);
            let a = random_solution(shape, &mut rng);
            assert!(a.is_complete() && a.is_valid_solution(), "{rows}x{cols}");
            let b = random_solution(shape, &mut rng);
            if rows * cols > 4 {
                assert_ne!(a, b, "{rows}x{cols}: two draws differ");
            }
        }
    }
}
