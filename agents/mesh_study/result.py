"""What a mesh study found, as the run record, ``verify --json`` and ``show`` carry it.

Why pydantic models: the study is written into ``foam-agent.json`` (a pydantic record) and read
back by ``show``; typed fields make a renamed key a type error, as for the rest of the record.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from foam_agent.agents.mesh_study.gci import GridConvergence
from foam_agent.foamcase.hostile import read_case_bytes

#: The folder of a study's runs, inside the case it studies.
STUDY_DIR = "mesh-study"
#: The study as JSON beside its runs: ``show`` finds it there for a case without a record.
STUDY_FILE = "study.json"
#: Largest study file read back (a study of a few outputs is a few kilobytes).
MAX_STUDY_BYTES = 1024 * 1024


class StudyMesh(BaseModel):
    """One mesh of the study: where its run is, its cells and how the run ended."""

    case_dir: str
    ratio: float
    cells: int | None = None
    status: str
    message: str = ""
    seconds: float = 0.0
    notes: list[str] = Field(default_factory=list)
    suspect: list[str] = Field(default_factory=list)


class OutputStudy(BaseModel):
    """One output on the three meshes (coarse to fine) and its grid convergence."""

    name: str
    values: list[float | None]
    how: list[str]
    convergence: GridConvergence | None = None
    independent: bool = False
    note: str = ""


class MeshStudy(BaseModel):
    """The whole study: the meshes coarse to fine, every output, the verdict and the picture."""

    ratio: float
    tolerance: float
    dimensions: int
    meshes: list[StudyMesh]
    outputs: list[OutputStudy]
    plot: str | None = None

    @property
    def complete(self) -> bool:
        """Every run succeeded and every output has a value on each mesh."""
        return (all(mesh.status == "success" for mesh in self.meshes)
                and all(output.convergence is not None for output in self.outputs))

    @property
    def independent(self) -> bool:
        """Every output is mesh-independent within the tolerance."""
        return bool(self.outputs) and all(output.independent for output in self.outputs)


def read_study(case_dir: Path) -> MeshStudy | None:
    """The study last run on ``case_dir`` (``mesh-study/study.json``), for a case without a
    solve's record; None when there is none or it is not a study (read without following a
    link, bounded like every host-side read of a case)."""
    try:
        raw = read_case_bytes(case_dir, f"{STUDY_DIR}/{STUDY_FILE}", MAX_STUDY_BYTES)
        return MeshStudy.model_validate_json(raw)
    except (OSError, ValueError):
        return None
