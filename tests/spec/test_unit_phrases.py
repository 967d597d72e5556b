"""Units written in running text: words joining units ("per", "an hour"), powers said in words
("square", "cubic", "squared"), two-word units ("pound-mass"), the hyphen of US handbooks
("Btu/hr-ft2-F") and denominators in parentheses with powers ("BTU/(h·ft^2)"). Each is turned
into one pint expression whose dimensions decide what the value may be; the requests are this
file's own words."""

from __future__ import annotations

import re

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.units import dimensioned_unit, read_unit


def _reading(text: str) -> tuple[str, float, str]:
    """The kind, SI value and written unit of the first number of ``text``."""
    number = re.search(r"\d+(?:\.\d+)?", text)
    assert number is not None
    unit = read_unit(text, number.end())
    assert unit is not None, text
    return unit.kind, unit.to_si(float(number.group())), text[number.end():unit.end].strip()


@pytest.mark.parametrize(("text", "kind", "si", "written"), [
    ("20 miles an hour along the road", "velocity", 8.9408, "miles an hour"),
    ("60 km an hour", "velocity", 16.6666666667, "km an hour"),
    ("3 litres a minute of water", "volume_flow_rate", 5e-05, "litres a minute"),
    ("9 pound-mass per hour", "mass_flow_rate", 0.00113398, "pound-mass per hour"),
    ("2 pounds mass per minute", "mass_flow_rate", 0.01511974567, "pounds mass per minute"),
    ("3 pounds force on the lid", "force", 13.3446648, "pounds force"),
    ("200 lbf", "force", 889.644323, "lbf"),
    ("32.2 feet per second squared", "acceleration", 9.81456, "feet per second squared"),
    ("5 sq ft", "area", 0.4645152, "sq ft"),
    ("12 W/m2-K", "heat_transfer_coefficient", 12.0, "W/m2-K"),
    ("40 Btu/hr-ft2 through the wall", "heat_flux", 126.183647, "Btu/hr-ft2"),
    ("0.5 Btu/lb-F", "specific_heat", 2093.40029, "Btu/lb-F"),
    ("0.02 Btu/hr-ft-F", "thermal_conductivity", 0.0346147, "Btu/hr-ft-F"),
    ("4.4 BTU/(h·ft^2) on the plate", "heat_flux", 13.8802012, "BTU/(h·ft^2)"),
    ("7 BTU/(h·ft²)", "heat_flux", 22.0821383, "BTU/(h·ft²)"),
    ("0.3 BTU/(lbm·°F)", "specific_heat", 1256.04, "BTU/(lbm·°F)"),
    ("4 kg/m-s", "dynamic_viscosity", 4.0, "kg/m-s"),
    ("30 gpm", "volume_flow_rate", 0.001892705892, "gpm"),
    ("20 cfm of air", "volume_flow_rate", 0.009438948864, "cfm"),
    # Everything after one slash (or "per") is the denominator, as engineers write it.
    ("1.8 kJ/kg·K", "specific_heat", 1800.0, "kJ/kg·K"),
    ("16 W/m K in the wall", "thermal_conductivity", 16.0, "W/m K"),
    ("0.6 W per metre kelvin", "thermal_conductivity", 0.6, "W per metre kelvin"),
    ("5 W/m²·°C", "heat_transfer_coefficient", 5.0, "W/m²·°C"),
    ("0.002 kg/m·s", "dynamic_viscosity", 0.002, "kg/m·s"),
    ("62.4 lb/cu ft", "density", 999.552114535, "lb/cu ft"),
    ("8 cu in", "volume", 0.000131096512, "cu in"),
])
def test_a_unit_phrase_becomes_one_pint_expression(text: str, kind: str, si: float,
                                                   written: str) -> None:
    assert _reading(text) == (kind, pytest.approx(si, rel=1e-6), written)


@pytest.mark.parametrize(("text", "written"), [
    ("2 m a side", "m"),  # "a" before no unit of time is an article
    ("2 m/s a bit faster", "m/s"),  # nor before a word pint reads but prose holds ("bit")
    ("a 5 kg mass", "kg"),  # "mass" alone is pint's milliarcsecond, not part of the unit
    ("50 pounds (lbm) of ballast", "pounds"),  # a unit restated in parentheses ends it
])
def test_words_after_a_unit_that_do_not_continue_it(text: str, written: str) -> None:
    assert _reading(text)[2] == written


@pytest.mark.parametrize("text", [" BTU/(h·ft^2", " W/(m·K", " kg/(m^(3)"])
def test_a_unit_cut_off_inside_its_parentheses_is_read_up_to_the_cut(text: str) -> None:
    """A reader looks at a window of characters after a number; a window ending inside a
    denominator once crashed the whole parse (pint's tokenizer: an unclosed parenthesis)."""
    unit = dimensioned_unit(text)
    assert unit is None or "(" not in unit.unit or unit.unit.count("(") == unit.unit.count(")")


