"""How each validation flow is measured in a finished case and held against its reference.

Why factories: a case's tolerances are its data (:mod:`foam_agent.agents.validation.cases`);
each factory takes them and returns the function that reads a finished case and returns its
comparisons, so the same measurement serves the cavity at three Reynolds numbers. Every size
and speed is read from the case as it ran (its mesh, its boundary values, its properties),
never from the request's words: the comparison judges the case, the audit judges the words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.geometry.strouhal import CYCLES, StrouhalError, lift_signal, shedding
from foam_agent.agents.physics.reading import entries, read_field, read_text
from foam_agent.agents.spec.derive import gas_properties
from foam_agent.agents.validation.comparison import (
    Comparison,
    Series,
    Tolerance,
    relative,
    rms,
)
from foam_agent.agents.validation.exact import (
    GasState,
    hartmann_number,
    hartmann_velocity,
    poiseuille_gradient,
    poiseuille_velocity,
    riemann,
)
from foam_agent.agents.validation.nusselt import wall_nusselt
from foam_agent.agents.validation.references import (
    CYLINDER_DRAG,
    CYLINDER_STROUHAL,
    DE_VAHL_DAVIS_1983,
    DE_VAHL_DAVIS_NU,
    GHIA_1982,
    GHIA_U,
    GHIA_V,
    analytic,
)
from foam_agent.agents.validation.sampling import (
    CaseFields,
    Samples,
    SamplingError,
    cell_column,
    profile,
    read_case_fields,
    read_properties,
)

Measure = Callable[[Path], list[Comparison]]
#: Points of a drawn profile.
CURVE_POINTS = 201
#: Where a channel's profile is taken, as a fraction of its length from the inlet: past the
#: entrance length of these laminar flows (0.06 Re h), clear of the outlet.
DEVELOPED_AT = 0.75
#: The stretch of a channel's centreline over which the pressure gradient is fitted.
GRADIENT_SPAN = (0.5, 0.9)
#: How far (relative) a heated cavity's Rayleigh number may lie from one de Vahl Davis
#: tabulates: his Nusselt numbers vary as about Ra^0.3, so 1 % in Ra moves Nu by 0.3 %.
RAYLEIGH_MATCH = 0.01


def _box(samples: Samples) -> tuple[Any, Any]:
    return samples.points.min(axis=0), samples.points.max(axis=0)


def _inflow_speed(samples: Samples, low: float) -> float:
    """The mean x-velocity the boundary gives at x = ``low`` (the inlet)."""
    span = float(np.ptp(samples.points[:, 0])) or 1.0
    at_inlet = np.abs(samples.points[:, 0] - low) <= 1e-9 * span
    if not at_inlet.any():
        raise SamplingError("no boundary value at the inlet (x = min)")
    return float(np.mean(samples.values[at_inlet]))


def cavity(reynolds: int, tolerance: Tolerance) -> Measure:
    """u on the vertical and v on the horizontal centreline against Ghia et al. (1982),
    lengths by the cavity's side and speeds by the lid's."""

    def measure(case_dir: Path) -> list[Comparison]:
        fields = read_case_fields(case_dir)
        found = []
        for component, table, along, name in ((0, GHIA_U[reynolds], 1, "u"),
                                              (1, GHIA_V[reynolds], 0, "v")):
            samples = fields.samples("U", component)
            lid = float(np.max(fields.samples("U", 0).values))
            low, high = _box(samples)
            across = 1 - along
            side = float(high[along] - low[along])
            middle = float(low[across] + 0.5 * (high[across] - low[across]))
            positions, values = table.used()
            at = low[along] + np.asarray(positions) * side
            computed = profile(samples, along=along, across=across, at=middle,
                               positions=at) / lid
            curve = np.linspace(0.0, 1.0, CURVE_POINTS)
            drawn = profile(samples, along=along, across=across, at=middle,
                            positions=low[along] + curve * side) / lid
            line = "x = 0.5 L" if along == 1 else "y = 0.5 L"
            position = "y / L" if along == 1 else "x / L"
            found.append(Comparison(
                quantity=f"{name} / U_lid on {line}",
                norm=f"RMS difference at the {len(positions)} published points, by U_lid",
                error=rms(computed - np.asarray(values)), tolerance=tolerance,
                reference=GHIA_1982,
                computed=Series.of(f"foam-agent (Re {reynolds})", curve, drawn),
                expected=Series.of(GHIA_1982.short(), positions, values, points=True),
                axes=(position, f"{name} / U_lid"), swap=along == 1))
        return found

    return measure


def _channel_profile(fields: CaseFields, samples: Samples) -> tuple[Any, Any, float]:
    """The cell centres' y and values on the cell column nearest the developed station."""
    low, high = _box(samples)
    station = cell_column(fields, across=0, near=low[0] + DEVELOPED_AT * (high[0] - low[0]))
    in_column = np.abs(fields.centres[:, 0] - station) <= 1e-9 * float(high[0] - low[0])
    y = np.sort(fields.centres[in_column, 1])
    return y, profile(samples, along=1, across=0, at=station, positions=y), station


