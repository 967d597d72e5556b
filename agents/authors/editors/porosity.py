"""A stated porous zone written into the followed case: each coefficient into every porous
model of the kind it belongs to and every porous baffle (``foamcase.case.porosity``), the
zone's extent into the topoSet box that cuts the zone out of the mesh
(``agents.spec.porosity.zone_box``), a screen's thickness into a baffle's ``length``.

Why every place: a request speaks of "the" porous block or screen; the tutorials with more
than one place give them one medium (damBreakPorousBaffle's two cyclic halves, and the
createBafflesDict that writes them again when the Allrun runs). A value the case has nowhere
to hold (no porous model, a model of another kind, a zone from the mesh with no box) is a skip
with its reason, and the audit's row for it is not met.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.porosity import (
    PorousCoefficient,
    ZoneExtent,
    baffle_thickness,
    expected_at,
    held_keyword,
    placed_beyond_thickness,
    zone_box,
)
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys, lookup
from foam_agent.foamcase.case.porosity import PorousPlace, porous_places, with_baffle_text_value
from foam_agent.foamcase.case.values import tidy, with_number
from foam_agent.foamcase.catalog.porosity import BAFFLE, BAFFLE_THICKNESS

NO_ZONE = ("the case has no porous zone (no explicitPorositySource, porosityProperties or "
           "porousBafflePressure)")
BAFFLE_PLACE = ("a porous baffle's faces are the mesh's: only its thickness is written, its "
                "size across and position are not")


def _components(coefficient: PorousCoefficient, place: PorousPlace, keyword: str, root: Path
                ) -> list[float] | str:
    if coefficient.by_letter and place.turned:
        return (f"'{coefficient.source}' names a mesh axis, and the porous model's frame is "
                f"turned from the mesh's: say it along the flow or in every direction")
    have = place.value(root, keyword)
    unplaced = coefficient.unplaced(have) if place.model != BAFFLE else None
    if unplaced is not None:
        return unplaced
    wanted = expected_at(place, coefficient, have)
    if any(item is None for item in wanted):
        return f"the case's {keyword} has no three components to keep"
    return [float(item) for item in wanted if item is not None]


def _write(root: Path, place: PorousPlace, keyword: str, values: list[float], source: str,
           quantity: str, report: EditReport) -> None:
    path = root / place.file
    new: Any = [tidy(value) for value in values] if len(values) == 3 else tidy(values[0])
    if not place.keys:
        previous = place.value(root, keyword)
        path.write_text(with_baffle_text_value(path.read_text(encoding="utf-8"), keyword,
                                               float(values[0])), encoding="utf-8")
        report.edit(Edit(quantity, place.file, (keyword,), new, previous, source))
        return
    keys = (*place.keys, keyword)
    with report.parsing(root, path, quantity, source), FoamFile(path) as file:
        previous = lookup(file.as_dict(), keys)
        file[entry_keys(keys)] = new if previous is None else with_number(previous, new)
    report.edit(Edit(quantity, place.file, keys, new, previous, source))


def edit_porosity(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated coefficient, a baffle's thickness and the zone's box; skip with the
    reason where the case cannot hold them."""
    porosity = requirements.porosity
    if porosity is None:
        return
    places = porous_places(root)
    for item in porosity.coefficients:
        quantity = f"porosity {item.keyword}"
        fitting = [(place, keyword) for place in places
                   if (keyword := held_keyword(place, item)) is not None]
        if not fitting:
            report.skip(quantity, item.source, NO_ZONE if not places else
                        f"the case's porous model is {places[0].model}, which has no "
                        f"{item.keyword}")
        for place, keyword in fitting:
            components = _components(item, place, keyword, root)
            if isinstance(components, str):
                report.skip(quantity, item.source, components)
                continue
            _write(root, place, keyword, components, item.source, quantity, report)
    extent = porosity.extent
    if extent is None:
        return
    baffles = [place for place in places if place.model == BAFFLE]
    thickness = baffle_thickness(extent)
    for place in baffles if thickness is not None else []:
        _write(root, place, BAFFLE_THICKNESS, [thickness or 0.0], extent.source,
               "porous baffle thickness", report)
    zones = [place for place in places if place.model != BAFFLE]
    if zones:
        _edit_box(root, zones, extent, report)
    elif not baffles:
        report.skip("porous zone box", extent.source, NO_ZONE)
    elif placed_beyond_thickness(extent):
        report.skip("porous zone box", extent.source, BAFFLE_PLACE)


def _edit_box(root: Path, places: list[PorousPlace], extent: ZoneExtent,
              report: EditReport) -> None:
    boxes = [zone_box(root, place, extent) for place in places]
    placed = [box for box in boxes if not isinstance(box, str)]
    if not placed:
        report.skip("porous zone box", extent.source, str(boxes[0]))
        return
    path = root / "system" / "topoSetDict"
    for box in {box.index: box for box in placed}.values():
        corners = ([tidy(item) for item in box.low], [tidy(item) for item in box.high])
        with report.parsing(root, path, "porous zone box", extent.source), \
                FoamFile(path) as file:
            actions: Any = file["actions"]
            body = dict(actions[box.index])
            if box.keys == ("box",):
                body["box"] = corners
            else:
                body["sourceInfo"] = {**body["sourceInfo"], "box": corners}
            actions[box.index] = body
            file["actions"] = actions
        report.edit(Edit("porous zone box", "system/topoSetDict",
                         ("actions", box.name, *box.keys), corners,
                         [list(box.before[0]), list(box.before[1])], extent.source))
