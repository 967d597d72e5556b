"""``residualControl`` for a steady run, so that it stops when it has converged.

Why: a steady SIMPLE case without it runs every iteration up to ``endTime`` whatever its
residuals do; with it, simpleFoam stops (pitzDaily: "SIMPLE solution converged in 282
iterations" of 2000) and the run says it converged. Added only when the case has none (the
tutorial's own targets stand) and the request does not fix the iteration count.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.numerics import steady
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import parse, subdict

FV_SOLUTION = "system/fvSolution"
#: Initial residuals at which a steady run counts as converged: the values most of this
#: installation's steady tutorials set (pressure 1e-3, velocity and the transported
#: turbulence and energy fields 1e-4). A field the case does not solve is never checked.
RESIDUAL_TARGETS: dict[str, float] = {
    "p": 1e-3,
    "p_rgh": 1e-3,
    "U": 1e-4,
    '"(k|epsilon|omega|nuTilda|h|e|T)"': 1e-4,
}


def add_residual_control(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Give the SIMPLE loop of a steady case :data:`RESIDUAL_TARGETS` when it has no
    ``residualControl`` and the request states no end time (a stated iteration count is run
    in full)."""
    path = root / FV_SOLUTION
    if requirements.end_time is not None or not steady(root):
        return
    solution = parse(path)
    simple = subdict(solution.as_dict().get("SIMPLE")) if solution is not None else None
    if simple is None or "residualControl" in simple:
        return
    with FoamFile(path) as edited:
        edited[("SIMPLE", "residualControl")] = RESIDUAL_TARGETS
    report.edit(Edit("residualControl", FV_SOLUTION, ("SIMPLE", "residualControl"),
                     RESIDUAL_TARGETS, None,
                     "the steady run stops when its residuals meet these", follows=True))
