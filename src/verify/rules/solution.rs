//! A solution: every cell filled, no clash, the very board the events built,
//! numbered in order and, for a document, the grid its `solutions` list holds.

use crate::grid::{Cell, digit_char};
use crate::verify::Verifier;
use crate::verify::fault::{Fault, rc, unit_name};

impl Verifier {
    /// A solved grid: the board the events built, full and valid, numbered next
    /// and, for a document whose list is known, the grid the list holds.
    pub(super) fn check_solution(
        &self,
        number: u64,
        grid: &str,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let side = self.side();
        if let Some(empty) = (0..side * side)
            .map(|i| Cell::from_index(i, side))
            .find(|&c| self.board.get(c) == 0)
        {
            return Err(fault(
                format!(
                    "a solution while {} is empty ({} of {} cells filled)",
                    rc(empty),
                    self.board.filled(),
                    side * side
                ),
                "a solution only when every cell is filled".into(),
            ));
        }
        if let Some((a, b, unit)) = self.board.first_clash() {
            return Err(fault(
                format!(
                    "an invalid solution: {} and {} both hold {} in the {}",
                    rc(a),
                    rc(b),
                    digit_char(self.board.get(a)),
                    unit_name(unit)
                ),
                "each digit once in every row, column and box".into(),
            ));
        }
        let line = self.board.to_line();
        if grid != line {
            // Where the two first differ; none when one is a prefix of the
            // other (the board's line has exactly side² characters).
            let first = grid
                .chars()
                .zip(line.chars())
                .enumerate()
                .find(|(_, (a, b))| a != b);
            let what = match first {
                None => format!(
                    "the grid has {} characters, not {}",
                    grid.chars().count(),
                    side * side
                ),
                Some((at, (c, _))) => {
                    let cell = Cell::from_index(at, side);
                    match self.givens.cells().get(at).copied().unwrap_or(0) {
                        0 => format!(
                            "the grid has {c} at {}, where the board holds {}",
                            rc(cell),
                            digit_char(self.board.get(cell))
                        ),
                        given => format!(
                            "the grid changes the given {} at {} to {c}",
                            digit_char(given),
                            rc(cell)
                        ),
                    }
                }
            };
            return Err(fault(
                format!("wrong solution: {what}"),
                format!("the board the events built: {line}"),
            ));
        }
        let want = self.stats.solutions + 1;
        if number != want {
            return Err(fault(
                format!("solution number {number}"),
                format!("number {want}: solutions are numbered 1, 2, 3… in order"),
            ));
        }
        if let Some(list) = &self.solution_list {
            let listed = usize::try_from(number - 1).ok().and_then(|k| list.get(k));
            if listed.map(String::as_str) != Some(grid) {
                return Err(fault(
                    format!(
                        "solution {number} is not the document's solutions[{}]",
                        number - 1
                    ),
                    "the `solutions` list to hold every solved grid, in order".into(),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::verifier;
    use crate::grid::Cell;
    use crate::trace::Event;

    /// Found by fuzzing: a solution grid that is the board's line and more.
    #[test]
    fn a_solution_longer_than_the_board_is_a_fault() {
        let mut v = verifier();
        for (cell, digit, depth) in [((2, 1), 3, 1), ((2, 3), 1, 2), ((3, 1), 1, 3)] {
            let placed = Event::Placed {
                cell: Cell::new(cell.0, cell.1),
                digit,
                depth,
                choice: None,
                of: None,
            };
            v.check(&placed).expect("a legal placement");
        }
        let solved = Event::Solved {
            number: 1,
            depth: 3,
            grid: "1234341223414123puzzle".into(),
        };
        let fault = v.check(&solved).unwrap_err();
        assert!(fault.found.contains("22 characters, not 16"), "{fault}");
    }
}
