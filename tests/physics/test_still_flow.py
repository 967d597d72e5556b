"""Boundary fluxes at round-off: shares of a total of 1e-17 judge nothing, and an inflow whose
velocity points across it yet carries no flux is the fault to report.

Why: a frozen-flow VOF case whose fluxes stayed zero was rejected for '100 %' of its boundary
flux (1e-17) crossing a slip wall and an '88 %' imbalance, while its inflow, driven at 0.8 m/s
and carrying nothing, passed. The cavity tutorial, run for two steps with its lid made an open
patch, is the real case here; its written fluxes are edited to the states judged.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.conservation import BALANCE, INFLOW_DIRECTION, WALL_FLUX
from foam_agent.agents.physics.rows import PhysicsRow
from tests.physics.tutorial_runs import prepare, run, set_entries

CAVITY = "incompressible/icoFoam/cavity/cavity"
FLOW_CHECKS = frozenset({BALANCE, INFLOW_DIRECTION, WALL_FLUX, "outflow"})
#: Each test judges a real cavity run.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def lid_as_patch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cavity with its lid an open patch (a fixed velocity on no wall: an inflow to the
    checks), run two steps; its lid velocity runs along the lid."""
    case = prepare(CAVITY, tmp_path_factory.mktemp("cavity") / "cavity")
    mesh = case / "system" / "blockMeshDict"
    text = mesh.read_text()
    mesh.write_text(text.replace("movingWall\n    {\n        type wall;",
                                 "movingWall\n    {\n        type patch;", 1))
    set_entries(case / "system" / "controlDict",
                {"endTime": 0.01, "writeControl": "timeStep", "writeInterval": 1})
    assert run(case), "the cavity did not run to End"
    return case


def _flow_rows(case: Path) -> list[PhysicsRow]:
    return [row for row in verify_case(case).rows if row.check in FLOW_CHECKS]


def _round_off_on_walls(case: Path) -> None:
    """The last fluxes with round-off (+-1e-18 a face) on the fixed walls, as a solver's sums
    leave them."""
    phi = FoamFieldFile(case / "0.01" / "phi")
    faces = phi.boundary_field["fixedWalls"]["value"]
    count = np.size(faces) if np.ndim(faces) else 60
    phi.boundary_field["fixedWalls"]["value"] = np.resize([1e-18, -3e-18], count)


def test_a_lid_along_its_patch_with_round_off_fluxes_passes(lid_as_patch: Path) -> None:
    _round_off_on_walls(lid_as_patch)
    rows = _flow_rows(lid_as_patch)
    assert not [row for row in rows if row.failed], [row.line() for row in rows]
    assert [row.check for row in rows] == [INFLOW_DIRECTION], rows
    assert "runs along it" in rows[0].found


def test_an_inflow_driven_across_that_carries_no_flux_fails(lid_as_patch: Path,
                                                           tmp_path: Path) -> None:
    """The lid's velocity turned into the cavity while the fluxes stay those of the run: the
    inflow fails for carrying nothing, and no wall or balance row reports a share of 1e-17."""
    _round_off_on_walls(lid_as_patch)
    velocity = FoamFieldFile(lid_as_patch / "0" / "U")
    kept = velocity.boundary_field["movingWall"]["value"]
    velocity.boundary_field["movingWall"]["value"] = np.array([0.0, -1.0, 0.0])
    try:
        rows = _flow_rows(lid_as_patch)
    finally:
        velocity.boundary_field["movingWall"]["value"] = kept
    assert [(row.check, row.verdict) for row in rows] == [(INFLOW_DIRECTION, "fail")], rows
    assert "no flux crosses it" in rows[0].found and "round-off" in rows[0].found


def test_a_wall_carrying_real_flux_still_fails(lid_as_patch: Path) -> None:
    """Not round-off: the lid driven into the cavity with its flux written, and a wall letting
    the same flow out, fails as flow through a wall."""
    phi = FoamFieldFile(lid_as_patch / "0.01" / "phi")
    lid = np.size(phi.boundary_field["movingWall"]["value"]) or 20
    walls = np.size(phi.boundary_field["fixedWalls"]["value"]) or 60
    velocity = FoamFieldFile(lid_as_patch / "0" / "U")
    kept = velocity.boundary_field["movingWall"]["value"]
    phi.boundary_field["movingWall"]["value"] = np.full(lid, -1e-5)
    phi.boundary_field["fixedWalls"]["value"] = np.full(walls, 1e-5 * lid / walls)
    velocity.boundary_field["movingWall"]["value"] = np.array([0.0, -1.0, 0.0])
    try:
        rows = _flow_rows(lid_as_patch)
    finally:
        velocity.boundary_field["movingWall"]["value"] = kept
    assert (WALL_FLUX, "fail") in [(row.check, row.verdict) for row in rows], rows
