"""Values stated for a quantity by its everyday name, bound through the catalog of physical
quantities (``foam_agent.foamcase.catalog.quantities``) and checked by their units' dimensions.

The reader runs in the spec's real pipeline against the installation's harvested vocabulary,
so a binding only holds where the tutorials really have the entry.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.agents.spec.units import registry
from foam_agent.foamcase.case.vocabulary import installation_vocabulary
from foam_agent.foamcase.catalog.quantities import QUANTITIES

#: An SI unit of each row, as pint spells it: the row's dimensions must be the unit's.
SI_UNITS = {
    "density": "kilogram/meter**3", "kinematic viscosity": "meter**2/second",
    "dynamic viscosity": "pascal*second",
    "magnetic flux density": "tesla", "electrical conductivity": "siemens/meter",
    "electric potential": "volt", "charge density": "coulomb/meter**3",
    "electric permittivity": "farad/meter", "ion mobility": "meter**2/(volt*second)",
    "Young's modulus": "pascal", "mass diffusivity": "meter**2/second",
    "thermal diffusivity": "meter**2/second", "strike price": "dimensionless",
    "volatility": "dimensionless", "risk-free interest rate": "dimensionless",
    "Poisson's ratio": "dimensionless", "thermal conductivity": "watt/(meter*kelvin)",
    "specific heat capacity": "joule/(kilogram*kelvin)",
    "thermal expansion coefficient": "1/kelvin",
    "pre-exponential factor": "dimensionless", "temperature exponent": "dimensionless",
    "activation temperature": "kelvin", "Sutherland coefficient": "pascal*second/kelvin**0.5",
    "Sutherland temperature": "kelvin", "Prandtl number": "dimensionless",
    "surface tension": "newton/meter", "contact angle": "dimensionless",
    "magnetic permeability": "henry/meter", "peak wavenumber": "1/meter",
    "spectrum energy": "dimensionless", "compressibility": "second**2/meter**2",
    "speed of sound": "meter/second", "bulk modulus": "pascal", "bubble diameter": "meter",
    "scalar concentration": "dimensionless", "bulk velocity": "meter/second",
    "aerodynamic roughness length": "meter", "reference height": "meter",
    "reference wind speed": "meter/second", "equivalence ratio": "dimensionless",
    "density of a model's matter": "kilogram/meter**3",
    "dynamic viscosity of a model's matter": "pascal*second", "vapour pressure": "pascal",
    "reference temperature": "kelvin", "unburnt gas temperature": "kelvin",
    "start time of a model": "second", "duration of a model": "second",
    "frequency of a model": "hertz",
}
BASES = ("[mass]", "[length]", "[time]", "[temperature]", "[substance]", "[current]",
         "[luminosity]")


@pytest.mark.parametrize("row", QUANTITIES, ids=lambda row: row.name)
def test_each_row_has_the_dimensions_of_its_unit(row: object) -> None:
    dimensionality = registry().Unit(SI_UNITS[row.name]).dimensionality  # type: ignore[attr-defined]
    assert tuple(float(dimensionality.get(base, 0)) for base in BASES) == row.dimensions  # type: ignore[attr-defined]


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


def test_everyday_names_bind_to_the_entries_holding_them_in_si() -> None:
    assert _properties("A steel bar, Young's modulus 210 GPa.")["E"] == pytest.approx(2.1e11)
    assert _properties("mhdFoam channel, electrical conductivity 0.5.")["sigma"] == 0.5
    priced = _properties("An option: strike price 80, volatility 25 %, risk-free rate 3 %.")
    assert (priced["strike"], priced["sigma"], priced["r"]) == (80, 0.25, 0.03)


def test_a_unit_of_other_dimensions_binds_nothing_and_says_why() -> None:
    spec = parse_spec("mhdFoam channel, electrical conductivity 3 m/s.")
    assert "sigma" not in {item.name for item in spec.stated.properties}
    assert not spec.stated.boundary_values, "nor is it a speed"
    refused = [item for item in spec.not_applied if "conductivity 3 m/s" in item.words]
    assert refused and "not a unit of electrical conductivity" in refused[0].reason


def test_the_unit_proves_which_entry_a_symbol_is() -> None:
    spec = parse_spec("electrostaticFoam chargedWire. Charge density rho: fixedValue 2e-05 "
                      "C/m^3 on 'hole'. B = (0 8 0) T as internalField and fixedValue on "
                      "lowerWall and upperWall.")
    values = {(item.field, item.boundary[0]): item.value for item in spec.stated.boundary_values}
    assert values[("rho", "hole")] == 2e-05
    assert "rho" not in {item.name for item in spec.stated.properties}
    assert values[("B", INTERNAL)] == values[("B", "lowerWall")] == (0, 8, 0)
    listed = parse_spec("mhdFoam hartmann: B = (0 8 0) T as internalField and fixedValue on "
                        "'lowerWall' and 'upperWall'.")
    assert {item.boundary[0] for item in listed.stated.boundary_values
            if item.field == "B"} == {INTERNAL, "lowerWall", "upperWall"}
    plate = parse_spec("plateHole: E = 1.14e11 Pa")
    assert {item.name: item.value for item in plate.stated.properties}["E"] == 1.14e11


def test_phases_are_the_installations_own_names() -> None:
    vocabulary = installation_vocabulary()
    assert {"sludge", "water", "other", "air"} <= vocabulary.phases
    assert {"rho", "nu"} <= vocabulary.phase_keywords
    assert "sigma" not in vocabulary.phase_keywords


def test_a_property_after_a_phase_name_is_that_phases() -> None:
    spec = parse_spec("twoLiquidMixingFoam lock exchange, phases (sludge water): sludge rho "
                      "1010 kg/m^3, water rho 990 kg/m^3, both nu = 1.5e-06 m^2/s, "
                      "sigma = 0.03 N/m.")
    found = {(item.name, item.phase): item.value for item in spec.stated.properties}
    assert found[("rho", "sludge")] == 1010 and found[("rho", "water")] == 990
    assert found[("nu", "sludge")] == found[("nu", "water")] == 1.5e-06
    assert found[("sigma", None)] == 0.03, "a mixture's keyword has no phase"


def test_a_pound_mass_density_is_converted_not_taken_bare() -> None:
    spec = parse_spec("interFoam damBreak, water density 64.0 lbm/ft^3")
    rho = {item.name: item.value for item in spec.stated.properties}["rho"]
    assert rho == pytest.approx(1025.18, rel=1e-4)


@pytest.mark.parametrize("prompt", ["solidDisplacementFoam plateHole, E = 30 msi",
                                    "plateHole with a Young's modulus of 30 Msi"])
def test_a_modulus_in_million_psi_is_converted_not_taken_bare(prompt: str) -> None:
    """"E = 30 msi" bound 30 Pa: the datasheet unit was unknown, so the number went bare."""
    found = {item.name: item.value for item in parse_spec(prompt).stated.properties}
    assert found["E"] == pytest.approx(30e6 * 6894.757, rel=1e-6)


def test_a_unit_with_a_denominator_in_parentheses_is_read_whole() -> None:
    spec = parse_spec("electrostaticFoam chargedWire: ion mobility k = 1.9e-04 m^2/(V s)")
    assert {item.name: item.value for item in spec.stated.properties}["k"] == 1.9e-04


def test_an_initial_value_reaches_later_patches_only_through_a_fixed_value() -> None:
    spec = parse_spec("pisoFoam cavity, kEpsilon: nut initialised to 0, and standard wall "
                      "functions on movingWall and fixedWalls (nutkWallFunction for nut).")
    assert not [item for item in spec.stated.boundary_values
                if item.field == "nut" and item.boundary[0] != INTERNAL]


def test_an_absolute_pressure_unit_is_converted_and_an_expression_binds_nothing() -> None:
    """A value in psia is read as a pressure, so a keyword the cases keep without dimensions
    (sonicLiquidFoam's p0) is not given the bare number; a number that starts an expression
    ("1/c^2") is no value. Both were written as the bare number (p0 14.7, psi 1)."""
    from foam_agent.agents.spec.units import dimensioned_unit

    psia = dimensioned_unit(" psia, then")
    assert psia is not None and psia.to_si(14.7) == pytest.approx(101352.9, rel=1e-5)
    spec = parse_spec("sonicLiquidFoam decompression tank: rho0 1000 kg/m3 @ p0 14.7 psia, "
                      "sound speed 1480 m/s (-> psi = 1/c^2).")
    properties = {item.name: item.value for item in spec.stated.properties}
    assert properties.get("p0") != 14.7
    assert "psi" not in properties
