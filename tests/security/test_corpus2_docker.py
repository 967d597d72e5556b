"""The second corpus, jail layer, Docker runner: the same entries as ``test_corpus2_jail.py``,
contained by the container's limits and the hand-back; with a limit raised or the hand-back's
clearing off, the same entry escapes.

Needs the engine and the image; these tests fail (never skip) without them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.runners import docker as docker_module
from foam_agent.agents.runners import processes
from foam_agent.agents.runners.docker import DockerRunner
from foam_agent.agents.runners.jail import JailLimits
from tests.security.corpus2 import Hostile, by_kind, write_case
from tests.security.corpus2_support import (
    MIB,
    assert_contained,
    bypass_checks,
    canary,
    host_secret,
    leaks,
    privileged_files,
    snapshot,
)
from tests.security.test_corpus2_jail import (
    DISK_LIMIT,
    FILL,
    LIMITS,
    SWARM,
    _case_bytes,
    _link_the_canary,
    _processes,
    _written,
    ids,
)

__all__ = ["bypass_checks", "canary", "host_secret"]

pytestmark = [pytest.mark.docker, pytest.mark.slow]

CONTAINED = (*by_kind("environment"), *by_kind("setuid"), *by_kind("pids"), *by_kind("tmpfs"),
             *by_kind("disk"))


@pytest.fixture(scope="module")
def runner() -> DockerRunner:
    runner = DockerRunner(limits=LIMITS, disk_limit=DISK_LIMIT)
    runner.installation()
    return runner


@pytest.fixture(scope="module")
def raised() -> DockerRunner:
    """The same image with the limits raised far above what the corpus asks for."""
    return DockerRunner(limits=JailLimits(pids=4096, tmp_bytes=256 * MIB), disk_limit=1 << 30)


@pytest.mark.parametrize("hostile", CONTAINED, ids=ids(CONTAINED))
def test_the_container_contains(hostile: Hostile, runner: DockerRunner, tmp_path: Path,
                                canary: Path, host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    result = runner.run(case, timeout_s=120)
    assert_contained(result, case, canary, before)
    if hostile.kind == "environment":
        assert (case / "leaked.txt").read_text().strip(), "the script read nothing"
    elif hostile.kind == "pids":
        assert 0 < _processes(case) <= LIMITS.pids
    elif hostile.kind == "tmpfs":
        assert 0 < _written(case) <= LIMITS.tmp_bytes
    elif hostile.kind == "disk":
        assert _case_bytes(case) <= DISK_LIMIT + 16 * MIB
    elif hostile.kind == "setuid":
        assert {path.lstat().st_uid for path in case.rglob("*")} == {case.stat().st_uid}


@pytest.mark.parametrize("hostile", by_kind("pids"), ids=ids(by_kind("pids")))
def test_with_a_raised_pids_limit_the_swarm_grows(hostile: Hostile, raised: DockerRunner,
                                                  tmp_path: Path, canary: Path,
                                                  bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    raised.run(case, timeout_s=120)
    assert _processes(case) >= SWARM


@pytest.mark.parametrize("hostile", by_kind("tmpfs"), ids=ids(by_kind("tmpfs")))
def test_with_a_raised_tmpfs_the_fill_goes_through(hostile: Hostile, raised: DockerRunner,
                                                   tmp_path: Path, canary: Path,
                                                   bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    raised.run(case, timeout_s=120)
    assert _written(case) == FILL


@pytest.mark.parametrize("hostile", by_kind("disk"), ids=ids(by_kind("disk")))
def test_with_a_raised_budget_the_case_grows(hostile: Hostile, raised: DockerRunner,
                                             tmp_path: Path, canary: Path,
                                             bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    raised.run(case, timeout_s=120)
    assert _case_bytes(case) >= 48 * MIB


@pytest.mark.parametrize("hostile", by_kind("setuid"), ids=ids(by_kind("setuid")))
def test_without_the_hand_back_a_setuid_file_is_left(hostile: Hostile, runner: DockerRunner,
                                                     tmp_path: Path, canary: Path,
                                                     bypass_checks: None,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The companion: no hand-back (its journal dropped) and no clearing after the run. (The
    chown of a hand-back alone clears a file's setuid bit; the explicit clearing also covers
    setgid directories and runs that were not lent.)"""
    monkeypatch.setattr(processes, "hand_back", lambda journal: journal.unlink())
    monkeypatch.setattr(docker_module, "clear_privileged_bits", lambda _: [])
    case = write_case(tmp_path, hostile, canary)
    runner.run(case, timeout_s=120)
    assert privileged_files(case)


@pytest.mark.parametrize("hostile", by_kind("hard-links"), ids=ids(by_kind("hard-links")))
def test_a_hard_linked_file_is_refused(hostile: Hostile, runner: DockerRunner, tmp_path: Path,
                                       canary: Path, host_secret: str,
                                       bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    _link_the_canary(case, hostile, canary)
    before = snapshot(canary)
    result = runner.run(case, timeout_s=120)
    assert result.status == "rejected" and "hard link" in result.message
    assert snapshot(canary) == before and (canary / "secret").stat().st_uid == 0
    assert leaks(result, case) == []
