"""A symbol with a subscript binds by what the subscript means in the cases' vocabulary: the
field on the place it names ("V_wire = 30 kV" is the potential on the wire), or the keyword
symbol and subscript spell ("p_ref = 1 bar" is ``pRef``), with the unit's dimensions checked.

Why: such symbols were kept as keywords spelt as written (``V_wire``, ``rho_wire``), which no
case has, so the values were never applied and the case ended with open rows.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

WIRE = DEBIAN_TUTORIALS / "electromagnetics" / "electrostaticFoam" / "chargedWire"


def _values(prompt: str) -> dict[tuple[str, str], object]:
    return {(item.field, item.boundary[0]): item.value
            for item in parse_spec(prompt).stated.boundary_values}


def _properties(prompt: str) -> dict[str, object]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


@pytest.mark.parametrize(("prompt", "potential", "charge"), [
    ("electrostaticFoam chargedWire: V_wire = 12 kV, rho_wire = 3e-5 C/m^3", 12000.0, 3e-5),
    ("Charged wire case. V_{electrode}: 800 V and ρ_electrode = 1.5e-6 C/m3.", 800.0, 1.5e-6),
    ("chargedWire with U_wire = 45 kV (German notation), rho_wire = 2e-5 C/m^3", 45000.0,
     2e-5),
])
def test_a_subscript_naming_a_place_puts_the_field_there(prompt: str, potential: float,
                                                         charge: float) -> None:
    values = _values(prompt)
    assert values[("phi", _place(prompt))] == pytest.approx(potential)
    assert values[("rho", _place(prompt))] == pytest.approx(charge)
    assert not any(name.startswith(("V_", "rho_", "U_")) for name in _properties(prompt))


def _place(prompt: str) -> str:
    return "electrode" if "electrode" in prompt else "wire"


@pytest.mark.parametrize("prompt", [
    "chargedWire, V_wire = 12 m/s",      # a speed is no potential
    "chargedWire, rho_wire = 4 kg",      # a mass is no charge density
])
def test_a_unit_of_other_dimensions_binds_no_field(prompt: str) -> None:
    assert not [key for key in _values(prompt) if key[1] == "wire"]


def test_a_letter_that_is_no_field_needs_a_unit_of_its_quantity() -> None:
    # "V" without a unit may be a speed as well as a potential: not bound to either.
    assert ("phi", "wire") not in _values("chargedWire: V_wire = 30")


def test_a_subscript_naming_nothing_binds_no_field() -> None:
    # "s" names no place (it is a field of some case): the symbol is no boundary value.
    assert not [key for key in _values("pitzDaily, nu_s = 2e-5 m^2/s") if key[0] == "nu"]


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("BenardCells: p_ref = 1 bar", "pRef", 1e5),
    ("the hot room, p_ref = 14.5 psia", "pRef", 99973.98),
    ("turbineSiting with z_0 = 5 cm", "z0", 0.05),
    ("bubble column, d_0 = 4 mm", "d0", 0.004),
    ("bubble column with d_{0}: 2.5 mm", "d0", 0.0025),
])
def test_symbol_and_subscript_spell_a_keyword_of_the_cases(prompt: str, name: str,
                                                           value: float) -> None:
    assert _properties(prompt)[name] == pytest.approx(value)


def test_a_keyword_s_unit_is_checked() -> None:
    # d0 is a diameter: a pressure is not written into it.
    assert "d0" not in _properties("bubble column, d_0 = 2 bar")


def test_a_fluid_property_s_symbol_is_left_to_the_property_reader() -> None:
    # "rho_ref" of a barotropic liquid is its rho0, which the property reader binds.
    assert "rhoRef" not in _properties("sonicLiquidFoam: rho_ref = 998 kg/m^3, p_ref = 1 bar")


def test_the_potential_and_charge_are_written_on_the_wire(tmp_path: Path) -> None:
    case = copy_tutorial(WIRE, tmp_path / "case")
    spec = parse_spec("chargedWire (electrostaticFoam). V_wire = 25 kV, duct grounded, "
                      "rho_wire = 3.5e-5 C/m^3.")
    apply_requirements(case, spec.stated)
    assert FoamFieldFile(case / "0" / "phi").boundary_field["hole"]["value"] == 25000
    assert FoamFieldFile(case / "0" / "rho").boundary_field["hole"]["value"] \
        == pytest.approx(3.5e-5)
    rows = [row for row in audit_case(spec, case) if "wire" in row.requirement]
    assert rows and all(row.met for row in rows)


@pytest.mark.parametrize(("prompt", "place", "vector"), [
    ("Free-stream flow over a wing section with U_inf = (50, 6, 0) ft/s.", "inlet",
     (15.24, 1.8288, 0.0)),
    ("Channel: U_in = (0.5 0 0) m/s at the left end.", "inlet", (0.5, 0.0, 0.0)),
    ("A jet with U∞ = (36, 0, 0) km/h.", "inlet", (10.0, 0.0, 0.0)),
])
def test_a_subscripted_velocity_as_a_vector_takes_its_unit_per_component(
        prompt: str, place: str, vector: tuple[float, float, float]) -> None:
    value = _values(prompt)[("U", place)]
    assert value == pytest.approx(vector)


def test_a_vector_is_no_value_of_a_scalar_symbol() -> None:
    assert ("T", "inlet") not in _values("Hot inflow, T_in = (300 0 0) K.")


@pytest.mark.parametrize(("prompt", "keyword", "value"), [
    # a Unicode subscript digit is the digit: the keyword the symbol and digit spell
    ("dnsFoam boxTurb16 with k₀ = 2 and 3 s of run.", "k0", 2),
    ("dnsFoam boxTurb16 with k_0 = 2 and 3 s of run.", "k0", 2),
])
def test_a_subscript_digit_spells_a_keyword(prompt: str, keyword: str, value: float) -> None:
    assert _properties(prompt).get(keyword) == value
    assert not parse_spec(prompt).unparsed


def test_a_velocity_s_subscript_digit_stays_the_velocity_reader_s() -> None:
    # "U0" is the boundary-value reader's in digits; in a Unicode subscript it is too, never
    # a keyword U0 of some other case
    assert "U0" not in _properties("cavity, the lid at U₀ = 2 m/s.")
