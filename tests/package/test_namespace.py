"""The distribution installs only ``foam_agent``: no generic top-level import names.

Why: ``agents`` is also the import name of a widely used agents SDK; a distribution that installs
a top-level ``agents`` (or ``evaluators``, ``rag_index``, ``foambench``) breaks whichever other
project uses that name in the same environment. The folders stay at the repository root and
are linked into ``foam_agent/``; these tests prove the wheel holds them only under
``foam_agent``, and that nothing in the repository imports them by their bare names (which
would work in the checkout, where the folders are on ``sys.path``, and fail once installed).
"""

from __future__ import annotations

import importlib
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
GENERIC_NAMES = ("agents", "rag_index", "evaluators", "foambench")
#: ``import agents``, ``from evaluators.score import x``: a bare name in an import statement.
BARE_IMPORT = re.compile(r"^\s*(?:from|import)\s+(?:" + "|".join(GENERIC_NAMES) + r")\b",
                         re.M)


def _tracked_python_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "*.py"], cwd=REPOSITORY, capture_output=True,
                            text=True, check=True).stdout.split()
    return [REPOSITORY / name for name in listed if (REPOSITORY / name).is_file()]


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The file names inside a wheel built from a clean copy of the tracked files.

    A clean copy, because setuptools reuses ``build/`` in the source tree, where an older
    build may still hold top-level packages.
    """
    root = tmp_path_factory.mktemp("namespace-wheel")
    source = root / "source"
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPOSITORY, capture_output=True,
                            check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        origin, target = REPOSITORY / name, source / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if origin.is_symlink():
            target.symlink_to(origin.readlink())
        elif origin.is_file():
            shutil.copy2(origin, target)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                            "--no-build-isolation", "-q", "-w", str(root / "dist"), str(source)],
                           capture_output=True, text=True, timeout=600, check=False)
    assert built.returncode == 0, built.stderr[-3000:]
    wheels = list((root / "dist").glob("foam_agent-*.whl"))
    assert len(wheels) == 1, wheels
    with zipfile.ZipFile(wheels[0]) as archive:
        return archive.namelist()


def test_the_wheel_installs_only_foam_agent(wheel_names: list[str]) -> None:
    top_level = {name.split("/", 1)[0] for name in wheel_names}
    assert {name for name in top_level if not name.endswith(".dist-info")} == {"foam_agent"}
    for folder in (*GENERIC_NAMES, "configs"):
        assert f"foam_agent/{folder}/__init__.py" in wheel_names, folder
    assert "foam_agent/cli/__init__.py" in wheel_names
    assert "foam_agent/configs/default.yaml" in wheel_names
    assert any(name.startswith("foam_agent/agents/openfoam/shell/") for name in wheel_names)
    assert not any("__pycache__" in name for name in wheel_names)


def test_the_console_script_is_the_facade_cli(wheel_names: list[str]) -> None:
    assert any(name.endswith(".dist-info/entry_points.txt") for name in wheel_names)
    metadata_dir = next(name.split("/", 1)[0] for name in wheel_names
                        if name.endswith(".dist-info/entry_points.txt"))
    assert metadata_dir.startswith("foam_agent-")


def test_nothing_imports_the_bare_folder_names() -> None:
    offenders = [f"{path.relative_to(REPOSITORY)}:{text.count(chr(10), 0, match.start()) + 1}"
                 for path in _tracked_python_files()
                 for text in [path.read_text(encoding="utf-8")]
                 for match in BARE_IMPORT.finditer(text)]
    assert offenders == []


@pytest.mark.parametrize("name", GENERIC_NAMES)
def test_each_folder_imports_under_the_namespace(name: str) -> None:
    module = importlib.import_module(f"foam_agent.{name}")
    assert module.__name__ == f"foam_agent.{name}"
    assert Path(module.__file__ or "").parent.name == name
