//! A hand-written JSON encoder for [`Event`], for the renderers that stream
//! millions of them.
//!
//! It writes exactly the bytes `serde_json::to_vec(&event)` writes (same
//! field order, `None` fields left out, same string escapes), without going
//! through serde's generic machinery. Serde stays the definition of the
//! format: the tests below hold this encoder to it, and everything read back
//! or written once per log (header, footer) still goes through serde.

use crate::grid::{Cell, DigitSet, Unit};
use crate::trace::{Event, EventKind, Exclusion, Guess, PruneReason, Rule, Subject};

/// Opens an event's object with its kind's name: `{"event":"placed"`.
fn open_event(out: &mut Vec<u8>, kind: EventKind) {
    out.extend_from_slice(b"{\"event\":\"");
    out.extend_from_slice(kind.name().as_bytes());
    out.push(b'"');
}

/// Appends the JSON of `event` to `out`, byte for byte as `serde_json::to_vec` writes it.
pub(crate) fn write_event(out: &mut Vec<u8>, event: &Event) {
    // The tag first, then the fields in declaration order, as serde writes
    // them; `Option`s that are `None` are skipped, as `skip_serializing_if` does.
    open_event(out, event.kind());
    match event {
        Event::CandidatesComputed {
            cell,
            depth,
            candidates,
            excluded,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(b",\"candidates\":");
            write_digits(out, *candidates);
            out.extend_from_slice(b",\"excluded\":[");
            for (i, exclusion) in excluded.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_exclusion(out, exclusion);
            }
            out.push(b']');
        }
        Event::Placed {
            cell,
            digit,
            depth,
            choice,
            of,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            optional_u8(out, b",\"choice\":", *choice);
            optional_u8(out, b",\"of\":", *of);
        }
        Event::Rejected {
            cell,
            digit,
            depth,
            peer,
            unit,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(b",\"peer\":");
            write_cell(out, *peer);
            out.extend_from_slice(b",\"unit\":");
            write_unit(out, *unit);
        }
        Event::DeadEnd { subject, depth } => write_subject(out, *subject, *depth),
        Event::Deduced {
            cell,
            digit,
            depth,
            rule,
            unit,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(match rule {
                Rule::NakedSingle => b",\"rule\":\"naked_single\"",
                Rule::HiddenSingle => b",\"rule\":\"hidden_single\"",
            });
            if let Some(unit) = unit {
                out.extend_from_slice(b",\"unit\":");
                write_unit(out, *unit);
            }
        }
        Event::Retracted { cell, digit, depth } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
        }
        Event::ConstraintChosen {
            subject,
            depth,
            options,
        } => {
            write_subject(out, *subject, *depth);
            out.extend_from_slice(b",\"options\":");
            write_u8(out, *options);
        }
        Event::Undone { cell, digit, depth } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
        }
        Event::Solved {
            number,
            depth,
            grid,
        } => {
            out.extend_from_slice(b",\"number\":");
            write_u64(out, *number);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(b",\"grid\":");
            write_str(out, grid);
        }
        Event::StepLimitReached { steps } => {
            out.extend_from_slice(b",\"steps\":");
            write_u64(out, *steps);
        }
        Event::TimeLimitReached { steps } => {
            out.extend_from_slice(b",\"steps\":");
            write_u64(out, *steps);
        }
        Event::Pruned {
            cell,
            digit,
            depth,
            by,
            reason,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(b",\"by\":");
            write_cell(out, *by);
            out.extend_from_slice(match reason {
                PruneReason::Placed => b",\"reason\":\"placed\"",
                PruneReason::OneValue => b",\"reason\":\"one_value\"",
            });
        }
        Event::ValuesOrdered {
            cell,
            depth,
            values,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(b",\"values\":[");
            for (i, value) in values.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                out.extend_from_slice(b"{\"digit\":");
                write_u8(out, value.digit);
                out.extend_from_slice(b",\"removes\":");
                write_u8(out, value.removes);
                out.push(b'}');
            }
            out.push(b']');
        }
        Event::ConflictSet {
            cell,
            depth,
            conflicts,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            write_guesses(out, conflicts);
        }
        Event::Backjumped {
            cell,
            depth,
            to,
            digit,
            over,
            conflicts,
        } => {
            out.extend_from_slice(b",\"cell\":");
            write_cell(out, *cell);
            out.extend_from_slice(b",\"depth\":");
            write_u64(out, u64::from(*depth));
            out.extend_from_slice(b",\"to\":");
            write_cell(out, *to);
            out.extend_from_slice(b",\"digit\":");
            write_u8(out, *digit);
            out.extend_from_slice(b",\"over\":");
            write_u64(out, u64::from(*over));
            write_guesses(out, conflicts);
        }
    }
    out.push(b'}');
}

