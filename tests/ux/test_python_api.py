"""The Python API as a new user meets it: no configuration needed, ``overwrite=`` to solve
into the same folder again, a folder that holds anything else never emptied."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import foam_agent
from foam_agent.agents.api import SolveError
from foam_agent.agents.examples import EXAMPLES
from tests.conftest import CAVITY


@pytest.mark.slow
def test_solve_needs_no_config_and_overwrites_only_an_earlier_solve(tmp_path: Path) -> None:
    output = tmp_path / "cavity"
    first = foam_agent.solve(EXAMPLES["cavity"], output=output)
    assert first.status == "solved", first.record.error
    assert first.record.config == foam_agent.load_config()

    with pytest.raises(SolveError, match="is not empty"):
        foam_agent.solve(EXAMPLES["cavity"], output=output)

    marker = first.case_dir / "stale-marker"
    marker.write_text("from the first solve")
    again = foam_agent.solve(EXAMPLES["cavity"], output=output, overwrite=True)
    assert again.status == "solved"
    assert not marker.exists(), "the earlier solve's files were replaced"
    assert again.record.started_at >= first.record.started_at


def test_overwrite_never_empties_a_folder_that_holds_no_solve(tmp_path: Path) -> None:
    precious = tmp_path / "thesis"
    precious.mkdir()
    (precious / "chapter1.tex").write_text("keep me")
    with pytest.raises(SolveError, match="holds no earlier solve"):
        foam_agent.solve(EXAMPLES["cavity"], output=precious, overwrite=True)
    assert (precious / "chapter1.tex").read_text() == "keep me"


@pytest.mark.parametrize("where", ["file/sub", "/proc/foam-agent-cannot-be-here"])
def test_an_output_folder_that_cannot_be_made_is_a_solve_error(tmp_path: Path,
                                                               where: str) -> None:
    (tmp_path / "file").write_text("a file")
    target = tmp_path / where if not where.startswith("/") else Path(where)
    with pytest.raises(SolveError, match="cannot be"):
        foam_agent.solve(EXAMPLES["cavity"], foam_agent.SolveConfig(rag=False),
                         output=target)


def test_an_argument_has_one_name_on_every_surface(tmp_path: Path) -> None:
    """What MCP's run_case and score_case take, Python's run_case and the CLI call alike."""
    import inspect

    import anyio

    from foam_agent.agents.mcp import build_server
    from foam_agent.cli import load_command

    tools = {tool.name: set(tool.input_schema["properties"])
             for tool in anyio.run(build_server(tmp_path).list_tools)}
    assert tools["run_case"] - {"wait_s"} <= set(inspect.signature(foam_agent.run_case).parameters)
    for command, tool in (("run", "run_case"), ("score", "score_case")):
        arguments = {param.name for param in load_command(command).params
                     if param.param_type_name == "argument"}
        assert arguments == {"case_dir"} and "case_dir" in tools[tool]
    assert {param.name for param in load_command("run").params} >= {"runner", "timeout"}


def test_python_run_case_runs_on_the_ranks_it_is_given(tutorial_case: Callable[..., Path]
                                                       ) -> None:
    case = tutorial_case(CAVITY)
    result = foam_agent.run_case(case, np=2)
    assert result.ok, result.message
    assert (case / "log.decomposePar").is_file() and (case / "log.reconstructPar").is_file()
