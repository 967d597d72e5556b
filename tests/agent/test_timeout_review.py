"""A run stopped by the time limit is reviewed as the same case, never as another tutorial.

Why: a timeout says the case costs more than the limit allows, not that the followed tutorial is
wrong. The Re 100 cylinder of the validation suite states its end time; stopped at t = 144.9 of
150 s, its review found no rule (the stated end time cannot be shortened) and followed the next
retrieved tutorials, movingCone and a film case: another flow, reported as the request's. The
review must instead end the solve ``failed`` with the reason, or shorten an end time the request
did not state (a cheaper run of the same case).
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.authors.base import Reference, ReviewRequest, WriteRequest
from foam_agent.agents.authors.template.author import TemplateAuthor
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.runners.result import RunResult

#: Two tutorials of one solver that meet as much of the request, so a review could follow the
#: second.
CASES = ("incompressible/icoFoam/cavity/cavity", "incompressible/icoFoam/cavity/cavityClipped")
CAVITY = "Lid-driven cavity with icoFoam, lid speed 1 m/s, kinematic viscosity 0.01 m^2/s"


def _review(prompt: str, status: str, error_class: str | None = None
            ) -> tuple[TemplateAuthor, ReviewRequest]:
    from foam_agent.agents.spec.parse import parse_spec

    installation = find_local_installation()
    tutorials = Path(str(installation.tutorials_dir))
    references: list[Reference] = [read_tutorial(tutorials, case, score=0.9 - 0.1 * rank)
                                   for rank, case in enumerate(CASES)]
    spec = parse_spec(prompt, solvers=installation.applications)
    author = TemplateAuthor(tutorials_dir=tutorials)
    request = WriteRequest(prompt=prompt, spec=spec, dialect=installation.dialect,
                           solvers=sorted(installation.applications), references=references)
    draft = author.write(request, author.plan(request).value).value
    run = RunResult(status=status, error_class=error_class,  # type: ignore[arg-type]
                    message=f"{status}: stopped at t = 0.45 of 0.5 s",
                    dialect=installation.dialect, runner="local", last_time="0.45")
    return author, ReviewRequest(prompt=prompt, spec=spec, dialect=installation.dialect,
                                 files=dict(draft.files), run=run, references=references)


def test_a_timeout_with_a_stated_end_time_fails_honestly_on_the_same_case() -> None:
    author, request = _review(f"{CAVITY}; run until 0.5 s.", "timeout")
    review = author.review(request).value
    assert review.error_class == "timeout"
    assert review.files_to_change == [], review
    assert "states endTime" in review.instructions and "longer time limit" in \
        review.instructions, review.instructions
    assert "cavityClipped" not in review.instructions, review.instructions
    rewritten = author.rewrite(request, review).value
    assert not rewritten.files and not rewritten.deletions, rewritten.notes
    assert not any("cavityClipped" in note for note in rewritten.notes), rewritten.notes


def test_a_timeout_without_an_end_time_retries_the_same_case_shorter() -> None:
    author, request = _review(f"{CAVITY}.", "timeout")
    review = author.review(request).value
    assert review.files_to_change == ["system/controlDict"], review
    rewritten = author.rewrite(request, review).value
    assert list(rewritten.files) == ["system/controlDict"] and not rewritten.deletions
    assert any("endTime" in note and "time limit" in note for note in rewritten.notes)


def test_a_failure_no_rule_knows_still_follows_the_next_tutorial() -> None:
    """The contrast: what a timeout must not do is what a failure no rule knows still does."""
    author, request = _review(f"{CAVITY}; run until 0.5 s.", "failed", "other")
    review = author.review(request).value
    assert "follow incompressible/icoFoam/cavity/cavityClipped instead" in \
        review.instructions, review
