//! What every strategy shares while it searches: the board, the sink, the
//! counters and the limits.

use std::borrow::Borrow;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use super::board::Board;
use crate::grid::Grid;
use crate::grid::Unit;
use crate::trace::{End, Event, EventKind, Exclusion, Limits, Rule, Sink, Stats, Subject};

/// How many solutions a [`super::Report`] keeps; [`Stats::solutions`] counts them all.
pub const KEPT_SOLUTIONS: usize = 64;

/// How many events pass between two looks at the [`Deadline`]: a search
/// stops at most this many events after its time is up, and always at a
/// multiple of it, and the hot path pays one comparison per event.
pub const DEADLINE_EVERY: u64 = 1024;

/// The end of a search's time, as whoever keeps the clock says: the library
/// never reads a clock (traces stay deterministic), so the caller (a timer
/// thread, a signal handler) calls [`Deadline::expire`] when the time is up,
/// and [`super::solve_until`] stops at the next multiple of
/// [`DEADLINE_EVERY`] events with [`Event::TimeLimitReached`].
#[derive(Debug, Default)]
pub struct Deadline(AtomicBool);

impl Deadline {
    /// A deadline that has not passed.
    pub const fn new() -> Deadline {
        Deadline(AtomicBool::new(false))
    }

    /// Says that the time is up; any thread may call it, at any time.
    pub fn expire(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Makes the deadline not passed again, for the next search.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }

    /// Whether [`Deadline::expire`] was called (since the last reset).
    pub fn is_expired(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The counters and the limits of a search: every event is counted here,
/// through [`Stats::count`], and the limits are looked at here, whether the
/// events are built or not. [`SearchState`] counts through it; so does the 9×9
/// band engine of `singles` ([`super::bands`]), which builds no event but
/// must stop exactly where the traced search would.
pub(crate) struct Tally<'s> {
    limits: Limits,
    deadline: Option<&'s Deadline>,
    /// The most placements the search may make (`u64::MAX`: no budget),
    /// looked at before each placement: an untraced count only
    /// ([`super::count`]), since no event records it.
    max_placements: u64,
    /// The number of events at which [`Tally::count`] next looks at the
    /// limits: the step limit, or the next look at the deadline, whichever
    /// comes first (`u64::MAX`: never).
    checkpoint: u64,
    pub(crate) stats: Stats,
}

impl<'s> Tally<'s> {
    /// Counters at 0, within `limits`, `deadline` (if any) and a budget of
    /// `max_placements` (if any).
    pub(crate) fn new(
        limits: Limits,
        deadline: Option<&'s Deadline>,
        max_placements: Option<u64>,
    ) -> Self {
        let mut tally = Tally {
            limits,
            deadline,
            max_placements: max_placements.unwrap_or(u64::MAX),
            checkpoint: 0,
            stats: Stats::default(),
        };
        tally.checkpoint = tally.next_checkpoint(0);
        tally
    }

    /// The first number of events from `events` on (included) at which a
    /// limit must be looked at.
    fn next_checkpoint(&self, events: u64) -> u64 {
        let deadline = match self.deadline {
            Some(_) => events.next_multiple_of(DEADLINE_EVERY),
            None => u64::MAX,
        };
        self.limits.max_steps.map_or(deadline, |m| m.min(deadline))
    }

    /// Counts one event of `kind` at `depth` jumping back over `over`
    /// guesses; at the step limit, or past the deadline, counts the limit
    /// event instead and breaks with it (the caller sends it to a sink
    /// that listens).
    #[inline(always)]
    pub(crate) fn count(
        &mut self,
        kind: EventKind,
        depth: u32,
        over: u32,
    ) -> ControlFlow<(End, Event)> {
        // One comparison per event: the limits are looked at only at checkpoints.
        if self.stats.events == self.checkpoint {
            self.at_checkpoint()?;
        }
        // Counted by the one definition of the counters, whether or not
        // anyone listens, so a trace's recount always equals the report.
        self.stats.count(kind, depth, over);
        ControlFlow::Continue(())
    }

