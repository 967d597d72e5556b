"""Fixtures shared by the whole suite: the installation and fresh copies of tutorial cases."""

from __future__ import annotations

import re
from collections.abc import Callable
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


def set_entry(path: Path, key: str, value: str) -> None:
    """Set one top-level ``key value;`` entry of an OpenFOAM dictionary in place."""
    text = path.read_text()
    text, count = re.subn(rf"^(\s*{key}\s+)[^;]+;", rf"\g<1>{value};", text, flags=re.MULTILINE)
    assert count == 1, f"{key} not found in {path}"
    path.write_text(text)
