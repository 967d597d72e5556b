"""A stated porous zone written into the followed case: each coefficient into every porous
model of the kind it belongs to (``foamcase.case.porosity``), the zone's extent into the
topoSet box that cuts the zone out of the mesh (``agents.spec.porosity.zone_box``).

Why every zone of the model: a request speaks of "the" porous block or filter; the tutorials
with more than one porous zone (none in v1912 with a topoSet box) give them one medium. A
value the case has nowhere to hold (no porous model, a model of another kind, a zone from the
mesh with no box) is a skip with its reason, and the audit's row for it is not met.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.porosity import PorousCoefficient, ZoneExtent, zone_box
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys, lookup
from foam_agent.foamcase.case.porosity import PorousPlace, porous_places
from foam_agent.foamcase.case.values import tidy, with_number

NO_ZONE = "the case has no porous zone (no explicitPorositySource or porosityProperties)"


def _components(coefficient: PorousCoefficient, place: PorousPlace, root: Path
                ) -> list[float] | str:
    if coefficient.by_letter and place.turned:
        return (f"'{coefficient.source}' names a mesh axis, and the porous model's frame is "
                f"turned from the mesh's: say it along the flow or in every direction")
    have = place.value(root, coefficient.keyword)
    wanted = coefficient.expected(have)
    if any(item is None for item in wanted):
        return f"the case's {coefficient.keyword} has no three components to keep"
    return [float(item) for item in wanted if item is not None]


def edit_porosity(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated coefficient and the zone's box; skip with the reason where the
    case cannot hold them."""
    porosity = requirements.porosity
    if porosity is None:
        return
    places = porous_places(root)
    if not places:
        for item in porosity.coefficients:
            report.skip(f"porosity {item.keyword}", item.source, NO_ZONE)
        if porosity.extent is not None:
            report.skip("porous zone box", porosity.extent.source, NO_ZONE)
        return
    for item in porosity.coefficients:
        fitting = [place for place in places if place.model == item.model]
        if not fitting:
            report.skip(f"porosity {item.keyword}", item.source,
                        f"the case's porous model is {places[0].model}, which has no "
                        f"{item.keyword}")
        for place in fitting:
            components = _components(item, place, root)
            if isinstance(components, str):
                report.skip(f"porosity {item.keyword}", item.source, components)
                continue
            keys = (*place.keys, item.keyword)
            path = root / place.file
            new = [tidy(value) for value in components]
            with report.parsing(root, path, f"porosity {item.keyword}", item.source), \
                    FoamFile(path) as file:
                previous = lookup(file.as_dict(), keys)
                file[entry_keys(keys)] = (new if previous is None
                                          else with_number(previous, new))  # type: ignore[arg-type]
            report.edit(Edit(f"porosity {item.keyword}", place.file, keys, new, previous,
                             item.source))
    if porosity.extent is not None:
        _edit_box(root, places, porosity.extent, report)


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
