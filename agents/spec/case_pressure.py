"""Pressures stated in a unit of pressure, put in the followed case's formulation: p/rho above
the ambient where the case's pressure field is kinematic (m^2/s^2).

Why here, apart from the reader: whether a pressure is kinematic is the followed case's
``dimensions``, which the reader does not know, and the editors and the audit must write and
check the same number. Where the case's pressure is absolute (a compressible case's p, in Pa),
a value said above the ambient ("0.5 bar gauge", "20 psig") is written with the ambient added:
the stated one, else one standard atmosphere, said in its arithmetic. Both call
:func:`in_case_units` on the spec with the case at hand; each
converted value carries its arithmetic (shown by ``understand`` and by the audit row), and a
value that cannot be converted honestly (no density known, gauge or absolute not said) is
listed as read and not applied, so the case ends unmet instead of holding a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from foamlib import FoamFieldFile

from foam_agent.agents.spec.ambient import ambient_level
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.case_level import level_carriers
from foam_agent.agents.spec.materials import properties
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.pressure_level import PRESSURE_LEVEL
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    ConditionParameter,
    NotApplied,
    TimeRamp,
)
from foam_agent.agents.spec.venting import VENTED
from foam_agent.foamcase.case.domain_fluid import domain_fluid_reason
from foam_agent.foamcase.case.files import field_files
from foam_agent.foamcase.catalog.conditions import condition
from foam_agent.foamcase.catalog.pressure_datum import (
    ABOVE_AMBIENT,
    ABSOLUTE_WORDS,
    AMBIENT_WORDS,
    ATMOSPHERE,
    ATMOSPHERE_UNITS,
    BELOW_AMBIENT,
    GAUGE_WORDS,
    KINEMATIC_PRESSURE,
    PRESSURE,
    UNMARKED_GAUGE_LIMIT,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import UNHYPHENATED, alternation, whole

__all__ = ["PRESSURE_UNIT", "Density", "in_case_units", "is_kinematic", "request_density"]


#: A number followed by a unit of pressure (a force per area, never m^2/s^2).
PRESSURE_UNIT = lazy_regex(r"\d\s*(?:[kMG]?Pa|hPa|m?bar[ag]?|atm|atmospheres?|psi[ag]?|Torr|"
                           r"mmHg)\b", re.IGNORECASE)
_GAUGE = lazy_regex(rf"{whole(GAUGE_WORDS, edge=UNHYPHENATED)}|\d\s*(?:psi|bar|kPa|Pa)g\b",
                    re.IGNORECASE)
_ABOVE = lazy_regex(whole(ABOVE_AMBIENT), re.IGNORECASE)
_BELOW = lazy_regex(whole(BELOW_AMBIENT), re.IGNORECASE)
_ABSOLUTE = lazy_regex(rf"{whole(ABSOLUTE_WORDS, edge=UNHYPHENATED)}|"
                       r"\d\s*(?:psi|bar|kPa|Pa)a\b", re.IGNORECASE)
_ATMOSPHERE_UNIT = lazy_regex(rf"\d\s*(?:{alternation(ATMOSPHERE_UNITS)})\b", re.IGNORECASE)
_AMBIENT = lazy_regex(rf"^(?:the\s+)?(?:{alternation(AMBIENT_WORDS)})$", re.IGNORECASE)
#: Where a clause ends around a value: a sentence, a semicolon, a comma or a line.
_CLAUSE_END = lazy_regex(r"[;\n]|[.,](?!\d)")


@dataclass(frozen=True)
class Density:
    """The density a kinematic pressure is divided by, and where it came from.

    Attributes:
        value: kg/m^3.
        source: Where it came from, for the arithmetic shown.
        words: The request's words stating it; empty for a named fluid's table value.
    """

    value: float
    source: str
    words: str = ""


@dataclass(frozen=True)
class _Said:
    """A pressure as the request gives it: in Pa, its words, the boundary it is said of, and
    the entry it sets beside the field's value (" p0" of a total pressure), if any."""

    pascals: float
    source: str
    boundary: tuple[str, ...]
    entry: str = ""


