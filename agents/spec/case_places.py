"""The places of the request's boundary statements bound to what the followed case has.

Why here, apart from the readers: the readers see words, not the case, and they offer every
word some tutorial uses as a patch name ("above", "pressure", "bump" are patches somewhere) as
a candidate place. Only the followed case can say which words name one of its places: its
patches (by name, group, side, role or geometry: ``foamcase.case.patches.resolve``) and its
internal field. A statement whose words name none of them is one of three things:

- the same words bound to a patch by another statement of the request ("the plate is at 0 V"
  beside "an earthed plate", which the case's potentials place): bound there too, and the
  audit's row for the words tells the mapping;
- a second reading of a value another statement of the same field places where the case has
  a place, from the same words ("a wire at 25 kV sits above an earthed plate" read 25 kV on
  the wire and on "above"): the misread place is dropped, and the kept statement says so in
  its assumption, which the plan and the audit row show; never when the two places are listed
  together ("inlet and outlet at 300 K"), which states the value on both;
- a word that is an identifier of the case's files (a dictionary, keyword, file or tool name:
  "residualControl p 1e-4", "f = 0" beside "topoSet") whose value another requirement of the
  request reads from the same words (a numerics setting, a property, a keyword's vector): it is
  what that value is *of*, never a place, and the reading on it is dropped;
- otherwise a place the case does not have, kept: the editor and the audit list it as a row
  not met, never a silent drop.

The author and the audit both reach :func:`in_case_places` through
``agents.spec.in_case.in_case``, its first step, so the value they write and the value they
check sit on the same place.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

from foam_agent.agents.spec.ambient import names_surroundings, open_carriers
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.readers.material import FLUID_INLET_NOTE
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, BoundaryValue, Requirements
from foam_agent.foamcase.case.domain_fluid import domain_fluid_reason
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.identifiers import case_identifiers
from foam_agent.foamcase.case.mesh_regions import is_region_field
from foam_agent.foamcase.case.name_parts import named_by_part
from foam_agent.foamcase.case.patches import normalise, resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.catalog.openings import OPENING_WORDS
from foam_agent.foamcase.catalog.pressure_datum import AMBIENT_WORDS
from foam_agent.foamcase.catalog.surfaces import SUBSCRIPT_PLACES
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["in_case_places"]

Statement = TypeVar("Statement", BoundaryValue, BoundaryType)
Sides = Callable[[], Mapping[str, Collection[str]]]

#: Words that join the items of a list of places ("inlet and outlet", "top, bottom").
_JOINS = r"\s*(?:,\s*(?:and\s+|or\s+)?|\band\b|\bor\b|&|\bas\s+well\s+as\b|/)\s*(?:the\s+)?"


#: Words before a fluid's name that make it what a value is measured from ("42 Pa above
#: ambient", "5 K warmer than the room", "relative to the surrounding air").
_REFERENCE = lazy_regex(r"\b(?:above|below|over|under|than|relative\s+to|compared\s+(?:to|with)|"
                        r"vs\.?|versus)\s+(?:the\s+)?\Z", re.IGNORECASE)


def in_case_places(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each boundary statement's place bound to what the case at ``root`` has:
    words another statement binds to a patch bound there, second readings of a value placed
    elsewhere dropped (noted on the statement kept), other places kept as stated."""
    patches = mesh_patches(root)
    if not patches:
        return spec
    # a region's statements are bound to its own patches already (``case_regions``)
    statements: list[BoundaryValue | BoundaryType] = [*spec.stated.boundary_values,
                                                      *spec.stated.boundary_types]
    regional = [item for item in statements if is_region_field(item.field)]
    if regional:
        placed_rest = in_case_places(spec.model_copy(update={"stated": replace(
            spec.stated,
            boundary_values=tuple(item for item in spec.stated.boundary_values
                                  if item not in regional),
            boundary_types=tuple(item for item in spec.stated.boundary_types
                                 if item not in regional))}), root).stated
        return spec.model_copy(update={"stated": replace(
            placed_rest,
            boundary_values=(*placed_rest.boundary_values,
                             *(item for item in regional if isinstance(item, BoundaryValue))),
            boundary_types=(*placed_rest.boundary_types,
                            *(item for item in regional if isinstance(item, BoundaryType))))})
    kept_sides: list[Mapping[str, Collection[str]]] = []

    def sides() -> Mapping[str, Collection[str]]:
        if not kept_sides:
            kept_sides.append(patch_sides(root))
        return kept_sides[0]

    stated = spec.stated
    given: list[BoundaryValue] = []
    for item in stated.boundary_values:
        bound = _by_name_part(item, patches, sides) if _places(item.boundary, patches, sides) \
            else _in_domain_fluid(item, root)
        given.append(bound)
        if bound is not item and names_surroundings(item.boundary[0]):
            # the surroundings fill the domain and come in through its openings (``ambient``)
            given += open_carriers(root, bound, stated.boundary_values)
    placed: list[BoundaryValue | BoundaryType] = [*given, *stated.boundary_types]
    found = {id(item): _places(item.boundary, patches, sides) for item in placed}
    values = _bound([item for item in given
                     if found[id(item)] or not _of_identifier(item, stated, root)],
                    placed, found, spec.text, _same_value)
    # A type keeps no note to tell a dropped reading by, so its places are only bound.
    types = _bound(stated.boundary_types, placed, found, spec.text, None)
    if values == list(stated.boundary_values) and types == list(stated.boundary_types):
        return spec
    return spec.model_copy(update={"stated": replace(
        stated, boundary_values=tuple(values), boundary_types=tuple(types))})


