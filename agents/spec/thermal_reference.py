"""A fluid's reference state said by relation rather than by number: the expansion coefficient
of an ideal gas (β = 1/T: "beta = 1/TRef", "the ideal-gas expansion coefficient at 68 °F",
"thermal expansion as for an ideal gas at 15 °C", "take the expansion coefficient as 1/T at
20 °C"), a reference temperature said to be a temperature stated beside it ("starts at
291.5 K, which is also the reference temperature", "T_ceil = 300 K (= TRef)", "… at 68 °F,
and the same temperature as the reference"), and a liquid's bulk modulus ("bulk modulus
1.5 GPa"), whose compressibility ψ = ρ/K the derivations give.

Why a reader of its own: the value reader read "beta = 1/TRef" as β = 1 (a Boussinesq case
with β = 1 per kelvin), and words that point at a temperature ("the same temperature as the
reference") hold no number of their own, so they were either misread or left unread. The
relation is :data:`foamcase.catalog.derivations.IDEAL_GAS_EXPANSION`; the temperature is the
one said with it, else the reference temperature the request states (read by the other
readers, so the amendment looks it up once they are done), else it is not applied, with why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, sentences, to_number
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryValue,
    NotApplied,
    PropertyValue,
    Requirements,
)
from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.catalog.derivations import IDEAL_GAS_EXPANSION
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The expansion coefficient by name or symbol.
_EXPANSION = lazy_regex(r"\b(?:beta|β|(?:(?:thermal|volumetric|volume)\s+)?expansion"
                        r"(?:\s+coefficient)?|(?:thermal\s+)?expansivity)(?![\w-])", _I)
#: "1/TRef", "1/T_ref", "1/T0", "1/T": the reciprocal of a temperature.
_RECIPROCAL = lazy_regex(r"(?<![\w.])1\s*/\s*(?:T_?\{?ref\}?|TRef|Tref|T_?0|T)(?!\w)")
_IDEAL_GAS = lazy_regex(r"\b(?:ideal|perfect)[\s-]+gas\b", _I)
#: A number written right after the expansion words: a stated β, not a relation.
_STATED_NUMBER = lazy_regex(rf"\s*(?:=|:|of|is)?\s*(?:about\s+)?{NUMBER}(?!\s*/\s*T)", _I)
#: A temperature said to be the one the relation is taken at ("at 68 °F").
_AT = lazy_regex(rf"\bat\s+(?P<v>{NUMBER})", _I)
#: The reference temperature named (never with its own number: those the vocabulary reads).
_REFERENCE = lazy_regex(r"\b(?:(?:the\s+)?(?:(?:boussinesq|buoyancy)\s+)?reference"
                        r"(?:\s+temperature)?|T_?\{?ref\}?|TRef|Tref)(?![\w])", _I)
#: Words linking a temperature said just before to the reference: "291.5 K, which is also
#: the reference temperature", "300 K (= TRef)", "68 °F as the reference temperature too".
_LINK_BEFORE = lazy_regex(r"^(?:\s+(?:at\s+the\s+start|initially|at\s+first|everywhere))?"
                          r"\s*,?\s*(?:\(\s*=\s*|(?:which|that)\s+is\s+(?:also\s+)?(?:the\s+)?|"
                          r"is\s+also\s+(?:the\s+)?|(?:also\s+)?as\s+(?:the\s+)?|"
                          r"(?:also\s+)?for\s+(?:the\s+)?)$", _I)
#: "the same temperature as the reference", "the same for the reference temperature": the
#: temperature said last before it.
_SAME = lazy_regex(r"\bsame(?:\s+temperature)?\s+(?:as|for)\s+$", _I)
#: A reference temperature with its number, in code form or words.
_REFERENCE_VALUE = lazy_regex(rf"\b(?:T_?\{{?ref\}}?|TRef|Tref|reference\s+temperature)\s*"
                              rf"(?:=|:|of|is)?\s*(?P<v>{NUMBER})", _I)
#: The names a stated reference temperature is read under ("TRef", "T_ref").
_REFERENCE_NAME = lazy_regex(r"T_?ref", _I)
#: The case keyword a reference temperature is (``TRef`` of transportProperties).
REFERENCE_KEYWORD = "TRef"
#: The reference temperature named in words or code as a whole phrase ("the reference
#: temperature", "T_ref", "T_{ref}"); "the reference" alone may be the followed case.
_REFERENCE_WORDS = lazy_regex(r"(?:the\s+)?(?:(?:boussinesq|buoyancy)\s+)?reference\s+temperature|"
                              r"T_?\{?ref\}?", _I)
#: A density said at a pressure ("870 kg/m³ at 1 bar", "at atmospheric pressure"): the
#: pressure a barotropic liquid's ``rho0`` holds at, its ``p0``.
_DENSITY_AT = lazy_regex(rf"(?P<v>{NUMBER})\s*(?:kg\s*/\s*m(?:\^?3|³)|kg\s+m-3|"
                         rf"g\s*/\s*cm(?:\^?3|³)|lbm?\s*/\s*ft(?:\^?3|³))\s+(?P<at>at\s+(?:(?P<p>{NUMBER})|"
                         rf"(?P<atm>atmospheric\s+pressure|(?:the\s+)?atmosphere)))", _I)
#: "(also the initial pressure)", "and the initial value": said right after a value.
_ALSO_INITIAL = lazy_regex(rf"(?P<v>{NUMBER}(?:\s*[^\s(),;]+)?)\s*\(?\s*"
                           r"(?P<w>(?:and\s+also|also|and)\s+(?:as\s+)?(?:the\s+)?initial(?:ly)?(?:\s+(?:value|field|condition|"
                           r"state|pressure|temperature|velocity|one))?)\s*\)?", _I)
#: One standard atmosphere, Pa.
ATMOSPHERE = 101325.0
#: A liquid's bulk modulus; ψ = ρ/K follows (``foamcase.catalog.derivations``).
_BULK = lazy_regex(rf"\bbulk\s+modulus(?:\s+of\s+elasticity)?(?:\s+K)?\s*(?:=|:|of|is)?\s*"
                   rf"(?P<v>{NUMBER})", _I)


@dataclass(frozen=True)
class Expansion:
    """An ideal gas's expansion coefficient asked for, at a temperature said with it (K) or
    at the reference temperature."""

    source: str
    temperature: float | None


@dataclass(frozen=True)
class AlsoInitial:
    """A value said to be the internal field's too ("p fixedValue 1.2 bar (also the initial
    pressure)"): the words of the value just before, and the words saying so."""

    value_words: str
    words: str


