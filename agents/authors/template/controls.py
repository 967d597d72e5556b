"""Stated run controls into ``system/controlDict``: start and end time, time step, writing, Co.

Why: these are the values FoamBench prompts state most often, and a write interval means
different things under different ``writeControl`` settings ("every 100 time steps" versus
"every 0.05 s"), so it is converted to the form the case's controlDict reads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from agents.authors.template.report import Edit, EditReport
from agents.authors.template.values import same
from agents.spec.stated import Number, Requirements, Stated

CONTROL_DICT = "system/controlDict"
#: writeControl settings that count time rather than steps.
TIME_CONTROLS = frozenset({"runTime", "adjustableRunTime", "adjustable", "clockTime", "cpuTime"})


def _set(report: EditReport, file: FoamFile, key: str, value: Any, source: str,
         quantity: str | None = None, *, follows: bool = False) -> None:
    previous = file.get(key)
    unchanged = previous is not None and same(previous, value)
    if not unchanged:
        file[key] = value
    report.edit(Edit(quantity or key, CONTROL_DICT, key, value, previous, source,
                     follows=follows, changed=not unchanged))


def _adjustable(file: FoamFile) -> bool:
    return str(file.get("adjustTimeStep", "no")).lower() in {"yes", "on", "true", "1"}


def edit_controls(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write the stated times, time step, write interval and maximum Courant number."""
    stated: list[tuple[str, Stated[Number] | None]] = [
        ("startTime", requirements.start_time),
        ("endTime", requirements.end_time),
        ("deltaT", requirements.delta_t),
        ("maxCo", requirements.max_co),
    ]
    wanted = [(key, item) for key, item in stated if item is not None]
    interval = requirements.write_interval
    if not wanted and interval is None:
        return
    path = root / CONTROL_DICT
    if not path.is_file():
        for key, item in wanted:
            report.skip(key, item.source, f"the case has no {CONTROL_DICT}")
        return
    with report.parsing(root, path, "controls", "the stated run controls"), \
            FoamFile(path) as control:
        for key, item in wanted:
            _set(report, control, key, item.value, item.source)
        if interval is not None:
            _write_interval(report, control, interval.value.value, interval.value.unit,
                            interval.source)


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
        wanted = "adjustableRunTime" if _adjustable(control) else "runTime"
        _set(report, control, "writeControl", wanted, "the interval is a time", follows=True)
    _set(report, control, "writeInterval", value, source)