@pytest.mark.parametrize(("prompt", "speed"), [
    ("Lid-driven cavity with icoFoam; the lid moves at 20 miles an hour.", 8.9408),
    ("icoFoam cavity, lid sliding at two and a half feet a second.", 0.762),
    ("Cavity case (icoFoam) whose lid travels 45 km an hour.", 12.5),
])
def test_a_speed_said_in_words_reaches_the_lid(prompt: str, speed: float) -> None:
    spec = parse_spec(prompt)
    values = [item.value for item in spec.stated.boundary_values if item.field == "U"]
    assert values and values[0] == pytest.approx(speed, rel=1e-6), spec.describe()
    assert not spec.unparsed


@pytest.mark.parametrize(("prompt", "name", "si"), [
    ("buoyantCavity with air; conductivity 0.015 Btu/hr-ft-F and specific heat "
     "0.24 Btu/lb-F.", "Cp", 1004.832),
    ("buoyantCavity with air; conductivity 0.015 Btu/hr-ft-F and specific heat "
     "0.24 Btu/lb-F.", "kappa", 0.025961),
    ("hotRoom with air whose heat capacity is 0.25 BTU/(lbm·°F).", "Cp", 1046.7),
])
def test_handbook_heat_units_reach_their_property(prompt: str, name: str, si: float) -> None:
    spec = parse_spec(prompt)
    values = [item.value for item in spec.stated.properties if item.name == name]
    assert values == [pytest.approx(si, rel=1e-4)], spec.describe()


