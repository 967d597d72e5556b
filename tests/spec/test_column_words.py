"""A liquid column said with no liquid word in a two-phase request ("the column is a brine …
12 cm wide", "the liquid fills the bottom-left corner, 4 in wide and 8 in tall", "fills the
bottom 6 mm") sizes the box setFields fills, and its sizes are never the tank's
(``agents.spec.column``)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"


@pytest.mark.parametrize(("request_words", "width", "height"), [
    ("interFoam damBreak, keep its tank. The starting column is a salty brine (1100 kg/m^3) "
     "resting against the left wall, 10 cm wide and 20 cm tall; air above and beside it.",
     0.1, 0.2),
    ("Use the damBreak case of interFoam. Oil fills the lower-left corner, 4 in wide and 8 in "
     "tall, and air fills the rest.", 0.1016, 0.2032),
    ("damBreak (interFoam). Column: 0.15 m wide against the left wall and 0.25 m high "
     "(alpha.water 1 inside, 0 elsewhere).", 0.15, 0.25),
])
def test_a_column_said_without_a_liquid_word(request_words: str, width: float,
                                             height: float) -> None:
    spec = parse_spec(request_words)
    stated = spec.stated
    assert stated.column_width is not None and stated.column_height is not None
    assert (stated.column_width.value, stated.column_height.value) == pytest.approx(
        (width, height))
    assert stated.extent is None  # the column is not the tank
    assert not [item for item in stated.boundary_values if item.field.startswith("alpha")]
    assert not spec.unparsed
    rows = [row for row in applied_audit(spec, DAM_BREAK)
            if row.requirement.startswith("liquid column")]
    assert len(rows) == 2 and all(row.met for row in rows), rows


def test_the_tanks_size_beside_the_column_stays_the_tanks() -> None:
    stated = parse_spec("interFoam damBreak in a 60 cm square tank. The column is water, "
                        "15 cm wide and 30 cm tall; the rest is air.").stated
    assert stated.column_width is not None and stated.column_width.value == pytest.approx(0.15)
    assert stated.extent is not None and stated.extent.value.sizes[2] is None
    assert stated.extent.value.sizes[:2] == pytest.approx((0.6, 0.6))


def test_a_bubble_column_is_the_tank() -> None:
    stated = parse_spec("bubbleColumn with multiphaseEulerFoam: a bubble column 0.15 m wide "
                        "and 1 m tall, air into water.").stated
    assert stated.column_width is None and stated.column_height is None


def test_a_liquid_filling_the_bottom_of_a_channel() -> None:
    stated = parse_spec("capillaryRise with interFoam: water fills the bottom 6 mm of the "
                        "channel initially, air above.").stated
    assert stated.column_height is not None and stated.column_height.value == pytest.approx(
        0.006)


@pytest.mark.parametrize("words", [
    "rhoCentralFoam shockTube. x<0: 60 psia, 540 °R. x>0: 6 psia, 500 °R.",
    "sonicFoam shock tube: for x < 0 (driver) p = 60 psia and T = 540 degR; for x > 0 the gas "
    "is at 6 psia and 500 degR.",
])
def test_sides_of_a_diaphragm_said_by_coordinates(words: str) -> None:
    spec = parse_spec(words)
    states = {(item.side, item.field): item.value for item in spec.stated.initial_states}
    assert states == pytest.approx({("left", "p"): 413685.4, ("left", "T"): 300.0,
                                    ("right", "p"): 41368.54, ("right", "T"): 277.7778},
                                   rel=1e-5)
    assert not spec.unparsed


@pytest.mark.parametrize(("words", "value"), [
    ("driftFluxFoam mixerVessel2D. sludge vol. frac. 0.4 % everywhere at t=0. Run 5 s.", 0.004),
    ("driftFluxFoam mixerVessel2D: initially the sludge volume fraction is 0.01 throughout.",
     0.01),
    ("driftFluxFoam mixerVessel2D; start with a volume fraction of 1 percent sludge everywhere.",
     0.01),
])
def test_a_phase_fraction_at_the_start_is_its_initial_field(words: str, value: float) -> None:
    spec = parse_spec(words)
    assert not spec.unparsed
    rows = applied_audit(spec, "multiphase/driftFluxFoam/RAS/mixerVessel2D")
    (row,) = [row for row in rows if row.requirement.startswith("alpha.sludge")]
    assert row.met and float(row.expected) == pytest.approx(value), row


def test_the_columns_sizes_are_no_domain_of_the_geometry() -> None:
    spec = parse_spec("damBreak with interFoam. The column is a brine (1100 kg/m^3) standing "
                      "on the floor against the left wall, 12 cm wide and 24 cm tall; air "
                      "fills the rest.")
    assert spec.geometry is None or spec.geometry.upper == (None, None, None)
