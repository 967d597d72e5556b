"""A property said to stay as the followed case has it is a check, not an edit: read from
sentences written here, split from the properties to write, and audited against the installed
beamEndLoad tutorial (rho 7854, nu 0, E 2e11): met where the case holds the stated value,
open with both values where it holds another, and a kept list's shared number given only to the
name the case holds it for."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import AuditRow, audit_case
from foam_agent.agents.spec.kept_values import kept_clauses
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize

BEAM = "stressAnalysis/solidEquilibriumDisplacementFoam/beamEndLoad"
BEAM_WORDS = "solidEquilibriumDisplacementFoam beamEndLoad cantilever, 3000 iterations. "


@pytest.mark.parametrize(("text", "kept"), [
    ("nu 0 as is, E 70 GPa", "nu 0 as is"),
    ("Poisson's ratio 0 (as in the tutorial), rho = 4500 kg/m^3", "Poisson's ratio 0 (as in "
                                                                   "the tutorial"),
    ("Q = 1500 gpm (flow-rate conditions as is)", "flow-rate conditions as is"),
    ("set E to 1 GPa and leave the density at its tutorial value",
     "leave the density at its tutorial value"),
    ("the viscosity stays unchanged; the inlet is 2 m/s", "the viscosity stays unchanged"),
])
def test_a_clause_saying_its_value_stays_is_found(text: str, kept: str) -> None:
    clauses = kept_clauses(text)
    assert [text[start:end].strip() for start, end in clauses] == [kept]


@pytest.mark.parametrize("text", [
    "keep the inlet at 5 m/s", "nu 1e-5, the same as water", "density 1000 kg/m^3 and E 1 GPa",
    "the viscosity as is or smaller", "E 1 GPa",
    "the ion mobility to 1.8e-4 (same units as the tutorial's value)",
])
def test_a_change_a_bare_keep_or_no_stay_word_keeps_nothing(text: str) -> None:
    assert kept_clauses(text) == ()


def test_a_change_after_except_is_a_clause_of_its_own() -> None:
    text = "all as is except nu = 2e-5"
    assert [text[start:end].strip() for start, end in kept_clauses(text)] == ["all as is"]


def test_a_kept_list_is_checked_and_another_clause_is_written() -> None:
    stated = parse_spec(BEAM_WORDS + "Set Young's modulus to 70 GPa and keep the density and "
                        "the Poisson ratio of 0 exactly as the tutorial has them.").stated
    assert {item.name for item in stated.kept_properties} == {"rho", "nu"}
    assert [item.name for item in stated.properties] == ["E"]
    assert any("rho stays the followed case's" in line for line in stated.describe())


def test_a_value_said_with_an_instruction_of_its_own_is_written() -> None:
    stated = parse_spec(BEAM_WORDS + "Poisson's ratio 0.3 and leave the rest as is.").stated
    assert [(item.name, item.value) for item in stated.properties] == [("nu", 0.3)]
    assert stated.kept_properties == ()


def _kept_rows(rows: list[AuditRow]) -> dict[str, AuditRow]:
    return {row.requirement.removesuffix(" (kept)"): row for row in rows
            if row.requirement.endswith("(kept)")}


def test_a_kept_value_the_case_holds_is_met_and_not_written(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(BEAM)
    before = (case / "constant" / "mechanicalProperties").read_text()
    spec = parse_spec(normalize(BEAM_WORDS + "Keep the density and the Poisson ratio of zero "
                                "as the tutorial has them."))
    rows = _kept_rows(audit_case(spec, case))
    assert rows["nu"].met
    # The shared zero is the Poisson ratio's, which the case holds: the density stays 7854.
    assert rows["rho"].met and rows["rho"].expected == "7854"
    assert "nu's" in rows["rho"].note
    assert (case / "constant" / "mechanicalProperties").read_text() == before


def test_a_kept_value_the_case_does_not_hold_is_open_with_both_values(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(BEAM)
    spec = parse_spec(BEAM_WORDS + "Density 8000 kg/m^3 as is.")
    assert spec.stated.properties == ()
    row = _kept_rows(audit_case(spec, case))["rho"]
    assert not row.met
    assert (row.expected, row.found) == ("8000", "7854")
    assert "nothing was written" in row.note


@pytest.mark.parametrize("text", [
    "icoFoam lid-driven box: lid 2 m/s, nu as is, run 0 to 0.5 s, dt 0.005",
    "pisoFoam cavity, viscosity untouched, endTime 0.8",
    "keep the kinematic viscosity unchanged, time step 0.001",
])
def test_a_property_said_to_stay_takes_no_number_of_the_run_s_times(text: str) -> None:
    """The number after a kept property's clause is the run's (a window's start, an end, a
    step): read as the property it wrote ν = 0, and the lid moved no fluid."""
    stated = parse_spec(text).stated
    assert not [item for item in stated.properties if item.name in ("nu", "viscosity")]
    assert stated.end_time is not None or stated.delta_t is not None
