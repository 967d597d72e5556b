"""The solve graph: retriever → writer → runner → reviewer → writer …, as in DESIGN.md.

``build_graph`` returns the uncompiled builder so each caller compiles it at the edge with its
own checkpointer (the CLI with SQLite under the output directory, tests with none).
"""

from __future__ import annotations

from functools import partial
from typing import Literal

from langgraph.graph import END, START, StateGraph

from foam_agent.agents import nodes, routing
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.context import SolveContext
from foam_agent.agents.state import SolveInput, SolveState


def _to_writer_unless_error(state: SolveState) -> Literal["writer", "__end__"]:
    return "__end__" if state.error else "writer"


#: The builder's type: its state, run context, input and output schemas.
SolveGraph = StateGraph[SolveState, SolveContext, SolveInput, SolveState]


def build_graph(config: SolveConfig) -> SolveGraph:
    """The solve graph for one configuration (RAG and the reviewer switch its shape)."""
    builder = StateGraph(SolveState, context_schema=SolveContext, input_schema=SolveInput)
    builder.add_node("writer", nodes.writer)
    builder.add_node("runner", nodes.runner)
    if config.rag:
        builder.add_node("retriever", nodes.retriever)
        builder.add_edge(START, "retriever")
        builder.add_conditional_edges("retriever", _to_writer_unless_error)
    else:
        builder.add_edge(START, "writer")
    builder.add_conditional_edges("writer", routing.after_write)
    after_run = partial(routing.after_run, reviewer=config.reviewer, max_loops=config.max_loops)
    if config.reviewer:
        builder.add_node("reviewer", nodes.reviewer)
        builder.add_conditional_edges("runner", after_run, ["reviewer", END])
        builder.add_conditional_edges("reviewer", routing.after_review)
    else:
        builder.add_edge("runner", END)
    return builder

