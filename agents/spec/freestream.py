"""A flow speed that names no boundary ("water flows through the channel at 0.2 m/s", "air
blows over the step at 10 m/s", "a free stream of 30 m/s") is the inlet velocity.

Why: people describe the flow, not the patches; such a speed was either dropped as "not
understood" or put on the fluid's name as if "air" were a patch. It is the speed of the flow
entering the domain, so it goes on the inlet (the lid for a cavity, which has no inlet), along
the direction the prompt gives or else the one the followed case gives that patch (x when it
gives none). That choice is an assumption, and it is recorded with the value so the audit row
says so.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.extract import extract
from foam_agent.agents.spec.materials import MaterialMention
from foam_agent.agents.spec.phrases import NUMBER, clauses, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.start_state import START_STATE
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, Requirements, Vector
from foam_agent.agents.spec.values.boundaries import BODIES
from foam_agent.agents.spec.values.directions import stated_direction
from foam_agent.agents.spec.values.varying import RANGE, varying_spans
from foam_agent.foamcase.catalog.scenes import MOVING_WALL
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Where a speed with no boundary goes: the inlet; in a request about a cavity, else the lid.
FREE_STREAM_BOUNDARY = ("inlet",)
CAVITY_BOUNDARY = ("inlet", "lid")
#: A cavity, or a wall said to move along itself (the catalog's scene: "a scraper blade drags
#: across the top"): its speed is the moving wall's.
_CAVITY = lazy_regex(rf"\bcavity\b|{MOVING_WALL.pattern()}", re.IGNORECASE)
#: The flow's speed named right before its number ("enters at speed 1.5", "comes in with a
#: velocity of 2 units"): the number is that speed though no unit says so; the case's units
#: then take it (``unit_free``: as written in a normalised case, else in the case's m/s, noted
#: either way). Only after "at" or "with": a qualified speed ("sound speed 1", "rotational
#: speed 100") is no flow's.
_SPEED_BEFORE = lazy_regex(r"\b(?:at|with)\s+(?:a\s+|the\s+)?(?:speed|velocity)\s+"
                           r"(?:of\s+|=\s*|:\s*|is\s+)?\Z", re.IGNORECASE)
ASSUMPTION = "no boundary named: taken as the {where}'s velocity, along {direction}"
_FLAGS = re.IGNORECASE
#: Names of the flow itself, which a boundary reader may take for patches ("free stream").
_FLOW_WORDS = frozenset({"freestream", "fluid", "flow", "stream"})
#: A bulk or mean speed is kept by a momentum source or is a reference scale, not an inlet's.
_NOT_INLET = lazy_regex(r"\b(?:bulk|maximum|max|peak|based\s+on|"
                        r"Ubar|centre\s*-?\s*line|center\s*-?\s*line)\b", _FLAGS)


def _plain(text: str) -> str:
    return " ".join(text.split()).strip(" ,.;")


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _assumption(direction: Vector | None, boundary: tuple[str, ...]) -> str:
    where = "inlet (the lid in a cavity)" if boundary[-1] == "lid" else "inlet"
    return ASSUMPTION.format(where=where, direction="the stated direction" if direction
                             is not None else "the followed case's direction on that patch "
                             "(x if it has none)")


def _boundary(text: str) -> tuple[str, ...]:
    return CAVITY_BOUNDARY if _CAVITY.search(text) else FREE_STREAM_BOUNDARY


def _free_speed(text: str, stated: Requirements, used: list[tuple[int, int]]
                ) -> tuple[BoundaryValue, tuple[int, int]] | None:
    """The first speed whose clause no reader understood, as an inlet value, and its span."""
    ignored = set(stated.ignored)
    boundary = _boundary(text)
    varying = varying_spans(text)
    taken = [*(item.source for item in stated.boundary_values),
             *(item.source for item in stated.relative)]
    for sentence in sentences(text):
        for piece in clauses(sentence):
            if _plain(piece.text) not in ignored:
                continue
            for number in re.finditer(NUMBER, piece.text):
                start = piece.start + number.start()
                if number.start() and piece.text[number.start() - 1].isalnum():
                    continue
                if any(low <= start < high for low, high in (*used, *varying)) or any(
                        item.start() <= number.start() < item.end()
                        for item in RANGE.finditer(piece.text)):
                    continue
                unit = unit_after(piece.text, number.end())
                unit_free = (unit is None or unit.kind == "none") \
                    and _SPEED_BEFORE.search(piece.text[:number.start()]) is not None
                if not unit_free and (unit is None or unit.kind != "velocity"):
                    continue
                stop = unit.end if unit is not None else number.end()
                words = _plain(piece.text[number.start():stop])
                if any(words in source for source in taken) or _NOT_INLET.search(piece.text):
                    continue
                direction = stated_direction(piece.text)
                value = in_si(to_number(number.group(0)), unit)
                return (BoundaryValue("U", boundary, value, _plain(piece.text), direction,
                                      assumption=_assumption(direction, boundary)),
                        (start, piece.start + stop))
    return None


def _fluid_named(boundary: tuple[str, ...], material: MaterialMention | None) -> bool:
    """True when the boundary words are the fluid itself or the flow ("air blows…"), or the
    fluid first and then only the body it flows over ("air blows over the pitzDaily step")."""
    fluid = {_key(word) for word in (material.fluid, *material.phrase.split())} \
        if material is not None else set()
    if not boundary:
        return False
    if all(_key(name) in fluid | _FLOW_WORDS for name in boundary):
        return True
    return _key(boundary[0]) in fluid and all(_key(name) in BODIES for name in boundary[1:])


FREE_STREAM_STATE = ("the fluid's stated state: taken as the free stream's, on the inlet and "
                     "as the initial field")


def _free_stream_state(item: BoundaryValue) -> list[BoundaryValue]:
    """A compressible flow's pressure or temperature given for the fluid ("air at 1 atm and
    250 K") or the free stream, on the inlet and as the initial field.

    Why: put on a patch called 'air' it was not applied, yet the Mach speed was derived from
    that temperature, so the inlet got a speed for 250 K while the case stayed at its own."""
    named = tuple(name for name in item.boundary if _key(name) in _FLOW_WORDS)
    return [replace(item, boundary=(*named, *FREE_STREAM_BOUNDARY),
                    assumption=FREE_STREAM_STATE),
            replace(item, boundary=(INTERNAL,), assumption=FREE_STREAM_STATE)]


def _fluid_values(text: str, stated: Requirements, material: MaterialMention | None,
                  compressible: bool = False, *, heat: bool = False) -> Requirements:
    """Values the boundary reader put on the fluid's own name: a speed is the free stream's,
    and so are a compressible flow's pressure and temperature. Otherwise the fluid's
    temperature is the initial field's when the prompt sets temperatures on boundaries too (a
    heated room), or it only selects the fluid's properties, already read with the material."""
    values: list[BoundaryValue] = []
    boundary = _boundary(text)
    thermal = any(item.field == "T" and not _fluid_named(item.boundary, material)
                  and not _fluid_temperature(item, material) for item in stated.boundary_values)
    for item in stated.boundary_values:
        if item.assumption == START_STATE and (
                thermal or heat or not _fluid_temperature(item, material)):
            # "the air is initially at 293 K" of a request with heat in it: the start, said
            # so (of an isothermal one it only picks the fluid's properties, as below).
            values.append(item)
        elif compressible and item.field in ("p", "T") and item.boundary != (INTERNAL,) and (
                _fluid_named(item.boundary, material) or _fluid_temperature(item, material)):
            values += _free_stream_state(item)
        elif _fluid_temperature(item, material):
            if thermal and item.boundary != (INTERNAL,):
                values.append(replace(item, boundary=(INTERNAL,), assumption=(
                    "the fluid's temperature: the initial field's")))
            elif thermal:
                values.append(item)
        elif not _fluid_named(item.boundary, material):
            values.append(item)
        elif item.field == "U" and item.is_speed:
            named = tuple(name for name in item.boundary if _key(name) in _FLOW_WORDS)
            # The fluid's name stays, after the inlet: a case may call a patch after it (the
            # 'air' and 'fuel' inlets of counterFlowFlame2D: "velocity of air is -0.1 m/s").
            fluid = tuple(name for name in item.boundary
                          if _key(name) not in _FLOW_WORDS | BODIES)
            values.append(replace(item, boundary=(*named, *boundary, *fluid),
                                  assumption=_assumption(item.direction, boundary)))
        else:
            values.append(item)
    return replace(stated, boundary_values=tuple(values))