def _by_name_part(item: BoundaryValue, patches: Mapping[str, str], sides: Sides
                  ) -> BoundaryValue:
    """``item`` on the one opening a part of its name picks out ("the pilot at 12 m/s" in a
    case with ``inletPilot`` beside other inlets: ``foamcase.case.name_parts``), when its
    place is only an opening's noun ("inlet") that means several patches; the mapping told in
    its assumption. Otherwise ``item`` as it was."""
    if not item.boundary or not all(normalise(mention) in OPENING_WORDS
                                    for mention in item.boundary):
        return item
    meant = resolve(item.boundary, patches, sides=sides)
    picked = named_by_part(item.source, meant, patches) if len(meant) > 1 else None
    if picked is None:
        return item
    return replace(item, boundary=(picked.patch,), assumption="; ".join(
        part for part in (item.assumption, picked.reason()) if part))


def _of_identifier(item: BoundaryValue, stated: Requirements, root: Path) -> bool:
    """Whether the words of ``item``'s place are an identifier of the case's files and another
    requirement reads its value from the same words (module doc)."""
    read: list[tuple[object, str]] = [(entry.value, entry.source)
                                      for entry in stated.properties]
    read += [(entry.value, entry.source) for entry in stated.vectors]
    read += [(setting.value, setting.source) for setting in stated.numerics
             if isinstance(setting.value, int | float | tuple)]
    return any(_same_numbers(item.value, value) and _same_words(item.source, source)
               for value, source in read) and item.boundary[0] in case_identifiers(root)


def _in_domain_fluid(item: BoundaryValue, root: Path) -> BoundaryValue:
    """``item`` on the internal field when its words name the fluid filling the case's
    domain ("ambient air at 20 °C", "the room at 68 °F": ``foamcase.case.domain_fluid``) in
    the words its value was read from, the mapping told in its assumption; a velocity stays
    where it was (the air's speed is an inflow's or a wall's, which its words do not say)."""
    if item.field == "U" or isinstance(item.value, tuple):
        return item
    # a pressure of the surroundings ("ambient pressure 0.9 bar", "the ambient is 1 atm") is
    # the datum the case's gauge pressures are measured from, which ``case_pressure`` reads
    # from these words next; it is no value of the domain's fluid
    if item.field in ("p", "p_rgh") and re.fullmatch(
            rf"(?:the\s+)?(?:{'|'.join(AMBIENT_WORDS)})", item.boundary[0], re.IGNORECASE):
        return item
    # the fluid must be in the words the value was read from ("ambient air at 20 °C"): a
    # value the reader only found near a fluid's name ("air 270 K, ground 265 K" gave the
    # air 265 K) is not the fluid's, and stays a place the case lacks; nor is a value
    # measured from it ("42 Pa above ambient": the ambient is the reference, no place)
    said = re.search(rf"\b{_words(item.boundary[0])}\b", item.source, re.IGNORECASE) \
        or _subscript_of(item.boundary[0], item.source)
    if said is None or _REFERENCE.search(item.source, 0, said.start()):
        return item
    reason = domain_fluid_reason(item.boundary[0], root)
    if reason is None:
        return item
    # the reader's inlet, offered last for a fluid's name, is a place this case lacks
    return replace(item, boundary=(INTERNAL,), assumption="; ".join(
        part for part in (item.assumption, reason) if part and part != FLUID_INLET_NOTE))


def _subscript_of(mention: str, source: str) -> re.Match[str] | None:
    """The subscript in ``source`` that writes ``mention`` short ("T_amb 68 °F" for the
    ambient: ``catalog.surfaces.SUBSCRIPT_PLACES``), or None."""
    return next((match for match in re.finditer(r"_\{?([A-Za-z]+)", source)
                 if SUBSCRIPT_PLACES.get(match.group(1).lower()) == mention), None)


