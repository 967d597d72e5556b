"""A quantity written by its symbol ("D = 40 cSt", "d_b0 4 mm") binds through the catalog's
symbol rows to the case keyword holding it, only where the unit has the row's dimensions.

Why: round-18 requests named a scalar's diffusivity and a bubble's diameter by symbol; the
symbol was taken for a keyword no case has and the tutorial's values were kept.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

BUBBLE_COLUMN = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "bubbleColumn"


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


@pytest.mark.parametrize("prompt", [
    "scalarTransportFoam on pitzDaily with D = 40 cSt.",
    "Passive scalar on the backward step, D = 4e-5 m^2/s.",
    "tracer in the pitzDaily channel; diffusion coefficient D: 0.4 cm^2/s",
])
def test_fick_s_symbol_with_a_diffusivity_unit_binds_dt(prompt: str) -> None:
    assert _properties(prompt)["DT"] == pytest.approx(4e-05)


@pytest.mark.parametrize("prompt", [
    "scalarTransportFoam pitzDaily, D = 0.1 m.",
    "a pipe with D = 25 mm carrying a tracer",
])
def test_fick_s_symbol_with_a_length_is_no_diffusivity(prompt: str) -> None:
    assert "DT" not in _properties(prompt)


@pytest.mark.parametrize("prompt", [
    "twoPhaseEulerFoam bubble column: d_b0 5 mm (p0 1e5 Pa).",
    "bubble column with a bubble diameter of 5 mm.",
    "air bubbles in a water column, d_b = 0.5 cm.",
])
def test_a_bubble_diameter_binds_the_diameter_model_s_d0(prompt: str) -> None:
    assert _properties(prompt)["d0"] == pytest.approx(0.005)


def test_a_bubble_diameter_in_a_speed_unit_binds_nothing() -> None:
    assert "d0" not in _properties("bubble column, d_b = 5 m/s.")


def test_the_bubble_diameter_is_written_into_the_gas_phase_s_model(tmp_path: Path) -> None:
    case = copy_tutorial(BUBBLE_COLUMN, tmp_path / "case")
    spec = parse_spec("twoPhaseEulerFoam laminar bubble column, bubble diameter 5 mm.")
    apply_requirements(case, spec.stated)
    properties = FoamFile(case / "constant" / "phaseProperties")
    assert properties[("air", "isothermalCoeffs", "d0")] == pytest.approx(0.005)
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("d0")]
    assert rows and all(row.met for row in rows)


@pytest.mark.parametrize("prompt", [
    "thermocouple bead: nickel, emissivity 0.9, diameter 0.5 mm",
    "Ignition: one site with diameter 4 mm, start 0",
])
def test_a_diameter_alone_is_no_bubble_s(prompt: str) -> None:
    assert "d0" not in _properties(prompt)


def test_a_fraction_s_numerator_is_no_value() -> None:
    assert "d0" not in _properties("bubble column, air/water: d_b0 = 1/8 in.")
