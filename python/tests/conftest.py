"""What the tests share: the repository, the wheel's command, the CLI's output."""

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
