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
//! ```
//! use sudoku_trace::{parse, read::TraceReader, render::{JsonLines, Renderer}};
//! use sudoku_trace::solver::{self, Strategy};
//! use sudoku_trace::trace::{Footer, Header, Limits};
//! use sudoku_trace::verify::{self, Outcome};
//!
//! // Save a trace as JSON Lines, read it back and verify it.
//! let grid = parse::parse_str("1234\n3412\n2.4.\n4.23")?;
//! let limits = Limits { max_solutions: Some(1), max_steps: None, time_limit: None };
//! let mut saved = Vec::new();
//! let mut renderer = JsonLines::new(&mut saved);
//! renderer.begin(&Header::new(&grid, Strategy::Candidates.name(), limits))?;
//! let report = solver::solve(&grid, Strategy::Candidates, limits, &mut renderer);
//! renderer.finish(&Footer { end: report.end, stats: report.stats })?;
//! drop(renderer);
//!
//! let mut reader = TraceReader::from_reader("saved.jsonl", saved.as_slice())?;
//! match verify::verify(&mut reader)? {
//!     Outcome::Valid(report) => assert_eq!(report.steps, 11),
//!     Outcome::Invalid(fault) => panic!("{fault}"),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::grid::{BoxShape, Cell, DigitSet, Grid, Unit, digit_char, unit_cells};
use crate::read::{Form, ReadError, TraceReader};
use crate::trace::{End, Event, Exclusion, Footer, Header, Rule, SCHEMA_VERSION, Stats};

/// The first event of a trace that breaks the rules, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The step (event number, from 1), or `None` for the header or the footer.
    pub step: Option<u64>,
    /// The trace's name (a path, `<stdin>`), when known.
    pub source_name: Option<String>,
    /// The line of the trace file, when known (JSON Lines).
    pub line: Option<u64>,
    /// The faulty event, when the fault is in an event that could be read.
    pub event: Option<Event>,
    /// The board just before the faulty step.
    pub board: Option<Grid>,
    /// What the trace says, and what is wrong with it.
    pub found: String,
    /// What the rules expected instead.
    pub expected: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(step) => write!(f, "step {step}: {}", self.found)?,
            None => write!(f, "{}", self.found)?,
        }
        match (&self.source_name, self.line) {
            (Some(name), Some(line)) => write!(f, "\n  at:       {name}:{line}")?,
            (Some(name), None) => write!(f, "\n  at:       {name}")?,
            (None, Some(line)) => write!(f, "\n  at:       line {line}")?,
            (None, None) => {}
        }
        if let Some(event) = &self.event {
            let json = serde_json::to_string(event).unwrap_or_default();
            write!(f, "\n  event:    {json}")?;
        }
        write!(f, "\n  expected: {}", self.expected)?;
        if let Some(board) = &self.board {
            let moment = if self.step.is_some() {
                "before this step"
            } else {
                "at the end"
            };
            write!(f, "\n  board {moment}:")?;
            for line in board.to_string().lines() {
                write!(f, "\n    {}", line.trim_end())?;
            }
        }
        Ok(())
    }
}

impl Fault {
    /// The fault of a trace that breaks down partway (a malformed or
    /// truncated record), with the board before it when known.
    pub fn from_read_error(e: &ReadError, board: Option<Grid>) -> Fault {
        Fault {
            source_name: Some(e.source_name.clone()),
            step: e.step,
            line: e.line,
            event: None,
            board,
            found: match e.column {
                Some(col) => format!("{} (column {col})", e.found),
                None => e.found.clone(),
            },
            expected: e.expected.clone(),
        }
    }
}

impl std::error::Error for Fault {}

/// What a valid trace was checked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The strategy the header names.
    pub strategy: String,
    /// The side of the puzzle.
    pub size: usize,
    /// The number of events checked.
    pub steps: u64,
    /// How many events of each kind were checked, by event name, in the
    /// order of [`EVENT_KINDS`].
    pub counts: [u64; EVENT_KINDS.len()],
    /// The counters recounted from the events.
    pub stats: Stats,
    /// Whether the trace has a footer (and so its counters and end were checked).
    pub footer: bool,
    /// Whether the givens already clash (the puzzle has no solution).
    pub clashing_givens: bool,
}

/// The event names, in the order of [`Report::counts`], with what checking
/// each means.
pub const EVENT_KINDS: [(&str, &str); 11] = [
    (
        "candidates_computed",
        "candidate sets and exclusion reasons (the first peer holding each digit)",
    ),
    (
        "placed",
        "placements (an empty cell, no clash, the depth, the choice among the candidates)",
    ),
    ("rejected", "rejections (the named peer holds the digit)"),
    (
        "dead_end",
        "dead ends (no digit fits the cell, or the digit has no place in the unit)",
    ),
    (
        "deduced",
        "deductions (forced by the naked or hidden single they name)",
    ),
    ("retracted", "retractions (a standing deduction taken back)"),
    (
        "constraint_chosen",
        "chosen constraints (the number of ways to meet them)",
    ),
    ("undone", "undos (the most recent placement standing first)"),
    (
        "solved",
        "solutions (complete, valid, keep the givens, numbered 1, 2, 3…)",
    ),
    (
        "step_limit_reached",
        "the step limit (after exactly the header's number of steps)",
    ),
    (
        "time_limit_reached",
        "the time limit (the header sets one; nothing follows it)",
    ),
];

