"""``--np N``: pitzDaily on 2 ranks agrees with the serial run, and a timed-out parallel run
leaves no rank behind.

Tolerance of the comparison, and why: simpleFoam solves p with GAMG and U, k, epsilon with a
symmetric Gauss-Seidel smoother, each to ``relTol 0.1`` per iteration. Decomposition changes
the GAMG agglomeration and the Gauss-Seidel sweep (each rank sweeps its own cells), so every
iteration's partial solution differs between serial and parallel by a fraction of that
iteration's correction. Measured after 60 iterations (BENCHMARKS.md): relative L2 differences
of 0.11 % (U), 0.46 % (p), 0.48 % (k), 0.42 % (epsilon). We allow 2 %, four times the largest,
so solver noise passes; a broken decomposition (a rank not exchanging its boundary, a field
reconstructed from one processor only) differs by tens of percent and fails.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.runners import CaseDirError, LocalRunner
from foam_agent.agents.runners.watched import WatchedRunner
from tests.support.processes import wait_until_gone
from tests.ux.cases import PITZ_DAILY_ITERATIONS, long_cavity, short_pitz_daily

#: Largest relative L2 difference between the 2-rank and the serial fields (see above).
PARALLEL_RTOL = 0.02
COMPARED_FIELDS = ("U", "p", "k", "epsilon")


def _relative_difference(serial: Path, parallel: Path, field: str) -> float:
    time = str(PITZ_DAILY_ITERATIONS)
    reference = np.asarray(FoamFieldFile(serial / time / field).internal_field, dtype=float)
    other = np.asarray(FoamFieldFile(parallel / time / field).internal_field, dtype=float)
    assert reference.shape == other.shape
    return float(np.linalg.norm(other - reference) / np.linalg.norm(reference))


@pytest.mark.slow
def test_pitz_daily_on_two_ranks_matches_the_serial_run(
        tutorial_case: Callable[..., Path]) -> None:
    serial = short_pitz_daily(tutorial_case, "serial")
    parallel = short_pitz_daily(tutorial_case, "parallel")
    assert WatchedRunner(LocalRunner()).run(serial).ok
    result = WatchedRunner(LocalRunner(), ranks=2).run(parallel)
    assert result.ok, result.message
    log = (parallel / "log.simpleFoam").read_text()
    assert "nProcs : 2" in log and "simpleFoam -parallel" in log
    assert (parallel / "processor1").is_dir() and (parallel / "log.reconstructPar").is_file()
    assert "-parallel" not in (serial / "log.simpleFoam").read_text()
    assert not (parallel / ".foam-agent-np").exists(), "the request outlived the run"
    for field in COMPARED_FIELDS:
        assert _relative_difference(serial, parallel, field) < PARALLEL_RTOL, field


@pytest.mark.slow
def test_a_timed_out_parallel_run_leaves_no_rank(tutorial_case: Callable[..., Path]) -> None:
    case = long_cavity(tutorial_case, 1e6)
    result = WatchedRunner(LocalRunner(timeout_s=4.0), ranks=2).run(case)
    assert result.status == "timeout"
    assert "nProcs : 2" in (case / "log.icoFoam").read_text(), "the ranks never started"
    assert wait_until_gone(case, within_s=10) == []


def test_np_is_refused_for_a_case_with_an_allrun(tutorial_case: Callable[..., Path]) -> None:
    case = long_cavity(tutorial_case, 0.5)
    (case / "Allrun").write_text("#!/bin/sh\nblockMesh\nicoFoam\n")
    with pytest.raises(CaseDirError, match="Allrun"):
        WatchedRunner(LocalRunner(), ranks=2).run(case)
    assert not (case / "system" / "decomposeParDict").exists()


@pytest.mark.parametrize("ranks", [0, -1, 65])
def test_np_out_of_range_is_a_clear_error(ranks: int) -> None:
    with pytest.raises(CaseDirError, match="--np must be between 1 and 64"):
        WatchedRunner(LocalRunner(), ranks=ranks)


@pytest.mark.slow
def test_the_driver_runs_two_ranks_inside_a_bubblewrap_jail(
        tutorial_case: Callable[..., Path], tmp_path: Path) -> None:
    """The jail of the security issue: everything read-only but the case, private /tmp, no
    network, own PID namespace. mpirun and its ranks must work there (shared memory only).
    The case (and the driver) are bound after the private /tmp, which would otherwise hide them
    when they live under /tmp."""
    import shutil
    import subprocess

    from foam_agent.agents.openfoam import shell_dir
    from foam_agent.agents.runners.parallel import parallel_request

    bwrap = shutil.which("bwrap")
    assert bwrap, "bubblewrap is not installed (make setup installs it)"
    case = short_pitz_daily(tutorial_case, "jailed")
    overlay = "/tmp/foam-agent-project"
    with parallel_request(case, 2):
        completed = subprocess.run(
            [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
             "--tmpfs", "/tmp", "--ro-bind", str(shell_dir()), str(shell_dir()),
             "--bind", str(case), str(case), "--unshare-all",
             "--die-with-parent", "sh", "-c",
             f"mkdir -p {overlay} && exec sh {shell_dir() / 'driver.sh'} {case} {overlay}"],
            capture_output=True, text=True, timeout=300, check=False)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "nProcs : 2" in (case / "log.simpleFoam").read_text()
    assert (case / str(PITZ_DAILY_ITERATIONS) / "U").is_file(), "reconstructPar wrote nothing"


@pytest.mark.slow
@pytest.mark.docker
def test_two_ranks_in_docker(tutorial_case: Callable[..., Path]) -> None:
    from foam_agent.agents.runners.docker import DockerRunner

    case = short_pitz_daily(tutorial_case, "docker")
    result = WatchedRunner(DockerRunner(), ranks=2).run(case)
    assert result.ok, result.message
    assert result.runner == "docker"
    assert "nProcs : 2" in (case / "log.simpleFoam").read_text()
    assert (case / str(PITZ_DAILY_ITERATIONS) / "U").is_file()
