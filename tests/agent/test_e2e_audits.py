"""End-to-end solves of requests worded by real users, each audited after the run.

The requests (tests/data/e2e_solves.yaml) were written by another hand, with the requirements
a careful reader finds in them, including derived ones (Re → ν, μ/ρ → ν, °C, km/h, ms). Each is
solved with the offline template author, RAG on and real OpenFOAM. A solve passes when every
requirement the file lists was read into the spec, the case ran, and the audit of the case as
run finds every requirement met: so a value the author could not apply fails here, as it makes
the CLI say ``unmet``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.solve import solve
from foam_agent.agents.spec.parse import parse_spec
from tests.spec.paraphrase_accuracy import _found

pytestmark = pytest.mark.slow

REQUESTS = Path(__file__).resolve().parents[1] / "data" / "e2e_solves.yaml"


@pytest.mark.parametrize("entry", yaml.safe_load(REQUESTS.read_text(encoding="utf-8")),
                         ids=lambda entry: entry["id"])
def test_request_is_solved_and_every_requirement_is_met(entry: dict[str, Any],
                                                        tmp_path: Path) -> None:
    spec = parse_spec(entry["prompt"], solvers=find_local_installation().applications)
    unread = [f"{item['role']}={item['value']}" for item in entry["expect"]
              if not _found(item["role"], spec, item, entry["family"])]
    assert not unread, f"not read from '{entry['prompt']}': {unread}"
    outcome = solve(entry["prompt"], SolveConfig(), output_dir=tmp_path / "out")
    record = outcome.record
    unmet = [row for row in record.audit if not row.met]
    assert outcome.status == "solved", (record.stop_reason, unmet, record.notes)
    assert record.audit, "a solved request must have been audited"
    assert {row.met for row in record.audit} == {True}
