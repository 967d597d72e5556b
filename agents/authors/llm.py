"""The whole-file LLM author (``--author llm-files``): the model writes every file in full.

It plans, then writes every file, and its reviewer names files that it then rewrites in full.
This is how the competitors work; it stays as the ablation baseline of the edit-based author
(:mod:`foam_agent.agents.authors.llm_edit`, the default). Both reach their model through the same
:mod:`foam_agent.agents.llm` seams: one client per provider, a ledger for budgets and record/replay.
Prompts send bounded excerpts, never whole logs or results.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from foam_agent.agents.authors import prompts
from foam_agent.agents.authors.base import (
    Author,
    AuthorError,
    AuthorReply,
    Draft,
    Plan,
    Reference,
    Review,
    ReviewRequest,
    WriteRequest,
)
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.llm.client import make_chat_model, make_ledger
from foam_agent.agents.llm.ledger import CallLedger
from foam_agent.agents.llm.structured import StructuredAsker

#: Characters of one reference file shown to the writer; tutorial dictionaries are 1–6 kB.
REFERENCE_FILE_CHARS = 6000
#: Characters of all reference files together: keeps a write request near 15k tokens.
REFERENCE_TOTAL_CHARS = 48000
#: Characters of case files shown to the reviewer; it needs dictionaries, not everything.
REVIEW_FILES_CHARS = 24000
#: Characters of one file shown to the reviewer.
REVIEW_FILE_CHARS = 4000
#: Characters of the fatal error and of the log excerpt in a review.
ERROR_CHARS = 3000
T = TypeVar("T", bound=BaseModel)


class CaseFile(BaseModel):
    """One file of a case."""

    path: str = Field(description="Path relative to the case directory, e.g. 'system/fvSchemes'.")
    content: str = Field(description="The full text of the file.")


class FileSet(BaseModel):
    """Files of a case, written in full."""

    files: list[CaseFile]


def dialect_text(dialect: str) -> str:
    """What the model must know of the installation: its family, version and file names."""
    family, _, version = dialect.partition("-")
    template = prompts.DIALECTS.get(family)
    if template is None:
        return f"OpenFOAM ({dialect})"
    return template.format(version=version)


def render_references(references: list[Reference]) -> str:
    """The writer's view of the retrieved tutorials: the nearest in full, others by name."""
    if not references:
        return prompts.NO_REFERENCES
    parts = [prompts.REFERENCES_HEADER]
    budget = REFERENCE_TOTAL_CHARS
    for rank, reference in enumerate(references):
        parts.append(f"\n## {reference.case} (solver {reference.solver}, "
                     f"similarity {reference.score:.2f})")
        if rank > 0:
            parts.append("files: " + ", ".join(sorted(reference.files)))
            continue
        for path, text in sorted(reference.files.items()):
            shown = text[:REFERENCE_FILE_CHARS]
            if budget - len(shown) < 0:
                parts.append(f"--- {path} (left out: budget)")
                continue
            budget -= len(shown)
            parts.append(f"--- {path}\n{shown}")
        if reference.allrun:
            parts.append(f"--- Allrun\n{reference.allrun[:REFERENCE_FILE_CHARS]}")
    return "\n".join(parts)


def _render_files(files: dict[str, str], *, first: list[str], total: int) -> str:
    order = [path for path in first if path in files]
    order += [path for path in sorted(files) if path not in order]
    parts: list[str] = []
    for path in order:
        shown = files[path][:REVIEW_FILE_CHARS]
        if total - len(shown) < 0:
            parts.append(f"--- {path} (left out: budget)")
            continue
        total -= len(shown)
        parts.append(f"--- {path}\n{shown}")
    return "\n".join(parts) or "(no files)"


def _mentioned(files: dict[str, str], text: str) -> list[str]:
    """Files whose name appears in ``text`` (the error usually names them)."""
    return [path for path in files if path.rsplit("/", 1)[-1] in text]


