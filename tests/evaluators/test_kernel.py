"""The Gaussian kernel's neighbour search looks only near each group of points, and finds what
a search over every source finds: same ids, same order, same ties refused."""

from __future__ import annotations

import numpy as np
import pytest

from foam_agent.evaluators import kernel


def _brute_force(target: np.ndarray, source: np.ndarray, n: int) -> tuple[np.ndarray, ...] | None:
    return kernel._nearest_ids(target, source, np.arange(source.shape[0]), n)


@pytest.mark.parametrize("widen", [kernel.WIDEN, 0.05])
def test_the_local_search_finds_the_global_nearest(
    widen: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a tiny box (0.05) most points are proved wrong and searched again with all sources."""
    monkeypatch.setattr(kernel, "WIDEN", widen)
    rng = np.random.default_rng(7)
    source = rng.random((3000, 3)) * [1.0, 0.5, 0.1]
    target = rng.random((700, 3)) * [1.0, 0.5, 0.1]
    weights = kernel._compute(target, source, 1.0, 50)
    expected = _brute_force(target, source, 50)
    assert weights is not None and expected is not None
    np.testing.assert_array_equal(weights.ids, expected[0])
    raw = np.exp(-expected[1])
    np.testing.assert_allclose(weights.weights, raw / raw.sum(axis=1, keepdims=True), rtol=1e-14)


def test_a_target_on_a_source_takes_its_value_exactly() -> None:
    rng = np.random.default_rng(3)
    source = rng.random((400, 3))
    values = rng.random(400).astype(np.float32)
    weights = kernel._compute(source[:10].copy(), source, 1.0, 50)
    assert weights is not None
    np.testing.assert_array_equal(kernel.apply_weights(weights, values), values[:10])


def test_a_tie_found_locally_is_a_tie_globally() -> None:
    """A regular grid has equal distances at the 50th place for most points: both refuse."""
    axis = np.arange(12, dtype=np.float64)
    grid = np.stack(np.meshgrid(axis, axis, axis, indexing="ij"), axis=-1).reshape(-1, 3)
    assert _brute_force(grid[:40] + 0.25, grid, 50) is None
    assert kernel._compute(grid[:40] + 0.25, grid, 1.0, 50) is None
