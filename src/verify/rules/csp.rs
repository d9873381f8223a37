//! The textbook's search (`backtrack`): prunings, least-constraining value
//! orders, conflict sets and backjumps, each held to its definition on the
//! verifier's own board and domains (`verify/domains.rs`), never by running
//! a solver.
//!
//! Completeness of inference is checked where the trace stops inferring:
//! after a placement under forward checking, the prunings due are, in
//! order, the placed digit from each empty peer of the placed cell whose
//! domain holds it, peers in reading order; under arc consistency they are
//! then, while some empty cell has a one-value domain `{v}` and an empty
//! peer still holding `v` (the first such cell in reading order, its peers
//! finished before the next cell is looked for), `v` from each such peer in
//! reading order. A pruning that empties a domain stops it: a wipeout, and
//! the next event is the dead end at that cell. Each `pruned` must be the
//! pruning due; any other event (but a limit's) is refused while one is due.
//!
//! Backjumping keeps, per level of the path, the cell chosen there and the
//! guesses passed on to it; a level's conflict set is the cell's own (the
//! earliest guess excluding each digit of its candidates among the givens)
//! and those. A backjump lists exactly that set and lands on its latest
//! guess; an undo no backjump carries out is an ordinary backtrack, right
//! only when the undone guess is the latest of the set (or a solution was
//! found below, or the set is empty and the search ends). Under forward
//! checking (FC-CBJ) a cell's own conflicts are `pruned_by`, the guesses
//! whose prunings of its domain stand; a wipeout's dead end and conflict
//! set are one level down, whose cell is the wiped-out one, so the undo
//! of the guess that wiped it passes `pruned_by` on to that guess's level
//! as any ordinary backtrack passes its set on.

use crate::grid::{Cell, DigitSet};
use crate::trace::{Event, EventKind, Guess, Inferring, PruneReason, ValueCost};
use crate::verify::{
    BackjumpClaim, Backjumping, Claim, ConflictRule, Listed, OrderWrong, Pruning, SetWrong,
    TextbookClaim, Verifier,
};

/// Where inference stands after the events so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(in crate::verify) enum Phase {
    /// Nothing is due.
    #[default]
    Idle,
    /// Forward checking of the placement of `digit` in `cell`.
    Placed { cell: Cell, digit: u8 },
    /// Arc consistency, propagating the one-value cell `current` if any.
    Arc { current: Option<Cell> },
    /// A pruning emptied the domain of `cell`: its dead end is next.
    Wiped { cell: Cell },
}

/// The undos a backjump still owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::verify) struct Jump {
    /// Undos still to come.
    pub(in crate::verify) remaining: u32,
    /// The guess the jump lands on, undone last.
    pub(in crate::verify) to: Cell,
    pub(in crate::verify) digit: u8,
    pub(in crate::verify) over: u32,
}

/// A level of a backjumping search: the cell chosen with its guesses
/// standing, the guesses later levels passed on to it, and whether a
/// solution was found below it (then it goes back chronologically).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(in crate::verify) struct Level {
    cell: Option<Cell>,
    /// Depths of guesses inherited from the conflict sets of jumps that
    /// landed on this level's guesses, ascending.
    inherited: Vec<u32>,
    solved_below: bool,
}

/// The pruning due next.
type Due = Pruning;

/// The peers of `cell` (same row, column or box) in reading order.
fn peers(v: &Verifier, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
    let (side, shape) = (v.side(), v.shape);
    let home = cell.box_index(shape);
    (0..side * side)
        .map(move |i| Cell::from_index(i, side))
        .filter(move |p| {
            *p != cell && (p.row == cell.row || p.col == cell.col || p.box_index(shape) == home)
        })
}

impl Verifier {
    /// The current domain of an empty cell: with inference its candidates
    /// among the givens less the prunings standing, else its candidates.
    pub(in crate::verify) fn domain(&self, cell: Cell) -> DigitSet {
        if self.infers() {
            self.domains.get(cell)
        } else {
            self.candidates(cell)
        }
    }

