//! What a parse error says besides its kind: what was expected at the fault
//! and a further note, as data rather than sentences, so that the command
//! line can word them in any language (`said.rs`); their `Display` is the
//! English catalog's (snapshots pin it).

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

/// A further remark on a parse error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Where the earlier cell of a clash is.
    ClashAt {
        /// The earlier cell.
        cell: crate::grid::Cell,
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
