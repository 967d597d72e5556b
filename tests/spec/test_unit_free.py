"""Values stated with no unit: read where their words end, then taken in the followed case's
units only where the case settles which (``agents.spec.unit_free``)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.unit_free import NO_UNIT, in_case_scale, stated_without_unit
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

OBLIQUE_SHOCK = DEBIAN_TUTORIALS / "compressible" / "rhoCentralFoam" / "obliqueShock"
BUOYANT_CAVITY = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantSimpleFoam" / "buoyantCavity"
HOT_ROOM = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantBoussinesqSimpleFoam" / "hotRoom"
SCALAR_PITZ = DEBIAN_TUTORIALS / "basic" / "scalarTransportFoam" / "pitzDaily"
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def _placed(prompt: str) -> dict[tuple[str, tuple[str, ...]], object]:
    return {(item.field, item.boundary): item.value
            for item in parse_spec(prompt).stated.boundary_values}


@pytest.mark.parametrize(("prompt", "key", "value"), [
    ("obliqueShock: inlet U (3 0 0), T_top 1.2, endTime 12", ("T", ("top",)), 1.2),
    ("Hartmann duct, U_in 1.5 and 2.5 s of flow", ("U", ("inlet",)), 1.5),
    ("keep everything, only p_out 0.25.", ("p", ("outlet",)), 0.25),
    ("hot room with T_floor 302; T_ceiling 298", ("T", ("ceiling",)), 298),
])
def test_a_spaced_symbol_s_unit_free_value_that_ends_its_item_is_read(
        prompt: str, key: tuple[str, tuple[str, ...]], value: float) -> None:
    assert _placed(prompt).get(key) == pytest.approx(value)


@pytest.mark.parametrize("prompt", ["T_hot 300 degrees warmer", "U_in 2 3", "T_in 5 mm"])
def test_a_spaced_symbol_followed_by_a_word_or_number_is_no_value(prompt: str) -> None:
    assert not _placed(prompt)


@pytest.mark.parametrize(("source", "bare"), [
    ("T_top 1.2", True), ("inlet temperature 300", True), ("concentration 1 at the inlet", True),
    ("inlet temperature 300 K", False), ("wall at 20 °C", False), ("U_in 3 m/s", False),
])
def test_the_words_say_whether_a_unit_was_stated(source: str, bare: bool) -> None:
    assert stated_without_unit(source) is bare


def _scaled(prompt: str, case: object) -> tuple[dict[str, str], list[str]]:
    spec = in_case_scale(parse_spec(prompt), case)  # type: ignore[arg-type]
    return ({item.source: item.assumption for item in spec.stated.boundary_values},
            [item.reason for item in spec.not_applied])


@pytest.mark.parametrize("prompt", [
    "rhoCentralFoam obliqueShock with T_top 1.2",
    "obliqueShock (rhoCentralFoam): the top boundary's temperature 0.9",
])
def test_a_unit_free_temperature_of_a_normalised_case_is_taken_as_written(prompt: str) -> None:
    notes, refused = _scaled(prompt, OBLIQUE_SHOCK)
    assert not refused and any(NO_UNIT in note and "normalised" in note
                               for note in notes.values()), notes


def test_a_physical_temperature_without_unit_is_no_normalised_case_s() -> None:
    _, refused = _scaled("rhoCentralFoam obliqueShock with the top temperature 300",
                         OBLIQUE_SHOCK)
    assert refused and "normalised" in refused[0]


@pytest.mark.parametrize(("prompt", "case"), [
    ("buoyantCavity with the hot wall temperature 310", BUOYANT_CAVITY),
    ("hotRoom: floor temperature 305 and ceiling temperature 295", HOT_ROOM),
])
def test_a_unit_free_temperature_near_a_kelvin_case_s_own_is_kelvin(prompt: str,
                                                                     case: object) -> None:
    notes, refused = _scaled(prompt, case)
    assert not refused and notes and all("kelvin" in note for note in notes.values()), notes


@pytest.mark.parametrize(("prompt", "case"), [
    ("buoyantCavity with the hot wall temperature 20", BUOYANT_CAVITY),
    ("hotRoom where the floor temperature is 35", HOT_ROOM),
])
def test_a_unit_free_temperature_far_colder_than_a_kelvin_case_is_not_applied(
        prompt: str, case: object) -> None:
    notes, refused = _scaled(prompt, case)
    assert refused and "state the unit" in refused[0] and not notes


def test_a_dimensionless_or_si_entry_takes_the_number_with_a_note() -> None:
    notes, refused = _scaled("scalarTransportFoam pitzDaily with concentration 2 at the inlet",
                             SCALAR_PITZ)
    assert not refused and any(NO_UNIT in note for note in notes.values()), notes
    notes, refused = _scaled("simpleFoam pitzDaily with an inlet velocity of 12", PITZ)
    assert not refused and any("m s^-1" in note for note in notes.values()), notes


def test_a_value_with_its_unit_is_left_as_it_is() -> None:
    notes, refused = _scaled("buoyantCavity with the hot wall temperature 20 °C", BUOYANT_CAVITY)
    assert not refused and not any(NO_UNIT in note for note in notes.values())


@pytest.mark.parametrize(("prompt", "value"), [
    ("mhdFoam hartmann with a magnetic field strength of 15", 15),
    ("a Hartmann channel in mhdFoam: magnetic field strength 8 T", 8),
])
def test_a_magnetic_field_strength_is_the_flux_density_b(prompt: str, value: float) -> None:
    stated = parse_spec(prompt).stated
    bound = [item.value for item in (*stated.properties, *stated.boundary_values)
             if getattr(item, "name", getattr(item, "field", "")) == "B"]
    assert bound == [value]


def test_a_field_strength_in_amperes_per_metre_is_not_read_as_b() -> None:
    spec = parse_spec("hartmann: magnetic field strength 2000 A/m")
    assert not any(item.name == "B" for item in spec.stated.properties) and spec.not_applied


def test_scalar_transport_s_t_is_a_concentration_not_a_temperature() -> None:
    notes, refused = _scaled("scalarTransportFoam pitzDaily with concentration 40 at the inlet",
                             SCALAR_PITZ)
    assert not refused and any(NO_UNIT in note for note in notes.values()), notes
