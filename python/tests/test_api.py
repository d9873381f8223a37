"""The API over the command line: the same counts, traces, pages and reports
as the command, reached from Python."""

import html
import itertools
import json
import pathlib
import re

import pytest

import sudoku_trace as st

FOUR = "..3.\n.3.4\n2..3\n3.4.\n"


def test_solve_counts_as_the_command(cli):
    result = st.solve("classic")
    assert result.placements == 4208
    code, out, _ = cli("solve", "--puzzle", "classic", "--format", "summary")
    summary = json.loads(out)
    assert code == 0
    assert result.stats == summary["stats"]
    assert result.solutions == summary["solutions"]
    assert result.end == "solution_limit" and result.solved
    assert result.strategy == "candidates"


@pytest.mark.parametrize(
    "options, name",
    [
        (dict(strategy="naive"), "naive"),
        (dict(strategy="backtrack", select="mrv", inference="fc"), "backtrack+mrv+fc"),
        (dict(strategy="backtrack", backjump=True), "backtrack+backjump"),
        (dict(strategy="backtrack", inference="fc", backjump=True), "backtrack+fc+backjump"),
        (dict(strategy="backtrack", select="mrv+degree", inference="fc"), "backtrack+mrv+degree+fc"),
        (dict(strategy="dlx", all_solutions=True), "dlx"),
    ],
)
def test_every_strategy_and_choice_reaches_the_search(options, name):
    result = st.solve("1234\n3412\n....\n....\n" if options.get("all_solutions") else "classic", **options)
    assert result.strategy == name
    if options.get("all_solutions"):
        assert result.end == "exhausted" and result.stats["solutions"] > 1


def test_events_are_the_commands_trace_as_dicts(cli):
    result = st.solve(FOUR)
    _, out, _ = cli("solve", "-", "--format", "jsonl", input=FOUR.encode())
    records = [json.loads(line) for line in out.decode().splitlines()]
    assert list(result.trace()) == records
    assert list(result.events()) == records[1:-1]
    assert all("event" in e for e in result.events())


def test_events_are_lazy_and_stopping_stops_the_search():
    # Norvig's grid2 under naive search writes billions of events: reading
    # five and stopping must end the search (the test would hang otherwise).
    args = ["solve", "--puzzle", "norvig-grid2", "--strategy", "naive", "--format", "jsonl"]
    lines = st._run.stream_lines(args)
    first = [json.loads(line) for line in itertools.islice(lines, 6)]
    lines.close()
    assert "schema_version" in first[0]
    assert all("event" in e for e in first[1:])


def test_limits_reach_the_search():
    result = st.solve("norvig-hard1", max_steps=1000)
    assert result.end == "step_limit"
    last = list(result.events())[-1]
    assert last == {"event": "step_limit_reached", "steps": 1000}
    assert result.steps == 1001, "the step limit's own event counts"


@pytest.mark.parametrize("fmt", ["text", "json", "jsonl", "html", "markdown"])
def test_render_writes_what_the_command_writes(cli, fmt):
    result = st.solve("classic")
    _, out, _ = cli("solve", "--puzzle", "classic", "--format", fmt, "--lang", "zh-Hant")
    assert result.render(fmt, lang="zh-Hant") == out.decode()


def test_save_writes_the_file_whole(tmp_path, cli):
    path = st.solve("classic").save(tmp_path / "walk.html", format="html", quiz=5)
    _, out, _ = cli("solve", "--puzzle", "classic", "--format", "html", "--quiz", "5")
    assert path.read_bytes() == out


def test_the_walkthrough_in_a_notebook_is_the_commands_page(cli):
    shown = st.solve("classic")._repr_html_()
    assert shown.startswith("<iframe srcdoc=")
    page = html.unescape(re.search(r'srcdoc="([^"]*)"', shown).group(1))
    _, out, _ = cli("solve", "--puzzle", "classic", "--format", "html")
    assert page == out.decode()
    # The frame's height is the page's to set.
    assert "height: 760px" in shown
    walk = st.solve("classic").walkthrough()
    walk.height = 1000
    assert "height: 1000px" in walk._repr_html_()


def test_a_long_trace_is_cut_for_the_notebook():
    result = st.solve("norvig-hard1")  # 1,390,299 events
    assert result.steps > st._display.NOTEBOOK_MAX_EVENTS
    page = result.walkthrough().html
    assert len(page) < 3_000_000, len(page)
    whole = result.walkthrough(html_max_events=result.steps).html
    assert len(whole) > 2 * len(page)


