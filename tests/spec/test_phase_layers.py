"""Several phases at the start in parts across the tank, each a stack of layers
(``agents.spec.phase_layers``), placed on the case's own boxes of those phases
(``agents.spec.layout_boxes``), written into setFieldsDict and measured by the audit."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phase_layers import read_phase_layers
from foam_agent.agents.spec.phrases import normalize
from tests.support.applied import applied_audit

FOUR_PHASE = "multiphase/multiphaseInterFoam/laminar/damBreak4phase"
FOUR_PHASE_HEAT = "multiphase/compressibleMultiphaseInterFoam/laminar/damBreak4phase"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"


def _boxes(text: str) -> list[tuple[str, tuple[float, float], str, tuple[float, float]]]:
    layout, _ = read_phase_layers(normalize(text))
    assert layout is not None
    return [(box.fluid, box.across, box.end, box.up) for box in layout.boxes]


def test_a_stack_said_by_thickness_and_level_and_a_block_beside_it() -> None:
    boxes = _boxes("Against the left wall, in the left 12 cm, sits a 4 cm layer of mercury "
                   "with water on top of it up to 25 cm. From 12 cm to 20 cm there is a "
                   "block of oil 18 cm tall. Air everywhere else.")
    assert boxes == [("mercury", (0.0, pytest.approx(0.12)), "low", (0.0, pytest.approx(0.04))),
                     ("water", (0.0, pytest.approx(0.12)), "low",
                      (pytest.approx(0.04), pytest.approx(0.25))),
                     ("oil", (pytest.approx(0.12), pytest.approx(0.2)), "low",
                      (0.0, pytest.approx(0.18)))]


def test_coordinates_a_bottom_length_and_the_rest_of_the_part() -> None:
    boxes = _boxes("Start: x = 0-0.1 m holds a column 0.2 m tall whose bottom 0.05 m is "
                   "mercury and the rest water; between x = 0.1 and 0.2 m a block of oil "
                   "0.15 m high; the rest of the tank is air.")
    assert boxes == [("mercury", (0.0, 0.1), "coordinates", (0.0, 0.05)),
                     ("water", (0.0, 0.1), "coordinates", (0.05, 0.2)),
                     ("oil", (0.1, 0.2), "coordinates", (0.0, 0.15))]


def test_a_part_from_the_right_wall_in_inches() -> None:
    boxes = _boxes("In the right 4 inches, a 1 inch layer of mercury at the bottom and oil "
                   "above it up to 6 inches; in the left 3 inches a column of water 8 inches "
                   "tall; air elsewhere.")
    assert [(fluid, end) for fluid, _, end, _ in boxes] == [
        ("mercury", "high"), ("oil", "high"), ("water", "low")]
    assert boxes[1][3] == (pytest.approx(0.0254), pytest.approx(0.1524))


@pytest.mark.parametrize("text", [
    # A layer's height not said: no box is guessed.
    "In the left 15 cm a layer of mercury at the bottom and water on top. Air elsewhere.",
    # One fluid: the column reader's, no layout.
    "In the left 15 cm a column of water 30 cm tall; air everywhere else.",
    "Refine the left 20 cm of the tank twice.",
])
def test_no_layout_without_every_height_or_two_phases(text: str) -> None:
    assert read_phase_layers(normalize(text))[0] is None


def _layout_rows(text: str, family: str) -> dict[str, bool]:
    rows = applied_audit(parse_spec(text), family)
    return {row.requirement: row.met for row in rows
            if "box" in row.requirement or "defaults" in row.requirement}


@pytest.mark.parametrize("family", [FOUR_PHASE, FOUR_PHASE_HEAT])
def test_each_phase_box_is_written_and_measured(family: str) -> None:
    rows = _layout_rows("Four-phase dam break. In the left 12 cm stands a column: a 4 cm "
                        "layer of mercury at the bottom and water on top of it up to 25 cm. "
                        "Next to it, from 12 cm to 20 cm, a column of oil 18 cm tall. Air "
                        "everywhere else. Run 0.2 s.", family)
    assert rows == {"setFields box of mercury (m)": True, "setFields box of water (m)": True,
                    "setFields box of oil (m)": True, "alpha.air of setFields' defaults": True}


def test_a_phase_left_to_the_rest_loses_its_box() -> None:
    rows = _layout_rows("Four-phase tank: in the left 10 cm a 3 cm layer of mercury at the "
                        "bottom and water on top of it up to 20 cm; air everywhere else. Run "
                        "0.1 s.", FOUR_PHASE)
    assert rows["no setFields box of oil"] is True
    assert rows["setFields box of water (m)"] is True


@pytest.mark.parametrize(("text", "family"), [
    # The tank is 0.584 m wide.
    ("Four-phase dam break: in the left 80 cm a 5 cm layer of mercury at the bottom and "
     "water on top of it up to 20 cm; air everywhere else. Run 0.1 s.", FOUR_PHASE),
    # damBreak keeps one liquid: the mercury and the water cannot both be its water.
    ("Dam break: in the left 10 cm a 3 cm layer of mercury at the bottom and water on top "
     "of it up to 20 cm; air everywhere else. Run 0.1 s.", DAM_BREAK),
])
def test_a_layout_the_case_cannot_hold_is_unmet(text: str, family: str) -> None:
    assert _layout_rows(text, family) == {"phases' boxes at the start": False}


def test_a_layouts_lengths_are_no_domain_size() -> None:
    spec = parse_spec("Four-phase dam break in the 0.584 m square tank: a column against the "
                      "left wall, x = 0-0.12 m, 0.25 m tall, whose bottom 0.05 m is mercury "
                      "and the rest water; from x = 0.12 m to x = 0.2 m a block of oil "
                      "0.15 m tall; air everywhere else. Run 1 s.")
    extent = spec.stated.extent
    assert extent is not None and 0.25 not in extent.value.sizes
    assert spec.geometry is None or not any(
        item.item == "x range" for item in spec.geometry.evidence)
