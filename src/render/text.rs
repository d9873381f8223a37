//! The annotated text trace: one numbered line per event, indented by depth,
//! the board at each dead end and solution, the counters at the end.
//!
//! A trace can run to tens of millions of lines, so the phrases of
//! [`super::lang`] are split into text and holes once ([`Template`]) and
//! every step is written straight into one reused buffer; the output is
//! byte for byte what [`fill`] and `format!` would write.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::lang::{Counter, Lang, Notation, Phrases, TextbookPhrases, fill};
use super::palette::{self, Palette};
use super::{Renderer, WriteSink, wire};
use crate::grid::{BoxShape, Cell, DigitSet, Grid, MAX_SIDE, Unit, digit_char};
use crate::replay::Replay;
use crate::trace::{
    CounterName, End, Event, EventKind, Exclusion, Footer, Guess, Header, PruneReason, Rule, Sink,
    Subject,
};

/// How far boards are indented.
const BOARD_INDENT: usize = 8;

/// Writes the trace as sentences in one language.
pub struct Text<W: Write> {
    out: WriteSink<W>,
    narrator: Narrator,
    replay: Option<Replay>,
    step: u64,
    /// One step's lines, reused so that a step allocates nothing.
    buffer: Vec<u8>,
    /// The colours, on a terminal; `None` writes plain text.
    palette: Option<Palette>,
}

impl<W: Write> Text<W> {
    /// A text renderer writing to `out`.
    pub fn new(out: W, lang: Lang, notation: Notation) -> Text<W> {
        Text {
            out: WriteSink::new(out),
            narrator: Narrator::new(lang.phrases(), lang.textbook(), notation),
            replay: None,
            step: 0,
            buffer: Vec::with_capacity(1024),
            palette: None,
        }
    }

    /// The same renderer, colouring dead ends, solutions, undos and limits
    /// and drawing depth guides when `on` (for a terminal: the caller
    /// decides); off, the bytes are exactly those of plain text.
    pub fn coloured(mut self, on: bool) -> Text<W> {
        self.palette = on.then(Palette::new);
        self
    }

    fn write_event(&mut self, event: &Event) -> io::Result<()> {
        if self.palette.is_some() {
            return self.write_coloured_event(event);
        }
        self.step += 1;
        if let Some(replay) = &mut self.replay {
            replay.apply(event);
        }
        // A guess and its undo sit at the level of the cell they fill.
        let level = event.level();
        let out = &mut self.buffer;
        out.clear();
        // `{step:>6}  {indent}{sentence}\n`
        let digits = self.step.checked_ilog10().map_or(1, |d| d as usize + 1);
        out.resize(6usize.saturating_sub(digits), b' ');
        wire::write_u64(out, self.step);
        // No search stands deeper than a board has cells; a depth past that
        // (another program's trace, unverified) must not cost gigabytes of indent.
        let level = (level as usize).min(MAX_SIDE * MAX_SIDE);
        out.resize(out.len() + 2 + level, b' ');
        self.narrator.sentence(out, event);
        out.push(b'\n');
        if event.kind().ends_a_path()
            && let Some(replay) = &self.replay
        {
            push_board(out, replay.grid());
        }
        self.out.writer().write_all(out)
    }

    /// [`Text::write_event`] in colour: the step number and the depth
    /// guides faint, the sentence (and the board of a solution) in the
    /// colour of its kind. Kept apart so that plain text, by far the most
    /// written, keeps its loop as it was.
    #[cold]
    #[inline(never)]
    fn write_coloured_event(&mut self, event: &Event) -> io::Result<()> {
        let palette = self.palette.as_ref().expect("called only with a palette");
        self.step += 1;
        if let Some(replay) = &mut self.replay {
            replay.apply(event);
        }
        let level = (event.level() as usize).min(MAX_SIDE * MAX_SIDE);
        let out = &mut self.buffer;
        out.clear();
        out.extend_from_slice(&palette.faint);
        let digits = self.step.checked_ilog10().map_or(1, |d| d as usize + 1);
        out.resize(out.len() + 6usize.saturating_sub(digits), b' ');
        wire::write_u64(out, self.step);
        out.extend_from_slice(b"  ");
        // One dotted column for every five levels, on the lines deeper than
        // that, always a space clear of the sentence.
        for column in 2..2 + level {
            if (column - 1) % palette::GUIDE_EVERY == 0 && column <= level {
                out.extend_from_slice(palette::GUIDE.as_bytes());
            } else {
                out.push(b' ');
            }
        }
        out.extend_from_slice(&palette.reset);
        let style = palette.of(event.kind());
        if let Some(style) = style {
            out.extend_from_slice(style);
        }
        self.narrator.sentence(out, event);
        if style.is_some() {
            out.extend_from_slice(&palette.reset);
        }
        out.push(b'\n');
        if event.kind().ends_a_path()
            && let Some(replay) = &self.replay
        {
            let solution = event.kind() == EventKind::Solved;
            if solution {
                out.extend_from_slice(&palette.solution);
            }
            push_board(out, replay.grid());
            if solution {
                // Before the blank line that closes the board.
                out.pop();
                out.extend_from_slice(&palette.reset);
                out.push(b'\n');
            }
        }
        self.out.writer().write_all(out)
    }
}

