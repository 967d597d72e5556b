"""``score`` and ``score-batch`` load the scorer only to score, and ask OpenBLAS for one thread
unless the user chose a thread count."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

_HELP_THEN_LIST = """
import os, sys
from foam_agent.cli import app
try:
    app(["score-batch", "--help"])
except SystemExit:
    pass
print(os.environ.get("OPENBLAS_NUM_THREADS"), " ".join(sorted(sys.modules)))
"""


def _run(env: dict[str, str]) -> tuple[str, set[str]]:
    done = subprocess.run([sys.executable, "-c", _HELP_THEN_LIST], capture_output=True, text=True,
                          check=True, env=env)
    threads, *modules = done.stdout.rstrip("\n").split("\n")[-1].split(" ")
    return threads, set(modules)


def _clean_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items()
            if k not in ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS")}


def test_score_batch_help_imports_neither_numpy_nor_the_scorer() -> None:
    threads, modules = _run(_clean_env())
    assert "foam_agent.cli.score" in modules
    assert {"numpy", "foam_agent.evaluators.score", "foam_agent.evaluators.batch",
            "vtkmodules"} & modules == set()
    assert threads == "1"


@pytest.mark.parametrize("variable", ["OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"])
def test_a_thread_count_the_user_set_is_kept(variable: str) -> None:
    threads, _ = _run({**_clean_env(), variable: "2"})
    assert threads == ("2" if variable == "OPENBLAS_NUM_THREADS" else "None")