def request_density(spec: CaseSpec) -> Density | None:
    """The fluid's density the request states (of no phase, or of the fluid it names), else
    the named fluid's from the catalog at its temperature; None when neither is known."""
    fluid = spec.material.fluid if spec.material is not None else None
    stated = [item for item in spec.stated.properties
              if item.name == "rho" and item.phase in (None, fluid)]
    if stated:
        return Density(float(stated[0].value), f"rho stated: '{stated[0].source}'",
                       stated[0].source)
    if spec.material is None:
        return None
    found = properties(spec.material)
    if isinstance(found, str):
        return None
    assumed = f", {spec.material.assumption}" if spec.material.assumption else ""
    return Density(found.rho, f"rho of {spec.material.fluid} at "
                              f"{spec.material.temperature:g} K{assumed} ({found.source})")


def is_kinematic(path: Path) -> bool:
    """Whether the field file at ``path`` holds a kinematic pressure (p/rho)."""
    try:
        return tuple(FoamFieldFile(path).dimensions) == KINEMATIC_PRESSURE
    except (ValueError, KeyError, TypeError, OSError):
        return False


def _dimensions(root: Path, name: str) -> tuple[str, tuple[float, ...]] | None:
    """The case's field the value of ``name`` goes to (a "pressure" is p_rgh in a Boussinesq
    case without p) and its dimensions; None when the case has neither."""
    for candidate in ((name, "p_rgh") if name == "p" else (name,)):
        paths = field_files(root, candidate)
        if paths:
            try:
                return candidate, tuple(FoamFieldFile(paths[0]).dimensions)
            except (ValueError, KeyError, TypeError, OSError):
                return None
    return None


def _pressure_field(root: Path, name: str | None) -> tuple[str, bool] | None:
    """The file name of the case's field a pressure stated as ``name`` goes to, and whether
    it is absolute (Pa: a compressible case's p or p_rgh) rather than kinematic (p/rho); None
    for another field, or one of neither dimensions. One read of the file serves both
    questions."""
    found = _dimensions(root, name) if name is not None and name in ("p", "p_rgh") else None
    if found is None or found[1] not in (PRESSURE, KINEMATIC_PRESSURE):
        return None
    return found[0], found[1] == PRESSURE


def _clause(text: str, source: str) -> str:
    """The clause of ``text`` holding ``source``, or the source alone when it is not there."""
    start = text.find(source)
    if start < 0:
        return source
    ends = [match.start() for match in _CLAUSE_END.finditer(text)]
    before = max((end for end in ends if end < start), default=-1)
    after = min((end for end in ends if end >= start + len(source)), default=len(text))
    return text[before + 1:after]


def _ambient(spec: CaseSpec) -> tuple[float, str] | None:
    """The surroundings' pressure the request states ("ambient pressure 1 atm"), in Pa."""
    return next(((float(item.value), item.source) for item in spec.stated.boundary_values
                 if item.field == "p" and not isinstance(item.value, tuple)
                 and any(_AMBIENT.match(name) for name in item.boundary[:1])
                 and PRESSURE_UNIT.search(item.source)), None)


def _measured_from_ambient(spec: CaseSpec, said: _Said,
                           ambient: tuple[float, str] | None) -> bool:
    """Whether a value is an absolute pressure the stated ambient is taken from: said
    absolute, in atmospheres, of the surroundings themselves, or too large to be gauge."""
    if ambient is None:
        return False
    clause = _clause(spec.text, said.source)
    if _BELOW.search(clause) or _GAUGE.search(clause) or _ABOVE.search(clause):
        return False
    return bool(_ABSOLUTE.search(clause) or _ATMOSPHERE_UNIT.search(said.source)
                or any(_AMBIENT.match(name) for name in said.boundary[:1])
                or abs(said.pascals) >= UNMARKED_GAUGE_LIMIT)


