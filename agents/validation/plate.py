"""The laminar boundary layer of a flat plate, measured in a finished case and held against
Blasius' exact solution.

Why from the case and not the request: the plate's leading edge and length are where the
case's wall faces lie, the free stream is the inlet's velocity and the viscosity the case's
own, so the reference is Blasius' layer for the flow that actually ran. The profile is compared
in the similarity variable eta = y sqrt(U / (nu x)), x from the leading edge; the wall shear
is the second-order one-sided gradient through the two cells nearest the wall (u = 0 at it),
so Cf sqrt(Re_x) is compared with Blasius' 0.664 without a function object in the case.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.validation.comparison import Comparison, Series, Tolerance, rms
from foam_agent.agents.validation.exact import (
    blasius_friction,
    blasius_velocity,
    blasius_wall_curvature,
)
from foam_agent.agents.validation.measures import Measure, _number
from foam_agent.agents.validation.references import analytic
from foam_agent.agents.validation.sampling import (
    CaseFields,
    SamplingError,
    cell_column,
    mesh_points_and_faces,
    read_case_fields,
    read_properties,
)

#: The stations where the profile is compared, as fractions of the plate's length from its
#: leading edge: past the leading edge's singular region, clear of the outlet.
STATIONS = (0.5, 0.8)
#: The stretch of the plate over which Cf sqrt(Re_x) is compared (fractions of its length):
#: the first 20 % holds the leading edge's singularity, whose cells a graded mesh cannot
#: resolve; the last 5 % is beside the outlet.
FRICTION_SPAN = (0.2, 0.95)
#: The profile is compared up to this eta: the layer (u = 0.99 U at 4.9) and the stream above.
PROFILE_EDGE = 8.0
CURVE_POINTS = 201


def _wall_extent(case_dir: Path, fields: CaseFields) -> tuple[float, float, float]:
    """The plate's leading and trailing edge (x) and its height (y): the points of the wall
    faces at the wall's lowest height."""
    points, faces = mesh_points_and_faces(case_dir)
    walls = [index for start, count, kind in fields.patch_faces.values() if kind == "wall"
             for index in range(start, start + count)]
    if not walls:
        raise SamplingError("the case has no wall: no plate")
    labels = np.unique(np.concatenate([np.asarray(faces[index], dtype=int) for index in walls]))
    corners = points[labels]
    floor = float(corners[:, 1].min())
    on_floor = corners[np.abs(corners[:, 1] - floor) <= 1e-9 * max(1.0, abs(floor))]
    return float(on_floor[:, 0].min()), float(on_floor[:, 0].max()), floor


def _free_stream(fields: CaseFields) -> float:
    """The inlet's x-velocity: the mean of the boundary values at the domain's upstream end."""
    samples = fields.samples("U", 0)
    low = float(samples.points[:, 0].min())
    span = float(np.ptp(samples.points[:, 0])) or 1.0
    at_inlet = np.abs(samples.points[:, 0] - low) <= 1e-9 * span
    speed = float(np.mean(samples.values[at_inlet])) if at_inlet.any() else 0.0
    if speed <= 0.0:
        raise SamplingError("no inflow speed at the inlet (x = min)")
    return speed


def _column(fields: CaseFields, u: Any, x: float, wall: float) -> tuple[Any, Any, float]:
    """Heights above the wall and u of the cell column nearest ``x``, wall first."""
    station = cell_column(fields, across=0, near=x)
    span = float(np.ptp(fields.centres[:, 0])) or 1.0
    chosen = np.abs(fields.centres[:, 0] - station) <= 1e-9 * span
    order = np.argsort(fields.centres[chosen, 1])
    return fields.centres[chosen, 1][order] - wall, u[chosen][order], station


def _wall_gradient(heights: Any, speeds: Any) -> float:
    """du/dy at the wall (u = 0 there) through the two nearest cell centres, second order."""
    y1, y2 = float(heights[0]), float(heights[1])
    u1, u2 = float(speeds[0]), float(speeds[1])
    return (u1 * y2 * y2 - u2 * y1 * y1) / (y1 * y2 * (y2 - y1))


