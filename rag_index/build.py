"""Building an index from an installation's tutorials, and rebuilding only when needed.

Why: the retriever must know the tutorials of the installation that will run the cases, so the
index is built from them on the user's machine, offline. ``rag_index`` does not import the agent:
the caller passes the tutorials directory, the dialect and version, and the commands' ``-help``
texts (or a function that collects them, called only when the cache has none).
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from foam_agent.rag_index.corpus import Corpus, ProgressFn, TutorialCase, scan_tutorials
from foam_agent.rag_index.documents import case_terms
from foam_agent.rag_index.embedders import MiniLMEmbeddings, embedder_id
from foam_agent.rag_index.errors import IndexCorrupt, IndexNotFound, IndexStale, RagIndexError
from foam_agent.rag_index.facets import CaseFacets, case_facets
from foam_agent.rag_index.keys import Key, case_keys, command_key, help_description
from foam_agent.rag_index.manifest import KEYS_VERSION, Counts, EmbedderInfo, Manifest
from foam_agent.rag_index.query import RagIndex, open_index
from foam_agent.rag_index.shapes import shapes
from foam_agent.rag_index.store import (
    DOCSTORE_FILE,
    INDEX_FILE,
    PAYLOAD_FILE,
    build_lock,
    write_json,
    write_vectors,
)

__all__ = [
    "HELP_CACHE_FILE",
    "CommandHelpSource",
    "EnsureResult",
    "build_index",
    "default_index_dir",
    "ensure_index",
]

#: ``-help`` texts of the last build, reused while dialect and version match: collecting them
#: runs every program of the installation (about 20 s here).
HELP_CACHE_FILE = "command_help.json"
#: Keys embedded per call, so the progress bar moves during the longest stage.
EMBED_BATCH = 64

CommandHelpSource = Mapping[str, str] | Callable[[], Mapping[str, str]]
"""Command name to ``-help`` text, or a function returning that mapping when called."""


@dataclass(frozen=True)
class EnsureResult:
    """An index ready to query, and whether it had to be built.

    Attributes:
        index: The loaded index.
        built: True when this call built it.
        reasons: Why it was built (``"no index in ..."``, ``"dialect is ..."``, ``"forced"``);
            empty when the existing index was fresh.
    """

    index: RagIndex
    built: bool
    reasons: tuple[str, ...]


def facets_with_shape(case: TutorialCase) -> CaseFacets:
    """A case's facets (:func:`~foam_agent.rag_index.facets.case_facets`) with the shape of its
    flow path its mesh shows (:func:`~foam_agent.rag_index.shapes.shapes`), which is read
    from the mesh the facets' module also reads and so joins them here."""
    return replace(case_facets(case), shapes=tuple(shape.value for shape in shapes(case.files)))


def default_index_dir(dialect: str) -> Path:
    """``$XDG_CACHE_HOME/foam-agent/index/<dialect>/keys-<KEYS_VERSION>`` (``~/.cache`` when
    unset).

    The keys version is part of the path so that two foam-agent versions on one machine (a
    long benchmark started before an upgrade, a second checkout) each keep their own index
    instead of rebuilding the other's on every open.
    """
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "foam-agent" / "index" / dialect / f"keys-{KEYS_VERSION}"


def _foam_agent_version() -> str:
    try:
        return importlib.metadata.version("foam-agent")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def _command_help(
    source: CommandHelpSource | None, index_dir: Path, dialect: str, version: str, refresh: bool
) -> dict[str, str]:
    """Help texts from the mapping, else the cache, else by calling the source."""
    if source is None:
        return {}
    if not callable(source):
        return {str(k): str(v) for k, v in source.items()}
    cache = index_dir / HELP_CACHE_FILE
    if not refresh:
        try:
            cached = json.loads(cache.read_text(encoding="utf-8"))
            if cached.get("dialect") == dialect and cached.get("version") == version:
                return {str(k): str(v) for k, v in cached["help"].items()}
        except (OSError, ValueError, KeyError, AttributeError):
            pass  # no cache or a damaged one: collect again
    texts = {str(k): str(v) for k, v in source().items()}
    write_json(cache, {"dialect": dialect, "version": version, "help": texts})
    return texts


