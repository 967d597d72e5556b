"""read_geometry on the five FoamBench Advanced obstacle prompts and on other wordings.

Each expected value is written from the prompt by hand, in metres; the parser's own tables are
not used to compute it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from foam_agent.agents.spec.geometry import read_geometry

FOAMBENCH = Path("/work/shared/foambench")
OBSTACLE_CASES = ("Double_Square_SA", "Diamond_Obstacle_SA", "Diamond_Obstacle_KOMEGASST",
                  "Rectangular_Obstacle_SA", "Rectangular_Obstacle_KOMEGASST")


@dataclass(frozen=True)
class Expected:
    kind: str
    lower: tuple[float | None, ...] = (None, None, None)
    upper: tuple[float | None, ...] = (None, None, None)
    #: (shape, width, height, centre) per obstacle.
    obstacles: tuple[tuple[str, float | None, float | None, tuple[float, float] | None], ...] = ()
    two_d: bool | None = None
    cells: tuple[int, int, int | None] | None = None
    max_cells: int | None = None
    blockage: float | None = None
    lateral: str | None = None
    unused: tuple[str, ...] = field(default=())


FOAMBENCH_EXPECTED = {
    "Double_Square_SA": Expected(
        "obstacles_in_channel", (0, 0, -0.5), (5, 2.5, 0.5),
        (("square", 1, 1, (1.5, 1.25)), ("square", 1, 1, (3.5, 1.25))), True, max_cells=5000,
        lateral="wall"),
    "Diamond_Obstacle_SA": Expected(
        "obstacles_in_channel", (0, 0, -0.5), (15, 5, 0.5), (("diamond", 1, 1, (2.5, 2.5)),),
        True, max_cells=10000, lateral="wall"),
    "Rectangular_Obstacle_SA": Expected(
        "obstacles_in_channel", (0, 0, -0.5), (15, 5, 0.5),
        (("rectangle", 1, 1, (2.5, 2.5)),), True, max_cells=60000, lateral="wall"),
}
FOAMBENCH_EXPECTED["Diamond_Obstacle_KOMEGASST"] = FOAMBENCH_EXPECTED["Diamond_Obstacle_SA"]
FOAMBENCH_EXPECTED["Rectangular_Obstacle_KOMEGASST"] = \
    FOAMBENCH_EXPECTED["Rectangular_Obstacle_SA"]

OTHER_WORDINGS: list[tuple[str, Expected]] = [
    ("Laminar flow past a circular cylinder at Re = 100",
     Expected("obstacles_in_channel", obstacles=(("circle", None, None, None),))),
    ("2D channel, 2.2 m long and 0.41 m high, with a cylinder of diameter 0.1 m centred at "
     "(0.2, 0.2); no-slip top and bottom walls.",
     Expected("obstacles_in_channel", (0, 0, None), (2.2, 0.41, None),
              (("circle", 0.1, 0.1, (0.2, 0.2)),), True, lateral="wall")),
    ("square cyl. side 10 mm, at x=50 mm y=25 mm, domain 300 mm x 50 mm, max 8000 cells",
     Expected("obstacles_in_channel", (0, 0, None), (0.3, 0.05, None),
              (("square", 0.01, 0.01, (0.05, 0.025)),), max_cells=8000)),
    ("I would like to simulate the flow around an elliptical cylinder. The ellipse has axes "
     "of 4 in and 2 in and is centred at (10 in, 5 in) in a 40 in x 10 in channel. Please use "
     "a three-dimensional mesh.",
     Expected("obstacles_in_channel", (0, 0, None), (1.016, 0.254, None),
              (("ellipse", 0.1016, 0.0508, (0.254, 0.127)),), False, lateral="wall")),
    ("diamond (square rotated 45 degrees), diagonal 2 cm, centred at (5 cm, 2 cm); the domain "
     "spans 0 to 20 cm in x and 0 to 4 cm in y; free-slip top and bottom; two-dimensional",
     Expected("obstacles_in_channel", (0, 0, None), (0.2, 0.04, None),
              (("diamond", 0.02, 0.02, (0.05, 0.02)),), True, lateral="slip")),
    ("Rectangular block 3 cm wide and 1 cm high located at (0.1, 0.02) in a duct; x from 0 to "
     "0.5, y from 0 to 0.04",
     Expected("obstacles_in_channel", (0, 0, None), (0.5, 0.04, None),
              (("rectangle", 0.03, 0.01, (0.1, 0.02)),), lateral="wall")),
    ("cylinder radius 5 cm, blockage ratio 20%, unconfined 2D flow",
     Expected("obstacles_in_channel", obstacles=(("circle", 0.1, 0.1, None),), two_d=True,
              blockage=0.2, lateral="slip")),
    ("backward-facing step, step height 1 cm, channel 20 cm x 2 cm, 200x40 cells",
     Expected("backward_step", (0, 0, None), (0.2, 0.02, None), cells=(200, 40, None),
              lateral="wall")),
    ("Lid-driven cavity flow at Re 400 on a 40 x 40 grid",
     Expected("cavity", cells=(40, 40, None))),
    ("Flow over three square obstacles of side 0.5 m: the first centred at (2, 1), the second "
     "centred at (4, 1) and the third centred at (6, 1). Domain 0 to 10 in x, 0 to 2 in y.",
     Expected("obstacles_in_channel", (0, 0, None), (10, 2, None),
              (("square", 0.5, 0.5, (2, 1)), ("square", 0.5, 0.5, (4, 1)),
               ("square", 0.5, 0.5, (6, 1))))),
]


def _check(reading_prompt: str, expected: Expected) -> None:
    reading = read_geometry(reading_prompt)
    geometry = reading.geometry
    assert geometry is not None
    assert geometry.kind == expected.kind
    for axis in range(3):
        assert geometry.lower[axis] == pytest.approx(expected.lower[axis]), axis
        assert geometry.upper[axis] == pytest.approx(expected.upper[axis]), axis
    got = [(o.shape, o.width, o.height, o.centre) for o in geometry.obstacles]
    assert len(got) == len(expected.obstacles), got
    for (shape, width, height, centre), want in zip(got, expected.obstacles, strict=True):
        assert shape == want[0]
        assert width == pytest.approx(want[1])
        assert height == pytest.approx(want[2])
        assert centre == (pytest.approx(want[3]) if want[3] is not None else None)
    assert geometry.two_d is expected.two_d
    assert geometry.cells == expected.cells
    assert geometry.max_cells == expected.max_cells
    assert geometry.blockage == pytest.approx(expected.blockage)
    assert geometry.lateral == expected.lateral
    for start, end in reading.spans:
        assert 0 <= start < end <= len(reading_prompt)


@pytest.mark.parametrize("dataset", ["FoamBench_advanced.json", "FoamBench_advanced_v1.json"])
@pytest.mark.parametrize("case", OBSTACLE_CASES)
def test_foambench_obstacle_prompts(dataset: str, case: str) -> None:
    prompt = json.loads((FOAMBENCH / dataset).read_text())[case]["usr_requirement"]
    _check(prompt, FOAMBENCH_EXPECTED[case])


@pytest.mark.parametrize(("prompt", "expected"), OTHER_WORDINGS,
                         ids=[prompt[:40] for prompt, _ in OTHER_WORDINGS])
def test_other_wordings(prompt: str, expected: Expected) -> None:
    _check(prompt, expected)


def test_every_geometry_number_of_a_foambench_prompt_is_in_a_span() -> None:
    """The numbers of the geometry sentences (extents, sizes, centres, the cell bound) are all
    inside the spans the reader reports, so none is left as 'not understood'."""
    prompt = json.loads((FOAMBENCH / "FoamBench_advanced_v1.json").read_text())[
        "Double_Square_SA"]["usr_requirement"]
    reading = read_geometry(prompt)
    for number in ("0 to 5", "2.5 in y", "-0.5 to 0.5", "1.5 x 1.25 x 0.0", "3.5 x 1.25 x 0.0",
                   "5000"):
        start = prompt.index(number)
        assert any(low <= start and start + len(number) <= high for low, high in reading.spans), \
            number
    diamond = json.loads((FOAMBENCH / "FoamBench_advanced_v1.json").read_text())[
        "Diamond_Obstacle_SA"]["usr_requirement"]
    start = diamond.index("45 degrees")
    assert any(low <= start < high for low, high in read_geometry(diamond).spans)


def test_prompt_without_geometry_reads_as_none() -> None:
    reading = read_geometry("Run icoFoam with nu 0.01 m2/s until 0.5 s.")
    assert reading.geometry is None
    assert reading.spans == ()


@pytest.mark.parametrize("prompt", [
    "Dam break: a 0.3 m wide water column collapses in a 1 m tank; simulate 1 second.",
    "A 5 cm wide inlet at the left of the box lets air in.",
    "Hot air rises from a 0.2 m wide heater on the floor.",
])
def test_the_size_of_a_part_named_after_it_is_not_the_domains(prompt: str) -> None:
    """"a 0.3 m wide water column" sizes the column: read as the domain, it was an unmet
    requirement the case could never meet (the tank is 0.584 m high)."""
    geometry = read_geometry(prompt).geometry
    assert geometry is None or geometry.size(1) is None


@pytest.mark.parametrize("prompt", [
    "pitzDaily backward-facing step: keep the time step of 0.0001 second, run to 0.2 s",
    "backward-facing step; time step of 0.001 s",
    "a backward facing step with a step of 2 kg of tracer",
])
def test_a_number_in_another_quantity_s_unit_is_no_size(prompt: str) -> None:
    """A step's height is a length: a number with a unit of time or mass after it is not one,
    whatever word stands before it (a time step became a 0.1 mm step height)."""
    reading = read_geometry(prompt)
    assert reading.geometry is None or reading.geometry.step_height is None


@pytest.mark.parametrize(("prompt", "height"), [
    ("backward facing step, step height 25 mm, inlet 10 m/s", 0.025),
    ("backward facing step, step height of 0.05, inlet 10 m/s", 0.05),
    ("a backward-facing step with a step of 0.0254 m and a 10 m/s inflow", 0.0254),
])
def test_a_step_height_with_a_length_or_no_unit_is_read(prompt: str, height: float) -> None:
    reading = read_geometry(prompt)
    assert reading.geometry is not None and reading.geometry.step_height == pytest.approx(height)
