"""A size stated for a vector entry keeps the direction the followed case gives it: words
that say so for a solid's load ("the same way as in the tutorial"), and a patch whose value
the case ramps through a table (its nonzero rows' direction).

Why: the load's words fell back on a face's outward pull, which turned a shear load through
90 degrees; a speed on a ramped inlet whose first row is zero was put along x, the default,
while every other row of the case's table points along -y.
"""

from __future__ import annotations

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import table_direction
from tests.support.applied import tutorial_files

BEAM = "stressAnalysis/solidEquilibriumDisplacementFoam/beamEndLoad"
PROPELLER = "multiphase/interPhaseChangeDyMFoam/propeller"


def _written(family: str, request: str, field: str, patch: str, key: str
             ) -> tuple[object, list[bool]]:
    spec = parse_spec(request)
    with workspace(tutorial_files(family)) as root:
        apply_requirements(root, requirements_for(spec, tutorial_files(family)))
        path = root / "0" / field if (root / "0" / field).is_file() else root / "0.orig" / field
        value = FoamFieldFile(path).boundary_field[patch][key]  # type: ignore[index]
        return value, [row.met for row in audit_case(spec, root) if patch in (row.entry or "")]


@pytest.mark.parametrize("words", ["the same way as in the tutorial",
                                   "in the same direction as the case's load"])
def test_a_load_said_to_keep_the_case_direction(words: str) -> None:
    traction, met = _written(BEAM, f"beamEndLoad, aluminium beam. Put 4 kPa of traction on the "
                                   f"loaded end, {words}.", "D", "tractionEnd", "traction")
    assert list(traction) == pytest.approx([0, 4000, 0])  # type: ignore[call-overload]
    assert met and all(met)


def test_a_load_with_no_direction_is_still_a_pull() -> None:
    traction, _ = _written(BEAM, "beamEndLoad: put 4 kPa of traction on the loaded end.", "D",
                           "tractionEnd", "traction")
    assert list(traction) == pytest.approx([4000, 0, 0])  # type: ignore[call-overload]


def test_a_speed_on_a_ramped_inlet_takes_the_table_direction() -> None:
    inflow, met = _written(PROPELLER, "Propeller in a water tunnel: the water enters at a "
                                      "constant 6 m/s.", "U", "inlet", "uniformValue")
    assert list(inflow) == pytest.approx([0, -6, 0])  # type: ignore[call-overload]
    assert met and all(met)


@pytest.mark.parametrize(("table", "direction"), [
    (["table", [[0, [0, 0, 0]], [1, [0, -3, 0]], [9, [0, -3, 0]]]], (0.0, -1.0, 0.0)),
    (["table", [[0, [1, 0, 0]], [1, [0, 1, 0]]]], None),
    (["table", [[0, [0, 0, 0]]]], None),
    ([1.0, 0.0, 0.0], None),
])
def test_the_direction_of_a_table(table: object, direction: object) -> None:
    assert table_direction(table) == direction
