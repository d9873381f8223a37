//! `solve --format summary`: what a search found and counted, without its
//! trace: the header's fields, how it ended, every counter and the
//! solutions, as one JSON document. The search runs untraced, so it costs
//! what `--format none` costs; programs (the Python package's `solve`) read
//! it instead of a trace they would throw away.

use serde::Serialize;

use crate::solver::Report;
use crate::trace::{End, Header, Stats};

/// The name `--format` takes.
pub const SUMMARY: &str = "summary";

/// The document: the header's fields flattened beside the footer's and the
/// solutions.
#[derive(Serialize)]
pub struct Summary<'a> {
    #[serde(flatten)]
    header: &'a Header,
    end: End,
    stats: Stats,
    /// The solutions found, each on one line as a `solved` event writes it;
    /// the first [`crate::solver::KEPT_SOLUTIONS`] when there are more.
    solutions: Vec<String>,
}

impl<'a> Summary<'a> {
    /// The summary of a search of `header` that ended as `report` says.
    pub fn new(header: &'a Header, report: &Report) -> Summary<'a> {
        Summary {
            header,
            end: report.end,
            stats: report.stats,
            solutions: report.solutions.iter().map(|g| g.to_line()).collect(),
        }
    }

    /// The document, pretty-printed, with a final line break.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a summary serializes") + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{Limits, NoSink};
    use crate::{Strategy, parse, solve};

    #[test]
    fn a_summary_holds_the_header_the_counters_and_the_solutions() {
        let grid = parse::parse_str("..3.\n.3.4\n2..3\n3.4.").unwrap();
        let limits = Limits::default();
        let report = solve(&grid, Strategy::Candidates, limits, &mut NoSink);
        let header = Header::new(&grid, "candidates", limits);
        let json: serde_json::Value =
            serde_json::from_str(&Summary::new(&header, &report).to_json()).unwrap();
        assert_eq!(json["strategy"], "candidates");
        assert_eq!(json["puzzle"]["givens"], grid.to_line());
        assert_eq!(json["end"], "exhausted");
        assert_eq!(json["stats"]["solutions"], report.stats.solutions);
        assert_eq!(json["stats"]["placements"], report.stats.placements);
        let solution = json["solutions"][0].as_str().unwrap();
        assert_eq!(solution, report.solutions[0].to_line());
        assert!(!solution.contains('.'));
    }
}
