//! The HTML walkthrough in a real browser.
//!
//! This test builds walkthrough pages with the current binary into
//! `<target>/browser-pages/`, writes beside each what the page must show
//! (the board after every step, replayed from the JSON Lines trace with
//! [`Replay`], and every sentence of the text trace), then runs the node
//! tests in `tests/browser/` (`node --test`), which drive Debian's headless
//! Chromium through `playwright-core` (`axe.test.mjs` runs `axe-core`'s
//! WCAG 2.1 A and AA rules over them). Screenshots land in
//! `<target>/browser-screenshots/`.
//!
//! Without `node` or Chromium the test says so and passes, except in CI
//! (`CI=true`), where it fails: CI installs both (`.ci/run`).

#[path = "it/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use sudoku_trace::replay::Replay;
use sudoku_trace::solver::{self, Strategy};
use sudoku_trace::trace::{Event, Limits, Puzzle, Sink};

/// The pages the browser tests open: a name and the `solve` arguments.
const PAGES: &[(&str, &[&str])] = &[
    ("classic", &[]),
    ("classic-zh", &["--lang", "zh-Hant"]),
    ("classic-zh-hans", &["--lang", "zh-Hans"]),
    ("classic-zh-tw", &["--lang", "zh-TW"]),
    ("classic-naive", &["--strategy", "naive"]),
    ("four", &["examples/puzzles/four.txt"]),
    (
        "six-index",
        &["examples/puzzles/six.txt", "--notation", "index"],
    ),
    ("sixteen", &["examples/puzzles/sixteen.txt"]),
    ("classic-a1", &["--notation", "a1"]),
    (
        "sixteen-a1",
        &[
            "examples/puzzles/sixteen.txt",
            "--notation",
            "a1",
            "--strategy",
            "singles",
        ],
    ),
    ("unsolvable", &["examples/puzzles/unsolvable.txt"]),
    ("multi", &["examples/puzzles/multi.txt", "--all-solutions"]),
    (
        "singles",
        &["examples/puzzles/arto_inkala.txt", "--strategy", "singles"],
    ),
    (
        "dlx",
        &["examples/puzzles/arto_inkala.txt", "--strategy", "dlx"],
    ),
    (
        "singles-zh-tw",
        &[
            "examples/puzzles/arto_inkala.txt",
            "--strategy",
            "singles",
            "--lang",
            "zh-TW",
        ],
    ),
    (
        "dlx-zh-hans",
        &[
            "examples/puzzles/arto_inkala.txt",
            "--strategy",
            "dlx",
            "--lang",
            "zh-Hans",
        ],
    ),
    (
        "mrv-zh",
        &[
            "examples/puzzles/norvig_grid2.txt",
            "--strategy",
            "mrv",
            "--lang",
            "zh-Hant",
        ],
    ),
    ("capped", &["--html-max-events", "5000"]),
    ("backjump", &["--strategy", "backtrack", "--backjump"]),
    (
        "fc-cbj",
        &["--strategy", "backtrack", "--inference", "fc", "--backjump"],
    ),
    (
        "degree",
        &[
            "--strategy",
            "backtrack",
            "--select",
            "mrv+degree",
            "--quiz",
            "8",
        ],
    ),
    ("no-spoilers", &["--no-spoilers"]),
    ("quiz", &["--quiz", "8"]),
    ("quiz-zh-hant", &["--lang", "zh-Hant", "--quiz", "3"]),
    ("quiz-four", &["examples/puzzles/four.txt", "--quiz", "50"]),
    (
        "quiz-backjump",
        &["--strategy", "backtrack", "--backjump", "--quiz", "8"],
    ),
    (
        "quiz-lcv-zh-tw",
        &[
            "--puzzle",
            "csp-6x6",
            "--strategy",
            "backtrack",
            "--values",
            "lcv",
            "--inference",
            "fc",
            "--lang",
            "zh-TW",
            "--quiz",
            "16",
        ],
    ),
    (
        "quiz-mrv",
        &[
            "--puzzle",
            "csp-6x6",
            "--strategy",
            "backtrack",
            "--select",
            "mrv",
            "--quiz",
            "12",
        ],
    ),
    (
        "quiz-mac",
        &[
            "--puzzle",
            "csp-6x6",
            "--strategy",
            "backtrack",
            "--inference",
            "mac",
            "--quiz",
            "12",
        ],
    ),
    (
        "quiz-singles-zh-hans",
        &[
            "examples/puzzles/arto_inkala.txt",
            "--strategy",
            "singles",
            "--lang",
            "zh-Hans",
            "--quiz",
            "6",
        ],
    ),
    (
        "notices",
        &[
            "examples/puzzles/norvig_grid2.txt",
            "--max-steps",
            "3000",
            "--html-max-events",
            "2000",
        ],
    ),
    (
        "classic-fc",
        &["--strategy", "backtrack", "--inference", "fc"],
    ),
    (
        "fc-zh-tw",
        &[
            "--strategy",
            "backtrack",
            "--values",
            "lcv",
            "--inference",
            "fc",
            "--lang",
            "zh-TW",
        ],
    ),
    (
        "backjump-zh-hans",
        &["--strategy", "backtrack", "--backjump", "--lang", "zh-Hans"],
    ),
    (
        "mac-lcv-zh",
        &[
            "--strategy",
            "backtrack",
            "--select",
            "mrv",
            "--values",
            "lcv",
            "--inference",
            "mac",
            "--lang",
            "zh-Hant",
        ],
    ),
    (
        "limited",
        &["examples/puzzles/norvig_grid2.txt", "--max-steps", "3000"],
    ),
    // The pages of the lecturer's moments (issue 24).
    (
        "escargot-mac",
        &[
            "--puzzle",
            "ai-escargot",
            "--strategy",
            "backtrack",
            "--inference",
            "mac",
        ],
    ),
    (
        "escargot-mrv-mac",
        &[
            "--puzzle",
            "ai-escargot",
            "--strategy",
            "backtrack",
            "--select",
            "mrv",
            "--inference",
            "mac",
        ],
    ),
    (
        "four-backjump",
        &[
            "--puzzle",
            "first-4x4",
            "--strategy",
            "backtrack",
            "--backjump",
        ],
    ),
    (
        "grid2-mrv-lcv-fc",
        &[
            "--puzzle",
            "norvig-grid2",
            "--strategy",
            "backtrack",
            "--select",
            "mrv",
            "--values",
            "lcv",
            "--inference",
            "fc",
        ],
    ),
];