def test_a_long_saved_trace_is_cut_for_the_notebook_too(tmp_path):
    # The same cap for a trace file as for a Result (it embedded a
    # 1,000,000-event trace whole): one search of 1,390,299 events, saved.
    trace = st.solve("norvig-hard1").save(tmp_path / "long.jsonl")
    page = st.walkthrough(trace).html
    assert f'"recorded":{st._display.NOTEBOOK_MAX_EVENTS},' in page
    assert '"heard":1390299,' in page
    assert len(page) < 3_000_000, len(page)
    whole = st.walkthrough(trace, html_max_events=2_000_000).html
    assert '"recorded":1390299,' in whole


@pytest.mark.parametrize(
    "puzzle",
    [
        FOUR,
        FOUR.replace("\n", ""),
        [[0, 0, 3, 0], [0, 3, 0, 4], [2, 0, 0, 3], [3, 0, 4, 0]],
        ["0030", "0304", "2003", "3040"],  # read as digits before rows were checked
        ["..3.", ".3.4", "2..3", "3.4."],
        "examples/puzzles/four.txt",
    ],
)
def test_a_puzzle_as_text_rows_or_file(puzzle, root, monkeypatch):
    monkeypatch.chdir(root)
    assert st.solve(puzzle).puzzle["size"] == 4
    assert st.solve(pathlib.Path(root / "examples/puzzles/four.txt")).puzzle["size"] == 4


def test_bad_puzzles_and_options_raise_the_commands_message():
    with pytest.raises(ValueError, match="neither a puzzle of the library"):
        st.solve("escargot")
    with pytest.raises(FileNotFoundError, match="no puzzle file 'puzzles/missing.txt'"):
        st.solve("puzzles/missing.txt")
    with pytest.raises(TypeError, match="not float"):
        st.solve(4.5)
    # A file's bytes: read as the command reads a file, which names what it refuses.
    assert st.solve(FOUR.encode()).puzzle["size"] == 4
    with pytest.raises(st.SudokuTraceError, match="looks like UTF-16"):
        st.solve(FOUR.encode("utf-16"))
    with pytest.raises(ValueError, match="square"):
        st.solve([[1, 2], [3]])
    with pytest.raises(st.SudokuTraceError, match="strategy must be one of .*, got 'bogus'"):
        st.solve(strategy="bogus")
    with pytest.raises(st.SudokuTraceError) as error:
        st.solve("1234\n3412\n2.4.\n4.2X\n")
    assert "<stdin>:4:4" in error.value.message
    with pytest.raises(st.SudokuTraceError, match=r"backjump works with inference='none' or 'fc' \(FC-CBJ\)"):
        st.solve(strategy="backtrack", backjump=True, inference="mac")


CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.mark.parametrize(
    "value, error, words",
    [
        # -17 once indexed the symbols from the end: a given 9, where 9 fits.
        (-17, ValueError, r"rows\[0\]\[6\] is -17; expected an int from 0 \(empty\) to 9"),
        (-1, ValueError, r"rows\[0\]\[6\] is -1; expected"),
        (10, ValueError, r"rows\[0\]\[6\] is 10; expected an int from 0 \(empty\) to 9"),
        (True, TypeError, r"rows\[0\]\[6\] is True; expected an int"),
        (9.0, TypeError, r"rows\[0\]\[6\] is 9.0; expected an int"),
    ],
)
def test_a_bad_cell_in_rows_is_named(value, error, words):
    rows = [[int(ch) if ch != "." else 0 for ch in CLASSIC[r * 9 : r * 9 + 9]] for r in range(9)]
    assert st.solve(rows).solutions == st.solve(CLASSIC).solutions
    rows[0][6] = value
    with pytest.raises(error, match=words):
        st.solve(rows)


def test_verify_any_form_of_trace(tmp_path):
    result = st.solve(FOUR)
    saved = result.save(tmp_path / "t.jsonl")
    records = list(result.trace())
    for trace in [result, saved, str(saved), saved.read_text(), records]:
        report = st.verify(trace)
        assert report.valid and report, trace
        assert report.text.startswith("valid: ")
    # One wrong digit: the first fault, as the command words it.
    broken = [dict(r) for r in records]
    placed = next(r for r in broken if r.get("event") == "placed")
    placed["digit"] = 3
    report = st.verify(broken)
    assert not report.valid and report.exit_code == 1
    assert report.text.startswith("invalid: ")
    with pytest.raises(st.SudokuTraceError, match="error:") as error:
        st.verify('{"not": "a trace"}')
    assert "--> trace.jsonl:1" in error.value.message, "named without its temporary folder"
    with pytest.raises(TypeError):
        st.verify([1, 2, 3])
    # Text that is no path (it has a line break) is read as a trace, not opened.
    with pytest.raises(st.SudokuTraceError, match="trace.jsonl:1"):
        st.verify("not a trace\nat all\n")
    # In the class's language, as the command words it.
    chinese = st.verify(records, lang="zh-Hant")
    assert chinese.valid and chinese.text != st.verify(records).text
    assert chinese.text == st.run(["verify", saved, "--lang", "zh-Hant"]).text


