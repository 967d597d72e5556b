"""Fixtures shared by the whole suite: the installation and fresh copies of tutorial cases."""

from __future__ import annotations

import gzip
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from agents.openfoam import Installation, find_local_installation


@pytest.fixture(scope="session")
def installation() -> Installation:
    """The native OpenFOAM installation; the suite needs one (``make setup`` installs it)."""
    return find_local_installation()


def copy_tutorial(installation: Installation, relative: str, destination: Path) -> Path:
    """Copy a tutorial case to ``destination``, unzipping ``.gz`` files as a user would."""
    assert installation.tutorials_dir, "the installation has no tutorials"
    source = Path(installation.tutorials_dir) / relative
    shutil.copytree(source, destination)
    for packed in destination.rglob("*.gz"):
        if "triSurface" in packed.parts:
            continue
        packed.with_suffix("").write_bytes(gzip.decompress(packed.read_bytes()))
        packed.unlink()
    return destination


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
