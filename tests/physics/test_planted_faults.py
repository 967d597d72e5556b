"""The planted silent-fault corpus: every case runs to ``End``, none passes the physics checks,
and each gets a failing row that names its fault (issue 22, item 3)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from foam_agent.agents.physics import PhysicsReport, verify_case
from tests.physics.planted import CORPUS, NAMING_CHECKS, Planted
from tests.physics.tutorial_runs import prepare, run

#: Cases run side by side: the machine's two cores.
WORKERS = 2


@dataclass(frozen=True)
class Outcome:
    """What one planted case did: whether it ran to End, and its physics report."""

    ran: bool
    report: PhysicsReport


def run_planted(planted: Planted, workspace: Path) -> Outcome:
    """Copy the tutorial, plant the fault, run it, verify it; the case is removed after."""
    case = prepare(planted.family.tutorial, workspace / planted.name)
    try:
        planted.plant(case)
        ran = run(case)
        return Outcome(ran, verify_case(case))
    finally:
        shutil.rmtree(case, ignore_errors=True)


@pytest.fixture(scope="module")
def outcomes() -> Iterator[dict[str, Outcome]]:
    """Every planted case run once (two at a time) and verified."""
    workspace = Path(tempfile.mkdtemp(prefix="foam-agent-planted-"))
    try:
        with ThreadPoolExecutor(WORKERS) as pool:
            results = pool.map(lambda planted: run_planted(planted, workspace), CORPUS)
            yield {planted.name: outcome for planted, outcome in zip(CORPUS, results,
                                                                      strict=True)}
    finally:
        shutil.rmtree(workspace, ignore_errors=True)


def test_the_corpus_covers_sixty_cases_ten_families_and_every_fault_class() -> None:
    assert len(CORPUS) >= 60
    assert len({planted.name for planted in CORPUS}) == len(CORPUS)
    assert len({planted.family.tutorial for planted in CORPUS}) >= 10
    assert {planted.fault for planted in CORPUS} == set(NAMING_CHECKS)


@pytest.mark.slow
@pytest.mark.parametrize("planted", CORPUS, ids=lambda planted: planted.name)
def test_a_planted_fault_runs_to_end_and_a_failing_row_names_it(
        planted: Planted, outcomes: dict[str, Outcome]) -> None:
    outcome = outcomes[planted.name]
    assert outcome.ran, f"{planted.name} did not run to End: the fault is not silent"
    failing = {row.check: row.found for row in outcome.report.failures}
    assert not outcome.report.ok
    named = NAMING_CHECKS[planted.fault] & set(failing)
    assert named, f"{planted.name} ({planted.fault}): failing rows {failing}"
