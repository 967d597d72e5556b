"""What a field picture says: axes in metres at round ticks, the unit of each field from its
file, the patches named, arrows over the velocity, and the run's moment (an iteration for a
steady solver, a time for a transient one). Read from the drawing's own account (the panels),
and checked against the case's files read separately."""

from __future__ import annotations

from collections.abc import Callable
from math import floor, log10
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from foam_agent.agents.pictures.fields import draw_fields, is_steady, picture_name
from foam_agent.agents.pictures.units import field_unit, unit_text
from foam_agent.foamcase.case.vocabulary import Dimensions
from tests.pictures.conftest import PITZ_ITERATIONS

#: A picture with fewer distinct colours is blank or a flat fill, not a drawn field.
MIN_COLOURS = 50


def _is_round_step(ticks: tuple[float, ...]) -> bool:
    """Evenly spaced by 1, 2 or 5 times a power of ten, each a whole multiple of the step."""
    steps = np.diff(ticks)
    if len(ticks) < 2 or not np.allclose(steps, steps[0]):
        return False
    step = float(steps[0])
    mantissa = step / 10 ** floor(log10(step))
    multiples = np.asarray(ticks) / step
    return (any(np.isclose(mantissa, m) for m in (1, 2, 5, 10))
            and np.allclose(multiples, np.rint(multiples), atol=1e-6))


@pytest.mark.parametrize(("dimensions", "text"), [
    ((0, 1, -1, 0, 0, 0, 0), "m/s"),
    ((0, 2, -2, 0, 0, 0, 0), "m²/s²"),
    ((1, -1, -2, 0, 0, 0, 0), "Pa"),
    ((0, 2, -1, 0, 0, 0, 0), "m²/s"),
    ((0, 0, 0, 1, 0, 0, 0), "K"),
    ((0, 0, -1, 0, 0, 0, 0), "1/s"),
    ((0, 2, -3, 0, 0, 0, 0), "m²/s³"),
    ((0, 0, 0, 0, 0, 0, 0), "1"),
])
def test_unit_text_from_dimensions(dimensions: Dimensions, text: str) -> None:
    assert unit_text(dimensions) == text


def test_a_compressible_pressure_is_in_pascal(tutorial_case: Callable[[str], Path]) -> None:
    """The unit comes from the file: rhoSimpleFoam's p is a pressure, icoFoam's is kinematic."""
    case = tutorial_case("compressible/rhoSimpleFoam/squareBend")
    assert field_unit(case, 0.0, "p") == "Pa"
    assert field_unit(case, 0.0, "T") == "K"
    assert field_unit(case, 0.0, "U") == "m/s"
    assert field_unit(case, 0.0, "no-such-field") is None


def test_transient_cavity_panels_say_axes_units_time_and_patches(ran_cavity: Path) -> None:
    picture = draw_fields(ran_cavity)
    assert picture.path == ran_cavity / "fields.png"
    assert picture.moment == "t = 0.5 s"
    assert picture.plane == "z = 0.005 m"
    pixels = np.asarray(Image.open(picture.path).convert("RGB"))
    assert len(np.unique(pixels.reshape(-1, 3), axis=0)) >= MIN_COLOURS
    by_field = {panel.field: panel for panel in picture.panels}
    assert set(by_field) == {"U", "p"}
    assert (by_field["U"].label, by_field["U"].unit) == ("|U|", "m/s")
    assert (by_field["p"].label, by_field["p"].unit) == ("p", "m²/s²")
    for panel in picture.panels:
        assert panel.axis_labels == ("x [m]", "y [m]")
        assert panel.title.startswith(f"{panel.label} [{panel.unit}], t = 0.5 s")
        across, up = panel.axis_ticks
        # The cavity is 0.1 m square: ticks from 0 to 0.1 m on both axes.
        assert across[0] == 0 and across[-1] == pytest.approx(0.1)
        assert up[0] == 0 and up[-1] == pytest.approx(0.1)
        for ticks in (across, up, panel.colour_ticks):
            assert len(ticks) >= 3 and _is_round_step(ticks), ticks
        assert all(panel.low <= tick <= panel.high for tick in panel.colour_ticks)
        assert panel.patches == ("movingWall", "fixedWalls")
    # Arrows show the lid-driven vortex on the velocity, not on the pressure.
    assert by_field["U"].arrows > 100
    assert by_field["p"].arrows == 0


def test_steady_run_is_labelled_by_iteration(ran_pitz_daily: Path) -> None:
    assert is_steady(ran_pitz_daily)
    picture = draw_fields(ran_pitz_daily)
    assert picture.moment == f"iteration {PITZ_ITERATIONS}"
    for panel in picture.panels:
        assert f"iteration {PITZ_ITERATIONS}" in panel.title and "t =" not in panel.title
        assert set(panel.patches) == {"inlet", "outlet", "upperWall", "lowerWall"}
        across, up = panel.axis_ticks
        # The step's domain runs from x = -0.0206 m to 0.29 m.
        assert across[0] == 0 and across[-1] == pytest.approx(0.25)
        assert _is_round_step(across) and _is_round_step(up)


def test_the_transient_cavity_is_not_steady(ran_cavity: Path) -> None:
    assert not is_steady(ran_cavity)


def test_one_file_per_field_and_time(ran_cavity: Path) -> None:
    assert picture_name(None, None) == "fields.png"
    assert picture_name("nut", None) == "fields-nut.png"
    assert picture_name("p", 0.3) == "fields-p-t0.3.png"
    assert picture_name("../x", None) == "fields-.._x.png"
    both = draw_fields(ran_cavity)
    before = both.path.read_bytes()
    alone = draw_fields(ran_cavity, field="p")
    assert alone.path == ran_cavity / "fields-p.png"
    assert [panel.field for panel in alone.panels] == ["p"]
    assert both.path.read_bytes() == before
