"""The validation suite with its costs: each plain request solved, compared, timed and drawn.

Prints one Markdown row per comparison (case, solve status, quantity, error, tolerance,
verdict, CPU and wall seconds) and, per case, where its picture is; then the load average
before and after, the date and the commit, as BENCHMARKS.md records them. With --pictures
DIR each case's validation.png is also copied there (for BENCHMARKS.md to link).

Run:
    .venv/bin/python -m benchmarks.validation --out /tmp/validation [NAME ...] [--pictures DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.validation import select, validate_case


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="cases (default: all)")
    parser.add_argument("--out", type=Path, required=True, help="a new or empty directory")
    parser.add_argument("--pictures", type=Path, help="copy each validation.png here")
    args = parser.parse_args()
    cases = select(args.names)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, check=False).stdout.strip()
    started = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
    load_before = os.getloadavg()[0]
    print("| case | solve | quantity | error | tolerance | verdict | CPU s | wall s | load |")
    print("|---|---|---|---|---|---|---|---|---|")
    passed = 0
    for case in cases:
        load = os.getloadavg()[0]
        result = validate_case(case, args.out / case.name, SolveConfig())
        passed += result.passed
        rows = result.comparisons or ()
        if not rows:
            print(f"| {case.name} | {result.status} | {result.problem} | - | - | FAIL | "
                  f"{result.cpu_text} | {result.wall_s:.1f} | {load:.1f} |")
        for comparison in rows:
            verdict = "pass" if comparison.passed else "FAIL"
            print(f"| {case.name} | {result.status} | {comparison.quantity} | "
                  f"{comparison.error:.3g} | {comparison.tolerance.limit:g} | {verdict} | "
                  f"{result.cpu_text} | {result.wall_s:.1f} | {load:.1f} |", flush=True)
        if args.pictures is not None and result.picture is not None:
            args.pictures.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(result.picture, args.pictures / f"{case.name}.png")
    print(f"\n{passed} of {len(cases)} cases pass; {started} UTC, commit {commit}, "
          f"load {load_before:.2f} -> {os.getloadavg()[0]:.2f}")
    return 0 if passed == len(cases) else 1


if __name__ == "__main__":
    sys.exit(main())
