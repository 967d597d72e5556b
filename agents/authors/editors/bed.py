"""The bed height of a shallow-water case (``constant/h0``) painted cell by cell from the
setFields regions that set ``h0``.

Why: shallowWaterFoam reads ``h0`` from ``constant``, where setFields does not reach (it
writes only the start time's fields), so a bump stated on the bed ("a block 16 cm on a side,
6 mm tall") written only into setFieldsDict left the tutorial's bump in the run. The cells are
painted at blockMesh's cell centres, after the setFields editor has written the dictionary, by
the same rule setFields applies to ``h`` and ``hU``.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.cell_centres import block_cell_centres, set_fields_values
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import SET_FIELDS

#: Where shallowWaterFoam reads the bed height, and its field's name.
BED = "constant/h0"
BED_FIELD = "h0"


def edit_bed(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Paint ``constant/h0`` from setFieldsDict's ``h0`` values when the request states one."""
    stated = [item for item in requirements.regions if item.field == BED_FIELD]
    if not stated or not (root / BED).is_file():
        return
    source = "; ".join(dict.fromkeys(item.source for item in stated))
    parsed = parse(root / SET_FIELDS)
    centres = block_cell_centres(root)
    if parsed is None or centres is None:
        report.skip(BED_FIELD, source, "the bed height cannot be painted: the case has no "
                    "setFieldsDict, or its mesh is not one uniformly graded hex block")
        return
    values = set_fields_values(parsed.as_dict(), BED_FIELD, centres)
    if values is None:
        report.skip(BED_FIELD, source, "the case's setFieldsDict gives h0 no default")
        return
    with report.parsing(root, root / BED, BED_FIELD, source), FoamFile(root / BED) as file:
        previous = file["internalField"]
        count = len(previous) if isinstance(previous, np.ndarray) else 1
        file["internalField"] = np.array(values)
    heights = sorted(set(values))
    report.edit(Edit(BED_FIELD, BED, ("internalField",),
                     f"{len(values)} cells, heights {', '.join(f'{item:g}' for item in heights)}",
                     f"{count} cells", source))
