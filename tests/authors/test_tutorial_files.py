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
