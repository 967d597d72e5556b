"""Real solves (template author, RAG on, real OpenFOAM) of requests with relative statements:
each must be solved with every audit row met, and the rows of the relative statements must be
there (a requirement dropped without a row would otherwise pass)."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.solve import solve

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(("prompt", "rows"), [
    ("icoFoam cavity whose lid moves 30 percent slower than in the tutorial, with the time "
     "step halved; end time 0.1 s", {"U on lid (relative)", "deltaT (relative)"}),
    ("A square cavity 5 cm on a side, lid sliding at 0.5 m/s, nu 1e-5, mesh twice as fine, "
     "run 0.05 s", {"domain size in x", "domain size in y", "mesh refinement x2"}),
    ("offset cylinder flow of a Newtonian liquid, kinematic viscosity 0.01 m2/s, "
     "stop at 0.01 s", {"Newtonian viscosity", "nu"}),
])
def test_relative_request_is_solved_with_its_rows_met(prompt: str, rows: set[str],
                                                      tmp_path: Path) -> None:
    outcome = solve(prompt, SolveConfig(), output_dir=tmp_path / "out")
    record = outcome.record
    assert outcome.status == "solved", (record.stop_reason,
                                        [row for row in record.audit if not row.met])
    assert rows <= {row.requirement for row in record.audit}, record.audit
    assert all(row.met for row in record.audit)
