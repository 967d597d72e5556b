"""A generalised-Newtonian viscosity law named in a request, with its coefficients.

Why: "use the Carreau model with zero-shear viscosity 0.056 Pa·s, infinite-shear viscosity
0.00345 Pa·s, time constant 3.313 s and power index 0.3568; density 1060 kg/m³" was read as
a dynamic viscosity ``mu``, a density and an *end time* of 3.313 s (the time constant), the
power index not at all; the followed case kept its Cross law. A model's coefficients are named
by the words of its row in ``foam_agent.foamcase.catalog.viscosity_models``, never by phrases
of one request, and every coefficient's unit is checked: a dynamic value (Pa·s, Pa, Pa·sⁿ) of
a coefficient the case keeps kinematic is divided by the density the request states (else it
is reported as not applied, with why).

What is read: the model, by the first of its words (or its OpenFOAM name) in the request, with
the Arrhenius temperature wrapper when "Arrhenius" is joined to it or in its sentence; each
coefficient by its words or its keyword followed by the value ("zero-shear viscosity 0.1 m²/s",
"nu0 = 0.02", "flow index of 0.6"), a qualifier or the symbol between them allowed
("zero-shear kinematic viscosity 8000 cSt", "time constant m of 0.25 s", "ν∞ = 5 cSt"), or a
range of limits ("clip the viscosity between 0.012 and 1200 Pa·s" is ``nuMin`` and ``nuMax`` for
a model that has them).

Coefficients with no model named ("zero-shear viscosity 0.05 m²/s, infinite-shear 1e-5 m²/s,
time constant 0.5 s") are read as every model they fit, and the followed case's own model among
those is the one applied (``ViscosityLaw.for_model``). A coefficient, in its words, of a model
other than the one named ("a Cross fluid with a yield stress of 5 Pa") is reported as not applied:
bound to the named model's entries it would be written where the solver reads something else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, to_number
from foam_agent.agents.spec.stated import (
    LawChoice,
    ModelCoefficient,
    NotApplied,
    PropertyValue,
    Requirements,
    Stated,
    ViscosityLaw,
)
from foam_agent.agents.spec.units import UnitReading, read_unit, registry
from foam_agent.foamcase.catalog.viscosity_models import (
    ARRHENIUS,
    MODELS,
    Coefficient,
    CoefficientKind,
    ViscosityModel,
    wrapped,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import SPACE_OR_HYPHEN, alternation

_FLAGS = re.IGNORECASE
#: The Arrhenius wrapper's words ("Arrhenius", "temperature-dependent").
_ARRHENIUS = alternation(ARRHENIUS.words, SPACE_OR_HYPHEN)
#: Words between a coefficient's name and its value.
_BETWEEN = (r"(?:\s*\([^)]{0,30}\))?\s*(?:(?:of|=|:|is|equal\s+to|set\s+to|about|around|"
            r"contribut(?:es|ing)|adds)\s*)*")
#: Keywords of one letter are symbols of prose too: read only as code ("k = 0.5", "k (lambda)
#: = 0.5 s", or a dictionary's "k 0.02;").
_CODE_ONLY = (rf"(?:\s*\([^)]{{0,30}}\))?(?:\s*(?:=|:)\s*|\s+(?={NUMBER}\s*;))")
#: Names of fluid models that are also names of wall conditions and diffusion laws ("a
#: Maxwell slip wall", "Maxwell-Stefan diffusion"): those are no viscosity model.
_NOT_A_FLUID = r"(?![\s-]+(?:slip|stefan|velocity|accommodation|temperature\s+jump))"
#: A qualifier between a coefficient's words and its value ("zero-shear *kinematic viscosity*
#: 8000 cSt", "high-shear *limit* 0.001 m²/s").
_QUALIFIER = (r"(?:\s+(?:kinematic|dynamic|absolute|apparent)\b)?"
              r"(?:\s+(?:viscosity|limit|value|plateau|parameter)\b)?")
#: A value: a number, a ratio of two ("1/60 per °F") or a fraction in words, which the spoken
#: numbers turn into digits only before a unit ("rate index one half" has none).
_FRACTIONS = {"one half": 0.5, "a half": 0.5, "one quarter": 0.25, "a quarter": 0.25,
              "three quarters": 0.75, "one third": 1 / 3, "a third": 1 / 3, "two thirds": 2 / 3}
_FRACTION_WORDS = "|".join(word.replace(" ", r"\s+") for word in _FRACTIONS)
_VALUE = (rf"(?:(?P<v>{NUMBER})(?:\s*/\s*(?P<d>{NUMBER}))?|"
          rf"(?P<w>{_FRACTION_WORDS})(?![\w-]))")
#: A value per degree of temperature difference: "per °F", "/K", "1/°C", "K^-1", "K⁻¹".
_PER_DEGREE = lazy_regex(
    r"\s*(?:(?:per|(?:1\s*)?/)\s*(?:degrees?\s+|deg\s*|°\s*)?(?P<scale>C|F|K|R|celsius|fahrenheit|"
    r"kelvin|rankine)\b|(?:°\s*)?(?P<inverse>C|F|K|R)\s*(?:\^\s*\(?-1\)?|⁻¹|-1)(?!\d))",
    _FLAGS)
_DELTA_UNITS = {"c": "delta_degC", "celsius": "delta_degC", "f": "delta_degF",
                "fahrenheit": "delta_degF", "k": "kelvin", "kelvin": "kelvin",
                "r": "degR", "rankine": "degR"}
#: Kinds whose value is a viscosity, stress or consistency: one of these read by its words is
#: what makes coefficients with no model named a law (an "exponent" or a "time constant" alone
#: is too common a word).
_SHEAR_KINDS: frozenset[CoefficientKind] = frozenset({"viscosity", "stress", "consistency"})
#: "clip/limit/bound the viscosity between 0.012 and 1200 Pa·s".
_LIMITS = lazy_regex(
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
        worded: It was read by its words, not by its keyword or symbol alone.
        kind: How its value was converted.
    """

    keyword: str
    value: float
    per_density: bool
    source: str
    worded: bool = True
    kind: CoefficientKind = "index"


