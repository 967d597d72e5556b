"""A sentence headed by a field named with words before it ("Electric potential phi:") gives
that field to each value stated by its type in it that names none, as a bare "T:" heading
does; a heading that names no field gives none (the value stays not applied)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec

HEADED = [
    ("electrostaticFoam on chargedWire. Charge density rho: 3e-05 C/m^3 on 'hole', "
     "fixedValue 0 on 'up'.", "rho", "up", 0),
    ("scalarTransportFoam on pitzDaily. Passive scalar T: internalField 0, inlet fixedValue "
     "0.7, outlet zeroGradient.", "T", "inlet", 0.7),
    ("simpleFoam pitzDaily. Turbulent kinetic energy k: zeroGradient on the outlet, inlet "
     "fixedValue 0.2.", "k", "inlet", 0.2),
]


@pytest.mark.parametrize(("request_", "field", "patch", "value"), HEADED)
def test_a_headed_sentence_gives_its_field_to_its_typed_values(
        request_: str, field: str, patch: str, value: float) -> None:
    spec = parse_spec(request_)
    assert not spec.not_applied
    assert (field, patch, value) in {(item.field, item.boundary[-1].lower(), item.value)
                                     for item in spec.stated.boundary_values}


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
    spec = parse_spec("electrostaticFoam on chargedWire. Outer boundary conditions: "
                      "fixedValue 0 on 'up'.")
    assert [item.words for item in spec.not_applied] == ["fixedValue 0"]
