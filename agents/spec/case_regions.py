"""Values said of a region of a multi-region case, bound to that region's files.

Why: a conjugate heat transfer case keeps each region's fields in ``0/<region>`` and its
properties in ``constant/<region>``; the readers, which see words and not the case, offer "air
inlet", "the porous region" or "the heater" as a place, and no patch of the case is called so.
Only the followed case can say which words name one of its regions
(``foamcase.case.mesh_regions``). A statement is bound to a region when:

- its place names the region ("air inlet": the patch ``inlet`` of ``air``; "the porous region":
  its internal field), or, for an initial value, its own words or its sentence name one region
  and no other ("Initially the porous region is at 60 °C");
- or its place names no region but a patch of exactly one region holding the field, or of
  several, of which its sentence names one and no other ("Air region: inlet T 20 °C");
- a region's name and a patch of it read from the same words as two places ("Air inlet:
  fixedValue U = (0 0 3.2) m/s" on ``air`` and on ``inlet``) are one place, that patch of
  that region;
- and that region holds the field (a solid has no ``U``).

A property is bound when its words or its sentence name one region and no other whose
dictionaries hold the property's keyword, or when one region alone holds it. Words naming
several regions, or none where several could hold the value, bind nothing: the value stays
where the reader put it, and the editor and the audit report it open, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, BoundaryValue, PropertyValue
from foam_agent.foamcase.case.files import field_files, parse
from foam_agent.foamcase.case.mesh_regions import (
    MeshRegion,
    case_regions,
    region_field,
    region_named,
    region_patches,
    region_property_files,
)
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.region_fields import (
    CHANGE_DICTIONARY,
    changed_inlets,
    changed_patches,
    region_holds,
)
from foam_agent.foamcase.case.values import leaf_entries
from foam_agent.foamcase.catalog.openings import INLET_WORDS, OUTLET_WORDS

__all__ = ["in_case_regions", "unplaced_statements"]

Statement = TypeVar("Statement", BoundaryValue, BoundaryType)

#: Where a sentence ends: a stop, question or exclamation mark or semicolon before a space.
_SENTENCE_END = re.compile(r"[.!?;](?=\s)")


def in_case_regions(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each value said of a region of the case at ``root`` bound to that
    region's files (module doc); unchanged for a case of one region."""
    regions = case_regions(root)
    if not regions:
        return spec
    stated = spec.stated
    values = tuple(_bound(item, regions, root, spec.text)
                   for item in _joined(stated.boundary_values, regions, root))
    types = tuple(_bound(item, regions, root, spec.text) if item.field is not None else item
                  for item in stated.boundary_types)
    properties = tuple(_property(item, regions, root, spec.text) for item in stated.properties)
    if (values, types, properties) == (stated.boundary_values, stated.boundary_types,
                                       stated.properties):
        return spec
    return spec.model_copy(update={"stated": replace(
        stated, boundary_values=values, boundary_types=types, properties=properties)})


def unplaced_statements(spec: CaseSpec, root: Path) -> frozenset[str]:
    """The phrases of the values a region of the multi-region case at ``root`` could hold but
    whose words name no one of them (:func:`in_case_regions` leaves them where the reader put
    them, and the audit reports them not applied); empty for a case of one region, and for a
    case whose regions the request does not speak of: no value is bound to one of them and
    no region is named by every word of its name.

    Why: choosing among tutorials, such a value is open for want of a region, not a value the
    case cannot hold; counted as unheld it made a case with no such region, which puts the
    value on its one field unasked, beat the multi-region case the request describes.
    """
    regions = case_regions(root)
    if not regions:
        return frozenset()
    stated = in_case_regions(spec, root).stated
    fields: list[BoundaryValue | BoundaryType] = [
        *stated.boundary_values, *(item for item in stated.boundary_types if item.field)]
    spoken = any("/" in str(item.field) for item in fields) or any(
        item.region is not None for item in stated.properties) or _names_a_region(
            spec.text, regions)
    if not spoken:
        return frozenset()
    unplaced = {item.source for item in fields if "/" not in str(item.field) and any(
        region_holds(root, region.name, str(item.field)) for region in regions)}
    unplaced |= {item.source for item in stated.properties
                 if item.region is None and item.phase is None
                 and any(_holds(root, region, item.name) for region in regions)}
    return frozenset(unplaced)


