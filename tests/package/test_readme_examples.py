"""README's examples, run as a new user runs them: the console script, from an empty folder.

Why: a README command that no longer works (an option renamed, an exit code changed, a file
written elsewhere) is the first thing a new user meets, and the option check of
``test_documents`` cannot see it. Every ``foam-agent`` command line README.md shows is
classified here: run for real (its exit code and the files README says appear are checked), or
not run with the reason (a dataset, Docker, a hosted model, minutes of CPU, a placeholder). A new
or changed example is unclassified until it is added here, and the fast test fails.

The examples run in README order in one empty working folder with an empty home, so a later
example finds what an earlier one made (``show cavity-out`` after ``solve … -o cavity-out``).
They share one tutorial index, the machine's (``FOAM_AGENT_INDEX_DIR`` at the default location
of the real home): building it costs minutes of CPU, and ``index build`` is itself an example
(a no-op on a fresh index, the one build otherwise).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from foam_agent.agents.openfoam import Installation
from foam_agent.rag_index import default_index_dir
from tests.conftest import CAVITY, copy_tutorial
from tests.package.test_documents import shown_invocations


@dataclass(frozen=True)
class Folder:
    """The empty working folder the examples run in, with the environment they run with."""

    work: Path
    installation: Installation
    environment: dict[str, str]

    def foam_agent(self, arguments: list[str]) -> subprocess.CompletedProcess[str]:
        """The console script run here as a new user: a fresh home, no terminal."""
        executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
        assert executable, "the foam-agent console script is not installed"
        return subprocess.run([executable, *arguments], capture_output=True, text=True,
                              timeout=900, cwd=self.work, env=self.environment,
                              stdin=subprocess.DEVNULL)


#: A step that makes what an example takes as given (a case, a request file).
Prepare = Callable[[Folder], None]


@dataclass(frozen=True)
class Runs:
    """An example run for real: the exit code README documents, the paths it says appear."""

    code: int = 0
    files: tuple[str, ...] = ()
    prepare: Prepare | None = None
    #: For a solve: what its output folder (named on its ``record:`` line) must hold.
    solved: Callable[[Path], list[str]] | None = None


@dataclass(frozen=True)
class NotRun:
    """An example this test does not run, and why."""

    reason: str


def _tutorial_as(name: str, *, ran: bool = False) -> Prepare:
    """A step copying the cavity tutorial to ``name`` (and running it, for a finished case)."""

    def prepare(folder: Folder) -> None:
        if not (folder.work / name).exists():
            copy_tutorial(folder.installation, CAVITY, folder.work / name)
            if ran:
                assert folder.foam_agent(["run", name, "--quiet"]).returncode == 0

    return prepare


def _request_file(folder: Folder) -> None:
    (folder.work / "request.txt").write_text(
        "Lid-driven cavity with icoFoam, lid velocity 1 m/s, nu 0.01, endTime 0.2\n")


def _corrected_spec(folder: Folder) -> None:
    """README's correction of spec.yaml: ``end_time: null -> {value: 0.3, source: corrected}``."""
    path = folder.work / "spec.yaml"
    document = yaml.safe_load(path.read_text())
    assert document["spec"]["stated"]["end_time"] is None, "README's spec.yaml has changed"
    document["spec"]["stated"]["end_time"] = {"value": 0.3, "source": "corrected"}
    path.write_text(yaml.safe_dump(document))


def _pairs(folder: Folder) -> None:
    _tutorial_as("refs/cavity", ran=True)(folder)
    (folder.work / "pairs.csv").write_text("gen,ref,name\nruns/cavity/case,refs/cavity,cavity\n")


SOLVED = ("foam-agent.json", "checkpoints.sqlite", "case/case.foam", "case/residuals.png",
          "case/fields.png")


def _holds(*names: str, end_time: str | None = None) -> Callable[[Path], list[str]]:
    """A check of a solve's output folder: what of ``names`` is missing, and a wrong endTime."""

    def check(output: Path) -> list[str]:
        wrong = [name for name in names if not (output / name).exists()]
        if end_time is not None:
            control = (output / "case" / "system" / "controlDict").read_text()
            if not re.search(rf"^endTime\s+{re.escape(end_time)};", control, re.MULTILINE):
                wrong.append(f"endTime {end_time} in case/system/controlDict")
        return wrong

    return check
