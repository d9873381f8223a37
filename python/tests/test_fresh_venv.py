"""In a fresh virtual environment with only the built wheel installed: the
command works, the API solves and shows the CLI's page, a student's trace
written with TraceWriter verifies. Nothing from the repository is on the
path (the student's solver file is run as a script, as a student runs it)."""

import os
import subprocess
import sys
import venv

SCRIPT = r'''
import html, re, subprocess, sys, shutil
import sudoku_trace as st

result = st.solve("classic")
assert result.placements == 4208, result
shown = result._repr_html_()
page = html.unescape(re.search(r'srcdoc="([^"]*)"', shown).group(1))
command = shutil.which("sudoku-trace")
cli = subprocess.run([command, "solve", "--puzzle", "classic", "--format", "html"], capture_output=True, check=True)
assert page == cli.stdout.decode(), "the notebook's page is the command's"

# A student's solver (the repository's example, run as a student runs it)
# writes its trace with TraceWriter; it verifies and is the reference's.
student = subprocess.run([sys.executable, sys.argv[1], sys.argv[2]], capture_output=True, check=True, text=True)
assert st.verify(student.stdout).valid
assert st.diff(student.stdout, st.solve(sys.argv[2]), ignore_strategy=True).identical
print("ok", st.__file__)
'''


def test_only_the_wheel(tmp_path, wheel, root):
    home = tmp_path / "venv"
    venv.create(home, with_pip=True, clear=True)
    bin_dir = home / ("Scripts" if os.name == "nt" else "bin")
    python = bin_dir / "python"
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-index", "--no-deps", wheel], check=True)
    installed = subprocess.run([python, "-m", "pip", "list", "--format", "freeze"], capture_output=True, text=True, check=True)
    names = {line.split("==")[0].lower() for line in installed.stdout.split()}
    assert names - {"pip", "setuptools"} == {"sudoku-trace"}, names

    env = {"PATH": f"{bin_dir}{os.pathsep}/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run([bin_dir / "sudoku-trace", "solve"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "placements          4208" in done.stdout or "4208" in done.stdout

    solver, puzzle = root / "examples/student/solver.py", root / "examples/puzzles/four.txt"
    done = subprocess.run([python, "-c", SCRIPT, solver, puzzle], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok ") and str(home) in done.stdout, done.stdout
    assert sys.prefix not in done.stdout
