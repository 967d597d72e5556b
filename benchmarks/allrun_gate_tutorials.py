"""How many of the installation's tutorial Allrun scripts the gate lets through, and why not.

Why: the gate must refuse hostile scripts without refusing ordinary tutorials wholesale; each
change to it is measured here before and after (numbers in BENCHMARKS.md).

Usage: .venv/bin/python benchmarks/allrun_gate_tutorials.py [--show N]
"""

from __future__ import annotations

import argparse
import collections
import re
import time
from pathlib import Path

from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.runners import check_case


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=25, help="Reasons to list.")
    arguments = parser.parse_args()
    installation = find_local_installation()
    assert installation.tutorials_dir, "the installation has no tutorials"
    roots = {"WM_PROJECT_DIR": installation.project_dir,
             "FOAM_TUTORIALS": installation.tutorials_dir}
    allruns = sorted(Path(installation.tutorials_dir).rglob("Allrun"))
    reasons: collections.Counter[str] = collections.Counter()
    started = time.perf_counter()
    allowed = 0
    for path in allruns:
        verdict = check_case(path.parent, installation.applications, readable_roots=roots)
        if verdict.allowed:
            allowed += 1
        else:
            reasons[re.sub(r"'[^']*'", "'…'", verdict.reason or "")] += 1
    elapsed = time.perf_counter() - started
    print(f"allowed {allowed} of {len(allruns)} tutorial Allruns ({elapsed:.1f} s)")
    for reason, count in reasons.most_common(arguments.show):
        print(f"{count:4d}  {reason}")


if __name__ == "__main__":
    main()
