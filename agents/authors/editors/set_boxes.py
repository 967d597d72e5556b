"""Stated topoSet boxes into ``system/topoSetDict`` (``foam_agent.agents.spec.set_boxes``).

Why: the porous block or the body a tutorial cuts out of its mesh is a topoSet box; a request
stating the box must move it, and the Allrun runs topoSet on the written dictionary.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.set_box_place import TOPO_SET, box_action, box_keys
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import lookup
from foam_agent.foamcase.case.values import tidy


def edit_set_boxes(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Replace the box of each stated topoSet action."""
    for box in requirements.set_boxes:
        found = box_action(root, box)
        if isinstance(found, str):
            report.skip(f"topoSet {box.selector} box", box.source, found)
            continue
        index, action = found
        keys = box_keys(action)
        previous = lookup(action, keys)
        corners = ([tidy(item) for item in box.low], [tidy(item) for item in box.high])
        path = root / TOPO_SET
        with report.parsing(root, path, "topoSet box", box.source), FoamFile(path) as file:
            actions: Any = file["actions"]
            body = dict(actions[index])
            if keys == ("box",):
                body["box"] = corners
            else:
                body["sourceInfo"] = {**body["sourceInfo"], "box": corners}
            actions[index] = body
            file["actions"] = actions
        name = str(action.get("name", index))
        report.edit(Edit(f"topoSet {box.selector} box", TOPO_SET, ("actions", name, *keys),
                         corners, previous, box.source))
