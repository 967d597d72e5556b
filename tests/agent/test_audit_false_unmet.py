"""Audit rows that said "unmet" of a case that does what was asked (on real tutorials, no
solver run): a general "walls" statement checked on a patch a more specific statement sets,
"no gravity" on a case whose solver reads none, and the note of a request the spec read but
cannot apply."""

from __future__ import annotations

from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.boundaries import placements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import mesh_patches
from tests.support.applied import applied_audit, tutorial_files

HOT_ROOM = "heatTransfer/buoyantPimpleFoam/hotRoom"
BUOYANT_CAVITY = "heatTransfer/buoyantSimpleFoam/buoyantCavity"
CAVITY = "incompressible/icoFoam/cavity/cavity"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def _rows(rows: list[AuditRow], requirement: str) -> list[AuditRow]:
    return [row for row in rows if row.requirement == requirement]


def test_a_floor_named_on_its_own_is_not_checked_by_the_walls_row() -> None:
    rows = applied_audit(parse_spec("Heated room: floor 320 K, walls 300 K."), HOT_ROOM)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    walls = _rows(rows, "T on walls")
    assert {row.entry for row in walls} == {"boundaryField/ceiling/value",
                                            "boundaryField/fixedWalls/value"}
    assert all("not checked on floor" in row.note for row in walls)
    (floor,) = _rows(rows, "T on floor")
    assert floor.found == "320"


def test_a_heater_on_the_floor_is_a_region_of_the_floor_not_the_floor() -> None:
    """hotRoom's heater is floor faces setFields sets: "walls 300 K" still holds the floor."""
    rows = applied_audit(parse_spec("Heated room: floor heater 600 K, walls 300 K."), HOT_ROOM)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    assert {row.entry for row in _rows(rows, "T on walls")} == {
        "boundaryField/floor/value", "boundaryField/ceiling/value",
        "boundaryField/fixedWalls/value"}
    (heater,) = _rows(rows, "T of heater")
    assert heater.file == "system/setFieldsDict" and heater.found == "600"


