"""The patch blockMesh makes of the blocks' outer faces that no listed patch holds.

Why one reader: blockMesh puts every outer face no ``boundary`` entry lists into its default
patch (``defaultPatch``'s name and type, else ``defaultFaces`` of type ``empty``). damBreak's
and offsetCylinder's front and back are such faces: the geometry audit needs them as the
2-D mesh's empty patch, and the case's patch list (``files.mesh_patches``) as a patch a
request may name ("defaultFaces empty"). Both read them here.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import NamedTuple

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The faces of a blockMesh hex by its eight vertex labels' places (blockMesh's own order).
HEX_FACES = ((0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (2, 3, 7, 6), (0, 4, 7, 3), (1, 2, 6, 5))
_DEFAULT_PATCH = lazy_regex(r"\bdefaultPatch\s*\{([^{}]*)\}", re.S)
#: blockMesh's own default patch when the dictionary names none.
DEFAULT_NAME = "defaultFaces"
DEFAULT_TYPE = "empty"


class DefaultPatch(NamedTuple):
    """blockMesh's default patch: its name, its type and the vertex labels of its faces."""

    name: str
    type: str
    labels: set[int]


def default_patch(text: str, listed: Collection[str]) -> DefaultPatch | None:
    """The default patch of a blockMeshDict's ``text`` (comments blanked), given the names
    its ``boundary`` lists; None when every outer face is listed, the blocks are macros, or
    a listed patch already has the default's name."""
    blocks = re.findall(r"\bhex\s*\(([^()]*)\)", text)
    if not blocks or any(not re.fullmatch(r"[\d\s]+", block) for block in blocks):
        return None
    labelled = [[int(label) for label in block.split()] for block in blocks]
    if any(len(labels) != 8 for labels in labelled):
        return None
    # the patch list, as ``boundary`` or in the older ``patches`` form (``files``)
    boundary = re.search(r"\b(?:boundary|patches)\s*\((.*)\);", text, re.S)
    named = {frozenset(int(label) for label in face.split())
             for face in re.findall(r"\(([\d\s]+)\)", boundary.group(1) if boundary else "")}
    left = unlisted_faces(labelled, named)
    if not left:
        return None
    entry = _DEFAULT_PATCH.search(text)
    name = re.search(r"\bname\s+(\w+)\s*;", entry.group(1)) if entry else None
    kind = re.search(r"\btype\s+(\w+)\s*;", entry.group(1)) if entry else None
    default_name = name.group(1) if name else DEFAULT_NAME
    if default_name in listed:
        return None
    return DefaultPatch(default_name, kind.group(1) if kind else DEFAULT_TYPE,
                        {label for face in left for label in face})


def unlisted_faces(blocks: Sequence[Sequence[int]], named: Collection[frozenset[int]]
                   ) -> list[frozenset[int]]:
    """The outer faces of hex ``blocks`` (eight vertex labels each: a face only one block
    has) that no face of ``named`` is: blockMesh's default patch, whichever way the blocks
    and the boundary were read."""
    seen: dict[frozenset[int], int] = {}
    for labels in blocks:
        for face in HEX_FACES:
            key = frozenset(labels[place] for place in face)
            seen[key] = seen.get(key, 0) + 1
    return [face for face, count in seen.items() if count == 1 and face not in named]
