"""Where a case keeps its functions of time: every dictionary of a ``0/`` field file's
``boundaryField`` whose ``type`` is a Function1 of ``foamcase.catalog.functions`` (oscillatingBox's
``floatingObject/normalVelocity/uniformValue/value`` is a ``sine``).

Why here: the editor writes a stated amplitude, frequency or ramp duration into such a
dictionary and the audit reads it back; both must find the same one, with the dimensions of
the field it gives values of (an amplitude of a velocity is in m/s).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import all_field_files, entries_of
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.catalog.functions import Function, function

Dimensions = tuple[float, float, float, float, float, float, float]


@dataclass(frozen=True)
class FunctionEntry:
    """One function of time in a case.

    Attributes:
        file: The field file, relative to the case (``0/U``).
        keys: The dictionary's keys from the file's top (``boundaryField``, ``floatingObject``,
            ``normalVelocity``, ``uniformValue``, ``value``).
        row: Its catalog row.
        entries: Its entries as written.
        dimensions: The field's dimensions (the function gives values of that field), when the
            file states them.
        scale: The length of the ``scale`` vector the function's value is multiplied by (the
            sine's ``(0 1 0)``), 1 when it has none.
    """

    file: str
    keys: tuple[str, ...]
    row: Function
    entries: Mapping[str, Any]
    dimensions: Dimensions | None
    scale: float

    @property
    def patch(self) -> str:
        """The patch whose condition holds it."""
        return self.keys[1]

    def path(self, keyword: str) -> str:
        """The entry path of one coefficient (``boundaryField/…/value/amplitude``)."""
        return "/".join((*self.keys, keyword))


def _dimensions(value: object) -> Dimensions | None:
    names = ("mass", "length", "time", "temperature", "moles", "current", "luminous_intensity")
    if all(hasattr(value, name) for name in names):
        return tuple(float(getattr(value, name)) for name in names)  # type: ignore[return-value]
    return None


def _walk(entries: Mapping[str, Any], keys: tuple[str, ...]
          ) -> Iterator[tuple[tuple[str, ...], Function, Mapping[str, Any]]]:
    row = function(entries.get("type"))
    if row is not None:
        yield keys, row, entries
    for key, value in entries.items():
        if isinstance(key, str) and isinstance(value, Mapping):
            yield from _walk(value, (*keys, key))


def function_entries(root: Path) -> list[FunctionEntry]:
    """Every function of time in the ``boundaryField`` of the case's field files."""
    found: list[FunctionEntry] = []
    for path in all_field_files(root):
        parsed = entries_of(path)
        boundary = parsed.get("boundaryField") if parsed is not None else None
        if not isinstance(boundary, Mapping):
            continue
        dims = _dimensions(parsed.get("dimensions")) if parsed is not None else None
        for keys, row, entries in _walk(boundary, ("boundaryField",)):
            scale = vector_of(entries.get("scale"))
            length = math.sqrt(sum(c * c for c in scale)) if scale else \
                (number_of(entries.get("scale")) or 1.0)
            found.append(FunctionEntry(path.relative_to(root).as_posix(), keys, row, entries,
                                       dims, length or 1.0))
    return found
