"""The second corpus, jail layer, local runner: with the gate and the scan bypassed, the jail
and the runner's limits contain each ``jail`` entry; with the jail or the limit off, the same
entry escapes (the companion test of each class), so the layer is what holds.

Limits are lowered for speed (64 processes, 16 MiB tmpfs and disk); the defaults are larger.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import shell_dir
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners import base as runner_base
from foam_agent.agents.runners.handback import HardLinkRefused, hand_back, lend
from foam_agent.agents.runners.jail import (
    HOST_UID,
    JAIL_OVERLAY,
    JailLimits,
    host_ids,
    jail_command,
    jail_environment,
    staging_directory,
)
from tests.security.corpus2 import SECRET_VALUE, Hostile, by_kind, write_case
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

__all__ = ["bypass_checks", "canary", "host_secret"]

pytestmark = pytest.mark.slow

LIMITS = JailLimits(pids=64, tmp_bytes=16 * MIB)
DISK_LIMIT = 16 * MIB
#: What a swarm reaches unconfined (400 started) and what it may reach jailed (64 at most,
#: counted with the few processes of the run itself).
SWARM = 400
#: What a fill writes unconfined (64 MiB) and what a 16 MiB bound lets through.
FILL = 64 * MIB


def jailed() -> LocalRunner:
    return LocalRunner(limits=LIMITS, disk_limit=DISK_LIMIT)


def ids(entries: tuple[Hostile, ...]) -> list[str]:
    return [entry.name for entry in entries]


def run_jail_as_before(case: Path) -> None:
    """The jail as it was before issue 24: bubblewrap started with the caller's environment
    and as the caller (root maps to root), without limits."""
    inside = jail_environment({}, WM_PROJECT_DIR="/usr/share/openfoam")
    command = jail_command(["sh", str(shell_dir() / "driver.sh"), str(case), JAIL_OVERLAY],
                           case_dir=case, read_only=[shell_dir()], environment=inside)
    subprocess.run(command, cwd=case, env=dict(os.environ), stdin=subprocess.DEVNULL,
                   capture_output=True, timeout=60, check=False)


# -- environment ----------------------------------------------------------------------------

@pytest.mark.parametrize("hostile", by_kind("environment"), ids=ids(by_kind("environment")))
def test_the_jail_shows_no_host_environment(hostile: Hostile, tmp_path: Path, canary: Path,
                                            host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    result = jailed().run(case, timeout_s=60)
    assert (case / "leaked.txt").read_text().strip(), "the script read nothing"
    assert_contained(result, case, canary, before)
    assert str(Path.cwd()) not in (case / "leaked.txt").read_text()


@pytest.mark.parametrize("hostile", by_kind("environment"), ids=ids(by_kind("environment")))
def test_a_jail_started_with_the_callers_environment_leaks(
        hostile: Hostile, tmp_path: Path, canary: Path, host_secret: str) -> None:
    case = write_case(tmp_path, hostile, canary)
    run_jail_as_before(case)
    assert SECRET_VALUE in (case / "leaked.txt").read_text()


# -- setuid files ---------------------------------------------------------------------------

@pytest.mark.parametrize("hostile", by_kind("setuid"), ids=ids(by_kind("setuid")))
def test_no_setuid_file_is_left(hostile: Hostile, tmp_path: Path, canary: Path,
                                host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    owner = case.stat().st_uid
    result = jailed().run(case, timeout_s=60)
    made = [path for path in case.rglob("*") if path.name in {"rootshell", "t", "x"}]
    assert made, "the script made nothing"
    assert_contained(result, case, canary, before)
    assert {path.lstat().st_uid for path in case.rglob("*")} == {owner}, "not handed back"


@pytest.mark.parametrize("hostile", by_kind("setuid"), ids=ids(by_kind("setuid")))
def test_a_jail_mapped_to_root_leaves_a_setuid_root_file(hostile: Hostile, tmp_path: Path,
                                                         canary: Path) -> None:
    """The companion: the pre-issue jail (root maps to root, nothing handed back)."""
    case = write_case(tmp_path, hostile, canary)
    run_jail_as_before(case)
    left = privileged_files(case)
    assert left, "the script made no setuid file"
    if os.geteuid() == 0:
        assert all(os.lstat(path).st_uid == 0 for path in left), "expected setuid-root files"


def test_the_mapping_makes_outside_files_unprivileged(tmp_path: Path) -> None:
    """Which promise holds here: a setuid file made in the jail is owned, outside, by the
    unprivileged host uid (a root caller's jail) or by the caller, never by root; handing the
    case back clears the bit and returns the file to the case's owner."""
    case = tmp_path / "case"
    case.mkdir()
    run_as = host_ids()
    journal = lend(case, *run_as) if run_as is not None else None
    try:
        with staging_directory() as staging:
            command = jail_command(["sh", "-c", "cp /bin/true s && chmod 4755 s"],
                                   case_dir=case, read_only=[], environment={"PATH": "/usr/bin"},
                                   limits=LIMITS, run_as=run_as, staging=Path(staging))
            subprocess.run(command, cwd="/", env={}, check=True, timeout=60,
                           stdin=subprocess.DEVNULL)
        status = (case / "s").lstat()
        assert status.st_mode & 0o4000, "the jail could not make a setuid file"
        assert status.st_uid == (HOST_UID if run_as is not None else os.geteuid()) != 0
    finally:
        if journal is not None:
            hand_back(journal)
    if journal is not None:
        assert privileged_files(case) == []
        assert (case / "s").lstat().st_uid == 0


# -- processes ------------------------------------------------------------------------------

def _processes(case: Path) -> int:
    text = (case / "procs.txt").read_text().strip() if (case / "procs.txt").is_file() else ""
    return int(text) if text.isdigit() else 0


@pytest.mark.parametrize("hostile", by_kind("pids"), ids=ids(by_kind("pids")))
def test_the_pids_limit_holds(hostile: Hostile, tmp_path: Path, canary: Path,
                              host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    result = jailed().run(case, timeout_s=60)
    assert 0 < _processes(case) <= LIMITS.pids
    assert_contained(result, case, canary, before)


@pytest.mark.parametrize("hostile", by_kind("pids"), ids=ids(by_kind("pids")))
def test_unjailed_the_swarm_grows(hostile: Hostile, tmp_path: Path, canary: Path,
                                  bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    LocalRunner(sandbox=False).run(case, timeout_s=60)
    assert _processes(case) >= SWARM


# -- tmpfs ----------------------------------------------------------------------------------

def _written(case: Path) -> int:
    text = (case / "size.txt").read_text().strip() if (case / "size.txt").is_file() else ""
    return int(text) if text.isdigit() else 0


@pytest.mark.parametrize("hostile", by_kind("tmpfs"), ids=ids(by_kind("tmpfs")))
def test_the_jails_tmpfs_is_bounded(hostile: Hostile, tmp_path: Path, canary: Path,
                                    host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    result = jailed().run(case, timeout_s=60)
    assert 0 < _written(case) <= LIMITS.tmp_bytes
    assert_contained(result, case, canary, before)


@pytest.mark.parametrize("hostile", by_kind("tmpfs"), ids=ids(by_kind("tmpfs")))
def test_unjailed_the_fill_goes_through(hostile: Hostile, tmp_path: Path, canary: Path,
                                        bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    LocalRunner(sandbox=False).run(case, timeout_s=60)
    assert _written(case) == FILL


# -- disk -----------------------------------------------------------------------------------

def _case_bytes(case: Path) -> int:
    return sum(path.stat().st_size for path in case.rglob("*") if path.is_file())


@pytest.mark.parametrize("hostile", by_kind("disk"), ids=ids(by_kind("disk")))
def test_the_disk_budget_holds(hostile: Hostile, tmp_path: Path, canary: Path,
                               host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    before = snapshot(canary)
    result = jailed().run(case, timeout_s=60)
    # One file stops at the file cap; many are stopped by the watcher, which polls, so a few
    # MiB may land past the budget before the run is stopped (more under load).
    assert _case_bytes(case) <= DISK_LIMIT + 16 * MIB
    if hostile.name == "many-small-files":
        assert result.status == "failed" and "disk budget" in result.message, result.message
    assert_contained(result, case, canary, before)


@pytest.mark.parametrize("hostile", by_kind("disk"), ids=ids(by_kind("disk")))
def test_without_the_budget_the_case_grows(hostile: Hostile, tmp_path: Path, canary: Path,
                                           bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    LocalRunner(limits=LIMITS, disk_limit=1 << 30).run(case, timeout_s=60)
    assert _case_bytes(case) >= 48 * MIB


# -- hard links -----------------------------------------------------------------------------

def _link_the_canary(case: Path, hostile: Hostile, canary: Path) -> Path:
    linked = case / ("system" if hostile.name == "hardlink-system" else "0") / "linked"
    os.link(canary / "secret", linked)
    return linked


@pytest.mark.parametrize("hostile", by_kind("hard-links"), ids=ids(by_kind("hard-links")))
def test_a_hard_linked_file_is_refused(hostile: Hostile, tmp_path: Path, canary: Path,
                                       host_secret: str, bypass_checks: None) -> None:
    case = write_case(tmp_path, hostile, canary)
    _link_the_canary(case, hostile, canary)
    before = snapshot(canary)
    result = jailed().run(case, timeout_s=60)
    assert result.status == "rejected" and "hard link" in result.message
    assert snapshot(canary) == before
    assert leaks(result, case) == []


@pytest.mark.parametrize("hostile", by_kind("hard-links"), ids=ids(by_kind("hard-links")))
def test_lending_refuses_a_hard_link_too(hostile: Hostile, tmp_path: Path, canary: Path,
                                         bypass_checks: None,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """With the runner's check bypassed as well, a root caller's lend refuses the case."""
    monkeypatch.setattr(runner_base, "hard_linked_file", lambda _: None)
    case = write_case(tmp_path, hostile, canary)
    _link_the_canary(case, hostile, canary)
    before = snapshot(canary)
    if host_ids() is None:
        pytest.fail("this test proves the root caller's lend; run the suite as root (CI does)")
    with pytest.raises(HardLinkRefused):
        jailed().run(case, timeout_s=60)
    assert snapshot(canary) == before


@pytest.mark.parametrize("hostile", by_kind("hard-links"), ids=ids(by_kind("hard-links")))
def test_unchecked_a_hard_link_reaches_the_host(hostile: Hostile, tmp_path: Path,
                                                canary: Path, bypass_checks: None,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner_base, "hard_linked_file", lambda _: None)
    case = write_case(tmp_path, hostile, canary)
    _link_the_canary(case, hostile, canary)
    before = snapshot(canary)
    LocalRunner(sandbox=False).run(case, timeout_s=60)
    assert snapshot(canary) != before
