"""A boundary-condition type said per patch, by name or in words, is written whole on the
selected patches of the named field (with the entries the type needs), and one that cannot
hold on its patch (a wall function on a non-wall) is refused with a reason."""

from __future__ import annotations

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.geometry.audit import read_mesh_shape
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import entries_of, lookup
from tests.support.applied import applied_audit, tutorial_files

PITZ = "incompressible/simpleFoam/pitzDaily"


def _type_rows(request: str, family: str) -> dict[str, bool]:
    rows = applied_audit(parse_spec(request), family)
    return {row.requirement: row.met for row in rows if " type on " in row.requirement}


def test_a_wall_function_named_for_a_field_replaces_the_cases_on_its_walls() -> None:
    for request in (
            "pitzDaily with simpleFoam, kEpsilon, inlet 12 m/s; nut: nutUSpaldingWallFunction "
            "on upperWall and lowerWall. 600 iterations.",
            "Backward step (pitzDaily), simpleFoam. Use nutUSpaldingWallFunction for nut on "
            "upperWall and lowerWall; inlet velocity 7 m/s."):
        rows = _type_rows(request, PITZ)
        assert rows == {"nut type on upperWall": True, "nut type on lowerWall": True}, request
    files = tutorial_files(PITZ)
    spec = parse_spec("pitzDaily, simpleFoam: nut nutUSpaldingWallFunction on lowerWall.")
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        entries = entries_of(root / "0" / "nut")
        assert lookup(entries, ("boundaryField", "lowerWall", "type")) == "nutUSpaldingWallFunction"
        # The type's one entry is there, from the patch's old value.
        assert lookup(entries, ("boundaryField", "lowerWall", "value")) is not None
        assert lookup(entries, ("boundaryField", "upperWall", "type")) == "nutkWallFunction"


def test_a_wall_function_on_an_opening_is_refused_and_stays_unmet() -> None:
    rows = _type_rows("pitzDaily with simpleFoam; nutUSpaldingWallFunction for nut on the "
                      "outlet and on upperWall.", PITZ)
    assert rows["nut type on upperWall"]
    assert [met for requirement, met in rows.items() if "outlet" in requirement.lower()] == [
        False]


FLANGE = "basic/laplacianFoam/flange"
WIRE = "electromagnetics/electrostaticFoam/chargedWire"
CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"


def test_a_type_for_no_field_goes_to_the_one_field_the_case_leaves_open() -> None:
    # The flange solves T alone: the type is T's.
    rows = _type_rows("laplacianFoam flange: DT 4e-5 m2/s, patch1 fixedValue 500 K; patch3 "
                      "and patch4 zeroGradient. endTime 3 s.", FLANGE)
    assert rows == {"T type on patch3": True, "T type on patch4": True}
    # The wire's potential on 'up' is stated, so the zeroGradient there is the charge's.
    for request in (
            "electrostaticFoam chargedWire: potential phi fixedValue 20000 V on 'hole' and "
            "0 V on 'up'; charge density rho fixedValue 3e-05 C/m^3 on 'hole', zeroGradient "
            "on 'up'. endTime 0.02 s.",
            "chargedWire with electrostaticFoam: phi 25 kV on hole and 0 V on up. Space "
            "charge: fixedValue 1e-5 C/m^3 on 'hole', zeroGradient on 'up'. Run 0.01 s."):
        rows = _type_rows(request, WIRE)
        assert rows.get("rho type on up") is True, (request, rows)


def test_a_type_for_no_field_where_two_fields_are_open_is_not_written() -> None:
    # Both U and p on the cylinder's outlet are open: the words do not say which.
    files = tutorial_files(CYLINDER)
    spec = parse_spec("nonNewtonianIcoFoam offsetCylinder: inlet 'left' at 0.4 m/s, the "
                      "outlet 'right' zeroGradient. endTime 1 s.")
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        pressure = entries_of(root / "0" / "p")
        assert lookup(pressure, ("boundaryField", "right", "type")) == "fixedValue"


def test_front_and_back_left_to_blockmeshs_default_patch_are_its_empty_faces() -> None:
    # damBreak and the oscillating inlet list no front or back patch: blockMesh puts those
    # faces in defaultFaces, empty, and the mesh reader finds them there (the oscillating
    # inlet keeps two older blocks as commented-out "hex" lines, which are no blocks).
    for family in ("multiphase/interFoam/laminar/damBreak/damBreak",
                   "incompressible/pimpleFoam/RAS/oscillatingInletACMI2D"):
        with workspace(tutorial_files(family)) as root:
            shape = read_mesh_shape(root)
        assert shape is not None and shape.types.get("defaultFaces") == "empty", family
    acmi = "incompressible/pimpleFoam/RAS/oscillatingInletACMI2D"
    rows = [row for row in applied_audit(parse_spec(
        "A 2D channel whose inlet duct swings, as in the oscillating-inlet ACMI example; water, "
        "2 m/s at the inlet, simulate 1 s."), acmi) if row.requirement == "2-D"]
    assert [(row.met, row.found) for row in rows] == [
        (True, "160 x 96 x 1 cells across x, y, z; empty or wedge patches: defaultFaces "
               "(empty)")]


def test_free_slip_and_shear_free_walls_are_slip_velocities() -> None:
    for request, family, patch in (
            ("pitzDaily, simpleFoam, inlet 5 m/s, free-slip upper wall, 300 iterations.", PITZ,
             "upper wall"),
            ("icoFoam cavity, lid at 3 m/s; make the fixedWalls free slip. endTime 0.4 s.",
             "incompressible/icoFoam/cavity/cavity", "fixedWalls"),
            ("Cavity with icoFoam: the lid moves at 1.5 m/s and the fixedWalls are shear-free.",
             "incompressible/icoFoam/cavity/cavity", "fixedWalls")):
        assert _type_rows(request, family) == {f"U type on {patch}": True}, request


def test_a_slip_wall_asked_of_a_symmetry_plane_stays_unmet() -> None:
    # porousBlockage's top and bottom are symmetry planes: no field entry can make them slip.
    rows = _type_rows("pisoFoam porousBlockage: inlet 0.5 m/s; top and bottom free-slip "
                      "walls. 40 s.", "incompressible/pisoFoam/laminar/porousBlockage")
    assert rows and not any(rows.values())
