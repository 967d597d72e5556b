"""Patches named by their mesh type and constraint types asked of patches, read from requests
worded here and audited against the installed tutorials as they are: a phrase naming the
case's patches by type describes the case (met when the mesh has such patches), never a
condition of the names listed before it; a constraint type asked of a patch the mesh makes
something else is read, not applied, and says why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.patch_kinds import patch_kind_rows
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import BoundaryType, Requirements, Stated
from tests.conftest import CAVITY

CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
MOVING_CONE = "incompressible/pimpleFoam/laminar/movingCone"

#: (tutorial, request, the mesh types it names patches by, whether the tutorial has them all).
DESCRIBED = [
    (CONTRACTION, "Laminar planarContraction with patches inlet, outlet, walls and the "
                  "symmetry/empty constraint patches of the tutorial.", ["symmetry", "empty"],
     True),
    (CONTRACTION, "Run the planar contraction keeping its symmetry and empty patches as they "
                  "are.", ["symmetry", "empty"], True),
    (PITZ_DAILY, "Steady pitzDaily with the empty front and back planes untouched.",
     ["empty"], True),
    (CAVITY, "The lid-driven cavity, both empty faces left alone.", ["empty"], True),
    (MOVING_CONE, "The moving cone case with its wedge patches and the empty axis patch.",
     ["wedge", "empty"], True),
    # a wedge asked of a planar case: the mesh has none, so the words stay unmet
    (CAVITY, "The lid-driven cavity on its wedge patches.", ["wedge"], False),
]


@pytest.mark.parametrize(("tutorial", "request_", "kinds", "true"), DESCRIBED)
def test_patches_named_by_type_describe_the_case(
        tutorial_case: Callable[[str], Path], tutorial: str, request_: str,
        kinds: list[str], true: bool) -> None:
    spec = parse_spec(request_)
    assert [kind.value for kind in spec.stated.patch_kinds] == kinds
    assert not [item for item in spec.stated.boundary_types if item.type in kinds], \
        "a type naming patches is no condition of the patches listed before it"
    rows = audit_case(spec, tutorial_case(tutorial))
    kind_rows = [row for row in rows if row.requirement.startswith("patches of type")]
    assert len(kind_rows) == len(kinds)
    assert all(row.met for row in kind_rows) is true
    assert all(row.met for row in rows) is true


def test_a_met_row_names_the_patches_of_that_type(
        tutorial_case: Callable[[str], Path]) -> None:
    stated = Requirements(patch_kinds=(Stated("symmetry", "the symmetry patches"),))
    row, = patch_kind_rows(stated, tutorial_case(CONTRACTION))
    assert row.met and row.found == "centreline (symmetryPlane)"


@pytest.mark.parametrize("request_", [
    "Run pitzDaily with the upper wall as a symmetry plane.",
    "pitzDaily: the upperWall is the symmetry boundary of the channel.",
])
def test_a_constraint_asked_of_a_wall_is_read_not_applied(
        tutorial_case: Callable[[str], Path], request_: str) -> None:
    """A copula before the words still assigns the type: the row stays (unmet: it is stated)
    and says a constraint type is the mesh's."""
    spec = parse_spec(request_)
    assert not spec.stated.patch_kinds
    assert [item.boundary[0] for item in spec.stated.boundary_types]
    rows = [row for row in audit_case(spec, tutorial_case(PITZ_DAILY))
            if "type on" in row.requirement]
    assert rows and not any(row.met for row in rows)
    assert all("constraint type, the mesh's" in row.note and "upperWall a wall" in row.note
               for row in rows)


def test_a_symmetry_asked_of_a_symmetry_plane_is_met(
        tutorial_case: Callable[[str], Path]) -> None:
    """"symmetry" names either of OpenFOAM's symmetry constraints; the tutorial's fields
    leave the entry to the mesh (setConstraintTypes)."""
    spec = parse_spec("Laminar planarContraction.")
    stated = replace(spec.stated, boundary_types=(
        BoundaryType(None, ("centreline",), "symmetry", "symmetry on the centreline"),))
    spec = spec.model_copy(update={"stated": stated})
    rows = [row for row in audit_case(spec, tutorial_case(CONTRACTION))
            if "type on" in row.requirement]
    assert rows and all(row.met and row.found == "symmetryPlane (the mesh's)" for row in rows)
