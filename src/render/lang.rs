//! The words of the tool, in each language: one catalog per language.
//!
//! The narration is a set of templates with `{name}` holes ([`Phrases`],
//! [`TextbookPhrases`]), so that every renderer, including a page's script,
//! can tell a step in exactly the same words; the walkthrough page's other
//! words ([`crate::render`]'s `Ui`) sit beside them. Each language's
//! messages are one file, `lang/<language>.rs`, holding its `Catalog`.
//!
//! A catalog of our own rather than an i18n crate (Fluent, gettext): the
//! messages are a fixed, small set, each a template whose holes the page's
//! script fills too, so they must travel into the page as plain strings;
//! and a catalog is a Rust struct, so a language missing a message is a
//! compile error, not a fallback to English at run time. What the compiler
//! cannot see is tested (`lang/tests.rs`): no message is empty, each has
//! exactly the holes of its English template, and each Chinese catalog is
//! written in its own script (no Simplified-only character in a Traditional
//! catalog and none the other way round) and names rows and columns with its
//! own words.
//!
//! Each Chinese catalog is written out, not converted from another: a
//! mechanical Traditional-to-Simplified conversion picks wrong characters
//! (爲 for 為, or a character with two Simplified readings), and `zh-TW`
//! differs from `zh-Hant` in more than the row and column words (候選數,
//! 提示數, 搜尋 and the names Taiwan's Sudoku books give the techniques).

#[cfg(test)]
pub(super) mod check;
mod en;
#[cfg(test)]
mod tests;
mod zh_hans;
mod zh_hant;
mod zh_tw;

use serde::Serialize;

use super::bench_words::BenchWords;
use super::check_words::CheckWords;
use super::diff_words::DiffWords;
use super::generate_words::GenerateWords;
use super::grade_words::GradeWords;
use super::puzzle_error_words::PuzzleErrorWords;
use super::puzzles_words::PuzzlesWords;
use super::read_error_words::ReadErrorWords;
use super::ui::{QuizWords, Ui};
use super::usage_words::UsageWords;
use super::verify_words::VerifyWords;
use super::worksheet::WorksheetWords;
use crate::grid::Unit;
use crate::trace::CounterName;

/// The language of the narration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese, in the words of the seeds: 备选数 (candidates),
    /// 行 row, 列 column, 宫 box.
    ZhHans,
    /// Traditional Chinese, in the words of seed 000: 備選數 (candidates),
    /// 行 row, 列 column, 宮 box.
    ZhHant,
    /// Traditional Chinese with Taiwan's words: 列 row, 行 column (the other
    /// way round from the seeds), 宮 box, and 候選數 for candidates, the
    /// word of Taiwan's Sudoku books and classes (唯一候選數法 and
    /// 隱性唯一候選數法 are the names of the naked and hidden single there),
    /// where the seed's 備選數 is rare; 提示數 for the givens, as Taiwan's
    /// puzzle books call them.
    ZhTw,
}

impl Lang {
    /// Every language, as listed to users.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::ZhHans, Lang::ZhHant, Lang::ZhTw];

    /// The BCP 47 tag, used on the command line and as the page's `<html
    /// lang>`: `en`, `zh-Hans`, `zh-Hant`, `zh-TW`. Taiwan's is `zh-TW`, not
    /// `zh-Hant-TW`: the shortest tag that says it (Taiwan writes
    /// Traditional), and the one screen readers' and systems' Chinese voices
    /// are keyed to; a reader that finds no exact match may fall back to
    /// its user's own language rather than to `zh`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
            Lang::ZhTw => "zh-TW",
        }
    }

    /// The language with tag `tag`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// Every message of this language.
    pub(super) fn catalog(self) -> &'static Catalog {
        match self {
            Lang::En => &en::CATALOG,
            Lang::ZhHans => &zh_hans::CATALOG,
            Lang::ZhHant => &zh_hant::CATALOG,
            Lang::ZhTw => &zh_tw::CATALOG,
        }
    }

    /// The worksheet's words in this language.
    pub fn worksheet(self) -> &'static WorksheetWords {
        self.catalog().worksheet
    }

    /// The templates of this language.
    pub fn phrases(self) -> &'static Phrases {
        self.catalog().phrases
    }

    /// The words of a puzzle that cannot be read, in this language.
    pub fn puzzle_errors(self) -> &'static PuzzleErrorWords {
        self.catalog().puzzle_errors
    }

    /// `check`'s summary in this language.
    pub fn check(self) -> &'static CheckWords {
        self.catalog().check
    }

    /// `bench`'s report in this language.
    pub fn bench(self) -> &'static BenchWords {
        self.catalog().bench
    }

    /// `diff`'s words in this language.
    pub fn diff(self) -> &'static DiffWords {
        self.catalog().diff
    }

    /// `verify`'s verdict in this language.
    pub fn verify(self) -> &'static VerifyWords {
        self.catalog().verify
    }

    /// `grade`'s table and findings in this language.
    pub fn grade(self) -> &'static GradeWords {
        self.catalog().grade
    }

    /// `generate`'s notes and errors in this language.
    pub fn generate(self) -> &'static GenerateWords {
        self.catalog().generate
    }

    /// `puzzles`' listing of the library in this language.
    pub fn puzzles(self) -> &'static PuzzlesWords {
        self.catalog().puzzles
    }

    /// The command line's usage errors and its files' errors, in this language.
    pub fn usage(self) -> &'static UsageWords {
        self.catalog().usage
    }

    /// The errors on reading a saved trace, in this language.
    pub fn read_errors(self) -> &'static ReadErrorWords {
        self.catalog().read_errors
    }
}

