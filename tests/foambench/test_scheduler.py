"""``bench run --scheduler``: attempts run on the workers of a Dask cluster that was already up.

The test starts a real ``dask scheduler`` and ``dask worker`` on loopback, as a user would
start them on a cluster, runs one local case through them, and asks the scheduler which tasks
it ran.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from distributed import Client

from foam_agent.foambench.store import STORE_NAME
from tests.foambench.test_harness import foam_agent, read_rows

#: Time for the scheduler to write its address and a worker to join it, on a busy machine.
CLUSTER_START_S = 120.0
DASK = str(Path(sys.executable).with_name("dask"))


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=30)


@pytest.fixture(scope="module")
def scheduler_address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A scheduler and one single-threaded worker on 127.0.0.1; their address."""
    folder = tmp_path_factory.mktemp("cluster")
    address_file = folder / "scheduler.json"
    logs = (folder / "scheduler.log").open("wb"), (folder / "worker.log").open("wb")
    scheduler = subprocess.Popen(
        [DASK, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
         "--scheduler-file", str(address_file)],
        stdout=logs[0], stderr=subprocess.STDOUT, start_new_session=True)
    worker = None
    try:
        deadline = time.monotonic() + CLUSTER_START_S
        while not address_file.is_file() and time.monotonic() < deadline:
            assert scheduler.poll() is None, (folder / "scheduler.log").read_text()
            time.sleep(0.2)
        address = json.loads(address_file.read_text())["address"]
        worker = subprocess.Popen(
            [DASK, "worker", "--scheduler-file", str(address_file), "--nthreads", "1",
             "--nworkers", "1", "--no-dashboard", "--host", "127.0.0.1"],
            stdout=logs[1], stderr=subprocess.STDOUT, start_new_session=True)
        with Client(address, timeout=CLUSTER_START_S) as client:
            client.wait_for_workers(1, timeout=CLUSTER_START_S)
        yield address
    finally:
        for process in (worker, scheduler):
            if process is not None:
                _stop(process)
        for log in logs:
            log.close()


@pytest.mark.slow
def test_bench_run_uses_the_workers_of_a_running_scheduler(scheduler_address: str,
                                                           tmp_path: Path) -> None:
    results, cache = tmp_path / "results", tmp_path / "references"
    run = foam_agent("bench", "run", "--dataset", "local", "--cases", "cavity/slip-walls",
                     "--ablation", "zero-shot", "--scheduler", scheduler_address,
                     "--out", str(results), "--reference-cache", str(cache), "--json")
    stdout, stderr = run.communicate(timeout=600)
    assert run.returncode == 0, stderr
    summary = json.loads(stdout)
    assert summary["statuses"]["done"] == 1 and summary["ran"] == 1, summary
    store = results / STORE_NAME
    (row,) = read_rows(store, "SELECT * FROM attempts")
    (score,) = read_rows(store, "SELECT * FROM scores WHERE mode = 'strict'")
    assert row["status"] == "done" and score["scorable"] == 1, (row, score)
    with Client(scheduler_address) as client:
        worker_pids = set(client.run(os.getpid).values())
        prefixes = client.run_on_scheduler(
            lambda dask_scheduler: sorted(dask_scheduler.task_prefixes))
    # The store names the process that ran the attempt as host:pid.
    assert int(row["worker"].rpartition(":")[2]) in worker_pids, (row["worker"], worker_pids)
    assert {"prepare_reference_task", "run_attempt_task"} <= set(prefixes), prefixes