def _embed(embeddings: Embeddings, keys: list[Key], progress: ProgressFn | None) -> np.ndarray:
    # Shortest first: a batch is padded to its longest text, so batching texts of similar
    # length saves much of the embedding time.
    order = sorted(range(len(keys)), key=lambda i: len(keys[i].text))
    vectors = np.zeros((0, 0), dtype=np.float32)
    for start in range(0, len(order), EMBED_BATCH):
        batch = order[start : start + EMBED_BATCH]
        rows = np.asarray(embeddings.embed_documents([keys[i].text for i in batch]), np.float32)
        if rows.ndim != 2 or rows.shape[0] != len(batch) or rows.shape[1] == 0:
            raise RagIndexError(
                f"embedder {embedder_id(embeddings)} returned vectors of shape {rows.shape} "
                f"for {len(batch)} texts"
            )
        if not vectors.size:
            vectors = np.zeros((len(keys), rows.shape[1]), dtype=np.float32)
        vectors[batch] = rows
        if progress:
            progress("embed", min(start + EMBED_BATCH, len(keys)), len(keys))
    if not np.isfinite(vectors).all() or not np.linalg.norm(vectors, axis=1).all():
        raise RagIndexError(f"embedder {embedder_id(embeddings)} returned zero or NaN vectors")
    return vectors


def _docstore(
    corpus: Corpus,
    keys: list[Key],
    help_texts: Mapping[str, str],
    facets: Mapping[str, CaseFacets],
    terms: Mapping[str, Mapping[str, int]],
) -> dict[str, Any]:
    return {
        "keys": [{"kind": k.kind, "ref": k.ref, "field": k.field, "text": k.text} for k in keys],
        "cases": {
            case.path: {
                "domain": case.domain,
                "solver": case.solver,
                "category": case.category,
                "name": case.name,
                "tree": case.tree,
                "omitted": dict(case.omitted),
                "allrun_path": case.allrun_path,
                "facets": facets[case.path].to_json(),
                "terms": dict(sorted(terms[case.path].items())),
            }
            for case in corpus.cases
        },
        "commands": dict(sorted(help_texts.items())),
    }


def build_index(
    tutorials_dir: str | os.PathLike[str],
    index_dir: str | os.PathLike[str],
    *,
    dialect: str,
    version: str,
    command_help: CommandHelpSource | None = None,
    embeddings: Embeddings | None = None,
    progress: ProgressFn | None = None,
    refresh_help: bool = False,
) -> Manifest:
    """Build (or rebuild) the index of a tutorials directory.

    Args:
        tutorials_dir: The installation's tutorials.
        index_dir: Where to write; created if missing. Existing index files are replaced.
        dialect: The installation's dialect (``esi-1912``), recorded and checked on load.
        version: Its version string (``v1912``).
        command_help: Command name to ``-help`` text, or a function returning that mapping.
            A function is called only when ``index_dir`` holds no help cache for this
            dialect and version (or ``refresh_help``).
        embeddings: Any LangChain ``Embeddings``; the bundled MiniLM when None.
        progress: Called as ``progress(stage, done, total)`` with stage ``"read"`` or
            ``"embed"``; collecting help reports through the function the caller passed.
        refresh_help: Collect help texts again even if cached.

    Returns:
        The manifest written.

    Raises:
        EmptyCorpus: The tutorials directory has no case.
        RagIndexError: The embedder returned unusable vectors.
    """
    index_dir = Path(index_dir)
    with build_lock(index_dir):
        return _build(
            tutorials_dir,
            index_dir,
            dialect=dialect,
            version=version,
            command_help=command_help,
            embeddings=embeddings if embeddings is not None else MiniLMEmbeddings(),
            progress=progress,
            refresh_help=refresh_help,
        )


