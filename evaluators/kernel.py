"""Upstream's Gaussian interpolation between two meshes, in NumPy, with VTK's exact numbers.

Why: building VTK objects and importing VTK for it cost more than the scoring of a whole
batch. What VTK computes (``vtkPointInterpolator`` with a ``vtkGaussianKernel`` over the N
closest points of a ``vtkStaticPointLocator``, VTK 9.7), step by step, done the same way here:

1. For each target point, the N source points with the smallest squared distance
   ``dx*dx + dy*dy + dz*dz`` (double, from the float32 or double coordinates), in ascending
   distance. VTK's locator breaks ties at the N-th place by its bucket order, which is not
   reproduced: when the N-th and the (N+1)-th distances are equal, :func:`kernel_weights`
   returns None and the caller uses VTK.
2. If the closest one is closer than 256 double epsilons (squared), its value is taken as is.
3. Otherwise weights ``exp(-f2 * d2)`` with ``f2 = (sharpness / radius)²``, the sharpness
   clamped to at least 1 as VTK's setter does (the C library's ``exp``, as VTK), divided by
   their running sum, and the value is the running sum of
   weight × value in double, rounded to the array's type.

Weights depend only on the two point sets, so they are cached: a batch often interpolates
several submissions of one mesh onto one reference.
"""

from __future__ import annotations

import hashlib
import math
import sys
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

#: ``vtkGaussianKernel``'s "precise hit" test: a squared distance below this is the point.
PRECISE_HIT = sys.float_info.epsilon * 256.0

#: ``vtkGaussianKernel``'s bounds on the sharpness (and ``vtkGeneralizedKernel``'s on the radius).
MIN_SHARPNESS = 1.0
FLOAT_MAX = float(np.finfo(np.float32).max)

#: Above this many target × source distances, leave the work to VTK's locator.
MAX_PAIRS = 20_000_000

#: Distances computed at once: small blocks stay in the allocator's reused memory (2x faster
#: than 2 million at once, which paid fresh pages each time).
CHUNK_PAIRS = 100_000

#: Weight sets kept for reuse.
CACHE_SIZE = 4


@dataclass(frozen=True)
class KernelWeights:
    """For each target point, its N source ids and normalised weights (row by row)."""

    ids: np.ndarray
    weights: np.ndarray


_cache: OrderedDict[bytes, KernelWeights | None] = OrderedDict()


def _key(target: np.ndarray, source: np.ndarray, f2: float, n_points: int) -> bytes:
    digest = hashlib.blake2b(digest_size=16)
    for array in (target, source):
        digest.update(str((array.dtype, array.shape)).encode())
        digest.update(np.ascontiguousarray(array).tobytes())
    digest.update(repr((f2, n_points)).encode())
    return digest.digest()


def kernel_weights(
    target: np.ndarray, source: np.ndarray, *, sharpness: float, radius: float, n_points: int
) -> KernelWeights | None:
    """The ids and weights VTK's Gaussian kernel uses; None when VTK should do it.

    VTK clamps the sharpness to at least 1 (``vtkSetClampMacro``): upstream's 0.1 is 1.
    """
    sharpness = min(max(sharpness, MIN_SHARPNESS), FLOAT_MAX)
    radius = min(max(radius, 0.0), FLOAT_MAX)
    f2 = sharpness / radius
    f2 = f2 * f2
    key = _key(target, source, f2, n_points)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    result = _compute(target.astype(np.float64), source.astype(np.float64), f2, n_points)
    _cache[key] = result
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return result


def _compute(target: np.ndarray, source: np.ndarray, f2: float, n: int) -> KernelWeights | None:
    n_target, n_source = target.shape[0], source.shape[0]
    if n_source <= n or n_target * n_source > MAX_PAIRS:
        return None
    ids = np.empty((n_target, n), dtype=np.int64)
    weights = np.empty((n_target, n))
    rows = max(1, CHUNK_PAIRS // n_source)
    for first in range(0, n_target, rows):
        block = target[first:first + rows]
        d2 = _distances(block, source)
        nearest = np.argpartition(d2, n, axis=1)[:, : n + 1]
        near_d2 = np.take_along_axis(d2, nearest, axis=1)
        order = np.lexsort((nearest, near_d2), axis=1)
        nearest = np.take_along_axis(nearest, order, axis=1)
        near_d2 = np.take_along_axis(near_d2, order, axis=1)
        hit = near_d2[:, 0] < PRECISE_HIT
        if ((near_d2[:, n - 1] == near_d2[:, n]) & ~hit).any():
            return None
        chosen, chosen_d2 = nearest[:, :n], near_d2[:, :n]
        raw = np.fromiter(map(math.exp, (-f2 * chosen_d2).ravel()), dtype=np.float64,
                          count=chosen_d2.size).reshape(chosen_d2.shape)
        total = np.cumsum(raw, axis=1)[:, -1:]
        block_weights = raw / total
        block_weights[hit] = 0.0
        block_weights[hit, 0] = 1.0
        ids[first:first + rows] = chosen
        weights[first:first + rows] = block_weights
    return KernelWeights(ids, weights)


def _distances(block: np.ndarray, source: np.ndarray) -> np.ndarray:
    """Squared distances as ``vtkMath::Distance2BetweenPoints`` sums them."""
    dx = block[:, None, 0] - source[None, :, 0]
    d2 = dx * dx
    dy = block[:, None, 1] - source[None, :, 1]
    d2 += dy * dy
    dz = block[:, None, 2] - source[None, :, 2]
    d2 += dz * dz
    return d2


def apply_weights(kernel: KernelWeights, values: np.ndarray) -> np.ndarray:
    """Interpolated values at the target points, in ``values``' dtype (VTK's rounding).

    A hit row has weight 1 on its first id and 0 elsewhere, so its sum is the value itself.
    """
    source = values.astype(np.float64)
    if source.ndim == 1:
        products = kernel.weights * source[kernel.ids]
        return np.cumsum(products, axis=1)[:, -1].astype(values.dtype)
    products = kernel.weights[:, :, None] * source[kernel.ids]
    return np.cumsum(products, axis=1)[:, -1, :].astype(values.dtype)


def point_to_cell(cell_points: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Cell means of point values (``vtkPointDataToCellData``): a running double sum over the
    cell's points, divided by their number, rounded to ``values``' dtype."""
    corners = values.astype(np.float64)[cell_points]
    total = np.cumsum(corners, axis=1)[:, -1]
    return (total / cell_points.shape[1]).astype(values.dtype)
