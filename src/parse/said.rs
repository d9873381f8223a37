//! A puzzle that cannot be read, in any language's words: what is wrong
//! ([`ErrorKind`]), what was expected ([`Expected`]) and a note ([`Note`])
//! are data, worded here from the language's `parse.ftl`; each one's
//! `Display` is its English.

use std::fmt;

use super::{COMMON_SIDES, Encoding, ErrorKind, Expected, Note, ParseError};
use crate::words::{Lang, vars};

impl ParseError {
    /// The error in `lang`'s words, in its frame (the source, line and
    /// column, the line with a caret, what was expected, the note), after
    /// which a caller writes `error: ` or its language's. Cells and units
    /// are named in the language's notation, as its trace names them
    /// (`r1c3` in English, `[0,2]` in Chinese).
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.puzzle_errors();
        let expected = w.expected(vars::ParseExpected {
            expected: &self.expected().worded(lang),
        });
        let note = self.remark().map(|n| {
            w.note(vars::ParseNote {
                note: &n.worded(lang),
            })
        });
        self.framed(&self.kind().worded(lang), &expected, note.as_deref())
    }
}

impl ErrorKind {
    /// What is wrong, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.puzzle_errors();
        match self {
            ErrorKind::UnknownCharacter { found } => {
                w.unknown_character(vars::ParseUnknownCharacter {
                    found: &format!("{found:?}"),
                })
            }
            ErrorKind::WrongCellCount { found } => {
                w.wrong_cell_count(vars::ParseWrongCellCount { found: &found })
            }
            ErrorKind::RaggedLine {
                line,
                found,
                expected,
            } => w.ragged_line(vars::ParseRaggedLine {
                line: &line,
                found: &found,
                expected: &expected,
            }),
            ErrorKind::DigitTooLarge { digit, side } => {
                w.digit_too_large(vars::ParseDigitTooLarge {
                    digit: &digit,
                    side: &side,
                })
            }
            ErrorKind::Clash {
                digit,
                first,
                second,
                unit,
                index,
            } => {
                let notation = lang.default_notation();
                let unit = lang.phrases().numbered_unit(*unit, *index, notation);
                w.clash(vars::ParseClash {
                    second: &notation.cell(*second),
                    first: &notation.cell(*first),
                    digit: &digit,
                    unit: &unit,
                })
            }
            ErrorKind::TooLarge { limit } => w.too_large(vars::ParseTooLarge { limit: &limit }),
            ErrorKind::Empty => w.empty.to_string(),
            ErrorKind::NotUtf8 => w.not_utf8.to_string(),
            ErrorKind::MultiplePuzzles { line } => {
                w.multiple_puzzles(vars::ParseMultiplePuzzles { line: &line })
            }
            ErrorKind::ShapeMismatch { shape, side } => {
                w.shape_mismatch(vars::ParseShapeMismatch {
                    shape: &shape,
                    side: &side,
                })
            }
            ErrorKind::NoBoxShape { side } => w.no_box_shape(vars::ParseNoBoxShape { side: &side }),
        }
    }
}

impl Expected {
    /// What was expected, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.puzzle_errors();
        match *self {
            Expected::SmallInput { limit } => {
                w.expected_small_input(vars::ParseExpectedSmallInput { limit: &limit })
            }
            Expected::Puzzle => w.expected_puzzle.to_string(),
            Expected::BoxShapeFor { side } => {
                w.expected_box_shape_for(vars::ParseExpectedBoxShapeFor { side: &side })
            }
            Expected::SideWithBoxShape => w.expected_side_with_box_shape.to_string(),
            Expected::DigitUpTo { max } => {
                w.expected_digit_up_to(vars::ParseExpectedDigitUpTo { max: &max })
            }
            Expected::OncePerUnit => w.expected_once_per_unit.to_string(),
            Expected::Utf8 => w.expected_utf8.to_string(),
            Expected::Utf8Saved => w.expected_utf8_saved.to_string(),
            Expected::CellCharacter => w.expected_cell_character.to_string(),
            Expected::ArrayCharacter => w.expected_array_character.to_string(),
            Expected::Cells { side } => w.expected_cells(vars::ParseExpectedCells {
                cells: &(side * side).to_string(),
                side: &side,
            }),
            Expected::OnePuzzle => w.expected_one_puzzle.to_string(),
            Expected::CellsPerLine { cells } => {
                w.expected_cells_per_line(vars::ParseExpectedCellsPerLine { cells: &cells })
            }
        }
    }
}

impl Note {
    /// The note, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.puzzle_errors();
        let hex = |value: u8| format!("0x{value:02x}");
        let sizes = |shown: bool| {
            if !shown {
                return String::new();
            }
            let listed: Vec<String> = COMMON_SIDES
                .iter()
                .map(|s| {
                    w.size(vars::ParseSize {
                        cells: &(s * s),
                        side: s,
                    })
                })
                .collect();
            w.sizes(vars::ParseSizes {
                sizes: &listed.join(w.sizes_separator),
            })
        };
        match self {
            Note::ClashAt { cell, line, col } => w.note_clash_at(vars::ParseNoteClashAt {
                cell: &lang.default_notation().cell(*cell),
                line: &line,
                col: &col,
            }),
            Note::Encoding(encoding) => w.note_encoding(vars::ParseNoteEncoding {
                encoding: &encoding.worded(lang),
                save: &w.save,
            }),
            Note::Windows1252 { byte, value, shown } => {
                w.note_windows_1252(vars::ParseNoteWindows1252 {
                    byte: &byte,
                    value: &hex(*value),
                    shown: &format!("{shown:?}"),
                    save: &w.save,
                })
            }
            Note::Binary { byte, value } => w.note_binary(vars::ParseNoteBinary {
                byte: &byte,
                value: &hex(*value),
            }),
            Note::Byte { byte, value } => w.note_byte(vars::ParseNoteByte {
                byte: &byte,
                value: &hex(*value),
            }),
            Note::ExtraCell { cell, sizes: shown } => w.note_extra_cell(vars::ParseNoteExtraCell {
                cell: &cell,
                sizes: &sizes(*shown),
            }),
            Note::MissingCells {
                missing,
                sizes: shown,
            } => w.note_missing_cells(vars::ParseNoteMissingCells {
                missing: &missing,
                sizes: &sizes(*shown),
            }),
        }
    }
}

