"""Requested transient signals sampled often enough to resolve what they measure.

Why: a probe, a force coefficient or a surface average written every many time steps of an
unsteady run holds a few samples per period of the flow's oscillation. The run ends normally
and the file looks like a signal, but its frequency is aliased and its amplitude missed: the
numbers say nothing about the flow. The dominant spectral peak of the sampled signal shows it:
a peak near the sampling Nyquist frequency means too few samples per period of it.

Every result history of a transient run is judged (the objects :mod:`histories` reads), over
its last half (the part past the start-up), mean removed; where the samples are not evenly
spaced (an adjustable time step) they are interpolated onto their median spacing first. A
history too short to judge gets a note, never a silent pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.histories import History, histories
from foam_agent.agents.physics.limits import (
    SAMPLES_PER_PERIOD,
    SAMPLING_MIN_SAMPLES,
    SIGNAL_PRECISION,
)
from foam_agent.agents.physics.rows import Evidence, PhysicsRow, Verdict

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

SAMPLING = "signal sampling"
#: Spread of the sampling intervals, over their median, within which samples count as evenly
#: spaced (the times are written to six digits).
UNEVEN = 0.01


@dataclass(frozen=True)
class Peak:
    """The dominant oscillation of one column of a history.

    Attributes:
        column: The column's name.
        frequency: The frequency of the dominant spectral peak, in 1/s.
        samples_per_period: The sampling frequency over that frequency.
    """

    column: str
    frequency: float
    samples_per_period: float


def _window(values: np.ndarray) -> np.ndarray:
    """The rows of the last half of the history's time span, one row per time."""
    times, first = np.unique(values[:, 0], return_index=True)
    rows = values[first]
    middle = times[0] + 0.5 * (times[-1] - times[0])
    return rows[times >= middle]


def _even(rows: np.ndarray) -> tuple[np.ndarray, float]:
    """The rows on an even time grid (their median spacing), and that spacing."""
    times = rows[:, 0]
    spacing = float(np.median(np.diff(times)))
    intervals = np.diff(times)
    if float(intervals.max() - intervals.min()) <= UNEVEN * spacing:
        return rows[:, 1:], spacing
    grid = np.arange(times[0], times[-1] + 0.5 * spacing, spacing)
    return np.column_stack([np.interp(grid, times, rows[:, index])
                            for index in range(1, rows.shape[1])]), spacing


def dominant_peak(signal: np.ndarray, spacing: float) -> tuple[float, float] | None:
    """The frequency of the largest spectral peak of ``signal`` (mean removed, Hann window)
    and the samples per period of it; None for a signal flat to its written precision."""
    fluctuation = signal - signal.mean()
    scale = max(float(np.abs(signal).max()), np.finfo(float).tiny)
    if float(np.abs(fluctuation).max()) <= SIGNAL_PRECISION * scale:
        return None
    spectrum = np.abs(np.fft.rfft(fluctuation * np.hanning(signal.size)))
    frequencies = np.fft.rfftfreq(signal.size, spacing)
    peak = 1 + int(np.argmax(spectrum[1:]))
    return float(frequencies[peak]), 1.0 / (float(frequencies[peak]) * spacing)


def worst_peak(history: History) -> tuple[Peak | None, int, float]:
    """The column with the fewest samples per period of its dominant peak (None when every
    column is flat), the samples in the window, and the sampling interval."""
    rows = _window(history.values)
    if rows.shape[0] < 2:
        return None, rows.shape[0], 0.0
    columns, spacing = _even(rows)
    peaks = []
    for index in range(columns.shape[1]):
        found = dominant_peak(columns[:, index], spacing)
        if found is not None:
            name = history.names[index + 1].strip("()")
            if name.startswith("column"):
                name = f"{history.relpath.rsplit('/', 1)[-1]} {name}"
            peaks.append(Peak(name, *found))
    worst = min(peaks, key=lambda peak: peak.samples_per_period, default=None)
    return worst, columns.shape[0], spacing


def _every(case: Case, spacing: float) -> str:
    """The sampling interval in the run's own time steps, when the case fixes its step (an
    adjustable step is not the stated deltaT)."""
    delta = case.control.get("deltaT")
    if case.control.get("adjustTimeStep") is True or isinstance(delta, bool) \
            or not isinstance(delta, int | float) or delta <= 0:
        return ""
    return f", every {spacing / float(delta):.3g} time steps"


def judge(case: Case, history: History) -> PhysicsRow:
    """One history's row: fail when its dominant oscillation has too few samples per period."""
    expected = (f"{history.relpath} resolves its oscillation: >= {SAMPLES_PER_PERIOD:g} "
                "samples per period of its dominant frequency")
    evidence = Evidence(file=history.relpath)
    peak, samples, spacing = worst_peak(history)
    if samples < SAMPLING_MIN_SAMPLES:
        return PhysicsRow(SAMPLING, expected,
                          f"only {samples} samples in the last half of the run; too short to "
                          f"judge (needs {SAMPLING_MIN_SAMPLES})", evidence, "note")
    every = _every(case, spacing)
    if peak is None:
        return PhysicsRow(SAMPLING, expected,
                          f"no oscillation above the written precision ({samples} samples"
                          f"{every})", evidence, "pass")
    found = (f"{peak.column} sampled {peak.samples_per_period:.3g} times per period of its "
             f"dominant frequency {peak.frequency:.3g} Hz{every} "
             f"(needs >= {SAMPLES_PER_PERIOD:g})")
    verdict: Verdict = "fail" if peak.samples_per_period < SAMPLES_PER_PERIOD else "pass"
    return PhysicsRow(SAMPLING, expected, found, evidence, verdict,
                      value=peak.samples_per_period, limit=SAMPLES_PER_PERIOD)


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """One row per result history of a transient run; a steady run's iterations are no
    time signal."""
    if case.steady:
        return []
    return [judge(case, history) for history in histories(case)]
