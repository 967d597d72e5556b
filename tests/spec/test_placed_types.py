"""A type whose patches follow a preposition ("noSlip on up, down and cylinder") is stated of
those patches, by the cases' own patch names where no other word names them, never of the
boundary of the clause before it."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec

PLACED = [
    ("nonNewtonianIcoFoam on offsetCylinder: 'left' fixedValue U = (0.3 0 0) m/s, 'right' "
     "zeroGradient, noSlip on up, down and cylinder.", "noSlip", {"up", "down", "cylinder"}),
    ("offsetCylinder with nonNewtonianIcoFoam; outlet 'right' zeroGradient for U, slip on up "
     "and down.", "slip", {"up", "down"}),
    ("offsetCylinder, nonNewtonianIcoFoam: inlet 'left' at 0.4 m/s; no-slip along up, "
     "down, cylinder.", "noSlip", {"up", "down", "cylinder"}),
]


@pytest.mark.parametrize(("request_", "kind", "patches"), PLACED)
def test_a_type_is_stated_of_the_patches_after_its_preposition(
        request_: str, kind: str, patches: set[str]) -> None:
    typed = {item.boundary[0] for item in parse_spec(request_).stated.boundary_types
             if item.type == kind}
    assert typed == patches
