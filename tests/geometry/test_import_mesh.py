"""User meshes (``solve --mesh``): a gmsh .msh the test makes with the gmsh API, a polyMesh
made by blockMesh, a Fluent mesh written by foamMeshToFluent; each is matched to the request's
boundaries, converted inside the case's Allrun, checked and solved."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.geometry.blockmesh import block_mesh
from foam_agent.agents.geometry.gmsh_mesh import gmsh_session
from foam_agent.agents.geometry.import_mesh import (
    MeshImportError,
    import_mesh,
    match_boundaries,
    mesh_kind,
    requested_boundaries,
)
from foam_agent.agents.geometry.layout import layout
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.geometry import read_geometry
from tests.geometry.conftest import PIMPLE_PITZ_DAILY, run_utility, write_case

PROMPT = ("Laminar flow with pimpleFoam: inlet velocity 1 m/s, kinematic viscosity 0.01 m2/s, "
          "zero gradient pressure at the inlet, run until 0.2 s")


def _gmsh_channel(path: Path) -> None:
    """A 2 m x 0.5 m channel, one cell thick, named with physical groups (the gmsh API
    directly, not the project's generator)."""
    with gmsh_session() as gmsh:
        gmsh.model.add("channel")
        surface = gmsh.model.occ.addRectangle(0, 0, 0, 2, 0.5)
        gmsh.model.occ.synchronize()
        gmsh.option.setNumber("Mesh.MeshSizeMax", 0.05)
        extruded = gmsh.model.occ.extrude([(2, surface)], 0, 0, 0.1, numElements=[1],
                                          recombine=True)
        gmsh.model.occ.synchronize()
        sides: dict[str, list[int]] = {"inlet": [], "outlet": [], "walls": [],
                                       "frontAndBack": []}
        for _, tag in gmsh.model.getEntities(2):
            xmin, ymin, zmin, xmax, ymax, zmax = gmsh.model.getBoundingBox(2, tag)
            if zmax - zmin < 1e-6:
                sides["frontAndBack"].append(tag)
            elif xmax < 1e-6:
                sides["inlet"].append(tag)
            elif xmin > 2 - 1e-6:
                sides["outlet"].append(tag)
            else:
                sides["walls"].append(tag)
        for name, tags in sides.items():
            gmsh.model.addPhysicalGroup(2, tags, name=name)
        gmsh.model.addPhysicalGroup(3, [t for d, t in extruded if d == 3], name="fluid")
        gmsh.model.mesh.generate(3)
        gmsh.option.setNumber("Mesh.MshFileVersion", 2.2)
        gmsh.write(str(path))


def _block_mesh_channel(case: Path) -> Path:
    """A channel with a square obstacle, meshed by blockMesh into ``case``."""
    geometry = read_geometry("a square obstacle of side 0.2 m centred at (0.6, 0.25) in a "
                             "channel 2 m long and 0.5 m high, at most 2000 cells").geometry
    assert geometry is not None
    (case / "system").mkdir(parents=True)
    (case / "system/blockMeshDict").write_text(block_mesh(layout(geometry)).text)
    for name in ("controlDict", "fvSchemes", "fvSolution"):
        shutil.copy(Path("/usr/share/doc/openfoam-examples/examples/incompressible/icoFoam/"
                         "cavity/cavity/system") / name, case / "system" / name)
    assert run_utility(case, "blockMesh").returncode == 0
    return case


def _solve(composition: Composition, path: Path, case: Path, requested: list[str]) -> None:
    imported = import_mesh(path, composition.files, requested=requested)
    write_case(case, {**composition.files, **imported.files}, imported.deletions)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, (result.message, imported.notes)
    assert (case / "log.checkMesh").is_file()
    assert "Mesh OK." in (case / "log.checkMesh").read_text()


@pytest.mark.slow
def test_gmsh_mesh_is_imported_and_solved(composed: Callable[[str, str], Composition],
                                          tmp_path: Path) -> None:
    mesh = tmp_path / "channel.msh"
    _gmsh_channel(mesh)
    assert mesh_kind(mesh) == "gmsh"
    composition = composed(PROMPT, PIMPLE_PITZ_DAILY)
    imported = import_mesh(mesh, composition.files, requested=["inlet", "outlet", "walls"])
    assert imported.patches == {"inlet": "patch", "outlet": "patch", "walls": "wall",
                                "frontAndBack": "empty"}
    assert imported.matches == {"inlet": "inlet", "outlet": "outlet", "walls": "walls"}
    assert "runApplication gmshToFoam mesh.msh" in imported.files["Allrun"]
    _solve(composition, mesh, tmp_path / "case", ["inlet", "outlet", "walls"])


@pytest.mark.slow
def test_poly_mesh_and_fluent_mesh_are_imported_and_solved(
        composed: Callable[[str, str], Composition], tmp_path: Path) -> None:
    source = _block_mesh_channel(tmp_path / "made")
    composition = composed(PROMPT, PIMPLE_PITZ_DAILY)
    requested = ["inlet", "outlet", "obstacle"]
    assert mesh_kind(source) == "polyMesh"
    _solve(composition, source / "constant" / "polyMesh", tmp_path / "from_poly", requested)
    assert run_utility(source, "foamMeshToFluent").returncode == 0
    fluent = source / "fluentInterface" / "made.msh"
    assert mesh_kind(fluent) == "fluent"
    imported = import_mesh(fluent, composition.files, requested=requested)
    assert imported.patches["frontAndBack"] == "empty"
    assert imported.patches["obstacle"] == "wall"
    assert "runApplication fluentMeshToFoam mesh.msh" in imported.files["Allrun"]
    _solve(composition, fluent, tmp_path / "from_fluent", requested)


def test_a_boundary_the_mesh_lacks_is_a_clear_error(tutorial_case: Callable[..., Path],
                                                    composed: Callable[[str, str], Composition]
                                                    ) -> None:
    cavity = tutorial_case("incompressible/icoFoam/cavity/cavity")
    assert run_utility(cavity, "blockMesh").returncode == 0
    with pytest.raises(MeshImportError, match=r"names the boundary 'inlet'.*movingWall \(wall\)"):
        import_mesh(cavity, composed(PROMPT, PIMPLE_PITZ_DAILY).files, requested=["inlet"])


def test_boundaries_match_by_name_then_role() -> None:
    patches = {"in_left": "patch", "out_right": "patch", "upperWall": "wall",
               "lowerWall": "wall", "sides": "empty"}
    assert match_boundaries(["inlet", "outlet", "upperWall"], patches) == {
        "inlet": "in_left", "outlet": "out_right", "upperWall": "upperWall"}
    with pytest.raises(MeshImportError, match="cylinder"):
        match_boundaries(["cylinder"], {"inlet": "patch", "outlet": "patch"})


def test_requested_boundaries_come_from_the_spec() -> None:
    from foam_agent.agents.spec.parse import parse_spec

    spec = parse_spec("pimpleFoam in a channel with a square obstacle of side 0.1 m. The inlet "
                      "velocity is 2 m/s. Zero gradient pressure at the outlet.")
    assert requested_boundaries(spec) == ["inlet", "outlet", "obstacle"]


def test_unknown_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "mesh.stl"
    path.write_text("solid x\nendsolid x\n")
    with pytest.raises(MeshImportError, match="neither a gmsh"):
        mesh_kind(path)