    /// Counts `n` events of `kind` at `depth` in a row, as `n` calls of
    /// [`Tally::count`] would: at once when no checkpoint falls among them.
    #[inline]
    pub(crate) fn count_many(
        &mut self,
        kind: EventKind,
        depth: u32,
        n: u64,
    ) -> ControlFlow<(End, Event)> {
        if self.checkpoint - self.stats.events > n {
            // No limit to look at: the definition alone, which the compiler
            // folds into one addition for a kind that moves one counter.
            for _ in 0..n {
                self.stats.count(kind, depth, 0);
            }
            return ControlFlow::Continue(());
        }
        for _ in 0..n {
            self.count(kind, depth, 0)?;
        }
        ControlFlow::Continue(())
    }

    /// Whether the budget of placements allows one more (one comparison
    /// per placement, none per other event).
    #[inline(always)]
    pub(crate) fn may_place(&self) -> bool {
        self.stats.placements != self.max_placements
    }

    /// Whether `number` solutions are all that was asked for.
    #[inline]
    pub(crate) fn enough_solutions(&self, number: u64) -> bool {
        self.limits.max_solutions == Some(number)
    }

    /// Looks at the limits: the step limit first, so that a search at both
    /// stops the same way every time, then the deadline.
    #[cold]
    fn at_checkpoint(&mut self) -> ControlFlow<(End, Event)> {
        let steps = self.stats.events;
        let (event, end) = if self.limits.max_steps == Some(steps) {
            (Event::StepLimitReached { steps }, End::StepLimit)
        } else if self.deadline.is_some_and(Deadline::is_expired) {
            (Event::TimeLimitReached { steps }, End::TimeLimit)
        } else {
            self.checkpoint = self.next_checkpoint(steps + 1);
            return ControlFlow::Continue(());
        };
        self.stats.record(&event);
        ControlFlow::Break((end, event))
    }
}

/// A search in progress. Strategies drive it; it counts, checks the limits
/// and builds events only when the sink listens.
pub(crate) struct SearchState<'s, S: Sink + ?Sized> {
    pub(crate) board: Board,
    sink: &'s mut S,
    listening: bool,
    /// The counters and the limits.
    pub(crate) tally: Tally<'s>,
    pub(crate) solutions: Vec<Grid>,
    /// Cells filled by deduction, most recent last, so a level can take its own back.
    pub(crate) trail: Vec<u16>,
    /// Reused for every candidate computation, so tracing allocates once.
    scratch: Vec<Exclusion>,
}

/// What a strategy step returns: go on, or stop the whole search for this reason.
pub(crate) type Flow = ControlFlow<End>;

