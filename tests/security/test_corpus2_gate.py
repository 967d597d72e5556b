"""The second corpus, static layers: the gate refuses every ``gate`` entry, the scan every
``scan`` entry, and both runners reject them before anything runs.

The ``proof`` entries are real escapes: bash runs them with no gate and no jail and they touch
the canary, so the refusal is what stands between them and the host.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation, shell_dir
from foam_agent.agents.runners import LocalRunner, Runner, check_case
from foam_agent.agents.runners.base import scan_context
from foam_agent.agents.runners.dictionary_scan import scan_case
from tests.security.corpus2 import CORPUS, Hostile, by_layer, class_counts, write_case
from tests.security.corpus2_support import canary, host_secret, leaks, snapshot

__all__ = ["canary", "host_secret"]

GATE = by_layer("gate")
SCAN = by_layer("scan")
PROOFS = tuple(entry for entry in GATE if entry.proof)


def roots(installation: Installation) -> dict[str, str | None]:
    return {"WM_PROJECT_DIR": installation.project_dir,
            "FOAM_TUTORIALS": installation.tutorials_dir}


def test_the_corpus_has_every_class_twice() -> None:
    counts = class_counts()
    assert len(CORPUS) >= 35, len(CORPUS)
    assert all(count >= 2 for count in counts.values()), counts
    assert len({entry.name for entry in CORPUS}) == len(CORPUS)


@pytest.mark.parametrize("hostile", GATE, ids=[entry.name for entry in GATE])
def test_the_gate_refuses(hostile: Hostile, tmp_path: Path, canary: Path,
                          installation: Installation) -> None:
    case = write_case(tmp_path, hostile, canary)
    verdict = check_case(case, installation.applications, readable_roots=roots(installation))
    assert not verdict.allowed, f"{hostile.name} passed the gate"
    assert verdict.reason and verdict.script == "Allrun" and verdict.line_number


@pytest.mark.parametrize("hostile", SCAN, ids=[entry.name for entry in SCAN])
def test_the_scan_refuses(hostile: Hostile, tmp_path: Path, canary: Path,
                          installation: Installation) -> None:
    """The gate lets these Allruns through (they are ordinary); the scan is the layer."""
    case = write_case(tmp_path, hostile, canary)
    verdict = check_case(case, installation.applications, readable_roots=roots(installation))
    assert verdict.allowed, verdict.describe()
    finding = scan_case(case, scan_context(installation), verdict.dictionaries)
    assert finding is not None, f"{hostile.name} passed the scan"
    assert finding.file == hostile.files[0][0]


@pytest.mark.parametrize("hostile", PROOFS, ids=[entry.name for entry in PROOFS])
def test_unchecked_the_script_escapes(hostile: Hostile, tmp_path: Path, canary: Path) -> None:
    """bash runs the same script with no gate and no jail (helpers from a plain copy of
    foam-agent's RunFunctions): the canary changes, so the entry is a real escape."""
    case = write_case(tmp_path, hostile, canary)
    project = tmp_path / "project"
    (project / "bin" / "tools").mkdir(parents=True)
    shutil.copy(shell_dir() / "RunFunctions", project / "bin" / "tools" / "RunFunctions")
    before = snapshot(canary)
    subprocess.run(["bash", str(case / "Allrun")], cwd=case, timeout=60, check=False,
                   stdin=subprocess.DEVNULL, capture_output=True,
                   env={"PATH": "/usr/bin:/bin", "WM_PROJECT_DIR": str(project)})
    assert snapshot(canary) != before, f"{hostile.name} did nothing even unchecked: not a real test"


def _runners() -> list[object]:
    return [pytest.param("local", id="local"),
            pytest.param("docker", id="docker", marks=pytest.mark.docker)]


@pytest.fixture(scope="module")
def runners() -> dict[str, Runner]:
    return {"local": LocalRunner()}


def _runner(name: str, runners: dict[str, Runner]) -> Runner:
    if name not in runners:
        from foam_agent.agents.runners.docker import DockerRunner

        runners[name] = DockerRunner()
    return runners[name]


@pytest.mark.parametrize("runner_name", _runners())
@pytest.mark.parametrize("hostile", GATE + SCAN, ids=[entry.name for entry in GATE + SCAN])
def test_both_runners_reject_before_running(hostile: Hostile, runner_name: str,
                                            runners: dict[str, Runner], tmp_path: Path,
                                            canary: Path, host_secret: str) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    result = _runner(runner_name, runners).run(case, timeout_s=60)
    assert result.status == "rejected", result.message
    assert not list(case.glob("log.*")), "something ran"
    assert snapshot(canary) == before
    assert leaks(result, case) == []
