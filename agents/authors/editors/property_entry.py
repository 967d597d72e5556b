"""The one entry of the case's ``constant`` dictionaries a named keyword is set at.

Why apart: the switch and keyword-vector editors both set a keyword "at the one entry the case
keeps under that name" and refuse with the same reasons where it keeps none, or several (a
phase not named); one place keeps those reasons the same for both.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.foamcase.case.files import property_files
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



def same_value_copies(root: Path, name: str, chosen: Location, held: Any) -> list[Location]:
    """The other entries of ``name`` in the case's property dictionaries holding the value
    ``held`` the chosen one held: one quantity the case keeps twice, each read by another
    part (channel395's ``Ubar`` in transportProperties and in the fvOptions
    ``meanVelocityForce`` that drives the flow). Writing only the chosen one left the flow at
    the tutorial's speed while the audit read the stated one."""
    copies: list[Location] = []
    for path in property_files(root):
        relative = path.relative_to(root).as_posix()
        if relative == chosen.file:
            continue
        try:
            entries = FoamFile(path).as_dict()
        except Exception:  # foamlib raises several kinds on a file it cannot parse
            continue
        copies.extend(Location(relative, keys) for keys, value in leaf_entries(entries)
                      if keys[-1] == name and same(value, held))
    return copies
