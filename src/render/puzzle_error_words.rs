//! The words of a puzzle that cannot be read, per language: what is wrong,
//! what was expected and the note, for the command line to set around the
//! error's frame ([`crate::parse::ParseError::framed`]). Only the command
//! line words an error; the library hands it the facts
//! ([`crate::parse::ErrorKind`], [`crate::parse::Expected`],
//! [`crate::parse::Note`]).

use serde::Serialize;

/// A puzzle error's words in one language; each field's holes are named in
/// its comment. The English ones say exactly what `Display` says.
#[derive(Debug, Serialize)]
pub struct PuzzleErrorWords {
    /// The first line: `{message}` (the error with its frame).
    pub error: &'static str,
    /// Beside the caret: `{expected}`.
    pub expected: &'static str,
    /// Under the frame: `{note}`.
    pub note: &'static str,
    /// `{found}` (quoted): a character that is no cell.
    pub unknown_character: &'static str,
    /// `{found}` cells make no puzzle.
    pub wrong_cell_count: &'static str,
    /// Line `{line}` holds `{found}` cells, the others `{expected}`.
    pub ragged_line: &'static str,
    /// `{digit}` too large for `{side}`.
    pub digit_too_large: &'static str,
    /// `{second}` and `{first}` both hold `{digit}` in `{unit}` (named as
    /// the narration names a numbered unit).
    pub clash: &'static str,
    /// The input past `{limit}` bytes.
    pub too_large: &'static str,
    /// No puzzle at all.
    pub empty: &'static str,
    /// Not UTF-8.
    pub not_utf8: &'static str,
    /// A second puzzle from line `{line}`.
    pub multiple_puzzles: &'static str,
    /// A `{shape}` box and a `{side}` side.
    pub shape_mismatch: &'static str,
    /// A `{side}` with no box shape.
    pub no_box_shape: &'static str,
    /// Expected: one puzzle of at most `{limit}` bytes.
    pub expected_small_input: &'static str,
    /// Expected: one puzzle, in the usual layouts.
    pub expected_puzzle: &'static str,
    /// Expected: a box shape for `{side}`.
    pub expected_box_shape_for: &'static str,
    /// Expected: a side with a box shape, or `--box`.
    pub expected_side_with_box_shape: &'static str,
    /// Expected: a digit up to `{max}`, or an empty cell.
    pub expected_digit_up_to: &'static str,
    /// Expected: each digit once per unit.
    pub expected_once_per_unit: &'static str,
    /// Expected: UTF-8 text.
    pub expected_utf8: &'static str,
    /// Expected: UTF-8 text, saved so.
    pub expected_utf8_saved: &'static str,
    /// Expected: a cell character.
    pub expected_cell_character: &'static str,
    /// Expected: what an array literal holds.
    pub expected_array_character: &'static str,
    /// Expected: `{cells}` cells for a `{side}` side.
    pub expected_cells: &'static str,
    /// Expected: one puzzle per input.
    pub expected_one_puzzle: &'static str,
    /// Expected: `{cells}` cells on every line.
    pub expected_cells_per_line: &'static str,
    /// `{cell}` is at line `{line}`, column `{col}`.
    pub note_clash_at: &'static str,
    /// The file is in `{encoding}`; `{save}`.
    pub note_encoding: &'static str,
    /// Byte `{byte}` is `{value}`, `{shown}` in Windows-1252; `{save}`.
    pub note_windows_1252: &'static str,
    /// Byte `{byte}` is `{value}` in a binary file.
    pub note_binary: &'static str,
    /// Byte `{byte}` is `{value}`.
    pub note_byte: &'static str,
    /// The first extra cell, number `{cell}`, then `{sizes}` (or nothing).
    pub note_extra_cell: &'static str,
    /// `{missing}` cells missing, then `{sizes}` (or nothing).
    pub note_missing_cells: &'static str,
    /// The puzzle sizes, `{sizes}` listed as `81 (9x9)`.
    pub sizes: &'static str,
    /// Between the sizes listed.
    pub sizes_separator: &'static str,
    /// How to save a file as UTF-8.
    pub save: &'static str,
    /// A wide encoding: `{bits}`, `{order}`, `{bom}`.
    pub encoding: &'static str,
    /// Little-endian.
    pub little_endian: &'static str,
    /// Big-endian.
    pub big_endian: &'static str,
    /// With a byte order mark.
    pub with_bom: &'static str,
    /// Without a byte order mark.
    pub without_bom: &'static str,
}