def blasius_plate(profile_tolerance: Tolerance, friction_tolerance: Tolerance) -> Measure:
    """u / U against Blasius' profile at :data:`STATIONS`, and Cf sqrt(Re_x) along the plate
    against 2 f''(0) = 0.664."""

    def measure(case_dir: Path) -> list[Comparison]:
        fields = read_case_fields(case_dir)
        leading, trailing, wall = _wall_extent(case_dir, fields)
        length = trailing - leading
        speed = _free_stream(fields)
        nu = _number(read_properties(case_dir, "constant/transportProperties"), "nu")
        velocity = fields.field("U", vector=True).internal
        assert velocity is not None  # CaseFields.field refuses a field without interior values
        u = velocity[:, 0]
        source = analytic("Blasius boundary layer",
                          f"f''' + f f''/2 = 0 by shooting, f''(0) = "
                          f"{blasius_wall_curvature():.5f}")
        found: list[Comparison] = []
        curve = np.linspace(0.0, PROFILE_EDGE, CURVE_POINTS)
        for fraction in STATIONS:
            heights, speeds, station = _column(fields, u, leading + fraction * length, wall)
            x = station - leading
            eta = heights * np.sqrt(speed / (nu * x))
            inside = eta <= PROFILE_EDGE
            if inside.sum() < 3:
                raise SamplingError(f"fewer than 3 cells across the layer at x = {x:.3g} m")
            computed = speeds[inside] / speed
            found.append(Comparison(
                quantity=f"u / U across the layer at x = {x:.3g} m "
                         f"(Re_x = {speed * x / nu:.3g}, {int(inside.sum())} cells)",
                norm=f"RMS difference at the cell centres with eta <= {PROFILE_EDGE:g}, by U",
                error=rms(computed - blasius_velocity(eta[inside])),
                tolerance=profile_tolerance, reference=source,
                computed=Series.of("foam-agent", eta[inside], computed),
                expected=Series.of("Blasius", curve, blasius_velocity(curve)),
                axes=("eta = y sqrt(U / (nu x))", "u / U"), swap=True))
        stations = [cell_column(fields, across=0, near=leading + f * length)
                    for f in FRICTION_SPAN]
        span = float(np.ptp(fields.centres[:, 0])) or 1.0
        columns = np.unique(np.round(fields.centres[:, 0] / (1e-9 * span)).astype(np.int64))
        xs, scaled = [], []
        for key in columns:
            column_x = float(key) * 1e-9 * span
            if not stations[0] - 1e-9 * span <= column_x <= stations[1] + 1e-9 * span:
                continue
            heights, speeds, station = _column(fields, u, column_x, wall)
            x = station - leading
            friction = 2.0 * nu * _wall_gradient(heights, speeds) / speed ** 2
            xs.append(x / length)
            scaled.append(friction * np.sqrt(speed * x / nu))
        if len(xs) < 2:
            raise SamplingError("fewer than two cell columns along the plate")
        exact = float(blasius_friction(np.array([1.0]))[0])
        values = np.asarray(scaled)
        found.append(Comparison(
            quantity=f"skin friction Cf sqrt(Re_x) on x = {FRICTION_SPAN[0]:g}-"
                     f"{FRICTION_SPAN[1]:g} L (mean {float(np.mean(values)):.4f})",
            norm=f"RMS relative difference from {exact:.4f} at the {len(xs)} wall cells",
            error=rms(values / exact - 1.0), tolerance=friction_tolerance, reference=source,
            computed=Series.of("foam-agent", xs, values),
            expected=Series.of("Blasius 0.664", [xs[0], xs[-1]], [exact, exact]),
            axes=("x / L from the leading edge", "Cf sqrt(Re_x)")))
        return found

    return measure
