//! Hostile inputs (issue 8, item 5): every file of `tests/hostile/puzzles/`
//! through every command that reads a puzzle, every file of
//! `tests/hostile/traces/` and every corrupt trace of `tests/it/verify_corrupt.rs`
//! through every command that reads a trace, plus large files generated here
//! (never committed). Each run must end with the exit code the manifest below
//! names and print what its snapshot (`snapshots/hostile_*.snap`) shows, and
//! must never panic, die of a signal, map more than [`ADDRESS_SPACE_KB`] or
//! run longer than [`TIME_LIMIT`].
//!
//! Messages change on purpose now and then; after reading the differences,
//! accept them with `INSTA_UPDATE=always cargo test --test it hostile::` and
//! review `git diff snapshots/`. An exit code changes only in the manifest.

use crate::common;
use crate::common::corrupt;

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The address space a child may map (`ulimit -v`, in KiB). The debug binary
/// with a thread or two maps under 100 MiB; reading a 100 MB file whole, or
/// 40 bytes a cell of it, does not fit.
const ADDRESS_SPACE_KB: u64 = 512 * 1024;

/// Not a speed goal: a run this long is stuck.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// The bound on what a command that answers in words (not a rendered trace)
/// may print: a message must not echo a megabyte input back.
const MESSAGE_BYTES: usize = 64 * 1024;

/// Every step limit: some accepted puzzles (an empty 25x25 grid) are long searches.
const MAX_STEPS: &str = "100000";

/// The exit codes of a puzzle file: `solve`, `compare`, `check`, `bench`,
/// `bench --keep-going`.
type PuzzleCodes = [i32; 5];

/// Exit 2 everywhere but `bench --keep-going`, which skips the malformed
/// lines (`bench` reads a line at a time, so a line that is not UTF-8 is one
/// of them), reports them and exits 1.
const REFUSED: PuzzleCodes = [2, 2, 2, 2, 1];
/// Accepted and solved; `bench` reads a grid of 9 lines as 9 bad puzzles.
const ACCEPTED_GRID: PuzzleCodes = [0, 0, 0, 2, 1];
/// Accepted and solved everywhere, `bench` too (one puzzle on one line).
const ACCEPTED_LINE: PuzzleCodes = [0, 0, 0, 0, 0];
/// No puzzle at all: refused everywhere, `bench` too (nothing to time).
const NOTHING: PuzzleCodes = [2; 5];

