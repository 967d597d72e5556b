"""The audit rows of a stated porous zone: every coefficient read back from every porous
model of its kind and every porous baffle, a screen's thickness from each baffle, the zone's
box from topoSetDict, each through the lookups the editor writes through
(``foamcase.case.porosity``, ``agents.spec.porosity``). A value the case has no place for, a
porosity (void fraction) no v1912 model reads, a component not as stated: each is a row not
met, never a row left out.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.porosity import (
    Porosity,
    PorousCoefficient,
    ZoneExtent,
    baffle_thickness,
    expected_at,
    held_keyword,
    placed_beyond_thickness,
    zone_box,
)
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.numbers import format_number
from foam_agent.foamcase.case.porosity import PorousPlace, porous_places
from foam_agent.foamcase.catalog.porosity import BAFFLE, BAFFLE_THICKNESS

_NO_ZONE = "the case has no porous zone or porous baffle: not applied"


def _shown(values: list[float | None]) -> str:
    if len(values) == 1 and values[0] is not None:
        return format_number(values[0])
    return "(" + " ".join("*" if item is None else format_number(item) for item in values) + ")"


def _entry(place: PorousPlace, keyword: str) -> str:
    return "/".join((*place.keys, keyword))


def porosity_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per coefficient and place holding it, one per baffle for a thickness, one for
    the zone's box and one for a stated void fraction."""
    porosity = stated.porosity
    if porosity is None:
        return []
    places = porous_places(root)
    rows: list[AuditRow] = []
    for item in porosity.coefficients:
        rows += _coefficient_rows(item, places, root)
    if porosity.extent is not None:
        rows += _extent_rows(porosity.extent, places, root)
    if porosity.void_fraction is not None:
        rows.append(_void_row(porosity))
    return rows


def _coefficient_rows(item: PorousCoefficient, places: list[PorousPlace], root: Path
                      ) -> list[AuditRow]:
    requirement = f"porosity {item.keyword}"
    fitting = [(place, keyword) for place in places
               if (keyword := held_keyword(place, item)) is not None]
    if not fitting:
        note = _NO_ZONE if not places else (f"the case's porous model is {places[0].model}, "
                                            f"which has no {item.keyword}: not applied")
        return [AuditRow(requirement=requirement, phrase=item.source,
                         expected=format_number(item.value), met=False, note=note)]
    rows: list[AuditRow] = []
    for place, keyword in fitting:
        have = place.value(root, keyword)
        wanted = expected_at(place, item, have)
        met = have is not None and len(have) == len(wanted) and all(
            want is not None and close(value, want) for value, want in zip(have, wanted,
                                                                          strict=True))
        note = ("" if item.axis is None or place.model == BAFFLE else
                f"along axis {'xyz'[item.axis]} of the model's frame; the other components "
                f"as the case has them")
        if item.by_letter and place.turned:
            met, note = False, "a mesh axis named, and the model's frame is turned: not applied"
        unplaced = item.unplaced(have) if place.model != BAFFLE else None
        if unplaced is not None:
            met, note = False, f"{unplaced}: not applied"
        rows.append(AuditRow(requirement=requirement, phrase=item.source,
                             expected=_shown(wanted), file=place.file,
                             entry=_entry(place, keyword),
                             found=None if have is None else _shown(list(have)), met=met,
                             note=note))
    return rows


def _extent_rows(extent: ZoneExtent, places: list[PorousPlace], root: Path) -> list[AuditRow]:
    rows: list[AuditRow] = []
    baffles = [place for place in places if place.model == BAFFLE]
    thickness = baffle_thickness(extent)
    for place in baffles if thickness is not None else []:
        have = place.value(root, BAFFLE_THICKNESS)
        rows.append(AuditRow(
            requirement="porous baffle thickness", phrase=extent.source,
            expected=format_number(thickness or 0.0), file=place.file,
            entry=_entry(place, BAFFLE_THICKNESS),
            found=None if have is None else _shown(list(have)),
            met=have is not None and len(have) == 1 and close(have[0], thickness or 0.0)))
    zones = [place for place in places if place.model != BAFFLE]
    if zones:
        return rows + _box_rows(extent, zones, root)
    if baffles and not placed_beyond_thickness(extent):
        return rows
    return [*rows, AuditRow(
        requirement="porous zone box", phrase=extent.source,
        expected="the zone sized and placed as stated", met=False,
        note=("a porous baffle's faces are the mesh's: its size across and position are not "
              "applied") if baffles else _NO_ZONE)]


def _box_rows(extent: ZoneExtent, places: list[PorousPlace], root: Path) -> list[AuditRow]:
    requirement = "porous zone box"
    boxes = [zone_box(root, place, extent) for place in places]
    placed = [box for box in boxes if not isinstance(box, str)]
    if not placed:
        return [AuditRow(requirement=requirement, phrase=extent.source,
                         expected="the zone sized and placed as stated", met=False,
                         note=f"{boxes[0]}: not applied")]
    rows: list[AuditRow] = []
    for box in {box.index: box for box in placed}.values():
        # The box the written case holds (``before`` of a placement on it): a statement
        # placed again on its own result gives that box back, so an edited box is met.
        have = [*box.before[0], *box.before[1]]
        wanted = [*box.low, *box.high]
        met = all(close(a, b) for a, b in zip(have, wanted, strict=True))
        rows.append(AuditRow(
            requirement=requirement, phrase=extent.source,
            expected=f"{_shown(list(box.low))} {_shown(list(box.high))}",
            file="system/topoSetDict", entry="/".join(("actions", box.name, *box.keys)),
            found=f"{_shown(list(have[:3]))} {_shown(list(have[3:]))}",
            met=met, note="sizes along the flow (x) and across it (y); the third axis and "
                          "any size unsaid as the case has them"))
    return rows


def _void_row(porosity: Porosity) -> AuditRow:
    return AuditRow(requirement="porosity (void fraction)", phrase=porosity.void_source,
                    expected=format_number(porosity.void_fraction or 0.0), met=False,
                    note="no v1912 porosity model (DarcyForchheimer, fixedCoeff, powerLaw, "
                         "porousBafflePressure) reads a void fraction: not applied")
