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
//! The types give each field its shape and its bounds (a digit 1 to 25, a
//! depth at most 625, a counter within the integer it is read into). The
//! rules between the fields of one record are added here: a puzzle's size,
//! box and givens agree; a solved grid is a square of digits; a placement's
//! `choice` is at most its `of`; a hidden single names its unit; a dead end
//! or a chosen constraint names a cell or a digit in a unit, not both; a
//! document has `end` and `stats` together. Each is written as a JSON Schema
//! can say it (a branch for each side, or for each value of `of`, where two
//! fields must be compared), so that the schema refuses what `verify`
//! refuses for what one record holds, wherever a JSON Schema can say it,
//! and accepts every trace `verify` accepts (`tests/it/schema_strict.rs`
//! holds it to both). What only the header can tell an event (a digit
//! past *this* board's side, a cell off it), only the events before it (a
//! clash, a wrong depth), or a comparison of two fields (`to` and the last
//! of `conflicts`) is `verify`'s to find.
//!
//! ```
//! let schema = sudoku_trace::schema::trace_schema();
//! let defs = schema.get("$defs").and_then(|d| d.as_object()).unwrap();
//! assert!(defs.contains_key("Event") && defs.contains_key("Header"));
//! ```

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde_json::{Map, Value, json};

use crate::grid::{BoxShape, Cell, DigitSet, MAX_SIDE, digit_char};
use crate::trace::{
    End, Event, EventKind, Footer, Header, Limits, Puzzle, Rule, SCHEMA_VERSION, Stats,
};

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
            "uniqueItems": true,
            "maxItems": MAX_SIDE
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
// The reader takes a footer whole or not at all.
#[schemars(extend("dependentRequired" = { "end": ["stats"], "stats": ["end"] }))]
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
    // Absent, not null: the reader refuses `"end": null`. A footer's end,
    // so never a placement budget's (see `Footer`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "End", extend("not" = { "const": End::PlacementLimit.name() }))]
    end: Option<End>,
    /// The counters, as the footer of JSON Lines has them (optional, with `end`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Stats")]
    stats: Option<Stats>,
    /// Every solution's grid on one line, in the order found (optional).
    #[serde(default)]
    #[schemars(inner(regex(pattern = solved_grid_pattern())))]
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
    let defs = schema
        .get_mut("$defs")
        .and_then(|d| d.as_object_mut())
        .expect("the schema has definitions");
    // The version is a constant of this schema, not any number.
    let version = json!({
        "description": format!("The trace format version: {SCHEMA_VERSION}. It rises on any incompatible change."),
        "const": SCHEMA_VERSION
    });
    for name in ["Document", "Header"] {
        let properties = definition(defs, name)
            .get_mut("properties")
            .and_then(|p| p.as_object_mut())
            .expect("a record has properties");
        properties.insert("schema_version".into(), version.clone());
    }
    puzzle_sides(definition(defs, "Puzzle"));
    // A solved grid is a square of digits, as the board writes them.
    let grid = &mut variant(defs, EventKind::Solved)["properties"]["grid"];
    assert!(grid.is_object(), "a solved event has its grid");
    merge(grid, json!({ "pattern": solved_grid_pattern() }));
    choice_at_most_of(variant(defs, EventKind::Placed));
    hidden_single_names_its_unit(variant(defs, EventKind::Deduced));
    for kind in [EventKind::DeadEnd, EventKind::ConstraintChosen] {
        cell_or_digit_in_a_unit(variant(defs, kind));
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

/// The definition `name` among the schema's `$defs`.
fn definition<'a>(defs: &'a mut Map<String, Value>, name: &str) -> &'a mut Value {
    defs.get_mut(name)
        .unwrap_or_else(|| panic!("the schema defines {name}"))
}

/// The schema of one kind of event, among the `oneOf` of `Event`.
fn variant(defs: &mut Map<String, Value>, kind: EventKind) -> &mut Value {
    definition(defs, "Event")["oneOf"]
        .as_array_mut()
        .expect("an event is one of its kinds")
        .iter_mut()
        .find(|v| v["properties"]["event"]["const"] == kind.name())
        .unwrap_or_else(|| panic!("the schema has the event {}", kind.name()))
}

/// Adds the members of `more` to the object `schema`.
fn merge(schema: &mut Value, more: Value) {
    if let (Some(schema), Value::Object(more)) = (schema.as_object_mut(), more) {
        schema.extend(more);
    }
}

/// Adds `rule`, with its `description`, to the rules `schema` holds all of
/// (`allOf`): each rule between fields stands apart, saying what it means.
fn add_rule(schema: &mut Value, description: &str, rule: Value) {
    let mut rule = rule;
    merge(&mut rule, json!({ "description": description }));
    let rules = schema
        .as_object_mut()
        .expect("a record's schema is an object")
        .entry("allOf")
        .or_insert_with(|| json!([]));
    rules.as_array_mut().expect("`allOf` is a list").push(rule);
}

/// Every side a box makes, each with its box shapes: `(6, [[2, 3], [3, 2]])`.
fn sides() -> Vec<(usize, Vec<[usize; 2]>)> {
    (1..=MAX_SIDE)
        .map(|side| {
            let shapes = (1..=side)
                .filter(|rows| side % rows == 0)
                .filter_map(|rows| BoxShape::new(rows, side / rows))
                .map(|shape| [shape.rows(), shape.cols()])
                .collect::<Vec<_>>();
            (side, shapes)
        })
        .filter(|(_, shapes)| !shapes.is_empty())
        .collect()
}