def _gauge(spec: CaseSpec, said: _Said, ambient: tuple[float, str] | None
           ) -> tuple[float, str] | str:
    """The value above the ambient and how that was decided, or why it cannot be."""
    pascals = said.pascals
    clause = _clause(spec.text, said.source)
    if _BELOW.search(clause):
        return -abs(pascals), "said below the ambient"
    if _GAUGE.search(clause) or _ABOVE.search(clause):
        return pascals, "said gauge"
    if ambient is not None and _measured_from_ambient(spec, said, ambient):
        return pascals - ambient[0], (f"absolute, less the ambient {ambient[0]:g} Pa "
                                      f"('{ambient[1]}')")
    absolute = bool(_ABSOLUTE.search(clause))
    atmosphere = bool(_ATMOSPHERE_UNIT.search(said.source))
    is_ambient = any(_AMBIENT.match(name) for name in said.boundary[:1])
    if (atmosphere or is_ambient) and abs(pascals - ATMOSPHERE) < 1e-6 * ATMOSPHERE:
        return 0.0, "the atmosphere's own pressure, the case's datum"
    if absolute or atmosphere:
        return ("an absolute pressure, and the case's kinematic p is relative to the ambient, "
                "which the request does not state (say the ambient pressure, or give the value "
                "as gauge)")
    request_gauge = bool(_GAUGE.search(spec.text) or _ABOVE.search(spec.text))
    if request_gauge and not _ABSOLUTE.search(spec.text):
        return pascals, "the request gives its pressures as gauge"
    if abs(pascals) < UNMARKED_GAUGE_LIMIT:
        return pascals, (f"taken as gauge: below {UNMARKED_GAUGE_LIMIT:g} Pa no fluid of an "
                         "incompressible case is at that absolute pressure")
    return ("the request does not say whether it is gauge or absolute, and at this size it "
            "could be either (say 'gauge', or the ambient pressure)")


def _absolute(spec: CaseSpec, said: _Said, field: str,
              ambient: tuple[float, str] | None) -> tuple[float, str] | None:
    """The absolute value the case's ``field`` (in Pa) holds for a value said above or below
    the ambient, with the arithmetic; None for a value said with no datum, which is absolute
    as it stands."""
    clause = _clause(spec.text, said.source)
    below = bool(_BELOW.search(clause))
    if not (below or _GAUGE.search(clause) or _ABOVE.search(clause)):
        return None
    datum, whose = (ambient[0], f"the stated ambient ('{ambient[1]}')") if ambient is not None \
        else (ATMOSPHERE, "one standard atmosphere, no ambient being stated")
    value = float(f"{datum - abs(said.pascals) if below else datum + said.pascals:.9g}")
    sign = "-" if below else "+"
    return value, (f"{field}{said.entry} = {datum:g} Pa {sign} {abs(said.pascals):g} Pa = "
                   f"{value:g} Pa (the case's {field} is absolute; {abs(said.pascals):g} Pa is "
                   f"said {'below' if below else 'above'} the ambient, {datum:g} Pa: {whose})")


def _kinematic(spec: CaseSpec, said: _Said, field: str, density: Density | None,
               ambient: tuple[float, str] | None) -> tuple[float, str] | str:
    """The value the case's kinematic ``field`` holds for ``said``, with the arithmetic, or
    why it cannot be given."""
    pascals = said.pascals
    if density is None or density.value <= 0:
        return (f"the case's {field} is kinematic (p/rho, m^2/s^2) and {pascals:g} Pa is a "
                "pressure; no density is stated or known for the fluid (state it, or name the "
                "fluid) to divide it by")
    gauge = _gauge(spec, said, ambient)
    if isinstance(gauge, str):
        return (f"the case's {field} is kinematic (p/rho above the ambient): {pascals:g} Pa "
                f"is {gauge}")
    above, how = gauge
    value = float(f"{above / density.value:.6g}")
    return value, (f"{field}{said.entry} = p / rho = {above:g} Pa / {density.value:.6g} kg/m^3 "
                   f"= {value:g} m^2/s^2 (the case's {field} is kinematic; {pascals:g} Pa "
                   f"{how}; {density.source})")


def _datum_level(spec: CaseSpec, said: _Said, field: str) -> tuple[float, str] | None:
    """A level of the whole case said as an absolute pressure, in a case whose ``field`` is
    kinematic: that field is relative to the level, which is its datum, 0; None for a level
    said above or below the ambient (then it is a value above the datum, as any other)."""
    clause = _clause(spec.text, said.source)
    if _BELOW.search(clause) or _GAUGE.search(clause) or _ABOVE.search(clause):
        return None
    return 0.0, (f"{field} = 0 m^2/s^2: the case's {field} is kinematic, relative to its "
                 f"level; {said.pascals:g} Pa is the level the whole case is said to be at, "
                 "so it is the datum")


