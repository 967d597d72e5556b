"""The public face: ``foam_agent`` names every public entry point and imports nothing heavy."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata

import foam_agent
from foam_agent.agents.config import configs_dir

_IMPORT_THEN_LIST_MODULES = """
import sys
import foam_agent
print(" ".join(sorted(sys.modules)))
"""


def test_every_public_name_resolves_to_a_callable_or_type() -> None:
    for name in foam_agent.__all__:
        value = getattr(foam_agent, name)
        assert name == "__version__" or callable(value), name
    assert foam_agent.__version__ == metadata.version("foam-agent")


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        foam_agent.no_such_name  # noqa: B018
    except AttributeError as error:
        assert "no_such_name" in str(error)
    else:
        raise AssertionError("foam_agent.no_such_name resolved")


def test_importing_the_facade_loads_none_of_the_packages_behind_it() -> None:
    done = subprocess.run([sys.executable, "-c", _IMPORT_THEN_LIST_MODULES],
                          capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    heavy = ("foam_agent.agents", "foam_agent.evaluators", "foam_agent.foambench",
             "foam_agent.rag_index", "foam_agent.cli", "langgraph", "pydantic", "torch")
    assert [name for name in heavy if name in loaded] == []


def test_configs_are_package_data_of_foam_agent_configs() -> None:
    folder = configs_dir()
    assert (folder / "default.yaml").is_file()
    assert (folder / "prices.yaml").is_file()
    assert sorted(path.stem for path in (folder / "ablations").glob("*.yaml")) == [
        "rag", "rag+reviewer", "reviewer", "zero-shot"]