/// Every message of one language: the narration, the textbook's sentences,
/// the walkthrough page's and the worksheet's words, and the command line's
/// messages (puzzle errors, `check`, `bench`, `diff`, `verify`, `grade`, a saved
/// trace's read errors, usage errors).
#[derive(Debug, Serialize)]
pub(super) struct Catalog {
    /// The narration, shared by the text trace and the page.
    pub(super) phrases: &'static Phrases,
    /// The sentences and counters of the textbook's search.
    pub(super) textbook: &'static TextbookPhrases,
    /// The walkthrough page's own words.
    pub(super) ui: &'static Ui,
    /// The worksheet's own words.
    pub(super) worksheet: &'static WorksheetWords,
    /// Quiz mode's words on the page.
    pub(super) quiz: &'static QuizWords,
    /// The words of a puzzle that cannot be read.
    pub(super) puzzle_errors: &'static PuzzleErrorWords,
    /// `check`'s summary.
    pub(super) check: &'static CheckWords,
    /// `bench`'s report.
    pub(super) bench: &'static BenchWords,
    /// `diff`'s words.
    pub(super) diff: &'static DiffWords,
    /// `verify`'s verdict.
    pub(super) verify: &'static VerifyWords,
    /// `grade`'s table and findings.
    pub(super) grade: &'static GradeWords,
    /// The errors on reading a saved trace.
    pub(super) read_errors: &'static ReadErrorWords,
    /// The command line's usage errors and its files' errors.
    pub(super) usage: &'static UsageWords,
    /// `puzzles`' listing of the library.
    pub(super) puzzles: &'static PuzzlesWords,
    /// `generate`'s notes and errors.
    pub(super) generate: &'static GenerateWords,
}

pub use super::notation::Notation;

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

