"""A draft's way into the case: the writer's request, then the files written and audited.

Why a module of its own: the solve graph's writer node and ``understand`` (which shows what a
solve would write, before anything runs) must compose the same case from the same spec. Both
build the author's request here and put its draft into a case directory here, so the planned
edits ``understand`` reports are the ones a solve writes, audited by the same audit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from foam_agent.agents.audit.baseline import followed_files
from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Draft, Plan, Reference, WriteRequest
from foam_agent.agents.case_files import CaseWriter, WriteReport
from foam_agent.agents.context import SolveContext
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.update import SpecUpdate, apply_update


def write_request(context: SolveContext, prompt: str, references: Sequence[Reference]
                  ) -> WriteRequest:
    """What the author is given to plan and write the whole case."""
    return WriteRequest(prompt=prompt, spec=context.spec, dialect=context.dialect,
                        solvers=sorted(context.applications), references=list(references))


@dataclass(frozen=True)
class Applied:
    """A draft as written into the case: what the writer did, and the audit of the result.

    Attributes:
        report: The files written, deleted and refused.
        spec: The spec the case is audited against (the parsed one, with the draft's update).
        audit: Every requirement of ``spec`` checked against the case as written.
    """

    report: WriteReport
    spec: CaseSpec
    audit: list[AuditRow]


def apply_draft(context: SolveContext, draft: Draft, *, spec_update: SpecUpdate | None,
                plan: Plan | None, references: Sequence[Reference]) -> Applied:
    """Write ``draft`` into the context's case directory and audit the case.

    Args:
        context: The solve's context (its case directory, spec and runner).
        draft: The author's files and deletions.
        spec_update: The corrections to the spec in force (the draft's own, else earlier ones).
        plan: The plan the case follows (its tutorial is the baseline of relative values).
        references: The retrieved tutorials, whose files that baseline is read from.
    """
    report = CaseWriter(context.case_dir).apply(draft.files, draft.deletions)
    spec = apply_update(context.spec, spec_update)
    audit = audit_case(spec, context.case_dir, baseline=followed_files(
        spec, plan, references, lambda: context.runner.installation().tutorials_dir))
    return Applied(report=report, spec=spec, audit=audit)
