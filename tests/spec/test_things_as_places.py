"""Things a request names as places, bound to what the followed case has
(``agents.spec.case_places``, ``foamcase.case.domain_fluid``, ``foamcase.case.patch_places``):
the fluid filling the domain is its internal field, a body whose mesh the case merges in is
that mesh's walls; where the case keeps neither so, the words stay a place it lacks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.spec.case_places import in_case_places
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patch_roles import explain
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

PANEL = DEBIAN_TUTORIALS / "combustion" / "fireFoam" / "LES" / "simplePMMApanel"
COMPARTMENT = DEBIAN_TUTORIALS / "combustion" / "fireFoam" / "LES" / "compartmentFire"
IGLOO = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantBoussinesqSimpleFoam" / "iglooWithFridges"
DEPTH_CHARGE = (DEBIAN_TUTORIALS / "multiphase" / "compressibleInterFoam" / "laminar"
                / "depthCharge2D")
HOT_CYLINDER = (DEBIAN_TUTORIALS / "compressible" / "overRhoSimpleFoam" / "hotCylinder"
                / "cylinderAndBackground")
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def _values(prompt: str, case: Path) -> list[tuple[str, tuple[str, ...], object, str]]:
    spec = in_case_places(parse_spec(prompt), case)
    return [(str(item.field), item.boundary, item.value, item.assumption)
            for item in spec.stated.boundary_values]


#: simplePMMApanel's open boundaries: inletOutlet on T with the start level as inletValue.
PANEL_OPENINGS = [("outlet",), ("side",)]


@pytest.mark.parametrize(("prompt", "case", "kelvin", "openings"), [
    ("Burning PMMA slab with fireFoam. Ambient air at 25 °C.", PANEL, 298.15, PANEL_OPENINGS),
    ("fireFoam simplePMMApanel; the ambient is 290 K, run 20 s.", PANEL, 290.0, PANEL_OPENINGS),
    ("Fire on a vertical panel: keep the room at 300 K around it.", PANEL, 300.0,
     PANEL_OPENINGS),
    ("iglooWithFridges: ambient 268 K, fridges as in the example.", IGLOO, 268.0, []),
])
def test_the_fluid_filling_a_single_phase_domain_is_its_internal_field(
        prompt: str, case: Path, kelvin: float, openings: list[tuple[str, ...]]) -> None:
    """The internal field first, then each boundary the case opens to at its start level (the
    ambient rule, ``agents.spec.ambient``); a closed igloo has none."""
    placed = [(boundary, value, note) for field, boundary, value, note
              in _values(prompt, case) if field == "T"]
    assert [(boundary, value) for boundary, value, _ in placed] == [
        ((INTERNAL,), kelvin), *((opening, kelvin) for opening in openings)]
    # the mapping is told, and the inlet the reader offered for a fluid's name is not
    assert "internal field" in placed[0][2] and "is the inlet" not in placed[0][2]


@pytest.mark.parametrize(("prompt", "case"), [
    # a phase of a multiphase case: the air is a region of it, not the whole field
    ("depthCharge2D, the water and the air above the free surface are at 1.2 bar and 290 K.",
     DEPTH_CHARGE),
    # a case whose panel keeps an ambient of its own beyond the wall (externalWallHeatFlux Ta)
    ("compartmentFire with fireFoam, ambient air at 293 K.", COMPARTMENT),
])
def test_a_fluid_the_case_keeps_elsewhere_stays_a_place_it_lacks(prompt: str,
                                                                 case: Path) -> None:
    said = [boundary for field, boundary, _, _ in _values(prompt, case) if field in ("T", "p")]
    assert said
    assert all(boundary != (INTERNAL,) for boundary in said)


def test_a_value_read_from_words_without_the_fluid_is_not_the_fluid_s() -> None:
    # the reader gave "265 K" (the ground's) to the air; the words it read hold no fluid
    temperatures = [(boundary, value) for field, boundary, value, _
                    in _values("Igloo case: air 270 K, ground 265 K.", IGLOO) if field == "T"]
    assert ((INTERNAL,), 265) not in temperatures


LADENBURG = DEBIAN_TUTORIALS / "compressible" / "rhoCentralFoam" / "LadenburgJet60psi"
FAN = DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "RAS" / "TJunctionFan"


@pytest.mark.parametrize(("prompt", "case"), [
    # the ambient is what the value is measured from, no place
    ("TJunctionFan: the fan pushes 45 Pa above ambient.", FAN),
    # a case with a far field: its free stream is the ambient, not only the initial field
    ("LadenburgJet60psi. Ambient: 1 atm, 280 K", LADENBURG),
])
def test_an_ambient_that_is_a_reference_or_a_far_field_is_not_the_internal_field(
        prompt: str, case: Path) -> None:
    said = [boundary for field, boundary, _, _ in _values(prompt, case) if field in ("T", "p")]
    assert said
    assert all(boundary != (INTERNAL,) for boundary in said)


def test_a_speed_said_of_the_air_is_not_the_internal_field() -> None:
    assert all(boundary != (INTERNAL,) for field, boundary, _, _
               in _values("fireFoam panel case, the ambient air drifts at 0.4 m/s.", PANEL)
               if field == "U")


def test_a_merged_mesh_brings_the_patches_its_field_files_name() -> None:
    patches = mesh_patches(HOT_CYLINDER)
    assert {"inlet", "outlet", "topAndBottom", "frontAndBack"} <= set(patches)
    assert {"wall", "walls"} <= set(patches)
    # a case that merges nothing keeps its blockMeshDict's list
    assert set(mesh_patches(PITZ)) == {"inlet", "outlet", "upperWall", "lowerWall",
                                       "frontAndBack"}


@pytest.mark.parametrize(("prompt", "kelvin"), [
    ("overRhoSimpleFoam hot cylinder: the cylinder is held at 400 K, inlet 3 m/s.", 400.0),
    ("hotCylinder overset case, cylinder surface at 350 K.", 350.0),
    ("hotCylinder overset: set the cylinder to 500 K.", 500.0),
    ("overRhoSimpleFoam cylinder in a channel, cylinder temperature 480 K", 480.0),
])
def test_a_body_whose_mesh_the_case_merges_in_is_that_mesh_s_walls(prompt: str,
                                                                   kelvin: float) -> None:
    patches = mesh_patches(HOT_CYLINDER)
    sides = lambda: patch_sides(HOT_CYLINDER)  # noqa: E731
    body = [boundary for field, boundary, value, _ in _values(prompt, HOT_CYLINDER)
            if field == "T" and value == kelvin]
    assert body
    found = resolve(body[0], patches, sides=sides)
    assert found and set(found) <= {"wall", "walls"}
    assert "a mesh tool adds after blockMesh" in explain(body[0][0], found, sides)


def test_a_body_in_a_case_with_none_stays_unplaced() -> None:
    assert resolve(("cylinder",), mesh_patches(PITZ), sides=lambda: patch_sides(PITZ)) == []


MOVING_BOX = DEBIAN_TUTORIALS / "heatTransfer" / "overBuoyantPimpleDyMFoam" / "movingBox"
BOAT = DEBIAN_TUTORIALS / "multiphase" / "overInterDyMFoam" / "boatAndPropeller"


@pytest.mark.parametrize("prompt", [
    "movingBox overset: the block surface is held at 340 K.",
    "overBuoyantPimpleDyMFoam: hold the block surface at 345 K.",
    "Hot block shaken in an air box; the obstacle wall is at 330 K.",
])
def test_a_body_a_cut_leaves_in_the_mesh_is_the_patch_the_cut_fills(prompt: str) -> None:
    # subsetMesh box -patch hole: the blockMeshDict lists 'hole' with no face
    body = [boundary for field, boundary, _, _ in _values(prompt, MOVING_BOX) if field == "T"]
    assert body
    assert resolve(body[0], mesh_patches(MOVING_BOX),
                   sides=lambda: patch_sides(MOVING_BOX)) == ["hole"]


def test_several_cut_bodies_are_no_one_body() -> None:
    assert resolve(("obstacle",), mesh_patches(BOAT), sides=lambda: patch_sides(BOAT)) == []
