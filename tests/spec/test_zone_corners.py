"""A porous zone named by its shape ("a porous square"), sized and placed by its words or by
its box's corners, and a box that disagrees with the words left unread, never chosen.

Our own wordings, different numbers and units; the corners are in the case's units.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.values.porosity import read_porosity


@pytest.mark.parametrize(("text", "sizes", "centre"), [
    ("A porous square 40 cm x 40 cm centred on the origin, Darcy d = 500 1/m2.",
     (0.4, 0.4), (0.0, 0.0)),
    ("Flow through a porous rectangle 2 m x 0.5 m centred at (3, 1), Darcy d = 1e4 1/m2.",
     (2.0, 0.5), (3.0, 1.0)),
    ("The porous block goes from (1 -0.25) to (1.5 0.25), Darcy coefficient 800 1/m2.",
     (0.5, 0.5), (1.25, 0.0)),
    ("A porous square 0.5 m x 0.5 m centred on the origin (topoSet box from (-0.25 -0.25 -1)"
     " to (0.25 0.25 1)), d = 300 1/m2.", (0.5, 0.5), (0.0, 0.0)),
])
def test_the_zone_is_sized_and_placed(text: str, sizes: tuple[float, float],
                                      centre: tuple[float, float]) -> None:
    reading = read_porosity(normalize(text))
    assert reading is not None and reading.porosity.extent is not None
    extent = reading.porosity.extent
    assert extent.sizes == pytest.approx(sizes)
    assert extent.centre == pytest.approx(centre)


def test_corners_that_disagree_with_the_words_are_not_understood() -> None:
    spec = parse_spec("porousBlockage with a porous square 0.8 m on a side, its topoSet box "
                      "from (-0.1 -0.1) to (0.1 0.1), Darcy d = 2000 1/m2.")
    assert spec.stated.porosity is not None and spec.stated.porosity.extent is not None
    assert spec.stated.porosity.extent.sizes == pytest.approx((0.8, 0.8))
    assert any("(-0.1 -0.1)" in phrase for phrase in spec.unparsed)
