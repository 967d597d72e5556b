"""A requested Nusselt number on a case without a thermophysical model (a Boussinesq heated
cavity) is delivered by the host's measurement from T after the run: its audit row holds the
value, so the solve ends solved and the value reaches the record and the report page; a case
whose walls are not at two temperatures gives the reason; a compressible case still asks for
v1912's wallHeatFlux."""

from __future__ import annotations

import math
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.pictures.report_html import write_report
from foam_agent.agents.record import read_record
from foam_agent.agents.solve import solve
from foam_agent.agents.spec.parse import parse_spec

HEATED_CAVITY = (
    "Laminar natural convection of air in a 2D square cavity of side 0.02 m: the left wall hot "
    "at 305 K, the right wall cold at 295 K, the top and bottom walls insulated; kinematic "
    "viscosity 1.362e-05 m^2/s, Prandtl number 0.71, thermal expansion coefficient 0.00333; "
    "20 x 20 mesh; time step 0.02 s, run until 1 s. Report the mean Nusselt number on the hot "
    "wall.")
BUOYANT_CAVITY = "heatTransfer/buoyantSimpleFoam/buoyantCavity"
_VALUE = re.compile(r"^Nu = (\S+) on leftWall$")


def _nusselt_row(rows: list[AuditRow]) -> AuditRow:
    (row,) = [row for row in rows if row.requirement.startswith("output")]
    assert "Nusselt" in row.requirement
    return row


@pytest.fixture(scope="module")
def solved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("host_nusselt") / "cavity"
    outcome = solve(HEATED_CAVITY, SolveConfig(), output_dir=out)
    assert outcome.record.run is not None and outcome.record.run.ok, outcome.record.error
    return out


@pytest.mark.slow
def test_the_solve_delivers_the_number(solved: Path) -> None:
    record = read_record(solved)
    assert record.status == "solved", (record.stop_reason, record.unmet)
    row = _nusselt_row(record.audit)
    assert row.met and row.found is not None, row.note
    match = _VALUE.match(row.found)
    assert match is not None, row.found
    value = float(match.group(1))
    # Conduction alone gives 1; the flow at Ra = 1e4 carries more, towards de Vahl Davis' 2.24.
    assert math.isfinite(value) and value > 1.0
    assert row.file == "1/T" and row.entry == "boundaryField/leftWall"
    assert "10 K apart, 0.02 m away" in row.note
    page = write_report(solved / "case", solved / "report.html", record=record, physics=[],
                        fields=[], residuals=None)
    assert row.found in page.read_text()


@pytest.mark.slow
def test_walls_at_one_temperature_give_the_reason(solved: Path, tmp_path: Path) -> None:
    planted = shutil.copytree(solved / "case", tmp_path / "planted")
    FoamFile(planted / "1" / "T")["boundaryField", "rightWall", "value"] = 305.0
    row = _nusselt_row(audit_case(parse_spec(HEATED_CAVITY), planted))
    assert not row.met and row.found is None
    assert row.note == ("the finished case gives no Nusselt number: the case has no hot and "
                        "cold wall of fixed temperature")


def test_before_the_run_it_waits_for_the_run(tutorial_case: Callable[[str], Path]) -> None:
    """A written Boussinesq case: the number is the host's to measure once it has run."""
    spec = parse_spec(HEATED_CAVITY)
    root = tutorial_case("heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom")
    row = _nusselt_row(audit_case(spec, root))
    assert row.met and row.found is None
    assert row.note.startswith("measured when the case has run; v1912's wallHeatFlux")


def test_a_compressible_case_still_asks_for_wall_heat_flux(
        tutorial_case: Callable[[str], Path]) -> None:
    spec = parse_spec(HEATED_CAVITY)
    row = _nusselt_row(audit_case(spec, tutorial_case(BUOYANT_CAVITY)))
    assert not row.met
    assert row.expected.startswith("wallHeatFlux on (")
    assert row.note == "no function object in functions does this"
