"""A constraint type asked of a patch is given through the mesh: the blockMeshDict's patch
type and every field's entry (``agents.authors.editors.mesh_patch_types``); a patch whose
faces or mesh cannot take it keeps its type, with why, and its audit row stays unmet."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.mesh_patch_types import retype_refusal
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import BoundaryType, BoundaryValue, Requirements
from foam_agent.foamcase.case.files import mesh_patches

CAVITY = "incompressible/icoFoam/cavity/cavity"
BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"


def _type_rows(request: str, root: Path) -> list[bool]:
    spec = parse_spec(request)
    return [row.met for row in audit_case(spec, root)
            if "type" in row.requirement and "boundary" in row.requirement]


def test_a_plane_wall_asked_as_a_symmetry_plane_is_retyped_in_the_mesh_and_every_field(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    request = "icoFoam cavity: make the movingWall a symmetryPlane, fixedWalls noSlip."
    report = apply_requirements(root, parse_spec(request).stated)
    assert mesh_patches(root)["movingWall"] == "symmetryPlane"
    for name in ("U", "p"):
        entry = FoamFieldFile(root / "0" / name).boundary_field["movingWall"]
        assert dict(entry) == {"type": "symmetryPlane"}, name
    assert any(edit.file == "system/blockMeshDict" and edit.retyped_to == "symmetryPlane"
               for edit in report.edits)
    assert _type_rows(request, root) and all(_type_rows(request, root))


@pytest.mark.parametrize(("request_text", "patch", "why"), [
    ("icoFoam cavity with the fixedWalls a symmetryPlane.", "fixedWalls", "more than one"),
    ("icoFoam cavity with the movingWall empty.", "movingWall", "flat axis"),
])
def test_a_patch_whose_faces_cannot_take_the_type_keeps_its_own(
        tutorial_case: Callable[[str], Path], request_text: str, patch: str, why: str) -> None:
    """Three walls in three planes are no symmetry plane, and an empty patch is the third
    direction of a 2-D mesh: each is refused with why, the mesh and fields unchanged, the
    row unmet."""
    root = tutorial_case(CAVITY)
    before = mesh_patches(root)[patch]
    report = apply_requirements(root, parse_spec(request_text).stated)
    assert mesh_patches(root)[patch] == before
    assert any(why in skip.reason for skip in report.skips), report.skips
    assert not any(_type_rows(request_text, root))


def test_a_wedge_or_a_cyclic_is_never_made_by_retyping(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    for kind in ("wedge", "cyclic"):
        why = retype_refusal(root, "movingWall", kind)
        assert why is not None and "must be built for" in why
    assert retype_refusal(root, "movingWall", "symmetry") is None


def test_a_case_that_ships_its_mesh_keeps_its_patch_types(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    shutil.copytree(root, root.parent / "meshed")
    mesh = root / "constant" / "polyMesh"
    mesh.mkdir(parents=True)
    (mesh / "boundary").write_text(
        "FoamFile { version 2.0; format ascii; class polyBoundaryMesh; object boundary; }\n"
        "3 ( movingWall { type wall; nFaces 20; startFace 760; } "
        "fixedWalls { type wall; nFaces 60; startFace 780; } "
        "frontAndBack { type empty; nFaces 800; startFace 840; } )\n")
    report = apply_requirements(root, parse_spec(
        "icoFoam cavity: make the movingWall a symmetryPlane.").stated)
    assert mesh_patches(root)["movingWall"] == "wall"
    assert any("ships its mesh" in skip.reason for skip in report.skips)


@pytest.mark.slow
def test_benard_cells_run_with_a_free_slip_ceiling_as_a_symmetry_plane(
        tutorial_case: Callable[[str], Path]) -> None:
    """OpenFOAM reads the retyped case: BenardCells' ceiling as a symmetry plane runs a few
    steps, and the audit finds the type in the mesh it made."""
    root = tutorial_case(BENARD)
    request = ("buoyantBoussinesqPimpleFoam BenardCells with the ceiling a symmetryPlane; "
               "endTime 0.5 s, deltaT 0.05 s.")
    spec = parse_spec(request)
    apply_requirements(root, spec.stated)
    solver = "buoyantBoussinesqPimpleFoam"
    (root / "Allrun").write_text(f"#!/bin/sh\nblockMesh > log.blockMesh 2>&1 && "
                                 f"{solver} > log.{solver} 2>&1\n")
    result = LocalRunner(timeout_s=300).run(root)
    assert result.ok, (result.status, result.fatal_error)
    assert mesh_patches(root)["ceiling"] == "symmetryPlane"
    assert _type_rows(request, root) and all(_type_rows(request, root))


def test_symmetry_asked_of_a_symmetry_plane_leaves_the_mesh_as_it_is(
        tutorial_case: Callable[[str], Path]) -> None:
    """"symmetry along the left and bottom edges" of plateHole, whose left and down are
    symmetry planes already: a request's "symmetry" is either type, so nothing is retyped
    (the plane was turned into a general symmetry patch)."""
    root = tutorial_case("stressAnalysis/solidDisplacementFoam/plateHole")
    report = apply_requirements(root, parse_spec(
        "solidDisplacementFoam plateHole, quarter plate with symmetry along the left and "
        "bottom edges.").stated)
    assert mesh_patches(root)["left"] == mesh_patches(root)["down"] == "symmetryPlane"
    assert not any(edit.file == "system/blockMeshDict" for edit in report.edits)
    assert not any("symmetry" in (skip.what or "") for skip in report.skips), report.skips


def test_a_patch_the_request_also_gives_a_value_is_not_retyped(
        tutorial_case: Callable[[str], Path]) -> None:
    """A constraint type and a value on one patch are the words read two ways (round 16's
    "left and down symmetryPlane, right, up, hole" gave the loaded right a symmetry plane):
    retyping it would drop the value, so the mesh stays and the type is a skip with why."""
    root = tutorial_case(CAVITY)
    stated = Requirements(
        boundary_types=(BoundaryType(None, ("movingWall",), "symmetryPlane", "symmetryPlane"),),
        boundary_values=(BoundaryValue("U", ("movingWall",), 1.0, "movingWall 1 m/s"),))
    report = apply_requirements(root, stated)
    assert mesh_patches(root)["movingWall"] == "wall"
    assert any("read two ways" in skip.reason for skip in report.skips), report.skips
