//! The example trace in `docs/trace-format.md` is still what the tool prints,
//! and the Python `TraceWriter` example beside it still writes that trace.

use crate::common;

const MARKER: &str = "<!-- generated: printf '1234\\n3412\\n2.4.\\n4.23\\n' | sudoku-trace solve - --format jsonl -->";

const WRITER_MARKER: &str = "<!-- tests/it/docs.rs runs this block: it prints the complete example above, but for the strategy's name -->";

/// The fenced block of `language` right after `marker` in the format doc.
fn block_after(doc: &str, marker: &str, language: &str) -> String {
    let at = doc.find(marker).expect("the doc marks its example");
    let block = doc[at + marker.len()..]
        .strip_prefix(&format!("\n```{language}\n"))
        .unwrap_or_else(|| panic!("a {language} block follows the marker {marker}"));
    block[..block.find("```").expect("the block ends")].to_string()
}

fn format_doc() -> String {
    std::fs::read_to_string(common::root().join("docs/trace-format.md")).unwrap()
}

#[test]
fn the_example_in_the_format_doc_matches_the_tool() {
    let doc = format_doc();
    let example = block_after(&doc, MARKER, "json");
    let out = common::cmd()
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

/// The `TraceWriter` example (run with the package's source folder on
/// `PYTHONPATH`, as without the wheel) prints the complete example, byte for
/// byte, its header naming the strategy `student`.
#[test]
fn the_trace_writer_example_in_the_format_doc_writes_the_example() {
    let doc = format_doc();
    let program = block_after(&doc, WRITER_MARKER, "python");
    let Ok(out) = common::python3().args(["-c", &program]).output() else {
        eprintln!("python3 is missing: the example is not run");
        return;
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the writer example fails:\n{stderr}");
    let expected = block_after(&doc, MARKER, "json").replacen(
        r#""strategy":"candidates""#,
        r#""strategy":"student""#,
        1,
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}
