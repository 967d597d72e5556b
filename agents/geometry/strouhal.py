"""The shedding frequency of a bluff body, as a Strouhal number, from its lift signal.

Why zero crossings and not an FFT peak: a run long enough to be periodic holds only some tens
of shedding periods, so an FFT's frequency bins are coarse (1/T); the mean spacing of upward
zero crossings of the lift coefficient's fluctuation resolves the period to a small fraction of
one time step. Periodicity is judged on the same crossings: the periods of the last cycles
must agree and the lift amplitude must have stopped growing.
"""

from __future__ import annotations

import math
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: The function object's name, and so its postProcessing folder.
FORCE_COEFFS = "forceCoeffs"
#: Periods used, counted back from the end, and how much they may differ to count as periodic.
CYCLES = 6
PERIOD_SPREAD = 0.02
AMPLITUDE_DRIFT = 0.05
#: The Courant number of a time-accurate shedding run.
SHEDDING_MAX_CO = 0.9


class StrouhalError(ValueError):
    """No shedding to measure: too few cycles, or no force coefficients written."""


@dataclass(frozen=True)
class Shedding:
    """The measured shedding.

    Attributes:
        strouhal: f D / U.
        frequency: Shedding frequency in Hz.
        cycles: Full periods measured.
        period_spread: (max - min) / mean of the measured periods.
        amplitude: Half the lift coefficient's peak-to-peak over those periods.
        amplitude_drift: Relative change of the amplitude between the first and last period.
        periodic: Whether spread and drift are within tolerance.
    """

    strouhal: float
    frequency: float
    cycles: int
    period_spread: float
    amplitude: float
    amplitude_drift: float
    periodic: bool


def force_coeffs_function(patch: str, *, speed: float, diameter: float, depth: float,
                          centre: tuple[float, float, float]) -> dict[str, Any]:
    """A ``forceCoeffs`` function object for a body in a flow along +x (lift along +y).

    Reference area is the frontal area ``diameter * depth``; kinematic pressure
    (``rho rhoInf``, ``rhoInf 1``), as incompressible solvers solve.
    """
    return {
        "type": "forceCoeffs",
        "libs": ["forces"],
        "writeControl": "timeStep",
        "writeInterval": 1,
        "patches": [patch],
        "rho": "rhoInf",
        "rhoInf": 1,
        "liftDir": [0, 1, 0],
        "dragDir": [1, 0, 0],
        "CofR": list(centre),
        "pitchAxis": [0, 0, 1],
        "magUInf": speed,
        "lRef": diameter,
        "Aref": diameter * depth,
    }


def read_lift(case_dir: Path, name: str = FORCE_COEFFS) -> tuple[list[float], list[float]]:
    """Times and lift coefficients written by the ``forceCoeffs`` function object ``name``.

    Raises:
        StrouhalError: The case wrote no coefficients.
    """
    files = sorted((case_dir / "postProcessing" / name).glob("*/coefficient*.dat"))
    if not files:
        raise StrouhalError(f"no postProcessing/{name}/*/coefficient.dat in {case_dir}")
    times: list[float] = []
    lift: list[float] = []
    column = None
    for path in files:
        for line in path.read_text().splitlines():
            if line.startswith("#"):
                names = line.lstrip("#").split()
                if "Cl" in names:
                    column = names.index("Cl")
                continue
            values = line.split()
            if column is None or len(values) <= column:
                continue
            times.append(float(values[0]))
            lift.append(float(values[column]))
    if not times:
        raise StrouhalError(f"{files[0]} has no Cl column with values")
    return times, lift


def shedding(times: list[float], lift: list[float], *, diameter: float, speed: float,
             cycles: int = CYCLES) -> Shedding:
    """The Strouhal number from the last ``cycles`` periods of the lift signal.

    Raises:
        StrouhalError: Fewer than ``cycles`` full periods in the signal.
    """
    half = len(lift) // 2
    tail = lift[half:]
    mean = sum(tail) / len(tail)
    crossings: list[float] = []
    for index in range(half + 1, len(lift)):
        before, after = lift[index - 1] - mean, lift[index] - mean
        if before < 0 <= after:
            fraction = -before / (after - before)
            crossings.append(times[index - 1] + fraction * (times[index] - times[index - 1]))
    if len(crossings) < cycles + 1:
        raise StrouhalError(f"only {max(0, len(crossings) - 1)} shedding periods in the "
                            f"second half of the run; {cycles} are needed")
    last = crossings[-(cycles + 1):]
    periods = [b - a for a, b in zip(last, last[1:], strict=False)]
    period = sum(periods) / len(periods)
    spread = (max(periods) - min(periods)) / period
    amplitudes = []
    for start, end in zip(last, last[1:], strict=False):
        window = [c for t, c in zip(times, lift, strict=True) if start <= t <= end]
        amplitudes.append((max(window) - min(window)) / 2)
    drift = abs(amplitudes[-1] - amplitudes[0]) / max(amplitudes[-1], 1e-300)
    frequency = 1 / period
    return Shedding(strouhal=frequency * diameter / speed, frequency=frequency, cycles=cycles,
                    period_spread=spread, amplitude=sum(amplitudes) / len(amplitudes),
                    amplitude_drift=drift,
                    periodic=spread <= PERIOD_SPREAD and drift <= AMPLITUDE_DRIFT
                    and not math.isnan(frequency))


