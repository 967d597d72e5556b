"""Fixtures for the template author: references read from the real tutorials, a review loop.

References are built here from the installed tutorial folders (``.gz`` files decompressed), not
through the author's own tutorial reader, so the tests do not check the code with itself.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Reference, ReviewRequest, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.compose import Composition, compose
from foam_agent.agents.case_files import CaseWriter, snapshot
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec

CAVITY = "incompressible/icoFoam/cavity/cavity"
FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
#: Review rounds a broken case gets before the test gives up: each rule fixes in one.
MAX_ROUNDS = 3


def build_reference(tutorials_dir: str | Path, case: str, score: float = 0.9) -> Reference:
    """A :class:`Reference` as the retriever gives it: every text file, gunzipped."""
    root = Path(tutorials_dir) / case
    files: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file():
            continue
        data = path.read_bytes()
        name = path.relative_to(root).as_posix()
        if name.endswith(".gz"):
            data, name = gzip.decompress(data), name[:-3]
        files[name] = data.decode("utf-8")
    solver = case.split("/")[1]
    return Reference(case=case, solver=solver, domain=case.split("/")[0], score=score,
                     files=files, allrun=files.get("Allrun"))


def write_composed(installation: Installation, case: str, prompt: str, root: Path,
                   plant: tuple[str, str, str] | None = None) -> CaseSpec:
    """Compose tutorial ``case`` for ``prompt`` as the solve does, write it into ``root`` and
    return the request's spec; ``plant`` = (file, pattern, replacement) puts a fault into the
    written case first (the pattern must be there, so a planted fault never goes missing)."""
    assert installation.tutorials_dir
    spec = parse_spec(prompt, solvers=installation.applications)
    composed = compose(build_reference(installation.tutorials_dir, case), spec,
                       applications=installation.applications)
    CaseWriter(root).apply(composed.files, [])
    if plant is not None:
        path = root / plant[0]
        text = path.read_text()
        assert re.search(plant[1], text), (plant, text)
        path.write_text(re.sub(plant[1], plant[2], text, count=1))
    return spec


@pytest.fixture(scope="session")
def tutorials_dir(installation: Installation) -> Path:
    assert installation.tutorials_dir, "the installation has no tutorials"
    return Path(installation.tutorials_dir)


@pytest.fixture(scope="session")
def reference(tutorials_dir: Path) -> Callable[[str], Reference]:
    """A factory: ``reference(CAVITY)`` → the cavity tutorial as a retrieved reference."""
    return lambda case: build_reference(tutorials_dir, case)


#: ``written(case, prompt)``: the tutorial with the prompt's values applied, and the spec.
Written = Callable[[str, str], tuple[Composition, CaseSpec]]


@pytest.fixture
def written(reference: Callable[[str], Reference], installation: Installation) -> Written:
    """The composed case and its spec, as the author writes it (no run)."""

    def make(case: str, prompt: str) -> tuple[Composition, CaseSpec]:
        spec = parse_spec(prompt, solvers=installation.applications)
        return compose(reference(case), spec, applications=installation.applications), spec

    return make


@pytest.fixture
def author(tutorials_dir: Path) -> TemplateAuthor:
    return TemplateAuthor(tutorials_dir)


@pytest.fixture(scope="session")
def runner() -> LocalRunner:
    return LocalRunner(timeout_s=300)


@pytest.fixture
def write_request(installation: Installation) -> Callable[..., WriteRequest]:
    """A factory: ``write_request(prompt, [reference])`` for this installation."""

    def make(prompt: str, references: list[Reference] | None = None) -> WriteRequest:
        return WriteRequest(prompt=prompt,
                            spec=parse_spec(prompt, solvers=installation.applications),
                            dialect=installation.dialect,
                            solvers=sorted(installation.applications),
                            references=references or [])

    return make


def write_case(author: TemplateAuthor, request: WriteRequest, case_dir: Path) -> dict[str, str]:
    """Plan and write a case into ``case_dir``; returns the draft's files."""
    plan = author.plan(request).value
    draft = author.write(request, plan).value
    report = CaseWriter(case_dir).apply(draft.files, draft.deletions)
    assert not report.refused, report.refused
    return draft.files


def review_until_success(author: TemplateAuthor, runner: LocalRunner, request: WriteRequest,
                         case_dir: Path) -> tuple[list[RunResult], list[str]]:
    """Run, and while the run fails, review, rewrite and apply; the graph's loop in small.

    Returns:
        Every run result and every note of the rewrites.
    """
    results: list[RunResult] = []
    notes: list[str] = []
    for _ in range(MAX_ROUNDS):
        result = runner.run(case_dir)
        results.append(result)
        if result.ok:
            break
        review_request = ReviewRequest(prompt=request.prompt, spec=request.spec,
                                       dialect=request.dialect,
                                       files=snapshot(case_dir), run=result,
                                       references=request.references)
        review = author.review(review_request).value
        draft = author.rewrite(review_request, review).value
        assert set(draft.files) <= set(review.files_to_change)
        notes.extend(draft.notes)
        CaseWriter(case_dir).apply(draft.files, draft.deletions)
    return results, notes
