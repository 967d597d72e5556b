"""What a mesh study found, as the run record, ``verify --json`` and ``show`` carry it.

Why pydantic models: the study is written into ``foam-agent.json`` (a pydantic record) and read
back by ``show``; typed fields make a renamed key a type error, as for the rest of the record.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from foam_agent.agents.mesh_study.gci import GridConvergence


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
