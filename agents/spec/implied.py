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

A body in a request that says it is 2D ("2D", "two-dimensional", one cell across) is laminar
to a higher limit, Re = 1000: what makes a cylinder's wake turbulent past Re = 190 are its 3D
modes (Williamson's modes A and B), which a 2D simulation cannot hold, so 2D studies of bluff
bodies compute the laminar Navier-Stokes equations through the hundreds (Braza et al. to
Re = 1000). A RAS model there damps the vortex street it is asked for: "2D cylinder, Re = 200"
on k-epsilon did not shed (St 0.49, not periodic). Without "2D" the 3D limit stands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.dimensionless import Dimensionless
from foam_agent.agents.spec.geometry import Geometry, GeometryKind
from foam_agent.agents.spec.regime import Regime, RegimeFacet
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Words that put turbulence in the request without naming a family ("turbulent flow",
#: "transitional", "a turbulence intensity of 5 %"): nothing is implied then.
_TURBULENCE_WORDS = lazy_regex(r"\bturbulen(?:t|ce)\b|\btransition(?:al)?\b|\beddies\b",
                               re.IGNORECASE)
#: Re at or below which the flow of each geometry is taken as laminar.
LAMINAR_LIMIT: dict[GeometryKind, float] = {
    "cavity": 5000.0,
    "channel": 2000.0,
    "backward_step": 1000.0,
    "obstacles_in_channel": 180.0,
}
#: Re at or below which a body's flow is taken as laminar when the request says it is 2D.
LAMINAR_LIMIT_2D_BODY = 1000.0


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
    two_d_body = geometry.kind == "obstacles_in_channel" and geometry.two_d is True
    if two_d_body:
        limit = LAMINAR_LIMIT_2D_BODY
    reynolds = next((item for item in dimensionless if item.name == "Re"), None)
    if limit is None or reynolds is None or reynolds.value > limit:
        return None
    what = geometry.kind.replace("_", " ").replace("obstacles in channel", "body in a channel")
    why = (f"a 2D flow past a body, below about Re = {limit:g}: the 3D wake modes that make it "
           "turbulent cannot form in 2D" if two_d_body
           else f"below about Re = {limit:g}, where the flow of a {what} turns turbulent")
    return ImpliedLaminar(
        facet=RegimeFacet(facet="turbulence", value="laminar", phrase=reynolds.phrase,
                          start=reynolds.start, end=reynolds.end),
        reason=f"{reynolds.phrase} (laminar assumed: {why})")
