//! The worksheet: a Markdown handout of one search, for slides or print.
//!
//! It holds the puzzle as a table, the first steps in full, the key moments
//! as boards (the first dead end, the longest backtrack, the first
//! solution), the counters with their definitions, and three questions
//! taken from the trace (so their answers are right by construction) with
//! an answer key at the end. The renderer follows the search as it streams
//! and keeps only what the sheet shows (a few sentences and boards), so any
//! search fits in little memory; it writes the sheet at the end.
//!
//! Plain Markdown that GitHub and pandoc both render: headings, pipe
//! tables, an ordered list; outside text (the strategy's name) is escaped.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::text::Sentences;
use super::{Renderer, WriteSink};
use crate::grid::{BoxShape, Cell, Grid, digit_char};
use crate::replay::Replay;
use crate::trace::{Change, CounterName, Event, Footer, Header, Origin, Sink, Stats, Subject};
use crate::words::WorksheetWords;
use crate::words::vars;
use crate::words::{Lang, Notation};

/// How many steps the sheet tells in full.
const FIRST_STEPS: u64 = 15;

/// A board kept for the sheet, with a cell to mark (✗ at a dead end).
struct Snapshot {
    step: u64,
    grid: Grid,
    mark: Option<Cell>,
    sentence: String,
}

/// The question on a cell's candidates: the board before the step that
/// computes them, and the answer.
struct CandidatesQuestion {
    step: u64,
    cell: Cell,
    board: Grid,
    candidates: Vec<u8>,
    /// Whether the search infers, and the question asks for the domain.
    domain: bool,
    sentence: String,
}

/// The question on which cell comes next after an undo.
struct NextQuestion {
    step: u64,
    sentence: String,
    /// The step and cell that answer it, once seen.
    answer: Option<(u64, Cell, String)>,
}

/// Writes a worksheet of the search in one language and notation.
pub struct Worksheet<W: Write> {
    out: WriteSink<W>,
    lang: Lang,
    notation: Notation,
    sentences: Sentences,
    header: Option<Header>,
    /// The puzzle's givens, bold in every board.
    givens: Option<Grid>,
    replay: Option<Replay>,
    step: u64,
    stats: Stats,
    first: Vec<(u32, String)>,
    dead_end: Option<(Snapshot, u64)>,
    run: u64,
    longest: Option<(u64, Snapshot)>,
    solution: Option<Snapshot>,
    candidates: Option<CandidatesQuestion>,
    next: Option<NextQuestion>,
}

impl<W: Write> Worksheet<W> {
    /// A worksheet writer in `lang`, naming cells in `notation`.
    pub fn new(out: W, lang: Lang, notation: Notation) -> Worksheet<W> {
        let shape = BoxShape::for_side(9).expect("9 has a box shape");
        Worksheet {
            out: WriteSink::new(out),
            lang,
            notation,
            sentences: Sentences::new(lang, notation, shape),
            header: None,
            givens: None,
            replay: None,
            step: 0,
            stats: Stats::default(),
            first: Vec::new(),
            dead_end: None,
            run: 0,
            longest: None,
            solution: None,
            candidates: None,
            next: None,
        }
    }

    fn grid(&self) -> Option<Grid> {
        self.replay.as_ref().map(|r| r.grid().clone())
    }

