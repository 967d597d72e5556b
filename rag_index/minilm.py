"""all-MiniLM-L6-v2's forward pass in NumPy: tokens in, normalised sentence vectors out.

Why not sentence-transformers: importing it (transformers, torch, scikit-learn, scipy.stats)
cost seconds of CPU before the first query, more than the rest of a small solve. The model is a
6-layer BERT encoder followed by mean pooling and L2 normalisation; with the ``tokenizers``
package for the WordPiece step and the weights read from the model's ``model.safetensors``,
the whole pipeline is a few matrix products. It computes in float32 like torch, and its vectors
match sentence-transformers' within 1e-5 (tests/rag_index/test_minilm.py compares them).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray
from tokenizers import Tokenizer

Matrix = NDArray[np.float32]

#: The longest input the model reads, in tokens; sentence-transformers truncates there too
#: (``sentence_bert_config.json``), although ``tokenizer.json`` says 128.
DEFAULT_MAX_TOKENS = 256

#: Coefficients of Abramowitz & Stegun 7.1.26 for erf (absolute error below 1.5e-7, under
#: float32's resolution of GELU's inputs); scipy.special would cost 0.25 s of import for one
#: function.
_ERF_P = 0.3275911
_ERF_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)


#: safetensors' dtype names → NumPy's.
_SAFETENSORS_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}


def read_safetensors(path: Path) -> dict[str, NDArray[np.generic]]:
    """The tensors of a ``.safetensors`` file as read-only arrays mapped from the file.

    Why mapped: the model is 90 MB and a query touches a few rows of the word embeddings;
    mapping costs nothing up front and the page cache shares it between processes. The format
    is an 8-byte little-endian header length, a JSON header (dtype, shape, byte range per
    tensor) and the raw little-endian data.
    """
    with path.open("rb") as handle:
        header_length = int.from_bytes(handle.read(8), "little")
        header = json.loads(handle.read(header_length))
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + header_length)
    tensors: dict[str, NDArray[np.generic]] = {}
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        start, end = entry["data_offsets"]
        dtype = _SAFETENSORS_DTYPES[entry["dtype"]]
        tensors[name] = data[start:end].view(dtype).reshape(entry["shape"])
    return tensors


def _erf(x: Matrix) -> Matrix:
    """The error function, elementwise, in float32 (in place on temporaries: it runs on every
    intermediate activation, the largest arrays of the forward pass)."""
    a = np.abs(x)
    t = np.float32(_ERF_P) * a
    t += np.float32(1.0)
    np.reciprocal(t, out=t)
    poly = np.float32(_ERF_A[4]) * t
    for coefficient in (_ERF_A[3], _ERF_A[2], _ERF_A[1], _ERF_A[0]):
        poly += np.float32(coefficient)
        poly *= t
    np.square(a, out=a)
    np.negative(a, out=a)
    np.exp(a, out=a)
    poly *= a
    np.subtract(np.float32(1.0), poly, out=poly)
    return np.copysign(poly, x, out=poly)


def _gelu(x: Matrix) -> Matrix:
    """BERT's exact GELU, x·Φ(x) = x·(1 + erf(x/√2))/2."""
    phi = _erf(x * np.float32(1.0 / math.sqrt(2.0)))
    phi += np.float32(1.0)
    phi *= np.float32(0.5)
    phi *= x
    return phi


def _layer_norm(x: Matrix, weight: Matrix, bias: Matrix, eps: float) -> Matrix:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    variance = (centred * centred).mean(axis=-1, keepdims=True)
    centred /= np.sqrt(variance + np.float32(eps))
    centred *= weight
    centred += bias
    return centred


@dataclass(frozen=True)
class _Layer:
    """One encoder layer's weights, matrices as transposed views for ``x @ w``."""

    query: tuple[Matrix, Matrix]
    key: tuple[Matrix, Matrix]
    value: tuple[Matrix, Matrix]
    attention_out: tuple[Matrix, Matrix]
    attention_norm: tuple[Matrix, Matrix]
    intermediate: tuple[Matrix, Matrix]
    output: tuple[Matrix, Matrix]
    output_norm: tuple[Matrix, Matrix]


