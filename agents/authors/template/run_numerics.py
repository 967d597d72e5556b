"""The run's numerics as an engineer sets them where the request leaves them open.

Why one entry point: the composed case and the case with a generated mesh both need the same
decisions, in this order, after every stated value is in place: a stress solver that converges
at the solid's Poisson's ratio (``editors.stress_solver``), the time step for a
Courant number (it may count writes in time instead of steps), at most 50 write times, and a
``residualControl`` that stops a steady run once it has converged. A VOF case with an inflow
also gets the per-step liquid flux history its liquid balance is checked on. Each decision is
an edit in the report, with its reason, so the run record says why the step is what it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foam_agent.agents.authors.editors.controls import cap_write_times
from foam_agent.agents.authors.editors.courant import fit_time_step
from foam_agent.agents.authors.editors.liquid_flux import add_liquid_flux_history
from foam_agent.agents.authors.editors.numerics import steady
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.editors.residual_control import add_residual_control
from foam_agent.agents.authors.editors.stress_solver import fit_stress_solver
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.spec.stated import Requirements


def choose_numerics(root: Path, tutorial: Path | None, requirements: Requirements,
                    report: EditReport, *, own_mesh: bool = True) -> None:
    """Set the time step, the write interval and the convergence stop of the case under
    ``root`` where ``requirements`` state none (see the module).

    Args:
        root: The case with every stated value applied; edited in place.
        tutorial: The followed tutorial as copied, before any edit; None when unknown.
        requirements: What the request states (and what follows from it).
        report: Receives every entry set, with its reason.
        own_mesh: False when the mesh is generated rather than the tutorial's.
    """
    fit_stress_solver(root, requirements, report)
    fit_time_step(root, tutorial, requirements, report, own_mesh=own_mesh)
    cap_write_times(root, requirements, report, steady=steady(root))
    add_residual_control(root, requirements, report)
    add_liquid_flux_history(root, report)


def numerics_of_files(files: Mapping[str, str], tutorial: Mapping[str, str],
                      requirements: Requirements, *, own_mesh: bool
                      ) -> tuple[dict[str, str], list[str]]:
    """:func:`choose_numerics` on a case given as ``{relpath: text}``: the files it changed
    and one note per entry set."""
    report = EditReport()
    with workspace(files) as root, workspace(tutorial) as base:
        choose_numerics(root, base, requirements, report, own_mesh=own_mesh)
        updated = read_back(root)
    changed = {name: text for name, text in updated.items() if files.get(name) != text}
    return changed, [edit.note() for edit in report.edits]
