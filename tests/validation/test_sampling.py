"""Profiles through scattered columns of points: exact for linear data, blended between columns."""

from __future__ import annotations

import numpy as np
import pytest

from foam_agent.agents.validation.sampling import Samples, SamplingError, columns, profile


def _grid(nx: int, ny: int) -> Samples:
    x, y = np.meshgrid((np.arange(nx) + 0.5) / nx, (np.arange(ny) + 0.5) / ny)
    points = np.column_stack([x.ravel(), y.ravel(), np.zeros(x.size)])
    return Samples(points, 2.0 * points[:, 0] + 3.0 * points[:, 1])


def test_a_line_between_two_columns_blends_them() -> None:
    samples = _grid(40, 40)
    at = np.array([0.2, 0.5, 0.8])
    values = profile(samples, along=1, across=0, at=0.5, positions=at)
    assert values == pytest.approx(2.0 * 0.5 + 3.0 * at)


def test_a_line_through_a_column_reads_that_column() -> None:
    samples = _grid(10, 20)
    values = profile(samples, along=0, across=1, at=0.525, positions=np.array([0.25, 0.75]))
    assert values == pytest.approx([2.0 * 0.25 + 3.0 * 0.525, 2.0 * 0.75 + 3.0 * 0.525])
    assert len(columns(samples, across=0)) == 10


def test_a_line_outside_the_points_is_refused() -> None:
    with pytest.raises(SamplingError):
        profile(_grid(4, 4), along=1, across=0, at=1.5, positions=np.array([0.5]))
