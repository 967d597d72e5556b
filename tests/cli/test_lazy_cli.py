"""``foam-agent --help`` imports no command; each command loads its own module when it runs."""

from __future__ import annotations

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from foam_agent.cli import COMMANDS, app, load_command

#: Modules a command pulls in that ``--help`` must not: the command modules themselves, the
#: scorer (VTK), the index (FAISS), the agent graph (LangGraph), foamlib and torch.
HEAVY_MODULES = ("foam_agent.cli.score", "foam_agent.cli.solve", "foam_agent.cli.bench",
                 "foam_agent.cli.index",
                 "foam_agent.evaluators.score", "foam_agent.rag_index.query", "langgraph",
                 "foamlib", "torch", "vtk")

_HELP_THEN_LIST_MODULES = """
import sys
from foam_agent.cli import app
try:
    app(["--help"])
except SystemExit:
    pass
print(" ".join(sorted(sys.modules)))
"""


def test_root_help_lists_every_command_without_importing_any() -> None:
    done = subprocess.run([sys.executable, "-c", _HELP_THEN_LIST_MODULES], capture_output=True,
                          text=True, check=True)
    *help_lines, modules_line = done.stdout.rstrip("\n").split("\n")
    help_text = "\n".join(help_lines)
    for name in COMMANDS:
        assert f" {name} " in help_text
    loaded = set(modules_line.split())
    assert [module for module in HEAVY_MODULES if module in loaded] == []


@pytest.mark.parametrize("name", list(COMMANDS))
def test_each_command_loads_from_its_module_with_the_listed_help(name: str) -> None:
    command = load_command(name)
    assert command.name == name
    own_help = " ".join((command.help or "").split("\n\n")[0].split())
    assert own_help == COMMANDS[name].help


_RUN_THEN_LIST_MODULES = """
import sys
from foam_agent.cli import app
try:
    app(sys.argv[1:])
except SystemExit as done:
    code = done.code
print(code, " ".join(sorted(sys.modules)))
"""

#: What ``solve`` imports only to solve: the graph (LangGraph), the request reader, the authors.
SOLVING_MODULES = ("langgraph", "foam_agent.agents.solve", "foam_agent.agents.spec.parse",
                   "foam_agent.agents.authors.base")


@pytest.mark.parametrize(("arguments", "code"), [
    (["solve", "--help"], 0),
    (["solve", "cavity", "--timeout", "-5"], 2),
    (["solve", "cavity", "--max-loops", "0"], 2),
])
def test_solve_checks_its_arguments_before_importing_the_agent(arguments: list[str],
                                                               code: int) -> None:
    """Help and a refused argument cost a fraction of a second, not the agent's imports."""
    done = subprocess.run([sys.executable, "-c", _RUN_THEN_LIST_MODULES, *arguments],
                          capture_output=True, text=True, check=True)
    exit_code, modules = done.stdout.rstrip("\n").split("\n")[-1].split(" ", 1)
    assert exit_code == str(code), done.stdout + done.stderr
    loaded = set(modules.split())
    assert [module for module in SOLVING_MODULES if module in loaded] == []


def test_a_command_resolves_to_its_real_definition_when_run() -> None:
    result = CliRunner().invoke(app, ["score", "--help"])
    assert result.exit_code == 0, result.output
    assert "--reference" in result.output


def test_an_unknown_command_is_one_error_not_a_traceback() -> None:
    result = CliRunner().invoke(app, ["nosuch"])
    assert result.exit_code == 2
    assert "No such command 'nosuch'" in result.output


#: What no command's ``--help`` needs: the request reader's model and reader, the agent's
#: graph (LangGraph), the index (FAISS), the scorer's VTK and the pictures' k-d tree.
AGENT_MODULES = ("foam_agent.agents.spec.model", "foam_agent.agents.spec.parse", "langgraph",
                 "faiss", "vtkmodules", "scipy.spatial")


@pytest.mark.parametrize("name", list(COMMANDS))
def test_a_commands_help_imports_neither_the_reader_nor_the_graph(name: str) -> None:
    """``bench --help`` once cost 0.75 s of CPU (``foambench`` imported the agent's public API,
    which imported the retriever's protocol and with it the request reader's model) and
    ``index --help`` 0.65 s (FAISS, imported with the index's names)."""
    done = subprocess.run([sys.executable, "-c", _RUN_THEN_LIST_MODULES, name, "--help"],
                          capture_output=True, text=True, check=True)
    exit_code, modules = done.stdout.rstrip("\n").split("\n")[-1].split(" ", 1)
    assert exit_code == "0", done.stdout + done.stderr
    loaded = set(modules.split())
    assert [module for module in AGENT_MODULES if module in loaded] == []


_IMPORT_SOLVE_THEN_LIST_MODULES = """
import sys
import foam_agent.agents.authors.template.author
import foam_agent.agents.collaborators
import foam_agent.agents.pictures
import foam_agent.agents.retrieval
import foam_agent.agents.solve
import foam_agent.cli.run
import foam_agent.cli.solve
print(" ".join(sorted(sys.modules)))
"""

#: What a template solve never uses, so must not import: the LLM client and its providers, the
#: validation suite (its cases and runs; the audit's Nusselt row loads it only when asked),
#: the mesh study's runner, the scorer and torch.
NOT_SOLVING_MODULES = ("foam_agent.agents.llm.client", "foam_agent.agents.authors.llm",
                       "langchain_openai", "openai", "foam_agent.agents.validation",
                       "foam_agent.agents.validation.cases", "foam_agent.agents.mesh_study.study",
                       "foam_agent.evaluators.score", "torch")


def test_a_template_solve_imports_neither_the_llm_nor_the_validation_suite() -> None:
    """The validation suite once came with every solve (about 15 modules): the audit imported
    the mesh study's Nusselt pattern, whose readers live in the suite's package."""
    done = subprocess.run([sys.executable, "-c", _IMPORT_SOLVE_THEN_LIST_MODULES],
                          capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    assert "foam_agent.agents.solve" in loaded
    assert [module for module in NOT_SOLVING_MODULES if module in loaded] == []
