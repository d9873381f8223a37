//! What the textbook's sentences need to know about the search so far, kept
//! while a log is followed: each cell's domain and which pruning took each
//! value out (its step, the peer and the reason), the guesses standing with
//! their steps, and the cell of a dead end whose conflict set and backjump
//! follow.
//!
//! A renderer tells an event with the state *before* it ([`Reasoning::apply`]
//! after the sentence): a wipeout names the pruning that emptied the domain,
//! a backjump the guesses it is about to undo. Bounded by the board, however
//! long the log: at most one pruning a cell and digit stands, and at most
//! one guess a cell (a deeper one from another program's trace is not kept).

use crate::grid::{Cell, DigitSet, Grid, MAX_SIDE, Unit, unit_cells};
use crate::trace::{Effect, Event, Origin, PruneReason, Subject};

/// A pruning standing: which value left a cell's domain, when and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruning {
    /// The value taken out.
    pub digit: u8,
    /// The step (1-based, as the text numbers them) of the `pruned` event.
    pub step: u64,
    /// The peer whose value rules it out.
    pub by: Cell,
    /// Whether `by` was just placed (forward checking) or has one value left (arc consistency).
    pub reason: PruneReason,
    /// The depth of the pruning: the guess it stands under (0: for good).
    pub depth: u32,
}

/// A guess on the path, as the log made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandingGuess {
    /// The cell filled.
    pub cell: Cell,
    /// The digit tried.
    pub digit: u8,
    /// Its depth (1 for the first).
    pub depth: u32,
    /// The step of its `placed` event.
    pub step: u64,
}

/// Why a digit is out of a cell at a dead end, as a conflict set counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blame {
    /// A given in a unit of the cell holds it: never undone, so no guess is to blame.
    Given(Cell),
    /// The earliest guess standing in a unit of the cell that holds it.
    Guess(StandingGuess),
    /// Nothing holds it (the cell could take it): not excluded.
    Free,
}

/// The domains, the path and the dead end a log has reached.
#[derive(Clone, Debug)]
pub struct Reasoning {
    givens: Grid,
    /// The board now: the givens and everything filled since.
    board: Grid,
    /// For each cell and digit (`cell × (MAX_SIDE + 1) + digit`), the pruning standing.
    pruned: Vec<Option<Pruning>>,
    /// The prunings standing, in order, by cell index and digit: undone from the end.
    trail: Vec<(usize, u8)>,
    /// The guesses standing, the first at index 0.
    path: Vec<StandingGuess>,
    /// The guess depth of each filled cell (0: a given or a deduction).
    guess_depth: Vec<u32>,
    /// The cell of the last dead end, until the search leaves it (its
    /// conflict set and backjump are told of that dead end).
    dead_end: Option<Cell>,
    /// The steps followed so far.
    step: u64,
}

impl Reasoning {
    /// Before the first event of a search from `givens`.
    pub fn new(givens: Grid) -> Reasoning {
        let cells = givens.side() * givens.side();
        Reasoning {
            board: givens.clone(),
            givens,
            pruned: vec![None; cells * (MAX_SIDE + 1)],
            trail: Vec::new(),
            path: Vec::new(),
            guess_depth: vec![0; cells],
            dead_end: None,
            step: 0,
        }
    }

