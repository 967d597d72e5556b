"""Files of an index on disk: FAISS vectors, a JSON docstore, the file payload, a build lock.

Why: loading must never unpickle (a pickle from a shared cache runs code), so vectors are a
FAISS index file and everything else is JSON. Each file is written to a temporary name and
renamed, and its sha256 goes into the manifest, which is written last: a crash mid-build or a
damaged file is detected when the index is read instead of producing wrong answers.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import faiss
import numpy as np

from foam_agent.rag_index.errors import IndexCorrupt, RagIndexError

__all__ = [
    "DOCSTORE_FILE",
    "INDEX_FILE",
    "LOCK_FILE",
    "PAYLOAD_FILE",
    "build_lock",
    "read_json",
    "read_vectors",
    "write_bytes",
    "write_json",
    "write_vectors",
]

INDEX_FILE = "index.faiss"
DOCSTORE_FILE = "docstore.json"
PAYLOAD_FILE = "files.json"
LOCK_FILE = ".lock"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_bytes(path: Path, data: bytes) -> str:
    """Write ``data`` atomically and return its sha256."""
    temporary = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    temporary.write_bytes(data)
    temporary.replace(path)
    return _sha256(data)


def write_json(path: Path, value: Any) -> str:
    """Write ``value`` as compact UTF-8 JSON atomically and return its sha256."""
    return write_bytes(path, json.dumps(value, ensure_ascii=False).encode("utf-8"))


def write_vectors(path: Path, vectors: np.ndarray) -> str:
    """Store L2-normalised ``vectors`` as an exact inner-product FAISS index.

    An exact (flat) index is right at this size: a few thousand keys of 384 floats are searched
    in well under a millisecond, and there is nothing to train.
    """
    vectors = np.ascontiguousarray(vectors, dtype=np.float32)
    faiss.normalize_L2(vectors)
    index = faiss.IndexFlatIP(vectors.shape[1])
    index.add(vectors)
    return write_bytes(path, faiss.serialize_index(index).tobytes())


def _read_checked(path: Path, sha256: str) -> bytes:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise IndexCorrupt(f"cannot read {path}: {error}") from error
    if _sha256(data) != sha256:
        raise IndexCorrupt(f"{path} does not match the hash in its manifest (damaged or replaced)")
    return data


def read_vectors(path: Path, sha256: str) -> faiss.Index:
    """Read a FAISS index written by :func:`write_vectors`, after checking its hash."""
    data = _read_checked(path, sha256)
    try:
        return faiss.deserialize_index(np.frombuffer(data, dtype=np.uint8))
    except RuntimeError as error:  # faiss reports every format problem this way
        raise IndexCorrupt(f"{path} is not a FAISS index: {error}") from error


def read_json(path: Path, sha256: str) -> Any:
    """Read a JSON file written by :func:`write_json`, after checking its hash."""
    data = _read_checked(path, sha256)
    try:
        return json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise IndexCorrupt(f"{path} is not valid JSON: {error}") from error


@contextlib.contextmanager
def build_lock(index_dir: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``index_dir`` while building.

    Two builds into one directory (two CLI calls, two benchmark workers) would interleave their
    files; the second waits for the first and then finds a fresh index.
    """
    try:
        index_dir.mkdir(parents=True, exist_ok=True)
        handle = open(index_dir / LOCK_FILE, "a+b")  # noqa: SIM115 - closed below
    except OSError as error:
        raise RagIndexError(f"cannot write the index folder {index_dir}: {error}") from error
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
