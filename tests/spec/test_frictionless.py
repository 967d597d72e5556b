"""Words saying a wall has no friction are a slip velocity (the catalog's wording family
``foamcase.catalog.condition_words``): a frictionless wall exerts no shear on the fluid."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize("request_text", [
    "Sloshing in a rectangular box; the side walls are frictionless. Run 4 s.",
    "Dam break where the side walls are friction-free, 2 s of flow.",
    "Lock exchange in a flume whose side walls act without friction; follow it 30 s.",
])
def test_a_wall_without_friction_is_slip(request_text: str) -> None:
    typed = [(item.field, item.type) for item in parse_spec(request_text).stated.boundary_types]
    assert typed == [("U", "slip")]


def test_friction_named_as_a_quantity_is_no_condition() -> None:
    """Only the words that deny friction are a type: a friction factor is a number."""
    assert not parse_spec("Pipe flow with a friction factor of 0.02 at 1 m/s."
                          ).stated.boundary_types
