//! The text trace held to [`fill`] and `format!`, byte for byte.

use std::io::Write;

use super::Text;
use super::board::{BOARD_INDENT, push_board, write_board};
use super::cells::CellNames;
use super::narrator::Narrator;
use super::template::{Template, Value};
use crate::grid::{BoxShape, Cell, Grid, Unit, digit_char};
use crate::render::Renderer;
use crate::replay::Replay;
use crate::solver::{self, Strategy};
use crate::trace::{Event, Header, Limits, Puzzle, Rule, SCHEMA_VERSION, Sink, Subject};
use crate::words::vars;
use crate::words::{Lang, Notation, Phrases, fill};

/// The sentence of `event` as [`fill`] and `format!` write it: the
/// definition [`Narrator::sentence`] must match byte for byte.
fn reference_sentence(p: &Phrases, notation: Notation, shape: BoxShape, event: &Event) -> String {
    let cell = |c| notation.cell(c);
    let digit = |d: u8| digit_char(d).to_string();
    match event {
        Event::CandidatesComputed {
            cell: c,
            candidates,
            excluded,
            ..
        } => {
            let items: Vec<String> = excluded
                .iter()
                .map(|e| {
                    p.excluded(vars::NarrationExcluded {
                        digit: &digit(e.digit),
                        unit: &p.unit(e.unit),
                        peer: &cell(e.peer),
                    })
                })
                .collect();
            let excluded = items.join(p.list_separator);
            if candidates.is_empty() {
                p.no_candidates(vars::NarrationNoCandidates {
                    cell: &cell(*c),
                    excluded: &excluded,
                })
            } else {
                let digits: Vec<String> = candidates.iter().map(digit).collect();
                let list = format!("[{}]", digits.join(", "));
                p.candidates(vars::NarrationCandidates {
                    cell: &cell(*c),
                    candidates: &list,
                    excluded: &excluded,
                })
            }
        }
        Event::Placed {
            cell: c,
            digit: d,
            choice: Some(k),
            of: Some(n),
            ..
        } => p.placed_choice(vars::NarrationPlacedChoice {
            cell: &cell(*c),
            digit: &digit(*d),
            choice: &k,
            of: &n,
        }),
        Event::Placed {
            cell: c, digit: d, ..
        } => p.placed(vars::NarrationPlaced {
            cell: &cell(*c),
            digit: &digit(*d),
        }),
        Event::Rejected {
            cell: c,
            digit: d,
            peer,
            unit,
            ..
        } => p.rejected(vars::NarrationRejected {
            cell: &cell(*c),
            digit: &digit(*d),
            unit: &p.unit(*unit),
            peer: &cell(*peer),
        }),
        Event::DeadEnd {
            subject: Subject::Cell(c),
            ..
        } => p.dead_end(vars::NarrationDeadEnd { cell: &cell(*c) }),
        Event::DeadEnd {
            subject:
                Subject::Unit {
                    digit: d,
                    unit: u,
                    index: i,
                },
            ..
        } => p.dead_end_unit(vars::NarrationDeadEndUnit {
            digit: &digit(*d),
            unit: &p.numbered_unit(*u, *i, notation),
        }),
        Event::Deduced {
            cell: c,
            digit: d,
            rule: Rule::HiddenSingle,
            unit: Some(u),
            ..
        } => {
            let index = match u {
                Unit::Row => c.row,
                Unit::Column => c.col,
                Unit::Box => c.box_index(shape) as u8,
            };
            p.hidden_single(vars::NarrationHiddenSingle {
                cell: &cell(*c),
                digit: &digit(*d),
                unit: &p.numbered_unit(*u, index, notation),
            })
        }
        Event::Deduced {
            cell: c, digit: d, ..
        } => p.naked_single(vars::NarrationNakedSingle {
            cell: &cell(*c),
            digit: &digit(*d),
        }),
        Event::Retracted {
            cell: c, digit: d, ..
        } => p.retracted(vars::NarrationRetracted {
            cell: &cell(*c),
            digit: &digit(*d),
        }),
        Event::ConstraintChosen {
            subject, options, ..
        } => {
            let options = u64::from(*options);
            match subject {
                Subject::Cell(c) => p.constraint_cell(vars::NarrationConstraintCell {
                    cell: &cell(*c),
                    options,
                }),
                Subject::Unit {
                    digit: d,
                    unit: u,
                    index: i,
                } => p.constraint_unit(vars::NarrationConstraintUnit {
                    digit: &digit(*d),
                    unit: &p.numbered_unit(*u, *i, notation),
                    options,
                }),
            }
        }
        Event::Undone {
            cell: c, digit: d, ..
        } => p.undone(vars::NarrationUndone {
            cell: &cell(*c),
            digit: &digit(*d),
        }),
        Event::Solved { number, .. } => p.solved(vars::NarrationSolved { number: &number }),
        Event::StepLimitReached { steps } => {
            p.step_limit(vars::NarrationStepLimit { steps: &steps })
        }
        Event::TimeLimitReached { steps } => {
            p.time_limit(vars::NarrationTimeLimit { steps: &steps })
        }
        // Written with `fill` itself, not with split templates: there is
        // no fast path of theirs to hold to a reference (and the
        // strategies this test runs send none of them).
        Event::Pruned { .. }
        | Event::ValuesOrdered { .. }
        | Event::ConflictSet { .. }
        | Event::Backjumped { .. } => unreachable!("not sent by Strategy::ALL"),
    }
}

