"""Generated meshes: blockMesh and gmsh make them, checkMesh passes them, the audit measures
the requested sizes and positions on the mesh's points, and the cell bound holds."""

from __future__ import annotations

import signal
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from foam_agent.agents.geometry.apply import CHANGE_DICT, GMSH_FILE
from foam_agent.agents.geometry.audit import geometry_audit
from foam_agent.agents.geometry.blockmesh import block_mesh
from foam_agent.agents.geometry.checkmesh import parse_check_mesh
from foam_agent.agents.geometry.gmsh_mesh import gmsh_mesh
from foam_agent.agents.geometry.layout import LayoutError, layout
from foam_agent.agents.spec.geometry import Geometry, Obstacle, read_geometry
from tests.geometry.conftest import run_utility

SHAPES = {
    "two squares": "Two square obstacles of size 1 x 1, one centred at (1.5, 1.25), the other "
                   "centred at (3.5, 1.25); domain 0 to 5 in x, 0 to 2.5 in y, 2D, no more "
                   "than 5000 cells",
    "rectangle": "A rectangular obstacle 0.4 m wide and 0.2 m high centred at (1, 0.5) in a "
                 "channel 4 m long and 1 m high, at most 4000 cells",
    "diamond": "A diamond obstacle with diagonal of 1 m centred at (2.5, 2.5); domain 0 to 15 "
               "in x and 0 to 5 in y; no more than 10000 cells",
    "3D square": "3D flow around a square cylinder of side 0.1 m centred at (0.5, 0.25) in a "
                 "duct; x from 0 to 2, y from 0 to 0.5, z from 0 to 0.2; at most 8000 cells",
    "circle": "flow past a circular cylinder of diameter 10 cm centred at (0.5 m, 0.4 m) in a "
              "domain 2 m x 0.8 m, at most 6000 cells",
    # Its O-grid box (twice the body) once stuck out of the channel and checkMesh failed it.
    "circle filling the channel": "flow past a circular cylinder of diameter 0.9 m centred at "
                                  "(3 m, 0.5 m) in a channel 10 m long and 1 m high, at most "
                                  "6000 cells",
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_block_mesh_meshes_checks_and_measures(name: str, bare_case: Callable[
        [Mapping[str, str]], Path]) -> None:
    geometry = read_geometry(SHAPES[name]).geometry
    assert geometry is not None
    made = block_mesh(layout(geometry))
    case = bare_case({"system/blockMeshDict": made.text})
    meshed = run_utility(case, "blockMesh")
    assert meshed.returncode == 0, meshed.stdout[-2000:]
    quality = parse_check_mesh(run_utility(case, "checkMesh").stdout)
    assert quality.ok, quality.mesh_error()
    assert quality.cells == made.cells
    assert geometry.max_cells is not None and quality.cells <= geometry.max_cells
    rows = geometry_audit(geometry, case)
    assert rows and all(row.met for row in rows), [r for r in rows if not r.met]
    assert {row.requirement for row in rows} >= {"domain x range", "blockage ratio"}


def test_audit_finds_a_body_in_the_wrong_place(bare_case: Callable[[Mapping[str, str]], Path]
                                               ) -> None:
    """A mesh with the square elsewhere than asked: the centre row is unmet."""
    asked = read_geometry(SHAPES["two squares"]).geometry
    assert asked is not None
    moved = asked.model_copy(update={"obstacles": (
        asked.obstacles[0], asked.obstacles[1].model_copy(update={"centre": (3.0, 1.25)}))})
    case = bare_case({"system/blockMeshDict": block_mesh(layout(moved)).text})
    assert run_utility(case, "blockMesh").returncode == 0
    rows = {row.requirement: row for row in geometry_audit(asked, case)}
    assert rows["square 1 centre"].met
    assert not rows["square 2 centre"].met
    assert rows["square 2 centre"].found == "(3, 1.25) m"


def test_overlapping_bodies_are_refused() -> None:
    geometry = Geometry(kind="obstacles_in_channel", lower=(0, 0, None), upper=(4, 1, None),
                        obstacles=(Obstacle(shape="square", width=0.5, centre=(1, 0.5)),
                                   Obstacle(shape="square", width=0.5, centre=(1.2, 0.5))))
    with pytest.raises(LayoutError, match="overlap"):
        layout(geometry)


def _ignored_signals() -> set[int]:
    """The signals this process ignores, as the kernel sees them (Python's table can lag)."""
    mask = next(line.split()[1] for line in Path("/proc/self/status").read_text().splitlines()
                if line.startswith("SigIgn:"))
    return {number for number in range(1, 65) if int(mask, 16) >> (number - 1) & 1}


def test_meshing_with_gmsh_leaves_the_process_signals_as_they_were() -> None:
    """gmsh's initialisation un-ignores SIGPIPE and its Python wrapper resets Ctrl-C: after a
    mesh, a write to a hung-up socket must still raise, not kill the process (it killed CI)."""
    geometry = read_geometry("an elliptical cylinder with axes 0.4 m and 0.2 m centred at "
                             "(1 m, 0.5 m) in a channel 4 m long and 1 m high, 2D, at most "
                             "3000 cells").geometry
    assert geometry is not None
    before = _ignored_signals()
    gmsh_mesh(layout(geometry))
    assert signal.SIGPIPE in _ignored_signals()
    assert _ignored_signals() == before
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_gmsh_ellipse_converts_and_passes_check_mesh(bare_case: Callable[
        [Mapping[str, str]], Path]) -> None:
    """The gmsh wheel meshes headless here; gmshToFoam reads its file; the patches get their
    types from changeDictionary; the ellipse's measured axes are the asked ones."""
    from foam_agent.agents.geometry.apply import change_dictionary

    geometry = read_geometry("an elliptical cylinder with axes 0.4 m and 0.2 m centred at "
                             "(1 m, 0.5 m) in a channel 4 m long and 1 m high, 2D, at most "
                             "8000 cells").geometry
    assert geometry is not None
    made = gmsh_mesh(layout(geometry))
    assert made.cells <= 8000
    case = bare_case({GMSH_FILE: made.text, CHANGE_DICT: change_dictionary(made.patches)})
    converted = run_utility(case, "gmshToFoam", str(case / GMSH_FILE))
    assert converted.returncode == 0, converted.stdout[-2000:]
    assert run_utility(case, "changeDictionary").returncode == 0
    boundary = (case / "constant/polyMesh/boundary").read_text()
    for patch in ("inlet", "outlet", "top", "bottom", "obstacle", "frontAndBack"):
        assert patch in boundary
    assert "empty" in boundary
    quality = parse_check_mesh(run_utility(case, "checkMesh").stdout)
    assert quality.ok, quality.mesh_error()
    rows = {row.requirement: row for row in geometry_audit(geometry, case)}
    assert rows["ellipse 1 size"].met, rows["ellipse 1 size"]
    assert rows["ellipse 1 centre"].met
