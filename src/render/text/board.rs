//! The board as the trace draws it, under the title and at every dead end
//! and solution.

use std::io::{self, Write};

use crate::grid::{Grid, digit_char};

/// How far boards are indented.
pub(super) const BOARD_INDENT: usize = 8;

/// Appends the board as [`write_board`] writes it, setting one byte per
/// cell in place: a trace shows the board at every dead end.
pub(super) fn push_board(out: &mut Vec<u8>, grid: &Grid) {
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
pub(super) fn write_board(out: &mut impl Write, grid: &Grid, indent: usize) -> io::Result<()> {
    for line in grid.to_string().lines() {
        writeln!(out, "{:indent$}{line}", "")?;
    }
    writeln!(out)
}