/// The committed puzzle files: name, what it is, exit codes.
#[rustfmt::skip]
const PUZZLES: &[(&str, &str, PuzzleCodes)] = &[
    ("array_ten_rows.txt", "a Java array literal with a tenth row", REFUSED),
    ("binary_garbage.bin", "2 KiB of random bytes", REFUSED),
    ("brace_in_comment.txt", "a `{` in a comment line turns on the array reader", REFUSED),
    ("cells_1.txt", "one cell", REFUSED),
    ("cells_1296_too_big.txt", "a 36x36 grid, past the largest side", REFUSED),
    ("cells_49_no_box.txt", "a 7x7 grid: no box shape", REFUSED),
    ("cells_80.txt", "80 cells", REFUSED),
    ("cells_82.txt", "82 cells", REFUSED),
    ("clash_box.txt", "two 3s in a box", REFUSED),
    ("clash_column.txt", "two 5s in a column", REFUSED),
    ("clash_row.txt", "two 5s in a row", REFUSED),
    ("cr_only.txt", "old Mac line ends (CR only): read as spaces", ACCEPTED_LINE),
    ("crlf.txt", "Windows line ends (CRLF): accepted", ACCEPTED_GRID),
    ("digit_too_large_4x4.txt", "a 5 in a 4x4 grid", REFUSED),
    ("elf_header.bin", "an executable's header", REFUSED),
    ("empty.txt", "an empty file", NOTHING),
    ("empty_25x25.txt", "an empty 25x25 grid: many solutions, long searches", [1, 0, 3, 2, 1]),
    ("fullwidth_digits.txt", "a fullwidth digit (U+FF15)", REFUSED),
    ("huge_number_spaced.txt", "a 23-digit number in a spaced grid", REFUSED),
    ("invalid_utf8.txt", "a broken UTF-8 sequence", REFUSED),
    ("letter_too_large_9x9.txt", "an A (10) in a 9x9 grid", REFUSED),
    ("long_non_digit_line.txt", "a 100,000-character line of letters", REFUSED),
    ("lowercase_16x16.txt", "a 16x16 grid in lower case: accepted", ACCEPTED_GRID),
    ("many_blank_lines_then_puzzle.txt", "10,000 blank lines, then a puzzle", ACCEPTED_LINE),
    ("nbsp_between_cells.txt", "no-break spaces between cells: accepted", ACCEPTED_GRID),
    ("negative_number_spaced.txt", "a -1 in a spaced grid", REFUSED),
    ("nul_in_line.txt", "a NUL byte in the puzzle line", REFUSED),
    ("number_too_large_spaced.txt", "a 10 in a spaced 9x9 grid", REFUSED),
    ("only_comments.txt", "`#` lines only", NOTHING),
    ("only_nuls.bin", "512 NUL bytes", REFUSED),
    ("only_separators.txt", "a printed grid's borders, no cells", REFUSED),
    ("only_whitespace.txt", "spaces, tabs and line ends only", NOTHING),
    ("puzzle_then_garbage_line.txt", "a puzzle, then a line of words", REFUSED),
    ("ragged_lines.txt", "a grid with one line of 10 cells", REFUSED),
    ("right_to_left_override.txt", "a right-to-left override before the puzzle", REFUSED),
    ("solved_grid.txt", "a complete grid", ACCEPTED_LINE),
    ("tab_in_line.txt", "a tab inside the puzzle line: accepted", ACCEPTED_LINE),
    ("tabs_between_cells.txt", "tabs between cells: accepted", ACCEPTED_GRID),
    ("terminal_escape.txt", "terminal escape sequences inside the line", REFUSED),
    ("truncated_utf8.txt", "a file cut inside a UTF-8 character", REFUSED),
    ("two_puzzle_grids.txt", "two grids where one is expected", REFUSED),
    ("two_puzzle_lines.txt", "two puzzle lines (fine for bench)", [2, 2, 2, 0, 0]),
    ("unclosed_array.txt", "an array literal without its closing brace: accepted", ACCEPTED_GRID),
    ("unknown_character.txt", "an x among the cells", REFUSED),
    ("utf16be.txt", "UTF-16 big-endian without a byte order mark", REFUSED),
    ("utf16be_bom.txt", "UTF-16 big-endian with a byte order mark", REFUSED),
    ("utf16le_bom.txt", "UTF-16 little-endian with a byte order mark", REFUSED),
    ("utf16le_no_bom.txt", "UTF-16 little-endian without a byte order mark", REFUSED),
    ("utf32le_bom.txt", "UTF-32 little-endian with a byte order mark", REFUSED),
    ("utf8_bom.txt", "a UTF-8 byte order mark: accepted", ACCEPTED_GRID),
    ("utf8_bom_crlf_line.txt", "a UTF-8 byte order mark and CRLF on one line: accepted", ACCEPTED_LINE),
    ("wide_characters.txt", "Chinese characters before the puzzle", REFUSED),
    ("windows1252.txt", "Windows-1252 text (ä, –) in a comment", REFUSED),
    ("windows1252_quotes.txt", "Windows-1252 quotes and euro sign", REFUSED),
];

/// The puzzle files generated for each run, too large to commit: name, the
/// line repeated, how many lines, exit codes.
#[rustfmt::skip]
const BIG_PUZZLES: &[(&str, usize, usize, PuzzleCodes)] = &[
    // One line of 10 MB.
    ("ten_mb_one_line.txt", 1_165_080, 1, REFUSED),
    // The issue's `('123456789'*116508+'\n')*10`: ten lines of 1,048,572 digits.
    ("ten_mb_ten_lines.txt", 116_508, 10, REFUSED),
    // The same line a hundred times: 100 MB.
    ("hundred_mb.txt", 116_508, 100, REFUSED),
];

/// The exit codes of a trace: `verify`, `render` as text, json, jsonl and
/// html, `diff TRACE GOOD`, `diff GOOD TRACE`.
type TraceCodes = [i32; 7];

/// Readable: verify finds a fault (1), render draws it as it is (0), diff
/// finds the difference (1).
const FAULTY: TraceCodes = [1, 0, 0, 0, 0, 1, 1];
/// A record that cannot be read, or names a cell, digit or grid that does
/// not fit the header's board (the reader checks them at the door): verify
/// reports it at its step (1); render and diff cannot go on (2).
const BAD_RECORD: TraceCodes = [1, 2, 2, 2, 2, 2, 2];
/// Not a trace at all (2 everywhere).
const NOT_A_TRACE: TraceCodes = [2; 7];
/// A valid trace of the good trace's search (0 everywhere).
const SAME: TraceCodes = [0; 7];
/// The good trace's search under another strategy's name: valid, rendered,
/// different from the good trace by its header in `diff` (1), full marks
/// in `grade`, which does not ask for a strategy.
const RENAMED: TraceCodes = [0, 0, 0, 0, 0, 1, 1];

