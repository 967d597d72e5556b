"""Audit rows of setFields' regions: each stated region value (a heater's temperature, a box's
values, the defaults) and each whole-domain value setFields would otherwise overwrite.

Why: these values are not boundary values, so the boundary rows cannot see them; a heater's
temperature written only to the floor patch, or an initial field that setFields' defaults
overwrite, was a request met on paper and not in the run. The region is picked by the case
model's ``region_for``, the one rule the editor also follows; what to expect is decided here
from the spec alone.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.set_alpha import set_alpha_rows
from foam_agent.agents.audit.tolerance import near_coordinate, near_size
from foam_agent.agents.spec.region_value import SET_ALPHA_FIELD, RegionValue
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.agents.spec.thing_box import ball_origin, bounded_box, plane_refusal, thing_box
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import (
    DEFAULTS,
    SET_FIELDS,
    ball_centre_key,
    is_cell_region,
    region_for,
    values_of,
)
from foam_agent.foamcase.case.sides import up_axis
from foam_agent.foamcase.case.values import number_of, numbers_of, same, show


def set_field_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per region value, and per whole-domain value of a field setFields defaults."""
    bodies = [item for item in requirements.regions if item.selector == SET_ALPHA_FIELD]
    rows = set_alpha_rows(bodies, root) if bodies else []
    requirements = replace(requirements, regions=tuple(
        item for item in requirements.regions if item.selector != SET_ALPHA_FIELD))
    return rows + _set_field_rows(requirements, root)


def _ball_rows(item: RegionValue, body: Any, name: str, root: Path) -> list[AuditRow]:
    """A round region's radius and centre against the region's own entries, the centre
    placed in the case's frame as the editor places it (an axis the words leave is the
    case's own)."""
    thing = item.thing or "the setFields region"
    key = ball_centre_key(body)
    unplaced = plane_refusal(root, item, None)
    if unplaced is not None:
        return [AuditRow(requirement=f"centre of the {thing}", phrase=item.source,
                         expected=item.describe(), file=SET_FIELDS,
                         entry=f"regions/{name}/{key}", met=False, note=unplaced)]
    own = numbers_of(body.get(key))
    point: list[float] = list(ball_origin(root, item, (own[0], own[1], own[2]))) \
        if own is not None and len(own) == 3 else [value for _, value in sorted(item.centre)]
    rows = []
    for label, entry, expected in (("radius", "radius", item.radius), ("centre", key, point)):
        found = body.get(entry)
        rows.append(AuditRow(requirement=f"{label} of the {thing}", phrase=item.source,
                             expected=show(expected), file=SET_FIELDS,
                             entry=f"regions/{name}/{entry}", found=show(found),
                             met=found is not None and same(found, expected)))
    return rows


