"""Physics acceptance on both sides: planted silent faults caught, tutorials as shipped passed.

Run: ``.venv/bin/python benchmarks/physics_acceptance.py [--workers 2] [--skip-planted]
[--only NAME ...]``. Prints one line per case and, at the end, both counts: how many of the
planted faults (tests/physics/planted.py) run to End and get a failing row naming their fault,
and how many of the installation's tutorials as shipped (tests/physics/shipped.py) that run to
End fail a physics check (false alarms), each with its failing rows so it can be explained.
Tutorials that do not run here (a missing helper, a time-out) are counted apart.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from foam_agent.agents.physics import PhysicsReport, verify_case  # noqa: E402
from tests.physics.planted import CORPUS, NAMING_CHECKS, Planted  # noqa: E402
from tests.physics.shipped import SHIPPED, Shipped  # noqa: E402
from tests.physics.tutorial_runs import prepare, run  # noqa: E402

#: A tutorial that takes longer than this is not run here (its own benchmark would).
TUTORIAL_TIMEOUT_S = 240.0


@dataclass(frozen=True)
class Verdict:
    """One case: its name, whether it ran to End, its report, and its wall time."""

    name: str
    ran: bool
    report: PhysicsReport | None
    seconds: float
    planted: Planted | None = None


def _judge(name: str, tutorial: str, prepare_case: object, workspace: Path,
           planted: Planted | None = None) -> Verdict:
    started = time.monotonic()
    case = workspace / name.replace("/", "_")
    try:
        prepare(tutorial, case)
        prepare_case(case)  # type: ignore[operator]
        ran = run(case, timeout_s=TUTORIAL_TIMEOUT_S)
        report = verify_case(case) if ran else None
    except (OSError, ValueError, KeyError, AssertionError) as error:
        print(f"  {name}: could not be prepared ({error})", file=sys.stderr)
        ran, report = False, None
    finally:
        shutil.rmtree(case, ignore_errors=True)
    return Verdict(name, ran, report, time.monotonic() - started, planted)


def planted_line(verdict: Verdict) -> tuple[bool, str]:
    """Whether a planted fault was caught (ran to End, a failing row names it), and a line."""
    assert verdict.planted is not None
    failing = {row.check: row.found for row in verdict.report.failures} if verdict.report else {}
    named = NAMING_CHECKS[verdict.planted.fault] & set(failing)
    caught = verdict.ran and bool(named)
    why = "; ".join(f"{check}: {failing[check]}" for check in sorted(named)) if named else (
        "did not run to End" if not verdict.ran else f"not named; failing: {failing}")
    return caught, (f"{'caught' if caught else 'MISSED':7} {verdict.name:38} "
                    f"{verdict.seconds:6.1f} s  {verdict.planted.fault}: {why}")


def main() -> int:
    """Run both sides and print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-planted", action="store_true")
    parser.add_argument("--skip-tutorials", action="store_true")
    parser.add_argument("--only", nargs="*", default=None, help="names or tutorials to run")
    options = parser.parse_args()
    workspace = Path(tempfile.mkdtemp(prefix="foam-agent-physics-"))

    def wanted(name: str) -> bool:
        return options.only is None or any(part in name for part in options.only)

    try:
        with ThreadPoolExecutor(options.workers) as pool:
            planted_jobs = [] if options.skip_planted else [
                pool.submit(_judge, item.name, item.family.tutorial, item.plant, workspace, item)
                for item in CORPUS if wanted(item.name)]
            shipped_items = [] if options.skip_tutorials else [
                item for item in SHIPPED if wanted(item.tutorial)]
            shipped_jobs = [pool.submit(_judge, item.tutorial, item.tutorial, item.prepare,
                                        workspace) for item in shipped_items]
            caught = 0
            for job in planted_jobs:
                hit, line = planted_line(job.result())
                caught += hit
                print(line, flush=True)
            alarms, passed, not_run = [], 0, []
            for job, item in zip(shipped_jobs, shipped_items, strict=True):
                verdict = job.result()
                _print_shipped(verdict, item)
                if not verdict.ran or verdict.report is None:
                    not_run.append(verdict.name)
                elif verdict.report.ok:
                    passed += 1
                else:
                    alarms.append(verdict.name)
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    if planted_jobs:
        print(f"planted faults caught: {caught} of {len(planted_jobs)} "
              f"({len({job.result().planted.family.tutorial for job in planted_jobs})} "  # type: ignore[union-attr]
              "tutorials)")
    if shipped_jobs:
        judged = passed + len(alarms)
        rate = len(alarms) / judged if judged else 0.0
        print(f"tutorials as shipped: {judged} ran to End, {len(alarms)} false alarm(s) "
              f"({rate:.1%}): {', '.join(alarms) or 'none'}; {len(not_run)} did not run here: "
              f"{', '.join(not_run) or 'none'}")
    return 0


def _print_shipped(verdict: Verdict, item: Shipped) -> None:
    how = "whole" if item.steps is None else f"{item.steps} steps"
    if not verdict.ran or verdict.report is None:
        print(f"not run {verdict.name:52} {verdict.seconds:6.1f} s  ({how})", flush=True)
        return
    state = "pass" if verdict.report.ok else "ALARM"
    failing = "; ".join(f"{row.check}: {row.found}" for row in verdict.report.failures)
    print(f"{state:7} {verdict.name:52} {verdict.seconds:6.1f} s  ({how}) {failing}",
          flush=True)


if __name__ == "__main__":
    sys.exit(main())
