"""The tutorial's boundary conditions, moved onto the generated mesh's patches.

Why by role: a physics tutorial (pitzDaily, say) names its patches ``inlet``, ``outlet``,
``upperWall``, ``lowerWall``, ``frontAndBack``; the generated mesh has ``inlet``, ``outlet``,
``top``, ``bottom``, ``obstacle``, ``frontAndBack``. Each patch of either side has a role
(inlet, outlet, wall, empty, symmetry), read from its name and from the conditions its fields
hold (``empty``, ``noSlip``, a wall function). Every new patch takes the condition of the
tutorial patch with its role, so the values the author applied there (an inlet speed, a wall
function) carry over; a role the tutorial lacks gets a standard condition. Each mapping is a
note line for the run record.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: ``lid`` is a generated cavity's moving top: it copies the tutorial's moving wall, if any.
Role = Literal["inlet", "outlet", "wall", "slip", "empty", "symmetry", "lid"]

#: Roles whose generated patch has a constraint type (``empty``, ``symmetryPlane``).
CONSTRAINT_ROLES: frozenset[Role] = frozenset({"empty", "symmetry"})
_FIELD_DIR = "0/"
_WORD_ROLES: tuple[tuple[Role, re.Pattern[str]], ...] = (
    ("empty", re.compile(r"front|back|empty|defaultFaces|sides?$", re.IGNORECASE)),
    ("symmetry", re.compile(r"symm", re.IGNORECASE)),
    ("inlet", re.compile(r"inlet|inflow|(?:^|_)in(?:_|$)|intake", re.IGNORECASE)),
    ("outlet", re.compile(r"outlet|outflow|(?:^|_)out(?:_|$)|exit", re.IGNORECASE)),
    ("wall", re.compile(r"wall|obstacle|cylinder|body|lid|floor|ceiling|top|bottom",
                        re.IGNORECASE)),
)
_WALL_TYPES = lazy_regex(r"noSlip|WallFunction|movingWallVelocity|fixedFluxPressure")


@dataclass(frozen=True)
class Remapped:
    """The field files rewritten for the new patches, and one note per mapping."""

    files: dict[str, str]
    notes: tuple[str, ...]


def _entry_type(entry: Any) -> str:
    if isinstance(entry, Mapping):
        return str(entry.get("type", ""))
    return ""


def role_of(name: str, entries: list[Any]) -> Role | None:
    """A tutorial patch's role from its conditions first, then its name."""
    types = [_entry_type(entry) for entry in entries]
    if "slip" in types:
        return "slip"
    if "empty" in types:
        return "empty"
    if any(kind.startswith("symmetry") for kind in types):
        return "symmetry"
    for role, pattern in _WORD_ROLES:
        if pattern.search(name):
            return role
    if any(_WALL_TYPES.search(kind) for kind in types):
        return "wall"
    return None


def _is_moving(entries: list[Any]) -> bool:
    """A wall that moves: a moving-wall condition, or a fixed non-zero velocity (a lid)."""
    for entry in entries:
        kind = _entry_type(entry)
        if kind in ("movingWallVelocity", "rotatingWallVelocity"):
            return True
        if kind == "fixedValue" and isinstance(entry, Mapping):
            value = entry.get("value")
            numbers = _plain(value) if not isinstance(value, str) else None
            if isinstance(numbers, list) and len(numbers) == 3 and any(numbers):
                return True
    return False


def _standard(role: Role, field: str, vector: bool) -> dict[str, Any]:
    """A condition for a role the tutorial does not have."""
    if role == "slip":
        return {"type": "slip"} if vector else {"type": "zeroGradient"}
    if role in ("empty", "symmetry"):
        return {"type": "empty" if role == "empty" else "symmetryPlane"}
    if field in ("p", "p_rgh"):
        return ({"type": "fixedValue", "value": "$internalField"} if role == "outlet"
                else {"type": "zeroGradient"})
    if role in ("wall", "lid"):
        if vector:
            return {"type": "noSlip"}
        if field == "nut":
            return {"type": "nutkWallFunction", "value": "$internalField"}
        return {"type": "zeroGradient"}
    if role == "inlet":
        if field == "nut":
            return {"type": "calculated", "value": "$internalField"}
        return {"type": "fixedValue", "value": "$internalField"}
    if vector:
        return {"type": "inletOutlet", "inletValue": "uniform (0 0 0)", "value": "$internalField"}
    return {"type": "zeroGradient"}


