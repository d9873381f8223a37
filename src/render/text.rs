//! The annotated text trace: one numbered line per event, indented by depth,
//! the board at each dead end and solution, the counters at the end.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::lang::{Lang, Notation, Phrases, fill};
use super::{Renderer, WriteSink};
use crate::grid::{BoxShape, DigitSet, Grid, Unit, digit_char};
use crate::replay::Replay;
use crate::trace::{End, Event, Exclusion, Footer, Header, Rule, Sink, Stats};

/// Writes the trace as sentences in one language.
pub struct Text<W: Write> {
    out: WriteSink<W>,
    phrases: &'static Phrases,
    notation: Notation,
    replay: Option<Replay>,
    /// The puzzle's box shape, to number the box of a hidden single.
    shape: BoxShape,
    step: u64,
}

impl<W: Write> Text<W> {
    /// A text renderer writing to `out`.
    pub fn new(out: W, lang: Lang, notation: Notation) -> Text<W> {
        Text {
            out: WriteSink::new(out),
            phrases: lang.phrases(),
            notation,
            replay: None,
            shape: BoxShape::for_side(9).expect("9 has a box shape"),
            step: 0,
        }
    }

    fn sentence(&self, event: &Event) -> String {
        let p = self.phrases;
        let cell = |c| self.notation.cell(c);
        match event {
            Event::CandidatesComputed {
                cell: c,
                candidates,
                excluded,
                ..
            } => {
                let excluded = self.exclusions(excluded);
                let c = cell(*c);
                if candidates.is_empty() {
                    fill(p.no_candidates, &[("cell", &c), ("excluded", &excluded)])
                } else {
                    let list = digit_list(*candidates);
                    fill(
                        p.candidates,
                        &[("cell", &c), ("candidates", &list), ("excluded", &excluded)],
                    )
                }
            }
            Event::Placed {
                cell: c,
                digit,
                choice,
                of,
                ..
            } => {
                let (c, d) = (cell(*c), digit_char(*digit).to_string());
                match (choice, of) {
                    (Some(k), Some(n)) => fill(
                        p.placed_choice,
                        &[
                            ("cell", &c),
                            ("digit", &d),
                            ("choice", &k.to_string()),
                            ("of", &n.to_string()),
                        ],
                    ),
                    _ => fill(p.placed, &[("cell", &c), ("digit", &d)]),
                }
            }
            Event::Rejected {
                cell: c,
                digit,
                peer,
                unit,
                ..
            } => fill(
                p.rejected,
                &[
                    ("cell", &cell(*c)),
                    ("digit", &digit_char(*digit).to_string()),
                    ("unit", p.unit(*unit)),
                    ("peer", &cell(*peer)),
                ],
            ),
            Event::DeadEnd { cell: Some(c), .. } => fill(p.dead_end, &[("cell", &cell(*c))]),
            Event::DeadEnd {
                digit: Some(d),
                unit: Some(u),
                index: Some(i),
                ..
            } => fill(
                p.dead_end_unit,
                &[
                    ("digit", &digit_char(*d).to_string()),
                    ("unit", &p.numbered_unit(*u, *i, self.notation)),
                ],
            ),
            Event::DeadEnd { .. } => fill(p.dead_end, &[("cell", "?")]),
            Event::Deduced {
                cell: c,
                digit,
                rule,
                unit,
                ..
            } => {
                let (name, d) = (cell(*c), digit_char(*digit).to_string());
                match (rule, unit) {
                    (Rule::HiddenSingle, Some(u)) => {
                        let index = match u {
                            Unit::Row => c.row,
                            Unit::Column => c.col,
                            Unit::Box => c.box_index(self.shape) as u8,
                        };
                        let unit = p.numbered_unit(*u, index, self.notation);
                        fill(
                            p.hidden_single,
                            &[("cell", &name), ("digit", &d), ("unit", &unit)],
                        )
                    }
                    _ => fill(p.naked_single, &[("cell", &name), ("digit", &d)]),
                }
            }
            Event::Retracted { cell: c, digit, .. } => fill(
                p.retracted,
                &[
                    ("cell", &cell(*c)),
                    ("digit", &digit_char(*digit).to_string()),
                ],
            ),
            Event::ConstraintChosen {
                cell: c,
                digit,
                unit,
                index,
                options,
                ..
            } => {
                let options = options.to_string();
                match (c, digit, unit, index) {
                    (Some(c), ..) => fill(
                        p.constraint_cell,
                        &[("cell", &cell(*c)), ("options", &options)],
                    ),
                    (None, Some(d), Some(u), Some(i)) => fill(
                        p.constraint_unit,
                        &[
                            ("digit", &digit_char(*d).to_string()),
                            ("unit", &p.numbered_unit(*u, *i, self.notation)),
                            ("options", &options),
                        ],
                    ),
                    _ => fill(p.constraint_cell, &[("cell", "?"), ("options", &options)]),
                }
            }
            Event::Undone { cell: c, digit, .. } => fill(
                p.undone,
                &[
                    ("cell", &cell(*c)),
                    ("digit", &digit_char(*digit).to_string()),
                ],
            ),
            Event::Solved { number, .. } => fill(p.solved, &[("number", &number.to_string())]),
            Event::StepLimitReached { steps } => {
                fill(p.step_limit, &[("steps", &steps.to_string())])
            }
        }
    }

