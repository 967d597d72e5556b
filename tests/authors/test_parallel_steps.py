"""A parallel run the request asks for: the case's decomposeParDict and the Allrun's
decomposePar, runParallel and reconstructPar, bounded by the machine's cores."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.template.parallel_steps import (
    DECOMPOSE_PAR_DICT,
    with_parallel_run,
)
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parallel_run import read_parallel_run
from foam_agent.agents.spec.stated import Stated
from tests.authors.conftest import Written
from tests.conftest import CAVITY

SERIAL = ('#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
          "runApplication blockMesh\nrunApplication $(getApplication)\n")


@pytest.mark.parametrize(("words", "ranks"), [
    ("Please run this one in parallel across 2 processors.", 2),
    ("Decompose it into four subdomains before solving.", 4),
    ("We partitioned the mesh into 3 domains last time, do so again.", 3),
    ("My desktop has 16 cores and 64 GB of memory.", None),
    ("The tutorial's decomposeParDict for 8 processors is fine, but run serially.", None),
    ("The jet splits into two branches downstream.", None),
    ("Do not run it in parallel on 4 cores.", None),
    ("Afterwards run it in\nparallel on two processors.", 2),
])
def test_only_a_clause_asking_for_a_split_binds_its_count(words: str, ranks: int | None) -> None:
    read = read_parallel_run(words)
    assert (read.value if read is not None else None) == ranks


def test_the_solver_line_becomes_decompose_run_parallel_reconstruct() -> None:
    report = EditReport()
    steps = with_parallel_run(SERIAL, "icoFoam", Stated(2, "in parallel on 2 cores"), 2,
                              report)
    assert "runApplication decomposePar\nrunParallel $(getApplication)\n" \
           "runApplication reconstructPar" in steps.allrun
    assert "numberOfSubdomains 2;" in steps.files[DECOMPOSE_PAR_DICT]
    assert [edit.file for edit in report.edits] == [DECOMPOSE_PAR_DICT]


def test_more_ranks_than_cores_keeps_the_dictionary_and_runs_serially() -> None:
    report = EditReport()
    steps = with_parallel_run(SERIAL, "icoFoam", Stated(8, "in parallel on 8 cores"), 2,
                              report)
    assert steps.allrun == SERIAL
    assert "numberOfSubdomains 8;" in steps.files[DECOMPOSE_PAR_DICT]
    assert any("runs serially here" in note for note in steps.notes)


def test_more_ranks_than_the_runner_starts_is_not_applied() -> None:
    report = EditReport()
    steps = with_parallel_run(SERIAL, "icoFoam", Stated(1000, "on 1000 ranks"), 2, report)
    assert steps.files == {} and report.skips


@pytest.mark.slow
def test_a_cavity_asked_to_run_in_parallel_runs_on_two_ranks(written: Written,
                                                             tmp_path: Path) -> None:
    composition, spec = written(CAVITY, "Lid-driven cavity with the lid at 1 m/s; run the "
                                        "job in parallel on 2 cores.")
    assert spec.stated.ranks is not None and spec.stated.ranks.value == 2
    case = tmp_path / "cavity"
    for name, text in composition.files.items():
        (case / name).parent.mkdir(parents=True, exist_ok=True)
        (case / name).write_text(text)
    (case / "Allrun").chmod(0o755)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.status == "success", (result.message, result.logs)
    assert (case / "processor1").is_dir()
    assert "log.reconstructPar" in result.logs
