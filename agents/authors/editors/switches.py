"""On/off keywords of the case's ``constant`` dictionaries ("no Coriolis": ``rotating
false`` in shallowWaterFoam's ``gravitationalProperties``) written where the case keeps them.

Why apart from the property editor: a property is a number the viscosity and phase rules
reason about; a switch is true or false, written as OpenFOAM's ``true``/``false`` at the one
entry the case keeps under that name.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.property_entry import property_texts, single_entry
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys


def edit_switches(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Set each stated switch at the one entry the case keeps it in; say why not where it
    keeps none, or several."""
    if not requirements.switches:
        return
    texts = property_texts(root)
    for item in requirements.switches:
        location = single_entry(item.name, texts)
        if isinstance(location, str):
            report.skip(item.name, item.source, location)
            continue
        path = root / location.file
        with report.parsing(root, path, item.name, item.source), FoamFile(path) as file:
            keys = entry_keys(location.keys)
            previous = file[keys]
            unchanged = previous is item.value
            if not unchanged:
                file[keys] = item.value
        report.edit(Edit(item.name, location.file, tuple(location.keys), item.value, previous,
                         item.source, changed=not unchanged))
