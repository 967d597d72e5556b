"""A liquid's top said apart from its word ("the sand bed sits 20 cm deep") resizes the box
setFields fills, and a phase's volume fraction said with it ("at 52 % solids by volume") is that
box's own fraction, the box's other phase taking the rest; a fraction of a phase that is not
the box's is refused with why. The wordings are this file's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from tests.authors.conftest import Written

BED = "multiphase/twoPhaseEulerFoam/laminar/fluidisedBed"


def box_of(case: Composition) -> tuple[list[float], dict[str, float]]:
    entries: Any = FoamFile.loads(case.files["system/setFieldsDict"])
    ((name, body),) = entries["regions"]
    assert name == "boxToCell"
    listed = list(body["fieldValues"])
    values = {str(listed[index + 1]): float(listed[index + 2])
              for index in range(0, len(listed), 3)}
    return [float(item) for item in body["box"][1]], values


def write(case: Composition, root: Path) -> Path:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return root


def test_a_bed_depth_and_packing_set_the_filled_box(written: Written, tmp_path: Path) -> None:
    case, spec = written(BED, "Fluidised bed: the sand bed sits 20 cm deep at the start, "
                              "at 52 % solids by volume, air above it. Run 0.5 s.")
    high, values = box_of(case)
    assert high[1] == pytest.approx(0.2)
    assert values["alpha.particles"] == pytest.approx(0.52)
    assert values["alpha.air"] == pytest.approx(0.48)
    rows = [row for row in audit_case(spec, write(case, tmp_path / "bed"))
            if "filled box" in row.requirement or row.requirement.startswith("liquid column")]
    assert len(rows) == 3 and all(row.met for row in rows), rows


def test_a_fraction_of_no_phase_of_the_box_is_refused(written: Written) -> None:
    case, _ = written(BED, "Fluidised bed: the bed sits 20 cm deep at the start, at 30 % air "
                           "by volume. Run 0.5 s.")
    _, values = box_of(case)
    assert values["alpha.particles"] == pytest.approx(0.55), "the tutorial's packing stays"
    assert [line for line in case.notes if "the fraction has no place" in line], case.notes
