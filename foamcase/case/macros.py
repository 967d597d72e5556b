"""Values behind macro variables: ``flowRate $inletFlowRate;`` with ``inletFlowRate 75;`` at the
top of the file or in a file it ``#include``s, ``d ($D $D $D);`` with ``D 1000;`` beside it.

Why: OpenFOAM expands ``$name`` when it reads a dictionary, so the value a case holds for such an
entry is the variable's. A reader that takes the entry as written sees the string
``$inletFlowRate`` and cannot say whether a stated 60 m^3/s is there. The variables visible from
an entry are those of its enclosing dictionaries, innermost first, then the file's top level and
its includes (the scoping OpenFOAM's ``$`` lookup follows for the forms the tutorials use).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: ``$name`` as the tutorials write it (a scoped ``$..a.b`` or ``${...}`` is left as written).
_MACRO = lazy_regex(r"\$([A-Za-z_][A-Za-z0-9_]*)\Z")
_INCLUDE = lazy_regex(r'^\s*#include(?:Etc)?\s+"([^"]+)"', re.MULTILINE)


def macro_name(value: object) -> str | None:
    """The variable ``value`` stands for (``inletFlowRate`` of ``$inletFlowRate``), or None."""
    if isinstance(value, str):
        found = _MACRO.match(value.strip())
        return found.group(1) if found else None
    return None


def variables(path: Path, keys: Sequence[str] = ()) -> dict[str, Any]:
    """The variables an entry at ``keys`` of the dictionary file ``path`` sees: the files it
    includes (inside its case: the folder above its own), its top level, then each
    dictionary enclosing the entry (inner ones win)."""
    entries = entries_of(path)
    if entries is None:
        return {}
    seen: dict[str, Any] = {}
    folder, case = path.parent.resolve(), path.parent.parent.resolve()
    for include in _INCLUDE.findall(path.read_text(encoding="utf-8", errors="replace")):
        included = (folder / include).resolve()
        if case in included.parents and (found := entries_of(included)) is not None:
            seen.update((key, value) for key, value in found.items() if isinstance(key, str))
    scope: Any = entries
    for key in (None, *keys):
        if key is not None:
            scope = scope.get(key) if isinstance(scope, Mapping) else None
        if not isinstance(scope, Mapping):
            break
        seen.update((name, value) for name, value in scope.items() if isinstance(name, str))
    return seen


def expanded(value: Any, seen: Mapping[str, Any], depth: int = 4) -> Any:
    """``value`` with each ``$name`` (alone or in a list) replaced by the variable's value,
    followed through at most ``depth`` macros (a cycle stays as written)."""
    name = macro_name(value)
    if name is not None:
        if name not in seen or depth == 0:
            return value
        return expanded(seen[name], seen, depth - 1)
    if isinstance(value, (list, tuple)) and any(macro_name(item) for item in value):
        items = [expanded(item, seen, depth) for item in value]
        return tuple(items) if isinstance(value, tuple) else items
    return value


def defining_file(path: Path, name: str) -> Path | None:
    """The file defining variable ``name`` at its top level for the dictionary ``path``:
    ``path`` itself, else the last file it ``#include``s (inside its case) that does."""
    own = entries_of(path)
    if own is not None and name in own:
        return path
    folder, case = path.parent.resolve(), path.parent.parent.resolve()
    found: Path | None = None
    for include in _INCLUDE.findall(path.read_text(encoding="utf-8", errors="replace")):
        included = (folder / include).resolve()
        if case in included.parents and (entries := entries_of(included)) is not None \
                and name in entries:
            found = included
    return found


def references(folder: Path, name: str) -> int:
    """How many times the files under ``folder`` read variable ``name`` as ``$name``."""
    pattern = re.compile(rf"\${re.escape(name)}(?![\w.])")
    return sum(len(pattern.findall(path.read_text(encoding="utf-8", errors="replace")))
               for path in folder.rglob("*") if path.is_file())
