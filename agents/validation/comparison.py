"""What one comparison with a reference says: the norm, its tolerance and why, the curves.

Why the tolerance carries its reason: a failure is a finding about the case the author wrote,
never a number to loosen; a reader can only judge that when the tolerance says where it comes
from (the reference's own accuracy, the mesh the request asks for).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from foam_agent.agents.validation.references import Citation

Values = np.ndarray[Any, np.dtype[np.float64]]


@dataclass(frozen=True)
class Tolerance:
    """The largest error a comparison accepts, and why that much."""

    limit: float
    why: str


@dataclass(frozen=True)
class Series:
    """One curve or set of points of a picture: positions, values and what they are.

    ``points`` marks tabulated data (drawn as markers) against curves (drawn as lines).
    """

    label: str
    x: tuple[float, ...]
    y: tuple[float, ...]
    points: bool = False

    @staticmethod
    def of(label: str, x: Values | Sequence[float], y: Values | Sequence[float], *,
           points: bool = False) -> Series:
        """A series from arrays."""
        return Series(label, tuple(float(v) for v in np.ravel(x)),
                      tuple(float(v) for v in np.ravel(y)), points)


@dataclass(frozen=True)
class Comparison:
    """One quantity of a run against its reference.

    Attributes:
        quantity: What is compared, in words ("u / U_lid on x = 0.5 L").
        norm: How the error is measured ("RMS difference at the 17 published points").
        error: The measured error in that norm.
        tolerance: The limit and its reason.
        reference: Where the reference comes from.
        computed: The run's values, as drawn.
        expected: The reference's values, as drawn.
        axes: The picture's axis labels (x, y).
        swap: Draw positions on the vertical axis (a profile across a channel).
    """

    quantity: str
    norm: str
    error: float
    tolerance: Tolerance
    reference: Citation
    computed: Series
    expected: Series
    axes: tuple[str, str]
    swap: bool = False

    @property
    def passed(self) -> bool:
        """True when the error is a finite number within the tolerance."""
        return bool(math.isfinite(self.error) and self.error <= self.tolerance.limit)


def rms(difference: Values) -> float:
    """Root mean square of a difference."""
    return float(np.sqrt(np.mean(np.square(difference))))


def relative(value: float, reference: float) -> float:
    """|value - reference| / |reference|."""
    return abs(value - reference) / abs(reference)
