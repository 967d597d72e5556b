"""What can go wrong with an index, as exceptions a caller can tell apart.

Why: the CLI turns each into one clear line, and :func:`foam_agent.rag_index.ensure_index` decides
from the type alone whether rebuilding can help (a stale or corrupt index: yes; no tutorials: no).
"""

from __future__ import annotations

__all__ = [
    "EmptyCorpus",
    "IndexCorrupt",
    "IndexNotFound",
    "IndexStale",
    "RagIndexError",
    "UnknownCase",
]


class RagIndexError(Exception):
    """Base class of every error ``rag_index`` raises on purpose."""


class EmptyCorpus(RagIndexError):
    """The tutorials directory holds no case (no ``system/controlDict`` anywhere)."""


class IndexNotFound(RagIndexError):
    """No index has been built in the directory yet."""


class IndexCorrupt(RagIndexError):
    """An index file is unreadable, truncated or does not match the hash its manifest records."""


class IndexStale(RagIndexError):
    """The index was built for something else: another dialect, embedder or set of tutorials.

    Attributes:
        reasons: One short sentence per mismatch, e.g. ``"dialect is esi-1912, expected
            foundation-10"``.
    """

    def __init__(self, reasons: list[str]) -> None:
        self.reasons = list(reasons)
        super().__init__("index is stale: " + "; ".join(self.reasons))


class UnknownCase(RagIndexError, KeyError):
    """A case path that is not in the index."""

    def __str__(self) -> str:
        # KeyError quotes its argument; this error is read by people.
        return str(self.args[0]) if self.args else "unknown case"