def test_diff_finds_where_traces_part():
    candidates = st.solve("classic")
    same = st.diff(candidates, list(candidates.trace()))
    assert same.identical and same.data["steps"] == 13820
    naive = st.solve("classic", "naive")
    different = st.diff(candidates, naive)
    assert not different and different.data["step"] == 1
    assert "step 1" in different.text
    common = st.diff(candidates, naive, level="common")
    assert common.data["level"] != "full"


def test_render_a_saved_trace():
    result = st.solve(FOUR)
    records = list(result.trace())
    assert st.render(records) == result.render()
    page = st.walkthrough(records, title="four").html
    assert "<title>" in page and "four" in page


def test_compare_takes_strategies_in_their_order_and_times_only_when_asked():
    comparison = st.compare("classic", strategies=["dlx", "backtrack+mrv+fc", "mrv"])
    assert [r["strategy"] for r in comparison.rows] == ["dlx", "backtrack+mrv+fc", "mrv"]
    assert "line_up" not in comparison.document
    assert all("micros" not in r for r in comparison.rows)
    timed = st.compare("first-4x4", line_up="basic", time=True)
    assert all(r["micros"] >= 0 for r in timed.rows)


def test_compare_rows_and_dataframe(cli):
    comparison = st.compare("classic", time=False, line_up="basic")
    _, out, _ = cli("compare", "--puzzle", "classic", "--line-up", "basic", "--no-time", "--format", "json")
    assert comparison.document == json.loads(out)
    rows = comparison.rows
    assert [r["strategy"] for r in rows] == ["candidates", "naive", "mrv", "singles", "dlx"]
    assert rows[0]["placements"] == 4208
    pandas = pytest.importorskip("pandas")
    frame = comparison.to_pandas()
    assert isinstance(frame, pandas.DataFrame)
    assert frame.loc["candidates", "placements"] == 4208
    shown = comparison._repr_html_()
    page = html.unescape(re.search(r'srcdoc="([^"]*)"', shown).group(1))
    assert "<svg" in page and "<table" in page
    assert "height: 1300px" in shown, "tall enough for the table"


def test_puzzles_lists_the_library():
    names = {p["name"] for p in st.puzzles()}
    assert {"classic", "ai-escargot", "norvig-hard1", "norvig-grid2"} <= names


@pytest.mark.parametrize(
    "puzzle, args, solutions",
    [
        ("ai-escargot", ["--puzzle", "ai-escargot"], "unique"),
        ("norvig-hard1", ["--puzzle", "norvig-hard1"], "several"),
        ("no-solution", ["--puzzle", "no-solution"], "none"),
        ("examples/puzzles/multi.txt", ["examples/puzzles/multi.txt"], "several"),
    ],
)
def test_check_is_the_commands_verdict(puzzle, args, solutions, cli, root, monkeypatch):
    monkeypatch.chdir(root)
    found = st.check(puzzle)
    _, out, _ = cli("check", *args, "--format", "json", "--no-time")
    assert found.document == json.loads(out)
    assert found.solutions == solutions and found.unique == (solutions == "unique")
    if solutions == "several":
        row, col = found.first_difference
        a, b = found.shown
        assert a[row * 9 + col] != b[row * 9 + col]
    assert st.check("." * 81, max_steps=5).solutions == "undecided"
    with pytest.raises(st.SudokuTraceError, match="found 80 cells"):
        st.check("." * 80)
    with pytest.raises(st.SudokuTraceError, match="读到 80 格"):
        st.check("." * 80, lang="zh-Hans")


