"""Answering questions from a built index: nearest cases, a case's files, command help.

Why: this is the retriever node's whole interface to the tutorials. A case's score is the
weighted mean of the cosine similarities of its three keys (what it is, what it contains, what
it configures), plus the BM25 score of the request's words in the tutorial's own words (as a
share of the best case's, :func:`fuse`), plus the lexical boost of
:mod:`foam_agent.rag_index.lexical` when the prompt names its solver or the tutorial, plus the
fit of its physics to the request's (:mod:`foam_agent.rag_index.rank`); demonstration tutorials
rank after the canonical case of their solver. A prompt that names one solver and one of its
tutorials exactly is answered from those names alone, without loading the embedding model.
Every hit says how it scored (:meth:`CaseHit.explain`), so a wrong pick can be understood from
the run record.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from foam_agent.rag_index.bm25 import BM25, rank_of
from foam_agent.rag_index.corpus import content_hash, tree_fingerprint
from foam_agent.rag_index.documents import request_terms
from foam_agent.rag_index.embedders import MiniLMEmbeddings, embedder_id
from foam_agent.rag_index.errors import IndexCorrupt, IndexStale, UnknownCase
from foam_agent.rag_index.facets import CaseFacets, QueryFacets
from foam_agent.rag_index.keys import CASE_FIELDS
from foam_agent.rag_index.lexical import GENERIC_NAMES, Boost, LexicalBoost
from foam_agent.rag_index.manifest import Manifest, read_manifest, staleness
from foam_agent.rag_index.named import glued, most_specific, names_case
from foam_agent.rag_index.rank import (
    VARIANT,
    FacetScore,
    canonical_first,
    demo_asked,
    demo_penalty,
    facet_score,
    kinematic_viscosity_stated,
    temperatures_stated,
)
from foam_agent.rag_index.store import (
    DOCSTORE_FILE,
    INDEX_FILE,
    PAYLOAD_FILE,
    read_json,
    read_vectors,
)
from foam_agent.rag_index.text import (
    compact_tokens,
    compound_splitter,
    normalise,
    request_words,
)
from foam_agent.rag_index.variants import find_variants, plainer_first, words_named

__all__ = [
    "CaseHit",
    "CaseInfo",
    "CommandHit",
    "RagIndex",
    "check_index",
    "open_index",
    "tutorials_changed",
]

#: Weight of each key in a case's similarity. What a case is (solver, description, name) is
#: what prompts talk about most; the tree and keywords break ties between look-alikes.
FIELD_WEIGHTS: Mapping[str, float] = {"meta": 0.5, "tree": 0.2, "keywords": 0.3}
#: Added to a command's similarity when the text names the command exactly.
COMMAND_NAMED = 1.0
#: Weight of the BM25 evidence beside the embedding's cosine similarity. The BM25 score is
#: divided by the best case's score for the request (1 for the case whose own words fit best),
#: so its weight is the most the tutorial's own words can add. Both terms keep their margins:
#: a case far ahead in either still is after fusion (a rank fusion would throw that away).
WORDS_WEIGHT = 0.12


def words_share_of(words_score: np.ndarray) -> np.ndarray:
    """Each case's BM25 score as a share of the best one (0 to 1; all 0 when no word matched).

    Why the per-request maximum: BM25's scale grows with the number and rarity of the
    request's words, the cosine's does not; dividing by the best score makes the weight mean
    the same for a terse and a verbose request.
    """
    best = float(words_score.max()) if words_score.size else 0.0
    return words_score / best if best > 0 else np.zeros_like(words_score)


def fuse(similarity: np.ndarray, words_share: np.ndarray) -> np.ndarray:
    """The embedding's cosine similarity plus the weighted BM25 share (:data:`WORDS_WEIGHT`)."""
    return similarity + WORDS_WEIGHT * words_share


@dataclass(frozen=True)
class CaseInfo:
    """What the index knows about a case without reading its files.

    Attributes:
        path: Directory relative to the tutorials root (``incompressible/icoFoam/cavity/cavity``).
        domain: First path component (``incompressible``).
        solver: The application its controlDict runs (``icoFoam``).
        category: Path components between solver folder and name (``RAS``, ``laminar``).
        name: Last path component (``cavity``).
        tree: Every file of the case, plain names for decompressed ``.gz`` files.
        omitted: Files whose text is not stored, with the reason.
        allrun_path: The script that runs the case (its own or a parent folder's), if any.
        facets: Its physics, read from its files when the index was built.
    """

    path: str
    domain: str
    solver: str
    category: str
    name: str
    tree: tuple[str, ...]
    omitted: Mapping[str, str] = field(repr=False)
    allrun_path: str | None
    facets: CaseFacets = field(default_factory=CaseFacets, repr=False)


