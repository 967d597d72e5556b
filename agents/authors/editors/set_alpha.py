"""A round body of liquid into ``system/setAlphaFieldDict``: its radius and its centre.

Why: interIsoFoam's disc and sphere tutorials make their body with setAlphaField (a
``cylinder`` or ``sphere`` of ``radius`` about an ``origin``); "a disc of water of radius
0.12 m centred at x = 0.5 m, z = 0.7 m" left the tutorial's disc in place. The centre is placed
by ``agents.spec.thing_box.body_origin`` (coordinates said by axis, or distances from the box's
sides in the case's frame), the rule the audit measures by. A case without the dictionary, or
a shape other than the one stated, is a value not set, with why.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.thing_box import body_origin, plane_refusal
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_alpha import SET_ALPHA, body_refusal
from foam_agent.foamcase.case.values import number_of, same, tidy, vector_of


def edit_set_alpha(root: Path, items: list[RegionValue], report: EditReport) -> None:
    """Write each round body's radius and centre into setAlphaFieldDict."""
    path = root / SET_ALPHA
    parsed = parse(path) if path.is_file() else None
    for item in items:
        entries: Any = parsed.as_dict() if parsed is not None else None
        why = body_refusal(entries, item.shape, bool(item.centre or item.offsets or item.plane))
        why = why or plane_refusal(root, item, vector_of(entries.get("direction")))
        if why is not None:
            report.skip(f"{item.thing} of liquid", item.source, why)
            continue
        with report.parsing(root, path, f"{item.thing} of liquid", item.source), \
                FoamFile(path) as file:
            if item.radius is not None:
                previous = file.get("radius")
                file["radius"] = tidy(item.radius)
                report.edit(Edit("radius", SET_ALPHA, ("radius",), tidy(item.radius),
                                 previous, item.source,
                                 changed=number_of(previous) != item.radius))
            entries = file.as_dict()
            origin = vector_of(entries.get("origin"))
            placed = body_origin(root, item, vector_of(entries.get("direction")))
            if origin is not None and placed:
                new = [placed.get(axis, origin[axis]) for axis in range(3)]
                file["origin"] = [tidy(value) for value in new]
                report.edit(Edit("origin", SET_ALPHA, ("origin",),
                                 [tidy(value) for value in new], list(origin), item.source,
                                 changed=not same(list(origin), new)))
