"""A mesh the author generated with gmsh (the NACA airfoil's O-domain) is refined by the
generator's size factor: its finer meshes are the same design at smaller cells, each at least
the ratio finer per direction, and a case whose mesh its request did not make is refused
before anything runs.

Kept cheap: the airfoil at most 1500 cells, steady, refined to about 3,000 and 6,000.
"""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.mesh_study.finished import study_finished_case
from foam_agent.agents.mesh_study.study import MIN_RATIO, MeshStudyError, run_mesh_study
from foam_agent.agents.record import read_record
from foam_agent.agents.solve import make_runner, solve
from foam_agent.agents.spec.parse import parse_spec

pytestmark = pytest.mark.slow

AIRFOIL = ("Laminar flow with simpleFoam around a NACA 0012 airfoil with chord 1 m at an angle "
           "of attack of 5 degrees, inlet velocity 1 m/s, kinematic viscosity 0.01 m2/s, a mesh "
           "of at most {cells} cells. Report the drag and lift coefficients on the airfoil.")


@pytest.fixture(scope="module")
def solved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("airfoil") / "solve"
    outcome = solve(AIRFOIL.format(cells=1500), SolveConfig(), output_dir=out)
    assert outcome.record.run is not None and outcome.record.run.ok, outcome.record.error
    assert "gmshToFoam" in (outcome.case_dir / "Allrun").read_text()
    return out


def test_the_gmsh_mesh_is_made_again_finer_by_its_size_factor(solved: Path) -> None:
    case = solved / "case"
    study = study_finished_case(case)
    assert [mesh.status for mesh in study.meshes] == ["success"] * 3, study.meshes
    cells = [mesh.cells for mesh in study.meshes]
    assert cells[0] is not None and cells[0] <= 1500
    assert study.dimensions == 2
    for coarse, fine in zip(cells, cells[1:], strict=False):
        assert coarse is not None and fine is not None
        assert (fine / coarse) ** 0.5 >= MIN_RATIO, cells
    for index, mesh in enumerate(study.meshes[1:], start=1):
        (note,) = mesh.notes[:1]
        assert note.startswith("mesh.msh made again by gmsh"), mesh.notes
        written = Path(mesh.case_dir) / "mesh.msh"
        assert written.read_text() != (case / "mesh.msh").read_text()
        assert f"{cells[index]:,} cells" in note
    names = [output.name for output in study.outputs]
    assert names == ["Cd (forceCoeffs)", "Cl (forceCoeffs)"], names
    for output in study.outputs:
        assert all(value is not None and math.isfinite(value) for value in output.values)
        assert output.convergence is not None
    assert read_record(solved).mesh_study is not None


def test_a_gmsh_case_without_its_request_is_refused(solved: Path, tmp_path: Path) -> None:
    bare = shutil.copytree(solved / "case", tmp_path / "bare", symlinks=True,
                           ignore=shutil.ignore_patterns("mesh-study"))
    with pytest.raises(MeshStudyError, match="study the solve's output folder"):
        study_finished_case(bare)
    assert not (bare / "mesh-study").exists()


def test_a_mesh_its_request_did_not_make_is_refused(solved: Path) -> None:
    other = parse_spec(AIRFOIL.format(cells=800))
    runner = make_runner(SolveConfig())
    with pytest.raises(MeshStudyError, match="is not the mesh its request's geometry makes"):
        run_mesh_study(solved / "case", other, runner)
