//! The words of the errors on reading a saved trace, per language: what
//! was found, what was expected and the frame around them
//! ([`crate::read::Found`], [`crate::read::Wanted`]); each field's holes
//! are named in its comment. serde_json's and the system's own messages
//! stay English inside these words.

use serde::Serialize;

/// The read errors' words in one language.
#[derive(Debug, Serialize)]
pub struct ReadErrorWords {
    /// The first line of a trace that cannot be read: `{message}` (the error in its frame).
    pub error: &'static str,
    /// An error in an event: `{step}`, `{found}`.
    pub at_step: &'static str,
    /// An error in the header: `{found}`.
    pub in_header: &'static str,
    /// Under the place: `{expected}`.
    pub expected: &'static str,
    /// A verify fault's finding with its column: `{found}`, `{column}`.
    pub column: &'static str,
    /// The file cannot be opened: `{error}` (the system's message).
    pub cannot_open: &'static str,
    /// The input cannot be read: `{error}`.
    pub cannot_read: &'static str,
    /// The file cannot be read a second time: `{error}`.
    pub cannot_read_again: &'static str,
    /// The input ends inside a value.
    pub truncated: &'static str,
    /// A value longer than `{limit}` bytes.
    pub too_long: &'static str,
    /// A line longer than `{limit}` bytes.
    pub line_too_long: &'static str,
    /// Nesting deeper than `{limit}`.
    pub too_deep: &'static str,
    /// Invalid UTF-8: `{byte}` at `{offset}`.
    pub not_utf8: &'static str,
    /// A byte that is no printable character: `{byte}`.
    pub byte: &'static str,
    /// Not JSON: `{found}` where `{here}` should be.
    pub unexpected: &'static str,
    /// Not JSON: `{found}` (serde's message).
    pub not_json: &'static str,
    /// Trailing characters after the header: `{found}`.
    pub trailing: &'static str,
    /// A field's value is wrong: `{field}`, `{found}`.
    pub field: &'static str,
    /// In the footer: `{found}`.
    pub footer: &'static str,
    /// The input is empty.
    pub empty: &'static str,
    /// A JSON `{kind}` where the trace begins.
    pub begins_with: &'static str,
    /// The kind of a JSON array.
    pub kind_array: &'static str,
    /// The kind of a JSON string.
    pub kind_string: &'static str,
    /// The kind of a JSON number.
    pub kind_number: &'static str,
    /// The kind of a JSON boolean.
    pub kind_boolean: &'static str,
    /// The kind of a JSON object.
    pub kind_object: &'static str,
    /// No `schema_version`.
    pub no_version: &'static str,
    /// A `schema_version` not read: `{version}`.
    pub unknown_version: &'static str,
    /// The trace begins with an event.
    pub begins_with_event: &'static str,
    /// A line after the footer.
    pub after_footer: &'static str,
    /// A second header.
    pub second_header: &'static str,
    /// A record without `event`.
    pub no_event_field: &'static str,
    /// An array, where a record should be.
    pub an_array: &'static str,
    /// A string, where a record should be.
    pub a_string: &'static str,
    /// A boolean, where a record should be.
    pub a_boolean: &'static str,
    /// A number, where a record should be.
    pub a_number: &'static str,
    /// `{kind}` where a record should be.
    pub not_a_record: &'static str,
    /// A document without `events`.
    pub no_events: &'static str,
    /// The footer's `{field}` before the events.
    pub before_events: &'static str,
    /// An unknown header field: `{field}`.
    pub unknown_field: &'static str,
    /// A missing field: `{field}`.
    pub missing_field: &'static str,
    /// `events` before the header's `{field}`.
    pub events_before: &'static str,
    /// `events` gone on the second reading.
    pub events_gone: &'static str,
    /// `{field}` after the events.
    pub after_events: &'static str,
    /// Where a value should be.
    pub here_value: &'static str,
    /// Where the header's line should end.
    pub here_end_of_header_line: &'static str,
    /// Where `,` or `}` should be.
    pub here_comma_or_brace: &'static str,
    /// Where `:` should follow a field name.
    pub here_colon: &'static str,
    /// Where `[` should open the events.
    pub here_events: &'static str,
    /// Where `,` or `]` should follow an event.
    pub here_after_event: &'static str,
    /// Where `,` or `]` should follow a solution.
    pub here_after_solution: &'static str,
    /// Where a field name in quotes should be.
    pub here_field_name: &'static str,
    /// Where nothing should follow the document.
    pub here_nothing: &'static str,
    /// Expected: a trace, its header first.
    pub header: &'static str,
    /// Expected: the header first, then `{header}`.
    pub header_first: &'static str,
    /// Expected: an event with every field of its kind.
    pub event: &'static str,
    /// Expected: the footer.
    pub footer_record: &'static str,
    /// Expected: an event or, last, the footer.
    pub line: &'static str,
    /// Expected: a document's header fields before its events.
    pub order: &'static str,
    /// Expected: what follows a document's events.
    pub tail: &'static str,
    /// Expected: the `solutions` list.
    pub solutions: &'static str,
    /// Expected: text in UTF-8.
    pub utf8: &'static str,
    /// Expected: the footer last.
    pub footer_last: &'static str,
    /// Expected: one header, on the first line.
    pub one_header: &'static str,
    /// One version read: `{current}`.
    pub version: &'static str,
    /// The versions read: `{oldest}` to `{current}`.
    pub versions: &'static str,
    /// Expected: `{versions}`, the one version read.
    pub version_read: &'static str,
    /// Expected: `{versions}`, the versions read.
    pub versions_read: &'static str,
    /// Expected: `{wanted}`, complete.
    pub complete: &'static str,
    /// Expected: `{wanted}`, of at most `{limit}` bytes.
    pub short: &'static str,
    /// Expected: `{wanted}`, nested at most `{limit}` deep.
    pub shallow: &'static str,
    /// Expected: `{wanted}`, one record a line.
    pub one_a_line: &'static str,
    // issue 22 (read)
    /// Found: `{field}` lists `{digit}` twice.
    pub twice: &'static str,
    /// Found: `{field}` lists `{digit}` after `{after}`.
    pub not_ascending: &'static str,
    /// Found: the key `{key}` twice in one record.
    pub duplicate_key: &'static str,
    /// Found: `solutions` lists more grids than the `{count}` `solved` events.
    pub too_many_solutions: &'static str,
    /// Expected: digits in ascending order, each once.
    pub ascending: &'static str,
    /// Expected: each key once in a record.
    pub unique_keys: &'static str,
    /// Expected: one grid in `solutions` for each `solved` event.
    pub solutions_of_events: &'static str,
}
