//! Checking a trace against the rules of Sudoku, event by event.
//!
//! A [`Verifier`] replays the board from the givens and holds every event to
//! what it claims: a placement goes into an empty cell and breaks no rule; a
//! candidate set and every exclusion reason are true at that moment; a dead
//! end really is dead; a deduction really is forced by the rule it names; an
//! undo takes back the most recent placement standing; a solution is
//! complete, valid and keeps the givens; the footer's counters match the
//! events. The first event that fails is a [`Fault`], with the board just
//! before it and what was expected instead.
//!
//! Partial traces are welcome: a simple solver may write only placements,
//! undos and solutions, and no footer. The [`Report`] says which checks the
//! trace allowed.
//!
//! The module is in files of one idea each: `fault` (what a fault says and
//! how it reads), `board` (the verifier's own plain board and the guesses and
//! deductions standing on it), `rules` (one rule per kind of event), `footer`
//! (the footer's counters and end, and a document's `solutions` list) and
//! `report` (what a valid trace was checked for).
//!
//! ```
//! use sudoku_trace::{parse, read::TraceReader, render::{JsonLines, Renderer}};
//! use sudoku_trace::solver::{self, Strategy};
//! use sudoku_trace::trace::{Footer, Header, Limits};
//! use sudoku_trace::verify::{self, Outcome};
//!
//! // Save a trace as JSON Lines, read it back and verify it.
//! let grid = parse::parse_str("1234\n3412\n2.4.\n4.23")?;
//! let limits = Limits::FIRST_SOLUTION;
//! let mut saved = Vec::new();
//! let mut renderer = JsonLines::new(&mut saved);
//! renderer.begin(&Header::new(&grid, Strategy::Candidates.name(), limits))?;
//! let report = solver::solve(&grid, Strategy::Candidates, limits, &mut renderer);
//! renderer.finish(&Footer::new(report.end, report.stats))?;
//! drop(renderer);
//!
//! let mut reader = TraceReader::from_reader("saved.jsonl", saved.as_slice())?;
//! match verify::verify(&mut reader)? {
//!     Outcome::Valid(report) => assert_eq!(report.steps, 11),
//!     Outcome::Invalid(fault) => panic!("{fault}"),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod claim;
mod domains;
mod fault;
mod footer;
mod report;
mod rules;

use crate::grid::{BoxShape, Grid};
use crate::read::{Form, ReadError, TraceReader};
use crate::trace::{
    Event, EventKind, Header, Inferring, OLDEST_SCHEMA_VERSION, SCHEMA_VERSION, Stats, Textbook,
};

use board::Standing;
pub use claim::{
    Among, BackjumpClaim, Backjumping, BoundsClaim, CandidateClaim, ChoiceClaim, Claim, Closed,
    ConflictRule, DepthWhy, HeaderClaim, Holds, Limit, LimitClaim, Listed, OnPath, Order,
    OrderWrong, Pruning, ReasonWrong, SearchClaim, SetWhy, SetWrong, TextbookClaim,
};
pub use fault::Fault;
pub use report::{Report, checked};

/// The result of verifying a trace that could be read.
#[derive(Clone, Debug, PartialEq, Eq)]
// One per verified trace: boxing the report would cost every caller a
// dereference for no saving worth having.
#[allow(clippy::large_enum_variant)]
pub enum Outcome {
    /// Every event follows the rules (boxed, like a fault: a report
    /// counts every kind of event).
    Valid(Box<Report>),
    /// The first event that does not.
    Invalid(Box<Fault>),
}

