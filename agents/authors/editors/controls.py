"""Stated run controls into ``system/controlDict``: start and end time, time step, writing, Co.

Why: these are the values FoamBench prompts state most often, and a write interval means
different things under different ``writeControl`` settings ("every 100 time steps" versus
"every 0.05 s"), so it is converted to the form the case's controlDict reads.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.phrases import to_number
from foam_agent.agents.spec.stated import Number, Requirements, Stated, Timed, format_number
from foam_agent.foamcase.case.values import number_of, same, tidy
from foam_agent.foamcase.catalog.run_control import WRITE_CONTROLS
from foam_agent.foamcase.catalog.time_units import TimeUnit, time_unit

CONTROL_DICT = "system/controlDict"
#: writeControl settings that count time rather than steps (simulated or the computer's).
TIME_CONTROLS = frozenset(kind for kind, counts in WRITE_CONTROLS.items() if counts != "steps")


def _set(report: EditReport, file: FoamFile, key: str, value: Any, source: str,
         quantity: str | None = None, *, follows: bool = False) -> None:
    previous = file.get(key)
    unchanged = previous is not None and same(previous, value)
    if not unchanged:
        file[key] = value
    report.edit(Edit(quantity or key, CONTROL_DICT, (key,), value, previous, source,
                     follows=follows, changed=not unchanged))


def adjustable_step(control: Mapping[Any, Any]) -> bool:
    """Whether a controlDict's ``adjustTimeStep`` switch is on (the solver decides whether it
    is honoured)."""
    return str(control.get("adjustTimeStep", "no")).lower() in {"yes", "on", "true", "1"}


def edit_controls(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write the stated times, time step, write interval and maximum Courant number."""
    _start_from_the_fields(root, requirements, report)
    stated: list[tuple[str, Timed | Stated[Number] | None]] = [
        ("startTime", requirements.start_time),
        ("endTime", requirements.end_time),
        ("deltaT", requirements.delta_t),
        ("maxCo", requirements.max_co),
    ]
    wanted = [(key, item) for key, item in stated if item is not None]
    interval = requirements.write_interval
    adjustable = requirements.adjustable
    if not wanted and interval is None and adjustable is None:
        return
    path = root / CONTROL_DICT
    if not path.is_file():
        for key, item in wanted:
            report.skip(key, item.source, f"the case has no {CONTROL_DICT}")
        return
    with report.parsing(root, path, "controls", "the stated run controls"), \
            FoamFile(path) as control:
        unit = time_unit(str(control.get("application", "")))
        for key, item in wanted:
            seconds = isinstance(item, Timed) and item.seconds
            value, source = in_case_time(item.value, item.source, unit, seconds=seconds)
            if key == "startTime":
                _start_time(root, report, control, value, source)
                continue
            _set(report, control, key, value, source)
        if adjustable is not None:
            _set(report, control, "adjustTimeStep", "yes" if adjustable.value else "no",
                 adjustable.source)
        if interval is not None:
            every = interval.value
            value, source = in_case_time(every.value, interval.source, unit,
                                         seconds=every.seconds and every.unit == "time")
            _write_interval(report, control, value, every.unit, source)
        elif requirements.end_time is not None:
            _write_end_time(report, control)


def in_case_time(value: Number, source: str, unit: TimeUnit, *, seconds: bool
                 ) -> tuple[Number, str]:
    """A stated time in the followed case's own unit of time, with the arithmetic said.

    Why: a time stated with a unit is held in seconds, and most cases count seconds; a case
    that counts another unit (financialFoam: years) is written ``value / unit`` ("9 months" is
    23668200 s, 0.75 there). A bare number (``seconds`` False) is in the case's unit already.
    """
    if not seconds or unit.seconds == 1.0:
        return value, source
    converted = unit.from_seconds(float(value))
    return (to_number(format_number(converted)),
            f"{source} = {format_number(value)} s = {format_number(converted)} {unit.name} "
            f"({unit.why})")


