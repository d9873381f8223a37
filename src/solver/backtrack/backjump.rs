//! Conflict-directed backjumping (Prosser's CBJ, as the textbook tells it),
//! with no inference or with forward checking (FC-CBJ).
//!
//! Each cell on the path keeps a conflict set of guesses, by depth: for
//! every digit of its domain (the digits no given excludes) that a guess
//! excludes, the earliest such guess. A cell with no candidate is a dead
//! end; when a cell's values are all used up (or it had none), the search
//! jumps back to the latest guess in its conflict set, undoing every guess
//! in between, and that guess's cell inherits the rest of the set. A
//! solution counts as a failure of every guess on its path, so after one the
//! search goes back chronologically and `--all-solutions` stays complete.
//!
//! With forward checking (issue 29) a cell's conflict set starts as
//! `pruned_by`, the guesses whose forward checking took a value from its
//! domain (givens never count: they shaped the domain it started with).
//! A guess X = x that wipes out a peer Y is a dead end whose conflict set
//! is `pruned_by(Y)`; X's set gains it without X, and X tries its next
//! value. When X's values are used up, the jump goes as without inference.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::search::SearchState;
use super::inference::{Domains, Mark, Wipeout};
use super::{Choices, Inference, Peers, select, values};
use crate::trace::{End, Event, EventKind, Guess, Sink};

/// How a level of the search comes back to the level above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Back {
    /// A solution was found below: go back chronologically.
    Solved,
    /// Every value below failed: go back to the guess at this depth (its
    /// cell tries its next value), or, at depth 0, to no guess at all: the
    /// search is over.
    JumpTo(u32),
}

/// Sets of depths (1 for the first guess), as bits.
struct ConflictSets {
    /// One set per depth of the path, `words` words each.
    bits: Vec<u64>,
    words: usize,
}

impl ConflictSets {
    fn new(levels: usize) -> ConflictSets {
        let words = (levels + 1).div_ceil(64);
        ConflictSets {
            bits: vec![0; words * (levels + 1)],
            words,
        }
    }

    fn set(&mut self, of: u32) -> &mut [u64] {
        let at = of as usize * self.words;
        &mut self.bits[at..at + self.words]
    }

    fn clear(&mut self, of: u32) {
        self.set(of).fill(0);
    }

    fn add(&mut self, of: u32, depth: u32) {
        self.set(of)[depth as usize / 64] |= 1 << (depth % 64);
    }

    /// Whether the set of level `of` holds the guess at `depth`.
    fn contains(&self, of: u32, depth: u32) -> bool {
        let at = of as usize * self.words;
        self.bits[at + depth as usize / 64] & (1 << (depth % 64)) != 0
    }

    /// The latest guess in the set of level `of`, if any.
    fn latest(&self, of: u32) -> Option<u32> {
        let at = of as usize * self.words;
        let set = &self.bits[at..at + self.words];
        set.iter()
            .enumerate()
            .rev()
            .find_map(|(w, &bits)| (bits != 0).then(|| (w * 64) as u32 + 63 - bits.leading_zeros()))
    }

    /// Adds the set of level `from`, without `to` itself, to that of level `to - 1`
    /// (the level whose cell the guess at depth `to` fills).
    fn inherit(&mut self, from: u32, to: u32) {
        let (src, dst) = (from as usize * self.words, (to - 1) as usize * self.words);
        for w in 0..self.words {
            let mut word = self.bits[src + w];
            if w == to as usize / 64 {
                word &= !(1 << (to % 64));
            }
            self.bits[dst + w] |= word;
        }
    }
}

/// The state a backjumping search keeps besides the board.
struct Jumper<'p> {
    peers: &'p Peers,
    choices: Choices,
    /// The domains (the candidates: no inference).
    domains: Domains,
    /// The digits no given excludes, per cell: the domain a conflict set
    /// accounts for.
    base: Vec<u32>,
    /// The depth of the guess in each cell, 0 for a given or an empty cell.
    level: Vec<u32>,
    /// The cell of each guess standing, the first guess first.
    path: Vec<usize>,
    /// Under forward checking, where the trail of prunings stood before
    /// each guess standing made its own, the first guess first.
    marks: Vec<Mark>,
    sets: ConflictSets,
}

