"""A constraint type after a list whose words leave its scope open goes where the case says.

"velocity-inlet-6, pressure-outlet-7, wall-8, frontAndBackPlanes empty" (commas alone, no
head noun, no sharing word) reads as four empty patches or as an inventory typed at its last
item. The reader keeps the list (``BoundaryType.listed``); the case's own patch types decide
(``foamcase.case.patch_roles.constraint_holders``): the item the case already makes that
kind (its mesh, its fields, or a 2-D mesh's faces across its one cell) takes the type, the
inlets, outlets and walls beside it keep theirs, and the audit checks no type on them. Where
no item is that kind, every item is retyped as the words say.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.values.type_scope import declined_by_case
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patch_roles import constraint_kind

ELBOW = "incompressible/icoFoam/elbow"
CAVITY = "incompressible/icoFoam/cavity/cavity"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def _listed(request: str, kind: str) -> dict[str, int]:
    """Boundary → the length of the open list it was typed ``kind`` in."""
    return {item.boundary[0]: len(item.listed) for item in parse_spec(request).stated
            .boundary_types if item.type == kind}


@pytest.mark.parametrize("request_text", [
    "Mixing elbow with icoFoam: velocity-inlet-5 at 1 m/s, velocity-inlet-6, "
    "pressure-outlet-7, wall-8, frontAndBackPlanes empty.",
    "icoFoam elbow, boundaries as in the tutorial -\nvelocity-inlet-6, pressure-outlet-7,\n"
    "wall-4, wall-8, frontAndBackPlanes empty; inlet speed 1 m/s.",
    "elbow (icoFoam): wall-4, velocity-inlet-6, frontAndBackPlanes empty. Inlet 2 m/s.",
])
def test_an_open_list_keeps_its_items_for_the_case_to_decide(request_text: str) -> None:
    listed = _listed(request_text, "empty")
    assert "frontAndBackPlanes" in listed and len(listed) > 1
    assert all(length == len(listed) for length in listed.values())


@pytest.mark.parametrize("request_text", [
    "pitzDaily with upperWall and lowerWall symmetryPlane, inlet 5 m/s.",
    "patches lid, fixedWalls, frontAndBack empty; lid at 1 m/s.",
    "the top, bottom and sides are symmetry planes",
])
def test_a_list_whose_words_decide_is_no_open_list(request_text: str) -> None:
    kinds = parse_spec(request_text).stated.boundary_types
    assert kinds and not any(item.listed for item in kinds)


def test_the_case_says_which_patch_is_its_constraint(
        tutorial_case: Callable[[str], Path]) -> None:
    """The elbow's mesh is converted when it runs (every patch reads ``patch``): its fields
    make frontAndBackPlanes empty. The cavity's blockMesh says so itself."""
    elbow = tutorial_case(ELBOW)
    patches = mesh_patches(elbow)
    assert patches["frontAndBackPlanes"] == "patch"
    assert constraint_kind(elbow, "frontAndBackPlanes", patches) == "empty"
    assert constraint_kind(elbow, "wall-8", patches) is None
    cavity = tutorial_case(CAVITY)
    assert constraint_kind(cavity, "frontAndBack", mesh_patches(cavity)) == "empty"
    assert constraint_kind(cavity, "fixedWalls", mesh_patches(cavity)) is None


def test_the_walls_and_openings_of_an_open_list_keep_their_types(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(ELBOW)
    request = ("Laminar elbow with icoFoam: velocity-inlet-5 at (1 0 0) m/s, wall-4 and "
               "wall-8 noSlip, velocity-inlet-6, pressure-outlet-7, wall-8, "
               "frontAndBackPlanes empty.")
    spec = parse_spec(request)
    patches = mesh_patches(root)
    declined = {item.boundary[0] for item in spec.stated.boundary_types
                if declined_by_case(item, patches, root) is not None}
    assert declined == {"velocity-inlet-6", "pressure-outlet-7", "wall-8"}
    apply_requirements(root, spec.stated)
    velocity = FoamFieldFile(root / "0" / "U").boundary_field
    assert velocity["wall-8"]["type"] == "noSlip"
    assert velocity["pressure-outlet-7"]["type"] != "empty"
    assert velocity["frontAndBackPlanes"]["type"] == "empty"
    rows = [row for row in audit_case(spec, root) if "empty" in row.requirement
            or "empty" in row.expected]
    assert rows and all(row.met for row in rows), rows
    assert any("wall-8" in row.requirement and "frontAndBackPlanes" in row.note for row in rows)


def test_a_list_none_of_whose_items_the_case_makes_that_kind_is_retyped_whole(
        tutorial_case: Callable[[str], Path]) -> None:
    """pitzDaily's walls are walls: "upperWall, lowerWall symmetryPlane" asks both."""
    root = tutorial_case(PITZ_DAILY)
    spec = parse_spec("simpleFoam pitzDaily with upperWall, lowerWall symmetryPlane, inlet "
                      "5 m/s.")
    assert all(item.listed for item in spec.stated.boundary_types)
    patches = mesh_patches(root)
    assert all(declined_by_case(item, patches, root) is None
               for item in spec.stated.boundary_types)


@pytest.mark.slow
def test_the_elbow_with_its_open_inventory_runs(tutorial_case: Callable[[str], Path]) -> None:
    """OpenFOAM converts and runs the elbow written from an open list: its walls and
    openings keep their conditions, frontAndBackPlanes stays empty, and every row holds."""
    from foam_agent.agents.runners import LocalRunner

    root = tutorial_case(ELBOW)
    request = ("icoFoam elbow: velocity-inlet-5 at (1 0 0) m/s, velocity-inlet-6 at "
               "(0 3 0) m/s, wall-4 and wall-8 noSlip; patches as converted - "
               "velocity-inlet-6, pressure-outlet-7, wall-8, frontAndBackPlanes empty. "
               "endTime 0.1 s, deltaT 0.05 s.")
    spec = parse_spec(request)
    apply_requirements(root, spec.stated)
    (root / "Allrun").write_text("#!/bin/sh\nfluentMeshToFoam elbow.msh > log.fluentMeshToFoam "
                                 "2>&1 && icoFoam > log.icoFoam 2>&1\n")
    result = LocalRunner(timeout_s=300).run(root)
    assert result.ok, (result.status, result.fatal_error)
    assert mesh_patches(root)["frontAndBackPlanes"] == "empty"
    assert FoamFieldFile(root / "0" / "U").boundary_field["wall-8"]["type"] == "noSlip"
    rows = audit_case(spec, root)
    assert all(row.met for row in rows if "type" in row.requirement or "empty" in
               row.requirement), [row for row in rows if not row.met]
