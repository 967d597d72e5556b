"""A periodic solid-body motion of a moving mesh as a function of time: sloshingCylinder's
``oscillation`` sub-motion is an ``oscillatingLinearMotion`` with ``amplitude (0.1 0 0)`` and
``omega 18.89`` rad/s in constant/dynamicMeshDict, beside a ``rotatingMotion`` with an omega
of its own.

A stated amplitude becomes the vector's length (its direction kept) and a stated frequency or
period the oscillation's omega = 2πf; the rotation's omega is no periodic function's and stays.
It had ended "no function of time of the case has a frequency".
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
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

SLOSHING = DEBIAN_TUTORIALS / "multiphase" / "interFoam" / "laminar" / "sloshingCylinder"
OSCILLATION = ("oscillation", "oscillatingLinearMotionCoeffs")


@pytest.mark.parametrize(("request_text", "amplitude", "frequency"), [
    ("Reuse the sloshingCylinder tank and shake it sideways with an amplitude of 3 cm at "
     "1.5 Hz; the rotation stays as in the tutorial. Run 2 s.", 0.03, 1.5),
    ("sloshing cylinder case: the tank oscillates along x, oscillation amplitude 25 mm, "
     "oscillation period 0.8 s, keep the rotating part.", 0.025, 1.25),
    ("Sloshing in the cylindrical tank (interFoam sloshingCylinder): a side-to-side "
     "oscillation of 1 inch amplitude and 2 Hz frequency.", 0.0254, 2.0),
])
def test_the_oscillation_takes_the_amplitude_and_frequency(
        tmp_path: Path, request_text: str, amplitude: float, frequency: float) -> None:
    case = copy_tutorial(SLOSHING, tmp_path / "case")
    spec = parse_spec(request_text)
    apply_requirements(case, spec.stated)
    motion = FoamFile(case / "constant" / "dynamicMeshDict")
    assert [float(item) for item in motion[(*OSCILLATION, "amplitude")]] \
        == pytest.approx([amplitude, 0, 0])
    assert float(motion[(*OSCILLATION, "omega")]) == pytest.approx(2 * math.pi * frequency,
                                                                    rel=1e-5)
    assert float(motion[("rotation", "rotatingMotionCoeffs", "omega")]) == 18.8945578
    rows = [row for row in audit_case(spec, case) if "function of time" in row.requirement]
    assert len(rows) == 2
    assert all(row.met for row in rows)


def test_the_tutorial_s_own_motion_is_met_and_another_is_not(tmp_path: Path) -> None:
    case = copy_tutorial(SLOSHING, tmp_path / "case")
    # The tutorial's omega 18.8945578 rad/s is 3.00716 Hz and its amplitude 10 cm.
    rows = audit_case(parse_spec("sloshingCylinder with an oscillation amplitude of 10 cm "
                                 "at 3.00716 Hz."), case)
    assert [row.met for row in rows if "function of time" in row.requirement] == [True, True]
    rows = audit_case(parse_spec("sloshingCylinder with an oscillation amplitude of 4 cm "
                                 "at 3.00716 Hz."), case)
    assert [row.met for row in rows if "function of time" in row.requirement] == [False, True]
