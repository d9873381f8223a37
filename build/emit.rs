//! The checked catalogs written as Rust: `Lang`, one struct per group, the
//! catalog and one static per language.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use crate::groups::{GROUPS, Group};
use crate::manifest::Language;
use crate::messages::{Catalog, Message, Piece, Value, is_word_key, word_selectors};

/// How a message is stored, read off its English form.
enum Shape {
    /// `&'static str`.
    Text,
    /// `Pattern`: a text with a selector in some language.
    Pattern,
    /// `[&'static str; N]`: attributes with plain labels.
    List(usize),
    /// `[[&'static str; 2]; N]`: attributes in pairs, `<item>-<a>` then
    /// `<item>-<b>` with the same `a` and `b` throughout.
    Pairs(usize),
    /// `[Counter; N]`: pairs `<counter>-name`, `<counter>-definition` of a
    /// message whose id ends in `-counters`; the counter's `CounterName`
    /// is its label in CamelCase.
    Counters(usize),
}

/// The messages with a selector in some language, each with the variables
/// selected on (numbers, in their `vars` struct).
/// The messages with a selector in some language (patterns), each with
/// the variables selected by number; a variable English selects by word
/// stays text.
type Selecting = BTreeMap<String, BTreeSet<String>>;

fn selecting(catalogs: &[Catalog]) -> Selecting {
    let mut words: BTreeMap<&str, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for file in catalogs[0].values() {
        for message in &file.messages {
            words.insert(&message.id, word_selectors(&message.value));
        }
    }
    let mut out = Selecting::new();
    for catalog in catalogs {
        for file in catalog.values() {
            for message in &file.messages {
                if let Value::Text(pieces) = &message.value {
                    Piece::walk(pieces, &mut |piece| {
                        if let Piece::Select { var, .. } = piece {
                            let numbers = out.entry(message.id.clone()).or_default();
                            let by_word = words
                                .get(message.id.as_str())
                                .is_some_and(|w| w.contains_key(var));
                            if !by_word {
                                numbers.insert(var.clone());
                            }
                        }
                    });
                }
            }
        }
    }
    out
}

fn split(label: &str) -> Option<(&str, &str)> {
    label.rsplit_once('-')
}

fn shape(message: &Message, selecting: &Selecting) -> Shape {
    let Value::List(items) = &message.value else {
        return if selecting.contains_key(&message.id) {
            Shape::Pattern
        } else {
            Shape::Text
        };
    };
    let paired = items.len() >= 2
        && items.len() % 2 == 0
        && items.chunks(2).all(|pair| {
            match (
                split(&pair[0].0),
                split(&pair[1].0),
                split(&items[0].0),
                split(&items[1].0),
            ) {
                (Some((i, a)), Some((j, b)), Some((_, a0)), Some((_, b0))) => {
                    i == j && a == a0 && b == b0 && a != b
                }
                _ => false,
            }
        });
    if !paired {
        return Shape::List(items.len());
    }
    let n = items.len() / 2;
    let parts = (
        split(&items[0].0).map(|s| s.1),
        split(&items[1].0).map(|s| s.1),
    );
    if message.id.ends_with("-counters") && parts == (Some("name"), Some("definition")) {
        Shape::Counters(n)
    } else {
        Shape::Pairs(n)
    }
}

fn snake(id: &str, file: &str) -> String {
    id[file.len() + 1..].replace('-', "_")
}

fn camel(text: &str) -> String {
    text.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}

fn doc(out: &mut String, indent: &str, text: &str) {
    let text = if text.trim().is_empty() {
        "A message."
    } else {
        text.trim()
    };
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + word.len() > 76 {
            writeln!(out, "{indent}/// {line}").unwrap();
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    writeln!(out, "{indent}/// {line}").unwrap();
}

/// A message's text in the `{name}` form the renderers fill.
fn template(pieces: &[Piece]) -> String {
    let mut out = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Var(v) => {
                out.push('{');
                out.push_str(v);
                out.push('}');
            }
            Piece::Select { .. } => unreachable!("a message with a selector is a Pattern"),
        }
    }
    out
}

fn children(group: &Group) -> impl Iterator<Item = &'static Group> + '_ {
    GROUPS.iter().filter(move |g| g.parent == Some(group.file))
}

