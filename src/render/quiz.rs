//! Quiz mode's moments: where the walkthrough stops to ask the learner
//! first, chosen from the trace, so every answer is right by construction.
//!
//! A [`Picker`] follows the recorded events and notes every *candidate
//! moment*, an event the page can stop before and ask about, with its
//! answer taken from the events themselves:
//!
//! - [`Ask::Backjump`]: before a backjump, which standing guess it lands on
//!   (the event's `to`);
//! - [`Ask::Wipeout`]: before a guess whose inference wipes out a domain,
//!   which cell's domain the search finds empty (the cell of the dead end
//!   that follows the guess's prunings);
//! - [`Ask::Lcv`]: before the least-constraining value orders a cell's
//!   values, which it tries first (only where that value takes strictly
//!   fewer options from the peers than the next, so the answer is one);
//! - [`Ask::Pruned`]: before a pruning by arc consistency, which digit leaves
//!   the cell's domain (forward checking's prunings take the digit just
//!   placed, which the narration has just said, so they are not asked);
//! - [`Ask::Forced`]: before a deduction, which digit the rule forces;
//! - [`Ask::Dead`]: before a guess, whether it leads to a dead end: yes when
//!   it is undone with no solution found beneath it, no when a solution is
//!   found while it stands (a guess the search never settles, cut by a
//!   limit, is no candidate);
//! - [`Ask::Next`]: before the search picks its next cell after a
//!   placement, which cell it takes (under `mrv`, the one with the fewest
//!   values left; after an undo the next cell is the one undone, which asks
//!   nothing);
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

use serde::Serialize;

use super::worksheet::named_cell;
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
    /// Which cell's domain the guess wipes out: the answer is its index.
    Wipeout,
    /// Which value the least-constraining value tries first.
    Lcv,
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
    pub const ALL: [Ask; 8] = [
        Ask::Backjump,
        Ask::Wipeout,
        Ask::Lcv,
        Ask::Pruned,
        Ask::Forced,
        Ask::Dead,
        Ask::Next,
        Ask::Candidates,
    ];
}