@dataclass(frozen=True)
class LawReading:
    """The model named (or, with ``named`` False, the first the coefficients fit and the
    ``others``), its coefficients as written, what was read but belongs to no model here, and
    the spans they were read from."""

    model: ViscosityModel
    phrase: str
    coefficients: tuple[CoefficientReading, ...]
    spans: tuple[tuple[int, int], ...]
    named: bool = True
    others: tuple[tuple[ViscosityModel, tuple[CoefficientReading, ...]], ...] = ()
    foreign: tuple[NotApplied, ...] = ()


def _model_mention(text: str) -> tuple[ViscosityModel, re.Match[str]] | None:
    """The model the request names first, by its words or its OpenFOAM name, with the
    Arrhenius wrapper when its word is joined to the name ("Arrhenius-Bird-Carreau")."""
    found: list[tuple[int, ViscosityModel, re.Match[str]]] = []
    for model in MODELS:
        words = alternation([*model.words, model.name.lower()], SPACE_OR_HYPHEN)
        pattern = (rf"(?<![\w-])(?P<wrapper>{_ARRHENIUS}[\s-]*)?"
                   rf"(?:{words})(?![\w-]){_NOT_A_FLUID}")
        match = re.search(pattern, text, _FLAGS)
        if match is not None:
            found.append((match.start(), model, match))
    if not found:
        return None
    _, model, match = min(found, key=lambda item: item[0])
    if match.group("wrapper") is not None or _wrapper_in_sentence(text, match):
        model = wrapped(model) or model
    return model, match


def _wrapper_in_sentence(text: str, match: re.Match[str]) -> bool:
    """The wrapper's word is in the sentence that names the model ("Bird-Carreau, with an
    Arrhenius temperature dependence")."""
    start = max(text.rfind(".", 0, match.start()), text.rfind("\n\n", 0, match.start())) + 1
    end = text.find(". ", match.end())
    sentence = text[start:end if end >= 0 else len(text)]
    return re.search(rf"(?<![\w-])(?:{_ARRHENIUS})", sentence,
                     _FLAGS) is not None


def _symbols(coefficient: Coefficient) -> list[str]:
    """The coefficient's keyword and its short names, which may stand between its words and
    its value ("time constant m of 0.25 s", "exponent n = 0.55")."""
    return [coefficient.keyword, *(word for word in coefficient.words
                                   if len(word) <= 6 and " " not in word)]


