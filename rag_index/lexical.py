"""The hybrid part of retrieval: a boost for cases whose solver or name the prompt states.

Why: FoamBench-style prompts usually say which solver to use ("using the rhoCentralFoam
solver") and often name the tutorial ("pitzDaily", "a forward-facing step"). An embedder blurs
such names (``pisoFoam`` and ``pimpleFoam`` are near neighbours), while an exact or near-exact
word match is strong evidence. The boost is added to the cosine similarity, so with no names
in the prompt retrieval is purely semantic.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from foam_agent.rag_index.geometry import geometry_names
from foam_agent.rag_index.text import compact_tokens, tokens

__all__ = ["Boost", "LexicalBoost", "near", "runs_utility"]

#: The prompt names the case's solver exactly ("pisoFoam", "interfoam"): the strongest hint.
SOLVER_EXACT = 0.30
#: The prompt has every word of the solver's name but "Foam" ("PIMPLE algorithm").
SOLVER_STEM = 0.10
#: The prompt names the case ("pitzDaily", "pitz daily", "square bend"). Scaled down for
#: one-word names ("cavity", "cylinder", "steady"), which are ordinary words as often as names.
NAME_EXACT = 0.30
#: Words a name needs for the full :data:`NAME_EXACT`.
SPECIFIC_NAME_WORDS = 2
#: Times the share of the name's words the prompt has ("forward-facing step", "Bernard
#: cell"), each word counted by its rarity among the case names (1 for a word of one name,
#: 0 for a word of all): "hill" names one set-up, "cavity", "channel" or "room" several.
#: Smaller than an exact name because single words are shared by many tutorials.
NAME_PARTIAL = 0.15
#: Times the fraction of the category's words present ("RAS", "laminar", "LES").
CATEGORY = 0.05
#: The prompt states the domain ("incompressible", "compressible", "multiphase").
DOMAIN = 0.05
#: The prompt names the tutorial's geometry in several words ("backward facing step",
#: "dam break"): as strong as a partial name, since it is what the name stands for.
GEOMETRY_PHRASE = 0.2
#: … in one word ("weir", "airfoil"), which other set-ups share more often.
GEOMETRY_WORD = 0.1
#: Solver stems that are ordinary words of any request ("boundary conditions"), no evidence.
COMMON_STEMS = frozenset({"boundary"})
#: Case names that say how a variant runs, not what it is; its folder names it instead.
GENERIC_NAMES = frozenset({"steady", "transient", "steadystate", "laminar", "explicit",
                           "implicit", "fullcase", "moment", "run", "case"})
#: Longest run of prompt words glued together when looking for a name ("dam break with
#: obstacle" is four words).
MAX_NAME_WORDS = 5
#: Words this short are too common ("in", "to") or ambiguous to count as a name's word.
MIN_NAME_WORD = 3
#: Glue words inside names ("cylinderAndBackground", "damBreakWithObstacle") that every
#: prompt has anyway; they are not evidence.
GLUE_WORDS = frozenset({"and", "with", "the", "for", "from", "into", "over"})


@dataclass(frozen=True)
class Boost:
    """The lexical evidence for one case.

    Attributes:
        value: Added to the case's similarity.
        reasons: What matched, e.g. ``("solver pisoFoam", "name cavity")``.
        solver_named: The prompt names the case's solver exactly.
        name_named: The prompt names the case exactly (``pitzDaily``, ``pitz daily``).
    """

    value: float
    reasons: tuple[str, ...]
    solver_named: bool = False
    name_named: bool = False


def runs_utility(application: str) -> bool:
    """Whether a tutorial runs a utility rather than a solver: its application is no
    "…Foam" solver (``mesh/snappyHexMesh/flange``, the ``wingMotion_snappyHexMesh`` step of
    a flow tutorial, a ``moveDynamicMesh`` demo).

    Why: "external aerodynamics of a motorcycle, snappyHexMesh, steady turbulent" names the
    mesher as a step of the flow it asks for, and every flow tutorial meshed by it runs it
    too. The name is no evidence for the utility's own case over them: it only lifts a
    utility demo's penalty (:func:`~foam_agent.rag_index.rank.demo_asked`). Where the case
    lies does not matter; the meshing step of ``wingMotion`` outranked the motorbike.
    """
    return not application.endswith("Foam")


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _within_one_edit(a: str, b: str) -> bool:
    """Whether one insertion, deletion or substitution turns ``a`` into ``b``."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            rest = i + 1 if len(a) == len(b) else i
            return a[rest:] == b[i + 1 :]
    return True


def near(word: str, candidates: Iterable[str]) -> bool:
    """Whether ``word`` appears among ``candidates`` allowing plurals, one typo or gluing.

    "cells" matches "cell", "benard" matches "bernard", and "offset" matches "offsetcylinder"
    (words of four letters or more may be glued to others).
    """
    stem = _stem(word)
    for candidate in candidates:
        if candidate == word or _stem(candidate) == stem:
            return True
        if len(word) >= 5 and _within_one_edit(word, candidate):
            return True
        if len(word) >= 4 and len(candidate) > len(word) and word in candidate:
            return True
    return False


