"""The reviewer's answer to a run that left requirements unmet: follow another tutorial only
when its case, counted the same way, leaves fewer of them unmet (no solver: the audits are of
written cases)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Reference, ReviewRequest, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.case_files import snapshot
from foam_agent.agents.runners import RunResult
from tests.authors.conftest import CAVITY, write_case

ELBOW = "incompressible/icoFoam/elbow"
PROMPT = ("icoFoam: the top lid moves at 2 m/s, kinematic viscosity 0.01 m^2/s, "
          "run to 0.3 s")


def review_request(request: WriteRequest, case: Path, references: list[Reference],
                   extra: list[AuditRow]) -> ReviewRequest:
    """The review request of a run that succeeded, its audit the written case's plus
    ``extra`` (rows the run itself broke, as a setFields that rewrites an initial field)."""
    rows = [*audit_case(request.spec, case), *extra]
    return ReviewRequest(prompt=request.prompt, spec=request.spec, dialect=request.dialect,
                         files=snapshot(case),
                         run=RunResult(status="success", dialect=request.dialect,
                                       runner="local"),
                         audit=rows, references=references)


def broken_by_the_run() -> AuditRow:
    return AuditRow(requirement="U on internalField", phrase="U = (0 0 0)",
                    expected="(0 0 0)", file="0/U", entry="internalField", found="nonuniform",
                    met=False)


def test_a_row_the_run_broke_does_not_send_the_case_to_the_tutorial_it_follows(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    references = [reference(CAVITY)]
    request = write_request(PROMPT, references)
    write_case(author, request, tmp_path)
    review = author.review(review_request(request, tmp_path, references,
                                          [broken_by_the_run()])).value
    assert review.error_class == "unmet_requirements"
    assert review.files_to_change == [], review.instructions
    assert "no retrieved tutorial meets more" in review.instructions


def test_a_tutorial_that_meets_more_is_still_followed(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    """The elbow has no top lid; the cavity, ranked lower, has one: the reviewer moves the
    case there, with or without a row the run broke."""
    elbow, cavity = reference(ELBOW), reference(CAVITY).model_copy(update={"score": 0.5})
    request = write_request(PROMPT, [elbow])
    write_case(author, request, tmp_path)
    for extra in ([], [broken_by_the_run()]):
        review = author.review(review_request(request, tmp_path, [elbow, cavity],
                                              extra)).value
        assert review.error_class == "unmet_requirements"
        assert f"follow {CAVITY} instead" in review.instructions, review.instructions
        assert review.files_to_change


def test_a_tutorial_the_request_names_is_kept_whatever_it_leaves_unmet(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    """The same elbow and cavity, the elbow now the tutorial the request names: the writer
    followed it by choice, so the reviewer does not move the case for the lid it lacks and
    says why."""
    elbow = reference(ELBOW).model_copy(update={"named": True})
    cavity = reference(CAVITY).model_copy(update={"score": 0.5})
    request = write_request(f"On the elbow tutorial, {PROMPT}", [elbow])
    write_case(author, request, tmp_path)
    review = author.review(review_request(request, tmp_path, [elbow, cavity], [])).value
    assert review.error_class == "unmet_requirements"
    assert review.files_to_change == [], review.instructions
    assert f"follows {ELBOW}, the tutorial the request names" in review.instructions
