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

Each group of nearby target points is compared with the sources near it only (a box shown to
hold each point's N + 1 nearest, or the point is done again with all sources). Weights depend
only on the two point sets, so they are cached: a batch often interpolates several submissions
of one mesh onto one reference.
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

#: Target points handled together: each group only looks at the sources near it.
LEAF_SIZE = 32

#: The sources looked at lie within this many times the first point's (N+1)-th distance of the
#: group's box; points for which that proves too little are done again with all sources.
WIDEN = 1.5

#: Weight sets kept for reuse.
CACHE_SIZE = 4


@dataclass(frozen=True)
class KernelWeights:
    """For each target point, its N source ids and normalised weights (row by row)."""

    ids: np.ndarray
    weights: np.ndarray


_cache: OrderedDict[bytes, KernelWeights | None] = OrderedDict()


def clear_weight_cache() -> None:
    """Forget every computed set of weights."""
    _cache.clear()


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
    d2 = np.empty((n_target, n))
    by_x = np.argsort(source[:, 0], kind="stable")
    xs = source[by_x, 0]
    for leaf in _leaves(target, np.arange(n_target)):
        found = _nearest_near(target[leaf], source, by_x, xs, n)
        if found is None:
            return None
        ids[leaf], d2[leaf] = found
    hit = d2[:, 0] < PRECISE_HIT
    raw = np.fromiter(map(math.exp, (-f2 * d2).ravel()), dtype=np.float64,
                      count=d2.size).reshape(d2.shape)
    weights = raw / np.cumsum(raw, axis=1)[:, -1:]
    weights[hit] = 0.0
    weights[hit, 0] = 1.0
    return KernelWeights(ids, weights)


def _nearest_near(
    block: np.ndarray, source: np.ndarray, by_x: np.ndarray, xs: np.ndarray, n: int
) -> tuple[np.ndarray, np.ndarray] | None:
    """The n nearest source ids and squared distances of each point of ``block``, looking only
    at the sources in a box around the block.

    The box is the block's, widened by 1.5 × the first point's (n + 1)-th nearest distance. A
    source outside it is farther from a point than that point's distance to the box's nearest
    face, so a point whose (n + 1)-th candidate is closer than that face has its true n + 1
    nearest, ties included; the other points are done again with every source.
    """
    first = math.sqrt(np.partition(_distances(block[:1], source)[0], n)[n])
    low = block.min(axis=0) - WIDEN * first
    high = block.max(axis=0) + WIDEN * first
    in_x = by_x[np.searchsorted(xs, low[0], "left"):np.searchsorted(xs, high[0], "right")]
    near = source[in_x]
    inside = ((near[:, 1] >= low[1]) & (near[:, 1] <= high[1])
              & (near[:, 2] >= low[2]) & (near[:, 2] <= high[2]))
    candidates = np.sort(in_x[inside])
    found = _nearest(block, source[candidates], n)
    if found is None:
        return _nearest_ids(block, source, np.arange(source.shape[0]), n)
    nearest, near_d2 = found
    margin = np.minimum(block - low, high - block).min(axis=1) * (1 - 1e-9)
    sure = near_d2[:, n] < margin * margin
    ids = candidates[nearest[:, :n]]
    d2 = near_d2[:, :n]
    if not sure.all():
        redo = _nearest_ids(block[~sure], source, np.arange(source.shape[0]), n)
        if redo is None:
            return None
        ids[~sure], d2[~sure] = redo
    return ids, d2


def _nearest_ids(
    block: np.ndarray, source: np.ndarray, candidates: np.ndarray, n: int
) -> tuple[np.ndarray, np.ndarray] | None:
    """:func:`_nearest` over ``source[candidates]``, as source ids and the first n only."""
    found = _nearest(block, source[candidates], n)
    if found is None:
        return None
    nearest, near_d2 = found
    return candidates[nearest[:, :n]], near_d2[:, :n]


def _leaves(points: np.ndarray, ids: np.ndarray) -> list[np.ndarray]:
    """``ids`` split at the median of the widest axis until each part has at most
    :data:`LEAF_SIZE` points: compact groups whose neighbours lie in a small box."""
    if ids.size <= LEAF_SIZE:
        return [ids]
    part = points[ids]
    axis = int(np.argmax(part.max(axis=0) - part.min(axis=0)))
    half = ids.size // 2
    order = np.argpartition(part[:, axis], half)
    return _leaves(points, ids[order[:half]]) + _leaves(points, ids[order[half:]])


def _nearest(block: np.ndarray, source: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray] | None:
    """For each point of ``block``, its n + 1 nearest sources (positions in ``source``) and
    squared distances, ascending (ties by position); None on a tie VTK would break its own way
    (at the n-th place, or two exact hits)."""
    if source.shape[0] <= n:
        return None
    d2 = _distances(block, source)
    nearest = np.argpartition(d2, n, axis=1)[:, : n + 1]
    near_d2 = np.take_along_axis(d2, nearest, axis=1)
    order = np.lexsort((nearest, near_d2), axis=1)
    nearest = np.take_along_axis(nearest, order, axis=1)
    near_d2 = np.take_along_axis(near_d2, order, axis=1)
    hit = near_d2[:, 0] < PRECISE_HIT
    tie = (near_d2[:, n - 1] == near_d2[:, n]) & ~hit
    if tie.any() or (hit & (near_d2[:, 1] < PRECISE_HIT)).any():
        return None
    return nearest, near_d2


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
