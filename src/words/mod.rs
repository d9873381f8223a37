//! The words of the tool: every message in every language, below the
//! layers that speak (`read`, `verify`, `diff`, `grade`, `render`, `cli`).
//!
//! The messages live in Fluent files, `i18n/<tag>/*.ftl`, one folder per
//! language named in `i18n/languages.toml`. The build (`build/`) reads them
//! with Fluent's own parser, checks every language against English (every
//! message present after the fallback, the same attributes and variables,
//! nothing empty, nothing in the other script) and compiles them into the
//! structs below, one per file, and one static catalog per language: no
//! message is looked up or parsed at run time, and a language missing a
//! message fails the build naming it.
//!
//! Each message is a template with `{name}` holes, so that the page's
//! script can fill the same text. A message with variables also has a
//! method of its group taking them by name, one struct per message in
//! [`vars`], so that a misspelt or missing variable does not compile:
//!
//! ```
//! use sudoku_trace::words::{Lang, vars};
//!
//! let line = Lang::En.check().several(vars::CheckSeveral { cell: &"r1c3", a: &4, b: &7 });
//! assert_eq!(line, "at least two solutions; they first differ at r1c3 (4 in one, 7 in the other):");
//! ```
//!
//! ```compile_fail,E0560
//! use sudoku_trace::words::{Lang, vars};
//!
//! // `cel` for `cell`: "struct `CheckSeveral<'_>` has no field named `cel`".
//! let line = Lang::En.check().several(vars::CheckSeveral { cel: &"r1c3", a: &4, b: &7 });
//! ```
//!
//! ```compile_fail,E0063
//! use sudoku_trace::words::{Lang, vars};
//!
//! // "missing field `b` in initializer of `CheckSeveral<'_>`".
//! let line = Lang::En.check().several(vars::CheckSeveral { cell: &"r1c3", a: &4 });
//! ```

mod notation;
mod number;
mod pattern;
mod plural;
mod spacing;
mod strategy;
mod system;
pub mod user_text;
pub mod width;

#[cfg(test)]
mod check;
#[cfg(test)]
mod tests;

use serde::Serialize;

pub use notation::Notation;
pub use number::{Myriads, grouped};
pub use pattern::{Arg, Key, Part, Pattern};
pub use plural::{Category, category};
pub use spacing::is_chinese;
pub use system::SystemError;

use crate::grid::Unit;
use crate::trace::{CounterName, EventKind};

/// Which script a language's messages are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Script {
    /// Latin letters (no CJK character).
    Latin,
    /// Simplified Chinese characters.
    Simplified,
    /// Traditional Chinese characters.
    Traditional,
}

include!(concat!(env!("OUT_DIR"), "/words.rs"));

impl Lang {
    /// The language with tag `tag`, in any case (a language only tests
    /// use too, such as the pseudo-locale `en-XA`).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::EVERY
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }
}

/// A counter's name and its one-line definition, in one language.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Counter {
    /// Which counter this is (its field in the footer's `stats`), so the
    /// page and the text look its value up instead of counting positions.
    pub key: CounterName,
    /// The counter's name.
    pub name: &'static str,
    /// What one unit of the counter is.
    pub definition: &'static str,
}

impl Phrases {
    /// The name of `unit`.
    pub fn unit(&self, unit: Unit) -> &'static str {
        self.units[unit_slot(unit)]
    }

    /// The name of one row, column or box, numbered as `notation` numbers
    /// cells (from 1 in `rc`, from 0 in `index`, rows lettered in `a1`): an
    /// ordinal where the number counts from 1 (`第 3 行`), a label where it
    /// is an index or a letter (`行 2`, `行 C`), since an ordinal on an
    /// index from 0 says "the zeroth row".
    pub fn numbered_unit(&self, unit: Unit, index: u8, notation: Notation) -> String {
        let n = notation.unit(unit, index.into());
        let counts_from_one = match notation {
            Notation::Rc => true,
            Notation::Index => false,
            Notation::A1 => unit != Unit::Row,
        };
        let names = if counts_from_one {
            self.numbered_units
        } else {
            self.labelled_units
        };
        fill(names[unit_slot(unit)], &[("n", &n)])
    }
}

fn unit_slot(unit: Unit) -> usize {
    match unit {
        Unit::Row => 0,
        Unit::Column => 1,
        Unit::Box => 2,
    }
}

impl Lang {
    /// A counter's name in this language, as every counter table gives it
    /// (`dead ends`, `死路`); a test holds each language to every counter.
    pub fn counter_name(self, counter: CounterName) -> &'static str {
        self.phrases()
            .counters
            .iter()
            .chain(&self.textbook().counters)
            .find(|c| c.key == counter)
            .map_or(counter.name(), |c| c.name)
    }

    /// Kinds of event in this language's words, each with the name a trace
    /// writes in backticks (what a student types in `--level` or fixes in
    /// a writer): `placements (`placed`), undos (`undone`)`.
    pub fn kinds_named(self, kinds: impl IntoIterator<Item = EventKind>) -> String {
        let w = self.verify();
        let named: Vec<String> = kinds
            .into_iter()
            .map(|kind| {
                w.kind_named(vars::VerifyKindNamed {
                    name: &w.kind_names[kind.index()],
                    wire: &kind.name(),
                })
            })
            .collect();
        named.join(w.kind_separator)
    }

    /// Kinds of event in this language's words alone (`placements, undos`),
    /// where no one types their wire names.
    pub fn kinds_said(self, kinds: impl IntoIterator<Item = EventKind>) -> String {
        let w = self.verify();
        let said: Vec<&str> = kinds.into_iter().map(|k| w.kind_names[k.index()]).collect();
        said.join(w.kind_separator)
    }
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

/// Fills the `{name}` holes of `template` with `values`, each written with
/// its `Display` (what the generated message methods call).
pub(crate) fn fill_with(template: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
    fill_any(template, values)
}

/// Fills the `{name}` holes of `template` with `values`; a hole without a
/// value stays as it is. Only for the items of a list (`numbered-units`,
/// `puzzles-sources`), whose holes the build holds to English's: every
/// message has a method taking its variables by name.
pub(crate) fn fill(template: &str, values: &[(&str, &str)]) -> String {
    fill_any(template, values)
}

fn fill_any<V: std::fmt::Display>(template: &str, values: &[(&str, V)]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        let (hole, key) = (&rest[open..=close], &rest[open + 1..close]);
        rest = &rest[close + 1..];
        match values.iter().find(|(k, _)| *k == key) {
            Some((_, v)) => {
                let start = out.len();
                let _ = write!(out, "{v}");
                spacing::before_value(&mut out, start);
                rest = spacing::after_value(&out, rest);
            }
            None => out.push_str(hole),
        }
    }
    out.push_str(rest);
    out
}
