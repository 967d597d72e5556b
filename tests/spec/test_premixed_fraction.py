"""A premixed case's initial fuel fraction follows from a stated equivalence ratio and the
stoichiometric air-fuel mass ratio (the followed case's, or the request's), and a stated ft
is kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import tutorials_dir

_SOLVERS = {"XiFoam", "reactingFoam"}


def _case() -> Path:
    tutorials = tutorials_dir()
    case = tutorials / "combustion/XiFoam/RAS/moriyoshiHomogeneous" if tutorials else None
    assert case is not None and case.is_dir(), "the XiFoam tutorial is not installed"
    return case


def _ft(prompt: str) -> list[float]:
    spec = bind_to_case(parse_spec(prompt, solvers=_SOLVERS), _case())
    values = [item.value for item in spec.stated.boundary_values if item.field == "ft"]
    values += [item.value for item in spec.stated.properties if item.name == "ft"]
    return [float(value) for value in values if isinstance(value, int | float)]


def test_the_fuel_fraction_follows_the_equivalence_ratio_and_the_cases_air_fuel_ratio() -> None:
    # The tutorial's propane: stoichiometricAirFuelMassRatio 15.675.
    assert _ft("XiFoam premixed flame, a rich mixture at equivalence ratio 1.2, 1 bar.") == \
        pytest.approx([1.2 / (1.2 + 15.675)], rel=1e-5)


def test_a_stated_air_fuel_ratio_is_used_instead_of_the_cases() -> None:
    assert _ft("XiFoam, equivalence ratio 0.6 with stoichiometricAirFuelMassRatio 17.2.") == \
        pytest.approx([0.6 / (0.6 + 17.2)], rel=1e-5)


def test_a_stated_fuel_fraction_is_kept() -> None:
    assert _ft("XiFoam, equivalence ratio 0.6, ft internalField 0.05.") == [0.05]