def _fluid_temperature(item: BoundaryValue, material: MaterialMention | None) -> bool:
    """True for a temperature read from the words that give the fluid's ("air at 300 K",
    "H2O at 40 degC") that the boundary reader put on the fluid's name or on a boundary its
    clause does not name (borrowed from the next clause; "lid-driven" names the kind of
    cavity, not its lid)."""
    named = [name for name in item.boundary
             if re.search(rf"\b{re.escape(name)}\b(?![\s-]*driven)", item.source, re.IGNORECASE)]
    return (material is not None and bool(material.temperature_phrase) and item.field == "T"
            and (_fluid_named(item.boundary, material) or not named)
            and not isinstance(item.value, tuple)
            and math.isclose(float(item.value), material.temperature, rel_tol=1e-9)
            and (material.temperature_phrase in item.source
                 or item.source in material.temperature_phrase))


#: Words saying the fluid comes in at its temperature ("hot water enters the channel at 80 °C").
_ENTERS = lazy_regex(r"\b(?:enter(?:s|ing)?|flows?\s+in(?:to)?|comes?\s+in|(?:is\s+)?injected|"
                     r"(?:is\s+)?fed|(?:is\s+)?admitted|(?:is\s+)?supplied|inflow)\b", _FLAGS)
ENTERING = "the temperature the fluid enters at: the inlet's"