def _sources(roles: Mapping[str, Role | None], entries: Mapping[str, list[Any]]
             ) -> dict[Role, str]:
    """The tutorial patch each role copies: a patch whose *name* says its role beats one
    known only by its conditions (``walls`` over ACMI's ``ACMI1_blockage``), and a wall that
    does not move beats one that does (a cavity's lid)."""
    best: dict[Role, tuple[tuple[int, int], str]] = {}
    for patch, role in roles.items():
        if role is None:
            continue
        named = any(pattern.search(patch) for kind, pattern in _WORD_ROLES if kind == role)
        rank = (int(named), int(not _is_moving(entries[patch])))
        if role not in best or rank > best[role][0]:
            best[role] = (rank, patch)
    chosen = {role: patch for role, (_, patch) in best.items()}
    moving = [patch for patch, role in roles.items() if role == "wall"
              and _is_moving(entries[patch])]
    lid = moving[0] if moving else chosen.get("wall")
    if lid is not None:
        chosen["lid"] = lid
    return chosen


def remap_fields(files: Mapping[str, str], new_patches: Mapping[str, Role],
                 ) -> Remapped:
    """Rewrite every ``0/`` field's ``boundaryField`` for ``new_patches`` (name → role).

    The tutorial patch each new patch copies is the one of the same name (a generated
    cavity's ``movingWall``), else the first of the same role (for walls, the first wall that
    does not move, so an obstacle does not inherit a cavity's lid speed).
    """
    from foamlib import FoamFile

    fields = {name: text for name, text in files.items()
              if name.startswith(_FIELD_DIR) and name.count("/") == 1
              and "boundaryField" in text}
    changed: dict[str, str] = {}
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="foam-agent-remap-") as tmp:
        root = Path(tmp)
        parsed: dict[str, FoamFile] = {}
        for name, text in fields.items():
            path = root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(_INCLUDE_LINE.sub("", text))
            parsed[name] = FoamFile(path)
        entries: dict[str, list[Any]] = {}
        for foam in parsed.values():
            boundary = foam.get("boundaryField")
            if isinstance(boundary, Mapping):
                for patch, entry in boundary.items():
                    if isinstance(patch, str) and re.fullmatch(r"\w+", patch):
                        entries.setdefault(patch, []).append(entry)
        roles = {patch: role_of(patch, found) for patch, found in entries.items()}
        sources = _sources(roles, entries)
        for patch, role in new_patches.items():
            source = _source(patch, role, entries, sources)
            notes.append(f"patch '{patch}' ({role}) takes the conditions of the tutorial's "
                         f"'{source}'" if source else
                         f"patch '{patch}' ({role}): its mesh type fixes its conditions"
                         if role in CONSTRAINT_ROLES else
                         f"patch '{patch}' ({role}): the tutorial has no {role} patch; "
                         "standard conditions written")
        for name, foam in parsed.items():
            boundary = foam.get("boundaryField")
            if not isinstance(boundary, Mapping):
                continue
            field = name.split("/", 1)[1]
            header = foam.get("FoamFile")
            vector = isinstance(header, Mapping) and "Vector" in str(header.get("class", ""))
            written: dict[str, Any] = {}
            for patch, role in new_patches.items():
                source = _source(patch, role, entries, sources)
                entry = boundary.get(source) if source is not None else None
                written[patch] = _copy(entry if isinstance(entry, Mapping)
                                       else _standard(role, field, vector))
            foam["boundaryField"] = written
            changed[name] = (root / name).read_text()
    return Remapped(files=changed, notes=tuple(notes))


def _source(patch: str, role: Role, entries: Mapping[str, list[Any]],
            sources: Mapping[Role, str]) -> str | None:
    """The tutorial patch whose conditions ``patch`` copies, or None for a standard one.

    A generated constraint patch (an empty front and back, a symmetry plane) copies nothing:
    its mesh type admits only its own condition, and a tutorial patch of that name or role
    may be a wall (TJunction's ``defaultFaces`` holds ``noSlip``), whose conditions on an
    empty patch stop the solver before its first step."""
    if role in CONSTRAINT_ROLES:
        return None
    return patch if patch in entries else sources.get(role)


def _copy(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A plain copy foamlib can write back: nested mappings copied, arrays as lists (foamlib
    cannot normalise a NumPy array inside a sub-dictionary it is given)."""
    return {key: _plain(value) for key, value in entry.items()}


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return _copy(value)
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, list | tuple):
        return type(value)(_plain(item) for item in value)
    if isinstance(value, str) and (uniform := _UNIFORM.fullmatch(value.strip())):
        numbers = [float(item) for item in uniform.group(1).strip("()").split()]
        return numbers if uniform.group(1).startswith("(") else numbers[0]
    return value


#: ``#include``/``#includeEtc`` lines (``caseDicts/setConstraintTypes``): they set the types of
#: the tutorial's constraint patches, which the new boundaryField lists itself, and foamlib
#: cannot replace a boundaryField that holds a directive.
_INCLUDE_LINE = lazy_regex(r"^[ \t]*#include\w*[ \t]+[^\n]*\n?", re.MULTILINE)
#: A uniform value foamlib left as text ("uniform (0 0 0)" of an inletValue); written back as
#: numbers, since foamlib cannot write that text as a token.
_UNIFORM = lazy_regex(r"uniform\s+(\([-+.\deE\s]+\)|[-+.\deE]+)")
