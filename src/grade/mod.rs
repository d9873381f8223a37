//! Grading a class's traces: each submission checked against the rules
//! and compared with the reference search of the assignment's strategy.
//!
//! A submission earns the points of three checks ([`Check`]): it follows
//! the rules (`verify`), it finds what the reference finds (the same solved
//! grids and the same end), and it searches as the reference does (`diff`,
//! by default at the level the student wrote: [`crate::diff::Level`]). A
//! file that cannot be read, or that traces another puzzle, scores zero with
//! the reason; one bad file never stops the class. Everything is streamed:
//! a submission is read three times (its kinds and solutions, the rules,
//! the comparison), never held whole.

pub mod folder;
pub mod open;
pub mod table;

use std::fs::File;
use std::path::Path;

use serde::Serialize;

use crate::diff::{self, Comparison, KindSet, Level, LevelChoice};
use crate::read::{ReadError, TraceReader};
use crate::render::Sentences;
use crate::trace::{End, Event, EventKind, Puzzle, shown_name};
use crate::verify::{self, Outcome};
use crate::words::vars;
use crate::words::{GradeWords, Lang, Notation, user_text};

pub use folder::{Found, MAX_DEPTH, Walk, find};
pub use open::{Refusal, open_regular};

/// The checks a submission is graded on, in the order they are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    /// Every event follows the rules (`verify` says valid).
    Rules,
    /// The same solved grids, in order, and the same end as the reference.
    Solution,
    /// The same search as the reference, at the level compared.
    Search,
}

impl Check {
    /// Every check, in order.
    pub const ALL: [Check; 3] = [Check::Rules, Check::Solution, Check::Search];

    /// Its name in a table and in Gradescope's `name`.
    pub fn title(self) -> &'static str {
        match self {
            Check::Rules => "follows the rules",
            Check::Solution => "finds the solution",
            Check::Search => "searches as the reference",
        }
    }

    /// Its column in a table.
    pub fn column(self) -> &'static str {
        match self {
            Check::Rules => "rules",
            Check::Solution => "solution",
            Check::Search => "search",
        }
    }
}

/// The points each check is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Points {
    /// For following the rules.
    pub rules: f64,
    /// For finding what the reference finds.
    pub solution: f64,
    /// For searching as the reference does.
    pub search: f64,
    /// Whether a search that parts from the reference earns the share of
    /// the reference's compared events it matched before parting, instead
    /// of nothing.
    pub partial: bool,
}

impl Points {
    /// The points of `check`.
    pub fn of(&self, check: Check) -> f64 {
        match check {
            Check::Rules => self.rules,
            Check::Solution => self.solution,
            Check::Search => self.search,
        }
    }
}

/// What a first pass over a trace learns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// The kinds of event it writes.
    pub kinds: KindSet,
    /// How many events of each kind, by [`EventKind::index`].
    pub per_kind: [u64; EventKind::ALL.len()],
    /// Its solved grids, in order (at most [`Scan::MAX_SOLUTIONS`] kept).
    pub solutions: Vec<String>,
    /// How many solved events it has in all.
    pub solved: u64,
    /// How its search ended, from its footer.
    pub end: Option<End>,
}

impl Scan {
    /// Solved grids kept for comparison; past them only the count is.
    pub const MAX_SOLUTIONS: usize = 1_000;

    /// Reads `reader` to its end.
    ///
    /// # Errors
    /// A record that cannot be read.
    pub fn read(reader: &mut TraceReader<'_>) -> Result<Scan, ReadError> {
        let mut scan = Scan::default();
        while let Some(event) = reader.next_event()? {
            let kind = event.kind();
            scan.kinds = scan.kinds.with(kind);
            scan.per_kind[kind.index()] += 1;
            if let Event::Solved { grid, .. } = event {
                scan.solved += 1;
                if scan.solutions.len() < Scan::MAX_SOLUTIONS {
                    scan.solutions.push(grid);
                }
            }
        }
        scan.end = reader.footer().map(|f| f.end);
        Ok(scan)
    }

