"""The wall Nusselt number's arithmetic: exact for a quadratic profile, 1 for pure conduction,
and first-order OpenFOAM-style differencing would not be."""

from __future__ import annotations

import numpy as np
import pytest

from foam_agent.agents.validation.nusselt import (
    NusseltError,
    Wall,
    local_nusselt,
    mean_nusselt,
    wall_gradient,
)


def _grid(cells: int, length: float) -> np.ndarray:
    """Cell centres of a uniform ``cells`` x ``cells`` square of side ``length``, z = 0."""
    step = length / cells
    x, y = np.meshgrid((np.arange(cells) + 0.5) * step, (np.arange(cells) + 0.5) * step)
    return np.column_stack([x.ravel(), y.ravel(), np.zeros(x.size)])


def _hot_wall(cells: int, length: float, temperature: float) -> Wall:
    step = length / cells
    y = (np.arange(cells) + 0.5) * step
    return Wall(np.column_stack([np.zeros(cells), y, np.zeros(cells)]),
                np.full(cells, step * 0.1), np.full(cells, temperature), normal=0)


def test_the_gradient_is_exact_for_a_parabola_and_first_order_differencing_is_not() -> None:
    def profile(x: np.ndarray) -> np.ndarray:
        return 3.0 - 2.0 * x + 7.0 * x * x  # dT/dx(0) = -2

    d_near, d_far = np.array([0.05]), np.array([0.15])
    exact = wall_gradient(np.array([3.0]), profile(d_near), profile(d_far), d_near, d_far)
    assert exact[0] == pytest.approx(-2.0, rel=1e-12)
    first_order = (profile(d_near) - 3.0) / d_near
    assert abs(first_order[0] + 2.0) > 0.3


def test_pure_conduction_has_nusselt_number_one() -> None:
    length, hot, cold = 0.02, 305.0, 295.0
    centres = _grid(20, length)
    temperature = hot - (hot - cold) * centres[:, 0] / length
    wall = _hot_wall(20, length, hot)
    local = local_nusselt(wall, centres, temperature, length, hot - cold)
    assert np.allclose(local, 1.0, rtol=1e-9)
    assert mean_nusselt(wall, local) == pytest.approx(1.0, rel=1e-9)


def test_a_thinner_layer_gives_more_heat_and_the_mean_weights_by_area() -> None:
    length, hot, cold = 1.0, 1.0, 0.0
    centres = _grid(40, length)
    temperature = np.exp(-4.0 * centres[:, 0])  # dT/dx(0) = -4: Nu = 4 (to the scheme's error)
    wall = _hot_wall(40, length, hot)
    local = local_nusselt(wall, centres, temperature, length, hot - cold)
    assert np.allclose(local, 4.0, rtol=2e-3)
    weighted = Wall(wall.centres, np.where(wall.centres[:, 1] < 0.5, 3.0, 1.0),
                    wall.temperature, 0)
    halves = np.where(wall.centres[:, 1] < 0.5, 2.0, 6.0)
    assert mean_nusselt(weighted, halves) == pytest.approx((3 * 2.0 + 6.0) / 4.0)


def test_a_wall_with_one_cell_beside_it_is_refused() -> None:
    centres = np.array([[0.5, 0.5, 0.0]])
    wall = _hot_wall(1, 1.0, 1.0)
    with pytest.raises(NusseltError, match="fewer than two cells"):
        local_nusselt(wall, centres, np.array([0.5]), 1.0, 1.0)
