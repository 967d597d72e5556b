"""The author contract: who writes and fixes the case files.

Why: the graph is the same whether a chat model or the offline template author writes the case
(DESIGN.md, "Authors"). Nodes build a request, call the author, and record what it returns; the
author never touches the disk or runs anything itself.
"""

from __future__ import annotations

from typing import Generic, Literal, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.physics.rows import PhysicsRow
from foam_agent.agents.runners import ErrorClass, RunResult
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.update import SpecUpdate

#: What a review diagnoses: a failed run's error class, a run that succeeded without doing
#: all that was asked (the audit's unmet rows), or one whose result fails a physics check.
ReviewClass = ErrorClass | Literal["unmet_requirements", "physics"]


class AuthorError(RuntimeError):
    """An author could not produce what was asked; the message says why, in one line."""


class Usage(BaseModel):
    """Tokens one author call consumed (zero for the template author)."""

    model_config = ConfigDict(frozen=True)

    prompt_tokens: int = 0
    completion_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
        )


class Reference(BaseModel):
    """A retrieved tutorial case the writer may follow."""

    model_config = ConfigDict(frozen=True)

    case: str = Field(description="Tutorial path relative to the tutorials root.")
    solver: str
    domain: str
    score: float
    files: dict[str, str] = Field(default_factory=dict, description="Relative path → text.")
    allrun: str | None = None
    explanation: str | None = Field(
        default=None, description="Why retrieval ranked it here (scores, evidence, penalties)."
    )
    named: bool = Field(
        default=False, description="The request names this tutorial as the one to follow and "
        "states nothing against its solver family: the user's choice, followed over a "
        "tutorial that fits the stated values better.")


class Plan(BaseModel):
    """What the writer will produce."""

    case_name: str = Field(description="Short name of the case, e.g. 'cavity'.")
    solver: str = Field(description="The OpenFOAM application that runs the case.")
    reference_case: str | None = Field(
        default=None, description="The tutorial followed, relative to the tutorials root."
    )
    files: list[str] = Field(description="Every file of the case, relative to it, incl. Allrun.")


class Draft(BaseModel):
    """Files an author wrote, and what it understood and changed (for the run record)."""

    files: dict[str, str] = Field(description="Relative path → full text of each file written.")
    notes: list[str] = Field(
        default_factory=list,
        description="One line per extracted value or edit, e.g. 'nu = 0.02 (constant/...)'.",
    )
    deletions: list[str] = Field(default_factory=list, description="Files to remove.")
    spec_update: SpecUpdate | None = Field(
        default=None, description="Corrections to the parsed spec the draft follows; the "
        "graph audits the corrected spec.")


class Review(BaseModel):
    """The reviewer's diagnosis of a failed run (or of unmet requirements) and its fix.

    A review that names no file to change means no fix is known: the solve stops there
    (``no_fix``) instead of running an unchanged case again.
    """

    error_class: ReviewClass
    files_to_change: list[str] = Field(description="Case files the fix rewrites.")
    instructions: str = Field(description="What to change in those files, and why.")


class WriteRequest(BaseModel):
    """Everything a writer may use: the user's words and their parsed spec, the dialect,
    references if RAG is on."""

    prompt: str
    spec: CaseSpec = Field(description="The prompt parsed once; authors never parse it again.")
    dialect: str
    solvers: list[str] = Field(description="Applications the installation really has.")
    references: list[Reference] = Field(default_factory=list)


class ReviewRequest(BaseModel):
    """Everything a reviewer may use: never whole logs, never result directories."""

    prompt: str
    spec: CaseSpec
    dialect: str
    files: dict[str, str] = Field(description="The case's input files (no time dirs, no mesh).")
    run: RunResult
    audit: list[AuditRow] = Field(default_factory=list,
                                  description="The requirements audit of the case as run.")
    history: list[str] = Field(default_factory=list, description="One line per earlier attempt.")
    references: list[Reference] = Field(default_factory=list)
    physics: list[PhysicsRow] = Field(default_factory=list,
                                      description="The physics checks of the case as run.")


T = TypeVar("T")


class AuthorReply(BaseModel, Generic[T]):
    """A value from the author and the tokens it cost."""

    value: T
    usage: Usage = Field(default_factory=Usage)


@runtime_checkable
class Author(Protocol):
    """Writes, reviews and fixes cases. ``LLMAuthor`` and ``TemplateAuthor`` implement it."""

    name: str

    def plan(self, request: WriteRequest) -> AuthorReply[Plan]:
        """Decide the solver, the reference case and the file list."""
        ...

    def write(self, request: WriteRequest, plan: Plan) -> AuthorReply[Draft]:
        """Write every file of the plan, Allrun included."""
        ...

    def review(self, request: ReviewRequest) -> AuthorReply[Review]:
        """Classify the failure and name the files to change."""
        ...

    def rewrite(self, request: ReviewRequest, review: Review) -> AuthorReply[Draft]:
        """Rewrite only the files the review named (or delete / add as it asks)."""
        ...
