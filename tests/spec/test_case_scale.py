"""A case in units of its own (normalised), decided from its files, and numbers read in those
units (``agents.spec.case_scale``, ``agents.spec.unit_free``, ``agents.spec.sound_symbols``)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from foam_agent.agents.spec.case_scale import case_scale
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.units import case_units, dimensioned_unit, read_unit
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

HARTMANN = DEBIAN_TUTORIALS / "electromagnetics" / "mhdFoam" / "hartmann"
FORWARD_STEP = DEBIAN_TUTORIALS / "compressible" / "rhoCentralFoam" / "forwardStep"
SHOCK_TUBE = DEBIAN_TUTORIALS / "compressible" / "rhoCentralFoam" / "shockTube"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"
BOX_TURB = DEBIAN_TUTORIALS / "DNS" / "dnsFoam" / "boxTurb16"


@pytest.mark.parametrize(("case", "normalised"), [
    (HARTMANN, True), (FORWARD_STEP, True), (SHOCK_TUBE, False), (CAVITY, False),
    (BOX_TURB, False),
])
def test_a_case_is_normalised_by_its_own_constants(case: Path, normalised: bool) -> None:
    assert case_scale(case).normalised is normalised


def test_a_scaled_gas_gives_its_speed_of_sound_at_the_case_s_temperature() -> None:
    scale = case_scale(FORWARD_STEP)
    assert scale.speed_of_sound == pytest.approx(1.0, rel=1e-4)
    assert "R = 0.714" in scale.evidence


def test_the_evidence_is_the_files_not_the_name(tmp_path: Path) -> None:
    """A copy of a real-fluid case whose transport constants are all set to one is
    normalised, whatever it is called; the same copy with one real constant is not."""
    case = tmp_path / "anything"
    shutil.copytree(CAVITY, case)
    properties = case / "constant" / "transportProperties"
    properties.write_text("FoamFile { format ascii; class dictionary; object "
                          "transportProperties; }\nnu 1;\nrho 1;\n")
    assert case_scale(case).normalised
    properties.write_text("FoamFile { format ascii; class dictionary; object "
                          "transportProperties; }\nnu 1e-05;\nrho 1;\n")
    assert not case_scale(case).normalised


@pytest.mark.parametrize("words", [" units", " units everywhere", " non-dimensional",
                                   " in the case's units", " normalised units"])
def test_words_of_the_case_s_own_units_are_no_physical_unit(words: str) -> None:
    assert case_units(words) is not None
    assert dimensioned_unit(words) is None  # pint would read "unit" as a luminance
    reading = read_unit(words, 0)
    assert reading is not None and reading.kind == "none"


def _in(prompt: str, case: Path) -> tuple[dict[tuple[str, tuple[str, ...]], object],
                                          list[str], tuple[str, ...]]:
    spec = in_case(parse_spec(prompt), case)
    return ({(item.field, item.boundary): item.value for item in spec.stated.boundary_values},
            [item.reason for item in spec.not_applied], spec.unparsed)


def test_a_vector_in_the_case_s_units_is_taken_as_written_in_a_normalised_case() -> None:
    placed, refused, _ = _in("Magnetohydrodynamic duct: B = (0 12 0) units on the walls "
                             "and initially.", HARTMANN)
    assert not refused
    assert placed[("B", ("internalField",))] == (0.0, 12.0, 0.0)


def test_a_speed_named_before_a_bare_number_is_the_inflow_s() -> None:
    placed, refused, _ = _in("Conducting fluid, mhdFoam: it flows in at a speed of 3.5.",
                             HARTMANN)
    assert not refused and placed[("U", ("inlet",))] == pytest.approx(3.5)


def test_a_unit_that_rescales_is_refused_in_a_normalised_case() -> None:
    """km/h has no value in a case whose units are a scale of its own: refused, with why."""
    placed, refused, _ = _in("mhdFoam channel with the inlet velocity 4 km/h.", HARTMANN)
    assert ("U", ("inlet",)) not in placed
    assert any("normalised" in reason for reason in refused)


def test_a_coherent_si_unit_stays_in_a_normalised_case() -> None:
    placed, refused, _ = _in("mhdFoam channel with the inlet velocity 3 m/s.", HARTMANN)
    assert not refused and placed[("U", ("inlet",))] == pytest.approx(3)


def test_a_unit_free_speed_in_a_physical_case_keeps_its_si_reading() -> None:
    spec = in_case(parse_spec("icoFoam cavity: the inlet velocity 2."), CAVITY)
    notes = [item.assumption for item in spec.stated.boundary_values]
    assert notes and all("normalised" not in note for note in notes)


def test_a_speed_of_sound_symbol_is_said_of_the_gas_not_an_entry() -> None:
    """"c = 1" in a gas case holding no entry ``c`` goes to the phrases the audit holds
    against the gas, not to a property no edit can write."""
    spec = in_case(parse_spec("rhoCentralFoam forwardStep with c = 1 at T = 1 and Mach 2."),
                   FORWARD_STEP)
    assert not any(item.name == "c" for item in spec.stated.properties)
    assert any("c = 1" in phrase for phrase in spec.unparsed)


@pytest.mark.parametrize("prompt", ["rhoCentralFoam forwardStep, sound speed 1 throughout.",
                                    "mhdFoam: the pump's rotational speed 3 everywhere."])
def test_a_qualified_speed_is_no_inflow(prompt: str) -> None:
    placed, _, _ = _in(prompt, HARTMANN)
    assert ("U", ("inlet",)) not in placed


@pytest.mark.parametrize(("prompt", "value"), [
    ("Conducting liquid (mhdFoam): an electrical conductivity of 6 units.", 6),
    ("Conducting liquid (mhdFoam): an electrical conductivity of 3 instead of 1.", 3),
    ("Conducting liquid (mhdFoam): an electrical conductivity of 5 rather than one.", 5),
])
def test_a_quantity_named_in_words_takes_a_value_in_the_case_s_units_or_replacing_another(
        prompt: str, value: float) -> None:
    properties = {item.name: item.value for item in parse_spec(prompt).stated.properties}
    assert properties.get("sigma") == value


@pytest.mark.parametrize(("prompt", "step"), [
    ("Scaled MHD duct: go to t = 2 using a 0.002 step.", 0.002),
    ("Scaled MHD duct: go to t = 2 using a 4e-3 time step.", 0.004),
])
def test_a_fraction_before_a_step_is_the_time_step_in_the_case_s_units(
        prompt: str, step: float) -> None:
    found = parse_spec(prompt).stated.delta_t
    assert found is not None and found.value == pytest.approx(step) and not found.seconds


def test_a_whole_number_before_a_step_is_no_time_step() -> None:
    assert parse_spec("Scaled MHD duct: a 2 step start, then run to t = 3.").stated.delta_t \
        is None
