"""What live progress, pictures and parallel runs cost and change, on this machine.

Measures (one run each; the machine is shared, so read the numbers with the load printed):
- pitzDaily (simpleFoam, 12 225 cells) for N iterations, serial and on 2 ranks: wall time of
  the whole run (mesh, decompose, solve, reconstruct) and the relative L2 difference of U, p,
  k and epsilon between the two;
- the cavity run to t = 20 (4000 steps) with and without the log watcher: its overhead;
- drawing residuals.png and fields.png of the cavity and of pitzDaily.

    PYTHONPATH=. .venv/bin/python benchmarks/ux_features.py [--iterations 200]
"""

from __future__ import annotations

import argparse
import os
import re
import tempfile
import time
from pathlib import Path

import numpy as np
from foamlib import FoamFieldFile

from benchmarks.cavity_cases import CavityVariant, make_cavity
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.pictures import draw_pictures
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.logs import last_time_written
from foam_agent.agents.runners.progress import RunProgress
from foam_agent.agents.runners.watched import WatchedRunner

PITZ_DAILY = Path("/usr/share/doc/openfoam-examples/examples/incompressible/simpleFoam/"
                  "pitzDaily")
FIELDS = ("U", "p", "k", "epsilon")


def set_entry(path: Path, key: str, value: str) -> None:
    """Set one top-level entry of a dictionary."""
    text = re.sub(rf"^(\s*{key}\s+)[^;]+;", rf"\g<1>{value};", path.read_text(),
                  flags=re.MULTILINE)
    path.write_text(text)


def pitz_daily(destination: Path, iterations: int) -> Path:
    """pitzDaily stopped after ``iterations``, written only at the end."""
    case = copy_tutorial(PITZ_DAILY, destination)
    for key in ("endTime", "writeInterval"):
        set_entry(case / "system" / "controlDict", key, str(iterations))
    return case


def timed_run(runner: WatchedRunner, case: Path) -> float:
    started = time.perf_counter()
    result = runner.run(case)
    assert result.ok, result.message
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--iterations", type=int, default=200)
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()}")
    with tempfile.TemporaryDirectory(prefix="ux-bench-") as scratch:
        root = Path(scratch)
        serial = pitz_daily(root / "serial", args.iterations)
        parallel = pitz_daily(root / "parallel", args.iterations)
        serial_s = timed_run(WatchedRunner(LocalRunner()), serial)
        parallel_s = timed_run(WatchedRunner(LocalRunner(), ranks=2), parallel)
        print(f"\npitzDaily, {args.iterations} iterations: serial {serial_s:.1f} s, "
              f"2 ranks {parallel_s:.1f} s (speed-up {serial_s / parallel_s:.2f})")
        print("| field | relative L2 difference, 2 ranks vs serial |\n|---|---|")
        last = last_time_written(serial)
        assert last is not None and last == last_time_written(parallel), "different last times"
        print(f"(both stopped at iteration {last})")
        for field in FIELDS:
            a = np.asarray(FoamFieldFile(serial / last / field).internal_field, dtype=float)
            b = np.asarray(FoamFieldFile(parallel / last / field).internal_field, dtype=float)
            print(f"| {field} | {np.linalg.norm(a - b) / np.linalg.norm(a):.2e} |")

        events: list[RunProgress] = []
        quiet = make_cavity(root / "quiet", CavityVariant(end_time=20, write_interval=10**6))
        watched = make_cavity(root / "watched", CavityVariant(end_time=20, write_interval=10**6))
        quiet_s = timed_run(WatchedRunner(LocalRunner()), quiet)
        watched_s = timed_run(WatchedRunner(LocalRunner(), sink=events.append), watched)
        print(f"\ncavity to t = 20 (4000 steps): without watcher {quiet_s:.2f} s, with "
              f"{watched_s:.2f} s ({len(events)} progress reports)")

        for name, case in (("cavity", watched), ("pitzDaily", serial)):
            started = time.perf_counter()
            pictures = draw_pictures(case)
            assert not pictures.problems, pictures.problems
            print(f"pictures of {name}: {time.perf_counter() - started:.2f} s")
    print(f"load after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
