"""The template author's memory: a tutorial found by the solver and case names in a prompt."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.memory import read_tutorial, recall
from foam_agent.agents.runners import LocalRunner
from foam_agent.rag_index.corpus import read_case
from tests.authors.conftest import write_case


@pytest.mark.parametrize(("solver", "prompt", "case"), [
    ("icoFoam", "lid-driven cavity", "incompressible/icoFoam/cavity/cavity"),
    ("simpleFoam", "the pitzDaily case", "incompressible/simpleFoam/pitzDaily"),
    ("rhoCentralFoam", "flow over a forward-facing step",
     "compressible/rhoCentralFoam/forwardStep"),
    ("rhoCentralFoam", "supersonic flow over a wedge", "compressible/rhoCentralFoam/wedge15Ma5"),
    ("interFoam", "a dam break with obstacle",
     "multiphase/interFoam/laminar/damBreakWithObstacle"),
    ("interFoam", "a dam break", "multiphase/interFoam/laminar/damBreak/damBreak"),
    ("icoFoam", "some flow", "incompressible/icoFoam/cavity/cavity"),
])
def test_recall(tutorials_dir: Path, solver: str, prompt: str, case: str) -> None:
    found = recall(tutorials_dir, solver, prompt)
    assert found is not None and found.reference.case == case, found and found.reason


def test_an_unknown_solver_has_no_tutorial(tutorials_dir: Path) -> None:
    assert recall(tutorials_dir, "noSuchFoam", "anything") is None


def test_gzipped_files_are_read_under_their_plain_names(tutorials_dir: Path) -> None:
    packed = next(path for path in sorted(tutorials_dir.rglob("*.gz"))
                  if "triSurface" not in path.parts and "system" in path.parts
                  and (path.parent.parent / "system" / "controlDict").exists())
    case = packed.parent.parent.relative_to(tutorials_dir).as_posix()
    reference = read_tutorial(tutorials_dir, case)
    assert f"system/{packed.name[:-3]}" in reference.files, case


SQUARE_BEND = "incompressible/simpleFoam/squareBend"


@pytest.mark.slow
def test_geometry_the_index_leaves_out_is_copied_and_the_case_runs(
        author: TemplateAuthor, runner: LocalRunner, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    """squareBend's sampling opens constant/triSurface/angledPlane.obj at start-up; the
    retrieval index keeps geometry out, so the author must copy it from the tutorial."""
    indexed = read_case(tutorials_dir, SQUARE_BEND)
    reference = Reference(case=SQUARE_BEND, solver=indexed.solver, domain=indexed.domain,
                          score=0.9, files=indexed.files, allrun=indexed.allrun)
    surface = "constant/triSurface/angledPlane.obj"
    assert surface not in reference.files
    request = write_request("squareBend with simpleFoam, endTime 2", [reference])
    case = tmp_path / "bend"
    write_case(author, request, case)
    assert (case / surface).read_text() == (tutorials_dir / SQUARE_BEND / surface).read_text()
    result = runner.run(case)
    assert result.ok, (result.status, result.fatal_error)
