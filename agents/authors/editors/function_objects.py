"""Function objects that sample fields a case no longer has.

Why: a tutorial's ``streamlines`` or ``probes`` list the fields of its own model (pitzDaily
samples ``(p k U)``); after a switch to Spalart-Allmaras there is no ``k`` in the registry and
the run dies at its first write ("Cannot find field k"). The field is dropped from such lists,
which is the least change that keeps the sampling.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Dictionaries that configure the solution, never function objects.
NOT_FUNCTION_OBJECTS = frozenset({"fvSchemes", "fvSolution", "blockMeshDict",
                                  "snappyHexMeshDict", "decomposeParDict"})
_FIELDS_LIST = lazy_regex(r"(\bfields\s*\()([^()]*)(\))")
_CANNOT_FIND = lazy_regex(r"Cannot find field (\w+)")


@dataclass(frozen=True)
class Dropped:
    """Fields removed from the sampled ``fields`` of one dictionary."""

    file: str
    fields: tuple[str, ...]

    def note(self) -> str:
        """One line for the run record."""
        return (f"{self.file}: removed {', '.join(self.fields)} from the sampled fields (the "
                "case's model does not compute it)")


def drop_fields(root: Path, names: Collection[str]) -> list[Dropped]:
    """Remove ``names`` from every ``fields ( … )`` list under ``system``."""
    folder = root / "system"
    if not folder.is_dir() or not names:
        return []
    found: list[Dropped] = []
    for path in sorted(folder.iterdir()):
        if not path.is_file() or path.name in NOT_FUNCTION_OBJECTS:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        lists = list(_FIELDS_LIST.finditer(text))
        dropped = sorted({word for match in lists for word in match.group(2).split()
                          if word in names})
        if not dropped:
            continue
        updated = _FIELDS_LIST.sub(
            lambda match: match.group(1) + " ".join(word for word in match.group(2).split()
                                                    if word not in names) + match.group(3),
            text)
        path.write_text(updated, encoding="utf-8")
        found.append(Dropped(f"system/{path.name}", tuple(dropped)))
    return found


def missing_sampled_field(root: Path, excerpt: str) -> list[str]:
    """The field a function object could not find, dropped from the lists that sample it."""
    match = _CANNOT_FIND.search(excerpt)
    return [item.note() for item in drop_fields(root, [match.group(1)])] if match else []
