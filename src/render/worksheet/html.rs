//! The sheet as a printable HTML page (`--format worksheet-html`): boards
//! with their box lines, givens bold, domains pencilled as a small grid in
//! each empty cell, no board split across pages, and the answer key on a
//! page of its own, so a teacher can print the sheet without it. No
//! script; the one inline style is allowed by its hash, nothing is fetched.
//! The page sets no paper size: its margins and board widths fit A4 and
//! Letter alike, and the print dialog chooses.

use std::sync::LazyLock;

use askama::Template;

use super::board::Board;
use super::sheet::Sheet;
use crate::grid::{Cell, Grid, digit_char};
use crate::render::csp;
use crate::words::{Lang, Notation};

/// The page's style.
const CSS: &str = include_str!("../../../templates/worksheet.css");
/// The page's policy: that style, no script, no request.
static POLICY: LazyLock<String> = LazyLock::new(|| csp::policy(CSS, None));

/// One cell as drawn.
struct HtmlCell {
    /// Its classes: box lines, given, sign.
    class: String,
    /// Its digit or sign, or nothing.
    text: String,
    /// Its domain, one slot a value (empty where the value is out), so the
    /// values keep their places in a small grid; empty when none is pencilled.
    pencil: Vec<String>,
}

/// A board as drawn.
struct HtmlBoard {
    /// The column names.
    columns: Vec<String>,
    /// Each row: its name and cells.
    rows: Vec<(String, Vec<HtmlCell>)>,
    /// The side of a pencilled domain's small grid (3 on a 9×9).
    pencil_side: usize,
}

/// A key moment as drawn.
struct HtmlMoment<'a> {
    title: &'a str,
    quote: &'a str,
    board: HtmlBoard,
}

/// A question as drawn.
struct HtmlQuestion<'a> {
    text: &'a str,
    board: Option<HtmlBoard>,
}

#[derive(Template)]
#[template(path = "worksheet.html")]
struct WorksheetPage<'a> {
    policy: &'static str,
    css: &'static str,
    lang: &'static str,
    sheet: &'a Sheet<'a>,
    puzzle: HtmlBoard,
    /// The first steps: steps, indentation in em, words.
    first: Vec<(&'a str, u32, &'a str)>,
    moments: Vec<HtmlMoment<'a>>,
    questions: Vec<HtmlQuestion<'a>>,
}

/// The sheet as an HTML page in `lang`, cells named in `notation`.
pub(super) fn html(sheet: &Sheet, givens: &Grid, lang: Lang, notation: Notation) -> String {
    let board = |b: &Board| html_board(b, givens, notation);
    let page = WorksheetPage {
        policy: POLICY.as_str(),
        css: CSS,
        lang: lang.tag(),
        sheet,
        puzzle: board(sheet.puzzle),
        first: sheet
            .first
            .iter()
            .map(|l| (l.steps.as_str(), l.level.min(12), l.text.as_str()))
            .collect(),
        moments: sheet
            .moments
            .iter()
            .map(|m| HtmlMoment {
                title: &m.title,
                quote: m.quote,
                board: board(m.board),
            })
            .collect(),
        questions: sheet
            .questions
            .iter()
            .map(|q| HtmlQuestion {
                text: &q.text,
                board: q.board.map(board),
            })
            .collect(),
    };
    page.render().expect("the worksheet template renders")
}

/// `board` as drawn: box lines as classes, the digits of `givens` bold.
fn html_board(board: &Board, givens: &Grid, notation: Notation) -> HtmlBoard {
    let grid = &board.grid;
    let shape = grid.shape();
    let side = grid.side();
    let pencil_side = (1..=side).find(|k| k * k >= side).unwrap_or(side);
    let rows = (0..side)
        .map(|row| {
            let cells = (0..side)
                .map(|col| {
                    let cell = Cell::new(row, col);
                    let d = grid.get(cell);
                    let mut class = String::new();
                    if row % shape.rows() == 0 && row > 0 {
                        class.push_str(" bt");
                    }
                    if col % shape.cols() == 0 && col > 0 {
                        class.push_str(" bl");
                    }
                    let (text, pencil) = if let Some(sign) = board.sign(cell) {
                        class.push_str(" sign");
                        (sign.to_string(), Vec::new())
                    } else if let Some(domain) = board.domain(cell) {
                        class.push_str(" pencilled");
                        let slots = (1..=side as u8)
                            .map(|v| {
                                if domain.contains(v) {
                                    digit_char(v).to_string()
                                } else {
                                    String::new()
                                }
                            })
                            .collect();
                        (String::new(), slots)
                    } else if d == 0 {
                        (String::new(), Vec::new())
                    } else {
                        if givens.get(cell) == d {
                            class.push_str(" given");
                        }
                        (digit_char(d).to_string(), Vec::new())
                    };
                    HtmlCell {
                        class: class.trim_start().to_string(),
                        text,
                        pencil,
                    }
                })
                .collect();
            (notation.row(row).to_string(), cells)
        })
        .collect();
    HtmlBoard {
        columns: (0..side).map(|c| notation.column(c).to_string()).collect(),
        rows,
        pencil_side,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_allows_the_style_and_no_script() {
        assert!(POLICY.contains(&csp::hash_source(CSS)));
        assert!(!POLICY.contains("script-src"));
    }
}
