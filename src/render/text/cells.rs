//! Text written in one copy: every cell's name worked out once
//! ([`CellNames`]), short text kept inline ([`Short`], [`Piece`], also the
//! phrases' pieces), and a character pushed without a `String`.

use crate::grid::Cell;
use crate::words::Notation;

/// The names of cells in one notation, worked out once for every row and
/// column below [`CellNames::SPAN`] (any grid up to 25×25).
pub(super) struct CellNames {
    notation: Notation,
    /// Indexed by `row * SPAN + col`; `None` for a name too long to keep inline.
    short: Vec<Option<Short>>,
}

impl CellNames {
    const SPAN: usize = 32;

    /// The names of cells in `notation`.
    pub(super) fn new(notation: Notation) -> CellNames {
        let short = (0..Self::SPAN * Self::SPAN)
            .map(|i| Short::new(&notation.cell(Cell::new(i / Self::SPAN, i % Self::SPAN))))
            .collect();
        CellNames { notation, short }
    }

    /// Appends the name of `cell`.
    #[inline]
    pub(super) fn write(&self, out: &mut Vec<u8>, cell: Cell) {
        let (row, col) = (usize::from(cell.row), usize::from(cell.col));
        if row < Self::SPAN
            && col < Self::SPAN
            && let Some(name) = &self.short[row * Self::SPAN + col]
        {
            name.write(out);
        } else {
            out.extend_from_slice(self.notation.cell(cell).as_bytes());
        }
    }
}

/// Text of at most [`Short::CAPACITY`] bytes kept inline, so that writing it
/// is one copy of known size rather than a call to `memcpy` for a few bytes:
/// a step is made of dozens of such pieces.
#[derive(Clone, Copy)]
pub(super) struct Short {
    bytes: [u8; Short::CAPACITY],
    len: u8,
}

impl Short {
    const CAPACITY: usize = 15;

    fn new(text: &str) -> Option<Short> {
        let mut bytes = [0; Short::CAPACITY];
        bytes
            .get_mut(..text.len())?
            .copy_from_slice(text.as_bytes());
        Some(Short {
            bytes,
            len: text.len() as u8,
        })
    }

    #[inline]
    fn write(&self, out: &mut Vec<u8>) {
        // Copy the whole array, then drop the padding.
        out.extend_from_slice(&self.bytes);
        out.truncate(out.len() - (Short::CAPACITY - usize::from(self.len)));
    }
}

/// Text of any length, inline when short.
#[derive(Clone, Copy)]
pub(super) enum Piece {
    /// Short enough to keep inline.
    Short(Short),
    /// Too long for a [`Short`]: copied from where it is.
    Long(&'static str),
}

impl Piece {
    /// `text`, inline if it fits.
    pub(super) fn new(text: &'static str) -> Piece {
        Short::new(text).map_or(Piece::Long(text), Piece::Short)
    }

    /// Appends the text.
    #[inline]
    pub(super) fn write(&self, out: &mut Vec<u8>) {
        match self {
            Piece::Short(short) => short.write(out),
            Piece::Long(text) => out.extend_from_slice(text.as_bytes()),
        }
    }
}

/// Appends `c` in UTF-8; an ASCII character, as a digit almost always is,
/// is pushed as one byte without encoding it.
#[inline]
pub(super) fn push_char(out: &mut Vec<u8>, c: char) {
    if c.is_ascii() {
        out.push(c as u8);
    } else {
        out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
    }
}