@dataclass(frozen=True)
class CaseHit:
    """A case retrieved for a prompt.

    Attributes:
        case: Tutorial-relative path of the case; pass it to :meth:`RagIndex.case_files`.
        solver: Its solver.
        domain: Its domain.
        category: Its category.
        name: Its name.
        score: ``fused + boost + facet_value - demo_penalty``; hits are sorted by it, except
            that a RAS, LES or multiphase case follows every case that fits a laminar request,
            and a demo follows the canonical case of its solver.
        similarity: Weighted cosine similarity of the prompt to the case's keys (-1 to 1); 0
            when the prompt's names alone decided (``embedded`` False).
        fused: ``similarity + words``: the embedding's and the tutorial's own words'
            evidence (:func:`fuse`); the similarity alone when ``hybrid`` is off.
        words: What BM25 over the tutorial's own words added: :data:`WORDS_WEIGHT` times
            ``words_share``, its BM25 score as a share of the best case's (0 to 1).
        embedding_rank: The case's rank by similarity alone (0 = first).
        words_rank: Its rank by BM25 over its own words (0 = first), and ``words_matched``
            the request's words that its files contain, rarest first.
        filtered: Whether it was moved after every case that fits, and ``excluded`` why
            (:func:`~foam_agent.rag_index.rank.laminar_rule`: a RAS, LES or multiphase case
            for a laminar request).
        boost: Lexical boost (0 when the prompt names neither its solver nor the tutorial).
        reasons: What the boost matched, e.g. ``("solver pisoFoam", "name cavity")``.
        facet_value: Agreements minus contradictions of the request's physics.
        matches: Facets that agree (``"laminar"``, ``"single-phase"``).
        penalties: Contradictions with their cost.
        setup: What its files show of its set-up beyond the facets
            (:attr:`~foam_agent.rag_index.facets.CaseFacets.tags`: "heated and cooled walls"
            where the domain's sides are held at two temperatures, "heated body" where a patch
            inside it is...), matched by the request or not.
        demo: Why the case is a demonstration the request did not ask for, or None.
        demo_penalty: What that cost.
        embedded: Whether the prompt was embedded (False: solver and tutorial were named).
        named: Whether the request names the case as the one to follow
            (:func:`~foam_agent.rag_index.named.names_case`) and states nothing that decides
            against its solver family (no :attr:`FacetScore.contradictions`, unless the solver
            is named too): the user's choice, which a writer follows over a better fit.
    """

    case: str
    solver: str
    domain: str
    category: str
    name: str
    score: float
    similarity: float
    boost: float
    reasons: tuple[str, ...]
    fused: float = 0.0
    words: float = 0.0
    words_share: float = 0.0
    embedding_rank: int = 0
    words_rank: int = 0
    words_matched: tuple[str, ...] = ()
    filtered: bool = False
    excluded: str | None = None
    facet_value: float = 0.0
    matches: tuple[str, ...] = ()
    penalties: tuple[str, ...] = ()
    setup: tuple[str, ...] = ()
    demo: str | None = None
    demo_penalty: float = 0.0
    embedded: bool = True
    named: bool = False

    def explain(self) -> str:
        """Why the case ranks where it does, in one line per kind of evidence."""
        evidence = (f"embedding {self.fused - self.words:.3f} + own words {self.words:.3f}"
                    if self.embedded else "embedding skipped (solver and tutorial named)")
        lines = [
            f"{self.case}: score {self.score:.3f} = {evidence}"
            f" + lexical {self.boost:.3f} + facets {self.facet_value:+.3f}"
            + (f" - demo {self.demo_penalty:.2f}" if self.demo_penalty else ""),
            f"  embedding: similarity {self.similarity:.3f}, rank {self.embedding_rank + 1}",
            f"  own words: BM25 {self.words_share:.2f} of the best, rank {self.words_rank + 1}"
            + (f", matched {' '.join(self.words_matched)}" if self.words_matched else ""),
            f"  names: {', '.join(self.reasons) or 'none'}"
            + ("; named as the case to follow" if self.named else ""),
            f"  facets matched: {', '.join(self.matches) or 'none'}",
            f"  penalties: {', '.join(self.penalties) or 'none'}",
            f"  set-up: {', '.join(self.setup) or 'nothing beyond the facets'}",
        ]
        if self.filtered:
            lines.append(f"  filtered: {self.excluded}; ranked after every case that fits")
        if self.demo:
            lines.append(f"  demo: {self.demo}, ranked after its solver's canonical case")
        return "\n".join(lines)

    def summary(self) -> dict[str, Any]:
        """``{case, solver, domain, score}``: the CLI's JSON form of a hit."""
        return {
            "case": self.case,
            "solver": self.solver,
            "domain": self.domain,
            "score": round(self.score, 4),
        }


