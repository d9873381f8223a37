//! The layers of ARCHITECTURE.md, held by reading the sources: the words
//! sit below the layers that speak, and reading, verifying and comparing
//! traces need no renderer.

use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The files under `src/<folder>` that name any of `modules` (as
/// `crate::<module>`), with the line.
fn naming(folder: &str, modules: &[&str]) -> Vec<String> {
    let root = crate::common::root().join("src").join(folder);
    let mut found = Vec::new();
    for path in sources(&root) {
        let text = fs::read_to_string(&path).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            for module in modules {
                if line.contains(&format!("crate::{module}::"))
                    || line.contains(&format!("crate::{module};"))
                {
                    found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn reading_verifying_and_comparing_need_no_renderer() {
    for folder in ["read", "verify", "diff"] {
        let found = naming(folder, &["render", "cli"]);
        assert!(
            found.is_empty(),
            "src/{folder} uses render or cli:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn the_words_stand_on_nothing_that_speaks() {
    let found = naming(
        "words",
        &["read", "verify", "diff", "grade", "render", "cli", "solver"],
    );
    assert!(
        found.is_empty(),
        "src/words uses a layer above it:\n{}",
        found.join("\n")
    );
}

#[test]
fn no_words_struct_is_written_by_hand() {
    let root = crate::common::root().join("src");
    let hand_written: Vec<String> = sources(&root)
        .into_iter()
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with("_words.rs"))
        })
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        hand_written.is_empty(),
        "words belong in i18n/: {hand_written:?}"
    );
}

/// `cargo tree -e normal` of the library with `features`: the crates it
/// brings to a user who depends on it, one name a line.
fn library_dependencies(features: &[&str]) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = std::process::Command::new(cargo);
    command
        .current_dir(crate::common::root())
        .args(["tree", "--locked", "--offline", "-e", "normal"])
        .args(["-p", "sudoku-trace", "--prefix", "none", "--format", "{p}"]);
    if !features.is_empty() {
        command.args(["--features", &features.join(",")]);
    }
    let out = command.output().expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut names: Vec<String> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The crates only the command line needs (the library's `cli` feature).
const COMMAND_LINE_CRATES: [&str; 7] = [
    "clap",
    "clap_complete",
    "clap_mangen",
    "indicatif",
    "anstream",
    "tempfile",
    "signal-hook",
];

#[test]
fn the_library_brings_no_command_line_crate_by_default() {
    let plain = library_dependencies(&[]);
    let found: Vec<&str> = COMMAND_LINE_CRATES
        .into_iter()
        .filter(|name| plain.iter().any(|p| p == name))
        .collect();
    assert!(found.is_empty(), "the library's default brings {found:?}");
    assert!(plain.iter().any(|p| p == "serde_json"), "{plain:?}");
    // The command and the Python package turn them on with `cli`.
    let with_cli = library_dependencies(&["cli"]);
    for name in ["clap", "indicatif", "tempfile"] {
        assert!(with_cli.iter().any(|p| p == name), "cli brings {name}");
    }
}
