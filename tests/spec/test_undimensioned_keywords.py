"""Keywords the case files write without ``dimensions`` (a film's ``sigma0``, an option's
``timeStart``, a cavitation model's ``pSat``), read through the catalog of physical
quantities: the row holding the keyword says what a stated unit must measure, pint converts
it, and a unit of other dimensions binds nothing.

The readers run in the spec's real pipeline against the installation's harvested
vocabulary; the placing tests write into a copy of an installed tutorial and audit it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phase_binding import bound_properties
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS
from foam_agent.foamcase.catalog.quantities import TIME, catalog_dimensions, quantity_named

HOPPER = DEBIAN_TUTORIALS / "lagrangian" / "icoUncoupledKinematicParcelFoam" / "hopper" \
    / "hopperInitialState"
DAMPING = DEBIAN_TUTORIALS / "compressible" / "rhoPimpleFoam" / "laminar" / "sineWaveDamping"


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: float(item.value) for item in parse_spec(prompt).stated.properties
            if not isinstance(item.value, bool)}


def test_the_catalog_gives_a_keyword_with_no_file_dimensions_its_quantity() -> None:
    assert catalog_dimensions("timeStart", TIME) == TIME
    assert catalog_dimensions("sigma0", (1, 0, -2, 0, 0, 0, 0)) == (1, 0, -2, 0, 0, 0, 0)
    # A length is no time: no row of a length holds the keyword.
    assert catalog_dimensions("timeStart", (0, 1, 0, 0, 0, 0, 0)) is None


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("Wall film case: set sigma0 65 mN/m for the film.", "sigma0", 0.065),
    ("Film with mu0 1.2 mPa s please.", "mu0", 0.0012),
    ("Heat source in fvOptions: timeStart 3 ms, radius1 0.5 m.", "timeStart", 0.003),
    ("Mass source option: timeStart 0.5 s, duration 250 ms.", "duration", 0.25),
])
def test_a_unit_that_rescales_is_converted_where_the_row_holds_the_keyword(
        prompt: str, name: str, value: float) -> None:
    assert _properties(prompt)[name] == pytest.approx(value)


def test_a_unit_of_other_dimensions_binds_nothing_to_the_keyword() -> None:
    """A length is no surface tension, whatever keyword it is written after."""
    assert "sigma0" not in _properties("Wall film case: sigma0 65 mm for the film.")


def test_a_plain_word_keyword_binds_bare_before_its_value_never_in_prose() -> None:
    """"duration 4 s" lists the entry; "for a duration of 4 s" says how long the run is."""
    assert _properties("Option injector: timeStart 0.5 s, duration 4 s.")["duration"] == 4
    assert "duration" not in _properties("Run the injector case for a duration of 4 s.")


def test_a_sub_dictionary_named_before_a_plain_keyword_converts_its_unit() -> None:
    properties = _properties("In fvOptions set acousticDampingSource: frequency 1.5 kHz.")
    assert properties["acousticDampingSource/frequency"] == pytest.approx(1500)


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("Cavitating nozzle, the vapour pressure is 3.1 kPa.", "pSat", 3100),
    ("Boussinesq room; reference temperature 295 K.", "TRef", 295),
    ("Boussinesq room: the reference temperature is also 20 °C.", "TRef", 293.15),
    ("Premixed flame: unburnt gas temperature 350 K, p 1 bar.", "Tu", 350),
    ("XiFoam bomb: T_u = 80 °F.", "Tu", pytest.approx(299.8167, rel=1e-6)),
])
def test_a_quantity_named_in_words_binds_its_undimensioned_entry(
        prompt: str, name: str, value: float) -> None:
    assert _properties(prompt)[name] == value


def test_a_named_quantity_goes_to_the_keyword_the_followed_case_keeps(tmp_path: Path) -> None:
    """A cloud keeps a Young's modulus and a Poisson's ratio as ``youngsModulus`` and
    ``poissonsRatio``, a solid as ``E`` and ``nu``: the words name the quantity, the case
    the entry. The hopper's cloud keeps each three times (the particles', each wall's): said
    of no wall, the values are the particles' (a value said of no patch is no patch's), and
    named with its dictionary the particles' is set in Pa."""
    if not HOPPER.is_dir():
        pytest.fail(f"the installation has no {HOPPER}")
    case = copy_tutorial(HOPPER, tmp_path / "case")
    spec = bind_to_case(parse_spec(
        "Particles settling in a hopper: Young's modulus 90 GPa and Poisson's ratio 0.27, "
        "no fluid coupling."), case)
    bound = bound_properties(spec.stated.properties, case)
    assert [item.name for item in bound] == ["constantProperties/youngsModulus",
                                             "constantProperties/poissonsRatio"]
    report = apply_requirements(case, spec.stated)
    assert {edit.keys for edit in report.edits} == {
        ("constantProperties", "youngsModulus"), ("constantProperties", "poissonsRatio")}
    assert not report.skips
    spec = bind_to_case(parse_spec(
        "Particles settling in a hopper: constantProperties youngsModulus 90 GPa."), case)
    apply_requirements(case, spec.stated)
    cloud = FoamFile(case / "constant" / "kinematicCloudProperties")
    assert cloud["constantProperties", "youngsModulus"] == pytest.approx(9e10)
    rows = [row for row in audit_case(spec, case) if row.phrase]
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]


def test_a_keyword_two_quantities_share_never_moves_to_the_other_ones_entry(
        tmp_path: Path) -> None:
    """``nu`` is a viscosity and a Poisson's ratio: a viscosity read as ``nu`` never goes to
    a cloud's ``poissonsRatio``, nor a Poisson's ratio to a fluid's ``nu``."""
    if not HOPPER.is_dir():
        pytest.fail(f"the installation has no {HOPPER}")
    case = copy_tutorial(HOPPER, tmp_path / "case")
    viscosity = PropertyValue("nu", 1.5e-5, "nu = 1.5e-5",
                              quantity=quantity_named("kinematic viscosity"))
    unproved = PropertyValue("nu", 0.3, "nu = 0.3")
    ratio = PropertyValue("nu", 0.3, "Poisson's ratio 0.3",
                          quantity=quantity_named("Poisson's ratio"))
    bound = bound_properties((viscosity, unproved, ratio), case)
    assert [item.name for item in bound] == ["nu", "nu", "poissonsRatio"]


def test_a_start_time_written_in_ms_is_placed_in_the_option(tmp_path: Path) -> None:
    if not DAMPING.is_dir():
        pytest.fail(f"the installation has no {DAMPING}")
    case = copy_tutorial(DAMPING, tmp_path / "case")
    spec = bind_to_case(parse_spec(
        "Sine wave damping with rhoPimpleFoam; in the damping option timeStart 3 ms. "
        "endTime 8 ms."), case)
    apply_requirements(case, spec.stated)
    options = FoamFile(case / "system" / "fvOptions")
    assert options["acousticDampingSource", "acousticDampingSourceCoeffs",
                   "timeStart"] == pytest.approx(0.003)
