"""Stated coefficients of a function of time into the followed case: oscillatingBox's sine
``amplitude`` and ``frequency`` and its ``linearRamp``'s ``duration``, where the case keeps them
(``foam_agent.foamcase.case.function_entries``).

Why: "heave amplitude 4 cm/s at 0.8 Hz, ramped in over 4 s" had left the tutorial's 0.025 m/s,
1 Hz and 10 s in place. A coefficient goes to every function of the case that reads it when
they all sit on one patch; several patches holding one, or none, is said, not guessed.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.function_value import FunctionValue
from foam_agent.agents.spec.function_values import case_value, scale_of
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys
from foam_agent.foamcase.case.function_entries import (
    MESH_MOTION,
    FunctionEntry,
    coefficient_value,
    function_entries,
)
from foam_agent.foamcase.case.values import vector_of
from foam_agent.foamcase.catalog.functions import Coefficient


def holders(entries: list[FunctionEntry], keyword: str) -> tuple[list[FunctionEntry], str]:
    """The functions of the case that take ``keyword``, or none with why (several patches
    hold one, or none does)."""
    found = [entry for entry in entries if entry.coefficient(keyword) is not None]
    patches = sorted({entry.patch for entry in found})
    if not found:
        kinds = ", ".join(sorted({entry.row.type for entry in entries})) or "none"
        return [], (f"the followed case has no function of time with a {keyword} (its "
                    f"functions of time: {kinds})")
    if len(patches) > 1:
        return [], (f"functions with a {keyword} sit on {', '.join(patches)}: the words "
                    "name no one of them")
    return found, ""


def stated_frequency(functions: tuple[FunctionValue, ...], entries: list[FunctionEntry],
                     patch: str) -> float | None:
    """The frequency (Hz) of the motion on ``patch``: the stated one, else the case's."""
    stated = next((item.value for item in functions if item.keyword == "frequency"), None)
    if stated is not None:
        return stated
    return next((number for entry in entries if entry.patch == patch
                 and (number := entry.number("frequency")) is not None), None)


def edit_functions(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated coefficient where the case keeps it."""
    if not requirements.functions:
        return
    entries = function_entries(root)
    for item in requirements.functions:
        found, why = holders(entries, item.keyword)
        if not found:
            report.skip(item.keyword, item.source, why, what=f"{item.keyword} of a function")
            continue
        frequency = stated_frequency(requirements.functions, entries, found[0].patch)
        for entry in found:
            value, how = case_value(item, entry.dimensions, scale_of(requirements.functions,
                                                                     entry.scale), frequency)
            if value is None or (item.keyword == "scale"
                                 and vector_of(entry.entries.get("scale")) is not None):
                report.skip(item.keyword, item.source, how or (
                    "the case's scale is a vector (the direction of the value): a number "
                    "cannot replace it"), what=f"{item.keyword} of a function")
                continue
            coefficient = entry.coefficient(item.keyword)
            if coefficient is None:
                continue
            value, how = _from_stated(coefficient, value, how)
            path = root / entry.file
            keys = (*entry.keys, coefficient.keyword)
            opened = FoamFieldFile(path) if entry.dimensions is not None \
                and entry.file != MESH_MOTION else FoamFile(path)
            with report.parsing(root, path, item.keyword, item.source), opened as file:
                previous = file.get(entry_keys(keys))
                written = coefficient_value(previous, value)
                if written is not None:
                    file[entry_keys(keys)] = written
            if written is None:
                report.skip(item.keyword, item.source, f"the case's {coefficient.keyword} is a "
                            "zero vector: a size has no direction to take",
                            what=f"{item.keyword} of a function")
                continue
            source = f"{item.source} ({how})" if how else item.source
            report.edit(Edit(coefficient.keyword, entry.file, keys, written, previous, source,
                             patch=entry.patch))


def _from_stated(coefficient: Coefficient, value: float, how: str) -> tuple[float, str]:
    """The coefficient's number for a stated ``value`` (a frequency in Hz written as an
    angular frequency), with the arithmetic said."""
    number = coefficient.from_stated(value)
    if number == value:
        return value, how
    said = f"{coefficient.keyword} = 2π × {value:g} Hz = {number:.6g} rad/s"
    return float(f"{number:.6g}"), "; ".join(part for part in (how, said) if part)