    /// The events a level compares.
    pub fn compared(&self, level: Level) -> u64 {
        EventKind::ALL
            .into_iter()
            .filter(|&k| level.compares(k))
            .map(|k| self.per_kind[k.index()])
            .sum()
    }
}

/// The assignment: the reference trace and what its scan found.
#[derive(Debug)]
pub struct Reference<'p> {
    /// The reference trace's file (read once per submission).
    pub path: &'p Path,
    /// Its first pass.
    pub scan: Scan,
    /// The puzzle it traces.
    pub puzzle: Puzzle,
}

impl<'p> Reference<'p> {
    /// Reads the reference trace at `path` once.
    ///
    /// # Errors
    /// A reference that cannot be read (a bug: we wrote it).
    pub fn open(path: &'p Path) -> Result<Reference<'p>, ReadError> {
        let mut reader = TraceReader::open(path)?;
        let puzzle = reader.header().puzzle.clone();
        let scan = Scan::read(&mut reader)?;
        Ok(Reference { path, scan, puzzle })
    }
}

/// One check's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Mark {
    /// The check.
    pub check: Check,
    /// The points earned.
    pub score: f64,
    /// The points it is worth.
    pub max_score: f64,
    /// What was found, in a sentence or a few lines.
    pub output: String,
}

/// One submission's grade.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Grade {
    /// The submission's file, as given.
    pub name: String,
    /// Each check, in [`Check::ALL`] order.
    pub marks: Vec<Mark>,
    /// The points earned in all.
    pub score: f64,
    /// The points there are.
    pub max_score: f64,
    /// Why every check scored zero (unreadable, another puzzle), if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
}

impl Grade {
    fn new(name: String, marks: Vec<Mark>, failure: Option<String>) -> Grade {
        let score = marks.iter().map(|m| m.score).sum();
        let max_score = marks.iter().map(|m| m.max_score).sum();
        Grade {
            name,
            marks,
            score,
            max_score,
            failure,
        }
    }

    /// Zero on every check, for `reason`.
    fn zero(name: String, points: &Points, reason: String) -> Grade {
        let marks = Check::ALL
            .into_iter()
            .map(|check| Mark {
                check,
                score: 0.0,
                max_score: points.of(check),
                output: reason.clone(),
            })
            .collect();
        Grade::new(name, marks, Some(reason))
    }

    /// Whether every check earned all its points.
    pub fn is_full(&self) -> bool {
        self.marks.iter().all(|m| m.score >= m.max_score)
    }
}

/// Grades the submission at `path` against `reference`, its findings in
/// English.
pub fn grade(reference: &Reference<'_>, path: &Path, points: &Points, level: LevelChoice) -> Grade {
    grade_in(reference, path, points, level, Lang::En, Notation::Rc)
}

/// [`grade`], its findings in `lang`, the steps told with cells named in
/// `notation`. `path` is the caller's: a symbolic link there is followed,
/// but only a regular file is read.
pub fn grade_in(
    reference: &Reference<'_>,
    path: &Path,
    points: &Points,
    level: LevelChoice,
    lang: Lang,
    notation: Notation,
) -> Grade {
    let found = Found::File {
        path: path.to_path_buf(),
        named: true,
    };
    grade_found(reference, &found, points, level, lang, notation)
}

/// Grades what a walk [`found`](find): a file opened once ([`open_regular`])
/// and read from that open file on every pass; anything refused scores zero
/// with its reason, in `lang`.
pub fn grade_found(
    reference: &Reference<'_>,
    found: &Found,
    points: &Points,
    level: LevelChoice,
    lang: Lang,
    notation: Notation,
) -> Grade {
    let name = found.path().display().to_string();
    let say = Say { lang, notation };
    let opened = match found {
        Found::File { path, named } => open_regular(path, *named),
        Found::Refused { why, .. } => Err(why.clone()),
    };
    let file = match opened {
        Ok(file) => file,
        Err(why) => return Grade::zero(name, points, refusal(&why, lang)),
    };
    match grade_readable(reference, &name, &file, points, level, say) {
        Ok(grade) => grade,
        Err(error) => {
            let reason = say.words().unreadable(vars::GradeUnreadable {
                error: &error.worded(lang),
            });
            Grade::zero(name, points, reason)
        }
    }
}

