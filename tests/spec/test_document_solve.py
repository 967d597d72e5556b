"""A solve given a spec document keeps it, and a resume follows the kept spec, not a new parse
of the request's words (which would undo a correction made by hand)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.examples import EXAMPLES
from foam_agent.agents.solve import solve
from foam_agent.agents.spec.parse import parse_spec
from tests.support.interrupted import InterruptedOnce


@pytest.mark.slow
def test_a_resumed_solve_follows_the_corrected_spec(tmp_path: Path) -> None:
    runner = InterruptedOnce()
    spec = parse_spec(EXAMPLES["cavity"], solvers=runner.installation().applications)
    lid = next(item for item in spec.stated.boundary_values if item.field == "U")
    corrected = spec.model_copy(update={"stated": dataclasses.replace(
        spec.stated, boundary_values=tuple(
            dataclasses.replace(item, value=2.5) if item is lid else item
            for item in spec.stated.boundary_values))})
    config = SolveConfig(rag=False, reviewer=False, max_loops=1)
    output = tmp_path / "out"
    with pytest.raises(KeyboardInterrupt):
        solve(None, config, output_dir=output, spec=corrected, runner=runner)
    kept = json.loads((output / "spec.json").read_text())
    assert kept["spec"]["stated"]["boundary_values"][0]["value"] == 2.5

    outcome = solve(None, config, output_dir=output, resume=True, runner=runner)
    assert outcome.status == "solved", outcome.record.stop_reason
    row = next(row for row in outcome.record.audit if row.requirement.startswith("U on"))
    assert row.expected == "2.5" and row.met
    assert outcome.record.prompt == EXAMPLES["cavity"]
