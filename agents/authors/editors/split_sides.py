"""Part a blockMesh patch by side when the request states its sides apart.

Why: a tutorial may hold two sides of the domain in one patch (BenardCells' ``sideWalls`` is
its left and its right wall), and one patch holds one condition. "The left wall hot, the right
wall cold" on such a case would otherwise put one value on both walls, or none. When a
statement names a side by its words ("left wall", "the floor") and the patch it lands on also
lies on another side, that patch's faces on each named side become their own patch, named
after the side (``leftWall``), in the blockMeshDict; every field file gives the new patch the
old patch's entry, and the later editors write the stated values on it. The sides come from
the geometry (:func:`foam_agent.foamcase.case.sides.face_sides`), never from the patch's name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.foamcase.case.condition_keys import condition_key, patch_groups
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    all_field_files,
    first_existing,
    mesh_patches,
    subdict,
)
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, is_group, resolve
from foam_agent.foamcase.case.sides import SIDE_WORDS, face_sides, patch_sides


@dataclass(frozen=True)
class Part:
    """The faces of one patch on one side, to become a patch of their own.

    Attributes:
        patch: The followed case's patch that holds them.
        side: The side word the faces lie on (``left``).
        name: The new patch's name.
        source: The request's words that named the side.
    """

    patch: str
    side: str
    name: str
    source: str


def _canonical(word: str) -> str:
    """The side word :func:`face_sides` uses for the plane ``word`` names ("floor" → bottom)."""
    plane = SIDE_WORDS[word]
    return next(name for name, other in SIDE_WORDS.items() if other == plane)


def named_sides(mentions: tuple[str, ...]) -> frozenset[str]:
    """The sides the first mention with side words names: ``("left wall",)`` → ``{left}``."""
    for mention in mentions:
        words = [word for word in re.findall(r"[a-z]+", mention.lower()) if word in SIDE_WORDS]
        if words:
            return frozenset(_canonical(word) for word in words)
    return frozenset()


def _statements(requirements: Requirements) -> list[tuple[tuple[str, ...], str, Any]]:
    """Every boundary mention the request states a condition on, with its words and the
    condition itself (the statement without its words and place), which tells two sides'
    conditions apart."""
    items: Sequence[Any] = (*requirements.boundary_values, *requirements.boundary_types,
                            *requirements.fluxes, *requirements.relative, *requirements.ramps)
    return [(item.boundary, item.source, replace(item, boundary=(), source=""))
            for item in items if item.boundary != (INTERNAL,) and not is_group(item.boundary)]


def _name(side: str, mesh_type: str, taken: set[str]) -> str:
    base = f"{side}Wall" if mesh_type == "wall" else side
    name, number = base, 2
    while name in taken:
        name, number = f"{base}{number}", number + 1
    return name


def plan_parts(root: Path, requirements: Requirements) -> list[Part]:
    """The patches to part: a patch whose sides the request gives different conditions
    ("the left wall hot, the right wall cold"; or the left wall one and the right wall none)
    is parted at each side a statement names, once per patch and side, in the request's order.
    One condition on every side of a patch ("the top and bottom adiabatic" on a patch that is
    both) leaves it whole.

    A side no patch lies on alone (cavityClipped's ``fixedWalls`` also holds the clipped
    corner, on no bounding plane) is the faces any patch has on it.
    """
    statements = _statements(requirements)
    if not statements:
        return []
    by_face = face_sides(root)
    patches = mesh_patches(root)
    stated: dict[str, dict[str, set[Any]]] = {}
    sources: dict[tuple[str, str], str] = {}
    for mentions, source, condition in statements:
        sides = named_sides(mentions)
        if not sides:
            continue
        named = resolve(mentions, patches, sides=lambda: patch_sides(root)) or [
            patch for patch, faces in by_face.items() if sides & set(faces)]
        for patch in named:
            held = {side for side in by_face.get(patch, ()) if side is not None}
            if patches.get(patch) in CONSTRAINT_TYPES or len(held) < 2:
                continue
            on_patch = stated.setdefault(patch, {side: set() for side in sorted(held)})
            for side in sorted(sides & held):
                on_patch[side].add(condition)
                sources.setdefault((patch, side), source)
    taken = set(patches)
    parts: list[Part] = []
    for (patch, side), source in sources.items():
        if len({frozenset(conditions) for conditions in stated[patch].values()}) < 2:
            continue
        name = _name(side, patches[patch], taken)
        taken.add(name)
        parts.append(Part(patch, side, name, source))
    return parts


def _split_boundary(boundary: list[Any], parts: Sequence[Part],
                    by_face: Mapping[str, tuple[str | None, ...]]) -> tuple[list[Any], set[str]]:
    """The blockMeshDict's boundary list with each part's faces moved to its own patch, and
    the patches left with no face (removed)."""
    written: list[Any] = []
    emptied: set[str] = set()
    for name, entry in boundary:
        own = [part for part in parts if part.patch == name]
        if not own:
            written.append((name, entry))
            continue
        faces = list(entry["faces"])
        sides = by_face[name]
        moved = {part.side for part in own}
        kept = [face for face, side in zip(faces, sides, strict=True) if side not in moved]
        if kept:
            written.append((name, {**entry, "faces": kept}))
        else:
            emptied.add(name)
        for part in own:
            written.append((part.name, {**entry, "faces": [
                face for face, side in zip(faces, sides, strict=True) if side == part.side]}))
    return written, emptied


def _split_field(path: Path, root: Path, parts: Sequence[Part], emptied: set[str],
                 patches: Mapping[str, str], report: EditReport) -> None:
    """Give each part the entry OpenFOAM read for the patch it came from
    (:func:`condition_key`: the patch's own entry, else its group's, else the last quoted
    pattern matching it), unless that entry already serves the new name."""
    relative = path.relative_to(root).as_posix()
    with report.parsing(root, path, "patch", parts[0].source), FoamFieldFile(path) as file:
        boundary_field: Any = file["boundaryField"]
        entries = {key: boundary_field[key] for key in boundary_field}
        for part in parts:
            groups = patch_groups(patches.get(part.patch))
            key = condition_key(entries, part.patch, groups)
            if key is None or condition_key(entries, part.name, groups) in (part.name, key):
                continue
            entry = subdict(entries[key])
            copied = dict(entry) if entry is not None else entries[key]
            boundary_field[part.name] = copied
            report.edit(Edit("patch", relative, ("boundaryField", part.name), copied, None,
                             f"'{part.patch}' entry for its {part.side} faces", follows=True,
                             patch=part.name))
        for patch in emptied:
            if patch in boundary_field:
                del boundary_field[patch]


def edit_split_sides(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Give each side the request names on a patch of several sides its own patch."""
    parts = plan_parts(root, requirements)
    if not parts:
        return
    path = first_existing(root, BLOCK_MESH_DICTS)
    if path is None:
        return
    if (root / "constant" / "polyMesh" / "boundary").is_file():
        for part in parts:
            report.skip("patch", part.source, f"the case ships its mesh, so '{part.patch}' "
                        f"cannot be parted by side in the blockMeshDict",
                        what=f"the {part.side} side of '{part.patch}'")
        return
    by_face = face_sides(root)
    patches = mesh_patches(root)
    relative = path.relative_to(root).as_posix()
    emptied: set[str] = set()
    with report.parsing(root, path, "patch", parts[0].source), FoamFile(path) as mesh:
        if "boundary" not in mesh:
            for part in parts:
                report.skip("patch", part.source,
                            f"{relative} lists its patches in the older 'patches' form, which "
                            f"is not parted by side",
                            what=f"the {part.side} side of '{part.patch}'")
            return
        boundary: Any = mesh["boundary"]
        written, emptied = _split_boundary(list(boundary), parts, by_face)
        mesh["boundary"] = written
        for part in parts:
            count = sum(1 for side in by_face[part.patch] if side == part.side)
            report.edit(Edit("patch", relative, ("boundary", part.name),
                             f"{count} face(s) of '{part.patch}' on the {part.side} side", None,
                             part.source, patch=part.name,
                             where=f"boundary/{part.name} (from {part.patch})"))
    for field_path in all_field_files(root):
        _split_field(field_path, root, parts, emptied, patches, report)
