"""``Draft`` and ``Reader``: what the spec readers hand on to each other, and what a reader is.

Why typed fields rather than a bag of results: a reader that depends on another (the shape
sizes on the lengths read, the value reader on the regime's phases) names what it uses, and a
type checker holds it to that. A reader whose result only adds to the stated requirements (a
shock tube's states, a ramp) hands on an ``Amendment`` instead, so adding one needs no field.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace
from typing import Protocol

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import Dimensionless, LengthMention
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.materials import MaterialMention
from foam_agent.agents.spec.regime import Regime
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.translation import Translation

#: A change a reader makes to the stated requirements once the value reader has read them.
Amendment = Callable[[Requirements], Requirements]


@dataclass(frozen=True)
class Draft:
    """The prompt and what the readers before the current one found in it.

    Attributes:
        text: The normalised prompt; every span refers to it.
        solvers: The installation's applications, so a named solver is recognised.
        regime: Laminar/RAS/LES, steady or transient, phases, the solver named.
        geometry: The shapes and sizes described, when any are.
        dimensionless: Re, Ma, … with their reference lengths.
        lengths: Every length said with a word naming it ("box 0.1 m").
        material: The fluid named, for a single-phase request that names one.
        stated: The values stated (times, properties, boundary values, mesh, …).
        amendments: What later readers add to ``stated``, in the readers' order.
        translation: The request's language and the clauses of it left unread, when it is not
            written in English (``text`` holds the rest in English).
    """

    text: str
    solvers: Collection[str] = ()
    regime: Regime = Regime()
    geometry: Geometry | None = None
    dimensionless: tuple[Dimensionless, ...] = ()
    lengths: tuple[LengthMention, ...] = ()
    material: MaterialMention | None = None
    stated: Requirements = field(default_factory=Requirements)
    amendments: tuple[Amendment, ...] = ()
    translation: Translation | None = None

    @property
    def multiphase(self) -> bool:
        """Whether the request is of two or more phases (no one fluid; properties per phase)."""
        return self.regime.phases is not None and self.regime.phases >= 2

    def amended(self, amendment: Amendment) -> Draft:
        """This draft with ``amendment`` to apply after those already held."""
        return replace(self, amendments=(*self.amendments, amendment))


class Reader(Protocol):
    """One step of the spec reader: reads the draft's text, claims the spans it used under its
    ``name`` and returns the draft with its finding."""

    @property
    def name(self) -> str:
        """The name its claims are recorded under."""

    def read(self, draft: Draft, claims: Claims) -> Draft:
        """The draft with this reader's finding; the spans it used claimed in ``claims``."""
