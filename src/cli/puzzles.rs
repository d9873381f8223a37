//! `sudoku-trace puzzles`: the library of famous puzzles that `--puzzle
//! NAME` takes.

use std::fmt::Write as _;

use crate::library::{self, Entry, Solutions};
use crate::render::Lang;
use crate::words::user_text::columns;
use crate::words::vars;
use clap::Args;
use serde::Serialize;

use super::Failure;
use super::args::ReportFormat;
use super::io::write_stdout;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace puzzles                              the names, sizes, givens and what each teaches
  sudoku-trace puzzles --sources                    where each was published, too
  sudoku-trace puzzles ai-escargot                  one puzzle: what it teaches, its source, its grid
  sudoku-trace puzzles --format json                everything, the puzzles included, for programs
  sudoku-trace puzzles --lang zh-Hant               the table and what each teaches in Chinese
  sudoku-trace solve --puzzle ai-escargot           any command that takes a puzzle takes a name
  sudoku-trace compare --puzzle norvig-hard1";

/// Options of `puzzles`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct PuzzlesArgs {
    /// One puzzle's details and grid instead of the table.
    #[arg(value_name = "NAME", value_parser = super::puzzle_arg::named)]
    name: Option<&'static Entry>,

    /// `text` (a table) or `json` (every field, each puzzle on one line).
    #[arg(long, short, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,

    /// With the text table: each puzzle's source under its row.
    #[arg(long)]
    sources: bool,

    /// The language of the table and of what each puzzle teaches: `en`,
    /// `zh-Hans`, `zh-Hant` or `zh-TW` (names and sources stay as
    /// published; `--format json` keeps the English).
    #[arg(long, default_value = "en", ignore_case = true, value_parser = super::args::lang())]
    lang: String,
}

impl PuzzlesArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(&self.lang).unwrap_or_default()
    }
}

/// An entry as `--format json` writes it: every field, its sentences in
/// English, and the puzzle.
#[derive(Serialize)]
struct Listed {
    name: &'static str,
    size: usize,
    #[serde(rename = "box")]
    box_shape: (usize, usize),
    givens: usize,
    source: String,
    citation: &'static str,
    teaches: &'static str,
    solutions: Solutions,
    candidates_placements: u64,
    step_limit: u64,
    puzzle: String,
}

impl Listed {
    fn of(entry: &'static Entry) -> Listed {
        Listed {
            name: entry.name,
            size: entry.size,
            box_shape: entry.box_shape,
            givens: entry.givens,
            source: entry.source(Lang::En),
            citation: entry.citation,
            teaches: entry.teaches(Lang::En),
            solutions: entry.solutions,
            candidates_placements: entry.candidates_placements,
            step_limit: entry.step_limit,
            puzzle: entry.line(),
        }
    }
}

/// Runs `puzzles`.
pub fn run(args: PuzzlesArgs) -> Result<u8, Failure> {
    let text = if let Some(entry) = args.name {
        if args.format == ReportFormat::Json {
            let listed = Listed::of(entry);
            serde_json::to_string_pretty(&listed).expect("an entry serializes") + "\n"
        } else {
            details(entry, args.lang())
        }
    } else if args.format == ReportFormat::Json {
        let listed: Vec<Listed> = library::ALL.iter().map(Listed::of).collect();
        serde_json::to_string_pretty(&listed).expect("the library serializes") + "\n"
    } else {
        table(args.sources, args.lang())
    };
    write_stdout(&text)?;
    Ok(0)
}

/// One entry in `lang`'s words, then its grid and its one-line form.
fn details(entry: &Entry, lang: Lang) -> String {
    let w = lang.puzzles();
    let solutions = match entry.solutions {
        Solutions::None => w.solutions[0],
        Solutions::One => w.solutions[1],
        Solutions::Several => w.solutions[2],
    };
    let (rows, cols) = entry.box_shape;
    let first = match entry.solutions {
        Solutions::None => w.until[0],
        _ => w.until[1],
    };
    let n = entry.size.to_string();
    let head = w.details(vars::PuzzlesDetails {
        name: &entry.name,
        n: &n,
        rows: &rows,
        cols: &cols,
        givens: &entry.givens,
        solutions: &solutions,
    });
    let search = w.search_line(vars::PuzzlesSearchLine {
        placements: &lang.count(entry.candidates_placements),
        first: &first,
        limit: &lang.limit(entry.step_limit),
    });
    let grid: String = entry
        .grid()
        .to_string()
        .lines()
        .map(|l| l.trim_end().to_string() + "\n")
        .collect();
    format!(
        "{head}\n{}\n{}\n{search}\n\n{grid}\n{}\n",
        w.teaches_line(vars::PuzzlesTeachesLine {
            teaches: &entry.teaches(lang)
        }),
        w.source_line(vars::PuzzlesSourceLine {
            source: &entry.source(lang)
        }),
        entry.line(),
    )
}

/// The library as an aligned table, in `lang`'s words (a Chinese character
/// takes two columns).
fn table(sources: bool, lang: Lang) -> String {
    let w = lang.puzzles();
    let header = w.headings;
    let rows: Vec<[String; 4]> = library::ALL
        .iter()
        .map(|e| {
            [
                e.name.to_string(),
                lang.phrases().dimensions(vars::NarrationDimensions {
                    rows: &e.size,
                    cols: &e.size,
                }),
                e.givens.to_string(),
                e.teaches(lang).to_string(),
            ]
        })
        .collect();
    let width = |c: usize| {
        rows.iter()
            .map(|r| columns(&r[c]))
            .chain([columns(header[c])])
            .max()
            .unwrap_or(0)
    };
    let (name, size, givens) = (width(0), width(1), width(2));
    let pad = |text: &str, width: usize| " ".repeat(width.saturating_sub(columns(text)));
    let mut out = String::new();
    let mut line = |cells: [&str; 4]| {
        let _ = writeln!(
            out,
            "{}{}  {}{}  {}{}  {}",
            cells[0],
            pad(cells[0], name),
            pad(cells[1], size),
            cells[1],
            pad(cells[2], givens),
            cells[2],
            cells[3]
        );
    };
    line(header);
    for (row, entry) in rows.iter().zip(library::ALL) {
        line([&row[0], &row[1], &row[2], &row[3]]);
        if sources {
            line([
                "",
                "",
                "",
                &w.source_row(vars::PuzzlesSourceRow {
                    source: &entry.source(lang),
                }),
            ]);
        }
    }
    let _ = writeln!(
        out,
        "\n{}",
        w.footer(vars::PuzzlesFooter {
            count: &library::ALL.len().to_string()
        })
    );
    out
}
