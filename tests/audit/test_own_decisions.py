"""The audit's own rules, checked on the installed tutorials' cases: where an overlapping group
statement is checked, and what a stated length scale without an intensity is checked against.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.inlet_turbulence import inlet_turbulence_rows
from foam_agent.agents.audit.placement import place
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, Requirements, Stated
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.sides import patch_sides
from tests.conftest import CAVITY

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def test_a_named_patch_wins_over_the_walls_group(
        tutorial_case: Callable[[str], Path]) -> None:
    """"lid 300 K, walls 290 K, initially 295 K": the lid is checked for 300 K only, the
    group on the other walls, and the lid is named as ceded by the group."""
    root = tutorial_case(CAVITY)
    statements = [BoundaryValue("T", ("walls",), 290.0, "walls 290 K"),
                  BoundaryValue("T", ("lid",), 300.0, "lid 300 K"),
                  BoundaryValue("T", (INTERNAL,), 295.0, "initially 295 K")]
    walls, lid, internal = place(statements, mesh_patches(root), lambda: patch_sides(root))
    assert (lid.patches, lid.ceded) == (["movingWall"], [])
    assert (walls.patches, walls.ceded) == (["fixedWalls"], ["movingWall"])
    assert (internal.patches, internal.ceded) == ([INTERNAL], [])


def test_a_velocity_of_another_field_does_not_take_a_patch_from_the_group(
        tutorial_case: Callable[[str], Path]) -> None:
    """A lid speed says nothing about the lid's temperature: "walls 290 K" keeps it."""
    root = tutorial_case(CAVITY)
    statements = [BoundaryValue("T", ("walls",), 290.0, "walls 290 K"),
                  BoundaryValue("U", ("lid",), 1.0, "lid 1 m/s")]
    walls, _ = place(statements, mesh_patches(root), lambda: patch_sides(root))
    assert sorted(walls.patches) == ["fixedWalls", "movingWall"] and walls.ceded == []


def test_a_length_scale_alone_is_checked_against_the_cases_own_k(
        tutorial_case: Callable[[str], Path]) -> None:
    """pitzDaily keeps k = 0.375 and epsilon = 14.855: with only L = 5 mm stated, epsilon must
    be Cmu^0.75 k^1.5 / L = 0.09^0.75 0.375^1.5 / 0.005 = 7.55 (unmet: the tutorial's is not),
    the fields L scales are checked (k itself is no requirement), and once epsilon is written
    so, its row is met."""
    root = tutorial_case(PITZ_DAILY)
    stated = Requirements(length_scale=Stated(0.005, "length scale 5 mm"))
    rows = {row.requirement: row for row in inlet_turbulence_rows(stated, root)}
    assert set(rows) == {f"{name} from the inlet turbulence"
                         for name in ("epsilon", "omega", "nuTilda")}
    row = rows["epsilon from the inlet turbulence"]
    expected = 0.09 ** 0.75 * 0.375 ** 1.5 / 0.005
    assert float(row.expected) == pytest.approx(expected, rel=1e-5) and not row.met
    assert "from the case's k" in row.note
    with FoamFieldFile(root / "0" / "epsilon") as epsilon:
        epsilon.internal_field = expected
    rows = {row.requirement: row for row in inlet_turbulence_rows(stated, root)}
    assert rows["epsilon from the inlet turbulence"].met, rows
