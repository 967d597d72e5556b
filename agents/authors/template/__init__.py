"""The offline template author: tutorials plus the prompt's stated values, fixed by rule."""

from agents.authors.template.author import TemplateAuthor
from agents.authors.template.errors import AuthorError

__all__ = ["AuthorError", "TemplateAuthor"]
