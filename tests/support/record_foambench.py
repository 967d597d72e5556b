"""Record a multi-loop FoamBench case against the local replay server, for the CI replay test.

Why a script: a recorded run replays bit for bit only while the requests stay the same; when
the prompts, the spec's description or the draft change, the recording is made again with

    .venv/bin/python -m tests.support.record_foambench tests/data/llm_replay/cavity-1

The scripted "model" picks the tutorial and corrects the spec with a typed value the applier
cannot place (a density for a case that keeps none), makes the edit that places it, one more
good edit and one broken one (a misspelt patch type), and its reviewer fixes that edit: two
runs, three model calls.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

from foam_agent.agents.authors.base import WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.solve import solve
from foam_agent.agents.spec.parse import parse_spec
from tests.support.replay_server import ReplayServer, ScriptedReply

DATASET = Path("/work/shared/foambench/FoamBench_basic.json")
CASE_ID = "Cavity/1"
#: The settings of the recorded solve; the replay test uses them with replay_dir.
SETTINGS = {"model": "openai:gpt-4o-mini", "rag": False, "reviewer": True, "max_loops": 2,
            "author": "llm", "max_retries": 0, "request_timeout_s": 60.0}
CALLS = "calls"
CASE_FILE = "case.json"


def script(tutorial: str) -> list[ScriptedReply]:
    """The scripted model's three replies."""
    choice = {"tutorial": tutorial, "case_name": "cavity", "corrections": {"properties": [
        {"name": "rho", "value": 1.0, "phrase": "incompressible"}]}}
    edits = {"edits": [
        {"file": "constant/transportProperties", "key": "rho", "value": "1"},
        {"file": "system/controlDict", "key": "writeControl", "value": "timeStep"},
        {"file": "0/p", "key": "boundaryField/fixedWalls/type", "value": "zeroGradiant"},
    ]}
    review = {"error_class": "undefined_keyword",
              "diagnosis": "The fixedWalls patch type of p is misspelt.",
              "edits": [{"file": "0/p", "key": "boundaryField/fixedWalls/type",
                         "value": "zeroGradient"}]}
    return [ScriptedReply("TutorialChoice", choice, 1100, 70),
            ScriptedReply("EditSet", edits, 3200, 90),
            ScriptedReply("ReviewEdits", review, 3000, 80)]


def record(out: Path) -> dict[str, object]:
    """Solve the case against the scripted server, recording into ``out/calls``."""
    prompt = json.loads(DATASET.read_text())[CASE_ID]["usr_requirement"]
    installation = find_local_installation()
    solvers = sorted(installation.applications)
    request = WriteRequest(prompt=prompt, spec=parse_spec(prompt, solvers=solvers),
                           dialect=installation.dialect, solvers=solvers)
    tutorial = TemplateAuthor(installation.tutorials_dir).plan(request).value.reference_case
    assert tutorial is not None
    shutil.rmtree(out / CALLS, ignore_errors=True)
    with ReplayServer(script(tutorial)) as server, tempfile.TemporaryDirectory() as work:
        config = SolveConfig(**SETTINGS, base_url=server.base_url,
                             record_dir=str(out / CALLS))
        outcome = solve(prompt, config, output_dir=Path(work) / "out")
    summary = {"case_id": CASE_ID, "prompt": prompt, "settings": SETTINGS,
               "status": outcome.status, "visits": outcome.record.visits,
               "attempts": [attempt.status for attempt in outcome.record.attempts],
               "tokens": {"prompt": outcome.record.tokens.prompt,
                          "completion": outcome.record.tokens.completion},
               "calls": server.served}
    (out / CASE_FILE).write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    return summary


if __name__ == "__main__":
    print(json.dumps(record(Path(sys.argv[1])), indent=1))
