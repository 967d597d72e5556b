"""A constraint type asked of a patch (symmetryPlane, symmetry, empty), given through the mesh.

Why: a constraint type is the mesh's (the patch's ``type`` in the blockMeshDict's
``boundary``); a field entry alone cannot hold it, and "the top is a symmetry plane" where
the mesh made the top a wall was read, not applied. Where the mesh is made by blockMesh
from the case's own blockMeshDict and the patch's faces fit the type
(``foamcase.catalog.boundaries.RETYPABLE_CONSTRAINTS``), this editor retypes the patch there
and gives every field's entry on it the type; the audit then finds it in the mesh. A case
whose mesh is shipped (``constant/polyMesh``), converted, or remade by another utility
(snappyHexMesh, extrudeMesh, createPatch…) keeps its mesh, as do a wedge and a cyclic,
which need geometry or a neighbour no retyping gives: each stays a row not met, with why.
"""

from __future__ import annotations

import re
from pathlib import Path

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, Requirements
from foam_agent.agents.spec.values.type_scope import declined_by_case
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    all_field_files,
    first_existing,
    mesh_patches,
    subdict,
)
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.sizes import face_normal, faces_along
from foam_agent.foamcase.catalog.boundaries import (
    CONSTRAINT_TYPES,
    RETYPABLE_CONSTRAINTS,
    SYMMETRY_TYPES,
)

#: Dictionaries of utilities that remake or change the mesh's patches after blockMesh: the
#: blockMeshDict's patch type is then not the final mesh's.
REMESHING_DICTS = ("system/snappyHexMeshDict", "system/extrudeMeshDict",
                   "system/createPatchDict", "system/mirrorMeshDict",
                   "system/createBafflesDict", "system/refineMeshDict")
#: How far from a plane (a share of the mesh's size) a face's corner may lie, and how far
#: from one a unit normal's component along an axis may be, for a patch to count as plane
#: or as across the axis (blockMesh's vertices are written to a few digits).
_TOLERANCE = 1e-4


