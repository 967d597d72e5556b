"""``Porosity``: a porous zone's coefficients and extent as a request states them, and where
they go in the followed case (one function each for the editor and the audit).

Why a type of its own: a coefficient said in words ("a Darcy resistance of 5000 per square
metre in every direction") is the model's entry on some or every axis of the model's own
frame, and a block's size ("1.5 m by 1.5 m, centred 2 m downstream of the inflow edge") is
the topoSet box that cuts the zone out of the mesh, placed through the followed case's
domain. The editor and the audit must agree on both, or the audit would read a value the
editor never wrote.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.porosity import PorousPlace, zone_box_action
from foam_agent.foamcase.case.sizes import case_sizes
from foam_agent.foamcase.case.values import numbers_of
from foam_agent.foamcase.catalog.porosity import BAFFLE, BAFFLE_KEYWORDS

#: The two in-plane axes a zone's sizes are said along: the flow's (the first axis of the
#: porous model's frame, x in every tutorial with a topoSet box) and across it (y).
STREAMWISE, ACROSS = 0, 1


@dataclass(frozen=True)
class PorousCoefficient:
    """One coefficient stated.

    Attributes:
        model: The porosity model it belongs to (``DarcyForchheimer``).
        keyword: Its entry (``d``).
        value: In the entry's unit (a permeability already turned into d = 1/K).
        axis: The axis of the model's frame it is said along; None for every axis (a plain
            number for a porous block is isotropic: nothing in the words gives it a
            direction, and a block, unlike a duct's filter, lets the flow turn).
        source: The request's words.
        by_letter: The axis is the mesh's, named by its letter ("in x"), not the flow's.
        components: The three components said in the dictionary's own form
            ("f = (10 10 10) 1/m"), when so (``value`` is then their largest).
        every_axis: The words say every direction ("in all directions", "isotropic"); a
            value with no direction at all leaves this False.
    """

    model: str
    keyword: str
    value: float
    axis: int | None
    source: str
    by_letter: bool = False
    components: tuple[float, float, float] | None = None
    every_axis: bool = False

    def unplaced(self, have: Sequence[float] | None) -> str | None:
        """Why this one number has no place in the case's entry ``have``, or None.

        Why: a number said with no direction is every axis's only where the case's own
        components are alike. Where they differ (a duct filter's (5e7 -1000 -1000): one
        resistance along the flow, multipliers across it), writing the number on all three
        would silently overwrite the components the words never named; which one it is, the
        words do not say, so it stays open."""
        if self.components is not None or self.axis is not None or self.every_axis \
                or have is None or len(have) != 3 or len(set(have)) == 1:
            return None
        shown = " ".join(f"{item:g}" for item in have)
        return (f"'{self.source}' gives one number and no direction, and the case's "
                f"{self.keyword} ({shown}) differs per component: say which (along the flow, "
                f"across it, or in every direction)")

    def expected(self, have: Sequence[float] | None) -> list[float | None]:
        """The entry's components after this statement: the three said in code form, else
        the value on its axis (every axis when None); another axis as the case has it (None
        when unknown); all None where the number has no place (``unplaced``)."""
        if self.components is not None:
            return list(self.components)
        if self.unplaced(have) is not None:
            return [None] * 3
        if self.axis is None:
            return [self.value] * 3
        kept: list[float | None] = list(have) if have is not None and len(have) == 3 \
            else [None] * 3
        kept[self.axis] = self.value
        return kept


@dataclass(frozen=True)
class ZoneExtent:
    """A porous zone's size and position as stated (metres).

    Attributes:
        sizes: Along the flow and across it (None: the case's own).
        centre: The centre's coordinate along the flow and across it, when said.
        from_inflow: The centre's distance downstream of the domain's upstream end, when said
            so.
        mid_across: The centre is said to be halfway across the domain.
        source: The request's words.
        mid_along: The centre is said to be in the middle of the domain along the flow.
    """

    sizes: tuple[float | None, float | None]
    centre: tuple[float | None, float | None]
    from_inflow: float | None
    mid_across: bool
    source: str
    mid_along: bool = False


@dataclass(frozen=True)
class Porosity:
    """What a request states of its porous zone."""

    coefficients: tuple[PorousCoefficient, ...] = ()
    extent: ZoneExtent | None = None
    void_fraction: float | None = None
    void_source: str = ""

    def describe(self) -> str:
        """The porous zone in words, for the run record."""
        parts = [f"{item.keyword} = " + (
            f"({' '.join(f'{value:.6g}' for value in item.components)})"
            if item.components is not None else f"{item.value:.6g}")
                 + ("" if item.axis is None else f" along axis {'xyz'[item.axis]}")
                 for item in self.coefficients]
        if self.extent is not None:
            sizes = " x ".join("the case's" if item is None else f"{item:.6g} m"
                               for item in self.extent.sizes)
            parts.append(f"zone {sizes}")
        if self.void_fraction is not None:
            parts.append(f"porosity {self.void_fraction:.6g}")
        return "; ".join(parts)


def held_keyword(place: PorousPlace, item: PorousCoefficient) -> str | None:
    """The entry of ``place`` that holds ``item`` (a baffle's ``D`` for d), or None."""
    if place.model == BAFFLE:
        return BAFFLE_KEYWORDS.get(item.keyword) if item.model == "DarcyForchheimer" else None
    return item.keyword if place.model == item.model else None


def expected_at(place: PorousPlace, item: PorousCoefficient, have: Sequence[float] | None
                ) -> list[float | None]:
    """What ``place`` must hold after ``item``: a baffle's one number (it resists only across
    itself, so a direction says nothing more), a zone's three components."""
    return [item.value] if place.model == BAFFLE else item.expected(have)


def baffle_thickness(extent: ZoneExtent | None) -> float | None:
    """The thickness a baffle's ``length`` takes from a stated extent: its size along the
    flow."""
    return None if extent is None else extent.sizes[STREAMWISE]


def placed_beyond_thickness(extent: ZoneExtent) -> bool:
    """Whether ``extent`` says more than a thickness (a size across, a centre): a baffle's
    faces are the mesh's, so that part is not applied to a baffle."""
    return (extent.sizes[ACROSS] is not None or extent.centre != (None, None)
            or extent.from_inflow is not None or extent.mid_across or extent.mid_along)


@dataclass(frozen=True)
class ZoneBox:
    """Where a stated extent puts the zone's topoSet box."""

    index: int
    name: str
    keys: tuple[str, ...]
    before: tuple[Vector, Vector]
    low: Vector
    high: Vector


def _domain_bounds(root: Path) -> dict[int, tuple[float, float]]:
    lows: dict[int, float] = {}
    highs: dict[int, float] = {}
    for size in case_sizes(root):
        if size.thing == "domain" and size.kind == "position" and size.axis is not None:
            lows[size.axis] = min(lows.get(size.axis, size.value), size.value)
            highs[size.axis] = max(highs.get(size.axis, size.value), size.value)
    return {axis: (lows[axis], highs[axis]) for axis in lows}


def zone_box(root: Path, place: PorousPlace, extent: ZoneExtent) -> ZoneBox | str:
    """The box ``extent`` gives the zone of ``place`` in the case under ``root``, or why it
    cannot be placed. An axis whose size is unsaid keeps the case's; a centre unsaid keeps
    the box's own centre (the block is resized in place); the third axis is the case's."""
    if place.zone is None:
        return "the case's porous model names no cell zone"
    if place.turned:
        return ("the porous model's frame is turned from the mesh's axes: a size along the "
                "flow has no one topoSet axis")
    found = zone_box_action(root, place.zone)
    if isinstance(found, str):
        return found
    index, action = found
    keys = ("sourceInfo", "box") if isinstance(action.get("sourceInfo"), dict) else ("box",)
    box = action.get("box") if keys == ("box",) else action["sourceInfo"].get("box")
    corners = [numbers_of(item) for item in box] if isinstance(box, (list, tuple)) \
        and len(box) == 2 \
        else None
    if corners is None or any(item is None or len(item) != 3 for item in corners):
        return f"the topoSet action '{action.get('name')}' holds no box of two points"
    low = list(corners[0] or ())
    high = list(corners[1] or ())
    bounds = _domain_bounds(root)
    for axis in (STREAMWISE, ACROSS):
        middle = (low[axis] + high[axis]) / 2
        stated = extent.centre[axis]
        if stated is not None:
            middle = stated
        elif axis == STREAMWISE and extent.from_inflow is not None:
            if axis not in bounds:
                return "the case's domain bounds are not measured: no upstream end to place from"
            middle = bounds[axis][0] + extent.from_inflow
        elif (axis == ACROSS and extent.mid_across) or (axis == STREAMWISE
                                                         and extent.mid_along):
            if axis not in bounds:
                return "the case's domain bounds are not measured: no middle to place at"
            middle = sum(bounds[axis]) / 2
        size = extent.sizes[axis]
        half = (high[axis] - low[axis]) / 2 if size is None else size / 2
        low[axis], high[axis] = middle - half, middle + half
    return ZoneBox(index, str(action.get("name", index)), keys,
                   ((corners[0][0], corners[0][1], corners[0][2]),  # type: ignore[index]
                    (corners[1][0], corners[1][1], corners[1][2])),  # type: ignore[index]
                   (low[0], low[1], low[2]), (high[0], high[1], high[2]))
