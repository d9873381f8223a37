//! Quiz mode's moments: where the walkthrough stops to ask the learner
//! first, chosen from the trace, so every answer is right by construction.
//!
//! A [`Picker`] follows the recorded events and notes every *candidate
//! moment*, an event the page can stop before and ask about, with its
//! answer taken from the events themselves:
//!
//! - [`Ask::Backjump`]: before a backjump, which standing guess it lands on
//!   (the event's `to`);
//! - [`Ask::Skipped`]: before a backjump, which of the guesses it jumps
//!   over still had values to try (a guess's `choice` below its `of`): the
//!   work backjumping saves, where the others had tried their last value
//!   and chronological backtracking would have undone them too;
//! - [`Ask::Wipeout`]: before a guess whose inference wipes out a domain,
//!   which cell's domain the search finds empty (the cell of the dead end
//!   that follows the guess's prunings);
//! - [`Ask::Lcv`]: before the least-constraining value orders a cell's
//!   values, which it tries first (only where that value takes strictly
//!   fewer options from the peers than the next, so the answer is one);
//! - [`Ask::Propagates`]: under MAC, before arc consistency propagates a
//!   cell's one value left to its peers, which cell it propagates (any cell
//!   with one value a peer still holds is right, [`ties`]);
//! - [`Ask::Pruned`]: before a pruning by arc consistency, which digit leaves
//!   the cell's domain (forward checking's prunings take the digit just
//!   placed, which the narration has just said, so they are not asked);
//! - [`Ask::Forced`]: before a deduction, which digit the rule forces;
//! - [`Ask::Dead`]: before a guess, whether it leads to a dead end: yes when
//!   it is undone with no solution found beneath it, no when a solution is
//!   found while it stands (a guess the search never settles, cut by a
//!   limit, is no candidate);
//! - [`Ask::Next`]: before the search picks its next cell after a
//!   placement, which cell it takes (after an undo the next cell is the
//!   one undone, which asks nothing); under `mrv` every cell tied for the
//!   fewest values is a right answer ([`ties`]);
//! - [`Ask::Candidates`]: before a cell's candidates are computed, which
//!   they are (left out where the search infers: the board then draws each
//!   cell's domain, which gives the answer away).
//!
//! [`Picker::pick`] then cuts the recorded events into `n` equal slices and
//! takes at most one moment from each, so the questions spread over the
//! whole search. The kinds rotate: slice `k` wants the `k`-th kind (modulo
//! how many kinds the trace offers, in the order above, rarest first), and
//! takes the next kind in that rotation when it has none of it. Within a
//! kind, a moment of quality wins (a guess with another choice, a cell with
//! a choice of candidates, a hidden single, a
//! backjump over guesses, an LCV order that is not ascending), then the one
//! nearest the middle of its slice, then the earlier. A yes-or-no kind
//! ([`Ask::Dead`]) takes, in each slice, the answer it has given fewer times
//! so far when the slice has one, and never gives one answer more than two
//! times beyond the other (the slice asks another kind instead), so that
//! "yes" is no safe bet. Everything
//! is read off the events in order, so the same trace gives the same quiz.
//!
//! A long search is thinned as it goes, so the picker's memory stays small
//! whatever the trace's length: past [`KEPT`] candidates, the events are
//! cut into blocks of 2, 4, 8… events and each block keeps, per kind, its
//! best candidate by the same rule (quality, then nearest the block's
//! middle). The blocks stay far narrower than a slice (a slice is at least
//! a fiftieth of the events; the blocks leave about 2,000 candidates), so
//! the slices choose among moments close to those they would have had.

mod ties;

use serde::Serialize;

pub use ties::Tie;
use ties::TieFinder;

use super::compare::had_values_left;
use super::worksheet::named_cell;
use crate::grid::Grid;
use crate::trace::{Change, Event, Origin, PruneReason, Rule, Subject};

/// The most questions a page asks (`--quiz` refuses more).
pub const MAX_QUESTIONS: u32 = 50;

/// The most candidates the picker keeps before it thins them.
pub const KEPT: usize = 4096;

/// What a question asks, in the order slices take them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Where the backjump lands: the answer is the cell of the guess.
    Backjump,
    /// Which guesses the backjump skips with values left to try: the
    /// answer is [`Moment::untried`].
    Skipped,
    /// Which cell's domain the guess wipes out: the answer is its index.
    Wipeout,
    /// Which value the least-constraining value tries first.
    Lcv,
    /// Which cell's one value left arc consistency propagates next: the
    /// answer is its index.
    Propagates,
    /// Which digit arc consistency prunes from the cell.
    Pruned,
    /// Which digit a rule forces into the cell.
    Forced,
    /// Whether the guess leads to a dead end: 1 yes, 0 no.
    Dead,
    /// Which cell the search takes next: the answer is its index.
    Next,
    /// Which candidates the cell has: the answer is their bit mask (bit `d`
    /// for digit `d`, as [`crate::grid::DigitSet`]).
    Candidates,
}

