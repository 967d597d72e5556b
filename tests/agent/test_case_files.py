"""CaseWriter confinement and the model-safe snapshot."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.case_files import CaseWriter, UnsafeWrite, snapshot


@pytest.mark.parametrize(
    ("path", "reason"),
    [("../evil", "'..'"), ("/etc/x", "absolute"), ("0/../../x", "'..'"), ("~/x", "absolute"),
     ("", "empty"), (" 0/U", "padded")],
)
def test_paths_outside_are_refused(path: str, reason: str, tmp_path: Path) -> None:
    case = tmp_path / "case"
    case.mkdir()
    with pytest.raises(UnsafeWrite, match=reason):
        CaseWriter(case).write(path, "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["case"]


def test_symlinks_are_refused(tmp_path: Path) -> None:
    case = tmp_path / "case"
    case.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (case / "constant").symlink_to(outside)
    with pytest.raises(UnsafeWrite, match="symbolic link"):
        CaseWriter(case).write("constant/transportProperties", "nu 1;")
    assert list(outside.iterdir()) == []


def test_binary_is_refused_and_batch_goes_on(tmp_path: Path) -> None:
    report = CaseWriter(tmp_path).apply({"0/U": "ok", "0/p": "a\x00b", "../x": "y"})
    assert report.written == ["0/U"]
    assert set(report.refused) == {"0/p", "../x"}
    assert (tmp_path / "0" / "U").read_text() == "ok"


def test_allrun_is_executable(tmp_path: Path) -> None:
    CaseWriter(tmp_path).write("Allrun", "#!/bin/sh\n")
    assert (tmp_path / "Allrun").stat().st_mode & 0o111


def test_a_script_without_a_suffix_is_executable_and_a_dictionary_is_not(tmp_path: Path) -> None:
    writer = CaseWriter(tmp_path)
    writer.apply({"makeMesh": "#!/bin/sh\nrunApplication blockMesh\n",
                  "system/controlDict": "application simpleFoam;\n"})
    assert (tmp_path / "makeMesh").stat().st_mode & 0o111
    assert not (tmp_path / "system/controlDict").stat().st_mode & 0o111


def test_snapshot_leaves_out_results_and_mesh_data(tmp_path: Path) -> None:
    files = {
        "0/U": "field", "system/controlDict": "dict", "constant/polyMesh/boundary": "patches",
        "constant/polyMesh/points": "many points", "0.5/U": "result", "log.icoFoam": "log",
        "processor0/0/U": "decomposed", "postProcessing/x/0/y.dat": "data",
    }
    for relative, text in files.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text)
    (tmp_path / "constant" / "big").write_text("x" * 200_000)
    assert snapshot(tmp_path) == {"0/U": "field", "constant/polyMesh/boundary": "patches",
                                  "system/controlDict": "dict"}