    /// Whether the header's strategy infers (keeps domains that prunings narrow).
    pub(in crate::verify) fn infers(&self) -> bool {
        self.textbook.is_some_and(|t| t.infers())
    }

    fn inferring(&self) -> Inferring {
        self.textbook.map_or(Inferring::None, |t| t.inference)
    }

    /// The first empty peer of `by`, in reading order, whose domain holds `digit`.
    fn first_holding(&self, by: Cell, digit: u8) -> Option<Cell> {
        peers(self, by).find(|&p| self.board.get(p) == 0 && self.domain(p).contains(digit))
    }

    /// The pruning due now, if any, and the phase it belongs to.
    fn due(&self) -> Option<(Due, Phase)> {
        let mut phase = self.phase;
        if let Phase::Placed { cell, digit } = phase {
            if let Some(p) = self.first_holding(cell, digit) {
                let due = Due {
                    cell: p,
                    digit,
                    by: cell,
                    reason: PruneReason::Placed,
                };
                return Some((due, phase));
            }
            if self.inferring() != Inferring::Mac {
                return None;
            }
            phase = Phase::Arc { current: None };
        }
        let Phase::Arc { current } = phase else {
            return None;
        };
        let one_value = |u: Cell| {
            let domain = self.domain(u);
            (self.board.get(u) == 0 && domain.len() == 1)
                .then(|| domain.first().expect("one value"))
        };
        let prune_from = |u: Cell| {
            let v = one_value(u)?;
            let p = self.first_holding(u, v)?;
            Some(Due {
                cell: p,
                digit: v,
                by: u,
                reason: PruneReason::OneValue,
            })
        };
        if let Some(due) = current.and_then(prune_from) {
            return Some((due, phase));
        }
        let side = self.side();
        (0..side * side)
            .map(|i| Cell::from_index(i, side))
            .find_map(prune_from)
            .map(|due| {
                (
                    due,
                    Phase::Arc {
                        current: Some(due.by),
                    },
                )
            })
    }

    /// Before any event but a pruning or a limit: inference is complete
    /// (no pruning due), a wipeout is followed by its dead end, and a
    /// backjump's undos have all come.
    pub(in crate::verify) fn check_due(&self, event: &Event) -> Result<(), Claim> {
        if matches!(
            event.kind(),
            EventKind::StepLimitReached | EventKind::TimeLimitReached
        ) {
            return Ok(());
        }
        if let Some(jump) = self.jump
            && event.kind() != EventKind::Undone
        {
            let top = self
                .placements
                .last()
                .expect("a backjump owes undos of standing guesses");
            let claim = BackjumpClaim::NotCarriedOut {
                to: (jump.to, jump.digit),
                over: jump.over,
                remaining: jump.remaining,
                next: (top.cell, top.digit),
            };
            return Err(Claim::Backjump(claim));
        }
        if event.kind() == EventKind::Pruned {
            return Ok(());
        }
        if let Phase::Wiped { cell } = self.phase {
            let dead_here = matches!(event, Event::DeadEnd { subject: crate::trace::Subject::Cell(c), .. } if *c == cell);
            if !dead_here {
                return Err(Claim::Textbook(TextbookClaim::Wiped(cell)));
            }
            return Ok(());
        }
        if let Some((due, _)) = self.due() {
            return Err(Claim::Textbook(TextbookClaim::StopsShort(due)));
        }
        Ok(())
    }

