"""``langgraph.json`` names a compiled graph that LangGraph Studio can load."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from langgraph.graph.state import CompiledStateGraph

ROOT = Path(__file__).resolve().parents[2]


def test_the_studio_entry_is_the_compiled_solve_graph() -> None:
    """Studio's graph moved out of ``agents.graph`` (every solve imports that module and
    compiled this graph for nothing); the entry must still load and hold the four nodes."""
    entry = json.loads((ROOT / "langgraph.json").read_text(encoding="utf-8"))["graphs"]
    path, name = entry["foam-agent"].split(":")
    module = "foam_agent." + path.removeprefix("./").removesuffix(".py").replace("/", ".")
    graph = getattr(importlib.import_module(module), name)
    assert isinstance(graph, CompiledStateGraph)
    assert {"retriever", "writer", "runner", "reviewer"} <= set(graph.get_graph().nodes)
    assert not hasattr(importlib.import_module("foam_agent.agents.graph"), "graph")