def _names_a_region(text: str, regions: tuple[MeshRegion, ...]) -> bool:
    """Whether ``text`` names one of ``regions`` by every word of its name."""
    said = {word.lower() for word in re.findall(r"[A-Za-z]+", text)}
    return any(region.words <= said for region in regions)


def _bound(item: Statement, regions: tuple[MeshRegion, ...], root: Path, text: str
           ) -> Statement:
    """``item`` on its region's field, or as it was when no one region is meant."""
    field = str(item.field)
    if "/" in field:
        return item
    internal = item.boundary == (INTERNAL,)
    region = _region_of_place(item.boundary, regions) if not internal else None
    if region is None and internal and isinstance(item, BoundaryValue):
        region = _region_in(item.fluid, regions) or _region_in(item.source, regions) \
            or _region_in(_sentence(text, item.source), regions)
    if region is None and not internal:
        holding = _regions_by_patch(item.boundary, field, regions, root)
        region = holding[0] if len(holding) == 1 else _named_among(
            holding, item, regions, text)
    if region is None or not region_holds(root, region.name, field):
        return item
    rests = _rests(item.boundary, region, regions) if not internal else ()
    changed = () if internal or field_files(root, region_field(region.name, field)) \
        else _changed_patch(root, region, rests)
    if not rests and field == "U" and not internal:
        # a velocity said of a whole region ("the air at 3 m/s") is an inflow's or a wall's,
        # which the words do not say
        return item
    boundary = changed or rests or (INTERNAL,)
    bound = replace(item, field=region_field(region.name, field), boundary=boundary)
    if isinstance(bound, BoundaryValue):
        note = f"said of the {region.kind} region '{region.name}' (constant/regionProperties)"
        if changed and changed != rests:
            note += (f"; '{' '.join(rests)}' is its patch {changed[0]} "
                     f"(system/{region.name}/{CHANGE_DICTIONARY})")
        bound = replace(bound, assumption="; ".join(
            part for part in (bound.assumption, note) if part))
    return bound


def _region_of_place(boundary: tuple[str, ...], regions: tuple[MeshRegion, ...]
                     ) -> MeshRegion | None:
    """The one region the place's words name, None when they name none or several."""
    named = {found.region for mention in boundary
             if (found := region_named(mention, regions)) is not None}
    return next(iter(named)) if len(named) == 1 else None


def _rests(boundary: tuple[str, ...], region: MeshRegion, regions: tuple[MeshRegion, ...]
           ) -> tuple[str, ...]:
    """The place's words with the region's name taken out, those naming a part of it."""
    rests: list[str] = []
    for mention in boundary:
        found = region_named(mention, regions)
        rest = mention if found is None else found.rest if found.region == region else ""
        if rest and rest not in rests:
            rests.append(rest)
    return tuple(rests)


def _regions_by_patch(boundary: tuple[str, ...], field: str,
                      regions: tuple[MeshRegion, ...], root: Path) -> list[MeshRegion]:
    """The regions holding ``field`` with a patch the words name (``inlet``), by its name or,
    in a region whose changeDictionaryDict sets its fields, as its inlet."""
    return [region for region in regions
            if region_holds(root, region.name, field)
            and (resolve(boundary, region_patches(root, region.name))
                 or _changed_patch(root, region, boundary))]


def _changed_patch(root: Path, region: MeshRegion, words: tuple[str, ...]
                   ) -> tuple[str, ...]:
    """The patch of ``region`` the words name, for a region whose changeDictionaryDict sets
    its fields: by name (``minX``), else, for words of an inflow, the one patch that
    dictionary drives with a fixed non-zero velocity (topAir's ``minX``); () when none or
    several (then which is meant is open)."""
    named = resolve(words, changed_patches(root, region.name))
    if named:
        return tuple(named)
    said = {part.lower() for word in words for part in re.findall(r"[A-Za-z]+", word)}
    inlets = changed_inlets(root, region.name) \
        if said & INLET_WORDS and not said & OUTLET_WORDS else []
    return (inlets[0],) if len(inlets) == 1 else ()