    /// A pruning: true (the digit is in the domain of an empty peer of
    /// `by`, which was just placed with it or has it as its one value left)
    /// and the one due now.
    pub(in crate::verify) fn check_pruned(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        by: Cell,
        reason: PruneReason,
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        self.digit(digit)?;
        self.in_grid(by)?;
        super::expect_depth(depth, self.depth(), super::STANDING)?;
        let strategy = self.header.strategy.clone();
        let here = Due {
            cell,
            digit,
            by,
            reason,
        };
        let textbook = |claim: TextbookClaim| Claim::Textbook(claim);
        let allowed = match self.inferring() {
            Inferring::None => None,
            Inferring::ForwardChecking => Some(reason == PruneReason::Placed),
            Inferring::Mac => Some(true),
        };
        match allowed {
            None => {
                return Err(textbook(TextbookClaim::NoInference(strategy)));
            }
            Some(false) => {
                return Err(textbook(TextbookClaim::OnlyForward(strategy)));
            }
            Some(true) => {}
        }
        let is_peer = peers(self, by).any(|p| p == cell);
        if !is_peer {
            return Err(textbook(TextbookClaim::NotPeer(here)));
        }
        let domain = self.domain(cell);
        if !domain.contains(digit) {
            return Err(textbook(TextbookClaim::NotInDomain(here, domain)));
        }
        match reason {
            PruneReason::Placed if self.board.get(by) != digit => {
                return Err(textbook(TextbookClaim::ByNotPlaced(here, self.holds(by))));
            }
            PruneReason::OneValue
                if self.board.get(by) != 0 || self.domain(by) != DigitSet::single(digit) =>
            {
                return Err(textbook(TextbookClaim::ByNotOneValue(
                    here,
                    self.domain(by),
                    self.holds(by),
                )));
            }
            _ => {}
        }
        match self.due() {
            Some((due, phase)) if due == here => {
                self.phase = phase;
                Ok(())
            }
            Some((due, _)) => Err(textbook(TextbookClaim::NotDueFirst(here, due))),
            None => Err(textbook(TextbookClaim::NoneDue(here))),
        }
    }

    /// Follows a pruning that held: the domain narrows; an emptied domain
    /// is a wipeout.
    pub(in crate::verify) fn follow_pruning(&mut self, cell: Cell, digit: u8, depth: u32) {
        self.domains.prune(cell, digit, depth);
        if self.domains.get(cell).is_empty() {
            self.phase = Phase::Wiped { cell };
        }
    }

    /// The least-constraining-value order of `cell`'s domain now: each
    /// value with the number of empty peers holding it in their domain,
    /// fewest first, ties the smaller digit.
    fn lcv_order(&self, cell: Cell) -> Vec<ValueCost> {
        let mut order: Vec<ValueCost> = self
            .domain(cell)
            .iter()
            .map(|digit| ValueCost {
                digit,
                removes: peers(self, cell)
                    .filter(|&p| self.board.get(p) == 0 && self.domain(p).contains(digit))
                    .count() as u8,
            })
            .collect();
        order.sort_by_key(|v| (v.removes, v.digit));
        order
    }

    /// An order of values: the strategy orders by LCV, and the values, their
    /// counts and their order are those of the current domains.
    pub(in crate::verify) fn check_values_ordered(
        &mut self,
        cell: Cell,
        depth: u32,
        values: &[ValueCost],
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        super::expect_depth(depth, self.depth(), super::STANDING)?;
        if !self.textbook.is_some_and(|t| t.lcv) {
            let strategy = self.header.strategy.clone();
            return Err(Claim::Textbook(TextbookClaim::NoLcv(strategy)));
        }
        let truth = self.lcv_order(cell);
        let wrong = |wrong: OrderWrong| {
            Claim::Textbook(TextbookClaim::WrongOrder {
                cell,
                wrong,
                truth: truth.clone(),
                domain: self.domain(cell),
            })
        };
        for v in values {
            match truth.iter().find(|t| t.digit == v.digit) {
                None => return Err(wrong(OrderWrong::NotInDomain(v.digit))),
                Some(t) if t.removes != v.removes => {
                    return Err(wrong(OrderWrong::Count(v.digit, v.removes, t.removes)));
                }
                Some(_) => {}
            }
        }
        if values != truth.as_slice() {
            return Err(wrong(OrderWrong::Order(values.to_vec())));
        }
        let depth = depth as usize;
        if self.orders.len() <= depth {
            self.orders.resize(depth + 1, None);
        }
        self.orders[depth] = Some((cell, truth.iter().map(|v| v.digit).collect()));
        Ok(())
    }

    /// The digits of `cell` in the order its placements at the depth after
    /// `depth` try them: the LCV order given for it, else ascending.
    pub(in crate::verify) fn value_order(&self, cell: Cell, depth: usize) -> Vec<u8> {
        match self.orders.get(depth) {
            Some(Some((c, order))) if *c == cell => order.clone(),
            _ => self.domain(cell).iter().collect(),
        }
    }