/// One event at a time in the text trace's words, for a reader that shows
/// single steps (`diff`'s context) rather than a whole trace.
pub struct Sentences {
    narrator: Narrator,
}

impl Sentences {
    /// The sentences of `lang` naming cells in `notation`, for a puzzle
    /// whose boxes have `shape` (a hidden single numbers its box).
    pub fn new(lang: Lang, notation: Notation, shape: BoxShape) -> Sentences {
        let mut narrator = Narrator::new(lang.phrases(), lang.textbook(), notation);
        narrator.shape = shape;
        Sentences { narrator }
    }

    /// The sentence of `event`, exactly as the text trace writes it (without
    /// its step number and indentation).
    pub fn tell(&self, event: &Event) -> String {
        let mut out = Vec::new();
        self.narrator.sentence(&mut out, event);
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// Turns events into sentences of one language and notation.
struct Narrator {
    phrases: &'static Phrases,
    textbook: &'static TextbookPhrases,
    notation: Notation,
    templates: Templates,
    names: CellNames,
    /// The unit names, in the order of [`Unit::ALL`].
    units: [Piece; 3],
    separator: Piece,
    /// The puzzle's box shape, to number the box of a hidden single.
    shape: BoxShape,
}

impl Narrator {
    fn new(
        phrases: &'static Phrases,
        textbook: &'static TextbookPhrases,
        notation: Notation,
    ) -> Narrator {
        Narrator {
            phrases,
            textbook,
            notation,
            templates: Templates::new(phrases),
            names: CellNames::new(notation),
            units: Unit::ALL.map(|u| Piece::new(phrases.unit(u))),
            separator: Piece::new(phrases.list_separator),
            shape: BoxShape::for_side(9).expect("9 has a box shape"),
        }
    }

    /// Appends the sentence of `event` (without a line break) to `out`.
    fn sentence(&self, out: &mut Vec<u8>, event: &Event) {
        use Value::{Cell as C, Digit as D, Number as N, Text as T};
        let (p, t) = (self.phrases, &self.templates);
        match event {
            Event::CandidatesComputed {
                cell,
                candidates,
                excluded,
                ..
            } => {
                let excluded = Value::Excluded(excluded);
                if candidates.is_empty() {
                    self.fill(out, &t.no_candidates, &[C(*cell), excluded]);
                } else {
                    let list = Value::Digits(*candidates);
                    self.fill(out, &t.candidates, &[C(*cell), list, excluded]);
                }
            }
            Event::Placed {
                cell,
                digit,
                choice,
                of,
                ..
            } => match (choice, of) {
                (Some(k), Some(n)) => self.fill(
                    out,
                    &t.placed_choice,
                    &[C(*cell), D(*digit), N((*k).into()), N((*n).into())],
                ),
                _ => self.fill(out, &t.placed, &[C(*cell), D(*digit)]),
            },
            Event::Rejected {
                cell,
                digit,
                peer,
                unit,
                ..
            } => self.fill(
                out,
                &t.rejected,
                &[C(*cell), D(*digit), Value::Unit(*unit), C(*peer)],
            ),
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                ..
            } => self.fill(out, &t.dead_end, &[C(*cell)]),
            Event::DeadEnd {
                subject: Subject::Unit { digit, unit, index },
                ..
            } => {
                let unit = p.numbered_unit(*unit, *index, self.notation);
                self.fill(out, &t.dead_end_unit, &[D(*digit), T(&unit)]);
            }
            Event::Deduced {
                cell,
                digit,
                rule,
                unit,
                ..
            } => match (rule, unit) {
                (Rule::HiddenSingle, Some(u)) => {
                    let index = match u {
                        Unit::Row => cell.row,
                        Unit::Column => cell.col,
                        Unit::Box => cell.box_index(self.shape) as u8,
                    };
                    let unit = p.numbered_unit(*u, index, self.notation);
                    self.fill(out, &t.hidden_single, &[C(*cell), D(*digit), T(&unit)]);
                }
                _ => self.fill(out, &t.naked_single, &[C(*cell), D(*digit)]),
            },
            Event::Retracted { cell, digit, .. } => {
                self.fill(out, &t.retracted, &[C(*cell), D(*digit)]);
            }
            Event::ConstraintChosen {
                subject, options, ..
            } => {
                let options = N((*options).into());
                match subject {
                    Subject::Cell(c) => self.fill(out, &t.constraint_cell, &[C(*c), options]),
                    Subject::Unit { digit, unit, index } => {
                        let unit = p.numbered_unit(*unit, *index, self.notation);
                        self.fill(out, &t.constraint_unit, &[D(*digit), T(&unit), options]);
                    }
                }
            }
            Event::Undone { cell, digit, .. } => {
                self.fill(out, &t.undone, &[C(*cell), D(*digit)]);
            }
            Event::Solved { number, .. } => self.fill(out, &t.solved, &[N(*number)]),
            Event::StepLimitReached { steps } => self.fill(out, &t.step_limit, &[N(*steps)]),
            Event::TimeLimitReached { steps } => self.fill(out, &t.time_limit, &[N(*steps)]),
            // The textbook's events are rarer than placements: filled with
            // `fill`, not kept as split templates, and out of the hot path.
            Event::Pruned { .. }
            | Event::ValuesOrdered { .. }
            | Event::ConflictSet { .. }
            | Event::Backjumped { .. } => self.textbook_sentence(out, event),
        }
    }

    /// The sentence of one of the textbook's events (the constraint-
    /// satisfaction search), kept out of [`Narrator::sentence`] so that the
    /// common events' match stays small and hot.
    #[cold]
    #[inline(never)]
    fn textbook_sentence(&self, out: &mut Vec<u8>, event: &Event) {
        let p = self.phrases;
        match event {
            Event::Pruned {
                cell,
                digit,
                by,
                reason,
                ..
            } => {
                let template = match reason {
                    PruneReason::Placed => self.textbook.pruned_placed,
                    PruneReason::OneValue => self.textbook.pruned_one_value,
                };
                let (cell, by) = (self.notation.cell(*cell), self.notation.cell(*by));
                let digit = digit_char(*digit).to_string();
                let text = fill(template, &[("cell", &cell), ("digit", &digit), ("by", &by)]);
                out.extend_from_slice(text.as_bytes());
            }
            Event::ValuesOrdered { cell, values, .. } => {
                let values: Vec<String> = values
                    .iter()
                    .map(|v| {
                        let digit = digit_char(v.digit).to_string();
                        let removes = v.removes.to_string();
                        fill(
                            self.textbook.value_cost,
                            &[("digit", &digit), ("removes", &removes)],
                        )
                    })
                    .collect();
                let cell = self.notation.cell(*cell);
                let text = fill(
                    self.textbook.values_ordered,
                    &[("cell", &cell), ("values", &values.join(p.list_separator))],
                );
                out.extend_from_slice(text.as_bytes());
            }
            Event::ConflictSet {
                cell, conflicts, ..
            } => {
                let cell = self.notation.cell(*cell);
                let text = if conflicts.is_empty() {
                    fill(self.textbook.conflict_set_empty, &[("cell", &cell)])
                } else {
                    let guesses: Vec<String> = conflicts
                        .iter()
                        .map(|g| {
                            let (at, depth) = (self.notation.cell(g.cell), g.depth.to_string());
                            fill(
                                self.textbook.guess_at_depth,
                                &[("cell", &at), ("depth", &depth)],
                            )
                        })
                        .collect();
                    let guesses = self.list(guesses);
                    fill(
                        self.textbook.conflict_set,
                        &[("cell", &cell), ("guesses", &guesses)],
                    )
                };
                out.extend_from_slice(text.as_bytes());
            }
            Event::Backjumped {
                cell,
                to,
                digit,
                over,
                conflicts,
                ..
            } => {
                let template = match over {
                    1 => self.textbook.backjumped_one,
                    _ => self.textbook.backjumped,
                };
                // The latest guess first: the one jumped to, then the others.
                let guesses = self.list(
                    conflicts
                        .iter()
                        .rev()
                        .map(|g: &Guess| self.notation.cell(g.cell))
                        .collect(),
                );
                let (cell, to) = (self.notation.cell(*cell), self.notation.cell(*to));
                let (digit, over) = (digit_char(*digit).to_string(), over.to_string());
                let text = fill(
                    template,
                    &[
                        ("over", &over),
                        ("to", &to),
                        ("digit", &digit),
                        ("cell", &cell),
                        ("guesses", &guesses),
                    ],
                );
                out.extend_from_slice(text.as_bytes());
            }
            Event::CandidatesComputed { .. }
            | Event::Placed { .. }
            | Event::Rejected { .. }
            | Event::DeadEnd { .. }
            | Event::Deduced { .. }
            | Event::Retracted { .. }
            | Event::ConstraintChosen { .. }
            | Event::Undone { .. }
            | Event::Solved { .. }
            | Event::StepLimitReached { .. }
            | Event::TimeLimitReached { .. } => unreachable!("told by Narrator::sentence"),
        }
    }

    /// `items` as a sentence lists them: `a, b and c`.
    fn list(&self, items: Vec<String>) -> String {
        let t = self.textbook;
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{}{}{last}", rest.join(t.list_separator), t.list_last),
        }
    }