/// Every sentence the narration uses, as templates.
#[derive(Debug, Serialize)]
pub struct Phrases {
    /// Opening line: `{strategy}`, `{size}`, `{givens}`, `{empty}`.
    pub title: &'static str,
    /// Candidates found: `{cell}`, `{candidates}`, `{excluded}`.
    pub candidates: &'static str,
    /// No candidate at all: `{cell}`, `{excluded}`.
    pub no_candidates: &'static str,
    /// One excluded digit: `{digit}`, `{unit}`, `{peer}`.
    pub excluded: &'static str,
    /// Separator between excluded digits.
    pub list_separator: &'static str,
    /// A guess with its rank: `{cell}`, `{digit}`, `{choice}`, `{of}`.
    pub placed_choice: &'static str,
    /// A guess without a rank: `{cell}`, `{digit}`.
    pub placed: &'static str,
    /// A refused digit: `{cell}`, `{digit}`, `{unit}`, `{peer}`.
    pub rejected: &'static str,
    /// A dead end at a cell: `{cell}`.
    pub dead_end: &'static str,
    /// A dead end in a unit: `{digit}`, `{unit}` (numbered).
    pub dead_end_unit: &'static str,
    /// A naked single: `{cell}`, `{digit}`.
    pub naked_single: &'static str,
    /// A hidden single: `{cell}`, `{digit}`, `{unit}` (numbered).
    pub hidden_single: &'static str,
    /// A deduction taken back: `{cell}`, `{digit}`.
    pub retracted: &'static str,
    /// Exact cover chose a cell: `{cell}`, `{options}`.
    pub constraint_cell: &'static str,
    /// Exact cover chose a digit in a unit: `{digit}`, `{unit}` (numbered), `{options}`.
    pub constraint_unit: &'static str,
    /// A backtrack: `{cell}`, `{digit}`.
    pub undone: &'static str,
    /// A solution: `{number}`.
    pub solved: &'static str,
    /// The step limit: `{steps}`.
    pub step_limit: &'static str,
    /// The time limit: `{steps}`.
    pub time_limit: &'static str,
    /// The names of the row, column and box units.
    pub units: [&'static str; 3],
    /// One row, column or box by number: `{n}`.
    pub numbered_units: [&'static str; 3],
    /// The end of a search that found solutions and explored everything: `{solutions}`.
    pub end_exhausted: &'static str,
    /// The end of a search that found no solution after exploring everything.
    pub end_none: &'static str,
    /// The end of a search stopped after enough solutions: `{solutions}`.
    pub end_solution_limit: &'static str,
    /// The end of a search stopped by the step limit: `{solutions}`.
    pub end_step_limit: &'static str,
    /// The end of a search stopped by the time limit: `{solutions}`.
    pub end_time_limit: &'static str,
    /// The end of a search stopped by its budget of placements: `{solutions}`.
    pub end_placement_limit: &'static str,
    /// The end of a search stopped by its reader.
    pub end_stopped: &'static str,
    /// Title of the counter table.
    pub counters_title: &'static str,
    /// The counters every search has, in the order of
    /// [`CounterName::EVERY_SEARCH`] (a test holds it).
    pub counters: [Counter; 8],
}

/// The sentences of the textbook's search (`backtrack`): inference, value
/// order, conflict sets and backjumps, and its counters. Kept apart from
/// [`Phrases`] because only that search says them; the walkthrough page
/// carries both, and tells these steps in the same words as the text.
#[derive(Debug, Serialize)]
pub struct TextbookPhrases {
    /// Forward checking: `{cell}`, `{digit}`, `{by}` (the cell just placed).
    pub pruned_placed: &'static str,
    /// Arc consistency: `{cell}`, `{digit}`, `{by}` (the cell with one value left).
    pub pruned_one_value: &'static str,
    /// Values in least-constraining order: `{cell}`, `{values}`.
    pub values_ordered: &'static str,
    /// One value of that order: `{digit}`, `{removes}`.
    pub value_cost: &'static str,
    /// The conflict set at a dead end: `{cell}`, `{guesses}` (each with its depth).
    pub conflict_set: &'static str,
    /// An empty conflict set: `{cell}`.
    pub conflict_set_empty: &'static str,
    /// One guess of a conflict set with its depth: `{cell}`, `{depth}`.
    pub guess_at_depth: &'static str,
    /// A backjump over several guesses: `{over}`, `{to}`, `{digit}`,
    /// `{cell}`, `{guesses}` (the latest first).
    pub backjumped: &'static str,
    /// A backjump over one guess: `{to}`, `{digit}`, `{cell}`, `{guesses}`.
    pub backjumped_one: &'static str,
    /// Between the items of a list of cells but the last two.
    pub list_separator: &'static str,
    /// Between the last two items of a list of cells.
    pub list_last: &'static str,
    /// The counters of [`CounterName::WHEN_USED`], in that order.
    pub counters: [Counter; 3],
}

impl Lang {
    /// The sentences of the textbook's search in this language.
    pub fn textbook(self) -> &'static TextbookPhrases {
        self.catalog().textbook
    }
}

impl Phrases {
    /// The name of `unit`.
    pub fn unit(&self, unit: Unit) -> &'static str {
        self.units[unit_slot(unit)]
    }

    /// The name of one row, column or box, numbered as `notation` numbers
    /// cells (from 1 in `rc`, from 0 in `index`, rows lettered in `a1`).
    pub fn numbered_unit(&self, unit: Unit, index: u8, notation: Notation) -> String {
        let n = notation.unit(unit, index.into());
        fill(self.numbered_units[unit_slot(unit)], &[("n", &n)])
    }
}

fn unit_slot(unit: Unit) -> usize {
    match unit {
        Unit::Row => 0,
        Unit::Column => 1,
        Unit::Box => 2,
    }
}

/// Fills the `{name}` holes of `template` with `values`.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            break;
        };
        let key = &after[..close];
        match values.iter().find(|(k, _)| *k == key) {
            Some((_, v)) => out.push_str(v),
            None => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}
