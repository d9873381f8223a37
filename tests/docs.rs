//! The example trace in `docs/trace-format.md` is still what the tool prints.

mod common;

use assert_cmd::Command;

const MARKER: &str = "<!-- generated: printf '1234\\n3412\\n2.4.\\n4.23\\n' | sudoku-trace solve - --format jsonl -->";

#[test]
fn the_example_in_the_format_doc_matches_the_tool() {
    let doc = std::fs::read_to_string(common::root().join("docs/trace-format.md")).unwrap();
    let at = doc
        .find(MARKER)
        .expect("the doc marks its generated example");
    let block = &doc[at + MARKER.len()..];
    let block = block
        .strip_prefix("\n```json\n")
        .expect("a json block follows the marker");
    let example = &block[..block.find("```").expect("the block ends")];
    let out = Command::cargo_bin("sudoku-trace")
        .unwrap()
        .args(["solve", "-", "--format", "jsonl"])
        .write_stdin("1234\n3412\n2.4.\n4.23\n")
        .output()
        .unwrap();
    assert_eq!(
        example,
        String::from_utf8(out.stdout).unwrap(),
        "docs/trace-format.md's example is stale: regenerate it with the command in its marker"
    );
    // The header and footer shown on their own above it are the example's.
    let (first, last) = (
        example.lines().next().unwrap(),
        example.lines().last().unwrap(),
    );
    assert!(doc.contains(&format!("```json\n{first}\n```")));
    assert!(doc.contains(&format!("```json\n{last}\n```")));
}
