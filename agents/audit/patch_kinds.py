"""Patches the request names by their mesh type ("the symmetry patches", "its wedge
patches"), held against the written case's mesh.

Why: such words describe the case rather than ask for an edit; a case with patches of that
type meets them, and one without (a wedge asked of a planar case) does not: its rows say so
rather than leaving the words unread or turning them into a condition no patch can take.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES

#: Mesh types a request names by one word: "symmetry" is either of OpenFOAM's two symmetry
#: constraints, the plane being the planar special case.
SYMMETRY_KINDS = {"symmetry": frozenset({"symmetry", "symmetryPlane"}),
              "symmetryPlane": frozenset({"symmetry", "symmetryPlane"})}


def patch_kind_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per mesh type the request names patches by: met when the case's mesh has a
    patch of that type, the patches found shown."""
    if not stated.patch_kinds:
        return []
    patches = mesh_patches(root)
    rows: list[AuditRow] = []
    for kind in stated.patch_kinds:
        same = SYMMETRY_KINDS.get(kind.value, frozenset({kind.value}))
        names = sorted(name for name, mesh_type in patches.items() if mesh_type in same)
        rows.append(AuditRow(
            requirement=f"patches of type {kind.value}", phrase=kind.source,
            expected=kind.value, entry="the mesh's patch types",
            found=", ".join(f"{name} ({patches[name]})" for name in names) or None,
            met=bool(names),
            note="" if names else f"the mesh has no {kind.value} patch: a constraint type is "
                                  "the mesh's, so no field edit can give the case one"))
    return rows


def constraint_mismatch(condition: str, patch: str, mesh_type: str | None) -> str:
    """Why a constraint type asked of a patch is read but not applied: the patch's mesh type
    is another ("the top is a symmetry plane" where the mesh makes it a wall). Empty when
    the condition is no constraint or the mesh already has it."""
    if condition not in CONSTRAINT_TYPES or mesh_type is None:
        return ""
    if mesh_type in SYMMETRY_KINDS.get(condition, frozenset({condition})):
        return ""
    return (f"read, not applied: {condition} is a constraint type, the mesh's, and the mesh "
            f"makes {patch} a {mesh_type}; no field edit can change it")
