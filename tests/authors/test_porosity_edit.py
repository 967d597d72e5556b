"""A porous zone said in words, written into the followed tutorial and audited
(``agents.authors.editors.porosity``, ``agents.audit.porosity``): each coefficient on the
axes it is said along, the zone's topoSet box sized and placed, and every value the case has
no place for a row not met. The slow test runs topoSet on the written porousBlockage and
counts the zone's cells against the box."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import tutorial_files

BLOCKAGE = "incompressible/pisoFoam/laminar/porousBlockage"
DUCT = "incompressible/porousSimpleFoam/straightDuctImplicit"
CAVITY = "incompressible/icoFoam/cavity/cavity"
BAFFLE = "multiphase/interFoam/RAS/damBreakPorousBaffle"


def _porous_rows(rows: list[AuditRow]) -> list[AuditRow]:
    return [row for row in rows if row.requirement.startswith("poro")]


def _written(request: str, family: str, root: Path) -> list[AuditRow]:
    spec = parse_spec(request)
    apply_requirements(root, requirements_for(spec, tutorial_files(family)))
    return audit_case(spec, root)


def test_a_block_resized_and_its_coefficients_written() -> None:
    request = ("Laminar pisoFoam channel with a porous obstruction 0.8 m long and 0.4 m "
               "across, centred at (1, 0.5). Viscous resistance 3000 1/m^2, the same in "
               "all directions, and no inertial losses. 5 s.")
    with workspace(tutorial_files(BLOCKAGE)) as root:
        audit = _written(request, BLOCKAGE, root)
        rows = _porous_rows(audit)
        coeffs = FoamFile(root / "constant/fvOptions").as_dict()["porosity1"][
            "explicitPorositySourceCoeffs"]  # type: ignore[index]
        box = FoamFile(root / "system/topoSetDict").as_dict()["actions"][0][  # type: ignore[index]
            "box"]
    assert [(row.requirement, row.met) for row in rows] == [
        ("porosity d", True), ("porosity f", True), ("porous zone box", True)]
    assert list(coeffs["d"]) == [3000, 3000, 3000]  # type: ignore[index,call-overload]
    assert list(coeffs["f"]) == [0, 0, 0]  # type: ignore[index,call-overload]
    assert [list(corner) for corner in box] == [[0.6, 0.3, -1], [1.4, 0.7, 1]]
    assert not [row for row in audit if row.requirement == "not understood"]


def test_one_component_keeps_the_case_multipliers() -> None:
    """"along the duct axis" is the model frame's first axis; the case's -1000 across stays."""
    request = ("porousSimpleFoam straight duct: the filter's Darcy coefficient is 2e7 per "
               "square metre along the duct axis.")
    with workspace(tutorial_files(DUCT)) as root:
        rows = _porous_rows(_written(request, DUCT, root))
        d = FoamFile(root / "constant/porosityProperties").as_dict()["porosity1"][  # type: ignore[index]
            "d"]
    assert [(row.requirement, row.met) for row in rows] == [("porosity d", True)]
    assert list(d) == [2e7, -1000, -1000]  # type: ignore[arg-type,call-overload]


def test_a_direction_between_the_words_and_the_number_keeps_the_cross_flow() -> None:
    """"its resistance along the duct should be …": only the flow's component changes."""
    request = ("porousSimpleFoam straight duct, a looser porous filter: its viscous "
               "resistance along the duct should be 3e6 per square metre.")
    with workspace(tutorial_files(DUCT)) as root:
        rows = _porous_rows(_written(request, DUCT, root))
        d = FoamFile(root / "constant/porosityProperties").as_dict()["porosity1"][  # type: ignore[index]
            "d"]
    assert [(row.requirement, row.met) for row in rows] == [("porosity d", True)]
    assert list(d) == [3e6, -1000, -1000]  # type: ignore[arg-type,call-overload]


def test_one_number_with_no_direction_over_differing_components_stays_open() -> None:
    """The duct's d differs per component: one number with no direction is written nowhere
    and its row is not met, never (v v v) over the cross-flow multipliers."""
    request = ("porousSimpleFoam straight duct whose porous filter has a viscous "
               "resistance of 3e6 per square metre.")
    with workspace(tutorial_files(DUCT)) as root:
        rows = _porous_rows(_written(request, DUCT, root))
        d = FoamFile(root / "constant/porosityProperties").as_dict()["porosity1"][  # type: ignore[index]
            "d"]
    assert [(row.requirement, row.met) for row in rows] == [("porosity d", False)]
    assert "differs per component" in rows[0].note
    assert list(d) == [5e7, -1000, -1000]  # type: ignore[arg-type,call-overload]


def test_a_box_where_the_zone_comes_from_the_mesh_is_not_met() -> None:
    request = "straight duct with a porous block 0.05 m thick, Darcy coefficient 1e6 1/m2."
    with workspace(tutorial_files(DUCT)) as root:
        rows = _porous_rows(_written(request, DUCT, root))
    box = [row for row in rows if row.requirement == "porous zone box"]
    assert [row.met for row in box] == [False]
    assert "comes from the mesh" in box[0].note


def test_a_screen_as_a_porous_baffle() -> None:
    """A baffle holds d and f as its jump's D and I and the screen's thickness as length, in
    0/p_rgh and in the createBafflesDict that writes them again (read as text: foamlib cannot
    parse its ${...} patch fields); its position is the mesh's, so a centre is not met."""
    request = ("interFoam dam break with a perforated screen, 25 mm thick, viscous "
               "resistance 1200 1/m^2 and inertial loss coefficient 40 1/m, placed halfway "
               "across.")
    with workspace(tutorial_files(BAFFLE)) as root:
        rows = _porous_rows(_written(request, BAFFLE, root))
        text = (root / "system/createBafflesDict").read_text()
    assert {(row.requirement, row.entry, row.met) for row in rows} >= {
        ("porosity d", "boundaryField/porous_half0/D", True), ("porosity d", "D", True),
        ("porosity f", "boundaryField/porous_half1/I", True),
        ("porous baffle thickness", "length", True)}
    assert [row.met for row in rows if row.requirement == "porous zone box"] == [False]
    assert re.search(r"D\s+1200;", text) and re.search(r"length\s+0.025;", text)


def test_a_porous_zone_in_a_case_without_one_is_not_met() -> None:
    with workspace(tutorial_files(CAVITY)) as root:
        rows = _porous_rows(_written("cavity with a porous lid region, permeability 1e-7 m2 "
                                     "and porosity 0.5", CAVITY, root))
    assert [(row.requirement, row.met) for row in rows] == [
        ("porosity d", False), ("porosity (void fraction)", False)]


@pytest.mark.slow
def test_toposet_cuts_the_zone_the_box_says() -> None:
    """The written box selects the cells it says: the tutorial's 1 m block holds 64 of the
    mesh's 0.125 m cells (8 x 8 x 1), a 0.5 m block centred on the origin 16."""
    env = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    counts = []
    for request in ("porous block", "porous block 0.5 m a side, centred on the origin"):
        with workspace(tutorial_files(BLOCKAGE)) as root:
            _written(f"pisoFoam {request}, Darcy coefficient 2000 1/m^2.", BLOCKAGE, root)
            for command in ("blockMesh", "topoSet"):
                result = subprocess.run([command], cwd=root, env=env, capture_output=True,
                                        text=True, timeout=300, check=False)
                assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
            size = re.findall(r"cellZoneSet porousBlockage now size (\d+)", result.stdout)
            counts.append(int(size[-1]))
    assert counts == [64, 16]
