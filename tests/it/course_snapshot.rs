//! How a course pins its reference walkthrough: solve with the library,
//! render the trace, and snapshot it with insta. When the solver or the
//! words change, `cargo insta review` shows the difference to accept or fix.

use sudoku_trace::render::{self, Format, RenderOptions};
use sudoku_trace::trace::{Event, Footer, Header, Limits};
use sudoku_trace::{Strategy, parse, solve};

/// The course's 4×4 exercise.
const EXERCISE: &str = "..3.\n.3.4\n2..3\n3.4.";

#[test]
fn the_reference_walkthrough_of_the_exercise() {
    let grid = parse::parse_str(EXERCISE).unwrap();
    let limits = Limits::FIRST_SOLUTION;
    let mut text = Vec::new();
    {
        let mut renderer =
            render::renderer(Format::Text, RenderOptions::default(), Box::new(&mut text));
        renderer
            .begin(&Header::new(&grid, "candidates", limits))
            .unwrap();
        let report = solve(&grid, Strategy::Candidates, limits, &mut renderer);
        renderer
            .finish(&Footer::new(report.end, report.stats))
            .unwrap();
    }
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("course_walkthrough_four", String::from_utf8(text).unwrap());
    });
}

/// The events themselves, for a course that checks students' logs field by field.
#[test]
fn the_reference_events_of_the_exercise() {
    let grid = parse::parse_str(EXERCISE).unwrap();
    let mut events: Vec<Event> = Vec::new();
    let limits = Limits::FIRST_SOLUTION;
    solve(&grid, Strategy::Mrv, limits, &mut events);
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_json_snapshot!("course_events_four_mrv", events);
    });
}
