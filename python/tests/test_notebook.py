"""The example notebook, executed headless: its outputs hold the walkthrough
and the comparison's page."""

import html
import re

import nbclient
import nbformat


def test_the_notebook_runs_and_shows_the_walkthrough(root, cli):
    notebook = nbformat.read(root / "examples" / "notebook" / "backtracking.ipynb", as_version=4)
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(root)}}).execute()
    shown = [
        output["data"]["text/html"]
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if "text/html" in output.get("data", {})
    ]
    assert len(shown) == 2, "the result's walkthrough and the comparison's page"
    walkthrough = html.unescape(re.search(r'srcdoc="([^"]*)"', shown[0]).group(1))
    _, page, _ = cli("solve", "--puzzle", "classic", "--format", "html")
    assert walkthrough == page.decode()
    comparison = html.unescape(re.search(r'srcdoc="([^"]*)"', shown[1]).group(1))
    assert "backtrack+mrv+lcv+mac" in comparison and "<svg" in comparison
    texts = "".join(
        output.get("text", "") + output.get("data", {}).get("text/plain", "")
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.outputs
    )
    assert "placements: 4208 dead ends: 1246" in texts
    # The student's solver in the notebook, written with TraceWriter.
    assert "valid: 24 steps of a student search on a 4x4 puzzle follow the rules" in texts
    assert (
        "identical at the level of placements (`placed`), undos (`undone`), solutions (`solved`):"
        " a.jsonl and candidates.jsonl" in texts
    )
    assert not any(o.output_type == "error" for c in notebook.cells if c.cell_type == "code" for o in c.outputs)
