//! Where a command's one puzzle comes from: a file, standard input, the
//! library (`--puzzle NAME`), or the built-in classic puzzle. Flattened into
//! every command that takes a puzzle.

use std::path::{Path, PathBuf};

use crate::grid::Grid;
use crate::library::{self, Entry};
use crate::parse::{self, ParseOptions};
use clap::Args;

use super::Failure;
use super::io::read_puzzle;
use super::misuse::Misuse;

/// The puzzle argument of `solve`, `compare` and `check`.
#[derive(Debug, Args)]
pub struct PuzzleArg {
    /// The puzzle file (`-` for standard input); the classic puzzle when
    /// absent.
    #[arg(value_name = "PUZZLE")]
    path: Option<PathBuf>,

    /// A puzzle of the built-in library, by name (`sudoku-trace puzzles`
    /// lists them), instead of a file.
    #[arg(long = "puzzle", value_name = "NAME", value_parser = named, conflicts_with = "path")]
    named: Option<&'static Entry>,
}

impl PuzzleArg {
    /// The file read, if any (for the check that `-o` is not an input).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Reads the puzzle. A library puzzle brings its own box shape, so
    /// `--box` with `--puzzle` is a usage error.
    pub fn read(&self, options: ParseOptions) -> Result<Grid, Failure> {
        match self.named {
            Some(_) if options.shape.is_some() => Err(Failure::Misuse(Misuse::BoxWithPuzzle)),
            Some(entry) => parse::parse_str(entry.text)
                .map_err(|e| Failure::Puzzle(e.with_source(format!("<{}>", entry.name)))),
            None => read_puzzle(self.path.as_deref(), options),
        }
    }

    /// What to call the puzzle on a page: the library name, or the file's
    /// name (none for standard input and the built-in classic puzzle).
    pub fn title(&self) -> Option<String> {
        if let Some(entry) = self.named {
            return Some(entry.name.to_string());
        }
        self.path
            .as_deref()
            .filter(|p| *p != Path::new("-"))
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
    }
}

impl PuzzleArg {
    /// The puzzle's name for a heading: [`PuzzleArg::title`], or `classic`
    /// when no puzzle is given (standard input has none).
    pub fn name(&self) -> Option<String> {
        match (&self.path, self.named) {
            (None, None) => Some(crate::library::ALL[0].name.to_string()),
            _ => self.title(),
        }
    }
}

/// `--puzzle NAME`: a library entry, or the names close to `NAME`.
pub(super) fn named(text: &str) -> Result<&'static Entry, String> {
    if let Some(entry) = library::find(text) {
        return Ok(entry);
    }
    let close = library::suggest(text);
    let hint = match close.as_slice() {
        [] => String::new(),
        [one] => format!("; did you mean `{one}`?"),
        many => format!(
            "; did you mean one of {}?",
            many.iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    Err(format!(
        "no puzzle named `{}` in the library{hint} (`sudoku-trace puzzles` lists them all)",
        super::echoed(text)
    ))
}
