"""A sentence headed by a field named with words before it ("Charge density rho:") gives
that field to each condition in it that names none, as a bare "T:" heading does; a heading
that names no field gives none (the type stays the case's to place)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec

HEADED = [
    ("electrostaticFoam on chargedWire. Charge density rho: fixedValue 3e-05 C/m^3 on "
     "'hole', zeroGradient on 'up'.", "rho", "up", "zeroGradient"),
    ("scalarTransportFoam on pitzDaily. Passive scalar T: fixedValue 1 at the inlet and "
     "zeroGradient at the outlet.", "T", "outlet", "zeroGradient"),
    ("simpleFoam pitzDaily. Turbulent kinetic energy k: fixedValue 0.2 on the inlet, "
     "zeroGradient on the outlet.", "k", "outlet", "zeroGradient"),
]


@pytest.mark.parametrize(("request_", "field", "patch", "kind"), HEADED)
def test_a_headed_sentence_gives_its_field_to_its_types(request_: str, field: str,
                                                        patch: str, kind: str) -> None:
    types = [item for item in parse_spec(request_).stated.boundary_types if item.type == kind]
    assert [(item.field, item.boundary[-1].lower()) for item in types] == [(field, patch)]


@pytest.mark.parametrize("request_", [
    "electrostaticFoam on chargedWire. Electric potential phi: fixedValue 25000 V on 'hole' "
    "and fixedValue 0 on 'up'.",
    "Run chargedWire with electrostaticFoam. The potential phi: 20 kV on 'hole' and "
    "fixedValue 0 on 'up'.",
])
def test_a_second_value_under_the_heading_is_the_fields(request_: str) -> None:
    spec = parse_spec(request_)
    assert not spec.not_applied
    assert ("phi", "up", 0) in {(item.field, item.boundary[0], item.value)
                                for item in spec.stated.boundary_values}


def test_a_heading_naming_no_field_gives_none() -> None:
    types = parse_spec("electrostaticFoam on chargedWire. Outer boundary conditions: "
                       "zeroGradient on 'up'.").stated.boundary_types
    assert [item.field for item in types if item.type == "zeroGradient"] == [None]
