"""What a notebook shows of a report (issue 28, item 3): the grades' notes,
verify's whole report, a diff's names the user knows, a mistyped folder."""

import json

import pytest

import sudoku_trace as st


def test_grades_show_their_notes(a_class):
    grades = st.grade(a_class, puzzle="first-4x4")
    notes = {row["name"].rsplit("/", 1)[-1]: row["note"] for row in grades.rows}
    assert notes["alice.jsonl"] == "full marks"
    assert notes["bob.jsonl"].startswith("rules: invalid"), notes["bob.jsonl"]
    assert notes["carol.jsonl"].startswith("unreadable: header: not JSON"), notes["carol.jsonl"]
    assert all("\n" not in note for note in notes.values())
    shown = repr(grades)
    assert notes["bob.jsonl"] in shown and "0/100" in shown and "100/100" in shown
    page = grades._repr_html_()
    assert "<th>note</th>" in page and "full marks" in page and "unreadable" in page


def test_a_mistyped_class_folder_is_an_error(a_class):
    with pytest.raises(FileNotFoundError, match="no file or folder .*clas'"):
        st.grade(a_class.parent / "clas", puzzle="first-4x4")
    with pytest.raises(FileNotFoundError, match="missing.jsonl"):
        st.grade([a_class / "alice.jsonl", a_class / "missing.jsonl"], puzzle="first-4x4")


def test_verify_shows_its_whole_report():
    records = list(st.solve("first-4x4").trace())
    placed = next(r for r in records if r.get("event") == "placed")
    placed["digit"] = placed["digit"] % 4 + 1
    report = st.verify(records)
    assert not report and len(report.text.strip().splitlines()) > 1, report.text
    shown = repr(report)
    assert shown.startswith("<VerifyReport invalid>")
    assert report.text.strip() in shown, "every line of the report, the board's too"
    assert report.text.strip().splitlines()[-1] in report._repr_html_()


def test_verify_gives_its_fault_as_facts():
    # Item 8: the fault's step, line, event and board, not only its text,
    # from one run of the command (verify --format json).
    records = list(st.solve("first-4x4").trace())
    at = next(i for i, r in enumerate(records) if r.get("event") == "placed")
    records[at]["digit"] = records[at]["digit"] % 4 + 1
    report = st.verify(records, lang="zh-Hans")
    fault = report.fault
    assert fault is not None and report.checked is None
    assert (fault["step"], fault["line"]) == (at, at + 1)
    assert fault["event"] == records[at]
    assert len(fault["board"]) == 4 and all(len(row) == 4 for row in fault["board"])
    assert fault["found"] in report.text and fault["expected"] in report.text
    assert report.text.startswith("无效")
    valid = st.verify(st.solve("first-4x4"))
    assert valid.fault is None
    assert valid.checked["steps"] == st.solve("first-4x4").steps
    assert valid.checked["kinds"]["placed"] == valid.checked["stats"]["placements"]


def test_a_diff_names_a_result_by_its_puzzle_and_strategy():
    candidates = st.solve("classic")
    naive = st.solve("classic", "naive")
    report = st.diff(candidates, naive)
    assert "b.jsonl" not in report.text and "a.jsonl" not in report.text
    assert report.text.startswith("classic-candidates.jsonl (candidates) and classic-naive.jsonl (naive)"), report.text
    assert report.data["b"]["name"] == "classic-naive.jsonl"
    same = st.diff(candidates, st.solve("classic"))
    assert same.identical


def test_drawing_a_trace_that_breaks_the_rules_warns():
    records = list(st.solve("first-4x4").trace())
    placed = next(r for r in records if r.get("event") == "placed")
    placed["digit"] = placed["digit"] % 4 + 1
    for draw in (lambda: st.render(records), lambda: st.walkthrough(records)):
        with pytest.warns(st.TraceWarning, match=r"^the trace breaks the rules \(rendered all the same\): step "):
            draw()
    with pytest.warns(UserWarning) as caught:
        page = st.walkthrough(records)
    assert caught[0].filename == __file__, "the warning points at the user's call"
    # The page says it too, at its top, with the step and what was expected.
    data = json.loads(page.html.split('id="walkthrough-data">', 1)[1].split("</script>", 1)[0])
    at = next(i for i, r in enumerate(records) if r.get("event") == "placed")
    assert data["broken"]["step"] == at and data["broken"]["expected"]
    assert 'id="rules-broken"' in page.html