impl Ask {
    /// Every kind, in the order slices take them.
    pub const ALL: [Ask; 10] = [
        Ask::Backjump,
        Ask::Skipped,
        Ask::Wipeout,
        Ask::Lcv,
        Ask::Propagates,
        Ask::Pruned,
        Ask::Forced,
        Ask::Dead,
        Ask::Next,
        Ask::Candidates,
    ];
}

/// One question: the page stops before event `at` (0-based: it shows step
/// `at`, the board before the event), asks, and checks against `answer`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Moment {
    /// The event the question is about, shown once it is answered.
    pub at: u32,
    /// What it asks.
    pub ask: Ask,
    /// The cell asked about, by reading-order index (the guess's, the
    /// pruned or forced cell, the cell whose values ran out; for
    /// [`Ask::Next`] the answer's).
    pub cell: u32,
    /// The digit of the guess ([`Ask::Dead`], [`Ask::Wipeout`]) or of the
    /// guess a backjump lands on ([`Ask::Backjump`], [`Ask::Skipped`]),
    /// else 0.
    pub digit: u8,
    /// The answer (see [`Ask`]); for [`Ask::Skipped`], how many guesses the
    /// backjump jumps over (the top ones of the path; the guess below them
    /// is where it lands), the answer itself being [`Moment::untried`].
    pub answer: u32,
    /// For [`Ask::Next`] under `mrv`, when more than one cell has the
    /// fewest values, and for [`Ask::Propagates`], when more than one cell
    /// could propagate: every one of them, each a right answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<Tie>,
    /// For [`Ask::Skipped`]: the cells of the guesses jumped over that had
    /// values left to try, the shallowest first (possibly none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub untried: Option<Vec<u32>>,
    /// The event that explains the answer: `at`, but for [`Ask::Dead`] the
    /// undo of the guess (yes) or the first solution beneath it (no), and
    /// for [`Ask::Wipeout`] the dead end.
    pub by: u32,
    /// Whether it is a moment of quality for its kind (see the module).
    #[serde(skip)]
    good: bool,
    /// Whether its answer is known: a guess's once it is undone or a
    /// solution is found beneath it; one never settled is never asked.
    #[serde(skip)]
    settled: bool,
}

impl Moment {
    /// The order of candidates of one kind in a stretch of events whose
    /// middle is `mid2 / 2`: quality first, then nearest the middle, then
    /// the earlier (twice the distances, so that no division rounds them).
    fn rank(&self, mid2: u64) -> (bool, u64, u32) {
        let at2 = 2 * u64::from(self.at) + 1;
        (!self.good, at2.abs_diff(mid2), self.at)
    }
}

/// A guess standing, as the picker follows the search.
struct Standing {
    /// The event of the guess (its [`Ask::Dead`] candidate's `at`).
    at: u32,
    /// Its cell, by reading-order index.
    cell: u32,
    /// Whether its cell had values left to try, as compare's split of
    /// skipped guesses counts it ([`had_values_left`]).
    left: bool,
    /// Whether a solution was found while it stood (its answer is "no").
    solved: bool,
}

/// Follows the recorded events, keeps the candidate moments (thinned past
/// [`KEPT`], see the module), then picks.
pub struct Picker {
    side: usize,
    /// Events followed so far.
    seen: u32,
    /// In the order of their events.
    candidates: Vec<Moment>,
    /// The width of the blocks the candidates were last thinned by (1:
    /// not thinned).
    block: u64,
    standing: Vec<Standing>,
    /// Whether the search moved (placed or undid) since it last chose a
    /// cell, and whether that move was a retreat.
    moved: Option<bool>,
    /// Whether the search infers (an event pruned a domain).
    prunes: bool,
    /// The event of the latest guess while its inference runs (no other
    /// move since), whose wipeout would settle its [`Ask::Wipeout`].
    inferring: Option<u32>,
    /// The cell the event just followed pruned, if it pruned one.
    pruned: Option<crate::grid::Cell>,
    /// The board and domains, followed when the search chooses by MRV or
    /// propagates by arc consistency.
    ties: Option<TieFinder>,
    /// Whether the search chooses its cells by MRV (ties for "next").
    mrv: bool,
    /// Whether MRV's ties are broken by the degree heuristic first (a tie
    /// is then among the cells with the most empty peers too).
    degree: bool,
    /// The cell whose one value the last event propagated, if it was a
    /// pruning by arc consistency.
    propagating: Option<crate::grid::Cell>,
}

