//! A language's folder of Fluent files read into messages: each file a
//! group, each message a text or a list of attributes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use fluent_syntax::parser;

/// One piece of a message: text as written, or a variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Text, string literals already unescaped.
    Text(String),
    /// `{ $name }`.
    Var(String),
    /// `{ $name -> [one] … *[other] … }`: a variant chosen by the plural
    /// category of the number `$name` (or an exact number, `[0]`), the
    /// `other` variant when none matches. A selector whose English keys
    /// are words (`[pruned]`) chooses by the text of `$name` instead: see
    /// [`word_selectors`].
    Select {
        /// The variable selected on.
        var: String,
        /// Each variant but the default: its key (`one`, `few`, `0`) and
        /// its pieces.
        arms: Vec<(String, Vec<Piece>)>,
        /// The default variant's pieces (the build requires it be `other`).
        other: Vec<Piece>,
    },
}

impl Piece {
    /// Every piece of `pieces`, those inside selectors' variants too, in
    /// order.
    pub fn walk<'a>(pieces: &'a [Piece], visit: &mut dyn FnMut(&'a Piece)) {
        for piece in pieces {
            visit(piece);
            if let Piece::Select { arms, other, .. } = piece {
                for (_, arm) in arms {
                    Piece::walk(arm, visit);
                }
                Piece::walk(other, visit);
            }
        }
    }
}

/// The names of CLDR's plural categories, which a key of a number's
/// selector may be.
pub const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Whether `key` names a word, not a number or a plural category: a
/// selector with such a key chooses by a variable's text
/// (`{ $rule -> [pruned] … *[other] … }`).
pub fn is_word_key(key: &str) -> bool {
    key.parse::<u64>().is_err() && !CATEGORIES.contains(&key)
}

/// The variables `value`'s selectors choose by text, with the word keys
/// of each: a selector is on a word when one of its keys is one.
pub fn word_selectors(value: &Value) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut visit = |piece: &Piece| {
        if let Piece::Select { var, arms, .. } = piece
            && arms.iter().any(|(key, _)| is_word_key(key))
        {
            let keys = out.entry(var.clone()).or_default();
            for (key, _) in arms {
                if !keys.contains(key) {
                    keys.push(key.clone());
                }
            }
        }
    };
    match value {
        Value::Text(pieces) => Piece::walk(pieces, &mut visit),
        Value::List(items) => items.iter().for_each(|(_, p)| Piece::walk(p, &mut visit)),
    }
    out
}

/// A message's value: a text, or attributes (label and text) in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A message with a value and no attributes.
    Text(Vec<Piece>),
    /// A message without a value, whose attributes are its items.
    List(Vec<(String, Vec<Piece>)>),
}

/// One message.
#[derive(Clone, Debug)]
pub struct Message {
    /// Its identifier, `narration-title`.
    pub id: String,
    /// Its comment, lines joined by spaces.
    pub comment: String,
    /// Its value.
    pub value: Value,
    /// The line it starts on.
    pub line: usize,
}

/// One file: its stem (the group), its resource comment, its messages.
#[derive(Clone, Debug, Default)]
pub struct File {
    /// The file's path, for errors.
    pub path: PathBuf,
    /// The `###` comment, the group's doc.
    pub comment: String,
    /// The messages in order.
    pub messages: Vec<Message>,
}

/// Every file of one language, by stem.
pub type Catalog = BTreeMap<String, File>;

/// Reads every `.ftl` file of `folder`.
pub fn read_folder(folder: &Path) -> Result<Catalog, Vec<String>> {
    let entries =
        std::fs::read_dir(folder).map_err(|e| vec![format!("{}: {e}", folder.display())])?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    paths.sort();
    let mut catalog = Catalog::new();
    let mut faults = Vec::new();
    for path in paths {
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        match read_file(&path, &stem) {
            Ok(file) => {
                catalog.insert(stem, file);
            }
            Err(mut found) => faults.append(&mut found),
        }
    }
    if faults.is_empty() {
        Ok(catalog)
    } else {
        Err(faults)
    }
}