    /// Appends `template` with its holes filled by `values`, in the order of
    /// the names `template` was made with.
    fn fill(&self, out: &mut Vec<u8>, template: &Template, values: &[Value<'_>]) {
        for part in &template.0 {
            // By reference: a copy of the piece would go through the stack
            // and stall the copy into `out`.
            match part {
                Part::Text(text) => text.write(out),
                Part::Hole(i) => self.value(out, values[*i]),
            }
        }
    }

    fn value(&self, out: &mut Vec<u8>, value: Value<'_>) {
        match value {
            Value::Cell(cell) => self.names.write(out, cell),
            Value::Digit(digit) => push_char(out, digit_char(digit)),
            Value::Number(n) => wire::write_u64(out, n),
            Value::Text(text) => out.extend_from_slice(text.as_bytes()),
            Value::Unit(unit) => {
                let slot = match unit {
                    Unit::Row => 0,
                    Unit::Column => 1,
                    Unit::Box => 2,
                };
                self.units[slot].write(out);
            }
            // As Java prints a list: `[1, 2, 4]`.
            Value::Digits(set) => {
                out.push(b'[');
                for (i, d) in set.iter().enumerate() {
                    if i > 0 {
                        out.extend_from_slice(b", ");
                    }
                    push_char(out, digit_char(d));
                }
                out.push(b']');
            }
            Value::Excluded(excluded) => {
                for (i, e) in excluded.iter().enumerate() {
                    if i > 0 {
                        self.separator.write(out);
                    }
                    let values = [
                        Value::Digit(e.digit),
                        Value::Unit(e.unit),
                        Value::Cell(e.peer),
                    ];
                    self.fill(out, &self.templates.excluded, &values);
                }
            }
        }
    }
}

/// What fills one hole of a [`Template`].
#[derive(Clone, Copy)]
enum Value<'a> {
    /// A cell, named in the narrator's notation.
    Cell(Cell),
    /// A digit, as [`digit_char`] writes it.
    Digit(u8),
    /// A number in decimal.
    Number(u64),
    /// Text as it is.
    Text(&'a str),
    /// The name of a unit.
    Unit(Unit),
    /// Digits as a list: `[1, 6, 7, 9]`.
    Digits(DigitSet),
    /// Excluded digits with their reasons, joined by the list separator.
    Excluded(&'a [Exclusion]),
}

/// A phrase split once into text and holes, so that filling it does not
/// look for `{name}` again at every step.
struct Template(Vec<Part>);

enum Part {
    Text(Piece),
    /// The value at this position of the values the template is filled with.
    Hole(usize),
}

impl Template {
    /// Splits `template` as [`fill`] reads it, with `keys` the names of
    /// the values it will be filled with, in order. A `{name}` not in `keys`
    /// stays as it is, as [`fill`] leaves it.
    fn new(template: &'static str, keys: &[&str]) -> Template {
        fn text(parts: &mut Vec<Part>, s: &'static str) {
            if !s.is_empty() {
                parts.push(Part::Text(Piece::new(s)));
            }
        }
        let mut parts = Vec::new();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            text(&mut parts, &rest[..open]);
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                // No hole closes: the rest, `{` included, is text.
                break;
            };
            match keys.iter().position(|k| *k == &after[..close]) {
                Some(i) => parts.push(Part::Hole(i)),
                None => text(&mut parts, &rest[open..open + close + 2]),
            }
            rest = &after[close + 1..];
        }
        text(&mut parts, rest);
        Template(parts)
    }
}

