//! clap's usage errors, said in `--lang` too: clap words its errors in
//! English only, so a usage error in another language gets one line in
//! that language above clap's message (what was wrong, from the error's
//! kind and the values clap names), which stays as clap writes it, with
//! its suggestions and usage line.

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};
use std::ffi::OsString;

use crate::render::Lang;
use crate::words::vars;

/// The language a command line asks for with `--lang X` or `--lang=X`,
/// read from its words before clap parses them (a usage error means clap
/// never gives it); `None` for none or an unknown one.
pub fn asked_lang(args: &[OsString]) -> Option<Lang> {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    words.iter().enumerate().find_map(|(i, word)| {
        let tag = match word.strip_prefix("--lang") {
            Some("") => *words.get(i + 1)?,
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        Lang::from_tag(tag)
    })
}

/// The line in `lang` over clap's `error`, or `None` for English (clap's
/// own words) and for what is no error (`--help`, `--version`).
pub fn line(error: &Error, lang: Lang) -> Option<String> {
    if lang == Lang::En || !error.use_stderr() {
        return None;
    }
    let w = lang.usage();
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => s.first().cloned(),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::StyledStrs(s)) => s.first().map(|s| s.to_string()),
        _ => None,
    };
    let quoted = |s: String| w.usage_quoted(vars::CliUsageQuoted { text: &s });
    let said = match error.kind() {
        ErrorKind::InvalidValue => {
            let option = text(ContextKind::InvalidArg)?;
            let value = quoted(text(ContextKind::InvalidValue)?);
            let takes = match error.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(values)) => w.usage_takes(vars::CliUsageTakes {
                    values: &values.join(w.list_separator),
                }),
                _ => String::new(),
            };
            w.usage_invalid_value(vars::CliUsageInvalidValue {
                option: &option,
                value: &value,
                takes: &takes,
            })
        }
        ErrorKind::UnknownArgument => w.usage_unknown(vars::CliUsageUnknown {
            option: &text(ContextKind::InvalidArg)?,
        }),
        ErrorKind::InvalidSubcommand => w.usage_no_subcommand(vars::CliUsageNoSubcommand {
            name: &text(ContextKind::InvalidSubcommand)?,
        }),
        ErrorKind::MissingRequiredArgument => w.usage_missing(vars::CliUsageMissing {
            what: &text(ContextKind::InvalidArg)?,
        }),
        ErrorKind::ArgumentConflict => w.usage_conflict(vars::CliUsageConflict {
            a: &text(ContextKind::InvalidArg)?,
            b: &text(ContextKind::PriorArg)?,
        }),
        _ => w.usage_other.to_string(),
    };
    let line = w.usage_line(vars::CliUsageLine { said: &said });
    Some(
        lang.puzzle_errors()
            .error(vars::ParseError { message: &line }),
    )
}
