"""Whether a plain fluid's tutorial (a physics base) can stand for what a request asks.

Why: the template author adds a plain channel tutorial (:data:`.author.PHYSICS_BASES`) to the
retrieved candidates when a request's geometry is to be meshed anew, and ranks every candidate
by the stated values it holds. A plain channel holds a speed, a viscosity and the times as well
as any case, so a floating block in an overset grid, or a large-eddy channel driven at a held
bulk velocity, was followed into pitzDaily: the stated values fitted, the flow asked for was
gone. What only one family of tutorials has is read from the base's own files, as retrieval
reads every tutorial (:func:`~foam_agent.rag_index.rank.lacked_physics`), so the base is
offered only when it lacks none of it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.facets import CaseFacets, case_facets
from foam_agent.rag_index.rank import lacked_physics
from foam_agent.rag_index.text import request_words

__all__ = ["base_lacks"]


@lru_cache(maxsize=8)
def _facets(tutorials_dir: Path, case: str) -> tuple[CaseFacets, str]:
    """The facets of an installed tutorial and its solver, read once per process."""
    tutorial = read_case(tutorials_dir, case)
    return case_facets(tutorial), tutorial.solver


def base_lacks(tutorials_dir: Path, case: str, prompt: str,
               turbulence: str | None) -> tuple[str, ...]:
    """What ``prompt`` asks that the installed tutorial ``case`` lacks and no edit gives it
    (a floating body, overlapping grids, LES of a RAS case), each said in words; empty when
    the tutorial can stand for the request's flow.

    Args:
        tutorials_dir: The installation's tutorials.
        case: The tutorial, relative to ``tutorials_dir``.
        prompt: The request in the user's words.
        turbulence: The turbulence the request states (``"laminar"``, ``"RAS"``, ``"LES"``)
            or None.
    """
    facets, solver = _facets(Path(tutorials_dir), case)
    return lacked_physics(facets, solver, request_words(prompt), turbulence)