impl Picker {
    /// A picker for a board of side `side`.
    pub fn new(side: usize) -> Picker {
        Picker {
            side,
            seen: 0,
            candidates: Vec::new(),
            block: 1,
            standing: Vec::new(),
            moved: None,
            prunes: false,
            inferring: None,
            pruned: None,
            ties: None,
            mrv: false,
            degree: false,
            propagating: None,
        }
    }

    /// The same picker for a search that chooses its cells by the fewest
    /// values left (`mrv`) from `givens`, and of those by the most empty
    /// peers when `degree`: a "which cell next" question then takes every
    /// cell of a tie as right.
    pub fn choosing_by_fewest_values(mut self, givens: Grid, degree: bool) -> Picker {
        self.mrv = true;
        self.degree = degree;
        self.ties.get_or_insert_with(|| TieFinder::new(givens));
        self
    }

    /// The same picker following the domains from `givens`, so that a
    /// question on arc consistency's propagation takes every cell that
    /// could propagate as right. A picker that never follows them asks no
    /// [`Ask::Propagates`].
    pub fn following_domains(mut self, givens: Grid) -> Picker {
        self.ties.get_or_insert_with(|| TieFinder::new(givens));
        self
    }

    /// A candidate at the event being followed.
    fn moment(ask: Ask, at: u32, cell: usize, digit: u8, answer: u32, good: bool) -> Moment {
        Moment {
            at,
            ask,
            cell: cell as u32,
            digit,
            answer,
            tie: None,
            untried: None,
            by: at,
            good,
            settled: true,
        }
    }

    fn push(&mut self, ask: Ask, cell: usize, digit: u8, answer: u32, good: bool, settled: bool) {
        let mut m = Picker::moment(ask, self.seen, cell, digit, answer, good);
        m.settled = settled;
        self.keep(m);
    }

    fn keep(&mut self, moment: Moment) {
        self.candidates.push(moment);
        if self.candidates.len() > KEPT {
            self.thin();
        }
    }

    /// Keeps, per block of events and kind, the best candidate: first in
    /// blocks as wide as last time (the candidates since then are not
    /// thinned yet), then twice as wide, and so on, until at most half of
    /// [`KEPT`] are left.
    fn thin(&mut self) {
        let mut block = self.block.max(2);
        loop {
            self.thin_by(block);
            self.block = block;
            if self.candidates.len() <= KEPT / 2 {
                return;
            }
            block *= 2;
        }
    }

    /// Keeps, per block of `block` events and kind, the best candidate.
    fn thin_by(&mut self, block: u64) {
        let mut kept: Vec<Moment> = Vec::with_capacity(self.candidates.len());
        let mut start = 0;
        while start < self.candidates.len() {
            let first = u64::from(self.candidates[start].at) / block;
            let end = start
                + self.candidates[start..].partition_point(|m| u64::from(m.at) / block == first);
            // Twice the block's middle.
            let mid2 = first * block * 2 + block;
            let group = &self.candidates[start..end];
            let mut best: Vec<&Moment> = Ask::ALL
                .into_iter()
                .filter_map(|kind| {
                    group
                        .iter()
                        .filter(|m| m.ask == kind)
                        .min_by_key(|m| m.rank(mid2))
                })
                .collect();
            // Guesses still standing keep their question whatever the
            // block's best: those standing at a solution are the rare
            // "no" answers (at most one a depth, so few).
            let inferring = self.inferring;
            let pending = group.iter().filter(|m| {
                !m.settled
                    && (m.ask == Ask::Dead || (m.ask == Ask::Wipeout && Some(m.at) == inferring))
            });
            for m in pending {
                if !best.iter().any(|b| (b.at, b.ask) == (m.at, m.ask)) {
                    best.push(m);
                }
            }
            best.sort_by_key(|m| (m.at, m.ask));
            kept.extend(best.into_iter().cloned());
            start = end;
        }
        self.candidates = kept;
    }

    /// The dead-end candidate of the guess made at event `at`, if it is
    /// still kept.
    fn guess_at(&mut self, at: u32) -> Option<&mut Moment> {
        self.kept_at(at, Ask::Dead)
    }

    /// The candidate of kind `ask` at event `at`, if it is still kept.
    fn kept_at(&mut self, at: u32, ask: Ask) -> Option<&mut Moment> {
        let from = self.candidates.partition_point(|m| m.at < at);
        self.candidates[from..]
            .iter_mut()
            .take_while(|m| m.at == at)
            .find(|m| m.ask == ask)
    }

