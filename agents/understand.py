"""``understand``: what a solve would do with a request, shown before anything runs.

Why: a misreading found after a run costs the run, and rewording the request to dodge it is
guesswork. This composes the case exactly as a solve's writer does (the same retriever, author,
request and audit, through ``foam_agent.agents.drafting``) into a scratch directory that is
deleted afterwards, and reports what the writer would set, where, and from which words; the
user (or another agent) corrects the spec document instead of the wording. No OpenFOAM program
runs and nothing stays on disk.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Author, AuthorError, Plan, Reference
from foam_agent.agents.collaborators import make_author, make_retriever, make_runner
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.context import Retriever, SolveContext
from foam_agent.agents.drafting import apply_draft, write_request
from foam_agent.agents.layout import CASE_DIR_NAME
from foam_agent.agents.runners import Runner
from foam_agent.agents.spec.document import to_document
from foam_agent.agents.spec.model import CaseSpec


@dataclass(frozen=True)
class Understanding:
    """What a solve of ``spec`` would write, before it runs.

    Attributes:
        spec: The request as read (or as given by a spec document).
        references: The tutorials retrieved, best first (empty with retrieval off).
        plan: The author's plan: the tutorial followed, the solver and the files; None when
            the author could not plan (``error`` says why).
        edits: The requirements audit of the composed case: each value the request states,
            where it is set (file, entry) and from which words, and whether the case holds it.
        notes: The author's own lines: what it read, followed, edited or could not apply.
        files: The composed case's files (path → text), as a solve would write them.
        refused: Files the case writer refused (path → reason).
        error: Why no case could be composed (retrieval or the author failed), else None.
    """

    spec: CaseSpec
    references: tuple[Reference, ...] = ()
    plan: Plan | None = None
    edits: tuple[AuditRow, ...] = ()
    notes: tuple[str, ...] = ()
    files: dict[str, str] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)
    error: str | None = None

    @property
    def followed(self) -> str | None:
        """The tutorial the case follows, relative to the tutorials root."""
        return self.plan.reference_case if self.plan is not None else None

    @property
    def unmet(self) -> list[AuditRow]:
        """The planned edits the composed case does not hold: a solve would end ``unmet``."""
        return [row for row in self.edits if not row.met]

    def to_json(self) -> dict[str, Any]:
        """The understanding as JSON: the spec document and the plan beside it."""
        return {
            "spec": to_document(self.spec),
            "understood": self.spec.describe(),
            "followed": self.followed,
            "solver": self.plan.solver if self.plan is not None else None,
            "references": [{"case": item.case, "score": item.score}
                           for item in self.references],
            "planned_edits": [row.model_dump(mode="json") for row in self.edits],
            "unmet": len(self.unmet),
            "notes": list(self.notes),
            "files": sorted(self.files),
            "refused": dict(self.refused),
            "not_understood": list(self.spec.unparsed),
            "not_applied": [{"words": item.words, "reason": item.reason}
                            for item in self.spec.not_applied],
            "error": self.error,
        }


def understand(spec: CaseSpec, config: SolveConfig, *, runner: Runner | None = None,
               author: Author | None = None, retriever: Retriever | None = None
               ) -> Understanding:
    """Compose the case a solve of ``spec`` would write, audit it, and delete it.

    Args:
        spec: The request as read (``read_spec``) or from a spec document.
        config: The solve's configuration (retrieval, author, mesh): the same as the solve's,
            so the plan shown is the plan run.
        runner, author, retriever: Collaborators to use instead of those the config names;
            the runner is asked only for its installation, never to run.

    Raises:
        InstallationNotFound: No OpenFOAM installation to plan for.
    """
    runner = runner or make_runner(config)
    installation = runner.installation()
    author = author or make_author(config, tutorials_dir=installation.tutorials_dir)
    if retriever is None and config.rag:
        retriever = make_retriever(config, runner)
    references: Sequence[Reference] = ()
    if config.rag and retriever is not None:
        try:
            references = retriever.retrieve(spec.prompt, config.top_k, spec=spec)
        except (OSError, RuntimeError, ValueError) as error:
            return Understanding(spec=spec, error=f"retrieval failed: {error}")
    with tempfile.TemporaryDirectory(prefix="foam-agent-understand-") as scratch:
        case_dir = Path(scratch) / CASE_DIR_NAME
        case_dir.mkdir()
        context = SolveContext(config=config, spec=spec, author=author, runner=runner,
                               case_dir=case_dir, dialect=installation.dialect,
                               applications=installation.applications,
                               retriever=retriever if config.rag else None)
        request = write_request(context, spec.prompt, references)
        try:
            plan = author.plan(request).value
            draft = author.write(request, plan).value
        except AuthorError as error:
            return Understanding(spec=spec, references=tuple(references), error=str(error))
        applied = apply_draft(context, draft, spec_update=draft.spec_update, plan=plan,
                              references=references)
    return Understanding(
        spec=applied.spec, references=tuple(references), plan=plan,
        edits=tuple(applied.audit), notes=tuple(draft.notes),
        files={path: draft.files[path] for path in applied.report.written},
        refused=dict(applied.report.refused))
