"""How far the peak speed of a fully developed duct flow lies above its mean, by regime and
cross-section: one row per profile.

Why a table: a check that bounds the speed a flow may reach from the flow rate through its
narrowest section (a 4:1 contraction carries four times the inlet's mean speed there) must
also allow for the profile across that section — a laminar flow between plates peaks at 1.5
times its mean, in a round pipe at twice it. These are textbook facts about the flow, not
acceptance policy, so they live here and the policy's margin lives with the checks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: The shape of a duct's cross-section as the mesh shows it: a plane channel (a 2-D mesh with
#: empty sides), a round pipe (an axisymmetric wedge) or a 3-D duct of any other shape.
Section = Literal["plane", "round", "duct"]


@dataclass(frozen=True)
class Profile:
    """The fully developed profile of one regime in one section.

    Attributes:
        laminar: Whether the flow is laminar.
        section: The cross-section's shape.
        peak_over_mean: The largest speed over the section's mean speed.
        source: Where the number comes from.
    """

    laminar: bool
    section: Section
    peak_over_mean: float
    source: str


PROFILES: tuple[Profile, ...] = (
    Profile(True, "plane", 1.5, "plane Poiseuille flow, u_max = 3/2 u_mean"),
    Profile(True, "round", 2.0, "Hagen-Poiseuille flow, u_max = 2 u_mean"),
    # A square duct has the largest peak of the rectangular ducts (Shah & London 1978, Laminar
    # Flow Forced Convection in Ducts, table of u_max/u_m: 2.0962 at aspect ratio 1).
    Profile(True, "duct", 2.1, "laminar square duct, u_max = 2.096 u_mean (Shah & London 1978)"),
    # The power law u/u_max = (y/R)^(1/n) gives u_max/u_mean = (n+1)/n between plates and
    # (n+1)(2n+1)/(2n^2) in a pipe; n = 6 is its low-Reynolds end (Re about 4000).
    Profile(False, "plane", 1.17, "turbulent channel, power law n = 6: (n+1)/n"),
    Profile(False, "round", 1.27, "turbulent pipe, power law n = 6: (n+1)(2n+1)/(2n^2)"),
    Profile(False, "duct", 1.27, "turbulent duct, taken as the pipe's"),
)


def peak_over_mean(*, laminar: bool, section: Section) -> Profile:
    """The profile of a fully developed flow of that regime in that section."""
    return next(row for row in PROFILES if row.laminar == laminar and row.section == section)
