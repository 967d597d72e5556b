"""M_NMSE: how far the submission's fields are from the reference's, field by field.

NMSE = Σ(ref − gen)² / Σref² over the reference's cells (all components of a vector), with the
reference at its last written time and the submission at its time nearest to that. Before
comparing, the submission is put on the reference cells:

1. If the bounding boxes differ (beyond 1e-6), the submission's points are mapped affinely onto
   the reference box (upstream's alignment; a note says so, since it hides a wrong domain size).
2. Equal cell counts: values are compared cell by cell. Different counts: the submission's point
   values are interpolated onto the reference points with VTK's Gaussian kernel (50 nearest
   points, sharpness 0.1 as upstream asks, which VTK clamps to 1) and averaged to cells. The
   same numbers are computed in NumPy (:mod:`.kernel`) unless a tie or a large or
   non-hexahedral mesh leaves it to VTK.
3. ``strict`` only: with equal counts but cell centres that differ (a renumbered or regraded
   mesh), each reference cell takes the value of the nearest submission cell centre (scipy
   ``cKDTree``), which does not depend on the cell ordering.

Scores: 1 below 0.1, 0.5 below 0.3, else 0. Upstream quirks kept in ``upstream`` mode:

- A field missing from the submission, or one VTK could not read (a ``nan`` in the file), is
  silently left out of the mean, so the remaining fields can pass on their own.
- Σref² = 0 gives inf (or NaN when the submission is zero too), which scores 0.
- Arithmetic is in the reader's float32; any failure gives 9999; no common field gives 9999.

``strict`` computes in float64, scores a missing or non-finite field 9999 with its reason,
reports a field with Σref² = 0 as ``undefined`` and leaves it out of the mean, and leaves out a
field the reference does not have.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from foam_agent.evaluators.casedir import read_control_dict, time_directories
from foam_agent.evaluators.constants import FAILURE_NMSE, NMSE_HALF, NMSE_PASS, Mode
from foam_agent.evaluators.fields import (
    Snapshot,
    available_times,
    read_reference_snapshot,
    read_snapshot,
)
from foam_agent.evaluators.kernel import apply_weights, kernel_weights, point_to_cell
from foam_agent.evaluators.report import FieldNMSE

#: Upstream's Gaussian kernel: the 50 nearest submission points feed each reference point.
KERNEL_POINTS = 50

#: Upstream's sharpness. VTK's setter clamps it to at least 1, so the kernel runs at 1; with
#: pyvista's default radius 1 the weights over a small domain are nearly uniform.
KERNEL_SHARPNESS = 0.1

#: pyvista's default kernel radius, which upstream leaves unset; pinned against API drift.
KERNEL_RADIUS = 1.0

#: Upstream's absolute tolerance for "the bounding boxes are the same".
BOUNDS_ATOL = 1e-6

#: Cell centres closer than this fraction of the box diagonal are the same cell (float32 data).
SAME_CENTRE_RTOL = 1e-5

#: Two times closer than this (relative) are the same time, so no "different times" note.
TIME_RTOL = 1e-6


def nmse_bucket(value: float | None) -> float:
    """FoamBench's NMSE score: 1 below 0.1, 0.5 below 0.3, else 0 (also for None and NaN)."""
    if value is None or math.isnan(value):
        return 0.0
    if value < NMSE_PASS:
        return 1.0
    if value < NMSE_HALF:
        return 0.5
    return 0.0


@dataclass
class FieldComparison:
    """The NMSE of every compared field, the times and mapping used, and the mapped values.

    Attributes:
        fields: One record per field compared (or failed).
        mean: Mean NMSE over the fields that count; None when undefined (strict only).
        ref_time: Reference time compared.
        gen_time: Submission time compared.
        mapping: How submission values were put on reference cells.
        notes: Everything unusual, one sentence each.
        nonfinite: Submission fields holding NaN or inf (the verdict's f_conv evidence).
        reference: The reference snapshot (for the picture).
        gen_on_ref: Submission values on reference cells, per field (for the picture).
    """

    fields: tuple[FieldNMSE, ...] = ()
    mean: float | None = FAILURE_NMSE
    ref_time: float | None = None
    gen_time: float | None = None
    mapping: str = "none"
    notes: list[str] = field(default_factory=list)
    nonfinite: list[str] = field(default_factory=list)
    reference: Snapshot | None = None
    gen_on_ref: dict[str, np.ndarray] = field(default_factory=dict)


