"""``residuals.png``: the initial residual of each field, step by step, from the solver log.

Why the initial residual: it is what convergence is judged by (the final residual only says
the linear solver met its tolerance), and it is the curve every OpenFOAM user reads.
"""

from __future__ import annotations

from pathlib import Path

from agents.openfoam.controldict import controldict_entry
from agents.runners.logs import solver_steps
from agents.runners.progress import read_horizon

RESIDUALS_FILE = "residuals.png"
#: Size and resolution: readable on a laptop, small enough for a report.
FIGURE_SIZE = (8.0, 4.5)
FIGURE_DPI = 110


class NoResiduals(ValueError):
    """The case has no solver log with residuals to plot; the message says which."""


def solver_log(case_dir: Path) -> Path:
    """``log.<application>`` of the case, or :class:`NoResiduals` naming what is missing."""
    application = controldict_entry(case_dir, "application")
    if application is None:
        raise NoResiduals(f"{case_dir}/system/controlDict names no application")
    path = case_dir / f"log.{application}"
    if not path.is_file():
        raise NoResiduals(f"{path.name} does not exist: the case has not run")
    return path


def plot_residuals(case_dir: Path, out: Path | None = None) -> Path:
    """Draw the initial residuals of ``case_dir``'s solver log into ``out``.

    Raises:
        NoResiduals: No solver log, or no residual in it.
    """
    log = solver_log(case_dir)
    steps = solver_steps(log)
    fields = sorted({name for step in steps for name in step.residuals})
    if not fields:
        raise NoResiduals(f"{log.name} holds no residual")
    steady = read_horizon(case_dir).steady

    # matplotlib is imported on first use: it costs a second at every CLI start otherwise.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=FIGURE_SIZE, dpi=FIGURE_DPI, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.subplots()
    for name in fields:
        points = [(step.time, step.residuals[name]) for step in steps
                  if name in step.residuals and step.residuals[name] > 0]
        if points:
            times, values = zip(*points, strict=True)
            axes.semilogy(times, values, label=name, linewidth=1.2)
    axes.set_xlabel("iteration" if steady else "simulated time [s]")
    axes.set_ylabel("initial residual")
    axes.grid(True, which="both", alpha=0.3)
    axes.legend(loc="upper right", ncols=2, fontsize="small")
    axes.set_title(f"{log.name}: {len(steps)} {'iterations' if steady else 'time steps'}")
    target = out or case_dir / RESIDUALS_FILE
    figure.savefig(target)
    return target
