"""Helpers for the geometry tests: a bare case to mesh, OpenFOAM utilities run directly, and
composed cases from real tutorials (built as the retriever gives them)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.template.compose import Composition, compose
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import build_reference

CAVITY = "incompressible/icoFoam/cavity/cavity"
PIMPLE_PITZ_DAILY = "incompressible/pimpleFoam/RAS/pitzDaily"


def run_utility(case: Path, *command: str) -> subprocess.CompletedProcess[str]:
    """Run an OpenFOAM utility on ``case`` (the only variable it needs is WM_PROJECT_DIR)."""
    env = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    return subprocess.run([*command, "-case", str(case)], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


@pytest.fixture
def bare_case(installation: Installation, tmp_path: Path) -> Callable[[Mapping[str, str]], Path]:
    """A factory: a case with the cavity tutorial's system files and ``files`` added."""

    def make(files: Mapping[str, str]) -> Path:
        case = tmp_path / "case"
        source = Path(str(installation.tutorials_dir)) / CAVITY / "system"
        (case / "system").mkdir(parents=True)
        for name in ("controlDict", "fvSchemes", "fvSolution"):
            (case / "system" / name).write_text((source / name).read_text())
        for name, text in files.items():
            (case / name).parent.mkdir(parents=True, exist_ok=True)
            (case / name).write_text(text)
        return case

    return make


@pytest.fixture(scope="session")
def composed(installation: Installation) -> Callable[[str, str], Composition]:
    """A factory: ``composed(prompt, tutorial)`` → the template author's composition."""
    solvers = sorted(installation.applications)

    def make(prompt: str, tutorial: str) -> Composition:
        reference: Reference = build_reference(str(installation.tutorials_dir), tutorial)
        spec = parse_spec(prompt, solvers=solvers)
        return compose(reference, spec, applications=solvers)

    return make


def write_case(case: Path, files: Mapping[str, str], deletions: tuple[str, ...] = ()) -> None:
    """Write ``files`` (minus ``deletions``) as the case ``case``."""
    for name, text in files.items():
        if name in deletions:
            continue
        path = case / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (case / "Allrun").chmod(0o755)
