"""How often the template author's extracted values equal FoamBench's reference files.

Method: for each Basic case, parse the prompt's spec once (as a solve does, without knowing the
case), then apply its stated values to a copy of the reference case itself. A value that is
right is found "already so"; a value that differs changes the file. Only quantities the
reference holds are counted (a value with no place in the reference is "not applicable");
values derived from others (an internal field following its inlet) and the duplicate
``0.orig`` copies are not counted. Coverage counts the three controls every Basic prompt states.

Run: ``.venv/bin/python -m tests.authors.extraction_accuracy [dataset.json] [--details]``
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.parse import parse_spec

#: Folder of the shared FoamBench files: ``$FOAM_AGENT_FOAMBENCH_DIR``, else ``shared/foambench``
#: beside the repository (the layout of the project's machines and CI).
SHARED_DIR = Path(os.environ.get("FOAM_AGENT_FOAMBENCH_DIR")
                  or Path(__file__).resolve().parents[3] / "shared" / "foambench")
DEFAULT_DATASET = SHARED_DIR / "FoamBench_basic.json"
#: Controls every Basic prompt states; their extraction rate is the coverage figure.
ALWAYS_STATED = ("endTime", "deltaT", "writeInterval")


@dataclass
class Accuracy:
    """Counts per quantity: matched, differing, and the differing cases for inspection."""

    matched: Counter[str] = field(default_factory=Counter)
    differing: Counter[str] = field(default_factory=Counter)
    covered: Counter[str] = field(default_factory=Counter)
    unplaced: Counter[str] = field(default_factory=Counter)
    cases: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Values compared with the reference."""
        return sum(self.matched.values()) + sum(self.differing.values())

    @property
    def rate(self) -> float:
        """Share of compared values equal to the reference."""
        return sum(self.matched.values()) / self.total if self.total else 0.0


def _group(quantity: str) -> str:
    return {"U": "velocity", "T": "temperature", "p": "pressure", "p_rgh": "pressure"}.get(
        quantity, quantity)


def measure(dataset: Path) -> Accuracy:
    """Extract and compare every case of ``dataset``."""
    cases = json.loads(dataset.read_text(encoding="utf-8"))
    solvers = find_local_installation().applications
    result = Accuracy()
    for name, case in cases.items():
        files = {path: text for path, text in case.items()
                 if path != "usr_requirement" and isinstance(text, str)}
        with workspace(files) as root:
            requirements = parse_spec(case["usr_requirement"], solvers=solvers).stated
            report = apply_requirements(root, requirements)
        result.cases += 1
        for edit in report.edits:
            if edit.follows or edit.file.startswith("0.orig/"):
                continue
            group = _group(edit.quantity)
            if edit.changed:
                result.differing[group] += 1
                result.misses.append(f"{name}: {edit.note()}")
            else:
                result.matched[group] += 1
        for skip in report.skips:
            result.unplaced[_group(skip.quantity)] += 1
        stated = {"endTime": requirements.end_time, "deltaT": requirements.delta_t,
                  "writeInterval": requirements.write_interval}
        for key in ALWAYS_STATED:
            result.covered[key] += stated[key] is not None
    return result


def main(argv: list[str] | None = None) -> int:
    """Print the accuracy table for a FoamBench dataset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", nargs="?", type=Path, default=DEFAULT_DATASET)
    parser.add_argument("--details", action="store_true", help="list every differing value")
    arguments = parser.parse_args(argv)
    result = measure(arguments.dataset)
    print(f"dataset: {arguments.dataset} ({result.cases} cases)")
    for group in sorted(set(result.matched) | set(result.differing)):
        matched, differing = result.matched[group], result.differing[group]
        print(f"  {group:<14} {matched:>4} / {matched + differing:<4} equal")
    print(f"overall: {sum(result.matched.values())} / {result.total} extracted values equal the "
          f"reference ({result.rate:.1%})")
    coverage = ", ".join(f"{key} {result.covered[key]}/{result.cases}" for key in ALWAYS_STATED)
    print(f"coverage of always-stated controls: {coverage}")
    unplaced = ", ".join(f"{name} {count}" for name, count in sorted(result.unplaced.items()))
    print(f"extracted but with no place in the reference (not counted): {unplaced or 'none'}")
    if arguments.details:
        print("\n".join(result.misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