def _align(reference: Snapshot, submission: Snapshot) -> tuple[np.ndarray | None, str]:
    """The submission's points mapped affinely onto the reference box when the boxes differ
    (None when they are the same), and the note saying so."""
    ref_box, gen_box = reference.bounds, submission.bounds
    if np.allclose(ref_box, gen_box, atol=BOUNDS_ATOL):
        return None, ""
    ref_size = ref_box[:, 1] - ref_box[:, 0]
    gen_size = gen_box[:, 1] - gen_box[:, 0]
    scale = np.divide(ref_size, gen_size, out=np.ones_like(ref_size), where=gen_size != 0)
    aligned = (submission.points - gen_box[:, 0]) * scale + ref_box[:, 0]
    note = (
        f"submission box {gen_box.round(6).tolist()} differs from reference box "
        f"{ref_box.round(6).tolist()}; mapped affinely onto it (upstream alignment)"
    )
    return aligned, note


def _interpolate(
    reference: Snapshot, points: np.ndarray, values: dict[str, np.ndarray]
) -> dict[str, np.ndarray]:
    """Upstream's path for different meshes: Gaussian kernel onto points, then to cells.
    NumPy does it when both meshes were read by NumPy and no tie makes VTK's choice of
    neighbours ambiguous (:mod:`.kernel`); VTK otherwise."""
    if reference.hex is not None:
        weights = kernel_weights(reference.hex.points, points, sharpness=KERNEL_SHARPNESS,
                                 radius=KERNEL_RADIUS, n_points=KERNEL_POINTS)
        if weights is not None:
            return {name: point_to_cell(reference.hex.cell_points, apply_weights(weights, array))
                    for name, array in values.items()}
    from foam_agent.evaluators.vtkmesh import gaussian_interpolation
    from foam_agent.evaluators.vtkmesh import point_to_cell as vtk_point_to_cell

    on_points = gaussian_interpolation(
        reference.bare_mesh,
        points,
        values,
        sharpness=KERNEL_SHARPNESS,
        radius=KERNEL_RADIUS,
        n_points=KERNEL_POINTS,
    )
    on_cells = vtk_point_to_cell(on_points)
    return {name: np.asarray(on_cells[name]) for name in values}


def _aligned_centres(gen: Snapshot, aligned: np.ndarray | None) -> np.ndarray:
    """The submission's cell centres after the alignment."""
    if aligned is None:
        return gen.centres
    if gen.hex is not None:
        return aligned[gen.hex.cell_points].sum(axis=1) * 0.125
    from foam_agent.evaluators.vtkmesh import cell_centres, with_points

    return cell_centres(with_points(gen.vtk_grid(), aligned))


