"""The versioned record of what an index was built from, checked before the index is used.

Why: an index is only right for the installation, embedder and tutorials it was built from;
answering a Foundation v10 prompt from an ESI index, or embedding queries with another model
than the documents, gives confident nonsense. The manifest records all of it (like
inspect_ai's eval log records its task, model and versions) and :func:`staleness` turns each
mismatch into a sentence.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from foam_agent.rag_index.errors import IndexCorrupt, IndexNotFound, IndexStale

__all__ = [
    "KEYS_VERSION",
    "MANIFEST_FILE",
    "SCHEMA_VERSION",
    "Counts",
    "EmbedderInfo",
    "Manifest",
    "read_manifest",
    "staleness",
]

#: Version of this file's layout; another value means another foam-agent wrote it.
SCHEMA_VERSION: Literal[1] = 1
#: Version of what is embedded (keys, normalisation, corpus rules). Bump it when those change:
#: vectors built by older rules would be compared with queries built by new ones.
KEYS_VERSION = 14
MANIFEST_FILE = "manifest.json"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class EmbedderInfo(_Frozen):
    """Which embedder made the vectors.

    Attributes:
        id: :func:`foam_agent.rag_index.embedder_id` of the embedder.
        dimension: Length of its vectors.
    """

    id: str
    dimension: int


class Counts(_Frozen):
    """How much went into the index.

    Attributes:
        cases: Tutorial cases.
        files: Files whose text is stored.
        omitted_files: Files listed in trees but not stored (geometry, binary, too large).
        keys: Embedded texts (three per case, one per command).
        commands: Commands with a ``-help`` text.
    """

    cases: int
    files: int
    omitted_files: int
    keys: int
    commands: int


class Manifest(_Frozen):
    """``manifest.json``: written last, so a half-written index has none or an old one.

    Attributes:
        schema_version: :data:`SCHEMA_VERSION` of the writer.
        keys_version: :data:`KEYS_VERSION` of the writer.
        created_at: When the build finished (UTC).
        build_seconds: Wall time of the build.
        foam_agent_version: Version of the package that built it.
        dialect: ``esi-1912``, ``foundation-10``...: whose file names the tutorials use.
        openfoam_version: The installation's version string (``v1912``).
        tutorials_dir: Where the tutorials were read.
        content_hash: sha256 of every tutorial file's path and bytes.
        tree_fingerprint: sha256 of paths, sizes and mtimes: a cheap first check.
        embedder: The embedder.
        counts: Sizes.
        files: sha256 of each other file of the index, checked when it is read.
    """

    schema_version: Literal[1] = SCHEMA_VERSION
    keys_version: int
    created_at: datetime
    build_seconds: float
    foam_agent_version: str
    dialect: str
    openfoam_version: str
    tutorials_dir: str
    content_hash: str
    tree_fingerprint: str
    embedder: EmbedderInfo
    counts: Counts
    files: dict[str, str]

    def write(self, index_dir: Path) -> None:
        """Write ``manifest.json`` atomically (a reader sees the old one or the new one)."""
        target = index_dir / MANIFEST_FILE
        temporary = target.with_suffix(".json.tmp")
        temporary.write_text(self.model_dump_json(indent=2) + "\n", encoding="utf-8")
        temporary.replace(target)


def read_manifest(index_dir: Path) -> Manifest:
    """Read and validate ``manifest.json``.

    Raises:
        IndexNotFound: There is no manifest (never built, or a build was interrupted).
        IndexStale: It was written by a foam-agent with another layout.
        IndexCorrupt: It is not valid JSON or misses fields.
    """
    path = index_dir / MANIFEST_FILE
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise IndexNotFound(f"no index in {index_dir} (run 'foam-agent index build')") from None
    except OSError as error:
        raise IndexCorrupt(f"cannot read {path}: {error}") from error
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as error:
        raise IndexCorrupt(f"{path} is not valid JSON: {error}") from error
    if not isinstance(data, dict):
        raise IndexCorrupt(f"{path} does not hold a JSON object")
    if data.get("schema_version") != SCHEMA_VERSION:
        raise IndexStale(
            [
                f"manifest schema {data.get('schema_version')!r}, this foam-agent reads "
                f"{SCHEMA_VERSION}"
            ]
        )
    try:
        return Manifest.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise IndexCorrupt(f"{path}: {where}: {first['msg']}") from error


def staleness(
    manifest: Manifest,
    *,
    dialect: str | None = None,
    version: str | None = None,
    embedder: str | None = None,
    content_hash: str | None = None,
) -> list[str]:
    """Why an index does not fit what the caller expects; an empty list when it fits.

    Args:
        manifest: The index's manifest.
        dialect: The dialect the caller runs cases with, if known.
        version: The installation's version string, if known.
        embedder: The :func:`foam_agent.rag_index.embedder_id` the caller will embed queries with.
        content_hash: The tutorials' current :func:`foam_agent.rag_index.corpus.content_hash`.
    """
    reasons = []
    if manifest.keys_version != KEYS_VERSION:
        reasons.append(f"keys version {manifest.keys_version}, expected {KEYS_VERSION}")
    if dialect is not None and manifest.dialect != dialect:
        reasons.append(f"dialect is {manifest.dialect}, expected {dialect}")
    if version is not None and manifest.openfoam_version != version:
        reasons.append(f"OpenFOAM version is {manifest.openfoam_version}, expected {version}")
    if embedder is not None and manifest.embedder.id != embedder:
        reasons.append(f"built with embedder {manifest.embedder.id}, expected {embedder}")
    if content_hash is not None and manifest.content_hash != content_hash:
        reasons.append(f"tutorials in {manifest.tutorials_dir} changed since the build")
    return reasons