/// The whole generated file.
pub fn emit(languages: &[Language], catalogs: &[Catalog]) -> String {
    let mut out = String::new();
    out.push_str("// @generated by build/ from i18n/: edit the .ftl files, not this.\n\n");
    emit_lang(&mut out, languages);
    let english = &catalogs[0];
    let selecting = selecting(catalogs);
    for group in GROUPS {
        emit_struct(&mut out, group, english, &selecting);
        emit_methods(&mut out, group, english, &selecting);
    }
    emit_args(&mut out, english, &selecting);
    out.push_str("/// Every message of one language, a field per top-level group.\n");
    out.push_str("#[derive(Debug, Serialize)]\npub(crate) struct Catalog {\n");
    for group in GROUPS.iter().filter(|g| g.parent.is_none()) {
        doc(&mut out, "    ", &english[group.file].comment);
        writeln!(out, "    pub(crate) {}: {},", group.field, group.ty).unwrap();
    }
    out.push_str("}\n\n");
    writeln!(out, "static CATALOGS: [Catalog; {}] = [", languages.len()).unwrap();
    for (catalog, language) in catalogs.iter().zip(languages) {
        out.push_str("    Catalog {\n");
        for group in GROUPS.iter().filter(|g| g.parent.is_none()) {
            write!(out, "        {}: ", group.field).unwrap();
            let at = Emitting {
                lang: &language.variant,
                selecting: &selecting,
            };
            emit_value(&mut out, group, catalog, "        ", &at);
            out.push_str(",\n");
        }
        out.push_str("    },\n");
    }
    out.push_str("];\n");
    out
}

fn emit_lang(out: &mut String, languages: &[Language]) {
    out.push_str("/// A language of the tool's messages (`i18n/languages.toml`).\n");
    // Non-exhaustive: a language is a folder and a manifest entry away, and
    // a user's `match` must not break when one comes.
    out.push_str(
        "#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]\n#[non_exhaustive]\npub enum Lang {\n",
    );
    for (n, language) in languages.iter().enumerate() {
        doc(out, "    ", &language.about);
        if n == 0 {
            out.push_str("    #[default]\n");
        }
        writeln!(out, "    {},", language.variant).unwrap();
    }
    out.push_str("}\n\n");
    let listed: Vec<&Language> = languages.iter().filter(|l| l.listed).collect();
    out.push_str("impl Lang {\n");
    out.push_str("    /// Every language offered to users, as listed to them.\n");
    write!(out, "    pub const ALL: [Lang; {}] = [", listed.len()).unwrap();
    let names: Vec<String> = listed
        .iter()
        .map(|l| format!("Lang::{}", l.variant))
        .collect();
    writeln!(out, "{}];\n", names.join(", ")).unwrap();
    out.push_str("    /// Every language, those only tests use (a pseudo-locale) too.\n");
    write!(out, "    pub const EVERY: [Lang; {}] = [", languages.len()).unwrap();
    let every: Vec<String> = languages
        .iter()
        .map(|l| format!("Lang::{}", l.variant))
        .collect();
    writeln!(out, "{}];\n", every.join(", ")).unwrap();
    out.push_str("    /// Whether the language is offered to users (in `ALL` and `--help`).\n");
    out.push_str("    pub fn listed(self) -> bool {\n        match self {\n");
    for l in languages {
        writeln!(out, "            Lang::{} => {},", l.variant, l.listed).unwrap();
    }
    out.push_str("        }\n    }\n\n");
    out.push_str("    /// The BCP 47 tag: `--lang`'s value and the page's `<html lang>`.\n");
    out.push_str("    pub fn tag(self) -> &'static str {\n        match self {\n");
    for l in languages {
        writeln!(out, "            Lang::{} => {:?},", l.variant, l.tag).unwrap();
    }
    out.push_str("        }\n    }\n\n");
    out.push_str("    /// How cells are named when no `--notation` is given.\n");
    out.push_str("    pub fn default_notation(self) -> Notation {\n        match self {\n");
    for l in languages {
        writeln!(
            out,
            "            Lang::{} => Notation::{},",
            l.variant,
            camel(&l.notation)
        )
        .unwrap();
    }
    out.push_str("        }\n    }\n\n");
    out.push_str("    /// The script this language's messages are written in.\n");
    out.push_str("    #[allow(dead_code)]\n    pub(crate) fn script(self) -> Script {\n        match self {\n");
    for l in languages {
        writeln!(
            out,
            "            Lang::{} => Script::{},",
            l.variant,
            camel(&l.script)
        )
        .unwrap();
    }
    out.push_str("        }\n    }\n\n");
    out.push_str("    /// Every message of this language.\n");
    out.push_str("    pub(crate) fn catalog(self) -> &'static Catalog {\n        &CATALOGS[self as usize]\n    }\n");
    for group in GROUPS.iter().filter(|g| g.parent.is_none()) {
        writeln!(
            out,
            "\n    /// The messages of `i18n/<tag>/{}.ftl` in this language.",
            group.file
        )
        .unwrap();
        writeln!(
            out,
            "    #[doc(hidden)]\n    pub fn {}(self) -> &'static {} {{\n        &self.catalog().{}\n    }}",
            group.field, group.ty, group.field
        )
        .unwrap();
    }
    out.push_str("}\n\n");
}

