"""Sibling tutorials told apart by a word: a variant must be asked for, or its plainer base is
followed.

Why: an installation ships a plain case beside variants of it (``cavity`` beside
``cavityClipped`` and ``cavityGrade``; ``counterFlowFlame2D`` beside ``counterFlowFlame2D_GRI``
and ``…_GRI_TDAC``; ``bubbleColumn`` under ``twoPhaseEulerFoam`` and under
``reactingTwoPhaseEulerFoam``). They share nearly every word a request uses, so the embedding
and BM25 rank them by accident: a square lid-driven box followed ``cavityClipped`` (its lid
patch is called ``lid``), ran, and was the wrong geometry. What a variant adds is written in
its own name: the words its name extends a sibling's name by, or its solver's name extends the
sibling's solver by (``reacting``). Those words must be supported by the request — named in
it, or the request's typed physics fitting the variant better than its base — else the base
ranks before it.

The siblings are found in the installation's own names (:func:`find_variants`), not in a list
kept per case.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from foam_agent.rag_index.lexical import GENERIC_NAMES, GLUE_WORDS
from foam_agent.rag_index.text import tokens

__all__ = ["MIN_BASE", "Variant", "find_variants", "plainer_first", "words_named"]

#: A base name shorter than this is no family ("T3A" is not a base of "T3Aextra").
MIN_BASE = 4
#: A word of a variant's name shorter than this must be said exactly ("gri", "lts"); a longer
#: one is met by a word it begins or that begins it ("grade" by "graded", "obstacles" by
#: "obstacle").
MIN_STEM = 4


@dataclass(frozen=True)
class Variant:
    """A tutorial that varies a plainer one.

    Attributes:
        path: The variant's case path.
        bases: The case paths it varies (the same name under the plainer solver, or the
            nearest name it extends under its own solver: ``damBreak`` in each category).
        base: What it varies, for explanations (``cavity``, ``twoPhaseEulerFoam``).
        words: The words of the variation a request must support (``clipped``;
            ``reacting``), as :func:`~foam_agent.rag_index.text.tokens` splits them.
    """

    path: str
    bases: tuple[str, ...]
    base: str
    words: tuple[str, ...]


def _nearest_base(name: str, siblings: Collection[str]) -> str | None:
    """The longest other name of ``siblings`` that ``name`` extends (``counterFlowFlame2D_GRI``
    for ``counterFlowFlame2D_GRI_TDAC``), or None. A name that says how a case runs
    (:data:`~foam_agent.rag_index.lexical.GENERIC_NAMES`) is no base."""
    bases = [other for other in siblings if other != name and len(other) >= MIN_BASE
             and other.lower() not in GENERIC_NAMES
             and name.lower().startswith(other.lower())]
    return max(bases, key=len) if bases else None


def _plainer_solver(solver: str, others: Collection[str]) -> str | None:
    """The solver among ``others`` whose name's words ``solver``'s extend by the fewest
    (``twoPhaseEulerFoam`` for ``reactingTwoPhaseEulerFoam``), or None."""
    own = set(tokens(solver))
    plainer = [other for other in others if other != solver and set(tokens(other)) < own]
    return max(plainer, key=lambda other: len(tokens(other))) if plainer else None


def _words(extra: Iterable[str]) -> tuple[str, ...]:
    """The words of a variation a request can say: glue words and single letters left out."""
    return tuple(word for word in extra if len(word) > 1 and word not in GLUE_WORDS)


def find_variants(cases: Iterable[tuple[str, str, str]]) -> dict[str, Variant]:
    """Every variant among the installation's cases, by path.

    Args:
        cases: ``(path, solver, name)`` of each case.

    A case is a variant of the cases of its own solver named by the longest name its name
    extends, and else of the cases of its name under the plainer solver its solver's name
    extends; a variation with no word a request can say is none.
    """
    listed = list(cases)
    names_of: dict[str, set[str]] = {}
    solvers_of: dict[str, set[str]] = {}
    for _, solver, name in listed:
        names_of.setdefault(solver, set()).add(name)
        solvers_of.setdefault(name, set()).add(solver)
    found: dict[str, Variant] = {}
    for path, solver, name in listed:
        base = _nearest_base(name, names_of[solver])
        if base is not None:
            words = _words(tokens(name[len(base):]))
            bases = tuple(sorted(other for other, other_solver, other_name in listed
                                 if other_solver == solver and other_name == base))
        else:
            plainer = _plainer_solver(solver, solvers_of[name])
            if plainer is None:
                continue
            base = plainer
            words = _words(word for word in tokens(solver) if word not in tokens(plainer))
            bases = tuple(sorted(other for other, other_solver, other_name in listed
                                 if other_solver == plainer and other_name == name))
        if words and bases:
            found[path] = Variant(path, bases, base, words)
    return found


def words_named(variant: Variant, request_words: Collection[str]) -> tuple[str, ...]:
    """The words of the variation the request says (``graded`` says ``grade``)."""
    return tuple(word for word in variant.words if word in request_words or (
        len(word) >= MIN_STEM and any(
            len(said) >= MIN_STEM and (said.startswith(word) or word.startswith(said))
            for said in request_words)))


def plainer_first(order: Sequence[str], variants: Mapping[str, Variant],
                  unasked: Collection[str]) -> list[str]:
    """Move the best-ranked base of each variant the request does not ask for up to just
    before it, when the base ranks lower; other cases keep their order.

    Why the base moves up rather than the variant down: the variant earned its place by what
    it shares with its base (the request's words fit both), so the base takes that place; the
    cases between them keep theirs.

    Args:
        order: Case paths, best first.
        variants: The installation's variants (:func:`find_variants`).
        unasked: The variants whose words the request does not support.
    """
    result = list(order)
    for path in [path for path in order if path in unasked]:
        position = result.index(path)
        bases = [result.index(base) for base in variants[path].bases if base in result]
        if bases and min(bases) > position:
            result.insert(position, result.pop(min(bases)))
    return result