def poiseuille(profile_tolerance: Tolerance, gradient_tolerance: Tolerance) -> Measure:
    """The developed velocity profile and the pressure gradient of plane Poiseuille flow,
    against the exact solution for the inlet's mean speed, the height and the viscosity."""

    def measure(case_dir: Path) -> list[Comparison]:
        fields = read_case_fields(case_dir)
        samples = fields.samples("U", 0)
        low, high = _box(samples)
        height = float(high[1] - low[1])
        mean = _inflow_speed(samples, float(low[0]))
        y, computed, station = _channel_profile(fields, samples)
        exact = poiseuille_velocity(y - low[1], height=height, mean_speed=mean)
        curve = np.linspace(float(low[1]), float(high[1]), CURVE_POINTS)
        nu = _number(read_properties(case_dir, "constant/transportProperties"), "nu")
        pressure = fields.samples("p")
        length = float(high[0] - low[0])
        row = np.abs(pressure.points[:, 1] - _middle_row(fields, low, high)) <= 1e-9 * length
        stretch = row & (pressure.points[:, 0] >= low[0] + GRADIENT_SPAN[0] * length) & (
            pressure.points[:, 0] <= low[0] + GRADIENT_SPAN[1] * length)
        slope = float(np.polyfit(pressure.points[stretch, 0], pressure.values[stretch], 1)[0])
        expected = poiseuille_gradient(height=height, mean_speed=mean, nu=nu)
        source = analytic("plane Poiseuille flow", "u = 6 U (y/h)(1 - y/h), "
                          "dp/dx = -12 nu U / h^2")
        return [
            Comparison(
                quantity=f"u / U_mean across the channel at x = {station - low[0]:.3g} m",
                norm="RMS difference at the cell centres, by the exact peak 1.5 U_mean",
                error=rms(computed - exact) / (1.5 * mean), tolerance=profile_tolerance,
                reference=source,
                computed=Series.of("foam-agent", (y - low[1]) / height, computed / mean),
                expected=Series.of("exact", (curve - low[1]) / height,
                                   poiseuille_velocity(curve - low[1], height=height,
                                                       mean_speed=mean) / mean),
                axes=("y / h", "u / U_mean"), swap=True),
            Comparison(
                quantity="kinematic pressure gradient dp/dx on the centreline",
                norm=f"relative difference of the slope fitted over x = "
                     f"{GRADIENT_SPAN[0]:g}-{GRADIENT_SPAN[1]:g} L",
                error=abs(slope - expected) / abs(expected), tolerance=gradient_tolerance,
                reference=source,
                computed=Series.of("foam-agent", pressure.points[row, 0] - low[0],
                                   pressure.values[row]),
                expected=Series.of("exact slope", [GRADIENT_SPAN[0] * length,
                                                   GRADIENT_SPAN[1] * length],
                                   _line_through(pressure, stretch, expected,
                                                 [low[0] + GRADIENT_SPAN[0] * length,
                                                  low[0] + GRADIENT_SPAN[1] * length])),
                axes=("x [m]", "p [m^2/s^2]")),
        ]

    return measure


