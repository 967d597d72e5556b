"""Field values stated with no unit, taken in the followed case's units only when the case
says which they are.

Why here, apart from the readers: the readers see words, not the case, and a number with no
unit ("T_top 1.2", "inlet temperature 300", "concentration 1") means something only in the
units of the case it goes into. The case decides it from its own files: a field whose
``dimensions`` are none takes the number as it is; a field with dimensions takes it in the
case's (SI) units, which for a temperature is kelvin only where that reading is unambiguous.
A temperature is the one common quantity written in two scales with an offset: "20" is 20 °C
to a person and 20 K to the case. Its number is taken as it is when the case is normalised
(its own temperatures are unit-scale: the scaled gas of rhoCentralFoam's wedge15Ma5, T = 1)
and it is too, and as kelvin when it is not far colder than the case's own temperatures; any
other is listed as read and not applied, so the case ends unmet instead of holding a guess.
Each value taken says so ("taken in the case's units (no unit stated)"): the plan and the
audit row show it, so a reader can correct it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.spec.case_scale import CaseScale, case_scale
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phrases import NUMBER, unit_after
from foam_agent.agents.spec.stated import BoundaryValue, NotApplied
from foam_agent.agents.spec.units import UnitReading
from foam_agent.foamcase.case.files import case_application, field_files
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["NO_UNIT", "in_case_scale", "stated_without_unit"]

#: What a value stated with no unit was taken as; the plan and the audit row show it.
NO_UNIT = "taken in the case's units (no unit stated)"
#: The case's own temperatures at most this large (in magnitude) are a normalised case's
#: (the scaled gas's T = 1); no physical case holds a gas or liquid at 10 K.
NORMALISED_LIMIT = 10.0
#: How much colder than the case's coldest (as a factor of it, in kelvin) a unit-free
#: temperature may be and still be read as kelvin: a 300 K room takes 200 and above; "20"
#: or "80" there is far colder as kelvin than anything the case holds, and is the way
#: people write °C.
SPREAD = 1.5
#: The dimensions of a temperature in an OpenFOAM ``dimensions`` list.
TEMPERATURE = (0, 0, 0, 1, 0, 0, 0)
#: SI's base units in the order of an OpenFOAM ``dimensions`` list.
_BASE_UNITS = ("kg", "m", "s", "K", "mol", "A", "cd")

_NUMBER = lazy_regex(NUMBER)


def stated_without_unit(source: str) -> bool:
    """Whether the words a scalar value was read from write no unit after any number.

    Why from the words: every reader of the spec keeps its value's words, and the unit is
    what follows the number there; reading it once here spares each reader a flag of its
    own. A word the unit reader reads as of no kind ("none") is no unit of the field; a
    percentage is one (a fraction's)."""
    numbers = list(_NUMBER.finditer(source))
    if not numbers:
        return False
    for match in numbers:
        unit = unit_after(source, match.end())
        if unit is not None and unit.kind != "none":
            return False
        if re.match(r"\s*(?:°|deg|K\b|C\b|F\b|R\b)", source[match.end():]):
            return False
    return True


def _case_field(root: Path, field: str) -> tuple[tuple[float, ...] | None, list[float]]:
    """The dimensions of ``field``'s first file in the case and its own scalar values (the
    internal field and each patch's uniform ``value``), or (None, []) when none is read."""
    for path in field_files(root, field):
        try:
            file = FoamFieldFile(path)
            dimensions = file.dimensions
            internal = file.internal_field
            boundary = file.boundary_field
        except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
            continue
        exponents = tuple(float(getattr(dimensions, name)) for name in
                          ("mass", "length", "time", "temperature", "moles", "current",
                           "luminous_intensity"))
        values = [number for number in (number_of(internal),) if number is not None]
        for name in boundary:  # each patch by its name: foamlib's values() gives None
            patch = boundary[name]
            number = number_of(patch["value"]) if isinstance(patch, Mapping) \
                and "value" in patch else None
            if number is not None:
                values.append(number)
        return exponents, values
    return None, []


def _temperature(item: BoundaryValue, value: float, own: list[float]) -> BoundaryValue | str:
    """A unit-free temperature taken in the case's kelvin, or why it is not.

    The case's own temperatures equal to the value itself are no evidence against it: the
    audit reads the written case, which holds the value already, and must decide as the
    author did."""
    physical = [number for number in own if number > 0]
    if not physical:
        return (f"a temperature of {value:g} with no unit, and the case holds no temperature "
                "to say its scale: state the unit (K or °C)")
    if max(physical) <= NORMALISED_LIMIT:
        if 0 < value <= NORMALISED_LIMIT:
            return _noted(item, f"the case is normalised (its own T is {max(physical):g})")
        return (f"a temperature of {value:g} with no unit, and the case is normalised (its own "
                f"T is {max(physical):g}): the value is no temperature of it")
    others = [number for number in physical if not math.isclose(number, value)]
    low, high = min(physical), max(physical)
    if len(others) < len(physical) or value >= min(others) / SPREAD:
        return _noted(item, f"kelvin, as the case's own T ({low:g} to {high:g} K)")
    return (f"a temperature of {value:g} with no unit: far colder in K than the case's own "
            f"({low:g} to {high:g} K), so perhaps °C; state the unit")


def _held_otherwise(root: Path, field: str) -> bool:
    """Whether the case's solver keeps another quantity than a temperature in ``field``
    (scalarTransportFoam's ``T`` is a concentration, written with a temperature's
    dimensions: the catalog's rows with that solver among their ``applications``)."""
    application = case_application(root)
    return application is not None and any(
        field in row.fields and application in row.applications for row in QUANTITIES)


def _noted(item: BoundaryValue, how: str) -> BoundaryValue:
    """``item`` saying it was taken in the case's units, and how (after any assumption)."""
    return replace(item, assumption="; ".join(part for part in (item.assumption,
                                                                  f"{NO_UNIT}: {how}") if part))


def _unit(dimensions: tuple[float, ...]) -> str:
    """An OpenFOAM ``dimensions`` list as SI units ("m^2 s^-2")."""
    parts = [symbol if power == 1 else f"{symbol}^{power:g}"
             for symbol, power in zip(_BASE_UNITS, dimensions, strict=True) if power]
    return " ".join(parts)


def in_case_scale(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each field value stated with no unit put in the case under ``root``'s
    units: noted as taken so (its ``assumption``, which the plan and the audit row show), or
    moved to ``not_applied`` with why (a temperature whose scale the case does not settle).

    In a normalised case (``case_scale``) a number with no unit, or in the case's own units
    ("15 units"), vectors too, is taken as written, saying what makes the case normalised; one
    stated in a unit that would rescale it (km/h, °C, psi) is refused, since the case has no
    physical scale to convert it into. Elsewhere vectors and values already converted
    (``conversion``) are left as they are."""
    scale = case_scale(root)
    values: list[BoundaryValue] = []
    refused: list[NotApplied] = []
    for item in spec.stated.boundary_values:
        if scale.normalised and not item.conversion and not _scalar_temperature(item, root):
            taken = _in_normalised(item, scale)
            if isinstance(taken, str):
                refused.append(NotApplied(item.source, taken))
                continue
            if taken is not item or isinstance(item.value, tuple):
                values.append(taken)
                continue
        if item.conversion or isinstance(item.value, tuple) \
                or not stated_without_unit(item.source):
            values.append(item)
            continue
        dimensions, own = _case_field(root, item.field)
        value = float(item.value)
        if dimensions is None or math.isnan(value):
            values.append(item)
        elif tuple(int(power) for power in dimensions) == TEMPERATURE \
                and not item.quantity and not _held_otherwise(root, item.field):
            taken_t = _temperature(item, value, own)
            if isinstance(taken_t, str):
                refused.append(NotApplied(item.source, taken_t))
            else:
                values.append(taken_t)
        elif not any(dimensions):
            values.append(_noted(item, "the entry is dimensionless"))
        elif value == 0:
            values.append(item)  # zero in any unit without an offset
        else:
            values.append(_noted(item, f"{_unit(dimensions)}, as the case's {item.field}"))
    if not refused and values == list(spec.stated.boundary_values):
        return spec
    stated = replace(spec.stated, boundary_values=tuple(values))
    return spec.model_copy(update={"stated": stated,
                                   "not_applied": (*spec.not_applied, *refused)})


def _scalar_temperature(item: BoundaryValue, root: Path) -> bool:
    """Whether ``item`` is one number for a field of a temperature's dimensions, whose scale
    ``_temperature`` settles from the case's own temperatures (a normalised gas's T = 1
    takes 1.2, never 300)."""
    if isinstance(item.value, tuple):
        return False
    dimensions, _ = _case_field(root, item.field)
    return dimensions is not None and tuple(int(power) for power in dimensions) == TEMPERATURE


def _written_unit(source: str) -> UnitReading | None:
    """The physical unit the words write after a number or a vector's closing parenthesis
    (None for no unit, or the case's own units: "15 units")."""
    ends = [match.end() for match in _NUMBER.finditer(source)]
    ends += [match.end() for match in re.finditer(r"\)", source)]
    for end in sorted(ends):
        unit = unit_after(source, end)
        if unit is not None and unit.kind != "none":
            return unit
    return None


def _in_normalised(item: BoundaryValue, scale: CaseScale) -> BoundaryValue | str:
    """A value of a normalised case: taken as written when its words give no unit or the
    case's own ("units"), and noted so; kept as it is in a unit that changes no number (m/s,
    K: the case's files write its fields in them); else why it cannot be put in the case."""
    unit = _written_unit(item.source)
    if unit is None:
        return _noted(item, f"the case is normalised: {scale.evidence}")
    if unit.kind == "fraction" or (unit.to_si(1.0) == 1.0 and unit.to_si(0.0) == 0.0):
        return item
    return (f"a value in {unit.unit}, and the case is normalised ({scale.evidence}): it has "
            "no physical scale to convert it into; state it in the case's units")