/// Runs conflict-directed backjumping from the current board (the givens).
pub(crate) fn search<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    peers: &Peers,
    choices: Choices,
) -> ControlFlow<End> {
    debug_assert_ne!(choices.inference(), Inference::Mac);
    let cells = s.board.cell_count();
    let mut jumper = Jumper {
        peers,
        choices,
        domains: Domains::new(&s.board, choices.inference()),
        base: (0..cells).map(|i| s.board.candidates(i).bits()).collect(),
        level: vec![0; cells],
        path: Vec::with_capacity(cells),
        marks: Vec::with_capacity(cells),
        sets: ConflictSets::new(cells),
    };
    descend(s, &mut jumper, 0)?;
    ControlFlow::Continue(())
}

impl Jumper<'_> {
    /// Whether forward checking runs (FC-CBJ).
    fn infers(&self) -> bool {
        self.choices.inference() != Inference::None
    }

    /// Adds to the set of level `of` the guesses whose forward checking
    /// pruned the cell at `index` (`pruned_by`), but the guess at `but`.
    fn add_pruned_by(&mut self, of: u32, index: usize, but: u32) {
        for (k, &mark) in self.marks.iter().enumerate() {
            let depth = k as u32 + 1;
            let pruned = match self.marks.get(k + 1) {
                Some(&next) => self.domains.pruned_between(mark, next).any(|c| c == index),
                None => self.domains.pruned_since(mark).any(|c| c == index),
            };
            if pruned && depth != but {
                self.sets.add(of, depth);
            }
        }
    }

    /// The conflict set of the cell chosen at `depth`, as events list it:
    /// each guess's cell and depth, the earliest first.
    fn guesses(&self, board: &Board, depth: u32) -> Vec<Guess> {
        (1..=depth)
            .filter(|&d| self.sets.contains(depth, d))
            .map(|d| Guess {
                cell: board.cell(self.path[d as usize - 1]),
                depth: d,
            })
            .collect()
    }
}

/// One level: pick a cell, note the guesses that exclude its digits, try its
/// values, and come back with where to go.
fn descend<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    j: &mut Jumper<'_>,
    depth: u32,
) -> ControlFlow<End, Back> {
    let Some(index) = select::next(&s.board, &j.domains, j.peers, j.choices.select()) else {
        s.solved(depth)?;
        return ControlFlow::Continue(Back::Solved);
    };
    if j.infers() {
        // pruned_by(X): the guesses above already narrowed its domain.
        j.sets.clear(depth);
        j.add_pruned_by(depth, index, 0);
    } else {
        note_conflicts(s, j, index, depth);
    }
    s.candidates_computed(index, depth)?;
    let mut order = values::Order::default();
    values::order(
        &s.board,
        &j.domains,
        j.peers,
        index,
        j.choices.values(),
        &mut order,
    );
    values::report(s, j.choices.values(), index, &order, depth)?;
    if order.is_empty() {
        s.dead_end(index, depth)?;
        s.emit(EventKind::ConflictSet, depth, |b| Event::ConflictSet {
            cell: b.cell(index),
            depth,
            conflicts: j.guesses(b, depth),
        })?;
        return jump(s, j, index, depth);
    }
    let count = order.len() as u8;
    let mut solved_below = false;
    for (k, &digit) in order.digits().iter().enumerate() {
        let placed = depth + 1;
        s.place(index, digit, placed, Some((k as u8 + 1, count)))?;
        j.level[index] = placed;
        j.path.push(index);
        let mark = j.domains.mark();
        j.marks.push(mark);
        let back = match j
            .domains
            .after_placement(s, j.peers, index, digit, placed)?
        {
            None => descend(s, j, placed)?,
            Some(Wipeout { cell }) => wiped_out(s, j, cell, depth)?,
        };
        // Undoing a guess restores every pruning made since it.
        j.domains.restore(mark);
        j.marks.pop();
        j.path.pop();
        j.level[index] = 0;
        s.undo(index, placed)?;
        match back {
            Back::Solved => solved_below = true,
            // The jump lands on this guess: its cell tries its next value,
            // its set already holds what the jumper's set passed on.
            Back::JumpTo(to) if to == placed => {}
            // The jump goes further up: this guess is one it skips.
            Back::JumpTo(to) => return ControlFlow::Continue(Back::JumpTo(to)),
        }
    }
    if solved_below {
        // Every guess above is in the failure of the solution's path, so
        // the latest of them, the one chronological backtracking goes to.
        return ControlFlow::Continue(Back::Solved);
    }
    jump(s, j, index, depth)
}