def _set_field_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    sided = {item.field for item in requirements.initial_states}
    domain = [item for item in requirements.boundary_values
              if item.boundary == (INTERNAL,) and item.field not in sided
              and not (item.field == "U" and item.is_speed)]
    if not requirements.regions and not domain:
        return []
    parsed = parse(root / SET_FIELDS) if (root / SET_FIELDS).is_file() else None
    entries: Any = parsed.as_dict() if parsed is not None else {}
    regions = entries.get("regions")
    rows: list[AuditRow] = []
    defaults = values_of(entries.get(DEFAULTS))
    for item in requirements.regions:
        if item.region == "domain":
            if parsed is not None and item.field not in sided:
                own = {other.field for other in requirements.regions if other.region == "region"}
                rows += _domain_rows(item, entries, skip=item.field in own)
            continue
        requirement = f"{item.field} of {item.thing or 'a setFields region'}" \
            if item.region == "region" else f"{item.field} of setFields' defaults"
        if parsed is None:
            rows.append(AuditRow(requirement=requirement, phrase=item.source,
                                 expected=show(item.value), met=False,
                                 note="the case has no system/setFieldsDict"))
            continue
        if item.region == "default":
            rows.append(_row(requirement, item.source, item.value, entries.get(DEFAULTS),
                             f"{DEFAULTS}/{item.field}", item.field))
            continue
        index = region_for(regions, item.field, item.selector, item.value)
        if index is None:
            rows.append(AuditRow(requirement=requirement, phrase=item.source,
                                 expected=show(item.value), file=SET_FIELDS, met=False,
                                 note="no one region of setFieldsDict fits"))
            continue
        name, body = regions[index]
        rows.append(_row(requirement, item.source, item.value, body.get("fieldValues"),
                         f"regions/{name}/fieldValues/{item.field}", item.field))
        if item.box is not None:
            found = body.get("box")
            rows.append(AuditRow(
                requirement=f"box of {item.thing or 'the setFields region'}",
                phrase=item.source, expected=show(list(item.box)), file=SET_FIELDS,
                entry=f"regions/{name}/box", found=show(found),
                met=found is not None and same(list(found[0]), list(item.box[0]))
                and same(list(found[1]), list(item.box[1]))))
        if item.bounds:
            rows.append(_bounds_row(item, body.get("box"), name, root))
        if item.radius is not None:
            rows.extend(_ball_rows(item, body, str(name), root))
        elif item.size or item.centre or item.middle:
            rows.extend(_place_rows(item, body.get("box"), name, root))
    for value in domain:
        if value.field not in defaults or any(
                item.region in ("default", "domain") and item.field == value.field
                for item in requirements.regions):
            continue
        rows.append(_row(f"{value.field} of setFields' defaults (the initial field)",
                         value.source, value.value, entries.get(DEFAULTS),
                         f"{DEFAULTS}/{value.field}", value.field))
    return rows


def _bounds_row(item: RegionValue, box: Any, name: str, root: Path) -> AuditRow:
    """The region's box against its stated bounds, its open sides the case's own
    (``bounded_box``, as the editor closes them)."""
    want = bounded_box(root, item)
    corners = [numbers_of(list(corner)) for corner in box] \
        if isinstance(box, tuple | list) and len(box) == 2 else []
    found = corners if len(corners) == 2 and all(
        corner is not None and len(corner) == 3 for corner in corners) else None
    return AuditRow(
        requirement=f"box of {item.thing or 'the setFields region'}", phrase=item.source,
        expected=show([want[0], want[1]]), file=SET_FIELDS, entry=f"regions/{name}/box",
        found=show(box), met=found is not None
        and same(list(found[0] or []), want[0]) and same(list(found[1] or []), want[1]))


def _place_rows(item: RegionValue, box: Any, name: str, root: Path) -> list[AuditRow]:
    """The thing's stated size and centre against its box across the two axes that are not
    up, placed by ``thing_box`` as the editor places it (the size by its axis labels, else
    the flat axes in order; an area as the box's area)."""
    thing = item.thing or "setFields region"
    corners = [numbers_of(list(corner)) for corner in box] \
        if isinstance(box, tuple | list) and len(box) == 2 else []
    if len(corners) != 2 or any(corner is None or len(corner) != 3 for corner in corners):
        return [AuditRow(requirement=f"size and place of the {thing} (m)", phrase=item.source,
                         expected=item.describe(), file=SET_FIELDS, met=False,
                         note="the region is no box to measure")]
    low, high = corners
    assert low is not None and high is not None
    want = thing_box(root, item, (list(low), list(high)))
    entry = f"regions/{name}/box"
    rows: list[AuditRow] = []
    up = up_axis(root)
    flat = [axis for axis in range(3) if axis != up]
    if len(item.size) == 1:
        area = (high[flat[0]] - low[flat[0]]) * (high[flat[1]] - low[flat[1]])
        rows.append(AuditRow(requirement=f"size of the {thing} (m^2)", phrase=item.source,
                             expected=f"{item.size[0]:g}", file=SET_FIELDS, entry=entry,
                             found=f"{area:.6g}", met=near_size(area, item.size[0]),
                             note="its area across the two axes that are not up"))
    elif item.size:
        axes = [axis for axis in flat if axis in want]
        found = [high[axis] - low[axis] for axis in axes]
        expected = [want[axis][1] - want[axis][0] for axis in axes]
        rows.append(AuditRow(
            requirement=f"size of the {thing} (m)", phrase=item.source,
            expected=" x ".join(f"{side:g}" for side in expected), file=SET_FIELDS,
            entry=entry, found=" x ".join(f"{side:.6g}" for side in found),
            met=all(near_size(side, target)
                    for side, target in zip(found, expected, strict=True)),
            note="along " + " and ".join("xyz"[axis] for axis in axes)))
    if item.centre or item.middle:
        axes = [axis for axis in flat if axis in want]
        found = [(high[axis] + low[axis]) / 2 for axis in axes]
        expected = [(want[axis][1] + want[axis][0]) / 2 for axis in axes]
        rows.append(AuditRow(
            requirement=f"centre of the {thing} (m)", phrase=item.source,
            expected=", ".join(f"{'xyz'[axis]} = {value:g}"
                               for axis, value in zip(axes, expected, strict=True)),
            file=SET_FIELDS, entry=entry,
            found=", ".join(f"{'xyz'[axis]} = {value:.6g}"
                            for axis, value in zip(axes, found, strict=True)),
            met=all(near_coordinate(value, target)
                    for value, target in zip(found, expected, strict=True)),
            note="the middle of the domain" if item.middle and not item.centre
            else "the coordinates stated"))
    return rows


