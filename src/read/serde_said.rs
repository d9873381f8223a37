//! serde_json's complaint, taken apart so that each language can say it.
//!
//! serde and serde_json write their messages in English, from a small and
//! stable set of frames: `invalid type: integer `5`, expected a string`,
//! `unknown variant `dead-end`, expected one of …`, `missing field
//! `depth``, and serde_json's syntax errors (`EOF while parsing a list`).
//! The frame is said in the language; what serde quotes (the value met,
//! the field's or the variant's name) stays as written, in backticks; what
//! was expected is said in the language when it is a type the trace format
//! uses (`u8`, a sequence), else quoted. A message outside the frames (a
//! deserializer's own) stays as serde gave it, shown safely.

use crate::grid::MAX_SIDE;
use crate::words::user_text::shown;
use crate::words::{Lang, ReadErrorWords, vars};

/// A serde_json message, by frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SerdeSaid {
    /// `invalid type: FOUND, expected EXPECTED`.
    InvalidType(Unexpected, String),
    /// `invalid value: FOUND, expected EXPECTED`.
    InvalidValue(Unexpected, String),
    /// `invalid length N, expected EXPECTED`.
    InvalidLength(String, String),
    /// `unknown variant `NAME`, expected EXPECTED`.
    UnknownVariant(String, String),
    /// `unknown field `NAME`, expected EXPECTED`.
    UnknownField(String, String),
    /// `missing field `NAME``.
    MissingField(String),
    /// `duplicate field `NAME``.
    DuplicateField(String),
    /// A box shape no board has (`[0,0]`): its rows and columns.
    NoBox(String, String),
    /// One of serde_json's syntax errors, by its place in [`SYNTAX`].
    Syntax(usize),
    /// Anything else, as serde wrote it.
    Other(String),
}

/// The value serde met: its kind (`integer`, by its place in [`KINDS`])
/// and, for a scalar, the value as serde quotes it (`` `4294967296` ``).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unexpected {
    kind: Option<usize>,
    text: String,
}

/// serde's names for the kinds of value (`serde::de::Unexpected`), in the
/// order of the list `read-serde-kinds`.
const KINDS: [&str; 10] = [
    "integer",
    "floating point",
    "string",
    "boolean",
    "null",
    "sequence",
    "map",
    "char",
    "unit value",
    "byte array",
];

/// serde_json's syntax errors (its `ErrorCode`s as it writes them), in the
/// order of the list `read-serde-syntax`.
pub const SYNTAX: [&str; 21] = [
    "EOF while parsing a list",
    "EOF while parsing an object",
    "EOF while parsing a string",
    "EOF while parsing a value",
    "expected `:`",
    "expected `,` or `]`",
    "expected `,` or `}`",
    "expected ident",
    "expected value",
    "invalid escape",
    "invalid number",
    "number out of range",
    "invalid unicode code point",
    "control character (\\u0000-\\u001F) found while parsing a string",
    "key must be a string",
    "lone leading surrogate in hex escape",
    "trailing comma",
    "trailing characters",
    "unexpected end of hex escape",
    "recursion limit exceeded",
    "float key must be finite (got NaN or +/-inf)",
];

/// The types the trace format reads, as serde's `expected` names them, in
/// the order of the list `read-serde-types`.
const TYPES: [&str; 6] = ["u8", "u16", "u32", "u64", "a sequence", "a string"];

