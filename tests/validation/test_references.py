"""The reference tables as typed in: shapes, ends, and the one point left out, with its reason."""

from __future__ import annotations

from foam_agent.agents.validation.references import GHIA_1982, GHIA_U, GHIA_V


def test_ghia_tables_run_wall_to_wall_with_the_lid_speed_at_the_top() -> None:
    for reynolds in (100, 400, 1000):
        for table in (GHIA_U[reynolds], GHIA_V[reynolds]):
            assert len(table.positions) == len(table.values) == 17
            assert table.positions[0] == 1.0 and table.positions[-1] == 0.0
            assert table.values[-1] == 0.0
        assert GHIA_U[reynolds].values[0] == 1.0
        assert GHIA_V[reynolds].values[0] == 0.0


def test_only_the_misprinted_point_is_left_out_and_says_why() -> None:
    positions, values = GHIA_V[400].used()
    assert len(positions) == 16 and 0.9063 not in positions and -0.23827 not in values
    assert "misprint" in GHIA_V[400].excluded[0][1]
    assert all(not table.excluded for re, table in GHIA_V.items() if re != 400)
    assert GHIA_1982.short() == "Ghia, Ghia & Shin (1982)"


def test_armaly_points_lie_in_the_two_dimensional_regime_and_grow_with_re() -> None:
    """The digitised x1/S rise with Re below 400, lie above the 2-D numerical answer at
    Re 100 by less than the digitisation's uncertainty plus a few percent, and the measure
    interpolates between them."""
    from foam_agent.agents.validation.references import (
        ARMALY_1983,
        ARMALY_READING,
        ARMALY_REATTACHMENT,
        ERTURK_REATTACHMENT,
    )
    from foam_agent.agents.validation.step import TWO_D_RANGE, _armaly_at

    positions, values = ARMALY_REATTACHMENT.used()
    assert all(a < b for a, b in zip(positions, positions[1:], strict=False))
    assert all(a < b for a, b in zip(values, values[1:], strict=False))
    assert positions[-1] < 400 and TWO_D_RANGE[0] < positions[0]
    assert _armaly_at(positions[1]) == values[1]
    assert values[0] < _armaly_at(125.0) < values[1]
    assert 0 < values[0] - ERTURK_REATTACHMENT.values[0] < ARMALY_READING
    assert "digitisation" in ARMALY_1983.where and ARMALY_1983.year == 1983
