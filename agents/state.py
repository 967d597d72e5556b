"""The state of one solve, as the graph passes it from node to node and checkpoints it.

Why small: it is checkpointed after every node. It holds the case's input files and one line per
attempt, never logs or results (those stay on disk and in the run record).
"""

from __future__ import annotations

import operator
from typing import Annotated

from pydantic import BaseModel, Field

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Plan, Reference, Review, Usage
from foam_agent.agents.physics.rows import PhysicsRow
from foam_agent.agents.runners import ErrorClass, RunResult, RunStatus
from foam_agent.agents.spec.update import SpecUpdate


def merge_usage(left: dict[str, Usage], right: dict[str, Usage]) -> dict[str, Usage]:
    """Reducer: add the tokens each node spent to what it spent before."""
    merged = dict(left)
    for node, usage in right.items():
        merged[node] = merged.get(node, Usage()) + usage
    return merged


def add_seconds(left: dict[str, float], right: dict[str, float]) -> dict[str, float]:
    """Reducer: add each node's wall time to its earlier total."""
    merged = dict(left)
    for node, seconds in right.items():
        merged[node] = round(merged.get(node, 0.0) + seconds, 3)
    return merged


class Attempt(BaseModel):
    """One run of the case, as the history and the run record keep it."""

    loop: int
    status: RunStatus
    error_class: ErrorClass | None = None
    message: str
    wall_s: float
    changed: list[str] = Field(default_factory=list, description="Files written before the run.")
    unmet: int = Field(default=0, description="Requirements the audit found not met.")
    suspect: int = Field(default=0, description="Physics checks the finished run failed.")

    def line(self) -> str:
        """One line for the reviewer's history."""
        what = f"{self.status}" + (f" ({self.error_class})" if self.error_class else "")
        if self.unmet:
            what += f", {self.unmet} requirement(s) not met"
        if self.suspect:
            what += f", {self.suspect} physics check(s) failed"
        changed = ", ".join(self.changed[:8]) + (" …" if len(self.changed) > 8 else "")
        return f"attempt {self.loop}: {what}: {self.message}; files written: {changed or 'none'}"


class SolveInput(BaseModel):
    """What a caller gives the graph: the request, nothing else."""

    prompt: str


class SolveState(BaseModel):
    """Everything the nodes share during one solve."""

    prompt: str
    references: list[Reference] = Field(default_factory=list)
    plan: Plan | None = None
    files: dict[str, str] = Field(
        default_factory=dict, description="Every file written so far (path → text)."
    )
    changed: list[str] = Field(default_factory=list, description="Written by the last writer.")
    notes: Annotated[list[str], operator.add] = Field(
        default_factory=list, description="Author notes, accumulated: what it read and changed."
    )
    refused: Annotated[list[str], operator.add] = Field(
        default_factory=list, description="Writes the CaseWriter refused, with the reason."
    )
    last_run: RunResult | None = None
    audit: list[AuditRow] = Field(
        default_factory=list, description="The latest audit of the case against the spec."
    )
    physics: list[PhysicsRow] = Field(
        default_factory=list, description="The physics checks of the last run that ended.")
    spec_update: SpecUpdate | None = Field(
        default=None, description="The author's corrections to the parsed spec, if any.")
    review: Review | None = None
    reviews: Annotated[list[Review], operator.add] = Field(default_factory=list)
    history: Annotated[list[Attempt], operator.add] = Field(default_factory=list)
    loops: int = 0
    usage: Annotated[dict[str, Usage], merge_usage] = Field(default_factory=dict)
    seconds: Annotated[dict[str, float], add_seconds] = Field(default_factory=dict)
    visits: Annotated[list[str], operator.add] = Field(default_factory=list)
    stop_reason: str | None = None
    error: str | None = Field(default=None, description="Why the solve could not go on.")
