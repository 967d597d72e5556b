"""A round body's centre read one way for every round body (``agents.spec.body_centre``): a
vector of three, coordinates by axis (labelled or one by one), or two numbers in the case's
plane that name no axis."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.body_centre import read_centre


@pytest.mark.parametrize(("words", "named", "plane"), [
    ("centred at (1.2 0 0.35) m", ((0, 1.2), (1, 0.0), (2, 0.35)), ()),
    ("centre at (250, 0, 400) mm", ((0, 0.25), (1, 0.0), (2, 0.4)), ()),
    ("center (y, z) = (0.2, 0.45)", ((1, 0.2), (2, 0.45)), ()),
    ("centered on (x = 30 cm, y = 70 cm)", ((0, 0.3), (1, 0.7)), ()),
    ("centre: z = 0.1 m and x = 0.9 m", ((0, 0.9), (2, 0.1)), ()),
    ("centred at (0.25, 0.6) m", (), (0.25, 0.6)),
])
def test_a_centre_as_said(words: str, named: tuple[tuple[int, float], ...],
                          plane: tuple[float, ...]) -> None:
    found = read_centre(f"a round pocket of gas {words} at 5 bar")
    assert found is not None
    assert dict(found.named) == pytest.approx(dict(named))
    assert found.plane == pytest.approx(plane)


@pytest.mark.parametrize("words", [
    "the centreline velocity is 2 m/s",  # a centreline, no centre
    "centred 0.3 m from the left wall",  # a distance from a side: ``read_offsets``'
    "centre (x, y) = (0.1, 0.2, 0.3)",  # labels and numbers disagree
])
def test_no_centre(words: str) -> None:
    assert read_centre(words) is None