def _vented(item: BoundaryValue, held: tuple[str, bool], ambient: tuple[float, str] | None
            ) -> BoundaryValue:
    """The surroundings' pressure on an opening the case vents through: in a kinematic case
    0, its datum; in an absolute one the value said beside them, else the stated ambient,
    else one standard atmosphere."""
    field, absolute = held
    if not absolute:
        return replace(item, value=0.0, conversion=(
            f"{field} = 0 m^2/s^2: the case's {field} is kinematic, relative to the "
            "surroundings it vents to"))
    if PRESSURE_UNIT.search(item.source):
        return replace(item, conversion=f"{field} = {item.value} Pa, said of the surroundings")
    value, whose = (ambient[0], f"the stated ambient ('{ambient[1]}')") if ambient \
        else (ATMOSPHERE, "one standard atmosphere, no ambient being stated")
    return replace(item, value=value, conversion=f"{field} = {value:g} Pa: {whose}")


def _as_level(root: Path, item: BoundaryValue, values: list[BoundaryValue]
              ) -> BoundaryValue:
    """``item`` as the case's level when it is a pressure of the surroundings in a case of
    one fluid whose pressure is absolute (``ambient.ambient_level``), else as it is."""
    held = _pressure_field(root, item.field)
    if held is None or not item.boundary or domain_fluid_reason(item.boundary[0], root) is None:
        return item
    return ambient_level(item, held[1], values) or item


def _carried(root: Path, values: list[BoundaryValue]
             ) -> tuple[list[BoundaryValue], list[BoundaryType]]:
    """The stated levels (already in the case's units) on every patch holding the followed
    case's level (``case_level.level_carriers``)."""
    carried: tuple[list[BoundaryValue], list[BoundaryType]] = ([], [])
    for item in values:
        held = _pressure_field(root, item.field) if item.assumption == PRESSURE_LEVEL \
            and item.boundary == (INTERNAL,) else None
        if held is None:
            continue
        found = level_carriers(root, item, held[0], values)
        carried[0].extend(found[0])
        carried[1].extend(found[1])
    return carried


def _in_case_type(spec: CaseSpec, root: Path, item: BoundaryType, density: Density | None,
                  ambient: tuple[float, str] | None) -> tuple[BoundaryType, list[NotApplied]]:
    """``item`` with each parameter of its field's dimensions ("p0 30 kPa" of totalPressure)
    put in the case's kinematic units, or made absolute where the case's field is and the
    value is said above the ambient; a parameter that cannot be is dropped, with why."""
    row = condition(item.type)
    held = _pressure_field(root, item.field)
    field = held[0] if held is not None else None
    absolute = field if held is not None and held[1] else None
    if row is None or field is None or item.conversion or not PRESSURE_UNIT.search(item.source):
        return item, []
    parameters: list[ConditionParameter] = []
    formulas: list[str] = []
    refused: list[NotApplied] = []
    for parameter in item.parameters:
        entry = row.parameter(parameter.name)
        if entry is None or entry.relative != "field" or isinstance(parameter.value, tuple) \
                or parameter.value == 0:
            parameters.append(parameter)
            continue
        said = _Said(float(parameter.value), item.source, item.boundary, f" {parameter.name}")
        found = (_absolute(spec, said, field, ambient) or (parameter.value, "")) \
            if absolute is not None else _kinematic(spec, said, field, density, ambient)
        if isinstance(found, str):
            refused.append(NotApplied(item.source, f"{parameter.name}: {found}"))
            continue
        parameters.append(replace(parameter, value=found[0]))
        formulas.extend(found[1:] if found[1] else ())
    if not formulas and not refused:
        return item, []
    return replace(item, parameters=tuple(parameters), conversion="; ".join(formulas)), refused


