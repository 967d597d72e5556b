"""An interrupted solve continues from its last checkpoint with nothing redone."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.authors.llm import LLMAuthor
from foam_agent.agents.solve import solve
from tests.agent.test_llm_loop import PROMPT, cavity_files, config_for, script_for
from tests.support.interrupted import InterruptedOnce
from tests.support.replay_server import ReplayServer


def test_resume_continues_after_the_writer(installation, tmp_path: Path) -> None:
    script = script_for(cavity_files(installation, tmp_path))
    output = tmp_path / "out"
    runner = InterruptedOnce()
    with ReplayServer(script[:2]) as first, pytest.raises(KeyboardInterrupt):
        solve(PROMPT, config_for(first), output_dir=output, runner=runner)
    assert first.served == 2
    assert (output / "case" / "0" / "U").is_file(), "the writer's files stay on disk"

    with ReplayServer(script[2:]) as second:
        outcome = solve(None, config_for(second), output_dir=output, resume=True,
                        author=LLMAuthor(config_for(second)), runner=runner)
    assert outcome.status == "solved"
    assert second.served == 2, "plan and write are not asked again"
    assert outcome.record.visits == ["writer", "runner", "reviewer", "writer", "runner"]
    assert outcome.record.prompt == PROMPT
    assert outcome.record.tokens.prompt == 1200 + 1500 + 900 + 700


def test_resume_without_a_solve_is_an_error(tmp_path: Path) -> None:
    from foam_agent.agents.config import SolveConfig
    from foam_agent.agents.solve import SolveError

    with pytest.raises(SolveError, match="no interrupted solve"):
        solve(None, SolveConfig(rag=False), output_dir=tmp_path, resume=True)
