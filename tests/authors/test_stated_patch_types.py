"""A boundary-condition type said per patch, by name or in words, is written whole on the
selected patches of the named field (with the entries the type needs), and one that cannot
hold on its patch (a wall function on a non-wall) is refused with a reason."""

from __future__ import annotations

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
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
