//! Text from outside the program on its way into a page or a terminal: a
//! puzzle's file name, `--title`, the strategy named by a trace another
//! program wrote.
//!
//! Escaping is done elsewhere: askama escapes everything a template prints,
//! `|json` escapes the page's data, and the walkthrough's script writes
//! text only through `textContent`. What escaping lets through is the
//! Unicode controls that reorder text: an unclosed right-to-left override
//! (U+202E) in a file name turns the rest of a heading backwards, and makes
//! `report\u{202E}fdp.exe` read as `reportexe.pdf`. A page shows such a
//! control as its code point (`[U+202E]`), as it shows the C0 and C1 control
//! characters, which have no business in a title either. On a terminal the
//! same function keeps outside text from acting: an escape sequence
//! (`\u{1b}]0;title\u{7}`, a C1 CSI) or a line break in a file name, a
//! strategy name, a field name or an unknown value would otherwise change
//! the terminal or forge a line of the report (issue 22: a strategy named
//! `x\nidentical: forged.jsonl and ref.jsonl`). Every place that echoes
//! outside text goes through [`shown`]; a message put together from
//! them passes [`shown_lines`] last, which keeps the message's own line
//! breaks. Right-to-left
//! letters need no controls, so they stay; the page isolates each piece of
//! outside text (`<bdi>`, or U+2068 … U+2069 in the script's sentences), so
//! that they reorder only themselves and never the words around them.

use std::borrow::Cow;
use std::fmt::Write;

use super::fill;

/// The explicit direction controls: embeddings, overrides, isolates and
/// their ends (the set rustc's `text_direction_codepoint_in_literal` lint
/// refuses in source code), and the implicit marks (left-to-right,
/// right-to-left and Arabic letter marks), which reorder the text around
/// them as well.
const DIRECTION_CONTROLS: [char; 12] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
];

/// The line and paragraph separators: not control characters, but a
/// terminal or an editor may break the line there.
const SEPARATORS: [char; 2] = ['\u{2028}', '\u{2029}'];

/// Whether `c` is shown as its code point: a C0 or C1 control character
/// (line breaks, ESC, BEL, CSI), a direction control or mark, a line or
/// paragraph separator.
fn hidden(c: char) -> bool {
    c.is_control() || DIRECTION_CONTROLS.contains(&c) || SEPARATORS.contains(&c)
}

/// [`shown`], line by line: the line breaks of a message kept, every
/// other control character and direction control written as its code point.
pub fn shown_lines(text: &str) -> String {
    text.split('\n').map(shown).collect::<Vec<_>>().join("\n")
}

/// `text` with every control character (line breaks too), direction
/// control and line separator written as its code point, `[U+202E]`: safe
/// to print in a page or on a terminal, where an escape sequence
/// (`\u{1b}[2J`) would otherwise act, and within a line of a report, which
/// it cannot break. The one function for outside text.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.contains(hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if hidden(c) {
            write!(out, "[U+{:04X}]", u32::from(c)).expect("a String takes any write");
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A sentence with one piece of outside text in it, cut around that text
/// so that a template can isolate it: `{{ before }}<bdi>{{ text }}</bdi>{{ after }}`.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Framed {
    pub before: String,
    pub text: String,
    pub after: String,
}

/// `template` with `{hole}` taken by `text` (as [`shown`]) and its other
/// holes filled from `values`, cut around `text`; a template without the
/// hole leaves `text` out.
pub(crate) fn frame(template: &str, hole: &str, text: &str, values: &[(&str, &str)]) -> Framed {
    match template.split_once(&format!("{{{hole}}}")) {
        Some((before, after)) => Framed {
            before: fill(before, values),
            text: shown(text).into_owned(),
            after: fill(after, values),
        },
        None => Framed {
            before: fill(template, values),
            text: String::new(),
            after: String::new(),
        },
    }
}

pub use super::width::columns;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_show_as_code_points_and_everything_else_stays() {
        assert_eq!(shown("puzzle 1.txt"), "puzzle 1.txt");
        assert!(matches!(shown("數獨 عربي"), Cow::Borrowed(_)));
        assert_eq!(
            shown("a\u{202E}b\u{2066}c\u{2069}\u{1b}[2J\n"),
            "a[U+202E]b[U+2066]c[U+2069][U+001B][2J[U+000A]"
        );
        // issue 22: the marks, the separators, C1's CSI, BEL and carriage return.
        assert_eq!(
            shown("a\u{200E}b\u{200F}c\u{61C}d\u{2028}e\u{2029}f\u{9B}g\u{7}h\ri"),
            "a[U+200E]b[U+200F]c[U+061C]d[U+2028]e[U+2029]f[U+009B]g[U+0007]h[U+000D]i"
        );
        assert_eq!(shown_lines("a\nb\u{2028}c"), "a\nb[U+2028]c");
        assert_eq!(
            shown("</script>\"><img src=x>"),
            "</script>\"><img src=x>",
            "escaping is the template's job"
        );
    }

    #[test]
    fn a_frame_cuts_the_sentence_around_the_text() {
        let framed = frame("{a} and {name}, {a}", "name", "x\u{202E}y", &[("a", "1")]);
        assert_eq!(
            framed,
            Framed {
                before: "1 and ".into(),
                text: "x[U+202E]y".into(),
                after: ", 1".into(),
            }
        );
        assert_eq!(frame("no hole", "name", "x", &[]).text, "");
    }
}
