"""The offline template author: tutorials plus the prompt's stated values, fixed by rule."""

from agents.authors.template.author import TemplateAuthor
from agents.authors.template.errors import AuthorError
from agents.authors.template.extract import extract
from agents.authors.template.requirements import Requirements

__all__ = ["AuthorError", "Requirements", "TemplateAuthor", "extract"]