/// The committed trace files: name, what it is, exit codes.
#[rustfmt::skip]
const TRACES: &[(&str, &str, TraceCodes)] = &[
    ("binary_garbage.bin", "2 KiB of random bytes", NOT_A_TRACE),
    ("blank_lines_between_records.jsonl", "blank lines between the records: accepted", SAME),
    ("candidate_past_the_side.jsonl", "a candidate 5 on a 4x4 board (found by fuzzing: the verifier panicked)", BAD_RECORD),
    ("candidates_descending.jsonl", "candidates [3,1], not ascending (verified as valid, graded 100)", BAD_RECORD),
    ("candidates_repeated.jsonl", "candidates [1,1,3], a digit twice (diffed as identical to [1,3])", BAD_RECORD),
    ("cell_index_past_u8.jsonl", "a cell [4294967296, 0]", BAD_RECORD),
    ("cell_negative.jsonl", "a cell [-1, 0]", BAD_RECORD),
    ("cell_off_the_board.jsonl", "a cell [9, 0] on a 9x9 board (render and diff panicked)", BAD_RECORD),
    ("cell_three_coordinates.jsonl", "a cell [0, 2, 1]", BAD_RECORD),
    ("crlf.jsonl", "CRLF line ends: accepted", SAME),
    ("depth_1e30.jsonl", "a depth of 1e30", BAD_RECORD),
    ("depth_u32_max.jsonl", "a depth of 4294967295 (the text render allocated 4 GB of indent)", FAULTY),
    ("digit_0.jsonl", "a placed 0", BAD_RECORD),
    ("digit_10_on_9x9.jsonl", "a digit 10 on a 9x9 board", BAD_RECORD),
    ("digit_255.jsonl", "a digit 255 (writing it overflowed)", BAD_RECORD),
    ("digit_past_u8.jsonl", "a digit 256", BAD_RECORD),
    ("document_events_not_an_array.json", "a document whose events are an object", NOT_A_TRACE),
    ("document_then_garbage.json", "a document, then a line of words", [1, 2, 2, 2, 2, 2, 2]),
    ("duplicate_event_key.jsonl", "an event with `event` twice (told as one with none)", BAD_RECORD),
    ("duplicate_keys.jsonl", "a header naming its strategy twice", NOT_A_TRACE),
    ("empty.jsonl", "an empty file", NOT_A_TRACE),
    ("footer_says_solved_no_events.jsonl", "a header and a footer that counts events that are not there", FAULTY),
    ("header_4x4_events_9x9.jsonl", "a 4x4 header, then a 9x9 event (render and diff panicked)", BAD_RECORD),
    ("header_givens_clash.jsonl", "givens with two 1s in a row", FAULTY),
    ("header_givens_too_short.jsonl", "15 givens for a 4x4 board", NOT_A_TRACE),
    ("header_size_0.jsonl", "a 0x0 board", NOT_A_TRACE),
    ("header_size_36.jsonl", "a 36x36 board", NOT_A_TRACE),
    ("header_size_and_box_disagree.jsonl", "size 9 with a 2x2 box", NOT_A_TRACE),
    ("header_size_huge.jsonl", "size 4294967296", NOT_A_TRACE),
    ("invalid_utf8.jsonl", "a broken UTF-8 sequence in the header", NOT_A_TRACE),
    ("nested_10000.json", "10,000 nested arrays", NOT_A_TRACE),
    ("nested_10000_in_a_record.jsonl", "10,000 nested arrays inside an event", BAD_RECORD),
    ("nested_10000_unclosed.json", "10,000 arrays opened in the header, never closed", NOT_A_TRACE),
    ("nul_in_a_record.jsonl", "a NUL byte inside a key", BAD_RECORD),
    ("only_whitespace.jsonl", "spaces, tabs and line ends only", NOT_A_TRACE),
    ("schema_version_999.jsonl", "an unknown schema version", NOT_A_TRACE),
    ("schema_version_huge.json", "schema version 1e400", NOT_A_TRACE),
    ("schema_version_missing.jsonl", "no schema version", NOT_A_TRACE),
    ("schema_version_string.jsonl", "schema version \"1\", a string", NOT_A_TRACE),
    ("solutions_past_the_events.json", "a document listing two solutions after one solved event", BAD_RECORD),
    ("solution_grid_too_long.jsonl", "a solution with 6 characters too many (found by fuzzing: the verifier panicked)", BAD_RECORD),
    ("step_count_past_u64.jsonl", "max_steps 2^64", NOT_A_TRACE),
    ("top_level_array.json", "a JSON array", NOT_A_TRACE),
    ("top_level_string.json", "a JSON string", NOT_A_TRACE),
    ("truncated_header.jsonl", "a file cut inside its header", NOT_A_TRACE),
    ("truncated_in_a_string.jsonl", "a JSON Lines file cut inside a string", BAD_RECORD),
    ("two_headers.jsonl", "the header twice", BAD_RECORD),
    ("utf16le_bom.jsonl", "UTF-16 little-endian with a byte order mark", NOT_A_TRACE),
    ("utf8_bom.jsonl", "a UTF-8 byte order mark: accepted", SAME),
    // issue 22 (io): outside text that would forge a line or act on the terminal.
    ("strategy_line_break.jsonl", "a strategy name with a line break, an OSC title, BEL, RLM, U+2028 and a C1 CSI", RENAMED),
    ("field_name_line_break.jsonl", "an unknown field whose name has a line break, ESC and RLO", BAD_RECORD),
    ("event_value_line_break.jsonl", "an unknown event value with a line break, U+2029 and LRM", BAD_RECORD),
];

