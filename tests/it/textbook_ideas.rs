//! The textbook's ideas said in the text trace (issue 24): under inference a
//! cell's domain, not its candidates, and a guess ranked in it; a wipeout
//! named with the guess and the pruning behind it; a conflict set that
//! states its rule and the givens' part; a backjump naming the guesses it
//! skips, and "no value left" where no dead end was. The moments the issue
//! names are snapshotted in every language; the domains the text states are
//! held to a small domain replay of the JSON Lines written here.

use crate::common;

use std::collections::BTreeMap;

use serde_json::Value;

const LANGS: [&str; 4] = ["en", "zh-Hans", "zh-Hant", "zh-TW"];

fn solve(args: &[&str]) -> String {
    let out = common::cmd().arg("solve").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The text trace's sentences by step number (without the indentation).
fn steps(text: &str) -> BTreeMap<u64, String> {
    text.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let (number, rest) = line.split_once("  ")?;
            Some((number.parse().ok()?, rest.trim_start().to_string()))
        })
        .collect()
}

fn sentence(text: &str, step: u64) -> String {
    steps(text)
        .remove(&step)
        .unwrap_or_else(|| panic!("no step {step}"))
}

/// The moments of the issue, each a command and a range of steps.
const MOMENTS: [(&str, &[&str], u64, u64); 6] = [
    (
        "classic fc: the first wipeout",
        &[
            "--puzzle",
            "classic",
            "--strategy",
            "backtrack",
            "--inference",
            "fc",
        ],
        18,
        26,
    ),
    (
        "classic backjump: the first conflict set and backjump",
        &[
            "--puzzle",
            "classic",
            "--strategy",
            "backtrack",
            "--backjump",
        ],
        11,
        14,
    ),
    (
        "classic backjump: a jump from a cell with no value left",
        &[
            "--puzzle",
            "classic",
            "--strategy",
            "backtrack",
            "--backjump",
        ],
        44,
        50,
    ),
    (
        "first-4x4 backjump: over two guesses",
        &[
            "--puzzle",
            "first-4x4",
            "--strategy",
            "backtrack",
            "--backjump",
        ],
        12,
        16,
    ),
    (
        "ai-escargot mac: domains narrowed by arc consistency",
        &[
            "--puzzle",
            "ai-escargot",
            "--strategy",
            "backtrack",
            "--inference",
            "mac",
        ],
        44,
        49,
    ),
    (
        "classic lcv: a value order",
        &[
            "--puzzle",
            "classic",
            "--strategy",
            "backtrack",
            "--values",
            "lcv",
            "--inference",
            "fc",
        ],
        1,
        2,
    ),
];

#[test]
fn the_issues_moments_in_every_language() {
    for lang in LANGS {
        let mut shown = String::new();
        for (name, args, from, to) in MOMENTS {
            let text = solve(&[args, &["--lang", lang]].concat());
            let steps = steps(&text);
            shown.push_str(&format!("── {name}\n"));
            for step in from..=to {
                shown.push_str(&format!("{step:>4}  {}\n", steps[&step]));
            }
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("textbook_ideas_{lang}"), shown);
        });
    }
}

#[test]
fn a_wipeout_is_said_with_the_guess_and_the_pruning_behind_it() {
    let text = solve(&[
        "--puzzle",
        "classic",
        "--strategy",
        "backtrack",
        "--inference",
        "fc",
    ]);
    let said = sentence(&text, 25);
    assert!(said.starts_with("domain of r3c6 wiped out"), "{said}");
    assert!(said.contains("r1c6 = 4 (step 19)"), "{said}");
    assert!(said.contains("at step 24"), "{said}");
    assert!(said.contains("before the search reached r3c6"), "{said}");
    assert!(!said.contains("dead end"), "{said}");
}

