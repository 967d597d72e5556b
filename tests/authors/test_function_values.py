"""A function of time's coefficients stated in words reach the followed case and are audited
(potentialFreeSurfaceFoam's oscillatingBox: a sine scaled by a linearRamp on floatingObject).

The wordings are this file's own; the kind comes from the blind sets (an amplitude, a frequency
and a ramp-in time of a heaving box, left at the tutorial's 0.025 m/s, 1 Hz and 10 s).
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

BOX = DEBIAN_TUTORIALS / "multiphase" / "potentialFreeSurfaceFoam" / "oscillatingBox"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"


def _motion(case: Path) -> dict[str, object]:
    path = next(p for p in (case / "0" / "U", case / "0.orig" / "U") if p.is_file())
    uniform = FoamFieldFile(path)["boundaryField"]["floatingObject"]["normalVelocity"][
        "uniformValue"]
    return {"amplitude": uniform["value"]["amplitude"],
            "frequency": uniform["value"]["frequency"],
            "duration": uniform["scale"]["duration"]}


def _function_rows(spec_text: str, case: Path) -> list[object]:
    return [row for row in audit_case(parse_spec(spec_text), case)
            if row.requirement.endswith("of a function of time")]


def test_a_velocity_amplitude_frequency_and_ramp_are_written(tmp_path: Path) -> None:
    request = ("potentialFreeSurfaceFoam oscillating box: the box heaves with a velocity "
               "amplitude of 6 cm/s, frequency 0.5 Hz, ramped in over the first 3 s. Run 8 s.")
    case = copy_tutorial(BOX, tmp_path / "case")
    spec = parse_spec(request)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 8
    apply_requirements(case, spec.stated)
    assert _motion(case) == {"amplitude": pytest.approx(0.06), "frequency": 0.5,
                             "duration": 3}
    rows = _function_rows(request, case)
    assert len(rows) == 3 and all(row.met for row in rows), rows  # type: ignore[attr-defined]


def test_a_displacement_amplitude_becomes_the_velocity_amplitude(tmp_path: Path) -> None:
    request = ("oscillatingBox with potentialFreeSurfaceFoam; the block moves up and down "
               "sinusoidally at 0.5 Hz with a heave amplitude of 2 cm.")
    case = copy_tutorial(BOX, tmp_path / "case")
    apply_requirements(case, parse_spec(request).stated)
    assert _motion(case)["amplitude"] == pytest.approx(2 * math.pi * 0.5 * 0.02, rel=1e-5)
    rows = _function_rows(request, case)
    assert rows and all(row.met for row in rows)  # type: ignore[attr-defined]


def test_an_angular_frequency_is_divided_by_two_pi(tmp_path: Path) -> None:
    request = "oscillatingBox: sine of amplitude 0.03 m/s at 2 rad/s"
    case = copy_tutorial(BOX, tmp_path / "case")
    apply_requirements(case, parse_spec(request).stated)
    assert _motion(case)["frequency"] == pytest.approx(2 / (2 * math.pi), rel=1e-5)


def test_a_case_without_a_function_of_time_is_an_unmet_row(tmp_path: Path) -> None:
    request = "icoFoam cavity, lid oscillating with amplitude 0.2 m/s at 2 Hz"
    case = copy_tutorial(CAVITY, tmp_path / "case")
    report = apply_requirements(case, parse_spec(request).stated)
    assert any("no function of time" in skip.reason for skip in report.skips)
    rows = _function_rows(request, case)
    assert rows and not any(row.met for row in rows)  # type: ignore[attr-defined]


@pytest.mark.parametrize("words", [
    "flow past a cylinder at Re 100; the shedding frequency should be near 2 Hz",
    "simulation duration 5 s",
])
def test_a_frequency_or_duration_alone_is_no_function_value(words: str) -> None:
    assert parse_spec(words).stated.functions == ()
