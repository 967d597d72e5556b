"""Whether a request gives its domain as a square (equal sides in x and y, nothing in it), and
whether it gives the outline a part removed or added (a corner cut out, a step, a notch, a hole).

Why one place: retrieval prefers a tutorial whose mesh is a box for such a request
(``agents.retrieval``), and the audit meets it only on a mesh that fills the box its vertices
bound (``agents.audit.domain_box``); both must read "square" alike. A square is said with no
size ("a square cavity": :attr:`~foam_agent.agents.spec.stated.Requirements.square`) or with
equal sides ("3 in square", "12 cm on a side", "2 m by 2 m": the extent's x and y). A domain
around a body, a step or a wing is no square box whatever its sides, and neither is one whose
outline the request changes ("0.1 m x 0.1 m with the lower-right corner cut out":
:func:`outline_change`, from the rows of ``foamcase.catalog.outlines``): retrieval then prefers
a mesh that does not fill the box around it, and the audit asks the followed mesh for that.
"""

from __future__ import annotations

import math

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import Stated
from foam_agent.foamcase.catalog.outlines import OUTLINE_CHANGES

__all__ = ["outline_change", "square_domain"]

#: Geometry kinds whose domain is a plain rectangle when no body is in it.
_PLAIN_KINDS = frozenset({"channel", "cavity"})
#: Relative difference within which two stated sides are equal.
SAME_SIDE = 1e-6


def outline_change(spec: CaseSpec) -> Stated[str] | None:
    """The first change the request makes to its domain's plain outline (the kind, as
    :class:`~foam_agent.foamcase.catalog.outlines.OutlineChange` names it, and its words), or
    None when it states none."""
    for change in OUTLINE_CHANGES:
        found = change.search(spec.text)
        if found is not None:
            return Stated(change.kind, found.group(0))
    return None


def square_domain(spec: CaseSpec) -> Stated[bool] | None:
    """The request's statement that its domain is square, or None when it makes none (a
    square with a part removed or added is none)."""
    geometry = spec.geometry
    if geometry is not None and (geometry.kind not in _PLAIN_KINDS or geometry.obstacles):
        return None
    if outline_change(spec) is not None:
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
