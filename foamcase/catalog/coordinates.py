"""The quantity an application's space coordinate stands for, where it is not a position.

Why a table: financialFoam solves the Black-Scholes equation for an option's value V(S, t),
and its mesh's x coordinate is the underlying asset's price S: the europeanCall tutorial's
one block spans x from 0 to 200 (``scale 200``), five times its strike of 40, between the
patches ``lowValue`` and ``highValue``. A request restating or keeping that span ("share prices
from 0 to 200 as in the tutorial") names a price, never an axis, so nothing could hold it
against the mesh and the words ended "not understood". The row says which axis holds the
quantity and the words prose names it by; the audit reads the span from the case's own mesh
(``agents.audit.restated``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Coordinate:
    """A space coordinate of an application that is no position.

    Attributes:
        application: The application (``financialFoam``).
        axis: The mesh's axis holding the quantity (0, 1, 2: x, y, z).
        quantity: What the coordinate is, as the understanding shows it.
        words: How prose names the quantity, as regular expressions matched case-insensitively
            on word boundaries.
    """

    application: str
    axis: int
    quantity: str
    words: tuple[str, ...]


COORDINATES: tuple[Coordinate, ...] = (
    Coordinate("financialFoam", 0, "the underlying asset's price S",
               (r"prices?", r"shares?", r"stocks?", r"assets?", r"underlying", r"spot")),
)


def coordinate(application: str | None) -> Coordinate | None:
    """The coordinate of ``application`` that is no position, if it has one."""
    return next((row for row in COORDINATES if row.application == application), None)