def _middle_row(fields: CaseFields, low: Any, high: Any) -> float:
    return cell_column(fields, across=1, near=float(low[1] + 0.5 * (high[1] - low[1])))


def _line_through(samples: Samples, chosen: Any, slope: float, x: list[float]) -> list[float]:
    """A line of the exact slope through the mean of the fitted points, for the picture."""
    x0 = float(np.mean(samples.points[chosen, 0]))
    p0 = float(np.mean(samples.values[chosen]))
    return [p0 + slope * (value - x0) for value in x]


def hartmann(tolerance: Tolerance) -> Measure:
    """The developed velocity profile of Hartmann flow against the exact one for the case's
    field, conductivity, density and viscosity."""

    def measure(case_dir: Path) -> list[Comparison]:
        fields = read_case_fields(case_dir)
        samples = fields.samples("U", 0)
        low, high = _box(samples)
        half = 0.5 * float(high[1] - low[1])
        centre = float(low[1]) + half
        mean = _inflow_speed(samples, float(low[0]))
        properties = read_properties(case_dir, "constant/transportProperties")
        initial = _initial_vector(case_dir, "B")
        number = hartmann_number(field=float(abs(initial[1])), half_height=half,
                                 sigma=_number(properties, "sigma"),
                                 rho=_number(properties, "rho"), nu=_number(properties, "nu"))
        y, computed, station = _channel_profile(fields, samples)
        exact = hartmann_velocity(y - centre, half_height=half, mean_speed=mean,
                                  hartmann=number)
        curve = np.linspace(-half, half, CURVE_POINTS)
        return [Comparison(
            quantity=f"u / U_mean across the channel at x = {station - low[0]:.3g} m "
                     f"(Ha = {number:.3g})",
            norm="RMS difference at the cell centres, by U_mean",
            error=rms(computed - exact) / mean, tolerance=tolerance,
            reference=analytic("Hartmann flow", "u = U Ha (cosh Ha - cosh(Ha y/a)) / "
                               "(Ha cosh Ha - sinh Ha)"),
            computed=Series.of("foam-agent", (y - centre) / half, computed / mean),
            expected=Series.of("exact", curve / half,
                               hartmann_velocity(curve, half_height=half, mean_speed=mean,
                                                 hartmann=number) / mean),
            axes=("y / a", "u / U_mean"), swap=True)]

    return measure


def sod(tolerance: Tolerance) -> Measure:
    """Density, velocity and pressure along the tube against the exact Riemann solution of
    the two initial states the case held (its ``0/`` fields after setFields)."""

    def measure(case_dir: Path) -> list[Comparison]:
        fields = read_case_fields(case_dir)
        order = np.argsort(fields.centres[:, 0])
        x = fields.centres[order, 0]
        thermo = read_properties(case_dir, "constant/thermophysicalProperties")
        gas = gas_properties(thermo)
        if gas is None:
            raise SamplingError("constant/thermophysicalProperties has no molWeight and Cp")
        start_p = _initial_scalar(case_dir, "p", len(x))[order]
        start_t = _initial_scalar(case_dir, "T", len(x))[order]
        jump = int(np.argmax(np.abs(np.diff(start_p)))) if np.ptp(start_p) > 0 else None
        if jump is None:
            raise SamplingError("0/p holds one pressure: the two states were never set")
        left = GasState(start_p[0] / (gas.gas_constant * start_t[0]), 0.0, float(start_p[0]))
        right = GasState(start_p[-1] / (gas.gas_constant * start_t[-1]), 0.0,
                         float(start_p[-1]))
        exact = riemann(x, time=float(fields.time), interface=0.5 * (x[jump] + x[jump + 1]),
                        left=left, right=right, gamma=gas.gamma)
        computed = {"rho": fields.field("rho").internal, "p": fields.field("p").internal,
                    "u": fields.field("U", vector=True).internal}
        scales = {"rho": left.rho, "u": left.sound_speed(gas.gamma), "p": left.p}
        source = analytic("exact Riemann solution",
                          f"Toro's iteration for the star state, gamma = {gas.gamma:.4g}")
        found = []
        for name, label, unit in (("rho", "density", "rho [kg/m^3]"),
                                  ("u", "velocity", "u [m/s]"), ("p", "pressure", "p [Pa]")):
            raw = computed[name]
            assert raw is not None
            values = (raw[:, 0] if raw.ndim == 2 else raw)[order]
            reference = getattr(exact, name)
            scale_name = {"rho": "rho_left", "u": "c_left", "p": "p_left"}[name]
            found.append(Comparison(
                quantity=f"{label} along the tube at t = {fields.time} s",
                norm=f"mean |difference| over the {len(x)} cells, by {scale_name}",
                error=float(np.mean(np.abs(values - reference))) / scales[name],
                tolerance=tolerance, reference=source,
                computed=Series.of("foam-agent", x, values),
                expected=Series.of("exact", x, reference), axes=("x [m]", unit)))
        return found

    return measure