/// The traces generated for each run, too large to commit: name, exit codes.
#[rustfmt::skip]
const BIG_TRACES: &[(&str, TraceCodes)] = &[
    // An event carrying a 32 MB string in a field no event has.
    ("record_32mb.jsonl", BAD_RECORD),
    // A header whose strategy name is 32 MB: past the reader's 64 KiB a
    // record (before that, verify and diff echoed the name whole).
    ("strategy_32mb.jsonl", NOT_A_TRACE),
    // A `candidates` list of 32,000 entries, 1 then 31,998 more 1s, then 3
    // (issue 22: verified as valid, graded 100, rendered as [1,3]).
    ("candidates_32000.jsonl", BAD_RECORD),
    // A document whose `solutions` list runs on for 200 MB after one solved
    // event (issue 22: kept whole, three times the file in memory).
    ("solutions_200mb.json", BAD_RECORD),
];

/// The exit codes of the corrupt traces of `tests/it/verify_corrupt.rs`, by name.
fn corrupt_codes(name: &str) -> TraceCodes {
    match name {
        "bad_schema_version" | "no_header" => NOT_A_TRACE,
        "missing_field"
        | "unknown_event"
        | "truncated_file"
        | "not_json"
        | "line_after_the_footer"
        | "truncated_document"
        | "placement_outside_the_grid" => BAD_RECORD,
        _ => FAULTY,
    }
}

/// What one run of the binary did.
struct Run {
    code: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Reads a child's stream on a thread: the first 4 MiB kept, the rest counted.
fn drain(mut stream: impl Read + Send + 'static) -> std::thread::JoinHandle<(Vec<u8>, usize)> {
    std::thread::spawn(move || {
        let (mut kept, mut total, mut buf) = (Vec::new(), 0, vec![0; 1 << 16]);
        while let Ok(n) = stream.read(&mut buf) {
            if n == 0 {
                break;
            }
            total += n;
            if kept.len() < 4 << 20 {
                kept.extend_from_slice(&buf[..n]);
            }
        }
        (kept, total)
    })
}

/// Runs the binary in `dir` under the address-space limit (bash's `ulimit
/// -v`: bash is everywhere the tests run, GNU time and prlimit are not
/// sure to be) and the time limit. `Err` says what went wrong.
fn run(dir: &Path, args: &[&str]) -> Result<Run, String> {
    let binary = common::binary();
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "ulimit -v {ADDRESS_SPACE_KB} && exec \"$0\" \"$@\""
        ))
        .arg(&binary)
        .args(args)
        .current_dir(dir)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start bash: {e}"))?;
    let out = drain(child.stdout.take().expect("piped"));
    let err = drain(child.stderr.take().expect("piped"));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if started.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {TIME_LIMIT:?}: killed"));
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let (stdout, _) = out.join().expect("stdout reader");
    let (stderr, _) = err.join().expect("stderr reader");
    let shown = || String::from_utf8_lossy(&stderr[..stderr.len().min(2000)]).into_owned();
    let Some(code) = status.code() else {
        return Err(format!(
            "killed by signal {:?} (out of memory under ulimit -v {ADDRESS_SPACE_KB} aborts)\n{}",
            status.signal(),
            shown()
        ));
    };
    if code == 101 || String::from_utf8_lossy(&stderr).contains("panicked at") {
        return Err(format!("panicked (exit {code})\n{}", shown()));
    }
    Ok(Run {
        code,
        stdout,
        stderr,
    })
}

