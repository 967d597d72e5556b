"""Fixtures shared by the whole suite: the installation, fresh copies of tutorial cases, and
the built-in example solved once through the console script."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation, find_local_installation
from foam_agent.agents.openfoam.tutorials import copy_tutorial as copy_tutorial_case


@pytest.fixture(scope="session")
def installation() -> Installation:
    """The native OpenFOAM installation; the suite needs one (``make setup`` installs it)."""
    return find_local_installation()


def copy_tutorial(installation: Installation, relative: str, destination: Path) -> Path:
    """Copy the installation's tutorial ``relative`` to ``destination``, unpacked to run."""
    assert installation.tutorials_dir, "the installation has no tutorials"
    return copy_tutorial_case(Path(installation.tutorials_dir) / relative, destination)


@pytest.fixture
def tutorial_case(installation: Installation, tmp_path: Path) -> Callable[[str], Path]:
    """A factory: ``tutorial_case("incompressible/icoFoam/cavity/cavity")`` → a fresh copy."""

    def make(relative: str, name: str | None = None) -> Path:
        return copy_tutorial(installation, relative, tmp_path / (name or Path(relative).name))

    return make


CAVITY = "incompressible/icoFoam/cavity/cavity"


@pytest.fixture(scope="session")
def ran_cavity(installation: Installation, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cavity tutorial (icoFoam, transient) run once as shipped: U and p written at
    0.1 … 0.5, and its ``log.icoFoam``.

    Why one for the session: the picture tests, the ``show`` tests and the log parser tests
    each ran this same tutorial only to read it. They draw pictures into it (each test draws
    before it reads what it drew) and never change its mesh, fields or log; a test that edits
    a run copies it or runs its own."""
    from foam_agent.agents.runners import LocalRunner

    case = copy_tutorial(installation, CAVITY, tmp_path_factory.mktemp("cavity") / "cavity")
    assert LocalRunner().run(case).ok
    return case
#: The console script installed beside this Python.
FOAM_AGENT = str(Path(sys.executable).with_name("foam-agent"))
#: A whole solve of the example under load: the retrieval, the author, the run and the audit.
SOLVE_TIMEOUT_S = 600


@dataclass(frozen=True)
class SolvedExample:
    """One ``foam-agent solve --example cavity -o OUTPUT --json --quiet``: its output folder
    and the finished process (exit status, the JSON on stdout, stderr)."""

    output: Path
    completed: subprocess.CompletedProcess[str]


@pytest.fixture(scope="session")
def solved_cavity_example(tmp_path_factory: pytest.TempPathFactory) -> SolvedExample:
    """The built-in cavity example solved once through the console script, as a user does.

    Why shared: the tests of its pictures and of its HTML report each ran this same solve (a
    whole pipeline of seconds of CPU and a Python start) only to read its output; they read it
    and write only outside it (``show`` writes its page elsewhere and redraws the same pictures),
    so one solve serves both. A test that changes a solve's output solves its own."""
    output = tmp_path_factory.mktemp("solved-example") / "solve"
    completed = subprocess.run([FOAM_AGENT, "solve", "--example", "cavity", "-o", str(output),
                                "--json", "--quiet"], capture_output=True, text=True,
                               timeout=SOLVE_TIMEOUT_S, check=False)
    return SolvedExample(output, completed)


def set_entry(path: Path, key: str, value: str) -> None:
    """Set one top-level ``key value;`` entry of an OpenFOAM dictionary in place."""
    text = path.read_text()
    text, count = re.subn(rf"^(\s*{key}\s+)[^;]+;", rf"\g<1>{value};", text, flags=re.MULTILINE)
    assert count == 1, f"{key} not found in {path}"
    path.write_text(text)