impl SerdeSaid {
    /// `message` (serde_json's, without its ` at line L column C`) by frame.
    pub fn parse(message: &str) -> SerdeSaid {
        let two = |rest: &str| {
            rest.split_once(", expected ")
                .map(|(a, b)| (a.to_string(), b.to_string()))
        };
        let name = |rest: &str| {
            rest.strip_prefix('`')
                .and_then(|r| r.strip_suffix('`'))
                .map(str::to_string)
        };
        if let Some(i) = SYNTAX.iter().position(|s| *s == message) {
            return SerdeSaid::Syntax(i);
        }
        let parsed = if let Some(rest) = message.strip_prefix("invalid type: ") {
            two(rest).map(|(f, e)| SerdeSaid::InvalidType(Unexpected::parse(&f), e))
        } else if let Some(rest) = message.strip_prefix("invalid value: ") {
            two(rest).map(|(f, e)| SerdeSaid::InvalidValue(Unexpected::parse(&f), e))
        } else if let Some(rest) = message.strip_prefix("invalid length ") {
            two(rest).map(|(n, e)| SerdeSaid::InvalidLength(n, e))
        } else if let Some(rest) = message.strip_prefix("unknown variant ") {
            two(rest).and_then(|(n, e)| Some(SerdeSaid::UnknownVariant(name(&n)?, e)))
        } else if let Some(rest) = message.strip_prefix("unknown field ") {
            two(rest).and_then(|(n, e)| Some(SerdeSaid::UnknownField(name(&n)?, e)))
        } else if let Some(rest) = message.strip_prefix("missing field ") {
            name(rest).map(SerdeSaid::MissingField)
        } else if let Some(rest) = message.strip_prefix("duplicate field ") {
            name(rest).map(SerdeSaid::DuplicateField)
        } else {
            // `BoxShape`'s own refusal (src/grid.rs).
            message
                .strip_prefix("no ")
                .and_then(|r| r.split_once(" box: "))
                .and_then(|(shape, _)| shape.split_once('x'))
                .map(|(r, c)| SerdeSaid::NoBox(r.to_string(), c.to_string()))
        };
        parsed.unwrap_or_else(|| SerdeSaid::Other(message.to_string()))
    }

    /// The message in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.read_errors();
        let code = |s: &str| format!("`{s}`");
        match self {
            SerdeSaid::InvalidType(found, expected) => {
                w.serde_invalid_type(vars::ReadSerdeInvalidType {
                    found: &found.worded(w),
                    expected: &expected_said(w, expected),
                })
            }
            SerdeSaid::InvalidValue(found, expected) => {
                w.serde_invalid_value(vars::ReadSerdeInvalidValue {
                    found: &found.worded(w),
                    expected: &expected_said(w, expected),
                })
            }
            SerdeSaid::InvalidLength(length, expected) => {
                w.serde_invalid_length(vars::ReadSerdeInvalidLength {
                    length: &shown(length),
                    expected: &expected_said(w, expected),
                })
            }
            SerdeSaid::UnknownVariant(name, expected) => {
                w.serde_unknown_variant(vars::ReadSerdeUnknownVariant {
                    name: &code(&shown(name)),
                    expected: &expected_said(w, expected),
                })
            }
            SerdeSaid::UnknownField(name, expected) => {
                w.serde_unknown_field(vars::ReadSerdeUnknownField {
                    name: &code(&shown(name)),
                    expected: &expected_said(w, expected),
                })
            }
            SerdeSaid::MissingField(name) => w.serde_missing_field(vars::ReadSerdeMissingField {
                name: &code(&shown(name)),
            }),
            SerdeSaid::DuplicateField(name) => {
                w.serde_duplicate_field(vars::ReadSerdeDuplicateField {
                    name: &code(&shown(name)),
                })
            }
            SerdeSaid::NoBox(rows, cols) => w.serde_no_box(vars::ReadSerdeNoBox {
                rows: &shown(rows),
                cols: &shown(cols),
                max: &MAX_SIDE,
            }),
            SerdeSaid::Syntax(i) => w.serde_syntax[*i].to_string(),
            SerdeSaid::Other(message) => shown(message).into_owned(),
        }
    }
}

impl Unexpected {
    /// serde's `integer `5``, `string "x"`, `sequence`.
    fn parse(text: &str) -> Unexpected {
        let kind = KINDS
            .iter()
            .position(|k| text == *k || text.starts_with(&format!("{k} ")));
        let text = match kind {
            Some(k) => text[KINDS[k].len()..].trim_start().to_string(),
            None => text.to_string(),
        };
        Unexpected { kind, text }
    }

    fn worded(&self, w: &ReadErrorWords) -> String {
        let value = shown(&self.text);
        match (self.kind, value.is_empty()) {
            (Some(k), true) => w.serde_kinds[k].to_string(),
            (Some(k), false) => format!("{} {value}", w.serde_kinds[k]),
            (None, _) => format!("`{value}`"),
        }
    }
}

