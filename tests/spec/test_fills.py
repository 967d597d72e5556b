"""A phase filling a share of the tank at the start (``agents.spec.fills``), made metres through
the followed case's own tank, written into setFields' box and measured by the audit."""

from __future__ import annotations

import math

import pytest

from foam_agent.agents.spec.fills import read_fill
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from tests.support.applied import applied_audit

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
LOCK_EXCHANGE = "multiphase/twoLiquidMixingFoam/lockExchange"
#: damBreak's tank: 4 x 0.146 m wide, 0.584 m high (its blockMeshDict, convertToMeters 0.146).
TANK = 0.584


@pytest.mark.parametrize(("text", "width", "height", "side", "fluid"), [
    ("Initially brine occupies the right 25 percent of the box.", 0.25, None, "high",
     "sea water"),
    ("At t = 0 the oil takes up the left half of the tank to a third of its height.", 0.5,
     1 / 3, "low", "oil"),
    ("The left two thirds of the domain holds the water and the rest is air.", 2 / 3, None,
     "low", "water"),
    ("A partition a fifth of the way along the tank from the right end keeps the brine "
     "back.", 0.2, None, "high", "sea water"),
    ("The lower 30 % of the tank is filled with mercury.", None, 0.3, None, "mercury"),
])
def test_shares_of_the_tank_and_the_fluid_filling_them(
        text: str, width: float | None, height: float | None, side: str | None,
        fluid: str) -> None:
    fill = read_fill(normalize(text)).fill
    assert fill is not None
    assert (fill.width is None) == (width is None) and (fill.height is None) == (height is None)
    if width is not None:
        assert fill.width is not None and math.isclose(fill.width, width)
        assert fill.side == side
    if height is not None:
        assert fill.height is not None and math.isclose(fill.height, height)
    assert fill.fluid == fluid


@pytest.mark.parametrize("text", [
    "The left half of the domain is refined twice.",
    "Use 40 % of the cores on the left half of the cluster.",
])
def test_no_fluid_no_fill(text: str) -> None:
    assert read_fill(normalize(text)).fill is None


def test_a_single_phase_request_reads_no_fill() -> None:
    spec = parse_spec("Water flows through a channel; the left half of the channel is at "
                      "20 C. Run 1 s.")
    assert spec.stated.column_share is None


def _fill_rows(text: str, family: str) -> dict[str, tuple[bool, float]]:
    rows = applied_audit(parse_spec(text), family)
    return {row.requirement: (row.met, float(row.expected)) for row in rows
            if row.requirement.startswith("liquid fill")}


def test_a_dam_break_column_set_as_shares_of_its_tank() -> None:
    rows = _fill_rows("Dam break: at the start the water fills the left quarter of the tank "
                      "up to half its height, the rest is air. Run 0.5 s.", DAM_BREAK)
    assert rows["liquid fill width (m)"] == (True, pytest.approx(0.25 * TANK))
    assert rows["liquid fill height (m)"] == (True, pytest.approx(0.5 * TANK))


def test_a_lock_exchange_fill_from_the_stated_end_and_of_the_other_phase() -> None:
    # The box holds sludge; brine is that phase, so the box is the right 40 %.
    rows = _fill_rows("Lock exchange: brine fills the right 40 % of the tank, fresh water the "
                      "rest.", LOCK_EXCHANGE)
    (met, size), = rows.values()
    assert met and size == pytest.approx(0.4 * 10.0)
    # Fresh water is the other phase: the sludge box is what it leaves, the right 30 %.
    rows = _fill_rows("Lock exchange: fresh water fills the left 70 % of the tank, the "
                      "sludge the rest.", LOCK_EXCHANGE)
    (met, size), = rows.values()
    assert met and size == pytest.approx(0.3 * 10.0)


def test_a_gate_placed_in_metres_sets_the_fill_it_holds_back() -> None:
    rows = _fill_rows("Lock exchange between brine and fresh water, with a gate 3.5 m from "
                      "the left end; brine is behind it.", LOCK_EXCHANGE)
    assert rows["liquid fill width (m)"] == (True, pytest.approx(3.5))


def test_a_fluid_not_named_as_the_case_names_it_fills_the_box() -> None:
    # The sugar solution is no phase of the lock exchange by name; fresh water is, and it is
    # the other phase: the solution is the box's (sludge), the left 40 %.
    rows = _fill_rows("Density current: the left 40 % of the tank holds a sugar solution "
                      "(density 1050 kg/m3), the rest fresh water (1000 kg/m3).",
                      LOCK_EXCHANGE)
    assert rows["liquid fill width (m)"] == (True, pytest.approx(4.0))


def test_the_bottom_length_of_the_column_is_the_liquids_level() -> None:
    spec = parse_spec("twoPhaseEulerFoam bubble column: the bottom 0.5 m of the column is "
                      "water, pure air above it. Run 2 s.")
    assert spec.stated.column_height is not None and spec.stated.column_height.value == 0.5
    rows = applied_audit(spec, "multiphase/twoPhaseEulerFoam/laminar/bubbleColumn")
    (row,) = [row for row in rows if row.requirement == "liquid column height (m)"]
    assert row.met and row.found == "0.5"