/// The phrases events are told with, each with the names of its holes in
/// the order [`Narrator::sentence`] gives their values.
struct Templates {
    candidates: Template,
    no_candidates: Template,
    excluded: Template,
    placed_choice: Template,
    placed: Template,
    rejected: Template,
    dead_end: Template,
    dead_end_unit: Template,
    naked_single: Template,
    hidden_single: Template,
    retracted: Template,
    constraint_cell: Template,
    constraint_unit: Template,
    undone: Template,
    solved: Template,
    step_limit: Template,
    time_limit: Template,
}

impl Templates {
    fn new(p: &'static Phrases) -> Templates {
        Templates {
            candidates: Template::new(p.candidates, &["cell", "candidates", "excluded"]),
            no_candidates: Template::new(p.no_candidates, &["cell", "excluded"]),
            excluded: Template::new(p.excluded, &["digit", "unit", "peer"]),
            placed_choice: Template::new(p.placed_choice, &["cell", "digit", "choice", "of"]),
            placed: Template::new(p.placed, &["cell", "digit"]),
            rejected: Template::new(p.rejected, &["cell", "digit", "unit", "peer"]),
            dead_end: Template::new(p.dead_end, &["cell"]),
            dead_end_unit: Template::new(p.dead_end_unit, &["digit", "unit"]),
            naked_single: Template::new(p.naked_single, &["cell", "digit"]),
            hidden_single: Template::new(p.hidden_single, &["cell", "digit", "unit"]),
            retracted: Template::new(p.retracted, &["cell", "digit"]),
            constraint_cell: Template::new(p.constraint_cell, &["cell", "options"]),
            constraint_unit: Template::new(p.constraint_unit, &["digit", "unit", "options"]),
            undone: Template::new(p.undone, &["cell", "digit"]),
            solved: Template::new(p.solved, &["number"]),
            step_limit: Template::new(p.step_limit, &["steps"]),
            time_limit: Template::new(p.time_limit, &["steps"]),
        }
    }
}

