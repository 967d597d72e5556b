"""Tutorial files the retrieval index leaves out: copied when the case reads them, said when
they cannot be."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.template.memory import complete
from foam_agent.agents.openfoam import Installation


def test_a_surface_too_large_to_copy_is_said(reference: Callable[[str], Reference],
                                            installation: Installation) -> None:
    """windAroundBuildings reads constant/triSurface/buildings.obj (13 MB, more than a case
    file may be): it was left out without a word, and the run's surfaceFeatureExtract failed on
    a missing surface. The note now says it was not copied and why."""
    full = reference("incompressible/simpleFoam/windAroundBuildings")
    files = {name: text for name, text in full.files.items() if "triSurface" not in name}
    completed, notes = complete(full.model_copy(update={"files": files}),
                                Path(installation.tutorials_dir or ""))
    assert "constant/triSurface/buildings.obj" not in completed.files
    assert any(note.startswith("constant/triSurface/buildings.obj: not copied") for note in notes
               ), notes


def test_a_folder_the_allrun_copies_into_comes_with_the_case(
        reference: Callable[[str], Reference], installation: Installation) -> None:
    """DTCHull's Allrun copies a hull surface from the installation's resources into
    constant/triSurface/, where the tutorial holds only a README: without it the case had no
    such folder and the copy failed."""
    full = reference("multiphase/interFoam/RAS/DTCHull")
    files = {name: text for name, text in full.files.items() if "triSurface" not in name}
    completed, notes = complete(full.model_copy(update={"files": files}),
                                Path(installation.tutorials_dir or ""))
    assert "constant/triSurface/README" in completed.files, notes


def test_a_folder_the_case_already_has_or_the_allrun_does_not_name_adds_nothing(
        tmp_path: Path) -> None:
    """Only a folder named as a path in the Allrun, and empty in the case, is filled."""
    for folder in ("constant/geometry", "constant/notes", "extra/constant/geometry"):
        (tmp_path / "tiny" / folder).mkdir(parents=True)
        (tmp_path / "tiny" / folder / "README").write_text("about this folder\n")
    allrun = "#!/bin/sh\ncp $FOAM_TUTORIALS/resources/shape.stl constant/geometry/\n"
    kept = {"system/controlDict": "application icoFoam;\n", "Allrun": allrun}
    tiny = Reference(case="tiny", solver="icoFoam", domain="tiny", score=1.0, files=kept,
                     allrun=allrun)
    completed, _ = complete(tiny, tmp_path)
    assert set(completed.files) == {*kept, "constant/geometry/README"}
    held = {**kept, "constant/geometry/shape.stl": "solid\nendsolid\n"}
    completed, _ = complete(tiny.model_copy(update={"files": held}), tmp_path)
    assert set(completed.files) == set(held)
