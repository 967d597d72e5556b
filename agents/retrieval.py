"""The retriever the graph uses: ``rag_index`` over the runner's own installation.

Why an adapter: ``rag_index`` stands alone and knows nothing of runners or authors; this module
wires the installation's facts (tutorials, dialect, ``-help`` texts) into it and turns its hits
into the :class:`~agents.authors.base.Reference` objects authors read.
"""

from __future__ import annotations

from pathlib import Path

from agents.authors.base import Reference
from agents.openfoam import Installation
from agents.openfoam.command_help import collect_command_help
from rag_index import RagIndex, default_index_dir, ensure_index


class IndexRetriever:
    """Nearest tutorial cases for a prompt, with their files."""

    def __init__(self, index: RagIndex) -> None:
        self.index = index

    @classmethod
    def for_installation(
        cls,
        installation: Installation,
        *,
        index_dir: str | Path | None = None,
        tutorials_dir: str | Path | None = None,
    ) -> IndexRetriever:
        """Open the installation's index, building it first if it is missing or stale.

        Args:
            installation: Whose tutorials and dialect the index must match.
            index_dir: Where the index lives (default ``~/.cache/foam-agent/index/<dialect>``).
            tutorials_dir: A host copy of the tutorials when the installation's own path is
                not readable here (an image's tutorials copied out).

        Raises:
            RuntimeError: The installation has no tutorials to build from.
        """
        tutorials = tutorials_dir or installation.tutorials_dir
        if not tutorials:
            raise RuntimeError(
                f"the {installation.dialect} installation has no tutorials to index "
                "(on Debian: apt-get install openfoam-examples)"
            )
        ready = ensure_index(
            tutorials,
            index_dir or default_index_dir(installation.dialect),
            dialect=installation.dialect,
            version=installation.version,
            command_help=lambda: collect_command_help(installation).texts,
        )
        return cls(ready.index)

    def retrieve(self, prompt: str, k: int) -> list[Reference]:
        """The ``k`` nearest tutorial cases, best first, each with its files and Allrun."""
        return [
            Reference(
                case=hit.case,
                solver=hit.solver,
                domain=hit.domain,
                score=hit.score,
                files=self.index.case_files(hit.case),
                allrun=self.index.case_allrun(hit.case),
            )
            for hit in self.index.nearest_cases(prompt, k=k)
        ]