/// The characters that write the digits 1 to `side` on one line, as the
/// inside of a regular expression's class: `1-4` for 4, `1-9A-G` for 16,
/// and with `lower` `1-9A-Ga-g` (givens may be written in lower case; a
/// solved grid is compared with the board's own line, in upper case).
fn digit_class(side: usize, lower: bool) -> String {
    let last = digit_char(side as u8);
    let mut class = format!("1-{}", last.min('9'));
    if side >= 10 {
        let letters = match last {
            'A' => "A".to_string(),
            _ => format!("A-{last}"),
        };
        if lower {
            class.push_str(&format!("{letters}{}", letters.to_lowercase()));
        } else {
            class.push_str(&letters);
        }
    }
    class
}

/// A solved grid on one line, on a board of any side: `side`² digits 1 to
/// `side`, upper case, one alternative for each side.
fn solved_grid_pattern() -> String {
    let grids: Vec<String> = sides()
        .into_iter()
        .map(|(side, _)| format!("[{}]{{{}}}", digit_class(side, false), side * side))
        .collect();
    format!("^(?:{})$", grids.join("|"))
}

/// A puzzle's `size` is the side of its `box`, and its `givens` are `size`²
/// cells, each `.` or `0` (empty) or a digit 1 to `size`: one branch for
/// each side, since a JSON Schema cannot tie one field's bounds to another's
/// value.
fn puzzle_sides(puzzle: &mut Value) {
    let branches: Vec<Value> = sides()
        .into_iter()
        .map(|(side, shapes)| {
            let boxes: Vec<String> = shapes.iter().map(|[r, c]| format!("{r}x{c}")).collect();
            json!({
                "description": format!("{side}x{side}, boxes of {}.", boxes.join(" or ")),
                "properties": {
                    "size": { "const": side },
                    "box": { "enum": shapes },
                    "givens": { "pattern": format!("^[.0{}]{{{}}}$", digit_class(side, true), side * side) }
                }
            })
        })
        .collect();
    add_rule(
        puzzle,
        "`size` is the side of `box` (rows × cols), and `givens` has size² characters, each `.` or `0` for an empty cell or a digit 1 to `size` (letters from 10: `A` or `a`): one branch for each side.",
        json!({ "oneOf": branches }),
    );
}

/// A placement's `choice` is at most its `of` when it gives both (the
/// reader refuses it otherwise): one branch for each value of `of`, since a
/// JSON Schema cannot compare two fields.
fn choice_at_most_of(placed: &mut Value) {
    let mut branches = vec![
        json!({ "properties": { "choice": { "type": "null" } } }),
        json!({ "properties": { "of": { "type": "null" } } }),
    ];
    branches.extend(
        (1..=MAX_SIDE).map(
            |of| json!({ "properties": { "of": { "const": of }, "choice": { "maximum": of } } }),
        ),
    );
    add_rule(
        placed,
        "When both are given, `choice` is at most `of` (absent and null are not given): one branch for each value of `of`.",
        json!({ "anyOf": branches }),
    );
}

/// A hidden single names the unit where its digit has no other place
/// (`verify` cannot check it without one); a naked single may name one or not.
fn hidden_single_names_its_unit(deduced: &mut Value) {
    let hidden = serde_json::to_value(Rule::HiddenSingle).expect("a rule has a name");
    add_rule(
        deduced,
        "A hidden single names its `unit`.",
        json!({
            "if": { "properties": { "rule": { "const": hidden } } },
            "then": {
                "required": ["unit"],
                "properties": { "unit": { "not": { "type": "null" } } }
            }
        }),
    );
}

/// A dead end or a chosen constraint is about a `cell`, or a `digit` in a
/// unit (`unit` and `index`): one or the other, whole, as the reader takes
/// them (a field absent or null is not given).
fn cell_or_digit_in_a_unit(event: &mut Value) {
    let given = json!({ "not": { "type": "null" } });
    let not_given = json!({ "type": "null" });
    add_rule(
        event,
        "Either `cell`, or `digit`, `unit` and `index`: one or the other, whole (absent and null are not given).",
        json!({
            "oneOf": [
                {
                    "description": "A cell.",
                    "required": ["cell"],
                    "properties": {
                        "cell": given, "digit": not_given, "unit": not_given, "index": not_given
                    }
                },
                {
                    "description": "A digit in a unit.",
                    "required": ["digit", "unit", "index"],
                    "properties": {
                        "cell": not_given, "digit": given, "unit": given, "index": given
                    }
                }
            ]
        }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_side_a_box_makes_with_its_shapes() {
        let sides = sides();
        let listed: Vec<usize> = sides.iter().map(|(side, _)| *side).collect();
        assert_eq!(
            listed,
            [4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25]
        );
        assert_eq!(sides[1].1, [[2, 3], [3, 2]]);
        assert_eq!(sides.last().unwrap().1, [[5, 5]]);
    }

    #[test]
    fn digit_classes_name_the_characters_the_reader_takes() {
        assert_eq!(digit_class(4, true), "1-4");
        assert_eq!(digit_class(9, true), "1-9");
        assert_eq!(digit_class(10, true), "1-9Aa");
        assert_eq!(digit_class(16, false), "1-9A-G");
        assert_eq!(digit_class(25, true), "1-9A-Pa-p");
    }
}
