"""The reviewer's fix for a steady case that diverged: halving deltaT does nothing there.

Why: in a steady (pseudo-time) case deltaT only labels the iterations, so the usual remedy
changed nothing and three runs diverged alike. Which runs are steady is decided once, by
``editors.numerics.steady`` (the solver catalog first: a steady-only solver such as
solidEquilibriumDisplacementFoam has no ``ddtSchemes`` at all, and its divergence on
beamEndLoad had deltaT halved four times). A stress solver that diverged is
run by its catalog stand-in (``foamcase.catalog.stress``) unless the request names it.
"backward-facing step at about 33 ft/s, k-epsilon"
followed backwardFacingStep2D, whose k (0.06 % intensity) and epsilon were tuned for its
kOmegaSST at 44.2 m/s: under k-epsilon k and epsilon blew up at iteration 6, with the tutorial's
speed as well. First the turbulence fields go to the standard estimates from the inlet's speed
(the stated one when stated); when they already are, the relaxation factors are lowered.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.editors.stress_solver import run_stand_in
from foam_agent.agents.authors.editors.turbulence import (
    case_inputs,
    reset_estimates,
    stated_inlet,
)
from foam_agent.agents.authors.editors.turbulence_fields import estimates
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import case_application, field_files, parse
from foam_agent.foamcase.case.values import number_of, tidy
from foam_agent.foamcase.catalog import ESTIMATED_FIELDS
from foam_agent.foamcase.catalog.stress import stress_solver

FV_SOLUTION = "system/fvSolution"
#: The fields whose starting values a reset changes.
#: Relative difference from the estimate that counts as another value.
_DIFFERENT = 0.01
#: Relaxation factors are multiplied by this, and not lowered below the floor.
RELAXATION_FACTOR = 0.5
RELAXATION_FLOOR = 0.1


def calm_steady(root: Path, requirements: Requirements) -> list[str]:
    """Run a diverged stress case by its solver's stand-in; else reset turbulence fields that
    differ from the estimates or, when none does, lower the relaxation factors; the notes say
    what changed (none: nothing to change)."""
    name = case_application(root) or ""
    row = stress_solver(name)
    if row is not None:
        return _stand_in(root, name, requirements)
    if not _laminar(root):
        values = estimates(case_inputs(root, stated_inlet(requirements)))
        differing = [name for name in ESTIMATED_FIELDS for path in field_files(root, name)
                     if _differs(path, values[name].value)]
        if differing:
            report = EditReport()
            reset_estimates(root, stated_inlet(requirements),
                            "the steady run diverged with the case's own turbulence values",
                            report)
            return [f"{edit.file}: {edit.target} {edit.old} -> {edit.new} "
                    f"({edit.reason})" for edit in report.edits if edit.changed]
    return _lower_relaxation(root)


def _stand_in(root: Path, name: str, requirements: Requirements) -> list[str]:
    """The stress solver's stand-in, with the reason; or why there is no fix."""
    row = stress_solver(name)
    stand_in = row.stand_in if row is not None else None
    if stand_in is None:
        return [f"no rule-based fix for the steady {name} run that diverged: the catalog has "
                "no solver to run it instead, and its deltaT only counts iterations"]
    stated = requirements.solver
    if stated is not None and stated.value == name:
        return [f"no rule-based fix for the steady {name} run that diverged: "
                f"{stand_in.solver} would run it, but the request names {name} "
                f"('{stated.source}')"]
    report = EditReport()
    run_stand_in(root, stand_in, f"the steady {name} run diverged; {stand_in.solver} "
                 f"converges where it does not ({row.evidence if row else ''}); its deltaT "
                 "only counts iterations", report)
    return [edit.note() for edit in report.edits]


def _laminar(root: Path) -> bool:
    for name in ("constant/turbulenceProperties", "constant/momentumTransport"):
        parsed = parse(root / name)
        if parsed is not None:
            return parsed.as_dict().get("simulationType") == "laminar"
    return True


def _differs(path: Path, estimate: float) -> bool:
    try:
        value = number_of(FoamFieldFile(path).internal_field)
    except Exception:  # foamlib raises several kinds on fields it cannot read  # noqa: BLE001
        return False
    return value is not None and abs(value - estimate) > _DIFFERENT * abs(estimate)


def _lower_relaxation(root: Path) -> list[str]:
    path = root / FV_SOLUTION
    if parse(path) is None:
        return []
    notes: list[str] = []
    with FoamFile(path) as solution:
        factors: Any = solution.get("relaxationFactors")
        if not isinstance(factors, Mapping):
            return []
        for group in ("fields", "equations"):
            listed = factors.get(group)
            if not isinstance(listed, Mapping):
                continue
            for key, old in listed.items():
                value = number_of(old)
                if value is None or value <= RELAXATION_FLOOR:
                    continue
                new = tidy(max(RELAXATION_FLOOR, value * RELAXATION_FACTOR))
                solution[("relaxationFactors", group, key)] = new
                notes.append(f"{FV_SOLUTION}: relaxationFactors/{group}/{key} {value:g} -> "
                             f"{new:g} (lowered: the steady run diverged, and its deltaT "
                             "only counts iterations)")
    return notes
