//! The board and the path as the page will rebuild them: the renderer follows
//! every event on its own copy, so that [`super::codec::encode`] can leave out
//! what the page works out again from the board, and check it first.

use crate::grid::{BoxShape, Cell, Grid, Unit};
use crate::trace::{Effect, Event, Origin, Puzzle};

/// The puzzle's givens as digits, one per cell (0 for an empty cell).
pub(super) fn givens_of(puzzle: &Puzzle) -> Vec<u8> {
    puzzle
        .givens
        .bytes()
        .map(|c| digit_value(c) as u8)
        .collect()
}

/// The digit a character of a one-line grid writes (0 for `.`, or for anything else).
pub(super) fn digit_value(c: u8) -> u32 {
    (c as char).to_digit(36).unwrap_or(0)
}

/// The board and the path as the page will rebuild them, followed event by event.
pub(super) struct Model {
    pub(super) side: usize,
    pub(super) board: Grid,
    /// The cells of the placements standing, the deepest last: every level,
    /// however deep a trace that breaks the rules stands (1,024 guesses on
    /// one cell). The codes leave each event's depth to the page, which
    /// counts every level too (`sp` in model.js) though it keeps the
    /// entries of only the first NN + 1 (`STACK_SIZE`): the two counts
    /// must agree, or the page tells other depths than the trace.
    pub(super) stack: Vec<u16>,
    pub(super) solutions: u64,
}

impl Model {
    pub(super) fn new(shape: BoxShape, givens: &[u8]) -> Model {
        let cells = (0..shape.cell_count())
            .map(|i| {
                givens
                    .get(i)
                    .copied()
                    .filter(|&d| usize::from(d) <= shape.side())
                    .unwrap_or(0)
            })
            .collect();
        Model {
            side: shape.side(),
            board: Grid::from_cells(shape, cells).expect("every cell checked against the side"),
            stack: Vec::new(),
            solutions: 0,
        }
    }

    pub(super) fn index(&self, cell: Cell) -> Option<usize> {
        let ok = usize::from(cell.row) < self.side && usize::from(cell.col) < self.side;
        ok.then(|| cell.index(self.side))
    }

    pub(super) fn is_digit(&self, digit: u8) -> bool {
        digit >= 1 && usize::from(digit) <= self.side
    }

    /// Why `digit` cannot go into `cell` ([`Grid::first_holder`]: the rule of
    /// the solver's candidate computation and conflict check).
    pub(super) fn reason(&self, cell: Cell, digit: u8) -> Option<(Cell, Unit)> {
        self.board.first_holder(cell, digit)
    }

    /// Whether `check` holds for every digit and its reason (`None` for a candidate).
    pub(super) fn reasons_match(
        &self,
        cell: Cell,
        check: impl Fn(u8, Option<(Cell, Unit)>) -> bool,
    ) -> bool {
        let first = self.board.holders(cell);
        (1..=self.side).all(|d| check(d as u8, first[d]))
    }

    /// Follows `event`, with the values it carries (so that an event that
    /// travels whole moves the board as the page will move it).
    pub(super) fn apply(&mut self, event: &Event) {
        if let Event::Solved { number, .. } = *event {
            self.solutions = number;
        }
        match event.effect() {
            Effect::Fill { cell, digit, by } => {
                if let Some(i) = self.index(cell) {
                    // A digit past the side (a library caller's event; the
                    // reader refuses them) cannot be on the board, but the
                    // guess still stands on the path, as on the page.
                    if usize::from(digit) <= self.side {
                        self.board.set(cell, digit);
                    }
                    if by == Origin::Guess {
                        self.stack.push(i as u16);
                    }
                }
            }
            Effect::Clear { cell, by, .. } => {
                if self.index(cell).is_some() {
                    self.board.set(cell, 0);
                    if by == Origin::Guess {
                        self.stack.pop();
                    }
                }
            }
            Effect::Prune { .. } | Effect::None => {}
        }
    }
}
