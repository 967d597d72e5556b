"""The solve's node hook: the bar names the next step, and the progress lines read typed."""

from __future__ import annotations

import io

from rich.console import Console

from foam_agent.agents.context import NodeDone
from foam_agent.cli._progress import SolveProgress


def test_the_bar_follows_the_loop_and_the_lines_get_typed_node_reports() -> None:
    seen: list[NodeDone] = []
    console = Console(file=io.StringIO(), force_terminal=False)
    with SolveProgress(console, "local", quiet=False) as live:
        hook = live.node_hook(seen.append)
        assert hook is not None and live.sink is not None
        prefixes = []
        for done in [
            NodeDone("writer", (("written", 7), ("refused", 0), ("unmet", 0))),
            NodeDone("runner", (("status", "failed"), ("error_class", "mesh_error"),
                                ("wall_s", 0.5), ("unmet", 0)), run_status="failed"),
            NodeDone("reviewer", (("error_class", "mesh_error"),
                                  ("files", ["system/blockMeshDict"]))),
            NodeDone("writer", (("written", 1), ("refused", 0), ("unmet", 0))),
            NodeDone("runner", (("status", "success"), ("error_class", None), ("wall_s", 0.2),
                                ("unmet", 0)), run_status="success"),
        ]:
            hook(done)
            prefixes.append(live.prefix)
    assert prefixes == ["local · runner (run 1)", "local · reviewer", "local · writer",
                        "local · runner (run 2)", "local · done"]
    assert [done.run_status for done in seen] == [None, "failed", None, None, "success"]
    assert seen[1].line() == "status=failed, error_class=mesh_error, wall_s=0.5, unmet=0"
    assert seen[2].details == (("error_class", "mesh_error"),
                               ("files", ["system/blockMeshDict"]))


def test_quiet_keeps_the_lines_and_needs_no_bar() -> None:
    seen: list[NodeDone] = []
    with SolveProgress(Console(file=io.StringIO()), "docker", quiet=True) as live:
        assert live.node_hook(None) is None
        hook = live.node_hook(seen.append)
        assert hook is not None
        report = NodeDone("runner", (("status", "timeout"),), run_status="timeout")
        hook(report)
    assert seen == [report]