def _entering_temperature(stated: Requirements, material: MaterialMention | None
                          ) -> Requirements:
    """The fluid's temperature as the inlet's when the words say it enters at it.

    Why: "hot water enters a 2D channel at 80 °C" gave water's properties at 80 °C and an
    initial field of 80 °C, but no inlet temperature: the heat the request asks about never
    came in."""
    if material is None or not material.temperature_phrase \
            or not _ENTERS.search(material.phrase) or any(
                item.field == "T" and "inlet" in item.boundary
                for item in stated.boundary_values):
        return stated
    inlet = BoundaryValue("T", FREE_STREAM_BOUNDARY, material.temperature, material.phrase,
                          assumption=ENTERING)
    kept = tuple(item for item in stated.boundary_values
                 if not _fluid_temperature(item, material) or item.assumption == START_STATE)
    return replace(stated, boundary_values=(*kept, inlet))


def read_stated(text: str, *, claims: Claims, multiphase: bool,
                material: MaterialMention | None, compressible: bool = False,
                heat: bool = False) -> Requirements:
    """The stated values (``extract``) with a speed that names no boundary on the inlet.

    Each value rule claims its words in ``claims``, the spec's ledger. The fluid's words
    (``material``) count as understood. When a free speed is found, the values are read again
    with its words understood, so its clause is not reported as not understood; the ledger
    keeps the claims of the reading kept. ``heat``: the request is about heat (heat transfer,
    buoyancy, compressibility or several phases), so a temperature said of the fluid at the
    start is the initial field's.
    """
    return _with_joined_temperatures(text, _read_stated(
        text, claims=claims, multiphase=multiphase, material=material,
        compressible=compressible, heat=heat), claims)


def _read_stated(text: str, *, claims: Claims, multiphase: bool,
                 material: MaterialMention | None, compressible: bool, heat: bool
                 ) -> Requirements:
    used = list(material.spans if material is not None else ())
    first = claims.fork()
    read = _fluid_values(text, extract(text, understood=used, multiphase=multiphase,
                                       claims=first), material, compressible, heat=heat)
    stated = _entering_temperature(read, material)
    if any(item.assumption and item.field == "U" for item in stated.boundary_values):
        claims.adopt(first)
        return stated
    # The entering temperature's words may hold the speed ("water comes in at 0.4 m/s and
    # 55 °C"): that speed is still free.
    free = _free_speed(text, read, [*claims.spans, *used])
    if free is None:
        claims.adopt(first)
        return stated
    value, span = free
    again = claims.fork()
    again.claim(*span, "freestream")
    joined = _joined_temperature(text, span, value.boundary)
    if joined is not None:
        again.claim(*joined[1], "freestream")
    stated = _entering_temperature(_fluid_values(
        text, extract(text, understood=used, multiphase=multiphase, claims=again), material,
        compressible, heat=heat), material)
    claims.adopt(again)
    entering = (joined[0],) if joined is not None and not any(
        item.field == "T" and "inlet" in item.boundary for item in stated.boundary_values) \
        else ()
    return replace(stated, boundary_values=(*stated.boundary_values, value, *entering))