    /// The conflict set of `cell` on the board now: for each digit of its
    /// candidates among the givens, the earliest standing guess, among its
    /// peers, that holds it; by depth, the earliest first.
    ///
    /// Under forward checking (FC-CBJ) it is `pruned_by` instead: the
    /// standing guesses whose forward checking took a value from the cell's
    /// domain, each with the first digit it took.
    fn own_conflicts(&self, cell: Cell) -> Vec<(Guess, u8)> {
        if self.infers() {
            return self
                .domains
                .pruned_by(cell)
                .into_iter()
                .filter_map(|(depth, digit)| {
                    let g = self.placements.get(depth as usize - 1)?;
                    Some((
                        Guess {
                            cell: g.cell,
                            depth,
                        },
                        digit,
                    ))
                })
                .collect();
        }
        let mut earliest: Vec<(Guess, u8)> = Vec::new();
        for digit in self.domains.base(cell).iter() {
            let first = self
                .placements
                .iter()
                .find(|g| g.digit == digit && peers(self, cell).any(|p| p == g.cell));
            if let Some(g) = first
                && !earliest.iter().any(|(e, _)| e.depth == g.depth)
            {
                earliest.push((
                    Guess {
                        cell: g.cell,
                        depth: g.depth,
                    },
                    digit,
                ));
            }
        }
        earliest.sort_by_key(|(g, _)| g.depth);
        earliest
    }

    /// The rule a cell's own conflicts follow: FC-CBJ's under forward
    /// checking, CBJ's otherwise (see [`Self::own_conflicts`]).
    fn conflict_rule(&self) -> ConflictRule {
        match self.infers() {
            true => ConflictRule::Pruned,
            false => ConflictRule::Blamed,
        }
    }

    fn backjumps(&self, what: Backjumping) -> Result<(), Claim> {
        if self.textbook.is_some_and(|t| t.backjump) {
            return Ok(());
        }
        let strategy = self.header.strategy.clone();
        Err(Claim::Textbook(TextbookClaim::NoBackjump(what, strategy)))
    }

    /// The listed guesses, each standing at its depth, the earliest first.
    fn standing_guesses(&self, conflicts: &[Guess]) -> Result<(), Claim> {
        let textbook = |claim: TextbookClaim| Claim::Textbook(claim);
        let mut before = 0;
        for g in conflicts {
            let standing = (g.depth as usize)
                .checked_sub(1)
                .and_then(|i| self.placements.get(i));
            match standing {
                Some(s) if s.cell == g.cell && g.depth > before => before = g.depth,
                Some(s) if s.cell == g.cell => {
                    return Err(textbook(TextbookClaim::ListOutOfOrder(g.depth)));
                }
                Some(s) => {
                    return Err(textbook(TextbookClaim::ListWrongCell(
                        (g.cell, g.depth),
                        (s.cell, s.digit),
                    )));
                }
                None => {
                    return Err(textbook(TextbookClaim::ListNotStanding(
                        g.depth,
                        self.placements.len(),
                    )));
                }
            }
        }
        Ok(())
    }

    /// A conflict set: after the dead end at `cell`, exactly the earliest
    /// standing guess excluding each digit of its candidates among the givens.
    pub(in crate::verify) fn check_conflict_set(
        &self,
        cell: Cell,
        depth: u32,
        conflicts: &[Guess],
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        super::expect_depth(depth, self.depth(), super::STANDING)?;
        self.backjumps(Backjumping::ConflictSet)?;
        let after_dead_end = matches!(
            self.last,
            Some(Event::DeadEnd { subject: crate::trace::Subject::Cell(c), .. }) if c == cell
        );
        let textbook = |claim: TextbookClaim| Claim::Textbook(claim);
        if !after_dead_end {
            return Err(textbook(TextbookClaim::NotAfterDeadEnd(cell)));
        }
        self.standing_guesses(conflicts)?;
        let truth = self.own_conflicts(cell);
        let wrong = |wrong: (Listed, Option<u8>)| {
            textbook(TextbookClaim::ConflictSet {
                cell,
                wrong,
                truth: truth.iter().map(|(g, _)| (g.cell, g.depth)).collect(),
                base: self.domains.base(cell),
                rule: self.conflict_rule(),
            })
        };
        if let Some((g, d)) = truth.iter().find(|(g, _)| !conflicts.contains(g)) {
            return Err(wrong(((g.cell, g.depth), Some(*d))));
        }
        if let Some(g) = conflicts
            .iter()
            .find(|g| !truth.iter().any(|(t, _)| t == *g))
        {
            return Err(wrong(((g.cell, g.depth), None)));
        }
        Ok(())
    }