def _named_among(holding: list[MeshRegion], item: Statement,
                 regions: tuple[MeshRegion, ...], text: str) -> MeshRegion | None:
    """Of several regions with the patch, the one the statement's own words or its sentence
    name ("Air region: inlet T 20 °C" where the air and the porous region both have an
    ``inlet``); None when they name none of them, or several (then which is meant is open)."""
    if len(holding) < 2:
        return None
    named = _region_in(item.source, regions) or _region_in(_sentence(text, item.source),
                                                           regions)
    return named if named in holding else None


def _joined(values: tuple[BoundaryValue, ...], regions: tuple[MeshRegion, ...], root: Path
            ) -> tuple[BoundaryValue, ...]:
    """``values`` with a region's name and a patch of it, read from the same words as two
    places of one value ("Air inlet: fixedValue U = (0 0 3.2) m/s": on ``air`` and on
    ``inlet``), made one: the patch's value (a patch of the region's mesh or of its
    changeDictionaryDict), its place words led by the region's name (which ``_bound`` then
    binds as that region's patch); the value on the region alone is dropped.
    A value said of a whole region otherwise stays as it was."""
    joined = list(values)
    for item in values:
        region = _whole_region(item, regions)
        if region is None:
            continue
        patches = region_patches(root, region.name)
        partners = [other for other in joined if other is not item
                    and (other.source, other.field, other.value)
                    == (item.source, item.field, item.value)
                    and other.boundary != (INTERNAL,)
                    and _region_of_place(other.boundary, regions) is None
                    and (resolve(other.boundary, patches)
                         or _changed_patch(root, region, other.boundary))]
        if not partners:
            continue
        joined = [replace(other, boundary=tuple(f"{region.name} {mention}"
                                                for mention in other.boundary))
                  if any(other is partner for partner in partners) else other
                  for other in joined if other is not item]
    return tuple(joined)


def _whole_region(item: BoundaryValue, regions: tuple[MeshRegion, ...]) -> MeshRegion | None:
    """The region every word of ``item``'s place names and nothing else ("air"), if any."""
    if item.boundary == (INTERNAL,) or "/" in str(item.field) or not item.boundary:
        return None
    found = [region_named(mention, regions) for mention in item.boundary]
    named = {words.region for words in found if words is not None and not words.rest}
    if len(named) != 1 or any(words is None or words.rest for words in found):
        return None
    return next(iter(named))


def _region_in(words: str, regions: tuple[MeshRegion, ...]) -> MeshRegion | None:
    found = region_named(words, regions) if words else None
    return found.region if found is not None else None


def _sentence(text: str, source: str) -> str:
    """The sentence of ``text`` holding ``source``, or "" when the words are not found (the
    words may wrap a line where ``source`` has a space)."""
    found = re.search(r"\s+".join(map(re.escape, source.split())), text) if source.split() \
        else None
    if found is None:
        return ""
    ends = [match.end() for match in _SENTENCE_END.finditer(text)]
    begin = max((end for end in ends if end <= found.start()), default=0)
    stop = min((end for end in ends if end >= found.end()), default=len(text))
    return text[begin:stop]


def _property(item: PropertyValue, regions: tuple[MeshRegion, ...], root: Path, text: str
              ) -> PropertyValue:
    """``item`` of the region its words or sentence name, or of the one region holding its
    keyword; as it was otherwise (module doc)."""
    if item.region is not None or item.phase is not None:
        return item
    holding = [region for region in regions if _holds(root, region, item.name)]
    named = _region_in(item.source, regions) or _region_in(_sentence(text, item.source),
                                                           regions)
    if named is not None:
        return replace(item, region=named.name) if named in holding else item
    return replace(item, region=holding[0].name) if len(holding) == 1 else item


def _holds(root: Path, region: MeshRegion, keyword: str) -> bool:
    """Whether a dictionary of ``constant/<region>`` has an entry called ``keyword``."""
    for path in region_property_files(root, region.name):
        file = parse(path)
        if file is not None and any(keys[-1] == keyword and keys[0] != "FoamFile"
                                    for keys, _ in leaf_entries(file.as_dict())):
            return True
    return False
