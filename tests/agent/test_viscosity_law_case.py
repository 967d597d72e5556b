"""A stated viscosity law is written into the followed case and audited there; the written
dictionary is one nonNewtonianIcoFoam runs (real OpenFOAM, a few steps)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.workspace import workspace
from tests.agent.test_relative_requirements import CAVITY, CYLINDER, audited, written

POWER_LAW = ("nonNewtonianIcoFoam offsetCylinder. The fluid is a power-law fluid: consistency "
             "12 Pa·s^n, flow index 0.6, density 1200 kg/m^3; clip the viscosity between "
             "0.012 and 1200 Pa·s.")


def _law_rows(rows: list[AuditRow]) -> list[AuditRow]:
    return [row for row in rows if row.requirement == "viscosity model"
            or row.requirement.endswith("of powerLaw")]


def test_the_law_is_written_and_every_row_met() -> None:
    draft, baseline, request = written(CYLINDER, POWER_LAW)
    transport = draft.files["constant/transportProperties"]
    assert "transportModel powerLaw;" in " ".join(transport.split())
    rows = _law_rows(audited(draft.files, request, baseline))
    assert {row.requirement for row in rows} == {
        "viscosity model", "k of powerLaw", "n of powerLaw", "nuMin of powerLaw",
        "nuMax of powerLaw"}
    assert all(row.met for row in rows), rows
    shipped = _law_rows(audited(baseline, request, baseline))
    assert not any(row.met for row in shipped)


def test_a_wrong_coefficient_fails_its_row() -> None:
    draft, baseline, request = written(CYLINDER, POWER_LAW)
    files = dict(draft.files)
    files["constant/transportProperties"] = files["constant/transportProperties"].replace(
        "0.6", "0.7")
    rows = {row.requirement: row for row in _law_rows(audited(files, request, baseline))}
    assert not rows["n of powerLaw"].met and rows["k of powerLaw"].met


def test_a_missing_required_coefficient_is_an_unmet_row() -> None:
    draft, baseline, request = written(
        CYLINDER, "nonNewtonianIcoFoam offsetCylinder with a Herschel-Bulkley fluid: "
                  "consistency 0.01 m^2/s, flow index 0.6, yield stress 0.004 m^2/s^2.")
    rows = [row for row in audited(draft.files, request, baseline)
            if row.requirement == "nu0 of HerschelBulkley"]
    assert rows and not rows[0].met and "neither the request" in rows[0].note


def test_a_case_with_no_viscosity_model_cannot_meet_the_law() -> None:
    draft, baseline, request = written(CAVITY, "icoFoam cavity of a Cross model fluid, "
                                               "zero-shear viscosity 0.01 m^2/s")
    (row,) = [row for row in audited(draft.files, request, baseline)
              if row.requirement == "viscosity model"]
    assert not row.met


@pytest.mark.slow
def test_nonnewtonianicofoam_runs_the_written_law(tmp_path: Path) -> None:
    draft, _, request = written(CYLINDER, POWER_LAW + " Run to 0.002 s with deltaT 0.001 s.")
    env = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    with workspace(draft.files) as root:
        for command in (["blockMesh"], ["nonNewtonianIcoFoam"]):
            result = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                                    timeout=300, check=False)
            assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
        assert "End" in result.stdout.split()
        assert all(row.met for row in _law_rows(audit_case(request.spec, root)))


FOUNDATION = {
    "constant/momentumTransport": "FoamFile { format ascii; class dictionary; object "
                                  "momentumTransport; }\nsimulationType laminar;\nlaminar\n{\n"
                                  "    model generalisedNewtonian;\n    viscosityModel "
                                  "CrossPowerLaw;\n    nuInf 10;\n    m 0.4;\n    n 3;\n}\n",
    "constant/physicalProperties": "FoamFile { format ascii; class dictionary; object "
                                   "physicalProperties; }\nviscosityModel constant;\nnu 0.01;\n",
}


def test_a_foundation_case_keeps_the_law_in_momentum_transport() -> None:
    """v10 names the law in ``laminar``, coefficients beside it, nu0 as the base ``nu``."""
    from foam_agent.agents.audit.viscosity_law import viscosity_law_rows
    from foam_agent.agents.authors.editors.report import EditReport
    from foam_agent.agents.authors.editors.viscosity_law import apply_viscosity_law
    from foam_agent.agents.spec.parse import parse_spec

    stated = parse_spec("Cylinder with the BirdCarreau model: nu0 = 0.02 m^2/s, nuInf = 2 m^2/s, "
                        "k = 0.5 s, n = 0.6").stated
    assert stated.viscosity_law is not None
    with workspace(FOUNDATION) as root:
        assert not any(row.met for row in viscosity_law_rows(stated, root))
        apply_viscosity_law(root, stated.viscosity_law, EditReport())
        physical = (root / "constant/physicalProperties").read_text()
        momentum = " ".join((root / "constant/momentumTransport").read_text().split())
        rows = viscosity_law_rows(stated, root)
    assert "viscosityModel constant;" in " ".join(physical.split())
    assert "viscosityModel BirdCarreau;" in momentum and "k 0.5;" in momentum
    assert {row.entry for row in rows if row.requirement == "nu0 of BirdCarreau"} == {"nu"}
    assert all(row.met for row in rows), rows