#[test]
fn under_mac_a_pruned_value_is_not_said_to_be_available() {
    let args = [
        "--puzzle",
        "ai-escargot",
        "--strategy",
        "backtrack",
        "--inference",
        "mac",
    ];
    let text = solve(&args);
    let said = sentence(&text, 46);
    assert!(
        said.starts_with("r1c4: domain [8]; 5 pruned by arc consistency at step 31"),
        "{said}"
    );
    assert_eq!(
        sentence(&text, 47),
        "try r1c4 = 8 (value 1 of 1 in its domain)"
    );
}

#[test]
fn a_backjump_names_what_it_skips_and_a_used_up_cell_is_no_dead_end() {
    let text = solve(&[
        "--puzzle",
        "classic",
        "--strategy",
        "backtrack",
        "--backjump",
    ]);
    let said = sentence(&text, 49);
    assert!(said.starts_with("r2c7 has no value left"), "{said}");
    assert!(said.contains("skipping r2c3 = 4"), "{said}");
    assert!(!said.contains("dead end"), "{said}");
    let said = sentence(&text, 14);
    assert!(
        said.contains("skipping r1c8 = 9: the dead end at r1c9"),
        "{said}"
    );
    // The rule, with the givens' digits apart: 1 and 9 are a given's in
    // column 9, though the exclusion list names the guesses r1c3 and r1c8.
    let said = sentence(&text, 13);
    assert!(
        said.contains("r1c4 (depth 2) for 2, r1c6 (depth 3) for 4 and r1c7 (depth 4) for 8"),
        "{said}"
    );
    assert!(
        said.contains("the earliest guess that rules it out"),
        "{said}"
    );
    assert!(
        said.contains("1 (r5c9)") && said.contains("9 (r9c9)"),
        "{said}"
    );
    // Step 45: 4 is ruled out by r2c3 (row) and r1c7 (box); r1c7 is earlier.
    let said = sentence(&text, 45);
    assert!(said.contains("r1c7 (depth 4) for 4"), "{said}");
}

/// Every domain a MAC or FC trace states is the one a plain replay of its
/// JSON Lines finds: the cell's candidates on the board less the values
/// pruned and not yet put back.
#[test]
fn every_stated_domain_is_the_replayed_one() {
    for (puzzle, inference) in [
        ("ai-escargot", "mac"),
        ("classic", "fc"),
        ("classic", "mac"),
    ] {
        let base = [
            "--puzzle",
            puzzle,
            "--strategy",
            "backtrack",
            "--inference",
            inference,
        ];
        let text = solve(&base);
        let jsonl = solve(&[&base[..], &["--format", "jsonl"]].concat());
        let said = steps(&text);
        // Pruned digits standing: (depth, cell, digit).
        let mut trail: Vec<(u64, (u64, u64), u64)> = Vec::new();
        let mut checked = 0;
        for (step, line) in jsonl.lines().skip(1).enumerate() {
            let event: Value = serde_json::from_str(line).unwrap();
            let step = step as u64 + 1;
            let cell = |e: &Value| {
                (
                    e["cell"][0].as_u64().unwrap(),
                    e["cell"][1].as_u64().unwrap(),
                )
            };
            match event["event"].as_str() {
                Some("candidates_computed") => {
                    let c = cell(&event);
                    let domain: Vec<String> = event["candidates"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|d| d.as_u64().unwrap())
                        .filter(|d| !trail.iter().any(|&(_, tc, td)| tc == c && td == *d))
                        .map(|d| d.to_string())
                        .collect();
                    if domain.is_empty() {
                        continue;
                    }
                    let want = format!("domain [{}]", domain.join(", "));
                    assert!(
                        said[&step].contains(&want),
                        "{puzzle} {inference} step {step}: {} vs {want}",
                        said[&step]
                    );
                    checked += 1;
                }
                Some("pruned") => {
                    trail.push((
                        event["depth"].as_u64().unwrap(),
                        cell(&event),
                        event["digit"].as_u64().unwrap(),
                    ));
                }
                Some("undone") => {
                    let depth = event["depth"].as_u64().unwrap();
                    trail.retain(|&(d, _, _)| d < depth || d == 0);
                }
                _ => {}
            }
        }
        assert!(checked > 50, "{puzzle} {inference}: only {checked} domains");
    }
}
