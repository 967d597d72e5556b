"""copy_tutorial: a tutorial copy is plain text, geometry stays packed, the source untouched."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from foam_agent.agents.openfoam.tutorials import copy_tutorial


@pytest.fixture
def packed_tutorial(tmp_path: Path) -> Path:
    """A tutorial-shaped folder with a gzipped field, a plain file and packed geometry."""
    case = tmp_path / "tutorial"
    (case / "0").mkdir(parents=True)
    (case / "system").mkdir()
    (case / "constant" / "triSurface").mkdir(parents=True)
    (case / "0" / "U.gz").write_bytes(gzip.compress(b"internalField uniform (1 0 0);\n"))
    (case / "system" / "controlDict").write_text("application icoFoam;\n")
    (case / "constant" / "triSurface" / "body.stl.gz").write_bytes(gzip.compress(b"solid x\n"))
    return case


def test_copies_are_unpacked_except_geometry(packed_tutorial: Path, tmp_path: Path) -> None:
    copy = copy_tutorial(packed_tutorial, tmp_path / "copy")
    assert (copy / "0" / "U").read_text() == "internalField uniform (1 0 0);\n"
    assert not (copy / "0" / "U.gz").exists()
    assert (copy / "system" / "controlDict").read_text() == "application icoFoam;\n"
    assert gzip.decompress((copy / "constant" / "triSurface" / "body.stl.gz").read_bytes()) \
        == b"solid x\n"
    assert (packed_tutorial / "0" / "U.gz").is_file(), "the source must stay as installed"


def test_an_installed_gzipped_tutorial_copies_to_plain_files(tmp_path: Path) -> None:
    tutorials = Path("/usr/share/doc/openfoam-examples/examples")
    packed = next(path.parent.parent for path in sorted(tutorials.rglob("0/*.gz"))
                  if (path.parent.parent / "system").is_dir())
    copy = copy_tutorial(packed, tmp_path / "copy")
    unpacked = [path for path in copy.rglob("*.gz") if "triSurface" not in path.parts]
    assert unpacked == []
    assert any((copy / "0").iterdir())
