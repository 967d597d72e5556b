"""A generalised-Newtonian viscosity law named in a request, with its coefficients.

Why: "use the Carreau model with zero-shear viscosity 0.056 Pa·s, infinite-shear viscosity
0.00345 Pa·s, time constant 3.313 s and power index 0.3568; density 1060 kg/m³" was read as
a dynamic viscosity ``mu``, a density and an *end time* of 3.313 s (the time constant), the
power index not at all; the followed case kept its Cross law. A model's coefficients are named
by the words of its row in ``foam_agent.foamcase.catalog.viscosity_models``, never by phrases
of one request, and every coefficient's unit is checked: a dynamic value (Pa·s, Pa, Pa·sⁿ) of
a coefficient the case keeps kinematic is divided by the density the request states (else it
is reported as not applied, with why).

What is read: the model, by the first of its words (or its OpenFOAM name) in the request; each
coefficient by its words or its keyword followed by the value ("zero-shear viscosity 0.1 m²/s",
"nu0 = 0.02", "flow index of 0.6"), or a range of limits ("clip the viscosity between 0.012 and
1200 Pa·s" is ``nuMin`` and ``nuMax`` for a model that has them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, to_number
from foam_agent.agents.spec.stated import (
    ModelCoefficient,
    NotApplied,
    Requirements,
    Stated,
    ViscosityLaw,
)
from foam_agent.agents.spec.units import UnitReading, read_unit
from foam_agent.foamcase.catalog.viscosity_models import (
    MODELS,
    Coefficient,
    ViscosityModel,
)

_FLAGS = re.IGNORECASE
#: Words between a coefficient's name and its value.
_BETWEEN = r"(?:\s*\([^)]{0,30}\))?\s*(?:(?:of|=|:|is|equal\s+to|set\s+to|about|around)\s*)*"
#: Keywords of one letter are symbols of prose too: read only as code ("k = 0.5").
_CODE_ONLY = r"\s*(?:=|:)\s*"
#: "clip/limit/bound the viscosity between 0.012 and 1200 Pa·s".
_LIMITS = re.compile(
    rf"\b(?:clip|limit|bound|cap|restrict|keep)\w*\b[^.;]{{0,40}}?\bviscosity\b[^.;]{{0,20}}?"
    rf"\bbetween\s+(?P<low>{NUMBER})\s*(?:(?P<low_unit>[^\s\d][^\s]*)\s+)?and\s+"
    rf"(?P<high>{NUMBER})", _FLAGS)


@dataclass(frozen=True)
class CoefficientReading:
    """One coefficient as written.

    Attributes:
        keyword: The coefficient's keyword.
        value: Its value in SI as written (a dynamic viscosity in Pa·s).
        per_density: The case keeps it kinematic and the value is dynamic: it is divided by
            the density.
        source: The words it came from.
    """

    keyword: str
    value: float
    per_density: bool
    source: str


@dataclass(frozen=True)
class LawReading:
    """The model named, its coefficients as written, and the spans they were read from."""

    model: ViscosityModel
    phrase: str
    coefficients: tuple[CoefficientReading, ...]
    spans: tuple[tuple[int, int], ...]


def _model_mention(text: str) -> tuple[ViscosityModel, re.Match[str]] | None:
    """The model the request names first, by its words or its OpenFOAM name."""
    found: list[tuple[int, ViscosityModel, re.Match[str]]] = []
    for model in MODELS:
        words = sorted({*model.words, model.name.lower()}, key=len, reverse=True)
        pattern = r"(?<![\w-])(?:" + "|".join(re.escape(word).replace(r"\ ", r"[\s-]+")
                                             for word in words) + r")(?![\w-])"
        match = re.search(pattern, text, _FLAGS)
        if match is not None:
            found.append((match.start(), model, match))
    if not found:
        return None
    _, model, match = min(found, key=lambda item: item[0])
    return model, match


def _value_after(text: str, coefficient: Coefficient, taken: list[tuple[int, int]]
                 ) -> tuple[float, UnitReading | None, int, int] | None:
    """The first value written after one of the coefficient's names, with its unit."""
    names = [re.escape(word).replace(r"\ ", r"[\s-]+") for word in coefficient.words]
    patterns = []
    if names:
        patterns.append(rf"(?<![\w-])(?:{'|'.join(names)})(?![\w-]){_BETWEEN}(?P<v>{NUMBER})")
    single = len(coefficient.keyword) == 1
    patterns.append(rf"(?<![\w.-]){re.escape(coefficient.keyword)}(?![\w-])"
                    rf"{_CODE_ONLY if single else _BETWEEN}(?P<v>{NUMBER})")
    best: tuple[float, UnitReading | None, int, int] | None = None
    for pattern in patterns:
        for match in re.finditer(pattern, text, _FLAGS if not single else 0):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            unit = read_unit(text, match.end("v"))
            end = unit.end if unit is not None else match.end("v")
            if best is None or match.start() < best[2]:
                best = (float(to_number(match.group("v"))), unit, match.start(), end)
            break
    return best


