//! The words of `verify`'s verdict, per language: the report of a valid
//! trace (what was checked, kind by kind) and the frame around a fault
//! (its step, place, event, what was expected, the board). The library's
//! [`crate::verify::Report`] and [`crate::verify::Fault`] are worded from
//! them; their `Display` is the English catalog's.

use serde::Serialize;

use super::fault_words::FaultWords;
use crate::trace::EventKind;

/// `verify`'s words in one language; each field's holes are named in its
/// comment.
#[derive(Debug, Serialize)]
pub struct VerifyWords {
    /// The first line of a valid trace: `{steps}`, `{strategy}`, `{size}`.
    pub valid: &'static str,
    /// The title of the list of what was checked.
    pub checked: &'static str,
    /// The header's line, under the counts: `{version}`.
    pub header: &'static str,
    /// The footer's line, under the counts.
    pub footer: &'static str,
    /// The kinds of event a trace could hold and this one does not:
    /// `{kinds}` (their wire names).
    pub not_in_trace: &'static str,
    /// No placement gives its choice among the candidates.
    pub no_choice: &'static str,
    /// No footer, so no counters and no end to check.
    pub no_footer: &'static str,
    /// The givens clash.
    pub clashing_givens: &'static str,
    /// What checking each kind of event means.
    pub kinds: KindChecks,
    /// The verdict of a trace that breaks the rules: `{fault}` (the fault
    /// in its frame).
    pub invalid: &'static str,
    /// A fault at a step: `{step}`, `{found}`.
    pub at_step: &'static str,
    /// Where the fault is: `{place}` (file and line, file, or
    /// [`VerifyWords::line`]).
    pub at: &'static str,
    /// A line of an unnamed trace: `{line}`.
    pub line: &'static str,
    /// The faulty event: `{event}` (its JSON).
    pub event: &'static str,
    /// What the rules expected: `{expected}`.
    pub expected: &'static str,
    /// The title of the board before the faulty step.
    pub board_before: &'static str,
    /// The title of the board at the end (a fault after the events).
    pub board_at_end: &'static str,
    /// The faults worded in every language.
    pub faults: FaultWords,
    /// `render`'s one warning of a trace that breaks the rules: `{head}`
    /// (the fault's step and what was found).
    pub render_warning: &'static str,
    /// Under it: `{expected}`.
    pub render_expected: &'static str,
    /// The command for the full report: `{command}`.
    pub render_run: &'static str,
    /// That command, the trace read from standard input: `{command}`.
    pub render_stdin: &'static str,
}

/// What checking events of each kind means, as the report of a valid trace
/// says it; the last few are the variants for events without an optional
/// detail, or under the textbook's inference.
#[derive(Debug, Serialize)]
pub struct KindChecks {
    /// `candidates_computed`.
    pub candidates_computed: &'static str,
    /// `candidates_computed`, none excluding a digit.
    pub candidates_no_exclusion: &'static str,
    /// `placed`.
    pub placed: &'static str,
    /// `placed`, none giving `choice` or `of`.
    pub placed_no_choice: &'static str,
    /// `placed`, only `{choices}` of them giving `choice` or `of`.
    pub placed_some_choices: &'static str,
    /// `placed` in a search that infers (domains, LCV orders).
    pub placed_domain: &'static str,
    /// `rejected`.
    pub rejected: &'static str,
    /// `dead_end`.
    pub dead_end: &'static str,
    /// `dead_end` in a search that infers.
    pub dead_end_domain: &'static str,
    /// `deduced`.
    pub deduced: &'static str,
    /// `retracted`.
    pub retracted: &'static str,
    /// `constraint_chosen`.
    pub constraint_chosen: &'static str,
    /// `undone`.
    pub undone: &'static str,
    /// `solved`.
    pub solved: &'static str,
    /// `step_limit_reached`.
    pub step_limit_reached: &'static str,
    /// `time_limit_reached`.
    pub time_limit_reached: &'static str,
    /// `pruned`.
    pub pruned: &'static str,
    /// `values_ordered`.
    pub values_ordered: &'static str,
    /// `conflict_set`.
    pub conflict_set: &'static str,
    /// `backjumped`.
    pub backjumped: &'static str,
}

impl KindChecks {
    /// What checking `kind` means when its events give every detail.
    pub fn of(&self, kind: EventKind) -> &'static str {
        // No wildcard arm: a new kind of event needs its words.
        match kind {
            EventKind::CandidatesComputed => self.candidates_computed,
            EventKind::Placed => self.placed,
            EventKind::Rejected => self.rejected,
            EventKind::DeadEnd => self.dead_end,
            EventKind::Deduced => self.deduced,
            EventKind::Retracted => self.retracted,
            EventKind::ConstraintChosen => self.constraint_chosen,
            EventKind::Undone => self.undone,
            EventKind::Solved => self.solved,
            EventKind::StepLimitReached => self.step_limit_reached,
            EventKind::TimeLimitReached => self.time_limit_reached,
            EventKind::Pruned => self.pruned,
            EventKind::ValuesOrdered => self.values_ordered,
            EventKind::ConflictSet => self.conflict_set,
            EventKind::Backjumped => self.backjumped,
        }
    }
}
