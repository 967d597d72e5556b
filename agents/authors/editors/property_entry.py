"""The one entry of the case's ``constant`` dictionaries a named keyword is set at.

Why apart: the switch and keyword-vector editors both set a keyword "at the one entry the case
keeps under that name" and refuse with the same reasons where it keeps none, or several (a
phase not named); one place keeps those reasons the same for both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import parse, property_files
from foam_agent.foamcase.case.locations import Location, locate
from foam_agent.foamcase.case.values import leaf_entries, same


def property_texts(root: Path) -> dict[str, str]:
    """The text of each property dictionary of the case, by its path relative to ``root``."""
    return {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8", errors="replace")
            for path in property_files(root)}


def single_entry(name: str, texts: dict[str, str]) -> Location | str:
    """The one entry the case keeps ``name`` in, or why none can be chosen."""
    found = locate(name, texts)
    if not found:
        return f"the case has no '{name}' entry to set"
    if len(found) > 1:
        return (f"the case has several '{name}' entries "
                f"({', '.join(where.file for where in found)})")
    return found[0]



#: A property dictionary of the case, parsed: its path and its entries.
Parsed = tuple[Path, Mapping[str | None, Any]]


def parsed_properties(root: Path) -> list[Parsed]:
    """Each property dictionary parsed once (foamlib parsing is the slow part)."""
    parsed: list[Parsed] = []
    for path in property_files(root):
        file = parse(path)
        if file is not None:
            parsed.append((path, file.as_dict()))
    return parsed


def same_value_copies(root: Path, parsed: Sequence[Parsed], name: str, chosen: Location
                      ) -> list[Location]:
    """The other entries of ``name`` in the case's property dictionaries (``parsed`` before
    any edit) holding the value the chosen one held: one quantity the case keeps twice, each
    read by another part (channel395's ``Ubar`` in transportProperties and in the fvOptions
    ``meanVelocityForce`` that drives the flow). Writing only the chosen one left the flow at
    the tutorial's speed while the audit read the stated one."""
    found = {path.relative_to(root).as_posix(): dict(leaf_entries(entries))
             for path, entries in parsed}
    held = found.get(chosen.file, {}).get(tuple(chosen.keys))
    if held is None:
        return []
    return [Location(relative, keys) for relative, leaves in found.items()
            if relative != chosen.file
            for keys, value in leaves.items() if keys[-1] == name and same(value, held)]
