"""Whether a request names a tutorial case as the one to follow, in any form of its name.

Why: a request that names an installed tutorial ("the cavityClipped tutorial", "the clipped
cavity", "biconic25-55Run35", "the NACA0012 aerofoil") has chosen it; the writer follows it
unless the request contradicts what it can be. The lexical boost (``rag_index.lexical``) only
lifts such a case in the ranking, and a name of one ordinary word ("cavity", "flange",
"cylinder") is as often a description as a name, so it is the user's choice only where the
words call it one: a tutorial, an example, a case, or the solver that runs it beside it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection

from foam_agent.rag_index.text import split_identifiers

__all__ = ["glued", "names_case", "most_specific"]

#: A piece of a name or a request: a run of letters and digits, camelCase split apart.
_PIECE = re.compile(r"[a-z0-9]+")
#: Words a request puts inside a name it writes apart ("dam break with an obstacle").
_FILLERS = frozenset({"a", "an", "the", "of"})
#: Words that call a one-word name a tutorial ("the flange tutorial", "tutorial cavity").
_CASE_NOUNS = frozenset({"tutorial", "tutorials", "example", "examples", "case", "cases",
                         "setup", "geometry", "demo"})
#: How many words may stand between a one-word name and the noun calling it one ("the
#: cylinder case", "the flange of the tutorials": two words apart at most).
_CALLED_WITHIN = 2
#: How many pieces a solver's name beside a one-word name may span ("ico foam cavity").
_SOLVER_PIECES = 4


def _pieces(text: str) -> list[str]:
    return _PIECE.findall(split_identifiers(text).lower())


def glued(name: str) -> str:
    """A name as :func:`names_case` compares it whole: its pieces lower-case, glued
    (``heatTransfer`` and ``heat_transfer`` → ``heattransfer``)."""
    return "".join(part for part in _pieces(name) if part not in _FILLERS)


def _runs(pieces: list[str], width: int) -> list[tuple[int, list[str]]]:
    return [(start, pieces[start:start + width]) for start in range(len(pieces) - width + 1)]


def _written_out(parts: list[str], pieces: list[str]) -> list[int]:
    """Where the request writes the name's parts as one run of its words: glued in order
    (``cavityclipped``, ``cavity clipped``, ``biconic25 55run35``), or apart in any order
    ("clipped cavity", "NACA0012 aerofoil"). Returns the start of each run."""
    glued = "".join(parts)
    found = []
    for width in range(1, len(parts) + 1):
        for start, run in _runs(pieces, width):
            if "".join(run) == glued or (width == len(parts) > 1
                                         and Counter(run) == Counter(parts)):
                found.append(start)
    return found


def names_case(name: str, prompt: str, solver: str | None = None, *,
               classifying: Collection[str] = ()) -> bool:
    """Whether ``prompt`` names the tutorial case ``name`` as the one to follow.

    Args:
        name: The case's folder name (``cavityClipped``, ``aerofoilNACA0012``).
        prompt: The request.
        solver: The solver running the case: a one-word name beside it is named.
        classifying: The folder names the tutorial tree sorts its cases by (its domains and
            categories, glued lower-case: ``heattransfer``, ``multiphase``, ``ras``).

    Returns:
        True for a name of two or more parts written in any form; for a one-word name, or a
        name that is also one of the tree's ``classifying`` folders, only beside a word
        calling it a tutorial, example or case, or beside its solver.

    Why a classifying name needs the call: the tree files whole families of cases under
    "heatTransfer", so the words are physics a request describes ("a heat-transfer
    coefficient of 25 W/m²K"), not the name of the one case of overLaplacianDyMFoam that is
    called so; as a description they chose that moving-mesh case over the conjugate
    tutorial the request was about.
    """
    parts = [part for part in _pieces(name) if part not in _FILLERS]
    if not parts:
        return False
    pieces = [piece for piece in _pieces(prompt) if piece not in _FILLERS]
    starts = _written_out(parts, pieces)
    if (len(parts) >= 2 and glued(name) not in classifying) or not starts:
        return bool(starts)
    solver_glued = "".join(_pieces(solver)) if solver else None
    for start in starts:
        near = pieces[max(0, start - _CALLED_WITHIN):start + _CALLED_WITHIN + 1]
        if _CASE_NOUNS.intersection(near) or (
                solver_glued and solver_glued in "".join(
                    pieces[max(0, start - _SOLVER_PIECES):start + _SOLVER_PIECES + 1])):
            return True
    return False


def most_specific(named: dict[str, str]) -> frozenset[str]:
    """Of the cases a request names (path → name), those whose names have the most parts.

    Why: "the clipped cavity (cavityClipped tutorial)" names ``cavityClipped`` and, by its
    word "cavity" beside "tutorial", ``cavity`` too; the longer name is the one chosen, as
    "a dam break with an obstacle" chooses ``damBreakWithObstacle`` over ``damBreak``.
    """
    sizes = {path: len([part for part in _pieces(name) if part not in _FILLERS])
             for path, name in named.items()}
    most = max(sizes.values(), default=0)
    return frozenset(path for path, size in sizes.items() if size == most)
