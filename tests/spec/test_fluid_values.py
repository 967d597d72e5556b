"""A fluid's density and viscosity said in any form — in parentheses after its name, in a
sentence of its own, per phase, at a temperature with no numbers — and a Reynolds number on a
stated length, each applied to the followed case and audited (real tutorials, no solver run).
"""

from __future__ import annotations

import math

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.dimensionless import read_dimensionless
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from tests.support.applied import applied_audit, tutorial_files

CAVITY = "incompressible/icoFoam/cavity/cavity"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
DRIFT_MIXER = "multiphase/driftFluxFoam/RAS/mixerVessel2D"


def _properties(text: str) -> dict[tuple[str, str | None], float]:
    spec = parse_spec(text)
    assert spec.unparsed == (), spec.unparsed
    return {(item.name, item.phase): float(item.value) for item in spec.stated.properties}


@pytest.mark.parametrize(("text", "expected"), [
    ("A belt drags a thin mineral oil (860 kg/m3, 4.3 mPa·s) round a square box at 1 m/s.",
     {("rho", "oil"): 860.0, ("mu", "oil"): 4.3e-3}),
    ("Lid-driven box of varnish. The varnish is 1380 kg/m^3; its dynamic viscosity is 1.9 Pa s.",
     {("rho", None): 1380.0, ("mu", None): 1.9}),
    ("Flow over a step in calm air (1.18 kg/m^3, 1.6e-5 m^2/s), inlet 4 m/s.",
     {("rho", "air"): 1.18, ("nu", "air"): 1.6e-5}),
    ("cavity, lid 2 ft/s, kin. visc 12 cSt, run 4 s", {("nu", None): 12e-6}),
    ("elbow; fluid dyn. visc. 3 cP, rho 1050 kg/m3", {("mu", None): 3e-3, ("rho", None): 1050}),
])
def test_values_said_with_a_fluid_by_their_unit_alone(
        text: str, expected: dict[tuple[str, str | None], float]) -> None:
    found = _properties(text)
    for key, value in expected.items():
        assert key in found, (key, found)
        assert math.isclose(found[key], value, rel_tol=1e-9), (key, found)


def test_a_decimal_point_does_not_end_the_sentence_that_names_the_phase() -> None:
    """"specific gravity 1.15 and a viscosity of 2 cP": the full stop of 1.15 had cut the
    brine off, and the viscosity was no phase's."""
    found = _properties("interFoam dam break. The column is a dyed brine, specific gravity 1.15 "
                        "and a dynamic viscosity of 2 cP; the mineral oil above has a specific "
                        "gravity of 0.88 and a kinematic viscosity of 25 cSt.")
    assert found[("rho", "sea water")] == pytest.approx(1150.0)
    assert found[("mu", "sea water")] == pytest.approx(2e-3)
    assert found[("nu", "oil")] == pytest.approx(25e-6)


def test_mu_and_rho_in_their_own_sentences_give_the_cavity_nu_and_the_audit_checks_it() -> None:
    spec = parse_spec("A 5 cm square box of castor oil with its lid sliding at 0.2 m/s. The oil "
                      "is 960 kg/m³ and its dynamic viscosity is 0.65 Pa·s, so Re on lid speed "
                      "and box width stays near 15.")
    rows = applied_audit(spec, CAVITY)
    (nu,) = [row for row in rows if row.requirement == "nu (derived)"]
    assert nu.met and math.isclose(float(nu.expected), 0.65 / 960, rel_tol=1e-5)
    # The Reynolds number only describes the stated fluid and speed: no row is left unmet by it.
    assert all(row.met for row in rows), [row for row in rows if not row.met]


def test_a_fluid_at_a_temperature_names_its_phase_in_a_multiphase_case() -> None:
    """"carrier = water @ 30 °C" of a two-phase mixer: the table's water at 30 °C is the
    case's water phase, with the source in the formula."""
    spec = parse_spec("driftFluxFoam mixer vessel: sludge fraction as in the tutorial, "
                      "carrier = water @ 30 °C, 5 s.")
    assert spec.material is not None and spec.material.temperature == pytest.approx(303.15)
    with workspace(tutorial_files(DRIFT_MIXER)) as root:
        derivation = derive(spec, root)
    nu = next(item for item in derivation.values if item.quantity == "nu")
    rho = next(item for item in derivation.values if item.quantity == "rho")
    assert nu.phase == "water" and rho.phase == "water"
    assert nu.value == pytest.approx(0.798e-3 / 995.65, rel=1e-4)
    assert "CRC" in nu.formula and "as the case's water" in nu.formula


def test_a_liquid_at_a_temperature_takes_the_one_liquid_phase() -> None:
    spec = parse_spec("interFoam dam break where the column is glycerine at 25 C, the rest air.")
    with workspace(tutorial_files(DAM_BREAK)) as root:
        derivation = derive(spec, root)
    nu = next(item for item in derivation.values if item.quantity == "nu")
    assert nu.phase == "water" and nu.value == pytest.approx(0.934 / 1258.0, rel=1e-4)


def test_the_phase_of_a_stated_mu_gives_its_nu_through_the_binding() -> None:
    spec = parse_spec("dam break with interFoam; the liquid is a brine of specific gravity 1.1 "
                      "and a dynamic viscosity of 1.4 cP, the air as in the tutorial.")
    rows = applied_audit(spec, DAM_BREAK)
    (nu,) = [row for row in rows if row.requirement.startswith("nu") and "derived" in
             row.requirement]
    assert nu.met and nu.entry == "water/nu"
    assert math.isclose(float(nu.expected), 1.4e-3 / 1100, rel_tol=1e-5)