/// Output for a snapshot: lines cut at 300 characters (saying how much was
/// cut), at most 60 lines.
fn excerpt(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out = String::new();
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(60) {
        let count = line.chars().count();
        if count > 300 {
            let head: String = line.chars().take(300).collect();
            let _ = writeln!(out, "{head}… ({} more characters)", count - 300);
        } else {
            let _ = writeln!(out, "{line}");
        }
    }
    if lines.len() > 60 {
        let _ = writeln!(out, "… ({} more lines)", lines.len() - 60);
    }
    out
}

/// One command of a case: its label, its arguments, the exit code it must
/// give, and whether its standard output is a rendered trace (only its size
/// is bounded by the memory limit, and the snapshot shows none of it).
struct Step {
    label: String,
    args: Vec<String>,
    code: i32,
    rendered: bool,
}

/// Runs every step of one input; failures go to `failures`, and the outputs,
/// grouped where commands agree, into the snapshot `name`.
fn run_case(dir: &Path, case: &Case) -> Outcome {
    let (name, steps) = (&case.name, &case.steps);
    let mut failures = Vec::new();
    let mut groups: Vec<(Vec<String>, String)> = Vec::new();
    for step in steps {
        let args: Vec<&str> = step.args.iter().map(String::as_str).collect();
        let started = Instant::now();
        let run = match run(dir, &args) {
            Ok(run) => run,
            Err(e) => {
                failures.push(format!("{name}: {}: {e}", step.label));
                continue;
            }
        };
        if run.code != step.code {
            failures.push(format!(
                "{name}: {}: exit {} where the manifest says {}\n{}",
                step.label,
                run.code,
                step.code,
                excerpt(&run.stderr)
            ));
        }
        let words = run.stderr.len() + if step.rendered { 0 } else { run.stdout.len() };
        if words > MESSAGE_BYTES {
            failures.push(format!(
                "{name}: {}: {words} bytes of messages, more than {MESSAGE_BYTES}",
                step.label
            ));
        }
        if started.elapsed() > TIME_LIMIT / 2 {
            eprintln!("{name}: {} took {:?}", step.label, started.elapsed());
        }
        let mut shown = format!("exit {}\n", run.code);
        if step.rendered {
            if !run.stdout.is_empty() {
                shown.push_str("(a rendered trace on stdout)\n");
            }
        } else {
            shown.push_str(&excerpt(&run.stdout));
        }
        shown.push_str(&excerpt(&run.stderr));
        match groups.iter_mut().find(|(_, text)| *text == shown) {
            Some((labels, _)) => labels.push(step.label.clone()),
            None => groups.push((vec![step.label.clone()], shown)),
        }
    }
    let mut snapshot = format!("{}\n", case.what);
    for (labels, text) in groups {
        let _ = write!(snapshot, "\n── {}: {text}", labels.join(", "));
    }
    Outcome {
        snapshot_name: format!("hostile_{}", name.replace('.', "_")),
        snapshot,
        failures,
    }
}

/// One input and the commands it goes through.
struct Case {
    name: String,
    what: String,
    steps: Vec<Step>,
}

/// What the runs of one case showed.
struct Outcome {
    snapshot_name: String,
    snapshot: String,
    failures: Vec<String>,
}

/// Runs every case on a few threads (the children mostly start up and wait
/// on the disk), then checks the snapshots in order on this thread, where
/// insta's settings live; returns every failure.
fn run_all(dir: &Path, cases: &[Case]) -> Vec<String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let outcomes = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(case) = cases.get(k) else { break };
                    let outcome = run_case(dir, case);
                    outcomes
                        .lock()
                        .expect("no worker panics")
                        .push((k, outcome));
                }
            });
        }
    });
    let mut outcomes = outcomes.into_inner().expect("no worker panics");
    outcomes.sort_by_key(|(k, _)| *k);
    let mut failures = Vec::new();
    for (_, outcome) in outcomes {
        failures.extend(outcome.failures);
        crate::in_snapshots!({
            insta::assert_snapshot!(outcome.snapshot_name, outcome.snapshot);
        });
    }
    failures
}

fn step(label: &str, args: &[&str], code: i32, rendered: bool) -> Step {
    Step {
        label: label.to_string(),
        args: args.iter().map(|a| a.to_string()).collect(),
        code,
        rendered,
    }
}

