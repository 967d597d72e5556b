"""A stress case whose solver cannot converge at the solid's Poisson's ratio is run by the
catalog's stand-in, or, when the request names that solver, is refused with the reason.

Why: beamEndLoad's solidEquilibriumDisplacementFoam diverges (a floating-point exception) at
an aluminium's ν = 0.33 whatever its accelerationFactor, and the run was spent five times
before the case failed. solidDisplacementFoam with a steady displacement reads the same
fields and properties and converges there (``foamcase.catalog.stress``), so the case keeps
every stated value and changes only its application and numerics; the run record says why.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import case_application, parse
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.catalog.stress import (
    POISSON_FILE,
    POISSON_KEY,
    StandIn,
    StressSolver,
    stress_solver,
)

CONTROL_DICT = "system/controlDict"
FV_SCHEMES = "system/fvSchemes"
FV_SOLUTION = "system/fvSolution"


def poisson_ratio(root: Path) -> float | None:
    """The solid's Poisson's ratio (``nu { type uniform; value 0.33; }`` or a bare number);
    None when the case has none or it is no single number."""
    properties = parse(root / POISSON_FILE)
    entry: Any = properties.get(POISSON_KEY) if properties is not None else None
    value = entry.get("value") if isinstance(entry, Mapping) else entry
    return number_of(value)


def out_of_range(root: Path) -> tuple[StressSolver, float] | None:
    """The case's stress solver and Poisson's ratio when that solver does not converge at it;
    None for a case it runs (or no stress case)."""
    name = case_application(root)
    row = stress_solver(name) if name is not None else None
    poisson = poisson_ratio(root)
    if row is None or poisson is None or row.runs_at(poisson):
        return None
    return row, poisson


def run_stand_in(root: Path, stand_in: StandIn, reason: str, report: EditReport) -> None:
    """Make ``stand_in`` the case's application and give it its numerics (the schemes and the
    solution controls of the catalog's tutorial, whole)."""
    old = case_application(root)
    with FoamFile(root / CONTROL_DICT) as control:
        control["application"] = stand_in.solver
    report.edit(Edit(quantity="application", file=CONTROL_DICT, keys=("application",),
                     new=stand_in.solver, old=old, reason=reason, follows=True))
    for name, body in ((FV_SCHEMES, stand_in.schemes), (FV_SOLUTION, stand_in.solution)):
        with FoamFile(root / name) as file:
            for key in [key for key in file if isinstance(key, str) and key != "FoamFile"]:
                del file[key]
            entries: Any = FoamFile.loads(body)
            for key, value in entries.items():
                if isinstance(key, str):
                    file[key] = value
        report.edit(Edit(quantity="numerics", file=name, keys=(), new=stand_in.source,
                         old=None, reason=f"{stand_in.solver}'s numerics, as in "
                         f"{stand_in.source}", follows=True, where="whole file"))


def fit_stress_solver(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Run a stress case whose solver cannot converge at its Poisson's ratio by the catalog's
    stand-in; when the request names the solver, or there is no stand-in, record why the case
    cannot be solved as asked (it then ends unmet instead of spending its runs)."""
    found = out_of_range(root)
    if found is None:
        return
    row, poisson = found
    why = (f"{row.name} does not converge at Poisson's ratio {poisson:g} (it does up to "
           f"{row.poisson_max:g}: {row.evidence})")
    stated = requirements.solver
    if row.stand_in is None or (stated is not None and stated.value == row.name):
        report.skip("solver", stated.source if stated is not None else POISSON_KEY,
                    why if row.stand_in is None else
                    f"{why}; {row.stand_in.solver} would, but the request names {row.name}")
        return
    run_stand_in(root, row.stand_in, f"{why}; {row.stand_in.solver} converges there", report)
