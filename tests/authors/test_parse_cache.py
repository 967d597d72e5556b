"""Dictionaries parsed once per text: a caller's copy is its own, and a changed file is read
again (the cache is keyed by what the file says, not where it is)."""

from __future__ import annotations

from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, mesh_patches

BLOCK_MESH = """FoamFile { version 2.0; format ascii; class dictionary; object blockMeshDict; }
convertToMeters 0.1;
vertices ((0 0 0) (1 0 0) (1 1 0) (0 1 0) (0 0 0.1) (1 0 0.1) (1 1 0.1) (0 1 0.1));
blocks (hex (0 1 2 3 4 5 6 7) (20 20 1) simpleGrading (1 1 1));
boundary
(
    {name} {{ type wall; faces ((3 7 6 2)); }}
    fixedWalls {{ type wall; faces ((0 4 7 3) (2 6 5 1) (1 5 4 0)); }}
);
"""


def _case(root: Path, lid: str) -> Path:
    system = root / "system"
    system.mkdir(parents=True, exist_ok=True)
    path = system / "blockMeshDict"
    path.write_text(BLOCK_MESH.replace("{name}", lid).replace("{{", "{").replace("}}", "}"),
                    encoding="utf-8")
    return path


def test_a_callers_change_to_its_entries_is_not_seen_by_the_next_caller(tmp_path: Path) -> None:
    path = _case(tmp_path / "a", "movingWall")
    first = entries_of(path)
    assert first is not None and first["convertToMeters"] == 0.1
    first["convertToMeters"] = 7  # type: ignore[index]
    again = entries_of(path)
    assert again is not None and again["convertToMeters"] == 0.1


def test_an_edited_file_and_the_same_text_elsewhere_read_what_they_say(tmp_path: Path) -> None:
    # the front and back faces no entry lists are blockMesh's default patch, one of the case's
    path = _case(tmp_path / "a", "movingWall")
    assert set(mesh_patches(tmp_path / "a")) == {"movingWall", "fixedWalls", "defaultFaces"}
    mesh_patches(tmp_path / "a")["lid"] = "wall"
    assert set(mesh_patches(tmp_path / "a")) == {"movingWall", "fixedWalls", "defaultFaces"}
    _case(tmp_path / "a", "lid")
    assert set(mesh_patches(tmp_path / "a")) == {"lid", "fixedWalls", "defaultFaces"}
    entries = entries_of(path)
    assert entries is not None and "lid" in str(entries["boundary"])
    _case(tmp_path / "b", "movingWall")
    assert set(mesh_patches(tmp_path / "b")) == {"movingWall", "fixedWalls", "defaultFaces"}
    assert entries_of(tmp_path / "missing" / "blockMeshDict") is None
