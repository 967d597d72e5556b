"""A pair of lengths is a size, never a cell count, whatever word stands before it.

"BenardCells, 9 m x 1 m slot" had made the mesh 9 x 1 cells (the tutorial's name ends in
"Cells"), and the flattened mesh then put the stated height on the wrong axis. Our own
wordings: counts said with their noun stay counts; lengths with their unit never count cells.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize("text", [
    "buoyantBoussinesqPimpleFoam BenardCells, 12 m x 2 m slot heated from below.",
    "Run the BenardCells case in a 6 m by 1 m enclosure, floor 305 K, ceiling 300 K.",
    "Mesh cells: a 3 m x 1 m channel, inlet 2 m/s.",
])
def test_lengths_are_no_cell_counts(text: str) -> None:
    cells = parse_spec(text).stated.cells
    assert cells is None


@pytest.mark.parametrize(("text", "counts"), [
    ("BenardCells with a mesh of 120 x 20 cells, floor 302 K.", (120, 20, None)),
    ("cavity 40x40, lid at 1 m/s", (40, 40, None)),
    ("a 2 m x 1 m channel meshed with 200 x 100 cells", (200, 100, None)),
    ("a grid of 30 x 30 x 30 units, lid at 2 m/s", (30, 30, 30)),
])
def test_counts_stay_counts(text: str, counts: tuple[int | None, ...]) -> None:
    cells = parse_spec(text).stated.cells
    assert cells is not None and cells.value == counts
