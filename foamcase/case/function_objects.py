"""The function objects of a case's ``system/controlDict``: which one does a given job.

Why here: "the drag on the cylinder is reported" is met by any function object of the right
type on the right patches, whoever wrote it (an author, the generated geometry, a user). The
question "is there an object that does this" is a reading of the case, so every part that asks
it (an author deciding whether to add one, the audit checking one) reads the entries the same
way: the type, the patches, the fields sampled, the points, and the keywords that say what a
surface or range object measures. A line sample is an ``#include`` of its own file under
``system`` (v1912's ``sets`` dictionary), read from there.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.values import vector_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A point of an object; None where any coordinate will do (a coordinate the request leaves
#: open, or the one across a 2-D mesh's single cell).
Point = tuple[float | None, float | None, float | None]
#: Where two coordinates count as one (a probe's location as written and as wanted).
SAME_POINT = 1e-6
#: The keywords that say what a surface or range object measures (not how often it writes).
IDENTITY_KEYS = frozenset({"regionType", "name", "operation", "fields", "region1", "region2",
                           "mode", "result"})
#: v1912's surfaceFieldValue operation per patch quantity (caseDicts flowRatePatch,
#: patchAverage).
PATCH_OPERATIONS = {"flow_rate": "sum", "average": "areaAverage", "maximum": "max",
                    "minimum": "min"}
#: Types whose object must name its patches (a wall-field object without ``patches`` covers
#: every wall, a force object without them measures nothing).
PATCHES_REQUIRED = frozenset({"forces", "forceCoeffs"})
#: Types whose identity is their measuring keywords.
MEASURING_TYPES = frozenset({"surfaceFieldValue", "fieldValueDelta", "fieldMinMax", "pressure"})
_INCLUDE = lazy_regex(r'^"?([\w.-]+)"?$')
_LINE_ENTRY = lazy_regex(r"\b(start|end)\s*\(([^()]*)\)")
_LINE_FIELDS = lazy_regex(r"^\s*fields\s*\(([^()]*)\)", re.MULTILINE)
_LINE_TYPE = lazy_regex(r"^\s*type\s+sets\s*;", re.MULTILINE)
_NUMBER = lazy_regex(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


@dataclass(frozen=True)
class WantedObject:
    """The job a function object must do.

    Attributes:
        kind: Its ``type`` (``forceCoeffs``, ``probes``, ``sets``…).
        patches: Exactly the patches it must work on (forces, wall fields); empty: any.
        fields: Fields it must sample at least (probes, sets).
        points: Points it must sample (a probe) or run between (a line's ends).
        settings: Measuring keywords and their values (only :data:`IDENTITY_KEYS` count).
    """

    kind: str
    patches: tuple[str, ...] = ()
    fields: tuple[str, ...] = ()
    points: tuple[Point, ...] = ()
    settings: tuple[tuple[str, Any], ...] = ()


def find_object(functions: Mapping[Any, Any], wanted: WantedObject, root: Path) -> str | None:
    """The name of the first object of controlDict's ``functions`` that does ``wanted``'s
    job in the case under ``root``, or None."""
    for name, entry in functions.items():
        if isinstance(name, str) and isinstance(entry, Mapping) and _does(entry, wanted, root):
            return name
    return None


def words(value: Any) -> set[str]:
    """A keyword's value as a set of words (a name, or a list of names)."""
    if isinstance(value, str):
        return {value}
    return {str(item) for item in value} if isinstance(value, list | tuple) else set()


def _same_points(found: list[tuple[float, float, float]], wanted: tuple[Point, ...]) -> bool:
    def same(point: Point, other: tuple[float, float, float]) -> bool:
        return all(want is None or math.isclose(want, have, rel_tol=SAME_POINT,
                                                abs_tol=SAME_POINT)
                   for want, have in zip(point, other, strict=True))
    return len(found) >= len(wanted) and all(any(same(point, other) for other in found)
                                             for point in wanted)


def _same_setting(found: Any, wanted: Any) -> bool:
    if isinstance(wanted, dict):
        return isinstance(found, Mapping) and all(
            _same_setting(found.get(key), value) for key, value in wanted.items()
            if key in IDENTITY_KEYS)
    if isinstance(wanted, list):
        return set(map(str, wanted)) <= words(found)
    return bool(found == wanted)


def _does(entry: Mapping[str, Any], wanted: WantedObject, root: Path) -> bool:
    if wanted.kind == "sets":
        return _line_does(entry, wanted, root)
    if entry.get("type") != wanted.kind:
        return False
    if wanted.patches and "patches" in entry and words(entry["patches"]) != set(wanted.patches):
        return False
    if wanted.patches and "patches" not in entry and wanted.kind in PATCHES_REQUIRED:
        return False
    if wanted.kind in MEASURING_TYPES:
        return all(_same_setting(entry.get(key), value) for key, value in wanted.settings
                   if key in IDENTITY_KEYS)
    if wanted.kind == "probes":
        locations = entry.get("probeLocations")
        points = [vector for item in locations if (vector := vector_of(item)) is not None] \
            if isinstance(locations, list) else []
        return set(wanted.fields) <= words(entry.get("fields")) and _same_points(
            points, wanted.points)
    return True


def _line_does(entry: Mapping[str, Any], wanted: WantedObject, root: Path) -> bool:
    """A line sample: an ``#include`` of a ``sets`` file under ``system`` with the fields and
    the ends wanted."""
    include = entry.get("#include")
    match = _INCLUDE.match(str(include).strip()) if include is not None else None
    path = root / "system" / match.group(1) if match else None
    if path is None or not path.is_file() or path.is_symlink():
        return False
    text = path.read_text(encoding="utf-8", errors="replace")
    fields = _LINE_FIELDS.search(text)
    ends = {key: tuple(float(value) for value in numbers.split())
            for key, numbers in _LINE_ENTRY.findall(text)
            if len(numbers.split()) == 3 and all(_NUMBER.fullmatch(value)
                                                 for value in numbers.split())}
    points = [(ends[key][0], ends[key][1], ends[key][2]) for key in ("start", "end")
              if key in ends]
    return (_LINE_TYPE.search(text) is not None and fields is not None
            and set(wanted.fields) <= set(fields.group(1).split())
            and _same_points(points, wanted.points))
