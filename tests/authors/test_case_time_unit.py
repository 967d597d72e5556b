"""A time stated with a unit is written in the followed case's own unit of time.

financialFoam counts years (its rates are per year), so "nine months" is endTime 0.75 there,
not 23,668,200; a bare number is already in the case's unit; a case counting seconds is
unchanged. The tutorial is copied, the editors write, the audit reads the written file back.
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
from foam_agent.foamcase.catalog.solvers import SOLVERS
from foam_agent.foamcase.catalog.time_units import (
    SECOND,
    applications_not_in_seconds,
    time_unit,
)

EUROPEAN_CALL = DEBIAN_TUTORIALS / "financial" / "financialFoam" / "europeanCall"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"


def _controls(case: Path) -> dict[str, object]:
    control = FoamFile(case / "system" / "controlDict")
    return {key: control[key] for key in ("endTime", "deltaT", "writeInterval",
                                          "writeControl")}


def test_months_and_years_become_the_financial_case_years(tmp_path: Path) -> None:
    case = copy_tutorial(EUROPEAN_CALL, tmp_path / "case")
    spec = parse_spec("financialFoam European call: nine months to expiry, deltaT = 0.0025 "
                      "years, write every quarter of a year.")
    apply_requirements(case, spec.stated)
    written = _controls(case)
    assert written["endTime"] == pytest.approx(0.75)
    assert written["deltaT"] == pytest.approx(0.0025)
    assert written["writeInterval"] == pytest.approx(0.25)
    assert written["writeControl"] in ("runTime", "adjustableRunTime")
    rows = [row for row in audit_case(spec, case)
            if row.requirement in ("endTime", "deltaT", "writeInterval")]
    assert len(rows) == 3 and all(row.met for row in rows), rows
    assert {row.expected for row in rows} == {"0.75 year", "0.0025 year", "0.25 year"}


def test_a_bare_time_is_in_the_case_unit_already(tmp_path: Path) -> None:
    case = copy_tutorial(EUROPEAN_CALL, tmp_path / "case")
    spec = parse_spec("financialFoam europeanCall with endTime 0.75")
    apply_requirements(case, spec.stated)
    assert _controls(case)["endTime"] == pytest.approx(0.75)
    assert all(row.met for row in audit_case(spec, case) if row.requirement == "endTime")


def test_the_audit_reads_the_seconds_written_into_a_year_case_as_unmet(tmp_path: Path) -> None:
    """The audit converts on its own: 23668200 written for nine months is not 0.75 years."""
    case = copy_tutorial(EUROPEAN_CALL, tmp_path / "case")
    spec = parse_spec("financialFoam European call, nine months to expiry")
    apply_requirements(case, spec.stated)
    with FoamFile(case / "system" / "controlDict") as control:
        control["endTime"] = 23668200
    rows = [row for row in audit_case(spec, case) if row.requirement == "endTime"]
    assert rows and not any(row.met for row in rows)


def test_a_case_counting_seconds_takes_the_seconds(tmp_path: Path) -> None:
    case = copy_tutorial(CAVITY, tmp_path / "case")
    spec = parse_spec("icoFoam cavity, run 250 ms and write every 50 ms")
    apply_requirements(case, spec.stated)
    written = _controls(case)
    assert written["endTime"] == pytest.approx(0.25)
    assert written["writeInterval"] == pytest.approx(0.05)


def test_every_application_of_the_table_is_a_catalogued_solver() -> None:
    assert set(applications_not_in_seconds()) <= set(SOLVERS)
    assert time_unit("icoFoam") is SECOND and time_unit(None) is SECOND
    assert time_unit("financialFoam").from_seconds(23668200) == 0.75