/// `,"conflicts":[{"cell":…,"depth":…},…]`.
fn write_guesses(out: &mut Vec<u8>, guesses: &[Guess]) {
    out.extend_from_slice(b",\"conflicts\":[");
    for (i, guess) in guesses.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"cell\":");
        write_cell(out, guess.cell);
        out.extend_from_slice(b",\"depth\":");
        write_u64(out, u64::from(guess.depth));
        out.push(b'}');
    }
    out.push(b']');
}

/// Writes `key` (`,"name":`) and the value, unless the value is `None`.
#[inline]
fn optional_u8(out: &mut Vec<u8>, key: &[u8], value: Option<u8>) {
    if let Some(value) = value {
        out.extend_from_slice(key);
        write_u8(out, value);
    }
}

/// The fields `dead_end` and `constraint_chosen` share, in their order:
/// `cell` (for a cell), `depth`, then `digit`, `unit`, `index` (for a unit).
/// A subject and the depth in the order of the format: `cell`, `depth`; or
/// `depth`, `digit`, `unit`, `index`.
fn write_subject(out: &mut Vec<u8>, subject: Subject, depth: u32) {
    if let Subject::Cell(cell) = subject {
        out.extend_from_slice(b",\"cell\":");
        write_cell(out, cell);
    }
    out.extend_from_slice(b",\"depth\":");
    write_u64(out, u64::from(depth));
    if let Subject::Unit { digit, unit, index } = subject {
        out.extend_from_slice(b",\"digit\":");
        write_u8(out, digit);
        out.extend_from_slice(b",\"unit\":");
        write_unit(out, unit);
        out.extend_from_slice(b",\"index\":");
        write_u8(out, index);
    }
}

fn write_exclusion(out: &mut Vec<u8>, exclusion: &Exclusion) {
    out.extend_from_slice(b"{\"digit\":");
    write_u8(out, exclusion.digit);
    out.extend_from_slice(b",\"peer\":");
    write_cell(out, exclusion.peer);
    out.extend_from_slice(b",\"unit\":");
    write_unit(out, exclusion.unit);
    out.push(b'}');
}

/// A cell as serde writes it: the pair `[row,col]`.
#[inline]
fn write_cell(out: &mut Vec<u8>, cell: Cell) {
    // Nearly every cell of a trace is in a 9×9 grid: one copy of five bytes.
    if cell.row < 10 && cell.col < 10 {
        out.extend_from_slice(&[b'[', b'0' + cell.row, b',', b'0' + cell.col, b']']);
        return;
    }
    out.push(b'[');
    write_u8(out, cell.row);
    out.push(b',');
    write_u8(out, cell.col);
    out.push(b']');
}

/// A digit set as serde writes it: the digits ascending, `[1,6,7,9]`.
fn write_digits(out: &mut Vec<u8>, digits: DigitSet) {
    out.push(b'[');
    for (i, d) in digits.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write_u8(out, d);
    }
    out.push(b']');
}

#[inline]
fn write_unit(out: &mut Vec<u8>, unit: Unit) {
    out.extend_from_slice(match unit {
        Unit::Row => b"\"row\"",
        Unit::Column => b"\"column\"",
        Unit::Box => b"\"box\"",
    });
}

/// Pairs of decimal digits `00` to `99`, so that numbers are written two digits at a time.
const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Writes `n` in decimal. Digits and cells are almost always below 100, so
/// that case skips the general loop.
#[inline]
pub(crate) fn write_u8(out: &mut Vec<u8>, n: u8) {
    if n < 10 {
        out.push(b'0' + n);
    } else if n < 100 {
        let i = 2 * n as usize;
        out.extend_from_slice(&DIGIT_PAIRS[i..i + 2]);
    } else {
        write_u64(out, u64::from(n));
    }
}

