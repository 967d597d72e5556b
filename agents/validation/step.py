"""The laminar backward-facing step, measured in a finished case and held against Armaly et al.
(1983): the primary reattachment length in step heights at the Reynolds number the case ran.

Why every scale from the case: the step height S is how far the inflow starts above the
channel's floor, the inlet channel's height h the inflow's own height, the mean speed the
inlet's and nu the case's, so Re = U_mean 2h / nu is Armaly's definition for the flow that
ran; a request that misstates its sizes is measured as what it wrote. The reattachment length
is the one ``verify --mesh-study`` reports (:mod:`foam_agent.agents.mesh_study.reattachment`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.mesh_study.reattachment import NoReattachment, reattachment_length
from foam_agent.agents.validation.comparison import Comparison, Series, Tolerance, relative
from foam_agent.agents.validation.measures import Measure, _number
from foam_agent.agents.validation.references import (
    ARMALY_1983,
    ARMALY_REATTACHMENT,
    ERTURK_2008,
    ERTURK_REATTACHMENT,
)
from foam_agent.agents.validation.sampling import (
    CaseFields,
    SamplingError,
    read_case_fields,
    read_properties,
)

#: Armaly's two-dimensional regime: the Reynolds numbers (their definition) where the flow
#: stayed two-dimensional and the digitised points lie.
TWO_D_RANGE = (ARMALY_REATTACHMENT.positions[0] * 0.99, 400.0)


def _inflow(fields: CaseFields) -> tuple[float, float, float]:
    """The inflow's lowest and highest point (y) and its mean x-velocity: the boundary faces
    at the domain's upstream end that carry a velocity, the mean weighted by their heights."""
    samples = fields.samples("U", 0)
    cells = len(fields.centres)
    faces, values = samples.points[cells:], samples.values[cells:]
    low = float(fields.face_centres[:, 0].min())
    span = float(np.ptp(fields.face_centres[:, 0])) or 1.0
    at_inlet = np.abs(faces[:, 0] - low) <= 1e-9 * span
    if at_inlet.sum() < 2:
        raise SamplingError("no inflow faces at the domain's upstream end (x = min)")
    heights = np.sort(faces[at_inlet, 1])
    spacing = np.diff(heights)
    bottom = float(heights[0] - spacing[0] / 2)
    top = float(heights[-1] + spacing[-1] / 2)
    order = np.argsort(faces[at_inlet, 1])
    widths = np.gradient(heights) if len(heights) > 2 else np.ones(len(heights))
    mean = float(np.sum(values[at_inlet][order] * widths) / np.sum(widths))
    return bottom, top, mean


def _armaly_at(reynolds: float) -> float:
    """Armaly's x1/S at ``reynolds``, interpolated linearly between the digitised points."""
    positions, values = ARMALY_REATTACHMENT.used()
    return float(np.interp(reynolds, positions, values))


def _floor_speed(fields: CaseFields, bottom: float) -> tuple[Any, Any]:
    """The x-velocity of the cells beside the floor behind the step (the lowest row of cells,
    below the inflow's bottom), by x."""
    velocity = fields.field("U", vector=True).internal
    assert velocity is not None  # CaseFields.field refuses a field without interior values
    span = float(np.ptp(fields.centres[:, 1])) or 1.0
    lowest = float(fields.centres[:, 1].min())
    if lowest >= bottom:
        raise SamplingError("no cells below the inflow: no step")
    beside = np.abs(fields.centres[:, 1] - lowest) <= 1e-6 * span
    order = np.argsort(fields.centres[beside, 0])
    return fields.centres[beside, 0][order], velocity[beside, 0][order]


def armaly_step(tolerance: Tolerance) -> Measure:
    """x1/S against Armaly et al.'s measurement at the case's Reynolds number."""

    def measure(case_dir: Path) -> list[Comparison]:
        fields = read_case_fields(case_dir)
        bottom, top, mean = _inflow(fields)
        floor = float(fields.face_centres[:, 1].min())
        step, channel = bottom - floor, top - bottom
        if step <= 0.0 or mean <= 0.0:
            raise SamplingError("the inflow starts at the floor or does not flow: no step")
        nu = _number(read_properties(case_dir, "constant/transportProperties"), "nu")
        reynolds = mean * 2.0 * channel / nu
        if not TWO_D_RANGE[0] <= reynolds <= TWO_D_RANGE[1]:
            raise SamplingError(f"the case ran at Re = {reynolds:.4g} (U_mean 2h / nu), outside "
                                f"the two-dimensional regime Armaly's points cover "
                                f"({TWO_D_RANGE[0]:.0f}-{TWO_D_RANGE[1]:.0f})")
        try:
            length, _time = reattachment_length(case_dir)
        except NoReattachment as error:
            raise SamplingError(str(error)) from error
        found = length / step
        expected = _armaly_at(reynolds)
        erturk = float(np.interp(reynolds, *ERTURK_REATTACHMENT.used()))
        x, u = _floor_speed(fields, bottom)
        edge = float(x[0]) - (float(x[1]) - float(x[0])) / 2
        return [Comparison(
            quantity=f"reattachment length x1/S {found:.3f} at Re {reynolds:.4g}, "
                     f"expansion {(channel + step) / channel:.3g}",
            norm=f"relative difference from Armaly's {expected:.3f} (interpolated between "
                 f"the digitised points; the 2-D answer, {ERTURK_2008.short()}: {erturk:.3f})",
            error=relative(found, expected), tolerance=tolerance, reference=ARMALY_1983,
            computed=Series.of("foam-agent", (x - edge) / step,
                               u / mean),
            expected=Series.of(f"x1/S, {ARMALY_1983.short()}", [expected], [0.0], points=True),
            axes=("x / S from the step", "u / U_mean beside the floor"))]

    return measure
