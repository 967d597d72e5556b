"""How long a solver outlives the foam-agent process that started it.

Why: earlier agents leave solvers running when they are interrupted or killed. foam-agent's
watchdog stops them; this measures how quickly, per way of ending the owner. Each trial starts
an owner process that runs an icoFoam cavity meant to take hours (``LocalRunner``), waits until
the solver writes time steps, ends the owner and polls /proc every 10 ms until no process works
in the case any more. Prints a Markdown table.

    PYTHONPATH=. .venv/bin/python benchmarks/orphan_cleanup.py [--trials N]
"""

from __future__ import annotations

import argparse
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.cavity_cases import CavityVariant, make_cavity
from foam_agent.agents.runners.reaper import processes_under

OWNER = ("import sys\nfrom foam_agent.agents.runners import LocalRunner\n"
         "LocalRunner().run(sys.argv[1], timeout_s=3600)\n")
#: Give up on a trial whose processes are still there after this long.
GIVE_UP_S = 60.0
ENDINGS = {"SIGKILL": signal.SIGKILL, "SIGTERM": signal.SIGTERM, "SIGINT (Ctrl-C)": signal.SIGINT}


def endless_cavity(destination: Path) -> Path:
    """The cavity tutorial with an end time it would take hours to reach, writing nothing."""
    return make_cavity(destination, CavityVariant(end_time=1e9, write_interval=10**9))


def trial(case: Path, signum: signal.Signals) -> float:
    """Seconds from ending the owner to the last process of its run being gone."""
    owner = subprocess.Popen([sys.executable, "-c", OWNER, str(case)], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
    log = case / "log.icoFoam"
    while not (log.is_file() and log.read_text(errors="replace").count("Time = ") > 2):
        time.sleep(0.05)
    started = time.monotonic()
    owner.send_signal(signum)
    while processes_under(case):
        if time.monotonic() - started > GIVE_UP_S:
            raise RuntimeError(f"processes still run in {case} {GIVE_UP_S} s after {signum.name}")
        time.sleep(0.01)
    owner.wait(timeout=GIVE_UP_S)
    return time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=3, help="trials per way of ending")
    options = parser.parse_args()
    print("| owner ended by | trials | median s | max s |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        for label, signum in ENDINGS.items():
            seconds = [trial(endless_cavity(Path(scratch) / f"{signum.name}-{index}"), signum)
                       for index in range(options.trials)]
            print(f"| {label} | {len(seconds)} | {statistics.median(seconds):.2f} "
                  f"| {max(seconds):.2f} |")


if __name__ == "__main__":
    main()