@dataclass(frozen=True)
class CommandHit:
    """A command retrieved for a text.

    Attributes:
        name: The command (``setFields``).
        score: Cosine similarity, plus :data:`COMMAND_NAMED` when the text names it.
        help: Its full ``-help`` text.
    """

    name: str
    score: float
    help: str = field(repr=False)


def tutorials_changed(manifest: Manifest, tutorials_dir: str | os.PathLike[str]) -> bool:
    """Whether the tutorials differ from those the index was built from.

    Sizes and mtimes are compared first (a fraction of a second); only if they differ are the
    contents hashed, so copying or touching the tutorials does not force a rebuild.
    """
    if tree_fingerprint(tutorials_dir) == manifest.tree_fingerprint:
        return False
    return content_hash(tutorials_dir) != manifest.content_hash


class RagIndex:
    """A loaded index. Obtain one with :func:`open_index` or
    :func:`foam_agent.rag_index.ensure_index`.

    Thread-safe for reading: the embedder loads once, the file payload loads on first use.
    """

    def __init__(
        self,
        index_dir: Path,
        manifest: Manifest,
        vectors: Any,
        docstore: Mapping[str, Any],
        embeddings: Embeddings,
    ) -> None:
        self.index_dir = index_dir
        self.manifest = manifest
        self._vectors = vectors
        self._embeddings = embeddings
        self._payload: dict[str, Any] | None = None
        # Guards the lazy payload load.
        self._lock = threading.Lock()
        self._cases = {
            path: CaseInfo(
                path=path,
                domain=record["domain"],
                solver=record["solver"],
                category=record["category"],
                name=record["name"],
                tree=tuple(record["tree"]),
                omitted=dict(record["omitted"]),
                allrun_path=record["allrun_path"],
                facets=CaseFacets.from_json(record["facets"]),
            )
            for path, record in docstore["cases"].items()
        }
        self._commands: dict[str, str] = dict(docstore["commands"])
        keys = docstore["keys"]
        self._case_paths = sorted(self._cases)
        position = {path: i for i, path in enumerate(self._case_paths)}
        case_rows = [(row, key) for row, key in enumerate(keys) if key["kind"] == "case"]
        self._case_row = np.array([row for row, _ in case_rows], dtype=np.int64)
        self._case_of_row = np.array([position[key["ref"]] for _, key in case_rows])
        self._weight_of_row = np.array([FIELD_WEIGHTS[key["field"]] for _, key in case_rows])
        self._weight_sum = np.bincount(
            self._case_of_row, weights=self._weight_of_row, minlength=len(self._case_paths)
        )
        command_rows = [
            (row, key["ref"]) for row, key in enumerate(keys) if key["kind"] == "command"
        ]
        self._command_row = np.array([row for row, _ in command_rows], dtype=np.int64)
        self._command_names = [name for _, name in command_rows]
        self._split_compounds = compound_splitter(
            [
                *(part for c in self._cases.values() for part in (c.name, c.solver)),
                *(part for c in self._cases.values() for part in c.category.split("/")),
                *self._commands,
            ]
        )
        #: Case → the plainer siblings it varies and the words of the variation.
        self._variants = find_variants(
            (info.path, info.solver, info.name) for info in self._cases.values())
        #: Solver → the times (steady, transient) its tutorials run in.
        self._solver_times: dict[str, set[str]] = {}
        for info in self._cases.values():
            if info.facets.time is not None:
                self._solver_times.setdefault(info.solver, set()).add(info.facets.time)
        #: Solvers none of whose tutorials has initial fields (chemFoam's reactor has no
        #: mesh to hold them): theirs lack nothing, so none is a demo for that.
        with_fields = {info.solver for info in self._cases.values()
                       if info.facets.initial_fields}
        self._fieldless = {info.solver for info in self._cases.values()} - with_fields
        #: The folder names the tree sorts its cases by, glued lower-case
        #: (:func:`~foam_agent.rag_index.named.names_case`: a case named like one of them is
        #: named only where the request calls it a case).
        self._classifying = frozenset(
            glued(part) for info in self._cases.values()
            for part in (info.domain, *info.category.split("/")) if part)
        self._lexical = LexicalBoost(
            (c.path, c.solver, c.domain, c.category, c.name) for c in self._cases.values()
        )
        self._terms = [docstore["cases"][path]["terms"] for path in self._case_paths]
        self._bm25 = BM25(self._terms)

    # -- what is in it -------------------------------------------------------------------

    def cases(self, *, solver: str | None = None, domain: str | None = None) -> list[CaseInfo]:
        """All cases, optionally only those of one solver and/or domain (case-insensitive)."""
        return [c for c in self._cases.values() if self._keep(c, solver, domain)]

    def case(self, path: str) -> CaseInfo:
        """One case by its tutorial-relative path.

        Raises:
            UnknownCase: No such case in the index.
        """
        try:
            return self._cases[path.strip("/")]
        except KeyError:
            raise UnknownCase(f"no case {path!r} in the index at {self.index_dir}") from None

    def commands(self) -> list[str]:
        """Names of the commands with a stored ``-help`` text."""
        return sorted(self._commands)

    def command_help(self, name: str) -> str | None:
        """The ``-help`` text of a command of the installation, or None if it has none."""
        return self._commands.get(name)

    def case_files(self, path: str) -> dict[str, str]:
        """The full file set of a case: relative path to text.

        ``.gz`` files appear decompressed under their plain name (``0/hU``); comments are
        kept. Geometry, binary and very large files are not included; :attr:`CaseInfo.omitted`
        lists them. A case run by a parent folder's script does not get that script here; its
        path is :attr:`CaseInfo.allrun_path` and its text :meth:`case_allrun`.

        Raises:
            UnknownCase: No such case in the index.
            IndexCorrupt: The payload file is damaged.
        """
        info = self.case(path)
        return dict(self._load_payload()[info.path]["files"])

    def case_allrun(self, path: str) -> str | None:
        """Text of the script that runs the case (its own Allrun or a parent folder's)."""
        info = self.case(path)
        record = self._load_payload()[info.path]
        return record["allrun"] if record["allrun"] is not None else record["files"].get("Allrun")

    # -- retrieval -----------------------------------------------------------------------

    def nearest_cases(
        self,
        prompt: str,
        *,
        k: int = 5,
        solver: str | None = None,
        domain: str | None = None,
        hybrid: bool = True,
        facets: QueryFacets | None = None,
        shortcut: bool = True,
    ) -> list[CaseHit]:
        """The ``k`` cases that best fit a prompt, best first.

        Args:
            prompt: The user's request, in any wording.
            k: How many hits to return.
            solver: Only cases running this solver (``"pisoFoam"``; case-insensitive).
            domain: Only cases of this domain (``"incompressible"``; case-insensitive).
            hybrid: Add the lexical boost, the facet fit and the demo rule. Off gives the
                embedder's ranking alone (the benchmark reports both).
            facets: The physics the request states (from the caller's prompt parser); None
                compares none.
            shortcut: When the prompt names exactly one canonical case by its solver and its
                name, rank by the names and facets alone, without embedding the prompt.

        Returns:
            Up to ``k`` hits; fewer when the filters leave fewer cases.
        """
        if k <= 0:
            return []
        boosts: Mapping[str, Boost] = self._lexical.score(prompt) if hybrid else {}
        named = [path for path, boost in boosts.items()
                 if boost.solver_named and boost.name_named and not self._cases[path].facets.demo]
        embedded = not (hybrid and shortcut and len(named) == 1)
        similarity = (self._case_similarity(prompt) if embedded
                      else np.zeros(len(self._case_paths)))
        query_terms = request_terms(prompt)
        words_score = self._bm25.scores(query_terms)
        embedding_rank, words_rank = rank_of(similarity), rank_of(words_score)
        words_share = words_share_of(words_score)
        if not hybrid:
            fused = similarity
        elif embedded:
            fused = fuse(similarity, words_share)
        else:
            fused = np.zeros(len(self._case_paths))
        query = facets if facets is not None and hybrid else QueryFacets()
        words = request_words(prompt) if hybrid else set()
        temperatures = temperatures_stated(prompt) if hybrid else 0
        viscosity = kinematic_viscosity_stated(prompt) if hybrid else None
        fits = {path: facet_score(query, info.facets, words,
                                  solver_times=self._solver_times.get(info.solver, ()),
                                  temperatures=temperatures, viscosity=viscosity,
                                  solver=info.solver)
                for path, info in self._cases.items()} if hybrid else {}
        unasked = {path for path in self._variants if hybrid and not self._variant_asked(
            path, fits, words)}
        hits = []
        for i, path in enumerate(self._case_paths):
            info = self._cases[path]
            if not self._keep(info, solver, domain):
                continue
            boost = boosts.get(path, Boost(0.0, ()))
            # A case the request names by solver and by name is what was asked for: its
            # contradiction (laminar asked of the RAS cavity) is the writer's switch to make.
            named_outright = boost.solver_named and boost.name_named
            fit = fits.get(path, FacetScore(0.0, (), ()))
            demoted = hybrid and info.facets.demo is not None and not demo_asked(
                info.facets, words) and not (info.solver in self._fieldless
                                             and not info.facets.demo_words)
            penalty = demo_penalty(info.facets) if demoted else 0.0
            if hybrid and path in self._variants:
                fit = self._variant_fit(path, fit, words, asked=path not in unasked)
            hits.append(
                CaseHit(
                    case=path,
                    solver=info.solver,
                    domain=info.domain,
                    category=info.category,
                    name=info.name,
                    score=float(fused[i]) + boost.value + fit.value - penalty,
                    similarity=float(similarity[i]),
                    boost=boost.value,
                    reasons=boost.reasons,
                    fused=float(fused[i]),
                    words=float(fused[i] - similarity[i]) if hybrid and embedded else 0.0,
                    words_share=float(words_share[i]),
                    embedding_rank=int(embedding_rank[i]),
                    words_rank=int(words_rank[i]),
                    words_matched=self._matched(i, query_terms) if hybrid else (),
                    filtered=fit.excluded is not None and not named_outright,
                    excluded=fit.excluded,
                    facet_value=fit.value,
                    matches=fit.matches,
                    penalties=fit.penalties,
                    setup=info.facets.tags,
                    demo=info.facets.demo if demoted else None,
                    demo_penalty=penalty,
                    embedded=embedded,
                    named=hybrid and names_case(self._own_name(info), prompt, info.solver,
                                                classifying=self._classifying)
                    and (named_outright or not fit.contradictions),
                )
            )
        chosen = most_specific({hit.case: self._own_name(self._cases[hit.case])
                                for hit in hits if hit.named})
        hits = [replace(hit, named=False) if hit.named and hit.case not in chosen else hit
                for hit in hits]
        if not any(hit.filtered for hit in hits) or all(hit.filtered for hit in hits):
            hits = [replace(hit, filtered=False) for hit in hits]
        hits.sort(key=lambda hit: (hit.filtered, -hit.score, hit.case))
        by_path = {hit.case: hit for hit in hits}
        order = canonical_first(
            [hit.case for hit in hits],
            {hit.case: hit.solver for hit in hits},
            {hit.case for hit in hits if hit.demo is not None},
        )
        order = plainer_first(order, self._variants,
                              {hit.case for hit in hits if hit.case in unasked
                               and not hit.filtered})
        return [by_path[path] for path in order[:k]]

    @staticmethod
    def _own_name(info: CaseInfo) -> str:
        """The name a request calls a case by: its folder's, or its category's where the folder
        only says how it runs (``periodicHill/steadyState``)."""
        if info.name.lower() in GENERIC_NAMES and info.category:
            return info.category.split("/")[-1]
        return info.name

    def _variant_asked(self, path: str, fits: Mapping[str, FacetScore], words: set[str]
                       ) -> bool:
        """Whether the request supports what a variant adds to its bases: it says a word of
        the variation, or its physics fits the variant better than every base."""
        variant = self._variants[path]
        if words_named(variant, words):
            return True
        return all(fits[path].value > fits[base].value for base in variant.bases)

    def _variant_fit(self, path: str, fit: FacetScore, words: set[str], *, asked: bool
                     ) -> FacetScore:
        """A variant (``cavityClipped``) gains when the request names its extension, and
        loses :data:`rank.VARIANT` when nothing of the request supports it (it then also
        ranks after its base: :func:`~foam_agent.rag_index.variants.plainer_first`)."""
        variant = self._variants[path]
        named = words_named(variant, words)
        if named:
            return replace(fit, value=fit.value + VARIANT,
                           matches=(*fit.matches, f"variant {' '.join(named)}"))
        if asked:
            return replace(fit, matches=(*fit.matches, f"variant of {variant.base}, fits the "
                                                       f"physics better"))
        return replace(fit, value=fit.value - VARIANT,
                       penalties=(*fit.penalties, f"a variant of {variant.base} "
                                                  f"(-{VARIANT:.2f})"))

    def _matched(self, row: int, query_terms: list[str]) -> tuple[str, ...]:
        """The request's words found in a case's own words, rarest first (at most five)."""
        found = {word for word in query_terms if word in self._terms[row]}
        return tuple(sorted(found, key=lambda word: (-self._bm25.idf(word), word))[:5])

    def nearest_commands(self, text: str, *, k: int = 5) -> list[CommandHit]:
        """The ``k`` commands whose ``-help`` description best fits ``text``, best first.

        A command named in ``text`` (``"run setFields"``) comes first.
        """
        if k <= 0 or not self._command_names:
            return []
        scores = self._similarities(text)[self._command_row]
        named = set(compact_tokens(text))
        hits = [
            CommandHit(
                name=name,
                score=float(score) + (COMMAND_NAMED if name.lower() in named else 0.0),
                help=self._commands[name],
            )
            for name, score in zip(self._command_names, scores, strict=True)
        ]
        hits.sort(key=lambda hit: (-hit.score, hit.name))
        return hits[:k]

    # -- internals -----------------------------------------------------------------------

    @staticmethod
    def _keep(info: CaseInfo, solver: str | None, domain: str | None) -> bool:
        return (solver is None or info.solver.lower() == solver.lower()) and (
            domain is None or info.domain.lower() == domain.lower()
        )

    def _similarities(self, text: str) -> np.ndarray:
        """Cosine similarity of ``text`` to every key, by row."""
        query_text = self._split_compounds(normalise(text))
        query = np.asarray(self._embeddings.embed_query(query_text), dtype=np.float32)
        if query.shape != (self._vectors.d,):
            raise IndexCorrupt(
                f"the embedder returned {query.shape[0]} numbers, the index holds "
                f"{self._vectors.d}-dimensional vectors"
            )
        query /= max(float(np.linalg.norm(query)), float(np.finfo(np.float32).tiny))
        total = self._vectors.ntotal
        scores, rows = self._vectors.search(query[None, :], total)
        similarity = np.empty(total, dtype=np.float32)
        similarity[rows[0]] = scores[0]
        return similarity

    def _case_similarity(self, prompt: str) -> np.ndarray:
        """Weighted mean similarity of each case's keys, in ``self._case_paths`` order."""
        rows = self._similarities(prompt)[self._case_row]
        total = np.bincount(
            self._case_of_row, weights=rows * self._weight_of_row, minlength=len(self._case_paths)
        )
        return total / np.maximum(self._weight_sum, np.finfo(np.float64).tiny)

    def _load_payload(self) -> dict[str, Any]:
        with self._lock:
            if self._payload is None:
                self._payload = read_json(
                    self.index_dir / PAYLOAD_FILE, self.manifest.files[PAYLOAD_FILE]
                )
            return self._payload


