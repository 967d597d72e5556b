"""A conventional symbol that is another entry's name elsewhere is bound to the followed
case's keyword for its quantity only where that case keeps no entry of the symbol's name
(issue 23: "K = 55" of an option was "the case has no 'K' entry", its strike left at 40), and
a span in months is a time in the case's own unit ("T = 18 mo" of financialFoam: 1.5 years)."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phase_binding import bound_properties
from foam_agent.agents.spec.units import read_unit
from tests.support.applied import applied_audit, tutorial_files

OPTION = "financial/financialFoam/europeanCall"
CAVITY = "incompressible/icoFoam/cavity/cavity"


@pytest.mark.parametrize("text", [
    "European call on financialFoam: K = 62, r = 3 %, sigma = 0.3, expiry T = 9 mo",
    "call option, strike K = 62, vol 30 %, maturity of 9 mo; r = 0.03",
])
def test_an_option_s_strike_and_expiry_by_their_symbols_are_written_and_met(text: str) -> None:
    rows = {row.requirement: row for row in applied_audit(parse_spec(text), OPTION)}
    strike = rows["strike"]
    assert strike.met and strike.found == "62"
    end = rows["endTime"]
    assert end.met and end.found is not None and end.found.startswith("0.75")


def test_the_alias_binds_only_where_the_case_keeps_the_aliased_keyword() -> None:
    """In a case with no strike, K stays K (not applied there, never a strike)."""
    spec = parse_spec("K = 62")
    with workspace(tutorial_files(CAVITY)) as root:
        names = [item.name for item in bound_properties(spec.stated.properties, root)]
    assert names == ["K"]
    with workspace(tutorial_files(OPTION)) as root:
        names = [item.name for item in bound_properties(spec.stated.properties, root)]
    assert names == ["strike"]


@pytest.mark.parametrize(("text", "seconds"), [("18 mo", 18 / 12 * 365.25 * 86400),
                                               ("6 mo.", 0.5 * 365.25 * 86400)])
def test_a_month_abbreviated_is_a_time(text: str, seconds: float) -> None:
    unit = read_unit(text, text.index(" "))
    assert unit is not None and unit.kind == "time"
    assert unit.to_si(float(text.split()[0])) == pytest.approx(seconds)


@pytest.mark.parametrize(("text", "expected"), [
    ("air in a heated room, nu_air 1.6e-5 m2/s", [("nu", 1.6e-5, "air")]),
    ("two liquids, rho_water = 998 kg/m3 and rho_{oil} = 870 kg/m3, nu_oil 5e-5 m2/s",
     [("rho", 998, "water"), ("rho", 870, "oil"), ("nu", 5e-5, "oil")]),
])
def test_a_property_symbol_subscripted_with_its_fluid_is_that_fluid_s(
        text: str, expected: list[tuple[str, float, str]]) -> None:
    """"nu_air 1.6e-5 m2/s" had been left not understood; the subscript names the fluid."""
    spec = parse_spec(text)
    assert [(item.name, item.value, item.phase) for item in spec.stated.properties] == expected


def test_a_fluid_subscript_on_a_one_fluid_case_is_its_fluid() -> None:
    rows = {row.requirement: row for row in applied_audit(
        parse_spec("Boussinesq hot room, nu_air = 1.6e-5 m2/s"),
        "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom")}
    assert rows["nu"].met and rows["nu"].found == "1.6e-05"