    /// Follows one event: what the sheet keeps of it.
    fn follow(&mut self, event: &Event) {
        self.step += 1;
        let step = self.step;
        if let Some(replay) = &mut self.replay {
            replay.apply(event);
        }
        self.stats.record(event);
        if step <= FIRST_STEPS {
            self.first.push((event.level(), self.sentences.tell(event)));
        }
        let change = event.kind().change();
        // Which cell comes next: the first cell named after the undo asked
        // about; while the search goes on undoing, the question moves to the
        // last undo of the run (the next cell is then a new choice).
        if let Some(q) = &mut self.next
            && q.answer.is_none()
            && step > q.step
        {
            if change == Change::Clear(Origin::Guess) {
                q.step = step;
                q.sentence = self.sentences.tell(event);
            } else if let Some(cell) = named_cell(event) {
                q.answer = Some((step, cell, self.sentences.tell(event)));
            }
        }
        if change == Change::Clear(Origin::Guess) {
            self.run += 1;
            if step > FIRST_STEPS && self.next.is_none() {
                self.next = Some(NextQuestion {
                    step,
                    sentence: self.sentences.tell(event),
                    answer: None,
                });
            }
        } else {
            self.run = 0;
        }
        if self.run > 1
            && self.longest.as_ref().is_none_or(|(n, _)| self.run > *n)
            && let Some(grid) = self.grid()
        {
            let sentence = self.sentences.tell(event);
            let snapshot = Snapshot {
                step,
                grid,
                mark: None,
                sentence,
            };
            self.longest = Some((self.run, snapshot));
        }
        // Computing candidates leaves the board as it was: the board after
        // the event is the one the question shows. Under inference the
        // question asks for the domain, what the search chooses from.
        if let Event::CandidatesComputed {
            cell, candidates, ..
        } = event
            && step > FIRST_STEPS
            && self.candidates.is_none()
            && self
                .sentences
                .domain(*cell, *candidates)
                .unwrap_or(*candidates)
                .len()
                > 1
            && let Some(board) = self.grid()
        {
            let domain = self.sentences.domain(*cell, *candidates);
            self.candidates = Some(CandidatesQuestion {
                step,
                cell: *cell,
                board,
                candidates: domain.unwrap_or(*candidates).iter().collect(),
                domain: domain.is_some(),
                sentence: self.sentences.tell(event),
            });
        }
        if event.kind().ends_a_path()
            && let Some(grid) = self.grid()
        {
            let sentence = self.sentences.tell(event);
            if matches!(event, Event::Solved { .. }) {
                if self.solution.is_none() {
                    self.solution = Some(Snapshot {
                        step,
                        grid,
                        mark: None,
                        sentence,
                    });
                }
            } else if self.dead_end.is_none() {
                let mark = named_cell(event);
                let placements = self.stats.placements;
                let snapshot = Snapshot {
                    step,
                    grid,
                    mark,
                    sentence,
                };
                self.dead_end = Some((snapshot, placements));
            }
        }
    }

