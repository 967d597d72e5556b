"""Published reference data, typed in from the papers' tables, each with its citation.

Why numbers here and not files: the validation suite compares a run with facts a reader can
check against the paper; each table keeps the paper's own order and digits, and a point the
suite does not use says why beside it instead of being dropped or altered.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Citation:
    """Where a reference comes from, precisely enough to find the table."""

    authors: str
    year: int | None
    title: str
    source: str
    where: str

    def short(self) -> str:
        """Authors and year, as the tables and pictures name the source."""
        return f"{self.authors} ({self.year})" if self.year else self.authors


@dataclass(frozen=True)
class Profile:
    """A published profile: positions and values, in the paper's order and units."""

    positions: tuple[float, ...]
    values: tuple[float, ...]
    #: Indices of points kept as published but left out of the error norm, with the reason.
    excluded: tuple[tuple[int, str], ...] = ()

    def used(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """The positions and values that enter the error norm."""
        skipped = {index for index, _ in self.excluded}
        kept = [i for i in range(len(self.positions)) if i not in skipped]
        return (tuple(self.positions[i] for i in kept), tuple(self.values[i] for i in kept))


GHIA_1982 = Citation(
    authors="Ghia, Ghia & Shin", year=1982,
    title="High-Re solutions for incompressible flow using the Navier-Stokes equations and a "
          "multigrid method",
    source="J. Comput. Phys. 48(3), 387-411",
    where="Table I (u on the vertical line through the centre), Table II (v on the horizontal "
          "line through the centre); 129 x 129 grid, lengths by the side, speeds by the lid's")

#: Table I: y of the points on the vertical centreline (x = 0.5), top to bottom as published.
_GHIA_Y = (1.0000, 0.9766, 0.9688, 0.9609, 0.9531, 0.8516, 0.7344, 0.6172, 0.5000, 0.4531,
           0.2813, 0.1719, 0.1016, 0.0703, 0.0625, 0.0547, 0.0000)
#: Table II: x of the points on the horizontal centreline (y = 0.5), right to left as published.
_GHIA_X = (1.0000, 0.9688, 0.9609, 0.9531, 0.9453, 0.9063, 0.8594, 0.8047, 0.5000, 0.2344,
           0.2266, 0.1563, 0.0938, 0.0781, 0.0703, 0.0625, 0.0000)

#: u / U_lid on x = 0.5, per Reynolds number (Table I).
GHIA_U: dict[int, Profile] = {
    100: Profile(_GHIA_Y, (1.00000, 0.84123, 0.78871, 0.73722, 0.68717, 0.23151, 0.00332,
                           -0.13641, -0.20581, -0.21090, -0.15662, -0.10150, -0.06434,
                           -0.04775, -0.04192, -0.03717, 0.00000)),
    400: Profile(_GHIA_Y, (1.00000, 0.75837, 0.68439, 0.61756, 0.55892, 0.29093, 0.16256,
                           0.02135, -0.11477, -0.17119, -0.32726, -0.24299, -0.14612,
                           -0.10338, -0.09266, -0.08186, 0.00000)),
    1000: Profile(_GHIA_Y, (1.00000, 0.65928, 0.57492, 0.51117, 0.46604, 0.33304, 0.18719,
                            0.05702, -0.06080, -0.10648, -0.27805, -0.38289, -0.29730,
                            -0.22220, -0.20196, -0.18109, 0.00000)),
}

#: v / U_lid on y = 0.5, per Reynolds number (Table II).
GHIA_V: dict[int, Profile] = {
    100: Profile(_GHIA_X, (0.00000, -0.05906, -0.07391, -0.08864, -0.10313, -0.16914,
                           -0.22445, -0.24533, 0.05454, 0.17527, 0.17507, 0.16077, 0.12317,
                           0.10890, 0.10091, 0.09233, 0.00000)),
    400: Profile(_GHIA_X, (0.00000, -0.12146, -0.15663, -0.19254, -0.22847, -0.23827,
                           -0.44993, -0.38598, 0.05186, 0.30174, 0.30203, 0.28124, 0.22965,
                           0.20920, 0.19713, 0.18360, 0.00000),
                 excluded=((5, "x = 0.9063: -0.23827 lies off the smooth profile through its "
                               "neighbours (-0.22847 at 0.9453, -0.44993 at 0.8594); a known "
                               "misprint of Table II"),)),
    1000: Profile(_GHIA_X, (0.00000, -0.21388, -0.27669, -0.33714, -0.39188, -0.51550,
                            -0.42665, -0.31966, 0.02526, 0.32235, 0.33075, 0.37095, 0.32627,
                            0.30353, 0.29012, 0.27485, 0.00000)),
}

DE_VAHL_DAVIS_1983 = Citation(
    authors="de Vahl Davis", year=1983,
    title="Natural convection of air in a square cavity: a bench mark numerical solution",
    source="Int. J. Numer. Methods Fluids 3(3), 249-264",
    where="the benchmark solution's mean Nusselt number on the hot wall, air at Pr = 0.71")

#: Mean Nusselt number of the differentially heated square cavity, per Rayleigh number.
DE_VAHL_DAVIS_NU: dict[float, float] = {1e3: 1.118, 1e4: 2.243, 1e5: 4.519, 1e6: 8.800}


def analytic(name: str, where: str) -> Citation:
    """A closed-form or exactly computed reference: named by what it solves, not by a paper."""
    return Citation(authors=name, year=None, title="", source="analytic", where=where)


@dataclass(frozen=True)
class PublishedRange:
    """The spread of published values of one quantity, and who published each end."""

    low: float
    high: float
    citation: Citation

    def distance(self, value: float) -> float:
        """How far ``value`` lies outside the range, relative to its middle; 0 inside."""
        middle = 0.5 * (self.low + self.high)
        return max(0.0, self.low - value, value - self.high) / middle


CYLINDER_RE100 = Citation(
    authors="Williamson; Park, Kwon & Choi; Posdziech & Grundmann; Qu et al.", year=None,
    title="the unconfined circular cylinder at Re = 100, 2-D",
    source="Phys. Fluids 31, 2742 (1988); KSME Int. J. 12, 1200 (1998); J. Fluids Struct. 23, "
           "479 (2007); J. Fluids Struct. 39, 347 (2013)",
    where="St: Williamson's fit -3.3265/Re + 0.1816 + 1.6e-4 Re = 0.1643, Park et al. 0.165; "
          "mean Cd: Qu et al. 1.319, Posdziech & Grundmann 1.325, Park et al. 1.33")

#: Strouhal number and mean drag coefficient of the cylinder at Re = 100.
CYLINDER_STROUHAL = PublishedRange(0.1643, 0.165, CYLINDER_RE100)
CYLINDER_DRAG = PublishedRange(1.319, 1.33, CYLINDER_RE100)


ARMALY_1983 = Citation(
    authors="Armaly, Durst, Pereira & Schönung", year=1983,
    title="Experimental and theoretical investigation of backward-facing step flow",
    source="J. Fluid Mech. 127, 473-496",
    where="the measured primary reattachment length x1/S against Re = U_mean 2h / nu (h the "
          "inlet channel's height, S the step's; expansion ratio 1.94, air, fully developed "
          "inflow), given in a figure only; the values here were read off that figure and "
          "tabulated by the Lethe project (chaos-polymtl/lethe, examples/incompressible-flow/"
          "2d-backward-facing-step/benchmark-data.txt). The source states no uncertainty for "
          "its reading; a marker of the figure spans about 0.15 S, taken here as the "
          "digitisation's uncertainty (5 % of x1/S at Re 100)")

#: Armaly et al.'s measured x1/S in the two-dimensional regime (Re < 400), as digitised:
#: the Reynolds numbers as read off the figure, then x1/S.
ARMALY_REATTACHMENT = Profile((100.3369, 151.5253, 300.6079, 389.6823),
                              (3.0353, 4.0000, 6.6118, 8.6118))
#: The digitisation's uncertainty of x1/S, in step heights (see :data:`ARMALY_1983`).
ARMALY_READING = 0.15

ERTURK_2008 = Citation(
    authors="Erturk", year=2008,
    title="Numerical solutions of 2-D steady incompressible flow over a backward-facing step, "
          "Part I: High Reynolds number solutions",
    source="Comput. Fluids 37(6), 633-655",
    where="tabulated x1/S of grid-converged 2-D solutions at expansion ratio 1.942 and "
          "Re = U_mean 2h / nu: the two-dimensional answer Armaly's measurement is held "
          "against at these Reynolds numbers")

#: Erturk's 2-D x1/S at Re 100 to 400.
ERTURK_REATTACHMENT = Profile((100.0, 200.0, 300.0, 400.0), (2.922, 4.982, 6.761, 8.237))
