"""Where a multi-region case keeps the field X of region R.

Why: a conjugate heat transfer case keeps a region's fields either as files of their own
(heatExchanger's ``0.orig/air/T``) or as entries of the region's
``system/<region>/changeDictionaryDict`` (multiRegionHeater, externalCoupledHeater: the mesh is
split into regions when the case runs, each region's fields are copies of the case's ``0``
fields, and changeDictionary then sets each region's internal field and patch conditions from
that dictionary). The reader that binds a value to a region, the editor that writes it and the
audit that checks it must all find the same place; this module is that one lookup.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import Entries, field_files, parse, subdict
from foam_agent.foamcase.case.values import vector_of

__all__ = [
    "CHANGE_DICTIONARY",
    "ChangedField",
    "changed_entry",
    "changed_field",
    "changed_inlets",
    "changed_patches",
    "region_holds",
]

#: The dictionary changeDictionary reads for one region, under ``system/<region>``.
CHANGE_DICTIONARY = "changeDictionaryDict"
#: The sub-dictionary older versions put every replacement in; v1912 also reads them bare.
REPLACEMENT = "dictionaryReplacement"
#: The entry of a changeDictionaryDict that changes the mesh's patches, not a field.
MESH_BOUNDARY = "boundary"


@dataclass(frozen=True)
class ChangedField:
    """A region's field as the region's changeDictionaryDict sets it.

    Attributes:
        path: ``system/<region>/changeDictionaryDict``.
        keys: The keys of the field's entry in it (``("U",)``, or
            ``("dictionaryReplacement", "U")``), under which ``internalField`` and
            ``boundaryField`` are set.
    """

    path: Path
    keys: tuple[str, ...]


def changed_field(root: Path, region: str, field: str) -> ChangedField | None:
    """The entry of ``region``'s changeDictionaryDict that sets ``field``, or None when it sets
    no such field (or there is no such dictionary)."""
    path = root / "system" / region / CHANGE_DICTIONARY
    file = parse(path)
    if file is None or field == MESH_BOUNDARY:
        return None
    entries = file.as_dict()
    for keys in ((REPLACEMENT, field), (field,)):
        found = _at(entries, keys)
        if found is not None and ("boundaryField" in found or "internalField" in found):
            return ChangedField(path, keys)
    return None


def _at(entries: object, keys: tuple[str, ...]) -> Entries | None:
    """The sub-dictionary of ``entries`` at ``keys``, or None where one is not a dictionary."""
    found = subdict(entries)
    for key in keys:
        found = subdict(found.get(key)) if found is not None else None
    return found


def region_holds(root: Path, region: str, field: str) -> bool:
    """Whether ``region`` has ``field``: a file of its own or an entry of its
    changeDictionaryDict."""
    return bool(field_files(root, f"{region}/{field}")) \
        or changed_field(root, region, field) is not None


def _conditions(root: Path, region: str, field: str) -> dict[str, object]:
    """Patch name → the condition ``region``'s changeDictionaryDict gives ``field`` there."""
    found = changed_field(root, region, field)
    file = parse(found.path) if found is not None else None
    if found is None or file is None:
        return {}
    return dict(_at(file.as_dict(), (*found.keys, "boundaryField")) or {})


def changed_patches(root: Path, region: str) -> dict[str, str]:
    """Patch name → mesh type (``patch``: unknown before the split) of every patch that
    ``region``'s changeDictionaryDict names by itself, not by a pattern (``minX``, not
    ``".*"`` or ``"heater_to_.*"``)."""
    file = parse(root / "system" / region / CHANGE_DICTIONARY)
    if file is None:
        return {}
    entries = _at(file.as_dict(), (REPLACEMENT,)) or _at(file.as_dict(), ()) or {}
    found: dict[str, str] = {}
    for field, entry in entries.items():
        conditions = subdict(entry)
        if conditions is None or field == "FoamFile":
            continue
        named = conditions if field == MESH_BOUNDARY else subdict(conditions.get("boundaryField"))
        for patch, condition in (named or {}).items():
            if isinstance(patch, str) and patch.isidentifier():
                kind = (subdict(condition) or {}).get("type")
                if field == MESH_BOUNDARY and isinstance(kind, str):
                    found[patch] = kind
                else:
                    found.setdefault(patch, "patch")
    return found


def changed_inlets(root: Path, region: str) -> list[str]:
    """The patches ``region``'s changeDictionaryDict drives with a fixed non-zero velocity:
    what "the inlet" of a region means when no patch of it is called so (topAir's ``minX``)."""
    inlets: list[str] = []
    for patch, condition in _conditions(root, region, "U").items():
        entry = subdict(condition) or {}
        if patch.isidentifier() and entry.get("type") == "fixedValue" \
                and any(vector_of(entry.get("value")) or ()):
            inlets.append(patch)
    return inlets


def changed_entry(root: Path, field: str, patch: str | None) -> tuple[Path, Any] | None:
    """(dictionary, entry) that sets a region field's (``topAir/U``) internal field (``patch``
    None) or its condition on ``patch`` (its own, never a pattern's), in the region's
    changeDictionaryDict; None when that dictionary sets no such entry."""
    region, _, name = field.rpartition("/")
    found = changed_field(root, region, name) if region else None
    file = parse(found.path) if found is not None else None
    if found is None or file is None:
        return None
    entries = _at(file.as_dict(), found.keys) or {}
    if patch is None:
        value = entries.get("internalField")
        return (found.path, value) if value is not None else None
    condition = subdict((_at(entries, ("boundaryField",)) or {}).get(patch))
    return (found.path, condition) if condition is not None else None
