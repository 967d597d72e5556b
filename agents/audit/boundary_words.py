"""The audit's record of each boundary the request named in words, and the count it said.

Why: "the side walls are insulated" is checked on the patches those words mean in the case
(``foamcase.case.patches``: by side, size, role or what the case does to them); the reader of
the audit must see which patches that was and why ("'side walls' is fixedWalls (on the back,
front, left, right planes)"), so a misreading is found by reading, not by running. A count said
with the words ("the four side walls", "the other three sides", "both ends") is checked against
the sides (or patches) they map to: a mismatch is an unmet row, never accepted in silence, and
the count is never taken for a value of the case.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from foam_agent.agents.audit.placement import place
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, BoundaryValue, Requirements
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.moving_walls import motion_told
from foam_agent.foamcase.case.patch_roles import (
    count_mismatch,
    explain,
    says_role,
    stated_count,
)
from foam_agent.foamcase.case.patches import is_rest, normalise
from foam_agent.foamcase.case.sides import patch_sides


def boundary_word_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per boundary statement whose words are no patch's name: the patches they map
    to, told; unmet when the count the words say differs from the count mapped."""
    statements: list[BoundaryValue | BoundaryType] = [*stated.boundary_values,
                                                      *stated.boundary_types]
    if not statements:
        return []
    patches = mesh_patches(root)
    names = {normalise(name) for name in patches}
    placements = place(statements, patches, lambda: patch_sides(root), stated.regions)
    rows: list[AuditRow] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for item, placement in zip(statements, placements, strict=True):
        mention = item.boundary[0] if item.boundary else ""
        # "The other three sides" counts the walls left to it; "all 4 walls" every wall.
        meant = placement.patches if is_rest(mention) else [*placement.patches,
                                                            *placement.ceded]
        if (mention == INTERNAL or not meant or normalise(mention) in names
                or (mention, tuple(meant)) in seen):
            continue
        seen.add((mention, tuple(meant)))
        moved = motion_told(root, patches, meant[0]) if placement.moving else ""
        rows.append(_row(item, mention, meant, lambda: patch_sides(root), moved))
    return rows


def _row(item: BoundaryValue | BoundaryType, mention: str, meant: list[str],
         sides: Callable[[], Mapping[str, Collection[str]]], moved: str = "") -> AuditRow:
    """The record of one mapping, unmet when its count does not fit; ``moved`` tells why words
    naming no patch are the wall the case moves."""
    wrong = count_mismatch(mention, meant, sides)
    said = stated_count(mention)
    # "wall" read beside "earthed wall" is that wall by its role, which the role's words tell.
    role = next((said for said in item.boundary if says_role(said)), mention)
    told = f"'{mention}' is {meant[0]} ({moved})" if moved else explain(role, meant, sides)
    # The mapping is the row's expectation, so a plan shown before any run says it.
    return AuditRow(
        requirement=f"patches meant by '{mention}'", phrase=item.source,
        expected=f"{said} boundaries: {told}" if said is not None else told,
        found=", ".join(meant), met=wrong is None,
        note="; ".join(part for part in (told, wrong) if part))
