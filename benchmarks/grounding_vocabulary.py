"""Which vocabulary the request reader binds values against (issue 23, item 1).

Why: the spec is read before a tutorial is retrieved, so the reader binds against the
installation's vocabulary (every tutorial's identifiers); a second, case-grounded pass after
retrieval is the alternative. This reads every blind request twice, once with each vocabulary
(the followed tutorial's taken from a ``blind_sets.py`` results file), and counts the bindings
each makes, those only one makes, and those of identifiers the followed case lacks.

    .venv/bin/python benchmarks/grounding_vocabulary.py --results DIR/results.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind_checks import load_requests  # noqa: E402

from foam_agent.agents.spec.parse import read_spec  # noqa: E402
from foam_agent.agents.spec.readers import READERS  # noqa: E402
from foam_agent.agents.spec.readers.vocabulary import VocabularyReader  # noqa: E402
from foam_agent.foamcase.case.vocabulary import (  # noqa: E402
    Vocabulary,
    case_vocabulary,
    installation_vocabulary,
    tutorials_dir,
)

SETS_DIR = Path(__file__).resolve().parent / "data" / "blind_round7"


def _bindings(prompt: str, vocabulary: Vocabulary) -> set[str]:
    """What the vocabulary reader bound, one line each as the spec describes it."""
    readers = tuple(VocabularyReader(vocabulary) if reader.name == "vocabulary" else reader
                    for reader in READERS)
    reading = read_spec(prompt, readers=readers)
    bound = {(claim.start, claim.end) for claim in reading.claims
             if claim.reader == "vocabulary"}
    text = reading.spec.text
    return {text[start:end] for start, end in bound}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, required=True,
                        help="results.json of benchmarks/blind_sets.py (the tutorial followed)")
    args = parser.parse_args(argv)
    tutorials = tutorials_dir()
    if tutorials is None or not args.results.is_file():
        print("error: no tutorials installed, or no results file", file=sys.stderr)
        return 2
    followed = {item["id"]: item["composed"]["followed"]
                for item in json.loads(args.results.read_text())["requests"]
                if item.get("composed") and item["composed"].get("followed")}
    start = time.process_time()
    installation = installation_vocabulary()
    harvest_cpu = time.process_time() - start
    totals = {"requests": 0, "installation": 0, "case": 0, "only_installation": 0,
              "only_case": 0}
    examples: list[str] = []
    for path in sorted(SETS_DIR.glob("*.yaml")):
        for request in load_requests(path):
            if request.id not in followed:
                continue
            case = case_vocabulary(tutorials / followed[request.id])
            wide, narrow = (_bindings(request.request, installation),
                            _bindings(request.request, case))
            totals["requests"] += 1
            totals["installation"] += len(wide)
            totals["case"] += len(narrow)
            totals["only_installation"] += len(wide - narrow)
            totals["only_case"] += len(narrow - wide)
            examples += [f"{request.id}: only installation: {words!r}"
                         for words in sorted(wide - narrow)]
            examples += [f"{request.id}: only case: {words!r}" for words in sorted(narrow - wide)]
    print(json.dumps({**totals, "harvest_cpu_s": round(harvest_cpu, 3),
                      "fields": len(installation.fields),
                      "keywords": len(installation.keywords),
                      "patches": len(installation.patches),
                      "types": len(installation.types)}, indent=1))
    print("\n".join(examples))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
