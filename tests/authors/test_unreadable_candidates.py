"""A retrieved tutorial whose dictionaries no parser reads costs only its own chance of being
followed: the request goes on with the readable candidates, and fails with the parser's reason
only when none is readable."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import AuthorError, TemplateAuthor

#: Installed tutorial whose controlDict expands ``${_${FOAM_EXECUTABLE}}``, which the
#: dictionary parser cannot read.
UNREADABLE = "incompressible/lumpedPointMotion/building/steady"
READABLE = "incompressible/simpleFoam/windAroundBuildings"
PROMPT = "steady wind over a few buildings with simpleFoam, 6 m/s, 300 iterations"


def retrieved(reference: Callable[[str], Reference], case: str, score: float) -> Reference:
    """The tutorial as retrieval gives it: its surface geometry (megabytes) left out."""
    whole = reference(case)
    files = {name: text for name, text in whole.files.items()
             if not name.startswith("constant/triSurface/")}
    return whole.model_copy(update={"files": files, "score": score})


def test_an_unreadable_candidate_ranked_first_is_passed_over(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request(PROMPT, [retrieved(reference, UNREADABLE, 0.95),
                                     retrieved(reference, READABLE, 0.9)])
    assert author.plan(request).value.reference_case == READABLE


def test_no_readable_candidate_fails_with_the_parsers_reason(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request(PROMPT, [retrieved(reference, UNREADABLE, 0.95)])
    with pytest.raises(AuthorError,
                       match=r"no candidate tutorial could be read: .*building/steady"):
        author.plan(request)
