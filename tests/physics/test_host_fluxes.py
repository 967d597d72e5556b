"""Boundary fluxes computed on the host from rho U . Sf, for solvers that write no ``phi``
(rhoCentralFoam): they equal the solver's own fluxes where both exist, a density-based run
that reached its steady state balances, and one still starting says its balance was not
judged instead of passing in silence."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.conservation import BALANCE, host_fluxes, patch_fluxes
from tests.physics.shipped import Shipped
from tests.physics.tutorial_runs import prepare, run


def _run(tutorial: str, steps: int | None, destination: Path) -> Path:
    case = prepare(tutorial, destination)
    Shipped(tutorial, steps).prepare(case)
    assert run(case, timeout_s=300), f"{tutorial} did not run to End"
    return case


@pytest.mark.slow
def test_host_fluxes_equal_the_solvers_phi_on_a_polygonal_mesh(tmp_path: Path) -> None:
    """icoFoam's elbow (a Fluent mesh of triangles and quads) writes phi: at its fixed-velocity
    inlets the computed fluxes are the solver's to six digits, on its walls zero."""
    case = Case(_run("incompressible/icoFoam/elbow", 40, tmp_path / "elbow"))
    solver, _, _ = patch_fluxes(case)
    computed, evidence, _ = host_fluxes(case)
    assert evidence is not None and "polyMesh" in evidence
    for inlet in ("velocity-inlet-5", "velocity-inlet-6"):
        assert solver[inlet][1] < 0.0
        assert computed[inlet][1] == pytest.approx(solver[inlet][1], rel=1e-6)
    for wall in ("wall-4", "wall-8"):
        assert computed[wall] == (0.0, 0.0)
    # The outlet's U (zeroGradient: its owner cells) differs from phi by the last pressure
    # correction only.
    outlet = "pressure-outlet-7"
    assert computed[outlet][0] == pytest.approx(solver[outlet][0], rel=0.02)


@pytest.mark.slow
def test_a_density_based_run_balances_at_steady_state_and_notes_its_start(
        tmp_path: Path) -> None:
    """rhoCentralFoam's obliqueShock writes no phi. Run whole (10 s, several flow-through
    times) its boundary mass fluxes balance; after 40 steps the domain still fills, which the
    row notes rather than judges."""
    whole = verify_case(_run("compressible/rhoCentralFoam/obliqueShock", None,
                             tmp_path / "whole"))
    balance = [row for row in whole.rows if row.check == BALANCE]
    assert [row.verdict for row in balance] == ["pass"], balance
    assert "rho" in (balance[0].evidence.file or "")
    assert whole.ok, [row.line() for row in whole.failures]

    start = verify_case(_run("compressible/rhoCentralFoam/obliqueShock", 40,
                             tmp_path / "start"))
    balance = [row for row in start.rows if row.check == BALANCE]
    assert [row.verdict for row in balance] == ["note"], balance
    assert "not judged" in balance[0].found
