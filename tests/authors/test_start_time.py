"""A tutorial that starts at a later time from fields it maps from another case's results
(cavityClipped starts at 0.5 from cavity's) starts at 0 from its own 0/ fields when followed
alone; a stated start or end time still wins."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.runners import LocalRunner
from tests.authors.conftest import write_case

CAVITY_CLIPPED = "incompressible/icoFoam/cavity/cavityClipped"


def _times(case_dir: Path) -> tuple[float, float]:
    control = FoamFile(case_dir / "system" / "controlDict")
    return float(control["startTime"]), float(control["endTime"])  # type: ignore[arg-type]


@pytest.mark.slow
def test_cavity_clipped_followed_alone_starts_from_its_own_fields_and_runs(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], runner: LocalRunner) -> None:
    request = write_request("Clipped lid-driven cavity, icoFoam, lid at 1 m/s.",
                            [reference(CAVITY_CLIPPED)])
    write_case(author, request, tmp_path)
    assert _times(tmp_path) == (0, pytest.approx(0.1))
    result = runner.run(tmp_path)
    assert result.ok, result.message


def test_a_stated_end_time_stays_and_a_stated_start_time_is_not_moved(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    ended = write_request("Clipped lid-driven cavity, icoFoam, lid at 1 m/s, run until 0.3 s.",
                          [reference(CAVITY_CLIPPED)])
    write_case(author, ended, tmp_path / "ended")
    assert _times(tmp_path / "ended") == (0, pytest.approx(0.3))
    started = write_request("Clipped lid-driven cavity, icoFoam, lid at 1 m/s, start time "
                            "0.5 s, end time 0.6 s.", [reference(CAVITY_CLIPPED)])
    write_case(author, started, tmp_path / "started")
    assert _times(tmp_path / "started") == (pytest.approx(0.5), pytest.approx(0.6))
