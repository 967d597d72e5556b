"""The arrows' nearest-cell search answers as scipy's k-d tree does, on both of its paths."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.spatial
from scipy.spatial import cKDTree

from foam_agent.agents.pictures import nearest
from foam_agent.agents.pictures.nearest import nearest_cells


@pytest.mark.parametrize("cells", [1, 7, 400, 10_000])
def test_brute_force_finds_the_k_d_trees_cell_and_distance(cells: int) -> None:
    generator = np.random.default_rng(cells)
    centres = generator.random((cells, 2)) * [0.3, 0.05]
    points = generator.random((484, 2)) * [0.3, 0.05]
    assert len(points) * len(centres) <= nearest.BRUTE_FORCE_PAIRS
    distance, index = nearest_cells(centres, points)
    expected_distance, expected_index = cKDTree(centres).query(points)
    assert np.array_equal(index, expected_index)
    assert np.array_equal(distance, expected_distance)


def test_chunks_cover_every_point(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks smaller than the points: each point still gets its own nearest cell."""
    monkeypatch.setattr(nearest, "CHUNK_PAIRS", 25)
    centres = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
    points = np.array([[0.9, 0.1], [0.1, 0.8], [0.1, 0.1], [2.0, 0.0], [0.0, 3.0]] * 4)
    distance, index = nearest_cells(centres, points)
    assert index.tolist() == [1, 2, 0, 1, 2] * 4
    assert distance[3] == 1.0 and distance[4] == 2.0


def test_equally_near_cells_give_the_lower_index() -> None:
    centres = np.array([[1.0, 0.0], [0.0, 0.0], [0.5, 5.0]])
    distance, index = nearest_cells(centres, np.array([[0.5, 0.0]]))
    assert index.tolist() == [0] and distance.tolist() == [0.5]


def test_a_large_cut_takes_the_k_d_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[int] = []

    def recorded(centres: np.ndarray) -> cKDTree:
        built.append(len(centres))
        return cKDTree(centres)

    monkeypatch.setattr(nearest, "BRUTE_FORCE_PAIRS", 10)
    monkeypatch.setattr(scipy.spatial, "cKDTree", recorded)
    generator = np.random.default_rng(3)
    centres, points = generator.random((50, 2)), generator.random((20, 2))
    distance, index = nearest_cells(centres, points)
    expected_distance, expected_index = cKDTree(centres).query(points)
    assert built == [50]
    assert np.array_equal(index, expected_index)
    assert np.array_equal(distance, expected_distance)
