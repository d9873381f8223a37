//! Which givens go together: a symmetric puzzle removes a cell together
//! with its images.

use crate::grid::Cell;

/// The symmetry of the givens' pattern.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Symmetry {
    /// Any pattern.
    #[default]
    None,
    /// A half turn about the centre: `(r, c)` goes with `(N-1-r, N-1-c)`.
    Rotational,
    /// A mirror in the vertical centre line: `(r, c)` goes with `(r, N-1-c)`.
    Mirror,
}

impl Symmetry {
    /// Every symmetry, as `--symmetry` lists them.
    pub const ALL: [Symmetry; 3] = [Symmetry::None, Symmetry::Rotational, Symmetry::Mirror];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The image of `cell` on a board of side `side`.
    fn image(self, cell: Cell, side: usize) -> Cell {
        match self {
            Symmetry::None => cell,
            Symmetry::Rotational => Cell::new(
                side - 1 - usize::from(cell.row),
                side - 1 - usize::from(cell.col),
            ),
            Symmetry::Mirror => Cell::new(usize::from(cell.row), side - 1 - usize::from(cell.col)),
        }
    }

    /// The board's cells in groups that are removed together (one or two
    /// cells; the centre, or the middle column of a mirror, alone), each
    /// group once, as cell indexes, in reading order of their first cell.
    pub fn orbits(self, side: usize) -> Vec<Vec<usize>> {
        let mut orbits = Vec::new();
        for index in 0..side * side {
            let cell = Cell::from_index(index, side);
            let other = self.image(cell, side).index(side);
            if other == index {
                orbits.push(vec![index]);
            } else if other > index {
                orbits.push(vec![index, other]);
            }
        }
        orbits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_the_board_once() {
        for symmetry in Symmetry::ALL {
            for side in [4, 6, 9, 16] {
                let mut seen: Vec<usize> = symmetry.orbits(side).into_iter().flatten().collect();
                seen.sort_unstable();
                assert_eq!(
                    seen,
                    (0..side * side).collect::<Vec<_>>(),
                    "{symmetry:?} {side}"
                );
            }
        }
        assert_eq!(
            Symmetry::Rotational.orbits(9).len(),
            41,
            "40 pairs and the centre"
        );
        assert_eq!(
            Symmetry::Mirror.orbits(9).len(),
            45,
            "36 pairs and 9 in the middle column"
        );
        assert_eq!(
            Symmetry::Rotational.orbits(4).len(),
            8,
            "no centre cell on an even side"
        );
    }
}