class MiniLM:
    """The sentence encoder of a sentence-transformers all-MiniLM-L6-v2 folder.

    Args:
        model_dir: The folder holding ``config.json``, ``tokenizer.json`` and
            ``model.safetensors``.
        max_tokens: Inputs are truncated to this many tokens ([CLS] and [SEP] included).
    """

    def __init__(self, model_dir: Path, *, max_tokens: int = DEFAULT_MAX_TOKENS) -> None:
        config = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
            raise ValueError(f"{model_dir} does not hold a BERT model with GELU activations")
        self.heads: int = config["num_attention_heads"]
        self.eps: float = config["layer_norm_eps"]
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(max_length=max_tokens)
        weights: dict[str, Matrix] = read_safetensors(  # type: ignore[assignment]
            model_dir / "model.safetensors")

        def pair(prefix: str, transpose: bool = True) -> tuple[Matrix, Matrix]:
            matrix = weights[f"{prefix}.weight"]
            return (matrix.T if transpose else matrix), weights[f"{prefix}.bias"]

        self.words = weights["embeddings.word_embeddings.weight"]
        self.positions = weights["embeddings.position_embeddings.weight"]
        self.token_type = weights["embeddings.token_type_embeddings.weight"][0]
        self.embedding_norm = pair("embeddings.LayerNorm", transpose=False)
        self.layers = [
            _Layer(
                query=pair(f"encoder.layer.{i}.attention.self.query"),
                key=pair(f"encoder.layer.{i}.attention.self.key"),
                value=pair(f"encoder.layer.{i}.attention.self.value"),
                attention_out=pair(f"encoder.layer.{i}.attention.output.dense"),
                attention_norm=pair(f"encoder.layer.{i}.attention.output.LayerNorm", False),
                intermediate=pair(f"encoder.layer.{i}.intermediate.dense"),
                output=pair(f"encoder.layer.{i}.output.dense"),
                output_norm=pair(f"encoder.layer.{i}.output.LayerNorm", False),
            )
            for i in range(config["num_hidden_layers"])
        ]

    def encode(self, texts: list[str], *, batch_size: int = 64) -> Matrix:
        """Unit-length sentence vectors, one row per text, in the order given.

        Texts are encoded shortest first in batches padded to their longest member, as
        sentence-transformers does, so padding stays small.
        """
        encodings = self.tokenizer.encode_batch(texts)
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        vectors = np.zeros((len(texts), self.words.shape[1]), dtype=np.float32)
        for start in range(0, len(order), batch_size):
            chosen = order[start:start + batch_size]
            longest = max(len(encodings[i].ids) for i in chosen)
            ids = np.zeros((len(chosen), longest), dtype=np.int64)
            mask = np.zeros((len(chosen), longest), dtype=np.float32)
            for row, i in enumerate(chosen):
                tokens = encodings[i].ids
                ids[row, :len(tokens)] = tokens
                mask[row, :len(tokens)] = 1.0
            vectors[chosen] = self._sentence_vectors(ids, mask)
        return vectors

    def _sentence_vectors(self, ids: NDArray[np.int64], mask: Matrix) -> Matrix:
        hidden = self._encoder(ids, mask)
        summed = (hidden * mask[:, :, None]).sum(axis=1)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.maximum(norms, np.float32(1e-12))).astype(np.float32)

    def _encoder(self, ids: NDArray[np.int64], mask: Matrix) -> Matrix:
        batch, length = ids.shape
        x = self.words[ids] + self.positions[:length] + self.token_type
        x = _layer_norm(x, *self.embedding_norm, self.eps)
        # Padding gets the most negative score, so softmax gives it no weight (as torch does).
        padding = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]
        width = x.shape[-1] // self.heads
        scale = np.float32(1.0 / math.sqrt(width))

        def split(y: Matrix) -> Matrix:
            return y.reshape(batch, length, self.heads, width).transpose(0, 2, 1, 3)

        for layer in self.layers:
            query = split(x @ layer.query[0] + layer.query[1])
            key = split(x @ layer.key[0] + layer.key[1])
            value = split(x @ layer.value[0] + layer.value[1])
            scores = (query @ key.transpose(0, 1, 3, 2)) * scale + padding
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            probabilities = scores / scores.sum(axis=-1, keepdims=True)
            context = (probabilities @ value).transpose(0, 2, 1, 3).reshape(batch, length, -1)
            attended = context @ layer.attention_out[0] + layer.attention_out[1]
            x = _layer_norm(attended + x, *layer.attention_norm, self.eps)
            inner = _gelu(x @ layer.intermediate[0] + layer.intermediate[1])
            x = _layer_norm(inner @ layer.output[0] + layer.output[1] + x, *layer.output_norm,
                            self.eps)
        return x.astype(np.float32)
