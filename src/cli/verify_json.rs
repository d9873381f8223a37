//! `verify --format json`: the verdict as facts for a script (the Python
//! package's `VerifyReport`), with the text verdict beside them, so one run
//! gives both.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::trace::{EventKind, Stats};
use crate::verify::{Fault, Outcome, Report};
use crate::words::{Lang, Notation};

/// The whole verdict.
#[derive(Serialize)]
pub(super) struct Verdict<'a> {
    /// Whether every event follows the rules.
    valid: bool,
    /// What a valid trace was checked for; `null` for an invalid one.
    checked: Option<Checked>,
    /// The first fault; `null` for a valid trace.
    fault: Option<FaultFacts>,
    /// The verdict as `--format text` prints it, in `--lang`.
    text: &'a str,
}

/// What a valid trace was checked for ([`Report`]).
#[derive(Serialize)]
struct Checked {
    strategy: String,
    schema_version: u32,
    size: usize,
    /// Events checked.
    steps: u64,
    /// Events of each kind checked, by the kind's wire name; kinds the
    /// trace has none of are left out.
    kinds: BTreeMap<&'static str, u64>,
    /// Placements whose choice among the candidates was checked.
    choices: u64,
    /// Exclusion reasons checked.
    exclusions: u64,
    /// The counters recounted from the events.
    stats: Stats,
    /// Whether the trace has a footer (its counters and end checked).
    footer: bool,
    /// Whether the givens already clash.
    clashing_givens: bool,
}

/// The first fault ([`Fault`]), its words in `--lang`.
#[derive(Serialize)]
struct FaultFacts {
    /// The step (event number, from 1); `null` for the header or footer.
    step: Option<u64>,
    /// The line of the trace file (JSON Lines), when known.
    line: Option<u64>,
    /// The faulty event as the trace wrote it, when it could be read.
    event: Option<crate::trace::Event>,
    /// The board just before the faulty step: rows of digits, 0 for empty.
    board: Option<Vec<Vec<u8>>>,
    /// What the trace says, in `--lang`.
    found: String,
    /// What the rules expected instead, in `--lang`.
    expected: String,
}

/// The verdict on `outcome`, `text` being its words in `lang`.
pub(super) fn verdict<'a>(
    outcome: &Outcome,
    text: &'a str,
    lang: Lang,
    notation: Notation,
) -> Verdict<'a> {
    match outcome {
        Outcome::Valid(report) => Verdict {
            valid: true,
            checked: Some(checked(report)),
            fault: None,
            text,
        },
        Outcome::Invalid(fault) => Verdict {
            valid: false,
            checked: None,
            fault: Some(facts(fault, lang, notation)),
            text,
        },
    }
}

fn checked(report: &Report) -> Checked {
    let kinds = EventKind::ALL
        .iter()
        .filter(|k| report.counts[k.index()] > 0)
        .map(|k| (k.name(), report.counts[k.index()]))
        .collect();
    Checked {
        strategy: report.strategy.clone(),
        schema_version: report.schema_version,
        size: report.size,
        steps: report.steps,
        kinds,
        choices: report.choices,
        exclusions: report.exclusions,
        stats: report.stats,
        footer: report.footer,
        clashing_givens: report.clashing_givens,
    }
}

fn facts(fault: &Fault, lang: Lang, notation: Notation) -> FaultFacts {
    let (found, expected) = fault.said(lang, notation);
    FaultFacts {
        step: fault.step,
        line: fault.line,
        event: fault.event.clone(),
        board: fault
            .board
            .as_ref()
            .map(|b| b.cells().chunks(b.side()).map(<[u8]>::to_vec).collect()),
        found,
        expected,
    }
}
