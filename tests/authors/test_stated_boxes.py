"""setFields boxes stated with their corners in a case of several boxes: a phase's box goes to
the region that fills that phase alike, and a box no region fits becomes a region of its own,
all of its phase. The wordings are this file's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.case_files import CaseWriter
from tests.authors.conftest import Written

THREE_PHASE = "multiphase/interMixingFoam/laminar/damBreak"


def test_stated_boxes_land_in_the_region_of_their_phase_or_a_new_one(
        written: Written, tmp_path: Path) -> None:
    case, spec = written(THREE_PHASE, (
        "Three-phase dam break using interMixingFoam: a water column boxToCell (0 0 -1) "
        "(0.1 0.25 1) with alpha.water 1; a thin film of other on the floor, boxToCell "
        "(0.2 0 -1) (1 0.03 1) with alpha.other 1. Run 0.1 s."))
    entries: Any = FoamFile.loads(case.files["system/setFieldsDict"])
    regions = entries["regions"]
    boxes = [([float(item) for item in body["box"][0]], [float(item) for item in body["box"][1]])
             for _, body in regions]
    assert boxes[0] == ([0, 0, -1], [0.1, 0.25, 1]), "the water box is the one filling water"
    film = [body for _, body in regions if [float(item) for item in body["box"][1]]
            == pytest.approx([1, 0.03, 1])]
    assert len(film) == 1
    listed = list(film[0]["fieldValues"])
    values = {str(listed[index + 1]): float(listed[index + 2])
              for index in range(0, len(listed), 3)}
    assert values == {"alpha.other": 1, "alpha.air": 0, "alpha.water": 0}
    writer = CaseWriter(tmp_path / "case")
    for relative, text in case.files.items():
        writer.write(relative, text)
    rows = [row for row in audit_case(spec, tmp_path / "case")
            if row.requirement.startswith(("alpha.water of", "alpha.other of", "box of"))]
    assert rows and all(row.met for row in rows), rows
