"""A NACA 4-digit airfoil in an O-domain: the section's shape, the request's reading, and a
gmsh mesh that gmshToFoam converts, checkMesh passes and the audit measures (chord, angle of
attack), put into a case composed from a physics tutorial that then runs."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.geometry.airfoil import Airfoil, AirfoilError, naca4
from foam_agent.agents.geometry.apply import apply_geometry, needs_generated_mesh
from foam_agent.agents.geometry.audit import geometry_audit
from foam_agent.agents.geometry.checkmesh import mesh_quality
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.geometry import read_geometry
from foam_agent.agents.spec.parse import parse_spec
from tests.geometry.conftest import PIMPLE_PITZ_DAILY, write_case


def test_naca_sections_have_their_thickness_and_camber() -> None:
    """0012: 12 % thick near 30 % chord, symmetric; 2412: 2 % camber at 40 % chord."""
    upper, lower = naca4("0012", 200)
    thickness = max(top[1] - low[1] for top, low in zip(upper, lower, strict=True))
    assert abs(thickness - 0.12) < 0.002
    assert all(abs(top[1] + low[1]) < 1e-12 for top, low in zip(upper, lower, strict=True))
    upper, lower = naca4("2412", 200)
    camber = max((top[1] + low[1]) / 2 for top, low in zip(upper, lower, strict=True))
    assert abs(camber - 0.02) < 0.002
    assert upper[0] == lower[0] == (0.0, 0.0) and upper[-1] == lower[-1] == (1.0, 0.0)
    with pytest.raises(AirfoilError):
        Airfoil("0000")


def test_the_request_reads_code_chord_and_angle() -> None:
    geometry = read_geometry("flow past a NACA-2412 wing section, chord length 0.3 m, "
                             "AoA = 4°").geometry
    assert geometry is not None and geometry.kind == "airfoil"
    assert (geometry.naca, geometry.chord, geometry.angle_of_attack) == ("2412", 0.3, 4.0)
    assert geometry.size(0) is None  # the chord is not the domain's length
    assert needs_generated_mesh(geometry)


PROMPT = ("Laminar flow with pimpleFoam around a NACA 2412 airfoil with chord 1 m at an angle "
          "of attack of 8 degrees, inlet velocity 1 m/s, kinematic viscosity 0.001 m2/s, at most "
          "15000 cells")


@pytest.mark.slow
def test_airfoil_case_meshes_checks_measures_and_runs(
        composed: Callable[[str, str], Composition], tmp_path: Path) -> None:
    spec = parse_spec(PROMPT)
    assert spec.geometry is not None and spec.geometry.naca == "2412"
    composition = composed(PROMPT, PIMPLE_PITZ_DAILY)
    applied = apply_geometry(composition.files, spec.geometry, dialect="esi-1912")
    assert applied.mesher == "gmsh" and set(applied.patches) == {
        "inlet", "outlet", "airfoil", "frontAndBack"}
    files = {**composition.files, **applied.files}
    control = files["system/controlDict"]
    found = re.search(r"^deltaT\s+([^;]+);", control, re.MULTILINE)
    assert found is not None
    files["system/controlDict"] = re.sub(r"^endTime\s+[^;]+;",
                                         f"endTime {float(found.group(1)) * 3:g};", control,
                                         flags=re.MULTILINE)
    case = tmp_path / "case"
    write_case(case, files, applied.deletions)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, result.message
    quality = mesh_quality(case)
    assert quality is not None and quality.ok and quality.cells is not None
    assert quality.cells <= 15000
    boundary = (case / "constant/polyMesh/boundary").read_text()
    assert re.search(r"airfoil\s*\{\s*type\s+wall;", boundary)
    rows = {row.requirement: row for row in geometry_audit(spec.geometry, case)}
    assert rows["airfoil chord"].met, rows["airfoil chord"]
    assert rows["angle of attack"].met, rows["angle of attack"]
    assert rows["angle of attack"].found is not None
    assert rows["angle of attack"].found.startswith("8")
