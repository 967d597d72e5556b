"""Loop end conditions (table-driven, no model, no solver) and configuration layers."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from foam_agent.agents.config import ConfigError, SolveConfig, configs_dir, load_config
from foam_agent.agents.routing import after_run, stop_reason
from foam_agent.agents.runners import RunResult
from foam_agent.agents.state import SolveState


def state(status: str | None, loops: int) -> SolveState:
    run = None if status is None else RunResult(status=status, dialect="esi-1912", runner="local")
    return SolveState(prompt="p", last_run=run, loops=loops)


@pytest.mark.parametrize(
    ("status", "loops", "reviewer", "max_loops", "route", "reason"),
    [
        ("success", 1, True, 5, "__end__", "solved"),
        ("failed", 1, True, 5, "reviewer", "stopped"),
        ("rejected", 1, True, 5, "reviewer", "stopped"),
        ("timeout", 4, True, 5, "reviewer", "stopped"),
        ("failed", 5, True, 5, "__end__", "failed; all 5 runs used"),
        ("failed", 1, False, 5, "__end__", "failed; the reviewer is off"),
        ("failed", 1, True, 1, "__end__", "failed; all 1 runs used"),
        (None, 0, True, 5, "__end__", "no run"),
    ],
)
def test_after_run(status: str | None, loops: int, reviewer: bool, max_loops: int, route: str,
                   reason: str) -> None:
    current = state(status, loops)
    assert after_run(current, reviewer=reviewer, max_loops=max_loops) == route
    assert stop_reason(current, reviewer=reviewer, max_loops=max_loops) == reason


def test_default_yaml_matches_the_model_defaults() -> None:
    on_disk = yaml.safe_load((configs_dir() / "default.yaml").read_text())
    assert on_disk == SolveConfig().model_dump()


def test_precedence_flags_over_env_over_file_over_defaults(tmp_path: Path) -> None:
    config_file = tmp_path / "mine.yaml"
    config_file.write_text("max_loops: 7\nrag: false\ntop_k: 2\n")
    environ = {"FOAM_AGENT_MAX_LOOPS": "9", "FOAM_AGENT_TOP_K": "4"}
    loaded = load_config(config_file, overrides={"max_loops": 3, "rag": None}, environ=environ)
    assert loaded.max_loops == 3  # flag beats environment and file
    assert loaded.top_k == 4  # environment beats file
    assert loaded.rag is False  # file beats default; a flag left unset changes nothing
    assert loaded.run_timeout_s == SolveConfig().run_timeout_s


@pytest.mark.parametrize(
    ("content", "message"),
    [("max_loops: 0\n", "max_loops"), ("- a\n- b\n", "mapping"), ("bogus: 1\n", "bogus"),
     ("rag: [\n", "cannot be read")],
)
def test_bad_config_files_are_named(content: str, message: str, tmp_path: Path) -> None:
    config_file = tmp_path / "bad.yaml"
    config_file.write_text(content)
    with pytest.raises(ConfigError, match=message):
        load_config(config_file, environ={})


def test_missing_config_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "nope.yaml", environ={})


@pytest.mark.parametrize("name", ["rag+reviewer", "rag", "reviewer", "zero-shot"])
def test_ablation_files_load(name: str) -> None:
    loaded = load_config(configs_dir() / "ablations" / f"{name}.yaml", environ={})
    assert loaded.rag == ("rag" in name)
    assert loaded.reviewer == (name in {"rag+reviewer", "reviewer"})
