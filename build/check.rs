//! What the build holds every language to, English being the reference:
//! each English message present after the fallback, with the same
//! attributes and the same variables, nothing empty, nothing in the other
//! script, nothing a fallback language already says the same way; each
//! English message with variables says in its comment what they are.

use std::collections::{BTreeMap, BTreeSet};

use crate::groups;
use crate::manifest::Language;
use crate::messages::{Catalog, File, Message, Piece, Value, word_selectors};
use crate::{plural, script};

/// Every language's catalog with its fallback's messages filled in, in the
/// order of `languages`, or every fault found.
pub fn complete(languages: &[Language], catalogs: &[Catalog]) -> Result<Vec<Catalog>, Vec<String>> {
    let english = &catalogs[0];
    let mut faults = Vec::new();
    for (file, group) in english {
        if groups::find(file).is_none() {
            faults.push(format!(
                "{}: no group in build/groups.rs is named `{file}`",
                group.path.display()
            ));
        }
        for message in &group.messages {
            let variables = variables(&message.value);
            for name in variables {
                let said = message
                    .comment
                    .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'));
                if !said.into_iter().any(|w| w == format!("${name}")) {
                    faults.push(format!(
                        "{}:{}: {}: its comment does not say what ${name} is",
                        group.path.display(),
                        message.line,
                        message.id
                    ));
                }
            }
        }
    }
    for group in groups::GROUPS {
        if !english.contains_key(group.file) {
            faults.push(format!(
                "i18n/en/{}.ftl is missing (build/groups.rs names it)",
                group.file
            ));
        }
    }
    let mut complete: Vec<Catalog> = Vec::new();
    for (n, language) in languages.iter().enumerate() {
        let own = &catalogs[n];
        let base = language
            .fallback
            .as_ref()
            .and_then(|tag| languages.iter().position(|l| &l.tag == tag))
            .map(|i| &complete[i]);
        faults.extend(extra(language, own, english));
        let mut filled = Catalog::new();
        for (file, reference) in english {
            let mine = own.get(file);
            let mut messages = Vec::new();
            for wanted in &reference.messages {
                let found = mine.and_then(|f| f.messages.iter().find(|m| m.id == wanted.id));
                let inherited = base
                    .and_then(|b| b.get(file))
                    .and_then(|f| f.messages.iter().find(|m| m.id == wanted.id));
                let message = match (found, inherited) {
                    (Some(found), Some(inherited)) if found.value == inherited.value => {
                        faults.push(format!(
                            "i18n/{}/{file}.ftl:{}: {}: says what {} says; delete it (the fallback gives it)",
                            language.tag,
                            found.line,
                            found.id,
                            language.fallback.as_deref().unwrap_or_default()
                        ));
                        found
                    }
                    (Some(found), _) => found,
                    (None, Some(inherited)) => inherited,
                    (None, None) => {
                        faults.push(format!(
                            "i18n/{}/{file}.ftl: {} is missing (English says it in i18n/en/{file}.ftl:{})",
                            language.tag, wanted.id, wanted.line
                        ));
                        continue;
                    }
                };
                let at = format!(
                    "i18n/{}/{file}.ftl:{}: {}",
                    language.tag, message.line, message.id
                );
                faults.extend(same_shape(&at, wanted, message));
                let mut all: Vec<&Piece> = Vec::new();
                match &message.value {
                    Value::Text(p) => all.extend(p),
                    Value::List(items) => items.iter().for_each(|(_, p)| all.extend(p)),
                }
                let owned: Vec<Piece> = all.into_iter().cloned().collect();
                let words = word_selectors(&wanted.value);
                for key in foreign_keys(&owned, language, &words) {
                    faults.push(match words.values().any(|w| !w.is_empty()) {
                        true => format!(
                            "{at}: [{key}] is not a key of English's selector here ({words:?}), nor a plural category of {} ({:?}), nor a number",
                            language.tag,
                            plural::categories(&language.tag)
                        ),
                        false => format!(
                            "{at}: [{key}] is not a plural category of {} (it has {:?}) nor a number",
                            language.tag,
                            plural::categories(&language.tag)
                        ),
                    });
                }
                faults.extend(in_script(&at, &language.script, message));
                messages.push(message.clone());
            }
            filled.insert(
                file.clone(),
                File {
                    path: reference.path.clone(),
                    comment: reference.comment.clone(),
                    messages,
                },
            );
        }
        complete.push(filled);
    }
    if faults.is_empty() {
        Ok(complete)
    } else {
        Err(faults)
    }
}

