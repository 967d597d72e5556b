"""The cell centre nearest each arrow's grid point, without scipy for a small cut.

Why not always a k-d tree: importing ``scipy.spatial`` costs about 0.3 s of CPU, more than a
small case's whole picture, and a solve draws the picture after every run. Comparing every grid
point with every cell centre is exact and does about 5e7 pairs a second, so up to
:data:`BRUTE_FORCE_PAIRS` pairs (0.1 s, a third of that import) it is the cheaper way; a larger
cut builds scipy's k-d tree, whose cost grows with the cells and not with their product.
Both return the same distance, and the same cell unless two are exactly equally near (a grid
point on the face between two cells of a regular mesh): the k-d tree then takes whichever its
traversal meets first, the brute force the lower index, so the arrow starts from one or the
other of two equally near cells (tests/ux/test_nearest_cells.py).
"""

from __future__ import annotations

import numpy as np

#: Above this many (grid point, cell centre) pairs scipy's k-d tree is cheaper than its import.
BRUTE_FORCE_PAIRS = 5_000_000
#: Pairs compared at once: bounds the brute force's memory (two float64 arrays, about 24 MB).
CHUNK_PAIRS = 1_000_000


def nearest_cells(centres: np.ndarray, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The Euclidean distance from each of ``points`` to its nearest row of ``centres``, and
    that row's index, as ``cKDTree(centres).query(points)`` gives them (both ``(n, d)`` arrays,
    ``centres`` not empty)."""
    if len(points) * len(centres) > BRUTE_FORCE_PAIRS:
        from scipy.spatial import cKDTree

        distance, nearest = cKDTree(centres).query(points)
        return np.asarray(distance, dtype=float), np.asarray(nearest, dtype=np.intp)
    distance = np.empty(len(points), dtype=float)
    nearest = np.empty(len(points), dtype=np.intp)
    step = max(1, CHUNK_PAIRS // max(1, len(centres)))
    for start in range(0, len(points), step):
        difference = points[start:start + step, None, :] - centres[None, :, :]
        squared = np.einsum("ijk,ijk->ij", difference, difference)
        closest = squared.argmin(axis=1)
        nearest[start:start + step] = closest
        distance[start:start + step] = np.sqrt(squared[np.arange(len(closest)), closest])
    return distance, nearest