def _initial_scalar(case_dir: Path, name: str, cells: int) -> Any:
    found = read_field(case_dir, "0", name)
    if found is None or found.internal is None:
        raise SamplingError(f"0/{name} is missing or unreadable")
    return np.broadcast_to(found.internal, (cells,)) if found.internal.size == 1 else (
        found.internal)


def _initial_vector(case_dir: Path, name: str) -> Any:
    found = read_field(case_dir, "0", name, vector=True)
    if found is None or found.internal is None or found.internal.shape[0] != 1:
        raise SamplingError(f"0/{name} holds no uniform vector")
    return found.internal[0]


def _number(properties: Mapping[str, Any], key: str) -> float:
    """A property's value: a plain number, or the last of a dimensioned entry."""
    value = properties.get(key)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    number = getattr(value, "value", None)
    if isinstance(number, int | float):
        return float(number)
    raise SamplingError(f"property '{key}' is missing or not a number")


def _force_coefficients(case_dir: Path, name: str) -> dict[str, Any]:
    """The columns of a ``forceCoeffs`` object's output over every start time, by name."""
    rows: list[list[float]] = []
    names: list[str] = []
    root = f"postProcessing/{name}"
    for start in sorted(entries(case_dir, root), key=lambda item: float(item)
                        if item.replace(".", "", 1).isdigit() else 0.0):
        for file in sorted(entries(case_dir, f"{root}/{start}")):
            if not file.startswith("coefficient"):
                continue
            for line in (read_text(case_dir, f"{root}/{start}/{file}") or "").splitlines():
                if line.startswith("#"):
                    names = line.lstrip("#").split() if "Cd" in line else names
                elif names and len(line.split()) == len(names):
                    rows.append([float(value) for value in line.split()])
    if not rows:
        raise SamplingError(f"{root} holds no force coefficients")
    table = np.array(rows)
    return {column: table[:, index] for index, column in enumerate(names)}


