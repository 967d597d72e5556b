"""BM25 over the tutorials' own words (:mod:`foam_agent.rag_index.documents`).

Why BM25 and not word overlap: a word shared by every tutorial ("wall", "inlet") must count
for little and a rare one ("obstacle", "Lorentz", "spray") for much (inverse document
frequency), and a long tutorial with many dictionaries must not win by size alone (length
normalisation). The query divides the scores by the best one of each request before adding
them to the embedder's similarity (:func:`foam_agent.rag_index.query.fuse`), so their scale does
not matter; their margins do.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

import numpy as np

__all__ = ["BM25", "rank_of"]

#: Term-frequency saturation: the fifth "obstacle" adds little to the fourth.
K1 = 1.2
#: Length normalisation strength.
B = 0.75


class BM25:
    """Scores a query's words against a fixed list of documents.

    Args:
        documents: One bag of words per document, in the order scores are returned.
    """

    def __init__(self, documents: Sequence[Mapping[str, int]]) -> None:
        self._documents = documents
        self._lengths = np.array([sum(doc.values()) for doc in documents], dtype=np.float64)
        self._mean_length = float(self._lengths.mean()) if documents else 0.0
        frequency: Counter[str] = Counter()
        for doc in documents:
            frequency.update(doc.keys())
        total = len(documents)
        self._idf = {word: math.log(1.0 + (total - n + 0.5) / (n + 0.5))
                     for word, n in frequency.items()}
        self._postings: dict[str, list[tuple[int, int]]] = {}
        for i, doc in enumerate(documents):
            for word, count in doc.items():
                self._postings.setdefault(word, []).append((i, count))

    def idf(self, word: str) -> float:
        """How rare a word is among the documents (0 for unknown words)."""
        return self._idf.get(word, 0.0)

    def scores(self, words: Sequence[str]) -> np.ndarray:
        """The BM25 score of every document for the query words (each counted once)."""
        scores = np.zeros(len(self._documents), dtype=np.float64)
        if not self._mean_length:
            return scores
        norm = K1 * (1.0 - B + B * self._lengths / self._mean_length)
        for word in set(words):
            idf = self._idf.get(word)
            if idf is None:
                continue
            for i, count in self._postings[word]:
                scores[i] += idf * count * (K1 + 1.0) / (count + norm[i])
        return scores


def rank_of(scores: np.ndarray) -> np.ndarray:
    """Each document's rank (0 = best) by descending score; ties share the better rank."""
    order = np.argsort(-scores, kind="stable")
    ranks = np.empty(len(scores), dtype=np.int64)
    ranks[order] = np.arange(len(scores))
    # Equal scores get the rank of the first of them, so a tie is no evidence either way.
    sorted_scores = scores[order]
    first = np.r_[0, np.flatnonzero(np.diff(sorted_scores)) + 1]
    run_start = np.repeat(first, np.diff(np.r_[first, len(scores)]))
    ranks[order] = run_start
    return ranks
