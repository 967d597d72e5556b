"""A patch that holds two sides is parted when the request states the sides apart, and blockMesh
makes the parted patches: BenardCells' ``sideWalls`` becomes a hot left and a cold right wall,
and a multi-block mesh (cavityClipped) gives its left faces a patch of their own."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.split_sides import plan_parts
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import mesh_patches

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
CLIPPED = "incompressible/icoFoam/cavity/cavityClipped"
HEATED = ("Natural convection with buoyantBoussinesqPimpleFoam: the left wall hot at 301 K, "
          "the right wall cold at 299 K, the floor and ceiling insulated.")


def _block_mesh(root: Path) -> dict[str, int]:
    """Run blockMesh; the mesh's patch name → its number of faces."""
    environment = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    subprocess.run(["blockMesh", "-case", str(root)], env=environment, check=True,
                   capture_output=True, timeout=120)
    boundary = FoamFile(root / "constant" / "polyMesh" / "boundary")[None]
    assert isinstance(boundary, list)
    return {name: int(entry["nFaces"]) for name, entry in boundary}


def _conditions(root: Path, field: str) -> dict[str, str]:
    """Patch name → the condition type OpenFOAM itself reads for ``field`` (``patchSummary``
    on the meshed case)."""
    environment = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    summary = subprocess.run(["patchSummary", "-case", str(root)], env=environment, check=True,
                             capture_output=True, text=True, timeout=120).stdout
    found: dict[str, str] = {}
    for block in summary.split("\n\n"):
        lines = [line.split() for line in block.strip().splitlines()]
        patches = [words[2] for words in lines if len(words) == 3 and words[1] == ":"]
        kind = next((words[2] for words in lines if len(words) == 3 and words[1] == field),
                    None)
        found.update({patch: kind for patch in patches if kind is not None})
    return found


def test_hot_and_cold_walls_part_benard_cells_side_walls(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(BENARD)
    spec = parse_spec(HEATED)
    apply_requirements(root, spec.stated)
    faces = _block_mesh(root)
    assert "sideWalls" not in faces
    assert faces["leftWall"] == faces["rightWall"] == 10, faces  # 10 cells high, 1 deep
    assert faces["floor"] == faces["ceiling"] == 90
    temperature = FoamFieldFile(root / "0" / "T").boundary_field
    assert temperature["leftWall"]["type"] == "fixedValue"
    assert float(temperature["leftWall"]["value"]) == 301
    assert float(temperature["rightWall"]["value"]) == 299
    assert "sideWalls" not in temperature
    rows = {row.requirement: row for row in audit_case(spec, root)}
    assert rows["T on left wall"].met and rows["T on left wall"].entry == (
        "boundaryField/leftWall/value"), rows["T on left wall"]
    assert rows["T on right wall"].met and "rightWall" in rows["T on right wall"].entry


def test_one_side_of_a_multi_block_patch_gets_its_own_and_the_rest_stays(
        tutorial_case: Callable[..., Path]) -> None:
    before = _block_mesh(tutorial_case(CLIPPED, "shipped"))
    root = tutorial_case(CLIPPED)
    spec = parse_spec("cavityClipped with icoFoam, slip on the left wall.")
    apply_requirements(root, spec.stated)
    after = _block_mesh(root)
    assert after["leftWall"] > 0
    assert after["leftWall"] + after["fixedWalls"] == before["fixedWalls"], (before, after)
    velocity = FoamFieldFile(root / "0" / "U").boundary_field
    assert velocity["leftWall"]["type"] == "slip"
    assert velocity["fixedWalls"]["type"] == "noSlip"


def test_a_patch_is_not_parted_when_the_words_cover_its_sides(
        tutorial_case: Callable[[str], Path]) -> None:
    benard = tutorial_case(BENARD)
    whole = parse_spec("BenardCells with buoyantBoussinesqPimpleFoam, the side walls at 300 K.")
    assert plan_parts(benard, whole.stated) == []
    cavity = tutorial_case("incompressible/icoFoam/cavity/cavity")
    lid = parse_spec("cavity with icoFoam, the top lid moves at 2 m/s.")
    assert plan_parts(cavity, lid.stated) == []
    assert set(mesh_patches(cavity)) == {"movingWall", "fixedWalls", "frontAndBack"}


#: BenardCells' 0/p with its ``wall`` group entry replaced by two quoted patterns that both
#: match ``sideWalls``: the first gives it ``calculated``, the second ``zeroGradient``.
TWO_PATTERNS = """
    "(sideWalls|floor|ceiling)"
    {
        type            calculated;
        value           $internalField;
    }
    "side.*"
    {
        type            zeroGradient;
    }
"""


def _two_patterns(root: Path) -> None:
    path = root / "0" / "p"
    text = path.read_text()
    start = text.index("    wall\n")
    end = text.index("}", start) + 1
    path.write_text(text[:start] + TWO_PATTERNS + text[end:])


def test_a_parted_patch_keeps_the_entry_openfoam_read_the_last_matching_pattern(
        tutorial_case: Callable[..., Path]) -> None:
    shipped = tutorial_case(BENARD, "shipped")
    _two_patterns(shipped)
    _block_mesh(shipped)
    read = _conditions(shipped, "p")
    assert read["sideWalls"] == "zeroGradient" and read["floor"] == "calculated", read
    root = tutorial_case(BENARD)
    _two_patterns(root)
    apply_requirements(root, parse_spec(HEATED).stated)
    pressure = FoamFieldFile(root / "0" / "p").boundary_field
    assert pressure["leftWall"]["type"] == pressure["rightWall"]["type"] == "zeroGradient"
    _block_mesh(root)
    parted = _conditions(root, "p")
    assert parted["leftWall"] == parted["rightWall"] == "zeroGradient", parted
    assert parted["floor"] == "calculated", parted


def test_a_mesh_listing_its_patches_in_the_older_form_is_left_whole_with_the_reason(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("multiphase/compressibleInterFoam/laminar/depthCharge2D")
    spec = parse_spec("compressibleInterFoam depth charge: keep the top wall at 320 K.")
    assert plan_parts(root, spec.stated), "the request names one side of a patch of several"
    mesh = (root / "system" / "blockMeshDict").read_text()
    report = apply_requirements(root, spec.stated)
    assert (root / "system" / "blockMeshDict").read_text() == mesh
    assert any("older 'patches' form" in skip.reason for skip in report.skips), report.skips
