"""Exact solutions the suite compares with: Poiseuille, Hartmann, Blasius and Sod's Riemann problem.

Why computed and not tabulated: each follows from the run's own parameters (the viscosity, the
magnetic field, the two states of the tube as the written case holds them), so the reference is
the exact answer to the problem that actually ran.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

Values = np.ndarray[Any, np.dtype[np.float64]]


def poiseuille_velocity(y: Values, *, height: float, mean_speed: float) -> Values:
    """Fully developed laminar velocity between two plates at y = 0 and y = ``height``:
    u = 6 U (y/h)(1 - y/h), whose mean is U."""
    eta = np.asarray(y, dtype=float) / height
    return 6.0 * mean_speed * eta * (1.0 - eta)


def poiseuille_gradient(*, height: float, mean_speed: float, nu: float) -> float:
    """The kinematic pressure gradient dp/dx that drives that flow: -12 nu U / h^2."""
    return -12.0 * nu * mean_speed / height**2


def hartmann_velocity(y: Values, *, half_height: float, mean_speed: float,
                      hartmann: float) -> Values:
    """Fully developed Hartmann flow between insulating walls at y = ±a in a transverse field:
    u = U Ha (cosh Ha - cosh(Ha y/a)) / (Ha cosh Ha - sinh Ha), whose mean is U."""
    eta = np.asarray(y, dtype=float) / half_height
    return (mean_speed * hartmann * (math.cosh(hartmann) - np.cosh(hartmann * eta))
            / (hartmann * math.cosh(hartmann) - math.sinh(hartmann)))


def hartmann_number(*, field: float, half_height: float, sigma: float, rho: float,
                    nu: float) -> float:
    """Ha = B a sqrt(sigma / (rho nu)): the ratio of Lorentz to viscous forces."""
    return field * half_height * math.sqrt(sigma / (rho * nu))


#: Where the Blasius integration stops: f' is 1 to nine digits well before eta = 10.
BLASIUS_EDGE = 10.0


@cache
def blasius_wall_curvature() -> float:
    """f''(0) of f''' + f f''/2 = 0, f(0) = f'(0) = 0, f'(inf) = 1, found by shooting
    (0.33206: Cf = 0.664 / sqrt(Re_x)).

    SciPy is imported here, not at the top: every command that audits a case imports this
    module (the audit reads Nusselt numbers through it), and scipy.integrate would cost each
    of them most of a second of start-up for the Blasius layer alone.
    """
    from scipy.integrate import solve_ivp
    from scipy.optimize import brentq

    def edge_speed(curvature: float) -> float:
        solution = solve_ivp(_blasius, (0.0, BLASIUS_EDGE), (0.0, 0.0, curvature),
                             rtol=1e-10, atol=1e-12)
        return float(solution.y[1, -1]) - 1.0

    return float(brentq(edge_speed, 0.2, 0.5, xtol=1e-12))


def blasius_velocity(eta: Values) -> Values:
    """u / U_inf of the Blasius layer at eta = y sqrt(U_inf / (nu x))."""
    from scipy.integrate import solve_ivp

    solution = solve_ivp(_blasius, (0.0, BLASIUS_EDGE), (0.0, 0.0, blasius_wall_curvature()),
                         rtol=1e-10, atol=1e-12, dense_output=True)
    clipped = np.clip(np.asarray(eta, dtype=float), 0.0, BLASIUS_EDGE)
    return np.asarray(solution.sol(clipped)[1], dtype=float)


def blasius_friction(reynolds_x: Values) -> Values:
    """Local skin-friction coefficient of the Blasius layer: 2 f''(0) / sqrt(Re_x)."""
    return 2.0 * blasius_wall_curvature() / np.sqrt(np.asarray(reynolds_x, dtype=float))


def _blasius(_eta: float, state: Values) -> tuple[float, float, float]:
    f, fp, fpp = state
    return (fp, fpp, -0.5 * f * fpp)


@dataclass(frozen=True)
class GasState:
    """One side of a shock tube: density, velocity, pressure."""

    rho: float
    u: float
    p: float

    def sound_speed(self, gamma: float) -> float:
        """c = sqrt(gamma p / rho)."""
        return math.sqrt(gamma * self.p / self.rho)


@dataclass(frozen=True)
class RiemannSolution:
    """The exact solution of a Riemann problem sampled at positions: rho, u, p."""

    rho: Values
    u: Values
    p: Values


def _wave(p: float, side: GasState, gamma: float) -> tuple[float, float]:
    """Toro's f_K(p) and its derivative: the velocity change across a shock (p > p_K) or a
    rarefaction (p <= p_K) joining the side's state to pressure p."""
    c = side.sound_speed(gamma)
    if p > side.p:
        a = 2.0 / ((gamma + 1.0) * side.rho)
        b = (gamma - 1.0) / (gamma + 1.0) * side.p
        root = math.sqrt(a / (p + b))
        return (p - side.p) * root, root * (1.0 - 0.5 * (p - side.p) / (p + b))
    ratio = p / side.p
    exponent = (gamma - 1.0) / (2.0 * gamma)
    value = 2.0 * c / (gamma - 1.0) * (ratio**exponent - 1.0)
    return value, ratio ** (-(gamma + 1.0) / (2.0 * gamma)) / (side.rho * c)


def star_state(left: GasState, right: GasState, gamma: float) -> tuple[float, float]:
    """Pressure and velocity between the two waves, by Newton's method on
    f_L(p) + f_R(p) + u_R - u_L = 0 (Toro, Riemann Solvers and Numerical Methods, ch. 4)."""
    p = 0.5 * (left.p + right.p)
    for _ in range(100):
        f_left, d_left = _wave(p, left, gamma)
        f_right, d_right = _wave(p, right, gamma)
        step = (f_left + f_right + right.u - left.u) / (d_left + d_right)
        p = max(p - step, 1e-12 * p)
        if abs(step) < 1e-14 * p:
            break
    f_left, _ = _wave(p, left, gamma)
    f_right, _ = _wave(p, right, gamma)
    return p, 0.5 * (left.u + right.u) + 0.5 * (f_right - f_left)


def riemann(x: Values, *, time: float, interface: float, left: GasState, right: GasState,
            gamma: float) -> RiemannSolution:
    """The exact solution at positions ``x`` and ``time`` of a tube whose two states meet at
    ``interface`` at time 0."""
    p_star, u_star = star_state(left, right, gamma)
    speeds = (np.asarray(x, dtype=float) - interface) / time
    rho = np.empty_like(speeds)
    u = np.empty_like(speeds)
    p = np.empty_like(speeds)
    g1 = (gamma - 1.0) / (gamma + 1.0)
    for index, s in enumerate(speeds):
        side, sign = (left, 1.0) if s <= u_star else (right, -1.0)
        c = side.sound_speed(gamma)
        ratio = p_star / side.p
        if p_star > side.p:
            shock = side.u - sign * c * math.sqrt((gamma + 1) / (2 * gamma) * ratio
                                                  + (gamma - 1) / (2 * gamma))
            beyond = (s < shock) if sign > 0 else (s > shock)
            state = (side.rho, side.u, side.p) if beyond else (
                side.rho * (ratio + g1) / (g1 * ratio + 1.0), u_star, p_star)
        else:
            c_star = c * ratio ** ((gamma - 1.0) / (2.0 * gamma))
            head = side.u - sign * c
            tail = u_star - sign * c_star
            if (s < head) if sign > 0 else (s > head):
                state = (side.rho, side.u, side.p)
            elif (s > tail) if sign > 0 else (s < tail):
                state = (side.rho * ratio ** (1.0 / gamma), u_star, p_star)
            else:
                fan = 2.0 / (gamma + 1.0) + sign * g1 / c * (side.u - s)
                state = (side.rho * fan ** (2.0 / (gamma - 1.0)),
                         2.0 / (gamma + 1.0) * (sign * c + 0.5 * (gamma - 1.0) * side.u + s),
                         side.p * fan ** (2.0 * gamma / (gamma - 1.0)))
        rho[index], u[index], p[index] = state
    return RiemannSolution(rho=rho, u=u, p=p)