def test_drawing_a_valid_trace_does_not_warn(recwarn):
    st.walkthrough(list(st.solve("first-4x4").trace()))
    assert not [w for w in recwarn if issubclass(w.category, st.TraceWarning)]


def test_to_pandas_without_pandas_fails_before_the_searches(monkeypatch):
    # Item 3: it failed only after a 12-14 s comparison.
    import sudoku_trace._compare as compare_module

    ran = []
    real = compare_module.command
    monkeypatch.setattr(compare_module, "command", lambda args, **kw: ran.append(args) or real(args, **kw))
    comparison = st.compare("norvig-grid2", line_up="all")
    assert ran == [], "no search until the comparison is read"
    monkeypatch.setitem(__import__("sys").modules, "pandas", None)
    with pytest.raises(ImportError, match="pip install pandas"):
        comparison.to_pandas()
    assert ran == []
    # Read, it runs once.
    small = st.compare("first-4x4", line_up="basic")
    assert len(small.rows) == 5 and small.document["rows"][0]["strategy"] == "candidates"
    assert len(ran) == 1


def test_compare_refuses_a_bad_puzzle_or_strategy_at_the_call():
    with pytest.raises(st.PuzzleError) as found:
        st.compare("1.3.\n.3.4\n2..3\n3.4x\n")
    assert (found.value.line, found.value.column) == (4, 4)
    for name in ("fastest", "backtrack+mac+backjump", "backtrack+fc+mrv"):
        with pytest.raises(st.ArgumentError, match="is no strategy") as refused:
            st.compare("classic", strategies=["mrv", name])
        assert refused.value.parameter == "strategies"
    assert st.compare("first-4x4", strategies=["backtrack+mrv+degree+lcv+fc+backjump"]).rows[0]["end"] == "solution_limit"


def test_verify_and_diff_run_the_command_once(monkeypatch):
    # Item 8: diff ran twice (its text, then its JSON); now one JSON run
    # carries both, as verify's does.
    import sudoku_trace._reports as reports

    calls = []
    real = reports.run
    monkeypatch.setattr(reports, "run", lambda args, **kw: calls.append(args[0]) or real(args, **kw))
    a, b = st.solve("first-4x4"), st.solve("first-4x4", "naive")
    report = st.diff(a, b, lang="zh-Hans")
    assert calls == ["diff"]
    assert not report and report.text.startswith("first-4x4-candidates.jsonl（candidates）")
    assert "text" not in report.data and report.data["identical"] is False
    st.verify(a)
    assert calls == ["diff", "verify"]


def test_a_long_solved_results_page_searches_to_its_solution(monkeypatch):
    # Item 5: norvig_grid2's solved Result (32,341,581 steps) showed a
    # fresh search cut at the page's 10,000,000 steps, its solution never
    # reached. The page's search now runs the result's own steps, and the
    # page keeps the solution past its recording cap (tests/browser).
    import sudoku_trace._result as result_module

    result = st.solve("classic")
    result.stats = dict(result.stats, events=32_341_581)
    cut = st.solve("classic", max_steps=100)
    cut.stats = dict(cut.stats, events=32_341_581)
    seen = []
    monkeypatch.setattr(result_module, "command", lambda args, **kw: seen.append(args) or st.Completed(0, b"", ""))
    result.render("html")
    result.save("page.html", format="html")
    result.render("text")
    assert [("--max-steps=32341581" in args) for args in seen] == [True, True, False]
    # A step limit of the user's own stays theirs.
    cut.render("html")
    assert not any(a == "--max-steps=32341581" for a in seen[-1])
