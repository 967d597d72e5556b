"""What the bubblewrap jail costs per run: the cavity tutorial, jailed and unjailed.

Why: every local run is jailed, so its price must be known (BENCHMARKS.md). The runs alternate
(jailed, unjailed, …) so that a change of machine load hits both alike. Wall time is that of
``LocalRunner.run`` (gate, scan, run, verdict). CPU time needs care: the kernel does not pass
the CPU time of processes in bubblewrap's PID namespace up to its caller, so the CPU of a jailed
run is read from the shell ``times`` inside the jail, plus what bwrap itself used.

Usage: .venv/bin/python benchmarks/jail_overhead.py [--repeats N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from foam_agent.agents.openfoam import Installation, find_local_installation, shell_dir
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.jail import JAIL_OVERLAY, jail_command, jail_environment

CAVITY = "incompressible/icoFoam/cavity/cavity"


def _children_cpu(before: os.times_result, after: os.times_result) -> float:
    return (after.children_user - before.children_user) + \
        (after.children_system - before.children_system)


def _shell_seconds(text: str) -> float:
    """Sum the two times of ``times``' second line (children), e.g. ``0m0.15s 0m0.03s``."""
    total = 0.0
    for part in text.strip().splitlines()[-1].split():
        minutes, seconds = part.rstrip("s").split("m")
        total += 60 * float(minutes) + float(seconds)
    return total


def _one_cpu(case: Path, installation: Installation, *, sandbox: bool) -> float:
    """CPU seconds of one driver run of ``case`` (already meshed or not, it is cleaned)."""
    driver = str(shell_dir() / "driver.sh")
    before = os.times()
    if not sandbox:
        with tempfile.TemporaryDirectory() as overlay:
            environment = dict(os.environ, WM_PROJECT_DIR=installation.project_dir)
            subprocess.run(["sh", driver, str(case), overlay], cwd=case, env=environment,
                           capture_output=True, check=True)
        return _children_cpu(before, os.times())
    report = case / ".times"
    inner = ["sh", "-c", f'sh "{driver}" "{case}" {JAIL_OVERLAY} >/dev/null 2>&1; '
                         f'times > "{report}"']
    command = jail_command(inner, case_dir=case, read_only=[shell_dir()],
                           environment=jail_environment(
                               dict(os.environ), WM_PROJECT_DIR=installation.project_dir))
    subprocess.run(command, capture_output=True, check=True)
    return _children_cpu(before, os.times()) + _shell_seconds(report.read_text())


def _one_run(source: Path, workdir: Path, installation: Installation, *,
             sandbox: bool) -> tuple[float, float]:
    case = workdir / f"cavity-{time.monotonic_ns()}"
    shutil.copytree(source, case)
    started = time.perf_counter()
    result = LocalRunner(sandbox=sandbox).run(case, timeout_s=300)
    wall = time.perf_counter() - started
    assert result.ok, result.message
    shutil.rmtree(case)
    shutil.copytree(source, case)
    cpu = _one_cpu(case, installation, sandbox=sandbox)
    shutil.rmtree(case)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10, help="Runs per mode.")
    arguments = parser.parse_args()
    installation = find_local_installation()
    assert installation.tutorials_dir
    source = Path(installation.tutorials_dir) / CAVITY
    print(f"load before: {os.getloadavg()}")
    times: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
    with tempfile.TemporaryDirectory(prefix="jail-overhead-") as workdir:
        _one_run(source, Path(workdir), installation, sandbox=True)  # warm the page cache
        for _ in range(arguments.repeats):
            for sandbox in (True, False):
                times[sandbox].append(
                    _one_run(source, Path(workdir), installation, sandbox=sandbox))
    print(f"load after: {os.getloadavg()}")
    for sandbox in (False, True):
        walls = [wall for wall, _ in times[sandbox]]
        cpus = [cpu for _, cpu in times[sandbox]]
        print(f"{'jailed' if sandbox else 'native'}: wall median {statistics.median(walls):.3f} s "
              f"(min {min(walls):.3f}), CPU median {statistics.median(cpus):.3f} s "
              f"(min {min(cpus):.3f}) over {len(walls)} runs")
    wall_cost = statistics.median(w for w, _ in times[True]) - \
        statistics.median(w for w, _ in times[False])
    cpu_cost = statistics.median(c for _, c in times[True]) - \
        statistics.median(c for _, c in times[False])
    print(f"jail overhead per run: wall {wall_cost:+.3f} s, CPU {cpu_cost:+.3f} s")


if __name__ == "__main__":
    main()