fn read_file(path: &Path, stem: &str) -> Result<File, Vec<String>> {
    let place = path.display().to_string();
    let source = std::fs::read_to_string(path).map_err(|e| vec![format!("{place}: {e}")])?;
    let line_of = |offset: usize| source[..offset.min(source.len())].matches('\n').count() + 1;
    let resource = match parser::parse(source.as_str()) {
        Ok(resource) => resource,
        Err((_, errors)) => {
            return Err(errors
                .iter()
                .map(|e| {
                    // The entry the error spoils starts the line to look at.
                    let at = e.slice.as_ref().map_or(e.pos.start, |s| s.start);
                    format!("{place}:{}: {:?}", line_of(at), e.kind)
                })
                .collect());
        }
    };
    let mut file = File {
        path: path.to_path_buf(),
        ..File::default()
    };
    let mut faults = Vec::new();
    let prefix = format!("{stem}-");
    for entry in resource.body {
        match entry {
            Entry::ResourceComment(c) => file.comment = c.content.join(" "),
            Entry::Message(m) => {
                let id = m.id.name.to_string();
                let line = find_line(&source, &id);
                let at = format!("{place}:{line}: {id}");
                if !id.starts_with(&prefix) || id.len() == prefix.len() {
                    faults.push(format!(
                        "{at}: a message of {stem}.ftl is named `{prefix}…`"
                    ));
                    continue;
                }
                let value = match (&m.value, m.attributes.is_empty()) {
                    (Some(pattern), true) => pieces(pattern).map(Value::Text),
                    (None, false) => m
                        .attributes
                        .iter()
                        .map(|a| pieces(&a.value).map(|p| (a.id.name.to_string(), p)))
                        .collect::<Result<_, _>>()
                        .map(Value::List),
                    _ => Err("a message is a text or a list of attributes, not both".to_string()),
                };
                match value {
                    Ok(value) => file.messages.push(Message {
                        id,
                        comment: m.comment.map(|c| c.content.join(" ")).unwrap_or_default(),
                        value,
                        line,
                    }),
                    Err(why) => faults.push(format!("{at}: {why}")),
                }
            }
            Entry::Term(t) => faults.push(format!(
                "{place}:{}: -{}: terms are not used yet",
                find_line(&source, &format!("-{}", t.id.name)),
                t.id.name
            )),
            Entry::Junk { content } => faults.push(format!(
                "{place}:{}: not Fluent: {}",
                find_line(&source, content.lines().next().unwrap_or_default()),
                content.trim()
            )),
            Entry::Comment(_) | Entry::GroupComment(_) => {}
        }
    }
    if faults.is_empty() {
        Ok(file)
    } else {
        Err(faults)
    }
}

/// The line `id =` starts on (1 when not found).
fn find_line(source: &str, id: &str) -> usize {
    source
        .lines()
        .position(|l| l.starts_with(id) && l[id.len()..].trim_start().starts_with('='))
        .map_or(1, |n| n + 1)
}

/// A pattern as pieces: text (adjacent text joined), variables and
/// selectors on a variable.
fn pieces(pattern: &Pattern<&str>) -> Result<Vec<Piece>, String> {
    let mut out: Vec<Piece> = Vec::new();
    let push_text = |out: &mut Vec<Piece>, text: &str| match out.last_mut() {
        Some(Piece::Text(t)) => t.push_str(text),
        _ => out.push(Piece::Text(text.to_string())),
    };
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => push_text(&mut out, value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    let text = fluent_syntax::unicode::unescape_unicode_to_string(value);
                    push_text(&mut out, &text);
                }
                Expression::Inline(InlineExpression::VariableReference { id }) => {
                    out.push(Piece::Var(id.name.to_string()))
                }
                Expression::Select { selector, variants } => {
                    let InlineExpression::VariableReference { id } = selector else {
                        return Err("a selector selects on a variable ({ $n -> … })".into());
                    };
                    let mut arms = Vec::new();
                    let mut other = None;
                    for variant in variants {
                        let key = match &variant.key {
                            VariantKey::Identifier { name } => name.to_string(),
                            VariantKey::NumberLiteral { value } => value.to_string(),
                        };
                        let value = pieces(&variant.value)?;
                        if variant.default {
                            if key != "other" {
                                return Err(format!(
                                    "the default variant is *[{key}]; the build wants *[other]"
                                ));
                            }
                            other = Some(value);
                        } else {
                            arms.push((key, value));
                        }
                    }
                    out.push(Piece::Select {
                        var: id.name.to_string(),
                        arms,
                        other: other.ok_or("a selector without a default variant")?,
                    });
                }
                _ => {
                    return Err(
                        "only text, string literals, variables and selectors are used".into(),
                    );
                }
            },
        }
    }
    Ok(out)
}