def edit_mesh_patch_types(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Retype in the mesh every patch a stated constraint type names and give every field's
    entry on it that type; record why a patch that cannot be retyped is left."""
    asked = [item for item in requirements.boundary_types if item.type in CONSTRAINT_TYPES]
    if not asked:
        return
    patches = mesh_patches(root)
    held = _held_otherwise(root, requirements, patches)
    declined = {id(item): why for item in asked
                if (why := declined_by_case(item, patches, root)) is not None}
    for item in asked:
        if id(item) in declined:
            # "wall-8, frontAndBackPlanes empty": the case makes the list's last item its
            # empty patch; the wall before it is one more name of the list, not retyped.
            report.skip("type", item.source, declined[id(item)],
                        what=f"{item.type} on '{item.boundary[0]}'")
            continue
        for name in resolve(item.boundary, patches, sides=lambda: patch_sides(root)):
            old = patches[name]
            if old == item.type or {old, item.type} <= SYMMETRY_TYPES:
                continue
            why = retype_refusal(root, name, item.type) or (
                f"the request also gives '{name}' {held[name]}, which a {item.type} patch "
                "would drop: the words are read two ways" if name in held else None)
            if why is not None:
                report.skip("type", item.source, why, what=f"{item.type} on '{name}'")
                continue
            _retype(root, name, old, item, report)
            patches[name] = item.type


def _held_otherwise(root: Path, requirements: Requirements,
                    patches: dict[str, str]) -> dict[str, str]:
    """Patch → what else the request states on it (a value, a load, a condition that is no
    constraint): a constraint type there contradicts it, so the patch is not retyped
    ("patches left and down symmetryPlane, right, up, hole" gave the loaded right the
    symmetry plane too, and retyping it dropped its traction)."""
    held: dict[str, str] = {}
    stated: list[tuple[tuple[str, ...], str]] = [
        *((value.boundary, f"a value of {value.field}")
          for value in requirements.boundary_values if value.boundary != (INTERNAL,)),
        *((other.boundary, f"{other.type}") for other in requirements.boundary_types
          if other.type not in CONSTRAINT_TYPES),
        *((load.boundary, "a load") for load in requirements.solid_loads)]
    for boundary, what in stated:
        for name in resolve(boundary, patches, sides=lambda: patch_sides(root)):
            held.setdefault(name, what)
    return held


def retype_refusal(root: Path, patch: str, kind: str) -> str | None:
    """Why ``patch`` of the case under ``root`` cannot be made a ``kind`` patch, or None."""
    shape = RETYPABLE_CONSTRAINTS.get(kind)
    if shape is None:
        return (f"{kind} is a constraint type the mesh must be built for (a wedge's geometry, "
                "a cyclic's neighbour and transform); no retyping of a patch gives it")
    if (root / "constant" / "polyMesh" / "boundary").is_file():
        return "the case ships its mesh (constant/polyMesh), whose patch types stay its own"
    block_mesh = first_existing(root, BLOCK_MESH_DICTS)
    if block_mesh is None:
        return "the case's mesh is converted or made by another tool, not from a blockMeshDict"
    remade = [name for name in REMESHING_DICTS if (root / name).is_file()]
    if remade:
        return f"the mesh is remade after blockMesh ({', '.join(remade)}), which sets its patches"
    mesh = read_block_mesh(root)
    faces = mesh.faces.get(patch) if mesh is not None else None
    if mesh is None or not faces or _boundary_entry(
            block_mesh.read_text(encoding="utf-8", errors="replace"), patch) is None:
        return f"'{patch}' is no patch the blockMeshDict's boundary list declares with its faces"
    corners = [[mesh.points[index] for index in face] for face in faces]
    size = max(max(point[axis] for point in mesh.points) - min(point[axis] for point in
                                                                 mesh.points)
               for axis in range(3)) or 1.0
    if shape == "plane" and not _coplanar(corners, size):
        return f"{kind} needs a plane patch, and the faces of '{patch}' lie in more than one"
    if shape == "flat" and (mesh.flat_axis is None
                            or not faces_along(corners, mesh.flat_axis)):
        return (f"{kind} is the third direction of a 2-D mesh, and '{patch}' is no face "
                "across the one cell of its flat axis" if mesh.flat_axis is not None else
                f"{kind} needs a 2-D mesh (one cell across), and this one is 3-D")
    return None


def _retype(root: Path, patch: str, old: str, item: BoundaryType, report: EditReport) -> None:
    """The patch's type in the blockMeshDict, then its entry in every field."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    assert path is not None  # retype_refusal found it
    text = path.read_text(encoding="utf-8")
    span = _boundary_entry(text, patch)
    assert span is not None  # retype_refusal found it
    body = text[span[0]:span[1]]
    typed = re.sub(r"\btype\s+[A-Za-z]\w*\s*;", f"type {item.type};", body, count=1)
    path.write_text(text[:span[0]] + typed + text[span[1]:], encoding="utf-8")
    relative = path.relative_to(root).as_posix()
    report.edit(Edit("type", relative, ("boundary", patch, "type"), item.type, old, item.source,
                     patch=patch, retyped_from=old, retyped_to=item.type))
    for field_path in all_field_files(root):
        field_relative = field_path.relative_to(root).as_posix()
        with report.parsing(root, field_path, "type", item.source), \
                FoamFieldFile(field_path) as file:
            if "boundaryField" not in file:
                continue
            entries = file.boundary_field
            own = subdict(entries[patch]) if patch in entries else None
            was = own.get("type") if own is not None else None
            entries[patch] = {"type": item.type}
            report.edit(Edit("type", field_relative, ("boundaryField", patch, "type"),
                             item.type, was, item.source, follows=True, patch=patch,
                             retyped_from=str(was) if was is not None else None,
                             retyped_to=item.type))


def _boundary_entry(text: str, patch: str) -> tuple[int, int] | None:
    """Where the patch's ``{…}`` stands inside the blockMeshDict's ``boundary`` list, with a
    ``type`` of its own; None when it is not there."""
    boundary = re.search(r"^\s*boundary\s*\(", text, re.MULTILINE)
    if boundary is None:
        return None
    match = re.compile(rf"(?<![\w\"]){re.escape(patch)}\s*\{{").search(text, boundary.end())
    if match is None:
        return None
    depth = 0
    for index in range(match.end() - 1, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                found = (match.start(), index + 1)
                return found if re.search(r"\btype\s+\w+\s*;", text[found[0]:found[1]]) \
                    else None
    return None


def _coplanar(faces: list[list[tuple[float, float, float]]], size: float) -> bool:
    """Whether every corner of every face lies in the first face's plane."""
    normal = face_normal(faces[0])
    if normal is None:
        return False
    origin = faces[0][0]
    return all(abs(sum((point[axis] - origin[axis]) * normal[axis] for axis in range(3)))
               <= _TOLERANCE * size for face in faces for point in face)


