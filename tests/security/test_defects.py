"""The other defects of issue 11: time limits, prompt size, ``--model none``, and the refusal to
run unjailed when the jail cannot be built."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners import jail as jail_module
from foam_agent.agents.runners.jail import SandboxUnavailable, sandbox_state
from tests.cli.test_run_and_doctor import foam_agent
from tests.conftest import CAVITY

CaseFactory = Callable[..., Path]


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1"])
def test_run_timeout_must_be_finite_and_positive(value: str,
                                                 tutorial_case: CaseFactory) -> None:
    completed = foam_agent("run", str(tutorial_case(CAVITY)), "--timeout", value)
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --timeout")
    assert "Traceback" not in completed.stderr


def test_solve_refuses_an_oversized_prompt(tmp_path: Path) -> None:
    prompt = tmp_path / "prompt.txt"
    prompt.write_text("a lid-driven cavity " * 5000)
    completed = foam_agent("solve", "--prompt-file", str(prompt), "--output", str(tmp_path / "o"))
    assert completed.returncode == 2
    assert completed.stderr.startswith("error: the request has")
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("spelling", ["none", "None", "NONE", ""])
def test_model_none_means_the_template_author(spelling: str) -> None:
    config = SolveConfig(model=spelling)
    assert config.model is None
    assert config.author_name == "template"


@pytest.fixture
def no_bubblewrap(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine without bubblewrap, as far as the runner can tell."""
    monkeypatch.setattr(jail_module, "bwrap_path", lambda: None)
    sandbox_state.cache_clear()
    yield
    sandbox_state.cache_clear()


def test_without_a_jail_the_local_runner_refuses(no_bubblewrap: None,
                                                 tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    with pytest.raises(SandboxUnavailable, match="--no-sandbox"):
        LocalRunner().run(case, timeout_s=60)
    assert not list(case.glob("log.*")), "nothing may run when the jail is missing"
    assert LocalRunner(sandbox=False).run(case, timeout_s=120).status == "success"


def test_doctor_reports_the_sandbox() -> None:
    completed = foam_agent("doctor", "--json")
    assert '"sandbox (bubblewrap)"' in completed.stdout
    assert sandbox_state().available
