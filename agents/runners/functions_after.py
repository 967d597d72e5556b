"""Function objects of a solver that never executes them, run by ``postProcess`` after it.

Why: a solver that solves once (potentialFoam; the catalog's ``once`` kind,
:data:`~foam_agent.foamcase.catalog.solvers.RUNS_FUNCTIONS`) has no time loop to call the
case's ``functions``, so a line sample, a probe or a surface the request asked for is never
written and the output audit rightly finds nothing. The runner asks the driver, through a file
in the case as ``--np`` does (:mod:`.parallel`), to run ``postProcess -latestTime`` once the
case's own run has succeeded; ``postProcess`` reads no field by itself, so the request lists
the fields to load with ``-fields``: those the function objects name in controlDict and every
field of the start time (a function object's own entries may be in a file it includes, which
the controlDict does not show; a field listed that the run did not write is skipped).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from foam_agent.agents.runners.control_files import (
    FUNCTIONS_REQUEST,
    withdraw_request,
    write_request,
)
from foam_agent.foamcase.case.files import entries_of_text, subdict
from foam_agent.foamcase.catalog.solvers import solver
from foam_agent.foamcase.hostile import list_case_directory, read_case_text

#: The file ``driver.sh`` reads the fields to load from, one a line; removed when the run ends.
REQUEST_FILE = FUNCTIONS_REQUEST
CONTROL_DICT = "system/controlDict"
#: A controlDict is a few kilobytes; a larger one is not read for this.
MAX_CONTROL_BYTES = 1 << 20
#: Where the start time's fields are, the pristine copy first (an Allrun's restore0Dir makes
#: ``0`` from it during the run).
START_FIELDS = ("0.orig", "0")
#: A field name the driver passes on (``alpha.water``); a pattern (``"(U.*)"``) is not one.
_FIELD = re.compile(r"[A-Za-z_][A-Za-z0-9_.:]*")


def _named_fields(function: Mapping[str, Any]) -> list[str]:
    """The fields one function object reads: its ``fields`` list and its ``field``."""
    named = function.get("fields", ())
    words = [*(named if isinstance(named, list | tuple) else [named]), function.get("field")]
    return [word for word in words if isinstance(word, str) and _FIELD.fullmatch(word)]


def _start_fields(case_dir: Path) -> list[str]:
    """The names of the start time's field files (``U``, ``p``; ``U.gz`` is ``U``)."""
    names: list[str] = []
    for folder in START_FIELDS:
        try:
            entries = list_case_directory(case_dir, folder)
        except OSError:  # absent, or a hostile case's refusal
            continue
        names += [entry.name.removesuffix(".gz") for entry in entries if entry.kind == "file"]
    return [name for name in names if _FIELD.fullmatch(name)]


def fields_to_load(case_dir: Path) -> tuple[str, ...] | None:
    """The fields ``postProcess`` must load to run the case's function objects after its
    solver, or None when there is nothing to run after it: the solver executes its function
    objects itself (or the catalog does not know it), or the case has none."""
    try:
        text = read_case_text(case_dir, CONTROL_DICT, MAX_CONTROL_BYTES)
    except OSError:  # a hostile case's refusal is one too
        return None
    control = entries_of_text(text, "controlDict")
    if control is None:
        return None
    application = control.get("application")
    row = solver(application) if isinstance(application, str) else None
    functions = subdict(control.get("functions"))
    if row is None or row.runs_functions or not functions:
        return None
    objects = [found for found in map(subdict, functions.values()) if found is not None]
    if not objects:
        return None
    named = [name for found in objects for name in _named_fields(found)]
    return tuple(dict.fromkeys([*named, *_start_fields(case_dir)]))


@contextmanager
def functions_request(case_dir: Path) -> Iterator[tuple[str, ...] | None]:
    """Within the block, ``case_dir`` asks the driver to run its function objects after the
    solver when its solver never does (see :func:`fields_to_load`); yields the fields asked.

    A request file the case brought with it is not this one: the runner removes it before the
    run (:func:`~foam_agent.agents.runners.control_files.remove_planted`).
    """
    fields = fields_to_load(case_dir)
    if fields is None:
        yield None
        return
    request = write_request(case_dir, REQUEST_FILE, "".join(f"{name}\n" for name in fields))
    try:
        yield fields
    finally:
        withdraw_request(request)
