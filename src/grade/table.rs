//! A class's grades written out: a table for people (text or Markdown),
//! JSON for scripts, and the `results.json` Gradescope's autograder reads.

use std::fmt::Write as _;

use serde_json::json;

use super::{Check, Grade};
use crate::words::user_text::columns;
use crate::words::vars;
use crate::words::{GradeWords, Lang};

/// Points as a table shows them: `40`, `12.5`.
fn points(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.2}").trim_end_matches('0').to_string()
    }
}

/// A check's column in `w`'s words.
fn column(w: &GradeWords, check: Check) -> &'static str {
    match check {
        Check::Rules => w.rules,
        Check::Solution => w.solution,
        Check::Search => w.search,
    }
}

/// The problems a grade names, one line each, in `lang`: its failure, or
/// every check that lost points (the rules' fault and where the search
/// parts from the reference, each the sharper finding for some student).
fn notes(grade: &Grade, lang: Lang) -> Vec<String> {
    let w = lang.grade();
    // A fault's place follows its label, as the language's frame writes it.
    let at = lang.verify().at.split("{place}").next().unwrap_or_default();
    let lines: Vec<String> = match &grade.failure {
        Some(failure) => vec![failure.clone()],
        None => grade
            .marks
            .iter()
            .filter(|m| m.score < m.max_score)
            .map(|m| {
                w.problem(vars::GradeProblem {
                    check: &column(w, m.check),
                    output: &m.output,
                })
            })
            .collect(),
    };
    if lines.is_empty() {
        return vec![w.full_marks.into()];
    }
    lines.iter().map(|text| one_line(text, at.trim())).collect()
}

/// A finding's first line, with where it is when a later line says
/// (` --> FILE:LINE:COL` of a read error, `at: FILE:LINE` of a fault,
/// `at` the fault's label in the language of the finding).
fn one_line(text: &str, at: &str) -> String {
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default().to_string();
    let place = lines.find_map(|l| {
        let l = l.trim_start();
        l.strip_prefix("-->")
            .or_else(|| l.strip_prefix(at))
            .map(str::trim)
    });
    match place {
        Some(place) => format!("{first} ({place})"),
        None => first,
    }
}

/// The longest note a text table shows; `--format json` has every word.
const NOTE_CHARS: usize = 160;

/// A note cut to [`NOTE_CHARS`], with an ellipsis when cut.
fn cut(note: &str) -> String {
    if note.chars().count() <= NOTE_CHARS {
        return note.to_string();
    }
    let mut short: String = note.chars().take(NOTE_CHARS - 1).collect();
    short.push('…');
    short
}

/// `text` right-aligned in `width` terminal columns.
fn right(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(columns(text))))
}

/// The class as a text table, one submission a row, and a last line with
/// how many earned full marks.
pub fn text(grades: &[Grade]) -> String {
    text_in(grades, Lang::En)
}

/// [`text`], its headings and findings in `lang` (the findings as the
/// grades were told in: [`super::grade_in`]).
pub fn text_in(grades: &[Grade], lang: Lang) -> String {
    let w = lang.grade();
    // Names as the terminal will show them (controls as code points), so
    // the columns line up.
    let names: Vec<String> = grades
        .iter()
        .map(|g| crate::words::user_text::shown(&g.name).into_owned())
        .collect();
    let name_width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(columns(w.submission));
    let mut s = String::new();
    let pad = name_width - columns(w.submission);
    let _ = write!(s, "{}{:pad$}", w.submission, "");
    for check in Check::ALL {
        let _ = write!(s, "  {}", right(column(w, check), 8));
    }
    let _ = writeln!(s, "  {}  {}", right(w.total, 8), w.note);
    for (grade, name) in grades.iter().zip(&names) {
        let pad = name_width - name.chars().count();
        let _ = write!(s, "{name}{:pad$}", "");
        for mark in &grade.marks {
            let _ = write!(s, "  {:>8}", points(mark.score));
        }
        let total = format!("{}/{}", points(grade.score), points(grade.max_score));
        let notes = notes(grade, lang);
        let _ = writeln!(s, "  {total:>8}  {}", cut(&notes[0]));
        // Each further finding on a line of its own, under the first.
        let indent = name_width + (Check::ALL.len() + 1) * 10 + 2;
        for more in &notes[1..] {
            let _ = writeln!(s, "{:indent$}{}", "", cut(more));
        }
    }
    let _ = writeln!(s, "{}", summary(grades, w));
    s
}

/// How many earned full marks, of how many.
fn summary(grades: &[Grade], w: &GradeWords) -> String {
    let full = grades.iter().filter(|g| g.is_full()).count();
    w.summary(vars::GradeSummary {
        full: &full,
        count: &grades.len(),
    })
}

