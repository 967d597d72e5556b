"""The other side of the planted corpus: the installation's cheap tutorials, run as shipped
(transients shortened to a few dozen of their own steps), fail no physics check. The rest run
in benchmarks/physics_acceptance.py."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from foam_agent.agents.physics import verify_case
from tests.physics.shipped import SHIPPED, Shipped
from tests.physics.tutorial_runs import prepare, run

CHEAP = [item for item in SHIPPED if item.ci]


def test_the_tutorials_are_forty_and_more_with_a_dozen_cheap_ones() -> None:
    assert len(SHIPPED) >= 40
    assert len({item.tutorial for item in SHIPPED}) == len(SHIPPED)
    assert len(CHEAP) >= 10


@pytest.mark.slow
@pytest.mark.parametrize("shipped", CHEAP, ids=lambda item: item.tutorial.split("/", 1)[1])
def test_a_tutorial_as_shipped_fails_no_physics_check(shipped: Shipped, tmp_path: Path) -> None:
    case = prepare(shipped.tutorial, tmp_path / "case")
    try:
        shipped.prepare(case)
        assert run(case), f"{shipped.tutorial} did not run to End"
        report = verify_case(case)
        assert report.ok, [row.line() for row in report.failures]
        assert any(row.verdict == "pass" for row in report.rows)
    finally:
        shutil.rmtree(case, ignore_errors=True)