def check_index(
    index_dir: str | os.PathLike[str],
    *,
    embeddings: Embeddings | None = None,
    dialect: str | None = None,
    version: str | None = None,
    tutorials_dir: str | os.PathLike[str] | None = None,
) -> tuple[Manifest, list[str]]:
    """Read an index's manifest and say why it does not fit the caller, without loading it.

    Cheap (no model, no vectors): what ``foam-agent index info`` shows.

    Args:
        index_dir: The index folder.
        embeddings: The embedder queries would use (default: the bundled MiniLM).
        dialect: The dialect expected, if any.
        version: The OpenFOAM version string expected, if any.
        tutorials_dir: Tutorials that must be unchanged since the build, if any.

    Returns:
        The manifest and the reasons it is stale (empty when it fits).

    Raises:
        IndexNotFound: Nothing was built there.
        IndexStale: The manifest has another layout (written by another foam-agent).
        IndexCorrupt: The manifest is unreadable.
    """
    manifest = read_manifest(Path(index_dir))
    embeddings = embeddings if embeddings is not None else MiniLMEmbeddings()
    reasons = staleness(
        manifest, dialect=dialect, version=version, embedder=embedder_id(embeddings)
    )
    if tutorials_dir is not None and tutorials_changed(manifest, tutorials_dir):
        reasons.append(f"tutorials in {tutorials_dir} changed since the build")
    return manifest, reasons