def _start_from_the_fields(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Start at 0 when the tutorial starts at a later time whose fields it does not have.

    Why: cavityClipped starts at 0.5 from fields its Allrun maps from cavity's results
    (mapFields); followed alone, with only its 0/ fields, icoFoam stopped at once with a missing
    0.5/U. The run keeps the tutorial's length unless an end time is stated.
    """
    path = root / CONTROL_DICT
    if requirements.start_time is not None or not (root / "0").is_dir() or not path.is_file():
        return
    with report.parsing(root, path, "controls", "the start time"), FoamFile(path) as control:
        start = number_of(control.get("startTime", 0))
        if str(control.get("startFrom", "startTime")) != "startTime" or not start or \
                any(_is_time(folder.name, start) for folder in root.iterdir()
                    if folder.is_dir()):
            return
        why = (f"the tutorial starts at {tidy(start)} from fields it maps from another case's "
               "results, which this case does not have: it starts from its 0/ fields")
        end = number_of(control.get("endTime"))
        _set(report, control, "startTime", 0, why, follows=True)
        if requirements.end_time is None and end is not None and end > start:
            _set(report, control, "endTime", tidy(end - start),
                 "the tutorial's run length, now from 0", follows=True)


def _start_time(root: Path, report: EditReport, control: FoamFile, value: Number,
                source: str) -> None:
    """Start the run at a stated time, from the fields the case holds at that time.

    Why: a solver starting at t = 2 reads its fields from ``2/``; a case with only ``0/``
    stopped at once. A start that is the case's own is met as it is; another is written
    (with ``startFrom startTime``, so the solver does not pick the latest time instead) only
    where the case has a time directory for it, and is otherwise left open: no field at that
    time is invented.
    """
    current = number_of(control.get("startTime", 0))
    if current is not None and _is_time(str(value), current):
        _set(report, control, "startTime", value, source)
        return
    if not any(_is_time(folder.name, float(value)) for folder in root.iterdir()
               if folder.is_dir()):
        report.skip("startTime", source, f"the case has no fields at t = {tidy(value)} to "
                    f"start from (it starts at {tidy(current or 0)})")
        return
    if str(control.get("startFrom", "startTime")) != "startTime":
        _set(report, control, "startFrom", "startTime", "a stated start time", follows=True)
    _set(report, control, "startTime", value, source)


def _is_time(name: str, time: float) -> bool:
    try:
        return math.isclose(float(name), time, rel_tol=1e-9, abs_tol=1e-12)
    except ValueError:
        return False


def _write_end_time(report: EditReport, control: FoamFile) -> None:
    """Make the stated end time a write time, so the results the user asked for exist.

    Why: a tutorial writing every 20 steps of 0.005 s writes 0.2 but not a stated end time of
    0.25; the solver stops at 0.25 and its last state is lost. The interval becomes the
    nearest one that divides the run into whole intervals.
    """
    start = number_of(control.get("startTime", 0)) or 0.0
    end, step = number_of(control.get("endTime")), number_of(control.get("deltaT"))
    interval = number_of(control.get("writeInterval"))
    if end is None or interval is None or interval <= 0 or end <= start:
        return
    by_time = str(control.get("writeControl", "timeStep")) in TIME_CONTROLS
    if not by_time and step is None:
        return
    period = interval if by_time else interval * (step or 0.0)
    count = (end - start) / period
    if period <= 0 or math.isclose(count, round(count), rel_tol=1e-9, abs_tol=1e-9):
        return
    intervals = max(1, round(count))
    why = "so that the stated end time is written"
    if not by_time:
        wanted = "adjustableRunTime" if adjustable_step(control) else "runTime"
        _set(report, control, "writeControl", wanted, why, follows=True)
    _set(report, control, "writeInterval", tidy((end - start) / intervals), why, follows=True)


def _write_interval(report: EditReport, control: FoamFile, value: Number, unit: str | None,
                    source: str) -> None:
    """Set writeInterval, switching writeControl when the stated unit needs it.

    A unit-less interval is read in the case's writeControl, except that a fraction under
    ``timeStep`` can only be a time.
    """
    current = str(control.get("writeControl", "timeStep"))
    by_time = current in TIME_CONTROLS
    if unit is None:
        unit = "time" if by_time or not float(value).is_integer() else "steps"
    if unit == "steps" and current != "timeStep":
        _set(report, control, "writeControl", "timeStep", "the interval is a number of steps",
             follows=True)
    elif unit == "time" and not by_time:
        wanted = "adjustableRunTime" if adjustable_step(control) else "runTime"
        _set(report, control, "writeControl", wanted, "the interval is a time", follows=True)
    _set(report, control, "writeInterval", value, source)


#: The most write times a run gets when the request states no write interval: enough for an
#: animation or a time average, without a directory per step (2,000 of them, over a gigabyte,
#: for a generated channel that followed a tutorial writing every 0.01 s over a 20 s run).
MAX_WRITE_TIMES = 50


def write_times(control: FoamFile) -> float | None:
    """How many times the run in ``control`` writes its fields, or None when it cannot be
    told (clock-time writing, an adjustable step written per step, missing entries)."""
    start = number_of(control.get("startTime", 0)) or 0.0
    end, interval = number_of(control.get("endTime")), number_of(control.get("writeInterval"))
    kind = str(control.get("writeControl", "timeStep"))
    if end is None or interval is None or interval <= 0 or end <= start \
            or kind in ("clockTime", "cpuTime"):
        return None
    if kind in TIME_CONTROLS:
        return (end - start) / interval
    step = number_of(control.get("deltaT"))
    if step is None or step <= 0 or adjustable_step(control):
        return None
    return (end - start) / (interval * step)


def cap_write_times(root: Path, requirements: Requirements, report: EditReport, *,
                    steady: bool) -> None:
    """At most :data:`MAX_WRITE_TIMES` writes when the request states no write interval.

    Writing is then counted in time, so that the end time is the last write: a whole number
    of intervals. A ``steady`` run keeps counting iterations (its converged iteration is
    written whenever it stops).
    """
    path = root / CONTROL_DICT
    if requirements.write_interval is not None or not path.is_file():
        return
    with report.parsing(root, path, "controls", "the write interval"), \
            FoamFile(path) as control:
        count = write_times(control)
        if count is None or count <= MAX_WRITE_TIMES * (1 + 1e-9):
            return
        start = number_of(control.get("startTime", 0)) or 0.0
        end = number_of(control.get("endTime"))
        assert end is not None
        why = (f"{count:.0f} write times would be written; at most {MAX_WRITE_TIMES} when the "
               "request states no write interval")
        kind = str(control.get("writeControl", "timeStep"))
        if kind == "timeStep" and steady:
            interval = number_of(control.get("writeInterval")) or 1.0
            _set(report, control, "writeInterval", math.ceil(interval * count / MAX_WRITE_TIMES),
                 why, follows=True)
            return
        if kind not in TIME_CONTROLS:
            wanted = "adjustableRunTime" if adjustable_step(control) else "runTime"
            _set(report, control, "writeControl", wanted, why, follows=True)
        _set(report, control, "writeInterval", tidy((end - start) / MAX_WRITE_TIMES), why,
             follows=True)
