//! Helpers of the catalogs' tests: the build's list of characters that
//! differ between the scripts, and every message of a catalog with its
//! path. What every language is held to (every message, its variables, its
//! script) the build checks (`build/check.rs`, `tests/i18n_build.rs`).

use serde::Serialize;
use serde_json::Value;

#[allow(dead_code)] // `foreign` is the build's
mod script {
    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/build/script.rs"));
}

/// Characters that differ between the scripts, as (Simplified,
/// Traditional): the build's list (`build/script.rs`), which checks the
/// catalogs of `i18n/`.
pub(super) use script::SCRIPT_PAIRS;

/// Every string of `catalog`, with its path (`phrases.counters[3].name`).
pub(super) fn messages(catalog: &impl Serialize) -> Vec<(String, String)> {
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
