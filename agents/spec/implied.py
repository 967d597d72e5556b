"""The flow regime a Reynolds number implies when the request names none.

Why: "a lid-driven cavity at Re = 1000" is a laminar flow to any CFD engineer, yet the words
say neither laminar nor turbulent, and the nearest tutorial may be the RAS cavity. Below the
transition Reynolds number of the geometry the request describes, laminar is implied. It is
an assumption, not the user's words, so the source says so and the audit row shows it.

The limits are conservative textbook values, each on the length the geometry's Re is usually
based on: a 2D lid-driven cavity stays laminar and steady well past Re = 5000 (Ghia et al.
tabulate up to 10^4); plane channel and pipe flow transition near 2000-2300 on the height or
diameter; the backward-facing step's flow is laminar below about Re = 1000 on the step height
(Armaly et al. on twice the height: 1200); a cylinder's 2D laminar wake lasts to about
Re = 190 (Williamson). Geometries without a clear limit (airfoils, steps in supersonic flow)
imply nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.dimensionless import Dimensionless
from foam_agent.agents.spec.geometry import Geometry, GeometryKind
from foam_agent.agents.spec.regime import Regime, RegimeFacet

#: Words that put turbulence in the request without naming a family ("turbulent flow",
#: "transitional", "a turbulence intensity of 5 %"): nothing is implied then.
_TURBULENCE_WORDS = re.compile(r"\bturbulen(?:t|ce)\b|\btransition(?:al)?\b|\beddies\b",
                               re.IGNORECASE)
#: Re at or below which the flow of each geometry is taken as laminar.
LAMINAR_LIMIT: dict[GeometryKind, float] = {
    "cavity": 5000.0,
    "channel": 2000.0,
    "backward_step": 1000.0,
    "obstacles_in_channel": 180.0,
}


@dataclass(frozen=True)
class ImpliedLaminar:
    """Laminar flow implied by a Reynolds number, with the words and the reason."""

    facet: RegimeFacet
    reason: str


def implied_laminar(text: str, regime: Regime, geometry: Geometry | None,
                    dimensionless: tuple[Dimensionless, ...]) -> ImpliedLaminar | None:
    """Laminar, when the request (``text``) names no turbulence, states a plain Re and
    describes a geometry whose transition Re it is below; else None."""
    if regime.turbulence is not None or regime.model is not None or geometry is None \
            or _TURBULENCE_WORDS.search(text):
        return None
    limit = LAMINAR_LIMIT.get(geometry.kind)
    reynolds = next((item for item in dimensionless if item.name == "Re"), None)
    if limit is None or reynolds is None or reynolds.value > limit:
        return None
    what = geometry.kind.replace("_", " ").replace("obstacles in channel", "body in a channel")
    return ImpliedLaminar(
        facet=RegimeFacet(facet="turbulence", value="laminar", phrase=reynolds.phrase,
                          start=reynolds.start, end=reynolds.end),
        reason=(f"{reynolds.phrase} (laminar assumed: below about Re = {limit:g}, where the "
                f"flow of a {what} turns turbulent)"))
