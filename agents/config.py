"""Run configuration: one validated object, built once from four layers.

Why: nodes never read the environment (STYLE.md, LangGraph templates); the CLI builds a
:class:`SolveConfig` from, in increasing precedence, ``configs/default.yaml``, a ``--config``
file, ``FOAM_AGENT_*`` environment variables and CLI flags, and the graph reads only that.
"""

from __future__ import annotations

import importlib.resources
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from foam_agent.agents.runners.disk_budget import DEFAULT_DISK_LIMIT, DiskLimitError, parse_size

#: The package the ``configs/`` folder installs as.
CONFIGS_PACKAGE = "foam_agent.configs"
#: Environment variables that configure foam-agent start with this.
ENV_PREFIX = "FOAM_AGENT_"


class ConfigError(ValueError):
    """A configuration file or value that cannot be used; the message names it."""


def configs_dir() -> Path:
    """The shipped ``configs/`` folder (defaults, ablations, prices).

    Read with ``importlib.resources``: the folder installs as the package
    ``foam_agent.configs`` (setup.py maps it), so a checkout, an editable install and a wheel
    all find it the same way.
    """
    return Path(str(importlib.resources.files(CONFIGS_PACKAGE)))


class SolveConfig(BaseModel):
    """Everything that decides how a solve runs. Field docs are in ``configs/default.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    model: str | None = None
    base_url: str | None = None
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    request_timeout_s: float = Field(default=120.0, gt=0)
    max_retries: int = Field(default=4, ge=0)
    structured_output: Literal["function_calling", "json_schema", "json_mode"] = (
        "function_calling"
    )
    author: Literal["llm", "llm-files"] = "llm"
    max_tokens: int | None = Field(default=None, gt=0)
    max_cost: float | None = Field(default=None, gt=0)
    max_wall: float | None = Field(default=None, gt=0)
    record_dir: str | None = None
    replay_dir: str | None = None
    rag: bool = True
    reviewer: bool = True
    max_loops: int = Field(default=5, ge=1)
    top_k: int = Field(default=3, ge=1)
    runner: Literal["local", "docker"] = "local"
    docker_image: str | None = None
    run_timeout_s: float = Field(default=1800.0, gt=0)
    np: int = Field(default=1, ge=1, le=64)
    sandbox: bool = True
    #: Bytes a case directory may hold during a run; ``2G``, ``500M`` or a number of bytes.
    disk_limit: int = Field(default=DEFAULT_DISK_LIMIT, gt=0)
    index_dir: str | None = None
    mesh: str | None = None

    @field_validator("disk_limit", mode="before")
    @classmethod
    def _size(cls, value: object) -> object:
        """``2G`` and ``500M`` as well as a number of bytes, from YAML, environment or CLI."""
        if isinstance(value, str):
            try:
                return parse_size(value)
            except DiskLimitError as error:
                raise ValueError(str(error)) from error
        return value

    @field_validator("model")
    @classmethod
    def _none_is_template(cls, value: str | None) -> str | None:
        """``none`` (any case) or an empty name means the offline template author, everywhere."""
        if value is None or value.strip().lower() in {"", "none"}:
            return None
        return value

    @property
    def author_name(self) -> str:
        """``template`` when no model is configured, else the model name."""
        return self.model or "template"


def _one_line(error: Exception) -> str:
    """A reading error in one line: YAML's own message spans several, with a caret drawing."""
    if isinstance(error, yaml.MarkedYAMLError) and error.problem_mark is not None:
        mark = error.problem_mark
        return f"{error.problem} (line {mark.line + 1}, column {mark.column + 1})"
    return " ".join(str(error).split())


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError as error:
        raise ConfigError(f"config file '{path}' does not exist") from error
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise ConfigError(f"config file '{path}' cannot be read: {_one_line(error)}") from error
    if loaded is None:
        return {}
    if not isinstance(loaded, dict):
        raise ConfigError(f"config file '{path}' must hold a mapping of settings")
    return loaded


def _from_environment(environ: Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for name in SolveConfig.model_fields:
        raw = environ.get(ENV_PREFIX + name.upper())
        if raw is not None:
            values[name] = yaml.safe_load(raw) if raw.strip() else None
    return values


def load_config(
    config_file: str | Path | None = None,
    *,
    overrides: Mapping[str, Any] | None = None,
    environ: Mapping[str, str] | None = None,
) -> SolveConfig:
    """Build the configuration from its layers.

    Args:
        config_file: A YAML file given with ``--config``.
        overrides: Values from CLI flags; ``None`` values mean "not given".
        environ: The environment to read ``FOAM_AGENT_*`` from (default ``os.environ``).

    Raises:
        ConfigError: Naming the file or the setting that is wrong.
    """
    layers: list[dict[str, Any]] = []
    default_file = configs_dir() / "default.yaml"
    if default_file.is_file():
        layers.append(_read_yaml(default_file))
    if config_file is not None:
        layers.append(_read_yaml(Path(config_file)))
    layers.append(_from_environment(os.environ if environ is None else environ))
    layers.append({key: value for key, value in (overrides or {}).items() if value is not None})
    merged: dict[str, Any] = {}
    for layer in layers:
        merged.update(layer)
    try:
        return SolveConfig(**merged)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in issue['loc'])}: {issue['msg']}"
            for issue in error.errors()
        )
        raise ConfigError(f"invalid configuration: {problems}") from error