def _map_values(
    reference: Snapshot, gen: Snapshot, names: Sequence[str], mode: Mode
) -> tuple[dict[str, np.ndarray], str, list[str]]:
    """Put the submission's values on the reference cells; return values, mapping, notes."""
    assert reference.readable and gen.readable
    aligned, note = _align(reference, gen)
    notes = [note] if note else []
    if gen.n_cells != reference.n_cells:
        pointed = [n for n in names if n in gen.point_arrays]
        for name in sorted(set(names) - set(pointed)):
            notes.append(f"{name} has no point values to interpolate (read with foamlib)")
        points = gen.points if aligned is None else aligned
        mapped = (_interpolate(reference, points, {n: gen.point_arrays[n] for n in pointed})
                  if pointed else {})
        notes.append(
            f"meshes differ ({gen.n_cells} vs {reference.n_cells} cells): submission "
            "interpolated onto reference cells (Gaussian kernel, as upstream)"
        )
        return mapped, "gaussian-interpolation", notes
    gen_centres = _aligned_centres(gen, aligned)
    diagonal = float(np.linalg.norm(reference.bounds[:, 1] - reference.bounds[:, 0]))
    offsets = np.linalg.norm(gen_centres - reference.centres, axis=1)
    if float(offsets.max(initial=0.0)) <= SAME_CENTRE_RTOL * diagonal:
        return {n: gen.arrays[n] for n in names}, "identity", notes
    if mode == "upstream":
        notes.append(
            f"same cell count but centres differ by up to {offsets.max() / diagonal:.2%} of the "
            "domain; upstream still compares cell by cell"
        )
        return {n: gen.arrays[n] for n in names}, "index", notes
    # Imported here: only renumbered meshes need it, and scipy.spatial costs 0.3 s to import.
    from scipy.spatial import cKDTree

    distance, nearest = cKDTree(gen_centres).query(reference.centres)
    bijective = np.unique(nearest).size == nearest.size
    notes.append(
        f"same cell count but different cells: each reference cell takes the nearest submission "
        f"cell centre (max distance {distance.max() / diagonal:.2%} of the domain"
        f"{', one-to-one: a renumbered mesh' if bijective else ''})"
    )
    return {n: gen.arrays[n][nearest] for n in names}, "nearest-cell-centre", notes


def _upstream_nmse(ref_values: np.ndarray, gen_values: np.ndarray) -> float:
    """Upstream's formula in the arrays' own precision; any failure is 9999."""
    try:
        with np.errstate(all="ignore"):
            return float(np.sum((ref_values - gen_values) ** 2) / np.sum(ref_values**2))
    except (ValueError, TypeError, FloatingPointError):
        return FAILURE_NMSE


def _strict_nmse(
    name: str, ref_values: np.ndarray, gen_values: np.ndarray, mapping: str
) -> FieldNMSE:
    """NMSE in float64 with a defined status and reason for every outcome."""
    ref64 = np.asarray(ref_values, dtype=np.float64)
    gen64 = np.asarray(gen_values, dtype=np.float64)
    if ref64.shape != gen64.shape:
        why = f"shapes differ: reference {ref64.shape}, submission {gen64.shape}"
        return FieldNMSE(name, FAILURE_NMSE, "failed", why, mapping)
    if not np.isfinite(ref64).all():
        return FieldNMSE(name, None, "undefined", "reference has non-finite values", mapping)
    bad = int(np.count_nonzero(~np.isfinite(gen64)))
    if bad:
        why = f"submission has {bad} non-finite values"
        return FieldNMSE(name, FAILURE_NMSE, "failed", why, mapping)
    scale = float(np.sum(ref64**2))
    if scale == 0.0:
        why = "Σref² = 0: the reference field is zero everywhere, so NMSE has no scale"
        return FieldNMSE(name, None, "undefined", why, mapping)
    value = float(np.sum((ref64 - gen64) ** 2)) / scale
    return FieldNMSE(name, value, "ok", f"Σ(ref−gen)²/Σref² via {mapping}", mapping)


def _select_times(
    case: Path, strict: bool, reference_time: float | None
) -> tuple[float | None, str]:
    """Pick the time to read: the last (reference) or the nearest (submission).

    Strict leaves out the initial time (``startTime``) when later times exist, so a case that
    only holds its initial conditions is not compared as if it were a result. Without any time
    folder VTK still offers time 0 (read from ``constant``); that is reported as no time folder
    in both modes (upstream ends at 9999 there too, finding no field).
    """
    times = available_times(case)
    if not times or not time_directories(case):
        return None, "no time folder"
    candidates = times
    if strict:
        start = read_control_dict(case).start_time or 0.0
        later = tuple(t for t in times if t > start)
        if later:
            candidates = later
        elif reference_time is not None:
            return None, f"no result written after the initial time {start:g}"
    if reference_time is None:
        return candidates[-1], ""
    return min(candidates, key=lambda t: abs(t - reference_time)), ""