fn kind_index(event: &Event) -> usize {
    match event {
        Event::CandidatesComputed { .. } => 0,
        Event::Placed { .. } => 1,
        Event::Rejected { .. } => 2,
        Event::DeadEnd { .. } => 3,
        Event::Deduced { .. } => 4,
        Event::Retracted { .. } => 5,
        Event::ConstraintChosen { .. } => 6,
        Event::Undone { .. } => 7,
        Event::Solved { .. } => 8,
        Event::StepLimitReached { .. } => 9,
        Event::TimeLimitReached { .. } => 10,
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "valid: {} steps of a {} search on a {n}x{n} puzzle follow the rules",
            self.steps,
            crate::trace::shown_name(&self.strategy),
            n = self.size
        )?;
        writeln!(f, "checked:")?;
        writeln!(
            f,
            "  header  schema version {SCHEMA_VERSION}, the puzzle and the limits"
        )?;
        for ((_, what), &count) in EVENT_KINDS.iter().zip(&self.counts) {
            if count > 0 {
                writeln!(f, "  {count:>6}  {what}")?;
            }
        }
        if self.footer {
            writeln!(
                f,
                "  footer  the counters and the end, recounted from the events"
            )?;
        }
        let absent: Vec<&str> = EVENT_KINDS
            .iter()
            .zip(&self.counts)
            .filter(|&(_, &count)| count == 0)
            .map(|((name, _), _)| *name)
            .collect();
        if !absent.is_empty() {
            writeln!(f, "not in this trace: {}", absent.join(", "))?;
        }
        if !self.footer {
            writeln!(f, "not checked: the counters and the end (no footer)")?;
        }
        if self.clashing_givens {
            writeln!(f, "note: the givens clash, so the puzzle has no solution")?;
        }
        Ok(())
    }
}

/// The result of verifying a trace that could be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every event follows the rules.
    Valid(Report),
    /// The first event that does not.
    Invalid(Box<Fault>),
}

/// Verifies the trace of `reader` to its end. `Err` only when the trace
/// cannot be read at all ([`ReadError::is_unreadable`]); a record that
/// breaks down partway is a [`Fault`] at its step.
pub fn verify(reader: &mut TraceReader<'_>) -> Result<Outcome, ReadError> {
    let mut verifier = match Verifier::new(reader.header()) {
        // A document's `solutions` list follows its events, so its
        // solutions are kept until the list can be read.
        Ok(v) if reader.form() == Form::Document => v.keep_solutions(),
        Ok(v) => v,
        Err(mut fault) => {
            fault.source_name = Some(reader.name().to_string());
            return Ok(Outcome::Invalid(fault));
        }
    };
    loop {
        match reader.next_event() {
            Ok(Some(event)) => {
                if let Err(mut fault) = verifier.check(&event) {
                    fault.line = reader.line();
                    fault.source_name = Some(reader.name().to_string());
                    return Ok(Outcome::Invalid(fault));
                }
            }
            Ok(None) => break,
            Err(e) if e.is_unreadable() => return Err(e),
            Err(e) => {
                let board = e.step.map(|_| verifier.board.clone());
                let fault = Box::new(Fault::from_read_error(&e, board));
                return Ok(Outcome::Invalid(fault));
            }
        }
    }
    let listed = match reader.solutions() {
        Some(list) => verifier.check_solution_list(list),
        None => Ok(()),
    };
    Ok(
        match listed.and_then(|()| verifier.finish(reader.footer())) {
            Ok(report) => Outcome::Valid(report),
            Err(mut fault) => {
                fault.source_name = Some(reader.name().to_string());
                Outcome::Invalid(fault)
            }
        },
    )
}

/// A placement standing on the current path.
#[derive(Clone, Copy, Debug)]
struct Standing {
    cell: Cell,
    digit: u8,
    depth: u32,
    step: u64,
    /// For a deduction: how many placements stood when it was made.
    under: usize,
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
    counts: [u64; EVENT_KINDS.len()],
    last: Option<Event>,
    /// No event may follow this one (a step limit, the last solution asked for).
    closed: Option<&'static str>,
    solution_list: Option<Vec<String>>,
    /// Each solution's event and step, with [`Verifier::keep_solutions`].
    kept: Option<Vec<(u64, Event)>>,
    clashing_givens: bool,
}

fn rc(cell: Cell) -> String {
    format!("r{}c{}", cell.row + 1, cell.col + 1)
}

fn digits(set: DigitSet) -> String {
    let list: Vec<String> = set.iter().map(|d| digit_char(d).to_string()).collect();
    format!("[{}]", list.join(", "))
}

fn unit_name(unit: Unit) -> &'static str {
    match unit {
        Unit::Row => "row",
        Unit::Column => "column",
        Unit::Box => "box",
    }
}

/// `row 3`, `column 1`, `box 9`: a unit numbered from 1 as people count.
fn numbered(unit: Unit, index: u8) -> String {
    format!("{} {}", unit_name(unit), index + 1)
}

