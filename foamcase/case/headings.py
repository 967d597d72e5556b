"""A vector from a size and a direction: the direction from the words, resolved through the
case's geometry, else the followed case's own vector.

Why one place: "a field of 12 across the channel" is (0 12 0) in a channel whose walls lie at
the bottom and top and (0 0 12) in one whose walls are front and back; "B of 3 T" with no
direction keeps the tutorial's own (0 20 0) direction. The editor writes the vector and the
audit checks it through :func:`directed`, so they agree on it, and each says where the
direction came from.

Sources, in order: an axis the words give ("along y"); a role the words give
(``foamcase.catalog.headings``: ``across`` is the normal of the patches the case's walls are,
``along`` the axis of its inlet and outlet, ``up``/``down`` against and with gravity); the
case's own non-zero vector (direction kept, size replaced). A role the geometry does not settle
(walls on two axes, no walls), words that give two directions, or no words and no vector of the
case's own leave the size unplaced, with why. A direction in words without a sign ("across")
takes the sign of the case's own vector when that lies along it, else the axis's positive one,
and says so.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.numbers import Vector, format_vector
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, resolve
from foam_agent.foamcase.case.sides import patch_sides, side_axis, up_axis
from foam_agent.foamcase.catalog.headings import HeadingRole

#: A role, an axis given in words, or words that give more than one direction.
HeadingKind = HeadingRole | Literal["axis", "unclear"]


@dataclass(frozen=True)
class Heading:
    """A direction as the words give it.

    Attributes:
        kind: An axis (``axis`` holds it), a role the case's geometry resolves, or
            ``unclear`` when the words give two directions.
        words: The words that give it.
        axis: For ``axis``, the signed unit vector ("along -y": (0 -1 0)).
    """

    kind: HeadingKind
    words: str
    axis: Vector | None = None


@dataclass(frozen=True)
class Directed:
    """A unit direction for a stated size, and how it was found (for the plan and the audit)."""

    unit: Vector
    how: str

    def times(self, size: float) -> Vector:
        """The vector of ``size`` along this direction."""
        return (_tidy(size * self.unit[0]), _tidy(size * self.unit[1]),
                _tidy(size * self.unit[2]))


def directed(root: Path, heading: Heading | None, own: Vector | None, field: str
             ) -> Directed | str:
    """The direction a size of ``field`` takes in the case under ``root``: from ``heading``
    (resolved through the case's geometry), else along ``own`` (the case's own vector there,
    before any edit); or why it has none.
    """
    own_unit = _unit(own) if own is not None else None
    if heading is None:
        if own is None or own_unit is None:
            return (f"the words give the size of {field} but no direction, and the case's own "
                    f"{field} is zero")
        return Directed(own_unit, f"along the case's own {field} {format_vector(own)}, "
                                  "its size replaced")
    if heading.kind == "unclear":
        return f"the words give {field} more than one direction ('{heading.words}')"
    if heading.kind == "axis" and heading.axis is not None:
        return Directed(heading.axis, f"along {format_vector(heading.axis)} as '{heading.words}' "
                                      "says")
    axis = _role_axis(root, heading.kind)
    if isinstance(axis, str):
        return f"'{heading.words}': {axis}"
    index, what = axis
    if heading.kind in ("up", "down"):
        return Directed(_along(index, 1.0 if heading.kind == "up" else -1.0),
                        f"'{heading.words}': {what}")
    if own is not None and own_unit is not None and abs(abs(own_unit[index]) - 1.0) < 1e-9:
        return Directed(_along(index, own_unit[index]),
                        f"'{heading.words}': {what}, the sign of the case's own {field} "
                        f"{format_vector(own)}")
    return Directed(_along(index, 1.0),
                    f"'{heading.words}': {what}; no sign is stated, so +{'xyz'[index]}")


def _along(index: int, sign: float) -> Vector:
    """The unit vector along axis ``index`` with ``sign``."""
    return (sign if index == 0 else 0.0, sign if index == 1 else 0.0,
            sign if index == 2 else 0.0)


def _role_axis(root: Path, role: str) -> tuple[int, str] | str:
    """The axis a role names in the case, with how it was found; or why it names none."""
    if role in ("up", "down"):
        index = up_axis(root)
        return index, f"{'up' if role == 'up' else 'down'} is {'xyz'[index]} in the case"
    patches = mesh_patches(root)
    sides = patch_sides(root)
    if role == "across":
        chosen = resolve(("walls",), patches, sides=lambda: sides)
        what = "the normal of the walls"
    else:
        chosen = [*resolve(("inlet",), patches, sides=lambda: sides),
                  *resolve(("outlet",), patches, sides=lambda: sides)]
        what = "the axis from the inlet to the outlet"
    chosen = [name for name in chosen if patches.get(name) not in CONSTRAINT_TYPES]
    axes = _axes_of(root, chosen, sides)
    if len(axes) != 1:
        return (f"the case's {'walls' if role == 'across' else 'inlet and outlet'} "
                f"({', '.join(sorted(chosen)) or 'none'}) lie on {len(axes)} axes, so it "
                "names no one direction")
    index = next(iter(axes))
    return index, f"{what} ({', '.join(sorted(chosen))}) is {'xyz'[index]}"


def _axes_of(root: Path, names: list[str], sides: Mapping[str, frozenset[str]]) -> set[int]:
    """The axes of the bounding planes the patches ``names`` lie on."""
    return {side_axis(root, word) for name in names for word in sides.get(name, frozenset())}


def _unit(vector: Vector | None) -> Vector | None:
    if vector is None:
        return None
    size = math.sqrt(sum(part * part for part in vector))
    if not size:
        return None
    return (vector[0] / size, vector[1] / size, vector[2] / size)


def _tidy(value: float) -> float:
    """``value`` without the float noise of a product (and never -0.0)."""
    return float(f"{value:.12g}") + 0.0
