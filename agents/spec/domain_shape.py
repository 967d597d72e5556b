"""Whether a request gives its domain as a square: equal sides in x and y, and nothing in it.

Why one place: retrieval prefers a tutorial whose mesh is a box for such a request
(``agents.retrieval``), and the audit meets it only on a mesh that fills the box its vertices
bound (``agents.audit.domain_box``); both must read "square" alike. A square is said with no
size ("a square cavity": :attr:`~foam_agent.agents.spec.stated.Requirements.square`) or with
equal sides ("3 in square", "12 cm on a side", "2 m by 2 m": the extent's x and y). A domain
around a body, a step or a wing is no square box whatever its sides.
"""

from __future__ import annotations

import math

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import Stated

__all__ = ["square_domain"]

#: Geometry kinds whose domain is a plain rectangle when no body is in it.
_PLAIN_KINDS = frozenset({"channel", "cavity"})
#: Relative difference within which two stated sides are equal.
SAME_SIDE = 1e-6


def square_domain(spec: CaseSpec) -> Stated[bool] | None:
    """The request's statement that its domain is square, or None when it makes none."""
    geometry = spec.geometry
    if geometry is not None and (geometry.kind not in _PLAIN_KINDS or geometry.obstacles):
        return None
    if spec.stated.square is not None:
        return spec.stated.square
    extent = spec.stated.extent
    if extent is None or extent.value.in_mesh_units:
        return None
    x, y = extent.value.sizes[:2]
    if x is None or y is None or not math.isclose(x, y, rel_tol=SAME_SIDE):
        return None
    return Stated(True, extent.source)