impl Verifier {
    /// A verifier for the log that `header` opens, or the fault in the header.
    pub fn new(header: &Header) -> Result<Verifier, Box<Fault>> {
        let fault = |found: String, expected: &str| {
            Box::new(Fault {
                step: None,
                source_name: None,
                line: None,
                event: None,
                board: None,
                found: format!("header: {found}"),
                expected: expected.to_string(),
            })
        };
        if header.schema_version != SCHEMA_VERSION {
            return Err(fault(
                format!("unknown schema_version {}", header.schema_version),
                "schema_version 1",
            ));
        }
        let puzzle = &header.puzzle;
        let shape = puzzle.box_shape;
        if puzzle.size != shape.side() {
            return Err(fault(
                format!(
                    "size {} does not match the {shape} box ({} digits)",
                    puzzle.size,
                    shape.side()
                ),
                "size = box rows × box columns",
            ));
        }
        let side = shape.side();
        let cells: Option<Vec<u8>> = puzzle
            .givens
            .chars()
            .map(|c| match c {
                '.' | '0' => Some(0),
                _ => c
                    .to_digit(36)
                    .filter(|&d| d > 0 && d as usize <= side)
                    .map(|d| d as u8),
            })
            .collect();
        let givens = cells
            .filter(|c| c.len() == side * side)
            .and_then(|c| Grid::from_cells(shape, c))
            .ok_or_else(|| {
                fault(
                    format!("givens `{}` are not a {side}x{side} grid", puzzle.givens),
                    &format!(
                        "{} characters, row by row: `.` for an empty cell, digits 1-9 then A, B, … up to {}",
                        side * side,
                        digit_char(side as u8)
                    ),
                )
            })?;
        Ok(Verifier {
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
            counts: [0; EVENT_KINDS.len()],
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

    /// Checks the solutions kept (see [`Verifier::keep_solutions`]) against
    /// a document's `solutions` list, once every event has been checked.
    /// Does nothing when no solutions were kept.
    pub fn check_solution_list(&self, list: &[String]) -> Result<(), Box<Fault>> {
        let Some(kept) = &self.kept else {
            return Ok(());
        };
        for (k, (step, event)) in kept.iter().enumerate() {
            let Event::Solved { number, grid, .. } = event else {
                continue;
            };
            if list.get(k) != Some(grid) {
                return Err(Box::new(Fault {
                    step: Some(*step),
                    source_name: None,
                    line: None,
                    event: Some(event.clone()),
                    board: None,
                    found: format!("solution {number} is not the document's solutions[{k}]"),
                    expected: "the `solutions` list to hold every solved grid, in order".into(),
                }));
            }
        }
        match self.list_length_fault(list) {
            Some(fault) => Err(fault),
            None => Ok(()),
        }
    }

    /// The fault of a `solutions` list longer or shorter than the solutions found.
    fn list_length_fault(&self, list: &[String]) -> Option<Box<Fault>> {
        (list.len() as u64 != self.stats.solutions).then(|| {
            Box::new(Fault {
                step: None,
                source_name: None,
                line: None,
                event: None,
                board: Some(self.board.clone()),
                found: format!(
                    "footer: the document lists {} solutions, the events find {}",
                    list.len(),
                    self.stats.solutions
                ),
                expected: "the `solutions` list to hold every solved grid, in order".into(),
            })
        })
    }

    /// The board now: the givens with every standing placement and deduction.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// The number of events checked so far.
    pub fn step(&self) -> u64 {
        self.step
    }

    fn side(&self) -> usize {
        self.shape.side()
    }

    /// The number of placements standing: the depth of the next event.
    fn depth(&self) -> u32 {
        self.placements.len() as u32
    }

    /// Checks the next event and, when it holds, applies it to the board.
    pub fn check(&mut self, event: &Event) -> Result<(), Box<Fault>> {
        self.step += 1;
        let step = self.step;
        let fault = |found: String, expected: String| {
            Box::new(Fault {
                step: Some(step),
                source_name: None,
                line: None,
                event: Some(event.clone()),
                board: None,
                found,
                expected,
            })
        };
        let result = self.check_event(event, &fault);
        match result {
            Ok(()) => {
                self.stats.record(event);
                self.counts[kind_index(event)] += 1;
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

    fn check_event(
        &mut self,
        event: &Event,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        if let Some(why) = self.closed {
            return Err(fault(
                format!("an event after {why}"),
                "the trace to end there".into(),
            ));
        }
        if let Some(limit) = self.header.options.max_steps
            && self.step == limit + 1
            && !matches!(event, Event::StepLimitReached { .. })
        {
            return Err(fault(
                format!("a step past the header's limit of {limit} steps"),
                "step_limit_reached at this step".into(),
            ));
        }
        const STANDING: &str = "the number of placements standing (placed and not yet undone)";
        let expect_depth = |depth: u32, want: u32, why: &str| {
            if depth == want {
                Ok(())
            } else {
                Err(fault(
                    format!("wrong depth {depth}"),
                    format!("depth {want}: {why}"),
                ))
            }
        };
        match *event {
            Event::CandidatesComputed {
                cell,
                depth,
                candidates,
                ref excluded,
            } => {
                self.empty_cell(cell, fault)?;
                expect_depth(depth, self.depth(), STANDING)?;
                self.check_candidates(cell, candidates, excluded, fault)?;
            }
            Event::Placed {
                cell,
                digit,
                depth,
                choice,
                of,
            } => {
                self.empty_cell(cell, fault)?;
                self.digit(digit, fault)?;
                self.no_clash(cell, digit, "illegal placement", fault)?;
                expect_depth(
                    depth,
                    self.depth() + 1,
                    "the number of placements standing, this one included",
                )?;
                self.check_choice(cell, digit, choice, of, fault)?;
                self.constraints.truncate(depth as usize);
                self.placements.push(Standing {
                    cell,
                    digit,
                    depth,
                    step: self.step,
                    under: 0,
                });
                self.board.set(cell, digit);
            }
            Event::Rejected {
                cell,
                digit,
                depth,
                peer,
                unit,
            } => {
                self.empty_cell(cell, fault)?;
                self.digit(digit, fault)?;
                self.in_grid(peer, fault)?;
                expect_depth(depth, self.depth(), STANDING)?;
                self.check_rejection(cell, digit, peer, unit, fault)?;
            }
            Event::DeadEnd {
                cell,
                depth,
                digit,
                unit,
                index,
            } => {
                expect_depth(depth, self.depth(), STANDING)?;
                match (cell, digit, unit, index) {
                    (Some(cell), None, None, None) => {
                        self.empty_cell(cell, fault)?;
                        let candidates = self.candidates(cell);
                        if !candidates.is_empty() {
                            return Err(fault(
                                format!(
                                    "false dead end: {} still has candidates {}",
                                    rc(cell),
                                    digits(candidates)
                                ),
                                "a dead end at a cell where no digit fits".into(),
                            ));
                        }
                    }
                    (None, Some(digit), Some(unit), Some(index)) => {
                        self.digit(digit, fault)?;
                        self.unit_index(index, fault)?;
                        let places = self.places(digit, unit, index, fault)?;
                        if let Some(&place) = places.first() {
                            return Err(fault(
                                format!(
                                    "false dead end: {} can still go in {}, at {}",
                                    digit_char(digit),
                                    numbered(unit, index),
                                    rc(place)
                                ),
                                "a dead end for a digit with no place left in the unit".into(),
                            ));
                        }
                    }
                    _ => {
                        return Err(fault(
                            "a dead end with neither a cell nor a digit, unit and index".into(),
                            "`cell`, or `digit` with `unit` and `index`".into(),
                        ));
                    }
                }
            }
            Event::Deduced {
                cell,
                digit,
                depth,
                rule,
                unit,
            } => {
                self.empty_cell(cell, fault)?;
                self.digit(digit, fault)?;
                self.no_clash(cell, digit, "false deduction", fault)?;
                expect_depth(
                    depth,
                    self.depth(),
                    "the number of placements standing (deductions do not count)",
                )?;
                self.check_rule(cell, digit, rule, unit, fault)?;
                self.deductions.push(Standing {
                    cell,
                    digit,
                    depth,
                    step: self.step,
                    under: self.placements.len(),
                });
                self.board.set(cell, digit);
            }
            Event::Retracted { cell, digit, depth } => {
                self.in_grid(cell, fault)?;
                let Some(at) = self.deductions.iter().rposition(|d| d.cell == cell) else {
                    return Err(fault(
                        format!(
                            "nothing to retract: {} holds no deduction ({})",
                            rc(cell),
                            self.holds(cell)
                        ),
                        "a retraction of a deduced digit that still stands".into(),
                    ));
                };
                let deduction = self.deductions[at];
                if deduction.digit != digit {
                    return Err(fault(
                        format!(
                            "retracts {} from {}, but {} was deduced there (step {})",
                            digit_char(digit),
                            rc(cell),
                            digit_char(deduction.digit),
                            deduction.step
                        ),
                        format!("the deduced digit, {}", digit_char(deduction.digit)),
                    ));
                }
                expect_depth(
                    depth,
                    deduction.depth,
                    "the depth of the deduction it retracts",
                )?;
                if let Some(later) = self.placements.get(deduction.under) {
                    return Err(fault(
                        format!(
                            "retracts {} = {} while {} = {}, placed after it (step {}), still stands",
                            rc(cell),
                            digit_char(digit),
                            rc(later.cell),
                            digit_char(later.digit),
                            later.step
                        ),
                        "the guesses made after a deduction undone before it is retracted".into(),
                    ));
                }
                self.deductions.remove(at);
                self.board.set(cell, 0);
            }
            Event::ConstraintChosen {
                cell,
                depth,
                digit,
                unit,
                index,
                options,
            } => {
                expect_depth(depth, self.depth(), STANDING)?;
                let (ways, what) = match (cell, digit, unit, index) {
                    (Some(cell), None, None, None) => {
                        self.empty_cell(cell, fault)?;
                        (self.candidates(cell).len(), format!("{} to fill", rc(cell)))
                    }
                    (None, Some(digit), Some(unit), Some(index)) => {
                        self.digit(digit, fault)?;
                        self.unit_index(index, fault)?;
                        let places = self.places(digit, unit, index, fault)?;
                        (
                            places.len(),
                            format!(
                                "{} to place in {}",
                                digit_char(digit),
                                numbered(unit, index)
                            ),
                        )
                    }
                    _ => {
                        return Err(fault(
                            "a constraint with neither a cell nor a digit, unit and index".into(),
                            "`cell`, or `digit` with `unit` and `index`".into(),
                        ));
                    }
                };
                if usize::from(options) != ways {
                    return Err(fault(
                        format!("{what} with {options} option(s), but it has {ways}"),
                        format!("options {ways}: the placements that meet the constraint now"),
                    ));
                }
                let depth = depth as usize;
                if self.constraints.len() <= depth {
                    self.constraints.resize(depth + 1, None);
                }
                self.constraints[depth] = Some(options);
            }
            Event::Undone { cell, digit, depth } => {
                self.in_grid(cell, fault)?;
                let Some(&top) = self.placements.last() else {
                    return Err(fault(
                        format!(
                            "undoes {} = {}, but no placement stands",
                            rc(cell),
                            digit_char(digit)
                        ),
                        "an undo only of a placement standing".into(),
                    ));
                };
                if top.cell != cell || top.digit != digit {
                    return Err(fault(
                        format!(
                            "undo out of order: undoes {} = {}, but the most recent placement standing is {} = {} (step {})",
                            rc(cell),
                            digit_char(digit),
                            rc(top.cell),
                            digit_char(top.digit),
                            top.step
                        ),
                        format!(
                            "undone {} = {} first: undos take back placements, the most recent first",
                            rc(top.cell),
                            digit_char(top.digit)
                        ),
                    ));
                }
                expect_depth(depth, top.depth, "the depth of the placement it undoes")?;
                if let Some(d) = self
                    .deductions
                    .iter()
                    .find(|d| d.under >= self.placements.len())
                {
                    return Err(fault(
                        format!(
                            "undoes {} = {} while {} = {}, deduced after it (step {}), still stands",
                            rc(cell),
                            digit_char(digit),
                            rc(d.cell),
                            digit_char(d.digit),
                            d.step
                        ),
                        "the deductions that follow from a guess retracted before the guess is undone"
                            .into(),
                    ));
                }
                self.placements.pop();
                self.constraints.truncate(depth as usize);
                self.board.set(cell, 0);
            }
            Event::Solved {
                number,
                depth,
                ref grid,
            } => {
                self.check_solution(number, grid, fault)?;
                expect_depth(depth, self.depth(), STANDING)?;
                if self.header.options.max_solutions == Some(number) {
                    self.closed = Some("the last solution the header asks for");
                }
            }
            Event::StepLimitReached { steps } => {
                let before = self.step - 1;
                if steps != before {
                    return Err(fault(
                        format!(
                            "the step limit says {steps} steps came before it, but {before} did"
                        ),
                        format!("steps {before}"),
                    ));
                }
                if self.header.options.max_steps != Some(steps) {
                    let limit = match self.header.options.max_steps {
                        Some(n) => format!("a limit of {n} steps"),
                        None => "no step limit".into(),
                    };
                    return Err(fault(
                        format!(
                            "the step limit is reached after {steps} steps, but the header sets {limit}"
                        ),
                        "the limit of the header's options.max_steps".into(),
                    ));
                }
                self.closed = Some("the step limit");
            }
            Event::TimeLimitReached { steps } => {
                let before = self.step - 1;
                if steps != before {
                    return Err(fault(
                        format!(
                            "the time limit says {steps} steps came before it, but {before} did"
                        ),
                        format!("steps {before}"),
                    ));
                }
                if self.header.options.time_limit.is_none() {
                    return Err(fault(
                        "the time limit is reached, but the header sets no time limit".into(),
                        "a header with options.time_limit".into(),
                    ));
                }
                self.closed = Some("the time limit");
            }
        }
        Ok(())
    }

    fn in_grid(
        &self,
        cell: Cell,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let side = self.side();
        if usize::from(cell.row) < side && usize::from(cell.col) < side {
            return Ok(());
        }
        Err(fault(
            format!(
                "cell [{}, {}] is outside the {side}x{side} grid",
                cell.row, cell.col
            ),
            format!("[row, col] with each from 0 to {}", side - 1),
        ))
    }

    /// What a cell holds, in words.
    fn holds(&self, cell: Cell) -> String {
        let digit = self.board.get(cell);
        if digit == 0 {
            return "it is empty".into();
        }
        let d = digit_char(digit);
        if self.givens.get(cell) != 0 {
            return format!("it holds the given {d}");
        }
        if let Some(p) = self.placements.iter().rev().find(|p| p.cell == cell) {
            return format!("it holds {d}, placed at step {}", p.step);
        }
        if let Some(p) = self.deductions.iter().rev().find(|p| p.cell == cell) {
            return format!("it holds {d}, deduced at step {}", p.step);
        }
        format!("it holds {d}")
    }

    fn empty_cell(
        &self,
        cell: Cell,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        self.in_grid(cell, fault)?;
        if self.board.get(cell) == 0 {
            return Ok(());
        }
        Err(fault(
            format!("{} is not empty: {}", rc(cell), self.holds(cell)),
            "an empty cell".into(),
        ))
    }

    fn digit(
        &self,
        digit: u8,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let side = self.side();
        if digit >= 1 && usize::from(digit) <= side {
            return Ok(());
        }
        Err(fault(
            format!("digit {digit} in a {side}x{side} puzzle"),
            format!("a digit from 1 to {side}"),
        ))
    }

    fn unit_index(
        &self,
        index: u8,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let side = self.side();
        if usize::from(index) < side {
            return Ok(());
        }
        Err(fault(
            format!("unit index {index} in a {side}x{side} puzzle"),
            format!("an index from 0 to {}", side - 1),
        ))
    }

    /// The first peer of `cell` holding `digit` ([`Grid::first_holder`]).
    fn first_holder(&self, cell: Cell, digit: u8) -> Option<(Cell, Unit)> {
        self.board.first_holder(cell, digit)
    }

    /// The digits no peer of `cell` holds.
    fn candidates(&self, cell: Cell) -> DigitSet {
        self.board.candidates(cell)
    }

    /// Every peer reason, ascending by digit, as [`Event::CandidatesComputed`] lists them.
    fn exclusions(&self, cell: Cell) -> Vec<Exclusion> {
        self.board
            .holders(cell)
            .iter()
            .enumerate()
            .filter_map(|(digit, h)| {
                h.map(|(peer, unit)| Exclusion {
                    digit: digit as u8,
                    peer,
                    unit,
                })
            })
            .collect()
    }

    fn no_clash(
        &self,
        cell: Cell,
        digit: u8,
        what: &str,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let Some((peer, unit)) = self.first_holder(cell, digit) else {
            return Ok(());
        };
        Err(fault(
            format!(
                "{what}: {} at {}, but {} in the same {} holds {}",
                digit_char(digit),
                rc(cell),
                rc(peer),
                unit_name(unit),
                digit_char(digit)
            ),
            format!(
                "a digit no peer holds: one of the candidates {}",
                digits(self.candidates(cell))
            ),
        ))
    }

    fn check_candidates(
        &self,
        cell: Cell,
        claimed: DigitSet,
        excluded: &[Exclusion],
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let truth = self.candidates(cell);
        if claimed != truth {
            let why = match claimed.minus(truth).first() {
                // Within the side, a digit that is no candidate has a holder;
                // past it (a 5 on a 4x4 board) it has none.
                Some(d) => match self.first_holder(cell, d) {
                    Some((peer, unit)) => format!(
                        "{} is not a candidate: {} in the same {} holds it",
                        digit_char(d),
                        rc(peer),
                        unit_name(unit)
                    ),
                    None => {
                        let side = self.side();
                        format!(
                            "{} is not a candidate: a {side}x{side} puzzle has digits 1-{}",
                            digit_char(d),
                            digit_char(side as u8)
                        )
                    }
                },
                None => {
                    let d = truth.minus(claimed).first().expect("the sets differ");
                    format!("{} is missing: no peer holds it", digit_char(d))
                }
            };
            return Err(fault(
                format!(
                    "false candidate set: {} for {}; {why}",
                    digits(claimed),
                    rc(cell)
                ),
                format!("candidates {}", digits(truth)),
            ));
        }
        let reasons = self.exclusions(cell);
        let expected_reason = |e: &Exclusion| {
            format!(
                "{} excluded by {} in the {}, the first peer holding it (row first, then column, then box, in reading order)",
                digit_char(e.digit),
                rc(e.peer),
                unit_name(e.unit)
            )
        };
        for (k, given) in excluded.iter().enumerate() {
            if k > 0 && excluded[k - 1].digit >= given.digit {
                return Err(fault(
                    format!(
                        "exclusions out of order: {} after {}",
                        digit_char(given.digit),
                        digit_char(excluded[k - 1].digit)
                    ),
                    "each excluded digit once, ascending".into(),
                ));
            }
            self.digit(given.digit, fault)?;
            self.in_grid(given.peer, fault)?;
            let Some(truth) = reasons.iter().find(|r| r.digit == given.digit) else {
                return Err(fault(
                    format!(
                        "false exclusion: {} is excluded (by {}), but no peer of {} holds it",
                        digit_char(given.digit),
                        rc(given.peer),
                        rc(cell)
                    ),
                    format!("{} among the candidates", digit_char(given.digit)),
                ));
            };
            if given == truth {
                continue;
            }
            let shares = given.peer != cell
                && unit_cells(self.shape, cell, given.unit).any(|c| c == given.peer);
            let held = self.board.get(given.peer);
            let found = if !shares {
                format!(
                    "false exclusion reason: {} is excluded by {}, which is not in the {} of {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit),
                    rc(cell)
                )
            } else if held != given.digit {
                format!(
                    "false exclusion reason: {} is excluded by {} in the {}, but {} holds {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit),
                    rc(given.peer),
                    if held == 0 {
                        "nothing".to_string()
                    } else {
                        digit_char(held).to_string()
                    }
                )
            } else {
                format!(
                    "exclusion reason not the first: {} is excluded by {} in the {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit)
                )
            };
            return Err(fault(found, expected_reason(truth)));
        }
        if let Some(missing) = reasons
            .iter()
            .find(|r| !excluded.iter().any(|e| e.digit == r.digit))
        {
            return Err(fault(
                format!(
                    "{} is neither a candidate nor excluded",
                    digit_char(missing.digit)
                ),
                expected_reason(missing),
            ));
        }
        Ok(())
    }

    fn check_choice(
        &self,
        cell: Cell,
        digit: u8,
        choice: Option<u8>,
        of: Option<u8>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        if choice.is_none() && of.is_none() {
            return Ok(());
        }
        let depth = self.placements.len();
        let constraint = self.constraints.get(depth).copied().flatten();
        let candidates = self.candidates(cell);
        let (count, what) = match constraint {
            Some(options) => (options, "options of the constraint chosen"),
            None => (candidates.len() as u8, "candidates of the cell"),
        };
        if let Some(of) = of
            && of != count
        {
            return Err(fault(
                format!(
                    "placement of {} out of {of}, but there are {count} {what}",
                    rc(cell)
                ),
                format!("of {count}"),
            ));
        }
        if let Some(choice) = choice {
            if choice == 0 || choice > count {
                return Err(fault(
                    format!("choice {choice} of {count} {what}"),
                    format!("a choice from 1 to {count}"),
                ));
            }
            if constraint.is_none() {
                let nth = candidates
                    .iter()
                    .nth(usize::from(choice) - 1)
                    .expect("choice is at most the number of candidates");
                if nth != digit {
                    return Err(fault(
                        format!(
                            "choice {choice} of the candidates {} is {}, but {} is placed",
                            digits(candidates),
                            digit_char(nth),
                            digit_char(digit)
                        ),
                        format!(
                            "choice {} for {}, its place among the candidates in ascending order",
                            candidates
                                .iter()
                                .position(|d| d == digit)
                                .map_or(0, |p| p + 1),
                            digit_char(digit)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_rejection(
        &self,
        cell: Cell,
        digit: u8,
        peer: Cell,
        unit: Unit,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let first = self.first_holder(cell, digit);
        let expected = match first {
            Some((p, u)) => format!(
                "{} refused because {} in the {} holds it, the first peer holding it (row first, then column, then box)",
                digit_char(digit),
                rc(p),
                unit_name(u)
            ),
            None => format!(
                "no rejection: no peer holds {}, so it fits {}",
                digit_char(digit),
                rc(cell)
            ),
        };
        if first == Some((peer, unit)) {
            return Ok(());
        }
        let shares = peer != cell && unit_cells(self.shape, cell, unit).any(|c| c == peer);
        let held = self.board.get(peer);
        let found = if !shares {
            format!(
                "false rejection: {} is not in the {} of {}",
                rc(peer),
                unit_name(unit),
                rc(cell)
            )
        } else if held != digit {
            format!(
                "false rejection of {} at {}: {} holds {}",
                digit_char(digit),
                rc(cell),
                rc(peer),
                if held == 0 {
                    "nothing".to_string()
                } else {
                    digit_char(held).to_string()
                }
            )
        } else {
            format!(
                "rejection reason not the first: {} at {} refused because of {} in the {}",
                digit_char(digit),
                rc(cell),
                rc(peer),
                unit_name(unit)
            )
        };
        Err(fault(found, expected))
    }

    /// The empty cells of a unit where `digit` could go, or a fault when the
    /// unit already holds it.
    fn places(
        &self,
        digit: u8,
        unit: Unit,
        index: u8,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<Vec<Cell>, Box<Fault>> {
        let side = self.side();
        let index = usize::from(index);
        let anchor = match unit {
            Unit::Row => Cell::new(index, 0),
            Unit::Column => Cell::new(0, index),
            Unit::Box => {
                let across = side / self.shape.cols();
                Cell::new(
                    index / across * self.shape.rows(),
                    index % across * self.shape.cols(),
                )
            }
        };
        let cells: Vec<Cell> = unit_cells(self.shape, anchor, unit).collect();
        if let Some(&holder) = cells.iter().find(|&&c| self.board.get(c) == digit) {
            return Err(fault(
                format!(
                    "{} already stands in {}, at {}",
                    digit_char(digit),
                    numbered(unit, index as u8),
                    rc(holder)
                ),
                "a digit the unit does not hold yet".into(),
            ));
        }
        Ok(cells
            .into_iter()
            .filter(|&c| self.board.get(c) == 0 && self.candidates(c).contains(digit))
            .collect())
    }

    fn check_rule(
        &self,
        cell: Cell,
        digit: u8,
        rule: Rule,
        unit: Option<Unit>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        match rule {
            Rule::NakedSingle => {
                let candidates = self.candidates(cell);
                if candidates.len() != 1 {
                    return Err(fault(
                        format!(
                            "false naked single: {} has candidates {}",
                            rc(cell),
                            digits(candidates)
                        ),
                        "a naked single: a cell with exactly one candidate".into(),
                    ));
                }
            }
            Rule::HiddenSingle => {
                let Some(unit) = unit else {
                    return Err(fault(
                        "a hidden single that names no unit".into(),
                        "`unit`: the row, column or box where the digit has one place".into(),
                    ));
                };
                let other = unit_cells(self.shape, cell, unit).find(|&c| {
                    c != cell && self.board.get(c) == 0 && self.candidates(c).contains(digit)
                });
                if let Some(other) = other {
                    return Err(fault(
                        format!(
                            "false hidden single: {} could also go at {} in the {}",
                            digit_char(digit),
                            rc(other),
                            unit_name(unit)
                        ),
                        format!(
                            "a hidden single: {} with one place left in the {}",
                            rc(cell),
                            unit_name(unit)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_solution(
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

    /// Checks the footer, if any, against the events, and reports what was checked.
    pub fn finish(&self, footer: Option<&Footer>) -> Result<Report, Box<Fault>> {
        let fault = |found: String, expected: String| {
            Box::new(Fault {
                step: None,
                source_name: None,
                line: None,
                event: None,
                board: Some(self.board.clone()),
                found: format!("footer: {found}"),
                expected,
            })
        };
        if let Some(fault) = self
            .solution_list
            .as_deref()
            .and_then(|list| self.list_length_fault(list))
        {
            return Err(fault);
        }
        if let Some(footer) = footer {
            let (a, b) = (footer.stats, self.stats);
            let pairs = [
                ("placements", a.placements, b.placements),
                ("deductions", a.deductions, b.deductions),
                ("rejections", a.rejections, b.rejections),
                ("dead_ends", a.dead_ends, b.dead_ends),
                ("backtracks", a.backtracks, b.backtracks),
                ("solutions", a.solutions, b.solutions),
                ("max_depth", u64::from(a.max_depth), u64::from(b.max_depth)),
                ("events", a.events, b.events),
            ];
            let wrong: Vec<String> = pairs
                .iter()
                .filter(|(_, said, counted)| said != counted)
                .map(|(name, said, counted)| format!("{name} {said} (the events count {counted})"))
                .collect();
            if !wrong.is_empty() {
                return Err(fault(
                    format!("wrong counters: {}", wrong.join(", ")),
                    "the counters recounted from the events, as Stats::from_events defines them"
                        .into(),
                ));
            }
            self.check_end(footer.end, &fault)?;
        }
        Ok(Report {
            strategy: self.header.strategy.clone(),
            size: self.side(),
            steps: self.step,
            counts: self.counts,
            stats: self.stats,
            footer: footer.is_some(),
            clashing_givens: self.clashing_givens,
        })
    }

    fn check_end(
        &self,
        end: End,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let limit_event = match self.last {
            Some(Event::StepLimitReached { .. }) => Some(End::StepLimit),
            Some(Event::TimeLimitReached { .. }) => Some(End::TimeLimit),
            _ => None,
        };
        let solution_limit = self.header.options.max_solutions == Some(self.stats.solutions)
            && matches!(self.last, Some(Event::Solved { .. }));
        let name = |end: End| match end {
            End::Exhausted => "exhausted",
            End::SolutionLimit => "solution_limit",
            End::StepLimit => "step_limit",
            End::TimeLimit => "time_limit",
            End::Stopped => "stopped",
        };
        let implied = if limit_event.is_some() {
            limit_event
        } else if solution_limit {
            Some(End::SolutionLimit)
        } else {
            None
        };
        match (end, implied) {
            (End::Stopped, _) => Ok(()),
            (end, Some(implied)) if end != implied => Err(fault(
                format!(
                    "end `{}`, but the last event makes it `{}`",
                    name(end),
                    name(implied)
                ),
                format!("end `{}`", name(implied)),
            )),
            (End::Exhausted, None) => {
                if let Some(p) = self.placements.last() {
                    return Err(fault(
                        format!(
                            "end `exhausted`, but {} = {} (step {}) was never undone",
                            rc(p.cell),
                            digit_char(p.digit),
                            p.step
                        ),
                        "an exhausted search to have undone every placement".into(),
                    ));
                }
                if let Some(d) = self.deductions.last() {
                    return Err(fault(
                        format!(
                            "end `exhausted`, but {} = {} (step {}) was never retracted",
                            rc(d.cell),
                            digit_char(d.digit),
                            d.step
                        ),
                        "an exhausted search to have retracted every deduction".into(),
                    ));
                }
                Ok(())
            }
            (end, None) if end != End::Exhausted => Err(fault(
                format!(
                    "end `{}`, but the trace does not end at {}",
                    name(end),
                    match end {
                        End::StepLimit => "step_limit_reached",
                        End::TimeLimit => "time_limit_reached",
                        _ => "the last solution the header asks for",
                    }
                ),
                "end `exhausted`, or `stopped`".into(),
            )),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::Limits;

    /// The small 4x4 puzzle of `docs/trace-format.md`.
    fn verifier() -> Verifier {
        let grid = crate::parse::parse_str("1234\n3412\n2.4.\n4.23\n").expect("parses");
        let limits = Limits {
            max_solutions: Some(1),
            ..Limits::default()
        };
        Verifier::new(&Header::new(&grid, "candidates", limits)).expect("a valid header")
    }

    /// Found by fuzzing (`fuzz/`), before the reader checked digits against
    /// the board: a claimed candidate past the side has no peer holding it.
    #[test]
    fn a_candidate_past_the_side_is_a_fault() {
        let event = Event::CandidatesComputed {
            cell: Cell::new(2, 1),
            depth: 0,
            candidates: [1, 3, 5].into_iter().collect(),
            excluded: Vec::new(),
        };
        let fault = verifier().check(&event).unwrap_err();
        assert!(
            fault.found.contains("a 4x4 puzzle has digits 1-4"),
            "{fault}"
        );
    }

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
