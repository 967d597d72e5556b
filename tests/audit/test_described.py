"""Phrases no reader understood, held against the sizes of the installed tutorials: a true
description of the followed case is a met row saying what it agreed with; a wrong size, a
number of no kind or of a kind the case has no size of stays unread, and the audit unmet."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.described import described_rows
from foam_agent.agents.spec.parse import parse_spec
from tests.conftest import CAVITY

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
WEDGE = "compressible/rhoCentralFoam/wedge15Ma5"
PLATE_HOLE = "stressAnalysis/solidDisplacementFoam/plateHole"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
MOVING_CONE = "incompressible/pimpleFoam/laminar/movingCone"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
BOX_TURB = "DNS/dnsFoam/boxTurb16"
HOT_ROOM = "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom"

#: (tutorial, phrase, whether it describes the tutorial truly), in wordings of this test.
CASES = [
    (PITZ_DAILY, "past the well-known backward step, 25.4 mm tall", True),
    (PITZ_DAILY, "the step: 1 inch high", True),
    (PITZ_DAILY, "its step (24 mm)", False),
    (PITZ_DAILY, "a 25 mm step", False),
    (PITZ_DAILY, "the step is 25.4 high", False),
    (PITZ_DAILY, "a channel 50.8 mm tall", True),
    # a length naming no part never meets a vertex step or a block's edge
    (PITZ_DAILY, "25.4 mm downward", False),
    (CAVITY, "the 10 cm square box", True),
    (CAVITY, "a 0.12 m square box", False),
    (CAVITY, "cavity side 0.1", False),
    (CAVITY, "the tutorial's 0.1 m square cavity, 20 x 20 x 1 cells", True),
    (CAVITY, "a 0.1 m square cavity on its 20 x 20 grid", True),
    (CAVITY, "the 0.1 m square cavity on a 40 x 40 grid", False),
    (BOX_TURB, "a periodic cube 1 m on a side, 16^3 cells", True),
    (BOX_TURB, "a periodic cube 1 m on a side, 32^3 cells", False),
    # one count said for every direction in words
    (BOX_TURB, "stirred turbulence in a small periodic cube (1 m a side, 16 cells each way)",
     True),
    (BOX_TURB, "a 1 m periodic box, 16 cells in each direction", True),
    (BOX_TURB, "the cube meshed with 24 cells along every edge", False),
    # along the directions meshed: the cavity is one cell thick
    (CAVITY, "the 0.1 m square cavity, 20 cells per side", True),
    (CAVITY, "the 0.1 m square cavity, 40 cells per side", False),
    (CONTRACTION, "Newtonian fluid squeezed through a 4-to-1 planar contraction", True),
    (CONTRACTION, "the contraction ratio 1:4 of the tutorial", True),
    (CONTRACTION, "a 3:1 planar contraction", False),
    (CONTRACTION, "the downstream half-width is 3.2 mm", True),
    # a ratio with no contraction or expansion named is no ratio of the ends
    (CONTRACTION, "mix 4:1 with water", False),
    (WEDGE, "the compression ramp rises at 15°", True),
    (WEDGE, "a 15 degree wedge", True),
    (WEDGE, "a 20-degree wedge", False),
    # an angle of a flow, not of a thing with an angle
    (WEDGE, "the stream comes in at 15 degrees", False),
    (MOVING_CONE, "a 5 degree sector of the axisymmetric cone", True),
    (PLATE_HOLE, "a hole 1 m in diameter", True),
    (PLATE_HOLE, "a hole of radius 0.5 m", True),
    (PLATE_HOLE, "a hole of radius 1 m", False),
    (SHOCK_TUBE, "a tube 10 m long, the diaphragm at x = 0", True),
    (SHOCK_TUBE, "the diaphragm at x = 2 m", False),
    (SHOCK_TUBE, "spanning z from -1 to 1", True),
    # the domain's 2 m across is no position of a diaphragm
    (SHOCK_TUBE, "a diaphragm 2 m from the left end", False),
    # a distance from something is no size, even of a part the case has
    (PITZ_DAILY, "a probe 25.4 mm above the step", False),
    # a number no rule reads leaves the phrase unread with the rest agreeing
    (SHOCK_TUBE, "a tube 10 m long, p = 1 bar in the box x 0..5", False),
    (CAVITY, "the 0.1 m square cavity of the 2-D tutorial", True),
    (DAM_BREAK, "the 58 cm tank", True),
    (DAM_BREAK, "the 60 cm tank", False),
    # a value of an entry of the case is not a size, whatever its number
    (DAM_BREAK, "alpha.water fixedValue 0.584 m", False),
    # a speed is no size
    (DAM_BREAK, "the 0.584 m/s tank", False),
    # values the case already holds for a field it has, in its units or converted
    (WEDGE, "normalised gas: p = 1 as in the example", True),
    (WEDGE, "T = 1 K upstream", True),
    (WEDGE, "the inlet T 1 K", True),
    (WEDGE, "T = 2 K", False),
    (WEDGE, "p = 1 bar", False),
    # a length is not a pressure's unit
    (WEDGE, "p 1 m", False),
    # a field's value and a number that is not one
    (WEDGE, "T = 1 K on a 15 degree wedge", False),
    (CAVITY, "U = 0 at the start", True),
    (CAVITY, "movingWall U (1 0 0)", True),
    (CAVITY, "movingWall U (2 0 0)", False),
    (SHOCK_TUBE, "p = 1 bar before the diaphragm bursts", True),
    (SHOCK_TUBE, "T = 278.746 K beyond it", True),
    (SHOCK_TUBE, "T = 5 °C beyond it", False),
    # Words naming the field's quantity between it and its value, in a phrase keeping it.
    (CAVITY, "movingWall U lid velocity (1 0 0) as in the tutorial", True),
    (CAVITY, "movingWall U lid velocity (2 0 0) as in the tutorial", False),
    (CAVITY, "movingWall U lid velocity (1 0 0)", False),
    (CAVITY, "fixedWalls U wall velocity (1 0 0), unchanged", False),
    # a set region's width and height: its setFields box within the domain
    (DAM_BREAK, "the 14.6 cm wide, 29.2 cm tall column of water", True),
    (DAM_BREAK, "the 20 cm wide column of water", False),
    # the box is drawn from z = -1 to 1: across the domain it is as thick as the domain
    (DAM_BREAK, "a 2 m thick column", False),
    # a size that names no set region never meets a box
    (DAM_BREAK, "29.2 cm of water", False),
    (HOT_ROOM, "the 1 m square heater stays as it is", True),
    (HOT_ROOM, "the 1.5 m square heater stays as it is", False),
    # a box drawn past the floor (y from -1000) is not 1000 m tall
    (HOT_ROOM, "the heater is 1000 m tall", False),
]


@pytest.mark.parametrize(("tutorial", "phrase", "true"), CASES)
def test_a_phrase_is_met_only_when_every_number_agrees_with_a_size_of_its_kind(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, true: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if true else (0, (phrase,)))
    if true:
        assert rows[0].met and rows[0].phrase == phrase and rows[0].file and rows[0].found


def test_a_met_row_says_what_it_agreed_with(tutorial_case: Callable[[str], Path]) -> None:
    rows, _ = described_rows(["the usual backward step, 25.4 mm tall"],
                             tutorial_case(PITZ_DAILY))
    assert rows[0].found == "a block: extent along y 0.0254 m (blockMeshDict vertices)"
    assert rows[0].expected == "25.4 mm"


@pytest.mark.parametrize(("height", "unread"), [("25.4 mm", False), ("30 mm", True),
                                                ("25.4", True)])
def test_the_audit_of_a_followed_case_meets_a_true_description_and_not_a_wrong_one(
        tutorial_case: Callable[[str], Path], height: str, unread: bool) -> None:
    """The whole audit of the followed tutorial, as it is: a true size leaves nothing unmet;
    a wrong one, or a bare number, stays "not understood" and the case unmet."""
    prompt = (f"Steady simpleFoam run of the pitzDaily case, the flow over the familiar backward "
              f"step (its lip is {height} high), inlet velocity 10 m/s.")
    spec = parse_spec(prompt)
    assert len(spec.unparsed) == 1, "the reader leaves the step's words unread"
    rows = audit_case(spec, tutorial_case(PITZ_DAILY))
    not_understood = [row for row in rows if row.requirement == "not understood"]
    described = [row for row in rows if row.requirement == "description of the followed case"]
    assert (len(not_understood), len(described)) == ((1, 0) if unread else (0, 1))
    assert all(row.met for row in rows) is not unread
