"""A stated start time is written only where the case can start there: its own start is met
as it is, a later one needs the fields of that time (and ``startFrom startTime``, so the
solver does not start from the latest time instead), and without them it stays open."""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.controls import edit_controls
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.spec.stated import Requirements, Timed

CONTROL = """FoamFile { version 2.0; format ascii; class dictionary; object controlDict; }
application icoFoam;
startFrom latestTime;
startTime 0;
stopAt endTime;
endTime 0.5;
deltaT 0.005;
writeControl timeStep;
writeInterval 20;
"""


def _case(root: Path, *times: str) -> Path:
    (root / "system").mkdir(parents=True)
    (root / "system" / "controlDict").write_text(CONTROL)
    for time in ("0", *times):
        (root / time).mkdir()
    return root


def _window(start: float, end: float) -> Requirements:
    source = f"from {start} s to {end} s"
    return Requirements(start_time=Timed(start, source, True), end_time=Timed(end, source, True))


def test_the_case_own_start_is_met_as_it_is(tmp_path: Path) -> None:
    root, report = _case(tmp_path), EditReport()
    edit_controls(root, _window(0, 1), report)
    control = FoamFile(root / "system" / "controlDict")
    assert control["startTime"] == 0 and control["endTime"] == 1
    assert control["startFrom"] == "latestTime"
    assert not report.skips


def test_a_later_start_without_its_fields_stays_open(tmp_path: Path) -> None:
    root, report = _case(tmp_path), EditReport()
    edit_controls(root, _window(0.5, 1.5), report)
    control = FoamFile(root / "system" / "controlDict")
    assert control["startTime"] == 0
    assert [skip.quantity for skip in report.skips] == ["startTime"]
    assert "no fields at t = 0.5" in report.skips[0].reason


def test_a_later_start_with_its_fields_is_written_from_that_time(tmp_path: Path) -> None:
    root, report = _case(tmp_path, "0.5"), EditReport()
    edit_controls(root, _window(0.5, 1.5), report)
    control = FoamFile(root / "system" / "controlDict")
    assert control["startTime"] == 0.5 and control["endTime"] == 1.5
    assert control["startFrom"] == "startTime"
    assert not report.skips
