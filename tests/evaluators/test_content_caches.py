"""Tokenized texts and parsed meshes are reused by content: a copy at another path is not
processed again, an edit in place is."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from foam_agent.evaluators import polymesh, rouge

TEXT = """FoamFile { version 2.0; format ascii; class dictionary; object fvSchemes; }
ddtSchemes { default Euler; }
"""


def test_a_copied_text_is_tokenized_once_and_an_edit_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    real = rouge.tokens_of

    def counting(text: str) -> list[str]:
        calls.append(text)
        return real(text)

    rouge.clear_reference_cache()
    monkeypatch.setattr(rouge, "tokens_of", counting)
    first, second = tmp_path / "a", tmp_path / "b"
    first.write_text(TEXT)
    second.write_text(TEXT)
    assert rouge.file_similarity(first, second, "upstream").score == 1.0
    assert len(calls) == 1
    second.write_text(TEXT.replace("Euler", "backward"))
    assert rouge.file_similarity(first, second, "upstream").score < 1.0
    assert len(calls) == 2
    rouge.clear_reference_cache()


def test_a_copied_mesh_is_parsed_once_and_an_edit_again(
    reference_case: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parses: list[int] = []
    real = polymesh._parse_hex_mesh

    def counting(*raws: bytes | None) -> polymesh.HexMesh | None:
        parses.append(1)
        return real(*raws)

    monkeypatch.setattr(polymesh, "_parse_hex_mesh", counting)
    polymesh._mesh_cache.clear()
    copy = tmp_path / "copy"
    shutil.copytree(reference_case / "constant", copy / "constant")
    original = polymesh.read_hex_mesh(reference_case)
    again = polymesh.read_hex_mesh(copy)
    assert original is not None and again is original and len(parses) == 1
    with pytest.raises(ValueError):
        original.points[0, 0] = 1.0  # shared between snapshots, so read-only
    points = copy / "constant" / "polyMesh" / "points"
    points.write_text(points.read_text().replace("(0 0 0)", "(0 0 -0.001)", 1))
    moved = polymesh.read_hex_mesh(copy)
    assert moved is not None and len(parses) == 2
    assert not np.array_equal(moved.points, original.points)


def test_a_copied_field_is_parsed_once_and_an_edit_again(
    reference_case: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parses: list[int] = []
    real = polymesh._parse_cell_field

    def counting(*args: object, **kwargs: object) -> polymesh.CellField | None:
        parses.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(polymesh, "_parse_cell_field", counting)
    polymesh._field_cache.clear()
    mesh = polymesh.read_hex_mesh(reference_case)
    assert mesh is not None
    copy = tmp_path / "U"
    shutil.copyfile(reference_case / "0.5" / "U", copy)
    first = polymesh.read_cell_field(mesh, reference_case / "0.5" / "U", point_data=True)
    second = polymesh.read_cell_field(mesh, copy, point_data=True)
    assert first is not None and second is first and len(parses) == 1
    assert not first.cells.flags.writeable
    copy.write_text(copy.read_text().replace("uniform (1 0 0)", "uniform (2 0 0)"))
    lid_doubled = polymesh.read_cell_field(mesh, copy, point_data=True)
    assert lid_doubled is not None and len(parses) == 2
    assert first.points is not None and lid_doubled.points is not None
    assert lid_doubled.points[:, 0].max() == 2.0 and first.points[:, 0].max() == 1.0
