"""The size of a thing inside a case, measured where the case draws it.

Why: "choose nu so that Re = 50 based on the cylinder diameter" on offsetCylinder names a
length the request never states; the case holds it (its ``cylinder`` patch is drawn by arcs of
radius 1 m). Left unread, the number was refused ("the request states no diameter") or solved
on a default 1 m that only happened to agree; "Re 200 based on the block height" on
porousBlockage was refused although its ``topoSetDict`` box is 1 m tall. The noun says which
kind of entry draws the thing (``foamcase.catalog.things``); this module finds that entry and
measures it, saying where, so a derived value can name its length ("the cylinder's diameter
2 m: twice the radius of patch 'cylinder''s arcs in blockMeshDict").

Measured, never guessed: a noun that names no entry of the case, or names two, gives nothing.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.bodies import BODY_PATCHES
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.sides import up_axis
from foam_agent.foamcase.case.sizes import Size, case_sizes
from foam_agent.foamcase.case.values import numbers_of
from foam_agent.foamcase.catalog.things import Dimension, kinds_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["ThingSize", "thing_size"]

_INLET = lazy_regex(r"inlet|inflow", re.IGNORECASE)
_OUTLET = lazy_regex(r"outlet|outflow", re.IGNORECASE)
#: Two sizes closer than this share of the larger are one (vertex rounding, a square's sides).
_SAME = 1e-3
#: Significant digits a measured size keeps: vertices and arc points are written rounded
#: (offsetCylinder's arcs give radii of 0.999999 and 1.00001 m for its 1 m cylinder).
_DIGITS = 5
#: The dictionaries whose boxes draw a region, and the list each keeps its boxes in.
_BOX_FILES = (("system/topoSetDict", "actions"), ("system/setFieldsDict", "regions"))
_BOX_SOURCES = frozenset({"boxToCell", "boxToFace", "boxToPoint"})


@dataclass(frozen=True)
class ThingSize:
    """A thing's size in metres, what was measured and where."""

    value: float
    noun: str
    dimension: Dimension
    source: str

    def describe(self) -> str:
        """"the cylinder's diameter 2 m (twice the radius of patch 'cylinder''s arcs in
        blockMeshDict)"."""
        return f"the {self.noun}'s {self.dimension} {self.value:g} m ({self.source})"


def thing_size(root: Path, noun: str, dimension: Dimension) -> ThingSize | None:
    """The ``dimension`` of the thing ``noun`` names in the case at ``root``, or None when the
    case draws no such thing, draws more than one, or cannot say that size of it."""
    sizes = case_sizes(root)
    up = up_axis(root)
    for kind in kinds_of(noun):
        if kind == "step":
            found = _step(sizes, up, dimension)
        elif kind == "body":
            found = _body(sizes, noun, up, dimension)
        else:
            found = _region(root, sizes, noun, up, dimension)
        if found is not None:
            return ThingSize(float(f"{found[0]:.{_DIGITS}g}"), noun, dimension, found[1])
    return None


def _extents(sizes: Sequence[Size], thing: str, name: str | None = None) -> dict[int, float]:
    return {size.axis: size.value for size in sizes if size.kind == "length"
            and size.thing == thing and size.name == name and size.axis is not None}


def _along(extents: Mapping[int, float], up: int, dimension: Dimension, where: str
           ) -> tuple[float, str] | None:
    """The size along the axis ``dimension`` names: a height along ``up``, a length, width or
    chord along the flow (x, or the first axis that is not up), a side where the thing is
    square across its two axes that are not up."""
    flow = 0 if up != 0 else 1
    if dimension == "height":
        axis = up
    elif dimension in ("length", "width", "chord"):
        axis = flow
    elif dimension == "side":
        flat = [extents[axis] for axis in range(3) if axis != up and axis in extents]
        plane = [extents[axis] for axis in (flow, up) if axis in extents]
        for square in (plane, flat):
            if len(square) == 2 and abs(square[0] - square[1]) <= _SAME * max(square):
                return square[0], f"the side of {where}"
        return None
    else:
        return None
    value = extents.get(axis)
    return (value, f"the extent along {'xyz'[axis]} of {where}") if value else None