/// What serde expected, in `w`'s words: a type the format uses, a list of
/// `N elements`, `one of` a list of names, or serde's text quoted.
fn expected_said(w: &ReadErrorWords, expected: &str) -> String {
    if let Some(i) = TYPES.iter().position(|t| *t == expected) {
        return w.serde_types[i].to_string();
    }
    let elements = expected
        .strip_suffix(" elements in sequence")
        .or_else(|| expected.strip_suffix(" element in sequence"))
        .and_then(|n| n.parse::<u64>().ok());
    if let Some(n) = elements {
        return w.serde_elements(vars::ReadSerdeElements { n });
    }
    if let Some(names) = expected.strip_prefix("one of ") {
        return w.serde_one_of(vars::ReadSerdeOneOf {
            names: &shown(names),
        });
    }
    if expected.starts_with('`') {
        return shown(expected).into_owned();
    }
    format!("`{}`", shown(expected))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde_json's own messages, produced here, so that a release that
    /// words them otherwise fails this test rather than reaching users as
    /// `Other`.
    #[test]
    fn serde_jsons_messages_parse_into_their_frames() {
        let without_place = |e: serde_json::Error| {
            let text = e.to_string();
            match text.rfind(" at line ") {
                Some(at) => text[..at].to_string(),
                None => text,
            }
        };
        let message = |json: &str| {
            without_place(serde_json::from_str::<crate::trace::Event>(json).unwrap_err())
        };
        let syntax = |json: &str| {
            without_place(serde_json::from_str::<serde_json::Value>(json).unwrap_err())
        };
        let placed =
            |cell: &str| format!(r#"{{"event":"placed","cell":{cell},"digit":1,"depth":1}}"#);
        assert!(matches!(
            SerdeSaid::parse(&message(&placed("[4294967296,0]"))),
            SerdeSaid::InvalidValue(Unexpected { kind: Some(0), .. }, ref e) if e == "u8"
        ));
        assert!(matches!(
            SerdeSaid::parse(&message(&placed("[1.5,0]"))),
            SerdeSaid::InvalidType(Unexpected { kind: Some(1), .. }, _)
        ));
        assert!(matches!(
            SerdeSaid::parse(&message(&placed("[1,2,3]"))),
            SerdeSaid::InvalidLength(..)
        ));
        assert!(matches!(
            SerdeSaid::parse(&message(r#"{"event":"dead-end","cell":[0,0],"depth":1}"#)),
            SerdeSaid::UnknownVariant(ref name, ref e) if name == "dead-end" && e.starts_with("one of ")
        ));
        assert!(matches!(
            SerdeSaid::parse(&message(r#"{"event":"placed","cell":[0,0],"digit":1}"#)),
            SerdeSaid::MissingField(ref name) if name == "depth"
        ));
        assert_eq!(SerdeSaid::parse(&syntax("[1,")), SerdeSaid::Syntax(3));
        assert_eq!(SerdeSaid::parse(&syntax("[1")), SerdeSaid::Syntax(0));
        assert_eq!(SerdeSaid::parse(&syntax("{\"a\"")), SerdeSaid::Syntax(1));
        assert_eq!(SerdeSaid::parse(&syntax("[1 2]")), SerdeSaid::Syntax(5));
        assert_eq!(SerdeSaid::parse(&syntax("1e999")), SerdeSaid::Syntax(11));
        assert_eq!(
            SerdeSaid::parse(&syntax("\"a\u{1}\"")),
            SerdeSaid::Syntax(13)
        );
        let no_box = crate::grid::BoxShape::try_from([0u8, 0]).unwrap_err();
        assert_eq!(
            SerdeSaid::parse(&no_box),
            SerdeSaid::NoBox("0".into(), "0".into())
        );
    }

    #[test]
    fn every_frame_is_said_in_every_language_without_serdes_english() {
        let frames = [
            SerdeSaid::parse("invalid value: integer `300`, expected u8"),
            SerdeSaid::parse("unknown variant `x`, expected one of `placed`, `undone`"),
            SerdeSaid::parse("missing field `depth`"),
            SerdeSaid::Syntax(13),
        ];
        for frame in &frames {
            assert!(!matches!(frame, SerdeSaid::Other(_)), "{frame:?}");
            let said = frame.worded(Lang::ZhHans);
            for english in ["invalid", "expected", "unknown", "missing", "control"] {
                assert!(!said.contains(english), "{said}");
            }
        }
        assert_eq!(
            frames[0].worded(Lang::En),
            "invalid value: integer `300`, expected u8"
        );
    }
}
