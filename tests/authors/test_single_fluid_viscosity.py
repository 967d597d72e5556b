"""A single-phase case has one fluid, whatever the request calls it: "a glycerol-water mixture,
dynamic viscosity 6 mPa s, density 1150 kg/m^3" read the viscosity as water's and the density
as no fluid's, so ν = μ/ρ was never derived and both values ended unapplied. In a case with
phases, values of different fluids still never pair."""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.derive import derive
from tests.authors.conftest import Written

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"


def _write(files: dict[str, str], root: Path) -> None:
    for relative, text in files.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)


def test_a_named_mixture_pairs_its_viscosity_and_density(written: Written,
                                                         tmp_path: Path) -> None:
    prompt = ("pitzDaily with simpleFoam. The liquid is a glycerol-water mixture with dynamic "
              "viscosity 8.4 mPa s and density 1180 kg/m^3.")
    composition, spec = written(PITZ_DAILY, prompt)
    transport = FoamFile.loads(composition.files["constant/transportProperties"])
    assert abs(float(transport["nu"]) - 0.0084 / 1180) < 1e-10
    _write(composition.files, tmp_path)
    rows = [row for row in audit_case(spec, tmp_path) if row.requirement in ("mu", "rho")
            or row.requirement.startswith(("mu ", "rho "))]
    assert len(rows) == 2 and all(row.met for row in rows), rows


def test_two_fluids_of_a_two_phase_case_never_pair(written: Written, tmp_path: Path) -> None:
    prompt = ("damBreak with interFoam: the water has dynamic viscosity 2 mPa s; "
              "density 950 kg/m^3 of the air.")
    composition, spec = written(DAM_BREAK, prompt)
    _write(composition.files, tmp_path)
    assert not [value for value in derive(spec, tmp_path).values
                if value.quantity == "nu" and value.phase is None]