def _value_after(text: str, coefficient: Coefficient, taken: list[tuple[int, int]],
                 *, words_only: bool = False
                 ) -> tuple[float, UnitReading | None, int, int, bool] | None:
    """The first value written after one of the coefficient's names, with its unit and
    whether it was read by its words."""
    names = alternation(coefficient.words, SPACE_OR_HYPHEN)
    tail = rf"(?:\s*,?\s*\(?(?:{alternation(_symbols(coefficient), SPACE_OR_HYPHEN)})\)?(?![\w-]))?"
    patterns: list[tuple[str, int, bool]] = []
    if names:
        patterns.append((rf"(?<![\w-])(?:{names})(?![\w-]){_QUALIFIER}{tail}{_BETWEEN}{_VALUE}",
                         _FLAGS, True))
    single = len(coefficient.keyword) == 1
    if not words_only:
        patterns.append((rf"(?<![\w.-]){re.escape(coefficient.keyword)}(?![\w-])"
                         rf"{_CODE_ONLY if single else _BETWEEN}{_VALUE}",
                         0 if single else _FLAGS, False))
    best: tuple[float, UnitReading | None, int, int, bool] | None = None
    for pattern, flags, worded in patterns:
        for match in re.finditer(pattern, text, flags):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            if match.group("w") is not None:
                value = _FRACTIONS[" ".join(match.group("w").lower().split())]
            else:
                value = float(to_number(match.group("v")))
            if match.group("d") is not None:
                denominator = float(to_number(match.group("d")))
                if denominator == 0:
                    continue
                value /= denominator
            unit = read_unit(text, match.end())
            end = unit.end if unit is not None else match.end()
            if coefficient.kind == "per_temperature":
                degree = _PER_DEGREE.match(text, match.end())
                if degree is not None:
                    value, end = _per_kelvin(value, degree), degree.end()
                    unit = None
            if best is None or match.start() < best[2]:
                best = (value, unit, match.start(), end, worded)
            break
    return best


def _per_kelvin(value: float, degree: re.Match[str]) -> float:
    """A value per degree of a scale, per kelvin (pint: 1/60 per °F is 0.03 per K)."""
    scale = (degree.group("scale") or degree.group("inverse")).lower()
    quantity = registry().Quantity(value, f"1/{_DELTA_UNITS[scale]}")
    return float(f"{float(quantity.to('1/kelvin').magnitude):.12g}")


def _as_written(coefficient: Coefficient, value: float, unit: UnitReading | None
                ) -> tuple[float, bool] | None:
    """The value in SI and whether it needs dividing by the density; None when the unit is
    of another kind than the coefficient (a speed given for an index)."""
    if unit is None or unit.kind in ("none", "fraction"):
        return (unit.to_si(value) if unit is not None else value), False
    kind = coefficient.kind
    if kind == "time":
        return (unit.to_si(value), False) if unit.kind == "time" else None
    if kind == "temperature":
        return (unit.to_si(value), False) if unit.kind == "temperature" else None
    if kind in ("index", "per_temperature"):
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


def _coefficients(text: str, model: ViscosityModel, spans: list[tuple[int, int]]
                  ) -> list[CoefficientReading]:
    """The model's coefficients the request gives; each one's span is added to ``spans``."""
    readings: list[CoefficientReading] = []
    for coefficient in model.coefficients:
        found = _value_after(text, coefficient, spans)
        if found is None:
            continue
        value, unit, start, end, worded = found
        converted = _as_written(coefficient, value, unit)
        if converted is None:
            continue
        readings.append(CoefficientReading(coefficient.keyword, converted[0], converted[1],
                                           " ".join(text[start:end].split()), worded,
                                           coefficient.kind))
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
                                                   source, kind=row.kind))
        spans.append((limits.start(), end))
    return readings


def _foreign(text: str, model: ViscosityModel, spans: list[tuple[int, int]]
             ) -> list[NotApplied]:
    """Coefficients, in their words, of models other than ``model`` that ``model`` does not
    read: reported, never bound to its entries."""
    own_words = {word for item in model.coefficients for word in item.words}
    own_keywords = {item.keyword for item in model.coefficients}
    refused: list[NotApplied] = []
    seen: set[str] = set()
    for other in (*MODELS, ARRHENIUS):
        for coefficient in other.coefficients:
            if coefficient.keyword in own_keywords or coefficient.keyword in seen \
                    or own_words & set(coefficient.words):
                continue
            found = _value_after(text, coefficient, spans, words_only=True)
            if found is None:
                continue
            seen.add(coefficient.keyword)
            _, _, start, end, _ = found
            spans.append((start, end))
            refused.append(NotApplied(
                " ".join(text[start:end].split()),
                f"{model.name} reads no {coefficient.words[0]} ({coefficient.keyword} is "
                f"{other.name}'s): name that model to use it"))
    return refused


