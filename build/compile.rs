//! The whole step: the manifest, every language's files, the checks, the
//! Rust written (only when it changed, so that an unchanged build does not
//! recompile the crate).

use std::path::Path;

use crate::{check, emit, fonts, manifest, messages, pseudo};

/// Reads, checks and compiles every language under `root` into `out`, and
/// the pages' fonts into `fonts.css` beside it.
pub fn build(root: &Path, out: &Path) -> Result<(), Vec<String>> {
    let code = compile(root)?;
    let languages = manifest::read(&root.join("languages.toml")).map_err(|e| vec![e])?;
    let css = fonts::css(&languages).map_err(|e| vec![e])?;
    write_if_changed(out, &code)?;
    write_if_changed(&out.with_file_name("fonts.css"), &css)
}

/// Writes `text` to `path` unless it holds it already, so that an
/// unchanged build does not recompile the crate.
fn write_if_changed(path: &Path, text: &str) -> Result<(), Vec<String>> {
    if std::fs::read_to_string(path).unwrap_or_default() != text {
        std::fs::write(path, text).map_err(|e| vec![format!("{}: {e}", path.display())])?;
    }
    Ok(())
}

/// Every language under `root` read, checked and written as Rust, or every
/// fault found.
pub fn compile(root: &Path) -> Result<String, Vec<String>> {
    let languages = manifest::read(&root.join("languages.toml")).map_err(|e| vec![e])?;
    let mut catalogs = Vec::new();
    let mut faults = Vec::new();
    for language in &languages {
        if language.pseudo {
            // Derived from English below, once English is read.
            catalogs.push(messages::Catalog::default());
            continue;
        }
        match messages::read_folder(&root.join(&language.tag)) {
            Ok(catalog) => catalogs.push(catalog),
            Err(mut found) => {
                faults.append(&mut found);
                catalogs.push(messages::Catalog::default());
            }
        }
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    for (n, language) in languages.iter().enumerate() {
        if language.pseudo {
            catalogs[n] = pseudo::derive(&catalogs[0]);
        }
    }
    let complete = check::complete(&languages, &catalogs)?;
    Ok(emit::emit(&languages, &complete))
}
