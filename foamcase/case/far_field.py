"""The entries of a case's far-field conditions that hold the free stream's value of a field:
a non-reflecting outlet's ``fieldInf`` (waveTransmissive), a supersonic free stream's
``UInf``, ``pInf`` and ``TInf`` on U's top and bottom walls (prism).

Why: the free stream's state is written twice in such a case, once where the flow enters
(the inlet's value, the initial field) and once where the far field is (the condition's own
entry, read as the value the boundary relaxes to). A stated inlet state that changed only the
first left the far field at the tutorial's pressure and temperature: a case that reads right
and runs another flow. Which entry mirrors which field is the catalog's
(``foam_agent.foamcase.catalog.conditions.FREE_STREAM_ENTRIES``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import all_field_files, entries_of
from foam_agent.foamcase.catalog.conditions import FREE_STREAM_ENTRIES


@dataclass(frozen=True)
class FarFieldEntry:
    """One entry holding a free-stream value.

    Attributes:
        path: The field file whose boundary entry holds it (``0/U``).
        patch: The patch (``topWall``).
        key: The entry (``TInf``).
        field: The field it is the free-stream value of (``T``).
        value: The value it holds.
    """

    path: Path
    patch: str
    key: str
    field: str
    value: Any


def far_field_entries(root: Path) -> Iterator[FarFieldEntry]:
    """Every free-stream entry of the case's field files (``0`` and ``0.orig``)."""
    for path in all_field_files(root):
        entries = entries_of(path)
        boundary = entries.get("boundaryField") if entries is not None else None
        if not isinstance(boundary, Mapping):
            continue
        own = path.name.removesuffix(".orig")
        for patch, entry in boundary.items():
            if not isinstance(entry, Mapping):
                continue
            for key, field in FREE_STREAM_ENTRIES.get(str(entry.get("type")), ()):
                if key in entry:
                    yield FarFieldEntry(path, str(patch), key, field or own, entry[key])
