"""A mesh the user brings (``solve --mesh PATH``): a gmsh ``.msh``, a Fluent ``.msh`` or a
``constant/polyMesh`` directory, put into the composed case.

Why read the patches here, before anything runs: the request names boundaries ("inlet",
"outlet", "the cylinder"); each must be matched to a patch of the mesh, by name or by role, and
a boundary the mesh lacks is a clear error at once, not a solver crash later. The conversion
itself (``gmshToFoam``, ``fluentMeshToFoam``) runs in the case's Allrun, inside the sandbox,
followed by ``checkMesh``; a polyMesh is copied as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from foam_agent.agents.geometry.apply import ALLRUN, ALLRUN_HEADER, CHANGE_DICT, TUTORIAL_MESH_FILES
from foam_agent.agents.geometry.fields import Role, remap_fields, role_of
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.lazy_pattern import lazy_regex

MeshKind = Literal["gmsh", "fluent", "polyMesh"]
MESH_FILE = "mesh.msh"
POLY_MESH = "constant/polyMesh"
_POLY_FILES = ("boundary", "points", "faces", "owner", "neighbour")
#: A mesh file read as text at most this large (a 2D mesh of some 100,000 cells).
MAX_MESH_BYTES = 200 * 1024 * 1024
_GMSH_NAMES = lazy_regex(r"\$PhysicalNames\s*\n\s*\d+\s*\n(.*?)\$EndPhysicalNames", re.S)
_FLUENT_ZONE = lazy_regex(r"\(\s*(?:39|45)\s+\(\s*(\d+)\s+([\w-]+)\s+([^\s()]+)")
_BOUNDARY_ENTRY = lazy_regex(r"^\s*(\w+)\s*\n\s*\{[^}]*?\btype\s+(\w+)\s*;", re.M)
_FLUENT_BOUNDARY_TYPES = {"wall": "wall", "velocity-inlet": "patch", "pressure-outlet": "patch",
                          "pressure-inlet": "patch", "mass-flow-inlet": "patch",
                          "outflow": "patch", "symmetry": "symmetryPlane", "patch": "patch"}


class MeshImportError(ValueError):
    """The mesh cannot be used: unknown format, unreadable, or a named boundary is missing."""


@dataclass(frozen=True)
class MeshImported:
    """The imported mesh in the case.

    Attributes:
        kind: ``gmsh``, ``fluent`` or ``polyMesh``.
        files: New and changed files (the mesh, fields, Allrun).
        deletions: The tutorial's mesh files that no longer apply.
        patches: The mesh's patches and their types.
        matches: Each boundary the request names → the mesh patch it is.
        notes: One line per decision.
    """

    kind: MeshKind
    files: dict[str, str]
    deletions: tuple[str, ...]
    patches: dict[str, str]
    matches: dict[str, str]
    notes: tuple[str, ...]


def mesh_kind(path: Path) -> MeshKind:
    """What ``path`` holds, from its content (both gmsh and Fluent call their files .msh).

    Raises:
        MeshImportError: Neither a mesh file nor a polyMesh directory.
    """
    if path.is_dir():
        for candidate in (path, path / "polyMesh", path / POLY_MESH):
            if all((candidate / name).is_file() for name in ("boundary", "points", "faces",
                                                             "owner")):
                return "polyMesh"
        raise MeshImportError(f"'{path}' is a directory but holds no polyMesh (boundary, "
                              "points, faces, owner)")
    if not path.is_file():
        raise MeshImportError(f"mesh '{path}' does not exist")
    head = path.read_bytes()[:4096].decode("utf-8", errors="replace").lstrip()
    if head.startswith("$MeshFormat"):
        return "gmsh"
    if head.startswith("(") and re.search(r"^\(\s*(?:0|1|2|10|12|13)\s", head, re.M):
        return "fluent"
    raise MeshImportError(f"'{path}' is neither a gmsh .msh ($MeshFormat), an ASCII Fluent "
                          "mesh nor a polyMesh directory")


def _text(path: Path) -> str:
    if path.stat().st_size > MAX_MESH_BYTES:
        raise MeshImportError(f"'{path}' is larger than {MAX_MESH_BYTES // 2**20} MB")
    data = path.read_bytes()
    if b"\0" in data[:65536]:
        raise MeshImportError(f"'{path}' is binary; write the mesh as ASCII")
    return data.decode("utf-8", errors="strict")


def _gmsh_patches(text: str, *, two_d: bool) -> dict[str, str]:
    names = _GMSH_NAMES.search(text)
    if names is None:
        raise MeshImportError("the gmsh mesh has no $PhysicalNames: name its boundaries with "
                              "physical groups")
    dimension = max(int(line.split()[0]) for line in names.group(1).strip().splitlines())
    patches: dict[str, str] = {}
    for line in names.group(1).strip().splitlines():
        dim, _, name = line.split(maxsplit=2)
        if int(dim) == dimension - 1:
            patches[name.strip('"')] = "patch"
    return _typed(patches, two_d=two_d)


def _fluent_patches(text: str, *, two_d: bool) -> dict[str, str]:
    patches: dict[str, str] = {}
    for _, kind, name in _FLUENT_ZONE.findall(text):
        if kind in _FLUENT_BOUNDARY_TYPES:
            patches[name] = _FLUENT_BOUNDARY_TYPES[kind]
    if not patches:
        raise MeshImportError("the Fluent mesh names no boundary zones (sections 39/45)")
    return _typed(patches, two_d=two_d)


def _typed(patches: dict[str, str], *, two_d: bool) -> dict[str, str]:
    """Types from the names where the format gives none (walls, empty front and back)."""
    typed: dict[str, str] = {}
    for name, kind in patches.items():
        role = role_of(name, [])
        if role == "empty":
            typed[name] = "empty" if two_d else "wall"
        elif role == "wall" and kind == "patch":
            typed[name] = "wall"
        elif role == "symmetry":
            typed[name] = "symmetryPlane"
        else:
            typed[name] = kind
    return typed


def _poly_dir(path: Path) -> Path:
    for candidate in (path, path / "polyMesh", path / POLY_MESH):
        if (candidate / "boundary").is_file():
            return candidate
    raise MeshImportError(f"no polyMesh under '{path}'")


def _poly_patches(boundary: str) -> dict[str, str]:
    body = boundary[boundary.index("(") + 1:] if "(" in boundary else boundary
    return dict(_BOUNDARY_ENTRY.findall(body))


def requested_boundaries(spec: CaseSpec) -> list[str]:
    """The boundaries a request names: each stated value's or type's boundary (its best
    candidate name), and ``obstacle`` when the request places a body, in prompt order."""
    named: list[str] = []
    candidates = [value.boundary for value in spec.stated.boundary_values]
    candidates += [kind.boundary for kind in spec.stated.boundary_types]
    for boundary in candidates:
        if boundary and boundary[0] != INTERNAL and boundary[0] not in named:
            named.append(boundary[0])
    if spec.geometry is not None and spec.geometry.obstacles and \
            not any(role_of(name, []) == "wall" for name in named):
        named.append("obstacle")
    return named


def match_boundaries(requested: Sequence[str], patches: Mapping[str, str]) -> dict[str, str]:
    """Each boundary the request names → the mesh patch it is.

    Exact name first (case-insensitive), then a patch containing the word, then the only patch
    of the same role (a request's "walls" is the mesh's one wall patch).

    Raises:
        MeshImportError: A named boundary matches no patch, naming the patches there are.
    """
    matches: dict[str, str] = {}
    for word in requested:
        lowered = word.lower()
        exact = [name for name in patches if name.lower() == lowered]
        within = [name for name in patches if lowered in name.lower()
                  or name.lower() in lowered]
        role = role_of(word, [])
        same_role = [name for name, kind in patches.items()
                     if role is not None and _role(name, kind) == role]
        found = exact or within or (same_role if len(same_role) == 1 or role == "wall" else [])
        if not found:
            listed = ", ".join(f"{name} ({kind})" for name, kind in patches.items())
            raise MeshImportError(f"the request names the boundary '{word}', but the mesh has "
                                  f"no such patch; its patches are {listed}")
        matches[word] = found[0]
    return matches


def _role(name: str, kind: str) -> Role | None:
    if kind == "empty":
        return "empty"
    if kind.startswith("symmetry"):
        return "symmetry"
    role = role_of(name, [])
    return "wall" if role is None and kind == "wall" else role


def import_mesh(path: Path, files: Mapping[str, str], *, requested: Sequence[str] = (),
                two_d: bool = True) -> MeshImported:
    """Put the user's mesh into the composed case ``files``.

    Args:
        path: A gmsh or Fluent ``.msh`` file, or a polyMesh directory (or a case holding one).
        files: The composed case.
        requested: The boundaries the request names (``inlet``, ``cylinder``…).
        two_d: Whether front/back-like patches of a converted mesh are ``empty``.

    Raises:
        MeshImportError: Unknown format, unreadable mesh, or a named boundary missing.
    """
    kind = mesh_kind(path)
    changed: dict[str, str] = {}
    notes = [f"mesh: {kind} from {path}"]
    if kind == "polyMesh":
        source = _poly_dir(path)
        for name in _POLY_FILES:
            if (source / name).is_file():
                changed[f"{POLY_MESH}/{name}"] = _text(source / name)
        patches = _poly_patches(changed[f"{POLY_MESH}/boundary"])
        steps: list[str] = []
    else:
        text = _text(path)
        changed[MESH_FILE] = text
        if kind == "gmsh":
            patches = _gmsh_patches(text, two_d=two_d)
            steps = [f"runApplication gmshToFoam {MESH_FILE}"]
        else:
            patches = _fluent_patches(text, two_d=two_d)
            steps = [f"runApplication fluentMeshToFoam {MESH_FILE}"]
        retyped = {name: kind for name, kind in patches.items() if kind != "patch"}
        if retyped:
            entries = "\n".join(f"    {name}\n    {{\n        type {patch_type};\n"
                                f"        inGroups List<word> 1({patch_type});\n    }}"
                                for name, patch_type in retyped.items())
            changed[CHANGE_DICT] = (
                "FoamFile\n{\n    version     2.0;\n    format      ascii;\n    class       "
                "dictionary;\n    object      changeDictionaryDict;\n}\n\n"
                f"boundary\n{{\n{entries}\n}}\n")
            steps.append("runApplication changeDictionary")
    if not patches:
        raise MeshImportError(f"no patches found in the mesh at '{path}'")
    notes.append("mesh patches: " + ", ".join(f"{n} ({k})" for n, k in patches.items()))
    matches = match_boundaries(requested, patches)
    notes.extend(f"boundary '{word}' of the request is the mesh's patch '{patch}'"
                 for word, patch in matches.items())
    roles: dict[str, Role] = {}
    for name, patch_type in patches.items():
        role = _role(name, patch_type)
        roles[name] = role if role is not None else "wall"
        if role is None:
            notes.append(f"patch '{name}' ({patch_type}) has no recognisable role; treated as "
                         "a wall")
    remapped = remap_fields(files, roles)
    changed.update(remapped.files)
    notes.extend(remapped.notes)
    body = "\n".join([*steps, "runApplication checkMesh", "runApplication $(getApplication)"])
    changed[ALLRUN] = f"{ALLRUN_HEADER}\n{body}\n"
    deletions = tuple(sorted(name for name in files
                             if TUTORIAL_MESH_FILES.match(name) and name not in changed))
    return MeshImported(kind=kind, files=changed, deletions=deletions, patches=patches,
                        matches=matches, notes=tuple(notes))
