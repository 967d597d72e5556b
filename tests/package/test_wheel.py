"""The wheel, installed as a user installs it, solves and scores from an empty folder.

Builds the wheel from the checkout, installs it with its dependencies into a fresh venv outside
the checkout (pip's cache makes the second time cheap), then runs the console script from an
empty directory, where nothing of the repository can be found by accident: the shipped configs,
the shell helpers and the embedding model must all come from the installed package.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from collections.abc import Iterator
from pathlib import Path

import pytest

from foam_agent.agents.openfoam.tutorials import copy_tutorial

#: Installing the dependencies into a fresh venv takes minutes, even from pip's cache.
pytestmark = pytest.mark.slow

REPOSITORY = Path(__file__).resolve().parents[2]
CAVITY = Path("/usr/share/doc/openfoam-examples/examples/incompressible/icoFoam/cavity/cavity")
#: pip and OpenFOAM under load: a cold install downloads a few hundred MB.
INSTALL_TIMEOUT_S = 1500
RUN_TIMEOUT_S = 600


def _run(argv: list[str | Path], *, cwd: Path, timeout: float = RUN_TIMEOUT_S
         ) -> subprocess.CompletedProcess[str]:
    environment = {name: value for name, value in os.environ.items()
                   if name not in ("PYTHONPATH", "VIRTUAL_ENV")}
    environment.setdefault("WM_PROJECT_DIR", "/usr/share/openfoam")
    return subprocess.run([str(part) for part in argv], cwd=cwd, env=environment,
                          capture_output=True, text=True, timeout=timeout, check=False)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A fresh venv outside the checkout with the wheel and its dependencies; its bin folder.

    Removed after the module's tests: with torch it holds gigabytes, and pytest keeps the
    temporary folders of the last three sessions (a full disk failed a CI run's install)."""
    root = tmp_path_factory.mktemp("wheel")
    built = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                  "-q", "-w", root / "dist", REPOSITORY], cwd=root, timeout=INSTALL_TIMEOUT_S)
    assert built.returncode == 0, built.stderr
    wheels = list((root / "dist").glob("foam_agent-*.whl"))
    assert len(wheels) == 1, wheels
    venv.create(root / "venv", with_pip=True)
    bin_dir = root / "venv" / "bin"
    done = _run([bin_dir / "pip", "install", "-q", "--no-compile", wheels[0]], cwd=root,
                timeout=INSTALL_TIMEOUT_S)
    assert done.returncode == 0, done.stderr[-3000:]
    yield bin_dir
    shutil.rmtree(root, ignore_errors=True)


def test_the_wheel_carries_configs_and_no_checkout_paths(installed: Path, tmp_path: Path) -> None:
    probe = ("import foam_agent.agents.config, json, foam_agent;"
             "print(json.dumps([str(foam_agent.agents.config.configs_dir()), foam_agent.__file__,"
             " foam_agent.agents.config.load_config(environ={}).max_loops]))")
    done = _run([installed / "python", "-c", probe], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    configs, facade, max_loops = json.loads(done.stdout)
    site = str(installed.parent / "lib")
    assert configs.startswith(site) and Path(configs, "default.yaml").is_file()
    assert facade.startswith(site)
    assert max_loops >= 1


def test_the_wheel_provides_no_generic_top_level_names(installed: Path, tmp_path: Path) -> None:
    probe = ("import importlib.util, json, foam_agent.agents, foam_agent.cli;"
             "print(json.dumps([importlib.util.find_spec(name) is None for name in"
             " ('agents', 'rag_index', 'evaluators', 'foambench')]))")
    done = _run([installed / "python", "-c", probe], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [True, True, True, True]


def test_solve_and_score_from_an_empty_directory(installed: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    solved = _run([installed / "foam-agent", "solve", "--example", "cavity", "--output",
                   "cavity", "--json"], cwd=empty)
    assert solved.returncode == 0, solved.stderr[-3000:]
    assert json.loads(solved.stdout)["status"] == "solved"

    reference = copy_tutorial(CAVITY, tmp_path / "reference")
    for program in ("blockMesh", "icoFoam"):
        ran = _run([program], cwd=reference)
        assert ran.returncode == 0, ran.stdout[-2000:]
        (reference / f"log.{program}").write_text(ran.stdout)
    scored = _run([installed / "foam-agent", "score", "cavity/case", "-r", reference, "--json"],
                  cwd=empty)
    assert scored.returncode == 0, scored.stderr[-3000:]
    result = json.loads(scored.stdout)
    assert result["exec"] == 1.0
    assert result["nmse"] is not None and set(result["nmse_fields"]) == {"U", "p"}