def cylinder(strouhal_tolerance: Tolerance, drag_tolerance: Tolerance) -> Measure:
    """The shedding Strouhal number and the mean drag coefficient over the last periods of
    the case's ``forceCoeffs`` output, against the published range for Re = 100."""

    def measure(case_dir: Path) -> list[Comparison]:
        signal = lift_signal(read_text(case_dir, "system/controlDict") or "")
        if signal is None:
            raise SamplingError("system/controlDict has no forceCoeffs with lRef and magUInf")
        columns = _force_coefficients(case_dir, signal.name)
        times, lift, drag = columns["Time"], columns["Cl"], columns["Cd"]
        try:
            found = shedding(list(times), list(lift), diameter=signal.diameter,
                             speed=signal.speed)
        except StrouhalError as error:
            raise SamplingError(str(error)) from error
        window = times >= times[-1] - CYCLES / found.frequency
        mean_drag = float(np.mean(drag[window]))
        middle = 0.5 * (CYLINDER_STROUHAL.low + CYLINDER_STROUHAL.high)
        phase = times[window][int(np.argmax(lift[window]))]
        lift_mean = float(np.mean(lift[window]))
        published_wave = lift_mean + found.amplitude * np.cos(
            2.0 * np.pi * middle * signal.speed / signal.diameter * (times[window] - phase))
        ends = [float(times[window][0]), float(times[window][-1])]
        return [
            Comparison(
                quantity=f"Strouhal number {found.strouhal:.4f} (last {CYCLES} periods)",
                norm=f"distance outside {CYLINDER_STROUHAL.low:g}-{CYLINDER_STROUHAL.high:g}, "
                     "by its middle",
                error=CYLINDER_STROUHAL.distance(found.strouhal),
                tolerance=strouhal_tolerance, reference=CYLINDER_STROUHAL.citation,
                computed=Series.of("Cl, foam-agent", times[window], lift[window]),
                expected=Series.of(f"a sine at St {middle:.4g}", times[window],
                                   published_wave),
                axes=("t [s]", "Cl")),
            Comparison(
                quantity=f"mean drag coefficient {mean_drag:.4f}",
                norm=f"distance outside {CYLINDER_DRAG.low:g}-{CYLINDER_DRAG.high:g}, by its "
                     "middle",
                error=CYLINDER_DRAG.distance(mean_drag), tolerance=drag_tolerance,
                reference=CYLINDER_DRAG.citation,
                computed=Series.of("Cd, foam-agent", times[window], drag[window]),
                expected=Series.of("published range", [*ends, float("nan"), *ends],
                                   [CYLINDER_DRAG.low] * 2 + [float("nan")]
                                   + [CYLINDER_DRAG.high] * 2),
                axes=("t [s]", "Cd")),
        ]

    return measure


def heated_cavity(tolerance: Tolerance) -> Measure:
    """The mean Nusselt number on the hot wall against de Vahl Davis (1983), at the Rayleigh
    number the case ran: g beta dT L^3 / (nu^2 / Pr), dT and L from its hottest and coldest
    fixed-temperature walls, g, beta, nu and Pr from its own files."""

    def measure(case_dir: Path) -> list[Comparison]:
        heated = wall_nusselt(case_dir)
        hot, length, difference = heated.wall, heated.length, heated.difference
        properties = read_properties(case_dir, "constant/transportProperties")
        nu, prandtl = _number(properties, "nu"), _number(properties, "Pr")
        beta = _number(properties, "beta")
        gravity = np.asarray(read_properties(case_dir, "constant/g").get("value"), dtype=float)
        if gravity.shape != (3,):
            raise SamplingError("constant/g holds no gravity vector")
        rayleigh = (float(np.linalg.norm(gravity)) * beta * difference * length ** 3
                    / (nu * nu / prandtl))
        tabulated = min(DE_VAHL_DAVIS_NU, key=lambda value: abs(np.log(value / rayleigh)))
        if relative(rayleigh, tabulated) > RAYLEIGH_MATCH:
            listed = ", ".join(f"{value:g}" for value in DE_VAHL_DAVIS_NU)
            raise SamplingError(f"the case ran at Ra = {rayleigh:.4g}, which de Vahl Davis "
                                f"does not tabulate ({listed})")
        found, local = heated.mean, heated.local
        expected = DE_VAHL_DAVIS_NU[tabulated]
        along = 1 if hot.normal != 1 else 0
        order = np.argsort(hot.centres[:, along])
        position = (hot.centres[order, along] - hot.centres[:, along].min()) / length
        return [Comparison(
            quantity=f"mean Nusselt number {found:.4f} on the hot wall, Ra {rayleigh:.3g}",
            norm=f"relative difference from {expected:g}",
            error=relative(found, expected), tolerance=tolerance, reference=DE_VAHL_DAVIS_1983,
            computed=Series.of(f"local Nu, foam-agent (mean {found:.3f})", position,
                               local[order]),
            expected=Series.of(f"mean Nu {expected:g}, {DE_VAHL_DAVIS_1983.short()}",
                               [0.0, 1.0], [expected, expected]),
            axes=("position along the hot wall / L", "Nu"))]

    return measure