PLACEHOLDER = NotRun("'...' stands for any request: the options are what it shows")
HOSTED = NotRun("needs a hosted model and its API key")
BENCH_RUN = NotRun("a FoamBench dataset run: minutes to hours of CPU")
SERVER = NotRun("a server that runs until its client leaves: tests/ux/test_mcp.py runs it")


def _in(folder: str, names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(f"{folder}/{name}" for name in names)


#: Every command line README shows (the words after ``foam-agent``), classified.
EXAMPLES: dict[tuple[str, ...], Runs | NotRun] = {
    ("solve", "--example", "cavity", "--output", "/work/main/demo-output"):
        NotRun("make demo's transcript: an absolute path into a checkout; "
               "'solve --example cavity -o cavity-out' below is the same solve"),
    ("solve", "Lid-driven cavity with icoFoam, lid velocity 2 m/s, nu 0.02, endTime 0.3, "
              "deltaT 0.002"): Runs(solved=_holds(*SOLVED)),
    ("solve", "--prompt-file", "request.txt", "--output", "runs/cavity"):
        Runs(files=_in("runs/cavity", SOLVED), prepare=_request_file),
    ("solve", "--example", "pitzDaily"): NotRun("simpleFoam on 12,225 cells: minutes of CPU"),
    ("solve", "...", "--no-rag", "--no-reviewer", "--max-loops", "3", "--runner", "docker",
     "--timeout", "600"): PLACEHOLDER,
    ("solve", "...", "--disk-limit", "500M"): PLACEHOLDER,
    ("solve", "...", "--np", "2"): PLACEHOLDER,
    ("solve", "...", "--mesh", "wing.msh"): PLACEHOLDER,
    ("solve", "...", "--model", "openai:gpt-4o"): HOSTED,
    ("solve", "...", "--model", "openai:qwen2.5-coder", "--base-url", "http://localhost:8000/v1"):
        NotRun("needs a vLLM server"),
    ("solve", "--resume", "runs/cavity"):
        NotRun("continues an interrupted solve: tests/ux/test_truthful_progress.py interrupts "
               "one"),
    ("understand", "Lid-driven cavity with icoFoam, lid speed 1 m/s, nu 0.01, and please run it "
                   "for 2 minutes on my laptop", "-o", "spec.yaml"): Runs(files=("spec.yaml",)),
    ("understand", "--spec", "spec.yaml"): Runs(prepare=_corrected_spec),
    ("solve", "--spec", "spec.yaml"): Runs(solved=_holds(*SOLVED, "spec.json", end_time="0.3")),
    ("understand", "...", "--json", ">", "spec.json"): PLACEHOLDER,
    ("solve", "...", "--confirm"): PLACEHOLDER,
    ("run", "CASE_DIR", "[--runner", "local|docker]", "[--timeout", "S]", "[--np", "N]",
     "[--disk-limit", "2G]", "[--quiet]", "[--no-pictures]", "[--json]"):
        NotRun("the synopsis: 'run readme-cav' below runs it"),
    ("run", "readme-cav"): Runs(files=("readme-cav/residuals.png", "readme-cav/fields.png"),
                                prepare=_tutorial_as("readme-cav")),
    ("verify", "cavity"): Runs(prepare=_tutorial_as("cavity", ran=True)),
    ("solve", "… a 16 x 16 grid … Probe the velocity at (0.05 0.05 0.005).", "--verify-mesh"):
        NotRun("an elided request; a mesh study runs three meshes (tests/mesh_study)"),
    ("solve", "--example", "cavity", "-o", "cavity-out", "--quiet"):
        Runs(files=_in("cavity-out", SOLVED)),
    ("show", "cavity-out", "--field", "p", "--time", "0.3", "--html"):
        Runs(files=_in("cavity-out/case", ("fields-p-t0.3.png", "residuals.png",
                                           "report.html", "fields.png"))),
    ("validate", "cavity-re100", "sod", "-o", "val"):
        NotRun("the Re 100 cavity and the shock tube: minutes of CPU (tests/validation)"),
    ("score", "runs/cavity", "--reference-dir", "refs/cavity", "[--mode", "strict|upstream]",
     "[--fields", "U,p]", "[--plot", "diff.png]", "[--json]"): Runs(prepare=_pairs),
    ("score-batch", "pairs.csv", "-o", "scores/"):
        Runs(files=("scores/scores.csv", "scores/scores.json"), prepare=_pairs),
    ("bench", "datasets"): Runs(),
    ("bench", "prepare", "--dataset", "basic", "--workers", "2"):
        NotRun("runs 110 FoamBench references: hours of CPU"),
    ("bench", "run", "--dataset", "local", "--ablation", "rag+reviewer", "--attempts", "3",
     "--workers", "2", "--results-dir", "results/"): BENCH_RUN,
    ("bench", "run", "--dataset", "basic-v1", "--cases", "Cavity/*,pitzDaily/1", "--ablation",
     "all", "--results-dir", "results/"): BENCH_RUN,
    ("bench", "report", "results/", "[--mode", "upstream]", "[--rescore]"):
        NotRun("reports a bench run's results, which are not made here "
               "(tests/ux/test_bench_report.py)"),
    ("index", "build", "[--force]"): Runs(),
    ("index", "query", "supersonic flow over a forward facing step", "-k", "5", "--explain"):
        Runs(),
    ("index", "info"): Runs(),
    ("doctor",): Runs(),
    ("mcp", "--workspace", "~/cfd"): SERVER,
    ("mcp", "--workspace", "~/cfd", "--http", "--port", "8765"): SERVER,
    ("mcp", "--workspace", "~/cfd", "--http", "--host", "0.0.0.0", "--token", "$TOKEN"): SERVER,
    ("solve", "icoFoam cavity, lid 1 m/s, a heat flux of 500 W/m2 on the bottom wall, stop at "
              "0.1 s"): Runs(code=1, solved=_holds("foam-agent.json", "case/case.foam")),
    ("solve", "...", "--model", "openai:gpt-4o", "--max-tokens", "40000", "--max-cost", "0.50",
     "--max-wall", "900"): HOSTED,
    ("bench", "run", "--dataset", "basic", "--model", "openai:gpt-4o", "--ablation",
     "rag+reviewer", "--record", "recordings/gpt-4o", "--results-dir", "results/gpt-4o"):
        HOSTED,
    ("bench", "run", "--dataset", "basic", "--model", "openai:gpt-4o", "--ablation",
     "rag+reviewer", "--replay", "recordings/gpt-4o", "--results-dir", "results/replayed"):
        BENCH_RUN,
}


def required_words(words: tuple[str, ...]) -> list[str]:
    """A synopsis's words without its ``[optional …]`` groups: what a user types at least."""
    kept, optional = [], False
    for word in words:
        optional = optional or word.startswith("[")
        if not optional:
            kept.append(word)
        if word.endswith("]"):
            optional = False
    return kept


def test_a_synopsis_runs_with_its_required_words() -> None:
    assert required_words(("score", "a", "--reference", "b", "[--mode", "strict|upstream]",
                           "[--json]")) == ["score", "a", "--reference", "b"]
    assert required_words(("index", "build", "[--force]")) == ["index", "build"]


def test_every_readme_example_is_classified_and_every_classified_one_is_shown() -> None:
    shown = [invocation.words for invocation in shown_invocations("README.md")]
    assert [words for words in shown if words not in EXAMPLES] == []
    assert [words for words in EXAMPLES if words not in shown] == []
    assert sum(isinstance(kind, Runs) for kind in EXAMPLES.values()) >= 15


@pytest.mark.slow
def test_the_runnable_readme_examples_run_from_an_empty_folder(
        installation: Installation, tmp_path: Path) -> None:
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    home.mkdir()
    environment = {name: value for name, value in os.environ.items()
                   if not name.startswith(("FOAM_AGENT_", "XDG_"))}
    environment.update(HOME=str(home), COLUMNS="100",
                       FOAM_AGENT_INDEX_DIR=str(default_index_dir(installation.dialect)))
    folder = Folder(work, installation, environment)
    failures = []
    for invocation in shown_invocations("README.md"):
        kind = EXAMPLES[invocation.words]
        if not isinstance(kind, Runs):
            continue
        if kind.prepare is not None:
            kind.prepare(folder)
        completed = folder.foam_agent(required_words(invocation.words))
        said = f"foam-agent {' '.join(invocation.words)}"
        if completed.returncode != kind.code or "Traceback" in completed.stderr:
            failures.append(f"{said}: exit {completed.returncode}, not {kind.code}\n"
                            f"{completed.stderr[-2000:]}")
        missing = [name for name in kind.files if not (work / name).exists()]
        if kind.solved is not None:
            record = re.search(r"^record:\s+(\S+)$", completed.stderr, re.MULTILINE)
            missing += kind.solved(Path(record.group(1)).parent) if record else ["record: line"]
        if missing:
            failures.append(f"{said}: {missing} not written")
    assert failures == [], "\n".join(failures)