@dataclass(frozen=True)
class ThermalReading:
    """What the words said, and the spans they took."""

    expansion: Expansion | None = None
    properties: tuple[PropertyValue, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()
    also_initial: tuple[AlsoInitial, ...] = ()


def reference_keyword(words: str) -> str | None:
    """``TRef`` when ``words`` name the reference temperature, else None: a value said
    relative to it ("2.5 K below the reference temperature") is resolved against the
    request's or the case's own ``TRef``."""
    return REFERENCE_KEYWORD if _REFERENCE_WORDS.fullmatch(" ".join(words.split())) else None


def _temperature(text: str, start: int) -> tuple[float, int] | None:
    """The temperature (K) whose number starts at ``start``, and where its unit ends."""
    number = re.match(NUMBER, text[start:])
    if number is None:
        return None
    unit = read_unit(text, start + number.end())
    if unit is None or unit.kind != "temperature":
        return None
    return unit.to_si(float(to_number(number.group(0)))), unit.end


def _temperatures(text: str, start: int, end: int) -> list[tuple[float, int, int]]:
    """(K, start, end) of every temperature between ``start`` and ``end``."""
    found: list[tuple[float, int, int]] = []
    for match in re.finditer(rf"(?<![\w.]){NUMBER}", text[start:end]):
        read = _temperature(text, start + match.start())
        if read is not None:
            found.append((read[0], start + match.start(), read[1]))
    return found


def _expansion(text: str, begin: int, sentence: str, spans: list[tuple[int, int]]
               ) -> Expansion | None:
    """The ideal-gas expansion coefficient a sentence asks for, if it asks for one: the
    expansion words followed by the reciprocal of a temperature ("beta = 1/TRef"), or said in
    a sentence naming an ideal gas or that reciprocal, with no number of their own."""
    for match in _EXPANSION.finditer(sentence):
        lead = re.match(r"\s*(?:=|:|as|is|of)?\s*", sentence[match.end():])
        after = match.end() + (lead.end() if lead else 0)
        reciprocal = _RECIPROCAL.match(sentence, after)
        if reciprocal is not None:
            first, last = match.start(), reciprocal.end()
        elif _STATED_NUMBER.match(sentence, match.end()):
            continue  # "beta = 3e-3 1/K": a value of its own
        elif (named := _IDEAL_GAS.search(sentence) or _RECIPROCAL.search(sentence)):
            first = min(match.start(), named.start())
            last = max(match.end(), named.end())
        else:
            continue
        temperature = None
        at = _AT.search(sentence, last)
        if at is not None and not re.search(r"[,;(]", sentence[last:at.start()]) \
                and (read := _temperature(text, begin + at.start("v"))) is not None:
            temperature, last = read[0], read[1] - begin
        spans.append((begin + first, begin + last))
        return Expansion(" ".join(sentence[first:last].split()), temperature)
    return None


def _references(text: str, begin: int, sentence: str, spans: list[tuple[int, int]]
                ) -> list[PropertyValue]:
    """The reference temperature said to be a temperature stated just before it."""
    found: list[PropertyValue] = []
    for match in _REFERENCE.finditer(sentence):
        after = sentence[match.end():]
        if re.match(rf"\s*(?:=|:|of|is|at)?\s*{NUMBER}", after):
            continue  # "TRef = 295 K": a number of its own, the vocabulary's
        before = _temperatures(text, begin, begin + match.start())
        if not before:
            continue
        value, start, end = before[-1]
        between = text[end:begin + match.start()]
        if not (_LINK_BEFORE.match(between) or _SAME.search(between)):
            continue
        # "take 300 K as the reference temperature", "…, and 300 K is also the reference
        # temperature" (the temperature opening its clause, the subject of "is"): the number
        # is the reference's alone; "300 K, which is also the reference", "T_ceil = 300 K is
        # also the reference": it has a role of its own, read elsewhere.
        subject = re.match(r"\s*is\b", between) is not None and re.search(
            r"(?:^|[,;:(]|\band|\bbut|\bwhile)\s*$", text[begin:start]) is not None
        alone = re.match(r"\s*(?:also\s+)?as\b", between) is not None or subject
        spans.append((start if alone else end, begin + match.end()))
        words = " ".join(text[start:begin + match.end()].split())
        found.append(PropertyValue("TRef", value, words))
    return found


def _stated_references(text: str, spans: list[tuple[int, int]]) -> list[PropertyValue]:
    """A reference temperature stated with its number ("TRef = 290 K", "T_ref 300"), for the
    relation to be taken at whichever reader binds it (a bare number is in kelvin)."""
    found: list[PropertyValue] = []
    for match in _REFERENCE_VALUE.finditer(text):
        unit = read_unit(text, match.end("v"))
        if unit is not None and unit.kind != "temperature":
            continue
        number = float(to_number(match.group("v")))
        end = unit.end if unit is not None else match.end("v")
        spans.append((match.start(), end))
        found.append(PropertyValue("TRef", unit.to_si(number) if unit else number,
                                   " ".join(text[match.start():end].split())))
    return found


def _bulk_moduli(text: str, spans: list[tuple[int, int]]) -> list[PropertyValue]:
    found: list[PropertyValue] = []
    for match in _BULK.finditer(text):
        unit = read_unit(text, match.end("v"))
        if unit is None or unit.kind != "pressure":
            continue
        spans.append((match.start(), unit.end))
        found.append(PropertyValue("K", unit.to_si(float(to_number(match.group("v")))),
                                   " ".join(text[match.start():unit.end].split())))
    return found


def _densities_at(text: str, spans: list[tuple[int, int]]) -> list[PropertyValue]:
    """The pressure a stated density is said at, as ``p0``."""
    found: list[PropertyValue] = []
    for match in _DENSITY_AT.finditer(text):
        if match.group("atm"):
            value, end = ATMOSPHERE, match.end()
        else:
            unit = read_unit(text, match.end("p"))
            if unit is None or unit.kind != "pressure":
                continue
            value, end = unit.to_si(float(to_number(match.group("p")))), unit.end
        spans.append((match.start("at"), end))
        found.append(PropertyValue("p0", value, " ".join(text[match.start():end].split())))
    return found


def read_thermal_reference(text: str) -> ThermalReading:
    """The relations ``text`` states for the reference state (see the module)."""
    flat = text.replace("\n", " ")
    spans: list[tuple[int, int]] = []
    expansion: Expansion | None = None
    properties: list[PropertyValue] = []
    for sentence in sentences(flat):
        if expansion is None:
            expansion = _expansion(flat, sentence.start, sentence.text, spans)
        properties += _references(flat, sentence.start, sentence.text, spans)
    properties += _stated_references(flat, spans)
    properties += _bulk_moduli(flat, spans)
    properties += _densities_at(flat, spans)
    also = tuple(AlsoInitial(" ".join(match.group("v").split()), match.group("w").lower())
                 for match in _ALSO_INITIAL.finditer(flat))
    spans += [(match.start("w"), match.end("w")) for match in _ALSO_INITIAL.finditer(flat)]
    return ThermalReading(expansion, tuple(properties), tuple(spans), also)


def with_thermal_reference(requirements: Requirements, reading: ThermalReading
                           ) -> Requirements:
    """``requirements`` with the properties read here: β of an ideal gas at the temperature said
    with it, else at the stated reference temperature (never a β another reader took from the
    same words: "beta = 1/TRef" is no β of 1)."""
    stated = {item.name for item in requirements.properties}
    added = [item for item in reading.properties if item.name not in stated]
    # "940 kg/m^3 at 3 bar", "bulk modulus 2.2 GPa": the pressure a density holds at and a
    # modulus are no pressure of the flow.
    held_at = [item.source for item in reading.properties if item.name in ("p0", "K")]
    values = tuple(item for item in requirements.boundary_values
                   if not (item.field == "p" and any(item.source in words for words in held_at)))
    properties = [*requirements.properties, *added]
    not_applied = list(requirements.not_applied)
    expansion = reading.expansion
    if expansion is not None:
        properties = [item for item in properties
                      if not (item.name == "beta" and (item.source in expansion.source
                                                       or expansion.source in item.source))]
        reference = next((item for item in properties
                          if _REFERENCE_NAME.fullmatch(item.name)), None)
        temperature = expansion.temperature if expansion.temperature is not None else (
            float(reference.value) if reference is not None else None)
        if temperature is None or temperature <= 0:
            not_applied.append(NotApplied(expansion.source, (
                "the ideal-gas expansion coefficient is 1/T, and no temperature is said "
                "with it nor any reference temperature stated: the case's beta stands")))
        else:
            value = IDEAL_GAS_EXPANSION.value({"T": temperature})
            properties.append(PropertyValue("beta", float(f"{value:.6g}"), expansion.source))
    return replace(requirements, properties=tuple(properties),
                   boundary_values=_with_initial(values, reading.also_initial),
                   not_applied=tuple(not_applied))


def _with_initial(values: tuple[BoundaryValue, ...], also: tuple[AlsoInitial, ...]
                  ) -> tuple[BoundaryValue, ...]:
    """The values said to be the internal field's too, given to it as well; a boundary
    read from those words ("the initial pressure" as a patch 'pressure') dropped."""
    kept = list(values)
    for said in also:
        words = set(re.findall(r"[a-z]+", said.words))
        kept = [item for item in kept if not (said.value_words in " ".join(item.source.split())
                                              and set(" ".join(item.boundary).lower().split())
                                              <= words)]
        for item in list(kept):
            if item.boundary == (INTERNAL,) or not " ".join(item.source.split()).endswith(
                    said.value_words):
                continue
            if not any(other.boundary == (INTERNAL,) and other.field == item.field
                       for other in kept):
                kept.append(replace(item, boundary=(INTERNAL,), direction=None))
    return tuple(kept)