fn puzzle_steps(file: &str, codes: PuzzleCodes) -> Vec<Step> {
    let bench = [
        "bench",
        "--no-time",
        "--threads",
        "1",
        "--max-steps",
        MAX_STEPS,
    ];
    vec![
        step(
            "solve",
            &["solve", file, "--format", "none", "--max-steps", MAX_STEPS],
            codes[0],
            false,
        ),
        step(
            "compare",
            // The five strategies: what these snapshots pin is how a hostile
            // input is read, not the line-up.
            &[
                "compare",
                file,
                "--no-time",
                "--max-steps",
                MAX_STEPS,
                "--line-up",
                "basic",
            ],
            codes[1],
            false,
        ),
        step(
            "check",
            &["check", file, "--no-time", "--max-steps", MAX_STEPS],
            codes[2],
            false,
        ),
        step("bench", &[&bench[..], &[file]].concat(), codes[3], false),
        step(
            "bench --keep-going",
            &[&bench[..], &["--keep-going", file]].concat(),
            codes[4],
            false,
        ),
    ]
}

fn trace_steps(file: &str, good: &str, codes: TraceCodes) -> Vec<Step> {
    let mut steps = vec![step("verify", &["verify", file], codes[0], false)];
    for (k, format) in ["text", "json", "jsonl", "html"].into_iter().enumerate() {
        let label = format!("render --format {format}");
        steps.push(step(
            &label,
            &["render", file, "--format", format],
            codes[1 + k],
            true,
        ));
    }
    steps.push(step(
        "diff TRACE GOOD",
        &["diff", file, good],
        codes[5],
        false,
    ));
    steps.push(step(
        "diff GOOD TRACE",
        &["diff", good, file],
        codes[6],
        false,
    ));
    // At the level both write, a trace diff cannot read is still refused,
    // and one whose only difference is an event of a kind the good trace
    // does not write, or its footer's counters, is the same search.
    let common = match file {
        "corrupt_retraction_of_a_guess.jsonl"
        | "corrupt_wrong_counters.jsonl"
        | "corrupt_time_limit_without_one_in_the_header.jsonl" => 0,
        _ => codes[5],
    };
    steps.push(step(
        "diff --level common TRACE GOOD",
        &["diff", "--level", "common", file, good],
        common,
        false,
    ));
    // Graded against the good trace's puzzle and search: only a trace of
    // the same search earns full marks (0); every other one is graded, with
    // its reason, and never stops the class (1, not 2).
    let graded = if codes == SAME || codes == RENAMED {
        0
    } else {
        1
    };
    steps.push(step(
        "grade --puzzle-file tiny.txt TRACE",
        &["grade", "--puzzle-file", "tiny.txt", file],
        graded,
        false,
    ));
    steps
}

/// The committed files of `dir`, checked against the manifest's names.
fn committed(dir: &str, manifest: &[&str]) -> PathBuf {
    let path = common::root().join("tests/hostile").join(dir);
    let mut found: Vec<String> = std::fs::read_dir(&path)
        .expect("the corpus directory exists")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let mut listed: Vec<String> = manifest.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        found, listed,
        "tests/hostile/{dir}/ and its manifest in tests/it/hostile.rs differ"
    );
    path
}

/// Writes `line` repeated `times` times plus a line end, `lines` times, in
/// one pass with a fixed buffer.
fn generate(path: &Path, unit: &str, times: usize, lines: usize) {
    let mut line = unit.repeat(times);
    line.push('\n');
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).expect("temp file"));
    for _ in 0..lines {
        file.write_all(line.as_bytes())
            .expect("temp file is writable");
    }
    file.flush().expect("temp file is writable");
}

