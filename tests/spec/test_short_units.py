"""Units written as one or two letters right after a number ("600 g", "2 l", "10 N", "50 W")
are units when pint knows them; a letter given a value of its own ("g = 9.81") stays a
variable, and a number in a unit of the wrong kind is never bound bare ("density 600 g" is no
density of 600). The requests are this file's own words."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.units import read_unit


@pytest.mark.parametrize(("text", "kind", "si"), [
    ("600 g of salt", "mass", 0.6),
    ("a 600 g.", "mass", 0.6),
    ("2 l box", "volume", 0.002),
    ("2 L of oil", "volume", 0.002),
    ("10 N load", "force", 10.0),
    ("50 W heater", "power", 50.0),
    ("4 J pulse", "energy", 4.0),
    ("5 s", "time", 5.0),
    ("3 h", "time", 10800.0),
    ("2 K above", "temperature", 2.0),
])
def test_a_short_unit_after_a_number_is_read(text: str, kind: str, si: float) -> None:
    number = text.split()[0] if text[0].isdigit() else text.split()[1]
    at = text.index(number) + len(number)
    unit = read_unit(text, at)
    assert unit is not None and unit.kind == kind
    assert unit.to_si(float(number)) == pytest.approx(si)


@pytest.mark.parametrize("text", ["2 g 9.81", "0.5 l: 2", "1 g=9.81"])
def test_a_letter_given_its_own_value_is_no_unit(text: str) -> None:
    assert read_unit(text, 1 if text[1] == " " else 3) is None


@pytest.mark.parametrize("text", [
    "28.9 g/mol",  # the first atom is not the unit
    "3 nu", "4 mu", "2 u",  # pint's atomic mass units: a viscosity's or velocity's symbol
])
def test_part_of_a_unit_or_a_symbol_is_no_mass_or_power(text: str) -> None:
    number = text.split()[0]
    assert read_unit(text, len(number)) is None


@pytest.mark.parametrize(("text", "kind"), [
    ("237 W/(m·K)", "thermal_conductivity"), ("16 W/m/K", "thermal_conductivity"),
    ("900 J/(kg K)", "specific_heat"),
])
def test_a_unit_going_on_is_read_whole_not_as_its_first_atom(text: str, kind: str) -> None:
    """The whole unit is read (its kind is its own), never its first atom, a power or energy."""
    number = text.split()[0]
    unit = read_unit(text, len(number))
    assert unit is not None and unit.kind == kind and unit.end == len(text)


@pytest.mark.parametrize("prompt", [
    "Lid-driven cavity with icoFoam, fluid density 600 g, lid speed 1 m/s.",
    "icoFoam cavity; the liquid's density is 5 kg and the lid moves at 1 m/s.",
    "Cavity flow (icoFoam) with a density of 2 l, lid at 1 m/s.",
])
def test_a_mass_or_volume_where_a_density_is_expected_is_not_a_density(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert not [item for item in spec.stated.properties if item.name == "rho"]
    assert any("density" in phrase for phrase in spec.unparsed), spec.unparsed


@pytest.mark.parametrize("prompt", [
    "Cavity with icoFoam: g = 9.81, lid 1 m/s.",
    "icoFoam lid-driven cavity with the lid at 2 m/s; take g = 9.81 along -y.",
])
def test_gravity_written_g_is_still_gravity(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert spec.stated.gravity is not None


def test_a_keyword_of_mass_takes_grams() -> None:
    spec = parse_spec("interFoam floatingObject: set mass = 600 g for the floating body.")
    mass = [item for item in spec.stated.properties if item.name == "mass"]
    assert mass and mass[0].value == pytest.approx(0.6)