def _domain_rows(item: RegionValue, entries: Any, *, skip: bool) -> list[AuditRow]:
    """A value said of every region, checked in the defaults and in every cell region that
    sets its field, except a region whose own value is stated (checked on its own)."""
    rows: list[AuditRow] = []
    if item.field in values_of(entries.get(DEFAULTS)):
        rows.append(_row(f"{item.field} of setFields' defaults (the whole domain)",
                         item.source, item.value, entries.get(DEFAULTS),
                         f"{DEFAULTS}/{item.field}", item.field))
    regions = entries.get("regions")
    for name, body in regions if isinstance(regions, list) and not skip else []:
        if is_cell_region(name) and item.field in values_of(body.get("fieldValues")):
            rows.append(_row(f"{item.field} of setFields' {name} (the whole domain)",
                             item.source, item.value, body.get("fieldValues"),
                             f"regions/{name}/fieldValues/{item.field}", item.field))
    return rows


def _row(requirement: str, phrase: str, expected: Any, listed: Any, entry: str,
         field: str) -> AuditRow:
    found = values_of(listed).get(field)
    return AuditRow(requirement=requirement, phrase=phrase, expected=show(expected),
                    file=SET_FIELDS, entry=entry,
                    found=show(found) if found is not None else None,
                    met=found is not None and same(found, expected))


def face_values(root: Path, field: str) -> list[float]:
    """The values setFields' face regions (a heater's ``boxToFace``) give ``field``: after
    setFields a patch holds them on those faces and its own value elsewhere."""
    path = root / SET_FIELDS
    parsed = parse(path) if path.is_file() else None
    regions: Any = parsed.as_dict().get("regions") if parsed is not None else None
    found: list[float] = []
    for name, body in regions if isinstance(regions, list) else []:
        if not is_cell_region(name) and isinstance(body, dict):
            value = number_of(values_of(body.get("fieldValues")).get(field))
            if value is not None:
                found.append(value)
    return found


def set_fields_default(root: Path, field: str) -> tuple[str, Any] | None:
    """(entry, value) setFields gives ``field`` in every cell no region selects (its
    ``defaultFieldValues``), in a case where setFields ran (its log is there); None where it
    did not run or gives the field no default.

    Why: setFields writes a field it sets cell by cell, so after the run the initial field of
    "T 400 K, a box at 300 K" is a list of both; the initial value the request states is the
    one setFields leaves outside its regions, which the regions' own rows do not check.
    """
    if not (root / "log.setFields").is_file() or not (root / SET_FIELDS).is_file():
        return None
    parsed = parse(root / SET_FIELDS)
    defaults = values_of(parsed.as_dict().get(DEFAULTS)) if parsed is not None else {}
    if field not in defaults:
        return None
    return f"{DEFAULTS}/{field}", defaults[field]
