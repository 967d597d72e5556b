"""Momentum sources a case drives its flow with (``fvOptions``), and the one written when the
followed case has none.

Why a table: planarPoiseuille drives its channel with a ``vectorSemiImplicitSource`` whose
``injectionRateSuSp`` gives U an explicit part ``(5 0 0)`` and an implicit part 0 per unit mass
(``volumeMode specific``: m/s^2); channel395 holds a mean velocity with ``meanVelocityForce``
instead, whose force the solver adjusts each step. A stated body force is that explicit part;
a case holding a mean velocity has no force to set (it would fight the adjusted one). The
entries are v1912's (``src/fvOptions/sources/general/semiImplicitSource``,
``src/fvOptions/sources/derived/meanVelocityForce``), as planarPoiseuille writes them.
"""

from __future__ import annotations

from typing import Any

#: Where v1912's solvers read fvOptions from (both are read).
FILES: tuple[str, ...] = ("constant/fvOptions", "system/fvOptions")
#: The source that adds a body force per unit mass to U: its type and where the pair
#: ``(explicit implicit)`` of U sits.
SEMI_IMPLICIT = "vectorSemiImplicitSource"
RATES = "injectionRateSuSp"
#: The ``volumeMode`` in which the explicit part is per unit mass (m/s^2 on U); in
#: ``absolute`` it is integrated over the selected volume.
SPECIFIC = "specific"
#: A source holding a mean velocity, whose force the solver finds itself.
MEAN_VELOCITY = "meanVelocityForce"
#: v1912 solvers of incompressible flow that read no fvOptions (a source written there is
#: never applied): from each solver's ``createFields``/``UEqn`` (no ``fvOptions`` object).
NO_FV_OPTIONS = frozenset({"icoFoam", "nonNewtonianIcoFoam", "potentialFoam",
                           "shallowWaterFoam", "adjointShapeOptimizationFoam"})
#: The name of the source written when the case has none (planarPoiseuille's).
NEW_SOURCE = "momentumSource"


def new_source(explicit: list[float]) -> dict[str, Any]:
    """The momentum source written when the followed case has none: a body force per unit
    mass on every cell, for all time (no ``timeStart``/``duration``: always active)."""
    return {"type": SEMI_IMPLICIT, "selectionMode": "all", "volumeMode": SPECIFIC,
            RATES: {"U": [explicit, 0]}}
