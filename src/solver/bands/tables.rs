//! The fixed geometry of the 9×9 board, worked out at compile time: which
//! cells a cell sees, which units hold it, which cells a unit holds.
//!
//! Cells are numbered in reading order (`9 * row + col`), which is also the
//! bit order of a board of cells: bit `i` of a `u128` is cell `i`, so the
//! three 27-bit bands (rows 0–2, 3–5, 6–8) lie end to end in bits 0..81,
//! and "the next cell in reading order" is "the next set bit".
//! Units are numbered as the traced search visits them: rows 0–8, columns
//! 9–17, boxes 18–26.

/// Every cell of the board.
pub(super) const ALL_CELLS: u128 = (1u128 << 81) - 1;

/// Every unit.
pub(super) const ALL_UNITS: u32 = (1 << 27) - 1;

/// Every digit 1..=9, as the bits of a [`crate::grid::DigitSet`].
pub(super) const ALL_DIGITS: u16 = 0x3FE;

/// The box of the cell at row `r`, column `c`.
const fn box_of(r: usize, c: usize) -> usize {
    r / 3 * 3 + c / 3
}

/// The cells of each unit, in the unit's reading order.
pub(super) const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut t = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut m = 0;
        while m < 9 {
            t[k][m] = (9 * k + m) as u8;
            t[9 + k][m] = (9 * m + k) as u8;
            t[18 + k][m] = (9 * (k / 3 * 3 + m / 3) + k % 3 * 3 + m % 3) as u8;
            m += 1;
        }
        k += 1;
    }
    t
};

/// The cells of each unit, as a board.
pub(super) const UNIT_BOARDS: [u128; 27] = {
    let mut t = [0u128; 27];
    let mut u = 0;
    while u < 27 {
        let mut m = 0;
        while m < 9 {
            t[u] |= 1 << UNIT_CELLS[u][m];
            m += 1;
        }
        u += 1;
    }
    t
};

/// The three units of each cell (its row, column and box), as unit numbers.
pub(super) const UNITS_OF: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[i] = [r as u8, (9 + c) as u8, (18 + box_of(r, c)) as u8];
        i += 1;
    }
    t
};

/// The three units of each cell, as a set of unit numbers.
pub(super) const UNIT_MASK_OF: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        let [r, c, b] = UNITS_OF[i];
        t[i] = 1 << r | 1 << c | 1 << b;
        i += 1;
    }
    t
};

/// The 20 peers of each cell (same row, column or box, not itself).
pub(super) const PEERS: [u128; 81] = {
    let mut t = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        let mut j = 0;
        while j < 81 {
            let same_row = i / 9 == j / 9;
            let same_col = i % 9 == j % 9;
            let same_box = box_of(i / 9, i % 9) == box_of(j / 9, j % 9);
            if i != j && (same_row || same_col || same_box) {
                t[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

/// The cells after cell `i` in reading order.
#[inline(always)]
pub(super) const fn after(i: usize) -> u128 {
    ALL_CELLS & (u128::MAX << (i + 1))
}

/// The units after unit `u` in the order they are visited.
#[inline(always)]
pub(super) const fn units_after(u: usize) -> u32 {
    ALL_UNITS & (u32::MAX << (u + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_peers_and_three_units_that_hold_it() {
        for i in 0..81 {
            assert_eq!(PEERS[i].count_ones(), 20, "cell {i}");
            for u in UNITS_OF[i] {
                assert!(UNIT_CELLS[u as usize].contains(&(i as u8)), "cell {i}");
                // A unit's other cells are peers.
                for &j in &UNIT_CELLS[u as usize] {
                    assert!(j as usize == i || PEERS[i] & 1 << j != 0);
                }
            }
        }
        // Every cell is in exactly one unit of each kind.
        for kind in 0..3 {
            let mut seen = 0u128;
            for unit in &UNIT_CELLS[9 * kind..9 * kind + 9] {
                for &c in unit {
                    assert_eq!(seen & 1 << c, 0);
                    seen |= 1 << c;
                }
            }
            assert_eq!(seen, ALL_CELLS);
        }
    }

    #[test]
    fn unit_cells_agree_with_the_grid_definition() {
        use crate::grid::{BoxShape, Cell, Unit, unit_cells};
        let shape = BoxShape::new(3, 3).unwrap();
        for (u, cells) in UNIT_CELLS.iter().enumerate() {
            let kind = Unit::ALL[u / 9];
            let first = Cell::from_index(cells[0] as usize, 9);
            let expected: Vec<u8> = unit_cells(shape, first, kind)
                .map(|c| c.index(9) as u8)
                .collect();
            assert_eq!(cells.to_vec(), expected, "unit {u}");
        }
    }
}