fn emit_struct(out: &mut String, group: &Group, english: &Catalog, selecting: &Selecting) {
    let file = &english[group.file];
    doc(out, "", &file.comment);
    writeln!(
        out,
        "#[derive(Debug, Serialize)]\npub struct {} {{",
        group.ty
    )
    .unwrap();
    for message in &file.messages {
        doc(out, "    ", &message.comment);
        let ty = match shape(message, selecting) {
            Shape::Text => "&'static str".to_string(),
            Shape::Pattern => "Pattern".to_string(),
            Shape::List(n) => format!("[&'static str; {n}]"),
            Shape::Pairs(n) => format!("[[&'static str; 2]; {n}]"),
            Shape::Counters(n) => format!("[Counter; {n}]"),
        };
        writeln!(out, "    pub {}: {ty},", snake(&message.id, group.file)).unwrap();
    }
    for child in children(group) {
        doc(out, "    ", &english[child.file].comment);
        writeln!(out, "    pub {}: {},", child.field, child.ty).unwrap();
    }
    out.push_str("}\n\n");
}

/// What writing one language's values needs besides the messages.
struct Emitting<'a> {
    /// The language's `Lang` variant, for its patterns' plural rules.
    lang: &'a str,
    /// Which messages are patterns.
    selecting: &'a Selecting,
}

/// Rust for `pieces` as a pattern's parts: `&[Part::Text(…), …]`.
fn parts(pieces: &[Piece]) -> String {
    let mut out = String::from("&[");
    for piece in pieces {
        match piece {
            Piece::Text(t) => write!(out, "Part::Text({t:?}), ").unwrap(),
            Piece::Var(v) => write!(out, "Part::Var({v:?}), ").unwrap(),
            Piece::Select { var, arms, other } => {
                write!(out, "Part::Select {{ var: {var:?}, arms: &[").unwrap();
                for (key, arm) in arms {
                    let key = match key.parse::<u64>() {
                        Ok(n) => format!("Key::Exact({n})"),
                        Err(_) if is_word_key(key) => format!("Key::Word({key:?})"),
                        Err(_) => format!("Key::Category(Category::{})", camel(key)),
                    };
                    write!(out, "({key}, {}), ", parts(arm)).unwrap();
                }
                write!(out, "], other: {} }}, ", parts(other)).unwrap();
            }
        }
    }
    out.push(']');
    out
}

fn emit_value(out: &mut String, group: &Group, catalog: &Catalog, indent: &str, at: &Emitting) {
    let file = &catalog[group.file];
    writeln!(out, "{} {{", group.ty).unwrap();
    for message in &file.messages {
        write!(out, "{indent}    {}: ", snake(&message.id, group.file)).unwrap();
        match (&message.value, shape(message, at.selecting)) {
            (Value::Text(pieces), Shape::Pattern) => write!(
                out,
                "Pattern {{ lang: Lang::{}, parts: {} }}",
                at.lang,
                parts(pieces)
            )
            .unwrap(),
            (Value::Text(pieces), _) => write!(out, "{:?}", template(pieces)).unwrap(),
            (Value::List(items), Shape::Counters(_)) => {
                out.push('[');
                for pair in items.chunks(2) {
                    let key = camel(split(&pair[0].0).map_or("", |s| s.0));
                    write!(
                        out,
                        "Counter {{ key: CounterName::{key}, name: {:?}, definition: {:?} }}, ",
                        template(&pair[0].1),
                        template(&pair[1].1)
                    )
                    .unwrap();
                }
                out.push(']');
            }
            (Value::List(items), Shape::Pairs(_)) => {
                out.push('[');
                for pair in items.chunks(2) {
                    write!(
                        out,
                        "[{:?}, {:?}], ",
                        template(&pair[0].1),
                        template(&pair[1].1)
                    )
                    .unwrap();
                }
                out.push(']');
            }
            (Value::List(items), _) => {
                out.push('[');
                for (_, pieces) in items {
                    write!(out, "{:?}, ", template(pieces)).unwrap();
                }
                out.push(']');
            }
        }
        out.push_str(",\n");
    }
    for child in children(group) {
        write!(out, "{indent}    {}: ", child.field).unwrap();
        emit_value(out, child, catalog, &format!("{indent}    "), at);
        out.push_str(",\n");
    }
    write!(out, "{indent}}}").unwrap();
}

