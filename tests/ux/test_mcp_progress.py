"""MCP progress over the whole job: it only rises, always carries its total, and ends there.

Why: MCP requires each progress notification's value above the one before. A solve reported
one run's fraction, so its second run fell back to 0 %, and it sent no total, so a client
could draw no bar. A job's total is its runs at most (a solve's ``max_loops``) times 100.
"""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from mcp import Client

from foam_agent.agents.mcp.jobs import STAGE_UNITS, Job
from foam_agent.agents.mcp.server import build_server


def _job(stages: int) -> Job:
    return Job("solve-1", "solve", lambda job: {}, stages=stages)


def test_a_second_run_continues_where_the_first_ended_instead_of_falling_back() -> None:
    job = _job(stages=3)
    seen = []
    for fraction in (0.25, 0.9):
        job.report("runner", fraction)
        seen.append(job.view().progress)
    job.end_stage()
    seen.append(job.view().progress)
    job.report("runner (run 2)", 0.1)
    seen.append(job.view().progress)
    assert seen == [25.0, 90.0, 100.0, 110.0]
    assert job.view().total == 3 * STAGE_UNITS


def test_progress_never_falls_and_a_finished_job_is_at_its_total() -> None:
    job = _job(stages=2)
    job.report("runner", 0.8)
    job.report("a late, lower report", 0.3)
    job.report("a report past the end", 7.0)
    assert job.view().progress == 100.0, "a run's fraction stays within its stage"
    job.end_stage()
    job.end_stage()  # a stage past the last does not move the total
    assert job.view().progress == job.view().total == 200.0
    solved_early = _job(stages=5)
    solved_early.report("runner", 1.0)
    solved_early.end_stage()
    solved_early.finish()
    assert solved_early.view().progress == solved_early.view().total == 500.0


@pytest.mark.slow
def test_a_solves_notifications_rise_carry_the_total_and_end_at_it(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    notes: list[tuple[float, float | None, str]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        notes.append((progress, total, message or ""))

    async def main() -> None:
        async with Client(build_server(workspace), read_timeout_seconds=120) as client:
            arguments = {"example": "cavity", "output": "solved", "max_loops": 2, "wait_s": 1}
            called = await client.call_tool("solve", arguments, progress_callback=on_progress)
            job = called.structured_content
            assert job is not None and not called.is_error, called.content
            calls = [len(notes)]
            while not job["finished"]:
                called = await client.call_tool("job_status", {
                    "job_id": job["job_id"], "wait_s": 10}, progress_callback=on_progress)
                job = called.structured_content
                assert job is not None
                calls.append(len(notes))
            assert job["state"] == "done" and job["result"]["status"] == "solved", job
            assert job["progress"] == job["total"] == 2 * STAGE_UNITS
            # Each call's notifications rise; the job's progress never falls between calls.
            starts = [0, *calls]
            for begin, end in zip(starts, starts[1:], strict=False):
                values = [progress for progress, _, _ in notes[begin:end]]
                assert values == sorted(set(values)), values
            assert [progress for progress, _, _ in notes] == sorted(
                progress for progress, _, _ in notes)

    anyio.run(main)
    assert notes, "no progress notification arrived"
    assert {total for _, total, _ in notes} == {2 * STAGE_UNITS}
    assert notes[-1][0] == 2 * STAGE_UNITS and notes[-1][2].startswith("done: ")
