"""The run-scoped context of a solve: the collaborators the nodes call.

Why separate from the state: the author, runner and retriever are objects, not data; LangGraph
passes them to every node through ``runtime.context`` and never checkpoints them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from foam_agent.agents.authors.base import Author, Reference
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.runners import Runner
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.regime import Regime


class Retriever(Protocol):
    """Finds the tutorial cases nearest a request (``rag_index`` behind it)."""

    def retrieve(self, prompt: str, k: int, *, regime: Regime | None = None,
                 spec: CaseSpec | None = None) -> list[Reference]:
        """The ``k`` nearest tutorial cases, best first, with their files; ``regime`` (the
        spec's) re-ranks them by physics, and ``spec`` by its regime and what it understood of
        the domain."""
        ...


@dataclass(frozen=True)
class NodeDone:
    """A graph node's end, as told to whoever follows the solve (the CLI, the MCP server).

    Why a type: each node reports different figures; a renamed figure must fail where the node
    builds this, not in a display that read a dict key.

    Attributes:
        node: The node (``retriever``, ``writer``, ``runner``, ``reviewer``).
        details: The node's figures, in the order a progress line shows them.
        run_status: The run's status after the ``runner`` node; None after the others.
    """

    node: str
    details: tuple[tuple[str, object], ...]
    run_status: str | None = None

    def line(self) -> str:
        """``key=value`` pairs, comma-separated."""
        return ", ".join(f"{key}={value}" for key, value in self.details)


ProgressHook = Callable[[NodeDone], None]


@dataclass(kw_only=True, frozen=True)
class SolveContext:
    """What every node may use.

    Attributes:
        config: The validated configuration of this solve.
        spec: The request, parsed once; every node and author reads it, never the prompt.
        author: Writes and fixes the files.
        runner: Runs the case.
        case_dir: Where the case is written (inside the output directory).
        dialect: The runner's installation dialect, told to the author.
        applications: The installation's programs, for plan checks.
        retriever: None when RAG is off.
        progress: Called after each node with what it did.
    """

    config: SolveConfig
    spec: CaseSpec
    author: Author
    runner: Runner
    case_dir: Path
    dialect: str
    applications: frozenset[str]
    retriever: Retriever | None = None
    progress: ProgressHook | None = field(default=None, compare=False)
