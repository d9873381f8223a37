//! `--style seed`: exactly what the seed programs print, so a class can diff
//! the Java output against ours.
//!
//! Seed 000 (`candidates`) prints every try as
//! `[i,j]已用備選數為d，共有備選數：[…]`, every dead end with the board, and
//! the final board; seed 001 (`naive`) prints only its solutions, each under
//! a `===========n==========` line. Boards are printed as Java prints an
//! `int` array: decimal numbers, each followed by a space.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::{Renderer, WriteSink};
use crate::grid::{DigitSet, Grid};
use crate::replay::Replay;
use crate::trace::{Event, Footer, Header, Sink, Subject};

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

/// Writes a log as one of the seed programs would have printed that search.
pub struct Seed<W: Write> {
    out: WriteSink<W>,
    program: SeedProgram,
    replay: Option<Replay>,
    /// The candidates last computed for each cell, for the lines of tries.
    candidates: Vec<DigitSet>,
}

impl<W: Write> Seed<W> {
    /// A renderer printing what `program` prints, to `out`.
    pub fn new(out: W, program: SeedProgram) -> Self {
        Seed {
            out: WriteSink::new(out),
            program,
            replay: None,
            candidates: Vec::new(),
        }
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
                writeln!(
                    out,
                    "[{},{}]已用備選數為{digit}，共有備選數：[{}]",
                    cell.row,
                    cell.col,
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
                writeln!(out, "[{},{}]無可備選值，無解情況為：", cell.row, cell.col)?;
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
            writeln!(out, "\n最終結果：")?;
            write_java_board(out, replay.grid())?;
            writeln!(out)?;
        }
        self.out.writer().flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
