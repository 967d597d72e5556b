"""The four nodes of the solve graph: retriever, writer, runner, reviewer.

Each node does one job, calls one collaborator from the context, and returns only the keys of
the state it changes, plus its wall time and its name for the visit log.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from foam_agent.agents.audit.baseline import followed_files
from foam_agent.agents.audit.check import audit_case, unmet
from foam_agent.agents.authors.base import AuthorError, ReviewRequest, Usage
from foam_agent.agents.case_files import snapshot
from foam_agent.agents.context import NodeDone, SolveContext
from foam_agent.agents.drafting import apply_draft, write_request
from foam_agent.agents.physics import verify_case
from foam_agent.agents.runners import CaseDirError, RunResult
from foam_agent.agents.spec.update import apply_update
from foam_agent.agents.state import Attempt, SolveState


def _finish(done: NodeDone, started: float, runtime: Runtime[SolveContext],
            update: dict[str, Any]) -> dict[str, Any]:
    update["seconds"] = {done.node: time.monotonic() - started}
    update["visits"] = [done.node]
    if runtime.context.progress is not None:
        runtime.context.progress(done)
    return update


def retriever(state: SolveState, runtime: Runtime[SolveContext]) -> dict[str, Any]:
    """Find the nearest tutorials for the request (only in the graph when RAG is on)."""
    started = time.monotonic()
    context = runtime.context
    assert context.retriever is not None, "the retriever node runs only with RAG on"
    try:
        references = context.retriever.retrieve(state.prompt, context.config.top_k,
                                                spec=context.spec)
    except (OSError, RuntimeError, ValueError) as error:
        return _finish(NodeDone("retriever", (("error", str(error)),)), started, runtime,
                       {"error": f"retrieval failed: {error}"})
    done = NodeDone("retriever", (("references", [f"{ref.case} ({ref.score:.2f})"
                                                  for ref in references]),))
    return _finish(done, started, runtime, {"references": references})


def _review_request(state: SolveState, context: SolveContext) -> ReviewRequest:
    assert state.last_run is not None
    history = [attempt.line() for attempt in state.history]
    history += [f"refused write: {refusal}" for refusal in state.refused]
    return ReviewRequest(
        prompt=state.prompt,
        spec=apply_update(context.spec, state.spec_update),
        dialect=context.dialect,
        files=snapshot(context.case_dir),
        run=state.last_run,
        audit=state.audit,
        physics=state.physics,
        history=history,
        references=state.references,
    )


def writer(state: SolveState, runtime: Runtime[SolveContext]) -> dict[str, Any]:
    """Write the whole case first; afterwards rewrite only what the last review named."""
    started = time.monotonic()
    context = runtime.context
    author = context.author
    update: dict[str, Any] = {}
    spent = Usage()
    try:
        if state.plan is None:
            request = write_request(context, state.prompt, state.references)
            planned = author.plan(request)
            spent = planned.usage
            drafted = author.write(request, planned.value)
            update["plan"] = planned.value
            usage = planned.usage + drafted.usage
        else:
            assert state.review is not None, "a rewrite needs a review"
            drafted = author.rewrite(_review_request(state, context), state.review)
            usage = drafted.usage
    except AuthorError as error:
        # The plan's tokens were spent even when the write then stops (a budget, say).
        return _finish(NodeDone("writer", (("error", str(error)),)), started, runtime,
                       {"error": str(error), "usage": {"writer": spent}})
    draft = drafted.value
    if draft.spec_update is not None:
        update["spec_update"] = draft.spec_update
    applied = apply_draft(context, draft,
                          spec_update=update.get("spec_update", state.spec_update),
                          plan=update.get("plan", state.plan), references=state.references)
    report, audit = applied.report, applied.audit
    files = {path: text for path, text in state.files.items() if path not in report.deleted}
    files.update({path: draft.files[path] for path in report.written})
    update.update(
        files=files,
        changed=report.written,
        notes=draft.notes,
        refused=[f"{path}: {reason}" for path, reason in report.refused.items()],
        usage={"writer": usage},
        audit=audit,
    )
    done = NodeDone("writer", (("written", len(report.written)),
                               ("refused", len(report.refused)), ("unmet", len(unmet(audit)))))
    return _finish(done, started, runtime, update)


def runner(state: SolveState, runtime: Runtime[SolveContext]) -> dict[str, Any]:
    """Run the case as written and record the attempt."""
    started = time.monotonic()
    context = runtime.context
    # A wall-clock budget the request states ("5 minutes on my laptop") is the run's limit.
    budget = context.spec.stated.wall_clock
    limit = context.config.run_timeout_s if budget is None else min(
        context.config.run_timeout_s, budget.value)
    try:
        result = context.runner.run(context.case_dir, timeout_s=limit)
    except CaseDirError as error:
        installation = context.runner.installation()
        result = RunResult(status="failed", error_class="missing_file", message=str(error),
                           dialect=installation.dialect, runner=context.runner.name)
    spec = apply_update(context.spec, state.spec_update)
    audit = audit_case(spec, context.case_dir, baseline=followed_files(
        spec, state.plan, state.references,
        lambda: context.runner.installation().tutorials_dir))
    missed = unmet(audit)
    # Physics is judged only on a run that ended: a failed run's fields are no result.
    physics = list(verify_case(context.case_dir, spec).rows) if result.ok else []
    failing = sum(row.failed for row in physics)
    attempt = Attempt(loop=state.loops + 1, status=result.status, error_class=result.error_class,
                      message=result.message, wall_s=result.wall_s, changed=state.changed,
                      unmet=len(missed), suspect=failing)
    update = {"last_run": result, "loops": state.loops + 1, "history": [attempt],
              "audit": audit, "physics": physics}
    done = NodeDone("runner", (("status", result.status), ("error_class", result.error_class),
                               ("wall_s", result.wall_s), ("unmet", len(missed)),
                               ("physics failed", failing)),
                    run_status=result.status)
    return _finish(done, started, runtime, update)


def reviewer(state: SolveState, runtime: Runtime[SolveContext]) -> dict[str, Any]:
    """Diagnose the failed run and name the files to change."""
    started = time.monotonic()
    try:
        reviewed = runtime.context.author.review(_review_request(state, runtime.context))
    except AuthorError as error:
        return _finish(NodeDone("reviewer", (("error", str(error)),)), started, runtime,
                       {"error": str(error)})
    review = reviewed.value
    update = {"review": review, "reviews": [review], "usage": {"reviewer": reviewed.usage}}
    done = NodeDone("reviewer", (("error_class", review.error_class),
                                 ("files", review.files_to_change)))
    return _finish(done, started, runtime, update)
