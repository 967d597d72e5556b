"""A turning back and forth ("rocks by up to 20 degrees at 8 rad/s") is the case's rocking
motion's (``oscillatingRotatingMotion``: omega and the amplitude's angles), and a steady rate
said beside it is the turning table's, each written in its own motion of a ``multiMotion``
and audited (testTubeMixer).

The wordings are this file's own; the kind comes from the blind sets (a turntable's rate and a
tube's rocking, both left at the tutorial's 6.2832 rad/s, 40 rad/s and 45 degrees).
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

MIXER = DEBIAN_TUTORIALS / "multiphase" / "interFoam" / "laminar" / "testTubeMixer"


@pytest.mark.parametrize(("text", "steady", "amplitude", "rate"), [
    ("The platform turns at 90 rpm while the vial swings to and fro through 15 degrees at "
     "12 rad/s.", 90 * 2 * math.pi / 60, 15, 12),
    ("the box rocks back and forth by 0.2 rad at 1 Hz", None, 0.2 * 180 / math.pi,
     2 * math.pi),
    ("The table spins at three revolutions per second.", 3 * 2 * math.pi, None, None),
])
def test_a_rocking_is_read_apart_from_the_steady_rate(
        text: str, steady: float | None, amplitude: float | None, rate: float | None) -> None:
    reading = read_rotation(normalize(text))
    assert reading is not None
    rotation = reading.rotation
    assert rotation.rate == (pytest.approx(steady) if steady is not None else None)
    if amplitude is None:
        assert rotation.rocking is None
        return
    assert rotation.rocking is not None
    assert rotation.rocking.amplitude == pytest.approx(amplitude, rel=1e-5)
    assert rotation.rocking.rate == pytest.approx(rate)


def test_a_sine_s_oscillation_is_no_rocking() -> None:
    assert read_rotation(normalize("the inlet pressure oscillates at 300 Hz")) is None


@pytest.mark.skipif(not MIXER.is_dir(), reason="needs the installed tutorials")
def test_each_motion_of_the_multi_motion_gets_its_own_rate(tmp_path: Path) -> None:
    text = ("interFoam testTubeMixer: the table turns at 1.5 rev/s, and the tube rocks back and "
            "forth by up to 20 degrees at 8 rad/s. Run 0.2 s.")
    case = copy_tutorial(MIXER, tmp_path / "case")
    spec = parse_spec(text)
    apply_requirements(case, spec.stated)
    motions = FoamFile(case / "constant" / "dynamicMeshDict")
    table = motions["rotatingTable"]["rotatingMotionCoeffs"]  # type: ignore[index]
    rocking = motions["rotatingBox"]["oscillatingRotatingMotionCoeffs"]  # type: ignore[index]
    assert table["omega"] == pytest.approx(3 * math.pi, rel=1e-5)  # type: ignore[index]
    assert rocking["omega"] == pytest.approx(8)  # type: ignore[index]
    assert list(rocking["amplitude"]) == [20, 0, 0]  # type: ignore[index, arg-type]
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("rotation")]
    assert len(rows) == 3 and all(row.met for row in rows), rows
