"""The parameters of a non-reflecting outlet and of a modelled plenum bind to their condition
types (catalog rows ``waveTransmissive`` and ``plenumPressure``), each unit converted to the
parameter's own dimensions.

The wordings are this file's own; the kind comes from the blind sets (``fieldInf``, ``lInf`` and
a plenum's volume, supply and temperature left unread).
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def _parameters(text: str, kind: str) -> dict[str, object]:
    found = [item for item in parse_spec(text).stated.boundary_types if item.type == kind]
    assert len(found) == 1, parse_spec(text).stated.boundary_types
    return {item.name: item.value for item in found[0].parameters}


def test_a_wave_transmissive_outlet_takes_its_far_field_value_and_length() -> None:
    text = "rhoPimpleFoam duct.\n- outlet p: waveTransmissive with fieldInf 1 bar, lInf 150 cm"
    assert _parameters(text, "waveTransmissive") == {"fieldInf": 100000.0,
                                                     "lInf": pytest.approx(1.5)}


def test_a_plenum_s_parameters_are_converted_to_their_own_units() -> None:
    text = ("rhoPimpleFoam helmholtzResonance: p on the plenum is plenumPressure with "
            "plenumVolume 0.3 L, supplyMassFlowRate 0.2 g/s, supplyTotalTemperature 30 °C "
            "and plenumDensity 1.2 kg/m^3.")
    assert _parameters(text, "plenumPressure") == {
        "plenumVolume": pytest.approx(3e-4), "supplyMassFlowRate": pytest.approx(2e-4),
        "supplyTotalTemperature": pytest.approx(303.15), "plenumDensity": 1.2}


def test_a_plenum_volume_in_a_unit_of_length_is_refused() -> None:
    text = "p on the plenum is plenumPressure with plenumVolume 0.3 m"
    types = [item for item in parse_spec(text).stated.boundary_types
             if item.type == "plenumPressure"]
    assert not any(parameter.name == "plenumVolume" for item in types
                   for parameter in item.parameters)


def test_a_non_reflecting_outlet_in_words_is_wave_transmissive_to_its_far_value() -> None:
    text = "rhoPimpleFoam duct; the outlet is non-reflecting to 0.9 bar."
    assert _parameters(text, "waveTransmissive") == {"fieldInf": 90000.0}
    assert not any(item.field == "p" and "outlet" in item.boundary
                   for item in parse_spec(text).stated.boundary_values)
