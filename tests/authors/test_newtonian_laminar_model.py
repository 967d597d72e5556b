"""A Newtonian fluid asked of a viscoelastic tutorial: planarContraction keeps ``transportModel
Newtonian`` and adds a Maxwell stress in its laminar block, so switching the transport model is
not enough. The author makes the laminar model Stokes (with the viscous term its momentum
equation then reads), the audit checks the laminar model under either dialect's keyword, and
the case runs."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import Written

CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
REQUEST = ("Planar contraction, pimpleFoam, a Newtonian glycerol solution: kinematic viscosity "
           "4e-5 m2/s, laminar. Inlet velocity 0.02 m/s, run to 0.004 s with dt 2e-4 s.")


def _newtonian_rows(case: Path, prompt: str) -> list[tuple[str, str, bool]]:
    return [(row.entry or "", str(row.found), row.met)
            for row in audit_case(parse_spec(prompt), case)
            if row.requirement == "Newtonian viscosity"]


def test_the_maxwell_stress_becomes_stokes_with_its_viscous_term(written: Written) -> None:
    composition, _ = written(CONTRACTION, REQUEST)
    settings = FoamFile.loads(composition.files["constant/turbulenceProperties"])
    assert settings["laminar"]["laminarModel"] == "Stokes"
    schemes = FoamFile.loads(composition.files["system/fvSchemes"])
    assert "div((nuEff*dev2(T(grad(U)))))" in schemes["divSchemes"]


@pytest.mark.parametrize("key", ["laminarModel", "model"])
def test_the_audit_fails_a_kept_maxwell_model_under_either_keyword(
        tmp_path: Path, key: str) -> None:
    (tmp_path / "constant").mkdir()
    (tmp_path / "constant/transportProperties").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object transportProperties; }\n"
        "transportModel Newtonian;\nnu 4e-05;\n")
    (tmp_path / "constant/turbulenceProperties").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object turbulenceProperties; }"
        f"\nsimulationType laminar;\nlaminar {{ {key} Maxwell; }}\n")
    rows = _newtonian_rows(tmp_path, REQUEST)
    assert (f"laminar/{key}", "Maxwell", False) in rows
    settings = tmp_path / "constant/turbulenceProperties"
    settings.write_text(settings.read_text().replace("Maxwell", "Stokes"))
    assert all(met for _, _, met in _newtonian_rows(tmp_path, REQUEST))


@pytest.mark.slow
def test_the_newtonian_contraction_runs(written: Written, tmp_path: Path) -> None:
    composition, _ = written(CONTRACTION, REQUEST)
    for relative, text in composition.files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    env = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    for command in (["blockMesh"], ["pimpleFoam"]):
        done = subprocess.run([*command, "-case", str(tmp_path)], env=env, capture_output=True,
                              text=True, timeout=300, check=False)
        assert done.returncode == 0, done.stdout[-2000:]
    assert "Selecting laminar stress model Stokes" in done.stdout
    assert all(met for _, _, met in _newtonian_rows(tmp_path, REQUEST))