/// Why a file was not read, in `lang`.
fn refusal(why: &Refusal, lang: Lang) -> String {
    let w = lang.grade();
    match why {
        Refusal::SymbolicLink => w.symbolic_link.to_string(),
        Refusal::NotAFile => w.not_a_file.to_string(),
        Refusal::TooDeep => w.too_deep(vars::GradeTooDeep { depth: &MAX_DEPTH }),
        Refusal::UnreadableFolder(error) => w.unreadable_folder(vars::GradeUnreadableFolder {
            error: &error.worded(lang),
        }),
        Refusal::Io(error) => w.unreadable(vars::GradeUnreadable {
            error: &lang.read_errors().cannot_open(vars::ReadCannotOpen {
                error: &error.worded(lang),
            }),
        }),
    }
}

/// Of the submissions `found`, the one that counts when a student hands in
/// one (Gradescope's folder is one student's): the first file, in the order
/// found, whose header reads as a trace (of any puzzle); when none does,
/// the first found. `None` when nothing was found.
pub fn the_one(found: &[Found]) -> Option<usize> {
    let reads = |f: &Found| match f {
        Found::File { path, named } => open_regular(path, *named)
            .is_ok_and(|file| TraceReader::from_file(String::new(), &file).is_ok()),
        Found::Refused { .. } => false,
    };
    found
        .iter()
        .position(reads)
        .or((!found.is_empty()).then_some(0))
}

/// The language and cell names a grade's findings are told in.
#[derive(Clone, Copy)]
struct Say {
    lang: Lang,
    notation: Notation,
}

impl Say {
    fn words(self) -> &'static GradeWords {
        self.lang.grade()
    }
}

fn grade_readable(
    reference: &Reference<'_>,
    name: &str,
    file: &File,
    points: &Points,
    level: LevelChoice,
    say: Say,
) -> Result<Grade, ReadError> {
    let mut reader = TraceReader::from_file(name, file)?;
    if reader.header().puzzle != reference.puzzle {
        let theirs = user_text::shown(&shown_name(&reader.header().puzzle.givens)).into_owned();
        return Ok(Grade::zero(
            name.to_string(),
            points,
            say.words().another_puzzle(vars::GradeAnotherPuzzle {
                theirs: &theirs,
                ours: &reference.puzzle.givens,
            }),
        ));
    }
    let scan = Scan::read(&mut reader)?;
    let level = level.level(scan.kinds, reference.scan.kinds);
    let marks = vec![
        rules(name, file, points, say)?,
        solution(reference, &scan, points, say),
        search(reference, name, file, points, level, say)?,
    ];
    Ok(Grade::new(name.to_string(), marks, None))
}

fn rules(name: &str, file: &File, points: &Points, say: Say) -> Result<Mark, ReadError> {
    let mut reader = TraceReader::from_file(name, file)?;
    let w = say.lang.verify();
    let (score, output) = match verify::verify(&mut reader)? {
        Outcome::Valid(report) => (points.rules, first_line(&report.worded(say.lang))),
        Outcome::Invalid(fault) => {
            let said = w.invalid(vars::VerifyInvalid {
                fault: &fault.worded(say.lang, say.notation),
            });
            (0.0, said.trim_end().to_string())
        }
    };
    Ok(Mark {
        check: Check::Rules,
        score,
        max_score: points.rules,
        output: user_text::shown_lines(&output),
    })
}

