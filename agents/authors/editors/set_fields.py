"""Values of setFields' regions into ``system/setFieldsDict``: a heater's stated temperature
(and size), a box's values and corners, the defaults, and a value for the whole domain.

Why: hotRoom's heater is a ``boxToFace`` region of the floor; "a 1 m x 1 m heating panel at
80 °C" put 80 °C on the whole floor. And setFields runs before the solver, so an initial field
stated for the whole domain ("air initially at 15 °C") written only to ``0/T`` was overwritten
by the dictionary's ``defaultFieldValues``: here it also goes to the defaults, and when its
words say every region ("everywhere", "the whole domain": a ``domain`` region value) to every
cell region whose value the request does not state. A heater's faces are a boundary, not the
domain: they keep their own value.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.authors.editors.set_alpha import edit_set_alpha
from foam_agent.agents.spec.region_value import SET_ALPHA_FIELD, RegionValue
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.agents.spec.thing_box import ball_origin, bounded_box, plane_refusal, thing_box
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import (
    DEFAULTS,
    SET_FIELDS,
    ball_centre_key,
    is_cell_region,
    kept_with,
    region_for,
    values_of,
)
from foam_agent.foamcase.case.values import numbers_of, same, tidy


def _kind(value: Any) -> str:
    return "volVectorFieldValue" if isinstance(value, tuple | list) else "volScalarFieldValue"


def _with_value(listed: list[Any], field: str, value: Any) -> list[Any]:
    for index in range(0, len(listed) - 2, 3):
        if str(listed[index + 1]) == field:
            return [*listed[:index + 2], value, *listed[index + 3:]]
    return [*listed, _kind(value), field, value]


def whole_domain(requirements: Requirements) -> dict[str, tuple[Any, str]]:
    """Field → (value, words) of each initial field stated for the whole domain (a vector or
    a number, not a speed), except those a shock tube's side states set."""
    sided = {item.field for item in requirements.initial_states}
    return {item.field: (item.value, item.source) for item in requirements.boundary_values
            if item.boundary == (INTERNAL,) and item.field not in sided
            and not (item.field == "U" and item.is_speed)}


