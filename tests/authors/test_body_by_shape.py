"""A body named by its shape ("the cylinder", "the sphere", "the aerofoil") is the one body
inside the domain when no patch is called so: the wall with faces on none of the domain's
bounding planes (``foamcase.case.patch_places.by_body``), never a side, and nothing in a
case with no such body. ellipsekkLOmega's body is ``hole``; a composed obstacle case's is
``obstacle``; the cavity has none."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides

ELLIPSE = "incompressible/pimpleFoam/RAS/ellipsekkLOmega"
CAVITY = "incompressible/icoFoam/cavity/cavity"


@pytest.mark.parametrize("words", ["cylinder", "the cylinder", "sphere", "aerofoil", "wing"])
def test_a_shape_noun_is_the_case_s_one_body(tutorial_case: Callable[[str], Path],
                                              words: str) -> None:
    root = tutorial_case(ELLIPSE)
    assert resolve((words,), mesh_patches(root), sides=lambda: patch_sides(root)) == ["hole"]
    cavity = tutorial_case(CAVITY)
    assert resolve((words,), mesh_patches(cavity), sides=lambda: patch_sides(cavity)) == []


@pytest.mark.parametrize("request_text", [
    "pimpleFoam past an elliptic cylinder, inlet 1 m/s; the cylinder is a no-slip wall.",
    "Flow around a cylinder at 1 m/s: noSlip on the cylinder, run 2 s.",
    "RAS flow past the body at 1 m/s, with the cylinder surface no-slip.",
])
def test_a_type_stated_of_the_body_is_checked_on_its_patch(
        tutorial_case: Callable[[str], Path], request_text: str) -> None:
    root = tutorial_case(ELLIPSE)
    rows = [row for row in audit_case(parse_spec(request_text), root)
            if "type on" in row.requirement]
    assert rows and all(row.met for row in rows), rows
    assert {row.entry for row in rows} == {"boundaryField/hole/type"}
