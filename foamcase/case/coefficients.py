"""The entries a case has for a described coefficient (``foamcase.catalog.coefficients``):
every injection model, every wave-maker patch, every region's solar calculator that holds it.

Why one lookup for the editor and the audit: the audit must read back exactly the entries the
editor wrote, and a coefficient the followed case has no entry of is no place to write (a
``massFlowRate`` beside an injection model that injects a total mass is another model's
setting, so it is never added).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.catalog.coefficients import Coefficient


@dataclass(frozen=True)
class CoefficientPlace:
    """One entry of a coefficient in a case.

    Attributes:
        file: The file, relative to the case.
        keys: The entry, each ``*`` of the row's keys replaced by the case's name.
        value: What the entry holds.
    """

    file: str
    keys: tuple[str, ...]
    value: Any


def _expanded(entries: Any, keys: tuple[str, ...], done: tuple[str, ...] = ()
              ) -> list[tuple[tuple[str, ...], Any]]:
    """Each entry ``keys`` names in ``entries`` with its value, a ``*`` standing for every
    dictionary name there."""
    if not keys:
        return [(done, entries)]
    if not isinstance(entries, Mapping):
        return []
    head, rest = keys[0], keys[1:]
    if head != "*":
        return _expanded(entries[head], rest, (*done, head)) if head in entries else []
    return [found for name, value in entries.items()
            if isinstance(name, str) and isinstance(value, Mapping)
            for found in _expanded(value, rest, (*done, name))]


def coefficient_places(root: Path, row: Coefficient, named: Collection[str] = ()
                       ) -> list[CoefficientPlace]:
    """Every entry of ``row`` the case under ``root`` has, holder by holder and file by file
    in name order; with ``named``, only those whose ``*`` is one of those dictionaries (the
    words named a paddle or a section: the others keep their values)."""
    places: list[CoefficientPlace] = []
    for holder in row.topic.holders:
        pattern_keys = (*holder.keys, *row.keys)
        for pattern in holder.files:
            for path in sorted(root.glob(pattern)):
                entries = entries_of(path)
                if entries is None:
                    continue
                places += [CoefficientPlace(path.relative_to(root).as_posix(), keys, value)
                           for keys, value in _expanded(entries, pattern_keys)
                           if not isinstance(value, Mapping)
                           and (not named or _at(keys, pattern_keys, named))]
    return places


def _at(keys: tuple[str, ...], pattern: tuple[str, ...], named: Collection[str]) -> bool:
    """Whether an entry's ``*`` (each dictionary name standing for one) is a named one."""
    wild = [key for key, wanted in zip(keys, pattern, strict=True) if wanted == "*"]
    return bool(wild) and all(key in named for key in wild)
