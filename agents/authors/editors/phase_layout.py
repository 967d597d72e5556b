"""Several phases' boxes at the start into ``system/setFieldsDict``: each stated box on the
region that fills its phase, the rest's phase as the defaults.

Why: damBreak4phase keeps a box each for water, oil and mercury; "a 6 cm layer of mercury at
the bottom and water on top of it up to 30 cm, oil from 15 to 29 cm, air everywhere else"
left the tutorial's boxes. The boxes are placed by ``agents.spec.layout_boxes`` (the rule the
audit measures by); a box of a phase the request leaves out, where it says what fills every
other cell, is the rest's and is taken out. A layout the case cannot hold is not set, with why.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.layout_boxes import place_layout, region_of
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.set_fields import DEFAULTS, SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of, tidy


def edit_phase_layout(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated phase's box, the rest's phase as the defaults, and take out the
    boxes of phases the request leaves to the rest."""
    layout = requirements.phase_layout
    if layout is None:
        return
    placed = place_layout(layout, requirements, root)
    if isinstance(placed, str):
        report.skip("phases' boxes at the start", layout.source, placed)
        return
    path = root / SET_FIELDS
    with report.parsing(root, path, "phases' boxes at the start", layout.source), \
            FoamFile(path) as file:
        written: Any = file["regions"]
        regions = list(written)
        for box in placed.boxes:
            name, body = regions[box.index]
            previous = body.get("box")
            body["box"] = ([tidy(value) for value in box.low],
                           [tidy(value) for value in box.high])
            regions[box.index] = (name, body)
            report.edit(Edit(f"box of {box.phase}", SET_FIELDS,
                             ("regions", str(name), "box"), body["box"], previous,
                             f"{layout.source}: {box.words}"))
        dropped = sorted(((index, phase) for phase in placed.others
                          if (index := region_of(regions, phase)) is not None), reverse=True)
        for index, phase in dropped:
            name, body = regions.pop(index)
            report.edit(Edit(f"box of {phase}", SET_FIELDS, ("regions", str(name)), None,
                             body.get("box"), f"{layout.source}: {phase} is no stated phase; "
                             f"its cells are the {placed.rest}'s"))
        file["regions"] = regions
        if placed.rest is not None:
            _rest_defaults(file, placed.rest, layout.source, report)


def _rest_defaults(file: FoamFile, rest: str, source: str, report: EditReport) -> None:
    """setFields' defaults: the rest's phase 1, every other phase 0."""
    defaults: Any = file.get(DEFAULTS) or []
    listed = list(defaults)
    for field, value in values_of(listed).items():
        if not field.startswith("alpha."):
            continue
        wanted = 1 if field == f"alpha.{rest}" else 0
        if number_of(value) == wanted:
            continue
        at = next(index for index in range(0, len(listed) - 2, 3)
                  if str(listed[index + 1]) == field)
        listed[at + 2] = wanted
        report.edit(Edit(field, SET_FIELDS, (DEFAULTS, field), wanted, value,
                         f"{source}: every cell no box selects"))
    file[DEFAULTS] = listed
