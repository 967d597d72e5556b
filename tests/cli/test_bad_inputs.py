"""Every command through a table of bad inputs: one ``error:`` line, exit 2, no traceback, no
progress bar first, and nothing on disk changed (the working folder and the home folder are
snapshotted before and after).

Each input is what a new user types by mistake: a missing or wrong path, a file where a folder
is meant, a value out of range, a folder that cannot be created, a case that never ran. Each
runs the installed console script, as a user does (VTK and other C libraries write to the
process's stderr directly, which an in-process runner would not see): about 1 s of CPU each.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import CAVITY

#: (arguments, a fragment of the one error line). In the arguments, ``{w}`` is the working
#: folder, which holds: ``afile.txt`` (a file), ``binary.txt`` (not UTF-8), ``folder/`` (a
#: folder with a file, no case), ``empty/`` (an empty folder), ``case/`` (the cavity tutorial,
#: never run), ``bad.yaml`` (broken YAML), ``list.yaml`` (a YAML list) and ``pairs.csv``
#: (a CSV without the gen and ref columns).
BAD_INPUTS: list[tuple[list[str], str]] = [
    # the root and usage errors
    (["nosuch"], "No such command 'nosuch'"),
    (["doctor", "--json", "true"], "unexpected extra argument"),
    (["solve", "cavity", "--bogus"], "No such option: --bogus"),
    (["solve", "cavity", "--np", "many"], "Invalid value for '--np'"),
    # solve: the request
    (["solve"], "the request is empty"),
    (["solve", "   "], "the request is empty"),
    (["solve", "--prompt-file", "{w}/missing.txt"], "does not exist"),
    (["solve", "--prompt-file", "{w}/binary.txt"], "cannot be read"),
    (["solve", "--prompt-file", "{w}/folder"], "cannot be read"),
    (["solve", "cavity", "--example", "cavity"], "give the request once"),
    (["solve", "--example", "nosuch"], "unknown example"),
    # solve: the settings
    (["solve", "cavity", "--max-loops", "0"], "max_loops"),
    (["solve", "cavity", "--runner", "nosuch"], "runner"),
    (["solve", "cavity", "--timeout", "-5"], "--timeout"),
    (["solve", "cavity", "--timeout", "nan"], "--timeout"),
    (["solve", "cavity", "--np", "0"], "np"),
    (["solve", "cavity", "--np", "1000"], "np"),
    (["solve", "cavity", "--max-tokens", "0"], "max_tokens"),
    (["solve", "cavity", "--config", "{w}/missing.yaml"], "does not exist"),
    (["solve", "cavity", "--config", "{w}/bad.yaml"], "cannot be read"),
    (["solve", "cavity", "--config", "{w}/list.yaml"], "must hold a mapping"),
    (["solve", "cavity", "--disk-limit", "lots"], "--disk-limit"),
    (["solve", "cavity", "--mesh", "{w}/missing.msh"], "missing.msh"),
    (["solve", "cavity", "--mesh", "{w}/afile.txt"], "afile.txt"),
    (["solve", "cavity", "--record", "{w}/r", "--replay", "{w}/folder"], "not both"),
    (["solve", "cavity", "--author", "nosuch"], "unknown author"),
    (["solve", "cavity", "--replay", "{w}/missing"], "does not exist"),
    # solve: the output folder
    (["solve", "cavity", "-o", "{w}/afile.txt"], "is a file"),
    (["solve", "cavity", "-o", "{w}/afile.txt/sub"], "afile.txt"),
    (["solve", "cavity", "-o", "/proc/foam-agent-cannot-be-here"], "cannot be created"),
    (["solve", "cavity", "-o", "{w}/folder"], "is not empty"),
    (["solve", "--resume", "{w}/empty"], "no interrupted solve"),
    (["solve", "--resume", "{w}/missing"], "no interrupted solve"),
    # understand and validate
    (["understand"], "the request is empty"),
    (["understand", "--prompt-file", "{w}/missing.txt"], "does not exist"),
    (["understand", "--spec", "{w}/missing.yaml"], "does not exist"),
    (["understand", "cavity", "--config", "{w}/bad.yaml"], "cannot be read"),
    (["validate", "nosuch"], "no validation case named 'nosuch'"),
    (["validate", "--timeout", "0"], "--timeout"),
    # run
    (["run", "{w}/missing"], "missing"),
    (["run", "{w}/afile.txt"], "afile.txt"),
    (["run", "{w}/folder"], "not an OpenFOAM case"),
    (["run", "{w}/case", "--runner", "nosuch"], "unknown runner"),
    (["run", "{w}/case", "--timeout", "0"], "--timeout"),
    (["run", "{w}/case", "--disk-limit", "1X"], "--disk-limit"),
    # score and score-batch
    (["score", "{w}/missing", "--reference", "{w}/case"], "does not exist"),
    (["score", "{w}/case", "--reference", "{w}/missing"], "does not exist"),
    (["score", "{w}/afile.txt", "--reference", "{w}/case"], "afile.txt"),
    (["score", "{w}/case", "--reference", "{w}/case", "--fields", "1bad"], "not a field name"),
    (["score", "{w}/case", "--reference", "{w}/case", "--fields", ","], "--fields"),
    (["score", "{w}/case", "--reference", "{w}/case", "--mode", "nosuch"], "unknown mode"),
    (["score-batch", "{w}/missing.csv", "-o", "{w}/scores"], "missing.csv"),
    (["score-batch", "{w}/pairs.csv", "-o", "{w}/scores"], "pairs.csv"),
    (["score-batch", "{w}/pairs.csv", "--mode", "nosuch", "-o", "{w}/scores"], "unknown mode"),
    # verify and show
    (["verify", "{w}/missing"], "does not exist"),
    (["verify", "{w}/afile.txt"], "is a file"),
    (["verify", "{w}/folder"], "not an OpenFOAM case"),
    (["show", "{w}/missing"], "does not exist"),
    (["show", "{w}/folder"], "not an OpenFOAM case"),
    (["show", "{w}/case"], "case"),
    # index
    (["index", "query", "  "], "the query is empty"),
    (["index", "info", "--index-dir", "{w}/empty"], "empty"),
    # bench
    (["bench", "prepare", "--dataset", "nosuch"], "nosuch"),
    (["bench", "run", "--dataset", "basic", "--out", "{w}/afile.txt"], "is a file"),
    (["bench", "run", "--dataset", "basic", "--out", "{w}/o", "--attempts", "0"], "--attempts"),
    (["bench", "run", "--dataset", "basic", "--out", "{w}/o", "--ablation", "x"],
     "unknown ablation"),
    (["bench", "report", "{w}/empty"], "holds no benchmark results"),
    (["bench", "report", "{w}/missing"], "missing"),
    # mcp
    (["mcp", "--workspace", "{w}/missing"], "missing"),
    (["mcp", "--config", "{w}/missing.yaml"], "does not exist"),
    (["mcp", "--http", "--host", "0.0.0.0"], "--token"),
    (["mcp", "--token", " "], "token is empty"),
]


def _snapshot(root: Path) -> dict[str, tuple[int, int]]:
    """Every path under ``root`` with its size and modification time."""
    found: dict[str, tuple[int, int]] = {}
    for folder, names, files in os.walk(root):
        for name in [*names, *files]:
            path = Path(folder) / name
            status = path.lstat()
            found[str(path.relative_to(root))] = (status.st_size, status.st_mtime_ns)
    return found


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory, installation: object) -> Path:
    """The working folder's inputs, made once; each test works on a fresh copy."""
    from foam_agent.agents.openfoam import Installation

    assert isinstance(installation, Installation) and installation.tutorials_dir
    root = tmp_path_factory.mktemp("inputs")
    (root / "afile.txt").write_text("not a folder\n")
    (root / "binary.txt").write_bytes(b"\xff\xfe\x00cavity")
    (root / "folder").mkdir()
    (root / "folder" / "notes.txt").write_text("no case here\n")
    (root / "empty").mkdir()
    (root / "bad.yaml").write_text("rag: [unclosed\n")
    (root / "list.yaml").write_text("- rag\n- reviewer\n")
    (root / "pairs.csv").write_text("first,second\na,b\n")
    shutil.copytree(Path(installation.tutorials_dir) / CAVITY, root / "case")
    return root