/// The names of cells in one notation, worked out once for every row and
/// column below [`CellNames::SPAN`] (any grid up to 25×25).
struct CellNames {
    notation: Notation,
    /// Indexed by `row * SPAN + col`; `None` for a name too long to keep inline.
    short: Vec<Option<Short>>,
}

impl CellNames {
    const SPAN: usize = 32;

    fn new(notation: Notation) -> CellNames {
        let short = (0..Self::SPAN * Self::SPAN)
            .map(|i| Short::new(&notation.cell(Cell::new(i / Self::SPAN, i % Self::SPAN))))
            .collect();
        CellNames { notation, short }
    }

    #[inline]
    fn write(&self, out: &mut Vec<u8>, cell: Cell) {
        let (row, col) = (usize::from(cell.row), usize::from(cell.col));
        if row < Self::SPAN
            && col < Self::SPAN
            && let Some(name) = &self.short[row * Self::SPAN + col]
        {
            name.write(out);
        } else {
            out.extend_from_slice(self.notation.cell(cell).as_bytes());
        }
    }
}

/// Text of at most [`Short::CAPACITY`] bytes kept inline, so that writing it
/// is one copy of known size rather than a call to `memcpy` for a few bytes:
/// a step is made of dozens of such pieces.
#[derive(Clone, Copy)]
struct Short {
    bytes: [u8; Short::CAPACITY],
    len: u8,
}

impl Short {
    const CAPACITY: usize = 15;

    fn new(text: &str) -> Option<Short> {
        let mut bytes = [0; Short::CAPACITY];
        bytes
            .get_mut(..text.len())?
            .copy_from_slice(text.as_bytes());
        Some(Short {
            bytes,
            len: text.len() as u8,
        })
    }

    #[inline]
    fn write(&self, out: &mut Vec<u8>) {
        // Copy the whole array, then drop the padding.
        out.extend_from_slice(&self.bytes);
        out.truncate(out.len() - (Short::CAPACITY - usize::from(self.len)));
    }
}

/// Text of any length, inline when short.
#[derive(Clone, Copy)]
enum Piece {
    Short(Short),
    Long(&'static str),
}

impl Piece {
    fn new(text: &'static str) -> Piece {
        Short::new(text).map_or(Piece::Long(text), Piece::Short)
    }