    fn exclusions(&self, excluded: &[Exclusion]) -> String {
        let p = self.phrases;
        let items: Vec<String> = excluded
            .iter()
            .map(|e| {
                fill(
                    p.excluded,
                    &[
                        ("digit", &digit_char(e.digit).to_string()),
                        ("unit", p.unit(e.unit)),
                        ("peer", &self.notation.cell(e.peer)),
                    ],
                )
            })
            .collect();
        items.join(p.list_separator)
    }

    fn write_event(&mut self, event: &Event) -> io::Result<()> {
        self.step += 1;
        if let Some(replay) = &mut self.replay {
            replay.apply(event);
        }
        // A guess and its undo sit at the level of the cell they fill.
        let level = match event {
            Event::Placed { depth, .. } | Event::Undone { depth, .. } => depth.saturating_sub(1),
            _ => event.depth(),
        };
        let line = self.sentence(event);
        let out = self.out.writer();
        writeln!(
            out,
            "{:>6}  {:indent$}{line}",
            self.step,
            "",
            indent = level as usize
        )?;
        if matches!(event, Event::DeadEnd { .. } | Event::Solved { .. })
            && let Some(replay) = &self.replay
        {
            write_board(self.out.writer(), replay.grid(), 8)?;
        }
        Ok(())
    }
}

/// Digits as Java prints a list: `[1, 2, 4]`.
pub(crate) fn digit_list(set: DigitSet) -> String {
    let digits: Vec<String> = set.iter().map(|d| digit_char(d).to_string()).collect();
    format!("[{}]", digits.join(", "))
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
    footer: &Footer,
) -> io::Result<()> {
    let Stats {
        placements,
        deductions,
        rejections,
        dead_ends,
        backtracks,
        solutions,
        max_depth,
        events,
    } = footer.stats;
    let n = solutions.to_string();
    let end = match footer.end {
        End::Exhausted if solutions == 0 => phrases.end_none.to_string(),
        End::Exhausted => fill(phrases.end_exhausted, &[("solutions", &n)]),
        End::SolutionLimit => fill(phrases.end_solution_limit, &[("solutions", &n)]),
        End::StepLimit => fill(phrases.end_step_limit, &[("solutions", &n)]),
        End::Stopped => phrases.end_stopped.to_string(),
    };
    writeln!(out, "{end}")?;
    writeln!(out, "{}", phrases.counters_title)?;
    let values = [
        placements,
        deductions,
        rejections,
        dead_ends,
        backtracks,
        solutions,
        u64::from(max_depth),
        events,
    ];
    let name_width = phrases
        .counters
        .iter()
        .map(|c| width(c.name))
        .max()
        .unwrap_or(0);
    let value_width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(0);
    for (counter, value) in phrases.counters.iter().zip(values) {
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
        self.shape = header.puzzle.box_shape;
        let size = header.puzzle.size.to_string();
        let givens = header.puzzle.givens.chars().filter(|&c| c != '.').count();
        let empty = header.puzzle.givens.len() - givens;
        let title = fill(
            self.phrases.title,
            &[
                ("strategy", &header.strategy),
                ("size", &size),
                ("givens", &givens.to_string()),
                ("empty", &empty.to_string()),
            ],
        );
        let out = self.out.writer();
        writeln!(out, "{title}")?;
        writeln!(out)?;
        if let Some(replay) = &self.replay {
            write_board(self.out.writer(), replay.grid(), 8)?;
        }
        Ok(())
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        self.out.take_error()?;
        let out = self.out.writer();
        writeln!(out)?;
        write_summary(out, self.phrases, footer)?;
        out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