impl Encoding {
    /// The encoding's name, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.puzzle_errors();
        let e = self;
        let order = if e.big_endian {
            w.big_endian
        } else {
            w.little_endian
        };
        let bom = if e.bom { w.with_bom } else { w.without_bom };
        w.encoding(vars::ParseEncoding {
            bits: &e.bits,
            order: &order,
            bom: &bom,
        })
    }
}

/// Each in English, as the error's `Display`.
macro_rules! english {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.worded(Lang::En))
            }
        }
    )*};
}
english!(ErrorKind, Expected, Note, Encoding, ParseError);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::BoxShape;
    use crate::parse::{MAX_INPUT_BYTES, ParseOptions, parse};

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// One input for every kind of error, every expectation and every note.
    fn faults() -> Vec<(Vec<u8>, ParseOptions)> {
        let plain = ParseOptions::default();
        let boxed = |r, c| ParseOptions {
            shape: BoxShape::new(r, c),
        };
        let clash = |at: usize| {
            let mut text = CLASSIC.to_string();
            text.replace_range(at..at + 1, "5");
            text.into_bytes()
        };
        let mut ragged: Vec<String> = (0..9)
            .map(|r| CLASSIC[r * 9..r * 9 + 9].to_string())
            .collect();
        ragged[3].pop();
        let utf16: Vec<u8> = [0xff, 0xfe]
            .into_iter()
            .chain("1234\n".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        vec![
            (b"53..7....\n6..1x5...".to_vec(), plain),
            (b"{{5, 3, 0},\n {6, a, 0}}\n".to_vec(), plain),
            (CLASSIC.as_bytes()[..80].to_vec(), plain),
            (format!("{CLASSIC}1").into_bytes(), plain),
            (".".repeat(35).into_bytes(), boxed(3, 2)),
            (ragged.join("\n").into_bytes(), plain),
            (b"1234\n3412\n2143\n4325".to_vec(), plain),
            (clash(2), plain),
            (clash(27), plain),
            (clash(10), plain),
            (vec![b'.'; MAX_INPUT_BYTES + 1], plain),
            (b"# just a header\n".to_vec(), plain),
            (b"# R\xe4tsel\n1234\n".to_vec(), plain),
            (b"\x01\x02\xff".to_vec(), plain),
            (b"53..7\x81.".to_vec(), plain),
            (utf16, plain),
            (format!("{CLASSIC}\n{CLASSIC}\n").into_bytes(), plain),
            (".".repeat(81).into_bytes(), boxed(2, 3)),
            (".".repeat(49).into_bytes(), plain),
        ]
    }

    fn errors() -> Vec<ParseError> {
        faults()
            .into_iter()
            .map(|(bytes, options)| parse(&bytes, options).expect_err("a faulty puzzle"))
            .collect()
    }

    #[test]
    fn the_inputs_cover_every_kind_expectation_and_note() {
        let errors = errors();
        let kinds: std::collections::BTreeSet<String> = errors
            .iter()
            .map(|e| {
                format!("{:?}", e.kind())
                    .split([' ', '{', '('])
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        // Every kind but NoBoxShape, which the parser cannot reach (it reads
        // only sides that have a box shape); the next test words it alone.
        assert_eq!(kinds.len(), 10, "{kinds:?}");
        let expected: std::collections::BTreeSet<String> = errors
            .iter()
            .map(|e| {
                format!("{:?}", e.expected())
                    .split([' ', '{'])
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        // All but SideWithBoxShape, NoBoxShape's.
        assert_eq!(expected.len(), 12, "{expected:?}");
        let notes: std::collections::BTreeSet<String> = errors
            .iter()
            .filter_map(|e| e.remark())
            .map(|n| {
                format!("{n:?}")
                    .split([' ', '{', '('])
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(notes.len(), 7, "{notes:?}");
    }

    #[test]
    fn every_language_words_every_error_without_a_hole_left() {
        for lang in Lang::ALL {
            for e in errors() {
                let mut said = vec![
                    e.kind().worded(lang),
                    e.expected().worded(lang),
                    ErrorKind::NoBoxShape { side: 7 }.worded(lang),
                    Expected::SideWithBoxShape.worded(lang),
                ];
                said.extend(e.remark().map(|n| n.worded(lang)));
                for words in said {
                    assert!(!words.contains('{'), "{}: {words}", lang.tag());
                    if lang != Lang::En {
                        // Chinese through and through, not English words left in.
                        assert!(!words.contains("the "), "{}: {words}", lang.tag());
                        assert!(
                            words.chars().any(|c| c > '\u{2E80}'),
                            "{}: {words}",
                            lang.tag()
                        );
                    }
                }
            }
        }
    }
}