#[test]
fn hostile_puzzles_are_refused_or_read_by_every_command() {
    let names: Vec<&str> = PUZZLES.iter().map(|p| p.0).collect();
    let source = committed("puzzles", &names);
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, _, _) in PUZZLES {
        std::fs::copy(source.join(name), dir.path().join(name)).expect("copy");
    }
    for (name, unit_times, lines, _) in BIG_PUZZLES {
        generate(&dir.path().join(name), "123456789", *unit_times, *lines);
    }
    let cases: Vec<Case> = PUZZLES
        .iter()
        .map(|&(name, what, codes)| (name, what.to_string(), codes))
        .chain(BIG_PUZZLES.iter().map(|&(name, times, lines, codes)| {
            let what = format!("generated: {lines} line(s) of {} digits", times * 9);
            (name, what, codes)
        }))
        .map(|(name, what, codes)| Case {
            name: format!("puzzle_{name}"),
            what,
            steps: puzzle_steps(name, codes),
        })
        .collect();
    let started = Instant::now();
    let failures = run_all(dir.path(), &cases);
    eprintln!("{} puzzle files in {:?}", cases.len(), started.elapsed());
    assert!(PUZZLES.len() + BIG_PUZZLES.len() >= 40);
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn hostile_traces_are_refused_or_read_by_every_command() {
    let names: Vec<&str> = TRACES.iter().map(|t| t.0).collect();
    let source = committed("traces", &names);
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, _, _) in TRACES {
        std::fs::copy(source.join(name), dir.path().join(name)).expect("copy");
    }
    let good = corrupt::trace(corrupt::TINY, "candidates");
    std::fs::write(dir.path().join("good.jsonl"), good.join("\n") + "\n").expect("write");
    std::fs::write(dir.path().join("tiny.txt"), corrupt::TINY).expect("write");
    // Records of tens of megabytes, in the middle of a good trace.
    let huge = "x".repeat(32 << 20);
    let mut record = good.clone();
    record[2] = record[2].replacen('{', &format!("{{\"note\":\"{huge}\","), 1);
    std::fs::write(
        dir.path().join("record_32mb.jsonl"),
        record.join("\n") + "\n",
    )
    .expect("write");
    let mut header = good.clone();
    header[0] = header[0].replacen("\"candidates\"", &format!("\"{huge}\""), 1);
    std::fs::write(
        dir.path().join("strategy_32mb.jsonl"),
        header.join("\n") + "\n",
    )
    .expect("write");
    drop(huge);
    let mut long = good.clone();
    let many = format!("\"candidates\":[{}3]", "1,".repeat(31_999));
    long[1] = long[1].replacen("\"candidates\":[1,3]", &many, 1);
    assert_ne!(
        long[1], good[1],
        "the good trace's first candidates are [1,3]"
    );
    std::fs::write(
        dir.path().join("candidates_32000.jsonl"),
        long.join("\n") + "\n",
    )
    .expect("write");
    let listed = std::fs::read_to_string(source.join("solutions_past_the_events.json")).unwrap();
    let (head, _) = listed
        .split_once("\"solutions\": [")
        .expect("the document lists solutions");
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(dir.path().join("solutions_200mb.json")).unwrap(),
    );
    write!(file, "{head}\"solutions\": [").unwrap();
    for _ in 0..200 << 20 >> 5 {
        file.write_all(b"\"1234341223414123\",\"1234341223\",")
            .unwrap();
    }
    file.write_all(b"\"1234341223414123\"]\n}\n").unwrap();
    file.flush().unwrap();
    drop(file);
    let corrupt = corrupt::corrupt_traces();
    for (name, text) in &corrupt {
        std::fs::write(dir.path().join(format!("corrupt_{name}.jsonl")), text).expect("write");
    }

    let mut inputs: Vec<(String, String, TraceCodes)> = TRACES
        .iter()
        .map(|&(name, what, codes)| (name.to_string(), what.to_string(), codes))
        .collect();
    inputs.extend(corrupt.iter().map(|(name, _)| {
        let what = format!("tests/it/verify_corrupt.rs: {name}");
        (format!("corrupt_{name}.jsonl"), what, corrupt_codes(name))
    }));
    inputs.extend(
        BIG_TRACES
            .iter()
            .map(|&(name, codes)| (name.to_string(), format!("generated: {name}"), codes)),
    );
    let cases: Vec<Case> = inputs
        .into_iter()
        .map(|(file, what, codes)| Case {
            name: format!("trace_{file}"),
            what,
            steps: trace_steps(&file, "good.jsonl", codes),
        })
        .collect();
    let started = Instant::now();
    let failures = run_all(dir.path(), &cases);
    eprintln!("{} traces in {:?}", cases.len(), started.elapsed());
    assert!(cases.len() >= 20 + corrupt.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// The characters no output may carry raw when they come from outside
/// (issue 22, items 13 and 14): ESC, BEL, C1's CSI, the direction
/// overrides and marks, the line and paragraph separators.
const ACTING: [char; 9] = [
    '\u{1b}', '\u{7}', '\u{9b}', '\u{202e}', '\u{200e}', '\u{200f}', '\u{61c}', '\u{2028}',
    '\u{2029}',
];

/// Checks that `said` carries no [`ACTING`] character and no line that
/// begins with `forged` (a line the outside text would have made its own).
fn not_forged(said: &[u8], forged: &str) {
    let said = String::from_utf8_lossy(said);
    for c in ACTING {
        assert!(!said.contains(c), "U+{:04X} raw in\n{said}", u32::from(c));
    }
    for line in said.lines() {
        assert!(!line.starts_with(forged), "a forged line in\n{said}");
    }
}

/// Runs the binary in `dir`.
fn run_in(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(common::binary())
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs")
}

/// Issue 22, item 14: a strategy name, an unknown field's name and an
/// unknown event value with a line break forged a whole line of `verify`'s
/// and `diff`'s report (`identical: forged.jsonl and ref.jsonl` on its own
/// line); direction marks and line separators went through raw.
#[test]
fn outside_text_in_a_trace_forges_no_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let source = common::root().join("tests/hostile/traces");
    for name in [
        "strategy_line_break.jsonl",
        "field_name_line_break.jsonl",
        "event_value_line_break.jsonl",
    ] {
        std::fs::copy(source.join(name), dir.path().join(name)).expect("copy");
    }
    let good = corrupt::trace(corrupt::TINY, "candidates");
    std::fs::write(dir.path().join("good.jsonl"), good.join("\n") + "\n").expect("write");
    let strategy = "strategy_line_break.jsonl";
    let verified = run_in(dir.path(), &["verify", strategy]);
    assert_eq!(verified.status.code(), Some(0));
    not_forged(&verified.stdout, "identical:");
    for (a, b) in [(strategy, "good.jsonl"), ("good.jsonl", strategy)] {
        let diffed = run_in(dir.path(), &["diff", a, b]);
        assert_eq!(diffed.status.code(), Some(1));
        not_forged(&diffed.stdout, "identical:");
    }
    for name in [
        "field_name_line_break.jsonl",
        "event_value_line_break.jsonl",
    ] {
        let verified = run_in(dir.path(), &["verify", name]);
        assert_eq!(verified.status.code(), Some(1));
        not_forged(&verified.stdout, "valid:");
        let diffed = run_in(dir.path(), &["diff", name, "good.jsonl"]);
        assert_eq!(diffed.status.code(), Some(2));
        not_forged(&diffed.stderr, "valid:");
    }
}

