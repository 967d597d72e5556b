"""A patch whose value refers to the initial field (``value $internalField``) is tied to it by
the reference: a value stated for the patch moves the initial field with it, unless the
request states the initial field itself.

Why: a bubble column's air inlet holds ``$internalField``; a stated inlet speed was written
as the inlet's number while the air everywhere else kept the tutorial's speed, which the
reference makes the same one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

COLUMN = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "bubbleColumn"


def _air(tmp_path: Path, prompt: str) -> FoamFieldFile:
    case = copy_tutorial(COLUMN, tmp_path / "case")
    apply_requirements(case, in_case(parse_spec(prompt), case).stated)
    return FoamFieldFile(case / "0" / "U.air")


def test_the_initial_field_follows_a_patch_that_refers_to_it(tmp_path: Path) -> None:
    air = _air(tmp_path, "bubble column, U_air,in 0.5 ft/s, 10 s")
    assert tuple(air.boundary_field["inlet"]["value"]) == pytest.approx((0, 0.1524, 0))
    assert tuple(air.internal_field) == pytest.approx((0, 0.1524, 0))


def test_a_stated_initial_field_is_kept_beside_the_patch_s_value(tmp_path: Path) -> None:
    air = _air(tmp_path, "bubble column, U_air,in 0.5 ft/s, U.air internalField (0 0.05 0)")
    assert tuple(air.boundary_field["inlet"]["value"]) == pytest.approx((0, 0.1524, 0))
    assert tuple(air.internal_field) == pytest.approx((0, 0.05, 0))