def compare_fields(gen: Path, ref: Path, fields: Sequence[str], mode: Mode) -> FieldComparison:
    """Compute the NMSE of ``fields`` between two existing case folders; never raises."""
    strict = mode == "strict"
    result = FieldComparison()
    failure_mean = None if strict else FAILURE_NMSE

    ref_time, why = _select_times(ref, strict, None)
    if ref_time is None:
        result.mean = failure_mean
        result.notes.append(f"reference has {why}: NMSE cannot be computed")
        return result
    result.ref_time = ref_time
    reference = read_reference_snapshot(ref, fields, ref_time)
    result.reference = reference
    result.notes.extend(f"reference: {p}" for p in reference.problems)
    if not reference.readable:
        result.mean = failure_mean
        return result
    # upstream never sees a field VTK could not read; strict reads it with foamlib
    compared = [
        n for n in fields if n in reference.arrays and (strict or n not in reference.fallbacks)
    ]

    gen_time, why = _select_times(gen, strict, ref_time)
    if gen_time is None:
        result.mean = FAILURE_NMSE
        result.notes.append(f"submission has {why}: NMSE {FAILURE_NMSE:g}")
        result.fields = tuple(
            FieldNMSE(n, FAILURE_NMSE, "failed", f"submission has {why}", "none") for n in compared
        )
        return result
    result.gen_time = gen_time
    if not math.isclose(gen_time, ref_time, rel_tol=TIME_RTOL, abs_tol=1e-12):
        result.notes.append(
            f"compared at different times: reference {ref_time:g}, submission {gen_time:g}"
        )
    submission = read_snapshot(gen, fields, gen_time, point_data=True, foamlib_fallback=True)
    result.notes.extend(f"submission: {p}" for p in submission.problems)
    for name in submission.fallbacks:
        result.notes.append(f"submission {name} read with foamlib because VTK could not read it")
    result.nonfinite = [
        n for n, v in submission.arrays.items() if not np.isfinite(np.asarray(v, dtype=float)).all()
    ]
    if not submission.readable:
        result.mean = FAILURE_NMSE
        result.fields = tuple(
            FieldNMSE(n, FAILURE_NMSE, "failed", "submission mesh unreadable", "none")
            for n in compared
        )
        return result

    usable = [
        n for n in compared if n in submission.arrays and (strict or n not in submission.fallbacks)
    ]
    try:
        mapped, mapping, notes = _map_values(reference, submission, usable, mode)
    except (ValueError, RuntimeError, KeyError, MemoryError) as exc:
        mapped, mapping, notes = {}, "failed", [f"mapping onto the reference failed: {exc}"]
    result.mapping, result.gen_on_ref = mapping, mapped
    result.notes.extend(notes)

    records: list[FieldNMSE] = []
    for name in compared:
        if name not in submission.arrays or (not strict and name in submission.fallbacks):
            if strict:
                records.append(
                    FieldNMSE(name, FAILURE_NMSE, "missing", "not in the submission", "none")
                )
            else:
                why = "VTK could not read it" if name in submission.fallbacks else "it is missing"
                result.notes.append(f"upstream leaves {name} out of the NMSE: {why}")
            continue
        if name not in mapped:
            records.append(FieldNMSE(name, FAILURE_NMSE, "failed", "could not be mapped", mapping))
        elif strict:
            records.append(_strict_nmse(name, reference.arrays[name], mapped[name], mapping))
        else:
            value = _upstream_nmse(reference.arrays[name], mapped[name])
            records.append(FieldNMSE(name, value, "ok", f"upstream formula via {mapping}", mapping))
    result.fields = tuple(records)

    counted = [r.value for r in records if r.value is not None and r.status != "undefined"]
    if strict:
        result.mean = float(np.mean(counted)) if counted else None
        for record in records:
            if record.status != "ok":
                result.notes.append(f"NMSE of {record.field} {record.status}: {record.reason}")
        if not records:
            result.notes.append(f"reference has none of the fields {', '.join(fields)}")
    else:
        result.mean = float(np.mean(counted)) if counted else FAILURE_NMSE
    return result
