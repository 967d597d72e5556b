"""Mesh studies of canonical flows, each solved from a plain request, then refined twice.

Why these: they are the flows ``--verify-mesh`` is for (issue 25, item 2), one per kind of
output: a probe in the lid-driven cavity, the drag coefficient of a circular cylinder, the
pressure drop and reattachment length over the pitzDaily backward-facing step, the mean
Nusselt number of the differentially heated cavity, and the forces on a NACA airfoil, whose
mesh gmsh makes. Each request goes through the user's
path (``solve`` with the offline template author and the local runner), then
``study_finished_case`` runs the case on two finer meshes (ratio sqrt 2 per direction) and
judges every requested output with the GCI of Celik et al. (2008). The plots are copied to
``--plots`` for BENCHMARKS.md; the table printed is the one pasted there.

Usage: .venv/bin/python benchmarks/mesh_study.py --out DIR [--only NAME ...]
       [--plots benchmarks/data/mesh_study]
"""

from __future__ import annotations

import argparse
import shutil
import time
from pathlib import Path

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.mesh_study.finished import study_finished_case
from foam_agent.agents.mesh_study.result import MeshStudy
from foam_agent.agents.solve import solve
from foam_agent.agents.validation import select

#: The requests, as a user would write them; sizes and times chosen so each study runs in
#: minutes on two shared cores (the cavity at Re 100 is steady by 2 s; the cylinder sheds from
#: about t = 40 s and its mean drag is taken over the second half of the run; pitzDaily starts
#: from half the tutorial's cells per direction, so its finest mesh is the tutorial's, and its
#: iterations are fixed because the default residualControl asks for thousands on 12k cells).
REQUESTS: dict[str, str] = {
    "cavity": (
        "Simulate the lid-driven cavity with icoFoam: a square 2D cavity whose top lid moves at "
        "1 m/s, kinematic viscosity 0.001 m^2/s, a 40 x 40 grid, time step 0.00125 s, run until "
        "2 s and write every 1 s. Probe the velocity at (0.05 0.075 0.005)."),
    "cylinder": (
        "Laminar flow past a circular cylinder of diameter 1 m at Re = 100 with pimpleFoam; "
        "inlet velocity 1 m/s; run until 80 s. Report the drag coefficient on the cylinder."),
    "pitzDaily": (
        "Steady incompressible turbulent flow over the pitzDaily backward-facing step with "
        "simpleFoam and the k-epsilon model on a mesh twice as coarse. Inlet velocity 10 m/s, "
        "kinematic viscosity 1e-05 m^2/s, outlet at fixed pressure 0, run 1500 iterations. "
        "Report the reattachment length. Also report the pressure drop between inlet and "
        "outlet."),
    # A mesh the author generates with gmsh: the study makes it again at smaller cells.
    "airfoil": (
        "Laminar flow with simpleFoam around a NACA 0012 airfoil with chord 1 m at an angle of "
        "attack of 5 degrees, inlet velocity 1 m/s, kinematic viscosity 0.01 m2/s. Report the "
        "drag and lift coefficients on the airfoil."),
    # The validation suite's request (de Vahl Davis' cavity at Ra 1e4), asking for the number.
    "heated-cavity": select(["heated-cavity-ra1e4"])[0].request
    + " Report the mean Nusselt number on the hot wall.",
}


def _row(name: str, study: MeshStudy, seconds: float) -> list[str]:
    rows = []
    cells = " / ".join(f"{mesh.cells:,}" if mesh.cells else "-" for mesh in study.meshes)
    for output in study.outputs:
        judged = output.convergence
        values = " / ".join("-" if value is None else f"{value:.5g}" for value in output.values)
        order = "-" if judged is None or judged.order is None else f"{judged.order:.2f}"
        extrapolated = ("-" if judged is None or judged.extrapolated is None
                        else f"{judged.extrapolated:.5g}")
        gci = "-" if judged is None or judged.gci_fine is None else f"{100 * judged.gci_fine:.2g} %"
        kind = judged.convergence if judged else output.note
        verdict = "yes" if output.independent else "no"
        rows.append(f"| {name} | {output.name} | {cells} | {values} | {order} | {extrapolated} "
                    f"| {gci} | {kind} | {verdict} | {seconds:.0f} s |")
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="Where the solves are kept.")
    parser.add_argument("--only", nargs="*", choices=sorted(REQUESTS), default=None)
    parser.add_argument("--plots", type=Path, default=None,
                        help="Copy each study's plot here as NAME.png.")
    args = parser.parse_args()
    lines = ["| flow | output | cells | values (coarse / medium / fine) | p | extrapolated "
             "| GCI_fine | convergence | mesh-independent (< 5 %) | wall |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for name in args.only or REQUESTS:
        started = time.monotonic()
        outcome = solve(REQUESTS[name], SolveConfig(), output_dir=args.out / name)
        if outcome.record.run is None or not outcome.record.run.ok:
            lines.append(f"| {name} | the solve's run did not succeed: {outcome.status} | "
                         + "| " * 8)
            continue
        study = study_finished_case(outcome.case_dir)
        seconds = time.monotonic() - started
        lines.extend(_row(name, study, seconds))
        if args.plots is not None and study.plot:
            args.plots.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(study.plot, args.plots / f"{name}.png")
        print(f"{name}: solve status {outcome.status}, study {seconds:.0f} s, "
              f"independent {study.independent}", flush=True)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