def _step(sizes: Sequence[Size], up: int, dimension: Dimension) -> tuple[float, str] | None:
    """A step's height: a backward step's inlet is lower than the domain by the step, a
    forward step's outlet lower than the inlet by it (pitzDaily, forwardStep)."""
    if dimension != "height":
        return None
    openings = {size.name: size.value for size in sizes if size.thing == "patch"
                and size.kind == "length" and size.axis == up and size.name}
    inlets = [value for name, value in openings.items() if _INLET.search(name)]
    outlets = [value for name, value in openings.items() if _OUTLET.search(name)]
    domain = _extents(sizes, "domain").get(up)
    if len(inlets) != 1 or len(outlets) != 1 or domain is None:
        return None
    inlet, outlet = inlets[0], outlets[0]
    if domain - inlet > _SAME * domain:
        return domain - inlet, (f"the domain's height {domain:g} m less the inlet's {inlet:g} m "
                                "(blockMeshDict vertices)")
    if inlet - outlet > _SAME * domain:
        return inlet - outlet, (f"the inlet's height {inlet:g} m less the outlet's {outlet:g} m "
                                "(blockMeshDict vertices)")
    return None


def _body(sizes: Sequence[Size], noun: str, up: int, dimension: Dimension
          ) -> tuple[float, str] | None:
    """A body's size from the one wall patch it is: the patch the noun names, else the one
    patch named as a body is."""
    patches = {size.name for size in sizes if size.thing == "patch" and size.name}
    named = [name for name in patches if noun.lower() in name.lower()]
    if not named:
        named = [name for name in patches if name.lower() in BODY_PATCHES]
    if len(named) != 1:
        return None
    patch = named[0]
    extents = _extents(sizes, "patch", patch)
    where = f"patch '{patch}' (blockMeshDict vertices)"
    if dimension == "diameter":
        radii = [size.value for size in sizes if size.thing == "arc" and size.name == patch]
        if radii:
            radius = statistics.median(radii)
            return 2 * radius, (f"twice the radius {radius:.6g} m of patch '{patch}''s arcs "
                                "(blockMeshDict)")
        domain = _extents(sizes, "domain")
        inside = [value for axis, value in extents.items()
                  if value < domain.get(axis, 0.0) * (1 - _SAME)]
        return (min(inside), f"the width across {where}") if inside else None
    return _along(extents, up, dimension, where)


def _region(root: Path, sizes: Sequence[Size], noun: str, up: int, dimension: Dimension
            ) -> tuple[float, str] | None:
    """A region's size from the one box drawing it: the box whose set the noun names
    (porousBlockage's ``porousBlockage``), else the case's only setFields box."""
    boxes = _boxes(root, sizes)
    named = [box for box in boxes if box[0] and noun.lower() in box[0].lower()]
    if not named:
        named = [box for box in boxes if box[1] == "system/setFieldsDict"]
    distinct = {tuple(sorted(box[2].items())) for box in named}
    if len(distinct) != 1:
        return None
    name, file, extents = named[0]
    where = f"the box {f'{name!r} ' if name else ''}in {file}, inside the domain"
    return _along(extents, up, dimension, where)


def _boxes(root: Path, sizes: Sequence[Size]) -> list[tuple[str, str, dict[int, float]]]:
    """(set name, file, extent per axis) of each box of topoSetDict and setFieldsDict, cut to
    the domain (a face selection's box reaches far beyond it: hotRoom's heater)."""
    domain = [[size.value for size in sizes if size.thing == "domain"
               and size.kind == "position" and size.axis == axis] for axis in range(3)]
    found: list[tuple[str, str, dict[int, float]]] = []
    for file, key in _BOX_FILES:
        entries: Any = entries_of(root / file)
        listed = entries.get(key) if isinstance(entries, Mapping) else None
        for item in listed if isinstance(listed, list) else []:
            if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping):
                source, body, name = str(item[0]), item[1], ""
            elif isinstance(item, Mapping):
                source, body, name = str(item.get("source")), item, str(item.get("name", ""))
            else:
                continue
            corners = _corners(body.get("box")) if source in _BOX_SOURCES else None
            if corners is None:
                continue
            extents: dict[int, float] = {}
            for axis in range(3):
                low, high = sorted((corners[0][axis], corners[1][axis]))
                if domain[axis]:
                    low, high = max(low, min(domain[axis])), min(high, max(domain[axis]))
                if high - low > 0:
                    extents[axis] = high - low
            found.append((name, file, extents))
    return found


def _corners(box: Any) -> tuple[list[float], list[float]] | None:
    if not (isinstance(box, tuple | list) and len(box) == 2):
        return None
    low, high = numbers_of(list(box[0])), numbers_of(list(box[1]))
    if low is None or high is None or len(low) != 3 or len(high) != 3:
        return None
    return low, high
