"""The edit-based LLM author (``--author llm``, the default with a model).

Why edits on a checked draft: whole-file writing is where LLM agents fail (wrong file names for
the dialect, dropped entries, changed stated values) and it sends the references twice. Here
1. the model sees the request, the parsed spec and the candidate tutorials by name and one
   line each, and returns its tutorial choice and corrections to the spec, typed as the spec
   holds them (``SpecUpdate``): the corrected spec is what is written and audited;
2. the template author's applier writes the draft from that tutorial and the spec,
   deterministically;
3. the model sees the audit and only the relevant files (bounded) and returns targeted edits
   ``{file, key path, value}``; an edit that breaks a met requirement is refused by the audit.
The reviewer gets the error excerpt and the audit table and answers with edits as well.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from foam_agent.agents.audit.baseline import followed_files
from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors import prompts
from foam_agent.agents.authors.base import (
    AuthorReply,
    Draft,
    Plan,
    Reference,
    Review,
    ReviewClass,
    ReviewRequest,
    Usage,
    WriteRequest,
)
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.llm import dialect_text
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.compose import application, reference_files
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.llm.client import make_chat_model, make_ledger
from foam_agent.agents.llm.edits import Audit, EditOutcome, KeyEdit, apply_edits
from foam_agent.agents.llm.ledger import CallLedger
from foam_agent.agents.llm.structured import StructuredAsker
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.update import SpecUpdate, apply_update
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Files of a candidate tutorial named in its one-line summary.
SUMMARY_FILES = 10
#: Characters of relevant files shown in one edit or review request (about 2.5k tokens).
FILES_CHARS = 9000
#: Characters of one file shown.
FILE_CHARS = 3500
#: Audit rows shown (unmet first); a case has 5–30.
AUDIT_ROWS = 40
#: Characters of the fatal error and of the log tail in a review.
ERROR_CHARS = 2000
LOG_CHARS = 1200
#: Entries of a long list in an error message that are kept.
LIST_LINES = 4
_CASE_PATH = lazy_regex(r"(?:/[\w.+-]+)+/(?=(?:0|constant|system)/)")
_WORD_LINE = lazy_regex(r"^\s*[\w:<>.,-]+\s*$")
#: Files every edit request shows when present: they decide what the case runs.
ALWAYS_RELEVANT = ("system/controlDict",)


class TutorialChoice(BaseModel):
    """The tutorial to start from, and what the parsed spec gets wrong, typed as the spec
    holds it (so the applier writes it and the audit checks it)."""

    tutorial: str = Field(description="A candidate tutorial's name exactly as listed.")
    case_name: str = Field(description="Short name of the case, e.g. 'cavity'.")
    corrections: SpecUpdate = Field(default_factory=SpecUpdate)


class EditSet(BaseModel):
    """Targeted edits of a draft."""

    edits: list[KeyEdit] = Field(default_factory=list)


class ReviewEdits(BaseModel):
    """A diagnosis and its fix as edits."""

    error_class: ReviewClass
    diagnosis: str = Field(description="What is wrong, in one or two sentences.")
    edits: list[KeyEdit] = Field(default_factory=list)


def tutorial_summary(reference: Reference) -> str:
    """One line naming a candidate tutorial: solver, domain, similarity and its files."""
    names = sorted(reference_files(reference))
    shown = ", ".join(names[:SUMMARY_FILES]) + (" …" if len(names) > SUMMARY_FILES else "")
    solver = application(reference.files) or reference.solver
    return (f"{reference.case} — {solver}, {reference.domain}, similarity "
            f"{reference.score:.2f}; files: {shown}")


def render_audit(rows: list[AuditRow]) -> str:
    """The audit as one line per row, unmet first, bounded."""
    if not rows:
        return "(no requirements)"
    ordered = sorted(rows, key=lambda row: row.met)[:AUDIT_ROWS]
    lines = []
    for row in ordered:
        where = f"{row.file or '?'}" + (f" {row.entry}" if row.entry else "")
        found = f", found {row.found}" if not row.met else ""
        lines.append(f"{'met  ' if row.met else 'UNMET'} {row.requirement} = {row.expected} "
                     f"at {where}{found} (from '{row.phrase}')")
    return "\n".join(lines)


def render_files(files: Mapping[str, str], names: list[str], *, total: int = FILES_CHARS
                 ) -> str:
    """The named files, each cut at ``FILE_CHARS``, all within ``total`` characters."""
    parts: list[str] = []
    for name in dict.fromkeys(names):
        if name not in files:
            continue
        shown = files[name][:FILE_CHARS]
        if total - len(shown) < 0:
            parts.append(f"--- {name} (left out: budget)")
            continue
        total -= len(shown)
        parts.append(f"--- {name}\n{shown}")
    return "\n".join(parts) or "(none)"


def condense(text: str) -> str:
    """``text`` with long runs of one-word lines (OpenFOAM's "valid types" dumps) cut short.

    Why: a fatal error listing 88 valid patch types costs ~400 tokens and says nothing the
    model does not know; the first few entries and the count keep its meaning. Runner
    excerpts may start or end inside such a list, so runs are found by shape, not brackets.
    """
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) > LIST_LINES:
            out.extend([*run[:LIST_LINES], f"... {len(run) - LIST_LINES} more"])
        else:
            out.extend(run)
        run.clear()

    for line in text.splitlines():
        if _WORD_LINE.match(line):
            run.append(line)
            continue
        flush()
        out.append(line)
    flush()
    return "\n".join(out)


def case_relative(text: str) -> str:
    """``text`` with absolute paths into the case cut to case-relative ones.

    Why: OpenFOAM names files by absolute path ("/tmp/run-7/case/0/p"); the directory says
    nothing to the model, costs tokens, and differs between runs, so a recorded request would
    never replay.
    """
    return _CASE_PATH.sub("", text)


def _mentioned(files: Mapping[str, str], text: str) -> list[str]:
    """Files whose name appears in ``text`` as a word (errors name them)."""
    return [path for path in files
            if re.search(rf"\b{re.escape(path.rsplit('/', 1)[-1])}\b", text)]


def relevant_files(files: Mapping[str, str], rows: list[AuditRow], text: str = "") -> list[str]:
    """Files the audit's unmet rows or ``text`` name, then the always-relevant ones."""
    named = [row.file for row in rows if not row.met and row.file]
    return [*dict.fromkeys([*_mentioned(files, text), *named, *ALWAYS_RELEVANT])]


def _audit_of(spec: CaseSpec, baseline: Mapping[str, str] | None = None) -> Audit:
    """The audit of a set of files; ``baseline`` is the followed tutorial, the base of a
    refinement or of values relative to its own."""
    def audit(files: Mapping[str, str]) -> list[AuditRow]:
        with workspace(files) as root:
            return audit_case(spec, root, baseline=baseline)
    return audit


class EditAuthor:
    """Corrects the spec, lets the template applier write, then edits the draft.

    Args:
        config: The solve's configuration (model, budgets, record/replay).
        tutorials_dir: The installation's tutorials, for a tutorial looked up by name when
            retrieval is off.
    """

    name = "llm"

    def __init__(self, config: SolveConfig, *, tutorials_dir: str | Path | None = None,
                 chat_model: BaseChatModel | None = None, ledger: CallLedger | None = None
                 ) -> None:
        self.config = config
        self.ledger = ledger or make_ledger(config)
        self.chat = chat_model or make_chat_model(config, self.ledger)
        self.asker = StructuredAsker(self.chat, config.structured_output)
        self.template = TemplateAuthor(tutorials_dir=tutorials_dir)
        self._corrections = SpecUpdate()
        #: Edits of the last review, by its instructions: rewrite applies them without asking
        #: again (a resumed solve, with a new author, asks for them from the instructions).
        self._pending: dict[str, list[KeyEdit]] = {}

    def _system(self, dialect: str) -> SystemMessage:
        return SystemMessage(prompts.EDIT_SYSTEM.format(dialect_text=dialect_text(dialect)))

    def _candidates(self, request: WriteRequest) -> list[Reference]:
        if request.references:
            return sorted(request.references, key=lambda item: -item.score)
        planned = self.template.plan(request).value  # retrieval off: the tutorial named
        assert planned.reference_case is not None
        return [Reference(case=planned.reference_case, solver=planned.solver, domain="",
                          score=1.0)]

    # -- step 1: spec corrections and the tutorial --------------------------------------------

    def plan(self, request: WriteRequest) -> AuthorReply[Plan]:
        """Ask for the tutorial and the spec's corrections; the file list is the tutorial's."""
        candidates = self._candidates(request)
        human = prompts.CHOOSE.format(
            prompt=request.prompt, spec="\n".join(request.spec.describe()) or "(nothing)",
            candidates="\n".join(tutorial_summary(item) for item in candidates))
        messages: list[BaseMessage] = [self._system(request.dialect), HumanMessage(human)]
        reply = self.asker.ask(TutorialChoice, messages)
        by_name = {item.case: item for item in candidates}
        chosen = by_name.get(reply.value.tutorial, candidates[0])
        self._corrections = reply.value.corrections
        if request.references:
            files = sorted({*reference_files(chosen), "Allrun"})
            plan = Plan(case_name=reply.value.case_name,
                        solver=application(chosen.files) or chosen.solver,
                        reference_case=chosen.case, files=files)
        else:
            plan = self.template.plan(request).value.model_copy(
                update={"case_name": reply.value.case_name})
        return AuthorReply[Plan](value=plan, usage=reply.usage)

    # -- steps 2 and 3: the deterministic draft, then edits ------------------------------------

    def write(self, request: WriteRequest, plan: Plan) -> AuthorReply[Draft]:
        """The template applier's draft of the corrected spec, then the model's targeted
        edits of it; the draft carries the corrections so the graph audits them too."""
        corrected = apply_update(request.spec, self._corrections)
        request = request.model_copy(update={"spec": corrected})
        draft = self.template.write(request, plan).value
        audit = _audit_of(corrected, followed_files(
            corrected, plan, request.references, lambda: self.template.tutorials_dir))
        rows = audit(draft.files)
        update = None if self._corrections.empty else self._corrections
        notes = [f"chosen by the model: {plan.reference_case}", *draft.notes,
                 *[f"spec correction: {line}" for line in self._corrections.describe()]]
        if all(row.met for row in rows):
            notes.append("audit: every requirement met in the draft; no edits asked")
            return AuthorReply[Draft](value=Draft(files=draft.files, notes=notes,
                                                  spec_update=update))
        names = relevant_files(draft.files, rows)
        corrections = "\n".join(f"- {line}" for line in self._corrections.describe()) \
            or "(none)"
        human = prompts.EDIT.format(
            prompt=request.prompt, corrections=corrections, audit=render_audit(rows),
            file_names=", ".join(sorted(draft.files)),
            files=render_files(draft.files, names))
        reply = self.asker.ask(EditSet, [self._system(request.dialect), HumanMessage(human)])
        outcome = apply_edits(draft.files, reply.value.edits, audit=audit)
        return AuthorReply[Draft](
            value=Draft(files=outcome.files, notes=[*notes, *outcome.notes(),
                                                    *self.asker.notes], spec_update=update),
            usage=reply.usage)

    # -- review: diagnosis and edits ---------------------------------------------------------

    def review(self, request: ReviewRequest) -> AuthorReply[Review]:
        """Ask for a diagnosis and its edits from the error excerpt and the audit table."""
        run = request.run
        solver_log = run.logs.get(f"log.{run.application}") if run.application else None
        failing_log = case_relative(condense(solver_log or next(reversed(run.logs.values()),
                                                                "")))
        fatal = case_relative(condense(run.fatal_error or ""))
        log_tail = failing_log[-LOG_CHARS:]
        first_line = next((line for line in fatal.splitlines() if line.strip()), "")
        if first_line and first_line in log_tail:
            fatal = "(in the log excerpt below)"  # the log's tail holds it in full
        error_text = f"{fatal}\n{run.message}\n{log_tail}"
        rows = request.audit
        # A run that ended but fails a physics check is reviewed like unmet requirements.
        physics = "".join(f"\nPHYSICS FAIL {row.line()} (expected {row.expected})"
                          for row in request.physics if row.failed)
        human = prompts.REVIEW_EDITS.format(
            outcome=("failed to run" if not run.ok else "ran but fails physics checks"
                     if physics and all(row.met for row in rows)
                     else "ran but misses requirements"),
            prompt=request.prompt, status=run.status, message=case_relative(run.message),
            error_class=run.error_class or "unknown",
            fatal_error=fatal[:ERROR_CHARS] or "none",
            log_excerpt=log_tail or "none",
            audit=render_audit(rows) + physics,
            history="\n".join(request.history) or "none",
            file_names=", ".join(sorted(request.files)),
            files=render_files(request.files, relevant_files(request.files, rows, error_text)),
        )
        reply = self.asker.ask(ReviewEdits, [self._system(request.dialect), HumanMessage(human)])
        found = reply.value
        instructions = found.diagnosis + "".join(f"\n- {edit.line()}" for edit in found.edits)
        self._pending[instructions] = list(found.edits)
        review = Review(error_class=found.error_class,
                        files_to_change=sorted({edit.file for edit in found.edits}),
                        instructions=instructions)
        return AuthorReply[Review](value=review, usage=reply.usage)

    def rewrite(self, request: ReviewRequest, review: Review) -> AuthorReply[Draft]:
        """Apply the review's edits; only the files they change are returned."""
        usage = Usage()
        edits = self._pending.pop(review.instructions, None)
        if edits is None:
            human = prompts.EDITS_FROM_REVIEW.format(
                prompt=request.prompt, error_class=review.error_class,
                instructions=review.instructions,
                files=render_files(request.files, [*review.files_to_change,
                                                   *ALWAYS_RELEVANT]))
            reply = self.asker.ask(EditSet, [self._system(request.dialect),
                                             HumanMessage(human)])
            edits, usage = reply.value.edits, reply.usage
        outcome: EditOutcome = apply_edits(request.files, edits,
                                           audit=_audit_of(request.spec))
        notes = [f"fix for {review.error_class}: {note}" for note in outcome.notes()]
        return AuthorReply[Draft](value=Draft(files=outcome.changed(request.files), notes=notes),
                                  usage=usage)