def _places(boundary: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> bool:
    """Whether the words name a place of the case: its internal field or some patch."""
    return boundary == (INTERNAL,) or bool(resolve(boundary, patches, sides=sides))


def _bound(statements: Sequence[Statement], placed: Sequence[BoundaryValue | BoundaryType],
           found: Mapping[int, bool], text: str,
           same: Callable[[Statement, Statement], bool] | None) -> list[Statement]:
    """``statements`` with the places the case lacks bound, dropped (only where ``same``
    tells a second reading) or kept (module doc)."""
    bound: list[Statement] = []
    dropped: dict[int, list[str]] = {}
    for item in statements:
        if found[id(item)]:
            bound.append(item)
            continue
        binder = _binding(item, placed, found)
        if binder is not None:
            bound.append(replace(item, boundary=binder.boundary))
            continue
        twin = None if same is None else next(
            (other for other in statements if found[id(other)] and same(item, other)
             and _same_words(item.source, other.source)
             and not _listed_together(text, item.boundary[0], other.boundary[0])), None)
        if twin is None:
            bound.append(item)
        else:
            dropped.setdefault(id(twin), []).append(item.boundary[0])
    return [_noted(item, dropped[id(item)]) if id(item) in dropped else item for item in bound]


def _binding(item: BoundaryValue | BoundaryType,
             placed: Sequence[BoundaryValue | BoundaryType],
             found: Mapping[int, bool]) -> BoundaryValue | BoundaryType | None:
    """The statement whose words hold this one's and name a place of the case ("earthed
    plate" for "plate"), when no such statement of the same field gives another value there
    (then the two disagree, and the words stay unplaced)."""
    words = item.boundary[0].lower()
    # the words are the other's best name or its head ("plate" of "earthed plate"), never
    # an alternative offered after a name that differs ("inlet" after "side inlet")
    binders = [other for other in placed if other is not item and found[id(other)]
               and other.boundary != (INTERNAL,)
               and words in (mention.lower() for mention in other.boundary)
               and re.search(rf"(?:^|\s){re.escape(words)}$", other.boundary[0].lower())]
    if not binders:
        return None
    if any(type(other) is type(item) and other.field == item.field
           and not _agrees(item, other) for other in binders):
        return None
    return binders[0]


def _agrees(item: BoundaryValue | BoundaryType, other: BoundaryValue | BoundaryType) -> bool:
    if isinstance(item, BoundaryValue) and isinstance(other, BoundaryValue):
        return _same_value(item, other)
    if isinstance(item, BoundaryType) and isinstance(other, BoundaryType):
        return _same_type(item, other)
    return False


def _same_value(item: BoundaryValue, other: BoundaryValue) -> bool:
    """Same field and the same number or vector."""
    return (item.field == other.field and item.direction == other.direction
            and _same_numbers(item.value, other.value))


def _same_numbers(one: Any, two: Any) -> bool:
    """Whether two numbers or vectors are equal."""
    try:
        first, second = _numbers(one), _numbers(two)
    except (TypeError, ValueError):
        return False
    return len(first) == len(second) and all(
        math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12) for a, b in zip(first, second,
                                                                          strict=True))


def _numbers(value: Any) -> tuple[float, ...]:
    return tuple(float(part) for part in value) if isinstance(value, tuple) else (float(value),)


def _same_type(item: BoundaryType, other: BoundaryType) -> bool:
    """Same field and the same condition type."""
    return item.field == other.field and item.type == other.type


def _same_words(first: str, second: str) -> bool:
    """Whether two statements were read from the same words (one's holds the other's)."""
    one, two = " ".join(first.split()).lower(), " ".join(second.split()).lower()
    return bool(one) and bool(two) and (one in two or two in one)


def _listed_together(text: str, first: str, second: str) -> bool:
    """Whether the request lists the two places together ("inlet and outlet"): then the value
    is stated on both, and a place the case lacks stays a row not met."""
    one, two = _words(first), _words(second)
    return any(re.search(rf"\b{a}\b{_JOINS}\b{b}\b", text, re.IGNORECASE)
               for a, b in ((one, two), (two, one)))


def _words(mention: str) -> str:
    """A mention as a pattern of its words, spaced or joined ("upper wall", "upperWall")."""
    parts = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", mention) or [re.escape(mention)]
    return r"\s*-?\s*".join(re.escape(part) for part in parts)


def _noted(item: Statement, misread: list[str]) -> Statement:
    """The kept value with the places dropped for it told."""
    names = ", ".join(f"'{name}'" for name in dict.fromkeys(misread))
    note = (f"also read on {names}, which names no place of the followed case: "
            f"the value is this statement's")
    if not isinstance(item, BoundaryValue):
        return item
    return replace(item, assumption="; ".join(part for part in (item.assumption, note) if part))
