//! What a read error says, as data: what was found ([`Found`]) and what was
//! expected ([`Wanted`]), for each catalog to word
//! ([`crate::words::ReadErrorWords`]); `Display` is the English the error
//! has always written. serde_json's own messages (`missing field
//! `depth``, `invalid type: …`) and the operating system's (a file that
//! cannot be opened) stay in English inside a localized frame: they are
//! another program's words, and they name the JSON the student edits.

use std::fmt;

use super::scan::{MAX_DEPTH, MAX_RECORD};
use super::serde_said::SerdeSaid;
use crate::bounds::OutOfBounds;
use crate::trace::shown_name;
use crate::words::SystemError;
use crate::words::vars;
use crate::words::{Lang, ReadErrorWords};

/// Where in the JSON the scanner stood when it met something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Here {
    /// A value.
    Value,
    /// The end of the JSON Lines header's line.
    EndOfHeaderLine,
    /// `{`.
    OpenBrace,
    /// `,`.
    Comma,
    /// `,` or `}`.
    CommaOrBrace,
    /// `:` after a field name.
    Colon,
    /// `[`, the events.
    Events,
    /// `,` or `]` after an event.
    AfterEvent,
    /// `,` or `]` after a solution.
    AfterSolution,
    /// A field name in quotes.
    FieldName,
    /// Nothing, after the document.
    Nothing,
}

