"""The Grid Convergence Index of three solutions: Richardson extrapolation as Celik et al.
(2008) set it out.

Why this procedure: it is the one J. Fluids Eng. asks its authors to follow (Celik, Ghia,
Roache, Freitas, Coleman & Raad, "Procedure for estimation and reporting of uncertainty due to
discretization in CFD applications", J. Fluids Eng. 130, 078001, 2008). Its steps, with their
equation numbers in the paper:

1. a representative cell size h = (1/N)^(1/dim) per mesh (Eq. 1; the domain's volume cancels
   in the ratios), refinement ratios r21 = h2/h1 and r32 = h3/h2 (1 is the finest);
2. the apparent order p from eps32/eps21 with the sign term s (Eqs. 3a-3c), found by
   fixed-point iteration because r21 and r32 differ;
3. the extrapolated value, the approximate and extrapolated relative errors, and the fine-grid
   convergence index with a safety factor of 1.25 (Eqs. 4-7).

A negative eps32/eps21 is oscillatory convergence, which the paper reports as such; differences
that grow under refinement are divergence, and no order or index is given for them (the
absolute value in Eq. 3a would otherwise turn a divergence into a positive order).
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, ConfigDict

#: Celik et al.'s safety factor for a three-grid study (their Eq. 7).
SAFETY_FACTOR = 1.25
#: The fixed-point iteration for p stops when p moves less than this, or after so many steps.
ORDER_TOLERANCE = 1e-12
MAX_ITERATIONS = 200

Convergence = Literal["monotonic", "oscillatory", "divergent", "exact"]


class GciError(ValueError):
    """Three solutions that cannot be judged: cell counts not increasing, or a ratio of 1."""


class GridConvergence(BaseModel):
    """The study of one output on three meshes, finest first (index 1, as in the paper).

    Attributes:
        cells: N1, N2, N3.
        values: phi1, phi2, phi3.
        r21, r32: The refinement ratios of the representative cell size.
        convergence: ``monotonic``, ``oscillatory`` (eps32/eps21 < 0), ``divergent`` (the
            differences grow) or ``exact`` (the finest two agree exactly).
        order: The apparent order p; None when divergent, exact or not found.
        extrapolated: phi_ext^21; None without an order.
        approximate_error: e_a^21 = |(phi1 - phi2) / phi1|.
        extrapolated_error: e_ext^21 = |(phi_ext - phi1) / phi_ext|; None without an order.
        gci_fine: GCI_fine^21 = 1.25 e_a / (r21^p - 1); None without an order.
        note: Why an order is missing, when it is.
    """

    model_config = ConfigDict(frozen=True)

    cells: tuple[int, int, int]
    values: tuple[float, float, float]
    r21: float
    r32: float
    convergence: Convergence
    order: float | None = None
    extrapolated: float | None = None
    approximate_error: float | None = None
    extrapolated_error: float | None = None
    gci_fine: float | None = None
    note: str = ""


def refinement_ratio(fine_cells: int, coarse_cells: int, dimensions: int) -> float:
    """h_coarse / h_fine for meshes of these cell counts in ``dimensions`` (Eq. 1)."""
    return (fine_cells / coarse_cells) ** (1.0 / dimensions)


def apparent_order(eps21: float, eps32: float, r21: float, r32: float) -> float | None:
    """p of Eqs. 3a-3c by fixed-point iteration from q = 0; None when it does not settle or
    leaves the domain of the logarithm."""
    sign = math.copysign(1.0, eps32 / eps21)
    ratio = math.log(abs(eps32 / eps21))
    order = abs(ratio) / math.log(r21)
    for _ in range(MAX_ITERATIONS):
        numerator, denominator = r21 ** order - sign, r32 ** order - sign
        if numerator <= 0 or denominator <= 0:
            return None
        following = abs(ratio + math.log(numerator / denominator)) / math.log(r21)
        if abs(following - order) < ORDER_TOLERANCE:
            return following
        order = following
    return None


def grid_convergence(cells: tuple[int, int, int], values: tuple[float, float, float], *,
                     dimensions: int) -> GridConvergence:
    """Celik et al.'s three-grid study of ``values`` on meshes of ``cells``, finest first.

    Raises:
        GciError: The cell counts do not decrease from the first to the third mesh.
    """
    n1, n2, n3 = cells
    if not n1 > n2 > n3 > 0:
        raise GciError(f"the cell counts {n1}, {n2}, {n3} must decrease from the finest mesh")
    r21 = refinement_ratio(n1, n2, dimensions)
    r32 = refinement_ratio(n2, n3, dimensions)
    phi1, phi2, phi3 = values
    eps21, eps32 = phi2 - phi1, phi3 - phi2
    approximate = abs(eps21 / phi1) if phi1 != 0 else None
    judged = GridConvergence(cells=cells, values=values, r21=r21, r32=r32,
                             convergence="monotonic", approximate_error=approximate)
    if eps21 == 0:
        return judged.model_copy(update={"convergence": "exact", "gci_fine": 0.0,
                                         "note": "the two finest meshes give the same value"})
    if eps32 == 0 or (eps32 / eps21 > 0 and abs(eps21) >= abs(eps32)):
        return judged.model_copy(update={
            "convergence": "divergent", "note": "the difference does not shrink under refinement"})
    if eps32 / eps21 < 0:
        judged = judged.model_copy(update={"convergence": "oscillatory"})
    order = apparent_order(eps21, eps32, r21, r32)
    if order is None or order == 0:
        return judged.model_copy(update={"note": "the apparent order does not settle"})
    growth = r21 ** order
    extrapolated = (growth * phi1 - phi2) / (growth - 1)
    return judged.model_copy(update={
        "order": order, "extrapolated": extrapolated,
        "extrapolated_error": abs((extrapolated - phi1) / extrapolated) if extrapolated else None,
        "gci_fine": SAFETY_FACTOR * approximate / (growth - 1) if approximate is not None
        else None})