def edit_set_fields(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each region value, and each whole-domain value setFields would overwrite."""
    bodies = [item for item in requirements.regions if item.selector == SET_ALPHA_FIELD]
    if bodies:
        edit_set_alpha(root, bodies, report)
        requirements = replace(requirements, regions=tuple(
            item for item in requirements.regions if item.selector != SET_ALPHA_FIELD))
    path = root / SET_FIELDS
    domain = whole_domain(requirements)
    sided = {item.field for item in requirements.initial_states}
    if not requirements.regions and not domain:
        return
    parsed = parse(path) if path.is_file() else None
    if parsed is None:
        for item in (item for item in requirements.regions if item.region != "domain"):
            report.skip(f"{item.field} of a setFields region", item.source,
                        "the case has no system/setFieldsDict: it fills no region of its own")
        return
    entries: Any = parsed.as_dict()
    defaults = values_of(entries.get(DEFAULTS))
    relevant = {field: stated for field, stated in domain.items() if field in defaults}
    if not requirements.regions and not relevant:
        return
    sources = [item.source for item in requirements.regions] + [
        source for _, source in relevant.values()]
    with report.parsing(root, path, "setFields regions", "; ".join(dict.fromkeys(sources))), \
            FoamFile(path) as file:
        stated_in_regions = set()
        for item in requirements.regions:
            index = _write(root, file, item, report)
            if index is not None:
                stated_in_regions.add((index, item.field))
        for field, (value, source) in relevant.items():
            if not any(item.region in ("default", "domain") and item.field == field
                       for item in requirements.regions):
                _set_default(file, field, value, source, report)
        for item in requirements.regions:
            if item.region == "domain" and item.field not in sided:
                _fill_domain(file, item, stated_in_regions, report)


def _fill_domain(file: FoamFile, item: RegionValue, stated: set[tuple[int, str]],
                 report: EditReport) -> None:
    """A value said of every region: setFields' default and every cell region that sets the
    field (a region whose own value the request states keeps it)."""
    defaults: Any = file.get(DEFAULTS)
    if item.field in values_of(defaults):
        _set_default(file, item.field, item.value, item.source, report)
    regions: Any = file.get("regions") or []
    for index, (name, body) in enumerate(regions):
        if (is_cell_region(name) and (index, item.field) not in stated
                and item.field in values_of(body.get("fieldValues"))):
            _set_in_region(file, index, item.field, item.value,
                           f"{item.source}: the whole domain, this region too", report)


def _set_default(file: FoamFile, field: str, value: Any, source: str,
                 report: EditReport) -> None:
    defaults: Any = file.get(DEFAULTS)
    listed = list(defaults or [])
    previous = values_of(listed).get(field)
    file[DEFAULTS] = _with_value(listed, field, _tidy(value))
    report.edit(Edit(field, SET_FIELDS, (DEFAULTS, field), _tidy(value), previous, source,
                     changed=previous is None or not same(previous, value)))


def _set_in_region(file: FoamFile, index: int, field: str, value: Any, source: str,
                   report: EditReport) -> None:
    regions: Any = file["regions"]
    name, body = regions[index]
    listed = list(body.get("fieldValues") or [])
    previous = values_of(listed).get(field)
    body["fieldValues"] = _with_value(listed, field, _tidy(value))
    regions[index] = (name, body)
    file["regions"] = regions
    report.edit(Edit(field, SET_FIELDS, ("regions", str(name), "fieldValues", field),
                     _tidy(value), previous, source,
                     changed=previous is None or not same(previous, value)))


def _write(root: Path, file: FoamFile, item: RegionValue, report: EditReport) -> int | None:
    """Write one region value; the index of the region written, None for the defaults or
    when no region fits (reported as skipped)."""
    if item.region == "domain":
        return None
    if item.region == "default":
        _set_default(file, item.field, item.value, item.source, report)
        return None
    index = region_for(file.get("regions"), item.field, item.selector, item.value)
    if index is None and item.box is not None and item.selector == "boxToCell":
        return _add_box(file, item, report)
    if index is None:
        report.skip(f"{item.field} of {item.thing or 'a setFields region'}", item.source,
                    "the case's setFieldsDict has no one region "
                    + (f"selected by {item.selector}" if item.selector
                       else f"that sets {item.field}"))
        return None
    companion = kept_with(file.get("regions"), index, item.field)
    _set_in_region(file, index, item.field, item.value, item.source, report)
    if companion is not None:
        _set_in_region(file, index, companion, item.value,
                       f"{item.source} (the region keeps {companion} equal to "
                       f"{item.field})", report)
    if item.radius is not None:
        _set_ball(root, file, index, item, report)
    elif item.box is not None:
        _set_box(file, index, [list(item.box[0]), list(item.box[1])], item.source, report)
    elif item.bounds:
        corners = bounded_box(root, item)
        _set_box(file, index, [corners[0], corners[1]], item.source, report)
    elif item.size or item.centre or item.middle:
        _resize(root, file, index, item, report)
    return index


def _add_box(file: FoamFile, item: RegionValue, report: EditReport) -> int:
    """A box stated with its corners that no region of the case fits ("a layer of oil,
    boxToCell (0 0 0) (1 0.1 1), alpha.oil 1") becomes a region of its own, or joins the one
    already added for the same corners; a phase fraction of one there leaves no room for the
    other phases setFields' defaults list, which are zero in it (fractions add up to one)."""
    held: Any = file.get("regions") or []
    regions: list[Any] = list(held)
    corners = [[_tidy(value) for value in corner] for corner in item.box or ()]
    index = next((place for place, (name, body) in enumerate(regions)
                  if name == "boxToCell" and same(body.get("box"), tuple(corners))), None)
    if index is None:
        regions.append(("boxToCell", {"box": tuple(corners), "fieldValues": []}))
        index = len(regions) - 1
        file["regions"] = regions
        report.edit(Edit("box", SET_FIELDS, ("regions", "boxToCell", "box"), tuple(corners),
                         None, f"{item.source} (a box no region of the case fits)"))
    _set_in_region(file, index, item.field, item.value, item.source, report)
    if item.field.startswith("alpha.") and same(item.value, 1):
        written: Any = file["regions"]
        stated = values_of(written[index][1].get("fieldValues"))
        for other in values_of(file.get(DEFAULTS)):
            if other.startswith("alpha.") and other not in stated:
                _set_in_region(file, index, other, 0,
                               f"{item.source} (the box is all {item.field[6:]})", report)
    return index


def _set_ball(root: Path, file: FoamFile, index: int, item: RegionValue,
              report: EditReport) -> None:
    """A round region's stated radius and centre (in the case's frame: a distance from a
    side, the centreline), under the keys its selector reads."""
    regions: Any = file["regions"]
    name, body = regions[index]
    centre_key = ball_centre_key(body)
    own = numbers_of(body.get(centre_key))
    if own is None or len(own) != 3:
        report.skip(f"centre of the {item.thing}", item.source,
                    f"the case's {name} region holds no centre of three numbers")
        return
    unplaced = plane_refusal(root, item, None)
    if unplaced is not None:
        report.skip(f"centre of the {item.thing}", item.source, unplaced)
        return
    point = [_tidy(value) for value in ball_origin(root, item, (own[0], own[1], own[2]))]
    for key, value in (("radius", _tidy(item.radius)), (centre_key, point)):
        previous = body.get(key)
        body[key] = value
        report.edit(Edit(key, SET_FIELDS, ("regions", str(name), key), value, previous,
                         item.source, changed=previous is None or not same(previous, value)))
    regions[index] = (name, body)
    file["regions"] = regions


def _set_box(file: FoamFile, index: int, corners: list[list[float]], source: str,
             report: EditReport) -> None:
    regions: Any = file["regions"]
    name, body = regions[index]
    previous = body.get("box")
    body["box"] = tuple([_tidy(value) for value in corner] for corner in corners)
    regions[index] = (name, body)
    file["regions"] = regions
    report.edit(Edit("box", SET_FIELDS, ("regions", str(name), "box"), body["box"], previous,
                     source, changed=previous is None or not same(previous, body["box"])))


def _resize(root: Path, file: FoamFile, index: int, item: RegionValue,
            report: EditReport) -> None:
    """The region's box made the thing's stated size about its centre, across the two axes
    that are not up (a heater on the floor keeps its thin height): the centre the words give
    on an axis, else the middle of the domain when they put it in the middle, else the box's
    own centre."""
    regions: Any = file["regions"]
    box = regions[index][1].get("box")
    if not (isinstance(box, tuple | list) and len(box) == 2):
        report.skip(f"size of the {item.thing}", item.source,
                    "the case's region for it is no box to resize")
        return
    low, high = [float(value) for value in box[0]], [float(value) for value in box[1]]
    for axis, (lower, upper) in thing_box(root, item, (low, high)).items():
        low[axis], high[axis] = lower, upper
    _set_box(file, index, [low, high], item.source, report)


def _tidy(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [tidy(float(item)) for item in value]
    return tidy(value)