/// Text for a Markdown table cell: pipes and line breaks escaped.
fn cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\n', '\r'], " ")
        .replace('<', "&lt;")
}

/// The class as a Markdown (GitHub) table, then each submission's findings.
pub fn markdown(grades: &[Grade]) -> String {
    markdown_in(grades, Lang::En)
}

/// [`markdown`], its headings and findings in `lang`.
pub fn markdown_in(grades: &[Grade], lang: Lang) -> String {
    let w = lang.grade();
    let mut s = format!("| {} |", w.submission);
    for check in Check::ALL {
        let _ = write!(s, " {} |", column(w, check));
    }
    let _ = write!(s, " {} | {} |\n|---|", w.total, w.note);
    for _ in Check::ALL {
        s.push_str("---:|");
    }
    s.push_str("---:|---|\n");
    for grade in grades {
        let _ = write!(s, "| `{}` |", cell(&grade.name).replace('`', "'"));
        for mark in &grade.marks {
            let _ = write!(s, " {} |", points(mark.score));
        }
        let _ = writeln!(
            s,
            " {}/{} | {} |",
            points(grade.score),
            points(grade.max_score),
            notes(grade, lang)
                .iter()
                .map(|n| cell(n))
                .collect::<Vec<_>>()
                .join("<br>")
        );
    }
    let _ = writeln!(s, "\n{}", summary(grades, w));
    s
}

/// The grades as one JSON document.
pub fn json(grades: &[Grade]) -> String {
    let full = grades.iter().filter(|g| g.is_full()).count();
    let value = json!({
        "submissions": grades,
        "full_marks": full,
    });
    let mut text = serde_json::to_string_pretty(&value).expect("grades serialize");
    text.push('\n');
    text
}

/// Gradescope's `results.json` for one student's submission: one test per
/// check, the score (never above the points there are), and every test
/// visible.
pub fn gradescope(grade: &Grade) -> String {
    gradescope_one(grade, &[], Lang::En)
}

/// [`gradescope`], its `output` strings in `lang` (the keys and the tests'
/// names stay English, for the scripts that read them), naming `ignored`,
/// the other traces in the student's folder, when there are any.
pub fn gradescope_one(grade: &Grade, ignored: &[String], lang: Lang) -> String {
    let w = lang.grade();
    let tests: Vec<serde_json::Value> = grade
        .marks
        .iter()
        .map(|mark| {
            json!({
                "name": mark.check.title(),
                "score": mark.score,
                "max_score": mark.max_score,
                "output": mark.output,
                "visibility": "visible",
            })
        })
        .collect();
    let mut output = summary(std::slice::from_ref(grade), w);
    if !ignored.is_empty() {
        output.push('\n');
        output.push_str(&w.one_counts(vars::GradeOneCounts {
            file: &grade.name,
            files: &ignored.join(", "),
        }));
    }
    let value = json!({
        "score": grade.score.min(grade.max_score),
        "output": output,
        "visibility": "visible",
        "stdout_visibility": "visible",
        "tests": tests,
    });
    let mut text = serde_json::to_string_pretty(&value).expect("results serialize");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_markdown_cell_cannot_break_its_table() {
        assert_eq!(cell("a|b\nc<script>"), "a\\|b c&lt;script>");
    }

    #[test]
    fn a_long_note_is_cut_with_an_ellipsis() {
        let long = "x".repeat(NOTE_CHARS + 5);
        let short = cut(&long);
        assert_eq!(short.chars().count(), NOTE_CHARS);
        assert!(short.ends_with('…'));
        assert_eq!(cut("short"), "short");
    }

    #[test]
    fn a_note_keeps_where_the_finding_is() {
        assert_eq!(
            one_line(
                "header: not JSON\n --> a.json:1:2\n  = expected a trace",
                "at:"
            ),
            "header: not JSON (a.json:1:2)"
        );
        assert_eq!(
            one_line(
                "invalid: step 3: clash\n  at:       a.jsonl:4\n  event: {}",
                "at:"
            ),
            "invalid: step 3: clash (a.jsonl:4)"
        );
        assert_eq!(one_line("full marks", "at:"), "full marks");
        assert_eq!(
            one_line("無效：第 3 步：衝突\n  位置：a.jsonl:4", "位置："),
            "無效：第 3 步：衝突 (a.jsonl:4)"
        );
    }

    #[test]
    fn points_read_as_people_write_them() {
        assert_eq!(points(40.0), "40");
        assert_eq!(points(12.5), "12.5");
        assert_eq!(points(0.11), "0.11");
    }
}