/// The page of a million events (a step limit of 999,999, plus the event
/// that says so), and the puzzle it searches.
const MILLION: (&str, &str, u64) = ("million", "examples/puzzles/norvig_grid2.txt", 999_999);

fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target directory holds tmp/")
        .to_path_buf()
}

fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

/// Debian's Firefox ESR, the second engine of the smoke set
/// (`tests/browser/firefox.test.mjs`); `FIREFOX` names another.
fn firefox() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("FIREFOX") {
        return Some(PathBuf::from(path));
    }
    ["/usr/bin/firefox-esr", "/usr/bin/firefox"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

fn has_node() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn solve(args: &[&str]) -> std::process::Output {
    common::tool()
        .arg("solve")
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Writes the page `name` and, beside it, what it must show.
fn build_page(dir: &Path, name: &str, args: &[&str]) {
    let page = dir.join(format!("{name}.html"));
    let page_arg = page.to_str().expect("a UTF-8 path");
    let out = solve(&[args, &["--format", "html", "-o", page_arg]].concat());
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "solve {args:?} --format html failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The same search without the page's own options, which another format
    // refuses (`--quiz N`, `--html-max-events N`, `--no-spoilers`).
    let mut plain: Vec<&str> = Vec::new();
    let mut rest = args.iter();
    while let Some(&arg) = rest.next() {
        match arg {
            "--quiz" | "--html-max-events" => {
                rest.next();
            }
            "--no-spoilers" => {}
            _ => plain.push(arg),
        }
    }
    let jsonl = solve(&[&plain[..], &["--format", "jsonl"]].concat()).stdout;
    let text = solve(&[&plain[..], &["--format", "text"]].concat()).stdout;
    write_expected(dir, name, &jsonl, &text);
}

/// The printable worksheets (`--format worksheet-html`) the print test
/// opens: the classic puzzle under forward checking with and without its
/// answer key, and the 16x16 under forward checking.
fn build_worksheet_pages(dir: &Path) {
    for (name, args) in [
        ("worksheet-fc", &["--puzzle", "classic"][..]),
        (
            "worksheet-fc-no-answers",
            &["--puzzle", "classic", "--no-answers"][..],
        ),
        ("worksheet-sixteen", &["--puzzle", "sixteen"][..]),
    ] {
        let page = dir.join(format!("{name}.html"));
        let fc = ["--strategy", "backtrack", "--inference", "fc"];
        let to = [
            "--format",
            "worksheet-html",
            "-o",
            page.to_str().expect("a UTF-8 path"),
        ];
        let out = solve(&[args, &fc[..], &to[..]].concat());
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The classic walkthrough as a Jupyter notebook shows it: the page whole
/// inside an `iframe`'s `srcdoc`, escaped as the Python package's
/// `_display.iframe` escapes it (`html.escape(page, quote=True)`).
fn build_notebook_page(dir: &Path) {
    let page = std::fs::read_to_string(dir.join("classic.html")).unwrap();
    let escaped = page
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#x27;");
    let notebook = format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>a notebook</title></head>\n\
         <body><p>In [2]: result</p>\n<iframe srcdoc=\"{escaped}\" title=\"sudoku-trace: candidates\" \
         style=\"width: 100%; height: 760px\"></iframe></body></html>\n"
    );
    std::fs::write(dir.join("notebook.html"), notebook).unwrap();
}

/// A page drawn from a trace another program could have written: the 4×4
/// search with one exclusion blamed on a peer that is not the first (the
/// column's 3 instead of the row's), so the page cannot rebuild it from the
/// board and must carry that event whole.
fn build_foreign_page(dir: &Path) {
    let name = "foreign";
    let jsonl = solve(&["examples/puzzles/four.txt", "--format", "jsonl"]).stdout;
    let jsonl = String::from_utf8(jsonl).expect("JSON Lines are UTF-8");
    let from = r#"{"digit":3,"peer":[0,2],"unit":"row"}"#;
    assert!(jsonl.contains(from), "the 4x4 trace starts as expected");
    let edited = jsonl
        .replacen(from, r#"{"digit":3,"peer":[3,0],"unit":"column"}"#, 1)
        .replacen(r#""strategy":"candidates""#, r#""strategy":"student""#, 1);
    let trace = dir.join(format!("{name}.jsonl"));
    std::fs::write(&trace, &edited).unwrap();
    let trace = trace.to_str().expect("a UTF-8 path");
    let page = dir.join(format!("{name}.html"));
    let render =
        |args: &[&str]| common::stdout_of(common::tool().arg("render").arg(trace).args(args));
    render(&["--format", "html", "-o", page.to_str().unwrap()]);
    let text = render(&["--format", "text"]);
    write_expected(dir, name, edited.as_bytes(), &text);
}

/// The page of a search stopped by its time limit. Where a time limit
/// stops depends on the clock, so the trace is the one a run stopped after
/// 2,048 events writes: a step-limited trace with the time limit's header,
/// last event and end (its events are the same: `tests/it/limits.rs`), drawn by
/// `render`.
fn build_timed_page(dir: &Path) {
    let name = "timed";
    let jsonl = solve(&[
        "examples/puzzles/norvig_grid2.txt",
        "--format",
        "jsonl",
        "--max-steps",
        "2048",
    ])
    .stdout;
    let jsonl = String::from_utf8(jsonl).expect("JSON Lines are UTF-8");
    let timed = jsonl
        .replacen(
            r#""max_steps":2048}"#,
            r#""max_steps":null,"time_limit":0.01}"#,
            1,
        )
        .replacen(
            r#"{"event":"step_limit_reached","steps":2048}"#,
            r#"{"event":"time_limit_reached","steps":2048}"#,
            1,
        )
        .replacen(r#""end":"step_limit""#, r#""end":"time_limit""#, 1);
    assert_eq!(timed.matches("time_limit").count(), 3, "{timed:.300}");
    let trace = dir.join(format!("{name}.jsonl"));
    std::fs::write(&trace, &timed).unwrap();
    let render =
        |args: &[&str]| common::stdout_of(common::tool().arg("render").arg(&trace).args(args));
    let page = dir.join(format!("{name}.html"));
    render(&["--format", "html", "-o", page.to_str().unwrap()]);
    let text = render(&["--format", "text"]);
    write_expected(dir, name, timed.as_bytes(), &text);
}

/// How many guesses `build_deep_stack_page` stacks on one cell: past the
/// page's first checkpoint (1,024 events), where issue 22 (item 12) found
/// the player dead, and more than the 17 levels a 4x4 page's path keeps.
const DEEP_STACK: u32 = 1_030;

/// The page of a trace that breaks the rules the way no solver would:
/// [`DEEP_STACK`] guesses placed on one cell, each over the last, then all
/// undone. `render` draws it, warning that it breaks the rules; beside it
/// `deep-stack.expected.json`, with the depth of each guess.
fn build_deep_stack_page(dir: &Path) {
    let name = "deep-stack";
    let jsonl = solve(&["examples/puzzles/four.txt", "--format", "jsonl"]).stdout;
    let jsonl = String::from_utf8(jsonl).expect("JSON Lines are UTF-8");
    let header = jsonl.lines().next().expect("a header");
    // Cell [0,0] is empty in four.txt; digits 1 to 4 in turn.
    let mut trace = format!("{header}\n");
    for depth in 1..=DEEP_STACK {
        let digit = 1 + depth % 4;
        trace += &format!(
            "{{\"event\":\"placed\",\"cell\":[0,0],\"digit\":{digit},\"depth\":{depth}}}\n"
        );
    }
    for depth in (1..=DEEP_STACK).rev() {
        let digit = 1 + depth % 4;
        trace += &format!(
            "{{\"event\":\"undone\",\"cell\":[0,0],\"digit\":{digit},\"depth\":{depth}}}\n"
        );
    }
    let path = dir.join(format!("{name}.jsonl"));
    std::fs::write(&path, &trace).unwrap();
    let page = dir.join(format!("{name}.html"));
    let out = common::tool()
        .arg("render")
        .arg(&path)
        .args(["--format", "html", "-o"])
        .arg(&page)
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("breaks the rules"), "{stderr}");
    let expected = json!({ "guesses": DEEP_STACK, "events": 2 * DEEP_STACK });
    std::fs::write(
        dir.join(format!("{name}.expected.json")),
        expected.to_string(),
    )
    .unwrap();
}

/// Writes `<name>.expected.json`: the givens, then the board after each
/// event, replayed by the library from the JSON Lines trace; the sentences,
/// each numbered line of the text trace without its number and indentation;
/// the solutions, the end and the counters.
fn write_expected(dir: &Path, name: &str, jsonl: &[u8], text: &[u8]) {
    let jsonl = std::str::from_utf8(jsonl).expect("JSON Lines are UTF-8");
    let mut lines = jsonl.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).unwrap();
    let puzzle: Puzzle = serde_json::from_value(header["puzzle"].clone()).unwrap();
    let mut replay = Replay::from_puzzle(&puzzle).expect("a well-formed puzzle");
    let mut boards = vec![replay.grid().to_line()];
    let mut solutions = Vec::new();
    let mut footer = Value::Null;
    let mut textbook = TextbookExpected::new(&puzzle);
    for line in lines {
        match serde_json::from_str::<Event>(line) {
            Ok(event) => {
                if let Event::Solved { grid, .. } = &event {
                    solutions.push(grid.clone());
                }
                textbook.follow(&event, boards.len());
                replay.apply(&event);
                boards.push(replay.grid().to_line());
                textbook.record_domains(&boards[boards.len() - 1]);
            }
            Err(_) => footer = serde_json::from_str(line).expect("the footer"),
        }
    }

    let text = std::str::from_utf8(text).expect("text is UTF-8");
    let sentences: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let number = l.get(..6)?.trim().parse::<u64>().ok()?;
            (number > 0)
                .then(|| l.get(8..))
                .flatten()
                .map(str::trim_start)
        })
        .collect();
    assert_eq!(
        sentences.len() + 1,
        boards.len(),
        "{name}: one sentence per event"
    );

    let expected = json!({
        "boards": boards,
        "sentences": sentences,
        "solutions": solutions,
        "end": footer["end"],
        "stats": footer["stats"],
        "textbook": textbook.expected(),
    });
    std::fs::write(
        dir.join(format!("{name}.expected.json")),
        serde_json::to_vec(&expected).unwrap(),
    )
    .unwrap();
}

/// What a page of the textbook's search must show, worked out here from the
/// events alone, plainly (not by the page's or the solver's code): every
/// empty cell's domain after every step (the candidates among the givens,
/// minus the prunings standing; undoing a guess at depth d puts back those
/// made at depth d or deeper), each pruning with its cause, and each
/// backjump with the guesses it skips and its conflict set.
struct TextbookExpected {
    side: usize,
    /// The digits left in each cell's domain.
    domains: Vec<Vec<bool>>,
    /// The prunings standing: depth, cell, digit.
    trail: Vec<(u32, usize, usize)>,
    /// After each step, each cell's domain as digits ("" for a filled cell).
    per_step: Vec<Vec<String>>,
    prunings: Vec<Value>,
    conflict_sets: Vec<Value>,
    backjumps: Vec<Value>,
    /// The cells of the guesses standing, the first first.
    path: Vec<usize>,
    /// The last event followed, to tell a wipeout (a dead end right after
    /// the pruning that emptied its cell).
    last_pruned: Option<usize>,
    /// Each wipeout: its step, its cell and the cell of the guess standing
    /// (the one whose inference did it).
    wipeouts: Vec<Value>,
}

impl TextbookExpected {
    fn new(puzzle: &Puzzle) -> TextbookExpected {
        let side = puzzle.size;
        let givens: Vec<usize> = puzzle
            .givens
            .chars()
            .map(|c| c.to_digit(36).unwrap_or(0) as usize)
            .collect();
        let (box_rows, box_cols) = (puzzle.box_shape.rows(), puzzle.box_shape.cols());
        let peers_hold = |cell: usize, digit: usize| {
            let (r, c) = (cell / side, cell % side);
            let (top, left) = (r / box_rows * box_rows, c / box_cols * box_cols);
            (0..side).any(|k| {
                givens[r * side + k] == digit
                    || givens[k * side + c] == digit
                    || givens[(top + k / box_cols) * side + left + k % box_cols] == digit
            })
        };
        let domains = (0..side * side)
            .map(|cell| {
                (0..=side)
                    .map(|d| d > 0 && givens[cell] == 0 && !peers_hold(cell, d))
                    .collect()
            })
            .collect();
        let mut textbook = TextbookExpected {
            side,
            domains,
            trail: Vec::new(),
            per_step: Vec::new(),
            prunings: Vec::new(),
            conflict_sets: Vec::new(),
            backjumps: Vec::new(),
            path: Vec::new(),
            last_pruned: None,
            wipeouts: Vec::new(),
        };
        textbook.record_domains(&puzzle.givens);
        textbook
    }

    fn index(&self, cell: sudoku_trace::grid::Cell) -> usize {
        usize::from(cell.row) * self.side + usize::from(cell.col)
    }

    /// Follows `event`, the `step`-th (from 1).
    fn follow(&mut self, event: &Event, step: usize) {
        let last_pruned = self.last_pruned.take();
        match event {
            Event::Placed { cell, depth, .. } => {
                self.path.truncate(*depth as usize - 1);
                self.path.push(self.index(*cell));
            }
            Event::DeadEnd {
                subject: sudoku_trace::trace::Subject::Cell(cell),
                ..
            } if last_pruned == Some(self.index(*cell)) => {
                let cause = self.path.last().copied();
                self.wipeouts
                    .push(json!({ "step": step, "cell": self.index(*cell), "cause": cause }));
            }
            Event::Pruned {
                cell,
                digit,
                depth,
                by,
                ..
            } => {
                let (cell, digit) = (self.index(*cell), usize::from(*digit));
                if self.domains[cell][digit] {
                    self.domains[cell][digit] = false;
                    self.trail.push((*depth, cell, digit));
                }
                let by = self.index(*by);
                self.prunings
                    .push(json!({ "step": step, "cell": cell, "digit": digit, "by": by }));
                self.last_pruned = Some(cell);
            }
            Event::Undone { depth, .. } => {
                self.path.truncate(*depth as usize - 1);
                while let Some(&(d, cell, digit)) = self.trail.last() {
                    if d < *depth {
                        break;
                    }
                    self.domains[cell][digit] = true;
                    self.trail.pop();
                }
            }
            Event::ConflictSet { conflicts, .. } => {
                let conflicts = self.guesses(conflicts);
                self.conflict_sets
                    .push(json!({ "step": step, "conflicts": conflicts }));
            }
            Event::Backjumped {
                depth,
                over,
                conflicts,
                ..
            } => {
                let conflicts = self.guesses(conflicts);
                let landing = conflicts.last().map_or(0, |g| g["depth"].as_u64().unwrap());
                let skipped = self.path.get(landing as usize..).unwrap_or_default();
                self.backjumps.push(json!({
                    "step": step, "depth": depth, "over": over, "conflicts": conflicts,
                    "skipped": skipped,
                }));
            }
            _ => {}
        }
    }

    fn guesses(&self, guesses: &[sudoku_trace::trace::Guess]) -> Vec<Value> {
        guesses
            .iter()
            .map(|g| json!({ "cell": self.index(g.cell), "depth": g.depth }))
            .collect()
    }

    /// Records every cell's domain on `board` (a one-line grid).
    fn record_domains(&mut self, board: &str) {
        let digits = |cell: usize| -> String {
            (1..=self.side)
                .filter(|&d| self.domains[cell][d])
                .map(|d| char::from_digit(d as u32, 36).unwrap().to_ascii_uppercase())
                .collect()
        };
        let step = board
            .chars()
            .enumerate()
            .map(|(cell, c)| {
                if c == '.' {
                    digits(cell)
                } else {
                    String::new()
                }
            })
            .collect();
        self.per_step.push(step);
    }

    fn expected(&self) -> Value {
        let prunes = !self.prunings.is_empty();
        json!({
            "domains": if prunes { json!(self.per_step) } else { Value::Null },
            "prunings": self.prunings,
            "conflict_sets": self.conflict_sets,
            "backjumps": self.backjumps,
            "wipeouts": self.wipeouts,
        })
    }
}

/// Keeps the board every `every` steps, and the last one; and beside each
/// sample the guesses standing (`r4c2 = 7`, the deepest last: the tree's
/// current node).
struct Sampler {
    replay: Replay,
    step: u64,
    every: u64,
    samples: Vec<(u64, String)>,
    guesses: Vec<String>,
    deepest: Vec<(u64, Vec<String>)>,
}

impl Sink for Sampler {
    fn event(&mut self, event: &Event) -> std::ops::ControlFlow<()> {
        self.replay.apply(event);
        self.step += 1;
        match event {
            Event::Placed { cell, digit, .. } => {
                self.guesses
                    .push(format!("r{}c{} = {digit}", cell.row + 1, cell.col + 1))
            }
            Event::Undone { .. } => {
                self.guesses.pop();
            }
            _ => {}
        }
        if self.step % self.every == 0 {
            self.deepest.push((self.step, self.guesses.clone()));
            self.samples.push((self.step, self.replay.grid().to_line()));
        }
        std::ops::ControlFlow::Continue(())
    }
}

/// The page of about a million events; beside it, boards at sampled steps.
fn build_million(dir: &Path) {
    let (name, puzzle, steps) = MILLION;
    let page = dir.join(format!("{name}.html"));
    let limit = steps.to_string();
    let out = solve(&[
        puzzle,
        "--max-steps",
        &limit,
        "--format",
        "html",
        "-o",
        page.to_str().unwrap(),
    ]);
    assert!(out.status.code().is_some_and(|c| c <= 1));

    let grid = common::puzzle(Path::new(puzzle).file_name().unwrap().to_str().unwrap());
    let mut sampler = Sampler {
        replay: Replay::new(grid.clone()),
        step: 0,
        every: 9_973,
        samples: vec![(0, grid.to_line())],
        guesses: Vec::new(),
        deepest: Vec::new(),
    };
    let limits = Limits::FIRST_SOLUTION.with_max_steps(Some(steps));
    let report = solver::solve(&grid, Strategy::Candidates, limits, &mut sampler);
    sampler
        .samples
        .push((sampler.step, sampler.replay.grid().to_line()));
    let expected = json!({
        "samples": sampler.samples,
        "deepest": sampler.deepest,
        "placements": report.stats.placements,
        "events": report.stats.events,
        "bytes": std::fs::metadata(&page).unwrap().len(),
    });
    std::fs::write(
        dir.join(format!("{name}.expected.json")),
        serde_json::to_vec(&expected).unwrap(),
    )
    .unwrap();
}

/// The `compare` pages of Norvig's grid2, and beside each the rows it must
/// show: `compare` with its default limits (every strategy finishes), and
/// `compare-capped` with a budget of 200,000 placements (five strategies
/// stopped by it, the others solved).
fn build_compare_pages(dir: &Path) {
    for (name, extra) in [
        ("compare", &[][..]),
        ("compare-capped", &["--max-placements", "200000"][..]),
    ] {
        let page = dir.join(format!("{name}.html"));
        let run = |format: &[&str]| {
            common::stdout_of(
                common::tool()
                    .args(["compare", "examples/puzzles/norvig_grid2.txt", "--no-time"])
                    .args(extra)
                    .args(format),
            )
        };
        run(&[
            "--format",
            "html",
            "-o",
            page.to_str().expect("a UTF-8 path"),
        ]);
        let json: Value =
            serde_json::from_slice(&run(&["--format", "json"])).expect("compare JSON");
        std::fs::write(dir.join(format!("{name}.expected.json")), json.to_string()).unwrap();
    }
}

/// The race pages (`compare --line-up basic --format html`): the five
/// strategies on the classic puzzle and on Norvig's grid2, each recorded up
/// to the default cap. Beside each, `NAME.expected.json`: the compare JSON
/// of the same run, and (the classic puzzle, whose traces are small) each
/// strategy's board and counters at sample clocks, on either clock, from
/// its own trace: after `t` events, and before its placement `t + 1`.
fn build_race_pages(dir: &Path) {
    for (name, puzzle) in [
        ("race-classic", None),
        ("race-grid2", Some("examples/puzzles/norvig_grid2.txt")),
    ] {
        let page = dir.join(format!("{name}.html"));
        let run = |format: &[&str]| {
            common::stdout_of(
                common::tool()
                    .arg("compare")
                    .args(puzzle)
                    .args(["--line-up", "basic", "--no-time"])
                    .args(format),
            )
        };
        run(&[
            "--format",
            "html",
            "-o",
            page.to_str().expect("a UTF-8 path"),
        ]);
        let compare: Value =
            serde_json::from_slice(&run(&["--format", "json"])).expect("compare JSON");
        let mut expected = json!({ "compare": compare });
        if puzzle.is_none() {
            let puzzle: Puzzle =
                serde_json::from_value(compare["puzzle"].clone()).expect("a puzzle");
            let grid = sudoku_trace::parse::parse_str(&puzzle.givens).expect("the givens parse");
            let runs: Vec<Value> = compare["rows"]
                .as_array()
                .expect("rows")
                .iter()
                .map(|row| {
                    let strategy: Strategy = row["strategy"].as_str().unwrap().parse().unwrap();
                    let mut events: Vec<Event> = Vec::new();
                    let limits = Limits::FIRST_SOLUTION;
                    solver::solve(&grid, strategy, limits, &mut events);
                    let placed: Vec<usize> = (0..events.len())
                        .filter(|&i| sudoku_trace::Stats::from_events(&events[i..=i]).placements == 1)
                        .collect();
                    let at = |s: usize| {
                        let mut replay = Replay::from_puzzle(&puzzle).expect("a replay");
                        events[..s].iter().for_each(|e| replay.apply(e));
                        json!({
                            "board": replay.grid().to_line(),
                            "counters": sudoku_trace::Stats::from_events(&events[..s]),
                        })
                    };
                    let clocks = [0usize, 1, 2, 3, 10, 51, 52, 100, 103, 1000, 5000, 13820, 43056];
                    json!({
                        "events": clocks.map(|t| at(t.min(events.len()))),
                        "placements": clocks.map(|t| at(placed.get(t).copied().unwrap_or(events.len()))),
                    })
                })
                .collect();
            expected["clocks"] =
                json!([0, 1, 2, 3, 10, 51, 52, 100, 103, 1000, 5000, 13820, 43056]);
            expected["runs"] = json!(runs);
        }
        std::fs::write(
            dir.join(format!("{name}.expected.json")),
            expected.to_string(),
        )
        .unwrap();
    }
}

/// The race as a lecturer projects it: the classic puzzle's `csp` line-up
/// (twelve boards), four strategies of `--strategies` in their order, and
/// `--line-up all` (21 rows: no two bars alike).
fn build_projector_race_pages(dir: &Path) {
    for (name, args) in [
        ("race-csp", &["compare"][..]),
        (
            "race-four",
            &[
                "compare",
                "--strategies",
                "backtrack+mrv+mac,backtrack+fc,dlx,backtrack+backjump",
            ][..],
        ),
        (
            "race-all",
            &["compare", "--puzzle", "first-4x4", "--line-up", "all"][..],
        ),
    ] {
        let page = dir.join(format!("{name}.html"));
        let page = page.to_str().expect("a UTF-8 path");
        common::stdout_of(
            common::tool()
                .args(args)
                .args(["--format", "html", "-o", page]),
        );
    }
}

/// Text made to break out of a page: out of the script element, out of an
/// attribute, into a link, and backwards (a right-to-left override, and
/// left-to-right and first-strong isolates left open or closed).
const HOSTILE: &str = "</script><script>window.__pwned=1</script>\"><img src=x onerror=\"window.__pwned=2\">javascript:alert(1) \u{202E}evil\u{2066}iso\u{2069} \u{2068}open";

/// The same in a file name: no `/`, and a terminal escape on top.
const HOSTILE_FILE: &str = "\"><img src=x onerror=\"window.__pwned=2\"><script>window.__pwned=1<\\script>javascript:alert(1) \u{202E}evil\u{2066}iso\u{2069} \u{1b}[2J.sdk";

/// `.sdk` header lines (author, description, comment), which must not reach
/// a page at all: each carries a marker the browser test looks for.
const HOSTILE_SDK: &str = "#A sdk-author</script><script>window.__pwned=3</script>\n\
    #D sdk-description\"><img src=x onerror=\"window.__pwned=4\">\n\
    #C sdk-comment \u{202E}javascript:alert(1)\n\
    ..3.\n.3.4\n2..3\n3.4.\n";

/// Pages that carry hostile text along each path outside text takes into a
/// page: a puzzle's file name (`solve`, and `compare`, which does not show
/// it), `render --title`, and the strategy named by a trace another program
/// wrote; beside them, `hostile.expected.json` with the literal strings.
fn build_hostile_pages(dir: &Path) {
    let files = dir.join("hostile");
    std::fs::create_dir_all(&files).unwrap();
    let puzzle = files.join(HOSTILE_FILE);
    std::fs::write(&puzzle, HOSTILE_SDK).unwrap();
    let run = |args: &[&std::ffi::OsStr]| common::stdout_of(common::tool().args(args));
    let page = |name: &str| dir.join(format!("{name}.html")).into_os_string();
    let os = std::ffi::OsStr::new;
    run(&[
        os("solve"),
        puzzle.as_os_str(),
        os("--format"),
        os("html"),
        os("-o"),
        &page("hostile-file"),
    ]);
    run(&[
        os("compare"),
        puzzle.as_os_str(),
        os("--no-time"),
        os("--format"),
        os("html"),
        os("-o"),
        &page("hostile-compare"),
    ]);

    let jsonl = run(&[os("solve"), puzzle.as_os_str(), os("--format"), os("jsonl")]);
    let jsonl = String::from_utf8(jsonl).expect("JSON Lines are UTF-8");
    let trace = files.join("four.jsonl");
    std::fs::write(&trace, &jsonl).unwrap();
    run(&[
        os("render"),
        trace.as_os_str(),
        os("--format"),
        os("html"),
        os("--title"),
        os(HOSTILE),
        os("-o"),
        &page("hostile-title"),
    ]);

    let strategy = serde_json::to_string(HOSTILE).unwrap();
    let foreign = jsonl.replacen(
        r#""strategy":"candidates""#,
        &format!(r#""strategy":{strategy}"#),
        1,
    );
    assert_ne!(foreign, jsonl, "the header names the strategy");
    let trace = files.join("foreign.jsonl");
    std::fs::write(&trace, &foreign).unwrap();
    run(&[
        os("render"),
        trace.as_os_str(),
        os("--format"),
        os("html"),
        os("-o"),
        &page("hostile-trace"),
    ]);

    let expected = json!({ "text": HOSTILE, "file": HOSTILE_FILE, "sdk": HOSTILE_SDK });
    std::fs::write(dir.join("hostile.expected.json"), expected.to_string()).unwrap();
}

#[test]
fn the_walkthrough_passes_in_a_real_browser() {
    let ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
    let chromium = chromium();
    if !has_node() || chromium.is_none() {
        let missing = if has_node() { "chromium" } else { "node" };
        assert!(
            !ci,
            "{missing} is missing: CI must run the browser tests (.ci/run installs it)"
        );
        eprintln!("SKIPPED: browser tests need node and chromium; {missing} is missing here");
        return;
    }
    let chromium = chromium.expect("checked above");
    let firefox = firefox();
    assert!(
        firefox.is_some() || !ci,
        "firefox-esr is missing: CI must run the smoke set in Firefox too (.ci/run installs it)"
    );
    if firefox.is_none() {
        eprintln!("SKIPPED: the Firefox smoke set needs firefox-esr, missing here");
    }
    let tests = common::root().join("tests/browser");
    let modules = tests.join("node_modules");
    // Every pinned package, so that a `node_modules` from before one was
    // added is brought up to date (axe-core: `axe.test.mjs`).
    if ["playwright-core", "puppeteer-core", "axe-core"]
        .iter()
        .any(|package| !modules.join(package).exists())
    {
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .env("PUPPETEER_SKIP_DOWNLOAD", "1")
            .current_dir(&tests)
            .status()
            .expect("npm runs");
        assert!(status.success(), "npm ci failed in tests/browser");
    }

    let target = target_dir();
    let pages = target.join("browser-pages");
    let shots = target.join("browser-screenshots");
    std::fs::create_dir_all(&pages).unwrap();
    std::fs::create_dir_all(&shots).unwrap();
    for (name, args) in PAGES {
        build_page(&pages, name, args);
    }
    build_foreign_page(&pages);
    build_timed_page(&pages);
    build_deep_stack_page(&pages);
    build_million(&pages);
    build_compare_pages(&pages);
    build_race_pages(&pages);
    build_projector_race_pages(&pages);
    build_hostile_pages(&pages);
    build_notebook_page(&pages);
    build_worksheet_pages(&pages);

    let mut node = Command::new("node");
    node.args(["--test", "--test-concurrency=1"])
        .current_dir(&tests)
        .env("PAGES_DIR", &pages)
        .env("SHOTS_DIR", &shots)
        .env("CHROMIUM", &chromium);
    match &firefox {
        Some(path) => node.env("FIREFOX", path),
        None => node.env_remove("FIREFOX"),
    };
    let out = node.output().expect("node runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(
        out.status.success(),
        "browser tests failed (pages in {}, screenshots in {})",
        pages.display(),
        shots.display()
    );
}
