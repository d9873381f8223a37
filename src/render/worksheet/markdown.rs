//! The sheet as Markdown that GitHub and pandoc both render: headings, pipe
//! tables, lists. Every text is escaped (a strategy's name or a sentence
//! could start emphasis, a link or a table cell). Boards are tables whose
//! row and column names are set in italics, so that only givens are bold;
//! a domain is pencilled as subscript digits. Markdown cannot draw the
//! boxes: the printable sheet is `--format worksheet-html`.

use super::board::Board;
use super::sheet::Sheet;
use crate::grid::{Cell, Grid, digit_char};
use crate::words::Notation;

/// The sheet as Markdown, cells named in `notation`.
pub(super) fn markdown(sheet: &Sheet, givens: &Grid, notation: Notation) -> String {
    let mut s = String::new();
    let line = |s: &mut String, text: &str| {
        s.push_str(text);
        s.push('\n');
    };
    line(&mut s, &format!("# {}", escape(&sheet.title)));
    line(&mut s, "");
    line(&mut s, &escape(&sheet.summary));
    if let Some(note) = sheet.domains_note {
        line(&mut s, &escape(note));
    }
    line(&mut s, "");
    line(&mut s, &format!("## {}", escape(sheet.puzzle_heading)));
    line(&mut s, "");
    s.push_str(&table(sheet.puzzle, givens, notation));
    line(&mut s, "");
    line(&mut s, &format!("## {}", escape(&sheet.first_heading)));
    line(&mut s, "");
    for l in &sheet.first {
        // The depth shown as in the text trace, by indenting the words.
        let indent = "\u{2003}".repeat((l.level as usize).min(12));
        line(
            &mut s,
            &format!("- {}: {indent}{}", l.steps, escape(&l.text)),
        );
    }
    line(&mut s, "");
    line(&mut s, &format!("## {}", escape(sheet.moments_heading)));
    for m in &sheet.moments {
        line(&mut s, "");
        line(&mut s, &format!("### {}", escape(&m.title)));
        line(&mut s, "");
        line(&mut s, &format!("> {}", escape(m.quote)));
        line(&mut s, "");
        s.push_str(&table(m.board, givens, notation));
    }
    if let Some(none) = &sheet.no_solution {
        line(&mut s, "");
        line(&mut s, &escape(none));
    }
    line(&mut s, "");
    line(&mut s, &format!("## {}", escape(sheet.counters_heading)));
    line(&mut s, "");
    let [name, value, meaning] = sheet.counter_columns;
    line(&mut s, &format!("| {name} | {value} | {meaning} |"));
    line(&mut s, "|---|---:|---|");
    for (name, v, definition) in &sheet.counters {
        line(&mut s, &format!("| {name} | {v} | {definition} |"));
    }
    if sheet.questions.is_empty() {
        return s;
    }
    line(&mut s, "");
    line(&mut s, &format!("## {}", escape(sheet.questions_heading)));
    line(&mut s, "");
    for (k, q) in sheet.questions.iter().enumerate() {
        line(&mut s, &format!("{}. {}", k + 1, escape(&q.text)));
        if let Some(board) = q.board {
            line(&mut s, "");
            // A table inside a list item: indented so it belongs to the item.
            for row in table(board, givens, notation).lines() {
                line(&mut s, &format!("   {row}"));
            }
            line(&mut s, "");
        }
    }
    line(&mut s, "");
    match &sheet.answers {
        Some(answers) => {
            line(&mut s, &format!("## {}", escape(sheet.answers_heading)));
            line(&mut s, "");
            for (k, a) in answers.iter().enumerate() {
                line(&mut s, &format!("{}. {}", k + 1, escape(a)));
            }
        }
        None => line(&mut s, &format!("*{}*", escape(sheet.no_answers))),
    }
    s
}

/// `board` as a Markdown table: rows and columns named in the notation in
/// italics, the digits of `givens` bold, an empty marked cell showing its
/// sign, an empty cell its domain in subscript digits.
fn table(board: &Board, givens: &Grid, notation: Notation) -> String {
    let side = board.grid.side();
    let mut s = String::from("|   |");
    for col in 0..side {
        s.push_str(&format!(" *{}* |", notation.column(col)));
    }
    s.push_str("\n|---|");
    s.push_str(&":---:|".repeat(side));
    s.push('\n');
    for row in 0..side {
        s.push_str(&format!("| *{}* |", notation.row(row)));
        for col in 0..side {
            let cell = Cell::new(row, col);
            let d = board.grid.get(cell);
            let text = if let Some(sign) = board.sign(cell) {
                sign.to_string()
            } else if let Some(domain) = board.domain(cell) {
                pencil(domain.iter())
            } else if d == 0 {
                " ".to_string()
            } else if givens.get(cell) == d {
                format!("**{}**", digit_char(d))
            } else {
                digit_char(d).to_string()
            };
            s.push_str(&format!(" {text} |"));
        }
        s.push('\n');
    }
    s
}

/// A domain pencilled small: subscript digits (₁₄₇), or, past 9 where
/// Unicode has no subscript letters, the values in parentheses; ∅ when
/// it is empty.
fn pencil(values: impl Iterator<Item = u8>) -> String {
    const SUBSCRIPT: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];
    let values: Vec<u8> = values.collect();
    if values.is_empty() {
        return "∅".to_string();
    }
    if values.iter().all(|&d| d <= 9) {
        return values.iter().map(|&d| SUBSCRIPT[usize::from(d)]).collect();
    }
    let plain: String = values.iter().map(|&d| digit_char(d)).collect();
    format!("({plain})")
}

/// Outside or generated text made plain in Markdown: the characters that
/// would start emphasis, a link, a tag or a table cell are escaped.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '`' | '<' | '>' | '|' | '#' | '[' | ']'
        ) {
            out.push('\\');
        }
        if c.is_control() {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_domain_is_pencilled_in_subscript_digits_or_in_parentheses_past_nine() {
        assert_eq!(pencil([1, 4, 7].into_iter()), "₁₄₇");
        assert_eq!(pencil([2, 10].into_iter()), "(2A)");
        assert_eq!(pencil(std::iter::empty()), "∅");
    }
}
