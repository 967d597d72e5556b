"""The fluids catalog (``foamcase.catalog.fluids``): each row's table or law gives its
published values, air's law is the tutorials' own Sutherland constants, and nothing is
extrapolated."""

from __future__ import annotations

import re

import pytest

from foam_agent.foamcase.catalog.fluids import AIR, FLUID_ROWS, WATER, Sutherland, fluid_row


def test_every_row_has_words_a_kind_and_a_cited_source_where_it_has_values() -> None:
    assert len({row.name for row in FLUID_ROWS}) == len(FLUID_ROWS)
    for row in FLUID_ROWS:
        assert re.compile(row.words, re.IGNORECASE).search(row.name), row.name
        assert row.kind in ("liquid", "gas")
        if row.properties is not None:
            assert row.properties.source, row.name


def test_air_is_the_tutorials_sutherland_law() -> None:
    """OpenFOAM's tutorials write air as As = 1.458e-6, Ts = 110.4: the row is that law."""
    found = AIR.at(300.0)
    assert found is not None
    assert found[1] == pytest.approx(1.458e-6 * 300.0 ** 1.5 / (300.0 + 110.4), rel=1e-9)
    assert AIR.gas_constant == pytest.approx(287.05, rel=1e-4)


@pytest.mark.parametrize(("name", "kelvin", "mu"), [
    # Reference values: Incropera et al., Table A.4 (nitrogen 400 K: 220.4e-7 Pa s; carbon
    # dioxide 300 K: 149e-7 Pa s), within the 2 % White gives for the law.
    ("nitrogen", 400.0, 220.4e-7), ("carbon dioxide", 300.0, 149e-7)])
def test_a_gas_row_gives_the_published_viscosity(name: str, kelvin: float, mu: float) -> None:
    row = fluid_row(name)
    assert row is not None and isinstance(row.properties, Sutherland)
    found = row.properties.at(kelvin)
    assert found is not None and found[1] == pytest.approx(mu, rel=0.02)


def test_a_table_interpolates_inside_and_refuses_outside() -> None:
    assert WATER.at(293.15) == pytest.approx((998.21, 1.002e-3))
    middle = WATER.at(298.15 - 2.5)
    assert middle is not None and 997.05 < middle[0] < 998.21
    assert WATER.at(380.0) is None and not WATER.on_point(295.0)


def test_a_named_liquid_without_a_table_is_a_liquid() -> None:
    row = fluid_row("ethanol")
    assert row is not None and row.kind == "liquid" and row.properties is None