impl<'s, S: Sink + ?Sized> SearchState<'s, S> {
    /// A search from `board` into `sink`, within `limits`, `deadline` and
    /// a budget of `max_placements` (untraced only: no event records it).
    pub(crate) fn new(
        board: Board,
        sink: &'s mut S,
        limits: Limits,
        deadline: Option<&'s Deadline>,
        max_placements: Option<u64>,
    ) -> Self {
        let listening = sink.is_listening();
        debug_assert!(
            !(listening && max_placements.is_some()),
            "a trace has no event for a placement budget"
        );
        SearchState {
            listening,
            board,
            sink,
            tally: Tally::new(limits, deadline, max_placements),
            solutions: Vec::new(),
            trail: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Counts one event and hands it to the sink, building it only when the
    /// sink listens. At the step limit, or past the deadline, it sends the
    /// limit event instead and stops. `make` may return the event or a
    /// reference to one built beforehand.
    #[inline]
    pub(crate) fn emit<E: Borrow<Event>>(
        &mut self,
        kind: EventKind,
        depth: u32,
        make: impl FnOnce(&Board) -> E,
    ) -> Flow {
        self.emit_jump(kind, depth, 0, make)
    }

    /// [`SearchState::emit`] for an event that jumps back over `over` guesses,
    /// which [`Stats::count`] counts too.
    #[inline]
    pub(crate) fn emit_jump<E: Borrow<Event>>(
        &mut self,
        kind: EventKind,
        depth: u32,
        over: u32,
        make: impl FnOnce(&Board) -> E,
    ) -> Flow {
        if let ControlFlow::Break((end, limit)) = self.tally.count(kind, depth, over) {
            if self.listening {
                let _ = self.sink.event(&limit);
            }
            return ControlFlow::Break(end);
        }
        if self.listening {
            let event = make(&self.board);
            let event = event.borrow();
            debug_assert_eq!((event.kind(), event.depth()), (kind, depth));
            if self.sink.event(event).is_break() {
                return ControlFlow::Break(End::Stopped);
            }
        }
        ControlFlow::Continue(())
    }

    /// Reports the candidates of the cell at `index` with the reason for
    /// every excluded digit.
    pub(crate) fn candidates_computed(&mut self, index: usize, depth: u32) -> Flow {
        if !self.listening {
            return self.emit::<Event>(EventKind::CandidatesComputed, depth, |_| {
                unreachable!("a sink that does not listen gets no event")
            });
        }
        let mut excluded = std::mem::take(&mut self.scratch);
        self.board.exclusions(index, &mut excluded);
        let event = Event::CandidatesComputed {
            cell: self.board.cell(index),
            depth,
            candidates: self.board.candidates(index),
            excluded,
        };
        // The sink gets a reference, so the buffer comes back for the next
        // step: tracing allocates once, not once per step.
        let flow = self.emit(EventKind::CandidatesComputed, depth, |_| &event);
        if let Event::CandidatesComputed { excluded, .. } = event {
            self.scratch = excluded;
        }
        flow
    }

    /// Writes `digit` into the empty cell at `index` as a guess.
    pub(crate) fn place(
        &mut self,
        index: usize,
        digit: u8,
        depth: u32,
        choice: Option<(u8, u8)>,
    ) -> Flow {
        if !self.tally.may_place() {
            return ControlFlow::Break(End::PlacementLimit);
        }
        self.emit(EventKind::Placed, depth, |b| Event::Placed {
            cell: b.cell(index),
            digit,
            depth,
            choice: choice.map(|c| c.0),
            of: choice.map(|c| c.1),
        })?;
        self.board.place(index, digit);
        ControlFlow::Continue(())
    }

    /// Takes back the guess in the cell at `index`.
    pub(crate) fn undo(&mut self, index: usize, depth: u32) -> Flow {
        let digit = self.board.get(index);
        self.emit(EventKind::Undone, depth, |b| Event::Undone {
            cell: b.cell(index),
            digit,
            depth,
        })?;
        self.board.clear(index);
        ControlFlow::Continue(())
    }

    /// Reports that the cell at `index` has no digit left.
    pub(crate) fn dead_end(&mut self, index: usize, depth: u32) -> Flow {
        self.emit(EventKind::DeadEnd, depth, |b| Event::DeadEnd {
            subject: Subject::Cell(b.cell(index)),
            depth,
        })?;
        ControlFlow::Continue(())
    }

    /// Reports that the conflict check refused `digit` in the cell at `index`.
    pub(crate) fn reject(&mut self, index: usize, digit: u8, depth: u32) -> Flow {
        self.emit(EventKind::Rejected, depth, |b| {
            let (peer, unit) = b
                .clash(index, digit)
                .expect("a rejected digit has a clashing peer");
            Event::Rejected {
                cell: b.cell(index),
                digit,
                depth,
                peer,
                unit,
            }
        })?;
        ControlFlow::Continue(())
    }

    /// Reports the full board as a solution; stops when enough were found.
    pub(crate) fn solved(&mut self, depth: u32) -> Flow {
        let number = self.tally.stats.solutions + 1;
        self.emit(EventKind::Solved, depth, |b| Event::Solved {
            number,
            depth,
            grid: b.to_grid().to_line(),
        })?;
        if self.solutions.len() < KEPT_SOLUTIONS {
            self.solutions.push(self.board.to_grid());
        }
        if self.tally.enough_solutions(number) {
            return ControlFlow::Break(End::SolutionLimit);
        }
        ControlFlow::Continue(())
    }
}

/// Branching, as every strategy that picks a cell does it.
impl<S: Sink + ?Sized> SearchState<'_, S> {
    /// Computes the candidates of the empty cell at `index` (a dead end when
    /// there are none) and tries each in ascending order: place it, search
    /// the level below with `next`, undo it.
    pub(crate) fn branch(
        &mut self,
        index: usize,
        depth: u32,
        next: &mut impl FnMut(&mut Self, u32) -> Flow,
    ) -> Flow {
        self.candidates_computed(index, depth)?;
        let candidates = self.board.candidates(index);
        if candidates.is_empty() {
            return self.dead_end(index, depth);
        }
        let count = candidates.len() as u8;
        for (k, digit) in candidates.iter().enumerate() {
            self.place(index, digit, depth + 1, Some((k as u8 + 1, count)))?;
            next(self, depth + 1)?;
            self.undo(index, depth + 1)?;
        }
        ControlFlow::Continue(())
    }
}

/// The steps of strategies that deduce or cover constraints.
impl<S: Sink + ?Sized> SearchState<'_, S> {
    /// Writes `digit` into the empty cell at `index` because `rule` forces it.
    pub(crate) fn deduce(
        &mut self,
        index: usize,
        digit: u8,
        depth: u32,
        rule: Rule,
        unit: Option<Unit>,
    ) -> Flow {
        self.emit(EventKind::Deduced, depth, |b| Event::Deduced {
            cell: b.cell(index),
            digit,
            depth,
            rule,
            unit,
        })?;
        self.board.place(index, digit);
        ControlFlow::Continue(())
    }

