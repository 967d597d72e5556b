"""A liquid named by how it compares with the other ("the heavier liquid", "the lighter oil",
"the less viscous phase") is bound to the case's phase by the fluids' densities and
viscosities: the request's values first, else the fluids catalog's, else the case's own; it
stays unbound, and its values unmet, when nothing orders the liquids."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.materials import phase_key
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phase_binding import bind_phases
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.phases import CasePhase
from tests.support.applied import applied_audit

LOCK_EXCHANGE = "multiphase/twoLiquidMixingFoam/lockExchange"
#: Four phases as a four-phase dam break keeps them: oil and water equally viscous.
FOUR = (CasePhase("water", 1000.0, False, 1e-6), CasePhase("oil", 500.0, False, 1e-6),
        CasePhase("mercury", 13529.0, False, 1.125e-7), CasePhase("air", 1.0, True, 1.48e-5))
SLUDGE_WATER = (CasePhase("sludge", 1000.0, False, 1e-6), CasePhase("water", 990.0, False, 1e-6))


@pytest.mark.parametrize(("words", "key"), [
    ("the lighter oil", "light liquid"), ("the denser brine", "heavy liquid"),
    ("the less viscous phase", "thin liquid"), ("the more viscous one", "viscous liquid"),
    ("thicker oil", "viscous liquid"), ("the least dense fluid", "light liquid"),
    ("light mineral oil", "oil"), ("the heavier liquid", "heavy liquid")])
def test_a_comparative_names_a_liquid_by_its_order(words: str, key: str) -> None:
    assert phase_key(words.removeprefix("the ")) == key


def test_the_case_orders_its_liquids_when_the_request_gives_no_values() -> None:
    assert bind_phases(["thin liquid"], FOUR) == {"thin liquid": "mercury"}
    assert bind_phases(["light liquid", "heavy liquid"], FOUR) == {
        "light liquid": "oil", "heavy liquid": "mercury"}
    # Water and oil are equally viscous: "the more viscous liquid" is neither.
    assert bind_phases(["viscous liquid"], FOUR) == {}


def test_the_request_values_name_which_of_its_liquids_a_comparative_is() -> None:
    stated = (PropertyValue(name="rho", value=850, source="oil 850 kg/m3", phase="oil"),
              PropertyValue(name="rho", value=1100, source="brine 1100", phase="sea water"))
    assert bind_phases(["oil", "sea water", "heavy liquid"], SLUDGE_WATER, stated) == {
        "oil": "water", "sea water": "sludge", "heavy liquid": "sludge"}
    lighter = (PropertyValue(name="rho", value=1200, source="oil 1200", phase="oil"),
               PropertyValue(name="rho", value=1100, source="brine 1100", phase="sea water"))
    assert bind_phases(["oil", "sea water", "heavy liquid"], SLUDGE_WATER, lighter) == {
        "oil": "sludge", "sea water": "water", "heavy liquid": "sludge"}


def test_a_viscosity_from_mu_and_rho_or_the_catalog_orders_them_too() -> None:
    stated = (PropertyValue(name="mu", value=0.05, source="mu 0.05 Pa s", phase="oil"),
              PropertyValue(name="rho", value=900, source="900 kg/m3", phase="oil"))
    assert bind_phases(["oil", "water", "thin liquid"], SLUDGE_WATER, stated)[
        "thin liquid"] == "water"
    # Glycerol is a thousand times as viscous as water in the fluids catalog.
    assert bind_phases(["glycerol", "water", "viscous liquid"], SLUDGE_WATER)[
        "viscous liquid"] == bind_phases(["glycerol", "water"], SLUDGE_WATER)["glycerol"]


def test_nothing_to_order_them_leaves_the_comparative_unbound() -> None:
    assert bind_phases(["thin liquid"], SLUDGE_WATER) == {}


@pytest.mark.parametrize("request_text", [
    "Lock exchange between an oil of density 850 kg/m3 and brine of density 1100 kg/m3; give "
    "the heavier liquid a kinematic viscosity of 2e-6 m2/s. Run 20 s.",
    "Lock exchange: brine (1100 kg/m3) against oil (850 kg/m3), the denser fluid with a "
    "kinematic viscosity of 2e-6 m2/s. Run 20 s.",
])
def test_a_value_given_to_the_heavier_liquid_is_written_on_its_phase(request_text: str) -> None:
    rows = {row.entry: row for row in applied_audit(parse_spec(request_text), LOCK_EXCHANGE)
            if row.file == "constant/transportProperties"}
    assert rows["sludge/rho"].met and rows["sludge/rho"].expected == "1100"
    assert rows["water/rho"].met and rows["water/rho"].expected == "850"
    assert rows["sludge/nu"].met and rows["sludge/nu"].expected == "2e-06"


def test_a_comparative_the_case_cannot_order_is_reported_not_written() -> None:
    """The lock exchange's two liquids are equally viscous and the request gives no
    viscosity: "the less viscous liquid" is neither, so its density is unmet, never put on a
    phase chosen at random."""
    rows = applied_audit(parse_spec("Lock exchange of two liquids; the less viscous liquid has a "
                                    "density of 1010 kg/m3. Run 10 s."), LOCK_EXCHANGE)
    (row,) = [row for row in rows if row.requirement.startswith("rho of")]
    assert not row.met and row.file is None
