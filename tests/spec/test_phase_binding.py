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
