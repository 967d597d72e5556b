"""Cell counts said with the part of the domain they run along, or each way, are read onto
their axes; a count with no direction runs along the one axis the request sizes, or stays not
understood."""

from __future__ import annotations

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import tutorial_files


@pytest.mark.parametrize(("prompt", "cells"), [
    ("Sod shock tube, 1000 cells along the tube, end time 0.007 s", (1000, None, None)),
    ("damBreak with 100 cells across the height", (None, 100, None)),
    ("shock tube from x = -5 to 5 m with 500 cells", (500, None, None)),
    ("periodic box, 16 cells each way", (16, 16, 16)),
    ("2D cavity, 40 cells each way", (40, 40, None)),
    ("dnsFoam box on a 16^3 grid", (16, 16, 16)),
    ("pitzDaily, 400 cells in x and 100 cells across the height", (400, 100, None)),
])
def test_a_count_in_words_lands_on_its_axis(prompt: str,
                                            cells: tuple[int | None, ...]) -> None:
    spec = parse_spec(prompt)
    assert spec.stated.cells is not None and spec.stated.cells.value == cells
    assert not spec.unparsed


def test_a_count_with_no_direction_and_no_one_axis_stays_not_understood() -> None:
    spec = parse_spec("hotRoom with 8000 cells")
    assert spec.stated.cells is None and spec.unparsed == ("8000 cells",)


def test_cells_along_the_tube_are_written_into_shock_tube_s_mesh() -> None:
    spec = parse_spec("Sod shock tube with rhoCentralFoam, 2000 cells along the tube")
    files = tutorial_files("compressible/rhoCentralFoam/shockTube")
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        blocks = FoamFile(root / "system" / "blockMeshDict")["blocks"]
    assert isinstance(blocks, list) and [2000, 1, 1] in blocks
