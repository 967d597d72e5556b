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
