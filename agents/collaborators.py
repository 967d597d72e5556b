"""The collaborators a solve calls, built from its configuration: author, runner, retriever.

Why apart from the solve loop: ``understand`` composes a case exactly as a solve's writer does,
with the same author, runner and retriever, but runs nothing; it must not pay for importing
LangGraph, which only the loop needs.
"""

from __future__ import annotations

from foam_agent.agents.authors.base import Author
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.context import Retriever
from foam_agent.agents.runners import Runner
from foam_agent.agents.runners.progress import ProgressSink


def make_author(config: SolveConfig, *, tutorials_dir: str | None) -> Author:
    """The LLM author for a configured model, else the offline template author."""
    if config.model is None:
        from foam_agent.agents.authors.template import TemplateAuthor

        return TemplateAuthor(tutorials_dir=tutorials_dir, mesh=config.mesh)
    from foam_agent.agents.authors.llm import make_llm_author

    author = make_llm_author(config, tutorials_dir=tutorials_dir)
    if config.mesh is None:
        return author
    from foam_agent.agents.geometry.mesh_author import UserMeshAuthor

    return UserMeshAuthor(author, config.mesh)


def make_runner(config: SolveConfig, *, run_progress: ProgressSink | None = None) -> Runner:
    """The configured runner, on ``config.np`` ranks, reporting to ``run_progress``."""
    from foam_agent.agents.runners.watched import WatchedRunner

    inner: Runner
    if config.runner == "docker":
        from foam_agent.agents.runners.docker import DockerRunner

        inner = DockerRunner(timeout_s=config.run_timeout_s, image=config.docker_image,
                             disk_limit=config.disk_limit)
    else:
        from foam_agent.agents.runners import LocalRunner

        inner = LocalRunner(timeout_s=config.run_timeout_s, sandbox=config.sandbox,
                            disk_limit=config.disk_limit)
    return WatchedRunner(inner, sink=run_progress, ranks=config.np)


def make_retriever(config: SolveConfig, runner: Runner) -> Retriever | None:
    """The tutorial retriever of the runner's installation, or None with RAG off."""
    if not config.rag:
        return None
    from foam_agent.agents.retrieval import IndexRetriever

    return IndexRetriever.for_installation(runner.installation(), index_dir=config.index_dir)
