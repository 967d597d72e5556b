"""A boundary value that changes linearly in time: read as one ramp, written as v1912's
uniformFixedValue table, audited from its start to its end, and run."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import CAVITY, PITZ_DAILY, Written

LID = "icoFoam cavity, the lid speed increases linearly from 0 to 1 m/s in 0.2 s, run 0.3 s"



def rows_of(case: Composition, spec: CaseSpec, root: Path) -> list[AuditRow]:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return audit_case(spec, root)


def test_a_ramp_is_read_as_one_requirement() -> None:
    """It was 'not understood', and 'over 2 s' was read as a start time of 2 s."""
    spec = parse_spec("pitzDaily with pimpleFoam, the inlet velocity ramps from 0 to 1 m/s "
                      "over 2 s, run 4 s")
    (ramp,) = spec.stated.ramps
    assert (ramp.field, ramp.boundary, ramp.start, ramp.end, ramp.duration) == (
        "U", ("inlet",), 0, 1, 2.0)
    assert spec.stated.start_time is None and not spec.unparsed
    heated = parse_spec("hot room, heater temperature rises from 20 to 80 °C over 100 s")
    (ramp,) = heated.stated.ramps
    assert (ramp.field, ramp.start, ramp.end) == ("T", pytest.approx(293.15),
                                                  pytest.approx(353.15))


def test_the_ramp_is_a_table_in_time(written: Written, tmp_path: Path) -> None:
    case, spec = written(CAVITY, LID)
    lid = FoamFile.loads(case.files["0/U"])["boundaryField"]["movingWall"]
    assert lid["type"] == "uniformFixedValue"
    assert lid["uniformValue"] == ("table", [[0, [0, 0, 0]], [0.2, [1, 0, 0]]])
    (row,) = [row for row in rows_of(case, spec, tmp_path / "lid") if "ramp" in row.requirement]
    assert row.met, row
    # A steady case has no time to ramp in: said, not applied.
    steady, _ = written(PITZ_DAILY, "simpleFoam pitzDaily, the inlet velocity ramps from 0 to "
                                    "10 m/s over 2 s")
    assert FoamFile.loads(steady.files["0/U"])["boundaryField"]["inlet"]["type"] == "fixedValue"
    assert [line for line in steady.notes if "no time to ramp in" in line], steady.notes
    # the record names the field; the run record's words say more
    (skip,) = [skip for skip in steady.report.skips if "no time to ramp in" in skip.reason]
    assert (skip.quantity, skip.what) == ("U", "U ramp on 'inlet'")
    assert skip.note().startswith("not applied: U ramp on 'inlet' from ")


@pytest.mark.slow
def test_the_ramped_lid_runs(written: Written, runner: LocalRunner, tmp_path: Path) -> None:
    case, spec = written(CAVITY, LID)
    root = tmp_path / "case"
    rows = rows_of(case, spec, root)
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)
    assert all(row.met for row in audit_case(spec, root)), rows