/// Verifies the trace of `reader` to its end. `Err` only when the trace
/// cannot be read at all ([`ReadError::is_unreadable`]); a record that
/// breaks down partway is a [`Fault`] at its step.
pub fn verify(reader: &mut TraceReader<'_>) -> Result<Outcome, ReadError> {
    let mut verifier = match start(reader) {
        Ok(v) => v,
        Err(fault) => return Ok(Outcome::Invalid(fault)),
    };
    loop {
        match reader.next_event() {
            Ok(Some(event)) => {
                if let Err(fault) = check_read(&mut verifier, reader, &event) {
                    return Ok(Outcome::Invalid(fault));
                }
            }
            Ok(None) => break,
            Err(e) if e.is_unreadable() => return Err(e),
            Err(e) => {
                let board = e.step().map(|_| verifier.board.clone());
                let fault = Box::new(Fault::from_read_error(&e, board));
                return Ok(Outcome::Invalid(fault));
            }
        }
    }
    Ok(match end(&verifier, reader) {
        Ok(report) => Outcome::Valid(Box::new(report)),
        Err(fault) => Outcome::Invalid(fault),
    })
}

/// The verifier of the trace `reader` has opened, or the fault in its header.
fn start(reader: &TraceReader<'_>) -> Result<Verifier, Box<Fault>> {
    match Verifier::new(reader.header()) {
        // A document's `solutions` list follows its events, so its
        // solutions are kept until the list can be read.
        Ok(v) if reader.form() == Form::Document => Ok(v.keep_solutions()),
        Ok(v) => Ok(v),
        Err(mut fault) => {
            fault.source_name = Some(reader.name().to_string());
            Err(fault)
        }
    }
}

/// Checks the event `reader` has just read; a fault is placed at its line.
fn check_read(
    verifier: &mut Verifier,
    reader: &TraceReader<'_>,
    event: &Event,
) -> Result<(), Box<Fault>> {
    verifier.check(event).map_err(|mut fault| {
        fault.line = reader.line();
        fault.source_name = Some(reader.name().to_string());
        fault
    })
}

/// Checks what follows the events of `reader`, all read: a document's
/// `solutions` list and the footer, a fault placed at its line.
fn end(verifier: &Verifier, reader: &TraceReader<'_>) -> Result<Report, Box<Fault>> {
    let lines = reader.footer_lines();
    let listed = match reader.solutions() {
        Some(list) => verifier.check_solution_list(list).map_err(|mut fault| {
            fault.line = fault.line.or(lines.solutions);
            fault
        }),
        None => Ok(()),
    };
    listed
        .and_then(|()| verifier.finish_at(reader.footer(), lines))
        .map_err(|mut fault| {
            fault.source_name = Some(reader.name().to_string());
            fault
        })
}

/// A [`Verifier`] run alongside another reader of a trace: `render` draws
/// a trace and says whether it breaks the rules without a second reading.
/// Each event is checked as it is read (with `play_watched` of the renderers);
/// checking stops at the first fault, which is kept, so a faulty trace
/// costs no more than a valid one.
#[derive(Debug)]
pub struct Watch {
    verifier: Option<Verifier>,
    fault: Option<Box<Fault>>,
}

impl Watch {
    /// A watch over the trace `reader` has opened.
    pub fn new(reader: &TraceReader<'_>) -> Watch {
        match start(reader) {
            Ok(verifier) => Watch {
                verifier: Some(verifier),
                fault: None,
            },
            Err(fault) => Watch {
                verifier: None,
                fault: Some(fault),
            },
        }
    }

    /// Checks the event `reader` has just read, unless a fault came before.
    pub fn event(&mut self, reader: &TraceReader<'_>, event: &Event) {
        if let Some(verifier) = &mut self.verifier
            && let Err(fault) = check_read(verifier, reader, event)
        {
            self.verifier = None;
            self.fault = Some(fault);
        }
    }

    /// The first fault, once every event of `reader` has been read and
    /// watched: in an event, or else in what follows them.
    pub fn finish(self, reader: &TraceReader<'_>) -> Option<Box<Fault>> {
        match (self.fault, self.verifier) {
            (Some(fault), _) => Some(fault),
            (None, Some(verifier)) => end(&verifier, reader).err(),
            (None, None) => None,
        }
    }

    /// The first fault found so far, in an event (the trace stopped short:
    /// nothing after its events has been checked).
    pub fn fault(&self) -> Option<&Fault> {
        self.fault.as_deref()
    }
}