/// Issue 22, items 13 and 14: file names with ESC, an OSC title change,
/// BEL, RLO, a C1 CSI and a line break, echoed by `bench` (its "worst"
/// line printed the name raw), `diff`, `verify` and `solve`'s errors.
#[test]
fn hostile_file_names_are_shown_escaped() {
    let dir = tempfile::tempdir().expect("temp dir");
    let name = "p\u{1b}]0;owned\u{7}\u{202e}\u{9b}2J\nidentical: x";
    let puzzle = format!("{name}.txt");
    std::fs::write(
        dir.path().join(&puzzle),
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
    )
    .expect("write");
    let benched = run_in(dir.path(), &["bench", &puzzle]);
    assert_eq!(benched.status.code(), Some(0));
    let said = String::from_utf8_lossy(&benched.stdout);
    assert!(said.contains("worst"), "{said}");
    not_forged(&benched.stdout, "identical:");
    let trace = format!("{name}.jsonl");
    let good = corrupt::trace(corrupt::TINY, "candidates");
    std::fs::write(dir.path().join(&trace), good.join("\n") + "\n").expect("write");
    std::fs::write(dir.path().join("good.jsonl"), good.join("\n") + "\n").expect("write");
    let diffed = run_in(dir.path(), &["diff", &trace, "good.jsonl"]);
    assert_eq!(diffed.status.code(), Some(0));
    not_forged(&diffed.stdout, "identical: x");
    // A trace cut short: the name in the error's `-->` line.
    std::fs::write(dir.path().join(&trace), &good[0][..20]).expect("write");
    let verified = run_in(dir.path(), &["verify", &trace]);
    assert_eq!(verified.status.code(), Some(2));
    not_forged(&verified.stderr, "identical: x");
    let missing = run_in(dir.path(), &["solve", &format!("{name}.missing")]);
    assert_eq!(missing.status.code(), Some(2));
    not_forged(&missing.stderr, "identical: x");
}

/// `bench -` reads the puzzle list from standard input (it said "cannot
/// read -"); two `-` are refused, standard input being read once.
#[test]
fn bench_reads_standard_input() {
    let run = |args: &[&str]| {
        let mut child = Command::new(common::binary())
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut stdin = child.stdin.take().expect("piped");
        // A run that refuses its arguments may exit before reading: the pipe
        // is then closed, and that is no fault of the test's.
        if let Err(e) = stdin.write_all(b"123434122.4.4.23\n# a comment\n123434122.4.4.23\n") {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
        }
        drop(stdin);
        child.wait_with_output().expect("it ends")
    };
    let once = run(&["bench", "-", "--format", "json"]);
    assert_eq!(once.status.code(), Some(0), "{once:?}");
    let figures: serde_json::Value = serde_json::from_slice(&once.stdout).expect("JSON");
    assert_eq!(figures["puzzles"], 2);
    let twice = run(&["bench", "-", "-"]);
    assert_eq!(twice.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&twice.stderr).contains("read only once"));
}
