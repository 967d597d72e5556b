"""A solid-body rotation set by a function object (setFlow in mode rotation,
notchedDiscInSolidBodyRotation) takes the stated rate, said as a multiple of pi or as turns over
a time, and the axis and origin of the sentence that turns, never a disc's centre said before.

The wordings are this file's own; the kind comes from the blind sets (the setVelocity omega
left at the tutorial's 2π rad/s).
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.values.rotation import read_rotation
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

DISC = DEBIAN_TUTORIALS / "multiphase" / "interIsoFoam" / "notchedDiscInSolidBodyRotation"


@pytest.mark.parametrize(("text", "rate"), [
    ("the mixer rotates at 2π rad/s", 2 * math.pi),
    ("the field turns a revolution every 5 seconds", 2 * math.pi / 5),
    ("solid-body rotation: three turns in 1 min", 3 * 2 * math.pi / 60),
])
def test_a_rate_said_by_pi_or_by_turns_over_a_time(text: str, rate: float) -> None:
    reading = read_rotation(normalize(text))
    assert reading is not None and reading.rotation.rate == pytest.approx(rate)


def test_a_disc_s_centre_is_no_rotation_s_origin() -> None:
    text = ("A disc centred at (0.3 0 0.6) of radius 0.1 m.\nThe flow is a solid-body rotation "
            "about the y axis\nthrough (0.5 0 0.5) at 1 rad/s.")
    reading = read_rotation(normalize(text))
    assert reading is not None and reading.rotation.origin == (0.5, 0, 0.5)


@pytest.mark.skipif(not DISC.is_dir(), reason="needs the installed tutorials")
def test_the_set_flow_function_object_takes_the_rate(tmp_path: Path) -> None:
    text = ("interIsoFoam notchedDiscInSolidBodyRotation: the velocity field rotates once every "
            "2 s. Run 2 s.")
    case = copy_tutorial(DISC, tmp_path / "case")
    spec = parse_spec(text)
    apply_requirements(case, spec.stated)
    flow = FoamFile(case / "system" / "controlDict")["functions"]["setVelocity"]  # type: ignore[index]
    assert flow["omega"] == pytest.approx(math.pi, rel=1e-5)  # type: ignore[index]
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("rotation")]
    assert rows and all(row.met for row in rows), rows


def test_times_said_in_turns_follow_the_stated_rate() -> None:
    text = ("Solid-body rotation at a revolution every 6 s. Simulate two full revolutions and "
            "write every quarter of a turn.")
    stated = parse_spec(text).stated
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(12)
    assert stated.write_interval is not None
    assert stated.write_interval.value.value == pytest.approx(1.5)


def test_a_time_in_seconds_is_kept_over_one_in_turns() -> None:
    stated = parse_spec("The rotor spins at 60 rpm. Run 3 s, about three turns.").stated
    assert stated.end_time is not None and stated.end_time.value == 3