/// Checks a trace one event at a time: [`Verifier::new`] with the header,
/// [`Verifier::check`] for each event, [`Verifier::finish`] with the footer.
#[derive(Clone, Debug)]
pub struct Verifier {
    header: Header,
    shape: BoxShape,
    givens: Grid,
    board: Grid,
    placements: Vec<Standing>,
    deductions: Vec<Standing>,
    /// The options of the constraint chosen at each depth, for the
    /// placements that meet it.
    constraints: Vec<Option<u8>>,
    step: u64,
    stats: Stats,
    counts: [u64; EventKind::ALL.len()],
    /// The placements that give `choice` or `of`, so had them checked.
    choices: u64,
    /// The exclusion reasons checked (digits a candidate set excludes).
    exclusions: u64,
    last: Option<Event>,
    /// No event may follow this one (a step limit, the last solution asked for).
    closed: Option<Closed>,
    solution_list: Option<Vec<String>>,
    /// Each solution's event and step, with [`Verifier::keep_solutions`].
    kept: Option<Vec<(u64, Event)>>,
    clashing_givens: bool,
    /// The textbook's choices, when the header's strategy names a
    /// `backtrack` combination.
    textbook: Option<Textbook>,
    /// Every cell's domain, under inference.
    domains: domains::Domains,
    /// Where inference stands: the pruning due next, if any.
    phase: rules::Phase,
    /// The LCV order given at each depth, for the placements that follow.
    orders: Vec<Option<(crate::grid::Cell, Vec<u8>)>>,
    /// The undos a backjump still owes.
    jump: Option<rules::Jump>,
    /// Under backjumping, each level of the path: its cell, the guesses
    /// passed on to it, whether a solution was found below it.
    levels: Vec<rules::Level>,
    /// A conflict set was empty: the search ends, undoing every guess.
    ending: bool,
}

impl Verifier {
    /// A verifier for the log that `header` opens, or the fault in the header.
    pub fn new(header: &Header) -> Result<Verifier, Box<Fault>> {
        let fault = |claim: HeaderClaim| {
            Box::new(Fault {
                step: None,
                source_name: None,
                line: None,
                event: None,
                board: None,
                claim: Claim::Header(claim),
            })
        };
        if !(OLDEST_SCHEMA_VERSION..=SCHEMA_VERSION).contains(&header.schema_version) {
            return Err(fault(HeaderClaim::UnknownVersion {
                version: header.schema_version,
                oldest: OLDEST_SCHEMA_VERSION,
                current: SCHEMA_VERSION,
            }));
        }
        let puzzle = &header.puzzle;
        let shape = puzzle.box_shape;
        if puzzle.size != shape.side() {
            return Err(fault(HeaderClaim::SizeMismatch {
                size: puzzle.size,
                shape,
            }));
        }
        let side = shape.side();
        // The same check the reader makes at the door, here for callers
        // that build a Verifier from a header of their own.
        let givens = crate::bounds::puzzle_grid(puzzle).map_err(|_| {
            fault(HeaderClaim::NotAGrid {
                givens: puzzle.givens.clone(),
                side,
            })
        })?;
        let textbook = Textbook::parse(&header.strategy);
        Ok(Verifier {
            // Arc consistency runs once before the first guess.
            phase: match textbook.map(|t| t.inference) {
                Some(Inferring::Mac) => rules::Phase::Arc { current: None },
                _ => rules::Phase::Idle,
            },
            textbook,
            domains: domains::Domains::new(&givens),
            orders: Vec::new(),
            jump: None,
            levels: Vec::new(),
            ending: false,
            header: header.clone(),
            shape,
            clashing_givens: givens.first_clash().is_some(),
            board: givens.clone(),
            givens,
            placements: Vec::new(),
            deductions: Vec::new(),
            constraints: Vec::new(),
            step: 0,
            stats: Stats::default(),
            counts: [0; EventKind::ALL.len()],
            choices: 0,
            exclusions: 0,
            last: None,
            closed: None,
            solution_list: None,
            kept: None,
        })
    }

    /// Also checks each solution against a document's `solutions` list,
    /// known before the events.
    pub fn with_solution_list(mut self, solutions: Option<Vec<String>>) -> Verifier {
        self.solution_list = solutions;
        self
    }