    #[inline]
    fn write(&self, out: &mut Vec<u8>) {
        match self {
            Piece::Short(short) => short.write(out),
            Piece::Long(text) => out.extend_from_slice(text.as_bytes()),
        }
    }
}

#[inline]
fn push_char(out: &mut Vec<u8>, c: char) {
    if c.is_ascii() {
        out.push(c as u8);
    } else {
        out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
    }
}

/// Appends the board as [`write_board`] writes it, setting one byte per
/// cell in place: a trace shows the board at every dead end.
fn push_board(out: &mut Vec<u8>, grid: &Grid) {
    let side = grid.side();
    let row_len = BOARD_INDENT + 2 * side + 1;
    let start = out.len();
    out.resize(start + side * row_len + 1, b' ');
    let board = &mut out[start..];
    for (r, row) in grid.cells().chunks(side).enumerate() {
        let line = &mut board[r * row_len..(r + 1) * row_len];
        for (k, &d) in row.iter().enumerate() {
            let c = if d == 0 { '0' } else { digit_char(d) };
            if !c.is_ascii_graphic() {
                // A digit out of any real grid's range: let the general code write it.
                out.truncate(start);
                write_board(out, grid, BOARD_INDENT).expect("a Vec takes every write");
                return;
            }
            line[BOARD_INDENT + 2 * k] = c as u8;
        }
        line[row_len - 1] = b'\n';
    }
    board[side * row_len] = b'\n';
}

/// The board as seed 000 prints it (each digit and a space, `0` for empty),
/// indented, followed by a blank line.
fn write_board(out: &mut impl Write, grid: &Grid, indent: usize) -> io::Result<()> {
    for line in grid.to_string().lines() {
        writeln!(out, "{:indent$}{line}", "")?;
    }
    writeln!(out)
}

/// The end of a search in one sentence, and the counters with their definitions.
pub(crate) fn write_summary(
    out: &mut impl Write,
    phrases: &Phrases,
    textbook: &TextbookPhrases,
    footer: &Footer,
) -> io::Result<()> {
    let solutions = footer.stats.solutions;
    let n = solutions.to_string();
    let end = match footer.end {
        End::Exhausted if solutions == 0 => phrases.end_none.to_string(),
        End::Exhausted => fill(phrases.end_exhausted, &[("solutions", &n)]),
        End::SolutionLimit => fill(phrases.end_solution_limit, &[("solutions", &n)]),
        End::StepLimit => fill(phrases.end_step_limit, &[("solutions", &n)]),
        End::TimeLimit => fill(phrases.end_time_limit, &[("solutions", &n)]),
        End::PlacementLimit => fill(phrases.end_placement_limit, &[("solutions", &n)]),
        End::Stopped => phrases.end_stopped.to_string(),
    };
    writeln!(out, "{end}")?;
    writeln!(out, "{}", phrases.counters_title)?;
    // The textbook's counters join the table only when not 0, as they join
    // a footer: the other strategies' tables stay as they were.
    let rows: Vec<(&Counter, u64)> = phrases
        .counters
        .iter()
        .chain(&textbook.counters)
        .map(|c| (c, footer.stats.get(c.key)))
        .filter(|&(c, value)| value > 0 || !CounterName::WHEN_USED.contains(&c.key))
        .collect();
    let name_width = rows.iter().map(|(c, _)| width(c.name)).max().unwrap_or(0);
    let value_width = rows
        .iter()
        .map(|(_, v)| v.to_string().len())
        .max()
        .unwrap_or(0);
    for &(counter, value) in &rows {
        let pad = name_width - width(counter.name);
        writeln!(
            out,
            "  {}{:pad$}  {value:>value_width$}  {}",
            counter.name, "", counter.definition
        )?;
    }
    Ok(())
}

/// Terminal columns of a short label: CJK characters take two.
fn width(s: &str) -> usize {
    s.chars()
        .map(|c| if (c as u32) >= 0x2E80 { 2 } else { 1 })
        .sum()
}

impl<W: Write> Sink for Text<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        let result = self.write_event(event);
        self.out.check(result)
    }
}

