"""Side walls named in words are the walls along the flow, found through the case's geometry,
and a velocity's wall type in a shallow-water case is its hU's.

"The side walls are slip" in a flume (squareBump: inlet on the left plane, outlet on the
right, ``sides`` on the front and back) gave every vertical plane's patch the slip, its inlet
and outlet too, and found no U to write it in. The lateral planes the openings lie on are
the flow's ends (``foamcase.case.patch_places.side_walls``); the side walls are the rest,
and the type goes in hU, the field that carries the velocity there (``MOMENTUM_FIELDS``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides

SQUARE_BUMP = "incompressible/shallowWaterFoam/squareBump"


@pytest.mark.parametrize(("case", "words", "meant"), [
    (SQUARE_BUMP, "side walls", ["sides"]),
    (SQUARE_BUMP, "the sides", ["sides"]),
    (SQUARE_BUMP, "lateral walls", ["sides"]),
    # A closed room: no opening on a lateral plane, every lateral patch is a side wall.
    ("heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom", "side walls", ["fixedWalls"]),
    # pitzDaily's lateral planes hold its inlet and outlet alone: no side walls, not its ends.
    ("incompressible/simpleFoam/pitzDaily", "side walls", []),
])
def test_side_walls_are_the_lateral_patches_off_the_flows_ends(
        tutorial_case: Callable[[str], Path], case: str, words: str, meant: list[str]) -> None:
    root = tutorial_case(case)
    assert resolve((words,), mesh_patches(root), sides=lambda: patch_sides(root)) == meant


@pytest.mark.parametrize("request_text", [
    "Shallow-water flume over a square bump: inflow 0.1 m/s deep 1 cm, the side walls are "
    "no-slip, run 10 s.",
    "shallowWaterFoam squareBump, 20 s, with noSlip on both side walls.",
    "Lab channel with a bump on its bed (shallow water): the channel's sides are noSlip; "
    "end time 5 s.",
])
def test_a_flumes_side_walls_take_the_type_in_hU_and_its_ends_keep_theirs(
        tutorial_case: Callable[[str], Path], request_text: str) -> None:
    root = tutorial_case(SQUARE_BUMP)
    spec = parse_spec(request_text)
    apply_requirements(root, spec.stated)
    entries = FoamFieldFile(root / "0" / "hU").boundary_field
    assert entries["sides"]["type"] == "noSlip"
    assert entries["inlet"]["type"] == "fixedValue"
    assert entries["outlet"]["type"] == "zeroGradient"
    rows = [row for row in audit_case(spec, root) if "type on" in row.requirement]
    assert rows and all(row.met for row in rows), rows
    assert {row.entry for row in rows} == {"boundaryField/sides/type"}
