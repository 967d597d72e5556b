"""A solver that stirs its own flow is no speed-bound fault: dnsFoam's boxTurb16, run as the
tutorial ships it, passes; the same final field judged as an unforced solver's (speeds that
outgrow everything its case imposes) still fails the bound.

Why: the tutorial's Ornstein–Uhlenbeck forcing lifts the largest speed to 5.5 times the initial
field's by t = 10, and every dnsFoam request was reported `suspect` on a sound run.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.bounds import SPEED, driven_by_body_force
from foam_agent.agents.physics.case import Case
from tests.physics.tutorial_runs import prepare, run, shorten

BOX = "DNS/dnsFoam/boxTurb16"


@pytest.fixture(scope="module")
def box(tmp_path_factory: pytest.TempPathFactory) -> Path:
    case = prepare(BOX, tmp_path_factory.mktemp("box") / "boxTurb16")
    shorten(case, 10.0)
    assert run(case), "boxTurb16 did not run to End"
    return case


@pytest.mark.slow
def test_the_forced_box_as_shipped_passes(box: Path) -> None:
    rows = verify_case(box).rows
    assert not [row for row in rows if row.check == SPEED and row.verdict == "fail"], rows
    assert driven_by_body_force(Case(box))


@pytest.mark.slow
def test_the_same_speeds_fail_the_bound_under_an_unforced_solver(box: Path) -> None:
    """The box's final field read as icoFoam's (no forcing): 5.5 times the initial speed is
    beyond the bound, so the check itself still catches such a field."""
    control = box / "system" / "controlDict"
    text = control.read_text()
    control.write_text(text.replace("dnsFoam", "icoFoam"))
    try:
        rows = [row for row in verify_case(box).rows if row.check == SPEED]
        assert rows and rows[0].verdict == "fail", rows
    finally:
        control.write_text(text)