/// The lines of the events as `writeln!` writes them, boards included.
fn reference_steps(lang: Lang, notation: Notation, header: &Header, events: &[Event]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut replay = Replay::from_puzzle(&header.puzzle).expect("a well-formed puzzle");
    for (i, event) in events.iter().enumerate() {
        replay.apply(event);
        let level = match event {
            Event::Placed { depth, .. } | Event::Undone { depth, .. } => depth.saturating_sub(1),
            _ => event.depth(),
        };
        let line = reference_sentence(lang.phrases(), notation, header.puzzle.box_shape, event);
        let step = i + 1;
        writeln!(
            out,
            "{step:>6}  {:indent$}{line}",
            "",
            indent = level as usize
        )
        .unwrap();
        if matches!(event, Event::DeadEnd { .. } | Event::Solved { .. }) {
            write_board(&mut out, replay.grid(), 8).unwrap();
        }
    }
    out
}

fn puzzle(text: &str) -> Grid {
    crate::parse::parse_str(text).expect("an example puzzle parses")
}

#[test]
fn every_step_reads_as_fill_writes_it() {
    let puzzles = [
        puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
        puzzle(include_str!("../../../examples/puzzles/six.txt")),
        // Two-digit rows and columns, letters for digits.
        puzzle(include_str!("../../../examples/puzzles/sixteen.txt")),
    ];
    for grid in &puzzles {
        for strategy in Strategy::ALL {
            let limits = Limits {
                max_solutions: None,
                max_steps: Some(3_000),
                time_limit: None,
            };
            let mut events: Vec<Event> = Vec::new();
            solver::solve(grid, strategy, limits, &mut events);
            let header = Header {
                schema_version: SCHEMA_VERSION,
                puzzle: Puzzle::of(grid),
                strategy: strategy.name().into(),
                options: limits,
            };
            for lang in Lang::ALL {
                for notation in Notation::ALL {
                    let mut out = Vec::new();
                    let mut text = Text::new(&mut out, lang, notation);
                    text.begin(&header).unwrap();
                    let before_steps = text.out.writer().len();
                    for event in &events {
                        assert!(text.event(event).is_continue());
                    }
                    drop(text);
                    let expected = reference_steps(lang, notation, &header, &events);
                    assert!(
                        out[before_steps..] == expected[..],
                        "{strategy} {lang:?} {notation:?} on a {}x{} grid",
                        grid.side(),
                        grid.side()
                    );
                }
            }
        }
    }
}

#[test]
fn templates_split_as_fill_reads_them() {
    let narrator = Narrator::new(Lang::En.phrases(), Lang::En.textbook(), Notation::Rc);
    let templates = [
        "",
        "plain",
        "{a} and {b}, {a} again, {unknown}",
        "{a}{b}{a}",
        "unclosed {a",
        "{} {{a}} {a{b}} }{a}{",
        "a long piece of text without holes, well over fifteen bytes {b}",
        "數獨 {a}：{b}（{a}）",
    ];
    for template in templates {
        let keys = ["a", "b"];
        let values = [Value::Text("1"), Value::Text("two")];
        let mut out = Vec::new();
        narrator.fill(&mut out, &Template::new(template, &keys), &values);
        let expected = fill(template, &[("a", "1"), ("b", "two")]);
        assert_eq!(String::from_utf8(out).unwrap(), expected, "{template:?}");
    }
}

#[test]
fn cell_names_match_the_notation_beyond_the_table() {
    for notation in Notation::ALL {
        let names = CellNames::new(notation);
        for (row, col) in [
            (0, 0),
            (8, 8),
            (24, 24),
            (31, 31),
            (32, 0),
            (0, 40),
            (200, 100),
        ] {
            let cell = Cell::new(row, col);
            let mut out = Vec::new();
            names.write(&mut out, cell);
            assert_eq!(out, notation.cell(cell).as_bytes());
        }
    }
}

#[test]
fn boards_are_written_as_display_writes_them() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 3), (4, 4), (5, 5)] {
        let shape = BoxShape::new(rows, cols).unwrap();
        let side = shape.side();
        let cells = (0..side * side)
            .map(|i| ((i * 7) % (side + 1)) as u8)
            .collect();
        let grid = Grid::from_cells(shape, cells).unwrap();
        let (mut fast, mut reference) = (b"prefix".to_vec(), b"prefix".to_vec());
        push_board(&mut fast, &grid);
        write_board(&mut reference, &grid, BOARD_INDENT).unwrap();
        assert_eq!(fast, reference);
    }
}
