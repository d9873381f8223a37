//! `sudoku-trace puzzles`: the library of famous puzzles that `--puzzle
//! NAME` takes.

use std::fmt::Write as _;

use crate::library::{self, Entry, Solutions};
use clap::Args;
use serde::Serialize;

use super::Failure;
use super::io::write_stdout;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace puzzles                              the names, sizes, givens and what each teaches
  sudoku-trace puzzles --sources                    where each was published, too
  sudoku-trace puzzles ai-escargot                  one puzzle: what it teaches, its source, its grid
  sudoku-trace puzzles --format json                everything, the puzzles included, for programs
  sudoku-trace solve --puzzle ai-escargot           any command that takes a puzzle takes a name
  sudoku-trace compare --puzzle norvig-hard1 --no-time";

/// Options of `puzzles`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct PuzzlesArgs {
    /// One puzzle's details and grid instead of the table.
    #[arg(value_name = "NAME", value_parser = super::puzzle_arg::named)]
    name: Option<&'static Entry>,

    /// `text` (a table) or `json` (every field, each puzzle on one line).
    #[arg(long, short, default_value = "text", value_parser = ["text", "json"])]
    format: String,

    /// With the text table: each puzzle's source under its row.
    #[arg(long)]
    sources: bool,
}

/// An entry as `--format json` writes it: every field and the puzzle.
#[derive(Serialize)]
struct Listed {
    #[serde(flatten)]
    entry: &'static Entry,
    puzzle: String,
}

/// Runs `puzzles`.
pub fn run(args: PuzzlesArgs) -> Result<u8, Failure> {
    let text = if let Some(entry) = args.name {
        if args.format == "json" {
            let listed = Listed {
                entry,
                puzzle: entry.line(),
            };
            serde_json::to_string_pretty(&listed).expect("an entry serializes") + "\n"
        } else {
            details(entry)
        }
    } else if args.format == "json" {
        let listed: Vec<Listed> = library::ALL
            .iter()
            .map(|entry| Listed {
                entry,
                puzzle: entry.line(),
            })
            .collect();
        serde_json::to_string_pretty(&listed).expect("the library serializes") + "\n"
    } else {
        table(args.sources)
    };
    write_stdout(&text)?;
    Ok(0)
}

/// One entry in words, then its grid and its one-line form.
fn details(entry: &Entry) -> String {
    let solutions = match entry.solutions {
        Solutions::None => "no solution",
        Solutions::One => "one solution",
        Solutions::Several => "several solutions",
    };
    let (rows, cols) = entry.box_shape;
    let first = match entry.solutions {
        Solutions::None => "to try everything",
        _ => "to its first solution",
    };
    format!(
        "{name}: {n}x{n}, {rows}x{cols} boxes, {givens} givens, {solutions}\n\
         teaches:  {teaches}\n\
         source:   {source}\n\
         search:   candidates makes {placements} placements {first}; every strategy ends within {limit} steps\n\n\
         {grid}\n{line}\n",
        name = entry.name,
        n = entry.size,
        givens = entry.givens,
        teaches = entry.teaches,
        source = entry.source,
        placements = entry.candidates_placements,
        limit = entry.step_limit,
        grid = entry
            .grid()
            .to_string()
            .lines()
            .map(|l| l.trim_end().to_string() + "\n")
            .collect::<String>(),
        line = entry.line(),
    )
}

/// The library as an aligned table.
fn table(sources: bool) -> String {
    let header = ["name", "size", "givens", "what it teaches"];
    let rows: Vec<[String; 4]> = library::ALL
        .iter()
        .map(|e| {
            [
                e.name.to_string(),
                format!("{0}x{0}", e.size),
                e.givens.to_string(),
                e.teaches.to_string(),
            ]
        })
        .collect();
    let width = |c: usize| {
        rows.iter()
            .map(|r| r[c].chars().count())
            .chain([header[c].len()])
            .max()
            .unwrap_or(0)
    };
    let (name, size, givens) = (width(0), width(1), width(2));
    let mut out = String::new();
    let mut line = |cells: [&str; 4]| {
        let _ = writeln!(
            out,
            "{:<name$}  {:>size$}  {:>givens$}  {}",
            cells[0], cells[1], cells[2], cells[3]
        );
    };
    line(header);
    for (row, entry) in rows.iter().zip(library::ALL) {
        line([&row[0], &row[1], &row[2], &row[3]]);
        if sources {
            line(["", "", "", &format!("source: {}", entry.source)]);
        }
    }
    let _ = writeln!(
        out,
        "\n{} puzzles; use one with --puzzle NAME on solve, compare and check;\n`sudoku-trace puzzles NAME` shows one.",
        library::ALL.len()
    );
    out
}
