"""Where the audit looks for each boundary statement of a request: the patches its words name
in the case as written.

Why the audit's own: if the audit asked the author where it put a value, a value the author
put on the wrong patch would be found there and called met. The audit resolves the request's
words against the case's mesh patches itself (the shared vocabulary of
``foamcase.case.patches`` and the sides of ``foamcase.case.sides``) and applies its own rule
for statements that overlap: a statement naming a patch (by name, side or synonym) is checked
there, and a group ("walls") is checked only on the patches no statement of the same field (or
of no field) names. "floor heater 600 K, walls 300 K" then checks 600 K on the floor and 300 K
on the other walls. An "inlet" that names no patch is the case's inlets by the type of their
velocity condition (``foamcase.case.patch_roles.by_inflow``), never a wall: the audit never
looks for an inlet by the value it is checking.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from foam_agent.agents.spec.moving import gives_motion
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, BoundaryValue
from foam_agent.foamcase.case.moving_walls import by_motion
from foam_agent.foamcase.case.patches import is_group, resolve
from foam_agent.foamcase.catalog.solvers import VELOCITY_FIELDS

Statement = BoundaryValue | BoundaryType
#: Where a stated pressure is found when the case has no ``p``: buoyant and free-surface
#: solvers solve for p_rgh, and a stated pressure there is the one the user means.
PRESSURE_FIELDS = ("p", "p_rgh")


def field_names(field: str) -> tuple[str, ...]:
    """The fields of the case a stated value of ``field`` is looked for in, in order: a
    stated velocity is the rotating frame's ``Urel`` in a case that solves for that."""
    if field == "U":
        return VELOCITY_FIELDS
    return PRESSURE_FIELDS if field == "p" else (field,)


@dataclass(frozen=True)
class Placement:
    """The patches a statement is checked on (``[INTERNAL]`` for the initial field), the
    patches its words also mean that a more specific statement sets instead, and whether the
    patch is the wall the case moves, meant by words that name no patch ("the plate slides")."""

    patches: list[str]
    ceded: list[str]
    moving: bool = False


def place(statements: Sequence[Statement], patches: Mapping[str, str],
          sides: Callable[[], Mapping[str, Collection[str]]],
          face_regions: Sequence[RegionValue] = ()) -> list[Placement]:
    """Each statement's placement, in order.

    Args:
        statements: The request's boundary values and types (stated and resolved relative
            ones), in any order.
        patches: The case's patch name → mesh type.
        sides: Gives patch name → the sides of the domain it lies on; read only when a
            statement's words are a side ("left wall").
        face_regions: The request's regions that sit on a side (a heater on the floor):
            their faces keep a value only under a value condition, so a group's type
            ("everything else insulated") is not checked on that patch.
    """
    held: dict[str, set[str]] = {}
    for region in face_regions:
        if region.on is not None and (region.selector or "boxToFace") == "boxToFace":
            held.setdefault(region.field, set()).update(
                resolve((region.on,), patches, sides=sides))
    named: dict[str | None, set[str]] = {}
    own: dict[int, list[str]] = {}
    moved: set[int] = set()
    for index, item in enumerate(statements):
        if item.boundary == (INTERNAL,) or is_group(item.boundary):
            continue
        own[index] = resolve(item.boundary, patches, sides=sides)
        if not own[index] and gives_motion(item):
            own[index] = by_motion(item.boundary, patches, sides)
            moved.add(index)
        named.setdefault(item.field, set()).update(own[index])
    placements: list[Placement] = []
    for index, item in enumerate(statements):
        if item.boundary == (INTERNAL,):
            placements.append(Placement([INTERNAL], []))
        elif index in own:
            placements.append(Placement(own[index], [], moving=index in moved))
        else:
            taken = named.get(item.field, set()) | named.get(None, set())
            if isinstance(item, BoundaryType):
                taken |= held.get(item.field, set()) if item.field else set().union(
                    *held.values())
            kept = resolve(item.boundary, patches, taken)
            meant = resolve(item.boundary, patches, sides=sides)
            placements.append(Placement(kept, [name for name in meant if name not in kept]))
    return placements