def test_the_table_is_large_and_covers_every_command() -> None:
    from foam_agent.cli import COMMANDS

    assert len(BAD_INPUTS) >= 50
    covered = {arguments[0] for arguments, _ in BAD_INPUTS}
    assert set(COMMANDS) <= covered, set(COMMANDS) - covered


@pytest.mark.slow
@pytest.mark.parametrize(("arguments", "fragment"), BAD_INPUTS,
                         ids=[" ".join(a)[:60] for a, _ in BAD_INPUTS])
def test_a_bad_input_is_one_error_line_and_exit_2(arguments: list[str], fragment: str,
                                                  prepared: Path, tmp_path: Path) -> None:
    work, home = tmp_path / "work", tmp_path / "home"
    shutil.copytree(prepared, work)
    home.mkdir()
    before = _snapshot(tmp_path)
    executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
    assert executable, "the foam-agent console script is not installed"
    environment = {**os.environ, "HOME": str(home), "COLUMNS": "80"}
    environment.pop("FOAM_AGENT_MCP_TOKEN", None)
    completed = subprocess.run(
        [executable, *(argument.format(w=work) for argument in arguments)],
        capture_output=True, text=True, timeout=300, cwd=work, env=environment,
        stdin=subprocess.DEVNULL)
    stderr = completed.stderr
    assert "Traceback" not in stderr, stderr
    assert completed.returncode == 2, (completed.returncode, stderr)
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, f"more than the error line on stderr:\n{stderr}"
    assert lines[0].startswith("error: ") and fragment in lines[0], lines[0]
    assert completed.stdout == ""
    assert _snapshot(tmp_path) == before, "a bad input changed something on disk"
