"""Whether a request names a tutorial case as the one to follow, in any form of its name.

Why: a request that names an installed tutorial ("the cavityClipped tutorial", "the clipped
cavity", "biconic25-55Run35", "the NACA0012 aerofoil") has chosen it; the writer follows it
unless the request contradicts what it can be. People write a name's words in the form their
sentence needs (a name's noun as the thing's: "resonance" as "resonator", a plural), and leave
out a last word that only calls the rest a case (``…TestCase`` written "the … test"), so a
name's parts are met by forms of the same word (:func:`same_word`) and such a last word may be
left out. The lexical boost (``rag_index.lexical``) only
lifts such a case in the ranking, and a name of one ordinary word ("cavity", "flange",
"cylinder") is as often a description as a name, so it is the user's choice only where the
words call it one: a tutorial, an example, a case, or the solver that runs it beside it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from itertools import permutations

from foam_agent.rag_index.text import split_identifiers

__all__ = ["glued", "most_specific", "names_case", "same_word"]

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
#: A last word of a name that only calls the rest a case (``thermocoupleTestCase``); "Setup"
#: and "Example" say which one of a family (``liftFullSetup`` beside ``liftMinimumSetup``).
_CALLING_WORD = "case"
#: The shortest stem two forms of one word share ("reson…" of resonance and resonator): a
#: shorter one joins different words ("mix…" of mixer and mixture).
MIN_SHARED_STEM = 5
#: The most letters a form of a word adds beyond the stem it shares with another ("-ance",
#: "-ator", "-s"): more is another word built on the stem.
MAX_ENDING = 3


def _pieces(text: str) -> list[str]:
    return _PIECE.findall(split_identifiers(text).lower())


def glued(name: str) -> str:
    """A name as :func:`names_case` compares it whole: its pieces lower-case, glued
    (``heatTransfer`` and ``heat_transfer`` → ``heattransfer``)."""
    return "".join(part for part in _pieces(name) if part not in _FILLERS)


def _runs(pieces: list[str], width: int) -> list[tuple[int, list[str]]]:
    return [(start, pieces[start:start + width]) for start in range(len(pieces) - width + 1)]


def same_word(said: str, part: str) -> bool:
    """Whether ``said`` is ``part`` or another form of the same word: both share a stem of
    :data:`MIN_SHARED_STEM` letters or more, and neither adds more than :data:`MAX_ENDING`
    letters to it ("resonator" and "resonance", "rotors" and "rotor", "injector" and
    "injection"; not "mixer" and "mixing", nor "heat" and "heater")."""
    if said == part:
        return True
    if said[:MIN_SHARED_STEM] != part[:MIN_SHARED_STEM]:
        return False
    shared = 0
    for left, right in zip(said, part, strict=False):
        if left != right:
            break
        shared += 1
    return shared >= MIN_SHARED_STEM and max(len(said), len(part)) - shared <= MAX_ENDING


def _forms_of(run: list[str], parts: list[str]) -> bool:
    """Whether ``run`` says each of ``parts`` once, in any order and in any form
    (:func:`same_word`)."""
    if Counter(run) == Counter(parts):
        return True
    # Each part must be met by some word before the orders are tried: nearly every run of a
    # request fails here, and a name of six parts has 720 orders.
    if not all(any(same_word(said, part) for said in run) for part in parts):
        return False
    return any(all(same_word(said, part) for said, part in zip(run, order, strict=True))
               for order in permutations(parts))


def _name_forms(parts: list[str]) -> list[list[str]]:
    """The name's parts, and without a last part that only calls the rest a case
    (``thermocoupleTestCase`` is "thermocouple test" called a case) when two or more remain."""
    if len(parts) > 2 and parts[-1] == _CALLING_WORD:
        return [parts, parts[:-1]]
    return [parts]


def _written_out(parts: list[str], pieces: list[str]) -> list[int]:
    """Where the request writes the name's parts as one run of its words: glued in order
    (``cavityclipped``, ``cavity clipped``, ``biconic25 55run35``), or apart in any order and
    in any form of each word ("clipped cavity", "NACA0012 aerofoil", "Helmholtz resonator"),
    the name's last word calling it a case left out or not. Returns the start of each run."""
    found = []
    for form in _name_forms(parts):
        glued = "".join(form)
        for width in range(1, len(form) + 1):
            for start, run in _runs(pieces, width):
                if "".join(run) == glued or (width == len(form) > 1 and _forms_of(run, form)):
                    found.append(start)
    return sorted(set(found))


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
