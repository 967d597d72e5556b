"""The count of directions a request states, audited on the installed tutorials as they are:
met where the mesh solves in that many (one cell across with empty or wedge faces), unmet on
a case of another count, whatever else the request's geometry gives."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.dimensions import dimension_rows
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import Requirements, Stated
from tests.conftest import CAVITY

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
DEPTH_CHARGE_3D = "multiphase/compressibleInterFoam/laminar/depthCharge3D"
ELBOW = "incompressible/icoFoam/elbow"
MOVING_CONE = "incompressible/pimpleFoam/laminar/movingCone"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"


@pytest.mark.parametrize(("tutorial", "count", "met"), [
    # damBreak lists no front and back: blockMesh's defaultFaces, empty by the fields
    (DAM_BREAK, 2, True),
    (DEPTH_CHARGE_3D, 2, False),
    (CAVITY, 2, True),
    # a Fluent mesh converted at run time: the fields' empty front and back
    (ELBOW, 2, True),
    # an axisymmetric wedge is two directions, also where its blocks collapse onto the axis
    (MOVING_CONE, 2, True),
    ("multiphase/interFoam/LES/nozzleFlow2D", 2, True),
    (SHOCK_TUBE, 1, True),
    # blocks side by side in the plane, each one cell thick
    ("electromagnetics/electrostaticFoam/chargedWire", 2, True),
    (SHOCK_TUBE, 2, False),
])
def test_the_count_is_measured_on_the_mesh(tutorial_case: Callable[[str], Path],
                                           tutorial: str, count: int, met: bool) -> None:
    stated = Requirements(dimensions=Stated(count, f"{count}D"))
    row, = dimension_rows(stated, tutorial_case(tutorial))
    assert row.met is met, row


@pytest.mark.parametrize("request_", [
    "Laminar 2D dam break in a 0.584 m square tank.",
    "Water column collapse, treated as two-dimensional, tank 0.584 m by 0.584 m.",
])
def test_a_2d_word_with_a_size_is_audited(tutorial_case: Callable[[str], Path],
                                          request_: str) -> None:
    spec = parse_spec(request_)
    planar = [row for row in audit_case(spec, tutorial_case(DAM_BREAK))
              if row.requirement == "2-D"]
    assert len(planar) == 1 and planar[0].met
    solid = [row for row in audit_case(spec, tutorial_case(DEPTH_CHARGE_3D))
             if row.requirement == "2-D"]
    assert len(solid) == 1 and not solid[0].met


@pytest.mark.parametrize(("request_", "tutorial", "count"), [
    ("Water and glycerol meet in the 2D pipe elbow: 1 m/s at the big inlet.", ELBOW, 2),
    ("Air flows through the 2D channel past the square at 10 m/s.", CAVITY, 2),
])
def test_a_sizeless_channel_leaves_its_count_to_the_mesh(
        tutorial_case: Callable[[str], Path], request_: str, tutorial: str,
        count: int) -> None:
    """A channel said with no size and no cell bound states nothing the geometry's rows
    check; its count is measured on the mesh, a Fluent mesh's fields too, and no "geometry"
    row asks for a blockMeshDict the case does not have."""
    rows = audit_case(parse_spec(request_), tutorial_case(tutorial))
    assert not [row for row in rows if row.requirement == "geometry"]
    counted, = (row for row in rows if row.requirement == f"{count}-D")
    assert counted.met


@pytest.mark.parametrize("tutorial", [CAVITY, DEPTH_CHARGE_3D])
def test_a_3d_word_asks_nothing_of_the_mesh(tutorial_case: Callable[[str], Path],
                                            tutorial: str) -> None:
    """Every OpenFOAM mesh is three-dimensional and requests call one-cell-thick cases "3D":
    the word makes no row, on a one-cell-thick mesh or a solid one."""
    stated = Requirements(dimensions=Stated(3, "3D"))
    assert dimension_rows(stated, tutorial_case(tutorial)) == []


def test_a_channel_with_a_cell_bound_keeps_the_geometry_rows(
        tutorial_case: Callable[[str], Path]) -> None:
    """The bound is the geometry's row (checked on the run's mesh), so its rows stay; the
    2-D word is one row, the dimensions row measured on the cells, never two."""
    rows = audit_case(parse_spec("A 2-D channel flow at 2 m/s, at most 5000 cells."),
                      tutorial_case(CAVITY))
    assert len([row for row in rows if "2D" in row.requirement or row.requirement == "2-D"]) \
        == 1
