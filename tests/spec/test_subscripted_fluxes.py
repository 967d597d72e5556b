"""A flow rate written under a subscripted symbol is a flux on the place its subscript names,
whatever the symbol's letter, when its unit is a flux's; a patch whose own condition already
takes a volume flow rate keeps that condition and gets the rate in its own parameter.

Why: terse requests write "Q_in = 2500 cfs"; the clause names no boundary in words, so the
flux reader placed none, and the property reader kept a keyword ``Q_in`` no case has with its
unit dropped. And a free-surface inlet (``variableHeightFlowRateInletVelocity``) holds its
rate in ``flowRate``: replacing it by ``flowRateInletVelocity`` dropped the phase fraction
that spreads the rate over the water's height.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

WEIR = DEBIAN_TUTORIALS / "multiphase" / "interFoam" / "RAS" / "weirOverflow"
PITZ_DAILY = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def _fluxes(prompt: str) -> dict[tuple[str, str], float]:
    return {(item.kind, item.boundary[0]): float(item.value)
            for item in parse_spec(prompt).stated.fluxes}


@pytest.mark.parametrize(("prompt", "kind", "place", "value"), [
    ("channel, Q_in = 40 L/s, 10 s", "volume_flow_rate", "inlet", 0.04),
    ("spillway: Q_{in} = 100 cfs", "volume_flow_rate", "inlet", 2.8316846592),
    ("tank drain Q_out: 12 gpm, rest default", "volume_flow_rate", "outlet", 7.570823568e-4),
    ("burner, mdot_fuel = 0.5 lbm/s", "mass_flow_rate", "fuel", 0.226796185),
])
def test_a_subscripted_rate_is_a_flux_on_the_place_its_subscript_names(
        prompt: str, kind: str, place: str, value: float) -> None:
    assert _fluxes(prompt)[(kind, place)] == pytest.approx(value)


def test_each_symbol_of_a_chain_is_a_flux_on_its_own_place() -> None:
    fluxes = _fluxes("basin with Q_in = Q_out = 600 gpm, 5 s")
    assert fluxes[("volume_flow_rate", "inlet")] == pytest.approx(0.03785411784)
    assert fluxes[("volume_flow_rate", "outlet")] == pytest.approx(0.03785411784)


@pytest.mark.parametrize("prompt", [
    "channel, Q_max = 40 L/s",     # "max" names no place
    "channel, Q_0 = 40 L/s",       # a state's subscript, no place a flow crosses
    "channel, Q_in = 40",          # no unit: nothing says it is a flow rate
    "channel, Q_in = 4 m/s",       # a speed's unit: not a flux
])
def test_a_symbol_binds_a_flux_only_with_a_place_and_a_flux_s_unit(prompt: str) -> None:
    assert not parse_spec(prompt).stated.fluxes


def test_a_free_surface_inlet_keeps_its_condition_and_takes_the_rate(tmp_path: Path) -> None:
    case = copy_tutorial(WEIR, tmp_path / "case")
    spec = in_case(parse_spec("weirOverflow, Q_in = 2500 cfs, rest as is"), case)
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0.orig" / "U").boundary_field["inlet"]
    assert inlet["type"] == "variableHeightFlowRateInletVelocity"
    assert inlet["flowRate"] == pytest.approx(70.79211648)
    assert inlet["alpha"] == "alpha.water"
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("volume_flow")]
    assert rows and all(row.met for row in rows)


def test_a_fixed_velocity_inlet_becomes_a_flow_rate_inlet(tmp_path: Path) -> None:
    case = copy_tutorial(PITZ_DAILY, tmp_path / "case")
    spec = in_case(parse_spec("pitzDaily, Q_in = 2 L/s"), case)
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0" / "U").boundary_field["inlet"]
    assert inlet["type"] == "flowRateInletVelocity"
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("volume_flow")]
    assert rows and all(row.met for row in rows)
