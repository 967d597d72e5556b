"""A blockMeshDict's domain is a box only where its blocks reach every corner of the box its
vertices bound: a corner cut away is another outline, a body standing on a side is not."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.foamcase.case.box_domain import box_domain

BLOCKS = """
vertices ((0 0 0) (2 0 0) (2 1 0) (0 1 0) (0 0 0.1) (2 0 0.1) (2 1 0.1) (0 1 0.1)
          (3 0 0) (3 1 0) (3 0 0.1) (3 1 0.1) (3 2 0) (2 2 0) (3 2 0.1) (2 2 0.1));
blocks (
    hex (0 1 2 3 4 5 6 7) (20 10 1) simpleGrading (1 1 1)
    hex (1 8 9 2 5 10 11 6) (10 10 1) simpleGrading (1 1 1)
    %s
);
edges (%s);
"""
#: The block that completes the 3 x 2 rectangle of :data:`BLOCKS` (its top right corner).
CORNER = "hex (2 9 12 13 6 11 14 15) (10 10 1) simpleGrading (1 1 1)"


def _case_text(tutorial_case: Callable[[str], Path], relative: str) -> str:
    return (tutorial_case(relative) / "system" / "blockMeshDict").read_text()


#: The vertices that make :data:`BLOCKS`' box 3 x 2 instead of the 3 x 1 its two blocks fill.
TOP = "(3 2 0) (2 2 0) (3 2 0.1) (2 2 0.1)"


def test_blocks_that_leave_part_of_their_box_out_are_no_box() -> None:
    missing = box_domain(BLOCKS % ("", ""))
    assert missing is not None and not missing.is_box
    assert missing.filled == pytest.approx(0.5)  # 3 of the 3 x 2 box's 6 square metres
    assert missing.describe() == ("a corner of their bounding box has no block (they fill "
                                  "50 % of it)")
    corner = box_domain(BLOCKS % (CORNER, ""))
    assert corner is not None and not corner.is_box
    assert corner.filled == pytest.approx(4 / 6)


def test_blocks_that_fill_it_are_a_box_unless_an_edge_is_curved() -> None:
    whole = box_domain(BLOCKS.replace(TOP, "") % ("", ""))
    assert whole is not None and whole.is_box and whole.filled == pytest.approx(1.0)
    curved = box_domain(BLOCKS.replace(TOP, "") % ("", "arc 0 1 (1 -0.2 0)"))
    assert curved is not None and not curved.is_box and curved.filled is None


def test_the_installed_cavities(tutorial_case: Callable[[str], Path]) -> None:
    cavity = box_domain(_case_text(tutorial_case, "incompressible/icoFoam/cavity/cavity"))
    clipped = box_domain(_case_text(tutorial_case,
                                    "incompressible/icoFoam/cavity/cavityClipped"))
    plate = box_domain(_case_text(tutorial_case, "stressAnalysis/solidDisplacementFoam/plateHole"))
    dam = box_domain(_case_text(tutorial_case, "multiphase/interFoam/laminar/damBreak/damBreak"))
    assert cavity is not None and cavity.is_box
    # Its obstacle stands on the floor: every corner of the tank is meshed, 0.3 % is not.
    assert dam is not None and dam.is_box and dam.filled == pytest.approx(0.9966, abs=1e-4)
    assert clipped is not None and not clipped.is_box
    assert clipped.filled == pytest.approx(0.84)
    assert plate is not None and not plate.is_box


def test_vertices_it_cannot_evaluate_say_nothing() -> None:
    assert box_domain("vertices ( $a $b ); blocks ( hex (0 1 2 3 4 5 6 7) (1 1 1) );") is None
    assert box_domain("convertToMeters 1;") is None
