//! clap's own usage errors, made as safe to print as ours.
//!
//! clap echoes the value it refused whole, escape sequences and direction
//! controls included (`sudoku-trace completions $'ba\e[2Jsh'`), before any
//! of our messages; through a pipe it strips the escape sequences but not
//! the other controls, on a terminal it strips nothing. Every piece of the
//! command line an error carries is put through [`echoed`] here: shown as
//! code points and cut at 100 characters, as our own messages show outside
//! text. The values our own parsers refuse are echoed the same way
//! (`args.rs`, `puzzle_arg.rs`), since clap prints their messages as they are.

use clap::builder::StyledStr;
use clap::error::{ContextValue, Error};

use super::echoed;

/// `error` with every value it echoes made safe; a value that needs no
/// change keeps clap's styling.
pub fn safe(mut error: Error) -> Error {
    let safe_text = |text: &str| {
        let shown = echoed(text);
        (shown != text).then_some(shown)
    };
    let rewritten: Vec<_> = error
        .context()
        .filter_map(|(kind, value)| {
            let value = match value {
                ContextValue::String(text) => ContextValue::String(safe_text(text)?),
                ContextValue::Strings(texts) => {
                    texts.iter().find(|t| safe_text(t).is_some())?;
                    ContextValue::Strings(texts.iter().map(|t| echoed(t)).collect())
                }
                ContextValue::StyledStr(text) => {
                    ContextValue::StyledStr(StyledStr::from(safe_text(&text.to_string())?))
                }
                ContextValue::StyledStrs(texts) => {
                    texts.iter().find(|t| safe_text(&t.to_string()).is_some())?;
                    ContextValue::StyledStrs(
                        texts
                            .iter()
                            .map(|t| StyledStr::from(echoed(&t.to_string())))
                            .collect(),
                    )
                }
                _ => return None,
            };
            Some((kind, value))
        })
        .collect();
    for (kind, value) in rewritten {
        error.insert(kind, value);
    }
    error
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::cli::Cli;

    fn message(args: &[&str]) -> String {
        let error = Cli::try_parse_from(args).expect_err("a usage error");
        safe(error).render().to_string()
    }

    #[test]
    fn refused_values_are_shown_and_cut() {
        let shell = message(&["sudoku-trace", "completions", "ba\u{1b}[2Jsh\u{202e}"]);
        assert!(
            shell.starts_with("error: invalid value 'ba[U+001B][2Jsh[U+202E]' for '<SHELL>'"),
            "{shell}"
        );
        let long = "x".repeat(5_000);
        let name = message(&["sudoku-trace", "solve", "--puzzle", &long]);
        assert!(name.len() < 1_000, "{} bytes", name.len());
        assert!(name.contains("… (4900 more characters)"), "{name}");
        let unknown = message(&["sudoku-trace", "solve", "--\u{7}x"]);
        assert!(!unknown.contains('\u{7}'), "{unknown}");
        assert!(unknown.contains("--[U+0007]x"), "{unknown}");
    }

    #[test]
    fn plain_errors_are_left_as_clap_writes_them() {
        let error = Cli::try_parse_from(["sudoku-trace", "completions", "bah"]).unwrap_err();
        let before = error.render().ansi().to_string();
        assert_eq!(safe(error).render().ansi().to_string(), before);
    }
}
