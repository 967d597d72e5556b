"""A moving wall named by what it is ("the sliding plate", "the belt") is the one wall the
followed case moves, read from the case's own velocity conditions: the author writes the speed
there, the audit looks for it there and records the mapping, and words that are an opening, a
velocity of zero, or a case moving no wall (or two) map nothing."""

from __future__ import annotations

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.moving import gives_motion
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import BoundaryType, BoundaryValue
from foam_agent.foamcase.case.files import entries_of, lookup, mesh_patches
from foam_agent.foamcase.case.moving_walls import by_motion, moving_walls
from foam_agent.foamcase.case.sides import patch_sides
from tests.support.applied import applied_audit, tutorial_files

CAVITY = "incompressible/icoFoam/cavity/cavity"
ELBOW = "incompressible/icoFoam/elbow"
SLIDING = ("Square cavity flow with icoFoam: the sliding plate drags the oil along at 0.3 m/s; "
           "kinematic viscosity 0.001 m2/s.")


def _mapping(rows: list[AuditRow], words: str) -> AuditRow:
    return next(row for row in rows if row.requirement == f"patches meant by '{words}'")


def test_the_sliding_plate_is_the_cavitys_moving_wall_and_the_audit_says_why() -> None:
    spec = parse_spec(SLIDING)
    assert [item.boundary for item in spec.stated.boundary_values] == [("plate",)]
    rows = applied_audit(spec, CAVITY)
    speed = next(row for row in rows if row.requirement.startswith("U on"))
    assert speed.met and speed.entry == "boundaryField/movingWall/value"
    told = _mapping(rows, "plate")
    assert told.met and "the one patch the case moves" in told.note
    assert "movingWall" in told.note


def test_a_plate_speed_written_on_the_fixed_walls_is_caught() -> None:
    spec = parse_spec(SLIDING)
    files = tutorial_files(CAVITY)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        velocity = root / "0" / "U"
        text = velocity.read_text()
        # The speed put on the fixed walls too: the case now moves two walls, and which one
        # "the plate" is can no longer be told.
        moved = text.replace("type            noSlip;",
                             "type            fixedValue;\n        value           uniform "
                             "(0.3 0 0);")
        assert moved != text
        velocity.write_text(moved)
        assert len(moving_walls(root, mesh_patches(root))) == 2
        rows = audit_case(spec, root)
    assert not next(row for row in rows if row.requirement.startswith("U on")).met


def test_only_a_velocity_other_than_zero_given_to_words_naming_no_opening_moves() -> None:
    with workspace(tutorial_files(CAVITY)) as root:
        patches = mesh_patches(root)
        sides = lambda: patch_sides(root)  # noqa: E731 - what resolve is handed
        assert by_motion(("belt",), patches, sides) == ["movingWall"]
        assert by_motion(("inlet",), patches, sides) == []
        assert by_motion(("free stream",), patches, sides) == []
        written = entries_of(root / "0" / "U")
        assert lookup(written, ("boundaryField", "movingWall", "type")) == "fixedValue"
    with workspace(tutorial_files(ELBOW)) as root:
        # The elbow moves no wall: a plate there is nothing, reported rather than guessed.
        assert by_motion(("plate",), mesh_patches(root), lambda: patch_sides(root)) == []
    assert gives_motion(BoundaryValue("U", ("plate",), 0.25, "plate at 0.25 m/s"))
    assert gives_motion(BoundaryValue("U", ("belt",), (0.0, -1.0, 0.0), "belt (0 -1 0)"))
    assert not gives_motion(BoundaryValue("U", ("plate",), 0.0, "plate held still"))
    assert not gives_motion(BoundaryValue("T", ("plate",), 300.0, "plate at 300 K"))
    assert not gives_motion(BoundaryType("U", ("plate",), "noSlip", "plate no-slip"))


def test_walls_said_to_stay_put_are_no_slip_and_their_count_is_checked() -> None:
    spec = parse_spec("Cavity: the plate on the lid slides at 0.2 m/s while the remaining "
                      "three walls stay put.")
    assert [(item.type, item.boundary[0]) for item in spec.stated.boundary_types] == [
        ("noSlip", "the remaining 3 walls")]
    assert not spec.unparsed
    rows = applied_audit(spec, CAVITY)
    told = _mapping(rows, "the remaining 3 walls")
    assert told.met and told.found == "fixedWalls"


def test_a_numbered_name_the_case_lacks_is_no_moving_wall() -> None:
    # "in-5" is a patch's name said short (the elbow's velocity-inlet-5): a cavity lacking it
    # is the wrong case, and its lid must not take the speed (nor look like a fit).
    with workspace(tutorial_files(CAVITY)) as root:
        patches = mesh_patches(root)
        assert by_motion(("in-5",), patches, lambda: patch_sides(root)) == []
        assert by_motion(("wall_2",), patches, lambda: patch_sides(root)) == []


def test_a_body_or_an_opening_the_case_lacks_is_no_moving_wall() -> None:
    # "the cylinder spins at 0.3 m/s" asked of a cavity names a body the cavity lacks: the lid
    # must not take the speed (the case is the wrong one, and its audit must say so).
    with workspace(tutorial_files(CAVITY)) as root:
        patches = mesh_patches(root)
        sides = lambda: patch_sides(root)  # noqa: E731 - what resolve is handed
        for words in ("cylinder", "sphere", "the obstacle", "exit", "vent", "port"):
            assert by_motion((words,), patches, sides) == [], words
        assert by_motion(("sliding plate",), patches, sides) == ["movingWall"]
    spec = parse_spec("Square cavity, 0.1 m side: the cylinder spins at 0.3 m/s; nu 1e-5 m2/s.")
    rows = applied_audit(spec, CAVITY)
    velocity = [row for row in rows if row.requirement.startswith("U on")]
    assert velocity and not any(row.met for row in velocity)
