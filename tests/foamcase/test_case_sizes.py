"""The sizes ``foamcase.case.sizes`` measures, held against the installed tutorials' own
dictionaries (the numbers below are the tutorials' documented geometry)."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from foam_agent.foamcase.case.sizes import Size, case_sizes

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
WEDGE = "compressible/rhoCentralFoam/wedge15Ma5"
PLATE_HOLE = "stressAnalysis/solidDisplacementFoam/plateHole"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
MOVING_CONE = "incompressible/pimpleFoam/laminar/movingCone"
PIPE_CYCLIC = "incompressible/simpleFoam/pipeCyclic"


def _values(sizes: tuple[Size, ...], kind: str, thing: str, axis: int | None = None,
            name: str | None = None) -> list[float]:
    return [size.value for size in sizes if size.kind == kind and size.thing == thing
            and (axis is None or size.axis == axis) and (name is None or size.name == name)]


def _has(values: list[float], wanted: float) -> bool:
    return any(math.isclose(value, wanted, rel_tol=1e-4) for value in values)


def test_the_step_of_pitz_daily_is_a_block_25_4_mm_tall_in_millimetre_vertices(
        tutorial_case: Callable[[str], Path]) -> None:
    """convertToMeters 0.001 is applied: the domain is 0.3106 m by 0.0508 m, the block below
    the step's lip 0.0254 m tall, the inlet 0.0254 m wide."""
    sizes = case_sizes(tutorial_case(PITZ_DAILY))
    assert _has(_values(sizes, "length", "domain", 0), 0.3106)
    assert _has(_values(sizes, "length", "domain", 1), 0.0508)
    assert _has(_values(sizes, "length", "block", 1), 0.0254)
    assert _has(_values(sizes, "length", "patch", 1, "inlet"), 0.0254)
    assert not _has(_values(sizes, "length", "domain", 1), 0.0254)
    assert _values(sizes, "cells", "domain", 2) == [1]


def test_the_contraction_is_four_to_one_between_its_inlet_and_outlet(
        tutorial_case: Callable[[str], Path]) -> None:
    """The flat direction (one cell in every block) is no width: 12.8 mm over 3.2 mm."""
    sizes = case_sizes(tutorial_case(CONTRACTION))
    assert _values(sizes, "ratio", "ends") == [4.0]


def test_angles_the_geometry_has(tutorial_case: Callable[[str], Path]) -> None:
    """The wedge's obstacle rises at 15 degrees; the axisymmetric cone's wedge pair is 5
    degrees apart; the pitzDaily walls taper at 5.98 degrees and are no 15-degree thing."""
    assert _has(_values(case_sizes(tutorial_case(WEDGE)), "angle", "patch", name="obstacle"),
                15.0)
    assert _has(_values(case_sizes(tutorial_case(MOVING_CONE)), "angle", "sector"), 5.0)
    pitz = _values(case_sizes(tutorial_case(PITZ_DAILY)), "angle", "patch")
    assert pitz and not _has(pitz, 15.0)


def test_arcs_and_set_boxes(tutorial_case: Callable[[str], Path]) -> None:
    """plateHole's hole is an arc of radius 0.5 m; the shock tube's box starts at x = 0
    (its diaphragm), where the domain does not bound it (it runs from -5 to 5)."""
    hole = case_sizes(tutorial_case(PLATE_HOLE))
    assert _has(_values(hole, "length", "arc", name="hole"), 0.5)
    tube = case_sizes(tutorial_case(SHOCK_TUBE))
    assert 0.0 in _values(tube, "position", "set region", 0)
    assert sorted(_values(tube, "position", "domain", 0)) == [-5.0, 5.0]


def test_a_dictionary_of_macros_measures_nothing(tutorial_case: Callable[[str], Path]) -> None:
    """pipeCyclic draws its vertices with #eval: nothing is measured rather than guessed."""
    assert case_sizes(tutorial_case(PIPE_CYCLIC)) == ()
