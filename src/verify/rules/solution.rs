//! A solution: every cell filled, no clash, the very board the events built,
//! numbered in order and, for a document, the grid its `solutions` list holds.

use crate::grid::Cell;
use crate::verify::Verifier;
use crate::verify::claim::{Claim, GridWrong, SolutionClaim};

impl Verifier {
    /// A solved grid: the board the events built, full and valid, numbered next
    /// and, for a document whose list is known, the grid the list holds.
    pub(super) fn check_solution(&self, number: u64, grid: &str) -> Result<(), Claim> {
        let side = self.side();
        if let Some(empty) = (0..side * side)
            .map(|i| Cell::from_index(i, side))
            .find(|&c| self.board.get(c) == 0)
        {
            let claim = SolutionClaim::Unfilled {
                empty,
                filled: self.board.filled(),
                cells: side * side,
            };
            return Err(Claim::Solution(claim));
        }
        if let Some((a, b, unit)) = self.board.first_clash() {
            let digit = self.board.get(a);
            let claim = SolutionClaim::Clash { a, b, digit, unit };
            return Err(Claim::Solution(claim));
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
            let wrong = match first {
                None => GridWrong::Length {
                    len: grid.chars().count(),
                    cells: side * side,
                },
                Some((at, (found, _))) => {
                    let cell = Cell::from_index(at, side);
                    match self.givens.cells().get(at).copied().unwrap_or(0) {
                        0 => GridWrong::Differs {
                            found,
                            cell,
                            held: self.board.get(cell),
                        },
                        given => GridWrong::ChangesGiven { given, cell, found },
                    }
                }
            };
            let claim = SolutionClaim::WrongGrid { wrong, line };
            return Err(Claim::Solution(claim));
        }
        let want = self.stats.solutions + 1;
        if number != want {
            let claim = SolutionClaim::Number { number, want };
            return Err(Claim::Solution(claim));
        }
        if let Some(list) = &self.solution_list {
            let listed = usize::try_from(number - 1).ok().and_then(|k| list.get(k));
            if listed.map(String::as_str) != Some(grid) {
                let claim = SolutionClaim::NotListed {
                    number,
                    index: number - 1,
                };
                return Err(Claim::Solution(claim));
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
        assert!(
            fault.to_string().contains("22 characters, not 16"),
            "{fault}"
        );
    }
}
