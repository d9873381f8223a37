"""What the tests share: the repository, the wheel's command, the CLI's output."""

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def root() -> pathlib.Path:
    """The repository (puzzles and examples live there)."""
    return ROOT


@pytest.fixture(scope="session")
def command() -> str:
    """The ``sudoku-trace`` command the wheel installed beside this Python."""
    found = shutil.which("sudoku-trace", path=os.path.dirname(sys.executable))
    assert found, "the wheel's sudoku-trace command is not installed beside this Python"
    return found


@pytest.fixture(scope="session")
def cli(command):
    """Runs the wheel's command as a process: (exit code, stdout bytes, stderr text)."""

    def run(*args, input=None, cwd=ROOT):
        done = subprocess.run([command, *map(str, args)], input=input, capture_output=True, cwd=cwd)
        return done.returncode, done.stdout, done.stderr.decode()

    return run


@pytest.fixture(scope="session")
def wheel() -> pathlib.Path:
    """The wheel under test: $SUDOKU_TRACE_WHEEL, or the newest in target/py/wheels."""
    given = os.environ.get("SUDOKU_TRACE_WHEEL")
    if given:
        return pathlib.Path(given)
    wheels = sorted((ROOT / "target" / "py" / "wheels").glob("sudoku_trace-*.whl"), key=os.path.getmtime)
    assert wheels, "no wheel: build one (.ci/python does) or set SUDOKU_TRACE_WHEEL"
    return wheels[-1]


@pytest.fixture()
def a_class(tmp_path):
    """A class folder for the first 4x4 puzzle, three submissions: alice's
    is the reference's trace, bob's breaks the rules (a clash), carol's is
    no trace at all."""
    import sudoku_trace as st  # the package under test, installed from the wheel

    folder = tmp_path / "class"
    folder.mkdir()
    reference = st.solve("first-4x4")
    reference.save(folder / "alice.jsonl")
    records = list(reference.trace())
    placed = next(r for r in records if r.get("event") == "placed")
    placed["digit"] = placed["digit"] % 4 + 1  # a clash: breaks the rules
    (folder / "bob.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    (folder / "carol.jsonl").write_text("not a trace\n")
    return folder