    /// Follows one event (after it has been told).
    pub fn apply(&mut self, event: &Event) {
        self.step += 1;
        let side = self.board.side();
        let fits = |cell: Cell, digit: u8| self.board.contains(cell) && usize::from(digit) <= side;
        match event {
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                ..
            } => self.dead_end = Some(*cell),
            Event::ConflictSet { .. } => {}
            _ => self.dead_end = None,
        }
        match (event.effect(), event) {
            (Effect::Fill { cell, digit, by }, _) if fits(cell, digit) => {
                self.board.set(cell, digit);
                if by == Origin::Guess {
                    let depth = event.depth();
                    self.path.truncate(depth.saturating_sub(1) as usize);
                    if self.path.len() + 1 == depth as usize && self.path.len() < side * side {
                        self.path.push(StandingGuess {
                            cell,
                            digit,
                            depth,
                            step: self.step,
                        });
                        self.guess_depth[cell.index(side)] = depth;
                    }
                }
            }
            (Effect::Clear { cell, by, .. }, _) if fits(cell, 0) => {
                self.board.set(cell, 0);
                self.guess_depth[cell.index(side)] = 0;
                if by == Origin::Guess {
                    let depth = event.depth();
                    self.path.truncate(depth.saturating_sub(1) as usize);
                    self.put_back(depth);
                }
            }
            (
                Effect::Prune { cell, digit },
                Event::Pruned {
                    by, reason, depth, ..
                },
            ) if fits(cell, digit) && digit > 0 => {
                let slot = self.slot(cell, digit);
                if self.pruned[slot].is_none() {
                    self.pruned[slot] = Some(Pruning {
                        digit,
                        step: self.step,
                        by: *by,
                        reason: *reason,
                        depth: *depth,
                    });
                    self.trail.push((cell.index(side), digit));
                }
            }
            _ => {}
        }
    }

    /// Puts back every pruning made under the guess at `depth` or deeper;
    /// one at depth 0 stands for good.
    fn put_back(&mut self, depth: u32) {
        while let Some(&(index, digit)) = self.trail.last() {
            let slot = index * (MAX_SIDE + 1) + usize::from(digit);
            match self.pruned[slot] {
                Some(p) if p.depth >= depth && p.depth > 0 => {
                    self.pruned[slot] = None;
                    self.trail.pop();
                }
                _ => break,
            }
        }
    }

    fn slot(&self, cell: Cell, digit: u8) -> usize {
        cell.index(self.board.side()) * (MAX_SIDE + 1) + usize::from(digit)
    }

    /// The pruning standing that took `digit` out of `cell`'s domain.
    pub fn pruning(&self, cell: Cell, digit: u8) -> Option<Pruning> {
        if !self.board.contains(cell) || usize::from(digit) > self.board.side() {
            return None;
        }
        self.pruned[self.slot(cell, digit)]
    }

    /// `candidates` less the values pruned from `cell`'s domain: the domain.
    pub fn domain(&self, cell: Cell, candidates: DigitSet) -> DigitSet {
        candidates
            .iter()
            .filter(|&d| self.pruning(cell, d).is_none())
            .fold(DigitSet::default(), DigitSet::with)
    }

    /// The domain of the empty `cell` now: the digits no peer holds, less
    /// the values pruned from it.
    pub fn domain_now(&self, cell: Cell) -> DigitSet {
        if !self.board.contains(cell) {
            return DigitSet::default();
        }
        self.domain(cell, self.board.candidates(cell))
    }

    /// The latest pruning standing of `cell`: at a wipeout, the one that took its last value.
    pub fn last_pruning(&self, cell: Cell) -> Option<Pruning> {
        (1..=self.board.side() as u8)
            .filter_map(|d| self.pruning(cell, d))
            .max_by_key(|p| p.step)
    }

    /// How many prunings stand under the guess at `depth`: the chain that guess set off.
    pub fn chain(&self, depth: u32) -> usize {
        self.trail
            .iter()
            .rev()
            .map(|&(index, digit)| self.pruned[index * (MAX_SIDE + 1) + usize::from(digit)])
            .take_while(|p| p.is_some_and(|p| p.depth >= depth))
            .filter(|p| p.is_some_and(|p| p.depth == depth))
            .count()
    }

    /// The board now: the givens and everything filled since.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// The side of the board followed.
    pub fn side(&self) -> usize {
        self.board.side()
    }

    /// The guesses standing, the first first.
    pub fn path(&self) -> &[StandingGuess] {
        &self.path
    }

    /// The guess standing at `depth`, if the path holds it.
    pub fn guess_at(&self, depth: u32) -> Option<StandingGuess> {
        self.path.get((depth as usize).checked_sub(1)?).copied()
    }

    /// The cell of the dead end the search is at, if the last events were
    /// that dead end and its conflict set.
    pub fn dead_end(&self) -> Option<Cell> {
        self.dead_end
    }

    /// Why `digit` is out of `cell` as a conflict set counts it: a given in
    /// one of its units, else the earliest guess standing there that holds it.
    pub fn blame(&self, cell: Cell, digit: u8) -> Blame {
        if !self.board.contains(cell) {
            return Blame::Free;
        }
        if let Some((given, _)) = self.givens.first_holder(cell, digit) {
            return Blame::Given(given);
        }
        let shape = self.board.shape();
        let side = self.board.side();
        Unit::ALL
            .iter()
            .flat_map(|&unit| unit_cells(shape, cell, unit))
            .filter(|&peer| peer != cell && self.board.get(peer) == digit)
            .filter_map(|peer| {
                self.guess_at(self.guess_depth[peer.index(side)])
                    .filter(|g| g.cell == peer && g.digit == digit)
            })
            .min_by_key(|g| g.depth)
            .map_or(Blame::Free, Blame::Guess)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::BoxShape;

    fn empty_4x4() -> Grid {
        Grid::from_cells(BoxShape::for_side(4).unwrap(), vec![0; 16]).unwrap()
    }

    fn placed(row: usize, col: usize, digit: u8, depth: u32) -> Event {
        Event::Placed {
            cell: Cell::new(row, col),
            digit,
            depth,
            choice: None,
            of: None,
        }
    }

    fn pruned(row: usize, col: usize, digit: u8, depth: u32, by: Cell) -> Event {
        Event::Pruned {
            cell: Cell::new(row, col),
            digit,
            depth,
            by,
            reason: PruneReason::Placed,
        }
    }

    #[test]
    fn a_pruning_is_kept_with_its_step_and_put_back_with_its_guess() {
        let mut r = Reasoning::new(empty_4x4());
        let a = Cell::new(0, 0);
        r.apply(&placed(0, 0, 1, 1));
        r.apply(&pruned(0, 1, 1, 1, a));
        r.apply(&pruned(1, 0, 1, 1, a));
        let p = r.pruning(Cell::new(0, 1), 1).unwrap();
        assert_eq!((p.step, p.by, p.depth), (2, a, 1));
        assert_eq!(r.chain(1), 2);
        let all = DigitSet::default().with(1).with(2);
        assert_eq!(r.domain(Cell::new(0, 1), all), DigitSet::default().with(2));
        r.apply(&Event::Undone {
            cell: a,
            digit: 1,
            depth: 1,
        });
        assert_eq!(r.pruning(Cell::new(0, 1), 1), None);
        assert_eq!(r.domain(Cell::new(0, 1), all), all);
        assert!(r.path().is_empty());
    }

    #[test]
    fn the_last_pruning_of_a_cell_is_the_latest_step() {
        let mut r = Reasoning::new(empty_4x4());
        r.apply(&placed(0, 0, 1, 1));
        r.apply(&pruned(1, 1, 1, 1, Cell::new(0, 0)));
        r.apply(&placed(0, 2, 2, 2));
        r.apply(&pruned(1, 1, 2, 2, Cell::new(0, 2)));
        let last = r.last_pruning(Cell::new(1, 1)).unwrap();
        assert_eq!((last.digit, last.step), (2, 4));
        assert_eq!(r.chain(2), 1);
        assert_eq!(r.chain(1), 1);
    }

    #[test]
    fn blame_goes_to_a_given_first_then_to_the_earliest_guess() {
        let mut cells = vec![0; 16];
        cells[3] = 4; // r1c4 = 4, a given
        let givens = Grid::from_cells(BoxShape::for_side(4).unwrap(), cells).unwrap();
        let mut r = Reasoning::new(givens);
        r.apply(&placed(0, 0, 2, 1)); // r1c1 = 2
        r.apply(&placed(2, 1, 3, 2)); // r3c2 = 3
        r.apply(&placed(1, 1, 1, 3)); // r2c2 = 1
        let target = Cell::new(0, 1); // r1c2
        assert_eq!(r.blame(target, 4), Blame::Given(Cell::new(0, 3)));
        assert!(matches!(r.blame(target, 2), Blame::Guess(g) if g.depth == 1));
        assert!(matches!(r.blame(target, 1), Blame::Guess(g) if g.depth == 3 && g.step == 3));
        assert!(matches!(r.blame(target, 3), Blame::Guess(g) if g.cell == Cell::new(2, 1)));
    }

    #[test]
    fn a_dead_end_is_remembered_through_its_conflict_set_only() {
        let mut r = Reasoning::new(empty_4x4());
        let cell = Cell::new(3, 3);
        r.apply(&Event::DeadEnd {
            subject: Subject::Cell(cell),
            depth: 0,
        });
        r.apply(&Event::ConflictSet {
            cell,
            depth: 0,
            conflicts: vec![],
        });
        assert_eq!(r.dead_end(), Some(cell));
        r.apply(&placed(0, 0, 1, 1));
        assert_eq!(r.dead_end(), None);
    }

    #[test]
    fn a_log_that_stacks_guesses_past_the_board_keeps_at_most_one_a_cell() {
        let mut r = Reasoning::new(empty_4x4());
        for depth in 1..=100 {
            r.apply(&placed(0, 0, 1, depth));
        }
        assert!(r.path().len() <= 16);
    }
}