def _build(
    tutorials_dir: str | os.PathLike[str],
    index_dir: Path,
    *,
    dialect: str,
    version: str,
    command_help: CommandHelpSource | None,
    embeddings: Embeddings,
    progress: ProgressFn | None,
    refresh_help: bool,
) -> Manifest:
    """:func:`build_index` for a caller that holds the build lock."""
    started = time.perf_counter()
    corpus = scan_tutorials(tutorials_dir, progress=progress)
    index_dir.mkdir(parents=True, exist_ok=True)
    help_texts = _command_help(command_help, index_dir, dialect, version, refresh_help)
    descriptions = {name: help_description(text) for name, text in help_texts.items()}
    facets = {case.path: facets_with_shape(case) for case in corpus.cases}
    terms = {case.path: case_terms(case, descriptions.get(case.solver, ""))
             for case in corpus.cases}
    keys = [key for case in corpus.cases
            for key in case_keys(case, descriptions, facets[case.path])]
    keys += [command_key(name, text) for name, text in sorted(help_texts.items())]
    vectors = _embed(embeddings, keys, progress)

    payload = {
        case.path: {
            "files": dict(case.files),
            # A parent folder's script is not one of the case's files; keep it apart.
            "allrun": case.allrun if case.allrun_path != f"{case.path}/Allrun" else None,
        }
        for case in corpus.cases
    }
    hashes = {
        INDEX_FILE: write_vectors(index_dir / INDEX_FILE, vectors),
        DOCSTORE_FILE: write_json(
            index_dir / DOCSTORE_FILE, _docstore(corpus, keys, help_texts, facets, terms)
        ),
        PAYLOAD_FILE: write_json(index_dir / PAYLOAD_FILE, payload),
    }
    manifest = Manifest(
        keys_version=KEYS_VERSION,
        created_at=datetime.now(UTC),
        build_seconds=round(time.perf_counter() - started, 3),
        foam_agent_version=_foam_agent_version(),
        dialect=dialect,
        openfoam_version=version,
        tutorials_dir=str(Path(tutorials_dir).resolve()),
        content_hash=corpus.content_hash,
        tree_fingerprint=corpus.fingerprint,
        embedder=EmbedderInfo(id=embedder_id(embeddings), dimension=int(vectors.shape[1])),
        counts=Counts(
            cases=len(corpus.cases),
            files=sum(len(case.files) for case in corpus.cases),
            omitted_files=sum(len(case.omitted) for case in corpus.cases),
            keys=len(keys),
            commands=len(help_texts),
        ),
        files=hashes,
    )
    manifest.write(index_dir)
    return manifest


def ensure_index(
    tutorials_dir: str | os.PathLike[str],
    index_dir: str | os.PathLike[str],
    *,
    dialect: str,
    version: str,
    command_help: CommandHelpSource | None = None,
    embeddings: Embeddings | None = None,
    force: bool = False,
    progress: ProgressFn | None = None,
) -> EnsureResult:
    """Open the index if it fits these tutorials, dialect and embedder; else build it.

    A missing, stale or corrupt index is rebuilt (never silently used) and the reasons are
    returned. ``force`` rebuilds regardless and collects the help texts again.

    Raises:
        EmptyCorpus: The tutorials directory has no case (nothing to rebuild from).
    """
    index_dir = Path(index_dir)
    embeddings = embeddings if embeddings is not None else MiniLMEmbeddings()
    # Held across check and build: a second caller waits, then finds the index fresh.
    with build_lock(index_dir):
        return _ensure(
            tutorials_dir, index_dir, dialect, version, command_help, embeddings, force, progress
        )


def _ensure(
    tutorials_dir: str | os.PathLike[str],
    index_dir: Path,
    dialect: str,
    version: str,
    command_help: CommandHelpSource | None,
    embeddings: Embeddings,
    force: bool,
    progress: ProgressFn | None,
) -> EnsureResult:
    reasons: tuple[str, ...] = ("forced",)
    if not force:
        try:
            index = open_index(
                index_dir,
                embeddings=embeddings,
                dialect=dialect,
                version=version,
                tutorials_dir=tutorials_dir,
            )
            return EnsureResult(index, built=False, reasons=())
        except IndexStale as error:
            reasons = tuple(error.reasons)
        except (IndexNotFound, IndexCorrupt) as error:
            reasons = (str(error),)
    _build(
        tutorials_dir,
        index_dir,
        dialect=dialect,
        version=version,
        command_help=command_help,
        embeddings=embeddings,
        progress=progress,
        refresh_help=force,
    )
    index = open_index(index_dir, embeddings=embeddings, dialect=dialect, version=version)
    return EnsureResult(index, built=True, reasons=reasons)