/// The guess at `depth + 1` wiped out the cell at `index`: a dead end whose
/// conflict set is the guesses that pruned it; the guess's own level gains
/// them, and its cell tries its next value.
fn wiped_out<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    j: &mut Jumper<'_>,
    index: usize,
    depth: u32,
) -> ControlFlow<End, Back> {
    let placed = depth + 1;
    s.dead_end(index, placed)?;
    // The wiped-out cell's set, one level down where no cell was chosen:
    // only the event reads it.
    j.sets.clear(placed);
    j.add_pruned_by(placed, index, 0);
    s.emit(EventKind::ConflictSet, placed, |b| Event::ConflictSet {
        cell: b.cell(index),
        depth: placed,
        conflicts: j.guesses(b, placed),
    })?;
    j.add_pruned_by(depth, index, placed);
    ControlFlow::Continue(Back::JumpTo(placed))
}

/// The conflict set of the cell at `index`, chosen at `depth`: for each
/// digit of its domain that a guess excludes, the earliest such guess.
fn note_conflicts<S: Sink + ?Sized>(
    s: &SearchState<'_, S>,
    j: &mut Jumper<'_>,
    index: usize,
    depth: u32,
) {
    j.sets.clear(depth);
    // earliest[d]: the depth of the earliest guess holding d among the peers.
    let mut earliest = [u32::MAX; crate::grid::MAX_SIDE + 1];
    for &peer in j.peers.of(index) {
        let peer = usize::from(peer);
        let level = j.level[peer];
        if level > 0 {
            let digit = usize::from(s.board.get(peer));
            earliest[digit] = earliest[digit].min(level);
        }
    }
    let base = j.base[index];
    for (digit, &level) in earliest.iter().enumerate() {
        if level != u32::MAX && base & (1 << digit) != 0 {
            j.sets.add(depth, level);
        }
    }
}

/// Where the cell at `index`, chosen at `depth`, its values used up, goes
/// back to: the latest guess in its conflict set, which inherits the rest of
/// the set. Reported as a backjump when it goes over a guess.
fn jump<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    j: &mut Jumper<'_>,
    index: usize,
    depth: u32,
) -> ControlFlow<End, Back> {
    let Some(to) = j.sets.latest(depth) else {
        // No guess is to blame: the givens alone leave this cell nothing,
        // so no completion exists. Not a backjump: there is no guess to go
        // to, and the search ends undoing every guess standing.
        return ControlFlow::Continue(Back::JumpTo(0));
    };
    let over = depth - to;
    if over > 0 {
        let target = j.path[to as usize - 1];
        s.emit_jump(EventKind::Backjumped, depth, over, |b| Event::Backjumped {
            cell: b.cell(index),
            depth,
            to: b.cell(target),
            digit: b.get(target),
            over,
            conflicts: j.guesses(b, depth),
        })?;
    }
    j.sets.inherit(depth, to);
    ControlFlow::Continue(Back::JumpTo(to))
}
