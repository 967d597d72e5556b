"""The speed bound follows the mesh's narrowest passage: a sound 4:1 contraction (six times its
inlet speed, and more while it starts) passes, and a run whose inflow was ten times the speed
its case states is caught, in a straight channel and in the contraction alike."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.bounds import SPEED
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import SPEED_FACTOR
from foam_agent.agents.physics.passage import narrowest_passage, section_shape
from foam_agent.agents.physics.rows import PhysicsRow
from foam_agent.foamcase.catalog.profiles import PROFILES, peak_over_mean
from tests.physics.tutorial_runs import prepare, run, shorten

CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
INLET_SPEED = 0.03876
#: planarContraction's lower strip alone: its upper upstream block dropped, the faces that
#: bounded it replaced, so a straight channel of the contraction's downstream height remains.
CHANNEL_EDITS = (
    (r"\s*hex \(3 4 7 6 11 12 15 14\)[^\n]*", ""),
    (r"\(3 6 14 11\)", ""),
    (r"\(6 7 15 14\)\s*\(7 4 12 15\)", "(3 4 12 11)"),
    (r"\(3 4 7 6\)|\(11 12 15 14\)", ""),
)


def _ran(root: Path, name: str, *, channel: bool) -> Path:
    """The contraction (or its straight lower strip) run for 50 of its time steps, its inlet
    speed written out (the tutorial keeps it in a macro)."""
    case = prepare(CONTRACTION, root / name)
    if channel:
        path = case / "system" / "blockMeshDict"
        text = path.read_text()
        for pattern, replacement in CHANNEL_EDITS:
            text, count = re.subn(pattern, replacement, text)
            assert count, pattern
        path.write_text(text)
    FoamFile(case / "0" / "U")["boundaryField", "inlet"] = {
        "type": "fixedValue", "value": [INLET_SPEED, 0, 0]}
    shorten(case, 0.01)
    assert run(case), f"{name} did not run to End"
    return case


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("passage")
    return _ran(root, "contraction", channel=False), _ran(root, "channel", channel=True)


def _speed(case: Path) -> PhysicsRow:
    return next(row for row in verify_case(case).rows if row.check == SPEED)


def _tenfold(case: Path, destination: Path) -> Path:
    """The run as it is, but its case stating a tenth of the inlet speed it ran with."""
    planted = Path(shutil.copytree(case, destination))
    FoamFile(planted / "0" / "U")["boundaryField", "inlet", "value"] = [INLET_SPEED / 10, 0, 0]
    return planted


def test_the_contraction_is_measured_four_to_one_and_passes(runs: tuple[Path, Path]) -> None:
    contraction, channel = runs
    passage = narrowest_passage(Case(contraction))
    assert passage is not None and passage.ratio == pytest.approx(4.0, rel=1e-3)
    assert section_shape(Case(contraction)) == "plane"
    straight = narrowest_passage(Case(channel))
    assert straight is not None and straight.ratio == pytest.approx(1.0, rel=1e-3)
    row = _speed(contraction)
    assert row.value is not None and row.value > SPEED_FACTOR, row  # the old bound's alarm
    assert row.verdict == "pass", row.line()
    assert "1/4 of its area" in row.expected and "plane Poiseuille" in row.expected


def test_a_sound_channel_passes_within_the_generic_bound(runs: tuple[Path, Path]) -> None:
    row = _speed(runs[1])
    assert row.verdict == "pass" and row.limit == SPEED_FACTOR, row


@pytest.mark.parametrize("which", [0, 1], ids=["contraction", "channel"])
def test_a_tenfold_inflow_is_caught(runs: tuple[Path, Path], tmp_path: Path,
                                    which: int) -> None:
    row = _speed(_tenfold(runs[which], tmp_path / "planted"))
    assert row.verdict == "fail", row.line()
    assert row.value is not None and row.limit is not None and row.value > 1.5 * row.limit


def test_the_profiles_are_one_per_regime_and_section() -> None:
    keys = [(row.laminar, row.section) for row in PROFILES]
    assert len(keys) == len(set(keys)) == 6
    assert peak_over_mean(laminar=True, section="plane").peak_over_mean == 1.5
    assert peak_over_mean(laminar=True, section="round").peak_over_mean == 2.0
    assert all(1.0 < row.peak_over_mean < 2.2 for row in PROFILES)