def test_generate_makes_the_commands_puzzles(cli):
    made = st.generate(3, seed=7, at_most=["singles:placements=0"])
    _, out, _ = cli("generate", "--count", "3", "--seed", "7", "--at-most", "singles:placements=0",
                    "--format", "jsonl")
    assert made == [json.loads(line) for line in out.decode().splitlines()]
    assert [p["index"] for p in made] == [0, 1, 2] and {p["seed"] for p in made} == {7}
    for p in made:
        # Each is proper, and singles solve it without a guess.
        assert st.check(p["puzzle"]).shown == [p["solution"]]
        assert st.solve(p["puzzle"], "singles").placements == 0
    assert st.generate(1, box="2x2", seed=1)[0]["size"] == 4
    with pytest.raises(st.SudokuTraceError) as failed:
        st.generate(1, seed=1, attempts=1, at_least=["naive:placements=100000000"])
    assert failed.value.exit_code == 1 and "attempts" in failed.value.message
    with pytest.raises(st.SudokuTraceError, match="试了 1 次都没能生成"):
        st.generate(1, seed=1, attempts=1, at_least=["naive:placements=100000000"], lang="zh-Hans")
    for bad, error in ((dict(count=-1), ValueError), (dict(count=0), ValueError), (dict(count="3"), TypeError),
                       (dict(seed=-5), ValueError), (dict(threads=0), ValueError)):
        name = next(iter(bad))
        with pytest.raises(error, match=f"^{name} must be .*integer"):
            st.generate(**bad)


def test_run_any_command():
    done = st.run(["check", "--puzzle", "classic", "--no-time"])
    assert done.exit_code == 0 and "exactly one solution" in done.text, done
    assert st.run(["solve", "--bogus"]).exit_code == 2
    with pytest.raises(st.SudokuTraceError):
        st.run(["solve", "--bogus"], check=True)


def searching(pid: int, thread: str = "sudoku-trace run") -> bool:
    """Whether process ``pid`` runs a command in process: its thread named
    ``thread`` (Linux truncates a thread's name to 15 bytes)."""
    tasks = pathlib.Path(f"/proc/{pid}/task")
    names = []
    for comm in tasks.glob("*/comm"):
        try:
            names.append(comm.read_text().strip())
        except OSError:  # a thread that just ended
            pass
    return thread[:15] in names


@pytest.mark.parametrize("how", ["untraced", "saving", "streamed", "early"])
def test_ctrl_c_stops_a_long_search(tmp_path, how):
    """A notebook's "interrupt kernel" is SIGINT: it must stop the search
    (saved, naive search of Norvig's grid2 writes 100 million events) and
    raise KeyboardInterrupt, leaving no file behind.

    No fixed delay: SIGINT is sent once the search is seen running (its
    hidden output file growing, or its thread), every wait is generous, and
    the child announces itself inside its ``try``, so that a machine under
    load cannot fail the test (issue 22, item 19: "started" was printed
    before the ``try``, and a child not run again for the one second the
    test waited took the KeyboardInterrupt there, outside it)."""
    import signal
    import subprocess
    import sys
    import time

    out = tmp_path / "long.jsonl"
    thread = "sudoku-trace run"
    if how in ("untraced", "streamed") and not pathlib.Path("/proc/self/task").is_dir():
        pytest.skip("threads are seen through /proc")
    if how in ("untraced", "early"):
        # Early: SIGINT sent as soon as the child is in its try, landing
        # while the native module loads, the library is listed or the
        # search starts, before it watches for a cancel.
        search = f"st.solve('norvig-grid2', 'naive').save({str(out)!r})"
    elif how == "streamed":
        # A streamed command that writes nothing for hours: the summary of
        # a naive search that finds the last cell left with no digit only
        # after filling the eight rows above it, every way they can be. The
        # reader waiting for its first line must see Ctrl-C, and the
        # command must stop, though it never writes.
        thread = "sudoku-trace stream"
        no_digit_last = "........9" + "." * 63 + "12345678."
        args = ["solve", "-", "--strategy", "naive", "--format", "summary"]
        search = f"list(st._run.stream_lines({args!r}, input={no_digit_last!r}))"
    else:
        args = ["solve", "--puzzle", "norvig-grid2", "--strategy", "naive", "--format", "jsonl", "-o", str(out)]
        search = f"st.run({args!r}, check=True)"
    # The native module loaded and the library listed before, but early.
    ready = "" if how == "early" else "st.puzzles()\n"
    script = (
        "import sudoku_trace as st\n"
        f"{ready}"
        "try:\n"
        "    print('started', flush=True)\n"
        f"    {search}\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted', flush=True)\n"
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "started\n"

        def running() -> bool:
            if how == "early":
                return True
            if how != "saving":
                return searching(child.pid, thread)
            return any(p.stat().st_size > 0 for p in tmp_path.glob(".long.jsonl.sudoku-trace-tmp-*"))

        deadline = time.monotonic() + 300
        while not running():
            assert child.poll() is None, "the child ended before its search was seen"
            assert time.monotonic() < deadline, "no search seen running in 300 s"
            time.sleep(0.05)
        child.send_signal(signal.SIGINT)
        printed, _ = child.communicate(timeout=300)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert printed == "interrupted\n"
    assert child.returncode == 0
    assert list(tmp_path.iterdir()) == []
