"""Values a case defines once and reads elsewhere: the variables of an included file
(turbineSiting's ``0.orig/include/initialConditions``: ``flowVelocity``, ``turbulentKE``),
the entries of a file included into a boundary condition (its ``include/ABLConditions``:
``Uref``, ``Zref``, ``z0`` of the inlet's ``atmBoundaryLayerInletVelocity``), and the
variables a field file defines above its own entries (windAroundBuildings' ``Uinlet``,
rotorDisk's ``kInlet``).

Why: a request names such a value by the case's own word ("Uref 12 m/s", "kInlet 0.05"), or
states a value the case keeps there. No ``constant`` dictionary and no boundary entry holds
it as written (foamlib reads ``#include`` and ``$name`` as text), so the value was "not in
the case" although the case defines it: OpenFOAM pastes the included file where the
directive stands and expands ``$name`` to the variable. A value stated for such a name is
written where it is defined, once, and every entry reading it follows.

A name is a definition only where the case reads it: a variable read as ``$name`` by the
file defining or including it, or any entry of a file included inside a dictionary (a
patch's condition takes the entries as its own). A name defined in several files of one
time folder names no one place, and has none.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import FIELD_DIRS, entries_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: ``#include "file"`` anywhere in a dictionary (``#includeEtc`` names the installation's
#: files, never the case's).
_INCLUDE = lazy_regex(r'#include\s+"([^"]+)"')
_COMMENTS = lazy_regex(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
#: A field file's own entries, never a variable standing for others.
_FIELD_ENTRIES = frozenset({"FoamFile", "dimensions", "internalField", "boundaryField"})
#: Entries of a field file that hold the field's own value (so a variable read there has the
#: field's dimensions).
_VALUE_KEYS = frozenset({"value", "inletValue", "outletValue", "uniformValue",
                         "freestreamValue", "refValue", "uniformInletValue"})


@dataclass(frozen=True)
class Definition:
    """A name the case defines at the top level of one file and reads elsewhere.

    Attributes:
        name: The variable or entry name (``Uref``).
        file: The defining file relative to its time folder (``include/ABLConditions``,
            ``U``): the same in ``0`` and ``0.orig``.
        paths: Each copy of the defining file (``0`` and ``0.orig``).
        value: The value as the first copy writes it.
        dimensions: The dimensions of the field whose value entries read it as ``$name``
            (``flowVelocity`` is read by 0/U's internal field), else None.
    """

    name: str
    file: str
    paths: tuple[Path, ...]
    value: Any
    dimensions: tuple[float, ...] | None = None


def _plain(path: Path) -> str:
    return _COMMENTS.sub(" ", path.read_text(encoding="utf-8", errors="replace"))


def _includes(path: Path, case: Path) -> Iterator[tuple[Path, bool]]:
    """The case's files ``path`` includes, each with whether the directive stands inside a
    dictionary (a patch's entry), where the included entries are that dictionary's own."""
    text = _plain(path)
    folder = path.parent.resolve()
    for match in _INCLUDE.finditer(text):
        included = (folder / match.group(1)).resolve()
        if case in included.parents and included.is_file():
            before = text[:match.start()]
            yield included, before.count("{") > before.count("}")


def _reads(text: str, name: str) -> bool:
    return re.search(rf"\${re.escape(name)}(?![\w.:])", text) is not None


def _dimensions(entries: Mapping[str | None, Any]) -> tuple[float, ...] | None:
    dims = entries.get("dimensions")
    try:
        numbers = tuple(float(item) for item in dims)  # type: ignore[union-attr]
    except (TypeError, ValueError):
        return None
    return numbers if len(numbers) == 7 else None


def _read_as_value(entries: Mapping[str | None, Any], name: str) -> bool:
    """Whether the field's internal field or a patch's value entry is ``$name``."""
    def reads(value: Any) -> bool:
        items = value if isinstance(value, (list, tuple)) else (value,)
        return any(isinstance(item, str) and item.strip() == f"${name}" for item in items)

    if reads(entries.get("internalField")):
        return True
    boundary = entries.get("boundaryField")
    return isinstance(boundary, Mapping) and any(
        isinstance(entry, Mapping) and any(reads(entry.get(key)) for key in _VALUE_KEYS)
        for entry in boundary.values())


def _field_files(root: Path) -> Iterator[Path]:
    for directory in FIELD_DIRS:
        folder = root / directory
        if folder.is_dir() and not folder.is_symlink():
            yield from (path for path in sorted(folder.iterdir())
                        if path.is_file() and not path.is_symlink())


def case_definitions(root: Path) -> dict[str, Definition]:
    """Every name the field files of the case under ``root`` read from a definition of one
    place (file relative to its time folder), by name; a name defined in two places of one
    folder is left out (which of them a stated value is for, the case does not say)."""
    case = root.resolve()
    found: dict[tuple[str, str], list[Path]] = {}
    values: dict[tuple[str, str], Any] = {}
    dims: dict[str, set[tuple[float, ...]]] = {}
    for path in _field_files(root):
        text = _plain(path)
        if "$" not in text and "#include" not in text:
            continue
        own = entries_of(path)
        if own is None:
            continue
        field_dims = _dimensions(own)
        sources: list[tuple[Path, bool]] = [(path.resolve(), False), *_includes(path, case)]
        for source, inside in sources:
            entries = own if source == path.resolve() else entries_of(source)
            for name, value in (entries or {}).items():
                if not isinstance(name, str) or name in _FIELD_ENTRIES \
                        or name.startswith("#") or isinstance(value, Mapping):
                    continue
                if not inside and not _reads(text, name):
                    continue
                where = source.relative_to(case).parts
                key = (name, "/".join(where[1:]))
                copies = found.setdefault(key, [])
                if source not in copies:
                    copies.append(source)
                values.setdefault(key, value)
                if field_dims is not None and _read_as_value(own, name):
                    dims.setdefault(name, set()).add(field_dims)
    named: dict[str, list[tuple[str, str]]] = {}
    for key in found:
        named.setdefault(key[0], []).append(key)
    return {name: Definition(name, keys[0][1], tuple(found[keys[0]]), values[keys[0]],
                             next(iter(dims[name])) if len(dims.get(name, ())) == 1 else None)
            for name, keys in named.items() if len(keys) == 1}


def definition(root: Path, name: str) -> Definition | None:
    """The one place the case under ``root`` defines ``name``, or None."""
    return case_definitions(root).get(name)