    /// Keeps each solution found, for [`Verifier::check_solution_list`]:
    /// for a streamed document, whose `solutions` list follows its events.
    pub fn keep_solutions(mut self) -> Verifier {
        self.kept = Some(Vec::new());
        self
    }

    /// The board now: the givens with every standing placement and deduction.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// The number of events checked so far.
    pub fn step(&self) -> u64 {
        self.step
    }

    /// Checks the next event and, when it holds, applies it to the board.
    pub fn check(&mut self, event: &Event) -> Result<(), Box<Fault>> {
        self.step += 1;
        let step = self.step;
        let fault = |claim: Claim| {
            Box::new(Fault {
                step: Some(step),
                source_name: None,
                line: None,
                event: Some(event.clone()),
                board: None,
                claim,
            })
        };
        let result = self.check_event(event).map_err(fault);
        match result {
            Ok(()) => {
                // Only now, its rules passed, does the event change the board.
                self.follow(event.effect(), event.depth());
                self.follow_textbook(event);
                self.stats.record(event);
                self.counts[event.kind().index()] += 1;
                self.count_details(event);
                if let (Some(kept), Event::Solved { .. }) = (&mut self.kept, event) {
                    kept.push((step, event.clone()));
                }
                self.last = Some(event.clone());
                Ok(())
            }
            Err(mut f) => {
                f.board = Some(self.board.clone());
                Err(f)
            }
        }
    }

    /// Counts what an event that held let be checked beyond its kind: a
    /// placement's choice, a candidate set's exclusion reasons.
    fn count_details(&mut self, event: &Event) {
        if let Event::Placed { choice, of, .. } = event
            && (choice.is_some() || of.is_some())
        {
            self.choices += 1;
        }
        if let Event::CandidatesComputed { excluded, .. } = event {
            self.exclusions += excluded.len() as u64;
        }
    }

    /// Checks an event against the rules of its kind: the claim of its
    /// fault when it breaks one.
    fn check_event(&mut self, event: &Event) -> Result<(), Claim> {
        self.check_open(event)?;
        self.check_due(event)?;
        // No wildcard arm: a new kind of event is a compile error here
        // until it has a rule of its own.
        match *event {
            Event::CandidatesComputed {
                cell,
                depth,
                candidates,
                ref excluded,
            } => self.check_candidates_computed(cell, depth, candidates, excluded),
            Event::Placed {
                cell,
                digit,
                depth,
                choice,
                of,
            } => self.check_placed(cell, digit, depth, choice, of),
            Event::Rejected {
                cell,
                digit,
                depth,
                peer,
                unit,
            } => self.check_rejected(cell, digit, depth, peer, unit),
            Event::DeadEnd { subject, depth } => self.check_dead_end(subject, depth),
            Event::Deduced {
                cell,
                digit,
                depth,
                rule,
                unit,
            } => self.check_deduced(cell, digit, depth, rule, unit),
            Event::Retracted { cell, digit, depth } => self.check_retracted(cell, digit, depth),
            Event::ConstraintChosen {
                subject,
                depth,
                options,
            } => self.check_constraint_chosen(subject, depth, options),
            Event::Undone { cell, digit, depth } => self.check_undone(cell, digit, depth),
            Event::Solved {
                number,
                depth,
                ref grid,
            } => self.check_solved(number, depth, grid),
            Event::StepLimitReached { steps } => self.check_step_limit(steps),
            Event::TimeLimitReached { steps } => self.check_time_limit(steps),
            Event::Pruned {
                cell,
                digit,
                depth,
                by,
                reason,
            } => self.check_pruned(cell, digit, depth, by, reason),
            Event::ValuesOrdered {
                cell,
                depth,
                ref values,
            } => self.check_values_ordered(cell, depth, values),
            Event::ConflictSet {
                cell,
                depth,
                ref conflicts,
            } => self.check_conflict_set(cell, depth, conflicts),
            Event::Backjumped {
                cell,
                depth,
                to,
                digit,
                over,
                ref conflicts,
            } => self.check_backjumped((cell, depth, to, digit, over), conflicts),
        }
    }
}