/// Writes `n` in decimal, as `serde_json` and `Display` do.
pub(crate) fn write_u64(out: &mut Vec<u8>, mut n: u64) {
    if n < 10 {
        out.push(b'0' + n as u8);
        return;
    }
    let mut buf = [0u8; 20];
    let mut at = buf.len();
    while n >= 100 {
        let i = 2 * (n % 100) as usize;
        n /= 100;
        at -= 2;
        buf[at..at + 2].copy_from_slice(&DIGIT_PAIRS[i..i + 2]);
    }
    if n >= 10 {
        let i = 2 * n as usize;
        at -= 2;
        buf[at..at + 2].copy_from_slice(&DIGIT_PAIRS[i..i + 2]);
    } else {
        at -= 1;
        buf[at] = b'0' + n as u8;
    }
    out.extend_from_slice(&buf[at..]);
}

/// Writes `s` as a JSON string with `serde_json`'s escapes: `\"`, `\\`, the
/// short forms `\b \t \n \f \r`, and `\u00XX` (lowercase hex) for other
/// control characters; everything else, non-ASCII included, as is.
fn write_str(out: &mut Vec<u8>, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push(b'"');
    let bytes = s.as_bytes();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let short = match b {
            b'"' => b'"',
            b'\\' => b'\\',
            0x08 => b'b',
            0x09 => b't',
            0x0A => b'n',
            0x0C => b'f',
            0x0D => b'r',
            0x00..=0x1F => b'u',
            _ => continue,
        };
        out.extend_from_slice(&bytes[start..i]);
        start = i + 1;
        if short == b'u' {
            out.extend_from_slice(b"\\u00");
            out.push(HEX[usize::from(b >> 4)]);
            out.push(HEX[usize::from(b & 0xF)]);
        } else {
            out.extend_from_slice(&[b'\\', short]);
        }
    }
    out.extend_from_slice(&bytes[start..]);
    out.push(b'"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::solver::{self, Strategy};
    use crate::trace::Limits;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn encoded(event: &Event) -> Vec<u8> {
        let mut out = Vec::new();
        write_event(&mut out, event);
        out
    }

    /// Fails with both encodings shown when they differ.
    fn assert_same_as_serde(event: &Event) {
        let ours = encoded(event);
        let serde = serde_json::to_vec(event).expect("an event serializes");
        assert_eq!(
            String::from_utf8_lossy(&ours),
            String::from_utf8_lossy(&serde),
            "{event:?}"
        );
        assert_eq!(ours, serde);
    }

    fn classic() -> Grid {
        crate::parse::parse_str(CLASSIC).expect("the classic puzzle parses")
    }

    #[test]
    fn every_variant_matches_serde() {
        let cell = Cell::new(3, 7);
        let events = [
            Event::CandidatesComputed {
                cell,
                depth: 12,
                candidates: [1, 6, 9].into_iter().collect(),
                excluded: vec![
                    Exclusion {
                        digit: 2,
                        peer: Cell::new(3, 1),
                        unit: Unit::Column,
                    },
                    Exclusion {
                        digit: 3,
                        peer: Cell::new(11, 10),
                        unit: Unit::Box,
                    },
                    Exclusion {
                        digit: 25,
                        peer: Cell::new(24, 0),
                        unit: Unit::Row,
                    },
                ],
            },
            Event::CandidatesComputed {
                cell,
                depth: 0,
                candidates: DigitSet::EMPTY,
                excluded: vec![],
            },
            Event::Placed {
                cell,
                digit: 9,
                depth: 1,
                choice: Some(2),
                of: Some(4),
            },
            Event::Placed {
                cell,
                digit: 16,
                depth: 64,
                choice: None,
                of: None,
            },
            Event::Placed {
                cell,
                digit: 1,
                depth: 3,
                choice: Some(1),
                of: None,
            },
            Event::Placed {
                cell,
                digit: 1,
                depth: 3,
                choice: None,
                of: Some(7),
            },
            Event::Rejected {
                cell,
                digit: 4,
                depth: 100,
                peer: Cell::new(3, 0),
                unit: Unit::Row,
            },
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                depth: 999,
            },
            Event::DeadEnd {
                subject: Subject::Unit {
                    digit: 5,
                    unit: Unit::Box,
                    index: 8,
                },
                depth: 7,
            },
            Event::Deduced {
                cell,
                digit: 3,
                depth: 2,
                rule: Rule::NakedSingle,
                unit: None,
            },
            Event::Deduced {
                cell,
                digit: 12,
                depth: 0,
                rule: Rule::HiddenSingle,
                unit: Some(Unit::Column),
            },
            Event::Retracted {
                cell,
                digit: 3,
                depth: 2,
            },
            Event::ConstraintChosen {
                subject: Subject::Cell(cell),
                depth: 4,
                options: 2,
            },
            Event::ConstraintChosen {
                subject: Subject::Unit {
                    digit: 9,
                    unit: Unit::Row,
                    index: 0,
                },
                depth: 4,
                options: 255,
            },
            Event::Undone {
                cell,
                digit: 25,
                depth: 625,
            },
            Event::Solved {
                number: 1,
                depth: 51,
                grid: "4.....8.5.3..........7......2....".into(),
            },
            Event::Solved {
                number: u64::MAX,
                depth: u32::MAX,
                grid: "quote \" backslash \\ controls \u{0}\u{8}\t\n\u{b}\u{c}\r\u{1f}\u{7f} é 數"
                    .into(),
            },
            Event::StepLimitReached { steps: 0 },
            Event::StepLimitReached {
                steps: 1_234_567_890_123,
            },
            Event::TimeLimitReached { steps: 0 },
            Event::TimeLimitReached { steps: u64::MAX },
        ];
        for event in &events {
            assert_same_as_serde(event);
        }
    }

    #[test]
    fn numbers_match_display() {
        let mut out = Vec::new();
        for n in (0..=100_000u64).chain([
            999_999,
            1_000_000,
            u64::from(u32::MAX),
            u64::MAX - 1,
            u64::MAX,
        ]) {
            out.clear();
            write_u64(&mut out, n);
            assert_eq!(out, n.to_string().as_bytes());
        }
        for n in 0..=u8::MAX {
            out.clear();
            write_u8(&mut out, n);
            assert_eq!(out, n.to_string().as_bytes());
        }
    }

    #[test]
    fn every_event_of_real_traces_matches_serde() {
        let mut kinds = std::collections::HashSet::new();
        for strategy in Strategy::ALL {
            // Every solution, then runs cut short so the step-limit and
            // time-limit events show up too.
            for (max_steps, time_up) in [(None, false), (Some(1_000), false), (None, true)] {
                let mut events: Vec<Event> = Vec::new();
                let limits = Limits {
                    max_solutions: None,
                    max_steps,
                    time_limit: time_up.then_some(0.1),
                };
                let deadline = solver::Deadline::new();
                if time_up {
                    deadline.expire();
                }
                solver::solve_until(&classic(), strategy, limits, &deadline, &mut events);
                for event in &events {
                    assert_same_as_serde(event);
                    kinds.insert(std::mem::discriminant(event));
                }
            }
        }
        // The textbook's search sends its own kinds: prunings and LCV
        // orders with forward checking and arc consistency, conflict sets
        // and backjumps with backjumping.
        for name in [
            "backtrack+lcv+fc",
            "backtrack+mrv+lcv+mac",
            "backtrack+backjump",
        ] {
            let strategy: Strategy = name.parse().unwrap();
            let mut events: Vec<Event> = Vec::new();
            let limits = Limits {
                max_solutions: None,
                max_steps: Some(50_000),
                time_limit: None,
            };
            solver::solve(&classic(), strategy, limits, &mut events);
            for event in &events {
                assert_same_as_serde(event);
                kinds.insert(std::mem::discriminant(event));
            }
        }
        // The strategies between them send every kind of event.
        assert_eq!(kinds.len(), EventKind::ALL.len(), "kinds of event checked");
    }
}
