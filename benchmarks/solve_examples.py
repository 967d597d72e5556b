"""Time ``foam-agent solve`` on the built-in requests with the offline template author.

Why: the main job's wall time is what a user waits for; it splits into retrieval (index load
and query), writing (foamlib edits), running (OpenFOAM) and reviewing. Prints a Markdown table.

    .venv/bin/python benchmarks/solve_examples.py [--rag/--no-rag] [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.examples import EXAMPLES
from foam_agent.agents.solve import solve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-rag", action="store_true", help="skip retrieval")
    parser.add_argument("--runs", type=int, default=1, help="solves per request")
    options = parser.parse_args()
    config = SolveConfig(rag=not options.no_rag)
    print("| request | status | runs | retriever s | writer s | runner s | reviewer s | total s |")
    print("|---|---|---|---|---|---|---|---|")
    for name, prompt in EXAMPLES.items():
        totals: list[float] = []
        for _ in range(options.runs):
            with tempfile.TemporaryDirectory(prefix="foam-agent-bench-") as scratch:
                started = time.monotonic()
                outcome = solve(prompt, config, output_dir=Path(scratch) / "out")
                totals.append(time.monotonic() - started)
                seconds = outcome.record.seconds.nodes()
        row = [name, outcome.status, str(outcome.record.loops)]
        row += [f"{seconds.get(node, 0.0):.1f}" for node in
                ("retriever", "writer", "runner", "reviewer")]
        row.append(f"{statistics.median(totals):.1f}")
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
