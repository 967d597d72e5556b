"""A square domain is met only on a mesh that fills its bounding box: a cavity whose corner is
cut away has a square's sizes and is not one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.parse import parse_spec

CAVITY = "incompressible/icoFoam/cavity/cavity"
CLIPPED = "incompressible/icoFoam/cavity/cavityClipped"
ROW = "a square domain, the mesh's outline"


def _rows(root: Path, prompt: str) -> list[bool]:
    return [row.met for row in audit_case(parse_spec(prompt), root) if row.requirement == ROW]


@pytest.mark.parametrize("prompt", [
    "Lid-driven flow in a square cavity; the lid moves at 1 m/s, laminar.",
    "A square tank 10 cm on a side whose top wall slides at 1 m/s; the other walls are fixed.",
    "Driven cavity, 4 in square, lid speed 0.5 ft/s.",
    "The domain is 0.1 m by 0.1 m, its top moving at 1 m/s.",
])
def test_a_square_is_met_on_the_box_and_not_on_the_clipped_cavity(
        tutorial_case: Callable[[str], Path], prompt: str) -> None:
    assert _rows(tutorial_case(CAVITY), prompt) == [True]
    assert _rows(tutorial_case(CLIPPED), prompt) == [False]


@pytest.mark.parametrize("prompt", [
    "A rectangular cavity 0.2 m wide and 0.1 m high, lid at 1 m/s.",
    "Lid-driven cavity, lid at 1 m/s, 0.5 s of flow.",
    "A 1 m square channel section with a 0.1 m cylinder in the middle, 1 m/s inflow.",
])
def test_no_square_no_row(tutorial_case: Callable[[str], Path], prompt: str) -> None:
    assert _rows(tutorial_case(CLIPPED), prompt) == []


def test_a_body_standing_on_the_floor_leaves_the_tank_square(
        tutorial_case: Callable[[str], Path]) -> None:
    """damBreak's obstacle stands on its floor: every corner of its 0.584 m tank is meshed."""
    rows = _rows(tutorial_case("multiphase/interFoam/laminar/damBreak/damBreak"),
                 "Dam break in a tank 0.584 m x 0.584 m; water column 0.146 m wide, 0.292 m "
                 "tall in the left corner.")
    assert rows == [True]


OUTLINE = "the domain's outline with a corner cut out"


@pytest.mark.parametrize("prompt", [
    "A 10 cm square cavity with its top-right 4 cm by 4 cm corner cut away; the lid slides at "
    "1 m/s.",
    "Lid-driven flow in an L-shaped cavity 1 m by 1 m, lid at 2 m/s.",
    "A box 0.1 m on a side, one corner removed, whose top moves at 0.5 m/s.",
])
def test_a_square_with_a_corner_cut_out_is_met_on_the_clipped_cavity_only(
        tutorial_case: Callable[[str], Path], prompt: str) -> None:
    """Two equal sides and a corner cut out are no square: the square row is not asked, and
    the outline row is met by the mesh whose blocks leave that corner out."""
    spec = parse_spec(prompt)
    for case, met in ((CLIPPED, True), (CAVITY, False)):
        rows = audit_case(spec, tutorial_case(case))
        assert [row.met for row in rows if row.requirement == OUTLINE] == [met], case
        assert not [row for row in rows if row.requirement == ROW], case
