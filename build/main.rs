//! The build step of the words layer: every message of `i18n/` read,
//! checked and compiled into Rust (`$OUT_DIR/words.rs`, included by
//! `src/words/mod.rs`).
//!
//! A language is a folder of Fluent files and a line in
//! `i18n/languages.toml`; no Rust names a language or a message's text. The
//! build fails, naming the file, the line and the message, when a message is
//! missing from a language (after its fallback), has other variables or
//! other attributes than the English one, is empty, or is written in the
//! other script; see `check.rs`.

mod check;
mod compile;
mod emit;
mod fonts;
mod groups;
mod manifest;
mod messages;
mod plural;
mod pseudo;
mod script;

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    println!("cargo::rerun-if-changed=i18n");
    println!("cargo::rerun-if-changed=build");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out_dir).join("words.rs");
    match compile::build(&root, &out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(faults) => {
            for fault in &faults {
                eprintln!("error: {fault}");
            }
            eprintln!("error: {} fault(s) in the messages of i18n/", faults.len());
            ExitCode::FAILURE
        }
    }
}
