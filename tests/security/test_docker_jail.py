"""The Docker runner holds like the local jail when the gate and the scan are bypassed.

Needs the engine and the image; these tests fail (never skip) without them, like
``tests/runners/test_docker_runner.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners import DockerRunner
from foam_agent.agents.runners.docker import CONTAINER_GID, CONTAINER_UID
from tests.conftest import CAVITY
from tests.security.corpus import SCRIPTS, Hostile
from tests.security.test_jail import (
    CANARY_ONLY,
    SYSTEM_CALL,
    bypass_checks,
    canary,
    hostile_case,
    snapshot,
)

__all__ = ["bypass_checks", "canary"]

pytestmark = pytest.mark.docker

CaseFactory = Callable[..., Path]
PROBE_WRITES = ("touch /var/tmp/x && echo yes > wrote_var_tmp\n"
                "touch /tmp/y && echo yes > wrote_tmp\n"
                "touch /usr/z && echo yes > wrote_usr\n")


@pytest.fixture(scope="module")
def runner() -> DockerRunner:
    runner = DockerRunner()
    runner.installation()
    return runner


@pytest.mark.parametrize("name", CANARY_ONLY)
def test_container_contains_the_corpus(name: str, runner: DockerRunner, tmp_path: Path,
                                       canary: Path, bypass_checks: None) -> None:
    hostile = next(entry for entry in SCRIPTS if entry.name == name)
    before = snapshot(canary)
    runner.run(hostile_case(tmp_path, hostile, canary), timeout_s=60)
    assert snapshot(canary) == before


def test_root_filesystem_is_read_only(runner: DockerRunner, tmp_path: Path, canary: Path,
                                      bypass_checks: None) -> None:
    case = hostile_case(tmp_path, Hostile("writes", "docker", PROBE_WRITES), canary)
    runner.run(case, timeout_s=60)
    assert (case / "wrote_tmp").is_file(), "the tmpfs /tmp must be writable"
    assert not (case / "wrote_var_tmp").exists()
    assert not (case / "wrote_usr").exists()


def test_without_read_only_root_var_tmp_is_writable(runner: DockerRunner) -> None:
    """The companion: the same user in the same image writes /var/tmp when the root
    filesystem is not read-only, so the test above proves the read-only mount."""
    output = runner.client.containers.run(
        runner.image_object().id, ["sh", "-c", "touch /var/tmp/x && echo yes"],
        user=f"{CONTAINER_UID}:{CONTAINER_GID}", network_mode="none", remove=True)
    assert output.strip() == b"yes"


def test_a_system_call_does_not_run_in_docker(runner: DockerRunner,
                                              tutorial_case: CaseFactory,
                                              bypass_checks: None) -> None:
    case = tutorial_case(CAVITY)
    with (case / "system" / "controlDict").open("a") as stream:
        stream.write(SYSTEM_CALL)
    runner.run(case, timeout_s=120)
    assert "Disallowing user-supplied system call" in (case / "log.icoFoam").read_text()
    assert not (case / "system_call_ran").exists()


def test_a_container_can_write_no_core_file(runner: DockerRunner, tmp_path: Path, canary: Path,
                                            bypass_checks: None) -> None:
    """The container's core limit is 0, soft and hard: a process stopped by its processor
    limit or crashing writes no core file into the case, and the run cannot raise the limit
    (the engine's own default lets it raise the soft limit up to an unlimited hard one)."""
    probe = "ulimit -c unlimited 2>/dev/null; ulimit -c > core_limit\n"
    case = hostile_case(tmp_path, Hostile("core", "docker", probe), canary)
    runner.run(case, timeout_s=60)
    assert (case / "core_limit").read_text().strip() == "0"
