"""A liquid's surface at the start said as a coordinate ("up to z = 0.4 m", "the free surface
at y = 0.2 m", "up to 0.3 m above the datum"): read as a level, not a height above the floor
nor the domain's size, written as the upper face of the box setFields fills with liquid,
audited there, and refused with why where the case's gravity runs along another axis. The
wordings are this file's own."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import Written

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"


def liquid_box(case: Composition) -> tuple[list[float], list[float]]:
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    ((name, body),) = entries["regions"]
    assert name == "boxToCell"
    low, high = body["box"]
    return [float(item) for item in low], [float(item) for item in high]


def write(case: Composition, root: Path) -> Path:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return root


@pytest.mark.parametrize(("prompt", "level", "axis"), [
    ("Sloshing tank: at the start fill it with water up to y = 0.4 m, air above.", 0.4, 1),
    ("interFoam open channel. The free surface starts at z = 3.5 m; the rest is air.", 3.5, 2),
    ("The basin is flooded up to 30 cm above the datum with oil.", 0.3, None),
    ("Two-phase weir: water level at y = 12 ft in the reservoir.", 12 * 0.3048, 1),
    ("interFoam damBreak, the tank filled to y = 0.25 m with water.", 0.25, 1),
    ("Sloshing tank: fill it with oil to z = 1.5 m.", 1.5, 2),
    ("Bubble column: the water fills to y = 50 cm, air above.", 0.5, 1),
])
def test_a_surface_said_as_a_coordinate_is_a_level(prompt: str, level: float,
                                                   axis: int | None) -> None:
    spec = parse_spec(prompt)
    found = spec.stated.liquid_level
    assert found is not None, prompt
    assert (found.level, found.axis) == (pytest.approx(level), axis)
    assert spec.stated.column_height is None, "a coordinate is no height above the floor"
    assert spec.stated.extent is None, "the surface is not the domain's size"
    assert not spec.unparsed, spec.unparsed


@pytest.mark.parametrize("prompt", [
    "Refine the mesh up to z = 2 m near the ground.",
    "The tank is filled with water to a depth of 0.2 m.",
    "Air flows at speeds up to 5 m/s over the hill.",
])
def test_words_that_give_no_surface_coordinate_are_no_level(prompt: str) -> None:
    assert parse_spec(prompt).stated.liquid_level is None


def test_the_level_is_the_liquid_box_top_and_audited(written: Written, tmp_path: Path) -> None:
    """damBreak's gravity is along -y: "up to y = 0.2 m" moves the box's top to 0.2 m and
    keeps its floor; a level along x, across gravity, is refused and the box stays."""
    case, spec = written(DAM_BREAK, "dam break: water fills the lower left corner up to "
                                    "y = 0.2 m, run 0.5 s")
    low, high = liquid_box(case)
    assert high[1] == pytest.approx(0.2) and low[1] == 0
    rows = [row for row in audit_case(spec, write(case, tmp_path / "level"))
            if row.requirement == "liquid level (m)"]
    assert len(rows) == 1 and rows[0].met, rows
    sideways, spec = written(DAM_BREAK, "dam break: water filled up to x = 0.2 m, run 0.5 s")
    assert liquid_box(sideways)[1][1] == pytest.approx(0.292), "the tutorial's column stays"
    assert [line for line in sideways.notes if "gravity acts along y" in line], sideways.notes
    rows = [row for row in audit_case(spec, write(sideways, tmp_path / "sideways"))
            if row.requirement == "liquid level (m)"]
    assert len(rows) == 1 and not rows[0].met and "gravity acts along y" in rows[0].note