@pytest.mark.parametrize(("text", "length", "basis"), [
    ("Re_h = 25,000 on the 2-cm step -> nu", 0.02, "step height"),
    ("a Reynolds number of 4e5 based on the 15-cm chord", 0.15, "chord"),
    ("unit Reynolds number 2e6 per metre sets nu", 1.0, None),
    ("Re = 5e5 per foot", 0.3048, None),
    ("flow past a 3 cm cylinder in a 2 m long channel at Re_D = 80", 0.03, "diameter"),
    ("a 4-mm wire in a 0.5 m duct; Reynolds number 30 based on the wire diameter", 0.004,
     "diameter"),
])
def test_a_reynolds_number_takes_the_length_its_words_name(text: str, length: float,
                                                           basis: str | None) -> None:
    (number,) = read_dimensionless(normalize(text))
    assert number.length == pytest.approx(length) and number.basis == basis


def test_nu_chosen_for_a_reynolds_number_is_not_the_number() -> None:
    spec = parse_spec("pisoFoam porous blockage, inlet U = (2 0 0) m/s; choose nu so that the "
                      "Reynolds number on the 0.5 m blockage side is 250.")
    assert not [item for item in spec.stated.properties if item.name == "nu"]
    (number,) = spec.dimensionless
    assert number.free == "nu" and number.length == pytest.approx(0.5)


def test_a_unit_reynolds_number_sets_nu_from_the_stated_speed() -> None:
    spec = parse_spec("simpleFoam pitzDaily, inlet U = (20 0 0) m/s, unit Reynolds number 4e6 "
                      "per metre sets nu.")
    rows = applied_audit(spec, PITZ_DAILY)
    (nu,) = [row for row in rows if row.requirement == "nu (derived)"]
    assert nu.met and float(nu.expected) == pytest.approx(20 / 4e6)


@pytest.mark.parametrize(("text", "value", "length", "free"), [
    ("Lid at 0.5 m/s on the 10 cm box (Reynolds number about 60,000).", 60000.0, 0.1, None),
    ("porous square 0.4 m a side. U_in = 2 ft/s, Re_block = 120 (block side) -> nu.", 120.0,
     0.4, "nu"),
    ("Ra = 9000, Pr = 0.7, 1 m high box. Get ν from Ra.", 9000.0, None, "nu"),
    ("step height h = 12.7 mm; choose nu so that Re_h = U h / nu = 800.", 800.0, 0.0127, "nu"),
])
def test_the_number_its_length_and_what_it_is_for(text: str, value: float,
                                                  length: float | None,
                                                  free: str | None) -> None:
    (number,) = read_dimensionless(normalize(text))
    assert number.value == value and number.free == free
    if length is not None:
        assert number.length == pytest.approx(length)


def test_a_specific_gravity_written_sg_and_centipoise_give_nu() -> None:
    spec = parse_spec("icoFoam elbow carrying a thick syrup, 2800 cP, SG 1.3; inlets as in "
                      "the tutorial, 5 s.")
    found = {item.name: float(item.value) for item in spec.stated.properties}
    assert found == {"rho": pytest.approx(1300.0), "mu": pytest.approx(2.8)}


def test_a_named_liquid_with_no_table_binds_to_the_case_liquid_phase() -> None:
    """"ethanol: density 789 kg/m³, viscosity 1.2 mPa·s" of a dam break: ethanol is a liquid
    (the fluids catalog), so its values are the case's water phase's, ν = μ/ρ."""
    spec = parse_spec("interFoam dam break with a column of ethanol instead of water; ethanol: "
                      "density 789 kg/m³, viscosity 1.2 mPa·s. Air above.")
    rows = applied_audit(spec, DAM_BREAK)
    rho = next(row for row in rows if row.requirement.startswith("rho"))
    assert rho.met and rho.entry == "water/rho"
    (nu,) = [row for row in rows if row.requirement.startswith("nu") and "derived" in
             row.requirement]
    assert nu.met and nu.entry == "water/nu"
    assert math.isclose(float(nu.expected), 1.2e-3 / 789, rel_tol=1e-5)


def test_nu_and_rho_give_a_gas_case_its_mu_and_leave_a_permeability_alone() -> None:
    """A buoyant gas case keeps μ: ν and ρ stated give μ = ν ρ, and both stated rows are met
    through it. mhdFoam keeps ν beside a `mu` that is the magnetic permeability: no μ."""
    spec = parse_spec("hot room with buoyantPimpleFoam; the air has a density of 1.16 kg/m^3 "
                      "and a kinematic viscosity of 1.6e-5 m^2/s.")
    rows = applied_audit(spec, "heatTransfer/buoyantPimpleFoam/hotRoom")
    (mu,) = [row for row in rows if row.requirement == "mu (derived)"]
    assert mu.met and float(mu.expected) == pytest.approx(1.6e-5 * 1.16)
    assert all(row.met for row in rows if row.requirement in ("nu", "rho")), rows
    with workspace(tutorial_files("electromagnetics/mhdFoam/hartmann")) as root:
        derivation = derive(parse_spec("mhdFoam hartmann in SI: rho 6440 kg/m3, nu 3.7e-7 "
                                       "m2/s"), root)
    assert not [item for item in derivation.values if item.quantity == "mu"]


def test_a_wrapped_line_does_not_end_the_sentence_that_names_the_phase() -> None:
    found = _properties("interFoam dam break tank kept as is. Instead of water the liquid is "
                        "diesel\nwith a specific gravity of 0.84 and a kinematic viscosity of 4 "
                        "centistokes;\nthe air as in the example.")
    assert found[("rho", "diesel")] == pytest.approx(840.0)
    assert found[("nu", "diesel")] == pytest.approx(4e-6)