    /// Takes back the deduction in the cell at `index`.
    pub(crate) fn retract(&mut self, index: usize, depth: u32) -> Flow {
        let digit = self.board.get(index);
        self.emit(EventKind::Retracted, depth, |b| Event::Retracted {
            cell: b.cell(index),
            digit,
            depth,
        })?;
        self.board.clear(index);
        ControlFlow::Continue(())
    }

    /// Reports that `digit` has no place left in unit `unit` (numbered as in
    /// [`Board::unit_mask`]).
    pub(crate) fn dead_end_in_unit(&mut self, digit: u8, unit: usize, depth: u32) -> Flow {
        let (kind, index) = unit_of(unit, self.board.side());
        self.emit(EventKind::DeadEnd, depth, |_| Event::DeadEnd {
            subject: Subject::Unit {
                digit,
                unit: kind,
                index,
            },
            depth,
        })?;
        ControlFlow::Continue(())
    }

    /// Reports the constraint exact cover branches on: a cell (`Ok`) or a
    /// digit in a unit (`Err((digit, unit))`).
    pub(crate) fn constraint_chosen(
        &mut self,
        constraint: Result<usize, (u8, usize)>,
        options: u8,
        depth: u32,
    ) -> Flow {
        let side = self.board.side();
        self.emit(EventKind::ConstraintChosen, depth, |b| {
            let subject = match constraint {
                Ok(index) => Subject::Cell(b.cell(index)),
                Err((digit, unit)) => {
                    let (unit, index) = unit_of(unit, side);
                    Subject::Unit { digit, unit, index }
                }
            };
            Event::ConstraintChosen {
                subject,
                depth,
                options,
            }
        })
    }
}

/// The kind and number of unit `unit` (rows `0..N`, columns `N..2N`, boxes `2N..3N`).
pub(crate) fn unit_of(unit: usize, side: usize) -> (Unit, u8) {
    let kind = [Unit::Row, Unit::Column, Unit::Box][unit / side];
    (kind, (unit % side) as u8)
}
