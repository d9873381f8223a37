//! What a parse error says besides its kind: what was expected at the fault
//! and a further note, as data rather than sentences, so that the command
//! line can word them in any language. Their `Display` is the English the
//! errors have always written (snapshots pin it).

use std::fmt;

/// What was expected where the fault is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// One puzzle of at most `limit` bytes.
    SmallInput {
        /// The limit, in bytes.
        limit: usize,
    },
    /// One puzzle, in any of the usual layouts.
    Puzzle,
    /// A box shape whose rows times columns make `side`.
    BoxShapeFor {
        /// The side of the puzzle read.
        side: usize,
    },
    /// A side that has a box shape, or `--box`.
    SideWithBoxShape,
    /// A digit from 1 to `max`, or an empty cell.
    DigitUpTo {
        /// The largest digit, as written (`9`, `G`).
        max: char,
    },
    /// Each digit at most once in every unit.
    OncePerUnit,
    /// UTF-8 text (for a file in a wide encoding).
    Utf8,
    /// UTF-8 text, with the advice to save the file so.
    Utf8Saved,
    /// A cell character of a grid.
    CellCharacter,
    /// What an array literal may hold.
    ArrayCharacter,
    /// The cells of a puzzle of side `side`.
    Cells {
        /// The side of the nearest puzzle size.
        side: usize,
    },
    /// One puzzle in the input.
    OnePuzzle,
    /// `cells` cells on every line.
    CellsPerLine {
        /// The cells on the other lines.
        cells: usize,
    },
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Expected::SmallInput { limit } => write!(
                f,
                "one puzzle of at most {limit} bytes (a file of many puzzles, \
                 one per line, is read by `sudoku-trace bench`)"
            ),
            Expected::Puzzle => {
                f.write_str("one puzzle: a line of 81 cells, or 9 lines of 9 cells")
            }
            Expected::BoxShapeFor { side } => write!(f, "a box shape RxC with R*C = {side}"),
            Expected::SideWithBoxShape => f.write_str("a side with a box shape, or --box RxC"),
            Expected::DigitUpTo { max } => write!(f, "1-{max}, or 0 . _ for an empty cell"),
            Expected::OncePerUnit => {
                f.write_str("each digit at most once in every row, column and box")
            }
            Expected::Utf8 => f.write_str("UTF-8 text"),
            Expected::Utf8Saved => f.write_str("UTF-8 text (save the file as UTF-8)"),
            Expected::CellCharacter => {
                f.write_str("a digit 1-9 (A-P for 10 to 25), or 0 . _ for an empty cell")
            }
            Expected::ArrayCharacter => f.write_str(
                "a number (0 for an empty cell), a comma or a brace in an array literal",
            ),
            Expected::Cells { side } => {
                write!(f, "{} cells for a {side}x{side} puzzle", side * side)
            }
            Expected::OnePuzzle => f.write_str("one puzzle per input"),
            Expected::CellsPerLine { cells } => write!(f, "{cells} cells on every line"),
        }
    }
}

/// A further remark on a parse error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Where the earlier cell of a clash is.
    ClashAt {
        /// The earlier cell, as `r1c1`.
        cell: String,
        /// Its line, from 1.
        line: usize,
        /// Its column in characters, from 1.
        col: usize,
    },
    /// The file is in a wide encoding.
    Encoding(Encoding),
    /// A byte that reads as a Windows-1252 character, in a file that looks
    /// like Windows-1252.
    Windows1252 {
        /// The byte's place in the input, from 1.
        byte: usize,
        /// The byte.
        value: u8,
        /// What Windows-1252 reads it as.
        shown: char,
    },
    /// A byte that is not UTF-8, in a file that looks binary.
    Binary {
        /// The byte's place in the input, from 1.
        byte: usize,
        /// The byte.
        value: u8,
    },
    /// A byte that is not UTF-8.
    Byte {
        /// The byte's place in the input, from 1.
        byte: usize,
        /// The byte.
        value: u8,
    },
    /// The first cell past the nearest puzzle size.
    ExtraCell {
        /// Its number, from 1.
        cell: usize,
        /// Whether to list the puzzle sizes.
        sizes: bool,
    },
    /// Cells missing to the nearest puzzle size.
    MissingCells {
        /// How many.
        missing: usize,
        /// Whether to list the puzzle sizes.
        sizes: bool,
    },
}

/// The sides whose cell counts a note lists: the common ones.
pub const COMMON_SIDES: [usize; 6] = [4, 6, 8, 9, 12, 16];

const SAVE: &str = "save it as UTF-8 (in most editors: Save As, encoding UTF-8)";

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sizes = |shown: bool| {
            if !shown {
                return String::new();
            }
            let common: Vec<String> = COMMON_SIDES
                .iter()
                .map(|s| format!("{} ({s}x{s})", s * s))
                .collect();
            format!(
                "; puzzles have {} cells, or more up to 625 (25x25)",
                common.join(", ")
            )
        };
        match self {
            Note::ClashAt { cell, line, col } => {
                write!(f, "{cell} is at line {line}, column {col}")
            }
            Note::Encoding(encoding) => write!(f, "the file looks like {encoding}: {SAVE}"),
            Note::Windows1252 { byte, value, shown } => write!(
                f,
                "byte {byte} is 0x{value:02x}, {shown:?} in Windows-1252: the file looks like \
                 Windows-1252 (or Latin-1); {SAVE}"
            ),
            Note::Binary { byte, value } => write!(
                f,
                "byte {byte} is 0x{value:02x}; the file looks binary, not a puzzle text"
            ),
            Note::Byte { byte, value } => write!(f, "byte {byte} is 0x{value:02x}"),
            Note::ExtraCell { cell, sizes: shown } => {
                write!(f, "this is cell {cell}{}", sizes(*shown))
            }
            Note::MissingCells {
                missing,
                sizes: shown,
            } => write!(f, "{missing} cells are missing{}", sizes(*shown)),
        }
    }
}

/// A wide encoding: UTF-16 or UTF-32, its byte order, and whether it
/// starts with a byte order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoding {
    /// 16 or 32.
    pub bits: u8,
    /// Big-endian rather than little-endian.
    pub big_endian: bool,
    /// Whether the text starts with a byte order mark.
    pub bom: bool,
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let order = if self.big_endian { "big" } else { "little" };
        let bom = if self.bom { "with" } else { "without" };
        write!(
            f,
            "UTF-{} ({order}-endian, {bom} a byte order mark)",
            self.bits
        )
    }
}
