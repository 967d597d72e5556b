"""The template author composes each followed tutorial once per request.

Why it matters: choosing the tutorial composes and audits every retrieved candidate; the write
and each review need the same compositions again. Composing them again is wasted work (seconds
per candidate on a loaded machine) and, were composition ever not deterministic, a way for the
written case to differ from the one that was chosen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from foam_agent.agents.authors.base import ReviewRequest, WriteRequest
from foam_agent.agents.authors.template import author as author_module
from foam_agent.agents.authors.template.author import TemplateAuthor
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.runners.result import RunResult
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.update import SpecUpdate, TimeCorrection, apply_update

CASES = ("incompressible/icoFoam/cavity/cavity", "incompressible/icoFoam/elbow")


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The reference case of every call to ``compose``, in order."""
    calls: list[str] = []
    real = author_module.compose

    def counting(reference: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(reference.case)
        return real(reference, *args, **kwargs)

    monkeypatch.setattr(author_module, "compose", counting)
    return calls


def test_each_candidate_is_composed_once_for_choice_write_and_review(
        counted: list[str]) -> None:
    installation = find_local_installation()
    tutorials = Path(str(installation.tutorials_dir))
    references = [read_tutorial(tutorials, case, score=0.9 - 0.1 * rank)
                  for rank, case in enumerate(CASES)]
    prompt = "box with a sliding top at 3 m/s, fluid nu 0.003, stop at 0.2 s"
    spec = parse_spec(prompt, solvers=installation.applications)
    author = TemplateAuthor(tutorials_dir=tutorials)
    request = WriteRequest(prompt=prompt, spec=spec, dialect=installation.dialect,
                           solvers=sorted(installation.applications), references=references)
    plan = author.plan(request).value
    draft = author.write(request, plan).value
    assert sorted(counted) == sorted(CASES), counted
    assert draft.files["system/controlDict"].count("0.2") >= 1
    # The written files are a copy: editing them does not change what the next review sees.
    draft.files["system/controlDict"] = "edited"
    review = ReviewRequest(prompt=prompt, spec=spec, dialect=installation.dialect,
                           files=dict(draft.files),
                           run=RunResult(status="failed", error_class="undefined_keyword",
                                         message="--> FOAM FATAL ERROR: keyword nu is undefined",
                                         dialect=installation.dialect, runner="local"),
                           references=references)
    author.review(review)
    author.review(review)
    assert sorted(counted) == sorted(CASES), "a review composed a followed case again"
    again = author.write(request, plan).value
    assert again.files["system/controlDict"] != "edited"


def test_another_request_is_composed_afresh(counted: list[str]) -> None:
    installation = find_local_installation()
    tutorials = Path(str(installation.tutorials_dir))
    references = [read_tutorial(tutorials, CASES[0])]
    author = TemplateAuthor(tutorials_dir=tutorials)
    ends = []
    for end in ("0.2", "0.4"):
        prompt = f"cavity, lid 1 m/s, end time {end} s"
        request = WriteRequest(prompt=prompt, dialect=installation.dialect,
                               spec=parse_spec(prompt, solvers=installation.applications),
                               solvers=sorted(installation.applications),
                               references=references)
        draft = author.write(request, author.plan(request).value).value
        ends.append(draft.files["system/controlDict"])
    assert counted == [CASES[0], CASES[0]]
    assert "0.4" in ends[1] and "0.4" not in ends[0]


def test_a_corrected_spec_of_the_same_words_is_composed_afresh(counted: list[str]) -> None:
    installation = find_local_installation()
    tutorials = Path(str(installation.tutorials_dir))
    references = [read_tutorial(tutorials, CASES[0])]
    author = TemplateAuthor(tutorials_dir=tutorials)
    prompt = "cavity, lid 1 m/s, stop after a little while"
    spec = parse_spec(prompt, solvers=installation.applications)
    corrected = apply_update(spec, SpecUpdate(times=[TimeCorrection(
        name="endTime", value=0.7, phrase="a little while")]))
    controls = []
    for version in (spec, corrected):
        request = WriteRequest(prompt=prompt, spec=version, dialect=installation.dialect,
                               solvers=sorted(installation.applications),
                               references=references)
        controls.append(author.write(request, author.plan(request).value).value
                        .files["system/controlDict"])
    assert counted == [CASES[0], CASES[0]]
    assert "0.7" in controls[1] and "0.7" not in controls[0]