    /// The whole sheet.
    fn sheet(&self, header: &Header, footer: &Footer) -> String {
        let w = self.lang.worksheet();
        let p = self.lang.phrases();
        let mut s = String::new();
        let strategy = escape(&header.strategy);
        let size = header.puzzle.size.to_string();
        let (givens, empty) = header.puzzle.given_and_empty();
        let (givens, empty) = (givens.to_string(), empty.to_string());
        let push = |s: &mut String, line: &str| {
            s.push_str(line);
            s.push('\n');
        };
        push(
            &mut s,
            &format!(
                "# {}",
                w.title(vars::WorksheetTitle {
                    strategy: &strategy
                })
            ),
        );
        push(&mut s, "");
        let summary = w.summary(vars::WorksheetSummary {
            size: &size,
            givens: &givens,
            empty: &empty,
        });
        push(&mut s, &summary);
        push(&mut s, "");
        push(&mut s, &format!("## {}", w.puzzle));
        push(&mut s, "");
        if let Some(givens) = &self.givens {
            s.push_str(&self.table(givens, givens, None));
        }
        push(&mut s, "");
        let n = self.first.len().to_string();
        push(
            &mut s,
            &format!("## {}", w.first_steps(vars::WorksheetFirstSteps { n: &n })),
        );
        push(&mut s, "");
        for (k, (level, sentence)) in self.first.iter().enumerate() {
            // The depth shown as in the text trace, by indenting the words.
            let indent = "\u{2003}".repeat((*level as usize).min(12));
            push(&mut s, &format!("{}. {indent}{}", k + 1, escape(sentence)));
        }
        push(&mut s, "");
        push(&mut s, &format!("## {}", w.moments));
        let moment = |s: &mut String, title: String, snap: &Snapshot| {
            push(s, "");
            push(s, &format!("### {title}"));
            push(s, "");
            push(s, &format!("> {}", escape(&snap.sentence)));
            push(s, "");
            if let Some(givens) = &self.givens {
                s.push_str(&self.table(&snap.grid, givens, snap.mark.map(|c| (c, "✗"))));
            }
        };
        if let Some((snap, _)) = &self.dead_end {
            let step = snap.step.to_string();
            let title = w.first_dead_end(vars::WorksheetFirstDeadEnd { step: &step });
            moment(&mut s, title, snap);
        }
        if let Some((n, snap)) = &self.longest {
            let (n, step) = (n.to_string(), snap.step.to_string());
            let title = w.longest_backtrack(vars::WorksheetLongestBacktrack { n: &n, step: &step });
            moment(&mut s, title, snap);
        }
        match &self.solution {
            Some(snap) => {
                let step = snap.step.to_string();
                moment(
                    &mut s,
                    w.solution(vars::WorksheetSolution { step: &step }),
                    snap,
                );
            }
            None => {
                push(&mut s, "");
                let steps = self.step.to_string();
                push(
                    &mut s,
                    &w.no_solution(vars::WorksheetNoSolution { steps: &steps }),
                );
            }
        }
        push(&mut s, "");
        push(&mut s, &format!("## {}", w.counters));
        push(&mut s, "");
        let [name, value, meaning] = w.counter_columns;
        push(&mut s, &format!("| {name} | {value} | {meaning} |"));
        push(&mut s, "|---|---:|---|");
        let textbook = &self.lang.textbook().counters;
        for counter in p.counters.iter().chain(textbook.iter()) {
            let shown =
                !CounterName::WHEN_USED.contains(&counter.key) || footer.stats.get(counter.key) > 0;
            if shown {
                let v = footer.stats.get(counter.key);
                push(
                    &mut s,
                    &format!("| {} | {v} | {} |", counter.name, counter.definition),
                );
            }
        }
        s.push_str(&self.questions(w));
        s
    }

    /// The questions, then their answers.
    fn questions(&self, w: &WorksheetWords) -> String {
        let mut asked = Vec::new();
        let mut answers = Vec::new();
        if let Some(q) = &self.candidates {
            let (step, cell) = (q.step.to_string(), self.notation.cell(q.cell));
            let mut text = if q.domain {
                w.ask_domain(vars::WorksheetAskDomain {
                    step: &step,
                    cell: &cell,
                })
            } else {
                w.ask_candidates(vars::WorksheetAskCandidates {
                    step: &step,
                    cell: &cell,
                })
            };
            text.push_str("\n\n");
            if let Some(givens) = &self.givens {
                text.push_str(&indent_table(&self.table(
                    &q.board,
                    givens,
                    Some((q.cell, "?")),
                )));
            }
            asked.push(text);
            let list: Vec<String> = q
                .candidates
                .iter()
                .map(|&d| digit_char(d).to_string())
                .collect();
            let candidates = format!("[{}]", list.join(", "));
            answers.push(w.answer_candidates(vars::WorksheetAnswerCandidates {
                candidates: &candidates,
                step: &step,
                sentence: &escape(&q.sentence),
            }));
        }
        if let Some(q) = &self.next
            && let Some((at, cell, sentence)) = &q.answer
        {
            let step = q.step.to_string();
            asked.push(w.ask_next(vars::WorksheetAskNext {
                step: &step,
                sentence: &escape(&q.sentence),
            }));
            let (cell, at) = (self.notation.cell(*cell), at.to_string());
            answers.push(w.answer_next(vars::WorksheetAnswerNext {
                cell: &cell,
                step: &at,
                sentence: &escape(sentence),
            }));
        }
        if let Some((snap, placements)) = &self.dead_end {
            asked.push(w.ask_placements.to_string());
            let (n, step) = (placements.to_string(), snap.step.to_string());
            answers
                .push(w.answer_placements(vars::WorksheetAnswerPlacements { n: &n, step: &step }));
        }
        let mut s = String::new();
        if asked.is_empty() {
            return s;
        }
        s.push_str(&format!("\n## {}\n\n", w.questions));
        for (k, q) in asked.iter().enumerate() {
            s.push_str(&format!("{}. {q}\n", k + 1));
        }
        s.push_str(&format!("\n## {}\n\n", w.answers));
        for (k, a) in answers.iter().enumerate() {
            s.push_str(&format!("{}. {a}\n", k + 1));
        }
        s
    }

