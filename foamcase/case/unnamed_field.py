"""The field a boundary-condition type stated for no field is meant for on one patch.

Why: "patch3 and patch4 zeroGradient" in a conduction case, or "rho fixedValue on the wire,
zeroGradient on 'up'" where the potential's value on 'up' is stated beside it, name a type
and a patch but no field. The case decides: the type is for the one field whose condition
on that patch the request leaves open. A field the mesh constrains there, one the solver
computes (``calculated``: nut, alphat), a mesh motion's point field and one whose value on
that patch the request states are not candidates; when more than one is left (an outlet's
U and p) the words do not say, and the type is not written. The author and the audit both
ask here, so they agree.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from pathlib import Path

from foam_agent.foamcase.case.condition_keys import condition_key, patch_groups
from foam_agent.foamcase.case.files import all_field_files, entries_of, field_class, subdict
from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES, DERIVED_TYPES


def field_left_open(root: Path, patch: str, patches: Mapping[str, str],
                    stated: Collection[str]) -> str | None:
    """The one field of the case whose condition on ``patch`` a type stated for no field
    can be meant for.

    Args:
        root: The case (its ``0``/``0.orig`` fields).
        patch: The patch the type is stated on.
        patches: The case's patch name → mesh type (its groups find a shared entry).
        stated: The fields whose value on ``patch`` the request states.

    Returns:
        That field's name, or None when no field or more than one is left open.
    """
    if patches.get(patch) in CONSTRAINT_TYPES:
        return None
    open_fields: set[str] = set()
    for path in all_field_files(root):
        name = path.name.removesuffix(".orig")
        if name in stated or name in open_fields \
                or (field_class(path) or "").startswith("point"):
            continue
        entries = entries_of(path)
        boundary = subdict(entries.get("boundaryField")) if entries is not None else None
        if boundary is None:
            continue
        key = condition_key(list(boundary), patch, patch_groups(patches.get(patch)))
        entry = subdict(boundary.get(key)) if key is not None else None
        kind = str(entry.get("type", "")) if entry is not None else ""
        if kind and kind not in CONSTRAINT_TYPES and kind not in DERIVED_TYPES:
            open_fields.add(name)
    return next(iter(open_fields)) if len(open_fields) == 1 else None