def _speed_spans(text: str, speed: BoundaryValue) -> list[tuple[int, int]]:
    """Where the text states ``speed`` (its number and velocity unit, inside its words)."""
    spans: list[tuple[int, int]] = []
    for number in re.finditer(NUMBER, text):
        unit = unit_after(text, number.end())
        if unit is not None and unit.kind == "velocity" \
                and _plain(text[number.start():unit.end]) in speed.source \
                and math.isclose(in_si(to_number(number.group(0)), unit),
                                 float(speed.value), rel_tol=1e-9):  # type: ignore[arg-type]
            spans.append((number.start(), unit.end))
    return spans


def _with_joined_temperatures(text: str, stated: Requirements, claims: Claims
                              ) -> Requirements:
    """Each temperature joined to a speed the readers placed on a boundary, in a sentence
    saying the fluid enters ("a stream fed in at the entry face. Gas comes in at 3 m/s and
    700 °C"), on that same boundary: the state of what enters there, as for a free speed
    (:func:`_joined_temperature`).

    Why: only a free speed took its temperature along; a speed whose place another clause
    named went to that place and the temperature beside it was left not understood, so the
    inflow kept the case's own temperature. A boundary that already has a temperature stated,
    or words another reader claimed, keep theirs."""
    found: list[BoundaryValue] = []
    taken: list[tuple[int, int]] = []
    for item in stated.boundary_values:
        if item.field != "U" or not item.is_speed or INTERNAL in item.boundary \
                or any(other.field == "T" and set(other.boundary) & set(item.boundary)
                       for other in (*stated.boundary_values, *found)):
            continue
        for span in _speed_spans(text, item):
            joined = _joined_temperature(text, span, item.boundary)
            if joined is not None and claims.is_free(*joined[1]):
                found.append(joined[0])
                taken.append(joined[1])
                break
    if not found:
        return stated
    for start, end in taken:
        claims.claim(start, end, "freestream")
    ignored = tuple(phrase for phrase in stated.ignored if not any(
        start < (at := text.find(phrase)) + len(phrase) and at < end and at >= 0
        for start, end in taken))
    return replace(stated, boundary_values=(*stated.boundary_values, *found), ignored=ignored)


#: What joins a speed to a temperature stated with it ("at 3 m/s and 700 °C", "2 m/s with a
#: temperature of 350 K").
_JOINED = lazy_regex(r"\s*,?\s*(?:and|with)\s+(?:at\s+)?(?:a\s+temperature\s+of\s+)?",
                     _FLAGS)
_NUMBER_HERE = lazy_regex(NUMBER)


def _joined_temperature(text: str, span: tuple[int, int], boundary: tuple[str, ...]
                        ) -> tuple[BoundaryValue, tuple[int, int]] | None:
    """The temperature joined to a free speed whose sentence says the fluid enters ("gas
    comes in at 3 m/s and 700 °C"): the state of what enters, the inlet's as the speed is;
    None when no temperature follows the speed with only a joining word between them.

    Why: the speed went to the inlet and the temperature beside it was left not understood,
    so the inflow kept the case's own temperature."""
    sentence = next((piece for piece in sentences(text)
                     if piece.start <= span[0] < piece.start + len(piece.text)), None)
    if sentence is None or not _ENTERS.search(text, sentence.start, span[0]):
        return None
    joint = _JOINED.match(text, span[1])
    number = _NUMBER_HERE.match(text, joint.end()) if joint is not None else None
    unit = unit_after(text, number.end()) if number is not None else None
    if number is None or unit is None or unit.kind != "temperature":
        return None
    words = _plain(text[span[0]:unit.end])
    return (BoundaryValue("T", boundary, in_si(to_number(number.group(0)), unit), words,
                          assumption=ENTERING), (number.start(), unit.end))