    /// Follows one event (the `seen`-th recorded one).
    pub fn follow(&mut self, event: &Event) {
        let side = self.side;
        let index = |cell: crate::grid::Cell| cell.index(side);
        let change = event.kind().change();
        // The next cell: a choice of cell after a move.
        let chooses = matches!(
            event,
            Event::CandidatesComputed { .. }
                | Event::ValuesOrdered { .. }
                | Event::Placed { .. }
                | Event::Rejected { .. }
                | Event::ConstraintChosen {
                    subject: Subject::Cell(_),
                    ..
                }
        );
        if chooses {
            // After an undo the next cell is the one undone: not asked.
            if let (Some(false), Some(cell)) = (self.moved, named_cell(event)) {
                let at = index(cell);
                let mut m = Picker::moment(Ask::Next, self.seen, at, 0, at as u32, true);
                m.tie = self.ties.as_ref().filter(|_| self.mrv).and_then(|t| {
                    let tie = t.tie();
                    let tie = if self.degree { t.by_degree(tie) } else { tie };
                    tie.accepting(m.answer)
                });
                self.keep(m);
            }
            self.moved = None;
        }
        match event {
            Event::CandidatesComputed {
                cell, candidates, ..
            } => {
                let good = candidates.len() > 1;
                self.push(
                    Ask::Candidates,
                    index(*cell),
                    0,
                    candidates.bits(),
                    good,
                    true,
                );
            }
            Event::Placed {
                cell, digit, of, ..
            } => {
                let good = of.is_none_or(|of| of > 1);
                self.push(Ask::Dead, index(*cell), *digit, 0, good, false);
                // Settled (and then of quality) only if a wipeout follows.
                self.push(Ask::Wipeout, index(*cell), *digit, 0, false, false);
            }
            Event::ValuesOrdered { cell, values, .. } => {
                // Asked only where the first value is the one answer.
                if let [first, second, ..] = values[..]
                    && first.removes < second.removes
                {
                    let ascending = values.windows(2).all(|w| w[0].digit < w[1].digit);
                    let answer = u32::from(first.digit);
                    self.push(Ask::Lcv, index(*cell), 0, answer, !ascending, true);
                }
            }
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                ..
            } if self.pruned == Some(*cell) => {
                let seen = self.seen;
                if let Some(at) = self.inferring
                    && let Some(m) = self.kept_at(at, Ask::Wipeout)
                {
                    m.answer = index(*cell) as u32;
                    m.by = seen;
                    m.good = true;
                    m.settled = true;
                }
            }
            Event::Deduced {
                cell, digit, rule, ..
            } => {
                let good = *rule == Rule::HiddenSingle;
                self.push(Ask::Forced, index(*cell), 0, u32::from(*digit), good, true);
            }
            Event::Pruned {
                cell,
                digit,
                by,
                reason: PruneReason::OneValue,
                ..
            } => {
                // The first pruning of a cell's propagation: which cell.
                if self.propagating != Some(*by)
                    && let Some(ties) = &self.ties
                {
                    let answer = index(*by) as u32;
                    let mut m =
                        Picker::moment(Ask::Propagates, self.seen, index(*by), 0, answer, true);
                    m.tie = ties.propagating().accepting(answer);
                    self.keep(m);
                }
                self.push(Ask::Pruned, index(*cell), 0, u32::from(*digit), true, true);
            }
            Event::Backjumped {
                cell,
                to,
                digit,
                over,
                ..
            } => {
                let answer = index(*to) as u32;
                self.push(Ask::Backjump, index(*cell), *digit, answer, *over > 0, true);
                let from = self.standing.len().checked_sub(*over as usize);
                if let Some(jumped) = from.filter(|_| *over > 0).map(|f| &self.standing[f..]) {
                    let untried: Vec<u32> =
                        jumped.iter().filter(|g| g.left).map(|g| g.cell).collect();
                    // Of quality where the learner must tell the two apart.
                    let good = !untried.is_empty() && untried.len() < jumped.len();
                    let mut m =
                        Picker::moment(Ask::Skipped, self.seen, index(*cell), *digit, *over, good);
                    m.untried = Some(untried);
                    self.keep(m);
                }
            }
            Event::Solved { .. } => {
                // Every guess standing leads to this solution; those below
                // the first one already solved were solved by an earlier one.
                let seen = self.seen;
                for k in (0..self.standing.len()).rev() {
                    if self.standing[k].solved {
                        break;
                    }
                    self.standing[k].solved = true;
                    if let Some(m) = self.guess_at(self.standing[k].at) {
                        m.answer = 0;
                        m.by = seen;
                        m.settled = true;
                    }
                }
            }
            _ => {}
        }
        match change {
            Change::Fill(Origin::Guess) => {
                let (cell, left) = match event {
                    Event::Placed {
                        cell, choice, of, ..
                    } => (index(*cell) as u32, had_values_left(*choice, *of)),
                    _ => (0, false),
                };
                self.standing.push(Standing {
                    at: self.seen,
                    cell,
                    left,
                    solved: false,
                })
            }
            Change::Clear(Origin::Guess) => {
                let seen = self.seen;
                if let Some(guess) = self.standing.pop()
                    && !guess.solved
                    && let Some(m) = self.guess_at(guess.at)
                {
                    m.answer = 1;
                    m.by = seen;
                    m.settled = true;
                }
            }
            Change::Prune => self.prunes = true,
            _ => {}
        }
        match change {
            Change::Fill(_) => self.moved = Some(false),
            Change::Clear(Origin::Guess) => self.moved = Some(true),
            _ => {}
        }
        match (change, event) {
            (Change::Fill(Origin::Guess), _) => self.inferring = Some(self.seen),
            (Change::Prune, _) | (_, Event::DeadEnd { .. }) => {}
            _ => self.inferring = None,
        }
        self.pruned = match event {
            Event::Pruned { cell, .. } => Some(*cell),
            _ => None,
        };
        self.propagating = match event {
            Event::Pruned {
                by,
                reason: PruneReason::OneValue,
                ..
            } => Some(*by),
            _ => None,
        };
        if let Some(ties) = &mut self.ties {
            ties.apply(event);
        }
        self.seen = self.seen.saturating_add(1);
    }

    /// At most `n` moments, spread over the events followed (see the module).
    pub fn pick(&self, n: u32) -> Vec<Moment> {
        let usable: Vec<&Moment> = self
            .candidates
            .iter()
            .filter(|m| m.settled && !(self.prunes && m.ask == Ask::Candidates))
            .collect();
        let kinds: Vec<Ask> = Ask::ALL
            .into_iter()
            .filter(|k| usable.iter().any(|m| m.ask == *k))
            .collect();
        let total = u64::from(self.seen);
        let n = u64::from(n.min(self.seen));
        let mut picked = Vec::new();
        if kinds.is_empty() || n == 0 {
            return picked;
        }
        let mut from = 0;
        // How many "no" (0) and "yes" (1) answers the yes-or-no kind gave.
        let mut said = [0u32; 2];
        for k in 0..n {
            let (start, end) = (k * total / n, (k + 1) * total / n);
            // Twice the middle, so that no division rounds it.
            let mid2 = start + end;
            let lo = from + usable[from..].partition_point(|m| u64::from(m.at) < start);
            let hi = lo + usable[lo..].partition_point(|m| u64::from(m.at) < end);
            from = hi;
            let slice = &usable[lo..hi];
            let wanted = (0..kinds.len()).map(|r| kinds[(k as usize + r) % kinds.len()]);
            // An answer the yes-or-no kind may give: at most two more
            // times than the other (else the slice asks another kind).
            let may_say =
                |answer: u32| said[(answer & 1) as usize] < said[(!answer & 1) as usize] + 2;
            let rarer = u32::from(said[1] > said[0]) ^ 1;
            // The rarer answer, two behind, goes before the turn of kinds
            // where a slice has it: some searches give it only near their end.
            let rare_first = (said[0].abs_diff(said[1]) >= 2)
                .then(|| {
                    slice
                        .iter()
                        .filter(|m| m.ask == Ask::Dead && m.answer == rarer)
                        .min_by_key(|m| m.rank(mid2))
                })
                .flatten();
            let best = rare_first
                .into_iter()
                .chain(wanted.filter_map(|kind| {
                    let of_kind = slice.iter().filter(|m| m.ask == kind);
                    if kind != Ask::Dead {
                        return of_kind.min_by_key(|m| m.rank(mid2));
                    }
                    of_kind
                        .clone()
                        .filter(|m| m.answer == rarer)
                        .min_by_key(|m| m.rank(mid2))
                        .or_else(|| of_kind.min_by_key(|m| m.rank(mid2)))
                        .filter(|m| may_say(m.answer))
                }))
                .next();
            if let Some(m) = best {
                if m.ask == Ask::Dead {
                    said[(m.answer & 1) as usize] += 1;
                }
                picked.push((*m).clone());
            }
        }
        picked
    }
}

#[cfg(test)]
mod tests;
