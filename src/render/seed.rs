//! `--style seed`: exactly what the seed programs print, so a class can diff
//! the Java output against ours.
//!
//! Seed 000 (`candidates`) prints every try as
//! `[i,j]已用備選數為d，共有備選數：[…]`, every dead end with the board, and
//! the final board; seed 001 (`naive`) prints only its solutions, each under
//! a `===========n==========` line. Boards are printed as Java prints an
//! `int` array: decimal numbers, each followed by a space.
//!
//! Seed 000's words are a quotation, not a message: they stay the seed's
//! own bytes in every language but one, Simplified Chinese, which reads
//! the same words in its own characters ([`Seed::for_lang`]); the post the
//! seed was rendered from is a mainland one.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::{Renderer, WriteSink};
use crate::grid::{DigitSet, Grid};
use crate::replay::Replay;
use crate::trace::{Event, Footer, Header, Sink, Subject};
use crate::words::{Lang, Script};

/// Which seed program's output to reproduce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedProgram {
    /// Seed 000, the candidate-list search (`candidates`).
    Candidates,
    /// Seed 001, the 1..9 walk that prints every solution (`naive`).
    Naive,
}

impl SeedProgram {
    /// The seed program whose search the strategy named `strategy` reproduces.
    pub fn for_strategy(strategy: &str) -> Option<SeedProgram> {
        match strategy {
            "candidates" => Some(SeedProgram::Candidates),
            "naive" => Some(SeedProgram::Naive),
            _ => None,
        }
    }
}

/// The words of seed 000's lines, around the cell, the digit and the lists.
struct SeedWords {
    /// Before the digit tried: `已用備選數為`.
    tried: &'static str,
    /// Between the digit and the candidates: `，共有備選數：`.
    candidates: &'static str,
    /// After the cell of a dead end: `無可備選值，無解情況為：`.
    dead_end: &'static str,
    /// Above the final board: `最終結果：`.
    result: &'static str,
}

/// As seed 000 prints them, byte for byte.
const AS_PRINTED: SeedWords = SeedWords {
    tried: "已用備選數為",
    candidates: "，共有備選數：",
    dead_end: "無可備選值，無解情況為：",
    result: "最終結果：",
};

/// The same words in Simplified characters.
const SIMPLIFIED: SeedWords = SeedWords {
    tried: "已用备选数为",
    candidates: "，共有备选数：",
    dead_end: "无可备选值，无解情况为：",
    result: "最终结果：",
};

/// Writes a log as one of the seed programs would have printed that search.
pub struct Seed<W: Write> {
    out: WriteSink<W>,
    program: SeedProgram,
    words: &'static SeedWords,
    replay: Option<Replay>,
    /// The candidates last computed for each cell, for the lines of tries.
    candidates: Vec<DigitSet>,
}

impl<W: Write> Seed<W> {
    /// A renderer printing what `program` prints, to `out`, byte for byte.
    pub fn new(out: W, program: SeedProgram) -> Self {
        Seed {
            out: WriteSink::new(out),
            program,
            words: &AS_PRINTED,
            replay: None,
            candidates: Vec::new(),
        }
    }

    /// The same, for a reader of `lang`: in Simplified characters for a
    /// language written in them (`zh-Hans`), byte for byte for any other.
    pub fn for_lang(out: W, program: SeedProgram, lang: Lang) -> Self {
        let mut seed = Seed::new(out, program);
        if lang.script() == Script::Simplified {
            seed.words = &SIMPLIFIED;
        }
        seed
    }

    fn write_event(&mut self, event: &Event) -> io::Result<()> {
        let Some(replay) = &mut self.replay else {
            return Ok(());
        };
        replay.apply(event);
        let side = replay.grid().side();
        let out = self.out.writer();
        match (self.program, event) {
            (
                SeedProgram::Candidates,
                Event::CandidatesComputed {
                    cell, candidates, ..
                },
            ) => {
                self.candidates[cell.index(side)] = *candidates;
            }
            (SeedProgram::Candidates, Event::Placed { cell, digit, .. }) => {
                let list: Vec<String> = self.candidates[cell.index(side)]
                    .iter()
                    .map(|d| d.to_string())
                    .collect();
                let w = self.words;
                writeln!(
                    out,
                    "[{},{}]{}{digit}{}[{}]",
                    cell.row,
                    cell.col,
                    w.tried,
                    w.candidates,
                    list.join(", ")
                )?;
            }
            (
                SeedProgram::Candidates,
                Event::DeadEnd {
                    subject: Subject::Cell(cell),
                    ..
                },
            ) => {
                let dead_end = self.words.dead_end;
                writeln!(out, "[{},{}]{dead_end}", cell.row, cell.col)?;
                write_java_board(out, replay.grid())?;
                writeln!(out)?;
            }
            (SeedProgram::Naive, Event::Solved { number, .. }) => {
                writeln!(out, "==========={number}==========")?;
                write_java_board(out, replay.grid())?;
            }
            // The seed programs print nothing else: every other event, of
            // any kind to come, is silent in their output by definition.
            _ => {}
        }
        Ok(())
    }
}

/// The board as the seeds' print loops write it.
fn write_java_board(out: &mut impl Write, grid: &Grid) -> io::Result<()> {
    for row in grid.cells().chunks(grid.side()) {
        for d in row {
            write!(out, "{d} ")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

impl<W: Write> Sink for Seed<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        let result = self.write_event(event);
        self.out.check(result)
    }
}

impl<W: Write> Renderer for Seed<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.replay = Replay::from_puzzle(&header.puzzle);
        self.candidates = vec![DigitSet::EMPTY; header.puzzle.givens.chars().count()];
        Ok(())
    }

    fn finish(&mut self, _: &Footer) -> io::Result<()> {
        self.out.take_error()?;
        if let (SeedProgram::Candidates, Some(replay)) = (self.program, &self.replay) {
            let out = self.out.writer();
            writeln!(out, "\n{}", self.words.result)?;
            write_java_board(out, replay.grid())?;
            writeln!(out)?;
        }
        self.out.writer().flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
