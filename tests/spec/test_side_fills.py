"""Two fluids side by side at the start, each said by its length from one end of the tank
(``agents.spec.side_fills``): bound to the case's phases, written as setFields' box and
measured by the audit against every length and the gate's coordinate said."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.side_fills import read_side_fill
from tests.support.applied import applied_audit

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
LOCK_EXCHANGE = "multiphase/twoLiquidMixingFoam/lockExchange"


@pytest.mark.parametrize(("text", "side", "length", "fluid", "rest", "rest_at", "gate"), [
    ("A barrier at x = 4 m holds brine (1040 kg/m3) in the left 4 m and fresh water in the "
     "right-hand 6 m.", "low", 4.0, "sea water", "water", 6.0, (0, 4.0)),
    ("tank: right 250 cm glycerine, rest air", "high", 2.5, "glycerol", "air", None, None),
    ("The leftmost 9 inches of the tank holds the oil, with air everywhere else.", "low",
     0.2286, "oil", "air", None, None),
    ("Mercury sits in the right-hand 0.1 m; the partition is removed at t = 0.", "high", 0.1,
     "mercury", None, None, None),
])
def test_a_side_said_in_lengths_and_its_fluids(
        text: str, side: str, length: float, fluid: str, rest: str | None,
        rest_at: float | None, gate: tuple[int, float] | None) -> None:
    reading = read_side_fill(normalize(text))
    fill = reading.fill
    assert fill is not None
    assert (fill.side, fill.fluid, fill.rest, fill.gate) == (side, fluid, rest, gate)
    assert fill.at == pytest.approx(length)
    assert fill.rest_at == (None if rest_at is None else pytest.approx(rest_at))


@pytest.mark.parametrize("text", [
    "The left 2 m of the channel is refined twice.",
    "The left wall is 3 m high and held at 300 K.",
    "Brine in the left 2 m and oil in the left 3 m.",
])
def test_no_fluid_or_two_fills_on_one_end_is_no_fill(text: str) -> None:
    assert read_side_fill(normalize(text)).fill is None


def _fill_rows(text: str, family: str) -> list[tuple[bool, float | str]]:
    rows = applied_audit(parse_spec(text), family)
    return [(row.met, float(row.expected) if row.file else row.expected) for row in rows
            if row.requirement.startswith("liquid fill")]


def test_the_heavy_side_on_the_right_moves_the_lock_exchange_box() -> None:
    # Brine is the case's sludge (the heavier of the two): the box is the right 3 m, which
    # the brine's length, the fresh water's 7 m and the gate at x = 7 m all say.
    rows = _fill_rows("Lock exchange. A partition at x = 7 m keeps brine (1030 kg/m3) in the "
                      "right-hand 3 m and fresh water (999 kg/m3) in the left 7 m; the "
                      "partition is lifted at t = 0. Run 30 s.", LOCK_EXCHANGE)
    assert rows == [(True, pytest.approx(3.0))] * 3


def test_the_light_side_named_first_is_the_boxs_complement() -> None:
    rows = _fill_rows("lock exchange, left 8 m fresh water, rest salt water 1020 kg/m3, "
                      "endTime 20", LOCK_EXCHANGE)
    assert rows == [(True, pytest.approx(2.0))]


def test_lengths_that_disagree_with_the_tank_leave_an_unmet_row() -> None:
    # 3 m of brine and 5 m of fresh water do not make the case's 10 m tank.
    rows = _fill_rows("Lock exchange: brine (1030 kg/m3) in the left 3 m and fresh water "
                      "(999 kg/m3) in the right 5 m. Run 10 s.", LOCK_EXCHANGE)
    assert sorted(met for met, _ in rows) == [False, True]


def test_a_side_longer_than_the_tank_is_unmet() -> None:
    rows = _fill_rows("Lock exchange with brine in the left 14 m and fresh water elsewhere. "
                      "Run 10 s.", LOCK_EXCHANGE)
    assert [met for met, _ in rows] == [False]


def test_a_dam_break_column_from_the_right_wall() -> None:
    rows = _fill_rows("Dam break where the water fills the right-hand 20 cm of the tank and "
                      "air the rest. Run 0.4 s.", DAM_BREAK)
    assert rows == [(True, pytest.approx(0.2))]


def test_a_second_liquid_the_case_does_not_have_is_unmet() -> None:
    # damBreak keeps one liquid: the oil and the water would both be its water phase.
    rows = _fill_rows("Dam break: oil in the left 15 cm, water in the rest of the tank. Run "
                      "0.3 s.", DAM_BREAK)
    assert [met for met, _ in rows] == [False]