/// What was found where a trace went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The file could not be opened: what the system said.
    CannotOpen(SystemError),
    /// The input could not be read: what the system said.
    CannotRead(SystemError),
    /// The file could not be read a second time: what the system said.
    CannotReadAgain(SystemError),
    /// The input ends inside a value.
    Truncated,
    /// A value longer than a record may be.
    TooLong,
    /// A line longer than a record may be.
    LineTooLong,
    /// Nesting deeper than a record may have.
    TooDeep,
    /// Invalid UTF-8: the byte and its offset in the input.
    NotUtf8 {
        /// The byte.
        byte: u8,
        /// Its offset.
        offset: u64,
    },
    /// Not JSON: a character (printable) or a byte where `here` should be.
    Unexpected {
        /// The byte met.
        found: u8,
        /// What should have been there.
        here: Here,
    },
    /// serde_json's message, by frame.
    Serde(SerdeSaid),
    /// Not JSON: what follows (serde's message, or another finding).
    NotJson(Box<Found>),
    /// Not JSON: trailing characters after the header (what follows).
    Trailing(Box<Found>),
    /// A field's value is wrong: the field's name, then what follows.
    Field(String, Box<Found>),
    /// In the footer: what follows.
    Footer(Box<Found>),
    /// The input is empty.
    Empty,
    /// A JSON value of another kind (`array`, `string` …) where the trace
    /// begins.
    BeginsWith(&'static str),
    /// No `schema_version` in the header.
    NoVersion,
    /// A `schema_version` this reader does not know (as written).
    UnknownVersion(String),
    /// The trace begins with an event.
    BeginsWithEvent,
    /// A field that does not fit the board.
    OutOfBounds(OutOfBounds),
    /// A line after the footer.
    AfterFooter,
    /// A second header.
    SecondHeader,
    /// A record with no `event` field.
    NoEventField,
    /// A JSON value of another kind where a record should be (`an array`).
    NotARecord(&'static str),
    /// A document without `events`.
    NoEvents,
    /// The footer's `{0}` before the events.
    BeforeEvents(String),
    /// An unknown field of a document's header.
    UnknownField(String),
    /// A header field missing.
    MissingField(&'static str),
    /// `events` before the header's field.
    EventsBefore(&'static str),
    /// `events` gone when the file was read again.
    EventsGone,
    /// A field after the events.
    AfterEvents(String),
    /// The footer lacks a field.
    FooterMissing(&'static str),
    // issue 22 (read)
    /// A list of digits (`candidates`) naming `digit` twice in a row.
    Twice {
        /// The field.
        field: String,
        /// The digit.
        digit: u64,
    },
    /// A list of digits (`candidates`) naming `digit` after a larger one.
    NotAscending {
        /// The field.
        field: String,
        /// The digit out of order.
        digit: u64,
        /// The digit before it.
        after: u64,
    },
    /// A key given twice in one record.
    DuplicateKey(String),
    /// A document's `solutions` going on past its events' `solved` count.
    TooManySolutions(u64),
}

/// What was expected instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A trace (its header first).
    Header,
    /// The header first: then what a trace is.
    HeaderFirst,
    /// An event with every field of its kind.
    Event,
    /// The footer.
    Footer,
    /// An event or, last, the footer.
    Line,
    /// A document's header fields before its events.
    Order,
    /// What comes after a document's events.
    Tail,
    /// The `solutions` list.
    Solutions,
    /// Text in UTF-8.
    Utf8,
    /// The footer last.
    FooterLast,
    /// One header, on the first line.
    OneHeader,
    /// The versions this reader reads, `oldest` to `current`.
    Versions {
        /// The oldest read.
        oldest: u32,
        /// The newest read.
        current: u32,
    },
    /// What a field may hold on this board.
    Bounds(OutOfBounds),
    /// What follows, complete (a truncated file?).
    Complete(Box<Wanted>),
    /// What follows, of at most [`MAX_RECORD`] bytes.
    Short(Box<Wanted>),
    /// What follows, nested at most [`MAX_DEPTH`] deep.
    Shallow(Box<Wanted>),
    /// What follows, one record a line.
    OneALine(Box<Wanted>),
    // issue 22 (read)
    /// Digits in ascending order, each once.
    Ascending,
    /// Each key once in a record.
    UniqueKeys,
    /// One grid in `solutions` for each `solved` event.
    SolutionsOfEvents,
}

impl Here {
    /// In `w`'s words.
    pub(crate) fn worded(self, w: &ReadErrorWords) -> &'static str {
        match self {
            Here::Value => w.here_value,
            Here::EndOfHeaderLine => w.here_end_of_header_line,
            Here::OpenBrace => "`{`",
            Here::Comma => "`,`",
            Here::CommaOrBrace => w.here_comma_or_brace,
            Here::Colon => w.here_colon,
            Here::Events => w.here_events,
            Here::AfterEvent => w.here_after_event,
            Here::AfterSolution => w.here_after_solution,
            Here::FieldName => w.here_field_name,
            Here::Nothing => w.here_nothing,
        }
    }
}

impl Found {
    /// In `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.read_errors();
        match self {
            Found::CannotOpen(e) => w.cannot_open(vars::ReadCannotOpen {
                error: &e.worded(lang),
            }),
            Found::CannotRead(e) => w.cannot_read(vars::ReadCannotRead {
                error: &e.worded(lang),
            }),
            Found::CannotReadAgain(e) => w.cannot_read_again(vars::ReadCannotReadAgain {
                error: &e.worded(lang),
            }),
            Found::Truncated => w.truncated.into(),
            Found::TooLong => w.too_long(vars::ReadTooLong { limit: &MAX_RECORD }),
            Found::LineTooLong => w.line_too_long(vars::ReadLineTooLong { limit: &MAX_RECORD }),
            Found::TooDeep => w.too_deep(vars::ReadTooDeep { limit: &MAX_DEPTH }),
            Found::NotUtf8 { byte, offset } => w.not_utf8(vars::ReadNotUtf8 {
                byte: &format!("0x{byte:02X}"),
                offset: &offset,
            }),
            Found::Unexpected { found, here } => {
                let found = match found {
                    b' '..=b'~' => format!("`{}`", *found as char),
                    _ => w.byte(vars::ReadByte {
                        byte: &format!("0x{found:02X}"),
                    }),
                };
                w.unexpected(vars::ReadUnexpected {
                    found: &found,
                    here: &here.worded(w),
                })
            }
            // serde's message quotes the trace (`unknown field `…``).
            Found::Serde(said) => said.worded(lang),
            Found::NotJson(inner) => w.not_json(vars::ReadNotJson {
                found: &inner.worded(lang),
            }),
            Found::Trailing(inner) => w.trailing(vars::ReadTrailing {
                found: &inner.worded(lang),
            }),
            Found::Field(key, inner) => w.field(vars::ReadField {
                field: &shown_name(key),
                found: &inner.worded(lang),
            }),
            Found::Footer(inner) => w.footer(vars::ReadFooter {
                found: &inner.worded(lang),
            }),
            Found::Empty => w.empty.into(),
            Found::BeginsWith(kind) => {
                let kind = match *kind {
                    "array" => w.kind_array,
                    "string" => w.kind_string,
                    "number" => w.kind_number,
                    "boolean" => w.kind_boolean,
                    "object" => w.kind_object,
                    _ => "null",
                };
                w.begins_with(vars::ReadBeginsWith { kind: &kind })
            }
            Found::NoVersion => w.no_version.into(),
            Found::UnknownVersion(v) => w.unknown_version(vars::ReadUnknownVersion {
                version: &shown_name(v),
            }),
            Found::BeginsWithEvent => w.begins_with_event.into(),
            Found::OutOfBounds(out) => out.worded(lang).0,
            Found::AfterFooter => w.after_footer.into(),
            Found::SecondHeader => w.second_header.into(),
            Found::NoEventField => w.no_event_field.into(),
            Found::NotARecord(kind) => {
                let kind = match *kind {
                    "an array" => w.an_array,
                    "a string" => w.a_string,
                    "a boolean" => w.a_boolean,
                    "null" => "null",
                    _ => w.a_number,
                };
                w.not_a_record(vars::ReadNotARecord { kind: &kind })
            }
            Found::NoEvents => w.no_events.into(),
            Found::BeforeEvents(key) => w.before_events(vars::ReadBeforeEvents {
                field: &shown_name(key),
            }),
            Found::UnknownField(key) => w.unknown_field(vars::ReadUnknownField {
                field: &shown_name(key),
            }),
            Found::MissingField(key) => w.missing_field(vars::ReadMissingField { field: &key }),
            Found::EventsBefore(key) => w.events_before(vars::ReadEventsBefore { field: &key }),
            Found::EventsGone => w.events_gone.into(),
            Found::AfterEvents(key) => w.after_events(vars::ReadAfterEvents {
                field: &shown_name(key),
            }),
            Found::FooterMissing(key) => {
                let missing = w.missing_field(vars::ReadMissingField { field: &key });
                w.footer(vars::ReadFooter { found: &missing })
            }
            Found::Twice { field, digit } => w.twice(vars::ReadTwice {
                field: &field,
                digit: &digit,
            }),
            Found::NotAscending {
                field,
                digit,
                after,
            } => w.not_ascending(vars::ReadNotAscending {
                field: &field,
                digit: &digit,
                after: &after,
            }),
            Found::DuplicateKey(key) => w.duplicate_key(vars::ReadDuplicateKey { key: &key }),
            Found::TooManySolutions(count) => {
                w.too_many_solutions(vars::ReadTooManySolutions { count: &count })
            }
        }
    }
}

impl Wanted {
    /// In `lang`'s words.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.read_errors();
        match self {
            Wanted::Header => w.header.into(),
            Wanted::HeaderFirst => w.header_first(vars::ReadHeaderFirst { header: &w.header }),
            Wanted::Event => w.event.into(),
            Wanted::Footer => w.footer_record.into(),
            Wanted::Line => w.line.into(),
            Wanted::Order => w.order.into(),
            Wanted::Tail => w.tail.into(),
            Wanted::Solutions => w.solutions.into(),
            Wanted::Utf8 => w.utf8.into(),
            Wanted::FooterLast => w.footer_last.into(),
            Wanted::OneHeader => w.one_header.into(),
            Wanted::Versions { oldest, current } => {
                let versions = if oldest == current {
                    w.version(vars::ReadVersion { current: &current })
                } else {
                    w.versions(vars::ReadVersions {
                        oldest: &oldest,
                        current: &current,
                    })
                };
                if oldest == current {
                    w.version_read(vars::ReadVersionRead {
                        versions: &versions,
                    })
                } else {
                    w.versions_read(vars::ReadVersionsRead {
                        versions: &versions,
                    })
                }
            }
            Wanted::Bounds(out) => out.worded(lang).1,
            Wanted::Complete(inner) => w.complete(vars::ReadComplete {
                wanted: &inner.worded(lang),
            }),
            Wanted::Short(inner) => w.short(vars::ReadShort {
                wanted: &inner.worded(lang),
                limit: &MAX_RECORD,
            }),
            Wanted::Shallow(inner) => w.shallow(vars::ReadShallow {
                wanted: &inner.worded(lang),
                limit: &MAX_DEPTH,
            }),
            Wanted::OneALine(inner) => w.one_a_line(vars::ReadOneALine {
                wanted: &inner.worded(lang),
            }),
            Wanted::Ascending => w.ascending.into(),
            Wanted::UniqueKeys => w.unique_keys.into(),
            Wanted::SolutionsOfEvents => w.solutions_of_events.into(),
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En))
    }
}

impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En))
    }
}
