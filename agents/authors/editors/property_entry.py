"""The one entry of the case's ``constant`` dictionaries a named keyword is set at.

Why apart: the switch and keyword-vector editors both set a keyword "at the one entry the case
keeps under that name" and refuse with the same reasons where it keeps none, or several (a
phase not named); one place keeps those reasons the same for both.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.foamcase.case.files import property_files
from foam_agent.foamcase.case.locations import Location, locate


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
