"""``verify_case``: every physics check of a finished case, as one report.

Why author-agnostic: the checks read only the case directory (its files, logs and last time)
and, when given, the request's spec; they hold an LLM's case, the template author's and a
hand-written one to the same standard. The checks run in a fixed order, the one the report
lists them in: completion and convergence, turbulence, bounds, conservation (mass, liquid
volume, then heat), numerics, outputs, and the sampling of requested signals.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from foam_agent.agents.physics import (
    bounds,
    conservation,
    convergence,
    heat,
    liquid_volume,
    numerics,
    outputs,
    sampling,
    turbulence,
)
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.rows import PhysicsReport, PhysicsRow

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

Check = Callable[[Case, "CaseSpec | None"], list[PhysicsRow]]

#: Every check, in the order its rows are reported.
CHECKS: tuple[Check, ...] = (convergence.check, turbulence.check, bounds.check,
                             conservation.check, liquid_volume.check, heat.check,
                             numerics.check, outputs.check, sampling.check)


def verify_case(case_dir: Path, spec: CaseSpec | None = None) -> PhysicsReport:
    """Judge the physics of the finished case in ``case_dir`` (against ``spec`` when given).

    A check that finds no evidence for itself (no log, no field written) adds a ``note`` or
    nothing; only a finding of a fault adds a ``fail``.
    """
    case = Case(Path(case_dir))
    rows = [row for check in CHECKS for row in check(case, spec)]
    return PhysicsReport(case_dir=str(case_dir), solver=case.application,
                         model=case.model_name, rows=tuple(rows))
