"""Where a vector field's value goes when the words put it before the name or the places
after the size (``agents.spec.values.grounded``), and the audit of a size on a patch.

Why: "(0 12 0) for B" was read as no value (a one-letter name is bound in code form only,
and a vector literal is code); a size of B said with a direction and then "at the start and
on both walls" was taken for a value in a region ("inside") and went nowhere; a size on a
patch, written along the case's own direction, was audited as a scalar against a vector.
"""

from __future__ import annotations

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from tests.support.applied import tutorial_files

HARTMANN = "electromagnetics/mhdFoam/hartmann"


def _places(request: str, field: str) -> dict[str, object]:
    return {item.boundary[0]: item.value for item in parse_spec(request).stated.boundary_values
            if item.field == field}


def test_a_vector_literal_for_a_one_letter_field() -> None:
    places = _places("mhdFoam hartmann: put (0 5 0) for B as the internal field and as "
                     "fixedValue on upperWall.", "B")
    assert places == {INTERNAL: (0.0, 5.0, 0.0), "upperWall": (0.0, 5.0, 0.0)}


def test_a_number_for_a_one_letter_name_stays_prose() -> None:
    assert _places("mhdFoam hartmann: take 5 for B in the internal field.", "B") == {}


def test_the_places_said_after_a_directed_size() -> None:
    request = ("mhdFoam hartmann. A 4 T field across the gap, initially inside the duct "
               "and at both walls.")
    spec = parse_spec(request)
    walls = [item for item in spec.stated.boundary_values if item.field == "B"]
    assert [item.boundary[0] for item in walls] == ["walls"]
    assert [(item.name, item.value) for item in spec.stated.properties
            if item.name == "B"] == [("B", 4.0)]
    with workspace(tutorial_files(HARTMANN)) as root:
        apply_requirements(root, requirements_for(spec, tutorial_files(HARTMANN)))
        rows = [row for row in audit_case(spec, root) if row.requirement.startswith("B")]
    assert rows and all(row.met for row in rows), rows
    assert {row.found for row in rows} == {"(0 4 0)"}