/// Files and messages of `own` that English does not have.
fn extra(language: &Language, own: &Catalog, english: &Catalog) -> Vec<String> {
    let mut faults = Vec::new();
    for (file, group) in own {
        let Some(reference) = english.get(file) else {
            faults.push(format!(
                "{}: English has no {file}.ftl",
                group.path.display()
            ));
            continue;
        };
        for message in &group.messages {
            if !reference.messages.iter().any(|m| m.id == message.id) {
                faults.push(format!(
                    "i18n/{}/{file}.ftl:{}: {} is not an English message",
                    language.tag, message.line, message.id
                ));
            }
        }
    }
    faults
}

/// The variables of a message, every attribute's together.
fn variables(value: &Value) -> BTreeSet<&str> {
    match value {
        Value::Text(pieces) => vars(pieces),
        Value::List(items) => items.iter().flat_map(|(_, p)| vars(p)).collect(),
    }
}

fn vars(pieces: &[Piece]) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    Piece::walk(pieces, &mut |piece| match piece {
        Piece::Var(name) | Piece::Select { var: name, .. } => {
            out.insert(name.as_str());
        }
        Piece::Text(_) => {}
    });
    out
}

fn empty(pieces: &[Piece]) -> bool {
    pieces
        .iter()
        .all(|p| matches!(p, Piece::Text(t) if t.trim().is_empty()))
}

/// The keys of `pieces`' selectors that are neither a number nor a plural
/// category `language` has for whole numbers, nor, on a variable English
/// selects by word (`words`), one of English's keys.
fn foreign_keys(
    pieces: &[Piece],
    language: &Language,
    words: &BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    let categories = plural::categories(&language.tag);
    let mut out = Vec::new();
    Piece::walk(pieces, &mut |piece| {
        if let Piece::Select { var, arms, .. } = piece {
            for (key, _) in arms {
                let ok = match words.get(var) {
                    Some(english) => english.contains(key),
                    None => key.parse::<u64>().is_ok() || categories.contains(&key.as_str()),
                };
                if !ok {
                    out.push(key.clone());
                }
            }
        }
    });
    out
}

/// `message` held to `english`: the same kind, attributes and variables,
/// nothing empty.
fn same_shape(at: &str, english: &Message, message: &Message) -> Vec<String> {
    let mut faults = Vec::new();
    let mut text = |label: &str, want: &[Piece], got: &[Piece]| {
        let (want_vars, got_vars) = (vars(want), vars(got));
        if want_vars != got_vars {
            faults.push(format!(
                "{at}{label}: has variables {got_vars:?}, English {want_vars:?}"
            ));
        }
        if empty(got) && !empty(want) {
            faults.push(format!("{at}{label}: is empty"));
        }
    };
    match (&english.value, &message.value) {
        (Value::Text(want), Value::Text(got)) => text("", want, got),
        (Value::List(want), Value::List(got)) => {
            let labels = |items: &[(String, Vec<Piece>)]| {
                items.iter().map(|(l, _)| l.clone()).collect::<Vec<_>>()
            };
            if labels(want) != labels(got) {
                return vec![format!(
                    "{at}: has attributes {:?}, English {:?}",
                    labels(got),
                    labels(want)
                )];
            }
            for ((label, want), (_, got)) in want.iter().zip(got) {
                text(&format!(".{label}"), want, got);
            }
        }
        _ => faults.push(format!(
            "{at}: English's is a {}, this one is not",
            kind(&english.value)
        )),
    }
    faults
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Text(_) => "text",
        Value::List(_) => "list of attributes",
    }
}

/// Characters of `message` foreign to `script`.
fn in_script(at: &str, script: &str, message: &Message) -> Vec<String> {
    let mut texts: Vec<&Piece> = Vec::new();
    match &message.value {
        Value::Text(pieces) => texts.extend(pieces),
        Value::List(items) => items.iter().for_each(|(_, p)| texts.extend(p)),
    }
    let mut faults = Vec::new();
    let mut flat: Vec<&Piece> = Vec::new();
    for piece in texts {
        Piece::walk(std::slice::from_ref(piece), &mut |p| flat.push(p));
    }
    for piece in flat {
        if let Piece::Text(text) = piece {
            let foreign = script::foreign(script, text);
            if !foreign.is_empty() {
                faults.push(format!(
                    "{at}: writes {foreign:?}, not of its script ({script})"
                ));
            }
        }
    }
    faults
}
