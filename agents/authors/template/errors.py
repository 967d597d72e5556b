"""The one error the template author raises."""

from __future__ import annotations

from foam_agent.agents.authors.base import AuthorError as BaseAuthorError


class AuthorError(BaseAuthorError):
    """The template author cannot do what was asked; the message says what it needs.

    A subclass of the contract's ``AuthorError``, so the graph reports it like any author's.
    """
