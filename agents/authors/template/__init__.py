"""The offline template author: tutorials plus the prompt's stated values, fixed by rule.

It chooses (``author``, ``compose``, ``run_numerics``, ``memory``, ``allrun``), reviews
(``review``, ``fatal``) and rescues (``rescue``, ``steady_instability``); the values themselves
are written by the editors both authors share (``foam_agent.agents.authors.editors``). The
author is loaded on first use (PEP 562), so importing a module of this package does not load
the whole author.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from foam_agent.agents.authors.template.author import TemplateAuthor
    from foam_agent.agents.authors.template.errors import AuthorError

__all__ = ["AuthorError", "TemplateAuthor"]


def __getattr__(name: str) -> Any:
    if name == "TemplateAuthor":
        from foam_agent.agents.authors.template.author import TemplateAuthor

        return TemplateAuthor
    if name == "AuthorError":
        from foam_agent.agents.authors.template.errors import AuthorError

        return AuthorError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