def _as_written(coefficient: Coefficient, value: float, unit: UnitReading | None
                ) -> tuple[float, bool] | None:
    """The value in SI and whether it needs dividing by the density; None when the unit is
    of another kind than the coefficient (a speed given for an index)."""
    if unit is None or unit.kind in ("none", "fraction"):
        return (unit.to_si(value) if unit is not None else value), False
    kind = coefficient.kind
    if kind == "time":
        return (unit.to_si(value), False) if unit.kind == "time" else None
    if kind == "index":
        return None
    if kind == "viscosity":
        if unit.kind == "kinematic_viscosity":
            return unit.to_si(value), False
        return (unit.to_si(value), True) if unit.kind == "dynamic_viscosity" else None
    if kind == "stress":
        return (unit.to_si(value), True) if unit.kind == "pressure" else None
    # consistency: m²/s as OpenFOAM keeps it, or Pa·sⁿ written by engineers (pint reads
    # "Pa·s" of it), divided by the density.
    if unit.kind == "kinematic_viscosity":
        return unit.to_si(value), False
    return (unit.to_si(value), True) if unit.kind in ("dynamic_viscosity", "pressure") \
        else None


def read_viscosity_law(text: str) -> LawReading | None:
    """The viscosity law the request names and the coefficients it gives, as written."""
    mention = _model_mention(text)
    if mention is None:
        return None
    model, match = mention
    spans: list[tuple[int, int]] = [(match.start(), match.end())]
    readings: list[CoefficientReading] = []
    for coefficient in model.coefficients:
        found = _value_after(text, coefficient, spans)
        if found is None:
            continue
        value, unit, start, end = found
        converted = _as_written(coefficient, value, unit)
        if converted is None:
            continue
        readings.append(CoefficientReading(coefficient.keyword, converted[0], converted[1],
                                           " ".join(text[start:end].split())))
        spans.append((start, end))
    limits = _LIMITS.search(text)
    bounds = [(row, group) for keyword, group in (("nuMin", "low"), ("nuMax", "high"))
              if (row := model.coefficient(keyword)) is not None]
    if limits is not None and len(bounds) == 2 \
            and not {"nuMin", "nuMax"} & {item.keyword for item in readings}:
        unit = read_unit(text, limits.end("high"))
        end = unit.end if unit else limits.end()
        source = " ".join(text[limits.start():end].split())
        for row, group in bounds:
            converted = _as_written(row, float(to_number(limits.group(group))), unit)
            if converted is not None:
                readings.append(CoefficientReading(row.keyword, converted[0], converted[1],
                                                   source))
        spans.append((limits.start(), end))
    return LawReading(model, " ".join(match.group(0).split()), tuple(readings), tuple(spans))


def with_viscosity_law(stated: Requirements, reading: LawReading) -> Requirements:
    """``stated`` with the law: dynamic coefficients divided by the stated density (which is
    then the law's, not an entry of its own: the followed case may keep none), those that need
    a density the request does not give reported as not applied."""
    density = next((item for item in stated.properties
                    if item.name == "rho" and item.phase is None), None)
    coefficients: list[ModelCoefficient] = []
    refused: list[NotApplied] = []
    for item in reading.coefficients:
        if not item.per_density:
            coefficients.append(ModelCoefficient(item.keyword, item.value, item.source))
        elif density is not None and float(density.value) > 0:
            value = float(f"{item.value / float(density.value):.6g}")
            coefficients.append(ModelCoefficient(
                item.keyword, value, f"{item.source} / ({density.source})"))
        else:
            refused.append(NotApplied(item.source, f"{reading.model.name} keeps {item.keyword} "
                                      "kinematic and the request states no density to divide "
                                      "this dynamic value by"))
    used_density = density is not None and any(item.per_density for item in reading.coefficients)
    properties = tuple(item for item in stated.properties
                       if not (used_density and item is density))
    law = ViscosityLaw(reading.model.name, tuple(coefficients))
    return replace(stated, viscosity_law=Stated(law, reading.phrase), properties=properties,
                   not_applied=(*stated.not_applied, *refused))
