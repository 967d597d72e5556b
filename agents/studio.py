"""The default solve graph, compiled, for LangGraph Studio (``langgraph.json`` names it).

Why its own module: compiling a graph costs about 10 ms of CPU, and every solve imports
:mod:`foam_agent.agents.graph` to build and compile its own graph with its own checkpointer;
only Studio needs this one.
"""

from __future__ import annotations

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.graph import build_graph

graph = build_graph(SolveConfig()).compile()
