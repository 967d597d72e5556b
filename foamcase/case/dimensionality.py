"""How many directions a case's mesh solves in: one cell across a direction and ``empty`` (or
``wedge``) faces on both sides of it drop that direction.

Why one function: a request saying "2D" (or "3D", or "one-dimensional") asks the case to be
so whatever else the request's geometry words give, and the audit measures it on the mesh the
case will run with. Before a run there is often no ``constant/polyMesh``: the blockMeshDict's
blocks give the cells across each axis, and the patch types come from the mesh, the
blockMeshDict (its ``defaultFaces`` are ``empty`` unless ``defaultPatch`` says otherwise), or,
for a mesh converted at run time (a Fluent mesh), from the field files' constraint conditions,
which OpenFOAM requires to be the mesh's own type.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.blocks import block_cells, hex_blocks
from foam_agent.foamcase.case.cells_across import cells_across
from foam_agent.foamcase.case.default_patch import unlisted_faces
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    DEFAULT_PATCH_NAME,
    all_field_files,
    entries_of,
    first_existing,
    mesh_patches,
    parse,
    subdict,
)

#: The constraint types that take a direction out of the solution: ``empty`` for a planar or
#: one-dimensional case, ``wedge`` for an axisymmetric one.
REDUCING_TYPES = frozenset({"empty", "wedge"})


@dataclass(frozen=True)
class MeshDimensions:
    """What the case's mesh says of its solved directions.

    Attributes:
        reducing: The patches of type ``empty`` or ``wedge``, with their type.
        cells: The cells across x, y and z from the blockMeshDict, or None when there is
            none or its blocks cannot be read.
        source: Where the patch types were read (the mesh, the blockMeshDict, the fields).
    """

    reducing: tuple[tuple[str, str], ...]
    cells: tuple[int, int, int] | None
    source: str

    @property
    def directions(self) -> int | None:
        """The directions solved: 3 with no reducing patch; 2 with a wedge (axisymmetric);
        else 3 less the axes one cell across (2 when the cells are unknown: a reducing patch
        drops at least one); None when a reducing patch stands on a mesh with no axis one
        cell across, a mesh OpenFOAM cannot reduce."""
        if not self.reducing:
            return 3
        if self.cells is None or any(kind == "wedge" for _, kind in self.reducing):
            # a wedge is one cell around its axis (OpenFOAM accepts no other): blocks that
            # collapse onto the axis (nozzleFlow2D's) give no extent to count cells along
            return 2
        thin = sum(1 for count in self.cells if count == 1)
        return 3 - thin if thin else None

    def describe(self) -> str:
        """The finding as a row shows it."""
        patches = ", ".join(f"{name} ({kind})" for name, kind in self.reducing) or "none"
        cells = "" if self.cells is None else \
            " x ".join(str(count) for count in self.cells) + " cells across x, y, z; "
        return f"{cells}empty or wedge patches: {patches}"


def mesh_dimensions(root: Path) -> MeshDimensions | None:
    """The case's solved directions as its files give them, or None when the case names no
    patch at all (nothing to measure)."""
    block_mesh = first_existing(root, BLOCK_MESH_DICTS)
    mesh = entries_of(block_mesh) if block_mesh is not None else None
    cells = _cells(mesh) if isinstance(mesh, Mapping) else None
    patches = mesh_patches(root)
    if not patches:
        return None
    if (root / "constant" / "polyMesh" / "boundary").is_file():
        source = "constant/polyMesh/boundary"
    elif block_mesh is not None and any(kind != "patch" for kind in patches.values()):
        # The faces no patch lists are blockMesh's ``defaultFaces``, typed by the fields
        # (damBreak lists no front and back); another name only a field lists is no patch
        # of this mesh (depthCharge3D's fields keep the 2-D case's frontAndBack).
        default = _field_constraints(root).get(DEFAULT_PATCH_NAME)
        if default is not None and DEFAULT_PATCH_NAME not in patches \
                and isinstance(mesh, Mapping) and _leaves_faces(mesh):
            patches = {**patches, DEFAULT_PATCH_NAME: default}
        source = block_mesh.relative_to(root).as_posix()
    else:
        patches = {**patches, **_field_constraints(root)}
        source = "the fields' boundary conditions"
    reducing = tuple(sorted((name, kind) for name, kind in patches.items()
                            if kind in REDUCING_TYPES))
    return MeshDimensions(reducing, cells, source)


def _cells(mesh: Mapping[str | None, Any]) -> tuple[int, int, int] | None:
    """The cells across x, y and z (``cells_across``), an axis along which every block has
    one cell given as one: chargedWire's blocks side by side in the plane, each one cell
    thick, are one cell across z however a line through them counts."""
    across = cells_across(mesh)
    blocks = block_cells(mesh)
    if across is None or not blocks:
        return across
    return (1 if all(block[0] == 1 for block in blocks) else across[0],
            1 if all(block[1] == 1 for block in blocks) else across[1],
            1 if all(block[2] == 1 for block in blocks) else across[2])


def _leaves_faces(mesh: Mapping[str | None, Any]) -> bool:
    """Whether the blocks have an outer face no patch of ``boundary`` lists (blockMesh puts
    it in ``defaultFaces``); False when the blocks or the patches cannot be read."""
    listed = mesh.get("blocks")
    entries: list[Any] = listed if isinstance(listed, list) else []
    labelled: list[list[int]] = []
    for vertex_index, _ in hex_blocks(entries) or []:
        labels = entries[vertex_index]
        if not isinstance(labels, list) or len(labels) != 8 \
                or not all(isinstance(label, int) for label in labels):
            return False
        labelled.append(labels)
    boundary = mesh.get("boundary")
    if not labelled or not isinstance(boundary, list):
        return False
    named: set[frozenset[int]] = set()
    for item in boundary:
        entry = subdict(item[1]) if isinstance(item, tuple) and len(item) == 2 else None
        faces = entry.get("faces") if entry is not None else None
        for face in faces if isinstance(faces, list) else []:
            if isinstance(face, list) and all(isinstance(label, int) for label in face):
                named.add(frozenset(face))
    return bool(unlisted_faces(labelled, named))


def _field_constraints(root: Path) -> dict[str, str]:
    """Each patch every field file gives the same ``empty`` or ``wedge`` condition."""
    found: dict[str, str] = {}
    others: set[str] = set()
    for path in all_field_files(root):
        file = parse(path)
        boundary = subdict(file.get("boundaryField")) if file is not None else None
        if boundary is None:
            continue
        for name, entry in boundary.items():
            condition = subdict(entry)
            kind = condition.get("type") if condition is not None else None
            if not isinstance(name, str):
                continue
            if isinstance(kind, str) and kind in REDUCING_TYPES:
                found.setdefault(name, kind)
            else:
                others.add(name)
    return {name: kind for name, kind in found.items() if name not in others}
