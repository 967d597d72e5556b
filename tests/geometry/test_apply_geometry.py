"""apply_geometry on cases composed from real physics tutorials, run with the LocalRunner: the
FoamBench Advanced two-square prompt, a gmsh ellipse, and the flow that proves it all, laminar
shedding behind a circular cylinder at Re = 100 with its Strouhal number."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.geometry.apply import apply_geometry
from foam_agent.agents.geometry.audit import geometry_audit
from foam_agent.agents.geometry.checkmesh import mesh_quality
from foam_agent.agents.geometry.strouhal import read_lift, shedding, with_force_coeffs
from foam_agent.agents.record import build_record, now
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.state import SolveState
from tests.geometry.conftest import PIMPLE_PITZ_DAILY, write_case

FOAMBENCH_V1 = Path("/work/shared/foambench/FoamBench_advanced_v1.json")


def _solve(composition: Composition, prompt: str, case: Path, *, dialect: str,
           extra: Callable[[dict[str, str]], dict[str, str]] | None = None,
           timeout_s: float = 300) -> list[str]:
    geometry = parse_spec(prompt).geometry
    assert geometry is not None
    applied = apply_geometry(composition.files, geometry, dialect=dialect)
    files = {**composition.files, **applied.files}
    if extra is not None:
        files.update(extra(files))
    write_case(case, files, applied.deletions)
    result = LocalRunner(timeout_s=timeout_s).run(case)
    assert result.ok, (result.message, applied.notes)
    quality = mesh_quality(case)
    assert quality is not None and quality.ok, quality
    rows = geometry_audit(geometry, case)
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]
    return list(applied.notes)


@pytest.mark.slow
def test_foambench_two_squares_run_on_the_pimple_foam_tutorial(
        composed: Callable[[str, str], Composition], installation: object,
        tmp_path: Path) -> None:
    prompt = json.loads(FOAMBENCH_V1.read_text())["Double_Square_SA"]["usr_requirement"]
    notes = _solve(composed(prompt, PIMPLE_PITZ_DAILY), prompt, tmp_path / "case",
                   dialect="esi-1912")
    assert "patch 'obstacle' (wall) takes the conditions of the tutorial's 'upperWall'" in notes
    boundary = (tmp_path / "case/constant/polyMesh/boundary").read_text()
    assert "obstacle" in boundary and "upperWall" not in boundary
    cells = int(next(line.split()[-1] for line in
                     (tmp_path / "case/log.checkMesh").read_text().splitlines()
                     if line.strip().startswith("cells:")))
    assert cells <= 5000


@pytest.mark.slow
def test_gmsh_ellipse_case_runs(composed: Callable[[str, str], Composition],
                                tmp_path: Path) -> None:
    prompt = ("Laminar flow with pimpleFoam around an elliptical cylinder with axes 1 m and "
              "0.5 m centred at (3 m, 2 m) in a 2D channel 12 m long and 4 m high, at most 6000 "
              "cells; inlet velocity 1 m/s, kinematic viscosity 0.01 m2/s, run until 1 s")
    notes = _solve(composed(prompt, PIMPLE_PITZ_DAILY), prompt, tmp_path / "case",
                   dialect="esi-1912")
    assert any(note.startswith("gmsh ") for note in notes)
    assert "runApplication gmshToFoam mesh.msh" in (tmp_path / "case/Allrun").read_text()


#: Williamson (1996), unconfined circular cylinder at Re = 100: St = 0.164-0.166.
UNCONFINED_ST = (0.164, 0.166)
#: The documented default blockage of the generated channel (D / H) with slip top and bottom.
BLOCKAGE = 0.125


@pytest.mark.slow
def test_cylinder_at_re_100_sheds_at_the_literature_strouhal_number(
        composed: Callable[[str, str], Composition], tmp_path: Path) -> None:
    """Laminar flow past a circular cylinder at Re = 100: periodic shedding, St in tolerance.

    Tolerance, justified: blockage speeds the flow past the body; by continuity the gap speed
    is at most U / (1 - B) with B = D/H = 0.125 (slip walls, so no wall boundary layers add
    to it), which bounds the confined St from above by 0.166 / (1 - 0.125) = 0.190 (measured
    confined values lie well inside, about 5 % above unconfined for this blockage). From below,
    the mesh (96 cells around with the boundary layer resolved, the far field coarsening to
    0.67 D) and first-order implicit time stepping damp the wake and lower St by a few per cent;
    5 % below the unconfined 0.164 gives 0.156. So 0.156 <= St <= 0.190. Measured here: 0.174
    (4,536 cells, 80 s CPU, 361 s wall at load 9-11, 2026-11-28).
    """
    prompt = ("Laminar flow past a circular cylinder of diameter 1 m at Re = 100 with "
              "pimpleFoam; inlet velocity 1 m/s.")
    spec = parse_spec(prompt)
    assert spec.geometry is not None and spec.geometry.obstacles[0].shape == "circle"

    def forces(files: dict[str, str]) -> dict[str, str]:
        return with_force_coeffs(files, patch="obstacle", speed=1.0, diameter=1.0, depth=1.0,
                                 centre=(5.0, 4.0, 0.0), end_time=150)

    case = tmp_path / "cylinder"
    notes = _solve(composed(prompt, PIMPLE_PITZ_DAILY), prompt, case, dialect="esi-1912",
                   extra=forces, timeout_s=900)
    assert "top and bottom not stated: slip (flow past a body in open surroundings)" in notes
    times, lift = read_lift(case)
    measured = shedding(times, lift, diameter=1.0, speed=1.0)
    assert measured.periodic, measured
    low = UNCONFINED_ST[0] * 0.95
    high = UNCONFINED_ST[1] / (1 - BLOCKAGE)
    assert low <= measured.strouhal <= high, measured
    # The run record reports it, read from the case's own forceCoeffs (lRef, magUInf).
    record = build_record(SolveState(prompt=prompt), config=SolveConfig(rag=False),
                          case_dir=case, dialect="esi-1912", status="solved",
                          stop_reason="solved", started_at=now(), spec=spec)
    assert record.shedding is not None and record.shedding.periodic, record.shedding
    assert record.shedding.strouhal == round(measured.strouhal, 5)
    assert record.to_json()["shedding"]["cycles"] == 6