    /// A backjump: after `cell`'s values are used up, its conflict set
    /// (its own conflicts and the guesses jumps passed on to its level,
    /// standing, the earliest first) names `to` = `digit` as its latest
    /// guess, `over` is
    /// the number of guesses in between (at least 1), and the `over` + 1
    /// undos that carry it out come next.
    pub(in crate::verify) fn check_backjumped(
        &mut self,
        jump: (Cell, u32, Cell, u8, u32),
        conflicts: &[Guess],
    ) -> Result<(), Claim> {
        let (cell, depth, to, digit, over) = jump;
        self.empty_cell(cell)?;
        self.in_grid(to)?;
        super::expect_depth(depth, self.depth(), super::STANDING)?;
        self.backjumps(Backjumping::Backjump)?;
        let used_up = match self.last {
            Some(Event::ConflictSet { cell: c, .. }) => c == cell,
            Some(Event::Undone {
                cell: c, depth: d, ..
            }) => c == cell && d == depth + 1,
            _ => false,
        };
        let backjump = |claim: BackjumpClaim| Claim::Backjump(claim);
        if !used_up {
            return Err(backjump(BackjumpClaim::NotUsedUp(cell)));
        }
        self.standing_guesses(conflicts)?;
        let full = self.full_conflicts(cell, depth);
        let listed = |d: u32| (self.placements[d as usize - 1].cell, d);
        let wrong = |wrong: SetWrong| {
            backjump(BackjumpClaim::Conflicts {
                cell,
                wrong,
                truth: full.iter().map(|&d| listed(d)).collect(),
                rule: self.conflict_rule(),
            })
        };
        if let Some(&d) = full
            .iter()
            .find(|&&d| !conflicts.iter().any(|g| g.depth == d))
        {
            return Err(wrong(
                match self.own_conflicts(cell).iter().find(|(g, _)| g.depth == d) {
                    Some((_, digit)) => SetWrong::MissesOwn(listed(d), *digit),
                    None => SetWrong::MissesPassedOn(listed(d)),
                },
            ));
        }
        if let Some(g) = conflicts.iter().find(|g| !full.contains(&g.depth)) {
            return Err(wrong(SetWrong::ListsExtra((g.cell, g.depth))));
        }
        let Some(latest) = conflicts.last() else {
            return Err(backjump(BackjumpClaim::EmptySet(cell)));
        };
        let target = self.placements[latest.depth as usize - 1];
        if to != latest.cell || digit != target.digit {
            return Err(backjump(BackjumpClaim::WrongTo {
                to: (to, digit),
                latest: (latest.cell, target.digit, latest.depth),
            }));
        }
        let skipped = depth - latest.depth;
        if over != skipped || skipped == 0 {
            return Err(backjump(BackjumpClaim::WrongOver {
                over,
                latest: latest.depth,
                depth,
            }));
        }
        self.inherit(&full, latest.depth);
        self.jump = Some(Jump {
            remaining: over + 1,
            to,
            digit,
            over,
        });
        Ok(())
    }

    /// The conflict set of `cell`, chosen at level `depth`, as depths: its
    /// own and those passed on to the level, ascending.
    fn full_conflicts(&self, cell: Cell, depth: u32) -> Vec<u32> {
        let mut full: Vec<u32> = self
            .own_conflicts(cell)
            .iter()
            .map(|(g, _)| g.depth)
            .collect();
        if let Some(level) = self.levels.get(depth as usize) {
            full.extend(&level.inherited);
        }
        full.sort_unstable();
        full.dedup();
        full
    }