def _significant(words: Iterable[str]) -> tuple[str, ...]:
    """Words of a name worth matching: alphabetic and long enough, or like "2d"."""
    return tuple(
        w
        for w in words
        if w not in GLUE_WORDS
        and ((w.isalpha() and len(w) >= MIN_NAME_WORD) or not (w.isdigit() or w.isalpha()))
    )


@dataclass(frozen=True)
class _Terms:
    solver: str
    solver_name: str
    solver_stem: tuple[str, ...]
    name: str
    name_original: str
    name_words: tuple[str, ...]
    category_words: tuple[str, ...]
    domain_words: tuple[str, ...]
    geometry: tuple[tuple[str, str], ...]
    runs_utility: bool


class LexicalBoost:
    """Scores the cases of an index against the names a prompt states.

    Args:
        cases: ``(path, solver, domain, category, name)`` of every case.
    """

    def __init__(self, cases: Iterable[tuple[str, str, str, str, str]]) -> None:
        self._terms: dict[str, _Terms] = {}
        for path, solver, domain, category, name in cases:
            if name.lower() in GENERIC_NAMES and category:
                name = category.split("/")[-1]  # periodicHill/steadyState is a periodic hill
            self._terms[path] = _Terms(
                solver=solver.lower(),
                solver_name=solver,
                solver_stem=tuple(w for w in tokens(solver) if w != "foam"),
                name="".join(compact_tokens(name)),
                name_original=name,
                name_words=_significant(tokens(name)),
                category_words=_significant(tokens(category)),
                domain_words=tuple(tokens(domain)),
                geometry=tuple(
                    (phrase, "".join(tokens(phrase))) for phrase in geometry_names(path)
                ),
                runs_utility=runs_utility(solver),
            )
        names = Counter(word for terms in self._terms.values()
                        for word in set(terms.name_words))
        total = max(len(self._terms), 2)
        #: Name word → how rare it is among the case names (0 to 1): "hill" in one name says
        #: more than "cavity" in ten.
        self._rarity = {word: math.log(total / count) / math.log(total)
                        for word, count in names.items()}

    @staticmethod
    def _geometry(terms: _Terms, glued: set[str], stems: set[str]) -> tuple[float, str] | None:
        """The strongest geometry phrase of the case that the prompt uses, with its value."""
        best: tuple[float, str] | None = None
        for phrase, compact in terms.geometry:
            if not compact:
                continue
            several = " " in phrase
            found = compact in glued if several else _stem(compact) in stems
            value = GEOMETRY_PHRASE if several else GEOMETRY_WORD
            if found and (best is None or value > best[0]):
                best = (value, phrase)
        return best

    def score(self, prompt: str) -> dict[str, Boost]:
        """The boost of every case with some evidence; cases with none are left out."""
        compact = set(compact_tokens(prompt))
        words = tokens(prompt)
        word_set = set(words)
        glued = compact | {
            "".join(words[i : i + n])
            for i in range(len(words))
            for n in range(2, MAX_NAME_WORDS + 1)
            if i + n <= len(words)
        }
        candidates = word_set | compact
        boosts = {}
        for path, terms in self._terms.items():
            value = 0.0
            reasons = []
            solver_named = name_named = False
            # A utility demo's program is named as a step of a flow (see runs_utility).
            by_solver = not terms.runs_utility
            if by_solver and terms.solver in compact:
                solver_named = True
                value += SOLVER_EXACT
                reasons.append(f"solver {terms.solver_name}")
            elif by_solver and terms.solver_stem and not COMMON_STEMS.issuperset(
                terms.solver_stem
            ) and all(w in word_set for w in terms.solver_stem):
                value += SOLVER_STEM
                reasons.append(f"solver words {' '.join(terms.solver_stem)}")
            named = 0.0
            if terms.name and terms.name in glued:
                name_named = True
                specific = min(1.0, max(1, len(terms.name_words)) / SPECIFIC_NAME_WORDS)
                named = NAME_EXACT * specific
                reasons.append(f"name {terms.name_original}")
            else:
                found = [w for w in terms.name_words if near(w, candidates)]
                if found:
                    named = NAME_PARTIAL * sum(self._rarity[w] for w in found) / len(
                        terms.name_words)
                    reasons.append(f"name words {' '.join(found)}")
            geometry = self._geometry(terms, glued, {_stem(w) for w in word_set})
            if geometry and geometry[0] > named:
                # The geometry's name stands for the tutorial's name: the stronger, not both.
                named = geometry[0]
                reasons.append(f"geometry {geometry[1]}")
            value += named
            if terms.category_words:
                # A category that repeats the name (icoFoam/cavity/cavity) is no new evidence.
                found = [
                    w for w in terms.category_words if w in word_set and w not in terms.name_words
                ]
                if found:
                    value += CATEGORY * len(found) / len(terms.category_words)
                    reasons.append(f"category {' '.join(found)}")
            if terms.domain_words and all(w in word_set for w in terms.domain_words):
                value += DOMAIN
                reasons.append(f"domain {' '.join(terms.domain_words)}")
            if value:
                boosts[path] = Boost(value, tuple(reasons), solver_named, name_named)
        return boosts
