//! The JSON Schema of the trace format, for people who write traces in
//! other languages and for tools that check them.
//!
//! Every JSON value in a trace file is one of four records: a whole JSON
//! document (`--format json`), or one line of JSON Lines (`--format jsonl`):
//! the [`Header`] first, then one [`Event`] per line, then the [`Footer`].
//! The schema is built from the Rust types themselves (`schemars`), so their
//! doc comments are its descriptions and it cannot drift from the code; a
//! snapshot test shows every change. [`SCHEMA_VERSION`] rises on any
//! incompatible change.
//!
//! ```
//! let schema = sudoku_trace::schema::trace_schema();
//! let defs = schema.get("$defs").and_then(|d| d.as_object()).unwrap();
//! assert!(defs.contains_key("Event") && defs.contains_key("Header"));
//! ```

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::grid::{BoxShape, Cell, DigitSet, MAX_SIDE};
use crate::trace::{End, Event, Footer, Header, Limits, Puzzle, SCHEMA_VERSION, Stats};

impl JsonSchema for Cell {
    fn schema_name() -> Cow<'static, str> {
        "Cell".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A cell as the pair [row, col], both counted from 0: [0, 0] is the top-left cell, [0, 8] the top-right one of a 9x9 grid.",
            "type": "array",
            "items": { "type": "integer", "minimum": 0, "maximum": MAX_SIDE - 1 },
            "minItems": 2,
            "maxItems": 2
        })
    }
}

impl JsonSchema for DigitSet {
    fn schema_name() -> Cow<'static, str> {
        "DigitSet".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A set of digits as an array, ascending, each once: [1, 2, 4].",
            "type": "array",
            "items": { "type": "integer", "minimum": 1, "maximum": MAX_SIDE },
            "uniqueItems": true
        })
    }
}

impl JsonSchema for BoxShape {
    fn schema_name() -> Cow<'static, str> {
        "BoxShape".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The shape of one box as [rows, cols]: [3, 3] for the classic 9x9, [2, 2] for 4x4, [2, 3] for 6x6. The side of the grid is rows × cols.",
            "type": "array",
            "items": { "type": "integer", "minimum": 2, "maximum": MAX_SIDE / 2 },
            "minItems": 2,
            "maxItems": 2
        })
    }
}

/// A whole trace as one JSON document (`--format json`): the header's
/// fields, every event in order, then how the search ended, its counters and
/// its solutions.
#[allow(dead_code)] // Only its schema is used: the reader reads documents field by field.
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
struct Document {
    /// The trace format version: 1.
    schema_version: u32,
    /// The puzzle searched.
    puzzle: Puzzle,
    /// The strategy's name (`candidates`, `naive`, … or your own).
    strategy: String,
    /// The limits the search ran under.
    options: Limits,
    /// Every step of the search, in order.
    events: Vec<Event>,
    /// How the search ended (optional, with `stats`).
    #[serde(default)]
    end: Option<End>,
    /// The counters, as the footer of JSON Lines has them (optional, with `end`).
    #[serde(default)]
    stats: Option<Stats>,
    /// Every solution's grid on one line, in the order found (optional).
    #[serde(default)]
    solutions: Option<Vec<String>>,
}

/// One JSON value of a trace file: a whole JSON document, or one line of
/// JSON Lines. In JSON Lines the first line is the header, each following
/// line one event, and the last line the footer (which a simple solver may
/// leave out).
#[allow(dead_code)] // Only its schema is used.
#[derive(JsonSchema)]
#[serde(untagged)]
enum Record {
    /// A whole trace as one JSON document.
    Document(Document),
    /// The first line of JSON Lines.
    Header(Header),
    /// Every line between the first and the last.
    Event(Event),
    /// The last line of JSON Lines.
    Footer(Footer),
}

/// The JSON Schema (draft 2020-12) of every record of a trace.
pub fn trace_schema() -> Schema {
    let mut schema = SchemaGenerator::default().into_root_schema_for::<Record>();
    schema.insert("title".into(), "sudoku-trace trace".into());
    // The version is a constant of this schema, not any number.
    let version = serde_json::json!({
        "description": format!("The trace format version: {SCHEMA_VERSION}. It rises on any incompatible change."),
        "const": SCHEMA_VERSION
    });
    if let Some(defs) = schema.get_mut("$defs").and_then(|d| d.as_object_mut()) {
        for name in ["Document", "Header"] {
            if let Some(properties) = defs
                .get_mut(name)
                .and_then(|d| d.get_mut("properties"))
                .and_then(|p| p.as_object_mut())
            {
                properties.insert("schema_version".into(), version.clone());
            }
        }
    }
    schema
}

/// [`trace_schema`] as pretty-printed JSON with a final newline.
pub fn trace_schema_json() -> String {
    let mut text =
        serde_json::to_string_pretty(&trace_schema()).expect("a schema serializes to JSON");
    text.push('\n');
    text
}
