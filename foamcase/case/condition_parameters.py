"""Where a case keeps a stated parameter of a boundary condition: "UInf (2 0 0)" is the
``UInf`` of rotor2D's ``SRFFreestreamVelocity`` on its freestream patch in 0/Urel.

Why: a request may name a condition's parameter as a keyword of its own, with no patch or
field. The constant dictionaries keep no such entry, so the value was never applied; the
boundary entries whose condition takes that parameter (the catalog's row of their type) and
hold it are where it lives, and the editor and the audit both find it here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.files import Entries, all_field_files, parse, subdict
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.catalog.conditions import condition


@dataclass(frozen=True)
class ParameterEntry:
    """One boundary entry holding a condition's parameter.

    Attributes:
        path: The field file (in ``0`` or ``0.orig``).
        patch: The boundaryField entry's key.
    """

    path: Path
    patch: str


def _boundary_entries(root: Path) -> Iterator[tuple[Path, str, Entries]]:
    """Every boundary entry of the case's field files, with its file and patch, in file
    order (``0`` before ``0.orig``)."""
    for path in all_field_files(root):
        parsed = parse(path)
        boundary = subdict(parsed.as_dict().get("boundaryField")) if parsed is not None else None
        for patch, value in (boundary or {}).items():
            entry = subdict(value)
            if entry is not None:
                yield path, str(patch), entry


def parameter_entries(root: Path, name: str) -> list[ParameterEntry]:
    """Every boundary entry of the case's field files whose condition takes parameter
    ``name`` and holds it, in file order (``0`` before ``0.orig``)."""
    found: list[ParameterEntry] = []
    for path, patch, entry in _boundary_entries(root):
        row = condition(str(entry.get("type")))
        if row is not None and row.parameter(name) is not None and name in entry:
            found.append(ParameterEntry(path, patch))
    return found


def number_entries(root: Path, name: str) -> list[ParameterEntry]:
    """Every boundary entry of the case's field files holding ``name`` as a plain number,
    whatever its condition (waveMakerFlap's ``waveMaker`` keeps ``waveHeight 0.06;`` and
    ``rampTime 2;`` in 0/pointDisplacement), in file order.

    Why beside :func:`parameter_entries`: a scalar parameter named in the request by the
    case's own compound identifier needs no catalog row to be found, only the entry holding
    it; the caller writes it only where one place (field and patch) holds it."""
    return [ParameterEntry(path, patch) for path, patch, entry in _boundary_entries(root)
            if number_of(entry.get(name)) is not None]


def number_place(root: Path, name: str, texts: Mapping[str, str]) -> list[ParameterEntry]:
    """The copies (``0`` and ``0.orig``) of the one boundary entry a number ``name`` no
    property dictionary names is written at, else none (no entry holds it, or several places
    do: the words name no one of them). ``texts``: the property dictionaries' text.

    Why one function: the editor writes there and the audit reads there; a keyword a
    ``constant`` dictionary names anywhere is that dictionary's, never a condition's."""
    mention = re.compile(rf"(?<![\w.$:]){re.escape(name)}(?![\w.])")
    if any(mention.search(text) for text in texts.values()):
        return []
    held = number_entries(root, name)
    return held if len(places(held)) == 1 else []


def places(entries: list[ParameterEntry]) -> set[tuple[str, str]]:
    """The distinct (field, patch) places of ``entries``: a field in ``0`` and ``0.orig`` is
    one place, edited alike."""
    return {(entry.path.name.removesuffix(".orig"), entry.patch) for entry in entries}