/// One question: the page stops before event `at` (0-based: it shows step
/// `at`, the board before the event), asks, and checks against `answer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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
    /// guess a backjump lands on ([`Ask::Backjump`]), else 0.
    pub digit: u8,
    /// The answer (see [`Ask`]).
    pub answer: u32,
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
        }
    }

    fn push(&mut self, ask: Ask, cell: usize, digit: u8, answer: u32, good: bool, settled: bool) {
        let at = self.seen;
        self.candidates.push(Moment {
            at,
            ask,
            cell: cell as u32,
            digit,
            answer,
            by: at,
            good,
            settled,
        });
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
            kept.extend(best.into_iter().copied());
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
                self.push(Ask::Next, at, 0, at as u32, true, true);
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
                reason: PruneReason::OneValue,
                ..
            } => {
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
            Change::Fill(Origin::Guess) => self.standing.push(Standing {
                at: self.seen,
                solved: false,
            }),
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
                picked.push(**m);
            }
        }
        picked
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;
    use crate::solver::{self, Strategy};
    use crate::trace::Limits;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn follow(strategy: Strategy, puzzle: &str) -> (Picker, Vec<Event>) {
        let grid = parse::parse_str(puzzle).expect("test puzzle parses");
        let mut events: Vec<Event> = Vec::new();
        // One solution, as `solve` searches by default.
        let limits = Limits {
            max_solutions: Some(1),
            ..Limits::default()
        };
        solver::solve(&grid, strategy, limits, &mut events);
        let mut picker = Picker::new(grid.side());
        for e in &events {
            picker.follow(e);
        }
        (picker, events)
    }

    fn strategy(name: &str) -> Strategy {
        Strategy::Backtrack(crate::solver::Choices::from_name(name).expect("a textbook strategy"))
    }

    #[test]
    fn the_same_trace_gives_the_same_quiz() {
        let (a, _) = follow(Strategy::Candidates, CLASSIC);
        let (b, _) = follow(Strategy::Candidates, CLASSIC);
        assert_eq!(a.pick(7), b.pick(7));
    }

    #[test]
    fn n_questions_one_per_slice_in_order() {
        let (picker, events) = follow(Strategy::Candidates, CLASSIC);
        let total = events.len() as u64;
        for n in [1, 3, 10, 50] {
            let moments = picker.pick(n);
            assert_eq!(moments.len() as u32, n, "the classic search offers {n}");
            for (k, m) in moments.iter().enumerate() {
                let k = k as u64;
                let n = u64::from(n);
                let at = u64::from(m.at);
                assert!(
                    k * total / n <= at && at < (k + 1) * total / n,
                    "question {k} of {n} lies in its slice"
                );
            }
        }
    }

    #[test]
    fn kinds_rotate_and_answers_come_from_the_events() {
        let (picker, events) = follow(Strategy::Candidates, CLASSIC);
        let moments = picker.pick(9);
        let kinds: Vec<Ask> = moments.iter().map(|m| m.ask).collect();
        assert_eq!(
            &kinds[..3],
            [Ask::Dead, Ask::Next, Ask::Candidates],
            "the candidates search offers three kinds, in turn"
        );
        for m in &moments {
            let event = &events[m.at as usize];
            let cell = named_cell(event).map(|c| c.index(9) as u32);
            match m.ask {
                Ask::Candidates => {
                    let Event::CandidatesComputed { candidates, .. } = event else {
                        panic!("a candidates question stops before their computation")
                    };
                    assert_eq!(m.answer, candidates.bits());
                    assert_eq!(Some(m.cell), cell);
                }
                Ask::Next => assert_eq!(Some(m.answer), cell),
                Ask::Dead => {
                    let Event::Placed { digit, .. } = event else {
                        panic!("a dead-end question stops before a guess")
                    };
                    assert_eq!(m.digit, *digit);
                    let by = &events[m.by as usize];
                    if m.answer == 1 {
                        assert!(matches!(by, Event::Undone { .. }));
                        assert_eq!(named_cell(by).map(|c| c.index(9) as u32), cell);
                    } else {
                        assert!(matches!(by, Event::Solved { .. }));
                    }
                }
                other => panic!("{other:?} is not a kind of the candidates search"),
            }
        }
    }

    #[test]
    fn a_guess_is_a_dead_end_exactly_when_no_solution_lies_beneath() {
        let (picker, events) = follow(Strategy::Candidates, CLASSIC);
        let solved = events
            .iter()
            .position(|e| matches!(e, Event::Solved { .. }))
            .expect("the classic puzzle has a solution") as u32;
        let Event::Solved { grid, .. } = &events[solved as usize] else {
            unreachable!()
        };
        let dead: Vec<&Moment> = picker
            .candidates
            .iter()
            .filter(|m| m.ask == Ask::Dead && m.settled)
            .collect();
        let on_path = dead.iter().filter(|m| m.answer == 0).count();
        assert!(
            (1..=51).contains(&on_path),
            "at most the 51 empty cells' guesses stand at the solution: {on_path}"
        );
        for m in dead {
            let by = &events[m.by as usize];
            if m.answer == 0 {
                // A guess standing at the solution: its digit is the solution's.
                assert_eq!(m.by, solved);
                let solution = grid.as_bytes()[m.cell as usize];
                assert_eq!(char::from(solution), char::from(b'0' + m.digit));
            } else {
                // Taken back before any solution: by its own undo.
                let Event::Undone { cell, digit, .. } = by else {
                    panic!("a dead end is explained by its undo: {by:?}")
                };
                assert_eq!((cell.index(9) as u32, *digit), (m.cell, m.digit));
                assert!(m.at < m.by && m.by < solved);
            }
        }
    }

    #[test]
    fn a_long_search_is_thinned_to_a_bounded_number_of_candidates() {
        let grid = parse::parse_str(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        )
        .unwrap();
        let mut events: Vec<Event> = Vec::new();
        let limits = Limits {
            max_steps: Some(300_000),
            ..Limits::default()
        };
        solver::solve(&grid, Strategy::Candidates, limits, &mut events);
        let mut picker = Picker::new(9);
        let mut most = 0;
        for e in &events {
            picker.follow(e);
            most = most.max(picker.candidates.len());
        }
        assert!(most <= KEPT, "{most} candidates kept at most");
        assert!(picker.block > 1, "the candidates were thinned");
        let total = events.len() as u64;
        let moments = picker.pick(MAX_QUESTIONS);
        assert_eq!(moments.len() as u32, MAX_QUESTIONS);
        for (k, m) in moments.iter().enumerate() {
            let (k, n) = (k as u64, u64::from(MAX_QUESTIONS));
            let at = u64::from(m.at);
            assert!(k * total / n <= at && at < (k + 1) * total / n, "spread");
        }
        let kinds: Vec<Ask> = moments.iter().take(3).map(|m| m.ask).collect();
        assert_eq!(kinds, [Ask::Dead, Ask::Next, Ask::Candidates]);
    }

    #[test]
    fn the_textbook_asks_about_backjumps_and_prunings() {
        let (picker, _) = follow(strategy("backtrack+backjump"), CLASSIC);
        let kinds: Vec<Ask> = picker.pick(8).iter().map(|m| m.ask).collect();
        assert_eq!(kinds[0], Ask::Backjump);
        assert!(kinds.contains(&Ask::Dead) && kinds.contains(&Ask::Candidates));
        let (picker, _) = follow(strategy("backtrack+mrv+fc"), CLASSIC);
        let kinds: Vec<Ask> = picker.pick(6).iter().map(|m| m.ask).collect();
        assert!(kinds.contains(&Ask::Next));
        assert!(
            !kinds.contains(&Ask::Candidates),
            "the board draws every domain"
        );
        assert!(
            !kinds.contains(&Ask::Pruned),
            "forward checking prunes the digit just placed: nothing to ask"
        );
    }

    /// Follows `strategy` on the library's puzzle `name`.
    fn follow_library(strategy: Strategy, name: &str) -> (Picker, Vec<Event>) {
        let entry = crate::library::find(name).expect("in the library");
        follow(strategy, &entry.line())
    }

    #[test]
    fn a_mac_quiz_asks_the_ideas_and_no_answer_is_a_safe_bet() {
        // The lecturer's quiz of issue 25: 50 questions, ai-escargot, MAC.
        let (picker, events) = follow_library(strategy("backtrack+mac"), "ai-escargot");
        let moments = picker.pick(MAX_QUESTIONS);
        assert_eq!(moments.len(), 50);
        let of = |ask: Ask| moments.iter().filter(|m| m.ask == ask).count();
        assert!(of(Ask::Wipeout) >= 3, "wipeouts: {}", of(Ask::Wipeout));
        assert!(of(Ask::Pruned) >= 3, "arc consistency: {}", of(Ask::Pruned));
        assert_eq!(of(Ask::Candidates), 0, "the board draws every domain");
        // "Will this guess lead to a dead end?" is yes at most 70 % of times.
        let dead: Vec<u32> = moments
            .iter()
            .filter(|m| m.ask == Ask::Dead)
            .map(|m| m.answer)
            .collect();
        let yes = dead.iter().filter(|&&a| a == 1).count();
        assert!(
            dead.len() >= 3 && yes * 10 <= dead.len() * 7,
            "yes {yes} of {}",
            dead.len()
        );
        assert!(
            yes * 10 >= dead.len() * 3,
            "no {} of {}",
            dead.len() - yes,
            dead.len()
        );
        for m in &moments {
            let event = &events[m.at as usize];
            match m.ask {
                Ask::Wipeout => {
                    // Asked before the guess; the dead end that answers it
                    // is on the cell its last pruning emptied.
                    let Event::Placed { cell, digit, .. } = event else {
                        panic!("a wipeout question stops before a guess: {event:?}")
                    };
                    assert_eq!((m.cell, m.digit), (cell.index(9) as u32, *digit));
                    let Event::DeadEnd {
                        subject: Subject::Cell(dead),
                        ..
                    } = &events[m.by as usize]
                    else {
                        panic!("answered by a dead end")
                    };
                    assert_eq!(m.answer, dead.index(9) as u32);
                    let Event::Pruned { cell: emptied, .. } = &events[m.by as usize - 1] else {
                        panic!("a wipeout follows a pruning")
                    };
                    assert_eq!(emptied, dead);
                    let between = &events[m.at as usize + 1..m.by as usize];
                    assert!(
                        between.iter().all(|e| matches!(e, Event::Pruned { .. })),
                        "one guess's inference"
                    );
                }
                Ask::Pruned => {
                    let Event::Pruned { reason, digit, .. } = event else {
                        panic!("a pruning question stops before a pruning")
                    };
                    assert_eq!(*reason, PruneReason::OneValue, "not the digit just placed");
                    assert_eq!(m.answer, u32::from(*digit));
                }
                Ask::Next => {
                    // Never right after an undo, whose next cell is the one undone.
                    let before = &events[m.at as usize - 1];
                    assert!(!matches!(before, Event::Undone { .. }), "{before:?}");
                }
                _ => {}
            }
        }
    }

    #[test]
    fn an_lcv_quiz_asks_which_value_comes_first_where_the_answer_is_one() {
        let (picker, events) = follow_library(strategy("backtrack+mrv+lcv+fc"), "csp-6x6");
        let moments = picker.pick(20);
        let lcv: Vec<&Moment> = moments.iter().filter(|m| m.ask == Ask::Lcv).collect();
        assert!(!lcv.is_empty(), "{moments:?}");
        for m in lcv {
            let Event::ValuesOrdered { values, cell, .. } = &events[m.at as usize] else {
                panic!("an LCV question stops before the order")
            };
            assert_eq!(m.cell, cell.index(6) as u32);
            assert_eq!(m.answer, u32::from(values[0].digit));
            assert!(values[0].removes < values[1].removes, "one right answer");
        }
    }

    #[test]
    fn the_singles_search_asks_what_a_rule_forces() {
        let (picker, _) = follow(Strategy::Singles, CLASSIC);
        assert!(picker.pick(4).iter().any(|m| m.ask == Ask::Forced));
    }

    #[test]
    fn fewer_moments_than_asked_gives_what_there_is() {
        let (picker, events) = follow(Strategy::Candidates, "..3.\n.3.4\n2..3\n3.4.");
        let moments = picker.pick(MAX_QUESTIONS);
        assert!(!moments.is_empty());
        assert!(moments.len() <= events.len());
        assert!(
            moments.windows(2).all(|w| w[0].at < w[1].at),
            "in order, none twice"
        );
        assert!(Picker::new(9).pick(5).is_empty(), "no events, no questions");
    }

    #[test]
    fn events_in_any_order_never_panic_and_every_pick_is_one_of_them() {
        use crate::trace::samples::one_of_each_shape;
        // Every kind in every shape, forwards and backwards, many times:
        // undos with no guess standing, solutions with none, and so on.
        let mut events = one_of_each_shape();
        events.extend(one_of_each_shape().into_iter().rev());
        let events: Vec<Event> = events.iter().cycle().take(500).cloned().collect();
        let mut picker = Picker::new(4);
        events.iter().for_each(|e| picker.follow(e));
        for n in [1, 7, MAX_QUESTIONS] {
            let moments = picker.pick(n);
            assert!(moments.len() <= n as usize);
            for m in &moments {
                assert!((m.at as usize) < events.len() && (m.by as usize) < events.len());
                assert!(
                    m.by >= m.at,
                    "an answer is explained at or after its question"
                );
            }
        }
    }

    #[test]
    fn a_guess_cut_by_a_limit_is_never_asked() {
        let grid = parse::parse_str(CLASSIC).unwrap();
        let mut events: Vec<Event> = Vec::new();
        let limits = Limits {
            max_steps: Some(40),
            ..Limits::default()
        };
        solver::solve(&grid, Strategy::Candidates, limits, &mut events);
        let mut picker = Picker::new(9);
        events.iter().for_each(|e| picker.follow(e));
        let undone: Vec<u32> = picker
            .pick(40)
            .iter()
            .filter(|m| m.ask == Ask::Dead)
            .map(|m| m.answer)
            .collect();
        assert!(
            undone.iter().all(|&a| a == 1),
            "only guesses undone: {undone:?}"
        );
    }
}