@pytest.mark.parametrize("prompt", [
    "Lid-driven cavity with icoFoam, the fluid's density is 3 gpm, lid at 1 m/s.",
    "icoFoam cavity; liquid density 12 W/m2-K and the lid moves at 1 m/s.",
])
def test_a_unit_of_the_wrong_dimensions_is_not_the_value(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert not [item for item in spec.stated.properties if item.name == "rho"], spec.describe()
    assert any("density" in phrase for phrase in spec.unparsed), spec.unparsed


@pytest.mark.parametrize(("prompt", "speed"), [
    ("pitzDaily with simpleFoam; the air at the inlet should come in at 30 feet\n"
     "per second along the channel.", 9.144),
    ("Lid-driven cavity with icoFoam, where the lid should slide at 20 miles an\n"
     "hour for the whole run.", 8.9408),
])
def test_a_unit_wrapped_over_a_line_is_read_whole(prompt: str, speed: float) -> None:
    spec = parse_spec(prompt)
    values = [item.value for item in spec.stated.boundary_values if item.field == "U"]
    assert values == [pytest.approx(speed, rel=1e-6)], spec.describe()
    assert not spec.unparsed


def test_a_line_ending_after_a_whole_unit_still_ends_the_sentence() -> None:
    from foam_agent.agents.spec.phrases import sentences

    text = "inlet 2 m/s\nper the client, outlet 0 Pa\nwall temperature 300 K"
    assert [span.text for span in sentences(text)] == [
        "inlet 2 m/s", "per the client, outlet 0 Pa", "wall temperature 300 K"]


@pytest.mark.parametrize("text", ["0.5 ft^2/s^2, inlet", "150 ft²/s³ at", "3 m2/s2 here",
                                  "7 kg/m^3/s"])
def test_a_unit_of_no_kind_is_not_read_as_its_first_part(text: str) -> None:
    """"k 0.5 ft^2/s^2": the whole (a specific energy) is a kind no value rule takes; its
    start "ft^2" is no area, and the number stays for the readers of the entry's own
    dimensions."""
    number = re.match(r"[\d.]+", text)
    assert number is not None and read_unit(text, number.end()) is None


def test_a_turbulence_value_in_feet_reaches_its_field() -> None:
    spec = parse_spec("pitzDaily simpleFoam k-epsilon: inlet velocity 25 ft/s, inlet k "
                      "0.4 ft²/s², inlet epsilon 120 ft²/s³")
    values = {item.field: item.value for item in spec.stated.boundary_values}
    assert values["k"] == pytest.approx(0.4 * 0.09290304)
    assert values["epsilon"] == pytest.approx(120 * 0.09290304)


@pytest.mark.parametrize(("text", "written"), [
    ("58 cm dam-break tank", "cm"),  # pint's decametre: no area
    ("a 5 cm rod", "cm"),  # pint's rod (a length): no area
    ("12.5 Pa s^n, flow index", "Pa s"),  # a law's power of a symbol
    ("4 atm / 95 F on the right", "atm"),  # a spaced slash separates two statements
])
def test_the_unit_stops_where_the_prose_goes_on(text: str, written: str) -> None:
    assert _reading(text)[2] == written


@pytest.mark.parametrize(("prompt", "name", "si"), [
    ("laplacianFoam flange, steel: k = 45 W/m/K, rho = 7800 kg/m3, cp = 480 J/kg/K.", "kappa",
     45.0),
    ("laplacianFoam flange, steel: k = 45 W/m/K, rho = 7800 kg/m3, cp = 480 J/kg/K.", "Cp",
     480.0),
    ("laplacianFoam flange; copper with k = 390 W/(m K) and c = 385 J/(kg K).", "kappa", 390.0),
])
def test_a_symbol_given_a_heat_unit_is_the_catalog_quantity(prompt: str, name: str,
                                                            si: float) -> None:
    """A compound kind no value rule takes leaves the keyword to the catalog, which proves
    the quantity by the unit's dimensions (k in W/m/K is kappa, not a turbulence k)."""
    spec = parse_spec(prompt)
    values = [item.value for item in spec.stated.properties if item.name == name]
    assert values == [pytest.approx(si)], spec.describe()


@pytest.mark.parametrize(("prompt", "name", "si"), [
    ("hotRoom with a heater block of conductivity 12 BTU per hour-foot-degree Fahrenheit.",
     "kappa", 20.76882),
    ("hotRoom with air whose specific heat is 0.24 BTU per pound-mass-degree Fahrenheit.",
     "Cp", 1004.832),
])
def test_a_degree_in_words_joined_by_a_hyphen_reaches_its_property(
        prompt: str, name: str, si: float) -> None:
    spec = parse_spec(prompt)
    values = [item.value for item in spec.stated.properties if item.name == name]
    assert values == [pytest.approx(si, rel=1e-5)], spec.describe()


@pytest.mark.parametrize("text", [
    " square metres per second squared for k",
    " feet per second cubed",
])
def test_a_power_said_after_a_unit_leaves_no_shorter_reading(text: str) -> None:
    """"square metres per second squared" is no kinematic viscosity of "square metres per
    second": with no kind of its own the unit is not read, and the value stays open."""
    assert read_unit(text, 0) is None
    dimensioned = dimensioned_unit(text)
    assert dimensioned is not None and dimensioned.dimensions[2] in (-2.0, -3.0)


def test_a_word_of_power_still_ends_an_acceleration() -> None:
    assert _reading("gravity 32.2 feet per second squared") == (
        "acceleration", pytest.approx(9.81456, rel=1e-6), "feet per second squared")


@pytest.mark.parametrize(("text", "kind", "si", "written"), [
    ("1.2 kg m⁻³ of gas", "density", 1.2, "kg m⁻³"),
    ("0.015 m² s⁻¹ for the oil", "kinematic_viscosity", 0.015, "m² s⁻¹"),
    ("0.24 BTU/(lbm·°R) for air", "specific_heat", 1004.832, "BTU/(lbm·°R)"),
    ("0.24 Btu/lb-R for air", "specific_heat", 1004.832, "Btu/lb-R"),
    ("2100 cfs through the gate", "volume_flow_rate", 59.46537, "cfs"),
    ("4 BTU per hour per square foot per degree Fahrenheit on the wall",
     "heat_transfer_coefficient", 22.71302, "BTU per hour per square foot per degree Fahrenheit"),
])
def test_powers_rankine_and_long_units_in_words(text: str, kind: str, si: float,
                                                written: str) -> None:
    """Superscript powers are powers (not dropped: "s⁻¹" had been read as a second), the
    Rankine degree is its own difference, and a unit in words longer than the old window is
    read whole (its first part had been a heat flux)."""
    assert _reading(text) == (kind, pytest.approx(si, rel=1e-5), written)


@pytest.mark.parametrize(("text", "dimensions", "si_of_one"), [
    (" °F⁻¹ for water", (0.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0), 1.8),
    (" K⁻¹", (0.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0), 1.0),
    (" s⁻¹ in the shear layer", (0.0, 0.0, -1.0, 0.0, 0.0, 0.0, 0.0), 1.0),
    (" per °R", (0.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0), 1.8),
])
def test_a_reciprocal_in_superscripts_is_no_temperature_or_time(
        text: str, dimensions: tuple[float, ...], si_of_one: float) -> None:
    unit = dimensioned_unit(text)
    assert unit is not None and unit.dimensions == dimensions
    assert unit.to_si(1.0) == pytest.approx(si_of_one, rel=1e-9)
    reading = read_unit(text, 0)
    assert reading is None or reading.kind not in ("temperature", "time")
