"""Vector keywords of the case's ``constant`` dictionaries ("Ubar = (5 0 0) m/s") written
where the case keeps them.

Why apart from the property editor: a property is one number, which the viscosity models,
derivations and phase rules reason about; a vector keyword is only ever replaced whole, in the
form the case wrote it (its dimensions and name kept).
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.values import foam_vector, same, with_number


def edit_keyword_vectors(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Replace each stated vector keyword at the one entry the case keeps it in; say why not
    where it keeps none, or several (a phase not named)."""
    if not requirements.vectors:
        return
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    for item in requirements.vectors:
        found = locate(item.name, texts)
        if len(found) != 1:
            report.skip(item.name, item.source,
                        f"the case has no '{item.name}' entry to set" if not found else
                        f"the case has several '{item.name}' entries "
                        f"({', '.join(where.file for where in found)})")
            continue
        location = found[0]
        path = root / location.file
        value = foam_vector(item.value)
        with report.parsing(root, path, item.name, item.source), FoamFile(path) as file:
            keys = entry_keys(location.keys)
            previous = file[keys]
            unchanged = same(previous, value)
            if not unchanged:
                file[keys] = with_number(previous, value)  # type: ignore[arg-type]  # a vector keeps the form too
        report.edit(Edit(item.name, location.file, tuple(location.keys), value, previous,
                         item.source, changed=not unchanged))
