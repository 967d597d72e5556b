"""How many cells a multi-block mesh has across the whole domain along x, y and z, and the
block counts that give a stated number instead.

Why: "2000 cells in x" on pitzDaily (five blocks: an 18-cell inlet channel, then three blocks
of 180 stacked across the step) was refused, since a total per direction "does not say how to
share it between the blocks". The blocks' own geometry does: a line along x crosses the inlet
block and one downstream block, 198 cells, and scaling every block's count along x by the same
factor (2000 / 198) shares the stated total as the case already does, keeps the blocks that meet
face to face equal (equal counts scale to equal counts) and keeps every grading. The mesh
editor writes these counts and the audit measures the total with the same rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from foam_agent.foamcase.case.blocks import oriented_blocks

#: A coordinate within this share of the domain's size is on a block's face, not inside it.
_TOLERANCE = 1e-9


@dataclass(frozen=True)
class _Block:
    """One hex: its bounding box, its cell count along each global axis, and the global axis
    each of its own directions runs along (to write counts back as the hex holds them)."""

    low: tuple[float, float, float]
    high: tuple[float, float, float]
    cells: tuple[int, int, int]
    axes: tuple[int, ...]


def _blocks(mesh: Mapping[str | None, Any]) -> list[_Block] | None:
    oriented = oriented_blocks(mesh)
    if oriented is None:
        return None
    blocks = []
    for block in oriented:
        low = [min(point[axis] for point in block.corners) for axis in range(3)]
        high = [max(point[axis] for point in block.corners) for axis in range(3)]
        blocks.append(_Block((low[0], low[1], low[2]), (high[0], high[1], high[2]),
                             block.cells, tuple(block.axes)))
    return blocks


def _across(blocks: Sequence[_Block], axis: int) -> int:
    """The most cells a line along ``axis`` crosses: through each block's centre across it,
    the counts along ``axis`` of every block that line passes through."""
    others = [other for other in range(3) if other != axis]
    size = max(max(block.high[other] for block in blocks) - min(block.low[other]
                                                                 for block in blocks)
               for other in others) or 1.0
    best = 0
    for probe in blocks:
        centre = [(probe.low[other] + probe.high[other]) / 2 for other in others]
        crossed = sum(block.cells[axis] for block in blocks if all(
            block.low[other] - _TOLERANCE * size < value < block.high[other] + _TOLERANCE * size
            for other, value in zip(others, centre, strict=True)))
        best = max(best, crossed)
    return best


def cells_across(mesh: Mapping[str | None, Any]) -> tuple[int, int, int] | None:
    """The cells across the domain along x, y and z of a parsed blockMeshDict, or None when
    its blocks cannot be read (variables, #calc)."""
    blocks = _blocks(mesh)
    if not blocks:
        return None
    return (_across(blocks, 0), _across(blocks, 1), _across(blocks, 2))


def scaled_counts(mesh: Mapping[str | None, Any],
                  wanted: tuple[int | None, int | None, int | None]
                  ) -> list[list[int]] | None:
    """Each hex's counts (in its own directions, as written) with every axis that has a wanted
    total scaled by wanted / the cells across it now, the rounding's remainder given to the
    blocks of the largest count; None when the blocks cannot be read. A direction of one cell
    across the whole domain (a 2-D mesh's empty one) stays one."""
    blocks = _blocks(mesh)
    if not blocks:
        return None
    counts = [list(block.cells) for block in blocks]
    for axis, want in enumerate(wanted):
        now = _across(blocks, axis)
        if want is None or now <= 0 or (now == 1 and want != 1):
            continue
        for index, block in enumerate(blocks):
            counts[index][axis] = max(1, round(block.cells[axis] * want / now))
        scaled = [replace(block, cells=(count[0], count[1], count[2]))
                  for block, count in zip(blocks, counts, strict=True)]
        remainder = want - _across(scaled, axis)
        largest = max(range(len(blocks)), key=lambda index: counts[index][axis])
        if remainder and counts[largest][axis] + remainder >= 1:
            for index, block in enumerate(blocks):
                if block.cells[axis] == blocks[largest].cells[axis]:
                    counts[index][axis] += remainder
    return [[count[axis] for axis in block.axes]
            for block, count in zip(blocks, counts, strict=True)]
