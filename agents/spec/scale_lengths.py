"""The length a dimensionless number is based on, as a size the case must have.

Why: "Re = 250 on U_lid = 0.75 m/s & side L = 4 in" names the cavity's side twice over: as
the Reynolds number's length and as the cavity's size. Read only as Re's length, it set ν
while the cavity kept its 0.1 m side, and the run was "solved" on a domain the request never
asked for. A length a number is based on that is one of the domain's own sizes (a cavity's
side, a channel's height or length, its width) is a size of the domain too, placed by its
role like any size said in words (``foam_agent.agents.spec.domain_frame``), written by the mesh
editor and checked by the audit; a length of a body (a diameter, a chord, a step's height)
stays the body's, which the readers of those shapes take.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.dimensionless import Dimensionless, LengthMention
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.stated import Extent, Requirements, SizeRole, Stated

__all__ = ["domain_roles", "with_scale_lengths"]

#: Where a size said by its role sits before the case's frame places it.
_PROVISIONAL: dict[SizeRole, int] = {"length": 0, "height": 1, "width": 1, "depth": 1}
#: The words naming a domain's size, each with the roles it gives.
_DOMAIN_BASES: dict[str, tuple[SizeRole, ...]] = {
    "height": ("height",), "gap": ("height",), "length": ("length",), "width": ("width",),
}
#: Bases naming a cavity's side: a square's, so both of its sides.
_SIDE_BASES = frozenset({"side", "length", "width"})
#: A half-size is the centreline-to-wall distance: the domain's height is twice it.
_HALF = "half-height"


def domain_roles(names: frozenset[str], geometry: Geometry | None) -> tuple[SizeRole, ...]:
    """The domain sizes a length named by ``names`` is: a side is both sides of a square
    (a cavity's side, or a side said in so many words), a height, length or width its own,
    a half-height half the height; none for a body's or a step's length."""
    if names & {"step height", "diameter", "hydraulic diameter", "chord"}:
        return ()
    cavity = geometry is not None and geometry.kind == "cavity"
    if "side" in names or (cavity and names & _SIDE_BASES):
        return ("length", "height")
    if _HALF in names:
        return ("height",)
    return next((roles for basis, roles in _DOMAIN_BASES.items() if basis in names), ())


def with_scale_lengths(requirements: Requirements, numbers: tuple[Dimensionless, ...],
                       lengths: tuple[LengthMention, ...], geometry: Geometry | None
                       ) -> Requirements:
    """``requirements`` whose extent holds each domain size a number's length is (twice a
    half-height), where no size of that role (or on its usual axis) was said otherwise."""
    extent = requirements.extent
    if extent is not None and extent.value.in_mesh_units:
        return requirements
    sizes: list[float | None] = list(extent.value.sizes) if extent is not None \
        else [None, None, None]
    lows: list[float | None] = list(extent.value.lows) if extent is not None \
        else [None, None, None]
    roles: list[SizeRole | None] = list(extent.value.roles) if extent is not None \
        else [None, None, None]
    words = [extent.source] if extent is not None else []
    for number in numbers:
        if number.length is None or number.length_phrase is None:
            continue
        mention = next((item for item in lengths if item.phrase == number.length_phrase), None)
        names = frozenset((*(mention.names if mention is not None else ()),
                           *((number.basis,) if number.basis else ())))
        added = False
        size = number.length * 2 if _HALF in names else number.length
        for role in domain_roles(names, geometry):
            usual = _PROVISIONAL.get(role, 2)
            if role in roles or (sizes[usual] is not None and roles[usual] is None):
                continue
            slot = usual if sizes[usual] is None else next(
                (axis for axis in range(3) if sizes[axis] is None), None)
            if slot is None:
                continue
            sizes[slot], lows[slot], roles[slot] = size, None, role
            added = True
        if added:
            words.append(number.length_phrase if size == number.length
                         else f"twice the {number.length_phrase}")
    if len(words) == (1 if extent is not None else 0):
        return requirements
    placed = Extent((sizes[0], sizes[1], sizes[2]), (lows[0], lows[1], lows[2]),
                    roles=(roles[0], roles[1], roles[2]))
    return replace(requirements, extent=Stated(placed, "; ".join(words)))
