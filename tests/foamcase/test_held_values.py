"""The uniform values ``foamcase.case.held`` finds for a field, on the installed tutorials."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.foamcase.case.held import held_values
from tests.conftest import CAVITY

SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"


def test_the_internal_field_each_patch_value_and_setfields(
        tutorial_case: Callable[[str], Path]) -> None:
    """cavity's U: still inside, (1 0 0) on the lid, velocity's dimensions; the shock tube's
    p: 1e5 Pa by default and 1e4 Pa in its box (0.orig holds the fields)."""
    root = tutorial_case(CAVITY)
    cavity = {(held.place, held.value) for held in held_values(root, "U")}
    assert cavity >= {("internalField", (0.0, 0.0, 0.0)),
                      ("boundaryField/movingWall", (1.0, 0.0, 0.0))}
    assert {held.dimensions for held in held_values(root, "U")} \
        == {(0.0, 1.0, -1.0, 0.0, 0.0, 0.0, 0.0)}
    tube = {(held.place, held.value, held.file)
            for held in held_values(tutorial_case(SHOCK_TUBE), "p")}
    assert ("defaultFieldValues", 100000.0, "system/setFieldsDict") in tube
    assert ("regions/boxToCell", 10000.0, "system/setFieldsDict") in tube
    assert held_values(root, "T") == []
