"""A request's fluid words bound to the followed case's phases (``agents.spec.phase_binding``):
a named liquid takes the case's liquid phase, a phase's own name is that phase, and the
editor and the audit agree on the entry."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.materials import phase_key
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phase_binding import bind_phases
from foam_agent.foamcase.case.phases import CasePhase, case_phases
from tests.support.applied import applied_audit, tutorial_files

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
LOCK_EXCHANGE = "multiphase/twoLiquidMixingFoam/lockExchange"
WATER_AIR = (CasePhase("water", 1000.0, False), CasePhase("air", 1.0, True))
SLUDGE_WATER = (CasePhase("sludge", 1000.0, False), CasePhase("water", 990.0, False))


@pytest.mark.parametrize(("words", "key"), [
    ("Sea water", "sea water"), ("salt-water", "sea water"), ("brine", "sea water"),
    ("fresh water", "water"), ("tap water", "water"), ("light mineral oil", "oil"),
    ("sludge", "sludge"), ("glycerine", "glycerol"), ("vapor", "vapour")])
def test_phase_words_name_a_fluid(words: str, key: str) -> None:
    assert phase_key(words) == key


def test_a_named_liquid_takes_the_one_liquid_phase_and_a_gas_the_gas() -> None:
    assert bind_phases(["sea water"], WATER_AIR) == {"sea water": "water"}
    assert bind_phases(["oil", "air"], WATER_AIR) == {"oil": "water", "air": "air"}


def test_a_phase_name_is_that_phase_and_the_other_liquid_takes_what_is_left() -> None:
    assert bind_phases(["sea water", "water"], SLUDGE_WATER) == {
        "water": "water", "sea water": "sludge"}
    assert bind_phases(["sludge", "oil"], SLUDGE_WATER) == {"sludge": "sludge", "oil": "water"}


def test_a_case_with_one_liquid_holds_whichever_liquid_is_named() -> None:
    # "Replace the water with the oil …, water taken as 1000 kg/m3": both words are the one
    # liquid phase the case has.
    assert bind_phases(["oil", "water", "air"], WATER_AIR) == {
        "oil": "water", "water": "water", "air": "air"}


@pytest.mark.parametrize(("words", "key"), [
    ("muddy water", "heavy liquid"), ("sediment-laden water", "heavy liquid"),
    ("dense fluid", "heavy liquid"), ("light one", "light liquid"),
    ("light mineral oil", "oil"), ("sugar solution", "solution"), ("clear water", "water")])
def test_qualified_liquids_are_not_plain_water(words: str, key: str) -> None:
    assert phase_key(words) == key


def test_two_liquids_with_no_name_or_density_to_order_them_are_left_unbound() -> None:
    assert bind_phases(["oil"], SLUDGE_WATER) == {}
    # Densities from the table order them: brine is heavier than fresh water.
    assert bind_phases(["sea water", "glycerol"], SLUDGE_WATER) == {
        "sea water": "water", "glycerol": "sludge"}


def test_the_phases_are_read_from_the_case() -> None:
    with workspace(tutorial_files(LOCK_EXCHANGE)) as root:
        assert [(item.name, item.rho, item.gas) for item in case_phases(root)] == [
            ("sludge", 1000.0, False), ("water", 990.0, False)]
    with workspace(tutorial_files(
            "multiphase/multiphaseInterFoam/laminar/damBreak4phase")) as root:
        assert {item.name: item.gas for item in case_phases(root)} == {
            "water": False, "oil": False, "mercury": False, "air": True}
    with workspace(tutorial_files("incompressible/icoFoam/cavity/cavity")) as root:
        assert case_phases(root) == ()


def test_a_liquid_named_for_a_dam_break_sets_the_water_phase() -> None:
    spec = parse_spec("Dam break, but the liquid is brine: density 1030 kg/m3 and kinematic "
                      "viscosity 1.1e-6 m2/s. Run 0.5 s.")
    rows = applied_audit(spec, DAM_BREAK)
    by_entry = {row.entry: row for row in rows if row.file == "constant/transportProperties"}
    assert by_entry["water/rho"].met and by_entry["water/rho"].expected == "1030"
    assert by_entry["water/nu"].met and by_entry["water/nu"].expected == "1.1e-06"


def test_two_named_liquids_of_a_lock_exchange_each_set_their_phase() -> None:
    spec = parse_spec("Lock exchange: brine with density 1030 kg/m3 behind the gate; "
                      "fresh water with density 999 kg/m3 in front of it.")
    rows = applied_audit(spec, LOCK_EXCHANGE)
    by_entry = {row.entry: row for row in rows if row.file == "constant/transportProperties"}
    assert by_entry["sludge/rho"].met and by_entry["sludge/rho"].expected == "1030"
    assert by_entry["water/rho"].met and by_entry["water/rho"].expected == "999"


@pytest.mark.parametrize(("words", "sigma"), [("30 mN/m", 0.03), ("72 dyn/cm", 0.072),
                                              ("0.07 N/m", 0.07)])
def test_a_surface_tension_in_any_unit_of_force_per_length(words: str, sigma: float) -> None:
    spec = parse_spec(f"Dam break with a surface tension of {words} between the liquid and "
                      "the air.")
    (item,) = [item for item in spec.stated.properties if item.name == "sigma"]
    assert item.value == pytest.approx(sigma)
    rows = applied_audit(spec, DAM_BREAK)
    (row,) = [row for row in rows if row.entry == "sigma"]
    assert row.met


def _properties(text: str) -> set[tuple[str, float, str | None]]:
    return {(item.name, round(float(item.value), 9), item.phase)
            for item in parse_spec(text).stated.properties}


def test_a_unit_proves_a_named_fluids_property_and_both_means_each_fluid() -> None:
    found = _properties("Two-liquid lock exchange: brine on the left (1028 kg/m3), fresh "
                        "water on the right at 999 kg/m3; both have a kinematic viscosity of "
                        "1.2e-6 m2/s.")
    assert {("rho", 1028.0, "sea water"), ("rho", 999.0, "water"),
            ("nu", 1.2e-06, "sea water"), ("nu", 1.2e-06, "water")} <= found


@pytest.mark.parametrize(("text", "rho"), [
    ("Dam break with an oil of specific gravity 0.9 in place of the water.", 900.0),
    ("Dam break where the liquid's density is 0.8 relative to water (take water as "
     "998 kg/m3).", 798.4),
])
def test_a_density_relative_to_water_is_a_specific_gravity(text: str, rho: float) -> None:
    (item,) = [item for item in parse_spec(text).stated.properties if item.name == "rho"]
    assert item.value == pytest.approx(rho)
    rows = applied_audit(parse_spec(text), DAM_BREAK)
    (row,) = [row for row in rows if row.entry == "water/rho"]
    assert row.met



def test_a_fluid_named_for_its_values_is_the_inlet_where_no_patch_bears_its_name() -> None:
    spec = parse_spec("Hot test: air at 50 °C blowing at 12 m/s into the backward-facing step "
                      "combustor channel, k-epsilon, steady.")
    (value,) = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert value.boundary[0] == "air" and value.boundary[-1] == "inlet"
    rows = applied_audit(spec, "incompressible/simpleFoam/pitzDaily")
    (speed,) = [row for row in rows if row.requirement.startswith("|U| on")
                or row.requirement.startswith("U on")]
    assert speed.met and speed.entry == "boundaryField/inlet/value", speed


@pytest.mark.parametrize("words", ["the salt diffuses with 2e-9 m2/s",
                                   "a molecular diffusivity of 2e-9 m2/s"])
def test_a_diffusivity_is_the_keyword_the_case_keeps_for_it(words: str) -> None:
    spec = parse_spec(f"Lock exchange of brine and fresh water; {words}.")
    rows = applied_audit(spec, LOCK_EXCHANGE)
    (row,) = [row for row in rows if row.entry == "Dab"]
    assert row.met and row.expected == "2e-09"


def test_a_fluid_named_for_a_property_of_a_one_fluid_case_is_that_fluid() -> None:
    spec = parse_spec("pitzDaily with a kinematic viscosity of water of 1.1e-6 m2/s, and "
                      "air nowhere. Steady k-epsilon.")
    rows = applied_audit(spec, "incompressible/simpleFoam/pitzDaily")
    (row,) = [row for row in rows if row.entry == "nu"]
    assert row.met and row.expected == "1.1e-06"


def test_two_fluids_named_give_each_its_properties_whatever_the_regime_reads() -> None:
    found = _properties("lockExchange: dense fluid in the right 40 % of the tank (rho 1030), "
                        "light fluid left (rho 1000), nu both 1e-6 m2/s.")
    assert {("rho", 1030.0, "heavy liquid"), ("rho", 1000.0, "light liquid"),
            ("nu", 1e-06, "heavy liquid"), ("nu", 1e-06, "light liquid")} <= found


def test_a_mixture_property_takes_no_phase_from_a_fluid_before_it() -> None:
    found = _properties("Dam break with an oil of density 870 kg/m3 in place of the water; "
                        "surface tension against air 25 mN/m.")
    assert ("sigma", 0.025, None) in found
    found = _properties("Lock exchange of brine (1030 kg/m3) and fresh water (999 kg/m3); "
                        "both have nu = 1e-6 m2/s and the two mix with a molecular "
                        "diffusivity of 1e-9 m2/s.")
    assert ("DT", 1e-09, None) in found


def test_a_second_fluids_bare_value_follows_the_first() -> None:
    found = _properties("lockExchange: sludge rho 1040, water 990, Dab 2e-8, 30 s.")
    assert {("rho", 1040.0, "sludge"), ("rho", 990.0, "water")} <= found


def test_a_fluid_at_a_stated_temperature_named_as_a_phase_sets_that_phase() -> None:
    spec = parse_spec("A settling tank, 2-D: the sludge flocs (density 1900 kg/m3) settle "
                      "through water at 15 °C. Run 100 s.")
    rows = applied_audit(spec, "multiphase/driftFluxFoam/RAS/dahl")
    derived = {row.entry: row for row in rows if row.requirement.endswith("(derived) of water")}
    assert set(derived) == {"water/rho", "water/nu"} and all(row.met for row in derived.values())
    assert float(derived["water/rho"].expected) == pytest.approx(999.0, abs=0.1)