fn solution(reference: &Reference<'_>, scan: &Scan, points: &Points, say: Say) -> Mark {
    let w = say.words();
    let want = &reference.scan;
    // The footer's own name of an end in every language: what the trace writes.
    let end_name = |end: Option<End>| end.map_or(w.no_footer, End::name);
    let output = if scan.solved != want.solved {
        w.solved_count(vars::GradeSolvedCount {
            found: scan.solved,
            want: &want.solved,
        })
    } else if let Some(k) =
        (0..scan.solutions.len()).find(|&k| scan.solutions[k] != want.solutions[k])
    {
        w.solved_grid(vars::GradeSolvedGrid {
            k: &(k + 1).to_string(),
        })
    } else if scan.end.is_none() {
        // No footer: the solutions earn the points; the note says what a
        // footer would have added.
        w.solved_no_footer(vars::GradeSolvedNoFooter {
            solved: scan.solved,
            want: &end_name(want.end),
        })
    } else if scan.end != want.end {
        w.ends(vars::GradeEnds {
            end: &end_name(scan.end),
            want: &end_name(want.end),
        })
    } else {
        w.solved_same(vars::GradeSolvedSame {
            solved: scan.solved,
            end: &end_name(scan.end),
        })
    };
    let right = scan.solved == want.solved
        && scan.solutions == want.solutions
        && (scan.end.is_none() || scan.end == want.end);
    Mark {
        check: Check::Solution,
        score: if right { points.solution } else { 0.0 },
        max_score: points.solution,
        output,
    }
}

fn search(
    reference: &Reference<'_>,
    name: &str,
    file: &File,
    points: &Points,
    level: Level,
    say: Say,
) -> Result<Mark, ReadError> {
    let w = say.words();
    let mark = |score: f64, output: String| Mark {
        check: Check::Search,
        score,
        max_score: points.search,
        output,
    };
    if !level.compares(EventKind::Placed) {
        return Ok(mark(0.0, w.no_placements.into()));
    }
    let total = reference.scan.compared(level);
    let mut ours = TraceReader::open(reference.path)?;
    let mut theirs = TraceReader::from_file(name, file)?;
    let options = diff::Options {
        context: 0,
        ignore_strategy: true,
        ignore_options: true,
        // The format makes the footer optional: its events earn the points.
        footer_optional: true,
        level,
    };
    let at = match level {
        Level::Full => w.every_event.to_string(),
        Level::Written(kinds) => w.events(vars::GradeEvents {
            kinds: &say.lang.kinds_said(kinds.kinds()),
        }),
    };
    Ok(match diff::diff_with(&mut theirs, &mut ours, options)? {
        Comparison::Identical { steps } => mark(
            points.search,
            w.same_search(vars::GradeSameSearch {
                steps: &steps,
                at: &at,
            }),
        ),
        Comparison::Different(d) => {
            let agreed = d.step.map_or(total, |s| s - 1);
            let score = if points.partial && total > 0 {
                (points.search * agreed as f64 / total as f64 * 100.0).floor() / 100.0
            } else {
                0.0
            };
            let place = match (d.step, d.a.step) {
                (Some(step), Some(own)) if own != step => {
                    w.parts_compared(vars::GradePartsCompared {
                        step: &step,
                        own: &own,
                    })
                }
                (Some(step), _) => w.parts(vars::GradeParts { step: &step }),
                (None, _) => w.differs.into(),
            };
            let sentences = Sentences::new(say.lang, say.notation, d.shape);
            let summary = d.facts.worded(say.lang, say.notation);
            let what = match (&d.a.event, &d.b.event) {
                (None, Some(ours)) => w.submission_ends(vars::GradeSubmissionEnds {
                    event: &sentences.tell(ours),
                }),
                (Some(theirs), None) => w.submission_goes_on(vars::GradeSubmissionGoesOn {
                    event: &sentences.tell(theirs),
                }),
                (Some(theirs), Some(ours)) => w.different_events(vars::GradeDifferentEvents {
                    summary: &summary,
                    theirs: &sentences.tell(theirs),
                    ours: &sentences.tell(ours),
                }),
                (None, None) => summary,
            };
            let parted = w.parted(vars::GradeParted {
                place: &place,
                total: &total,
                at: &at,
                what: &what,
            });
            mark(score, user_text::shown_lines(&parted))
        }
    })
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_string()
}
