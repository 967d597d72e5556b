"""A requested Nusselt number as a mesh study's output: the wall the words name is found among
the walls at a fixed temperature, its mean Nusselt number is measured the validation suite's
way on every mesh, and the study judges it.

One coarse heated cavity (de Vahl Davis' Ra = 1e4 on 20 x 20 cells, run to 5 s, when the
number has settled) is solved from a plain request and studied on 29 x 29 and 40 x 40;
BENCHMARKS.md has the study from 40 x 40.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.mesh_study.finished import study_finished_case
from foam_agent.agents.mesh_study.nusselt import NoWall, heated_wall, read_nusselt
from foam_agent.agents.record import read_record
from foam_agent.agents.solve import solve

pytestmark = pytest.mark.slow

HEATED_CAVITY = (
    "Laminar natural convection of air in a 2D square cavity of side 0.02 m: the left wall hot "
    "at 305 K, the right wall cold at 295 K, the top and bottom walls insulated; kinematic "
    "viscosity 1.362e-05 m^2/s, Prandtl number 0.71, thermal expansion coefficient 0.00333; "
    "20 x 20 mesh; time step 0.02 s, run until 5 s. Report the mean Nusselt number on the hot "
    "wall.")
#: de Vahl Davis (1983), Ra = 1e4.
REFERENCE_NU = 2.243


@pytest.fixture(scope="module")
def solved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("heated") / "cavity"
    outcome = solve(HEATED_CAVITY, SolveConfig(), output_dir=out)
    assert outcome.record.run is not None and outcome.record.run.ok, outcome.record.error
    return out


def test_the_wall_is_the_one_the_words_name(solved: Path) -> None:
    case = solved / "case"
    assert heated_wall(case, ("hot wall", "hot")) == "leftWall"
    assert heated_wall(case, ("cold wall",)) == "rightWall"
    assert heated_wall(case, ("right wall", "right")) == "rightWall"
    assert heated_wall(case, ()) == "leftWall", "no wall named: the hottest"
    with pytest.raises(NoWall, match="'floor'.*leftWall, rightWall"):
        heated_wall(case, ("floor",))  # insulated: no fixed temperature


def test_the_cold_wall_takes_in_what_the_hot_wall_gives(solved: Path) -> None:
    hot, time = read_nusselt(solved / "case", "leftWall")
    cold, _ = read_nusselt(solved / "case", "rightWall")
    assert time == "5"
    assert cold > 0 and cold == pytest.approx(hot, rel=0.01)
    assert hot == pytest.approx(REFERENCE_NU, rel=0.05)


def test_the_study_follows_and_judges_the_nusselt_number(solved: Path) -> None:
    study = study_finished_case(solved / "case")
    assert [mesh.cells for mesh in study.meshes] == [400, 29 * 29, 40 * 40]
    assert [mesh.status for mesh in study.meshes] == ["success"] * 3
    (output,) = study.outputs
    assert output.name == "mean Nusselt number on leftWall"
    assert all(value is not None and math.isfinite(value) for value in output.values)
    assert all(value == pytest.approx(REFERENCE_NU, rel=0.05) for value in output.values
               if value is not None)
    assert all(how.startswith("wall gradient of T at time 5") for how in output.how)
    judged = output.convergence
    assert judged is not None and judged.values == tuple(output.values[::-1])
    assert output.independent == (judged.convergence != "divergent"
                                  and judged.gci_fine is not None
                                  and judged.gci_fine < study.tolerance)
    recorded = read_record(solved).mesh_study
    assert recorded is not None and recorded.outputs[0].name == output.name