def _ramp_in_case(spec: CaseSpec, root: Path, ramp: TimeRamp, density: Density | None,
                  ambient: tuple[float, str] | None) -> TimeRamp | NotApplied:
    """A ramp of a pressure stated in a unit of pressure with its start and end put in the
    case's units as a value of the field is (kinematic: above the ambient, over the density;
    absolute: a gauge value raised by the ambient), or why it cannot be."""
    held = _pressure_field(root, ramp.field)
    if held is None or ramp.conversion or not PRESSURE_UNIT.search(ramp.source):
        return ramp
    field, absolute = held
    ends: list[tuple[float, str]] = []
    for pascals in (float(ramp.start), float(ramp.end)):
        said = _Said(pascals, ramp.source, ramp.boundary)
        if absolute:
            raised = _absolute(spec, said, field, ambient)
            ends.append(raised if raised is not None else (pascals, ""))
            continue
        found = _kinematic(spec, said, field, density, ambient) if pascals else (0.0, "")
        if isinstance(found, str):
            return NotApplied(ramp.source, f"the ramp's {pascals:g} Pa: {found}")
        ends.append(found)
    how = "; ".join(part for _, part in ends if part)
    if not how:
        return ramp
    return replace(ramp, start=ends[0][0], end=ends[1][0], conversion=how)


def in_case_units(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each pressure stated in a unit of pressure put in the units of the case
    under ``root``: divided by the density where the case's field is kinematic, measured
    from the ambient (a value, or a condition parameter of the field's dimensions); one that
    cannot be is moved to ``not_applied`` with why.

    Values of zero, vectors and fields of pressure in Pa are left as stated. Each value is
    first put on an entry the case has (``case_entries.bind_to_case``: a phase's own field,
    a quantity's ordinary place where the case keeps none of its entries).
    """
    spec = bind_to_case(spec, root)
    density = request_density(spec)
    ambient = _ambient(spec)
    values: list[BoundaryValue] = []
    refused: list[NotApplied] = []
    datum_used = False
    for item in spec.stated.boundary_values:
        held = _pressure_field(root, item.field)
        if held is not None and item.assumption == VENTED and not item.conversion:
            values.append(_vented(item, held, ambient))
            continue
        absolute = held[0] if held is not None and held[1] else None
        if absolute is not None and not isinstance(item.value, tuple) and not item.conversion \
                and PRESSURE_UNIT.search(item.source):
            raised = _absolute(spec, _Said(float(item.value), item.source, item.boundary),
                               absolute, ambient)
            values.append(item if raised is None
                          else replace(item, value=raised[0], conversion=raised[1]))
            datum_used = datum_used or (raised is not None and ambient is not None
                                        and item.source != ambient[1])
            continue
        field = held[0] if held is not None and not held[1] else None
        if field is None or isinstance(item.value, tuple) or item.conversion \
                or not PRESSURE_UNIT.search(item.source) \
                or (item.value == 0 and not _ATMOSPHERE_UNIT.search(item.source)):
            values.append(item)
            continue
        said = _Said(float(item.value), item.source, item.boundary)
        datum = _datum_level(spec, said, field) if item.assumption == PRESSURE_LEVEL \
            else None
        found = datum or _kinematic(spec, said, field, density, ambient)
        if isinstance(found, str):
            refused.append(NotApplied(item.source, found))
            continue
        values.append(replace(item, value=found[0], conversion=found[1]))
        datum_used = datum_used or (ambient is not None and item.source != ambient[1]
                                    and _measured_from_ambient(spec, said, ambient))
    if datum_used:
        # The ambient the others are measured from is the case's datum, held by no patch.
        values = [item for item in values if ambient is None or item.source != ambient[1]]
    else:
        # Nothing measured from it: the surroundings' pressure is the level of an absolute
        # case, its initial field's and its open boundaries' (``ambient``).
        values = [_as_level(root, item, values) for item in values]
    carried = _carried(root, values)
    values += carried[0]
    types: list[BoundaryType] = list(carried[1])
    for kind in spec.stated.boundary_types:
        converted, not_applied = _in_case_type(spec, root, kind, density, ambient)
        types.append(converted)
        refused += not_applied
    ramps: list[TimeRamp] = []
    for ramp in spec.stated.ramps:
        put = _ramp_in_case(spec, root, ramp, density, ambient)
        if isinstance(put, NotApplied):
            refused.append(put)
        else:
            ramps.append(put)
    if not refused and values == list(spec.stated.boundary_values) \
            and types == list(spec.stated.boundary_types) and ramps == list(spec.stated.ramps):
        return spec
    stated = replace(spec.stated, boundary_values=tuple(values), boundary_types=tuple(types),
                     ramps=tuple(ramps))
    return spec.model_copy(update={"stated": stated,
                                   "not_applied": (*spec.not_applied, *refused)})
