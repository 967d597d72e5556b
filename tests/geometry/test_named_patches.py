"""A generated mesh is refused when files staying in the case name the tutorial's patches it
replaces (a cloud's injection patch, a function object's patches): OpenFOAM would stop on a
patch not found after the mesh was made."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.geometry.apply import apply_geometry
from foam_agent.agents.geometry.named_patches import (
    PatchesNamedElsewhere,
    patches_named_elsewhere,
)
from foam_agent.agents.spec.parse import parse_spec
from tests.geometry.conftest import PIMPLE_PITZ_DAILY

#: A body in a channel, in words of this test's own.
BODY_IN_A_CHANNEL = ("Put a circular cylinder of diameter 0.02 m in a duct 0.5 m long and "
                     "0.1 m high, inflow at 1 m/s.")


def test_a_cloud_injecting_through_a_replaced_patch_refuses_the_generated_mesh(
        composed: Callable[[str, str], Composition]) -> None:
    """MPPICFoam's injectionChannel injects its parcels through ``lowerInlet`` and
    ``upperInlet``; a generated channel has an ``inlet`` alone."""
    composition = composed(BODY_IN_A_CHANNEL, "lagrangian/MPPICFoam/injectionChannel")
    geometry = parse_spec(BODY_IN_A_CHANNEL).geometry
    assert geometry is not None
    with pytest.raises(PatchesNamedElsewhere) as refused:
        apply_geometry(composition.files, geometry, dialect="esi-1912")
    named = {item.patch: item.file for item in refused.value.named}
    assert named.get("lowerInlet") == "constant/kinematicCloudProperties", named
    assert "lowerInlet" in str(refused.value)


def test_a_tutorial_whose_other_files_name_no_patch_takes_the_generated_mesh(
        composed: Callable[[str, str], Composition]) -> None:
    composition = composed(BODY_IN_A_CHANNEL, PIMPLE_PITZ_DAILY)
    geometry = parse_spec(BODY_IN_A_CHANNEL).geometry
    assert geometry is not None
    applied = apply_geometry(composition.files, geometry, dialect="esi-1912")
    assert applied.mesher in {"blockMesh", "gmsh"}


def test_a_patch_named_in_a_comment_a_field_or_a_replaced_file_does_not_count() -> None:
    boundary = "boundaryField\n{\n    sidePort { type zeroGradient; }\n}\n"
    files = {
        "0/U": boundary,
        "0.orig/T": boundary,
        "system/blockMeshDict": "boundary\n(\n    sidePort { type patch; faces (); }\n);\n",
        "system/controlDict": "// probes on sidePort were removed\napplication icoFoam;\n",
        "constant/triSurface/port.stl": "solid sidePort\nendsolid sidePort\n",
    }
    assert patches_named_elsewhere(files, {"system/blockMeshDict"}, {"inlet"}) == ()
    files["system/controlDict"] += "functions { wss { patches (sidePort); } }\n"
    assert [item.file for item in patches_named_elsewhere(
        files, {"system/blockMeshDict"}, {"inlet"})] == ["system/controlDict"]
    assert patches_named_elsewhere(files, {"system/blockMeshDict"}, {"sidePort"}) == ()
