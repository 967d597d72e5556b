"""The exact solutions against published values and their own defining properties."""

from __future__ import annotations

import math

import numpy as np
import pytest

from foam_agent.agents.validation.exact import (
    GasState,
    blasius_friction,
    blasius_velocity,
    blasius_wall_curvature,
    hartmann_number,
    hartmann_velocity,
    poiseuille_gradient,
    poiseuille_velocity,
    riemann,
    star_state,
)

SOD_LEFT = GasState(rho=1.0, u=0.0, p=1.0)
SOD_RIGHT = GasState(rho=0.125, u=0.0, p=0.1)


def test_sod_star_state_matches_toro_table_4_2() -> None:
    """Toro (2009), Riemann Solvers and Numerical Methods, Table 4.2, test 1: p* 0.30313,
    u* 0.92745."""
    pressure, velocity = star_state(SOD_LEFT, SOD_RIGHT, 1.4)
    assert pressure == pytest.approx(0.30313, abs=5e-6)
    assert velocity == pytest.approx(0.92745, abs=5e-6)


def test_sod_solution_has_toro_star_densities_and_untouched_ends() -> None:
    """Left of the contact rho*L = 0.42632, right of it rho*R = 0.26557 (Table 4.2); the
    states far from the waves are the initial ones."""
    x = np.array([-0.49, 0.1, 0.3, 0.49])
    solution = riemann(x, time=0.2, interface=0.0, left=SOD_LEFT, right=SOD_RIGHT, gamma=1.4)
    assert solution.rho[0] == pytest.approx(1.0)
    assert solution.rho[1] == pytest.approx(0.42632, abs=5e-5)
    assert solution.rho[2] == pytest.approx(0.26557, abs=5e-5)
    assert solution.rho[3] == pytest.approx(0.125)
    assert solution.u[1] == pytest.approx(0.92745, abs=5e-5)
    assert solution.p[3] == pytest.approx(0.1)


def test_rarefaction_is_continuous_and_isentropic() -> None:
    """Inside the fan p / rho^gamma stays the left state's, and u rises from 0 to u*."""
    x = np.linspace(-0.5, -0.01, 200)
    solution = riemann(x, time=0.2, interface=0.0, left=SOD_LEFT, right=SOD_RIGHT, gamma=1.4)
    assert np.allclose(solution.p / solution.rho**1.4, 1.0)
    assert np.all(np.diff(solution.u) >= -1e-12)
    assert np.max(np.abs(np.diff(solution.u))) < 0.05


def test_blasius_wall_curvature_and_friction() -> None:
    """f''(0) = 0.33206 and Cf sqrt(Re_x) = 0.664 (Schlichting, Boundary-Layer Theory)."""
    assert blasius_wall_curvature() == pytest.approx(0.332057, abs=2e-6)
    assert float(blasius_friction(np.array([1e4]))[0]) * 100.0 == pytest.approx(0.66411,
                                                                                  abs=1e-4)
    assert float(blasius_velocity(np.array([5.0]))[0]) == pytest.approx(0.99155, abs=1e-4)


def test_poiseuille_mean_and_gradient() -> None:
    y = np.linspace(0.0, 0.1, 20001)
    u = poiseuille_velocity(y, height=0.1, mean_speed=0.01)
    assert np.trapezoid(u, y) / 0.1 == pytest.approx(0.01, rel=1e-6)
    assert u.max() == pytest.approx(0.015, rel=1e-6)
    assert poiseuille_gradient(height=0.1, mean_speed=0.01, nu=1e-4) == pytest.approx(-1.2e-3)


def test_hartmann_mean_is_the_mean_speed_and_weak_fields_give_poiseuille() -> None:
    y = np.linspace(-1.0, 1.0, 40001)
    strong = hartmann_velocity(y, half_height=1.0, mean_speed=1.0, hartmann=20.0)
    assert np.trapezoid(strong, y) / 2.0 == pytest.approx(1.0, rel=1e-6)
    assert strong.max() == pytest.approx(20.0 * (math.cosh(20) - 1)
                                         / (20.0 * math.cosh(20) - math.sinh(20)))
    weak = hartmann_velocity(y, half_height=1.0, mean_speed=1.0, hartmann=1e-3)
    assert weak.max() == pytest.approx(1.5, rel=1e-5)
    assert hartmann_number(field=20.0, half_height=1.0, sigma=1.0, rho=1.0,
                           nu=1.0) == pytest.approx(20.0)
