"""Embedders: how they are named in the manifest, and MiniLM's thread choice."""

from __future__ import annotations

import os

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding, Embeddings
from threadpoolctl import threadpool_info

from foam_agent.rag_index import MiniLMEmbeddings, embedder_id


class _Remote(Embeddings):
    """A third-party embedder with a model name and a secret that must not be recorded."""

    model = "text-embed-3"
    api_key = "sk-secret"

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[1.0] for _ in texts]

    def embed_query(self, text: str) -> list[float]:
        return [1.0]


def test_embedders_are_named_by_model_never_by_secret() -> None:
    assert embedder_id(MiniLMEmbeddings()).startswith("sentence-transformers/all-MiniLM-L6-v2 (")
    assert embedder_id(DeterministicFakeEmbedding(size=8)).endswith(
        "DeterministicFakeEmbedding(size=8)"
    )
    remote = embedder_id(_Remote())
    assert remote.endswith("_Remote(model=text-embed-3)") and "secret" not in remote


@pytest.mark.parametrize(("load", "expected"), [(0.2, os.cpu_count()), (99.0, 1)])
def test_minilm_uses_one_thread_while_the_machine_is_busy(
    load: float, expected: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "getloadavg", lambda: (load, load, load))
    assert MiniLMEmbeddings()._threads() == expected
    assert MiniLMEmbeddings()._threads(1) == 1
    assert MiniLMEmbeddings(threads=3)._threads() == 3


def test_encoding_restores_the_blas_thread_count(minilm: MiniLMEmbeddings) -> None:
    before = [pool["num_threads"] for pool in threadpool_info()]
    vector = minilm.embed_query("lid driven cavity")
    assert [pool["num_threads"] for pool in threadpool_info()] == before
    assert len(vector) == 384
    assert sum(x * x for x in vector) == pytest.approx(1.0, abs=1e-5)
