"""A value of the surroundings goes on the fluid filling the domain and on the boundaries the
case opens to, never on a wall (``agents.spec.ambient``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.pressure_level import PRESSURE_LEVEL
from foam_agent.agents.spec.stated import INTERNAL

RESONATOR = "compressible/rhoPimpleFoam/laminar/helmholtzResonance"
HOT_ROOM = "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom"


def _placed(prompt: str, root: Path, field: str) -> dict[str, float]:
    spec = in_case(parse_spec(prompt), root)
    return {item.boundary[0]: float(item.value)  # type: ignore[arg-type]
            for item in spec.stated.boundary_values if item.field == field}


@pytest.fixture
def resonator(tutorial_case: Callable[[str], Path]) -> Path:
    return tutorial_case(RESONATOR)


def test_an_ambient_temperature_fills_the_domain_and_comes_in_at_the_openings(
        resonator: Path) -> None:
    """The resonator's outlet lets T in at its initial 300 K (``inletValue``); its wall
    holds 300 K too, but a wall is no opening to the surroundings."""
    placed = _placed("Laminar resonator, rhoPimpleFoam: the ambient temperature is 10 °C.",
                     resonator, "T")
    assert placed[INTERNAL] == pytest.approx(283.15)
    assert placed["outlet"] == pytest.approx(283.15)
    assert "wall" not in placed


def test_an_opening_given_its_own_temperature_keeps_it(resonator: Path) -> None:
    placed = _placed("rhoPimpleFoam resonator with an ambient temperature of 10 °C; the inlet "
                     "is at 40 °C.", resonator, "T")
    assert placed["inlet"] == pytest.approx(313.15)
    assert placed["outlet"] == pytest.approx(283.15)


def test_an_ambient_pressure_nothing_is_measured_from_is_an_absolute_cases_level(
        resonator: Path) -> None:
    spec = in_case(parse_spec("rhoPimpleFoam resonator, ambient pressure 0.9 bar."), resonator)
    levels = [item for item in spec.stated.boundary_values if item.field == "p"]
    assert [(item.boundary, item.value, item.assumption) for item in levels][:1] == [
        ((INTERNAL,), 90000.0, PRESSURE_LEVEL)]


def test_a_closed_room_takes_an_ambient_temperature_inside_only(
        tutorial_case: Callable[[str], Path]) -> None:
    """Every patch of the room is a wall: the surroundings reach none of them."""
    room = tutorial_case(HOT_ROOM)
    assert _placed("Hot room with ambient temperature 295 K.", room, "T") == {
        INTERNAL: pytest.approx(295.0)}