impl<W: Write> Renderer for Text<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.replay = Replay::from_puzzle(&header.puzzle);
        self.narrator.shape = header.puzzle.box_shape;
        let size = header.puzzle.size.to_string();
        let (givens, empty) = header.puzzle.given_and_empty();
        let title = fill(
            self.narrator.phrases.title,
            &[
                ("strategy", &super::user_text::shown(&header.strategy)),
                ("size", &size),
                ("givens", &givens.to_string()),
                ("empty", &empty.to_string()),
            ],
        );
        let out = self.out.writer();
        writeln!(out, "{title}")?;
        writeln!(out)?;
        if let Some(replay) = &self.replay {
            write_board(self.out.writer(), replay.grid(), BOARD_INDENT)?;
        }
        Ok(())
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        self.out.take_error()?;
        let out = self.out.writer();
        writeln!(out)?;
        write_summary(out, self.narrator.phrases, self.narrator.textbook, footer)?;
        out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{self, Strategy};
    use crate::trace::{Limits, Puzzle, SCHEMA_VERSION};

    /// The sentence of `event` as [`fill`] and `format!` write it: the
    /// definition [`Narrator::sentence`] must match byte for byte.
    fn reference_sentence(
        p: &Phrases,
        notation: Notation,
        shape: BoxShape,
        event: &Event,
    ) -> String {
        let cell = |c| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        match event {
            Event::CandidatesComputed {
                cell: c,
                candidates,
                excluded,
                ..
            } => {
                let items: Vec<String> = excluded
                    .iter()
                    .map(|e| {
                        fill(
                            p.excluded,
                            &[
                                ("digit", &digit(e.digit)),
                                ("unit", p.unit(e.unit)),
                                ("peer", &cell(e.peer)),
                            ],
                        )
                    })
                    .collect();
                let excluded = items.join(p.list_separator);
                if candidates.is_empty() {
                    fill(
                        p.no_candidates,
                        &[("cell", &cell(*c)), ("excluded", &excluded)],
                    )
                } else {
                    let digits: Vec<String> = candidates.iter().map(digit).collect();
                    let list = format!("[{}]", digits.join(", "));
                    fill(
                        p.candidates,
                        &[
                            ("cell", &cell(*c)),
                            ("candidates", &list),
                            ("excluded", &excluded),
                        ],
                    )
                }
            }
            Event::Placed {
                cell: c,
                digit: d,
                choice: Some(k),
                of: Some(n),
                ..
            } => fill(
                p.placed_choice,
                &[
                    ("cell", &cell(*c)),
                    ("digit", &digit(*d)),
                    ("choice", &k.to_string()),
                    ("of", &n.to_string()),
                ],
            ),
            Event::Placed {
                cell: c, digit: d, ..
            } => fill(p.placed, &[("cell", &cell(*c)), ("digit", &digit(*d))]),
            Event::Rejected {
                cell: c,
                digit: d,
                peer,
                unit,
                ..
            } => fill(
                p.rejected,
                &[
                    ("cell", &cell(*c)),
                    ("digit", &digit(*d)),
                    ("unit", p.unit(*unit)),
                    ("peer", &cell(*peer)),
                ],
            ),
            Event::DeadEnd {
                subject: Subject::Cell(c),
                ..
            } => fill(p.dead_end, &[("cell", &cell(*c))]),
            Event::DeadEnd {
                subject:
                    Subject::Unit {
                        digit: d,
                        unit: u,
                        index: i,
                    },
                ..
            } => fill(
                p.dead_end_unit,
                &[
                    ("digit", &digit(*d)),
                    ("unit", &p.numbered_unit(*u, *i, notation)),
                ],
            ),
            Event::Deduced {
                cell: c,
                digit: d,
                rule: Rule::HiddenSingle,
                unit: Some(u),
                ..
            } => {
                let index = match u {
                    Unit::Row => c.row,
                    Unit::Column => c.col,
                    Unit::Box => c.box_index(shape) as u8,
                };
                fill(
                    p.hidden_single,
                    &[
                        ("cell", &cell(*c)),
                        ("digit", &digit(*d)),
                        ("unit", &p.numbered_unit(*u, index, notation)),
                    ],
                )
            }
            Event::Deduced {
                cell: c, digit: d, ..
            } => fill(
                p.naked_single,
                &[("cell", &cell(*c)), ("digit", &digit(*d))],
            ),
            Event::Retracted {
                cell: c, digit: d, ..
            } => fill(p.retracted, &[("cell", &cell(*c)), ("digit", &digit(*d))]),
            Event::ConstraintChosen {
                subject, options, ..
            } => {
                let options = options.to_string();
                match subject {
                    Subject::Cell(c) => fill(
                        p.constraint_cell,
                        &[("cell", &cell(*c)), ("options", &options)],
                    ),
                    Subject::Unit {
                        digit: d,
                        unit: u,
                        index: i,
                    } => fill(
                        p.constraint_unit,
                        &[
                            ("digit", &digit(*d)),
                            ("unit", &p.numbered_unit(*u, *i, notation)),
                            ("options", &options),
                        ],
                    ),
                }
            }
            Event::Undone {
                cell: c, digit: d, ..
            } => fill(p.undone, &[("cell", &cell(*c)), ("digit", &digit(*d))]),
            Event::Solved { number, .. } => fill(p.solved, &[("number", &number.to_string())]),
            Event::StepLimitReached { steps } => {
                fill(p.step_limit, &[("steps", &steps.to_string())])
            }
            Event::TimeLimitReached { steps } => {
                fill(p.time_limit, &[("steps", &steps.to_string())])
            }
            // Written with `fill` itself, not with split templates: there is
            // no fast path of theirs to hold to a reference (and the
            // strategies this test runs send none of them).
            Event::Pruned { .. }
            | Event::ValuesOrdered { .. }
            | Event::ConflictSet { .. }
            | Event::Backjumped { .. } => unreachable!("not sent by Strategy::ALL"),
        }
    }

    /// The lines of the events as `writeln!` writes them, boards included.
    fn reference_steps(
        lang: Lang,
        notation: Notation,
        header: &Header,
        events: &[Event],
    ) -> Vec<u8> {
        let mut out = Vec::new();
        let mut replay = Replay::from_puzzle(&header.puzzle).expect("a well-formed puzzle");
        for (i, event) in events.iter().enumerate() {
            replay.apply(event);
            let level = match event {
                Event::Placed { depth, .. } | Event::Undone { depth, .. } => {
                    depth.saturating_sub(1)
                }
                _ => event.depth(),
            };
            let line = reference_sentence(lang.phrases(), notation, header.puzzle.box_shape, event);
            let step = i + 1;
            writeln!(
                out,
                "{step:>6}  {:indent$}{line}",
                "",
                indent = level as usize
            )
            .unwrap();
            if matches!(event, Event::DeadEnd { .. } | Event::Solved { .. }) {
                write_board(&mut out, replay.grid(), 8).unwrap();
            }
        }
        out
    }

    fn puzzle(text: &str) -> Grid {
        crate::parse::parse_str(text).expect("an example puzzle parses")
    }

    #[test]
    fn every_step_reads_as_fill_writes_it() {
        let puzzles = [
            puzzle(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            ),
            puzzle(include_str!("../../examples/puzzles/six.txt")),
            // Two-digit rows and columns, letters for digits.
            puzzle(include_str!("../../examples/puzzles/sixteen.txt")),
        ];
        for grid in &puzzles {
            for strategy in Strategy::ALL {
                let limits = Limits {
                    max_solutions: None,
                    max_steps: Some(3_000),
                    time_limit: None,
                };
                let mut events: Vec<Event> = Vec::new();
                solver::solve(grid, strategy, limits, &mut events);
                let header = Header {
                    schema_version: SCHEMA_VERSION,
                    puzzle: Puzzle::of(grid),
                    strategy: strategy.name().into(),
                    options: limits,
                };
                for lang in Lang::ALL {
                    for notation in Notation::ALL {
                        let mut out = Vec::new();
                        let mut text = Text::new(&mut out, lang, notation);
                        text.begin(&header).unwrap();
                        let before_steps = text.out.writer().len();
                        for event in &events {
                            assert!(text.event(event).is_continue());
                        }
                        drop(text);
                        let expected = reference_steps(lang, notation, &header, &events);
                        assert!(
                            out[before_steps..] == expected[..],
                            "{strategy} {lang:?} {notation:?} on a {}x{} grid",
                            grid.side(),
                            grid.side()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn templates_split_as_fill_reads_them() {
        let narrator = Narrator::new(Lang::En.phrases(), Lang::En.textbook(), Notation::Rc);
        let templates = [
            "",
            "plain",
            "{a} and {b}, {a} again, {unknown}",
            "{a}{b}{a}",
            "unclosed {a",
            "{} {{a}} {a{b}} }{a}{",
            "a long piece of text without holes, well over fifteen bytes {b}",
            "數獨 {a}：{b}（{a}）",
        ];
        for template in templates {
            let keys = ["a", "b"];
            let values = [Value::Text("1"), Value::Text("two")];
            let mut out = Vec::new();
            narrator.fill(&mut out, &Template::new(template, &keys), &values);
            let expected = fill(template, &[("a", "1"), ("b", "two")]);
            assert_eq!(String::from_utf8(out).unwrap(), expected, "{template:?}");
        }
    }

    #[test]
    fn cell_names_match_the_notation_beyond_the_table() {
        for notation in Notation::ALL {
            let names = CellNames::new(notation);
            for (row, col) in [
                (0, 0),
                (8, 8),
                (24, 24),
                (31, 31),
                (32, 0),
                (0, 40),
                (200, 100),
            ] {
                let cell = Cell::new(row, col);
                let mut out = Vec::new();
                names.write(&mut out, cell);
                assert_eq!(out, notation.cell(cell).as_bytes());
            }
        }
    }

    #[test]
    fn boards_are_written_as_display_writes_them() {
        for (rows, cols) in [(2, 2), (2, 3), (3, 3), (4, 4), (5, 5)] {
            let shape = BoxShape::new(rows, cols).unwrap();
            let side = shape.side();
            let cells = (0..side * side)
                .map(|i| ((i * 7) % (side + 1)) as u8)
                .collect();
            let grid = Grid::from_cells(shape, cells).unwrap();
            let (mut fast, mut reference) = (b"prefix".to_vec(), b"prefix".to_vec());
            push_board(&mut fast, &grid);
            write_board(&mut reference, &grid, BOARD_INDENT).unwrap();
            assert_eq!(fast, reference);
        }
    }
}
