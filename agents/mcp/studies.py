"""The evidence jobs: the validation suite and a finished case's mesh study, as MCP jobs.

Why jobs with stages: each validation case is a solve and each further mesh of a study a run,
minutes apiece, so both go through the queue like ``solve`` does, and their progress is over
the whole job: one stage per validation case, one per refined mesh (the study's coarse mesh is
the run the case already has). Their results are the CLI's JSON (``validate --json``,
``verify --mesh-study --json``), with the pictures (each case's comparison, the study's
convergence plot) named under ``pictures`` so :func:`~foam_agent.agents.mcp.images.job_result`
returns them as images.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from foam_agent.agents.mcp.jobs import Job
from foam_agent.agents.runners.progress import RunProgress, describe_numbers, describe_position

if TYPE_CHECKING:
    from foam_agent.agents.config import SolveConfig
    from foam_agent.agents.validation import ValidationCase

#: Further meshes a study runs (the ratio and its square): the stages of its job.
STUDY_RUNS = 2

Work = Callable[[Job], dict[str, Any]]


def _run_text(event: RunProgress) -> str:
    return f"{event.stage}: {describe_position(event)}  {describe_numbers(event)}".strip()


def validate_work(cases: tuple[ValidationCase, ...], root: Path, settings: SolveConfig
                  ) -> Work:
    """Solve and compare each case into ``root/NAME``; one stage per case."""

    def work(job: Job) -> dict[str, Any]:
        from foam_agent.agents.collaborators import make_runner
        from foam_agent.agents.validation import validate_case
        from foam_agent.cli.validate import result_payload

        results = []
        for index, case in enumerate(cases, start=1):
            label = f"{case.name} ({index} of {len(cases)})"
            job.report(f"{label}: solving")

            def sink(event: RunProgress, label: str = label) -> None:
                job.report(f"{label} · {_run_text(event)}", event.fraction)

            runner = make_runner(settings, run_progress=sink)
            result = validate_case(case, root / case.name, settings, runner=runner)
            job.report(f"{label}: {'pass' if result.passed else 'FAIL'}")
            job.end_stage()
            results.append(result)
        passed = sum(result.passed for result in results)
        job.outcome = f"{passed} of {len(results)} cases pass"
        return {"passed": passed, "total": len(results),
                "cases": [result_payload(result) for result in results],
                "pictures": {result.case.name: str(result.picture) for result in results
                             if result.picture is not None}}

    return work


def study_work(case: Path, *, tolerance: float, ratio: float, ranks: int | None,
               timeout_s: float | None) -> Work:
    """The mesh study of ``case``; one stage per refined mesh, the plot as its picture."""

    def work(job: Job) -> dict[str, Any]:
        from foam_agent.agents.mesh_study.finished import study_finished_case
        from foam_agent.cli.verify import mesh_study_payload

        runs = [0]

        def sink(event: RunProgress) -> None:
            label = f"refined mesh {runs[0] + 1} of {STUDY_RUNS}"
            job.report(f"{label} · {_run_text(event)}", event.fraction)
            if event.final:
                runs[0] += 1
                job.end_stage()

        job.report("reading the outputs on the case's own mesh")
        study = study_finished_case(case, ratio=ratio, tolerance=tolerance, ranks=ranks,
                                    timeout_s=timeout_s, run_progress=sink)
        job.outcome = ("mesh-independent" if study.independent
                       else "not shown mesh-independent")
        return {**mesh_study_payload(study),
                "pictures": {"mesh_study": study.plot} if study.plot else None}

    return work