class LLMAuthor:
    """Writes and fixes cases with a chat model, every file in full."""

    name = "llm-files"

    def __init__(self, config: SolveConfig, *, chat_model: BaseChatModel | None = None,
                 ledger: CallLedger | None = None) -> None:
        self.config = config
        self.ledger = ledger or make_ledger(config)
        self.chat = chat_model or make_chat_model(config, self.ledger)
        self.asker = StructuredAsker(self.chat, config.structured_output)

    def _ask(self, schema: type[T], messages: list[BaseMessage]) -> AuthorReply[T]:
        return self.asker.ask(schema, messages)

    def _system(self, dialect: str, solvers: list[str]) -> SystemMessage:
        return SystemMessage(prompts.SYSTEM.format(dialect_text=dialect_text(dialect),
                                                   solvers=", ".join(solvers)))

    def plan(self, request: WriteRequest) -> AuthorReply[Plan]:
        """Ask for a plan; a solver the installation lacks is sent back once for correction."""
        messages: list[BaseMessage] = [
            self._system(request.dialect, request.solvers),
            HumanMessage(prompts.PLAN.format(prompt=request.prompt,
                                             references=render_references(request.references))),
        ]
        reply = self._ask(Plan, messages)
        if reply.value.solver in request.solvers:
            return reply
        messages += [AIMessage(reply.value.model_dump_json()),
                     HumanMessage(f"'{reply.value.solver}' is not a program of this "
                                  "installation. Choose the solver from the available list.")]
        second = self._ask(Plan, messages)
        if second.value.solver not in request.solvers:
            raise AuthorError(f"the model chose solver '{second.value.solver}', which this "
                              "installation does not have")
        return AuthorReply[Plan](value=second.value, usage=reply.usage + second.usage)

    def write(self, request: WriteRequest, plan: Plan) -> AuthorReply[Draft]:
        """Ask for every file of the plan."""
        human = prompts.WRITE.format(
            prompt=request.prompt, references=render_references(request.references),
            case_name=plan.case_name, solver=plan.solver,
            reference_case=plan.reference_case or "no tutorial", files=", ".join(plan.files),
        )
        reply = self._ask(FileSet, [self._system(request.dialect, request.solvers),
                                    HumanMessage(human)])
        return AuthorReply[Draft](value=_draft(reply.value), usage=reply.usage)

    def review(self, request: ReviewRequest) -> AuthorReply[Review]:
        """Ask for a diagnosis from bounded excerpts of the failure."""
        run = request.run
        solver_log = run.logs.get(f"log.{run.application}") if run.application else None
        failing_log = solver_log or next(reversed(run.logs.values()), "")
        error_text = (run.fatal_error or "") + run.message
        human = prompts.REVIEW.format(
            prompt=request.prompt, status=run.status, message=run.message,
            error_class=run.error_class or "unknown",
            fatal_error=(run.fatal_error or "none")[:ERROR_CHARS],
            log_excerpt=failing_log[-ERROR_CHARS:] or "none",
            history="\n".join(request.history) or "none",
            files=_render_files(request.files, first=_mentioned(request.files, error_text),
                                total=REVIEW_FILES_CHARS),
        )
        return self._ask(Review, [self._system(request.dialect, []), HumanMessage(human)])

    def rewrite(self, request: ReviewRequest, review: Review) -> AuthorReply[Draft]:
        """Ask for the new text of only the files the review named."""
        named = {path: request.files.get(path, "(file does not exist yet)")
                 for path in review.files_to_change}
        human = prompts.REWRITE.format(
            prompt=request.prompt, error_class=review.error_class,
            instructions=review.instructions,
            fatal_error=(request.run.fatal_error or request.run.message)[:ERROR_CHARS],
            files="\n".join(f"--- {path}\n{text}" for path, text in named.items()),
        )
        reply = self._ask(FileSet, [self._system(request.dialect, []), HumanMessage(human)])
        return AuthorReply[Draft](value=_draft(reply.value), usage=reply.usage)


def _draft(file_set: FileSet) -> Draft:
    return Draft(files={item.path: item.content for item in file_set.files},
                 notes=[f"model wrote {item.path}" for item in file_set.files])


def make_llm_author(config: SolveConfig, *, tutorials_dir: str | Path | None) -> Author:
    """The LLM author ``config.author`` names: edit-based (``llm``) or whole-file."""
    if config.author == "llm-files":
        return LLMAuthor(config)
    from foam_agent.agents.authors.llm_edit import EditAuthor

    return EditAuthor(config, tutorials_dir=tutorials_dir)