def _unnamed(text: str) -> LawReading | None:
    """Coefficients in words with no model named: the models they fit best, when one of them
    is a viscosity, stress or consistency read by its words and there are two or more."""
    fits: list[tuple[ViscosityModel, list[CoefficientReading], list[tuple[int, int]]]] = []
    for model in MODELS:
        spans: list[tuple[int, int]] = []
        readings = _coefficients(text, model, spans)
        if len(readings) >= 2 and any(item.worded and item.kind in _SHEAR_KINDS
                                      for item in readings):
            fits.append((model, readings, spans))
    if not fits:
        return None
    most = max(len(readings) for _, readings, _ in fits)
    best = [fit for fit in fits if len(fit[1]) == most]
    (model, readings, spans), rest = best[0], best[1:]
    covered = sorted({span for _, _, taken in best for span in taken})
    return LawReading(model, readings[0].source, tuple(readings), tuple(covered), named=False,
                      others=tuple((other, tuple(found)) for other, found, _ in rest))


def read_viscosity_law(text: str) -> LawReading | None:
    """The viscosity law the request names (or the models its coefficients fit, when it names
    none) and the coefficients it gives, as written."""
    mention = _model_mention(text)
    if mention is None:
        return _unnamed(text)
    model, match = mention
    if model.base is None and (plain := wrapped(model)) is not None and _wrapper_worded(text):
        model = plain
    spans: list[tuple[int, int]] = [(match.start(), match.end())]
    readings = _coefficients(text, model, spans)
    foreign = _foreign(text, model, spans)
    return LawReading(model, " ".join(match.group(0).split()), tuple(readings), tuple(spans),
                      foreign=tuple(foreign))


def _wrapper_worded(text: str) -> bool:
    """A coefficient of the wrapper is given in words that name it ("Arrhenius coefficient
    0.03 per K"): the wrapper is asked for as surely as by its word beside the model."""
    for coefficient in ARRHENIUS.coefficients:
        naming = tuple(word for word in coefficient.words if word.startswith(ARRHENIUS.words))
        if _value_after(text, replace(coefficient, words=naming), [], words_only=True):
            return True
    return False


def _converted(readings: tuple[CoefficientReading, ...], model: str,
               density: PropertyValue | None
               ) -> tuple[tuple[ModelCoefficient, ...], list[NotApplied]]:
    """The readings in the units the case keeps: dynamic ones divided by the stated density,
    those that need a density the request does not give refused."""
    coefficients: list[ModelCoefficient] = []
    refused: list[NotApplied] = []
    for item in readings:
        if not item.per_density:
            coefficients.append(ModelCoefficient(item.keyword, item.value, item.source))
        elif density is not None and float(density.value) > 0:
            value = float(f"{item.value / float(density.value):.6g}")
            coefficients.append(ModelCoefficient(
                item.keyword, value, f"{item.source} / ({density.source})"))
        else:
            refused.append(NotApplied(item.source, f"{model} keeps {item.keyword} "
                                      "kinematic and the request states no density to divide "
                                      "this dynamic value by"))
    return tuple(coefficients), refused


def with_viscosity_law(stated: Requirements, reading: LawReading) -> Requirements:
    """``stated`` with the law: dynamic coefficients divided by the stated density (which is
    then the law's, not an entry of its own: the followed case may keep none), those that need
    a density the request does not give reported as not applied."""
    density = next((item for item in stated.properties
                    if item.name == "rho" and item.phase is None), None)
    coefficients, refused = _converted(reading.coefficients, reading.model.name, density)
    others = tuple(LawChoice(model.name, _converted(found, model.name, density)[0])
                   for model, found in reading.others)
    used_density = density is not None and any(item.per_density for item in reading.coefficients)
    properties = tuple(item for item in stated.properties
                       if not (used_density and item is density))
    law = ViscosityLaw(reading.model.name, coefficients, named=reading.named, others=others)
    return replace(stated, viscosity_law=Stated(law, reading.phrase), properties=properties,
                   not_applied=(*stated.not_applied, *refused, *reading.foreign))