    /// `grid` as a Markdown table, rows and columns named in the notation:
    /// the digits of `givens` bold, an empty marked cell showing its mark
    /// (✗ a dead end, ? a question).
    fn table(&self, grid: &Grid, givens: &Grid, mark: Option<(Cell, &str)>) -> String {
        let side = grid.side();
        let mut s = String::from("|   |");
        for col in 0..side {
            s.push_str(&format!(" {} |", self.notation.column(col)));
        }
        s.push_str("\n|---|");
        s.push_str(&":---:|".repeat(side));
        s.push('\n');
        for row in 0..side {
            s.push_str(&format!("| **{}** |", self.notation.row(row)));
            for col in 0..side {
                let cell = Cell::new(row, col);
                let d = grid.get(cell);
                let text = if let Some((_, sign)) = mark.filter(|(m, _)| *m == cell && d == 0) {
                    sign.to_string()
                } else if d == 0 {
                    " ".to_string()
                } else if givens.get(cell) == d {
                    format!("**{}**", digit_char(d))
                } else {
                    digit_char(d).to_string()
                };
                s.push_str(&format!(" {text} |"));
            }
            s.push('\n');
        }
        s
    }
}

/// The cell an event is about, if any: its subject's, or its own cell.
/// Every kind is listed, so a new one must say.
pub(super) fn named_cell(event: &Event) -> Option<Cell> {
    match *event {
        Event::CandidatesComputed { cell, .. }
        | Event::Placed { cell, .. }
        | Event::Rejected { cell, .. }
        | Event::Deduced { cell, .. }
        | Event::Retracted { cell, .. }
        | Event::Undone { cell, .. }
        | Event::Pruned { cell, .. }
        | Event::ValuesOrdered { cell, .. }
        | Event::ConflictSet { cell, .. }
        | Event::Backjumped { cell, .. } => Some(cell),
        Event::DeadEnd { subject, .. } | Event::ConstraintChosen { subject, .. } => match subject {
            Subject::Cell(cell) => Some(cell),
            Subject::Unit { .. } => None,
        },
        Event::Solved { .. } | Event::StepLimitReached { .. } | Event::TimeLimitReached { .. } => {
            None
        }
    }
}

/// A table inside a list item: indented so it belongs to the item.
fn indent_table(table: &str) -> String {
    table.lines().map(|l| format!("   {l}\n")).collect()
}

/// Outside or generated text made plain in Markdown: the characters that
/// would start emphasis, a link, a tag or a table cell are escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '`' | '<' | '>' | '|' | '#' | '[' | ']'
        ) {
            out.push('\\');
        }
        if c.is_control() {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

impl<W: Write> Sink for Worksheet<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        self.follow(event);
        // Told (above) with the search before it, then followed.
        self.sentences.follow(event);
        ControlFlow::Continue(())
    }
}

impl<W: Write> Renderer for Worksheet<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.replay = Replay::from_puzzle(&header.puzzle);
        self.givens = self.grid();
        self.sentences = Sentences::new(self.lang, self.notation, header.puzzle.box_shape);
        self.sentences.begin(header);
        self.header = Some(header.clone());
        Ok(())
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        let header = self.header.take().ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidInput, "finish called before begin")
        })?;
        let sheet = self.sheet(&header, footer);
        let out = self.out.writer();
        out.write_all(sheet.as_bytes())?;
        out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
