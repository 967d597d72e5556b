"""Values said of an end of the domain by the flow ("the far end", "the downstream
boundary", "the upstream face") reach that end's patch: "fixed zero pressure on the
downstream boundary" was put on pitzDaily's inlet, and "at the far end the pressure is held at
0" was not understood."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


@pytest.mark.parametrize("words", [
    "air comes in at 12 m/s; at the far end the pressure is held at 0.",
    "inflow 8 m/s at the upstream face, fixed zero pressure on the downstream boundary.",
    "the inlet velocity is 10 m/s and the downstream end is at a gauge pressure of 0 Pa.",
])
def test_the_pressure_of_the_end_the_flow_leaves_by_is_the_outlets(words: str) -> None:
    spec = parse_spec(f"simpleFoam pitzDaily: {words}")
    assert not spec.unparsed
    rows = {row.requirement: row for row in applied_audit(spec, PITZ_DAILY)}
    (pressure,) = [row for name, row in rows.items() if name.startswith("p on ")]
    assert pressure.met and pressure.entry == "boundaryField/outlet/value"
    mapped = [row for name, row in rows.items() if name.startswith("patches meant by")
              and row.found == "outlet"]
    assert mapped and "opposite the inlet" in mapped[0].note
