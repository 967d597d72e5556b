"""Walls, sides and openings named in words, and conditions said in words, are written on the
patches the followed tutorial's geometry and values say, each mapping is recorded by the
audit, a count that does not fit is unmet, and a value written on the wrong patch is caught."""

from __future__ import annotations

import re

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import entries_of, lookup
from tests.support.applied import applied_audit, tutorial_files

ELBOW = "incompressible/icoFoam/elbow"
CAVITY = "incompressible/icoFoam/cavity/cavity"
HOT_ROOM = "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom"
FLANGE = "basic/laplacianFoam/flange"


def _mapping(rows: list[AuditRow], words: str) -> AuditRow:
    return next(row for row in rows if row.requirement == f"patches meant by '{words}'")


def test_the_reader_keeps_the_role_size_and_count_of_the_words() -> None:
    stated = parse_spec(
        "Elbow mixer: the primary inlet feeds 0.8 m/s while the narrower side inlet feeds "
        "2.5 m/s. In the box, the remaining three walls stay stationary and all 4 walls are "
        "thermally insulated.").stated
    assert [item.boundary[0] for item in stated.boundary_values] == [
        "primary inlet", "narrower side inlet"]
    types = {(item.type, item.boundary[0]) for item in stated.boundary_types}
    assert ("noSlip", "the remaining 3 walls") in types
    assert ("zeroGradient", "all 4 walls") in types


def test_the_main_and_the_side_inlet_of_the_elbow_go_by_area() -> None:
    spec = parse_spec("Elbow mixer with the usual demo set-up: the bigger inlet at 0.7 m/s and "
                      "the jet at 2.2 m/s.")
    rows = applied_audit(spec, ELBOW)
    speeds = {row.entry: row for row in rows if row.requirement.startswith("U on")}
    assert speeds["boundaryField/velocity-inlet-5/value"].found == "(0.7 0 0)"
    assert speeds["boundaryField/velocity-inlet-6/value"].found == "(0 2.2 0)"
    assert all(row.met for row in speeds.values())
    told = _mapping(rows, "jet")
    assert told.met and "velocity-inlet-6" in told.note and "smallest inlet by area" in told.note


def test_a_value_written_on_the_wrong_inlet_is_caught_by_the_audit() -> None:
    spec = parse_spec("Elbow: the main inlet at 0.7 m/s, the side inlet at 2.2 m/s.")
    files = tutorial_files(ELBOW)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        velocity = root / "0" / "U"
        text = velocity.read_text()
        # The two speeds swapped between the patches, as a reader mapping by order would.
        swapped = text.replace("(0.7 0.0 0.0)", "(SIDE)").replace(
            "(0.0 2.2 0.0)", "(0.7 0.0 0.0)").replace("(SIDE)", "(0.0 2.2 0.0)")
        assert swapped != text
        velocity.write_text(swapped)
        rows = audit_case(spec, root)
    unmet = {row.entry for row in rows if not row.met}
    assert {"boundaryField/velocity-inlet-5/value",
            "boundaryField/velocity-inlet-6/value"} <= unmet


def test_the_other_sides_of_the_cavity_are_its_fixed_walls_and_their_count_is_checked() -> None:
    rows = applied_audit(parse_spec(
        "Driven cavity, lid speed 2 m/s; the other three sides do not move."), CAVITY)
    kept = _mapping(rows, "the other 3 sides")
    assert kept.met and kept.found == "fixedWalls"
    assert "bottom, left, right" in kept.note
    wrong = applied_audit(parse_spec(
        "Driven cavity, lid speed 2 m/s; the other two sides do not move."), CAVITY)
    counted = _mapping(wrong, "the other two sides")
    assert not counted.met and "says 2" in counted.note


def test_floor_ceiling_and_side_walls_of_the_room_land_on_their_planes() -> None:
    spec = parse_spec("Warehouse bay like the hot room tutorial: the floor and ceiling are "
                      "held at 14 °C and the four side walls are adiabatic.")
    files = tutorial_files(HOT_ROOM)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        rows = audit_case(spec, root)
        temperature = entries_of(root / "0" / "T.orig")
        assert lookup(temperature, ("boundaryField", "fixedWalls", "type")) == "zeroGradient"
    walls = _mapping(rows, "the 4 side walls")
    assert walls.met and walls.note.startswith("'the 4 side walls' is fixedWalls (on the back, "
                                               "front, left, right planes)")
    assert all(row.met for row in rows if row.requirement in ("T on floor", "T on ceiling"))


