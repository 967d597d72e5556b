"""Whether a request names a tutorial as the one to follow (``rag_index.named``)."""

from __future__ import annotations

import pytest

from foam_agent.rag_index.named import most_specific, names_case


@pytest.mark.parametrize(("name", "prompt", "solver", "named"), [
    # Two or more parts: written glued, apart, in another order, with digits.
    ("cavityClipped", "laminar flow in the cavityClipped geometry", None, True),
    ("cavityClipped", "run the clipped cavity with a faster lid", None, True),
    ("cavityClipped", "a cavity whose lid is clipped to the walls", None, False),
    ("aerofoilNACA0012", "Mach 0.6 over the NACA0012 aerofoil", None, True),
    ("biconic25-55Run35", "slip flow on biconic25-55Run35 with nitrogen", None, True),
    ("turbulentFlatPlate", "a turbulent flat plate at Re 5e6", None, True),
    ("damBreakWithObstacle", "a dam break with an obstacle in 3D", None, True),
    ("TJunction", "air through a T-junction", None, True),
    ("backwardFacingStep2D", "air over a backward-facing step", None, False),
    # One ordinary word: a name only where the words call it a tutorial or give its solver.
    ("cavity", "a lid-driven cavity at Re 100", "icoFoam", False),
    ("cavity", "take the cavity example and double the lid speed", "icoFoam", True),
    ("cylinder", "potential flow round a circular cylinder", "potentialFoam", False),
    ("cylinder", "potentialFoam on its cylinder, 3 m/s from the left", "potentialFoam", True),
    ("flange", "how fast does an aluminium flange warm up", "laplacianFoam", False),
])
def test_a_name_in_any_form(name: str, prompt: str, solver: str | None, named: bool) -> None:
    assert names_case(name, prompt, solver) is named


def test_the_longest_of_several_names_is_the_one_chosen() -> None:
    chosen = most_specific({"icoFoam/cavity/cavity": "cavity",
                            "icoFoam/cavity/cavityClipped": "cavityClipped",
                            "mesh/parallel/cavity": "cavity"})
    assert chosen == {"icoFoam/cavity/cavityClipped"}