    /// The guess at depth `to` receives `set` less itself: its level (the
    /// one whose cell it fills, `to - 1`) inherits them.
    fn inherit(&mut self, set: &[u32], to: u32) {
        let at = to as usize - 1;
        if self.levels.len() <= at {
            self.levels.resize(at + 1, Level::default());
        }
        let inherited = &mut self.levels[at].inherited;
        inherited.extend(set.iter().filter(|&&d| d != to));
        inherited.sort_unstable();
        inherited.dedup();
    }

    /// An undo under backjumping that no backjump carries out ends level
    /// `depth` by going back to the latest guess: right only when that
    /// guess is the latest of the level's conflict set (else a backjump
    /// was due), after a solution below it (chronological), or when the
    /// set is empty (no guess to blame: the search ends, undoing every
    /// guess). Its level then inherits the rest of the set.
    pub(in crate::verify) fn check_backtrack(&mut self, depth: u32) -> Result<(), Claim> {
        if !self.textbook.is_some_and(|t| t.backjump) || self.jump.is_some() || self.ending {
            return Ok(());
        }
        let Some(level) = self.levels.get(depth as usize) else {
            return Ok(());
        };
        let (Some(cell), false) = (level.cell, level.solved_below) else {
            return Ok(());
        };
        let full = self.full_conflicts(cell, depth);
        let Some(&latest) = full.last() else {
            self.ending = true;
            return Ok(());
        };
        if latest != depth {
            let target = self.placements[latest as usize - 1];
            let claim = BackjumpClaim::BackjumpDue {
                cell,
                target: (target.cell, target.digit, latest),
                over: depth - latest,
            };
            return Err(Claim::Backjump(claim));
        }
        self.inherit(&full, depth);
        Ok(())
    }

    /// Follows an event that held, on the domains and the textbook's state:
    /// a pruning narrows a domain, a placement under inference makes its
    /// prunings due, an undo puts back the prunings of its guess and drops
    /// the orders given under it, and pays one of a backjump's undos.
    pub(in crate::verify) fn follow_textbook(&mut self, event: &Event) {
        match *event {
            Event::Pruned {
                cell, digit, depth, ..
            } => self.follow_pruning(cell, digit, depth),
            Event::Placed {
                cell, digit, depth, ..
            } => {
                self.level_cell(depth - 1, cell);
                self.phase = if self.infers() {
                    Phase::Placed { cell, digit }
                } else {
                    Phase::Idle
                };
            }
            Event::DeadEnd {
                subject: crate::trace::Subject::Cell(cell),
                depth,
            } => {
                self.level_cell(depth, cell);
                self.phase = Phase::Idle;
            }
            Event::Solved { .. } => {
                for level in &mut self.levels {
                    level.solved_below = true;
                }
                let depth = self.depth() as usize;
                if self.levels.len() <= depth {
                    self.levels.resize(
                        depth + 1,
                        Level {
                            solved_below: true,
                            ..Level::default()
                        },
                    );
                }
                self.phase = Phase::Idle;
            }
            Event::Undone { depth, .. } => {
                self.levels.truncate(depth as usize);
                self.domains.undo(depth);
                self.orders.truncate(depth as usize);
                self.phase = Phase::Idle;
                if let Some(jump) = &mut self.jump {
                    jump.remaining -= 1;
                    if jump.remaining == 0 {
                        self.jump = None;
                    }
                }
            }
            Event::StepLimitReached { .. } | Event::TimeLimitReached { .. } => {}
            _ => self.phase = Phase::Idle,
        }
    }

    /// Notes the cell chosen at level `depth` (backjumping keeps levels).
    fn level_cell(&mut self, depth: u32, cell: Cell) {
        if !self.textbook.is_some_and(|t| t.backjump) {
            return;
        }
        let at = depth as usize;
        if self.levels.len() <= at {
            self.levels.resize(at + 1, Level::default());
        }
        self.levels[at].cell = Some(cell);
    }
}