/// Rust's keywords that a variable's name could be, written raw.
fn field_name(variable: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "box", "break", "const", "continue", "crate", "do", "else", "enum", "extern",
        "false", "final", "fn", "for", "if", "impl", "in", "let", "loop", "macro", "match", "mod",
        "move", "mut", "override", "priv", "pub", "ref", "return", "static", "struct", "super",
        "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where",
        "while", "yield", "async", "await", "dyn", "gen",
    ];
    if KEYWORDS.contains(&variable) {
        format!("r#{variable}")
    } else {
        variable.to_string()
    }
}

/// A text message's variables in the order they first appear.
fn text_variables(message: &Message) -> Vec<&str> {
    let Value::Text(pieces) = &message.value else {
        return Vec::new();
    };
    let mut out: Vec<&str> = Vec::new();
    Piece::walk(pieces, &mut |piece| {
        if let Piece::Var(name) | Piece::Select { var: name, .. } = piece {
            if !out.contains(&name.as_str()) {
                out.push(name);
            }
        }
    });
    out
}

/// Whether a message's `vars` struct borrows a value (it has a variable
/// that is not a number selected on).
fn borrows(message: &Message, selecting: &Selecting) -> bool {
    let numbers = selecting.get(&message.id);
    text_variables(message)
        .iter()
        .any(|v| !numbers.is_some_and(|n| n.contains(*v)))
}

/// A method per message with variables, taking them by name
/// (`vars::<Id>`), so that a call site that misspells or forgets one does
/// not compile.
fn emit_methods(out: &mut String, group: &Group, english: &Catalog, selecting: &Selecting) {
    let file = &english[group.file];
    let typed: Vec<&Message> = file
        .messages
        .iter()
        .filter(|m| !text_variables(m).is_empty())
        .collect();
    if typed.is_empty() {
        return;
    }
    writeln!(out, "impl {} {{", group.ty).unwrap();
    for (n, message) in typed.iter().enumerate() {
        if n > 0 {
            out.push('\n');
        }
        doc(out, "    ", &message.comment);
        let field = snake(&message.id, group.file);
        let ty = camel(&message.id);
        let life = if borrows(message, selecting) {
            "<'_>"
        } else {
            ""
        };
        writeln!(
            out,
            "    pub fn {field}(&self, args: vars::{ty}{life}) -> String {{"
        )
        .unwrap();
        match selecting.get(&message.id) {
            Some(numbers) => {
                let pairs: Vec<String> = text_variables(message)
                    .iter()
                    .map(|v| match numbers.contains(*v) {
                        true => format!("({v:?}, Arg::Number(args.{}))", field_name(v)),
                        false => format!("({v:?}, Arg::Text(args.{}))", field_name(v)),
                    })
                    .collect();
                writeln!(out, "        self.{field}.format(&[{}])", pairs.join(", ")).unwrap();
            }
            None => {
                let pairs: Vec<String> = text_variables(message)
                    .iter()
                    .map(|v| format!("({v:?}, args.{})", field_name(v)))
                    .collect();
                writeln!(
                    out,
                    "        fill_with(self.{field}, &[{}])",
                    pairs.join(", ")
                )
                .unwrap();
            }
        }
        out.push_str("    }\n");
    }
    out.push_str("}\n\n");
}

/// The variables of every message that has some, one struct each, named
/// after the message's id.
fn emit_args(out: &mut String, english: &Catalog, selecting: &Selecting) {
    out.push_str("/// The variables of each message that has some, one struct per message,\n");
    out.push_str("/// named after its id (`check-several` takes `vars::CheckSeveral`).\n");
    out.push_str("#[doc(hidden)]\npub mod vars {\n    use std::fmt::Display;\n");
    for group in GROUPS {
        for message in &english[group.file].messages {
            let variables = text_variables(message);
            if variables.is_empty() {
                continue;
            }
            out.push('\n');
            doc(
                out,
                "    ",
                &format!("The variables of `{}`: {}", message.id, message.comment),
            );
            let numbers = selecting.get(&message.id);
            let life = if borrows(message, selecting) {
                "<'a>"
            } else {
                ""
            };
            writeln!(out, "    pub struct {}{life} {{", camel(&message.id)).unwrap();
            for v in variables {
                match numbers.is_some_and(|n| n.contains(v)) {
                    true => {
                        writeln!(
                            out,
                            "        /// `${v}`, a number the message's words depend on."
                        )
                        .unwrap();
                        writeln!(out, "        pub {}: u64,", field_name(v)).unwrap();
                    }
                    false => {
                        writeln!(out, "        /// `${v}`.").unwrap();
                        writeln!(out, "        pub {}: &'a dyn Display,", field_name(v)).unwrap();
                    }
                }
            }
            out.push_str("    }\n");
        }
    }
    out.push_str("}\n");
}
