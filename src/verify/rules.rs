//! The rules, one function per kind of event: what each event claims, held
//! against the board just before it, and how a valid event changes the board.

use super::Verifier;
use super::board::Standing;
use super::fault::{Fault, digits, numbered, rc, unit_name};
use crate::grid::{Cell, DigitSet, Unit, digit_char, unit_cells};
use crate::trace::{Exclusion, Rule};

/// The depth of most events: the guesses they are made under.
const STANDING: &str = "the number of placements standing (placed and not yet undone)";

/// The fault of an event at the wrong depth, `why` saying which depth is right.
fn expect_depth(
    depth: u32,
    want: u32,
    why: &str,
    fault: &dyn Fn(String, String) -> Box<Fault>,
) -> Result<(), Box<Fault>> {
    if depth == want {
        Ok(())
    } else {
        Err(fault(
            format!("wrong depth {depth}"),
            format!("depth {want}: {why}"),
        ))
    }
}

impl Verifier {
    /// A candidate set: the cell is empty, and the set and every exclusion reason are
    /// true of the board now.
    pub(super) fn check_candidates_computed(
        &self,
        cell: Cell,
        depth: u32,
        candidates: DigitSet,
        excluded: &[Exclusion],
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        self.empty_cell(cell, fault)?;
        expect_depth(depth, self.depth(), STANDING, fault)?;
        self.check_candidates(cell, candidates, excluded, fault)?;
        Ok(())
    }

    /// A placement: an empty cell, no clash, one level deeper, and its choice among
    /// the candidates or the options of the constraint chosen; then it stands.
    pub(super) fn check_placed(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        choice: Option<u8>,
        of: Option<u8>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        self.empty_cell(cell, fault)?;
        self.digit(digit, fault)?;
        self.no_clash(cell, digit, "illegal placement", fault)?;
        expect_depth(
            depth,
            self.depth() + 1,
            "the number of placements standing, this one included",
            fault,
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
        Ok(())
    }

    /// A rejection: the named peer holds the digit, and is the first peer to.
    pub(super) fn check_rejected(
        &self,
        cell: Cell,
        digit: u8,
        depth: u32,
        peer: Cell,
        unit: Unit,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        self.empty_cell(cell, fault)?;
        self.digit(digit, fault)?;
        self.in_grid(peer, fault)?;
        expect_depth(depth, self.depth(), STANDING, fault)?;
        self.check_rejection(cell, digit, peer, unit, fault)?;
        Ok(())
    }

    /// A dead end: no digit fits the cell, or the digit has no place left in the unit.
    pub(super) fn check_dead_end(
        &self,
        cell: Option<Cell>,
        depth: u32,
        digit: Option<u8>,
        unit: Option<Unit>,
        index: Option<u8>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        expect_depth(depth, self.depth(), STANDING, fault)?;
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
        Ok(())
    }

    /// A deduction: forced by the single it names, at the depth of the guesses
    /// standing; then it stands until retracted.
    pub(super) fn check_deduced(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        rule: Rule,
        unit: Option<Unit>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        self.empty_cell(cell, fault)?;
        self.digit(digit, fault)?;
        self.no_clash(cell, digit, "false deduction", fault)?;
        expect_depth(
            depth,
            self.depth(),
            "the number of placements standing (deductions do not count)",
            fault,
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
        Ok(())
    }

    /// A retraction: takes back a standing deduction once the guesses made after
    /// it are undone.
    pub(super) fn check_retracted(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
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
            fault,
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
        Ok(())
    }

    /// A chosen constraint: its number of options is the number of ways to meet it
    /// now; remembered for the placements that follow at its depth.
    #[expect(
        clippy::too_many_arguments,
        reason = "one argument per field of the event, as the other rules take them"
    )]
    pub(super) fn check_constraint_chosen(
        &mut self,
        cell: Option<Cell>,
        depth: u32,
        digit: Option<u8>,
        unit: Option<Unit>,
        index: Option<u8>,
        options: u8,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        expect_depth(depth, self.depth(), STANDING, fault)?;
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
        Ok(())
    }

    /// An undo: takes back the most recent placement standing, once the deductions
    /// that followed from it are retracted.
    pub(super) fn check_undone(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
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
        expect_depth(
            depth,
            top.depth,
            "the depth of the placement it undoes",
            fault,
        )?;
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
        Ok(())
    }

    /// A solution: complete, valid, the board the events built, numbered in order;
    /// the last one the header asks for closes the trace.
    pub(super) fn check_solved(
        &mut self,
        number: u64,
        depth: u32,
        grid: &str,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        self.check_solution(number, grid, fault)?;
        expect_depth(depth, self.depth(), STANDING, fault)?;
        if self.header.options.max_solutions == Some(number) {
            self.closed = Some("the last solution the header asks for");
        }
        Ok(())
    }

    /// The step limit: after exactly the header's number of steps; it closes the trace.
    pub(super) fn check_step_limit(
        &mut self,
        steps: u64,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let before = self.step - 1;
        if steps != before {
            return Err(fault(
                format!("the step limit says {steps} steps came before it, but {before} did"),
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
        Ok(())
    }

    /// The time limit: the header sets one; it closes the trace.
    pub(super) fn check_time_limit(
        &mut self,
        steps: u64,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let before = self.step - 1;
        if steps != before {
            return Err(fault(
                format!("the time limit says {steps} steps came before it, but {before} did"),
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
        Ok(())
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{Event, Header, Limits};

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