def test_the_faces_a_heated_part_is_heated_and_cooled_on_follow_the_cases_own_values() -> None:
    spec = parse_spec("Steel part shaped as in the flange example: the face that the case heats "
                      "sits at 200 °C, the face it cools at 30 °C, and the rest is insulated.")
    rows = applied_audit(spec, FLANGE)
    placed = {row.entry: row.found for row in rows if row.requirement.startswith("T on")}
    assert placed == {"boundaryField/patch4/value": "473.15",
                      "boundaryField/patch2/value": "303.15"}
    assert re.search(r"highest fixed value", _mapping(rows, "heated face").note)
    rest = [row for row in rows if row.requirement == "T type on the rest"]
    assert sorted(row.entry for row in rest) == ["boundaryField/patch1/type",
                                                 "boundaryField/patch3/type"]
    assert all(row.met for row in rows)


def test_a_fluent_zone_name_is_one_patch_name_and_its_role_in_brackets_agrees() -> None:
    stated = parse_spec("elbow: pressure-outlet-7 fixedValue 0 for p; velocity-inlet-6 (the "
                        "jet) fixedValue (0 2 0) m/s; wall-4 and wall-8 noSlip").stated
    named = {item.boundary[0] for item in (*stated.boundary_values, *stated.boundary_types)}
    assert {"pressure-outlet-7", "velocity-inlet-6", "wall-4", "wall-8"} <= named
    rows = applied_audit(parse_spec("elbow: velocity-inlet-6 (the jet) fixedValue (0 2 0) m/s"),
                         ELBOW)
    assert all(row.met for row in rows)
    assert {row.entry for row in rows if row.requirement.startswith("U on")} == {
        "boundaryField/velocity-inlet-6/value"}


def test_an_aside_adding_a_wall_lends_no_boundary_even_across_a_line_break() -> None:
    for text in ("Closed box; every wall, the lid too, is kept at 330 K.",
                 "Closed box whose lid slides at 3 m/s. All the walls,\nlid included, are at "
                 "330 K."):
        temperatures = [item.boundary for item in parse_spec(text).stated.boundary_values
                        if item.field == "T"]
        assert len(temperatures) == 1 and temperatures[0][0] in ("wall", "walls"), text
    # Its words begin at the walls, so a fluid said to start at the same temperature does not
    # take the walls' value for its own.
    stated = parse_spec("Sealed box of air whose lid slides at 5 m/s. All the walls,\nlid "
                        "included, are held at 40 °C, and the air inside starts at 40 °C and "
                        "1 bar. Compressible, laminar.").stated
    walls = [item for item in stated.boundary_values if item.boundary[0] == "walls"]
    assert [item.source for item in walls] == ["All the walls, lid included, are held at 40 °C"]


def test_a_side_said_as_a_symbols_subscript_is_that_sides_patch() -> None:
    rows = applied_audit(parse_spec("Rayleigh-Benard layer as in BenardCells: T_floor = 304 K, "
                                    "T_ceil = 298 K, the sides adiabatic."),
                         "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells")
    placed = {row.entry: row.found for row in rows if row.requirement.startswith("T")}
    assert placed == {"boundaryField/floor/value": "304", "boundaryField/ceiling/value": "298",
                      "boundaryField/sideWalls/type": "zeroGradient"}
    assert all(row.met for row in rows)


def test_the_inflow_of_a_case_whose_inlet_is_named_left_is_written_and_checked_there() -> None:
    # offsetCylinder's inlet is 'left': the author wrote "the inflow" there while the audit
    # found no patch for it and ended unmet; both now take the inlet by its role.
    spec = parse_spec("Run the offsetCylinder tutorial with an inflow velocity of 0.3 m/s.")
    rows = applied_audit(spec, "incompressible/nonNewtonianIcoFoam/offsetCylinder")
    speed = next(row for row in rows if row.requirement == "U on inflow")
    assert speed.met and speed.entry == "boundaryField/left/value"
    told = _mapping(rows, "inflow")
    assert told.met and told.found == "left" and "the case's inlet" in told.note
