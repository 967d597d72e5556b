"""One name per argument on every surface: the CLI, the Python API and the MCP tools.

Why: a user who learnt ``case_dir`` from ``foam-agent run`` should not meet ``gen`` in Python
and ``run_timeout_s`` over MCP. The names are read from the real signatures (typer's
parameters, ``inspect.signature``, the MCP server's tool input schemas through the SDK's
client), never restated here: this table holds only which names each concept must not go by.

A CLI option is compared by its first long flag, as help lists it (``--reference-dir`` →
``reference_dir``); seconds are said in a flag's help, so ``--timeout`` is ``timeout_s``
elsewhere. Former flags stay accepted as second spellings of one option.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from typer.core import TyperGroup

import foam_agent
from foam_agent.agents.mcp import build_server
from foam_agent.cli import COMMANDS, load_command


@dataclass(frozen=True)
class Concept:
    """An argument's one name, and the names it had or might be given on another surface."""

    name: str
    not_called: tuple[str, ...]


CONCEPTS = (
    Concept("case_dir", ("gen", "case", "submission", "case_path")),
    Concept("reference_dir", ("ref", "reference", "reference_case")),
    Concept("output", ("output_dir", "out", "output_folder")),
    Concept("results_dir", ("results", "result_dir")),
    Concept("timeout_s", ("run_timeout_s", "time_limit", "timeout_seconds")),
    Concept("np", ("ranks", "processes", "nprocs")),
    Concept("prompt", ("request", "text_prompt")),
    Concept("mesh_tolerance", ("tolerance", "gci_tolerance", "gci")),
    Concept("refinement", ("ratio", "refinement_ratio")),
)


#: Former names still accepted, each with a DeprecationWarning (checked below): code written
#: before the names were made one keeps working, and says what to change.
DEPRECATED = {("python solve", "output_dir")}


def _unit_free(name: str) -> str:
    return name.removesuffix("_s")


def cli_names() -> dict[str, set[str]]:
    """Each command's arguments and options, by the name a user types (``--np`` → ``np``)."""
    found: dict[str, set[str]] = {}
    for name in COMMANDS:
        command = load_command(name)
        commands = ({f"{name} {sub}": child for sub, child in command.commands.items()}
                    if isinstance(command, TyperGroup) else {name: command})
        for label, each in commands.items():
            names = set()
            for param in each.params:
                flags = [opt for opt in param.opts if opt.startswith("--")]
                names.add(flags[0][2:].replace("-", "_") if flags else str(param.name))
            found[f"cli {label}"] = names
    return found


def python_names() -> dict[str, set[str]]:
    """Each public function's parameters (``foam_agent``'s names)."""
    functions: dict[str, Callable[..., Any]] = {
        name: getattr(foam_agent, name) for name in foam_agent.__all__
        if inspect.isfunction(getattr(foam_agent, name))}
    return {f"python {name}": set(inspect.signature(function).parameters)
            for name, function in functions.items()}


def mcp_names(workspace: Path) -> dict[str, set[str]]:
    """Each MCP tool's parameters, from its input schema as the SDK's client lists it."""

    async def listed() -> dict[str, set[str]]:
        async with Client(build_server(workspace)) as client:
            tools = await client.list_tools()
        return {f"mcp {tool.name}": set(tool.input_schema.get("properties", {}))
                for tool in tools.tools}

    return anyio.run(listed)


@pytest.fixture(scope="module")
def surfaces(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    return {**cli_names(), **python_names(), **mcp_names(tmp_path_factory.mktemp("ws"))}


def misnamed(surfaces: dict[str, set[str]]) -> list[str]:
    """Every parameter that goes by another name of a concept, as ``surface: name → one``."""
    wrong = []
    for surface, names in sorted(surfaces.items()):
        for concept in CONCEPTS:
            for name in sorted(names - {former for where, former in DEPRECATED
                                        if where == surface}):
                if name in concept.not_called or (
                        name != concept.name and not surface.startswith("cli ")
                        and _unit_free(name) == _unit_free(concept.name)
                        and name.endswith("_s") != concept.name.endswith("_s")):
                    wrong.append(f"{surface}: {name} → {concept.name}")
    return wrong


def test_every_surface_is_read() -> None:
    names = {**cli_names(), **python_names()}
    assert {"cli run", "cli score", "cli bench run", "python solve", "python score_case",
            "python run_case"} <= set(names)


def test_a_concept_has_one_name_on_every_surface(surfaces: dict[str, set[str]]) -> None:
    assert misnamed(surfaces) == []


def test_a_misnamed_argument_is_found() -> None:
    assert misnamed({"python score_case": {"gen", "ref"}, "mcp solve": {"run_timeout_s"},
                     "python run_case": {"timeout"}, "cli run": {"timeout"}}) == [
        "mcp solve: run_timeout_s → timeout_s",
        "python run_case: timeout → timeout_s",
        "python score_case: gen → case_dir",
        "python score_case: ref → reference_dir"]


def test_a_former_name_is_accepted_with_a_deprecation_warning(tmp_path: Path) -> None:
    from foam_agent.agents.api import SolveError

    (tmp_path / "file").write_text("a file")
    with pytest.warns(DeprecationWarning, match="output="), pytest.raises(
            SolveError, match="cannot be"):
        foam_agent.solve("cavity", foam_agent.SolveConfig(rag=False),
                         output_dir=tmp_path / "file" / "sub")
    with pytest.raises(TypeError, match="not both"):
        foam_agent.solve("cavity", output=tmp_path / "a", output_dir=tmp_path / "b")
    with pytest.raises(TypeError, match="needs output"):
        foam_agent.solve("cavity")


def test_the_same_concept_is_spelt_alike_where_two_surfaces_have_it(
        surfaces: dict[str, set[str]]) -> None:
    """The shared operations side by side: what one surface takes, the others call alike."""
    pairs = [
        ("cli run", "python run_case", {"case_dir", "runner", "np", "timeout"}),
        ("mcp run_case", "python run_case", {"case_dir", "runner", "np", "timeout_s"}),
        ("cli score", "python score_case", {"case_dir", "reference_dir", "mode", "fields"}),
        ("mcp score_case", "python score_case", {"case_dir", "reference_dir", "mode"}),
        ("cli solve", "mcp solve", {"prompt", "example", "output", "runner", "np",
                                    "max_loops"}),
        ("mcp solve", "python solve", {"prompt", "output", "spec"}),
        ("cli bench report", "mcp bench_status", {"results_dir"}),
        ("cli bench run", "python run_benchmark", {"results_dir", "max_loops", "workers"}),
        ("cli verify", "mcp mesh_study", {"case_dir", "mesh_tolerance", "refinement", "np",
                                          "timeout"}),
        ("cli validate", "mcp validate", {"names", "quick", "output", "timeout"}),
    ]
    for first, second, shared in pairs:
        for surface in (first, second):
            unit_free = {_unit_free(name) for name in surfaces[surface]}
            missing = {name for name in shared if _unit_free(name) not in unit_free}
            assert not missing, f"{surface} lacks {sorted(missing)}"
    assert {"timeout_s"} <= surfaces["mcp solve"]
