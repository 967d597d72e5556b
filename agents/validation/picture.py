"""The picture of a validation case: each compared quantity beside its reference, as one PNG.

Why matplotlib here when the run's own pictures are drawn with Pillow: these are plots with
axes, legends and published points that a reader holds against the paper's figures; they are
drawn once per validation, not after every solve, so matplotlib's import cost is paid only here.
The PNG is written beside the case through :func:`foam_agent.foamcase.hostile.write_beside`.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path

from foam_agent.agents.validation.comparison import Comparison
from foam_agent.foamcase.hostile import write_beside

PICTURE_NAME = "validation.png"
#: Inches per panel, and the resolution: a panel reads at 560 x 480 pixels.
PANEL_INCHES = (4.0, 3.4)
DPI = 140


def draw_validation(case_dir: Path, title: str, comparisons: Sequence[Comparison]) -> Path:
    """Draw every comparison (the run as a line, the reference as points when tabulated, as
    a dashed line otherwise) and write ``validation.png`` into ``case_dir``."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot

    figure, axes = pyplot.subplots(1, len(comparisons), squeeze=False,
                                   figsize=(PANEL_INCHES[0] * len(comparisons), PANEL_INCHES[1]))
    for axis, comparison in zip(axes[0], comparisons, strict=True):
        computed, expected = comparison.computed, comparison.expected
        style = "o" if expected.points else "--"
        if comparison.swap:
            axis.plot(computed.y, computed.x, "-", color="tab:blue", label=computed.label)
            axis.plot(expected.y, expected.x, style, color="black",
                      fillstyle="none", label=expected.label)
            axis.set_xlabel(comparison.axes[1])
            axis.set_ylabel(comparison.axes[0])
        else:
            axis.plot(computed.x, computed.y, "-", color="tab:blue", label=computed.label)
            axis.plot(expected.x, expected.y, style, color="black",
                      fillstyle="none", label=expected.label)
            axis.set_xlabel(comparison.axes[0])
            axis.set_ylabel(comparison.axes[1])
        verdict = "pass" if comparison.passed else "FAIL"
        axis.set_title(f"{comparison.quantity}\nerror {comparison.error:.3g} "
                       f"(tolerance {comparison.tolerance.limit:g}): {verdict}", fontsize=8)
        axis.grid(True, color="0.9")
        axis.legend(fontsize=7)
    figure.suptitle(title, fontsize=10)
    figure.tight_layout()
    encoded = io.BytesIO()
    figure.savefig(encoded, format="png", dpi=DPI)
    pyplot.close(figure)
    return write_beside(case_dir, PICTURE_NAME, encoded.getvalue())
