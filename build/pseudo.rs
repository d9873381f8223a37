//! The pseudo-locale (`pseudo = true` in the manifest): English accented
//! and lengthened, derived at build time as Firefox derives its accented
//! pseudo-locale from en-US, so it never falls behind English. Variables,
//! selector keys, options (`--lang`), wire and file names (`dead_end`,
//! `*.jsonl`) and code in backticks stay as typed: any plain English word
//! in its output is a message that bypassed `i18n/`.

use crate::messages::{Catalog, Piece, Value};

const UPPER: &str = "ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";
const LOWER: &str = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ";

/// One letter accented; a vowel twice, to lengthen the text as a longer
/// language would.
fn accent(c: char, out: &mut String) {
    let accented = match c {
        'A'..='Z' => UPPER.chars().nth(c as usize - 'A' as usize),
        'a'..='z' => LOWER.chars().nth(c as usize - 'a' as usize),
        _ => None,
    };
    match accented {
        Some(a) => {
            out.push(a);
            if "aeiouAEIOU".contains(c) {
                out.push(a);
            }
        }
        None => out.push(c),
    }
}

/// Whether a word stays as typed: an option (`--lang`, `-o`), a wire or
/// file name (`dead_end`, `*.jsonl`, `a/b`), anything with a digit.
pub fn verbatim(word: &str) -> bool {
    word.starts_with('-')
        || word.contains(['_', '/', '*', '=', '+'])
        || word.chars().any(|c| c.is_ascii_digit())
        || word
            .trim_end_matches([',', ';', ':', ')', '.'])
            .contains('.')
}

/// Text accented word by word, code in backticks left as it is.
#[allow(dead_code)] // The build accents a message's pieces; tests/it/pseudo_locale.rs a text.
pub fn accented(text: &str) -> String {
    accented_from(text, &mut false)
}

/// [`accented`], starting inside code when `in_code` (a message's earlier
/// piece opened a backtick, as in `` `{ $field }` lists ``), and leaving it
/// as the text ends.
fn accented_from(text: &str, in_code: &mut bool) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if verbatim(word) {
            out.push_str(word);
        } else {
            word.chars().for_each(|c| accent(c, out));
        }
        word.clear();
    };
    for c in text.chars() {
        if c == '`' {
            flush(&mut word, &mut out);
            *in_code = !*in_code;
            out.push(c);
        } else if *in_code {
            out.push(c);
        } else if c.is_whitespace() || "()[]{},;:".contains(c) {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// A message's pieces accented, whether inside code carried from one piece
/// to the next (each variant of a selector starts where the selector does).
fn pieces(pieces: &[Piece]) -> Vec<Piece> {
    pieces_from(pieces, &mut false)
}

fn pieces_from(pieces: &[Piece], in_code: &mut bool) -> Vec<Piece> {
    pieces
        .iter()
        .map(|piece| match piece {
            Piece::Text(text) => Piece::Text(accented_from(text, in_code)),
            Piece::Var(name) => Piece::Var(name.clone()),
            Piece::Select { var, arms, other } => {
                let start = *in_code;
                let arms = arms
                    .iter()
                    .map(|(k, p)| (k.clone(), pieces_from(p, &mut start.clone())))
                    .collect();
                let other = pieces_from(other, in_code);
                Piece::Select {
                    var: var.clone(),
                    arms,
                    other,
                }
            }
        })
        .collect()
}

/// English's catalog as the pseudo-locale's.
pub fn derive(english: &Catalog) -> Catalog {
    let mut catalog = english.clone();
    for file in catalog.values_mut() {
        for message in &mut file.messages {
            message.value = match &message.value {
                Value::Text(p) => Value::Text(pieces(p)),
                Value::List(items) => {
                    Value::List(items.iter().map(|(l, p)| (l.clone(), pieces(p))).collect())
                }
            };
        }
    }
    catalog
}
