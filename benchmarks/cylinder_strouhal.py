"""Laminar flow past a circular cylinder at Re = 100: shedding frequency and run time.

The prompt is parsed once, the template author's ``compose`` follows the pimpleFoam tutorial
(made laminar, ν derived from Re), ``apply_geometry`` generates the documented default channel
(D = 1 m, 20 D x 8 D, blockage 1/8, slip top and bottom, O-grid of 64 cells around the body)
and ``with_force_coeffs`` adds the lift signal and 150 D/U of flow at Co 0.9. The Strouhal
number comes from the last 6 periods of the lift coefficient.

Run:
    .venv/bin/python -m benchmarks.cylinder_strouhal --out /tmp/cylinder
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

from benchmarks.geometry_foambench import TUTORIAL, tutorial_reference
from foam_agent.agents.authors.template.compose import compose
from foam_agent.agents.geometry.apply import apply_geometry
from foam_agent.agents.geometry.checkmesh import mesh_quality
from foam_agent.agents.geometry.strouhal import read_lift, with_force_coeffs
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.record import record_shedding
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec

PROMPT = ("Laminar flow past a circular cylinder of diameter 1 m at Re = 100 with pimpleFoam; "
          "inlet velocity 1 m/s.")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--end-time", type=float, default=150.0)
    args = parser.parse_args()
    installation = find_local_installation()
    solvers = sorted(installation.applications)
    spec = parse_spec(PROMPT, solvers=solvers)
    assert spec.geometry is not None
    composed = compose(tutorial_reference(Path(str(installation.tutorials_dir)), TUTORIAL), spec,
                       applications=solvers)
    applied = apply_geometry(composed.files, spec.geometry, dialect=installation.dialect)
    body = applied.layout.bodies[0]
    files = {**composed.files, **applied.files}
    files.update(with_force_coeffs(files, patch="obstacle", speed=1.0, diameter=body.width,
                                   depth=applied.layout.z1 - applied.layout.z0,
                                   centre=(body.cx, body.cy, 0.0), end_time=args.end_time))
    shutil.rmtree(args.out, ignore_errors=True)
    for name, text in files.items():
        if name in applied.deletions:
            continue
        (args.out / name).parent.mkdir(parents=True, exist_ok=True)
        (args.out / name).write_text(text)
    (args.out / "Allrun").chmod(0o755)
    clock = time.perf_counter()
    result = LocalRunner(timeout_s=1800).run(args.out)
    wall = time.perf_counter() - clock
    times, _ = read_lift(args.out)
    # What the run record reports (``shedding``), read from the case's own forceCoeffs.
    measured = record_shedding(args.out)
    quality = mesh_quality(args.out)
    print(json.dumps({
        "status": result.status, "wall_s": round(wall, 1),
        "cells": quality.cells if quality else None, "steps": len(times),
        "shedding": measured.model_dump() if measured else None,
        "load_average": os.getloadavg(),
    }))
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