@dataclass(frozen=True)
class LiftSignal:
    """A ``forceCoeffs`` function object of a case: its name and the scales St is made with."""

    name: str
    diameter: float
    speed: float


def lift_signal(control_dict: str) -> LiftSignal | None:
    """The first ``forceCoeffs`` function object in a controlDict's text that names its
    reference length (``lRef``) and speed (``magUInf``); ``None`` when there is none."""
    if "forceCoeffs" not in control_dict:
        return None
    from foamlib import FoamFile, FoamFileDecodeError

    try:
        parsed: Any = FoamFile.loads(control_dict)
    except FoamFileDecodeError:
        return None
    functions = parsed.get("functions") if isinstance(parsed, Mapping) else None
    if not isinstance(functions, Mapping):
        return None
    for name, entry in functions.items():
        if not isinstance(name, str) or not isinstance(entry, Mapping):
            continue
        length, speed = entry.get("lRef"), entry.get("magUInf")
        if entry.get("type") == "forceCoeffs" and isinstance(length, int | float) \
                and isinstance(speed, int | float) and length > 0 and speed > 0:
            return LiftSignal(name=name, diameter=float(length), speed=float(speed))
    return None


def case_shedding(case_dir: Path) -> Shedding | None:
    """The shedding of a case that ran with a ``forceCoeffs`` function object; ``None`` for a
    case without one (St = f lRef / magUInf, the function object's own scales).

    Raises:
        StrouhalError: The signal is missing or holds too few periods to measure.
    """
    control = case_dir / "system" / "controlDict"
    signal = lift_signal(control.read_text(errors="replace")) if control.is_file() else None
    if signal is None:
        return None
    times, lift = read_lift(case_dir, signal.name)
    return shedding(times, lift, diameter=signal.diameter, speed=signal.speed)


def inlet_speed(velocity_field: str, patch: str = "inlet") -> float | None:
    """The speed a ``0/U`` file fixes at ``patch`` (a uniform fixedValue), else ``None``."""
    from foamlib import FoamFile, FoamFileDecodeError

    try:
        parsed: Any = FoamFile.loads(velocity_field)
    except FoamFileDecodeError:
        return None
    entry = parsed.get("boundaryField", {}).get(patch) if isinstance(parsed, Mapping) else None
    if not isinstance(entry, Mapping) or entry.get("type") != "fixedValue":
        return None
    value: Any = entry.get("value")
    try:
        speed = math.sqrt(sum(float(component) ** 2 for component in list(value)))
    except (TypeError, ValueError):
        return None
    return speed if speed > 0 else None


def with_force_coeffs(files: Mapping[str, str], *, patch: str, speed: float, diameter: float,
                      depth: float, centre: tuple[float, float, float],
                      end_time: float | None = None) -> dict[str, str]:
    """``system/controlDict`` with the ``forceCoeffs`` function object added (and, when
    given, the end time a periodic shedding needs), as a changed-files mapping.

    Why an end time and a Courant limit here: shedding from a symmetric start needs some tens
    of convective times to grow and settle (about 100 D/U at Re = 100), far beyond a
    tutorial's end time; and a time-accurate period needs Co < 1 (pitzDaily's pimpleFoam
    allows 5, which turns the wake chaotic on this mesh).
    """
    from foamlib import FoamFile

    with tempfile.TemporaryDirectory(prefix="foam-agent-forces-") as tmp:
        path = Path(tmp) / "controlDict"
        path.write_text(files["system/controlDict"])
        control = FoamFile(path)
        functions = control.get("functions")
        entries: Any = dict(functions) if isinstance(functions, Mapping) else {}
        entries[FORCE_COEFFS] = force_coeffs_function(patch, speed=speed, diameter=diameter,
                                                      depth=depth, centre=centre)
        control["functions"] = entries
        if end_time is not None:
            control["endTime"] = end_time
            control["writeInterval"] = end_time
            control["writeControl"] = "adjustableRunTime"
            control["adjustTimeStep"] = True
            control["maxCo"] = SHEDDING_MAX_CO
        return {"system/controlDict": path.read_text()}
