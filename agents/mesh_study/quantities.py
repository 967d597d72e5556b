"""The scalar outputs of a finished run, read from what its function objects wrote.

Why from ``postProcessing``: a drag coefficient, a pressure drop or a probe's value is what the
request asked the run to report, and the function object that reports it is the one the audit
already found for the request (``expected_object`` and ``find_object``: the same type, patches
and points whoever wrote it). A case studied without its request (``verify CASE``) offers every
function object its controlDict has.

One number per output and run: the last value of a steady run (its converged iterate), the
mean over the second half of the simulated time of a transient one (a shedding body's drag
oscillates; the same window on every mesh keeps the three values comparable). A vector probe
gives its magnitude. Files are read through the hostile-case readers: no link is followed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.agents.audit.expected_outputs import Impossible, expected_object, read_case
from foam_agent.agents.mesh_study.nusselt import NUSSELT, NoWall, heated_wall, read_nusselt
from foam_agent.agents.mesh_study.reattachment import NoReattachment, reattachment_length
from foam_agent.agents.physics.reading import entries, read_dict, read_text
from foam_agent.agents.runners.logs import as_time
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.output_kinds import ForcesOutput, OtherOutput, WallOutput
from foam_agent.agents.validation.sampling import SamplingError
from foam_agent.foamcase.case.files import subdict
from foam_agent.foamcase.case.function_objects import find_object

#: The coefficient each asked force quantity is read as (v1912 forceCoeffs' column names).
FORCE_COLUMNS = {"drag": "Cd", "lift": "Cl", "moment": "CmPitch", "force": "Cd"}
#: Function object types whose written columns are scalar outputs the study can read.
READ_TYPES = frozenset({"forceCoeffs", "probes", "surfaceFieldValue", "fieldValueDelta"})
_VECTOR = re.compile(r"\(([^()]*)\)")
#: An asked output no function object writes but the study measures from the fields.
REATTACHMENT = re.compile(r"\breattachment\b", re.IGNORECASE)
REATTACHMENT_KIND = "reattachment"
#: An asked Nusselt number, measured from the temperature beside its wall (:mod:`.nusselt`).
NUSSELT_KIND = "nusselt"


class NoQuantity(ValueError):
    """A run that wrote no value of an output; the message says what is missing."""


@dataclass(frozen=True)
class Output:
    """An output the study follows: what it is called, the function object that writes it and
    the column (a forceCoeffs coefficient, a probe's field and index) it is read from."""

    name: str
    function: str
    kind: str
    column: str | None = None
    caveat: str = ""


@dataclass(frozen=True)
class Reading:
    """One output's value on one run, and how it was taken from the written series."""

    value: float
    source: str
    how: str


def _functions(case_dir: Path) -> Mapping[str, Any]:
    control = read_dict(case_dir, "system/controlDict")
    functions = subdict(control.get("functions")) if control is not None else None
    return functions or {}


def _probe_outputs(name: str, entry: Mapping[str, Any]) -> list[Output]:
    fields = entry.get("fields")
    listed = [str(field) for field in fields] if isinstance(fields, list) else []
    locations = entry.get("probeLocations")
    count = len(locations) if isinstance(locations, list) else 1
    caveat = "" if entry.get("interpolationScheme", "cell") != "cell" else (
        "the probe reads the cell that holds its point (interpolationScheme cell), so the point "
        "sampled moves with the mesh; cellPoint would sample the field itself")
    return [Output(f"{'|' + field + '|' if field == 'U' else field} at probe {index} ({name})",
                   name, "probes", f"{field}:{index}", caveat)
            for field in listed for index in range(count)]


def _object_outputs(name: str, entry: Mapping[str, Any],
                    wanted_columns: tuple[str, ...] = (), label: str = "") -> list[Output]:
    kind = str(entry.get("type", ""))
    if kind == "forceCoeffs":
        return [Output(f"{column} ({name})", name, kind, column)
                for column in (wanted_columns or ("Cd",))]
    if kind == "probes":
        return _probe_outputs(name, entry)
    if kind in READ_TYPES:
        return [Output(f"{label or kind} ({name})", name, kind)]
    return []


def _nusselt_output(case_dir: Path, boundary: tuple[str, ...]) -> Output:
    """The asked Nusselt number's output: on the wall the words name, or, when they name none
    the case has, an output no mesh can give, whose reading says why."""
    try:
        patch = heated_wall(case_dir, boundary)
    except NoWall as error:
        return Output(f"mean Nusselt number on the {boundary[0] if boundary else 'hot wall'}",
                      "", NUSSELT_KIND, caveat=str(error))
    return Output(f"mean Nusselt number on {patch}", "", NUSSELT_KIND, patch,
                  "measured at the last written time, from a second-order wall gradient of T")


def requested_outputs(case_dir: Path, spec: CaseSpec | None) -> list[Output]:
    """The outputs to follow in ``case_dir``: those ``spec`` asks for, found among the case's
    function objects; without a spec (or with no output asked), every readable object's."""
    functions = _functions(case_dir)
    outputs: list[Output] = []
    asked = spec.stated.outputs if spec is not None else ()
    case = read_case(case_dir) if asked else None
    for output in asked:
        if isinstance(output, OtherOutput) and REATTACHMENT.search(output.words):
            outputs.append(Output("reattachment length (m)", "", REATTACHMENT_KIND))
            continue
        if isinstance(output, WallOutput) and NUSSELT.search(output.asked):
            outputs.append(_nusselt_output(case_dir, output.boundary))
            continue
        wanted = expected_object(case, output) if case is not None else None
        if wanted is None or isinstance(wanted, Impossible):
            continue
        name = find_object(functions, wanted, case_dir)
        entry = functions.get(name) if name is not None else None
        if name is None or not isinstance(entry, Mapping):
            continue
        columns = tuple(dict.fromkeys(FORCE_COLUMNS[quantity] for quantity in output.quantities
                                      if quantity in FORCE_COLUMNS)) \
            if isinstance(output, ForcesOutput) else ()
        outputs.extend(item for item in _object_outputs(name, entry, columns, output.describe())
                       if item not in outputs)
    if outputs or asked:
        return outputs
    return [item for name, entry in functions.items() if isinstance(entry, Mapping)
            for item in _object_outputs(str(name), entry)]


def _numbers(text: str) -> list[float] | None:
    """A data line's values after the time: vectors flattened; None when not numbers."""
    try:
        return [float(value) for value in _VECTOR.sub(lambda m: f" {m.group(1)} ", text).split()]
    except ValueError:
        return None


@dataclass(frozen=True)
class _Series:
    names: list[str]
    times: list[float]
    rows: list[list[str]]


def _series(case_dir: Path, folder: str, file_names: tuple[str, ...]) -> tuple[str, _Series]:
    """The rows every start time of ``folder`` wrote to the first of ``file_names`` there, in
    time order, with the last header's column names."""
    starts = sorted((name for name in entries(case_dir, folder) if as_time(name) is not None),
                    key=lambda name: as_time(name) or 0.0)
    names: list[str] = []
    times: list[float] = []
    rows: list[list[str]] = []
    source = ""
    for start in starts:
        present = set(entries(case_dir, f"{folder}/{start}"))
        chosen = next((name for name in file_names if name in present), None)
        text = read_text(case_dir, f"{folder}/{start}/{chosen}") if chosen else None
        if text is None:
            continue
        source = source or f"{folder}/{start}/{chosen}"
        for line in text.splitlines():
            if line.startswith("#"):
                header = line.lstrip("#").split()
                if header and header[0] == "Time":
                    names = header[1:]
                continue
            parts = line.split(None, 1)
            time = as_time(parts[0]) if parts else None
            if time is not None and len(parts) == 2:
                times.append(time)
                rows.append(_VECTOR.findall(parts[1]) or parts[1].split())
    if not times:
        raise NoQuantity(f"{folder} holds no {' or '.join(file_names)} with values")
    return source, _Series(names, times, rows)


def _value(series: _Series, output: Output) -> list[float]:
    """The output's value at each written time."""
    if output.kind == "probes":
        index = int((output.column or "0:0").split(":")[1])
        values = []
        for row in series.rows:
            numbers = _numbers(row[index]) if index < len(row) else None
            if not numbers:
                raise NoQuantity(f"probe {index} has no value")
            values.append(math.sqrt(sum(v * v for v in numbers)) if len(numbers) > 1
                          else numbers[0])
        return values
    column = 0
    if output.column is not None:
        if output.column not in series.names:
            raise NoQuantity(f"no column {output.column} (columns: {' '.join(series.names)})")
        column = series.names.index(output.column)
    values = []
    for row in series.rows:
        numbers = _numbers(row[column]) if column < len(row) else None
        if not numbers:
            raise NoQuantity(f"column {column + 1} has no value")
        values.append(numbers[0])
    return values


def read_output(case_dir: Path, output: Output, *, steady: bool) -> Reading:
    """The value of ``output`` in the run of ``case_dir``.

    Raises:
        NoQuantity: The function object wrote nothing readable there.
    """
    if output.kind == REATTACHMENT_KIND:
        try:
            length, time = reattachment_length(case_dir)
        except NoReattachment as error:
            raise NoQuantity(str(error)) from error
        return Reading(length, f"{time}/U", f"velocity beside the floor at time {time}")
    if output.kind == NUSSELT_KIND:
        if output.column is None:
            raise NoQuantity(output.caveat)
        try:
            number, time = read_nusselt(case_dir, output.column)
        except SamplingError as error:
            raise NoQuantity(str(error)) from error
        return Reading(number, f"{time}/T", f"wall gradient of T at time {time}")
    folder = f"postProcessing/{output.function}"
    if output.kind == "probes":
        field = (output.column or "").split(":")[0]
        files: tuple[str, ...] = (field,)
    elif output.kind == "forceCoeffs":
        files = ("coefficient.dat", "forceCoeffs.dat")
    else:
        files = (f"{output.kind}.dat",)
    source, series = _series(case_dir, folder, files)
    values = _value(series, output)
    if steady:
        return Reading(values[-1], source, f"last iteration ({series.times[-1]:g})")
    end = series.times[-1]
    start = series.times[0] + (end - series.times[0]) / 2
    window = [value for time, value in zip(series.times, values, strict=True) if time >= start]
    return Reading(sum(window) / len(window), source,
                   f"mean over t = {start:g} to {end:g} s ({len(window)} values)")
