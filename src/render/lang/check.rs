//! What a test holds every catalog to, beyond what the compiler sees: no
//! message empty, the holes of the English template and no other, and the
//! language's own script. Shared by the catalogs' tests and those of the
//! `compare` page's words.

use std::collections::BTreeSet;

use serde::Serialize;
use serde_json::Value;

use super::Lang;

mod script {
    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/build/script.rs"));
}

/// Characters that differ between the scripts, as (Simplified,
/// Traditional): the build's list (`build/script.rs`), which checks the
/// catalogs of `i18n/`; these tests hold the `compare` page's words to it.
pub(in crate::render) use script::SCRIPT_PAIRS;

use crate::words::Script;

/// The script `lang` writes (`i18n/languages.toml`).
pub(in crate::render) fn script(lang: Lang) -> Script {
    lang.script()
}

/// The names of the `{name}` holes of `template`.
pub(in crate::render) fn holes(template: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        out.insert(&after[..close]);
        rest = &after[close + 1..];
    }
    out
}

/// Every string of `catalog`, with its path (`phrases.counters[3].name`).
pub(in crate::render) fn messages(catalog: &impl Serialize) -> Vec<(String, String)> {
    fn walk(path: &str, value: &Value, out: &mut Vec<(String, String)>) {
        match value {
            Value::String(s) => out.push((path.to_string(), s.clone())),
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(&format!("{path}[{i}]"), item, out);
                }
            }
            Value::Object(fields) => {
                for (name, item) in fields {
                    let path = if path.is_empty() {
                        name.clone()
                    } else {
                        format!("{path}.{name}")
                    };
                    walk(&path, item, out);
                }
            }
            _ => {}
        }
    }
    let value = serde_json::to_value(catalog).expect("a catalog is plain strings");
    let mut out = Vec::new();
    walk("", &value, &mut out);
    out
}

/// What is wrong with `catalog` in `lang`, held to `english`: a message
/// missing or empty, holes other than the English template's, characters of
/// the other script. Empty when nothing is.
pub(in crate::render) fn faults(
    lang: Lang,
    english: &impl Serialize,
    catalog: &impl Serialize,
) -> Vec<String> {
    let english = messages(english);
    let catalog = messages(catalog);
    let mut faults = Vec::new();
    let tag = lang.tag();
    for (path, template) in &english {
        let Some((_, message)) = catalog.iter().find(|(p, _)| p == path) else {
            faults.push(format!("{tag}: {path} is missing"));
            continue;
        };
        if message.trim().is_empty() {
            faults.push(format!("{tag}: {path} is empty"));
        }
        if holes(message) != holes(template) {
            faults.push(format!(
                "{tag}: {path} has holes {:?}, English {:?}: {message}",
                holes(message),
                holes(template)
            ));
        }
    }
    for (path, message) in &catalog {
        if !english.iter().any(|(p, _)| p == path) {
            faults.push(format!("{tag}: {path} is not an English message"));
        }
        let name = match script(lang) {
            Script::Latin => "latin",
            Script::Simplified => "simplified",
            Script::Traditional => "traditional",
        };
        for c in script::foreign(name, message) {
            faults.push(format!(
                "{tag}: {path} writes {c}, of the other script: {message}"
            ));
        }
    }
    faults
}