def open_index(
    index_dir: str | os.PathLike[str],
    *,
    embeddings: Embeddings | None = None,
    dialect: str | None = None,
    version: str | None = None,
    tutorials_dir: str | os.PathLike[str] | None = None,
) -> RagIndex:
    """Load an index after checking it fits the caller.

    Nothing is unpickled: the vectors are a FAISS file, the rest JSON, each checked against
    the sha256 in the manifest. The embedding model is not loaded until the first query.

    Args:
        index_dir: The folder :func:`foam_agent.rag_index.build_index` wrote.
        embeddings: The embedder queries will use; None means the bundled MiniLM, which is
            only accepted if the index was built with it.
        dialect: If given, the index must be of this dialect.
        version: If given, the index must be of this OpenFOAM version string.
        tutorials_dir: If given, the tutorials must be unchanged since the build.

    Raises:
        IndexNotFound: Nothing was built there.
        IndexStale: Built for another dialect, version, embedder, tutorials or key format.
        IndexCorrupt: A file is damaged or missing.
    """
    index_dir = Path(index_dir)
    embeddings = embeddings if embeddings is not None else MiniLMEmbeddings()
    manifest, reasons = check_index(
        index_dir,
        embeddings=embeddings,
        dialect=dialect,
        version=version,
        tutorials_dir=tutorials_dir,
    )
    if reasons:
        raise IndexStale(reasons)
    for name in (INDEX_FILE, DOCSTORE_FILE, PAYLOAD_FILE):
        if name not in manifest.files:
            raise IndexCorrupt(f"{index_dir / 'manifest.json'} records no hash for {name}")
    vectors = read_vectors(index_dir / INDEX_FILE, manifest.files[INDEX_FILE])
    docstore = read_json(index_dir / DOCSTORE_FILE, manifest.files[DOCSTORE_FILE])
    _check_consistent(index_dir, manifest, vectors, docstore)
    return RagIndex(index_dir, manifest, vectors, docstore, embeddings)


def _check_consistent(index_dir: Path, manifest: Manifest, vectors: Any, docstore: Any) -> None:
    """The files agree with each other (they could only disagree if written by hand)."""
    try:
        keys, cases = docstore["keys"], docstore["cases"]
        commands_ok = isinstance(docstore["commands"], dict)
        fields_ok = all(k["field"] in (*CASE_FIELDS, "help") for k in keys)
        refs_ok = all(k["ref"] in cases for k in keys if k["kind"] == "case")
    except (KeyError, TypeError, AttributeError) as error:
        raise IndexCorrupt(f"{index_dir / DOCSTORE_FILE} lacks {error}") from error
    if not (commands_ok and fields_ok and refs_ok):
        raise IndexCorrupt(f"{index_dir / DOCSTORE_FILE} has keys of unknown fields or cases")
    if vectors.ntotal != len(keys) or vectors.d != manifest.embedder.dimension:
        raise IndexCorrupt(
            f"{index_dir / INDEX_FILE} holds {vectors.ntotal} vectors of {vectors.d} numbers; "
            f"the docstore has {len(keys)} keys and the manifest says {manifest.embedder.dimension}"
        )
