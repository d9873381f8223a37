"""The ``sudoku-trace`` command the wheel installs: the binary's command line."""

import json

import sudoku_trace as st


def test_the_command_solves_and_exits_as_the_binary(cli):
    code, out, err = cli("solve")
    assert code == 0, err
    assert out.decode().startswith("candidates search on a 9x9 puzzle: 30 givens, 51 empty cells")
    assert "solution 1 found" in out.decode()
    assert cli("solve", "examples/puzzles/unsolvable.txt")[0] == 1
    code, _, err = cli("solve", "--puzzle", "no-such")
    assert code == 2 and "no puzzle named `no-such`" in err


def test_every_subcommand_is_there(cli):
    _, out, _ = cli("--help")
    for sub in ["solve", "render", "verify", "diff", "grade", "schema", "compare", "check", "generate", "bench", "puzzles"]:
        assert f"\n  {sub} " in out.decode(), sub
    code, out, _ = cli("--version")
    assert code == 0 and out.decode().startswith("sudoku-trace ")


def test_the_command_and_the_api_agree(cli, tmp_path):
    out = tmp_path / "t.jsonl"
    assert cli("solve", "--puzzle", "ai-escargot", "--format", "jsonl", "-o", out)[0] == 0
    lines = out.read_text().splitlines()
    assert json.loads(lines[-1])["stats"] == st.solve("ai-escargot").stats
    assert st.verify(out).valid
    code, stdout, _ = cli("solve", "-", "--format", "summary", input=b"..3.\n.3.4\n2..3\n3.4.\n")
    assert code == 0 and json.loads(stdout)["puzzle"]["size"] == 4


def test_python_dash_m_is_the_command(cli, root):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "sudoku_trace", "solve", "--format", "summary"], capture_output=True, cwd=root)
    assert done.returncode == 0, done.stderr
    assert done.stdout == cli("solve", "--format", "summary")[1]
    assert st.__version__ == cli("--version")[1].decode().split()[1]
