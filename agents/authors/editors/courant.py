"""The time step of a transient case, chosen for a Courant number as an engineer chooses it.

Why: the tutorial's ``deltaT`` was chosen for its own speed and cells. "A square cavity, 5 cm
sides, Re 500, engine oil" halves the cavity's cells and keeps the lid near 1 m/s, so the
cavity's 0.005 s step runs at Co ≈ 2; the other way round, a channel with an obstacle meshed
coarser than the tutorial it follows ran at Co ≈ 0.001, a hundred times the CPU it needs.

The estimate is Δt·Σ|U·e|/Δx over each block's directions (:mod:`cell_sizes`), with the fastest
fixed velocity of ``0/U``. The target is the followed tutorial's own estimate when that is at
most :data:`COURANT_LIMIT` (its author chose it for its physics: LES wants less), else
:data:`COURANT_TARGET`. A solver that honours ``adjustTimeStep`` gets it, with ``maxCo`` at the
target: the speeds the estimate knows are the boundaries', and the flow inside may be faster.
A case whose tutorial already adjusts keeps its ``maxCo`` unless that is above 1 with a single
PISO/PIMPLE corrector loop on a mesh that is not the tutorial's (pitzDaily's 5 turned a
generated cylinder's wake chaotic). Density-based solvers keep the tutorial's ``maxCo`` where
its step adjusts (beside a fixed step it held nothing).

Left alone: a stated ``deltaT`` or ``maxCo``, a step said kept ("Δt as is"), steady cases
(``deltaT`` counts iterations), a case whose speeds and cells are the tutorial's (its author's
choice stands), and meshes this cannot measure (snappyHexMesh, variables in counts).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.cell_sizes import Point, crossing_rate
from foam_agent.agents.authors.editors.controls import CONTROL_DICT, TIME_CONTROLS, adjustable_step
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import case_application, parse, subdict
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.catalog import Solver, solver
from foam_agent.foamcase.catalog.run_control import WRITE_CONTROLS

#: The Courant number aimed at when the tutorial's own is not usable (PISO/PIMPLE: 0.5-0.8).
COURANT_TARGET = 0.8
#: Above this a single PISO/PIMPLE corrector loop is not time-accurate.
COURANT_LIMIT = 1.0
#: Relative change of the estimate below which the tutorial's numerics stand as they are.
UNCHANGED = 0.05
#: How far below the wanted step a rounder one that ends the run on a whole step may be.
STEP_SLACK = 0.15
_FV_SOLUTION = "system/fvSolution"


@dataclass(frozen=True)
class Courant:
    """What the Courant estimate of one case directory rests on."""

    delta_t: float
    rate: float
    adjustable: bool
    max_co: float | None

    @property
    def estimate(self) -> float:
        """Δt·Σ|U·e|/Δx: the Courant number of the thinnest cells at the fastest set speed."""
        return self.delta_t * self.rate


def fastest_velocity(root: Path) -> Point | None:
    """The fastest velocity the case fixes: a ``fixedValue`` patch of ``0/U`` (a lid, an
    inlet) or a uniform initial field (a free stream)."""
    path = root / "0" / "U"
    if not path.is_file():
        return None
    try:
        field = FoamFieldFile(path)
        candidates = [vector_of(field.internal_field)]
        for _, entry in field.boundary_field.items():
            if isinstance(entry, Mapping) and entry.get("type") == "fixedValue":
                candidates.append(vector_of(entry.get("value")))
    except Exception:  # foamlib raises several kinds on fields it cannot parse  # noqa: BLE001
        return None
    moving = [vector for vector in candidates if vector and any(vector)]
    return max(moving, key=lambda v: sum(c * c for c in v), default=None)



def read_courant(root: Path) -> Courant | None:
    """The Courant estimate of the transient case under ``root``; None for a steady case or
    when the step, the speed or the mesh cannot be read."""
    control = parse(root / CONTROL_DICT)
    entries = control.as_dict() if control is not None else None
    schemes = parse(root / "system" / "fvSchemes")
    ddt = subdict(schemes.as_dict().get("ddtSchemes")) if schemes is not None else None
    if entries is None or (ddt is not None and ddt.get("default") == "steadyState"):
        return None
    step = number_of(entries.get("deltaT"))
    velocity = fastest_velocity(root)
    rate = crossing_rate(root, velocity) if velocity is not None else None
    if not step or step <= 0 or rate is None:
        return None
    return Courant(step, rate, adjustable_step(entries), number_of(entries.get("maxCo")))


def round_down(value: float) -> float:
    """``value`` cut to two significant digits (0.00437 → 0.0043): a step a person writes,
    never above the one computed."""
    digits = 10.0 ** (math.floor(math.log10(value)) - 1)
    return float(f"{math.floor(value / digits + 1e-9) * digits:.2g}")


def fitting_step(wanted: float, run: float | None) -> float:
    """The step to write for a wanted one: two significant digits, never above ``wanted``,
    and a whole number of steps in ``run`` (the run's length) so that its last step lands on
    the end time (0.0025 for 0.00259 over 10 s). When no such step lies within
    :data:`STEP_SLACK` below ``wanted``, the run's length over the fewest whole steps."""
    nice = round_down(wanted)
    if run is None or run <= 0:
        return nice
    digits = 10.0 ** (math.floor(math.log10(nice)) - 1)
    mantissa = round(nice / digits)
    while mantissa * digits >= wanted * (1 - STEP_SLACK):
        candidate = float(f"{mantissa * digits:.2g}")
        count = run / candidate
        if math.isclose(count, round(count), rel_tol=1e-9):
            return candidate
        mantissa -= 1
    return float(f"{run / math.ceil(run / wanted - 1e-9):.12g}")


def _single_corrector_loop(root: Path) -> bool:
    """Whether fvSolution's PISO or PIMPLE loop has one outer corrector (PISO mode), where a
    Courant number above 1 is no longer time-accurate."""
    solution = parse(root / _FV_SOLUTION)
    entries = solution.as_dict() if solution is not None else {}
    loop = subdict(entries.get("PIMPLE")) or subdict(entries.get("PISO"))
    if loop is None:
        return False
    return (number_of(loop.get("nOuterCorrectors", 1)) or 1) <= 1


def _target(tutorial: Courant | None) -> tuple[float, str]:
    """The Courant number to aim at, and why."""
    if tutorial is not None and not tutorial.adjustable and tutorial.estimate <= COURANT_LIMIT:
        return tutorial.estimate, f"the followed tutorial's U dt / dx, {tutorial.estimate:.2g}"
    return COURANT_TARGET, f"Co {COURANT_TARGET:g}, a PISO/PIMPLE engineer's target"


def fit_time_step(root: Path, tutorial: Path | None, requirements: Requirements,
                  report: EditReport, *, own_mesh: bool = True) -> None:
    """Choose ``deltaT`` (and ``adjustTimeStep``/``maxCo``) of the transient case under
    ``root`` for a Courant number, unless the request states a step or a Courant number.

    Args:
        root: The case, with every stated value applied.
        tutorial: The followed tutorial as copied, before any edit; None when unknown.
        requirements: What the request states.
        report: Receives each entry changed, with why.
        own_mesh: False when the mesh is generated, not the tutorial's.
    """
    if requirements.delta_t is not None or requirements.max_co is not None \
            or any(kept.value == "deltaT" for kept in requirements.kept_controls):
        return
    now = read_courant(root)
    before = read_courant(tutorial) if tutorial is not None else None
    if now is None:
        return
    if before is not None and own_mesh and now.adjustable == before.adjustable \
            and math.isclose(now.estimate, before.estimate, rel_tol=UNCHANGED):
        return
    application = case_application(root)
    found = solver(application) if application else None
    if now.adjustable:
        _keep_max_co(root, now, found, report, own_mesh=own_mesh)
        return
    target, why = _target(before)
    # The tutorial's maxCo, only where its step adjusts: beside a fixed step it held nothing
    # (wedge15Ma5's maxCo 1 with a fixed step at Courant 0.12; aimed at, the shock blew up).
    if found is not None and found.density_based and before is not None \
            and before.max_co is not None and before.adjustable:
        target, why = before.max_co, f"the followed tutorial's maxCo, {before.max_co:g}"
    step = fitting_step(_within_writes(target / now.rate, root, now.delta_t), _run_length(root))
    stated_fixed = requirements.adjustable is not None and not requirements.adjustable.value
    adjust = found is not None and found.adjusts_time_step and not stated_fixed
    estimate = f"U dt / dx = {now.estimate:.2g} with deltaT {now.delta_t:g} here"
    with FoamFile(root / CONTROL_DICT) as control:
        if adjust:
            _write_in_time(control, now.delta_t, "adjustableRunTime", report)
            _set(control, "adjustTimeStep", True, report,
                 f"{found.name if found else 'the solver'} adjusts its step to a Courant number")
            if str(control.get("writeControl")) == "runTime":
                _set(control, "writeControl", "adjustableRunTime", report,
                     "the step adjusts: it meets each write time")
            _set(control, "maxCo", round_down(target), report, f"aims at {why}")
            if not any(item.keyword == "maxDeltaT" for item in requirements.numerics):
                _free_inert_cap(control, step, report)
        elif not math.isclose(step, now.delta_t, rel_tol=UNCHANGED):
            _write_in_time(control, now.delta_t, "runTime", report)
        else:
            return
        _set(control, "deltaT", step, report, f"aims at {why}; {estimate}")


def _free_inert_cap(control: FoamFile, step: float, report: EditReport) -> None:
    """Drop a ``maxDeltaT`` below the chosen step from a case whose step this turns
    adjustable: under the tutorial's fixed step it held nothing, and adjusting it would hold
    every step there (wedge15Ma5 keeps ``maxDeltaT 1e-06`` beside its fixed 1e-4: a step
    chosen at 8e-4 ran at 1e-6, 800 times the steps, and stopped at the time limit). Without
    the entry the step is bounded by ``maxCo`` and the write times, as chosen."""
    cap = number_of(control.get("maxDeltaT"))
    if cap is None or cap >= step:
        return
    previous = control.get("maxDeltaT")
    del control["maxDeltaT"]
    report.edit(Edit("maxDeltaT", CONTROL_DICT, ("maxDeltaT",), "removed", previous,
                     f"{cap:g} held nothing under the tutorial's fixed step and would hold the "
                     f"adjusted step below the chosen {step:g}", follows=True))


def _keep_max_co(root: Path, now: Courant, found: Solver | None, report: EditReport, *,
                 own_mesh: bool) -> None:
    """A case that adjusts its step keeps its ``maxCo``, unless a generated mesh inherits a
    tutorial's maxCo above 1 in a PISO-mode loop (not density-based: the tutorial's stands)."""
    if own_mesh or now.max_co is None or now.max_co <= COURANT_LIMIT \
            or (found is not None and found.density_based) or not _single_corrector_loop(root):
        return
    with FoamFile(root / CONTROL_DICT) as control:
        _set(control, "maxCo", COURANT_TARGET, report,
             f"maxCo {now.max_co:g} was the tutorial's for its own mesh; one PISO/PIMPLE "
             f"corrector loop on a generated mesh is time-accurate below 1")


def _within_writes(wanted: float, root: Path, old_step: float) -> float:
    """``wanted``, but no longer than the case's write period in time: a step longer than the
    period skips the write times between ("every 0.1 s" with a 0.4 s step wrote only 0.4),
    and a slow flow's Courant step can exceed the whole run's writes."""
    control = parse(root / CONTROL_DICT)
    entries = control.as_dict() if control is not None else {}
    interval = number_of(entries.get("writeInterval"))
    if interval is None or interval <= 0:
        return wanted
    counts = WRITE_CONTROLS.get(str(entries.get("writeControl", "timeStep")))
    if counts == "time":
        return min(wanted, interval)
    if counts == "steps":
        return min(wanted, interval * old_step)
    return wanted


def _run_length(root: Path) -> float | None:
    """endTime - startTime of the case, None when either is not a number."""
    control = parse(root / CONTROL_DICT)
    entries = control.as_dict() if control is not None else {}
    end = number_of(entries.get("endTime"))
    start = number_of(entries.get("startTime", 0)) or 0.0
    return end - start if end is not None else None


def _set(control: FoamFile, key: str, value: Any, report: EditReport, why: str) -> None:
    previous = control.get(key)
    control[key] = value
    report.edit(Edit(key, CONTROL_DICT, (key,), value, previous, why, follows=True))


def _write_in_time(control: FoamFile, old_step: float, kind: str, report: EditReport) -> None:
    """Keep the write times when the step changes: an interval counted in steps becomes the
    same interval in time."""
    if str(control.get("writeControl", "timeStep")) in TIME_CONTROLS:
        return
    interval = number_of(control.get("writeInterval"))
    if interval is None:
        return
    _set(control, "writeControl", kind, report, "the step changes: writes counted in time")
    _set(control, "writeInterval", float(f"{interval * old_step:.12g}"), report,
         f"the same period as {interval:g} steps of {old_step:g}")
