"""What the jail's limits of issue 24 cost per run: the cavity tutorial with and without them.

Why: every jailed run now pays for its limits (BENCHMARKS.md): a root caller's case is lent to
an unprivileged uid and handed back (two walks of the case and a journal), bubblewrap starts
behind ``unshare``/``setpriv``, ``prlimit`` starts inside, and a thread measures the case every
half second. "Without" is the same ``LocalRunner`` with those switched off (the jail itself, the
gate and the scan stay). Runs alternate (with, without, …) so a change of load hits both alike.
Wall time is that of ``LocalRunner.run``; CPU is this process's own (user + system), i.e. the
host-side cost: the jailed processes' CPU is not passed up through bubblewrap's PID namespace.

Usage: .venv/bin/python benchmarks/limits_overhead.py [--repeats N] [--mode both|limits|none]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners import local as local_module

CAVITY = "incompressible/icoFoam/cavity/cavity"


@contextlib.contextmanager
def limits_off() -> Iterator[None]:
    """The runner as before issue 24's limits: no lend, no uid drop, no watcher, no clearing."""

    class NoWatcher:
        overrun = None

        def __init__(self, *_: object) -> None:
            pass

        def __enter__(self) -> NoWatcher:
            return self

        def __exit__(self, *_: object) -> None:
            return None

    with mock.patch.object(local_module, "host_ids", lambda: None), \
            mock.patch.object(local_module, "DiskWatcher", NoWatcher), \
            mock.patch.object(local_module, "clear_privileged_bits", lambda _: []):
        yield


def one_run(source: Path, workdir: Path, *, limited: bool) -> tuple[float, float]:
    """Wall and host CPU seconds of one run of a fresh copy of ``source``."""
    case = copy_tutorial(source, workdir / f"cavity-{time.monotonic_ns()}")
    runner = LocalRunner()
    if not limited:
        runner.limits = None  # type: ignore[assignment]
    context = contextlib.nullcontext() if limited else limits_off()
    with context:
        before = os.times()
        started = time.perf_counter()
        result = runner.run(case, timeout_s=300)
        wall = time.perf_counter() - started
        after = os.times()
    assert result.ok, result.message
    shutil.rmtree(case)
    return wall, (after.user - before.user) + (after.system - before.system)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--mode", choices=("both", "limits", "none"), default="both")
    arguments = parser.parse_args()
    installation = find_local_installation()
    assert installation.tutorials_dir
    source = Path(installation.tutorials_dir) / CAVITY
    modes = {"both": (True, False), "limits": (True,), "none": (False,)}[arguments.mode]
    figures: dict[bool, list[tuple[float, float]]] = {mode: [] for mode in modes}
    with tempfile.TemporaryDirectory(prefix="foam-agent-limits-") as workdir:
        for _ in range(arguments.repeats):
            for limited in modes:
                figures[limited].append(one_run(source, Path(workdir), limited=limited))
    for limited, runs in figures.items():
        walls = [wall for wall, _ in runs]
        cpus = [cpu for _, cpu in runs]
        print(f"{'with limits' if limited else 'without':12s} runs {len(runs)}  wall median "
              f"{statistics.median(walls):.3f} s (min {min(walls):.3f}, max {max(walls):.3f})  "
              f"host CPU median {statistics.median(cpus):.3f} s")


if __name__ == "__main__":
    main()