def test_the_hot_wall_of_a_buoyant_cavity_is_its_own() -> None:
    rows = applied_audit(parse_spec("Buoyant cavity, hot wall 307.75 K, walls 300 K."),
                         BUOYANT_CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    assert "boundaryField/hot/value" not in {row.entry for row in _rows(rows, "T on walls")}


def test_a_no_slip_group_leaves_the_moving_lid_to_its_own_statement() -> None:
    rows = applied_audit(parse_spec("Lid-driven cavity, no-slip walls, top wall moving at "
                                    "1 m/s."), CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    (walls,) = _rows(rows, "U type on walls")
    assert walls.entry == "boundaryField/fixedWalls/type" and walls.found == "noSlip"


def test_the_walls_row_still_checks_the_walls_no_statement_claims() -> None:
    """The ceiling keeps a wrong temperature: the general row must still say so."""
    spec = parse_spec("Heated room: floor heater 600 K, walls 300 K.")
    files = tutorial_files(HOT_ROOM)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        temperature = root / "0.orig" / "T"
        text = temperature.read_text()
        start = text.index("ceiling")
        end = text.index("}", start)
        temperature.write_text(text[:start] + text[start:end].replace("300", "350")
                               + text[end:])
        rows = audit_case(spec, root)
    unmet = [row for row in rows if not row.met]
    assert [(row.requirement, row.entry, row.found) for row in unmet] == [
        ("T on walls", "boundaryField/ceiling/value", "350")]


def test_the_author_and_the_audit_place_statements_by_one_rule() -> None:
    spec = parse_spec("Heated room: floor 320 K, walls 300 K.")
    statements = list(spec.stated.boundary_values)
    with workspace(tutorial_files(HOT_ROOM)) as root:
        floor, walls = placements(root, statements, mesh_patches(root))
    assert floor == ["floor"]
    assert "floor" not in walls and set(walls) == {"ceiling", "fixedWalls"}


def test_a_group_every_patch_of_which_is_claimed_is_met_with_a_note() -> None:
    rows = applied_audit(parse_spec("Lid-driven cavity, lid at 1 m/s, fixed walls no-slip, "
                                    "no-slip walls."), CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    (group,) = [row for row in rows
                if row.phrase == "no-slip walls" and row.requirement == "type on walls"]
    (mapping,) = [row for row in rows if row.requirement == "patches meant by 'walls'"]
    assert mapping.found == "movingWall, fixedWalls"
    assert "movingWall, fixedWalls" in group.note and "more specific" in group.note


def test_no_gravity_is_met_by_a_case_without_gravity() -> None:
    for prompt, family in (("Lid-driven cavity at 1 m/s, no gravity.", CAVITY),
                           ("pitzDaily with gravity off.", PITZ_DAILY)):
        (row,) = _rows(applied_audit(parse_spec(prompt), family), "g")
        assert row.met, (prompt, row)
        assert "no constant/g" in row.note and "reads no gravity" in row.note


def test_gravity_stays_unmet_where_the_case_keeps_it_or_a_value_is_asked() -> None:
    spec = parse_spec("Heated room, ignore gravity.")
    with workspace(tutorial_files(HOT_ROOM)) as root:  # not applied: g stays (0 -9.81 0)
        (kept,) = _rows(audit_case(spec, root), "g")
    assert not kept.met and kept.found is not None and "-9.81" in kept.found
    (applied,) = _rows(applied_audit(spec, HOT_ROOM), "g")
    assert applied.met and applied.found == "(0 0 0)"
    (asked,) = _rows(applied_audit(parse_spec("pitzDaily with gravity 9.81 m/s2."),
                                   PITZ_DAILY), "g")
    assert not asked.met and asked.note == "the case has no constant/g"


def test_a_request_read_but_not_applied_says_its_own_reason() -> None:
    spec = parse_spec("Cavity with a 10 cm sphere in it, lid at 1 m/s.")
    assert [item.words for item in spec.not_applied] == ["10 cm sphere"], spec.not_applied
    (row,) = _rows(applied_audit(spec, CAVITY), "read, not applied")
    assert not row.met and row.phrase == "10 cm sphere"
    assert row.note.startswith("understood but not applied: a 3-D sphere: no generated mesh")
    assert "no reader understood" not in row.note


def test_a_number_nobody_read_keeps_its_note() -> None:
    spec = parse_spec("Lid-driven cavity, lid at 1 m/s.").model_copy(
        update={"unparsed": ("42 widgets (note: roughly)",)})
    (row,) = _rows(applied_audit(spec, CAVITY), "not understood")
    assert not row.met and row.phrase == "42 widgets (note: roughly)"
    assert row.note == "no reader understood this number, so it is not applied"


def test_everything_else_insulated_leaves_the_stated_temperatures_alone() -> None:
    """A group type ("insulated": zeroGradient T) cedes the patches given a value."""
    rows = applied_audit(parse_spec("Heated room: floor heater 600 K, ceiling 300 K, "
                                    "everything else insulated."), HOT_ROOM)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    (insulated,) = [row for row in rows if row.phrase == "everything else insulated"
                    and "type on" in row.requirement]
    assert insulated.entry == "boundaryField/fixedWalls/type"
    assert insulated.found == "zeroGradient"


def test_insulating_the_rest_keeps_the_floor_that_holds_the_heater_a_value_condition() -> None:
    """zeroGradient on the floor would wipe the heater's faces at the first step."""
    spec = parse_spec("Heated room: floor heater 600 K, ceiling 300 K, everything else "
                      "insulated.")
    files = tutorial_files(HOT_ROOM)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        written = FoamFieldFile(root / "0.orig" / "T")
        assert written["boundaryField"]["floor"]["type"] == "fixedValue"
        assert written["boundaryField"]["fixedWalls"]["type"] == "zeroGradient"
        rows = audit_case(spec, root)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    (insulated,) = [row for row in rows if row.phrase == "everything else insulated"
                    and "type on" in row.requirement]
    assert "not checked on floor" in insulated.note
